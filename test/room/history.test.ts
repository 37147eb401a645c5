// A woken game decodes only its recent history (src/room/history.ts): the rest
// is read when the whole history is asked for. What must hold at every point of seeded
// games: the whole history read back is the one the game made; the recent part holds
// what it promises; and every page's update after a move, made from views with only the
// recent part, is the very update made from views with the whole log, whether the page
// held the version before (a woken object's pages) or a fresh render of it.
import { describe, expect, it } from 'vitest';
import { randomAction, seededRandom, viewFor, waitingFor, type LogEntry } from '../../src/engine/index.ts';
import { wake } from '../../src/room/gameInMemory.ts';
import { History } from '../../src/room/history.ts';
import { type Live, step, updateView } from '../../src/room/step.ts';
import { SNAPSHOT_EVERY, actionRow, decodeStored, gameRow } from '../../src/room/store.ts';
import { updatesFor } from '../../src/room/updates.ts';
import { packEvents } from '../../src/room/pack.ts';
import { RECENT_LINES } from '../../templates/sections.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { liveGame } from './fixtures.ts';

const EN = dictOf('en');
const paths = { self: '/g/x/p/0/s', actions: '/g/x/p/0/s/actions', ws: '/g/x/p/0/s/ws' };

/** A seeded game played to its end, with each of its moments and the rows stored by then. */
function played(players: number, seed: string) {
  const start = liveGame(players, {}, seed);
  const random = seededRandom(seed);
  const rows: Record<string, string | number>[] = [];
  const moments: { live: Live; snapshot: Live; rows: number }[] = [];
  let live = start;
  let snapshot = start;
  const moves: { seat: number; action: unknown }[] = [];
  while (!live.state.result) {
    moments.push({ live, snapshot, rows: rows.length });
    const seat = waitingFor(live.state)[0]!;
    const action = randomAction(live.state, seat, random);
    const out = step(live, seat, action);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    moves.push({ seat, action });
    live = out.live;
    rows.push(actionRow(live.state.version, seat, out.action, out.events));
    if (live.state.version % SNAPSHOT_EVERY === 0) snapshot = live;
  }
  return { start, rows, moments, moves };
}

const woken = (start: Live, snapshot: Live, rows: Record<string, string | number>[]): Live => {
  const game = wake(decodeStored(gameRow(start.creation, snapshot, start.history.all()), rows));
  if (game.kind !== 'game') throw new Error(JSON.stringify(game));
  return game;
};

describe('a woken game’s history', () => {
  for (const [players, seed] of [
    [4, 'history-4'],
    [2, 'history-2'],
  ] as const) {
    it(
      `${players} players: read back whole, its recent part what an update reads, every update the same ` +
        `as from the whole log`,
      () => {
        const { start, rows, moments, moves } = played(players, seed);
        let shorter = 0;
        moments.forEach(({ live, snapshot, rows: stored }, k) => {
          const game = woken(start, snapshot, rows.slice(0, stored));
          const recent = game.history.recent();
          const whole = live.history.all();
          // The recent part is the history's end: every entry of the snapshot's turn and after, and the lines under the
          // status.
          expect(whole.slice(whole.length - recent.length)).toEqual(recent);
          const turnFrom = whole.findIndex((e) => e.turn >= snapshot.state.turn);
          if (turnFrom >= 0) expect(recent.length).toBeGreaterThanOrEqual(whole.length - turnFrom);
          const publicLines = (entries: LogEntry[]) => entries.filter((e) => e.to === undefined).length;
          if (recent.length < whole.length) {
            expect(publicLines(recent)).toBeGreaterThanOrEqual(RECENT_LINES);
            shorter++;
          }
          const { seat, action } = moves[k]!;
          const out = step(game, seat, action);
          if (!out.ok) throw new Error(JSON.stringify(out.error));
          for (const s of [...live.state.players.map((_, i) => i), null]) {
            const next = s === null ? updateView(out.live, null) : out.views[s]!;
            const wholeBefore = viewFor(live.state, s, whole);
            const wholeAfter = viewFor(out.live.state, s, out.live.history.all());
            const expected = updatesFor(EN, wholeBefore, wholeAfter, paths);
            expect(updatesFor(EN, updateView(game, s), next, paths)).toBe(expected);
            expect(updatesFor(EN, wholeBefore, next, paths)).toBe(expected);
          }
          // What happened after any version, as the since panel asks it: the whole history's entries after it.
          for (const v of [0, Math.max(0, live.state.version - 3), live.state.version])
            expect(game.history.since(v)).toEqual(whole.filter((e) => e.version > v));
          // Asked for last, so that the updates above were made from the recent part alone.
          expect(game.history.all()).toEqual(whole);
        });
        // Most wakes decode only part of the history: that is what the recent part is for.
        expect(shorter).toBeGreaterThan(moments.length / 2);
      },
    );
  }

  it(
    'a wake reads back to RECENT_LINES public lines even when the snapshot’s turn began just before: ' +
      'private lines do not count',
    () => {
      // Turn 1's rows, one line each (the last one another seat's private line), then one row of turn 2.
      const line = (version: number, turn: number, to?: number): LogEntry => ({
        version,
        turn,
        ...(to === undefined ? {} : { to }),
        event: { kind: 'passed', seat: 0 },
      });
      const entries = [line(1, 1), line(2, 1), line(3, 1), line(4, 1, 2), line(5, 2)];
      const rows = entries.map((e) => ({ seq: e.version, events: packEvents([e], e.version) }));
      const history = History.stored(packEvents([], 0), rows, 2);
      expect(history.recent()).toEqual(entries.slice(1));
      expect(history.all()).toEqual(entries);
    },
  );

  it('a history all in memory is its own recent part, and grows by its events', () => {
    const { start } = played(3, 'history-3');
    const history = History.of(start.history.all());
    expect(history.recent()).toBe(history.all());
    const more = history.with(start.history.all().slice(0, 2));
    expect(more.all()).toEqual([...history.all(), ...history.all().slice(0, 2)]);
    expect(history.all()).toHaveLength(start.history.all().length);
  });
});
