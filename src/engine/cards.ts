// R9: card windows, winning a card, and immediate cards. The 13 playable cards'
// effects plug in here (PLAYABLE is where each card names its window).
import { mostValuableColour } from './components.ts';
import { type Decision, finish } from './decision.ts';
import { fail, gainGem, gainVp, log, nameOf } from './game.ts';
import type { Card, CardWindow, Spot, State, Task, TaskOf, Who, YellowCard } from './schema.ts';

/** The window each playable card belongs to (R9 table); immediate cards are absent. */
export const CARD_WINDOW: Partial<Record<YellowCard, CardWindow | 'duringPlacement'>> = {};

/** R9.2: cards a seat may play in a window now. */
export function playableCards(s: State, seat: number, window: CardWindow | 'duringPlacement'): YellowCard[] {
  const p = s.players[seat]!;
  if (p.cardsPlayed >= 2) return [];
  return p.hand.filter((h) => h.wonTurn < s.turn && CARD_WINDOW[h.card] === window).map((h) => h.card);
}

/** Tasks that follow a seat's placement: a chance for Magician or Mercenary (R9.1). */
export function afterPlacementTasks(s: State, seat: number, placed: Spot[]): Task[] {
  return playableCards(s, seat, 'duringPlacement').length ? [{ kind: 'afterPlace', seat, placed }] : [];
}

export const cardWindow: Decision<TaskOf<'window'>> = {
  waiting: (_s, t) => t.queue.slice(0, 1),
  apply(s, t, seat, action) {
    if (action.type === 'pass') {
      t.queue.shift();
      log(s, `${nameOf(s, seat)} passes.`);
      if (!t.queue.length) finish(s);
      return;
    }
    if (action.type !== 'playCard') fail('R9.1', 'Play a card or pass.', 'wrong-action');
    fail('R9.1', `You cannot play the ${action.card} now.`);
  },
  auto(s, t) {
    // R9.1: a player with nothing playable here is passed over.
    const before = t.queue.length;
    while (t.queue.length && !playableCards(s, t.queue[0]!, t.window).length) t.queue.shift();
    if (!t.queue.length) { finish(s); return true; }
    return t.queue.length !== before;
  },
};

export const afterPlace: Decision<TaskOf<'afterPlace'>> = {
  waiting: (_s, t) => [t.seat],
  apply(s, _t, seat, action) {
    if (action.type === 'pass') { finish(s); return; }
    if (action.type !== 'playCard') fail('R9.1', 'Play a card or pass.', 'wrong-action');
    fail('R9.1', `You cannot play the ${action.card} now.`);
    void seat;
  },
};

/** R7.4, R9.3, R11.4: the palace winner takes the revealed card. */
export function awardCard(s: State, who: Who, card: Card): Task[] {
  const vp = card === 'prince' ? 4 : card === 'king' ? 5 : 0;
  if (vp) {
    gainVp(s, who, vp);
    log(s, `${nameOf(s, who)} wins the ${card}: +${vp} VP.`);
    return [];
  }
  if (who === 'neutral') {
    const gem = mostValuableColour(s);
    gainGem(s, 'neutral', gem);
    log(s, `The neutral player discards the ${card} and takes a ${gem} gem instead.`);
    return [];
  }
  if (card.startsWith('blue-')) {
    log(s, `${nameOf(s, who)} wins a blue card: a white gem, to name as a colour.`);
    return [{ kind: 'chooseColor', seat: who, reason: 'the blue card' }];
  }
  s.players[who]!.hand.push({ card: card as YellowCard, wonTurn: s.turn });
  log(s, `${nameOf(s, who)} wins the ${card}; it can be played from the next turn.`);
  return [];
}

export const chooseColor: Decision<TaskOf<'chooseColor'>> = {
  waiting: (_s, t) => [t.seat],
  apply(s, t, seat, action) {
    if (action.type !== 'chooseColor') fail('R7.3', `Name the colour your white gem becomes (${t.reason}).`, 'wrong-action');
    gainGem(s, seat, action.color);
    log(s, `${nameOf(s, seat)} takes a ${action.color} gem for the white gem (${t.reason}).`);
    finish(s);
  },
};
