// npm run bench:phone: what placing a pair of brokers costs a player on a phone, at
// 360 x 640, 375 x 667 and 390 x 844: taps; how much of the screen the fixed bars (status
// at the top, the placing tray at the bottom) take; how many of the lit places are in view
// between them when the placement begins, as the page left it, and again once the player
// has scrolled half a screen on and reloads the page (the minimum share as well as the
// median: the worst placement is the one a player remembers); and how far the page then
// scrolls while the player taps. A seeded 4-player learning game (Hint in the tray) per
// size whose placements are made on the page by taps (src/client/placing.ts) while the
// other decisions go through the JSON API. The real Worker in local workerd and Debian's
// Chromium, as the browser tests use them; figures as JSON on stdout.
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  type Action,
  type Spot,
  type State,
  SetupSchema,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../src/engine/index.ts';
import { startLocalWorker } from '../test/support/localWorker.ts';
import { SCREEN_BANDS, type Bands } from '../test/support/screen.ts';
import { spotCode } from '../templates/theme.ts';
import { mean, pct, progress, proc, round } from './stats.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const SEED = 'bench-phone';
const SIZES = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
].filter((s) => !proc.env.SIZES || proc.env.SIZES.split(',').includes(String(s.width)));

type Created = { seats: { seat: number; url: string }[] };
type Worker = Awaited<ReturnType<typeof startLocalWorker>>['worker'];
type Placement = {
  turn: number;
  round: number;
  seat: number;
  lit: number;
  inView: number;
  share: number;
  /** The share of lit places in view once the page is reloaded on the placement. */
  reloadShare: number;
  scrollPx: number;
  barsShare: number;
  taps: number;
};

/** The page's own scrolling settles: the same scroll position over a few frames. */
const SETTLED = `new Promise((done) => {
  let last = -1, same = 0;
  const look = () => {
    const y = window.scrollY; same = y === last ? same + 1 : 0; last = y;
    if (same >= 3) done(y); else requestAnimationFrame(look); };
  setTimeout(look, 50);
})`;

