// The SQLite layout of one game's Durable Object, and the only code that touches it.
//
//   game     one row: the creation record, the events of the game's setup, and the
//            newest snapshot: a state with, per seat, the version at which its prompt
//            last changed (stale checks), replaced every SNAPSHOT_EVERY versions and at
//            the end. Only one: older states add nothing the actions cannot rebuild.
//   actions  the append-only action log: one row per accepted action, `seq` = the
//            state version that action produced, with the events it yielded (the game's
//            history lives here, not in the state) and when it was stored.
//   gone     only once the game was deleted (expiry.ts): when, and why, so its links
//            can say so. Everything else is gone with it.
//
// Actions, events and the snapshot are compact JSON (pack.ts). An accepted action writes
// one row, and every SNAPSHOT_EVERY-th one also rewrites the game row, in the same
// transaction (the Workers free tier counts rows written). A game grows by its actions
// alone (~200 bytes each), so a finished 4-player game fits in 48 KiB; the current state
// is the snapshot with the few actions after it replayed: the engine is deterministic.
import * as z from 'zod/mini';
import {
  type Action,
  DealSchema,
  type LogEntry,
  type ScoreSeries,
  SeedSchema,
  GameSetupSchema,
  STATE_SCHEMA_VERSION,
  StateSchema,
  type State,
} from '../engine/index.ts';
import { pack, packEvents, unpack, unpackEvents } from './pack.ts';
import type { RoomRefusal } from '../views.ts';
import { NoticeLedger } from './noticeLedger.ts';
import { History, type StoredEvents } from './history.ts';

/**
 * Version of this table layout; a newer one on disk is refused, never guessed at.
 * 2: events beside actions (plain JSON, a snapshot in every 4th action row).
 * 3: compact JSON, one snapshot in the game row; a game of layout 2 is moved to it when it wakes.
 */
export const STORAGE_LAYOUT = 3;

/** How strong the room's bot plays a seat (src/bots). */
export const BotLevelSchema = z.enum(['greedy', 'standard']);
export type BotLevel = z.infer<typeof BotLevelSchema>;

export const LinkKeySchema = z.discriminatedUnion('kind', [
  // The deployment secret LINK_SECRET.
  z.object({ kind: z.literal('env') }),
  // Local dev without LINK_SECRET: a secret generated for this game, kept here, never sent.
  z.object({ kind: z.literal('dev'), secret: z.string().check(z.minLength(32)) }),
]);
export type LinkKey = z.infer<typeof LinkKeySchema>;

/** What the game was created from: replaying the log from it must give the stored state. */
export const CreationSchema = z.object({
  gameId: z.string(),
  // As accepted then: a later, stricter rule on names must not make an older game unreadable.
  setup: GameSetupSchema,
  seed: SeedSchema,
  deal: z.optional(DealSchema),
  createdAt: z.number(),
  linkKey: LinkKeySchema,
  /** Key generation per link, so one seat's link could be replaced without touching the others. */
  generations: z.object({ host: z.int().check(z.minimum(0)), seats: z.array(z.int().check(z.minimum(0))) }),
  /**
   * Where to say whose move it is (a Discord or Slack incoming webhook), and the origin of the spectator link it gives.
   */
  notify: z.optional(z.object({ webhook: z.url(), origin: z.url() })),
  /** The time each seat has per decision, 0 or absent: none. */
  moveSeconds: z.optional(z.int().check(z.minimum(0))),
  /** Seats the host handed to the stand-in for good: it decides for them as soon as they are waited on. */
  standIns: z.optional(z.array(z.int().check(z.minimum(0)))),
  /**
   * Seats played by the room's bot from the start, with its level; null: a person. Such a seat has no link.
   */
  bots: z.optional(z.array(z.nullable(BotLevelSchema))),
  /** The origin the game was created on: the links a push or a mail carries are made from it. */
  origin: z.optional(z.url()),
  /**
   * Local dev without VAPID secrets: a VAPID pair of this game's own, kept here, its public half given to its pages.
   */
  vapid: z.optional(z.object({ publicKey: z.string(), privateKey: z.string() })),
  /** The host lets spectators read the chat (chat.ts); absent: only the seats and the host. */
  spectatorsSeeChat: z.optional(z.boolean()),
  /** A learning game: each seat may ask for the bot's suggestion, and everyone reads that it did. */
  hints: z.optional(z.boolean()),
  /**
   * The host's title for the game ("Friday Ys"), as accepted then (titleProblem); absent: none, and in every game
   * created before games had titles.
   */
  title: z.optional(z.string()),
});
export type Creation = z.infer<typeof CreationSchema>;

