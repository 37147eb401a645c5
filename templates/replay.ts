// The replay's body: one step of a finished game (the start, then one per action), its
// board as the link's holder saw it then, what that action did, Previous and Next, and a
// scale of turns and phases to jump by. Plain links work in any browser; public/replay.js
// fetches the same body alone (`&part=step`) and swaps it in, so a step is no page load.
import type { View } from '../src/engine/index.ts';
import type { ReplayStep } from '../src/views.ts';
import { boardSvg } from './board.ts';
import { esc } from './html.ts';
import type { Dict } from './i18n/index.ts';
import { eventText, nameInText } from './log.ts';
import { seatMarks } from './avatar.ts';
import { ruleLinks } from './rules.ts';
import { resultSection } from './sections.ts';

/** `game`: the path of the link this replay hangs from (a seat's, the host's or the spectators' page). */
export type ReplayInput = { steps: ReplayStep[]; at: number; view: View; game: string };

/**
 * A step's name: the start, the end (the last action, which ends the game), or an action with its turn, phase and
 * actor.
 */
function stepLabel(t: Dict, steps: ReplayStep[], i: number, names: readonly string[]): string {
  const w = t.sections.replay;
  const step = steps[i]!;
  if (i === 0) return w.step({ kind: 'start', turn: step.turn });
  if (i === steps.length - 1) return w.step({ kind: 'end' });
  const seat = step.seat ?? 0;
  return w.step({
    kind: 'action',
    turn: step.turn,
    phase: t.terms.phase[step.phase],
    name: nameInText(names[seat] ?? t.terms.seat(seat + 1)),
  });
}

/**
 * A link to step `i` (`data-step`: for public/replay.js; `data-focus` in `attrs`: the control it focuses again after
 * the swap).
 */
const stepLink = (i: number, text: string, attrs = '') =>
  `<a href="?step=${i}" data-step="${i}"${attrs}>${esc(text)}</a>`;

/** Previous and Next; at either end the link is replaced by plain text, so no link goes nowhere. */
function nav(t: Dict, { steps, at }: ReplayInput, where: 'top' | 'bottom'): string {
  const w = t.sections.replay;
  const last = steps.length - 1;
  const off = (text: string) => `<span class="button disabled" aria-disabled="true">${esc(text)}</span>`;
  const prev =
    at > 0 ? stepLink(at - 1, w.previous, ` class="button" rel="prev" data-focus="prev-${where}"`) : off(w.previous);
  const next =
    at < last ? stepLink(at + 1, w.next, ` class="button" rel="next" data-focus="next-${where}"`) : off(w.next);
  return (
    `<nav class="replay-nav" aria-label="${esc(w.navLabel(where))}">${prev}<span ` +
    `class="replay-count">${esc(w.stepOf(at, last))}</span>${next}</nav>`
  );
}

/**
 * The scale: each turn with its phases in the order played, each phase a link to its first
 * step; the phase holding this step is marked (aria-current, and bold, never by colour
 * alone). The end is a link of its own.
 */
function scale(t: Dict, { steps, at }: ReplayInput): string {
  const w = t.sections.replay;
  const turns: { turn: number; phases: { phase: ReplayStep['phase']; first: number; last: number }[] }[] = [];
  steps.forEach((s, i) => {
    if (i === steps.length - 1 && i > 0) return;
    if (turns.at(-1)?.turn !== s.turn) turns.push({ turn: s.turn, phases: [] });
    const turn = turns.at(-1)!;
    const phase = turn.phases.at(-1);
    if (phase?.phase === s.phase) phase.last = i;
    else turn.phases.push({ phase: s.phase, first: i, last: i });
  });
  const end = steps.length - 1;
  const item = (text: string, first: number, here: boolean) =>
    here ? `<li><strong aria-current="step">${esc(text)}</strong></li>` : `<li>${stepLink(first, text)}</li>`;
  return (
    `<nav class="replay-scale" aria-labelledby="replay-scale-title"><h2 ` +
    `id="replay-scale-title">${esc(w.scaleTitle)}</h2><ol>` +
    turns
      .map(
        ({ turn, phases }) =>
          `<li><span class="replay-turn">${esc(w.turn(turn))}</span><ol>` +
          phases.map((p) => item(t.terms.phase[p.phase], p.first, at >= p.first && at <= p.last)).join('') +
          '</ol></li>',
      )
      .join('') +
    (end > 0 ? `<li><ol>${item(w.step({ kind: 'end' }), end, at === end)}</ol></li>` : '') +
    '</ol></nav>'
  );
}

export function replayBody(t: Dict, input: ReplayInput): string {
  const w = t.sections.replay;
  const { steps, at, view } = input;
  const step = steps[at]!;
  const since = at > 0 ? steps[at - 1]!.version : -1;
  const names = view.players.map((p) => p.name);
  // This step's lines of the holder's log (a seat's own private lines included, R13), only what this action added.
  const happened = view.log.filter((e) => e.version > since && e.version <= step.version);
  return (
    `<h1>${esc(w.title(names))}</h1>` +
    nav(t, input, 'top') +
    // The focus lands here after a step swapped in by a scale link (public/replay.js).
    `<h2 class="replay-label" tabindex="-1">${esc(stepLabel(t, steps, at, names))}</h2>` +
    (happened.length
      ? `<details class="panel ` +
        `replay-events"${happened.length <= 12 ? ' open' : ''}><summary>${esc(w.happened(happened.length))}</summary>` +
        `<ol class="log">` +
        happened.map((e) => `<li>${ruleLinks(t, esc(eventText(t, e.event, names)))}</li>`).join('') +
        `</ol></details>`
      : '') +
    // The end shows the final scores (R8) as the game's page does; before it, the VP won so far.
    (view.result
      ? resultSection(t, view)
      : `<ul class="replay-scores" ` +
        `aria-label="${esc(w.scoresLabel)}">` +
        view.players
          .map(
            (p) =>
              `<li><span class="swatch seat-${p.seat}" ` +
              `aria-hidden="true">${esc(seatMarks(t, view)(p.seat))}</span>` +
              `${esc(p.name)} ` +
              `<strong>${esc(t.terms.vp(p.vp))}</strong></li>`,
          )
          .join('') +
        (view.neutral ? `<li>${esc(t.terms.Neutral)} <strong>${esc(t.terms.vp(view.neutral.vp))}</strong></li>` : '') +
        '</ul>') +
    `<section class="board" aria-label="${esc(w.boardLabel)}">${boardSvg(t, view)}</section>` +
    nav(t, input, 'bottom') +
    scale(t, input) +
    (`<p class="replay-links"><a href="${esc(input.game)}/record">${esc(w.recordLink)}</a> · <a ` +
      `href="${esc(input.game)}">${esc(w.back)}</a></p>`)
  );
}
