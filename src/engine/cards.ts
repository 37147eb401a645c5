// R9: card windows and limits, winning a card, and naming a white gem. Each playable
// card's own moment and effect is in its module under cards/, read through the table.
import {
  COLOURS,
  type BrokerRef,
  type Card,
  type State,
  type Task,
  type TaskOf,
  type Who,
  type YellowCard,
} from './schema.ts';
import { mostValuableColour } from './components.ts';
import { type Decision, finish } from './decision.ts';
import { emit } from './events.ts';
import { fail } from './ruleBreak.ts';
import { gainGem, gainVp } from './gains.ts';
import {
  type CardChoices,
  type PlayCard,
  type Playable,
  applyCard,
  choicesOf,
  isPlayable,
  timingOf,
  usable,
} from './cards/index.ts';
import type { Timing } from './schema.ts';

/** R9.1, R9.2: cards a seat may play at this moment. */
export function playableCards(s: State, seat: number, timing: Timing): Playable[] {
  return cardsHeldFor(s, seat, timing).filter((card) => usable(s, seat, card));
}

/** The cards of a moment the seat holds and may play this turn (R9.1, R9.2), whatever the board says yet. */
export function cardsHeldFor(s: State, seat: number, timing: Timing): Playable[] {
  const p = s.players[seat]!;
  if (p.cardsPlayed >= 2) return [];
  const out: Playable[] = [];
  for (const { card, wonTurn } of p.hand) {
    if (isPlayable(card) && wonTurn < s.turn && !out.includes(card) && timingOf(card) === timing) out.push(card);
  }
  return out;
}

/** The arguments each offered card may take now (R9); cards without arguments have no entry. */
export function cardChoices(s: State, seat: number, cards: readonly Playable[]): CardChoices {
  const out: Record<string, unknown> = {};
  for (const card of cards) {
    const choices = choicesOf(s, seat, card);
    if (choices !== undefined) out[card] = choices;
  }
  return out as CardChoices;
}

/** Play a card from the hand: R9.2's limits, then the card's own rule (cards/). */
export function playCard(s: State, seat: number, play: PlayCard, timing: Timing, task?: TaskOf<'afterPlace'>): void {
  const p = s.players[seat]!;
  const i = p.hand.findIndex((h) => h.card === play.card);
  if (i < 0) fail('R9.2', { key: 'cardNotHeld', card: play.card });
  if (p.hand[i]!.wonTurn >= s.turn) fail('R9.2', { key: 'cardWonThisTurn', card: play.card });
  if (p.cardsPlayed >= 2) fail('R9.2', { key: 'twoCardsPlayed' });
  const moment = timingOf(play.card);
  if (moment !== timing) fail('R9.1', { key: 'cardNotNow', card: play.card, moment });
  const said = applyCard(s, seat, play, task);
  p.hand.splice(i, 1);
  p.cardsPlayed++;
  emit(s, { kind: 'cardPlayed', seat, play, ...said });
}

/** Tasks that follow a seat's placement: a chance for Magician or Mercenary (R9.1). */
export function afterPlacementTasks(s: State, seat: number, placed: BrokerRef[]): Task[] {
  return playableCards(s, seat, 'duringPlacement').length ? [{ kind: 'afterPlace', seat, placed }] : [];
}

/** R3, R7.6, R9.1: in turn order, each player may play cards of this moment, or pass. */
export const cardWindow: Decision<TaskOf<'window'>> = {
  kind: 'decision',
  phase: (t) => (t.window === 'beforePlacement' ? 'placement' : 'counting'),
  waiting: (_s, t) => t.queue.slice(0, 1),
  apply(s, t, seat, action) {
    if (action.type === 'pass') {
      t.queue.shift();
      emit(s, { kind: 'passed', seat });
      return;
    }
    if (action.type !== 'playCard') fail('R9.1', { key: 'playOrPass' }, 'wrong-action');
    playCard(s, seat, action, t.window);
  },
  auto(s, t) {
    // R9.1: a player with nothing playable here is passed over.
    const before = t.queue.length;
    while (t.queue.length && !playableCards(s, t.queue[0]!, t.window).length) t.queue.shift();
    if (!t.queue.length) {
      finish(s);
      return true;
    }
    return t.queue.length !== before;
  },
  prompt(s, t, seat) {
    const cards = playableCards(s, seat, t.window);
    return { kind: 'playCards', window: t.window, cards, placed: [], choices: cardChoices(s, seat, cards) };
  },
};

/** R9.1: the moment just after a placement, for the Magician and the Mercenary. */
export const afterPlace: Decision<TaskOf<'afterPlace'>> = {
  kind: 'decision',
  phase: 'placement',
  waiting: (_s, t) => [t.seat],
  apply(s, t, seat, action) {
    if (action.type === 'pass') {
      finish(s);
      return;
    }
    if (action.type !== 'playCard') fail('R9.1', { key: 'playOrPass' }, 'wrong-action');
    playCard(s, seat, action, 'duringPlacement', t);
  },
  auto(s, t) {
    if (playableCards(s, t.seat, 'duringPlacement').length) return false;
    finish(s);
    return true;
  },
  prompt(s, t, seat) {
    const cards = playableCards(s, seat, 'duringPlacement');
    return {
      kind: 'playCards',
      window: 'duringPlacement',
      cards,
      placed: t.placed,
      choices: cardChoices(s, seat, cards),
    };
  },
};

/** R7.4, R9.3, R11.4: the palace winner takes the revealed card. */
export function awardCard(s: State, who: Who, card: Card): Task[] {
  if (card === 'prince' || card === 'king') {
    const vp = card === 'prince' ? 4 : 5;
    gainVp(s, who, vp);
    emit(s, { kind: 'vpCardWon', who, card, vp });
    return [];
  }
  if (who === 'neutral') {
    const gem = mostValuableColour(s);
    gainGem(s, 'neutral', gem);
    emit(s, { kind: 'cardTradedForGem', card, gem });
    return [];
  }
  if (card.startsWith('blue-')) {
    emit(s, { kind: 'blueCardWon', seat: who });
    return [{ kind: 'chooseColour', seat: who, reason: 'blueCard' }];
  }
  s.players[who]!.hand.push({ card: card as YellowCard, wonTurn: s.turn });
  emit(s, { kind: 'cardWon', seat: who, card: card as YellowCard });
  return [];
}

/** R7.3: a white gem, won with a blue card or on a market row, is named as a colour. */
export const chooseColour: Decision<TaskOf<'chooseColour'>> = {
  kind: 'decision',
  phase: 'counting',
  waiting: (_s, t) => [t.seat],
  apply(s, t, seat, action) {
    if (action.type !== 'chooseColour') fail('R7.3', { key: 'nameWhiteColour', reason: t.reason }, 'wrong-action');
    gainGem(s, seat, action.colour);
    emit(s, { kind: 'colourChosen', seat, colour: action.colour, reason: t.reason });
    finish(s);
  },
  prompt: () => ({ kind: 'chooseColour', colours: [...COLOURS] }),
};
