// Every kind of decision through the JSON API: complete seeded games driven by random
// legal actions until the result, each answer equal to the engine's view for that seat.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import { NAMES, Shadow, createViaApi, getView, playToEnd, type NewGame } from './helpers.ts';

async function play(game: NewGame, randomSeed: string) {
  const created = await createViaApi(game);
  const shadow = new Shadow(game);
  const { kinds, actions } = await playToEnd(created, shadow, seededRandom(randomSeed));
  const final = await getView(created.seats[0]!.url);
  expect(final.phase).toBe('over');
  expect(final.result?.lines.length).toBeGreaterThan(0);
  const watch = await getView(created.spectatorUrl);
  expect(watch.result).toEqual(final.result);
  return { kinds, actions };
}

describe('a complete game through HTTP', { timeout: 60_000 }, () => {
  it('4 players', async () => {
    // The base decisions all go through HTTP, within a few seeded games (which ones the
    // random players reach depends on the seeds, so the games go on until all are seen).
    const wanted = ['bid', 'chooseOrder', 'place', 'takeGems', 'pass', 'playCard:spy'];
    const seen = new Set<string>();
    for (let i = 0; i < 4 && !wanted.every((k) => seen.has(k)); i++) {
      const seed = `w4-${i}`;
      const { kinds } = await play({ players: NAMES.map((name) => ({ name })), seed }, seed);
      kinds.forEach((k) => {
        seen.add(k);
      });
    }
    for (const kind of wanted) expect(seen.has(kind), `${kind} in ${[...seen].join(' ')}`).toBe(true);
  });

  it("4 players with King's Favor", async () => {
    const { kinds } = await play(
      { players: NAMES.map((name) => ({ name })), options: { kingsFavor: true }, seed: 'kf' },
      'kf',
    );
    expect(kinds.has('throne')).toBe(true);
  });

  it('2 players with the neutral player', async () => {
    const { kinds } = await play({ players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'two' }, 'two');
    expect(kinds.has('place')).toBe(true);
  });

  it('3 players, three neighborhoods, Ys Express', async () => {
    await play(
      {
        players: NAMES.slice(0, 3).map((name) => ({ name })),
        options: { neighborhoods: 3, express: true },
        seed: 'three',
      },
      'three',
    );
  });

  it('over many games, every kind of decision and card is made through HTTP', async () => {
    const decisions = [
      'bid',
      'chooseOrder',
      'place',
      'takeGems',
      'chooseColour',
      'orderColumns',
      'moveQuotation',
      'pass',
      'peek',
      'throne',
    ];
    const cards = [
      'alchemist',
      'banker',
      'captain',
      'cardinal',
      'spy',
      'herald',
      'conjurer',
      'intriguer',
      'jeweler',
      'magician',
      'merchant',
      'mercenary',
      'queen',
    ];
    const wanted = [...decisions, ...cards.map((c) => `playCard:${c}`)];
    const seen = new Set<string>();
    for (let i = 0; i < 12 && !wanted.every((k) => seen.has(k)); i++) {
      const { kinds } = await play(
        { players: NAMES.map((name) => ({ name })), options: { kingsFavor: i % 2 === 0 }, seed: `many-${i}` },
        `many-${i}`,
      );
      kinds.forEach((k) => {
        seen.add(k);
      });
    }
    for (const d of wanted) expect(seen.has(d), `${d} in ${[...seen].join(' ')}`).toBe(true);
  }, 240_000);
});
