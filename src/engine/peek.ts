// R9 Spy: the looks a Spy's holder takes at others' face-down brokers during the placement
// (the card's play itself is cards/spy.ts). A look is an action of its own, at any moment
// of the placement phase, so it sits beside the flow rather than in the cards' table.
import type { BrokerRef, State } from './schema.ts';
import { boardBrokers, brokerAt } from './board.ts';
import { emit } from './events.ts';
import { fail } from './ruleBreak.ts';

// The Spy's refusals are its looks' (here), not its play's (cards/spy.ts, which refuses nothing of its own).
declare module './refusals.ts' {
  interface CardRefusals {
    spy:
      | { key: 'spyNotPlayed' }
      | { key: 'spyOnlyPlacement' }
      | { key: 'spyThreeLooks' }
      | { key: 'noThroneRoom' }
      | { key: 'spyFaceDownOther' }
      | { key: 'spyNeutral' }
      | { key: 'spySeen' };
  }
}

/** The face-down brokers of others this seat has not yet seen (never a neutral one, R11.2). */
export function peekTargets(s: State, seat: number): BrokerRef[] {
  return boardBrokers(s).filter((r) => {
    const b = brokerAt(s, r)!;
    return !b.faceUp && b.owner !== seat && b.owner !== 'neutral' && !b.seenBy?.includes(seat);
  });
}

export function inPlacementPhase(s: State): boolean {
  const t = s.agenda[0];
  return (
    !!t && (t.kind === 'place' || t.kind === 'afterPlace' || (t.kind === 'window' && t.window === 'beforePlacement'))
  );
}

/** The Spy's look at one face-down broker of another player (R9), private to the Spy's holder. */
export function peek(s: State, seat: number, target: BrokerRef): void {
  const spy = s.effects.spy.find((e) => e.seat === seat);
  if (!spy) fail('R9', { key: 'spyNotPlayed' });
  if (!inPlacementPhase(s)) fail('R9', { key: 'spyOnlyPlacement' });
  if (spy.peeks.length >= 3) fail('R9', { key: 'spyThreeLooks' });
  if (target.spot === 'throne' && !s.options.kingsFavor) fail('R10.4', { key: 'noThroneRoom' });
  const b = brokerAt(s, target);
  if (!b || b.faceUp || b.owner === seat) fail('R9', { key: 'spyFaceDownOther' });
  // R11.2, R13: a neutral broker's value is hidden from everyone until it is counted, the Spy included.
  if (b.owner === 'neutral') fail('R11.2', { key: 'spyNeutral' });
  if (b.seenBy?.includes(seat)) fail('R9', { key: 'spySeen' });
  b.seenBy = [...(b.seenBy ?? []), seat];
  spy.peeks.push({ target, owner: b.owner, value: b.value });
  emit(s, { kind: 'spyPeek', seat, owner: b.owner, value: b.value, at: target.spot }, seat);
}
