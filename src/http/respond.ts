// What every route shares: the app's bindings, the game's object, request bodies, and
// the answers that must read the same wherever they come from (not found, failures).
import type { Context } from 'hono';
import type { View } from '../engine/index.ts';
import { errorPage } from '../../templates/index.tsx';
import type { RoomView } from '../../templates/theme.ts';
import { eventText } from '../../templates/log.ts';
import type { Env } from '../room/GameRoom.ts';
import type { Dict } from '../../templates/i18n/index.ts';
import type { Failure, GameLinks } from '../room/protocol.ts';
import { jsonError, say, tOf } from './refusal.ts';
import type { HttpRefusal, Refusal } from '../views.ts';

/** `t`: the dictionary of the language this request is answered in (lang.ts). */
export type AppEnv = { Bindings: Env; Variables: { t: Dict } };
/** Any route's context, whatever variables its sub-app adds. */
type C<E extends AppEnv = AppEnv> = Context<E>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const isLocal = (c: C) => LOCAL_HOSTS.has(new URL(c.req.url).hostname);
export const wantsJson = <E extends AppEnv>(c: C<E>) => (c.req.header('Accept') ?? '').includes('application/json');
export const isForm = <E extends AppEnv>(c: C<E>) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('Content-Type') ?? '');

export const roomOf = (env: Env, gameId: string) => env.GAMES.get(env.GAMES.idFromName(gameId));

/** The one not-found answer: a missing game, a bad or truncated signature, another game's signature, no such seat. */
export function notFound<E extends AppEnv>(c: C<E>): Response {
  const error = { code: 'not-found', refusal: { key: 'notFound' } } as const;
  if (wantsJson(c)) return c.json({ ok: false, error: jsonError(c, error) }, 404);
  return c.html(errorPage(tOf(c), 404, say(c, error.refusal)), 404);
}

/**
 * A view as the JSON API gives it: each log entry also carries its words (`text`, in
 * the request's language, English unless it asked for another), made here at the edge
 * from its event, as a page makes them.
 */
export function jsonView(t: Dict, view: View & Pick<RoomView, 'planOffer'>) {
  const names = view.players.map((p) => p.name);
  // A finished game's score series is the result chart's; the JSON API has it in the record (GET {link}/record). The
  // page's offer to plan a placement is its form's, made from the view the JSON API gives whole.
  const { scores, planOffer, ...rest } = view;
  return { ...rest, log: view.log.map((e) => ({ ...e, text: eventText(t, e.event, names) })) };
}

export function failure<E extends AppEnv>(c: C<E>, f: Failure): Response {
  if (f.status === 404) return notFound(c);
  if (f.retryAfter !== undefined) c.header('Retry-After', String(f.retryAfter));
  if (wantsJson(c) || c.req.path.startsWith('/api/'))
    return c.json(
      { ok: false, error: jsonError(c, f.error), ...(f.view ? { view: jsonView(tOf(c), f.view) } : {}) },
      f.status,
    );
  return c.html(errorPage(tOf(c), f.status, say(c, f.error.refusal)), f.status);
}

/** A request refused before any game is asked: its page, or JSON (`json`: whether this request reads JSON). */
export function refuse<E extends AppEnv>(
  c: C<E>,
  status: 400 | 403 | 405 | 413 | 415 | 426 | 500,
  code: string,
  refusal: Refusal,
  { json }: { json: boolean },
): Response {
  if (json) return c.json({ ok: false, error: jsonError(c, { code, refusal }) }, status);
  return c.html(errorPage(tOf(c), status, say(c, refusal)), status);
}

// ------------------------------------------------------------------ request bodies
// Every body is read by the two readers below, and only by them, so the limits hold on
// every route: nothing a client sends makes the Worker throw (a 500), and nothing
// reaches a game's object in a shape its RPC, the engine or a template cannot take.
// Each answers a result the route turns into a 400 with the refusal, never an exception.

/**
 * Game forms and actions are small (a new game with a fixed deal, the largest, is a few KiB); app.ts refuses bigger
 * bodies before they are read.
 */
export const MAX_BODY_BYTES = 32 * 1024;
/**
 * The deepest body the game reads nests about 5 levels (a placement's spot). Deeper
 * nesting is no game's input, and 5,000 levels overflow the stack of whatever walks the
 * value next (zod, the RPC to the object), so it is refused before JSON.parse.
 */
export const MAX_JSON_DEPTH = 32;
/** The largest form has a few dozen fields at most; thousands would only cost CPU in the schemas. */
export const MAX_FORM_FIELDS = 200;

export type BodyRead<T> = { ok: true; data: T } | { ok: false; refusal: HttpRefusal };
export type FormFields = Record<string, string | string[]>;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
/** With the u flag a valid surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE_TEXT = /\p{Surrogate}/u;
const LONE_SURROGATE: HttpRefusal = { key: 'bodySurrogate' };
export const mediaType = <E extends AppEnv>(c: C<E>) =>
  (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();

/** The body as text: strictly UTF-8 (a replacement character would silently change a name), within the size limit. */
async function bodyText<E extends AppEnv>(c: C<E>): Promise<BodyRead<string>> {
  let bytes: ArrayBuffer;
  try {
    bytes = await c.req.arrayBuffer();
  } catch {
    return { ok: false, refusal: { key: 'bodyUnreadable' } };
  }
  if (bytes.byteLength > MAX_BODY_BYTES) return { ok: false, refusal: { key: 'bodyTooLarge', max: MAX_BODY_BYTES } };
  try {
    return { ok: true, data: utf8.decode(bytes) };
  } catch {
    return { ok: false, refusal: { key: 'bodyNotUtf8' } };
  }
}

