// The small pure rules of the other scripts: the service worker's page to open, the
// replay's step in the address, the analysis's arrow keys, the follow-up after a placement.
import { describe, expect, it } from 'vitest';
import { pageToOpen } from '../../src/client/serviceWorker.ts';
import { stepOf } from '../../src/client/replay.ts';
import { arrowControl } from '../../src/client/analysis.ts';
import { due, followUpOf } from '../../src/client/followUp.ts';

describe('the small rules', () => {
  it('opens only this site’s pages from a notification', () => {
    const origin = 'https://ys.example';
    expect(pageToOpen('/g/abc/p/0/k', origin)).toBe('https://ys.example/g/abc/p/0/k');
    expect(pageToOpen('https://evil.example/x', origin)).toBe('https://ys.example/');
    expect(pageToOpen(undefined, origin)).toBe('https://ys.example/');
  });

  it('reads the replay’s step from the address', () => {
    expect(stepOf('?step=12')).toBe(12);
    expect(stepOf('?lang=fr&step=3')).toBe(3);
    expect(stepOf('')).toBe(0);
  });

  it('steps the analysis with the arrow keys only', () => {
    expect(arrowControl('ArrowLeft')).toBe('prev-top');
    expect(arrowControl('ArrowRight')).toBe('next-top');
    expect(arrowControl('Enter')).toBeNull();
  });

  it('sends what comes after the placement once it is in, never later (R9.1)', () => {
    expect(followUpOf('ask', 4)).toBeNull();
    expect(followUpOf(null, 4)).toBeNull();
    const next = followUpOf('mercenary:2', 4)!;
    expect(next).toEqual({ version: 5, then: 'mercenary:2' });
    expect(due(next, 4)).toBe('wait');
    expect(due(next, 5)).toBe('send');
    expect(due(next, 6)).toBe('drop');
  });
});
