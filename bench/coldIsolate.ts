// A freshly woken game's object, as one fresh isolate sees its first action: the bundle a
// thread of its own loads (cold.ts), zod without eval as in workerd (jitless.ts, first), the
// Worker's warm-up as its script starts (room/warm.ts), the
// game decoded from its stored rows and replayed (store.ts, gameInMemory.ts), then the action with
// every seat page's update from the version before it (a woken object knows no page's last
// view: the pages open while it slept hold that version, src/room/sockets.ts); and a woken
// object's alarms (notices, the bot), in an isolate other objects keep busy.
import { threadCpuMs } from './threadCpu.ts';
import './jitless.ts';
import { type Action, type LogEntry, type State, seededRandom, viewFor, waitingFor } from '../src/engine/index.ts';
import { botAction } from '../src/bots/index.ts';
import { SEATS_TOLD_PER_ALARM } from '../src/room/alarmSchedule.ts';
import type { PushSubscriptionJson } from '../src/room/contacts.ts';
import { type VapidKeys, type VapidTokens, pushRequest } from '../src/room/deliver.ts';
import { wake } from '../src/room/gameInMemory.ts';
import { step, updateView } from '../src/room/step.ts';
import { decodeStored } from '../src/room/store.ts';
import { warmUp } from '../src/room/warm.ts';
import { useWorkerdCrypto } from './workerdCrypto.ts';
import { seatMessage, webhookMessage } from '../src/room/waiting.ts';
import { en } from '../templates/i18n/en.ts';
import { type Step, objectAction } from './action.ts';

// As the Worker's entry does when its script starts (src/worker.ts): part of the module's
// load, timed apart from the request as workerd counts it apart (its startup limit).
warmUp();

/** The game's stored rows as SQLite gives them to the object, and the action it is then asked. */
export type ColdSample = {
  raw: Record<string, string | number>;
  actions: Record<string, string | number>[];
  step: Step;
  seatPaths: string[];
};

/** ms of the woken object's first action, its wake included. */
export function firstAction(sample: ColdSample): number {
  const t = threadCpuMs();
  const game = wake(decodeStored(sample.raw, sample.actions));
  if (game.kind !== 'game') throw new Error(`not woken: ${JSON.stringify(game)}`);
  const before = sample.seatPaths.map((_, seat) => updateView(game, seat));
  objectAction(game, before, sample.step, sample.seatPaths);
  return threadCpuMs() - t;
}

/**
 * ms of each sample's first action in one isolate that other games keep busy: it first
 * plays `warmUp` (another object's whole game, untimed), so its code is compiled, and
 * each sample is then a game object woken from its rows (decoded, replayed, no page's
 * last view known).
 */
export function wokenActions(warmUp: readonly ColdSample[], samples: readonly ColdSample[]): number[] {
  for (const s of warmUp) firstAction(s);
  return samples.map(firstAction);
}

/**
 * CPU ms of the whole process, for Node's own WebCrypto, which does a push's work on its
 * thread pool: those threads' CPU is the push's. (workerd's does it in the isolate's thread.)
 */
