// In a real Chromium on a 360 x 780 phone: every card's choice
// of a place or a broker made by taps on the board (Captain, Queen, Magician, Herald,
// Mercenary, the Spy's look), nothing chosen for the player, the quotations beside gem
// choices; a half-built placement kept across a reload and a language switch (which
// comes back to where the player was), and another chip replacing the pick.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type Action,
  type BrokerRef,
  type State,
  type View,
  type YellowCard,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { parseActionForm } from '../../src/http/forms.ts';
import { refCode, spotCode } from '../../templates/theme.ts';
import { Shadow, playByApi, seesVersion, versionOf, type NewGame } from './driver.ts';
import { browserSuite, openLivePhone, problemsOf } from './harness.ts';

const suite = browserSuite();

/** The seat a moment is about, or null until the game reaches it. */
type Moment = (s: State) => number | null;

const waited = (s: State, ok: (p: View['prompt']) => boolean): number | null => {
  const seat = waitingFor(s)[0];
  return seat !== undefined && ok(viewFor(s, seat).prompt) ? seat : null;
};
const offers =
  (card: YellowCard): Moment =>
  (s) =>
    waited(
      s,
      (p) => p.kind === 'playCards' && p.cards.includes(card) && (card !== 'mercenary' || p.placed.length === 2),
    );

/**
 * A seeded 4-player game with `card` among turn 1's characters that reaches the moment:
 * searched on the engine alone (fast), then made on the server and played there by the
 * same random moves through the API.
 */
async function reach(card: YellowCard, moment: Moment): Promise<{ shadow: Shadow; seat: number; page: Page }> {
  let setup: NewGame | null = null;
  for (let k = 0; k < 80 && !setup; k++) {
    const tried: NewGame = {
      players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
      seed: `board-${card}-${k}`,
      deal: { characters: { 1: [card] } },
    };
    const shadow = new Shadow(tried);
    const random = seededRandom(tried.seed);
    for (let n = 0; n < 600 && !shadow.state.result && moment(shadow.state) === null; n++) {
      const seat = waitingFor(shadow.state)[0]!;
      shadow.apply(seat, randomAction(shadow.state, seat, random)!);
    }
    if (moment(shadow.state) !== null) setup = tried;
  }
  expect(setup, `a game reaching ${card}`).not.toBeNull();
  const game = await suite.createGame(setup!);
  const shadow = new Shadow(setup!);
  await playByApi(game, shadow, seededRandom(setup!.seed), (s) => moment(s) !== null);
  const seat = moment(shadow.state)!;
  return { shadow, seat, page: await openPhone(game.seats[seat]!.url) };
}

const openPhone = (url: string) => openLivePhone(suite, url);

const lit = (page: Page) =>
  page
    .locator('#board .legal')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-ref') ?? e.getAttribute('data-spot')).sort());
const boardEl = (page: Page, code: string) =>
  page.locator(`#board ${code.includes(':') ? `[data-ref="${code}"]` : `[data-spot="${code}"]`}`);
const sorted = (codes: string[]) => [...new Set(codes)].sort();

/** What the page posts next, read back as the server reads it. */
async function posted(page: Page, send: () => Promise<void>): Promise<Action> {
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/actions'));
  await send();
  const fields = Object.fromEntries(new URLSearchParams((await request).postData() ?? ''));
  const parsed = parseActionForm(fields);
  if (!parsed.ok) throw new Error(`the page posted an unreadable form: ${JSON.stringify(fields)}`);
  return parsed.action;
}

/**
 * The whole choice on the board: nothing chosen at first, "Choose on the board", then
 * each tap in order (the lit elements before each tap being `lit[i]`), each marked in
 * words, Undo taking the last back, the button enabled only at the end; what is posted
 * is `expected`, and the game applies it.
 */
