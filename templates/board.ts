// The board as one inline SVG (R1, R4, R6, R7, R9, R10, R13): the four neighborhoods with
// their areas and brokers, the market grid, the quotation scale and, with the King's
// Favor, the throne room. A pure function of one seat's View: it draws only what the
// view holds, so a face-down broker without a value shows "?" and nothing else, in
// the picture, in the titles, in the attributes.
//
// Mobile first: a 360-unit-wide viewBox drawn at width 100%, so one unit is one CSS
// pixel on a small phone. The four neighborhoods stand in one row of narrow columns
// right above the market, so that on a phone the whole city and the market (every
// place a placement lights) fit between the status bar and the placing tray at once.
// No inline style (CSP): presentation attributes only; shared shapes live in <defs>
// (the gems' in the page's own, theme.ts's GEM_DEFS) and are drawn with <use>. Every
// area and market square is a <g role="img"> whose <title> says in words what it holds,
// for screen readers and as a hover tooltip. Every word comes from the page's dictionary
// (t.board, t.terms); the visible labels stay short, and one a language makes too long
// for its room is squeezed into it (fit) rather than allowed to run over its neighbour.
//
// Live updates swap the board by pieces: every part that changes during a game (each
// area, market square, market row's gem, quotation track, the throne's brokers, the
// heading) is one element with a stable id, drawn by one function of the view, listed
// in BOARD_PIECES with the slice of the view it depends on. Whatever is not a piece (the
// frame: the neighborhoods' outlines, the legend, the key) changes only with the
// board's height, and then the whole board is sent again.
import {
  AREAS,
  COLOURS,
  type Area,
  type BrokerView,
  type Colour,
  type Gem,
  type Spot,
  type View,
  type Who,
} from '../src/engine/index.ts';
import { brokerWords, leadWords, ownerName, standings } from './boardText.ts';
import { esc, same } from './html.ts';
import type { Dict } from './i18n/index.ts';
import { cardHint } from './rules.ts';
import { GEM_COLOURS, cardFace, seatColour, spotCode } from './theme.ts';

/** The board's width in viewBox units (= CSS px on a 360 px phone). */
const W = 360;
/** Neighborhood column: width, title height, area height (an area is 84 x 61: two rows of three brokers). */
const HW = 88,
  HT = 18,
  AH = 64;
const HH = HT + 3 * AH + 3;
/** Token pitch and tokens per row inside an area. */
const STEP = 26,
  PER_ROW = 3,
  ROW = 22;
const HOODS_Y = 38;
const MARKET_Y = HOODS_Y + HH + 10;
/** Market: row-head width, square width, row pitch (a square is 74 x 45: a finger's tap). */
const MX = 52,
  MW = 76,
  MR = 48;
const QUOTE_Y = MARKET_Y + 37 + 3 * MR + 6;
const QX = 72,
  QS = 23;
const THRONE_Y = QUOTE_Y + 42 + 4 * 22;

/** Light tints behind market columns and city areas. */
const TINT: Record<Colour, string> = { blue: '#dde8f8', green: '#dcf0e1', yellow: '#fbf1cc', red: '#f8dddd' };
const AREA_TINT: Record<Area, string> = { port: '#dfeaf1', commerce: '#f1e6cf', palace: '#ece4f1' };

/**
 * Labels and their room. A label's width is estimated from its length (13 px system-ui:
 * about 6.6 units a letter, 7.4 in bold, a little over the real average); where that
 * is more than the room the label has, it is drawn squeezed into the room (textLength)
 * rather than allowed to run over its neighbour. English fits but for one rare line (a
 * closed commerce with the Merchant); a longer word in another language, or in the
 * 40%-longer pseudo-language, gets squeezed.
 */
const textWidth = (text: string, bold = false) => text.length * (bold ? 7.4 : 6.6);
const fit = (text: string, room: number, bold = false) =>
  textWidth(text, bold) > room ? ` textLength="${Math.floor(room)}" lengthAdjust="spacingAndGlyphs"` : '';
/** The rooms of two labels sharing a line: what each needs, or the line shared in proportion when they would meet. */
function share(left: number, right: number, room: number): [number, number] {
  if (left + right <= room) return [left, right];
  const k = room / (left + right);
  return [left * k, right * k];
}

/** Text on a gem colour: dark on the light ones. */
const onGem = (g: Gem) => (g === 'yellow' || g === 'white' ? '#222' : '#fff');

/**
 * Each seat has a shape as well as a colour (never hue alone): circle, square, diamond, hexagon; neutral an octagon.
 */
