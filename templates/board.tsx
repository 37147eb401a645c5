// The board as one inline SVG (R1, R4, R6, R7, R9, R10, R13): the four neighborhoods with
// their areas and brokers, the market grid, the quotation scale and, with the King's
// Favor, the throne room. A pure function of one seat's View: it draws only what the
// view holds, so a face-down broker without a value shows "?" and nothing else, in
// the picture, in the titles, in the attributes.
//
// Mobile first: a 360-unit-wide viewBox drawn at width 100%, so one unit is one CSS
// pixel on a small phone. No inline style (CSP): presentation attributes only; shared
// shapes live in <defs> and are drawn with <use>. Every area and market square is a
// <g role="img"> whose <title> says in words what it holds, for screen readers and as
// a hover tooltip.
import type { Child } from 'hono/jsx';
import type { JSX } from 'hono/jsx/jsx-runtime';
import { AREAS, COLOURS, type Area, type BrokerView, type Colour, type Gem, type View, type Who } from '../src/engine/index.ts';
import { GEM_COLOURS, PHASE_NAMES, cardName, colourName, ordinal, seatColour, spotCode } from './theme.ts';

/** The board's width in viewBox units (= CSS px on a 360 px phone). */
const W = 360;
/** Neighborhood box: width, title height, area height. */
const HW = 176, HT = 18, AH = 60;
const HH = HT + 3 * AH + 3;
/** Token pitch and tokens per row inside an area. */
const STEP = 23, PER_ROW = 7, ROW = 22;

/** Light tints behind market columns and city areas. */
const TINT: Record<Colour, string> = { blue: '#dde8f8', green: '#dcf0e1', yellow: '#fbf1cc', red: '#f8dddd' };
const AREA_TINT: Record<Area, string> = { port: '#dfeaf1', commerce: '#f1e6cf', palace: '#ece4f1' };
const AREA_NAME: Record<Area, string> = { port: 'Port', commerce: 'Commerce', palace: 'Palace' };
/** Text on a gem colour: dark on the light ones. */
const onGem = (g: Gem) => (g === 'yellow' || g === 'white' ? '#222' : '#fff');

/** Each seat has a shape as well as a colour (never hue alone): circle, square, diamond, hexagon; neutral an octagon. */
const SHAPES: { name: string; el: (id: string) => JSX.Element }[] = [
  { name: 'circle', el: (id) => <circle id={id} r="10" /> },
  { name: 'square', el: (id) => <rect id={id} x="-9" y="-9" width="18" height="18" rx="2" /> },
  { name: 'diamond', el: (id) => <path id={id} d="M0-11 11 0 0 11-11 0z" /> },
  { name: 'hexagon', el: (id) => <path id={id} d="M0-11 10-5.5v11L0 11-10 5.5v-11z" /> },
];
const NEUTRAL_SHAPE = { name: 'octagon', el: (id: string) => <path id={id} d="M-4-10h8l6 6v8l-6 6h-8l-6-6v-8z" /> };
const shapeOf = (who: Who) => (who === 'neutral' ? NEUTRAL_SHAPE : SHAPES[who] ?? SHAPES[0]!);
const key = (who: Who) => (who === 'neutral' ? 'n' : String(who));
const seatsOf = (view: View): Who[] => [...view.players.map((p) => p.seat), ...(view.neutral ? ['neutral' as const] : [])];

/** Per seat: its bare shape (#z), its face-up token (#y) and its face-down, hatched token (#Y). */
function SeatDefs({ who }: { who: Who }) {
  const k = key(who);
  return (
    <>
      <g stroke="#222">{shapeOf(who).el(`z${k}`)}</g>
      <use id={`y${k}`} href={`#z${k}`} fill={seatColour(who)} />
      <g id={`Y${k}`}><use href={`#y${k}`} /><use href={`#z${k}`} fill="url(#yd)" /></g>
    </>
  );
}


function ownerName(view: View, who: Who): string {
  return who === 'neutral' ? 'Neutral' : view.players[who]?.name ?? `Seat ${who + 1}`;
}

