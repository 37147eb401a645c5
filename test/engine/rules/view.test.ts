// R13: what every player may see — and what no view may reveal.
import { describe, expect, it } from 'vitest';
import { type State, viewFor } from '../../../src/engine/index.ts';
import { viewLog } from '../../support/history.ts';
import { act, city, newGame, toPlacement } from './helpers.ts';

const SEATS = [0, 1, 2, 3, null] as const;
const placeOneOne = (s: State, hidden: number) =>
  act(s, 0, {
    type: 'place',
    placements: [
      { value: 1, faceUp: true, to: city(1, 'port') },
      { value: hidden, faceUp: false, to: city(1, 'port') },
    ],
  });

describe('R13 views', () => {
  it('R13 brokers behind a screen: values to the owner only, their number to everyone', () => {
    const s = newGame(4);
    for (const seat of SEATS) {
      const v = viewFor(s, seat);
      v.players.forEach((p, i) => {
        expect(p.behind).toEqual(i === seat ? [0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4] : null);
        expect(p.behindCount).toBe(11);
      });
    }
  });

  it("R13/R6.7 a face-down broker's value is the owner's alone until counted; face-up values are public", () => {
    const s = placeOneOne(toPlacement(newGame(4)), 4);
    for (const seat of SEATS) {
      expect(viewFor(s, seat).city[0]!.areas.port.map((b) => [b.owner, b.faceUp, b.value])).toEqual([
        [0, true, 1],
        [0, false, seat === 0 ? 4 : null],
      ]);
    }
  });

  it(
    'R13 no other view changes with a hidden value: a face-down 4 and a face-down 3 look alike to all ' +
      'but the owner',
    () => {
      const start = toPlacement(newGame(4));
      const four = placeOneOne(start, 4);
      const three = placeOneOne(start, 3);
      for (const seat of [1, 2, 3, null]) expect(viewFor(four, seat)).toEqual(viewFor(three, seat));
      expect(viewFor(four, 0)).not.toEqual(viewFor(three, 0));
    },
  );

  it('R13 the hidden future (ship deck order, card piles, neutral draws) changes no view', () => {
    for (const n of [2, 4]) {
      const s = newGame(n, {}, { characters: { 1: ['spy', 'queen', 'king'] } });
      const other = structuredClone(s);
      other.secret.shipDeck.reverse();
      other.secret.piles = other.secret.piles.map((p) => [...p].reverse());
      other.secret.neutralDraws = other.secret.neutralDraws.map((d) => [...d].reverse());
      for (const seat of [...SEATS.slice(0, n), null]) {
        expect(viewFor(other, seat)).toEqual(viewFor(s, seat));
        const text = JSON.stringify(viewFor(s, seat));
        expect(text).not.toMatch(/"queen"|"king"|secret|shipDeck|piles|neutralDraws/);
      }
    }
  });

  it('R13 public: fronts, gems won, cards in hands, VP; private log lines reach their seat only', () => {
    let s = newGame(4);
    s.players[1]!.hand = [{ card: 'spy', wonTurn: 1 }];
    s.players[1]!.gems.red = 2;
    s = act(s, 1, { type: 'bid', brokers: [3, 4] });
    for (const seat of SEATS) {
      const v = { ...viewFor(s, seat), log: viewLog(s, seat) };
      expect(v.players[1]).toMatchObject({ hand: [{ card: 'spy', playableFromTurn: 2 }], gems: { red: 2 }, vp: 0 });
      expect(v.log.filter((e) => e.private).map((e) => e.text)).toEqual(
        seat === 1 ? ['You bid 3 and 4 (total 7).'] : [],
      );
      expect(v.log.at(-1)).toEqual({ turn: 1, text: 'Orange has bid.', private: false });
    }
  });
});
