// R8: final scoring — gem ranks, places per colour, black gems, the winner.
import { describe, expect, it } from 'vitest';
import type { GemCounts, ScoreLine, State } from '../../../src/engine/index.ts';
import { scoreGame } from '../../../src/engine/scoring.ts';
import { newGame } from './helpers.ts';

const none: GemCounts = { blue: 0, green: 0, yellow: 0, red: 0, black: 0 };

/** Gems per seat, and the score lines by seat. */
function score(s: State, gems: Partial<GemCounts>[]): ScoreLine[] {
  gems.forEach((g, seat) => {
    s.players[seat]!.gems = { ...none, ...g };
  });
  const result = scoreGame(s);
  return s.players.map((_, seat) => result.lines.find((l) => l.who === seat)!);
}

describe('R8 final scoring', () => {
  it('R8.2 the rulebook example: A 6, B 5, C 5, D 3 of the top colour score 24, 12, 12, 6', () => {
    const s = newGame(4);
    s.quotation = { blue: 9, green: 6, yellow: 5, red: 4 };
    const lines = score(s, [{ blue: 6 }, { blue: 5 }, { blue: 5 }, { blue: 3 }]);
    expect(lines.map((l) => l.colours.blue)).toEqual([24, 12, 12, 6]);
  });

  it('R8.1 equal quotations: blue ranks before red (24/18 for blue, 20/15 for red)', () => {
    const s = newGame(4);
    s.quotation = { blue: 8, green: 5, yellow: 7, red: 8 }; // ranks: blue, red, yellow, green
    const lines = score(s, [
      { blue: 2, red: 1 },
      { blue: 1, red: 2 },
      { yellow: 2, green: 1 },
      { yellow: 1, green: 2 },
    ]);
    expect(lines.map((l) => l.colours)).toEqual([
      { blue: 24, red: 15, yellow: 0, green: 0 },
      { blue: 18, red: 20, yellow: 0, green: 0 },
      { blue: 0, red: 0, yellow: 16, green: 9 },
      { blue: 0, red: 0, yellow: 12, green: 12 },
    ]);
  });

  it('R8.2 a player with none of a colour scores nothing for it; four equal counts all take 4th place', () => {
    const s = newGame(4); // all quotations 6: blue ranks first (R8.1)
    const lines = score(s, [{ blue: 1, red: 3 }, { blue: 1 }, { blue: 1 }, { blue: 1, red: 2 }]);
    expect(lines.map((l) => l.colours.blue)).toEqual([6, 6, 6, 6]);
    expect(lines.map((l) => l.colours.red)).toEqual([12, 0, 0, 9]);
  });

  it('R8.3 black gems: 1→1, 2→4, 3→8, 4→12, 5→16, 6→20, 7 or more→24', () => {
    const got = [0, 1, 2, 3, 4, 5, 6, 7, 8, 11].map((n) => score(newGame(2), [{ black: n }])[0]!.black);
    expect(got).toEqual([0, 1, 4, 8, 12, 16, 20, 24, 24, 24]);
  });

  it('R8.5 the total adds VP during play, colours and black gems', () => {
    const s = newGame(3);
    s.players[0]!.vp = 17;
    const [line] = score(s, [{ blue: 2, green: 1, black: 2 }]);
    expect(line).toMatchObject({
      vpDuringPlay: 17,
      colours: { blue: 24, green: 20, yellow: 0, red: 0 },
      black: 4,
      kingsFavor: 0,
      total: 65,
      gems: 5,
    });
  });

  it('R8.5 most VP wins; equal VP: most gems (coloured and black); still equal: a shared win', () => {
    const s = newGame(4);
    s.players.forEach((p, i) => {
      p.vp = [9, 10, 10, 3][i]!;
    });
    const shared = scoreGame(structuredClone(s));
    expect(shared.winners).toEqual([1, 2]);
    // Seat 0's black gem brings it level at 10 VP, and it has the most gems.
    s.players[0]!.gems = { ...none, black: 1 };
    const result = scoreGame(s);
    expect(result.lines.map((l) => [l.who, l.total, l.gems])).toEqual([
      [0, 10, 1],
      [1, 10, 0],
      [2, 10, 0],
      [3, 3, 0],
    ]);
    expect(result.winners).toEqual([0]);
  });
});
