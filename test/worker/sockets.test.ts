// Live updates: every connected page gets a fresh render of its own sections on connect
// (and on "sync"), then after each accepted action its own update (what changed for it
// since the view it was last sent, src/room/updates.ts), and never another seat's secrets.
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import { updatesFor } from '../../src/room/updates.ts';
import type { PagePaths } from '../../templates/index.tsx';
import { freshSections } from '../../templates/sections.ts';
import { sinceSection } from '../../templates/sections.ts';
import type { View } from '../../src/engine/index.ts';
import {
  NAMES,
  Shadow,
  Socket,
  createViaApi,
  fetchWorker,
  normalize,
  pathOf,
  postAction,
  type Created,
  stubOf,
} from './helpers.ts';
import { dictOf } from '../../templates/i18n/index.ts';

const EN = dictOf('en');

const setup = { players: NAMES.map((name) => ({ name })), seed: 'sockets' };

const linksOf = (game: Created, seat: number | null): PagePaths => {
  const self = seat === null ? pathOf(game.spectatorUrl) : pathOf(game.seats[seat]!.url);
  return { self, actions: seat === null ? null : `${self}/actions`, ws: `${self}/ws` };
};

/** A page's update: what changed, and on a seat's page its panel of what happened since its last move. */
const updateOf = (shadow: Shadow, before: View, seat: number | null, paths: PagePaths) =>
  updatesFor(EN, before, shadow.view(seat), paths) + (seat === null ? '' : sinceSection(EN, shadow.pageView(seat)));

