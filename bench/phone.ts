// npm run bench:phone: what placing a pair of brokers costs a player on a 360 x 780 phone
// (issue 9): taps, and how far the page scrolls to reach the places, in a seeded 4-player
// game whose placements are made on the page by taps (public/place.js) while the other
// decisions go through the JSON API. The real Worker in local workerd and Debian's
// Chromium, as the browser tests use them; figures as JSON on stdout.
import { chromium } from 'playwright-core';
import { type Action, type Spot, type State, SetupSchema, applyAction, createGame, randomAction, seededRandom, viewFor, waitingFor } from '../src/engine/index.ts';
import { startLocalWorker } from '../test/support/localWorker.ts';
import { spotCode } from '../templates/theme.ts';
import { mean, pct, progress, proc } from './stats.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const SEED = 'bench-phone';

type Created = { seats: { seat: number; url: string }[] };

async function main(): Promise<void> {
  progress('phone: starting the Worker in local workerd and Chromium…');
  const { worker, origin } = await startLocalWorker();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const res = await worker.fetch(`${origin}/api/games`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ players: NAMES.map((name) => ({ name })), seed: SEED }),
    });
    const game = await res.json() as Created;
    const made = createGame(SetupSchema.parse({ players: NAMES.map((name) => ({ name })) }), SEED);
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    let state = made.state;
    const random = seededRandom(SEED);
    const pages = await Promise.all(game.seats.map(async (s) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(s.url);
      await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
      return page;
    }));
    const taps: number[] = [];
    const scrolls: number[] = [];
    progress('phone: playing turn 1 and 2, every placement by taps…');
    while (state.turn <= 2 && !state.result) {
      const seat = waitingFor(state)[0]!;
      const action = randomAction(state, seat, random)!;
      const prompt = viewFor(state, seat).prompt;
      if (action.type === 'place' && prompt.kind === 'place' && !prompt.anyFaces && !action.placements.some((p) => p.fromFront)) {
        const page = pages[seat]!;
        await page.locator(`#status[data-version="${state.version}"]`).waitFor({ state: 'attached' });
        await page.evaluate('window.scrollTo(0, 0)');
        const ordered = action.placements[0].faceUp ? action.placements : [action.placements[1], action.placements[0]] as const;
        let count = 0;
        let scrolled = 0;
        const tap = async (selector: string) => {
          const before = await page.evaluate('window.scrollY') as number;
          await page.locator(selector).first().click();
          scrolled += Math.abs((await page.evaluate('window.scrollY') as number) - before);
          count++;
        };
        const spot = (to: Spot) => tap(`#board [data-spot="${spotCode(to)}"]`);
        for (const p of ordered) {
          await tap(`#prompt .place-bar .chip[data-broker="${p.value}"]:not([disabled])`);
          await spot(p.to);
        }
        if (prompt.then.length) await tap('#prompt .place-bar .then[data-then="ask"]');
        await tap('#prompt .place-bar button.go');
        taps.push(count);
        scrolls.push(scrolled);
        const out = applyOrThrow(state, seat, { ...action, placements: [ordered[0], ordered[1]] });
        state = out;
      } else {
        const res = await worker.fetch(`${game.seats[seat]!.url}/actions`, {
          method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, version: state.version }),
        });
        if (res.status !== 200) throw new Error(`refused: ${await res.text()}`);
        state = applyOrThrow(state, seat, action);
      }
    }
    await Promise.all(pages.map((p) => p.locator(`#status[data-version="${state.version}"]`).waitFor({ state: 'attached' })));
    const figures = {
      placements: taps.length,
      tapsPerPlacementMax: Math.max(...taps),
      tapsPerPlacementMean: Number(mean(taps).toFixed(2)),
      scrollPxPerPlacementMedian: pct(scrolls, 0.5),
      scrollPxPerPlacementMax: pct(scrolls, 1),
    };
    proc.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await browser.close();
    await worker.dispose();
  }
}

function applyOrThrow(state: State, seat: number, action: Action): State {
  const out = applyAction(state, seat, action);
  if (!out.ok) throw new Error(JSON.stringify(out.error));
  return out.state;
}

await main();
