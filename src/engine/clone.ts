// A copy of a state, for the plain path's "a refused action changes nothing" and the
// bots' playouts. It was most of an action's cost: first as structuredClone, then as one
// generic recursive copy, which V8 runs on every shape of the state at the same few
// sites (megamorphic property stores into objects grown key by key). The bulk of a state
// (players, the city's and the market's brokers, the secret piles) has a fixed shape, so
// it is copied here by its shape, each object made whole by one literal, in the order
// the engine makes it (setup.ts, placement.ts): the same keys in the same order, so the
// copy's JSON is the original's. The small and varied rest (options, effects, agenda,
// result, a broker the Spy or the Mercenary touched) keeps the generic copy, exact for
// any plain JSON-like data.
import type { Broker, GemCounts, Neighborhood, Player, State } from './schema.ts';

function copy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
  return out as T;
}

/** An array of primitives (values, seats, card and ship ids). */
const flat = <T extends number | string | null>(xs: readonly T[]): T[] => xs.slice();

const gems = (g: GemCounts): GemCounts => ({
  blue: g.blue,
  green: g.green,
  yellow: g.yellow,
  red: g.red,
  black: g.black,
});

function broker(b: Broker): Broker {
  // R9: the Mercenary's mark and the Spy's looks come and go within a turn, in either order.
  if (b.marked !== undefined || b.seenBy !== undefined) return copy(b);
  return b.supplier === undefined
    ? { owner: b.owner, value: b.value, faceUp: b.faceUp }
    : { owner: b.owner, value: b.value, faceUp: b.faceUp, supplier: b.supplier };
}

function brokers(bs: readonly Broker[]): Broker[] {
  const out = new Array<Broker>(bs.length);
  for (let i = 0; i < bs.length; i++) out[i] = broker(bs[i]!);
  return out;
}

const player = (p: Player): Player => ({
  name: p.name,
  vp: p.vp,
  orderCard: p.orderCard,
  behind: flat(p.behind),
  front: flat(p.front),
  gems: gems(p.gems),
  hand: p.hand.map((h) => ({ card: h.card, wonTurn: h.wonTurn })),
  cardsPlayed: p.cardsPlayed,
  twosLeft: p.twosLeft,
});

const neighborhood = (n: Neighborhood): Neighborhood => ({
  ship: n.ship,
  character: n.character,
  port: brokers(n.port),
  commerce: brokers(n.commerce),
  palace: brokers(n.palace),
});

export const cloneState = (s: State): State => ({
  schema: s.schema,
  options: copy(s.options),
  version: s.version,
  turn: s.turn,
  players: s.players.map(player),
  neutral: s.neutral && { vp: s.neutral.vp, gems: gems(s.neutral.gems) },
  quotation: { blue: s.quotation.blue, green: s.quotation.green, yellow: s.quotation.yellow, red: s.quotation.red },
  city: s.city.map(neighborhood),
  market: {
    rowGems: flat(s.market.rowGems),
    cells: s.market.cells.map((row) => row.map((b) => b && broker(b))),
  },
  throne: brokers(s.throne),
  effects: copy(s.effects),
  agenda: copy(s.agenda),
  result: copy(s.result),
  secret: {
    shipDeck: flat(s.secret.shipDeck),
    piles: s.secret.piles.map(flat),
    neutralDraws: s.secret.neutralDraws.map(flat),
  },
});
