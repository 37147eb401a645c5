// The board as text (R4, R6, R7, R13): the picture's facts in tables a screen reader
// walks cell by cell and a sighted keyboard user reads as well. One row per
// neighborhood area and its whole neighborhood, per market row and column and the whole
// market: who has brokers there with their values as far as this reader may see them,
// who leads the majority and by how much, and what it pays. Then the players' VP, gems and
// cards, the ships and the quotations in words.
//
// The majorities are ranked by the counting's own rules (src/engine ties.ts `rank` with
// R7.8's tie-break, counting/market.ts `rankColumns`), run on what the view shows: a
// broker whose value the view withholds counts 0 and is said to be face down, so nothing
// here knows more than the picture (R13). The places' titles on the board say the same
// lead (board.ts, `leadWords`).
//
// A <details> whose summary is one stop in the tab order and "B" from anywhere
// (src/client/ask.ts); its content (#board-text) is the live piece, so an update keeps it open.
import {
  AREAS,
  COLOURS,
  type BrokerView,
  type Colour,
  type View,
  type Who,
  portTakes,
  rank,
  rankColumns,
  totalsOf,
} from '../src/engine/index.ts';
import { esc, same } from './html.ts';
import type { Dict } from './i18n/index.ts';
import { cardFace } from './theme.ts';

/** A participant's name as the board says it: a seat's name, or the neutral player's. */
export function ownerName(t: Dict, view: View, who: Who): string {
  return who === 'neutral' ? t.terms.Neutral : (view.players[who]?.name ?? t.terms.seat(who + 1));
}

/** One broker in words; the value only when the view gives it. */
export const brokerWords = (t: Dict, view: View, b: BrokerView) =>
  t.board.broker(ownerName(t, view, b.owner), b.value, b.faceUp, b.marked);

/** A participant's VP as the page shows them: after the final counting (R8), its total. */
export const vpOf = (view: View, who: number | 'neutral', during: number) =>
  view.result?.lines.find((l) => l.who === who)?.total ?? during;

/** One participant of a majority: its total on the values the reader sees, and how many of its brokers it cannot. */
export type Standing = { who: Who; total: number; hidden: number };

/**
 * R7.2 ranked by R7.8, on what the view shows: a broker the reader may not see counts 0
 * (its owner is present all the same), a Mercenary's mark 5 whatever it hides.
 */
export function standings(view: View, brokers: readonly BrokerView[]): Standing[] {
  const hidden = new Map<Who, number>();
  const counted = brokers.map((b) => {
    if (b.value === null && !b.marked) hidden.set(b.owner, (hidden.get(b.owner) ?? 0) + 1);
    return { owner: b.owner, value: b.value ?? 0, marked: b.marked };
  });
  const totals = totalsOf(counted);
  return rank(view, totals).map((who) => ({ who, total: totals.get(who)!, hidden: hidden.get(who) ?? 0 }));
}

/** "Ana leads with 8, 3 ahead of Bo; then Bo 5 and 1 face down; 1 face-down broker unseen", or that nobody does. */
export function leadWords(t: Dict, view: View, brokers: readonly BrokerView[]): string {
  const w = t.board.text;
  const ranked = standings(view, brokers);
  const [first, second] = ranked;
  if (!first) return w.nobody;
  const name = (who: Who) => ownerName(t, view, who);
  let out = w.lead(
    name(first.who),
    first.total,
    second ? name(second.who) : null,
    second ? first.total - second.total : 0,
  );
  if (second) out += `; ${w.then(ranked.slice(1).map((s) => w.total(name(s.who), s.total, s.hidden)))}`;
  const unseen = ranked.reduce((n, s) => n + s.hidden, 0);
  return unseen ? `${out}; ${w.unseen(unseen)}` : out;
}

/** R7.5 on what the view shows: each column's total, its brokers, those unseen; the columns' places. */
function columnStandings(view: View) {
  const keys = COLOURS.map(() => ({ total: 0, brokers: 0, hidden: 0 }));
  for (const cell of view.market.cells) {
    const b = cell.broker;
    if (!b) continue;
    const k = keys[COLOURS.indexOf(cell.column)]!;
    k.brokers++;
    k.total += totalsOf([{ owner: b.owner, value: b.value ?? 0, marked: b.marked }]).get(b.owner)!;
    if (b.value === null && !b.marked) k.hidden++;
  }
  return { keys, ranking: rankColumns(keys).ranking };
}

/**
 * A column's total and place among the columns (R7.5), a tied group sharing its first place; without `place` (a
 * square's title, drawn again only when its own row or column changes), its total alone.
 */
export function columnWords(t: Dict, view: View, colour: Colour, place = true): string {
  const { keys, ranking } = columnStandings(view);
  const k = keys[COLOURS.indexOf(colour)]!;
  let words = t.board.text.columnSum(k.total);
  if (place) {
    let at = 1;
    for (const r of ranking) {
      const group = Array.isArray(r) ? r : [r];
      if (group.includes(colour)) {
        words = t.board.text.columnTotal(
          k.total,
          at,
          group.filter((c) => c !== colour),
        );
        break;
      }
      at += group.length;
    }
  }
  return k.hidden ? `${words}; ${t.board.text.unseen(k.hidden)}` : words;
}

