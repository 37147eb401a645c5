// The fewest keys from one lit place of the board to each other (src/client/roving.ts),
// breadth first over the keys a player has: what the keyboard tests press, and the
// bound they hold the board to.
import { type Box, type NavKey, neighbour } from '../../src/client/roving.ts';

/** The keys of the board before Page Up and Page Down: the arrows, Home and End. */
export const ARROWS_HOME_END: readonly NavKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
/** Every key of the board, Page Up and Page Down too. */
export const ALL_KEYS: readonly NavKey[] = [...ARROWS_HOME_END, 'PageUp', 'PageDown'];

/** Per box, the shortest keys of `keys` from `from` to it (null: none reaches it). `parts` as neighbour's. */
export function keyPaths(
  boxes: readonly Box[],
  parts: readonly string[],
  from: number,
  keys: readonly NavKey[] = ALL_KEYS,
): (NavKey[] | null)[] {
  const paths: (NavKey[] | null)[] = boxes.map(() => null);
  paths[from] = [];
  for (let queue = [from]; queue.length; ) {
    const next: number[] = [];
    for (const i of queue)
      for (const key of keys) {
        const to = neighbour(boxes, i, key, parts);
        if (to !== null && paths[to] === null) {
          paths[to] = [...paths[i]!, key];
          next.push(to);
        }
      }
    queue = next;
  }
  return paths;
}

/** The most keys any box needs (Infinity when one is out of reach). */
export const farthest = (paths: readonly (NavKey[] | null)[]) =>
  Math.max(...paths.map((p) => (p ? p.length : Number.POSITIVE_INFINITY)));
