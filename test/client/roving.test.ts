// The arrow keys among the board's lit places (src/client/roving.ts), on the board's own
// layout: three rows of areas (the neighborhoods side by side), then the market's rows of
// four squares under them, which do not line up with the neighborhoods' columns.
import { describe, expect, it } from 'vitest';
import { type Box, isNavKey, neighbour, rowsOf } from '../../src/client/roving.ts';
import { ALL_KEYS, ARROWS_HOME_END, farthest, keyPaths } from '../support/keyPaths.ts';

/** The board's places as templates/board.ts draws them on a 360 px phone (x, y in CSS px). */
const area = (hood: number, row: number): Box => ({ x: 3 + hood * 90, y: 56 + row * 64, width: 84, height: 61 });
const square = (row: number, column: number): Box => ({
  x: 53 + column * 76,
  y: 300 + row * 48,
  width: 74,
  height: 45,
});
const MARKET = [0, 1, 2].flatMap((row) => [0, 1, 2, 3].map((column) => square(row, column)));
/** In the page's order: the city neighborhood by neighborhood (port, commerce, palace), then the market row by row. */
const BOARD = [...[0, 1, 2, 3].flatMap((hood) => [0, 1, 2].map((row) => area(hood, row))), ...MARKET];
/** A place's index in BOARD. */
const at = (box: Box) => BOARD.findIndex((b) => b.x === box.x && b.y === box.y);
/** Each place's part of the board, as src/client/board.ts names them: the city (n), the market (r). */
const partsOf = (boxes: readonly Box[]) => boxes.map((b) => (b.y < 300 ? 'n' : 'r'));

describe('rows and columns as on screen', () => {
  it('reads the board in rows, top to bottom, each left to right, whatever the page order', () => {
    const rows = rowsOf(BOARD);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual([0, 3, 6, 9]);
    expect(rows[1]).toEqual([1, 4, 7, 10]);
    expect(rows[3]).toEqual([12, 13, 14, 15]);
  });

  it('joins boxes of one line though their heights differ a little (brokers in an area)', () => {
    const tokens: Box[] = [
      { x: 10, y: 100, width: 22, height: 22 },
      { x: 60, y: 97, width: 24, height: 26 },
      { x: 35, y: 101, width: 22, height: 20 },
      { x: 10, y: 122, width: 22, height: 22 },
    ];
    expect(rowsOf(tokens)).toEqual([[0, 2, 1], [3]]);
  });
});

describe('the arrow keys', () => {
  it('Left and Right go along a row and on to the next one, as text is read, to the ends', () => {
    const first = at(area(0, 0));
    expect(neighbour(BOARD, first, 'ArrowRight')).toBe(at(area(1, 0)));
    expect(neighbour(BOARD, at(area(3, 0)), 'ArrowRight')).toBe(at(area(0, 1)));
    expect(neighbour(BOARD, at(area(0, 1)), 'ArrowLeft')).toBe(at(area(3, 0)));
    expect(neighbour(BOARD, at(area(3, 2)), 'ArrowRight')).toBe(at(square(0, 0)));
    expect(neighbour(BOARD, first, 'ArrowLeft')).toBeNull();
    expect(neighbour(BOARD, at(square(2, 3)), 'ArrowRight')).toBeNull();
    // Right alone reaches every place once.
    const seen = [first];
    for (
      let i = first, next = neighbour(BOARD, i, 'ArrowRight');
      next !== null;
      next = neighbour(BOARD, next, 'ArrowRight')
    )
      seen.push(next);
    expect(seen.sort((a, b) => a - b)).toEqual(BOARD.map((_, i) => i));
  });

  it('Up and Down go to the nearest of the row above or below, and stop at the edges', () => {
    expect(neighbour(BOARD, at(area(2, 0)), 'ArrowDown')).toBe(at(area(2, 1)));
    expect(neighbour(BOARD, at(area(2, 1)), 'ArrowUp')).toBe(at(area(2, 0)));
    // The palace of neighborhood 1 (middle x 45) is nearest the market's blue column (middle x 90).
    expect(neighbour(BOARD, at(area(0, 2)), 'ArrowDown')).toBe(at(square(0, 0)));
    // Neighborhood 4's (middle x 315) is nearest the red one (middle x 318).
    expect(neighbour(BOARD, at(area(3, 2)), 'ArrowDown')).toBe(at(square(0, 3)));
    expect(neighbour(BOARD, at(square(0, 2)), 'ArrowUp')).toBe(at(area(2, 2)));
    expect(neighbour(BOARD, at(area(1, 0)), 'ArrowUp')).toBeNull();
    expect(neighbour(BOARD, at(square(2, 1)), 'ArrowDown')).toBeNull();
  });

  it('goes among the lit places only: a row with gaps, a row missing, Home and End', () => {
    // Lit: N1 and N3 ports, N2 commerce, the market's green squares of rows 2 and 3.
    const lit = [area(0, 0), area(2, 0), area(1, 1), square(1, 1), square(2, 1)];
    expect(neighbour(lit, 0, 'ArrowRight')).toBe(1);
    expect(neighbour(lit, 1, 'ArrowDown')).toBe(2);
    expect(neighbour(lit, 2, 'ArrowDown')).toBe(3);
    expect(neighbour(lit, 3, 'ArrowUp')).toBe(2);
    expect(neighbour(lit, 3, 'Home')).toBe(0);
    expect(neighbour(lit, 0, 'End')).toBe(4);
    // One lit place: no key moves, bar Home and End onto itself.
    expect(neighbour([area(1, 1)], 0, 'ArrowDown')).toBeNull();
    expect(neighbour([area(1, 1)], 0, 'Home')).toBe(0);
    expect(neighbour([], 0, 'End')).toBeNull();
  });

  it('of two as near in the row below, takes the one on the left', () => {
    const boxes: Box[] = [
      { x: 40, y: 0, width: 20, height: 20 },
      { x: 20, y: 40, width: 20, height: 20 },
      { x: 60, y: 40, width: 20, height: 20 },
    ];
    expect(neighbour(boxes, 0, 'ArrowDown')).toBe(1);
  });
});

