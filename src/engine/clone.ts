// A copy of a state, for the plain path's "a refused action changes nothing". The state
// is plain JSON-like data (schema.ts), so a plain recursive copy is exact, and several
// times cheaper than structuredClone, which was most of an action's cost.
import type { State } from './schema.ts';

function copy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
  return out as T;
}

export const cloneState = (s: State): State => copy(s);
