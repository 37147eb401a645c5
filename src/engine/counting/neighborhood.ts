// R7.1–R7.4: counting one neighborhood of the city.
import { AREAS, type COLOURS, type Gem, type KeptGem, type State, type TaskOf, type Who } from '../schema.ts';
import { coloursByValue, playerCount, shipGems } from '../components.ts';
import { returnBroker } from '../board.ts';
import { type Automatic, type Decision, finish } from '../decision.ts';
import { emit } from '../events.ts';
import { fail } from '../ruleBreak.ts';
import { gainGem, gainVp } from '../gains.ts';
import { rank, ranked, tiesIn, totalsOf } from '../ties.ts';
import { awardCard } from '../cards.ts';

const brokersOf = (s: State, n: number) => {
  const hood = s.city[n - 1]!;
  return [...hood.port, ...hood.commerce, ...hood.palace]; // AREAS order
};

/** R4.2: 4 players see 2 large + 2 small gems, 2–3 players 1 large + 2 small. */
export function portGemsOf(s: State, n: number): Gem[] {
  const ship = s.city[n - 1]!.ship;
  if (!ship) return [];
  const { large, small } = shipGems(ship);
  return playerCount(s) === 4 ? [large, large, ...small] : [large, ...small];
}

/** R7.3: how many of the ship's gems each place of the neighborhood's ranking chooses, first to last. */
export const portTakes = (players: number): number[] => (players === 4 ? [2, 1, 1] : [2, 1]);

export const countNeighborhood: Automatic<TaskOf<'countNeighborhood'>> = {
  kind: 'automatic',
  phase: 'counting',
  run(s, { neighborhood: n }) {
    for (const b of brokersOf(s, n)) b.faceUp = true; // R7.1
    const totals = totalsOf(brokersOf(s, n));
    const ranking = rank(s, totals);
    emit(s, {
      kind: 'neighborhoodCounted',
      neighborhood: n,
      totals: ranked(totals, ranking),
      ties: tiesIn(s, totals, ranking),
    });
    const takes = portTakes(playerCount(s));
    const pickers = ranking.slice(0, takes.length).map((who, i) => ({ who, take: takes[i]! }));
    s.agenda.unshift(
      ...(pickers.length ? [{ kind: 'portGems' as const, neighborhood: n, pickers, gems: portGemsOf(s, n) }] : []),
      { kind: 'areas', neighborhood: n },
    );
  },
};

/** Distinct multisets of `take` gems out of `sorted` (sorted, so equal gems sit together). */
function choicesOf(sorted: readonly Gem[], take: number, from = 0): Gem[][] {
  if (take === 0) return [[]];
  const out: Gem[][] = [];
  for (let i = from; i < sorted.length; i++) {
    if (i > from && sorted[i] === sorted[i - 1]) continue; // the same gem again makes the same choices
    for (const rest of choicesOf(sorted, take - 1, i + 1)) out.push([sorted[i]!, ...rest]);
  }
  return out;
}

const portChoices = (t: TaskOf<'portGems'>) =>
  choicesOf([...t.gems].sort(), Math.min(t.pickers[0]!.take, t.gems.length));

function takeGems(s: State, t: TaskOf<'portGems'>, who: Who, gems: { gem: Gem; as?: KeptGem }[]): void {
  for (const { gem, as } of gems) {
    t.gems.splice(t.gems.indexOf(gem), 1);
    gainGem(s, who, gem === 'white' ? as! : (gem as KeptGem));
  }
  emit(s, { kind: 'gemsTaken', who, neighborhood: t.neighborhood, gems });
  t.pickers.shift();
  if (!t.pickers.length || !t.gems.length) finish(s);
}

export const portGems: Decision<TaskOf<'portGems'>> = {
  kind: 'decision',
  phase: 'counting',
  waiting: (_s, t) => (t.pickers[0]!.who === 'neutral' ? [] : [t.pickers[0]!.who as number]),
  apply(s, t, seat, action) {
    if (action.type !== 'takeGems') fail('R7.3', { key: 'chooseGems', neighborhood: t.neighborhood }, 'wrong-action');
    const take = Math.min(t.pickers[0]!.take, t.gems.length);
    if (action.gems.length !== take) fail('R7.3', { key: 'takeExactly', count: take });
    const left = [...t.gems];
    for (const { gem, as } of action.gems) {
      const i = left.indexOf(gem);
      if (i < 0) fail('R7.3', { key: 'noGemInPort', gem });
      left.splice(i, 1);
      if (gem === 'white' && !as) fail('R7.3', { key: 'whiteAsWhat' });
      if (gem !== 'white' && as) fail('R7.3', { key: 'onlyWhiteAs' });
    }
    takeGems(s, t, seat, action.gems);
  },
  auto(s, t) {
    const who = t.pickers[0]!.who;
    if (who === 'neutral') {
      // R11.4: the most valuable first; a white gem counts as the most valuable colour.
      const order = coloursByValue(s);
      const value = (g: Gem) => (g === 'white' ? -0.5 : order.indexOf(g as (typeof COLOURS)[number]));
      const chosen = [...t.gems].sort((a, b) => value(a) - value(b)).slice(0, t.pickers[0]!.take);
      takeGems(
        s,
        t,
        who,
        chosen.map((gem) => (gem === 'white' ? { gem, as: order[0]! } : { gem })),
      );
      return true;
    }
    const choices = portChoices(t);
    if (choices.length !== 1 || choices[0]!.includes('white')) return false;
    takeGems(
      s,
      t,
      who,
      choices[0]!.map((gem) => ({ gem })),
    );
    return true;
  },
  prompt(_s, t) {
    const choices = portChoices(t);
    const take = choices[0]!.length;
    return { kind: 'takeGems', neighborhood: t.neighborhood, gems: t.gems, take, choices };
  },
};

/** R7.4: the three areas' majorities, then the neighborhood empties. */
export const countAreas: Automatic<TaskOf<'areas'>> = {
  kind: 'automatic',
  phase: 'counting',
  run(s, { neighborhood: n }) {
    const hood = s.city[n - 1]!;
    const follow = [];
    for (const area of AREAS) {
      const totals = totalsOf(hood[area]);
      const ranking = rank(s, totals);
      const winner = ranking[0];
      if (winner === undefined) continue;
      // R7.8: only a tie for first place decides anything here.
      const ties = tiesIn(s, totals, ranking.slice(0, 2));
      if (area === 'port') {
        gainGem(s, winner, 'black');
        emit(s, { kind: 'portWon', who: winner, neighborhood: n, ties });
      } else if (area === 'commerce') {
        const vp = s.effects.merchant ? 5 : 3;
        gainVp(s, winner, vp);
        emit(s, { kind: 'commerceWon', who: winner, neighborhood: n, vp, ties });
      } else if (hood.character) {
        emit(s, { kind: 'palaceWon', who: winner, neighborhood: n, ties });
        follow.push(...awardCard(s, winner, hood.character));
        hood.character = null;
      }
    }
    if (hood.character) {
      emit(s, { kind: 'characterDiscarded', neighborhood: n, card: hood.character });
      hood.character = null;
    }
    if (s.effects.queen?.neighborhood === n) {
      s.effects.queen = null;
      emit(s, { kind: 'queenDiscarded' });
    }
    for (const area of AREAS) {
      for (const b of hood[area]) returnBroker(s, b);
      hood[area] = [];
    }
    s.agenda.unshift(...follow);
  },
};