describe('websocket pushes', () => {
  it(
    'each seat and the spectator get their own render on connect and their own update after every ' + 'action',
    async () => {
      const game = await createViaApi(setup);
      const shadow = new Shadow(setup);
      const seats = [0, 1, 2, null] as const;
      const sockets = await Promise.all(seats.map((s) => Socket.open(linksOf(game, s).self)));
      for (const [i, seat] of seats.entries()) {
        expect(await sockets[i]!.next(1)).toBe(freshSections(EN, shadow.view(seat), linksOf(game, seat)));
      }
      const bids = [
        [1, 3],
        [0, 4],
        [1, 1],
      ];
      for (const [n, brokers] of bids.entries()) {
        const answer = await postAction(game.seats[n]!.url, { type: 'bid', brokers }, shadow.state.version);
        expect(answer.status).toBe(200);
        const before = seats.map((seat) => shadow.view(seat));
        shadow.apply(n, { type: 'bid', brokers });
        for (const [i, seat] of seats.entries()) {
          const pushed = await sockets[i]!.next(2 + n);
          expect(pushed).toBe(updateOf(shadow, before[i]!, seat, linksOf(game, seat)));
          // An update names the version it applies to, and sends the status, never the whole page.
          expect(pushed).toContain(`data-version="${shadow.state.version}" data-base="${before[i]!.version}"`);
          expect(pushed).not.toContain('id="board"');
        }
      }
      // Each seat's render is its own: the three seats (and the spectator) all differ.
      const first = sockets.map((s) => s.messages[0]!);
      expect(new Set(first).size).toBe(4);
      // The bidder's own update shows its bid behind its screen; the others' updates do not.
      const lastBid = sockets.map((s) => s.messages.at(-1)!);
      expect(lastBid[2]).toContain('Your bid, hidden until all are in: 1 + 1');
      expect(lastBid.filter((m) => m.includes('Your bid'))).toHaveLength(1);
      sockets.forEach((s) => {
        s.close();
      });
    },
  );

  it(
    'an object that forgot what it sent (it slept, its pages open) updates them from the version ' +
      'before, not with whole pages',
    async () => {
      const game = await createViaApi(setup);
      const shadow = new Shadow(setup);
      const seats = [0, 1, null] as const;
      const sockets = await Promise.all(seats.map((s) => Socket.open(linksOf(game, s).self)));
      await Promise.all(sockets.map((s) => s.next(1)));
      // What hibernation does to the object's memory of its pages (src/room/sockets.ts).
      await runInDurableObject(stubOf(game), (room: GameRoom) => {
        (room as unknown as { sockets: { forget(): void } }).sockets.forget();
      });
      const before = seats.map((seat) => shadow.view(seat));
      expect(
        (await postAction(game.seats[0]!.url, { type: 'bid', brokers: [1, 3] }, shadow.state.version)).status,
      ).toBe(200);
      shadow.apply(0, { type: 'bid', brokers: [1, 3] });
      for (const [i, seat] of seats.entries()) {
        const pushed = await sockets[i]!.next(2);
        expect(pushed).toBe(updateOf(shadow, before[i]!, seat, linksOf(game, seat)));
        expect(pushed).toContain(`data-version="${shadow.state.version}" data-base="${before[i]!.version}"`);
        expect(pushed).not.toContain('id="log"');
      }
      sockets.forEach((s) => {
        s.close();
      });
    },
  );

  it("speaks the language its page names in the socket's address, whatever the handshake's headers", async () => {
    const game = await createViaApi(setup);
    const shadow = new Shadow(setup);
    const { self } = linksOf(game, 1);
    // A page names its own language in its socket's address: a browser may send its own Accept-Language in the
    // handshake, not the one the page was asked in.
    const page = await fetchWorker(self, { headers: { 'Accept-Language': 'hu' } });
    expect(await page.text()).toContain(`data-ws="${self}/ws?lang=hu"`);
    const cases = [
      { query: '?lang=hu', header: 'en', speaks: 'hu' },
      // Not a language of the site's: the request's.
      { query: '?lang=xx', header: 'es', speaks: 'es' },
      { query: `?lang=${'hu'.repeat(20)}`, header: 'it', speaks: 'it' },
      { query: '', header: 'fr', speaks: 'fr' },
    ];
    for (const { query, header, speaks } of cases) {
      const socket = await Socket.open(self, query, { 'Accept-Language': header });
      expect(await socket.next(1), query).toBe(freshSections(dictOf(speaks), shadow.view(1), linksOf(game, 1)));
      socket.close();
    }
  });

  it('a page that lost its socket catches up on reconnect; "sync" asks for a fresh render', async () => {
    const game = await createViaApi(setup);
    const shadow = new Shadow(setup);
    const first = await Socket.open(linksOf(game, 1).self);
    await first.next(1);
    first.close();
    for (const seat of [0, 2, 3]) {
      await postAction(game.seats[seat]!.url, { type: 'bid', brokers: [0, 1] }, shadow.state.version);
      shadow.apply(seat, { type: 'bid', brokers: [0, 1] });
    }
    const again = await Socket.open(linksOf(game, 1).self);
    const caughtUp = await again.next(1);
    expect(caughtUp).toBe(freshSections(EN, shadow.pageView(1), linksOf(game, 1)));
    again.ws.send('sync');
    expect(await again.next(2)).toBe(caughtUp);
    again.close();
  });

  it("a seat's pushes do not depend on another seat's secret: its unrevealed bid", async () => {
    // Two games alike but for seat 0's bid, still hidden from the others.
    const games = [await createViaApi(setup), await createViaApi(setup)];
    const watchers = await Promise.all(
      games.map(async (g) => ({
        seat1: await Socket.open(linksOf(g, 1).self),
        seat0: await Socket.open(linksOf(g, 0).self),
        watch: await Socket.open(linksOf(g, null).self),
      })),
    );
    const bids = [
      [1, 3],
      [0, 4],
    ];
    for (const [i, g] of games.entries()) {
      expect((await postAction(g.seats[0]!.url, { type: 'bid', brokers: bids[i] }, 0)).status).toBe(200);
    }
    const pushed = await Promise.all(
      watchers.map(async (w) => ({
        seat1: await w.seat1.next(2),
        seat0: await w.seat0.next(2),
        watch: await w.watch.next(2),
      })),
    );
    expect(normalize(pushed[0]!.seat1, games[0]!)).toBe(normalize(pushed[1]!.seat1, games[1]!));
    expect(normalize(pushed[0]!.watch, games[0]!)).toBe(normalize(pushed[1]!.watch, games[1]!));
    // The owner's own fragment does show the bid: the comparison above is not blind.
    expect(normalize(pushed[0]!.seat0, games[0]!)).not.toBe(normalize(pushed[1]!.seat0, games[1]!));
    watchers.forEach((w) => {
      [w.seat1, w.seat0, w.watch].forEach((s) => {
        s.close();
      });
    });
  });

  it('a page\'s heartbeat "ping" is answered "pong" by the runtime, without waking the object', async () => {
    const game = await createViaApi(setup);
    const socket = await Socket.open(linksOf(game, 0).self);
    await socket.next(1);
    const stub = stubOf(game);
    const pushedBefore = (await stub.stats()).pushed;
    socket.ws.send('ping');
    expect(await socket.next(2)).toBe('pong');
    socket.ws.send('ping');
    expect(await socket.next(3)).toBe('pong');
    // The object's own handler never ran: the auto-response answered, and nothing else came.
    expect((await stub.stats()).pushed).toBe(pushedBefore);
    await runInDurableObject(stub, (_room: GameRoom, state) => {
      const pair = state.getWebSocketAutoResponse();
      expect(pair?.request).toBe('ping');
      expect(pair?.response).toBe('pong');
      const [ws] = state.getWebSockets('seat:0');
      expect(state.getWebSocketAutoResponseTimestamp(ws!)).not.toBeNull();
    });
    socket.ws.send('sync');
    expect(await socket.next(4)).toBe(socket.messages[0]);
    socket.close();
  });
});
