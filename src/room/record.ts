// The record of a game over (finished, or ended by its host), as pure code: the Durable Object hands out the record
// (GameRoom.record), the Worker replays it for the replay page (replayed.ts). The
// engine is deterministic, so setup + seed + deal + the actions are the whole game.
import type { Deal, Result, ScoreSeries, Seed, State } from '../engine/index.ts';
import type { Failure, ParsedSetup } from './protocol.ts';
import type { Ended } from './store.ts';
import type { ChatEntry } from '../views.ts';

/** **Contract** (GET {link}/record): everything needed to replay the game with the engine. */
export type GameRecord = {
  setup: ParsedSetup;
  seed: Seed;
  deal?: Deal;
  /** `seq`: the state version the action produced; `seat`: who acted. */
  actions: { seq: number; seat: number; action: unknown }[];
  /** The final counting's (R8); absent when the host ended the game before it (`ended`). */
  result?: Result;
  /** The host ended the game early: no final counting, no winner; its hidden facts matter no more. */
  ended?: Ended;
  /**
   * Absent from records made before the room kept them: each participant's score after
   * every turn, index 0 being the start (ScoreSeries in src/engine/view.ts). Derived from
   * the rest by replaying it; here so that a reader needs no engine to chart the game.
   */
  scores?: ScoreSeries;
  /** The chat (chat.ts), for seat and host links, and the spectator link if spectators read it; absent: none. */
  chat?: ChatEntry[];
};

/**
 * The object answers with the record as JSON text: the actions are any JSON that was
 * posted, which RPC's types cannot carry as such, and /record sends the text as it is.
 */
export type RecordResult = { ok: true; json: string } | Failure;

/**
 * A game over's record for the Worker's replays (GameRoom.replaySource): `key` names the
 * game and its last version; `json`, its record without the chat, absent when the Worker
 * said it holds that key's replay.
 */
export type ReplaySource = { ok: true; key: string; json?: string } | Failure;

/** How a game is over: by its rules' end (R8), or by its host's. */
export type GameEnd = { result: Result } | { ended: Ended };

/** The end of a game, if it is over: the host's end counts as any other. */
export const endOf = (state: State, ended: Ended | null): GameEnd | null =>
  state.result ? { result: state.result } : ended ? { ended } : null;

/**
 * The record of a game, once it is over (`end`): before, the seed would tell every hidden
 * card to come (R13). `over`: the record with its scores turn by turn (read only then).
 * `chat`: the chat as the asking link reads it (chat.ts), null if it may not.
 */
export function recordOf(
  end: GameEnd | null,
  over: (end: GameEnd) => GameRecord,
  chat: () => ChatEntry[] | null,
): RecordResult {
  if (!end) return { ok: false, status: 409, error: { code: 'not-over', refusal: { key: 'recordNotOver' } } };
  const said = chat();
  return { ok: true, json: JSON.stringify({ ...over(end), ...(said?.length ? { chat: said } : {}) }) };
}

/**
 * The object's own JSON (GameRoom.record), read back: nothing else is parsed here. The
 * record waits for the end (refusal `recordNotOver`): the seed fixes the ship deck, the
 * character piles and the neutral draws (R13), and the actions name every face-down
 * broker and every bid.
 */
export const parseRecord = (json: string) => JSON.parse(json) as GameRecord;
