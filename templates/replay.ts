// The replay's body: one step of a finished game, its board as a spectator saw it,
// what happened since the step before, and plain links to every step (no script: it
// works in any browser, and only the current step's board is drawn).
import type { Phase, View } from '../src/engine/index.ts';
import type { ReplayStep } from '../src/room/record.ts';
import { boardSvg } from './board.ts';
import { esc } from './html.ts';
import type { Dict } from './i18n/index.ts';
import { eventText } from './log.ts';
import { seatMarks } from './avatar.ts';
import { ruleLinks } from './rules.ts';
import { resultSection } from './sections.ts';

/** `game`: the path of the link this replay hangs from (a seat's, the host's or the spectators' page). */
export type ReplayInput = { steps: ReplayStep[]; at: number; view: View; game: string };

type StepWords = Parameters<Dict['sections']['replay']['step']>[0];

const DONE: Partial<Record<string, Phase>> = {
  'setup done': 'setup', 'bids revealed': 'bid', 'order chosen': 'order', 'placement done': 'placement',
  'counting done': 'counting', "King's Favor done": 'kingsFavor', 'game over': 'over',
};

/**
 * A step as this page reads it: today src/room/record.ts names each step with an English
 * label from a closed set ("Start: turn 1", "Turn 2: placement done, counting begun",
 * "The end: final scores"); a step may instead carry the phase it finished (`phase`,
 * `counting`), which is read first. Either way the page names it in its own language.
 */
type StepFacts = { version: number; turn: number; label?: string; phase?: Phase; counting?: 'begun' | 'done' | null };

/** What a step is, for t.sections.replay.step; null for a label of no known form (shown as it is). */
export function stepWords(step: ReplayStep): StepWords | null {
  const facts: StepFacts = step;
  if (facts.phase) {
    if (facts.version === 0) return { kind: 'start', turn: facts.turn };
    if (facts.phase === 'over') return { kind: 'end' };
    return { kind: 'phase', turn: facts.turn, done: facts.phase, counting: facts.counting ?? null };
  }
  const label = facts.label ?? '';
  if (/^Start: turn \d+$/.test(label)) return { kind: 'start', turn: facts.turn };
  if (label === 'The end: final scores') return { kind: 'end' };
  const m = /^Turn \d+: (.+?)(, counting begun| and counted)?$/.exec(label);
  const done = m ? DONE[m[1]!] : undefined;
  if (!m || !done) return null;
  return { kind: 'phase', turn: facts.turn, done, counting: m[2] === ', counting begun' ? 'begun' : m[2] ? 'done' : null };
}

const stepLabel = (t: Dict, step: ReplayStep) => {
  const words = stepWords(step);
  const facts: StepFacts = step;
  return words ? t.sections.replay.step(words) : facts.label ?? '';
};

const stepHref = (i: number) => `?step=${i}`;

/** Previous and Next; at either end the link is replaced by plain text, so no link goes nowhere. */
function nav(t: Dict, { steps, at }: ReplayInput, where: 'top' | 'bottom'): string {
  const w = t.sections.replay;
  const last = steps.length - 1;
  const prev = at > 0 ? `<a class="button" rel="prev" href="${stepHref(at - 1)}">${esc(w.previous)}</a>` : `<span class="button disabled" aria-disabled="true">${esc(w.previous)}</span>`;
  const next = at < last ? `<a class="button" rel="next" href="${stepHref(at + 1)}">${esc(w.next)}</a>` : `<span class="button disabled" aria-disabled="true">${esc(w.next)}</span>`;
  return `<nav class="replay-nav" aria-label="${esc(w.navLabel(where))}">${prev}<span class="replay-count">${esc(w.stepOf(at, last))}</span>${next}</nav>`;
}

export function replayBody(t: Dict, input: ReplayInput): string {
  const w = t.sections.replay;
  const { steps, at, view } = input;
  const step = steps[at]!;
  const since = at > 0 ? steps[at - 1]!.version : -1;
  const names = view.players.map((p) => p.name);
  // The spectator's log (R13: no seat's private lines), only what this step added.
  const happened = view.log.filter((e) => e.version > since && e.version <= step.version);
  return `<h1>${esc(w.title(names))}</h1>`
    + nav(t, input, 'top')
    + `<h2 class="replay-label">${esc(stepLabel(t, step))}</h2>`
    // The end shows the final scores (R8) as the game's page does; before it, the VP won so far.
    + (view.result ? resultSection(t, view)
      : `<ul class="replay-scores" aria-label="${esc(w.scoresLabel)}">${view.players.map((p) => `<li><span class="swatch seat-${p.seat}" aria-hidden="true">${esc(seatMarks(t, view)(p.seat))}</span>${esc(p.name)} <strong>${esc(t.terms.vp(p.vp))}</strong></li>`).join('')}`
        + (view.neutral ? `<li>${esc(t.terms.Neutral)} <strong>${esc(t.terms.vp(view.neutral.vp))}</strong></li>` : '') + '</ul>')
    + `<section class="board" aria-label="${esc(w.boardLabel)}">${boardSvg(t, view)}</section>`
    + (happened.length
      ? `<details class="panel replay-events"${happened.length <= 12 ? ' open' : ''}><summary>${esc(w.happened(happened.length))}</summary>`
        + `<ol class="log">${happened.map((e) => `<li>${ruleLinks(t, esc(eventText(t, e.event, names)))}</li>`).join('')}</ol></details>`
      : '')
    + nav(t, input, 'bottom')
    + `<h2>${esc(w.stepsTitle)}</h2><ol class="replay-steps" start="0">`
    + steps.map((s, i) => {
      const label = esc(stepLabel(t, s));
      return `<li>${i === at ? `<strong aria-current="step">${label}</strong>` : `<a href="${stepHref(i)}">${label}</a>`}</li>`;
    }).join('')
    + '</ol>'
    + `<p class="replay-links"><a href="${esc(input.game)}/record">${esc(w.recordLink)}</a> · <a href="${esc(input.game)}">${esc(w.back)}</a></p>`;
}
