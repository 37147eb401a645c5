// npm run bench:engine-vs -- <tree> [<tree> …]: this tree's engine against the engine of
// other checkouts (`git worktree add /tmp/ys-base <commit>`, with node_modules installed or
// linked), in one run. Each tree's engine runs in a child process of its own (its own JIT,
// its own zod), kept warm; the parent then hands the children the same seeded work in
// short turns, in an order that alternates (A B B A, then B A A B …), so a noisy spell of
// the shared machine falls on every tree alike. Figures, per tree: random 4-player games a
// second on the playout path (applyInPlace, as bench/engine.ts), by the JavaScript thread's
// CPU time (a busy machine's other processes stretch the wall clock, not that; Linux), and applyAction's
// median, each action timed alone (a median that a preemption now and then leaves be).
// The same seeds in every tree: "actions/game" equal across trees says they played the
// same games. --quick runs shorter, for a smoke test; --json prints the figures as JSON.
import { pct, proc, progress, round } from './stats.ts';

// The few bits of Node this bench uses (the project has no Node type definitions).
type ChildProcess = {
  send(m: Job | 'exit'): void;
  once(event: 'message', f: (m: Done) => void): void;
  on(event: 'exit', f: (code: number | null) => void): void;
};
type Node = {
  fork(script: string, args: string[], o: { execArgv: string[]; cwd: string }): ChildProcess;
  execFileSync(file: string, args: string[], o: { encoding: 'utf8' }): string;
  resolve(...parts: string[]): string;
  fileURLToPath(url: string): string;
  pathToFileURL(path: string): { href: string };
  exit(code?: number): never;
  readFileSync(path: string, encoding: 'utf8'): string;
  send(m: Done): void;
  on(event: 'message', f: (m: Job | 'exit') => void): void;
};
const node = {
  ...((await import('node:child_process' as string)) as object),
  // node:url has a resolve of its own (URLs): node:path's comes last.
  ...((await import('node:url' as string)) as object),
  ...((await import('node:path' as string)) as object),
  ...((await import('node:fs' as string)) as object),
} as Pick<Node, 'fork' | 'execFileSync' | 'resolve' | 'fileURLToPath' | 'pathToFileURL' | 'readFileSync'>;
const self = (import.meta as ImportMeta & { url: string }).url;

type Engine = typeof import('../src/engine/index.ts');

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/** What the parent asks a child: play these seeds' games, timed whole or action by action. */
type Job = { kind: 'games' | 'apply'; seeds: string[] };
type Done =
  | { kind: 'games'; ms: number; actions: number }
  | { kind: 'apply'; us: number[] }
  | { kind: 'ready'; actionsPerGame: number };

/**
 * The CPU time of this thread, in ms: Linux's scheduler counts it to the nanosecond
 * (getrusage's counts go by the clock tick, too coarse for a turn of a few games). The
 * JavaScript thread alone, as workerd counts a request's CPU: its GC helpers are left out.
 */