/** One broker in words; the value only when the view gives it. */
function brokerWords(view: View, b: BrokerView): string {
  const value = b.value !== null ? `${b.value} ` : '';
  return `${ownerName(view, b.owner)} ${value}face ${b.faceUp ? 'up' : 'down'}${b.marked ? ' with the Mercenary mark (worth 5)' : ''}`;
}

const ownerKey = (who: Who) => (who === 'neutral' ? 99 : who);
/** Brokers grouped by owner (a stable sort on public information only), so majorities read at a glance. */
const byOwner = (brokers: BrokerView[]) => [...brokers].sort((a, b) => ownerKey(a.owner) - ownerKey(b.owner));

/**
 * A broker: its owner's shape in its owner's colour (#y<seat>), hatched when face down
 * (#Y<seat>), both defined once per seat in <defs>; its value or "?"; a star if marked.
 */
function Token({ b, x, y }: { b: BrokerView; x: number; y: number }) {
  return (
    <>
      <use href={`#${b.faceUp ? 'y' : 'Y'}${key(b.owner)}`} x={x} y={y} />
      <text x={x} y={y + 4}>{b.value !== null ? String(b.value) : '?'}</text>
      {b.marked && <use href="#ys" x={x + 9} y={y - 9} />}
    </>
  );
}

/** Token text style, set once on a wrapper: white, bold, with a dark outline that reads on every seat colour. */
function Tokens({ children }: { children: Child }) {
  return <g fill="#fff" stroke="#111" stroke-width="2.5" paint-order="stroke" font-weight="700" font-size="12">{children}</g>;
}

/** Brokers in rows of PER_ROW from (x, y), squeezed when there are more than two rows' worth. */
function TokenRows({ brokers, x, y }: { brokers: BrokerView[]; x: number; y: number }) {
  const perRow = Math.max(PER_ROW, Math.ceil(brokers.length / 2));
  const step = Math.min(STEP, Math.floor((STEP * (PER_ROW - 1)) / Math.max(1, perRow - 1)));
  return (
    <Tokens>
      {byOwner(brokers).map((b, i) => <Token b={b} x={x + (i % perRow) * step} y={y + Math.floor(i / perRow) * ROW} />)}
    </Tokens>
  );
}

/** A gem: a small cut stone in its colour. */
function GemIcon({ gem, x, y, big }: { gem: Gem; x: number; y: number; big?: boolean }) {
  return <use href={big ? '#yG' : '#yg'} x={x} y={y} fill={GEM_COLOURS[gem]} />;
}

function AreaBox({ view, hood, area, x, y }: { view: View; hood: View['city'][number]; area: Area; x: number; y: number }) {
  const brokers = hood.areas[area];
  const closed = hood.closedArea === area;
  const n = hood.neighborhood;
  const extra = area === 'port'
    ? hood.ship ? `, ship ${hood.ship} with ${hood.portGems.join(', ')} gems` : ', no ship'
    : area === 'palace'
      ? hood.character ? `, card: ${cardName(hood.character)}` : ', no card'
      : '';
  const words = `Neighborhood ${n} ${area}${closed ? ' (closed by the Queen)' : ''}${extra}: ${
    brokers.length ? byOwner(brokers).map((b) => brokerWords(view, b)).join(', ') : 'no brokers'}`;
  return (
    <g role="img" class={`ya ya-${area}`} data-spot={spotCode({ neighborhood: n, area })}>
      <title>{words}</title>
      <rect x={x + 3} y={y} width={HW - 6} height={AH - 3} rx="4" fill={AREA_TINT[area]} />
      {closed && <rect x={x + 3} y={y} width={HW - 6} height={AH - 3} rx="4" fill="url(#yq)" stroke="#b3261e" stroke-width="2" />}
      <text x={x + 8} y={y + 12} text-anchor="start" font-size="10" {...(closed ? { fill: '#b3261e', 'font-weight': '700' } : { fill: '#555' })}>
        {AREA_NAME[area]}{closed ? ' – closed' : ''}
      </text>
      {area === 'port' && !closed && hood.ship && (
        <>
          {hood.portGems.map((g, i) => <GemIcon gem={g} x={x + 44 + i * 13} y={y + 8} />)}
          <text x={x + 170} y={y + 12} text-anchor="end" font-size="9" fill="#666">{hood.ship}</text>
        </>
      )}
      {area === 'port' && closed && hood.ship && (
        <>{hood.portGems.map((g, i) => <GemIcon gem={g} x={x + 166 - (hood.portGems.length - 1 - i) * 13} y={y + 8} />)}</>
      )}
      {area === 'palace' && hood.character && (
        <text x={x + 170} y={y + 12} text-anchor="end" font-size="11" font-weight="700" fill={hood.character.startsWith('blue-') ? '#1f4fa8' : '#6b4a00'}>
          {cardName(hood.character)}
        </text>
      )}
      {area === 'commerce' && (
        <text x={x + 170} y={y + 12} text-anchor="end" font-size="9" fill="#666">{view.effects.merchant ? '5 VP (Merchant)' : '3 VP'}</text>
      )}
      <TokenRows brokers={brokers} x={x + 17} y={y + 28} />
    </g>
  );
}

