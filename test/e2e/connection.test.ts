// The live connection in a real headless Chromium, phone-sized: the badge (#live) tells
// the truth when the network goes and comes back or a socket dies without a word, a
// post that never reached the game says so until one does, and a move that arrives on
// an open page is felt (one vibration) and takes the focus to the decision.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { waitingFor } from '../../src/engine/index.ts';
import { Shadow, actOnPage, seesVersion, versionOf, type NewGame } from './driver.ts';
import { SOCKET_URL, browserSuite, phone } from './harness.ts';

const suite = browserSuite();

type Phone = { context: BrowserContext; page: Page; problems: string[] };

/** A phone with a seat's page open and its socket up; `before` runs first (stubs, routes). */
async function openPhone(url: string, before?: (p: Phone) => Promise<unknown>): Promise<Phone> {
  const { context, page } = await phone(suite.browser);
  suite.track(context);
  const p: Phone = { context, page, problems: [] };
  page.on('pageerror', (e) => p.problems.push(e.message));
  if (before) await before(p);
  await page.goto(url);
  await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
  return p;
}

const badge = (page: Page) =>
  page.evaluate(
    `(() => { const b = document.getElementById('live'); return { state: ` +
      `b.getAttribute('data-state'), text: b.textContent }; })()`,
  ) as Promise<{ state: string; text: string }>;

/**
 * Records every state the badge shows, from the page's first script on, so that a test
 * can say the badge never said "live" while the socket was not open.
 */
const WATCH_BADGE = `(() => {
  window.__badge = [];
  const OriginalSocket = window.WebSocket;
  const sockets = [];
  window.WebSocket = function (url, protocols) {
    const ws = protocols === undefined ? new OriginalSocket(url) : new OriginalSocket(url, protocols);
    sockets.push(ws);
    return ws;
  };
  window.WebSocket.prototype = OriginalSocket.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  const watch = () => {
    const b = document.getElementById('live');
    if (!b) return;
    new MutationObserver(() => {
      const open = sockets.some((s) => s.readyState === 1);
      window.__badge.push({ state: b.getAttribute('data-state'), open, at: Date.now() });
    }).observe(b, { attributes: true, childList: true, characterData: true, subtree: true });
  };
  document.addEventListener('DOMContentLoaded', watch);
})()`;

const liveWhileClosed = (page: Page) =>
  page.evaluate('window.__badge.filter((b) => b.state === "on" && !b.open).length') as Promise<number>;

