// Limits on new games: per address, by the Rate Limiting binding or,
// without it, by the counter object; and a daily budget for the whole deployment, which
// rematches count toward too. Over a limit the home page and the JSON API answer 429
// with when to try again, and no game's object is asked for.
//
// The pool gives every test file the same bindings, set high in vitest.config.ts; the
// limits are read per request, so these tests pass low ones to the Worker's handler.
// Storage is this file's own, so the counter's counts are this file's alone.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import { type CreationBudget, budgetOf, dayOf } from '../../src/room/budget.ts';
import { addressKey } from '../../src/http/limits.ts';
import {
  ORIGIN,
  Shadow,
  bindings,
  callWorker,
  createViaApi,
  fetchWorker,
  pathOf,
  playToEnd,
  type NewGame,
} from './helpers.ts';
import type { Env } from '../../src/worker.ts';
import toml from '../../wrangler.toml?raw';

/** A limiter of 3 a minute, declared for these tests only (vitest.config.ts). */
const LOW_CREATE_LIMITER = (env as unknown as { LOW_CREATE_LIMITER: RateLimit }).LOW_CREATE_LIMITER;

const two: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }] };

/** The game objects this request's handler asked for: none, when a creation is refused. */
function watchedGames(): { games: Env['GAMES']; asked: string[] } {
  const asked: string[] = [];
  const games = new Proxy(bindings.GAMES, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        asked.push(String(prop));
        return Reflect.apply(value, target, args);
      };
    },
  });
  return { games, asked };
}

type Answer = { status: number; retryAfter: string | null; text: string };

async function create(
  ip: string | null,
  overrides: Partial<Env>,
  form = false,
  base: Env = bindings,
): Promise<Answer & { asked: string[] }> {
  const { games, asked } = watchedGames();
  const headers: Record<string, string> = ip === null ? {} : { 'CF-Connecting-IP': ip };
  const request = form
    ? new Request(`${ORIGIN}/games`, {
        method: 'POST',
        headers,
        body: new URLSearchParams([
          ['name', 'Ana'],
          ['name', 'Bo'],
        ]),
        redirect: 'manual',
      })
    : new Request(`${ORIGIN}/api/games`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(two),
      });
  const res = await callWorker(request, { ...base, GAMES: games, ...overrides });
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), text: await res.text(), asked };
}

/** A made game: 201 from the API, 303 from the form; the game's object was asked for. */
function expectMade(answer: Answer & { asked: string[] }) {
  expect([201, 303], answer.text.slice(0, 300)).toContain(answer.status);
  expect(answer.asked.length).toBeGreaterThan(0);
}

function expectRefused(answer: Answer & { asked: string[] }, code: string, words: RegExp) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.asked, 'no game object is asked for').toEqual([]);
  if (answer.text.startsWith('{')) {
    const body = JSON.parse(answer.text) as {
      ok: boolean;
      error: { code: string; message: string; retryAfter: number };
    };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(words);
    expect(body.error.message).toMatch(/try again/);
    expect(body.error.retryAfter).toBe(Number(answer.retryAfter));
  } else {
    expect(answer.text).toContain('<!doctype html>');
    expect(answer.text).toMatch(words);
    // The home page again, with its form, to try later.
    expect(answer.text).toContain('action="/games"');
  }
}

/**
 * Limits per minute count in fixed windows: a test that must stay in one window starts
 * well before a window ends.
 */
async function startOfAMinute(): Promise<void> {
  const into = Date.now() % 60_000;
  if (into > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - into + 100));
}

let nextIp = 1;
/** A fresh address per test: the limiters count per address. */
const freshIp = () => `198.51.100.${nextIp++}`;

const today = () => budgetOf(bindings).today();

