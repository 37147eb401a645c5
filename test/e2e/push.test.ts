// Turn notifications by Web Push in a real Chromium, against the real Worker:
// a seat's page subscribes this browser ("Notify me") and lets go ("Stop"); the game
// then pushes to the subscription's endpoint (a local stand-in push service) a message
// that only this subscription's keys decrypt, signed with the key the page subscribed
// with, naming the decision and the seat's own link; nothing once stopped. Chromium's own
// PushManager needs Google's push service, so the page gets a stand-in subscription (its
// keys are the test's); the service worker is the real one, fed a push through DevTools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { type Random, randomAction, seededRandom, viewFor, waitingFor } from '../../src/engine/index.ts';
import { decisionText } from '../../templates/sections.ts';
import { en } from '../../templates/i18n/en.ts';
import { newBrowserKeys, startPushService, verifyVapid } from '../support/pushService.ts';
import { Shadow, type Created, type NewGame } from './driver.ts';
import { browserSuite, phone } from './harness.ts';

const suite = browserSuite();
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService?.stop());

type Keys = Awaited<ReturnType<typeof newBrowserKeys>>;
type Payload = { title: string; body: string; url: string; tag: string };

/**
 * The page's PushManager, replaced: subscribe() answers a subscription with the test's
 * endpoint and keys, as Chromium does (the same one again for the same key, an
 * InvalidStateError for another key while subscribed; a fresh endpoint after an
 * unsubscribe), kept in localStorage so that it outlives a reload. window.pushCalls
 * lists what the page asked. Plain script: it runs in the page.
 */
const STUB = `((fake) => {
  const STORE = 'test.fake-push';
  const read = () => JSON.parse(localStorage.getItem(STORE) || '{"n":0,"key":null}');
  const b64 = (buffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\\+/g, '-')
    .replace(/\\//g, '_').replace(/=+$/, '');
  const bytes = (text) =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const calls = window.pushCalls = [];
  const subscription = (s) => {
    const endpoint = fake.endpoint + (s.n > 1 ? '-' + s.n : '');
    return {
      endpoint, expirationTime: null, options: { userVisibleOnly: true, applicationServerKey: bytes(s.key) },
      getKey: (name) => bytes(name === 'p256dh' ? fake.p256dh : fake.auth),
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: fake.p256dh, auth: fake.auth } }),
      unsubscribe: async () => {
        calls.push('unsubscribe'); localStorage.setItem(STORE, JSON.stringify({ n: read().n, key: null }));
        return true; },
    };
  };
  PushManager.prototype.subscribe = async function (options) {
    const key = b64(options.applicationServerKey);
    calls.push('subscribe ' + key);
    const s = read();
    if (s.key && s.key !== key) throw new DOMException(
      'A subscription with a different applicationServerKey already exists.', 'InvalidStateError');
    if (!s.key) localStorage.setItem(STORE, JSON.stringify({ n: s.n + 1, key }));
    return subscription(read());
  };
  PushManager.prototype.getSubscription = async function () {
    const s = read();
    return s.key ? subscription(s) : null;
  };
})`;

/** A phone whose browser may show notifications and subscribes with these keys at `endpoint`. */
async function pushPhone(endpoint: string, keys: Keys): Promise<{ context: BrowserContext; page: Page }> {
  const p = await phone(suite.browser);
  suite.track(p.context);
  await p.context.grantPermissions(['notifications'], { origin: suite.server.origin });
  await p.context.addInitScript({
    content: `${STUB}(${JSON.stringify({ endpoint, p256dh: keys.p256dh, auth: keys.auth })})`,
  });
  return p;
}

const NOTIFIED = 'This browser is notified when the game waits for you.';
const NOT_NOTIFIED = 'Not notified on this browser.';

const notifyMe = (page: Page) => page.getByRole('button', { name: 'Notify me', exact: true });
const stop = (page: Page) => page.getByRole('button', { name: 'Stop', exact: true });
const stateLine = (page: Page) => page.locator('#notify .notify-state');

/** The seat's page, live, with its push part shown by the script. */
async function openSeat(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
  await page.locator('#notify .notify-push').waitFor({ state: 'visible', timeout: 10_000 });
}

