// The live sections of a game page, as plain strings (html.ts): the status line, the
// decision panel, the result, the board, the players, the seat's screen and the log.
// A page holds them all (index.tsx); a fresh render or a "sync" sends them all
// (liveSections); after an action, src/room/updates.ts sends only what changed, by
// the pieces listed here and in board.ts, each an element with a stable id.
import { COLOURS, type EventOf, type View, type Who } from '../src/engine/index.ts';
import { boardSvg } from './board.ts';
import { esc } from './html.ts';
import { cardTitle, eventText, initial, nameInText } from './log.ts';
import { CARD_HINTS, ruleLinks } from './rules.ts';
import { promptPanel, promptSlice } from './prompt.ts';
import { PHASE_NAMES, SEAT_NAMES, botLabel, cardName, colourName, ordinal, type Flash, type Links, type RoomView } from './theme.ts';

type Player = View['players'][number];
type LogEntry = View['log'][number];

// ------------------------------------------------------------------ status

/** "Ana", "Ana and Bo", "Ana, Bo and Cy". */
const andList = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

const WINDOW_WORDS = {
  beforePlacement: 'before placement', beforeCounting: 'before counting', afterCounting: 'after counting', duringPlacement: 'after a placement',
} as const;

const gemWords = (n: number) => `${n} ${n === 1 ? 'gem' : 'gems'}`;

/**
 * What the game waits on, in words, from the view's public decision (R13: which decision
 * and whose, never its options): "Your move: place 2 brokers, round 3 of 4",
 * "Cleo is choosing 2 gems from the port of neighborhood 1", "Waiting for Ana and Bo to bid".
 */
export function decisionText(view: View): { text: string; mine: boolean } {
  const d = view.decision;
  const name = (seat: number) => nameInText(view.players[seat]?.name ?? `Seat ${seat + 1}`);
  if (view.phase === 'over') return { text: 'Game over', mine: false };
  if (!d) return { text: view.waitingFor.length ? `Waiting for ${andList(view.waitingFor.map(name))}` : PHASE_NAMES[view.phase], mine: false };
  if (d.kind === 'bid' || d.kind === 'throne') {
    const verb = d.kind === 'bid' ? 'bid' : 'choose a throne broker';
    const mine = view.seat !== null && d.seats.includes(view.seat);
    const others = d.seats.filter((s) => s !== view.seat).map(name);
    if (mine) {
      const ask = d.kind === 'bid' ? `bid 2 brokers for the turn order, turn ${view.turn} of 4` : 'choose a front broker for the throne room';
      return { text: `Your move: ${ask}${others.length ? ` (also waiting for ${andList(others)})` : ''}`, mine };
    }
    return { text: `Waiting for ${andList(others)} to ${verb}`, mine };
  }
  const mine = d.seat === view.seat;
  const who = name(d.seat);
  switch (d.kind) {
    case 'chooseOrder':
      return mine ? { text: 'Your move: choose your position in the turn order', mine } : { text: `${who} is choosing a position in the turn order`, mine };
    case 'place':
      return mine ? { text: `Your move: place 2 brokers, round ${d.round} of ${d.rounds}`, mine }
        : { text: `${who} is placing 2 brokers, round ${d.round} of ${d.rounds}`, mine };
    case 'playCards':
      return mine ? { text: `Your move: play a card ${WINDOW_WORDS[d.window]}, or pass`, mine }
        : { text: `${who} may play a card ${WINDOW_WORDS[d.window]}`, mine };
    case 'takeGems':
      return mine ? { text: `Your move: choose ${gemWords(d.take)} from the port of neighborhood ${d.neighborhood}`, mine }
        : { text: `${who} is choosing ${gemWords(d.take)} from the port of neighborhood ${d.neighborhood}`, mine };
    case 'chooseColour': {
      const from = d.reason === 'blueCard' ? 'the blue card' : `market row ${d.reason.row}`;
      return mine ? { text: `Your move: name the colour of your white gem (${from})`, mine }
        : { text: `${who} is naming the colour of a white gem (${from})`, mine };
    }
    case 'orderColumns':
      return mine ? { text: `Your move: order the tied market columns (${d.columns.join(', ')})`, mine }
        : { text: `${who} is ordering the tied market columns (${d.columns.join(', ')})`, mine };
    case 'moveQuotation':
      return mine ? { text: 'Your move: as highest bidder, move one quotation one step', mine }
        : { text: `${who}, the highest bidder, is moving one quotation one step`, mine };
  }
}

