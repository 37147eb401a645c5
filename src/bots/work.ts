// The bot's work, counted rather than timed: a decision spends units, each a bounded
// piece of simulation, so its cost has a ceiling on any machine and the decision stays a
// function of the view and the random stream alone (a clock would make it neither).
// The costs are relative CPU in Node: a placement chosen by placement.ts (its pairs of
// spots) is the dearest step, a state drawn from a view next, any other move applied
// and scored the cheapest.
export const COST = { sample: 2, placement: 4, action: 1 } as const;

export class Work {
  used = 0;
  constructor(readonly cap: number) {}

  take(units: number): void {
    this.used += units;
  }
}
