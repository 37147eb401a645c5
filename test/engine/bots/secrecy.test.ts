// Non-interference: the bot's decision depends on what its seat may see and on its random
// stream, nothing else. Two states that differ only in what the seat may not see (other
// screens, face-down values, the deck, the piles, the neutral's draws) get the same decision.
import { describe, expect, it } from 'vitest';
import {
  type Deal,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import { botAction } from '../../../src/bots/index.ts';
import { sampleState } from '../../../src/bots/sample.ts';
import { NAMES } from './play.ts';
import { words } from '../words.ts';

describe('bot secrecy', () => {
  it('decides the same in two games of different seeds whose visible deal is the same', () => {
    for (const players of [2, 3, 4]) {
      const deal: Deal = {
        orderCards: Array.from({ length: players }, (_, i) => i + 1),
        ships: ['B-GR', 'G-BY', 'Y-BG', 'R-BG', 'B-YR'].slice(0, players === 4 ? 5 : 4) as Deal['ships'],
        characters: { 1: ['spy'], 2: ['queen'], 3: ['king'], ...(players === 4 ? { 4: ['banker'] } : {}) },
      };
      const setup = { players: NAMES.slice(0, players).map((name) => ({ name })), options: {} };
      const a = createGame(setup, 'one', deal);
      const b = createGame(setup, 'two', deal);
      if (!a.ok || !b.ok) throw new Error('no game');
      expect(a.state.secret).not.toEqual(b.state.secret);
      for (let seat = 0; seat < players; seat++) {
        for (const level of ['greedy', 'standard'] as const) {
          const x = botAction(viewFor(a.state, seat, a.events), seededRandom(`r${seat}`), level);
          const y = botAction(viewFor(b.state, seat, b.events), seededRandom(`r${seat}`), level);
          expect(x).toEqual(y);
        }
      }
    }
  });

  it('decides the same on a real state and on one whose hidden parts were redealt, all game long', () => {
    const made = createGame({ players: NAMES.map((name) => ({ name })), options: { kingsFavor: true } }, 'redeal');
    if (!made.ok) throw new Error('no game');
    let { state } = made;
    let log = made.events;
    const random = seededRandom('play');
    let compared = 0;
    while (!state.result) {
      const seat = waitingFor(state)[0]!;
      const view = viewFor(state, seat, log);
      // Another state the seat cannot tell from the real one: every hidden thing drawn anew.
      const other = sampleState(view, seededRandom(`redeal/${state.version}`));
      expect(other.secret).not.toEqual(state.secret);
      const x = botAction(view, seededRandom(`d${state.version}`), 'greedy');
      const y = botAction(viewFor(other, seat, log), seededRandom(`d${state.version}`), 'greedy');
      expect(y).toEqual(x);
      if (view.prompt.kind === 'place') {
        // The standard level's playouts run on its own samples: the redeal changes nothing either.
        const u = botAction(view, seededRandom(`s${state.version}`), 'standard', 2);
        const w = botAction(viewFor(other, seat, log), seededRandom(`s${state.version}`), 'standard', 2);
        expect(w).toEqual(u);
      }
      compared++;
      let action = randomAction(state, seat, random);
      while (action?.type === 'peek') action = randomAction(state, seat, random);
      const next = applyAction(state, seat, action);
      if (!next.ok) throw new Error(words(next.error));
      state = next.state;
      log = [...log, ...next.events];
    }
    expect(compared).toBeGreaterThan(100);
  });
});
