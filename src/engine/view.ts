// R13: what one seat (or a spectator) may see. The only door out of the state.
import {
  COLOURS,
  type BrokerRef,
  type Area,
  type Broker,
  type Colour,
  type Gem,
  type GemCounts,
  type Options,
  type Result,
  type State,
  type Who,
  type Card,
  type YellowCard,
} from './schema.ts';
import { activeNeighborhoods, coloursByValue, openRows } from './components.ts';
import { behindNow } from './bidding.ts';
import { inPlacementPhase, peekTargets } from './peek.ts';
import { portGemsOf } from './counting/neighborhood.ts';
import type { Phase, Prompt } from './decision.ts';
import type { GameEvent, LogEntry } from './events.ts';
import { promptFor } from './prompt.ts';
import { publicDecision, type PublicDecision } from './publicDecision.ts';
import { phaseOf, waitingFor } from './tasks.ts';

export type BrokerView = { owner: Who; faceUp: boolean; value: number | null; marked: boolean };

export type View = {
  version: number;
  turn: number;
  phase: Phase;
  seat: number | null;
  waitingFor: number[];
  /** What the game waits on, public to all (R13): which decision and whose, not its options. */
  decision: PublicDecision | null;
  options: Options;
  players: {
    seat: number;
    name: string;
    vp: number;
    orderCard: number;
    gems: GemCounts;
    hand: { card: YellowCard; playableFromTurn: number }[];
    cardsPlayed: number;
    front: number[];
    behindCount: number;
    twosLeft: number;
    throneCount: number;
    /** Only in the seat's own entry: what R13 keeps private to it. */
    behind: number[] | null;
    bid: number[] | null;
    throne: number[] | null;
    hasActed: boolean;
  }[];
  neutral: { vp: number; gems: GemCounts } | null;
  quotation: Record<Colour, number>;
  colourRanking: Colour[];
  city: {
    neighborhood: number;
    active: boolean;
    ship: string | null;
    portGems: Gem[];
    character: Card | null;
    areas: Record<Area, BrokerView[]>;
    closedArea: Area | null;
  }[];
  market: {
    rows: { row: number; open: boolean; gem: Gem | null }[];
    cells: { row: number; column: Colour; broker: BrokerView | null }[];
  };
  throne: BrokerView[];
  effects: { cardinal: number[]; conjurer: number[]; merchant: boolean; intriguer: number | null; spy: number[] };
  spyFindings: { target: BrokerRef; owner: Who; value: number }[];
  /** The brokers this seat's Spy may look at now (R9): empty without a Spy, its 3 looks, or outside placement. */
  spyTargets: BrokerRef[];
  prompt: Prompt;
  /** The history this seat may read, oldest first: typed events, put in words by whoever renders them. */
  log: { version: number; turn: number; private: boolean; event: GameEvent }[];
  result: Result | null;
  /**
   * The move time limit, when the game has one: set by the game's room (its clock is not
   * a rule of the game), never by the engine. `deadlines[seat]` (ms since the epoch) for
   * each seat waited on, null otherwise and while `paused`; `now`, when the view was made,
   * so that a template says the time left without a clock of its own.
   */
  clock?: { moveSeconds: number; paused: boolean; deadlines: (number | null)[]; now: number };
  /**
   * The seats the room's bot plays, with its level, null for a person: set by the room, never by the engine.
   */
  bots?: ('greedy' | 'standard' | null)[];
  /** A finished game's scores turn by turn: set by the room from its record, never by the engine. */
  scores?: ScoreSeries;
};

/**
 * Each participant's score after every turn, index 0 being the start: `vp` its VP, and
 * `withGems` its VP plus what its gems would score (R8.1–R8.3) at that moment's quotations.
 */
export type ScoreSeries = { who: Who; name: string; vp: number[]; withGems: number[] }[];

function spyTargets(s: State, seat: number | null): BrokerRef[] {
  const spy = seat === null ? undefined : s.effects.spy.find((e) => e.seat === seat);
  return spy && spy.peeks.length < 3 && inPlacementPhase(s) ? peekTargets(s, spy.seat) : [];
}

