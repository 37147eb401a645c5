// The host's link: /g/:id/host/:sig, the page with every link, the admin check, and the
// host controls (replace a seat's link or the host link, end the game early).
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { HOST_DEEDS, hostConfirmPage, hostPage, type AskedDeed, type HostDeed } from '../../templates/index.tsx';
import type { Failure } from '../room/protocol.ts';
import { jsonError, say, tOf } from './refusal.ts';
import { inZod, type HttpRefusal } from '../views.ts';
import { hostPath } from '../room/signedLinks.ts';
import { absolute, failure, isForm, jsonView, notFound, wantsJson } from './respond.ts';
import { finishedRoutes } from './record.ts';
import { controlBody } from './controls.ts';
import { webhookProblem } from './create.ts';
import { URL_FIELD_MAX, localEndpoints } from '../room/outsideUrl.ts';
import { hostChat } from './chat.ts';
import { hostLink, type HostEnv } from './hostLink.ts';

export const HOST_PATH = '/g/:id/host/:sig';

export const host = new Hono<HostEnv>();
host.use(hostLink);

/**
 * What a control just did (`?done=link&seat=1`, the address a page's form is sent back to):
 * said on the page. A stale or edited one is only a sentence not said, so it is dropped, not refused.
 */
const DoneQuerySchema = z.pipe(
  z.object({
    done: z.enum(HOST_DEEDS),
    seat: z.optional(z.pipe(z.string().check(z.regex(/^\d$/)), z.transform(Number))),
  }),
  z.transform((q) => ({ deed: q.done, seat: q.seat ?? null })),
);

host.get('/', async (c) => {
  const { id } = c.var.link;
  const done = DoneQuerySchema.safeParse({ done: c.req.query('done'), seat: c.req.query('seat') });
  const opened = await c.var.room.open(c.var.visitor);
  if (!opened.ok) return failure(c, opened);
  if (!opened.host) return notFound(c);
  const links = absolute(c, opened.host);
  if (wantsJson(c))
    return c.json({
      id,
      ...links,
      view: jsonView(tOf(c), opened.view),
      ...(opened.room ? { expiry: opened.room.expiry } : {}),
    });
  const rematch = opened.view.phase === 'over' ? await c.var.room.rematchLinkFor(c.var.visitor) : null;
  return c.html(
    hostPage(tOf(c), {
      id,
      ...links,
      view: opened.view,
      rematch: rematch?.ok ? rematch.path : null,
      ...(done.success ? { done: done.data } : {}),
      ...(opened.room ? { room: opened.room } : {}),
    }),
  );
});

host.get('/status', async (c) => {
  const result = await c.var.room.status(c.var.visitor, tOf(c).lang);
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
  const result = await c.var.room.rematch(c.var.visitor);
  if (!result.ok) return failure(c, result);
  if (isForm(c) && !wantsJson(c)) return c.redirect(result.links.hostPath, 303);
  return c.json({ id: result.id, ...absolute(c, result.links) }, result.created ? 201 : 200);
});

/** Admin: does the stored log replay to the stored state? */
host.get('/check', async (c) => {
  const report = await c.var.room.adminCheck(c.var.visitor);
  if ('status' in report) return failure(c, report);
  return c.json(report, report.ok ? 200 : 500);
});

// ------------------------------------------------------------------ host controls
// Each answers a form post (the host page, without script) with a redirect to the host
// page, which says what happened, and anything else as JSON. A refusal changes nothing.

/**
 * The controls that cannot be undone (a seat's link, the host link, the stand-in) act from
 * the page's form only on its second post, which carries `confirm=yes` (hostConfirmPage):
 * the first one asks. A script's JSON call is deliberate already, as documented: it acts.
 */
const ConfirmForm = z.pipe(
  z.looseObject({ confirm: z.optional(z.string()) }),
  z.transform((f) => f.confirm === 'yes'),
);
/** No fields to send: an empty body, or an empty JSON object (a script may always send one). */
const ConfirmedJson = z.pipe(
  z.strictObject({}),
  z.transform(() => true),
);
/** Ending cannot be undone, so the page's form asks for a ticked box; a script's call is deliberate already. */
const EndForm = z.pipe(
  z.object({ confirm: z.literal('yes', inZod({ key: 'confirmEnd' })) }),
  z.transform(() => null),
);
/** A script may say what the form's box says; nothing else. */
const EndJson = z.pipe(
  z.strictObject({ confirm: z.optional(z.literal(true)) }),
  z.transform(() => null),
);
const SeatParamSchema = z.pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.transform(Number));

