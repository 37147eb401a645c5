// How long a slow game lasts on the wall clock, counted in waits: seeded 4-player games with the standard bot (the
// room's own, src/bots) deciding for every seat as its player would, played once as they are and once with every
// seat planning ahead (src/room/plans.ts) and its standing choices on (src/room/standing.ts); and the same seeds with
// the King's Favor (R10), whose throne is the moment a turn's end leaves to plan the next bid.
//
// A wait is a moment the game waits on at least one seat that nothing answers but its player: no plan and no
// standing choice. Each seat waited on then is told, and answers at its next look. Seats waited on at once decide in
// the same wait (the bids, R5.1), and so does a seat asked again right after its own move while it still holds its
// page (others' plans and standing choices played in between, its gems after its last placement, a card played with
// the window still open): a wait begins when the game waits on a seat that is neither still to answer the wait under
// way nor the one that moved last by hand.
//
// The projection in days: every player looks at the game at the same six moments a day, 8:00, 11:00, 14:00, 17:00,
// 20:00 and 23:00 (one look every three hours in the day); a move made at one look is seen at the next. So each wait
// lasts from one look to the next, and a game of W waits takes W / 6 days.
import {
  type Colour,
  type LogEntry,
  type State,
  type Task,
  type View,
  applyAction,
  cloneState,
  createGame,
  promptFor,
  seededRandom,
  viewFor,
  waitingFor,
} from '../src/engine/index.ts';
import { botAction } from '../src/bots/index.ts';
import {
  type Depends,
  type Plannable,
  bidBrokers,
  decisionOf,
  dependsOf,
  isPlannable,
  PLANNABLE,
  planProblem,
  throneChoiceOf,
  whyNotPlayed,
} from '../src/room/plans.ts';
import { type Standing, standingAction } from '../src/room/standing.ts';
import type { PlanDropReason } from '../src/views.ts';
import { progress, round } from './stats.ts';

/** The looks at the game a day: every three hours from 8:00 to 23:00. */
export const LOOKS_PER_DAY = 6;

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/**
 * The waits of one game, counted as its decisions come (the header says what a wait is). `asked` each time the game
 * waits on seats nothing answers but their players, `acted` when one of them moved.
 */
export class Waits {
  count = 0;
  /** Per seat, the waits it was told of. */
  readonly bySeat: number[];
  /** The seats of the wait under way still to answer it. */
  private told = new Set<number>();
  /** The seat that moved last by hand: still on its page. */
  private last: number | null = null;

  constructor(seats: number) {
    this.bySeat = Array.from({ length: seats }, () => 0);
  }

  asked(seats: readonly number[]): void {
    if (seats.every((s) => this.told.has(s) || s === this.last)) return;
    this.count++;
    this.told = new Set(seats.filter((s) => s !== this.last));
    for (const s of this.told) this.bySeat[s]!++;
  }

  /** Which of the seats asked moves first: the one still holding its page, else the first. */
  next(seats: readonly number[]): number {
    return this.last !== null && seats.includes(this.last) ? this.last : seats[0]!;
  }

  acted(seat: number): void {
    this.told.delete(seat);
    this.last = seat;
  }
}

type PlanKind = Plannable['type'];
type DropWhy = PlanDropReason['why'];

/** What became of the plans of a run. Made ones end played, dropped at their moment, replaced, or left at the end. */
export type PlanTally = {
  made: number;
  /** The standard bot's choice the seat's own view refused (planProblem): never stored, as the room refuses it. */
  refused: number;
  replaced: number;
  left: number;
  byKind: Record<PlanKind, { played: number; dropped: Partial<Record<DropWhy, number>> }>;
  /** Decisions a standing choice made, by the action's kind. */
  standing: Record<string, number>;
};

const emptyTally = (): PlanTally => ({
  made: 0,
  refused: 0,
  replaced: 0,
  left: 0,
  byKind: Object.fromEntries(PLANNABLE.map((kind) => [kind, { played: 0, dropped: {} }])) as PlanTally['byKind'],
  standing: {},
});

export type GameWaits = {
  decisions: number;
  waits: number;
  /** Per seat, the waits it was told of. */
  bySeat: number[];
  /** The waits by the decision that began them (the prompt's kind). */
  byDecision: Record<string, number>;
  /** Decisions made by hand. */
  byHand: number;
  plans: PlanTally;
};

type Plan = { seat: number; action: Plannable; depends: Depends };

