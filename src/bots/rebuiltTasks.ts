// The agenda of a sampled state, rebuilt from what a view shows: the head task from the
// public decision (and the seat's own prompt where the decision is its own), the rest
// of the turn from the plan every turn follows (turn.ts). The view never carries the
// agenda, but everything it holds is public or the seat's own.
import {
  activeNeighborhoods,
  AREAS,
  type Colour,
  COLOURS,
  type Gem,
  pick,
  portGemsOf,
  type Random,
  rank,
  shuffle,
  type State,
  sum,
  type Task,
  totalsOf,
  turnOrder,
  turnPlan,
  type View,
  worth,
} from '../engine/index.ts';

/** The plan's tasks after the first one `isHere` matches (the whole plan if none does). */
function planAfter(s: State, isHere: (t: Task) => boolean): Task[] {
  const plan = turnPlan(s);
  return plan.slice(plan.findIndex(isHere) + 1);
}

/** The neighborhoods whose counting is still to come: a counted one has lost its character (R7.4). */
function uncounted(s: State, except?: number): Task[] {
  return activeNeighborhoods(s)
    .filter((n) => n !== except && s.city[n - 1]!.character !== null)
    .map((neighborhood): Task => ({ kind: 'countNeighborhood', neighborhood }));
}

const afterNeighborhoods = (s: State) =>
  planAfter(s, (t) => t.kind === 'countNeighborhood' && t.neighborhood === activeNeighborhoods(s).at(-1));

/**
 * The port's gems still there: the seat's prompt says it; otherwise the ship's, less those the history says were taken.
 */
function gemsLeft(view: View, s: State, n: number): Gem[] {
  if (view.prompt.kind === 'takeGems') return [...view.prompt.gems];
  const gems = portGemsOf(s, n);
  let start = -1;
  view.log.forEach(({ event }, i) => {
    if (event.kind === 'neighborhoodCounted' && event.neighborhood === n) start = i;
  });
  if (start < 0) return gems;
  for (const { event } of view.log.slice(start)) {
    if (event.kind !== 'gemsTaken' || event.neighborhood !== n) continue;
    for (const g of event.gems) {
      const i = gems.indexOf(g.gem);
      if (i >= 0) gems.splice(i, 1);
    }
  }
  return gems;
}

/** R7.5: the market columns ranked as countColumns ranks them, tied groups kept together. */
function columnRanking(s: State, firstOpen: readonly Colour[]): (Colour | Colour[])[] {
  const column = (c: Colour) => s.market.cells.map((row) => row[COLOURS.indexOf(c)]).filter((b) => !!b);
  const key = (c: Colour) => [sum(column(c).map((b) => worth(b!))), column(c).length] as const;
  const sortedCols = [...COLOURS].sort((a, b) => key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1]);
  const groups: Colour[][] = [];
  for (const c of sortedCols) {
    const last = groups.at(-1);
    if (last && key(last[0]!)[0] === key(c)[0] && key(last[0]!)[1] === key(c)[1]) last.push(c);
    else groups.push([c]);
  }
  // Groups before the one asked about were ordered already (in an order the view does not keep).
  const open = groups.findIndex((g) => g.length === firstOpen.length && g.every((c) => firstOpen.includes(c)));
  return groups.flatMap((g, i): (Colour | Colour[])[] => (g.length === 1 || i < open ? g : [g]));
}

/** The seat's own throne choice, told to it alone by its history (R10.2). */
function ownThrone(view: View): number | null {
  let value: number | null = null;
  for (const { event } of view.log) if (event.kind === 'throneChosen') value = event.value;
  return value;
}

export function rebuildTasks(view: View, s: State, random: Random): Task[] {
  const d = view.decision;
  const seat = view.seat!;
  if (view.result || !d) return [];
  const order = turnOrder(s);
  switch (d.kind) {
    case 'bid':
      return [
        {
          kind: 'bid',
          bids: view.players.map((p, i) => {
            if (i === seat) return p.bid ? [...p.bid] : null;
            // Another seat's bid is two of its screen's brokers (dealt in sampleState), unseen.
            return p.hasActed
              ? shuffle(s.players[i]!.behind, random)
                  .slice(0, 2)
                  .sort((a, b) => a - b)
              : null;
          }),
        },
      ];
    case 'chooseOrder':
      return [{ kind: 'chooseOrder', ranking: [...d.ranking], positions: [...d.positions] }];
    case 'place':
      return [
        { kind: 'place', seat: d.seat, round: d.round },
        ...planAfter(s, (t) => t.kind === 'place' && t.seat === d.seat && t.round === d.round),
      ];
    case 'playCards': {
      if (d.window === 'duringPlacement') {
        const own = [
          ...view.city.flatMap((h) => AREAS.flatMap((a) => h.areas[a])),
          ...view.market.cells.flatMap((c) => (c.broker ? [c.broker] : [])),
        ].filter((b) => b.owner === d.seat).length;
        const round = Math.max(1, Math.floor(own / 2));
        const placed = view.prompt.kind === 'playCards' && d.seat === seat ? view.prompt.placed : [];
        return [
          { kind: 'afterPlace', seat: d.seat, placed: placed.map((r) => ({ ...r })) },
          ...planAfter(s, (t) => t.kind === 'place' && t.seat === d.seat && t.round === round),
        ];
      }
      const queue = order.slice(order.indexOf(d.seat));
      return [
        { kind: 'window', window: d.window, queue },
        ...planAfter(s, (t) => t.kind === 'window' && t.window === d.window),
      ];
    }
    case 'takeGems': {
      const n = d.neighborhood;
      const hood = s.city[n - 1]!;
      const ranking = rank(s, totalsOf([...hood.port, ...hood.commerce, ...hood.palace]));
      const takes = view.players.length === 4 ? [2, 1, 1] : [2, 1];
      const pickers = ranking.slice(0, takes.length).map((who, i) => ({ who, take: takes[i]! }));
      const from = Math.max(
        0,
        pickers.findIndex((p) => p.who === d.seat),
      );
      return [
        { kind: 'portGems', neighborhood: n, pickers: pickers.slice(from), gems: gemsLeft(view, s, n) },
        { kind: 'areas', neighborhood: n },
        ...uncounted(s, n),
        ...afterNeighborhoods(s),
      ];
    }
    case 'chooseColour': {
      const head: Task = {
        kind: 'chooseColour',
        seat: d.seat,
        reason: d.reason === 'blueCard' ? 'blueCard' : { row: d.reason.row },
      };
      if (d.reason === 'blueCard') return [head, ...uncounted(s), ...afterNeighborhoods(s)];
      return [head, ...planAfter(s, (t) => t.kind === 'marketRows')];
    }
    case 'orderColumns':
      return [
        { kind: 'orderColumns', seat: d.seat, ranking: columnRanking(s, d.columns) },
        ...planAfter(s, (t) => t.kind === 'marketColumns'),
      ];
    case 'moveQuotation':
      return [{ kind: 'moveQuotation', seat: d.seat }, ...planAfter(s, (t) => t.kind === 'highestBidder')];
    case 'throne':
      return [
        {
          kind: 'throne',
          choices: view.players.map((p, i) =>
            p.hasActed && p.front.length ? (i === seat && ownThrone(view)) || pick(p.front, random) : null,
          ),
        },
        ...planAfter(s, (t) => t.kind === 'throne'),
      ];
  }
}
