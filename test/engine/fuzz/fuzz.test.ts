// The seeded random-game fuzzer: complete games in every legal configuration, driven
// by randomAction, with the invariants of ./invariants.ts checked after every action,
// garbage and illegal actions fed in now and then (refused, state unchanged, never a
// throw), and every game replayed from its seed and actions to the same final state.
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  COLOURS,
  LogEntrySchema,
  type Setup,
  type State,
  YELLOW_CARDS,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import { CONFIGS, type Config, checkFinal, checkState, remember, rulesFacts, setupOf } from './invariants.ts';
import { words } from '../words.ts';
import { scaled } from '../../support/scale.ts';

/** 14 configurations × 72 = 1,008 complete games at full size. */
const GAMES_PER_CONFIG = scaled(72);
/** A game never needs this many actions; more means the flow is stuck in a loop. */
const MAX_ACTIONS = 1500;
/** Chance, before a legal action, of a batch of garbage and illegal actions (about 15 of them). */
const GARBAGE_RATE = 0.015;
/**
 * Every how many games of a configuration is replayed from its seed. A replay costs as
 * much as the game, nearly all of it in applyAction's structuredClone of the state, so
 * replaying all 1,008 games would double the file's time past its ~60 s budget; every
 * third game still replays 24 games of each configuration.
 */
const REPLAY_EVERY = 3;
/** Each of the 13 playable cards of R9 (and the Spy's look) must be exercised at least this often across the suite. */
const MIN_PLAYS_PER_CARD = scaled(100);

type Random = () => number;
const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

// ---------------------------------------------------------------- the report

type Tally = { games: number; replays: number; actions: number; garbage: number; ms: number };
const tallies = new Map<string, Tally>();
/** `playCard` actions applied, per card id (cards come and go with the lead's work: collected, not assumed). */
const cardsPlayed = new Map<string, number>();
const refusals = new Map<string, number>();
let peeks = 0;

afterAll(() => {
  const total = [...tallies.values()].reduce(
    (a, t) => ({
      games: a.games + t.games,
      replays: a.replays + t.replays,
      actions: a.actions + t.actions,
      garbage: a.garbage + t.garbage,
      ms: a.ms + t.ms,
    }),
    { games: 0, replays: 0, actions: 0, garbage: 0, ms: 0 },
  );
  const row = (label: string, t: Tally) =>
    `  ${label.padEnd(26)} ${String(t.games).padStart(4)} games (${String(t.replays).padStart(3)} replayed) ${String(
      t.actions,
    ).padStart(7)} actions ${String(t.garbage).padStart(6)} refused  ${(t.ms / 1000).toFixed(1)} s`;
  const lines = [
    'Fuzz report',
    ...[...tallies].map(([label, t]) => row(label, t)),
    row('total', total),
    `  cards played: ${
      [...cardsPlayed]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([c, k]) => `${c} ${k}`)
        .join(', ') || 'none'
    }; Spy peeks: ${peeks}`,
    `  refusals by code: ${[...refusals]
      .sort((a, b) => b[1] - a[1])
      .map(([c, k]) => `${c} ${k}`)
      .join(', ')}`,
  ];
  console.log(lines.join('\n'));
});

// ---------------------------------------------------------------- garbage and illegal actions

type Attempt = { seat: number; action: unknown; why: string; code?: string };

const count = (values: readonly number[], v: number) => values.filter((x) => x === v).length;

