// Every shape the engine accepts or stores, as zod schemas; the types are inferred
// from them so that what is parsed and what is typed can never drift apart.
import * as z from 'zod/mini';

/** The moments a character card may be played (R9.1). */
export type Timing = 'beforePlacement' | 'beforeOwnPlacement' | 'duringPlacement' | 'beforeCounting' | 'afterCounting';

export const COLOURS = ['blue', 'green', 'yellow', 'red'] as const;
export const ColourSchema = z.enum(COLOURS);
export type Colour = z.infer<typeof ColourSchema>;

export const GemSchema = z.enum(['blue', 'green', 'yellow', 'red', 'black', 'white']);
export type Gem = z.infer<typeof GemSchema>;
/** A gem a player can hold: a white one is always named as a colour when taken (R7.3). */
export const KeptGemSchema = z.enum(['blue', 'green', 'yellow', 'red', 'black']);
export type KeptGem = z.infer<typeof KeptGemSchema>;

export const AREAS = ['port', 'commerce', 'palace'] as const;
export const AreaSchema = z.enum(AREAS);
export type Area = z.infer<typeof AreaSchema>;

export const YELLOW_CARDS = [
  'alchemist',
  'banker',
  'captain',
  'cardinal',
  'spy',
  'herald',
  'conjurer',
  'intriguer',
  'jeweler',
  'magician',
  'merchant',
  'mercenary',
  'queen',
  'prince',
  'king',
] as const;
export const BLUE_CARDS = ['blue-1', 'blue-2', 'blue-3', 'blue-4'] as const;
export const YellowCardSchema = z.enum(YELLOW_CARDS);
export const CardSchema = z.enum([...YELLOW_CARDS, ...BLUE_CARDS]);
export type Card = z.infer<typeof CardSchema>;
export type YellowCard = z.infer<typeof YellowCardSchema>;

/** Ship card ids of R1.3: large colour, dash, the two small colours (B G Y R W). */
export const SHIP_IDS = [
  'B-GR',
  'B-YR',
  'B-GY',
  'B-GW',
  'G-BY',
  'G-YR',
  'G-BR',
  'G-BW',
  'Y-BG',
  'Y-GR',
  'Y-BR',
  'Y-RW',
  'R-BG',
  'R-BY',
  'R-GY',
  'R-YW',
] as const;
export const ShipSchema = z.enum(SHIP_IDS);
export type Ship = z.infer<typeof ShipSchema>;

export const SeatSchema = z.int().check(z.minimum(0), z.maximum(3));
/** A participant in a majority: a seat, or the neutral player of R11. */
export type Who = number | 'neutral';
export const WhoSchema = z.union([SeatSchema, z.literal('neutral')]);

export const BrokerValueSchema = z.int().check(z.minimum(0), z.maximum(4));

export const CitySpotSchema = z.strictObject({
  neighborhood: z.int().check(z.minimum(1), z.maximum(4)),
  area: AreaSchema,
});
export const MarketSpotSchema = z.strictObject({
  row: z.int().check(z.minimum(1), z.maximum(3)),
  column: ColourSchema,
});
export const SpotSchema = z.union([CitySpotSchema, MarketSpotSchema]);
export type CitySpot = z.infer<typeof CitySpotSchema>;
export type MarketSpot = z.infer<typeof MarketSpotSchema>;
export type Spot = z.infer<typeof SpotSchema>;

// ---------------------------------------------------------------- options, deal

export const OptionsSchema = z.strictObject({
  kingsFavor: z._default(z.boolean(), false),
  express: z._default(z.boolean(), false),
  peekOwnHidden: z._default(z.boolean(), true),
  neighborhoods: z._default(z.union([z.literal(3), z.literal(4)]), 4),
  strongNeutral: z._default(z.boolean(), false),
});
export type Options = z.infer<typeof OptionsSchema>;

/** Raw input of a name read at most (UTF-16 units), so a hostile body costs nothing to refuse. */
export const NAME_INPUT_MAX = 200;

/**
 * A game's setup as the engine plays it and storage keeps it: the names as they were
 * accepted, never re-normalised or re-judged, so a game created before a rule on names
 * tightened still loads and replays to the same state.
 */
export const GameSetupSchema = z.strictObject({
  players: z
    .array(z.strictObject({ name: z.string().check(z.minLength(1), z.maxLength(NAME_INPUT_MAX)) }))
    .check(z.minLength(2), z.maxLength(4)),
  options: z._default(OptionsSchema, OptionsSchema.parse({})),
});

