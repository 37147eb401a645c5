// R9 Banker: after the counting, move one quotation up and another down.
import { type Colour, ColourSchema } from '../schema.ts';
import { moveChosen, movable } from '../quotation.ts';
import { fail } from '../ruleBreak.ts';
import { pick } from '../random.ts';
import { defineCard } from './card.ts';

declare module '../refusals.ts' {
  interface CardRefusals {
    banker: { key: 'bankerTwoGems' };
  }
}

/** One of `up` and a different one of `down`. */
export const banker = defineCard(
  'banker',
  { up: ColourSchema, down: ColourSchema },
  {
    timing: 'afterCounting',
    choices: (s): { up: Colour[]; down: Colour[] } => movable(s),
    apply(s, _seat, { up, down }) {
      if (up === down) fail('R9', { key: 'bankerTwoGems' });
      moveChosen(s, up, 1, 'R9');
      moveChosen(s, down, -1, 'R9');
    },
    random(choices, random) {
      const up = pick(choices.up, random);
      return {
        type: 'playCard',
        card: 'banker',
        up,
        down: pick(
          choices.down.filter((c) => c !== up),
          random,
        ),
      };
    },
  },
);
