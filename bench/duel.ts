// Bots against each other: `npm run duel -- --games N --seats standard,greedy,random,random`.
// 2 to 4 seats, each 'greedy', 'standard' or 'random'. The levels rotate through the seats
// game by game, so each sits in each position equally often. 'random' is the engine's
// randomAction on the real state: the only player here that reads the State (it draws
// among legal moves and learns nothing from it); the bots see only their seat's view.
// Options: --budget N (the standard level's; the room's by default), --seed TEXT, --workers N
// (games spread over N threads), --look (the bots may take a Spy's look), --kingsFavor, --express, --strongNeutral,
// --neighborhoods 3.
// The bot's own decision time (botDecision alone) is printed apart from the driver's (views,
// applying actions): CPU time with one worker, wall time per thread with more (Node 20 has
// no per-thread CPU clock), so one worker on a quiet machine is the figure to quote.
import {
  type Action,
  type LogEntry,
  type Options,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../src/engine/index.ts';
import { ROOM_BUDGET, botDecision } from '../src/bots/index.ts';
import { pct as quantile, proc } from './stats.ts';

type Level = 'greedy' | 'standard' | 'random';
const LEVELS: readonly Level[] = ['greedy', 'standard', 'random'];

type Args = {
  games: number;
  seats: Level[];
  options: Partial<Options>;
  seed: string;
  budget: number;
  workers: number;
  look: boolean;
};

function parseArgs(argv: string[]): Args {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const seats = (value('seats') ?? 'greedy,random,random,random').split(',') as Level[];
  if (seats.length < 2 || seats.length > 4 || seats.some((s) => !LEVELS.includes(s))) {
    throw new Error('--seats takes 2 to 4 of greedy, standard, random, comma-separated.');
  }
  const workers = Number(value('workers') ?? 1);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error('--workers takes a whole number of threads, 1 or more.');
  const options: Partial<Options> = {
    kingsFavor: argv.includes('--kingsFavor'),
    express: argv.includes('--express'),
    strongNeutral: argv.includes('--strongNeutral'),
    ...(value('neighborhoods') === '3' ? { neighborhoods: 3 as const } : {}),
  };
  return {
    games: Number(value('games') ?? 100),
    seats,
    options,
    seed: value('seed') ?? 'duel',
    budget: Number(value('budget') ?? ROOM_BUDGET),
    workers,
    look: argv.includes('--look'),
  };
}

/** What the bot played that a player might not: the Queen, a broker from the front (Conjurer), a Spy's look. */
type Uses = { queen: number; fromFront: number; peek: number };
type Tally = {
  seats: number;
  wins: number;
  score: number;
  margin: number;
  aboveNeutral: number;
  botMs: number[];
  driverMs: number[];
  work: number[];
  uses: Uses;
};

const newTally = (): Tally => ({
  seats: 0,
  wins: 0,
  score: 0,
  margin: 0,
  aboveNeutral: 0,
  botMs: [],
  driverMs: [],
  work: [],
  uses: { queen: 0, fromFront: 0, peek: 0 },
});

type Clock = () => number;
const cpuClock: Clock = () => {
  const u = (proc as unknown as { cpuUsage(): { user: number; system: number } }).cpuUsage();
  return (u.user + u.system) / 1000;
};
const wallClock: Clock = () => performance.now();

function countUses(uses: Uses, action: Action): void {
  if (action.type === 'playCard' && action.card === 'queen') uses.queen++;
  if (action.type === 'place') uses.fromFront += action.placements.filter((p) => p.fromFront).length;
  if (action.type === 'peek') uses.peek++;
}

/** R8.5 and R11.5: ties split the win; the margin is to the best other player, never the neutral. */
function playOne(levels: Level[], args: Args, seed: string, tallies: Record<string, Tally>, clock: Clock): void {
  const { options, budget, look } = args;
  const made = createGame({ players: levels.map((_, i) => ({ name: `P${i + 1}` })), options }, seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let state = made.state;
  let log: LogEntry[] = made.events;
  const random = seededRandom(`${seed}/players`);
  while (!state.result) {
    const seat = waitingFor(state)[0]!;
    const level = levels[seat]!;
    const t = tallies[level]!;
    let action: Action | null;
    const start = clock();
    let bot = 0;
    if (level === 'random') {
      action = randomAction(state, seat, random);
      while (action?.type === 'peek') action = randomAction(state, seat, random);
    } else {
      const view = viewFor(state, seat, log);
      const b = clock();
      const decision = botDecision(view, random, level, budget, { look });
      bot = clock() - b;
      action = decision.action;
      t.botMs.push(bot);
      t.work.push(decision.work);
      countUses(t.uses, action);
    }
    const next = applyAction(state, seat, action);
    if (!next.ok) throw new Error(`${level} at seat ${seat} played a refused action: ${JSON.stringify(next.error)}`);
    state = next.state;
    log = log.concat(next.events);
    t.driverMs.push(clock() - start - bot);
  }
  const { lines, winners } = state.result;
  const total = (who: number | 'neutral') => lines.find((l) => l.who === who)!.total;
  levels.forEach((level, seat) => {
    const t = tallies[level]!;
    t.seats++;
    if (winners.includes(seat)) t.wins += 1 / winners.length;
    t.score += total(seat);
    t.margin += total(seat) - Math.max(...levels.map((_, o) => (o === seat ? -Infinity : total(o))));
    if (state.neutral && total(seat) > total('neutral')) t.aboveNeutral++;
  });
}

/** Games `from`, `from + step`, … of the duel: one thread's share. */
function playShare(args: Args, from: number, step: number, clock: Clock, onGame: () => void): Record<string, Tally> {
  const tallies: Record<string, Tally> = Object.fromEntries([...new Set(args.seats)].map((l) => [l, newTally()]));
  for (let g = from; g < args.games; g += step) {
    const levels = args.seats.map((_, i) => args.seats[(i + g) % args.seats.length]!);
    playOne(levels, args, `${args.seed}/${g}`, tallies, clock);
    onGame();
  }
  return tallies;
}

function merge(into: Record<string, Tally>, from: Record<string, Tally>): void {
  for (const [level, t] of Object.entries(from)) {
    into[level] ??= newTally();
    const m = into[level];
    m.seats += t.seats;
    m.wins += t.wins;
    m.score += t.score;
    m.margin += t.margin;
    m.aboveNeutral += t.aboveNeutral;
    for (const x of t.botMs) m.botMs.push(x);
    for (const x of t.driverMs) m.driverMs.push(x);
    for (const x of t.work) m.work.push(x);
    m.uses.queen += t.uses.queen;
    m.uses.fromFront += t.uses.fromFront;
    m.uses.peek += t.uses.peek;
  }
}

/** The Wilson score interval at 95%. */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

// Node's worker_threads, typed here for the one use (the project has no Node types).
type Job = { args: Args; from: number; step: number };
type Reply = { kind: 'game' } | { kind: 'done'; tallies: Record<string, Tally> };
type Port = { postMessage(value: Reply): void; once(event: 'message', listener: (job: Job) => void): void };
type Thread = {
  postMessage(job: Job): void;
  on(event: 'message', listener: (reply: Reply) => void): void;
  once(event: 'error', listener: (e: Error) => void): void;
  terminate(): Promise<number>;
};
type Threads = {
  isMainThread: boolean;
  parentPort: Port | null;
  Worker: new (code: string, options: { eval: true }) => Thread;
};
const threads = (await import('node:worker_threads' as string)) as Threads;

function inThread(job: Job, onGame: () => void): Promise<Record<string, Tally>> {
  // The thread loads this TypeScript file itself, so it registers tsx's loader first.
  const self = JSON.stringify((import.meta as ImportMeta & { url: string }).url);
  const thread = new threads.Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${self}); })`,
    { eval: true },
  );
  return new Promise<Record<string, Tally>>((resolve, reject) => {
    thread.on('message', (reply) => {
      if (reply.kind === 'game') onGame();
      else void thread.terminate().then(() => resolve(reply.tallies));
    });
    thread.once('error', reject);
    thread.postMessage(job);
  });
}

async function main(): Promise<void> {
  const args = parseArgs(proc.argv.slice(2));
  const { games, seats, options, budget, workers } = args;
  let done = 0;
  const onGame = () => {
    const bar = Math.round((++done / games) * 30);
    proc.stderr.write(`\r[${'#'.repeat(bar)}${'.'.repeat(30 - bar)}] ${done}/${games}`);
  };
  const started = performance.now();
  const tallies: Record<string, Tally> = {};
  if (workers === 1) merge(tallies, playShare(args, 0, 1, cpuClock, onGame));
  else
    for (const t of await Promise.all(
      Array.from({ length: workers }, (_, from) => inThread({ args, from, step: workers }, onGame)),
    ))
      merge(tallies, t);
  proc.stderr.write('\n');
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const clock = workers === 1 ? 'CPU' : 'wall';
  const header = [
    'level',
    'seats',
    'wins',
    'win rate [95% CI]',
    'mean score',
    'mean margin',
    `bot ${clock} ms median`,
    'p99',
    `driver ms median`,
    'p99',
    'work p99',
    'max',
    'queen',
    'front',
    'look',
    ...(seats.length === 2 ? ['> neutral [95% CI]'] : []),
  ];
  const rows = Object.entries(tallies).map(([level, t]) => {
    const [lo, hi] = wilson(t.wins, t.seats);
    const [nlo, nhi] = wilson(t.aboveNeutral, t.seats);
    const bot = level !== 'random';
    const q = (xs: number[], p: number, digits: number) => (bot ? quantile(xs, p).toFixed(digits) : '-');
    return [
      level,
      String(t.seats),
      t.wins.toFixed(1),
      `${pct(t.wins / t.seats)} [${pct(lo)}, ${pct(hi)}]`,
      (t.score / t.seats).toFixed(1),
      (t.margin / t.seats).toFixed(1),
      q(t.botMs, 0.5, 3),
      q(t.botMs, 0.99, 3),
      q(t.driverMs, 0.5, 3),
      q(t.driverMs, 0.99, 3),
      q(t.work, 0.99, 0),
      bot ? String(Math.max(...t.work)) : '-',
      String(t.uses.queen),
      String(t.uses.fromFront),
      String(t.uses.peek),
      ...(seats.length === 2 ? [`${pct(t.aboveNeutral / t.seats)} [${pct(nlo)}, ${pct(nhi)}]`] : []),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `${games} games, seats ${seats.join(',')}, budget ${budget}${args.look ? ', looks' : ''}, ` +
      `${workers} worker(s), options ${JSON.stringify(options)}, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

if (threads.isMainThread) await main();
else {
  const port = threads.parentPort!;
  port.once('message', (job) =>
    port.postMessage({
      kind: 'done',
      tallies: playShare(job.args, job.from, job.step, wallClock, () => port.postMessage({ kind: 'game' })),
    }),
  );
}
