// The arrow keys among the board's lit places and brokers, pure (the page's glue is
// ./board.ts): rows and columns as the screen shows them, read from each element's box
// on screen rather than from codes, so a neighborhood's areas, the market's squares and
// a place's brokers all read as the eye reads them, whatever the layout. Left and Right
// go along a row and on to the next (or previous) row, as text is read, so they alone
// reach every lit element; Up and Down go to the nearest element of the row above or
// below; Home and End to the first and the last. Page Down and Page Up jump between the
// board's parts (the city, the market, the throne room), to the row of the same rank in
// the next part and its nearest element: from a neighborhood's port to the market's first
// row under it and back, so that no lit place is more than three keys from the first.

/** An element's box on screen (getBoundingClientRect's). */
export type Box = { x: number; y: number; width: number; height: number };

export type NavKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export const isNavKey = (key: string): key is NavKey =>
  /^(Arrow(Left|Right|Up|Down)|Home|End|Page(Up|Down))$/.test(key);

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

/** Of `row`'s elements, the nearest to `x` by their middles; of two as near, the one on the left. */
const nearest = (boxes: readonly Box[], row: readonly number[], x: number) =>
  row.reduce((best, i) => (Math.abs(middleX(boxes[i]!) - x) < Math.abs(middleX(boxes[best]!) - x) ? i : best));

/**
 * The element a key moves to from `from` (an index of `boxes`), or null where there is none (an edge). `parts`: each
 * box's part of the board (any name; without them, the page keys move nowhere).
 */
export function neighbour(
  boxes: readonly Box[],
  from: number,
  key: NavKey,
  parts: readonly string[] = [],
): number | null {
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
  const x = middleX(boxes[from]!);
  if (key === 'PageDown' || key === 'PageUp') {
    // The parts in the order read, each a run of rows (no two share one on screen); round from the last to the first.
    const part = (row: number[]) => parts[row[0]!];
    const own = part(rows[r]!);
    const names = [...new Set(rows.map(part))];
    const next = names[(names.indexOf(own) + (key === 'PageDown' ? 1 : names.length - 1)) % names.length];
    const there = rows.filter((row) => part(row) === next);
    const rank = r - rows.findIndex((row) => part(row) === own);
    return next === own ? null : nearest(boxes, there[Math.min(rank, there.length - 1)]!, x);
  }
  const next = rows[key === 'ArrowDown' ? r + 1 : r - 1];
  return next ? nearest(boxes, next, x) : null;
}
