// The SQLite layout of one game's Durable Object, and the only code that touches it.
//
//   game     one row: the creation record, the current state and its version, and per
//            seat the version at which that seat's prompt last changed (stale checks).
//   actions  the append-only action log: one row per accepted action, `seq` = the
//            state version that action produced.
//
// An accepted action writes two rows (one INSERT, one UPDATE) in one transaction,
// so the state and its log can never disagree, whatever happens to the object.
import { z } from 'zod';
import { DealSchema, SeedSchema, SetupSchema, STATE_SCHEMA_VERSION, StateSchema, type State } from '../engine/index.ts';

/** Version of this table layout; a newer one on disk is refused, never guessed at. */
export const STORAGE_LAYOUT = 1;

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

export type Loaded =
  | { kind: 'empty' }
  | { kind: 'refused'; message: string }
  | { kind: 'game'; creation: Creation; state: State; promptSince: number[] };

const LogRow = z.object({ seq: z.number(), seat: z.number(), action: z.string() });
export type LogRow = z.infer<typeof LogRow>;

const GameRow = z.object({
  storage: z.number(),
  creation: z.string(),
  state_schema: z.number(),
  state: z.string(),
  version: z.number(),
  prompt_since: z.string(),
});

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
    const raw = this.sql.exec('SELECT storage, creation, state_schema, state, version, prompt_since FROM game WHERE id = 1').toArray()[0];
    if (!raw) return { kind: 'empty' };
    const row = GameRow.parse(raw);
    if (row.storage > STORAGE_LAYOUT || row.state_schema > STATE_SCHEMA_VERSION) {
      return {
        kind: 'refused',
        message: `This game was saved by a newer version of Ys online (storage ${row.storage}, state schema ${row.state_schema}); `
          + `this server reads up to storage ${STORAGE_LAYOUT}, state schema ${STATE_SCHEMA_VERSION}. Update the server to continue it.`,
      };
    }
    if (row.state_schema < STATE_SCHEMA_VERSION) {
      // No older state schema exists yet; when one does, its migration goes here.
      return { kind: 'refused', message: `This game was saved with state schema ${row.state_schema}, which this server cannot read.` };
    }
    const creation = CreationSchema.safeParse(JSON.parse(row.creation));
    const state = StateSchema.safeParse(JSON.parse(row.state));
    if (!creation.success || !state.success) return { kind: 'refused', message: 'This game\'s stored data is damaged and cannot be read.' };
    return { kind: 'game', creation: creation.data, state: state.data, promptSince: z.array(z.number()).parse(JSON.parse(row.prompt_since)) };
  }

  create(creation: Creation, state: State, promptSince: number[]): void {
    this.storage.transactionSync(() => {
      this.sql.exec(`CREATE TABLE IF NOT EXISTS game (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        storage INTEGER NOT NULL,
        creation TEXT NOT NULL,
        state_schema INTEGER NOT NULL,
        state TEXT NOT NULL,
        version INTEGER NOT NULL,
        prompt_since TEXT NOT NULL)`);
      this.sql.exec(`CREATE TABLE IF NOT EXISTS actions (
        seq INTEGER PRIMARY KEY,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        at INTEGER NOT NULL)`);
      const c = this.sql.exec(
        'INSERT INTO game (id, storage, creation, state_schema, state, version, prompt_since) VALUES (1, ?, ?, ?, ?, ?, ?)',
        STORAGE_LAYOUT, JSON.stringify(creation), state.schema, JSON.stringify(state), state.version, JSON.stringify(promptSince),
      );
      this.rowsWritten += c.rowsWritten;
    });
  }

  /** One accepted action: its log row and the new state, in one transaction. */
  append(seat: number, action: unknown, state: State, promptSince: number[]): void {
    this.storage.transactionSync(() => {
      const a = this.sql.exec('INSERT INTO actions (seq, seat, action, at) VALUES (?, ?, ?, ?)', state.version, seat, JSON.stringify(action), Date.now());
      const g = this.sql.exec('UPDATE game SET state = ?, version = ?, prompt_since = ? WHERE id = 1',
        JSON.stringify(state), state.version, JSON.stringify(promptSince));
      this.rowsWritten += a.rowsWritten + g.rowsWritten;
    });
  }

  log(): LogRow[] {
    return this.sql.exec('SELECT seq, seat, action FROM actions ORDER BY seq').toArray().map((r) => LogRow.parse(r));
  }
}
