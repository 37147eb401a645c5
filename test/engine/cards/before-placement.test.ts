import { describe, expect, it } from 'vitest';
import { viewFor, waitingFor } from '../../../src/engine/index.ts';
import { compareTie } from '../../../src/engine/ties.ts';
import { act, city, game, place, promptOf, refused, square, toPlacement } from './helpers.ts';
import { viewLog } from '../../support/history.ts';

describe('R9 cards played before placement', () => {
  it('R9.1 the window asks holders in turn order and passes over players with nothing playable', () => {
    const s = toPlacement(game(4, { 2: ['cardinal'] }));
    expect(s.agenda[0]).toMatchObject({ kind: 'window', window: 'beforePlacement' });
    expect(waitingFor(s)).toEqual([2]);
    expect(promptOf(s, 2)).toMatchObject({ kind: 'playCards', cards: ['cardinal'] });
    const after = act(s, 2, { type: 'pass' });
    expect(after.agenda[0]).toMatchObject({ kind: 'place', seat: 0, round: 1 });
  });

  it('R9 Captain swaps the ship cards of two ports, for every seat to see', () => {
    let s = toPlacement(game(4, { 0: ['captain'] }));
    const [one, two, s0ship3] = [s.city[0]!.ship, s.city[1]!.ship, s.city[2]!.ship];
    const gems = [viewFor(s, 0).city[0]!.portGems, viewFor(s, 0).city[1]!.portGems];
    s = act(s, 0, { type: 'playCard', card: 'captain', neighborhoods: [1, 2] });
    expect([s.city[0]!.ship, s.city[1]!.ship]).toEqual([two, one]);
    expect(viewFor(s, 3).city[0]!.ship).toBe(two);
    // The ports offer the swapped ships' gems at counting (R4.2, R7.3).
    expect([viewFor(s, 3).city[0]!.portGems, viewFor(s, 3).city[1]!.portGems]).toEqual([gems[1], gems[0]]);
    expect(s.city[2]!.ship).toBe(s0ship3);
    expect(viewLog(s, 3).at(-1)!.text).toMatch(/Captain.*1 and 2/);
    expect(s.players[0]!.hand).toEqual([]);
    expect(s.players[0]!.cardsPlayed).toBe(1);
  });

  it(
    "R9.1 windows ask in this turn's order, not seat order; each holder plays or passes, before " +
      'placement and before and after counting',
    async () => {
      const { atWindow, drive } = await import('./helpers.ts');
      let s = game(4, { 0: ['cardinal', 'merchant', 'jeweler'], 2: ['spy', 'captain', 'intriguer', 'banker'] });
      for (let seat = 0; seat < 4; seat++) s = act(s, seat, { type: 'bid', brokers: [0, 0] });
      while (s.agenda[0]?.kind === 'chooseOrder') {
        // order 3, 2, 1, 0
        const seat = waitingFor(s)[0]!;
        s = act(s, seat, { type: 'chooseOrder', position: 4 - seat });
      }
      // seat 3 passed over
      expect(s.agenda[0]).toEqual({ kind: 'window', window: 'beforePlacement', queue: [2, 1, 0] });
      expect(waitingFor(s)).toEqual([2]);
      s = act(s, 2, { type: 'playCard', card: 'spy' });
      expect(waitingFor(s)).toEqual([2]); // may play more, until a pass
      s = act(s, 2, { type: 'pass' });
      expect(waitingFor(s)).toEqual([0]);
      s = act(s, 0, { type: 'pass' });
      expect(s.agenda[0]).toMatchObject({ kind: 'place', seat: 3, round: 1 });
      for (const window of ['beforeCounting', 'afterCounting']) {
        s = await drive(s, atWindow(window));
        expect(s.agenda[0]).toMatchObject({ queue: [2, 1, 0] });
        expect(waitingFor(s)).toEqual([2]);
        s = act(s, 2, { type: 'pass' });
        expect(waitingFor(s)).toEqual([0]);
        s = act(s, 0, { type: 'pass' });
      }
    },
  );

  it('R9 Captain refuses one neighborhood twice or one not in play', () => {
    const s = toPlacement(game(3, { 0: ['captain'] }, { neighborhoods: 3 }));
    refused(s, 0, { type: 'playCard', card: 'captain', neighborhoods: [2, 2] }, 'R9');
    refused(s, 0, { type: 'playCard', card: 'captain', neighborhoods: [1, 4] }, 'R9');
  });

  it('R9 Cardinal lets its holder place both brokers face down, and nobody else', () => {
    let s = toPlacement(game(4, { 0: ['cardinal'] }));
    s = act(s, 0, { type: 'playCard', card: 'cardinal' });
    s = act(s, 0, {
      type: 'place',
      placements: [
        { value: 4, faceUp: false, to: city(1, 'port') },
        { value: 3, faceUp: false, to: city(2, 'port') },
      ],
    });
    expect(s.city[0]!.port[0]).toMatchObject({ owner: 0, faceUp: false, value: 4 });
    refused(
      s,
      1,
      {
        type: 'place',
        placements: [
          { value: 4, faceUp: false, to: city(1, 'port') },
          { value: 3, faceUp: false, to: city(2, 'port') },
        ],
      },
      'R6.2',
    );
    expect(promptOf(s, 1)).toMatchObject({ kind: 'place', anyFaces: false });
  });

  it('R9 Cardinal: both face up too, and one of each still', async () => {
    const { passAll } = await import('./helpers.ts');
    let s = toPlacement(game(4, { 0: ['cardinal'] }));
    s = act(s, 0, { type: 'playCard', card: 'cardinal' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'place', anyFaces: true });
    s = act(s, 0, {
      type: 'place',
      placements: [
        { value: 4, faceUp: true, to: city(1, 'port') },
        { value: 3, faceUp: true, to: square(1, 'red') },
      ],
    });
    expect([s.city[0]!.port[0]!.faceUp, s.market.cells[0]![3]!.faceUp]).toEqual([true, true]);
    for (const seat of [1, 2, 3]) s = place(s, seat, [1, city(seat + 1, 'port')], [1, city(seat + 1, 'port')]);
    s = passAll(s);
    s = place(s, 0, [1, city(1, 'port')], [2, city(1, 'port')]);
    expect(s.city[0]!.port.map((b) => b.faceUp)).toEqual([true, true, false]);
  });

  it('R9 Cardinal ends with the turn (R7.7)', async () => {
    const { drive } = await import('./helpers.ts');
    let s = toPlacement(game(4, { 0: ['cardinal'] }));
    s = act(s, 0, { type: 'playCard', card: 'cardinal' });
    s = await drive(s, (x) => x.turn === 2);
    expect(s.effects.cardinal).toEqual([]);
  });

  it("R9 Spy: up to 3 looks, one at a time, also on other players' turns, seen only by its holder", () => {
    let s = toPlacement(game(4, { 0: ['spy'] }));
    s = act(s, 0, { type: 'playCard', card: 'spy' });
    s = place(s, 0, [1, city(1, 'port')], [2, city(1, 'port')]);
    s = place(s, 1, [1, city(1, 'commerce')], [4, city(2, 'commerce')]);
    // Seat 1's face-down 4 is hidden from everyone else until the Spy looks.
    expect(viewFor(s, 0).city[1]!.areas.commerce[0]!.value).toBeNull();
    s = act(s, 0, { type: 'peek', target: { spot: city(2, 'commerce'), index: 0 } }); // during seat 2's turn
    expect(viewFor(s, 0).city[1]!.areas.commerce[0]!.value).toBe(4);
    expect(viewFor(s, 2).city[1]!.areas.commerce[0]!.value).toBeNull();
    expect(viewFor(s, 0).spyFindings).toEqual([
      { target: { spot: city(2, 'commerce'), index: 0 }, owner: 1, value: 4 },
    ]);
    expect(viewLog(s, 0).at(-1)).toMatchObject({ private: true, text: expect.stringMatching(/Spy sees a 4/) });
    expect(viewLog(s, 2).some((e) => /Spy sees/.test(e.text))).toBe(false);
    refused(s, 0, { type: 'peek', target: { spot: city(2, 'commerce'), index: 0 } }, 'R9'); // seen already
    refused(s, 0, { type: 'peek', target: { spot: city(1, 'commerce'), index: 0 } }, 'R9'); // face up
    refused(s, 0, { type: 'peek', target: { spot: city(1, 'port'), index: 1 } }, 'R9'); // own
    refused(s, 2, { type: 'peek', target: { spot: city(2, 'commerce'), index: 0 } }, 'R9'); // no Spy
    s = place(s, 2, [1, city(3, 'port')], [4, city(3, 'port')]);
    s = place(s, 3, [1, city(4, 'port')], [4, city(4, 'port')]);
    s = act(s, 0, { type: 'peek', target: { spot: city(3, 'port'), index: 1 } });
    s = act(s, 0, { type: 'peek', target: { spot: city(4, 'port'), index: 1 } });
    refused(s, 0, { type: 'peek', target: { spot: city(1, 'port'), index: 0 } }, 'R9'); // a 4th look
    expect(s.effects.spy[0]!.peeks).toHaveLength(3);
  });

  it("R9 Spy looks only during placement, and at the throne only with King's Favor (R10.4)", () => {
    let s = toPlacement(game(4, { 0: ['spy'] }, { kingsFavor: true }));
    s = act(s, 0, { type: 'playCard', card: 'spy' });
    s.throne.push({ owner: 2, value: 4, faceUp: false });
    s = act(s, 0, { type: 'peek', target: { spot: 'throne', index: 0 } });
    expect(viewFor(s, 0).throne[0]!.value).toBe(4);
    expect(viewFor(s, 1).throne[0]!.value).toBeNull();

    let plain = toPlacement(game(4, { 0: ['spy'] }));
    plain = act(plain, 0, { type: 'playCard', card: 'spy' });
    refused(plain, 0, { type: 'peek', target: { spot: 'throne', index: 0 } }, 'R10.4');
    plain.agenda = [{ kind: 'leftover' }, ...plain.agenda];
    refused(plain, 0, { type: 'peek', target: { spot: city(1, 'port'), index: 0 } }, 'R9');
  });

  it('R9 Spy: no look once placement is over, even with looks left', async () => {
    const { atWindow, drive } = await import('./helpers.ts');
    let s = toPlacement(game(4, { 0: ['spy', 'merchant'] }));
    s = act(s, 0, { type: 'playCard', card: 'spy' });
    s = await drive(s, atWindow('beforeCounting'));
    const target = s.city
      .flatMap((h, i) => h.port.map((b, index) => ({ b, ref: { spot: city(i + 1, 'port'), index } })))
      .find(({ b }) => b.owner !== 0 && !b.faceUp)!.ref;
    expect(s.effects.spy).toEqual([{ seat: 0, peeks: [] }]);
    expect(refused(s, 0, { type: 'peek', target }, 'R9')).toMatch(/placement phase/);
  });

  it('R9 Conjurer: ties use the new front (R7.8 step 3)', () => {
    let s = toPlacement(game(4, { 1: ['conjurer'] }));
    // Equal fronts (0+0): the lower order card wins, seat 0 over seat 1.
    expect(compareTie(s, 1, 0)).toBeGreaterThan(0);
    s = act(s, 1, { type: 'playCard', card: 'conjurer' });
    s = place(s, 0, [1, city(1, 'port')], [1, city(1, 'port')]);
    s = act(s, 1, {
      type: 'place',
      placements: [
        { value: 0, faceUp: true, to: city(2, 'port'), fromFront: true, refill: 4 },
        { value: 1, faceUp: false, to: city(2, 'port') },
      ],
    });
    expect(s.players[1]!.front).toEqual([0, 4]);
    expect(compareTie(s, 1, 0)).toBeLessThan(0);
  });

  it('R9 Conjurer: a placed broker may come from the front, refilled from behind; faces still one up one down', () => {
    let s = toPlacement(game(4, { 0: ['conjurer'] }));
    expect(s.players[0]!.front).toEqual([0, 0]);
    s = act(s, 0, { type: 'playCard', card: 'conjurer' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'place', fromFront: true });
    refused(
      s,
      0,
      {
        type: 'place',
        placements: [
          { value: 0, faceUp: true, to: city(1, 'port'), fromFront: true },
          { value: 3, faceUp: false, to: city(1, 'port') },
        ],
      },
      'R9',
    ); // no refill named
    refused(
      s,
      0,
      {
        type: 'place',
        placements: [
          { value: 0, faceUp: true, to: city(1, 'port'), fromFront: true, refill: 4 },
          { value: 3, faceUp: true, to: city(1, 'port') },
        ],
      },
      'R6.2',
    );
    s = act(s, 0, {
      type: 'place',
      placements: [
        { value: 0, faceUp: true, to: city(1, 'port'), fromFront: true, refill: 4 },
        { value: 3, faceUp: false, to: city(1, 'port') },
      ],
    });
    expect(s.players[0]!.front).toEqual([0, 4]);
    expect(s.players[0]!.behind).toEqual([1, 1, 1, 2, 3, 3, 4]);
    // R7.8 step 3 uses whatever stands in front at counting.
    expect(viewFor(s, 1).players[0]!.front).toEqual([0, 4]);
    refused(
      s,
      1,
      {
        type: 'place',
        placements: [
          { value: 0, faceUp: true, to: city(1, 'port'), fromFront: true, refill: 4 },
          { value: 3, faceUp: false, to: city(1, 'port') },
        ],
      },
      'R9',
    );
  });
});
