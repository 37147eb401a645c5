// Playing without sight, in Chromium at phone size: at a placement the board as text is
// one key away (B opens it and takes the focus) and axe finds nothing serious with it open;
// the keys that ask answer in the polite live region; and another seat's move is said
// exactly once, politely, on every other seat's page, never on the page of the seat that
// made it, while the seat whose move it becomes hears "your move" in the assertive one.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { type State, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { Shadow, playByApi, seesVersion, type NewGame } from './driver.ts';
import { browserSuite, openLivePhone, problemsOf } from './harness.ts';

const suite = browserSuite();

/** Every non-empty text the page's live regions take from now on, by region. */
async function listen(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.said = { polite: [], assertive: [] };
    for (const [id, kind] of [['say', 'polite'], ['say-now', 'assertive']]) {
      const el = document.getElementById(id);
      new MutationObserver(() => {
        const text = (el.textContent || '').trim();
        if (text) window.said[kind].push(text);
      }).observe(el, { childList: true, characterData: true, subtree: true });
    }
  })()`);
}
const said = (page: Page) => page.evaluate('window.said') as Promise<{ polite: string[]; assertive: string[] }>;

describe('without sight', () => {
  it('the board as text in one key, clean for axe; keys answer; one polite message per move of another', async () => {
    const setup: NewGame = { players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), seed: 'blind-three' };
    const game = await suite.createGame(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom('blind-three');
    await playByApi(game, shadow, random, (s: State) => s.agenda[0]?.kind === 'place' && waitingFor(s).length > 0);
    const mover = waitingFor(shadow.state)[0]!;
    const pages = await Promise.all(game.seats.map((s) => openLivePhone(suite, s.url)));
    const page = pages[mover]!;

    // A page opened on its own decision: its first Tab stop leads there, the next Tab is the decision's first control.
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Your decision');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(`document.activeElement.closest('#prompt') !== null`)).toBe(true);

    // One key from the decision: B opens the board as text and takes the focus there.
    await page.locator('#prompt').focus();
    await page.keyboard.press('b');
    const focus = await page.evaluate(`(() => {
      const box = document.getElementById('board-text').closest('details');
      return { open: box.open, summary: document.activeElement === box.querySelector('summary'),
        text: document.activeElement.textContent };
    })()`);
    expect(focus).toEqual({ open: true, summary: true, text: 'The board as text (key B)' });
    expect(await page.locator('#board-text-n1-port th').textContent()).toBe('Neighborhood 1 port');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    // The keys that ask, spoken politely: the quotations, a neighborhood's rows, the reader's own row.
    await listen(page);
    await page.keyboard.press('q');
    await page.keyboard.press('a');
    await page.keyboard.press('2');
    await page.keyboard.press('g');
    await expect.poll(async () => (await said(page)).polite.length).toBeGreaterThanOrEqual(4);
    const answers = (await said(page)).polite;
    expect(answers[0]).toMatch(/^Blue quotation \d+ of 12, ranked \d/);
    expect(answers[1]).toBe('Which neighborhood? 1 to 4, or 5 for the market.');
    expect(answers[2]).toMatch(/^Place: Neighborhood 2, all areas, Brokers: .*Pays: .*Place: Neighborhood 2 port/);
    expect(answers[3]).toMatch(new RegExp(`^Player: ${['Ana', 'Bo', 'Cy'][mover]} \\(you\\), VP: \\d+, Blue: \\d`));
    // A key typed in the chat is the chat's.
    await page.locator('#chat-text').focus();
    await page.keyboard.press('q');
    expect(await page.locator('#chat-text').inputValue()).toBe('q');

    // Another seat's move: said once, politely, on the others' pages; nothing on the mover's own.
    for (const p of pages) await listen(p);
    const version = shadow.state.version;
    await playByApi(game, shadow, random, (s) => s.version > version);
    const next = waitingFor(shadow.state)[0]!;
    for (const p of pages) await seesVersion(p, shadow.state.version);
    await page.waitForTimeout(500);
    for (const [seat, p] of pages.entries()) {
      const heard = await said(p);
      if (seat === mover) expect(heard.polite, 'the mover hears nothing of its own move').toEqual([]);
      else {
        expect(heard.polite, `seat ${seat}`).toHaveLength(1);
        expect(heard.polite[0]).toMatch(new RegExp(`^${['Ana', 'Bo', 'Cy'][mover]} `));
      }
      if (seat === next && next !== mover) expect(heard.assertive).toEqual([expect.stringMatching(/^Your move/)]);
      else expect(heard.assertive).toEqual([]);
      expect(problemsOf(p)).toEqual([]);
    }
  });
});
