// A seat's own notifications, under its link: its browsers' Web Push
// subscriptions, its e-mail address and the mails' stop link, and the web manifest that
// lets a phone keep the seat on its Home Screen (iOS pushes only to such apps); and the
// language its player chose, for their pages and what they are sent. What is given here
// is kept by the game's object for this seat alone and never shown to anyone.
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { mailStopPage, playerPage } from '../../templates/index.tsx';
import { isLang } from '../../templates/i18n/index.ts';
import { AddressSchema, PushSubscriptionSchema } from '../room/contacts.ts';
import type { ContactResult, Failure } from '../room/protocol.ts';
import { controlBody, type Control } from './controls.ts';
import { Field, setLangCookie } from './langRoute.ts';
import { flashOf, jsonError } from './refusal.ts';
import { inZod, type Refusal } from '../views.ts';
import { localEndpoints, outsideUrlRefusal } from '../room/outsideUrl.ts';
import { failure, notFound, wantsJson } from './respond.ts';
import { speakSeatLang, type SeatEnv } from './seatLink.ts';

export const seatNotify = new Hono<SeatEnv>();

const badRequest = (refusal: Refusal): Failure => ({ ok: false, status: 400, error: { code: 'bad-request', refusal } });

/**
 * The seat's page, in its language, with the refusal said next to its panel (its form kept as sent: nothing changed).
 */
async function refusedPage(c: Context<SeatEnv>, f: Failure): Promise<Response> {
  const opened = await c.var.room.open(c.var.visitor);
  if (!opened.ok) return failure(c, opened);
  speakSeatLang(c, opened.lang);
  return c.html(playerPage(c.var.t, opened.view, c.var.paths, flashOf(c, f.error), null, opened.notify), f.status);
}

/** A refusal: JSON, or the seat's page. */
function refuse(c: Context<SeatEnv>, f: Failure, { form }: { form: boolean }): Promise<Response> | Response {
  if (f.status === 404) return notFound(c);
  // Over a limit on writes (src/room/writeLimits.ts): when to try again.
  if (f.retryAfter !== undefined) c.header('Retry-After', String(f.retryAfter));
  if (!form) return c.json({ ok: false, error: jsonError(c, f.error) }, f.status);
  return refusedPage(c, f);
}

/** A body that could not be read as the control's (controls.ts). */
const refuseBody = (c: Context<SeatEnv>, body: Extract<Control<unknown>, { ok: false }>) =>
  refuse(c, badRequest(body.refusal), { form: body.form });

/** Done: a form goes back to the page it came from, a script gets { ok: true }. */
function answer(c: Context<SeatEnv>, result: ContactResult, { form }: { form: boolean }): Promise<Response> | Response {
  if (!result.ok) return refuse(c, result, { form });
  return form ? c.redirect(c.var.paths.self, 303) : c.json({ ok: true });
}

/**
 * The seat as an app of its own: a phone's "Add to Home Screen" opens this seat's link,
 * full screen. Served per seat, so it says whose seat it is.
 */
