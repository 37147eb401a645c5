// R9 Conjurer: this turn, a broker may be placed from the front, refilled from behind.
import { defineCard } from './card.ts';

export const conjurer = defineCard(
  'conjurer',
  {},
  {
    timing: 'beforePlacement',
    apply: (s, seat) => {
      s.effects.conjurer.push(seat);
    },
  },
);
