// The 'standard' level's look ahead: candidate moves, each tried on determinizations
// (sample.ts), followed by a playout of `plies` placements (none at the room's budget) in
// which every seat plays greedy's fast policy on the sampled state, then scored
// (evaluate.ts's standing). The work is counted in units (work.ts), never in time, so the
// same view and random stream give the same decision.
import {
  type Action,
  applyInPlace,
  cloneState,
  type Phase,
  phaseOf,
  type Prompt,
  promptFor,
  type Random,
  seededRandom,
  type State,
  waitingFor,
} from '../engine/index.ts';
import { standing } from './evaluate.ts';
import { choosePlacement } from './placement.ts';
import { candidates } from './candidates.ts';
import { chooseBid, chooseOrder } from './greedy.ts';
import { COST, type Work } from './work.ts';

/** A cheap decision for any seat of a sampled state: placements by placement.ts, the rest by rules of thumb. */
function fastAction(s: State, seat: number, prompt: Prompt, random: Random): Action | null {
  switch (prompt.kind) {
    case 'place':
      return choosePlacement(s, seat, prompt, random);
    case 'playCards':
      return { type: 'pass' };
    case 'bid':
    case 'chooseOrder': {
      const actions = candidates(prompt, random);
      if (!actions.length) return null;
      return prompt.kind === 'bid' ? chooseBid(actions, random) : chooseOrder(actions);
    }
    default:
      return null; // the playout stops: its phase is over
  }
}

const PLAYED: ReadonlySet<Phase> = new Set(['placement']);

/** The most moves other than placements a playout applies: the card windows' passes between placements. */
export const freeMoves = (plies: number, players: number) => (plies ? plies + players : 0);

/** The units a playout of `plies` placements may spend at most (work.ts). */
export const playoutCost = (plies: number, players: number) =>
  plies * COST.placement + freeMoves(plies, players) * COST.action;

/**
 * Play greedy's fast policy for every seat from `s` (changed in place) while its phase is
 * one of `phases` (by default, until the placement phase is over), at most `plies`
 * placements and playoutCost's units. Returns the placements played.
 */
export function playPlacements(s: State, plies: number, random: Random, phases = PLAYED, work?: Work): number {
  let n = 0;
  let free = 0;
  const most = freeMoves(plies, s.players.length);
  while (n < plies && !s.result && phases.has(phaseOf(s))) {
    const seat = waitingFor(s)[0];
    if (seat === undefined) break;
    const prompt = promptFor(s, seat);
    if (prompt.kind !== 'place' && free >= most) break;
    const action = fastAction(s, seat, prompt, random);
    if (!action) break;
    work?.take(action.type === 'place' ? COST.placement : COST.action);
    try {
      applyInPlace(s, seat, action);
    } catch {
      break; // a refused move ends this playout where it is
    }
    if (action.type === 'place') n++;
    else free++;
  }
  return n;
}

/**
 * The candidate with the best mean score after a playout of `plies` decisions, over the
 * same `states` for every candidate (common random numbers: each state keeps its own
 * stream, so candidates are compared on the same futures). A candidate refused on a
 * state is dropped.
 */
export function bestByPlayout(
  candidates: readonly Action[],
  states: readonly State[],
  seat: number,
  plies: number,
  random: Random,
  work?: Work,
): Action {
  const seeds = states.map(() => String(random()));
  let best = candidates[0]!;
  let bestScore = -Infinity;
  candidates.forEach((action, c) => {
    let total = 0;
    for (let i = 0; i < states.length; i++) {
      const s = cloneState(states[i]!);
      work?.take(COST.action);
      try {
        applyInPlace(s, seat, action);
      } catch {
        return;
      }
      // A card played before the seat's placement (the Queen) is followed by that placement.
      playPlacements(s, action.type === 'place' ? plies : plies + 1, seededRandom(seeds[i]!), PLAYED, work);
      total += standing(s, seat);
    }
    // Ties go to the earlier candidate: greedy's own ranking.
    const score = total / states.length - c * 1e-6;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  });
  return best;
}
