// R9: the 13 playable character cards — each one's window, when it can be played
// at all, and its effect. Timing, limits and winning are in cards.ts.
import { COLOURS, type BrokerRef, type PlayCard, type State, type TaskOf, type YellowCard } from './schema.ts';
import { activeNeighborhoods, openRows } from './components.ts';
import { fail, gainGem, gainVp, log, nameOf, spotName } from './game.ts';
import { moveQuotation } from './counting/market.ts';
import { brokerAt, brokersAt, inQueensArea, putBroker, refName, removeBrokerAt, sameSpot, setBrokerAt, spotProblem } from './placement.ts';

export type Timing = 'beforePlacement' | 'beforeOwnPlacement' | 'duringPlacement' | 'beforeCounting' | 'afterCounting';

type CardOf<C extends YellowCard> = Extract<PlayCard, { card: C }>;
type Rule<C extends YellowCard> = {
  timing: Timing;
  /** False when the card could have no legal use now, so its holder is not asked (R9.1). */
  usable?: (s: State, seat: number) => boolean;
  apply: (s: State, seat: number, play: CardOf<C>, task?: TaskOf<'afterPlace'>) => void;
};
type Table = { [C in Exclude<YellowCard, 'prince' | 'king'>]: Rule<C> };
/** A table entry seen from outside, where the card is only known at run time. */
export type AnyRule = {
  timing: Timing;
  usable?: (s: State, seat: number) => boolean;
  apply: (s: State, seat: number, play: PlayCard, task?: TaskOf<'afterPlace'>) => void;
};

/** Every own broker on the board (city, market, throne), with where it stands. */
export function ownBrokers(s: State, seat: number): BrokerRef[] {
  return boardBrokers(s).filter((r) => brokerAt(s, r)!.owner === seat);
}

/** R9 Spy: the face-down brokers of others this seat has not yet seen. */
export function peekTargets(s: State, seat: number): BrokerRef[] {
  return boardBrokers(s).filter((r) => {
    const b = brokerAt(s, r)!;
    return !b.faceUp && b.owner !== seat && b.owner !== 'neutral' && !b.seenBy?.includes(seat);
  });
}

/** R9 Magician: the own brokers it may swap (the throne too, R10.4; never in the Queen's area). */
export const magicianBrokers = (s: State, seat: number) => ownBrokers(s, seat).filter((r) => !inQueensArea(s, r.spot));

/** R9 Herald: the own brokers it may move (never the throne, never out of the Queen's area). */
export const heraldBrokers = (s: State, seat: number) =>
  ownBrokers(s, seat).filter((r) => r.spot !== 'throne' && !inQueensArea(s, r.spot));

function boardBrokers(s: State): BrokerRef[] {
  const refs: BrokerRef[] = [];
  for (const n of activeNeighborhoods(s)) {
    for (const area of ['port', 'commerce', 'palace'] as const) {
      brokersAt(s, { neighborhood: n, area }).forEach((_b, index) => refs.push({ spot: { neighborhood: n, area }, index }));
    }
  }
  for (const row of openRows(s)) {
    for (const column of COLOURS) if (brokersAt(s, { row, column }).length) refs.push({ spot: { row, column }, index: 0 });
  }
  s.throne.forEach((_b, index) => refs.push({ spot: 'throne', index }));
  return refs;
}

function ownBroker(s: State, seat: number, ref: BrokerRef, rule: string) {
  const b = brokerAt(s, ref);
  if (!b || b.owner !== seat) fail(rule, `You have no broker at ${refName(ref)} (position ${ref.index + 1}).`);
  if (inQueensArea(s, ref.spot)) fail(rule, 'Brokers in the Queen\'s area cannot be touched.');
  return b;
}

