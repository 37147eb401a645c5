// The home page and the creation of a game, by its form or by the JSON API.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { DealSchema, SeedSchema, SetupSchema } from '../engine/index.ts';
import { errorPage, homePage } from '../../templates/index.tsx';
import { newGameId } from './links.ts';
import { parseNewGameForm } from './newGameForm.ts';
import { creationRefused, type Refusal } from './limits.ts';
import { absolute, failure, formFields, isForm, isLocal, issueText, jsonBody, mediaType, roomOf, type AppEnv } from './respond.ts';
import type { CreateInput, CreateResult, ParsedSetup } from '../room/protocol.ts';
import { MOVE_SECONDS_MAX, MOVE_SECONDS_MIN } from '../room/notify.ts';
import { AddressSchema } from '../room/contacts.ts';
import { BotLevelSchema, type BotLevel } from '../room/store.ts';
import { mailerOf, outsideUrlProblem } from '../room/deliver.ts';
import { MOVE_CHOICES } from '../../templates/theme.ts';

export const create = new Hono<AppEnv>();

/** What a creator may choose beside the rules' setup, each already checked. */
type Extras = Pick<CreateInput, 'seed' | 'deal' | 'notify' | 'moveSeconds' | 'emails' | 'bots'>;

async function createRoom(c: Context<AppEnv>, setup: ParsedSetup, extras: Extras): Promise<{ id: string; result: CreateResult }> {
  const id = newGameId();
  const local = isLocal(c);
  const result = await roomOf(c.env, id).create({
    gameId: id, setup, devSecret: !c.env.LINK_SECRET && local, origin: new URL(c.req.url).origin,
    // Local dev without the deployment's VAPID pair: each game makes its own, so push works on localhost.
    localVapid: local && !(c.env.VAPID_PUBLIC_KEY && c.env.VAPID_PRIVATE_KEY),
    ...Object.fromEntries(Object.entries(extras).filter(([, v]) => v !== undefined && v !== 0)),
  });
  return { id, result };
}

/** Bot seats (issue 12): at least one person must play, and a bot has no address to write to. */
function botsProblem(players: readonly { bot?: BotLevel; email?: string }[]): string | null {
  if (players.length && players.every((p) => p.bot)) return 'At least one player must be a person: a game of bots alone has nobody to play it.';
  return players.some((p) => p.bot && p.email) ? 'A bot\'s seat takes no e-mail address: nobody reads it.' : null;
}

/** The host's addresses for the players, if any: refused where this deployment sends no mail. */
function emailsProblem(c: Context<AppEnv>, emails: readonly (string | null)[]): string | null {
  return emails.some((e) => e) && !mailerOf(c.env) ? 'This server sends no e-mail: leave the players\' addresses out, and send them their links yourself.' : null;
}

/** Over a limit: the home page or JSON says when to try again, and so does Retry-After. */
function refused(c: Context<AppEnv>, refusal: Refusal, page?: () => string): Response {
  c.header('Retry-After', String(refusal.retryAfter));
  if (page) return c.html(page(), refusal.status);
  return c.json({ ok: false, error: { code: refusal.code, message: refusal.message, retryAfter: refusal.retryAfter } }, refusal.status);
}

const refusalOf = (c: Context<AppEnv>) => creationRefused(c.env, c.req.header('CF-Connecting-IP'));

create.get('/', (c) => c.html(homePage(undefined, !!mailerOf(c.env))));

create.post('/games', async (c) => {
  if (!isForm(c)) return c.html(errorPage(400, 'Send the new-game form.'), 400);
  const mail = !!mailerOf(c.env);
  const read = await formFields(c);
  if (!read.ok) return c.html(homePage(read.message, mail), 400);
  const fields = read.data;
  const form = parseNewGameForm(fields);
  if (!form.ok) return c.html(homePage(form.message, mail), 400);
  const webhook = typeof fields.webhook === 'string' ? fields.webhook.trim() : '';
  const problem = webhook ? webhookProblem(webhook, c.env.ALLOW_FIXED_DEALS === '1') : null;
  if (problem) return c.html(homePage(problem, mail), 400);
  const moveSeconds = Number(typeof fields.moveSeconds === 'string' ? fields.moveSeconds : 0);
  if (!MOVE_CHOICES.some(([seconds]) => seconds === moveSeconds)) return c.html(homePage('Choose a time per move from the list.', mail), 400);
  const emails = perPlayer(fields, 'email', AddressSchema, 'e-mail');
  if (!emails.ok) return c.html(homePage(emails.message, mail), 400);
  // "person" (or nothing): a person plays the seat.
  const bots = perPlayer(fields, 'bot', z.enum(['person', ...BotLevelSchema.options]).transform((b) => (b === 'person' ? null : b)), 'player');
  if (!bots.ok) return c.html(homePage(bots.message, mail), 400);
  const seats = emails.values.map((email, i) => ({ ...(email ? { email } : {}), ...(bots.values[i] ? { bot: bots.values[i]! } : {}) }));
  const emailProblem = emailsProblem(c, emails.values) ?? botsProblem(seats);
  if (emailProblem) return c.html(homePage(emailProblem, mail), 400);
  const refusal = await refusalOf(c);
  if (refusal) return refused(c, refusal, () => homePage(refusal.message, mail));
  const { result } = await createRoom(c, SetupSchema.parse(form.setup), {
    notify: webhook ? { webhook, origin: new URL(c.req.url).origin } : undefined,
    moveSeconds: moveSeconds || undefined,
    emails: emails.values.some((e) => e) ? emails.values : undefined,
    bots: bots.values.some((b) => b) ? bots.values : undefined,
  });
  if (!result.ok) return failure(c, result);
  return c.redirect(result.links.hostPath, 303);
});

