// The SQLite layout of one game's Durable Object, and the only code that touches it.
//
//   game     one row, written once: the creation record, the state at version 0 with,
//            per seat, the version at which its prompt last changed (stale checks), and
//            the events of the game's setup.
//   actions  the append-only action log: one row per accepted action, `seq` = the
//            state version that action produced, with the events it yielded (the game's
//            history lives here, not in the state). Every SNAPSHOT_EVERY-th row also
//            holds the state it produced (and the prompt versions), in that same row.
//
// So an accepted action writes exactly one row (the Workers free tier counts rows
// written), the action and any snapshot are stored together, and the current state is
// the newest snapshot with the few actions after it replayed: the engine is deterministic.
import { z } from 'zod';
import { DealSchema, type LogEntry, SeedSchema, GameSetupSchema, STATE_SCHEMA_VERSION, StateSchema, type State } from '../engine/index.ts';

/** Version of this table layout; a newer one on disk is refused, never guessed at. 2: events beside actions. */
export const STORAGE_LAYOUT = 2;

export const LinkKeySchema = z.discriminatedUnion('kind', [
  // The deployment secret LINK_SECRET.
  z.object({ kind: z.literal('env') }),
  // Local dev without LINK_SECRET: a secret generated for this game, kept here, never sent.
  z.object({ kind: z.literal('dev'), secret: z.string().min(32) }),
]);
export type LinkKey = z.infer<typeof LinkKeySchema>;

/** What the game was created from: replaying the log from it must give the stored state. */
export const CreationSchema = z.object({
  gameId: z.string(),
  // As accepted then: a later, stricter rule on names must not make an older game unreadable.
  setup: GameSetupSchema,
  seed: SeedSchema,
  deal: DealSchema.optional(),
  createdAt: z.number(),
  linkKey: LinkKeySchema,
  /** Key generation per link, so one seat's link could be replaced without touching the others. */
  generations: z.object({ host: z.number().int().min(0), seats: z.array(z.number().int().min(0)) }),
  /** Where to say whose move it is (a Discord or Slack incoming webhook), and the origin of the spectator link it gives. */
  notify: z.object({ webhook: z.string().url(), origin: z.string().url() }).optional(),
  /** The time each seat has per decision (issue 10), 0 or absent: none. */
  moveSeconds: z.number().int().min(0).optional(),
  /** Seats the host handed to the stand-in for good: it decides for them as soon as they are waited on. */
  standIns: z.array(z.number().int().min(0)).optional(),
  /** The origin the game was created on: the links a push or a mail carries are made from it. */
  origin: z.string().url().optional(),
  /** Local dev without VAPID secrets: a VAPID pair of this game's own, kept here, its public half given to its pages. */
  vapid: z.object({ publicKey: z.string(), privateKey: z.string() }).optional(),
});
export type Creation = z.infer<typeof CreationSchema>;

/** A state and, per seat, the version at which that seat's prompt last changed. */
export type Snapshot = { state: State; promptSince: number[] };

export type Loaded =
  | { kind: 'empty' }
  | { kind: 'refused'; message: string }
  /** `tail`: the actions after `base`, to replay in order; `history`: the events up to `base`. */
  | { kind: 'stored'; creation: Creation; base: Snapshot; tail: LogRow[]; history: LogEntry[] };

/** Actions between two snapshots: at most SNAPSHOT_EVERY - 1 are replayed when an object wakes. */
export const SNAPSHOT_EVERY = 4;

const LogRow = z.object({ seq: z.number(), seat: z.number(), action: z.string(), events: z.string(), snapshot: z.string().nullable() });
export type LogRow = z.infer<typeof LogRow>;

const GameRow = z.object({
  storage: z.number(),
  creation: z.string(),
  state_schema: z.number(),
  state: z.string(),
  prompt_since: z.string(),
  events: z.string(),
});

const SnapshotSchema = z.object({ state: StateSchema, promptSince: z.array(z.number().int()) });

/** The state schema a stored snapshot was written with, read before the rest is trusted. */
const schemaOf = (json: unknown) => z.object({ schema: z.number() }).safeParse(json).data?.schema ?? 0;

/** Tables added after the first layout: notifications sent (notify.ts) and the host's pauses of the clocks. */
const LATER_TABLES = {
  notified: '(episode TEXT PRIMARY KEY, at INTEGER NOT NULL, outcome TEXT NOT NULL)',
  pauses: '(start INTEGER PRIMARY KEY, stop INTEGER)',
};

export class Store {
  /** Rows written by this object since it started (the bench and the budget check read it). */
  rowsWritten = 0;

  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  private exists(): boolean {
    // Reading the schema creates nothing: a probe for a missing game leaves no trace.
    return this.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'game'").toArray().length > 0;
  }

