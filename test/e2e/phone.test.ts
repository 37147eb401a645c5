// The screen around a decision on a phone, in a real Chromium at 360 x 640, 375 x 667 and
// 390 x 844, in every language and the 40%-longer pseudo-language: for every kind of
// decision a seeded 4-player learning game with the King's Favor reaches (the placement,
// the bid, the choice of order, the card windows and the Alchemist's exchange among them,
// the counting's gem choices, the order of tied columns), when the page opens on it and
// again after a reload: the bars that stay put (status at the top, placing tray at the
// bottom) take at most 30% of the height; no control of the decision panel lies under a
// bar (the boxes compared); the confirm buttons and Hint are on screen and uncovered; the
// decision panel's top is in view, or during a placement at least 90% of the lit places,
// between the bars; every chip of the tray is on screen, or the tray shows that it
// scrolls; nothing runs wider than the page or its panel. And when the decision reaches a
// page already open and scrolled away.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type State, type View, randomAction, seededRandom, viewFor, waitingFor } from '../../src/engine/index.ts';
import { LANGS, PSEUDO } from '../../templates/i18n/index.ts';
import { SCREEN_BANDS, type Bands } from '../support/screen.ts';
import { Shadow, seesVersion, type NewGame } from './driver.ts';
import { browserSuite } from './harness.ts';

const suite = browserSuite();

const SIZES = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
] as const;
type Size = { width: number; height: number; lang: string | null };
const LANGUAGES = [...LANGS, PSEUDO];

/** The page's own scrolling settles: the same scroll position over a few frames. */
const SETTLED = `new Promise((done) => {
  let last = -1, same = 0;
  const look = () => {
    const y = window.scrollY; same = y === last ? same + 1 : 0; last = y;
    if (same >= 3) done(y); else requestAnimationFrame(look); };
  setTimeout(look, 50);
})`;

