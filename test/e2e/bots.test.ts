// A person against three bots, in a real Chromium on a phone: the
// game is created from the home page with three seats played by the bot, the host page
// gives one link, and the person plays every decision of theirs on their page's forms
// while the bots move from the game's alarm, until the result shows.
import { describe, expect, it } from 'vitest';
import { seededRandom, type View } from '../../src/engine/index.ts';
import { botAction } from '../../src/bots/index.ts';
import { sampleState } from '../../src/bots/sample.ts';
import { Shadow, actOnPage } from './driver.ts';
import { browserSuite, phone } from './harness.ts';

const suite = browserSuite();

describe('a person against three bots', () => {
  it("is created from the home page and played to its end on the person's page", async () => {
    const { context, page } = await phone(suite.browser);
    suite.track(context);
    await page.goto(suite.server.origin);
    for (const [i, name] of ['Ana', 'Bo', 'Cy', 'Di'].entries()) {
      await page.locator(`#name${i + 1}`).fill(name);
      if (i > 0) await page.locator(`#bot${i + 1}`).selectOption(i === 2 ? 'greedy' : 'standard');
    }
    await page.getByRole('button', { name: 'New game' }).click();
    await page.waitForURL(/\/host\//);
    expect(await page.locator('input[id^="link"]').count()).toBe(1);
    expect(await page.locator('.bot-mark').allTextContents()).toEqual([
      'bot · standard',
      'bot · easy',
      'bot · standard',
    ]);
    const url = await page.locator('#link0').inputValue();

    await page.goto(url);
    await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
    const random = seededRandom('person-vs-bots');
    const json = async () => (await (await fetch(url, { headers: { Accept: 'application/json' } })).json()) as View;
    let decisions = 0;
    for (let n = 0; n < 400; n++) {
      let view = await json();
      for (
        const t0 = Date.now();
        !view.result && !(view.waitingFor.includes(0) && !view.players[0]!.hasActed) && Date.now() - t0 < 20_000;
      ) {
        await new Promise((r) => setTimeout(r, 100));
        view = await json();
      }
      if (view.result) break;
      // The page shows this version before we decide on it; another bot's bid may have
      // come meanwhile (bids are made at once), and then we look again.
      const shown = async () => Number(await page.locator('#status').getAttribute('data-version'));
      await expect.poll(shown, { timeout: 20_000 }).toBeGreaterThanOrEqual(view.version);
      if ((await shown()) !== view.version) continue;
      // The test decides as the easy bot would, from the person's view; a state sampled
      // from that view is all the form-filling driver needs (it reads the seat's own options).
      const action = botAction(view, random, 'greedy');
      const shadow = Object.assign(Object.create(Shadow.prototype) as Shadow, { state: sampleState(view, random) });
      await actOnPage(page, shadow, 0, action);
      decisions++;
      await expect.poll(async () => (await json()).version, { timeout: 20_000 }).toBeGreaterThan(view.version);
    }
    expect(decisions).toBeGreaterThan(20);
    await page.locator('#result').waitFor({ timeout: 20_000 });
    expect(await page.locator('#result').textContent()).toMatch(/VP|wins|won/);
  });
});

describe("a bot seat's default name on the home page", () => {
  it(
    'with script: set to the bot, an empty name is filled, unlike the others; set back to a person, it ' + 'is emptied',
    async () => {
      const { context, page } = await phone(suite.browser);
      suite.track(context);
      await page.goto(suite.server.origin);
      await page.locator('#name1').fill('Ada');
      await page.locator('#bot2').selectOption('standard');
      expect(await page.locator('#name2').inputValue()).toBe('Babbage');
      await page.locator('#bot3').selectOption('greedy');
      expect(await page.locator('#name3').inputValue()).toBe('Turing');
      // The options follow the names filled in: three players offer the King's Favor.
      expect(await page.locator('#kingsFavor').isVisible()).toBe(true);
      await page.locator('#bot3').selectOption('person');
      expect(await page.locator('#name3').inputValue()).toBe('');
      expect(await page.locator('#kingsFavor').isVisible()).toBe(false);
      // A name typed over the default is the host's: kept when the seat goes back to a person.
      await page.locator('#name2').fill('Robo');
      await page.locator('#bot2').selectOption('person');
      expect(await page.locator('#name2').inputValue()).toBe('Robo');
      await page.locator('#bot2').selectOption('standard');
      await page.locator('#bot4').selectOption('standard');
      expect(await page.locator('#name4').inputValue()).toBe('Babbage');
      await page.getByRole('button', { name: 'New game' }).click();
      await page.waitForURL(/\/host\//);
      expect(await page.locator('.links strong').allTextContents()).toEqual(['Ada', 'Robo', 'Babbage']);
    },
  );

  it('without script: the bot seat left empty is named by the server', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 640 } });
    suite.track(context);
    const page = await context.newPage();
    await page.goto(suite.server.origin);
    await page.locator('#name1').fill('Ana');
    await page.locator('#bot2').selectOption('standard');
    expect(await page.locator('#name2').inputValue()).toBe('');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.waitForURL(/\/host\//);
    expect(await page.locator('.links strong').allTextContents()).toEqual(['Ana', 'Ada']);
  });
});
