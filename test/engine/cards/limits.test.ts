// R9.2 limits across a whole turn, and R9 / R7.7: when each card's effect ends.
import { describe, expect, it } from 'vitest';
import { type State, type YellowCard, viewFor, waitingFor } from '../../../src/engine/index.ts';
import { awardCard } from '../../../src/engine/cards.ts';
import {
  act,
  atWindow,
  city,
  clearBoard,
  counted,
  drive,
  fromBehind,
  game,
  passAll,
  place,
  promptOf,
  refused,
  toPlacement,
} from './helpers.ts';
import { viewLog } from '../../support/history.ts';

const nextTurn = (s: State) => drive(s, (x) => x.turn === s.turn + 1);
const placementOver = (s: State) => !s.agenda.some((t) => t.kind === 'place' || t.kind === 'afterPlace');

describe('R9.2 a card won this turn is playable from the next turn', () => {
  it(
    'R9.2 the Banker won in this counting is neither offered nor accepted after this counting, and is ' +
      'the next turn',
    async () => {
      // Seat 0 holds an old Jeweler so that the after-counting window waits for it; seat 1's Merchant holds the window
      // before counting.
      let s = game(4, { 0: ['jeweler'], 1: ['merchant'] }, {}, { characters: { '1': ['banker'] } });
      s = await drive(toPlacement(s), atWindow('beforeCounting'));
      clearBoard(s);
      s.city[0]!.palace.push(fromBehind(s, 0, s.players[0]!.behind[0]!));
      s = await drive(s, atWindow('afterCounting'));
      expect(s.turn).toBe(1);
      expect(s.players[0]!.hand).toEqual([
        { card: 'jeweler', wonTurn: 0 },
        { card: 'banker', wonTurn: 1 },
      ]);
      expect(viewFor(s, 2).players[0]!.hand).toEqual([
        { card: 'jeweler', playableFromTurn: 1 },
        { card: 'banker', playableFromTurn: 2 },
      ]);
      expect(waitingFor(s)).toEqual([0]);
      expect(promptOf(s, 0)).toMatchObject({ kind: 'playCards', window: 'afterCounting', cards: ['jeweler'] });
      const message = refused(s, 0, { type: 'playCard', card: 'banker', up: 'red', down: 'blue' }, 'R9.2');
      expect(message).toMatch(/next turn/);

      s = await drive(s, (x) => x.turn === 2 && atWindow('afterCounting')(x));
      expect(promptOf(s, 0)).toMatchObject({ kind: 'playCards', cards: ['jeweler', 'banker'] });
      const q = s.quotation;
      s = act(s, 0, { type: 'playCard', card: 'banker', up: 'red', down: 'blue' });
      expect([s.quotation.red, s.quotation.blue]).toEqual([Math.min(12, q.red + 1), Math.max(0, q.blue - 1)]);
    },
  );
});