/** Malformed inputs a client could send: none is an action. */
function malformed(legal: Action, random: Random): unknown[] {
  const nested: Record<string, unknown> = {};
  let cur = nested;
  for (let i = 0; i < 200; i++) {
    const next: Record<string, unknown> = {};
    cur.type = next;
    cur = next;
  }
  const all: unknown[] = [
    null,
    undefined,
    0,
    42,
    -1,
    NaN,
    '',
    'bid',
    'pass',
    '{"type":"pass"}',
    true,
    [],
    [legal],
    {},
    { type: 'nope' },
    { type: 'bid' },
    { type: 'bid', brokers: [1] },
    { type: 'bid', brokers: [9, 0] },
    { type: 'bid', brokers: ['1', '2'] },
    { type: 'bid', brokers: [1.5, 2] },
    { type: 'chooseOrder', position: 0 },
    { type: 'chooseOrder', position: 5 },
    { type: 'place', placements: 'x' },
    { type: 'place', placements: [] },
    { type: 'takeGems', gems: [] },
    { type: 'takeGems', gems: [{ gem: 'purple' }] },
    { type: 'throne', value: -1 },
    { type: 'throne', value: 7 },
    { type: 'moveQuotation', colour: 'black', step: 1 },
    { type: 'moveQuotation', colour: 'red', step: 2 },
    { type: 'moveQuotation', colour: 'red', step: 0 },
    { type: 'chooseColour', colour: 'white' },
    { type: 'orderColumns', columns: ['blue'] },
    { type: 'orderColumns', columns: ['blue', 'mauve'] },
    { type: 'playCard', card: 'prince' },
    { type: 'playCard', card: 'nobody' },
    { type: 'playCard' },
    { type: 'peek' },
    { type: 'peek', target: { spot: 'cellar', index: 0 } },
    { type: 'pass', extra: 1 },
    { ...legal, extra: true },
    { ...legal, type: 'PASS' },
    JSON.parse('{"__proto__": {"type": "pass"}}'),
    nested,
    Array.from({ length: 10_000 }, () => 0),
    { type: 'x'.repeat(100_000) },
  ];
  return Array.from({ length: 3 }, () => pick(all, random));
}

