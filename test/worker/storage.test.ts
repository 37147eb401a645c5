// What a game keeps: a finished 4-player game in at most 48 KiB, one
// snapshot however long the game, no storage at all for an address nobody created, and
// games stored in the previous layout moved to this one when they wake, losing nothing.
import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  SetupSchema,
  createGame,
  randomAction,
  seededRandom,
  waitingFor,
  type LogEntry,
} from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import { hostPath, newGameId, seatPath, signLink, watchPath } from '../../src/room/signedLinks.ts';
import { type Live, promptsOf, step } from '../../src/room/step.ts';
import { unpack } from '../../src/room/pack.ts';
import { type Creation, snapshotOf } from '../../src/room/store.ts';
import {
  NAMES,
  ORIGIN,
  Shadow,
  bindings,
  createViaApi,
  fetchWorker,
  getView,
  pathOf,
  playToEnd,
  postAction,
  type Created,
  stubOf,
} from './helpers.ts';
import { words } from '../engine/words.ts';
import { History } from '../../src/room/history.ts';

type Check = { ok: boolean; actions: number; stats: { databaseSize: number } };

const KIB = 1024;

async function check(game: Created): Promise<Check> {
  const res = await fetchWorker(`${pathOf(game.hostUrl)}/check`);
  expect(res.status).toBe(200);
  return res.json();
}

const tables = (sql: SqlStorage) =>
  sql
    .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY name")
    .toArray()
    .map((r) => String(r.name));
const columns = (sql: SqlStorage, table: string) =>
  sql
    .exec(`SELECT name FROM pragma_table_info('${table}')`)
    .toArray()
    .map((r) => String(r.name));

describe('storage of a game', () => {
  it('a finished 4-player game stores at most 48 KiB, one snapshot, ~150 bytes an action', {
    timeout: 60_000,
  }, async () => {
    // The bench's game (npm run bench) and a longer one with King's Favor.
    for (const [seed, kingsFavor] of [
      ['bench-4', false],
      ['kf', true],
    ] as const) {
      const setup = { players: NAMES.map((name) => ({ name })), options: { kingsFavor }, seed };
      const game = await createViaApi(setup);
      const { actions } = await playToEnd(game, new Shadow(setup), seededRandom(seed));
      expect(actions).toBeGreaterThan(140);
      const report = await check(game);
      expect(report).toMatchObject({ ok: true, actions });
      expect(report.stats.databaseSize, seed).toBeLessThanOrEqual(48 * KIB);
      await runInDurableObject(stubOf(game.id), (_room: GameRoom, state) => {
        const { sql } = state.storage;
        expect(tables(sql)).toEqual(['actions', 'game']);
        expect(sql.exec('SELECT COUNT(*) AS n FROM game').one().n).toBe(1);
        // The actions are what grows: ~150 bytes each, far below the ~300 allowed (SQLite adds ~17 per row).
        const row = sql.exec('SELECT AVG(length(action) + length(events)) AS bytes FROM actions').one();
        expect(Number(row.bytes)).toBeLessThan(180);
        // The one snapshot is the final state, so a finished game wakes without replaying anything.
        const snapshot = snapshotOf(String(sql.exec('SELECT snapshot FROM game').one().snapshot)) as {
          state: { version: number };
        };
        expect(snapshot.state.version).toBe(actions);
      });
    }
  });

  it('stored words this build does not know are refused with a message, never guessed at', async () => {
    const setup = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'unknown-word' };
    const game = await createViaApi(setup);
    await runInDurableObject(stubOf(game.id), (_room: GameRoom, state) => {
      state.storage.sql.exec('UPDATE game SET events = ?', '[[1,"zz"]]');
    });
    await abortAllDurableObjects();
    const page = await fetchWorker(pathOf(game.seats[0]!.url), { headers: { Accept: 'application/json' } });
    expect(page.status).toBe(500);
    expect(((await page.json()) as { error: { message: string } }).error.message).toMatch(
      /damaged .*unknown stored word code "zz"/,
    );
  });

  it('links to a game nobody created leave nothing stored', async () => {
    const id = newGameId();
    const sig = await signLink(bindings.LINK_SECRET!, id, { kind: 'host' }, 0);
    const paths = [seatPath(id, 0, sig), seatPath(id, 3, 'x'), hostPath(id, sig), watchPath(id)];
    for (const path of paths) {
      expect((await fetchWorker(path)).status).toBe(404);
      expect((await fetchWorker(path, { headers: { Accept: 'application/json' } })).status).toBe(404);
      expect((await fetchWorker(`${path}/status`)).status).toBe(404);
      expect((await fetchWorker(`${path}/ws`, { headers: { Upgrade: 'websocket' } })).status).toBe(404);
    }
    expect((await postAction(ORIGIN + seatPath(id, 0, sig), { type: 'pass' }, 0)).status).toBe(404);
    expect((await fetchWorker(`${hostPath(id, sig)}/check`)).status).toBe(404);
    const untouched = await runInDurableObject(
      stubOf(newGameId()),
      (_room: GameRoom, state) => state.storage.sql.databaseSize,
    );
    await runInDurableObject(stubOf(id), async (_room: GameRoom, state) => {
      expect(state.storage.sql.exec('SELECT name FROM sqlite_master').toArray()).toEqual([]);
      expect(await state.storage.getAlarm()).toBeNull();
      expect(state.storage.sql.databaseSize).toBe(untouched);
    });
  });
});

