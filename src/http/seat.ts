// A player's link: /g/:id/p/:seat/:sig, its page (or JSON view), its actions and its socket.
// One middleware reads the link once (seatLink.ts); the handlers take it from the context.
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { liveFragments, playerPage, replacedPage } from '../../templates/index.tsx';
import { planForm } from '../../templates/prompt.ts';
import { standingForm } from '../../templates/standing.ts';
import type { PagePaths, RoomView } from '../../templates/theme.ts';
import type { Dict } from '../../templates/i18n/index.ts';
import { replacedSections } from '../../templates/sections.ts';
import type { ActResult, Failure } from '../room/protocol.ts';
import type { GameRoom } from '../room/GameRoom.ts';
import { parseActionForm } from './forms.ts';
import { failure, formFields, isForm, jsonBody, jsonView, notFound, refuse, wantsJson } from './respond.ts';
import { flashOf, heard, issuePath, jsonError, tOf } from './refusal.ts';
import { inZod, type Refusal } from '../views.ts';
import { seatLink, speakSeatLang, type SeatEnv } from './seatLink.ts';
import { finishedRoutes } from './record.ts';
import { upgrade } from './socket.ts';
import { seatNotify } from './seatNotify.ts';
import { onlyMethods, seatChat } from './chat.ts';
import { StandingBodySchema } from '../room/standing.ts';
import { seatHint } from './hint.ts';

export const seat = new Hono<SeatEnv>();
seat.use(seatLink);

seat.get('/', async (c) => {
  const opened = await c.var.room.open(c.var.visitor);
  // A link the host replaced: its page says so and what to do; to anything else it is not found (admission.ts).
  if (!opened.ok && opened.error.code === 'replaced' && !wantsJson(c)) return c.html(replacedPage(tOf(c)), 410);
  if (!opened.ok) return failure(c, opened);
  speakSeatLang(c, opened.lang);
  if (wantsJson(c)) return c.json(jsonView(tOf(c), opened.view));
  // A finished game's page shows this seat's own rematch link, asked for this seat alone (room/rematch.ts).
  const rematch = opened.view.phase === 'over' ? await c.var.room.rematchLinkFor(c.var.visitor) : null;
  return c.html(
    playerPage(tOf(c), opened.view, c.var.paths, undefined, rematch?.ok ? rematch.path : null, opened.notify),
  );
});

/** The home page's "my games" asks each game how it stands: a tiny public JSON (GameStatus). */
seat.get('/status', async (c) => {
  const result = await c.var.room.status(c.var.visitor, tOf(c).lang);
  if (!result.ok) return failure(c, result);
  return c.json(result.status);
});

const ActionBodySchema = z.strictObject({
  action: z.unknown().check(z.refine((a) => a !== undefined, inZod({ key: 'actionBodyNoAction' }))),
  version: z
    .int({ error: (i) => (i.input === undefined ? inZod({ key: 'actionBodyNoVersion' }) : undefined) })
    .check(z.minimum(0)),
});

/**
 * A refused form's fields, one value each, to show it again as the player filled it (never the version: the page's own
 * is current).
 */
function keptFields(fields: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([name, value]) => [name, typeof value === 'string' ? value : value[0]] as const)
      .filter(
        (e): e is readonly [string, string] =>
          e[1] !== undefined && e[0] !== 'version' && e[0].length <= 20 && e[1].length <= 40,
      ),
  );
}

seat.post('/actions', async (c) => {
  const { room, paths } = c.var;

  if (isForm(c)) {
    // A browser: htmx answers with fragments (errors shown next to the decision), a plain post with a page.
    const htmx = c.req.header('HX-Request') === 'true';
    const read = await formFields(c);
    const fields = read.ok ? read.data : {};
    // A body that is no readable form is refused as a form that makes no action is: next to the decision, nothing
    // applied.
    const form = read.ok ? parseActionForm(fields) : read;
    let result: ActResult;
    // An accepted htmx post is answered with the page's own update, made by the object with its pushes.
    if (form.ok) result = await room.act(c.var.visitor, form.action, form.version, htmx ? tOf(c).lang : undefined);
    else {
      const opened = await room.open(c.var.visitor);
      result = opened.ok
        ? {
            ok: false,
            status: 400,
            error: { code: 'invalid', refusal: form.refusal },
            view: opened.view,
            ...(opened.lang ? { lang: opened.lang } : {}),
          }
        : opened;
    }
    speakSeatLang(c, result.lang);
    // A page of a link the host replaced: told so in its decision panel (htmx), or by its page, and nothing played.
    if (!result.ok && result.error.code === 'replaced') {
      if (!htmx) return c.html(replacedPage(tOf(c)), 410);
      const version = form.ok ? (form.version ?? null) : null;
      return c.html(replacedSections(tOf(c), version, flashOf(c, result.error)));
    }
    if (!result.ok && (result.status === 404 || !result.view)) return failure(c, result);
    if (result.ok)
      return htmx
        ? c.html(result.fragments !== undefined ? result.fragments : liveFragments(tOf(c), result.view, paths))
        : c.redirect(paths.self, 303);
    // The refusal is worded here alone, next to the decision with the fields the player
    // sent, whether htmx swaps the sections in or, without htmx, the page carries it.
    const flash = flashOf(c, result.error, keptFields(fields));
    if (htmx) return c.html(liveFragments(tOf(c), result.view!, paths, flash));
    return c.html(playerPage(tOf(c), result.view!, paths, flash), result.status);
  }

  const body = await jsonBody(c);
  if (!body.ok) return refuse(c, 400, 'bad-request', body.refusal, { json: true });
  const parsed = ActionBodySchema.safeParse(body.data);
  if (!parsed.success) {
    return refuse(
      c,
      400,
      'bad-request',
      heard(parsed.error.issues[0]) ?? { key: 'actionBodyInvalid', path: issuePath(parsed.error) },
      { json: true },
    );
  }
  const result = await room.act(c.var.visitor, parsed.data.action, parsed.data.version);
  speakSeatLang(c, result.lang);
  if (!result.ok) {
    if (result.status === 404) return notFound(c);
    return c.json(
      { ok: false, error: jsonError(c, result.error), ...(result.view ? { view: jsonView(tOf(c), result.view) } : {}) },
      result.status,
    );
  }
  // Asked with no page to update, the object answers with the view (moves.ts).
  return c.json({ ok: true, view: jsonView(tOf(c), result.view!) });
});

