// The shapes of the agenda's tasks: an automatic task runs at once; a decision waits for
// seats' actions, and says what it asks of them (its prompt). Each rule module defines
// its tasks with these shapes; tasks.ts gathers them in one table.
import type { BrokerRef, CardWindow, Colour, Gem, Spot, State, Task, YellowCard } from './schema.ts';
import type { Action } from './actions.ts';
import type { CardChoices } from './cards/index.ts';

export type { CardChoices };

export type Phase = 'setup' | 'bid' | 'order' | 'placement' | 'counting' | 'kingsFavor' | 'over';

export type Prompt =
  | { kind: 'wait'; waitingFor: number[] }
  | { kind: 'over' }
  | { kind: 'bid'; behind: number[] }
  | { kind: 'chooseOrder'; positions: number[] }
  | {
      kind: 'place';
      round: number;
      rounds: number;
      behind: number[];
      front: number[];
      spots: Spot[];
      /** Of those spots, the ones that take a single broker (R6.4): never two of one move there. */ takesOne: Spot[];
      /**
       * The cards of the moment just after this placement (R9.1: Magician, Mercenary) the seat holds and may play this
       * turn.
       */
      then: YellowCard[];
      anyFaces: boolean;
      fromFront: boolean;
      neutral: boolean /** R11.2: how many neutral brokers this seat has left this turn, to draw one from unseen */;
      neutralLeft: number /** the Queen, playable just before this placement */;
      cards: YellowCard[];
      choices: CardChoices;
    }
  | { kind: 'takeGems'; neighborhood: number; gems: Gem[]; take: number; choices: Gem[][] }
  | { kind: 'chooseColour'; colours: Colour[] }
  | { kind: 'orderColumns'; columns: Colour[] }
  /** R7.5: only moves that change a quotation are offered. */
  | { kind: 'moveQuotation'; up: Colour[]; down: Colour[] }
  | {
      kind: 'playCards';
      window: CardWindow | 'duringPlacement';
      cards: YellowCard[];
      /** After a placement: the two brokers just placed (Mercenary), in order. */ placed: BrokerRef[];
      choices: CardChoices;
    }
  | { kind: 'throne'; front: number[] };

/** A prompt asking something of a seat (never "wait" or "over"). */
export type Ask = Exclude<Prompt, { kind: 'wait' | 'over' }>;

export interface Decision<T extends Task> {
  readonly kind: 'decision';
  phase: Phase | ((task: T) => Phase);
  /** Seats that must act now on this task. */
  waiting(s: State, task: T): number[];
  /** Apply a seat's action, or fail with the rule it breaks. */
  apply(s: State, task: T, seat: number, action: Action): void;
  /** Make progress without anyone (a forced choice, the neutral player); true if it did. */
  auto?(s: State, task: T): boolean;
  /** What a waiting seat is asked, with its legal choices. */
  prompt(s: State, task: T, seat: number): Ask;
}

export interface Automatic<T extends Task> {
  readonly kind: 'automatic';
  phase: Phase;
  /** Runs once the task is taken off the agenda; may put tasks in front of the rest. */
  run(s: State, task: T): void;
}

/** The seats whose choice is still missing, where all choose at once (bids, the throne). */
export function stillToChoose(choices: readonly unknown[]): number[] {
  const seats: number[] = [];
  for (let seat = 0; seat < choices.length; seat++) if (choices[seat] === null) seats.push(seat);
  return seats;
}

export type TaskRule<T extends Task> = Decision<T> | Automatic<T>;

/** Complete the head task and put follow-ups in front of the rest of the agenda. */
export function finish(s: State, ...next: Task[]): void {
  s.agenda.shift();
  s.agenda.unshift(...next);
}
