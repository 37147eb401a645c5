// Forget in "My games", with its Undo: the rules apart from the page. Forget takes the
// game off the list at once (the stored list too: a page closed meanwhile keeps it
// forgotten, as the click asked); for UNDO_MS its Undo puts it back where it stood.
// One forgetting at a time: forgetting another makes the one before final.
import { MAX_GAMES, type MyGame } from './myGamesList.ts';

/** How long Forget can be undone. */
export const UNDO_MS = 6000;

/** A game just forgotten: its entry, the place it had in the list, and until when Undo may put it back. */
export type Forgotten = { game: MyGame; index: number; until: number };

/** The list without the game at `url`, and what Undo needs to put it back (null: it was not listed). */
export function forget(
  list: readonly MyGame[],
  url: string,
  now: number,
): { list: MyGame[]; forgotten: Forgotten | null } {
  const index = list.findIndex((g) => g.url === url);
  const game = list[index];
  if (!game) return { list: [...list], forgotten: null };
  return { list: list.filter((g) => g.url !== url), forgotten: { game, index, until: now + UNDO_MS } };
}

/** Whether Undo still may put the game back. */
export const undoable = (f: Forgotten, now: number): boolean => now < f.until;

/**
 * The list with the forgotten game back in its place (`list` is the list as stored now: another page of this
 * browser may have changed it meanwhile). Too late, or listed again meanwhile (its page was opened): unchanged.
 */
export function undo(list: readonly MyGame[], f: Forgotten, now: number): MyGame[] {
  if (!undoable(f, now) || list.some((g) => g.url === f.game.url)) return [...list];
  const at = Math.min(f.index, list.length);
  return [...list.slice(0, at), f.game, ...list.slice(at)].slice(0, MAX_GAMES);
}
