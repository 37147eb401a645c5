// R1.5, R7.5: the quotation scale. A compulsory move must change a quotation: a colour at
// the top cannot be the one moved up, at the bottom cannot be the one moved down.
import { COLOURS, type Colour, type State } from './schema.ts';
import { QUOTATION_MAX, QUOTATION_MIN } from './components.ts';
import { fail } from './ruleBreak.ts';

export const canMove = (s: State, colour: Colour, step: 1 | -1) =>
  step > 0 ? s.quotation[colour] < QUOTATION_MAX : s.quotation[colour] > QUOTATION_MIN;

/** The colours that can move one step up, and down, now. */
export const movable = (s: State) => ({
  up: COLOURS.filter((c) => canMove(s, c, 1)),
  down: COLOURS.filter((c) => canMove(s, c, -1)),
});

/** A chosen move (the highest bidder, the Banker): refused if it would change nothing. */
export function moveChosen(s: State, colour: Colour, step: 1 | -1, rule: string): void {
  if (!canMove(s, colour, step)) {
    fail(rule, { key: 'quotationAtEnd', colour, step });
  }
  s.quotation[colour] += step;
}

/** The columns' moves of R7.5: they stop at the ends of the scale. */
export function moveClamped(s: State, colour: Colour, step: number): void {
  s.quotation[colour] = Math.max(QUOTATION_MIN, Math.min(QUOTATION_MAX, s.quotation[colour] + step));
}
