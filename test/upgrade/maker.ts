// Makes the upgrade fixture's games with this build, through the Worker's public routes
// as players and hosts use them, and dumps each game's Durable Object row by row
// (fixture.ts). Run by make-fixture.ts, on a release's code, before the next one changes
// what is stored; test/worker/upgrade.test.ts then plays the games on with each build.
import { runInDurableObject } from 'cloudflare:test';
import { expect } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import type { RoomView } from '../../templates/theme.ts';
import { fetchWorker, pathOf, stubOf } from '../worker/helpers.ts';
import { advance, type Posted, viewAt } from './drive.ts';
import { cellOf, piecesOf, type Links, type Seen, type StoredGame } from './fixture.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** A POST of JSON to a link's route, which must be taken; its answer. */
async function post(url: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetchWorker(`${pathOf(url)}${route}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify(body),
  });
  expect(res.status, `${route}: ${await res.clone().text()}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

type Player = { name: string; bot?: 'greedy' | 'standard' };

async function create(players: Player[], seed: string, options: Record<string, unknown> = {}, lang = 'en') {
  const res = await fetchWorker('/api/games', {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'Accept-Language': lang },
    body: JSON.stringify({ players, seed, options }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Links;
}

const people = (...names: string[]): Player[] => names.map((name) => ({ name }));

/** What the new build must read back of a game's view. */
export function seenOf(view: RoomView): Seen {
  const clock = view.clock;
  return {
    version: view.version,
    turn: view.turn,
    phase: view.phase,
    waitingFor: view.waitingFor,
    decision: view.decision?.kind ?? null,
    over: !!view.result,
    ended: !!view.ended,
    clock: clock
      ? { paused: clock.paused, left: clock.deadlines.map((d) => (d === null ? null : d - clock.now)) }
      : null,
    vp: view.players.map((p) => p.vp),
    chat: view.chat?.length ?? 0,
    hints: view.hints?.length ?? 0,
  };
}

/** A game being made: its links as they are now, and what the fixture says of it. */
class Making {
  posted: Posted[] = [];
  replaced: string[] = [];
  standIns: number[] = [];
  readonly random;
  constructor(
    readonly name: string,
    public links: Links,
  ) {
    this.random = seededRandom(`upgrade-${name}`);
  }

  /** Plays on until `done` holds of the spectators' view. */
  async until(done: (view: RoomView) => boolean): Promise<RoomView> {
    const { view, posted } = await advance(this.links, this.random, done, { skip: this.standIns });
    this.posted.push(...posted);
    return view;
  }

  host(route: string, body: unknown) {
    return post(this.links.hostUrl, route, body);
  }

  seat(seat: number, route: string, body: unknown) {
    return post(this.links.seats[seat]!.url!, route, body);
  }
}

const decided =
  (kind: string, turn = 1) =>
  (v: RoomView) =>
    v.decision?.kind === kind && v.turn >= turn;

/**
 * The games, each in a state the rooms keep between two requests: every kind of
 * decision waited on, the host's controls used, the room's bot and stand-in, the chat,
 * the notes, a hint, a webhook and languages, a game ended and one finished.
 */
const RECIPES: { name: string; make: () => Promise<Making> }[] = [
  {
    name: 'new: created, nobody moved',
    make: async () => new Making('new', await create(people('Ana', 'Bo', 'Cy', 'Di'), 'upgrade-new')),
  },
  {
    name: 'bid: the second turn, one bid of three made (King’s favor)',
    make: async () => {
      const g = new Making('bid', await create(people('Ana', 'Bo', 'Cy'), 'upgrade-bid', { kingsFavor: true }));
      await g.until((v) => v.decision?.kind === 'bid' && v.turn === 2 && v.decision.seats.length === 2);
      return g;
    },
  },
  {
    name: 'order: the order of play being chosen',
    make: async () => {
      const g = new Making('order', await create(people('Ana', 'Bo', 'Cy', 'Di'), 'upgrade-order'));
      await g.until(decided('chooseOrder'));
      return g;
    },
  },
  {
    name: 'placement: the second turn, a broker being placed',
    make: async () => {
      const g = new Making('placement', await create(people('Ana', 'Bo', 'Cy', 'Di'), 'upgrade-placement'));
      await g.until((v) => v.decision?.kind === 'place' && v.turn === 2 && v.decision.round === 2);
      return g;
    },
  },
  {
    name: 'card window: a seat may play its cards',
    make: async () => {
      const g = new Making('window', await create(people('Ana', 'Bo', 'Cy'), 'upgrade-window'));
      await g.until((v) => v.decision?.kind === 'playCards' && v.turn >= 2);
      return g;
    },
  },
  {
    name: 'counting: gems being taken, the neutral player of two',
    make: async () => {
      const g = new Making('counting', await create(people('Ana', 'Bo'), 'upgrade-counting'));
      await g.until((v) => v.phase === 'counting' && v.decision !== null && v.turn >= 2);
      return g;
    },
  },
  {
    name: 'throne: the King’s favor being chosen',
    make: async () => {
      const g = new Making('throne', await create(people('Ana', 'Bo', 'Cy'), 'upgrade-throne', { kingsFavor: true }));
      await g.until(decided('throne'));
      return g;
    },
  },
  {
    name: 'paused clock: an hour a move, paused once and again',
    make: async () => {
      const g = new Making('paused', await create(people('Ana', 'Bo', 'Cy'), 'upgrade-paused', { moveSeconds: 3600 }));
      await g.until((v) => v.version >= 5);
      await g.host('/clock', { paused: true });
      await g.host('/clock', { paused: false });
      await g.until(decided('place'));
      await g.host('/clock', { paused: true });
      return g;
    },
  },
  {
    name: 'clock: an hour a move, running',
    make: async () => {
      const g = new Making('clock', await create(people('Ana', 'Bo'), 'upgrade-clock', { moveSeconds: 3600 }));
      await g.until(decided('place'));
      return g;
    },
  },
  {
    name: 'stand-in: a seat handed to the stand-in for good',
    make: async () => {
      const g = new Making('standin', await create(people('Ana', 'Bo', 'Cy'), 'upgrade-standin'));
      await g.until((v) => v.version >= 3);
      await g.host('/seats/2/standin', { on: true });
      g.standIns.push(2);
      await g.until(decided('place', 2));
      return g;
    },
  },
  {
    name: 'links: a seat’s link and the host’s replaced',
    make: async () => {
      const g = new Making('links', await create(people('Ana', 'Bo', 'Cy'), 'upgrade-links'));
      await g.until((v) => v.version >= 4);
      const seat = await g.host('/seats/1/link', {});
      g.replaced.push(g.links.seats[1]!.url!);
      g.links.seats[1]!.url = String(seat.url);
      const host = await g.host('/link', {});
      g.replaced.push(g.links.hostUrl);
      g.links.hostUrl = String(host.url);
      await g.until(decided('place'));
      return g;
    },
  },
  {
    name: 'bots: two seats of the room’s bot',
    make: async () => {
      const players = [
        { name: 'Ana' },
        { name: 'Bo', bot: 'standard' as const },
        { name: 'Cy', bot: 'greedy' as const },
      ];
      const g = new Making('bots', await create(players, 'upgrade-bots'));
      await g.until((v) => v.turn === 2 && v.waitingFor.includes(0) && !v.players[0]!.hasActed);
      return g;
    },
  },
  {
    name: 'chat: messages, one hidden, a seat muted, notes, a hint, a webhook and languages',
    make: async () => {
      const options = { hints: true, spectatorsSeeChat: true, webhook: 'http://127.0.0.1:9/hook' };
      const g = new Making('chat', await create(people('Ana', 'Bo', 'Cy'), 'upgrade-chat', options, 'fr'));
      await g.until((v) => v.version >= 3);
      await g.seat(0, '/chat', { text: 'Bonjour à tous' });
      const hidden = await g.seat(1, '/chat', { text: 'Un message que l’hôte cache' });
      await g.host(`/chat/${hidden.id}/hide`, {});
      await g.host('/seats/2/mute', { on: true });
      await g.seat(0, '/notes', { text: 'Cy garde le jaune' });
      await g.seat(1, '/lang', { lang: 'hu' });
      await g.until((v) => v.waitingFor.includes(0));
      await g.seat(0, '/hint', {});
      return g;
    },
  },
  {
    name: 'ended: ended by the host in the second turn',
    make: async () => {
      const g = new Making('ended', await create(people('Ana', 'Bo', 'Cy'), 'upgrade-ended'));
      await g.until((v) => v.turn === 2);
      await g.host('/end', {});
      return g;
    },
  },
  {
    name: 'finished: two players to the end',
    make: async () => {
      const g = new Making('finished', await create(people('Ana', 'Bo'), 'upgrade-finished'));
      await g.until((v) => !!v.result);
      return g;
    },
  },
];

/** A game's object as stored: its tables and indexes, every row, and its alarm. */
async function dump(id: string): Promise<Pick<StoredGame, 'dumpedAt' | 'alarm' | 'schema' | 'tables'>> {
  return runInDurableObject(stubOf(id), async (_room: GameRoom, state) => {
    const { sql } = state.storage;
    // The runtime's own tables (_cf_…) and SQLite's are not the game's.
    const made = sql
      .exec('SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid')
      .toArray()
      .filter((r) => !String(r.name).startsWith('_cf_') && !String(r.name).startsWith('sqlite_'));
    const tables: StoredGame['tables'] = {};
    for (const { name } of made.filter((r) => r.type === 'table')) {
      const cursor = sql.exec(`SELECT * FROM "${String(name)}"`);
      const rows = Array.from(cursor.raw(), (row) => row.map(cellOf));
      tables[String(name)] = { columns: cursor.columnNames, rows };
    }
    const alarm = await state.storage.getAlarm();
    return { dumpedAt: Date.now(), alarm, schema: made.map((r) => piecesOf(String(r.sql))), tables };
  });
}

/** Every recipe's game, made and dumped. */
export async function makeGames(): Promise<StoredGame[]> {
  const games: StoredGame[] = [];
  for (const recipe of RECIPES) {
    const g = await recipe.make();
    const seen = seenOf(await viewAt(g.links.spectatorUrl));
    games.push({
      name: recipe.name,
      links: g.links,
      replaced: g.replaced,
      standIns: g.standIns,
      posted: g.posted,
      seen,
      ...(await dump(g.links.id)),
    });
  }
  return games;
}
