// The host's link: /g/:id/host/:sig, the page with every link, the admin check, and the
// host controls (replace a seat's link or the host link, end the game early).
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { hostPage } from '../../templates/index.tsx';
import type { GameRoom } from '../room/GameRoom.ts';
import type { Failure } from '../room/protocol.ts';
import { inZod, jsonError, say, tOf, type HttpRefusal } from './refusal.ts';
import { GameIdSchema, SigSchema, hostPath } from './links.ts';
import { absolute, failure, isForm, jsonView, notFound, roomOf, wantsJson, type AppEnv } from './respond.ts';
import { answerRecord, answerReplay } from './record.ts';
import { controlBody } from './controls.ts';
import { webhookProblem } from './create.ts';
import { hostChat } from './chat.ts';

export const HOST_PATH = '/g/:id/host/:sig';

const HostLinkSchema = z.object({ id: GameIdSchema, sig: SigSchema });

export type HostEnv = AppEnv & {
  Variables: { link: z.infer<typeof HostLinkSchema>; room: DurableObjectStub<GameRoom> };
};

const hostLink = createMiddleware<HostEnv>(async (c, next) => {
  const parsed = HostLinkSchema.safeParse(c.req.param());
  if (!parsed.success) return notFound(c);
  c.set('link', parsed.data);
  c.set('room', roomOf(c.env, parsed.data.id));
  await next();
});

export const host = new Hono<HostEnv>();
host.use(hostLink);

host.get('/', async (c) => {
  const { id, sig } = c.var.link;
  const opened = await c.var.room.open({ kind: 'host', sig });
  if (!opened.ok) return failure(c, opened);
  if (!opened.host) return notFound(c);
  const links = absolute(c, opened.host);
  if (wantsJson(c)) return c.json({ id, ...links, view: jsonView(tOf(c), opened.view), ...(opened.room ? { expiry: opened.room.expiry } : {}) });
  const rematch = opened.view.phase === 'over' ? await c.var.room.rematchLinkFor({ kind: 'host', sig }) : null;
  return c.html(hostPage(tOf(c), { id, ...links, view: opened.view, rematch: rematch?.ok ? rematch.path : null, ...(opened.room ? { room: opened.room } : {}) }));
});

host.get('/status', async (c) => {
  const result = await c.var.room.status({ kind: 'host', sig: c.var.link.sig }, tOf(c).lang);
  if (!result.ok) return failure(c, result);
  return c.json(result.status);
});

/**
 * The host's "Rematch" (a form post from the host page, or JSON): a new game with the
 * same players and options. The game's object makes it once; asked again, it answers
 * the same game. A form is sent to the new host page; JSON gets the new game's links,
 * 201 when this request made it, 200 when an earlier one had.
 */
host.post('/rematch', async (c) => {
  const result = await c.var.room.rematch(c.var.link.sig);
  if (!result.ok) return failure(c, result);
  if (isForm(c) && !wantsJson(c)) return c.redirect(result.links.hostPath, 303);
  return c.json({ id: result.id, ...absolute(c, result.links) }, result.created ? 201 : 200);
});

/** Admin: does the stored log replay to the stored state? */
host.get('/check', async (c) => {
  const report = await c.var.room.adminCheck(c.var.link.sig);
  if ('status' in report) return failure(c, report);
  return c.json(report, report.ok ? 200 : 500);
});

// ------------------------------------------------------------------ host controls
// Each answers a form post (the host page, without script) with a redirect to the host
// page, and anything else as JSON. A refusal changes nothing.

/** No fields to send: an empty body, or an empty JSON object (a script may always send one). */
const NoFieldsJson = z.object({}).strict().transform(() => null);
/** The replace buttons send no fields; whatever a browser adds is ignored. */
const NoFieldsForm = z.looseObject({}).transform(() => null);
/** Ending cannot be undone, so the page's form asks for a ticked box; a script's call is deliberate already. */
const EndForm = z.object({ confirm: z.literal('yes', inZod({ key: 'confirmEnd' })) }).transform(() => null);
/** A script may say what the form's box says; nothing else. */
const EndJson = z.object({ confirm: z.literal(true).optional() }).strict().transform(() => null);
const SeatParamSchema = z.string().regex(/^\d{1,2}$/).transform(Number);

/** A refusal: on the host page (fields kept as they are: nothing changed), or as JSON. */
async function refuse(c: Context<HostEnv>, form: boolean, f: Failure): Promise<Response> {
  if (f.status === 404) return notFound(c);
  if (!form) return c.json({ ok: false, error: jsonError(c, f.error) }, f.status);
  const opened = await c.var.room.open({ kind: 'host', sig: c.var.link.sig });
  if (!opened.ok || !opened.host) return failure(c, opened.ok ? f : opened);
  return c.html(hostPage(tOf(c), { id: c.var.link.id, ...absolute(c, opened.host), view: opened.view, flash: say(c, f.error.refusal), ...(opened.room ? { room: opened.room } : {}) }), f.status);
}

const badRequest = (refusal: Failure['error']['refusal']): Failure => ({ ok: false, status: 400, error: { code: 'bad-request', refusal } });
const NO_SUCH_SEAT: HttpRefusal = { key: 'seatParam' };

