// The spectator's link: /g/:id/watch, public to anyone who has it, and its socket.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { playerPage, type PagePaths } from '../../templates/index.tsx';
import type { GameRoom } from '../room/GameRoom.ts';
import { GameIdSchema, watchPath } from '../room/signedLinks.ts';
import { failure, jsonView, notFound, roomOf, wantsJson, type AppEnv } from './respond.ts';
import { tOf } from './refusal.ts';
import { finishedRoutes } from './record.ts';
import { upgrade } from './socket.ts';
import { answerOlderChat, watchChatPost } from './chat.ts';

export const WATCH_PATH = '/g/:id/watch';

type WatchEnv = AppEnv & {
  Variables: { paths: PagePaths; room: DurableObjectStub<GameRoom> };
};

const watchLink = createMiddleware<WatchEnv>(async (c, next) => {
  const id = GameIdSchema.safeParse(c.req.param('id'));
  if (!id.success) return notFound(c);
  const self = watchPath(id.data);
  c.set('paths', { self, actions: null, ws: `${self}/ws` });
  c.set('room', roomOf(c.env, id.data));
  await next();
});

export const watch = new Hono<WatchEnv>();
watch.use(watchLink);

watch.get('/', async (c) => {
  const opened = await c.var.room.open({ kind: 'watch' });
  if (!opened.ok) return failure(c, opened);
  if (wantsJson(c)) return c.json(jsonView(tOf(c), opened.view));
  return c.html(playerPage(tOf(c), opened.view, c.var.paths));
});

watch.get('/ws', (c) => upgrade(c, c.var.room, null));

/** The home page's "my games": the spectator's status is the public one, without `yourMove`. */
watch.get('/status', async (c) => {
  const result = await c.var.room.status({ kind: 'watch' }, tOf(c).lang);
  if (!result.ok) return failure(c, result);
  return c.json(result.status);
});
// A finished game's record and replay, and a seat's analysis (record.ts).
watch.route(
  '/',
  finishedRoutes<WatchEnv>(() => ({ kind: 'watch' })),
);
// Spectators never post in the chat (chat.ts).
watch.post('/chat', (c) => watchChatPost(c, c.var.room));
// They read its older messages if the host let them read the chat.
watch.get('/chat', (c) => answerOlderChat(c, c.var.room, { kind: 'watch' }));