  load(): Loaded {
    if (!this.exists()) return { kind: 'empty' };
    const raw = this.sql.exec('SELECT * FROM game WHERE id = 1').toArray()[0];
    if (!raw) return { kind: 'empty' };
    const parsedRow = GameRow.safeParse(raw);
    if (!parsedRow.success) {
      const storage = z.object({ storage: z.number() }).safeParse(raw).data?.storage ?? 0;
      return { kind: 'refused', message: `This game was saved in an older layout (storage ${storage}) that this server no longer reads.` };
    }
    const row = parsedRow.data;
    const latest = this.sql.exec('SELECT snapshot FROM actions WHERE snapshot IS NOT NULL ORDER BY seq DESC LIMIT 1').toArray()[0];
    const snapshot: unknown = latest ? JSON.parse(String(latest.snapshot)) : { state: JSON.parse(row.state), promptSince: JSON.parse(row.prompt_since) };
    const stateSchema = Math.max(row.state_schema, schemaOf(z.object({ state: z.unknown() }).safeParse(snapshot).data?.state));
    if (row.storage > STORAGE_LAYOUT || stateSchema > STATE_SCHEMA_VERSION) {
      return {
        kind: 'refused',
        message: `This game was saved by a newer version of Ys online (storage ${row.storage}, state schema ${stateSchema}); `
          + `this server reads up to storage ${STORAGE_LAYOUT}, state schema ${STATE_SCHEMA_VERSION}. Update the server to continue it.`,
      };
    }
    if (stateSchema < STATE_SCHEMA_VERSION) {
      // No older state schema exists yet; when one does, its migration goes here.
      return { kind: 'refused', message: `This game was saved with state schema ${stateSchema}, which this server cannot read.` };
    }
    const creation = CreationSchema.safeParse(JSON.parse(row.creation));
    const base = SnapshotSchema.safeParse(snapshot);
    if (!creation.success || !base.success) return { kind: 'refused', message: 'This game\'s stored data is damaged and cannot be read.' };
    const version = base.data.state.version;
    const tail = this.sql.exec('SELECT seq, seat, action, events, NULL AS snapshot FROM actions WHERE seq > ? ORDER BY seq', version)
      .toArray().map((r) => LogRow.parse(r));
    // Our own writes: read back as written (the replay check compares them with the rules' events).
    const history: LogEntry[] = JSON.parse(row.events) as LogEntry[];
    for (const r of this.sql.exec('SELECT events FROM actions WHERE seq <= ? ORDER BY seq', version)) {
      history.push(...(JSON.parse(String(r.events)) as LogEntry[]));
    }
    return { kind: 'stored', creation: creation.data, base: base.data, tail, history };
  }

  create(creation: Creation, state: State, promptSince: number[], events: LogEntry[]): void {
    this.storage.transactionSync(() => {
      this.sql.exec(`CREATE TABLE IF NOT EXISTS game (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        storage INTEGER NOT NULL,
        creation TEXT NOT NULL,
        state_schema INTEGER NOT NULL,
        state TEXT NOT NULL,
        prompt_since TEXT NOT NULL,
        events TEXT NOT NULL)`);
      this.sql.exec(`CREATE TABLE IF NOT EXISTS actions (
        seq INTEGER PRIMARY KEY,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        events TEXT NOT NULL,
        at INTEGER NOT NULL,
        snapshot TEXT)`);
      const c = this.sql.exec(
        'INSERT INTO game (id, storage, creation, state_schema, state, prompt_since, events) VALUES (1, ?, ?, ?, ?, ?, ?)',
        STORAGE_LAYOUT, JSON.stringify(creation), state.schema, JSON.stringify(state), JSON.stringify(promptSince), JSON.stringify(events),
      );
      this.rowsWritten += c.rowsWritten;
    });
  }

  /** One accepted action, one row: with the state it produced every SNAPSHOT_EVERY versions. */
  append(seat: number, action: unknown, events: LogEntry[], after: Snapshot): void {
    const version = after.state.version;
    const snapshot = version % SNAPSHOT_EVERY === 0 ? JSON.stringify(after) : null;
    const a = this.sql.exec('INSERT INTO actions (seq, seat, action, events, at, snapshot) VALUES (?, ?, ?, ?, ?, ?)',
      version, seat, JSON.stringify(action), JSON.stringify(events), Date.now(), snapshot);
    this.rowsWritten += a.rowsWritten;
  }