/** A refusal: on the host page (fields kept as they are: nothing changed), or as JSON. */
async function refuse(c: Context<HostEnv>, f: Failure, { form }: { form: boolean }): Promise<Response> {
  if (f.status === 404) return notFound(c);
  if (!form) return c.json({ ok: false, error: jsonError(c, f.error) }, f.status);
  const opened = await c.var.room.open(c.var.visitor);
  if (!opened.ok || !opened.host) return failure(c, opened.ok ? f : opened);
  return c.html(
    hostPage(tOf(c), {
      id: c.var.link.id,
      ...absolute(c, opened.host),
      view: opened.view,
      flash: say(c, f.error.refusal),
      ...(opened.room ? { room: opened.room } : {}),
    }),
    f.status,
  );
}

/** Where a page's form is sent once its control acted: the host page, saying what happened. */
const doneAt = (path: string, deed: HostDeed, seat?: number) =>
  `${path}?done=${deed}${seat === undefined ? '' : `&seat=${seat}`}`;

/**
 * A page's first post of a control that cannot be undone: the page that asks again, or
 * the refusal the control itself would give (no such seat, a bot's seat). Nothing changes.
 */
async function ask(
  c: Context<HostEnv>,
  deed: AskedDeed,
  seat: number | null,
  fields: Record<string, string> = {},
): Promise<Response> {
  const opened = await c.var.room.open({ kind: 'host', sig: c.var.link.sig });
  if (!opened.ok || !opened.host)
    return refuse(
      c,
      opened.ok ? { ok: false, status: 404, error: { code: 'not-found', refusal: { key: 'notFound' } } } : opened,
      { form: true },
    );
  const seats = opened.host.seats;
  const target = seat === null ? null : seats.find((s) => s.seat === seat);
  if (seat !== null && !target)
    return refuse(
      c,
      {
        ok: false,
        status: 400,
        error: { code: 'no-seat', refusal: { key: 'noSeatHere', seats: seats.length, seat } },
      },
      { form: true },
    );
  if (target && target.path === null)
    return refuse(
      c,
      { ok: false, status: 409, error: { code: 'bot-seat', refusal: { key: 'botSeat' } } },
      { form: true },
    );
  const hostPath = opened.host.hostPath;
  return c.html(hostConfirmPage(tOf(c), { hostPath, action: c.req.path, deed, name: target?.name ?? '', fields }));
}

const badRequest = (refusal: Failure['error']['refusal']): Failure => ({
  ok: false,
  status: 400,
  error: { code: 'bad-request', refusal },
});
const NO_SUCH_SEAT: HttpRefusal = { key: 'seatParam' };

host.post('/seats/:seat/link', async (c) => {
  const body = await controlBody(c, ConfirmForm, ConfirmedJson);
  if (!body.ok) return refuse(c, badRequest(body.refusal), { form: body.form });
  const seat = SeatParamSchema.safeParse(c.req.param('seat'));
  if (!seat.success) return refuse(c, badRequest(NO_SUCH_SEAT), { form: body.form });
  if (!body.data) return ask(c, 'link', seat.data);
  const result = await c.var.room.replaceSeatLink(c.var.visitor, seat.data);
  if (!result.ok) return refuse(c, result, { form: body.form });
  if (body.form) return c.redirect(doneAt(hostPath(c.var.link.id, c.var.link.sig), 'link', result.seat), 303);
  const links = absolute(c, result.links);
  return c.json({ ok: true, seat: result.seat, url: links.seats[result.seat]!.url });
});

host.post('/link', async (c) => {
  const body = await controlBody(c, ConfirmForm, ConfirmedJson);
  if (!body.ok) return refuse(c, badRequest(body.refusal), { form: body.form });
  if (!body.data) return ask(c, 'hostLink', null);
  const result = await c.var.room.replaceHostLink(c.var.visitor);
  if (!result.ok) return refuse(c, result, { form: body.form });
  if (body.form) return c.redirect(doneAt(result.links.hostPath, 'hostLink'), 303);
  return c.json({ ok: true, url: absolute(c, result.links).hostUrl });
});

host.post('/end', async (c) => {
  const body = await controlBody(c, EndForm, EndJson);
  if (!body.ok) return refuse(c, badRequest(body.refusal), { form: body.form });
  const result = await c.var.room.endGame(c.var.visitor);
  if (!result.ok) return refuse(c, result, { form: body.form });
  if (body.form) return c.redirect(doneAt(hostPath(c.var.link.id, c.var.link.sig), 'end'), 303);
  return c.json({ ok: true, view: jsonView(tOf(c), result.view) });
});

