// Games expire: a game without an accepted action for
// GAME_EXPIRY_DAYS (60 in wrangler.toml), finished or not, is deleted by its own alarm,
// and its links then say so. No test can wait 60 days: the stored times are moved back
// instead, and the alarm is run at once.
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import { GAME_DELETED } from '../../src/room/sockets.ts';
import { DAY_MS, GONE_KEPT_DAYS } from '../../src/room/expiry.ts';
import {
  NAMES,
  Shadow,
  Socket,
  createViaApi,
  fetchWorker,
  pathOf,
  playToEnd,
  postAction,
  type Created,
  type NewGame,
  stubOf,
} from './helpers.ts';

const DAYS = 60;

async function playSome(game: Created, shadow: Shadow, n: number, random: () => number) {
  for (let i = 0; i < n && !shadow.state.result; i++) {
    const seat = waitingFor(shadow.state)[0]!;
    const action = randomAction(shadow.state, seat, random)!;
    expect((await postAction(game.seats[seat]!.url, action, shadow.state.version)).status).toBe(200);
    shadow.apply(seat, action);
  }
}

/** The game's every stored time moved `days` back, as if they had passed; the object then wakes from storage. */
async function age(game: Created, days: number): Promise<void> {
  await runInDurableObject(stubOf(game), (_room: GameRoom, state) => {
    const { sql } = state.storage;
    const creation = JSON.parse(String(sql.exec('SELECT creation FROM game').one().creation)) as { createdAt: number };
    sql.exec(
      'UPDATE game SET creation = ?',
      JSON.stringify({ ...creation, createdAt: creation.createdAt - days * DAY_MS }),
    );
    sql.exec('UPDATE actions SET at = at - ?', days * DAY_MS);
  });
  await abortAllDurableObjects();
}

const alarmOf = (game: Created) =>
  runInDurableObject(stubOf(game), (_room: GameRoom, state) => state.storage.getAlarm());
const lastMoveOf = (game: Created) =>
  runInDurableObject(stubOf(game), (_room: GameRoom, state) =>
    Number(state.storage.sql.exec('SELECT MAX(at) AS at FROM actions').one().at),
  );

/** Every link of the game, as a page and as JSON, answers that it was deleted. */
async function expectDeleted(game: Created, words: RegExp): Promise<void> {
  const links = [game.seats[0]!.url, game.seats[1]!.url, game.hostUrl, game.spectatorUrl].map(pathOf);
  for (const path of links) {
    const page = await fetchWorker(path);
    expect(page.status, path).toBe(410);
    expect(await page.text()).toMatch(words);
    const json = await fetchWorker(path, { headers: { Accept: 'application/json' } });
    expect(json.status).toBe(410);
    const body = (await json.json()) as { ok: boolean; error: { code: string; message: string } };
    expect(body).toMatchObject({ ok: false, error: { code: 'gone' } });
    expect(body.error.message).toMatch(words);
    expect((await fetchWorker(`${path}/status`)).status).toBe(410);
  }
  expect((await postAction(game.seats[0]!.url, { type: 'pass' }, 0)).status).toBe(410);
  // A page that reconnects is told, and stops trying (src/client/socket.ts): not a refused upgrade, which reads as a
  // lost
  // network.
  const upgrade = await fetchWorker(`${pathOf(game.seats[0]!.url)}/ws`, { headers: { Upgrade: 'websocket' } });
  expect(upgrade.status).toBe(101);
  const ws = upgrade.webSocket!;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  ws.accept();
  const close = await closed;
  expect(close.code).toBe(GAME_DELETED);
  expect(close.reason).toMatch(words);
  // All that is left: the one row that says so, and the alarm that removes it a year later.
  await runInDurableObject(stubOf(game), async (_room: GameRoom, state) => {
    const tables = state.storage.sql
      .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'")
      .toArray();
    expect(tables.map((t) => t.name)).toEqual(['gone']);
    const gone = state.storage.sql.exec('SELECT at FROM gone').toArray();
    expect(gone).toHaveLength(1);
    expect(state.storage.sql.databaseSize).toBeLessThanOrEqual(3 * 4096);
    expect(await state.storage.getAlarm()).toBe(Number(gone[0]!.at) + GONE_KEPT_DAYS * DAY_MS);
  });
}