/**
 * A state and, per seat, the version at which that seat's prompt last changed; `scores`,
 * the game's scores turn by turn (scores.ts), absent in a snapshot stored before the room kept them.
 */
export type Snapshot = { state: State; promptSince: number[]; scores?: ScoreSeries };

/** What is left of a deleted game: when, why, and after how many days without a move. */
export const GoneSchema = z.object({ at: z.number(), reason: z.enum(['idle', 'finished']), days: z.number() });
export type Gone = z.infer<typeof GoneSchema>;

export type Loaded =
  | { kind: 'empty' }
  | { kind: 'gone'; gone: Gone }
  | { kind: 'refused'; refusal: RoomRefusal }
  /** `tail`: the actions after `base`, to replay in order; `history`: the events up to `base`. */
  | { kind: 'stored'; creation: Creation; base: Snapshot; tail: TailRow[]; history: History };

/**
 * Versions between two snapshots: an object that wakes replays at most SNAPSHOT_EVERY - 1
 * actions, and a decision writes 1 + 1/SNAPSHOT_EVERY rows on average.
 */
export const SNAPSHOT_EVERY = 8;

/**
 * One stored action, as it was accepted: `action` as parsed (as posted, if stored before actions had a format version),
 * `events` what it yielded.
 */
export type LogRow = { seq: number; seat: number; action: unknown; events: LogEntry[] };

/**
 * An action as stored since actions are stored parsed: [ACTION_FORMAT_VERSION, the action as
 * ActionSchema gave it]. A woken game replays such a row without parsing it again (zod
 * was half the replay's CPU); a row stored as posted (before), or parsed under another
 * version of the schema, is parsed again. test/room/storedSchemaHash.test.ts pins the schema's
 * fingerprint for each version: when the schema changes, it fails until this goes up.
 */
export const ACTION_FORMAT_VERSION = 1;

/** A stored action to replay: parsed as stored under this build's schema, or to parse again. */
export type StoredAction = { parsed: Action } | { posted: unknown };

/** An action row after the snapshot, replayed on a wake. */
export type TailRow = { seq: number; seat: number; action: StoredAction };

/** An action row's action, read back: see ACTION_FORMAT_VERSION. */
export function storedActionOf(text: string): StoredAction {
  const value = unpack(text);
  if (!Array.isArray(value) || typeof value[0] !== 'number') return { posted: value };
  return value[0] === ACTION_FORMAT_VERSION ? { parsed: value[1] as Action } : { posted: value[1] };
}

/** The action itself, whichever way it was stored (the record, the log). */
const actionOf = (stored: StoredAction): unknown => ('parsed' in stored ? stored.parsed : stored.posted);

const ActionSql = z.object({ seq: z.number(), seat: z.number(), action: z.string(), events: z.string() });

/**
 * A stored action row, checked by hand rather than by ActionSql: a woken object reads
 * every row of its game before its first request, where zod's parse of each (jitless, as
 * in workerd) was ~0.2 ms of it late in a game.
 */
function actionSqlOf(r: Record<string, SqlStorageValue>): z.infer<typeof ActionSql> {
  const { seq, seat, action, events } = r;
  if (typeof seq !== 'number' || typeof seat !== 'number' || typeof action !== 'string' || typeof events !== 'string') {
    throw new Error(`a stored action row of the wrong shape: ${Object.keys(r).join(', ')}`);
  }
  return { seq, seat, action, events };
}

const GameRow = z.object({
  storage: z.number(),
  creation: z.string(),
  state_schema: z.number(),
  events: z.string(),
  snapshot: z.string(),
});

/** Layout 2's game row: the state at version 0; newer states in every 4th action row. */
const GameRow2 = z.object({
  storage: z.literal(2),
  creation: z.string(),
  state_schema: z.number(),
  state: z.string(),
  prompt_since: z.string(),
  events: z.string(),
});

/**
 * The hash of the schemas a game's own writes are read with, the snapshot's and the
 * creation's: the start of the SHA-256 of their JSON Schemas, defaults included
 * (test/room/storedSchemaHash.test.ts computes it, and says the new one when either changes).
 * What was stored under this very fingerprint is read back as it was written, our own
 * write, without zod, which was ~0.5 ms of a woken object's first request; anything
 * else (older, or written before the fingerprint) is parsed, its defaults filled in.
 */
