// English: the dictionary every other language is checked against (Dict = typeof en).
import type {
  Area,
  CardWindow,
  Colour,
  Gem,
  KeptGem,
  NameWhere,
  ReservedMeaning,
  Ship,
  Spot,
  Timing,
  View,
  YellowCard,
} from '../../src/engine/index.ts';
import type { FormField, Refusal, WriteKind } from '../../src/views.ts';
import { fmt } from './format.ts';

// ---------------------------------------------------------------- terms

/**
 * The game's own words, as this language's rulebook prints them: cards, places, gems,
 * phases. Every other section builds its sentences from these.
 */
/** "1st", "2nd", "3rd", "4th": the suffix of each of English's ordinal plural rules but "other" ("th"). */
const ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

const terms = {
  brand: 'Ys online',
  /** A character card's printed name, as a title: "Captain"; `blue`: any of the four blue cards. */
  card: {
    captain: 'Captain',
    cardinal: 'Cardinal',
    spy: 'Spy',
    conjurer: 'Conjurer',
    queen: 'Queen',
    magician: 'Magician',
    mercenary: 'Mercenary',
    herald: 'Herald',
    merchant: 'Merchant',
    intriguer: 'Intriguer',
    alchemist: 'Alchemist',
    banker: 'Banker',
    jeweler: 'Jeweler',
    prince: 'Prince',
    king: 'King',
    blue: 'Blue card',
  } satisfies Record<YellowCard | 'blue', string>,
  /** The same card as a sentence names it, with its article: "the Captain", "a blue card". */
  theCard: {
    captain: 'the Captain',
    cardinal: 'the Cardinal',
    spy: 'the Spy',
    conjurer: 'the Conjurer',
    queen: 'the Queen',
    magician: 'the Magician',
    mercenary: 'the Mercenary',
    herald: 'the Herald',
    merchant: 'the Merchant',
    intriguer: 'the Intriguer',
    alchemist: 'the Alchemist',
    banker: 'the Banker',
    jeweler: 'the Jeweler',
    prince: 'the Prince',
    king: 'the King',
    blue: 'a blue card',
  } satisfies Record<YellowCard | 'blue', string>,
  /** The colour of a gem or quotation, as an adjective in a sentence. */
  colour: {
    blue: 'blue',
    green: 'green',
    yellow: 'yellow',
    red: 'red',
    black: 'black',
    white: 'white',
  } satisfies Record<Gem, string>,
  /** The same colour as a label on its own: "Blue". */
  Colour: {
    blue: 'Blue',
    green: 'Green',
    yellow: 'Yellow',
    red: 'Red',
    black: 'Black',
    white: 'White',
  } satisfies Record<Gem, string>,
  /** "a blue gem": one gem of a colour, in a sentence. */
  aGem: (g: Gem) => `a ${g} gem`,
  /** "3 blue gems". */
  gems: (n: number, g: Gem) => `${fmt.en.num(n)} ${g} ${fmt.en.plural(n, { one: 'gem', other: 'gems' })}`,
  area: { port: 'port', commerce: 'commerce', palace: 'palace' } satisfies Record<Area, string>,
  Area: { port: 'Port', commerce: 'Commerce', palace: 'Palace' } satisfies Record<Area, string>,
  neighborhood: (n: number) => `neighborhood ${n}`,
  Neighborhood: (n: number) => `Neighborhood ${n}`,
  marketRow: (row: number) => `market row ${row}`,
  /** A place in a sentence: "neighborhood 2 commerce", "market row 3 red". */
  spot: (spot: Spot) =>
    'neighborhood' in spot ? `neighborhood ${spot.neighborhood} ${spot.area}` : `market row ${spot.row} ${spot.column}`,
  /** A place as a label on its own: "Neighborhood 2 · commerce", "Market row 3 · red". */
  spotLabel: (spot: Spot) =>
    'neighborhood' in spot
      ? `Neighborhood ${spot.neighborhood} · ${spot.area}`
      : `Market row ${spot.row} · ${spot.column}`,
  throneRoom: 'the throne room',
  ThroneRoom: 'Throne room',
  market: 'Market',
  phase: {
    setup: 'Setup',
    bid: 'Bidding for order',
    order: 'Choosing the order',
    placement: 'Placement',
    counting: 'Counting',
    kingsFavor: "The King's Favor",
    over: 'Game over',
  } satisfies Record<View['phase'], string>,
  kingsFavor: "The King's Favor",
  express: 'Ys Express',
  /** The seats' colours (templates/theme.ts), as words for those who cannot tell them apart. */
  seatColour: ['purple', 'orange', 'pink', 'slate'] as readonly string[],
  broker: (n: number) => fmt.en.plural(n, { one: 'broker', other: 'brokers' }),
  vp: (n: number) => `${fmt.en.num(n)} VP`,
  /** "1st", "2nd", "3rd", "4th". */
  ordinal: (n: number) => `${n}${ORDINAL_SUFFIX[fmt.en.ordinal(n)] ?? 'th'}`,
  neutral: 'the neutral player',
  Neutral: 'Neutral',
  /** A seat with no name (never shown in a real game): "Seat 2". */
  seat: (n: number) => `Seat ${n}`,
  /** After a bot's name wherever players are listed. */
  bot: { standard: 'bot · standard', greedy: 'bot · easy' },
  /** For colours, names and numbers joined in a sentence. */
  and: (items: readonly string[]) => fmt.en.and(items),
  or: (items: readonly string[]) => fmt.en.or(items),
  num: (n: number) => fmt.en.num(n),
  /** "60 days": a count of days. */
  days: (n: number) => `${fmt.en.num(n)} ${fmt.en.plural(n, { one: 'day', other: 'days' })}`,
  /** A day, as the host page and a deleted game's links say it: "2026-09-01". */
  date: (at: number) => new Date(at).toISOString().slice(0, 10),
};

// ---------------------------------------------------------------- log

// Names come in already made (templates/log.ts: isolated when right to left, the neutral
// player as `log.neutral`): every sentence here takes them whole, never inflected.

/** A record list ("Ana 5, Bo 3"): entries of one kind in a row, not a sentence's "and". */
const logList = (items: readonly string[]) => items.join(', ');
/** Where a broker stands: a spot, or the King's Favor throne room. */
const logPlace = (at: Spot | 'throne') => (at === 'throne' ? terms.throneRoom : terms.spot(at));
const logSigned = (n: number) => `${n > 0 ? '+' : ''}${fmt.en.num(n)}`;
const logTotals = (totals: readonly { name: string; total: number }[]) =>
  logList(totals.map((t) => `${t.name} ${t.total}`));
/** The brokers a placement put down, after "places"; `value` null: face down, its value unseen (R6.6). */
const logPlacements = (brokers: readonly { value: number | null; fromFront: boolean; spot: Spot }[]) =>
  terms.and(
    brokers.map(
      (b) =>
        (b.value !== null ? `a ${b.value}` : 'a face-down broker') +
        `${b.fromFront ? ' from the front' : ''} ` +
        `on ${terms.spot(b.spot)}`,
    ),
  );
/** Gems taken, after "takes"; `as`: the colour a white gem was named as (R7.3). */
const logGemsTaken = (gems: readonly { gem: Gem; as?: KeptGem }[]) =>
  terms.and(gems.map((g) => (g.gem === 'white' && g.as ? `a white gem as ${terms.colour[g.as]}` : terms.aGem(g.gem))));
const logOrdered = (columns: readonly Colour[]) =>
  `the tied columns: ${logList(columns.map((c) => terms.colour[c]))} (equal totals ` +
  `and brokers; the tie-break among all players chooses, R7.5, R7.8).`;
const logWhite = (colour: Colour, row: number | null) =>
  `${terms.aGem(colour)} for the white gem (${row === null ? 'the blue card' : terms.marketRow(row)}).`;

// A seat's own moves have a second sentence, `…You`, that speaks to it (the analysis
// read by the seat itself, templates/analysis.ts); the lines only their seat sees (a bid,
// a throne broker, a Spy's look) are said to it, and have a third-person `…By`.

const log = {
  /** The neutral player of R11 wherever a player's name stands in a line. */
  neutral: 'The neutral player',
  /** The neutral player in a list of totals: "neutral 3, Bo 3". */
  neutralInTotals: 'neutral',
  /**
   * R4: the characters (null: an empty pile), the ships (by id: large colour, then the two small ones, R1.3) and the
   * market's gems.
   */
  turnBegins: (
    turn: number,
    characters: readonly { neighborhood: number; card: YellowCard | 'blue' | null }[],
    ships: readonly { neighborhood: number; ship: Ship | null }[],
    rowGems: readonly { row: number; gem: Gem }[],
  ) =>
    `Turn ${turn} begins. Characters revealed: ` +
    `${logList(characters.map((c) => `${c.neighborhood}: ${c.card ? terms.card[c.card] : 'None'}`))}. ` +
    (`Ships: ${logList(ships.map((s) => `${s.neighborhood}: ${s.ship ?? 'None'}`))}. Market rows: ` +
      `${logList(rowGems.map((r) => `${r.row}: ${terms.colour[r.gem]}`))}.`),
  twosAdded: "Each player adds a '2' broker behind their screen.",
  turnEnds: (turn: number, order: readonly string[]) => `Turn ${turn} ends. Order for now: ${logList(order)}.`,
  /** Only the bidder sees it (R5.1). */
  bid: (brokers: readonly number[], total: number) => `You bid ${terms.and(brokers.map(String))} (total ${total}).`,
  bidBy: (name: string, brokers: readonly number[], total: number) =>
    `${name} bids ${terms.and(brokers.map(String))} (total ${total}).`,
  hasBid: (name: string) => `${name} has bid.`,
  /** The room's bot decides for a seat: its time ran out, or the host asked. */
  standInTime: (name: string) => `${name}: time ran out; a stand-in decides for them.`,
  standInHost: (name: string) => `The host gave the seat of ${name} to a stand-in: it decides for them.`,
  bidsRevealed: (bids: readonly { name: string; brokers: readonly number[]; total: number }[]) =>
    `Bids revealed: ${logList(bids.map((b) => `${b.name} ${b.total} (${b.brokers.join('+')})`))}.`,
  positionTaken: (name: string, position: number) => `${name} takes position ${position}.`,
  positionTakenYou: (position: number) => `You take position ${position}.`,
  /** `value` null: a face-down broker whose value this reader may not see (R6.6). */
  placed: (name: string, brokers: readonly { value: number | null; fromFront: boolean; spot: Spot }[], vp: number) =>
    `${name} places ${logPlacements(brokers)}${vp ? ` (+${vp} VP)` : ''}.`,
  placedYou: (brokers: readonly { value: number | null; fromFront: boolean; spot: Spot }[], vp: number) =>
    `You place ${logPlacements(brokers)}${vp ? ` (+${vp} VP)` : ''}.`,
  conjurerRefill: (name: string, values: readonly number[]) =>
    `${name} (${terms.card.conjurer}) puts ${terms.and(values.map((v) => `a ${v}`))} in front.`,
  conjurerRefillYou: (values: readonly number[]) =>
    `You (${terms.card.conjurer}) put ${terms.and(values.map((v) => `a ${v}`))} in front.`,
  neutralPlaced: (name: string, spot: Spot, vp: number) =>
    `${name} places a neutral broker on ${terms.spot(spot)}${vp ? ' (+1 VP to the neutral player)' : ''}.`,
  neutralPlacedYou: (spot: Spot, vp: number) =>
    `You place a neutral broker on ${terms.spot(spot)}${vp ? ' (+1 VP to the neutral player)' : ''}.`,
  leftover: (fronts: readonly { name: string; values: readonly number[] }[]) =>
    `Leftover brokers go in front: ${logList(fronts.map((f) => `${f.name} ${f.values.join('+')}`))}.`,
  passed: (name: string) => `${name} passes.`,
  passedYou: 'You pass.',
  /** What each card did when played (R9), after the player's name. */
  played: {
    captain: (name: string, a: number, b: number) =>
      `${name} plays ${terms.theCard.captain}: the ships of neighborhoods ${a} and ${b} swap.`,
    cardinal: (name: string) => `${name} plays ${terms.theCard.cardinal}: this turn they place brokers with any faces.`,
    spy: (name: string) => `${name} plays ${terms.theCard.spy}: they may look at 3 face-down brokers this placement.`,
    conjurer: (name: string) =>
      `${name} plays ${terms.theCard.conjurer}: they may place brokers from their front this turn.`,
    queen: (name: string, spot: Spot) =>
      `${name} plays ${terms.theCard.queen} on ${terms.spot(spot)}: no broker may be placed there this turn.`,
    magician: (name: string, a: Spot | 'throne', b: Spot | 'throne') =>
      `${name} plays ${terms.theCard.magician}: their brokers at ${logPlace(a)} and ${logPlace(b)} swap places.`,
    /** `at` null: a line recorded before the event said where. */
    mercenary: (name: string, at: Spot | 'throne' | null) =>
      `${name} plays ${terms.theCard.mercenary} on their broker at ` +
      `${at ? logPlace(at) : 'the place just filled'}: it is worth 5 this turn.`,
    herald: (name: string, from: Spot | 'throne', to: Spot, vp: number) =>
      `${name} plays ${terms.theCard.herald}: their broker moves from ${logPlace(from)} to ` +
      `${terms.spot(to)}${vp ? ` (+${vp} VP)` : ''}.`,
    merchant: (name: string) =>
      `${name} plays ${terms.theCard.merchant}: every commerce majority scores 5 VP this counting.`,
    intriguer: (name: string) => `${name} plays ${terms.theCard.intriguer}: they win every tie this counting.`,
    alchemist: (name: string, give: KeptGem, take: Colour) =>
      `${name} plays ${terms.theCard.alchemist}: ${terms.aGem(give)} becomes ${terms.aGem(take)}.`,
    alchemistKeeps: (name: string) => `${name} plays ${terms.theCard.alchemist} and keeps their gems.`,
    banker: (name: string, up: Colour, down: Colour) =>
      `${name} plays ${terms.theCard.banker}: ${terms.colour[up]} goes up, ${terms.colour[down]} goes down.`,
    jeweler: (name: string, a: Colour, b: Colour) =>
      `${name} plays ${terms.theCard.jeweler}: takes a ${terms.colour[a]} and a ${terms.colour[b]} gem.`,
  },
  /** The same, said to the player who played (the parameters of `played` less the name). */
  playedYou: {
    captain: (a: number, b: number) =>
      `You play ${terms.theCard.captain}: the ships of neighborhoods ${a} and ${b} swap.`,
    cardinal: () => `You play ${terms.theCard.cardinal}: this turn you place brokers with any faces.`,
    spy: () => `You play ${terms.theCard.spy}: you may look at 3 face-down brokers this placement.`,
    conjurer: () => `You play ${terms.theCard.conjurer}: you may place brokers from your front this turn.`,
    queen: (spot: Spot) =>
      `You play ${terms.theCard.queen} on ${terms.spot(spot)}: no broker may be placed there this turn.`,
    magician: (a: Spot | 'throne', b: Spot | 'throne') =>
      `You play ${terms.theCard.magician}: your brokers at ${logPlace(a)} and ${logPlace(b)} swap places.`,
    mercenary: (at: Spot | 'throne' | null) =>
      `You play ${terms.theCard.mercenary} on your broker at ` +
      `${at ? logPlace(at) : 'the place just filled'}: it is worth 5 this turn.`,
    herald: (from: Spot | 'throne', to: Spot, vp: number) =>
      `You play ${terms.theCard.herald}: your broker moves from ${logPlace(from)} to ` +
      `${terms.spot(to)}${vp ? ` (+${vp} VP)` : ''}.`,
    merchant: () => `You play ${terms.theCard.merchant}: every commerce majority scores 5 VP this counting.`,
    intriguer: () => `You play ${terms.theCard.intriguer}: you win every tie this counting.`,
    alchemist: (give: KeptGem, take: Colour) =>
      `You play ${terms.theCard.alchemist}: ${terms.aGem(give)} becomes ${terms.aGem(take)}.`,
    alchemistKeeps: () => `You play ${terms.theCard.alchemist} and keep your gems.`,
    banker: (up: Colour, down: Colour) =>
      `You play ${terms.theCard.banker}: ${terms.colour[up]} goes up, ${terms.colour[down]} goes down.`,
    jeweler: (a: Colour, b: Colour) =>
      `You play ${terms.theCard.jeweler}: you take a ${terms.colour[a]} and a ${terms.colour[b]} gem.`,
  },
  /** Only the Spy's player sees it (R9). */
  spyPeek: (value: number, owner: string, at: Spot | 'throne') =>
    `Your ${terms.card.spy} sees a ${value} (${owner}, ${logPlace(at)}).`,
  spyPeekBy: (name: string, value: number, owner: string, at: Spot | 'throne') =>
    `${name} (${terms.card.spy}) sees a ${value} (${owner}, ${logPlace(at)}).`,
  vpCardWon: (name: string, card: 'prince' | 'king', vp: number) => `${name} wins ${terms.theCard[card]}: +${vp} VP.`,
  cardTradedForGem: (card: YellowCard | 'blue', gem: Colour) =>
    `The neutral player discards ${terms.theCard[card]} and takes ${terms.aGem(gem)} instead.`,
  blueCardWon: (name: string) => `${name} wins a blue card: a white gem, to name as a colour.`,
  cardWon: (name: string, card: YellowCard) =>
    `${name} wins ${terms.theCard[card]}; it can be played from the next turn.`,
  /** `row` null: the white gem came with a blue card. */
  colourChosen: (name: string, colour: Colour, row: number | null) => `${name} takes ${logWhite(colour, row)}`,
  colourChosenYou: (colour: Colour, row: number | null) => `You take ${logWhite(colour, row)}`,
  neighborhoodCounted: (neighborhood: number, totals: readonly { name: string; total: number }[]) =>
    `${terms.Neighborhood(neighborhood)} is counted: ${totals.length ? logTotals(totals) : 'nobody is there'}.`,
  /** `as`: the colour a white gem was named as (R7.3). */
  gemsTaken: (name: string, neighborhood: number, gems: readonly { gem: Gem; as?: KeptGem }[]) =>
    `${name} takes ${logGemsTaken(gems)} in ${terms.neighborhood(neighborhood)}.`,
  gemsTakenYou: (neighborhood: number, gems: readonly { gem: Gem; as?: KeptGem }[]) =>
    `You take ${logGemsTaken(gems)} in ${terms.neighborhood(neighborhood)}.`,
  portWon: (name: string, neighborhood: number) =>
    `${name} wins the port of ${terms.neighborhood(neighborhood)}: a black gem.`,
  commerceWon: (name: string, neighborhood: number, vp: number) =>
    `${name} wins the commerce of ${terms.neighborhood(neighborhood)}: +${vp} VP.`,
  palaceWon: (name: string, neighborhood: number) => `${name} wins the palace of ${terms.neighborhood(neighborhood)}.`,
  characterDiscarded: (neighborhood: number, card: YellowCard | 'blue') =>
    `Nobody is in the palace of ${terms.neighborhood(neighborhood)}: ${terms.theCard[card]} is discarded.`,
  queenDiscarded: `The ${terms.card.queen} is discarded.`,
  rowNobody: (row: number, gem: Gem) => `Market row ${row}: nobody takes the ${terms.colour[gem]} gem.`,
  rowCounted: (row: number, gem: Gem, totals: readonly { name: string; total: number }[], winner: string) =>
    `Market row ${row} (${logTotals(totals)}): ${winner} takes the ${terms.colour[gem]} gem.`,
  /** Every column's total and its brokers (R7.5); `ties`: equal totals ranked by brokers. */
  columnsCounted: (
    columns: readonly { colour: Colour; total: number; brokers: number }[],
    ties: readonly { above: Colour; below: Colour; aboveBrokers: number; belowBrokers: number }[],
  ) =>
    `Market columns: ${logList(columns.map((c) => `${terms.colour[c.colour]} ${c.total} (${c.brokers})`))}.` +
    ties
      .map(
        (t) =>
          ` ${terms.colour[t.above]} ranks above ${terms.colour[t.below]} on equal totals: more ` +
          `brokers, ${t.aboveBrokers} to ${t.belowBrokers} (R7.5).`,
      )
      .join(''),
  columnsOrdered: (name: string, columns: readonly Colour[]) => `${name} orders ${logOrdered(columns)}`,
  columnsOrderedYou: (columns: readonly Colour[]) => `You order ${logOrdered(columns)}`,
  quotationsMoved: (moves: readonly { colour: Colour; step: number }[]) =>
    `Quotations move: ${logList(moves.map((m) => `${terms.colour[m.colour]} ${logSigned(m.step)}`))}.`,
  highestBidderNobody: 'Nobody is in the market: no market leader.',
  /**
   * R11.4: the neutral player, market leader, moves a quotation up (`colour` null: a line recorded before it said
   * which).
   */
  highestBidderNeutral: (colour: Colour | null) =>
    `The neutral player is the market leader${colour ? ` and moves ${terms.colour[colour]} up` : ''}.`,
  highestBidder: (name: string, totals: readonly { name: string; total: number }[]) =>
    `${name} is the market leader (${logTotals(totals)}).`,
  quotationMoved: (name: string, colour: Colour, up: boolean) =>
    `${name} moves ${terms.colour[colour]} ${up ? 'up' : 'down'} one step.`,
  quotationMovedYou: (colour: Colour, up: boolean) =>
    `You move ${terms.colour[colour]} ${up ? 'up' : 'down'} one step.`,
  /** Only the seat that chose sees it (R10). */
  throneChosen: (value: number) => `You lay your ${value} in ${terms.throneRoom}.`,
  throneChosenBy: (name: string, value: number) => `${name} lays their ${value} in ${terms.throneRoom}.`,
  hasChosenThrone: (name: string) => `${name} has chosen a throne broker.`,
  throneLaid: `Each player lays a broker face down in ${terms.throneRoom}; the other two go behind the screen.`,
  throneRevealed: (sums: readonly { name: string; sum: number }[]) =>
    `The throne is revealed: ${logList(sums.map((s) => `${s.name} ${s.sum}`))}.`,
  /** `scores`: names with totals, the neutral player as `terms.Neutral`; `neutralAhead`: R11.5. */
  finalScores: (
    scores: readonly { name: string; total: number }[],
    winners: readonly string[],
    neutralAhead: boolean,
  ) =>
    `Final scores: ${logTotals(scores)}. ${terms.and(winners)} ${winners.length > 1 ? 'share the win' : 'wins'}.` +
    `${neutralAhead ? ' The neutral player, the city, beat you both.' : ''}`,
  /** Why a tie of a majority went as it did (R7.8), after the counting's words. */
  tie: {
    intriguer: (winner: string, loser: string) =>
      `${winner} wins the tie with ${loser}: ${terms.theCard.intriguer} wins every tie (R7.8).`,
    neutral: (winner: string, loser: string) =>
      `${winner} wins the tie with ${loser}: the neutral player wins ties with 2 players (R7.8, R11).`,
    tieBreakBrokers: (winner: string, loser: string, mine: number, theirs: number) =>
      `${winner} wins the tie with ${loser}: tie-break brokers ${mine} to ${theirs} (R7.8).`,
    orderCard: (winner: string, loser: string, mine: number, theirs: number) =>
      `${winner} wins the tie with ${loser}: equal tie-break brokers, lower order card ${mine} ` +
      `against ${theirs} (R7.8).`,
  },
};

