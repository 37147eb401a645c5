// Bench of the Worker: one complete seeded random 4-player game driven through the
// real Worker and Durable Object in local workerd (wrangler's unstable_startWorker),
// four pages holding sockets as players' phones would. Measures what the Workers free
// tier counts (Worker requests, Durable Object requests, SQLite rows written), the
// gzipped weight of a first page load and of an update, the database of a finished
// game, and, in Node on the same code, the CPU of one action in the object.
import { LANGS } from '../templates/i18n/index.ts';
import { startLocalWorker } from '../test/support/localWorker.ts';
import { SetupSchema, createGame, randomAction, seededRandom, waitingFor } from '../src/engine/index.ts';
import { type Live, promptsOf, step } from '../src/room/step.ts';
import { withScores } from '../src/room/scores.ts';
import type { Creation } from '../src/room/store.ts';
import { type CpuJob, type Step, measureInThread } from './object.ts';
import { measureAlarms, measureCold } from './cold.ts';
import { gz, mean, pct, progress } from './stats.ts';
import { History } from '../src/room/history.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
export const FREE_TIER_PER_DAY = 100_000; // Worker requests, Durable Object requests, rows written: each a day

type Created = {
  id: string;
  hostUrl: string;
  spectatorUrl: string;
  seats: { seat: number; name: string; url: string }[];
};
type Answer = { ok: boolean; error?: { message: string } };
type Check = {
  ok: boolean;
  actions: number;
  message: string;
  stats: { rowsWritten: number; pushed: number; databaseSize: number };
};

type Spread = { mean: number; median: number; p95: number; p99: number; max: number };
const spread = (xs: number[]): Spread => ({
  mean: mean(xs),
  median: pct(xs, 0.5),
  p95: pct(xs, 0.95),
  p99: pct(xs, 0.99),
  max: pct(xs, 1),
});

export type WorkerFigures = {
  seed: string;
  decisions: number;
  workerRequests: number;
  assetRequests: number;
  doRequests: number;
  wsIncoming: number;
  pushes: number;
  rowsWritten: number;
  rowsWrittenPerDecision: number;
  finishedGameBytes: number;
  gamesPerDayFreeTier: number;
  /** `byLang`: the same page's HTML, gzipped, in each language. */
  firstPage: {
    htmlGzipBytes: number;
    assetsGzipBytes: number;
    files: number;
    gzipBytes: number;
    byLang: Record<string, number>;
  };
  /** Every pushed message after the pages' first, gzipped alone: per seat per action. */
  updateGzipBytes: { median: number; p95: number; max: number; count: number };
  wallMs: Spread;
  /**
   * `cold`: the first action of a fresh isolate, woken from the stored rows (cold.ts), one
   * per sampled action; `load`: that isolate's module loading, apart (workerd loads before
   * the request); `firstPass`: one isolate's first game played forward; `warm`: its last pass.
   */
  cpuMs: { cold: Spread; woken: Spread; load: Spread; firstPass: Spread; warm: Spread };
  cpuPasses: number;
  coldSamples: number;
  /**
   * A woken object's alarms in a busy isolate (cold.ts measureAlarms): each whole, a seat's
   * notice, the bot's decision; with WebCrypto as workerd runs it, and (`nodeCrypto`) as Node does.
   */
  alarmMs: { alarm: Spread; seat: Spread; bot: Spread; count: number; nodeCrypto: { alarm: Spread; seat: Spread } };
  replay: { ok: boolean; message: string };
};

