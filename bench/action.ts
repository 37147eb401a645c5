// What the game's object does for one action, as the room's own code does it: shared by the
// warm model (object.ts, one isolate playing the game) and the cold one (cold.ts, a fresh
// isolate per action).
import type { Action, View } from '../src/engine/index.ts';
import { type Live, step } from '../src/room/step.ts';
import { pack, packEvents } from '../src/room/pack.ts';
import { SNAPSHOT_EVERY } from '../src/room/store.ts';
import { updatesFor } from '../src/room/updates.ts';
import { en } from '../templates/i18n/en.ts';

/** One accepted action of the game: who, and what. */
export type Step = { seat: number; action: Action };

/**
 * What the object does for one action: its step (apply, history, every seat's view and
 * stale-check prompt), the row it stores (the action and its events, and every
 * SNAPSHOT_EVERY-th state, in compact JSON), and each seat page's update from the view
 * that page was last sent (none: the whole page's sections).
 */
export function objectAction(
  live: Live,
  sent: readonly View[],
  { seat, action }: Step,
  seatPaths: readonly string[],
): { live: Live; sent: View[] } {
  const out = step(live, seat, action);
  if (!out.ok) throw new Error(`replay refused: ${JSON.stringify(out.error)}`);
  pack(action);
  packEvents(out.events, out.live.state.version);
  if (out.live.state.version % SNAPSHOT_EVERY === 0 || out.live.state.result)
    pack({ state: out.live.state, promptSince: out.live.promptSince });
  seatPaths.forEach((self, s) => {
    updatesFor(en, sent[s] ?? null, out.views[s]!, { self, actions: `${self}/actions`, ws: `${self}/ws` });
  });
  return { live: out.live, sent: out.views };
}
