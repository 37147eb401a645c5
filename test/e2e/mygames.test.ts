// "My games" and the rematch in a real Chromium: a game page, once opened, is listed on
// the home page of the same browser with how the game stands (asked of each game by its
// own small status request), Forget removes it (with an Undo for a few seconds), a game's
// title names it; without script the list is not shown.
// After the end the host's Rematch makes the new game, and a player's open page shows
// its own new seat link, pushed over its socket.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { seededRandom } from '../../src/engine/index.ts';
import { Shadow, playByApi, type NewGame } from './driver.ts';
import { browserSuite, phone } from './harness.ts';

const suite = browserSuite();

const setup: NewGame = {
  players: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cleo' }],
  options: { express: true },
  seed: 'mygames',
};

const entries = (page: Page) => page.locator('#my-games-list li').allTextContents();

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

describe('my games and rematch in the browser', () => {
  it('lists the games this browser opened, with their state; Forget removes one', async () => {
    const game = await suite.createGame(setup);
    const { context, page } = await phone(suite.browser);
    suite.track(context);
    // Before any game: nothing listed, the section stays hidden.
    await page.goto(suite.server.origin);
    expect(await page.locator('#my-games').isVisible()).toBe(false);

    await page.goto(game.seats[0]!.url);
    await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
    await page.goto(game.spectatorUrl);
    await page.goto(suite.server.origin);
    // The game awaiting this player comes first, with the count above the list.
    await expect
      .poll(() => entries(page))
      .toEqual([
        expect.stringMatching(/^Ana — Ana, Ben, Cleo\s+your move\s+Forget$/),
        expect.stringMatching(/^Spectator — Ana, Ben, Cleo\s+waiting for Ana, Ben and Cleo\s+Forget$/),
      ]);
    expect(await page.locator('#my-games-count').textContent()).toBe('Your move in 1 game');
    // Ana bids: the list says so when the home page is next opened.
    const res = await fetch(`${game.seats[0]!.url}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ action: { type: 'bid', brokers: [1, 3] }, version: 0 }),
    });
    expect(res.status).toBe(200);
    await page.reload();
    await expect
      .poll(() => entries(page))
      .toEqual([
        expect.stringContaining('waiting for Ben and Cleo'),
        expect.stringContaining('waiting for Ben and Cleo'),
      ]);
    await fine(page);
    // It comes first: above the lead and the form, its top on a 360 × 640 phone's first screen.
    const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y;
    expect(await top('#my-games')).toBeLessThan(await top('.lead'));
    expect(await top('#my-games')).toBeLessThan(await top('form.new-game'));
    expect(await top('#my-games-list li:first-child')).toBeLessThan(640);
    // The list lives in this browser only.
    const stored = await page.evaluate("localStorage.getItem('ys.mygames')");
    expect(String(stored)).toContain(new URL(game.seats[0]!.url).pathname);

    await page.getByRole('button', { name: 'Forget Spectator — Ana, Ben, Cleo' }).click();
    await expect.poll(() => entries(page)).toEqual([expect.stringMatching(/^Ana — /)]);
    await page.getByRole('button', { name: /^Forget Ana/ }).click();
    // The section stays while the last game's Undo is offered (6 s).
    await expect.poll(() => page.locator('#my-games').isVisible(), { timeout: 10_000 }).toBe(false);
    await page.reload();
    expect(await page.locator('#my-games-list li').count()).toBe(0);
  });

  it(
    "a titled game is listed by its title, its tab's title too; Forget can be undone for a few seconds, " +
      'then the game is gone for good',
    async () => {
      const game = await suite.createGame({ ...setup, title: 'Friday Ys', seed: 'mygames-title' });
      const { context, page } = await phone(suite.browser);
      suite.track(context);
      await page.goto(game.seats[0]!.url);
      await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
      expect(await page.title()).toContain('Friday Ys — Ys — Ana');
      await page.goto(game.spectatorUrl);
      await page.goto(suite.server.origin);
      const ana = /^Friday Ys — Ana — Ana, Ben, Cleo\s+your move\s+Forget$/;
      const both = [
        expect.stringMatching(ana),
        expect.stringMatching(/^Friday Ys — Spectator — Ana, Ben, Cleo\s+waiting for Ana, Ben and Cleo\s+Forget$/),
      ];
      await expect.poll(() => entries(page)).toEqual(both);
      const stored = () => page.evaluate("localStorage.getItem('ys.mygames')").then(String);
      const undo = page.locator('#my-games-undo');

      // Forget: the entry goes at once, its Undo is offered (and focused: its Forget button went with it).
      await page.getByRole('button', { name: 'Forget Friday Ys — Spectator — Ana, Ben, Cleo' }).click();
      await expect.poll(() => entries(page)).toEqual([expect.stringMatching(ana)]);
      expect(await undo.getAttribute('aria-live')).toBe('polite');
      expect(await undo.textContent()).toBe('Forgotten: Friday Ys — Spectator — Ana, Ben, Cleo Undo');
      expect(await page.evaluate('document.activeElement.textContent')).toBe('Undo');
      expect(await stored()).not.toContain(new URL(game.spectatorUrl).pathname);
      await fine(page);
      // Undo: back where it was, in the list and in the storage.
      await undo.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => entries(page)).toEqual(both);
      expect(await undo.textContent()).toBe('');
      expect(await stored()).toContain(new URL(game.spectatorUrl).pathname);

      // Forget one, then the other (the first is then forgotten for good); the section stays while Undo is offered,
      // and goes once its time is up.
      await page.getByRole('button', { name: 'Forget Friday Ys — Spectator — Ana, Ben, Cleo' }).click();
      await page.getByRole('button', { name: 'Forget Friday Ys — Ana — Ana, Ben, Cleo' }).click();
      expect(await entries(page)).toEqual([]);
      expect(await undo.textContent()).toBe('Forgotten: Friday Ys — Ana — Ana, Ben, Cleo Undo');
      expect(await page.locator('#my-games').isVisible()).toBe(true);
      await expect.poll(() => page.locator('#my-games').isVisible(), { timeout: 10_000 }).toBe(false);
      expect(await undo.textContent()).toBe('');
      await page.reload();
      expect(await page.locator('#my-games-list li').count()).toBe(0);
      expect(await stored()).toBe('[]');
    },
  );

  it('without script the home page shows no list', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    suite.track(context);
    const page = await context.newPage();
    await page.goto(suite.server.origin);
    expect(await page.locator('#my-games').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'New game' }).isVisible()).toBe(true);
  });

  it(
    "a finished game: its state in the list, the host's Rematch, and each player's own new link on " +
      'their open page',
    async () => {
      const game = await suite.createGame(setup);
      const shadow = new Shadow(setup);
      // The host page, open while the game is played: its Rematch shows at the end, with no reload.
      const host = await phone(suite.browser);
      suite.track(host.context);
      await host.page.goto(game.hostUrl);
      const button = host.page.getByRole('button', { name: 'Rematch' });
      expect(await button.isVisible()).toBe(false);
      await playByApi(game, shadow, seededRandom('mygames'), (s) => s.result !== null);
      const winners = shadow.state.result!.winners.map((w) => setup.players[w]!.name);
      await button.waitFor({ timeout: 10_000 });
      expect(await host.page.locator('#result').textContent()).toContain('Result');

      const ana = await phone(suite.browser);
      suite.track(ana.context);
      await ana.page.goto(game.seats[0]!.url);
      await ana.page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
      expect(await ana.page.locator('#rematch').isVisible()).toBe(false);

      await button.click();
      await host.page.waitForURL(
        (u) => /\/g\/[A-Za-z0-9_-]{22}\/host\//.test(u.pathname) && !u.pathname.includes(game.id),
      );
      const links = await host.page
        .locator('input[id^="link"]')
        .evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value));
      expect(links).toHaveLength(3);

      // Ana's open page was pushed her own new link.
      const link = ana.page.getByRole('link', { name: 'Rematch: your new seat' });
      await link.waitFor({ timeout: 10_000 });
      expect(await link.getAttribute('href')).toBe(new URL(links[0]!).pathname);
      await fine(ana.page);

      // Her home page lists the finished game with its winners.
      await ana.page.goto(suite.server.origin);
      await expect
        .poll(() => entries(ana.page))
        .toEqual([expect.stringContaining(`finished: ${winners.join(' and ')} won`)]);
    },
  );
});
