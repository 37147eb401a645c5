// Durability: each accepted action is stored before it is answered; a game survives its
// object being evicted; the stored log replays to the stored state; newer data is refused.
import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import { SNAPSHOT_EVERY, snapshotOf } from '../../src/room/store.ts';
import {
  NAMES,
  Shadow,
  createViaApi,
  fetchWorker,
  getView,
  pathOf,
  playToEnd,
  postAction,
  type Created,
  stubOf,
} from './helpers.ts';

async function playSome(game: Created, shadow: Shadow, n: number, random: () => number) {
  for (let i = 0; i < n && !shadow.state.result; i++) {
    const seat = waitingFor(shadow.state)[0]!;
    const action = randomAction(shadow.state, seat, random)!;
    const answer = await postAction(game.seats[seat]!.url, action, shadow.state.version);
    expect(answer.status).toBe(200);
    shadow.apply(seat, action);
  }
}

describe('durability', () => {
  it('an evicted object comes back with its game, which goes on to the end; the log replays to the state', async () => {
    const setup = { players: NAMES.map((name) => ({ name })), options: { kingsFavor: true }, seed: 'evict' };
    const game = await createViaApi(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom('evict');
    await playSome(game, shadow, 40, random);
    const before = await getView(game.seats[2]!.url);
    expect((await stubOf(game).stats()).rowsWritten).toBeGreaterThan(0);

    await abortAllDurableObjects();
    // A new instance: its in-memory counters start again from zero.
    expect((await stubOf(game).stats()).rowsWritten).toBe(0);
    // A fresh stub and a fresh instance: everything comes from storage.
    const after = await getView(game.seats[2]!.url);
    expect(after).toEqual(before);
    expect(after).toEqual(shadow.page(2));
    expect(await stubOf(game).replayCheck()).toMatchObject({ ok: true, actions: 40, version: 40 });

    await playSome(game, shadow, 30, random);
    await abortAllDurableObjects();
    await playToEnd(game, shadow, random);
    const report = await stubOf(game).replayCheck();
    expect(report.ok).toBe(true);
    expect(report.actions).toBe(shadow.state.version);
  });

  it(
    'writes one row per accepted action, and every 8th replaces the one stored state; refusals write ' + 'nothing',
    async () => {
      const setup = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed: 'rows' };
      const game = await createViaApi(setup);
      const shadow = new Shadow(setup);
      const afterCreation = (await stubOf(game).stats()).rowsWritten;
      const states = [shadow.state];
      const random = seededRandom('rows');
      for (let i = 0; i < 14; i++) {
        await playSome(game, shadow, 1, random);
        states.push(shadow.state);
      }
      await postAction(game.seats[0]!.url, { type: 'bid', brokers: [2, 2] }, shadow.state.version);
      await postAction(game.seats[0]!.url, { type: 'nonsense' }, shadow.state.version);
      // The Workers free tier counts rows written: one per decision, and the game row at version 8.
      expect(SNAPSHOT_EVERY).toBe(8);
      expect((await stubOf(game).stats()).rowsWritten - afterCreation).toBe(15);
      await runInDurableObject(stubOf(game), (_room: GameRoom, state) => {
        const rows = state.storage.sql.exec('SELECT seq FROM actions ORDER BY seq').toArray();
        expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
        const snapshot = snapshotOf(String(state.storage.sql.exec('SELECT snapshot FROM game').one().snapshot)) as {
          state: unknown;
        };
        expect(snapshot.state).toEqual(states[8]);
      });
      // Evicted, the object comes back from the snapshot and the 6 actions after it.
      await abortAllDurableObjects();
      expect(await getView(game.seats[1]!.url)).toEqual(shadow.page(1));
    },
  );

  it('a stale page stays stale after eviction: the prompt versions are stored and replayed too', async () => {
    const setup = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed: 'since' };
    const game = await createViaApi(setup);
    const shadow = new Shadow(setup);
    await playSome(game, shadow, 3, seededRandom('since'));
    // Seat 0 bid at version 0; its prompt changed when the bids were revealed.
    await abortAllDurableObjects();
    const stale = await postAction(game.seats[0]!.url, { type: 'bid', brokers: [0, 1] }, 0);
    expect(stale.status).toBe(409);
    expect((await getView(game.seats[0]!.url)).version).toBe(3);
  });

  it('the admin check replays behind the host link only', async () => {
    const setup = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'admin' };
    const game = await createViaApi(setup);
    const shadow = new Shadow(setup);
    await playSome(game, shadow, 5, seededRandom('admin'));
    const res = await fetchWorker(`${pathOf(game.hostUrl)}/check`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, actions: 5 });
    const wrong = await fetchWorker(`${pathOf(game.seats[0]!.url).replace(/\/p\/0\//, '/host/')}/check`);
    expect(wrong.status).toBe(404);
  });

  it('a tampered log is caught by the replay check', async () => {
    const setup = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'tamper' };
    const game = await createViaApi(setup);
    const shadow = new Shadow(setup);
    await playSome(game, shadow, 6, seededRandom('tamper'));
    await runInDurableObject(stubOf(game), (_room: GameRoom, state) => {
      state.storage.sql.exec('DELETE FROM actions WHERE seq = 6');
    });
    expect((await stubOf(game).replayCheck()).ok).toBe(false);
  });

  it('a game stored by a newer build is refused with a clear message, not misread', async () => {
    const setup = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'newer' };
    const game = await createViaApi(setup);
    await runInDurableObject(stubOf(game), (_room: GameRoom, state) => {
      state.storage.sql.exec('UPDATE game SET state_schema = 99');
    });
    await abortAllDurableObjects();
    const page = await fetchWorker(pathOf(game.seats[0]!.url));
    expect(page.status).toBe(500);
    expect(await page.text()).toContain('newer version of Ys online');
    const act = await postAction(game.seats[0]!.url, { type: 'bid', brokers: [1, 3] }, 0);
    expect(act.status).toBe(500);
    expect(act.body.error!.message).toContain('newer version');
  });
});
