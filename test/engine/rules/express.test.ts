// R12: Ys Express — 9 brokers, no white ships, 3 placement rounds.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/engine/index.ts';
import { drive, newGame, placeRounds, toPlacement } from './helpers.ts';

describe('R12 Ys Express', () => {
  it('R12 each player has 9 brokers: 0,0,1,1,2,3,3,4,4 (one 3 and one 1 removed)', () => {
    for (const p of newGame(3, { express: true }).players) expect(p.behind).toEqual([0, 0, 1, 1, 2, 3, 3, 4, 4]);
  });

  it('R12/R1.3 the 4 white ship cards leave the deck: 20 cards', () => {
    const s = newGame(4, { express: true }, { ships: ['B-GR', 'G-YR', 'Y-BR', 'R-GY', 'G-BY'] });
    expect(s.secret.shipDeck).toHaveLength(15);
    expect(s.secret.shipDeck.filter((c) => c.includes('W'))).toEqual([]);
    const white = createGame(
      { players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], options: { express: true } },
      1,
      { ships: ['B-GW'] },
    );
    expect(white.ok || white.error.rule).toBe('R1.3');
  });

  it('R12 the placement phase has 3 rounds; one broker is left over for the front (R6.5)', () => {
    let s = toPlacement(newGame(4, { express: true }));
    expect(s.agenda.filter((t) => t.kind === 'place').map((t) => t.kind === 'place' && t.round)).toEqual([
      1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
    ]);
    // Bids 0+0 leave 1,1,2,3,3,4,4 behind.
    s = placeRounds(s, [
      [1, 1],
      [2, 3],
      [3, 4],
    ]);
    expect(s.players.map((p) => [p.behind, p.front])).toEqual(Array(4).fill([[], [0, 0, 4]]));
  });

  it("R12 a whole 4-player game, combined with King's Favor, ends after 4 turns: the deck of 20 suffices", async () => {
    const s = await drive(newGame(4, { express: true, kingsFavor: true }), (x) => x.result !== null);
    expect(s.turn).toBe(4);
    expect(s.secret.shipDeck).toEqual([]);
    expect(s.throne).toHaveLength(16);
  });
});
