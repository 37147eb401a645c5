// Placing brokers on a 360 x 780 phone: nothing chosen for the player, chips
// for the brokers behind the screen, the legal places lit, ghost tokens where the
// brokers will go, a bar fixed at the bottom with the move in words, Place and Undo;
// the same by keyboard, and the plain form without script. R6.2, R6.4, R11.2.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type Action,
  type Spot,
  type State,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { spotCode } from '../../templates/theme.ts';
import { Shadow, playByApi, seesVersion, versionOf, type Created, type NewGame } from './driver.ts';
import { browserSuite, phone } from './harness.ts';

const suite = browserSuite();

const placing = (s: State) => {
  const seat = waitingFor(s)[0];
  return seat !== undefined && viewFor(s, seat).prompt.kind === 'place';
};

async function openPhone(url: string, js = true): Promise<Page> {
  const context = js
    ? (await phone(suite.browser)).context
    : await suite.browser.newContext({
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
        javaScriptEnabled: false,
      });
  suite.track(context);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  (page as Page & { problems?: string[] }).problems = problems;
  await page.goto(url);
  if (js) await page.locator('#live[data-state="on"]').waitFor({ timeout: 20_000 });
  return page;
}

const problemsOf = (page: Page) => (page as Page & { problems?: string[] }).problems ?? [];

/** A 4-player game at its first placement, and the page of the seat placing. */
async function atPlacement(
  seed: string,
  players = 4,
): Promise<{ game: Created; shadow: Shadow; seat: number; page: Page }> {
  const setup: NewGame = { players: ['Ana', 'Bo', 'Cy', 'Di'].slice(0, players).map((name) => ({ name })), seed };
  const game = await suite.createGame(setup);
  const shadow = new Shadow(setup);
  await playByApi(game, shadow, seededRandom(seed), placing);
  const seat = waitingFor(shadow.state)[0]!;
  const page = await openPhone(game.seats[seat]!.url);
  await page.locator('.place-bar').waitFor({ state: 'visible' });
  return { game, shadow, seat, page };
}

const bar = (page: Page) => page.locator('#prompt .place-bar');
const chip = (page: Page, value: string) => bar(page).locator(`.chip[data-broker="${value}"]:not([disabled])`).first();
const spotEl = (page: Page, code: string) => page.locator(`#board [data-spot="${code}"]`);
const litSpots = (page: Page) =>
  page.locator('#board [data-spot].legal').evaluateAll((els) => els.map((e) => e.getAttribute('data-spot')));
const ghostTexts = (page: Page, code: string) => spotEl(page, code).locator('.ghost text').allTextContents();
const placeButton = (page: Page) => bar(page).locator('button.go');

