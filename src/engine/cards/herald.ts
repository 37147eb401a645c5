// R9 Herald: before the counting, move one of your brokers to another place (never from
// the throne, never out of the Queen's area); from the city to the market it earns 1 VP.
import { BrokerRefSchema, type BrokerRef, SpotSchema, type Spot, type State } from '../schema.ts';
import { inQueensArea, legalSpots, ownBrokers, putBroker, removeBrokerAt, sameSpot, spotProblem } from '../board.ts';
import { fail } from '../ruleBreak.ts';
import { gainVp } from '../gains.ts';
import { pick } from '../random.ts';
import { ownBroker } from './own.ts';
import { defineCard } from './card.ts';

declare module '../refusals.ts' {
  interface CardRefusals {
    herald: { key: 'heraldNoThrone' } | { key: 'heraldAnotherPlace' };
  }
}

/** The own brokers it may move. */
const movable = (s: State, seat: number) =>
  ownBrokers(s, seat).filter((r) => r.spot !== 'throne' && !inQueensArea(s, r.spot));

/** One of `from` to one of `to` other than its own place. */
type HeraldChoices = { from: BrokerRef[]; to: Spot[] };

export const herald = defineCard(
  'herald',
  { from: BrokerRefSchema, to: SpotSchema },
  {
    timing: 'beforeCounting',
    usable: (s, seat) => movable(s, seat).length > 0,
    choices: (s, seat): HeraldChoices => ({ from: movable(s, seat), to: legalSpots(s) }),
    apply(s, seat, { from, to }) {
      if (from.spot === 'throne') fail('R9', { key: 'heraldNoThrone' });
      ownBroker(s, seat, from, 'R9');
      if (sameSpot(from.spot, to)) fail('R9', { key: 'heraldAnotherPlace' });
      const problem = spotProblem(s, to);
      if (problem) fail(...problem);
      putBroker(s, to, removeBrokerAt(s, from));
      // R9: city→market earns 1 VP; market→city and market→market nothing.
      if (!('neighborhood' in from.spot && 'row' in to)) return;
      gainVp(s, seat, 1);
      return { vp: 1 };
    },
    random(choices, random) {
      const from = pick(choices.from, random);
      const to = pick(
        choices.to.filter((sp) => from.spot === 'throne' || !sameSpot(sp, from.spot)),
        random,
      );
      return { type: 'playCard', card: 'herald', from, to };
    },
  },
);
