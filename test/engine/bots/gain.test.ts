// Why a hint (src/bots/gain.ts): the VP the standard bot expects its choice to bring by the
// next counting is a figure the same view and key always give, and the bot's placements,
// which take majorities' chances, are worth more to the seat than they cost it.
import { describe, expect, it } from 'vitest';
import { applyAction, seededRandom, viewFor, waitingFor } from '../../../src/engine/index.ts';
import { botAction, expectedGain } from '../../../src/bots/index.ts';
import { newGame } from './play.ts';

describe("a hint's expected gain", () => {
  it('is the same for the same view and key, and positive on average for the bot placements', () => {
    let { state, log } = newGame(4, {}, 'gain/4');
    const placements: number[] = [];
    for (let n = 0; n < 40 && !state.result; n++) {
      const seat = waitingFor(state)[0]!;
      const view = viewFor(state, seat, log);
      const action = botAction(view, seededRandom(`hint/${n}`), 'standard');
      const gain = expectedGain(view, action, `hint/${n}`);
      expect(Number.isFinite(gain)).toBe(true);
      expect(expectedGain(view, action, `hint/${n}`)).toBe(gain);
      if (action.type === 'place') placements.push(gain);
      const out = applyAction(state, seat, action);
      if (!out.ok) throw new Error(JSON.stringify(out.error));
      state = out.state;
      log = [...log, ...out.events];
    }
    expect(placements.length).toBeGreaterThan(4);
    expect(placements.reduce((a, b) => a + b, 0) / placements.length).toBeGreaterThan(0);
  });
});
