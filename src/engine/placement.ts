// R6: placing brokers, their spots, market VP, and the leftover broker.
import { COLOURS, type Broker, type BrokerRef, type MarketSpot, type Spot, type State, type TaskOf } from './schema.ts';
import { activeNeighborhoods, addValues, openRows, takeValues } from './components.ts';
import { type Decision, finish } from './decision.ts';
import { fail, gainVp, log, nameOf, spotName } from './game.ts';
import { afterPlacementTasks, playCard } from './cards.ts';

export const sameSpot = (a: Spot, b: Spot) => JSON.stringify(a) === JSON.stringify(b);

export function marketCell(s: State, spot: MarketSpot): Broker | null {
  return s.market.cells[spot.row - 1]![COLOURS.indexOf(spot.column)]!;
}

/** The brokers standing on a spot, in placing order (a market square holds at most one). */
export function brokersAt(s: State, spot: Spot): Broker[] {
  if ('neighborhood' in spot) return s.city[spot.neighborhood - 1]![spot.area];
  const b = marketCell(s, spot);
  return b ? [b] : [];
}

/** Why a broker may not go to this spot now, or null (R6.3, R6.4, R2.3, the Queen of R9). */
export function spotProblem(s: State, spot: Spot, alsoTaken: readonly Spot[] = []): [string, string] | null {
  if ('neighborhood' in spot) {
    if (!activeNeighborhoods(s).includes(spot.neighborhood)) return ['R2.3', `Neighborhood ${spot.neighborhood} is not in play.`];
    const q = s.effects.queen;
    if (q && q.neighborhood === spot.neighborhood && q.area === spot.area) {
      return ['R9', `The Queen has closed ${spotName(spot)} for the rest of the turn.`];
    }
    return null;
  }
  if (!openRows(s).includes(spot.row)) return ['R6.4', `Market row ${spot.row} is closed in this game.`];
  if (marketCell(s, spot) || alsoTaken.some((t) => sameSpot(t, spot))) {
    return ['R6.4', `The market square row ${spot.row}, ${spot.column} already holds a broker.`];
  }
  return null;
}

/** Put a broker on a spot; returns where it now stands. */
export function putBroker(s: State, spot: Spot, broker: Broker): BrokerRef {
  if ('neighborhood' in spot) {
    const area = s.city[spot.neighborhood - 1]![spot.area];
    area.push(broker);
    return { spot, index: area.length - 1 };
  }
  s.market.cells[spot.row - 1]![COLOURS.indexOf(spot.column)] = broker;
  return { spot, index: 0 };
}

export const refName = (ref: BrokerRef) => (ref.spot === 'throne' ? 'the throne room' : spotName(ref.spot));

export function brokerAt(s: State, ref: BrokerRef): Broker | null {
  if (ref.spot === 'throne') return s.throne[ref.index] ?? null;
  return brokersAt(s, ref.spot)[ref.index] ?? null;
}

/** Replace the broker a reference points at (swaps keep every index in place). */
export function setBrokerAt(s: State, ref: BrokerRef, broker: Broker): void {
  if (ref.spot === 'throne') s.throne[ref.index] = broker;
  else if ('neighborhood' in ref.spot) s.city[ref.spot.neighborhood - 1]![ref.spot.area][ref.index] = broker;
  else s.market.cells[ref.spot.row - 1]![COLOURS.indexOf(ref.spot.column)] = broker;
}

export function removeBrokerAt(s: State, ref: BrokerRef): Broker {
  const b = brokerAt(s, ref)!;
  if (ref.spot === 'throne') s.throne.splice(ref.index, 1);
  else if ('neighborhood' in ref.spot) s.city[ref.spot.neighborhood - 1]![ref.spot.area].splice(ref.index, 1);
  else s.market.cells[ref.spot.row - 1]![COLOURS.indexOf(ref.spot.column)] = null;
  return b;
}

export const inQueensArea = (s: State, spot: Spot | 'throne') =>
  spot !== 'throne' && 'neighborhood' in spot && s.effects.queen?.neighborhood === spot.neighborhood && s.effects.queen.area === spot.area;