/** The bar is on screen: fixed at the bottom of the phone's viewport, whatever was scrolled. */
async function barOnScreen(page: Page): Promise<void> {
  const box = await bar(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThan(300);
  expect(box!.y + box!.height).toBeLessThanOrEqual(781);
}

/** Two legal spots of the prompt: a city area and a market square. */
function someSpots(s: State, seat: number): { city: Spot; market: Spot; all: string[] } {
  const p = viewFor(s, seat).prompt;
  if (p.kind !== 'place') throw new Error('not placing');
  return {
    city: p.spots.find((x) => 'neighborhood' in x)!,
    market: p.spots.find((x) => 'row' in x)!,
    all: p.spots.map(spotCode),
  };
}

/** The seat's first two brokers behind the screen tapped onto a city area, then a market square. */
async function placeTwo(page: Page, s: State, seat: number) {
  const me = s.players[seat]!;
  const { city, market } = someSpots(s, seat);
  await chip(page, String(me.behind[0])).click();
  await spotEl(page, spotCode(city)).click();
  await chip(page, String(me.behind[1])).click();
  await spotEl(page, spotCode(market)).click();
  return { me, city, market };
}

describe('placing brokers by taps on a phone', () => {
  it(
    'R6.2: nothing chosen for the player; chips, lit places, ghosts, words, Undo; a whole move in 5 ' + 'taps',
    async () => {
      const { shadow, seat, page } = await atPlacement('place-taps');
      const before = await versionOf(page);
      const me = shadow.state.players[seat]!;
      const { city, market, all } = someSpots(shadow.state, seat);
      // Nothing pre-selected: every field of the plain form is empty, and Place does nothing yet.
      const values = await page
        .locator('#prompt form.place-form select')
        .evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value));
      expect(values.every((v) => v === '')).toBe(true);
      expect(await placeButton(page).isDisabled()).toBe(true);
      await placeButton(page).click({ force: true });
      expect(await versionOf(page)).toBe(before);
      await barOnScreen(page);
      // The chips are the brokers behind the screen, each value as many times as held.
      const chips = await bar(page)
        .locator('.chip')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-broker')));
      expect(chips).toEqual(me.behind.map(String));
      // Tap a broker: the places the prompt offers are lit, and only those.
      const [up, down] = [String(me.behind[me.behind.length - 1]), String(me.behind[0])];
      await chip(page, up).click();
      expect((await litSpots(page)).sort()).toEqual([...all].sort());
      await spotEl(page, spotCode(market)).click();
      expect(await ghostTexts(page, spotCode(market))).toEqual([up, '1st']);
      // The place first, then the broker: a ghost all the same; a market square is not lit twice (R6.4).
      expect(await litSpots(page)).not.toContain(spotCode(market));
      await spotEl(page, spotCode(city)).click();
      await chip(page, down).click();
      expect(await ghostTexts(page, spotCode(city))).toEqual([down, '2nd']);
      const words = await bar(page).locator('.place-summary').textContent();
      expect(words).toBe(`${up} up, ${short(market)}; ${down} down, ${short(city)}`);
      expect(await placeButton(page).isEnabled()).toBe(true);
      // Undo takes back the last tap (the broker), then the place before it.
      await bar(page).locator('.undo').click();
      expect(await ghostTexts(page, spotCode(city))).toEqual(['…', '2nd']);
      expect(await placeButton(page).isDisabled()).toBe(true);
      await bar(page).locator('.undo').click();
      expect(await spotEl(page, spotCode(city)).locator('.ghost').count()).toBe(0);
      await bar(page).locator('.undo').click();
      await bar(page).locator('.undo').click();
      expect(await page.locator('#board .ghost').count()).toBe(0);
      // The whole move in 5 taps, the market square scrolled to (and the bar still on screen).
      await chip(page, up).click();
      await spotEl(page, spotCode(market)).click();
      await barOnScreen(page);
      await chip(page, down).click();
      await spotEl(page, spotCode(city)).click();
      await placeButton(page).click();
      const action: Action = {
        type: 'place',
        placements: [
          { value: Number(up), faceUp: true, to: market },
          { value: Number(down), faceUp: false, to: city },
        ],
      };
      shadow.apply(seat, action);
      await seesVersion(page, shadow.state.version);
      expect(await page.locator('#board .ghost').count()).toBe(0);
      expect(await page.locator('.place-bar').isVisible()).toBe(false);
      // What just happened stays on the board: the two places of this move are marked, for everyone.
      const marked = await page
        .locator('#board .last-move')
        .evaluateAll((els) => els.map((e) => e.parentElement?.getAttribute('data-spot')));
      expect(marked.sort()).toEqual([spotCode(city), spotCode(market)].sort());
      expect(problemsOf(page)).toEqual([]);
    },
  );
});

describe('readable and tappable at 360 px', () => {
  it(
    'no board text under 12 CSS px, every place to tap at least 44 x 44 CSS px, every chip and button ' + 'too',
    async () => {
      const { page } = await atPlacement('place-sizes');
      const sizes = (await page.evaluate(`(() => {
      const svg = document.querySelector('#board svg');
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const texts = [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
      const spots = [...svg.querySelectorAll('[data-spot] > rect:first-of-type')].map((r) => r.getBoundingClientRect())
        .map((b) => Math.min(b.width, b.height));
      const taps = [...document.querySelectorAll('#prompt .place-bar button')].map((b) => b.getBoundingClientRect())
        .map((b) => Math.min(b.width, b.height));
      return { text: Math.min(...texts), spot: Math.min(...spots), tap: Math.min(...taps),
        spots: spots.length, texts: texts.length };
    })()`)) as { text: number; spot: number; tap: number; spots: number; texts: number };
      expect(sizes.texts).toBeGreaterThan(40);
      expect(sizes.spots).toBe(12 + 12);
      expect(sizes.text).toBeGreaterThanOrEqual(12);
      expect(sizes.spot).toBeGreaterThanOrEqual(44);
      expect(sizes.tap).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    },
  );
});

