// Hints in a learning game on real Durable Objects: the option at creation (JSON
// and the home form), POST {seat}/hint logged once per decision for everyone, live and in
// every view, its refusals (no hints, not your move) changing nothing, and a game without
// hints unchanged.
import { describe, expect, it } from 'vitest';
import { randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import type { RoomView } from '../../templates/theme.ts';
import { NAMES, Shadow, Socket, fetchWorker, pathOf, postAction, type Created } from './helpers.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

async function create(seed: string, hints?: boolean): Promise<Created> {
  const body = {
    players: NAMES.slice(0, 3).map((name) => ({ name })),
    seed,
    ...(hints === undefined ? {} : { options: { hints } }),
  };
  const res = await fetchWorker('/api/games', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

async function ask(url: string, body = '{}'): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetchWorker(`${pathOf(url)}/hint`, { method: 'POST', headers: JSON_HEADERS, body });
  return { status: res.status, body: await res.json() };
}

async function view(url: string): Promise<RoomView> {
  const res = await fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } });
  expect(res.status).toBe(200);
  return res.json();
}

const page = async (url: string) => (await fetchWorker(pathOf(url))).text();

describe('hints in a learning game', () => {
  it('a seat waited on asks: logged once per decision, in every view and on every page, live', async () => {
    const game = await create('hints-ask', true);
    const shadow = new Shadow({ players: NAMES.slice(0, 3).map((name) => ({ name })), seed: 'hints-ask' });
    const seat = waitingFor(shadow.state)[0]!;
    const watching = await Socket.open(pathOf(game.seats[(seat + 1) % 3]!.url));
    await watching.next(1);

    const first = await ask(game.seats[seat]!.url);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, seat, version: 0, seed: `hint/${game.id}/${seat}/0` });
    const line = await watching.next(2);
    expect(line).toContain('data-into="log-entries"');
    expect(line).toContain(`${NAMES[seat]} asked for a hint`);

    // Asked again (a retry, a second tap): the same hint, not a second line.
    const again = await ask(game.seats[seat]!.url);
    expect(again.body).toEqual(first.body);
    for (const s of game.seats) expect((await view(s.url)).hints).toEqual([{ seat, version: 0, turn: 1 }]);
    expect((await view(game.spectatorUrl)).hints).toEqual([{ seat, version: 0, turn: 1 }]);
    await new Promise((r) => setTimeout(r, 100));
    expect(watching.messages.length).toBe(2);

    const spectatorPage = await page(game.spectatorUrl);
    expect(spectatorPage).toContain(`${NAMES[seat]} asked for a hint`);
    expect(spectatorPage).toContain('Hints on');
    const host = await (await fetchWorker(pathOf(game.hostUrl))).text();
    expect(host).toContain('Hints on');
    // A seat's own page offers the button (hidden until its script), a spectator's does not.
    expect(await page(game.seats[seat]!.url)).toMatch(/class="hint-row" hidden data-hint="[^"]+\/hint"/);
    expect(spectatorPage).not.toContain('class="hint-row"');

    // The game goes on: the line stays where it was asked, before the move that followed.
    const action = randomAction(shadow.state, seat, seededRandom('hints-ask'));
    expect((await postAction(game.seats[seat]!.url, action, 0)).status).toBe(200);
    const log = await page(game.spectatorUrl);
    const hintAt = log.indexOf(`${NAMES[seat]} asked for a hint`);
    expect(hintAt).toBeGreaterThan(0);
    expect(log.lastIndexOf('<li', hintAt)).toBeGreaterThan(log.indexOf('id="log-entries"'));
    watching.close();
  });

  it(
    'refused, changing nothing: a seat not waited on (409), a game without hints (409), a body with ' + 'fields (400)',
    async () => {
      const game = await create('hints-refused', true);
      const shadow = new Shadow({ players: NAMES.slice(0, 3).map((name) => ({ name })), seed: 'hints-refused' });
      // Through the bids to the choice of order, where one seat alone decides.
      const random = seededRandom('hints-refused');
      while (waitingFor(shadow.state).length > 1) {
        const seat = waitingFor(shadow.state)[0]!;
        const action = randomAction(shadow.state, seat, random);
        expect((await postAction(game.seats[seat]!.url, action, shadow.state.version)).status).toBe(200);
        shadow.apply(seat, action);
      }
      const seat = waitingFor(shadow.state)[0]!;
      const idle = [0, 1, 2].find((s) => s !== seat)!;
      const notMine = await ask(game.seats[idle]!.url);
      expect(notMine.status).toBe(409);
      expect(notMine.body).toMatchObject({
        ok: false,
        error: { code: 'not-your-move', message: 'A hint is for your own move: the game is not waiting for you now.' },
      });
      expect(await page(game.seats[idle]!.url)).not.toContain('class="hint-row"');
      const bad = await ask(game.seats[seat]!.url, '{"please":true}');
      expect(bad.status).toBe(400);
      expect((await view(game.spectatorUrl)).hints).toEqual([]);

      const plain = await create('hints-off');
      const off = await ask(plain.seats[0]!.url);
      expect(off.status).toBe(409);
      expect(off.body).toMatchObject({
        ok: false,
        error: { code: 'no-hints', message: 'This game was created without hints.' },
      });
      const v = await view(plain.seats[0]!.url);
      expect(v.hints).toBeUndefined();
      expect(await page(plain.seats[0]!.url)).not.toContain('Hints on');
      // Only POST asks.
      expect((await fetchWorker(`${pathOf(plain.seats[0]!.url)}/hint`)).status).toBe(405);
    },
  );

  it("the home form's box makes a learning game", async () => {
    const fields = new URLSearchParams([
      ['name', 'Ana'],
      ['bot', 'person'],
      ['name', 'Bo'],
      ['bot', 'person'],
      ['moveSeconds', '0'],
      ['hints', 'on'],
    ]);
    const res = await fetchWorker('/games', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    expect(res.status, await res.clone().text()).toBe(303);
    const host = await fetchWorker(res.headers.get('Location')!, { headers: { Accept: 'application/json' } });
    const body = (await host.json()) as { view: RoomView };
    expect(body.view.hints).toEqual([]);
  });
});
