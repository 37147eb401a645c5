// A refusal (why the engine, the game's object or the server said no) in a language's
// words: the one place its typed data becomes a sentence.
import type { Refusal } from '../src/views.ts';
import type { Dict } from './i18n/index.ts';

export function refusalText(t: Dict, refusal: Refusal): string {
  // Each key's text takes that key's refusal (the section's mapped type); indexed by a
  // key of the union, the compiler sees a union of functions, so it is called as one.
  const text = t.refusals[refusal.key] as (r: Refusal) => string;
  return text(refusal);
}
