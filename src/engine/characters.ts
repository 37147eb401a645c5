// R9: the 13 playable character cards — each one's moment, when it could be used at all,
// the arguments it may take now, and its effect, together. Limits, windows and winning
// a card are in cards.ts.
import { AREAS, COLOURS, type BrokerRef, type PlayCard, type State, type TaskOf, type Timing, type YellowCard } from './schema.ts';
import { activeNeighborhoods } from './components.ts';
import {
  boardBrokers, brokerAt, inQueensArea, legalSpots, ownBrokers, putBroker, removeBrokerAt, samePlace, sameRef, sameSpot, setBrokerAt,
  spotProblem,
} from './board.ts';
import type { CardChoices } from './decision.ts';
import { emit } from './events.ts';
import { fail, gainGem, gainVp } from './game.ts';
import { moveChosen, movable } from './quotation.ts';

export type Playable = Exclude<YellowCard, 'prince' | 'king'>;

type CardOf<C extends Playable> = Extract<PlayCard, { card: C }>;
type Rule<C extends Playable> = {
  timing: Timing;
  /** False when the card could have no legal use now, so its holder is not asked (R9.1). */
  usable?: (s: State, seat: number) => boolean;
  /** The legal arguments now, for a card that takes any. */
  choices?: (s: State, seat: number) => NonNullable<CardChoices[C & keyof CardChoices]>;
  /** The effect; returns what the log says beyond the play itself. */
  apply: (s: State, seat: number, play: CardOf<C>, task?: TaskOf<'afterPlace'>) => Said | void;
};
type Table = { [C in Playable]: Rule<C> };
/** A table entry seen from outside, where the card is only known at run time. */
export type AnyRule = {
  timing: Timing;
  usable?: (s: State, seat: number) => boolean;
  choices?: (s: State, seat: number) => CardChoices[keyof CardChoices];
  apply: (s: State, seat: number, play: PlayCard, task?: TaskOf<'afterPlace'>) => Said | void;
};
/** What a card's effect adds to its log event: where the Mercenary's broker stands, VP the Herald earned. */
type Said = { at?: BrokerRef['spot']; vp?: number };

/** R9 Spy: the face-down brokers of others this seat has not yet seen (never a neutral one, R11.2). */
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

function ownBroker(s: State, seat: number, ref: BrokerRef, rule: string) {
  const b = brokerAt(s, ref);
  if (!b || b.owner !== seat) fail(rule, { key: 'noBrokerAt', at: ref.spot, position: ref.index + 1 });
  if (inQueensArea(s, ref.spot)) fail(rule, { key: 'queensAreaUntouchable' });
  return b;
}

