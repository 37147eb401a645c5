// R10: the King's Favor variant — the throne room and its scoring.
import { describe, expect, it } from 'vitest';
import { type Broker, type State, viewFor, waitingFor } from '../../../src/engine/index.ts';
import { scoreGame } from '../../../src/engine/scoring.ts';
import { act, drive, newGame, refused } from './helpers.ts';

const atThrone = (s: State) => s.agenda[0]?.kind === 'throne';
const throneOf = (sums: number[][]): Broker[] =>
  sums.flatMap((values, owner) => values.map((value) => ({ owner, value, faceUp: false })));
const kingsFavorPoints = (s: State) => {
  const result = scoreGame(s);
  return s.players.map((_, seat) => result.lines.find((l) => l.who === seat)!.kingsFavor);
};

describe('R10.1–R10.2 the throne room', () => {
  it(
    'R10.2 after counting, each player lays one front broker in the throne; the other two go behind; a ' +
      '2 joins them',
    async () => {
      let s = await drive(newGame(4, { kingsFavor: true }), atThrone);
      expect(s.turn).toBe(1);
      // R7.5: with King's Favor the front brokers stay after the market.
      expect(s.players.map((p) => p.front.length)).toEqual([3, 3, 3, 3]);
      expect(waitingFor(s)).toEqual([0, 1, 2, 3]);
      const before = structuredClone(s.players);
      const missing = [0, 1, 2, 3, 4].find((v) => !before[0]!.front.includes(v))!;
      refused(s, 0, { type: 'throne', value: missing }, 'R10.2');
      s = act(s, 0, { type: 'throne', value: before[0]!.front[0]! });
      refused(s, 0, { type: 'throne', value: before[0]!.front[1]! }, 'R3'); // chosen already
      // Secret until all have chosen: nothing is in the throne yet, and others see only that seat 0 acted.
      expect(s.throne).toEqual([]);
      expect(viewFor(s, 1).players[0]).toMatchObject({ hasActed: true, throne: null });
      for (const seat of [1, 2, 3]) s = act(s, seat, { type: 'throne', value: before[seat]!.front[2]! });
      expect(s.throne).toEqual(
        before.map((p, owner) => ({ owner, value: p.front[owner === 0 ? 0 : 2], faceUp: false })),
      );
      expect(s.turn).toBe(2);
      before.forEach((p, seat) => {
        const kept = p.front.filter((_, i) => i !== (seat === 0 ? 0 : 2));
        expect(s.players[seat]!.behind).toEqual([...p.behind, ...kept, 2].sort((a, b) => a - b));
        expect(s.players[seat]!.twosLeft).toBe(2);
        expect(s.players[seat]!.front).toEqual([]);
      });
    },
  );

  it('R10.2/R13 the owner may look at their throne brokers; others see only that they are there', async () => {
    let s = await drive(newGame(3, { kingsFavor: true }), atThrone);
    for (const seat of [0, 1, 2]) s = act(s, seat, { type: 'throne', value: s.players[seat]!.front[0]! });
    const own = viewFor(s, 1);
    expect(own.players[1]!.throne).toEqual([s.throne[1]!.value]);
    expect(own.throne.map((b) => b.value)).toEqual([null, s.throne[1]!.value, null]);
    expect(viewFor(s, null).throne.map((b) => [b.owner, b.value])).toEqual([
      [0, null],
      [1, null],
      [2, null],
    ]);
    expect(viewFor(s, 0).players.map((p) => p.throneCount)).toEqual([1, 1, 1]);
  });

  it(
    'R10.1–R10.2 over 4 turns the three 2s arrive for turns 2–4; the throne ends with one broker per ' +
      'player per turn',
    async () => {
      const s = await drive(newGame(4, { kingsFavor: true }), (x) => x.result !== null);
      expect(s.throne).toHaveLength(16);
      expect(s.players.map((p) => [p.twosLeft, p.behind.length + p.front.length])).toEqual(Array(4).fill([0, 10]));
      expect(s.throne.every((b) => b.faceUp)).toBe(true); // revealed for scoring (R10.3)
    },
  );
});

describe('R10.3 throne scoring', () => {
  it('R10.3 two tied first share (12+7)/2 = 9 each; the next scores 3, the last 0', () => {
    const s = newGame(4, { kingsFavor: true });
    s.throne = throneOf([[4, 3], [3, 4], [2, 3], [1]]);
    expect(kingsFavorPoints(s)).toEqual([9, 9, 3, 0]);
  });

  it('R10.3 three tied first share (12+7+3)/3 = 7; two tied last share (3+0)/2 rounded down = 1', () => {
    const s = newGame(4, { kingsFavor: true });
    s.throne = throneOf([[4], [2, 2], [3, 1], [0]]);
    expect(kingsFavorPoints(s)).toEqual([7, 7, 7, 0]);
    s.throne = throneOf([[4, 4], [4], [2], [1, 1]]);
    expect(kingsFavorPoints(s)).toEqual([12, 7, 1, 1]);
  });

  it('R10.3 with 3 players: 12, 7, 3; the points join the total (R8.4)', () => {
    const s = newGame(3, { kingsFavor: true });
    s.throne = throneOf([[1], [4], [2]]);
    const result = scoreGame(s);
    expect(result.lines.map((l) => [l.who, l.kingsFavor, l.total])).toEqual([
      [1, 12, 12],
      [2, 7, 7],
      [0, 3, 3],
    ]);
  });
});
