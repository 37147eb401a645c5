// Games expire: one finished, or without an accepted action, for
// GAME_EXPIRY_DAYS days is deleted by its own alarm, or, once it has told a seat of its turn,
// when the sweeper looks in (sweeper.ts), so 5 GB of storage is never filled
// by games nobody will open again. What is left is one small row (store.ts, `gone`) so
// its links can say what became of it instead of "not found"; a year later that goes too
// (two SQLite pages each would add up, a year of the free tier's games: ~1.8 GB).
import type { RoomCore } from './core.ts';
import { GAME_DELETED, type Sockets } from './sockets.ts';
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

/** When a game last moved: its newest accepted action (null: none), else its creation; or the host's end, if later. */
export function lastMoveOf(createdAt: number, lastActionAt: number | null, endedAt: number | null): number {
  return Math.max(createdAt, lastActionAt ?? 0, endedAt ?? 0);
}

/** What is left of a game deleted `now`: finished if it was over (its result, or the host's end). */
export const goneOf = (over: boolean, now: number, days: number): Gone => ({
  at: now,
  reason: over ? 'finished' : 'idle',
  days,
});

/** When a deleted game's last row goes too. */
export const forgottenAt = (gone: Gone) => gone.at + GONE_KEPT_DAYS * DAY_MS;

/** The deletion, in the game's own object. */
export class Expiry {
  /** `deleted`: what the other parts kept in memory of the game goes (its pages' views, its rematch). */
  constructor(
    private readonly core: RoomCore,
    private readonly sockets: Sockets,
    private readonly deleted: () => void,
  ) {}

  private days(): number {
    return expiryDays(this.core.env.GAME_EXPIRY_DAYS);
  }

  /** When the game is deleted, unless someone moves before. */
  expiresAt(): number {
    const { creation, state } = this.core.current();
    return (
      lastMoveOf(creation.createdAt, this.core.store.timeOf(state.version), this.core.ended()?.at ?? null) +
      this.days() * DAY_MS
    );
  }

  /**
   * Everything the game stored goes, its alarm too, but for one row saying when and why,
   * so its links can tell their holders instead of answering "not found".
   */
  async expire(): Promise<void> {
    const over = !!this.core.current().state.result || !!this.core.ended();
    const gone = goneOf(over, Date.now(), this.days());
    // Before anything awaits: a request meanwhile is answered as for a deleted game, never from half of one.
    this.core.game = { kind: 'gone', gone };
    this.sockets.closeAll(undefined, GAME_DELETED, 'This game was deleted.');
    await this.core.ctx.storage.deleteAlarm();
    await this.core.ctx.storage.deleteAll();
    // What they kept in memory of the tables went with them.
    this.core.reset();
    this.sockets.forget();
    this.deleted();
    this.core.store.bury(gone);
    await this.core.setAlarm(forgottenAt(gone));
  }

  /** A deleted game's last row, once its links have said so for long enough: then nothing is left at all. */
  async forget(gone: Gone): Promise<void> {
    const at = forgottenAt(gone);
    if (Date.now() < at) return this.core.setAlarm(at);
    this.core.game = { kind: 'empty' };
    await this.core.ctx.storage.deleteAll();
  }
}
