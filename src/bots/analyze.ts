// After the game: for every decision one seat made, what the standard bot would
// have played from that seat's view at that moment, and what the evaluation says the
// actual decision cost against it, in VP of final lead. Only the view is read: the record
// reveals every hidden card once the game is over, so each decision is replayed up to its
// moment and judged on determinizations drawn from the seat's view then (sample.ts), never
// on the true state. Work is counted (samples, plies), never timed, and every random
// stream is seeded by the game, the seat and the version: the same numbers on any device.
import {
  ActionSchema,
  applyAction,
  applyInPlace,
  cloneState,
  createGame,
  seededRandom,
  viewFor,
  type Action,
  type Deal,
  type Phase,
  type Seed,
  type Setup,
  type State,
  type View,
} from '../engine/index.ts';
import { botAction } from './decide.ts';
import { evaluate } from './evaluate.ts';
import { playPlacements } from './playout.ts';
import { sampleState } from './sample.ts';

export type AnalysisOptions = {
  /** The game's id (its links carry it); absent, the record's seed, which is the game's own too. */
  gameId?: string;
  /** Determinizations each decision is judged on: both moves on the same ones (common random numbers). */
  samples?: number;
  /** The bot's budget (src/bots effort): the room's, so the suggestion is what the room's bot would play. */
  budget?: number;
  /** Placements played after each move before it is scored: a bid or a placement shows its worth only later. */
  plies?: number;
};

/** `version`: the state the seat decided on (its action made version + 1). `loss` in VP of final lead, ≥ 0. */
export type Judgement = { version: number; actual: Action; suggested: Action; loss: number };
export type Analysis = { decisions: Judgement[] };

/**
 * Chosen for the browser: a 4-player game's seat within 5 s in Chromium under 4x
 * CPU throttling (test/e2e/analysis.test.ts; npm run analyze prints Node's time). The
 * budget stays the room's, and the bot's choice costs most of the time; the judging gives:
 * two samples keep random seats' losses over ten times the bot's
 * (test/engine/bots/analyze.test.ts asks three).
 */
const ANALYSIS_DEFAULTS = { samples: 2, budget: 3 } as const;

/** The playout after a bid or a choice of order runs on through the placement: they have no worth before it. */
export const UNTIL_COUNTING: ReadonlySet<Phase> = new Set(['bid', 'order', 'placement']);

/**
 * Neither a Spy's look (optional, the bot never takes one) nor a stand-in's move (the room's bot made it) is the seat's
 * decision.
 */
export const isDecision = (a: Action) => a.type !== 'peek' && a.type !== 'standIn';

/** The same move written the same way: zod's output follows the schema's key order, whatever the input's. */
const spelling = (a: Action) => JSON.stringify(ActionSchema.parse(a));

/** The seat's expected lead after `action` and a short playout on a copy of `sample`; null if refused there. */
function valueAfter(sample: State, seat: number, action: Action, playoutSeed: string, plies: number): number | null {
  const s = cloneState(sample);
  try {
    applyInPlace(s, seat, action);
  } catch {
    return null;
  }
  playPlacements(s, plies, seededRandom(playoutSeed), UNTIL_COUNTING);
  return evaluate(s, seat);
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * One decision judged from `view` alone (its seat's, at that moment): the bot's choice and
 * the actual move's estimated cost. `key` seeds every random stream of it.
 */
export function judgeDecision(view: View, actual: Action, key: string, options: AnalysisOptions = {}): Judgement {
  const seat = view.seat;
  if (seat === null) throw new Error("A decision is judged from a seat's view, never a spectator's.");
  const samples = options.samples ?? ANALYSIS_DEFAULTS.samples;
  const plies = options.plies ?? 2 * view.players.length;
  const suggested = botAction(view, seededRandom(`${key}/bot`), 'standard', options.budget ?? ANALYSIS_DEFAULTS.budget);
  const base = { version: view.version, actual, suggested };
  if (spelling(actual) === spelling(suggested)) return { ...base, loss: 0 };
  let total = 0;
  let n = 0;
  for (let k = 0; k < samples; k++) {
    const sample = sampleState(view, seededRandom(`${key}/sample/${k}`));
    const mine = valueAfter(sample, seat, actual, `${key}/playout/${k}`, plies);
    const bot = valueAfter(sample, seat, suggested, `${key}/playout/${k}`, plies);
    // A move refused on a determinization (a card's finer rule on a guessed board) says nothing there.
    if (mine === null || bot === null) continue;
    total += bot - mine;
    n++;
  }
  return { ...base, loss: n ? Math.max(0, round2(total / n)) : 0 };
}

/**
 * What the analysis reads of a finished game's record (the room's GameRecord, its JSON
 * as /record serves it): the game's making and the actions, in order.
 */
export type PlayedGame = {
  setup: Setup;
  seed: Seed;
  deal?: Deal | undefined;
  actions: readonly { seq: number; seat: number; action: unknown }[];
};

/** The record's game replayed to each of `seat`'s decisions: its view then, and what it did. */
function* decisionsOf(record: PlayedGame, seat: number): Generator<{ view: View; actual: Action; total: number }> {
  const made = createGame(record.setup, record.seed, record.deal);
  if (!made.ok) throw new Error(`The record does not create its game (${made.error.refusal.key}).`);
  if (!Number.isInteger(seat) || seat < 0 || seat >= made.state.players.length) {
    throw new Error(`No seat ${seat} in this game: seats are 0 to ${made.state.players.length - 1}.`);
  }
  const parsed = record.actions.map(({ seq, seat: who, action }) => {
    const out = ActionSchema.safeParse(action);
    if (!out.success) throw new Error(`Action ${seq} of the record is not an action.`);
    return { seq, who, action: out.data };
  });
  const total = parsed.filter((a) => a.who === seat && isDecision(a.action)).length;
  let state = made.state;
  const history = [...made.events];
  for (const { seq, who, action } of parsed) {
    if (who === seat && isDecision(action)) yield { view: viewFor(state, seat, history), actual: action, total };
    const out = applyAction(state, who, action);
    if (!out.ok) throw new Error(`Action ${seq} of the record is refused on replay (${out.error.refusal.key}).`);
    state = out.state;
    history.push(...out.events);
  }
}

/**
 * The analysis step by step, for a page that shows its progress between steps: each
 * yield is one more decision judged, with how many there are in all.
 */
export function* analysisSteps(
  record: PlayedGame,
  seat: number,
  options: AnalysisOptions = {},
): Generator<{ judgement: Judgement; done: number; total: number }> {
  const game = options.gameId ?? String(record.seed);
  let done = 0;
  for (const { view, actual, total } of decisionsOf(record, seat)) {
    const judgement = judgeDecision(view, actual, `analysis/${game}/${seat}/${view.version}`, options);
    yield { judgement, done: ++done, total };
  }
}

/** Every decision `seat` made in the recorded game, judged against the standard bot's. */
export function analyzeGame(record: PlayedGame, seat: number, options: AnalysisOptions = {}): Analysis {
  return { decisions: [...analysisSteps(record, seat, options)].map((s) => s.judgement) };
}