// ---------------------------------------------------------------- sections

// The live sections of a game page (templates/sections.ts) and the replay's body
// (templates/replay.ts). Names come in whole (already isolated when right to left).

const sectionsWindow: Record<CardWindow | 'duringPlacement', string> = {
  beforePlacement: 'before placement',
  beforeCounting: 'before counting',
  afterCounting: 'after counting',
  duringPlacement: 'after a placement',
};
const sectionsGems = (n: number) => `${fmt.en.num(n)} ${fmt.en.plural(n, { one: 'gem', other: 'gems' })}`;
/** Where a white gem came from (R7.3, R7.5): a blue card, or a market row. */
const sectionsWhiteFrom = (row: number | null) => (row === null ? 'the blue card' : terms.marketRow(row));
const sectionsAlso = (others: readonly string[]) => (others.length ? ` (also waiting for ${terms.and(others)})` : '');
const sectionsColumns = (columns: readonly Colour[]) => terms.and(columns.map((c) => terms.colour[c]));

const sections = {
  /**
   * The panel a seat's page opens with when others moved since its own last action (templates/sections.ts
   * sinceSection).
   */
  since: {
    title: (moves: number) =>
      `Since your last move: ${fmt.en.num(moves)} ${fmt.en.plural(moves, { one: 'move', other: 'moves' })}`,
    help:
      'Oldest first. The board outlines the places played on since then. Close this panel once read; ' +
      'it ' +
      'goes when you move.',
  },
  // ---------------------------------------------------------------- status line
  /** What the game waits on (R13: which decision and whose), said to the seat that decides. */
  yourMove: {
    bid: (turn: number, others: readonly string[]) =>
      `Your move: bid 2 brokers for the turn order, turn ${turn} of 4${sectionsAlso(others)}`,
    throne: (others: readonly string[]) =>
      `Your move: choose a front broker for the throne room${sectionsAlso(others)}`,
    chooseOrder: 'Your move: choose your position in the turn order',
    place: (round: number, rounds: number) => `Your move: place 2 brokers, round ${round} of ${rounds}`,
    playCards: (window: CardWindow | 'duringPlacement') => `Your move: play a card ${sectionsWindow[window]}, or pass`,
    takeGems: (take: number, neighborhood: number) =>
      `Your move: choose ${sectionsGems(take)} from the port of ${terms.neighborhood(neighborhood)}`,
    /** `row` null: the white gem of a blue card. */
    chooseColour: (row: number | null) => `Your move: name the colour of your white gem (${sectionsWhiteFrom(row)})`,
    orderColumns: (columns: readonly Colour[]) =>
      `Your move: order the tied market columns (${sectionsColumns(columns)})`,
    moveQuotation: 'Your move: as market leader, move one quotation one step',
  },
  /** The same decision, said to everyone else. */
  theirMove: {
    bid: (names: readonly string[]) => `Waiting for ${terms.and(names)} to bid`,
    throne: (names: readonly string[]) => `Waiting for ${terms.and(names)} to choose a throne broker`,
    chooseOrder: (name: string) => `${name} is choosing a position in the turn order`,
    place: (name: string, round: number, rounds: number) => `${name} is placing 2 brokers, round ${round} of ${rounds}`,
    playCards: (name: string, window: CardWindow | 'duringPlacement') =>
      `${name} may play a card ${sectionsWindow[window]}`,
    takeGems: (name: string, take: number, neighborhood: number) =>
      `${name} is choosing ${sectionsGems(take)} from the port of ${terms.neighborhood(neighborhood)}`,
    chooseColour: (name: string, row: number | null) =>
      `${name} is naming the colour of a white gem (${sectionsWhiteFrom(row)})`,
    orderColumns: (name: string, columns: readonly Colour[]) =>
      `${name} is ordering the tied market columns (${sectionsColumns(columns)})`,
    moveQuotation: (name: string) => `${name}, the market leader, is moving one quotation one step`,
  },
  /** No decision, but seats still to act. */
  waitingFor: (names: readonly string[]) => `Waiting for ${terms.and(names)}`,
  hostEnded: 'The host ended the game',
  /** The status line of a page whose link the host replaced (or whose seat it gave back with a new link). */
  linkReplaced: 'This link was replaced by the host',
  /** The status line of a seat the host handed to the stand-in, while the game waits for the seat. */
  standInDecides: 'The stand-in decides for you',
  /** `phase`: terms.phase. */
  turnOf: (turn: number, phase: string) => `Turn ${turn} of 4 · ${phase}`,
  stoppedIn: (turn: number, phase: string) => `Stopped in turn ${turn} of 4 · ${phase}`,

  // ---------------------------------------------------------------- time left
  /** A time left, as a slow game reads it: "2 d 3 h", "5 h", "3 h 20 min", "12 min". */
  duration: {
    underAMinute: 'under a minute',
    minutes: (min: number) => `${min} min`,
    /** `min` 0: whole hours. */
    hours: (h: number, min: number) => `${h} h${min ? ` ${min} min` : ''}`,
    days: (d: number, h: number) => `${d} d ${h} h`,
  },
  clocksPaused: 'Clocks paused by the host',
  /** The home page's list of games: the clocks paused, or the soonest time left. */
  pausedShort: 'clocks paused',
  leftShort: (time: string) => `${time} left`,
  /** `time`: a duration. */
  youHaveLeft: (time: string) => `you: ${time} left`,
  hasLeft: (name: string, time: string) => `${name}: ${time} left`,

  // ---------------------------------------------------------------- recent lines, the last counting
  recentLabel: 'Recent moves',
  /** "Last counting (turn 1): Ana +3 VP, 2 blue; Bo 1 red." Everything before its first colon is set in bold. */
  lastCounting: (turn: number, gains: readonly string[]) =>
    `Last counting (turn ${turn}): ${gains.length ? gains.join('; ') : 'nobody gained anything'}.`,
  /** What one player gained at a counting (R7): VP, gems by colour (a white one not yet named: `white`), cards won. */
  gains: (
    name: string,
    vp: number,
    gems: readonly { gem: Gem; n: number }[],
    cards: readonly (YellowCard | 'blue')[],
  ) =>
    `${name} ${[
      ...(vp ? [`+${vp} VP`] : []),
      ...gems.map((g) => `${g.n} ${terms.colour[g.gem]}`),
      ...cards.map((c) => terms.theCard[c]),
    ].join(', ')}`,

  // ---------------------------------------------------------------- bids beside the order choice (R5)
  bidsTitle: 'Bids and the order of choosing',
  bidsNote: 'Highest bid chooses first; equal bids by the lower order card (R5.2, R5.3).',
  /** "2nd to choose: Bo (you)". */
  toChoose: (place: number, name: string, you: boolean) =>
    `${terms.ordinal(place)} to choose: ${name}${you ? ' (you)' : ''}`,
  /** `brokers` null: not revealed. */
  bidOf: (brokers: readonly number[] | null) =>
    `bid ${brokers ? `${brokers.reduce((a, b) => a + b, 0)} (${brokers.join(' + ')})` : '—'}`,
  tookPosition: (position: number) => `took position ${position}`,
  choosingNow: 'choosing now',
  waits: 'waits',

  // ---------------------------------------------------------------- decision panel
  promptLabel: 'Your decision',

  // ---------------------------------------------------------------- result (R8)
  endedTitle: 'Ended by the host',
  endedNote: (turn: number, phase: string) =>
    `The host ended this game in turn ${turn} of 4 (${phase}): there was no final counting, so there ` +
    `is no winner. The VP won until then:`,
  resultTitle: 'Result',
  sharedWin: (names: readonly string[]) => `Shared win: ${terms.and(names)}`,
  wins: (name: string) => `${name} wins`,
  neutralAhead: 'The neutral player, the city, scored more than you both: a benchmark, never a winner (R11.5).',
  placesTitle: 'Places',
  gemsCount: (n: number) => sectionsGems(n),
  placesNote: 'Equal VP: most gems ranks higher; still equal, a shared place (R8.5).',
  colourRanksTitle: 'Colour ranks',
  colourRanksNote: 'By quotation, highest first; equal quotations: blue, green, yellow, red (R8.1).',
  /** "1st Blue (quotation 9)". */
  colourRank: (place: number, colour: Colour, quotation: number) =>
    `${terms.ordinal(place)} ${terms.Colour[colour]} (quotation ${quotation})`,
  breakdownTitle: 'Breakdown',
  /** A player's card in the breakdown: "1st: Ana". */
  placeOf: (place: number, name: string) => `${terms.ordinal(place)}: ${name}`,
  duringPlay: 'During play',
  /** After a colour's name in the breakdown: "(2nd colour)". */
  colourPlace: (place: number) => `(${terms.ordinal(place)} colour)`,
  blackGems: 'Black gems',
  kingsFavorPoints: "King's Favor",
  total: 'Total',
  gemsHeld: 'Gems held',
  replayLink: 'Replay the game, turn by turn',
  recordLink: 'The game record (JSON)',
  /** The result page's links to each seat's analysis (templates/analysis.ts). */
  analysisLinks: 'What the bot would have played, decision by decision:',

  // ---------------------------------------------------------------- board, players
  boardLabel: 'The board',
  noGems: 'no gems',
  /** A count of gems of one kind (black included), in a compact list: "2 blue". */
  gemsOf: (n: number, gem: KeptGem) => `${n} ${terms.colour[gem]}`,
  fromTurn: (turn: number) => `(from turn ${turn})`,
  you: '(you)',
  done: 'done',
  toPlay: 'to play',
  vpFact: 'VP',
  orderFact: 'Order',
  behindFact: 'Behind screen',
  frontFact: 'Front',
  throneFact: 'Throne',
  gemsFact: 'Gems',
  cardsFact: 'Cards',
  playedThisTurn: (n: number) => `${n} played this turn`,
  neutralPlayer: 'Neutral player',
  playersTitle: 'Players',

  // ---------------------------------------------------------------- the seat's screen (R13)
  spectatorsSee: 'Spectators see only what is public.',
  screenLabel: 'Your screen',
  behindTitle: 'Behind your screen',
  empty: 'empty',
  yourBid: (brokers: readonly number[]) => `Your bid, hidden until all are in: ${brokers.join(' + ')}`,
  faceDownTitle: 'Your face-down brokers',
  /** `where`: terms.spot; `value` null: hidden even from its owner (R6.6). */
  faceDown: (where: string, value: number | null) => `${where}: ${value === null ? 'value hidden (R6.6)' : value}`,
  yourThrone: (values: readonly number[]) => `Your throne brokers: ${values.join(', ')}`,
  twosLeft: (n: number) => `'2' brokers still beside the board: ${n}`,

  // ---------------------------------------------------------------- log
  /** A log line's turn, short: "T2". */
  turnShort: (turn: number) => `T${turn}`,
  onlyYou: ' (only you see this)',
  logLabel: 'Log',
  logTitle: 'Log',
  logEntriesLabel: 'Game log, newest first',

  // ---------------------------------------------------------------- replay (a finished game, step by step)
  /** The analysis of a finished game's seat: computed in the browser, told by templates/analysis.ts. */
  analysis: {
    title: (name: string) => `Analysis: ${name}`,
    intro: (name: string) =>
      `Every decision ${name} made, beside what the standard bot would have played from what ${name} ` +
      `could see at that moment, and what the move played cost against the bot's by the bot's own ` +
      `estimate, in victory points of final lead (0 when they agree or the move played was better).`,
    /** The same, to the seat itself: its page, opened by its own link. */
    introYou:
      'Every decision you made, beside what the standard bot would have played from what you could ' +
      "see at that moment, and what the move played cost against the bot's by the bot's own estimate, " +
      'in victory points of final lead (0 when they agree or the move played was better).',
    seats: 'Analysis of each seat',
    needsScript:
      'The analysis is computed in your browser and needs JavaScript, which is off here. The replay ' +
      'and the record work without it.',
    loading: 'Loading the game record and the bot…',
    /** `done` and `total` are tokens the page's script replaces with the counts as they go. */
    progress: (done: string, total: string) => `Judging decision ${done} of ${total}…`,
    failed: 'The analysis could not be completed. Reload the page to try again.',
    swings: 'The biggest swings',
    noSwing: "No decision cost anything against the bot's choice.",
    total: (vp: number, n: number) =>
      `In all, about −${fmt.en.num(vp)} VP over ${fmt.en.num(n)} ` +
      `${fmt.en.plural(n, { one: 'decision', other: 'decisions' })}.`,
    when: (turn: number, phase: string, round: number | null) =>
      `Turn ${turn}, ${phase.toLowerCase()}${round ? ` round ${round}` : ''}`,
    loss: (vp: number) => (vp > 0 ? `about −${fmt.en.num(vp)} VP` : 'no loss'),
    /** Labels before a move's words, their colon included (the language's own spacing). */
    played: 'Played:',
    bot: "The bot's choice:",
    same: 'The bot chooses the same.',
    unsaid: 'a move the game could not take as it stood',
    navLabel: (where: 'top' | 'bottom') => `Previous and next decision (${where})`,
    stepOf: (at: number, total: number) => `Decision ${fmt.en.num(at)} of ${fmt.en.num(total)}`,
    boardLabel: 'The board at this decision, with both moves',
    key: "On the board, a solid ring marks the move played and a dashed ring the bot's choice.",
    none: 'This seat made no decision in this game.',
  },
  replay: {
    title: (names: readonly string[]) => `Replay: ${terms.and(names)}`,
    previous: '← Previous',
    next: 'Next →',
    /** The label of each of the two step bars. */
    navLabel: (where: 'top' | 'bottom') => `Previous and next step (${where})`,
    stepOf: (at: number, last: number) => `Step ${at} of ${last}`,
    scoresLabel: 'Victory points so far',
    boardLabel: 'The board at this step',
    happened: (n: number) => `What happened (${n})`,
    /** The heading of the scale of turns and phases, each a link to its first step. */
    scaleTitle: 'Turns and phases',
    turn: (turn: number) => `Turn ${turn}`,
    /**
     * A step's name: the start, the end, or an action (src/room/record.ts) with the turn and
     * the phase it was made in (`phase`: terms.phase) and who made it.
     */
    step: (
      step:
        | { kind: 'start'; turn: number }
        | { kind: 'end' }
        | { kind: 'action'; turn: number; phase: string; name: string },
    ) => {
      if (step.kind === 'start') return `Start: turn ${step.turn}`;
      if (step.kind === 'end') return 'The end: final scores';
      return `Turn ${step.turn} · ${step.phase} (${step.name})`;
    },
    recordLink: 'The game record (JSON)',
    back: 'Back to the game',
  },
};

