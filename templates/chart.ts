// Where the game was won: each participant's score after every turn, drawn
// on the server as SVG under the result. A solid line is the VP, a dashed one the VP plus
// what the gems would score at that moment's quotations; each participant has its board
// shape on every point and its mark at the end of its lines (the avatars' marks, distinct
// among the participants), so no line is told by hue alone. The same numbers follow as a table, the chart's text
// alternative.
import type { ScoreSeries, Who } from '../src/engine/index.ts';
import { shapeOf } from './board.ts';
import { esc } from './html.ts';
import type { Dict } from './i18n/index.ts';
import { avatarMarks, neutralMark } from './avatar.ts';
import { type RoomView, seatColour } from './theme.ts';

const W = 340,
  H = 220;
const LEFT = 34,
  RIGHT = 296,
  // Room above the top grid line's number for the axis's label.
  TOP = 26,
  BOTTOM = 186;
const AXIS_LABEL_Y = 11;
/** The neutral's own colour is a pale stone, too faint for a line on the page's card. */
const lineColour = (who: Who) => (who === 'neutral' ? '#8c8270' : seatColour(who));
const whoId = (who: Who) => (who === 'neutral' ? 'neutral' : String(who));

/** A grid step that gives four to six lines whatever the scores reach. */
function gridStep(max: number): number {
  for (const step of [5, 10, 20, 25, 50, 100]) if (max / step <= 6) return step;
  return 200;
}

/** End labels pushed apart so that marks of close scores do not overlap. */
function spread(ys: { y: number; key: number }[], gap: number): Map<number, number> {
  const sorted = [...ys].sort((a, b) => a.y - b.y);
  for (let i = 1; i < sorted.length; i++) sorted[i]!.y = Math.max(sorted[i]!.y, sorted[i - 1]!.y + gap);
  return new Map(sorted.map((e) => [e.key, e.y]));
}

const nameOf = (t: Dict, line: ScoreSeries[number]) => (line.who === 'neutral' ? t.terms.Neutral : line.name);

/** Each line's mark, as its participant's avatar has it: "Bo" and "Babbage" are "Bo" and "Ba", never two "B". */
function marksOf(t: Dict, series: ScoreSeries): (line: ScoreSeries[number]) => string {
  const seats = series.filter((l) => l.who !== 'neutral');
  const hasNeutral = seats.length < series.length;
  const marks = avatarMarks(
    seats.map((l) => l.name),
    hasNeutral ? [neutralMark(t)] : [],
  );
  return (line) => (line.who === 'neutral' ? neutralMark(t) : (marks[seats.indexOf(line)] ?? ''));
}

function svg(t: Dict, series: ScoreSeries): string {
  const markOf = marksOf(t, series);
  const turns = Math.max(...series.map((l) => l.vp.length));
  const max = Math.max(10, ...series.flatMap((l) => l.withGems), ...series.flatMap((l) => l.vp));
  const step = gridStep(max);
  const top = Math.ceil(max / step) * step;
  const x = (i: number) => LEFT + (i * (RIGHT - LEFT)) / Math.max(1, turns - 1);
  const y = (v: number) => BOTTOM - (v * (BOTTOM - TOP)) / top;
  const grid = Array.from({ length: top / step + 1 }, (_, k) => k * step)
    .map(
      (v) =>
        `<line x1="${LEFT}" x2="${RIGHT}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"></line>` +
        `<text x="${LEFT - 4}" y="${y(v) + 4}" text-anchor="end" font-size="11" fill="#555">${v}</text>`,
    )
    .join('');
  const ticks = Array.from(
    { length: turns },
    (_, i) =>
      `<text x="${x(i)}" y="${BOTTOM + 16}" text-anchor="middle" font-size="11" ` +
      `fill="#555">${esc(t.chart.tick(i))}</text>`,
  ).join('');
  const points = (vs: number[]) => vs.map((v, i) => `${x(i)},${y(v)}`).join(' ');
  const labelY = spread(
    series.map((l, key) => ({ y: y(l.withGems.at(-1) ?? 0) + 4, key })),
    12,
  );
  const lines = series
    .map((l, key) => {
      const c = lineColour(l.who);
      const id = `chart-shape-${whoId(l.who)}`;
      const marks = (vs: number[], filled: boolean) =>
        vs
          .map(
            (v, i) =>
              `<use href="#${id}" transform="translate(${x(i)} ${y(v)}) scale(.4)" ` +
              `fill="${filled ? c : '#fff'}" stroke="${c}" stroke-width="${filled ? 2 : 5}"></use>`,
          )
          .join('');
      return (
        `<g>` +
        (`<polyline points="${points(l.withGems)}" fill="none" stroke="${c}" stroke-width="2" ` +
          `stroke-dasharray="5 4"></polyline>`) +
        `<polyline points="${points(l.vp)}" fill="none" stroke="${c}" stroke-width="2.5"></polyline>` +
        marks(l.withGems, false) +
        marks(l.vp, true) +
        (`<text x="${RIGHT + 10}" y="${labelY.get(key)}" font-size="12" font-weight="700" ` +
          `fill="#222">${esc(markOf(l))}</text></g>`)
      );
    })
    .join('');
  // The board's shapes, drawn at two fifths of their size (each point's transform): markers that still read at 360 px.
  const defs = series.map((l) => shapeOf(l.who).el(`chart-shape-${whoId(l.who)}`)).join('');
  return (
    `<svg viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="chart-title chart-lead" focusable="false">` +
    `<defs>${defs}</defs>${grid}` +
    `<line x1="${LEFT}" x2="${LEFT}" y1="${TOP}" y2="${BOTTOM}" stroke="#999"></line>${ticks}` +
    `<text x="4" y="${AXIS_LABEL_Y}" font-size="11" fill="#555">${esc(t.chart.vpAxis)}</text>` +
    lines +
    '</svg>'
  );
}

