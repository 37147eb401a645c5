// A seat's planned move: while others decide, a seat may say now what it will do at its
// next decision. One row per seat, beside the game (never in its state, so the log and
// the replay never meet a plan). The plan is checked against what the seat's own view
// allows when it is made, and tried at the one moment it is for: right after the action
// that makes the game wait on the seat (moves.ts), before anyone is told. It is played
// only if that decision is of its kind, the rules take it, and nothing it was planned
// against changed; otherwise it is dropped, and the seat's view says why.
import * as z from 'zod/mini';
import {
  type Action,
  ActionSchema,
  type BrokerView,
  COLOURS,
  type EngineRefusal,
  type Prompt,
  type RuleError,
  type Spot,
  SpotSchema,
  type State,
  type View,
  WhoSchema,
  cardChoices,
  playableCards,
  promptFor,
  viewFor,
} from '../engine/index.ts';
import type { PlanDropReason, PlanShown, RefusalError } from '../views.ts';
import { SeatRows } from './seatRows.ts';

/** The kinds of action a seat may plan, and the decision each answers (the prompt's kind). */
export const PLANNABLE = ['place', 'bid', 'playCard', 'pass'] as const;
export type Plannable = Extract<Action, { type: (typeof PLANNABLE)[number] }>;
export const isPlannable = (action: Action): action is Plannable => PLANNABLE.some((type) => type === action.type);

/** The decision a planned action answers: the Queen is played from the placement's own decision (R9). */
export function decisionOf(action: Plannable): Prompt['kind'] {
  if (action.type === 'playCard') return action.card === 'queen' ? 'place' : 'playCards';
  return action.type === 'pass' ? 'playCards' : action.type;
}

/**
 * What a plan depends on, as the seat's view showed it when planned: for a placement, the
 * brokers in each place it names (face-down values left out: a Spy's look changes what is
 * seen, not what stands there); for a card or a pass, the cards (the palaces' and every
 * hand) and the quotations; for a bid, every hand and the quotations. A bid's palaces are
 * null: it is for the next turn's bidding, whose characters no one sees before its setup
 * reveals them (R4.1), and those of the turn it was made in are gone by then.
 */
const BrokerSeenSchema = z.object({
  owner: WhoSchema,
  faceUp: z.boolean(),
  marked: z.boolean(),
  value: z.nullable(z.int()),
});
type BrokerSeen = z.infer<typeof BrokerSeenSchema>;
const DependsSchema = z.union([
  z.object({ places: z.array(z.object({ spot: SpotSchema, brokers: z.array(BrokerSeenSchema) })) }),
  z.object({
    cards: z.object({
      palaces: z.nullable(z.array(z.nullable(z.string()))),
      hands: z.array(z.array(z.string())),
    }),
    quotation: z.record(z.string(), z.int()),
  }),
]);
export type Depends = z.infer<typeof DependsSchema>;

const seen = (b: BrokerView): BrokerSeen => ({
  owner: b.owner,
  faceUp: b.faceUp,
  marked: b.marked,
  value: b.faceUp ? b.value : null,
});

/** The brokers standing in a place, as `view` shows them (none for a place that is not on the board). */
function brokersAt(view: View, spot: Spot): BrokerSeen[] {
  if ('neighborhood' in spot) return (view.city[spot.neighborhood - 1]?.areas[spot.area] ?? []).map(seen);
  const cell = view.market.cells.find((c) => c.row === spot.row && c.column === spot.column);
  return cell?.broker ? [seen(cell.broker)] : [];
}

const sameSpot = (a: Spot, b: Spot) => JSON.stringify(a) === JSON.stringify(b);

/** The places a placement (or the Queen) names, each once. */
function placesOf(action: Plannable): Spot[] {
  const named: Spot[] =
    action.type === 'place'
      ? [...action.placements.map((p) => p.to), ...(action.neutral ? [action.neutral] : [])]
      : action.type === 'playCard' && action.card === 'queen'
        ? [action.spot]
        : [];
  return named.filter((s, i) => named.findIndex((t) => sameSpot(s, t)) === i);
}

const palaces = (view: View) => view.city.map((h) => h.character);
const hands = (view: View) => view.players.map((p) => p.hand.map((h) => h.card));

export function dependsOf(view: View, action: Plannable): Depends {
  const places = placesOf(action);
  if (places.length) return { places: places.map((spot) => ({ spot, brokers: brokersAt(view, spot) })) };
  return {
    cards: { palaces: action.type === 'bid' ? null : palaces(view), hands: hands(view) },
    quotation: view.quotation,
  };
}