const th = (text: string) => `<th scope="row">${esc(text)}</th>`;
const td = (text: string) => `<td>${esc(text)}</td>`;
const list = (t: Dict, items: readonly string[]) => (items.length ? t.terms.and(items) : t.board.text.none);
/** Participants' totals in ranking order, "Ana 8; Bo 5 and 1 face down". */
const totals = (t: Dict, view: View, brokers: readonly BrokerView[]) =>
  standings(view, brokers)
    .map((s) => t.board.text.total(ownerName(t, view, s.who), s.total, s.hidden))
    .join('; ') || t.board.text.none;

/** One row of the places' table; `at`: what key A's number finds it by (a neighborhood, or "m" the market). */
const placeRow = (at: string, place: string, brokers: string, lead: string, pays: string) =>
  `<tr data-at="${at}">${th(place)}${td(brokers)}${td(lead)}${td(pays)}</tr>`;

type Hood = View['city'][number];

/** A neighborhood's rows, the whole and its three areas; piece `board-text-n<n>`. */
export function hoodRows(t: Dict, view: View, hood: Hood): string {
  const w = t.board.text;
  const n = hood.neighborhood;
  const all = AREAS.flatMap((area) => hood.areas[area]);
  const ship = hood.ship
    ? w.paysShip(t.board.ship(hood.ship, hood.portGems), portTakes(view.players.length))
    : t.board.noShip;
  let rows = placeRow(String(n), w.hood(n), totals(t, view, all), leadWords(t, view, all), ship);
  for (const area of AREAS) {
    const brokers = hood.areas[area];
    const pays =
      area === 'port'
        ? w.paysPort
        : area === 'commerce'
          ? w.paysCommerce(t.board.commerceVp(view.effects.merchant))
          : w.paysPalace(hood.character ? t.terms.theCard[cardFace(hood.character)] : null);
    rows += placeRow(
      String(n),
      w.area(n, area, hood.closedArea === area),
      list(
        t,
        brokers.map((b) => brokerWords(t, view, b)),
      ),
      leadWords(t, view, brokers),
      pays,
    );
  }
  return `<tbody id="board-text-n${n}">${rows}</tbody>`;
}

/** The market's rows, columns and whole; piece `board-text-market`. */
export function marketRows(t: Dict, view: View): string {
  const w = t.board.text;
  const squares = (cells: View['market']['cells']) =>
    list(
      t,
      cells.flatMap((c) => (c.broker ? [t.board.square(c.row, c.column, brokerWords(t, view, c.broker))] : [])),
    );
  let rows = '';
  for (const row of view.market.rows) {
    const cells = view.market.cells.filter((c) => c.row === row.row);
    const brokers = cells.flatMap((c) => (c.broker ? [c.broker] : []));
    rows += placeRow('m', w.row(row.row), squares(cells), leadWords(t, view, brokers), w.paysRow(row.open, row.gem));
  }
  for (const colour of COLOURS) {
    const cells = view.market.cells.filter((c) => c.column === colour);
    rows += placeRow('m', w.column(colour), squares(cells), columnWords(t, view, colour), w.paysColumn);
  }
  const market = view.market.cells.flatMap((c) => (c.broker ? [c.broker] : []));
  rows += placeRow('m', w.market, totals(t, view, market), leadWords(t, view, market), w.paysMarket);
  return `<tbody id="board-text-market">${rows}</tbody>`;
}

function places(t: Dict, view: View): string {
  const w = t.board.text;
  return (
    `<table class="board-text-table"><caption>${esc(w.placesCaption)}</caption><thead><tr>` +
    `<th scope="col">${esc(w.place)}</th><th scope="col">${esc(w.brokers)}</th>` +
    `<th scope="col">${esc(w.majority)}</th><th scope="col">${esc(w.pays)}</th></tr></thead>` +
    view.city
      .filter((h) => h.active)
      .map((h) => hoodRows(t, view, h))
      .join('') +
    `${marketRows(t, view)}</table>`
  );
}

const GEM_KINDS = [...COLOURS, 'black'] as const;