/**
 * The decision a seat would plan now, as a player foresees it from the turn's plan (turn.ts), its standing choices
 * answering the card windows, the gems and a white gem's colour: its next placement, or the next turn's bid once
 * nothing else of this turn may ask it (its throne broker chosen, with the King's Favor). Null: its next decision is
 * not foreseen, or not one that can be planned (the order, the columns' order, the quotation: others' moves decide
 * whether they come and whose they are).
 */
function nextPlannable(state: State, seat: number): { place: Task } | { bid: true } | null {
  for (const task of state.agenda) {
    switch (task.kind) {
      case 'place':
        if (task.seat === seat) return { place: task };
        continue;
      case 'afterPlace':
      case 'window':
      case 'leftover':
      case 'countNeighborhood':
      case 'portGems':
      case 'areas':
      case 'marketRows':
      case 'chooseColour':
      case 'marketCleanup':
        continue;
      // R10.2: a throne broker chosen, the seat waits for the others' choices; one still to choose is a decision.
      case 'throne':
        if (task.choices[seat] !== null) continue;
        return null;
      case 'endTurn':
        return state.turn < 4 ? { bid: true } : null;
      default:
        return null;
    }
  }
  return null;
}

/**
 * The standard bot's choice for the seat's next decision, from the seat's own view now, as if that decision were
 * asked now: a placement with the game's agenda moved on to the seat's own placement (the board as it stands, the
 * seat's brokers behind its screen); a bid on every broker it will have behind its screen (plans.ts bidBrokers).
 */
function botPlan(state: State, history: LogEntry[], seat: number, seed: string): Plannable | null {
  const next = nextPlannable(state, seat);
  if (!next) return null;
  let asIf: View;
  if ('place' in next) {
    const s = cloneState(state);
    s.agenda = s.agenda.slice(state.agenda.indexOf(next.place));
    asIf = viewFor(s, seat, history);
  } else {
    const view = viewFor(state, seat, history);
    const behind = bidBrokers(view, seat, throneChoiceOf(state, seat));
    if (!behind) return null;
    asIf = { ...view, waitingFor: [seat], prompt: { kind: 'bid', behind } };
  }
  const action = botAction(asIf, seededRandom(`${seed}/plan/${state.version}/${seat}`), 'standard');
  return isPlannable(action) ? action : null;
}

/**
 * One seeded game, the standard bot deciding for every seat. `planned`: every seat, after each decision of its own
 * is made (by hand, plan or standing choice) and the game has moved on to the next one its players must answer,
 * plans its next decision with the bot's choice from its own view then, its plan checked as the room checks one
 * (plans.ts); and each seat passes every card window and takes gems in the order of the colours' quotations at the
 * start (standing.ts). Plans and standing choices are tried as the room tries them (moves.ts): a due plan first,
 * unless it is for a later decision and a standing choice answers this one; dropped when it does not answer the
 * decision, what it depends on changed or the rules refuse it (the seat is then asked); else a standing choice.
 * `players`: how many seats; `kingsFavor`: the variant (R10); `decisions`: stop after that many. `trace`: told each
 * decision made by hand and whether it began a wait.
 */
