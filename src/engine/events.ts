// History is not state: each accepted action yields typed events (what happened, with
// its parameters), kept by whoever stores the game, never in the state. Words are made
// from events only when a page or a log is rendered, so one event renders in any
// language. An event is public unless its log entry names the one seat it is for.
import * as z from 'zod/mini';
import {
  BrokerValueSchema,
  CardSchema,
  ColourSchema,
  GemSchema,
  KeptGemSchema,
  SeatSchema,
  ShipSchema,
  SpotSchema,
  type State,
  WhoSchema,
  YellowCardSchema,
} from './schema.ts';
import { type PlayCard, PlayCardSchema } from './cards/index.ts';

const seat = SeatSchema;
const who = WhoSchema;
const n = z.int();
/** Participants of a majority with their totals, best first (R7.2, R7.8). */
const TotalsSchema = z.array(z.object({ who, total: n }));
/**
 * The ties a majority broke (R7.8): `winner` ranked just above `loser` on the same total,
 * `by` the step that decided; `values` the compared tie-break sums (R6.5) or order cards,
 * the winner's first. Optional: histories recorded before it have none.
 */
const TiesSchema = z.optional(
  z.array(
    z.object({
      winner: who,
      loser: who,
      by: z.enum(['intriguer', 'neutral', 'tieBreakBrokers', 'orderCard']),
      values: z.optional(z.array(n)),
    }),
  ),
);

/** Tuples as arrays: events cross the Durable Object's RPC, whose types know no tuples. */
type Untupled<T> = T extends readonly [infer A, ...unknown[]]
  ? Untupled<A>[]
  : T extends object
    ? { [K in keyof T]: Untupled<T[K]> }
    : T;
/** A played card as its action had it, checked by the action's own schema. */
const PlayedCardSchema = z.custom<Untupled<PlayCard>>((v) => PlayCardSchema.safeParse(v).success);

const event = <K extends string, S extends z.core.$ZodShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), ...shape });

