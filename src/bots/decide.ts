// A bot's decision for one seat from that seat's View alone (R13), never the State, the
// seed or another seat's view. Whatever the View hides is guessed (sample.ts).
import type {
  Action, Random, View,
} from '../engine/index.ts';
import { greedyAction } from './greedy.ts';
import { placementOptions } from './placement.ts';
import { bestByPlayout } from './playout.ts';
import { sampleState } from './sample.ts';

export type BotLevel = 'greedy' | 'standard';

/** How much look ahead a budget (ms) buys: candidates, determinizations, placements per playout. */
export function effort(budget: number, players: number) {
  const b = Math.max(0, budget);
  return {
    candidates: Math.max(2, Math.min(8, Math.round(2 + b / 2.5))),
    samples: Math.max(1, Math.min(8, Math.round(b / 1.5))),
    // Placements per playout: two rounds of the table, the seat's own next one included.
    plies: 2 * players,
  };
}

/**
 * A legal action for `view.seat`, which the view says is waited on. `budget` (ms, for
 * 'standard') buys more look ahead (candidates, determinizations): more time, steadier
 * choices. It is spent as counted work, never measured time, so a decision depends on
 * the view and the random stream only. A Spy's look is never returned (it is optional,
 * and a stand-in's decision must move the game on).
 */
export function botAction(view: View, random: Random, level: BotLevel, budget = 5): Action {
  if (view.seat === null || !view.waitingFor.includes(view.seat)) throw new Error('The bot is asked for a seat the game is not waiting on.');
  if (level === 'greedy') return greedyAction(view, random, 1);
  const e = effort(budget, view.players.length);
  const prompt = view.prompt;
  if (prompt.kind === 'place') {
    const states = Array.from({ length: e.samples }, () => sampleState(view, random));
    const options = placementOptions(states[0]!, view.seat, prompt, random, e.candidates);
    if (options.length === 1) return options[0]!;
    return bestByPlayout(options, states, view.seat, e.plies, random);
  }
  return greedyAction(view, random, e.samples);
}
