// CPU of the first action on a freshly woken object: each sampled action of the
// game is asked of a fresh isolate (a thread of its own, nothing compiled yet, zod without
// eval) that loads the room's code bundled as wrangler bundles it, decodes the game from
// its stored rows and replays its tail, then acts and renders. Module loading is timed
// apart: workerd does it when the isolate starts, before the request's CPU is counted.
import { type Live, step } from '../src/room/step.ts';
import { SNAPSHOT_EVERY, type Snapshot, actionRow, gameRow } from '../src/room/store.ts';
import type { Step } from './action.ts';
import type { ColdSample, PushSetup } from './coldIsolate.ts';
import { newVapidKeys } from '../src/room/deliver.ts';
import { newBrowserKeys } from '../test/support/pushService.ts';

/**
 * `firstMs`: a fresh isolate's first action; `wokenMs`: a woken object's first, in an isolate that served another
 * before.
 */
export type ColdTimes = { firstMs: number[]; wokenMs: number[]; loadMs: number[] };

/** The rows Store would hold once `steps` were played from `start` (store.ts: create, append). */
function storedAfter(start: Live, steps: readonly Step[]): Pick<ColdSample, 'raw' | 'actions'> {
  let live = start;
  let snapshot: Snapshot = start;
  const actions: ColdSample['actions'] = [];
  for (const s of steps) {
    const out = step(live, s.seat, s.action);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    live = out.live;
    actions.push(actionRow(live.state.version, s.seat, out.action, out.events));
    if (live.state.version % SNAPSHOT_EVERY === 0 || live.state.result) snapshot = live;
  }
  return { raw: gameRow(start.creation, snapshot, start.history.all()), actions };
}

/** The cold isolate's code, bundled once by esbuild (as wrangler does) into a file of its own. */
let bundled: Promise<string> | undefined;
const bundle = () => (bundled ??= build());

async function build(): Promise<string> {
  const esbuild = (await import('esbuild' as string)) as { build(o: Record<string, unknown>): Promise<unknown> };
  const os = (await import('node:os' as string)) as { tmpdir(): string };
  const fs = (await import('node:fs' as string)) as { rmSync(path: string, o: { force: true }): void };
  const node = (globalThis as unknown as { process: { pid: number; once(event: 'exit', f: () => void): void } })
    .process;
  const outfile = `${os.tmpdir()}/ys-cold-${node.pid}-${Date.now()}.mjs`;
  // The bundle is this run's alone: gone when the bench ends.
  node.once('exit', () => fs.rmSync(outfile, { force: true }));
  const entry = new URL('./coldIsolate.ts', (import.meta as ImportMeta & { url: string }).url).pathname;
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    external: ['node:*'],
    // As wrangler.toml has wrangler bundle the Worker.
    minify: true,
    outfile,
    logLevel: 'silent',
  });
  return `file://${outfile}`;
}

type Thread = {
  once(event: 'message', listener: (value: unknown) => void): void;
  once(event: 'error', listener: (e: Error) => void): void;
  terminate(): Promise<number>;
};
type Threads = { Worker: new (code: string, options: { eval: true; workerData: unknown }) => Thread };

/**
 * A thread of its own (a fresh isolate) loading the bundle, running `code` (m: the bundle,
 * workerData), answering its value. `loadMs`, the bundle's load: the process's CPU while
 * the thread loads it (V8's helper threads compile and mark beside it), the isolate's start.
 */
async function inThread<T>(url: string, code: string, workerData: unknown): Promise<T> {
  const threads = (await import('node:worker_threads' as string)) as Threads;
  const thread = new threads.Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
    const t = cpu();
    import(${JSON.stringify(url)})
      .then((m) => { const loadMs = cpu() - t; return ${code}; })
      .then((v) => parentPort.postMessage(v));`,
    { eval: true, workerData },
  );
  try {
    return await new Promise<T>((resolve, reject) => {
      thread.once('message', resolve as (v: unknown) => void);
      thread.once('error', reject);
    });
  } finally {
    await thread.terminate();
  }
}

/** `samples` positions spread over the game, each with the rows stored by then and the action played there. */
function positions(start: Live, steps: readonly Step[], seatPaths: string[], samples: number): ColdSample[] {
  const n = Math.min(samples, steps.length);
  return Array.from({ length: n }, (_, i) => Math.floor((i * steps.length) / n)).map((k) => ({
    ...storedAfter(start, steps.slice(0, k)),
    step: steps[k]!,
    seatPaths,
  }));
}

/**
 * `samples` actions of the game spread over it: each the first of its own fresh isolate;
 * then each again as a woken object's first in one isolate other objects keep busy
 * (warmed by the whole game, each of its actions a woken object's, untimed).
 */
export async function measureCold(
  start: Live,
  steps: readonly Step[],
  seatPaths: string[],
  samples: number,
): Promise<ColdTimes> {
  const url = await bundle();
  const at = positions(start, steps, seatPaths, samples);
  const out: ColdTimes = { firstMs: [], wokenMs: [], loadMs: [] };
  for (const sample of at) {
    const got = await inThread<{ firstMs: number; loadMs: number }>(
      url,
      '{ loadMs, firstMs: m.firstAction(workerData) }',
      sample,
    );
    out.firstMs.push(got.firstMs);
    out.loadMs.push(got.loadMs);
  }
  out.wokenMs = await inThread<number[]>(url, 'm.wokenActions(workerData.warmUp, workerData.samples)', {
    warmUp: positions(start, steps, seatPaths, steps.length),
    samples: at,
  });
  return out;
}

export type AlarmTimes = { alarmMs: number[]; seatMs: number[]; botMs: number[] };

/**
 * A woken object's alarms at `samples` positions of the game, in one busy isolate: each
 * position's alarm that tells (SEATS_TOLD_PER_ALARM seats by push, and the webhook) and
 * its alarm that moves a bot (coldIsolate.ts). `workerd`: with WebCrypto as workerd runs it
 * (workerdCrypto.ts), its last push decrypted here with the browser's keys; `node`: with
 * Node's own.
 */
export async function measureAlarms(
  start: Live,
  steps: readonly Step[],
  seatPaths: string[],
  samples: number,
): Promise<{ workerd: AlarmTimes; node: AlarmTimes }> {
  const url = await bundle();
  const keys = await newBrowserKeys();
  const push: PushSetup = {
    sub: {
      endpoint: 'https://push.example.test/x',
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    },
    vapid: { ...(await newVapidKeys()), subject: 'mailto:bench@example.test' },
  };
  const data = { samples: positions(start, steps, seatPaths, samples), push };
  const run = (crypto: 'node' | 'workerd') =>
    inThread<AlarmTimes & { body?: string }>(url, `m.alarms(workerData.samples, workerData.push, '${crypto}')`, data);
  const workerd = await run('workerd');
  if (!workerd.body) throw new Error('no push was made');
  const said = JSON.parse(await keys.decrypt(Uint8Array.from(atob(workerd.body), (c) => c.charCodeAt(0)))) as {
    tag?: unknown;
  };
  if (typeof said.tag !== 'string')
    throw new Error(`the push made with workerd's WebCrypto reads ${JSON.stringify(said)}`);
  const node = await run('node');
  return { workerd, node };
}