describe('new games per address', { timeout: 90_000 }, () => {
  it(
    'the Rate Limiting binding: 429 past its limit, with when to try again, from the API and the form; ' +
      'other addresses go on',
    async () => {
      await startOfAMinute();
      const ip = freshIp();
      const low = { CREATE_LIMITER: LOW_CREATE_LIMITER, CREATE_PER_IP_PER_MINUTE: '3' };
      for (let i = 0; i < 3; i++) expectMade(await create(ip, low, i === 1));
      const before = await today();
      const api = await create(ip, low);
      expectRefused(api, 'too-many-games', /at most 3 a minute/);
      expect(api.retryAfter).toBe('60');
      expectRefused(
        await create(ip, low, true),
        'too-many-games',
        /Too many new games from your address: at most 3 a minute/,
      );
      // Refused by the binding, before the counter: nothing counted toward the day.
      expect(await today()).toBe(before);
      expectMade(await create(freshIp(), low));
    },
  );

  it('without the binding the counter object counts per address, IPv6 per /64', async () => {
    await startOfAMinute();
    const fallback = { CREATE_LIMITER: undefined, CREATE_PER_IP_PER_MINUTE: '2' };
    const ip = freshIp();
    expectMade(await create(ip, fallback));
    expectMade(await create(ip, fallback, true));
    const refused = await create(ip, fallback);
    expectRefused(refused, 'too-many-games', /at most 2 a minute/);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expectMade(await create(freshIp(), fallback));

    // Two addresses of one /64 are one; another /64 is another.
    expectMade(await create('2001:db8:aa:bb::1', fallback));
    expectMade(await create('2001:db8:aa:bb:ffff::2', fallback));
    expectRefused(await create('2001:0db8:00aa:00bb:1:2:3:4', fallback), 'too-many-games', /at most 2/);
    expectMade(await create('2001:db8:aa:bc::1', fallback));
  });

  it('a binding that fails is replaced by the counter, not by a 500', async () => {
    await startOfAMinute();
    const broken: RateLimit = { limit: () => Promise.reject(new Error('the limiter is down')) };
    const ip = freshIp();
    const overrides = { CREATE_LIMITER: broken, CREATE_PER_IP_PER_MINUTE: '1' };
    expectMade(await create(ip, overrides));
    expectRefused(await create(ip, overrides), 'too-many-games', /at most 1 a minute/);
  });

  it(
    "with the [[ratelimits]] block removed (a deploy that refuses it, docs/deploy.md), wrangler.toml's " +
      "own limits hold: the counter per address, and the day's budget",
    async () => {
      await startOfAMinute();
      const perMinute = Number(/^CREATE_PER_IP_PER_MINUTE\s*=\s*"(\d+)"/m.exec(toml)?.[1]);
      expect(perMinute).toBe(10);
      // No binding at all, as a deployment from a configuration without the block has.
      const { CREATE_LIMITER: _removed, ...rest } = bindings;
      const withoutBinding: Env = { ...rest, CREATE_PER_IP_PER_MINUTE: String(perMinute) };
      expect('CREATE_LIMITER' in withoutBinding).toBe(false);
      const ip = freshIp();
      for (let i = 0; i < perMinute; i++) expectMade(await create(ip, {}, i % 2 === 1, withoutBinding));
      expectRefused(await create(ip, {}, false, withoutBinding), 'too-many-games', /at most 10 a minute/);
      expectRefused(await create(ip, {}, true, withoutBinding), 'too-many-games', /at most 10 a minute/);
      expectMade(await create(freshIp(), {}, false, withoutBinding));
      const budget = { CREATE_PER_DAY: String(await today()) };
      expectRefused(await create(freshIp(), budget, false, withoutBinding), 'daily-budget', /after midnight UTC/);
    },
  );

  it('addresses are keyed as one host holds them', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:DB8:0:0:1::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
    expect(addressKey('not an address')).toBe('unknown');
  });
});

describe('the daily budget of the deployment', { timeout: 120_000 }, () => {
  it(
    'counts every creation; at the budget the API and the form answer 429 until midnight UTC, and no ' +
      'object is made',
    async () => {
      // A creation through the test config counts too.
      await createViaApi(two);
      const made = await today();
      expect(made).toBeGreaterThan(0);
      const budget = { CREATE_PER_DAY: String(made + 2) };
      expectMade(await create(freshIp(), budget));
      expectMade(await create(freshIp(), budget, true));
      expect(await today()).toBe(made + 2);

      const api = await create(freshIp(), budget);
      expectRefused(api, 'daily-budget', new RegExp(`all the new games it makes in a day \\(${made + 2}`));
      const midnight = (dayOf(Date.now()) + 1) * 86_400_000;
      expect(Math.abs(Number(api.retryAfter) - (midnight - Date.now()) / 1000)).toBeLessThan(5);
      expect((JSON.parse(api.text) as { error: { message: string } }).error.message).toMatch(
        /after midnight UTC, in \d+ (h \d\d min|minutes|seconds)/,
      );
      expectRefused(await create(freshIp(), budget, true), 'daily-budget', /after midnight UTC/);
      // Refusals count nothing; a larger budget makes games again at once.
      expect(await today()).toBe(made + 2);
      expectMade(await create(freshIp(), { CREATE_PER_DAY: String(made + 3) }));
    },
  );

  it('a rematch counts toward it, and is refused with the same words once it is spent', async () => {
    const setup: NewGame = {
      players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }],
      options: { express: true },
      seed: 'budget',
    };
    const game = await createViaApi(setup);
    await playToEnd(game, new Shadow(setup), seededRandom('budget'));
    const rematch = () =>
      fetchWorker(`${pathOf(game.hostUrl)}/rematch`, { method: 'POST', headers: { Accept: 'application/json' } });
    const stub = budgetOf(bindings);
    // The object reads the budget from its own vars (vitest.config.ts): spend it all.
    const spend = (made: number) =>
      runInDurableObject(stub, (_: CreationBudget, state) => {
        state.storage.sql.exec('UPDATE days SET made = ? WHERE day = ?', made, dayOf(Date.now()));
      });
    const made = await today();
    await spend(Number(bindings.CREATE_PER_DAY));
    const refused = await rematch();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const body = await refused.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('daily-budget');
    expect(body.error.message).toMatch(/after midnight UTC/);
    const page = await fetchWorker(`${pathOf(game.hostUrl)}/rematch`, { method: 'POST', body: new URLSearchParams() });
    expect(page.status).toBe(429);
    expect(await page.text()).toMatch(/after midnight UTC/);

    await spend(made);
    const ok = await rematch();
    expect(ok.status).toBe(201);
    expect(await today()).toBe(made + 1);
    // Made once: asking again counts nothing.
    expect((await rematch()).status).toBe(200);
    expect(await today()).toBe(made + 1);
  });
});
