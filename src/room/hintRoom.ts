// Hints for a learning game: a seat asks, the room writes it down for everyone
// to read, and the seat's own browser computes the bot's suggestion from the seat's view
// (the analysis bundle): the object never spends its CPU on it, and nothing but the view
// the seat already holds goes into it. The game itself never meets a hint: its version
// does not move, so nobody's half-made decision is disturbed.
import { waitingFor } from '../engine/index.ts';
import { hintItem } from '../../templates/sections.ts';
import type { RoomCore } from './core.ts';
import { type HintResult, hintRefusal } from './hints.ts';
import type { Sockets } from './sockets.ts';

export type { HintResult };

/**
 * POST {seat}/hint: written down once per decision, and its line added to the log of
 * every open page. The answer says which decision it is for, so the page asks its bundle
 * for that one (seeded by the game, the seat and the version: the same hint everywhere).
 */
export function askHint(core: RoomCore, sockets: Sockets, seat: number): HintResult {
  const { creation, state } = core.current();
  const refused = hintRefusal(!!creation.hints, !state.result && !core.ended() && waitingFor(state).includes(seat));
  if (refused) return refused;
  const asked = { seat, version: state.version, turn: state.turn };
  const first = core.hints.add(asked);
  const names = creation.setup.players.map((p) => p.name);
  if (first) sockets.tell((t) => `<ol data-into="log-entries">${hintItem(t, asked, names)}</ol>`);
  const lang = core.contacts.langOf(seat);
  return { ok: true, asked, first, ...(lang ? { lang } : {}) };
}
