// Driving whole games with bots for the bot tests: each seat's decision from its own view only.
import {
  type Action,
  type LogEntry,
  type Options,
  type State,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import { botAction } from '../../../src/bots/index.ts';
import { words } from '../words.ts';

export type Player = 'greedy' | 'standard' | 'random';
export const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

export function newGame(players: number, options: Partial<Options>, seed: string): { state: State; log: LogEntry[] } {
  const made = createGame({ players: NAMES.slice(0, players).map((name) => ({ name })), options }, seed);
  if (!made.ok) throw new Error(words(made.error));
  return { state: made.state, log: made.events };
}

/**
 * Play a game to its end; `onDecision` sees each bot decision with the view it came
 * from. Every action goes through applyAction, so a refused one fails the game.
 */
export function playGame(
  players: Player[],
  options: Partial<Options>,
  seed: string,
  onDecision?: (view: ReturnType<typeof viewFor>, action: Action, state: State) => void,
  /** Called before every action, with the state and history so far. */
  onState?: (state: State, log: LogEntry[]) => void,
): State {
  let { state, log } = newGame(players.length, options, seed);
  const random = seededRandom(`${seed}/bots`);
  for (let steps = 0; !state.result; steps++) {
    if (steps > 2000) throw new Error('The game did not end.');
    onState?.(state, log);
    const seat = waitingFor(state)[0]!;
    let action: Action | null;
    if (players[seat] === 'random') {
      action = randomAction(state, seat, random);
      while (action?.type === 'peek') action = randomAction(state, seat, random);
    } else {
      const view = viewFor(state, seat, log);
      action = botAction(view, random, players[seat]!);
      onDecision?.(view, action, state);
    }
    const next = applyAction(state, seat, action);
    if (!next.ok)
      throw new Error(
        `Seat ${seat} (${players[seat]}) played a refused action ${JSON.stringify(action)}: ${words(next.error)}`,
      );
    state = next.state;
    log = [...log, ...next.events];
  }
  return state;
}
