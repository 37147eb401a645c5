// R7.8 (with R7.2, R7.4, R7.5): each counting line says why a tie ranked as it did.
// The counting events carry the step of R7.8 that broke each tie; the log puts it in words.
import { describe, expect, it } from 'vitest';
import type { EventOf, GameEvent } from '../../../src/engine/index.ts';
import { historyOf, logOf } from '../../support/history.ts';
import { BLUE, ORANGE, PURPLE, city, front, newGame, put, run, square } from './helpers.ts';

const events = <K extends GameEvent['kind']>(s: Parameters<typeof historyOf>[0], kind: K) =>
  historyOf(s)
    .map((e) => e.event)
    .filter((e): e is EventOf<K> => e.kind === kind);

describe('R7.8 tie-break reasons in counting events and the log', () => {
  it('R7.2/R7.8(3): a neighborhood tie broken by the tie-break brokers names them and their sums', () => {
    const s = newGame(3);
    front(s, BLUE, [0, 1, 2]); // 3
    front(s, ORANGE, [1, 2, 3]); // 6
    put(s, BLUE, 4, city(1, 'commerce'), true);
    put(s, ORANGE, 4, city(1, 'commerce'), true);
    run(s, { kind: 'countNeighborhood', neighborhood: 1 });
    const [counted] = events(s, 'neighborhoodCounted');
    expect(counted!.ties).toEqual([{ winner: ORANGE, loser: BLUE, by: 'tieBreakBrokers', values: [6, 3] }]);
    expect(
      logOf(s)
        .map((l) => l.text)
        .join('\n'),
    ).toContain('Orange wins the tie with Blue: tie-break brokers 6 to 3 (R7.8).');
  });

  it('R7.8(4): equal tie-break sums go to the lower order card, and the line says so', () => {
    const s = newGame(3, {}, { orderCards: [3, 1, 2] });
    front(s, BLUE, [0, 1, 2]);
    front(s, ORANGE, [0, 1, 2]);
    put(s, BLUE, 3, city(1, 'palace'), true);
    put(s, ORANGE, 3, city(1, 'palace'), true);
    run(s, { kind: 'areas', neighborhood: 1 });
    const [won] = events(s, 'palaceWon');
    expect(won!.who).toBe(ORANGE);
    expect(won!.ties).toEqual([{ winner: ORANGE, loser: BLUE, by: 'orderCard', values: [1, 3] }]);
    expect(
      logOf(s)
        .map((l) => l.text)
        .join('\n'),
    ).toContain('Orange wins the tie with Blue: equal tie-break brokers, lower order card 1 against 3 (R7.8).');
  });

  it('R7.8(1): the Intriguer wins the tie of a market row, whatever the fronts', () => {
    const s = newGame(3);
    front(s, BLUE, [0, 0, 1]);
    front(s, ORANGE, [3, 4, 4]);
    s.effects.intriguer = BLUE;
    s.market.rowGems = [null, 'blue', null];
    put(s, BLUE, 2, square(2, 'blue'), true);
    put(s, ORANGE, 2, square(2, 'green'), true);
    run(s, { kind: 'marketRows' });
    const row = events(s, 'rowCounted').find((e) => e.row === 2)!;
    expect(row.winner).toBe(BLUE);
    expect(row.ties).toEqual([{ winner: BLUE, loser: ORANGE, by: 'intriguer' }]);
    expect(
      logOf(s)
        .map((l) => l.text)
        .join('\n'),
    ).toContain('Blue wins the tie with Orange: the Intriguer wins every tie (R7.8).');
  });

  it('R7.8(2)/R11: with 2 players the neutral player wins the tie, and the line says why', () => {
    const s = newGame(2);
    front(s, BLUE, [3, 4, 4]);
    put(s, BLUE, 2, city(1, 'port'), true);
    put(s, 'neutral', 2, city(1, 'port'), true);
    run(s, { kind: 'areas', neighborhood: 1 });
    const [won] = events(s, 'portWon');
    expect(won!.ties).toEqual([{ winner: 'neutral', loser: BLUE, by: 'neutral' }]);
    expect(
      logOf(s)
        .map((l) => l.text)
        .join('\n'),
    ).toContain('The neutral player wins the tie with Blue: the neutral player wins ties with 2 players (R7.8, R11).');
  });

  it(
    'R7.8: no tie, no reason; a tie below first place in a neighborhood is still explained (it orders ' +
      'the port gems, R7.3)',
    () => {
      const s = newGame(3);
      front(s, ORANGE, [0, 1, 2]);
      front(s, PURPLE, [1, 1, 2]);
      put(s, BLUE, 4, city(1, 'port'), true);
      put(s, ORANGE, 1, city(1, 'port'), true);
      put(s, PURPLE, 1, city(1, 'port'), true);
      run(s, { kind: 'countNeighborhood', neighborhood: 1 });
      expect(events(s, 'neighborhoodCounted')[0]!.ties).toEqual([
        { winner: PURPLE, loser: ORANGE, by: 'tieBreakBrokers', values: [4, 3] },
      ]);
      const s2 = newGame(3);
      put(s2, BLUE, 4, city(1, 'commerce'), true);
      put(s2, ORANGE, 1, city(1, 'commerce'), true);
      run(s2, { kind: 'areas', neighborhood: 1 });
      expect(events(s2, 'commerceWon')[0]!.ties).toEqual([]);
      expect(
        logOf(s2)
          .map((l) => l.text)
          .join('\n'),
      ).not.toContain('tie');
    },
  );

  it('R7.5: columns of equal total are ranked by their number of brokers, and the line says so', () => {
    const s = newGame(3);
    put(s, BLUE, 0, square(2, 'green'), true);
    put(s, ORANGE, 3, square(2, 'red'), true);
    put(s, BLUE, 3, square(3, 'green'), true);
    run(s, { kind: 'marketColumns' });
    const [cols] = events(s, 'columnsCounted');
    expect(cols!.ties).toEqual([{ above: 'green', below: 'red' }]);
    expect(
      logOf(s)
        .map((l) => l.text)
        .join('\n'),
    ).toContain('green ranks above red on equal totals: more brokers, 2 to 1 (R7.5).');
  });
});
