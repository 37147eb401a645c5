// The decision a seat faces now, with its legal choices (the view's `prompt`).
import { COLOURS, type BrokerRef, type CardWindow, type Colour, type Gem, type Spot, type State, type YellowCard } from './schema.ts';
import { activeNeighborhoods, openRows, roundsPerTurn, takeValues } from './components.ts';
import { playableCards } from './cards.ts';
import { firstTiedGroup } from './counting/market.ts';
import { portChoices } from './counting/neighborhood.ts';
import { waitingFor } from './flow.ts';
import { nameOf } from './game.ts';
import { spotProblem } from './placement.ts';

export type Prompt =
  | { kind: 'wait'; text: string; waitingFor: number[] }
  | { kind: 'over'; text: string }
  | { kind: 'bid'; text: string; behind: number[] }
  | { kind: 'chooseOrder'; text: string; positions: number[] }
  | { kind: 'place'; text: string; round: number; rounds: number; behind: number[]; front: number[]; spots: Spot[];
      anyFaces: boolean; fromFront: boolean; neutral: boolean; /** the Queen, playable just before this placement */ cards: YellowCard[] }
  | { kind: 'takeGems'; text: string; neighborhood: number; gems: Gem[]; take: number; choices: Gem[][] }
  | { kind: 'chooseColor'; text: string; colours: Colour[] }
  | { kind: 'orderColumns'; text: string; columns: Colour[] }
  | { kind: 'moveQuotation'; text: string; colours: Colour[] }
  | { kind: 'playCards'; text: string; window: CardWindow | 'duringPlacement'; cards: YellowCard[];
      /** After a placement: the two brokers just placed (Mercenary), in order. */ placed: BrokerRef[] }
  | { kind: 'throne'; text: string; front: number[] };

/** Every spot a broker could go to now (R6.3, R6.4). */
export function legalSpots(s: State): Spot[] {
  const city: Spot[] = activeNeighborhoods(s).flatMap((neighborhood) =>
    (['port', 'commerce', 'palace'] as const).map((area) => ({ neighborhood, area })));
  const market: Spot[] = openRows(s).flatMap((row) => COLOURS.map((column) => ({ row, column })));
  return [...city, ...market].filter((spot) => !spotProblem(s, spot));
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
      return {
        kind: 'place', round: task.round, rounds, behind: p.behind, front: p.front, spots: legalSpots(s),
        anyFaces: s.effects.cardinal.includes(seat), fromFront: s.effects.conjurer.includes(seat), neutral: s.neutral !== null,
        cards: playableCards(s, seat, 'beforeOwnPlacement'),
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
    case 'window':
      return { kind: 'playCards', window: task.window, cards: playableCards(s, seat, task.window), placed: [],
        text: `Play a card ${WINDOW_TEXT[task.window]}, or pass (R9.1).` };
    case 'afterPlace':
      return { kind: 'playCards', window: 'duringPlacement', cards: playableCards(s, seat, 'duringPlacement'), placed: task.placed,
        text: 'Play a card after your placement, or pass (R9.1).' };
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
