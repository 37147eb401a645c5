// The bots' door: a decision for one seat from that seat's View alone (R13), never the
// State, the seed or another seat's view. Whatever the View hides is guessed (sample.ts).
import type { View } from '../engine/index.ts';
import type { Random } from '../engine/random.ts';
import type { Action } from '../engine/schema.ts';
import { greedyAction } from './greedy.ts';

export type BotLevel = 'greedy' | 'standard';

/**
 * A legal action for `view.seat`, which the view says is waited on. `budget` (ms, for
 * 'standard') buys more determinizations: more time, steadier choices where hidden
 * things matter. A Spy's look is never returned (it is optional, and a stand-in's
 * decision must move the game on).
 */
export function botAction(view: View, random: Random, level: BotLevel, budget = 5): Action {
  if (view.seat === null || !view.waitingFor.includes(view.seat)) throw new Error('The bot is asked for a seat the game is not waiting on.');
  if (level === 'greedy') return greedyAction(view, random, 1);
  const samples = Math.max(1, Math.min(8, Math.round(budget / 1.5)));
  return greedyAction(view, random, samples);
}
