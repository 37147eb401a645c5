// The decision a seat faces now, with its legal choices (the view's `prompt`).
import { AREAS, COLOURS, type BrokerRef, type CardWindow, type CitySpot, type Colour, type Gem, type Spot, type State, type YellowCard } from './schema.ts';
import { activeNeighborhoods, openRows, roundsPerTurn, takeValues } from './components.ts';
import { playableCards } from './cards.ts';
import { heraldBrokers, magicianBrokers } from './characters.ts';
import { firstTiedGroup } from './counting/market.ts';
import { portChoices } from './counting/neighborhood.ts';
import { waitingFor } from './flow.ts';
import { nameOf } from './game.ts';
import { spotProblem } from './placement.ts';

/**
 * The legal arguments of each card offered now (R9), for the cards that take any: what a
 * client chooses from. Magician: two of `brokers` in two different places; Herald: one of
 * `from` to one of `to` other than its own place; Alchemist: one of `give` and another
 * colour of `take`, or neither.
 */
export type CardChoices = {
  captain?: { neighborhoods: number[] };
  queen?: { spots: CitySpot[] };
  magician?: { brokers: BrokerRef[] };
  mercenary?: { placement: (0 | 1)[] };
  herald?: { from: BrokerRef[]; to: Spot[] };
  alchemist?: { give: Colour[]; take: Colour[] };
  banker?: { colours: Colour[] };
  jeweler?: { colours: Colour[] };
};

export type Prompt =
  | { kind: 'wait'; text: string; waitingFor: number[] }
  | { kind: 'over'; text: string }
  | { kind: 'bid'; text: string; behind: number[] }
  | { kind: 'chooseOrder'; text: string; positions: number[] }
  | { kind: 'place'; text: string; round: number; rounds: number; behind: number[]; front: number[]; spots: Spot[];
      anyFaces: boolean; fromFront: boolean; neutral: boolean; /** the Queen, playable just before this placement */ cards: YellowCard[];
      choices: CardChoices }
  | { kind: 'takeGems'; text: string; neighborhood: number; gems: Gem[]; take: number; choices: Gem[][] }
  | { kind: 'chooseColor'; text: string; colours: Colour[] }
  | { kind: 'orderColumns'; text: string; columns: Colour[] }
  | { kind: 'moveQuotation'; text: string; colours: Colour[] }
  | { kind: 'playCards'; text: string; window: CardWindow | 'duringPlacement'; cards: YellowCard[];
      /** After a placement: the two brokers just placed (Mercenary), in order. */ placed: BrokerRef[]; choices: CardChoices }
  | { kind: 'throne'; text: string; front: number[] };

/** Every spot a broker could go to now (R6.3, R6.4). */
export function legalSpots(s: State): Spot[] {
  const city: Spot[] = activeNeighborhoods(s).flatMap((neighborhood) =>
    (['port', 'commerce', 'palace'] as const).map((area) => ({ neighborhood, area })));
  const market: Spot[] = openRows(s).flatMap((row) => COLOURS.map((column) => ({ row, column })));
  return [...city, ...market].filter((spot) => !spotProblem(s, spot));
}

/** The arguments each offered card may take now (R9); cards without arguments have no entry. */
export function cardChoices(s: State, seat: number, cards: readonly YellowCard[]): CardChoices {
  const out: CardChoices = {};
  for (const card of cards) {
    switch (card) {
      case 'captain': out.captain = { neighborhoods: activeNeighborhoods(s) }; break;
      case 'queen':
        out.queen = { spots: activeNeighborhoods(s).flatMap((neighborhood) => AREAS.map((area) => ({ neighborhood, area }))) };
        break;
      case 'magician': out.magician = { brokers: magicianBrokers(s, seat) }; break;
      case 'mercenary': out.mercenary = { placement: [0, 1] }; break;
      case 'herald':
        out.herald = { from: heraldBrokers(s, seat), to: legalSpots(s) };
        break;
      case 'alchemist': {
        const gems = s.players[seat]!.gems;
        out.alchemist = { give: COLOURS.filter((c) => gems[c] > 0), take: [...COLOURS] };
        break;
      }
      case 'banker': out.banker = { colours: [...COLOURS] }; break;
      case 'jeweler': out.jeweler = { colours: [...COLOURS] }; break;
      default: break;
    }
  }
  return out;
}

