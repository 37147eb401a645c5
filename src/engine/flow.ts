// The engine's moves: a new game, and one seat's action applied. The plain path parses
// its input and works on a copy, so a refused action leaves the given state untouched;
// the playout path applies a legal action to a state its caller owns. Both run the same
// rules (tasks.ts), and the fuzzer runs both and compares them.
import { peek } from './peek.ts';
import { type LogEntry, emit, eventsOf } from './events.ts';
import { randomAction } from './randomAction.ts';
import { seededRandom } from './random.ts';
import { RuleBreak, fail } from './ruleBreak.ts';
import type { RuleError } from './refusals.ts';
import { type Deal, DealSchema, type Seed, SeedSchema, GameSetupSchema, type State } from './schema.ts';
import { type Action, ActionSchema } from './actions.ts';
import type { Setup } from './newGame.ts';
import { buildGame } from './setup.ts';
import { advance, headDecision } from './tasks.ts';
import { cloneState } from './clone.ts';

export type Outcome<T> = ({ ok: true } & T) | { ok: false; error: RuleError };

const toError = (e: unknown): RuleError => {
  if (e instanceof RuleBreak) return { code: e.code, ...(e.rule ? { rule: e.rule } : {}), refusal: e.refusal };
  throw e;
};

/** R2: a new game, deterministic in its setup, seed and deal; `events` is the history of version 0. */
export function createGame(setup: Setup, seed: Seed, deal?: Deal): Outcome<{ state: State; events: LogEntry[] }> {
  // The structure only: the rule on names is the creator's (SetupSchema, at the form and
  // the API), and a stored game replays with the names it was accepted with.
  const parsedSetup = GameSetupSchema.safeParse(setup);
  const parsedSeed = SeedSchema.safeParse(seed);
  const parsedDeal = DealSchema.safeParse(deal ?? {});
  if (!parsedSetup.success || !parsedSeed.success || !parsedDeal.success) {
    // The path only: zod's own words are English, and a refusal is said in the reader's language.
    const bad = (parsedSetup.error ?? parsedSeed.error ?? parsedDeal.error)?.issues[0];
    return {
      ok: false,
      error: { code: 'invalid', refusal: { key: 'invalidSettings', path: bad?.path.join('.') ?? '' } },
    };
  }
  try {
    const state = buildGame(parsedSetup.data, parsedSeed.data, parsedDeal.data);
    const events = eventsOf(state, 0, () => advance(state));
    return { ok: true, state, events };
  } catch (e) {
    return { ok: false, error: toError(e) };
  }
}

/** The rules of one action, on a state the caller lets them change. */
function play(s: State, seat: number, action: Action): void {
  // R9 Spy: a look is taken at any moment of the placement phase, not only on one's own turn.
  if (action.type === 'peek') {
    peek(s, seat, action.target);
    return;
  }
  if (action.type === 'standIn') {
    standIn(s, seat, action.reason, action.decision);
    return;
  }
  const head = headDecision(s);
  if (!head?.rule.waiting(s, head.task).includes(seat)) {
    fail('R3', { key: 'notYourTurn' }, 'not-your-turn');
  }
  head.rule.apply(s, head.task, seat, action);
  advance(s);
}

/**
 * A seat whose time ran out, or that the host handed over: a stand-in decides for it.
 * Its decision comes with the action (the room's bot, which sees only the seat's view);
 * without one (games stored before the bot) a random legal decision is drawn from the
 * version and seat, so that a replay draws it again. A Spy's look is optional, so the
 * stand-in never spends the turn on one.
 */
function standIn(s: State, seat: number, reason: 'time' | 'host', decision: unknown): void {
  const head = headDecision(s);
  if (!head?.rule.waiting(s, head.task).includes(seat)) fail('R3', { key: 'seatNotWaited' }, 'not-your-turn');
  emit(s, { kind: 'standIn', seat, reason });
  let action: Action | null;
  if (decision === undefined) {
    const random = seededRandom(`stand-in/${s.version}/${seat}`);
    action = randomAction(s, seat, random);
    for (let n = 0; action?.type === 'peek' && n < 20; n++) action = randomAction(s, seat, random);
  } else {
    const parsed = ActionSchema.safeParse(decision);
    action = parsed.success ? parsed.data : null;
  }
  if (!action || action.type === 'peek' || action.type === 'standIn') fail('R3', { key: 'standInNothing' });
  play(s, seat, action);
}

/**
 * Apply one seat's action. A rejected action names the rule and leaves the given
 * state untouched: the work happens on a copy. `events` is what it added to the history.
 */
export function applyAction(state: State, seat: number, input: unknown): Outcome<{ state: State; events: LogEntry[] }> {
  const parsed = parseAction(input);
  return parsed.ok ? applyParsed(state, seat, parsed.action) : parsed;
}

/** A seat's action through its schema (actions.ts): typed, in its one spelling, or refused. */
export function parseAction(input: unknown): Outcome<{ action: Action }> {
  const parsed = ActionSchema.safeParse(input);
  if (parsed.success) return { ok: true, action: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error: { code: 'invalid', refusal: { key: 'invalidAction', ...(issue ? { path: issue.path.join('.') } : {}) } },
  };
}

/**
 * applyAction for an action parseAction gave: the room parses a page's action once, and
 * a woken game replays its own stored actions without parsing them again.
 */
export function applyParsed(state: State, seat: number, action: Action): Outcome<{ state: State; events: LogEntry[] }> {
  const refused = refusedSeat(state, seat);
  if (refused) return refused;
  const s = cloneState(state);
  const out = applyLogged(s, seat, action);
  return out.ok ? { ok: true, state: s, events: out.events } : out;
}

const refusedSeat = (s: State, seat: number): { ok: false; error: RuleError } | null => {
  if (s.result) return { ok: false, error: { code: 'game-over', rule: 'R8', refusal: { key: 'gameOver' } } };
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length)
    return { ok: false, error: { code: 'no-seat', refusal: { key: 'noSuchSeat' } } };
  return null;
};

/**
 * applyParsed on a state the caller owns, with no copy: the replay of a finished game's
 * record (its actions the room's own, accepted once), which keeps a copy of its own only
 * now and then. Refused, the state may be left half-changed.
 */
export function applyLogged(s: State, seat: number, action: Action): Outcome<{ events: LogEntry[] }> {
  const refused = refusedSeat(s, seat);
  if (refused) return refused;
  try {
    const events = eventsOf(s, s.version + 1, () => play(s, seat, action));
    s.version++;
    return { ok: true, events };
  } catch (e) {
    return { ok: false, error: toError(e) };
  }
}

/**
 * The playout path (bots, the fuzzer, the bench): a legal action, already typed, applied
 * to a state the caller owns, with no copy and no history. A refused action throws its
 * RuleBreak and may leave the state half-changed: the caller's copy is its own.
 */
export function applyInPlace(s: State, seat: number, action: Action): void {
  play(s, seat, action);
  s.version++;
}
