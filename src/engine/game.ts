// Small helpers every rule module uses: rule errors, and gains.
import type { BrokerRef, KeptGem, State, Who } from './schema.ts';

/** Thrown inside the engine when an action breaks a rule; applyAction turns it into a result. */
export class RuleBreak extends Error {
  constructor(readonly rule: string | undefined, message: string, readonly code = 'illegal') {
    super(message);
  }
}

export function fail(rule: string | undefined, message: string, code = 'illegal'): never {
  throw new RuleBreak(rule, message, code);
}

/** A place in a refusal's words (the log's words are made from events, outside the engine). */
export const spotName = (spot: { neighborhood: number; area: string } | { row: number; column: string }) =>
  'neighborhood' in spot ? `neighborhood ${spot.neighborhood} ${spot.area}` : `market row ${spot.row} ${spot.column}`;

export const refName = (ref: BrokerRef) => (ref.spot === 'throne' ? 'the throne room' : spotName(ref.spot));

/** Give a player or the neutral player gems (R1.2: the bank is unlimited). */
export function gainGem(s: State, who: Who, gem: KeptGem, n = 1): void {
  const gems = who === 'neutral' ? s.neutral!.gems : s.players[who]!.gems;
  gems[gem] += n;
}

export function gainVp(s: State, who: Who, vp: number): void {
  if (who === 'neutral') s.neutral!.vp += vp;
  else s.players[who]!.vp += vp;
}
