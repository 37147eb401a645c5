// The history of a state in tests: the engine keeps it outside the state (events beside
// the actions, as the room stores them), so the test drivers keep it here, per state
// object, and render it in English as a page would.
import {
  type LogEntry,
  type Options,
  type State,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { eventsOf } from '../../src/engine/events.ts';
import { eventText } from '../../templates/log.ts';
import { dictOf } from '../../templates/i18n/index.ts';

const EN = dictOf('en');

const histories = new WeakMap<State, LogEntry[]>();

export const historyOf = (s: State): LogEntry[] => histories.get(s) ?? [];

/** `next` follows `prev` with these new entries. */
export function follows(next: State, prev: State | null, entries: readonly LogEntry[]): State {
  histories.set(next, [...(prev ? historyOf(prev) : []), ...entries]);
  return next;
}

/** Run rules on `s` itself (a test setting up a board by hand), keeping what they emit. */
export function withEvents(s: State, work: () => void): State {
  const entries = eventsOf(s, s.version, work);
  histories.set(s, [...historyOf(s), ...entries]);
  return s;
}

const names = (s: State) => s.players.map((p) => p.name);

/** The whole log in words, private lines included (`to` names their seat). */
export const logOf = (s: State) =>
  historyOf(s).map((e) => ({
    turn: e.turn,
    text: eventText(EN, e.event, names(s)),
    ...(e.to === undefined ? {} : { to: e.to }),
  }));

/** The log one seat's page shows, in words. */
export const viewLog = (s: State, seat: number | null) =>
  viewFor(s, seat, historyOf(s)).log.map((e) => ({
    turn: e.turn,
    text: eventText(EN, e.event, names(s)),
    private: e.private,
  }));

/** A state with the history up to it, as the room keeps them. */
export type Moment = { state: State; history: LogEntry[] };

/** Every moment of a seeded random game (players Ana, Bo, Cy, Di), from creation to its end. */
export function seededMoments(players: number, options: Partial<Options>, seed: string): Moment[] {
  const made = createGame(
    { players: ['Ana', 'Bo', 'Cy', 'Di'].slice(0, players).map((name) => ({ name })), options },
    seed,
  );
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const moments = [{ state: made.state, history: made.events }];
  const random = seededRandom(`${seed}/actions`);
  for (let m = moments[0]!; !m.state.result; ) {
    const seat = waitingFor(m.state)[0]!;
    const out = applyAction(m.state, seat, randomAction(m.state, seat, random));
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    m = { state: out.state, history: [...m.history, ...out.events] };
    moments.push(m);
  }
  return moments;
}
