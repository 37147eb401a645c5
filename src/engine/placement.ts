// R6: placing brokers, market VP, and the leftover broker.
import type { BrokerRef, Spot, TaskOf } from './schema.ts';
import { addValues, roundsPerTurn, takeValues } from './components.ts';
import { legalSpots, putBroker, spotProblem, takesOneBroker } from './board.ts';
import { type Automatic, type Decision, finish } from './decision.ts';
import { emit } from './events.ts';
import { fail } from './ruleBreak.ts';
import { gainVp } from './gains.ts';
import { afterPlacementTasks, cardChoices, cardsHeldFor, playCard, playableCards } from './cards.ts';

export const place: Decision<TaskOf<'place'>> = {
  kind: 'decision',
  phase: 'placement',
  waiting: (_s, t) => [t.seat],
  apply(s, _t, seat, action) {
    // R9 Queen: played just before one of the player's own placements.
    if (action.type === 'playCard') return playCard(s, seat, action, 'beforeOwnPlacement');
    if (action.type !== 'place') fail('R6.2', { key: 'placeTwo' }, 'wrong-action');
    const player = s.players[seat]!;
    const [a, b] = action.placements;
    // R6.2 one up, one down; the Cardinal (R9) lifts it.
    if (a.faceUp === b.faceUp && !s.effects.cardinal.includes(seat)) {
      fail('R6.2', { key: 'oneUpOneDown' });
    }
    const conjured = action.placements.filter((p) => p.fromFront);
    if (conjured.length && !s.effects.conjurer.includes(seat)) fail('R9', { key: 'onlyConjurer' });
    if (conjured.some((p) => p.refill === undefined)) {
      fail('R9', { key: 'conjurerRefill' });
    }
    // R9 Conjurer: a broker taken from the front is replaced there by one from behind the screen.
    const refills = conjured.map((p) => p.refill!);
    const fromBehind = [...action.placements.filter((p) => !p.fromFront).map((p) => p.value), ...refills];
    const behind = takeValues(player.behind, fromBehind);
    if (!behind) fail('R6.2', { key: 'notBehind', values: fromBehind });
    const front = takeValues(
      player.front,
      conjured.map((p) => p.value),
    );
    if (!front) fail('R9', { key: 'notInFront', values: conjured.map((p) => p.value) });
    const taken: Spot[] = [];
    for (const p of [a, b]) {
      const problem = spotProblem(s, p.to, taken);
      if (problem) fail(...problem);
      taken.push(p.to);
    }
    const twoPlayers = s.neutral !== null;
    if (twoPlayers && !action.neutral) fail('R11.2', { key: 'placeNeutral' });
    if (!twoPlayers && action.neutral) fail('R11.2', { key: 'neutralOnlyWithTwo' });
    if (action.neutral) {
      const problem = spotProblem(s, action.neutral, taken);
      if (problem) fail(...problem);
    }

    player.behind = behind;
    player.front = addValues(front, refills);
    const placed: BrokerRef[] = [];
    let vp = 0;
    for (const p of [a, b]) {
      placed.push(putBroker(s, p.to, { owner: seat, value: p.value, faceUp: p.faceUp }));
      if ('row' in p.to) vp++; // R6.4
    }
    if (vp) gainVp(s, seat, vp);
    emit(s, {
      kind: 'placed',
      seat,
      vp,
      brokers: [a, b].map((p) => ({ value: p.faceUp ? p.value : null, fromFront: !!p.fromFront, spot: p.to })),
    });
    if (refills.length) emit(s, { kind: 'conjurerRefill', seat, values: refills });
    if (action.neutral) {
      const value = s.secret.neutralDraws[seat]!.shift()!; // R11.2: drawn unseen
      putBroker(s, action.neutral, { owner: 'neutral', value, faceUp: false, supplier: seat });
      const neutralVp = 'row' in action.neutral ? 1 : 0;
      if (neutralVp) gainVp(s, 'neutral', 1);
      emit(s, { kind: 'neutralPlaced', seat, spot: action.neutral, vp: neutralVp });
    }
    finish(s, ...afterPlacementTasks(s, seat, placed));
  },
  prompt(s, t, seat) {
    const p = s.players[seat]!;
    const rounds = roundsPerTurn(s);
    const cards = playableCards(s, seat, 'beforeOwnPlacement');
    const spots = legalSpots(s);
    return {
      kind: 'place',
      round: t.round,
      rounds,
      behind: p.behind,
      front: p.front,
      spots,
      takesOne: spots.filter(takesOneBroker),
      anyFaces: s.effects.cardinal.includes(seat),
      fromFront: s.effects.conjurer.includes(seat),
      neutral: s.neutral !== null,
      // Four a turn, one a round (R11.1, R11.2): the count is public, the values unseen.
      neutralLeft: s.neutral ? rounds - t.round + 1 : 0,
      cards,
      choices: cardChoices(s, seat, cards),
      then: cardsHeldFor(s, seat, 'duringPlacement'),
    };
  },
};

/** R6.5: the last broker behind the screen joins the front. */
export const leftover: Automatic<TaskOf<'leftover'>> = {
  kind: 'automatic',
  phase: 'placement',
  run(s) {
    for (const p of s.players) {
      p.front = addValues(p.front, p.behind);
      p.behind = [];
    }
    emit(s, { kind: 'leftover', fronts: s.players.map((p, seat) => ({ seat, values: [...p.front] })) });
  },
};
