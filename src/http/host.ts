// The host's link: /g/:id/host/:sig, the page with every link, and the admin check.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { hostPage } from '../../templates/index.tsx';
import type { GameRoom } from '../room/GameRoom.ts';
import { GameIdSchema, SigSchema } from './links.ts';
import { absolute, failure, jsonView, notFound, roomOf, wantsJson, type AppEnv } from './respond.ts';
import { answerRecord, answerReplay } from './record.ts';

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

// A finished game's record and replay (record.ts).
host.get('/record', (c) => answerRecord(c, c.var.room, { kind: 'host', sig: c.var.link.sig }));
host.get('/replay', (c) => answerReplay(c, c.var.room, { kind: 'host', sig: c.var.link.sig }));