type Shape = Parameters<Dict['board']['legend']>[1];
const SHAPES: { name: Shape; el: (id: string) => string }[] = [
  { name: 'circle', el: (id) => `<circle id="${id}" r="10"></circle>` },
  { name: 'square', el: (id) => `<rect id="${id}" x="-9" y="-9" width="18" height="18" rx="2"></rect>` },
  { name: 'diamond', el: (id) => `<path id="${id}" d="M0-11 11 0 0 11-11 0z"></path>` },
  { name: 'hexagon', el: (id) => `<path id="${id}" d="M0-11 10-5.5v11L0 11-10 5.5v-11z"></path>` },
];
const NEUTRAL_SHAPE = {
  name: 'octagon' as const,
  el: (id: string) => `<path id="${id}" d="M-4-10h8l6 6v8l-6 6h-8l-6-6v-8z"></path>`,
};
export const shapeOf = (who: Who) => (who === 'neutral' ? NEUTRAL_SHAPE : (SHAPES[who] ?? SHAPES[0]!));
/** The id suffix of a seat's shapes: its number, or `neutral`. */
const whoId = (who: Who) => (who === 'neutral' ? 'neutral' : String(who));
const seatsOf = (view: View): Who[] => [
  ...view.players.map((p) => p.seat),
  ...(view.neutral ? ['neutral' as const] : []),
];

/**
 * Per seat: its bare shape (#seat-shape-…), its face-up token (#token-up-…) and its face-down, hatched token
 * (#token-down-…).
 */
function seatDefs(who: Who): string {
  const k = whoId(who);
  return (
    `<g stroke="#222">${shapeOf(who).el(`seat-shape-${k}`)}</g>` +
    `<use id="token-up-${k}" href="#seat-shape-${k}" fill="${seatColour(who)}"></use>` +
    (`<g id="token-down-${k}"><use href="#token-up-${k}"></use><use href="#seat-shape-${k}" ` +
      `fill="url(#hatch)"></use></g>`)
  );
}

const ownerKey = (who: Who) => (who === 'neutral' ? 99 : who);
/** Brokers grouped by owner (a stable sort on public information only), so majorities read at a glance. */
const byOwner = (brokers: BrokerView[]) => [...brokers].sort((a, b) => ownerKey(a.owner) - ownerKey(b.owner));

/**
 * A broker: its owner's shape in its owner's colour (#token-up-<seat>), hatched when face
 * down (#token-down-<seat>); its value or "?"; the Mercenary's star if marked. `ref`: the
 * broker's reference (refCode, "n2-port:1"), by which src/client/placing.ts finds the brokers a
 * card lets the player tap (a card's board choices, templates/cards.ts; the Spy's looks).
 */
function token(b: BrokerView, x: number, y: number, ref: string): string {
  return (
    `<g data-ref="${ref}"><use href="#token-${b.faceUp ? 'up' : 'down'}-${whoId(b.owner)}" x="${x}" y="${y}"></use>` +
    `<text x="${x}" y="${y + 5}">${b.value !== null ? b.value : '?'}</text>` +
    `${b.marked ? `<use href="#mercenary-star" x="${x + 9}" y="${y - 9}"></use>` : ''}</g>`
  );
}

/**
 * Tokens' text style, by class (public/app.css .tk: white, bold, with a dark outline that
 * reads on every seat colour): one word per place rather than six attributes, which the
 * board's size budget cannot pay for on every square. Empty: nothing.
 */
const tokens = (inner: string) => (inner ? `<g class="tk">${inner}</g>` : '');

/**
 * Brokers in rows of PER_ROW from (x, y), squeezed when there are more than two rows' worth; `spot`: their place's
 * code.
 */
function tokenRows(brokers: BrokerView[], x: number, y: number, spot: string): string {
  const perRow = Math.max(PER_ROW, Math.ceil(brokers.length / 2));
  const step = Math.min(STEP, Math.floor((STEP * (PER_ROW - 1)) / Math.max(1, perRow - 1)));
  let out = '';
  byOwner(brokers).forEach((b, i) => {
    out += token(b, x + (i % perRow) * step, y + Math.floor(i / perRow) * ROW, `${spot}:${brokers.indexOf(b)}`);
  });
  return tokens(out);
}

/**
 * A gem: its kind's shape (theme.ts's GEM_SHAPES) in its colour, never told by hue alone:
 * #gem-<kind>, as small as a port's gems (13 units apart), or scaled (a market row's big
 * gem). `gemInk`: the bare shape (#shape-<kind>) in another colour, on a band of the gem's
 * own. Both are the page's (theme.ts's GEM_DEFS, once per page): the board holds none.
 */
const gemIcon = (gem: Gem, x: number, y: number, scale = 1) =>
  `<use href="#gem-${gem}" ` +
  `${scale === 1 ? `x="${x}" y="${y}"` : `transform="translate(${x} ${y}) scale(${scale})"`}></use>`;
const gemInk = (gem: Gem, x: number, y: number, fill: string) =>
  `<use href="#shape-${gem}" x="${x}" y="${y}" fill="${fill}" stroke="#222" stroke-width=".8"></use>`;

/** The outline of the last move's places (not a seat's or a gem's colour, nor the lit places' dashed yellow). */
const LAST_MOVE = '#1f3b57';

/**
 * The places of the last accepted action, if it was a move of the placement phase (the
 * brokers just placed, the neutral's, a card played on a place), by spot code, with who
 * made it: marked on the board for everyone while that action is the last one. Any
 * later action (a pass, a look, the next turn's bids) clears them: a mark never points
 * at what an older move did, nor at an area a counting has emptied since. The log's
 * entries carry the version their action produced, so the last action's are those of
 * the view's own version.
 */
