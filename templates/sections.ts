// The live sections of a game page, as plain strings (html.ts): the status line, the
// decision panel, the result, the board, the players, the seat's screen and the log.
// A page holds them all (index.tsx); a fresh render or a "sync" sends them all
// (liveSections); after an action, src/room/updates.ts sends only what changed, by
// the pieces listed here and in board.ts, each an element with a stable id.
import { LIVE, contentKey } from './liveFormat.ts';
import {
  COLOURS,
  type EventOf,
  type Gem,
  type Spot,
  type View,
  type Who,
  type YellowCard,
} from '../src/engine/index.ts';
import { boardSvg } from './board.ts';
import { boardTextSection, vpOf } from './boardText.ts';
import { scoreChart } from './chart.ts';
import { esc } from './html.ts';
import type { Dict } from './i18n/index.ts';
import type { HintAsked } from '../src/views.ts';
import { eventText, nameInText } from './log.ts';
import { neutralMark, seatMarks } from './avatar.ts';
import { cardEffect, ruleLinks, shipCodes } from './rules.ts';
import { askHeading, promptPanel, promptSlice, shutHead } from './prompt.ts';
import { standingSection } from './standing.ts';
import { cardFace, type Flash, gemGlyph, type PagePaths, type RoomView } from './theme.ts';

type Player = View['players'][number];
type LogEntry = View['log'][number];

// ------------------------------------------------------------------ status

/**
 * What the game waits on, in words, from the view's public decision (R13: which decision
 * and whose, never its options): "Your move: place 2 brokers, round 3 of 4",
 * "Cleo is choosing 2 gems from the port of neighborhood 1", "Waiting for Ana and Bo to bid".
 */
export function decisionText(t: Dict, view: View): { text: string; mine: boolean } {
  const d = view.decision;
  const name = (seat: number) => nameInText(view.players[seat]?.name ?? t.terms.seat(seat + 1));
  const s = t.sections;
  if (view.phase === 'over') return { text: t.terms.phase.over, mine: false };
  if (!d)
    return {
      text: view.waitingFor.length ? s.waitingFor(view.waitingFor.map(name)) : t.terms.phase[view.phase],
      mine: false,
    };
  if (d.kind === 'bid' || d.kind === 'throne') {
    const mine = view.seat !== null && d.seats.includes(view.seat);
    const others = d.seats.filter((x) => x !== view.seat).map(name);
    if (mine) return { text: d.kind === 'bid' ? s.yourMove.bid(view.turn, others) : s.yourMove.throne(others), mine };
    return { text: d.kind === 'bid' ? s.theirMove.bid(others) : s.theirMove.throne(others), mine };
  }
  const mine = d.seat === view.seat;
  const who = name(d.seat);
  const text = (() => {
    switch (d.kind) {
      case 'chooseOrder':
        return mine ? s.yourMove.chooseOrder : s.theirMove.chooseOrder(who);
      case 'place':
        return mine ? s.yourMove.place(d.round, d.rounds) : s.theirMove.place(who, d.round, d.rounds);
      case 'playCards':
        return mine ? s.yourMove.playCards(d.window) : s.theirMove.playCards(who, d.window);
      case 'takeGems':
        return mine ? s.yourMove.takeGems(d.take, d.neighborhood) : s.theirMove.takeGems(who, d.take, d.neighborhood);
      case 'chooseColour': {
        const row = d.reason === 'blueCard' ? null : d.reason.row;
        return mine ? s.yourMove.chooseColour(row) : s.theirMove.chooseColour(who, row);
      }
      case 'orderColumns':
        return mine ? s.yourMove.orderColumns(d.columns) : s.theirMove.orderColumns(who, d.columns);
      case 'moveQuotation':
        return mine ? s.yourMove.moveQuotation : s.theirMove.moveQuotation(who);
    }
  })();
  return { text, mine };
}

/**
 * Whose move it is and what is being decided, in a bar that stays at the top of the
 * screen (public/app.css). Its data-version is the version the page shows; on an update,
 * its data-base is the version the update was made from (src/client/updates.ts applies an update
 * only on that version, and asks for a fresh render otherwise).
 */