/** Well-formed actions that break a rule in this state (each one surely does). */
function illegal(s: State, seat: number, legal: Action, random: Random): Attempt[] {
  const out: Attempt[] = [];
  const n = s.players.length;
  const prompt = viewFor(s, seat).prompt;
  const behind = viewFor(s, seat).players[seat]!.behind ?? [];
  const waiting = waitingFor(s);
  const add = (why: string, action: Action, code?: string, by = seat) =>
    out.push({ seat: by, action, why, ...(code ? { code } : {}) });

  // Another seat than a waiting one (a peek may come from anyone, so not that).
  const idle = s.players.map((_, i) => i).filter((i) => !waiting.includes(i));
  if (idle.length && legal.type !== 'peek')
    add('a seat that is not waited for', legal, 'not-your-turn', pick(idle, random));
  for (const bogus of [-1, n, 99, 0.5, NaN]) add(`seat ${bogus}`, legal, 'no-seat', bogus);
  // The Spy's look without a Spy (R9).
  const spyless = s.players.map((_, i) => i).filter((i) => !s.effects.spy.some((e) => e.seat === i));
  if (spyless.length)
    add(
      'a peek without the Spy',
      { type: 'peek', target: { spot: { neighborhood: 1, area: 'port' }, index: 0 } },
      undefined,
      pick(spyless, random),
    );

  // A well-formed action of a type this decision does not take.
  const allowed: Record<string, string[]> = {
    bid: ['bid'],
    chooseOrder: ['chooseOrder'],
    place: ['place', 'playCard'],
    takeGems: ['takeGems'],
    chooseColour: ['chooseColour'],
    orderColumns: ['orderColumns'],
    moveQuotation: ['moveQuotation'],
    playCards: ['playCard', 'pass'],
    throne: ['throne'],
  };
  const others: Action[] = [
    { type: 'bid', brokers: [0, 0] },
    { type: 'chooseOrder', position: 1 },
    { type: 'chooseColour', colour: 'red' },
    { type: 'orderColumns', columns: ['blue', 'red'] },
    { type: 'moveQuotation', colour: 'blue', step: 1 },
    { type: 'pass' },
    { type: 'throne', value: 0 },
    { type: 'takeGems', gems: [{ gem: 'blue' }] },
    {
      type: 'place',
      placements: [
        { value: 0, faceUp: true, to: { neighborhood: 1, area: 'port' } },
        { value: 0, faceUp: false, to: { neighborhood: 1, area: 'port' } },
      ],
    },
  ];
  const wrongType = others.filter((a) => !(allowed[prompt.kind] ?? []).includes(a.type));
  if (wrongType.length) {
    const wrong = pick(wrongType, random);
    add(`a ${wrong.type} during ${prompt.kind}`, wrong);
  }

  switch (legal.type) {
    case 'bid': {
      const v = [0, 1, 2, 3, 4].find((x) => count(behind, x) < 2);
      if (v !== undefined) add(`a bid of ${v}+${v} from ${behind.join(',')} (R5.1)`, { type: 'bid', brokers: [v, v] });
      break;
    }
    case 'chooseOrder': {
      const task = s.agenda[0];
      const taken = task?.kind === 'chooseOrder' ? task.positions.filter((p): p is number => p !== null) : [];
      if (taken.length) add('a position already taken (R5.3)', { type: 'chooseOrder', position: pick(taken, random) });
      if (n < 4) add('a position beyond the players (R5.3)', { type: 'chooseOrder', position: n + 1 });
      break;
    }
    case 'place': {
      if (prompt.kind !== 'place') break;
      const [a, b] = legal.placements;
      const with0 = (to: object) => ({ ...legal, placements: [{ ...a, to }, b] }) as Action;
      if (n < 4) add('market row 1 with fewer than 4 players (R6.4)', with0({ row: 1, column: pick(COLOURS, random) }));
      if (rulesFacts.activeCount(s) < 4)
        add('an inactive neighborhood (R2.3)', with0({ neighborhood: 4, area: 'commerce' }));
      const square = prompt.spots.find((sp) => 'row' in sp);
      if (square)
        add('two brokers on one market square (R6.4)', {
          ...legal,
          placements: [
            { ...a, to: square },
            { ...b, to: square },
          ],
        });
      const occupied = rulesFacts
        .openRowsOf(s)
        .flatMap((row) => COLOURS.filter((_, c) => s.market.cells[row - 1]![c]).map((column) => ({ row, column })));
      if (occupied.length) add('an occupied market square (R6.4)', with0(pick(occupied, random)));
      const q = s.effects.queen;
      if (q) add("the Queen's area (R9)", with0({ neighborhood: q.neighborhood, area: q.area }));
      const missing = [0, 1, 2, 3, 4].find((v) => count(behind, v) === 0);
      if (missing !== undefined)
        add(`a ${missing} not behind the screen (R6.2)`, { ...legal, placements: [a, { ...b, value: missing }] });
      if (!prompt.anyFaces)
        add('both face up (R6.2)', {
          ...legal,
          placements: [
            { ...a, faceUp: true },
            { ...b, faceUp: true },
          ],
        });
      if (!prompt.fromFront && prompt.front.length) {
        add('from the front without the Conjurer (R9)', {
          ...legal,
          placements: [{ ...a, value: prompt.front[0]!, fromFront: true, refill: a.value }, b],
        });
      }
      if (s.neutral) add('no neutral broker with 2 players (R11.2)', { type: 'place', placements: legal.placements });
      else add('a neutral broker with 3-4 players (R11.2)', { ...legal, neutral: { neighborhood: 1, area: 'port' } });
      break;
    }
    case 'takeGems': {
      if (prompt.kind !== 'takeGems') break;
      add('a black gem from a port (R7.3)', {
        type: 'takeGems',
        gems: legal.gems.map(() => ({ gem: 'black' as const })),
      });
      const first = legal.gems[0]!;
      add('the wrong number of gems (R7.3)', { type: 'takeGems', gems: prompt.take === 1 ? [first, first] : [first] });
      if (first.gem !== 'white')
        add('a coloured gem taken as another (R7.3)', {
          type: 'takeGems',
          gems: [{ gem: first.gem, as: 'red' }, ...legal.gems.slice(1)],
        });
      else
        add('a white gem without its colour (R7.3)', {
          type: 'takeGems',
          gems: [{ gem: 'white' }, ...legal.gems.slice(1)],
        });
      break;
    }
    case 'orderColumns': {
      const outside = COLOURS.filter((c) => !legal.columns.includes(c));
      if (outside.length)
        add('a column that is not tied (R7.5)', {
          type: 'orderColumns',
          columns: [...legal.columns.slice(1), outside[0]!],
        });
      if (legal.columns.length > 2)
        add('too few columns (R7.5)', { type: 'orderColumns', columns: legal.columns.slice(1) });
      break;
    }
    case 'throne': {
      const front = s.players[seat]!.front;
      const v = [0, 1, 2, 3, 4].find((x) => !front.includes(x));
      if (v !== undefined) add(`a throne broker ${v} not in front (R10.2)`, { type: 'throne', value: v });
      break;
    }
    case 'pass':
    case 'playCard': {
      const held = s.players[seat]!.hand.map((h) => h.card);
      const absent = (['cardinal', 'spy', 'conjurer', 'merchant', 'intriguer'] as const).filter(
        (c) => !held.includes(c),
      );
      if (absent.length) add('a card not in hand (R9.2)', { type: 'playCard', card: pick(absent, random) });
      break;
    }
    default:
      break;
  }
  return out;
}

