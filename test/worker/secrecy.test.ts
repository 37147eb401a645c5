// The secrecy proof of the web issue, at the HTTP level: the same game played twice,
// with deals that differ only in what R13 hides (the ship deck's order, the character
// piles below the top card, the neutral brokers' draws), gives every seat and the
// spectator byte-identical pages, JSON views, action answers and socket pushes, once
// the game id and the link signatures are set aside.
import { describe, expect, it } from 'vitest';
import { SHIP_IDS, randomAction, seededRandom, waitingFor, type Deal } from '../../src/engine/index.ts';
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
  type NewGame,
} from './helpers.ts';

type Run = { game: Created; shadow: Shadow; sockets: Socket[] };

async function start(setup: NewGame): Promise<Run> {
  const game = await createViaApi(setup);
  const pages = [...game.seats.map((s) => pathOf(s.url)), pathOf(game.spectatorUrl)];
  const sockets = await Promise.all(pages.map((p) => Socket.open(p)));
  return { game, shadow: new Shadow(setup), sockets };
}

/** Everything a seat (or the spectator, seat = players) can fetch now, normalized. */
async function seen(run: Run, seat: number): Promise<string[]> {
  const path = seat < run.game.seats.length ? pathOf(run.game.seats[seat]!.url) : pathOf(run.game.spectatorUrl);
  const html = await (await fetchWorker(path)).text();
  const json = await (await fetchWorker(path, { headers: { Accept: 'application/json' } })).text();
  return [html, json].map((t) => normalize(t, run.game));
}

/** Plays both games alike until the engine itself first shows a seat a difference; returns the state then. */
async function twinGames(a: NewGame, b: NewGame) {
  const runs = [await start(a), await start(b)];
  const random = seededRandom('secrecy');
  const seats = a.players.length;
  let compared = 0;
  for (let pushes = 1; ; pushes++) {
    // Every seat's and the spectator's page and JSON view, and their latest push.
    for (let seat = 0; seat <= seats; seat++) {
      const [x, y] = await Promise.all(runs.map((r) => seen(r, seat)));
      expect(x, `seat ${seat} at version ${runs[0]!.shadow.state.version}`).toEqual(y);
      const [px, py] = await Promise.all(runs.map(async (r) => normalize(await r.sockets[seat]!.next(pushes), r.game)));
      expect(px, `push to seat ${seat}`).toBe(py);
      compared++;
    }
    const shadow = runs[0]!.shadow;
    const seat = waitingFor(shadow.state)[0]!;
    const action = randomAction(shadow.state, seat, random)!;
    const answers = await Promise.all(
      runs.map((r) => postAction(r.game.seats[seat]!.url, action, r.shadow.state.version)),
    );
    runs.forEach((r) => {
      r.shadow.apply(seat, action);
    });
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    // Stop at the first action after which the rules reveal something that differs.
    const differs = [0, 1, 2, 3, 4].some(
      (s) =>
        JSON.stringify(runs[0]!.shadow.view(s < seats ? s : null)) !==
        JSON.stringify(runs[1]!.shadow.view(s < seats ? s : null)),
    );
    if (differs) break;
    expect(normalize(JSON.stringify(answers[0]!.body), runs[0]!.game)).toBe(
      normalize(JSON.stringify(answers[1]!.body), runs[1]!.game),
    );
  }
  // The hidden parts really differed: the next revelation tells the games apart.
  const [x, y] = await Promise.all(runs.map((r) => seen(r, 0)));
  expect(x).not.toEqual(y);
  runs.forEach((r) => {
    r.sockets.forEach((s) => {
      s.close();
    });
  });
  return { compared, at: runs[0]!.shadow.view(null) };
}

const characters = (swap: boolean): Deal['characters'] => {
  const piles: [string, string, string][] = [
    ['alchemist', 'banker', 'captain'],
    ['cardinal', 'spy', 'herald'],
    ['conjurer', 'intriguer', 'jeweler'],
    ['magician', 'merchant', 'mercenary'],
  ];
  return Object.fromEntries(piles.map((p, i) => [String(i + 1), swap ? [p[0], p[2], p[1]] : p])) as Deal['characters'];
};

describe('secrecy at the HTTP level', () => {
  it('4 players: a different ship deck and piles below the top change nothing anyone sees in turn 1', async () => {
    const ships = [...SHIP_IDS];
    const otherShips = [...ships.slice(0, 5), ...ships.slice(5).reverse()];
    const base = { players: NAMES.map((name) => ({ name })), options: { kingsFavor: true }, seed: 'same-seed' };
    const { compared, at } = await twinGames(
      { ...base, deal: { ships, characters: characters(false) } },
      { ...base, deal: { ships: otherShips, characters: characters(true) } },
    );
    // Nothing differed before the second turn laid out new ships and characters.
    expect(at.turn).toBe(2);
    expect(compared).toBeGreaterThan(100);
  }, 60_000);

  it("2 players: the neutral brokers' values, hidden until counting, change nothing seen before it", async () => {
    const base = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'same-seed-2' };
    const { compared, at } = await twinGames(
      {
        ...base,
        deal: {
          neutral: [
            [4, 2, 1, 0],
            [0, 1, 2, 4],
          ],
        },
      },
      {
        ...base,
        deal: {
          neutral: [
            [0, 1, 2, 4],
            [4, 2, 1, 0],
          ],
        },
      },
    );
    // Nothing differed before the neutral brokers were turned over for counting.
    expect(at.phase).toBe('counting');
    expect(compared).toBeGreaterThan(20);
  }, 60_000);
});