const lastMoves = new WeakMap<View, Map<string, Who>>();
export function lastMove(view: View): Map<string, Who> {
  let marks = lastMoves.get(view);
  if (marks) return marks;
  marks = new Map();
  if (view.phase === 'placement') {
    for (let i = view.log.length - 1; i >= 0 && view.log[i]!.version === view.version; i--) {
      const { event } = view.log[i]!;
      const spots =
        event.kind === 'placed'
          ? event.brokers.map((b) => b.spot)
          : event.kind === 'neutralPlaced'
            ? [event.spot]
            : event.kind === 'cardPlayed' && event.at && event.at !== 'throne'
              ? [event.at]
              : [];
      if (!('seat' in event)) continue;
      for (const spot of spots) marks.set(spotCode(spot), event.seat);
    }
  }
  lastMoves.set(view, marks);
  return marks;
}

/**
 * A seat's page opened after others moved (`since`: the version of its own last action,
 * src/room/core.ts pageView): the places played on since then in this turn's placement,
 * but the last action's (lastMove), which keep their own mark. The same rule as
 * lastMove's: a counting or a new turn clears them.
 */
const sinceMarks = new WeakMap<View, Map<string, Who>>();
export function sinceMoves(view: View & { since?: number }): Map<string, Who> {
  let marks = sinceMarks.get(view);
  if (marks) return marks;
  marks = new Map();
  const since = view.since;
  if (since !== undefined && view.phase === 'placement') {
    for (let i = view.log.length - 1; i >= 0 && view.log[i]!.version > since && view.log[i]!.turn === view.turn; i--) {
      const { event, version } = view.log[i]!;
      if (version === view.version || !('seat' in event)) continue;
      const spots =
        event.kind === 'placed'
          ? event.brokers.map((b) => b.spot)
          : event.kind === 'neutralPlaced'
            ? [event.spot]
            : event.kind === 'cardPlayed' && event.at && event.at !== 'throne'
              ? [event.at]
              : [];
      for (const spot of spots) if (!marks.has(spotCode(spot))) marks.set(spotCode(spot), event.seat);
    }
  }
  sinceMarks.set(view, marks);
  return marks;
}

/** Whether a place's marks differ between two views (a piece to draw again). */
const marksDiffer = (a: View, b: View, code: string) =>
  lastMove(a).get(code) !== lastMove(b).get(code) || sinceMoves(a).get(code) !== sinceMoves(b).get(code);

/**
 * The last move's outline over an area or square, and its words for the title; or,
 * dashed, a move's since the seat's own last one.
 */
function lastMoveMark(
  t: Dict,
  view: View,
  code: string,
  x: number,
  y: number,
  w: number,
  h: number,
): { mark: string; words: string } {
  const who = lastMove(view).get(code);
  const rect = (cls: string, dash: string) =>
    `<rect class="${cls}" x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="none" ` +
    `stroke="${LAST_MOVE}" stroke-width="3"${dash}></rect>`;
  if (who !== undefined)
    return { mark: rect('last-move', ''), words: ` (${t.board.lastMove(ownerName(t, view, who))})` };
  const earlier = sinceMoves(view).get(code);
  if (earlier === undefined) return { mark: '', words: '' };
  return {
    mark: rect('since-move', ' stroke-dasharray="6 4"'),
    words: ` (${t.board.sinceMove(ownerName(t, view, earlier))})`,
  };
}

type Hood = View['city'][number];
const hoodX = (i: number) => 1 + i * (HW + 2);
const hoodY = () => HOODS_Y;

