// A rule broken: thrown inside the engine, turned into the action's refusal by applyAction.
import type { EngineRefusal } from './refusals.ts';

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
