// The stand-in's decision: the room's bot chooses it from the seat's view and
// sends it with the stand-in action, so it is stored and replayed; the engine plays
// exactly that decision after saying a stand-in decided (R3: only for a seat waited on).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  waitingFor,
  type State,
} from '../../../src/engine/index.ts';
import { words } from '../words.ts';

function start(seed: string): State {
  const made = createGame({ players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] }, seed);
  if (!made.ok) throw new Error(words(made.error));
  return made.state;
}

describe('a stand-in with its decision', () => {
  it('plays exactly that decision, after the stand-in event, in many positions', () => {
    let state = start('standin-decision');
    const random = seededRandom('standin-decision');
    for (let n = 0; n < 80 && !state.result; n++) {
      const seat = waitingFor(state)[0]!;
      let decision = randomAction(state, seat, random)!;
      while (decision.type === 'peek') decision = randomAction(state, seat, random)!;
      const own = applyAction(state, seat, decision);
      const stood = applyAction(state, seat, { type: 'standIn', reason: 'host', decision });
      if (!own.ok || !stood.ok) throw new Error('refused');
      expect(stood.events[0]!.event).toEqual({ kind: 'standIn', seat, reason: 'host' });
      // Apart from the stand-in's word, the same game as the seat's own decision.
      expect(stood.state).toEqual({ ...own.state, version: stood.state.version });
      state = own.state;
    }
  });

  it('refuses a decision that is not legal, or is a look or another stand-in, and changes nothing', () => {
    const state = start('standin-bad');
    const seat = waitingFor(state)[0]!;
    for (const decision of [
      { type: 'pass' },
      { type: 'bid', brokers: [9, 9] },
      { type: 'standIn' },
      { nonsense: true },
    ]) {
      const out = applyAction(state, seat, { type: 'standIn', decision });
      expect(out.ok, JSON.stringify(decision)).toBe(false);
    }
    expect(
      applyAction(state, seat, { type: 'standIn', decision: randomAction(state, seat, seededRandom('x'))! }).ok,
    ).toBe(true);
  });
});
