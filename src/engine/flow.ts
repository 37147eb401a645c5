// The agenda runner: automatic tasks run at once, decisions wait for a seat's action.
import { bid, chooseOrder } from './bidding.ts';
import { afterPlace, cardWindow, chooseColor } from './cards.ts';
import { countColumns, countRows, highestBidder, marketCleanup, moveQuotationDecision, orderColumns } from './counting/market.ts';
import { countAreas, countNeighborhood, portGems } from './counting/neighborhood.ts';
import type { Decision } from './decision.ts';
import { RuleBreak, fail } from './game.ts';
import { peek } from './characters.ts';
import { throne } from './kingsFavor.ts';
import { leftover, place } from './placement.ts';
import { type Action, ActionSchema, type Deal, DealSchema, type RuleError, type Seed, SeedSchema, type Setup, SetupSchema, type State, type Task, type TaskOf } from './schema.ts';
import { finalScoring } from './scoring.ts';
import { buildGame } from './setup.ts';
import { endTurn, setUpTurn } from './turn.ts';

type Auto = { [K in Task['kind']]?: (s: State, task: TaskOf<K>) => void };
type Decisions = { [K in Task['kind']]?: Decision<TaskOf<K>> };

const AUTO: Auto = {
  turnSetup: (s) => setUpTurn(s),
  leftover: (s) => leftover(s),
  countNeighborhood: (s, t) => countNeighborhood(s, t.neighborhood),
  areas: (s, t) => countAreas(s, t.neighborhood),
  marketRows: (s) => countRows(s),
  marketColumns: (s) => countColumns(s),
  highestBidder: (s) => highestBidder(s),
  marketCleanup: (s) => marketCleanup(s),
  endTurn: (s) => endTurn(s),
  finalScoring: (s) => { s.result = finalScoring(s); },
};

const DECISIONS: Decisions = {
  bid, chooseOrder, place, afterPlace, window: cardWindow, portGems, orderColumns,
  moveQuotation: moveQuotationDecision, chooseColor, throne,
};

export function decisionOf(task: Task): Decision<Task> | undefined {
  return DECISIONS[task.kind] as Decision<Task> | undefined;
}

/** Run the agenda until a seat must decide something, or the game is over. */
export function advance(s: State): void {
  for (;;) {
    const task = s.agenda[0];
    if (!task) return;
    const auto = AUTO[task.kind] as ((s: State, t: Task) => void) | undefined;
    if (auto) {
      s.agenda.shift();
      auto(s, task);
      continue;
    }
    const decision = decisionOf(task)!;
    if (decision.auto?.(s, task)) continue;
    if (decision.waiting(s, task).length) return;
    s.agenda.shift();
  }
}

export type Outcome<T> = { ok: true } & T | { ok: false; error: RuleError };

const toError = (e: unknown): RuleError => {
  if (e instanceof RuleBreak) return { code: e.code, ...(e.rule ? { rule: e.rule } : {}), message: e.message };
  throw e;
};

/** R2: a new game, deterministic in its setup, seed and deal. */
export function createGame(setup: Setup, seed: Seed, deal?: Deal): Outcome<{ state: State }> {
  const parsedSetup = SetupSchema.safeParse(setup);
  const parsedSeed = SeedSchema.safeParse(seed);
  const parsedDeal = DealSchema.safeParse(deal ?? {});
  if (!parsedSetup.success || !parsedSeed.success || !parsedDeal.success) {
    const bad = (parsedSetup.error ?? parsedSeed.error ?? parsedDeal.error)?.issues[0];
    return { ok: false, error: { code: 'invalid', message: `Invalid game settings (${bad?.path.join('.') || 'input'}: ${bad?.message}).` } };
  }
  try {
    const state = buildGame(parsedSetup.data, parsedSeed.data, parsedDeal.data);
    advance(state);
    return { ok: true, state };
  } catch (e) {
    return { ok: false, error: toError(e) };
  }
}

export function waitingFor(s: State): number[] {
  const task = s.agenda[0];
  if (!task) return [];
  return decisionOf(task)?.waiting(s, task) ?? [];
}

/**
 * Apply one seat's action. A rejected action names the rule and leaves the given
 * state untouched: the work happens on a copy.
 */
export function applyAction(state: State, seat: number, input: unknown): Outcome<{ state: State; events: State['log'] }> {
  const parsed = ActionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: { code: 'invalid', message: `That is not a valid action${issue ? ` (${issue.path.join('.') || 'action'}: ${issue.message})` : ''}.` } };
  }
  const action: Action = parsed.data;
  if (state.result) return { ok: false, error: { code: 'game-over', rule: 'R8', message: 'The game is over.' } };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) {
    return { ok: false, error: { code: 'no-seat', message: 'There is no such seat in this game.' } };
  }
  const s = structuredClone(state);
  const logStart = s.log.length;
  try {
    // R9 Spy: a look is taken at any moment of the placement phase, not only on one's own turn.
    if (action.type === 'peek') peek(s, seat, action.target);
    else {
      if (!waitingFor(s).includes(seat)) fail('R3', 'It is not your move: the game is waiting for someone else.', 'not-your-turn');
      decisionOf(s.agenda[0]!)!.apply(s, s.agenda[0]!, seat, action);
      advance(s);
    }
  } catch (e) {
    return { ok: false, error: toError(e) };
  }
  s.version++;
  return { ok: true, state: s, events: s.log.slice(logStart) };
}
