import { describe, expect, it } from 'vitest';
import { waitingFor, type Options, type State, type YellowCard } from '../../../src/engine/index.ts';
import { countAreas, countNeighborhood } from '../../../src/engine/counting/neighborhood.ts';
import { countColumns } from '../../../src/engine/counting/market.ts';
import { compareTie, tieBreakLeader } from '../../../src/engine/ties.ts';
import { awardCard } from '../../../src/engine/cards.ts';
import { act, atWindow, city, drive, game, promptOf, refused, square, toPlacement } from './helpers.ts';
import { viewLog, logOf, withEvents } from '../../support/history.ts';

/** A 4-player game driven to the before-counting window, seat 0 holding `cards`, with a known board. */
async function beforeCounting(cards: YellowCard[], players = 4, options: Partial<Options> = {}): Promise<State> {
  const s = await drive(toPlacement(game(players, { 0: cards }, options)), atWindow('beforeCounting'));
  expect(waitingFor(s)).toEqual([0]);
  for (const hood of s.city) {
    hood.port = [];
    hood.commerce = [];
    hood.palace = [];
  }
  s.market.cells = s.market.cells.map((row) => row.map(() => null));
  s.city[0]!.port.push({ owner: 0, value: 3, faceUp: false });
  s.city[1]!.commerce.push({ owner: 0, value: 2, faceUp: true });
  s.market.cells[1]![0] = { owner: 0, value: 1, faceUp: true };
  s.market.cells[1]![1] = { owner: 1, value: 1, faceUp: true };
  return s;
}

async function afterCounting(cards: YellowCard[]): Promise<State> {
  const s = await drive(toPlacement(game(4, { 0: cards })), atWindow('afterCounting'));
  expect(waitingFor(s)).toEqual([0]);
  return s;
}

describe('R9 Herald, before counting', () => {
  it('R9 moves an own broker keeping its face; city→market earns 1 VP', async () => {
    let s = await beforeCounting(['herald']);
    const vp = s.players[0]!.vp;
    s = act(s, 0, {
      type: 'playCard',
      card: 'herald',
      from: { spot: city(1, 'port'), index: 0 },
      to: square(3, 'yellow'),
    });
    expect(s.city[0]!.port).toEqual([]);
    expect(s.market.cells[2]![2]).toMatchObject({ owner: 0, value: 3, faceUp: false });
    expect(s.players[0]!.vp).toBe(vp + 1);
    expect(
      viewLog(s, 1).some((e) => /Herald.*neighborhood 1 port to market row 3 yellow \(\+1 VP\)/.test(e.text)),
    ).toBe(true);
  });

  it('R9 market→city and market→market earn nothing', async () => {
    const s = await beforeCounting(['herald']);
    const vp = s.players[0]!.vp;
    const toCity = act(s, 0, {
      type: 'playCard',
      card: 'herald',
      from: { spot: square(2, 'blue'), index: 0 },
      to: city(3, 'palace'),
    });
    expect(toCity.players[0]!.vp).toBe(vp);
    expect(toCity.city[2]!.palace.at(-1)).toMatchObject({ owner: 0, value: 1, faceUp: true });
    const toMarket = act(s, 0, {
      type: 'playCard',
      card: 'herald',
      from: { spot: square(2, 'blue'), index: 0 },
      to: square(1, 'red'),
    });
    expect(toMarket.players[0]!.vp).toBe(vp);
    expect(toMarket.market.cells[0]![3]).toMatchObject({ owner: 0, value: 1, faceUp: true });
    expect(toMarket.market.cells[1]![0]).toBeNull();
    const inCity = act(s, 0, {
      type: 'playCard',
      card: 'herald',
      from: { spot: city(2, 'commerce'), index: 0 },
      to: city(2, 'palace'),
    });
    expect(inCity.players[0]!.vp).toBe(vp);
    expect(inCity.city[1]!.palace.at(-1)).toMatchObject({ owner: 0, value: 2, faceUp: true });
  });

  it('R9 the Herald never goes into the throne, nor to a neighborhood not in play (R2.3)', async () => {
    const s = await beforeCounting(['herald'], 3, { neighborhoods: 3, kingsFavor: true });
    refused(
      s,
      0,
      { type: 'playCard', card: 'herald', from: { spot: city(1, 'port'), index: 0 }, to: 'throne' },
      undefined,
    );
    refused(
      s,
      0,
      { type: 'playCard', card: 'herald', from: { spot: city(1, 'port'), index: 0 }, to: city(4, 'port') },
      'R2.3',
    );
    refused(
      s,
      0,
      { type: 'playCard', card: 'herald', from: { spot: city(1, 'port'), index: 0 }, to: city(1, 'port') },
      'R9',
    );
    s.throne.push({ owner: 0, value: 4, faceUp: false });
    refused(s, 0, { type: 'playCard', card: 'herald', from: { spot: 'throne', index: 0 }, to: city(2, 'port') }, 'R9');
  });

  it(
    "R9 follows placement rules: full square, closed row, the Queen's area, never the throne, never " +
      "another's broker",
    async () => {
      const s = await beforeCounting(['herald']);
      refused(
        s,
        0,
        { type: 'playCard', card: 'herald', from: { spot: city(1, 'port'), index: 0 }, to: square(2, 'green') },
        'R6.4',
      );
      refused(
        s,
        0,
        { type: 'playCard', card: 'herald', from: { spot: square(2, 'green'), index: 0 }, to: city(1, 'port') },
        'R9',
      );
      refused(
        s,
        0,
        { type: 'playCard', card: 'herald', from: { spot: 'throne', index: 0 }, to: city(1, 'port') },
        'R9',
      );
      s.effects.queen = { neighborhood: 4, area: 'palace', seat: 2 };
      refused(
        s,
        0,
        { type: 'playCard', card: 'herald', from: { spot: city(1, 'port'), index: 0 }, to: city(4, 'palace') },
        'R9',
      );
      s.effects.queen = { neighborhood: 1, area: 'port', seat: 2 };
      refused(
        s,
        0,
        { type: 'playCard', card: 'herald', from: { spot: city(1, 'port'), index: 0 }, to: city(4, 'palace') },
        'R9',
      );
      const three = await beforeCounting(['herald'], 3);
      refused(
        three,
        0,
        { type: 'playCard', card: 'herald', from: { spot: city(1, 'port'), index: 0 }, to: square(1, 'red') },
        'R6.4',
      );
    },
  );
});

