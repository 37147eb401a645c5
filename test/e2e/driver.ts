// Plays a game through the pages, as its players would: for the seat the game waits
// for, a random legal action is chosen on a shadow engine (the test's brain), then made
// on that seat's own page by choosing in the decision panel's forms and pressing the
// button; every open page must then show the new version, pushed over its socket.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type Action,
  type Deal,
  type Random,
  type Spot,
  type State,
  applyAction,
  createGame,
  randomAction,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { spotCode } from '../../templates/theme.ts';
import { parseActionForm } from '../../src/http/forms.ts';
import { choicesFor } from '../support/choices.ts';

export type NewGame = {
  players: { name: string }[];
  options?: Record<string, unknown>;
  seed: string;
  deal?: Deal;
  title?: string;
};
export type Created = {
  id: string;
  hostUrl: string;
  spectatorUrl: string;
  seats: { seat: number; name: string; url: string }[];
};

type Control = { name: string; kind: 'hidden' | 'select' | 'radio'; values: string[]; initial: string | null };

export class Shadow {
  state: State;
  constructor(game: NewGame) {
    const made = createGame(
      { players: game.players, ...(game.options ? { options: game.options } : {}) },
      game.seed,
      game.deal,
    );
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    this.state = made.state;
  }
  apply(seat: number, action: Action): void {
    const out = applyAction(this.state, seat, action);
    if (!out.ok) throw new Error(`the shadow refuses ${JSON.stringify(action)}: ${JSON.stringify(out.error)}`);
    this.state = out.state;
  }
}

/**
 * The named controls of each form in the page's decision panel, as the page has them
 * now. Run in the page, so written as plain script: this project's types are the
 * Workers' ones, without the DOM's.
 */
const READ_PANEL = `[...document.querySelectorAll('#prompt form')].map((form) => {
  const controls = new Map();
  for (const el of form.elements) {
    if (!el.name) continue;
    if (el.tagName === 'SELECT') {
      controls.set(el.name, { name: el.name, kind: 'select',
        values: [...el.options].map((o) => o.value), initial: el.value });
    } else if (el.tagName === 'INPUT') {
      const kind = el.type === 'radio' ? 'radio' : 'hidden';
      const c = controls.get(el.name) || { name: el.name, kind, values: [], initial: null };
      c.values.push(el.value);
      if (kind === 'hidden' || el.checked) c.initial = el.value;
      controls.set(el.name, c);
    }
  }
  return [...controls.values()];
})`;

const readPanel = (page: Page) => page.evaluate(READ_PANEL) as Promise<Control[][]>;

/** Which form, with which choices, makes exactly this action (the same next state). */
function findForm(forms: Control[][], state: State, seat: number, action: Action, expected: State) {
  for (const choices of choicesFor(action)) {
    for (const [index, controls] of forms.entries()) {
      const fields: Record<string, string> = {};
      for (const c of controls) if (c.initial !== null) fields[c.name] = c.initial;
      const offered = Object.entries(choices).every(([name, value]) =>
        controls.find((c) => c.name === name)?.values.includes(value),
      );
      if (!offered) continue;
      Object.assign(fields, choices);
      const parsed = parseActionForm(fields);
      if (!parsed.ok) continue;
      const applied = applyAction(state, seat, parsed.action);
      if (applied.ok && JSON.stringify(applied.state) === JSON.stringify(expected)) return { index, choices, controls };
    }
  }
  return null;
}

export const versionOf = async (page: Page) => Number(await page.locator('#status').getAttribute('data-version'));

/** Waits until the page shows this version of the game (its socket pushed it). */
export async function seesVersion(page: Page, version: number, timeout = 20_000): Promise<void> {
  await page.locator(`#status[data-version="${version}"]`).waitFor({ state: 'attached', timeout });
}

type Place = Extract<Action, { type: 'place' }>;

/**
 * A placement made as a player makes it on a phone (src/client/placing.ts): a broker chip, its
 * place on the board, the other broker and its place, the neutral's place, then Place.
 * Without the Cardinal the bar takes the face-up broker first, so the action sent lists
 * it first: the one returned is the one the page sent.
 */
async function placeByTaps(page: Page, shadow: Shadow, seat: number, action: Place): Promise<Place> {
  const prompt = viewFor(shadow.state, seat).prompt;
  if (prompt.kind !== 'place') throw new Error(`seat ${seat} is not placing`);
  const [first, second] = action.placements;
  const ordered = !prompt.anyFaces && !first.faceUp ? ([second, first] as const) : ([first, second] as const);
  const bar = page.locator('#prompt .place-bar');
  const chip = (value: string) => bar.locator(`.chip[data-broker="${value}"]:not([disabled])`).first().click();
  const spot = (to: Spot) => page.locator(`#board [data-spot="${spotCode(to)}"]`).click();
  for (const [i, p] of ordered.entries()) {
    await chip(`${p.fromFront ? 'front:' : ''}${p.value}`);
    if (p.fromFront) await chip(String(p.refill));
    if (prompt.anyFaces && p.faceUp !== (i === 0)) await bar.locator(`.flip[data-slot="${i}"]`).click();
    await spot(p.to);
  }
  if (action.neutral) await spot(action.neutral);
  // With the Magician or Mercenary in hand, the random player decides on the screen after.
  if (prompt.then.length) await bar.locator('.then[data-then="ask"]').click();
  await bar.locator('button.go').click();
  return { ...action, placements: [ordered[0], ordered[1]] };
}