// ------------------------------------------------------------------ the previous layout

/**
 * A game written exactly as layout 2 wrote it (the layout before this one): plain JSON, the state
 * at version 0 in the game row, every 4th action row with the state it produced.
 */
async function storeLayout2(id: string, players: number, seed: string, actions: number, stateSchema?: number) {
  const setup = SetupSchema.parse({ players: NAMES.slice(0, players).map((name) => ({ name })) });
  const made = createGame(setup, seed);
  if (!made.ok) throw new Error(words(made.error));
  const creation: Creation = {
    gameId: id,
    setup,
    seed,
    createdAt: Date.now() - 60_000,
    linkKey: { kind: 'env' },
    generations: { host: 0, seats: setup.players.map(() => 0) },
  };
  let live: Live = {
    kind: 'game',
    creation,
    state: made.state,
    history: History.of(made.events),
    promptSince: made.state.players.map(() => 0),
    prompts: promptsOf(made.state),
  };
  const random = seededRandom(seed);
  const rows: { seq: number; seat: number; action: unknown; events: LogEntry[]; snapshot: string | null }[] = [];
  for (let i = 0; i < actions && !live.state.result; i++) {
    const seat = waitingFor(live.state)[0]!;
    const action = randomAction(live.state, seat, random)!;
    const out = step(live, seat, action);
    if (!out.ok) throw new Error(words(out.error));
    live = out.live;
    const v = live.state.version;
    rows.push({
      seq: v,
      seat,
      action,
      events: out.events,
      snapshot: v % 4 === 0 ? JSON.stringify({ state: live.state, promptSince: live.promptSince }) : null,
    });
  }
  const size = await runInDurableObject(stubOf(id), (_room: GameRoom, state) => {
    const { sql } = state.storage;
    sql.exec(`CREATE TABLE game (id INTEGER PRIMARY KEY CHECK (id = 1),
      storage INTEGER NOT NULL, creation TEXT NOT NULL,
      state_schema INTEGER NOT NULL, state TEXT NOT NULL, prompt_since TEXT NOT NULL, events TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE actions (seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL,
      action TEXT NOT NULL, events TEXT NOT NULL,
      at INTEGER NOT NULL, snapshot TEXT)`);
    sql.exec(
      'INSERT INTO game VALUES (1, 2, ?, ?, ?, ?, ?)',
      JSON.stringify(creation),
      stateSchema ?? made.state.schema,
      JSON.stringify(made.state),
      JSON.stringify(made.state.players.map(() => 0)),
      JSON.stringify(made.events),
    );
    rows.forEach((r, i) => {
      sql.exec(
        'INSERT INTO actions VALUES (?, ?, ?, ?, ?, ?)',
        r.seq,
        r.seat,
        JSON.stringify(r.action),
        JSON.stringify(r.events),
        creation.createdAt + i,
        r.snapshot,
      );
    });
    return sql.databaseSize;
  });
  // The object that wrote it in the test goes: the next request wakes the game as a deployment would.
  await abortAllDurableObjects();
  const host = await signLink(bindings.LINK_SECRET!, id, { kind: 'host' }, 0);
  const seats = await Promise.all(
    setup.players.map(async (p, seat) => ({
      seat,
      name: p.name,
      url: ORIGIN + seatPath(id, seat, await signLink(bindings.LINK_SECRET!, id, { kind: 'seat', seat }, 0)),
    })),
  );
  const game: Created = { id, hostUrl: ORIGIN + hostPath(id, host), spectatorUrl: ORIGIN + watchPath(id), seats };
  return { game, rows, live, setup, size };
}

