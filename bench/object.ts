// The CPU of one action in the game's object, timed in Node on the room's own code
// (workerd freezes its clocks while a request runs, so it cannot time itself). It runs
// in a thread of its own, so the heap the garbage collector walks holds what an object's
// isolate holds (one game, the room's code) and not the bench's workerd driver.
import { type Setup, type View, createGame } from '../src/engine/index.ts';
import { type Live, promptsOf } from '../src/room/step.ts';
import type { Creation } from '../src/room/store.ts';
import { type Step, objectAction } from './action.ts';
import { threadCpuMs } from './threadCpu.ts';
import { History } from '../src/room/history.ts';

export type { Step } from './action.ts';

/** What the thread is given: the game to replay, its seat pages, and how many passes. */
export type CpuJob = {
  creation: Creation;
  setup: Setup;
  seed: string;
  steps: Step[];
  seatPaths: string[];
  passes: number;
};
export type CpuTimes = { cold: number[]; warm: number[] };

/**
 * CPU per action (ms) over the whole game, in passes that each play it forward from the
 * start holding one game in memory, as the object does: the first pass is cold, as a
 * freshly woken object is; the last is warm, as an object in the middle of a game is.
 * Garbage collection falls on whichever action triggers it, as it would in the object.
 * Timed by the thread's own CPU clock (threadCpu.ts): the machine's other work does not count.
 */
export function measureActionCpu(job: CpuJob): CpuTimes {
  const made = createGame(job.setup, job.seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const start: Live = {
    kind: 'game',
    creation: job.creation,
    state: made.state,
    history: History.of(made.events),
    promptSince: made.state.players.map(() => 0),
    prompts: promptsOf(made.state),
  };
  const runs: number[][] = [];
  for (let p = 0; p < Math.max(2, job.passes); p++) {
    const times: number[] = [];
    let at = { live: start, sent: [] as View[] };
    for (const s of job.steps) {
      const t = threadCpuMs();
      at = objectAction(at.live, at.sent, s, job.seatPaths);
      times.push(threadCpuMs() - t);
    }
    runs.push(times);
  }
  return { cold: runs[0]!, warm: runs[runs.length - 1]! };
}

// Node's worker_threads, typed here for the one use (the project has no Node types).
type Port = { postMessage(value: unknown): void; once(event: 'message', listener: (value: CpuJob) => void): void };
type Thread = {
  once(event: 'message', listener: (value: CpuTimes) => void): void;
  once(event: 'error', listener: (e: Error) => void): void;
  terminate(): Promise<number>;
};
type Threads = {
  isMainThread: boolean;
  parentPort: Port | null;
  Worker: new (code: string, options: { eval: true }) => Thread;
};
const threads = (await import('node:worker_threads' as string)) as Threads;

/** Run the measure in a fresh thread (its own isolate and heap) and return its times. */
export async function measureInThread(job: CpuJob): Promise<CpuTimes> {
  // The thread loads this TypeScript file itself, so it registers tsx's loader first.
  const self = JSON.stringify((import.meta as ImportMeta & { url: string }).url);
  const thread = new threads.Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${self}); })`,
    { eval: true },
  );
  try {
    return await new Promise<CpuTimes>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
      (thread as unknown as Port).postMessage(job);
    });
  } finally {
    await thread.terminate();
  }
}

if (!threads.isMainThread) {
  const port = threads.parentPort!;
  port.once('message', (job) => port.postMessage(measureActionCpu(job)));
}
