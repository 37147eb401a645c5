// Playing by keyboard alone on a 360 x 780 phone: the arrow keys among the lit places (rows
// and columns as on screen), Enter or Space to pick, a number key for the tray's chip,
// Escape to take back a step; after every key the focus is on the decision's next step,
// never on the page's body (src/client/pages/place.ts, src/client/live.ts). R6.2, R11.2, R5.1.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type State, randomAction, seededRandom, viewFor, waitingFor } from '../../src/engine/index.ts';
import type { Box } from '../../src/client/roving.ts';
import { ARROWS_HOME_END, farthest, keyPaths } from '../support/keyPaths.ts';
import { Shadow, playByApi, seesVersion, versionOf, type NewGame } from './driver.ts';
import { browserSuite, openLivePhone, problemsOf } from './harness.ts';

const suite = browserSuite();

/** What has the focus: the body, or an element with what tells it apart. */
const FOCUSED = `(() => {
  const a = document.activeElement;
  if (!a || a === document.body) return { body: true };
  return { body: false, id: a.id, spot: a.getAttribute('data-spot'), broker: a.getAttribute('data-broker'),
    name: a.getAttribute('name'), label: a.getAttribute('aria-label'), text: (a.textContent || '').trim(),
    cls: a.getAttribute('class') || '' };
})()`;
type Focused = {
  body: boolean;
  id?: string;
  spot?: string | null;
  broker?: string | null;
  name?: string | null;
  label?: string | null;
  text?: string;
  cls?: string;
};
const focused = (page: Page) => page.evaluate(FOCUSED) as Promise<Focused>;

/** The keys pressed on a page, counted, the focus checked after each: never the body. */
function keyboard(page: Page) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async press(key: string): Promise<Focused> {
      await page.keyboard.press(key);
      count++;
      const now = await focused(page);
      expect(now.body, `the focus on the body after ${key} (press ${count})`).toBe(false);
      return now;
    },
  };
}

/** The focus on the decision panel, as when a decision of this seat's arrives on an open page (src/client/live.ts). */
const decisionArrives = (page: Page) =>
  page.evaluate(
    `(() => { const p = document.getElementById('prompt'); p.setAttribute('tabindex', '-1'); p.focus(); })()`,
  );

const placing = (s: State) => {
  const seat = waitingFor(s)[0];
  return seat !== undefined && viewFor(s, seat).prompt.kind === 'place';
};

const bar = (page: Page) => page.locator('#prompt .place-bar');
const said = (page: Page) => page.locator('#prompt .place-said').textContent();
const ghostTexts = (page: Page, code: string) =>
  page.locator(`#board [data-spot="${code}"] .ghost text`).allTextContents();