describe('R9.2 at most 2 cards per player per turn, across every window', () => {
  it(
    'R9.2 after 2 cards, later windows of the turn pass the player over and refuse a third; the next ' +
      'turn the count restarts',
    async () => {
      let s = toPlacement(game(4, { 0: ['cardinal', 'queen', 'mercenary', 'merchant'], 1: ['herald'] }));
      s = act(s, 0, { type: 'playCard', card: 'cardinal' });
      expect(s.agenda[0]).toMatchObject({ kind: 'place', seat: 0 }); // Queen waits for a placement
      expect(promptOf(s, 0)).toMatchObject({ kind: 'place', cards: ['queen'] });
      s = act(s, 0, { type: 'playCard', card: 'queen', spot: city(4, 'palace') });
      expect(s.players[0]!.cardsPlayed).toBe(2);
      s = place(s, 0, [1, city(1, 'port')], [1, city(1, 'port')]);
      // No Mercenary window after the placement: the turn goes straight on.
      expect(s.agenda[0]).toMatchObject({ kind: 'place', seat: 1, round: 1 });
      refused(s, 0, { type: 'playCard', card: 'mercenary', placement: 0 }, 'R3');
      s = await drive(s, atWindow('beforeCounting'));
      expect(waitingFor(s)).toEqual([1]); // seat 0 holds the Merchant but is passed over
      expect(s.agenda[0]).toMatchObject({ queue: [1, 2, 3] }); // seat 0 is gone from the queue
      s.agenda.unshift({ kind: 'window', window: 'beforeCounting', queue: [0] });
      refused(s, 0, { type: 'playCard', card: 'merchant' }, 'R9.2');
      s.agenda.shift();

      s = await nextTurn(s);
      expect(s.players[0]!.cardsPlayed).toBe(0);
      s = await drive(s, atWindow('beforeCounting'));
      expect(waitingFor(s)).toEqual([0]);
      expect(promptOf(s, 0)).toMatchObject({ kind: 'playCards', cards: ['merchant'] });
    },
  );

  it('R9.2 the Prince, the King and the blue cards are immediate and never count toward the 2', () => {
    let s = toPlacement(game(4, { 0: ['cardinal', 'spy'] }));
    expect(awardCard(s, 0, 'prince')).toEqual([]);
    expect(awardCard(s, 0, 'king')).toEqual([]);
    expect(awardCard(s, 0, 'blue-3')).toEqual([{ kind: 'chooseColour', seat: 0, reason: 'blueCard' }]);
    expect(s.players[0]).toMatchObject({ vp: 9, cardsPlayed: 0 });
    expect(s.players[0]!.hand.map((h) => h.card)).toEqual(['cardinal', 'spy']);
    s = act(s, 0, { type: 'playCard', card: 'cardinal' });
    s = act(s, 0, { type: 'playCard', card: 'spy' });
    expect(s.players[0]!.cardsPlayed).toBe(2);
  });
});

