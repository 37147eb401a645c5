// The home page and the creation of a game, by its form or by the JSON API.
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { DealSchema, OptionsSchema, SeedSchema, SetupSchema } from '../engine/index.ts';
import { homePage } from '../../templates/index.tsx';
import { newGameId } from '../room/signedLinks.ts';
import { parseNewGameForm, titleOf, withBotFieldNames, withBotNames } from './newGameForm.ts';
import { creationRefused, type Limited } from './limits.ts';
import {
  absolute,
  failure,
  formFields,
  isForm,
  isLocal,
  jsonBody,
  mediaType,
  refuse,
  roomOf,
  type AppEnv,
} from './respond.ts';
import type { CreateInput, CreateResult, ParsedSetup } from '../room/protocol.ts';
import { MOVE_SECONDS_MAX, MOVE_SECONDS_MIN } from '../room/waiting.ts';
import { AddressSchema } from '../room/contacts.ts';
import { BotLevelSchema, type BotLevel } from '../room/store.ts';
import { mailerOf } from '../room/deliver.ts';
import { heard, isNameRefusal, issuePath, jsonError, say, tOf } from './refusal.ts';
import type { HttpRefusal, Refusal } from '../views.ts';
import { URL_FIELD_MAX, localEndpoints, outsideUrlRefusal } from '../room/outsideUrl.ts';
import { MOVE_SECONDS } from '../../templates/theme.ts';

export const create = new Hono<AppEnv>();

/** What a creator may choose beside the rules' setup, each already checked. */
type Extras = Pick<
  CreateInput,
  'seed' | 'deal' | 'notify' | 'moveSeconds' | 'emails' | 'bots' | 'spectatorsSeeChat' | 'hints' | 'title'
>;

async function createRoom(
  c: Context<AppEnv>,
  setup: ParsedSetup,
  extras: Extras,
): Promise<{ id: string; result: CreateResult }> {
  const id = newGameId();
  const local = isLocal(c);
  const result = await roomOf(c.env, id).create({
    gameId: id,
    setup,
    devSecret: !c.env.LINK_SECRET && local,
    origin: new URL(c.req.url).origin,
    // Local dev without the deployment's VAPID pair: each game makes its own, so push works on localhost.
    localVapid: local && !(c.env.VAPID_PUBLIC_KEY && c.env.VAPID_PRIVATE_KEY),
    // The host's language: the invitations' and, until a player chooses, every seat's.
    lang: c.var.t.lang,
    ...Object.fromEntries(Object.entries(extras).filter(([, v]) => v !== undefined && v !== 0)),
  });
  return { id, result };
}

/** Bot seats: at least one person must play, and a bot has no address to write to. */
function botsProblem(players: readonly { bot?: BotLevel; email?: string }[]): HttpRefusal | null {
  if (players.length && players.every((p) => p.bot)) return { key: 'allBots' };
  return players.some((p) => p.bot && p.email) ? { key: 'botEmail' } : null;
}

/** The host's addresses for the players, if any: refused where this deployment sends no mail. */
function emailsProblem(c: Context<AppEnv>, emails: readonly (string | null)[]): HttpRefusal | null {
  return emails.some((e) => e) && !mailerOf(c.env) ? { key: 'noMailServer' } : null;
}

/** Over a limit: the home page or JSON says when to try again, and so does Retry-After. */
function refused(c: Context<AppEnv>, limited: Limited, page?: () => string): Response {
  c.header('Retry-After', String(limited.retryAfter));
  if (page) return c.html(page(), limited.status);
  return c.json({ ok: false, error: { ...jsonError(c, limited), retryAfter: limited.retryAfter } }, limited.status);
}

const refusalOf = (c: Context<AppEnv>) => creationRefused(c.env, c.req.header('CF-Connecting-IP'));

create.get('/', (c) => c.html(homePage(tOf(c), undefined, !!mailerOf(c.env))));

