// A bot's decision for one seat from that seat's View alone (R13), never the State, the
// seed or another seat's view. Whatever the View hides is guessed (sample.ts).
import type {
  Action, Random, View,
} from '../engine/index.ts';
import { greedyAction } from './greedy.ts';
import { placementOptions } from './placement.ts';
import { bestByPlayout, playoutCost } from './playout.ts';
import { sampleState } from './sample.ts';
import { COST, Work } from './work.ts';

export type BotLevel = 'greedy' | 'standard';

/**
 * The room's budget (src/room/agenda.ts passes it to every decision it asks for): the
 * default, so a call without one plays what players meet.
 */
export const ROOM_BUDGET = 3;

/** Units of counted work (work.ts) a budget buys: about 0.1 ms of Node's CPU each. */
const UNITS_PER_BUDGET = 25;

/**
 * How much look ahead a budget buys: candidates, determinizations, placements per
 * playout, and the cap on the units (work.ts) all of them may spend together.
 */
export function effort(budget: number, players: number) {
  const b = Math.max(0, budget);
  return {
    candidates: Math.max(2, Math.min(8, Math.round(2 + b / 2.5))),
    samples: Math.max(1, Math.min(8, Math.round(b / 1.5))),
    // Placements per playout: two rounds of the table, the seat's own next one included.
    plies: 2 * players,
    work: Math.max(40, Math.round(UNITS_PER_BUDGET * b)),
  };
}

/**
 * A placement's search within the cap: every candidate on every sample with a playout of
 * the same length. Shorter playouts go first (down to one round of the table), then
 * samples (down to one), then candidates (down to two), then playouts again.
 */
export function placementPlan(e: ReturnType<typeof effort>, players: number) {
  let { candidates, samples, plies } = e;
  const cost = () => COST.placement + samples * COST.sample + samples * candidates * (COST.action + playoutCost(plies, players));
  while (cost() > e.work && plies > players) plies--;
  while (cost() > e.work && samples > 1) samples--;
  while (cost() > e.work && candidates > 2) candidates--;
  while (cost() > e.work && plies > 0) plies--;
  return { candidates, samples, plies, cost: cost() };
}

/** A decision and the units it spent (work.ts): at most its effort's cap. */
export function botDecision(view: View, random: Random, level: BotLevel, budget = ROOM_BUDGET): { action: Action; work: number } {
  if (view.seat === null || !view.waitingFor.includes(view.seat)) throw new Error('The bot is asked for a seat the game is not waiting on.');
  const players = view.players.length;
  const e = effort(budget, players);
  const work = new Work(e.work);
  if (level === 'greedy') return { action: greedyAction(view, random, 1, work), work: work.used };
  const prompt = view.prompt;
  if (prompt.kind !== 'place') return { action: greedyAction(view, random, e.samples, work), work: work.used };
  const plan = placementPlan(e, players);
  const states = Array.from({ length: plan.samples }, () => { work.take(COST.sample); return sampleState(view, random); });
  work.take(COST.placement);
  const options = placementOptions(states[0]!, view.seat, prompt, random, plan.candidates);
  const action = options.length === 1 ? options[0]! : bestByPlayout(options, states, view.seat, plan.plies, random, work);
  return { action, work: work.used };
}

/**
 * A legal action for `view.seat`, which the view says is waited on. `budget` (for
 * 'standard') buys more look ahead (candidates, determinizations): steadier choices for
 * more work. It is spent as counted work, never measured time, so a decision depends on
 * the view and the random stream only. A Spy's look is never returned (it is optional,
 * and a stand-in's decision must move the game on).
 */
export function botAction(view: View, random: Random, level: BotLevel, budget = ROOM_BUDGET): Action {
  return botDecision(view, random, level, budget).action;
}
