// The replay of a finished game on a phone (360 px): reached from the result, stepped
// action by action without a page load (src/client/replay.ts swaps each step in), jumping by
// the scale of turns and phases, Back stepping back; never scrolling sideways, and no
// serious accessibility violation. Without script, the same links load their pages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { seededRandom } from '../../src/engine/index.ts';
import { Shadow, playByApi, type NewGame } from './driver.ts';
import { browserSuite, phone } from './harness.ts';

const suite = browserSuite();

const scrollWidth = (page: Page) => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

describe('the replay page', () => {
  it('at 360 px: from the result to the replay, Next, no sideways scroll', async () => {
    const game: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'e2e-replay' };
    const created = await suite.createGame(game);
    const shadow = new Shadow(game);
    await playByApi(created, shadow, seededRandom('e2e-replay-players'), (s) => s.result !== null);

    const { context, page } = await phone(suite.browser);
    suite.track(context);
    // Inline script or style would be refused by the CSP and reported here.
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(m.text());
    });
    await page.goto(created.seats[0]!.url);
    await page.getByRole('link', { name: 'Replay the game, turn by turn' }).click();
    await page.waitForURL(/\/replay$/);
    await expect.poll(() => page.locator('.replay-count').first().textContent()).toMatch(/^Step 0 of \d+$/);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    expect(await page.locator('svg.board').count()).toBe(1);

    // As many steps after the start as the record has actions.
    const record = (await (await fetch(`${created.seats[0]!.url}/record`)).json()) as { actions: unknown[] };
    const count = () => page.locator('.replay-count').first().textContent();
    expect(await count()).toBe(`Step 0 of ${record.actions.length}`);

    // Each Next is one small fetch swapped in: the same document throughout (a page load would lose the mark).
    await page.evaluate('window.sameDocument = true');
    const fragments: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('part=step')) fragments.push(r.url());
    });
    for (let i = 1; i <= 3; i++) {
      await page.getByRole('link', { name: 'Next →' }).first().click();
      await expect.poll(count).toBe(`Step ${i} of ${record.actions.length}`);
      await expect.poll(() => page.url()).toMatch(new RegExp(`\\?step=${i}$`));
      expect(await page.locator('.replay-label').textContent()).toMatch(
        /^Turn 1 · (Bidding for order|Choosing the order) \((Ana|Bo)\)$/,
      );
    }
    expect(await page.evaluate('window.sameDocument')).toBe(true);
    // Fetched ahead: the next step was asked for before its Next was pressed.
    expect(fragments.some((u) => u.endsWith('step=4&part=step'))).toBe(true);
    // The focus stays on Next, for the next press by keyboard.
    expect(await page.evaluate('document.activeElement && document.activeElement.getAttribute("data-focus")')).toBe(
      'next-top',
    );
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    // The scale jumps to turn 2's placement; Back comes back to step 3, still without a page load.
    await page
      .locator('.replay-scale > ol > li', { hasText: 'Turn 2' })
      .getByRole('link', { name: 'Placement' })
      .click();
    await expect.poll(() => page.locator('.replay-label').textContent()).toMatch(/^Turn 2 · Placement \((Ana|Bo)\)$/);
    expect(await page.locator('.replay-scale [aria-current="step"]').textContent()).toBe('Placement');
    expect(await page.locator('#replay-said').textContent()).toMatch(/^Turn 2 · Placement/);
    // The language switcher comes back to this step.
    expect(await page.locator('form.langs input[name="back"]').inputValue()).toMatch(/\/replay\?step=\d+$/);
    await page.goBack();
    await expect.poll(count).toBe(`Step 3 of ${record.actions.length}`);
    expect(await page.evaluate('window.sameDocument')).toBe(true);

    // The last step: the end, wider than most (the result's board), still within the phone.
    const last = record.actions.length;
    await page.goto(`${created.seats[0]!.url}/replay?step=${last}`);
    expect(await page.locator('.replay-label').textContent()).toBe('The end: final scores');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`);
    expect(serious).toEqual([]);
    expect(refused).toEqual([]);

    // Without script the links load their pages.
    const plain = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 640 } });
    suite.track(plain);
    const noScript = await plain.newPage();
    await noScript.goto(`${created.seats[0]!.url}/replay?step=2`);
    await noScript.getByRole('link', { name: 'Next →' }).first().click();
    await noScript.waitForURL(/\?step=3$/);
    expect(await noScript.locator('.replay-count').first().textContent()).toBe(`Step 3 of ${last}`);
  });
});