create.post('/games', async (c) => {
  if (!isForm(c)) return refuse(c, 400, 'bad-request', { key: 'sendNewGameForm' }, { json: false });
  const mail = !!mailerOf(c.env);
  // The home page again, its refusal said in the request's language.
  const again = (refusal: Refusal) => c.html(homePage(tOf(c), say(c, refusal), mail), 400);
  const read = await formFields(c);
  if (!read.ok) return again(read.refusal);
  const fields = withBotFieldNames(tOf(c), read.data);
  const title = titleOf(typeof fields.title === 'string' ? fields.title : undefined);
  if (!title.ok) return again(title.refusal);
  const form = parseNewGameForm(fields);
  if (!form.ok) return again(form.refusal);
  const webhook = typeof fields.webhook === 'string' ? fields.webhook.trim() : '';
  const problem = webhook ? webhookProblem(webhook, localEndpoints(c.env)) : null;
  if (problem) return again(problem);
  const moveSeconds = Number(typeof fields.moveSeconds === 'string' ? fields.moveSeconds : 0);
  if (!MOVE_SECONDS.includes(moveSeconds)) return again({ key: 'chooseMoveTime' });
  const emails = perPlayer(fields, 'email', AddressSchema, emailRefusal);
  if (!emails.ok) return again(emails.refusal);
  // "person" (or nothing): a person plays the seat.
  const bots = perPlayer(
    fields,
    'bot',
    z.pipe(
      z.enum(['person', ...BotLevelSchema.options]),
      z.transform((b) => (b === 'person' ? null : b)),
    ),
    (player) => ({ key: 'playerSeatChoice', player }),
  );
  if (!bots.ok) return again(bots.refusal);
  const seats = emails.values.map((email, i) => ({
    ...(email ? { email } : {}),
    ...(bots.values[i] ? { bot: bots.values[i]! } : {}),
  }));
  const emailProblem = emailsProblem(c, emails.values) ?? botsProblem(seats);
  if (emailProblem) return again(emailProblem);
  const limited = await refusalOf(c);
  if (limited) return refused(c, limited, () => homePage(tOf(c), say(c, limited.refusal), mail));
  const { result } = await createRoom(c, SetupSchema.parse(form.setup), {
    notify: webhook ? { webhook, origin: new URL(c.req.url).origin } : undefined,
    moveSeconds: moveSeconds || undefined,
    emails: emails.values.some((e) => e) ? emails.values : undefined,
    bots: bots.values.some((b) => b) ? bots.values : undefined,
    spectatorsSeeChat: fields.spectatorsSeeChat === 'on' || undefined,
    hints: fields.hints === 'on' || undefined,
    title: title.title,
  });
  if (!result.ok) return failure(c, result);
  return c.redirect(result.links.hostPath, 303);
});

/**
 * A game's webhook: an https address on the public internet (outsideUrl.ts), or
 * (ALLOW_LOCAL_ENDPOINTS, tests) a stand-in on 127.0.0.1. Only the spectator link is
 * ever posted to it.
 */
export const webhookProblem = (url: string, local: boolean) => outsideUrlRefusal(url, 'webhook', local);

/** A player's address refused: too long, or no address (AddressSchema's two checks). */
const emailRefusal = (player: number, issue?: z.core.$ZodIssue): HttpRefusal =>
  issue?.code === 'too_big' ? { key: 'playerEmailTooLong', player } : { key: 'playerNotEmail', player };

/**
 * A per-player field of the form (`email`, `bot`), one per name field in the same order:
 * a blank name's value goes with it, as its seat does. Each value given is parsed;
 * a blank one is null.
 */
function perPlayer<T>(
  fields: Record<string, string | string[]>,
  key: string,
  schema: z.ZodMiniType<T>,
  refusal: (player: number, issue?: z.core.$ZodIssue) => HttpRefusal,
): { ok: true; values: (T | null)[] } | { ok: false; refusal: HttpRefusal } {
  const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  const given = list(fields[key]);
  const out: (T | null)[] = [];
  for (const [i, name] of list(fields.name).entries()) {
    if (!name.trim()) continue;
    const value = given[i]?.trim() ?? '';
    if (!value) {
      out.push(null);
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) return { ok: false, refusal: refusal(i + 1, parsed.error.issues[0]) };
    out.push(parsed.data);
  }
  return { ok: true, values: out };
}

/** A time per move: from 1 hour to 2 weeks (with ALLOW_FIXED_DEALS, tests, from 2 seconds). */
function moveSecondsProblem(seconds: number, local: boolean): HttpRefusal | null {
  const min = local ? 2 : MOVE_SECONDS_MIN;
  return seconds >= min && seconds <= MOVE_SECONDS_MAX ? null : { key: 'moveSecondsRange', min, max: MOVE_SECONDS_MAX };
}