export const STORED_SCHEMA_HASH = 'a59d56570f58';

/**
 * What a game stored itself under STORED_SCHEMA_HASH, as written (the mark taken off); anything else through `schema`;
 * null when damaged.
 */
function ownWrite<T>(stored: unknown, schema: z.ZodMiniType<T>): T | null {
  if (stored !== null && typeof stored === 'object' && 'shape' in stored && stored.shape === STORED_SCHEMA_HASH) {
    const { shape: _, ...written } = stored;
    return written as T;
  }
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The creation as stored, with the fingerprint it was written under. */
const storedCreation = (creation: Creation) => JSON.stringify({ ...creation, shape: STORED_SCHEMA_HASH });

/**
 * A snapshot as stored: only its own fields, whatever else the object passed carries (a
 * Live game), and the fingerprint it was written under. Plain JSON, not compact: a game
 * keeps one snapshot (~2.3 KB so, ~1 KB compact), and every wake reads it, which
 * JSON.parse alone does several times faster than unpacking it (~0.15 ms of a fresh
 * isolate's first action).
 */
const storedSnapshot = ({ state, promptSince, scores }: Snapshot) =>
  JSON.stringify({ state, promptSince, ...(scores ? { scores } : {}), shape: STORED_SCHEMA_HASH });

/**
 * A stored snapshot read back: plain JSON (it begins with its state, storedSnapshot) or, stored before, compact
 * (pack.ts).
 */
export const snapshotOf = (text: string): unknown => (text.startsWith('{"state":') ? JSON.parse(text) : unpack(text));

/**
 * The game's row as Store.create writes it, and as SQLite hands it back to decodeStored
 * (the warm-up and the bench store games without a database this way).
 */
export const gameRow = (creation: Creation, snapshot: Snapshot, events: LogEntry[]) => ({
  id: 1,
  storage: STORAGE_LAYOUT,
  creation: storedCreation(creation),
  state_schema: snapshot.state.schema,
  events: packEvents(events, 0),
  snapshot: storedSnapshot(snapshot),
});

/** One action's row as Store.append writes it (without its time), and as it is read back. */
export const actionRow = (seq: number, seat: number, action: Action, events: LogEntry[]) => ({
  seq,
  seat,
  action: pack([ACTION_FORMAT_VERSION, action]),
  events: packEvents(events, seq),
});

const ScoreSeriesSchema = z.array(
  z.object({
    who: z.union([z.int(), z.literal('neutral')]),
    name: z.string(),
    vp: z.array(z.number()),
    withGems: z.array(z.number()),
  }),
);
export const SnapshotSchema = z.object({
  state: StateSchema,
  promptSince: z.array(z.int()),
  scores: z.optional(ScoreSeriesSchema),
});

/** The state schema a stored snapshot was written with, read before the rest is trusted. */
const schemaOf = (snapshot: unknown) => {
  const state = snapshot !== null && typeof snapshot === 'object' && 'state' in snapshot ? snapshot.state : null;
  const schema = state !== null && typeof state === 'object' && 'schema' in state ? state.schema : null;
  return typeof schema === 'number' ? schema : 0;
};

/**
 * Tables added after the first layout: the host's pauses of the clocks. (What the
 * notifications told is noticeLedger.ts's one row; a game told before it has a `notified` table,
 * which noticeLedger.ts reads.)
 */
const LATER_TABLES = {
  pauses: '(start INTEGER PRIMARY KEY, stop INTEGER)',
};

const DAMAGED: RoomRefusal = { key: 'storedDamaged' };

const GAME_TABLE = `(
  id INTEGER PRIMARY KEY CHECK (id = 1),
  storage INTEGER NOT NULL,
  creation TEXT NOT NULL,
  state_schema INTEGER NOT NULL,
  events TEXT NOT NULL,
  snapshot TEXT NOT NULL)`;
const ACTIONS_TABLE = `(
  seq INTEGER PRIMARY KEY,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  events TEXT NOT NULL,
  at INTEGER NOT NULL)`;

export class Store {
  /** Rows written by this object since it started (the bench and the budget check read it). */
  rowsWritten = 0;

  /** What the notifications told, and the caps on what they send (noticeLedger.ts). */
  readonly notices: NoticeLedger;

  constructor(private readonly storage: DurableObjectStorage) {
    this.notices = new NoticeLedger(storage, (rows) => {
      this.rowsWritten += rows;
    });
  }

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  private count(cursor: SqlStorageCursor<Record<string, SqlStorageValue>>): void {
    this.rowsWritten += cursor.rowsWritten;
  }

  /** Which of these tables exist. Reading the schema creates nothing: a probe for a missing game leaves no trace. */
  private tables(...names: string[]): Set<string> {
    const rows = this.sql.exec(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (${names.map(() => '?').join(', ')})`,
      ...names,
    );
    return new Set(rows.toArray().map((r) => String(r.name)));
  }

  load(): Loaded {
    try {
      return this.read();
    } catch (e) {
      // Stored words this build does not know, or a layout move that failed (and was rolled
      // back): the game is refused, never half read, and the next wake tries again.
      return { kind: 'refused', refusal: { key: 'storedDamaged', detail: e instanceof Error ? e.message : String(e) } };
    }
  }

  private read(): Loaded {
    const tables = this.tables('game', 'gone');
    if (!tables.has('game')) return tables.has('gone') ? this.gone() : { kind: 'empty' };
    let raw = this.sql.exec('SELECT * FROM game WHERE id = 1').toArray()[0];
    if (!raw) return { kind: 'empty' };
    const storage = typeof raw.storage === 'number' ? raw.storage : 0;
    if (storage === 2) {
      const moved = this.fromLayout2(raw);
      if (moved) return moved;
      raw = this.sql.exec('SELECT * FROM game WHERE id = 1').toArray()[0];
    }
    if (storage > STORAGE_LAYOUT) return newer(storage, null);
    if (!raw) return { kind: 'refused', refusal: { key: 'storedOlder', storage } };
    return decodeStored(raw, this.sql.exec('SELECT seq, seat, action, events FROM actions ORDER BY seq'));
  }

  private gone(): Loaded {
    const row = this.sql.exec('SELECT at, reason, days FROM gone WHERE id = 1').toArray()[0];
    const gone = GoneSchema.safeParse(row);
    return gone.success ? { kind: 'gone', gone: gone.data } : { kind: 'refused', refusal: DAMAGED };
  }

  /**
   * A game stored in layout 2 (the layout before this one), moved to this layout in one transaction:
   * the same creation, actions, events and times, in compact JSON, and its newest state
   * as the one snapshot. Every value is checked to come back exactly before anything is
   * written; a game that does not is refused and left as it was. Undefined: moved.
   */
  private fromLayout2(raw: Record<string, SqlStorageValue>): Loaded | undefined {
    const parsed = GameRow2.safeParse(raw);
    if (!parsed.success) return { kind: 'refused', refusal: DAMAGED };
    const old = parsed.data;
    const rows = this.sql
      .exec('SELECT seq, seat, action, events, snapshot FROM actions ORDER BY seq')
      .toArray()
      .map((r) => z.extend(ActionSql, { snapshot: z.nullable(z.string()) }).parse(r));
    const latest = [...rows].reverse().find((r) => r.snapshot !== null)?.snapshot;
    const newest: unknown = latest
      ? JSON.parse(latest)
      : { state: JSON.parse(old.state), promptSince: JSON.parse(old.prompt_since) };
    const refused = stateSchemaRefusal(2, Math.max(old.state_schema, schemaOf(newest)));
    if (refused) return refused;
    if (!SnapshotSchema.safeParse(newest).success) return { kind: 'refused', refusal: DAMAGED };
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    const setup = JSON.parse(old.events) as LogEntry[];
    const moved = {
      events: packEvents(setup, 0),
      snapshot: pack(newest),
      rows: rows.map((r) => {
        const action: unknown = JSON.parse(r.action);
        const events = JSON.parse(r.events) as LogEntry[];
        return {
          seq: r.seq,
          action: pack(action),
          events: packEvents(events, r.seq),
          check: same(unpack(pack(action)), action) && same(unpackEvents(packEvents(events, r.seq), r.seq), events),
        };
      }),
    };
    if (
      !same(unpack(moved.snapshot), newest) ||
      !same(unpackEvents(moved.events, 0), setup) ||
      moved.rows.some((r) => !r.check)
    ) {
      return { kind: 'refused', refusal: DAMAGED };
    }
    // New tables, filled and then renamed: rows shrunk in place would leave their pages
    // two-thirds empty, while a dropped table's pages are given back at once.
    this.storage.transactionSync(() => {
      this.sql.exec(`CREATE TABLE game3 ${GAME_TABLE}`);
      this.sql.exec(`CREATE TABLE actions3 ${ACTIONS_TABLE}`);
      this.count(
        this.sql.exec(
          'INSERT INTO game3 (id, storage, creation, state_schema, events, snapshot) VALUES (1, ?, ?, ?, ?, ?)',
          STORAGE_LAYOUT,
          old.creation,
          Math.max(old.state_schema, schemaOf(newest)),
          moved.events,
          moved.snapshot,
        ),
      );
      for (const r of moved.rows) {
        this.count(
          this.sql.exec(
            'INSERT INTO actions3 (seq, seat, action, events, at) SELECT seq, seat, ?, ?, at FROM ' +
              'actions WHERE seq = ?',
            r.action,
            r.events,
            r.seq,
          ),
        );
      }
      this.sql.exec('DROP TABLE game');
      this.sql.exec('DROP TABLE actions');
      this.sql.exec('ALTER TABLE game3 RENAME TO game');
      this.sql.exec('ALTER TABLE actions3 RENAME TO actions');
    });
    return undefined;
  }

  create(creation: Creation, first: Snapshot, events: LogEntry[]): void {
    const row = gameRow(creation, first, events);
    this.storage.transactionSync(() => {
      this.sql.exec(`CREATE TABLE IF NOT EXISTS game ${GAME_TABLE}`);
      this.sql.exec(`CREATE TABLE IF NOT EXISTS actions ${ACTIONS_TABLE}`);
      this.count(
        this.sql.exec(
          'INSERT INTO game (id, storage, creation, state_schema, events, snapshot) VALUES (?, ?, ?, ?, ?, ?)',
          row.id,
          row.storage,
          row.creation,
          row.state_schema,
          row.events,
          row.snapshot,
        ),
      );
    });
  }

  /**
   * One accepted action, one row; every SNAPSHOT_EVERY versions, and at the game's end
   * (so a finished game wakes without replaying anything), its state replaces the snapshot.
   */
  append(seat: number, action: Action, events: LogEntry[], after: Snapshot): void {
    const version = after.state.version;
    const row = actionRow(version, seat, action, events);
    // Read before the write, so the memo is whole before this action joins it.
    this.lastActionOf(seat);
    this.storage.transactionSync(() => {
      this.count(
        this.sql.exec(
          'INSERT INTO actions (seq, seat, action, events, at) VALUES (?, ?, ?, ?, ?)',
          row.seq,
          row.seat,
          row.action,
          row.events,
          Date.now(),
        ),
      );
      if (version % SNAPSHOT_EVERY === 0 || after.state.result) {
        this.count(
          this.sql.exec(
            'UPDATE game SET state_schema = ?, snapshot = ? WHERE id = 1',
            after.state.schema,
            storedSnapshot(after),
          ),
        );
      }
    });
    this.lastActions!.set(seat, version);
  }

  /** The stored snapshot, as stored (the replay check meets it on the way). */
  snapshot(): unknown {
    const row = this.sql.exec('SELECT snapshot FROM game WHERE id = 1').toArray()[0];
    return row ? snapshotOf(String(row.snapshot)) : null;
  }

  /** The game is deleted (expiry.ts): what is left says when and why, in one small row. */
  bury(gone: Gone): void {
    this.storage.transactionSync(() => {
      this.sql.exec(
        'CREATE TABLE IF NOT EXISTS gone (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL, ' +
          'reason TEXT NOT NULL, days REAL NOT NULL)',
      );
      this.count(
        this.sql.exec(
          'INSERT OR REPLACE INTO gone (id, at, reason, days) VALUES (1, ?, ?, ?)',
          gone.at,
          gone.reason,
          gone.days,
        ),
      );
    });
  }
  /**
   * Tables of the room's later features, made when first needed, once per object's life (they are read on every
   * action).
   */
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

  /** The host's pauses of the clocks, oldest first; `to` null while one lasts. */
  pauses(): { from: number; to: number | null }[] {
    this.table('pauses');
    return this.sql
      .exec('SELECT start, stop FROM pauses ORDER BY start')
      .toArray()
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

  /**
   * The version the seat's newest action produced (0: none yet): where "since your last
   * move" starts. Every page update asks it for every seat: one read of the actions once
   * a wake, then kept as actions are appended.
   */
  lastActionOf(seat: number): number {
    if (!this.lastActions) {
      this.lastActions = new Map();
      for (const row of this.sql.exec('SELECT seat, MAX(seq) AS seq FROM actions GROUP BY seat'))
        this.lastActions.set(Number(row.seat), Number(row.seq));
    }
    return this.lastActions.get(seat) ?? 0;
  }

  private lastActions: Map<number, number> | undefined;

  /** The whole log from creation, each action with its events (the replay check compares them). */
  log(): LogRow[] {
    return this.sql
      .exec('SELECT seq, seat, action, events FROM actions ORDER BY seq')
      .toArray()
      .map((r) => {
        const a = actionSqlOf(r);
        return {
          seq: a.seq,
          seat: a.seat,
          action: actionOf(storedActionOf(a.action)),
          events: unpackEvents(a.events, a.seq),
        };
      });
  }

  /** The actions alone, oldest first (the game record): no events, so little is read. */
  actions(): { seq: number; seat: number; action: unknown }[] {
    return this.sql
      .exec('SELECT seq, seat, action FROM actions ORDER BY seq')
      .toArray()
      .map((r) => ActionRow.parse(r))
      .map((r) => ({ ...r, action: actionOf(storedActionOf(r.action)) }));
  }
}

function newer(storage: number, stateSchema: number | null): Loaded {
  return {
    kind: 'refused',
    refusal: {
      key: 'storedNewer',
      storage,
      stateSchema,
      readsStorage: STORAGE_LAYOUT,
      readsSchema: STATE_SCHEMA_VERSION,
    },
  };
}

function stateSchemaRefusal(storage: number, stateSchema: number): Loaded | null {
  if (stateSchema > STATE_SCHEMA_VERSION) return newer(storage, stateSchema);
  // No older state schema exists yet; when one does, its migration goes here.
  if (stateSchema < STATE_SCHEMA_VERSION) return { kind: 'refused', refusal: { key: 'storedSchema', stateSchema } };
  return null;
}

/**
 * A stored game's rows (layout 3), as load() reads them, back as the game: pure, so that
 * the bench times a woken object's decode as the room does it. Throws on a stored word it
 * does not know (load() refuses the game then).
 */
export function decodeStored(
  raw: Record<string, SqlStorageValue>,
  actions: Iterable<Record<string, SqlStorageValue>>,
): Loaded {
  const parsedRow = GameRow.safeParse(raw);
  if (!parsedRow.success) {
    return {
      kind: 'refused',
      refusal: { key: 'storedOlder', storage: typeof raw.storage === 'number' ? raw.storage : 0 },
    };
  }
  const row = parsedRow.data;
  const snapshot = snapshotOf(row.snapshot);
  const refused = stateSchemaRefusal(row.storage, Math.max(row.state_schema, schemaOf(snapshot)));
  if (refused) return refused;
  const creation = ownWrite(JSON.parse(row.creation), CreationSchema);
  const base = ownWrite(snapshot, SnapshotSchema);
  if (!creation || !base) return { kind: 'refused', refusal: DAMAGED };
  const version = base.state.version;
  // Our own writes, read back as written (the replay check compares them with the rules' events).
  const done: StoredEvents[] = [];
  const tail: TailRow[] = [];
  for (const r of actions) {
    const a = actionSqlOf(r);
    if (a.seq <= version) done.push({ seq: a.seq, events: a.events });
    else tail.push({ seq: a.seq, seat: a.seat, action: storedActionOf(a.action) });
  }
  return { kind: 'stored', creation, base, tail, history: History.stored(row.events, done, base.state.turn) };
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
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly count: (rows: number) => void,
  ) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /**
   * A replaced link is a new key generation: stored before the new link is given out, so no restart brings the old one
   * back.
   */
  saveCreation(creation: Creation): void {
    this.count(this.sql.exec('UPDATE game SET creation = ? WHERE id = 1', storedCreation(creation)).rowsWritten);
  }

  saveEnded(ended: Ended): void {
    this.storage.transactionSync(() => {
      this.sql.exec('CREATE TABLE IF NOT EXISTS room (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
      this.count(
        this.sql.exec("INSERT OR REPLACE INTO room (key, value) VALUES ('ended', ?)", JSON.stringify(ended))
          .rowsWritten,
      );
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
