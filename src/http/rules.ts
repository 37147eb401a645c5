// The rules page: free of any game, so unlike a game's pages it may be kept by browsers
// and caches (headers.ts leaves a route's own Cache-Control). It is in the request's
// language (lang.ts: the `lang` cookie, else Accept-Language), so a cache keeps one copy
// per both: a player who switches language gets the page in the new one at once.
import { Hono } from 'hono';
import { rulesPage } from '../../templates/rules.ts';
import type { AppEnv } from './respond.ts';

export const rules = new Hono<AppEnv>();

rules.get('/rules', (c) => {
  c.header('Cache-Control', 'public, max-age=3600');
  c.header('Vary', 'Cookie, Accept-Language');
  return c.html(rulesPage(c.var.t));
});
