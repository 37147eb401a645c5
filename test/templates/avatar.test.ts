// Avatars: a seat's mark is distinct among its game's players, so Ana
// and Ada no longer both show "A"; one letter when no other name starts alike; the same
// names always get the same marks; and every page that draws a seat draws its mark.
import { describe, expect, it } from 'vitest';
import { createGame, seededRandom, viewFor } from '../../src/engine/index.ts';
import { avatarMarks, neutralMark, seatMarks } from '../../templates/avatar.ts';
import { en } from '../../templates/i18n/en.ts';
import { hu } from '../../templates/i18n/hu.ts';
import { playerPage } from '../../templates/index.tsx';
import { playersSection } from '../../templates/sections.ts';

const folded = (marks: readonly string[]) => new Set(marks.map((m) => m.toLowerCase())).size;

describe('avatar marks', () => {
  it(
    'tells apart names that start alike, with two letters, and keeps one letter for a name alone in its ' + 'initial',
    () => {
      expect(avatarMarks(['Ana', 'Ada', 'Anna', 'Al'])).toEqual(['An', 'Ad', 'Aa', 'Al']);
      expect(avatarMarks(['Ana', 'Bo', 'Ada', 'Cy'])).toEqual(['An', 'B', 'Ad', 'C']);
      expect(avatarMarks(['Ana', 'Bo', 'Cy', 'Di'])).toEqual(['A', 'B', 'C', 'D']);
    },
  );

  it("prefers a later word's initial, skips what is no letter, and ignores case", () => {
    expect(avatarMarks(['Ana María', 'Ana Luisa'])).toEqual(['AM', 'AL']);
    expect(avatarMarks(["A-'x", 'Ax'])).toEqual(['Ax', 'A1']);
    expect(avatarMarks(['ana', 'Ada'])).toEqual(['an', 'Ad']);
    // Two names with no pair of letters left to tell them apart: the initial and a digit.
    expect(avatarMarks(['A', 'AA'])).toEqual(['A1', 'AA']);
  });

  it('keeps whole characters: never half of a surrogate pair, an accent with its letter', () => {
    expect(avatarMarks(['𠀀bc', '𠀀de'])).toEqual(['𠀀b', '𠀀d']);
    expect(avatarMarks(['Ze\u0301lia', 'Zo\u0308e'])).toEqual(['Ze\u0301', 'Zo\u0308']);
  });

  it('is distinct and deterministic for any names of a game (2 to 4 seats, names sharing few letters)', () => {
    const random = seededRandom('avatars');
    const letter = () => 'AaBbn '[Math.floor(random() * 6)]!;
    for (let k = 0; k < 800; k++) {
      const names = new Set<string>();
      const seats = 2 + Math.floor(random() * 3);
      while (names.size < seats)
        names.add(`A${Array.from({ length: Math.floor(random() * 4) }, letter).join('')}`.trim());
      const list = [...names];
      const marks = avatarMarks(list, k % 2 ? ['A'] : []);
      expect(folded(k % 2 ? [...marks, 'A'] : marks), list.join('|')).toBe(marks.length + (k % 2));
      expect(avatarMarks(list, k % 2 ? ['A'] : [])).toEqual(marks);
    }
  });

  it("keeps the neutral player's mark its own (R11): Nora is No beside the neutral N", () => {
    const made = createGame({ players: [{ name: 'Nora' }, { name: 'Sam' }] }, 'neutral');
    if (!made.ok) throw new Error(made.error.code);
    const view = viewFor(made.state, null, made.events);
    expect(view.neutral).not.toBeNull();
    expect([seatMarks(en, view)(0), seatMarks(en, view)(1), neutralMark(en)]).toEqual(['No', 'S', 'N']);
    // Hungarian's neutral player is "semleges": there Sam gives way, Nora does not.
    expect([seatMarks(hu, view)(0), seatMarks(hu, view)(1), neutralMark(hu)]).toEqual(['N', 'Sa', 'S']);
  });

  it("is what the players' list and the header show", () => {
    const made = createGame(
      { players: [{ name: 'Ana' }, { name: 'Ada' }, { name: 'Anna' }, { name: 'Al' }] },
      'avatars',
    );
    if (!made.ok) throw new Error(made.error.code);
    const view = viewFor(made.state, 2, made.events);
    const swatches = [
      ...playersSection(en, view).matchAll(/<span class="swatch" aria-hidden="true">([^<]*)<\/span>/g),
    ].map((m) => m[1]);
    expect(swatches).toEqual(['An', 'Ad', 'Aa', 'Al']);
    const page = playerPage(en, view, { self: '/g/x/s/2', actions: null, ws: '/g/x/s/2/ws' });
    expect(page).toMatch(/<span class="swatch seat-2" aria-hidden="true">Aa<\/span><span class="who">Anna<\/span>/);
    // The rules are one tap away in the header, wherever the page is scrolled.
    expect(/<header class="top">[\s\S]*?<\/header>/.exec(page)![0]).toContain(
      '<a class="rules-link" href="/rules">Rules</a>',
    );
  });
});