/** Why what a plan depends on no longer holds in `view` (null: it all holds). */
export function changed(depends: Depends, view: View): PlanDropReason | null {
  if ('places' in depends) {
    for (const { spot, brokers } of depends.places) {
      const now = brokersAt(view, spot);
      if (JSON.stringify(now) === JSON.stringify(brokers)) continue;
      // Who put brokers there since: one more broker of theirs than when planned.
      const count = (list: BrokerSeen[], who: BrokerSeen['owner']) => list.filter((b) => b.owner === who).length;
      const by = [...new Set(now.map((b) => b.owner))].filter((who) => count(now, who) > count(brokers, who));
      return { why: 'place', spot, by };
    }
    return null;
  }
  const cards = { palaces: depends.cards.palaces && palaces(view), hands: hands(view) };
  if (JSON.stringify(cards) !== JSON.stringify(depends.cards)) return { why: 'cards' };
  if (JSON.stringify(view.quotation) !== JSON.stringify(depends.quotation)) return { why: 'quotation' };
  return null;
}

/**
 * Why a plan due in `state` is not played (null: the rules have the last word): the decision is of another kind, or
 * what the plan depends on changed. A pause is the room's own (moves.ts).
 */
export function whyNotPlayed(state: State, plan: Pick<Pending, 'seat' | 'action' | 'depends'>): PlanDropReason | null {
  if (promptFor(state, plan.seat).kind !== decisionOf(plan.action)) return { why: 'decision' };
  return changed(plan.depends, viewFor(state, plan.seat));
}

// ------------------------------------------------------------------ what the seat's view allows when it plans

const refusal = (rule: string, refusal: EngineRefusal): RuleError => ({ code: 'rule', rule, refusal });

/** `wanted` taken out of `from`, value by value; the values missing, if any. */
function missing(from: readonly number[], wanted: readonly number[]): number[] {
  const left = [...from];
  const lacking: number[] = [];
  for (const v of wanted) {
    const i = left.indexOf(v);
    if (i < 0) lacking.push(v);
    else left.splice(i, 1);
  }
  return lacking;
}

/** A place that the board refuses now (R6.3, R6.4, the Queen of R9), as the seat sees it. */
function spotProblem(view: View, spot: Spot, taken: Spot[]): RuleError | null {
  if ('neighborhood' in spot) {
    const hood = view.city[spot.neighborhood - 1];
    if (!hood?.active) return refusal('R6.3', { key: 'neighborhoodNotInPlay', neighborhood: spot.neighborhood });
    if (hood.closedArea === spot.area) return refusal('R9', { key: 'queenClosed', spot });
    return null;
  }
  if (!view.market.rows[spot.row - 1]?.open) return refusal('R6.4', { key: 'rowClosed', row: spot.row });
  if (taken.some((t) => sameSpot(t, spot))) return refusal('R6.4', { key: 'squareTwice', ...spot });
  if (brokersAt(view, spot).length) return refusal('R6.4', { key: 'squareTaken', ...spot });
  return null;
}

/**
 * The brokers a planned bid is made of: a bid is for the next turn's bidding (R5.1), when every broker of the seat is
 * behind its screen again, so all of them wherever they stand now (its bid of this turn too), but those on the throne,
 * which stay there (R10.2): the one `throneChoice` names, chosen and not yet laid, included; and with the King's
 * Favor, the '2' the turn's end adds. Null when one stands where the seat cannot read its value (R6.6).
 */
export function bidBrokers(view: View, seat: number, throneChoice: number | null): number[] | null {
  const me = view.players[seat]!;
  const mine = [
    ...view.city.flatMap((h) => [...h.areas.port, ...h.areas.commerce, ...h.areas.palace]),
    ...view.market.cells.flatMap((c) => (c.broker ? [c.broker] : [])),
  ].filter((b) => b.owner === seat);
  if (mine.some((b) => b.value === null)) return null;
  const two = view.options.kingsFavor && me.twosLeft > 0 ? [2] : [];
  const all = [...(me.behind ?? []), ...(me.bid ?? []), ...me.front, ...mine.map((b) => b.value!), ...two];
  const laid = throneChoice === null ? -1 : all.indexOf(throneChoice);
  return laid < 0 ? all : all.filter((_, i) => i !== laid);
}

/** The throne broker the seat chose this turn, not laid until every seat has chosen (R10.2): its own to know. */
export function throneChoiceOf(state: State, seat: number): number | null {
  const task = state.agenda[0];
  return task?.kind === 'throne' ? (task.choices[seat] ?? null) : null;
}

/**
 * Whether the seat may plan `action` as its own view shows the game: its brokers, its
 * cards, the places taken now. What only its moment can tell (whose turn, the round, a
 * card's window) is the rules' when the plan is tried. `throneChoice`: its throne broker
 * chosen and not yet laid (throneChoiceOf), which its view does not carry.
 */
