// Invariants of a Ys game state, checked by the fuzzer after every action, and the
// game configurations it plays. Each check returns the problems it finds as text (an
// empty list when all is well), so that a failure names the seed, the action and the rule.
//
// The rule facts used here (broker sets, neutral supplies, scoring tables) are restated
// from the rules (the /rules page's R-ids) on purpose rather than imported from the engine, so
// that a wrong constant in the engine cannot make its own check pass.
import {
  type Broker,
  COLOURS,
  type Colour,
  type Options,
  type ScoreLine,
  type State,
  type Task,
  type Who,
  YELLOW_CARDS,
  BLUE_CARDS,
  type Setup,
} from '../../../src/engine/index.ts';

// ---------------------------------------------------------------- configurations

export type Config = { label: string; players: number; options: Partial<Options> };

/** Every legal configuration (R2.3, R10, R11, R12): King's Favor and Express only with 3–4 players. */
export const CONFIGS: Config[] = [
  { label: '2p', players: 2, options: {} },
  { label: '2p strongNeutral', players: 2, options: { strongNeutral: true } },
  ...[3, 4].flatMap((neighborhoods) =>
    [false, true].flatMap((kingsFavor) =>
      [false, true].map(
        (express): Config => ({
          label: `3p n${neighborhoods}${kingsFavor ? ' kingsFavor' : ''}${express ? ' express' : ''}`,
          players: 3,
          options: { neighborhoods: neighborhoods as 3 | 4, kingsFavor, express },
        }),
      ),
    ),
  ),
  ...[false, true].flatMap((kingsFavor) =>
    [false, true].map(
      (express): Config => ({
        label: `4p${kingsFavor ? ' kingsFavor' : ''}${express ? ' express' : ''}`,
        players: 4,
        options: { kingsFavor, express },
      }),
    ),
  ),
];

export const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

export function setupOf(config: Config, peekOwnHidden: boolean): Setup {
  return {
    players: NAMES.slice(0, config.players).map((name) => ({ name })),
    options: { peekOwnHidden, ...config.options },
  };
}

// ---------------------------------------------------------------- rule facts (restated)

/** R1.1 and R12. */
const BROKERS = [0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4];
const EXPRESS_BROKERS = [0, 0, 1, 1, 2, 3, 3, 4, 4];
/** R11.1 */
const NEUTRAL = [4, 2, 1, 0];
const STRONG_NEUTRAL = [4, 3, 1, 0];
/** R8.1 [place][colour rank], R8.3, R10.3 */
const COLOUR_TABLE = [
  [24, 20, 16, 12],
  [18, 15, 12, 9],
  [12, 10, 8, 6],
  [6, 5, 4, 3],
];
const BLACK_TABLE = [0, 1, 4, 8, 12, 16, 20, 24];
const THRONE_POINTS = [12, 7, 3, 0];

const activeCount = (s: State) => (s.players.length === 2 ? 3 : s.players.length === 3 ? s.options.neighborhoods : 4);
const openRowsOf = (s: State) => (s.players.length === 4 ? [1, 2, 3] : [2, 3]);
const rounds = (s: State) => (s.options.express ? 3 : 4);

/** A multiset of broker values as counts per value 0..4, for comparing. */
const counts = (values: readonly number[]) => {
  const c = [0, 0, 0, 0, 0];
  for (const v of values) c[v] = (c[v] ?? 0) + 1;
  return c;
};
const sameMultiset = (a: readonly number[], b: readonly number[]) =>
  counts(a).join() === counts(b).join() && a.length === b.length;
/** True when `part` fits in `whole` as multisets. */
const within = (part: readonly number[], whole: readonly number[]) => {
  const w = counts(whole);
  return counts(part).every((n, v) => n <= w[v]!) && part.every((v) => Number.isInteger(v) && v >= 0 && v <= 4);
};
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------- the board

export type Placed = { broker: Broker; where: string };

/** Every broker on the board and in the throne room, with a readable place. */
export function boardBrokers(s: State): Placed[] {
  const out: Placed[] = [];
  s.city.forEach((hood, i) => {
    for (const area of ['port', 'commerce', 'palace'] as const) {
      for (const broker of hood[area]) out.push({ broker, where: `neighborhood ${i + 1} ${area}` });
    }
  });
  s.market.cells.forEach((row, r) => {
    row.forEach((broker, c) => {
      if (broker) out.push({ broker, where: `market row ${r + 1} ${COLOURS[c]}` });
    });
  });
  for (const broker of s.throne) out.push({ broker, where: 'throne' });
  return out;
}