/** What `seat` (null: a spectator) may see of the state and of its history `log` (R13). */
export function viewFor(s: State, seat: number | null, log: readonly LogEntry[] = []): View {
  const own = (owner: Who) => seat !== null && owner === seat;
  // R6.6, R6.7: face-down values are the owner's alone (if the option allows), never a neutral's.
  const broker = (b: Broker): BrokerView => ({
    owner: b.owner,
    faceUp: b.faceUp,
    marked: !!b.marked,
    value:
      b.faceUp || (own(b.owner) && s.options.peekOwnHidden) || (seat !== null && !!b.seenBy?.includes(seat))
        ? b.value
        : null,
  });
  const task = s.agenda[0];
  const active = activeNeighborhoods(s);
  const rows = openRows(s);
  return {
    version: s.version,
    turn: s.turn,
    phase: phaseOf(s),
    seat,
    waitingFor: waitingFor(s),
    decision: publicDecision(s),
    options: s.options,
    players: s.players.map((p, i) => {
      const pendingBid = task?.kind === 'bid' ? (task.bids[i] ?? null) : null;
      const pendingThrone = task?.kind === 'throne' ? (task.choices[i] ?? null) : null;
      return {
        seat: i,
        name: p.name,
        vp: p.vp,
        orderCard: p.orderCard,
        gems: p.gems,
        hand: p.hand.map((h) => ({ card: h.card, playableFromTurn: h.wonTurn + 1 })),
        cardsPlayed: p.cardsPlayed,
        front: p.front,
        behindCount: p.behind.length - (pendingBid ? 2 : 0),
        twosLeft: p.twosLeft,
        throneCount: s.throne.filter((b) => b.owner === i).length,
        behind: own(i) ? behindNow(s, i) : null,
        bid: own(i) ? pendingBid : null,
        throne: own(i) ? s.throne.filter((b) => b.owner === i).map((b) => b.value) : null,
        hasActed: pendingBid !== null || pendingThrone !== null,
      };
    }),
    neutral: s.neutral,
    quotation: s.quotation,
    colourRanking: coloursByValue(s),
    city: s.city.map((hood, i) => ({
      neighborhood: i + 1,
      active: active.includes(i + 1),
      ship: hood.ship,
      portGems: portGemsOf(s, i + 1),
      character: hood.character,
      areas: { port: hood.port.map(broker), commerce: hood.commerce.map(broker), palace: hood.palace.map(broker) },
      closedArea: s.effects.queen?.neighborhood === i + 1 ? s.effects.queen.area : null,
    })),
    market: {
      rows: [1, 2, 3].map((row) => ({ row, open: rows.includes(row), gem: s.market.rowGems[row - 1] ?? null })),
      cells: [1, 2, 3].flatMap((row) =>
        COLOURS.map((column, c) => {
          const b = s.market.cells[row - 1]![c]!;
          return { row, column, broker: b ? broker(b) : null };
        }),
      ),
    },
    // R10.2: a throne broker's owner may always look at it.
    throne: s.throne.map((b) => ({ ...broker(b), value: own(b.owner) ? b.value : broker(b).value })),
    effects: {
      cardinal: s.effects.cardinal,
      conjurer: s.effects.conjurer,
      merchant: s.effects.merchant,
      intriguer: s.effects.intriguer,
      spy: s.effects.spy.map((e) => e.seat),
    },
    spyFindings: seat === null ? [] : (s.effects.spy.find((e) => e.seat === seat)?.peeks ?? []),
    spyTargets: spyTargets(s, seat),
    prompt: promptFor(s, seat),
    log: logFor(log, seat),
    result: s.result,
  };
}

/** The log as `seat` (null: a spectator) may read it: R13, private entries reach their own seat only. */
export const logFor = (log: readonly LogEntry[], seat: number | null): View['log'] =>
  log
    .filter((e) => e.to === undefined || e.to === seat)
    .map((e) => ({ version: e.version, turn: e.turn, private: e.to !== undefined, event: e.event }));
