// R9 Alchemist: after the counting, give one gem you hold for one of another colour, or neither.
import * as z from 'zod/mini';
import { COLOURS, type Colour, ColourSchema, type KeptGem, KeptGemSchema } from '../schema.ts';
import { fail } from '../ruleBreak.ts';
import { gainGem } from '../gains.ts';
import { pick } from '../random.ts';
import { defineCard } from './card.ts';

declare module '../refusals.ts' {
  interface CardRefusals {
    alchemist: { key: 'alchemistBoth' } | { key: 'alchemistOtherColour' } | { key: 'noGemToGive'; gem: KeptGem };
  }
}

/** One of `give` and another colour of `take`, or neither. */
export const alchemist = defineCard(
  'alchemist',
  {
    // R9: a black gem may be given, never taken.
    give: z.optional(KeptGemSchema),
    take: z.optional(ColourSchema),
  },
  {
    timing: 'afterCounting',
    // R9: any gem held may be given, a black one too; only a colour is taken.
    choices: (s, seat): { give: KeptGem[]; take: Colour[] } => {
      const gems = s.players[seat]!.gems;
      return { give: ([...COLOURS, 'black'] as const).filter((g) => gems[g] > 0), take: [...COLOURS] };
    },
    apply(s, seat, { give, take }) {
      if (!give && !take) return;
      if (!give || !take) fail('R9', { key: 'alchemistBoth' });
      if (give === take) fail('R9', { key: 'alchemistOtherColour' });
      const gems = s.players[seat]!.gems;
      if (gems[give] < 1) fail('R9', { key: 'noGemToGive', gem: give });
      gems[give]--;
      gainGem(s, seat, take);
    },
    random({ give, take }, random) {
      if (!give.length || random() < 0.2) return { type: 'playCard', card: 'alchemist' };
      const g = pick(give, random);
      return {
        type: 'playCard',
        card: 'alchemist',
        give: g,
        take: pick(
          take.filter((c) => c !== g),
          random,
        ),
      };
    },
  },
);
