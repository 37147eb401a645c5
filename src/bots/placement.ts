// R6.2: choosing a placement fast. Placements are the game's biggest choice (two brokers
// × two spots × a neutral's spot, thousands of them), so rather than applying each one,
// each spot's majorities are scored once per broker value with the evaluation's own
// prizes (evaluate.ts), and the pairs are combined from those numbers.
import {
  type Action, activeNeighborhoods, AREAS, COLOURS, NEUTRAL_BROKERS, openRows, type Prompt, type Random, shipGems, type Spot, type State, STRONG_NEUTRAL_BROKERS, type Who,
} from '../engine/index.ts';
import { type Majority, type Piece, expectedScores, gemWorth, indexOf, majorityOf, pieceFor, sharesInto } from './evaluate.ts';

type PlacePrompt = Extract<Prompt, { kind: 'place' }>;

/** A majority a spot takes part in: its totals now, each one's chance of it, and its prize (evaluate.ts's boardPrizes, one at a time). */
type Prize = Majority & { before: Float64Array; prize: number };

const spotKey = (sp: Spot) => ('row' in sp ? `m${sp.row}${sp.column}` : `c${sp.neighborhood}${sp.area}`);

/** The prizes each spot takes part in. */
function prizesBySpot(s: State, seat: number): Map<string, Prize[]> {
  const worth = gemWorth(s);
  const players = s.players.length;
  const gemValue = (g: string) => (g === 'white' ? Math.max(...COLOURS.map((c) => worth[c])) : worth[g as keyof typeof worth] ?? 4);
  const prizeOf = (pieces: Piece[], prize: number): Prize => {
    const m = majorityOf(pieces, players);
    const before = new Float64Array(players + 1);
    sharesInto(m, before);
    return { ...m, before, prize };
  };
  const out = new Map<string, Prize[]>();
  for (const n of activeNeighborhoods(s)) {
    const hood = s.city[n - 1]!;
    const all = [...hood.port, ...hood.commerce, ...hood.palace].map((b) => pieceFor(b, seat));
    const ship = hood.ship ? shipGems(hood.ship as Parameters<typeof shipGems>[0]) : null;
    const whole = prizeOf(all, ship ? 2 * gemValue(ship.large) : 0);
    const card = hood.character;
    const areaPrize = {
      port: 3,
      commerce: s.effects.merchant ? 5 : 3,
      palace: card === 'king' ? 5 : card === 'prince' ? 4 : card?.startsWith('blue') ? 5 : s.turn < 4 ? 3 : 0.5,
    };
    for (const area of AREAS) {
      out.set(spotKey({ neighborhood: n, area }), [whole, prizeOf(hood[area].map((b) => pieceFor(b, seat)), areaPrize[area])]);
    }
  }
  for (const row of openRows(s)) {
    const gem = s.market.rowGems[row - 1];
    const prize = prizeOf(s.market.cells[row - 1]!.flatMap((b) => (b ? [pieceFor(b, seat)] : [])), gem ? gemValue(gem) : 0);
    for (const column of COLOURS) out.set(spotKey({ row, column }), [prize]);
  }
  return out;
}

/** What adding `piece` to a spot's majorities changes for each participant (by index). */
function deltaOf(prizes: readonly Prize[], piece: Piece, players: number, after: Float64Array): number[] {
  const d: number[] = new Array(players + 1).fill(0);
  for (const p of prizes) {
    if (!p.prize) continue;
    sharesInto(p, after, indexOf(piece.owner, players), piece.value);
    for (let i = 0; i <= players; i++) d[i]! += (after[i]! - p.before[i]!) * p.prize;
  }
  return d;
}

/** The best placement (and the neutral's spot, with 2 players) for this prompt, by the evaluation's prizes. */
export function choosePlacement(s: State, seat: number, prompt: PlacePrompt, random: Random): Action {
  return placementOptions(s, seat, prompt, random, 1)[0]!;
}

/** Spots per broker value kept for pairing. */
const SHORTLIST = 8;

type Pair = { a: number; b: number; A: Spot; B: Spot; score: number; d: number[] };

/**
 * The `k` best placements (each with its neutral's spot, with 2 players), best first,
 * by the evaluation's prizes: the candidates a deeper look (playout.ts) chooses among.
 * Pairs that are the same two brokers on the same two spots count once.
 */
