// Another site's page cannot create games, act, drive the host controls or open a game's
// socket through its visitors' browsers: src/http/origin.ts refuses
// them (403) before any object is asked, while this site's own pages, and scripts that
// send no Origin (curl, bots), go on. The JSON API takes new games as JSON only.
import { describe, expect, it } from 'vitest';
import { words } from '../engine/words.ts';
import { NAMES, ORIGIN, createViaApi, fetchWorker, getView, pathOf, type Created } from './helpers.ts';

const CROSS_SITE_MESSAGE = words({ refusal: { key: 'crossSite' } });

const two = { players: NAMES.slice(0, 2).map((name) => ({ name })) };
const JSON_TYPE = 'application/json';
const newGameForm = () =>
  new URLSearchParams([
    ['name', 'Ana'],
    ['name', 'Bo'],
  ]);

const crossSite = { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' };
/** What a browser sends with this site's own home-page form, under Referrer-Policy: no-referrer. */
const ownForm = { 'Sec-Fetch-Site': 'same-origin', Origin: 'null' };

async function expectCrossSiteRefusal(res: Response, json: boolean) {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(403);
  if (json) {
    const body = JSON.parse(text) as { ok: boolean; error: { code: string; message: string } };
    expect(body).toEqual({ ok: false, error: { code: 'cross-site', message: CROSS_SITE_MESSAGE } });
  } else {
    expect(text).toContain('<!doctype html>');
    expect(text).toContain('this request came from another site');
  }
}

const postGame = (headers: Record<string, string>, body: BodyInit = JSON.stringify(two)) =>
  fetchWorker('/api/games', { method: 'POST', headers: { 'Content-Type': JSON_TYPE, ...headers }, body });

describe('creating a game from another site', () => {
  it("a cross-site form post of the home page is refused; this site's own form is not", async () => {
    await expectCrossSiteRefusal(
      await fetchWorker('/games', { method: 'POST', headers: crossSite, body: newGameForm(), redirect: 'manual' }),
      false,
    );
    // A sibling subdomain is another site as far as this server is concerned.
    await expectCrossSiteRefusal(
      await fetchWorker('/games', {
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'same-site' },
        body: newGameForm(),
        redirect: 'manual',
      }),
      false,
    );
    // Origin: null is what a sandboxed page sends too: without Sec-Fetch-Site to vouch for it, refused.
    await expectCrossSiteRefusal(
      await fetchWorker('/games', {
        method: 'POST',
        headers: { Origin: 'null' },
        body: newGameForm(),
        redirect: 'manual',
      }),
      false,
    );
    for (const headers of [
      ownForm,
      { 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN },
      { Origin: ORIGIN },
      {},
    ] as Record<string, string>[]) {
      const res = await fetchWorker('/games', { method: 'POST', headers, body: newGameForm(), redirect: 'manual' });
      expect(res.status, JSON.stringify(headers)).toBe(303);
    }
  });

  it('a foreign Origin is refused, whatever Sec-Fetch-Site claims; no Origin (a script) is accepted', async () => {
    await expectCrossSiteRefusal(await postGame({ Origin: 'https://evil.example' }), true);
    await expectCrossSiteRefusal(
      await postGame({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' }),
      true,
    );
    // Another port or scheme is another origin.
    await expectCrossSiteRefusal(await postGame({ Origin: 'http://example.com:8080' }), true);
    await expectCrossSiteRefusal(await postGame({ Origin: 'https://example.com' }), true);
    expect((await postGame({})).status).toBe(201);
    expect((await postGame({ Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
  });

  it('the JSON API takes JSON only: text/plain, a form or no type is 415 with what to send', async () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=b',
      null,
    ]) {
      const res = await fetchWorker('/api/games', {
        method: 'POST',
        headers: type === null ? {} : { 'Content-Type': type },
        body: JSON.stringify(two),
      });
      expect(res.status, String(type)).toBe(415);
      const body = await res.json<{ ok: boolean; error: { code: string; message: string } }>();
      expect(body.ok).toBe(false);
      expect(body.error.message).toContain('Content-Type: application/json');
    }
    expect((await postGame({}, JSON.stringify(two))).status).toBe(201);
    const charset = await fetchWorker('/api/games', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(two),
    });
    expect(charset.status).toBe(201);
  });
});

describe('acting in a game from another site', () => {
  const fresh = async (): Promise<Created> => createViaApi({ ...two, seed: 'origin' });

  it('seat actions, host controls and seat mail forms are refused and change nothing', async () => {
    const game = await fresh();
    const seat = pathOf(game.seats[0]!.url);
    const host = pathOf(game.hostUrl);
    const posts: [string, URLSearchParams][] = [
      [`${seat}/actions`, new URLSearchParams({ type: 'bid', brokers: '1,3', version: '0' })],
      [`${host}/end`, new URLSearchParams({ confirm: 'yes' })],
      [`${host}/link`, new URLSearchParams()],
      [`${host}/seats/1/link`, new URLSearchParams()],
      [`${seat}/mail`, new URLSearchParams({ address: 'ana@example.com' })],
    ];
    for (const [path, body] of posts) {
      await expectCrossSiteRefusal(
        await fetchWorker(path, { method: 'POST', headers: crossSite, body, redirect: 'manual' }),
        false,
      );
      await expectCrossSiteRefusal(
        await fetchWorker(path, {
          method: 'POST',
          headers: { Origin: 'https://evil.example', Accept: JSON_TYPE },
          body,
          redirect: 'manual',
        }),
        true,
      );
    }
    // A cross-site text/plain body (no preflight needed) read as JSON by the action route: refused as well.
    const plain = await fetchWorker(`${seat}/actions`, {
      method: 'POST',
      headers: { ...crossSite, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ action: { type: 'bid', brokers: [1, 3] }, version: 0 }),
    });
    expect(plain.status).toBe(403);
    // Nothing changed: no bid, the game not ended, the old links still good.
    expect((await getView(game.seats[0]!.url)).version).toBe(0);
    expect(await (await fetchWorker(`${host}/status`)).json()).toMatchObject({ version: 0, over: false });
    expect((await getView(game.seats[1]!.url)).version).toBe(0);
    expect((await fetchWorker(host, { headers: { Accept: JSON_TYPE } })).status).toBe(200);

    // The same action from the seat's own page is taken.
    const own = await fetchWorker(`${seat}/actions`, {
      method: 'POST',
      headers: ownForm,
      body: posts[0]![1],
      redirect: 'manual',
    });
    expect(own.status).toBe(303);
    expect((await getView(game.seats[0]!.url)).version).toBe(1);
  });

  it('a link opened from another site still shows its page (a GET changes nothing)', async () => {
    const game = await fresh();
    for (const url of [game.seats[0]!.url, game.hostUrl, game.spectatorUrl]) {
      expect((await fetchWorker(pathOf(url), { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(200);
    }
    expect((await fetchWorker('/', { headers: crossSite })).status).toBe(200);
  });

  it("a WebSocket from another site's page is refused; from this site's, or a script's, it opens", async () => {
    const game = await fresh();
    const ws = `${pathOf(game.seats[0]!.url)}/ws`;
    await expectCrossSiteRefusal(
      await fetchWorker(ws, { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } }),
      true,
    );
    await expectCrossSiteRefusal(
      await fetchWorker(ws, { headers: { Upgrade: 'websocket', 'Sec-Fetch-Site': 'cross-site' } }),
      true,
    );
    for (const headers of [{ Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }, {}] as Record<string, string>[]) {
      const res = await fetchWorker(ws, { headers: { Upgrade: 'websocket', ...headers } });
      expect(res.status).toBe(101);
      res.webSocket!.accept();
      res.webSocket!.close(1000, 'done');
    }
  });

  it("a mail service's one-click stop (RFC 8058) is taken from wherever it comes", async () => {
    const game = await fresh();
    const stop = `${pathOf(game.seats[0]!.url)}/mail/stop`;
    const res = await fetchWorker(stop, {
      method: 'POST',
      headers: { Origin: 'https://mail.example' },
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(res.status).toBe(200);
  });
});
