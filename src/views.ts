// The facts the pages show beside the engine's view, and every refusal Ys online words:
// the one module of types (and the few limits they are shown with) that the templates
// read besides the engine's index. The room and the Worker produce these; the templates
// render them; none of them imports the others for it (test/config/architecture.test.ts).
import type { Action, Colour, EngineRefusal, HiddenChar, LogEntry, Phase, Spot, Who } from './engine/index.ts';

// ---------------------------------------------------------------- refusals

/**
 * Why the game's object (or the count of new games) refuses, as data: each language has
 * its words (templates/i18n, `refusals`), said where a page or the JSON API answers.
 */
export type RoomRefusal =
  /** The one not-found: no game, a wrong or truncated link, no such seat. */
  | { key: 'notFound' }
  /** A deleted game (expiry.ts): `finished` if it was over; `at` (ms) the day it went, after `days` without a move. */
  | { key: 'gone'; finished: boolean; at: number; days: number }
  /**
   * Storage that cannot be read (store.ts); `detail`, the reader's own diagnosis (no words of a language: codes, a
   * parser's).
   */
  | { key: 'storedDamaged'; detail?: string }
  | { key: 'storedOlder'; storage: number }
  | { key: 'storedNewer'; storage: number; stateSchema: number | null; readsStorage: number; readsSchema: number }
  | { key: 'storedSchema'; stateSchema: number }
  | { key: 'storedActionBroken'; seq: number }
  | { key: 'noSecretCheck' }
  | { key: 'noSecretSign' }
  | { key: 'gameExists' }
  | { key: 'standInNotYours' }
  /** A seat's link of an older key generation: the host replaced it (or gave the seat back with a new one). */
  | { key: 'linkReplaced' }
  /** An action from a seat the host handed to the stand-in: the stand-in decides for it now. */
  | { key: 'seatStandIn' }
  | { key: 'stale' }
  | { key: 'noPush' }
  | { key: 'noMail' }
  | { key: 'noClock' }
  | { key: 'unknownLang' }
  | { key: 'noSeatHere'; seats: number; seat: number }
  | { key: 'botSeat' }
  | { key: 'alreadyOver' }
  | { key: 'rematchNotOver' }
  | { key: 'recordNotOver' }
  /** A finished game's record that no longer replays (the detail is logged, never shown). */
  | { key: 'recordBroken' }
  | { key: 'ended' }
  /** Over a limit on new games (budget.ts): `allowed` per minute or per day, `retryAfter` in seconds. */
  | { key: 'tooManyFromAddress'; allowed: number; retryAfter: number }
  | { key: 'dailyBudget'; allowed: number; retryAfter: number }
  | { key: 'budgetUnavailable' }
  /** One link asked for more replay steps and analyses than `max` a minute: `retryAfter` seconds. */
  | { key: 'replayTooFast'; max: number; retryAfter: number }
  /** A hint asked in a game created without hints. */
  | { key: 'hintsOff' }
  /** A hint asked while the game waits on others, or is over: a hint is for one's own decision. */
  | { key: 'hintNotYourMove' }
  /** A move planned while the game waits on the seat: it is asked now, and acts instead (plans.ts). */
  | { key: 'planWaitedOn' }
  /** A planned action of a kind that cannot be planned: only a placement, a bid, a card or a pass. */
  | { key: 'planKind' }
  /** A move planned while the host paused the game, or by a seat handed to the stand-in. */
  | { key: 'planNotNow' }
  /** PUT {seat}/standing's body: `path`, the field that is not valid. */
  | { key: 'standingInvalid'; path: string }
  /**
   * One link's writes of one kind (notes, a language, a host control…) past `max` a minute (writeLimits.ts);
   * `retryAfter` in seconds.
   */
  | { key: 'tooManyWrites'; max: number; retryAfter: number }
  /**
   * The game wrote its `allowed` rows of the UTC day besides its moves (writeLimits.ts): until midnight UTC,
   * `retryAfter` seconds.
   */
  | { key: 'writeBudget'; allowed: number; retryAfter: number }
  | ChatRefusal;

