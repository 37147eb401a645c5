// The Hono app: routes parse the request, call the game's Durable Object, and render
// the view it answers with. Templates only ever see views, never the state.
// Each kind of link is a sub-app that reads its link once (seat.ts, host.ts, watch.ts).
import { Hono } from 'hono';
import { bodyLimit } from './bodyLimit.ts';
import { HTTPException } from 'hono/http-exception';
import { create } from './create.ts';
import { securityHeaders } from './headers.ts';
import { HOST_PATH, host } from './host.ts';
import { language } from './lang.ts';
import { langRoute } from './langRoute.ts';
import { sameOriginOnly } from './origin.ts';
import { MAX_BODY_BYTES, isForm, notFound, refuse, wantsJson, type AppEnv } from './respond.ts';
import { rules } from './rules.ts';
import { seat } from './seat.ts';
import { SEAT_PATH } from './seatLink.ts';
import { requireSecret } from './secret.ts';
import { WATCH_PATH, watch } from './watch.ts';

export const app = new Hono<AppEnv>();

// Middleware first: Hono runs handlers in the order they were added, sub-apps' included.
app.use(securityHeaders);
app.use(language);

// Before any body is read or any object asked: another site's form, action or socket goes no further.
app.use(sameOriginOnly);

// Game forms and actions are small; anything bigger is refused before it is read, and a
// chunked one as it is read (bodyLimit.ts; the body readers in respond.ts hold the same
// limit).
app.use(
  bodyLimit<AppEnv>(MAX_BODY_BYTES, (c) =>
    refuse(c, 413, 'too-large', { key: 'bodyTooLarge', max: MAX_BODY_BYTES }, { json: !isForm(c) || wantsJson(c) }),
  ),
);

app.use('/games', requireSecret);
app.use('/api/*', requireSecret);
app.use('/g/*', requireSecret);

app.route('/', create);
app.route('/', rules);
app.route('/', langRoute);
app.route(SEAT_PATH, seat);
app.route(HOST_PATH, host);
app.route(WATCH_PATH, watch);

app.notFound((c) => notFound(c));

// The last resort, for the server's own faults: bad input is answered 400 by the routes
// (the body readers in respond.ts never throw), and a fuzz test holds them to it.
app.onError((err, c) => {
  // Hono's own refusals carry their answer (a 4xx), which is not a server fault.
  if (err instanceof HTTPException) return err.getResponse();
  console.error('Unhandled error', err);
  return refuse(c, 500, 'server', { key: 'serverError' }, { json: wantsJson(c) });
});