export function playGame(
  seed: string,
  planned: boolean,
  opts: {
    players?: number;
    kingsFavor?: boolean;
    decisions?: number;
    trace?: (seat: number, kind: string, began: boolean) => void;
  } = {},
): GameWaits {
  const { players = 4, kingsFavor = false, decisions = Infinity, trace } = opts;
  const made = createGame(
    { players: NAMES.slice(0, players).map((name) => ({ name })), options: { kingsFavor } },
    seed,
  );
  if (!made.ok) throw new Error(`createGame: ${JSON.stringify(made.error)}`);
  let state = made.state;
  const history: LogEntry[] = [...made.events];
  const seats = state.players.length;
  const waits = new Waits(seats);
  const tally = emptyTally();
  const plans = new Map<number, Plan>();
  // The colours' order by quotation at the start, most valuable first: each seat's gem order.
  const gems: Colour[] = viewFor(state, 0).colourRanking;
  const standing = (turn: number): Standing => ({ passTurn: turn, gems });
  // The seats that decided since the game last waited on players: they plan when it does.
  const toPlan = new Set<number>();
  let count = 0;
  let byHand = 0;
  const byDecision: Record<string, number> = {};

  const commit = (seat: number, out: Extract<ReturnType<typeof applyAction>, { ok: true }>) => {
    state = out.state;
    history.push(...out.events);
    count++;
    if (planned) toPlan.add(seat);
  };
  const drop = (plan: Plan, why: DropWhy) => {
    const dropped = tally.byKind[plan.action.type].dropped;
    dropped[why] = (dropped[why] ?? 0) + 1;
  };

  /** A standing choice played for one of `seats` (none for a seat whose plan was just dropped): whether one was. */
  const standingPlayed = (seats: readonly number[], droppedAt: Set<number>): boolean => {
    for (const seat of seats) {
      if (droppedAt.has(seat)) continue;
      const action = standingAction(viewFor(state, seat), seat, standing(state.turn));
      const out = action && applyAction(state, seat, action);
      if (!action || !out?.ok) continue;
      tally.standing[action.type] = (tally.standing[action.type] ?? 0) + 1;
      commit(seat, out);
      return true;
    }
    return false;
  };

  /**
   * A due plan tried, or a standing choice played: whether anything was (a plan dropped included). `droppedAt`: the
   * seats whose plan was just dropped, asked at this decision.
   */
  const answered = (waiting: number[], droppedAt: Set<number>): boolean => {
    const due = [...plans.values()].sort((a, b) => a.seat - b.seat).find((p) => waiting.includes(p.seat));
    if (due) {
      // A plan for a later decision waits while a standing choice answers the one in front of it.
      if (promptFor(state, due.seat).kind !== decisionOf(due.action) && standingPlayed([due.seat], droppedAt))
        return true;
      plans.delete(due.seat);
      const reason = whyNotPlayed(state, due);
      const out = reason ? null : applyAction(state, due.seat, due.action);
      if (!out?.ok) {
        drop(due, reason ? reason.why : 'refused');
        droppedAt.add(due.seat);
        return true;
      }
      tally.byKind[due.action.type].played++;
      commit(due.seat, out);
      return true;
    }
    return standingPlayed(waiting, droppedAt);
  };

  while (!state.result && count < decisions) {
    let waiting = waitingFor(state);
    if (planned) {
      // The seats whose plan was just dropped are asked at that decision, as the room asks them.
      const droppedAt = new Set<number>();
      let version = state.version;
      while (!state.result && answered(waiting, droppedAt)) {
        if (state.version !== version) droppedAt.clear();
        version = state.version;
        waiting = waitingFor(state);
      }
      if (state.result) break;
      for (const seat of [...toPlan].sort((a, b) => a - b)) {
        if (waiting.includes(seat)) continue;
        const action = botPlan(state, history, seat, seed);
        if (!action) continue;
        const view = viewFor(state, seat);
        if (planProblem(view, seat, action, throneChoiceOf(state, seat))) {
          tally.refused++;
          continue;
        }
        if (plans.has(seat)) tally.replaced++;
        tally.made++;
        plans.set(seat, { seat, action, depends: dependsOf(view, action) });
      }
      toPlan.clear();
    }
    const before = waits.count;
    waits.asked(waiting);
    const seat = waits.next(waiting);
    const kind = promptFor(state, seat).kind;
    if (waits.count > before) byDecision[kind] = (byDecision[kind] ?? 0) + 1;
    trace?.(seat, kind, waits.count > before);
    const action = botAction(
      viewFor(state, seat, history),
      seededRandom(`${seed}/${state.version}/${seat}`),
      'standard',
    );
    const out = applyAction(state, seat, action);
    if (!out.ok) throw new Error(`seed ${seed}: ${JSON.stringify(action)} refused: ${JSON.stringify(out.error)}`);
    commit(seat, out);
    byHand++;
    waits.acted(seat);
  }
  tally.left = plans.size;
  return { decisions: count, waits: waits.count, bySeat: waits.bySeat, byDecision, byHand, plans: tally };
}

/** One kind of run's means per game. */
type RunFigures = {
  waits: number;
  decisions: number;
  byHand: number;
  waitsPerSeat: number;
  byDecision: Record<string, number>;
};

/** `kingsFavor`: the same seeds with the variant (R10), where a seat that chose its throne broker plans its bid. */
export type WaitFigures = {
  games: number;
  plain: RunFigures;
  planned: RunFigures;
  plans: PlanTally;
  kingsFavor: { plain: RunFigures; planned: RunFigures; plans: PlanTally };
};

const meanOf = (runs: GameWaits[], f: (g: GameWaits) => number) => runs.reduce((a, g) => a + f(g), 0) / runs.length;

function means(runs: GameWaits[]): RunFigures {
  const kinds = [...new Set(runs.flatMap((g) => Object.keys(g.byDecision)))];
  return {
    waits: meanOf(runs, (g) => g.waits),
    decisions: meanOf(runs, (g) => g.decisions),
    byHand: meanOf(runs, (g) => g.byHand),
    waitsPerSeat: meanOf(runs, (g) => g.bySeat.reduce((a, b) => a + b, 0) / g.bySeat.length),
    byDecision: Object.fromEntries(kinds.map((k) => [k, meanOf(runs, (g) => g.byDecision[k] ?? 0)])),
  };
}