export function statusLine(t: Dict, view: RoomView, base?: number): string {
  // The host's end overrides whatever the rules were waiting on: nobody may move now. A seat handed to the stand-in
  // is told who decides for it, never that it is its move.
  const decision = view.ended ? { text: t.sections.hostEnded, mine: false } : decisionText(t, view);
  const { text, mine } = decision.mine && view.standIn ? { text: t.sections.standInDecides, mine: false } : decision;
  const phase = t.terms.phase[view.phase];
  const where =
    view.phase === 'over'
      ? ''
      : `<span class="status-turn">` +
        esc(view.ended ? t.sections.stoppedIn(view.turn, phase) : t.sections.turnOf(view.turn, phase)) +
        `</span>`;
  const clock = view.ended ? '' : timeLeft(t, view);
  return (
    `<p id="${LIVE.status}" class="status" ` +
    `${LIVE.version}="${view.version}"${base === undefined ? '' : ` ${LIVE.base}="${base}"`}>` +
    `<span class="status-what${mine ? ' mine' : ''}">${esc(text)}</span>` +
    `${where ? ` ${where}` : ''}` +
    (clock ? ` <span class="status-clock">${esc(clock)}</span>` : '') +
    `</p>`
  );
}

/** "2 d 3 h", "5 h", "3 h 20 min", "12 min", "under a minute": a time left, as a slow game reads it. */
export function duration(t: Dict, ms: number): string {
  const words = t.sections.duration;
  const min = Math.floor(ms / 60_000);
  if (min < 1) return words.underAMinute;
  if (min < 60) return words.minutes(min);
  const h = Math.floor(min / 60);
  // Minutes matter only while a few hours are left.
  if (h < 48) return words.hours(h, h < 10 ? min % 60 : 0);
  return words.days(Math.floor(h / 24), h % 24);
}

/** Each awaited seat's time left, or that the host paused the clocks; '' without a time limit. */
export function timeLeft(t: Dict, view: View): string {
  const clock = view.clock;
  if (!clock || view.phase === 'over') return '';
  if (clock.paused) return t.sections.clocksPaused;
  const left = clock.deadlines.flatMap((d, seat) => {
    if (d === null) return [];
    const time = duration(t, d - clock.now);
    return [
      seat === view.seat
        ? t.sections.youHaveLeft(time)
        : t.sections.hasLeft(nameInText(view.players[seat]?.name ?? ''), time),
    ];
  });
  return left.join(' · ');
}

// ------------------------------------------------------------------ recent lines, the last counting

type Gains = { vp: number; gems: Map<Gem, number>; cards: (YellowCard | 'blue')[] };

/** Who gained what at the counting of `turn` (R7), from its events. */
export function countingGains(log: readonly LogEntry[], turn: number): Map<Who, Gains> {
  const gains = new Map<Who, Gains>();
  const of = (who: Who) => {
    let g = gains.get(who);
    if (!g) {
      g = { vp: 0, gems: new Map(), cards: [] };
      gains.set(who, g);
    }
    return g;
  };
  const gem = (who: Who, kind: Gem) => of(who).gems.set(kind, (of(who).gems.get(kind) ?? 0) + 1);
  // The log runs in turn order and the turn asked for is the last or the one before: its
  // entries are found from the end, not by reading the whole game on every page's update.
  let end = log.length;
  while (end > 0 && log[end - 1]!.turn > turn) end--;
  let start = end;
  while (start > 0 && log[start - 1]!.turn === turn) start--;
  for (let i = start; i < end; i++) {
    const e = log[i]!.event;
    switch (e.kind) {
      case 'gemsTaken':
        for (const g of e.gems) gem(e.who, g.gem === 'white' ? (g.as ?? 'white') : g.gem);
        break;
      case 'portWon':
        gem(e.who, 'black');
        break;
      case 'commerceWon':
        of(e.who).vp += e.vp;
        break;
      case 'vpCardWon':
        of(e.who).vp += e.vp;
        of(e.who).cards.push(e.card);
        break;
      case 'cardWon':
        of(e.seat).cards.push(cardFace(e.card));
        break;
      case 'cardTradedForGem':
        gem('neutral', e.gem);
        break;
      case 'colourChosen':
        gem(e.seat, e.colour);
        break;
      case 'rowCounted':
        if (e.winner !== null && (e.gem !== 'white' || e.winner === 'neutral')) gem(e.winner, e.gem);
        break;
      default:
        break;
    }
  }
  return gains;
}

