// A game's scores turn by turn (the result's chart, the record's `scores`), kept by the room
// as the game goes (src/room/scores.ts) so that a finished game's pages replay nothing:
// the kept series must be the one a replay of the record makes, for a game played in one
// object's life and for one woken from its stored rows on the way (the snapshot carries
// the series); a snapshot stored before the room kept them wakes without, and the record
// is then made by a replay, as before.
import { describe, expect, it } from 'vitest';
import { randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { createLive, wake } from '../../src/room/gameInMemory.ts';
import type { GameRecord } from '../../src/room/record.ts';
import { overRecord } from '../../src/room/replayed.ts';
import { replay } from '../support/replay.ts';
import { type Live, step } from '../../src/room/step.ts';
import { actionRow, decodeStored, gameRow } from '../../src/room/store.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

function newGame(players: number, seed: string, kingsFavor = false): Live {
  const setup = { players: NAMES.slice(0, players).map((name) => ({ name })), options: { kingsFavor } };
  const live = createLive(
    { gameId: 'f'.repeat(32), setup, seed, devSecret: false } as Parameters<typeof createLive>[0],
    0,
    undefined,
  );
  if (!('kind' in live)) throw new Error(JSON.stringify(live));
  return live;
}

/** `live` stored as Store stores it and woken again: the snapshot of `at`, the actions after it replayed. */
function storedAndWoken(first: Live, at: Live, rows: Record<string, string | number>[], withScores = true): Live {
  const snapshot = {
    state: at.state,
    promptSince: at.promptSince,
    ...(withScores && at.scores ? { scores: at.scores } : {}),
  };
  const woken = wake(decodeStored(gameRow(first.creation, snapshot, first.history.all()), rows));
  if (woken.kind !== 'game') throw new Error(JSON.stringify(woken));
  return woken;
}

function playToEnd(
  live: Live,
  seed: string,
  wakeAt?: number,
): { live: Live; record: GameRecord; rows: Record<string, string | number>[] } {
  const first = live;
  const random = seededRandom(seed);
  const actions: GameRecord['actions'] = [];
  const rows: Record<string, string | number>[] = [];
  while (!live.state.result) {
    const seat = waitingFor(live.state)[0]!;
    const action = randomAction(live.state, seat, random)!;
    const out = step(live, seat, action);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    live = out.live;
    actions.push({ seq: live.state.version, seat, action });
    rows.push(actionRow(live.state.version, seat, out.action, out.events));
    // Woken from the snapshot of this version, with no actions after it yet.
    if (live.state.version === wakeAt) live = storedAndWoken(first, live, rows);
  }
  const { setup, seed: gameSeed } = first.creation;
  return { live, rows, record: { setup, seed: gameSeed, actions, result: live.state.result } };
}

describe('scores kept as the game goes', () => {
  for (const [players, seed, wakeAt, kingsFavor] of [
    [2, 'kept-2', undefined, false],
    [3, 'kept-3', 40, true],
    [4, 'kept-4', 77, false],
    [4, 'kept-4b', 1, true],
  ] as const) {
    it(
      `${players} ` +
        `players${kingsFavor ? ", the King's Favor" : ''}${wakeAt ? `, woken at version ${wakeAt}` : ''}: ` +
        `the series a replay of the record makes`,
      () => {
        const { live, record } = playToEnd(newGame(players, seed, kingsFavor), seed, wakeAt);
        const replayed = replay(record);
        if (!replayed.ok) throw new Error(replayed.message);
        expect(live.scores).toEqual(replayed.scores);
        // The start and each turn's end (R8: the final scoring after turn 4): the last point is
        // each one's VP of play, and with its gems what R8.1–R8.3 gave it (the King's Favor apart, R8.4).
        expect(live.scores!.map((e) => e.who)).toEqual(
          live.state
            .result!.lines.map((l) => l.who)
            .sort((a, b) => (a === 'neutral' ? 99 : a) - (b === 'neutral' ? 99 : b)),
        );
        for (const entry of live.scores!) {
          const line = live.state.result!.lines.find((l) => l.who === entry.who)!;
          expect(entry.vp.length).toBe(live.state.turn + 1);
          expect(entry.vp.at(-1)).toBe(line.vpDuringPlay);
          expect(entry.withGems.at(-1)).toBe(line.total - line.kingsFavor);
        }
        expect(overRecord(live.creation, { result: live.state.result! }, record.actions, live.scores).scores).toEqual(
          replayed.scores,
        );
      },
    );
  }

  it(
    'a finished game woken from its last snapshot has them, and one stored without them has none (its ' +
      'record replays)',
    () => {
      const first = newGame(3, 'kept-end');
      const { live, record, rows } = playToEnd(first, 'kept-end');
      const replayed = replay(record);
      if (!replayed.ok) throw new Error(replayed.message);
      expect(storedAndWoken(first, live, rows).scores).toEqual(replayed.scores);
      const older = storedAndWoken(first, live, rows, false);
      expect(older.scores).toBeUndefined();
      expect(overRecord(older.creation, { result: older.state.result! }, record.actions, older.scores).scores).toEqual(
        replayed.scores,
      );
    },
  );
});
