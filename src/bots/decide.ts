// A bot's decision for one seat from that seat's View alone (R13), never the State, the
// seed or another seat's view. Whatever the View hides is guessed (sample.ts).
import type {
  Action, Random, State, View,
} from '../engine/index.ts';
import { cardPlays } from './candidates.ts';
import { majorityOf, pieceFor, sharesInto } from './evaluate.ts';
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

/** Units of counted work (work.ts) a budget buys: the room's 3 buys 75, about 5 ms of CPU on a busy machine. */
const UNITS_PER_BUDGET = 25;

/**
 * How much look ahead a budget buys: candidates, determinizations, placements per
 * playout, and the cap on the units (work.ts) all of them may spend together.
 */
export function effort(budget: number, players: number) {
  const b = Math.max(0, budget);
  return {
    // npm run duel: many candidates judged by the evaluation right after the move beat a
    // few followed by greedy playouts (2 players against greedy at the room's cap: 32
    // candidates and no playout 95.5% of wins, 3 with two placements' playout 76.3%, 200
    // games each), so the work goes to candidates and playouts stay for bigger budgets.
    candidates: Math.max(2, Math.min(64, Math.round(2 + 10 * b))),
    samples: Math.max(1, Math.floor(b / 3)),
    plies: b >= 10 ? players : 0,
    work: Math.max(40, Math.round(UNITS_PER_BUDGET * b)),
  };
}

/**
 * A placement's search within the cap: every candidate on every sample with a playout of
 * the same length. Shorter playouts go first (down to one round of the table), then
 * samples (down to one), then candidates (down to two), then playouts again.
 */
export function placementPlan(e: ReturnType<typeof effort>, players: number, queen: boolean) {
  let { candidates, samples, plies } = e;
  // The Queen's candidate takes one of the candidates' places, and its playout one more
  // placement: the seat's own, which the card comes just before.
  const cost = () => COST.options + samples * COST.sample + samples * candidates * (COST.action + playoutCost(plies, players))
    + (queen ? samples * (playoutCost(plies + 1, players) - playoutCost(plies, players)) : 0);
  while (cost() > e.work && plies > players) plies--;
  while (cost() > e.work && samples > 1) samples--;
  while (cost() > e.work && candidates > 2) candidates--;
  while (cost() > e.work && plies > 0) plies--;
  return { candidates, samples, plies, cost: cost() };
}

/**
 * R9 Queen: the one area worth closing, if any: the one the seat most likely holds, with
 * the most at stake there (its brokers' total), so the others cannot take it back. The
 * playouts then judge whether closing it beats keeping the card.
 */
function queenPlay(s: State, seat: number, prompt: Extract<View['prompt'], { kind: 'place' }>, random: Random): Action[] {
  const players = s.players.length;
  const share = new Float64Array(players + 1);
  let best: Action | null = null;
  let bestScore = 0;
  for (const play of cardPlays('queen', prompt.choices, random)) {
    if (!('spot' in play)) continue;
    const pieces = s.city[play.spot.neighborhood - 1]![play.spot.area].map((b) => pieceFor(b, seat));
    const m = majorityOf(pieces, players);
    if (!m.present[seat] || m.present.reduce((a, b) => a + b, 0) < 2) continue; // nothing to defend
    sharesInto(m, share);
    const score = share[seat]! * m.totals.reduce((a, b) => a + b, 0);
    if (score > bestScore) { bestScore = score; best = play; }
  }
  return best ? [best] : [];
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
  const queen = prompt.cards.includes('queen');
  const plan = placementPlan(e, players, queen);
  const states = Array.from({ length: plan.samples }, () => { work.take(COST.sample); return sampleState(view, random); });
  work.take(COST.options);
  const options = [
    ...placementOptions(states[0]!, view.seat, prompt, random, queen ? plan.candidates - 1 : plan.candidates),
    ...(queen ? queenPlay(states[0]!, view.seat, prompt, random) : []),
  ];
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
