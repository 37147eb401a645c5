// R7.8: ties between players, pairwise: Intriguer, neutral player, tie-break brokers, order card.
import { describe, expect, it } from 'vitest';
import type { Who } from '../../../src/engine/index.ts';
import { compareTie, rank, tieBreakLeader } from '../../../src/engine/ties.ts';
import { BLUE, ORANGE, PURPLE, YELLOW, front, newGame } from './helpers.ts';

/** Everyone present with the same total. */
const allEqual = (who: Who[]) => new Map<Who, number>(who.map((w) => [w, 4]));

describe('R7.8 ties between players', () => {
  it('R7.8(3) the higher sum of the three tie-break brokers wins, whatever the order cards', () => {
    const s = newGame(4); // order cards 1..4 by seat
    front(s, BLUE, [0, 1, 2]); // 3
    front(s, YELLOW, [0, 1, 3]); // 4
    expect(compareTie(s, YELLOW, BLUE)).toBeLessThan(0);
    expect(rank(s, allEqual([BLUE, YELLOW]))).toEqual([YELLOW, BLUE]);
  });

  it('R7.8(4) equal tie-break sums: the lower order card wins', () => {
    const s = newGame(4, {}, { orderCards: [4, 3, 2, 1] });
    front(s, BLUE, [1, 4, 0]);
    front(s, ORANGE, [2, 3, 0]);
    expect(rank(s, allEqual([BLUE, ORANGE]))).toEqual([ORANGE, BLUE]);
  });

  it('R7.8 a tied group of several players is ordered pairwise; untied totals keep their order', () => {
    const s = newGame(4, {}, { orderCards: [3, 2, 1, 4] });
    front(s, BLUE, [0, 1, 4]); // 5, card 3
    front(s, ORANGE, [3, 4, 0]); // 7, card 2
    front(s, PURPLE, [1, 4, 0]); // 5, card 1
    front(s, YELLOW, [4, 4, 3]); // 11, but a lower total
    const totals = new Map<Who, number>([
      [BLUE, 6],
      [ORANGE, 6],
      [PURPLE, 6],
      [YELLOW, 5],
    ]);
    expect(rank(s, totals)).toEqual([ORANGE, PURPLE, BLUE, YELLOW]);
  });

  it('R7.8(2) with 2 players the neutral player wins every tie it is in, even against a higher front', () => {
    const s = newGame(2);
    front(s, 0, [4, 4, 3]);
    expect(rank(s, allEqual([0, 'neutral']))).toEqual(['neutral', 0]);
    expect(compareTie(s, 'neutral', 1)).toBeLessThan(0);
  });

  it("R7.8(1) the Intriguer's player wins every tie, against the neutral player and a higher front", () => {
    const s = newGame(2);
    front(s, 0, [4, 4, 3]);
    s.effects.intriguer = 1;
    expect(rank(s, allEqual([0, 1, 'neutral']))).toEqual([1, 'neutral', 0]);
  });

  it('R7.5/R7.8 the tie-break leader is found among all players, present or not', () => {
    const s = newGame(4, {}, { orderCards: [2, 1, 4, 3] });
    front(s, PURPLE, [3, 0, 0]);
    front(s, YELLOW, [1, 2, 0]);
    expect(tieBreakLeader(s)).toBe(YELLOW); // 3 against 3, order card 3 before 4
  });
});
