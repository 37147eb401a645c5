// The 'greedy' level: one ply. Each action the prompt offers is applied to a sampled
// state (sample.ts) and the result scored (evaluate.ts); placements take placement.ts's
// fast path. Bids and the turn order are judged by rules of thumb: one ply after them
// the board has not changed, so the evaluation cannot tell them apart.
import { type Action, applyInPlace, cloneState, type Random, type State, type View } from '../engine/index.ts';
import { candidates } from './candidates.ts';
import { evaluate } from './evaluate.ts';
import { choosePlacement } from './placement.ts';
import { sampleState } from './sample.ts';
import { COST, Work } from './work.ts';

/** R5.1: a bid near a sum drawn at random, cheap brokers first: order is worth something, but so is placing strong. */
export function chooseBid(actions: Action[], random: Random): Action {
  const target = 2 + Math.floor(random() * 5);
  const cost = (a: Action) =>
    a.type === 'bid' ? Math.abs(a.brokers[0] + a.brokers[1] - target) + 0.1 * Math.max(...a.brokers) : Infinity;
  return actions.reduce((best, a) => (cost(a) < cost(best) ? a : best));
}

/** R5.3: the last position, when free, has the last word on every majority; else the first, for the market. */
export function chooseOrder(actions: Action[]): Action {
  const position = (a: Action) => (a.type === 'chooseOrder' ? a.position : 0);
  return actions.reduce((best, a) => (position(a) > position(best) ? a : best));
}

/** The candidate with the best mean evaluation over the sampled states; refused ones are dropped. */
function bestOf(actions: Action[], states: State[], seat: number, random: Random, work: Work): Action {
  let best = actions[0]!;
  let bestScore = -Infinity;
  for (const action of actions) {
    let total = 0;
    let ok = true;
    for (const s of states) {
      const next = cloneState(s);
      work.take(COST.action);
      try {
        applyInPlace(next, seat, action);
      } catch {
        ok = false; // a card's finer rule refused these arguments
        break;
      }
      total += evaluate(next, seat);
    }
    const score = total / states.length + random() * 1e-6;
    if (ok && score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

/**
 * The greedy decision for the view's seat, judged on up to `samples` determinizations:
 * as many as `work`'s cap allows for every candidate, and when even one does not, the
 * candidates it allows (they come in random order, the pass first).
 */
export function greedyAction(view: View, random: Random, samples = 1, work = new Work(Infinity)): Action {
  const seat = view.seat!;
  const prompt = view.prompt;
  if (prompt.kind === 'place') {
    work.take(COST.sample + COST.placement);
    return choosePlacement(sampleState(view, random), seat, prompt, random);
  }
  const actions = candidates(prompt, random);
  if (!actions.length) throw new Error(`Nothing to decide for seat ${seat}: the prompt is "${prompt.kind}".`);
  if (actions.length === 1) return actions[0]!;
  if (prompt.kind === 'bid') return chooseBid(actions, random);
  if (prompt.kind === 'chooseOrder') return chooseOrder(actions);
  const left = work.cap - work.used;
  const n = Math.max(1, Math.min(samples, Math.floor(left / (COST.sample + actions.length * COST.action))));
  const tried = actions.slice(0, Math.max(2, Math.floor((left - n * COST.sample) / (n * COST.action))));
  const states = Array.from({ length: n }, () => {
    work.take(COST.sample);
    return sampleState(view, random);
  });
  return bestOf(tried, states, seat, random, work);
}
