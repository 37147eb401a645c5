// Why the engine refuses, as data: a key and its facts (numbers, colours, cards, places),
// never a sentence. Each language says it in its own words (templates/i18n, `refusals`),
// so a refusal reads in the language of whoever is shown it.
import type { CitySpot, Colour, Gem, Spot, Timing, YellowCard } from './schema.ts';

/** What a name could be taken for (names.ts, RESERVED_NAMES). */
export type ReservedMeaning = 'you' | 'neutral' | 'spectators' | 'host' | 'standIn' | 'nobody' | 'everyone' | 'seat';

/**
 * Where a name's refusal is said: `player`, the number of the name's field ("Player 2's
 * name …", none: "The name …"); `path`, the JSON API's field ("players.1.name"); `title`:
 * it is the game's title that is refused ("The title …"), checked as names are (names.ts, titleProblem).
 */
export type NameWhere = { player?: number; path?: string; title?: true };

/**
 * What is wrong with one name on its own (names.ts, nameProblem); `char` is a code point as "U+200B", or the character
 * itself for a separator.
 */
export type NameProblem =
  | { key: 'nameEmpty' }
  | { key: 'nameControl'; char: string }
  | { key: 'nameDirection'; char: string }
  | { key: 'nameVariation'; char: string }
  | { key: 'nameInvisible'; char: string }
  | { key: 'nameUnknown'; char: string }
  | { key: 'nameSeparator'; char: string }
  | { key: 'nameLoneAccent'; char: string }
  | { key: 'nameAccents'; max: number }
  | { key: 'nameTooLong'; length: number; max: number }
  | { key: 'nameNoLetter' }
  | { key: 'nameReserved'; name: string; means: ReservedMeaning };

/** A refused name: on its own, or the same as (or too like) an earlier player's (`first`, its field's number). */
export type NameRefusal =
  | (NameProblem & NameWhere)
  | ({ key: 'nameSame'; player: number; first: number; name: string } & Pick<NameWhere, 'path'>)
  | ({ key: 'nameLookAlike'; player: number; first: number; name: string; firstName: string } & Pick<
      NameWhere,
      'path'
    >);

/** Why a white gem is named (R7.3): a blue card, or a market row. */
export type WhiteReason = 'blueCard' | { row: number };

/**
 * The refusals of one card's own rule, each declared in the module that enforces it
 * (src/engine/cards/, peek.ts for the Spy's looks) by adding an entry here named after
 * the card: `declare module '../refusals.ts' { interface CardRefusals { card: … } }`. This file
 * cannot import the card modules (they import the rules that import it), so the cards
 * extend it instead; the engine's index reaches every card module, so wherever
 * EngineRefusal is read the entries are in the program, and the dictionaries typed over
 * its keys still need every one. Two cards can never claim one entry (the compiler
 * refuses a property declared twice with two types).
 */
export interface CardRefusals {}

export type EngineRefusal =
  | NameRefusal
  // ---------------------------------------------------------------- any action (flow.ts)
  | { key: 'notYourTurn' }
  | { key: 'seatNotWaited' }
  | { key: 'standInNothing' }
  /** A new game's settings, malformed: `path` is the first field wrong ("players.0.name"; empty: the whole). */
  | { key: 'invalidSettings'; path: string }
  /** An action, malformed: `path` as above, absent when nothing more is known. */
  | { key: 'invalidAction'; path?: string }
  | { key: 'gameOver' }
  | { key: 'noSuchSeat' }
  // ---------------------------------------------------------------- setup (R2, R11, a test's deal)
  | { key: 'dealTooMany'; item: string; pile: 'ships' | 'neutral' }
  | { key: 'variantsNotWithTwo' }
  | { key: 'threeNeighborhoodsForThree' }
  | { key: 'strongNeutralForTwo' }
  | { key: 'dealOrderCards'; players: number }
  | { key: 'dealCardTwice' }
  | { key: 'neighborhoodNotInPlay'; neighborhood: number }
  | { key: 'neutralOnlyWithTwo' }
  // ---------------------------------------------------------------- bidding (R5)
  | { key: 'bidTwo' }
  | { key: 'alreadyBid' }
  | { key: 'noBidBrokers'; values: number[] }
  | { key: 'noBidLeft' }
  | { key: 'chooseOrder' }
  | { key: 'positionTaken'; position: number; free: number[] }
  // ---------------------------------------------------------------- placement (R6, R11.2)
  | { key: 'placeTwo' }
  | { key: 'oneUpOneDown' }
  | { key: 'onlyConjurer' }
  | { key: 'conjurerRefill' }
  | { key: 'notBehind'; values: number[] }
  | { key: 'notInFront'; values: number[] }
  | { key: 'placeNeutral' }
  | { key: 'queenClosed'; spot: CitySpot }
  | { key: 'rowClosed'; row: number }
  | { key: 'squareTaken'; row: number; column: Colour }
  | { key: 'squareTwice'; row: number; column: Colour }
  // ---------------------------------------------------------------- character cards (R9)
  | { key: 'cardNotHeld'; card: YellowCard }
  | { key: 'cardWonThisTurn'; card: YellowCard }
  | { key: 'twoCardsPlayed' }
  | { key: 'cardNotNow'; card: YellowCard; moment: Timing }
  | { key: 'playOrPass' }
  | { key: 'noBrokerAt'; at: Spot | 'throne'; position: number }
  | { key: 'queensAreaUntouchable' }
  | CardRefusals[keyof CardRefusals]
  /** A move that would take a quotation past its end (R7.5); `step` is the way it was asked to go. */
  | { key: 'quotationAtEnd'; colour: Colour; step: 1 | -1 }
  // ---------------------------------------------------------------- counting (R7)
  | { key: 'chooseGems'; neighborhood: number }
  | { key: 'takeExactly'; count: number }
  | { key: 'noGemInPort'; gem: Gem }
  | { key: 'whiteAsWhat' }
  | { key: 'onlyWhiteAs' }
  | { key: 'nameWhiteColour'; reason: WhiteReason }
  | { key: 'orderColumns' }
  | { key: 'orderExactly'; columns: Colour[] }
  | { key: 'moveQuotation' }
  // ---------------------------------------------------------------- the King's Favor (R10)
  | { key: 'throneChoose' }
  | { key: 'throneChosen' };

/** What an engine call answers when it refuses: a code for machines, the rule broken, and the refusal. */
export type RuleError = { code: string; rule?: string; refusal: EngineRefusal };

/**
 * A refusal carried through zod, whose issues hold only a string: the refusal as JSON.
 * Read back at the edge (src/http/refusal.ts, `heard`), never shown as it is.
 */
export const said = (refusal: EngineRefusal): string => JSON.stringify(refusal);
