// The record of a finished game and its replay, as pure code: the Durable Object hands
// out the record (GameRoom.record), the Worker replays it for the replay page. The
// engine is deterministic, so setup + seed + deal + the actions are the whole game.
import { applyAction, createGame, phaseOf, viewFor, type Deal, type LogEntry, type Phase, type Result, type Seed, type State, type View } from '../engine/index.ts';
import type { Failure, ParsedSetup } from './protocol.ts';

/** **Contract** (GET {link}/record): everything needed to replay the game with the engine. */
export type GameRecord = {
  setup: ParsedSetup;
  seed: Seed;
  deal?: Deal;
  /** `seq`: the state version the action produced; `seat`: who acted. */
  actions: { seq: number; seat: number; action: unknown }[];
  result: Result;
};

/**
 * The object answers with the record as JSON text: the actions are any JSON that was
 * posted, which RPC's types cannot carry as such, and /record sends the text as it is.
 */
export type RecordResult = { ok: true; json: string } | Failure;

/** The object's own JSON (GameRoom.record), read back: nothing else is parsed here. */
export const parseRecord = (json: string) => JSON.parse(json) as GameRecord;

/**
 * Why the record waits for the end: the seed fixes the ship deck, the character piles and
 * the neutral draws (R13), and the actions name every face-down broker and every bid.
 */
export const NOT_OVER_MESSAGE = 'The game record and its replay open once the game is over: until then they would reveal '
  + 'what is hidden (R13): the seed fixes every card and ship still to come, and the actions show face-down brokers and bids.';

/** One place the replay stops: after the action that produced `version` (0: the start). */
export type ReplayStep = { version: number; turn: number; label: string };

const PHASE_DONE: Record<Phase, string> = {
  setup: 'setup done', bid: 'bids revealed', order: 'order chosen', placement: 'placement done',
  counting: 'counting done', kingsFavor: "King's Favor done", over: 'game over',
};

const COUNTING_EVENTS = new Set(['neighborhoodCounted', 'rowCounted', 'columnsCounted']);

/**
 * The replay's steps: the start, then every point where the game's phase changed (bids
 * revealed, order chosen, placement done, counting done, King's Favor done), and the
 * end. A phase that needs no decision passes inside one action: the counting runs in the
 * action that ends the placement, up to its first decision, so that step says "placement
 * done, counting begun" (or "placement done and counted" when nothing was left to decide).
 */
export type Replay = { ok: true; steps: ReplayStep[]; view: View | null; final: State } | { ok: false; message: string };

/**
 * Replays `record` from its creation; with `at`, also the spectator's view (R13: no
 * seat's private lines) at that step, so a page renders one board, never all of them.
 */
export function replay(record: GameRecord, at?: number): Replay {
  const made = createGame(record.setup, record.seed, record.deal);
  if (!made.ok) return { ok: false, message: `The record no longer creates its game: ${made.error.message}` };
  let state = made.state;
  const history: LogEntry[] = [...made.events];
  const steps: ReplayStep[] = [{ version: 0, turn: state.turn, label: `Start: turn ${state.turn}` }];
  let view: View | null = at === 0 ? viewFor(state, null, history) : null;
  for (const { seq, seat, action } of record.actions) {
    const before = phaseOf(state);
    const turn = state.turn;
    const out = applyAction(state, seat, action);
    if (!out.ok) return { ok: false, message: `Action ${seq} of the record is refused on replay: ${out.error.message}` };
    state = out.state;
    history.push(...out.events);
    const after = phaseOf(state);
    if (after === before) continue;
    // The counting runs inside the action that ends the placement, up to its first decision (if any).
    const counted = before !== 'counting' && out.events.some((e) => COUNTING_EVENTS.has(e.event.kind));
    const also = !counted ? '' : after === 'counting' ? ', counting begun' : ' and counted';
    const label = after === 'over' ? 'The end: final scores' : `Turn ${turn}: ${PHASE_DONE[before]}${also}`;
    steps.push({ version: state.version, turn, label });
    if (at === steps.length - 1) view = viewFor(state, null, history);
  }
  return { ok: true, steps, view, final: state };
}
