// A determinization: one complete State drawn from what a seat's View shows. Everything
// the view hides (other screens, face-down values, the ship deck, the character piles,
// the neutral's draws, other seats' pending bids) is dealt at random from what is left,
// so the engine's own rules can be run on it. The real State is never read here: a bot
// that decides on this knows only what its seat may know (R13).
import {
  AREAS,
  type Broker,
  BROKERS,
  type BrokerView,
  type Card,
  COLOURS,
  EXPRESS_BROKERS,
  hasWhite,
  NEUTRAL_BROKERS,
  type Random,
  type Ship,
  SHIP_DECK,
  shuffle,
  type State,
  STATE_SCHEMA_VERSION,
  STRONG_NEUTRAL_BROKERS,
  type View,
  YELLOW_CARDS,
  type YellowCard,
} from '../engine/index.ts';
import { rebuildTasks } from './rebuiltTasks.ts';

/** Every broker a seat owns this turn: the box's set and the King's Favor 2s already added (R10.1). */
function ownedBrokers(view: View, seat: number): number[] {
  const extra = view.options.kingsFavor ? 3 - view.players[seat]!.twosLeft : 0;
  return [...(view.options.express ? EXPRESS_BROKERS : BROKERS), ...Array.from({ length: extra }, () => 2)];
}