async function open(url: string, size: Size): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: { width: size.width, height: size.height },
    isMobile: true,
    hasTouch: true,
  });
  suite.track(context);
  if (size.lang) await context.addCookies([{ name: 'lang', value: size.lang, url: suite.server.origin }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  (page as Page & { problems?: string[] }).problems = problems;
  await page.goto(url);
  await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
  return page;
}

const where = (size: Size, kind: string) =>
  `${kind} at ${size.width} x ${size.height}${size.lang ? ` in ${size.lang}` : ''}`;

/** What the screen shows once the page has done what it does by itself. */
async function bands(page: Page): Promise<Bands> {
  await page.evaluate(SETTLED);
  return page.evaluate(SCREEN_BANDS) as Promise<Bands>;
}

/** `hint`: whether the decision offers Hint (a learning game's seat). */
function expectFits(b: Bands, size: Size, kind: string, hint = false, when = ''): void {
  const at = where(size, kind) + when;
  expect((b.top + b.bottom) / size.height, `bars' share, ${at}`).toBeLessThanOrEqual(0.3);
  expect(b.confirms.length, `confirm buttons, ${at}`).toBeGreaterThan(0);
  expect(
    b.confirms.filter((c) => !c.inView),
    `confirm buttons off screen, ${at}`,
  ).toEqual([]);
  expect(b.covered, `the panel's controls under a bar, ${at}`).toEqual([]);
  if (hint) expect(b.hint, `Hint on screen, ${at}`).toEqual({ inView: true });
  expect(b.overflow, `sideways overflow, ${at}`).toEqual([]);
  if (kind === 'place') {
    expect(b.lit, at).toBeGreaterThan(0);
    expect(b.litInView / b.lit, `lit places in view (${b.litInView} of ${b.lit}), ${at}`).toBeGreaterThanOrEqual(0.9);
    expect(b.chips.all, `the tray's chips, ${at}`).toBeGreaterThan(0);
    expect(
      b.chips.inView === b.chips.all || b.chips.more,
      `the tray's chips on screen (${b.chips.inView} of ${b.chips.all}) or its scroll shown, ${at}`,
    ).toBe(true);
  } else {
    // The decision's words at the panel's top, between the bars.
    expect(b.panelTop, `the panel's top, ${at}`).not.toBeNull();
    expect(b.panelTop!, `the panel's top below the status bar, ${at}`).toBeGreaterThanOrEqual(b.top - 1);
    expect(b.panelTop!, `the panel's top on screen, ${at}`).toBeLessThan(size.height - b.bottom);
  }
}

/** The Alchemist's exchange offered (R9): a gem held to give. */
const alchemistExchange = (p: View['prompt']) =>
  p.kind === 'playCards' && p.cards.includes('alchemist') && (p.choices.alchemist?.give.length ?? 0) > 0;

const kindOf = (s: State, seat: number) => {
  const p = viewFor(s, seat).prompt;
  if (alchemistExchange(p)) return 'alchemist';
  return p.kind === 'playCards' ? `playCards:${p.window}` : p.kind;
};

/** What a game's first two turns ask of a player; a card window other than the Alchemist's exchange too. */
const WANTED = [
  'bid',
  'chooseOrder',
  'place',
  'takeGems',
  'chooseColour',
  'moveQuotation',
  'orderColumns',
  'alchemist',
];

/**
 * A seeded learning game with the King's Favor and the Alchemist among turn 1's characters whose
 * first two turns ask every kind wanted: searched on the engine alone, then played by the same moves.
 */
function gameWithEveryKind(): NewGame {
  for (let k = 0; k < 60; k++) {
    const setup: NewGame = {
      players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
      options: { kingsFavor: true },
      seed: `phone-screens-${k}`,
      deal: { characters: { 1: ['alchemist'] } },
    };
    const shadow = new Shadow(setup);
    const random = seededRandom(setup.seed);
    const seen = new Set<string>();
    for (let n = 0; n < 400 && shadow.state.turn <= 2 && !shadow.state.result; n++) {
      const seat = waitingFor(shadow.state)[0]!;
      seen.add(kindOf(shadow.state, seat));
      shadow.apply(seat, randomAction(shadow.state, seat, random)!);
    }
    if (WANTED.every((kind) => seen.has(kind)) && [...seen].some((k) => k.startsWith('playCards:'))) return setup;
  }
  throw new Error('no seed reaches every kind of decision');
}

async function post(
  url: string,
  shadow: Shadow,
  seat: number,
  action: NonNullable<ReturnType<typeof randomAction>>,
): Promise<void> {
  const res = await fetch(`${url}/actions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ action, version: shadow.state.version }),
  });
  expect(res.status, JSON.stringify(action)).toBe(200);
  shadow.apply(seat, action);
}

describe('a phone keeps the decision and the board in view', () => {
  it('every kind of decision, size and language, opened and reloaded: bars at most 30% of the height, ' +
    'nothing under a bar, confirm and Hint on screen, the panel or the lit places in view, every chip ' +
    'or the tray scroll shown, nothing wider than its box', async () => {
    const setup = gameWithEveryKind();
    const game = await suite.createGame({ ...setup, options: { ...setup.options, hints: true } });
    const shadow = new Shadow(setup);
    const random = seededRandom(setup.seed);
    const seen = new Set<string>();
    for (let n = 0; n < 400 && shadow.state.turn <= 2 && !shadow.state.result; n++) {
      const seat = waitingFor(shadow.state)[0]!;
      const kind = kindOf(shadow.state, seat);
      if (!seen.has(kind)) {
        seen.add(kind);
        // The languages side by side: a seat may have 8 pages open.
        for (const size of SIZES)
          await Promise.all(
            LANGUAGES.map(async (lang) => {
              const at = { ...size, lang };
              const page = await open(game.seats[seat]!.url, at);
              expectFits(await bands(page), at, kind, true);
              await page.reload();
              await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
              expectFits(await bands(page), at, kind, true, ', after a reload');
              expect((page as Page & { problems?: string[] }).problems).toEqual([]);
              await page.context().close();
            }),
          );
      }
      await post(game.seats[seat]!.url, shadow, seat, randomAction(shadow.state, seat, random)!);
    }
    for (const kind of [...WANTED, 'throne']) expect(seen, kind).toContain(kind);
    expect([...seen].filter((k) => k.startsWith('playCards:')).length).toBeGreaterThan(0);
  }, 900_000);

  it('on a desktop (1,280 x 900, 1,024 x 768) the placing tray floats over the decision, never the board', async () => {
    const setup: NewGame = { players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), seed: 'desktop-tray' };
    const game = await suite.createGame(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom('desktop-tray');
    while (!(waitingFor(shadow.state)[0] === 0 && viewFor(shadow.state, 0).prompt.kind === 'place')) {
      const seat = waitingFor(shadow.state)[0]!;
      await post(game.seats[seat]!.url, shadow, seat, randomAction(shadow.state, seat, random)!);
    }
    for (const [width, height] of [
      [1280, 900],
      [1024, 768],
    ] as const) {
      const context = await suite.browser.newContext({ viewport: { width, height } });
      suite.track(context);
      const page = await context.newPage();
      await page.goto(game.seats[0]!.url);
      const bar = page.locator('#prompt .place-bar');
      await bar.waitFor({ state: 'visible', timeout: 20_000 });
      const [tray, board] = [await bar.boundingBox(), await page.locator('#board').boundingBox()];
      // Side by side: the tray starts right of the board's column.
      expect(tray!.x, `${width} x ${height}`).toBeGreaterThanOrEqual(board!.x + board!.width);
      expect(tray!.y + tray!.height, `${width} x ${height}`).toBeLessThanOrEqual(height);
      await context.close();
    }
  });

  it(
    'a placement reaching a page open and scrolled away: the page brings the lit places between the ' +
      'bars by itself',
    async () => {
      const setup: NewGame = { players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })), seed: 'phone-push' };
      const game = await suite.createGame(setup);
      const shadow = new Shadow(setup);
      const random = seededRandom('phone-push');
      // Up to the placement before a seat's own: that seat's page is open, at the page's foot.
      const placingNext = (s: State) =>
        waitingFor(s).length === 1 && viewFor(s, waitingFor(s)[0]!).prompt.kind === 'place' && s.turn === 1;
      while (!placingNext(shadow.state)) {
        const seat = waitingFor(shadow.state)[0]!;
        await post(game.seats[seat]!.url, shadow, seat, randomAction(shadow.state, seat, random)!);
      }
      const now = waitingFor(shadow.state)[0]!;
      const next = [0, 1, 2, 3].find((s) => s !== now)!;
      for (const size of SIZES.map((s) => ({ ...s, lang: null }))) {
        const page = await open(game.seats[next]!.url, size);
        await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
        // The others place until it is this seat's move.
        while (waitingFor(shadow.state)[0] !== next || viewFor(shadow.state, next).prompt.kind !== 'place') {
          const seat = waitingFor(shadow.state)[0]!;
          await post(game.seats[seat]!.url, shadow, seat, randomAction(shadow.state, seat, random)!);
        }
        await seesVersion(page, shadow.state.version);
        await page.locator('#prompt .place-bar').waitFor({ state: 'visible' });
        expectFits(await bands(page), size, 'place');
        // The seat's move made through the API, so that the next size waits for its next placement.
        await post(game.seats[next]!.url, shadow, next, randomAction(shadow.state, next, random)!);
        await page.context().close();
      }
    },
  );
});