describe('R9 Merchant and Intriguer, before counting', () => {
  it('R9 Merchant: every commerce majority scores 5 VP this counting, whoever wins it', async () => {
    let s = await beforeCounting(['merchant']);
    s = act(s, 0, { type: 'playCard', card: 'merchant' });
    s.city[2]!.commerce.push({ owner: 1, value: 1, faceUp: true });
    const [a, b] = [s.players[0]!.vp, s.players[1]!.vp];
    s.agenda = [];
    withEvents(s, () => countAreas.run(s, { kind: 'areas', neighborhood: 2 }));
    withEvents(s, () => countAreas.run(s, { kind: 'areas', neighborhood: 3 }));
    expect([s.players[0]!.vp - a, s.players[1]!.vp - b]).toEqual([5, 5]);
  });

  it('R9 Intriguer: its player wins every tie this counting, even against better tie-break brokers', async () => {
    let s = await beforeCounting(['intriguer']);
    s.players[0]!.front = [0, 0, 0];
    s.players[1]!.front = [4, 4, 4];
    expect(compareTie(s, 1, 0)).toBeLessThan(0);
    s = act(s, 0, { type: 'playCard', card: 'intriguer' });
    expect(compareTie(s, 0, 1)).toBeLessThan(0);
    expect(tieBreakLeader(s)).toBe(0);
    s.city[0]!.port.push({ owner: 1, value: 3, faceUp: true });
    s.agenda = [];
    withEvents(s, () => countNeighborhood.run(s, { kind: 'countNeighborhood', neighborhood: 1 }));
    expect(s.agenda[0]).toMatchObject({ kind: 'portGems', pickers: [{ who: 0 }, { who: 1 }] });
  });

  it('R9 Intriguer orders tied columns: totals and counts still decide first', async () => {
    let s = await beforeCounting(['intriguer']);
    s.players[1]!.front = [4, 4, 4];
    s = act(s, 0, { type: 'playCard', card: 'intriguer' });
    s.agenda = [];
    withEvents(s, () => countColumns.run(s, { kind: 'marketColumns' }));
    expect(s.agenda[0]).toMatchObject({
      kind: 'orderColumns',
      seat: 0,
      ranking: [
        ['blue', 'green'],
        ['yellow', 'red'],
      ],
    });
  });

  it("R9 Intriguer beats the neutral player's tie rule with 2 players (R7.8)", () => {
    const s = toPlacement(game(2));
    expect(compareTie(s, 'neutral', 0)).toBeLessThan(0);
    s.effects.intriguer = 1;
    expect(compareTie(s, 1, 'neutral')).toBeLessThan(0);
    expect(compareTie(s, 0, 'neutral')).toBeGreaterThan(0);
  });
});

