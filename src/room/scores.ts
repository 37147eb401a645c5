// A game's scores turn by turn, for its result's chart and its record: each
// participant's VP, and its VP with what its gems would score if the game ended then, at
// the start and after every turn. The room keeps the series as the game goes (step.ts,
// in the stored snapshot), so a finished game's pages need no replay of the whole game
// (~5 ms of CPU, ~10 ms in a fresh isolate); record.ts's replay makes the same series
// from a record, for games stored before the room kept it.
import { cloneState, scoreGame, type LogEntry, type ScoreSeries, type State } from '../engine/index.ts';

const whoOrder = (who: ScoreSeries[number]['who']) => (who === 'neutral' ? 99 : who);

/**
 * `series` with `s`'s scores added: a new series, as a Live's is never changed in place;
 * its participants as the chart and the record give them, the seats in order, the neutral last.
 */
export function withScores(series: ScoreSeries, s: State): ScoreSeries {
  // R8.1–R8.3 on a copy: the scoring turns the throne face up.
  const lines = scoreGame(cloneState(s)).lines;
  const next = series.map((e) => ({ ...e, vp: [...e.vp], withGems: [...e.withGems] }));
  for (const line of lines) {
    let entry = next.find((e) => e.who === line.who);
    if (!entry) {
      entry = { who: line.who, name: line.name, vp: [], withGems: [] };
      next.push(entry);
    }
    entry.vp.push(line.vpDuringPlay);
    entry.withGems.push(line.total - line.kingsFavor);
  }
  return next.sort((a, b) => whoOrder(a.who) - whoOrder(b.who));
}

/** The series after one action: nothing after a turn's end changes a score before the next turn's first decision. */
export const scoresAfter = (series: ScoreSeries, s: State, events: readonly LogEntry[]): ScoreSeries =>
  events.some((e) => e.event.kind === 'turnEnds') ? withScores(series, s) : series;
