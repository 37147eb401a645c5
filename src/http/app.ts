// The Hono app: routes parse the request, call the game's Durable Object, and render
// the view it answers with. Templates only ever see views, never the state.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { DealSchema, SeedSchema, SetupSchema } from '../engine/index.ts';
import { errorPage, homePage, hostPage, liveFragments, playerPage, type Links } from '../../templates/index.tsx';
import { parseActionForm } from './forms.ts';
import { parseNewGameForm } from './newGameForm.ts';
import { securityHeaders } from './headers.ts';
import { GAME_ID_PATTERN, SIG_PATTERN, newGameId, seatPath, watchPath } from './links.ts';
import type { Env } from '../room/env.ts';
import { NOT_FOUND_MESSAGE, type ActResult, type CreateResult, type Failure, type GameLinks, type ParsedSetup } from '../room/protocol.ts';
import type { Deal, Seed } from '../engine/index.ts';

type App = { Bindings: Env };
type C = Context<App>;

export const app = new Hono<App>();

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLocal = (c: C) => LOCAL_HOSTS.has(new URL(c.req.url).hostname);
const wantsJson = (c: C) => (c.req.header('Accept') ?? '').includes('application/json');
const origin = (c: C) => new URL(c.req.url).origin;

let warned = false;

// ------------------------------------------------------------------ every response

app.use('*', async (c, next) => {
  await next();
  // A socket handshake carries no page, and its response may not be altered.
  if (c.res.status === 101) return;
  const headers = securityHeaders(new URL(c.req.url));
  const res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  c.res = res;
});

// Game forms and actions are small; anything bigger is not ours to parse.
app.use('*', bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) => c.json({ ok: false, error: { code: 'too-large', message: 'The request body is too large.' } }, 413),
}));

/** The one not-found answer: a missing game, a bad or truncated signature, another game's signature, no such seat. */
function notFound(c: C): Response {
  if (wantsJson(c)) return c.json({ ok: false, error: { code: 'not-found', message: NOT_FOUND_MESSAGE } }, 404);
  return c.html(errorPage(404, NOT_FOUND_MESSAGE), 404);
}

function failure(c: C, f: Failure): Response {
  if (f.status === 404) return notFound(c);
  if (wantsJson(c) || c.req.path.startsWith('/api/')) return c.json({ ok: false, error: f.error, ...(f.view ? { view: f.view } : {}) }, f.status);
  return c.html(errorPage(f.status, f.error.message), f.status);
}

app.notFound((c) => notFound(c));

app.onError((err, c) => {
  console.error('Unhandled error', err);
  const message = 'Something went wrong on the server. Nothing was changed; please try again.';
  if (wantsJson(c)) return c.json({ ok: false, error: { code: 'server', message } }, 500);
  return c.html(errorPage(500, message), 500);
});

/**
 * Links need LINK_SECRET. Local dev without it signs each game's links with a secret
 * generated and kept in that game's own object (and says so); a deployment without
 * it refuses, since unsigned or guessable links would give any seat to anyone.
 */
function secretProblem(c: C): Response | null {
  if (c.env.LINK_SECRET) return null;
  if (isLocal(c)) {
    if (!warned) {
      warned = true;
      console.warn('Ys online: LINK_SECRET is not set. Local dev signs each game\'s links with a secret generated for that game and kept in its storage. '
        + 'Before deploying, run `npx wrangler secret put LINK_SECRET`.');
    }
    return null;
  }
  const message = 'This server is not configured: LINK_SECRET is not set, so it cannot sign or check game links. '
    + 'Its owner must run `npx wrangler secret put LINK_SECRET` and deploy again.';
  if (wantsJson(c) || c.req.path.startsWith('/api/')) return c.json({ ok: false, error: { code: 'no-secret', message } }, 500);
  return c.html(errorPage(500, message), 500);
}

app.use('/games', async (c, next) => secretProblem(c) ?? next());
app.use('/api/*', async (c, next) => secretProblem(c) ?? next());
app.use('/g/*', async (c, next) => secretProblem(c) ?? next());

// ------------------------------------------------------------------ helpers

function room(c: C, gameId: string) {
  return c.env.GAMES.get(c.env.GAMES.idFromName(gameId));
}

/** The game id, seat and signature of a path, or null: malformed ones never reach an object. */
function seatParams(c: C): { id: string; seat: number; sig: string } | null {
  const id = c.req.param('id') ?? '';
  const seatText = c.req.param('seat') ?? '';
  const sig = c.req.param('sig') ?? '';
  if (!GAME_ID_PATTERN.test(id) || !/^[0-3]$/.test(seatText) || !SIG_PATTERN.test(sig)) return null;
  return { id, seat: Number(seatText), sig };
}

