// R9: card windows and limits, winning a card, and immediate cards. Each playable
// card's own timing and effect is in characters.ts.
import { mostValuableColour } from './components.ts';
import { type Decision, finish } from './decision.ts';
import { cardTitle, fail, gainGem, gainVp, log, nameOf } from './game.ts';
import type { BrokerRef, Card, PlayCard, State, Task, TaskOf, Who, YellowCard } from './schema.ts';
import { type AnyRule, CHARACTERS, type Timing } from './characters.ts';

/** R9.1, R9.2: cards a seat may play at this moment. */
export function playableCards(s: State, seat: number, timing: Timing): YellowCard[] {
  const p = s.players[seat]!;
  if (p.cardsPlayed >= 2) return [];
  return [...new Set(p.hand.filter((h) => {
    if (h.card === 'prince' || h.card === 'king') return false;
    const rule = CHARACTERS[h.card];
    return h.wonTurn < s.turn && rule.timing === timing && (rule.usable?.(s, seat) ?? true);
  }).map((h) => h.card))];
}

/** Play a card from the hand: R9.2's limits, then the card's own rule (characters.ts). */
export function playCard(s: State, seat: number, play: PlayCard, timing: Timing, task?: TaskOf<'afterPlace'>): void {
  const p = s.players[seat]!;
  const i = p.hand.findIndex((h) => h.card === play.card);
  if (i < 0) fail('R9.2', `You do not hold the ${play.card}.`);
  if (p.hand[i]!.wonTurn >= s.turn) fail('R9.2', `The ${play.card} was won this turn: it can be played from the next turn.`);
  if (p.cardsPlayed >= 2) fail('R9.2', 'You have already played 2 cards this turn.');
  const rule = CHARACTERS[play.card] as unknown as AnyRule; // the table is keyed by the same card
  if (rule.timing !== timing) fail('R9.1', `The ${play.card} is not played now: its moment is ${TIMING_TEXT[rule.timing]}.`);
  rule.apply(s, seat, play, task);
  p.hand.splice(i, 1);
  p.cardsPlayed++;
}

const TIMING_TEXT: Record<Timing, string> = {
  beforePlacement: 'before placement',
  beforeOwnPlacement: 'just before one of your placements',
  duringPlacement: 'just after one of your placements',
  beforeCounting: 'before counting',
  afterCounting: 'after counting',
};

/** Tasks that follow a seat's placement: a chance for Magician or Mercenary (R9.1). */
export function afterPlacementTasks(s: State, seat: number, placed: BrokerRef[]): Task[] {
  return playableCards(s, seat, 'duringPlacement').length ? [{ kind: 'afterPlace', seat, placed }] : [];
}

export const cardWindow: Decision<TaskOf<'window'>> = {
  waiting: (_s, t) => t.queue.slice(0, 1),
  apply(s, t, seat, action) {
    if (action.type === 'pass') {
      t.queue.shift();
      log(s, `${nameOf(s, seat)} passes.`);
      return;
    }
    if (action.type !== 'playCard') fail('R9.1', 'Play a card or pass.', 'wrong-action');
    playCard(s, seat, action, t.window);
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
  apply(s, t, seat, action) {
    if (action.type === 'pass') { finish(s); return; }
    if (action.type !== 'playCard') fail('R9.1', 'Play a card or pass.', 'wrong-action');
    playCard(s, seat, action, 'duringPlacement', t);
  },
  auto(s, t) {
    if (playableCards(s, t.seat, 'duringPlacement').length) return false;
    finish(s);
    return true;
  },
};

/** R7.4, R9.3, R11.4: the palace winner takes the revealed card. */
export function awardCard(s: State, who: Who, card: Card): Task[] {
  const vp = card === 'prince' ? 4 : card === 'king' ? 5 : 0;
  if (vp) {
    gainVp(s, who, vp);
    log(s, `${nameOf(s, who)} wins the ${cardTitle(card)}: +${vp} VP.`);
    return [];
  }
  if (who === 'neutral') {
    const gem = mostValuableColour(s);
    gainGem(s, 'neutral', gem);
    log(s, `The neutral player discards the ${cardTitle(card)} and takes a ${gem} gem instead.`);
    return [];
  }
  if (card.startsWith('blue-')) {
    log(s, `${nameOf(s, who)} wins a blue card: a white gem, to name as a colour.`);
    return [{ kind: 'chooseColor', seat: who, reason: 'the blue card' }];
  }
  s.players[who]!.hand.push({ card: card as YellowCard, wonTurn: s.turn });
  log(s, `${nameOf(s, who)} wins the ${cardTitle(card)}; it can be played from the next turn.`);
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