export const DealSchema = z.strictObject({
  orderCards: z.optional(z.array(z.int().check(z.minimum(1), z.maximum(4)))),
  ships: z.optional(z.array(ShipSchema)),
  characters: z.optional(
    z.partialRecord(z.enum(['1', '2', '3', '4']), z.array(YellowCardSchema).check(z.maxLength(3))),
  ),
  neutral: z.optional(z.array(z.array(z.int().check(z.minimum(0), z.maximum(4))))),
});
export type Deal = z.infer<typeof DealSchema>;

export const SeedSchema = z.union([z.string().check(z.minLength(1), z.maxLength(200)), z.int()]);
export type Seed = z.infer<typeof SeedSchema>;

// ---------------------------------------------------------------- the board's brokers

/** A broker on the board: a spot (or the King's Favor throne) and its index there, in placing order. */
export const BrokerRefSchema = z.strictObject({
  spot: z.union([SpotSchema, z.literal('throne')]),
  index: z.int().check(z.minimum(0), z.maximum(60)),
});
export type BrokerRef = z.infer<typeof BrokerRefSchema>;

// ---------------------------------------------------------------- state

export const BrokerSchema = z.object({
  owner: WhoSchema,
  value: BrokerValueSchema,
  faceUp: z.boolean(),
  /** For a neutral broker: the seat whose neutral supply it came from (R11.1). */
  supplier: z.optional(SeatSchema),
  /** Marked by the Mercenary: worth 5 at this turn's counting (R9). */
  marked: z.optional(z.boolean()),
  /** Seats whose Spy has seen this face-down broker this turn (R9): private to each of them. */
  seenBy: z.optional(z.array(SeatSchema)),
});
export type Broker = z.infer<typeof BrokerSchema>;

const GemCountsSchema = z.object({
  blue: z.int().check(z.minimum(0)),
  green: z.int().check(z.minimum(0)),
  yellow: z.int().check(z.minimum(0)),
  red: z.int().check(z.minimum(0)),
  black: z.int().check(z.minimum(0)),
});
export type GemCounts = z.infer<typeof GemCountsSchema>;

export const PlayerSchema = z.object({
  name: z.string(),
  vp: z.int().check(z.minimum(0)),
  orderCard: z.int().check(z.minimum(1), z.maximum(4)),
  /** Values behind the screen, sorted ascending: hidden from everyone else (R13). */
  behind: z.array(BrokerValueSchema),
  /** Bid brokers and the leftover, public (R5.1, R6.5). */
  front: z.array(BrokerValueSchema),
  gems: GemCountsSchema,
  hand: z.array(z.object({ card: YellowCardSchema, wonTurn: z.int() })),
  cardsPlayed: z.int().check(z.minimum(0)),
  /** King's Favor '2' brokers still beside the board (R10.1). */
  twosLeft: z.int().check(z.minimum(0)),
});
export type Player = z.infer<typeof PlayerSchema>;

export const NeighborhoodSchema = z.object({
  ship: z.nullable(ShipSchema),
  /** The character revealed this turn on the palace (R4.1). */
  character: z.nullable(CardSchema),
  port: z.array(BrokerSchema),
  commerce: z.array(BrokerSchema),
  palace: z.array(BrokerSchema),
});
export type Neighborhood = z.infer<typeof NeighborhoodSchema>;

export const WindowSchema = z.enum(['beforePlacement', 'beforeCounting', 'afterCounting']);
export type CardWindow = z.infer<typeof WindowSchema>;

/**
 * The agenda: what the game does next, head first. Automatic tasks run at once;
 * decision tasks wait for an action. Cards and counting push tasks in front, so
 * one mechanism carries the whole flow of a turn (R3).
 */
export const TaskSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('turnSetup') }),
  z.object({ kind: z.literal('bid'), bids: z.array(z.nullable(z.array(BrokerValueSchema))) }),
  z.object({ kind: z.literal('chooseOrder'), ranking: z.array(SeatSchema), positions: z.array(z.nullable(z.int())) }),
  z.object({ kind: z.literal('window'), window: WindowSchema, queue: z.array(SeatSchema) }),
  z.object({ kind: z.literal('place'), seat: SeatSchema, round: z.int() }),
  z.object({ kind: z.literal('afterPlace'), seat: SeatSchema, placed: z.array(BrokerRefSchema) }),
  z.object({ kind: z.literal('leftover') }),
  z.object({ kind: z.literal('countNeighborhood'), neighborhood: z.int() }),
  z.object({
    kind: z.literal('portGems'),
    neighborhood: z.int(),
    pickers: z.array(z.object({ who: WhoSchema, take: z.int() })),
    gems: z.array(GemSchema),
  }),
  z.object({ kind: z.literal('areas'), neighborhood: z.int() }),
  z.object({ kind: z.literal('marketRows') }),
  z.object({ kind: z.literal('marketColumns') }),
  z.object({
    kind: z.literal('orderColumns'),
    seat: SeatSchema,
    /** Best first; an inner array is a group of tied columns still to be ordered. */
    ranking: z.array(z.union([ColourSchema, z.array(ColourSchema)])),
  }),
  z.object({ kind: z.literal('highestBidder') }),
  z.object({ kind: z.literal('moveQuotation'), seat: SeatSchema }),
  /** A white gem to name as a colour: won with a blue card, or on a market row (R7.3, R7.5). */
  z.object({
    kind: z.literal('chooseColour'),
    seat: SeatSchema,
    reason: z.union([z.literal('blueCard'), z.object({ row: z.int() })]),
  }),
  z.object({ kind: z.literal('marketCleanup') }),
  z.object({ kind: z.literal('endTurn') }),
  z.object({ kind: z.literal('throne'), choices: z.array(z.nullable(BrokerValueSchema)) }),
  z.object({ kind: z.literal('finalScoring') }),
]);
export type Task = z.infer<typeof TaskSchema>;
export type TaskOf<K extends Task['kind']> = Extract<Task, { kind: K }>;