// ---------------------------------------------------------------- prompt

/** Which broker of a placement a sentence is about: without the Cardinal, the face-up one goes first (R6.2). */
type PromptSlot = 'faceUp' | 'faceDown' | 'first' | 'second';

const promptSlotName: Record<PromptSlot, string> = {
  faceUp: 'face-up broker',
  faceDown: 'face-down broker',
  first: '1st broker',
  second: '2nd broker',
};

/**
 * The decision panel (templates/prompt.ts) and the tap-to-place bar (src/client/placing.ts).
 * The `tap` sentences go to the script through data-* attributes: where a value is only
 * known in the browser, the template passes a numbered token ("{1}", "{2}") that the
 * script replaces with the value as it is (a broker's value, a place's short words).
 * A token is never inflected, given a suffix or an article: build the sentence around it.
 */
const prompt = {
  /** The panel's heading: what the seat is asked now. Rule ids stay as they are (they become links). */
  ask: {
    over: 'The game is over.',
    /** The host ended the game early. */
    ended: 'The host ended this game.',
    /** The page's link was replaced by the host (or the seat given back with a new one): it plays no more. */
    replaced: 'The host replaced this link: it no longer works.',
    /** The host handed the seat to the stand-in, which decides for it from then on. */
    standIn: 'The host handed your seat to the stand-in: it decides for you.',
    /** Names come whole (already isolated for bidi): never inflected. */
    waiting: (names: readonly string[]) =>
      names.length ? `Waiting for ${fmt.en.and(names)}.` : 'Waiting for the game.',
    bid: 'Bid 2 brokers from behind your screen for the turn order (R5).',
    chooseOrder: 'Choose your position in the turn order (R5.3).',
    place: (round: number, rounds: number, neutral: boolean) =>
      `Round ${round} of ${rounds}: place 2 brokers, one face up and one face ` +
      `down${neutral ? ', and a neutral broker' : ''} (R6.2).`,
    takeGems: (take: number, neighborhood: number) =>
      `Take ${take} of the gems in ${terms.neighborhood(neighborhood)}'s port (R7.3).`,
    /** R7.3: a white gem won with a blue card or on a market row (null: the reason is not known). */
    chooseColour: (reason: 'blueCard' | { row: number } | null) => {
      const from = reason === null ? '' : `${reason === 'blueCard' ? 'the blue card' : terms.marketRow(reason.row)}, `;
      return `Name the colour of gem you take for the white gem (${from}R7.3).`;
    },
    orderColumns: 'You win the tie-break: order the tied market columns, best first (R7.5).',
    moveQuotation: 'You are the market leader: move one quotation one step up or down (R7.5).',
    playCards: (window: CardWindow | 'duringPlacement') =>
      window === 'duringPlacement'
        ? 'Play a card after your placement, or pass (R9.1).'
        : `Play a card ` +
          { beforePlacement: 'before placement', beforeCounting: 'before counting', afterCounting: 'after counting' }[
            window
          ] +
          `, ` +
          `or pass (R9.1).`,
    throne: 'Choose one of your front brokers for the throne room (R10.2).',
  },

  /** What to do after ask.replaced and ask.standIn, said under them. */
  shutTodo: {
    replaced: 'Ask the host for the new link to go on playing.',
    standIn: 'To play again, ask the host to give you your seat back: it comes back with a new link.',
  },

  /** A select's first, empty option: nothing is chosen for the player. */
  choose: 'Choose…',
  /** The group of city areas in a list of places (the market's group is terms.market). */
  city: 'City',
  /** A place in a few words, in selects and on the placement bar: "N2 port", "market 3 red", "throne". */
  shortSpot: (spot: Spot) =>
    'neighborhood' in spot
      ? `N${spot.neighborhood} ${terms.area[spot.area]}`
      : `market ${spot.row} ${terms.colour[spot.column]}`,
  shortThrone: 'throne',
  /** A broker on the board in a select: "3 up", "? down ★5" (★5: marked by the Mercenary). */
  brokerFace: (value: number | null, faceUp: boolean, marked: boolean) =>
    `${value ?? '?'} ${faceUp ? 'up' : 'down'}${marked ? ' ★5' : ''}`,
  /** A broker whose details are not in the view. */
  brokerUnknown: 'broker',
  /** "3 up · N2 port #1": `nth`, its place in line among the brokers of an area (null on a market square). */
  brokerAt: (what: string, place: string, nth: number | null) => `${what} · ${place}${nth === null ? '' : ` #${nth}`}`,

  bid: {
    /** R5.1: the pairs of brokers held behind the screen. */
    legend: (behind: readonly number[]) =>
      `Your bid: 2 of the brokers behind your screen (${fmt.en.and(behind.map(fmt.en.num))})`,
    button: 'Bid these 2 brokers',
  },
  /** R5.3 */
  position: (position: number) => `Position ${position}`,

  /** The plain placement form (the way without script; the tap bar fills it). */
  place: {
    /** A fieldset per broker: "1st broker". */
    nthBroker: (n: number) => `${terms.ordinal(n)} broker`,
    broker: 'Broker',
    behind: 'Behind your screen',
    /** R9 Conjurer */
    front: `From your front (${terms.card.conjurer})`,
    fromFront: (value: number) => `${value} from your front`,
    refill: 'If from your front: refill it from behind with',
    /** R9 Cardinal */
    face: `Face (${terms.card.cardinal}: any mix)`,
    faceUp: 'Face up',
    faceDown: 'Face down',
    spot: 'Place',
    faces: 'Faces (one up, one down: R6.2)',
    upDown: '1st face up, 2nd face down',
    downUp: '1st face down, 2nd face up',
    /** R11.2: with 2 players, one neutral broker a round. */
    neutral: (left: number) => `Neutral broker (face down, drawn unseen from the ${left} you have left this turn)`,
    button: 'Place',
  },

  /** The tap-to-place bar (src/client/placing.ts). */
  tap: {
    label: 'Your placement',
    frontChip: (value: number) => `${value} from your front (${terms.card.conjurer})`,
    /** A chip's accessible name: the broker, and how it goes if picked now (none: no broker is asked now). */
    chip: (value: string, as: 'up' | 'down' | 'refill' | null) =>
      `Broker ${value}${as === null ? '' : as === 'refill' ? ', to refill your front' : `, face ${as}`}`,
    /** The ghost token's label of each broker, and the neutral's. */
    short: { first: '1st', second: '2nd', neutral: 'N' },
    /** R9 Cardinal: the button that turns the 1st or 2nd broker over. */
    flip: (slot: 'first' | 'second', faceUp: boolean) =>
      `${slot === 'first' ? '1st' : '2nd'}: face ${faceUp ? 'up' : 'down'} (tap to turn)`,
    undo: 'Undo',
    send: 'Place',
    /** R9.1: what to do just after the placement, chosen with it. */
    thenLabel: 'Just after this placement (R9.1)',
    thenHead: 'Then:',
    keep: (cards: readonly YellowCard[]) => `Keep my ${fmt.en.and(cards.map((c) => terms.card[c]))}`,
    mercenaryOn: (slot: 'first' | 'second') => `${terms.card.mercenary} on the ${slot === 'first' ? '1st' : '2nd'}`,
    decideAfter: 'Decide after placing',
    /** The same choices as the move's summary ends with them. */
    saidKeep: 'then keep your cards',
    saidMercenary: (slot: 'first' | 'second') =>
      `then ${terms.theCard.mercenary} on the ${slot === 'first' ? '1st' : '2nd'}`,
    saidDecide: 'then decide after placing',
    /** The step the bar says aloud (aria-live). */
    ready: 'Ready: press Place to send your move, or Undo.',
    thenAsk: 'And just after: choose what to do with your cards (R9.1).',
    either: (slot: PromptSlot) => `Your ${promptSlotName[slot]}: tap one, then a lit place.`,
    /** {place}: a place's short words (shortSpot). */
    goesTo: (slot: PromptSlot, place: string) => `Your ${promptSlotName[slot]} goes to ${place}: tap one.`,
    /** {value}: the broker's value. */
    tapPlace: (slot: PromptSlot, value: string) => `Your ${promptSlotName[slot]} (${value}): tap a lit place.`,
    /** R9 Conjurer: {value}, the broker taken from the front. */
    refill: (value: string) =>
      `The ${value} leaves your front: tap the broker from behind your screen that takes its place.`,
    /** R11.2 */
    neutral: (left: number) =>
      `The neutral broker, face down, drawn unseen from the ${left} you have left this turn: tap a ` +
      `lit place on the board.`,
    /** A lit place's accessible name; {place}: the board's own name of the place. */
    putHere: (slot: PromptSlot, place: string) => `${place}. Put your ${promptSlotName[slot]} here`,
    putNeutral: (place: string) => `${place}. Put your neutral broker here`,
    /**
     * The move so far, one broker at a time: "3 up, N2 port", "2 from front (refill 1) down", "neutral, market 1 red".
     */
    up: (what: string) => `${what} up`,
    down: (what: string) => `${what} down`,
    at: (what: string, place: string) => `${what}, ${place}`,
    /** A broker of the move not on the board yet, as a screen reader hears it: "Broker 3, face up, to place". */
    toPlace: (what: string) => `${what}, to place`,
    fromFront: (value: string) => `${value} from front`,
    fromFrontRefill: (value: string, refill: string) => `${value} from front (refill ${refill})`,
    neutralSaid: 'neutral',
    /** The neutral broker as a screen reader hears it in the move so far. */
    neutralNamed: 'Neutral broker, face down',
  },

  /** Choosing gems in a port (R7.3) and naming a white gem's colour. */
  takeGems: (gems: readonly Gem[]) => `Take ${gems.map((g) => terms.Colour[g]).join(' + ')}`,
  /** Above each player's gems where gems change hands (the Alchemist, the Jeweler, the Banker, a white gem). */
  gemsHeld: "Gems held by each player (each colour's quotation in its heading; the most of a colour in bold)",
  whiteBecomes: 'The white gem becomes',
  takeColour: (colour: Colour) => `Take ${terms.colour[colour]}`,
  /** A colour with its quotation now (R7.5), among gems to choose: "Blue (quotation 5)". */
  quoted: (colour: Colour, q: number) => `${terms.Colour[colour]} (quotation ${q})`,
  /** R9 Banker: a colour and what the card does to its quotation: "Blue (quotation 5 → 6)". */
  quotedMove: (colour: Colour, from: number, to: number) => `${terms.Colour[colour]} (quotation ${from} → ${to})`,
  /** The quotations of a choice's coloured gems, beside its button: "quotation: red 5, blue 3". */
  quotations: (quotes: readonly (readonly [Colour, number])[]) =>
    `quotation: ${quotes.map(([c, q]) => `${terms.colour[c]} ${q}`).join(', ')}`,
  /**
   * Choices made by taps on the board (src/client/cardPicks.ts): the Captain's ports, the Queen's
   * area, the Magician's, Herald's, Mercenary's and Spy's brokers. `ready`: {button}, the
   * form's own button as it reads; `said`: {field} a field's label, {choice} its choice.
   * `mark`, `markFrom`, `markTo`: the short mark on the board beside what was tapped.
   */
  pick: {
    start: 'Choose on the board',
    cancel: 'Cancel',
    ready: (button: string) => `Ready: press “${button}”, or Undo.`,
    said: (field: string, choice: string) => `${field}: ${choice}`,
    port: (n: number): string =>
      n === 1 ? 'Tap a lit port: the 1st of the two to swap.' : 'Tap the other port to swap.',
    area: 'Tap the lit area to close.',
    swap: (n: number): string =>
      n === 1
        ? 'Tap one of your lit brokers: the 1st of the two to swap.'
        : 'Tap your other broker to swap, in another place.',
    mercenary: 'Tap the broker to mark: one of the 2 you just placed.',
    heraldFrom: 'Tap the broker to move.',
    heraldTo: 'Tap the lit place it moves to.',
    spy: 'Tap a lit face-down broker to look at it.',
    mark: '✓',
    markFrom: 'from',
    markTo: 'to',
  },
  /** R7.5: "Red up" (the move's effect follows, in figures). */
  quotationStep: (colour: Colour, step: 1 | -1) => `${terms.Colour[colour]} ${step > 0 ? 'up' : 'down'}`,
  /** R7.5: `nth`, the label of each place in the order. */
  orderColumns: {
    legend: 'Tied columns, best first',
    nth: (n: number) => terms.ordinal(n),
    button: 'Order the columns',
    /** Above a table: each tied colour's quotation after each place, the place's move in its heading. */
    stakes: 'What each place does to the quotations',
    step: (n: number, step: number) => `${terms.ordinal(n)} (${step > 0 ? '+' : '−'}${Math.abs(step)})`,
  },
  /** R10.2 */
  throne: (value: number) => `Put the ${value} in ${terms.throneRoom}`,

  /** Character cards (R9); what each does comes from the rules section (cardEffect). */
  card: {
    play: (card: YellowCard) => `Play ${terms.theCard[card]}`,
    /** The accessible name of one card's offer. */
    offer: (card: YellowCard) => `The ${terms.card[card]}`,
    pass: 'Pass (play no card now)',
    captainLegend: 'Ports to swap',
    captainPort: (n: number) => `${terms.ordinal(n)} port`,
    /** A neighborhood whose port may be swapped, with the gems of its ship. */
    captainHood: (neighborhood: number, gems: readonly Gem[]) =>
      `${terms.Neighborhood(neighborhood)}${gems.length ? `: ${fmt.en.and(gems.map((g) => terms.colour[g]))}` : ''}`,
    queenArea: 'Area to close',
    magicianLegend: 'Your brokers to swap',
    nthBroker: (n: number) => `${terms.ordinal(n)} broker`,
    mercenaryLegend: 'Broker to mark (worth 5)',
    /** "1st placed: 3 up · N2 port #1". */
    mercenaryPlaced: (n: number, broker: string) => `${terms.ordinal(n)} placed: ${broker}`,
    heraldLegend: 'Move one of your brokers',
    heraldFrom: 'Broker',
    heraldTo: 'To',
    alchemistExchange: 'Exchange',
    alchemistLegend: 'Exchange a gem',
    alchemistGive: 'Give',
    alchemistTake: 'Take',
    alchemistKeep: `Play ${terms.theCard.alchemist}, keep my gems`,
    bankerLegend: 'Quotations',
    bankerUp: 'Up one step',
    bankerDown: 'Down one step',
    jewelerLegend: 'Gems to take',
    nthGem: (n: number) => `${terms.ordinal(n)} gem`,
  },

  /** R9 Spy: its looks at face-down brokers. */
  spy: {
    label: `Your ${terms.card.spy}`,
    head: (left: number) =>
      `Your ${terms.card.spy}: ${left} ${fmt.en.plural(left, { one: 'look', other: 'looks' })} left`,
    /** What a look found: "A 3 — Ana, Neighborhood 1 · port" (`who`: a name, whole, or terms.neutral). */
    finding: (value: number, who: string, place: string) => `A ${value} — ${who}, ${place}`,
    look: 'Look',
    target: 'Face-down broker to look at',
    none: 'No face-down broker of another player to look at yet.',
  },
};