describe('R9 when each card ends', () => {
  const discardedAtOnce: { card: YellowCard; play: (s: State) => State; at: (s: State) => Promise<State> | State }[] = [
    {
      card: 'captain',
      at: (s) => s,
      play: (s) => act(s, 0, { type: 'playCard', card: 'captain', neighborhoods: [1, 3] }),
    },
    {
      card: 'alchemist',
      at: (s) => drive(s, atWindow('afterCounting')),
      play: (s) => act(s, 0, { type: 'playCard', card: 'alchemist' }),
    },
    {
      card: 'banker',
      at: (s) => drive(s, atWindow('afterCounting')),
      play: (s) => act(s, 0, { type: 'playCard', card: 'banker', up: 'blue', down: 'red' }),
    },
    {
      card: 'jeweler',
      at: (s) => drive(s, atWindow('afterCounting')),
      play: (s) => act(s, 0, { type: 'playCard', card: 'jeweler', gems: ['blue', 'red'] }),
    },
  ];
  for (const { card, play, at } of discardedAtOnce) {
    it(`R9 the ${card} is discarded at once: out of the hand, nothing lasts`, async () => {
      let s = await at(toPlacement(game(4, { 0: [card] })));
      const effects = JSON.stringify(s.effects);
      s = play(s);
      expect(s.players[0]!.hand).toEqual([]);
      expect(JSON.stringify(s.effects)).toBe(effects);
      expect(
        viewLog(s, 1).filter((e) => e.text.includes(`plays the ${card[0]!.toUpperCase()}${card.slice(1)}`)),
      ).toHaveLength(1);
    });
  }

  it("R9 the Cardinal, Spy and Conjurer last until the end of the turn (R7.7), with the Spy's findings", async () => {
    let s = toPlacement(game(4, { 0: ['spy', 'conjurer'], 1: ['cardinal'] }));
    s = act(s, 0, { type: 'playCard', card: 'spy' });
    s = act(s, 0, { type: 'playCard', card: 'conjurer' });
    s = act(s, 1, { type: 'playCard', card: 'cardinal' });
    s = place(s, 0, [1, city(1, 'port')], [1, city(1, 'port')]);
    s = place(s, 1, [1, city(2, 'port')], [3, city(2, 'port')]);
    s = act(s, 0, { type: 'peek', target: { spot: city(2, 'port'), index: 1 } });
    s = await drive(s, placementOver);
    expect(s.turn).toBe(1);
    // Still this turn, after placement: the effects and what the Spy saw stand.
    expect(s.effects).toMatchObject({
      cardinal: [1],
      conjurer: [0],
      spy: [{ seat: 0, peeks: [{ owner: 1, value: 3 }] }],
    });
    expect(viewFor(s, 0).spyFindings).toHaveLength(1);
    s = await nextTurn(s);
    expect(s.effects).toMatchObject({
      cardinal: [],
      conjurer: [],
      spy: [],
      merchant: false,
      intriguer: null,
      queen: null,
    });
    expect(viewFor(s, 0).spyFindings).toEqual([]);
    expect(viewFor(s, 0).effects).toEqual({ cardinal: [], conjurer: [], merchant: false, intriguer: null, spy: [] });
  });

  it('R9 the Merchant and the Intriguer last this counting, until the end of the turn', async () => {
    let s = await drive(toPlacement(game(4, { 0: ['merchant', 'intriguer'] })), atWindow('beforeCounting'));
    s = act(s, 0, { type: 'playCard', card: 'merchant' });
    s = act(s, 0, { type: 'playCard', card: 'intriguer' });
    expect(viewFor(s, 3).effects).toMatchObject({ merchant: true, intriguer: 0 });
    s = await nextTurn(s);
    expect(s.effects).toMatchObject({ merchant: false, intriguer: null });
  });

  it('R9 the Queen is discarded when her neighborhood is counted, not before', async () => {
    let s = passAll(toPlacement(game(4, { 0: ['queen'] })));
    s = act(s, 0, { type: 'playCard', card: 'queen', spot: city(2, 'commerce') });
    expect(s.players[0]!.hand).toEqual([]);
    s = place(s, 0, [1, city(2, 'port')], [1, city(2, 'port')]);
    // Seat 0 is in neighborhood 2, so its port gems wait for a choice, before its areas are counted.
    s = await drive(s, (x) => x.agenda[0]?.kind === 'portGems' && x.agenda[0].neighborhood === 2);
    expect(s.effects.queen).toEqual({ neighborhood: 2, area: 'commerce', seat: 0 });
    expect(viewFor(s, 1).city[1]!.closedArea).toBe('commerce');
    s = await drive(s, counted(2));
    expect(s.effects.queen).toBeNull();
    expect(viewFor(s, 1).city[1]!.closedArea).toBeNull();
  });

  it(
    "R9 the Mercenary's mark is this turn's only, even on a broker the Magician sent into the throne " + '(R10)',
    async () => {
      let s = passAll(toPlacement(game(4, { 0: ['mercenary', 'magician'] }, { kingsFavor: true })));
      s.throne.push({ owner: 0, value: 2, faceUp: false });
      s = place(s, 0, [4, city(1, 'port')], [1, city(2, 'port')]);
      s = act(s, 0, { type: 'playCard', card: 'mercenary', placement: 0 });
      s = act(s, 0, {
        type: 'playCard',
        card: 'magician',
        swap: [
          { spot: city(1, 'port'), index: 0 },
          { spot: 'throne', index: 0 },
        ],
      });
      expect(s.throne[0]).toMatchObject({ owner: 0, value: 4, faceUp: false, marked: true });
      s = await nextTurn(s);
      expect(s.throne.filter((b) => b.marked)).toEqual([]);
      expect(viewFor(s, 1).throne.map((b) => b.marked)).toEqual(s.throne.map(() => false));
    },
  );
});
