// Creation (JSON and form), signed links, the one not-found answer, security headers,
// and the configuration refusals (fixed deals, missing LINK_SECRET).
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signLink } from '../../src/room/signedLinks.ts';
import { NAMES, ORIGIN, bindings, callWorker, createViaApi, fetchWorker, getView, pathOf } from './helpers.ts';

const two = { players: NAMES.slice(0, 2).map((name) => ({ name })) };

/** Status, body and headers that must not differ between two refusals (dates aside). */
async function signature(res: Response) {
  const headers = [...res.headers.entries()].filter(([k]) => k !== 'date').sort();
  return { status: res.status, body: await res.text(), headers };
}

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  expect(res.headers.get('X-Robots-Tag')).toContain('noindex');
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
}

describe('creating a game', () => {
  it('through the JSON API: 201 with the host, spectator and seat links', async () => {
    const res = await fetchWorker('/api/games', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...two, options: {} }),
    });
    expect(res.status).toBe(201);
    const body = await res.json<{
      id: string;
      hostUrl: string;
      spectatorUrl: string;
      seats: { seat: number; name: string; url: string }[];
    }>();
    // ≥ 128 random bits, base64url.
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.hostUrl).toMatch(new RegExp(`^${ORIGIN}/g/${body.id}/host/[A-Za-z0-9_-]{24}$`));
    expect(body.spectatorUrl).toBe(`${ORIGIN}/g/${body.id}/watch`);
    expect(body.seats.map((s) => [s.seat, s.name])).toEqual([
      [0, 'Ana'],
      [1, 'Bo'],
    ]);
    for (const s of body.seats)
      expect(s.url).toMatch(new RegExp(`^${ORIGIN}/g/${body.id}/p/${s.seat}/[A-Za-z0-9_-]{24}$`));
    const view = await getView(body.seats[1]!.url);
    expect(view.seat).toBe(1);
    expect(view.version).toBe(0);
  });

  it('two games get different ids and different signatures', async () => {
    const a = await createViaApi(two);
    const b = await createViaApi(two);
    expect(a.id).not.toBe(b.id);
    expect(a.seats[0]!.url.split('/').pop()).not.toBe(b.seats[0]!.url.split('/').pop());
  });

  it('through the home page form: 303 to the host page, which lists the links', async () => {
    const form = new URLSearchParams();
    // The field names are the form's (src/http/newGameForm.ts); the form is parsed by it.
    const { parseNewGameForm } = await import('../../src/http/newGameForm.ts');
    for (const name of ['Ana', 'Bo', 'Cy']) form.append('name', name);
    for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) form.append(`player${i}`, name);
    for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) form.append(`players.${i}.name`, name);
    expect(
      parseNewGameForm(
        Object.fromEntries(
          [...new Set(form.keys())].map((k) => [k, form.getAll(k).length > 1 ? form.getAll(k) : form.get(k)!]),
        ),
      ).ok,
    ).toBe(true);
    const res = await fetchWorker('/games', { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('Location')!;
    expect(location).toMatch(/^\/g\/[A-Za-z0-9_-]{22}\/host\/[A-Za-z0-9_-]{24}$/);
    const host = await fetchWorker(location, { headers: { Accept: 'application/json' } });
    expect(host.status).toBe(200);
    const body = await host.json<{ seats: { name: string; url: string }[] }>();
    expect(body.seats.map((s) => s.name)).toEqual(['Ana', 'Bo', 'Cy']);
    const page = await fetchWorker(location);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expectSecurityHeaders(page);
    const html = await page.text();
    for (const s of body.seats) expect(html).toContain(pathOf(s.url));
  });

  it('refuses bad JSON and bad setups with 400 and a message', async () => {
    for (const body of [
      '',
      'not json',
      '{"players":',
      '[]',
      '{"players":[{"name":"A"}]}',
      '{"players":[{"name":"A"},{"name":"B"}],"options":{"kingsFavor":"yes"}}',
      '{"players":[{"name":"A"},{"name":"B"}],"extra":1}',
      '{"players":[{"name":"A"},{"name":"B"}],"options":{"kingsFavor":true}}',
    ]) {
      const res = await fetchWorker('/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(400);
      const answer = await res.json<{ ok: boolean; error: { message: string } }>();
      expect(answer.ok).toBe(false);
      expect(answer.error.message.length).toBeGreaterThan(5);
    }
  });

  it('accepts seed and deal under ALLOW_FIXED_DEALS=1, and a fixed deal is dealt', async () => {
    const game = await createViaApi({ ...two, seed: 7, deal: { orderCards: [2, 1] } });
    const view = await getView(game.seats[0]!.url);
    expect(view.players.map((p) => p.orderCard)).toEqual([2, 1]);
  });

  it('refuses seed and deal where ALLOW_FIXED_DEALS is not set, naming why', async () => {
    for (const extra of [{ seed: 7 }, { deal: { orderCards: [2, 1] } }]) {
      const res = await callWorker(
        new Request(`${ORIGIN}/api/games`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...two, ...extra }),
        }),
        { ...bindings, ALLOW_FIXED_DEALS: undefined },
      );
      expect(res.status).toBe(400);
      const answer = await res.json<{ error: { code: string; message: string } }>();
      expect(answer.error.message).toContain('ALLOW_FIXED_DEALS');
    }
    // Without seed and deal the same deployment creates games.
    const res = await callWorker(
      new Request(`${ORIGIN}/api/games`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(two),
      }),
      { ...bindings, ALLOW_FIXED_DEALS: undefined },
    );
    expect(res.status).toBe(201);
  });
});