// ---------------------------------------------------------------- board

/** The seats' token shapes (templates/board.ts), as the legend names them. */
const boardShapes = { circle: 'circle', square: 'square', diamond: 'diamond', hexagon: 'hexagon', octagon: 'octagon' };

/** A list of brokers in a title, or the words for none. */
const boardBrokers = (brokers: readonly string[], none: string) => (brokers.length ? fmt.en.and(brokers) : none);

/**
 * The board's words (templates/board.ts). The <title>s are what screen readers say and
 * what a hover shows, so they say everything; the visible labels are as short as they
 * can be: the board is 360 units wide and 13 px text fills it fast.
 */
const board = {
  /** The board's accessible name. */
  title: (turn: number, phase: View['phase']) =>
    `Game board, turn ${turn} of 4, ${terms.phase[phase].toLowerCase()}: city, market and quotations`,
  /** The visible line over the board. */
  heading: (turn: number, phase: View['phase']) => `Turn ${turn} of 4 · ${terms.phase[phase]}`,
  /** The viewer's own name in the legend. */
  you: (name: string) => `${name} (you)`,
  /** A legend entry's title: the seat's (or the neutral's) name and its tokens' shape. */
  legend: (name: string, shape: keyof typeof boardShapes) => `${name}: ${boardShapes[shape]} tokens`,
  /** One broker in a title: "Ana 3 face down", "Bo face down" (no value when the viewer may not see it). */
  broker: (owner: string, value: number | null, faceUp: boolean, marked: boolean) =>
    `${owner} ${value !== null ? `${value} ` : ''}face ` +
    `${faceUp ? 'up' : 'down'}${marked ? ` with ${terms.theCard.mercenary} mark (worth 5)` : ''}`,
  /**
   * A city area's title: "Neighborhood 2 port, ship B-GR with …: Ana 3 face up and Bo face down". `detail`: the port's
   * ship or the palace's card.
   */
  area: (n: number, area: Area, closed: boolean, detail: string | null, brokers: readonly string[]) =>
    `${terms.Neighborhood(n)} ` +
    `${terms.area[area]}${closed ? ` (closed by ${terms.theCard.queen})` : ''}${detail ? `, ${detail}` : ''}: ` +
    `${boardBrokers(brokers, 'no brokers')}`,
  /** A port's ship and the gems it offers (the ship's code, "B-GR", is the same in every language). */
  ship: (ship: string, gems: readonly Gem[]) =>
    `ship ${ship} with ${fmt.en.and(gems.map((g) => terms.colour[g]))} gems`,
  noShip: 'no ship',
  /** A palace's card: its hint (rules.hint). */
  card: (hint: string) => `card: ${hint}`,
  noCard: 'no card',
  /** Added in parentheses to the title of a place of the last move. */
  lastMove: (name: string) => `last move: ${name}`,
  /** An earlier move's places, while the seat's page shows what happened since its own last move. */
  sinceMove: (name: string) => `played since your last move: ${name}`,
  /** An area's visible label. */
  areaLabel: (area: Area, closed: boolean) => `${terms.Area[area]}${closed ? ' – closed' : ''}`,
  /** What the commerce majority scores this turn, shown in the area. */
  commerceVp: (merchant: boolean) => (merchant ? `${terms.vp(5)} (${terms.card.merchant})` : terms.vp(3)),
  /** A neighborhood the game does not use (R2.3): its title, and the words drawn in it. */
  hoodOff: (n: number) => `${terms.Neighborhood(n)}: not in play`,
  notInPlay: 'not in play',
  /** Beside the market's heading (R6.4). */
  marketVp: `${terms.vp(1)} per broker placed`,
  /** A market row's head: its gem, or closed (R4.3). */
  row: (row: number, open: boolean, gem: Gem | null) =>
    `Market row ${row}: ${!open ? 'closed' : gem ? `${terms.colour[gem]} gem` : 'no gem'}`,
  /** Drawn across a closed row. */
  rowClosed: 'row closed',
  /** A market square's title: its broker in words, or empty. */
  square: (row: number, column: Colour, broker: string | null) =>
    `Market row ${row}, ${terms.colour[column]}: ${broker ?? 'empty'}`,
  quotation: 'Quotation',
  /** One colour's quotation track (R1.5, R8.1). */
  track: (colour: Colour, quotation: number, rank: number) =>
    `${terms.Colour[colour]} quotation ${quotation} of 12, ranked ${terms.ordinal(rank)}`,
  /** A place's title with who leads its majority (text.lead) after its brokers. */
  withLead: (words: string, lead: string) => `${words}; ${lead}`,
  /** The throne room's title: its brokers in words (R10.2). */
  throne: (brokers: readonly string[]) => `${terms.ThroneRoom}: ${boardBrokers(brokers, 'empty')}`,
  /**
   * The board as text (templates/boardText.ts): the picture's facts in tables a screen reader walks cell by cell.
   * Values only as far as the reader may see them (R13): a face-down broker of another's is "face down".
   */
  text: {
    /** The disclosure's summary: "B", the key that opens it from anywhere on the page (src/client/ask.ts). */
    summary: 'The board as text (key B)',
    placesCaption: 'Every place: its brokers, who leads it and what it pays',
    place: 'Place',
    brokers: 'Brokers',
    majority: 'Majority',
    pays: 'Pays',
    /** R7.3: the whole neighborhood's majority shares the ship's gems. */
    hood: (n: number) => `${terms.Neighborhood(n)}, all areas`,
    area: (n: number, area: Area, closed: boolean) =>
      `${terms.Neighborhood(n)} ${terms.area[area]}${closed ? ` (closed by ${terms.theCard.queen})` : ''}`,
    row: (row: number) => `Market row ${row}`,
    column: (colour: Colour) => `Market column ${terms.colour[colour]}`,
    market: 'The whole market',
    none: 'no brokers',
    /** One participant's total as far as the reader sees it: "Bo 5 and 1 face down". */
    total: (name: string, total: number, hidden: number) =>
      `${name} ${total}${hidden ? ` and ${hidden} face down` : ''}`,
    /**
     * Who leads a majority by the counting's own rules (R7.2, R7.8) on the values the reader sees: `next` null when
     * alone, `by` 0 when the tie-break decides.
     */
    lead: (name: string, total: number, next: string | null, by: number) =>
      next === null
        ? `${name} leads alone with ${total}`
        : by === 0
          ? `${name} leads, tied with ${next} at ${total} and ahead by the tie-break (R7.8)`
          : `${name} leads with ${total}, ${by} ahead of ${next}`,
    /** After the lead when face-down brokers hide their values from the reader. */
    unseen: (n: number) => `${n} face-down ${n === 1 ? 'broker' : 'brokers'} unseen`,
    nobody: 'nobody yet',
    paysPort: 'a black gem (R7.4)',
    paysCommerce: (vp: string) => `${vp} (R7.4)`,
    paysPalace: (card: string | null) => (card ? `${card} (R7.4)` : 'nothing: no card'),
    /** A whole neighborhood's pays (R7.3); the note under the table (paysShip) says what each place chooses. */
    paysHood: "the ship's gems (R7.3)",
    /** R7.3, under the table: `takes`, how many gems each place of the whole neighborhood's ranking chooses. */
    paysShip: (takes: readonly number[]) =>
      `The ship's gems go by the whole neighborhood: ${takes
        .map((n, i) => `the ${terms.ordinal(i + 1)} chooses ${n}`)
        .join(', ')} (R7.3)`,
    paysRow: (open: boolean, gem: Gem | null) =>
      !open ? 'closed' : gem ? `the ${terms.colour[gem]} gem (R7.5)` : 'no gem',
    /** A market broker in a column's row of the table, and in a row's. */
    inRow: (row: number, broker: string) => `row ${row}: ${broker}`,
    inColumn: (colour: Colour, broker: string) => `${terms.colour[colour]}: ${broker}`,
    /** A column's total alone (a square's title), and with its place among the columns (R7.5): "total 7, 2nd". */
    columnSum: (total: number) => `total ${total}`,
    columnTotal: (total: number, place: number, tied: readonly Colour[]) =>
      `total ${total}, ${terms.ordinal(place)} of the columns` +
      (tied.length ? `, tied with ${fmt.en.and(tied.map((c) => terms.colour[c]))} (the tie-break leader orders)` : ''),
    paysColumn: 'its quotation, by its place (R7.5)',
    /** Under the places' table: what the short "Pays" cells of whole neighborhoods and columns mean. */
    columnMoves: 'A column’s place moves its quotation: 1st +2, 2nd +1, 3rd −1, 4th −2 (R7.5).',
    paysMarket: 'a quotation step, to the highest bidder (R7.5)',
    playersCaption: 'The players: VP, gems and cards',
    player: 'Player',
    cards: 'Cards',
    noCards: 'none',
    shipsTitle: 'Ships',
    ship: (n: number, ship: string) => `${terms.Neighborhood(n)}: ${ship}`,
    quotationsTitle: 'Quotations',
  },
  /** The key under the board, four short labels. */
  keyFaceDown: 'face down',
  keyMercenary: `${terms.card.mercenary}: worth 5`,
  keyClosed: `closed by ${terms.theCard.queen}`,
  keyLastMove: 'the last move',
};

// ---------------------------------------------------------------- rules

/**
 * The rules page (templates/rules.ts) and the card hints: a short summary of
 * the rules the engine implements, with the same rule ids as the engine's modules.
 * Rule ids (R6.2) are the same in every language, and a citation in a text becomes a
 * link to its anchor.
 */
