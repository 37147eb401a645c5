// Seeded random 4-player games as the room stores them (its record: setup, seed, actions),
// for the benches of what a page or a finished game's replay costs in Node.
import {
  SetupSchema,
  type LogEntry,
  type State,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  waitingFor,
} from '../src/engine/index.ts';
import type { GameRecord } from '../src/room/record.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/**
 * A game from `seed` played by random seats, to its end or for `actions` actions: its record, its state and history
 * then.
 */
export function seededGame(
  seed: string,
  actions = Infinity,
): { record: GameRecord; state: State; history: LogEntry[] } {
  const setup = { players: NAMES.map((name) => ({ name })) };
  const made = createGame(setup, seed);
  if (!made.ok) throw new Error(`createGame: ${JSON.stringify(made.error)}`);
  let state = made.state;
  const history = [...made.events];
  const random = seededRandom(`${seed}/players`);
  const played: GameRecord['actions'] = [];
  while (!state.result && played.length < actions) {
    const seat = waitingFor(state)[0];
    if (seat === undefined) throw new Error(`seed ${seed}: nobody to move and no result`);
    const action = randomAction(state, seat, random);
    if (!action) throw new Error(`seed ${seed}: no action for seat ${seat}`);
    const out = applyAction(state, seat, action);
    if (!out.ok) throw new Error(`seed ${seed}: ${JSON.stringify(out.error)}`);
    state = out.state;
    history.push(...out.events);
    played.push({ seq: state.version, seat, action });
  }
  const record: GameRecord = {
    setup: SetupSchema.parse(setup),
    seed,
    actions: played,
    ...(state.result ? { result: state.result } : {}),
  };
  return { record, state, history };
}
