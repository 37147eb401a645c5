// A short load run (bench/load.ts) against the real Worker in local workerd: 2 games
// played at once, 2 live pages each, the runtime killed and started again once. Every
// update arrives in order, every acknowledged action is in the record, and every page
// kept live by its socket equals a fresh GET of it, "since your last move" included.
import { describe, expect, it } from 'vitest';
import { runLoad } from '../../bench/load.ts';

describe('under load, with a kill', () => {
  it('misses no update, loses no acknowledged action, and keeps every live page as a fresh render has it', async () => {
    const figures = await runLoad({ games: 2, sockets: 2, kill: 1, seed: 'suite' });
    expect(figures.pages).toMatchObject({ compared: 4, equalToFreshGet: 4, differing: [] });
    expect(figures.sockets).toMatchObject({ gaps: 0, outOfOrder: 0, pagesBehindAtEnd: 0 });
    // An answer the kill lost may belong to an action applied before it (its resend is then refused as stale):
    // counted, not a fault; what must hold is that every acknowledged action is in the record.
    expect(figures.kill).toMatchObject({ kills: 1, replayChecksOk: 2 });
    expect(figures.kill.acknowledgedInRecord).toBe(figures.kill.acknowledged);
    expect(figures.refused).toEqual([]);
    expect(figures.ok).toBe(true);
  });
});