describe('R9 Alchemist, Banker and Jeweler, after counting', () => {
  it('R9 the window comes after the market has settled the quotations', async () => {
    const s = await afterCounting(['banker']);
    expect(s.market.cells.flat().every((c) => c === null)).toBe(true);
    const marketTasks = [
      'marketRows',
      'marketColumns',
      'orderColumns',
      'highestBidder',
      'moveQuotation',
      'marketCleanup',
    ];
    expect(s.agenda.filter((t) => marketTasks.includes(t.kind))).toEqual([]);
    expect(logOf(s).filter((e) => e.turn === 1 && e.text.startsWith('Quotations move'))).toHaveLength(1);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'playCards', window: 'afterCounting', cards: ['banker'] });
  });

  it('R9 Alchemist may give a black gem for a colour, never take one', async () => {
    const s = await afterCounting(['alchemist']);
    s.players[0]!.gems = { blue: 0, green: 0, yellow: 0, red: 0, black: 2 };
    expect(promptOf(s, 0)).toMatchObject({
      choices: { alchemist: { give: ['black'], take: ['blue', 'green', 'yellow', 'red'] } },
    });
    const after = act(s, 0, { type: 'playCard', card: 'alchemist', give: 'black', take: 'yellow' });
    expect(after.players[0]!.gems).toEqual({ blue: 0, green: 0, yellow: 1, red: 0, black: 1 });
    refused(s, 0, { type: 'playCard', card: 'alchemist', give: 'black', take: 'black' }, undefined);
  });

  it(
    'R9 Banker: each move must change its quotation (R7.5): a colour at 12 never goes up, at 0 never ' + 'down',
    async () => {
      const s = await afterCounting(['banker']);
      s.quotation = { blue: 12, green: 0, yellow: 6, red: 6 };
      expect(promptOf(s, 0)).toMatchObject({
        choices: { banker: { up: ['green', 'yellow', 'red'], down: ['blue', 'yellow', 'red'] } },
      });
      refused(s, 0, { type: 'playCard', card: 'banker', up: 'blue', down: 'red' }, 'R9');
      refused(s, 0, { type: 'playCard', card: 'banker', up: 'red', down: 'green' }, 'R9');
      expect(act(s, 0, { type: 'playCard', card: 'banker', up: 'green', down: 'blue' }).quotation).toMatchObject({
        blue: 11,
        green: 1,
      });
    },
  );

  it('R9 Alchemist exchanges one coloured gem for another colour, or nothing; discarded either way', async () => {
    const s = await afterCounting(['alchemist']);
    s.players[0]!.gems = { blue: 1, green: 0, yellow: 0, red: 0, black: 0 };
    const swapped = act(s, 0, { type: 'playCard', card: 'alchemist', give: 'blue', take: 'red' });
    expect(swapped.players[0]!.gems).toMatchObject({ blue: 0, red: 1 });
    const kept = act(s, 0, { type: 'playCard', card: 'alchemist' });
    expect(kept.players[0]!.gems).toMatchObject({ blue: 1, red: 0 });
    expect(kept.players[0]!.hand).toEqual([]);
    refused(s, 0, { type: 'playCard', card: 'alchemist', give: 'green', take: 'red' }, 'R9');
    refused(s, 0, { type: 'playCard', card: 'alchemist', give: 'blue', take: 'blue' }, 'R9');
    refused(s, 0, { type: 'playCard', card: 'alchemist', give: 'blue' }, 'R9');
  });

  it('R9 Banker moves one quotation up and a different one down, both compulsory', async () => {
    const s = await afterCounting(['banker']);
    const q = { ...s.quotation };
    const after = act(s, 0, { type: 'playCard', card: 'banker', up: 'yellow', down: 'green' });
    expect(after.quotation.yellow).toBe(Math.min(12, q.yellow + 1));
    expect(after.quotation.green).toBe(Math.max(0, q.green - 1));
    refused(s, 0, { type: 'playCard', card: 'banker', up: 'red', down: 'red' }, 'R9');
    refused(s, 0, { type: 'playCard', card: 'banker', up: 'red' }, undefined);
  });

  it("R9 Jeweler takes 2 coloured gems of the player's choice, never black or white", async () => {
    const s = await afterCounting(['jeweler']);
    const before = { ...s.players[0]!.gems };
    const after = act(s, 0, { type: 'playCard', card: 'jeweler', gems: ['red', 'red'] });
    expect(after.players[0]!.gems.red).toBe(before.red + 2);
    refused(s, 0, { type: 'playCard', card: 'jeweler', gems: ['black', 'red'] }, undefined);
    refused(s, 0, { type: 'playCard', card: 'jeweler', gems: ['white', 'red'] }, undefined);
  });
});

