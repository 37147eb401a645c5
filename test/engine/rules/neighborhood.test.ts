// R7.1–R7.4: counting a neighborhood of the city.
import { describe, expect, it } from 'vitest';
import { type State, viewFor, waitingFor } from '../../../src/engine/index.ts';
import { logOf } from '../../support/history.ts';
import { BLUE, ORANGE, PURPLE, YELLOW, act, city, front, gemsOf, newGame, put, refused, run } from './helpers.ts';

const count = (n: number) => ({ kind: 'countNeighborhood' as const, neighborhood: n });
const noGems = { blue: 0, green: 0, yellow: 0, red: 0, black: 0 };

/**
 * The Italian rulebook's example, with legal broker sets: Blue 4+3+2 = 9, Yellow 4+4 = 8,
 * Purple 3+3 = 6, Orange 4+1 = 5; the port ship B-GR offers blue, blue, green, red.
 */
function rulebookNeighborhood(): State {
  const s = newGame(4); // order cards: Blue 1, Orange 2, Purple 3, Yellow 4
  s.city[0]!.ship = 'B-GR';
  s.city[0]!.character = 'merchant';
  put(s, BLUE, 4, city(1, 'palace'), true);
  put(s, BLUE, 3, city(1, 'port'));
  put(s, BLUE, 2, city(1, 'palace'));
  put(s, ORANGE, 4, city(1, 'commerce'), true);
  put(s, ORANGE, 1, city(1, 'palace'));
  put(s, PURPLE, 3, city(1, 'port'), true);
  put(s, PURPLE, 3, city(1, 'commerce'));
  put(s, YELLOW, 4, city(1, 'port'), true);
  put(s, YELLOW, 4, city(1, 'commerce'));
  front(s, BLUE, [0, 0, 1]);
  front(s, ORANGE, [4, 1, 0]); // 5
  front(s, PURPLE, [0, 1, 1]);
  front(s, YELLOW, [3, 2, 1]); // 6
  return s;
}

describe('R7.1–R7.4 the rulebook example: 9/8/6/5, commerce tie settled by tie-break brokers 6 against 5', () => {
  it('R7.1 reveals the neighborhood and ranks the players by their totals over its three areas', () => {
    const s = run(rulebookNeighborhood(), count(1));
    expect(logOf(s).at(-1)!.text).toBe('Neighborhood 1 is counted: Blue 9, Yellow 8, Purple 6, Orange 5.');
    // R7.1: every face-down broker of the neighborhood is now visible to every seat.
    expect(viewFor(s, ORANGE).city[0]!.areas.commerce.map((b) => b.value)).toEqual([4, 3, 4]);
    expect(viewFor(s, null).city[0]!.areas.palace.map((b) => b.value)).toEqual([4, 2, 1]);
  });

  it('R7.3 first takes 2 of the 4 port gems, second 1 of the 2 left, third the last, fourth nothing', () => {
    let s = run(rulebookNeighborhood(), count(1));
    expect(waitingFor(s)).toEqual([BLUE]);
    expect(viewFor(s, BLUE).prompt).toMatchObject({
      kind: 'takeGems',
      take: 2,
      gems: ['blue', 'blue', 'green', 'red'],
    });
    s = act(s, BLUE, { type: 'takeGems', gems: [{ gem: 'blue' }, { gem: 'red' }] });
    expect(waitingFor(s)).toEqual([YELLOW]);
    expect(viewFor(s, YELLOW).prompt).toMatchObject({ kind: 'takeGems', take: 1, choices: [['blue'], ['green']] });
    s = act(s, YELLOW, { type: 'takeGems', gems: [{ gem: 'blue' }] });
    // Purple's last gem is a forced choice: it resolves itself.
    expect(gemsOf(s, BLUE)).toMatchObject({ blue: 1, red: 1, green: 0 });
    expect(gemsOf(s, YELLOW)).toMatchObject({ blue: 1 });
    expect(gemsOf(s, PURPLE)).toEqual({ ...noGems, green: 1 });
    expect(gemsOf(s, ORANGE)).toEqual(noGems);
  });

  it(
    "R7.4 port → Yellow's black gem, commerce tie 4–4 → Yellow (front 6 beats 5 despite order card 4), " +
      'palace → Blue',
    () => {
      let s = run(rulebookNeighborhood(), count(1));
      s = act(s, BLUE, { type: 'takeGems', gems: [{ gem: 'blue' }, { gem: 'red' }] });
      s = act(s, YELLOW, { type: 'takeGems', gems: [{ gem: 'blue' }] });
      expect(gemsOf(s, YELLOW).black).toBe(1);
      expect([BLUE, ORANGE, PURPLE].map((p) => gemsOf(s, p).black)).toEqual([0, 0, 0]);
      expect(s.players.map((p) => p.vp)).toEqual([0, 0, 0, 3]);
      expect(s.players[BLUE]!.hand).toEqual([{ card: 'merchant', wonTurn: 1 }]);
      expect(s.city[0]!.character).toBeNull();
      // R7.4: the neighborhood's brokers go back behind the screens: 11 less the 3 in front.
      expect(s.city[0]).toMatchObject({ port: [], commerce: [], palace: [] });
      expect(s.players.map((p) => p.behind.length)).toEqual([8, 8, 8, 8]);
      expect(s.players[YELLOW]!.behind).toEqual([0, 0, 1, 1, 3, 3, 4, 4]);
    },
  );
});

