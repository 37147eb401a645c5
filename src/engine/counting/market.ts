// R7.5: counting the market — rows, columns and the highest bidder.
import { COLOURS, type Broker, type Colour, type State, type TaskOf } from '../schema.ts';
import { mostValuableColour, openRows } from '../components.ts';
import { returnBroker } from '../board.ts';
import { type Automatic, type Decision, finish } from '../decision.ts';
import { emit } from '../events.ts';
import { fail } from '../ruleBreak.ts';
import { gainGem } from '../gains.ts';
import { moveChosen, moveClamped, movable } from '../quotation.ts';
import { rank, ranked, tieBreakLeader, tiesIn, totalsOf, worth } from '../ties.ts';

const rowBrokers = (s: State, row: number) => s.market.cells[row - 1]!.filter((b): b is Broker => b !== null);

/** The market's brokers row by row, each row in column order (plain loops: every turn's counting runs this). */
function allMarketBrokers(s: State): Broker[] {
  const out: Broker[] = [];
  for (const cells of s.market.cells) for (const b of cells) if (b) out.push(b);
  return out;
}

/** Each column's total worth and number of brokers, in COLOURS order (R7.5). */
function columnKeys(s: State): ColumnKey[] {
  const keys = COLOURS.map(() => ({ total: 0, brokers: 0 }));
  for (const cells of s.market.cells) {
    for (let c = 0; c < keys.length; c++) {
      const b = cells[c];
      if (!b) continue;
      keys[c]!.total += worth(b);
      keys[c]!.brokers++;
    }
  }
  return keys;
}

/** Reveal the market, then each open row's gem goes to its majority. */
export const countRows: Automatic<TaskOf<'marketRows'>> = {
  kind: 'automatic',
  phase: 'counting',
  run(s) {
    for (const b of allMarketBrokers(s)) b.faceUp = true;
    const follow = [];
    for (const row of openRows(s)) {
      const gem = s.market.rowGems[row - 1];
      if (!gem) continue;
      const totals = totalsOf(rowBrokers(s, row));
      const ranking = rank(s, totals);
      const winner = ranking[0];
      emit(s, {
        kind: 'rowCounted',
        row,
        gem,
        totals: ranked(totals, ranking),
        winner: winner ?? null,
        ties: tiesIn(s, totals, ranking.slice(0, 2)),
      });
      if (winner === undefined) continue;
      if (gem !== 'white') gainGem(s, winner, gem);
      else if (winner === 'neutral')
        gainGem(s, winner, mostValuableColour(s)); // R11.4
      else follow.push({ kind: 'chooseColour' as const, seat: winner, reason: { row } });
    }
    s.market.rowGems = [null, null, null];
    s.agenda.unshift(...follow);
  },
};

/** Each column's total worth and number of brokers, as R7.5 ranks the columns. */
export type ColumnKey = { total: number; brokers: number };

/**
 * R7.5: the columns (`keys` in COLOURS order) by total, then by number of brokers: `sorted` one column a place,
 * `ranking` with the columns still tied as one group, which the tie-break leader orders.
 */
export function rankColumns(keys: readonly ColumnKey[]): { sorted: Colour[]; ranking: (Colour | Colour[])[] } {
  const key = (c: Colour) => keys[COLOURS.indexOf(c)]!;
  const same = (a: Colour, b: Colour) => key(a).total === key(b).total && key(a).brokers === key(b).brokers;
  const sorted = [...COLOURS].sort((a, b) => key(b).total - key(a).total || key(b).brokers - key(a).brokers);
  const ranking: (Colour | Colour[])[] = [];
  for (const c of sorted) {
    const last = ranking[ranking.length - 1];
    if (last !== undefined && same(Array.isArray(last) ? last[0]! : last, c)) {
      ranking[ranking.length - 1] = [...(Array.isArray(last) ? last : [last]), c];
    } else ranking.push(c);
  }
  return { sorted, ranking };
}

/** Columns by total, then by number of brokers; groups still tied wait for the tie-break leader. */
export const countColumns: Automatic<TaskOf<'marketColumns'>> = {
  kind: 'automatic',
  phase: 'counting',
  run(s) {
    // Each column's total and number of brokers, counted once: the sort and the ties read them often.
    const keys = columnKeys(s);
    const key = (c: Colour) => keys[COLOURS.indexOf(c)]!;
    const { sorted, ranking } = rankColumns(keys);
    // Neighbours of equal total that the number of brokers put in order (R7.5).
    const ties = [];
    for (let i = 1; i < sorted.length; i++) {
      const [above, below] = [sorted[i - 1]!, sorted[i]!];
      if (key(above).total === key(below).total && key(above).brokers !== key(below).brokers)
        ties.push({ above, below });
    }
    emit(s, {
      kind: 'columnsCounted',
      columns: COLOURS.map((colour, c) => ({ colour, total: keys[c]!.total, brokers: keys[c]!.brokers })),
      ties,
    });
    if (ranking.some(Array.isArray)) {
      s.agenda.unshift({ kind: 'orderColumns', seat: tieBreakLeader(s), ranking });
    } else settleColumns(s, ranking as Colour[]);
  },
};

