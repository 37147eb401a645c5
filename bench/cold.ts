// CPU of the first action on a freshly woken object (issue 24): each sampled action of the
// game is asked of a fresh isolate (a thread of its own, nothing compiled yet, zod without
// eval) that loads the room's code bundled as wrangler bundles it, decodes the game from
// its stored rows and replays its tail, then acts and renders. Module loading is timed
// apart: workerd does it when the isolate starts, before the request's CPU is counted.
import { type Live, step } from '../src/room/step.ts';
import { pack, packEvents } from '../src/room/pack.ts';
import { SNAPSHOT_EVERY, STORAGE_LAYOUT } from '../src/room/store.ts';
import type { Step } from './action.ts';
import type { ColdSample } from './coldIsolate.ts';

/** `firstMs`: a fresh isolate's first action; `wokenMs`: a woken object's first, in an isolate that served another before. */
export type ColdTimes = { firstMs: number[]; wokenMs: number[]; loadMs: number[] };

/** The rows Store would hold once `steps` were played from `start` (store.ts: create, append). */
function storedAfter(start: Live, steps: readonly Step[], setupEvents: string): Pick<ColdSample, 'raw' | 'actions'> {
  let live = start;
  let snapshot = pack({ state: start.state, promptSince: start.promptSince });
  const actions: ColdSample['actions'] = [];
  for (const s of steps) {
    const out = step(live, s.seat, s.action);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    live = out.live;
    const version = live.state.version;
    actions.push({ seq: version, seat: s.seat, action: pack(s.action), events: packEvents(out.events, version) });
    if (version % SNAPSHOT_EVERY === 0 || live.state.result) snapshot = pack({ state: live.state, promptSince: live.promptSince });
  }
  const raw = { id: 1, storage: STORAGE_LAYOUT, creation: JSON.stringify(start.creation), state_schema: start.state.schema, events: setupEvents, snapshot };
  return { raw, actions };
}

type Thread = { once(event: 'message', listener: (value: { firstMs: number; loadMs: number }) => void): void; once(event: 'error', listener: (e: Error) => void): void; terminate(): Promise<number> };
type Threads = { Worker: new (code: string, options: { eval: true; workerData: unknown }) => Thread };

/** The cold isolate's code, bundled once by esbuild (as wrangler does) into a file of its own. */
async function bundle(): Promise<string> {
  const esbuild = await import('esbuild' as string) as { build(o: Record<string, unknown>): Promise<unknown> };
  const os = await import('node:os' as string) as { tmpdir(): string };
  const outfile = `${os.tmpdir()}/ys-cold-${Date.now()}.mjs`;
  const entry = new URL('./coldIsolate.ts', (import.meta as ImportMeta & { url: string }).url).pathname;
  await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'], outfile, logLevel: 'silent' });
  return `file://${outfile}`;
}

/**
 * `samples` actions of the game spread over it: each the first of its own fresh isolate;
 * then each again as a woken object's first in one isolate other objects keep busy.
 */
export async function measureCold(start: Live, steps: readonly Step[], seatPaths: string[], samples: number): Promise<ColdTimes> {
  const threads = await import('node:worker_threads' as string) as Threads;
  const url = await bundle();
  const setupEvents = packEvents(start.history, 0);
  const at = Array.from({ length: Math.min(samples, steps.length) }, (_, i) => Math.floor((i * steps.length) / Math.min(samples, steps.length)));
  const out: ColdTimes = { firstMs: [], wokenMs: [], loadMs: [] };
  const stored = (k: number): ColdSample => ({ ...storedAfter(start, steps.slice(0, k), setupEvents), step: steps[k]!, seatPaths });
  const inThread = async <T>(code: string, workerData: unknown): Promise<T> => {
    const thread = new threads.Worker(`
      const { parentPort, workerData } = require('node:worker_threads');
      const t = performance.now();
      import(${JSON.stringify(url)}).then((m) => { const loadMs = performance.now() - t; parentPort.postMessage(${code}); });`,
    { eval: true, workerData });
    try {
      return await new Promise<T>((resolve, reject) => { thread.once('message', resolve as (v: unknown) => void); thread.once('error', reject); });
    } finally {
      await thread.terminate();
    }
  };
  for (const k of at) {
    const got = await inThread<{ firstMs: number; loadMs: number }>('{ loadMs, firstMs: m.firstAction(workerData) }', stored(k));
    out.firstMs.push(got.firstMs);
    out.loadMs.push(got.loadMs);
  }
  // Warmed by a game of its own: every action, each as a woken object's (not timed).
  const warmUp = steps.map((_, k) => stored(k));
  out.wokenMs = await inThread<number[]>('m.wokenActions(workerData.warmUp, workerData.samples)', { warmUp, samples: at.map(stored) });
  return out;
}
