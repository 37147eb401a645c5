// The analysis page's facts (issue 23), as pure code beside the replay (record.ts): the
// browser judges a seat's decisions (src/client/bot.ts) and sends back the bot's choices;
// the Worker replays the record once to say each decision in words and to draw the board
// at one of them. Both moves are told by what they did when played on the game as it was
// (the seat's own lines of the log), so the words are the log's, in every language.
import {
  ActionSchema,
  applyAction,
  createGame,
  phaseOf,
  promptFor,
  viewFor,
  type Action,
  type LogEntry,
  type State,
  type View,
} from '../engine/index.ts';
import { isDecision } from '../bots/index.ts';
import type { GameRecord } from './record.ts';
import type { ReviewedDecision } from '../views.ts';

/** `viewAt(i)`: the seat's view at decision i, the last for any later i (a seat without decisions: the end). */
export type Review =
  | { ok: true; decisions: ReviewedDecision[]; viewAt: (i: number) => View }
  | { ok: false; reason: 'mismatch' | 'broken' };

/** The bot's choice and the estimated loss of one decision, as the browser computed them. */
export type Judged = { version: number; suggested: Action; loss: number };

/** Lines a move added that tell the seat's own move (its private ones included, R13), not what followed from it. */
const DECISION_KINDS: ReadonlySet<LogEntry['event']['kind']> = new Set([
  'bid',
  'positionTaken',
  'placed',
  'neutralPlaced',
  'conjurerRefill',
  'passed',
  'cardPlayed',
  'gemsTaken',
  'colourChosen',
  'columnsOrdered',
  'quotationMoved',
  'throneChosen',
]);
const actorOf = (e: LogEntry['event']) => ('seat' in e ? e.seat : 'who' in e ? e.who : null);

/** The leading run of `seat`'s own decision lines among `entries`, as the seat could read them. */
function ownLines(entries: readonly LogEntry[], seat: number): LogEntry[] {
  const mine = (e: LogEntry) =>
    (e.to === undefined || e.to === seat) && DECISION_KINDS.has(e.event.kind) && actorOf(e.event) === seat;
  const first = entries.findIndex(mine);
  if (first < 0) return [];
  const end = entries.findIndex((e, i) => i > first && !mine(e));
  return entries.slice(first, end < 0 ? undefined : end);
}

/**
 * `seat`'s decisions in `record` with the browser's `judged` (one per decision, by the
 * version it was made at, as src/bots/analyze.ts counts them), and the seat's view at
 * each: 'mismatch' when `judged` is not that list.
 */
export function reviewGame(record: GameRecord, seat: number, judged: readonly Judged[]): Review {
  const made = createGame(record.setup, record.seed, record.deal);
  if (!made.ok) return { ok: false, reason: 'broken' };
  let { state } = made;
  const history: LogEntry[] = [...made.events];
  const byVersion = new Map(judged.map((j) => [j.version, j]));
  const decisions: ReviewedDecision[] = [];
  // Each decision's state and how long the log was then: its view is made when a page asks for it.
  const at: { state: State; logLength: number }[] = [];
  for (const { seat: actor, action } of record.actions) {
    const out = applyAction(state, actor, action);
    if (!out.ok) return { ok: false, reason: 'broken' };
    // Accepted, so an action: read in its one spelling.
    const played = actor === seat ? ActionSchema.parse(action) : null;
    if (played && isDecision(played)) {
      const j = byVersion.get(state.version);
      if (!j) return { ok: false, reason: 'mismatch' };
      const prompt = promptFor(state, seat);
      at.push({ state, logLength: history.length });
      const bot = applyAction(state, seat, j.suggested);
      decisions.push({
        version: state.version,
        turn: state.turn,
        phase: phaseOf(state),
        round: prompt.kind === 'place' ? prompt.round : null,
        actual: played,
        suggested: j.suggested,
        loss: j.loss,
        actualLines: ownLines(out.events, seat),
        suggestedLines: bot.ok ? ownLines(bot.events, seat) : null,
      });
    }
    state = out.state;
    history.push(...out.events);
  }
  if (decisions.length !== judged.length) return { ok: false, reason: 'mismatch' };
  // A seat with no decision (all its moves made by the stand-in) is shown the end.
  if (!decisions.length) at.push({ state, logLength: history.length });
  const viewAt = (i: number) => {
    const { state: then, logLength } = at[Math.max(0, Math.min(i, at.length - 1))]!;
    return viewFor(then, seat, history.slice(0, logLength));
  };
  return { ok: true, decisions, viewAt };
}
