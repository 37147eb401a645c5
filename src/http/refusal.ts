// Refusals of the Worker's own (bodies, forms, links, limits of the request), the
// union of every refusal Ys online says, and how they become words at the edge: a page
// or a form's flash in the request's language, the JSON API's `message` the same.
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { NameRefusal } from '../engine/index.ts';
import type { Refusal, RefusalError } from '../views.ts';
import { dictOf, type Dict } from '../../templates/i18n/index.ts';
import { refusalText } from '../../templates/refusal.ts';
import type { Flash } from '../../templates/theme.ts';

const EN = dictOf('en');

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
    if (
      data &&
      typeof data === 'object' &&
      'key' in data &&
      typeof data.key === 'string' &&
      Object.hasOwn(EN.refusals, data.key)
    ) {
      // Made by `said` from a typed refusal in this codebase: its shape is its key's.
      return data as Refusal;
    }
  } catch {
    // zod's own words after all.
  }
  return null;
}

const NAME_KEYS: Record<NameRefusal['key'], true> = {
  nameEmpty: true,
  nameControl: true,
  nameDirection: true,
  nameVariation: true,
  nameInvisible: true,
  nameUnknown: true,
  nameSeparator: true,
  nameLoneAccent: true,
  nameAccents: true,
  nameTooLong: true,
  nameNoLetter: true,
  nameReserved: true,
  nameSame: true,
  nameLookAlike: true,
};

/** A refused name (src/engine/names.ts), which the JSON API says after the field it came in. */
export const isNameRefusal = (r: Refusal): r is NameRefusal => Object.hasOwn(NAME_KEYS, r.key);

/** The first issue's path, as the JSON API names a field ("players.1.name"; empty: the whole body). */
export const issuePath = (error: z.core.$ZodError) => error.issues[0]?.path.join('.') ?? '';

/**
 * The request's dictionary. Set by lang.ts for every route; an answer made before it
 * ran (a fault in an earlier middleware) is English.
 */
export const tOf = <E extends { Variables: { t: Dict } }>(c: Context<E>): Dict => (c.var.t as Dict | undefined) ?? EN;

/** A refusal in the request's language. */
export const say = <E extends { Variables: { t: Dict } }>(c: Context<E>, refusal: Refusal): string =>
  refusalText(tOf(c), refusal);

/**
 * A refusal as a page shows it next to the decision (htmx's sections or the whole page
 * alike): its words in the request's language, its rule, and the `fields` the player
 * sent, so the form shows again as it was filled.
 */
export const flashOf = <E extends { Variables: { t: Dict } }>(
  c: Context<E>,
  error: RefusalError,
  fields?: Record<string, string>,
): Flash => ({
  message: say(c, error.refusal),
  ...(error.rule ? { rule: error.rule } : {}),
  ...(fields ? { fields } : {}),
});

/** The JSON API's error: its words in the request's language (English unless it asked for another). */
export const jsonError = <E extends { Variables: { t: Dict } }>(c: Context<E>, error: RefusalError) => ({
  code: error.code,
  ...(error.rule ? { rule: error.rule } : {}),
  message: say(c, error.refusal),
});