/** Why a message, a note or a chat control is refused: each language words it (templates/i18n, `refusals`). */
export type ChatRefusal =
  | { key: 'chatEmpty' }
  | { key: 'chatTooLong'; length: number; max: number }
  | { key: 'chatChar'; kind: HiddenChar['kind']; char: string }
  /** A combining mark (an accent) at the start of the message or after a space. */
  | { key: 'chatLoneMark'; char: string }
  /** More than `max` marks stacked on one character. */
  | { key: 'chatMarks'; max: number }
  | { key: 'chatTooFast'; max: number; retryAfter: number }
  | { key: 'chatFull'; max: number }
  | { key: 'chatMuted' }
  /** A spectator's or the host's link: only seats post. */
  | { key: 'chatSeatsOnly' }
  | { key: 'chatNoMessage'; id: number }
  /** A body without `text` (a string), or with other fields. */
  | { key: 'chatBody' }
  /** GET {link}/chat without `before`, the id of a message, to read the messages older than it. */
  | { key: 'chatBefore' }
  | { key: 'notesTooLong'; length: number; max: number }
  | { key: 'notesChar'; kind: HiddenChar['kind']; char: string };

/**
 * A field of a game's forms (forms.ts), as a refusal names it: `n` numbers the column
 * fields ("the column in place 2").
 */
export type FormField =
  | 'broker1'
  | 'place1'
  | 'face1'
  | 'refill1'
  | 'broker2'
  | 'place2'
  | 'face2'
  | 'refill2'
  | 'faces'
  | 'neutralPlace'
  | 'gems'
  | 'whiteColour'
  | 'column'
  | 'neighborhood1'
  | 'neighborhood2'
  | 'queenArea'
  | 'swap1'
  | 'swap2'
  | 'markBroker'
  | 'moveBroker'
  | 'newPlace'
  | 'giveGem'
  | 'takeGem'
  | 'gemUp'
  | 'gemDown'
  | 'gem1'
  | 'gem2'
  | 'card'
  | 'bid'
  | 'position'
  | 'colour'
  | 'direction'
  | 'throneBroker'
  | 'peekBroker'
  | 'action'
  | 'version';

/** A form field's refusal, said as "That form could not be read: …". `values`: the codes it may take. */
type FieldRefusal<K extends string, T = object> = { key: K; field: FormField; n?: number } & T;

