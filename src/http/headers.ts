// The security headers of docs/architecture.md (Links and secrecy), on every response the Worker writes.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

const hostOf = (c: Context) => new URL(c.req.url).host;

// Hono's defaults (nosniff, COOP and CORP same-origin, HSTS, …) stand; only what
// we ask beyond them is spelled out.
const secure = secureHeaders({
  // Scripts only from our own files (no inline script, no eval), nothing framed, forms
  // and sockets only to this origin. The socket origins are spelled out because older
  // browsers do not let 'self' cover ws:/wss:.
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    manifestSrc: ["'self'"],
    connectSrc: ["'self'", (c) => `ws://${hostOf(c)}`, (c) => `wss://${hostOf(c)}`],
    formAction: ["'self'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  },
  // A player's link is their credential: never leak it in a Referer.
  referrerPolicy: 'no-referrer',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: false, microphone: false, geolocation: false },
});

export const securityHeaders = createMiddleware(async (c, next) => {
  // A socket's handshake is answered by the game's object and must pass untouched; a
  // WebSocket client renders no document, so these headers would protect nothing there.
  if (c.req.header('Upgrade')?.toLowerCase() === 'websocket') return next();
  await secure(c, next);
  // Nor in a cache or a search index: beyond what secureHeaders knows of. A route that
  // shows no game and nothing private (the rules) says so with its own Cache-Control.
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
});