/**
 * Whose move it is and what is being decided, in a bar that stays at the top of the
 * screen (public/app.css). Its data-version is the version the page shows; on an update,
 * its data-base is the version the update was made from (public/app.js applies an update
 * only on that version, and asks for a fresh render otherwise).
 */
export function statusLine(view: RoomView, base?: number): string {
  // The host's end overrides whatever the rules were waiting on: nobody may move now.
  const { text, mine } = view.ended ? { text: 'The host ended the game', mine: false } : decisionText(view);
  const where = view.phase === 'over' ? ''
    : `<span class="status-turn">${view.ended ? 'Stopped in turn' : 'Turn'} ${view.turn} of 4 · ${PHASE_NAMES[view.phase]}</span>`;
  const clock = view.ended ? '' : timeLeft(view);
  return `<p id="status" class="status" data-version="${view.version}"${base === undefined ? '' : ` data-base="${base}"`} aria-live="polite">`
    + `<span class="status-what${mine ? ' mine' : ''}">${esc(text)}</span>${where ? ` ${where}` : ''}${clock ? ` <span class="status-clock">${esc(clock)}</span>` : ''}</p>`;
}

/** "2 d 3 h", "5 h", "12 min", "under a minute": a time left, as a slow game reads it. */
export function duration(ms: number): string {
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'under a minute';
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h${h < 10 && min % 60 ? ` ${min % 60} min` : ''}`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** Each awaited seat's time left (issue 10), or that the host paused the clocks; '' without a time limit. */
export function timeLeft(view: View): string {
  const clock = view.clock;
  if (!clock || view.phase === 'over') return '';
  if (clock.paused) return 'Clocks paused by the host';
  const left = clock.deadlines.flatMap((d, seat) => (d === null ? [] : [`${seat === view.seat ? 'you' : nameInText(view.players[seat]?.name ?? '')}: ${duration(d - clock.now)} left`]));
  return left.join(' · ');
}

// ------------------------------------------------------------------ recent lines, the last counting

type Gains = { vp: number; gems: Map<string, number>; cards: string[] };

/** Who gained what at the counting of `turn` (R7), from its events. */
export function countingGains(log: readonly LogEntry[], turn: number): Map<Who, Gains> {
  const gains = new Map<Who, Gains>();
  const of = (who: Who) => {
    let g = gains.get(who);
    if (!g) gains.set(who, g = { vp: 0, gems: new Map(), cards: [] });
    return g;
  };
  const gem = (who: Who, kind: string) => of(who).gems.set(kind, (of(who).gems.get(kind) ?? 0) + 1);
  for (const { turn: t, event: e } of log) {
    if (t !== turn) continue;
    switch (e.kind) {
      case 'gemsTaken': for (const g of e.gems) gem(e.who, g.gem === 'white' ? g.as ?? 'white' : g.gem); break;
      case 'portWon': gem(e.who, 'black'); break;
      case 'commerceWon': of(e.who).vp += e.vp; break;
      case 'vpCardWon': of(e.who).vp += e.vp; of(e.who).cards.push(cardTitle(e.card)); break;
      case 'cardWon': of(e.seat).cards.push(cardTitle(e.card)); break;
      case 'cardTradedForGem': gem('neutral', e.gem); break;
      case 'colourChosen': gem(e.seat, e.colour); break;
      case 'rowCounted': if (e.winner !== null && (e.gem !== 'white' || e.winner === 'neutral')) gem(e.winner, e.gem); break;
      default: break;
    }
  }
  return gains;
}

/** "Last counting (turn 1): Ana +3 VP, 2 blue, 1 black; Bo 1 red." */
export function countingSummary(view: View, turn: number): string {
  const gains = countingGains(view.log, turn);
  const name = (who: Who) => (who === 'neutral' ? 'the neutral player' : nameInText(view.players[who]?.name ?? ''));
  const order: Who[] = [...view.players.map((p) => p.seat), ...(view.neutral ? ['neutral' as const] : [])];
  const parts = order.filter((w) => gains.has(w)).map((w) => {
    const g = gains.get(w)!;
    const what = [
      ...(g.vp ? [`+${g.vp} VP`] : []),
      ...[...g.gems].map(([k, n]) => `${n} ${k}`),
      ...g.cards.map((c) => `the ${c}`),
    ];
    return `${name(w)} ${what.join(', ')}`;
  });
  return `Last counting (turn ${turn}): ${parts.length ? parts.join('; ') : 'nobody gained anything'}.`;
}

/** How many of the newest log lines sit under the status. */
export const RECENT_LINES = 3;

/** What the recent lines are drawn from. */
export function recentSlice(view: View): unknown {
  // A new turn begins with what the last counting gave; the finished game with its last.
  const summary = view.phase === 'over' ? view.turn
    : view.turn > 1 && (view.phase === 'bid' || view.phase === 'order' || view.phase === 'placement') ? view.turn - 1 : 0;
  return [view.log.length, view.log.length ? view.log[view.log.length - 1]!.version : 0, summary];
}

/** The newest log lines (newest first) and, while a new turn begins, what the last counting gave. */
export function recentSection(view: View): string {
  const summary = (recentSlice(view) as number[])[2]!;
  const names = view.players.map((p) => p.name);
  let items = '';
  for (let i = view.log.length - 1; i >= Math.max(0, view.log.length - RECENT_LINES); i--) items += logItem(view.log[i]!, names);
  return `<section id="recent" class="recent" aria-label="Recent moves">`
    + (summary ? `<p class="summary">${esc(countingSummary(view, summary)).replace(/^([^:]*:)/, '<strong>$1</strong>')}</p>` : '')
    + (items ? `<ol class="log">${items}</ol>` : '')
    + '</section>';
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

export function bidsSection(view: View): string {
  const slice = bidsSlice(view) as { decision: Extract<View['decision'], { kind: 'chooseOrder' }>; bids: EventOf<'bidsRevealed'>['bids'] | null } | null;
  if (!slice) return '<section id="bids" class="panel bids" hidden></section>';
  const { decision: d, bids } = slice;
  const bidOf = new Map((bids ?? []).map((b) => [b.seat, b.brokers]));
  const rows = d.ranking.map((seat, i) => {
    const p = view.players[seat];
    const brokers = bidOf.get(seat);
    const pos = d.positions[seat];
    const state = pos !== null && pos !== undefined ? `took position ${pos}` : seat === d.seat ? 'choosing now' : 'waits';
    return `<li class="seat-${seat}${seat === d.seat ? ' now' : ''}"><span class="swatch" aria-hidden="true">${esc(initial(p?.name ?? ''))}</span>`
      + `<span><strong>${ordinal(i + 1)} to choose: ${esc(p?.name ?? '')}${seat === view.seat ? ' (you)' : ''}</strong><br>`
      + `bid ${brokers ? `${brokers.reduce((a, b) => a + b, 0)} (${brokers.join(' + ')})` : '—'} · <span class="muted">${state}</span></span></li>`;
  }).join('');
  return '<section id="bids" class="panel bids" aria-labelledby="bids-title"><h2 id="bids-title">Bids and the order of choosing</h2>'
    + `<p class="muted">Highest bid chooses first; equal bids by the lower order card (R5.2, R5.3).</p><ol class="plain">${rows}</ol></section>`;
}

// ------------------------------------------------------------------ the decision panel

/** A cheap stable hash: the page keeps a half-filled form when a fresh render brings the same decision. */
function keyOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

export const promptSection = (view: View, links: Links, flash?: Flash) =>
  `<section id="prompt" class="panel prompt" data-key="${keyOf(JSON.stringify(promptSlice(view, flash)))}" aria-label="Your decision">${promptPanel(view, links, flash)}</section>`;

// ------------------------------------------------------------------ result

/** R8.5: most VP, then most gems; still equal, the same place. Lines best first, each with its place (1-based). */
export function placesOf(lines: NonNullable<View['result']>['lines']): { line: (typeof lines)[number]; place: number }[] {
  const sorted = [...lines].sort((a, b) => b.total - a.total || b.gems - a.gems);
  return sorted.map((line) => ({ line, place: 1 + sorted.findIndex((l) => l.total === line.total && l.gems === line.gems) }));
}

function result(view: View): string {
  const r = view.result;
  if (!r) return '';
  const winners = esc(r.winners.map((w) => r.lines.find((l) => l.who === w)?.name ?? '').join(' and '));
  const kf = view.options.kingsFavor;
  const places = placesOf(r.lines);
  const rankOf = (c: (typeof COLOURS)[number]) => view.colourRanking.indexOf(c) + 1;
  const colourFact = (c: (typeof COLOURS)[number], v: number) =>
    fact(`<span class="dot dot-${c}" aria-hidden="true"></span>${colourName(c)} <span class="muted">(${ordinal(rankOf(c))} colour)</span>`, String(v));
  return `<div><h2>Result</h2><p class="winner">${r.winners.length > 1 ? `Shared win: ${winners}` : `${winners} wins`}</p>`
    + (r.neutralAhead ? '<p class="muted">The neutral player, the city, scored more than you both: a benchmark, never a winner (R11.5).</p>' : '')
    + '<h3>Places</h3><ol class="ranking">'
    + places.map(({ line: l, place }) => `<li${l.who !== 'neutral' && r.winners.includes(l.who) ? ' class="won"' : ''}>`
      + `<span class="place">${ordinal(place)}</span> <strong>${esc(l.name)}</strong> <span class="total">${l.total} VP</span>`
      + ` <span class="muted">${l.gems} ${l.gems === 1 ? 'gem' : 'gems'}</span></li>`).join('')
    + '</ol><p class="muted">Equal VP: most gems ranks higher; still equal, a shared place (R8.5).</p>'
    + '<h3>Colour ranks</h3><p class="muted">By quotation, highest first; equal quotations: blue, green, yellow, red (R8.1).</p><ol class="colour-ranks">'
    + view.colourRanking.map((c, i) => `<li>${ordinal(i + 1)} <span class="dot dot-${c}" aria-hidden="true"></span>${colourName(c)} (quotation ${view.quotation[c]})</li>`).join('')
    + '</ol><h3>Breakdown</h3><div class="breakdown">'
    + places.map(({ line: l, place }) => `<section class="score-card" aria-label="${esc(l.name)}"><h4>${ordinal(place)}: ${esc(l.name)}</h4><dl class="facts">`
      + fact('During play', String(l.vpDuringPlay))
      + view.colourRanking.map((c) => colourFact(c, l.colours[c])).join('')
      + fact('Black gems', String(l.black))
      + (kf ? fact('King&#39;s Favor', String(l.kingsFavor)) : '')
      + fact('<strong>Total</strong>', `<strong>${l.total}</strong>`)
      + fact('Gems held', String(l.gems))
      + '</dl></section>').join('')
    + '</div></div>';
}

/** `self`: the page's own link, under which a finished game's replay and record are found (src/http/record.ts). */
const replayLinks = (view: View, self?: string) => (view.result && self
  ? `<p class="replay-links"><a class="button" href="${esc(self)}/replay">Replay the game, turn by turn</a> <a href="${esc(self)}/record">The game record (JSON)</a></p>`
  : '');

export const resultSection = (view: View, self?: string) =>
  `<section id="result" class="panel"${view.result ? '' : ' hidden'}>${result(view)}${replayLinks(view, self)}</section>`;

// ------------------------------------------------------------------ board

export const boardSection = (view: View) => `<section id="board" class="board" aria-label="The board">${boardSvg(view)}</section>`;

// ------------------------------------------------------------------ players

function gems(counts: Player['gems']): string {
  const held = ([...COLOURS, 'black'] as const).filter((k) => counts[k] > 0);
  if (!held.length) return '<span class="muted">no gems</span>';
  return `<span class="gems">${held.map((k) => `<span class="gem gem-${k}" title="${counts[k]} ${k}"><span class="sr">${counts[k]} ${k}</span><span aria-hidden="true">${counts[k]}</span></span>`).join('')}</span>`;
}

const fact = (term: string, value: string, wide = false) => `<div${wide ? ' class="wide"' : ''}><dt>${term}</dt><dd>${value}</dd></div>`;

/** One player's public state; piece `player-<seat>`. */
export function playerItem(view: View, p: Player): string {
  const waiting = view.waitingFor.includes(p.seat);
  const cards = p.hand.length
    ? `<ul class="hand">${p.hand.map((h) => `<li class="card-chip"><strong>${esc(cardName(h.card))}</strong>${h.playableFromTurn > view.turn ? ` (from turn ${h.playableFromTurn})` : ''}`
      + ` <span class="card-hint">${esc(CARD_HINTS[h.card])}</span></li>`).join('')}</ul>`
    : '—';
  return `<li id="player-${p.seat}" class="player seat-${p.seat}${waiting ? ' waiting' : ''}"><div class="player-head">`
    + `<span class="swatch" aria-hidden="true">${esc(initial(p.name))}</span><strong>${esc(p.name)}</strong>`
    + (p.seat === view.seat ? '<span class="you">(you)</span>' : '')
    + (view.bots?.[p.seat] ? `<span class="bot-mark">${esc(botLabel(view.bots[p.seat]))}</span>` : '')
    + `<span class="muted">${SEAT_NAMES[p.seat] ?? ''}</span>`
    + (waiting ? `<span class="badge">${p.hasActed ? 'done' : 'to play'}</span>` : '')
    + '</div><dl class="facts">'
    + fact('VP', String(p.vp)) + fact('Order', String(p.orderCard)) + fact('Behind screen', String(p.behindCount))
    + fact('Front', p.front.length ? p.front.join(' · ') : '—')
    + (view.options.kingsFavor ? fact('Throne', String(p.throneCount)) : '')
    + fact('Gems', gems(p.gems), true)
    + fact('Cards', cards + (p.cardsPlayed ? `<span class="muted"> · ${p.cardsPlayed} played this turn</span>` : ''), true)
    + '</dl></li>';
}

/** What one player's line is drawn from. */
export const playerSlice = (view: View, seat: number): unknown => [view.players[seat], view.waitingFor.includes(seat), view.turn];

/** The neutral player of R11; piece `player-neutral`. */
export const neutralItem = (neutral: NonNullable<View['neutral']>) =>
  '<li id="player-neutral" class="player neutral"><div class="player-head"><span class="swatch" aria-hidden="true">N</span><strong>Neutral player</strong></div>'
  + `<dl class="facts">${fact('VP', String(neutral.vp))}${fact('Gems', gems(neutral.gems), true)}</dl></li>`;

export const playersSection = (view: View) =>
  `<section id="players" class="panel" aria-label="Players"><h2>Players</h2><ul class="players">${view.players.map((p) => playerItem(view, p)).join('')}`
  + `${view.neutral ? neutralItem(view.neutral) : ''}</ul></section>`;

// ------------------------------------------------------------------ the seat's screen

/** The seat's face-down brokers on the board, with where they stand. */
function hiddenOwn(view: View): { where: string; value: number | null }[] {
  const out: { where: string; value: number | null }[] = [];
  if (view.seat === null) return out;
  for (const n of view.city) {
    for (const area of ['port', 'commerce', 'palace'] as const) {
      for (const b of n.areas[area]) if (b.owner === view.seat && !b.faceUp) out.push({ where: `neighborhood ${n.neighborhood} ${area}`, value: b.value });
    }
  }
  for (const c of view.market.cells) {
    if (c.broker?.owner === view.seat && !c.broker.faceUp) out.push({ where: `market row ${c.row} ${c.column}`, value: c.broker.value });
  }
  return out;
}

/** What the seat's screen is drawn from. */
export function screenSlice(view: View): unknown {
  const me = view.seat === null ? undefined : view.players[view.seat];
  return me ? [me.behind, me.bid, me.throne, me.twosLeft, hiddenOwn(view)] : null;
}

/** The seat's own screen: what R13 keeps private to it. */
function screen(view: View): string {
  const me = view.seat === null ? undefined : view.players[view.seat];
  if (!me) return '<p class="muted">Spectators see only what is public.</p>';
  const behind = me.behind ?? [];
  const hidden = hiddenOwn(view);
  return '<div><h2>Behind your screen</h2><p class="brokers">'
    + (behind.length ? behind.map((v) => `<span class="broker">${v}</span>`).join('') : '<span class="muted">empty</span>')
    + '</p>'
    + (me.bid ? `<p>Your bid, hidden until all are in: ${me.bid.join(' + ')}</p>` : '')
    + (hidden.length
      ? `<div><h3>Your face-down brokers</h3><ul class="plain">${hidden.map((h) => `<li>${h.where}: ${h.value === null ? 'value hidden (R6.6)' : h.value}</li>`).join('')}</ul></div>`
      : '')
    + (me.throne?.length ? `<p>Your throne brokers: ${me.throne.join(', ')}</p>` : '')
    + (view.options.kingsFavor ? `<p class="muted">&#39;2&#39; brokers still beside the board: ${me.twosLeft}</p>` : '')
    + '</div>';
}

