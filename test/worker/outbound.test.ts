// Where a game may post, at the Worker's doors: every local or private
// spelling of a webhook or push endpoint is refused with 400 and its reason, at
// creation (JSON and form), by the host's control and by a seat's subscription, before
// anything is fetched and with nothing kept; the local stand-ins pass only where
// ALLOW_LOCAL_ENDPOINTS is set. And the game's hourly cap on what it sends out.
import { runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env, GameRoom } from '../../src/room/GameRoom.ts';
import { Contacts, OUTBOUND_PER_HOUR } from '../../src/room/contacts.ts';
import { NoticeLedger } from '../../src/room/noticeLedger.ts';
import type { Refusal } from '../../src/views.ts';
import { refusalText } from '../../templates/refusal.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { REFUSED } from '../support/outsideUrls.ts';
import { ORIGIN, bindings, callWorker, createViaApi, pathOf, type Created, stubOf } from './helpers.ts';

const EN = dictOf('en');
/** A deployment: no stand-ins. */
const deployed: Env = { ...bindings, ALLOW_LOCAL_ENDPOINTS: undefined };

const json = (path: string, body: unknown, env = deployed) =>
  callWorker(
    new Request(ORIGIN + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    }),
    env,
  );

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

function expected(key: string, what: 'webhook' | 'pushEndpoint'): Refusal {
  if (key === 'urlTooLong') return { key, what, max: 500 };
  return { key, what } as Refusal;
}