/** One city area with its brokers; piece `area-n<neighborhood>-<area>`. */
export function areaBox(t: Dict, view: View, hood: Hood, area: Area): string {
  const i = hood.neighborhood - 1;
  const x = hoodX(i);
  const y = hoodY() + HT + AREAS.indexOf(area) * AH;
  const brokers = hood.areas[area];
  const closed = hood.closedArea === area;
  const n = hood.neighborhood;
  const detail =
    area === 'port'
      ? hood.ship
        ? t.board.ship(hood.ship, hood.portGems)
        : t.board.noShip
      : area === 'palace'
        ? hood.character
          ? t.board.card(cardHint(t, hood.character))
          : t.board.noCard
        : null;
  const held = t.board.area(
    n,
    area,
    closed,
    detail,
    byOwner(brokers).map((b) => brokerWords(t, view, b)),
  );
  // Who leads, by the counting's own rules on what this seat sees (boardText.ts): the same words as the board as text.
  const words = brokers.length ? t.board.withLead(held, leadWords(t, view, brokers, false)) : held;
  const spot = spotCode({ neighborhood: n, area });
  const last = lastMoveMark(t, view, spot, x + 3.5, y + 1.5, HW - 7, AH - 6);
  let out =
    `<g id="area-${spot}" role="img" class="area area-${area}" ` +
    `data-spot="${spot}"><title>${esc(words + last.words)}</title>` +
    (`<rect x="${x + 2}" y="${y}" width="${HW - 4}" height="${AH - 3}" rx="4" ` +
      `fill="${AREA_TINT[area]}"></rect>${last.mark}`);
  if (closed)
    out +=
      `<rect x="${x + 2}" y="${y}" width="${HW - 4}" height="${AH - 3}" rx="4" ` +
      `fill="url(#closed-hatch)" stroke="#b3261e" stroke-width="2"></rect>`;
  // The area's name on the left, what it offers on the right (the port's gems, the
  // commerce's VP), sharing the line when both are long. An open palace with a card
  // shows the card alone: in a column this narrow the card is what the palace is fought for.
  const card = area === 'palace' && hood.character && !closed ? t.terms.card[cardFace(hood.character)] : '';
  const label = card || t.board.areaLabel(area, closed);
  const bold = closed || !!card;
  const vp = area === 'commerce' ? t.board.commerceVp(view.effects.merchant) : '';
  const gems = area === 'port' && hood.ship ? hood.portGems.length * 11 + 1 : 0;
  const [labelRoom, rightRoom] = share(textWidth(label, bold), gems || textWidth(vp), gems ? HW - 12 : HW - 18);
  const ink = closed ? '#b3261e' : card ? (hood.character!.startsWith('blue-') ? '#1f4fa8' : '#6b4a00') : '#555';
  out +=
    `<text x="${x + 6}" y="${y + 14}" text-anchor="start" font-size="13" ` +
    `fill="${ink}"${bold ? ' font-weight="700"' : ''}${fit(label, labelRoom, bold)}>${esc(label)}</text>`;
  if (gems)
    hood.portGems.forEach((g, k) => {
      out += gemIcon(g, x + HW - 11 - (hood.portGems.length - 1 - k) * 11, y + 10);
    });
  if (vp)
    out +=
      `<text x="${x + HW - 6}" y="${y + 14}" text-anchor="end" font-size="13" ` +
      `fill="#555"${fit(vp, rightRoom)}>${esc(vp)}</text>`;
  return `${out}${tokenRows(brokers, x + 15, y + 28, spot)}</g>`;
}

function neighborhood(t: Dict, view: View, hood: Hood): string {
  const i = hood.neighborhood - 1;
  const x = hoodX(i),
    y = hoodY();
  const n = hood.neighborhood;
  const name = t.terms.Neighborhood(n);
  if (!hood.active) {
    return (
      `<g role="img" class="neighborhood neighborhood-off" opacity=".5"><title>${esc(t.board.hoodOff(n))}</title>` +
      (`<rect x="${x}" y="${y}" width="${HW}" height="${HH}" rx="6" fill="#e4e1dc" stroke="#999" ` +
        `stroke-dasharray="4 3"></rect>`) +
      (`<text x="${x + HW / 2}" y="${y + HH / 2 - 6}" font-size="13" font-weight="700" ` +
        `fill="#555"${fit(name, HW - 6, true)}>${esc(name)}</text>`) +
      (`<text x="${x + HW / 2}" y="${y + HH / 2 + 12}" font-size="13" ` +
        `fill="#555"${fit(t.board.notInPlay, HW - 6)}>${esc(t.board.notInPlay)}</text></g>`)
    );
  }
  return (
    `<g class="neighborhood" id="neighborhood-${n}">` +
    `<rect x="${x}" y="${y}" width="${HW}" height="${HH}" rx="6" fill="#f7f2e8" stroke="#8b7b5c"></rect>` +
    (`<text x="${x + HW / 2}" y="${y + 14}" font-size="13" font-weight="700" ` +
      `fill="#3d3322"${fit(name, HW - 6, true)}>${esc(name)}</text>`) +
    AREAS.map((area) => areaBox(t, view, hood, area)).join('') +
    '</g>'
  );
}

/** The seats' key: shape and colour per player, so tokens read without relying on hue. */
function legend(t: Dict, view: View, y: number): string {
  const who = seatsOf(view);
  const width = W / who.length;
  // Up to a sixth more letters than the room holds at their usual width, squeezed (fit);
  // a longer name is cut.
  const room = width - 27;
  const chars = Math.max(4, Math.floor(room / 5.6));
  return `<g class="board-legend">${who
    .map((w, i) => {
      const owner = ownerName(t, view, w);
      const name = w === view.seat ? t.board.you(owner) : owner;
      const shown = name.length > chars ? `${name.slice(0, chars - 1)}…` : name;
      return (
        `<g><title>${esc(t.board.legend(name, shapeOf(w).name))}</title>` +
        `<use href="#seat-shape-${whoId(w)}" x="${i * width + 12}" y="${y}" fill="${seatColour(w)}"></use>` +
        (`<text x="${i * width + 25}" y="${y + 5}" text-anchor="start" font-size="13" ` +
          `fill="#222"${fit(shown, room)}>${esc(shown)}</text></g>`)
      );
    })
    .join('')}</g>`;
}

type Row = View['market']['rows'][number];
type Cell = View['market']['cells'][number];
const rowY = (row: number) => MARKET_Y + 37 + (row - 1) * MR;

