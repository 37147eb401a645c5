// A seat's avatar: the mark in its swatch (the header, the players, the bids, the host
// page, the replay). A name's initial alone would give Ana and Ada one mark,
// so a mark is as long as it must be to be the only one of its game: one letter when no
// other name starts alike, two otherwise. The same names in the same order always get
// the same marks, on every page of the game.
import type { View } from '../src/engine/index.ts';
import type { Dict } from './i18n/index.ts';
import { graphemes, initial } from './log.ts';

/** Letters and digits only: a space, a hyphen or an apostrophe is no mark. */
const MARKABLE = /[\p{L}\p{N}]/u;
/** Two marks that differ only by case look alike: "AN" and "An". */
const fold = (mark: string) => mark.toLowerCase();

/**
 * The two-letter marks a name may take, best first: its initial and the initial of a
 * later word ("Ana María": AM), then its initial and each later letter in turn (An, Aa).
 */
function pairs(name: string, first: string): string[] {
  const words = name
    .split(' ')
    .slice(1)
    .map((w) => graphemes(w).find((g) => MARKABLE.test(g)) ?? '')
    .filter(Boolean);
  const letters = graphemes(name)
    .slice(1)
    .filter((g) => MARKABLE.test(g));
  return [...words, ...letters].map((g) => first + g);
}

/**
 * Each name's mark, distinct among `names` and from the `reserved` marks (compared
 * ignoring case): its initial when no other has it, else the first of its two-letter
 * marks that no earlier name took (seat order decides), else its initial and the lowest
 * digit free: names are distinct (src/engine/names.ts), but "A" and "AA" have no pair of
 * letters to tell them apart.
 */
export function avatarMarks(names: readonly string[], reserved: readonly string[] = []): readonly string[] {
  // Every render of a game asks again for the same names (each player's item, each
  // update): worked out once. A game's object holds one game, a Worker's isolate a few.
  const key = JSON.stringify([names, reserved]);
  const known = MARKS.get(key);
  if (known) return known;
  if (MARKS.size >= 64) MARKS.clear();
  const marks = markNames(names, reserved);
  MARKS.set(key, marks);
  return marks;
}

const MARKS = new Map<string, readonly string[]>();

function markNames(names: readonly string[], reserved: readonly string[]): string[] {
  const firsts = names.map(initial);
  const count = new Map<string, number>();
  for (const f of [...firsts, ...reserved]) count.set(fold(f), (count.get(fold(f)) ?? 0) + 1);
  const taken = new Set([...firsts.filter((f) => count.get(fold(f)) === 1), ...reserved].map(fold));
  return names.map((name, i) => {
    const first = firsts[i]!;
    if (count.get(fold(first)) === 1) return first;
    const digits = Array.from({ length: 9 }, (_, d) => first + String(d + 1));
    const mark = [...pairs(name, first), ...digits].find((m) => !taken.has(fold(m)))!;
    taken.add(fold(mark));
    return mark;
  });
}

/** The neutral player's mark (R11): its word's initial in the page's language, which no seat's mark may be. */
export const neutralMark = (t: Dict) => initial(t.terms.Neutral);

/** The marks of a view's seats, distinct among them and from the neutral player's when the game has one. */
export function seatMarks(t: Dict, view: Pick<View, 'players' | 'neutral'>): (seat: number) => string {
  const marks = avatarMarks(
    view.players.map((p) => p.name),
    view.neutral ? [neutralMark(t)] : [],
  );
  return (seat) => marks[seat] ?? '';
}