/** The brokers a seat owns in all: R1.1 (R12), plus the '2's added under King's Favor (R10.2). */
export function ownedBrokers(s: State, seat: number): number[] {
  const base = s.options.express ? EXPRESS_BROKERS : BROKERS;
  const twosAdded = s.options.kingsFavor ? 3 - s.players[seat]!.twosLeft : 0;
  return [...base, ...Array.from({ length: twosAdded }, () => 2)];
}

/** Before any neighborhood of this turn is counted, every broker placed this turn is still on the board. */
export function countingStarted(s: State): boolean {
  const before = (t: Task) =>
    t.kind === 'bid' ||
    t.kind === 'chooseOrder' ||
    t.kind === 'place' ||
    t.kind === 'afterPlace' ||
    t.kind === 'leftover' ||
    t.kind === 'turnSetup' ||
    (t.kind === 'window' && t.window !== 'afterCounting');
  return !s.agenda.some(before);
}

// ---------------------------------------------------------------- after every action

/** What the fuzzer remembers of the previous state (cheap to keep). */
export type Memory = {
  vp: number[];
  neutralVp: number;
  gems: number[];
  black: number[];
  version: number;
  turn: number;
};

export function remember(s: State): Memory {
  return {
    vp: s.players.map((p) => p.vp),
    neutralVp: s.neutral?.vp ?? 0,
    gems: [
      ...s.players.map((p) => sum(COLOURS.map((c) => p.gems[c])) + p.gems.black),
      s.neutral ? sum(COLOURS.map((c) => s.neutral!.gems[c])) + s.neutral.gems.black : 0,
    ],
    black: [...s.players.map((p) => p.gems.black), s.neutral?.gems.black ?? 0],
    version: s.version,
    turn: s.turn,
  };
}

