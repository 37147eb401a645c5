// One card, one place (docs/architecture.md, "Adding a card: the
// Herald"): a card whose effect is over once played is named in code only where its own
// facts live, so adding or changing one touches those files and the dictionaries. Its
// refusals' keys ("heraldNoThrone") name it too: they are declared in its module, which adds
// them to src/engine/refusals.ts's CardRefusals, never in refusals.ts itself. Cards that
// leave an effect for the turn (the Cardinal, the Queen…) are also read by the rules
// their effect changes, so they are not held to this.
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

const TEXTS: Record<string, string> = Object.fromEntries(
  Object.entries({
    ...import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!**/*.d.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
    ...import.meta.glob<string>(['../../templates/**/*.{ts,tsx}', '!../../templates/i18n/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  }).map(([path, text]) => [path.replace(/^\.\.\/\.\.\//, ''), text]),
);

/** The files a card may be named in besides its own module. */
const SHARED = [
  'src/engine/cards/index.ts', // the table
  'src/engine/schema.ts', // the deck
  'src/room/pack.ts', // the stored format's codebook
  'templates/cards.ts', // its form, codec and log line
  'src/bots/candidates.ts', // the bot's candidate plays
];

/**
 * A file's code without its comments: a comment naming a card's use of a shared rule is no place a change must touch.
 */
const codeOf = (file: string) => TEXTS[file]!.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
/**
 * A card named as a word or as a part of a camelCase or CONSTANT name ("herald", "Herald",
 * "theHerald", "heraldNoThrone", "HERALD_X"): a refusal key or a field named after the card
 * is the card too, and a change to it touches that file.
 */
const naming = (card: string) => {
  const Card = card.charAt(0).toUpperCase() + card.slice(1);
  return new RegExp(`(?<![A-Za-z])${card}(?![a-z])|${Card}(?![a-z])|(?<![A-Z])${card.toUpperCase()}(?![A-Z])`);
};
const namedIn = (card: string) =>
  Object.keys(TEXTS)
    .filter((f) => naming(card).test(codeOf(f)))
    .sort();

describe('one card, one place', () => {
  it('reads the sources it judges', () => {
    expect(Object.keys(TEXTS)).toContain('src/client/placing.ts');
    expect(namedIn('herald')).toContain('src/engine/cards/herald.ts');
    for (const name of ['herald', 'Herald', 'theHerald', "{ key: 'heraldNoThrone' }", 'HERALD_MOVES'])
      expect(naming('herald').test(name), name).toBe(true);
    for (const name of ['heralded', 'heraldic', 'HERALDS', 'banker'])
      expect(naming('herald').test(name), name).toBe(false);
  });

  for (const card of ['herald', 'captain', 'magician', 'alchemist', 'banker', 'jeweler']) {
    it(`names the ${card} only in its module, the tables and the bot's candidates`, () => {
      const allowed = new Set([`src/engine/cards/${card}.ts`, ...SHARED]);
      expect(namedIn(card).filter((f) => !allowed.has(f))).toEqual([]);
    });
  }
});
