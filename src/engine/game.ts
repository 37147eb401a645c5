// Small helpers every rule module uses: rule errors, names, the log.
import type { State, Who } from './schema.ts';

/** Thrown inside the engine when an action breaks a rule; applyAction turns it into a result. */
export class RuleBreak extends Error {
  constructor(readonly rule: string | undefined, message: string, readonly code = 'illegal') {
    super(message);
  }
}

export function fail(rule: string | undefined, message: string, code = 'illegal'): never {
  throw new RuleBreak(rule, message, code);
}

export const nameOf = (s: State, who: Who) => (who === 'neutral' ? 'The neutral player' : s.players[who]!.name);

export function log(s: State, text: string, to?: number): void {
  s.log.push(to === undefined ? { turn: s.turn, text } : { turn: s.turn, text, to });
}

/** A card as players name it: "the Jeweler", "a blue card". */
export const cardTitle = (card: string) => (card.startsWith('blue-') ? 'blue card' : card[0]!.toUpperCase() + card.slice(1));

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const spotName = (spot: { neighborhood: number; area: string } | { row: number; column: string }) =>
  'neighborhood' in spot ? `neighborhood ${spot.neighborhood} ${spot.area}` : `market row ${spot.row} ${spot.column}`;

/** Give a player or the neutral player gems (R1.2: the bank is unlimited). */
export function gainGem(s: State, who: Who, gem: 'blue' | 'green' | 'yellow' | 'red' | 'black', n = 1): void {
  const gems = who === 'neutral' ? s.neutral!.gems : s.players[who]!.gems;
  gems[gem] += n;
}

export function gainVp(s: State, who: Who, vp: number): void {
  if (who === 'neutral') s.neutral!.vp += vp;
  else s.players[who]!.vp += vp;
}
