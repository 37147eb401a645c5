// R9 Merchant: this turn's market counting changes (the effect is read by counting/market.ts).
import { defineCard } from './card.ts';

export const merchant = defineCard(
  'merchant',
  {},
  {
    timing: 'beforeCounting',
    apply: (s) => {
      s.effects.merchant = true;
    },
  },
);
