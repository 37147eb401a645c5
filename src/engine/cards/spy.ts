// R9 Spy: this turn, up to three looks at others' face-down brokers (the looks themselves: peek.ts).
import { defineCard } from './card.ts';

export const spy = defineCard(
  'spy',
  {},
  {
    timing: 'beforePlacement',
    apply: (s, seat) => {
      s.effects.spy.push({ seat, peeks: [] });
    },
  },
);
