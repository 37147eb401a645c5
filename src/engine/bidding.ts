// R5: secret bids, their ranking, and choosing positions in the turn order.
import { addValues, sum, takeValues } from './components.ts';
import { type Decision, finish, stillToChoose } from './decision.ts';
import { emit } from './events.ts';
import { fail } from './ruleBreak.ts';
import type { State, TaskOf } from './schema.ts';
import { turnPlan } from './turn.ts';

/** Own values behind the screen, less a bid not yet revealed. */
export function behindNow(s: State, seat: number): number[] {
  const t = s.agenda[0];
  const bid = t?.kind === 'bid' ? t.bids[seat] : null;
  return bid ? takeValues(s.players[seat]!.behind, bid)! : s.players[seat]!.behind;
}

export const bid: Decision<TaskOf<'bid'>> = {
  kind: 'decision',
  phase: 'bid',
  waiting: (_s, t) => stillToChoose(t.bids),
  apply(s, t, seat, action) {
    if (action.type !== 'bid') fail('R5.1', { key: 'bidTwo' }, 'wrong-action');
    if (t.bids[seat] !== null) fail('R5.1', { key: 'alreadyBid' }, 'already-done');
    if (!takeValues(s.players[seat]!.behind, action.brokers)) {
      fail('R5.1', { key: 'noBidBrokers', values: [...action.brokers] });
    }
    t.bids[seat] = [...action.brokers].sort((a, b) => a - b);
    emit(s, { kind: 'bid', seat, brokers: [...action.brokers] }, seat);
    emit(s, { kind: 'hasBid', seat });
    if (t.bids.every((b) => b !== null)) reveal(s, t);
  },
  prompt: (s, _t, seat) => ({ kind: 'bid', behind: behindNow(s, seat) }),
};

/** R5.1–R5.2: all bids are shown at once and ranked. */
function reveal(s: State, t: TaskOf<'bid'>): void {
  const bids = t.bids as number[][];
  s.players.forEach((p, seat) => {
    p.behind = takeValues(p.behind, bids[seat]!)!;
    p.front = addValues(p.front, bids[seat]!);
  });
  const ranking = s.players
    .map((_, seat) => seat)
    .sort((a, b) => sum(bids[b]!) - sum(bids[a]!) || s.players[a]!.orderCard - s.players[b]!.orderCard);
  emit(s, { kind: 'bidsRevealed', bids: ranking.map((seat) => ({ seat, brokers: bids[seat]! })) });
  finish(s, { kind: 'chooseOrder', ranking, positions: s.players.map(() => null) });
}

const freePositions = (s: State, t: TaskOf<'chooseOrder'>) =>
  s.players.map((_, i) => i + 1).filter((pos) => !t.positions.includes(pos));

const nextToChoose = (t: TaskOf<'chooseOrder'>) => t.ranking.find((seat) => t.positions[seat] === null);

function takePosition(s: State, t: TaskOf<'chooseOrder'>, seat: number, position: number): void {
  t.positions[seat] = position;
  emit(s, { kind: 'positionTaken', seat, position });
  if (t.positions.every((p) => p !== null)) {
    s.players.forEach((p, i) => {
      p.orderCard = t.positions[i]!;
    });
    finish(s, ...turnPlan(s));
  }
}

export const chooseOrder: Decision<TaskOf<'chooseOrder'>> = {
  kind: 'decision',
  phase: 'order',
  waiting: (_s, t) => {
    const next = nextToChoose(t);
    return next === undefined ? [] : [next];
  },
  apply(s, t, seat, action) {
    if (action.type !== 'chooseOrder') fail('R5.3', { key: 'chooseOrder' }, 'wrong-action');
    if (!freePositions(s, t).includes(action.position)) {
      fail('R5.3', { key: 'positionTaken', position: action.position, free: freePositions(s, t) });
    }
    takePosition(s, t, seat, action.position);
  },
  auto(s, t) {
    const free = freePositions(s, t);
    if (free.length !== 1) return false;
    takePosition(s, t, nextToChoose(t)!, free[0]!);
    return true;
  },
  prompt: (s, t) => ({ kind: 'chooseOrder', positions: freePositions(s, t) }),
};
