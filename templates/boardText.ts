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
  type Area,
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

/**
 * "Ana leads with 8, 3 ahead of Bo; 1 face-down broker unseen", or that nobody does. `unseen` false: without the count
 * of brokers whose values the reader may not see (a place's title, whose list of brokers says them already).
 */
export function leadWords(t: Dict, view: View, brokers: readonly BrokerView[], unseen = true): string {
  const w = t.board.text;
  const ranked = standings(view, brokers);
  const [first, second] = ranked;
  if (!first) return w.nobody;
  const name = (who: Who) => ownerName(t, view, who);
  const out = w.lead(
    name(first.who),
    first.total,
    second ? name(second.who) : null,
    second ? first.total - second.total : 0,
  );
  const hidden = unseen ? ranked.reduce((n, s) => n + s.hidden, 0) : 0;
  return hidden ? `${out}; ${w.unseen(hidden)}` : out;
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

/** A column's place among the columns (R7.5) and the columns tied with it, which the tie-break leader orders. */
function columnPlace(view: View, colour: Colour): { place: number; tied: Colour[] } {
  let place = 1;
  for (const r of columnStandings(view).ranking) {
    const group = Array.isArray(r) ? r : [r];
    if (group.includes(colour)) return { place, tied: group.filter((c) => c !== colour) };
    place += group.length;
  }
  return { place, tied: [] };
}

/**
 * A column's total and place among the columns; without `place` (a square's title, drawn again only when its own row
 * or column changes), its total alone.
 */
export function columnWords(t: Dict, view: View, colour: Colour, place = true): string {
  const k = columnStandings(view).keys[COLOURS.indexOf(colour)]!;
  let words = t.board.text.columnSum(k.total);
  if (place) {
    const at = columnPlace(view, colour);
    words = t.board.text.columnTotal(k.total, at.place, at.tied);
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

/**
 * One row of the places' table, a live piece of its own: `board-text-<id>`, `n<n>…` a neighborhood's, `m…` the
 * market's (what key A finds them by, src/client/asking.ts).
 */
const placeRow = (id: string, place: string, brokers: string, lead: string, pays: string) =>
  `<tr id="board-text-${id}">${th(place)}${td(brokers)}${td(lead)}${td(pays)}</tr>`;

type Hood = View['city'][number];

/** A neighborhood as a whole, whose ranking shares the ship's gems (R7.3); piece `board-text-n<n>`. */
function hoodRow(t: Dict, view: View, hood: Hood): string {
  const w = t.board.text;
  const n = hood.neighborhood;
  const all = hoodBrokers(hood);
  const ship = hood.ship ? w.paysHood : t.board.noShip;
  return placeRow(`n${n}`, w.hood(n), totals(t, view, all), leadWords(t, view, all), ship);
}

/** One area of a neighborhood (R7.4); piece `board-text-n<n>-<area>`. */
function areaRow(t: Dict, view: View, hood: Hood, area: Area): string {
  const w = t.board.text;
  const n = hood.neighborhood;
  const brokers = hood.areas[area];
  const pays =
    area === 'port'
      ? w.paysPort
      : area === 'commerce'
        ? w.paysCommerce(t.board.commerceVp(view.effects.merchant))
        : w.paysPalace(hood.character ? t.terms.theCard[cardFace(hood.character)] : null);
  return placeRow(
    `n${n}-${area}`,
    w.area(n, area, hood.closedArea === area),
    list(
      t,
      brokers.map((b) => brokerWords(t, view, b)),
    ),
    leadWords(t, view, brokers),
    pays,
  );
}

/** The market's brokers of a row (`by` their column) or of a column (by their row). */
const squares = (t: Dict, view: View, cells: View['market']['cells'], by: 'row' | 'column') =>
  list(
    t,
    cells.flatMap((c) => {
      if (!c.broker) return [];
      const broker = brokerWords(t, view, c.broker);
      return [by === 'row' ? t.board.text.inRow(c.row, broker) : t.board.text.inColumn(c.column, broker)];
    }),
  );

/** A market row, whose majority takes its gem (R7.5); piece `board-text-row<row>`. */
function rowRow(t: Dict, view: View, row: View['market']['rows'][number]): string {
  const cells = view.market.cells.filter((c) => c.row === row.row);
  const brokers = cells.flatMap((c) => (c.broker ? [c.broker] : []));
  return placeRow(
    `m-row${row.row}`,
    t.board.text.row(row.row),
    squares(t, view, cells, 'column'),
    leadWords(t, view, brokers),
    t.board.text.paysRow(row.open, row.gem),
  );
}

/** A market column, whose place moves its quotation (R7.5); piece `board-text-<colour>`. */
function columnRow(t: Dict, view: View, colour: Colour): string {
  const cells = view.market.cells.filter((c) => c.column === colour);
  return placeRow(
    `m-${colour}`,
    t.board.text.column(colour),
    squares(t, view, cells, 'row'),
    columnWords(t, view, colour),
    t.board.text.paysColumn,
  );
}

/** The whole market, whose majority is the highest bidder (R7.5); piece `board-text-market`. */
function marketRow(t: Dict, view: View): string {
  const market = marketBrokers(view);
  return placeRow(
    'm-all',
    t.board.text.market,
    totals(t, view, market),
    leadWords(t, view, market),
    t.board.text.paysMarket,
  );
}

function places(t: Dict, view: View): string {
  const w = t.board.text;
  let rows = '';
  for (const hood of view.city) {
    if (!hood.active) continue;
    rows += hoodRow(t, view, hood);
    for (const area of AREAS) rows += areaRow(t, view, hood, area);
  }
  for (const row of view.market.rows) rows += rowRow(t, view, row);
  for (const colour of COLOURS) rows += columnRow(t, view, colour);
  return (
    `<table class="board-text-table"><caption>${esc(w.placesCaption)}</caption><thead><tr>` +
    `<th scope="col">${esc(w.place)}</th><th scope="col">${esc(w.brokers)}</th>` +
    `<th scope="col">${esc(w.majority)}</th><th scope="col">${esc(w.pays)}</th></tr></thead>` +
    `<tbody>${rows}${marketRow(t, view)}</tbody></table>` +
    // What the short cells of whole neighborhoods and columns mean, said once: a live row sends no more than it must.
    `<p>${esc(w.paysShip(portTakes(view.players.length)))}. ${esc(w.columnMoves)}</p>`
  );
}

const GEM_KINDS = [...COLOURS, 'black'] as const;

/** One participant's VP, gems and cards; piece `board-text-p<seat>` (the reader's own row marked for key G). */
function playerRow(t: Dict, view: View, who: Who): string {
  const p = who === 'neutral' ? null : view.players[who]!;
  const me = p !== null && p.seat === view.seat;
  const gems = p ? p.gems : view.neutral!.gems;
  const cards = !p
    ? '—'
    : p.hand.length
      ? t.terms.and(
          p.hand.map(
            (h) =>
              t.terms.card[h.card] +
              (h.playableFromTurn > view.turn ? ` ${t.sections.fromTurn(h.playableFromTurn)}` : ''),
          ),
        )
      : t.board.text.noCards;
  const name = p ? (me ? t.board.you(p.name) : p.name) : t.terms.Neutral;
  const vp = p ? vpOf(view, p.seat, p.vp) : vpOf(view, 'neutral', view.neutral!.vp);
  return (
    `<tr id="board-text-p${who === 'neutral' ? 'n' : who}"${me ? ' data-me=""' : ''}>${th(name)}${td(String(vp))}` +
    GEM_KINDS.map((g) => td(String(gems[g]))).join('') +
    `${td(cards)}</tr>`
  );
}

function players(t: Dict, view: View): string {
  const w = t.board.text;
  return (
    `<table class="board-text-table"><caption>${esc(w.playersCaption)}</caption><thead><tr>` +
    `<th scope="col">${esc(w.player)}</th><th scope="col">${esc(t.sections.vpFact)}</th>` +
    GEM_KINDS.map((g) => `<th scope="col">${esc(t.terms.Colour[g])}</th>`).join('') +
    `<th scope="col">${esc(w.cards)}</th></tr></thead><tbody>` +
    view.players.map((p) => playerRow(t, view, p.seat)).join('') +
    `${view.neutral ? playerRow(t, view, 'neutral') : ''}</tbody></table>`
  );
}

/** The ships in words; piece `board-text-ships`. */
export const shipsList = (t: Dict, view: View) =>
  `<ul id="board-text-ships" class="plain">${view.city
    .filter((h) => h.active)
    .map(
      (h) =>
        `<li>${esc(t.board.text.ship(h.neighborhood, h.ship ? t.board.ship(h.ship, h.portGems) : t.board.noShip))}` +
        '</li>',
    )
    .join('')}</ul>`;

/** The quotation track in words, what key Q says; piece `board-text-quotes`. */
export const quotesLine = (t: Dict, view: View) =>
  `<p id="board-text-quotes">${esc(
    view.colourRanking.map((c) => t.board.track(c, view.quotation[c], view.colourRanking.indexOf(c) + 1)).join('; '),
  )}</p>`;

/**
 * The board as text's pieces for live updates (as board.ts's BOARD_PIECES): each with its element's id, what it is
 * drawn from (null: not on this board), and how. A table's rows are sent inside a `data-pieces` <table>, so that they
 * parse wherever they come in the message (a <tbody> after other elements is dropped by the HTML parser, and its cells'
 * text left loose); the others stand alone. A ranked majority reads the tie-break's facts (ties.ts TieFacts), so every
 * place's row depends on them too.
 */
type TextPiece = { id: string; row: boolean; slice: (v: View) => unknown; draw: (t: Dict, v: View) => string };
/** A majority's order (R7.2, R7.8): the words say who leads, which a tie-break alone may change. */
const order = (v: View, brokers: readonly BrokerView[]) => standings(v, brokers).map((s) => s.who);
const hoodBrokers = (h: Hood) => AREAS.flatMap((area) => h.areas[area]);
const marketBrokers = (v: View) => v.market.cells.flatMap((c) => (c.broker ? [c.broker] : []));
const hoodPieces = (i: number): TextPiece[] => [
  {
    id: `n${i + 1}`,
    row: true,
    slice: (v) => {
      const h = v.city[i];
      return h?.active ? [h.areas, h.ship, h.portGems, order(v, hoodBrokers(h))] : null;
    },
    draw: (t, v) => hoodRow(t, v, v.city[i]!),
  },
  ...AREAS.map(
    (area): TextPiece => ({
      id: `n${i + 1}-${area}`,
      row: true,
      slice: (v) => {
        const h = v.city[i];
        if (!h?.active) return null;
        return [
          h.areas[area],
          h.closedArea === area,
          area === 'palace' && h.character,
          v.effects.merchant,
          order(v, h.areas[area]),
        ];
      },
      draw: (t, v) => areaRow(t, v, v.city[i]!, area),
    }),
  ),
];
export const BOARD_TEXT_PIECES: TextPiece[] = [
  ...[0, 1, 2, 3].flatMap(hoodPieces),
  ...[1, 2, 3].map(
    (row): TextPiece => ({
      id: `row${row}`,
      row: true,
      slice: (v) => {
        const cells = v.market.cells.filter((c) => c.row === row);
        return [
          v.market.rows[row - 1],
          cells,
          order(
            v,
            cells.flatMap((c) => (c.broker ? [c.broker] : [])),
          ),
        ];
      },
      draw: (t, v) => rowRow(t, v, v.market.rows[row - 1]!),
    }),
  ),
  ...COLOURS.map(
    (colour): TextPiece => ({
      id: colour,
      row: true,
      slice: (v) => [v.market.cells.filter((c) => c.column === colour), columnPlace(v, colour)],
      draw: (t, v) => columnRow(t, v, colour),
    }),
  ),
  { id: 'market', row: true, slice: (v) => [v.market.cells, order(v, marketBrokers(v))], draw: marketRow },
  ...[0, 1, 2, 3].map(
    (seat): TextPiece => ({
      id: `p${seat}`,
      row: true,
      slice: (v) => {
        const p = v.players[seat];
        return p ? [p.vp, p.gems, p.hand, v.turn, vpOf(v, seat, 0)] : null;
      },
      draw: (t, v) => playerRow(t, v, seat),
    }),
  ),
  {
    id: 'pn',
    row: true,
    slice: (v) => (v.neutral ? [v.neutral, vpOf(v, 'neutral', 0)] : null),
    draw: (t, v) => playerRow(t, v, 'neutral'),
  },
  { id: 'ships', row: false, slice: (v) => v.city.map((h) => [h.ship, h.portGems]), draw: shipsList },
  { id: 'quotes', row: false, slice: (v) => [v.quotation, v.colourRanking], draw: quotesLine },
];

/** What an update from `prev` to `next` sends of the board as text: its pieces that changed. */
export function boardTextUpdate(t: Dict, prev: View, next: View): string {
  let rows = '';
  let alone = '';
  for (const piece of BOARD_TEXT_PIECES) {
    const slice = piece.slice(next);
    if (slice === null || same(piece.slice(prev), slice)) continue;
    if (piece.row) rows += piece.draw(t, next);
    else alone += piece.draw(t, next);
  }
  return (rows ? `<table data-pieces="board-text">${rows}</table>` : '') + alone;
}

/** The live part: the tables, the ships and the quotations. */
// It scrolls sideways on a narrow phone, so it takes the keyboard's focus to be scrolled without a pointer (axe:
// scrollable-region-focusable).
const boardTextPart = (t: Dict, view: View) =>
  `<div id="board-text" tabindex="0" role="group" aria-label="${esc(t.board.text.summary)}">` +
  `${places(t, view)}${players(t, view)}` +
  `<h3>${esc(t.board.text.shipsTitle)}</h3>${shipsList(t, view)}` +
  `<h3>${esc(t.board.text.quotationsTitle)}</h3>${quotesLine(t, view)}</div>`;

/**
 * The disclosure around it, as the page and a fresh render send it: no id of its own, so that taking a fresh render
 * keeps it open (its #board-text is put in place, src/client/updates.ts).
 */
export const boardTextSection = (t: Dict, view: View) =>
  `<details class="panel board-text"><summary>${esc(t.board.text.summary)}</summary>` +
  `${boardTextPart(t, view)}</details>`;