/** A market row's head: its number and its gem; piece `market-row-<row>`. */
export function marketRowHead(t: Dict, row: Row): string {
  const ry = rowY(row.row);
  return (
    `<g id="market-row-${row.row}" role="img"><title>${esc(t.board.row(row.row, row.open, row.gem))}</title>` +
    (`<rect x="2" y="${ry}" width="${MX - 4}" height="${MR - 3}" rx="3" ` +
      `fill="${row.open ? '#efe9dc' : '#ddd'}"></rect>`) +
    `<text x="12" y="${ry + 27}" font-size="13" font-weight="700" fill="#555">${row.row}</text>` +
    (row.open && row.gem ? gemIcon(row.gem, 34, ry + 22, 1.5) : '') +
    '</g>'
  );
}

/** One market square and its broker; piece `square-r<row>-<column>`. */
export function marketSquare(t: Dict, view: View, cell: Cell): string {
  const ry = rowY(cell.row);
  const i = COLOURS.indexOf(cell.column);
  const b = cell.broker;
  const spot = spotCode({ row: cell.row, column: cell.column });
  const last = lastMoveMark(t, view, spot, MX + i * MW + 2.5, ry + 1.5, MW - 5, MR - 6);
  return (
    `<g id="square-${spot}" role="img" class="square" ` +
    `data-spot="${spot}"><title>` +
    esc(t.board.square(cell.row, cell.column, b ? brokerWords(t, view, b) : null) + last.words) +
    `</title>` +
    (`<rect x="${MX + i * MW + 1}" y="${ry}" width="${MW - 2}" height="${MR - 3}" rx="3" ` +
      `fill="${TINT[cell.column]}"></rect>${last.mark}`) +
    gemIcon(cell.column, MX + i * MW + 10, ry + 10) +
    (b ? tokens(token(b, MX + i * MW + MW / 2, ry + 22, `${spot}:0`)) : '') +
    '</g>'
  );
}

/** A section's heading on the left and a note on the right, on one line at y. */
function headLine(y: number, heading: string, note: string): string {
  const [headRoom, noteRoom] = share(textWidth(heading, true), textWidth(note), W - 14);
  return (
    `<text x="4" y="${y + 12}" text-anchor="start" font-size="13" font-weight="700" ` +
    `fill="#3d3322"${fit(heading, headRoom, true)}>${esc(heading)}</text>` +
    (`<text x="${W - 4}" y="${y + 12}" text-anchor="end" font-size="13" ` +
      `fill="#555"${fit(note, noteRoom)}>${esc(note)}</text>`)
  );
}

function market(t: Dict, view: View): string {
  const y = MARKET_Y;
  let out = `<g class="market">${headLine(y, t.terms.market, t.board.marketVp)}`;
  COLOURS.forEach((c, i) => {
    const name = t.terms.Colour[c];
    // The column's shape before its name, in the name's colour on the column's band.
    out +=
      `<g><rect x="${MX + i * MW + 1}" y="${y + 18}" width="${MW - 2}" height="16" rx="3" ` +
      `fill="${GEM_COLOURS[c]}"></rect>` +
      gemInk(c, MX + i * MW + 10, y + 26, onGem(c)) +
      (`<text x="${MX + i * MW + MW / 2 + 8}" y="${y + 31}" font-size="13" font-weight="700" ` +
        `fill="${onGem(c)}"${fit(name, MW - 22, true)}>${esc(name)}</text></g>`);
  });
  for (const row of view.market.rows) {
    const ry = rowY(row.row);
    out += `<g class="market-row${row.open ? '' : ' market-row-off'}">${marketRowHead(t, row)}`;
    if (!row.open) {
      out +=
        `<g><rect x="${MX + 1}" y="${ry}" width="${4 * MW - 2}" height="${MR - 3}" rx="3" ` +
        `fill="url(#row-closed-hatch)" stroke="#999"></rect>` +
        (`<text x="${MX + 2 * MW}" y="${ry + 27}" font-size="13" ` +
          `fill="#555"${fit(t.board.rowClosed, 4 * MW - 12)}>${esc(t.board.rowClosed)}</text></g>`);
    } else {
      for (const cell of view.market.cells) if (cell.row === row.row) out += marketSquare(t, view, cell);
    }
    out += '</g>';
  }
  return `${out}</g>`;
}

/** Where the quotation scale draws position q (0..12). */
export const quotationX = (q: number) => QX + q * QS;
const TICKS = Array.from({ length: 13 }, (_, i) => i);
const TICK_X = TICKS.map((i) => QX + i * QS);

/** The colours in quotation order, best first (a ranking, not a sentence: no list words). */
const rankingWords = (t: Dict, view: View) => view.colourRanking.map((c) => t.terms.Colour[c]).join(' › ');