/** "Last counting (turn 1): Ana +3 VP, 2 blue, 1 black; Bo 1 red." */
export function countingSummary(t: Dict, view: View, turn: number): string {
  const gains = countingGains(view.log, turn);
  const name = (who: Who) => (who === 'neutral' ? t.terms.neutral : nameInText(view.players[who]?.name ?? ''));
  const order: Who[] = [...view.players.map((p) => p.seat), ...(view.neutral ? ['neutral' as const] : [])];
  const parts = order
    .filter((w) => gains.has(w))
    .map((w) => {
      const g = gains.get(w)!;
      return t.sections.gains(
        name(w),
        g.vp,
        [...g.gems].map(([gem, n]) => ({ gem, n })),
        g.cards,
      );
    });
  return t.sections.lastCounting(turn, parts);
}

/** How many of the newest log lines sit under the status. */
export const RECENT_LINES = 3;

/**
 * Which counting the recent lines begin with (0: none): a new turn's begins with what the last counting gave, the
 * finished game with its last.
 */
export function summarySlice(view: View): number {
  if (view.phase === 'over') return view.turn;
  return view.turn > 1 && (view.phase === 'bid' || view.phase === 'order' || view.phase === 'placement')
    ? view.turn - 1
    : 0;
}

/** What the newest lines are drawn from: the log only grows, so its last entry's version says whether they changed. */
export function linesSlice(view: View): number {
  return view.log.length ? view.log[view.log.length - 1]!.version : 0;
}

/**
 * The newest log lines, newest first: their own element, so that an update replaces them without the counting's summary
 * above.
 */
export function recentLines(t: Dict, view: View): string {
  const names = view.players.map((p) => p.name);
  let items = '';
  for (let i = view.log.length - 1; i >= Math.max(0, view.log.length - RECENT_LINES); i--)
    items += logItem(t, view.log[i]!, names);
  return `<ol id="recent-lines" class="log"${items ? '' : ' hidden'}>${items}</ol>`;
}

/** The newest log lines (newest first) and, while a new turn begins, what the last counting gave. */
export function recentSection(t: Dict, view: View): string {
  const summary = summarySlice(view);
  return (
    `<section id="recent" class="recent" aria-label="${esc(t.sections.recentLabel)}">` +
    (summary
      ? `<p class="summary">${esc(countingSummary(t, view, summary)).replace(/^([^:]*:)/, '<strong>$1</strong>')}</p>`
      : '') +
    recentLines(t, view) +
    '</section>'
  );
}

// ------------------------------------------------------------------ bids beside the order choice

/** The bids revealed this turn (R5.1: public from the reveal) and the order of choosing (R5.2, R5.3). */
export function bidsSlice(view: View): unknown {
  if (view.decision?.kind !== 'chooseOrder') return null;
  let bids: EventOf<'bidsRevealed'>['bids'] | null = null;
  for (let i = view.log.length - 1; i >= 0 && !bids; i--) {
    const e = view.log[i]!;
    if (e.turn !== view.turn) break;
    if (e.event.kind === 'bidsRevealed') bids = e.event.bids;
  }
  return { decision: view.decision, bids };
}

export function bidsSection(t: Dict, view: View): string {
  const slice = bidsSlice(view) as {
    decision: Extract<View['decision'], { kind: 'chooseOrder' }>;
    bids: EventOf<'bidsRevealed'>['bids'] | null;
  } | null;
  if (!slice) return '<section id="bids" class="panel bids" hidden></section>';
  const { decision: d, bids } = slice;
  const bidOf = new Map((bids ?? []).map((b) => [b.seat, b.brokers]));
  const mark = seatMarks(t, view);
  const rows = d.ranking
    .map((seat, i) => {
      const p = view.players[seat];
      const brokers = bidOf.get(seat);
      const pos = d.positions[seat];
      const state =
        pos !== null && pos !== undefined
          ? t.sections.tookPosition(pos)
          : seat === d.seat
            ? t.sections.choosingNow
            : t.sections.waits;
      return (
        `<li class="seat-${seat}${seat === d.seat ? ' now' : ''}"><span class="swatch" ` +
        `aria-hidden="true">${esc(mark(seat))}</span>` +
        `<span><strong>${esc(t.sections.toChoose(i + 1, p?.name ?? '', seat === view.seat))}</strong><br>` +
        `${esc(t.sections.bidOf(brokers ?? null))} · <span class="muted">${esc(state)}</span></span></li>`
      );
    })
    .join('');
  return (
    `<section id="bids" class="panel bids" aria-labelledby="bids-title"><h2 ` +
    `id="bids-title">${esc(t.sections.bidsTitle)}</h2>` +
    `<p class="muted">${esc(t.sections.bidsNote)}</p><ol class="plain">${rows}</ol></section>`
  );
}

// ------------------------------------------------------------------ the decision panel