const CreateBodySchema = z.strictObject({
  // Checked as names are, below (titleOf), so that its refusal says which rule it breaks.
  title: z.optional(z.string()),
  // The names are the setup's, checked with it below; an address is the host's to give, for the invitations.
  // A bot's seat may leave its name out: it gets a default one (withBotNames).
  players: z
    .array(
      z.strictObject({
        name: z.optional(z.unknown()),
        email: z.optional(AddressSchema),
        bot: z.optional(BotLevelSchema),
      }),
    )
    .check(z.maxLength(4)),
  options: z.optional(
    z.strictObject({
      ...z.partial(OptionsSchema).shape,
      webhook: z.optional(z.string().check(z.maxLength(URL_FIELD_MAX))),
      moveSeconds: z.optional(z.int().check(z.minimum(0))),
      spectatorsSeeChat: z.optional(z.boolean()),
      hints: z.optional(z.boolean()),
    }),
  ),
  seed: z.optional(SeedSchema),
  deal: z.optional(DealSchema),
});

/** A setup refused: a name's own refusal, said after its field ("players.1.name"), or the field alone. */
function setupRefusal(error: z.core.$ZodError): Refusal {
  const path = issuePath(error);
  const said = heard(error.issues[0]);
  return said && isNameRefusal(said) ? { ...said, path } : { key: 'badNewGame', path };
}

create.post('/api/games', async (c) => {
  // Only JSON: a page elsewhere can post text/plain without asking, but application/json
  // needs a CORS preflight this server never grants, so no site can make its visitors create games.
  if (mediaType(c) !== 'application/json')
    return refuse(c, 415, 'unsupported-media-type', { key: 'createTakesJson' }, { json: true });
  const body = await jsonBody(c);
  if (!body.ok) return refuse(c, 400, 'bad-request', body.refusal, { json: true });
  const parsed = CreateBodySchema.safeParse(body.data);
  if (!parsed.success)
    return refuse(c, 400, 'invalid', { key: 'badNewGame', path: issuePath(parsed.error) }, { json: true });
  const { options, seed, deal } = parsed.data;
  const title = titleOf(parsed.data.title, 'title');
  if (!title.ok) return refuse(c, 400, 'invalid', title.refusal, { json: true });
  const players = withBotNames(tOf(c), parsed.data.players);
  if ((seed !== undefined || deal !== undefined) && c.env.ALLOW_FIXED_DEALS !== '1') {
    return refuse(c, 400, 'fixed-deal-refused', { key: 'fixedDealRefused' }, { json: true });
  }
  const { webhook, moveSeconds, spectatorsSeeChat, hints, ...rules } = options ?? {};
  const emails = players.map((p) => p.email ?? null);
  const bots = players.map((p) => p.bot ?? null);
  const problem =
    (webhook === undefined ? null : webhookProblem(webhook, localEndpoints(c.env))) ??
    (moveSeconds ? moveSecondsProblem(moveSeconds, c.env.ALLOW_FIXED_DEALS === '1') : null) ??
    emailsProblem(c, emails) ??
    botsProblem(players);
  if (problem) return refuse(c, 400, 'invalid', problem, { json: true });
  const setup = SetupSchema.safeParse({ players: players.map((p) => ({ name: p.name })), options: rules });
  if (!setup.success)
    return c.json({ ok: false, error: jsonError(c, { code: 'invalid', refusal: setupRefusal(setup.error) }) }, 400);
  const notify = webhook === undefined ? undefined : { webhook, origin: new URL(c.req.url).origin };
  const refusal = await refusalOf(c);
  if (refusal) return refused(c, refusal);
  const { id, result } = await createRoom(c, setup.data, {
    seed,
    deal,
    notify,
    moveSeconds: moveSeconds || undefined,
    emails: emails.some((e) => e) ? emails : undefined,
    bots: bots.some((b) => b) ? bots : undefined,
    spectatorsSeeChat: spectatorsSeeChat || undefined,
    hints: hints || undefined,
    title: title.title,
  });
  if (!result.ok) return failure(c, result);
  return c.json({ id, ...absolute(c, result.links) }, 201);
});