const rules = {
  /** The page's <title>. */
  pageTitle: 'Ys — rules',
  /** Beside the brand in the page's header. */
  who: 'Rules',
  heading: 'The rules of Ys, in short',
  lead:
    'What this site plays, rule by rule. The game cites these ids (R6.2) when it refuses a move; each ' +
    'one links here.',
  back: 'Back to Ys online',
  /** The contents list's accessible name. */
  contents: 'Rules',
  /** The short codes the log writes (ships, R1.3), explained on the rules page and in each code's tooltip. */
  /** The page's section on playing without sight (templates/rules.ts); the keys' list is pages.live.keys. */
  keysTitle: 'Playing without sight: keys',
  keysText:
    'Under the board, “The board as text” gives every place: its brokers, who leads its majority and by how much, ' +
    'and what it pays. It also gives the players’ VP, gems and cards, the ships and the quotations. ' +
    'Other players’ moves are said as they arrive, and your own move at once. ' +
    'In a screen reader’s browse mode, pass a key through (NVDA: NVDA+F2; JAWS: Insert+3) or switch to focus mode. ' +
    'The keys are the same in every language, and do nothing while you type in the chat or your notes:',
  /** The keys of the board while a decision lights places on it (src/client/roving.ts, src/client/pages/place.ts). */
  boardKeys:
    'On the board, while a decision lights places there: the arrow keys go among the lit places as they stand on ' +
    'screen; Home and End go to the first and the last; Page Down and Page Up jump between the city and the ' +
    'market, to the row of the same rank (the ports and the market’s row 1) in the nearest column; Enter or Space ' +
    'picks; a number key picks the broker of that value from behind your screen; Escape takes back the last step.',
  codesTitle: 'Short codes in the log',
  codesText:
    "A ship (R1.3) is written as its gems' initials: the large gem, a dash, then the two small ones. " +
    'R-BG is a ship with a large red gem and small blue and green ones. ' +
    "The letters are the English colours' initials, in every language:",
  /**
   * A ship's code in words, in the log's tooltip and for screen readers: colours as terms.colour says them of a gem.
   */
  shipWords: (large: string, small: readonly [string, string]) =>
    `ship — large: ${large}; small: ${small[0]}, ${small[1]}`,
  /**
   * What each card does, in a few words, with its moment in parentheses (R9): shown with
   * the cards in hand and in the prompts, so at most about 90 characters. `blue`: the four
   * blue cards, four copies of one card.
   */
  effect: {
    captain: 'swap the ship cards of two ports (before placement)',
    cardinal: 'place your brokers face up or face down as you like this turn (before placement)',
    spy: 'look at up to 3 face-down brokers of other players this turn (before placement)',
    conjurer: 'place brokers from your front, refilling it from behind the screen (before placement)',
    queen: 'close one city area to every broker this turn (during placement)',
    magician: 'swap two of your own brokers on the board (during placement)',
    mercenary: 'one of the two brokers just placed counts 5 this turn (during placement)',
    herald: 'move one of your brokers to another area or market square (before counting)',
    merchant: 'every commerce majority scores 5 VP this turn (before counting)',
    intriguer: 'win every tie you are in this turn (before counting)',
    alchemist: 'exchange one of your gems for a coloured gem of another colour (after counting)',
    banker: 'move one quotation up a step and another down a step (after counting)',
    jeweler: 'take 2 coloured gems of your choice (after counting)',
    prince: '+4 VP (at once when won)',
    king: '+5 VP (at once when won)',
    blue: 'take one coloured gem of your choice (at once when won)',
  } satisfies Record<YellowCard | 'blue', string>,
  /** A card and what it does, as plain text: "Queen: close one city area…". */
  hint: (card: string, effect: string) => `${card}: ${effect}`,
  /** The same on the rules page (R9): both pieces already escaped HTML. */
  cardLineHtml: (cardHtml: string, effectHtml: string) => `<strong>${cardHtml}</strong>: ${effectHtml}`,
  /**
   * Every rule's and sub-rule's title, and its text where it has one, by id (the page's structure is
   * templates/rules.ts).
   */
  rule: {
    R1: { title: 'Components' },
    'R1.1': {
      title: 'Brokers',
      text:
        'Each player has 11 brokers worth 0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4 (22 in all). Three more 2s ' +
        "each are used only by the King's Favor (R10).",
    },
    'R1.2': {
      title: 'Gems',
      text:
        'Blue, green, yellow and red are the coloured gems. Black gems come only from ports and score ' +
        'on their own table. A white gem is never kept: whoever wins one takes a coloured gem of their ' +
        'choice instead. The bank never runs out.',
    },
    'R1.3': {
      title: 'Ship cards',
      text:
        '24 cards, each with one large gem and two small ones of three different colours; 4 of them ' +
        'carry a white gem.',
    },
    'R1.4': {
      title: 'Character cards',
      text: '15 yellow cards, one of each character (R9), and 4 blue cards, each showing a white gem.',
    },
    'R1.5': {
      title: 'Quotation scale',
      text: 'One track per coloured gem, from 0 to 12; every gem starts at 6 and a move past either end stops there.',
    },
    'R1.6': { title: 'Score track', text: 'Victory points (VP), from 0 up.' },
    R2: { title: 'Setup' },
    'R2.1': { title: 'Players', text: '2 to 4. Everyone starts with their brokers behind their screen and 0 VP.' },
    'R2.2': { title: 'Order cards', text: 'Cards 1 to N are dealt at random, one per player.' },
    'R2.3': {
      title: 'Neighborhoods',
      text:
        'All four are played with 4 players, and with 3 unless the game was made with three ' +
        'neighborhoods; with 2 players only 1 to 3. An unused neighborhood takes nothing.',
    },
    'R2.4': {
      title: 'Characters',
      text:
        'Three yellow cards are dealt face down to the palace of each neighborhood in play; the rest ' +
        'leave the game unseen. The blue cards wait for turn 4.',
    },
    'R2.5': { title: 'Ships', text: 'The ship deck is shuffled (without its white cards in Ys Express).' },
    'R2.6': { title: 'Quotations', text: 'Every gem starts at 6.' },
    R3: {
      title: 'The turn',
      text:
        'A game has 4 turns. Each turn has the phases Setup, Turn order, Placement and Counting, then ' +
        "The King's Favor when that variant is played. Final scoring follows turn 4 (R8).",
    },
    R4: { title: 'Setup of the turn' },
    'R4.1': {
      title: 'Characters',
      text:
        'In turns 1 to 3 the top card of each palace is revealed for all to see. In turn 4 each palace ' +
        'gets a blue card instead.',
    },
    'R4.2': {
      title: 'Ports',
      text:
        "Each neighborhood's port gets a ship card. With 4 players a port offers 4 gems (two of the " +
        'large colour, one of each small one); with 2 or 3 players, 3 gems.',
    },
    'R4.3': {
      title: 'Market',
      text:
        'One more ship card fills the market rows: with 4 players rows 1 to 3 (the white or the large ' +
        'gem on row 1); with 2 or 3 players only the two small gems, on rows 2 and 3, and row 1 stays ' +
        'closed.',
    },
    R5: { title: 'Turn order' },
    'R5.1': {
      title: 'Bids',
      text:
        'Everyone secretly picks 2 brokers from behind their screen. All bids are revealed together ' +
        'and ' +
        'stay in front of the screens for the rest of the turn.',
    },
    'R5.2': { title: 'Ranking', text: 'The highest total first; equal totals go to the lower order card.' },
    'R5.3': {
      title: 'Choosing',
      text:
        'In that ranking each player takes a free position; position 1 takes order card 1, and so on. ' +
        'The whole turn follows these positions.',
    },
    'R5.4': { title: 'Two players', text: 'Only the two players bid; they take positions 1 and 2.' },
    R6: { title: 'Placement' },
    'R6.1': {
      title: 'Card window',
      text: 'Before the first placement, in turn order, players may play their "before placement" cards (R9.1).',
    },
    'R6.2': {
      title: 'Rounds',
      text:
        '4 rounds (3 in Ys Express). In each round, in turn order, a player places 2 brokers from ' +
        'behind the screen: one face up and one face down (unless the Cardinal says otherwise), in the ' +
        'city, the market, or one in each.',
    },
    'R6.3': { title: 'City', text: 'Any number of brokers may stand in an area, except one closed by the Queen.' },
    'R6.4': {
      title: 'Market',
      text:
        'At most one broker per square, on open rows only. Placing a broker there earns 1 VP at once, ' +
        'kept whatever happens to the broker.',
    },
    'R6.5': {
      title: 'Leftover',
      text:
        'After the last round each player has one broker left; it joins the two bid brokers in front. ' +
        "These three break this turn's ties.",
    },
    'R6.6': {
      title: 'Own hidden brokers',
      text: 'A game option (on by default): whether a player may look at their own face-down brokers on the board.',
    },
    'R6.7': {
      title: 'Hidden values',
      text:
        "A face-down broker's value stays hidden from the other players until its place is counted, " +
        'except from a Spy.',
    },
    R7: { title: 'Counting' },
    'R7.0': {
      title: 'Card window',
      text: 'Before counting, in turn order, players may play their "before counting" cards.',
    },
    'R7.1': {
      title: 'City',
      text:
        'Neighborhoods are counted one at a time, 1 to 4: their face-down brokers are revealed, and a ' +
        "player's total is the sum of their brokers in its three areas.",
    },
    'R7.2': {
      title: 'Presence',
      text:
        'Only players with a broker there take part; a lone 0 still beats absence. Highest total ' +
        'first; ' +
        'ties by R7.8.',
    },
    'R7.3': {
      title: 'Port gems',
      text:
        'With 4 players the first takes 2 of the 4 gems, the second 1, the third the last. With 2 or 3 ' +
        ('players the first takes 2 of the 3 and the second the last. A white gem becomes a coloured ' + 'gem ') +
        "of the taker's choice.",
    },
    'R7.4': {
      title: 'Areas',
      text:
        'Then each area has its own majority: the port gives 1 black gem, commerce 3 VP (5 with the ' +
        "Merchant), the palace its character card. An empty area gives nothing. The neighborhood's " +
        'brokers go back behind the screens.',
    },
    'R7.5': {
      title: 'Market',
      text:
        "Face-down market brokers are revealed. Each row's gem goes to the player with most there. The " +
        'columns are ranked by total (then by number of brokers) and move their quotations +2, +1, −1, ' +
        '−2. The player with most in the whole market, the market leader, must move one quotation one step up or down.',
    },
    'R7.6': {
      title: 'Card window',
      text: 'After the market, in turn order, players may play their "after counting" cards.',
    },
    'R7.7': { title: 'End of turn', text: 'The port ships are discarded, and effects lasting "this turn" end.' },
    'R7.8': {
      title: 'Ties',
      text:
        "The Intriguer's player wins every tie they are in; then the neutral player (R11); then the " +
        'higher sum of the three tie-break brokers (R6.5); then the lower order card.',
    },
    R8: { title: 'Final scoring' },
    'R8.1': {
      title: 'Gem ranks',
      text:
        'The colours are ranked by quotation (ties: blue, green, yellow, red). The player with most ' +
        'gems of the 1st colour scores 24, the second 18, the third 12, the fourth 6; the 2nd colour ' +
        'pays 20, 15, 10, 5; the 3rd 16, 12, 8, 4; the 4th 12, 9, 6, 3.',
    },
    'R8.2': {
      title: 'Places per colour',
      text: 'Only players holding the colour are ranked. Tied players all score the lowest place their group covers.',
    },
    'R8.3': { title: 'Black gems', text: '1, 2, 3, 4, 5, 6, 7 or more black gems score 1, 4, 8, 12, 16, 20, 24 VP.' },
    'R8.4': { title: "King's Favor", text: 'The throne is scored when that variant is played (R10.3).' },
    'R8.5': { title: 'Winner', text: 'Most VP; then most gems (coloured and black); still equal, a shared win.' },
    R9: { title: 'Character cards' },
    'R9.1': {
      title: 'Timing',
      text:
        'Each card is played at one moment: before placement, during your own placement, before ' +
        'counting, after counting, or at once when won. At each moment players are asked in turn order.',
    },
    'R9.2': {
      title: 'Limits',
      text:
        'A card can be played from the turn after it was won, at most 2 cards per turn (cards played ' +
        'at ' +
        'once do not count). Everyone sees who holds which card; unplayed cards score nothing.',
    },
    'R9.3': {
      title: 'Winning a card',
      text: "A card won in a palace goes to the winner's hand, unless it acts at once.",
    },
    R10: { title: "Variant: the King's Favor (3 or 4 players)" },
    'R10.1': { title: 'Extra brokers', text: 'Each player has 3 brokers of value 2 beside the board.' },
    'R10.2': {
      title: 'Throne',
      text:
        'After every counting each player secretly lays one of their three front brokers face down in ' +
        'the throne room for the rest of the game; while turns remain, each then adds a 2 behind their ' +
        'screen.',
    },
    'R10.3': {
      title: 'Scoring',
      text:
        'At the end the throne is revealed: the highest sum scores 12 VP, then 7, then 3, then 0; tied ' +
        "players share their places' points, rounded down.",
    },
    'R10.4': { title: 'Cards', text: 'Only the Spy (looking) and the Magician (swapping) reach the throne.' },
    R11: { title: 'Two players', text: 'Played as with 3 players on neighborhoods 1 to 3, with a neutral player:' },
    'R11.1': {
      title: 'Neutral brokers',
      text: 'Each player also keeps 4 unseen neutral brokers worth 4, 2, 1, 0 (4, 3, 1, 0 with the strong neutral).',
    },
    'R11.2': {
      title: 'Placing them',
      text:
        'With their own 2 brokers a player places 1 neutral broker face down, drawn at random: nobody ' +
        'knows its value until it is counted.',
    },
    'R11.3': {
      title: 'The neutral player',
      text:
        'It does not bid and holds no cards, but earns VP like a player and wins every tie except ' +
        'against the Intriguer.',
    },
    'R11.4': {
      title: 'Its choices',
      text:
        'Automatic: it takes the most valuable gems, turns any card but the Prince or King into the ' +
        'most valuable gem, and as the market leader moves up the colour it holds most of.',
    },
    'R11.5': {
      title: 'Final scoring',
      text:
        'It is ranked like a player for each colour (third place for a colour it lacks). The winner is ' +
        'the better of the two players; if the city beat you both, the result says so.',
    },
    R12: {
      title: 'Variant: Ys Express (3 or 4 players)',
      text:
        'Each player plays without one 3 and one 1 (9 brokers), the white ship cards leave the deck, ' +
        "and placement has 3 rounds instead of 4. It combines with the King's Favor.",
    },
    R13: {
      title: 'What every player may see',
      text:
        'Everyone sees the board, face-up brokers, fronts, gems won, cards in hand, revealed bids, how ' +
        'many brokers each player has behind the screen, and the log. Only you see your brokers behind ' +
        'the screen, your own face-down values (R6.6), your bid before the reveal, your throne brokers ' +
        'and what your Spy saw. Nobody sees the piles below the top card, the cards left out, the ship ' +
        "deck's order or neutral values before counting.",
    },
  },
};

// ---------------------------------------------------------------- pages

// A game's players as its label shows them ("Ana, Ben, Cleo"): a list of names, not a sentence.
const pagesNames = new Intl.ListFormat('en', { type: 'unit', style: 'short' });
const PAGES_WEEK = 7 * 24 * 3600;

/**
 * The pages around the game (templates/index.tsx): the home page and its form, the host
 * page, a seat's or spectator's header, the mail stop, errors, the language switcher, and
 * the words src/client/socket.ts and src/client/myGames.ts read from the page. `{0}`, `{1}`: where
 * those scripts put a name list or a time (placeholders, never words).
 */
