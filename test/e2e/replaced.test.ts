// A seat's page that can no longer play, in a real headless Chromium, phone-sized: the host replaced its link, or
// handed its seat to the stand-in. The open page's decision panel and its tray give way, live and without a reload,
// to what happened and what to do; a post from a page that missed it (its socket dead without a word) is answered
// there, next to where the button was, and plays nothing; the old link opened afresh says the same.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { randomAction, seededRandom, viewFor } from '../../src/engine/index.ts';
import { Shadow, actOnPage, playByApi, seesVersion, type Created, type NewGame } from './driver.ts';
import { SOCKET_URL, browserSuite, openLivePhone, phone, problemsOf } from './harness.ts';

const suite = browserSuite();

const hostPost = (game: Created, path: string, body: unknown) =>
  fetch(`${game.hostUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * A seat's page, live, whose socket can be made deaf: from `deafen()` on, nothing the game's object sends reaches the
 * page, not even the socket's close (a phone whose network died without a word).
 */
async function openDeafenable(url: string): Promise<{ page: Page; deafen: () => void }> {
  const { context, page } = await phone(suite.browser);
  suite.track(context);
  let deaf = false;
  await page.routeWebSocket(SOCKET_URL, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (!deaf) ws.send(message);
    });
    server.onClose((code, reason) => {
      if (!deaf) void ws.close({ ...(code === undefined ? {} : { code }), ...(reason ? { reason } : {}) });
    });
  });
  await page.goto(url);
  await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
  return {
    page,
    deafen: () => {
      deaf = true;
    },
  };
}

/** The page is the one it was: a mark set in it before is still there (no reload, no navigation). */
const mark = (page: Page) => page.evaluate('window.__same = true');
const kept = (page: Page) => page.evaluate('window.__same === true') as Promise<boolean>;

const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').trim();

/** Taps the first broker chip the tray offers and the first place lit for it: a move begun. */
async function beginMove(page: Page): Promise<void> {
  await page.locator('#prompt .place-bar .chip:not([disabled])').first().click();
  await page.locator('#board .legal').first().click();
  expect(await text(page, '#prompt .place-summary')).not.toBe('');
}

describe('a page that can no longer play says so where its decision was', () => {
  it(
    "the host replaces a seat's link: its open page, mid-move, says so live; a post from a page that " +
      'missed it is answered next to the button; the old link opened again says the same',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'replaced-link' };
      const game = await suite.createGame(setup);
      const shadow = new Shadow(setup);
      // Up to Ana's placement, where the tray sums a move up beside Place.
      await playByApi(game, shadow, seededRandom('replaced-link'), (s) => viewFor(s, 0).prompt.kind === 'place');
      const old = game.seats[0]!.url;
      const page = await openLivePhone(suite, old);
      const missed = await openDeafenable(old);
      await beginMove(page);
      await mark(page);
      expect(await page.locator('#status .status-what').textContent()).toMatch(/^Your move/);

      missed.deafen();
      const replaced = await hostPost(game, '/seats/0/link', {});
      expect(replaced.status).toBe(200);
      const { url } = (await replaced.json()) as { url: string };

      // The open page: its panel and tray give way to what happened and what to do, its status line says so.
      const panel = page.locator('#prompt .prompt-shut');
      await panel.waitFor({ timeout: 10_000 });
      expect(await text(page, '#prompt .prompt-text')).toBe('The host replaced this link: it no longer works.');
      expect(await text(page, '#prompt .shut-todo')).toBe('Ask the host for the new link to go on playing.');
      expect(await page.locator('#prompt form, #prompt .place-bar').count()).toBe(0);
      expect(await page.evaluate('document.documentElement.classList.contains("placing")')).toBe(false);
      expect(await text(page, '#status .status-what')).toBe('This link was replaced by the host');
      await expect
        .poll(() => text(page, '#live'), { timeout: 10_000 })
        .toBe('this link was replaced by the host: ask them for the new one');
      // In view: the tray that held Place is gone, the panel that says why is on the screen.
      await expect.poll(() => panel.isVisible()).toBe(true);
      const box = await panel.boundingBox();
      expect(box && box.y + box.height > 0 && box.y < 780).toBe(true);
      expect(await kept(page)).toBe(true);

      // The page that missed it still shows the decision: the whole move is made and Place pressed. The answer comes
      // where the decision was, and nothing is played.
      const version = shadow.state.version;
      await actOnPage(missed.page, shadow, 0, randomAction(shadow.state, 0, seededRandom('replaced-missed'))!);
      await missed.page.locator('#prompt .prompt-shut').waitFor({ timeout: 10_000 });
      expect(await text(missed.page, '#prompt .flash')).toBe(
        'Nothing was played: the host replaced this link. Ask the host for the new one.',
      );
      expect(await text(missed.page, '#prompt .shut-todo')).toBe('Ask the host for the new link to go on playing.');
      expect(await missed.page.locator('#prompt form, #prompt .place-bar').count()).toBe(0);
      const view = (await (await fetch(game.spectatorUrl, { headers: { Accept: 'application/json' } })).json()) as {
        version: number;
      };
      expect(view.version).toBe(version);

      // Opened again, the old link says the same; the new one plays.
      const again = await fetch(old);
      expect(again.status).toBe(410);
      const body = await again.text();
      expect(body).toContain('Link replaced');
      expect(body).toContain('The host replaced this link: it no longer works. Ask the host for the new link');
      expect((await fetch(url)).status).toBe(200);
      expect(problemsOf(page)).toEqual([]);
    },
  );

  it(
    'the host hands a seat to the stand-in: its open page says so live, also once the stand-in moved; a ' +
      'post from a page that missed it is refused next to the button',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'replaced-standin' };
      const game = await suite.createGame(setup);
      const shadow = new Shadow(setup);
      // Both bid at first: Bo's page offers the bid.
      const page = await openLivePhone(suite, game.seats[1]!.url);
      const missed = await openDeafenable(game.seats[1]!.url);
      expect(await page.locator('#prompt form').count()).toBeGreaterThan(0);
      await mark(page);

      missed.deafen();
      expect((await hostPost(game, '/seats/1/standin', { on: true })).status).toBe(200);
      await page.locator('#prompt .prompt-shut').waitFor({ timeout: 10_000 });
      expect(await text(page, '#prompt .prompt-text')).toBe(
        'The host handed your seat to the stand-in: it decides for you.',
      );
      expect(await text(page, '#prompt .shut-todo')).toBe(
        'To play again, ask the host to give you your seat back: it comes back with a new link.',
      );
      // The stand-in bids for Bo at once; the page follows, and never says it is Bo's move.
      await seesVersion(page, 1);
      expect(await page.locator('#prompt form').count()).toBe(0);
      expect(await text(page, '#status .status-what')).not.toMatch(/Your move/);
      // Ana bids; whatever the game asks of Bo next, the stand-in decides, and the page says so.
      const view = async () =>
        (await (await fetch(game.spectatorUrl, { headers: { Accept: 'application/json' } })).json()) as {
          version: number;
          waitingFor: number[];
        };
      const anaBid = randomAction(shadow.state, 0, seededRandom('replaced-standin'))!;
      const res = await fetch(`${game.seats[0]!.url}/actions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ action: anaBid, version: 1 }),
      });
      expect(res.status).toBe(200);
      await expect.poll(async () => (await view()).waitingFor.includes(1), { timeout: 10_000 }).toBe(false);
      await seesVersion(page, (await view()).version);
      expect(await page.locator('#prompt .prompt-shut').count()).toBe(1);
      expect(await page.locator('#prompt form').count()).toBe(0);
      expect(await text(page, '#status .status-what')).not.toMatch(/Your move/);
      expect(await kept(page)).toBe(true);

      // The page that missed it bids: refused next to where the button was, and what to do.
      const before = (await view()).version;
      const atStart = new Shadow(setup);
      await actOnPage(missed.page, atStart, 1, randomAction(atStart.state, 1, seededRandom('replaced-missed'))!);
      await missed.page.locator('#prompt .prompt-shut .flash').waitFor({ timeout: 10_000 });
      expect(await text(missed.page, '#prompt .flash')).toBe(
        'Nothing was played: the host handed your seat to the stand-in, which decides for you. To play again, ' +
          'ask the host to give you your seat back (with a new link).',
      );
      expect(await missed.page.locator('#prompt form').count()).toBe(0);
      expect((await view()).version).toBe(before);
      expect(problemsOf(page)).toEqual([]);
    },
  );
});
