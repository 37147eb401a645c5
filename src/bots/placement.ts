// R6.2: choosing a placement fast. Placements are the game's biggest choice (two brokers
// × two spots × a neutral's spot, thousands of them), so rather than applying each one,
// each spot's majorities are scored once per broker value with the evaluation's own
// prizes (evaluate.ts), and the pairs are combined from those numbers.
import {
  type Action,
  activeNeighborhoods,
  type Placement,
  AREAS,
  COLOURS,
  NEUTRAL_BROKERS,
  openRows,
  type Prompt,
  type Random,
  shipGems,
  type Spot,
  type State,
  STRONG_NEUTRAL_BROKERS,
  type Who,
} from '../engine/index.ts';
import {
  type Majority,
  type Piece,
  expectedScores,
  gemWorth,
  indexOf,
  majorityOf,
  pieceFor,
  sharesInto,
} from './evaluate.ts';

type PlacePrompt = Extract<Prompt, { kind: 'place' }>;

/**
 * A majority a spot takes part in: its totals now, each one's chance of it, and its prize (evaluate.ts's boardPrizes,
 * one at a time).
 */
type Prize = Majority & { before: Float64Array; prize: number };

const spotKey = (sp: Spot) => ('row' in sp ? `m${sp.row}${sp.column}` : `c${sp.neighborhood}${sp.area}`);
/** A market row's squares share their one prize, the row's gem (R7.5): scored once for all. */
const prizeKey = (sp: Spot) => ('row' in sp ? `m${sp.row}` : `c${sp.neighborhood}${sp.area}`);