export function planProblem(
  view: View,
  seat: number,
  action: Plannable,
  throneChoice: number | null,
): RuleError | null {
  const me = view.players[seat]!;
  if (action.type === 'bid') {
    // R3: four turns; a seat not waited on in turn 4 has made its last bid.
    if (view.turn >= 4) return refusal('R3', { key: 'noBidLeft' });
    const all = bidBrokers(view, seat, throneChoice);
    return all && missing(all, action.brokers).length
      ? refusal('R5.1', { key: 'noBidBrokers', values: action.brokers })
      : null;
  }
  if (action.type === 'playCard') {
    const held = me.hand.find((h) => h.card === action.card);
    if (!held) return refusal('R9.2', { key: 'cardNotHeld', card: action.card });
    if (held.playableFromTurn > view.turn) return refusal('R9.2', { key: 'cardWonThisTurn', card: action.card });
    return action.card === 'queen' ? spotProblem(view, action.spot, []) : null;
  }
  if (action.type !== 'place') return null;
  const [a, b] = action.placements;
  if (a.faceUp === b.faceUp && !view.effects.cardinal.includes(seat)) return refusal('R6.2', { key: 'oneUpOneDown' });
  const conjured = action.placements.filter((p) => p.fromFront);
  if (conjured.length && !view.effects.conjurer.includes(seat)) return refusal('R9', { key: 'onlyConjurer' });
  if (conjured.some((p) => p.refill === undefined)) return refusal('R9', { key: 'conjurerRefill' });
  const fromBehind = [
    ...action.placements.filter((p) => !p.fromFront).map((p) => p.value),
    ...conjured.map((p) => p.refill!),
  ];
  if (missing(me.behind ?? [], fromBehind).length) return refusal('R6.2', { key: 'notBehind', values: fromBehind });
  const fromFront = conjured.map((p) => p.value);
  if (missing(me.front, fromFront).length) return refusal('R9', { key: 'notInFront', values: fromFront });
  const taken: Spot[] = [];
  for (const spot of [a.to, b.to, ...(action.neutral ? [action.neutral] : [])]) {
    const problem = spotProblem(view, spot, taken);
    if (problem) return problem;
    taken.push(spot);
  }
  const twoPlayers = view.neutral !== null;
  if (twoPlayers && !action.neutral) return refusal('R11.2', { key: 'placeNeutral' });
  if (!twoPlayers && action.neutral) return refusal('R11.2', { key: 'neutralOnlyWithTwo' });
  return null;
}

/**
 * The decision a seat may plan now, as its prompt will ask it: a placement while another places, a card window's
 * cards (and its pass) while others decide in it, or the next turn's bid once nothing of this turn asks it again.
 */
export type PlanOffer = Extract<Prompt, { kind: 'place' | 'playCards' | 'bid' }>;

const CITY_AREAS = ['port', 'commerce', 'palace'] as const;
const MARKET = [1, 2, 3].flatMap((row) => COLOURS.map((column) => ({ row, column })));

/**
 * What the seat's page offers as "Plan my next move" (null: nothing to offer), never while the game waits on the seat.
 * During another seat's placement, a placement of its own brokers behind the screen on the places free now: its round
 * is the one being played, the page's own key for a half-built plan, nothing the rules read. During a card window
 * (R9.1) where the seat comes later in turn order, the cards it may play in it and the pass. At the turn's end, the
 * next turn's bid (bidOffer). `passing`: the seat's standing pass is on for this turn (standing.ts), which answers
 * every card window of it, so no window is offered and none holds back the bid.
 */
export function planOffer(view: View, seat: number, state: State, passing = false): PlanOffer | null {
  const now = view.decision;
  const me = view.players[seat];
  if (view.result || !now || !me || view.waitingFor.includes(seat)) return null;
  if (now.kind === 'playCards' || now.kind === 'throne')
    return (passing ? null : windowOffer(state, seat)) ?? bidOffer(view, seat, state, passing);
  if (now.kind !== 'place' || !me.behind || me.behind.length < 2) return null;
  const city = view.city.flatMap((h) => CITY_AREAS.map((area) => ({ neighborhood: h.neighborhood, area })));
  const spots: Spot[] = [...city, ...MARKET].filter((spot) => !spotProblem(view, spot, []));
  return {
    kind: 'place',
    round: now.round,
    rounds: now.rounds,
    behind: me.behind,
    front: me.front,
    spots,
    takesOne: spots.filter((spot) => 'row' in spot),
    then: [],
    anyFaces: view.effects.cardinal.includes(seat),
    fromFront: view.effects.conjurer.includes(seat),
    neutral: view.neutral !== null,
    neutralLeft: view.neutral ? now.rounds - now.round + 1 : 0,
    cards: [],
    choices: {},
  };
}