/** The key: each participant's shape, colour and name, and what the two kinds of line mean. */
function key(t: Dict, series: ScoreSeries): string {
  const markOf = marksOf(t, series);
  const mark = (l: ScoreSeries[number]) => {
    const c = lineColour(l.who);
    return (
      `<svg class="chart-mark" viewBox="-6 -6 12 12" aria-hidden="true" focusable="false"><g ` +
      `transform="scale(.5)" fill="${c}" stroke="#222">${shapeOf(l.who).el('')}</g></svg>`
    );
  };
  return (
    `<ul class="chart-key">` +
    series
      .map((l) => `<li>${mark(l)}${esc(nameOf(t, l))} <span class="muted">(${esc(markOf(l))})</span></li>`)
      .join('') +
    (`<li><svg class="chart-mark" viewBox="0 -3 24 6" aria-hidden="true" focusable="false"><line ` +
      `x1="0" x2="24" y1="0" y2="0" stroke="#222" ` +
      `stroke-width="2.5"></line></svg>${esc(t.chart.vpLine)}</li>`) +
    (`<li><svg class="chart-mark" viewBox="0 -3 24 6" aria-hidden="true" focusable="false"><line ` +
      `x1="0" x2="24" y1="0" y2="0" stroke="#222" stroke-width="2" stroke-dasharray="5 ` +
      `4"></line></svg>${esc(t.chart.gemsLine)}</li></ul>`)
  );
}

/** The same numbers in a table: the chart's text alternative. */
function table(t: Dict, series: ScoreSeries): string {
  const turns = Math.max(...series.map((l) => l.vp.length));
  // After each turn: the start (nothing yet, but the neutral's R11.5 third places) is the chart's alone, so the table
  // fits 360 px.
  const cols = Array.from({ length: turns - 1 }, (_, i) => i + 1);
  return (
    `<details class="chart-table"><summary>${esc(t.chart.tableSummary)}</summary><div ` +
    `class="table-wrap"><table class="result">` +
    `<caption class="muted">${esc(t.chart.tableNote)}</caption>` +
    (`<thead><tr><th ` +
      `scope="col">${esc(t.chart.player)}</th>` +
      cols.map((i) => `<th scope="col">${esc(t.chart.tick(i))}</th>`).join('') +
      `</tr></thead><tbody>`) +
    series
      .map(
        (l) =>
          `<tr><th scope="row">${esc(nameOf(t, l))}</th>` +
          cols.map((i) => `<td>${l.vp[i] ?? ''} <span class="muted">(${l.withGems[i] ?? ''})</span></td>`).join('') +
          `</tr>`,
      )
      .join('') +
    '</tbody></table></div></details>'
  );
}

/**
 * The chart of the scores of a game over (by its end or its host's), under its result; nothing when the view has none.
 */
export function scoreChart(t: Dict, view: RoomView): string {
  const series = view.result || view.ended ? view.scores : undefined;
  if (!series?.length) return '';
  return (
    `<figure class="score-chart"><h3 id="chart-title">${esc(t.chart.title)}</h3>` +
    (`<p id="chart-lead" ` +
      `class="muted">${esc(t.chart.lead)}</p>${svg(t, series)}${key(t, series)}${table(t, series)}</figure>`)
  );
}