/** The colours in quotation order; piece `quotation-ranking`. */
export const quotationRanking = (t: Dict, view: View) => {
  const ranking = rankingWords(t, view);
  const [, room] = share(textWidth(t.board.quotation, true), textWidth(ranking), W - 14);
  return (
    `<text id="quotation-ranking" x="${W - 4}" y="${QUOTE_Y + 12}" text-anchor="end" font-size="13" ` +
    `fill="#444"${fit(ranking, room)}>${esc(ranking)}</text>`
  );
};

/** One colour's quotation track with its marker and rank; piece `quotation-<colour>`. */
export function quotationTrack(t: Dict, view: View, c: Colour): string {
  const ty = QUOTE_Y + 42 + COLOURS.indexOf(c) * 22;
  const q = view.quotation[c];
  const rank = view.colourRanking.indexOf(c) + 1;
  const name = t.terms.Colour[c];
  return (
    `<g id="quotation-${c}" role="img" class="quotation-track"><title>${esc(t.board.track(c, q, rank))}</title>` +
    `<circle cx="10" cy="${ty}" r="8.5" fill="#3d3322"></circle>` +
    `<text x="10" y="${ty + 5}" font-size="13" font-weight="700" fill="#fff">${rank}</text>` +
    (`<text x="22" y="${ty + 5}" text-anchor="start" font-size="13" ` +
      `fill="#222"${fit(name, QX - 26)}>${esc(name)}</text>`) +
    (`<path d="M${QX} ${ty}h${12 * QS}${TICK_X.map((x) => `M${x} ${ty - 3}v6`).join('')}" ` +
      `stroke="#aaa" stroke-width="2"></path>`) +
    `<circle cx="${quotationX(q)}" cy="${ty}" r="9" fill="${GEM_COLOURS[c]}" stroke="#222"></circle>` +
    `<text x="${quotationX(q)}" y="${ty + 5}" font-size="13" font-weight="700" fill="${onGem(c)}">${q}</text>` +
    // The colour's shape on its marker, which is what moves along the scale.
    `${gemIcon(c, quotationX(q) + 9, ty + 8)}</g>`
  );
}

function quotation(t: Dict, view: View): string {
  const y = QUOTE_Y;
  const heading = t.board.quotation;
  const [room] = share(textWidth(heading, true), textWidth(rankingWords(t, view)), W - 14);
  return (
    `<g class="quotation"><text x="4" y="${y + 12}" text-anchor="start" font-size="13" ` +
    `font-weight="700" fill="#3d3322"${fit(heading, room, true)}>${esc(heading)}</text>` +
    quotationRanking(t, view) +
    (`<g font-size="13" ` +
      `fill="#666">${TICKS.map((i) => `<text x="${TICK_X[i]}" y="${y + 29}">${i}</text>`).join('')}</g>`) +
    COLOURS.map((c) => quotationTrack(t, view, c)).join('') +
    '</g>'
  );
}

/** Rows of throne brokers: the throne room's height, and so the board's, grows with them. */
const throneRows = (view: View) => Math.max(1, Math.ceil(view.throne.length / 16));
const throneHeight = (view: View) => 46 + (throneRows(view) - 1) * ROW;

/** The brokers in the throne room; piece `throne-brokers`. */
export function throneBrokers(t: Dict, view: View): string {
  const y = THRONE_Y;
  const brokers = byOwner(view.throne);
  let inner = '';
  brokers.forEach((b, i) => {
    inner += token(b, 14 + (i % 16) * 22, y + 31 + Math.floor(i / 16) * ROW, `throne:${view.throne.indexOf(b)}`);
  });
  return (
    `<g id="throne-brokers" ` +
    `role="img"><title>${esc(t.board.throne(brokers.map((b) => brokerWords(t, view, b))))}</title>` +
    (`<rect x="2" y="${y + 18}" width="${W - 4}" height="${throneHeight(view) - 20}" rx="4" ` +
      `fill="#f3ead2" stroke="#b8973e"></rect>`) +
    `${tokens(inner)}</g>`
  );
}

function throne(t: Dict, view: View): string {
  return `<g class="throne">${headLine(THRONE_Y, t.terms.ThroneRoom, t.terms.kingsFavor)}${throneBrokers(t, view)}</g>`;
}

/** The key to the marks on tokens and areas, on two lines (13 px text on a 360 px phone). */
function boardKey(t: Dict, y: number): string {
  const { keyFaceDown, keyMercenary, keyClosed, keyLastMove } = t.board;
  return (
    `<g class="board-key" font-size="13" fill="#444" text-anchor="start">` +
    `<use href="#seat-shape-0" x="12" y="${y}" fill="#aaa"></use>` +
    `<use href="#seat-shape-0" x="12" y="${y}" fill="url(#hatch)"></use>` +
    (`<text x="12" y="${y + 5}" text-anchor="middle" font-weight="700" fill="#fff" stroke="#111" ` +
      `stroke-width="2.5" paint-order="stroke">?</text>`) +
    `<text x="28" y="${y + 5}"${fit(keyFaceDown, 102)}>${esc(keyFaceDown)}</text>` +
    `<use href="#mercenary-star" x="140" y="${y}"></use>` +
    `<text x="150" y="${y + 5}"${fit(keyMercenary, W - 154)}>${esc(keyMercenary)}</text>` +
    (`<rect x="2" y="${y + KEY_LINE - 8}" width="20" height="16" rx="3" fill="url(#closed-hatch)" ` +
      `stroke="#b3261e" stroke-width="2"></rect>`) +
    `<text x="28" y="${y + KEY_LINE + 5}"${fit(keyClosed, 150)}>${esc(keyClosed)}</text>` +
    (`<rect x="184" y="${y + KEY_LINE - 8}" width="20" height="16" rx="3" fill="none" ` +
      `stroke="${LAST_MOVE}" stroke-width="3"></rect>`) +
    `<text x="210" y="${y + KEY_LINE + 5}"${fit(keyLastMove, W - 214)}>${esc(keyLastMove)}</text></g>`
  );
}
const KEY_LINE = 22;