describe('R7.2 presence', () => {
  it('R7.2 a lone 0 broker still beats absence: it takes the port gems, the black gem and the card', () => {
    let s = newGame(4);
    s.city[1]!.ship = 'G-YR';
    s.city[1]!.character = 'banker';
    put(s, PURPLE, 0, city(2, 'port'));
    put(s, ORANGE, 0, city(2, 'palace'));
    s = run(s, count(2));
    expect(logOf(s).at(-1)!.text).toBe(
      'Neighborhood 2 is counted: Orange 0, Purple 0. Orange wins the tie with Purple: equal ' +
        'tie-break brokers, lower order card 2 against 3 (R7.8).',
    ); // tie: order card 2 before 3
    s = act(s, ORANGE, { type: 'takeGems', gems: [{ gem: 'green' }, { gem: 'green' }] });
    s = act(s, PURPLE, { type: 'takeGems', gems: [{ gem: 'red' }] });
    expect(gemsOf(s, ORANGE)).toEqual({ ...noGems, green: 2 });
    expect(gemsOf(s, PURPLE)).toEqual({ ...noGems, red: 1, black: 1 });
    expect(s.players[ORANGE]!.hand.map((h) => h.card)).toEqual(['banker']);
    // R7.3: the yellow gem nobody takes stays in the bank.
    expect(gemsOf(s, BLUE)).toEqual(noGems);
    expect(gemsOf(s, YELLOW)).toEqual(noGems);
  });

  it('R7.2 nobody in a neighborhood: no gems, no majority, its card is discarded (R7.4)', () => {
    const s = newGame(4);
    s.city[2]!.ship = 'Y-BG';
    s.city[2]!.character = 'king';
    run(s, count(3));
    expect(s.agenda).toEqual([]);
    expect(s.city[2]!.character).toBeNull();
    expect(s.players.map((p) => p.vp + p.gems.blue + p.gems.green + p.gems.yellow + p.gems.black)).toEqual([
      0, 0, 0, 0,
    ]);
    expect(logOf(s).at(-1)!.text).toBe('Nobody is in the palace of neighborhood 3: the King is discarded.');
  });
});

describe('R7.3 port gems', () => {
  it('R7.3 with 3 players the port offers 3 gems: first takes 2, second the last, third nothing', () => {
    let s = newGame(3);
    s.city[0]!.ship = 'R-BY';
    put(s, 0, 4, city(1, 'port'));
    put(s, 1, 3, city(1, 'commerce'));
    put(s, 2, 2, city(1, 'palace'));
    s = run(s, count(1));
    expect(viewFor(s, 0).prompt).toMatchObject({ kind: 'takeGems', take: 2, gems: ['red', 'blue', 'yellow'] });
    s = act(s, 0, { type: 'takeGems', gems: [{ gem: 'red' }, { gem: 'yellow' }] });
    expect(gemsOf(s, 0)).toMatchObject({ red: 1, yellow: 1, blue: 0 });
    expect(gemsOf(s, 1)).toMatchObject({ blue: 1, red: 0, yellow: 0 });
    expect(gemsOf(s, 2)).toEqual(noGems);
  });

  it("R7.3 a white gem is taken as a coloured gem of the taker's choice, never kept white", () => {
    let s = newGame(4);
    s.city[0]!.ship = 'B-GW';
    put(s, 0, 4, city(1, 'palace'));
    s = run(s, count(1));
    expect(viewFor(s, 0).prompt).toMatchObject({ gems: ['blue', 'blue', 'green', 'white'] });
    s = act(s, 0, { type: 'takeGems', gems: [{ gem: 'white', as: 'red' }, { gem: 'blue' }] });
    expect(gemsOf(s, 0)).toEqual({ ...noGems, red: 1, blue: 1 });
  });

  it('R7.3 refuses a wrong number of gems, a gem not in the port, a white gem unnamed, a colour renamed', () => {
    const s = newGame(4);
    s.city[0]!.ship = 'B-GW';
    put(s, 0, 4, city(1, 'palace'));
    put(s, 1, 1, city(1, 'palace'));
    run(s, count(1));
    refused(s, 0, { type: 'takeGems', gems: [{ gem: 'blue' }] }, 'R7.3');
    refused(s, 0, { type: 'takeGems', gems: [{ gem: 'red' }, { gem: 'blue' }] }, 'R7.3');
    refused(s, 0, { type: 'takeGems', gems: [{ gem: 'green' }, { gem: 'green' }] }, 'R7.3');
    refused(s, 0, { type: 'takeGems', gems: [{ gem: 'white' }, { gem: 'blue' }] }, 'R7.3');
    refused(s, 0, { type: 'takeGems', gems: [{ gem: 'green', as: 'red' }, { gem: 'blue' }] }, 'R7.3');
    refused(s, 1, { type: 'takeGems', gems: [{ gem: 'green' }] }, 'R3'); // not yet the second's turn
  });
});

describe('R7.4 areas', () => {
  it('R7.4 each area has its own majority, independent of the neighborhood ranking', () => {
    let s = newGame(4);
    s.city[3]!.ship = 'R-GY';
    s.city[3]!.character = 'prince';
    put(s, 0, 4, city(4, 'port'));
    put(s, 0, 4, city(4, 'port'));
    put(s, 1, 1, city(4, 'commerce'));
    put(s, 2, 0, city(4, 'palace'));
    s = run(s, count(4));
    s = act(s, 0, { type: 'takeGems', gems: [{ gem: 'red' }, { gem: 'red' }] });
    s = act(s, 1, { type: 'takeGems', gems: [{ gem: 'yellow' }] });
    expect(gemsOf(s, 0)).toEqual({ ...noGems, red: 2, black: 1 });
    expect(gemsOf(s, 2)).toEqual({ ...noGems, green: 1 });
    // Commerce 3 VP to Orange; the Prince (immediate) gives Purple 4 VP.
    expect(s.players.map((p) => p.vp)).toEqual([0, 3, 4, 0]);
    expect(s.players[2]!.hand).toEqual([]);
  });
});