export const GameEventSchema = z.discriminatedUnion('kind', [
  // R4, R7.7
  event('turnBegins', {
    turn: n,
    characters: z.array(z.object({ neighborhood: n, card: z.nullable(CardSchema) })),
    ships: z.array(z.object({ neighborhood: n, ship: z.nullable(ShipSchema) })),
    rowGems: z.array(z.object({ row: n, gem: GemSchema })),
  }),
  event('twosAdded', {}),
  event('turnEnds', { turn: n, order: z.array(seat) }),
  // R5
  event('bid', { seat, brokers: z.array(BrokerValueSchema) }),
  event('hasBid', { seat }),
  event('standIn', { seat, reason: z.optional(z.enum(['time', 'host'])) }),
  event('bidsRevealed', { bids: z.array(z.object({ seat, brokers: z.array(BrokerValueSchema) })) }),
  event('positionTaken', { seat, position: n }),
  // R6, R11.2; a face-down broker's value is never in a public event
  event('placed', {
    seat,
    brokers: z.array(z.object({ value: z.nullable(BrokerValueSchema), fromFront: z.boolean(), spot: SpotSchema })),
    vp: n,
  }),
  event('conjurerRefill', { seat, values: z.array(BrokerValueSchema) }),
  event('neutralPlaced', { seat, spot: SpotSchema, vp: n }),
  event('leftover', { fronts: z.array(z.object({ seat, values: z.array(BrokerValueSchema) })) }),
  // R9
  event('passed', { seat }),
  /** What the card's effect said beyond the play (cards/card.ts's Said): `at`, a broker's place; `vp`, VP earned. */
  event('cardPlayed', {
    seat,
    play: PlayedCardSchema,
    at: z.optional(z.union([SpotSchema, z.literal('throne')])),
    vp: z.optional(n),
  }),
  event('spyPeek', { seat, owner: who, value: BrokerValueSchema, at: z.union([SpotSchema, z.literal('throne')]) }),
  event('vpCardWon', { who, card: z.enum(['prince', 'king']), vp: n }),
  event('cardTradedForGem', { card: CardSchema, gem: ColourSchema }),
  event('blueCardWon', { seat }),
  event('cardWon', { seat, card: YellowCardSchema }),
  event('colourChosen', { seat, colour: ColourSchema, reason: z.union([z.literal('blueCard'), z.object({ row: n })]) }),
  // R7.1–R7.4
  event('neighborhoodCounted', { neighborhood: n, totals: TotalsSchema, ties: TiesSchema }),
  event('gemsTaken', {
    who,
    neighborhood: n,
    gems: z.array(z.object({ gem: GemSchema, as: z.optional(KeptGemSchema) })),
  }),
  event('portWon', { who, neighborhood: n, ties: TiesSchema }),
  event('commerceWon', { who, neighborhood: n, vp: n, ties: TiesSchema }),
  event('palaceWon', { who, neighborhood: n, ties: TiesSchema }),
  event('characterDiscarded', { neighborhood: n, card: CardSchema }),
  event('queenDiscarded', {}),
  // R7.5
  event('rowCounted', { row: n, gem: GemSchema, totals: TotalsSchema, winner: z.nullable(who), ties: TiesSchema }),
  /** `ties`: columns of equal total ranked by their number of brokers (R7.5); still tied, a seat orders them. */
  event('columnsCounted', {
    columns: z.array(z.object({ colour: ColourSchema, total: n, brokers: n })),
    ties: z.optional(z.array(z.object({ above: ColourSchema, below: ColourSchema }))),
  }),
  event('columnsOrdered', { seat, columns: z.array(ColourSchema) }),
  event('quotationsMoved', { moves: z.array(z.object({ colour: ColourSchema, step: n })) }),
  /** `colour`: the quotation the neutral player moved up (R11.4). */
  event('highestBidder', {
    who: z.nullable(who),
    totals: TotalsSchema,
    colour: z.optional(ColourSchema),
    ties: TiesSchema,
  }),
  event('quotationMoved', { seat, colour: ColourSchema, step: n }),
  // R10
  event('throneChosen', { seat, value: BrokerValueSchema }),
  event('hasChosenThrone', { seat }),
  event('throneLaid', {}),
  event('throneRevealed', { sums: z.array(z.object({ seat, sum: n })) }),
  // R8, R11.5
  event('finalScores', {
    scores: z.array(z.object({ who, total: n })),
    winners: z.array(seat),
    neutralAhead: z.boolean(),
  }),
]);
export type GameEvent = z.infer<typeof GameEventSchema>;
export type EventKind = GameEvent['kind'];
export type EventOf<K extends EventKind> = Extract<GameEvent, { kind: K }>;

/** One line of the game's history: the version its action produced, the turn, and for whom (none: everyone). */
export const LogEntrySchema = z.object({
  version: z.int().check(z.minimum(0)),
  turn: z.int(),
  to: z.optional(SeatSchema),
  event: GameEventSchema,
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/**
 * Events of the work in progress on a state. The rules emit as they go; whoever runs
 * them opens a journal for that state (`eventsOf`) and takes the events away. With no
 * journal open (a playout on a state the caller owns) an event is simply dropped.
 */
type Journal = { version: number; entries: LogEntry[] };
const journals = new WeakMap<State, Journal>();

export function emit(s: State, event: GameEvent, to?: number): void {
  const journal = journals.get(s);
  if (!journal) return;
  const { version, entries } = journal;
  entries.push(to === undefined ? { version, turn: s.turn, event } : { version, turn: s.turn, to, event });
}

/** Run `work` on `s` and return the events it emitted, stamped with `version`. */
export function eventsOf(s: State, version: number, work: () => void): LogEntry[] {
  const journal: Journal = { version, entries: [] };
  journals.set(s, journal);
  try {
    work();
  } finally {
    journals.delete(s);
  }
  return journal.entries;
}
