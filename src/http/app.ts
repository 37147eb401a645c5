// The Hono app: routes parse the request, call the game's Durable Object, and render
// the view it answers with. Templates only ever see views, never the state.
// Each kind of link is a sub-app that reads its link once (seat.ts, host.ts, watch.ts).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorPage } from '../../templates/index.tsx';
import { create } from './create.ts';
import { securityHeaders } from './headers.ts';
import { HOST_PATH, host } from './host.ts';
import { notFound, wantsJson, type AppEnv } from './respond.ts';
import { rules } from './rules.ts';
import { SEAT_PATH, seat } from './seat.ts';
import { requireSecret } from './secret.ts';
import { WATCH_PATH, watch } from './watch.ts';

export const app = new Hono<AppEnv>();

// Middleware first: Hono runs handlers in the order they were added, sub-apps' included.
app.use(securityHeaders);

// Game forms and actions are small; anything bigger is not ours to parse.
app.use(bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) => c.json({ ok: false, error: { code: 'too-large', message: 'The request body is too large.' } }, 413),
}));

app.use('/games', requireSecret);
app.use('/api/*', requireSecret);
app.use('/g/*', requireSecret);

app.route('/', create);
app.route('/', rules);
app.route(SEAT_PATH, seat);
app.route(HOST_PATH, host);
app.route(WATCH_PATH, watch);

app.notFound((c) => notFound(c));

app.onError((err, c) => {
  console.error('Unhandled error', err);
  const message = 'Something went wrong on the server. Nothing was changed; please try again.';
  if (wantsJson(c)) return c.json({ ok: false, error: { code: 'server', message } }, 500);
  return c.html(errorPage(500, message), 500);
});
