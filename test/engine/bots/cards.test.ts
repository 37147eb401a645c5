// The standard bot plays the cards a placement offers where they pay: the Queen before a
// placement, a broker from the front under the Conjurer, and (when allowed) the Spy's look,
// each accepted by the engine like any other move.
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type LogEntry,
  applyAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import { botAction } from '../../../src/bots/index.ts';
import { newGame } from './play.ts';
import { words } from '../words.ts';

describe('bot cards', () => {
  it("plays the Queen, the Conjurer's front brokers and the Spy's look in seeded games", () => {
    const seen = { queen: 0, fromFront: 0, peek: 0 };
    for (let g = 0; g < 30 && !(seen.queen && seen.fromFront && seen.peek); g++) {
      const players = 2 + (g % 3);
      let { state, log } = newGame(players, {}, `cards/${g}`);
      const random = seededRandom(`cards/${g}/bots`);
      let log2: LogEntry[] = log;
      while (!state.result) {
        const seat = waitingFor(state)[0]!;
        const action: Action = botAction(viewFor(state, seat, log2), random, 'standard', undefined, { look: true });
        if (action.type === 'playCard' && action.card === 'queen') seen.queen++;
        if (action.type === 'place' && action.placements.some((p) => p.fromFront)) seen.fromFront++;
        if (action.type === 'peek') seen.peek++;
        const next = applyAction(state, seat, action);
        if (!next.ok)
          throw new Error(`Seat ${seat} played a refused action ${JSON.stringify(action)}: ${words(next.error)}`);
        state = next.state;
        log2 = [...log2, ...next.events];
      }
    }
    expect(seen.queen).toBeGreaterThan(0);
    expect(seen.fromFront).toBeGreaterThan(0);
    expect(seen.peek).toBeGreaterThan(0);
  });
});
