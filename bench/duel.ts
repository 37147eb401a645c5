// Bots against each other: `npm run duel -- --games N --seats standard,greedy,random,random`.
// 2 to 4 seats, each 'greedy', 'standard' or 'random'. The levels rotate through the seats
// game by game, so each sits in each position equally often. 'random' is the engine's
// randomAction on the real state: the only player here that reads the State (it draws
// among legal moves and learns nothing from it); the bots see only their seat's view.
// Options: --budget MS (the standard level's), --seed TEXT, --kingsFavor, --express, --strongNeutral, --neighborhoods 3.
import { type Action, type LogEntry, type Options, applyAction, createGame, randomAction, seededRandom, viewFor, waitingFor } from '../src/engine/index.ts';
import { botAction } from '../src/bots/index.ts';
import { pct as quantile, proc } from './stats.ts';

type Level = 'greedy' | 'standard' | 'random';
const LEVELS: readonly Level[] = ['greedy', 'standard', 'random'];

function parseArgs(argv: string[]) {
  const value = (name: string) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? argv[i + 1] : undefined; };
  const seats = (value('seats') ?? 'greedy,random,random,random').split(',') as Level[];
  if (seats.length < 2 || seats.length > 4 || seats.some((s) => !LEVELS.includes(s))) {
    throw new Error('--seats takes 2 to 4 of greedy, standard, random, comma-separated.');
  }
  const options: Partial<Options> = {
    kingsFavor: argv.includes('--kingsFavor'), express: argv.includes('--express'), strongNeutral: argv.includes('--strongNeutral'),
    ...(value('neighborhoods') === '3' ? { neighborhoods: 3 as const } : {}),
  };
  return { games: Number(value('games') ?? 100), seats, options, seed: value('seed') ?? 'duel', budget: Number(value('budget') ?? 5) };
}

type Tally = { seats: number; wins: number; score: number; margin: number; aboveNeutral: number; ms: number[] };

/** R8.5 and R11.5: ties split the win; the margin is to the best other player, never the neutral. */
function playOne(levels: Level[], options: Partial<Options>, seed: string, tallies: Map<Level, Tally>, budget: number): void {
  const made = createGame({ players: levels.map((_, i) => ({ name: `P${i + 1}` })), options }, seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let state = made.state;
  let log: LogEntry[] = made.events;
  const random = seededRandom(`${seed}/players`);
  while (!state.result) {
    const seat = waitingFor(state)[0]!;
    const level = levels[seat]!;
    const start = performance.now();
    let action: Action | null;
    if (level === 'random') {
      action = randomAction(state, seat, random);
      while (action?.type === 'peek') action = randomAction(state, seat, random);
    } else {
      action = botAction(viewFor(state, seat, log), random, level, budget);
    }
    tallies.get(level)!.ms.push(performance.now() - start);
    const next = applyAction(state, seat, action);
    if (!next.ok) throw new Error(`${level} at seat ${seat} played a refused action: ${JSON.stringify(next.error)}`);
    state = next.state;
    log = log.concat(next.events);
  }
  const { lines, winners } = state.result;
  const total = (who: number | 'neutral') => lines.find((l) => l.who === who)!.total;
  levels.forEach((level, seat) => {
    const t = tallies.get(level)!;
    t.seats++;
    if (winners.includes(seat)) t.wins += 1 / winners.length;
    t.score += total(seat);
    t.margin += total(seat) - Math.max(...levels.map((_, o) => (o === seat ? -Infinity : total(o))));
    if (state.neutral && total(seat) > total('neutral')) t.aboveNeutral++;
  });
}

/** The Wilson score interval at 95%. */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function main(): void {
  const { games, seats, options, seed, budget } = parseArgs(proc.argv.slice(2));
  const tallies = new Map<Level, Tally>([...new Set(seats)].map((l) => [l, { seats: 0, wins: 0, score: 0, margin: 0, aboveNeutral: 0, ms: [] }]));
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const levels = seats.map((_, i) => seats[(i + g) % seats.length]!);
    playOne(levels, options, `${seed}/${g}`, tallies, budget);
    const done = Math.round(((g + 1) / games) * 30);
    proc.stderr.write(`\r[${'#'.repeat(done)}${'.'.repeat(30 - done)}] ${g + 1}/${games}`);
  }
  proc.stderr.write('\n');
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const header = ['level', 'seats', 'wins', 'win rate [95% CI]', 'mean score', 'mean margin', 'ms/decision median', 'p99', ...(seats.length === 2 ? ['> neutral'] : [])];
  const rows = [...tallies].map(([level, t]) => {
    const [lo, hi] = wilson(t.wins, t.seats);
    return [level, String(t.seats), t.wins.toFixed(1), `${pct(t.wins / t.seats)} [${pct(lo)}, ${pct(hi)}]`, (t.score / t.seats).toFixed(1),
      (t.margin / t.seats).toFixed(1), quantile(t.ms, 0.5).toFixed(3), quantile(t.ms, 0.99).toFixed(3),
      ...(seats.length === 2 ? [pct(t.aboveNeutral / t.seats)] : [])];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`${games} games, seats ${seats.join(',')}, budget ${budget} ms, options ${JSON.stringify(options)}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

main();