const pages = {
  /** The language switcher's accessible name. */
  language: 'Language',
  /** Who a page is when it is not a seat's: the header, the browser's own list of games. */
  spectator: 'Spectator',
  host: 'Host',
  /** The players of a game, as a label: "Ana, Ben, Cleo". */
  playerList: (names: readonly string[]) => pagesNames.format(names),
  title: {
    player: (name: string) => `Ys — ${name}`,
    spectator: 'Ys — spectator',
    host: 'Ys — host',
    mail: 'Ys — e-mails',
    replay: 'Ys — replay',
    analysis: 'Ys — analysis',
    error: (status: number) => `Ys — ${status}`,
  },
  /** In a seat's header once the host made a rematch. */
  rematchLink: 'Rematch: your new seat',
  /** The live badge (src/client/socket.ts): what the connection is doing. */
  live: {
    connecting: 'connecting…',
    reconnecting: 'reconnecting…',
    live: 'live',
    offline: 'offline',
    unsent: 'not sent: check your connection and try again',
    replaced: 'this link was replaced by the host: ask them for the new one',
    shut: 'disconnected: reload the page',
    /**
     * Why the room closed the page's socket (GameRoom's close codes 4002, 4008, 4010), said instead of the close
     * reason.
     */
    tooManyPages: 'this seat or game has too many pages open, so this one was closed: reload it to play here',
    tooChatty: 'this page sent too many messages: reload it',
    deleted: 'this game was deleted after a long time without a move',
    /** Before the page's title in the browser's tab while a decision waits: "● Your move — Ys — Ana". */
    yourMove: 'Your move',
    /**
     * The keys that ask (src/client/ask.ts), their answers spoken by the page's live region; the letters are the same
     * in every language. Said by K, and listed on the rules page.
     */
    keys:
      'Keys: B, the board as text; L, the last move; T, whose turn it is and the time left; G, your gems, VP and ' +
      'cards; Q, the quotations; A then 1 to 4, a neighborhood, or A then 5, the market; K, these keys.',
    /** After A: the key it waits for. */
    askWhich: 'Which neighborhood? 1 to 4, or 5 for the market.',
    noMove: 'No move yet.',
    /** A chat message spoken as it arrives while the chat is in sight. */
    chatSaid: (name: string, text: string) => `${name} in the chat: ${text}`,
  },
  /**
   * After a decision, when another game this browser remembers awaits the player (src/client/myGames.ts); `{0}`: its
   * players.
   */
  nextGame: 'Next game waiting for you: {0}',
  copyLink: 'Copy link',
  /** A copy button, for two seconds after it copied. */
  copied: 'Copied',
  home: {
    lead:
      'The board game Ys (Cyril Demaegd, Ystari 2004) for 2 to 4 friends at a distance. Create a game, ' +
      'mail each friend their private link, and play at your own pace from any browser.',
    /** The new game's own title, told apart from the others in lists, page titles and notifications. */
    title: 'Title of the game (optional)',
    titleHelp: (max: number) =>
      `Up to ${max} characters, such as “Friday Ys”: shown in everyone's list of games, the page's title and the ` +
      'notifications, to tell this game from others.',
    players: 'Players (2 to 4)',
    player: (n: number, optional: boolean) => `Player ${n}${optional ? ' (optional)' : ''}`,
    whoPlays: (n: number) => `Who plays seat ${n}`,
    playedBy: { person: 'played by a person', standard: 'played by the bot', greedy: 'played by the bot, easy' },
    /**
     * The names a bot's seat gets when its name is left empty (src/http/newGameForm.ts
     * botName), the first not like another player's: makers of thinking machines, in each
     * language its own. Any name the host types instead is kept.
     */
    botNames: ['Ada', 'Babbage', 'Turing', 'Hopper'] as readonly string[],
    options: 'Options',
    /** After an option allowed only with some player counts: "(3 or 4 players)". */
    onlyFor: (counts: readonly number[]) => `(${fmt.en.or(counts.map((n) => fmt.en.num(n)))} players)`,
    timePerMove: 'Time per move',
    timePerMoveHelp: "When a player's time runs out, a stand-in decides for them (the host can pause the clocks)",
    notifications: 'Turn notifications (optional)',
    webhook: "Webhook of your group's chat (Discord or Slack): it is told whose move it is, with the spectator link",
    mailHelp:
      'Or their e-mail addresses: each player is sent their own link, then an e-mail when the game ' +
      'waits for them (never shown to the others; each mail has a one-click stop).',
    email: (n: number) => `Player ${n}'s e-mail`,
    newGame: 'New game',
    myGames: 'Your games on this browser',
    myGamesHelp: 'Kept in this browser only, never sent to the server as a list.',
  },
  /** The new game's options: name and what it changes, with its rule. */
  option: {
    kingsFavor: {
      label: terms.kingsFavor,
      help: 'After each counting everyone lays a front broker in the throne room; it scores at the end (R10).',
    },
    express: {
      label: terms.express,
      help: 'A shorter game: 9 brokers each, 3 placement rounds, no white ships (R12).',
    },
    threeNeighborhoods: {
      label: 'Three neighborhoods',
      help: 'Play with 3 players on neighborhoods 1–3 only: a tighter city (R2.3).',
    },
    strongNeutral: {
      label: 'Strong neutral',
      help: "The neutral player's brokers are 4, 3, 1, 0 instead of 4, 2, 1, 0 (R11.1).",
    },
    peekOwnHidden: {
      label: 'See my own face-down brokers',
      help: 'Each player may look at their own face-down brokers on the board (R6.6).',
    },
  },
  /** A time per move the host may choose (templates/theme.ts MOVE_SECONDS); 0: none. */
  moveChoice: (seconds: number) => {
    if (seconds === 0) return 'No limit';
    if (seconds % PAGES_WEEK === 0) {
      const w = seconds / PAGES_WEEK;
      return `${fmt.en.num(w)} ${fmt.en.plural(w, { one: 'week', other: 'weeks' })}`;
    }
    const h = Math.round(seconds / 3600);
    return `${fmt.en.num(h)} ${fmt.en.plural(h, { one: 'hour', other: 'hours' })}`;
  },
  /** The home page's list of this browser's games (src/client/myGames.ts fills `{0}`, `{1}`). */
  myGames: {
    /**
     * Above the list once some game awaits this player's move; `n`: how many (src/client/myGames.ts picks the form by
     * the
     * language's plural rules).
     */
    awaiting: { one: 'Your move in {0} game', other: 'Your move in {0} games' } as Record<'one' | 'other', string>,
    forget: 'Forget',
    /** The Forget button's accessible name; `game`: the entry's label. */
    forgetGame: (game: string) => `Forget ${game}`,
    /** Said for a few seconds after Forget, beside its Undo; `game`: the entry's label. */
    forgotten: (game: string) => `Forgotten: ${game}`,
    undo: 'Undo',
    ended: 'ended by the host',
    /** `names`: the winners, already a list; `count`: how many. */
    won: (names: string, _count: number) => `finished: ${names} won`,
    noWinner: 'finished: no winner',
    yourMove: 'your move',
    waitingFor: (names: string) => `waiting for ${names}`,
    inPlay: 'in play',
    /** A state and the time left ("20 h left", said by the server). */
    withTime: (state: string, left: string) => `${state}, ${left}`,
    gone: 'no longer found',
    deleted: 'deleted: no move for a long time',
    unreachable: 'could not be reached',
  },
  hostPage: {
    /** The invitation mail a host sends from their own mail app. `players`: playerList's. */
    inviteSubject: (name: string) => `Your seat in our game of Ys, ${name}`,
    inviteBody: (name: string, players: string, url: string) =>
      `Hello ${name},\n\nWe are playing Ys online (${players}). This is your private link: it shows ` +
      `your own screen, so keep it to yourself.\n\n${url}\n\nOpen it on any phone or computer; the ` +
      `page updates by itself when it is your move.\n`,
    heading: 'Your game of Ys',
    lead:
      "Send each player their own link. A link is that player's key: whoever holds it plays that seat " +
      'and sees its screen.',
    botSeat: "The room's bot plays this seat, from what this seat may see: it has no link.",
    privateLink: (name: string) => `${name}'s private link`,
    emailInvitation: 'E-mail invitation',
    openAs: (name: string) => `Open as ${name}`,
    giveBack: (name: string) => `Give ${name}'s seat back (a new link)`,
    handOver: (name: string) => `Hand ${name}'s seat to the stand-in`,
    standInNow: 'The stand-in decides for this seat now; given back, the seat gets a new link.',
    standInHelp: 'If a player left: a stand-in decides for the seat from now on.',
    replaceLink: (name: string) => `Replace ${name}'s link`,
    replaceLinkHelp:
      'If this link reached the wrong person: the old one stops working at once, and its open pages are disconnected.',
    spectatorLink: 'Spectator link (public information only)',
    webhook:
      "Webhook of your group's chat (Discord or Slack): told whose move it is, with the spectator link; empty: none",
    saveWebhook: 'Save the webhook',
    givenUp: 'Notifications not delivered',
    givenUpHelp: 'Tried again several times, then given up; the game itself goes on.',
    /** Which channel failed; `name` null: a seat whose name is unknown. */
    givenUpWebhook: 'The webhook',
    givenUpPush: (name: string | null) => `${name ?? 'A player'}'s browser`,
    givenUpMail: (name: string | null) => `${name ?? 'A player'}'s e-mail`,
    /** `when`: "2026-09-01 12:30" (UTC); `why`: the delivery's own error. */
    givenUpItem: (what: string, when: string, why: string) => `${what}, ${when} UTC: ${why}`,
    writesRefused: 'Changes refused today',
    /** `used` of `allowed`: the rows the game wrote today (UTC) besides its moves, and its daily budget of them. */
    writesRefusedHelp: (used: number, allowed: number) =>
      `Besides its moves, this game may write ${fmt.en.num(allowed)} rows a day to the server's storage, its share ` +
      `of the free hosting (${fmt.en.num(used)} so far today, UTC). ` +
      "These changes were refused: too many of one kind from one link in a minute, or past the day's rows. Moves are " +
      'never refused.',
    writesRefusedItem: (kind: string, n: number) => `${kind}: ${fmt.en.num(n)}`,
    writeKinds: {
      notes: 'Notes',
      lang: 'Languages',
      push: 'Browser notifications',
      mail: 'E-mail notifications',
      hint: 'Hints',
      chat: 'Chat messages',
      moderation: 'Messages hidden, seats muted',
      links: 'Links replaced',
      controls: 'Host controls (end, clocks, webhook, stand-in)',
      plan: 'Planned moves',
    } satisfies Record<WriteKind, string>,
    /** Seats whose address the mail binding refused (Cloudflare delivers only to verified addresses). */
    unverified: 'E-mail addresses to verify',
    /** `name`: the seat's player; the address itself is never shown. */
    unverifiedSeat: (name: string) =>
      `No mail reaches ${name}: this server may write only to addresses verified with its mail ` +
      `service, and ${name}'s is not yet.`,
    unverifiedHelp:
      "This server sends its mail through Cloudflare's Email Routing, which delivers only to " +
      'addresses their owner verified once: whoever runs the server adds the address under Email ' +
      "Routing › Destination Addresses, and its owner opens Cloudflare's mail and verifies it. The " +
      "next notification then gets through; until then, send the player's link yourself.",
    clocksPaused: "The clocks are paused: nobody's time runs.",
    clocksRunning: 'Each decision has a time limit; when it runs out, a stand-in decides.',
    resumeClocks: 'Resume the clocks',
    pauseClocks: 'Pause the clocks (a holiday)',
    keepAddress: (url: string) => `Keep this page's address to come back to these links: ${url}`,
    /** The game's deletion, said in advance: after `days` without a move, on the day of `at`. */
    expiry: (days: number, at: number, over: boolean) =>
      over
        ? `This game is deleted after ${terms.days(days)} without a move: on ${terms.date(at)}.`
        : `This game is deleted after ${terms.days(days)} without a move: on ${terms.date(at)}, unless ` +
          `someone moves before.`,
    controls: 'Host controls',
    replaceHostLink: 'Replace this host link',
    replaceHostLinkHelp: 'This page moves to a new address; the old one stops working at once.',
    endConfirm: 'End the game now for everyone. No one can move after this, and it cannot be undone.',
    end: 'End the game',
    rematchMade: 'The rematch is made.',
    openRematch: "Open the rematch's host page",
    rematchOffer:
      'The game is over. A rematch is a new game with the same players and options, and a new deal; ' +
      'each player finds their new link on their own page.',
    rematch: 'Rematch',
    /**
     * A control that cannot be undone, asked again on a page of its own before it acts
     * (src/http/host.ts): the question, what it does, and the button that does it.
     * `name`: the seat's player.
     */
    confirm: {
      link: {
        ask: (name: string) => `Replace ${name}'s link?`,
        text: (name: string) =>
          `The old link stops working at once and its open pages are disconnected. You then send ` +
          `${name} the new link. This cannot be undone.`,
        yes: (name: string) => `Yes, replace ${name}'s link`,
      },
      standin: {
        ask: (name: string) => `Hand ${name}'s seat to the stand-in?`,
        text: (name: string) =>
          `From now on the stand-in decides for ${name} whenever the game waits for the seat, and ` +
          `its ` +
          `decisions cannot be taken back. You may give the seat back later, with a new link.`,
        yes: (name: string) => `Yes, hand ${name}'s seat to the stand-in`,
      },
      back: {
        ask: (name: string) => `Give ${name}'s seat back?`,
        text: (name: string) =>
          `${name} plays again through a new link that you send them; the old link stops working at ` +
          `once. This cannot be undone.`,
        yes: (name: string) => `Yes, give ${name}'s seat back`,
      },
      hostLink: {
        ask: () => 'Replace this host link?',
        text: () =>
          'This page moves to a new address and the old one stops working at once: keep the new one, ' +
          'nobody can give it back.',
        yes: () => 'Yes, replace the host link',
      },
    },
    cancel: 'No, back to the host page',
    /** What a control did, said at the top of the host page after it; the new link follows the sentence. */
    done: {
      link: (name: string) => `${name}'s link is replaced: the old one no longer works. Send ${name} the new one:`,
      standin: (name: string) => `${name}'s seat is handed to the stand-in: it decides for this seat from now on.`,
      back: (name: string) => `${name}'s seat is given back: the old link no longer works. Send ${name} the new one:`,
      hostLink: () => 'This page has a new address, the new host link: the old one no longer works. Keep this one:',
      end: () => 'You ended the game for everyone.',
    },
    /** The mark of the seat a control just changed. */
    changed: 'Just changed',
  },
  mailStop: {
    stopped: 'E-mails stopped',
    ask: 'Stop e-mails?',
    /** `gamePage`: a link, already rendered, whose text is `gamePage` below. */
    stoppedHtml: (gamePage: string) =>
      `This seat is sent no more e-mails. You can give an address again on ${gamePage}.`,
    gamePage: 'your game page',
    askText: 'This game will no longer e-mail you when it waits for you.',
    stop: 'Stop e-mails',
    back: 'Back to the game',
  },
  error: {
    notFound: 'Not found',
    deleted: 'Game deleted',
    replaced: 'Link replaced',
    server: 'Server problem',
    other: 'That did not work',
    home: 'Back to the home page',
  },
};

// ---------------------------------------------------------------- refusals

/** Every refusal's words: one text per key of the union, taking that key's facts. */
type RefusalsTexts = { [K in Refusal['key']]: (r: Extract<Refusal, { key: K }>) => string };

const refusalsCap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Whose name a name's refusal is about ("Player 2's name", "The name"), or the game's title, after the JSON API's field
 * when it has one.
 */
const refusalsWhose = (r: NameWhere) =>
  (r.path ? `Bad new game: ${r.path}: ` : '') +
  (r.title ? 'The title' : r.player ? `Player ${r.player}'s name` : 'The name');

const refusalsMeans: Record<ReservedMeaning, string> = {
  you: 'the person reading the page (“you”)',
  neutral: 'the neutral player of a two-player game',
  spectators: 'the spectators',
  host: 'the host who created the game',
  standIn: 'the stand-in that decides for a seat',
  nobody: 'nobody',
  everyone: 'everyone',
  seat: 'a seat by its number (“Player 2”)',
};

/** When a card is played (R9.1), as "its moment is …" ends. */
const refusalsMoment: Record<Timing, string> = {
  beforePlacement: 'before placement',
  beforeOwnPlacement: 'just before one of your placements',
  duringPlacement: 'just after one of your placements',
  beforeCounting: 'before counting',
  afterCounting: 'after counting',
};

/** A form's field, as the subject of a sentence. */
const refusalsField = (field: FormField, n?: number): string =>
  (
    ({
      broker1: 'The 1st broker',
      place1: "The 1st broker's place",
      face1: "The 1st broker's face",
      refill1: 'The 1st refill',
      broker2: 'The 2nd broker',
      place2: "The 2nd broker's place",
      face2: "The 2nd broker's face",
      refill2: 'The 2nd refill',
      faces: 'The faces',
      neutralPlace: "The neutral broker's place",
      gems: 'The gems',
      whiteColour: "The white gem's colour",
      column: `The column in place ${n ?? 1}`,
      neighborhood1: 'The 1st neighborhood',
      neighborhood2: 'The 2nd neighborhood',
      queenArea: "The Queen's area",
      swap1: 'The 1st broker to swap',
      swap2: 'The 2nd broker to swap',
      markBroker: 'The broker to mark',
      moveBroker: 'The broker to move',
      newPlace: 'Its new place',
      giveGem: 'The gem to give',
      takeGem: 'The gem to take',
      gemUp: 'The gem going up',
      gemDown: 'The gem going down',
      gem1: 'The 1st gem',
      gem2: 'The 2nd gem',
      card: 'The card',
      bid: 'The bid',
      position: 'The position',
      colour: 'The colour',
      direction: 'The direction',
      throneBroker: 'The broker',
      peekBroker: 'The broker to look at',
      action: 'The action',
      version: 'The page version',
    }) satisfies Record<FormField, string>
  )[field];

const refusalsForm = (why: string) => `That form could not be read: ${why}.`;

