// R8: final scoring, and the King's Favor throne scoring of R10.3.
import { COLOURS, type Result, type ScoreLine, type State, type TaskOf, type Who } from './schema.ts';
import { coloursByValue, sum } from './components.ts';
import type { Automatic } from './decision.ts';
import { emit } from './events.ts';

/** R8.1: [place][colour rank]. */
export const COLOUR_TABLE = [
  [24, 20, 16, 12],
  [18, 15, 12, 9],
  [12, 10, 8, 6],
  [6, 5, 4, 3],
];
/** R8.3 */
export const BLACK_TABLE = [0, 1, 4, 8, 12, 16, 20, 24];
/** R10.3 */
export const THRONE_POINTS = [12, 7, 3, 0];

/**
 * R8.2: places by count, highest first; equal counts all take the lowest place their
 * group occupies ([decision] of the rules file, after the Italian and English rulebooks).
 * Returns the 1-based place of each entry with a count above zero.
 */
export function placesByCount(counts: Map<Who, number>): Map<Who, number> {
  const present = [...counts].filter(([, n]) => n > 0);
  const places = new Map<Who, number>();
  for (const [who, n] of present) places.set(who, present.filter(([, m]) => m >= n).length);
  return places;
}

/** R10.3: tied players share the points of the places they cover, rounded down. */
export function throneScores(sums: Map<Who, number>): Map<Who, number> {
  const out = new Map<Who, number>();
  for (const [who, n] of sums) {
    const above = [...sums.values()].filter((m) => m > n).length;
    const tied = [...sums.values()].filter((m) => m === n).length;
    out.set(who, Math.floor(sum(THRONE_POINTS.slice(above, above + tied)) / tied));
  }
  return out;
}

export function scoreGame(s: State): Result {
  const who: Who[] = [...s.players.map((_, i) => i), ...(s.neutral ? ['neutral' as const] : [])];
  const gemsOf = (w: Who) => (w === 'neutral' ? s.neutral!.gems : s.players[w]!.gems);
  const lines = new Map<Who, ScoreLine>(
    who.map((w) => [
      w,
      {
        who: w,
        name: w === 'neutral' ? 'Neutral' : s.players[w]!.name,
        vpDuringPlay: w === 'neutral' ? s.neutral!.vp : s.players[w]!.vp,
        colours: { blue: 0, green: 0, yellow: 0, red: 0 },
        black: BLACK_TABLE[Math.min(7, gemsOf(w).black)]!,
        kingsFavor: 0,
        total: 0,
        gems: sum(COLOURS.map((c) => gemsOf(w)[c])) + gemsOf(w).black,
      },
    ]),
  );
  coloursByValue(s).forEach((colour, colourRank) => {
    const places = placesByCount(new Map(who.map((w) => [w, gemsOf(w)[colour]])));
    // R11.5: the neutral player scores third place for a colour it has none of.
    if (s.neutral && gemsOf('neutral')[colour] === 0) places.set('neutral', 3);
    for (const [w, place] of places) lines.get(w)!.colours[colour] = COLOUR_TABLE[place - 1]![colourRank]!;
  });
  if (s.options.kingsFavor) {
    const sums = new Map<Who, number>(
      s.players.map((_, i) => [i, sum(s.throne.filter((b) => b.owner === i).map((b) => b.value))]),
    );
    for (const [w, pts] of throneScores(sums)) lines.get(w)!.kingsFavor = pts;
    for (const b of s.throne) b.faceUp = true;
    emit(s, { kind: 'throneRevealed', sums: s.players.map((_, seat) => ({ seat, sum: sums.get(seat)! })) });
  }
  for (const line of lines.values()) {
    line.total = line.vpDuringPlay + sum(COLOURS.map((c) => line.colours[c])) + line.black + line.kingsFavor;
  }
  // R8.5 among the players: most VP, then most gems; still equal, a shared win.
  // R11.5: the neutral player is a benchmark beside them, never a winner.
  const all = [...lines.values()];
  const players = all.filter((l) => l.who !== 'neutral');
  const best = Math.max(...players.map((l) => l.total));
  const top = players.filter((l) => l.total === best);
  const mostGems = Math.max(...top.map((l) => l.gems));
  const winners = top.filter((l) => l.gems === mostGems).map((l) => l.who as number);
  const neutral = lines.get('neutral');
  const neutralAhead = !!neutral && players.every((l) => neutral.total > l.total);
  const sorted = all.sort((a, b) => b.total - a.total || b.gems - a.gems);
  emit(s, { kind: 'finalScores', scores: sorted.map((l) => ({ who: l.who, total: l.total })), winners, neutralAhead });
  return { lines: sorted, winners, neutralAhead };
}

export const finalScoring: Automatic<TaskOf<'finalScoring'>> = {
  kind: 'automatic',
  phase: 'over',
  run(s) {
    s.result = scoreGame(s);
  },
};
