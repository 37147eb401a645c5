// R9 Mercenary: just after your placement, mark one of the two brokers just placed (worth 5 at this counting).
import * as z from 'zod/mini';
import { brokerAt } from '../board.ts';
import { fail } from '../ruleBreak.ts';
import { pick } from '../random.ts';
import { defineCard } from './card.ts';

declare module '../refusals.ts' {
  interface CardRefusals {
    mercenary: { key: 'mercenaryMarks' };
  }
}

export const mercenary = defineCard(
  'mercenary',
  { placement: z.union([z.literal(0), z.literal(1)]) },
  {
    timing: 'duringPlacement',
    choices: (): { placement: (0 | 1)[] } => ({ placement: [0, 1] }),
    apply(s, seat, { placement }, task) {
      const ref = task?.placed[placement];
      const b = ref && brokerAt(s, ref);
      if (!ref || !b || b.owner !== seat) fail('R9', { key: 'mercenaryMarks' });
      b.marked = true;
      return { at: ref.spot };
    },
    random: (choices, random) => ({ type: 'playCard', card: 'mercenary', placement: pick(choices.placement, random) }),
  },
);
