// R7.5: counting the market — rows, columns and the highest bidder.
import { COLOURS, type Broker, type Colour, type State, type TaskOf } from '../schema.ts';
import { QUOTATION_MAX, QUOTATION_MIN, openRows, sum } from '../components.ts';
import { type Decision, finish } from '../decision.ts';
import { fail, gainGem, log, nameOf } from '../game.ts';
import { describeTotals, rank, tieBreakLeader, totalsOf, worth } from '../ties.ts';
import { returnBroker } from '../placement.ts';
import { mostValuableColour } from '../components.ts';

const rowBrokers = (s: State, row: number) => s.market.cells[row - 1]!.filter((b): b is Broker => b !== null);
const columnBrokers = (s: State, c: Colour) =>
  s.market.cells.map((cells) => cells[COLOURS.indexOf(c)]).filter((b): b is Broker => !!b);
const allMarketBrokers = (s: State) => s.market.cells.flat().filter((b): b is Broker => b !== null);

export function moveQuotation(s: State, gem: Colour, step: number): void {
  s.quotation[gem] = Math.max(QUOTATION_MIN, Math.min(QUOTATION_MAX, s.quotation[gem] + step));
}

/** Reveal the market, then each open row's gem goes to its majority. */
export function countRows(s: State): void {
  for (const b of allMarketBrokers(s)) b.faceUp = true;
  const follow = [];
  for (const row of openRows(s)) {
    const gem = s.market.rowGems[row - 1];
    const totals = totalsOf(rowBrokers(s, row));
    const winner = rank(s, totals)[0];
    if (!gem) continue;
    if (winner === undefined) {
      log(s, `Market row ${row}: nobody takes the ${gem} gem.`);
      continue;
    }
    log(s, `Market row ${row} (${describeTotals(s, totals, rank(s, totals))}): ${nameOf(s, winner)} takes the ${gem} gem.`);
    if (gem !== 'white') gainGem(s, winner, gem as Colour);
    else if (winner === 'neutral') gainGem(s, winner, mostValuableColour(s)); // R11.4
    else follow.push({ kind: 'chooseColor' as const, seat: winner, reason: `market row ${row}` });
  }
  s.market.rowGems = [null, null, null];
  s.agenda.unshift(...follow);
}

/** Columns by total, then by number of brokers; groups still tied wait for the tie-break leader. */
export function countColumns(s: State): void {
  const key = (c: Colour) => [sum(columnBrokers(s, c).map(worth)), columnBrokers(s, c).length] as const;
  const sorted = [...COLOURS].sort((a, b) => key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1]);
  const ranking: (Colour | Colour[])[] = [];
  for (const c of sorted) {
    const last = ranking[ranking.length - 1];
    const lastKey = last && key(Array.isArray(last) ? last[0]! : last);
    if (lastKey && lastKey[0] === key(c)[0] && lastKey[1] === key(c)[1]) {
      ranking[ranking.length - 1] = [...(Array.isArray(last) ? last : [last]), c];
    } else ranking.push(c);
  }
  log(s, `Market columns: ${COLOURS.map((c) => `${c} ${key(c)[0]} (${key(c)[1]})`).join(', ')}.`);
  if (ranking.some(Array.isArray)) {
    s.agenda.unshift({ kind: 'orderColumns', seat: tieBreakLeader(s), ranking });
  } else settleColumns(s, ranking as Colour[]);
}

const COLUMN_MOVES = [2, 1, -1, -2];

function settleColumns(s: State, order: Colour[]): void {
  order.forEach((c, i) => moveQuotation(s, c, COLUMN_MOVES[i]!));
  log(s, `Quotations move: ${order.map((c, i) => `${c} ${COLUMN_MOVES[i]! > 0 ? '+' : ''}${COLUMN_MOVES[i]}`).join(', ')}.`);
}

export const firstTiedGroup = (t: TaskOf<'orderColumns'>) => t.ranking.find(Array.isArray)!;

export const orderColumns: Decision<TaskOf<'orderColumns'>> = {
  waiting: (_s, t) => [t.seat],
  apply(s, t, seat, action) {
    if (action.type !== 'orderColumns') fail('R7.5', 'Order the tied market columns.', 'wrong-action');
    const group = firstTiedGroup(t);
    if (action.columns.length !== group.length || [...action.columns].sort().join() !== [...group].sort().join()) {
      fail('R7.5', `Order exactly the tied columns ${group.join(', ')}, best first.`);
    }
    log(s, `${nameOf(s, seat)} orders the tied columns: ${action.columns.join(', ')}.`);
    t.ranking.splice(t.ranking.indexOf(group), 1, ...action.columns);
    if (!t.ranking.some(Array.isArray)) {
      finish(s);
      settleColumns(s, t.ranking as Colour[]);
    }
  },
};

export function highestBidder(s: State): void {
  const totals = totalsOf(allMarketBrokers(s));
  const winner = rank(s, totals)[0];
  if (winner === undefined) {
    log(s, 'Nobody is in the market: no highest bidder.');
  } else if (winner === 'neutral') {
    // R11.4: up the colour it owns most of; equal counts by blue, green, yellow, red.
    const gems = s.neutral!.gems;
    const colour = [...COLOURS].sort((a, b) => gems[b] - gems[a] || COLOURS.indexOf(a) - COLOURS.indexOf(b))[0]!;
    moveQuotation(s, colour, 1);
    log(s, `The neutral player is the highest bidder and moves ${colour} up.`);
  } else {
    log(s, `${nameOf(s, winner)} is the highest bidder (${describeTotals(s, totals, rank(s, totals))}).`);
    s.agenda.unshift({ kind: 'moveQuotation', seat: winner });
  }
}

export const moveQuotationDecision: Decision<TaskOf<'moveQuotation'>> = {
  waiting: (_s, t) => [t.seat],
  apply(s, _t, seat, action) {
    if (action.type !== 'moveQuotation') fail('R7.5', 'As highest bidder, move one quotation one step.', 'wrong-action');
    moveQuotation(s, action.gem, action.step);
    log(s, `${nameOf(s, seat)} moves ${action.gem} ${action.step > 0 ? 'up' : 'down'} one step.`);
    finish(s);
  },
};

/** Market brokers, then front brokers, go back behind the screens (R7.5; kept for R10). */
export function marketCleanup(s: State): void {
  for (const b of allMarketBrokers(s)) returnBroker(s, b);
  s.market.cells = s.market.cells.map((cells) => cells.map(() => null));
  if (!s.options.kingsFavor) {
    for (const p of s.players) {
      p.behind = [...p.behind, ...p.front].sort((a, b) => a - b);
      p.front = [];
    }
  }
}
