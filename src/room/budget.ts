// How many games this deployment makes: a daily budget for the whole deployment, held in
// one small object, so that a flood of creations cannot spend the free tier's requests,
// rows and storage that games in progress need (docs/deploy.md: "Limits on new games"). It also
// counts per address for the Worker when the Rate Limiting binding is missing (src/http/limits.ts).
import { DurableObject } from 'cloudflare:workers';
import * as z from 'zod/mini';
import type { Vars } from './env.ts';
import type { Failure } from './protocol.ts';
import type { RoomRefusal } from '../views.ts';

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The defaults of wrangler.toml's vars, for a deployment that leaves them out. */
export const DEFAULT_PER_DAY = 2000;
export const DEFAULT_PER_IP_PER_MINUTE = 10;

const Count = z.pipe(
  z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/)), z.transform(Number)),
  z.int().check(z.minimum(1), z.maximum(1_000_000_000)),
);

/**
 * A count from a var: a missing or malformed one is its default, so a typo in a var never stops creation with a 500.
 */
export function countSetting(value: string | undefined, fallback: number): number {
  const parsed = Count.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

export const perDayOf = (env: Vars) => countSetting(env.CREATE_PER_DAY, DEFAULT_PER_DAY);
export const perMinuteOf = (env: Vars) => countSetting(env.CREATE_PER_IP_PER_MINUTE, DEFAULT_PER_IP_PER_MINUTE);

/**
 * What the Worker asks before a game is made. The limits come with each ask, read from
 * the asker's vars, so the object holds counts only. `address` only when the Rate
 * Limiting binding could not count it.
 */
export type Ask = { perDay: number; address?: { key: string; perMinute: number } };
export type Limit = 'address' | 'day';
export type Admission = { ok: true; made: number } | { ok: false; limit: Limit; allowed: number; retryAfter: number };

/** Whole seconds until `ms` from now, at least 1 (Retry-After is in seconds, and 0 would invite a retry loop). */
const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

export const dayOf = (now: number) => Math.floor(now / DAY_MS);
/** Seconds until the next UTC midnight, when the daily budget starts again. */
export const untilTomorrow = (now: number) => secondsUntil((dayOf(now) + 1) * DAY_MS, now);

/**
 * A refusal over a limit, the same for the home page, the JSON API and a rematch (its words: templates/i18n,
 * `refusals`).
 */
export const limitRefusal = (limit: Limit, allowed: number, retryAfter: number): RoomRefusal =>
  limit === 'address'
    ? { key: 'tooManyFromAddress', allowed, retryAfter }
    : { key: 'dailyBudget', allowed, retryAfter };

/** Unknown whether the count was taken: refused rather than risk games past the budget. */
export const UNAVAILABLE: RoomRefusal = { key: 'budgetUnavailable' };

export const limitCode = (limit: Limit) => (limit === 'address' ? 'too-many-games' : 'daily-budget');

/** The deployment's one counter of games made per UTC day (wrangler.toml's BUDGET). */
export type BudgetEnv = Vars & { BUDGET: DurableObjectNamespace<CreationBudget> };

export const budgetOf = (env: BudgetEnv) => env.BUDGET.get(env.BUDGET.idFromName('creations'));

/**
 * Takes one creation from the daily budget for a game made inside an object (a
 * rematch): no address to count, since only a finished game's host can ask, once.
 */
export async function takeForRematch(env: BudgetEnv): Promise<{ ok: true } | Failure> {
  let admission: Admission;
  try {
    admission = await budgetOf(env).take({ perDay: perDayOf(env) });
  } catch (err) {
    console.error('Ys online: the counter of new games did not answer', err);
    return { ok: false, status: 503, retryAfter: 5, error: { code: 'budget-unavailable', refusal: UNAVAILABLE } };
  }
  if (admission.ok) return { ok: true };
  return {
    ok: false,
    status: 429,
    retryAfter: admission.retryAfter,
    error: {
      code: limitCode(admission.limit),
      refusal: limitRefusal(admission.limit, admission.allowed, admission.retryAfter),
    },
  };
}

/**
 * One instance for the deployment (by name), one row per UTC day: a creation is one row
 * written. A single object serialises every creation, which at a few thousand a day is
 * nothing, and a refusal writes nothing.
 */
export class CreationBudget extends DurableObject<Vars> {
  /**
   * Creations per address in the current minute, in memory only: addresses are never
   * stored, and losing these counts when the object is evicted costs at most one more
   * minute's worth (the binding, when present, counts instead).
   */
  private minute = -1;
  private readonly byAddress = new Map<string, number>();

  constructor(ctx: DurableObjectState, env: Vars) {
    super(ctx, env);
    // INTEGER PRIMARY KEY is the rowid: no second index, so an update writes one row.
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS days (day INTEGER PRIMARY KEY, made INTEGER NOT NULL)');
  }

  take(ask: Ask): Admission {
    const now = Date.now();
    const day = dayOf(now);
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.byAddress.clear();
    }
    const fromAddress = ask.address ? (this.byAddress.get(ask.address.key) ?? 0) : 0;
    if (ask.address && fromAddress >= ask.address.perMinute) {
      return {
        ok: false,
        limit: 'address',
        allowed: ask.address.perMinute,
        retryAfter: secondsUntil((minute + 1) * MINUTE_MS, now),
      };
    }
    const made = this.madeOn(day);
    if (made >= ask.perDay) return { ok: false, limit: 'day', allowed: ask.perDay, retryAfter: untilTomorrow(now) };
    const sql = this.ctx.storage.sql;
    sql.exec('INSERT INTO days (day, made) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET made = made + 1', day);
    // Once a day, the first creation drops the days before yesterday: nothing reads them.
    if (made === 0) sql.exec('DELETE FROM days WHERE day < ?', day - 1);
    if (ask.address) this.byAddress.set(ask.address.key, fromAddress + 1);
    return { ok: true, made: made + 1 };
  }

  /** Games made so far today (UTC): tests, and whoever runs the deployment. */
  today(): number {
    return this.madeOn(dayOf(Date.now()));
  }

  private madeOn(day: number): number {
    const row = this.ctx.storage.sql.exec('SELECT made FROM days WHERE day = ?', day).toArray()[0];
    return row ? Number(row.made) : 0;
  }
}
