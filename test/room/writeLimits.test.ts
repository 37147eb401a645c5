// The limits on a game's writes besides its moves (src/room/writeLimits.ts), without the
// runtime: the sliding window per link and kind, and the day's budget, reserved ahead in
// blocks, whose stored count never falls below the rows written, however often the
// object is evicted.
import { describe, expect, it } from 'vitest';
import {
  type BudgetRow,
  DayBudget,
  HOST_EXTRA,
  REFUSALS_SAVED_EVERY_MS,
  ROWS_PER_DAY,
  Windows,
  WRITE_RATES,
} from '../../src/room/writeLimits.ts';
import { DAY_MS } from '../../src/room/days.ts';

/** Noon, UTC, of some day: a day's budget starts at midnight. */
const NOON = 20_000 * DAY_MS + DAY_MS / 2;

describe('the window per link and kind', () => {
  it('lets `max` through in a minute, then says when the oldest leaves it', () => {
    const windows = new Windows();
    const rate = { max: 3, windowMs: 60_000 };
    expect(windows.take('0/notes', rate, NOON)).toBeNull();
    expect(windows.take('0/notes', rate, NOON + 10_000)).toBeNull();
    expect(windows.take('0/notes', rate, NOON + 20_000)).toBeNull();
    expect(windows.take('0/notes', rate, NOON + 20_500)).toBe(40);
    // A refused request takes no place in the window.
    expect(windows.take('0/notes', rate, NOON + 59_999)).toBe(1);
    expect(windows.take('0/notes', rate, NOON + 60_001)).toBeNull();
    expect(windows.take('0/notes', rate, NOON + 60_002)).toBe(10);
  });

  it('counts each link and each kind apart', () => {
    const windows = new Windows();
    const rate = { max: 1, windowMs: 60_000 };
    expect(windows.take('0/notes', rate, NOON)).toBeNull();
    expect(windows.take('0/notes', rate, NOON)).toBe(60);
    expect(windows.take('1/notes', rate, NOON)).toBeNull();
    expect(windows.take('0/lang', rate, NOON)).toBeNull();
    expect(windows.take('host/links', rate, NOON)).toBeNull();
  });

  it('never bites what a page asks: notes saved every 5 seconds from two tabs, a few clicks a minute', () => {
    expect(WRITE_RATES.notes.max).toBeGreaterThanOrEqual(2 * (60 / 5) + 2);
    for (const kind of ['lang', 'push', 'mail', 'hint', 'links', 'controls'] as const)
      expect(WRITE_RATES[kind].max).toBeGreaterThanOrEqual(5);
    // The chat's own limit (10 a minute, from its stored messages) speaks first.
    expect(WRITE_RATES.chat.max).toBeGreaterThan(10);
  });
});

/** A budget over one stored row, as the object keeps it; `rows`, every row written (the writes' and the count's). */
function stored() {
  const disk: { row: BudgetRow | null; rows: number } = { row: null, rows: 0 };
  const wake = () =>
    new DayBudget(
      () => disk.row,
      (row) => {
        disk.row = row;
        disk.rows += 1;
      },
    );
  return { disk, wake };
}

describe("the game's day", () => {
  it('reserves rows ahead in blocks: a few count rows for many writes', () => {
    const { disk, wake } = stored();
    const budget = wake();
    for (let i = 0; i < 300; i++) {
      expect(budget.refusal(0, NOON)).toBeNull();
      budget.spent(1, NOON);
      disk.rows += 1;
    }
    // 300 writes: blocks of 4, 8, 16, 32, 64, 64, 64, 64… cost 9 rows of counting.
    expect(disk.rows - 300).toBeLessThanOrEqual(10);
    expect(disk.row!.reserved).toBeGreaterThanOrEqual(disk.rows);
    expect(budget.report(NOON).used).toBe(disk.rows);
  });

  it('an object evicted after every write has counted more than it wrote, never less', () => {
    const { disk, wake } = stored();
    let refused = 0;
    for (let i = 0; i < 5000; i++) {
      const budget = wake();
      if (budget.refusal(0, NOON) !== null) {
        refused++;
        continue;
      }
      budget.spent(2, NOON);
      disk.rows += 2;
      expect(disk.row!.reserved).toBeGreaterThanOrEqual(disk.rows);
    }
    // Each wake spends its whole first block: the budget runs out sooner, and is never passed.
    expect(refused).toBeGreaterThan(0);
    expect(disk.rows).toBeLessThanOrEqual(ROWS_PER_DAY + 2);
  });

  it("refuses a seat's write once the day's rows are spent, the host's only past its extra, until midnight UTC", () => {
    const { disk, wake } = stored();
    disk.row = { day: Math.floor(NOON / DAY_MS), reserved: ROWS_PER_DAY, refused: '{}', saved: NOON - 1000 };
    const budget = wake();
    expect(budget.refusal(2, NOON)).toBe(DAY_MS / 2 / 1000);
    expect(budget.refusal('host', NOON)).toBeNull();
    budget.spent(HOST_EXTRA, NOON);
    expect(budget.refusal('host', NOON)).toBe(DAY_MS / 2 / 1000);
    // A new day: a new budget.
    expect(budget.refusal(2, NOON + DAY_MS / 2)).toBeNull();
    expect(budget.report(NOON + DAY_MS / 2)).toEqual({ used: 0, allowed: ROWS_PER_DAY, refused: {} });
  });

  it('keeps the refusals by kind, stored at most every ten minutes, and read back on the next wake', () => {
    const { disk, wake } = stored();
    const budget = wake();
    budget.refuse('notes', NOON);
    expect(disk.rows).toBe(1);
    for (let i = 1; i < 100; i++) budget.refuse(i % 2 ? 'lang' : 'notes', NOON + i * 1000);
    expect(disk.rows).toBe(1);
    expect(budget.report(NOON + 100_000).refused).toEqual({ notes: 50, lang: 50 });
    budget.refuse('hint', NOON + REFUSALS_SAVED_EVERY_MS);
    expect(disk.rows).toBe(2);
    expect(wake().report(NOON + REFUSALS_SAVED_EVERY_MS).refused).toEqual({ notes: 50, lang: 50, hint: 1 });
    // A refusal stored is a row written, counted as any other.
    expect(wake().report(NOON + REFUSALS_SAVED_EVERY_MS).used).toBeGreaterThanOrEqual(disk.rows);
  });

  it('reads a damaged row as no refusals, its count kept', () => {
    const { disk, wake } = stored();
    disk.row = { day: Math.floor(NOON / DAY_MS), reserved: 40, refused: '{not json', saved: NOON };
    expect(wake().report(NOON)).toEqual({ used: 40, allowed: ROWS_PER_DAY, refused: {} });
  });
});