/** The board's accessible name; piece `board-title`. */
export const boardTitle = (t: Dict, view: View) =>
  `<title id="board-title">${esc(t.board.title(view.turn, view.phase))}</title>`;

/** The turn and phase over the board; piece `board-heading`. */
export const boardHeading = (t: Dict, view: View) => {
  const heading = t.board.heading(view.turn, view.phase);
  return (
    `<text id="board-heading" x="4" y="13" text-anchor="start" font-size="13" font-weight="700" ` +
    `fill="#3d3322"${fit(heading, W - 8, true)}>${esc(heading)}</text>`
  );
};

const DEFS =
  '<path id="mercenary-star" d="M0-6 1.8-1.9 6-1.9 2.6.8 3.8 5 0 2.5-3.8 5-2.6.8-6-1.9-1.8-1.9z" ' +
  'fill="#ffd21f" stroke="#222" stroke-width=".8"></path>' +
  ('<pattern id="hatch" width="4" height="4" patternUnits="userSpaceOnUse" ' +
    'patternTransform="rotate(45)"><rect width="2" height="4" fill="#000" ' +
    'fill-opacity=".45"></rect></pattern>') +
  ('<pattern id="closed-hatch" width="8" height="8" patternUnits="userSpaceOnUse" ' +
    'patternTransform="rotate(-45)"><rect width="3" height="8" fill="#b3261e" ' +
    'fill-opacity=".3"></rect></pattern>') +
  ('<pattern id="row-closed-hatch" width="6" height="6" patternUnits="userSpaceOnUse" ' +
    'patternTransform="rotate(45)"><rect width="1" height="6" fill="#999"></rect></pattern>');

/**
 * A move drawn over the board without being on it (the analysis; a hint): its
 * brokers as see-through tokens at their spots, ringed solid (`played`) or dashed
 * (`suggested`), so the two read apart without colour; each with its words as a title.
 */
/** `mark`: a place a card's play names (the Queen's area, the Herald's, a Magician's broker…): a ring, no token. */
export type Ghost = {
  kind: 'played' | 'suggested';
  owner: Who;
  spot: Spot;
  value: number | null;
  faceUp: boolean;
  words: string;
  mark?: true;
};

/**
 * Where the `k`-th extra token of a spot goes: after the brokers already there (a city area), or beside the other ghost
 * (a market square).
 */
function ghostAt(view: View, spot: Spot, k: number): { x: number; y: number } {
  if ('row' in spot)
    return { x: MX + COLOURS.indexOf(spot.column) * MW + MW / 2 + (k === 0 ? 0 : 20), y: rowY(spot.row) + 22 };
  const hood = view.city.find((h) => h.neighborhood === spot.neighborhood);
  const i = (hood?.areas[spot.area].length ?? 0) + k;
  return {
    x: hoodX(spot.neighborhood - 1) + 15 + (i % PER_ROW) * STEP,
    y: hoodY() + HT + AREAS.indexOf(spot.area) * AH + 28 + Math.min(1, Math.floor(i / PER_ROW)) * ROW,
  };
}

export function ghostLayer(view: View, ghosts: readonly Ghost[]): string {
  const taken = new Map<string, number>();
  let out = '';
  for (const g of ghosts) {
    const code = spotCode(g.spot);
    const k = taken.get(code) ?? 0;
    taken.set(code, k + 1);
    const { x, y } = ghostAt(view, g.spot, k);
    const ring =
      `<circle cx="${x}" cy="${y}" r="14" fill="none" stroke="#111" ` +
      `stroke-width="2.5"${g.kind === 'suggested' ? ' stroke-dasharray="4 3"' : ''}></circle>`;
    if (g.mark) {
      out += `<g class="move-ghost move-${g.kind}" role="img"><title>${esc(g.words)}</title>${ring}</g>`;
      continue;
    }
    out +=
      `<g class="move-ghost move-${g.kind}" role="img"><title>${esc(g.words)}</title>` +
      `<use href="#token-${g.faceUp ? 'up' : 'down'}-${whoId(g.owner)}" x="${x}" y="${y}" opacity=".55"></use>` +
      (g.value === null ? '' : `<text x="${x}" y="${y + 5}" class="tk">${g.value}</text>`) +
      `${ring}</g>`;
  }
  return out ? `<g class="move-ghosts">${out}</g>` : '';
}

