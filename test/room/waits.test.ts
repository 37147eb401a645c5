// The waits of a slow game as bench/waits.ts counts them: a moment the game waits on a seat nothing answers but its
// player, simultaneous decisions one wait, a seat asked again right after its own move no new one.
import { describe, expect, it } from 'vitest';
import { Waits, playGame } from '../../bench/waits.ts';

describe('counting waits', () => {
  it('counts the bids as one wait, and a seat asked again after its own move as none', () => {
    const w = new Waits(4);
    // R5.1: the four bid at once.
    w.asked([0, 1, 2, 3]);
    for (const seat of [0, 1, 2, 3]) {
      expect(w.next([seat, 3].filter((s) => s >= seat))).toBe(seat);
      w.acted(seat);
      if (seat < 3) w.asked([seat + 1, 3].filter((s, i, a) => a.indexOf(s) === i));
    }
    expect(w.count).toBe(1);
    // The last bidder chooses its place in the order at once: still the same wait.
    w.asked([3]);
    w.acted(3);
    expect(w.count).toBe(1);
    // Another seat's choice is a new wait, and so is the first seat's placement after it.
    w.asked([1]);
    w.acted(1);
    w.asked([0]);
    w.acted(0);
    expect(w.count).toBe(3);
    // The next bidding: the seat that just moved bids first, on its page; the others are told.
    w.asked([0, 1, 2, 3]);
    expect(w.next([0, 1, 2, 3])).toBe(0);
    expect(w.count).toBe(4);
    expect(w.bySeat).toEqual([2, 3, 2, 2]);
  });

  it("counts a seeded 2-player game's first turn as checked by hand", () => {
    const seen: string[] = [];
    const game = playGame('waits-test', false, {
      players: 2,
      decisions: 14,
      trace: (seat, kind, began) => seen.push(`${began ? 'wait' : 'same'} ${seat} ${kind}`),
    });
    // Checked by hand against the rule (the standard bot's choices decide the order; a change to the bot changes
    // this list, to be checked again): both bid in one wait, the last bidder picks its order on the same page; the
    // eight placements alternate; seat 1 takes its gems right after its last placement.
    expect(seen).toEqual([
      'wait 0 bid',
      'same 1 bid',
      'same 1 chooseOrder',
      ...[0, 1, 0, 1, 0, 1, 0, 1].map((seat) => `wait ${seat} place`),
      'same 1 takeGems',
      'wait 0 takeGems',
      'wait 1 orderColumns',
    ]);
    expect(game).toMatchObject({ decisions: 14, waits: 11, byHand: 14, bySeat: [6, 6] });
  });

  it('counts fewer waits when every seat plans ahead, every decision made by hand, plan or standing choice', () => {
    const plain = playGame('waits-test', false, { players: 2 });
    const planned = playGame('waits-test', true, { players: 2 });
    expect(plain.waits).toBeLessThan(plain.decisions);
    expect(planned.waits).toBeLessThan(plain.waits);
    const { byKind, standing } = planned.plans;
    const played = Object.values(byKind).reduce((a, k) => a + k.played, 0);
    const standingPlayed = Object.values(standing).reduce((a, b) => a + b, 0);
    expect(played).toBeGreaterThan(0);
    expect(standingPlayed).toBeGreaterThan(0);
    expect(planned.byHand + played + standingPlayed).toBe(planned.decisions);
  });

  it("with the King's Favor, plans later turns' bids at the throne, all played: fewer waits for the bids", () => {
    const plain = playGame('waits-kf', false, { players: 3, kingsFavor: true });
    const planned = playGame('waits-kf', true, { players: 3, kingsFavor: true });
    // R10.2: a seat that chose its throne broker plans the next turn's bid, and the last chooser is asked again right
    // after its own move. Turn 1's bid comes before anyone could plan; a seat whose three front brokers are alike has
    // its throne broker chosen for it, and decides nothing after which to plan.
    expect(plain.byDecision.bid).toBe(4);
    expect(planned.byDecision.bid).toBeLessThan(3);
    expect(planned.plans.byKind.bid.played).toBeGreaterThanOrEqual(4);
    expect(planned.plans.byKind.bid.dropped).toEqual({});
  });
});
