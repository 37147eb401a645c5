// A game over, replayed once for all its replay steps and analyses: the Worker keeps it
// per isolate (src/http/replayCache.ts), as a finished game never changes. What a step
// then costs is a copy of the nearest kept state, a few actions played on it and one
// view. An analysis (the browser judges a seat's decisions and sends back the bot's
// choices) is checked against the record first, before any replay: its decisions in
// order, none the stand-in's, one per decision of the seat; then each suggestion against
// the rules at its decision, in one walk of the game. Both moves are told by what they
// did when played on the game as it was (the seat's own lines of the log), so the words
// are the log's, in every language.
import {
  ActionSchema,
  applyInPlace,
  applyLogged,
  applyParsed,
  cloneState,
  createGame,
  phaseOf,
  promptFor,
  viewFor,
  type Action,
  type LogEntry,
  type ScoreSeries,
  type State,
  type View,
} from '../engine/index.ts';
import { isDecision } from '../bots/index.ts';
import type { GameEnd, GameRecord } from './record.ts';
import type { Creation } from './store.ts';
import { scoresAfter, withScores } from './scores.ts';
import { refusalText } from '../../templates/refusal.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import type { HttpRefusal, ReplayStep, ReviewedDecision } from '../views.ts';

/** The bot's choice and the estimated loss of one decision, as the browser computed them (src/client/bot.ts). */
export type Judged = { version: number; suggested: Action; loss: number };

/** A state kept every this many actions: a step plays at most this many less one on a copy of it. */
export const KEPT_EVERY = 8;

export type Replayed = {
  record: GameRecord;
  steps: ReplayStep[];
  /** The actions as the engine reads them, in order. */
  actions: { seat: number; action: Action }[];
  /** The whole log; `logLength[i]`, how much of it there was after i actions. */
  history: LogEntry[];
  logLength: number[];
  /** The state after 0, KEPT_EVERY, 2·KEPT_EVERY… actions: never changed, only copied. */
  kept: State[];
  scores: ScoreSeries;
};

/** A broken replay is the server's fault, told to whoever runs it: in English. */
const EN = dictOf('en');

/**
 * The record replayed from its creation, once; a refusal on the way is a broken record (the message says which action).
 */
export function replayGame(record: GameRecord): { ok: true; replayed: Replayed } | { ok: false; message: string } {
  const made = createGame(record.setup, record.seed, record.deal);
  if (!made.ok)
    return { ok: false, message: `The record no longer creates its game: ${refusalText(EN, made.error.refusal)}` };
  const start = made.state;
  const history: LogEntry[] = [...made.events];
  const steps: ReplayStep[] = [{ version: 0, turn: start.turn, phase: phaseOf(start), seat: null }];
  const logLength = [history.length];
  const kept = [start];
  const actions: Replayed['actions'] = [];
  let scores = record.scores ? null : withScores([], start);
  // One state played on in place, its events journalled as applyParsed does (the same
  // rules, without a copy per action): a copy kept every KEPT_EVERY actions, for the steps.
  const s = cloneState(start);
  for (const { seq, seat, action } of record.actions) {
    const parsed = ActionSchema.safeParse(action);
    steps.push({ version: seq, turn: s.turn, phase: phaseOf(s), seat });
    const out = parsed.success ? applyLogged(s, seat, parsed.data) : null;
    if (!parsed.success || !out?.ok)
      return {
        ok: false,
        message:
          `Action ${seq} of the record is refused on replay: ` +
          (out && !out.ok ? refusalText(EN, out.error.refusal) : 'not an action'),
      };
    const { events } = out;
    actions.push({ seat, action: parsed.data });
    history.push(...events);
    logLength.push(history.length);
    if (scores) scores = scoresAfter(scores, s, events);
    if (actions.length % KEPT_EVERY === 0) kept.push(cloneState(s));
  }
  return {
    ok: true,
    replayed: { record, steps, actions, history, logLength, kept, scores: record.scores ?? scores ?? [] },
  };
}

/**
 * A game's record once over, with its scores turn by turn: `scores` as the room kept them
 * (scores.ts), or, for a game stored before the room kept them, a replay of the whole game.
 */
export function overRecord(
  creation: Creation,
  end: GameEnd,
  actions: GameRecord['actions'],
  scores?: ScoreSeries,
): GameRecord {
  const { setup, seed, deal } = creation;
  const record: GameRecord = { setup, seed, ...(deal ? { deal } : {}), actions, ...end };
  if (scores) return { ...record, scores };
  const made = replayGame(record);
  return made.ok ? { ...record, scores: made.replayed.scores } : record;
}

/** The state after `at` actions (0 ≤ at ≤ the number of actions), a copy of the nearest kept one played on. */
export function stateAt(r: Replayed, at: number): State {
  const from = Math.floor(at / KEPT_EVERY);
  const s = cloneState(r.kept[from]!);
  for (let i = from * KEPT_EVERY; i < at; i++) applyInPlace(s, r.actions[i]!.seat, r.actions[i]!.action);
  return s;
}