/** Feed garbage and illegal actions; each is refused, never throws, and the state stays as it was. */
function tryGarbage(s: State, seat: number, legal: Action, random: Random, where: string): number {
  const attempts: Attempt[] = [
    ...malformed(legal, random).map((action) => ({ seat, action, why: 'malformed', code: 'invalid' })),
    ...illegal(s, seat, legal, random),
  ];
  for (const at of attempts) {
    let out: ReturnType<typeof applyAction>;
    try {
      out = applyAction(s, at.seat, at.action);
    } catch (e) {
      throw new Error(
        `${where}: applyAction threw on ${at.why} ${safeJson(at.action)} by seat ${at.seat}: ${String(e)}`,
      );
    }
    if (out.ok) throw new Error(`${where}: ${at.why} was accepted: ${safeJson(at.action)} by seat ${at.seat}`);
    if (typeof out.error.code !== 'string' || !words(out.error))
      throw new Error(`${where}: refusal without code or message: ${safeJson(out.error)}`);
    if (at.code && out.error.code !== at.code)
      throw new Error(`${where}: ${at.why} refused with ${out.error.code}, expected ${at.code}: ${words(out.error)}`);
    refusals.set(out.error.code, (refusals.get(out.error.code) ?? 0) + 1);
  }
  return attempts.length;
}

