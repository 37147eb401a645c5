// R1 components and R2 setup.
import { describe, expect, it } from 'vitest';
import { type Deal, type Options, type Setup, YELLOW_CARDS, createGame } from '../../../src/engine/index.ts';
import { SHIP_DECK } from '../../../src/engine/components.ts';
import { act, city, newGame, refused, square, toPlacement } from './helpers.ts';
import { words } from '../words.ts';

/** R1.3's table, restated so that a wrong deck in the engine cannot pass its own check. */
const DECK = [
  'B-GR',
  'B-GR',
  'B-YR',
  'B-YR',
  'B-GY',
  'B-GW',
  'G-BY',
  'G-BY',
  'G-YR',
  'G-YR',
  'G-BR',
  'G-BW',
  'Y-BG',
  'Y-BG',
  'Y-GR',
  'Y-GR',
  'Y-BR',
  'Y-RW',
  'R-BG',
  'R-BG',
  'R-BY',
  'R-BY',
  'R-GY',
  'R-YW',
];
const FIRST_FIVE = ['B-GW', 'G-BW', 'Y-RW', 'R-YW', 'B-GR'] as const;

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));
const create = (n: number, options: Partial<Options> = {}, deal?: Deal, seed: string | number = 1) =>
  createGame({ players: players(n), options } as Setup, seed, deal);
const sorted = (xs: readonly string[]) => [...xs].sort();

describe('R1 components', () => {
  it("R1.1 each player has 11 brokers 0,0,1,1,1,2,3,3,3,4,4 (sum 22); the three 2s only with King's Favor", () => {
    const s = newGame(4);
    for (const p of s.players) {
      expect(p.behind).toEqual([0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4]);
      expect(p.twosLeft).toBe(0);
    }
    expect(newGame(4, { kingsFavor: true }).players.map((p) => p.twosLeft)).toEqual([3, 3, 3, 3]);
  });

  it(
    'R1.3 the ship deck is exactly the 24 cards of the table: each colour large on 6 and small on 11, 4 ' +
      'with white',
    () => {
      expect(sorted(SHIP_DECK)).toEqual(sorted(DECK));
      for (const letter of ['B', 'G', 'Y', 'R']) {
        expect(SHIP_DECK.filter((c) => c[0] === letter)).toHaveLength(6);
        expect(SHIP_DECK.filter((c) => c.slice(2).includes(letter))).toHaveLength(11);
      }
      expect(SHIP_DECK.filter((c) => c.includes('W'))).toEqual(['B-GW', 'G-BW', 'Y-RW', 'R-YW']);
      for (const c of SHIP_DECK) expect(new Set([c[0], c[2], c[3]]).size).toBe(3);
    },
  );

  it('R1.3/R2.5 a game draws from that whole deck: the 5 cards drawn plus the 19 left are the 24', () => {
    const made = create(4, {}, { ships: [...FIRST_FIVE] });
    if (!made.ok) throw new Error(words(made.error));
    expect(made.state.city.map((h) => h.ship)).toEqual(FIRST_FIVE.slice(0, 4));
    expect(sorted([...FIRST_FIVE, ...made.state.secret.shipDeck])).toEqual(sorted(DECK));
  });

  it('R1.3 a deal cannot ask for a card more often than the deck has it', () => {
    const made = create(4, {}, { ships: ['B-GW', 'B-GW'] });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error.rule).toBe('R1.3');
  });

  it('R1.4/R2.4 three different yellow cards per active palace, one revealed; the rest leave the game unseen', () => {
    for (const [n, options, active] of [
      [4, {}, 4],
      [3, { neighborhoods: 3 }, 3],
      [2, {}, 3],
    ] as const) {
      const made = create(n, options);
      if (!made.ok) throw new Error(words(made.error));
      const s = made.state;
      const inPlay = s.city.flatMap((h, i) =>
        h.character ? [h.character, ...s.secret.piles[i]!] : s.secret.piles[i]!,
      );
      expect(inPlay).toHaveLength(3 * active);
      expect(new Set(inPlay).size).toBe(3 * active);
      for (const c of inPlay) expect(YELLOW_CARDS).toContain(c);
      expect(s.city.map((h) => h.character !== null)).toEqual([1, 2, 3, 4].map((k) => k <= active));
    }
  });
});

describe('R2 setup', () => {
  it('R2.1 2–4 players, each with 0 VP and no gems', () => {
    expect(create(1).ok).toBe(false);
    expect(create(5).ok).toBe(false);
    const s = newGame(3);
    expect(s.players.map((p) => [p.vp, p.gems])).toEqual(
      Array(3).fill([0, { blue: 0, green: 0, yellow: 0, red: 0, black: 0 }]),
    );
  });

  it('R2.2 order cards 1..N are dealt at random, one per player', () => {
    const deals = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const made = create(4, {}, undefined, seed);
      if (!made.ok) throw new Error(words(made.error));
      const cards = made.state.players.map((p) => p.orderCard);
      expect(sorted(cards.map(String))).toEqual(['1', '2', '3', '4']);
      deals.add(cards.join());
    }
    expect(deals.size).toBeGreaterThan(5);
    const two = create(2);
    expect(two.ok && sorted(two.state.players.map((p) => String(p.orderCard)))).toEqual(['1', '2']);
    const bad = create(3, {}, { orderCards: [1, 1, 2] });
    expect(bad.ok || bad.error.rule).toBe('R2.2');
  });

  it('R2.3 active neighborhoods: 4 players 1–4; 3 players 1–4 or 1–3 by option; 2 players 1–3', () => {
    const ships = (n: number, options: Partial<Options> = {}) => {
      const made = create(n, options);
      if (!made.ok) throw new Error(words(made.error));
      return made.state.city.map((h) => h.ship !== null);
    };
    expect(ships(4)).toEqual([true, true, true, true]);
    expect(ships(3)).toEqual([true, true, true, true]);
    expect(ships(3, { neighborhoods: 3 })).toEqual([true, true, true, false]);
    expect(ships(2)).toEqual([true, true, true, false]);
    const wrong = create(4, { neighborhoods: 3 });
    expect(wrong.ok || wrong.error.rule).toBe('R2.3');
  });

  it('R2.3 an inactive neighborhood takes no broker', () => {
    const s = toPlacement(newGame(3, { neighborhoods: 3 }));
    refused(
      s,
      0,
      {
        type: 'place',
        placements: [
          { value: 1, faceUp: true, to: city(4, 'port') },
          { value: 2, faceUp: false, to: square(2, 'blue') },
        ],
      },
      'R2.3',
    );
    act(s, 0, {
      type: 'place',
      placements: [
        { value: 1, faceUp: true, to: city(3, 'port') },
        { value: 2, faceUp: false, to: square(2, 'blue') },
      ],
    });
  });

  it('R2.6 every quotation starts at 6', () => {
    expect(newGame(4).quotation).toEqual({ blue: 6, green: 6, yellow: 6, red: 6 });
  });

  it('R2 creation is deterministic in its seed: the same seed gives the same game', () => {
    const a = create(4, {}, undefined, 'same');
    const b = create(4, {}, undefined, 'same');
    const c = create(4, {}, undefined, 'other');
    expect(a).toEqual(b);
    expect(a.ok && c.ok && a.state.secret.shipDeck.join()).not.toBe(c.ok && c.state.secret.shipDeck.join());
  });

  it("R11.5 King's Favor and Ys Express are refused with 2 players", () => {
    for (const options of [{ kingsFavor: true }, { express: true }]) {
      const made = create(2, options);
      expect(made.ok || made.error.rule).toBe('R11.5');
    }
  });
});