// ------------------------------------------------------------------ slow games (clocks, webhook, stand-in)

/** A form's flag: "1" on, anything else off (the page's hidden field says which way the button goes). */
const flag = (name: string) =>
  z.pipe(
    z.looseObject({ [name]: z.optional(z.string()) }),
    z.transform((f) => f[name] === '1'),
  );

/** Pause every clock (a holiday) or start them again: JSON {"paused": true|false}, or the host page's form. */
host.post('/clock', async (c) => {
  const body = await controlBody(
    c,
    flag('paused'),
    z.pipe(
      z.strictObject({ paused: z.boolean() }),
      z.transform((b) => b.paused),
    ),
  );
  if (!body.ok) return refuse(c, badRequest(body.refusal), { form: body.form });
  const result = await c.var.room.setPaused(c.var.visitor, body.data);
  if (!result.ok) return refuse(c, result, { form: body.form });
  if (body.form) return c.redirect(hostPath(c.var.link.id, c.var.link.sig), 303);
  return c.json({ ok: true, view: jsonView(tOf(c), result.view) });
});

/**
 * Set the game's webhook, or clear it: JSON {"webhook": "https://…" | null}, or the host page's form (empty: clear).
 */
host.post('/webhook', async (c) => {
  const body = await controlBody(
    c,
    z.pipe(
      z.looseObject({ webhook: z.optional(z.string().check(z.maxLength(URL_FIELD_MAX))) }),
      z.transform((f) => f.webhook?.trim() || null),
    ),
    z.pipe(
      z.strictObject({ webhook: z.nullable(z.string().check(z.maxLength(URL_FIELD_MAX))) }),
      z.transform((b) => b.webhook),
    ),
  );
  if (!body.ok) return refuse(c, badRequest(body.refusal), { form: body.form });
  const problem = body.data === null ? null : webhookProblem(body.data, localEndpoints(c.env));
  if (problem) return refuse(c, badRequest(problem), { form: body.form });
  const result = await c.var.room.setWebhook(c.var.visitor, body.data, new URL(c.req.url).origin);
  if (!result.ok) return refuse(c, result, { form: body.form });
  if (body.form) return c.redirect(hostPath(c.var.link.id, c.var.link.sig), 303);
  return c.json({ ok: true, view: jsonView(tOf(c), result.view) });
});

/**
 * Hand a seat to the stand-in for good ({"on": true}) or give it back with a fresh link
 * ({"on": false}). Neither can be undone (the stand-in's decisions stay, the old link is
 * dead), so the page's form asks again, as for a link.
 */
host.post('/seats/:seat/standin', async (c) => {
  const body = await controlBody(
    c,
    z.pipe(
      z.looseObject({ on: z.optional(z.string()), confirm: z.optional(z.string()) }),
      z.transform((f) => ({ on: f.on === '1', confirm: f.confirm === 'yes' })),
    ),
    z.pipe(
      z.strictObject({ on: z.boolean() }),
      z.transform((b) => ({ on: b.on, confirm: true })),
    ),
  );
  if (!body.ok) return refuse(c, badRequest(body.refusal), { form: body.form });
  const seat = SeatParamSchema.safeParse(c.req.param('seat'));
  if (!seat.success) return refuse(c, badRequest(NO_SUCH_SEAT), { form: body.form });
  const { on, confirm } = body.data;
  if (!confirm) return ask(c, on ? 'standin' : 'back', seat.data, { on: on ? '1' : '0' });
  const result = await c.var.room.setStandIn(c.var.visitor, seat.data, on);
  if (!result.ok) return refuse(c, result, { form: body.form });
  if (body.form)
    return c.redirect(doneAt(hostPath(c.var.link.id, c.var.link.sig), on ? 'standin' : 'back', result.seat), 303);
  return c.json({ ok: true, seat: result.seat, url: absolute(c, result.links).seats[result.seat]!.url });
});

/** Controls change things: only POST, and any other method is told so rather than "not found". */
for (const path of ['/seats/:seat/link', '/link', '/end', '/clock', '/webhook', '/seats/:seat/standin']) {
  host.on(['GET', 'PUT', 'PATCH', 'DELETE'], path, (c) => {
    c.header('Allow', 'POST');
    return c.json({ ok: false, error: jsonError(c, { code: 'method', refusal: { key: 'usePost' } }) }, 405);
  });
}
// A finished game's record and replay, and a seat's analysis (record.ts).
host.route(
  '/',
  finishedRoutes<HostEnv>((c) => c.var.visitor),
);
// The chat's controls: hide a message, mute a seat (chat.ts).
host.route('/', hostChat);