describe('a refused placement keeps what the player chose', () => {
  it(
    'R6.4: refused after the taps (the post altered on its way), the move stays on the bar and the ' +
      'board, with the reason',
    async () => {
      const { shadow, seat, page } = await atPlacement('place-refused');
      const before = await versionOf(page);
      const me = shadow.state.players[seat]!;
      const { city, market } = someSpots(shadow.state, seat);
      const [up, down] = [String(me.behind[0]), String(me.behind[1])];
      // As a page made on an older board would: its 2nd broker lands on the 1st's market square.
      await page.route('**/actions', (route) =>
        route.continue({
          postData: route
            .request()
            .postData()!
            .replace(/p2Spot=[^&]*/, `p2Spot=${spotCode(market)}`),
        }),
      );
      await chip(page, up).click();
      await spotEl(page, spotCode(market)).click();
      await chip(page, down).click();
      await spotEl(page, spotCode(city)).click();
      await placeButton(page).click();
      const flash = page.locator('#prompt [role="alert"]');
      await flash.waitFor();
      expect(await flash.textContent()).toContain(
        `you chose market row ${(market as { row: number }).row}, ${(market as { column: string }).column} twice`,
      );
      expect(await flash.textContent()).toContain('R6.4');
      expect(await versionOf(page)).toBe(before);
      // The choices are all still there: words, ghosts, Place ready to send again.
      expect(await bar(page).locator('.place-summary').textContent()).toBe(
        `${up} up, ${short(market)}; ${down} down, ${short(city)}`,
      );
      expect(await ghostTexts(page, spotCode(market))).toEqual([up, '1st']);
      expect(await ghostTexts(page, spotCode(city))).toEqual([down, '2nd']);
      await page.unroute('**/actions');
      await placeButton(page).click();
      shadow.apply(seat, {
        type: 'place',
        placements: [
          { value: Number(up), faceUp: true, to: market },
          { value: Number(down), faceUp: false, to: city },
        ],
      });
      await seesVersion(page, shadow.state.version);
      expect(problemsOf(page)).toEqual([]);
    },
  );

  it(
    'without script the plain form is the way: nothing pre-selected, and a refusal shows the form as it ' + 'was sent',
    async () => {
      const setup: NewGame = { players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })), seed: 'place-plain' };
      const game = await suite.createGame(setup);
      const shadow = new Shadow(setup);
      await playByApi(game, shadow, seededRandom('place-plain'), placing);
      const seat = waitingFor(shadow.state)[0]!;
      const page = await openPhone(game.seats[seat]!.url, false);
      const form = page.locator('#prompt form.place-form');
      expect(await form.locator('select[name="p1Spot"]').inputValue()).toBe('');
      expect(await form.locator('input[name="faces"]:checked').count()).toBe(0);
      expect(await page.locator('.place-bar').isVisible()).toBe(false);
      const me = shadow.state.players[seat]!;
      const { market } = someSpots(shadow.state, seat);
      const chosen = {
        p1Broker: String(me.behind[0]),
        p1Spot: spotCode(market),
        p2Broker: String(me.behind[1]),
        p2Spot: spotCode(market),
      };
      for (const [name, value] of Object.entries(chosen))
        await form.locator(`select[name="${name}"]`).selectOption(value);
      await form.locator('input[name="faces"][value="down-up"]').check();
      await form.locator(':scope > button.go').click();
      await page.waitForLoadState();
      expect(await page.locator('#prompt [role="alert"]').textContent()).toContain('R6.4');
      for (const [name, value] of Object.entries(chosen))
        expect(await page.locator(`#prompt select[name="${name}"]`).inputValue()).toBe(value);
      expect(await page.locator('#prompt input[name="faces"]:checked').getAttribute('value')).toBe('down-up');
    },
  );
});