const cpuMs = (): number => Number(node.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;

function newGame(e: Engine, seed: string) {
  const made = e.createGame({ players: NAMES.map((name) => ({ name })) }, seed);
  if (!made.ok) throw new Error(`createGame: ${JSON.stringify(made.error)}`);
  return made.state;
}

/** One game on the playout path, as bench/engine.ts's playOneGame; its number of actions. */
function playOut(e: Engine, seed: string): number {
  const s = newGame(e, seed);
  const random = e.seededRandom(`${seed}/players`);
  let actions = 0;
  while (!s.result) {
    const seat = e.waitingFor(s)[0];
    if (seat === undefined) throw new Error(`seed ${seed}: nobody to move and no result`);
    const action = e.randomAction(s, seat, random);
    if (!action) throw new Error(`seed ${seed}: no action for seat ${seat}`);
    e.applyInPlace(s, seat, action);
    actions++;
  }
  return actions;
}

/** One game through applyAction (parse, copy, history), each call timed alone, in µs. */
function timeApply(e: Engine, seed: string, us: number[]): void {
  let s = newGame(e, seed);
  const random = e.seededRandom(`${seed}/players`);
  while (!s.result) {
    const seat = e.waitingFor(s)[0]!;
    const action = e.randomAction(s, seat, random);
    if (!action) throw new Error(`seed ${seed}: no action for seat ${seat}`);
    const t0 = performance.now();
    const r = e.applyAction(s, seat, action);
    us.push((performance.now() - t0) * 1000);
    if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(action)} refused: ${JSON.stringify(r.error)}`);
    s = r.state;
  }
}

async function child(tree: string, warmUpMs: number): Promise<void> {
  const channel = proc as unknown as Pick<Node, 'exit' | 'send' | 'on'>;
  const e: Engine = await import(node.pathToFileURL(node.resolve(tree, 'src/engine/index.ts')).href);
  // Both paths warmed until V8 has settled (about two seconds of games, bench/engine.ts),
  // counted in CPU time: on a busy machine seconds of the wall clock may be little of it.
  const start = cpuMs();
  let games = 0;
  let actions = 0;
  const us: number[] = [];
  while (cpuMs() - start < warmUpMs) {
    actions += playOut(e, `warm-${games++}`);
    if (games % 4 === 0) timeApply(e, `warm-${games}`, us);
  }
  channel.on('message', (job) => {
    if (job === 'exit') return channel.exit();
    if (job.kind === 'games') {
      let n = 0;
      const t0 = cpuMs();
      for (const seed of job.seeds) n += playOut(e, seed);
      channel.send({ kind: 'games', ms: cpuMs() - t0, actions: n });
    } else {
      const out: number[] = [];
      for (const seed of job.seeds) timeApply(e, seed, out);
      channel.send({ kind: 'apply', us: out });
    }
  });
  channel.send({ kind: 'ready', actionsPerGame: actions / games });
}

type Tree = {
  label: string;
  dir: string;
  worker: ChildProcess;
  gameMs: number[];
  games: number;
  actions: number;
  applyUs: number[];
  /** applyAction's median of each turn, for the ratios turn by turn. */
  turnMedians: number[];
};

function describe(dir: string): string {
  try {
    const git = (...args: string[]) => node.execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'src/engine') ? '+changes' : '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty}`;
  } catch {
    return dir;
  }
}

function ask(t: Tree, job: Job): Promise<Done> {
  return new Promise((done) => {
    t.worker.once('message', (m: Done) => done(m));
    t.worker.send(job);
  });
}