describe('a placement by keyboard alone', () => {
  it('R11.2: 2 players, both brokers and the neutral one in 15 keys at most, the focus on each next step', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'keys-two' };
    const game = await suite.createGame(setup);
    const shadow = new Shadow(setup);
    await playByApi(game, shadow, seededRandom(setup.seed), placing);
    const seat = waitingFor(shadow.state)[0]!;
    const page = await openLivePhone(suite, game.seats[seat]!.url);
    await bar(page).waitFor({ state: 'visible' });
    const behind = shadow.state.players[seat]!.behind;
    const [up, down] = [String(behind[behind.length - 1]), String(behind[0])];
    const before = await versionOf(page);
    // The chips say what they are, not a bare number; Place says what it waits for.
    expect(await bar(page).locator(`.chip[data-broker="${up}"]`).first().getAttribute('aria-label')).toBe(
      `Broker ${up}, face up`,
    );
    expect(await bar(page).locator('button.go').getAttribute('aria-describedby')).toBe('place-step');
    expect(await page.locator('#place-step').textContent()).toMatch(/^Your face-up broker: tap one/);

    // The panel, its form drawn as the tray at the foot, ends with its heading: no empty band under it.
    const band = await page.evaluate(`(() => {
      const b = (sel) => document.querySelector(sel).getBoundingClientRect().bottom;
      return b('#prompt .prompt-panel') - b('#prompt .prompt-text');
    })()`);
    expect(band).toBe(0);

    // Escape takes back a step, and the focus stays on the decision.
    await decisionArrives(page);
    const keys = keyboard(page);
    expect((await keys.press(up)).spot).toMatch(/^n1-/);
    expect(await bar(page).locator('.chip[aria-pressed="true"]').count()).toBe(1);
    expect((await keys.press('Escape')).broker).not.toBeNull();
    expect(await bar(page).locator('.chip[aria-pressed="true"]').count()).toBe(0);

    // The counted move, from the decision's arrival.
    await decisionArrives(page);
    const move = keyboard(page);
    // The face-up broker by its number: the focus on the first lit place; Right to the next, Enter.
    const first = await move.press(up);
    expect(first.label).toMatch(/^Put your face-up broker here: Neighborhood 1 port/);
    // The move so far in words for a screen reader (the tray's short "3 up" is for the eye, and hidden from it).
    expect(await said(page)).toBe(`Broker ${up}, face up, to place`);
    expect(await bar(page).locator('.place-summary').getAttribute('aria-hidden')).toBe('true');
    const a = (await move.press('ArrowRight')).spot!;
    expect(a).toBe('n2-port');
    const toChip = await move.press('Enter');
    expect(await ghostTexts(page, a)).toEqual([up, '1st']);
    // The focus back on a chip, named for the broker now asked: face down.
    expect(toChip.label).toMatch(/^Broker \d+, face down$/);
    expect((await move.press(down)).spot).toBe(first.spot);
    // Down a column: the neighborhood's commerce and palace, then the market's first row lit.
    await move.press('ArrowDown');
    await move.press('ArrowDown');
    const b = (await move.press('ArrowDown')).spot!;
    expect(b).toMatch(/^r\d-blue$/);
    // The neutral broker's step: the focus on its first lit place, not the body (the market square just taken is
    // not lit, R6.4).
    const neutral = await move.press('Enter');
    expect(neutral.label).toMatch(/^Put your neutral broker here: /);
    expect(await page.locator(`#board [data-spot="${b}"].legal`).count()).toBe(0);
    const c = (await move.press('ArrowDown')).spot!;
    expect(c).toBe('n1-commerce');
    const place = await move.press('Enter');
    expect(place.text).toBe('Place');
    expect(await ghostTexts(page, c)).toEqual(['?', 'N']);
    expect(await said(page)).toMatch(
      new RegExp(
        `^Broker ${up}, face up, N2 port; Broker ${down}, face down, market \\d blue; ` +
          'Neutral broker, face down, N1 commerce$',
      ),
    );
    // Place: sent; the panel holds the focus while it posts, then the status line.
    await move.press('Enter');
    await seesVersion(page, before + 1);
    await expect.poll(async () => (await focused(page)).id).toBe('status');
    expect(move.count).toBeLessThanOrEqual(15);
    const marked = await page
      .locator('#board .last-move')
      .evaluateAll((els) => els.map((e) => e.parentElement?.getAttribute('data-spot')));
    expect(new Set(marked)).toEqual(new Set([a, b, c]));
    expect(problemsOf(page)).toEqual([]);
  });
});

/**
 * The lit places as src/client/board.ts moves among them: each one's code, its box on screen (a place's area or
 * square), its part of the board (n, r, t); and which has the focus.
 */
const LIT = `(() => {
  const lit = [...document.querySelectorAll('#board .legal')];
  const box = (el) => ((el.matches('[data-spot]') && el.querySelector(':scope > rect')) || el).getBoundingClientRect();
  const code = (el) => el.getAttribute('data-spot') || el.getAttribute('data-ref') || '';
  return { codes: lit.map(code), parts: lit.map((el) => code(el).charAt(0)),
    boxes: lit.map((el) => { const b = box(el); return { x: b.x, y: b.y, width: b.width, height: b.height }; }),
    focused: lit.indexOf(document.activeElement) };
})()`;
type Lit = { codes: string[]; parts: string[]; boxes: Box[]; focused: number };

