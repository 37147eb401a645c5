// A seat's standing choices: answers to the decisions that are nearly always the same,
// each off until the seat turns it on, and renewed for every decision it covers (a plan,
// plans.ts, is for one). Like a plan they are kept beside the game, never in its state,
// and only the seat's own view carries them. This module is their pure part: what is
// stored, and the action they make at a decision as the seat's own view shows it.
import * as z from 'zod/mini';
import { type Action, type Ask, type Colour, ColourSchema, type Gem, type View } from '../engine/index.ts';
import type { StandingShown } from '../views.ts';

/** Distinct colours, some or all of the four. */
const GemOrderSchema = z.array(ColourSchema).check(
  z.maxLength(4),
  z.refine((order) => new Set(order).size === order.length, 'each colour once'),
);

export const StandingSchema = z.object({
  /**
   * Pass every card window of this turn (R6.1, R7.0, R7.6, and the moment just after each of the seat's placements,
   * R9.1): the turn it was set for, so that it lapses when the turn ends and the next one's bidding comes (R7.7, R5).
   * Null: off.
   */
  passTurn: z._default(z.nullable(z.int().check(z.minimum(1))), null),
  /**
   * Port gems (R7.3) taken in this order of colours, a white gem named as the first: distinct colours, some or all
   * of the four. Empty: off.
   */
  gems: z._default(
    z.array(ColourSchema).check(
      z.maxLength(4),
      z.refine((order) => new Set(order).size === order.length, 'each colour once'),
    ),
    [],
  ),
});
export type Standing = z.infer<typeof StandingSchema>;

/** No standing choice: what every seat has until it turns one on. */
export const NO_STANDING: Standing = { passTurn: null, gems: [] };

/** Whether the standing pass answers the card windows of `turn` (a pass set for an earlier turn has lapsed). */
export const passesIn = (standing: Standing, turn: number): boolean => standing.passTurn === turn;

/** Whether any standing choice is on in `turn`. */
export const standingOn = (standing: Standing, turn: number): boolean =>
  passesIn(standing, turn) || standing.gems.length > 0;

/** What the seat's view shows of its standing choices in `turn`; null when all are off. */
export const standingShown = (standing: Standing, turn: number): StandingShown | null =>
  standingOn(standing, turn) ? { pass: passesIn(standing, turn), gems: standing.gems } : null;

/**
 * PUT {seat}/standing: what to change, each field left out unchanged. `pass` for the turn being played (R6.1, R7.0,
 * R7.6); `turn`, when given, the turn the page showed, which must be the turn being played (a pass ticked on a page a
 * turn behind is not meant for the next one).
 */
export const StandingBodySchema = z.strictObject({
  pass: z.optional(z.boolean()),
  gems: z.optional(GemOrderSchema),
  turn: z.optional(z.int()),
});
export type StandingBody = z.infer<typeof StandingBodySchema>;

/** The standing choices after `body`, in `turn`. */
export function standingAfter(standing: Standing, body: StandingBody, turn: number): Standing {
  return {
    passTurn: body.pass === undefined ? standing.passTurn : body.pass ? turn : null,
    gems: body.gems ?? standing.gems,
  };
}

/**
 * The port's gems the order takes (R7.3): the `take` best by the order, a white gem before all (it becomes the first
 * colour, and leaves the next picker no free choice, as the neutral player takes it, R11.4). Null when the order does
 * not name enough of them, or what it would take is not one of the choices offered.
 */
function gemsByOrder(ask: Extract<Ask, { kind: 'takeGems' }>, order: readonly Colour[]): Action | null {
  const first = order[0];
  if (!first) return null;
  const rank = (g: Gem) => (g === 'white' ? -1 : order.indexOf(g as Colour));
  const wanted = ask.gems
    .filter((g) => g === 'white' || order.includes(g as Colour))
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, ask.take);
  if (wanted.length < ask.take) return null;
  const key = [...wanted].sort().join();
  if (!ask.choices.some((c) => [...c].sort().join() === key)) return null;
  return { type: 'takeGems', gems: wanted.map((gem) => (gem === 'white' ? { gem, as: first } : { gem })) };
}

/**
 * The action `standing` makes at the seat's current decision, as the seat's own `view` shows it; null when it does
 * not cover that decision (or no decision is the seat's). The pass covers every `playCards` decision of the turn it
 * was set for: the three card windows and the moment just after a placement (a pass is always allowed there, R9.1);
 * never the Queen, played from the placement's own decision. The gem order covers `takeGems` (the port's gems,
 * R7.3) and `chooseColour` (a white gem won on a market row or with a blue card, named as a colour, R7.3).
 */
export function standingAction(view: View, seat: number, standing: Standing): Action | null {
  if (view.seat !== seat || view.result) return null;
  const ask = view.prompt;
  switch (ask.kind) {
    case 'playCards':
      return passesIn(standing, view.turn) ? { type: 'pass' } : null;
    case 'takeGems':
      return gemsByOrder(ask, standing.gems);
    case 'chooseColour': {
      const colour = standing.gems.find((c) => ask.colours.includes(c));
      return colour ? { type: 'chooseColour', colour } : null;
    }
    default:
      return null;
  }
}
