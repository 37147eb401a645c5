// The replay page's body: one step of a finished game, its board as a spectator saw it,
// what happened since the step before, and plain links to every step (no script: it
// works in any browser, and only the current step's board is drawn).
import type { View } from '../src/engine/index.ts';
import type { ReplayStep } from '../src/room/record.ts';
import { boardSvg } from './board.ts';
import { esc } from './html.ts';
import { eventText, initial } from './log.ts';
import { ruleLinks } from './rules.ts';
import { resultSection } from './sections.ts';

/** `game`: the path of the link this replay hangs from (a seat's, the host's or the spectators' page). */
export type ReplayInput = { steps: ReplayStep[]; at: number; view: View; game: string };

const stepHref = (i: number) => `?step=${i}`;

/** Previous and Next; at either end the link is replaced by plain text, so no link goes nowhere. */
function nav({ steps, at }: ReplayInput, where: 'top' | 'bottom'): string {
  const last = steps.length - 1;
  const prev = at > 0 ? `<a class="button" rel="prev" href="${stepHref(at - 1)}">← Previous</a>` : '<span class="button disabled" aria-disabled="true">← Previous</span>';
  const next = at < last ? `<a class="button" rel="next" href="${stepHref(at + 1)}">Next →</a>` : '<span class="button disabled" aria-disabled="true">Next →</span>';
  return `<nav class="replay-nav" aria-label="Previous and next step (${where})">${prev}<span class="replay-count">Step ${at} of ${last}</span>${next}</nav>`;
}

export function replayBody(input: ReplayInput): string {
  const { steps, at, view } = input;
  const step = steps[at]!;
  const since = at > 0 ? steps[at - 1]!.version : -1;
  const names = view.players.map((p) => p.name);
  // The spectator's log (R13: no seat's private lines), only what this step added.
  const happened = view.log.filter((e) => e.version > since && e.version <= step.version);
  return `<h1>Replay: ${esc(names.join(', '))}</h1>`
    + nav(input, 'top')
    + `<h2 class="replay-label">${esc(step.label)}</h2>`
    // The end shows the final scores (R8) as the game's page does; before it, the VP won so far.
    + (view.result ? resultSection(view)
      : `<ul class="replay-scores" aria-label="Victory points so far">${view.players.map((p) => `<li><span class="swatch seat-${p.seat}" aria-hidden="true">${esc(initial(p.name))}</span>${esc(p.name)} <strong>${p.vp} VP</strong></li>`).join('')}`
        + (view.neutral ? `<li>Neutral <strong>${view.neutral.vp} VP</strong></li>` : '') + '</ul>')
    + `<section class="board" aria-label="The board at this step">${boardSvg(view)}</section>`
    + (happened.length
      ? `<details class="panel replay-events"${happened.length <= 12 ? ' open' : ''}><summary>What happened (${happened.length})</summary>`
        + `<ol class="log">${happened.map((e) => `<li>${ruleLinks(esc(eventText(e.event, names)))}</li>`).join('')}</ol></details>`
      : '')
    + nav(input, 'bottom')
    + '<h2>Steps</h2><ol class="replay-steps" start="0">'
    + steps.map((s, i) => `<li>${i === at ? `<strong aria-current="step">${esc(s.label)}</strong>` : `<a href="${stepHref(i)}">${esc(s.label)}</a>`}</li>`).join('')
    + '</ol>'
    + `<p class="replay-links"><a href="${esc(input.game)}/record">The game record (JSON)</a> · <a href="${esc(input.game)}">Back to the game</a></p>`;
}