describe('Page Down and Page Up between the city and the market', () => {
  const parts = partsOf(BOARD);
  it('are the board’s keys with the arrows, Home and End, and no other key is', () => {
    expect(ALL_KEYS.filter(isNavKey)).toEqual(ALL_KEYS);
    expect(['Enter', ' ', 'Escape', 'Tab', '3', 'PageUpX', 'b'].filter(isNavKey)).toEqual([]);
  });

  it('keep the row’s rank and the nearest column, and go round', () => {
    // A port to the market's first row, a palace to its third, under the same column; and back.
    expect(neighbour(BOARD, at(area(0, 0)), 'PageDown', parts)).toBe(at(square(0, 0)));
    expect(neighbour(BOARD, at(area(2, 2)), 'PageDown', parts)).toBe(at(square(2, 2)));
    expect(neighbour(BOARD, at(square(1, 3)), 'PageUp', parts)).toBe(at(area(3, 1)));
    // Two parts: on from the market round to the city, back from the city round to the market.
    expect(neighbour(BOARD, at(square(0, 1)), 'PageDown', parts)).toBe(at(area(1, 0)));
    expect(neighbour(BOARD, at(area(3, 0)), 'PageUp', parts)).toBe(at(square(0, 3)));
    // Without parts, or with one, they move nowhere.
    expect(neighbour(BOARD, at(area(0, 0)), 'PageDown')).toBeNull();
    expect(
      neighbour(
        MARKET,
        0,
        'PageDown',
        MARKET.map(() => 'r'),
      ),
    ).toBeNull();
  });

  it('to a part with fewer rows lit: its last row', () => {
    // 2 players: the market's row 1 is closed (R4.3), so a palace goes to row 3 and a port to row 2.
    const lit = [area(0, 0), area(0, 2), square(1, 0), square(2, 0)];
    expect(neighbour(lit, 0, 'PageDown', partsOf(lit))).toBe(2);
    expect(neighbour(lit, 1, 'PageDown', partsOf(lit))).toBe(3);
    expect(neighbour(lit, 3, 'PageUp', partsOf(lit))).toBe(1);
  });

  it('bring every lit place within 3 keys of the first (4 without them), 4 players and 2', () => {
    // 2 players: neighborhood 4 is not in play (R2.3), nor the market's row 1 (R4.3).
    const two = [
      ...[0, 1, 2].flatMap((hood) => [0, 1, 2].map((row) => area(hood, row))),
      ...[1, 2].flatMap((row) => [0, 1, 2, 3].map((column) => square(row, column))),
    ];
    for (const board of [BOARD, two]) {
      const first = rowsOf(board)[0]![0]!;
      expect(farthest(keyPaths(board, partsOf(board), first, ARROWS_HOME_END))).toBe(4);
      expect(farthest(keyPaths(board, partsOf(board), first))).toBe(3);
    }
  });
});
