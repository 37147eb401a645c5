// What the game waits on, as everybody may know it (R13): which decision and whose,
// never its secret options (a seat's screen, its hand's legal plays). Built from the
// head task of the agenda, so a status line can say "Cleo is choosing 2 gems from the
// port of neighborhood 1" to every page.
import type { CardWindow, Colour, State, Task } from './schema.ts';
import { roundsPerTurn } from './components.ts';
import { stillToChoose } from './decision.ts';
import { headDecision } from './tasks.ts';

export type PublicDecision =
  /** R5.1: all bid at once; `seats` still to bid. */
  | { kind: 'bid'; seats: number[] }
  /** R5.3: `seat` chooses next; `ranking` is the bids' order of choosing; positions taken so far by seat. */
  | { kind: 'chooseOrder'; seat: number; ranking: number[]; positions: (number | null)[] }
  /** R6.2 */
  | { kind: 'place'; seat: number; round: number; rounds: number }
  /** R9.1: a card window (after a placement: 'duringPlacement'). */
  | { kind: 'playCards'; seat: number; window: CardWindow | 'duringPlacement' }
  /** R7.3 */
  | { kind: 'takeGems'; seat: number; neighborhood: number; take: number }
  /** R7.3, R7.5: a white gem named as a colour. */
  | { kind: 'chooseColour'; seat: number; reason: 'blueCard' | { row: number } }
  /** R7.5: the tied columns to order. */
  | { kind: 'orderColumns'; seat: number; columns: Colour[] }
  /** R7.5 */
  | { kind: 'moveQuotation'; seat: number }
  /** R10.2: all choose at once; `seats` still to choose. */
  | { kind: 'throne'; seats: number[] };

/** The public summary of the decision the game waits on, or null (no decision, or over). */
export function publicDecision(s: State): PublicDecision | null {
  if (s.result) return null;
  const head = headDecision(s);
  if (!head) return null;
  const waiting = head.rule.waiting(s, head.task);
  if (!waiting.length) return null;
  const seat = waiting[0]!;
  const t: Task = head.task;
  switch (t.kind) {
    case 'bid':
      return { kind: 'bid', seats: stillToChoose(t.bids) };
    case 'chooseOrder':
      return { kind: 'chooseOrder', seat, ranking: [...t.ranking], positions: [...t.positions] };
    case 'place':
      return { kind: 'place', seat, round: t.round, rounds: roundsPerTurn(s) };
    case 'window':
      return { kind: 'playCards', seat, window: t.window };
    case 'afterPlace':
      return { kind: 'playCards', seat, window: 'duringPlacement' };
    case 'portGems':
      return {
        kind: 'takeGems',
        seat,
        neighborhood: t.neighborhood,
        take: Math.min(t.pickers[0]!.take, t.gems.length),
      };
    case 'chooseColour':
      return { kind: 'chooseColour', seat, reason: t.reason };
    case 'orderColumns':
      return { kind: 'orderColumns', seat, columns: [...t.ranking.find(Array.isArray)!] };
    case 'moveQuotation':
      return { kind: 'moveQuotation', seat };
    case 'throne':
      return { kind: 'throne', seats: stillToChoose(t.choices) };
    default:
      return null;
  }
}
