// Screenshots for looking at pages by eye (not part of the product; deleted after use).
import { chromium } from 'playwright-core';
import { applyAction, createGame, randomAction, seededRandom, waitingFor, type State } from './src/engine/index.ts';
import { startLocalWorker } from './test/support/localWorker.ts';

declare const process: { argv: string[] };
const stopAt = process.argv[2] ?? 'place2';
const { worker, origin } = await startLocalWorker();
const players = ['Ana', 'Bartholomew', 'Cy', 'Di'].map((name) => ({ name }));
const seed = 'shots-1';
const res = await fetch(`${origin}/api/games`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ players, seed }) });
const game = await res.json() as { hostUrl: string; seats: { url: string }[]; spectatorUrl: string };
const made = createGame({ players }, seed);
if (!made.ok) throw new Error('no game');
let s: State = made.state;
const random = seededRandom('shots');
const stop = (st: State) => stopAt === 'place2' ? st.turn === 2 && st.agenda[0]?.kind === 'place' && waitingFor(st)[0] === 0
  : stopAt === 'over' ? !!st.result : st.turn === 1 && st.agenda[0]?.kind === 'place' && waitingFor(st)[0] === 0;
while (!stop(s)) {
  const seat = waitingFor(s)[0]!;
  const action = randomAction(s, seat, random)!;
  const r = await fetch(`${game.seats[seat]!.url}/actions`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ action, version: s.version }) });
  if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
  const out = applyAction(s, seat, action);
  if (!out.ok) throw new Error('shadow');
  s = out.state;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[360, 640], [375, 667], [390, 844], [1280, 900]] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: w > 1000 ? 1 : 2, isMobile: w < 1000, hasTouch: w < 1000 });
  const page = await ctx.newPage();
  await page.goto(game.seats[0]!.url);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${stopAt}-${w}x${h}.png` });
  const chip = page.locator('.place-bar .chip').first();
  if (await chip.count()) { await chip.click(); await page.waitForTimeout(500); await page.screenshot({ path: `/tmp/shots/${stopAt}-${w}x${h}-chip.png` }); }
  await ctx.close();
}
await browser.close();
await worker.dispose();
console.log('done', game.seats[0]!.url);
