// A seat's name in its page's header is never cut shorter than 8 characters: not by the longest connection message
// (the link replaced by the host), not by the rematch link, in every language, on the three phone sizes. The page is
// the template's own output with the real stylesheet, in Debian's Chromium; no server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createGame, viewFor } from '../../src/engine/index.ts';
import { playerPage } from '../../templates/index.tsx';
import { LANGS, PSEUDO, dictOf } from '../../templates/i18n/index.ts';
import { launchBrowser } from './harness.ts';

/**
 * The real stylesheet's address: read by the browser (Vite serves public/ files as empty text to tests, and there are
 * no Node types here).
 */
const CSS_URL = new URL('../../public/app.css', (import.meta as unknown as { url: string }).url).href;
const SIZES = [
  [360, 640],
  [375, 667],
  [390, 844],
] as const;
/** A plain long name, the longest name of the widest letter (NAME_MAX), and a short one that must not be cut at all. */
const NAMES = ['Bartholomew Smith', 'W'.repeat(24), 'Bo'];

function html(lang: string, name: string): string {
  const t = dictOf(lang);
  const made = createGame({ players: [{ name }, { name: 'Cy' }] }, 'header');
  if (!made.ok) throw new Error(made.error.code);
  return playerPage(
    t,
    viewFor(made.state, 0, made.events),
    { self: '/g/x/s/0', actions: '/g/x/s/0/actions', ws: '/g/x/s/0/ws' },
    undefined,
    '/g/y/s/0',
  );
}

/**
 * How many of the name's characters are shown whole: all when the name fits, else those
 * that end before the ellipsis (the header's text-overflow) begins.
 */
const shown = (page: Page) =>
  page.evaluate(`(() => {
  const who = document.querySelector('.top .who');
  const text = who.firstChild;
  const box = who.getBoundingClientRect();
  if (who.scrollWidth <= who.clientWidth) return text.length;
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = getComputedStyle(who).font;
  const room = box.right - ctx.measureText('…').width;
  const range = document.createRange();
  let n = 0;
  while (n < text.length) {
    range.setStart(text, 0);
    range.setEnd(text, n + 1);
    if (range.getBoundingClientRect().right > room) break;
    n++;
  }
  return n;
})()`) as Promise<number>;

describe('the header keeps a name readable', () => {
  let browser: Browser;
  let css = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(CSS_URL);
    css = (await page.evaluate('document.body.innerText')) as string;
    await page.close();
    expect(css).toContain('.top .who');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'shows at least 8 characters of a name (all of a shorter one) beside the longest badge and the ' + 'rematch link',
    async () => {
      const short: string[] = [];
      for (const [width, height] of SIZES) {
        const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 2 });
        for (const lang of [...LANGS, PSEUDO]) {
          for (const name of NAMES) {
            await page.setContent(
              html(lang, name).replace(/<link rel="stylesheet" href="\/app.css"\/?>/, `<style>${css}</style>`),
            );
            // The longest words the badge can say (src/client/socket.ts writes them from these attributes).
            await page.evaluate(`(() => {
            const live = document.getElementById('live');
            const words = Object.keys(live.dataset).filter((k) => k.startsWith('t')).map((k) => live.dataset[k]);
            live.textContent = words.sort((a, b) => b.length - a.length)[0];
          })()`);
            expect(await page.locator('.top .rematch').count()).toBe(1);
            const n = await shown(page);
            if (n < Math.min(8, [...name].length)) short.push(`${width}px ${lang} ${name}: ${n}`);
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
          }
        }
        await page.close();
      }
      expect(short).toEqual([]);
    },
  );
});
