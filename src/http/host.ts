// The host's link: /g/:id/host/:sig, the page with every link, and the admin check.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { hostPage } from '../../templates/index.tsx';
import type { GameRoom } from '../room/GameRoom.ts';
import { GameIdSchema, SigSchema } from './links.ts';
import { absolute, failure, isForm, jsonView, notFound, roomOf, wantsJson, type AppEnv } from './respond.ts';

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
  const rematch = opened.view.phase === 'over' ? await c.var.room.rematchLinkFor({ kind: 'host', sig }) : null;
  return c.html(hostPage({ id, ...links, view: opened.view, rematch: rematch?.ok ? rematch.path : null }));
});

host.get('/status', async (c) => {
  const result = await c.var.room.status({ kind: 'host', sig: c.var.link.sig });
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