/** A wait, as a refusal over a limit says when to try again: "40 seconds", "12 minutes", "3 h 05 min". */
function refusalsWait(seconds: number): string {
  if (seconds < 90) return `${fmt.en.num(seconds)} ${fmt.en.plural(seconds, { one: 'second', other: 'seconds' })}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${fmt.en.num(minutes)} minutes`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const refusalsUrl = (what: 'webhook' | 'pushEndpoint') => (what === 'webhook' ? 'webhook' : 'push endpoint');

/** A hidden character in a message or the notes (src/engine/names.ts, hiddenChar). */
const refusalsHidden = {
  control: 'a control character',
  direction: 'a direction mark, which can reorder the words around it',
  variation: 'a variation selector on its own, an invisible character',
  invisible: 'an invisible character',
  unknown: 'a character with no agreed look (private or unassigned)',
};

/**
 * Why something was refused, one text per refusal (src/engine/refusals.ts, with each
 * card's own keys in its module, src/room/protocol.ts, src/http/refusal.ts), said on a
 * page, in a form's flash or as the JSON API's message. Rule ids that a sentence cites, "(R7.5)", stay as they are.
 */
const refusals = {
  // ---------------------------------------------------------------- names
  nameEmpty: (r) => `${refusalsWhose(r)} is empty.`,
  nameControl: (r) => `${refusalsWhose(r)} has a control character or line break (${r.char}): write it on one line.`,
  nameDirection: (r) =>
    `${refusalsWhose(r)} has a direction mark (${r.char}), which can reorder the words around it: ` +
    `type it again without that character.`,
  nameVariation: (r) =>
    `${refusalsWhose(r)} has a variation selector (${r.char}) on its own, an invisible character: ` +
    `type it again without that character.`,
  nameInvisible: (r) =>
    `${refusalsWhose(r)} has an invisible character (${r.char}): type it again without that character.`,
  nameUnknown: (r) =>
    `${refusalsWhose(r)} has a character with no agreed look (${r.char}, private or unassigned): use another.`,
  nameSeparator: (r) =>
    `${refusalsWhose(r)} has “${r.char}”: the game writes commas, colons and brackets between and ` +
    `after names (“Ana, Bo and Cy”, “Ana (you)”), so a name has none.`,
  nameLoneAccent: (r) => `${refusalsWhose(r)} has an accent (${r.char}) on no letter.`,
  nameAccents: (r) => `${refusalsWhose(r)} has more than ${r.max} accents on one letter.`,
  nameTooLong: (r) => `${refusalsWhose(r)} has ${r.length} characters, more than ${r.max}.`,
  nameNoLetter: (r) => `${refusalsWhose(r)} has no letter or digit.`,
  nameReserved: (r) =>
    `${refusalsWhose(r)} “${r.name}” is a word the game uses for ${refusalsMeans[r.means]}: choose ` +
    `another, with a family name or an initial for example, so that no sentence can mean two people.`,
  nameSame: (r) =>
    `${refusalsWhose(r)} is the same as Player ${r.first}'s (“${r.name}”): give each player a ` +
    `different name, so that everyone can tell who did what.`,
  nameLookAlike: (r) =>
    `${refusalsWhose(r)} “${r.name}” looks too much like Player ${r.first}'s (“${r.firstName}”): ` +
    `give ` +
    `each player a name the others can tell apart at a glance.`,

  // ---------------------------------------------------------------- any action
  notYourTurn: () => 'It is not your move: the game is waiting for someone else.',
  seatNotWaited: () => 'This seat is not waited on: there is nothing to decide for it.',
  standInNothing: () => 'The stand-in found nothing to decide.',
  invalidSettings: (r) => `Invalid game settings (${r.path || 'input'}).`,
  invalidAction: (r) => `That is not a valid action${r.path === undefined ? '' : ` (${r.path || 'action'})`}.`,
  gameOver: () => 'The game is over.',
  noSuchSeat: () => 'There is no such seat in this game.',

  // ---------------------------------------------------------------- setup
  dealTooMany: (r) =>
    `The deal asks for ${r.item} in ${r.pile === 'ships' ? 'the ship deck' : 'a neutral supply'} ` +
    `more ` +
    `often than the game has it.`,
  variantsNotWithTwo: () => "King's Favor and Ys Express are not used with 2 players.",
  threeNeighborhoodsForThree: () => 'The three-neighborhood option is for 3 players (2 players always use three).',
  strongNeutralForTwo: () => 'The strong neutral is for 2-player games.',
  dealOrderCards: (r) => `Order cards must be 1..${r.players}, one per player.`,
  dealCardTwice: () => 'Each character card exists once.',
  neighborhoodNotInPlay: (r) => `${terms.Neighborhood(r.neighborhood)} is not in play.`,
  neutralOnlyWithTwo: () => 'Neutral brokers exist only with 2 players.',

  // ---------------------------------------------------------------- bidding
  bidTwo: () => 'Every player must now bid 2 brokers.',
  alreadyBid: () => 'You have already bid this turn.',
  noBidBrokers: (r) => `You have no ${fmt.en.and(r.values.map(fmt.en.num))} behind your screen to bid.`,
  noBidLeft: () => 'Turn 4 is the last: there is no bid left to plan.',
  chooseOrder: () => 'You must now choose your position in the turn order.',
  positionTaken: (r) => `Position ${r.position} is not free; choose ${fmt.en.or(r.free.map(fmt.en.num))}.`,

  // ---------------------------------------------------------------- placement
  placeTwo: () => 'It is your turn to place 2 brokers.',
  oneUpOneDown: () => 'Place exactly one broker face up and one face down.',
  onlyConjurer: () => 'Only the Conjurer lets a broker come from your front.',
  conjurerRefill: () => 'With the Conjurer, name the broker from behind your screen that takes its place in front.',
  notBehind: (r) => `You do not have ${fmt.en.and(r.values.map(fmt.en.num))} behind your screen.`,
  notInFront: (r) => `There is no ${fmt.en.and(r.values.map(fmt.en.num))} in front of your screen.`,
  placeNeutral: () => 'With 2 players you also place 1 neutral broker face down.',
  queenClosed: (r) => `The Queen has closed ${terms.spot(r.spot)} for the rest of the turn.`,
  rowClosed: (r) => `Market row ${r.row} is closed in this game.`,
  squareTaken: (r) => `The market square row ${r.row}, ${terms.colour[r.column]} already holds a broker.`,
  squareTwice: (r) =>
    `A market square takes one broker: you chose market row ${r.row}, ${terms.colour[r.column]} twice.`,

  // ---------------------------------------------------------------- character cards
  cardNotHeld: (r) => `You do not hold ${terms.theCard[r.card]}.`,
  cardWonThisTurn: (r) =>
    `${refusalsCap(terms.theCard[r.card])} was won this turn: it can be played from the next turn.`,
  twoCardsPlayed: () => 'You have already played 2 cards this turn.',
  cardNotNow: (r) =>
    `${refusalsCap(terms.theCard[r.card])} is not played now: its moment is ${refusalsMoment[r.moment]}.`,
  playOrPass: () => 'Play a card or pass.',
  noBrokerAt: (r) =>
    `You have no broker at ${r.at === 'throne' ? terms.throneRoom : terms.spot(r.at)} (position ${r.position}).`,
  queensAreaUntouchable: () => "Brokers in the Queen's area cannot be touched.",
  captainTwoNeighborhoods: () => 'The Captain swaps the ships of two different active neighborhoods.',
  magicianTwoPlaces: () => 'The Magician swaps two brokers standing in two different places.',
  mercenaryMarks: () => 'The Mercenary marks one of the two brokers you just placed.',
  heraldNoThrone: () => 'The Herald never touches the throne.',
  heraldAnotherPlace: () => 'The Herald moves a broker to another place.',
  alchemistBoth: () => 'The Alchemist exchanges one gem you give for one you take.',
  alchemistOtherColour: () => 'The Alchemist takes a gem of another colour.',
  noGemToGive: (r) => `You have no ${terms.colour[r.gem]} gem to give.`,
  bankerTwoGems: () => 'The Banker moves two different gems.',
  spyNotPlayed: () => 'Only a player who played the Spy this turn may look at hidden brokers.',
  spyOnlyPlacement: () => 'The Spy looks only during the placement phase.',
  spyThreeLooks: () => 'The Spy has already looked at 3 brokers.',
  noThroneRoom: () => 'There is no throne room in this game.',
  spyFaceDownOther: () => 'The Spy looks at a face-down broker of another player.',
  spyNeutral: () => "Nobody may know a neutral broker's value before it is counted, not even the Spy.",
  spySeen: () => 'You have already seen that broker.',
  quotationAtEnd: (r) =>
    `The ${terms.colour[r.colour]} quotation is already at ` +
    `${r.step > 0 ? 'the top (12)' : 'the bottom (0)'}: a move must change a quotation (R7.5).`,

  // ---------------------------------------------------------------- counting
  chooseGems: (r) => `Choose your gems in neighborhood ${r.neighborhood}'s port.`,
  takeExactly: (r) => `Take exactly ${fmt.en.num(r.count)} ${fmt.en.plural(r.count, { one: 'gem', other: 'gems' })}.`,
  noGemInPort: (r) => `There is no ${terms.colour[r.gem]} gem left in this port.`,
  whiteAsWhat: () => 'Name the coloured gem you take for the white gem.',
  onlyWhiteAs: () => 'Only a white gem is taken as another colour.',
  nameWhiteColour: (r) =>
    `Name the colour your white gem becomes ` +
    `(${r.reason === 'blueCard' ? 'the blue card' : terms.marketRow(r.reason.row)}).`,
  orderColumns: () => 'Order the tied market columns.',
  orderExactly: (r) =>
    `Order exactly the tied columns ${fmt.en.and(r.columns.map((c) => terms.colour[c]))}, best first.`,
  moveQuotation: () => 'As market leader, move one quotation one step.',

  // ---------------------------------------------------------------- the King's Favor
  throneChoose: () => 'Choose one of your front brokers for the throne room.',
  throneChosen: () => 'You have already chosen your throne broker.',

  // ---------------------------------------------------------------- the game's object
  notFound: () => 'There is no game at this address, or the link is not valid. Check that you copied the whole link.',
  gone: (r) =>
    `${r.finished ? 'This game was over, and was deleted' : 'This game was deleted'} on ` +
    `${terms.date(r.at)}, after ${terms.days(r.days)} without a move.`,
  storedDamaged: (r) => `This game's stored data is damaged and cannot be read.${r.detail ? ` (${r.detail})` : ''}`,
  storedOlder: (r) => `This game was saved in an older layout (storage ${r.storage}) that this server no longer reads.`,
  storedNewer: (r) =>
    `This game was saved by a newer version of Ys online (storage ` +
    `${r.storage}${r.stateSchema === null ? '' : `, state schema ${r.stateSchema}`}); ` +
    (`this server reads up to storage ${r.readsStorage}, state schema ${r.readsSchema}. Update the ` +
      `server to continue it.`),
  storedSchema: (r) => `This game was saved with state schema ${r.stateSchema}, which this server cannot read.`,
  storedActionBroken: (r) =>
    `This game's stored action ${r.seq} no longer applies, so the game cannot be continued safely.`,
  noSecretCheck: () => 'This server has no LINK_SECRET, so it cannot check game links.',
  noSecretSign: () => 'This server has no LINK_SECRET, so it cannot sign game links.',
  gameExists: () => 'This game already exists.',
  standInNotYours: () => "A stand-in decides only when a seat's time runs out: make your own decision.",
  linkReplaced: () => 'Nothing was played: the host replaced this link. Ask the host for the new one.',
  seatStandIn: () =>
    'Nothing was played: the host handed your seat to the stand-in, which decides for you. To play again, ask ' +
    'the host to give you your seat back (with a new link).',
  stale: () =>
    'This page was out of date: the game has moved on since. Here is the current state; decide again ' +
    'if you still need to.',
  noPush: () => 'This server sends no push notifications (it has no VAPID keys).',
  noMail: () => 'This server sends no e-mail.',
  noClock: () => 'This game has no time per move: there is no clock to pause.',
  unknownLang: () => 'Choose one of the languages offered.',
  noSeatHere: (r) => `This game has seats 0 to ${r.seats - 1}; there is no seat ${r.seat}.`,
  botSeat: () => "The room's bot plays this seat: it has no link, and needs no stand-in.",
  alreadyOver: () => 'This game is already over: there is nothing left to end.',
  rematchNotOver: () => 'A rematch can be made only once this game is over.',
  recordNotOver: () =>
    'The game record and its replay open once the game is over: until then they would reveal ' +
    ('what is hidden (R13): the seed fixes every card and ship still to come, and the actions show ' +
      'face-down brokers and bids.'),
  recordBroken: () => "This game's record no longer replays on this server, so its replay cannot be shown.",
  ended: () => 'The host ended this game.',
  tooManyFromAddress: (r) =>
    `Too many new games from your address: at most ${fmt.en.num(r.allowed)} a minute. No game was ` +
    `made; try again in ${refusalsWait(r.retryAfter)}.`,
  dailyBudget: (r) =>
    `This server has made all the new games it makes in a day (${fmt.en.num(r.allowed)}, to stay ` +
    `within its free hosting). ` +
    (`No game was made; try again after midnight UTC, in ${refusalsWait(r.retryAfter)}. Games already ` +
      `made go on as usual.`),
  budgetUnavailable: () =>
    'The server could not count this new game just now. No game was made; try again in a few seconds.',
  tooManyWrites: (r) =>
    `Too many changes of this kind from this link: at most ${fmt.en.num(r.max)} a minute. Nothing was changed; try ` +
    `again in ${refusalsWait(r.retryAfter)}.`,
  writeBudget: (r) =>
    `This game has made all the changes besides moves it may make in a day (${fmt.en.num(r.allowed)} rows written, ` +
    `so that no game spends much of the server's free hosting). ` +
    `Nothing was changed; try again after midnight UTC, in ${refusalsWait(r.retryAfter)}. Moves go on as usual.`,

  // ---------------------------------------------------------------- request bodies
  bodyUnreadable: () => 'The request body could not be read.',
  bodyTooLarge: (r) => `The request body is too large (at most ${r.max} bytes).`,
  bodyNotUtf8: () => 'The request body is not valid UTF-8 text; send text as UTF-8.',
  bodySurrogate: () => 'The request body has text that is not valid Unicode (a lone UTF-16 surrogate such as \\ud800).',
  bodyNumberTooLarge: () => 'A number in the request body is too large.',
  bodyEmpty: () => 'The request body is empty; send JSON.',
  bodyTooDeep: (r) => `The request body nests deeper than ${r.max} levels; no request of this game does.`,
  bodyNotJson: () => 'The request body is not valid JSON.',
  jsonNotForm: () => 'This takes JSON (Content-Type: application/json), not a form.',
  sendForm: () => 'Send a form (application/x-www-form-urlencoded or multipart/form-data).',
  formMalformed: () => 'The form is malformed and could not be read; send it again from the page.',
  formTooManyFields: (r) => `The form has more than ${r.max} fields.`,
  unexpectedBody: (r) => `Unexpected body: ${r.path || 'body'} is not valid.`,
  controlFormUnreadable: () => 'The form could not be read.',

  // ---------------------------------------------------------------- the server
  crossSite: () =>
    'Refused: this request came from another site. Ys online takes forms, actions and live ' +
    'connections only from its own pages (a script may send its requests without an Origin header).',
  notConfigured: () =>
    'This server is not configured: LINK_SECRET is not set, so it cannot sign or check game links. ' +
    'Its owner must run `npx wrangler secret put LINK_SECRET` and deploy again.',
  serverError: () => 'Something went wrong on the server. Nothing was changed; please try again.',
  expectedWebSocket: () => 'Expected a WebSocket upgrade.',
  usePost: () => 'This host control changes the game: use POST.',

  // ---------------------------------------------------------------- a new game
  sendNewGameForm: () => 'Send the new-game form.',
  createTakesJson: () => 'This takes JSON: send the new game with Content-Type: application/json.',
  badNewGame: (r) => `Bad new game: ${r.path || 'body'} is not valid.`,
  fixedDealRefused: () =>
    'seed and deal are accepted only where the deployment sets ALLOW_FIXED_DEALS=1 (tests, local dev): ' +
    'whoever knew the seed could know the ship deck and the character piles.',
  allBots: () => 'At least one player must be a person: a game of bots alone has nobody to play it.',
  botEmail: () => "A bot's seat takes no e-mail address: nobody reads it.",
  noMailServer: () =>
    "This server sends no e-mail: leave the players' addresses out, and send them their links yourself.",
  chooseMoveTime: () => 'Choose a time per move from the list.',
  moveSecondsRange: (r) =>
    `The time per move must be from ${r.min} seconds to ${r.max} seconds (2 weeks), or 0 for none.`,
  playerEmailTooLong: (r) => `Player ${r.player}'s e-mail: An e-mail address has at most 254 characters.`,
  playerNotEmail: (r) => `Player ${r.player}'s e-mail: That is not an e-mail address.`,
  playerSeatChoice: (r) => `Player ${r.player}: choose a person or the bot.`,
  notUrl: (r) => `The ${refusalsUrl(r.what)} is not a URL.`,
  notHttps: (r) =>
    `The ${refusalsUrl(r.what)} must be an https:// URL${r.what === 'webhook' ? ' (as Discord and Slack give)' : ''}.`,
  urlTooLong: (r) => `The ${refusalsUrl(r.what)} is longer than ${fmt.en.num(r.max)} characters.`,
  urlCredentials: (r) => `The ${refusalsUrl(r.what)} must not contain a user name or password.`,
  urlPort: (r) => `The ${refusalsUrl(r.what)} must use the standard https port (443), no other.`,
  urlIpAddress: (r) => `The ${refusalsUrl(r.what)} must name its server, not give an IP address.`,
  urlLocalName: (r) =>
    `The ${refusalsUrl(r.what)} must be on the public internet: not localhost, nor a name without a ` +
    `dot or ending in .localhost, .local, .internal or .home.arpa.`,
  pushServiceUnknown: () =>
    "The push endpoint must be at a browser's push service (Google, Mozilla, Apple or Microsoft).",
  checkNamesTooLong: (r) => `Check the names: a name has at most ${r.max} characters.`,
  checkNamesTooMany: () => 'Check the names: at most 4 players.',
  twoNames: () => 'Ys is played by 2 to 4 players: enter at least two names (R2.1).',
  cannotSetUp: (r) => `That game cannot be set up: ${r.path || 'options'} is not valid.`,

  // ---------------------------------------------------------------- a seat's action
  formUnreadable: () => 'That form could not be read.',
  fieldMissing: (r) => refusalsForm(`${refusalsField(r.field, r.n)} is missing`),
  fieldRepeated: (r) => refusalsForm(`${refusalsField(r.field, r.n)} was sent more than once`),
  fieldNotNumber: (r) => refusalsForm(`${refusalsField(r.field, r.n)} must be a whole number`),
  fieldNotOneOf: (r) => refusalsForm(`${refusalsField(r.field, r.n)} must be ${fmt.en.or(r.values)}`),
  fieldNotSpot: (r) => refusalsForm(`${refusalsField(r.field, r.n)} is not a place on the board`),
  fieldNotCity: (r) => refusalsForm(`${refusalsField(r.field, r.n)} must be a city area`),
  fieldNotBroker: (r) => refusalsForm(`${refusalsField(r.field, r.n)} is not a broker on the board`),
  fieldNotBrokerValue: (r) => refusalsForm(`${refusalsField(r.field, r.n)} must be a broker value`),
  sayFaceUp: () => refusalsForm('Say which broker goes face up'),
  refillFromFront: (r) =>
    refusalsForm(
      `The ${terms.ordinal(r.nth)} broker comes from your front: choose the broker from behind your ` +
        `screen that takes its place`,
    ),
  gemsFormat: () => refusalsForm('The gems must be one or two gem names'),
  whiteColourMissing: () => refusalsForm('Name the colour your white gem becomes'),
  columnsTwice: () => refusalsForm('Name each column once'),
  bidFormat: () => refusalsForm('The bid must be a pair of broker values'),
  formNotAction: (r) => `That form does not make a valid action${r.path ? ` (${r.path})` : ''}.`,
  actionBodyNoAction: () => 'Expected { action, version }: action: an action is required',
  actionBodyNoVersion: () =>
    'Expected { action, version }: version: version is required: send the version of the view you ' +
    'decided on, so an action sent twice is applied once',
  actionBodyInvalid: (r) => `Expected { action, version }: ${r.path || 'body'} is not valid.`,

  // ---------------------------------------------------------------- host controls
  confirmEnd: () => 'Tick the box to confirm that the game ends for everyone.',
  seatParam: () => 'No such seat: the seat is a number, 0 for the first player.',

  // ---------------------------------------------------------------- a seat's notifications
  emailTooLong: () => 'An e-mail address has at most 254 characters.',
  notEmail: () => 'That is not an e-mail address.',
  sendSubscriptionJson: () => 'Send the subscription as JSON.',
  sendJson: () => 'Send JSON.',

  // ---------------------------------------------------------------- the replay
  replayStepNaN: () =>
    'This replay step is not a number. Steps are numbered from 0 (the start); open the replay without ?step= to begin.',
  replayPart: () =>
    'This replay address asks for a part that does not exist: only part=step (one step alone, for ' +
    'the ' +
    "page's script); open it without part= for the whole page.",
  noReplayStep: (r) => `There is no step ${r.step}: this replay has steps 0 to ${r.last}.`,
  // ---------------------------------------------------------------- the analysis (templates/analysis.ts)
  noAnalysisSeat: (r) =>
    `There is no seat ${r.seat} in this game: its seats are numbered 0 to ${r.last} (?seat=0 is the first).`,
  analysisMismatch: () =>
    "The analysis sent does not match this seat's decisions in this game. Reload the page to compute it again.",
  // ---------------------------------------------------------------- the chat and the notes (src/room/chat.ts)
  analysisOrder: (r) =>
    `The analysis sent does not list this seat's decisions in the order they were made (at version ` +
    `${r.version}). Reload the page to compute it again.`,
  analysisStandIn: (r) =>
    `The analysis sent suggests the stand-in's move at version ${r.version}: a suggestion is a move ` +
    `the seat itself could make. Reload the page to compute it again.`,
  analysisIllegal: (r) =>
    `The analysis sent suggests at version ${r.version} a move the rules did not allow this seat ` +
    `then. Reload the page to compute it again.`,
  replayTooFast: (r) =>
    `This link asked for too many replay steps or analyses: at most ` +
    `${fmt.en.num(r.max)} a minute. ` +
    `Try again in ${refusalsWait(r.retryAfter)}.`,
  chatBefore: () => 'Say which messages to read: ?before= with the number of the oldest message shown.',
  chatEmpty: () => 'The message is empty: write something first.',
  chatTooLong: (r) =>
    `The message has ${fmt.en.num(r.length)} characters, more than ${fmt.en.num(r.max)}. It was not posted.`,
  chatChar: (r) => `The message has ${refusalsHidden[r.kind]} (${r.char}): send it without it. It was not posted.`,
  chatLoneMark: (r) =>
    `The message has an accent (${r.char}) on no letter: type the letter with its accent. It was not posted.`,
  chatMarks: (r) =>
    `The message has more than ${fmt.en.num(r.max)} accents stacked on one letter: send it without ` +
    `them. It was not posted.`,
  chatTooFast: (r) =>
    `At most ${fmt.en.num(r.max)} messages a minute: try again in ${refusalsWait(r.retryAfter)}. It was not posted.`,
  chatFull: (r) => `This game's chat is full (${fmt.en.num(r.max)} messages): no more can be posted.`,
  chatMuted: () => "The host muted you in this game's chat: your message was not posted.",
  chatSeatsOnly: () => "Only the players post in the chat: this link is not a player's.",
  chatNoMessage: (r) => `There is no message ${r.id} in this game's chat.`,
  chatBody: () => 'Send the text as { "text": "…" }, or as the form field text.',
  hintsOff: () => 'This game was created without hints.',
  hintNotYourMove: () => 'A hint is for your own move: the game is not waiting for you now.',
  planWaitedOn: () => 'The game is waiting for you now: make your move instead of planning it.',
  planKind: () => 'Only a placement, a bid, a card or a pass can be planned.',
  planNotNow: () => 'Nothing can be planned now: the host paused the game or handed your seat to the stand-in.',
  standingInvalid: (r) =>
    `Expected { pass, gems }: ${r.path || 'body'} is not valid` +
    ` (gems: distinct colours among blue, green, yellow, red).`,
  notesTooLong: (r) =>
    `The notes have ${fmt.en.num(r.length)} characters, more than ${fmt.en.num(r.max)}. They were not saved.`,
  notesChar: (r) => `The notes have ${refusalsHidden[r.kind]} (${r.char}): remove it. They were not saved.`,
} satisfies RefusalsTexts as RefusalsTexts;

// ---------------------------------------------------------------- notify

/** "bid 2 brokers" → "Bid 2 brokers". */
const notifyCapital = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);

