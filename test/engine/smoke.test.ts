import { expect, it } from 'vitest';
import { createGame } from '../../src/engine/index.ts';

it('creates a game', () => {
  expect(createGame({ players: [{ name: 'A' }, { name: 'B' }] }, 1).ok).toBe(true);
});