describe('placing by keyboard, and with 2 players', () => {
  it(
    'a broker chip, then Enter on a lit place, by keyboard alone; the bar says each step aloud ' + '(aria-live)',
    async () => {
      const { shadow, seat, page } = await atPlacement('place-keys');
      const me = shadow.state.players[seat]!;
      const focusedChip = () =>
        page.evaluate('document.activeElement && document.activeElement.getAttribute("data-broker")') as Promise<
          string | null
        >;
      const focusedSpot = () =>
        page.evaluate('document.activeElement && document.activeElement.getAttribute("data-spot")') as Promise<
          string | null
        >;
      await bar(page).locator('.chip').first().focus();
      expect(await focusedChip()).toBe(String(me.behind[0]));
      expect(await bar(page).locator('.place-step').getAttribute('aria-live')).toBe('polite');
      await page.keyboard.press('Enter');
      // Focus goes on to the first lit place, which says what it is and what it holds.
      const first = await focusedSpot();
      expect(first).not.toBeNull();
      expect(await page.locator(`#board [data-spot="${first}"]`).getAttribute('role')).toBe('button');
      expect(await page.locator(`#board [data-spot="${first}"]`).getAttribute('aria-label')).toMatch(
        /^Neighborhood 1 port.*\. Put your face-up broker here$/,
      );
      await page.keyboard.press('Enter');
      expect(await ghostTexts(page, first!)).toEqual([String(me.behind[0]), '1st']);
      // Back on a chip: the next broker, then an arrow key to another lit place (a Tab crosses the board) and Space.
      expect(await focusedChip()).not.toBeNull();
      await page.keyboard.press('Enter');
      expect(await focusedSpot()).toBe(first);
      await page.keyboard.press('ArrowRight');
      const second = await focusedSpot();
      expect(second).not.toBeNull();
      expect(second).not.toBe(first);
      await page.keyboard.press(' ');
      expect(await bar(page).locator('.place-step').textContent()).toMatch(/^Ready/);
      expect(await page.evaluate('document.activeElement && document.activeElement.textContent')).toBe('Place');
      await page.keyboard.press('Enter');
      await seesVersion(page, shadow.state.version + 1);
    },
  );

  it(
    'R11.2: with 2 players the neutral broker is placed by tapping too, and the neutral brokers left ' + 'are shown',
    async () => {
      const { shadow, seat, page } = await atPlacement('place-two', 2);
      const { me, city, market } = await placeTwo(page, shadow.state, seat);
      // Round 1: all four of the turn's neutral brokers are left (R11.1, R11.2).
      expect(await bar(page).locator('.place-step').textContent()).toMatch(
        /neutral broker, face down, drawn unseen from the 4 you have left this turn/,
      );
      expect(await placeButton(page).isDisabled()).toBe(true);
      // The neutral may not share the market square either (R6.4): it is not lit.
      expect(await litSpots(page)).not.toContain(spotCode(market));
      await spotEl(page, spotCode(city)).click();
      expect(await ghostTexts(page, spotCode(city))).toEqual([String(me.behind[0]), '1st', '?', 'N']);
      await placeButton(page).click();
      await seesVersion(page, shadow.state.version + 1);
    },
  );
});

describe('R9.1: the moment just after a placement, chosen with it', () => {
  it('with the Mercenary in hand, "then the Mercenary on the 2nd" is part of the move: no second screen', async () => {
    // A seeded game (with the Mercenary among turn 1's cards) that reaches a placement by a seat holding it, playable.
    const holds = (s: State) => {
      const seat = waitingFor(s)[0];
      const p = seat === undefined ? null : viewFor(s, seat).prompt;
      return p?.kind === 'place' && p.then.includes('mercenary');
    };
    let found: { setup: NewGame; seed: string } | null = null;
    for (let k = 0; k < 60 && !found; k++) {
      const setup: NewGame = {
        players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
        seed: `then-${k}`,
        deal: { characters: { 1: ['mercenary'] } },
      };
      const shadow = new Shadow(setup);
      const random = seededRandom(setup.seed);
      for (let n = 0; n < 400 && !shadow.state.result && !holds(shadow.state); n++) {
        const seat = waitingFor(shadow.state)[0]!;
        shadow.apply(seat, randomAction(shadow.state, seat, random)!);
      }
      if (holds(shadow.state)) found = { setup, seed: setup.seed };
    }
    expect(found).not.toBeNull();
    const game = await suite.createGame(found!.setup);
    const shadow = new Shadow(found!.setup);
    await playByApi(game, shadow, seededRandom(found!.seed), holds);
    const seat = waitingFor(shadow.state)[0]!;
    const page = await openPhone(game.seats[seat]!.url);
    const { me, city, market } = await placeTwo(page, shadow.state, seat);
    // Both brokers placed, but the move is not whole until the moment after it is chosen.
    expect(await placeButton(page).isDisabled()).toBe(true);
    expect(await bar(page).locator('.place-step').textContent()).toMatch(/just after/);
    await bar(page).locator('.then[data-then="mercenary:1"]').click();
    expect(await bar(page).locator('.place-summary').textContent()).toMatch(/then the Mercenary on the 2nd$/);
    await placeButton(page).click();
    shadow.apply(seat, {
      type: 'place',
      placements: [
        { value: me.behind[0]!, faceUp: true, to: city },
        { value: me.behind[1]!, faceUp: false, to: market },
      ],
    });
    shadow.apply(seat, { type: 'playCard', card: 'mercenary', placement: 1 });
    // Two decisions in, from one tap on Place: the Mercenary's mark is on the 2nd broker, in the market square.
    await seesVersion(page, shadow.state.version);
    expect(await spotEl(page, spotCode(market)).locator('use[href="#mercenary-star"]').count()).toBe(1);
    expect(await page.locator('#prompt .prompt-panel[data-window="duringPlacement"]').count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
  });
});

const short = (s: Spot) => ('neighborhood' in s ? `N${s.neighborhood} ${s.area}` : `market ${s.row} ${s.column}`);