/**
 * From the focus on the first lit place, to the place farthest from it by keys (the most keys of the fewest), and
 * Enter: the keys pressed, checked to end on that place; with the most the arrows, Home and End alone would need.
 */
async function toFarthest(page: Page, keys: ReturnType<typeof keyboard>): Promise<{ spot: string; before: number }> {
  const lit = (await page.evaluate(LIT)) as Lit;
  expect(lit.focused).toBe(0);
  const paths = keyPaths(lit.boxes, lit.parts, lit.focused);
  const far = paths.reduce((best, p, i) => ((p?.length ?? 0) > (paths[best]?.length ?? 0) ? i : best), 0);
  let now: Focused | null = null;
  for (const key of paths[far]!) now = await keys.press(key);
  expect(now?.spot).toBe(lit.codes[far]);
  await keys.press('Enter');
  return { spot: lit.codes[far]!, before: farthest(keyPaths(lit.boxes, lit.parts, lit.focused, ARROWS_HOME_END)) };
}

describe('a placement to the farthest places by keyboard', () => {
  for (const players of [4, 2]) {
    it(`R6.2: ${players} players, each broker to the lit place farthest by keys: 15 keys at most`, async () => {
      const setup: NewGame = {
        players: ['Ana', 'Bo', 'Cy', 'Di'].slice(0, players).map((name) => ({ name })),
        seed: `keys-far-${players}`,
      };
      const game = await suite.createGame(setup);
      const shadow = new Shadow(setup);
      await playByApi(game, shadow, seededRandom(setup.seed), placing);
      const seat = waitingFor(shadow.state)[0]!;
      const page = await openLivePhone(suite, game.seats[seat]!.url);
      await bar(page).waitFor({ state: 'visible' });
      const behind = shadow.state.players[seat]!.behind;
      const before = await versionOf(page);
      await decisionArrives(page);
      const keys = keyboard(page);
      // The face-up broker by its number, to its place; the face-down one; with 2 players the neutral broker, whose
      // step opens on its first lit place (R11.2). Then Place.
      await keys.press(String(behind[behind.length - 1]));
      const up = await toFarthest(page, keys);
      await keys.press(String(behind[0]));
      const down = await toFarthest(page, keys);
      const neutral = players === 2 ? await toFarthest(page, keys) : null;
      expect((await focused(page)).text).toBe('Place');
      await keys.press('Enter');
      await seesVersion(page, before + 1);
      const steps = [up, down, ...(neutral ? [neutral] : [])];
      // Without Page Up and Page Down: a chip and Enter per broker, the neutral's Enter, Place, and the most arrows.
      const arrowsOnly = 2 * 2 + (neutral ? 1 : 0) + 1 + steps.reduce((n, s) => n + s.before, 0);
      expect(keys.count).toBeLessThanOrEqual(15);
      expect(keys.count).toBeLessThan(arrowsOnly);
      expect(problemsOf(page)).toEqual([]);
    });
  }
});

describe('a bid by keyboard alone', () => {
  it('R5.1: Tab to the pairs, an arrow to choose, Tab to Bid, Enter: 5 keys, the focus never on the body', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'keys-bid' };
    const game = await suite.createGame(setup);
    const page = await openLivePhone(suite, game.seats[0]!.url);
    await decisionArrives(page);
    const keys = keyboard(page);
    // The rule's link in the question first, then the pairs.
    expect((await keys.press('Tab')).text).toBe('R5');
    expect((await keys.press('Tab')).name).toBe('brokers');
    await keys.press('ArrowDown');
    expect((await keys.press('Tab')).text).toMatch(/bid/i);
    const chosen = await page.locator('input[name="brokers"]:checked').getAttribute('value');
    await keys.press('Enter');
    await seesVersion(page, 1);
    await expect.poll(async () => (await focused(page)).id).toBe('status');
    expect(keys.count).toBe(5);
    const view = (await (await fetch(game.seats[0]!.url, { headers: { Accept: 'application/json' } })).json()) as {
      players: { bid: number[] | null }[];
    };
    expect(view.players[0]!.bid?.join(',')).toBe(chosen);
    expect(problemsOf(page)).toEqual([]);
  });
});

