// R7.5: counting the market (rows, columns, highest bidder), and R1.5's clamped scale.
import { describe, expect, it } from 'vitest';
import { type Colour, type State, type Task, viewFor, waitingFor } from '../../../src/engine/index.ts';
import { logOf } from '../../support/history.ts';
import { BLUE, ORANGE, PURPLE, YELLOW, act, front, gemsOf, newGame, put, refused, run, square } from './helpers.ts';

const COUNT_MARKET: Task[] = [
  { kind: 'marketRows' },
  { kind: 'marketColumns' },
  { kind: 'highestBidder' },
  { kind: 'marketCleanup' },
];
const COLUMNS_ONLY: Task[] = [{ kind: 'marketColumns' }];

/**
 * The Italian rulebook's market example with legal broker sets. Order cards: Orange 1,
 * Blue 2, Purple 3, Yellow 4. Rows hold white, yellow, red.
 *
 *            blue        green       yellow      red
 *   row 1    Blue 3      Orange 4    —           Blue 1
 *   row 2    Yellow 0    —           Orange 0    Yellow 3
 *   row 3    Purple 1    —           —           Purple 0
 */
function rulebookMarket(): State {
  const s = newGame(4, {}, { orderCards: [2, 1, 3, 4] });
  s.market.rowGems = ['white', 'yellow', 'red'];
  put(s, BLUE, 3, square(1, 'blue'), true);
  put(s, BLUE, 1, square(1, 'red'));
  put(s, ORANGE, 4, square(1, 'green'), true);
  put(s, YELLOW, 0, square(2, 'blue'));
  put(s, YELLOW, 3, square(2, 'red'), true);
  put(s, ORANGE, 0, square(2, 'yellow'));
  put(s, PURPLE, 1, square(3, 'blue'), true);
  put(s, PURPLE, 0, square(3, 'red'));
  front(s, BLUE, [1, 0, 4]); // 5
  front(s, ORANGE, [4, 1, 0]); // 5
  front(s, PURPLE, [4, 4, 2]); // 10: the tie-break leader
  front(s, YELLOW, [3, 2, 1]); // 6
  return s;
}

describe('R7.5 the rulebook example', () => {
  it(
    'R7.5 rows: row 1 tied 4–4 with equal tie-break sums 5–5 goes to the lower order card; white ' +
      'becomes a colour (R7.3)',
    () => {
      let s = run(rulebookMarket(), ...COUNT_MARKET);
      // Every face-down market broker is revealed first.
      expect(
        viewFor(s, YELLOW)
          .market.cells.filter((c) => c.broker)
          .map((c) => c.broker!.value),
      ).toEqual([3, 4, 1, 0, 0, 3, 1, 0]);
      expect(waitingFor(s)).toEqual([ORANGE]);
      expect(viewFor(s, ORANGE).prompt.kind).toBe('chooseColour');
      s = act(s, ORANGE, { type: 'chooseColour', colour: 'green' });
      expect(gemsOf(s, ORANGE)).toMatchObject({ green: 1, blue: 0, yellow: 0, red: 0 });
      expect(gemsOf(s, BLUE)).toMatchObject({ green: 0, blue: 0, yellow: 0, red: 0 });
      expect(gemsOf(s, YELLOW)).toMatchObject({ yellow: 1, red: 0 }); // row 2: Yellow 3 against Orange's 0
      expect(gemsOf(s, PURPLE)).toMatchObject({ red: 1, yellow: 0 }); // row 3: Purple 1 alone
    },
  );

  it('R7.5 columns: blue, green and red tied at 4; green has 1 broker, blue and red 3 each; Purple orders them', () => {
    let s = run(rulebookMarket(), ...COUNT_MARKET);
    s = act(s, ORANGE, { type: 'chooseColour', colour: 'green' });
    expect(s.agenda[0]).toEqual({ kind: 'orderColumns', seat: PURPLE, ranking: [['blue', 'red'], 'green', 'yellow'] });
    expect(waitingFor(s)).toEqual([PURPLE]);
    expect(viewFor(s, PURPLE).prompt).toMatchObject({ kind: 'orderColumns', columns: ['blue', 'red'] });
    refused(s, PURPLE, { type: 'orderColumns', columns: ['blue', 'green'] }, 'R7.5');
    refused(s, PURPLE, { type: 'orderColumns', columns: ['blue', 'red', 'green'] }, 'R7.5');
    refused(s, ORANGE, { type: 'orderColumns', columns: ['red', 'blue'] }, 'R3');
    s = act(s, PURPLE, { type: 'orderColumns', columns: ['blue', 'red'] });
    expect(s.quotation).toEqual({ blue: 8, red: 7, green: 5, yellow: 4 });
  });

  it(
    'R7.5 highest bidder: Orange and Blue both 4 in the market, fronts 5–5, Orange by order card 1 ' + 'moves green up',
    () => {
      let s = run(rulebookMarket(), ...COUNT_MARKET);
      s = act(s, ORANGE, { type: 'chooseColour', colour: 'green' });
      s = act(s, PURPLE, { type: 'orderColumns', columns: ['blue', 'red'] });
      expect(waitingFor(s)).toEqual([ORANGE]);
      expect(viewFor(s, ORANGE).prompt.kind).toBe('moveQuotation');
      s = act(s, ORANGE, { type: 'moveQuotation', colour: 'green', step: 1 });
      expect(s.quotation).toEqual({ blue: 8, red: 7, green: 6, yellow: 4 });
      // Then market and front brokers go back behind the screens.
      expect(s.market.cells.flat()).toEqual(Array(12).fill(null));
      expect(s.players.map((p) => [p.behind.length, p.front.length])).toEqual([
        [11, 0],
        [11, 0],
        [11, 0],
        [11, 0],
      ]);
      expect(s.agenda).toEqual([]);
    },
  );
});

