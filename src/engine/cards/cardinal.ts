// R9 Cardinal: this turn, place your brokers with any mix of faces.
import { defineCard } from './card.ts';

export const cardinal = defineCard(
  'cardinal',
  {},
  {
    timing: 'beforePlacement',
    apply: (s, seat) => {
      s.effects.cardinal.push(seat);
    },
  },
);
