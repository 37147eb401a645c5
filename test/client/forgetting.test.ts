// Forget in "My games" and its Undo, as src/client/forgetting.ts rules them.
import { describe, expect, it } from 'vitest';
import { UNDO_MS, forget, undo, undoable } from '../../src/client/forgetting.ts';
import { MAX_GAMES, type MyGame } from '../../src/client/myGamesList.ts';

const ID = 'A'.repeat(22);
const game = (n: number, title?: string): MyGame => ({
  url: `/g/${ID}/p/0/${n}`,
  id: ID,
  role: 'player',
  seen: n,
  name: 'Ana',
  players: 'Ana, Bo',
  ...(title ? { title } : {}),
});
const urls = (list: readonly MyGame[]) => list.map((g) => g.url);

describe('forget, then undo', () => {
  const list = [game(0), game(1, 'Friday Ys'), game(2)];

  it('takes the game off at once, and Undo within the time puts it back where it stood, title and all', () => {
    const out = forget(list, game(1).url, 1000);
    expect(urls(out.list)).toEqual(urls([game(0), game(2)]));
    expect(out.forgotten).toEqual({ game: game(1, 'Friday Ys'), index: 1, until: 1000 + UNDO_MS });
    expect(undo(out.list, out.forgotten!, 1000 + UNDO_MS - 1)).toEqual(list);
  });

  it('after the time, Undo no longer puts it back: forgotten for good', () => {
    const { list: left, forgotten } = forget(list, game(0).url, 0);
    expect(undoable(forgotten!, UNDO_MS - 1)).toBe(true);
    expect(undoable(forgotten!, UNDO_MS)).toBe(false);
    expect(undo(left, forgotten!, UNDO_MS)).toEqual(left);
  });

  it('a game not listed is not forgotten; one listed again meanwhile is not listed twice', () => {
    expect(forget(list, '/g/x', 0)).toEqual({ list, forgotten: null });
    const { list: left, forgotten } = forget(list, game(2).url, 0);
    // Its page opened in another tab meanwhile: it is back at the top already.
    const reopened = [game(2), ...left];
    expect(undo(reopened, forgotten!, 1)).toEqual(reopened);
  });

  it('the list changed meanwhile: back at its place as far as the list now reaches, never past MAX_GAMES', () => {
    const { forgotten } = forget(list, game(2).url, 0);
    expect(urls(undo([game(0)], forgotten!, 1))).toEqual(urls([game(0), game(2)]));
    const full = Array.from({ length: MAX_GAMES }, (_, i) => game(100 + i));
    const back = undo(full, { ...forgotten!, index: 0 }, 1);
    expect(back).toHaveLength(MAX_GAMES);
    expect(back[0]).toEqual(game(2));
  });
});
