// Accessibility, checked by axe (axe-core) in Debian's Chromium at phone size (360x780):
// no serious or critical violation on the home page, the host page, a player's page at a
// bid, a placement, the order choice and a gem choice, a spectator's page and a finished
// game's result; and no page scrolls sideways on the phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { type State, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { Shadow, playByApi, type NewGame } from './driver.ts';
import { browserSuite, phone } from './harness.ts';

const suite = browserSuite();

async function open(url: string, live = true): Promise<Page> {
  const { context, page } = await phone(suite.browser);
  suite.track(context);
  await page.goto(url);
  if (live) await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
  return page;
}

type Found = { page: string; id: string; impact: string | null | undefined; help: string; targets: string[] };

/** Serious and critical violations on the page as it is now. */
async function violations(page: Page, name: string): Promise<Found[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: name,
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}

const scrollWidth = (page: Page) => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

/**
 * The options of the decision panel's selects whose text does not fit the select as
 * drawn (measured in the select's own font, less its padding and arrow): cut off on a phone.
 */
const cutOptions = (page: Page) =>
  page.evaluate(`(() => {
  const ctx = document.createElement('canvas').getContext('2d');
  const cut = [];
  for (const sel of document.querySelectorAll('#prompt select')) {
    if (!sel.getClientRects().length) continue;
    const cs = getComputedStyle(sel);
    ctx.font = cs.font;
    const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
    for (const o of sel.options) if (ctx.measureText(o.text).width > room) cut.push(sel.name + ': ' + o.text);
  }
  return cut;
})()`) as Promise<string[]>;

/**
 * The sticky status bar never hides the decision: each of the panel's buttons and
 * controls, scrolled to the top of the screen (the worst place, under the bars), is the
 * element found at its own centre; and scrolled to the foot, the bar is still on screen.
 */
const notHidden = (page: Page) =>
  page.evaluate(`(() => {
  const covered = [];
  for (const el of document.querySelectorAll('#prompt button, #prompt select, #prompt input:not([type="hidden"])')) {
    // Not drawn at all (the plain placement fields while the taps replace them): nothing to cover.
    if (!el.getClientRects().length) continue;
    el.scrollIntoView({ block: 'start' });
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!at || !(at === el || el.contains(at) || (el.labels && [...el.labels].some((l) => l.contains(at)))))
      covered.push((el.name || el.textContent || '').trim());
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  const s = document.getElementById('status').getBoundingClientRect();
  return { statusShown: s.top >= 0 && s.bottom <= window.innerHeight && s.height > 0, covered };
})()`) as Promise<{ statusShown: boolean; covered: string[] }>;

const head = (kind: string) => (s: State) => s.agenda[0]?.kind === kind && waitingFor(s).length > 0;

describe('accessibility (axe) and phone width', () => {
  it(
    'no serious or critical violation, no sideways scrolling and no option text cut off at 360 px, on ' +
      'every kind of page',
    async () => {
      const found: Found[] = [];
      const widths: Record<string, number> = {};
      const cut: string[] = [];
      // Each page is closed once measured: a dozen live pages left open, each redrawn on every
      // move the test plays, starved the last page's load on CI's two cores.
      const check = async (page: Page, name: string) => {
        found.push(...(await violations(page, name)));
        widths[name] = await scrollWidth(page);
        cut.push(...(await cutOptions(page)).map((o) => `${name}: ${o}`));
        await page.context().close();
      };

      await check(await open(suite.server.origin, false), 'home');

      const setup: NewGame = {
        players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
        options: { kingsFavor: true },
        seed: 'a11y-four',
      };
      const game = await suite.createGame(setup);
      const shadow = new Shadow(setup);
      const random = seededRandom('a11y-four');
      await check(await open(game.hostUrl, false), 'host');
      await check(await open(game.seats[0]!.url), 'player: bid');
      await check(await open(game.spectatorUrl), 'spectator');

      await playByApi(game, shadow, random, head('chooseOrder'));
      await check(await open(game.seats[waitingFor(shadow.state)[0]!]!.url), 'player: order choice');
      await playByApi(game, shadow, random, head('place'));
      const placing = await open(game.seats[waitingFor(shadow.state)[0]!]!.url);
      expect(await notHidden(placing)).toEqual({ statusShown: true, covered: [] });
      await check(placing, 'player: placement');
      await playByApi(game, shadow, random, head('portGems'));
      await check(await open(game.seats[waitingFor(shadow.state)[0]!]!.url), 'player: gem choice');
      await check(await open(game.spectatorUrl), 'spectator in counting');
      // Every other kind of decision, on the page of the seat deciding, the first time it comes.
      const others = ['moveQuotation', 'chooseColour', 'orderColumns', 'window', 'afterPlace', 'throne'];
      const met = new Set<string>();
      const fresh = (s: State) =>
        s.agenda[0] !== undefined &&
        others.includes(s.agenda[0].kind) &&
        !met.has(s.agenda[0].kind) &&
        waitingFor(s).length > 0;
      for (;;) {
        await playByApi(game, shadow, random, (s) => s.result !== null || fresh(s));
        if (shadow.state.result) break;
        const kind = shadow.state.agenda[0]!.kind;
        met.add(kind);
        await check(await open(game.seats[waitingFor(shadow.state)[0]!]!.url), `player: ${kind}`);
      }
      for (const kind of ['moveQuotation', 'window', 'throne']) expect([...met]).toContain(kind);
      const done = await open(game.seats[0]!.url);
      await done.locator('#result').waitFor({ state: 'visible' });
      await check(done, 'result');
      await check(await open(game.spectatorUrl), 'spectator: result');

      expect(Object.keys(widths)).toHaveLength(10 + met.size);
      for (const [name, width] of Object.entries(widths))
        expect(width, `${name} scrolls sideways`).toBeLessThanOrEqual(360);
      expect(found, JSON.stringify(found, null, 1)).toEqual([]);
      expect(cut, 'option text cut off at 360 px').toEqual([]);
    },
  );
});