export const promptSection = (t: Dict, view: RoomView, paths: PagePaths, flash?: Flash) =>
  `<section id="prompt" class="panel prompt" ` +
  `data-key="${contentKey(JSON.stringify(promptSlice(view, flash)))}" ` +
  `aria-label="${esc(t.sections.promptLabel)}">` +
  `${promptPanel(t, view, paths, flash, hintRow(t, view, paths))}</section>`;

/**
 * What a page whose link the host replaced (or whose seat it gave back with a new link) is sent last: on its socket
 * before it is closed, and in answer to a post from it (`flash`: the post's refusal). Its status line (at `version`,
 * when known: the page takes it as a fresh render) and its decision panel say so and what to do; nothing else of the
 * game, which the old link no longer reads.
 */
export function replacedSections(t: Dict, version: number | null, flash?: Flash): string {
  const status =
    version === null
      ? ''
      : `<p id="${LIVE.status}" class="status" ${LIVE.version}="${version}" aria-live="polite">` +
        `<span class="status-what">${esc(t.sections.linkReplaced)}</span></p>`;
  return (
    status +
    `<section id="prompt" class="panel prompt" data-key="${contentKey(JSON.stringify(['replaced', flash ?? null]))}" ` +
    `aria-label="${esc(t.sections.promptLabel)}"><div class="prompt-panel prompt-shut">` +
    `${shutHead(t, 'replaced', flash)}</div></section>`
  );
}

/**
 * In a learning game, the seat's own decision offers "Hint": hidden until
 * src/client/hint.ts, which computes it in the browser, shows it (nothing to offer without script),
 * and then says why (data-t-why, "{1}" the VP the bot expects). The panel puts it where it
 * stays on screen (templates/prompt.ts).
 */
function hintRow(t: Dict, view: RoomView, paths: PagePaths): string {
  if (!view.hints || view.seat === null || !paths.actions || view.standIn || !view.waitingFor.includes(view.seat))
    return '';
  const w = t.hints;
  return (
    `<p class="hint-row" hidden data-hint="${esc(`${paths.self}/hint`)}" ` +
    `data-view="${esc(paths.self)}" data-bundle="/bot.js"` +
    ` data-t-working="${esc(w.working)}" data-t-shown="${esc(w.shown)}" data-t-why="${esc(w.why('{1}'))}"` +
    ` data-t-failed="${esc(w.failed)}">` +
    `<button type="button" class="hint">${esc(w.button)}</button> <span class="hint-status" role="status"></span></p>`
  );
}

/** On every page of a learning game: everyone knows hints may be asked. */
export const hintsBadge = (t: Dict, view: RoomView) =>
  view.hints ? `<span class="hints-on" title="${esc(t.hints.badgeHelp)}">${esc(t.hints.badge)}</span>` : '';

// ------------------------------------------------------------------ result

/** R8.5: most VP, then most gems; still equal, the same place. Lines best first, each with its place (1-based). */
export function placesOf(
  lines: NonNullable<View['result']>['lines'],
): { line: (typeof lines)[number]; place: number }[] {
  const sorted = [...lines].sort((a, b) => b.total - a.total || b.gems - a.gems);
  return sorted.map((line) => ({
    line,
    place: 1 + sorted.findIndex((l) => l.total === line.total && l.gems === line.gems),
  }));
}

