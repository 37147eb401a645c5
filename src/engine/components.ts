// R1: the boxed components and their fixed facts.
import { COLOURS, type Colour, type Gem, type Ship, type State } from './schema.ts';

/** R1.1; R12 removes one 3 and one 1 for Ys Express. */
export const BROKERS = [0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4];
export const EXPRESS_BROKERS = [0, 0, 1, 1, 2, 3, 3, 4, 4];
/** R11.1 */
export const NEUTRAL_BROKERS = [4, 2, 1, 0];
export const STRONG_NEUTRAL_BROKERS = [4, 3, 1, 0];

/** R1.3: the ship deck, with its doubles. */
export const SHIP_DECK: Ship[] = [
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

const LETTER: Record<string, Gem> = { B: 'blue', G: 'green', Y: 'yellow', R: 'red', W: 'white' };

/** The large gem and the two small ones, in the card's order. */
export function shipGems(ship: Ship): { large: Gem; small: [Gem, Gem] } {
  return { large: LETTER[ship[0]!]!, small: [LETTER[ship[2]!]!, LETTER[ship[3]!]!] };
}

export const hasWhite = (ship: Ship) => ship.includes('W');

/** R1.5 */
export const QUOTATION_MIN = 0;
export const QUOTATION_MAX = 12;
export const QUOTATION_START = 6;

export const playerCount = (state: State) => state.players.length;

// Shared and frozen: the board's shape is read on every prompt, so it is not rebuilt each time.
const NEIGHBORHOODS = [[], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4]].map((n) => Object.freeze(n));
const ROWS_4 = Object.freeze([1, 2, 3]);
const ROWS_2_3 = Object.freeze([2, 3]);

/** R2.3 */
export function activeNeighborhoods(state: State): readonly number[] {
  return NEIGHBORHOODS[state.players.length === 2 ? 3 : state.players.length === 3 ? state.options.neighborhoods : 4]!;
}

/** R6.4: rows 1–3 with 4 players, 2–3 otherwise. */
export const openRows = (state: State): readonly number[] => (state.players.length === 4 ? ROWS_4 : ROWS_2_3);

/** R6.2, R12 */
export const roundsPerTurn = (state: State) => (state.options.express ? 3 : 4);

/** R8.1: colours by quotation, highest first; equal: blue, green, yellow, red. */
export function coloursByValue(state: State): Colour[] {
  return [...COLOURS].sort(
    (a, b) => state.quotation[b] - state.quotation[a] || COLOURS.indexOf(a) - COLOURS.indexOf(b),
  );
}

/** The most valuable gem of R11.4. */
export const mostValuableColour = (state: State): Colour => coloursByValue(state)[0]!;

export const turnOrder = (state: State): number[] =>
  state.players.map((_, seat) => seat).sort((a, b) => state.players[a]!.orderCard - state.players[b]!.orderCard);

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Remove values from a sorted multiset; null when one is missing. */
export function takeValues(from: readonly number[], values: readonly number[]): number[] | null {
  const rest = [...from];
  for (const v of values) {
    const i = rest.indexOf(v);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}

/** Add values to a sorted multiset (each put in its place: a hand is never longer than 11). */
export function addValues(to: readonly number[], values: readonly number[]): number[] {
  const out = [...to];
  for (const v of values) {
    let i = out.length;
    while (i > 0 && out[i - 1]! > v) i--;
    out.splice(i, 0, v);
  }
  return out;
}
