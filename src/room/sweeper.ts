// The deployment's list of games to look in on when their expiry comes (expiry.ts), so that a game
// need not keep an alarm for it. Why: a game that tells a seat of its turn sets its alarm for the
// notice and, before this, set it back to its expiry once told: two alarms for one waiting
// episode, each billed as a row written. A game on this list sets no alarm for its expiry
// alone; this object's one alarm wakes at the earliest expiry listed, asks those games, and
// each deletes itself or says when it expires now (a move since put it later). Per game
// that is a few rows and requests in all, where the second alarm cost one row per episode.
import { DurableObject } from 'cloudflare:workers';
import type { Vars } from './env.ts';

/** What a game answers when looked in on: deleted (or never stored), or when it expires now. */
export type SweepAnswer = { gone: true } | { gone: false; expiresAt: number };

/** The games an alarm asks at most: each is a request to another object, and an invocation's subrequests are few. */
export const GAMES_PER_SWEEP = 20;

/** How long a game that did not answer waits to be asked again. */
const RETRY_MS = 60_000;

/** The game's object, as this one reaches it: by the game's id, as the Worker does. */
export type GameSweep = (gameId: string) => Promise<SweepAnswer>;

// WITHOUT ROWID: the id is the table's one key, so an insert writes one row, not a row and an index entry.
const GAMES_TABLE = 'CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, due INTEGER NOT NULL) WITHOUT ROWID';

/**
 * The list, apart from the object that holds it (tests drive it directly). `sql` the object's storage, `ask` how a
 * game is looked in on.
 */
export class SweepList {
  /** Rows written since this instance started, alarms set included (the bench, the tests). */
  rowsWritten = 0;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly ask: GameSweep,
  ) {
    storage.sql.exec(GAMES_TABLE);
  }

  /** A game to look in on at `due` (its expiry): listed once; its alarm set earlier only if this comes first. */
  async watch(gameId: string, due: number): Promise<void> {
    this.rowsWritten += this.storage.sql.exec(
      'INSERT OR IGNORE INTO games (id, due) VALUES (?, ?)',
      gameId,
      due,
    ).rowsWritten;
    await this.setAlarmBy(due);
  }

  /**
   * The games due, GAMES_PER_SWEEP at most: each deleted is dropped from the list, each kept is listed again at its
   * new expiry; one that does not answer is asked again at the next alarm. Then the alarm at the next due.
   */
  async sweep(now: number): Promise<{ asked: number; dropped: number }> {
    const { sql } = this.storage;
    const due = sql
      .exec('SELECT id FROM games WHERE due <= ? ORDER BY due LIMIT ?', now, GAMES_PER_SWEEP)
      .toArray()
      .map((r) => String(r.id));
    let dropped = 0;
    let unanswered = false;
    for (const id of due) {
      let answer: SweepAnswer;
      try {
        answer = await this.ask(id);
      } catch (err) {
        console.error('Ys online: a game did not answer its expiry check', id, err);
        unanswered = true;
        continue;
      }
      if (answer.gone) {
        this.rowsWritten += sql.exec('DELETE FROM games WHERE id = ?', id).rowsWritten;
        dropped++;
      } else {
        this.rowsWritten += sql.exec('UPDATE games SET due = ? WHERE id = ?', answer.expiresAt, id).rowsWritten;
      }
    }
    // A game that did not answer is asked again in a minute, not at once: it may be failing for a while (and
    // is still due, so the list's earliest due is no guide). More due than one alarm asks: the next at once.
    const at = unanswered ? now + RETRY_MS : due.length === GAMES_PER_SWEEP ? now : (this.nextDue() ?? Infinity);
    if (Number.isFinite(at)) await this.setAlarm(Math.max(at, now));
    return { asked: due.length, dropped };
  }

  /** The games listed (tests, and whoever runs the deployment). */
  count(): number {
    return Number(this.storage.sql.exec('SELECT COUNT(*) AS n FROM games').one().n);
  }

  private nextDue(): number | null {
    const row = this.storage.sql.exec('SELECT MIN(due) AS due FROM games').one();
    return row.due === null ? null : Number(row.due);
  }

  private async setAlarmBy(at: number): Promise<void> {
    const current = await this.storage.getAlarm();
    if (current === null || current > at) await this.setAlarm(at);
  }

  private setAlarm(at: number): Promise<void> {
    this.rowsWritten++;
    return this.storage.setAlarm(at);
  }
}

/** The bindings the list's object reads: the games' namespace, to look in on them. */
export type SweeperEnv = Vars & { GAMES: DurableObjectNamespace<Swept> };

/** A game's object as the sweeper sees it (GameRoom, not imported: GameRoom lists its game here). */
export interface Swept extends Rpc.DurableObjectBranded {
  sweep(): Promise<SweepAnswer>;
}

/** The deployment's one list (by name), wrangler.toml's SWEEPER. */
export class Sweeper extends DurableObject<SweeperEnv> {
  private readonly list: SweepList;

  constructor(ctx: DurableObjectState, env: SweeperEnv) {
    super(ctx, env);
    this.list = new SweepList(ctx.storage, (id) => env.GAMES.get(env.GAMES.idFromName(id)).sweep());
  }

  watch(gameId: string, due: number): Promise<void> {
    return this.list.watch(gameId, due);
  }

  override async alarm(): Promise<void> {
    await this.list.sweep(Date.now());
  }

  stats(): { games: number; rowsWritten: number } {
    return { games: this.list.count(), rowsWritten: this.list.rowsWritten };
  }
}

export const sweeperOf = (env: { SWEEPER: DurableObjectNamespace<Sweeper> }) =>
  env.SWEEPER.get(env.SWEEPER.idFromName('expiries'));