describe('R11.4 the neutral player and cards', () => {
  it('R11.4 never holds a card: one it wins becomes the most valuable gem; Prince and King give it VP', () => {
    const s = toPlacement(game(2));
    s.quotation = { blue: 6, green: 6, yellow: 9, red: 9 };
    awardCard(s, 'neutral', 'magician');
    awardCard(s, 'neutral', 'king');
    expect(s.neutral).toMatchObject({ vp: 5, gems: { yellow: 1, red: 0 } });
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
  });
});

describe('R9.2 limits', () => {
  it('R9.2 a card won this turn is playable from the next turn only', () => {
    const s = game(4);
    s.players[0]!.hand = [{ card: 'cardinal', wonTurn: 1 }];
    const at = toPlacement(s);
    expect(at.agenda[0]).toMatchObject({ kind: 'place', seat: 0 }); // the window passed over seat 0
    at.agenda.unshift({ kind: 'window', window: 'beforePlacement', queue: [0] });
    refused(at, 0, { type: 'playCard', card: 'cardinal' }, 'R9.2');
  });

  it('R9.2 at most 2 cards a turn; the third is neither offered nor accepted', () => {
    let s = toPlacement(game(4, { 0: ['cardinal', 'spy', 'conjurer'] }));
    s = act(s, 0, { type: 'playCard', card: 'cardinal' });
    s = act(s, 0, { type: 'playCard', card: 'spy' });
    expect(s.agenda[0]).toMatchObject({ kind: 'place', seat: 0 });
    s.agenda.unshift({ kind: 'window', window: 'beforePlacement', queue: [0] });
    refused(s, 0, { type: 'playCard', card: 'conjurer' }, 'R9.2');
  });

  it('R9.2 immediate cards never count toward the 2; a card not held is refused', () => {
    let s = toPlacement(game(4, { 0: ['cardinal', 'spy'] }));
    expect(awardCard(s, 0, 'prince')).toEqual([]);
    expect(awardCard(s, 0, 'blue-1')).toEqual([{ kind: 'chooseColour', seat: 0, reason: 'blueCard' }]);
    expect(s.players[0]).toMatchObject({ vp: 4, cardsPlayed: 0 });
    refused(s, 0, { type: 'playCard', card: 'captain', neighborhoods: [1, 2] }, 'R9.2');
    refused(s, 0, { type: 'playCard', card: 'banker', up: 'red', down: 'blue' }, 'R9.2');
    s = act(s, 0, { type: 'playCard', card: 'cardinal' });
    s = act(s, 0, { type: 'playCard', card: 'spy' });
    expect(s.players[0]!.cardsPlayed).toBe(2);
  });

  it('R9.1 a card outside its window is refused naming its moment', () => {
    const s = toPlacement(game(4, { 0: ['cardinal', 'banker'] }));
    const message = refused(s, 0, { type: 'playCard', card: 'banker', up: 'red', down: 'blue' }, 'R9.1');
    expect(message).toMatch(/after counting/);
  });
});