/** R7.5: the quotation steps of the columns' places, first to fourth. */
export const COLUMN_MOVES = [2, 1, -1, -2];

function settleColumns(s: State, order: Colour[]): void {
  for (const [i, c] of order.entries()) moveClamped(s, c, COLUMN_MOVES[i]!);
  emit(s, { kind: 'quotationsMoved', moves: order.map((colour, i) => ({ colour, step: COLUMN_MOVES[i]! })) });
}

const firstTiedGroup = (t: TaskOf<'orderColumns'>) => t.ranking.find(Array.isArray)!;

export const orderColumns: Decision<TaskOf<'orderColumns'>> = {
  kind: 'decision',
  phase: 'counting',
  waiting: (_s, t) => [t.seat],
  apply(s, t, seat, action) {
    if (action.type !== 'orderColumns') fail('R7.5', { key: 'orderColumns' }, 'wrong-action');
    const group = firstTiedGroup(t);
    if (action.columns.length !== group.length || [...action.columns].sort().join() !== [...group].sort().join()) {
      fail('R7.5', { key: 'orderExactly', columns: [...group] });
    }
    emit(s, { kind: 'columnsOrdered', seat, columns: [...action.columns] });
    t.ranking.splice(t.ranking.indexOf(group), 1, ...action.columns);
    if (!t.ranking.some(Array.isArray)) {
      finish(s);
      settleColumns(s, t.ranking as Colour[]);
    }
  },
  prompt: (_s, t) => {
    const group = firstTiedGroup(t);
    // The places before the group, each column one place, each tied group as many as it has columns.
    const first = t.ranking
      .slice(0, t.ranking.indexOf(group))
      .reduce<number>((n, r) => n + (Array.isArray(r) ? r.length : 1), 0);
    return { kind: 'orderColumns', columns: group, steps: COLUMN_MOVES.slice(first, first + group.length) };
  },
};

export const highestBidder: Automatic<TaskOf<'highestBidder'>> = {
  kind: 'automatic',
  phase: 'counting',
  run(s) {
    const totals = totalsOf(allMarketBrokers(s));
    const ranking = rank(s, totals);
    const winner = ranking[0];
    if (winner === 'neutral') {
      // R11.4: up the colour it owns most of; equal counts by blue, green, yellow, red.
      const gems = s.neutral!.gems;
      const colour = [...COLOURS].sort((a, b) => gems[b] - gems[a] || COLOURS.indexOf(a) - COLOURS.indexOf(b))[0]!;
      moveClamped(s, colour, 1);
      emit(s, {
        kind: 'highestBidder',
        who: winner,
        totals: ranked(totals, ranking),
        colour,
        ties: tiesIn(s, totals, ranking.slice(0, 2)),
      });
      return;
    }
    emit(s, {
      kind: 'highestBidder',
      who: winner ?? null,
      totals: ranked(totals, ranking),
      ties: tiesIn(s, totals, ranking.slice(0, 2)),
    });
    if (winner !== undefined) s.agenda.unshift({ kind: 'moveQuotation', seat: winner });
  },
};

/** R7.5: the highest bidder must move one quotation one step, and the move must change it. */
export const moveQuotation: Decision<TaskOf<'moveQuotation'>> = {
  kind: 'decision',
  phase: 'counting',
  waiting: (_s, t) => [t.seat],
  apply(s, _t, seat, action) {
    if (action.type !== 'moveQuotation') fail('R7.5', { key: 'moveQuotation' }, 'wrong-action');
    moveChosen(s, action.colour, action.step, 'R7.5');
    emit(s, { kind: 'quotationMoved', seat, colour: action.colour, step: action.step });
    finish(s);
  },
  prompt: (s) => ({ kind: 'moveQuotation', ...movable(s) }),
};

/** Market brokers, then front brokers, go back behind the screens (R7.5; kept for R10). */
export const marketCleanup: Automatic<TaskOf<'marketCleanup'>> = {
  kind: 'automatic',
  phase: 'counting',
  run(s) {
    for (const b of allMarketBrokers(s)) returnBroker(s, b);
    s.market.cells = s.market.cells.map((cells) => cells.map(() => null));
    if (!s.options.kingsFavor) {
      for (const p of s.players) {
        p.behind = [...p.behind, ...p.front].sort((a, b) => a - b);
        p.front = [];
      }
    }
  },
};