function Neighborhood({ view, hood, x, y }: { view: View; hood: View['city'][number]; x: number; y: number }) {
  const n = hood.neighborhood;
  if (!hood.active) {
    return (
      <g role="img" class="yh yh-off" opacity=".5">
        <title>{`Neighborhood ${n}: not in play`}</title>
        <rect x={x} y={y} width={HW} height={HH} rx="6" fill="#e4e1dc" stroke="#999" stroke-dasharray="4 3" />
        <text x={x + HW / 2} y={y + HH / 2 - 6} font-size="13" font-weight="700" fill="#555">{`Neighborhood ${n}`}</text>
        <text x={x + HW / 2} y={y + HH / 2 + 12} font-size="12" fill="#555">not in play</text>
      </g>
    );
  }
  return (
    <g class="yh">
      <rect x={x} y={y} width={HW} height={HH} rx="6" fill="#f7f2e8" stroke="#8b7b5c" />
      <text x={x + 8} y={y + 13} text-anchor="start" font-size="12" font-weight="700" fill="#3d3322">{`Neighborhood ${n}`}</text>
      {AREAS.map((area, i) => <AreaBox view={view} hood={hood} area={area} x={x} y={y + HT + i * AH} />)}
    </g>
  );
}

/** The seats' key: shape and colour per player, so tokens read without relying on hue. */
function Legend({ view, y }: { view: View; y: number }) {
  const who = seatsOf(view);
  const width = W / who.length;
  const chars = Math.max(4, Math.floor((width - 24) / 6.5));
  return (
    <g class="yl">
      {who.map((w, i) => {
        const name = ownerName(view, w) + (w === view.seat ? ' (you)' : '');
        const shown = name.length > chars ? `${name.slice(0, chars - 1)}…` : name;
        return (
          <g>
            <title>{`${name}: ${shapeOf(w).name} tokens`}</title>
            <use href={`#z${key(w)}`} x={i * width + 12} y={y} fill={seatColour(w)} />
            <text x={i * width + 25} y={y + 4} text-anchor="start" font-size="11" fill="#222">{shown}</text>
          </g>
        );
      })}
    </g>
  );
}

const MX = 52, MW = 76, MR = 32;

