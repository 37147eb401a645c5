// The bot's work is counted, never timed (src/bots/work.ts): every decision at the room's
// budget spends at most its cap of units, on the positions that cost the most CPU too, and
// a call without a budget plays the room's.
import { describe, expect, it } from 'vitest';
import {
  type LogEntry,
  type State,
  applyAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import { ROOM_BUDGET, botAction, botDecision, effort } from '../../../src/bots/index.ts';
import { newGame } from './play.ts';

/** The state and history of a seeded game of standard bots, just before its `version`. */
function positionAt(players: number, game: number, version: number): { state: State; log: LogEntry[] } {
  const seed = `work/${players}/${game}`;
  let { state, log } = newGame(players, { kingsFavor: players === 4 && game % 2 === 1 }, seed);
  while (state.version < version) {
    const seat = waitingFor(state)[0]!;
    const { action } = botDecision(viewFor(state, seat, log), seededRandom(`${seed}/${state.version}`), 'standard');
    const next = applyAction(state, seat, action);
    if (!next.ok) throw new Error('refused');
    state = next.state;
    log = [...log, ...next.events];
  }
  return { state, log };
}

describe('bot work', () => {
  it("defaults to the room's budget", () => {
    const { state, log } = positionAt(4, 0, 12);
    const view = viewFor(state, waitingFor(state)[0]!, log);
    expect(botAction(view, seededRandom('a'), 'standard')).toEqual(
      botAction(view, seededRandom('a'), 'standard', ROOM_BUDGET),
    );
  });

  it('stays within its cap on the slowest positions found, and spends most of it there', () => {
    // (players, game, version): the decisions that took the most CPU (the least of three
    // runs, 11 to 19 ms on a busy 2-core machine, after a warm-up game) among 24 seeded
    // games of 2 to 4 standard bots, 2- and 4-player placements; each decided on more streams.
    const slowest: [number, number, number][] = [
      [2, 1, 10],
      [2, 1, 26],
      [2, 1, 4],
      [2, 6, 3],
      [4, 2, 78],
      [4, 5, 136],
    ];
    for (const [players, game, version] of slowest) {
      const { state, log } = positionAt(players, game, version);
      const view = viewFor(state, waitingFor(state)[0]!, log);
      const cap = effort(ROOM_BUDGET, players).work;
      for (let k = 0; k < 4; k++) {
        const { work } = botDecision(view, seededRandom(`slow/${k}`), 'standard');
        expect(work).toBeLessThanOrEqual(cap);
        expect(work).toBeGreaterThan(cap / 3);
      }
    }
  });

  it('stays within its cap at every decision of whole games, whatever the budget', () => {
    for (const [players, budget] of [
      [4, ROOM_BUDGET],
      [2, ROOM_BUDGET],
      [3, 1],
      [4, 10],
    ] as const) {
      const cap = effort(budget, players).work;
      let { state, log } = newGame(players, {}, `work/whole/${players}/${budget}`);
      const random = seededRandom(`work/whole/${players}`);
      let most = 0;
      while (!state.result) {
        const seat = waitingFor(state)[0]!;
        const { action, work } = botDecision(viewFor(state, seat, log), random, 'standard', budget);
        most = Math.max(most, work);
        const next = applyAction(state, seat, action);
        if (!next.ok) throw new Error('refused');
        state = next.state;
        log = [...log, ...next.events];
      }
      expect(most).toBeLessThanOrEqual(cap);
      expect(most).toBeGreaterThan(cap / 3);
    }
  });
});
