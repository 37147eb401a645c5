// How good a state looks to one seat: each participant's expected final score, from what
// that seat may know (other seats' face-down brokers count as an average broker, even in
// a sampled state where the bot could "see" a guess), and the seat's lead over the best
// other player. Built from Ys's scoring: VP, gems by place and current quotation (R8.1,
// R8.2), black gems (R8.3), the throne (R10.3), and the majorities still on the board
// (R7), each worth its prize times a soft chance of winning it.
import {
  activeNeighborhoods,
  BLACK_TABLE,
  type Broker,
  type Colour,
  COLOUR_TABLE,
  COLOURS,
  coloursByValue,
  type GemCounts,
  openRows,
  shipGems,
  type State,
  type Who,
} from '../engine/index.ts';

/** The mean of a box's brokers (R1.1): what a broker one cannot see is worth on average. */
export const UNSEEN_VALUE = 2;
/** How sure a majority is: a lead of this many points makes it e≈2.7 times likelier to hold. */
const SOFTNESS = 1.3;
/** A character card's worth in the hand, while turns remain to play it (R9). */
const CARD_IN_HAND = 2;

export type Piece = { owner: Who; value: number };

/** A broker as `seat` may value it: its own and the visible ones exactly, others' face-down ones on average. */
export function pieceFor(b: Broker, seat: number): Piece {
  const seen = b.faceUp || b.owner === seat || !!b.seenBy?.includes(seat);
  return { owner: b.owner, value: b.marked ? 5 : seen ? b.value : UNSEEN_VALUE };
}

/** A participant as an index: seats 0..players-1, the neutral `players`. */
export const indexOf = (who: Who, players: number) => (who === 'neutral' ? players : who);

/** Totals by participant (index) of some pieces, and who has any there at all. */
export type Majority = { totals: Float64Array; present: Uint8Array };

export function majorityOf(pieces: readonly Piece[], players: number): Majority {
  const totals = new Float64Array(players + 1);
  const present = new Uint8Array(players + 1);
  for (const p of pieces) {
    const i = indexOf(p.owner, players);
    totals[i]! += p.value;
    present[i] = 1;
  }
  return { totals, present };
}

/**
 * Each participant's chance of holding the majority (R7.2), softened for what may still
 * change, into `out` (by index). `extra` adds one piece of that value to participant
 * `extraAt` without building another majority: placement.ts asks this thousands of times.
 */
export function sharesInto(m: Majority, out: Float64Array, extraAt = -1, extra = 0, softness = SOFTNESS): void {
  const n = m.totals.length;
  let best = -Infinity;
  for (let i = 0; i < n; i++) {
    if (!m.present[i] && i !== extraAt) continue;
    const t = m.totals[i]! + (i === extraAt ? extra : 0);
    if (t > best) best = t;
  }
  let norm = 0;
  for (let i = 0; i < n; i++) {
    if (!m.present[i] && i !== extraAt) {
      out[i] = 0;
      continue;
    }
    const w = Math.exp((m.totals[i]! + (i === extraAt ? extra : 0) - best) / softness);
    out[i] = w;
    norm += w;
  }
  for (let i = 0; i < n; i++) out[i] = norm ? out[i]! / norm : 0;
}

/** What one gem of each colour is worth now: its colour's rank (R8.1), as a share of the places' points. */
export function gemWorth(s: State): Record<Colour, number> {
  const ranking = coloursByValue(s);
  const late = (s.turn - 1) / 3;
  const out = { blue: 0, green: 0, yellow: 0, red: 0 };
  ranking.forEach((c, r) => {
    out[c] = [6, 5, 4, 3][r]! * (1 - late * 0.2);
  });
  return out;
}

/** R8.1–R8.3 as if the game ended now: points per participant for the gems they hold. */
function gemScores(s: State, who: readonly Who[], gemsOf: (w: Who) => GemCounts): Map<Who, number> {
  const out = new Map<Who, number>(who.map((w) => [w, BLACK_TABLE[Math.min(7, gemsOf(w).black)]!]));
  coloursByValue(s).forEach((colour, colourRank) => {
    const counts = who.map((w) => gemsOf(w)[colour]);
    who.forEach((w, i) => {
      const n = counts[i]!;
      if (n === 0) return;
      const place = counts.filter((m) => m >= n).length;
      out.set(w, out.get(w)! + (COLOUR_TABLE[place - 1]?.[colourRank] ?? 0));
    });
  });
  return out;
}

