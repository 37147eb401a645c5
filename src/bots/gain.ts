// Why a hint: what the standard bot expects its move to bring the seat, in VP, by the
// next counting (R7). The bot's own evaluation (evaluate.ts: VP, gems at their worth, the
// majorities on the board at its chances of winning them) of the seat's expected score
// just after the move, less just before, on states drawn from the seat's view alone
// (sample.ts). A bid or a choice of order changes nothing on the board: its worth is in
// the placements after it, so these are played on, as the analysis plays them (analyze.ts),
// up to the counting. Seeded by the hint's key: the same figure on any device.
import { type Action, applyInPlace, cloneState, seededRandom, type View } from '../engine/index.ts';
import { UNTIL_COUNTING } from './analyze.ts';
import { expectedScores } from './evaluate.ts';
import { playPlacements } from './playout.ts';
import { sampleState } from './sample.ts';

/** Determinizations the figure is averaged over: the analysis's own count (two keep it steady to the VP). */
const SAMPLES = 2;

/** The seat's expected VP gain from `action` by the next counting, to one decimal; 0 if no sample accepts it. */
export function expectedGain(view: View, action: Action, key: string): number {
  const seat = view.seat;
  if (seat === null) throw new Error("A move's gain is judged from a seat's view, never a spectator's.");
  const plies = action.type === 'bid' || action.type === 'chooseOrder' ? 2 * view.players.length : 0;
  let total = 0;
  let n = 0;
  for (let k = 0; k < SAMPLES; k++) {
    const sample = sampleState(view, seededRandom(`${key}/gain/${k}`));
    const before = expectedScores(sample, seat).get(seat)!;
    const s = cloneState(sample);
    try {
      applyInPlace(s, seat, action);
    } catch {
      continue; // a card's finer rule refuses it on this guessed board: it says nothing here
    }
    playPlacements(s, plies, seededRandom(`${key}/gain/playout/${k}`), UNTIL_COUNTING);
    total += expectedScores(s, seat).get(seat)! - before;
    n++;
  }
  return n ? Math.round((total / n) * 10) / 10 : 0;
}
