// The check that a game's storage is whole (the admin check, the tests): the whole
// stored log replayed from the creation record.
import * as z from 'zod/mini';
import { applyAction, createGame } from '../engine/index.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { refusalText } from '../../templates/refusal.ts';
import { goneRefusal } from './admission.ts';
import { type Game, wake } from './gameInMemory.ts';
import type { ReplayReport } from './protocol.ts';
import type { Store } from './store.ts';

/** The report is for whoever runs the server: English. */
const EN = dictOf('en');

/** Key order may differ between a live state and a parsed one; compare canonical JSON. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/**
 * Replays the whole stored log from the creation record: each action's stored events
 * must be the rules' own, the stored snapshot must be met on the way, and the end must
 * be the state stored, and the one in memory (`game`).
 */
export function replayCheck(store: Store, game: Game): ReplayReport {
  const stored = wake(store.load());
  if (stored.kind !== 'game') {
    const message =
      stored.kind === 'empty'
        ? 'No game here.'
        : stored.kind === 'gone'
          ? refusalText(EN, goneRefusal(stored.gone))
          : refusalText(EN, stored.refusal);
    return { ok: false, actions: 0, version: 0, message };
  }
  const { creation, state } = stored;
  const made = createGame(creation.setup, creation.seed, creation.deal);
  if (!made.ok)
    return {
      ok: false,
      actions: 0,
      version: 0,
      message: `The creation record no longer creates a game: ${refusalText(EN, made.error.refusal)}`,
    };
  if (canonical(made.events) !== canonical(stored.history.all().filter((e) => e.version === 0))) {
    return {
      ok: false,
      actions: 0,
      version: 0,
      message: "The stored events of the game's creation differ from the replayed ones.",
    };
  }
  let replayed = made.state;
  const log = store.log();
  const fail = (message: string): ReplayReport => ({ ok: false, actions: log.length, version: state.version, message });
  const snapshot = z.object({ state: z.looseObject({ version: z.number() }) }).safeParse(store.snapshot()).data;
  if (!snapshot) return fail('The stored snapshot cannot be read.');
  const meet = (version: number) =>
    version === snapshot.state.version && canonical(snapshot.state) !== canonical(replayed);
  if (meet(0)) return fail('The stored snapshot of version 0 differs from the created state.');
  for (const row of log) {
    const out = applyAction(replayed, row.seat, row.action);
    if (!out.ok) return fail(`Action ${row.seq} is refused on replay: ${refusalText(EN, out.error.refusal)}`);
    replayed = out.state;
    if (replayed.version !== row.seq) return fail(`Action ${row.seq} gave version ${replayed.version}.`);
    if (canonical(out.events) !== canonical(row.events))
      return fail(`The events stored with action ${row.seq} differ from the replayed ones.`);
    if (meet(row.seq)) return fail(`The snapshot stored at version ${row.seq} differs from the replayed state.`);
  }
  if (snapshot.state.version > replayed.version)
    return fail(`The stored snapshot (version ${snapshot.state.version}) is ahead of the stored actions.`);
  const same =
    canonical(replayed) === canonical(state) && (game.kind !== 'game' || canonical(game.state) === canonical(state));
  return {
    ok: same,
    actions: log.length,
    version: state.version,
    message: same
      ? `The ${log.length} stored actions replay to the stored state (version ${state.version}).`
      : 'The replayed state differs from the stored state.',
  };
}
