// R5: secret bids, their ranking, and choosing positions in the turn order.
import { describe, expect, it } from 'vitest';
import { type State, viewFor, waitingFor } from '../../../src/engine/index.ts';
import { BLUE, ORANGE, PURPLE, YELLOW, act, newGame, refused } from './helpers.ts';
import { viewLog } from '../../support/history.ts';

/** The English rulebook's example: order cards Blue 1, Orange 2, Purple 3, Yellow 4. */
function rulebookBids(): State {
  let s = newGame(4);
  s = act(s, BLUE, { type: 'bid', brokers: [1, 0] }); // 1
  s = act(s, ORANGE, { type: 'bid', brokers: [4, 1] }); // 5
  s = act(s, PURPLE, { type: 'bid', brokers: [4, 2] }); // 6
  return act(s, YELLOW, { type: 'bid', brokers: [3, 2] }); // 5
}

describe('R5.1 secret bids', () => {
  it('R5.1 nobody sees a bid until all are in; then all are revealed in front of the screens', () => {
    let s = newGame(4);
    s = act(s, ORANGE, { type: 'bid', brokers: [4, 1] });
    expect(waitingFor(s)).toEqual([BLUE, PURPLE, YELLOW]);
    expect(viewFor(s, ORANGE).players[ORANGE]).toMatchObject({
      bid: [1, 4],
      behind: [0, 0, 1, 1, 2, 3, 3, 3, 4],
      behindCount: 9,
    });
    for (const seat of [BLUE, PURPLE, YELLOW, null]) {
      const other = viewFor(s, seat).players[ORANGE]!;
      expect(other).toMatchObject({ bid: null, behind: null, front: [], behindCount: 9, hasActed: true });
      expect(JSON.stringify(viewLog(s, seat))).not.toMatch(/total 5/);
    }
    s = act(s, BLUE, { type: 'bid', brokers: [1, 0] });
    s = act(s, PURPLE, { type: 'bid', brokers: [4, 2] });
    s = act(s, YELLOW, { type: 'bid', brokers: [3, 2] });
    expect(viewFor(s, BLUE).players.map((p) => p.front)).toEqual([
      [0, 1],
      [1, 4],
      [2, 4],
      [2, 3],
    ]);
    expect(s.players.map((p) => p.behind.length)).toEqual([9, 9, 9, 9]);
  });

  it('R5.1 a bid is exactly 2 brokers from behind the screen, once', () => {
    let s = newGame(4);
    refused(s, BLUE, { type: 'bid', brokers: [2, 2] }, 'R5.1'); // only one 2
    refused(s, BLUE, { type: 'bid', brokers: [1] }, undefined);
    refused(s, BLUE, { type: 'bid', brokers: [1, 1, 1] }, undefined);
    refused(s, BLUE, { type: 'chooseOrder', position: 1 }, 'R5.1');
    s = act(s, BLUE, { type: 'bid', brokers: [4, 4] });
    refused(s, BLUE, { type: 'bid', brokers: [3, 3] }, 'R3'); // already bid: no longer waited for
  });
});

describe('R5.2–R5.3 the rulebook example: totals 1, 5, 6, 5', () => {
  it('R5.2 ranks by total, the 5–5 tie by the lower order card held now (Orange 2 before Yellow 4)', () => {
    const s = rulebookBids();
    expect(s.agenda[0]).toMatchObject({ kind: 'chooseOrder', ranking: [PURPLE, ORANGE, YELLOW, BLUE] });
    expect(waitingFor(s)).toEqual([PURPLE]);
  });

  it('R5.3 each chooses a free position in ranking order; order cards are then reassigned', () => {
    let s = rulebookBids();
    s = act(s, PURPLE, { type: 'chooseOrder', position: 4 });
    expect(waitingFor(s)).toEqual([ORANGE]);
    refused(s, ORANGE, { type: 'chooseOrder', position: 4 }, 'R5.3');
    refused(s, YELLOW, { type: 'chooseOrder', position: 1 }, 'R3');
    s = act(s, ORANGE, { type: 'chooseOrder', position: 1 });
    expect(viewFor(s, YELLOW).prompt).toMatchObject({ kind: 'chooseOrder', positions: [2, 3] });
    s = act(s, YELLOW, { type: 'chooseOrder', position: 3 });
    // Blue's only free position is taken for it.
    expect(s.players.map((p) => p.orderCard)).toEqual([2, 1, 4, 3]);
    // Placement follows the new order (R6.2).
    expect(
      s.agenda
        .filter((t) => t.kind === 'place')
        .slice(0, 5)
        .map((t) => t.kind === 'place' && t.seat),
    ).toEqual([ORANGE, BLUE, YELLOW, PURPLE, ORANGE]);
    // The bid brokers stay in front for the rest of the turn.
    expect(s.players.map((p) => p.front)).toEqual([
      [0, 1],
      [1, 4],
      [2, 4],
      [2, 3],
    ]);
  });

  it('R5.2 the tie is settled by the order card held at bidding time, not by seat', () => {
    let s = newGame(4, {}, { orderCards: [4, 3, 2, 1] });
    for (const seat of [BLUE, ORANGE, PURPLE, YELLOW]) s = act(s, seat, { type: 'bid', brokers: [1, 1] });
    expect(s.agenda[0]).toMatchObject({ kind: 'chooseOrder', ranking: [YELLOW, PURPLE, ORANGE, BLUE] });
  });
});

describe('R5.4 two players', () => {
  it('R5.4 only the two players bid and they take positions 1 and 2', () => {
    let s = newGame(2, {}, { orderCards: [1, 2] });
    expect(waitingFor(s)).toEqual([0, 1]);
    s = act(s, 0, { type: 'bid', brokers: [0, 0] });
    s = act(s, 1, { type: 'bid', brokers: [0, 1] });
    expect(viewFor(s, 1).prompt).toMatchObject({ kind: 'chooseOrder', positions: [1, 2] });
    s = act(s, 1, { type: 'chooseOrder', position: 2 });
    expect(s.players.map((p) => p.orderCard)).toEqual([1, 2]);
    expect(s.agenda[0]).toMatchObject({ kind: 'place', seat: 0, round: 1 });
  });
});
