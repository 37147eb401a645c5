// R7.1–R7.4: counting one neighborhood of the city.
import { AREAS, COLOURS, type Gem, type KeptGem, type State, type TaskOf, type Who } from '../schema.ts';
import { coloursByValue, playerCount, shipGems } from '../components.ts';
import { type Decision, finish } from '../decision.ts';
import { fail, gainGem, gainVp, log, nameOf, plural } from '../game.ts';
import { describeTotals, rank, totalsOf } from '../ties.ts';
import { awardCard } from '../cards.ts';
import { returnBroker } from '../placement.ts';

const brokersOf = (s: State, n: number) => AREAS.flatMap((a) => s.city[n - 1]![a]);

/** R4.2: 4 players see 2 large + 2 small gems, 2–3 players 1 large + 2 small. */
export function portGemsOf(s: State, n: number): Gem[] {
  const ship = s.city[n - 1]!.ship;
  if (!ship) return [];
  const { large, small } = shipGems(ship);
  return playerCount(s) === 4 ? [large, large, ...small] : [large, ...small];
}

export function countNeighborhood(s: State, n: number): void {
  for (const b of brokersOf(s, n)) b.faceUp = true; // R7.1
  const totals = totalsOf(brokersOf(s, n));
  const ranking = rank(s, totals);
  if (!ranking.length) {
    log(s, `Neighborhood ${n} is counted: nobody is there.`);
  } else {
    log(s, `Neighborhood ${n} is counted: ${describeTotals(s, totals, ranking)}.`);
  }
  // R7.3
  const takes = playerCount(s) === 4 ? [2, 1, 1] : [2, 1];
  const pickers = ranking.slice(0, takes.length).map((who, i) => ({ who, take: takes[i]! }));
  s.agenda.unshift(
    ...(pickers.length ? [{ kind: 'portGems' as const, neighborhood: n, pickers, gems: portGemsOf(s, n) }] : []),
    { kind: 'areas', neighborhood: n },
  );
}

/** Distinct multisets of `take` gems out of `gems`. */
function choicesOf(gems: readonly Gem[], take: number): Gem[][] {
  if (take === 0) return [[]];
  const out = new Map<string, Gem[]>();
  gems.forEach((g, i) => {
    for (const rest of choicesOf(gems.slice(i + 1), take - 1)) {
      const c = [g, ...rest].sort();
      out.set(c.join(), c);
    }
  });
  return [...out.values()];
}

export const portChoices = (t: TaskOf<'portGems'>) => choicesOf(t.gems, Math.min(t.pickers[0]!.take, t.gems.length));

function takeGems(s: State, t: TaskOf<'portGems'>, who: Who, gems: { gem: Gem; as?: KeptGem }[]): void {
  const words: string[] = [];
  for (const { gem, as } of gems) {
    t.gems.splice(t.gems.indexOf(gem), 1);
    const kept = gem === 'white' ? as! : gem as KeptGem;
    gainGem(s, who, kept);
    words.push(gem === 'white' ? `a white gem as ${kept}` : `a ${gem} gem`);
  }
  log(s, `${nameOf(s, who)} takes ${words.join(' and ')} in neighborhood ${t.neighborhood}.`);
  t.pickers.shift();
  if (!t.pickers.length || !t.gems.length) finish(s);
}

export const portGems: Decision<TaskOf<'portGems'>> = {
  waiting: (_s, t) => (t.pickers[0]!.who === 'neutral' ? [] : [t.pickers[0]!.who as number]),
  apply(s, t, seat, action) {
    if (action.type !== 'takeGems') fail('R7.3', `Choose your gems in neighborhood ${t.neighborhood}'s port.`, 'wrong-action');
    const take = Math.min(t.pickers[0]!.take, t.gems.length);
    if (action.gems.length !== take) fail('R7.3', `Take exactly ${plural(take, 'gem')}.`);
    const left = [...t.gems];
    for (const { gem, as } of action.gems) {
      const i = left.indexOf(gem);
      if (i < 0) fail('R7.3', `There is no ${gem} gem left in this port.`);
      left.splice(i, 1);
      if (gem === 'white' && !as) fail('R7.3', 'Name the coloured gem you take for the white gem.');
      if (gem !== 'white' && as) fail('R7.3', 'Only a white gem is taken as another colour.');
    }
    takeGems(s, t, seat, action.gems);
  },
  auto(s, t) {
    const who = t.pickers[0]!.who;
    if (who === 'neutral') {
      // R11.4: the most valuable first; a white gem counts as the most valuable colour.
      const order = coloursByValue(s);
      const value = (g: Gem) => (g === 'white' ? -0.5 : order.indexOf(g as typeof COLOURS[number]));
      const chosen = [...t.gems].sort((a, b) => value(a) - value(b)).slice(0, t.pickers[0]!.take);
      takeGems(s, t, who, chosen.map((gem) => (gem === 'white' ? { gem, as: order[0]! } : { gem })));
      return true;
    }
    const choices = portChoices(t);
    if (choices.length !== 1 || choices[0]!.includes('white')) return false;
    takeGems(s, t, who, choices[0]!.map((gem) => ({ gem })));
    return true;
  },
};

const AREA_WORD = { port: 'port', commerce: 'commerce', palace: 'palace' } as const;

/** R7.4: the three areas' majorities, then the neighborhood empties. */
export function countAreas(s: State, n: number): void {
  const hood = s.city[n - 1]!;
  const follow = [];
  for (const area of AREAS) {
    const winner = rank(s, totalsOf(hood[area]))[0];
    if (winner === undefined) continue;
    if (area === 'port') {
      gainGem(s, winner, 'black');
      log(s, `${nameOf(s, winner)} wins the ${AREA_WORD[area]} of neighborhood ${n}: a black gem.`);
    } else if (area === 'commerce') {
      const vp = s.effects.merchant ? 5 : 3;
      gainVp(s, winner, vp);
      log(s, `${nameOf(s, winner)} wins the commerce of neighborhood ${n}: +${vp} VP.`);
    } else if (hood.character) {
      log(s, `${nameOf(s, winner)} wins the palace of neighborhood ${n}.`);
      follow.push(...awardCard(s, winner, hood.character));
      hood.character = null;
    }
  }
  if (hood.character) {
    log(s, `Nobody is in the palace of neighborhood ${n}: the ${hood.character} is discarded.`);
    hood.character = null;
  }
  if (s.effects.queen?.neighborhood === n) {
    s.effects.queen = null;
    log(s, 'The Queen is discarded.');
  }
  for (const area of AREAS) {
    for (const b of hood[area]) returnBroker(s, b);
    hood[area] = [];
  }
  s.agenda.unshift(...follow);
}