export async function runWorkerBench(opts: {
  seed: string;
  cpuPasses: number;
  coldSamples: number;
}): Promise<WorkerFigures> {
  progress('worker: starting the Worker in local workerd…');
  const { worker, origin } = await startLocalWorker();
  let job: Omit<CpuJob, 'passes'>;
  let partial: Omit<WorkerFigures, 'cpuMs' | 'cpuPasses' | 'coldSamples' | 'alarmMs'>;
  try {
    let workerRequests = 0;
    let doRequests = 0;
    let assetRequests = 0;
    /** A request that runs the Worker and, for game routes, reaches the game's object. */
    const call = async (
      path: string,
      init?: { method?: string; headers?: Record<string, string>; body?: string },
      reachesObject = true,
    ) => {
      workerRequests++;
      if (reachesObject) doRequests++;
      return worker.fetch(new URL(path, origin).href, init);
    };

    // The host creates the game and opens the host page.
    const created = (await (
      await call('/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ players: NAMES.map((name) => ({ name })), seed: opts.seed }),
      })
    ).json()) as Created;
    const pathOf = (url: string) => new URL(url).pathname;
    const seatPaths = created.seats.map((s) => pathOf(s.url));
    await (await call(pathOf(created.hostUrl))).text();

    // Each player opens their page (HTML, then its static CSS and JS) and its socket.
    let firstPage = { html: 0, assets: 0, files: 0 };
    const byLang: Record<string, number> = {};
    const pushes: string[] = [];
    const sockets = [];
    for (const seat of created.seats) {
      const html = await (await call(pathOf(seat.url))).text();
      if (seat.seat === 0) {
        // A file named twice (the icon, as icon and as touch icon) is fetched once.
        const refs = [
          ...new Set(
            [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)]
              .map((m) => m[1]!)
              .filter((r) => r.startsWith('/') && !r.startsWith('/g/')),
          ),
        ];
        let assets = 0;
        for (const ref of refs) {
          assetRequests++; // Served by Workers static assets: free, not a Worker request.
          const res = await worker.fetch(new URL(ref, origin).href);
          assets += await gz(new Uint8Array(await res.arrayBuffer()));
        }
        firstPage = { html: await gz(html), assets, files: refs.length };
        // The same page as a browser asking for each language gets it (not counted as the game's requests).
        for (const lang of LANGS) {
          const page = await (
            await worker.fetch(new URL(pathOf(seat.url), origin).href, { headers: { 'Accept-Language': lang } })
          ).text();
          byLang[lang] = await gz(page);
        }
      }
      const res = await call(`${pathOf(seat.url)}/ws`, { headers: { Upgrade: 'websocket' } });
      const ws = res.webSocket;
      if (!ws) throw new Error(`no socket for seat ${seat.seat}: ${res.status}`);
      ws.accept();
      ws.addEventListener('message', (e: { data: unknown }) => {
        pushes.push(typeof e.data === 'string' ? e.data : '');
      });
      sockets.push(ws);
    }

    // The game, as bots (JSON API) would play it; every accepted action is pushed to the four pages.
    progress(`worker: playing seeded game "${opts.seed}" over HTTP…`);
    const setup = SetupSchema.parse({ players: NAMES.map((name) => ({ name })) });
    const made = createGame(setup, opts.seed);
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    const creation: Creation = {
      gameId: created.id,
      setup,
      seed: opts.seed,
      createdAt: 0,
      linkKey: { kind: 'env' },
      generations: { host: 0, seats: [0, 0, 0, 0] },
    };
    let live: Live = {
      kind: 'game',
      creation,
      state: made.state,
      history: History.of(made.events),
      promptSince: made.state.players.map(() => 0),
      prompts: promptsOf(made.state),
    };
    const steps: Step[] = [];
    const random = seededRandom(opts.seed);
    const wall: number[] = [];
    while (!live.state.result) {
      const { state } = live;
      const seat = waitingFor(state)[0]!;
      const action = randomAction(state, seat, random);
      if (!action) throw new Error('no action');
      steps.push({ seat, action });
      const t = performance.now();
      const res = await call(`${seatPaths[seat]!}/actions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, version: state.version }),
      });
      const answer = (await res.json()) as Answer;
      wall.push(performance.now() - t);
      if (!answer.ok) throw new Error(`refused: ${answer.error?.message}`);
      const next = step(live, seat, action);
      if (!next.ok) throw new Error(JSON.stringify(next.error));
      live = next.live;
    }
    const decisions = steps.length;
    job = { creation, setup, seed: opts.seed, steps, seatPaths };
    await new Promise((r) => setTimeout(r, 300)); // let the last pushes arrive

    const check = (await (await call(`${pathOf(created.hostUrl)}/check`)).json()) as Check;
    sockets.forEach((ws) => {
      ws.close(1000, 'bench over');
    });

    const updates = await Promise.all(pushes.slice(NAMES.length).map((p) => gz(p)));
    const wsIncoming = 0; // actions go over HTTP here; a page's own messages would count 20:1.
    const perGameDo = doRequests + Math.ceil(wsIncoming / 20);
    partial = {
      seed: opts.seed,
      decisions,
      workerRequests,
      assetRequests,
      doRequests: perGameDo,
      wsIncoming,
      pushes: pushes.length,
      rowsWritten: check.stats.rowsWritten,
      rowsWrittenPerDecision: check.stats.rowsWritten / decisions,
      finishedGameBytes: check.stats.databaseSize,
      gamesPerDayFreeTier: Math.floor(
        Math.min(
          FREE_TIER_PER_DAY / workerRequests,
          FREE_TIER_PER_DAY / perGameDo,
          FREE_TIER_PER_DAY / check.stats.rowsWritten,
        ),
      ),
      firstPage: {
        htmlGzipBytes: firstPage.html,
        assetsGzipBytes: firstPage.assets,
        files: firstPage.files,
        gzipBytes: firstPage.html + firstPage.assets,
        byLang,
      },
      updateGzipBytes: {
        median: pct(updates, 0.5),
        p95: pct(updates, 0.95),
        max: pct(updates, 1),
        count: updates.length,
      },
      wallMs: spread(wall),
      replay: { ok: check.ok, message: check.message },
    };
  } finally {
    await worker.dispose();
  }

  // CPU of one action in the object, measured in-process on the same code (workerd
  // freezes its clocks while a request runs, so it cannot time itself).
  progress(
    `worker: CPU per action in Node, ${opts.cpuPasses} passes over ${job.steps.length} actions, in a ` +
      `thread of its own…`,
  );
  const cpu = await measureInThread({ ...job, passes: opts.cpuPasses });
  progress(`worker: the first action of ${opts.coldSamples} fresh isolates, each woken from the stored game…`);
  const made = createGame(job.setup, job.seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const start: Live = {
    kind: 'game',
    creation: job.creation,
    state: made.state,
    history: History.of(made.events),
    promptSince: made.state.players.map(() => 0),
    prompts: promptsOf(made.state),
    scores: withScores([], made.state),
  };
  const cold = await measureCold(start, job.steps, job.seatPaths, opts.coldSamples);
  progress(`worker: a woken object's alarms (notices, the bot) at ${opts.coldSamples} positions…`);
  const alarms = await measureAlarms(start, job.steps, job.seatPaths, opts.coldSamples);
  return {
    ...partial,
    cpuMs: {
      cold: spread(cold.firstMs),
      woken: spread(cold.wokenMs),
      load: spread(cold.loadMs),
      firstPass: spread(cpu.cold),
      warm: spread(cpu.warm),
    },
    cpuPasses: opts.cpuPasses,
    coldSamples: cold.firstMs.length,
    alarmMs: {
      alarm: spread(alarms.workerd.alarmMs),
      seat: spread(alarms.workerd.seatMs),
      bot: spread(alarms.workerd.botMs),
      count: alarms.workerd.alarmMs.length,
      nodeCrypto: { alarm: spread(alarms.node.alarmMs), seat: spread(alarms.node.seatMs) },
    },
  };
}
