// In a real Chromium: every page fits a 360 px phone in every language and in
// the pseudo-language (every word 40% longer); a turn of a 4-player game played in
// Hungarian on four phones; a player switching language mid-game sees the whole log
// again in the new one, and keeps that language for their seat.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { seededRandom, viewFor, type State, type View } from '../../src/engine/index.ts';
import { LANGS, PSEUDO, dictOf, type Lang } from '../../templates/i18n/index.ts';
import { eventText } from '../../templates/log.ts';
import { foreignEnglish, readable } from '../support/english.ts';
import { Shadow, playByApi, playThroughPages, seesVersion, type Created, type NewGame } from './driver.ts';
import { browserSuite } from './harness.ts';

const suite = browserSuite();

/** A phone whose browser asks for `locale` (Accept-Language), with the language cookie when one is chosen. */
async function phoneIn(locale: string, cookie?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  suite.track(context);
  if (cookie) await context.addCookies([{ name: 'lang', value: cookie, url: suite.server.origin }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  (page as Page & { problems?: string[] }).problems = problems;
  return { context, page };
}

/**
 * No sideways scrolling, and no text cut off by a box too narrow for it: what a longer
 * language breaks first. Returns what overflows, to be empty.
 */
const OVERFLOWS = `(() => {
  const out = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > window.innerWidth) out.push('page ' + doc.scrollWidth);
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    // A text field scrolls its own value (a long link): that is no text cut off.
    if (style.display === 'none' || el.closest('svg') || el.closest('[hidden]') ||
      el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') continue;
    // While placing on a phone the status line keeps to one line, ended by an ellipsis on purpose: the tray's step
    // and the board's heading say the move then, and the tray needs the room (app.css, .placing).
    if (style.textOverflow === 'ellipsis' && el.closest('.placing #status')) continue;
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
    // Screen-reader-only text is clipped to one pixel on purpose.
    if (clips && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      out.push('cut ' + el.tagName + '.' + el.className + ' ' + el.scrollWidth + '>' + el.clientWidth);
  }
  return out;
})()`;

async function fits(page: Page, where: string) {
  expect(await page.evaluate(OVERFLOWS), where).toEqual([]);
}

async function create(game: NewGame, lang = 'en'): Promise<Created> {
  const res = await fetch(`${suite.server.origin}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
    body: JSON.stringify(game),
  });
  expect(res.status).toBe(201);
  return res.json() as Promise<Created>;
}

const livePage = async (page: Page, url: string) => {
  await page.goto(url);
  await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
};

describe('languages in the browser', () => {
  it('every page, in every language and in the pseudo-language, fits a 360 px phone and has the switcher', async () => {
    const setup: NewGame = {
      players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
      options: { kingsFavor: true },
      seed: 'lang-layout',
    };
    const game = await create(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom('lang-layout');
    // Moments with the widest panels: a bid, a placement, a counting's choice, the result.
    const stops: ((s: State) => boolean)[] = [
      () => true,
      (s) => viewFor(s, 0).prompt.kind === 'place',
      (s) => s.turn === 2 && viewFor(s, 0).phase === 'counting',
      (s) => s.result !== null,
    ];
    const hostUrl = game.hostUrl;
    for (const [m, stop] of stops.entries()) {
      await playByApi(game, shadow, random, stop);
      for (const lang of [...LANGS, PSEUDO]) {
        const { context, page } = await phoneIn('en-US', lang);
        const urls =
          m === 0
            ? [
                suite.server.origin,
                `${suite.server.origin}/rules`,
                hostUrl,
                game.seats[0]!.url,
                game.spectatorUrl,
                `${suite.server.origin}/g/AAAAAAAAAAAAAAAAAAAAAA/w`,
              ]
            : m === stops.length - 1
              ? [game.seats[0]!.url, hostUrl, `${game.spectatorUrl}/replay?step=3`]
              : [game.seats[0]!.url, game.seats[1]!.url];
        for (const url of urls) {
          await page.goto(url);
          await seesOrStatic(page);
          expect(await page.locator('html').getAttribute('lang'), url).toBe(lang);
          expect(await page.locator('form.langs button').count(), `${lang} ${url}: the switcher`).toBe(LANGS.length);
          await fits(page, `${lang} ${url}`);
        }
        // Done with: 24 live pages left open would weigh on the tests after this one on a 2-core machine.
        await context.close();
      }
    }
  });

  it('a turn of a 4-player game played in Hungarian on four phones: every page in Hungarian, no English', async () => {
    const setup: NewGame = {
      players: [{ name: 'Anna' }, { name: 'Béla' }, { name: 'Csaba' }, { name: 'Dóra' }],
      seed: 'lang-hu',
    };
    const game = await create(setup, 'hu');
    const pages: Page[] = [];
    for (const seat of game.seats) {
      const { page } = await phoneIn('hu-HU');
      await livePage(page, seat.url);
      expect(await page.locator('html').getAttribute('lang')).toBe('hu');
      pages.push(page);
    }
    const shadow = new Shadow(setup);
    const english = foreignEnglish('hu');
    const hu = dictOf('hu');
    await playThroughPages(pages, shadow, seededRandom('lang-hu'), (s) => s.turn === 2);
    for (const [seat, page] of pages.entries()) {
      await seesVersion(page, shadow.state.version);
      const text = readable(await page.content());
      expect(
        english.filter((c) => text.includes(c)),
        `seat ${seat}: English left`,
      ).toEqual([]);
      expect(await page.locator('#status').textContent()).toContain(hu.terms.phase[viewFor(shadow.state, seat).phase]);
      await fits(page, `seat ${seat}`);
      expect((page as Page & { problems?: string[] }).problems).toEqual([]);
    }
    // Read by a screen reader in Hungarian as well as in English (a11y.test.ts): no serious violation.
    const results = await new AxeBuilder({ page: pages[0]! }).analyze();
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help}`),
    ).toEqual([]);
  });

  it(
    'switching language mid-game re-renders the whole log, and the seat keeps its language on another ' + 'browser',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], seed: 'lang-switch' };
      const game = await create(setup);
      const shadow = new Shadow(setup);
      await playByApi(
        game,
        shadow,
        seededRandom('lang-switch'),
        (s) => s.turn === 2 && viewFor(s, 0).phase === 'placement',
      );
      const { page } = await phoneIn('en-US');
      await livePage(page, game.seats[0]!.url);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      // The same player's other browser, open on the seat meanwhile.
      const tablet = await phoneIn('en-US');
      await livePage(tablet.page, game.seats[0]!.url);
      // The seat's own log, with its events, as the JSON API gives it.
      const view = (await (
        await fetch(game.seats[0]!.url, { headers: { Accept: 'application/json' } })
      ).json()) as View;
      expect(view.log.length).toBeGreaterThan(20);
      const names = view.players.map((p) => p.name);
      const logIn = (lang: Lang) => view.log.map((e) => eventText(dictOf(lang), e.event, names));
      // The log's lines as seen: a code's words for a screen reader (its .sr text) are its tooltip's, not the line's.
      const shown = () =>
        page.evaluate(
          `[...document.querySelectorAll('#log li')].map((li) => { const c = li.cloneNode(true); ` +
            `c.querySelectorAll('.sr').forEach((s) => s.remove()); return c.textContent; })`,
        ) as Promise<string[]>;
      expect((await shown()).join('\n')).toContain(logIn('en')[0]!);

      await page.locator('form.langs button[value="fr"]').click();
      await page.waitForURL(game.seats[0]!.url);
      await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      const french = (await shown()).join('\n');
      // Every line of the log, the oldest included, now in French.
      for (const line of logIn('fr')) expect(french).toContain(line);
      expect(foreignEnglish('fr').filter((c) => french.includes(c))).toEqual([]);

      // The open page of the other browser follows at once: it loads again, in French.
      await tablet.page.locator('html[lang="fr"]').waitFor({ timeout: 20_000 });
      await tablet.page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
      // The choice is the seat's: another browser asking for English opens the seat in French.
      const other = await phoneIn('en-US');
      await livePage(other.page, game.seats[0]!.url);
      expect(await other.page.locator('html').getAttribute('lang')).toBe('fr');
      // And another seat's page is not moved by it.
      await livePage(other.page, game.seats[1]!.url);
      expect(await other.page.locator('html').getAttribute('lang')).toBe('en');
    },
  );
});

/** A game page is ready when its socket is up; a static page when it has loaded. */
async function seesOrStatic(page: Page) {
  if (await page.locator('#live').count()) await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
}