host.post('/seats/:seat/link', async (c) => {
  const body = await controlBody(c, NoFieldsForm, NoFieldsJson);
  if (!body.ok) return refuse(c, body.form, badRequest(body.refusal));
  const seat = SeatParamSchema.safeParse(c.req.param('seat'));
  if (!seat.success) return refuse(c, body.form, badRequest(NO_SUCH_SEAT));
  const result = await c.var.room.replaceSeatLink(c.var.link.sig, seat.data);
  if (!result.ok) return refuse(c, body.form, result);
  if (body.form) return c.redirect(hostPath(c.var.link.id, c.var.link.sig), 303);
  const links = absolute(c, result.links);
  return c.json({ ok: true, seat: result.seat, url: links.seats[result.seat]!.url });
});

host.post('/link', async (c) => {
  const body = await controlBody(c, NoFieldsForm, NoFieldsJson);
  if (!body.ok) return refuse(c, body.form, badRequest(body.refusal));
  const result = await c.var.room.replaceHostLink(c.var.link.sig);
  if (!result.ok) return refuse(c, body.form, result);
  if (body.form) return c.redirect(result.links.hostPath, 303);
  return c.json({ ok: true, url: absolute(c, result.links).hostUrl });
});

host.post('/end', async (c) => {
  const body = await controlBody(c, EndForm, EndJson);
  if (!body.ok) return refuse(c, body.form, badRequest(body.refusal));
  const result = await c.var.room.endGame(c.var.link.sig);
  if (!result.ok) return refuse(c, body.form, result);
  if (body.form) return c.redirect(hostPath(c.var.link.id, c.var.link.sig), 303);
  return c.json({ ok: true, view: jsonView(tOf(c), result.view) });
});

// ------------------------------------------------------------------ slow games (clocks, webhook, stand-in)

/** A form's flag: "1" on, anything else off (the page's hidden field says which way the button goes). */
const flag = (name: string) => z.looseObject({ [name]: z.string().optional() }).transform((f) => f[name] === '1');

/** Pause every clock (a holiday) or start them again: JSON {"paused": true|false}, or the host page's form. */
host.post('/clock', async (c) => {
  const body = await controlBody(c, flag('paused'), z.object({ paused: z.boolean() }).strict().transform((b) => b.paused));
  if (!body.ok) return refuse(c, body.form, badRequest(body.refusal));
  const result = await c.var.room.setPaused(c.var.link.sig, body.data);
  if (!result.ok) return refuse(c, body.form, result);
  if (body.form) return c.redirect(hostPath(c.var.link.id, c.var.link.sig), 303);
  return c.json({ ok: true, view: jsonView(tOf(c), result.view) });
});

/** Set the game's webhook, or clear it: JSON {"webhook": "https://…" | null}, or the host page's form (empty: clear). */
host.post('/webhook', async (c) => {
  const body = await controlBody(c,
    z.looseObject({ webhook: z.string().max(500).optional() }).transform((f) => f.webhook?.trim() || null),
    z.object({ webhook: z.string().max(500).nullable() }).strict().transform((b) => b.webhook));
  if (!body.ok) return refuse(c, body.form, badRequest(body.refusal));
  const problem = body.data === null ? null : webhookProblem(body.data, c.env.ALLOW_FIXED_DEALS === '1');
  if (problem) return refuse(c, body.form, badRequest(problem));
  const result = await c.var.room.setWebhook(c.var.link.sig, body.data, new URL(c.req.url).origin);
  if (!result.ok) return refuse(c, body.form, result);
  if (body.form) return c.redirect(hostPath(c.var.link.id, c.var.link.sig), 303);
  return c.json({ ok: true, view: jsonView(tOf(c), result.view) });
});

/** Hand a seat to the stand-in for good ({"on": true}) or give it back with a fresh link ({"on": false}). */
host.post('/seats/:seat/standin', async (c) => {
  const body = await controlBody(c, flag('on'), z.object({ on: z.boolean() }).strict().transform((b) => b.on));
  if (!body.ok) return refuse(c, body.form, badRequest(body.refusal));
  const seat = SeatParamSchema.safeParse(c.req.param('seat'));
  if (!seat.success) return refuse(c, body.form, badRequest(NO_SUCH_SEAT));
  const result = await c.var.room.setStandIn(c.var.link.sig, seat.data, body.data);
  if (!result.ok) return refuse(c, body.form, result);
  if (body.form) return c.redirect(hostPath(c.var.link.id, c.var.link.sig), 303);
  return c.json({ ok: true, seat: result.seat, url: absolute(c, result.links).seats[result.seat]!.url });
});

/** Controls change things: only POST, and any other method is told so rather than "not found". */
for (const path of ['/seats/:seat/link', '/link', '/end', '/clock', '/webhook', '/seats/:seat/standin']) {
  host.on(['GET', 'PUT', 'PATCH', 'DELETE'], path, (c) => {
    c.header('Allow', 'POST');
    return c.json({ ok: false, error: jsonError(c, { code: 'method', refusal: { key: 'usePost' } }) }, 405);
  });
}
// A finished game's record and replay (record.ts).
host.get('/record', (c) => answerRecord(c, c.var.room, { kind: 'host', sig: c.var.link.sig }));
host.get('/replay', (c) => answerReplay(c, c.var.room, { kind: 'host', sig: c.var.link.sig }));
// The chat's controls: hide a message, mute a seat (chat.ts).
host.route('/', hostChat);
