// Requests that change something are taken only from this site's own pages, or from
// scripts that are no browser: another site cannot make its visitors' browsers create
// games (each from a different address, past the per-address limit), act in a game or
// open a game's socket. Run before any route, so a refused request reaches no object.
//
// The rule follows Go's CrossOriginProtection (net/http, 1.25): Sec-Fetch-Site, which
// every current browser sends and no page can forge; then Origin, which older browsers
// send; a request with neither is no browser's (curl, a bot) and is let through, as a
// bot holding a link may act anyway. Stricter than Go's: a foreign Origin is refused
// even beside "Sec-Fetch-Site: same-origin", since no browser sends both.
import { createMiddleware } from 'hono/factory';
import { mediaType, refuse, wantsJson, type AppEnv } from './respond.ts';

/** Methods that change nothing; the routes keep it so. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * A mail's one-click stop (RFC 8058) is posted by the reader's mail service, which may
 * do it from a webmail page on its own origin; the worst another site could do there
 * is stop the mails of a seat whose secret link it holds.
 */
const ONE_CLICK_STOP = /^\/g\/[^/]+\/p\/\d+\/[^/]+\/mail\/stop$/;

/** Whether the request was sent by a browser from another site's page. */
export function crossSite(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  // "same-site" too: a sibling subdomain (another tenant under a shared parent domain)
  // is no more trusted than any site, and this server's pages never post across origins.
  // "none" is the user's own doing (the address bar, a bookmark).
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('Origin');
  if (origin === null) return false;
  // Under this server's Referrer-Policy: no-referrer a browser sends "Origin: null" with
  // its own same-origin form posts (Fetch, "append a request Origin header"), so null
  // is trusted only where Sec-Fetch-Site vouches for it.
  if (origin === 'null') return site !== 'same-origin';
  return origin !== new URL(request.url).origin;
}

export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  const socket = c.req.header('Upgrade')?.toLowerCase() === 'websocket';
  if ((SAFE_METHODS.has(c.req.method) && !socket) || ONE_CLICK_STOP.test(c.req.path) || !crossSite(c.req.raw))
    return next();
  const json = socket || wantsJson(c) || c.req.path.startsWith('/api/') || mediaType(c) === 'application/json';
  return refuse(c, 403, 'cross-site', { key: 'crossSite' }, { json: json });
});