function gameId(c: C): string | null {
  const id = c.req.param('id') ?? '';
  return GAME_ID_PATTERN.test(id) ? id : null;
}

function seatLinks(id: string, seat: number, sig: string): Links {
  const self = seatPath(id, seat, sig);
  return { self, actions: `${self}/actions`, ws: `${self}/ws` };
}

function watchLinks(id: string): Links {
  const self = watchPath(id);
  return { self, actions: null, ws: `${self}/ws` };
}

/** Form fields as strings; uploaded files have no place in this game and are dropped. */
async function formFields(c: C): Promise<Record<string, string | string[]>> {
  const body = await c.req.parseBody({ all: true });
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}

const isForm = (c: C) => /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('Content-Type') ?? '');

/** A JSON body, or a message saying why it is not one. */
async function jsonBody(c: C): Promise<{ ok: true; data: unknown } | { ok: false; message: string }> {
  const text = await c.req.text();
  if (!text.trim()) return { ok: false, message: 'The request body is empty; send JSON.' };
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return { ok: false, message: 'The request body is not valid JSON.' };
  }
}

const issueText = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
};

function absolute(c: C, links: GameLinks) {
  const base = origin(c);
  return {
    hostUrl: base + links.hostPath,
    spectatorUrl: base + links.watchPath,
    seats: links.seats.map((s) => ({ seat: s.seat, name: s.name, url: base + s.path })),
  };
}

async function createRoom(c: C, setup: ParsedSetup, seed?: Seed, deal?: Deal): Promise<{ id: string; result: CreateResult }> {
  const id = newGameId();
  const result = await room(c, id).create({
    gameId: id, setup, devSecret: !c.env.LINK_SECRET && isLocal(c),
    ...(seed !== undefined ? { seed } : {}), ...(deal !== undefined ? { deal } : {}),
  });
  return { id, result };
}

// ------------------------------------------------------------------ home and creation

app.get('/', (c) => c.html(homePage()));

app.post('/games', async (c) => {
  if (!isForm(c)) return c.html(errorPage(400, 'Send the new-game form.'), 400);
  const form = parseNewGameForm(await formFields(c));
  if (!form.ok) return c.html(homePage(form.message), 400);
  const { result } = await createRoom(c, SetupSchema.parse(form.setup));
  if (!result.ok) return failure(c, result);
  return c.redirect(result.links.hostPath, 303);
});

const CreateBodySchema = z.object({
  players: SetupSchema.shape.players,
  options: SetupSchema.shape.options.optional(),
  seed: SeedSchema.optional(),
  deal: DealSchema.optional(),
}).strict();

app.post('/api/games', async (c) => {
  const body = await jsonBody(c);
  if (!body.ok) return c.json({ ok: false, error: { code: 'bad-request', message: body.message } }, 400);
  const parsed = CreateBodySchema.safeParse(body.data);
  if (!parsed.success) return c.json({ ok: false, error: { code: 'invalid', message: `Bad new game: ${issueText(parsed.error)}` } }, 400);
  const { players, options, seed, deal } = parsed.data;
  if ((seed !== undefined || deal !== undefined) && c.env.ALLOW_FIXED_DEALS !== '1') {
    return c.json({
      ok: false,
      error: {
        code: 'fixed-deal-refused',
        message: 'seed and deal are accepted only where the deployment sets ALLOW_FIXED_DEALS=1 (tests, local dev): whoever knew the seed could know the ship deck and the character piles.',
      },
    }, 400);
  }
  const setup = SetupSchema.parse({ players, ...(options ? { options } : {}) });
  const { id, result } = await createRoom(c, setup, seed, deal);
  if (!result.ok) return failure(c, result);
  return c.json({ id, ...absolute(c, result.links) }, 201);
});

// ------------------------------------------------------------------ host and spectators

app.get('/g/:id/host/:sig', async (c) => {
  const id = gameId(c);
  const sig = c.req.param('sig');
  if (!id || !SIG_PATTERN.test(sig)) return notFound(c);
  const opened = await room(c, id).open({ kind: 'host', sig });
  if (!opened.ok) return failure(c, opened);
  if (!opened.host) return notFound(c);
  const links = absolute(c, opened.host);
  if (wantsJson(c)) return c.json({ id, ...links, view: opened.view });
  return c.html(hostPage({ id, ...links, view: opened.view }));
});

