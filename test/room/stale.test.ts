// At most once: every accepted action, sent again with the version it
// was made on, is stale, whatever the seat is asked next. Played through the room's own
// pure step and stale check, over seeded games of every size, with cards and King's Favor.
import { describe, expect, it } from 'vitest';
import {
  SetupSchema,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
  type Options,
} from '../../src/engine/index.ts';
import type { Creation } from '../../src/room/store.ts';
import { isStale, promptsOf, step, type Live } from '../../src/room/step.ts';
import { History } from '../../src/room/history.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

function start(players: number, options: Partial<Options>, seed: string): Live {
  const setup = SetupSchema.parse({ players: NAMES.slice(0, players).map((name) => ({ name })), options });
  const made = createGame(setup, seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const creation: Creation = {
    gameId: 'x',
    setup,
    seed,
    createdAt: 0,
    linkKey: { kind: 'env' },
    generations: { host: 0, seats: NAMES.slice(0, players).map(() => 0) },
  };
  return {
    kind: 'game',
    creation,
    state: made.state,
    history: History.of(made.events),
    promptSince: made.state.players.map(() => made.state.version),
    prompts: promptsOf(made.state),
  };
}

describe('a retried action is stale', () => {
  it('every accepted action of seeded games, sent again with its version, is refused', () => {
    const kinds = new Set<string>();
    let samePromptAgain = 0;
    let actions = 0;
    const games: [number, Partial<Options>][] = [
      [2, {}],
      [3, { kingsFavor: true }],
      [4, {}],
      [4, { kingsFavor: true }],
      [2, { strongNeutral: true }],
      [3, {}],
    ];
    for (const [g, [players, options]] of games.entries()) {
      for (let n = 0; n < 4; n++) {
        const seed = `stale-${g}-${n}`;
        const random = seededRandom(`${seed}/actions`);
        let live = start(players, options, seed);
        while (!live.state.result) {
          const seat = waitingFor(live.state)[0]!;
          const version = live.state.version;
          expect(isStale(live, seat, version)).toBe(false);
          const prompt = viewFor(live.state, seat).prompt;
          kinds.add(prompt.kind);
          const action = randomAction(live.state, seat, random);
          const out = step(live, seat, action);
          if (!out.ok) throw new Error(JSON.stringify(out.error));
          live = out.live;
          actions++;
          // The retry: same seat, same version. The room refuses it before applying anything.
          expect(isStale(live, seat, version), `${seed} v${version} ${prompt.kind}`).toBe(true);
          // The case that slipped through before: the seat is asked the same thing again, and
          // the engine alone would take the retry as the next decision.
          if (
            JSON.stringify(viewFor(live.state, seat).prompt) === JSON.stringify(prompt) &&
            applyAction(live.state, seat, action).ok
          )
            samePromptAgain++;
        }
      }
    }
    expect(actions).toBeGreaterThan(1000);
    for (const kind of [
      'bid',
      'chooseOrder',
      'place',
      'takeGems',
      'chooseColour',
      'moveQuotation',
      'playCards',
      'throne',
    ])
      expect(kinds).toContain(kind);
    expect(samePromptAgain).toBeGreaterThan(0);
  });

  it('a seat whose prompt another seat left untouched may still act on its older page (simultaneous bids)', () => {
    let live = start(4, {}, 'bids');
    const random = seededRandom('bids/actions');
    expect(waitingFor(live.state)).toEqual([0, 1, 2, 3]);
    const out = step(live, 0, randomAction(live.state, 0, random));
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    live = out.live;
    expect(isStale(live, 0, 0)).toBe(true);
    for (const seat of [1, 2, 3]) expect(isStale(live, seat, 0)).toBe(false);
    expect(isStale(live, 1, live.state.version + 1)).toBe(true);
  });
});