/** All invariants of one state; `prev` is the state before the action (null at creation). */
export function checkState(s: State, prev: Memory | null): string[] {
  const problems: string[] = [];
  const bad = (text: string) => problems.push(text);
  const n = s.players.length;
  const task = s.agenda[0];
  const placed = boardBrokers(s);

  if (s.turn < 1 || s.turn > 4) bad(`turn ${s.turn} is outside 1..4 (R3)`);
  if (s.result && s.agenda.length) bad('the game has a result but its agenda is not empty');
  if (!s.result && !s.agenda.length) bad('the game has neither a result nor anything left to do');

  // ---- brokers are all somewhere (R1.1, R5.1, R6.5, R10.2, R12)
  s.players.forEach((p, seat) => {
    const mine = placed.filter((b) => b.broker.owner === seat).map((b) => b.broker.value);
    const all = [...p.behind, ...p.front, ...mine];
    const owned = ownedBrokers(s, seat);
    if (!sameMultiset(all, owned)) {
      bad(
        `seat ${seat}'s brokers behind ${p.behind.join(',')} + front ${p.front.join(',')} + ` +
          `board/throne ${mine.join(',')} are not its ${owned.join(',')} (R1.1, R10.2)`,
      );
    }
    if (p.behind.some((v, i) => i > 0 && v < p.behind[i - 1]!))
      bad(`seat ${seat}'s behind is not sorted: ${p.behind.join(',')}`);
    if (![0, 2, 3].includes(p.front.length))
      bad(`seat ${seat} has ${p.front.length} brokers in front (R5.1, R6.5: 0, 2 or 3)`);
    if (s.options.kingsFavor ? p.twosLeft !== 4 - s.turn : p.twosLeft !== 0) {
      bad(`seat ${seat} has ${p.twosLeft} '2's left beside the board in turn ${s.turn} (R10.2)`);
    }
    if (p.cardsPlayed > 2) bad(`seat ${seat} has played ${p.cardsPlayed} cards this turn (R9.2)`);
    if (p.hand.some((h) => h.wonTurn > s.turn)) bad(`seat ${seat} holds a card won in a later turn`);
  });
  if (task?.kind === 'bid') {
    task.bids.forEach((b, seat) => {
      if (b && (b.length !== 2 || !within(b, s.players[seat]!.behind)))
        bad(`seat ${seat}'s pending bid ${b.join(',')} is not behind its screen (R5.1)`);
    });
  }
  if (task?.kind === 'throne') {
    task.choices.forEach((v, seat) => {
      if (v !== null && !s.players[seat]!.front.includes(v))
        bad(`seat ${seat}'s throne choice ${v} is not in its front (R10.2)`);
    });
  }

  // ---- the board's shape (R2.3, R6.4) and owners
  const active = activeCount(s);
  s.city.forEach((hood, i) => {
    if (
      i >= active &&
      (hood.ship || hood.character || hood.port.length || hood.commerce.length || hood.palace.length)
    ) {
      bad(`inactive neighborhood ${i + 1} holds something (R2.3)`);
    }
  });
  if (s.market.cells.length !== 3 || s.market.cells.some((row) => row.length !== 4))
    bad('the market is not 3 rows of 4 squares (R6.4)');
  for (let row = 1; row <= 3; row++) {
    if (
      !openRowsOf(s).includes(row) &&
      (s.market.cells[row - 1]?.some((b) => b !== null) || s.market.rowGems[row - 1])
    ) {
      bad(`closed market row ${row} holds a broker or a gem (R4.3, R6.4)`);
    }
  }
  const seen = new Set<Broker>();
  for (const { broker, where } of placed) {
    // A square holds one broker structurally; one broker object in two places would be two.
    if (seen.has(broker)) bad(`one broker object stands in two places (${where})`);
    seen.add(broker);
    if (broker.owner === 'neutral') {
      if (n !== 2) bad(`a neutral broker on ${where} in a ${n}-player game (R11)`);
      if (broker.supplier === undefined) bad(`the neutral broker on ${where} has no supplier (R11.1)`);
      if (where === 'throne') bad('a neutral broker is in the throne room');
    } else if (!Number.isInteger(broker.owner) || broker.owner < 0 || broker.owner >= n) {
      bad(`a broker on ${where} belongs to seat ${broker.owner}`);
    } else if (broker.supplier !== undefined) bad(`seat ${broker.owner}'s broker on ${where} has a neutral supplier`);
  }
  if (!s.options.kingsFavor && s.throne.length) bad("a throne without King's Favor (R10)");
  if (s.options.kingsFavor) {
    const thrones = s.players.map((_, seat) => s.throne.filter((b) => b.owner === seat).length);
    if (thrones.some((c) => c !== thrones[0] || (c !== s.turn - 1 && c !== s.turn))) {
      bad(`throne counts ${thrones.join(',')} in turn ${s.turn} (R10.2: one broker per player per finished turn)`);
    }
    if (!s.result && s.throne.some((b) => b.faceUp)) bad('a throne broker lies face up before the end (R10.2)');
  }

  // ---- neutral brokers (R11.1, R11.2)
  if ((n === 2) !== (s.neutral !== null)) bad('a neutral player exists exactly with 2 players (R11)');
  if (n === 2) {
    const pool = s.options.strongNeutral ? STRONG_NEUTRAL : NEUTRAL;
    if (s.secret.neutralDraws.length !== 2) bad('2 players need two neutral supplies (R11.1)');
    s.secret.neutralDraws.forEach((draws, seat) => {
      const future = 4 * (4 - s.turn);
      const partial = draws.length - future;
      const placedThisTurn = 4 - partial;
      const onBoard = placed
        .filter((b) => b.broker.owner === 'neutral' && b.broker.supplier === seat)
        .map((b) => b.broker.value);
      if (placedThisTurn < 0 || placedThisTurn > 4) {
        bad(`seat ${seat}'s neutral supply has ${draws.length} draws left in turn ${s.turn} (R11.2)`);
        return;
      }
      for (let t = 0; t < 4 - s.turn; t++) {
        const chunk = draws.slice(partial + 4 * t, partial + 4 * t + 4);
        if (!sameMultiset(chunk, pool))
          bad(`seat ${seat}'s neutral brokers for a later turn are ${chunk.join(',')}, not ${pool.join(',')} (R11.1)`);
      }
      if (!within([...onBoard, ...draws.slice(0, partial)], pool)) {
        bad(
          `seat ${seat}'s neutral brokers on the board ${onBoard.join(',')} and in supply ` +
            `${draws.slice(0, partial).join(',')} exceed ${pool.join(',')} (R11.1)`,
        );
      }
      const expected = countingStarted(s) ? null : placedThisTurn;
      if (expected !== null && onBoard.length !== expected) {
        bad(
          `seat ${seat} has placed ${placedThisTurn} neutral brokers this turn but ${onBoard.length} ` +
            `are on the board (R11.2)`,
        );
      }
    });
  } else if (s.secret.neutralDraws.some((d) => d.length)) bad('neutral draws in a game without a neutral player');

  // ---- cards (R1.4, R2.4, R4.1)
  const yellowSeen = [
    ...s.players.flatMap((p) => p.hand.map((h) => h.card)),
    ...s.city.map((h) => h.character).filter((c): c is NonNullable<typeof c> => c !== null),
    ...s.secret.piles.flat(),
  ];
  if (new Set(yellowSeen).size !== yellowSeen.length) bad(`a card is in two places: ${yellowSeen.join(',')} (R1.4)`);
  if (
    yellowSeen.some(
      (c) =>
        !(YELLOW_CARDS as readonly string[]).includes(c) &&
        !(s.turn === 4 && (BLUE_CARDS as readonly string[]).includes(c)),
    )
  ) {
    bad(`an unknown card or a blue card before turn 4: ${yellowSeen.join(',')} (R4.1)`);
  }
  if (s.secret.piles.some((pile, i) => pile.length > (i < active ? 3 : 0)))
    bad('a palace pile holds too many cards (R2.4)');

  // ---- quotations (R1.5)
  for (const c of COLOURS)
    if (!Number.isInteger(s.quotation[c]) || s.quotation[c] < 0 || s.quotation[c] > 12)
      bad(`${c} quotation ${s.quotation[c]} (R1.5)`);

  // ---- monotone things
  if (prev) {
    s.players.forEach((p, seat) => {
      if (p.vp < prev.vp[seat]!) bad(`seat ${seat}'s VP fell from ${prev.vp[seat]} to ${p.vp} (R1.6)`);
    });
    if ((s.neutral?.vp ?? 0) < prev.neutralVp) bad(`the neutral VP fell from ${prev.neutralVp} to ${s.neutral?.vp}`);
    const now = remember(s);
    now.gems.forEach((g, i) => {
      if (g < prev.gems[i]!) bad(`${i < n ? `seat ${i}` : 'the neutral player'} lost gems (${prev.gems[i]} → ${g})`);
    });
    // R9 Alchemist: a black gem may be given for a colour, one at a time; nothing else takes one.
    now.black.forEach((g, i) => {
      if (g < prev.black[i]! - 1 || (g < prev.black[i]! && now.gems[i] !== prev.gems[i]))
        bad(`${i < n ? `seat ${i}` : 'the neutral player'} lost black gems`);
    });
    if (s.version !== prev.version + 1) bad(`version went from ${prev.version} to ${s.version}`);
    if (s.turn < prev.turn || s.turn > prev.turn + 1) bad(`turn went from ${prev.turn} to ${s.turn}`);
  }
  return problems;
}