/** The prize of each majority on the board, to whom it may go (R7.3–R7.5). */
export function boardPrizes(
  s: State,
  seat: number,
  add: (who: Who, points: number) => void,
  extra?: (where: string) => Piece[],
): void {
  const worth = gemWorth(s);
  const gemValue = (g: string) =>
    g === 'white' ? Math.max(...COLOURS.map((c) => worth[c])) : g === 'black' ? 3 : (worth[g as Colour] ?? 4);
  const players = s.players.length;
  const share = new Float64Array(players + 1);
  const give = (pieces: Piece[], prize: number, closed = false) => {
    // R9 Queen: nobody adds to a closed area, so only its hidden values can still turn it.
    sharesInto(majorityOf(pieces, players), share, -1, 0, closed ? SOFTNESS / 3 : SOFTNESS);
    for (let i = 0; i <= players; i++) if (share[i]) add(i === players ? 'neutral' : i, share[i]! * prize);
  };
  const piecesOf = (brokers: readonly Broker[], where: string) => [
    ...brokers.map((b) => pieceFor(b, seat)),
    ...(extra?.(where) ?? []),
  ];
  for (const n of activeNeighborhoods(s)) {
    const hood = s.city[n - 1]!;
    if (!hood.character) continue; // counted already
    const port = piecesOf(hood.port, `${n}/port`);
    const commerce = piecesOf(hood.commerce, `${n}/commerce`);
    const palace = piecesOf(hood.palace, `${n}/palace`);
    const ship = hood.ship ? shipGems(hood.ship as Parameters<typeof shipGems>[0]) : null;
    // R7.3: the neighborhood's majority takes 2 port gems, the next one 1.
    if (ship) give([...port, ...commerce, ...palace], 2 * gemValue(ship.large));
    const closed = (area: string) => s.effects.queen?.neighborhood === n && s.effects.queen.area === area;
    give(port, 3, closed('port')); // R7.4: a black gem
    give(commerce, s.effects.merchant ? 5 : 3, closed('commerce'));
    const card = hood.character;
    give(
      palace,
      card === 'king' ? 5 : card === 'prince' ? 4 : card.startsWith('blue') ? 5 : s.turn < 4 ? 3 : 0.5,
      closed('palace'),
    );
  }
  // R7.5: each open row's gem to its majority.
  for (const row of openRows(s)) {
    const gem = s.market.rowGems[row - 1];
    if (!gem) continue;
    const pieces = [
      ...s.market.cells[row - 1]!.flatMap((b) => (b ? [pieceFor(b, seat)] : [])),
      ...(extra?.(`row${row}`) ?? []),
    ];
    give(pieces, gemValue(gem));
  }
}

/** Each seat's (and the neutral's) expected final score, as `seat` sees the state. */
export function expectedScores(s: State, seat: number): Map<Who, number> {
  const who: Who[] = [...s.players.map((_, i) => i), ...(s.neutral ? ['neutral' as const] : [])];
  const gemsOf = (w: Who) => (w === 'neutral' ? s.neutral!.gems : s.players[w]!.gems);
  const final = gemScores(s, who, gemsOf);
  const worth = gemWorth(s);
  // Early on, places will change: count gems partly at a flat worth per gem.
  const late = s.result ? 1 : (s.turn - 1) / 4;
  const score = new Map<Who, number>();
  for (const w of who) {
    const g = gemsOf(w);
    const flat = COLOURS.reduce((a, c) => a + g[c] * worth[c], 0) + BLACK_TABLE[Math.min(7, g.black)]!;
    score.set(w, (w === 'neutral' ? s.neutral!.vp : s.players[w]!.vp) + late * final.get(w)! + (1 - late) * flat);
  }
  if (s.result) {
    for (const line of s.result.lines) score.set(line.who, line.total);
    return score;
  }
  boardPrizes(s, seat, (w, p) => score.set(w, score.get(w)! + p));
  s.players.forEach((p, i) => {
    const playable = p.hand.filter((h) => h.card !== 'prince' && h.card !== 'king').length;
    const cards = Math.min(playable, 2 * (5 - s.turn)) * CARD_IN_HAND * (s.turn < 4 ? 1 : 0.5);
    const effects =
      (s.effects.cardinal.includes(i) ? 1 : 0) +
      (s.effects.conjurer.includes(i) ? 1 : 0) +
      (s.effects.intriguer === i ? 2 : 0);
    const throne = s.options.kingsFavor
      ? s.throne.filter((b) => b.owner === i).reduce((a, b) => a + pieceFor(b, seat).value, 0) * 1.5
      : 0;
    score.set(i, score.get(i)! + cards + effects + throne);
  });
  return score;
}

/** The seat's expected lead over the best other player: what a bot maximises (R8.5 counts only players). */
export function evaluate(s: State, seat: number): number {
  const scores = expectedScores(s, seat);
  let best = -Infinity;
  for (let i = 0; i < s.players.length; i++) if (i !== seat) best = Math.max(best, scores.get(i)!);
  return scores.get(seat)! - best;
}

/**
 * What the standard bot's placements maximise: with two or more others, half its lead over
 * the best of them and half over their mean, so points taken from any of them count, not
 * only the leader's; with one other, its lead.
 */
export function standing(s: State, seat: number): number {
  const scores = expectedScores(s, seat);
  let best = -Infinity;
  let total = 0;
  const others = s.players.length - 1;
  for (let i = 0; i < s.players.length; i++) {
    if (i === seat) continue;
    const x = scores.get(i)!;
    best = Math.max(best, x);
    total += x;
  }
  return scores.get(seat)! - (best + total / others) / 2;
}