/**
 * Whether the text's arrays and objects nest deeper than `max`, counted in one pass
 * without parsing (so without recursion). Exact for valid JSON; for invalid JSON it
 * agrees with the parser up to the parser's first error, so JSON.parse never goes deeper.
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * What JSON.parse lets through but the game must not keep: a lone surrogate ("\ud800"
 * is valid JSON, yet breaks every page that shows the name) and numbers too large to be
 * numbers (1e400 parses to Infinity). Walked with a stack, not recursion.
 */
function jsonValueProblem(root: unknown): HttpRefusal | null {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE_TEXT.test(value)) return LONE_SURROGATE;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return { key: 'bodyNumberTooLarge' };
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE_TEXT.test(key)) return LONE_SURROGATE;
        stack.push(item);
      }
    }
  }
  return null;
}

/** JSON text within the limits, parsed; `empty` is what an empty body reads as (by default it is refused). */
export function parseJsonText(text: string, options: { empty?: unknown } = {}): BodyRead<unknown> {
  if (!text.trim()) {
    return 'empty' in options ? { ok: true, data: options.empty } : { ok: false, refusal: { key: 'bodyEmpty' } };
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, refusal: { key: 'bodyTooDeep', max: MAX_JSON_DEPTH } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, refusal: { key: 'bodyNotJson' } };
  }
  const problem = jsonValueProblem(data);
  return problem ? { ok: false, refusal: problem } : { ok: true, data };
}

/**
 * A JSON body, or the refusal saying why it is not one. Any content type but a form's is
 * read as JSON (a script's careless text/plain still works); a form sent to a JSON route
 * is told so.
 */
export async function jsonBody<E extends AppEnv>(
  c: C<E>,
  options: { empty?: unknown } = {},
): Promise<BodyRead<unknown>> {
  if (isForm(c)) return { ok: false, refusal: { key: 'jsonNotForm' } };
  const text = await bodyText(c);
  return text.ok ? parseJsonText(text.data, options) : text;
}

/**
 * URL-encoded fields. decodeURIComponent refuses what a browser never sends (a stray
 * "%", an escape that is not UTF-8, an encoded surrogate), so that is refused too.
 */
function urlEncodedEntries(text: string): [string, string][] | null {
  const entries: [string, string][] = [];
  try {
    for (const pair of text.split('&')) {
      if (!pair) continue;
      const eq = pair.indexOf('=');
      const decode = (s: string) => decodeURIComponent(s.replaceAll('+', ' '));
      entries.push(eq < 0 ? [decode(pair), ''] : [decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))]);
    }
  } catch {
    return null;
  }
  return entries;
}

/** Multipart fields as strings; uploaded files have no place in this game and are dropped. */
async function multipartEntries(text: string, contentType: string): Promise<[string, string][] | null> {
  let form: FormData;
  try {
    form = await new Response(text, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    return null;
  }
  const entries: [string, string][] = [];
  form.forEach((value, key) => {
    if (typeof value === 'string') entries.push([key, value]);
  });
  return entries;
}

/**
 * Form fields as strings: a field sent more than once (or named `x[]`) as the list of
 * its values, as Hono's parseBody({ all: true }) gives them.
 */
export async function formFields<E extends AppEnv>(c: C<E>): Promise<BodyRead<FormFields>> {
  const type = mediaType(c);
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    return { ok: false, refusal: { key: 'sendForm' } };
  }
  const text = await bodyText(c);
  if (!text.ok) return text;
  const entries =
    type === 'multipart/form-data'
      ? await multipartEntries(text.data, c.req.header('Content-Type') ?? '')
      : urlEncodedEntries(text.data);
  if (!entries) return { ok: false, refusal: { key: 'formMalformed' } };
  if (entries.length > MAX_FORM_FIELDS)
    return { ok: false, refusal: { key: 'formTooManyFields', max: MAX_FORM_FIELDS } };
  const fields = new Map<string, string | string[]>();
  for (const [key, value] of entries) {
    const had = fields.get(key);
    if (had === undefined) fields.set(key, key.endsWith('[]') ? [value] : value);
    else if (Array.isArray(had)) had.push(value);
    else fields.set(key, [had, value]);
  }
  // fromEntries defines each key as its own property: a field named __proto__ stays a field.
  return { ok: true, data: Object.fromEntries(fields) };
}

/** A game's links as full URLs on the origin the request came to. */
export function absolute<E extends AppEnv>(c: C<E>, links: GameLinks) {
  const base = new URL(c.req.url).origin;
  return {
    hostUrl: base + links.hostPath,
    spectatorUrl: base + links.watchPath,
    // A bot's seat has no link: its url is null.
    seats: links.seats.map((s) => ({ seat: s.seat, name: s.name, url: s.path === null ? null : base + s.path })),
  };
}