describe('a game stored in the previous layout', () => {
  it('is moved to this layout when it wakes, losing nothing, and plays on to its end', {
    timeout: 60_000,
  }, async () => {
    const id = newGameId();
    const { game, rows, live, setup, size } = await storeLayout2(id, 4, 'old-4', 70);

    const shadow = new Shadow({ players: setup.players, seed: 'old-4' });
    for (const r of rows) shadow.apply(r.seat, r.action);
    expect(shadow.state).toEqual(live.state);
    // Every link sees the game as it was, its whole history included.
    expect(await getView(game.seats[1]!.url)).toEqual(shadow.page(1));
    expect(await getView(game.spectatorUrl)).toEqual(shadow.json(null));
    const moved = await check(game);
    expect(moved).toMatchObject({ ok: true, actions: 70 });
    expect(moved.stats.databaseSize).toBeLessThan(size / 3);
    await runInDurableObject(stubOf(id), (_room: GameRoom, state) => {
      const { sql } = state.storage;
      expect(sql.exec('SELECT storage FROM game').one().storage).toBe(3);
      expect(columns(sql, 'game')).toEqual(['id', 'storage', 'creation', 'state_schema', 'events', 'snapshot']);
      expect(columns(sql, 'actions')).toEqual(['seq', 'seat', 'action', 'events', 'at']);
      // Each action, its events and the time it was stored, as they were.
      const stored = sql.exec('SELECT seq, seat, action, events, at FROM actions ORDER BY seq').toArray();
      expect(stored.map((r) => ({ seq: r.seq, seat: r.seat, action: unpack(String(r.action)) }))).toEqual(
        rows.map((r) => ({ seq: r.seq, seat: r.seat, action: r.action })),
      );
      expect(stored.map((r) => r.at)).toEqual(rows.map((_, i) => Number(stored[0]!.at) + i));
      // The newest of the old snapshots (version 68) is the one kept.
      expect(
        (snapshotOf(String(sql.exec('SELECT snapshot FROM game').one().snapshot)) as { state: { version: number } })
          .state.version,
      ).toBe(68);
    });

    // Moved once: the next wake reads it as any game of this layout.
    await abortAllDurableObjects();
    await playToEnd(game, shadow, seededRandom('old-4 on'));
    expect(await check(game)).toMatchObject({ ok: true, actions: shadow.state.version });
    const record = await fetchWorker(`${pathOf(game.spectatorUrl)}/record`, {
      headers: { Accept: 'application/json' },
    });
    expect(record.status).toBe(200);
    const { actions } = (await record.json()) as { actions: { seq: number; action: unknown }[] };
    expect(actions.slice(0, 70).map((a) => a.action)).toEqual(rows.map((r) => r.action));
  });

  it('one written by a newer build is refused and left as it was', async () => {
    const id = newGameId();
    const { game } = await storeLayout2(id, 2, 'old-newer', 9, 99);
    const page = await fetchWorker(pathOf(game.seats[0]!.url));
    expect(page.status).toBe(500);
    expect(await page.text()).toContain('newer version of Ys online');
    await runInDurableObject(stubOf(id), (_room: GameRoom, state) => {
      const { sql } = state.storage;
      expect(sql.exec('SELECT storage FROM game').one().storage).toBe(2);
      expect(columns(sql, 'actions')).toContain('snapshot');
      expect(JSON.parse(String(sql.exec('SELECT action FROM actions WHERE seq = 1').one().action))).toHaveProperty(
        'type',
      );
    });
  });
});
