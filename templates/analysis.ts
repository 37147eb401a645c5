// The analysis of a finished game's seat. The page (analysisIntro) is the
// frame: what it is, the other seats, the progress bar, and, without script, that it
// needs script. src/client/analysis.ts computes the judgements with /bot.js and posts them
// back; analysisBody is the answer: the biggest swings in words, then one decision with
// the board as the seat saw it and both moves drawn over it (board.ts's ghostLayer).
import type { Action, LogEntry, View } from '../src/engine/index.ts';
import type { ReviewedDecision } from '../src/views.ts';
import { boardSvg, ghostLayer, type Ghost } from './board.ts';
import { cardMarks } from './cards.ts';
import { esc } from './html.ts';
import type { Dict } from './i18n/index.ts';
import { eventText, nameInText } from './log.ts';

/**
 * `game`: the link the page hangs from; `seat`: whose decisions; `you`: the reader is that seat (its own link), so
 * the page speaks to it in the second person, and to anyone else of the seat by its name.
 */
export type AnalysisFrame = { game: string; seat: number; names: readonly string[]; you: boolean };
/** `at`: the decision shown, an index into `decisions` (in the order played); `you`: as in the frame. */
export type AnalysisInput = { decisions: ReviewedDecision[]; at: number; view: View; seat: number; you: boolean };

const nameOf = (t: Dict, names: readonly string[], seat: number) => names[seat] ?? t.terms.seat(seat + 1);
/** The page says a tenth of a VP at most: the estimate is no finer. */
const tenths = (vp: number) => Math.round(vp * 10) / 10;

export function analysisIntro(t: Dict, { game, seat, names, you }: AnalysisFrame): string {
  const w = t.sections.analysis;
  const name = nameInText(nameOf(t, names, seat));
  const others = names
    .map((n, i) =>
      i === seat
        ? `<li><strong aria-current="page">${esc(n)}</strong></li>`
        : `<li><a href="${esc(game)}/analysis?seat=${i}">${esc(n)}</a></li>`,
    )
    .join('');
  return (
    `<h1>${esc(w.title(nameOf(t, names, seat)))}</h1>` +
    `<p>${esc(you ? w.introYou : w.intro(name))}</p>` +
    `<nav class="analysis-seats" aria-label="${esc(w.seats)}"><ul class="replay-scores">${others}</ul></nav>` +
    `<noscript><p class="panel analysis-noscript">${esc(w.needsScript)}</p></noscript>` +
    // Shown by the script: without it there is nothing to wait for.
    `<div id="analysis-progress" hidden><progress max="1" value="0" aria-labelledby="analysis-status"></progress>` +
    (`<p id="analysis-status" data-progress="${esc(w.progress('{1}', '{2}'))}" ` +
      `data-failed="${esc(w.failed)}">${esc(w.loading)}</p></div>`) +
    '<div id="analysis-out"></div>' +
    (`<p class="replay-links"><a href="${esc(game)}/replay">${esc(t.sections.replayLink)}</a> · <a ` +
      `href="${esc(game)}/record">${esc(t.sections.recordLink)}</a> · <a ` +
      `href="${esc(game)}">${esc(t.sections.replay.back)}</a></p>`)
  );
}

/** Whose decisions, and whether the reader is that seat. */
type Whose = { seat: number; you: boolean };

/**
 * A move in the words of the log lines it made, so every language says it as the game did;
 * a card window's pass makes none, and is said as a pass; `lines` null: the move could not
 * be taken on the game as it stood. The lines are the seat's own, its private ones too (a
 * bid): to the seat itself ("You place…"), to any other reader in the third person
 * ("Zoe bids…"), the same person throughout.
 */
function linesText(t: Dict, lines: readonly LogEntry[] | null, names: readonly string[], action: Action, whose: Whose) {
  const { seat, you } = whose;
  if (lines?.length) return lines.map((e) => eventText(t, e.event, names, you ? seat : null)).join(' ');
  if (lines && action.type === 'pass') return you ? t.log.passedYou : t.log.passed(nameInText(nameOf(t, names, seat)));
  return t.sections.analysis.unsaid;
}

const sameMove = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

const when = (t: Dict, d: ReviewedDecision) => t.sections.analysis.when(d.turn, t.terms.phase[d.phase], d.round);

