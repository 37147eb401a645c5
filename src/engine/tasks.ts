// The agenda's one table: for every kind of task, the rule that handles it (automatic,
// or a decision with its prompt) and the phase it belongs to. The table's type names
// every kind, so a kind added to the schema and forgotten here does not compile.
import type { State, Task, TaskOf } from './schema.ts';
import type { Ask, Decision, Phase, TaskRule } from './decision.ts';
import { bid, chooseOrder } from './bidding.ts';
import { afterPlace, cardWindow, chooseColour } from './cards.ts';
import {
  countColumns,
  countRows,
  highestBidder,
  marketCleanup,
  moveQuotation,
  orderColumns,
} from './counting/market.ts';
import { countAreas, countNeighborhood, portGems } from './counting/neighborhood.ts';
import { throne } from './kingsFavor.ts';
import { leftover, place } from './placement.ts';
import { finalScoring } from './scoring.ts';
import { endTurn, turnSetup } from './turn.ts';

export type TaskTable = { [K in Task['kind']]: TaskRule<TaskOf<K>> };

export const TASKS: TaskTable = {
  turnSetup,
  bid,
  chooseOrder,
  window: cardWindow,
  place,
  afterPlace,
  leftover,
  countNeighborhood,
  portGems,
  areas: countAreas,
  marketRows: countRows,
  marketColumns: countColumns,
  orderColumns,
  highestBidder,
  moveQuotation,
  chooseColour,
  marketCleanup,
  endTurn,
  throne,
  finalScoring,
};

/** The rule of a task, seen from outside, where its kind is only known at run time. */
const ruleOf = (task: Task) => TASKS[task.kind] as TaskRule<Task>;

export function phaseOf(s: State): Phase {
  const task = s.agenda[0];
  if (!task || s.result) return 'over';
  const { phase } = ruleOf(task);
  return typeof phase === 'function' ? phase(task) : phase;
}

/** The seats that must act now (several during bids and the throne). */
export function waitingFor(s: State): number[] {
  const task = s.agenda[0];
  if (!task) return [];
  const rule = ruleOf(task);
  return rule.kind === 'decision' ? rule.waiting(s, task) : [];
}

/** The decision at the head of the agenda, if any. */
export function headDecision(s: State): { rule: Decision<Task>; task: Task } | null {
  const task = s.agenda[0];
  if (!task) return null;
  const rule = ruleOf(task);
  return rule.kind === 'decision' ? { rule, task } : null;
}

/** What the head decision asks of this waiting seat. */
export function askOf(s: State, seat: number): Ask | null {
  const head = headDecision(s);
  return head?.rule.waiting(s, head.task).includes(seat) ? head.rule.prompt(s, head.task, seat) : null;
}

/**
 * No game needs more automatic steps than this between two decisions (a whole turn's
 * counting is well under 100): past it, a task is re-queueing itself for ever.
 */
const MAX_STEPS = 10_000;

/** Run the agenda until a seat must decide something, or the game is over. */
export function advance(s: State): void {
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const task = s.agenda[0];
    if (!task) return;
    const rule = ruleOf(task);
    if (rule.kind === 'automatic') {
      s.agenda.shift();
      rule.run(s, task);
      continue;
    }
    if (rule.auto?.(s, task)) continue;
    if (rule.waiting(s, task).length) return;
    s.agenda.shift();
  }
  throw new Error(
    `The agenda made ${MAX_STEPS} automatic steps without a decision: a task re-queues itself (head: ` +
      `${s.agenda[0]?.kind}).`,
  );
}