/**
 * A card's choices made as a player makes them on a phone (src/client/cardPicks.ts): "Choose on
 * the board", then each field's place or broker tapped on the board in the form's order,
 * then the bar's button.
 */
async function pickByTaps(
  page: Page,
  form: ReturnType<Page['locator']>,
  choices: Record<string, string>,
): Promise<void> {
  await form.locator('.pick-start').click();
  const names = await form
    .locator('[data-pick]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('name') ?? e.getAttribute('data-name') ?? ''));
  for (const name of names) {
    const value = choices[name]!;
    const on = await form
      .locator(`select[name="${name}"] option[value="${value}"], [data-name="${name}"] input[value="${value}"]`)
      .getAttribute('data-on');
    await page.locator(`#board ${on!.includes(':') ? `[data-ref="${on}"]` : `[data-spot="${on}"]`}`).click();
  }
  await form.locator('.pick-bar .send').click();
}

/** Makes `action` on the seat's page through its controls: choose, then press the form's button. */
export async function actOnPage(page: Page, shadow: Shadow, seat: number, given: Action): Promise<void> {
  if (given.type === 'place') {
    const sent = await placeByTaps(page, shadow, seat, given);
    shadow.apply(seat, sent);
    return;
  }
  const action = given;
  const out = applyAction(shadow.state, seat, action);
  if (!out.ok) throw new Error(`the shadow refuses ${JSON.stringify(action)}: ${JSON.stringify(out.error)}`);
  const found = findForm(await readPanel(page), shadow.state, seat, action, out.state);
  expect(found, `seat ${seat}'s page offers ${JSON.stringify(action)}`).not.toBeNull();
  const form = page.locator('#prompt form').nth(found!.index);
  if ((await form.getAttribute('class'))?.includes('pick-form')) {
    await pickByTaps(page, form, found!.choices);
    shadow.state = out.state;
    return;
  }
  for (const [name, value] of Object.entries(found!.choices)) {
    const control = found!.controls.find((c) => c.name === name)!;
    if (control.kind === 'select') await form.locator(`select[name="${name}"]`).selectOption(value);
    else if (control.kind === 'radio')
      await form.locator(`input[type="radio"][name="${name}"][value="${value}"]`).check();
  }
  await form.locator('button[type="submit"]').click();
  shadow.state = out.state;
}

/**
 * What a page stuck in an action showed: the version, the tray's state, whether the page
 * still paints (Playwright's clicks wait for two painted frames) or its script is busy.
 */
async function pageState(page: Page): Promise<string> {
  const state = page.evaluate(`new Promise((done) => {
    const bar = document.querySelector('#prompt .place-bar');
    const said = {
      version: document.getElementById('status')?.getAttribute('data-version'),
      html: document.documentElement.className,
      bar: bar ?
        { hidden: bar.hidden, need: bar.getAttribute('data-need'), shown: bar.getClientRects().length > 0 } : null,
      visibility: document.visibilityState,
    };
    const late = setTimeout(() => done(JSON.stringify({ ...said, painting: false })), 1000);
    requestAnimationFrame(() => requestAnimationFrame(() => {
      clearTimeout(late);
      done(JSON.stringify({ ...said, painting: true }));
      }));
  })`);
  const silent = new Promise<string>((done) => setTimeout(() => done('the page does not answer within 5 s'), 5000));
  return Promise.race([state.then(String, (e: unknown) => `the page cannot be read: ${String(e)}`), silent]);
}

/**
 * Plays random legal actions through the pages until `stop` says so; after each one
 * every page must show the new version. Returns the kinds of action made.
 */
export async function playThroughPages(
  pages: Page[],
  shadow: Shadow,
  random: Random,
  stop: (s: State) => boolean,
  maxActions = 600,
): Promise<Set<string>> {
  const kinds = new Set<string>();
  for (let n = 0; !stop(shadow.state); n++) {
    if (n > maxActions) throw new Error('the game did not reach its end');
    const seat = waitingFor(shadow.state)[0]!;
    const action = randomAction(shadow.state, seat, random);
    if (!action) throw new Error(`no legal action for seat ${seat}`);
    kinds.add(action.type === 'playCard' ? `playCard:${action.card}` : action.type);
    try {
      await actOnPage(pages[seat]!, shadow, seat, action);
    } catch (e) {
      throw new Error(
        `seat ${seat}, ${JSON.stringify(action)} at version ${shadow.state.version}: ${await pageState(pages[seat]!)}`,
        { cause: e },
      );
    }
    await Promise.all(pages.map((p) => seesVersion(p, shadow.state.version)));
  }
  return kinds;
}

/**
 * Random legal actions through the JSON API until `stop` (the shadow follows): how a
 * browser test sets up the moment it looks at, without clicking its way there.
 */
export async function playByApi(
  game: Created,
  shadow: Shadow,
  random: Random,
  stop: (s: State) => boolean,
): Promise<void> {
  for (let n = 0; !stop(shadow.state); n++) {
    if (n > 2000) throw new Error('the game did not reach the moment looked for');
    const seat = waitingFor(shadow.state)[0]!;
    const action = randomAction(shadow.state, seat, random)!;
    const version = shadow.state.version;
    const res = await fetch(`${game.seats[seat]!.url}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ action, version }),
    });
    expect(res.status, JSON.stringify(action)).toBe(200);
    shadow.apply(seat, action);
  }
}
