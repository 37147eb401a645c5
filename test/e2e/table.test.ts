// The table around the board in a real Chromium against the real Worker:
// two phones chatting live, the unread count of a page opened after messages came, the
// notes surviving a reload; "since your last move" after three other players' moves,
// closed by the player; the tab's "your move" mark and the favicon's dot; "My games"
// with the games awaiting you first and their count; "Next game waiting for you".
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { en } from '../../templates/i18n/en.ts';
import { chatList, chatOlder } from '../../templates/chat.ts';
import type { RoomView } from '../../templates/theme.ts';
import type { ChatEntry } from '../../src/views.ts';
import type { NewGame } from './driver.ts';
import { browserSuite, phone } from './harness.ts';

const suite = browserSuite();

const four = (seed: string): NewGame => ({
  players: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cleo' }, { name: 'Dan' }],
  seed,
});

async function open(url: string): Promise<Page> {
  const { context, page } = await phone(suite.browser);
  suite.track(context);
  await page.goto(url);
  await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
  return page;
}

const bid = (url: string, version: number) =>
  fetch(`${url}/actions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ action: { type: 'bid', brokers: [1, 3] }, version }),
  });

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

describe('the table around the board', () => {
  it('two phones chat live; a page opened later counts the unread; the notes survive a reload', async () => {
    const game = await suite.createGame(four('table-chat'));
    const ana = await open(game.seats[0]!.url);
    const ben = await open(game.seats[1]!.url);
    await ana.locator('#chat-text').fill('Meet me at the port?');
    await ana.getByRole('button', { name: en.chat.send, exact: true }).click();
    await ben.locator('#chat-list .chat-text', { hasText: 'Meet me at the port?' }).waitFor({ timeout: 10_000 });
    await ana.locator('#chat-list .chat-text', { hasText: 'Meet me at the port?' }).waitFor({ timeout: 10_000 });
    await ben.locator('#chat-text').fill('<b>no</b> thanks');
    await ben.getByRole('button', { name: en.chat.send, exact: true }).click();
    // Escaped, never markup.
    await ana.locator('#chat-list .chat-text', { hasText: '<b>no</b> thanks' }).waitFor({ timeout: 10_000 });
    expect(await ana.locator('#chat-list b').count()).toBe(0);

    // Cleo opens her page after two messages: they are counted as new.
    const cleo = await open(game.seats[2]!.url);
    expect(await cleo.locator('.chat-link [data-chat-unread]').textContent()).toBe(en.chat.unread('2'));

    // Notes, typed, saved as typed, there again after a reload; nobody else's page has them.
    await ana.locator('#notes-text').fill('Bid high in turn 2.');
    await ana.locator('.notes-state', { hasText: en.chat.notes.saved }).waitFor({ timeout: 15_000 });
    await ana.reload();
    expect(await ana.locator('#notes-text').inputValue()).toBe('Bid high in turn 2.');
    expect(await ben.content()).not.toContain('Bid high in turn 2.');
    await fine(ana);
  });

  it('"Older messages" brings the older ones in its place by htmx alone, page after page', async () => {
    const game = await suite.createGame(four('table-older'));
    const seat = game.seats[0]!.url;
    const path = new URL(seat).pathname;
    const entry = (id: number): ChatEntry => ({ id, seat: id % 4, name: 'Ana', text: `message ${id}`, at: id * 1000 });
    const entries = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => entry(from + i));
    // The object's answers to GET {seat}/chat?before=ID, made by the template the route uses.
    const answers: Record<string, string> = {
      '60': chatOlder(en, { entries: entries(10, 59), more: true }, 60, 0, path),
      '10': chatOlder(en, { entries: entries(1, 9), more: false }, 10, 0, path),
    };
    const asked: string[] = [];
    const ana = await open(seat);
    await ana.route(
      (url) => url.pathname === `${path}/chat`,
      (route) => {
        const before = new URL(route.request().url()).searchParams.get('before') ?? '';
        asked.push(before);
        return route.fulfill({ status: 200, contentType: 'text/html', body: answers[before] ?? '' });
      },
    );
    // The page as a full chat's render has it: its newest messages, and the way to the older ones last.
    const newest = chatList(en, { seat: 0, chat: entries(60, 109), chatMore: true } as RoomView, path);
    await ana.evaluate(
      `(() => { const list = document.getElementById('chat-list'); list.outerHTML = ` +
        `${JSON.stringify(newest)}; htmx.process(document.getElementById('chat-list')); })()`,
    );
    const ids = () => ana.locator('#chat-list li.chat-msg').evaluateAll((els) => els.map((e) => e.id));
    expect(await ids()).toHaveLength(50);
    await ana.getByRole('button', { name: en.chat.older }).click();
    await expect.poll(ids).toHaveLength(100);
    await ana.getByRole('button', { name: en.chat.older }).click();
    await expect.poll(ids).toHaveLength(109);
    expect(await ids()).toEqual(
      entries(1, 109)
        .map((e) => `chat-${e.id}`)
        .reverse(),
    );
    expect(await ana.locator('.chat-older').count()).toBe(0);
    expect(asked).toEqual(['60', '10']);
  });

  it('the notes are kept over a reload 1.5 s after typing, and over a page closed at once', async () => {
    const game = await suite.createGame(four('table-notes'));
    const ana = await open(game.seats[0]!.url);
    // Typed key by key, as a player does: the first letters are written, the rest only after the pause.
    await ana.locator('#notes-text').pressSequentially('Cy keeps yellow', { delay: 30 });
    await ana.waitForTimeout(1500);
    await ana.reload();
    expect(await ana.locator('#notes-text').inputValue()).toBe('Cy keeps yellow');
    // "Saved" is said of the text the server has: after more typing, not before it is written.
    await ana.locator('#notes-text').focus();
    await ana.keyboard.press('Control+End');
    await ana.locator('#notes-text').pressSequentially('; bid 7', { delay: 30 });
    expect(await ana.locator('.notes-state').textContent()).not.toBe(en.chat.notes.saved);
    await ana.locator('.notes-state', { hasText: en.chat.notes.saved }).waitFor({ timeout: 10_000 });
    // Typed and closed at once, as a phone locked right after typing: the page going away sends it.
    await ana.locator('#notes-text').pressSequentially(', not 8', { delay: 10 });
    await ana.close({ runBeforeUnload: true });
    const again = await open(game.seats[0]!.url);
    await expect
      .poll(
        async () => {
          await again.reload();
          return again.locator('#notes-text').inputValue();
        },
        { timeout: 10_000 },
      )
      .toBe('Cy keeps yellow; bid 7, not 8');
  });

  it("since your last move after three others' moves, the title's mark and the favicon's dot", async () => {
    const game = await suite.createGame(four('table-since'));
    const ana = await open(game.seats[0]!.url);
    // Awaited: the title starts with the mark, the icon has its dot.
    expect(await ana.title()).toBe(`\u25CF ${en.pages.live.yourMove} \u2014 ${en.pages.title.player('Ana')}`);
    expect(await ana.locator('link[rel="icon"]').getAttribute('href')).toBe('/icon-move.svg');
    expect(await ana.locator('#since').isVisible()).toBe(false);

    // Ana bids on her page: no longer awaited.
    const form = ana.locator('#prompt form').first();
    await form.locator('input[type="radio"][value="1,3"]').check();
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => ana.title()).toBe(en.pages.title.player('Ana'));
    expect(await ana.locator('link[rel="icon"]').getAttribute('href')).toBe('/icon.svg');

    // The three others bid while her page stays open: the panel comes to it live, as a fresh page has it.
    for (const [n, seat] of [1, 2, 3].entries()) expect((await bid(game.seats[seat]!.url, n + 1)).status).toBe(200);
    const panel = ana.locator('#since');
    await expect.poll(() => panel.isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => panel.locator('ol.log li').count()).toBe(3);
    const live = await panel.locator('ol.log li').allTextContents();
    await ana.reload();
    await ana.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.locator('ol.log li').allTextContents()).toEqual(live);
    const summary = await panel.locator('summary').textContent();
    expect(summary).toBe('Since your last move: 3 moves');
    const moves = (await panel.locator('ol.log li').allTextContents()).map((l) => l.replace(/^T1\s*/, ''));
    // One item a move, oldest first: the others' bids, the last with what it revealed.
    expect(moves.slice(0, 2)).toEqual(['Ben has bid.', 'Cleo has bid.']);
    expect(moves[2]).toMatch(/^Dan has bid\. ./);
    expect(moves).toHaveLength(3);
    await fine(ana);

    // Closed by the player: it stays closed on a reload of this tab.
    await panel.locator('summary').click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await ana.reload();
    expect(await ana.locator('#since').isVisible()).toBe(false);
  });

  it(
    '"My games" lists the games awaiting you first with their count; after a decision, the next one ' +
      'waiting is offered',
    async () => {
      const first = await suite.createGame(four('table-next-1'));
      const second = await suite.createGame(four('table-next-2'));
      const { context, page } = await phone(suite.browser);
      suite.track(context);
      // This browser opens Ben's seat of the second game (not awaited once he bid), the spectators' page, then Ana's
      // seat of the first.
      expect((await bid(second.seats[1]!.url, 0)).status).toBe(200);
      await page.goto(second.seats[1]!.url);
      await page.goto(second.spectatorUrl);
      await page.goto(second.seats[0]!.url);
      await page.goto(first.seats[0]!.url);
      await page.goto(suite.server.origin);
      await expect.poll(() => page.locator('#my-games-count').textContent()).toBe('Your move in 2 games');
      const entries = await page.locator('#my-games-list li').allTextContents();
      expect(entries.slice(0, 2).every((e) => e.includes(en.pages.myGames.yourMove))).toBe(true);
      expect(entries).toHaveLength(4);

      // Ana bids in the first game: her second game waits for her.
      await page.goto(first.seats[0]!.url);
      await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
      expect(await page.locator('#next-game').isVisible()).toBe(false);
      const form = page.locator('#prompt form').first();
      await form.locator('input[type="radio"][value="1,3"]').check();
      await form.locator('button[type="submit"]').click();
      const next = page.locator('#next-game a');
      await next.waitFor({ timeout: 10_000 });
      expect(await next.textContent()).toBe(en.pages.nextGame.replace('{0}', 'Ana \u2014 Ana, Ben, Cleo, Dan'));
      expect(await next.getAttribute('href')).toBe(new URL(second.seats[0]!.url).pathname);
      await fine(page);
    },
  );
});