const processCpuMs = () => {
  const used = (
    globalThis as unknown as { process: { cpuUsage(): { user: number; system: number } } }
  ).process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** A browser's subscription and the deployment's VAPID pair, made by the bench beforehand. */
export type PushSetup = { sub: PushSubscriptionJson; vapid: VapidKeys & { subject: string } };

/**
 * CPU ms of one alarm of a woken object (its wake included) that tells what an alarm tells at
 * most: SEATS_TOLD_PER_ALARM of the seats waited on (each its view, its message, one push
 * encrypted and authorized, the VAPID token reused as the room reuses it) and the webhook.
 * `tokens`: the isolate's and the game's kept tokens (deliver.ts).
 */
export async function noticeAlarm(
  sample: ColdSample,
  push: PushSetup,
  tokens: VapidTokens,
  cpuNow: () => number,
): Promise<{ alarmMs: number; seatMs: number[]; body?: Uint8Array }> {
  const t = cpuNow();
  const game = wake(decodeStored(sample.raw, sample.actions));
  if (game.kind !== 'game') throw new Error('not woken');
  const { state, creation } = game;
  const history = game.history.all();
  const seatMs: number[] = [];
  let body: Uint8Array | undefined;
  for (const seat of waitingFor(state).slice(0, SEATS_TOLD_PER_ALARM)) {
    const s = cpuNow();
    const message = seatMessage(
      en,
      viewFor(state, seat, history),
      0,
      `https://ys.example.test${sample.seatPaths[seat]}`,
      false,
    );
    ({ body } = await pushRequest(
      push.sub,
      { title: message.title, body: message.body, url: message.url, tag: `ys-${creation.gameId}-${seat}` },
      push.vapid,
      tokens,
    ));
    seatMs.push(cpuNow() - s);
  }
  webhookMessage(en, viewFor(state, null, history), creation.gameId, 'https://ys.example.test');
  return { alarmMs: cpuNow() - t, seatMs, ...(body ? { body } : {}) };
}

/**
 * The room's bot at the room's budget, as the alarm asks it (alarmSchedule.ts botDecides): ms of
 * its decision alone for the first seat waited on. The one place the bench times the bot
 * (botDecisionMsMedian and P99; src/bots is another's to bound).
 */
export function botDecision(state: State, history: LogEntry[], gameId: string): { ms: number; action: Action } {
  const seat = waitingFor(state)[0]!;
  const t = threadCpuMs();
  const action = botAction(
    viewFor(state, seat, history),
    seededRandom(`bot/${gameId}/${state.version}/${seat}`),
    'standard',
  );
  return { ms: threadCpuMs() - t, action };
}

/** ms of an alarm that moves a bot: the wake, the decision, the move's step (no page open). */
export function botAlarm(sample: ColdSample): { alarmMs: number; botMs: number } {
  const t = threadCpuMs();
  const game = wake(decodeStored(sample.raw, sample.actions));
  if (game.kind !== 'game') throw new Error('not woken');
  const bot = botDecision(game.state, game.history.all(), game.creation.gameId);
  const out = step(game, waitingFor(game.state)[0]!, bot.action);
  if (!out.ok) throw new Error(JSON.stringify(out.error));
  return { alarmMs: threadCpuMs() - t, botMs: bot.ms };
}

/**
 * Every sample's notice alarm and bot alarm in one busy isolate, once untimed (its code
 * compiled), then timed. `webCrypto`: Node's own WebCrypto, or workerd's (workerdCrypto.ts);
 * `body`, the last push made (base64), for the bench to decrypt.
 */
export async function alarms(
  samples: readonly ColdSample[],
  push: PushSetup,
  webCrypto: 'node' | 'workerd',
): Promise<{ alarmMs: number[]; seatMs: number[]; botMs: number[]; body?: string }> {
  if (webCrypto === 'workerd') await useWorkerdCrypto();
  const kept = new Map<string, { authorization: string; exp: number }>();
  const tokens: VapidTokens = {
    get: (aud, key) => kept.get(`${key} ${aud}`),
    set: (aud, key, authorization, exp) => {
      kept.set(`${key} ${aud}`, { authorization, exp });
    },
  };
  const out: { alarmMs: number[]; seatMs: number[]; botMs: number[]; body?: string } = {
    alarmMs: [],
    seatMs: [],
    botMs: [],
  };
  for (const pass of [false, true]) {
    for (const s of samples) {
      const n = await noticeAlarm(s, push, tokens, webCrypto === 'workerd' ? threadCpuMs : processCpuMs);
      const b = botAlarm(s);
      if (!pass) continue;
      out.alarmMs.push(n.alarmMs, b.alarmMs);
      out.seatMs.push(...n.seatMs);
      out.botMs.push(b.botMs);
      if (n.body) out.body = btoa(String.fromCharCode(...n.body));
    }
  }
  return out;
}