describe('a card’s choice on the board by keyboard alone', () => {
  it('R9 Captain: Enter on "Choose on the board", arrows and Enter to the ports; Escape, Cancel undo', async () => {
    // A seeded 2-player game, the Captain among turn 1's characters, that reaches a card window offering it.
    const offered = (s: State) => {
      const seat = waitingFor(s)[0];
      const p = seat === undefined ? null : viewFor(s, seat).prompt;
      return p?.kind === 'playCards' && p.cards.includes('captain');
    };
    let setup: NewGame | null = null;
    for (let k = 0; k < 40 && !setup; k++) {
      const tried: NewGame = {
        players: [{ name: 'Ana' }, { name: 'Bo' }],
        seed: `keys-captain-${k}`,
        deal: { characters: { 1: ['captain'] } },
      };
      const shadow = new Shadow(tried);
      const random = seededRandom(tried.seed);
      for (let n = 0; n < 400 && !shadow.state.result && !offered(shadow.state); n++) {
        const seat = waitingFor(shadow.state)[0]!;
        shadow.apply(seat, randomAction(shadow.state, seat, random)!);
      }
      if (offered(shadow.state)) setup = tried;
    }
    expect(setup).not.toBeNull();
    const game = await suite.createGame(setup!);
    const shadow = new Shadow(setup!);
    await playByApi(game, shadow, seededRandom(setup!.seed), offered);
    const seat = waitingFor(shadow.state)[0]!;
    const page = await openLivePhone(suite, game.seats[seat]!.url);
    const form = page.locator('#prompt form.card-captain');
    await form.locator('.pick-start').waitFor({ state: 'visible' });
    const before = await versionOf(page);
    await decisionArrives(page);
    const keys = keyboard(page);
    let now = await keys.press('Tab');
    for (let i = 0; i < 4 && !now.cls?.includes('pick-start'); i++) now = await keys.press('Tab');
    expect(now.cls).toContain('pick-start');
    const first = await keys.press('Enter');
    expect(first.spot).toMatch(/-port$/);
    // Nothing chosen yet: Escape leaves the choice, the focus back on its start.
    expect((await keys.press('Escape')).cls).toContain('pick-start');
    expect(await form.locator('.pick-bar').isVisible()).toBe(false);
    // So does Cancel, by keyboard.
    expect((await keys.press('Enter')).spot).toBe(first.spot);
    await form.locator('.pick-bar .cancel').focus();
    expect((await keys.press('Enter')).cls).toContain('pick-start');
    expect(await page.locator('#board .legal').count()).toBe(0);
    expect((await keys.press('Enter')).spot).toBe(first.spot);
    const a = (await keys.press('ArrowRight')).spot!;
    expect(a).toMatch(/-port$/);
    expect(a).not.toBe(first.spot);
    // The 1st port chosen: the focus on the first port lit for the 2nd (another neighborhood's).
    const next = await keys.press('Enter');
    expect(next.spot).toMatch(/-port$/);
    expect(next.spot).not.toBe(a);
    expect(await form.locator('.pick-summary').textContent()).not.toBe('');
    // Escape takes the port back: the ports lit again for the 1st, the focus on the first.
    expect((await keys.press('Escape')).spot).toBe(first.spot);
    expect(await form.locator('.pick-summary').textContent()).toBe('');
    await keys.press('ArrowRight');
    await keys.press('Enter');
    const send = await keys.press('Enter');
    expect(send.cls).toContain('send');
    await keys.press('Enter');
    await seesVersion(page, before + 1);
    expect((await focused(page)).body).toBe(false);
    expect(problemsOf(page)).toEqual([]);
  });
});
