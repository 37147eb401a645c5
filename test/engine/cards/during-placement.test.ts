import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/engine/index.ts';
import { countAreas, countNeighborhood } from '../../../src/engine/counting/neighborhood.ts';
import { countColumns, countRows, highestBidder } from '../../../src/engine/counting/market.ts';
import type { State } from '../../../src/engine/index.ts';
import { act, city, game, passAll, place, promptOf, refused, square, toPlacement } from './helpers.ts';
import { viewLog, logOf, withEvents } from '../../support/history.ts';

/** Seat 1 puts a face-up 4 in neighborhood 1's palace in round 1; seat 0 plays the Queen there in round 2. */
function queenOnPalace(): State {
  let s = passAll(toPlacement(game(4, { 0: ['queen', 'magician'] })));
  s = place(s, 0, [1, city(2, 'port')], [1, square(1, 'blue')]);
  s = passAll(s); // seat 0's Magician window
  s = place(s, 1, [4, city(1, 'palace')], [1, city(2, 'port')]);
  s = place(s, 2, [1, city(3, 'port')], [1, city(3, 'port')]);
  s = place(s, 3, [1, city(4, 'port')], [1, city(4, 'port')]);
  expect(promptOf(s, 0)).toMatchObject({ kind: 'place', round: 2, cards: ['queen'] });
  return act(s, 0, { type: 'playCard', card: 'queen', spot: city(1, 'palace') });
}

describe("R9 Queen, just before one of the holder's own placements", () => {
  it('R9.1 is not played in the before-placement window', () => {
    const s = toPlacement(game(4, { 0: ['queen', 'cardinal'] }));
    expect(promptOf(s, 0)).toMatchObject({ kind: 'playCards', cards: ['cardinal'] });
    refused(s, 0, { type: 'playCard', card: 'queen', spot: city(1, 'palace') }, 'R9.1');
  });

  it("R9 closes the area to every new broker, the holder's included; the card and area are public", () => {
    const s = queenOnPalace();
    expect(s.agenda[0]).toMatchObject({ kind: 'place', seat: 0, round: 2 });
    expect(viewFor(s, 2).city[0]!.closedArea).toBe('palace');
    expect(viewLog(s, 2).at(-1)!.text).toMatch(/Queen on neighborhood 1 palace/);
    expect((promptOf(s, 0) as { spots: object[] }).spots).not.toContainEqual(city(1, 'palace'));
    refused(
      s,
      0,
      {
        type: 'place',
        placements: [
          { value: 3, faceUp: true, to: city(1, 'palace') },
          { value: 3, faceUp: false, to: city(1, 'port') },
        ],
      },
      'R9',
    );
    const next = place(s, 0, [3, city(1, 'port')], [3, city(1, 'commerce')]);
    const bo = passAll(next);
    refused(
      bo,
      1,
      {
        type: 'place',
        placements: [
          { value: 3, faceUp: true, to: city(1, 'port') },
          { value: 3, faceUp: false, to: city(1, 'palace') },
        ],
      },
      'R9',
    );
  });

  it('R9 the brokers already there still count, and the Queen is discarded when that neighborhood is counted', () => {
    const s = queenOnPalace();
    s.city[0]!.character = 'prince';
    s.agenda = [];
    withEvents(s, () => countNeighborhood.run(s, { kind: 'countNeighborhood', neighborhood: 1 }));
    s.agenda = [];
    withEvents(s, () => countAreas.run(s, { kind: 'areas', neighborhood: 1 }));
    expect(s.players[1]!.vp).toBe(4); // seat 1's 4 won the palace: the Prince
    expect(s.effects.queen).toBeNull();
    expect(logOf(s).some((e) => /Queen is discarded/.test(e.text))).toBe(true);
  });

  it('R9 the Queen is laid only in an active neighborhood (R2.3), and only by its holder', () => {
    const s = passAll(toPlacement(game(3, { 0: ['queen'], 1: ['queen'] }, { neighborhoods: 3 })));
    refused(s, 0, { type: 'playCard', card: 'queen', spot: city(4, 'port') }, 'R2.3');
    refused(s, 1, { type: 'playCard', card: 'queen', spot: city(1, 'port') }, 'R3');
  });

  it("R9 with 2 players the neutral broker cannot enter the Queen's area either", () => {
    let s = passAll(toPlacement(game(2, { 0: ['queen'] })));
    s = act(s, 0, { type: 'playCard', card: 'queen', spot: city(1, 'port') });
    refused(
      s,
      0,
      {
        type: 'place',
        placements: [
          { value: 3, faceUp: true, to: city(2, 'port') },
          { value: 3, faceUp: false, to: city(2, 'port') },
        ],
        neutral: city(1, 'port'),
      },
      'R9',
    );
  });
});

