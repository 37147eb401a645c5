// Small helpers every rule module uses: rule errors, and gains.
import type { EngineRefusal } from './refusals.ts';
import type { KeptGem, State, Who } from './schema.ts';

/**
 * Thrown inside the engine when an action breaks a rule; applyAction turns it into a
 * result. Its Error message is the refusal's key, for a stack trace: never shown.
 */
export class RuleBreak extends Error {
  constructor(
    readonly rule: string | undefined,
    readonly refusal: EngineRefusal,
    readonly code = 'illegal',
  ) {
    super(refusal.key);
  }
}

export function fail(rule: string | undefined, refusal: EngineRefusal, code = 'illegal'): never {
  throw new RuleBreak(rule, refusal, code);
}

/** Give a player or the neutral player gems (R1.2: the bank is unlimited). */
export function gainGem(s: State, who: Who, gem: KeptGem, n = 1): void {
  const gems = who === 'neutral' ? s.neutral!.gems : s.players[who]!.gems;
  gems[gem] += n;
}

export function gainVp(s: State, who: Who, vp: number): void {
  if (who === 'neutral') s.neutral!.vp += vp;
  else s.players[who]!.vp += vp;
}
