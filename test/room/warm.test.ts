// The isolate's warm-up (src/room/warm.ts, run by src/worker.ts as the script starts): it
// must go through what a request runs (a whole game's rules, pages rendered whole and as
// updates, the bot and a notice, a game woken from its stored rows, a seat's analysis) and never throw, since
// the Worker only logs a failure there. What it saves is measured by npm run bench
// (actionCpuMsColdMean, isolateStartMsMean), not here.
import { describe, expect, it } from 'vitest';
import { warmUp } from '../../src/room/warm.ts';

describe('warm-up', () => {
  it('plays a whole game, renders its pages, wakes it from its rows and analyses a seat', () => {
    const warmed = warmUp();
    expect(warmed.actions).toBeGreaterThan(100);
    expect(warmed.renders).toBeGreaterThanOrEqual(20);
    expect(warmed.woken).toBe(true);
    expect(warmed.analysed).toBeGreaterThan(20);
  });

  it('is the same every time (seeded, no clock, nothing kept)', () => {
    expect(warmUp()).toEqual(warmUp());
  });

  it('runs when the Worker script starts, before the handlers are exported', async () => {
    const entry = (await import('../../src/worker.ts?raw')).default as string;
    expect(entry).toMatch(/^try \{\n {2}warmUp\(\);/m);
  });
});
