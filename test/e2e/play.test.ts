// The product in a real headless Chromium, phone-sized: games created from the home
// page, each seat on its own phone (browser context), every decision made by choosing
// in the page's forms and pressing its buttons, every page kept current by its socket.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seededRandom } from '../../src/engine/index.ts';
import { Shadow, actOnPage, playThroughPages, seesVersion, versionOf, type NewGame } from './driver.ts';
import { SOCKET_URL, browserSuite, openLivePhone, phone, problemsOf } from './harness.ts';

const suite = browserSuite();

const openPhone = (url: string) => openLivePhone(suite, url);

/** Nothing runs off the side of a 360 px phone: no sideways scrolling. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
}

describe('in the browser', () => {
  it('the home page creates a game: the host page lists each private link, copy and e-mail invitation', async () => {
    const { context, page } = await phone(suite.browser);
    suite.track(context);
    await page.goto(suite.server.origin);
    // Options depend on the number of names: with two, the 2-player option is offered and King's Favor is not.
    await page.getByLabel('Player 1').fill('Ana');
    await page.getByLabel('Player 2').fill('Bo');
    await expect.poll(() => page.locator('#strongNeutral').isVisible()).toBe(true);
    expect(await page.locator('#kingsFavor').isVisible()).toBe(false);
    await page.getByLabel('Player 3 (optional)').fill('Cy');
    await expect.poll(() => page.locator('#kingsFavor').isVisible()).toBe(true);
    expect(await page.locator('#strongNeutral').isVisible()).toBe(false);
    await page.locator('#kingsFavor').check();
    await page.getByRole('button', { name: 'New game' }).click();
    await page.waitForURL(/\/g\/[A-Za-z0-9_-]{22}\/host\//);
    const links = await page
      .locator('input[id^="link"]')
      .evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value));
    expect(links).toHaveLength(3);
    const mail = await page.getByRole('link', { name: 'E-mail invitation' }).first().getAttribute('href');
    expect(mail).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(mail!)).toContain(links[0]!);
    await fitsThePhone(page);
    // The first player's link opens their page, with King's Favor's throne on the board.
    const ana = await openPhone(links[0]!);
    expect(await ana.locator('#board svg').getAttribute('role')).toBe('group');
    expect(await ana.locator('#prompt').textContent()).toContain('Bid 2 brokers');
    expect(await ana.locator('#board').textContent()).toContain('Throne');
    await fitsThePhone(ana);
    // Ana bids; the host page, kept open, follows: it waits for the two others only.
    expect(await page.locator('#status').textContent()).toContain('Ana');
    await ana.locator('#prompt input[name="brokers"]').first().check();
    await ana.locator('#prompt form').getByRole('button', { name: /bid/i }).click();
    await expect.poll(() => page.locator('#status .status-what').textContent()).toBe('Waiting for Bo and Cy to bid');
    expect(await page.locator('#status .status-turn').textContent()).toBe('Turn 1 of 4 · Bidding for order');
    expect(problemsOf(ana)).toEqual([]);
  });

  it(
    'two players play a complete game through their pages, to the result: places, totals and each ' + 'breakdown',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'e2e-two' };
      const game = await suite.createGame(setup);
      const pages = [await openPhone(game.seats[0]!.url), await openPhone(game.seats[1]!.url)];
      const watcher = await openPhone(game.spectatorUrl);
      const shadow = new Shadow(setup);
      const kinds = await playThroughPages(
        [...pages, watcher],
        shadow,
        seededRandom('e2e-two'),
        (s) => s.result !== null,
      );
      // The decisions of a 2-player game, all made on the pages.
      for (const kind of ['bid', 'chooseOrder', 'place', 'takeGems']) expect([...kinds]).toContain(kind);
      const result = shadow.state.result!;
      for (const page of [...pages, watcher]) {
        await seesVersion(page, shadow.state.version);
        const table = page.locator('#result');
        await table.waitFor({ state: 'visible' });
        const text = (await table.textContent()) ?? '';
        for (const line of result.lines) {
          expect(text).toContain(line.name);
          const place = page.locator('#result .ranking li', { hasText: line.name });
          expect(await place.locator('.total').textContent()).toBe(`${line.total} VP`);
          expect(await place.locator('.muted').textContent()).toBe(`${line.gems} ${line.gems === 1 ? 'gem' : 'gems'}`);
          const card = page.locator('#result .score-card', { hasText: line.name });
          expect(await card.locator('dd strong').textContent()).toBe(String(line.total));
        }
        expect(await page.locator('.winner').textContent()).toMatch(/wins|Shared win/);
        await fitsThePhone(page);
        expect(problemsOf(page)).toEqual([]);
      }
    },
  );

  it('four players play the first full turn through their pages', async () => {
    const setup: NewGame = { players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })), seed: 'e2e-four' };
    const game = await suite.createGame(setup);
    const pages = await Promise.all(game.seats.map((s) => openPhone(s.url)));
    const shadow = new Shadow(setup);
    const kinds = await playThroughPages(pages, shadow, seededRandom('e2e-four'), (s) => s.turn === 2);
    for (const kind of ['bid', 'chooseOrder', 'place', 'takeGems']) expect([...kinds]).toContain(kind);
    for (const page of pages) {
      expect(await page.locator('#status').textContent()).toContain('Turn 2 of 4');
      expect(problemsOf(page)).toEqual([]);
    }
    // Kept current by updates (only what changed, piece by piece), each page shows what a fresh load of it shows
    // (but for the tabindex src/client/screen.ts gives the decision panel to move the focus there when a move arrives).
    const sections = (page: Page) =>
      page.evaluate(`['recent', 'bids', 'prompt', 'result', 'board', 'players', 'screen', 'log']
      .map((id) => document.getElementById(id).outerHTML.replace(/name="version" value="\\d+"/g, 'name="version"')
        .replace(/^(<section id="prompt"[^>]*?) tabindex="-1"/, '$1'))`) as Promise<string[]>;
    for (const [seat, page] of pages.entries()) {
      const fresh = await openPhone(game.seats[seat]!.url);
      expect(await sections(page)).toEqual(await sections(fresh));
      await fresh.close();
    }
  });

  it("a half-filled form survives other players' moves", async () => {
    const setup: NewGame = {
      players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })),
      seed: 'e2e-refusal',
      deal: { orderCards: [1, 2, 3] },
    };
    const game = await suite.createGame(setup);
    const pages = await Promise.all(game.seats.map((s) => openPhone(s.url)));
    const shadow = new Shadow(setup);
    // Bo starts choosing a bid; Ana's and Cy's bids reach Bo's page while Bo is still choosing.
    const bo = pages[1]!.locator('#prompt form');
    await bo.locator('input[name="brokers"][value="3,4"]').check();
    await actOnPage(pages[0]!, shadow, 0, { type: 'bid', brokers: [1, 1] });
    await actOnPage(pages[2]!, shadow, 2, { type: 'bid', brokers: [0, 0] });
    await seesVersion(pages[1]!, shadow.state.version);
    // The tab says whose move it is: Bo's still does, Ana's (her bid made) no longer.
    expect(await pages[1]!.title()).toMatch(/^● Your move — Ys — Bo$/);
    await seesVersion(pages[0]!, shadow.state.version);
    expect(await pages[0]!.title()).toBe('Ys — Ana');
    expect(await bo.locator('input[name="brokers"][value="3,4"]').isChecked()).toBe(true);
    await bo.locator('button[type="submit"]').click();
    shadow.apply(1, { type: 'bid', brokers: [4, 3] });
    await Promise.all(pages.map((p) => seesVersion(p, shadow.state.version)));
  });

  it('a page whose socket drops reconnects by itself and catches up with the moves it missed', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'e2e-reconnect' };
    const game = await suite.createGame(setup);
    const ana = await openPhone(game.seats[0]!.url);
    // Bo's socket goes through the test, which can cut it as a network change would.
    const { context, page: bo } = await phone(suite.browser);
    suite.track(context);
    const sockets: { close: () => Promise<void> }[] = [];
    await bo.routeWebSocket(SOCKET_URL, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    await bo.goto(game.seats[1]!.url);
    await bo.locator('#live[data-state="on"]').waitFor();
    await sockets[0]!.close();
    await bo.locator('#live[data-state="off"]').waitFor();
    // While Bo is cut off, Ana bids.
    const shadow = new Shadow(setup);
    await actOnPage(ana, shadow, 0, { type: 'bid', brokers: [3, 4] });
    await seesVersion(ana, 1);
    // Bo's page reconnects on its own and shows Ana's bid as made.
    await bo.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
    await seesVersion(bo, 1);
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    expect(await bo.locator('#status .status-what').textContent()).toBe(
      'Your move: bid 2 brokers for the turn order, turn 1 of 4',
    );
  });

  it('a decision can be made with the keyboard alone', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'e2e-keyboard' };
    const game = await suite.createGame(setup);
    const ana = await openPhone(game.seats[0]!.url);
    const focused = () =>
      ana.evaluate(
        'document.activeElement && (document.activeElement.getAttribute("name") || document.activeElement.textContent)',
      );
    // From the top of the page, Tab reaches the bid's pairs before anything else of the panel;
    // the arrow keys choose among them (Up from the first wraps to the last: 4 + 4).
    for (let i = 0; i < 10 && (await focused()) !== 'brokers'; i++) await ana.keyboard.press('Tab');
    expect(await focused()).toBe('brokers');
    await ana.keyboard.press('ArrowUp');
    await ana.keyboard.press('Tab');
    expect(await focused()).toMatch(/bid/i);
    await ana.keyboard.press('Enter');
    await seesVersion(ana, 1);
    const view = (await (await fetch(game.seats[0]!.url, { headers: { Accept: 'application/json' } })).json()) as {
      players: { bid: number[] | null }[];
    };
    expect(view.players[0]!.bid).toEqual([4, 4]);
  });

  it('a page that missed an update never applies the next one on top: it asks for a fresh render', async () => {
    const setup: NewGame = { players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), seed: 'e2e-missed' };
    const game = await suite.createGame(setup);
    const [ana, cy] = [await openPhone(game.seats[0]!.url), await openPhone(game.seats[2]!.url)];
    const { context, page: bo } = await phone(suite.browser);
    suite.track(context);
    // Bo's socket loses exactly one message, Ana's bid, and asks nothing of its own accord.
    let lose = 0;
    const sent: string[] = [];
    await bo.routeWebSocket(SOCKET_URL, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (lose > 0) lose--;
        else ws.send(message);
      });
      ws.onMessage((message) => {
        sent.push(String(message));
        server.send(message);
      });
    });
    await bo.goto(game.seats[1]!.url);
    await bo.locator('#live[data-state="on"]').waitFor();
    lose = 1;
    const shadow = new Shadow(setup);
    await actOnPage(ana, shadow, 0, { type: 'bid', brokers: [0, 4] });
    await seesVersion(ana, 1);
    expect(await versionOf(bo)).toBe(0);
    // Cy's bid reaches Bo as an update from version 1: Bo's page, on 0, asks for everything instead.
    await actOnPage(cy, shadow, 2, { type: 'bid', brokers: [1, 1] });
    await seesVersion(bo, 2);
    expect(sent).toContain('sync');
    expect(await bo.locator('#status .status-what').textContent()).toBe(
      'Your move: bid 2 brokers for the turn order, turn 1 of 4',
    );
    expect(problemsOf(ana)).toEqual([]);
  });

  it('a phone that wakes with a socket that silently missed moves asks for them and catches up', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'e2e-wake' };
    const game = await suite.createGame(setup);
    const ana = await openPhone(game.seats[0]!.url);
    const { context, page: bo } = await phone(suite.browser);
    suite.track(context);
    // Bo's socket stays open but, like a sleeping phone's, receives nothing for a while.
    let asleep = false;
    await bo.routeWebSocket(SOCKET_URL, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (!asleep) ws.send(message);
      });
    });
    await bo.goto(game.seats[1]!.url);
    await bo.locator('#live[data-state="on"]').waitFor();
    asleep = true;
    const shadow = new Shadow(setup);
    await actOnPage(ana, shadow, 0, { type: 'bid', brokers: [0, 4] });
    await seesVersion(ana, 1);
    await bo.waitForTimeout(300);
    expect(await versionOf(bo)).toBe(0);
    // The phone wakes: the page asks for a fresh render on the same socket.
    asleep = false;
    await bo.evaluate('document.dispatchEvent(new Event("visibilitychange"))');
    await seesVersion(bo, 1);
  });

  it(
    'host controls on the host page: a replaced link stops its open page, and ending the game reaches ' + 'every page',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'e2e-host' };
      const game = await suite.createGame(setup);
      // The host page has no live badge (it follows the spectator's socket): opened as is.
      const { context, page: host } = await phone(suite.browser);
      suite.track(context);
      const hostProblems: string[] = [];
      host.on('pageerror', (e) => hostProblems.push(e.message));
      await host.goto(game.hostUrl);
      const ana = await openPhone(game.seats[0]!.url);
      const bo = await openPhone(game.seats[1]!.url);
      await host.getByRole('button', { name: "Replace Bo's link" }).click();
      // It cannot be undone: a page of its own asks again, and nothing changed yet.
      await expect
        .poll(() => bo.locator('#live').textContent(), { timeout: 2_000 })
        .not.toContain('replaced by the host');
      await host.getByRole('button', { name: "Yes, replace Bo's link" }).click();
      await host.waitForURL(`${game.hostUrl}?done=link&seat=1`);
      const boLink = await host.locator('#link1').inputValue();
      expect(boLink).not.toBe(game.seats[1]!.url);
      // The host page says what happened, with the new link.
      expect(await host.locator('.flash.done').textContent()).toContain(
        `Bo's link is replaced: the old one no longer works. Send Bo the new one: ${boLink}`,
      );
      expect(await host.locator('#link0').inputValue()).toBe(game.seats[0]!.url);
      // Bo's old page is told, and stops knocking; the new link plays.
      await expect.poll(() => bo.locator('#live').textContent(), { timeout: 10_000 }).toContain('replaced by the host');
      const boAgain = await openPhone(boLink);
      expect(await boAgain.locator('#prompt').textContent()).toContain('Bid 2 brokers');
      // Ending needs the box ticked: the browser itself holds the form back until it is.
      await host.getByRole('button', { name: 'End the game' }).click();
      expect(await host.locator('#status .status-what').textContent()).not.toBe('The host ended the game');
      await host.getByLabel(/End the game now for everyone/).check();
      await host.getByRole('button', { name: 'End the game' }).click();
      await expect
        .poll(() => host.locator('#status .status-what').textContent(), { timeout: 10_000 })
        .toBe('The host ended the game');
      // The socket may say so before the page the end leads to has loaded (its stylesheet with it): that page is the
      // one measured below.
      await host.waitForURL(`${game.hostUrl}?done=end`);
      for (const page of [ana, boAgain]) {
        await expect
          .poll(() => page.locator('#status .status-what').textContent(), { timeout: 10_000 })
          .toBe('The host ended the game');
        expect(await page.locator('#prompt form').count()).toBe(0);
      }
      await fitsThePhone(host);
      expect(hostProblems).toEqual([]);
      expect(problemsOf(ana)).toEqual([]);
    },
  );
});