export type HttpRefusal =
  // ---------------------------------------------------------------- bodies (respond.ts)
  | { key: 'bodyUnreadable' }
  | { key: 'bodyTooLarge'; max: number }
  | { key: 'bodyNotUtf8' }
  | { key: 'bodySurrogate' }
  | { key: 'bodyNumberTooLarge' }
  | { key: 'bodyEmpty' }
  | { key: 'bodyTooDeep'; max: number }
  | { key: 'bodyNotJson' }
  | { key: 'jsonNotForm' }
  | { key: 'sendForm' }
  | { key: 'formMalformed' }
  | { key: 'formTooManyFields'; max: number }
  /** A control's JSON body of the wrong shape; `path`, its first field wrong (empty: the whole). */
  | { key: 'unexpectedBody'; path: string }
  /** A control's form, unreadable (controls.ts). */
  | { key: 'controlFormUnreadable' }
  // ---------------------------------------------------------------- the server itself
  | { key: 'crossSite' }
  | { key: 'notConfigured' }
  | { key: 'serverError' }
  | { key: 'expectedWebSocket' }
  | { key: 'usePost' }
  // ---------------------------------------------------------------- a new game (create.ts, newGameForm.ts)
  | { key: 'sendNewGameForm' }
  | { key: 'createTakesJson' }
  | { key: 'badNewGame'; path: string }
  | { key: 'fixedDealRefused' }
  | { key: 'allBots' }
  | { key: 'botEmail' }
  | { key: 'noMailServer' }
  | { key: 'chooseMoveTime' }
  | { key: 'moveSecondsRange'; min: number; max: number }
  | { key: 'playerEmailTooLong'; player: number }
  | { key: 'playerNotEmail'; player: number }
  | { key: 'playerSeatChoice'; player: number }
  | { key: 'notUrl'; what: 'webhook' | 'pushEndpoint' }
  | { key: 'notHttps'; what: 'webhook' | 'pushEndpoint' }
  // ---------------------------------------------------------------- an address to post to (outsideUrl.ts)
  | { key: 'urlTooLong'; what: 'webhook' | 'pushEndpoint'; max: number }
  | { key: 'urlCredentials'; what: 'webhook' | 'pushEndpoint' }
  | { key: 'urlPort'; what: 'webhook' | 'pushEndpoint' }
  | { key: 'urlIpAddress'; what: 'webhook' | 'pushEndpoint' }
  | { key: 'urlLocalName'; what: 'webhook' | 'pushEndpoint' }
  | { key: 'pushServiceUnknown' }
  | { key: 'checkNamesTooLong'; max: number }
  | { key: 'checkNamesTooMany' }
  | { key: 'twoNames' }
  | { key: 'cannotSetUp'; path: string }
  // ---------------------------------------------------------------- a seat's action (seat.ts, forms.ts)
  | { key: 'formUnreadable' }
  | FieldRefusal<'fieldMissing'>
  | FieldRefusal<'fieldRepeated'>
  | FieldRefusal<'fieldNotNumber'>
  | FieldRefusal<'fieldNotOneOf', { values: string[] }>
  | FieldRefusal<'fieldNotSpot'>
  | FieldRefusal<'fieldNotCity'>
  | FieldRefusal<'fieldNotBroker'>
  | FieldRefusal<'fieldNotBrokerValue'>
  | { key: 'sayFaceUp' }
  | { key: 'refillFromFront'; nth: 1 | 2 }
  | { key: 'gemsFormat' }
  | { key: 'whiteColourMissing' }
  | { key: 'columnsTwice' }
  | { key: 'bidFormat' }
  | { key: 'formNotAction'; path?: string }
  | { key: 'actionBodyNoAction' }
  | { key: 'actionBodyNoVersion' }
  | { key: 'actionBodyInvalid'; path: string }
  // ---------------------------------------------------------------- host controls (host.ts)
  | { key: 'confirmEnd' }
  | { key: 'seatParam' }
  // ---------------------------------------------------------------- a seat's notifications (seatNotify.ts,
  // contacts.ts)
  | { key: 'emailTooLong' }
  | { key: 'notEmail' }
  | { key: 'sendSubscriptionJson' }
  | { key: 'sendJson' }
  // ---------------------------------------------------------------- the replay (record.ts)
  | { key: 'replayStepNaN' }
  | { key: 'replayPart' }
  | { key: 'noReplayStep'; step: number; last: number }
  // ---------------------------------------------------------------- the analysis (analysis.ts)
  | { key: 'noAnalysisSeat'; seat: string; last: number }
  | { key: 'analysisMismatch' }
  /** The decisions sent are not in the order of their versions: `version`, the first out of place. */
  | { key: 'analysisOrder'; version: number }
  /** A suggestion that is the stand-in's action (the room's bot for an absent seat), never the seat's own. */
  | { key: 'analysisStandIn'; version: number }
  /** A suggestion the rules refuse to that seat at that decision. */
  | { key: 'analysisIllegal'; version: number };

/** Every refusal Ys online says: each language has words for each (templates/i18n, `refusals`). */
export type Refusal = EngineRefusal | RoomRefusal | HttpRefusal;

/** An error as the room and the engine give it: a code for machines, the rule broken, the refusal. */
export type RefusalError = { code: string; rule?: string; refusal: Refusal };

/**
 * A refusal carried through zod, in an issue's message (as the engine's `said`): read back by `heard`
 * (src/http/refusal.ts).
 */
export const inZod = (refusal: Refusal): string => JSON.stringify(refusal);

// ---------------------------------------------------------------- a planned move (src/room/plans.ts)

/**
 * Why a seat's planned move was not played when its decision came: the decision was of
 * another kind; a place it names holds other brokers now (`by`: who put brokers there, if
 * anyone did); the cards or the quotations it was planned against changed; the rules
 * refuse it now; the host paused the game.
 */
export type PlanDropReason =
  | { why: 'decision' }
  | { why: 'place'; spot: Spot; by: Who[] }
  | { why: 'cards' }
  | { why: 'quotation' }
  | { why: 'refused'; rule?: string; refusal: EngineRefusal }
  | { why: 'paused' };