/** The biggest swings first, each a button to its decision (src/client/analysis.ts). */
function swings(t: Dict, decisions: ReviewedDecision[], names: readonly string[], whose: Whose): string {
  const w = t.sections.analysis;
  const costly = decisions
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => d.loss > 0)
    .sort((a, b) => b.d.loss - a.d.loss || a.i - b.i);
  const total = tenths(decisions.reduce((sum, d) => sum + d.loss, 0));
  const items = costly
    .slice(0, 10)
    .map(
      ({ d, i }) =>
        `<li><button type="button" class="analysis-jump" ` +
        `data-at="${i}">${esc(`${when(t, d)}: ${w.loss(tenths(d.loss))}`)}</button>` +
        (`<p><strong>${esc(w.played)}</strong> ` +
          `${esc(linesText(t, d.actualLines, names, d.actual, whose))}<br><strong>${esc(w.bot)}</strong> ` +
          `${esc(linesText(t, d.suggestedLines, names, d.suggested, whose))}</p></li>`),
    )
    .join('');
  return (
    `<section id="analysis-list" class="panel" aria-labelledby="analysis-swings"><h2 ` +
    `id="analysis-swings">${esc(w.swings)}</h2>` +
    `<p>${esc(w.total(total, decisions.length))}</p>` +
    (items ? `<ol class="analysis-swings">${items}</ol>` : `<p>${esc(w.noSwing)}</p>`) +
    '</section>'
  );
}

/** Previous and Next between decisions; at either end the button is disabled. */
function nav(t: Dict, at: number, total: number, where: 'top' | 'bottom'): string {
  const w = t.sections.analysis;
  const r = t.sections.replay;
  const button = (to: number, text: string, rel: string) =>
    `<button type="button" class="button" data-at="${to}" ` +
    `data-focus="${rel}-${where}"${to < 0 || to >= total ? ' disabled' : ''}>${esc(text)}</button>`;
  return (
    `<nav class="replay-nav" ` +
    `aria-label="${esc(w.navLabel(where))}">${button(at - 1, r.previous, 'prev')}<span ` +
    `class="replay-count">${esc(w.stepOf(at + 1, total))}</span>${button(at + 1, r.next, 'next')}</nav>`
  );
}

/**
 * A placement's brokers (and the neutral one it moved, R11.2) as ghosts of `kind`; a
 * card's play as rings on the places it names.
 */
function ghostsOf(kind: Ghost['kind'], action: Action, seat: number, words: string, view: View): Ghost[] {
  if (action.type === 'playCard')
    return cardMarks(action, view.prompt.kind === 'playCards' ? view.prompt.placed : []).map((spot) => ({
      kind,
      owner: seat,
      spot,
      value: null,
      faceUp: true,
      words,
      mark: true,
    }));
  if (action.type !== 'place') return [];
  return [
    ...action.placements.map((p) => ({ kind, owner: seat, spot: p.to, value: p.value, faceUp: p.faceUp, words })),
    ...(action.neutral
      ? [{ kind, owner: 'neutral' as const, spot: action.neutral, value: null, faceUp: true, words }]
      : []),
  ];
}

export function analysisStep(t: Dict, { decisions, at, view, seat, you }: AnalysisInput): string {
  const w = t.sections.analysis;
  const d = decisions[at]!;
  const names = view.players.map((p) => p.name);
  const played = linesText(t, d.actualLines, names, d.actual, { seat, you });
  const same = sameMove(d.actual, d.suggested);
  const bot = same ? w.same : linesText(t, d.suggestedLines, names, d.suggested, { seat, you });
  const ghosts = [
    ...ghostsOf('played', d.actual, seat, `${w.played} ${played}`, view),
    ...(same ? [] : ghostsOf('suggested', d.suggested, seat, `${w.bot} ${bot}`, view)),
  ];
  return (
    `<section id="analysis-step" aria-labelledby="analysis-when">` +
    nav(t, at, decisions.length, 'top') +
    (`<h2 id="analysis-when" class="replay-label" ` +
      `tabindex="-1">${esc(`${when(t, d)}: ${w.loss(tenths(d.loss))}`)}</h2>`) +
    (`<p class="analysis-moves"><strong>${esc(w.played)}</strong> ` +
      `${esc(played)}<br><strong>${esc(w.bot)}</strong> ${esc(bot)}</p>`) +
    (`<section class="board" ` +
      `aria-label="${esc(w.boardLabel)}">${boardSvg(t, view, ghostLayer(view, ghosts))}</section>`) +
    (ghosts.length ? `<p class="analysis-key">${esc(w.key)}</p>` : '') +
    nav(t, at, decisions.length, 'bottom') +
    '</section>'
  );
}

/** The answer to the judgements: the swings, then decision `at`. */
export function analysisBody(t: Dict, input: AnalysisInput): string {
  if (!input.decisions.length) return `<p>${esc(t.sections.analysis.none)}</p>`;
  const names = input.view.players.map((p) => p.name);
  return swings(t, input.decisions, names, { seat: input.seat, you: input.you }) + analysisStep(t, input);
}
