// The replay of a finished game on a phone (360 px): reached from the result, stepped
// with plain links, never scrolling sideways, and no serious accessibility violation.
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
    page.on('console', (m) => { if (m.type() === 'error') refused.push(m.text()); });
    await page.goto(created.seats[0]!.url);
    await page.getByRole('link', { name: 'Replay the game, turn by turn' }).click();
    await page.waitForURL(/\/replay$/);
    await expect.poll(() => page.locator('.replay-count').first().textContent()).toMatch(/^Step 0 of \d+$/);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    expect(await page.locator('svg.board').count()).toBe(1);

    await page.getByRole('link', { name: 'Next →' }).first().click();
    await page.waitForURL(/\?step=1$/);
    expect(await page.locator('.replay-count').first().textContent()).toMatch(/^Step 1 of \d+$/);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    // The last step: the end, wider than most (the result's board), still within the phone.
    const last = Number(/of (\d+)/.exec((await page.locator('.replay-count').first().textContent()) ?? '')?.[1]);
    await page.goto(`${created.seats[0]!.url}/replay?step=${last}`);
    expect(await page.locator('.replay-label').textContent()).toBe('The end: final scores');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    expect(serious).toEqual([]);
    expect(refused).toEqual([]);
  });
});