/** "Notify me", and the server took it: the button turns to "Stop". */
async function subscribe(page: Page): Promise<void> {
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/push'));
  await notifyMe(page).click();
  expect((await posted).status()).toBe(200);
  await stop(page).waitFor();
  expect(await stateLine(page).textContent()).toBe(NOTIFIED);
  expect(await notifyMe(page).isVisible()).toBe(false);
}

/**
 * Plays by the JSON API (the other seats first when several are waited on) until the
 * game waits on `seat` alone just after another seat's move, `seat` having moved before:
 * a new waiting episode for it. Answers when that move was made.
 */
async function waitOn(game: Created, shadow: Shadow, random: Random, seat: number): Promise<number> {
  let movedAt = 0;
  for (let n = 0, by = seat, moved = false; ; n++) {
    const waiting = waitingFor(shadow.state);
    if (moved && by !== seat && waiting.length === 1 && waiting[0] === seat) return movedAt;
    if (n > 200 || shadow.state.result) throw new Error(`the game never waited on seat ${seat} alone`);
    by = waiting.find((s) => s !== seat) ?? waiting[0]!;
    moved ||= by === seat;
    const action = randomAction(shadow.state, by, random)!;
    const res = await fetch(`${game.seats[by]!.url}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ action, version: shadow.state.version }),
    });
    expect(res.status, JSON.stringify(action)).toBe(200);
    shadow.apply(by, action);
    movedAt = Date.now();
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** No serious or critical accessibility problem, and nothing runs off the side of a 360 px phone. */
async function fine(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
}

/** The VAPID key a seat's page carries. */
const keyOf = async (url: string) => /data-push-key="([^"]+)"/.exec(await (await fetch(url)).text())?.[1];

const two = (seed: string): NewGame => ({ players: [{ name: 'Ana' }, { name: 'Bo' }], seed });

describe('turn notifications by Web Push', () => {
  it(
    '"Notify me" subscribes this browser; when the game waits on the seat, it is pushed the decision ' +
      'and its own link',
    async () => {
      const setup = two('push-a');
      const game = await suite.createGame(setup);
      const shadow = new Shadow(setup);
      const keys = await newBrowserKeys();
      const { page } = await pushPhone(`${pushService.base}/a`, keys);
      await openSeat(page, game.seats[0]!.url);
      expect(await notifyMe(page).isVisible()).toBe(true);
      expect(await stop(page).isVisible()).toBe(false);
      expect(await stateLine(page).textContent()).toBe(NOT_NOTIFIED);
      expect(await page.locator('#notify .notify-push').textContent()).toContain(
        'On an iPhone or iPad: add this page to your Home Screen',
      );
      await fine(page);

      await subscribe(page);
      // The page subscribed with the key the panel carries.
      const key = await page.locator('#notify').getAttribute('data-push-key');
      expect(await page.evaluate('window.pushCalls')).toEqual([`subscribe ${key}`]);
      await fine(page);
      // A reload finds the subscription given to this seat.
      await page.reload();
      await stop(page).waitFor();
      expect(await stateLine(page).textContent()).toBe(NOTIFIED);

      const movedAt = await waitOn(game, shadow, seededRandom('push-a'), 0);
      const pushedAfter = () => pushService.at('/a').filter((p) => p.at >= movedAt);
      await expect.poll(() => pushedAfter().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      const pushed = pushedAfter().at(-1)!;
      expect(pushed.method).toBe('POST');
      expect(pushed.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(pushed.headers.ttl)).toBeGreaterThan(0);
      // Signed with the very key the page subscribed with (RFC 8292), for the push service's origin.
      const vapid = await verifyVapid(pushed.headers.authorization ?? '');
      expect(vapid.key).toBe(key);
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
      const payload = JSON.parse(await keys.decrypt(pushed.body)) as Payload;
      const asked = decisionText(en, viewFor(shadow.state, 0)).text.replace(/^Your move: /, '');
      expect(`${payload.title}\n${payload.body}`.toLowerCase()).toContain(asked.toLowerCase());
      expect(new URL(payload.url, suite.server.origin).href).toBe(game.seats[0]!.url);
      expect(typeof payload.tag).toBe('string');
    },
  );

  it(
    '"Stop" takes the subscription back: the button turns back, and a new waiting episode pushes ' + 'nothing',
    async () => {
      const setup = two('push-b');
      const game = await suite.createGame(setup);
      const shadow = new Shadow(setup);
      const { page } = await pushPhone(`${pushService.base}/b`, await newBrowserKeys());
      await openSeat(page, game.seats[0]!.url);
      await subscribe(page);

      const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && r.url() === `${game.seats[0]!.url}/push`);
      const answered = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/push'));
      await stop(page).click();
      expect((await deleted).postDataJSON()).toEqual({ endpoint: `${pushService.base}/b` });
      expect((await answered).status()).toBe(200);
      await notifyMe(page).waitFor();
      expect(await stateLine(page).textContent()).toBe(NOT_NOTIFIED);
      // The only seat it was given to: the browser drops the subscription itself.
      expect(await page.evaluate('window.pushCalls')).toEqual([expect.stringMatching(/^subscribe /), 'unsubscribe']);
      const stoppedAt = Date.now();

      await waitOn(game, shadow, seededRandom('push-b'), 0);
      await wait(3000); // the grace is 1 s here: a push would have come by now
      expect(pushService.at('/b').filter((p) => p.at >= stoppedAt)).toEqual([]);
      await page.reload();
      await notifyMe(page).waitFor();
    },
  );

  it(
    'one browser, several seats: each page tells of its own seat, and "Stop" on one leaves the others ' + 'notified',
    async () => {
      const x = await suite.createGame(two('push-x'));
      const { page } = await pushPhone(`${pushService.base}/xy`, await newBrowserKeys());
      const calls = () => page.evaluate('window.pushCalls') as Promise<string[]>;
      await openSeat(page, x.seats[0]!.url);
      await subscribe(page);

      // The browser holds a subscription (one per site), but it was not given to this seat.
      await openSeat(page, x.seats[1]!.url);
      expect(await stateLine(page).textContent()).toBe(NOT_NOTIFIED);
      await subscribe(page);
      await stop(page).click();
      await notifyMe(page).waitFor();
      // Still given to seat 0: the browser keeps it.
      expect(await calls()).toEqual([expect.stringMatching(/^subscribe /)]);
      await openSeat(page, x.seats[0]!.url);
      await stop(page).waitFor();
      expect(await stateLine(page).textContent()).toBe(NOTIFIED);

      // Another game, with a key of its own (no VAPID secrets here): the browser's one
      // subscription is replaced, and the first game's page says it is not notified now.
      const y = await suite.createGame(two('push-y'));
      await openSeat(page, y.seats[0]!.url);
      expect(await keyOf(y.seats[0]!.url)).not.toBe(await keyOf(x.seats[0]!.url));
      await subscribe(page);
      expect(await calls()).toEqual([
        expect.stringMatching(/^subscribe /),
        'unsubscribe',
        expect.stringMatching(/^subscribe /),
      ]);
      await openSeat(page, x.seats[0]!.url);
      await notifyMe(page).waitFor();
      expect(await stateLine(page).textContent()).toBe(NOT_NOTIFIED);
    },
  );

  it('the service worker shows a pushed message as a notification', async () => {
    const game = await suite.createGame(two('push-sw'));
    const { context, page } = await pushPhone(`${pushService.base}/sw`, await newBrowserKeys());
    await openSeat(page, game.seats[0]!.url);
    await page.evaluate('navigator.serviceWorker.ready');
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      registrations.push(...e.registrations);
    });
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => registrations.filter((r) => !r.isDeleted).map((r) => r.scopeURL))
      .toEqual([`${suite.server.origin}/`]);
    const message: Payload = {
      title: 'Your move in Ys with Ana and Bo',
      body: 'Bid 2 brokers.',
      url: game.seats[0]!.url,
      tag: 'ys-test',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.server.origin,
      registrationId: registrations[0]!.registrationId,
      data: JSON.stringify(message),
    });
    const shown =
      `(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ ` +
      `title: n.title, body: n.body, tag: n.tag, url: n.data.url })))()`;
    await expect
      .poll(() => page.evaluate(shown), { timeout: 10_000 })
      .toEqual([{ title: message.title, body: message.body, tag: message.tag, url: message.url }]);
  });
});
