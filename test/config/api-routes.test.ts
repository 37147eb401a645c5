// docs/api.md names every route the app answers, and only those: a route added, renamed or dropped without its line
// in the docs fails here. The app's routes are Hono's own list (`app.routes`), so nothing is listed by hand twice.
/// <reference types="vite/client" />
import { describe, expect, it, vi } from 'vitest';
import api from '../../docs/api.md?raw';
import { app } from '../../src/http/app.ts';

// The Durable Object classes' base comes from the Workers runtime; here the app is only listed and asked for its
// refusals, which never reach an object.
vi.mock('cloudflare:workers', () => ({ DurableObject: class {} }));

/** The links' prefixes as docs/api.md writes them (its opening lines say which is which), as the app routes them. */
const SEAT = '/g/:id/p/:seat/:sig';
const HOST = '/g/:id/host/:sig';
const WATCH = '/g/:id/watch';
const LINKS: Record<string, string[]> = { U: [SEAT], H: [HOST], W: [WATCH], L: [SEAT, HOST, WATCH] };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One spelling of a path: every parameter, `:seat` in the app or `{seat}` in the docs, is `:`. */
const normal = (path: string) => path.replace(/\/(:[^/]+|\{[^}]+\})/g, '/:');

/**
 * The routes docs/api.md names, as `METHOD path` in code spans: `GET L/status`, `POST /api/games`,
 * `POST H/seats/{seat}/link`, `GET L/chat?before=ID` (the query is not the route's).
 */
function documented(): Set<string> {
  const routes = new Set<string>();
  for (const [, method, target] of api.matchAll(/`(GET|POST|PUT|PATCH|DELETE)\s+([^`\s]+)/g)) {
    const path = target!.replace(/\?.*$/, '');
    const link = /^([A-Z])(\/.*)?$/.exec(path);
    const prefixes = link ? LINKS[link[1]!] : [''];
    if (prefixes === undefined) throw new Error(`docs/api.md: no link is called ${link![1]} (in "${target}")`);
    for (const prefix of prefixes) routes.add(`${method} ${normal(prefix + (link ? (link[2] ?? '') : path))}`);
  }
  return routes;
}

/** A sample of each parameter that the links' own checks accept, so that a request reaches the route itself. */
const SAMPLE: Record<string, string> = { id: 'a'.repeat(22), seat: '0', sig: 'sig', message: '1' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? '1');

/**
 * A route that only tells the caller which method to use (`405`, as docs/api.md says once for all), found by asking
 * it: its answer needs no game. Any other route asks the game's object, which this stand-in refuses.
 */
async function refusesTheMethod(method: string, path: string): Promise<boolean> {
  const refused = () => {
    throw new Error('no Durable Objects here');
  };
  // The link's middleware takes the game's stub before the route runs; any call on it is refused.
  const stub = new Proxy({}, { get: (_, key) => (key === 'then' ? undefined : refused) });
  const GAMES = { idFromName: () => ({}), get: () => stub };
  const env = { LINK_SECRET: 'test-secret-for-links-0123456789', GAMES, BUDGET: GAMES };
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const response = await app.request(concrete(path), { method }, env);
    return response.status === 405;
  } finally {
    errors.mockRestore();
  }
}

/** The app's routes (middleware, Hono's `ALL`, left out), and those of them that only refuse the method. */
async function appRoutes(): Promise<{ served: Set<string>; methodRefusals: Set<string> }> {
  const served = new Set<string>();
  const methodRefusals = new Set<string>();
  for (const { method, path } of app.routes) {
    if (!METHODS.some((m) => m === method)) continue;
    const route = `${method} ${normal(path)}`;
    if (await refusesTheMethod(method, path)) methodRefusals.add(route);
    else served.add(route);
  }
  return { served, methodRefusals };
}

describe('docs/api.md and the app', async () => {
  const docs = documented();
  const { served, methodRefusals } = await appRoutes();

  it('lists the app and the docs as expected', () => {
    // A broken listing would pass the comparisons below with nothing to compare.
    expect(served.size).toBeGreaterThan(50);
    expect(served).toContain('POST /api/games');
    expect(served).toContain(`GET ${normal(HOST)}/check`);
    expect(methodRefusals).toContain(`GET ${normal(HOST)}/end`);
    expect(docs).toContain('POST /api/games');
  });

  it('documents every route the app serves', () => {
    expect([...served].filter((route) => !docs.has(route)).sort()).toEqual([]);
  });

  it('documents only routes the app serves', () => {
    expect([...docs].filter((route) => !served.has(route)).sort()).toEqual([]);
  });

  it("answers 405 only on a documented route's path, with another method", () => {
    const paths = new Set([...docs].map((route) => route.split(' ')[1]));
    expect([...methodRefusals].filter((route) => !paths.has(route.split(' ')[1])).sort()).toEqual([]);
    expect(api).toMatch(/other methods? (get|answers?) `?405/);
  });
});
