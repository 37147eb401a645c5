// Bench of the engine alone: seeded random complete 4-player games for a few seconds.
// Games per second (game creation and the random players' choices included) on one
// core, then the cost of one applyAction, which is what a Durable Object pays per
// request against the Workers free tier's 10 ms of CPU.
import {
  type Action,
  type State,
  applyAction,
  applyInPlace,
  createGame,
  randomAction,
  seededRandom,
  waitingFor,
} from '../src/engine/index.ts';
import { mean, pct, progress } from './stats.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/**
 * One complete random 4-player game from `seed` on the playout path (bots' and the
 * fuzzer's: the same rules applied to a state the caller owns, no copy, no history);
 * returns how many actions were applied. This is the loop games per second times.
 */
export function playOneGame(seed: string): number {
  const made = createGame({ players: NAMES.map((name) => ({ name })) }, seed);
  if (!made.ok) throw new Error(`createGame: ${JSON.stringify(made.error)}`);
  const s: State = made.state;
  const random = seededRandom(`${seed}/players`);
  let actions = 0;
  while (!s.result) {
    const seat = waitingFor(s)[0];
    if (seat === undefined) throw new Error(`seed ${seed}: nobody to move and no result`);
    const action = randomAction(s, seat, random);
    if (!action) throw new Error(`seed ${seed}: no action for seat ${seat}`);
    // A refused random action throws: an engine bug, not a slow path to be averaged in.
    applyInPlace(s, seat, action);
    actions++;
  }
  return actions;
}

/** The same kind of game, with each applyAction timed alone (ms), for the per-action figures. */
function timeOneGame(seed: string, each: number[]): void {
  const made = createGame({ players: NAMES.map((name) => ({ name })) }, seed);
  if (!made.ok) throw new Error(`createGame: ${JSON.stringify(made.error)}`);
  let s: State = made.state;
  const random = seededRandom(`${seed}/players`);
  while (!s.result) {
    const seat = waitingFor(s)[0]!;
    const action: Action | null = randomAction(s, seat, random);
    if (!action) throw new Error(`seed ${seed}: no action for seat ${seat}`);
    const t0 = performance.now();
    const r = applyAction(s, seat, action);
    each.push(performance.now() - t0);
    if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(action)} refused: ${JSON.stringify(r.error)}`);
    s = r.state;
  }
}

function playFor(ms: number, prefix: string): { games: number; actions: number; elapsedMs: number } {
  let games = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < ms) actions += playOneGame(`${prefix}-${games++}`);
  return { games, actions, elapsedMs: performance.now() - start };
}

export type EngineFigures = {
  games: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerGame: number;
  /** Wall time of the timed games divided by their actions: apply plus the random player's choice. */
  usPerAction: number;
  /** applyAction alone, timed one by one over separate games. */
  applyUs: { mean: number; median: number; p99: number; max: number; count: number };
};

export function runEngineBench(opts: { warmUpMs: number; runMs: number; applyMs: number }): EngineFigures {
  progress(`engine: warming up ${opts.warmUpMs} ms, then random games for ${opts.runMs} ms…`);
  playFor(opts.warmUpMs, 'warm'); // let the JIT settle before measuring
  const r = playFor(opts.runMs, 'bench');
  progress(`engine: timing applyAction one by one for ${opts.applyMs} ms…`);
  const each: number[] = [];
  const start = performance.now();
  for (let g = 0; performance.now() - start < opts.applyMs; g++) timeOneGame(`apply-${g}`, each);
  const us = (ms: number) => ms * 1000;
  return {
    games: r.games,
    seconds: r.elapsedMs / 1000,
    gamesPerSecond: r.games / (r.elapsedMs / 1000),
    actionsPerGame: r.actions / r.games,
    usPerAction: us(r.elapsedMs / r.actions),
    applyUs: {
      mean: us(mean(each)),
      median: us(pct(each, 0.5)),
      p99: us(pct(each, 0.99)),
      max: us(pct(each, 1)),
      count: each.length,
    },
  };
}
