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
import { DealSchema, type LogEntry, SeedSchema, SetupSchema, STATE_SCHEMA_VERSION, StateSchema, type State } from '../engine/index.ts';

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
  setup: SetupSchema,
  seed: SeedSchema,
  deal: DealSchema.optional(),
  createdAt: z.number(),
  linkKey: LinkKeySchema,
  /** Key generation per link, so one seat's link could be replaced without touching the others. */
  generations: z.object({ host: z.number().int().min(0), seats: z.array(z.number().int().min(0)) }),
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

  /** The whole log from creation, snapshots included (the replay check compares them). */
  log(): LogRow[] {
    return this.sql.exec('SELECT seq, seat, action, events, snapshot FROM actions ORDER BY seq').toArray().map((r) => LogRow.parse(r));
  }

  /** The actions alone, oldest first (the game record): no events, no snapshots, so little is read. */
  actions(): { seq: number; seat: number; action: string }[] {
    return this.sql.exec('SELECT seq, seat, action FROM actions ORDER BY seq').toArray().map((r) => ActionRow.parse(r));
  }
}

const ActionRow = z.object({ seq: z.number(), seat: z.number(), action: z.string() });