function result(t: Dict, view: View): string {
  const r = view.result;
  if (!r) return '';
  const w = t.sections;
  const winners = r.winners.map((x) => r.lines.find((l) => l.who === x)?.name ?? '');
  const kf = view.options.kingsFavor;
  const places = placesOf(r.lines);
  const rankOf = (c: (typeof COLOURS)[number]) => view.colourRanking.indexOf(c) + 1;
  const dot = (c: (typeof COLOURS)[number]) => gemGlyph(c, 14);
  const colourFact = (c: (typeof COLOURS)[number], v: number) =>
    fact(`${dot(c)}${esc(t.terms.Colour[c])} <span class="muted">${esc(w.colourPlace(rankOf(c)))}</span>`, String(v));
  return (
    `<div><h2>${esc(w.resultTitle)}</h2><p ` +
    `class="winner">${esc(winners.length > 1 ? w.sharedWin(winners) : w.wins(winners[0] ?? ''))}</p>` +
    (r.neutralAhead ? `<p class="muted">${esc(w.neutralAhead)}</p>` : '') +
    `<h3>${esc(w.placesTitle)}</h3><ol class="ranking">` +
    places
      .map(
        ({ line: l, place }) =>
          `<li${l.who !== 'neutral' && r.winners.includes(l.who) ? ' class="won"' : ''}>` +
          (`<span class="place">${esc(t.terms.ordinal(place))}</span> <strong>${esc(l.name)}</strong> ` +
            `<span class="total">${esc(t.terms.vp(l.total))}</span>`) +
          ` <span class="muted">${esc(w.gemsCount(l.gems))}</span></li>`,
      )
      .join('') +
    `</ol><p class="muted">${esc(w.placesNote)}</p>` +
    scoreChart(t, view) +
    `<h3>${esc(w.colourRanksTitle)}</h3><p class="muted">${esc(w.colourRanksNote)}</p><ol class="colour-ranks">` +
    // The dot leads the line: the words stay whole, in the language's own order.
    view.colourRanking.map((c, i) => `<li>${dot(c)}${esc(w.colourRank(i + 1, c, view.quotation[c]))}</li>`).join('') +
    `</ol><h3>${esc(w.breakdownTitle)}</h3><div class="breakdown">` +
    places
      .map(
        ({ line: l, place }) =>
          `<section class="score-card" ` +
          `aria-label="${esc(l.name)}"><h4>${esc(w.placeOf(place, l.name))}</h4><dl class="facts">` +
          fact(esc(w.duringPlay), String(l.vpDuringPlay)) +
          view.colourRanking.map((c) => colourFact(c, l.colours[c])).join('') +
          fact(esc(w.blackGems), String(l.black)) +
          (kf ? fact(esc(w.kingsFavorPoints), String(l.kingsFavor)) : '') +
          fact(`<strong>${esc(w.total)}</strong>`, `<strong>${l.total}</strong>`) +
          fact(esc(w.gemsHeld), String(l.gems)) +
          '</dl></section>',
      )
      .join('') +
    '</div></div>'
  );
}

/**
 * A game its host ended: no final counting (R8), so no winner, but the VP won until then,
 * its chart, and, as at any end, its record, replay and analyses.
 */
function endedResult(t: Dict, view: RoomView): string {
  const w = t.sections;
  const lines = [...view.players]
    .map((p) => ({ name: p.name, vp: p.vp, gems: COLOURS.reduce((n, c) => n + p.gems[c], 0) + p.gems.black }))
    .sort((a, b) => b.vp - a.vp || b.gems - a.gems);
  const placeOf = (l: (typeof lines)[number]) => 1 + lines.findIndex((o) => o.vp === l.vp && o.gems === l.gems);
  return (
    `<div><h2>${esc(w.endedTitle)}</h2><p>${esc(w.endedNote(view.turn, t.terms.phase[view.phase]))}</p>` +
    '<ol class="ranking">' +
    lines
      .map(
        (l) =>
          `<li><span class="place">${esc(t.terms.ordinal(placeOf(l)))}</span> <strong>${esc(l.name)}</strong> ` +
          (`<span class="total">${esc(t.terms.vp(l.vp))}</span> <span ` +
            `class="muted">${esc(w.gemsCount(l.gems))}</span></li>`),
      )
      .join('') +
    `</ol>${scoreChart(t, view)}</div>`
  );
}

/** Over by the rules' end or by the host's: either way the hidden facts matter no more. */
const isOver = (view: RoomView) => !!(view.result || view.ended);

/** `self`: the page's own link, under which the replay and record of a game over are found (src/http/record.ts). */
const replayLinks = (t: Dict, view: RoomView, self?: string) =>
  isOver(view) && self
    ? `<p class="replay-links"><a class="button" ` +
      `href="${esc(self)}/replay">${esc(t.sections.replayLink)}</a> <a ` +
      `href="${esc(self)}/record">${esc(t.sections.recordLink)}</a></p>` +
      // Each seat's analysis, from any link: the record is public once the game is over.
      (`<p class="analysis-links">${esc(t.sections.analysisLinks)} ` +
        view.players.map((p) => `<a href="${esc(self)}/analysis?seat=${p.seat}">${esc(p.name)}</a>`).join(' · ') +
        `</p>`)
    : '';

export const resultSection = (t: Dict, view: RoomView, self?: string) =>
  `<section id="result" class="panel"${isOver(view) ? '' : ' hidden'}>` +
  `${view.result ? result(t, view) : view.ended ? endedResult(t, view) : ''}${replayLinks(t, view, self)}</section>`;

// ------------------------------------------------------------------ board

