// R9 Magician: just after your placement, swap two of your brokers in two different places.
import * as z from 'zod/mini';
import { type BrokerRef, BrokerRefSchema, type State } from '../schema.ts';
import { inQueensArea, ownBrokers, samePlace, sameRef, setBrokerAt } from '../board.ts';
import { fail } from '../ruleBreak.ts';
import { pick } from '../random.ts';
import { ownBroker } from './own.ts';
import { defineCard } from './card.ts';

declare module '../refusals.ts' {
  interface CardRefusals {
    magician: { key: 'magicianTwoPlaces' };
  }
}

/** The own brokers it may swap (the throne too, R10.4; never in the Queen's area). */
const swappable = (s: State, seat: number) => ownBrokers(s, seat).filter((r) => !inQueensArea(s, r.spot));

/** Two of `brokers` in two different places. */
export const magician = defineCard(
  'magician',
  { swap: z.tuple([BrokerRefSchema, BrokerRefSchema]) },
  {
    timing: 'duringPlacement',
    // Two brokers in two different places: a swap within one place changes nothing.
    usable: (s, seat) => {
      const places = swappable(s, seat).map((r) => r.spot);
      return places.some((p) => !samePlace(p, places[0]!));
    },
    choices: (s, seat): { brokers: BrokerRef[] } => ({ brokers: swappable(s, seat) }),
    apply(s, seat, { swap: [a, b] }, task) {
      if (samePlace(a.spot, b.spot)) fail('R9', { key: 'magicianTwoPlaces' });
      const ba = ownBroker(s, seat, a, 'R9'),
        bb = ownBroker(s, seat, b, 'R9');
      // R9: each keeps its face, but a broker entering the throne lies face down (R10.2).
      const enter = (broker: typeof ba, ref: BrokerRef) => ({
        ...broker,
        faceUp: ref.spot === 'throne' ? false : broker.faceUp,
      });
      setBrokerAt(s, a, enter(bb, a));
      setBrokerAt(s, b, enter(ba, b));
      if (task) task.placed = task.placed.map((r) => (sameRef(r, a) ? b : sameRef(r, b) ? a : r));
    },
    random(choices, random) {
      const mine = choices.brokers;
      const a = pick(mine, random);
      // The card is offered only when two places hold own brokers (R9).
      return {
        type: 'playCard',
        card: 'magician',
        swap: [
          a,
          pick(
            mine.filter((r) => !samePlace(r.spot, a.spot)),
            random,
          ),
        ] as [BrokerRef, BrokerRef],
      };
    },
  },
);