const WINDOW_TEXT: Record<CardWindow, string> = {
  beforePlacement: 'before placement',
  beforeCounting: 'before counting',
  afterCounting: 'after counting',
};

export function promptFor(s: State, seat: number | null): Prompt {
  const task = s.agenda[0];
  if (!task || s.result) return { kind: 'over', text: 'The game is over.' };
  const waiting = waitingFor(s);
  if (seat === null || !waiting.includes(seat)) {
    const names = waiting.map((w) => nameOf(s, w)).join(', ');
    return { kind: 'wait', waitingFor: waiting, text: `Waiting for ${names || 'the game'}.` };
  }
  const p = s.players[seat]!;
  switch (task.kind) {
    case 'bid':
      return { kind: 'bid', behind: p.behind, text: 'Bid 2 brokers from behind your screen for the turn order (R5).' };
    case 'chooseOrder': {
      const positions = s.players.map((_, i) => i + 1).filter((pos) => !task.positions.includes(pos));
      return { kind: 'chooseOrder', positions, text: 'Choose your position in the turn order (R5.3).' };
    }
    case 'place': {
      const rounds = roundsPerTurn(s);
      const cards = playableCards(s, seat, 'beforeOwnPlacement');
      return {
        kind: 'place', round: task.round, rounds, behind: p.behind, front: p.front, spots: legalSpots(s),
        anyFaces: s.effects.cardinal.includes(seat), fromFront: s.effects.conjurer.includes(seat), neutral: s.neutral !== null,
        cards, choices: cardChoices(s, seat, cards),
        text: `Round ${task.round} of ${rounds}: place 2 brokers, one face up and one face down${s.neutral ? ', and a neutral broker' : ''} (R6.2).`,
      };
    }
    case 'portGems': {
      const choices = portChoices(task);
      const take = choices[0]!.length;
      return { kind: 'takeGems', neighborhood: task.neighborhood, gems: task.gems, take, choices,
        text: `Take ${take} of the gems in neighborhood ${task.neighborhood}'s port (R7.3).` };
    }
    case 'chooseColor':
      return { kind: 'chooseColor', colours: [...COLOURS], text: `Name the colour of gem you take for the white gem (${task.reason}).` };
    case 'orderColumns':
      return { kind: 'orderColumns', columns: firstTiedGroup(task),
        text: 'You win the tie-break: order the tied market columns, best first (R7.5).' };
    case 'moveQuotation':
      return { kind: 'moveQuotation', colours: [...COLOURS], text: 'You are the highest bidder: move one quotation one step up or down (R7.5).' };
    case 'window': {
      const cards = playableCards(s, seat, task.window);
      return { kind: 'playCards', window: task.window, cards, placed: [], choices: cardChoices(s, seat, cards),
        text: `Play a card ${WINDOW_TEXT[task.window]}, or pass (R9.1).` };
    }
    case 'afterPlace': {
      const cards = playableCards(s, seat, 'duringPlacement');
      return { kind: 'playCards', window: 'duringPlacement', cards, placed: task.placed, choices: cardChoices(s, seat, cards),
        text: 'Play a card after your placement, or pass (R9.1).' };
    }
    case 'throne':
      return { kind: 'throne', front: p.front, text: "Choose one of your front brokers for the throne room (R10.2)." };
    default:
      return { kind: 'wait', waitingFor: waiting, text: 'Waiting.' };
  }
}

/** Own values behind the screen, less a bid not yet revealed. */
export function behindNow(s: State, seat: number): number[] {
  const t = s.agenda[0];
  const bid = t?.kind === 'bid' ? t.bids[seat] : null;
  return bid ? takeValues(s.players[seat]!.behind, bid)! : s.players[seat]!.behind;
}