function summed(runs: GameWaits[]): PlanTally {
  const all = emptyTally();
  for (const { plans } of runs) {
    all.made += plans.made;
    all.refused += plans.refused;
    all.replaced += plans.replaced;
    all.left += plans.left;
    for (const kind of PLANNABLE) {
      const k = plans.byKind[kind];
      const into = all.byKind[kind];
      into.played += k.played;
      for (const [why, n] of Object.entries(k.dropped) as [DropWhy, number][])
        into.dropped[why] = (into.dropped[why] ?? 0) + n;
    }
    for (const [type, n] of Object.entries(plans.standing)) all.standing[type] = (all.standing[type] ?? 0) + n;
  }
  return all;
}

/** `games` seeded games, each played plain and planned. */
export function runWaitsBench(opts: { games: number }): WaitFigures {
  progress(`waits: ${opts.games} seeded 4-player games, the standard bot in every seat, plain and planned…`);
  const seeds = Array.from({ length: opts.games }, (_, i) => `waits-${i}`);
  const planned = seeds.map((seed) => playGame(seed, true));
  const kingsFavor = seeds.map((seed) => playGame(seed, true, { kingsFavor: true }));
  return {
    games: opts.games,
    plain: means(seeds.map((seed) => playGame(seed, false))),
    planned: means(planned),
    plans: summed(planned),
    kingsFavor: {
      plain: means(seeds.map((seed) => playGame(seed, false, { kingsFavor: true }))),
      planned: means(kingsFavor),
      plans: summed(kingsFavor),
    },
  };
}

/**
 * The figures as the bench's JSON carries them, per game: the plans' shares are of those that came to their moment
 * (played or dropped).
 */
export function waitsSummary(w: WaitFigures) {
  const kinds = PLANNABLE.map((kind) => [kind, w.plans.byKind[kind]] as const);
  const droppedOf = (k: (typeof kinds)[number][1]) => Object.values(k.dropped).reduce((a, b) => a + b, 0);
  const tried = kinds.reduce((a, [, k]) => a + k.played + droppedOf(k), 0);
  const played = kinds.reduce((a, [, k]) => a + k.played, 0);
  const share = (n: number, of: number) => round(of ? n / of : 0, 3);
  const bids = w.kingsFavor.plans.byKind.bid;
  return {
    waitsPerGame: round(w.plain.waits, 1),
    waitsPerGamePlanned: round(w.planned.waits, 1),
    waitsPlannedShare: share(w.planned.waits, w.plain.waits),
    waitDaysProjected: round(w.plain.waits / LOOKS_PER_DAY, 1),
    waitDaysProjectedPlanned: round(w.planned.waits / LOOKS_PER_DAY, 1),
    plansPlayedShare: share(played, tried),
    // With the King's Favor: the waits both ways, the bids' among them, and the share of bids planned that were played.
    waitsPerGameKingsFavor: round(w.kingsFavor.plain.waits, 1),
    waitsPerGamePlannedKingsFavor: round(w.kingsFavor.planned.waits, 1),
    bidWaitsKingsFavor: {
      plain: round(w.kingsFavor.plain.byDecision.bid ?? 0, 1),
      planned: round(w.kingsFavor.planned.byDecision.bid ?? 0, 1),
    },
    bidPlansPlayedShareKingsFavor: share(bids.played, bids.played + droppedOf(bids)),
    // The waits a game begins at each kind of decision (the prompt's), plain and planned.
    waitsByDecision: Object.fromEntries(
      Object.keys(w.plain.byDecision).map((k) => [
        k,
        { plain: round(w.plain.byDecision[k]!, 1), planned: round(w.planned.byDecision[k] ?? 0, 1) },
      ]),
    ),
    // Per kind of plan: the share played, and the share dropped for each reason (plans.ts), of those of that kind
    // that came to their moment.
    plansByKind: Object.fromEntries(
      kinds.flatMap(([kind, k]) => {
        const n = k.played + droppedOf(k);
        if (!n) return [];
        return [
          [
            kind,
            {
              triedPerGame: round(n / w.games, 1),
              played: share(k.played, n),
              dropped: Object.fromEntries(Object.entries(k.dropped).map(([why, d]) => [why, share(d, n)])),
            },
          ],
        ];
      }),
    ),
  };
}
