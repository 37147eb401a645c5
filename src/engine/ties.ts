// R7.8: who wins a tie, and ranking participants of a majority (R7.2).
import { sum } from './components.ts';
import type { Broker, State, Who } from './schema.ts';

/** What a broker's worth at counting reads: a state's broker, or one a view shows with its value. */
export type Counted = Pick<Broker, 'owner' | 'value' | 'marked'>;

/** A broker's worth at counting: the Mercenary's mark makes it 5 (R9). */
export const worth = (b: Counted) => (b.marked ? 5 : b.value);

/**
 * What R7.8 reads to break a tie: the Intriguer's seat, each player's front and order card. All public (R13), so a
 * view answers it as the state does, and a page ranks a majority by the very rules the counting uses.
 */
export type TieFacts = {
  effects: { intriguer: number | null };
  players: readonly { front: readonly number[]; orderCard: number }[];
};

/** R6.5: the tie-break brokers are whatever stands in front (the Conjurer may change it, R9). */
export const tieBreakSum = (s: TieFacts, seat: number) => sum(s.players[seat]!.front);

/** Negative when a wins a tie against b (R7.8 steps 1–4). */
export function compareTie(s: TieFacts, a: Who, b: Who): number {
  if (a === b) return 0;
  const intriguer = s.effects.intriguer;
  if (intriguer !== null && (a === intriguer || b === intriguer)) return a === intriguer ? -1 : 1;
  if (a === 'neutral') return -1;
  if (b === 'neutral') return 1;
  return tieBreakSum(s, b) - tieBreakSum(s, a) || s.players[a]!.orderCard - s.players[b]!.orderCard;
}

/** R7.2: totals of those present (a lone 0 still counts), highest first, ties by R7.8. */
export function totalsOf(brokers: readonly Counted[]): Map<Who, number> {
  const totals = new Map<Who, number>();
  for (const b of brokers) totals.set(b.owner, (totals.get(b.owner) ?? 0) + worth(b));
  return totals;
}

export function rank(s: TieFacts, totals: Map<Who, number>): Who[] {
  return [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || compareTie(s, a, b));
}

/** The player who wins a tie among all players, ignoring presence, never the neutral (R7.5 columns). */
export function tieBreakLeader(s: State): number {
  return s.players.map((_, seat) => seat).sort((a, b) => compareTie(s, a, b))[0]!;
}

/** Totals in ranking order, as an event carries them. */
export const ranked = (totals: Map<Who, number>, order: readonly Who[]) =>
  order.map((who) => ({ who, total: totals.get(who)! }));

/** Why a tie between two players went the way it did (R7.8 steps 1–4). */
export type TieReason = 'intriguer' | 'neutral' | 'tieBreakBrokers' | 'orderCard';
/**
 * One tie broken: `winner` ranked above `loser` with the same total, `by` which step; `values` the compared sums or
 * order cards (winner's first).
 */
export type Tie = { winner: Who; loser: Who; by: TieReason; values?: number[] };

/** The step of R7.8 that puts `a` before `b` (they are tied, a wins). */
export function tieBetween(s: State, a: Who, b: Who): Tie {
  const intriguer = s.effects.intriguer;
  if (intriguer !== null && (a === intriguer || b === intriguer)) return { winner: a, loser: b, by: 'intriguer' };
  if (a === 'neutral' || b === 'neutral') return { winner: a, loser: b, by: 'neutral' };
  const sums = [tieBreakSum(s, a), tieBreakSum(s, b)];
  if (sums[0] !== sums[1]) return { winner: a, loser: b, by: 'tieBreakBrokers', values: sums };
  return { winner: a, loser: b, by: 'orderCard', values: [s.players[a]!.orderCard, s.players[b]!.orderCard] };
}

/** The ties a ranking broke: each pair of neighbours with equal totals, in ranking order. */
export function tiesIn(s: State, totals: Map<Who, number>, order: readonly Who[]): Tie[] {
  const ties: Tie[] = [];
  for (let i = 1; i < order.length; i++) {
    if (totals.get(order[i - 1]!) === totals.get(order[i]!)) ties.push(tieBetween(s, order[i - 1]!, order[i]!));
  }
  return ties;
}