export const boardSection = (t: Dict, view: View) =>
  `<section id="board" class="board" aria-label="${esc(t.sections.boardLabel)}">${boardSvg(t, view)}</section>`;

// ------------------------------------------------------------------ players

function gems(t: Dict, counts: Player['gems']): string {
  const held = ([...COLOURS, 'black'] as const).filter((k) => counts[k] > 0);
  if (!held.length) return `<span class="muted">${esc(t.sections.noGems)}</span>`;
  return `<span class="gems">${held
    .map((k) => {
      const words = esc(t.sections.gemsOf(counts[k], k));
      return (
        `<span class="gem gem-${k}" title="${words}"><span class="sr">${words}</span><span ` +
        `aria-hidden="true">${gemGlyph(k, 12, true)}${counts[k]}</span></span>`
      );
    })
    .join('')}</span>`;
}

const fact = (term: string, value: string, wide = false) =>
  `<div${wide ? ' class="wide"' : ''}><dt>${term}</dt><dd>${value}</dd></div>`;

/** One player's public state; piece `player-<seat>`. */
export function playerItem(t: Dict, view: View, p: Player): string {
  const w = t.sections;
  const waiting = view.waitingFor.includes(p.seat);
  const bot = view.bots?.[p.seat];
  const cards = p.hand.length
    ? `<ul class="hand">${p.hand
        .map(
          (h) =>
            `<li class="card-chip"><strong>${esc(t.terms.card[h.card])}</strong>` +
            (h.playableFromTurn > view.turn ? ` ${esc(w.fromTurn(h.playableFromTurn))}` : '') +
            ` <span class="card-hint">${esc(cardEffect(t, h.card))}</span></li>`,
        )
        .join('')}</ul>`
    : '—';
  return (
    `<li id="player-${p.seat}" class="player seat-${p.seat}${waiting ? ' waiting' : ''}"><div class="player-head">` +
    `<span class="swatch" aria-hidden="true">${esc(seatMarks(t, view)(p.seat))}</span><strong>${esc(p.name)}</strong>` +
    (p.seat === view.seat ? `<span class="you">${esc(w.you)}</span>` : '') +
    (bot ? `<span class="bot-mark">${esc(t.terms.bot[bot])}</span>` : '') +
    `<span class="muted">${esc(t.terms.seatColour[p.seat] ?? '')}</span>` +
    (waiting ? `<span class="badge">${esc(p.hasActed ? w.done : w.toPlay)}</span>` : '') +
    '</div><dl class="facts">' +
    fact(esc(w.vpFact), String(vpOf(view, p.seat, p.vp))) +
    fact(esc(w.orderFact), String(p.orderCard)) +
    fact(esc(w.behindFact), String(p.behindCount)) +
    fact(esc(w.frontFact), p.front.length ? p.front.join(' · ') : '—') +
    (view.options.kingsFavor ? fact(esc(w.throneFact), String(p.throneCount)) : '') +
    fact(esc(w.gemsFact), gems(t, p.gems), true) +
    fact(
      esc(w.cardsFact),
      cards + (p.cardsPlayed ? `<span class="muted"> · ${esc(w.playedThisTurn(p.cardsPlayed))}</span>` : ''),
      true,
    ) +
    '</dl></li>'
  );
}

/** What one player's line is drawn from. */
export const playerSlice = (view: View, seat: number): unknown => [
  view.players[seat],
  view.waitingFor.includes(seat),
  view.turn,
  vpOf(view, seat, 0),
];

/** The neutral player of R11; piece `player-neutral`. */
export const neutralItem = (t: Dict, view: View, neutral: NonNullable<View['neutral']>) =>
  `<li id="player-neutral" class="player neutral"><div class="player-head"><span class="swatch" ` +
  `aria-hidden="true">${esc(neutralMark(t))}</span>` +
  `<strong>${esc(t.sections.neutralPlayer)}</strong></div>` +
  `<dl class="facts">` +
  fact(esc(t.sections.vpFact), String(vpOf(view, 'neutral', neutral.vp))) +
  fact(esc(t.sections.gemsFact), gems(t, neutral.gems), true) +
  `</dl></li>`;

/** What the neutral player's line is drawn from. */
export const neutralSlice = (view: View): unknown => [view.neutral, vpOf(view, 'neutral', 0)];

export const playersSection = (t: Dict, view: View) =>
  `<section id="players" class="panel" ` +
  `aria-label="${esc(t.sections.playersTitle)}"><h2>` +
  `${esc(t.sections.playersTitle)}</h2><ul ` +
  `class="players">` +
  view.players.map((p) => playerItem(t, view, p)).join('') +
  `${view.neutral ? neutralItem(t, view, view.neutral) : ''}</ul></section>`;

