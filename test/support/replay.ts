// A finished game's record replayed whole, for the tests that compare what a replay makes with what the room kept:
// its steps, its end and the scores the replay makes (the record's own left out, so that they are made again).
import type { ReplayStep } from '../../src/views.ts';
import type { ScoreSeries, State } from '../../src/engine/index.ts';
import type { GameRecord } from '../../src/room/record.ts';
import { replayGame, stateAt } from '../../src/room/replayed.ts';

export type Replay =
  | { ok: true; steps: ReplayStep[]; final: State; scores: ScoreSeries }
  | { ok: false; message: string };

export function replay(record: GameRecord): Replay {
  const { scores: _kept, ...played } = record;
  const made = replayGame(played);
  if (!made.ok) return made;
  const r = made.replayed;
  return { ok: true, steps: r.steps, final: stateAt(r, r.actions.length), scores: r.scores };
}
