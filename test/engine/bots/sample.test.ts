// sampleState: a state made from one seat's view alone must show that seat exactly the
// same view (R13: what it sees is all it has), and be a state the engine accepts.
import { describe, expect, it } from 'vitest';
import { type View, StateSchema, seededRandom, viewFor } from '../../../src/engine/index.ts';
import { sampleState } from '../../../src/bots/sample.ts';
import { type Player, playGame } from './play.ts';

const CONFIGS: { players: Player[]; options: Record<string, unknown> }[] = [
  { players: ['random', 'random'], options: {} },
  { players: ['greedy', 'random'], options: { strongNeutral: true } },
  { players: ['random', 'greedy', 'random'], options: { kingsFavor: true } },
  { players: ['random', 'random', 'random'], options: { neighborhoods: 3, express: true } },
  { players: ['greedy', 'random', 'random', 'random'], options: {} },
  {
    players: ['random', 'random', 'random', 'random'],
    options: { kingsFavor: true, express: true, peekOwnHidden: false },
  },
];

const withoutLog = (v: View) => ({ ...v, log: [] });

describe('sampleState', () => {
  for (const { players, options } of CONFIGS) {
    it(`gives back the seat's view, ${players.length}p ${JSON.stringify(options)}`, () => {
      let checked = 0;
      const random = seededRandom('sample');
      for (let g = 0; g < 4; g++) {
        // Every seat's view at every decision, bots' or not: the random players' seats too.
        playGame(players, options, `sample/${players.length}/${g}`, undefined, (state, log) => {
          for (let seat = 0; seat < players.length; seat++) {
            const view = viewFor(state, seat, log);
            const sampled = sampleState(view, random);
            expect(StateSchema.safeParse(sampled).success).toBe(true);
            expect(withoutLog(viewFor(sampled, seat))).toEqual(withoutLog(view));
            checked++;
          }
        });
      }
      expect(checked).toBeGreaterThan(500);
    });
  }

  it('hides nothing it was not shown: the same view, whatever the real hidden things, samples the same', () => {
    // Two games from different seeds share no secret; a view of each samples as the view says.
    const random = seededRandom('x');
    playGame(['random', 'random', 'random'], {}, 'other', undefined, (state, log) => {
      const view = viewFor(state, 1, log);
      const a = sampleState(view, seededRandom('same'));
      const b = sampleState(JSON.parse(JSON.stringify(view)) as View, seededRandom('same'));
      expect(a).toEqual(b);
      random();
    });
  });
});