// ---------------------------------------------------------------- the end of the game

/** R8.1, R8.2, R11.5: colour points recomputed independently of the engine. */
function colourPoints(s: State, who: Who, colour: Colour): number {
  const gems = (w: Who) => (w === 'neutral' ? s.neutral!.gems : s.players[w]!.gems)[colour];
  const everyone: Who[] = [...s.players.map((_, i) => i), ...(s.neutral ? ['neutral' as const] : [])];
  const colourRank = [...COLOURS]
    .sort((a, b) => s.quotation[b] - s.quotation[a] || COLOURS.indexOf(a) - COLOURS.indexOf(b))
    .indexOf(colour);
  const mine = gems(who);
  if (mine === 0) return who === 'neutral' ? COLOUR_TABLE[2]![colourRank]! : 0;
  // Equal counts all score the lowest place their group occupies.
  const place = everyone.filter((w) => gems(w) >= mine).length;
  return COLOUR_TABLE[place - 1]![colourRank]!;
}

/** R10.3: places shared equally, rounded down. */
function thronePoints(sums: number[], seat: number): number {
  const sorted = [...sums].sort((a, b) => b - a);
  const first = sorted.indexOf(sums[seat]!);
  const tied = sorted.filter((v) => v === sums[seat]).length;
  return Math.floor(sum(THRONE_POINTS.slice(first, first + tied)) / tied);
}