/** Blue's brokers down the listed columns, from row 1. */
function columns(s: State, values: Partial<Record<Colour, number[]>>): State {
  for (const [column, vs] of Object.entries(values) as [Colour, number[]][]) {
    vs.forEach((v, i) => {
      put(s, BLUE, v, square(i + 1, column));
    });
  }
  return s;
}

describe('R7.5 columns', () => {
  it('R7.5 columns by total: 1st +2, 2nd +1, 3rd −1, 4th −2', () => {
    const s = run(columns(newGame(4), { red: [4, 3], yellow: [4], blue: [2, 1], green: [0] }), ...COLUMNS_ONLY);
    expect(s.quotation).toEqual({ red: 8, yellow: 7, blue: 5, green: 4 });
  });

  it('R7.5 equal totals: more brokers first, so a column holding a 0 beats an empty one', () => {
    const s = run(columns(newGame(4), { green: [3], yellow: [1, 2], red: [0] }), ...COLUMNS_ONLY);
    // yellow 3 (2 brokers) > green 3 (1) > red 0 (1) > blue 0 (none)
    expect(s.quotation).toEqual({ yellow: 8, green: 7, red: 5, blue: 4 });
  });

  it('R1.5 a quotation stops at 12 and at 0', () => {
    const s = columns(newGame(4), { blue: [4], green: [3], yellow: [2], red: [1] });
    s.quotation = { blue: 12, green: 12, yellow: 0, red: 1 };
    run(s, ...COLUMNS_ONLY);
    expect(s.quotation).toEqual({ blue: 12, green: 12, yellow: 0, red: 0 });
  });

  it('R7.5 the tie-break leader orders tied columns even with no broker in the market, group by group', () => {
    const s = columns(newGame(4), { blue: [3], red: [3] });
    front(s, YELLOW, [4, 4, 3]);
    let t = run(s, ...COLUMNS_ONLY);
    expect(t.agenda[0]).toEqual({
      kind: 'orderColumns',
      seat: YELLOW,
      ranking: [
        ['blue', 'red'],
        ['green', 'yellow'],
      ],
    });
    t = act(t, YELLOW, { type: 'orderColumns', columns: ['red', 'blue'] });
    expect(viewFor(t, YELLOW).prompt).toMatchObject({ kind: 'orderColumns', columns: ['green', 'yellow'] });
    t = act(t, YELLOW, { type: 'orderColumns', columns: ['yellow', 'green'] });
    expect(t.quotation).toEqual({ red: 8, blue: 7, yellow: 5, green: 4 });
  });
});

describe('R7.5 highest bidder', () => {
  it('R7.5 the highest total anywhere in the market moves one quotation one step, up or down', () => {
    const s = newGame(4);
    put(s, ORANGE, 2, square(1, 'blue'));
    put(s, ORANGE, 1, square(3, 'red'));
    put(s, PURPLE, 2, square(2, 'green'));
    let t = run(s, { kind: 'highestBidder' });
    expect(waitingFor(t)).toEqual([ORANGE]);
    t = act(t, ORANGE, { type: 'moveQuotation', colour: 'yellow', step: -1 });
    expect(t.quotation).toEqual({ blue: 6, green: 6, yellow: 5, red: 6 });
  });

  it(
    'R7.5 a compulsory move must change a quotation: a colour at 12 is not offered up, at 0 not down, ' +
      'and is refused',
    () => {
      const s = newGame(4);
      put(s, ORANGE, 2, square(1, 'blue'));
      s.quotation = { blue: 12, green: 0, yellow: 6, red: 6 };
      const t = run(s, { kind: 'highestBidder' });
      expect(viewFor(t, ORANGE).prompt).toMatchObject({
        kind: 'moveQuotation',
        up: ['green', 'yellow', 'red'],
        down: ['blue', 'yellow', 'red'],
      });
      refused(t, ORANGE, { type: 'moveQuotation', colour: 'blue', step: 1 }, 'R7.5');
      refused(t, ORANGE, { type: 'moveQuotation', colour: 'green', step: -1 }, 'R7.5');
      expect(act(t, ORANGE, { type: 'moveQuotation', colour: 'blue', step: -1 }).quotation.blue).toBe(11);
    },
  );

  it('R7.5 nobody in the market: nobody moves a quotation', () => {
    const s = run(newGame(4), { kind: 'highestBidder' });
    expect(s.agenda).toEqual([]);
    expect(logOf(s).at(-1)!.text).toBe('Nobody is in the market: no highest bidder.');
  });

  it('R7.5 rows with 3 players: row 1 is closed, rows 2 and 3 go to their majorities', () => {
    const s = newGame(3);
    expect(s.market.rowGems[0]).toBeNull();
    s.market.rowGems = [null, 'blue', 'red'];
    put(s, 0, 1, square(2, 'blue'));
    put(s, 1, 2, square(2, 'red'));
    put(s, 2, 0, square(3, 'green'));
    run(s, { kind: 'marketRows' });
    expect([0, 1, 2].map((p) => [gemsOf(s, p).blue, gemsOf(s, p).red])).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
  });
});
