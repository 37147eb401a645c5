// Where the game was won: the score series a record replays to, checked
// against the game's own log and result, and the result's chart drawn from it.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, viewFor, type LogEntry, type ScoreSeries, type Who } from '../../src/engine/index.ts';
import type { GameRecord } from '../../src/room/record.ts';
import { replayGame, viewAtStep } from '../../src/room/replayed.ts';
import { replay } from '../support/replay.ts';
import { scoreChart } from '../../templates/chart.ts';
import { esc } from '../../templates/html.ts';
import { LANGS, dictOf } from '../../templates/i18n/index.ts';
import { recordGame } from '../engine/bots/record.ts';

const games: { record: GameRecord; what: string }[] = [
  { record: recordGame(['random', 'random'], {}, 'chart/2'), what: '2 players and the neutral' },
  {
    record: recordGame(['random', 'greedy', 'random'], { kingsFavor: true }, 'chart/3'),
    what: "3 players, King's Favor",
  },
  { record: recordGame(['greedy', 'random', 'random', 'random'], {}, 'chart/4'), what: '4 players' },
];

/** The game's whole log, as the room keeps it. */
function logOf(record: GameRecord): LogEntry[] {
  const made = createGame(record.setup, record.seed, record.deal);
  if (!made.ok) throw new Error('no game');
  let state = made.state;
  const log = [...made.events];
  for (const { seat, action } of record.actions) {
    const out = applyAction(state, seat, action);
    if (!out.ok) throw new Error('refused');
    state = out.state;
    log.push(...out.events);
  }
  return log;
}

/** The VP the log's events gave `who` up to the end of `turn`: every event that says it scored. */
function vpFromLog(log: LogEntry[], who: Who, turn: number): number {
  let vp = 0;
  for (const { turn: t, event: e } of log) {
    if (t > turn) continue;
    if (e.kind === 'placed' && e.seat === who) vp += e.vp;
    if (e.kind === 'neutralPlaced' && who === 'neutral') vp += e.vp;
    if (e.kind === 'cardPlayed' && e.seat === who) vp += e.vp ?? 0;
    if ((e.kind === 'vpCardWon' || e.kind === 'commerceWon') && e.who === who) vp += e.vp;
  }
  return vp;
}

function scoresOf(record: GameRecord): ScoreSeries {
  const out = replay(record);
  if (!out.ok) throw new Error(out.message);
  return out.scores;
}

describe('the score series', () => {
  for (const { record, what } of games) {
    it(`matches the log turn by turn and the result at the end (${what})`, () => {
      const scores = scoresOf(record);
      const log = logOf(record);
      expect(scores.map((s) => s.who)).toEqual(
        record.result!.lines.map((l) => l.who).sort((a, b) => (a === 'neutral' ? 9 : a) - (b === 'neutral' ? 9 : b)),
      );
      for (const line of scores) {
        expect(line.vp).toHaveLength(5); // the start and the end of each of the 4 turns
        expect(line.vp[0]).toBe(0);
        // R11.5: the neutral scores third place in every colour it has none of, from the start.
        expect(line.withGems[0]).toBe(line.who === 'neutral' ? 12 + 10 + 8 + 6 : 0);
        line.vp.forEach((vp, turn) => {
          expect(vp, `${line.name}, turn ${turn}`).toBe(vpFromLog(log, line.who, turn));
        });
        line.withGems.forEach((w, turn) => {
          expect(w).toBeGreaterThanOrEqual(line.vp[turn]!);
        });
        const result = record.result!.lines.find((l) => l.who === line.who)!;
        expect(line.vp.at(-1)).toBe(result.vpDuringPlay);
        expect(line.withGems.at(-1)! + result.kingsFavor).toBe(result.total);
      }
      // Gems were won on the way: the dashed line leaves the solid one before the end.
      expect(scores.some((l) => l.withGems[2]! > l.vp[2]!)).toBe(true);
    });
  }

  it("is on the replay's last step, for its result, and nowhere before", () => {
    const { record } = games[2]!;
    const made = replayGame(record);
    if (!made.ok) throw new Error(made.message);
    const steps = made.replayed.steps.length;
    expect(viewAtStep(made.replayed, steps - 1, null)?.scores).toEqual(scoresOf(record));
    expect(viewAtStep(made.replayed, 0, null)?.scores).toBeUndefined();
    expect(viewAtStep(made.replayed, steps - 2, null)?.scores).toBeUndefined();
  });
});

describe("the result's chart", () => {
  const { record } = games[0]!;
  const out = replay(record);
  if (!out.ok) throw new Error('no replay');
  const made = createGame(record.setup, record.seed);
  if (!made.ok) throw new Error('no game');
  const view = { ...viewFor(out.final, null), scores: out.scores };

  it('draws a solid and a dashed line per participant, with its shape and initial, and the numbers as a table', () => {
    const html = scoreChart(dictOf('en'), view);
    expect(html).toContain('role="img"');
    expect(html).toContain('Where the game was won');
    expect(html.match(/<polyline /g)).toHaveLength(2 * out.scores.length);
    expect(html.match(/stroke-dasharray="5 4"><\/polyline>/g)).toHaveLength(out.scores.length);
    // Each participant's marker shape is defined once and used on each of its 10 points.
    for (const line of out.scores) {
      const id = `chart-shape-${line.who === 'neutral' ? 'neutral' : line.who}`;
      expect(html).toContain(`id="${id}"`);
      expect(html.match(new RegExp(`href="#${id}"`, 'g'))).toHaveLength(10);
    }
    expect(html).toContain('>Ana</th>');
    expect(html).toContain('>Neutral</th>');
    const ana = out.scores.find((s) => s.who === 0)!;
    expect(html).toContain(`<td>${ana.vp[4]} <span class="muted">(${ana.withGems[4]})</span></td>`);
  });

  it(
    "labels each line with its avatar's mark, distinct where names share an initial, and the axis clear " +
      'of its numbers',
    () => {
      const named = (names: string[]) =>
        scoreChart(dictOf('en'), {
          ...view,
          scores: out.scores.map((l) => (l.who === 'neutral' ? l : { ...l, name: names[l.who]! })),
        });
      const ends = (html: string) =>
        [...html.matchAll(/font-weight="700" fill="#222">([^<]+)<\/text>/g)].map((m) => m[1]);
      const labels = ends(named(['Bo', 'Babbage']));
      expect(labels).toHaveLength(out.scores.length);
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels).toEqual(expect.arrayContaining(['Bo', 'Ba', 'N']));
      // The top grid number's line box (11 px type, baseline 4 below its line) starts under the axis label's baseline.
      const html = named(['Ana', 'Bo']);
      const axis = Number(/<text x="4" y="([\d.]+)"[^>]*>VP<\/text>/.exec(html)![1]);
      const tops = [...html.matchAll(/<text x="30" y="([\d.]+)" text-anchor="end"/g)].map((m) => Number(m[1]));
      expect(Math.min(...tops) - 11).toBeGreaterThanOrEqual(axis);
    },
  );

  it('says nothing before the end or without a series', () => {
    expect(scoreChart(dictOf('en'), { ...view, scores: undefined })).toBe('');
    expect(scoreChart(dictOf('en'), { ...viewFor(made.state, null), scores: out.scores })).toBe('');
  });

  it('has its words in every language', () => {
    for (const lang of LANGS) {
      const html = scoreChart(dictOf(lang), view);
      expect(html, lang).not.toMatch(/undefined|NaN|\[object/);
      expect(html, lang).toContain(esc(dictOf(lang).chart.title));
    }
  });
});
