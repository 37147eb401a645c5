// The chat and the private notes: a seat posts and keeps its notes, the host
// hides messages and mutes seats, and nobody else may post. Each route takes the page's
// plain form (answered with a 303 back to the page, or the page with the refusal) or
// JSON (answered JSON); a refusal changes nothing. The rules of a message are the
// room's (src/room/chat.ts): the object checks them, in one place.
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { playerPage } from '../../templates/index.tsx';
import { Hono } from 'hono';
import type { GameRoom } from '../room/GameRoom.ts';
import type { Failure } from '../room/protocol.ts';
import { controlBody } from './controls.ts';
import type { HostEnv } from './hostLink.ts';
import { hostPath } from '../room/signedLinks.ts';
import { failure, notFound, wantsJson, type AppEnv } from './respond.ts';
import { jsonError, say, tOf } from './refusal.ts';
import { chatOlder } from '../../templates/chat.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import type { Visitor } from '../room/protocol.ts';
import type { Refusal } from '../views.ts';
import { speakSeatLang, type SeatEnv } from './seatLink.ts';

/** Anything but one text field is the same refusal: say what to send. */
const BODY: Refusal = { key: 'chatBody' };
const TextForm = z.pipe(
  z.looseObject({ text: z.string() }),
  z.transform((f) => f.text),
);
const TextJson = z.pipe(
  z.strictObject({ text: z.string() }),
  z.transform((b) => b.text),
);

/** A control's body, its schema's refusals all said as "send { text }". */
async function textBody<E extends AppEnv>(c: Context<E>) {
  const body = await controlBody(c, TextForm, TextJson);
  // The readers' own refusals (not UTF-8, too deep, …) say more than "send { text }".
  return body.ok || (body.refusal.key !== 'unexpectedBody' && body.refusal.key !== 'controlFormUnreadable')
    ? body
    : { ...body, refusal: BODY };
}

export const badRequest = (refusal: Refusal): Failure => ({
  ok: false,
  status: 400,
  error: { code: 'bad-request', refusal },
});

/** A refusal as JSON (with Retry-After over the rate), whatever the request accepts: a script sent it. */
export function jsonRefusal<E extends AppEnv>(c: Context<E>, f: Failure): Response {
  if (f.status === 404) return notFound(c);
  if (f.retryAfter !== undefined) c.header('Retry-After', String(f.retryAfter));
  return c.json({ ok: false, error: jsonError(c, f.error) }, f.status);
}

/** Only POST (and PUT for the notes) change anything: any other method is told which. */
export function onlyMethods<E extends AppEnv>(app: Hono<E>, path: string, allowed: string[]): void {
  const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !allowed.includes(m));
  app.on(others, path, (c) => {
    c.header('Allow', allowed.join(', '));
    return c.json({ ok: false, error: jsonError(c, { code: 'method', refusal: { key: 'usePost' } }) }, 405);
  });
}

// ------------------------------------------------------------------ any link that reads the chat: the older messages

/** `before`: the id of the oldest message the page shows. */
const BeforeSchema = z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number));

/**
 * GET {link}/chat?before=ID: the messages older than ID, a page of them (room/chat.ts,
 * CHAT_PAGE), for the links that read the chat. JSON when asked for; else one item of
 * the list (templates/chat.ts) holding theirs and the way to the next older ones, which
 * the page puts in place of the way it showed; a page without script shows them as they are.
 * `hide`: the host's link, whose items each have their hide button.
 */
export async function answerOlderChat<E extends AppEnv>(
  c: Context<E>,
  room: DurableObjectStub<GameRoom>,
  visitor: Visitor,
  hide?: string,
): Promise<Response> {
  const before = BeforeSchema.safeParse(c.req.query('before') ?? '');
  if (!before.success)
    return wantsJson(c)
      ? jsonRefusal(c, badRequest({ key: 'chatBefore' }))
      : failure(c, badRequest({ key: 'chatBefore' }));
  const page = await room.olderChat(visitor, before.data);
  if (!page.ok) return wantsJson(c) ? jsonRefusal(c, page) : failure(c, page);
  if (wantsJson(c)) return c.json({ ok: true, chat: page.entries, more: page.more });
  if (page.lang) c.set('t', dictOf(page.lang));
  const link = c.req.path.replace(/\/chat$/, '');
  const seat = visitor.kind === 'seat' ? visitor.seat : null;
  const items = chatOlder(tOf(c), page, before.data, seat, link, hide);
  // htmx swaps the items in; a page without script asked for them as a page.
  return c.html(c.req.header('HX-Request') ? items : `<ol class="chat-list">${items}</ol>`);
}

// ------------------------------------------------------------------ a seat: {seat}/chat, {seat}/notes

export const seatChat = new Hono<SeatEnv>();

/** A plain form refused: the page again, the refusal in the chat panel and the text kept to correct. */
async function chatPageRefused(c: Context<SeatEnv>, f: Failure, text: string): Promise<Response> {
  if (f.status === 404) return notFound(c);
  const opened = await c.var.room.open(c.var.visitor);
  if (!opened.ok) return failure(c, opened);
  speakSeatLang(c, opened.lang);
  if (f.retryAfter !== undefined) c.header('Retry-After', String(f.retryAfter));
  const flash = { message: say(c, f.error.refusal), text };
  return c.html(playerPage(tOf(c), opened.view, c.var.paths, undefined, null, opened.notify, flash), f.status);
}

