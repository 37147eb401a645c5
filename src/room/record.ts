// The record of a finished game and its replay, as pure code: the Durable Object hands
// out the record (GameRoom.record), the Worker replays it for the replay page. The
// engine is deterministic, so setup + seed + deal + the actions are the whole game.
import { applyAction, cloneState, createGame, phaseOf, viewFor, type Deal, type LogEntry, type Phase, type Result, type ScoreSeries, type Seed, type State, type View } from '../engine/index.ts';
import { scoreGame } from '../engine/scoring.ts';
import type { Failure, ParsedSetup } from './protocol.ts';
import { refusalText } from '../../templates/refusal.ts';
import { dictOf } from '../../templates/i18n/index.ts';

/** **Contract** (GET {link}/record): everything needed to replay the game with the engine. */
export type GameRecord = {
  setup: ParsedSetup;
  seed: Seed;
  deal?: Deal;
  /** `seq`: the state version the action produced; `seat`: who acted. */
  actions: { seq: number; seat: number; action: unknown }[];
  result: Result;
  /**
   * Added with issue 23 (absent from records made before): each participant's score after
   * every turn, index 0 being the start (ScoreSeries in src/engine/view.ts). Derived from
   * the rest by replaying it; here so that a reader needs no engine to chart the game.
   */
  scores?: ScoreSeries;
};

/**
 * The object answers with the record as JSON text: the actions are any JSON that was
 * posted, which RPC's types cannot carry as such, and /record sends the text as it is.
 */
export type RecordResult = { ok: true; json: string } | Failure;

/**
 * The object's own JSON (GameRoom.record), read back: nothing else is parsed here. The
 * record waits for the end (refusal `recordNotOver`): the seed fixes the ship deck, the
 * character piles and the neutral draws (R13), and the actions name every face-down
 * broker and every bid.
 */
export const parseRecord = (json: string) => JSON.parse(json) as GameRecord;


/**
 * One place the replay stops: after the action that produced `version` (0: the start,
 * in `phase`). Otherwise `phase` is the phase that action finished ('over': the end),
 * and `counting` says whether the counting also ran in it: begun (it waits on a
 * decision) or done. Facts only: the replay page words them in its language.
 */
export type ReplayStep = { version: number; turn: number; phase: Phase; counting?: 'begun' | 'done' };

const COUNTING_EVENTS = new Set(['neighborhoodCounted', 'rowCounted', 'columnsCounted']);

/**
 * The replay's steps: the start, then every point where the game's phase changed (bids
 * revealed, order chosen, placement done, counting done, King's Favor done), and the
 * end. A phase that needs no decision passes inside one action: the counting runs in the
 * action that ends the placement, up to its first decision, so that step says "placement
 * done, counting begun" (or "placement done and counted" when nothing was left to decide).
 */
export type Replay = { ok: true; steps: ReplayStep[]; view: View | null; final: State; scores: ScoreSeries } | { ok: false; message: string };
/** A broken replay is the server's fault, told to whoever runs it: in English. */
const EN = dictOf('en');

/** Adds to `series` each participant's VP, and VP plus what its gems would score if the game ended now. */
function addScores(series: ScoreSeries, s: State): void {
  // R8.1–R8.3 on a copy: the scoring turns the throne face up.
  const lines = scoreGame(cloneState(s)).lines;
  for (const line of lines) {
    let entry = series.find((e) => e.who === line.who);
    if (!entry) series.push(entry = { who: line.who, name: line.name, vp: [], withGems: [] });
    entry.vp.push(line.vpDuringPlay);
    entry.withGems.push(line.total - line.kingsFavor);
  }
}

const whoOrder = (who: ScoreSeries[number]['who']) => (who === 'neutral' ? 99 : who);

/**
 * Replays `record` from its creation; with `at`, also the spectator's view (R13: no
 * seat's private lines) at that step, so a page renders one board, never all of them.
 */
export function replay(record: GameRecord, at?: number): Replay {
  const made = createGame(record.setup, record.seed, record.deal);
  if (!made.ok) return { ok: false, message: `The record no longer creates its game: ${refusalText(EN, made.error.refusal)}` };
  let state = made.state;
  const history: LogEntry[] = [...made.events];
  const steps: ReplayStep[] = [{ version: 0, turn: state.turn, phase: phaseOf(state) }];
  let view: View | null = at === 0 ? viewFor(state, null, history) : null;
  const scores: ScoreSeries = [];
  addScores(scores, state);
  for (const { seq, seat, action } of record.actions) {
    const before = phaseOf(state);
    const turn = state.turn;
    const out = applyAction(state, seat, action);
    if (!out.ok) return { ok: false, message: `Action ${seq} of the record is refused on replay: ${refusalText(EN, out.error.refusal)}` };
    state = out.state;
    history.push(...out.events);
    // Nothing after a turn's end changes a score before the next turn's first decision.
    if (out.events.some((e) => e.event.kind === 'turnEnds')) addScores(scores, state);
    const after = phaseOf(state);
    if (after === before) continue;
    // The counting runs inside the action that ends the placement, up to its first decision (if any).
    const counted = before !== 'counting' && out.events.some((e) => COUNTING_EVENTS.has(e.event.kind));
    const counting = !counted || after === 'over' ? {} : { counting: after === 'counting' ? 'begun' as const : 'done' as const };
    steps.push({ version: state.version, turn, phase: after === 'over' ? 'over' : before, ...counting });
    if (at === steps.length - 1) view = viewFor(state, null, history);
  }
  scores.sort((a, b) => whoOrder(a.who) - whoOrder(b.who));
  // The end's page charts the game as the game's own pages do.
  if (view?.result) view = { ...view, scores };
  return { ok: true, steps, view, final: state, scores };
}
