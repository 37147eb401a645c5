// What the cards that move or swap brokers ask of a broker they touch (R9).
import type { BrokerRef, State } from '../schema.ts';
import { brokerAt, inQueensArea } from '../board.ts';
import { fail } from '../ruleBreak.ts';

/** A broker of this seat, outside the Queen's area, or the refusal under `rule`. */
export function ownBroker(s: State, seat: number, ref: BrokerRef, rule: string) {
  const b = brokerAt(s, ref);
  if (!b || b.owner !== seat) fail(rule, { key: 'noBrokerAt', at: ref.spot, position: ref.index + 1 });
  if (inQueensArea(s, ref.spot)) fail(rule, { key: 'queensAreaUntouchable' });
  return b;
}
