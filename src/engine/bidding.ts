// R5: secret bids, their ranking, and choosing positions in the turn order.
import { activeNeighborhoods, addValues, openRows, roundsPerTurn, sum, takeValues, turnOrder } from './components.ts';
import { type Decision, finish } from './decision.ts';
import { fail, log, nameOf } from './game.ts';
import type { State, Task, TaskOf } from './schema.ts';

export const bid: Decision<TaskOf<'bid'>> = {
  waiting: (_s, t) => t.bids.flatMap((b, seat) => (b === null ? [seat] : [])),
  apply(s, t, seat, action) {
    if (action.type !== 'bid') fail('R5.1', 'Every player must now bid 2 brokers.', 'wrong-action');
    if (t.bids[seat] !== null) fail('R5.1', 'You have already bid this turn.', 'already-done');
    if (!takeValues(s.players[seat]!.behind, action.brokers)) {
      fail('R5.1', `You have no ${action.brokers.join(' and ')} behind your screen to bid.`);
    }
    t.bids[seat] = [...action.brokers].sort((a, b) => a - b);
    log(s, `You bid ${action.brokers.join(' and ')} (total ${sum(action.brokers)}).`, seat);
    log(s, `${nameOf(s, seat)} has bid.`);
    if (t.bids.every((b) => b !== null)) reveal(s, t);
  },
};

/** R5.1–R5.2: all bids are shown at once and ranked. */
function reveal(s: State, t: TaskOf<'bid'>): void {
  const bids = t.bids as number[][];
  s.players.forEach((p, seat) => {
    p.behind = takeValues(p.behind, bids[seat]!)!;
    p.front = addValues(p.front, bids[seat]!);
  });
  const ranking = s.players.map((_, seat) => seat)
    .sort((a, b) => sum(bids[b]!) - sum(bids[a]!) || s.players[a]!.orderCard - s.players[b]!.orderCard);
  log(s, `Bids revealed: ${ranking.map((seat) => `${nameOf(s, seat)} ${sum(bids[seat]!)} (${bids[seat]!.join('+')})`).join(', ')}.`);
  finish(s, { kind: 'chooseOrder', ranking, positions: s.players.map(() => null) });
}

const freePositions = (s: State, t: TaskOf<'chooseOrder'>) =>
  s.players.map((_, i) => i + 1).filter((pos) => !t.positions.includes(pos));

export const chooseOrder: Decision<TaskOf<'chooseOrder'>> = {
  waiting: (_s, t) => {
    const next = t.ranking.find((seat) => t.positions[seat] === null);
    return next === undefined ? [] : [next];
  },
  apply(s, t, seat, action) {
    if (action.type !== 'chooseOrder') fail('R5.3', 'You must now choose your position in the turn order.', 'wrong-action');
    if (!freePositions(s, t).includes(action.position)) {
      fail('R5.3', `Position ${action.position} is not free; choose one of ${freePositions(s, t).join(', ')}.`);
    }
    t.positions[seat] = action.position;
    log(s, `${nameOf(s, seat)} takes position ${action.position}.`);
    if (t.positions.every((p) => p !== null)) {
      s.players.forEach((p, i) => { p.orderCard = t.positions[i]!; });
      finish(s, ...turnPlan(s));
    }
  },
  auto(s, t) {
    const free = freePositions(s, t);
    if (free.length !== 1) return false;
    this.apply(s, t, this.waiting(s, t)[0]!, { type: 'chooseOrder', position: free[0]! });
    return true;
  },
};

/** The rest of the turn once the order is known (R6, R7, R10). */
function turnPlan(s: State): Task[] {
  const order = turnOrder(s);
  const rounds = Array.from({ length: roundsPerTurn(s) }, (_, r) => r + 1);
  return [
    { kind: 'window', window: 'beforePlacement', queue: [...order] },
    ...rounds.flatMap((round) => order.map((seat): Task => ({ kind: 'place', seat, round }))),
    { kind: 'leftover' },
    { kind: 'window', window: 'beforeCounting', queue: [...order] },
    ...activeNeighborhoods(s).map((neighborhood): Task => ({ kind: 'countNeighborhood', neighborhood })),
    ...(openRows(s).length ? [{ kind: 'marketRows' } as const] : []),
    { kind: 'marketColumns' },
    { kind: 'highestBidder' },
    { kind: 'marketCleanup' },
    { kind: 'window', window: 'afterCounting', queue: [...order] },
    ...(s.options.kingsFavor ? [{ kind: 'throne', choices: s.players.map(() => null) } as const] : []),
    { kind: 'endTurn' },
  ];
}