/**
 * A seat's planned move as its own view carries it (never another's): the action, planned on `version`; or why
 * the last one was dropped, at `version`, until the seat acts.
 */
export type PlanShown = { action: Action; version: number } | { dropped: PlanDropReason; version: number };

/**
 * A seat's standing choices as its own view carries them (src/room/standing.ts): whether it passes every card window
 * of the turn being played, and the colours it takes port gems in (empty: asked).
 */
export type StandingShown = { pass: boolean; gems: Colour[] };

// ---------------------------------------------------------------- the host page

/** Who a send goes to. */
export type Channel = 'webhook' | 'push' | 'mail';

/** What the host page shows of the sends given up: which channel, for whom, when. Never an address or endpoint. */
export type GivenUp = { channel: Channel; seat: number | null; at: number; why: string };

/** The kinds of a game's writes besides its moves, each limited per link (src/room/writeLimits.ts). */
export const WRITE_KINDS = [
  'notes',
  'lang',
  'push',
  'mail',
  'hint',
  'chat',
  'moderation',
  'links',
  'controls',
  'plan',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** The UTC day's writes besides moves, as the host page says them: rows counted, the budget, refusals by kind. */
export type WritesToday = { used: number; allowed: number; refused: Partial<Record<WriteKind, number>> };
/**
 * Why a mail was given up when the send_email binding refused its recipient (deliver.ts):
 * not a verified destination address of the account. The host page says it per seat,
 * apart from the other sends given up.
 */
export const UNVERIFIED_MAIL = 'mail-unverified';

/** After `days` without a move a game is deleted: at `at` (ms), unless someone moves before. */
export type Expiry = { days: number; at: number };

// ---------------------------------------------------------------- a seat's notifications

/**
 * How long a send may take, whatever answers or does not: past it the send failed, and
 * is tried again later like any other failure. Nothing of the game waits for it anyway
 * (sending.ts): this only bounds how long a send holds the object's memory.
 */
export const SEND_TIMEOUT_MS = 5000;

// ---------------------------------------------------------------- the chat

/** Characters of a message, after trimming (code points, so an emoji is one). */
export const CHAT_MAX_CHARS = 500;

/** One message as views carry it: `hidden` once the host hid it (its text is then empty). */
/**
 * A hint one seat asked for, at the version it was deciding on: public, so
 * every page's log says it. A seat asks once per decision (asking again shows the same).
 */
export type HintAsked = { seat: number; version: number; turn: number };

export type ChatEntry = { id: number; seat: number; name: string; text: string; at: number; hidden?: true };

// ---------------------------------------------------------------- the replay

/**
 * One place the replay stops: the start (version 0, `seat` null, in the start's turn and
 * phase), then after each action of the record (version = its seq), with the turn and
 * phase it was made in and the seat that made it. Facts only: the replay page words them
 * in its language, and groups them by turn and phase for its scale.
 */
export type ReplayStep = { version: number; turn: number; phase: Phase; seat: number | null };

// ---------------------------------------------------------------- the analysis (src/room/analysis.ts,
// templates/analysis.ts)

/** One decision of the seat, as the page tells it: when, what was played, what the bot chose. */
export type ReviewedDecision = {
  version: number;
  turn: number;
  phase: Phase;
  /** The placement round (R6), for a placement. */
  round: number | null;
  actual: Action;
  suggested: Action;
  loss: number;
  /**
   * The seat's own log lines each move made, played on the game at that moment; null: the bot's move was refused there.
   */
  actualLines: LogEntry[];
  suggestedLines: LogEntry[] | null;
};

/**
 * GET {link}/status: what the home page's "my games" shows of one game, and nothing
 * more. Public facts only (who must act, the winners); for a seat link, whether it is
 * that seat's move, which its own page would show anyway, never what its hand holds.
 */
export type GameStatus = {
  version: number;
  phase: Phase;
  /** Names of the players the game waits on (a bid already made no longer waits). */
  waitingFor: string[];
  /** Only for a seat link. */
  yourMove?: boolean;
  over: boolean;
  winners: string[];
  /** With a time per move: the soonest time left of the seats waited on ("20 h"), or that the clocks are paused. */
  left?: string;
  /** The host ended the game early. */
  ended?: boolean;
};