/** The players' VP, gems and cards; piece `board-text-players` (the reader's own row marked for key G). */
export function playerRows(t: Dict, view: View): string {
  const w = t.board.text;
  const row = (name: string, vp: number, gems: View['players'][number]['gems'], cards: string, me: boolean) =>
    `<tr${me ? ' data-me=""' : ''}>${th(name)}${td(String(vp))}` +
    GEM_KINDS.map((g) => td(String(gems[g]))).join('') +
    `${td(cards)}</tr>`;
  let rows = '';
  for (const p of view.players) {
    const me = p.seat === view.seat;
    const cards = p.hand.length
      ? t.terms.and(
          p.hand.map(
            (h) =>
              t.terms.card[h.card] +
              (h.playableFromTurn > view.turn ? ` ${t.sections.fromTurn(h.playableFromTurn)}` : ''),
          ),
        )
      : w.noCards;
    rows += row(me ? t.board.you(p.name) : p.name, vpOf(view, p.seat, p.vp), p.gems, cards, me);
  }
  if (view.neutral) rows += row(t.terms.Neutral, vpOf(view, 'neutral', view.neutral.vp), view.neutral.gems, '—', false);
  return `<tbody id="board-text-players">${rows}</tbody>`;
}

function players(t: Dict, view: View): string {
  const w = t.board.text;
  return (
    `<table class="board-text-table"><caption>${esc(w.playersCaption)}</caption><thead><tr>` +
    `<th scope="col">${esc(w.player)}</th><th scope="col">${esc(t.sections.vpFact)}</th>` +
    GEM_KINDS.map((g) => `<th scope="col">${esc(t.terms.Colour[g])}</th>`).join('') +
    `<th scope="col">${esc(w.cards)}</th></tr></thead>${playerRows(t, view)}</table>`
  );
}

/** The ships in words; piece `board-text-ships`. */
export const shipsList = (t: Dict, view: View) =>
  `<ul id="board-text-ships" class="plain">${view.city
    .filter((h) => h.active)
    .map(
      (h) =>
        `<li>${esc(t.board.text.ship(h.neighborhood, h.ship ? t.board.ship(h.ship, h.portGems) : t.board.noShip))}</li>`,
    )
    .join('')}</ul>`;

/** The quotation track in words, what key Q says; piece `board-quotes`. */
export const quotesLine = (t: Dict, view: View) =>
  `<p id="board-quotes">${esc(
    view.colourRanking.map((c) => t.board.track(c, view.quotation[c], view.colourRanking.indexOf(c) + 1)).join('; '),
  )}</p>`;

/**
 * The board as text's pieces for live updates (as board.ts's BOARD_PIECES): each with its element's id, what it is
 * drawn from, and how. A table's pieces are its <tbody> row groups, sent inside a `data-pieces` table so that they
 * parse; the others stand alone. Ranked majorities read the tie-break's facts, so every place's rows depend on them.
 */
type TextPiece = { id: string; table: boolean; slice: (v: View) => unknown; draw: (t: Dict, v: View) => string };
const tieFacts = (v: View) => [v.effects.intriguer, v.players.map((p) => [p.front, p.orderCard])];
export const BOARD_TEXT_PIECES: TextPiece[] = [
  ...[0, 1, 2, 3].map(
    (i): TextPiece => ({
      id: `board-text-n${i + 1}`,
      table: true,
      slice: (v) => (v.city[i]?.active ? [v.city[i], tieFacts(v), v.effects.merchant] : null),
      draw: (t, v) => hoodRows(t, v, v.city[i]!),
    }),
  ),
  { id: 'board-text-market', table: true, slice: (v) => [v.market, tieFacts(v)], draw: marketRows },
  {
    id: 'board-text-players',
    table: true,
    slice: (v) => [v.players.map((p) => [p.vp, p.gems, p.hand]), v.neutral, v.turn, v.result],
    draw: playerRows,
  },
  { id: 'board-text-ships', table: false, slice: (v) => v.city.map((h) => h.ship), draw: shipsList },
  { id: 'board-quotes', table: false, slice: (v) => [v.quotation, v.colourRanking], draw: quotesLine },
];

/** What an update from `prev` to `next` sends of the board as text: its pieces that changed. */
export function boardTextUpdate(t: Dict, prev: View, next: View): string {
  let rows = '';
  let alone = '';
  for (const piece of BOARD_TEXT_PIECES) {
    const slice = piece.slice(next);
    if (slice === null || same(piece.slice(prev), slice)) continue;
    if (piece.table) rows += piece.draw(t, next);
    else alone += piece.draw(t, next);
  }
  return (rows ? `<table data-pieces="board-text">${rows}</table>` : '') + alone;
}

/** The live part: the tables, the ships and the quotations. */
const boardTextPart = (t: Dict, view: View) =>
  `<div id="board-text">${places(t, view)}${players(t, view)}` +
  `<h3>${esc(t.board.text.shipsTitle)}</h3>${shipsList(t, view)}` +
  `<h3>${esc(t.board.text.quotationsTitle)}</h3>${quotesLine(t, view)}</div>`;

/**
 * The disclosure around it, as the page and a fresh render send it: no id of its own, so that taking a fresh render
 * keeps it open (its #board-text is put in place, src/client/updates.ts).
 */
export const boardTextSection = (t: Dict, view: View) =>
  `<details class="panel board-text"><summary>${esc(t.board.text.summary)}</summary>${boardTextPart(t, view)}</details>`;
