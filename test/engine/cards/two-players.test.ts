// R11 with R9: the neutral player and the character cards in 2-player games.
import { describe, expect, it } from 'vitest';
import { type Ship, type State, type YellowCard, viewFor, waitingFor } from '../../../src/engine/index.ts';
import { peekTargets } from '../../../src/engine/peek.ts';
import { act, atWindow, city, clearBoard, counted, drive, fromBehind, game, refused, toPlacement } from './helpers.ts';
import { viewLog, logOf } from '../../support/history.ts';

const neutral = (value: number, faceUp = false) => ({ owner: 'neutral' as const, value, faceUp, supplier: 0 });

/** A 2-player game at the before-counting window, seat 0 holding `cards`, the board cleared. */
async function beforeCounting(cards: YellowCard[], characters: YellowCard[] = [], ships: Ship[] = []): Promise<State> {
  const s = await drive(
    toPlacement(game(2, { 0: cards }, {}, { characters: { '1': characters }, ships })),
    atWindow('beforeCounting'),
  );
  clearBoard(s);
  return s;
}

describe('R11.3, R11.4 the neutral player never holds or plays a card', () => {
  it('R11.3 windows ask only the two players, in turn order', () => {
    const s = toPlacement(game(2, { 0: ['cardinal'], 1: ['spy'] }));
    expect(s.agenda[0]).toEqual({ kind: 'window', window: 'beforePlacement', queue: [0, 1] });
    expect(waitingFor(s)).toEqual([0]);
    expect(Object.keys(viewFor(s, 0).neutral!)).toEqual(['vp', 'gems']);
  });

  it('R11.4 a card the neutral player wins in a palace is discarded for the most valuable gem', async () => {
    let s = await beforeCounting(['merchant'], ['banker'], ['Y-BG']);
    s.quotation = { blue: 6, green: 7, yellow: 6, red: 7 }; // green before red on equal quotations (R8.1)
    s.city[0]!.palace.push(neutral(1));
    const gems = { ...s.neutral!.gems };
    s = act(s, 0, { type: 'pass' });
    s = await drive(s, counted(1));
    // Alone in neighborhood 1, it first takes the port's two most valuable gems (R11.4): green and blue of Y-BG.
    expect(s.neutral!.gems).toEqual({ ...gems, green: gems.green + 2, blue: gems.blue + 1 });
    expect(s.players.flatMap((p) => p.hand.map((h) => h.card))).toEqual(['merchant']);
    expect(
      viewLog(s, 1).some((e) => e.text === 'The neutral player discards the Banker and takes a green gem instead.'),
    ).toBe(true);
  });

  it("R11.3 the neutral player scores the Merchant's 5 VP for a commerce it wins (R9)", async () => {
    let s = await beforeCounting(['merchant']);
    s.city[1]!.commerce.push(neutral(0));
    s.city[2]!.commerce.push(fromBehind(s, 0, s.players[0]!.behind[0]!));
    const [n, a] = [s.neutral!.vp, s.players[0]!.vp];
    s = act(s, 0, { type: 'playCard', card: 'merchant' });
    s = await drive(s, counted(3));
    expect([s.neutral!.vp - n, s.players[0]!.vp - a]).toEqual([5, 5]);
  });
});