/** What the room keeps of the game's webhook and the seats' browsers. */
const kept = (game: Created) =>
  runInDurableObject(stubOf(game), (_room: GameRoom, state) => {
    const creation = JSON.parse(String(state.storage.sql.exec('SELECT creation FROM game').one().creation)) as {
      notify?: { webhook: string };
    };
    return {
      webhook: creation.notify?.webhook ?? null,
      browsers: new Contacts(state.storage, () => undefined).reachable().size,
    };
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('addresses a game posts to, refused at the door', () => {
  it(
    'every local or private spelling, at creation, by the host and by a seat: 400 with the reason, ' +
      'nothing fetched, nothing kept',
    async () => {
      const game = await createViaApi({ players: [{ name: 'Ana' }, { name: 'Bo' }] });
      const fetched = vi.spyOn(globalThis, 'fetch');
      for (const [url, key] of REFUSED) {
        const webhookSays = refusalText(EN, expected(key, 'webhook'));
        const created = await json('/api/games', {
          players: [{ name: 'Ana' }, { name: 'Bo' }],
          options: { webhook: url },
        });
        expect(created.status, url).toBe(400);
        expect(((await created.json()) as { error: { message: string } }).error.message, url).toBe(webhookSays);

        const form = await callWorker(
          new Request(`${ORIGIN}/games`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams([
              ['name', 'Ana'],
              ['name', 'Bo'],
              ['webhook', url],
            ]).toString(),
          }),
          deployed,
        );
        expect(form.status, url).toBe(400);
        expect(await form.text(), url).toContain(webhookSays.replace(/'/g, '&#39;').slice(0, 40));

        const hosted = await json(`${pathOf(game.hostUrl)}/webhook`, { webhook: url });
        expect(hosted.status, url).toBe(400);
        expect(((await hosted.json()) as { error: { message: string } }).error.message, url).toBe(webhookSays);

        const pushed = await json(`${pathOf(game.seats[0]!.url)}/push`, { endpoint: url, expirationTime: null, keys });
        // A string that is no URL at all is the subscription's own shape refused first.
        if (key !== 'notUrl') {
          expect(pushed.status, url).toBe(400);
          expect(((await pushed.json()) as { error: { message: string } }).error.message, url).toBe(
            refusalText(EN, expected(key, 'pushEndpoint')),
          );
        } else expect(pushed.status, url).toBe(400);
      }
      expect(fetched).not.toHaveBeenCalled();
      expect(await kept(game)).toEqual({ webhook: null, browsers: 0 });
    },
  );

  it('a push endpoint only at a push service; a webhook at any public https host', async () => {
    const game = await createViaApi({ players: [{ name: 'Ana' }, { name: 'Bo' }] });
    const fetched = vi.spyOn(globalThis, 'fetch');
    const chat = await json(`${pathOf(game.seats[0]!.url)}/push`, {
      endpoint: 'https://discord.com/api/webhooks/1/x',
      expirationTime: null,
      keys,
    });
    expect(chat.status).toBe(400);
    expect(((await chat.json()) as { error: { message: string } }).error.message).toBe(
      refusalText(EN, { key: 'pushServiceUnknown' }),
    );
    expect(
      (await json(`${pathOf(game.hostUrl)}/webhook`, { webhook: 'https://discord.com/api/webhooks/1/x' })).status,
    ).toBe(200);
    expect(fetched).not.toHaveBeenCalled();
    expect(await kept(game)).toEqual({ webhook: 'https://discord.com/api/webhooks/1/x', browsers: 0 });
  });

  it('the local stand-ins pass only where ALLOW_LOCAL_ENDPOINTS=1', async () => {
    const stand = 'http://127.0.0.1:9/hook';
    const refused = await json('/api/games', {
      players: [{ name: 'Ana' }, { name: 'Bo' }],
      options: { webhook: stand },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      refusalText(EN, { key: 'notHttps', what: 'webhook' }),
    );
    // Made on localhost, as local dev makes it: a game with its own VAPID pair, so it takes browsers.
    const made = await callWorker(
      new Request('http://localhost/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ players: [{ name: 'Ana' }, { name: 'Bo' }] }),
      }),
    );
    expect(made.status).toBe(201);
    const game = (await made.json()) as Created;
    expect((await json(`${pathOf(game.hostUrl)}/webhook`, { webhook: stand }, bindings)).status).toBe(200);
    expect(
      (
        await json(
          `${pathOf(game.seats[1]!.url)}/push`,
          { endpoint: 'http://localhost:9/p', expirationTime: null, keys },
          bindings,
        )
      ).status,
    ).toBe(200);
    expect(await kept(game)).toEqual({ webhook: stand, browsers: 1 });
  });
});

describe('the hourly cap on what a game sends out', () => {
  it(`lets ${OUTBOUND_PER_HOUR} requests go in any hour, counted in the game's storage across restarts`, async () => {
    const game = await createViaApi({ players: [{ name: 'Ana' }, { name: 'Bo' }] });
    const hour = 3_600_000;
    const t0 = Date.now();
    await runInDurableObject(stubOf(game), (_room: GameRoom, state) => {
      const told = new NoticeLedger(state.storage, () => undefined);
      expect(told.takeOutbound(50, t0, OUTBOUND_PER_HOUR)).toBe(50);
      expect(told.takeOutbound(15, t0 + 1000, OUTBOUND_PER_HOUR)).toBe(10);
      expect(told.takeOutbound(1, t0 + 2000, OUTBOUND_PER_HOUR)).toBe(0);
      // Counted in storage with the batch's marks, when its sends settle (sending.ts).
      told.settle([], [], { at: t0 + 2000, begun: t0 }, new Set());
    });
    await runInDurableObject(stubOf(game), (_room: GameRoom, state) => {
      // Another instance (a restart) reads the count back.
      const told = new NoticeLedger(state.storage, () => undefined);
      expect(told.takeOutbound(1, t0 + hour - 1, OUTBOUND_PER_HOUR)).toBe(0);
      // An hour after the first 50, those 50 are out of the window; the 10 of a second later not yet.
      expect(told.takeOutbound(60, t0 + hour + 1, OUTBOUND_PER_HOUR)).toBe(50);
      expect(told.takeOutbound(60, t0 + hour + 1001, OUTBOUND_PER_HOUR)).toBe(10);
    });
  });
});
