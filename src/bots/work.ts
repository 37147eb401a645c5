// The bot's work, counted rather than timed: a decision spends units, each a bounded
// piece of simulation, so its cost has a ceiling on any machine and the decision stays a
// function of the view and the random stream alone (a clock would make it neither).
// The costs are relative CPU in Node, measured against one candidate move applied to a
// sampled state and scored (≈ 70 µs on a busy 2-core machine): a state drawn from a view
// 2.5 of those, the standard bot's shortlisted candidate placements (placement.ts, many at
// once) 6 to 9, one placement chosen among all pairs of spots (greedy's, and each
// placement of a playout) 13 to 18.
export const COST = { action: 1, sample: 3, options: 9, placement: 16 } as const;

export class Work {
  used = 0;
  constructor(readonly cap: number) {}

  take(units: number): void {
    this.used += units;
  }
}