/** Admin: does the stored log replay to the stored state? Behind the host link. */
app.get('/g/:id/host/:sig/check', async (c) => {
  const id = gameId(c);
  const sig = c.req.param('sig');
  if (!id || !SIG_PATTERN.test(sig)) return notFound(c);
  const report = await room(c, id).adminCheck(sig);
  if ('status' in report) return failure(c, report);
  return c.json(report, report.ok ? 200 : 500);
});

app.get('/g/:id/watch', async (c) => {
  const id = gameId(c);
  if (!id) return notFound(c);
  const opened = await room(c, id).open({ kind: 'watch' });
  if (!opened.ok) return failure(c, opened);
  if (wantsJson(c)) return c.json(opened.view);
  return c.html(playerPage(opened.view, watchLinks(id)));
});

// ------------------------------------------------------------------ players

app.get('/g/:id/p/:seat/:sig', async (c) => {
  const p = seatParams(c);
  if (!p) return notFound(c);
  const opened = await room(c, p.id).open({ kind: 'seat', seat: p.seat, sig: p.sig });
  if (!opened.ok) return failure(c, opened);
  if (wantsJson(c)) return c.json(opened.view);
  return c.html(playerPage(opened.view, seatLinks(p.id, p.seat, p.sig)));
});

const ActionBodySchema = z.object({
  action: z.unknown().refine((a) => a !== undefined, 'an action is required'),
  version: z.number().int().min(0).optional(),
}).strict();

app.post('/g/:id/p/:seat/:sig/actions', async (c) => {
  const p = seatParams(c);
  if (!p) return notFound(c);
  const stub = room(c, p.id);
  const links = seatLinks(p.id, p.seat, p.sig);

  if (isForm(c)) {
    // A browser: htmx answers with fragments (errors shown next to the decision), a plain post with a page.
    const htmx = c.req.header('HX-Request') === 'true';
    const form = parseActionForm(await formFields(c));
    let result: ActResult;
    // An htmx post is answered with the page's own fragments, made by the object with its pushes.
    if (form.ok) result = await stub.act(p.seat, p.sig, form.action, form.version, htmx);
    else {
      const opened = await stub.open({ kind: 'seat', seat: p.seat, sig: p.sig });
      result = opened.ok ? { ok: false, status: 400, error: { code: 'invalid', message: form.message }, view: opened.view } : opened;
    }
    if (!result.ok && (result.status === 404 || !result.view)) return failure(c, result);
    const flash = result.ok ? undefined : { message: result.error.message, ...(result.error.rule ? { rule: result.error.rule } : {}) };
    if (htmx) return c.html(result.fragments ?? liveFragments(result.view!, links, flash));
    if (result.ok) return c.redirect(links.self, 303);
    // Without htmx the page itself carries the refusal, next to the decision.
    return c.html(playerPage(result.view!, links, flash), result.status);
  }

  const body = await jsonBody(c);
  if (!body.ok) return c.json({ ok: false, error: { code: 'bad-request', message: body.message } }, 400);
  const parsed = ActionBodySchema.safeParse(body.data);
  if (!parsed.success) return c.json({ ok: false, error: { code: 'bad-request', message: `Expected { action, version? }: ${issueText(parsed.error)}` } }, 400);
  const result = await stub.act(p.seat, p.sig, parsed.data.action, parsed.data.version);
  if (!result.ok) {
    if (result.status === 404) return notFound(c);
    return c.json({ ok: false, error: result.error, ...(result.view ? { view: result.view } : {}) }, result.status);
  }
  return c.json({ ok: true, view: result.view });
});

// ------------------------------------------------------------------ live updates

/** Hand the socket handshake to the game's object, with only the checked visitor in the internal URL. */
async function upgrade(c: C, id: string, seat: number | null, sig: string | null): Promise<Response> {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') return c.text('Expected a WebSocket upgrade.', 426);
  const target = new URL('https://room/ws');
  if (seat !== null && sig !== null) {
    target.searchParams.set('seat', String(seat));
    target.searchParams.set('sig', sig);
  }
  const res = await room(c, id).fetch(new Request(target, { headers: c.req.raw.headers }));
  if (res.status === 404) return notFound(c);
  return res;
}

app.get('/g/:id/p/:seat/:sig/ws', async (c) => {
  const p = seatParams(c);
  if (!p) return notFound(c);
  return upgrade(c, p.id, p.seat, p.sig);
});

app.get('/g/:id/watch/ws', async (c) => {
  const id = gameId(c);
  if (!id) return notFound(c);
  return upgrade(c, id, null, null);
});