/**
 * The next turn's bid, offered once the market is counted (R7.5: the quotations of the bidding are set, but for an
 * after-counting card) and nothing of this turn asks the seat again: the seat is done with the window after counting,
 * holds no card for it or passes it standing, and with the King's Favor has chosen its throne broker (R10.2).
 * Earlier, the counting would move the quotations the bid depends on and drop it. Never in turn 4, the last (R3).
 */
function bidOffer(view: View, seat: number, state: State, passing: boolean): PlanOffer | null {
  const end = state.agenda.findIndex((t) => t.kind === 'endTurn');
  if (state.turn >= 4 || end < 0) return null;
  const done = state.agenda.slice(0, end).every((task) => {
    if (task.kind === 'throne') return task.choices[seat] !== null;
    if (task.kind !== 'window' || task.window !== 'afterCounting') return false;
    return passing || !task.queue.includes(seat) || !playableCards(state, seat, task.window).length;
  });
  const behind = done ? bidBrokers(view, seat, throneChoiceOf(state, seat)) : null;
  return behind ? { kind: 'bid', behind: behind.sort((a, b) => a - b) } : null;
}

/**
 * The window under way (never the moment after another seat's placement, which is that seat's alone), when the seat
 * is still in its queue and holds cards for it: its prompt there, with the choices its cards have now.
 */
function windowOffer(state: State, seat: number): PlanOffer | null {
  const task = state.agenda[0];
  if (task?.kind !== 'window' || !task.queue.includes(seat)) return null;
  const cards = playableCards(state, seat, task.window);
  return cards.length
    ? { kind: 'playCards', window: task.window, cards, placed: [], choices: cardChoices(state, seat, cards) }
    : null;
}

/** An action the seat may plan at all: parsed as a posted one is, and of a kind that can be planned. */
export function plannable(action: unknown): { ok: true; action: Plannable } | { ok: false; error: RefusalError } {
  const parsed = ActionSchema.safeParse(action);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.');
    return { ok: false, error: { code: 'invalid', refusal: { key: 'invalidAction', ...(path ? { path } : {}) } } };
  }
  return isPlannable(parsed.data)
    ? { ok: true, action: parsed.data }
    : { ok: false, error: { code: 'invalid', refusal: { key: 'planKind' } } };
}

// ------------------------------------------------------------------ the table

/**
 * A plan as stored, one row a seat: pending (with what it depends on), or dropped with its reason. The reason is
 * this build's own words' data, only ever shown: its kind is checked, the rest read as written.
 */
const StoredPlanSchema = z.union([
  z.object({ action: z.unknown(), version: z.int(), depends: DependsSchema }),
  z.object({
    dropped: z.looseObject({ why: z.enum(['decision', 'place', 'cards', 'quotation', 'refused', 'paused']) }),
    version: z.int(),
  }),
]);

export type Pending = { seat: number; action: Plannable; version: number; depends: Depends };
type Row = Pending | { seat: number; dropped: PlanDropReason; version: number };

/** The plans, one row a seat (seatRows.ts): pending, or dropped with its reason. */
export class PlanStore {
  private readonly rows: SeatRows<Row>;

  constructor(storage: DurableObjectStorage, count: (rows: number) => void) {
    this.rows = new SeatRows(storage, count, 'plans', 'plan', readRow);
  }

  private write(row: Row): void {
    const { seat, ...plan } = row;
    this.rows.put(seat, row, plan);
  }

  /** The seats' plans waiting for their moment, by seat. */
  pending(): Pending[] {
    return [...this.rows.all().values()].filter((r): r is Pending => 'action' in r).sort((a, b) => a.seat - b.seat);
  }

  /** The seat's plan or its last one's drop, as its own view carries it. */
  shown(seat: number): PlanShown | null {
    const row = this.rows.all().get(seat);
    if (!row) return null;
    return 'action' in row
      ? { action: row.action, version: row.version }
      : { dropped: row.dropped, version: row.version };
  }

  set(plan: Pending): void {
    this.write(plan);
  }

  drop(seat: number, version: number, reason: PlanDropReason): void {
    this.write({ seat, dropped: reason, version });
  }

  /** The seat's row gone: its plan played or taken back, or its link given to someone else. */
  clear(seat: number): void {
    this.rows.delete(seat);
  }
}

/** A stored row read back; one that no longer reads (a format of another build) is as none. */
function readRow(seat: number, json: unknown): Row | null {
  const row = StoredPlanSchema.safeParse(json);
  if (!row.success) return null;
  if ('dropped' in row.data) return { seat, dropped: row.data.dropped as PlanDropReason, version: row.data.version };
  const action = plannable(row.data.action);
  return action.ok ? { seat, action: action.action, version: row.data.version, depends: row.data.depends } : null;
}
