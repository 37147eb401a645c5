// What the browser tests stand on: the real Worker (test/support/localWorker.ts) and
// Debian's Chromium driven by playwright-core (never a browser download: these machines reach no browser host).
import { afterAll, beforeAll, expect } from 'vitest';
import type { Created, NewGame } from './driver.ts';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startLocalWorker } from '../support/localWorker.ts';

export type Server = { origin: string; stop: () => Promise<void> };

export async function startServer(): Promise<Server> {
  const { worker, origin } = await startLocalWorker();
  return { origin, stop: () => worker.dispose() };
}

export const CHROMIUM = '/usr/bin/chromium';

/** A page's socket address, its language named after it (`…/ws?lang=en`), for routeWebSocket. */
export const SOCKET_URL = /\/ws(?:\?|$)/;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A phone: each seat gets a context of its own, as four friends' phones would be. */
export async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  return { context, page };
}

/** A phone opened on `url` and live (its socket up), keeping its page's errors and console errors for problemsOf. */
export async function openLivePhone(suite: Suite, url: string): Promise<Page> {
  const { context, page } = await phone(suite.browser);
  suite.track(context);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  (page as Page & { problems?: string[] }).problems = problems;
  await page.goto(url);
  // The socket is up: the live badge says so.
  await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
  return page;
}

/** What went wrong in a page opened by openLivePhone. */
export const problemsOf = (page: Page) => (page as Page & { problems?: string[] }).problems ?? [];

/**
 * One local server and one browser for a test file, started before its tests and
 * stopped after them with every phone (context) opened through `track`.
 */
export type Suite = {
  readonly server: Server;
  readonly browser: Browser;
  track: (c: BrowserContext) => void;
  /**
   * A game through the JSON API, with a fixed seed (ALLOW_FIXED_DEALS is on in tests), so a shadow engine plays the
   * same game.
   */
  createGame: (game: NewGame) => Promise<Created>;
};

export function browserSuite(): Suite {
  let server: Server | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
    track: (c) => {
      contexts.push(c);
    },
    async createGame(game) {
      const res = await fetch(`${this.server.origin}/api/games`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(game),
      });
      expect(res.status).toBe(201);
      return res.json() as Promise<Created>;
    },
  };
}