export const ScoreLineSchema = z.object({
  who: WhoSchema,
  name: z.string(),
  vpDuringPlay: z.int(),
  colours: z.object({ blue: z.int(), green: z.int(), yellow: z.int(), red: z.int() }),
  black: z.int(),
  kingsFavor: z.int(),
  total: z.int(),
  gems: z.int(),
});
export type ScoreLine = z.infer<typeof ScoreLineSchema>;
export const ResultSchema = z.object({
  lines: z.array(ScoreLineSchema),
  /** R8.5 among the players; R11.5: never the neutral player. */
  winners: z.array(SeatSchema),
  /** R11.5: the neutral player scored more than every player (a benchmark, never a win). */
  neutralAhead: z.boolean(),
});
export type Result = z.infer<typeof ResultSchema>;

/** Effects of character cards that last a while (R9); all public but `spy`. */
export const EffectsSchema = z.object({
  cardinal: z._default(z.array(SeatSchema), []),
  conjurer: z._default(z.array(SeatSchema), []),
  merchant: z._default(z.boolean(), false),
  intriguer: z._default(z.nullable(SeatSchema), null),
  queen: z._default(z.nullable(z.extend(CitySpotSchema, { seat: SeatSchema })), null),
  /** Spy holders this turn and what each has seen, in order (private to that seat). */
  spy: z._default(
    z.array(
      z.object({
        seat: SeatSchema,
        peeks: z.array(z.object({ target: BrokerRefSchema, owner: WhoSchema, value: BrokerValueSchema })),
      }),
    ),
    [],
  ),
});
export type Effects = z.infer<typeof EffectsSchema>;

/**
 * No effect in force, as EffectsSchema.parse({}) makes it (the same keys in the same
 * order), without a parse: a new game and every turn's end (R7.7) make one, on the
 * playout path too.
 */
export const noEffects = (): Effects => ({
  cardinal: [],
  conjurer: [],
  merchant: false,
  intriguer: null,
  queen: null,
  spy: [],
});

/** 2: the log left the state (events are stored beside the actions). */
export const STATE_SCHEMA_VERSION = 2;

export const StateSchema = z.object({
  schema: z.literal(STATE_SCHEMA_VERSION),
  options: OptionsSchema,
  version: z.int().check(z.minimum(0)),
  turn: z.int().check(z.minimum(1), z.maximum(4)),
  players: z.array(PlayerSchema),
  /** The neutral player of R11 (2 players only). */
  neutral: z.nullable(z.object({ vp: z.int().check(z.minimum(0)), gems: GemCountsSchema })),
  quotation: z.object({ blue: z.int(), green: z.int(), yellow: z.int(), red: z.int() }),
  city: z.array(NeighborhoodSchema),
  market: z.object({
    /** Gem on rows 1..3 this turn; null for a closed or empty row. */
    rowGems: z.array(z.nullable(GemSchema)),
    /** cells[row-1][column index in COLOURS]. */
    cells: z.array(z.array(z.nullable(BrokerSchema))),
  }),
  /** King's Favor throne room, in placing order: owners public, values private (R10.2). */
  throne: z.array(BrokerSchema),
  effects: EffectsSchema,
  agenda: z.array(TaskSchema),
  result: z.nullable(ResultSchema),
  /** Hidden from every seat (R13): the future, fixed at creation from the seed. */
  secret: z.object({
    shipDeck: z.array(ShipSchema),
    /** Character piles below the revealed card, per neighborhood 1..4, top first. */
    piles: z.array(z.array(YellowCardSchema)),
    /** Per seat, the neutral brokers' draw order for the rest of the game (R11.2). */
    neutralDraws: z.array(z.array(BrokerValueSchema)),
  }),
});
export type State = z.infer<typeof StateSchema>;