/**
 * A game's webhook: https, or (ALLOW_FIXED_DEALS, tests) a stand-in on 127.0.0.1. Only
 * the spectator link is ever posted to it.
 */
export const webhookProblem = (url: string, local: boolean) => outsideUrlProblem(url, local, 'webhook');

/**
 * A per-player field of the form (`email`, `bot`), one per name field in the same order:
 * a blank name's value goes with it, as its seat does. Each value given is parsed;
 * a blank one is null.
 */
function perPlayer<T>(fields: Record<string, string | string[]>, key: string, schema: z.ZodType<T>, what: string):
  { ok: true; values: (T | null)[] } | { ok: false; message: string } {
  const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  const given = list(fields[key]);
  const out: (T | null)[] = [];
  for (const [i, name] of list(fields.name).entries()) {
    if (!name.trim()) continue;
    const value = given[i]?.trim() ?? '';
    if (!value) { out.push(null); continue; }
    const parsed = schema.safeParse(value);
    if (!parsed.success) return { ok: false, message: `Player ${i + 1}'s ${what}: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
    out.push(parsed.data);
  }
  return { ok: true, values: out };
}

/** A time per move: from 1 hour to 2 weeks (with ALLOW_FIXED_DEALS, tests, from 2 seconds). */
function moveSecondsProblem(seconds: number, local: boolean): string | null {
  const min = local ? 2 : MOVE_SECONDS_MIN;
  return seconds >= min && seconds <= MOVE_SECONDS_MAX ? null : `The time per move must be from ${min} seconds to ${MOVE_SECONDS_MAX} seconds (2 weeks), or 0 for none.`;
}

const CreateBodySchema = z.object({
  // The names are the setup's, checked with it below; an address is the host's to give, for the invitations.
  players: z.array(z.object({ name: z.unknown(), email: AddressSchema.optional(), bot: BotLevelSchema.optional() }).strict()).max(4),
  options: SetupSchema.shape.options.unwrap().partial()
    .extend({ webhook: z.string().max(500).optional(), moveSeconds: z.number().int().min(0).optional() }).strict().optional(),
  seed: SeedSchema.optional(),
  deal: DealSchema.optional(),
}).strict();

create.post('/api/games', async (c) => {
  // Only JSON: a page elsewhere can post text/plain without asking, but application/json
  // needs a CORS preflight this server never grants, so no site can make its visitors create games.
  if (mediaType(c) !== 'application/json') {
    const message = 'This takes JSON: send the new game with Content-Type: application/json.';
    return c.json({ ok: false, error: { code: 'unsupported-media-type', message } }, 415);
  }
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
  const { webhook, moveSeconds, ...rules } = options ?? {};
  const local = c.env.ALLOW_FIXED_DEALS === '1';
  const emails = players.map((p) => p.email ?? null);
  const bots = players.map((p) => p.bot ?? null);
  const problem = (webhook === undefined ? null : webhookProblem(webhook, local)) ?? (moveSeconds ? moveSecondsProblem(moveSeconds, local) : null)
    ?? emailsProblem(c, emails) ?? botsProblem(players);
  if (problem) return c.json({ ok: false, error: { code: 'invalid', message: problem } }, 400);
  const setup = SetupSchema.safeParse({ players: players.map((p) => ({ name: p.name })), options: rules });
  if (!setup.success) return c.json({ ok: false, error: { code: 'invalid', message: `Bad new game: ${issueText(setup.error)}` } }, 400);
  const notify = webhook === undefined ? undefined : { webhook, origin: new URL(c.req.url).origin };
  const refusal = await refusalOf(c);
  if (refusal) return refused(c, refusal);
  const { id, result } = await createRoom(c, setup.data, {
    seed, deal, notify, moveSeconds: moveSeconds || undefined, emails: emails.some((e) => e) ? emails : undefined,
    bots: bots.some((b) => b) ? bots : undefined,
  });
  if (!result.ok) return failure(c, result);
  return c.json({ id, ...absolute(c, result.links) }, 201);
});