// ------------------------------------------------------------------ the seat's screen

/** The seat's face-down brokers on the board, with where they stand. */
function hiddenOwn(view: View): { where: Spot; value: number | null }[] {
  const out: { where: Spot; value: number | null }[] = [];
  if (view.seat === null) return out;
  for (const n of view.city) {
    for (const area of ['port', 'commerce', 'palace'] as const) {
      for (const b of n.areas[area])
        if (b.owner === view.seat && !b.faceUp)
          out.push({ where: { neighborhood: n.neighborhood, area }, value: b.value });
    }
  }
  for (const c of view.market.cells) {
    if (c.broker?.owner === view.seat && !c.broker.faceUp)
      out.push({ where: { row: c.row, column: c.column }, value: c.broker.value });
  }
  return out;
}

/** What the seat's screen is drawn from. */
export function screenSlice(view: View): unknown {
  const me = view.seat === null ? undefined : view.players[view.seat];
  return me ? [me.behind, me.bid, me.throne, me.twosLeft, hiddenOwn(view)] : null;
}

/** The seat's own screen: what R13 keeps private to it. */
function screen(t: Dict, view: View): string {
  const w = t.sections;
  const me = view.seat === null ? undefined : view.players[view.seat];
  if (!me) return `<p class="muted">${esc(w.spectatorsSee)}</p>`;
  const behind = me.behind ?? [];
  const hidden = hiddenOwn(view);
  return (
    `<div><h2>${esc(w.behindTitle)}</h2><p class="brokers">` +
    (behind.length
      ? behind.map((v) => `<span class="broker">${v}</span>`).join('')
      : `<span class="muted">${esc(w.empty)}</span>`) +
    '</p>' +
    (me.bid ? `<p>${esc(w.yourBid(me.bid))}</p>` : '') +
    (hidden.length
      ? `<div><h3>${esc(w.faceDownTitle)}</h3><ul ` +
        `class="plain">` +
        hidden.map((h) => `<li>${esc(w.faceDown(t.terms.spot(h.where), h.value))}</li>`).join('') +
        `</ul></div>`
      : '') +
    (me.throne?.length ? `<p>${esc(w.yourThrone(me.throne))}</p>` : '') +
    (view.options.kingsFavor ? `<p class="muted">${esc(w.twosLeft(me.twosLeft))}</p>` : '') +
    '</div>'
  );
}

export const screenSection = (t: Dict, view: View) =>
  `<section id="screen" class="panel" aria-label="${esc(t.sections.screenLabel)}">${screen(t, view)}</section>`;

// ------------------------------------------------------------------ log

/**
 * An event's words as markup, kept per event (the one object every seat's view of the
 * history shares) for the language and names it was last made in: the pages of a woken
 * game, each sent the whole log, make it once, not once per page.
 */
const eventLines = new WeakMap<object, { t: Dict; names: string; html: string }>();

function eventLine(t: Dict, event: LogEntry['event'], names: readonly string[]): string {
  const key = names.join('\n');
  const kept = eventLines.get(event);
  if (kept && kept.t === t && kept.names === key) return kept.html;
  const html = shipCodes(t, ruleLinks(t, esc(eventText(t, event, names))));
  eventLines.set(event, { t, names: key, html });
  return html;
}

/** One line of the log, in words made from its event now (log.ts): the one place a log entry becomes markup. */
export function logItem(t: Dict, entry: LogEntry, names: readonly string[]): string {
  return (
    `<li${entry.private ? ' class="private"' : ''} data-v="${entry.version}"` +
    `${'seat' in entry.event ? ` data-by="${entry.event.seat}"` : ''}><span ` +
    `class="turn">${esc(t.sections.turnShort(entry.turn))}</span> ${eventLine(t, entry.event, names)}` +
    `${entry.private ? `<em class="muted">${esc(t.sections.onlyYou)}</em>` : ''}</li>`
  );
}

/** "Ana asked for a hint": a line of the log made by the room, not by the game. */
export function hintItem(t: Dict, hint: HintAsked, names: readonly string[]): string {
  const name = names[hint.seat] ?? t.terms.seat(hint.seat + 1);
  return (
    `<li class="hint"><span class="turn">${esc(t.sections.turnShort(hint.turn))}</span> ` +
    `${esc(t.hints.asked(nameInText(name)))}</li>`
  );
}