  /** Tables of the room's later features, made when first needed, once per object's life (they are read on every action). */
  private readonly made = new Set<keyof typeof LATER_TABLES>();
  private table(name: keyof typeof LATER_TABLES): void {
    if (this.made.has(name)) return;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS ${name} ${LATER_TABLES[name]}`);
    this.made.add(name);
  }

  /** When the action that produced this version was stored (ms); version 0: null, the creation's own time. */
  timeOf(seq: number): number | null {
    if (seq === 0) return null;
    const row = this.sql.exec('SELECT at FROM actions WHERE seq = ?', seq).toArray()[0];
    return row ? Number(row.at) : null;
  }

  /** Waiting episodes already notified ("seat@version"), one row each, written only when a notification went out. */
  notified(): Set<string> {
    this.table('notified');
    return new Set(this.sql.exec('SELECT episode FROM notified').toArray().map((r) => String(r.episode)));
  }

  markNotified(episodes: readonly string[], outcome: string): void {
    for (const episode of episodes) {
      const c = this.sql.exec('INSERT OR REPLACE INTO notified (episode, at, outcome) VALUES (?, ?, ?)', episode, Date.now(), outcome);
      this.rowsWritten += c.rowsWritten;
    }
  }

  /** The host's pauses of the clocks, oldest first; `to` null while one lasts. */
  pauses(): { from: number; to: number | null }[] {
    this.table('pauses');
    return this.sql.exec('SELECT start, stop FROM pauses ORDER BY start').toArray()
      .map((r) => ({ from: Number(r.start), to: r.stop === null ? null : Number(r.stop) }));
  }

  pause(at: number): void {
    this.table('pauses');
    this.rowsWritten += this.sql.exec('INSERT INTO pauses (start, stop) VALUES (?, NULL)', at).rowsWritten;
  }

  resume(at: number): void {
    this.table('pauses');
    this.rowsWritten += this.sql.exec('UPDATE pauses SET stop = ? WHERE stop IS NULL', at).rowsWritten;
  }

  /** The version the seat's newest action produced (0: none yet): where "since your last move" starts. */
  lastActionOf(seat: number): number {
    return Number(this.sql.exec('SELECT MAX(seq) AS seq FROM actions WHERE seat = ?', seat).toArray()[0]?.seq ?? 0);
  }

  /** The whole log from creation, snapshots included (the replay check compares them). */
  log(): LogRow[] {
    return this.sql.exec('SELECT seq, seat, action, events, snapshot FROM actions ORDER BY seq').toArray().map((r) => LogRow.parse(r));
  }

  /** The actions alone, oldest first (the game record): no events, no snapshots, so little is read. */
  actions(): { seq: number; seat: number; action: string }[] {
    return this.sql.exec('SELECT seq, seat, action FROM actions ORDER BY seq').toArray().map((r) => ActionRow.parse(r));
  }
}

// ------------------------------------------------------------------ host controls

/**
 * The host ended the game early. Not engine state: the rules know nothing of it, and
 * replaying the log must still give the stored state, so it lives beside the game.
 */
export const EndedSchema = z.object({ by: z.literal('host'), at: z.number() });
export type Ended = z.infer<typeof EndedSchema>;

/**
 * Host controls' writes, kept apart from load() so an older game (no `room` table)
 * reads as it always did: no table, no marks, a game not ended.
 */
export class RoomMarks {
  constructor(private readonly storage: DurableObjectStorage, private readonly count: (rows: number) => void) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /** A replaced link is a new key generation: stored before the new link is given out, so no restart brings the old one back. */
  saveCreation(creation: Creation): void {
    this.count(this.sql.exec('UPDATE game SET creation = ? WHERE id = 1', JSON.stringify(creation)).rowsWritten);
  }

  saveEnded(ended: Ended): void {
    this.storage.transactionSync(() => {
      this.sql.exec('CREATE TABLE IF NOT EXISTS room (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
      this.count(this.sql.exec("INSERT OR REPLACE INTO room (key, value) VALUES ('ended', ?)", JSON.stringify(ended)).rowsWritten);
    });
  }

  /** Reading creates nothing: a game that was never ended has no `room` table. */
  ended(): Ended | null {
    const table = this.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'room'").toArray();
    if (table.length === 0) return null;
    const row = this.sql.exec("SELECT value FROM room WHERE key = 'ended'").toArray()[0];
    if (!row) return null;
    const parsed = EndedSchema.safeParse(JSON.parse(String(row.value)));
    // A damaged mark must not reopen a game the host ended.
    return parsed.success ? parsed.data : { by: 'host', at: 0 };
  }
}
const ActionRow = z.object({ seq: z.number(), seat: z.number(), action: z.string() });
