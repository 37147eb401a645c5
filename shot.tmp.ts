import { startLocalWorker } from './test/support/localWorker.ts';
import { launchBrowser } from './test/e2e/harness.ts';
import { Shadow, playByApi, type NewGame } from './test/e2e/driver.ts';
import { seededRandom } from './src/engine/index.ts';
const { worker, origin } = await startLocalWorker();
try {
  const setup: NewGame = { players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })), seed: 'analysis-four' };
  const res = await fetch(`${origin}/api/games`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(setup) });
  const game = await res.json() as any;
  await playByApi(game, new Shadow(setup), seededRandom('analysis-four-players'), (s) => !!s.result);
  const browser = await launchBrowser();
  for (const [w, h] of [[360, 640], [390, 844], [1280, 900]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    page.on('console', (m) => console.log('console', m.text()));
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('response', (r) => { if (r.status() >= 400) console.log('resp', r.status(), r.url()); });
    await page.goto(`${game.seats[2].url}/analysis`);
    await page.locator('main[data-ms]').waitFor({ timeout: 60000 });
    await page.waitForTimeout(500);
    console.log(w, 'ms', await page.locator('main').getAttribute('data-ms'), 'status', await page.locator('#analysis-status').textContent(), 'hidden', await page.locator('#analysis-progress').isHidden());
    await page.screenshot({ path: `/tmp/an2/a-${w}-top.png` });
    const placed = page.locator('.analysis-jump').first();
    await placed.click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/an2/a-${w}-step.png`, fullPage: true });
    await page.locator('#analysis-step').screenshot({ path: `/tmp/an2/a-${w}-board.png` });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await ctx.close();
  }
  const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto(`${game.seats[2].url}/analysis`);
  await page.screenshot({ path: `/tmp/an2/a-noscript.png` });
  await page.goto(`${game.seats[2].url}`);
  await page.locator('#result').screenshot({ path: `/tmp/an2/a-result.png` });
  await browser.close();
} finally { await worker.dispose(); }
