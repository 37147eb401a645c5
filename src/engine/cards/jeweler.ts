// R9 Jeweler: after the counting, take two gems of any colours.
import * as z from 'zod/mini';
import { COLOURS, type Colour, ColourSchema } from '../schema.ts';
import { gainGem } from '../gains.ts';
import { pick } from '../random.ts';
import { defineCard } from './card.ts';

export const jeweler = defineCard(
  'jeweler',
  { gems: z.tuple([ColourSchema, ColourSchema]) },
  {
    timing: 'afterCounting',
    choices: (): { colours: Colour[] } => ({ colours: [...COLOURS] }),
    apply(s, seat, { gems: [a, b] }) {
      gainGem(s, seat, a);
      gainGem(s, seat, b);
    },
    random: ({ colours }, random) => ({
      type: 'playCard',
      card: 'jeweler',
      gems: [pick(colours, random), pick(colours, random)] as [Colour, Colour],
    }),
  },
);