/** Remove each of `values` once from `pool` (those not found are ignored: a pool is a guess's raw material). */
function without(pool: number[], values: readonly number[]): number[] {
  const rest = [...pool];
  for (const v of values) {
    const i = rest.indexOf(v);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

const sorted = (values: number[]) => values.sort((a, b) => a - b);

/** All brokers the view shows on the board and the throne, in a fixed order. */
function viewBrokers(view: View): BrokerView[] {
  return [
    ...view.city.flatMap((hood) => AREAS.flatMap((area) => hood.areas[area])),
    ...view.market.cells.flatMap((c) => (c.broker ? [c.broker] : [])),
    ...view.throne,
  ];
}

/**
 * Hidden broker values per owner: the owner's whole set less every value the view shows,
 * dealt at random to its face-down brokers and (for another seat) its screen.
 */
function dealBrokers(view: View, random: Random) {
  const seat = view.seat!;
  const boardValue = new Map<BrokerView, number>();
  const behind: number[][] = [];
  view.players.forEach((p, i) => {
    const mine = viewBrokers(view).filter((b) => b.owner === i);
    const shown = [...p.front, ...mine.flatMap((b) => (b.value === null ? [] : [b.value]))];
    const hiddenOnBoard = mine.filter((b) => b.value === null);
    let pool = without(ownedBrokers(view, i), shown);
    if (i === seat) pool = without(pool, [...(p.behind ?? []), ...(p.bid ?? [])]);
    pool = shuffle(pool, random);
    // A broker a bid has put aside is still behind the screen until the bids are revealed (R5.1).
    const behindSize = i === seat ? 0 : p.behindCount + (view.phase === 'bid' && p.hasActed ? 2 : 0);
    for (const b of hiddenOnBoard) boardValue.set(b, pool.pop() ?? 2);
    const rest = Array.from({ length: behindSize }, () => pool.pop() ?? 2);
    behind[i] = sorted(i === seat ? [...(p.behind ?? []), ...(p.bid ?? [])] : rest);
  });
  return { boardValue, behind };
}

/** R11.2: neutral values of this turn's placements, and each seat's draws still to come. */
function dealNeutral(view: View, random: Random) {
  const supply = view.options.strongNeutral ? STRONG_NEUTRAL_BROKERS : NEUTRAL_BROKERS;
  const order = view.players.map((p) => p.seat).sort((a, b) => view.players[a]!.orderCard - view.players[b]!.orderCard);
  const onBoard = viewBrokers(view).filter((b) => b.owner === 'neutral');
  const placing = view.phase === 'placement';
  const placedBefore = placing ? onBoard.length : ['bid', 'order'].includes(view.phase) ? 0 : 2 * supply.length;
  // The first in turn order places first, so it has placed as many as the other, or one more.
  const placedBy = (seat: number) =>
    Math.min(supply.length, order.indexOf(seat) === 0 ? Math.ceil(placedBefore / 2) : Math.floor(placedBefore / 2));
  const turnDraws = [0, 1].map(() => shuffle(supply, random));
  const used = shuffle(
    without(
      turnDraws.flatMap((d, seat) => d.slice(0, placedBy(seat))),
      onBoard.flatMap((b) => (b.value === null ? [] : [b.value])),
    ),
    random,
  );
  const values = new Map<BrokerView, number>();
  for (const b of onBoard) if (b.value === null) values.set(b, used.pop() ?? 1);
  const draws = [0, 1].map((seat) => [
    ...turnDraws[seat]!.slice(placedBy(seat)),
    ...Array.from({ length: 4 - view.turn }, () => shuffle(supply, random)).flat(),
  ]);
  return { values, draws };
}

/** Cards known to be out of the piles: in hands, on the palaces, or named in the seat's history. */
function knownCards(view: View): Set<Card> {
  const known = new Set<Card>();
  for (const p of view.players) for (const h of p.hand) known.add(h.card);
  for (const hood of view.city) if (hood.character) known.add(hood.character);
  for (const { event } of view.log) {
    if (event.kind === 'turnBegins') for (const c of event.characters) if (c.card) known.add(c.card);
    if (event.kind === 'cardPlayed') known.add(event.play.card);
  }
  return known;
}

function knownShips(view: View): Ship[] {
  const fromLog = view.log.flatMap(({ event }) =>
    event.kind === 'turnBegins' ? event.ships.flatMap((s) => (s.ship ? [s.ship] : [])) : [],
  );
  // The log names each turn's city ships; without it, at least this turn's are known.
  return fromLog.length ? fromLog : view.city.flatMap((hood) => (hood.ship ? [hood.ship as Ship] : []));
}

/** A State consistent with everything `view` shows its seat; the hidden rest drawn with `random`. */
export function sampleState(view: View, random: Random): State {
  const seat = view.seat;
  if (seat === null) throw new Error('A spectator has no seat to decide for.');
  const { boardValue, behind } = dealBrokers(view, random);
  const neutral = view.neutral ? dealNeutral(view, random) : null;
  const broker = (b: BrokerView): Broker => {
    const value = b.value ?? (b.owner === 'neutral' ? neutral?.values.get(b) : boardValue.get(b)) ?? 2;
    const ownVisible = b.owner === seat && view.options.peekOwnHidden;
    return {
      owner: b.owner,
      value,
      faceUp: b.faceUp,
      ...(b.marked ? { marked: true } : {}),
      // A value the seat sees on a face-down broker that is not its own to see: its Spy's look.
      ...(!b.faceUp && b.value !== null && !ownVisible ? { seenBy: [seat] } : {}),
    };
  };

  const players: State['players'] = view.players.map((p, i) => ({
    name: p.name,
    vp: p.vp,
    orderCard: p.orderCard,
    behind: behind[i]!,
    front: [...p.front],
    gems: { ...p.gems },
    hand: p.hand.map((h) => ({ card: h.card, wonTurn: h.playableFromTurn - 1 })),
    cardsPlayed: p.cardsPlayed,
    twosLeft: p.twosLeft,
  }));

  // R2.3
  const active = view.players.length === 2 ? 3 : view.players.length === 3 ? view.options.neighborhoods : 4;
  const known = knownCards(view);
  const unseen = shuffle(
    YELLOW_CARDS.filter((c) => !known.has(c)),
    random,
  );
  const pileSize = Math.max(0, 3 - view.turn);
  const piles = [1, 2, 3, 4].map((k) => (k <= active ? (unseen.splice(0, pileSize) as YellowCard[]) : []));

  const shipsLeft = SHIP_DECK.filter((ship) => !(view.options.express && hasWhite(ship)));
  for (const ship of knownShips(view)) {
    const i = shipsLeft.indexOf(ship);
    if (i >= 0) shipsLeft.splice(i, 1);
  }
  const shipDeck = shuffle(shipsLeft, random).slice(0, (4 - view.turn) * (active + 1));

  const state: State = {
    schema: STATE_SCHEMA_VERSION,
    options: { ...view.options },
    version: view.version,
    turn: view.turn,
    players,
    neutral: view.neutral ? { vp: view.neutral.vp, gems: { ...view.neutral.gems } } : null,
    quotation: { ...view.quotation },
    city: [0, 1, 2, 3].map((i) => {
      const hood = view.city[i]!;
      return {
        ship: hood.ship as Ship | null,
        character: hood.character,
        port: hood.areas.port.map(broker),
        commerce: hood.areas.commerce.map(broker),
        palace: hood.areas.palace.map(broker),
      };
    }),
    market: {
      rowGems: view.market.rows.map((r) => r.gem),
      cells: [1, 2, 3].map((row) =>
        COLOURS.map((column) => {
          const cell = view.market.cells.find((c) => c.row === row && c.column === column)!;
          return cell.broker ? broker(cell.broker) : null;
        }),
      ),
    },
    throne: view.throne.map(broker),
    effects: {
      cardinal: [...view.effects.cardinal],
      conjurer: [...view.effects.conjurer],
      merchant: view.effects.merchant,
      intriguer: view.effects.intriguer,
      queen: queenOf(view),
      spy: view.effects.spy.map((s) => ({ seat: s, peeks: s === seat ? view.spyFindings.map((f) => ({ ...f })) : [] })),
    },
    agenda: [],
    result: view.result,
    secret: { shipDeck, piles, neutralDraws: neutral?.draws ?? [] },
  };
  state.agenda = rebuildTasks(view, state, random);
  return state;
}

function queenOf(view: View): State['effects']['queen'] {
  const hood = view.city.find((h) => h.closedArea !== null);
  if (!hood) return null;
  // Who played her is not shown in the view and changes nothing the rules do with her.
  const played = [...view.log].reverse().find((e) => e.event.kind === 'cardPlayed' && e.event.play.card === 'queen');
  const seat = played?.event.kind === 'cardPlayed' ? played.event.seat : 0;
  return { neighborhood: hood.neighborhood, area: hood.closedArea!, seat };
}
