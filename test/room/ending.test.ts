// A game's ends, as pure code: its expiry (expiry.ts), its record (record.ts), its
// rematch's links (rematch.ts), and the status the home page lists (status.ts).
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src/engine/index.ts';
import { DAY_MS, GONE_KEPT_DAYS, forgottenAt, goneOf, lastMoveOf } from '../../src/room/expiry.ts';
import { endOf, parseRecord, recordOf } from '../../src/room/record.ts';
import { overRecord } from '../../src/room/replayed.ts';
import { rematchLinks, rematchOf, rematchPathFor } from '../../src/room/rematch.ts';
import { statusOf } from '../../src/room/status.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { finished, liveGame } from './fixtures.ts';

describe('expiry', () => {
  it('a game last moved at its newest action, its creation, or the host’s end, whichever is latest', () => {
    expect(lastMoveOf(100, null, null)).toBe(100);
    expect(lastMoveOf(100, 500, null)).toBe(500);
    expect(lastMoveOf(100, 500, 900)).toBe(900);
  });

  it('a deleted game says whether it was over, and its last row goes a year later', () => {
    expect(goneOf(true, 7, 60)).toEqual({ at: 7, reason: 'finished', days: 60 });
    expect(goneOf(false, 7, 60).reason).toBe('idle');
    expect(forgottenAt(goneOf(false, 7, 60))).toBe(7 + GONE_KEPT_DAYS * DAY_MS);
  });
});

describe('the record', () => {
  it(
    'waits for the end, without reading the log; then is the setup, the seed, the log, the result and ' + 'the scores',
    () => {
      const live = liveGame(2);
      const unread = () => {
        throw new Error('the log was read');
      };
      expect(recordOf(endOf(live.state, null), unread, () => null)).toMatchObject({
        ok: false,
        status: 409,
        error: { refusal: { key: 'recordNotOver' } },
      });
      const over = finished(live);
      const made = recordOf(
        endOf(over.state, null),
        (end) => overRecord(over.creation, end, []),
        () => null,
      );
      if (!made.ok) throw new Error('refused');
      const record = parseRecord(made.json);
      expect(record).toEqual({
        setup: live.creation.setup,
        seed: live.creation.seed,
        actions: [],
        result: over.state.result,
        scores: expect.any(Array),
      });
      expect('deal' in record).toBe(false);
    },
  );

  it(
    'is given once the host ended the game, with its end in place of a result: the hidden facts matter ' + 'no more',
    () => {
      const live = liveGame(2);
      const ended = { by: 'host' as const, at: 1234 };
      const made = recordOf(
        endOf(live.state, ended),
        (end) => overRecord(live.creation, end, []),
        () => null,
      );
      if (!made.ok) throw new Error('refused');
      expect(parseRecord(made.json)).toEqual({
        setup: live.creation.setup,
        seed: live.creation.seed,
        actions: [],
        ended,
        scores: expect.any(Array),
      });
      // A finished game's own end wins over a host's mark.
      expect(endOf(finished(live).state, ended)).toEqual({ result: finished(live).state.result });
    },
  );
});

describe('the rematch', () => {
  const links = {
    hostPath: '/g/NEW/host/H',
    watchPath: '/g/NEW/watch',
    seats: [
      { seat: 0, name: 'x', path: '/g/NEW/p/0/A' },
      { seat: 1, name: 'y', path: null },
    ],
  };
  const record = rematchOf('NEW', links);

  it('keeps the new game’s paths, and gives them back with this game’s names', () => {
    expect(record).toEqual({
      gameId: 'NEW',
      hostPath: '/g/NEW/host/H',
      watchPath: '/g/NEW/watch',
      seats: ['/g/NEW/p/0/A', null],
    });
    expect(rematchLinks(record, liveGame(2).creation.setup).seats).toEqual([
      { seat: 0, name: 'Ana', path: '/g/NEW/p/0/A' },
      { seat: 1, name: 'Bo', path: null },
    ]);
  });

  it('a seat gets its own new link, the host the host’s, a spectator none', () => {
    expect(rematchPathFor(record, { kind: 'seat', seat: 0, sig: 's' })).toBe('/g/NEW/p/0/A');
    expect(rematchPathFor(record, { kind: 'seat', seat: 1, sig: 's' })).toBeNull();
    expect(rematchPathFor(record, { kind: 'host', sig: 's' })).toBe('/g/NEW/host/H');
    expect(rematchPathFor(record, { kind: 'watch' })).toBeNull();
    expect(rematchPathFor(null, { kind: 'host', sig: 's' })).toBeNull();
  });
});

describe('the status', () => {
  const EN = dictOf('en');
  it('names whom the game waits on, and tells a seat whether it is its move', () => {
    const live = liveGame(3);
    const view = viewFor(live.state, null);
    expect(statusOf(EN, view, 1)).toEqual({
      version: 0,
      phase: view.phase,
      waitingFor: ['Ana', 'Bo', 'Cy'],
      yourMove: true,
      over: false,
      winners: [],
    });
    expect('yourMove' in statusOf(EN, view, null)).toBe(false);
  });

  it('a game the host ended is over and says so, with no time left', () => {
    const view = { ...viewFor(liveGame(3).state, null), ended: { by: 'host' as const, at: 5 } };
    expect(statusOf(EN, view, null)).toMatchObject({ over: true, ended: true });
  });

  it('a finished game names its winners', () => {
    const over = finished(liveGame(2));
    const status = statusOf(EN, viewFor(over.state, null), 0);
    expect(status.over).toBe(true);
    expect(status.winners.length).toBeGreaterThan(0);
    expect(status.waitingFor).toEqual([]);
  });
});