describe("R9 Magician, just after one of the holder's own placements", () => {
  it("R9 swaps two of the holder's brokers across city and market, each keeping its face, with no market VP", () => {
    let s = passAll(toPlacement(game(4, { 0: ['magician'] })));
    s = place(s, 0, [1, city(1, 'port')], [4, square(1, 'blue')]);
    expect(s.players[0]!.vp).toBe(1);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'playCards', window: 'duringPlacement', cards: ['magician'] });
    s = act(s, 0, {
      type: 'playCard',
      card: 'magician',
      swap: [
        { spot: city(1, 'port'), index: 0 },
        { spot: square(1, 'blue'), index: 0 },
      ],
    });
    expect(s.city[0]!.port[0]).toMatchObject({ owner: 0, value: 4, faceUp: false });
    expect(s.market.cells[0]![0]).toMatchObject({ owner: 0, value: 1, faceUp: true });
    expect(s.players[0]!.vp).toBe(1);
    expect(viewFor(s, 1).city[0]!.areas.port[0]).toMatchObject({ owner: 0, value: null, faceUp: false });
    expect(s.agenda[0]).toMatchObject({ kind: 'place', seat: 1 }); // nothing left to play: the turn moves on
  });

  it("R9 refuses another player's broker, two brokers in one place, and the Queen's area", () => {
    let s = passAll(toPlacement(game(4, { 0: ['magician'], 1: ['queen'] })));
    s = place(s, 0, [1, city(1, 'port')], [4, city(2, 'port')]);
    s = passAll(s);
    s = act(s, 1, { type: 'playCard', card: 'queen', spot: city(2, 'port') });
    s = place(s, 1, [1, city(1, 'port')], [4, city(3, 'port')]);
    s = place(s, 2, [1, city(1, 'port')], [4, city(3, 'port')]);
    s = place(s, 3, [1, city(1, 'port')], [4, city(3, 'port')]);
    s = place(s, 0, [3, city(1, 'commerce')], [3, city(1, 'commerce')]);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'playCards', cards: ['magician'] });
    refused(
      s,
      0,
      {
        type: 'playCard',
        card: 'magician',
        swap: [
          { spot: city(1, 'port'), index: 1 },
          { spot: city(1, 'commerce'), index: 0 },
        ],
      },
      'R9',
    ); // index 1 is seat 1's
    refused(
      s,
      0,
      {
        type: 'playCard',
        card: 'magician',
        swap: [
          { spot: city(1, 'commerce'), index: 0 },
          { spot: city(1, 'commerce'), index: 1 },
        ],
      },
      'R9',
    );
    refused(
      s,
      0,
      {
        type: 'playCard',
        card: 'magician',
        swap: [
          { spot: city(2, 'port'), index: 0 },
          { spot: city(1, 'commerce'), index: 0 },
        ],
      },
      'R9',
    );
  });

  it("R9 no throne without King's Favor (R10.4), and not before the holder's placement (R9.1)", () => {
    let s = toPlacement(game(4, { 0: ['magician', 'cardinal'] }));
    refused(
      s,
      0,
      {
        type: 'playCard',
        card: 'magician',
        swap: [
          { spot: city(1, 'port'), index: 0 },
          { spot: square(1, 'blue'), index: 0 },
        ],
      },
      'R9.1',
    );
    s = passAll(s);
    s = place(s, 0, [1, city(1, 'port')], [4, square(1, 'blue')]);
    refused(
      s,
      0,
      {
        type: 'playCard',
        card: 'magician',
        swap: [
          { spot: 'throne', index: 0 },
          { spot: city(1, 'port'), index: 0 },
        ],
      },
      'R9',
    );
  });

  it("R9 with King's Favor one of the two may be in the throne room, and the broker entering it lies face down", () => {
    let s = passAll(toPlacement(game(4, { 0: ['magician'] }, { kingsFavor: true })));
    s.throne.push({ owner: 0, value: 2, faceUp: false });
    s = place(s, 0, [4, city(1, 'port')], [1, city(2, 'port')]);
    s = act(s, 0, {
      type: 'playCard',
      card: 'magician',
      swap: [
        { spot: 'throne', index: 0 },
        { spot: city(1, 'port'), index: 0 },
      ],
    });
    expect(s.throne[0]).toMatchObject({ owner: 0, value: 4, faceUp: false });
    expect(s.city[0]!.port[0]).toMatchObject({ owner: 0, value: 2, faceUp: false });
    expect(viewFor(s, 1).throne[0]!.value).toBeNull();
    expect(viewFor(s, 0).throne[0]!.value).toBe(4);
  });
});

