// The rules page: the same for everyone and free of any game, so unlike a game's pages
// it may be kept by browsers and caches (headers.ts leaves a route's own Cache-Control).
import { Hono } from 'hono';
import { rulesPage } from '../../templates/rules.ts';
import type { AppEnv } from './respond.ts';

export const rules = new Hono<AppEnv>();

rules.get('/rules', (c) => {
  c.header('Cache-Control', 'public, max-age=3600');
  return c.html(rulesPage());
});
