// R3 the turn's phases, R4 setup of a turn: characters, ports, market rows.
import { describe, expect, it } from 'vitest';
import {
  type Deal,
  type Phase,
  type Ship,
  type State,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import { act, drive, newGame } from './helpers.ts';

const ships = (...ids: Ship[]): Deal => ({ ships: ids });
const rows = (s: State) => viewFor(s, 0).market.rows.map((r) => (r.open ? r.gem : 'closed'));

describe('R3 the turn', () => {
  it(
    "R3 phases follow each other: bid, order, placement, counting (and King's Favor), for 4 turns, then " + 'the end',
    () => {
      for (const kingsFavor of [false, true]) {
        let s = newGame(3, { kingsFavor });
        const random = seededRandom('phases');
        const phases: string[] = [];
        while (!s.result) {
          const phase: Phase = viewFor(s, null).phase;
          const mark = `${s.turn}:${phase}`;
          if (phases.at(-1) !== mark) phases.push(mark);
          const seat = waitingFor(s)[0]!;
          const a = randomAction(s, seat, random)!;
          s = act(s, seat, a.type === 'playCard' || a.type === 'peek' ? { type: 'pass' } : a);
        }
        const turn = ['bid', 'order', 'placement', 'counting', ...(kingsFavor ? ['kingsFavor'] : [])];
        expect(phases).toEqual([1, 2, 3, 4].flatMap((t) => turn.map((p) => `${t}:${p}`)));
        expect(viewFor(s, null).phase).toBe('over');
      }
    },
  );
});

describe('R4 setup of the turn', () => {
  it('R4.1 turns 1–3 reveal the top card of each active palace pile, in order', async () => {
    let s = newGame(4, {}, { characters: { 1: ['spy', 'queen', 'king'], 4: ['banker', 'herald', 'prince'] } });
    expect(s.city.map((h) => h.character)).toEqual(['spy', expect.any(String), expect.any(String), 'banker']);
    expect(viewFor(s, 2).city[0]!.character).toBe('spy');
    s = await drive(s, (x) => x.turn === 2);
    expect([s.city[0]!.character, s.city[3]!.character]).toEqual(['queen', 'herald']);
    s = await drive(s, (x) => x.turn === 3);
    expect([s.city[0]!.character, s.city[3]!.character]).toEqual(['king', 'prince']);
  });

  it('R4.1 turn 4: the yellow piles are empty and a blue card lies on each active palace', async () => {
    const s = await drive(newGame(3, { neighborhoods: 3 }), (x) => x.turn === 4);
    expect(s.city.map((h) => h.character)).toEqual(['blue-1', 'blue-2', 'blue-3', null]);
    expect(s.secret.piles).toEqual([[], [], [], []]);
  });

  it('R4.2 ships go to ports 1, 2, 3, 4 in drawing order; with 4 players a port offers 2 large + 2 small gems', () => {
    const s = newGame(4, {}, ships('B-GR', 'G-YR', 'Y-RW', 'R-GY', 'G-BY'));
    const v = viewFor(s, 1);
    expect(v.city.map((h) => h.ship)).toEqual(['B-GR', 'G-YR', 'Y-RW', 'R-GY']);
    expect(v.city.map((h) => h.portGems)).toEqual([
      ['blue', 'blue', 'green', 'red'],
      ['green', 'green', 'yellow', 'red'],
      ['yellow', 'yellow', 'red', 'white'],
      ['red', 'red', 'green', 'yellow'],
    ]);
  });

  it('R4.2 with 2 or 3 players a port offers 3 gems: the large gem counts once', () => {
    const three = newGame(3, {}, ships('B-GR', 'G-YR', 'Y-RW', 'R-GY', 'G-BY'));
    expect(viewFor(three, 0).city.map((h) => h.portGems)).toEqual([
      ['blue', 'green', 'red'],
      ['green', 'yellow', 'red'],
      ['yellow', 'red', 'white'],
      ['red', 'green', 'yellow'],
    ]);
    const two = newGame(2, {}, ships('B-GR', 'G-YR', 'Y-RW', 'R-GY'));
    expect(viewFor(two, 0).city.map((h) => h.portGems)).toEqual([
      ['blue', 'green', 'red'],
      ['green', 'yellow', 'red'],
      ['yellow', 'red', 'white'],
      [],
    ]);
  });

  it("R4.3 4 players: the market card's three gems go to rows 1–3, the large one on row 1", () => {
    expect(rows(newGame(4, {}, ships('B-GR', 'G-YR', 'Y-BR', 'R-GY', 'G-BY')))).toEqual(['green', 'blue', 'yellow']);
    expect(rows(newGame(4, {}, ships('B-GR', 'G-YR', 'Y-BR', 'R-GY', 'R-BG')))).toEqual(['red', 'blue', 'green']);
  });

  it("R4.3 4 players: a white gem goes on row 1, the other two on rows 2 and 3 in the card's order", () => {
    expect(rows(newGame(4, {}, ships('B-GR', 'G-YR', 'Y-BR', 'R-GY', 'B-GW')))).toEqual(['white', 'blue', 'green']);
    expect(rows(newGame(4, {}, ships('B-GR', 'G-YR', 'Y-BR', 'R-GY', 'Y-RW')))).toEqual(['white', 'yellow', 'red']);
  });

  it('R4.3 2–3 players: row 1 is closed and only the two small gems are used, on rows 2 and 3', () => {
    expect(rows(newGame(3, {}, ships('B-GR', 'G-YR', 'Y-BR', 'R-GY', 'G-BY')))).toEqual(['closed', 'blue', 'yellow']);
    expect(rows(newGame(3, {}, ships('B-GR', 'G-YR', 'Y-BR', 'R-GY', 'B-GW')))).toEqual(['closed', 'green', 'white']);
    // With 3 neighborhoods (and with 2 players) the market card is the 4th drawn.
    expect(rows(newGame(3, { neighborhoods: 3 }, ships('B-GR', 'G-YR', 'Y-BR', 'R-BY')))).toEqual([
      'closed',
      'blue',
      'yellow',
    ]);
    expect(rows(newGame(2, {}, ships('B-GR', 'G-YR', 'Y-BR', 'G-BR')))).toEqual(['closed', 'blue', 'red']);
  });
});