describe("R9 Mercenary, just after one of the holder's own placements", () => {
  it('R9 marks one of the two brokers just placed, publicly; it is worth 5 in every count this turn', () => {
    let s = passAll(toPlacement(game(4, { 0: ['mercenary'] })));
    s = place(s, 0, [1, square(2, 'red')], [1, city(1, 'port')]);
    refused(s, 0, { type: 'playCard', card: 'mercenary', placement: 2 }, undefined); // not one of the two
    s = act(s, 0, { type: 'playCard', card: 'mercenary', placement: 0 });
    expect(s.market.cells[1]![3]).toMatchObject({ owner: 0, value: 1, marked: true });
    expect(viewFor(s, 2).market.cells.find((c) => c.row === 2 && c.column === 'red')!.broker).toMatchObject({
      marked: true,
    });
    expect(viewLog(s, 2).at(-1)!.text).toMatch(/Mercenary/);
    // Row, column and highest bidder: the marked 1 beats a 4.
    s.market.cells[1]![0] = { owner: 1, value: 4, faceUp: true };
    s.market.rowGems = [null, 'green', null];
    s.agenda = [];
    withEvents(s, () => countRows.run(s, { kind: 'marketRows' }));
    expect(s.players[0]!.gems.green).toBe(1);
    s.agenda = [];
    withEvents(s, () => countColumns.run(s, { kind: 'marketColumns' }));
    expect(s.agenda[0]).toMatchObject({ kind: 'orderColumns', ranking: ['red', 'blue', ['green', 'yellow']] });
    s.agenda = [];
    withEvents(s, () => highestBidder.run(s, { kind: 'highestBidder' }));
    expect(s.agenda[0]).toMatchObject({ kind: 'moveQuotation', seat: 0 });
  });

  it("R9 the Mercenary is refused before placement and before one's own placement (R9.1)", () => {
    let s = toPlacement(game(4, { 0: ['mercenary', 'cardinal'] }));
    refused(s, 0, { type: 'playCard', card: 'mercenary', placement: 0 }, 'R9.1');
    s = passAll(s);
    refused(s, 0, { type: 'playCard', card: 'mercenary', placement: 0 }, 'R9.1');
  });

  it('R9 in a neighborhood the marked broker counts 5 for the total and for its area', () => {
    let s = passAll(toPlacement(game(4, { 0: ['mercenary'] })));
    s = place(s, 0, [0 + 1, city(1, 'commerce')], [1, city(2, 'port')]);
    s = act(s, 0, { type: 'playCard', card: 'mercenary', placement: 0 });
    s.city[0]!.commerce.push({ owner: 1, value: 4, faceUp: true });
    s.agenda = [];
    withEvents(s, () => countNeighborhood.run(s, { kind: 'countNeighborhood', neighborhood: 1 }));
    expect(logOf(s).at(-1)!.text).toMatch(/Ana 5, Bo 4/);
    s.agenda = [];
    withEvents(s, () => countAreas.run(s, { kind: 'areas', neighborhood: 1 }));
    expect(s.players[0]!.vp).toBe(3);
  });
});
