// A bot's decision for one seat from that seat's View alone (R13), never the State, the
// seed or another seat's view. Whatever the View hides is guessed (sample.ts).
import type { Action, BrokerView, Random, State, View } from '../engine/index.ts';
import { cardPlays } from './candidates.ts';
import { majorityOf, pieceFor, sharesInto, UNSEEN_VALUE } from './evaluate.ts';
import { greedyAction } from './greedy.ts';
import { placementOptions } from './placement.ts';
import { bestByPlayout, playoutCost } from './playout.ts';
import { sampleState } from './sample.ts';
import { COST, Work } from './work.ts';

export type BotLevel = 'greedy' | 'standard';

/**
 * The room's budget: the default, which the room's alarm (src/room/alarmSchedule.ts), a hint and
 * the analysis use, so a call without one plays what players meet. Its work is capped
 * (work.ts): npm run duel measures the decision's CPU, median and p99.
 */
export const ROOM_BUDGET = 3;

/**
 * Units of counted work (work.ts) a budget buys: the room's 3 buys 75, a decision's CPU
 * then 0.42 ms median and 6.2 ms p99 (npm run duel, 4 players, a busy 2-core machine).
 */
const UNITS_PER_BUDGET = 25;

/**
 * How much look ahead a budget buys: candidates, determinizations, placements per
 * playout, and the cap on the units (work.ts) all of them may spend together.
 */
export function effort(budget: number, players: number) {
  const b = Math.max(0, budget);
  return {
    // npm run duel: many candidates judged by the evaluation right after the move beat a
    // few followed by greedy playouts (2 players against greedy within the room's cap: 32
    // candidates and no playout 95.5% of wins, 3 with two placements' playout 76.3%, 200
    // games each; 4 players against three greedy: 60 candidates 53.5%, 32 46.5%, 100
    // games), so the work goes to candidates and playouts stay for bigger budgets. Judged by
    // evaluate.ts's standing: 4 players against three greedy, 50.9% [47.8, 54.0] of 1,000
    // games, 46.9% [43.9, 50.0] by the lead over the best other alone.
    candidates: Math.max(2, Math.min(64, Math.round(20 * b))),
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
  const cost = () =>
    COST.options +
    samples * COST.sample +
    samples * candidates * (COST.action + playoutCost(plies, players)) +
    (queen ? samples * (playoutCost(plies + 1, players) - playoutCost(plies, players)) : 0);
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
function queenPlay(
  s: State,
  seat: number,
  prompt: Extract<View['prompt'], { kind: 'place' }>,
  random: Random,
): Action[] {
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
    if (score > bestScore) {
      bestScore = score;
      best = play;
    }
  }
  return best ? [best] : [];
}

/**
 * R9 Spy: the look worth taking, if any: at another seat's hidden broker in a majority the
 * seat has a part in and that is close (within what one hidden broker can swing), the
 * closest first; where the seat has no part, knowing changes none of its choices.
 */
function spyLook(view: View): Action | null {
  const seat = view.seat!;
  let best: Action | null = null;
  let bestGap = 4;
  for (const target of view.spyTargets) {
    const { spot } = target;
    if (spot === 'throne') continue;
    const group: BrokerView[] =
      'row' in spot
        ? view.market.cells.flatMap((c) => (c.row === spot.row && c.broker ? [c.broker] : []))
        : view.city[spot.neighborhood - 1]!.areas[spot.area];
    const totals = new Map<BrokerView['owner'], number>();
    for (const b of group) totals.set(b.owner, (totals.get(b.owner) ?? 0) + (b.marked ? 5 : (b.value ?? UNSEEN_VALUE)));
    const mine = totals.get(seat);
    if (mine === undefined) continue;
    const others = [...totals].filter(([who]) => who !== seat).map(([, t]) => t);
    const gap = Math.abs(mine - Math.max(...others));
    if (gap < bestGap) {
      bestGap = gap;
      best = { type: 'peek', target };
    }
  }
  return best;
}

/** What a caller allows the bot beyond moving the game on. */
export type BotOptions = {
  /**
   * R9 Spy: whether it may take a look, an action after which the same seat is asked
   * again. Never for a stand-in, whose decision must move the game on.
   */
  look?: boolean;
};

/** A decision and the units it spent (work.ts): at most its effort's cap. */
export function botDecision(
  view: View,
  random: Random,
  level: BotLevel,
  budget = ROOM_BUDGET,
  options: BotOptions = {},
): { action: Action; work: number } {
  if (view.seat === null || !view.waitingFor.includes(view.seat))
    throw new Error('The bot is asked for a seat the game is not waiting on.');
  const players = view.players.length;
  const e = effort(budget, players);
  const work = new Work(e.work);
  if (level === 'greedy') return { action: greedyAction(view, random, 1, work), work: work.used };
  const prompt = view.prompt;
  if (prompt.kind !== 'place') return { action: greedyAction(view, random, e.samples, work), work: work.used };
  const queen = prompt.cards.includes('queen');
  const look = options.look ? spyLook(view) : null;
  if (look) {
    work.take(COST.action);
    return { action: look, work: work.used };
  }
  const plan = placementPlan(e, players, queen);
  const states = Array.from({ length: plan.samples }, () => {
    work.take(COST.sample);
    return sampleState(view, random);
  });
  work.take(COST.options);
  const moves = [
    ...placementOptions(states[0]!, view.seat, prompt, random, queen ? plan.candidates - 1 : plan.candidates),
    ...(queen ? queenPlay(states[0]!, view.seat, prompt, random) : []),
  ];
  const action = moves.length === 1 ? moves[0]! : bestByPlayout(moves, states, view.seat, plan.plies, random, work);
  return { action, work: work.used };
}

/**
 * A legal action for `view.seat`, which the view says is waited on. `budget` (for
 * 'standard') buys more look ahead (candidates, determinizations): steadier choices for
 * more work. It is spent as counted work, never measured time, so a decision depends on
 * the view and the random stream only. A Spy's look only when `options.look` allows it.
 */
export function botAction(
  view: View,
  random: Random,
  level: BotLevel,
  budget = ROOM_BUDGET,
  options: BotOptions = {},
): Action {
  return botDecision(view, random, level, budget, options).action;
}