/** The prizes each spot takes part in. */
function prizesBySpot(s: State, seat: number): Map<string, Prize[]> {
  const worth = gemWorth(s);
  const players = s.players.length;
  const gemValue = (g: string) =>
    g === 'white' ? Math.max(...COLOURS.map((c) => worth[c])) : (worth[g as keyof typeof worth] ?? 4);
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
      out.set(prizeKey({ neighborhood: n, area }), [
        whole,
        prizeOf(
          hood[area].map((b) => pieceFor(b, seat)),
          areaPrize[area],
        ),
      ]);
    }
  }
  for (const row of openRows(s)) {
    const gem = s.market.rowGems[row - 1];
    const prize = prizeOf(
      s.market.cells[row - 1]!.flatMap((b) => (b ? [pieceFor(b, seat)] : [])),
      gem ? gemValue(gem) : 0,
    );
    out.set(prizeKey({ row, column: 'blue' }), [prize]);
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

/** Spots per broker value kept for pairing when many candidates are asked for (the one best pairs them all). */
const SHORTLIST = 10;

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
  // R9 Conjurer: with many candidates (the standard bot's), the front's brokers may be
  // placed too (sourced in placementOf); greedy's one stays as it was, the duel's yardstick.
  const front = k > 1 && prompt.fromFront;
  const values = [...new Set([...prompt.behind, ...(front ? prompt.front : [])])];
  const single = new Map<string, number[]>();
  const players = s.players.length;
  const after = new Float64Array(players + 1);
  const deltaFor = (sp: Spot, piece: Piece) => {
    const key = `${prizeKey(sp)}/${String(piece.owner)}/${piece.value}`;
    let d = single.get(key);
    if (!d) {
      d = deltaOf(bySpot.get(prizeKey(sp)) ?? [], piece, players, after);
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
  // For many candidates, only each value's best spots alone are paired: a spot poor for one
  // broker is rarely the half of a good pair, and the pairs are what costs (values² × spots²).
  const shortlist = table.map((row, v) =>
    row
      .map((d, i) => ({ i, score: lead(d) + noise[v]![i]! }))
      .sort((x, y) => y.score - x.score)
      .slice(0, k > 1 ? SHORTLIST : spots.length)
      .map((x) => x.i)
      .sort((x, y) => x - y),
  );
  const sumD = who.map(() => 0);
  const n = who.length;
  const withA = new Float64Array(n);
  const top: Pair[] = []; // the k best, best first
  for (let ia = 0; ia < values.length; ia++) {
    for (let ib = ia; ib < values.length; ib++) {
      const a = values[ia]!,
        b = values[ib]!;
      if (!sourcing(prompt, a, b, front)) continue;
      for (const A of shortlist[ia]!) {
        const dA = table[ia]![A]!;
        for (let i = 0; i < n; i++) withA[i] = baseArr[i]! + dA[i]!;
        for (const B of shortlist[ib]!) {
          // Two brokers of one value on A then B is the same move as on B then A: each pair once.
          if (ia === ib && B < A) continue;
          if (market[A] && A === B) continue; // R6.4: a market square takes one broker
          const dB = table[ib]![B]!;
          let other = -Infinity;
          for (let i = 0; i < players; i++)
            if (i !== me) {
              const x = withA[i]! + dB[i]!;
              if (x > other) other = x;
            }
          const score = withA[me]! + dB[me]! - other + noise[ia]![A]! + noise[ib]![B]!;
          if (top.length === k && score <= top[k - 1]!.score) continue;
          for (let i = 0; i < sumD.length; i++) sumD[i] = dA[i]! + dB[i]!;
          let at = top.length;
          while (at > 0 && top[at - 1]!.score < score) at--;
          top.splice(at, 0, { a, b, A: spots[A]!, B: spots[B]!, score, d: [...sumD] });
          if (top.length > k) top.pop();
        }
      }
    }
  }
  // R11.2: the neutral's broker, of the supply's mean value, scored once per spot.
  const supply = s.options.strongNeutral ? STRONG_NEUTRAL_BROKERS : NEUTRAL_BROKERS;
  const neutralValue = supply.reduce((x, y) => x + y, 0) / supply.length;
  const neutral = prompt.neutral ? spots.map((sp) => deltaFor(sp, { owner: 'neutral', value: neutralValue })) : [];
  return top.map((pick) => placementOf(prompt, pick, neutral, lead, random));
}

type Source = { fromFront: true; refill: number } | null;

/**
 * Where two brokers of values `a` and `b` come from: behind the screen when they are there,
 * else (R9 Conjurer) from the front, each then refilled there by the weakest broker left
 * behind. Null when the seat cannot place them.
 */
function sourcing(prompt: PlacePrompt, a: number, b: number, conjurer: boolean): [Source, Source] | null {
  const behind = [...prompt.behind];
  const front = conjurer ? [...prompt.front] : [];
  const take = (pool: number[], v: number) => {
    const i = pool.indexOf(v);
    if (i < 0) return false;
    pool.splice(i, 1);
    return true;
  };
  const fromFront: boolean[] = [];
  for (const v of [a, b]) {
    if (take(behind, v)) fromFront.push(false);
    else if (take(front, v)) fromFront.push(true);
    else return null;
  }
  behind.sort((x, y) => x - y);
  const out = fromFront.map((f): Source => (f ? { fromFront: true, refill: behind.shift() ?? -1 } : null));
  return out.some((x) => x?.refill === -1) ? null : [out[0]!, out[1]!];
}

function placementOf(
  prompt: PlacePrompt,
  pick: Pair,
  neutralDeltas: readonly number[][],
  lead: (d: readonly number[]) => number,
  random: Random,
): Action {
  // The stronger broker goes face down: it says less to the others (R6.2).
  const [low, high] =
    pick.a <= pick.b
      ? [
          { v: pick.a, to: pick.A },
          { v: pick.b, to: pick.B },
        ]
      : [
          { v: pick.b, to: pick.B },
          { v: pick.a, to: pick.A },
        ];
  const [lowFrom, highFrom] = sourcing(prompt, low.v, high.v, true)!;
  const placements: [Placement, Placement] = [
    { value: low.v, faceUp: !prompt.anyFaces, to: low.to, ...lowFrom },
    { value: high.v, faceUp: false, to: high.to, ...highFrom },
  ];
  if (!prompt.neutral) return { type: 'place', placements };
  // R11.2: the neutral's broker goes where it costs the best other player most, unseen.
  let neutral: Spot = prompt.spots[0]!;
  let neutralScore = -Infinity;
  const d = [...pick.d];
  prompt.spots.forEach((sp, i) => {
    if ('row' in sp && (spotKey(sp) === spotKey(pick.A) || spotKey(sp) === spotKey(pick.B))) return;
    const dN = neutralDeltas[i]!;
    for (let j = 0; j < d.length; j++) d[j] = pick.d[j]! + dN[j]!;
    const score = lead(d) + random() * 1e-3;
    if (score > neutralScore) {
      neutralScore = score;
      neutral = sp;
    }
  });
  return { type: 'place', placements, neutral };
}
