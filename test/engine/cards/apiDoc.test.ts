// docs/api.md's "Card arguments (playCard)" table documents the JSON API: it must name
// every playable card of R9 with exactly the arguments PlayCardSchema accepts.
import { describe, expect, it } from 'vitest';
import { PlayCardSchema } from '../../../src/engine/index.ts';
import text from '../../../docs/api.md?raw';

function readmeTable(): Map<string, string[]> {
  const start = text.indexOf('Card arguments (`playCard`)');
  const rows = text
    .slice(start)
    .split('\n')
    .slice(1)
    .filter((l) => l.startsWith('| `'));
  const table = new Map<string, string[]>();
  for (const row of rows) {
    const [cards, args] = row.split(' | ');
    // Arguments are the quoted keys before any explanation (an em dash or a parenthesis).
    const own = args!.split(/ — |\(/)[0]!;
    const keys = [...own.matchAll(/"(\w+)":/g)].map((m) => m[1]!).sort();
    for (const card of cards!.matchAll(/`(\w+)`/g)) table.set(card[1]!, keys);
  }
  return table;
}

describe('docs/api.md card arguments', () => {
  it('match the playCard schemas, card by card', () => {
    const schemas = new Map(
      PlayCardSchema._zod.def.options.map((o) => [
        o.shape.card._zod.def.values[0] as string,
        Object.keys(o.shape)
          .filter((k) => k !== 'type' && k !== 'card')
          .sort(),
      ]),
    );
    expect(schemas.size).toBe(13);
    expect(readmeTable()).toEqual(schemas);
  });
});
