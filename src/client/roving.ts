// The arrow keys among the board's lit places and brokers, pure (the page's glue is
// ./board.ts): rows and columns as the screen shows them, read from each element's box
// on screen rather than from codes, so a neighborhood's areas, the market's squares and
// a place's brokers all read as the eye reads them, whatever the layout. Left and Right
// go along a row and on to the next (or previous) row, as text is read, so they alone
// reach every lit element; Up and Down go to the nearest element of the row above or
// below; Home and End to the first and the last.

/** An element's box on screen (getBoundingClientRect's). */
export type Box = { x: number; y: number; width: number; height: number };

export type NavKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const NAV_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
export const isNavKey = (key: string): key is NavKey => NAV_KEYS.includes(key);

const middleY = (b: Box) => b.y + b.height / 2;
const middleX = (b: Box) => b.x + b.width / 2;

/**
 * The boxes' indices in rows, top to bottom, each row left to right. A box joins a row
 * when its middle lies within the height of the row's first box: places of one row
 * share their top, and a row of brokers their line, though their boxes differ a little.
 */
export function rowsOf(boxes: readonly Box[]): number[][] {
  const order = boxes.map((_, i) => i).sort((a, b) => middleY(boxes[a]!) - middleY(boxes[b]!) || a - b);
  const rows: number[][] = [];
  for (const i of order) {
    const row = rows[rows.length - 1];
    const head = row ? boxes[row[0]!]! : null;
    const y = middleY(boxes[i]!);
    if (row && head && y >= head.y && y <= head.y + head.height) row.push(i);
    else rows.push([i]);
  }
  for (const row of rows) row.sort((a, b) => middleX(boxes[a]!) - middleX(boxes[b]!) || a - b);
  return rows;
}

/** The element a key moves to from `from` (an index of `boxes`), or null where there is none (an edge). */
export function neighbour(boxes: readonly Box[], from: number, key: NavKey): number | null {
  const rows = rowsOf(boxes);
  const reading = rows.flat();
  if (!reading.length) return null;
  if (key === 'Home') return reading[0]!;
  if (key === 'End') return reading[reading.length - 1]!;
  const at = reading.indexOf(from);
  if (at < 0) return reading[0]!;
  if (key === 'ArrowRight') return reading[at + 1] ?? null;
  if (key === 'ArrowLeft') return at > 0 ? reading[at - 1]! : null;
  const r = rows.findIndex((row) => row.includes(from));
  const next = rows[key === 'ArrowDown' ? r + 1 : r - 1];
  if (!next) return null;
  // The nearest by the middles' horizontal distance; of two as near, the one on the left.
  const x = middleX(boxes[from]!);
  return next.reduce((best, i) => (Math.abs(middleX(boxes[i]!) - x) < Math.abs(middleX(boxes[best]!) - x) ? i : best));
}
