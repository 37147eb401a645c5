// A game in memory as the room holds one, made by the engine, for the room's pure parts.
import { applyAction, createGame, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { SetupSchema } from '../../src/engine/newGame.ts';
import { promptsOf, type Live } from '../../src/room/step.ts';
import type { Creation } from '../../src/room/store.ts';
import { History } from '../../src/room/history.ts';

export const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

export function liveGame(players = 3, extra: Partial<Creation> = {}, seed = 'room'): Live {
  const setup = SetupSchema.parse({ players: NAMES.slice(0, players).map((name) => ({ name })) });
  const made = createGame(setup, seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const creation: Creation = {
    gameId: 'GAME',
    setup,
    seed,
    createdAt: 1_000,
    linkKey: { kind: 'env' },
    generations: { host: 0, seats: setup.players.map(() => 0) },
    ...extra,
  };
  return {
    kind: 'game',
    creation,
    state: made.state,
    history: History.of(made.events),
    promptSince: made.state.players.map(() => 0),
    prompts: promptsOf(made.state),
  };
}

/** The same game played by random legal actions to its end. */
export function finished(live: Live): Live {
  const random = seededRandom('room/finished');
  let state = live.state;
  for (let n = 0; !state.result; n++) {
    if (n > 2000) throw new Error('no end');
    const seat = waitingFor(state)[0]!;
    const out = applyAction(state, seat, randomAction(state, seat, random));
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    state = out.state;
  }
  return { ...live, state };
}
