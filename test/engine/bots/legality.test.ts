// The bots play whole games in every configuration, every seat a bot: each decision,
// made from the seat's view alone, must be accepted by applyAction (playGame throws on a
// refusal). Thousands of seeded decisions.
import { describe, expect, it } from 'vitest';
import { type Player, playGame } from './play.ts';

const CONFIGS: { players: number; options: Record<string, unknown> }[] = [
  { players: 2, options: {} },
  { players: 2, options: { strongNeutral: true } },
  { players: 3, options: {} },
  { players: 3, options: { neighborhoods: 3 } },
  { players: 3, options: { kingsFavor: true, express: true } },
  { players: 4, options: {} },
  { players: 4, options: { kingsFavor: true } },
  { players: 4, options: { express: true, peekOwnHidden: false } },
];

describe('bot legality', () => {
  for (const { players, options } of CONFIGS) {
    it(`${players}p ${JSON.stringify(options)}: all-bot games end with every action accepted`, () => {
      let decisions = 0;
      const kinds = new Set<string>();
      for (let g = 0; g < 4; g++) {
        const seats: Player[] = Array.from({ length: players }, (_, i) => ((g + i) % 3 === 0 ? 'standard' : 'greedy'));
        const end = playGame(seats, options, `legal/${players}/${JSON.stringify(options)}/${g}`, (_view, action) => {
          decisions++;
          kinds.add(action.type);
        });
        expect(end.result).not.toBeNull();
      }
      expect(decisions).toBeGreaterThan(100 * players);
      for (const kind of ['bid', 'place', 'takeGems']) expect(kinds).toContain(kind);
    });
  }
});
