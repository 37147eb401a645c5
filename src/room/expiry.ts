// Games expire (issue 11): one finished, or without an accepted action, for
// GAME_EXPIRY_DAYS days is deleted by its own alarm, so 5 GB of storage is never filled
// by games nobody will open again. What is left is one small row (store.ts, `gone`) so
// its links can say what became of it instead of "not found"; a year later that goes too
// (two SQLite pages each would add up, a year of the free tier's games: ~1.8 GB).
export const DEFAULT_EXPIRY_DAYS = 60;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a deleted game's links say that it was deleted; then they answer as for any unknown game. */
export const GONE_KEPT_DAYS = 365;

/** GAME_EXPIRY_DAYS: any positive number of days (a fraction too, for a short-lived demo); otherwise 60. */
export function expiryDays(setting: string | undefined): number {
  const days = Number(setting);
  return setting?.trim() && Number.isFinite(days) && days > 0 ? days : DEFAULT_EXPIRY_DAYS;
}
