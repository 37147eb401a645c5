// Hints in a learning game in a real Chromium on a phone: "Hint" asks
// the room (the other players' logs say so at once), computes the standard bot's choice in
// the browser from the seat's own view, and fills it in, not sent: a bid's choice checked,
// a placement shown with its ghosts and ready to Place. The browser's choice is the one
// the same bot computes in Node from the same view and seed: the same hint on any device.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Action, type View, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { botAction, expectedGain } from '../../src/bots/index.ts';
import { parseActionForm } from '../../src/http/forms.ts';
import { Shadow, playByApi, versionOf, type NewGame } from './driver.ts';
import { browserSuite, openLivePhone, problemsOf } from './harness.ts';

const suite = browserSuite();

/** The fields a form would post now, as the forms' parser reads them. */
async function formAction(page: Page, selector: string): Promise<Action | null> {
  // Run in the page: plain script, no DOM types in this project's compiler settings.
  const fields = await page.locator(selector).evaluate((form) => {
    const out: Record<string, string> = {};
    for (const [k, v] of new (
      globalThis as unknown as { FormData: new (f: unknown) => Iterable<[string, unknown]> }
    ).FormData(form)) {
      if (typeof v === 'string' && v !== '') out[k] = v;
    }
    return out;
  });
  const parsed = parseActionForm(fields);
  return parsed.ok ? parsed.action : null;
}

const sameMove = (a: Action | null, b: Action) =>
  JSON.stringify(a && a.type === 'bid' ? { ...a, brokers: [...a.brokers].sort() } : a) ===
  JSON.stringify(b.type === 'bid' ? { ...b, brokers: [...b.brokers].sort() } : b);

/** The bot's choice in Node from the seat's view as the page reads it (GET {seat}, JSON), with the room's seed. */
async function expected(url: string, seed: string): Promise<Action> {
  const view = (await (await fetch(url, { headers: { Accept: 'application/json' } })).json()) as View;
  return botAction(view, seededRandom(seed), 'standard');
}

/** Why, as the page says it: the VP the same bot expects of its choice by the next counting, in Node. */
async function why(url: string, seed: string, action: Action): Promise<string> {
  const view = (await (await fetch(url, { headers: { Accept: 'application/json' } })).json()) as View;
  const n = Math.round(expectedGain(view, action, seed));
  return `The bot expects about ${n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0'} VP for you over the next counting.`;
}

describe('a hint in a learning game', () => {
  it(
    'fills the bid and then a placement in, as the bot would play them, logged for the others, never ' + 'sent',
    async () => {
      const setup: NewGame = { players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })), seed: 'e2e-hints' };
      const game = await suite.createGame({ ...setup, options: { hints: true } });
      const shadow = new Shadow(setup);
      const ana = await openLivePhone(suite, game.seats[0]!.url);
      const bo = await openLivePhone(suite, game.seats[1]!.url);
      expect(await ana.locator('header .hints-on').textContent()).toBe('Hints on');

      // The bid: the whole table is waited on.
      const hint = ana.locator('#prompt .hint-row .hint');
      await hint.click();
      await ana.locator('#prompt .hint-status', { hasText: 'filled in' }).waitFor({ timeout: 30_000 });
      const bid = await expected(game.seats[0]!.url, `hint/${game.id}/0/0`);
      expect(sameMove(await formAction(ana, '#prompt form.bid-form'), bid)).toBe(true);
      // And why, in one sentence.
      expect(await ana.locator('#prompt .hint-status').textContent()).toContain(
        await why(game.seats[0]!.url, `hint/${game.id}/0/0`, bid),
      );
      await bo.locator('#log-entries li.hint', { hasText: 'Ana asked for a hint' }).waitFor({ timeout: 10_000 });
      // Not sent: the game still waits on Ana's bid.
      expect(await versionOf(ana)).toBe(0);
      expect(waitingFor(shadow.state)).toContain(0);

      // On to Ana's first placement.
      await playByApi(
        game,
        shadow,
        seededRandom('e2e-hints'),
        (s) => s.agenda[0]?.kind === 'place' && waitingFor(s)[0] === 0,
      );
      await ana.locator(`#status[data-version="${shadow.state.version}"]`).waitFor({ timeout: 20_000 });
      const version = shadow.state.version;
      await hint.click();
      // In the placing tray, the hint says why alone: the tray says the move is ready and unsent.
      await ana.locator('#prompt .place-bar .hint-status', { hasText: 'The bot expects' }).waitFor({ timeout: 30_000 });
      const place = await expected(game.seats[0]!.url, `hint/${game.id}/0/${version}`);
      expect(place.type).toBe('place');
      expect(sameMove(await formAction(ana, '#prompt form.place-form'), place)).toBe(true);
      // Hint and why in the placing tray, which stays on screen over the board.
      const status = ana.locator('#prompt .place-bar .hint-status');
      expect(await status.textContent()).toContain(
        await why(game.seats[0]!.url, `hint/${game.id}/0/${version}`, place),
      );
      expect(await ana.locator('#prompt .place-bar .hint').isVisible()).toBe(true);
      // Shown as the taps would: a ghost per broker, Place ready, and the player still decides.
      expect(await ana.locator('#board .ghost').count()).toBe(place.type === 'place' ? 2 + (place.neutral ? 1 : 0) : 0);
      expect(await ana.locator('#prompt .place-bar .send').isEnabled()).toBe(true);
      expect(await versionOf(ana)).toBe(version);
      await bo.locator('#log-entries li.hint').nth(1).waitFor({ timeout: 10_000 });
      expect(await bo.locator('#log-entries li.hint').count()).toBe(2);
      expect([...problemsOf(ana), ...problemsOf(bo)]).toEqual([]);
    },
  );
});