async function playAt(
  worker: Worker,
  origin: string,
  browser: Browser,
  size: { width: number; height: number },
): Promise<Placement[]> {
  const res = await worker.fetch(`${origin}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ players: NAMES.map((name) => ({ name })), seed: SEED, options: { hints: true } }),
  });
  const game = (await res.json()) as Created;
  const made = createGame(SetupSchema.parse({ players: NAMES.map((name) => ({ name })) }), SEED);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let state = made.state;
  const random = seededRandom(SEED);
  const contexts = await Promise.all(
    game.seats.map(() => browser.newContext({ viewport: size, deviceScaleFactor: 2, isMobile: true, hasTouch: true })),
  );
  try {
    const pages: Page[] = await Promise.all(
      game.seats.map(async (s, i) => {
        const page = await contexts[i]!.newPage();
        await page.goto(s.url);
        await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
        return page;
      }),
    );
    const out: Placement[] = [];
    while (state.turn <= 2 && !state.result) {
      const seat = waitingFor(state)[0]!;
      const action = randomAction(state, seat, random)!;
      const prompt = viewFor(state, seat).prompt;
      if (
        action.type === 'place' &&
        prompt.kind === 'place' &&
        !prompt.anyFaces &&
        !action.placements.some((p) => p.fromFront)
      ) {
        const page = pages[seat]!;
        // The decision reached an open page: whatever the page does by itself, it has done.
        await page.locator(`#status[data-version="${state.version}"]`).waitFor({ state: 'attached' });
        await page.locator('#prompt .place-bar').waitFor({ state: 'visible' });
        await page.evaluate(SETTLED);
        const bands = (await page.evaluate(SCREEN_BANDS)) as Bands;
        // The player scrolls half a screen on (to the market, the players) and reloads the page
        // there: the browser puts it back where it was, and the page brings the lit places back.
        await page.evaluate('window.scrollBy(0, window.innerHeight / 2)');
        await page.reload();
        await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
        await page.locator('#prompt .place-bar').waitFor({ state: 'visible' });
        await page.evaluate(SETTLED);
        const reloaded = (await page.evaluate(SCREEN_BANDS)) as Bands;
        const ordered = action.placements[0].faceUp
          ? action.placements
          : ([action.placements[1], action.placements[0]] as const);
        let taps = 0;
        let scrolled = 0;
        // What the player scrolls to reach the chips, places and buttons; the page moving on by
        // itself once Place has sent the move (the tray gone, the next status) is not theirs.
        const tap = async (selector: string, sends = false) => {
          const before = (await page.evaluate('window.scrollY')) as number;
          await page.locator(selector).first().click();
          if (!sends) scrolled += Math.abs(((await page.evaluate('window.scrollY')) as number) - before);
          taps++;
        };
        const spot = (to: Spot) => tap(`#board [data-spot="${spotCode(to)}"]`);
        for (const p of ordered) {
          await tap(`#prompt .place-bar .chip[data-broker="${p.value}"]:not([disabled])`);
          await spot(p.to);
        }
        if (prompt.then.length) await tap('#prompt .place-bar .then[data-then="ask"]');
        const go = page.locator('#prompt .place-bar button.go');
        if (await go.isDisabled())
          throw new Error(
            `${size.width} x ${size.height}: Place is not ready after the taps: ` +
              `${await page.locator('#prompt .place-step').textContent()}`,
          );
        await tap('#prompt .place-bar button.go', true);
        await page
          .locator(`#status[data-version="${state.version + 1}"]`)
          .waitFor({ state: 'attached', timeout: 10_000 });
        out.push({
          turn: state.turn,
          round: prompt.round,
          seat,
          lit: bands.lit,
          inView: bands.litInView,
          share: round(bands.litInView / Math.max(1, bands.lit), 2),
          reloadShare: round(reloaded.litInView / Math.max(1, reloaded.lit), 2),
          scrollPx: Math.round(scrolled),
          barsShare: round((bands.top + bands.bottom) / size.height, 3),
          taps,
        });
        state = applyOrThrow(state, seat, { ...action, placements: [ordered[0], ordered[1]] });
      } else {
        const res = await worker.fetch(`${game.seats[seat]!.url}/actions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ action, version: state.version }),
        });
        if (res.status !== 200) throw new Error(`refused: ${await res.text()}`);
        state = applyOrThrow(state, seat, action);
      }
    }
    await Promise.all(
      pages.map((p) => p.locator(`#status[data-version="${state.version}"]`).waitFor({ state: 'attached' })),
    );
    return out;
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

async function main(): Promise<void> {
  progress('phone: starting the Worker in local workerd and Chromium…');
  const { worker, origin } = await startLocalWorker();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const figures = [];
    for (const size of SIZES) {
      progress(`phone: ${size.width} x ${size.height}, turn 1 and 2, every placement by taps…`);
      const placements = await playAt(worker, origin, browser, size);
      const shares = placements.map((p) => p.share);
      const reloads = placements.map((p) => p.reloadShare);
      const scrolls = placements.map((p) => p.scrollPx);
      const bars = placements.map((p) => p.barsShare);
      figures.push({
        size: `${size.width}x${size.height}`,
        placements: placements.length,
        tapsPerPlacementMax: Math.max(...placements.map((p) => p.taps)),
        tapsPerPlacementMean: round(mean(placements.map((p) => p.taps)), 2),
        litInViewShareMin: pct(shares, 0),
        litInViewShareMedian: pct(shares, 0.5),
        litInViewShareAfterReloadMin: pct(reloads, 0),
        litInViewShareAfterReloadMedian: pct(reloads, 0.5),
        scrollPxPerPlacementMedian: pct(scrolls, 0.5),
        scrollPxPerPlacementMax: pct(scrolls, 1),
        barsShareMedian: pct(bars, 0.5),
        barsShareMax: pct(bars, 1),
        perPlacement: placements,
      });
    }
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