/** The game is over after turn 4 with a complete, consistent result (R8). */
export function checkFinal(s: State): string[] {
  const problems: string[] = [];
  const bad = (text: string) => problems.push(text);
  if (!s.result) return ['the game ended without a result'];
  if (s.turn !== 4) bad(`the game ended in turn ${s.turn}, not after turn 4 (R3)`);
  if (s.agenda.length) bad('the agenda is not empty at the end');
  const n = s.players.length;
  const lines = s.result.lines;
  const expectedWho: Who[] = [...s.players.map((_, i) => i), ...(s.neutral ? ['neutral' as const] : [])];
  if (lines.length !== expectedWho.length || !expectedWho.every((w) => lines.some((l) => l.who === w))) {
    bad(`the result lists ${lines.map((l) => l.who).join(',')} (R8.5, R11.5)`);
  }
  const throneSums = s.players.map((_, seat) => sum(s.throne.filter((b) => b.owner === seat).map((b) => b.value)));
  for (const line of lines) {
    const who = line.who;
    const gems = who === 'neutral' ? s.neutral!.gems : s.players[who]!.gems;
    const vp = who === 'neutral' ? s.neutral!.vp : s.players[who]!.vp;
    const colours = sum(COLOURS.map((c) => line.colours[c]));
    const label = who === 'neutral' ? 'the neutral player' : `seat ${who}`;
    if (line.total !== line.vpDuringPlay + colours + line.black + line.kingsFavor) {
      bad(
        `${label}'s total ${line.total} is not ${line.vpDuringPlay} + ${colours} + ${line.black} + ` +
          `${line.kingsFavor} (R8.5)`,
      );
    }
    if (line.vpDuringPlay !== vp) bad(`${label}'s VP during play ${line.vpDuringPlay} is not its ${vp} VP`);
    if (line.black !== BLACK_TABLE[Math.min(7, gems.black)])
      bad(`${label}'s ${gems.black} black gems score ${line.black} (R8.3)`);
    if (line.gems !== sum(COLOURS.map((c) => gems[c])) + gems.black)
      bad(`${label}'s gem count ${line.gems} is wrong (R8.5)`);
    for (const c of COLOURS) {
      const want = colourPoints(s, who, c);
      if (line.colours[c] !== want)
        bad(`${label} scores ${line.colours[c]} for ${c}, expected ${want} (R8.1, R8.2, R11.5)`);
    }
    const kf = s.options.kingsFavor && who !== 'neutral' ? thronePoints(throneSums, who) : 0;
    if (line.kingsFavor !== kf) bad(`${label} scores ${line.kingsFavor} for King's Favor, expected ${kf} (R10.3)`);
  }
  // R8.5 among the players; R11.5: the neutral player never wins, and the result says when it beat them all.
  const players = lines.filter((l) => l.who !== 'neutral');
  const best = Math.max(...players.map((l) => l.total));
  const top = players.filter((l) => l.total === best);
  const mostGems = Math.max(...top.map((l) => l.gems));
  const winners = top.filter((l) => l.gems === mostGems).map((l) => l.who);
  if ([...winners].map(String).sort().join() !== [...s.result.winners].map(String).sort().join()) {
    bad(`winners ${s.result.winners.join(',')} should be ${winners.join(',')} (R8.5, R11.5)`);
  }
  const neutral = lines.find((l) => l.who === 'neutral');
  if (s.result.neutralAhead !== (!!neutral && players.every((l) => neutral.total > l.total)))
    bad(`neutralAhead is wrong (R11.5)`);
  // Everything is back: boards empty, fronts empty, brokers behind or in the throne.
  if (boardBrokers(s).some((b) => b.where !== 'throne')) bad('brokers are still on the board at the end');
  s.players.forEach((p, seat) => {
    if (p.front.length) bad(`seat ${seat} still has brokers in front at the end`);
  });
  if (s.options.kingsFavor) {
    if (s.throne.length !== 4 * n) bad(`the throne holds ${s.throne.length} brokers, not ${4 * n} (R10.2)`);
    if (s.throne.some((b) => !b.faceUp)) bad('the throne was not revealed (R10.3)');
  }
  if (s.secret.piles.some((pile) => pile.length)) bad('a palace pile is not empty at the end (R4.1)');
  if (s.secret.neutralDraws.some((d) => d.length)) bad('neutral brokers were left unplaced (R11.2)');
  const deck = (s.options.express ? 20 : 24) - 4 * (activeCount(s) + 1);
  if (s.secret.shipDeck.length !== deck)
    bad(`${s.secret.shipDeck.length} ship cards left, expected ${deck} (R4.2, R4.3)`);
  return problems;
}

export const rulesFacts = { rounds, openRowsOf, activeCount };
export type { ScoreLine };