seatChat.get('/chat', (c) => answerOlderChat(c, c.var.room, c.var.visitor));
seatChat.post('/chat', async (c) => {
  const body = await textBody(c);
  const page = body.form && !wantsJson(c);
  if (!body.ok)
    return page ? chatPageRefused(c, badRequest(body.refusal), '') : jsonRefusal(c, badRequest(body.refusal));
  const result = await c.var.room.postChat(c.var.visitor, body.data);
  if (!result.ok) return page ? chatPageRefused(c, result, body.data) : jsonRefusal(c, result);
  if (page) return c.redirect(`${c.var.paths.self}#chat`, 303);
  return c.json({ ok: true, id: result.entry.id });
});

/** The notes: PUT from the page's script (JSON), or the page's plain form, which can only POST. */
const saveNotes = async (c: Context<SeatEnv>) => {
  const body = await textBody(c);
  const page = body.form && !wantsJson(c);
  const answer = (f: Failure) => (page ? failure(c, f) : jsonRefusal(c, f));
  if (!body.ok) return answer(badRequest(body.refusal));
  const result = await c.var.room.saveNotes(c.var.visitor, body.data);
  speakSeatLang(c, result.ok ? result.lang : undefined);
  if (!result.ok) return answer(result);
  if (page) return c.redirect(`${c.var.paths.self}#notes`, 303);
  return c.json({ ok: true });
};
seatChat.put('/notes', saveNotes);
seatChat.post('/notes', saveNotes);
onlyMethods(seatChat, '/chat', ['GET', 'POST']);
onlyMethods(seatChat, '/notes', ['PUT', 'POST']);

// ------------------------------------------------------------------ the host: hide, mute

export const hostChat = new Hono<HostEnv>();

const MessageIdSchema = z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number));
const SeatParamSchema = z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.transform(Number));
/**
 * A control that sends no fields (hiding, a hint): a form's extra fields are ignored, a script's JSON must be empty.
 */
export const NoFieldsForm = z.pipe(
  z.looseObject({}),
  z.transform(() => null),
);
export const NoFieldsJson = z.pipe(
  z.strictObject({}),
  z.transform(() => null),
);
const OnForm = z.pipe(
  z.looseObject({ on: z.enum(['0', '1']) }),
  z.transform((f) => f.on === '1'),
);
const OnJson = z.pipe(
  z.strictObject({ on: z.boolean() }),
  z.transform((b) => b.on),
);

/** The host's answer: back to the host page's chat (a form), or JSON. */
function hostAnswer(c: Context<HostEnv>, json: object, { form }: { form: boolean }): Response {
  if (form && !wantsJson(c)) return c.redirect(`${hostPath(c.var.link.id, c.var.link.sig)}#chat`, 303);
  return c.json({ ok: true, ...json });
}

const hostRefused = (c: Context<HostEnv>, f: Failure, { form }: { form: boolean }) =>
  form && !wantsJson(c) ? failure(c, f) : jsonRefusal(c, f);

// `:message`, not `:id`: the host link's own `:id` is the game's.
hostChat.post('/chat/:message/hide', async (c) => {
  const body = await controlBody(c, NoFieldsForm, NoFieldsJson);
  if (!body.ok) return hostRefused(c, badRequest(body.refusal), { form: body.form });
  // A path that names no message is a link to nothing.
  const id = MessageIdSchema.safeParse(c.req.param('message'));
  if (!id.success) return notFound(c);
  const result = await c.var.room.hideChat(c.var.visitor, id.data);
  if (!result.ok) return hostRefused(c, result, { form: body.form });
  return hostAnswer(c, { message: result.entry }, { form: body.form });
});

hostChat.post('/seats/:seat/mute', async (c) => {
  const body = await controlBody(c, OnForm, OnJson);
  if (!body.ok) return hostRefused(c, badRequest(body.refusal), { form: body.form });
  const seat = SeatParamSchema.safeParse(c.req.param('seat'));
  if (!seat.success) return hostRefused(c, badRequest({ key: 'seatParam' }), { form: body.form });
  const result = await c.var.room.muteSeat(c.var.visitor, seat.data, body.data);
  if (!result.ok) return hostRefused(c, result, { form: body.form });
  return hostAnswer(c, { seat: result.seat, on: result.on }, { form: body.form });
});

/** The host reads the chat and keeps it; only the players talk in it. */
hostChat.post('/chat', (c) => notPoster(c, c.var.room.status(c.var.visitor)));
hostChat.get('/chat', (c) => answerOlderChat(c, c.var.room, c.var.visitor, hostPath(c.var.link.id, c.var.link.sig)));
onlyMethods(hostChat, '/chat/:message/hide', ['POST']);
onlyMethods(hostChat, '/seats/:seat/mute', ['POST']);

/**
 * POST {host or spectator link}/chat: 403, once the link is known good (a bad link is
 * the one not-found). Nothing is read of the body: nothing it says could be posted.
 */
export async function notPoster<E extends AppEnv>(
  c: Context<E>,
  opened: Promise<{ ok: true } | Failure>,
): Promise<Response> {
  const admitted = await opened;
  if (!admitted.ok) return wantsJson(c) ? jsonRefusal(c, admitted) : failure(c, admitted);
  const f: Failure = { ok: false, status: 403, error: { code: 'forbidden', refusal: { key: 'chatSeatsOnly' } } };
  return wantsJson(c) ? jsonRefusal(c, f) : failure(c, f);
}

/** The spectators' link, public: its holders read the chat (if the host chose so), never post. */
export const watchChatPost = <E extends AppEnv>(c: Context<E>, room: DurableObjectStub<GameRoom>) =>
  notPoster(c, room.status({ kind: 'watch' }));