export const screenSection = (view: View) => `<section id="screen" class="panel" aria-label="Your screen">${screen(view)}</section>`;

// ------------------------------------------------------------------ log

/** One line of the log, in words made from its event now (log.ts): the one place a log entry becomes markup. */
export function logItem(entry: LogEntry, names: readonly string[]): string {
  return `<li${entry.private ? ' class="private"' : ''}><span class="turn">T${entry.turn}</span> ${ruleLinks(esc(eventText(entry.event, names)))}`
    + `${entry.private ? '<em class="muted"> (only you see this)</em>' : ''}</li>`;
}

/** Log entries newest first, as the page lists them. */
export function logItems(view: View, entries: readonly LogEntry[]): string {
  const names = view.players.map((p) => p.name);
  let out = '';
  for (let i = entries.length - 1; i >= 0; i--) out += logItem(entries[i]!, names);
  return out;
}

/** The log scrolls within its box, so it takes the keyboard's focus to be scrolled without a pointer (axe: scrollable-region-focusable). */
export const logSection = (view: View) =>
  `<section id="log" class="panel" aria-label="Log"><div><h2>Log</h2><ol id="log-entries" class="log" reversed tabindex="0" aria-label="Game log, newest first">${logItems(view, view.log)}</ol></div></section>`;

// ------------------------------------------------------------------ all of them

/** Every live section of a page, in page order: a fresh render. */
export function liveSections(view: RoomView, links: Links, flash?: Flash): string {
  return statusLine(view) + recentSection(view) + bidsSection(view) + promptSection(view, links, flash) + resultSection(view, links.self) + boardSection(view)
    + playersSection(view) + screenSection(view) + logSection(view);
}
