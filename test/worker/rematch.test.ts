// The rematch: refused before the end; after it, the host's request makes one new game
// with the same players and options (however many requests arrive, together or later),
// and each player's finished page, and its open sockets, show that player's own new
// link, never another's, and the spectator nothing.
import { describe, expect, it } from 'vitest';
import { type View, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import {
  NAMES,
  Shadow,
  Socket,
  createViaApi,
  fetchWorker,
  getView,
  pathOf,
  playToEnd,
  postAction,
  type Created,
  type NewGame,
} from './helpers.ts';

const setup: NewGame = {
  players: NAMES.slice(0, 3).map((name) => ({ name })),
  options: { express: true, kingsFavor: true },
  seed: 'rematch',
};

type Made = { id: string; hostUrl: string; spectatorUrl: string; seats: { seat: number; name: string; url: string }[] };

async function rematch(
  hostUrl: string,
): Promise<{ status: number; body: Made & { ok?: boolean; error?: { code: string } } }> {
  const res = await fetchWorker(`${pathOf(hostUrl)}/rematch`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  });
  return { status: res.status, body: await res.json() };
}

const html = async (url: string) => (await fetchWorker(pathOf(url))).text();

describe('POST {host link}/rematch', { timeout: 120_000 }, () => {
  it('is refused before the end, and by anyone but the host', async () => {
    const game = await createViaApi(setup);
    const early = await rematch(game.hostUrl);
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe('not-over');
    // A seat's link is no host link; a wrong host signature is not found.
    expect((await fetchWorker(`${pathOf(game.seats[0]!.url)}/rematch`, { method: 'POST' })).status).toBe(404);
    const wrong = pathOf(game.hostUrl).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await fetchWorker(`${wrong}/rematch`, { method: 'POST', headers: { Accept: 'application/json' } })).status,
    ).toBe(404);
    // The host page's Rematch is hidden until the result shows.
    expect(await html(game.hostUrl)).toMatch(/<form [^>]*class="panel rematch-panel rematch-offer" hidden/);
  });

  it(
    'after the end makes one new game with the same players and options, shown to each seat only on its ' + 'own page',
    async () => {
      const game = await createViaApi(setup);
      const shadow = new Shadow(setup);
      await playToEnd(game, shadow, seededRandom('rematch'));
      const hostPage = await html(game.hostUrl);
      expect(hostPage).toContain(`action="${pathOf(game.hostUrl)}/rematch"`);
      expect(hostPage).not.toMatch(/rematch-offer" hidden/);

      // Open pages before the rematch: each seat's and the
      // spectator's socket (their first message is the fresh render).
      const pages = [...game.seats.map((s) => pathOf(s.url)), pathOf(game.spectatorUrl)];
      const sockets = await Promise.all(pages.map((p) => Socket.open(p)));
      await Promise.all(sockets.map((s) => s.next(1)));

      // Two requests at once, then a third: one game.
      const [a, b] = await Promise.all([rematch(game.hostUrl), rematch(game.hostUrl)]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(b.body.id).toBe(a.body.id);
      const again = await rematch(game.hostUrl);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(a.body);
      const made = a.body;
      expect(made.id).not.toBe(game.id);
      expect(made.seats.map((s) => s.name)).toEqual(NAMES.slice(0, 3));

      // The new game: same players and options, at its start.
      const fresh = await getView(made.seats[0]!.url);
      const old = await getView(game.seats[0]!.url);
      expect(fresh.players.map((p) => p.name)).toEqual(old.players.map((p) => p.name));
      expect(fresh.options).toEqual(old.options);
      expect(fresh.version).toBe(0);
      expect(fresh.result).toBeNull();

      // A form post (the host page's button) is sent to the same new host page.
      const form = await fetchWorker(`${pathOf(game.hostUrl)}/rematch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('Location')).toBe(pathOf(made.hostUrl));
      expect(await html(game.hostUrl)).toContain(`href="${pathOf(made.hostUrl)}"`);

      // Each seat's page shows its own new link and no other seat's; the spectator's page none at all.
      const newPaths = made.seats.map((s) => pathOf(s.url));
      for (const [seat, s] of game.seats.entries()) {
        const page = await html(s.url);
        expect(page).toContain(`href="${newPaths[seat]}"`);
        for (const [other, path] of newPaths.entries()) if (other !== seat) expect(page).not.toContain(path);
        expect(page).not.toContain(pathOf(made.hostUrl));
        // Nor is it in any JSON view.
        expect(
          await (await fetchWorker(pathOf(s.url), { headers: { Accept: 'application/json' } })).text(),
        ).not.toContain(made.id);
      }
      expect(await html(game.spectatorUrl)).not.toContain(made.id);
      expect(
        await (await fetchWorker(pathOf(game.spectatorUrl), { headers: { Accept: 'application/json' } })).text(),
      ).not.toContain(made.id);

      // The open pages: each seat's sockets were pushed its own link, the spectator's nothing.
      for (const [seat] of game.seats.entries()) {
        const pushed = await sockets[seat]!.next(2);
        expect(pushed).toContain(`href="${newPaths[seat]}"`);
        expect(pushed).toContain('id="rematch"');
        for (const [other, path] of newPaths.entries()) if (other !== seat) expect(pushed).not.toContain(path);
        expect(sockets[seat]!.messages.length).toBe(2);
      }
      const spectator = sockets[game.seats.length]!;
      expect(spectator.messages.length).toBe(1);
      expect(spectator.messages.join('')).not.toContain(made.id);
      // A page that reconnects gets its link in its fresh render.
      const later = await Socket.open(pages[1]!);
      const render = await later.next(1);
      expect(render).toContain(`href="${newPaths[1]}"`);
      expect(render).not.toContain(newPaths[0]!);
      for (const s of [...sockets, later]) s.close();

      // The finished game's status, for "my games".
      const st = await (await fetchWorker(`${pathOf(game.seats[2]!.url)}/status`)).json();
      const winners = shadow.state.result!.winners.map((w) => NAMES[w]);
      expect(st).toEqual({
        version: shadow.state.version,
        phase: 'over',
        waitingFor: [],
        yourMove: false,
        over: true,
        winners,
      });
    },
  );
});

describe("a rematch keeps the room's own options", { timeout: 120_000 }, () => {
  it('the time per move and the title go along', async () => {
    const timed: NewGame = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'rematch-clock' };
    const res = await fetchWorker('/api/games', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...timed, title: 'Friday Ys', options: { moveSeconds: 86_400 } }),
    });
    expect(res.status).toBe(201);
    const game = (await res.json()) as Created;
    // Played by the JSON API without comparing views: this game's carry its clock.
    const shadow = new Shadow(timed);
    const random = seededRandom('rematch-clock');
    while (!shadow.state.result) {
      const seat = waitingFor(shadow.state)[0]!;
      const action = randomAction(shadow.state, seat, random)!;
      expect((await postAction(game.seats[seat]!.url, action, shadow.state.version)).status).toBe(200);
      shadow.apply(seat, action);
    }
    const made = await rematch(game.hostUrl);
    expect(made.status).toBe(201);
    const view = (await getView(made.body.seats[0]!.url)) as View & { title?: string };
    expect(view.clock?.moveSeconds).toBe(86_400);
    expect(view.title).toBe('Friday Ys');
  });
});
