// npm run load [-- --games N --sockets M --kill K --seed S --get-every G]: N concurrent
// seeded 4-player games played by the JSON API against the real Worker in local workerd,
// with M sockets per game open on its seats' pages (seat i % 4), as phones would hold
// them. Prints one JSON object of figures on stdout (progress on stderr): actions a
// second, p50/p99 of the POSTs (actions) and GETs (a page every G actions of a game),
// socket messages, gaps and out-of-order updates by the versions the updates carry
// (must be 0), and each socket's page rebuilt from its messages (bench/pageTree.ts)
// against a fresh GET of that page at the end. --kill K: the runtime is killed (SIGKILL,
// through dispose) and started again on the same storage K times, each at a seeded
// random moment while the games run; an action whose answer was lost is sent again with
// the same version (a 409 "stale" then means the first one was applied); at the end
// every acknowledged action must be in the game's record, the record must be the game
// as planned, and the admin replay check must pass.
import { z } from 'zod';
import {
  type Action,
  SetupSchema,
  type State,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  waitingFor,
} from '../src/engine/index.ts';
import { canonical } from '../src/room/checks.ts';
import { type LocalWorker, startLocalWorker } from '../test/support/localWorker.ts';
import { RebuiltPage, byId, parse, serialize } from './pageTree.ts';
import { pct, proc, progress, round } from './stats.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const PING_EVERY = 5000;
const PONG_WITHIN = 3000;

const ArgsSchema = z.object({
  games: z.coerce.number().int().min(1).max(500).default(1),
  sockets: z.coerce.number().int().min(0).max(32).default(2),
  kill: z.coerce.number().int().min(0).max(50).default(0),
  seed: z.string().min(1).default('load'),
  getEvery: z.coerce.number().int().min(1).default(4),
});
type Args = z.infer<typeof ArgsSchema>;

