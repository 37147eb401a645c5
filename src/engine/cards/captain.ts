// R9 Captain: before the placement, swap the ships of two neighborhoods in play.
import * as z from 'zod/mini';
import { activeNeighborhoods } from '../components.ts';
import { fail } from '../ruleBreak.ts';
import { shuffle } from '../random.ts';
import { defineCard } from './card.ts';

declare module '../refusals.ts' {
  interface CardRefusals {
    captain: { key: 'captainTwoNeighborhoods' };
  }
}

const neighborhood = z.int().check(z.minimum(1), z.maximum(4));

export const captain = defineCard(
  'captain',
  { neighborhoods: z.tuple([neighborhood, neighborhood]) },
  {
    timing: 'beforePlacement',
    choices: (s): { neighborhoods: number[] } => ({ neighborhoods: [...activeNeighborhoods(s)] }),
    apply(s, _seat, { neighborhoods: [a, b] }) {
      const active = activeNeighborhoods(s);
      if (a === b || !active.includes(a) || !active.includes(b)) fail('R9', { key: 'captainTwoNeighborhoods' });
      const ha = s.city[a - 1]!,
        hb = s.city[b - 1]!;
      [ha.ship, hb.ship] = [hb.ship, ha.ship];
    },
    random: (choices, random) => ({
      type: 'playCard',
      card: 'captain',
      neighborhoods: shuffle(choices.neighborhoods, random).slice(0, 2) as [number, number],
    }),
  },
);