async function parent(dirs: string[], quick: boolean): Promise<void> {
  const script = node.fileURLToPath(self);
  const here = node.resolve(script, '../..');
  const warmUpMs = quick ? 500 : 2500;
  const turns = quick ? 4 : 60;
  const gamesPerTurn = quick ? 4 : 16;
  const applyGamesPerTurn = quick ? 2 : 4;
  const trees: Tree[] = [here, ...dirs].map((dir) => ({
    label: `${describe(dir)}${dir === here ? ' (this tree)' : ''}`,
    dir,
    worker: node.fork(script, ['--child', dir, String(warmUpMs)], { execArgv: ['--import', 'tsx'], cwd: here }),
    gameMs: [],
    games: 0,
    actions: 0,
    applyUs: [],
    turnMedians: [],
  }));
  progress(`engine-vs: ${trees.map((t) => t.label).join(' vs ')}; warming up ${warmUpMs} ms of CPU each…`);
  // A child that dies (a checkout without node_modules cannot load zod) ends the run, not hangs it.
  let finished = false;
  for (const t of trees) {
    t.worker.on('exit', (code) => {
      if (finished) return;
      progress(`engine-vs: ${t.label} (${t.dir}) stopped (exit ${code}); has it node_modules?`);
      (proc as unknown as Pick<Node, 'exit'>).exit(1);
    });
  }
  // The children warm up side by side (each for its own CPU time), then wait for work.
  for (const t of trees) {
    const ready = await new Promise<Done>((done) => t.worker.once('message', done));
    if (ready.kind !== 'ready') throw new Error(`${t.label}: no warm-up`);
  }
  for (let turn = 0; turn < turns; turn++) {
    // A B C C B A, then B C A A C B …: every tree first, last and between in turn.
    const rotated = trees.map((_, i) => trees[(i + turn) % trees.length]!);
    const order = [...rotated, ...[...rotated].reverse()];
    const seeds = Array.from({ length: gamesPerTurn }, (_, i) => `vs-${turn}-${i}`);
    const applySeeds = Array.from({ length: applyGamesPerTurn }, (_, i) => `vs-apply-${turn}-${i}`);
    for (const [n, t] of order.entries()) {
      // Each tree twice a turn: its games in one half, its applyActions in the other.
      const first = n < trees.length;
      const r = await ask(t, first ? { kind: 'games', seeds } : { kind: 'apply', seeds: applySeeds });
      if (r.kind === 'games') {
        t.gameMs.push(r.ms);
        t.games += seeds.length;
        t.actions += r.actions;
      } else if (r.kind === 'apply') {
        t.applyUs.push(...r.us);
        t.turnMedians.push(pct(r.us, 0.5));
      }
    }
    progress(`engine-vs: turn ${turn + 1}/${turns}`);
  }
  finished = true;
  for (const t of trees) t.worker.send('exit');
  // The reference is the first checkout named (the baseline); every tree is also compared
  // with it turn by turn, on the same seeds, whose ratios hold when the machine's speed drifts.
  const ref = trees[trees.length > 1 ? 1 : 0]!;
  const spread = (xs: number[], digits: number) =>
    `${round(pct(xs, 0.5), digits)} (${round(pct(xs, 0), digits)}–${round(pct(xs, 1), digits)})`;
  const rows = trees.map((t) => {
    const ms = t.gameMs.reduce((a, b) => a + b, 0);
    const gamesRatio = t.gameMs.map((m, i) => ref.gameMs[i]! / m);
    const applyRatio = t.turnMedians.map((m, i) => m / ref.turnMedians[i]!);
    return {
      tree: t.label,
      gamesPerSecond: round((1000 * t.games) / ms, 1),
      applyUsMedian: round(pct(t.applyUs, 0.5), 2),
      applyUsP99: round(pct(t.applyUs, 0.99), 1),
      actionsPerGame: round(t.actions / t.games, 1),
      applyActions: t.applyUs.length,
      // Per turn, median (min–max): games a second over the reference's (above 1 is faster),
      // applyAction's median over the reference's (below 1 is faster).
      gamesPerSecondVsRef: spread(gamesRatio, 3),
      applyMedianVsRef: spread(applyRatio, 3),
    };
  });
  if (proc.argv.includes('--json')) {
    proc.stdout.write(`${JSON.stringify({ reference: ref.label, turns, rows })}\n`);
    return;
  }
  proc.stdout.write(`${turns} turns; ratios per turn against ${ref.label}, median (min–max)\n`);
  for (const r of rows) {
    proc.stdout.write(
      `${r.tree}\n  games/s ${r.gamesPerSecond}, ×${r.gamesPerSecondVsRef}; ` +
        `applyAction median ${r.applyUsMedian} µs, ×${r.applyMedianVsRef}; p99 ${r.applyUsP99} µs; ` +
        `${r.actionsPerGame} actions/game, ${r.applyActions} applyActions\n`,
    );
  }
}

const args = proc.argv.slice(2);
if (args[0] === '--child') await child(args[1]!, Number(args[2]));
else {
  const dirs = args.filter((a) => !a.startsWith('--')).map((a) => node.resolve(a));
  if (dirs.length === 0) {
    progress('usage: npm run bench:engine-vs -- <other checkout> [<other checkout> …] [--quick] [--json]');
    proc.exitCode = 2;
  } else await parent(dirs, args.includes('--quick'));
}