describe('games expire', () => {
  const four: NewGame = { players: NAMES.map((name) => ({ name })), seed: 'expire' };

  it('a new game has its alarm at its expiry, which a move does not set again', async () => {
    const game = await createViaApi(four);
    const created = Date.now();
    const alarm = await alarmOf(game);
    expect(alarm).toBeGreaterThanOrEqual(created - 5_000 + DAYS * DAY_MS);
    expect(alarm).toBeLessThanOrEqual(created + DAYS * DAY_MS);
    const shadow = new Shadow(four);
    await playSome(game, shadow, 3, seededRandom('expire'));
    // Later moves leave the earlier alarm in place (a setAlarm is a row written): when it rings, it sets the next.
    expect(await alarmOf(game)).toBe(alarm);
  });

  it('an idle game is deleted by its alarm; its links then say so, and its pages are told', async () => {
    const game = await createViaApi(four);
    const shadow = new Shadow(four);
    await playSome(game, shadow, 5, seededRandom('idle'));
    await age(game, DAYS + 1);
    const socket = await Socket.open(pathOf(game.spectatorUrl));
    await socket.next(1);
    const closed = new Promise<number>((resolve) => socket.ws.addEventListener('close', (e) => resolve(e.code)));
    expect(await runDurableObjectAlarm(stubOf(game))).toBe(true);
    expect(await closed).toBe(GAME_DELETED);
    await expectDeleted(game, /deleted on \d{4}-\d\d-\d\d, after 60 days without a move/);
    // The object woken afresh reads the same from what is left.
    await abortAllDurableObjects();
    await expectDeleted(game, /This game was deleted on .*after 60 days without a move/);

    // A year later, what was left goes too: the links are then those of no game at all.
    await runInDurableObject(stubOf(game), (_room: GameRoom, state) => {
      state.storage.sql.exec('UPDATE gone SET at = at - ?', GONE_KEPT_DAYS * DAY_MS);
    });
    await abortAllDurableObjects();
    expect(await runDurableObjectAlarm(stubOf(game))).toBe(true);
    expect((await fetchWorker(pathOf(game.seats[0]!.url))).status).toBe(404);
    expect((await fetchWorker(pathOf(game.spectatorUrl), { headers: { Accept: 'application/json' } })).status).toBe(
      404,
    );
    await runInDurableObject(stubOf(game), async (_room: GameRoom, state) => {
      expect(
        state.storage.sql.exec("SELECT name FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\'").toArray(),
      ).toEqual([]);
      expect(await state.storage.getAlarm()).toBeNull();
    });
  });

  it('a finished game is deleted 60 days after its last move, not before', { timeout: 30_000 }, async () => {
    const two: NewGame = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'expire-2' };
    const game = await createViaApi(two);
    await playToEnd(game, new Shadow(two), seededRandom('expire-2'));
    await age(game, DAYS - 1);
    expect(await runDurableObjectAlarm(stubOf(game))).toBe(true);
    expect((await fetchWorker(pathOf(game.seats[0]!.url))).status).toBe(200);
    // Not deleted: the alarm is set again, for the day it falls due.
    expect(await alarmOf(game)).toBe((await lastMoveOf(game)) + DAYS * DAY_MS);
    await age(game, 2);
    expect(await runDurableObjectAlarm(stubOf(game))).toBe(true);
    await expectDeleted(game, /This game was over, and was deleted on .*after 60 days without a move/);
  });

  it('a game someone moved in is kept, however old it is', async () => {
    const game = await createViaApi(four);
    const shadow = new Shadow(four);
    const random = seededRandom('active');
    await playSome(game, shadow, 4, random);
    await age(game, 3 * DAYS);
    await playSome(game, shadow, 1, random);
    expect(await runDurableObjectAlarm(stubOf(game))).toBe(true);
    expect((await fetchWorker(pathOf(game.seats[0]!.url), { headers: { Accept: 'application/json' } })).status).toBe(
      200,
    );
    expect(await alarmOf(game)).toBe((await lastMoveOf(game)) + DAYS * DAY_MS);
  });

  it('a game stored before games expired gets its alarm when it wakes', async () => {
    const game = await createViaApi(four);
    await runInDurableObject(stubOf(game), (_room: GameRoom, state) => state.storage.deleteAlarm());
    await abortAllDurableObjects();
    expect((await fetchWorker(pathOf(game.spectatorUrl))).status).toBe(200);
    expect(await alarmOf(game)).toBeGreaterThan(Date.now() + (DAYS - 1) * DAY_MS);
  });

  it('the host page says in advance when the game is deleted', async () => {
    const game = await createViaApi(four);
    const page = await (await fetchWorker(pathOf(game.hostUrl))).text();
    const day = new Date(Date.now() + DAYS * DAY_MS).toISOString().slice(0, 10);
    expect(page).toContain(
      `This game is deleted after 60 days without a move: on ${day}, unless someone moves before.`,
    );
    const json = (await (
      await fetchWorker(pathOf(game.hostUrl), { headers: { Accept: 'application/json' } })
    ).json()) as { expiry: { days: number; at: number } };
    expect(json.expiry.days).toBe(DAYS);
    expect(json.expiry.at).toBe(await alarmOf(game));
  });
});