/**
 * PUT {seat}/plan: the seat's move for its next decision (src/room/plans.ts), as a posted
 * action's body: JSON `{ action, version }`, or the decision's own form (which a page
 * without script can only POST). DELETE takes it back. A refusal changes nothing.
 */
const savePlan = async (c: Context<SeatEnv>) => {
  const { room } = c.var;
  let result: PlanAnswer;
  const form = isForm(c);
  if (form) {
    const read = await formFields(c);
    const parsed = read.ok ? parseActionForm(read.data) : read;
    if (parsed.ok && parsed.version !== undefined)
      result = await room.planMove(c.var.visitor, parsed.action, parsed.version);
    else {
      const refusal: Refusal = parsed.ok ? { key: 'actionBodyNoVersion' } : parsed.refusal;
      result = { ok: false, status: 400, error: { code: 'invalid', refusal } };
    }
  } else {
    const body = await jsonBody(c);
    if (!body.ok) return refuse(c, 400, 'bad-request', body.refusal, { json: true });
    const parsed = ActionBodySchema.safeParse(body.data);
    if (!parsed.success)
      return refuse(
        c,
        400,
        'bad-request',
        heard(parsed.error.issues[0]) ?? { key: 'actionBodyInvalid', path: issuePath(parsed.error) },
        { json: true },
      );
    result = await room.planMove(c.var.visitor, parsed.data.action, parsed.data.version);
  }
  return planAnswer(c, result, form && !wantsJson(c));
};

/**
 * A seat's saved choice answered (a plan, the standing choices: `json` says it): JSON `{ ok, … }`; a page's form,
 * back to its page, or with htmx the page's sections drawn again (a refusal shown by its decision, as an action's).
 */
async function savedAnswer<R extends { ok: true; lang?: string }>(
  c: Context<SeatEnv>,
  result: R | Failure,
  json: (saved: R) => Record<string, unknown>,
  page: boolean,
): Promise<Response> {
  const { room, paths } = c.var;
  const htmx = c.req.header('HX-Request') === 'true';
  speakSeatLang(c, result.ok ? result.lang : undefined);
  if (result.ok && !htmx) return page ? c.redirect(paths.self, 303) : c.json({ ok: true, ...json(result) });
  if (!result.ok && (!page || result.status === 404 || result.status === 429)) return failure(c, result);
  const opened = await room.open(c.var.visitor);
  if (!opened.ok) return failure(c, opened);
  speakSeatLang(c, opened.lang);
  const flash = result.ok ? undefined : flashOf(c, result.error);
  if (htmx) return c.html(liveFragments(tOf(c), opened.view, paths, flash));
  return c.html(playerPage(tOf(c), opened.view, paths, flash), result.ok ? 200 : result.status);
}

const planAnswer = (c: Context<SeatEnv>, result: PlanAnswer, page: boolean) =>
  savedAnswer<Extract<PlanAnswer, { ok: true }>>(c, result, (r) => ({ plan: r.plan }), page);
type PlanAnswer = Awaited<ReturnType<DurableObjectStub<GameRoom>['planMove']>> | Failure;

/**
 * A form asked for when its player opens it (`open`: the page's flag drawing it open), so that the page never carries
 * it closed: to htmx the form alone, to a page without script the seat's page with it open, as JSON the seat's own
 * choice (`json`).
 */