/**
 * Log entries newest first, as the page lists them; with `hints` (a whole log's render),
 * each hint after the entries of the version it was asked at.
 */
export function logItems(t: Dict, view: View, entries: readonly LogEntry[], hints: readonly HintAsked[] = []): string {
  const names = view.players.map((p) => p.name);
  let out = '';
  let h = hints.length - 1;
  for (let i = entries.length - 1; i >= 0; i--) {
    for (; h >= 0 && hints[h]!.version >= entries[i]!.version; h--) out += hintItem(t, hints[h]!, names);
    out += logItem(t, entries[i]!, names);
  }
  for (; h >= 0; h--) out += hintItem(t, hints[h]!, names);
  return out;
}

/** What the "since your last move" panel reads of a view: a RoomView is one, and so is core.sinceOf's. */
export type SinceFacts = Pick<RoomView, 'seat' | 'version' | 'since' | 'log'> & {
  players: readonly { name: string }[];
};

/**
 * "Since your last move": on a seat's page after others acted, every line of its own
 * view's log since its last action, oldest first, until the player closes it (a details
 * element: no script needed) or acts. A page kept live gets it with every update, as a
 * fresh render would show it (src/room/sockets.ts). Empty and hidden otherwise, so that
 * an update can bring it by its id. Never on a spectator's page.
 */
export function sinceSection(t: Dict, view: SinceFacts): string {
  if (view.seat === null) return '';
  const since = view.since;
  const entries = since === undefined ? [] : view.log.filter((e) => e.version > since);
  if (!entries.length) return '<section id="since" class="panel since" hidden></section>';
  const names = view.players.map((p) => p.name);
  // One item per move, its lines together: the count in the title is the list's.
  const moves = new Map<number, LogEntry[]>();
  for (const e of entries) moves.set(e.version, [...(moves.get(e.version) ?? []), e]);
  const item = (lines: LogEntry[]) =>
    `<li><span class="turn">${esc(t.sections.turnShort(lines[0]!.turn))}</span> ` +
    lines
      .map((e) => eventLine(t, e.event, names) + (e.private ? `<em class="muted">${esc(t.sections.onlyYou)}</em>` : ''))
      .join(' ') +
    '</li>';
  return (
    `<section id="since" class="panel since" aria-labelledby="since-title" ` +
    `data-through="${view.version}"><details open>` +
    `<summary id="since-title">${esc(t.sections.since.title(moves.size))}</summary>` +
    // A long list scrolls within its box (as the log's): it takes the keyboard's focus to be scrolled without a pointer
    // (axe: scrollable-region-focusable).
    `<ol class="log" tabindex="0" aria-labelledby="since-title">${[...moves.values()].map(item).join('')}</ol>` +
    `<p class="muted">${esc(t.sections.since.help)}</p></details></section>`
  );
}

/**
 * The log scrolls within its box, so it takes the keyboard's focus to be scrolled without a pointer (axe:
 * scrollable-region-focusable).
 */
export const logSection = (t: Dict, view: RoomView) =>
  `<section id="log" class="panel" aria-label="${esc(t.sections.logLabel)}"><div><h2>${esc(t.sections.logTitle)}</h2>` +
  (`<ol id="log-entries" class="log" reversed tabindex="0" ` +
    `aria-label="${esc(t.sections.logEntriesLabel)}">${logItems(t, view, view.log, view.hints)}</ol></div></section>`);

// ------------------------------------------------------------------ all of them

/** Every live section of a page, in page order: a fresh render. */
export function liveSections(t: Dict, view: RoomView, paths: PagePaths, flash?: Flash): string {
  return (
    statusLine(t, view) +
    sinceSection(t, view) +
    recentSection(t, view) +
    bidsSection(t, view) +
    promptSection(t, view, paths, flash) +
    resultSection(t, view, paths.self) +
    boardSection(t, view) +
    boardTextSection(t, view) +
    playersSection(t, view) +
    screenSection(t, view) +
    standingSection(t, view, paths) +
    logSection(t, view)
  );
}

/**
 * A fresh render for a page open already (its socket's connect or sync): its sections, then a wait's heading, which
 * an unchanged panel the page keeps (same key: promptSlice) would otherwise keep naming whom it waited for before.
 */
export function freshSections(t: Dict, view: RoomView, paths: PagePaths, flash?: Flash): string {
  return liveSections(t, view, paths, flash) + (view.prompt.kind === 'wait' ? askHeading(t, view) : '');
}