/** The whole board, as the page's #board section holds it; `overlay`: drawn on top (ghostLayer). */
export function boardSvg(t: Dict, view: View, overlay = ''): string {
  const keyY = (view.options.kingsFavor ? THRONE_Y + throneHeight(view) + 4 : THRONE_Y) + 12;
  const height = keyY + KEY_LINE + 16;
  return (
    `<svg class="board" viewBox="0 0 ${W} ${height}" width="100%" role="group" aria-labelledby="board-title"` +
    ` font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="13" text-anchor="middle">` +
    boardTitle(t, view) +
    `<defs>${seatsOf(view).map(seatDefs).join('')}${DEFS}</defs>` +
    boardHeading(t, view) +
    legend(t, view, 26) +
    view.city.map((hood) => neighborhood(t, view, hood)).join('') +
    market(t, view) +
    quotation(t, view) +
    (view.options.kingsFavor ? throne(t, view) : '') +
    boardKey(t, keyY) +
    overlay +
    '</svg>'
  );
}

/**
 * The board's pieces for live updates: each with its element's id, whether the board
 * has it, whether it differs between two views, and how it is drawn (in the page's
 * language: a live update is drawn once per page). One table made once (a live update
 * runs for every page after every action: no closures per call). `boardFrame` is what
 * the rest of the board depends on: when it differs, the whole board is sent instead.
 */
export type Piece = {
  id: string;
  has: (view: View) => boolean;
  changed: (a: View, b: View) => boolean;
  draw: (t: Dict, view: View) => string;
};

export const boardFrame = (view: View): unknown => [
  throneRows(view),
  view.options,
  view.market.rows.map((r) => r.open),
  view.city.map((h) => h.active),
];

const always = () => true;

/** The order of an area's majority (R7.2, R7.8): its title says who leads, which a tie-break may change alone. */
const leaders = (v: View, brokers: readonly BrokerView[]) => standings(v, brokers).map((s) => s.who);

function areaPiece(i: number, area: Area): Piece {
  const code = spotCode({ neighborhood: i + 1, area });
  return {
    id: `area-${code}`,
    has: (v) => !!v.city[i]?.active,
    changed: (a, b) => {
      const x = a.city[i]!,
        y = b.city[i]!;
      return (
        !same(x.areas[area], y.areas[area]) ||
        !same(leaders(a, x.areas[area]), leaders(b, y.areas[area])) ||
        marksDiffer(a, b, code) ||
        (x.closedArea === area) !== (y.closedArea === area) ||
        (area === 'port' && (x.ship !== y.ship || !same(x.portGems, y.portGems))) ||
        (area === 'palace' && x.character !== y.character) ||
        (area === 'commerce' && a.effects.merchant !== b.effects.merchant)
      );
    },
    draw: (t, v) => areaBox(t, v, v.city[i]!, area),
  };
}

function squarePiece(k: number, row: number, column: Colour): Piece {
  const code = spotCode({ row, column });
  return {
    id: `square-${code}`,
    has: (v) => !!v.market.rows[row - 1]?.open,
    changed: (a, b) => !same(a.market.cells[k]?.broker, b.market.cells[k]?.broker) || marksDiffer(a, b, code),
    draw: (t, v) => marketSquare(t, v, v.market.cells[k]!),
  };
}

export const BOARD_PIECES: Piece[] = [
  { id: 'board-title', has: always, changed: (a, b) => a.turn !== b.turn || a.phase !== b.phase, draw: boardTitle },
  { id: 'board-heading', has: always, changed: (a, b) => a.turn !== b.turn || a.phase !== b.phase, draw: boardHeading },
  ...[0, 1, 2, 3].flatMap((i) => AREAS.map((area) => areaPiece(i, area))),
  ...[1, 2, 3].map(
    (row): Piece => ({
      id: `market-row-${row}`,
      has: (v) => !!v.market.rows[row - 1],
      changed: (a, b) => !same(a.market.rows[row - 1], b.market.rows[row - 1]),
      draw: (t, v) => marketRowHead(t, v.market.rows[row - 1]!),
    }),
  ),
  // The view lists the market's cells row by row, in colour order.
  ...[1, 2, 3].flatMap((row) => COLOURS.map((column, c) => squarePiece((row - 1) * COLOURS.length + c, row, column))),
  {
    id: 'quotation-ranking',
    has: always,
    changed: (a, b) => !same(a.colourRanking, b.colourRanking),
    draw: quotationRanking,
  },
  ...COLOURS.map(
    (c): Piece => ({
      id: `quotation-${c}`,
      has: always,
      changed: (a, b) => a.quotation[c] !== b.quotation[c] || a.colourRanking.indexOf(c) !== b.colourRanking.indexOf(c),
      draw: (t, v) => quotationTrack(t, v, c),
    }),
  ),
  {
    id: 'throne-brokers',
    has: (v) => v.options.kingsFavor,
    changed: (a, b) => !same(a.throne, b.throne),
    draw: throneBrokers,
  },
];