export const CHARACTERS: Table = {
  captain: {
    timing: 'beforePlacement',
    apply(s, seat, { neighborhoods: [a, b] }) {
      const active = activeNeighborhoods(s);
      if (a === b || !active.includes(a) || !active.includes(b)) fail('R9', 'The Captain swaps the ships of two different active neighborhoods.');
      const ha = s.city[a - 1]!, hb = s.city[b - 1]!;
      [ha.ship, hb.ship] = [hb.ship, ha.ship];
      log(s, `${nameOf(s, seat)} plays the Captain: the ships of neighborhoods ${a} and ${b} swap.`);
    },
  },
  cardinal: {
    timing: 'beforePlacement',
    apply(s, seat) {
      s.effects.cardinal.push(seat);
      log(s, `${nameOf(s, seat)} plays the Cardinal: this turn they place brokers with any faces.`);
    },
  },
  spy: {
    timing: 'beforePlacement',
    apply(s, seat) {
      s.effects.spy.push({ seat, peeks: [] });
      log(s, `${nameOf(s, seat)} plays the Spy: they may look at 3 face-down brokers this placement.`);
    },
  },
  conjurer: {
    timing: 'beforePlacement',
    apply(s, seat) {
      s.effects.conjurer.push(seat);
      log(s, `${nameOf(s, seat)} plays the Conjurer: they may place brokers from their front this turn.`);
    },
  },
  queen: {
    timing: 'beforeOwnPlacement',
    apply(s, seat, { spot }) {
      if (!activeNeighborhoods(s).includes(spot.neighborhood)) fail('R2.3', `Neighborhood ${spot.neighborhood} is not in play.`);
      s.effects.queen = { ...spot, seat };
      log(s, `${nameOf(s, seat)} plays the Queen on ${spotName(spot)}: no broker may be placed there this turn.`);
    },
  },
  magician: {
    timing: 'duringPlacement',
    // Two brokers in two different places: a swap within one place changes nothing.
    usable: (s, seat) => new Set(magicianBrokers(s, seat).map((r) => JSON.stringify(r.spot))).size >= 2,
    apply(s, seat, { swap: [a, b] }, task) {
      if (a.spot === b.spot || (a.spot !== 'throne' && b.spot !== 'throne' && sameSpot(a.spot, b.spot))) {
        fail('R9', 'The Magician swaps two brokers standing in two different places.');
      }
      const ba = ownBroker(s, seat, a, 'R9'), bb = ownBroker(s, seat, b, 'R9');
      // R9: each keeps its face, but a broker entering the throne lies face down (R10.2).
      const enter = (broker: typeof ba, ref: BrokerRef) => ({ ...broker, faceUp: ref.spot === 'throne' ? false : broker.faceUp });
      setBrokerAt(s, a, enter(bb, a));
      setBrokerAt(s, b, enter(ba, b));
      if (task) task.placed = task.placed.map((r) => (JSON.stringify(r) === JSON.stringify(a) ? b : JSON.stringify(r) === JSON.stringify(b) ? a : r));
      log(s, `${nameOf(s, seat)} plays the Magician: their brokers at ${refName(a)} and ${refName(b)} swap places.`);
    },
  },
  mercenary: {
    timing: 'duringPlacement',
    apply(s, seat, { placement }, task) {
      const ref = task?.placed[placement];
      const b = ref && brokerAt(s, ref);
      if (!ref || !b || b.owner !== seat) fail('R9', 'The Mercenary marks one of the two brokers you just placed.');
      b.marked = true;
      log(s, `${nameOf(s, seat)} plays the Mercenary on their broker at ${refName(ref)}: it is worth 5 this turn.`);
    },
  },
  herald: {
    timing: 'beforeCounting',
    usable: (s, seat) => heraldBrokers(s, seat).length > 0,
    apply(s, seat, { from, to }) {
      if (from.spot === 'throne') fail('R9', 'The Herald never touches the throne.');
      ownBroker(s, seat, from, 'R9');
      if (sameSpot(from.spot, to)) fail('R9', 'The Herald moves a broker to another place.');
      const problem = spotProblem(s, to);
      if (problem) fail(...problem);
      const b = removeBrokerAt(s, from);
      putBroker(s, to, b);
      // R9: city→market earns 1 VP; market→city and market→market nothing.
      const vp = 'neighborhood' in from.spot && 'row' in to ? 1 : 0;
      if (vp) gainVp(s, seat, 1);
      log(s, `${nameOf(s, seat)} plays the Herald: their broker moves from ${spotName(from.spot)} to ${spotName(to)}${vp ? ' (+1 VP)' : ''}.`);
    },
  },
  merchant: {
    timing: 'beforeCounting',
    apply(s, seat) {
      s.effects.merchant = true;
      log(s, `${nameOf(s, seat)} plays the Merchant: every commerce majority scores 5 VP this counting.`);
    },
  },
  intriguer: {
    timing: 'beforeCounting',
    apply(s, seat) {
      s.effects.intriguer = seat;
      log(s, `${nameOf(s, seat)} plays the Intriguer: they win every tie this counting.`);
    },
  },
  alchemist: {
    timing: 'afterCounting',
    apply(s, seat, { give, take }) {
      if (!give && !take) {
        log(s, `${nameOf(s, seat)} plays the Alchemist and keeps their gems.`);
        return;
      }
      if (!give || !take) fail('R9', 'The Alchemist exchanges one gem you give for one you take.');
      if (give === take) fail('R9', 'The Alchemist takes a gem of another colour.');
      const gems = s.players[seat]!.gems;
      if (gems[give] < 1) fail('R9', `You have no ${give} gem to give.`);
      gems[give]--;
      gainGem(s, seat, take);
      log(s, `${nameOf(s, seat)} plays the Alchemist: a ${give} gem becomes a ${take} gem.`);
    },
  },
  banker: {
    timing: 'afterCounting',
    apply(s, seat, { up, down }) {
      if (up === down) fail('R9', 'The Banker moves two different gems.');
      moveQuotation(s, up, 1);
      moveQuotation(s, down, -1);
      log(s, `${nameOf(s, seat)} plays the Banker: ${up} goes up, ${down} goes down.`);
    },
  },
  jeweler: {
    timing: 'afterCounting',
    apply(s, seat, { gems: [a, b] }) {
      gainGem(s, seat, a);
      gainGem(s, seat, b);
      log(s, `${nameOf(s, seat)} plays the Jeweler: takes a ${a} and a ${b} gem.`);
    },
  },
};

