// The public status of one game, apart from the room's other types: the browser's "my games"
// (src/client/myGamesList.ts) reads it too, and must not carry the room's storage types.
import type { Phase } from '../engine/index.ts';

/**
 * GET {link}/status: what the home page's "my games" shows of one game, and nothing
 * more. Public facts only (who must act, the winners); for a seat link, whether it is
 * that seat's move, which its own page would show anyway, never what its hand holds.
 */
export type GameStatus = {
  version: number;
  phase: Phase;
  /** Names of the players the game waits on (a bid already made no longer waits). */
  waitingFor: string[];
  /** Only for a seat link. */
  yourMove?: boolean;
  over: boolean;
  winners: string[];
  /** With a time per move: the soonest time left of the seats waited on ("20 h"), or that the clocks are paused. */
  left?: string;
  /** The host ended the game early. */
  ended?: boolean;
};