seatNotify.get('/manifest.webmanifest', async (c) => {
  const { seat } = c.var.link;
  const opened = await c.var.room.open(c.var.visitor);
  if (!opened.ok) return failure(c, opened);
  speakSeatLang(c, opened.lang);
  const me = opened.view.players[seat]?.name ?? c.var.t.terms.seat(seat + 1);
  const self = c.var.paths.self;
  const manifest = {
    name: `Ys — ${me}`,
    short_name: 'Ys',
    id: self,
    start_url: self,
    scope: `${self}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1f4e79',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
  return c.body(JSON.stringify(manifest), 200, { 'Content-Type': 'application/manifest+json' });
});

// ------------------------------------------------------------------ Web Push

/** "Notify me": the browser's PushSubscription, as its toJSON() gives it. */
seatNotify.post('/push', async (c) => {
  const body = await controlBody(c, z.never(inZod({ key: 'sendSubscriptionJson' })), PushSubscriptionSchema);
  if (!body.ok) return refuseBody(c, { ...body, form: false });
  const problem = outsideUrlRefusal(body.data.endpoint, 'pushEndpoint', localEndpoints(c.env));
  if (problem) return refuse(c, badRequest(problem), { form: false });
  return answer(c, await c.var.room.subscribePush(c.var.visitor, body.data), { form: false });
});

/** "Stop": this browser ({ endpoint }), or every browser of the seat (no body). */
seatNotify.delete('/push', async (c) => {
  const body = await controlBody(
    c,
    z.never(inZod({ key: 'sendJson' })),
    z.strictObject({ endpoint: z.optional(z.string().check(z.maxLength(1000))) }),
  );
  if (!body.ok) return refuseBody(c, { ...body, form: false });
  return answer(c, await c.var.room.unsubscribePush(c.var.visitor, body.data.endpoint), { form: false });
});

// ------------------------------------------------------------------ e-mail

/** The player's own address: the page's form, or JSON { "address": "…" }. */
seatNotify.post('/mail', async (c) => {
  const body = await controlBody(
    c,
    z.pipe(
      z.pipe(
        z.looseObject({ address: z.optional(z.string()) }),
        z.transform((f) => f.address ?? ''),
      ),
      AddressSchema,
    ),
    z.pipe(
      z.strictObject({ address: AddressSchema }),
      z.transform((b) => b.address),
    ),
  );
  if (!body.ok) return refuseBody(c, body);
  return answer(c, await c.var.room.setMail(c.var.visitor, body.data), { form: body.form });
});

/** Every mail's stop link, opened in a browser: a page with one button (a scanner following links stops nothing). */
seatNotify.get('/mail/stop', async (c) => {
  const opened = await c.var.room.open(c.var.visitor);
  if (!opened.ok) return failure(c, opened);
  speakSeatLang(c, opened.lang);
  return c.html(mailStopPage(c.var.t, c.var.paths.self, false));
});

/**
 * The stop itself: that page's button, a mail client's one-click stop (RFC 8058 posts
 * "List-Unsubscribe=One-Click"), or JSON. Whatever the body says, it stops.
 */
async function stopMail(c: Context<SeatEnv>, form: boolean): Promise<Response> {
  const result = await c.var.room.stopMail(c.var.visitor);
  if (!result.ok) return refuse(c, result, { form });
  if (!form && wantsJson(c)) return c.json({ ok: true });
  // In the seat's language, as the mail and its stop page were.
  const opened = await c.var.room.open(c.var.visitor);
  if (opened.ok) speakSeatLang(c, opened.lang);
  return c.html(mailStopPage(c.var.t, c.var.paths.self, true));
}

seatNotify.post('/mail/stop', async (c) => {
  const body = await controlBody(c, z.looseObject({}), z.looseObject({}));
  return stopMail(c, body.form);
});
seatNotify.delete('/mail', (c) => stopMail(c, false));

// ------------------------------------------------------------------ language

/**
 * The seat's language, from its page's switcher (form field `lang`) or JSON
 * { "lang": "hu" }: kept for the seat in the game's object (its pages, pushes and mails
 * speak it, on every device) and in this browser's cookie (its other pages too).
 */
seatNotify.post('/lang', async (c) => {
  const body = await controlBody(
    c,
    z.pipe(
      z.looseObject({ lang: Field }),
      z.transform((f) => f.lang ?? ''),
    ),
    z.pipe(
      z.strictObject({ lang: Field }),
      z.transform((b) => b.lang ?? ''),
    ),
  );
  if (!body.ok) return refuseBody(c, body);
  const lang = body.data;
  if (!isLang(lang)) return refuse(c, badRequest({ key: 'unknownLang' }), { form: body.form });
  const result = await c.var.room.setSeatLang(c.var.visitor, lang);
  if (result.ok) setLangCookie(c, lang);
  return answer(c, result, { form: body.form });
});