/**
 * The view after `at` actions of `seat` (R13: a seat sees its own face-down brokers as it
 * saw them then, and its own private lines, never another seat's; null, the spectator:
 * public only); null past the last step. The end's view charts the game as its pages do.
 */
export function viewAtStep(r: Replayed, at: number, seat: number | null): View | null {
  if (at < 0 || at > r.actions.length) return null;
  const view = viewFor(stateAt(r, at), seat, r.history.slice(0, r.logLength[at]));
  return view.result ? { ...view, scores: r.scores } : view;
}

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

/** Why an analysis body is refused: each language words it (templates/i18n, `refusals`). */
export type AnalysisRefusal = Extract<
  HttpRefusal,
  { key: 'analysisMismatch' | 'analysisOrder' | 'analysisStandIn' | 'analysisIllegal' }
>;

/**
 * What can be told of the browser's judgements from the body alone, before the game is
 * asked for anything: the decisions in the order they were made (by their versions), and
 * no suggestion the stand-in's (the room's bot for an absent seat: never a seat's own move).
 */
export function bodyRefusal(judged: readonly Judged[]): AnalysisRefusal | null {
  for (let i = 1; i < judged.length; i++)
    if (judged[i]!.version <= judged[i - 1]!.version) return { key: 'analysisOrder', version: judged[i]!.version };
  const standIn = judged.find((j) => j.suggested.type === 'standIn');
  return standIn ? { key: 'analysisStandIn', version: standIn.version } : null;
}

/**
 * The versions `seat` decided at, from the record alone (no replay): its actions that are
 * decisions (a Spy's look and a stand-in's move are not, src/bots/analyze.ts), each made
 * on the version before its own.
 */
export function decisionVersions(record: GameRecord, seat: number): number[] {
  const out: number[] = [];
  for (const { seq, seat: actor, action } of record.actions) {
    const type = typeof action === 'object' && action !== null && 'type' in action ? action.type : null;
    if (actor === seat && type !== 'peek' && type !== 'standIn') out.push(seq - 1);
  }
  return out;
}

/** The judgements are the seat's decisions, one each, by version: else the mismatch, before any replay. */
export function matchRefusal(record: GameRecord, seat: number, judged: readonly Judged[]): AnalysisRefusal | null {
  const versions = decisionVersions(record, seat);
  return versions.length === judged.length && versions.every((v, i) => judged[i]!.version === v)
    ? null
    : { key: 'analysisMismatch' };
}

/** A seat's decisions told (their losses the body's, set by the caller), or the first suggestion the rules refuse. */
export type Reviewed =
  | { ok: true; decisions: Omit<ReviewedDecision, 'loss'>[] }
  | { ok: false; refusal: AnalysisRefusal };

/**
 * `seat`'s decisions with the browser's suggestions, which matchRefusal found to be its
 * decisions: one walk of the game on one copy, each suggestion tried on a copy of the
 * state it answers (R13: what the seat's own lines say of it), refused if the rules refuse it.
 */
export function reviewReplayed(r: Replayed, seat: number, judged: readonly Judged[]): Reviewed {
  const s = cloneState(r.kept[0]!);
  const decisions: Omit<ReviewedDecision, 'loss'>[] = [];
  for (const [i, { seat: actor, action }] of r.actions.entries()) {
    if (actor === seat && isDecision(action)) {
      const j = judged[decisions.length];
      if (!j || j.version !== s.version) return { ok: false, refusal: { key: 'analysisMismatch' } };
      const bot = applyParsed(s, seat, j.suggested);
      if (!bot.ok) return { ok: false, refusal: { key: 'analysisIllegal', version: j.version } };
      const prompt = promptFor(s, seat);
      decisions.push({
        version: s.version,
        turn: s.turn,
        phase: phaseOf(s),
        round: prompt.kind === 'place' ? prompt.round : null,
        actual: action,
        suggested: j.suggested,
        actualLines: ownLines(r.history.slice(r.logLength[i], r.logLength[i + 1]), seat),
        suggestedLines: ownLines(bot.events, seat),
      });
    }
    applyInPlace(s, actor, action);
  }
  return decisions.length === judged.length
    ? { ok: true, decisions }
    : { ok: false, refusal: { key: 'analysisMismatch' } };
}

/** The seat's view at its decision `i` (the last for any later i; a seat without decisions: the end). */
export function viewAtDecision(r: Replayed, seat: number, decisions: readonly { version: number }[], i: number): View {
  const at = decisions.length ? decisions[Math.max(0, Math.min(i, decisions.length - 1))]!.version : r.actions.length;
  const state = stateAt(r, at);
  return viewFor(state, seat, r.history.slice(0, r.logLength[at]));
}