describe('the live connection', () => {
  it(
    'offline shows on the badge at once; back online the page is live again within 3 s, with the move ' +
      'made meanwhile',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'e2e-offline' };
      const game = await suite.createGame(setup);
      const ana = await openPhone(game.seats[0]!.url);
      const bo = await openPhone(game.seats[1]!.url, (p) => p.page.addInitScript(WATCH_BADGE));
      expect(await badge(bo.page)).toEqual({ state: 'on', text: 'live' });

      let t = Date.now();
      await bo.context.setOffline(true);
      await bo.page.locator('#live[data-state="offline"]').waitFor({ timeout: 10_000 });
      const toOffline = Date.now() - t;
      // At once: the browser's own word, not the heartbeat's few seconds.
      expect(toOffline).toBeLessThan(2000);
      expect(await badge(bo.page)).toEqual({ state: 'offline', text: 'offline' });

      // While Bo is offline, Ana bids; Bo's page cannot know yet.
      const shadow = new Shadow(setup);
      await actOnPage(ana.page, shadow, 0, { type: 'bid', brokers: [3, 4] });
      await seesVersion(ana.page, 1);
      // Offline long enough for any backoff to have grown past the 3 s allowed: coming back must not wait for it.
      await bo.page.waitForTimeout(8000);
      expect(await versionOf(bo.page)).toBe(0);
      expect((await badge(bo.page)).state).toBe('offline');

      t = Date.now();
      await bo.context.setOffline(false);
      await bo.page.locator('#live[data-state="on"]').waitFor({ timeout: 3000 });
      await seesVersion(bo.page, 1, 3000);
      const toLive = Date.now() - t;
      expect(await bo.page.locator('#status .status-what').textContent()).toMatch(/^Your move: bid 2 brokers/);
      expect(await liveWhileClosed(bo.page)).toBe(0);
      expect(bo.problems).toEqual([]);
      console.log(`offline badge after ${toOffline} ms; live again with the missed move after ${toLive} ms`);
    },
  );

  it('a socket that stops answering without closing is noticed by the heartbeat within 10 s and replaced', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'e2e-heartbeat' };
    const game = await suite.createGame(setup);
    const ana = await openPhone(game.seats[0]!.url);
    // Bo's socket goes through the test: once cut, it stays open but nothing comes back, not even "pong".
    let cut = false;
    const fromPage: string[] = [];
    const fromServer: string[] = [];
    let connections = 0;
    const bo = await openPhone(game.seats[1]!.url, async (p) => {
      await p.page.addInitScript(WATCH_BADGE);
      await p.page.routeWebSocket(SOCKET_URL, (ws) => {
        connections++;
        const mine = connections;
        const server = ws.connectToServer();
        server.onMessage((m) => {
          fromServer.push(String(m));
          if (!(cut && mine === 1)) ws.send(m);
        });
        ws.onMessage((m) => {
          fromPage.push(String(m));
          server.send(m);
        });
      });
    });
    // The heartbeat runs: "ping" goes out, "pong" comes back from the object's runtime.
    await expect.poll(() => fromPage.includes('ping') && fromServer.includes('pong'), { timeout: 8000 }).toBe(true);
    expect(fromPage.every((m) => m === 'ping')).toBe(true);

    cut = true;
    const t = Date.now();
    // The badge leaves "live" (for as long as the new socket takes: too short for a locator's polling to be sure to see
    // it).
    const offAt = () =>
      bo.page.evaluate(
        `(window.__badge.find((b) => b.state === 'off' && b.at >= ${t}) || { at: 0 }).at`,
      ) as Promise<number>;
    await expect.poll(offAt, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    const noticed = (await offAt()) - t;
    expect(noticed).toBeLessThan(10_000);
    // A new socket replaces it, and Ana's bid made meanwhile reaches Bo's page.
    const shadow = new Shadow(setup);
    await actOnPage(ana.page, shadow, 0, { type: 'bid', brokers: [1, 2] });
    await bo.page.locator('#live[data-state="on"]').waitFor({ timeout: 5000 });
    await seesVersion(bo.page, 1, 5000);
    expect(connections).toBe(2);
    expect(await liveWhileClosed(bo.page)).toBe(0);
    expect(bo.problems).toEqual([]);
    console.log(`silent socket noticed after ${noticed} ms`);
  });

  it(
    'a post that failed offline says "not sent"; it clears when the game is reached again, and after a ' +
      'successful retry',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'e2e-unsent' };
      const game = await suite.createGame(setup);
      const ana = await openPhone(game.seats[0]!.url);
      const bid = ana.page.locator('#prompt form button[type="submit"]');

      // Offline, the bid cannot go: the badge says so, and nothing changed.
      await ana.page.locator('#prompt input[name="brokers"]').first().check();
      await ana.context.setOffline(true);
      await ana.page.locator('#live[data-state="offline"]').waitFor({ timeout: 10_000 });
      await bid.click();
      await expect.poll(async () => (await badge(ana.page)).text, { timeout: 5000 }).toMatch(/^not sent/);
      expect(await versionOf(ana.page)).toBe(0);
      // Back online, the fresh render of the reconnected socket says where the game is: "not sent" is old news.
      await ana.context.setOffline(false);
      await expect.poll(() => badge(ana.page), { timeout: 3000 }).toEqual({ state: 'on', text: 'live' });

      // A post that fails while the socket stays up (the server refused the connection) says "not sent" too...
      await ana.page.route(/\/actions$/, (route) => route.abort('connectionrefused'));
      await bid.click();
      await expect.poll(async () => (await badge(ana.page)).text, { timeout: 5000 }).toMatch(/^not sent/);
      // ...and no fresh render arrives, so it stays until the retry succeeds.
      await ana.page.waitForTimeout(1000);
      expect((await badge(ana.page)).text).toMatch(/^not sent/);
      await ana.page.unroute(/\/actions$/);
      await bid.click();
      await seesVersion(ana.page, 1);
      await expect.poll(() => badge(ana.page), { timeout: 3000 }).toEqual({ state: 'on', text: 'live' });
      expect(ana.problems).toEqual([]);
    },
  );

  it(
    'a move that arrives on an open page vibrates once and focuses the decision; a decision made ' +
      'focuses the status',
    async () => {
      const setup: NewGame = { players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), seed: 'e2e-focus' };
      const game = await suite.createGame(setup);
      const ana = await openPhone(game.seats[0]!.url);
      const cy = await openPhone(game.seats[2]!.url);
      const bo = await openPhone(game.seats[1]!.url, (p) =>
        p.page.addInitScript(`(() => {
      window.__vibrations = [];
      Object.defineProperty(Navigator.prototype, 'vibrate', {
        configurable: true, value: function (pattern) { window.__vibrations.push(pattern); return true; }
        });
    })()`),
      );
      const focused = (page: Page) =>
        page.evaluate('document.activeElement ? (document.activeElement.id || document.activeElement.tagName) : null');
      const vibrations = () => bo.page.evaluate('window.__vibrations.length') as Promise<number>;
      const decisions = () => bo.page.locator('#prompt form:not(.peek-form)').count();

      // On load, Bo's bid is waiting, but the page neither steals the focus nor vibrates.
      await expect.poll(() => bo.page.title()).toMatch(/^● Your move/);
      expect(await focused(bo.page)).toBe('BODY');
      expect(await vibrations()).toBe(0);

      // Bo bids high: once the answer is in, the focus is on the status line.
      const shadow = new Shadow(setup);
      await actOnPage(bo.page, shadow, 1, { type: 'bid', brokers: [4, 4] });
      await seesVersion(bo.page, shadow.state.version);
      await expect.poll(() => focused(bo.page)).toBe('status');
      expect(await decisions()).toBe(0);

      // Ana's bid changes Bo's status line but gives Bo nothing to decide: no vibration, the focus stays on the (new)
      // status.
      await actOnPage(ana.page, shadow, 0, { type: 'bid', brokers: [0, 0] });
      await seesVersion(bo.page, shadow.state.version);
      expect(await bo.page.locator('#status .status-what').textContent()).toBe('Waiting for Cy to bid');
      expect(await focused(bo.page)).toBe('status');
      expect(await vibrations()).toBe(0);

      // Cy's bid makes it Bo's move (the highest bid chooses the order first): felt once, and focused.
      await actOnPage(cy.page, shadow, 2, { type: 'bid', brokers: [0, 1] });
      expect(waitingFor(shadow.state)).toEqual([1]);
      await seesVersion(bo.page, shadow.state.version);
      expect(await decisions()).toBeGreaterThan(0);
      await expect.poll(() => focused(bo.page)).toBe('prompt');
      expect(await bo.page.locator('#prompt').getAttribute('tabindex')).toBe('-1');
      expect(await vibrations()).toBe(1);
      // Ana's page, where no decision appeared, left the focus where her own bid put it.
      expect(await focused(ana.page)).toBe('status');

      // Bo decides: focus to the status again; no more vibration.
      const version = shadow.state.version;
      await bo.page.locator('#prompt form:not(.peek-form) button[type="submit"]').first().click();
      await seesVersion(bo.page, version + 1);
      await expect.poll(() => focused(bo.page)).toBe('status');
      expect(await vibrations()).toBe(1);
      for (const p of [ana, bo, cy]) expect(p.problems).toEqual([]);
    },
  );
});
