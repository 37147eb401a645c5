// Planning ahead in a real Chromium on a phone: while another seat places, the seat's own
// panel offers "Plan my next move", a placement by taps (chips, lit places, ghosts) whose
// button says Plan; the plan then stays in the panel and on the board as ghosts, over a reload too, with its
// Cancel, which offers the form again. Waiting with the offer open is not the seat's move: the tab is not marked.
import { describe, expect, it } from 'vitest';
import { applyAction, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { Shadow, playByApi, type NewGame } from './driver.ts';
import { browserSuite, openLivePhone, problemsOf } from './harness.ts';

const suite = browserSuite();

describe('planning ahead on the page', () => {
  it('keeps a move being planned open while the others place', async () => {
    const setup: NewGame = { players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), seed: 'e2e-plan-kept' };
    const game = await suite.createGame(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom('e2e-plan-kept');
    await playByApi(game, shadow, random, (s) => s.agenda[0]?.kind === 'place');
    // The seat that places third: the first one's move redraws its offer while it plans.
    const x = waitingFor(shadow.state)[0]!;
    const xMove = randomAction(shadow.state, x, random)!;
    const afterX = applyAction(shadow.state, x, xMove);
    if (!afterX.ok) throw new Error(JSON.stringify(afterX.error));
    const seat = [0, 1, 2].find((s) => s !== x && s !== waitingFor(afterX.state)[0])!;
    const page = await openLivePhone(suite, game.seats[seat]!.url);
    await page.locator(`#status[data-version="${shadow.state.version}"]`).waitFor({ timeout: 20_000 });
    const offer = page.locator('#prompt details.plan-ahead');
    await offer.locator('summary').click();
    const value = shadow.state.players[seat]!.behind[0]!;
    await offer.locator(`.place-bar .chip[data-broker="${value}"]`).first().click();
    await page.locator('#board [data-spot="n4-palace"]').click();
    expect(await page.locator('#board .ghost').count()).toBe(1);
    const res = await fetch(`${game.seats[x]!.url}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ action: xMove, version: shadow.state.version }),
    });
    expect(res.status).toBe(200);
    await page.locator(`#status[data-version="${shadow.state.version + 1}"]`).waitFor({ timeout: 20_000 });
    await expect.poll(() => offer.getAttribute('open')).not.toBeNull();
    await expect.poll(() => page.locator('#board .ghost').count()).toBe(1);
    // Closed by its player, the move goes with it.
    await offer.locator('summary').click();
    await expect.poll(() => page.locator('#board .ghost').count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
  });

  it('plans a placement while another seat places, keeps it over a reload, and cancels it', async () => {
    const setup: NewGame = { players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), seed: 'e2e-plan' };
    const game = await suite.createGame(setup);
    const shadow = new Shadow(setup);
    await playByApi(game, shadow, seededRandom('e2e-plan'), (s) => s.agenda[0]?.kind === 'place');
    const placing = waitingFor(shadow.state)[0]!;
    const seat = [0, 1, 2].find((s) => s !== placing)!;
    const page = await openLivePhone(suite, game.seats[seat]!.url);
    await page.locator(`#status[data-version="${shadow.state.version}"]`).waitFor({ timeout: 20_000 });
    expect(await page.title()).not.toMatch(/^●/);

    const offer = page.locator('#prompt details.plan-ahead');
    await offer.locator('summary', { hasText: 'Plan my next move' }).click();
    // The board works as for a placement: a chip, then a lit place, for each broker; the bar's button says Plan.
    const bar = offer.locator('form.plan-form .place-bar');
    const behind = [...new Set(shadow.state.players[seat]!.behind)];
    for (const value of behind.slice(0, 2)) {
      await bar.locator(`.chip[data-broker="${value}"]:not([disabled])`).first().click();
      await page.locator('#board [data-spot="n4-palace"]').click();
    }
    expect(await page.locator('#board .ghost').count()).toBe(2);
    await bar.locator('button.go', { hasText: 'Plan' }).click();

    const planned = page.locator('#prompt .plan', { hasText: 'Planned for your next decision' });
    await planned.waitFor({ timeout: 20_000 });
    expect(await planned.textContent()).toContain('on neighborhood 4 palace');
    expect(await offer.count()).toBe(0);
    // Drawn on the board as ghosts, as it was while being made, up and down.
    const ghosts = page.locator('#board [data-spot="n4-palace"] .ghost');
    await expect.poll(() => ghosts.count()).toBe(2);
    expect(await page.locator('#board .ghost.ghost-down').count()).toBe(1);
    await page.reload();
    await planned.waitFor({ timeout: 20_000 });
    await expect.poll(() => ghosts.count()).toBe(2);
    expect(await page.title()).not.toMatch(/^●/);

    await page.locator('#prompt .plan-cancel').click();
    await offer.waitFor({ timeout: 20_000 });
    expect(await planned.count()).toBe(0);
    await expect.poll(() => page.locator('#board .ghost').count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
  });
});
