// Bench of the engine alone (npm run bench): seeded random complete 4-player games
// for a few seconds. Prints complete games per second (game creation and the random
// players' choices included) and the cost of one applyAction, which is what a Durable
// Object pays per request against the Workers free tier's 10 ms of CPU.
import { type Action, type State, applyAction, createGame, randomAction, seededRandom, waitingFor } from '../src/engine/index.ts';

const WARM_UP_MS = 500;
const RUN_MS = 4000;
const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

type Totals = { games: number; actions: number; applyMs: number; each: number[] };

/** One complete random game; the time of each applyAction is added to `totals`. */
function playOne(seed: string, totals: Totals): void {
  const made = createGame({ players: NAMES.map((name) => ({ name })) }, seed);
  if (!made.ok) throw new Error(`createGame: ${made.error.message}`);
  let s: State = made.state;
  const random = seededRandom(`${seed}/players`);
  while (!s.result) {
    const seat = waitingFor(s)[0];
    if (seat === undefined) throw new Error(`seed ${seed}: nobody to move and no result`);
    const action: Action | null = randomAction(s, seat, random);
    if (!action) throw new Error(`seed ${seed}: no action for seat ${seat}`);
    const t0 = performance.now();
    const r = applyAction(s, seat, action);
    const ms = performance.now() - t0;
    // A refused random action is an engine bug, not a slow path to be averaged in.
    if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(action)} refused: ${r.error.message}`);
    s = r.state;
    totals.actions++;
    totals.applyMs += ms;
    totals.each.push(ms);
  }
  totals.games++;
}

function runFor(ms: number, prefix: string): Totals & { elapsedMs: number } {
  const totals: Totals = { games: 0, actions: 0, applyMs: 0, each: [] };
  const start = performance.now();
  while (performance.now() - start < ms) playOne(`${prefix}-${totals.games}`, totals);
  return { ...totals, elapsedMs: performance.now() - start };
}

runFor(WARM_UP_MS, 'warm'); // let the JIT settle before measuring
const r = runFor(RUN_MS, 'bench');
console.log(`engine: ${r.games} random 4-player games in ${(r.elapsedMs / 1000).toFixed(2)} s`);
console.log(`  ${(r.games / (r.elapsedMs / 1000)).toFixed(1)} complete games per second`);
console.log(`  ${(r.actions / r.games).toFixed(1)} actions per game`);
const sorted = [...r.each].sort((a, b) => a - b);
const us = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]! * 1000).toFixed(0);
console.log(`  ${((r.applyMs * 1000) / r.actions).toFixed(1)} µs per applied action (median ${us(0.5)} µs, p99 ${us(0.99)} µs, max ${us(1)} µs)`);