export function inPlacementPhase(s: State): boolean {
  const t = s.agenda[0];
  return !!t && (t.kind === 'place' || t.kind === 'afterPlace' || (t.kind === 'window' && t.window === 'beforePlacement'));
}

/** The Spy's look at one face-down broker of another player (R9), private to the Spy's holder. */
export function peek(s: State, seat: number, target: BrokerRef): void {
  const spy = s.effects.spy.find((e) => e.seat === seat);
  if (!spy) fail('R9', 'Only a player who played the Spy this turn may look at hidden brokers.');
  if (!inPlacementPhase(s)) fail('R9', 'The Spy looks only during the placement phase.');
  if (spy.peeks.length >= 3) fail('R9', 'The Spy has already looked at 3 brokers.');
  if (target.spot === 'throne' && !s.options.kingsFavor) fail('R10.4', 'There is no throne room in this game.');
  const b = brokerAt(s, target);
  if (!b || b.faceUp || b.owner === seat) fail('R9', 'The Spy looks at a face-down broker of another player.');
  // R11.2, R13: a neutral broker's value is hidden from everyone until it is counted, the Spy included.
  if (b.owner === 'neutral') fail('R11.2', "Nobody may know a neutral broker's value before it is counted, not even the Spy.");
  if (b.seenBy?.includes(seat)) fail('R9', 'You have already seen that broker.');
  b.seenBy = [...(b.seenBy ?? []), seat];
  spy.peeks.push({ target, owner: b.owner, value: b.value });
  log(s, `Your Spy sees a ${b.value} (${nameOf(s, b.owner)}, ${refName(target)}).`, seat);
}