/**
 * A seat's notifications in words: its page's panel, src/client/notify.ts's
 * messages (rendered into the page, never sent as a dictionary), and what is pushed,
 * mailed and posted to a webhook. Names, times left and decisions come in whole.
 */
const notify = {
  // ---------------------------------------------------------------- the seat's panel
  title: 'Notifications',
  notifyMe: 'Notify me',
  stop: 'Stop',
  /** iOS delivers web push only to a page opened from the Home Screen. */
  iphoneNote:
    'On an iPhone or iPad: add this page to your Home Screen (Share, then Add to Home Screen), open ' +
    'it from there, then press Notify me.',
  mailOn: 'E-mails are on for this seat.',
  stopMails: 'Stop e-mails',
  mailLabel: 'E-mail me when the game waits for me',
  save: 'Save',
  mailPrivate: 'Your address is never shown to the other players.',

  /** src/client/notify.ts's messages, given to it in the panel's data-* attributes. */
  script: {
    on: 'This browser is notified when the game waits for you.',
    off: 'Not notified on this browser.',
    unreachable: 'The game could not be reached: check your connection and try again.',
    /** `status`: the HTTP status, or the placeholder the script fills in. */
    refused: (status: string) => `The game refused this (${status}).`,
    subscribeFailed: 'This browser could not be subscribed (a private window cannot be): try again later.',
    blocked:
      'Notifications are blocked for this site: allow them in the browser\u2019s settings, then press Notify me again.',
    unsubscribeFailed: 'This browser could not be unsubscribed: try again later.',
  },

  // ---------------------------------------------------------------- what is sent
  /** Which game, for a player in several: "Ys with Ana, Bo and Cy" (the names as they are). */
  gameName: (names: readonly string[]) => `Ys with ${fmt.en.and(names)}`,
  /** A push's title, a mail's subject: `game` is gameName's. */
  yourMove: (game: string) => `Your move in ${game}`,
  reminder: (game: string) => `Reminder: your move in ${game}`,
  /**
   * The seat's own decision as a notice's first words: `decision` is decisionText's for
   * the seat ("Your move: bid 2 brokers …"), told without its head (names hold no colon).
   */
  ask: (decision: string) => notifyCapital(decision.replace(/^[^:]*: /, '')),
  /** A notice's first line: the ask, and its time left if any ('' without a time limit). */
  notice: (ask: string, left: string) => `${ask}${left ? ` (${left})` : ''}.`,
  /**
   * What happened since the seat's last move: how many moves and the latest event's words
   * (none: 0 and ''), and how many chat messages it has not read (0: none). At least one is there.
   */
  sinceLastMove: (moves: number, latest: string, messages: number) =>
    `Since your last move: ${[
      moves
        ? `${fmt.en.num(moves)} ${fmt.en.plural(moves, { one: 'move', other: 'moves' })}; the latest: ${latest}`
        : '',
      messages
        ? `${fmt.en.num(messages)} new ${fmt.en.plural(messages, { one: 'message', other: 'messages' })} in the chat`
        : '',
    ]
      .filter(Boolean)
      .join('; ')}`,
  /** A chat notice's title (push, mail): how many unread messages, and `game`, gameName's. Never their words. */
  chatNew: (count: number, game: string) =>
    `${fmt.en.num(count)} new ${fmt.en.plural(count, { one: 'message', other: 'messages' })} in ${game}`,
  /** A chat notice's body: the seat's own link follows. */
  chatOpen: 'Open your page to read the chat.',
  /**
   * A chat's webhook: what the game waits on (decisionText's, a spectator's), its time left, after the game's title
   * (none: the game's name); the link follows.
   */
  webhook: (decision: string, left: string, title?: string) =>
    `${title ?? 'Ys'}: ${decision}${left ? ` (${left})` : ''}.`,
  /** Before the spectator link, in the webhook's message. */
  follow: 'Follow the game:',
  invitationTitle: (game: string) => `Your seat in ${game}`,
  /** `others`: the other players' names. The seat's own link follows it. */
  invitationBody: (others: readonly string[]) =>
    `You have a seat in a game of Ys online with ${fmt.en.and(others)}. ` +
    ('Your own link to play is below: keep it to yourself, as whoever has it plays your seat. This ' +
      'game will e-mail you when it waits for you.'),
  /** A mail's footer: why it came, and (before the link) its one-click stop. */
  mailWhy: 'You get this because an e-mail address was given for your seat in a game of Ys online.',
  mailStop: 'Stop these e-mails (one click):',

  // ---------------------------------------------------------------- the language switcher
  /** POST /lang's page to go back to is not a page of this site (the switcher's form, tampered with). */
  badBack: 'The page to go back to must be a page of this site.',

  // ---------------------------------------------------------------- sends given up (the host page)
  /** Who a send went to, as the reasons below name it. */
  service: { webhook: 'the webhook', push: 'the push service', mail: 'the mail API' },
  /** Why a send was given up: `service` is service[…]'s. */
  why: {
    unreachable: (service: string) => `${service}: could not be reached`,
    status: (service: string, status: number) => `${service} answered ${status}`,
    pushNotUrl: 'the push endpoint is not a URL',
    pushNotHttps: 'the push endpoint must be an https:// URL',
    encrypt: 'the push message could not be encrypted for this browser',
    binding: 'the send_email binding refused the mail',
    noVapid: 'this server has no VAPID keys now',
    noMailer: 'this server sends no e-mail now',
    mailCap: 'this game reached its daily cap of e-mails',
    notPublic: (service: string) => `${service}: not an address this server may post to (public https only)`,
    timeout: (service: string, seconds: number) => `${service} did not answer within ${fmt.en.num(seconds)} s`,
    outCap: (max: number) => `this game reached its cap of ${fmt.en.num(max)} outgoing requests an hour`,
  },
};

/**
 * Hints in a learning game: the new game's option, the mark on its pages, the log's line, the decision
 * panel's button.
 */
const hints = {
  option: {
    label: 'Hints (a learning game)',
    help: "Each player may ask for the bot's suggestion for their move; the log tells everyone who asked.",
  },
  badge: 'Hints on',
  badgeHelp: "A learning game: each player may ask for the bot's suggestion, and the log tells everyone who asked.",
  asked: (name: string) => `${name} asked for a hint`,
  button: 'Hint',
  working: 'Thinking…',
  shown:
    "The bot's suggestion is drawn on the board and filled in: check it, change it if you like, and send it yourself.",
  /** Why, in one sentence: `gain` the VP the bot expects its move to bring ("+4", "−1"), filled in by the page. */
  why: (gain: string) => `The bot expects about ${gain} VP for you over the next counting.`,
  failed: 'No hint now: check your connection and try again.',
};

/** The game's chat and a seat's private notes (templates/chat.ts, src/client/chat.ts). */
const chat = {
  title: 'Chat',
  /** The list's label for screen readers. */
  messages: 'Messages, newest first',
  older: 'Older messages',
  /** `n`: a number, or the placeholder src/client/chat.ts fills in. */
  unread: (n: string) => `${n} new`,
  message: 'Message',
  send: 'Send',
  help: 'The players and the host read this chat. At most 500 characters.',
  none: 'No messages yet.',
  hidden: 'Hidden by the host.',
  muted: 'The host muted you: you read the chat, but cannot post in it.',
  hide: 'Hide',
  mute: (name: string) => `Mute ${name}`,
  unmute: (name: string) => `Unmute ${name}`,
  mutedMark: 'Muted: cannot post in the chat.',
  hostHelp: 'Hiding a message deletes its words for everyone. A muted player still reads the chat.',
  /** The new game's option. */
  option: { label: 'Spectators read the chat', help: 'Otherwise only the players and the host read it.' },
  notes: {
    title: 'My notes',
    label: 'Your plans, for yourself alone',
    save: 'Save notes',
    saving: 'Saving…',
    saved: 'Saved.',
    failed: 'Not saved: check your connection.',
    help: 'Only you see these notes: never the other players, the spectators or the host. They are saved as you type.',
  },
  /** A seat's standing choices (src/room/standing.ts), on its own page alone. */
  standing: {
    title: 'Standing choices',
    pass: 'Pass every card window this turn',
    passHelp:
      'Until the next bidding, your card windows pass without asking you, and so does the moment just after each ' +
      'of your placements.',
    gems: 'Take port gems in this order of colours',
    gemAt: (n: number) => `${terms.ordinal(n)} colour`,
    noColour: '(none)',
    gemsHelp:
      'When you choose gems from a port, they are taken for you by this order, a white gem first, as the first ' +
      'colour; a white gem won elsewhere is named the first colour too. If the order names too few of the gems ' +
      'offered, you are asked.',
    /** The section closed: the choices in a line ("Standing choices: pass this turn; gems blue, red"). */
    now: (pass: boolean, gems: readonly Gem[]) => {
      const parts = [...(pass ? ['pass this turn'] : []), ...(gems.length ? [`gems ${logList(gems)}`] : [])];
      return `Standing choices: ${parts.join('; ') || 'none'}`;
    },
    /** The link to the form (without script, a page of its own), until the form is in. */
    open: 'Change them',
    save: 'Save',
  },
  /** A seat's planned move (src/room/plans.ts), in its own panel alone. */
  plan: {
    ahead: 'Plan my next move',
    button: 'Plan',
    /** The link to the offer's form (without script, a page of its own), until the form is in. */
    open: 'Show the choices to plan',
    /** A card window's button planned ahead, its own words after. */
    as: (what: string) => `Plan: ${what}`,
    title: 'My planned move',
    planned: (what: string) =>
      `Planned for your next decision: ${what}. It is played then, if nothing it counts on changed.`,
    bid: (a: number, b: number) => `bid ${fmt.en.num(a)} and ${fmt.en.num(b)}`,
    /** Beside a bid planned ahead: when it is played, and what it is played without seeing. */
    bidNote: (turn: number) =>
      `Played at turn ${fmt.en.num(turn)}'s bidding, before you see its characters (R4.1); ` +
      'not played if a quotation or a hand changes first.',
    placement: (value: number, faceUp: boolean, spot: Spot) =>
      `${fmt.en.num(value)} ${faceUp ? 'face up' : 'face down'} on ${terms.spot(spot)}`,
    neutral: (spot: Spot) => `the neutral broker on ${terms.spot(spot)}`,
    card: (card: YellowCard) => `play ${terms.theCard[card]}`,
    pass: 'pass',
    cancel: 'Cancel the plan',
    dropped: (why: string) => `Your planned move was not played: ${why}`,
    why: {
      decision: 'your decision now is of another kind.',
      placed: (names: readonly string[], spot: Spot) => `${fmt.en.and(names)} placed on ${terms.spot(spot)}.`,
      changed: (spot: Spot) => `${terms.spot(spot)} changed.`,
      cards: 'the cards changed since you planned it.',
      quotation: 'the quotations changed since you planned it.',
      paused: 'the host paused the game.',
    },
  },
};

/** The result's chart of the scores turn by turn (templates/chart.ts). */
const chart = {
  title: 'Where the game was won',
  lead:
    "Each player's VP after every turn (solid line) and, dashed, their VP plus what their gems would " +
    "score at that turn's quotations.",
  /** A point of the chart and a column of its table: the start, then the end of each turn. */
  tick: (turn: number) => (turn === 0 ? 'Start' : `Turn ${turn}`),
  vpAxis: 'VP',
  vpLine: 'VP',
  gemsLine: 'VP + gems at the quotations of the moment',
  tableSummary: 'The scores as a table',
  tableNote: 'VP after each turn, and in brackets VP plus gems.',
  player: 'Player',
};

export const en = {
  /** The language's tag, for <html lang> and Intl. */
  lang: 'en',
  terms,
  log,
  sections,
  prompt,
  board,
  rules,
  pages,
  refusals,
  notify,
  hints,
  chat,
  chart,
};
