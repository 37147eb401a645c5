// cloneState copies the state by its shape (src/engine/clone.ts): it must stay a whole,
// exact, disjoint copy of every state the rules make, down to the key order of its JSON,
// including the rarer shapes (a neutral broker's supplier, the Mercenary's mark, the
// Spy's looks, a finished game's result). noEffects, the effects a turn starts with, is
// made by hand as well and must stay what its schema makes.
import { describe, expect, it } from 'vitest';
import {
  EffectsSchema,
  type State,
  applyInPlace,
  cloneState,
  createGame,
  noEffects,
  randomAction,
  seededRandom,
  waitingFor,
} from '../../../src/engine/index.ts';
import { CONFIGS, setupOf } from '../fuzz/invariants.ts';
import { words } from '../words.ts';

/** The paths of objects and arrays the copy shares with the original: none may be. */
function shared(a: unknown, b: unknown, path: string, out: string[]): void {
  if (typeof a !== 'object' || a === null) return;
  if (a === b) out.push(path);
  if (typeof b !== 'object' || b === null) return;
  for (const key of Object.keys(a)) {
    shared((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`, out);
  }
}

describe('cloneState', () => {
  it('copies every state of seeded games exactly (same JSON, key order included) and shares nothing', () => {
    const met = { supplier: 0, marked: 0, seenBy: 0, result: 0 };
    for (const config of CONFIGS) {
      for (const g of [0, 1]) {
        const seed = `clone/${config.label}/${g}`;
        const made = createGame(setupOf(config, g === 0), seed);
        if (!made.ok) throw new Error(words(made.error));
        const s: State = made.state;
        const random = seededRandom(seed);
        for (;;) {
          const copy = cloneState(s);
          expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
          const sharedPaths: string[] = [];
          shared(copy, s, 'state', sharedPaths);
          expect(sharedPaths).toEqual([]);
          const json = JSON.stringify(s);
          if (json.includes('"supplier"')) met.supplier++;
          if (json.includes('"marked"')) met.marked++;
          if (json.includes('"seenBy"')) met.seenBy++;
          if (s.result) {
            met.result++;
            break;
          }
          const seat = waitingFor(s)[0]!;
          applyInPlace(s, seat, randomAction(s, seat, random)!);
        }
      }
    }
    expect(
      Object.values(met).every((n) => n > 0),
      JSON.stringify(met),
    ).toBe(true);
  });

  it('changing the copy leaves the original as it was', () => {
    const made = createGame(setupOf(CONFIGS[0]!, true), 'clone/mutate');
    if (!made.ok) throw new Error(words(made.error));
    const s = made.state;
    const random = seededRandom('clone/mutate');
    for (let n = 0; n < 40; n++) {
      const seat = waitingFor(s)[0]!;
      applyInPlace(s, seat, randomAction(s, seat, random)!);
    }
    const before = JSON.stringify(s);
    const copy = cloneState(s);
    const seat = waitingFor(copy)[0]!;
    applyInPlace(copy, seat, randomAction(copy, seat, random)!);
    copy.players[0]!.gems.blue += 1;
    copy.city[0]!.port.push({ owner: 0, value: 1, faceUp: true });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('noEffects', () => {
  it("is EffectsSchema's defaults, key order included, a fresh one each time", () => {
    expect(JSON.stringify(noEffects())).toBe(JSON.stringify(EffectsSchema.parse({})));
    const [a, b] = [noEffects(), noEffects()];
    a.cardinal.push(0);
    a.spy.push({ seat: 0, peeks: [] });
    expect(b).toEqual(EffectsSchema.parse({}));
  });
});
