// R9 Intriguer: this turn, its holder wins the ties it is in (read by ties.ts).
import { defineCard } from './card.ts';

export const intriguer = defineCard(
  'intriguer',
  {},
  {
    timing: 'beforeCounting',
    apply: (s, seat) => {
      s.effects.intriguer = seat;
    },
  },
);
