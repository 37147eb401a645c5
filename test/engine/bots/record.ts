// Seeded games as records (the JSON of GET {link}/record): the analysis tests' input.
import {
  type Action,
  type Options,
  applyAction,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import { botAction } from '../../../src/bots/index.ts';
import type { GameRecord } from '../../../src/room/record.ts';
import { NAMES, type Player, newGame } from './play.ts';
import { words } from '../words.ts';

/** A whole game played by `players` (a bot from its view, a random player from the state), kept as its record. */
export function recordGame(players: Player[], options: Partial<Options>, seed: string): GameRecord {
  let { state, log } = newGame(players.length, options, seed);
  const random = seededRandom(`${seed}/players`);
  const actions: GameRecord['actions'] = [];
  while (!state.result) {
    if (actions.length > 2000) throw new Error('The game did not end.');
    const seat = waitingFor(state)[0]!;
    const player = players[seat]!;
    let action: Action | null;
    if (player === 'random') {
      action = randomAction(state, seat, random);
      while (action?.type === 'peek') action = randomAction(state, seat, random);
    } else {
      action = botAction(viewFor(state, seat, log), random, player);
    }
    const next = applyAction(state, seat, action);
    if (!next.ok) throw new Error(`Seat ${seat} (${player}) played a refused action: ${words(next.error)}`);
    state = next.state;
    log = [...log, ...next.events];
    actions.push({ seq: state.version, seat, action });
  }
  return {
    setup: { players: NAMES.slice(0, players.length).map((name) => ({ name })), options: state.options },
    seed,
    actions,
    result: state.result,
  };
}
