// Builders for rule tests (R1–R8, R10–R13): a game with known seats, brokers moved
// from behind the screens onto the board (so every broker set stays a legal one, R1.1),
// and a way to run chosen steps of the agenda on a state set up by hand.
import { advance } from '../../../src/engine/tasks.ts';
import { follows, withEvents } from '../../support/history.ts';
import { takeValues } from '../../../src/engine/components.ts';
import {
  type Deal,
  type Options,
  type Spot,
  type State,
  type Task,
  type Who,
  createGame,
} from '../../../src/engine/index.ts';
import { putBroker } from '../../../src/engine/board.ts';

import { act, city } from '../cards/helpers.ts';
import { words } from '../words.ts';

export { act, city, drive, refused, square, toPlacement } from '../cards/helpers.ts';

/** The seat colours of the rulebooks' examples, seat 0 to 3. */
export const BLUE = 0,
  ORANGE = 1,
  PURPLE = 2,
  YELLOW = 3;
const NAMES = ['Blue', 'Orange', 'Purple', 'Yellow'];

/** A new game at its first bid; order cards default to seat + 1. */
export function newGame(
  n: number,
  options: Partial<Options> = {},
  deal: Deal = {},
  seed: string | number = 'rules',
): State {
  const made = createGame({ players: NAMES.slice(0, n).map((name) => ({ name })), options }, seed, {
    orderCards: Array.from({ length: n }, (_, i) => i + 1),
    ...deal,
  });
  if (!made.ok) throw new Error(words(made.error));
  return follows(made.state, null, made.events);
}

/** Take values from behind a seat's screen; the test is wrong if they are not there. */
function fromBehind(s: State, seat: number, values: readonly number[]): void {
  const rest = takeValues(s.players[seat]!.behind, values);
  if (!rest) throw new Error(`seat ${seat} has no ${values.join(', ')} behind the screen`);
  s.players[seat]!.behind = rest;
}

/** Stand a broker on a spot, taken from behind its owner's screen (a neutral one from nowhere). */
export function put(s: State, owner: Who, value: number, spot: Spot, faceUp = false): void {
  if (owner !== 'neutral') fromBehind(s, owner, [value]);
  putBroker(s, spot, { owner, value, faceUp });
}

/** Set a seat's front (its tie-break brokers, R6.5) from behind its screen. */
export function front(s: State, seat: number, values: readonly number[]): void {
  fromBehind(s, seat, values);
  s.players[seat]!.front = [...values].sort((a, b) => a - b);
}

/** Replace the agenda by these steps and run them until a seat must decide (or all are done). */
export function run(s: State, ...tasks: Task[]): State {
  s.agenda = tasks;
  return withEvents(s, () => advance(s));
}

/** Only the gems a test looks at, as counts. */
export const gemsOf = (s: State, seat: number) => s.players[seat]!.gems;

/**
 * Every seat places the same pairs, round after round (first face up, second face down),
 * all in neighborhood 1's palace: equal totals, so counting then waits on its port gems
 * with every broker still out.
 */
export function placeRounds(s: State, pairs: readonly (readonly [number, number])[]): State {
  for (const [a, b] of pairs) {
    for (const seat of s.players.map((_, i) => i)) {
      s = act(s, seat, {
        type: 'place',
        placements: [
          { value: a, faceUp: true, to: city(1, 'palace') },
          { value: b, faceUp: false, to: city(1, 'palace') },
        ],
      });
    }
  }
  return s;
}