async function chooseOnBoard(
  page: Page,
  shadow: Shadow,
  seat: number,
  formSelector: string,
  taps: string[],
  litBefore: string[][],
  marks: string[],
  expected: Action,
) {
  const form = page.locator(`#prompt ${formSelector}`);
  // Nothing pre-selected: every select on "Choose…", no radio checked.
  const values = await form
    .locator('select')
    .evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value));
  expect(values.filter((v) => v !== '')).toEqual([]);
  expect(await form.locator('input[type="radio"]:checked').count()).toBe(0);
  await form.locator('.pick-start').click();
  const bar = form.locator('.pick-bar');
  await bar.waitFor({ state: 'visible' });
  expect(await bar.locator('.send').isDisabled()).toBe(true);
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(781);
  for (const [i, code] of taps.entries()) {
    expect(await lit(page), `lit before tap ${i + 1}`).toEqual(sorted(litBefore[i]!));
    const step = await bar.locator('.pick-step').textContent();
    await boardEl(page, code).click();
    expect(await bar.locator('.pick-step').textContent()).not.toBe(step);
    expect(await boardEl(page, code).locator('.pick-mark text').textContent()).toBe(marks[i]);
    if (i === 0) {
      // Undo takes the tap back, and the same tap again.
      await bar.locator('.undo').click();
      expect(await page.locator('#board .pick-mark').count()).toBe(0);
      await boardEl(page, code).click();
    }
    expect(await bar.locator('.send').isDisabled()).toBe(i < taps.length - 1);
  }
  expect(await bar.locator('.pick-step').textContent()).toMatch(/^Ready/);
  const action = await posted(page, () => bar.locator('.send').click());
  expect(action).toEqual(expected);
  shadow.apply(seat, expected);
  await seesVersion(page, shadow.state.version);
  expect(await page.locator('#board .pick-mark, #board [data-ref].legal').count()).toBe(0);
  expect(problemsOf(page)).toEqual([]);
}

const samePlace = (a: BrokerRef, b: BrokerRef) =>
  (a.spot === 'throne' ? 'throne' : spotCode(a.spot)) === (b.spot === 'throne' ? 'throne' : spotCode(b.spot));

describe('every card choice of a place or a broker is made on the board', () => {
  it('R9 Captain: two ports tapped, the second another neighborhood', async () => {
    const { shadow, seat, page } = await reach('captain', offers('captain'));
    const p = viewFor(shadow.state, seat).prompt;
    if (p.kind !== 'playCards') throw new Error('not playing cards');
    const [a, b] = p.choices.captain!.neighborhoods;
    const port = (n: number) => spotCode({ neighborhood: n, area: 'port' });
    const all = p.choices.captain!.neighborhoods.map(port);
    await chooseOnBoard(
      page,
      shadow,
      seat,
      'form.card-captain',
      [port(a!), port(b!)],
      [all, all.filter((c) => c !== port(a!))],
      ['1st', '2nd'],
      { type: 'playCard', card: 'captain', neighborhoods: [a!, b!] },
    );
  });

  it('R9 Queen: the area tapped, before the placement, which comes back afterwards', async () => {
    const { shadow, seat, page } = await reach('queen', (s) =>
      waited(s, (p) => p.kind === 'place' && p.cards.includes('queen')),
    );
    const p = viewFor(shadow.state, seat).prompt;
    if (p.kind !== 'place') throw new Error('not placing');
    const spots = p.choices.queen!.spots.map(spotCode);
    // The placement's lit places give way to the Queen's while she is chosen.
    await page.locator('.place-bar .chip').first().click();
    await chooseOnBoard(page, shadow, seat, 'form.card-queen', [spots[0]!], [spots], ['✓'], {
      type: 'playCard',
      card: 'queen',
      spot: p.choices.queen!.spots[0]!,
    });
    await page.locator('.place-bar').waitFor({ state: 'visible' });
  });

  it('R9 Magician: two of your brokers tapped, the second in another place', async () => {
    const { shadow, seat, page } = await reach('magician', offers('magician'));
    const p = viewFor(shadow.state, seat).prompt;
    if (p.kind !== 'playCards') throw new Error('not playing cards');
    const brokers = p.choices.magician!.brokers;
    const a = brokers[0]!;
    const b = brokers.find((r) => !samePlace(r, a))!;
    await chooseOnBoard(
      page,
      shadow,
      seat,
      'form.card-magician',
      [refCode(a), refCode(b)],
      [brokers.map(refCode), brokers.filter((r) => !samePlace(r, a)).map(refCode)],
      ['1st', '2nd'],
      { type: 'playCard', card: 'magician', swap: [a, b] },
    );
  });

  it('R9 Herald: a broker, then a place (not its own)', async () => {
    const { shadow, seat, page } = await reach('herald', offers('herald'));
    const p = viewFor(shadow.state, seat).prompt;
    if (p.kind !== 'playCards') throw new Error('not playing cards');
    const { from, to } = p.choices.herald!;
    const moved = from[0]!;
    const away = to.filter((s) => moved.spot === 'throne' || spotCode(s) !== spotCode(moved.spot));
    await chooseOnBoard(
      page,
      shadow,
      seat,
      'form.card-herald',
      [refCode(moved), spotCode(away[0]!)],
      [from.map(refCode), away.map(spotCode)],
      ['from', 'to'],
      { type: 'playCard', card: 'herald', from: moved, to: away[0]! },
    );
  });

  it('R9 Mercenary: one of the two brokers just placed, tapped', async () => {
    const { shadow, seat, page } = await reach('mercenary', offers('mercenary'));
    const p = viewFor(shadow.state, seat).prompt;
    if (p.kind !== 'playCards') throw new Error('not playing cards');
    await chooseOnBoard(
      page,
      shadow,
      seat,
      'form.card-mercenary',
      [refCode(p.placed[1]!)],
      [p.placed.map(refCode)],
      ['✓'],
      { type: 'playCard', card: 'mercenary', placement: 1 },
    );
  });

  it('R9 Spy: a face-down broker of another player tapped for a look', async () => {
    const spying: Moment = (s) => {
      if (s.agenda[0]?.kind !== 'place') return null;
      const e = s.effects.spy.find((x) => x.peeks.length < 3 && viewFor(s, x.seat).spyTargets.length > 0);
      return e ? e.seat : null;
    };
    const { shadow, seat, page } = await reach('spy', spying);
    const { spyTargets: targets, spyFindings: seen } = viewFor(shadow.state, seat);
    await chooseOnBoard(page, shadow, seat, 'form.peek-form', [refCode(targets[0]!)], [targets.map(refCode)], ['✓'], {
      type: 'peek',
      target: targets[0]!,
    });
    expect(await page.locator('.spy-findings li').count()).toBe(seen.length + 1);
  });
});

