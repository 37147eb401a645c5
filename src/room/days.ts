// UTC days, as the daily limits count them (budget.ts, writeLimits.ts): pure, so that
// the limits' own logic is tested without the runtime.
export const DAY_MS = 86_400_000;

/** Whole seconds until `at` from `now`, at least 1 (Retry-After is in seconds, and 0 would invite a retry loop). */
export const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

export const dayOf = (now: number) => Math.floor(now / DAY_MS);
/** Seconds until the next UTC midnight, when a daily budget starts again. */
export const untilTomorrow = (now: number) => secondsUntil((dayOf(now) + 1) * DAY_MS, now);