const safeJson = (x: unknown) => {
  const text = JSON.stringify(x) ?? String(x);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

// ---------------------------------------------------------------- one game

type Step = { seat: number; action: Action };

function play(
  config: Config,
  index: number,
): { setup: Setup; seed: string; steps: Step[]; final: State; garbage: number } {
  const seed = `fuzz/${config.label}/${index}`;
  const random = seededRandom(`driver/${seed}`);
  const setup = setupOf(config, random() < 0.75);
  const created = createGame(setup, seed);
  if (!created.ok) throw new Error(`${seed}: createGame refused: ${words(created.error)}`);
  let s = created.state;
  const fail = (problems: string[], at: string) => {
    if (problems.length) throw new Error(`${seed}, ${at}:\n  ${problems.join('\n  ')}`);
  };
  fail(checkState(s, null), 'after creation');
  const steps: Step[] = [];
  let garbage = 0;
  while (!s.result) {
    const where = `${seed}, action ${steps.length}`;
    if (steps.length >= MAX_ACTIONS) throw new Error(`${where}: the game did not end after ${MAX_ACTIONS} actions`);
    const waiting = waitingFor(s);
    if (!waiting.length) throw new Error(`${where}: nobody is waited for, but the game is not over`);
    const seat = pick(waiting, random);
    const action = randomAction(s, seat, random);
    if (!action) throw new Error(`${where}: randomAction has nothing for waiting seat ${seat} (${s.agenda[0]?.kind})`);
    let snapshot: string | null = null;
    if (random() < GARBAGE_RATE) {
      snapshot = JSON.stringify(s);
      garbage += tryGarbage(s, seat, action, random, where);
      // Every seat's view of a state reached in play can be built (and is JSON).
      for (const v of [null, ...s.players.map((_, i) => i)]) JSON.stringify(viewFor(s, v));
    }
    const out = applyAction(s, seat, action);
    if (!out.ok)
      throw new Error(
        `${where}: randomAction's ${JSON.stringify(action)} by seat ${seat} was refused: ${words(out.error)}`,
      );
    // Neither the refusals nor the accepted action touched the state they were given.
    if (snapshot !== null && JSON.stringify(s) !== snapshot)
      throw new Error(`${where}: an action changed the state it was applied to`);
    // The events are this action's history: stamped with the version it produced, and valid.
    for (const e of out.events) {
      if (e.version !== out.state.version || !LogEntrySchema.safeParse(e).success)
        throw new Error(`${where}: a malformed event ${JSON.stringify(e)}`);
    }
    steps.push({ seat, action });
    if (action.type === 'playCard') cardsPlayed.set(action.card, (cardsPlayed.get(action.card) ?? 0) + 1);
    if (action.type === 'peek') peeks++;
    const memory = remember(s);
    s = out.state;
    fail(checkState(s, memory), `after ${JSON.stringify(action)} by seat ${seat} (action ${steps.length - 1})`);
  }
  fail(checkFinal(s), 'at the end');
  // After the end, everything is refused as the game being over.
  for (const seat of s.players.keys()) {
    const out = applyAction(s, seat, { type: 'pass' });
    if (out.ok || out.error.code !== 'game-over')
      throw new Error(`${seed}: an action after the end was not refused as game-over`);
  }
  return { setup, seed, steps, final: s, garbage };
}

/** Replay the recorded actions from the seed: the same final state, exactly. */
function replay(setup: Setup, seed: string, steps: Step[]): State {
  const created = createGame(setup, seed);
  if (!created.ok) throw new Error(`${seed}: replay: createGame refused`);
  let s = created.state;
  steps.forEach(({ seat, action }, i) => {
    const out = applyAction(s, seat, action);
    if (!out.ok) throw new Error(`${seed}: replay refused action ${i} ${JSON.stringify(action)}: ${words(out.error)}`);
    s = out.state;
  });
  return s;
}

describe('fuzz: complete random games, invariants after every action (R1–R13)', () => {
  for (const config of CONFIGS) {
    it(`${config.label}: ${GAMES_PER_CONFIG} games`, () => {
      const started = performance.now();
      const tally: Tally = { games: 0, replays: 0, actions: 0, garbage: 0, ms: 0 };
      for (let g = 0; g < GAMES_PER_CONFIG; g++) {
        const game = play(config, g);
        if (g % REPLAY_EVERY === 0) {
          const again = replay(game.setup, game.seed, game.steps);
          if (JSON.stringify(again) !== JSON.stringify(game.final))
            expect(again, `${game.seed}: replay`).toEqual(game.final);
          tally.replays++;
        }
        tally.games++;
        tally.actions += game.steps.length;
        tally.garbage += game.garbage;
      }
      tally.ms = performance.now() - started;
      tallies.set(config.label, tally);
      expect(tally.games).toBe(GAMES_PER_CONFIG);
    });
  }

  it(
    `played every playable character card at least ${MIN_PLAYS_PER_CARD} times (the fuzzer reaches the ` +
      `cards of R9)`,
    () => {
      const playable = YELLOW_CARDS.filter((c) => c !== 'prince' && c !== 'king');
      expect(playable).toHaveLength(13);
      expect(
        playable
          .filter((c) => (cardsPlayed.get(c) ?? 0) < MIN_PLAYS_PER_CARD)
          .map((c) => `${c} ${cardsPlayed.get(c) ?? 0}`),
      ).toEqual([]);
      expect(peeks).toBeGreaterThanOrEqual(MIN_PLAYS_PER_CARD);
    },
  );
});
