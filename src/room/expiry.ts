// Games expire (issue 11): one finished, or without an accepted action, for
// GAME_EXPIRY_DAYS days is deleted by its own alarm, so 5 GB of storage is never filled
// by games nobody will open again. What is left is one small row (store.ts, `gone`) so
// its links can say what became of it instead of "not found"; a year later that goes too
// (two SQLite pages each would add up, a year of the free tier's games: ~1.8 GB).
import type { Gone } from './store.ts';

export const DEFAULT_EXPIRY_DAYS = 60;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a deleted game's links say that it was deleted; then they answer as for any unknown game. */
export const GONE_KEPT_DAYS = 365;

/** GAME_EXPIRY_DAYS: any positive number of days (a fraction too, for a short-lived demo); otherwise 60. */
export function expiryDays(setting: string | undefined): number {
  const days = Number(setting);
  return setting?.trim() && Number.isFinite(days) && days > 0 ? days : DEFAULT_EXPIRY_DAYS;
}

const plural = (days: number) => `${days} day${days === 1 ? '' : 's'}`;
const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Said in advance on the host page: the rule, and the day it falls on if nobody moves. */
export function expiryNotice(days: number, at: number, over: boolean): string {
  return over
    ? `This game is deleted after ${plural(days)} without a move: on ${dateOf(at)}.`
    : `This game is deleted after ${plural(days)} without a move: on ${dateOf(at)}, unless someone moves before.`;
}

/** What every link of a deleted game answers. */
export function goneMessage(gone: Gone): string {
  const what = gone.reason === 'finished' ? 'This game was over, and was deleted' : 'This game was deleted';
  return `${what} on ${dateOf(gone.at)}, after ${plural(gone.days)} without a move.`;
}
