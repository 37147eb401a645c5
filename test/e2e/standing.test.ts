// A standing choice in a real Chromium on a phone: the seat opens its standing choices by the keyboard (their form
// fetched then) and ticks "Pass every card window this turn" (saved at once, the line saying it, the section kept open
// and the focus on the box), and when the others' moves bring its card window (R6.1, R9.1), the window passes without
// asking it: its page goes on past it, its log saying "Cy passes." as for a pass made by hand.
import { describe, expect, it } from 'vitest';
import { type Action, promptFor, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { Shadow, playByApi, seesVersion, type NewGame } from './driver.ts';
import { browserSuite, openLivePhone, problemsOf } from './harness.ts';

const suite = browserSuite();

describe('standing choices on the page', () => {
  it('ticks the pass, and the card window passes without asking', async () => {
    // A seed where Cy (seat 2) holds the Merchant and the Spy in turn 2 (found by the engine): asked at its windows.
    const seed = 'e2e-standing';
    const setup: NewGame = { players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), seed };
    const game = await suite.createGame(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom(seed);
    await playByApi(game, shadow, random, (s) => s.turn === 2);
    const seat = 2;
    expect(shadow.state.players[seat]!.hand.length).toBe(2);

    const page = await openLivePhone(suite, game.seats[seat]!.url);
    await seesVersion(page, shadow.state.version);
    // Closed, the section says the choices in a line; opened by the keyboard, its form comes.
    const summary = page.locator('#standing summary');
    expect(await summary.textContent()).toBe('Standing choices: none');
    expect(await page.locator('#standing select').count()).toBe(0);
    // A disclosure's marker says it opens, as the other disclosures' do (its flex summary drops the browser's own).
    const marker = () =>
      page.evaluate(
        "getComputedStyle(document.querySelector('#standing summary'), '::before').content",
      ) as Promise<string>;
    expect(await marker()).toContain('▸');
    await summary.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('checkbox', { name: 'Pass every card window this turn' });
    await box.waitFor({ timeout: 10_000 });
    expect(await marker()).toContain('▾');
    expect(await box.isChecked()).toBe(false);
    await box.focus();
    await page.keyboard.press('Space');
    // Saved at once: the room says so, and the box drawn again keeps the focus.
    await expect
      .poll(async () => {
        const res = await fetch(game.seats[seat]!.url, { headers: { Accept: 'application/json' } });
        return ((await res.json()) as { standing?: { pass: boolean } }).standing?.pass;
      })
      .toBe(true);
    await expect.poll(() => page.locator('#standing-pass:checked').count()).toBe(1);
    await expect.poll(() => page.locator('#standing-pass:focus').count()).toBe(1);
    await expect.poll(() => summary.textContent()).toBe('Standing choices: pass this turn');
    expect(await page.locator('#standing details[open]').count()).toBe(1);
    // A colour chosen in the order's second place: saved alone (an empty first place is left out), the focus kept on
    // the same select, not sent back to the section's first control.
    const second = page.locator('#standing-gem-2');
    await second.focus();
    await second.selectOption('red');
    await expect
      .poll(async () => {
        const res = await fetch(game.seats[seat]!.url, { headers: { Accept: 'application/json' } });
        return ((await res.json()) as { standing?: { gems: string[] } }).standing?.gems;
      })
      .toEqual(['red']);
    await expect.poll(() => page.locator('#standing-gem-1 option[value="red"][selected]').count()).toBe(1);
    await expect.poll(() => page.locator('#standing-gem-2:focus').count()).toBe(1);
    await expect.poll(() => summary.textContent()).toBe('Standing choices: pass this turn; gems red');

    // The others (and the seat's own bid and order) by API, until the room has passed the seat's first card window.
    let passed = false;
    for (let n = 0; !passed; n++) {
      if (n > 500) throw new Error('no card window came');
      const s = shadow.state;
      const waiting = waitingFor(s)[0]!;
      if (waiting === seat && promptFor(s, seat).kind === 'playCards') {
        // Played by the room in the request before: the shadow follows.
        shadow.apply(seat, { type: 'pass' } satisfies Action);
        passed = true;
        continue;
      }
      const action = randomAction(s, waiting, random)!;
      const res = await fetch(`${game.seats[waiting]!.url}/actions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ action, version: s.version }),
      });
      expect(res.status, JSON.stringify(action)).toBe(200);
      shadow.apply(waiting, action);
    }
    // The page goes past the window to the game after it, and its log says the seat passed, as the game's log says
    // every move (by name).
    await seesVersion(page, shadow.state.version);
    expect(promptFor(shadow.state, seat).kind).not.toBe('playCards');
    await expect.poll(() => page.locator('#log-entries li', { hasText: 'Cy passes.' }).count()).toBeGreaterThan(0);
    expect(await page.locator('#prompt .prompt-playCards').count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
  });
});
