// R7.8: who wins a tie, and ranking participants of a majority (R7.2).
import { sum } from './components.ts';
import type { Broker, State, Who } from './schema.ts';

/** A broker's worth at counting: the Mercenary's mark makes it 5 (R9). */
export const worth = (b: Broker) => (b.marked ? 5 : b.value);

/** R6.5: the tie-break brokers are whatever stands in front (the Conjurer may change it, R9). */
export const tieBreakSum = (s: State, seat: number) => sum(s.players[seat]!.front);

/** Negative when a wins a tie against b (R7.8 steps 1–4). */
export function compareTie(s: State, a: Who, b: Who): number {
  if (a === b) return 0;
  const intriguer = s.effects.intriguer;
  if (intriguer !== null && (a === intriguer || b === intriguer)) return a === intriguer ? -1 : 1;
  if (a === 'neutral') return -1;
  if (b === 'neutral') return 1;
  return tieBreakSum(s, b) - tieBreakSum(s, a) || s.players[a]!.orderCard - s.players[b]!.orderCard;
}

/** R7.2: totals of those present (a lone 0 still counts), highest first, ties by R7.8. */
export function totalsOf(brokers: readonly Broker[]): Map<Who, number> {
  const totals = new Map<Who, number>();
  for (const b of brokers) totals.set(b.owner, (totals.get(b.owner) ?? 0) + worth(b));
  return totals;
}

export function rank(s: State, totals: Map<Who, number>): Who[] {
  return [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || compareTie(s, a, b));
}

/** The player who wins a tie among all players, ignoring presence, never the neutral (R7.5 columns). */
export function tieBreakLeader(s: State): number {
  return s.players.map((_, seat) => seat).sort((a, b) => compareTie(s, a, b))[0]!;
}

/** Totals in ranking order, as an event carries them. */
export const ranked = (totals: Map<Who, number>, order: readonly Who[]) => order.map((who) => ({ who, total: totals.get(who)! }));