const openedForm =
  (
    json: (view: RoomView) => Record<string, unknown>,
    form: (t: Dict, view: RoomView, paths: PagePaths) => string,
    open: Pick<RoomView, 'planOpen' | 'standingOpen'>,
  ) =>
  async (c: Context<SeatEnv>) => {
    const opened = await c.var.room.open(c.var.visitor);
    if (!opened.ok && opened.error.code === 'replaced' && !wantsJson(c)) return c.html(replacedPage(tOf(c)), 410);
    if (!opened.ok) return failure(c, opened);
    speakSeatLang(c, opened.lang);
    // A seat's view is a room's (src/room/core.ts withRoom): its plan, its offer and its standing choices with it.
    const view: RoomView = opened.view;
    if (wantsJson(c)) return c.json({ ok: true, ...json(view) });
    if (c.req.header('HX-Request') === 'true') return c.html(form(tOf(c), view, c.var.paths));
    return c.html(playerPage(tOf(c), { ...view, ...open }, c.var.paths, undefined, undefined, opened.notify));
  };

/**
 * GET {seat}/plan: the seat's offer to plan its next move, asked when its player opens it (templates/prompt.ts
 * planAhead), so that the page's panel never carries the form: to htmx the form alone (empty while nothing can be
 * planned), to a page without script the seat's page with the offer open, as JSON the seat's plan.
 */
seat.get(
  '/plan',
  openedForm((view) => ({ plan: view.plan ?? null }), planForm, { planOpen: true }),
);
seat.put('/plan', savePlan);
seat.post('/plan', savePlan);
seat.delete('/plan', async (c) => planAnswer(c, await c.var.room.cancelPlan(c.var.visitor), !wantsJson(c)));
onlyMethods(seat, '/plan', ['GET', 'PUT', 'POST', 'DELETE']);

/**
 * A standing-choices form's fields as the body they mean (the form is always sent whole): the pass box ticked or not,
 * the colours chosen in order (an empty choice left out, a colour chosen twice kept where first chosen), the turn the
 * page showed.
 */
function standingBody(fields: Record<string, string | string[]>): unknown {
  const chosen = [fields['gems[]'] ?? []].flat().filter((c) => c !== '');
  const turn = typeof fields.turn === 'string' && fields.turn !== '' ? Number(fields.turn) : undefined;
  return {
    pass: fields.pass !== undefined,
    gems: chosen.filter((c, i) => chosen.indexOf(c) === i),
    ...(turn === undefined ? {} : { turn }),
  };
}

/**
 * PUT {seat}/standing: the seat's standing choices (src/room/standing.ts), JSON `{ pass?, gems?, turn? }` (a field left
 * out is unchanged), or its page's form (which a page without script can only POST). A refusal changes nothing.
 */
const saveStanding = async (c: Context<SeatEnv>) => {
  const form = isForm(c);
  let body: unknown;
  if (form) {
    const read = await formFields(c);
    if (!read.ok) return refuse(c, 400, 'bad-request', read.refusal, { json: wantsJson(c) });
    body = standingBody(read.data);
  } else {
    const read = await jsonBody(c);
    if (!read.ok) return refuse(c, 400, 'bad-request', read.refusal, { json: true });
    body = read.data;
  }
  const parsed = StandingBodySchema.safeParse(body);
  if (!parsed.success)
    return refuse(c, 400, 'invalid', { key: 'standingInvalid', path: issuePath(parsed.error) }, { json: true });
  return standingAnswer(c, await c.var.room.setStanding(c.var.visitor, parsed.data), form && !wantsJson(c));
};

type StandingAnswer = Awaited<ReturnType<DurableObjectStub<GameRoom>['setStanding']>> | Failure;
const standingAnswer = (c: Context<SeatEnv>, result: StandingAnswer, page: boolean) =>
  savedAnswer<Extract<StandingAnswer, { ok: true }>>(c, result, (r) => ({ standing: r.standing }), page);

/**
 * GET {seat}/standing: the seat's standing choices, asked when its player opens them (templates/standing.ts), so that
 * the page never carries their form closed: to htmx the form alone (empty once the game asks nothing of the seat), to a
 * page without script the seat's page with them open, as JSON the seat's choices.
 */
seat.get(
  '/standing',
  openedForm((view) => ({ standing: view.standing ?? null }), standingForm, { standingOpen: true }),
);
seat.put('/standing', saveStanding);
seat.post('/standing', saveStanding);
onlyMethods(seat, '/standing', ['GET', 'PUT', 'POST']);

seat.get('/ws', (c) => upgrade(c, c.var.room, c.var.link));

// A finished game's record and replay, and a seat's analysis (record.ts).
seat.route(
  '/',
  finishedRoutes<SeatEnv>((c) => c.var.visitor),
);
// Its own notifications: push, e-mail, the Home Screen manifest (seatNotify.ts).
seat.route('/', seatNotify);
// Its chat and its private notes (chat.ts).
seat.route('/', seatChat);
seat.route('/', seatHint);
