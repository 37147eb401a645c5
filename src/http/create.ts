// The home page and the creation of a game, by its form or by the JSON API.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { DealSchema, SeedSchema, SetupSchema, type Deal, type Seed } from '../engine/index.ts';
import { errorPage, homePage } from '../../templates/index.tsx';
import { newGameId } from './links.ts';
import { parseNewGameForm } from './newGameForm.ts';
import { absolute, failure, formFields, isForm, isLocal, issueText, jsonBody, roomOf, type AppEnv } from './respond.ts';
import type { CreateInput, CreateResult, ParsedSetup } from '../room/protocol.ts';
import { MOVE_SECONDS_MAX, MOVE_SECONDS_MIN } from '../room/notify.ts';
import { MOVE_CHOICES } from '../../templates/theme.ts';

export const create = new Hono<AppEnv>();

async function createRoom(
  c: Context<AppEnv>, setup: ParsedSetup, seed?: Seed, deal?: Deal, notify?: CreateInput['notify'], moveSeconds?: number,
): Promise<{ id: string; result: CreateResult }> {
  const id = newGameId();
  const result = await roomOf(c.env, id).create({
    gameId: id, setup, devSecret: !c.env.LINK_SECRET && isLocal(c),
    ...(seed !== undefined ? { seed } : {}), ...(deal !== undefined ? { deal } : {}), ...(notify ? { notify } : {}),
    ...(moveSeconds ? { moveSeconds } : {}),
  });
  return { id, result };
}

create.get('/', (c) => c.html(homePage()));

create.post('/games', async (c) => {
  if (!isForm(c)) return c.html(errorPage(400, 'Send the new-game form.'), 400);
  const read = await formFields(c);
  if (!read.ok) return c.html(homePage(read.message), 400);
  const fields = read.data;
  const form = parseNewGameForm(fields);
  if (!form.ok) return c.html(homePage(form.message), 400);
  const webhook = typeof fields.webhook === 'string' ? fields.webhook.trim() : '';
  const problem = webhook ? webhookProblem(webhook, c.env.ALLOW_FIXED_DEALS === '1') : null;
  if (problem) return c.html(homePage(problem), 400);
  const moveSeconds = Number(typeof fields.moveSeconds === 'string' ? fields.moveSeconds : 0);
  if (!MOVE_CHOICES.some(([seconds]) => seconds === moveSeconds)) return c.html(homePage('Choose a time per move from the list.'), 400);
  const { result } = await createRoom(c, SetupSchema.parse(form.setup), undefined, undefined,
    webhook ? { webhook, origin: new URL(c.req.url).origin } : undefined, moveSeconds || undefined);
  if (!result.ok) return failure(c, result);
  return c.redirect(result.links.hostPath, 303);
});

/**
 * A game's webhook: https, or (ALLOW_FIXED_DEALS, tests) a stand-in on 127.0.0.1. Only
 * the spectator link is ever posted to it.
 */
export function webhookProblem(url: string, local: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The webhook is not a URL.';
  }
  if (parsed.protocol === 'https:') return null;
  if (local && parsed.protocol === 'http:' && parsed.hostname === '127.0.0.1') return null;
  return 'The webhook must be an https:// URL (as Discord and Slack give).';
}

/** A time per move: from 1 hour to 2 weeks (with ALLOW_FIXED_DEALS, tests, from 2 seconds). */
function moveSecondsProblem(seconds: number, local: boolean): string | null {
  const min = local ? 2 : MOVE_SECONDS_MIN;
  return seconds >= min && seconds <= MOVE_SECONDS_MAX ? null : `The time per move must be from ${min} seconds to ${MOVE_SECONDS_MAX} seconds (2 weeks), or 0 for none.`;
}

const CreateBodySchema = z.object({
  players: SetupSchema.shape.players,
  options: SetupSchema.shape.options.unwrap().partial()
    .extend({ webhook: z.string().max(500).optional(), moveSeconds: z.number().int().min(0).optional() }).strict().optional(),
  seed: SeedSchema.optional(),
  deal: DealSchema.optional(),
}).strict();

create.post('/api/games', async (c) => {
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
  const problem = (webhook === undefined ? null : webhookProblem(webhook, local)) ?? (moveSeconds ? moveSecondsProblem(moveSeconds, local) : null);
  if (problem) return c.json({ ok: false, error: { code: 'invalid', message: problem } }, 400);
  const setup = SetupSchema.parse({ players, options: rules });
  const notify = webhook === undefined ? undefined : { webhook, origin: new URL(c.req.url).origin };
  const { id, result } = await createRoom(c, setup, seed, deal, notify, moveSeconds || undefined);
  if (!result.ok) return failure(c, result);
  return c.json({ id, ...absolute(c, result.links) }, 201);
});
