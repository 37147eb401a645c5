// The host's link: /g/:id/host/:sig, the page with every link, and the admin check.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { hostPage } from '../../templates/index.tsx';
import type { GameRoom } from '../room/GameRoom.ts';
import { GameIdSchema, SigSchema } from './links.ts';
import { absolute, failure, formFields, isForm, jsonBody, jsonView, notFound, roomOf, wantsJson, type AppEnv } from './respond.ts';

export const HOST_PATH = '/g/:id/host/:sig';

const HostLinkSchema = z.object({ id: GameIdSchema, sig: SigSchema });

type HostEnv = AppEnv & {
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
  if (wantsJson(c)) return c.json({ id, ...links, view: jsonView(opened.view) });
  return c.html(hostPage({ id, ...links, view: opened.view }));
});

/** Admin: does the stored log replay to the stored state? */
host.get('/check', async (c) => {
  const report = await c.var.room.adminCheck(c.var.link.sig);
  if ('status' in report) return failure(c, report);
  return c.json(report, report.ok ? 200 : 500);
});

const ClockBodySchema = z.object({ paused: z.boolean() }).strict();

/** Pause every clock (a holiday) or start them again: JSON {"paused": true|false}, or the host page's form. */
host.post('/clock', async (c) => {
  let paused: boolean;
  if (isForm(c)) paused = (await formFields(c)).paused === '1';
  else {
    const body = await jsonBody(c);
    const parsed = body.ok ? ClockBodySchema.safeParse(body.data) : null;
    if (!parsed?.success) return c.json({ ok: false, error: { code: 'bad-request', message: 'Expected {"paused": true} or {"paused": false}.' } }, 400);
    paused = parsed.data.paused;
  }
  const result = await c.var.room.setPaused(c.var.link.sig, paused);
  if (!result.ok) return failure(c, result);
  if (isForm(c)) return c.redirect(c.req.path.replace(/\/clock$/, ''), 303);
  return c.json({ ok: true, view: jsonView(result.view) });
});
