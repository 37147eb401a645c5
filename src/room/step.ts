// One accepted action in the game's object, as pure code: the next state and history,
// every seat's view, and the stale checks' prompt versions. GameRoom runs it for live
// actions and for the replay of stored ones; the bench times it in Node.
import {
  type Action,
  applyParsed,
  parseAction,
  promptFor,
  viewFor,
  type LogEntry,
  type RuleError,
  type ScoreSeries,
  type State,
  type View,
} from '../engine/index.ts';
import { scoresAfter } from './scores.ts';
import type { Creation } from './store.ts';
import type { History } from './history.ts';

/**
 * A game in memory: its state, its history, per seat the current prompt and the version it
 * dates from, and its scores turn by turn (scores.ts; absent in a game stored before them).
 */
export type Live = {
  kind: 'game';
  creation: Creation;
  state: State;
  history: History;
  promptSince: number[];
  prompts: string[];
  scores?: ScoreSeries;
};

/** Each seat's prompt, as its view carries it (viewFor's own promptFor), without making the views. */
export const promptsOf = (state: State) => state.players.map((_, seat) => JSON.stringify(promptFor(state, seat)));

/**
 * A page of `seat` made on `version` no longer shows what the seat is deciding: the seat
 * has acted since (its retry or double tap), or its prompt changed since; or the version
 * is from the future. Only a prompt another seat's action left untouched (a bid while
 * others bid) keeps an older page valid.
 */
export const isStale = (live: Live, seat: number, version: number) =>
  version < (live.promptSince[seat] ?? 0) || version > live.state.version;

/**
 * One accepted action's consequences: the next state, every seat's view of it for its
 * pages' updates, and the version each seat's prompt dates from (a page made on an older
 * prompt is stale). The same step serves live actions and the replay of stored ones
 * (advance), so both agree.
 */
export function step(
  live: Live,
  seat: number,
  action: unknown,
): { ok: true; live: Live; views: View[]; events: LogEntry[]; action: Action } | { ok: false; error: RuleError } {
  const out = advance(live, seat, action);
  if (!out.ok) return out;
  const { state } = out.live;
  return { ...out, views: state.players.map((_, s) => updateView(out.live, s)) };
}

/**
 * A seat's view (null: a spectator's) for its pages' update (updates.ts): its log only
 * the history's recent entries, all that an update reads, so that a woken game does
 * not decode its whole history for a move. Never for a page's fresh render nor for the
 * JSON API: their log is the whole history.
 */
export const updateView = (live: Live, seat: number | null): View => viewFor(live.state, seat, live.history.recent());

/**
 * What one accepted action gives: the game after it, the events it added, and the action as parsed (the one stored).
 */
type Advanced = { ok: true; live: Live; events: LogEntry[]; action: Action } | { ok: false; error: RuleError };

/**
 * step without the views: what a woken object's replay needs (gameInMemory.ts), nobody being shown the states it
 * passes.
 */
export function advance(live: Live, seat: number, action: unknown): Advanced {
  const parsed = parseAction(action);
  return parsed.ok ? advanceParsed(live, seat, parsed.action) : parsed;
}

/** advance for an action already parsed: a woken game's own stored row, parsed when it was accepted (store.ts). */
export function advanceParsed(live: Live, seat: number, action: Action): Advanced {
  const outcome = applyParsed(live.state, seat, action);
  if (!outcome.ok) return outcome;
  const next = outcome.state;
  const history = live.history.with(outcome.events);
  const prompts = promptsOf(next);
  // The acting seat's prompt always dates from now, even when it reads the same as the one
  // it answered (two white gems in a row): its page was for the decision just made.
  const promptSince = prompts.map((p, s) =>
    s !== seat && p === live.prompts[s] ? (live.promptSince[s] ?? 0) : next.version,
  );
  const scores = live.scores && scoresAfter(live.scores, next, outcome.events);
  return {
    ok: true,
    live: { ...live, state: next, history, promptSince, prompts, ...(scores ? { scores } : {}) },
    events: outcome.events,
    action,
  };
}