function Market({ view, y }: { view: View; y: number }) {
  return (
    <g class="ym">
      <text x="4" y={y + 12} text-anchor="start" font-size="13" font-weight="700" fill="#3d3322">Market</text>
      <text x={W - 4} y={y + 12} text-anchor="end" font-size="9" fill="#666">1 VP per broker placed</text>
      {COLOURS.map((c, i) => (
        <g>
          <rect x={MX + i * MW + 1} y={y + 18} width={MW - 2} height="16" rx="3" fill={GEM_COLOURS[c]} />
          <text x={MX + i * MW + MW / 2} y={y + 30} font-size="11" font-weight="700" fill={onGem(c)}>{colourName(c)}</text>
        </g>
      ))}
      {view.market.rows.map((row, r) => {
        const ry = y + 37 + r * MR;
        return (
          <g class={row.open ? 'yr' : 'yr yr-off'}>
            <g role="img">
              <title>{`Market row ${row.row}: ${row.open ? row.gem ? `${row.gem} gem` : 'no gem' : 'closed'}`}</title>
              <rect x="2" y={ry} width={MX - 4} height={MR - 3} rx="3" fill={row.open ? '#efe9dc' : '#ddd'} />
              <text x="12" y={ry + 18} font-size="11" font-weight="700" fill="#555">{String(row.row)}</text>
              {row.open && row.gem && <GemIcon gem={row.gem} x={34} y={ry + 14} big />}
            </g>
            {!row.open && (
              <g>
                <rect x={MX + 1} y={ry} width={4 * MW - 2} height={MR - 3} rx="3" fill="url(#yx)" stroke="#999" />
                <text x={MX + 2 * MW} y={ry + 18} font-size="11" fill="#555">row closed</text>
              </g>
            )}
            {row.open && COLOURS.map((c, i) => {
              const cell = view.market.cells.find((k) => k.row === row.row && k.column === c);
              const b = cell?.broker ?? null;
              return (
                <g role="img" class="yc" data-spot={spotCode({ row: row.row, column: c })}>
                  <title>{`Market row ${row.row}, ${c}: ${b ? brokerWords(view, b) : 'empty'}`}</title>
                  <rect x={MX + i * MW + 1} y={ry} width={MW - 2} height={MR - 3} rx="3" fill={TINT[c]} />
                  {b && <Tokens><Token b={b} x={MX + i * MW + MW / 2} y={ry + 14} /></Tokens>}
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}

const QX = 64, QS = 23;
/** Where the quotation scale draws position q (0..12). */
export const quotationX = (q: number) => QX + q * QS;

function Quotation({ view, y }: { view: View; y: number }) {
  const ticks = Array.from({ length: 13 }, (_, i) => i);
  return (
    <g class="yq">
      <text x="4" y={y + 12} text-anchor="start" font-size="13" font-weight="700" fill="#3d3322">Quotation</text>
      <text x={W - 4} y={y + 12} text-anchor="end" font-size="10" fill="#444">
        {view.colourRanking.map(colourName).join(' › ')}
      </text>
      <g font-size="9" fill="#777">
        {ticks.map((i) => <text x={QX + i * QS} y={y + 28}>{String(i)}</text>)}
      </g>
      {COLOURS.map((c, k) => {
        const ty = y + 42 + k * 22;
        const q = view.quotation[c];
        const rank = view.colourRanking.indexOf(c) + 1;
        return (
          <g role="img" class="yt">
            <title>{`${colourName(c)} quotation ${q} of 12, ranked ${ordinal(rank)}`}</title>
            <circle cx="10" cy={ty} r="7" fill="#3d3322" />
            <text x="10" y={ty + 4} font-size="10" font-weight="700" fill="#fff">{String(rank)}</text>
            <text x="21" y={ty + 4} text-anchor="start" font-size="11" fill="#222">{colourName(c)}</text>
            <path d={`M${QX} ${ty}h${12 * QS}${ticks.map((i) => `M${QX + i * QS} ${ty - 3}v6`).join('')}`} stroke="#aaa" stroke-width="2" />
            <circle cx={quotationX(q)} cy={ty} r="9" fill={GEM_COLOURS[c]} stroke="#222" />
            <text x={quotationX(q)} y={ty + 4} font-size="11" font-weight="700" fill={onGem(c)}>{String(q)}</text>
          </g>
        );
      })}
    </g>
  );
}

function Throne({ view, y }: { view: View; y: number }) {
  const brokers = byOwner(view.throne);
  const words = brokers.length ? brokers.map((b) => brokerWords(view, b)).join(', ') : 'empty';
  return (
    <g class="yk">
      <text x="4" y={y + 12} text-anchor="start" font-size="13" font-weight="700" fill="#3d3322">Throne room</text>
      <text x={W - 4} y={y + 12} text-anchor="end" font-size="9" fill="#666">King's Favor</text>
      <g role="img">
        <title>{`Throne room: ${words}`}</title>
        <rect x="2" y={y + 18} width={W - 4} height={throneHeight(view) - 20} rx="4" fill="#f3ead2" stroke="#b8973e" />
        <Tokens>
          {brokers.map((b, i) => <Token b={b} x={14 + (i % 16) * 22} y={y + 31 + Math.floor(i / 16) * ROW} />)}
        </Tokens>
      </g>
    </g>
  );
}

const throneHeight = (view: View) => 46 + Math.max(0, Math.ceil(view.throne.length / 16) - 1) * ROW;

/** The key to the marks on tokens and areas. */
function Key({ y }: { y: number }) {
  return (
    <g class="yy" font-size="10" fill="#444" text-anchor="start">
      <use href="#z0" x="12" y={y} fill="#aaa" />
      <use href="#z0" x="12" y={y} fill="url(#yd)" />
      <text x="12" y={y + 4} text-anchor="middle" font-size="12" font-weight="700" fill="#fff" stroke="#111" stroke-width="2.5" paint-order="stroke">?</text>
      <text x="27" y={y + 4}>face down</text>
      <use href="#ys" x="100" y={y} />
      <text x="109" y={y + 4}>Mercenary: worth 5</text>
      <rect x="228" y={y - 8} width="20" height="16" rx="3" fill="url(#yq)" stroke="#b3261e" stroke-width="2" />
      <text x="254" y={y + 4}>closed (Queen)</text>
    </g>
  );
}

export function Board({ view }: { view: View }): JSX.Element {
  const hoodsY = 38;
  const marketY = hoodsY + 2 * HH + 14;
  const quoteY = marketY + 37 + 3 * MR + 6;
  const throneY = quoteY + 42 + 4 * 22;
  const keyY = (view.options.kingsFavor ? throneY + throneHeight(view) + 4 : throneY) + 12;
  const height = keyY + 14;
  return (
    <svg
      class="board" viewBox={`0 0 ${W} ${height}`} width="100%" role="group" aria-labelledby="yb"
      font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="11" text-anchor="middle"
    >
      <title id="yb">{`Game board, turn ${view.turn} of 4, ${PHASE_NAMES[view.phase].toLowerCase()}: city, market and quotations`}</title>
      <defs>
        {seatsOf(view).map((w) => <SeatDefs who={w} />)}
        <path id="yg" d="M-3-5h6l3 3-6 7-6-7z" stroke="#222" stroke-width=".8" />
        <path id="yG" d="M-5-7h10l4 4-9 10-9-10z" stroke="#222" />
        <path id="ys" d="M0-6 1.8-1.9 6-1.9 2.6.8 3.8 5 0 2.5-3.8 5-2.6.8-6-1.9-1.8-1.9z" fill="#ffd21f" stroke="#222" stroke-width=".8" />
        <pattern id="yd" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="2" height="4" fill="#000" fill-opacity=".45" />
        </pattern>
        <pattern id="yq" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
          <rect width="3" height="8" fill="#b3261e" fill-opacity=".3" />
        </pattern>
        <pattern id="yx" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="1" height="6" fill="#999" />
        </pattern>
      </defs>
      <text x="4" y="12" text-anchor="start" font-size="12" font-weight="700" fill="#3d3322">{`Turn ${view.turn} of 4 · ${PHASE_NAMES[view.phase]}`}</text>
      <Legend view={view} y={26} />
      {view.city.map((hood, i) => (
        <Neighborhood view={view} hood={hood} x={2 + (i % 2) * (HW + 4)} y={hoodsY + Math.floor(i / 2) * (HH + 6)} />
      ))}
      <Market view={view} y={marketY} />
      <Quotation view={view} y={quoteY} />
      {view.options.kingsFavor && <Throne view={view} y={throneY} />}
      <Key y={keyY} />
    </svg>
  );
}
