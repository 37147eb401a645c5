// The browser's module (src/client/bot.ts, /bot.js): the analysis it computes is
// analyzeGame's, number for number, told step by step; a record that is not one is
// refused before any work; suggest is the standard bot's choice at the room's budget.
import { describe, expect, it } from 'vitest';
import { applyAction, seededRandom, viewFor, waitingFor } from '../../../src/engine/index.ts';
import { analyzeGame, botAction } from '../../../src/bots/index.ts';
import { analyzeRecord, suggest } from '../../../src/client/bot.ts';
import { recordGame } from './record.ts';
import { newGame } from './play.ts';

const record = recordGame(['random', 'standard', 'random'], {}, 'client/3');

describe("the browser's module", () => {
  it("computes analyzeGame's analysis, telling its progress after every decision", async () => {
    const told: [number, number][] = [];
    const got = await analyzeRecord(JSON.parse(JSON.stringify(record)), 0, (done, total) => told.push([done, total]));
    const expected = analyzeGame(record, 0);
    expect(got).toEqual(expected);
    expect(told).toEqual(expected.decisions.map((_, i) => [i + 1, expected.decisions.length]));
  });

  it('refuses what is not a record, before any work', async () => {
    const told: number[] = [];
    await expect(analyzeRecord({ ...record, seed: '' }, 0, (done) => told.push(done))).rejects.toThrow();
    await expect(
      analyzeRecord({ setup: record.setup, seed: record.seed }, 0, (done) => told.push(done)),
    ).rejects.toThrow();
    expect(told).toEqual([]);
  });

  it("suggests the standard bot's legal choice for a seat's view, seeded by its key", () => {
    let { state, log } = newGame(4, {}, 'client/suggest');
    for (let n = 0; n < 30 && !state.result; n++) {
      const seat = waitingFor(state)[0]!;
      const view = viewFor(state, seat, log);
      const action = suggest(view, `hint/${n}`);
      expect(action).toEqual(botAction(view, seededRandom(`hint/${n}`), 'standard', 3));
      const out = applyAction(state, seat, action);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      state = out.state;
      log = [...log, ...out.events];
    }
  });
});
