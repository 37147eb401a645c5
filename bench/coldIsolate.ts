// A freshly woken game's object, as one fresh isolate sees its first action: the bundle a
// thread of its own loads (cold.ts), zod without eval as in workerd (jitless.ts, first), the
// game decoded from its stored rows and replayed (store.ts, game.ts), then the action with
// every seat page's whole sections (a woken object knows no page's last view).
import './jitless.ts';
import { wake } from '../src/room/game.ts';
import { decodeStored } from '../src/room/store.ts';
import { type Step, objectAction } from './action.ts';

/** The game's stored rows as SQLite gives them to the object, and the action it is then asked. */
export type ColdSample = { raw: Record<string, string | number>; actions: Record<string, string | number>[]; step: Step; seatPaths: string[] };

/** ms of the woken object's first action, its wake included. */
export function firstAction(sample: ColdSample): number {
  const t = performance.now();
  const game = wake(decodeStored(sample.raw, sample.actions));
  if (game.kind !== 'game') throw new Error(`not woken: ${JSON.stringify(game)}`);
  objectAction(game, [], sample.step, sample.seatPaths);
  return performance.now() - t;
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