export function placementOptions(s: State, seat: number, prompt: PlacePrompt, random: Random, k: number): Action[] {
  const who: Who[] = [...s.players.map((_, i) => i), ...(s.neutral ? ['neutral' as const] : [])];
  const base = expectedScores(s, seat);
  const baseArr = who.map((w) => base.get(w)!);
  const bySpot = prizesBySpot(s, seat);
  const values = [...new Set(prompt.behind)];
  const single = new Map<string, number[]>();
  const players = s.players.length;
  const after = new Float64Array(players + 1);
  const deltaFor = (sp: Spot, piece: Piece) => {
    const key = `${spotKey(sp)}/${String(piece.owner)}/${piece.value}`;
    let d = single.get(key);
    if (!d) {
      d = deltaOf(bySpot.get(spotKey(sp)) ?? [], piece, players, after);
      // R6.4: a broker in the market earns its owner 1 VP at once.
      if ('row' in sp) d[indexOf(piece.owner, players)]! += 1;
      // Without a neutral its slot is not a participant.
      if (!s.neutral) d.length = players;
      single.set(key, d);
    }
    return d;
  };
  const me = who.indexOf(seat);
  const lead = (d: readonly number[]) => {
    let best = -Infinity;
    for (let i = 0; i < s.players.length; i++) if (i !== me) best = Math.max(best, baseArr[i]! + d[i]!);
    return baseArr[me]! + d[me]! - best;
  };

  // Each (value, spot) once; the pairs then cost additions only.
  const spots = prompt.spots;
  const table = values.map((v) => spots.map((sp) => deltaFor(sp, { owner: seat, value: v })));
  const market = spots.map((sp) => 'row' in sp);
  // Ties broken at random: a draw per (value, spot), not per pair, for speed.
  const noise = values.map(() => spots.map(() => random() * 5e-4));
  // Only each value's best spots alone are paired: a spot poor for one broker is rarely the
  // half of a good pair, and the pairs are what costs (values² × spots²).
  const shortlist = table.map((row, v) => row.map((d, i) => ({ i, score: lead(d) + noise[v]![i]! }))
    .sort((x, y) => y.score - x.score).slice(0, SHORTLIST).map((x) => x.i).sort((x, y) => x - y));
  const sumD = who.map(() => 0);
  const n = who.length;
  const withA = new Float64Array(n);
  const top: Pair[] = []; // the k best, best first
  const keyOf = (a: number, A: number, b: number, B: number) => (a < b || (a === b && A <= B) ? `${a}@${A}/${b}@${B}` : `${b}@${B}/${a}@${A}`);
  const keys: string[] = [];
  for (let ia = 0; ia < values.length; ia++) {
    for (let ib = ia; ib < values.length; ib++) {
      const a = values[ia]!, b = values[ib]!;
      if (a === b && prompt.behind.filter((v) => v === a).length < 2) continue;
      for (const A of shortlist[ia]!) {
        const dA = table[ia]![A]!;
        for (let i = 0; i < n; i++) withA[i] = baseArr[i]! + dA[i]!;
        for (const B of shortlist[ib]!) {
          // Two brokers of one value on A then B is the same move as on B then A.
          if (ia === ib && B < A) continue;
          if (market[A] && A === B) continue; // R6.4: a market square takes one broker
          const dB = table[ib]![B]!;
          let other = -Infinity;
          for (let i = 0; i < players; i++) if (i !== me) { const x = withA[i]! + dB[i]!; if (x > other) other = x; }
          const score = withA[me]! + dB[me]! - other + noise[ia]![A]! + noise[ib]![B]!;
          if (top.length === k && score <= top[k - 1]!.score) continue;
          for (let i = 0; i < sumD.length; i++) sumD[i] = dA[i]! + dB[i]!;
          if (top.length === k && score <= top[k - 1]!.score) continue;
          const key = keyOf(a, A, b, B);
          const seen = keys.indexOf(key);
          if (seen >= 0) {
            if (score <= top[seen]!.score) continue;
            top.splice(seen, 1); keys.splice(seen, 1);
          }
          let at = top.length;
          while (at > 0 && top[at - 1]!.score < score) at--;
          top.splice(at, 0, { a, b, A: spots[A]!, B: spots[B]!, score, d: [...sumD] });
          keys.splice(at, 0, key);
          if (top.length > k) { top.pop(); keys.pop(); }
        }
      }
    }
  }
  return top.map((pick) => placementOf(s, prompt, pick, deltaFor, lead, random));
}

function placementOf(s: State, prompt: PlacePrompt, pick: Pair, deltaFor: (sp: Spot, piece: Piece) => number[], lead: (d: readonly number[]) => number, random: Random): Action {
  // The stronger broker goes face down: it says less to the others (R6.2).
  const [low, high] = pick.a <= pick.b ? [{ v: pick.a, to: pick.A }, { v: pick.b, to: pick.B }] : [{ v: pick.b, to: pick.B }, { v: pick.a, to: pick.A }];
  const placements: [{ value: number; faceUp: boolean; to: Spot }, { value: number; faceUp: boolean; to: Spot }] = [
    { value: low.v, faceUp: !prompt.anyFaces, to: low.to },
    { value: high.v, faceUp: false, to: high.to },
  ];
  if (!prompt.neutral) return { type: 'place', placements };
  // R11.2: the neutral's broker goes where it costs the best other player most, unseen.
  const supply = s.options.strongNeutral ? STRONG_NEUTRAL_BROKERS : NEUTRAL_BROKERS;
  const neutralValue = supply.reduce((x, y) => x + y, 0) / supply.length;
  let neutral: Spot = prompt.spots[0]!;
  let neutralScore = -Infinity;
  for (const sp of prompt.spots) {
    if ('row' in sp && (spotKey(sp) === spotKey(pick.A) || spotKey(sp) === spotKey(pick.B))) continue;
    const dN = deltaFor(sp, { owner: 'neutral', value: neutralValue });
    const score = lead(pick.d.map((x, i) => x + dN[i]!)) + random() * 1e-3;
    if (score > neutralScore) { neutralScore = score; neutral = sp; }
  }
  return { type: 'place', placements, neutral };
}
