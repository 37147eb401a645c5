// Refusals of the Worker's own (bodies, forms, links, limits of the request), the
// union of every refusal Ys online says, and how they become words at the edge: a page
// or a form's flash in the request's language, the JSON API's `message` the same.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { EngineRefusal, NameRefusal } from '../engine/index.ts';
import type { RoomRefusal } from '../room/protocol.ts';
import { dictOf, type Dict } from '../../templates/i18n/index.ts';
import { refusalText } from '../../templates/refusal.ts';
import type { Flash } from '../../templates/theme.ts';

/**
 * A field of a game's forms (forms.ts), as a refusal names it: `n` numbers the column
 * fields ("the column in place 2").
 */
export type FormField =
  | 'broker1' | 'place1' | 'face1' | 'refill1' | 'broker2' | 'place2' | 'face2' | 'refill2' | 'faces' | 'neutralPlace'
  | 'gems' | 'whiteColour' | 'column' | 'neighborhood1' | 'neighborhood2' | 'queenArea' | 'swap1' | 'swap2' | 'markBroker'
  | 'moveBroker' | 'newPlace' | 'giveGem' | 'takeGem' | 'gemUp' | 'gemDown' | 'gem1' | 'gem2' | 'card' | 'bid' | 'position'
  | 'colour' | 'direction' | 'throneBroker' | 'peekBroker' | 'action' | 'version';

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
  // ---------------------------------------------------------------- a seat's notifications (seatNotify.ts, contacts.ts)
  | { key: 'emailTooLong' }
  | { key: 'notEmail' }
  | { key: 'sendSubscriptionJson' }
  | { key: 'sendJson' }
  // ---------------------------------------------------------------- the replay (record.ts)
  | { key: 'replayStepNaN' }
  | { key: 'replayPart' }
  | { key: 'noReplayStep'; step: number; last: number };

/** Every refusal Ys online says: each language has words for each (templates/i18n, `refusals`). */
export type Refusal = EngineRefusal | RoomRefusal | HttpRefusal;

/** An error as the room and the engine give it: a code for machines, the rule broken, the refusal. */
export type RefusalError = { code: string; rule?: string; refusal: Refusal };

const EN = dictOf('en');

/** A refusal carried through zod, in an issue's message (as the engine's `said`): read back by `heard`. */
export const inZod = (refusal: Refusal): string => JSON.stringify(refusal);

/**
 * The refusal a zod issue carries in its message (`said`, src/engine/refusals.ts), or
 * null for zod's own words. Only keys the dictionary knows are taken: a message that
 * merely looks like JSON is no refusal.
 */
export function heard(issue: z.core.$ZodIssue | undefined): Refusal | null {
  const message = issue?.message;
  if (!message?.startsWith('{')) return null;
  try {
    const data: unknown = JSON.parse(message);
    if (data && typeof data === 'object' && 'key' in data && typeof data.key === 'string' && Object.hasOwn(EN.refusals, data.key)) {
      // Made by `said` from a typed refusal in this codebase: its shape is its key's.
      return data as Refusal;
    }
  } catch {
    // zod's own words after all.
  }
  return null;
}

const NAME_KEYS: Record<NameRefusal['key'], true> = {
  nameEmpty: true, nameControl: true, nameDirection: true, nameVariation: true, nameInvisible: true, nameUnknown: true,
  nameSeparator: true, nameLoneAccent: true, nameAccents: true, nameTooLong: true, nameNoLetter: true, nameReserved: true,
  nameSame: true, nameLookAlike: true,
};

/** A refused name (src/engine/names.ts), which the JSON API says after the field it came in. */
export const isNameRefusal = (r: Refusal): r is NameRefusal => Object.hasOwn(NAME_KEYS, r.key);

/** The first issue's path, as the JSON API names a field ("players.1.name"; empty: the whole body). */
export const issuePath = (error: z.ZodError) => error.issues[0]?.path.join('.') ?? '';

/**
 * The request's dictionary. Set by lang.ts for every route; an answer made before it
 * ran (a fault in an earlier middleware) is English.
 */
export const tOf = <E extends { Variables: { t: Dict } }>(c: Context<E>): Dict => (c.var.t as Dict | undefined) ?? EN;

/** A refusal in the request's language. */
export const say = <E extends { Variables: { t: Dict } }>(c: Context<E>, refusal: Refusal): string => refusalText(tOf(c), refusal);

/**
 * A refusal as a page shows it next to the decision (htmx's sections or the whole page
 * alike): its words in the request's language, its rule, and the `fields` the player
 * sent, so the form shows again as it was filled.
 */
export const flashOf = <E extends { Variables: { t: Dict } }>(c: Context<E>, error: RefusalError, fields?: Record<string, string>): Flash =>
  ({ message: say(c, error.refusal), ...(error.rule ? { rule: error.rule } : {}), ...(fields ? { fields } : {}) });

/** The JSON API's error: its words in the request's language (English unless it asked for another). */
export const jsonError = <E extends { Variables: { t: Dict } }>(c: Context<E>, error: RefusalError) =>
  ({ code: error.code, ...(error.rule ? { rule: error.rule } : {}), message: say(c, error.refusal) });