describe('gem and colour choices', () => {
  it(
    "R7.3: each choice of gems shows the quotations of its colours, and a white gem's colour is not " +
      'chosen for the player',
    async () => {
      const taking: Moment = (s) =>
        waited(s, (p) => p.kind === 'takeGems' && p.choices.some((c) => c.some((g) => g !== 'white')));
      const { shadow, seat, page } = await reach('jeweler', taking);
      const view = viewFor(shadow.state, seat);
      const p = view.prompt;
      if (p.kind !== 'takeGems') throw new Error('not taking gems');
      const shown = await page
        .locator('#prompt form.take-gems')
        .evaluateAll((els) => els.map((e) => e.querySelector('.quote-now')?.textContent ?? ''));
      const expected = p.choices.map((choice) => {
        const colours = [...new Set(choice.filter((g) => g !== 'white'))];
        return colours.length
          ? `quotation: ${colours.map((c) => `${c} ${view.quotation[c as 'red']}`).join(', ')}`
          : '';
      });
      expect(shown).toEqual(expected);
      const whites = page.locator('#prompt select[name="as"]');
      for (let i = 0; i < (await whites.count()); i++) {
        expect(await whites.nth(i).inputValue()).toBe('');
        expect(await whites.nth(i).locator('option:not([value=""])').allTextContents()).toEqual(
          (['blue', 'green', 'yellow', 'red'] as const).map(
            (c) => `${c[0]!.toUpperCase()}${c.slice(1)} (quotation ${view.quotation[c]})`,
          ),
        );
      }
    },
  );
});

// ---------------------------------------------------------------- item 4: the half-built placement

const placing: Moment = (s) => waited(s, (p) => p.kind === 'place');
const bar = (page: Page) => page.locator('#prompt .place-bar');
const chip = (page: Page, value: string) => bar(page).locator(`.chip[data-broker="${value}"]:not([disabled])`).first();
const ghosts = (page: Page) => page.locator('#board .ghost text').allTextContents();