export const place: Decision<TaskOf<'place'>> = {
  waiting: (_s, t) => [t.seat],
  apply(s, _t, seat, action) {
    // R9 Queen: played just before one of the player's own placements.
    if (action.type === 'playCard') return playCard(s, seat, action, 'beforeOwnPlacement');
    if (action.type !== 'place') fail('R6.2', 'It is your turn to place 2 brokers.', 'wrong-action');
    const player = s.players[seat]!;
    const [a, b] = action.placements;
    // R6.2 one up, one down; the Cardinal (R9) lifts it.
    if (a.faceUp === b.faceUp && !s.effects.cardinal.includes(seat)) {
      fail('R6.2', 'Place exactly one broker face up and one face down.');
    }
    const conjured = action.placements.filter((p) => p.fromFront);
    if (conjured.length && !s.effects.conjurer.includes(seat)) fail('R9', 'Only the Conjurer lets a broker come from your front.');
    if (conjured.some((p) => p.refill === undefined)) {
      fail('R9', 'With the Conjurer, name the broker from behind your screen that takes its place in front.');
    }
    // R9 Conjurer: a broker taken from the front is replaced there by one from behind the screen.
    const refills = conjured.map((p) => p.refill!);
    const fromBehind = [...action.placements.filter((p) => !p.fromFront).map((p) => p.value), ...refills];
    const behind = takeValues(player.behind, fromBehind);
    if (!behind) fail('R6.2', `You do not have ${fromBehind.join(' and ')} behind your screen.`);
    const front = takeValues(player.front, conjured.map((p) => p.value));
    if (!front) fail('R9', `There is no ${conjured.map((p) => p.value).join(' and ')} in front of your screen.`);
    const taken: Spot[] = [];
    for (const p of [a, b]) {
      const problem = spotProblem(s, p.to, taken);
      if (problem) fail(...problem);
      taken.push(p.to);
    }
    const twoPlayers = s.neutral !== null;
    if (twoPlayers && !action.neutral) fail('R11.2', 'With 2 players you also place 1 neutral broker face down.');
    if (!twoPlayers && action.neutral) fail('R11.2', 'Neutral brokers exist only with 2 players.');
    if (action.neutral) {
      const problem = spotProblem(s, action.neutral, taken);
      if (problem) fail(...problem);
    }

    player.behind = behind;
    player.front = addValues(front, refills);
    const words: string[] = [];
    const placed: BrokerRef[] = [];
    for (const p of [a, b]) {
      placed.push(putBroker(s, p.to, { owner: seat, value: p.value, faceUp: p.faceUp }));
      words.push(`${p.faceUp ? `a ${p.value}` : 'a face-down broker'}${p.fromFront ? ' from the front' : ''} on ${spotName(p.to)}`);
      if ('row' in p.to) gainVp(s, seat, 1); // R6.4
    }
    const market = [a, b].filter((p) => 'row' in p.to).length;
    log(s, `${nameOf(s, seat)} places ${words.join(' and ')}${market ? ` (+${market} VP)` : ''}.`);
    if (refills.length) log(s, `${nameOf(s, seat)} (Conjurer) puts a ${refills.join(' and a ')} in front.`);
    if (action.neutral) {
      const value = s.secret.neutralDraws[seat]!.shift()!; // R11.2: drawn unseen
      putBroker(s, action.neutral, { owner: 'neutral', value, faceUp: false, supplier: seat });
      const vp = 'row' in action.neutral ? 1 : 0;
      if (vp) gainVp(s, 'neutral', 1);
      log(s, `${nameOf(s, seat)} places a neutral broker on ${spotName(action.neutral)}${vp ? ' (+1 VP to the neutral player)' : ''}.`);
    }
    finish(s, ...afterPlacementTasks(s, seat, placed));
  },
};

/** R6.5: the last broker behind the screen joins the front. */
export function leftover(s: State): void {
  for (const p of s.players) {
    p.front = addValues(p.front, p.behind);
    p.behind = [];
  }
  log(s, `Leftover brokers go in front: ${s.players.map((p) => `${p.name} ${p.front.join('+')}`).join(', ')}.`);
}

/** A broker leaving the board goes behind its owner's screen; a neutral one back to its supply. */
export function returnBroker(s: State, b: Broker): void {
  if (b.owner !== 'neutral') s.players[b.owner]!.behind = addValues(s.players[b.owner]!.behind, [b.value]);
}
