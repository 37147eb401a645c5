// The live sections of a game page, as plain strings (html.ts): the status line, the
// decision panel, the result, the board, the players, the seat's screen and the log.
// A page holds them all (index.tsx); a fresh render or a "sync" sends them all
// (liveSections); after an action, src/room/updates.ts sends only what changed, by
// the pieces listed here and in board.ts, each an element with a stable id.
import { COLOURS, type View } from '../src/engine/index.ts';
import { boardSvg } from './board.ts';
import { esc } from './html.ts';
import { eventText } from './log.ts';
import { promptPanel, promptSlice } from './prompt.ts';
import { PHASE_NAMES, SEAT_NAMES, cardName, colourName, type Flash, type Links } from './theme.ts';

type Player = View['players'][number];
type LogEntry = View['log'][number];

// ------------------------------------------------------------------ status

function statusText(view: View): string {
  if (view.phase === 'over') return 'Game over';
  const waiting = view.waitingFor.map((s) => (s === view.seat ? 'you' : view.players[s]?.name ?? '')).filter(Boolean);
  const who = waiting.length ? ` · waiting for ${waiting.join(', ')}` : '';
  return `Turn ${view.turn} of 4 · ${PHASE_NAMES[view.phase]}${who}`;
}

/**
 * Whose move it is. Its data-version is the version the page shows; on an update, its
 * data-base is the version the update was made from (public/app.js applies an update
 * only on that version, and asks for a fresh render otherwise).
 */
export const statusLine = (view: View, base?: number) =>
  `<p id="status" class="status" data-version="${view.version}"${base === undefined ? '' : ` data-base="${base}"`} aria-live="polite">${esc(statusText(view))}</p>`;

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

function result(view: View): string {
  const r = view.result;
  if (!r) return '';
  const winners = esc(r.winners.map((w) => r.lines.find((l) => l.who === w)?.name ?? '').join(' and '));
  const kf = view.options.kingsFavor;
  return `<div><h2>Result</h2><p class="winner">${r.winners.length > 1 ? `Shared win: ${winners}` : `${winners} wins`}</p>`
    + (r.neutralAhead ? '<p class="muted">The neutral player, the city, scored more than you both: a benchmark, never a winner (R11.5).</p>' : '')
    + '<div class="table-wrap"><table class="result"><caption class="sr">Final scoring, R8</caption><thead><tr>'
    + '<th scope="col">Player</th><th scope="col">During play</th>'
    + COLOURS.map((c) => `<th scope="col"><span class="dot dot-${c}" aria-hidden="true"></span>${colourName(c)}</th>`).join('')
    + `<th scope="col">Black</th>${kf ? '<th scope="col">King&#39;s Favor</th>' : ''}<th scope="col">Total</th><th scope="col">Gems</th></tr></thead><tbody>`
    + r.lines.map((l) => `<tr${l.who !== 'neutral' && r.winners.includes(l.who) ? ' class="won"' : ''}><th scope="row">${esc(l.name)}</th><td>${l.vpDuringPlay}</td>`
      + COLOURS.map((c) => `<td>${l.colours[c]}</td>`).join('')
      + `<td>${l.black}</td>${kf ? `<td>${l.kingsFavor}</td>` : ''}<td><strong>${l.total}</strong></td><td>${l.gems}</td></tr>`).join('')
    + '</tbody></table></div></div>';
}

export const resultSection = (view: View) => `<section id="result" class="panel"${view.result ? '' : ' hidden'}>${result(view)}</section>`;

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
    ? p.hand.map((h, i) => `<span class="card-chip">${i ? ', ' : ''}${esc(cardName(h.card))}${h.playableFromTurn > view.turn ? ` (from turn ${h.playableFromTurn})` : ''}</span>`).join('')
    : '—';
  return `<li id="player-${p.seat}" class="player seat-${p.seat}${waiting ? ' waiting' : ''}"><div class="player-head">`
    + `<span class="swatch" aria-hidden="true">${esc(p.name[0] ?? '')}</span><strong>${esc(p.name)}</strong>`
    + (p.seat === view.seat ? '<span class="you">(you)</span>' : '')
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
  return `<li${entry.private ? ' class="private"' : ''}><span class="turn">T${entry.turn}</span> ${esc(eventText(entry.event, names))}`
    + `${entry.private ? '<em class="muted"> (only you see this)</em>' : ''}</li>`;
}

/** Log entries newest first, as the page lists them. */
export function logItems(view: View, entries: readonly LogEntry[]): string {
  const names = view.players.map((p) => p.name);
  let out = '';
  for (let i = entries.length - 1; i >= 0; i--) out += logItem(entries[i]!, names);
  return out;
}

export const logSection = (view: View) =>
  `<section id="log" class="panel" aria-label="Log"><div><h2>Log</h2><ol id="log-entries" class="log" reversed>${logItems(view, view.log)}</ol></div></section>`;

// ------------------------------------------------------------------ all of them

/** Every live section of a page, in page order: a fresh render. */
export function liveSections(view: View, links: Links, flash?: Flash): string {
  return statusLine(view) + promptSection(view, links, flash) + resultSection(view) + boardSection(view)
    + playersSection(view) + screenSection(view) + logSection(view);
}