async function atPlacement(seed: string) {
  const setup: NewGame = { players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })), seed };
  const game = await suite.createGame(setup);
  const shadow = new Shadow(setup);
  await playByApi(game, shadow, seededRandom(seed), (s) => placing(s) !== null);
  const seat = placing(shadow.state)!;
  const page = await openPhone(game.seats[seat]!.url);
  await bar(page).waitFor({ state: 'visible' });
  const p = viewFor(shadow.state, seat).prompt;
  if (p.kind !== 'place') throw new Error('not placing');
  const city = p.spots.find((s) => 'neighborhood' in s)!;
  const market = p.spots.find((s) => 'row' in s)!;
  if (!('row' in market)) throw new Error('no market square');
  return { shadow, seat, page, behind: shadow.state.players[seat]!.behind, city, market };
}

describe('a half-built placement is kept', () => {
  it('picking another chip replaces the pick, before and after its place is tapped', async () => {
    const { page, behind, city } = await atPlacement('replace-chip');
    const [a, b] = [String(behind[0]), String(behind.find((v) => v !== behind[0])!)];
    await chip(page, a).click();
    await chip(page, b).click();
    expect(await bar(page).locator('.place-summary').textContent()).toBe(`${b} up`);
    expect(await bar(page).locator('.chip[aria-pressed="true"]').allTextContents()).toEqual([b]);
    await page.locator(`#board [data-spot="${spotCode(city)}"]`).click();
    expect(await ghosts(page)).toEqual([b, '1st']);
    // Undo goes back to the place, not through every chip tried.
    await bar(page).locator('.undo').click();
    await bar(page).locator('.undo').click();
    expect(await bar(page).locator('.place-summary').textContent()).toBe('');
    expect(problemsOf(page)).toEqual([]);
  });

  it(
    'across a reload and a language switch, which comes back to where the player was; then sent as ' + 'built',
    async () => {
      const { shadow, seat, page, behind, city, market } = await atPlacement('keep-placement');
      const [up, down] = [String(behind[0]), String(behind[1])];
      await chip(page, up).click();
      await page.locator(`#board [data-spot="${spotCode(market)}"]`).click();
      await chip(page, down).click();
      const summary = `${up} up, ${short(market)}; ${down} down`;
      expect(await bar(page).locator('.place-summary').textContent()).toBe(summary);
      await page.reload();
      await bar(page).waitFor({ state: 'visible' });
      expect(await bar(page).locator('.place-summary').textContent()).toBe(summary);
      expect(await ghosts(page)).toEqual([up, '1st']);
      // The switch is at the page's foot; the page in Spanish opens where the market square was tapped.
      await page.locator(`#board [data-spot="${spotCode(market)}"]`).scrollIntoViewIfNeeded();
      await page.locator(`#board [data-spot="${spotCode(market)}"]`).click();
      await page.locator('form.langs').scrollIntoViewIfNeeded();
      await Promise.all([
        page.waitForURL(/./, { waitUntil: 'load' }),
        page.locator('form.langs button[value="es"]').click(),
      ]);
      await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
      await bar(page).waitFor({ state: 'visible' });
      expect(await bar(page).locator('.place-summary').textContent()).toMatch(new RegExp(`^${up} .+; ${down} `));
      expect(await ghosts(page)).toEqual([up, '1.º']);
      const square = await page.locator(`#board [data-spot="${spotCode(market)}"]`).boundingBox();
      expect(square!.y).toBeGreaterThanOrEqual(0);
      expect(square!.y + square!.height).toBeLessThanOrEqual(780);
      const before = await versionOf(page);
      await page.locator(`#board [data-spot="${spotCode(city)}"]`).click();
      const action = await posted(page, () => bar(page).locator('button.go').click());
      expect(action).toEqual({
        type: 'place',
        placements: [
          { value: Number(up), faceUp: true, to: market },
          { value: Number(down), faceUp: false, to: city },
        ],
      });
      shadow.apply(seat, action);
      await seesVersion(page, before + 1);
      // The version moved on: nothing kept for it any more.
      expect(await page.evaluate('Object.keys(sessionStorage).filter((k) => k.startsWith("ys:decision:"))')).toEqual(
        [],
      );
      expect(problemsOf(page)).toEqual([]);
    },
  );
});

const short = (s: { row: number; column: string }) => `market ${s.row} ${s.column}`;
