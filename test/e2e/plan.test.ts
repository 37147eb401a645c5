// Planning ahead in a real Chromium on a phone: while another seat places, the seat's own
// panel offers "Plan my next move", a placement by taps (chips, lit places, ghosts) whose
// button says Plan; the plan then stays in the panel and on the board as ghosts, over a reload too, with its
// Cancel, which offers the form again. Waiting with the offer open is not the seat's move: the tab is not marked.
// The offer's form is fetched when opened, and still plans after the others moved; in a card window, a pass planned
// from the page is played when the seat's turn in it comes; at the turn's end, a bid planned is made at the bidding.
import { describe, expect, it } from 'vitest';
import {
  type State,
  applyAction,
  playableCards,
  randomAction,
  seededRandom,
  waitingFor,
} from '../../src/engine/index.ts';
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
    // The seat that places third: the first one's move comes while it plans.
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

  it('plans a placement with a form opened before another seat placed', async () => {
    const setup: NewGame = { players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), seed: 'e2e-plan-kept' };
    const game = await suite.createGame(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom('e2e-plan-kept');
    await playByApi(game, shadow, random, (s) => s.agenda[0]?.kind === 'place');
    const x = waitingFor(shadow.state)[0]!;
    const xMove = randomAction(shadow.state, x, random)!;
    const afterX = applyAction(shadow.state, x, xMove);
    if (!afterX.ok) throw new Error(JSON.stringify(afterX.error));
    const seat = [0, 1, 2].find((s) => s !== x && s !== waitingFor(afterX.state)[0])!;
    const page = await openLivePhone(suite, game.seats[seat]!.url);
    await page.locator(`#status[data-version="${shadow.state.version}"]`).waitFor({ timeout: 20_000 });
    const offer = page.locator('#prompt details.plan-ahead');
    await offer.locator('summary').click();
    // The form comes when opened, made at this version.
    const bar = offer.locator('form.plan-form .place-bar');
    await bar.waitFor({ timeout: 20_000 });
    expect(await offer.locator('input[name="version"]').first().getAttribute('value')).toBe(
      String(shadow.state.version),
    );
    const res = await fetch(`${game.seats[x]!.url}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ action: xMove, version: shadow.state.version }),
    });
    expect(res.status).toBe(200);
    await page.locator(`#status[data-version="${shadow.state.version + 1}"]`).waitFor({ timeout: 20_000 });
    const behind = [...new Set(shadow.state.players[seat]!.behind)];
    for (const value of behind.slice(0, 2)) {
      await bar.locator(`.chip[data-broker="${value}"]:not([disabled])`).first().click();
      await page.locator('#board [data-spot="n4-palace"]').click();
    }
    // The panel stayed as it was: the form, fetched before x's move, posts the version its page shows now.
    expect(await offer.locator('input[name="version"]').first().getAttribute('value')).toBe(
      String(shadow.state.version),
    );
    await bar.locator('button.go', { hasText: 'Plan' }).click();
    const planned = page.locator('#prompt .plan', { hasText: 'Planned for your next decision' });
    await planned.waitFor({ timeout: 20_000 });
    expect(await page.locator('#prompt .flash').count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
  });

  it("plans a pass in a card window, played when the seat's turn in it comes", async () => {
    const setup: NewGame = { players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), seed: 'e2e-plan-pass-5' };
    const game = await suite.createGame(setup);
    const shadow = new Shadow(setup);
    // A window whose first seat decides, the next one in its queue holding a card for it (R9.1).
    const windowWithNext = (s: State) => {
      const task = s.agenda[0];
      return (
        task?.kind === 'window' &&
        task.queue.length >= 2 &&
        waitingFor(s)[0] === task.queue[0] &&
        playableCards(s, task.queue[1]!, task.window).length > 0
      );
    };
    await playByApi(game, shadow, seededRandom('e2e-plan-pass-5'), windowWithNext);
    const task = shadow.state.agenda[0];
    if (task?.kind !== 'window') throw new Error('no window');
    const [first, seat] = [task.queue[0]!, task.queue[1]!];
    const v = shadow.state.version;
    const page = await openLivePhone(suite, game.seats[seat]!.url);
    await page.locator(`#status[data-version="${v}"]`).waitFor({ timeout: 20_000 });
    const offer = page.locator('#prompt details.plan-ahead');
    await offer.locator('summary', { hasText: 'Plan my next move' }).click();
    // The window's own forms: its cards and its pass, each button saying it plans.
    const pass = offer.locator('form.pass-form.plan-form button.go');
    await pass.waitFor({ timeout: 20_000 });
    expect(await pass.textContent()).toBe('Plan: Pass (play no card now)');
    expect(await offer.locator('form.card-form.plan-form').count()).toBeGreaterThan(0);
    await pass.click();
    const planned = page.locator('#prompt .plan', { hasText: 'Planned for your next decision: pass.' });
    await planned.waitFor({ timeout: 20_000 });
    // Never on the body while the panel is drawn again.
    expect(await page.evaluate('document.activeElement?.tagName')).not.toBe('BODY');
    const res = await fetch(`${game.seats[first]!.url}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ action: { type: 'pass' }, version: v }),
    });
    expect(res.status).toBe(200);
    // The first seat's pass, then the planned one, in the same request.
    await page.locator(`#status[data-version="${v + 2}"]`).waitFor({ timeout: 20_000 });
    const name = setup.players[seat]!.name;
    await expect.poll(() => page.locator('#log-entries li', { hasText: `${name} passes.` }).count()).toBe(1);
    expect(await planned.count()).toBe(0);
    expect(problemsOf(page)).toEqual([]);
  });

  it("plans the next turn's bid once its throne broker is chosen, played when the bidding comes", async () => {
    const seed = 'e2e-plan-bid';
    const setup: NewGame = {
      players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })),
      seed,
      options: { kingsFavor: true },
    };
    const game = await suite.createGame(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom(seed);
    // R10.2: the throne, where every seat chooses; the first chooses by the API, and then plans its bid on its page.
    await playByApi(game, shadow, random, (s) => s.agenda[0]?.kind === 'throne' && waitingFor(s).length === 3);
    const seat = waitingFor(shadow.state)[0]!;
    await playByApi(game, shadow, random, (s) => !waitingFor(s).includes(seat));
    const { turn, version: v } = shadow.state;
    const page = await openLivePhone(suite, game.seats[seat]!.url);
    await page.locator(`#status[data-version="${v}"]`).waitFor({ timeout: 20_000 });
    const offer = page.locator('#prompt details.plan-ahead');
    await offer.locator('summary', { hasText: 'Plan my next move' }).click();
    const form = offer.locator('form.bid-form.plan-form');
    await form.waitFor({ timeout: 20_000 });
    expect(await form.textContent()).toContain(`Played at turn ${turn + 1}'s bidding, before you see its characters`);
    const pair = form.locator('input[name="brokers"]').last();
    const brokers = (await pair.getAttribute('value'))!.split(',').map(Number);
    await pair.check();
    await form.locator('button.go', { hasText: 'Plan: Bid these 2 brokers' }).click();
    const planned = page.locator('#prompt .plan', { hasText: `bid ${brokers[0]} and ${brokers[1]}` });
    await planned.waitFor({ timeout: 20_000 });
    // The others choose; the last choice ends the turn, and the bid is made in the same request.
    await playByApi(game, shadow, random, (s) => s.turn > turn);
    shadow.apply(seat, { type: 'bid', brokers: brokers as [number, number] });
    await page.locator(`#status[data-version="${shadow.state.version}"]`).waitFor({ timeout: 20_000 });
    expect(await planned.count()).toBe(0);
    await page.locator('#prompt', { hasText: 'Waiting for' }).waitFor({ timeout: 20_000 });
    expect(problemsOf(page)).toEqual([]);
  });
});