function parseArgs(argv: string[]): Args {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const parsed = ArgsSchema.safeParse({
    games: value('games'),
    sockets: value('sockets'),
    kill: value('kill'),
    seed: value('seed'),
    getEvery: value('get-every'),
  });
  if (!parsed.success)
    throw new Error(
      `npm run load -- [--games N] [--sockets M] [--kill K] [--seed S] [--get-every G]: ` +
        `${parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

// Node's file system, typed here for the one use (the project has no Node types).
type Fs = {
  mkdtempSync(prefix: string): string;
  rmSync(path: string, options: { recursive: true; force: true }): void;
};
type Os = { tmpdir(): string };

/** The socket miniflare's fetch hands back (undici's, not the Workers' type). */
type Socket = NonNullable<Awaited<ReturnType<LocalWorker['fetch']>>['webSocket']>;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The runtime, started again after each kill; requests wait for the one running. */
class Runtime {
  generation = 0;
  private current!: { worker: LocalWorker; origin: string };
  private up: Promise<void> = Promise.resolve();
  restarts = 0;
  restartMs: number[] = [];

  constructor(private readonly persist: string | undefined) {}

  async start(): Promise<void> {
    this.current = await startLocalWorker({}, {}, this.persist ? { persist: this.persist } : {});
  }

  /** Waits for a runtime, then the origin and generation of it. */
  async ready(): Promise<{ origin: string; worker: LocalWorker; generation: number }> {
    await this.up;
    return { ...this.current, generation: this.generation };
  }

  /** Kills the runtime at once (miniflare's dispose sends workerd SIGKILL) and starts another on the same storage. */
  restart(): Promise<void> {
    const t = performance.now();
    this.generation++;
    const old = this.current.worker;
    this.up = (async () => {
      await old.dispose();
      await this.start();
      this.restarts++;
      this.restartMs.push(performance.now() - t);
    })();
    return this.up;
  }

  async stop(): Promise<void> {
    await this.up;
    await this.current.worker.dispose();
  }
}

type Answer = { status: number; body: string };

/**
 * One request, sent again (the same request) for as long as its answer is lost to a
 * kill: it threw, or came back 5xx from a runtime that was killed meanwhile. Returns the
 * answer and how many answers were lost on the way. `times` gets each answered attempt's time.
 */
async function send(
  rt: Runtime,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
  times: number[],
): Promise<Answer & { lost: number }> {
  for (let lost = 0; ; lost++) {
    const { origin, worker, generation } = await rt.ready();
    const t = performance.now();
    try {
      const res = await worker.fetch(origin + path, init);
      const body = await res.text();
      if (res.status >= 500 && rt.generation !== generation) continue;
      times.push(performance.now() - t);
      return { status: res.status, body, lost };
    } catch (e) {
      if (rt.generation === generation) throw e;
    }
  }
}

type Step = { seat: number; action: Action; version: number };

/** The whole game, decided beforehand on the engine: seeded random legal actions, one seat at a time. */
function plan(seed: string): { steps: Step[]; final: State } {
  const made = createGame(SetupSchema.parse({ players: NAMES.map((name) => ({ name })) }), seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let state = made.state;
  const random = seededRandom(`${seed}/actions`);
  const steps: Step[] = [];
  while (!state.result) {
    const seat = waitingFor(state)[0]!;
    const action = randomAction(state, seat, random);
    if (!action) throw new Error(`no legal action for seat ${seat} in game ${seed}`);
    steps.push({ seat, action, version: state.version });
    const out = applyAction(state, seat, action);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    state = out.state;
  }
  return { steps, final: state };
}

const CreatedSchema = z.object({
  id: z.string(),
  hostUrl: z.string(),
  seats: z.array(z.object({ seat: z.number(), url: z.string() })),
});
const RecordSchema = z.object({
  actions: z.array(z.object({ seq: z.number(), seat: z.number(), action: z.unknown() })),
});
const CheckSchema = z.object({ ok: z.boolean(), message: z.string() });
const ErrorSchema = z.object({ error: z.object({ code: z.string() }) });
/** The refusal's code of a JSON answer (none when the body is not a refusal). */
const codeOf = (body: string): string | undefined => {
  try {
    return ErrorSchema.safeParse(JSON.parse(body)).data?.error.code;
  } catch {
    return undefined;
  }
};

type Tally = {
  messages: number;
  pongs: number;
  fresh: number;
  updates: number;
  gaps: number;
  outOfOrder: number;
  staleFresh: number;
  other: number;
  connects: number;
  drops: number;
};
const tally = (): Tally => ({
  messages: 0,
  pongs: 0,
  fresh: 0,
  updates: 0,
  gaps: 0,
  outOfOrder: 0,
  staleFresh: 0,
  other: 0,
  connects: 0,
  drops: 0,
});

/**
 * One open page of a seat: its tree from a GET, then its socket's messages applied as
 * public/app.js applies them; the heartbeat as app.js's ("ping" every 5 s; a socket whose
 * ping the next beat finds unanswered after 3 s is given up); reconnected after a kill
 * (a fresh render follows).
 */
class LivePage {
  page!: RebuiltPage;
  /** The ids of the sections a fresh render sends: what the sockets keep live, compared at the end. */
  liveIds: string[] = [];
  private ws: Socket | null = null;
  private beat: ReturnType<typeof setInterval> | null = null;
  private pinged = 0;
  private heard = 0;
  private closed = false;

  constructor(
    private readonly rt: Runtime,
    readonly path: string,
    private readonly t: Tally,
    private readonly getTimes: number[],
  ) {}

  async open(): Promise<void> {
    const got = await send(this.rt, this.path, {}, this.getTimes);
    this.page = new RebuiltPage(parse(got.body));
    await this.connect();
    this.beat = setInterval(() => this.tick(), PING_EVERY);
  }

  private async connect(): Promise<void> {
    while (!this.closed) {
      const { origin, worker } = await this.rt.ready();
      try {
        const res = await worker.fetch(`${origin}${this.path}/ws`, { headers: { Upgrade: 'websocket' } });
        const ws = res.webSocket;
        if (!ws) throw new Error(`no socket: ${res.status}`);
        ws.accept();
        this.ws = ws;
        this.t.connects++;
        this.heard = Date.now();
        ws.addEventListener('message', (e) => {
          if (this.ws === ws) this.take(typeof e.data === 'string' ? e.data : '');
        });
        ws.addEventListener('close', () => {
          if (this.ws === ws) this.drop();
        });
        ws.addEventListener('error', () => {
          if (this.ws === ws) this.drop();
        });
        return;
      } catch {
        await sleep(250);
      }
    }
  }

  private take(data: string): void {
    this.heard = Date.now();
    this.pinged = 0;
    if (data === 'pong') {
      this.t.pongs++;
      return;
    }
    this.t.messages++;
    const taken = this.page.apply(data);
    if (taken === 'fresh') {
      this.t.fresh++;
      if (!this.liveIds.length)
        this.liveIds = parse(data).children.flatMap((c) =>
          typeof c !== 'string' && c.attrs.has('id') ? [c.attrs.get('id')!] : [],
        );
    } else if (taken === 'update') this.t.updates++;
    else if (taken === 'gap') {
      this.t.gaps++;
      this.ws?.send('sync');
    } else if (taken === 'out-of-order') this.t.outOfOrder++;
    else if (taken === 'stale-fresh') this.t.staleFresh++;
    else this.t.other++;
  }

  private tick(): void {
    if (!this.ws) return;
    if (this.pinged && Date.now() - this.pinged > PONG_WITHIN && this.heard < this.pinged) {
      this.drop();
      return;
    }
    this.pinged = Date.now();
    try {
      this.ws.send('ping');
    } catch {
      this.drop();
    }
  }

  private drop(): void {
    const old = this.ws;
    this.ws = null;
    this.pinged = 0;
    try {
      old?.close(1000, 'bye');
    } catch {
      /* already closed */
    }
    if (this.closed) return;
    this.t.drops++;
    void this.connect();
  }

  close(): void {
    this.closed = true;
    if (this.beat) clearInterval(this.beat);
    const ws = this.ws;
    this.ws = null;
    try {
      ws?.close(1000, 'load over');
    } catch {
      /* already closed */
    }
  }
}

type GameRun = {
  seed: string;
  hostPath: string;
  seatPaths: string[];
  steps: Step[];
  final: State;
  pages: LivePage[];
  acknowledged: number[];
  appliedUnanswered: number[];
  lost: number;
  refused: string[];
};

async function playGame(
  rt: Runtime,
  g: GameRun,
  args: Args,
  times: { post: number[]; get: number[] },
  onAck: () => void,
): Promise<void> {
  for (const [i, step] of g.steps.entries()) {
    const answer = await send(
      rt,
      `${g.seatPaths[step.seat]!}/actions`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ action: step.action, version: step.version }),
      },
      times.post,
    );
    g.lost += answer.lost;
    if (answer.status === 200) {
      g.acknowledged.push(step.version + 1);
      onAck();
    } else if (answer.status === 409 && answer.lost > 0 && codeOf(answer.body) === 'stale') {
      // Its first sending was applied and its answer lost: the record says so at the end.
      g.appliedUnanswered.push(step.version + 1);
    } else {
      g.refused.push(
        `game ${g.seed} action ${i} (version ${step.version}): ${answer.status} ${answer.body.slice(0, 200)}`,
      );
      return;
    }
    if (i % args.getEvery === args.getEvery - 1) await send(rt, g.seatPaths[step.seat]!, {}, times.get);
  }
}

/** Every acknowledged action at its place in the record, the record the game as planned, and the replay check. */
async function verify(rt: Runtime, g: GameRun, getTimes: number[]) {
  const record = RecordSchema.parse(
    JSON.parse((await send(rt, `${g.hostPath}/record`, { headers: { Accept: 'application/json' } }, getTimes)).body),
  );
  const bySeq = new Map(record.actions.map((a) => [a.seq, a]));
  const ackInRecord = g.acknowledged.filter((seq) => {
    const step = g.steps[seq - 1]!;
    const row = bySeq.get(seq);
    return row !== undefined && row.seat === step.seat && canonical(row.action) === canonical(step.action);
  }).length;
  const asPlanned =
    record.actions.length === g.steps.length &&
    record.actions.every(
      (a, i) => a.seq === i + 1 && a.seat === g.steps[i]!.seat && canonical(a.action) === canonical(g.steps[i]!.action),
    );
  const check = CheckSchema.parse(
    JSON.parse((await send(rt, `${g.hostPath}/check`, { headers: { Accept: 'application/json' } }, getTimes)).body),
  );
  return { ackInRecord, asPlanned, check };
}

/**
 * A page rebuilt from its socket against a fresh GET: the live sections that differ
 * (empty: equal). The status line an update put in keeps its data-base (the version the
 * update was made from), which a fresh page has no reason to carry: left out of both.
 */
const UPDATE_ONLY = new Set(['data-base']);

async function comparePage(rt: Runtime, p: LivePage, getTimes: number[]): Promise<string[]> {
  const fresh = parse((await send(rt, p.path, {}, getTimes)).body);
  return p.liveIds.filter((id) => {
    const a = byId(p.page.tree, id);
    const b = byId(fresh, id);
    return !a || !b || serialize(a, UPDATE_ONLY) !== serialize(b, UPDATE_ONLY);
  });
}

/**
 * One load run with `options` (the command line's defaults for the rest): its figures, and
 * `ok` when nothing was missed, lost or different. The test suite runs a short one
 * (test/e2e/load.test.ts), so that what it checks cannot break unseen.
 */
export async function runLoad(options: Partial<Args> = {}) {
  const args = { ...parseArgs([]), ...options };
  const fs = (await import('node:fs' as string)) as Fs;
  const os = (await import('node:os' as string)) as Os;
  const dir = args.kill > 0 ? fs.mkdtempSync(`${os.tmpdir()}/ys-load-`) : undefined;
  const rt = new Runtime(dir);
  progress(
    `load: ${args.games} game(s), ${args.sockets} socket(s) each, ${args.kill} ` +
      `kill(s)${dir ? `, storage in ${dir}` : ''}; starting the Worker in local workerd…`,
  );
  await rt.start();
  const times = { post: [] as number[], get: [] as number[], create: [] as number[] };
  const sockets = tally();
  const games: GameRun[] = [];
  try {
    for (let i = 0; i < args.games; i++) {
      const seed = `${args.seed}-${i}`;
      const made = await send(
        rt,
        '/api/games',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ players: NAMES.map((name) => ({ name })), seed }),
        },
        times.create,
      );
      const created = CreatedSchema.parse(JSON.parse(made.body));
      const pathOf = (url: string) => new URL(url).pathname;
      const seatPaths = created.seats.map((s) => pathOf(s.url));
      const pages = Array.from(
        { length: args.sockets },
        (_, k) => new LivePage(rt, seatPaths[k % seatPaths.length]!, sockets, times.get),
      );
      games.push({
        seed,
        hostPath: pathOf(created.hostUrl),
        seatPaths,
        pages,
        ...plan(seed),
        acknowledged: [],
        appliedUnanswered: [],
        lost: 0,
        refused: [],
      });
    }
    progress(`load: opening ${args.games * args.sockets} socket(s)…`);
    for (const g of games) await Promise.all(g.pages.map((p) => p.open()));

    const total = games.reduce((n, g) => n + g.steps.length, 0);
    // The kills: at seeded random counts of acknowledged actions (5%-95% of the games), then a random 0-50 ms later.
    const random = seededRandom(`${args.seed}/kills`);
    const killAt = Array.from({ length: args.kill }, () => Math.floor(total * (0.05 + 0.9 * random()))).sort(
      (a, b) => a - b,
    );
    let acked = 0;
    let wake: (() => void) | null = null;
    const onAck = () => {
      acked++;
      wake?.();
    };
    let playing = true;
    const killer = (async () => {
      for (const at of killAt) {
        while (playing && acked < at)
          await new Promise<void>((r) => {
            wake = r;
          });
        if (!playing) return;
        await sleep(random() * 50);
        progress(`load: killing the runtime after ${acked} acknowledged actions…`);
        await rt.restart();
        progress(`load: runtime up again (${round(rt.restartMs.at(-1)! / 1000, 1)} s)`);
      }
    })();

    progress(`load: playing ${total} actions…`);
    const t0 = performance.now();
    const ticker = setInterval(
      () =>
        progress(
          `load: ${acked}/${total} acknowledged, ${round(acked / ((performance.now() - t0) / 1000), 1)} actions/s`,
        ),
      10_000,
    );
    await Promise.all(games.map((g) => playGame(rt, g, args, times, onAck)));
    const playSeconds = (performance.now() - t0) / 1000;
    clearInterval(ticker);
    playing = false;
    (wake as (() => void) | null)?.();
    await killer;

    // The last updates reach every page (each page's version is its game's last), within 15 s.
    const settle = performance.now();
    const behind = () => games.flatMap((g) => g.pages.filter((p) => p.page.version() !== g.final.version));
    while (behind().length && performance.now() - settle < 15_000) await sleep(100);
    const pagesBehind = behind().length;

    progress('load: comparing the pages with fresh GETs, reading the records and the replay checks…');
    const differing: string[] = [];
    let pagesEqual = 0;
    let ackInRecord = 0;
    let asPlanned = 0;
    let checksOk = 0;
    const checkFailures: string[] = [];
    for (const g of games) {
      for (const p of g.pages) {
        const ids = await comparePage(rt, p, times.get);
        if (ids.length) differing.push(`${p.path}: ${ids.join(', ')}`);
        else pagesEqual++;
      }
      g.pages.forEach((p) => {
        p.close();
      });
      const v = await verify(rt, g, times.get);
      ackInRecord += v.ackInRecord;
      if (v.asPlanned) asPlanned++;
      if (v.check.ok) checksOk++;
      else checkFailures.push(`${g.seed}: ${v.check.message}`);
    }

    const acknowledged = games.reduce((n, g) => n + g.acknowledged.length, 0);
    const spread = (xs: number[]) => ({ p50: round(pct(xs, 0.5), 1), p99: round(pct(xs, 0.99), 1), count: xs.length });
    const figures = {
      games: args.games,
      socketsPerGame: args.sockets,
      seed: args.seed,
      actions: total,
      playSeconds: round(playSeconds, 2),
      actionsPerSecond: round(acked / playSeconds, 1),
      postMs: spread(times.post),
      getMs: spread(times.get),
      createMs: spread(times.create),
      sockets: { ...sockets, pagesBehindAtEnd: pagesBehind },
      pages: { compared: args.games * args.sockets, equalToFreshGet: pagesEqual, differing: differing.slice(0, 10) },
      refused: games.flatMap((g) => g.refused).slice(0, 10),
      kill: {
        kills: rt.restarts,
        restartSeconds: rt.restartMs.map((ms) => round(ms / 1000, 1)),
        answersLost: games.reduce((n, g) => n + g.lost, 0),
        appliedAnswerLost: games.reduce((n, g) => n + g.appliedUnanswered.length, 0),
        acknowledged,
        acknowledgedInRecord: ackInRecord,
        recordsAsPlayed: asPlanned,
        replayChecksOk: checksOk,
        replayCheckFailures: checkFailures.slice(0, 10),
      },
    };
    const ok =
      figures.refused.length === 0 &&
      sockets.gaps === 0 &&
      sockets.outOfOrder === 0 &&
      pagesEqual === figures.pages.compared &&
      ackInRecord === acknowledged &&
      asPlanned === args.games &&
      checksOk === args.games &&
      pagesBehind === 0;
    return { ok, ...figures };
  } finally {
    for (const g of games)
      g.pages.forEach((p) => {
        p.close();
      });
    await rt.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = parseArgs(proc.argv.slice(2));
  // stdout carries the one JSON object: anything else printed meanwhile (wrangler, workerd) goes to stderr.
  const write = proc.stdout.write.bind(proc.stdout);
  proc.stdout.write = (chunk: string, ...rest: unknown[]) => proc.stderr.write(chunk, ...rest);
  console.log = console.error;
  const figures = await runLoad(args);
  write(`${JSON.stringify(figures, null, 2)}\n`);
  if (!figures.ok) proc.exitCode = 1;
}

// Run as `npm run load`, not when the tests import runLoad.
if (proc.argv[1]?.endsWith('/bench/load.ts')) await main();