export const CHARACTERS: Table = {
  captain: {
    timing: 'beforePlacement',
    choices: (s) => ({ neighborhoods: [...activeNeighborhoods(s)] }),
    apply(s, _seat, { neighborhoods: [a, b] }) {
      const active = activeNeighborhoods(s);
      if (a === b || !active.includes(a) || !active.includes(b)) fail('R9', { key: 'captainTwoNeighborhoods' });
      const ha = s.city[a - 1]!, hb = s.city[b - 1]!;
      [ha.ship, hb.ship] = [hb.ship, ha.ship];
    },
  },
  cardinal: { timing: 'beforePlacement', apply: (s, seat) => { s.effects.cardinal.push(seat); } },
  spy: { timing: 'beforePlacement', apply: (s, seat) => { s.effects.spy.push({ seat, peeks: [] }); } },
  conjurer: { timing: 'beforePlacement', apply: (s, seat) => { s.effects.conjurer.push(seat); } },
  queen: {
    timing: 'beforeOwnPlacement',
    choices: (s) => ({ spots: activeNeighborhoods(s).flatMap((neighborhood) => AREAS.map((area) => ({ neighborhood, area }))) }),
    apply(s, seat, { spot }) {
      if (!activeNeighborhoods(s).includes(spot.neighborhood)) fail('R2.3', { key: 'neighborhoodNotInPlay', neighborhood: spot.neighborhood });
      s.effects.queen = { ...spot, seat };
    },
  },
  magician: {
    timing: 'duringPlacement',
    // Two brokers in two different places: a swap within one place changes nothing.
    usable: (s, seat) => {
      const places = magicianBrokers(s, seat).map((r) => r.spot);
      return places.some((p) => !samePlace(p, places[0]!));
    },
    choices: (s, seat) => ({ brokers: magicianBrokers(s, seat) }),
    apply(s, seat, { swap: [a, b] }, task) {
      if (samePlace(a.spot, b.spot)) fail('R9', { key: 'magicianTwoPlaces' });
      const ba = ownBroker(s, seat, a, 'R9'), bb = ownBroker(s, seat, b, 'R9');
      // R9: each keeps its face, but a broker entering the throne lies face down (R10.2).
      const enter = (broker: typeof ba, ref: BrokerRef) => ({ ...broker, faceUp: ref.spot === 'throne' ? false : broker.faceUp });
      setBrokerAt(s, a, enter(bb, a));
      setBrokerAt(s, b, enter(ba, b));
      if (task) task.placed = task.placed.map((r) => (sameRef(r, a) ? b : sameRef(r, b) ? a : r));
    },
  },
  mercenary: {
    timing: 'duringPlacement',
    choices: () => ({ placement: [0, 1] }),
    apply(s, seat, { placement }, task) {
      const ref = task?.placed[placement];
      const b = ref && brokerAt(s, ref);
      if (!ref || !b || b.owner !== seat) fail('R9', { key: 'mercenaryMarks' });
      b.marked = true;
      return { at: ref.spot };
    },
  },
  herald: {
    timing: 'beforeCounting',
    usable: (s, seat) => heraldBrokers(s, seat).length > 0,
    choices: (s, seat) => ({ from: heraldBrokers(s, seat), to: legalSpots(s) }),
    apply(s, seat, { from, to }) {
      if (from.spot === 'throne') fail('R9', { key: 'heraldNoThrone' });
      ownBroker(s, seat, from, 'R9');
      if (sameSpot(from.spot, to)) fail('R9', { key: 'heraldAnotherPlace' });
      const problem = spotProblem(s, to);
      if (problem) fail(...problem);
      putBroker(s, to, removeBrokerAt(s, from));
      // R9: city→market earns 1 VP; market→city and market→market nothing.
      if (!('neighborhood' in from.spot && 'row' in to)) return;
      gainVp(s, seat, 1);
      return { vp: 1 };
    },
  },
  merchant: { timing: 'beforeCounting', apply: (s) => { s.effects.merchant = true; } },
  intriguer: { timing: 'beforeCounting', apply: (s, seat) => { s.effects.intriguer = seat; } },
  alchemist: {
    timing: 'afterCounting',
    // R9: any gem held may be given, a black one too; only a colour is taken.
    choices: (s, seat) => {
      const gems = s.players[seat]!.gems;
      return { give: ([...COLOURS, 'black'] as const).filter((g) => gems[g] > 0), take: [...COLOURS] };
    },
    apply(s, seat, { give, take }) {
      if (!give && !take) return;
      if (!give || !take) fail('R9', { key: 'alchemistBoth' });
      if (give === take) fail('R9', { key: 'alchemistOtherColour' });
      const gems = s.players[seat]!.gems;
      if (gems[give] < 1) fail('R9', { key: 'noGemToGive', gem: give });
      gems[give]--;
      gainGem(s, seat, take);
    },
  },
  banker: {
    timing: 'afterCounting',
    choices: (s) => movable(s),
    apply(s, _seat, { up, down }) {
      if (up === down) fail('R9', { key: 'bankerTwoGems' });
      moveChosen(s, up, 1, 'R9');
      moveChosen(s, down, -1, 'R9');
    },
  },
  jeweler: {
    timing: 'afterCounting',
    choices: () => ({ colours: [...COLOURS] }),
    apply(s, seat, { gems: [a, b] }) {
      gainGem(s, seat, a);
      gainGem(s, seat, b);
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
  if (!spy) fail('R9', { key: 'spyNotPlayed' });
  if (!inPlacementPhase(s)) fail('R9', { key: 'spyOnlyPlacement' });
  if (spy.peeks.length >= 3) fail('R9', { key: 'spyThreeLooks' });
  if (target.spot === 'throne' && !s.options.kingsFavor) fail('R10.4', { key: 'noThroneRoom' });
  const b = brokerAt(s, target);
  if (!b || b.faceUp || b.owner === seat) fail('R9', { key: 'spyFaceDownOther' });
  // R11.2, R13: a neutral broker's value is hidden from everyone until it is counted, the Spy included.
  if (b.owner === 'neutral') fail('R11.2', { key: 'spyNeutral' });
  if (b.seenBy?.includes(seat)) fail('R9', { key: 'spySeen' });
  b.seenBy = [...(b.seenBy ?? []), seat];
  spy.peeks.push({ target, owner: b.owner, value: b.value });
  emit(s, { kind: 'spyPeek', seat, owner: b.owner, value: b.value, at: target.spot }, seat);
}
