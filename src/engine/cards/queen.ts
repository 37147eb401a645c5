// R9 Queen: just before your placement, choose an area of a neighborhood in play.
import { AREAS, type CitySpot, CitySpotSchema } from '../schema.ts';
import { activeNeighborhoods } from '../components.ts';
import { fail } from '../ruleBreak.ts';
import { pick } from '../random.ts';
import { defineCard } from './card.ts';

export const queen = defineCard(
  'queen',
  { spot: CitySpotSchema },
  {
    timing: 'beforeOwnPlacement',
    choices: (s): { spots: CitySpot[] } => ({
      spots: activeNeighborhoods(s).flatMap((neighborhood) => AREAS.map((area) => ({ neighborhood, area }))),
    }),
    apply(s, seat, { spot }) {
      if (!activeNeighborhoods(s).includes(spot.neighborhood))
        fail('R2.3', { key: 'neighborhoodNotInPlay', neighborhood: spot.neighborhood });
      s.effects.queen = { ...spot, seat };
    },
    random: (choices, random) => ({ type: 'playCard', card: 'queen', spot: pick(choices.spots, random) }),
  },
);
