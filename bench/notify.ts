// What a turn notification costs: per waiting episode told, the Durable
// Object requests (the alarm that sends), the outside requests (webhook, push, mail: the
// object's subrequests, not billed), the SQLite rows written and the CPU of making and
// encrypting the messages. Two 4-player games with the same seed and the same moves in
// local workerd: one that tells nobody, one with a webhook and, for every seat, a
// subscribed browser and an address, all answered by stand-ins on 127.0.0.1; the
// difference is the notifications' cost. CPU is timed in Node on the same code.
import { startLocalWorker } from '../test/support/localWorker.ts';
import { newBrowserKeys, startPushService } from '../test/support/pushService.ts';
import {
  type State,
  SetupSchema,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../src/engine/index.ts';
import type { LogEntry } from '../src/engine/index.ts';
import { episodes, webhookMessage } from '../src/room/waiting.ts';
import { type Live, promptsOf, step } from '../src/room/step.ts';
import type { Creation } from '../src/room/store.ts';
import { pct, progress } from './stats.ts';
import { en } from '../templates/i18n/en.ts';
import { History } from '../src/room/history.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

export type NotifyFigures = {
  decisions: number;
  /** Waiting episodes in one whole seeded 4-player game: the most it can tell (everyone slow). */
  episodesPerGame: number;
  /** Alarms that sent something: one per moment, however many seats it tells. */
  episodesTold: number;
  alarms: number;
  outsideRequests: { webhook: number; push: number; mail: number };
  extraRowsWritten: number;
  rowsPerEpisode: number;
  alarmsPerEpisode: number;
  cpuMsWebhook: { median: number; p99: number };
};

type Created = { id: string; hostUrl: string; seats: { url: string }[] };
type Stats = { stats: { rowsWritten: number; alarms: number } };

export async function runNotifyBench(opts: { seed: string; decisions: number }): Promise<NotifyFigures> {
  const outside = await startPushService();
  const { worker, origin } = await startLocalWorker({
    MAIL: 'http',
    MAIL_API_URL: `${outside.base}/mail`,
    MAIL_API_KEY: 'bench',
    MAIL_FROM: 'ys@example.test',
    MAIL_DAILY_CAP: '100000',
  });
  const json = { 'Content-Type': 'application/json' };
  const post = (url: string, body: unknown) =>
    worker.fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const check = async (game: Created) => ((await (await worker.fetch(`${game.hostUrl}/check`)).json()) as Stats).stats;
  try {
    const create = async (webhook?: string) =>
      (await (
        await post(`${origin}/api/games`, {
          players: NAMES.map((name) => ({ name })),
          seed: opts.seed,
          ...(webhook ? { options: { webhook } } : {}),
        })
      ).json()) as Created;
    const quiet = await create();
    const told = await create(`${outside.base}/hook`);
    for (const [seat, s] of told.seats.entries()) {
      const keys = await newBrowserKeys();
      await post(`${s.url}/push`, {
        endpoint: `${outside.base}/push/${seat}`,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      await post(`${s.url}/mail`, { address: `p${seat}@example.test` });
    }
    await new Promise((r) => setTimeout(r, 1500)); // the first episode (everyone bids) is told
    const base = { quiet: await check(quiet), told: await check(told) };
    const sentBefore = outside.got.length;

    progress(`notify: ${opts.decisions} decisions in two games, waiting out the grace (1 s) after each…`);
    const made = createGame(SetupSchema.parse({ players: NAMES.map((name) => ({ name })) }), opts.seed);
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    let state: State = made.state;
    const random = seededRandom(opts.seed);
    for (let n = 0; n < opts.decisions && !state.result; n++) {
      const seat = waitingFor(state)[0]!;
      const action = randomAction(state, seat, random)!;
      for (const game of [quiet, told]) {
        const res = await post(`${game.seats[seat]!.url}/actions`, { action, version: state.version });
        if (res.status !== 200) throw new Error(`refused: ${await res.text()}`);
      }
      const out = applyAction(state, seat, action);
      if (!out.ok) throw new Error(JSON.stringify(out.error));
      state = out.state;
      await new Promise((r) => setTimeout(r, 1300));
    }
    const after = { quiet: await check(quiet), told: await check(told) };
    const sent = outside.got.slice(sentBefore);
    const count = (prefix: string) => sent.filter((p) => p.path.startsWith(prefix)).length;
    const webhook = count('/hook');
    const extraRows =
      after.told.rowsWritten - base.told.rowsWritten - (after.quiet.rowsWritten - base.quiet.rowsWritten);
    const alarms = after.told.alarms - base.told.alarms;
    const cpu = measureCpu(opts.seed, opts.decisions);
    return {
      decisions: opts.decisions,
      episodesPerGame: episodesPerGame(opts.seed),
      episodesTold: webhook,
      alarms,
      outsideRequests: { webhook, push: count('/push'), mail: count('/mail') },
      extraRowsWritten: extraRows,
      rowsPerEpisode: extraRows / Math.max(1, webhook),
      alarmsPerEpisode: alarms / Math.max(1, webhook),
      ...cpu,
    };
  } finally {
    outside.stop();
    await worker.dispose();
  }
}

/** Distinct waiting episodes (a seat waited on since a version) over a whole random game, as the room counts them. */
function episodesPerGame(seed: string): number {
  const setup = SetupSchema.parse({ players: NAMES.map((name) => ({ name })) });
  const made = createGame(setup, seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const creation: Creation = {
    gameId: 'x',
    setup,
    seed,
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
  const keys = new Set(episodes(live).map((e) => e.key));
  const random = seededRandom(seed);
  while (!live.state.result) {
    const seat = waitingFor(live.state)[0]!;
    const out = step(live, seat, randomAction(live.state, seat, random)!);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    live = out.live;
    for (const e of episodes(live)) keys.add(e.key);
  }
  return keys.size;
}

/** The webhook's message on a game's state midway, timed in Node (a seat's notice: cold.ts measureAlarms). */
function measureCpu(seed: string, decisions: number) {
  const made = createGame(SetupSchema.parse({ players: NAMES.map((name) => ({ name })) }), seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let state = made.state;
  const history: LogEntry[] = [...made.events];
  const random = seededRandom(seed);
  for (let n = 0; n < decisions && !state.result; n++) {
    const seat = waitingFor(state)[0]!;
    const out = applyAction(state, seat, randomAction(state, seat, random)!);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    state = out.state;
    history.push(...out.events);
  }
  const hookTimes: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    webhookMessage(en, viewFor(state, null, history), 'x', 'https://ys.example.test');
    hookTimes.push(performance.now() - t);
  }
  // The first runs warm the JIT: a woken object is somewhere between, so the figures are the steady state's.
  const steady = hookTimes.slice(50);
  return { cpuMsWebhook: { median: pct(steady, 0.5), p99: pct(steady, 0.99) } };
}
