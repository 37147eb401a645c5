// What every route shares: the app's bindings, the game's object, request bodies, and
// the answers that must read the same wherever they come from (not found, failures).
import type { Context } from 'hono';
import type { z } from 'zod';
import type { View } from '../engine/index.ts';
import { errorPage } from '../../templates/index.tsx';
import { eventText } from '../../templates/log.ts';
import type { Env } from '../room/env.ts';
import { NOT_FOUND_MESSAGE, type Failure, type GameLinks } from '../room/protocol.ts';

export type AppEnv = { Bindings: Env };
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
  if (wantsJson(c)) return c.json({ ok: false, error: { code: 'not-found', message: NOT_FOUND_MESSAGE } }, 404);
  return c.html(errorPage(404, NOT_FOUND_MESSAGE), 404);
}

/**
 * A view as the JSON API gives it: each log entry also carries its words (`text`, in
 * English), made here at the edge from its event, as a page makes them.
 */
export function jsonView(view: View) {
  const names = view.players.map((p) => p.name);
  return { ...view, log: view.log.map((e) => ({ ...e, text: eventText(e.event, names) })) };
}

export function failure<E extends AppEnv>(c: C<E>, f: Failure): Response {
  if (f.status === 404) return notFound(c);
  if (wantsJson(c) || c.req.path.startsWith('/api/')) return c.json({ ok: false, error: f.error, ...(f.view ? { view: jsonView(f.view) } : {}) }, f.status);
  return c.html(errorPage(f.status, f.error.message), f.status);
}

/** Form fields as strings; uploaded files have no place in this game and are dropped. */
export async function formFields<E extends AppEnv>(c: C<E>): Promise<Record<string, string | string[]>> {
  const body = await c.req.parseBody({ all: true });
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}

/** A JSON body, or a message saying why it is not one. */
export async function jsonBody<E extends AppEnv>(c: C<E>): Promise<{ ok: true; data: unknown } | { ok: false; message: string }> {
  const text = await c.req.text();
  if (!text.trim()) return { ok: false, message: 'The request body is empty; send JSON.' };
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return { ok: false, message: 'The request body is not valid JSON.' };
  }
}

export const issueText = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
};

/** A game's links as full URLs on the origin the request came to. */
export function absolute<E extends AppEnv>(c: C<E>, links: GameLinks) {
  const base = new URL(c.req.url).origin;
  return {
    hostUrl: base + links.hostPath,
    spectatorUrl: base + links.watchPath,
    seats: links.seats.map((s) => ({ seat: s.seat, name: s.name, url: base + s.path })),
  };
}