describe("R7.8, R11.3 the Intriguer beats the neutral player's tie rule", () => {
  it(
    'R9 Intriguer: tied with the neutral player, its player ranks first in the neighborhood and wins ' + 'the areas',
    async () => {
      let s = await beforeCounting(['intriguer'], ['prince']);
      s.city[0]!.palace.push(neutral(1, true), fromBehind(s, 0, 1));
      s.city[0]!.port.push(fromBehind(s, 1, s.players[1]!.behind[0]!)); // seat 1 too, so seat 0 has a tie to lose
      const plain = structuredClone(s);
      s = act(s, 0, { type: 'playCard', card: 'intriguer' });
      s = await drive(s, counted(1));
      expect(s.players[0]!.vp).toBe(plain.players[0]!.vp + 4); // the Prince of neighborhood 1's palace
      // Without the Intriguer the neutral player wins that tie (R7.8 step 2).
      let without = act(plain, 0, { type: 'pass' });
      without = await drive(without, counted(1));
      expect(without.players[0]!.vp).toBe(plain.players[0]!.vp);
      expect(without.neutral!.vp).toBe(plain.neutral!.vp + 4);
    },
  );

  it('R9 Intriguer: only its own player beats the neutral player; the other still loses ties to it', async () => {
    let s = await beforeCounting(['intriguer']);
    // Neighborhood 2: seat 1 and the neutral player tie at 3 in the port; the neutral player ranks first and wins it.
    s.city[1]!.port.push(neutral(3, true), fromBehind(s, 1, 3));
    const black = s.neutral!.gems.black;
    s = act(s, 0, { type: 'playCard', card: 'intriguer' });
    s = await drive(s, counted(2));
    expect(
      logOf(s)
        .filter((e) => e.text.startsWith('Neighborhood 2 is counted'))
        .map((e) => e.text),
    ).toEqual([
      'Neighborhood 2 is counted: neutral 3, Bo 3. The neutral player wins the tie with Bo: the ' +
        'neutral player wins ties with 2 players (R7.8, R11).',
    ]);
    expect(s.neutral!.gems.black).toBe(black + 1);
  });
});

describe('R9 Spy and Queen with the neutral brokers', () => {
  it(
    'R9 Queen: no neutral broker may enter her area; brokers already there, neutral ones included, ' + 'still count',
    async () => {
      let s = toPlacement(game(2, { 0: ['queen'] }, {}, { neutral: [[4, 2, 1, 0]] }));
      s = act(s, 0, {
        type: 'place',
        placements: [
          { value: 1, faceUp: true, to: city(2, 'port') },
          { value: 1, faceUp: false, to: city(2, 'port') },
        ],
        neutral: city(1, 'palace'),
      });
      s = act(s, 1, {
        type: 'place',
        placements: [
          { value: 1, faceUp: true, to: city(3, 'port') },
          { value: 1, faceUp: false, to: city(3, 'port') },
        ],
        neutral: city(3, 'port'),
      });
      s = act(s, 0, { type: 'playCard', card: 'queen', spot: city(1, 'palace') });
      const r = act(s, 0, {
        type: 'place',
        placements: [
          { value: 3, faceUp: true, to: city(2, 'port') },
          { value: 3, faceUp: false, to: city(2, 'port') },
        ],
        neutral: city(2, 'palace'),
      });
      expect(r.city[0]!.palace).toEqual([{ owner: 'neutral', value: 4, faceUp: false, supplier: 0 }]);
      const done = await drive(r, counted(1));
      expect(
        logOf(done)
          .filter((e) => e.text.includes('palace of neighborhood 1'))
          .map((e) => e.text),
      ).toEqual(['The neutral player wins the palace of neighborhood 1.']);
    },
  );

  it('R11.2, R13 Spy: a neutral broker stays unseen by everyone until counted; the Spy may not look at it', () => {
    let s = toPlacement(game(2, { 1: ['spy'] }, {}, { neutral: [[4, 2, 1, 0]] }));
    s = act(s, 1, { type: 'playCard', card: 'spy' });
    s = act(s, 0, {
      type: 'place',
      placements: [
        { value: 1, faceUp: true, to: city(2, 'port') },
        { value: 1, faceUp: false, to: city(2, 'port') },
      ],
      neutral: city(1, 'palace'),
    });
    expect(peekTargets(s, 1)).toEqual([{ spot: city(2, 'port'), index: 1 }]);
    expect(refused(s, 1, { type: 'peek', target: { spot: city(1, 'palace'), index: 0 } }, 'R11.2')).toContain(
      'neutral',
    );
    // The broker of the other player is still there to look at.
    const seen = act(s, 1, { type: 'peek', target: { spot: city(2, 'port'), index: 1 } });
    expect(viewFor(seen, 1).spyFindings).toEqual([{ target: { spot: city(2, 'port'), index: 1 }, owner: 0, value: 1 }]);
  });
});
