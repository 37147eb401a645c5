// Links need LINK_SECRET. Local dev without it signs each game's links with a secret
// generated and kept in that game's own object (and says so); a deployment without
// it refuses, since unsigned or guessable links would give any seat to anyone.
import { createMiddleware } from 'hono/factory';
import { isLocal, refuse, wantsJson, type AppEnv } from './respond.ts';

let warned = false;

export const requireSecret = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.LINK_SECRET) return next();
  if (isLocal(c)) {
    if (!warned) {
      warned = true;
      console.warn(
        "Ys online: LINK_SECRET is not set. Local dev signs each game's links with a secret generated " +
          'for that game and kept in its storage. ' +
          'Before deploying, run `npx wrangler secret put LINK_SECRET`.',
      );
    }
    return next();
  }
  return refuse(
    c,
    500,
    'no-secret',
    { key: 'notConfigured' },
    { json: wantsJson(c) || c.req.path.startsWith('/api/') },
  );
});
