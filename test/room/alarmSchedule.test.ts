// The alarm schedule's moments (alarmSchedule.ts): what a waiting game does later, and when.
import { describe, expect, it } from 'vitest';
import { momentsOf, type MomentInputs } from '../../src/room/alarmSchedule.ts';
import { liveGame } from './fixtures.ts';

const GRACE = 60_000;
const inputs = (over: Partial<MomentInputs> = {}): MomentInputs => ({
  ended: () => false,
  reachable: () => new Set(),
  notified: () => new Set(),
  pauses: () => [],
  graceMs: GRACE,
  botDelayMs: 1500,
  startOf: () => 10_000,
  ...over,
});
const kinds = (moments: { kind: string; at: number; e: { seat: number } }[]) =>
  moments.map((m) => `${m.kind}:${m.e.seat}@${m.at}`).sort();

describe('the alarm schedule', () => {
  it('a game nobody can be told about, without a clock or a bot, has no moments (and reads no table)', () => {
    const read = () => {
      throw new Error('read');
    };
    expect(momentsOf(liveGame(3), 0, inputs({ notified: read, pauses: read }))).toEqual([]);
  });

  it('an ended game, a finished one, and no game at all wait on nobody', () => {
    const game = liveGame(3, { moveSeconds: 3600 });
    expect(momentsOf(game, 0, inputs({ ended: () => true }))).toEqual([]);
    expect(momentsOf({ kind: 'empty' }, 0, inputs())).toEqual([]);
  });

  it('a reachable seat is told after the grace, once; a webhook tells every seat waited on', () => {
    const game = liveGame(3);
    expect(kinds(momentsOf(game, 0, inputs({ reachable: () => new Set([1]) })))).toEqual([
      `notice:1@${10_000 + GRACE}`,
    ]);
    expect(momentsOf(game, 0, inputs({ reachable: () => new Set([1]), notified: () => new Set(['1@0']) }))).toEqual([]);
    const hooked = liveGame(3, { notify: { webhook: 'https://example.com/hook', origin: 'https://example.com' } });
    expect(kinds(momentsOf(hooked, 0, inputs()))).toEqual([0, 1, 2].map((s) => `notice:${s}@${10_000 + GRACE}`));
  });

  it(
    'with a time per move: the time out at the deadline, a reminder at half time after the notice; none ' +
      'while paused',
    () => {
      const game = liveGame(2, { moveSeconds: 3600 });
      const deadline = 10_000 + 3600_000;
      expect(kinds(momentsOf(game, 0, inputs({ reachable: () => new Set([0]) })))).toEqual([
        `notice:0@${10_000 + GRACE}`,
        `reminder:0@${deadline - 1800_000}`,
        `timeout:0@${deadline}`,
        `timeout:1@${deadline}`,
      ]);
      expect(momentsOf(game, 0, inputs({ pauses: () => [{ from: 5, to: null }] }))).toEqual([]);
    },
  );

  it('a bot’s seat moves after its delay, a stand-in’s seat at once', () => {
    const game = liveGame(3, { bots: [null, 'greedy', null], standIns: [2] });
    expect(kinds(momentsOf(game, 0, inputs()))).toEqual(['bot:1@11500', 'timeout:2@10000']);
  });
});
