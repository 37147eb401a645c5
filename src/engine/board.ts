// The board's shared facts (R6.3, R6.4): where brokers stand, where one may go now, and
// how one is found, moved or sent home. Every rule module reads the board through these.
import { AREAS, COLOURS, type Broker, type BrokerRef, type MarketSpot, type Spot, type State } from './schema.ts';
import { activeNeighborhoods, addValues, openRows } from './components.ts';
import type { EngineRefusal } from './refusals.ts';

export function sameSpot(a: Spot, b: Spot): boolean {
  if ('neighborhood' in a) return 'neighborhood' in b && a.neighborhood === b.neighborhood && a.area === b.area;
  return 'row' in b && a.row === b.row && a.column === b.column;
}

export const samePlace = (a: Spot | 'throne', b: Spot | 'throne') =>
  a === 'throne' || b === 'throne' ? a === b : sameSpot(a, b);

export const sameRef = (a: BrokerRef, b: BrokerRef) => a.index === b.index && samePlace(a.spot, b.spot);

export function marketCell(s: State, spot: MarketSpot): Broker | null {
  return s.market.cells[spot.row - 1]![COLOURS.indexOf(spot.column)]!;
}

/** The brokers standing on a spot, in placing order (a market square holds at most one). */
export function brokersAt(s: State, spot: Spot): Broker[] {
  if ('neighborhood' in spot) return s.city[spot.neighborhood - 1]![spot.area];
  const b = marketCell(s, spot);
  return b ? [b] : [];
}

export const inQueensArea = (s: State, spot: Spot | 'throne') =>
  spot !== 'throne' &&
  'neighborhood' in spot &&
  s.effects.queen?.neighborhood === spot.neighborhood &&
  s.effects.queen.area === spot.area;

/** R6.4: a market square takes one broker, a city area any number. */
export const takesOneBroker = (spot: Spot) => 'row' in spot;

/** Why a broker may not go to this spot now, or null (R6.3, R6.4, R2.3, the Queen of R9). */
export function spotProblem(s: State, spot: Spot, alsoTaken: readonly Spot[] = []): [string, EngineRefusal] | null {
  if ('neighborhood' in spot) {
    if (spot.neighborhood > activeNeighborhoods(s).length)
      return ['R2.3', { key: 'neighborhoodNotInPlay', neighborhood: spot.neighborhood }];
    if (inQueensArea(s, spot)) return ['R9', { key: 'queenClosed', spot }];
    return null;
  }
  if (!openRows(s).includes(spot.row)) return ['R6.4', { key: 'rowClosed', row: spot.row }];
  if (marketCell(s, spot)) return ['R6.4', { key: 'squareTaken', row: spot.row, column: spot.column }];
  if (takesOneBroker(spot) && alsoTaken.some((t) => sameSpot(t, spot))) {
    return ['R6.4', { key: 'squareTwice', row: spot.row, column: spot.column }];
  }
  return null;
}

/**
 * Every spot a broker could go to now (R6.3, R6.4): the spots spotProblem accepts, found
 * by the same tests without building the refused ones (every placement prompt asks this).
 */
export function legalSpots(s: State): Spot[] {
  const spots: Spot[] = [];
  for (const neighborhood of activeNeighborhoods(s)) {
    for (const area of AREAS) if (!inQueensArea(s, { neighborhood, area })) spots.push({ neighborhood, area });
  }
  for (const row of openRows(s)) {
    const cells = s.market.cells[row - 1]!;
    for (let c = 0; c < COLOURS.length; c++) if (!cells[c]) spots.push({ row, column: COLOURS[c]! });
  }
  return spots;
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

/** A broker leaving the board goes behind its owner's screen; a neutral one back to its supply. */
export function returnBroker(s: State, b: Broker): void {
  if (b.owner !== 'neutral') s.players[b.owner]!.behind = addValues(s.players[b.owner]!.behind, [b.value]);
}

/** Every broker on the board (city, market, throne), with where it stands. */
export function boardBrokers(s: State): BrokerRef[] {
  const refs: BrokerRef[] = [];
  for (const neighborhood of activeNeighborhoods(s)) {
    for (const area of AREAS) {
      const n = s.city[neighborhood - 1]![area].length;
      for (let index = 0; index < n; index++) refs.push({ spot: { neighborhood, area }, index });
    }
  }
  for (const row of openRows(s)) {
    COLOURS.forEach((column, c) => {
      if (s.market.cells[row - 1]![c]) refs.push({ spot: { row, column }, index: 0 });
    });
  }
  for (let index = 0; index < s.throne.length; index++) refs.push({ spot: 'throne', index });
  return refs;
}

/** Every own broker on the board, with where it stands. */
export const ownBrokers = (s: State, seat: number) => boardBrokers(s).filter((r) => brokerAt(s, r)!.owner === seat);