describe('LINK_SECRET', () => {
  const noSecret = { ...bindings, LINK_SECRET: undefined };

  it('a deployment without it refuses to serve links, with a clear 500 page', async () => {
    const created = await createViaApi(two);
    for (const [path, init] of [
      [pathOf(created.seats[0]!.url), {}],
      [pathOf(created.hostUrl), {}],
      ['/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(two) }],
    ] as const) {
      const res = await callWorker(new Request(`https://ys.example.workers.dev${path}`, init), noSecret);
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('LINK_SECRET');
      expectSecurityHeaders(res);
    }
  });

  it('local dev without it signs each game with a secret of its own, and its links work', async () => {
    const call = (path: string, init: RequestInit = {}) =>
      callWorker(new Request(`http://localhost:8787${path}`, init), noSecret);
    const res = await call('/api/games', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(two),
    });
    expect(res.status).toBe(201);
    const created = await res.json<{ seats: { url: string }[]; hostUrl: string }>();
    expect(created.seats[0]!.url).toMatch(/^http:\/\/localhost:8787\/g\//);
    const page = await call(pathOf(created.seats[1]!.url), { headers: { Accept: 'application/json' } });
    expect(page.status).toBe(200);
    expect((await page.json<{ seat: number }>()).seat).toBe(1);
    // The game signs with its own secret, not with what the deployment secret would give.
    const id = pathOf(created.hostUrl).split('/')[2]!;
    const withEnvSecret = await signLink(bindings.LINK_SECRET!, id, { kind: 'seat', seat: 1 }, 0);
    expect(created.seats[1]!.url.endsWith(withEnvSecret)).toBe(false);
    expect((await call(`/g/${id}/p/1/${withEnvSecret}`)).status).toBe(404);
  });
});

describe('links', () => {
  it(
    'a wrong, truncated or other-game signature, a missing game and a seat out of range all get the ' + 'same 404',
    async () => {
      const a = await createViaApi(two);
      const b = await createViaApi(two);
      const sigA = a.seats[0]!.url.split('/').pop()!;
      const sigB0 = b.seats[0]!.url.split('/').pop()!;
      const flipped = (sigA[0] === 'A' ? 'B' : 'A') + sigA.slice(1);
      const missing = 'AAAAAAAAAAAAAAAAAAAAAA';
      const paths = [
        `/g/${a.id}/p/0/${flipped}`,
        `/g/${a.id}/p/0/${sigA.slice(0, 12)}`,
        `/g/${a.id}/p/0/${sigA.slice(0, -1)}`,
        `/g/${a.id}/p/0/${sigA}x`,
        `/g/${a.id}/p/0/${sigB0}`,
        `/g/${a.id}/p/1/${sigA}`,
        `/g/${a.id}/p/2/${sigA}`,
        `/g/${a.id}/p/3/${sigA}`,
        `/g/${a.id}/p/9/${sigA}`,
        `/g/${missing}/p/0/${sigA}`,
        `/g/${a.id.slice(0, 10)}/p/0/${sigA}`,
        `/g/${a.id}/host/${sigA}`,
        `/g/${a.id}/host/${pathOf(b.hostUrl).split('/').pop()}`,
        `/g/${missing}/watch`,
        '/g/nothing/here',
        '/no/such/page',
      ];
      const reference = await signature(await fetchWorker(paths[0]!));
      expect(reference.status).toBe(404);
      for (const path of paths) expect(await signature(await fetchWorker(path)), path).toEqual(reference);
      // The same holds for JSON clients, and for action posts and sockets.
      const json = async (path: string) =>
        signature(await fetchWorker(path, { headers: { Accept: 'application/json' } }));
      const refJson = await json(paths[0]!);
      for (const path of paths.slice(0, 11)) expect(await json(path), path).toEqual(refJson);
      const post = async (path: string) =>
        signature(
          await fetchWorker(`${path}/actions`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ action: { type: 'pass' }, version: 0 }),
          }),
        );
      const refPost = await post(paths[0]!);
      expect(refPost.status).toBe(404);
      for (const path of paths.slice(0, 11)) expect(await post(path), path).toEqual(refPost);
      for (const path of paths.slice(0, 11)) {
        const res = await fetchWorker(`${path}/ws`, { headers: { Upgrade: 'websocket' } });
        expect(res.status, path).toBe(404);
      }
      // And the valid link works.
      expect((await fetchWorker(pathOf(a.seats[0]!.url))).status).toBe(200);
    },
  );
});

describe('security headers', () => {
  it('are on every page, through the real loopback too', async () => {
    const created = await createViaApi(two);
    const pages = [
      '/',
      pathOf(created.hostUrl),
      pathOf(created.spectatorUrl),
      pathOf(created.seats[0]!.url),
      '/g/AAAAAAAAAAAAAAAAAAAAAA/watch',
    ];
    for (const path of pages) {
      const res = await exports.default.fetch(`${ORIGIN}${path}`);
      expectSecurityHeaders(res);
      await res.text();
    }
    const json = await fetchWorker(pathOf(created.seats[0]!.url), { headers: { Accept: 'application/json' } });
    expectSecurityHeaders(json);
  });
});
