// Standing choices on real Durable Objects (PUT {seat}/standing): the pass plays every card
// window of the turn it was set for (R6.1, R7.0, R7.6, R9.1) and lapses at the next bidding;
// the gem order takes the port's gems (R7.3) best by its colours. Each is played in the
// request that makes the seat's decision come, logged exactly as the same action posted,
// seen by its seat alone, and cleared by a link replacement, the stand-in or a pause.
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Ask,
  type Gem,
  type Prompt,
  promptFor,
  randomAction,
  seededRandom,
  type State,
  waitingFor,
} from '../../src/engine/index.ts';
import { type Standing, standingAction } from '../../src/room/standing.ts';
import type { StandingShown } from '../../src/views.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import {
  type Created,
  NAMES,
  type NewGame,
  Shadow,
  Socket,
  createViaApi,
  fetchWorker,
  normalize,
  pathOf,
  postAction,
} from './helpers.ts';

const EN = dictOf('en');
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
const ORDER = ['red', 'yellow', 'green', 'blue'] as const;

type Answer = { status: number; body: { ok: boolean; standing?: StandingShown | null; error?: { message: string } } };

async function putStanding(url: string, body: unknown): Promise<Answer> {
  const res = await fetchWorker(`${pathOf(url)}/standing`, {
    method: 'PUT',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

type SeatView = { version: number; turn: number; waitingFor: number[]; prompt: Ask; standing?: StandingShown };
const jsonOf = async (url: string): Promise<SeatView> =>
  (await fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } })).json();

const hostPost = (game: Created, what: string, body: unknown) =>
  fetchWorker(`${pathOf(game.hostUrl)}/${what}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });

type Run = { game: Created; shadow: Shadow };

async function twins(seed: string, options?: NewGame['options']): Promise<[Run, Run]> {
  const setup: NewGame = {
    players: NAMES.slice(0, 3).map((name) => ({ name })),
    seed,
    ...(options ? { options } : {}),
  };
  const make = async () => ({ game: await createViaApi(setup), shadow: new Shadow(setup) });
  return [await make(), await make()];
}

/** A gem's place in the order: a white gem before all (it is named the first colour), an unnamed one after. */
const rankOf = (gem: Gem) => (gem === 'white' ? -1 : ORDER.indexOf(gem as (typeof ORDER)[number]));

/**
 * Plays the twin games alike by seeded random moves until `stop`: in `a` the seat `me` has `standing` (the room plays
 * it), in `b` the same actions are posted by hand. Every answer of `a` is the game after the standing choices it made
 * due. Returns what the standing choices played, with the decision each answered.
 */
async function drive(
  [a, b]: [Run, Run],
  me: number,
  standing: () => Standing,
  random: () => number,
  stop: (state: State) => boolean,
): Promise<{ prompt: Prompt; action: Action }[]> {
  const played: { prompt: Prompt; action: Action }[] = [];
  const due = (state: State) =>
    waitingFor(state).includes(me) ? standingAction(a.shadow.view(me), me, standing()) : null;
  while (!stop(a.shadow.state)) {
    const state = a.shadow.state;
    const seat = waitingFor(state)[0]!;
    const action = randomAction(state, seat, random)!;
    const answer = await postAction(a.game.seats[seat]!.url, action, state.version);
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect((await postAction(b.game.seats[seat]!.url, action, state.version)).status).toBe(200);
    a.shadow.apply(seat, action);
    b.shadow.apply(seat, action);
    for (let mine = due(a.shadow.state); mine; mine = due(a.shadow.state)) {
      played.push({ prompt: promptFor(a.shadow.state, me), action: mine });
      const posted = await postAction(b.game.seats[me]!.url, mine, b.shadow.state.version);
      expect(posted.status, JSON.stringify(posted.body.error)).toBe(200);
      a.shadow.apply(me, mine);
      b.shadow.apply(me, mine);
    }
    // Played in the same request: the acting seat's answer is the game after them.
    expect(answer.body.view?.version).toBe(a.shadow.state.version);
  }
  return played;
}

/** Everything `urls` can fetch, page and JSON, normalized (the seat's own `standing` set aside when asked). */
async function seen(run: Run, urls: string[], withoutStanding = false): Promise<string[]> {
  const texts = await Promise.all(
    urls.flatMap((url) => [
      fetchWorker(pathOf(url)).then((r) => r.text()),
      fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } }).then(async (r) => {
        const json = (await r.json()) as Record<string, unknown>;
        if (withoutStanding) delete json.standing;
        return JSON.stringify(json);
      }),
    ]),
  );
  // The page's standing form shows what its seat chose: compared in JSON alone when set aside.
  return texts
    .filter((_, i) => !withoutStanding || i % 2 === 1)
    .map((t) => normalize(t, run.game).replace(/"at":\d{13}/g, '"at":0'));
}

describe('standing choices', () => {
  it('passes every card window of the turn, takes gems by the order, reads in the log as moves posted', async () => {
    // A seed where seat 0 wins two cards in turn 1, so that turn 2 asks it at card windows (found by the engine).
    const seed = 'standing-4';
    const runs = await twins(seed);
    const [a, b] = runs;
    const me = 0;
    const others = (g: Created) => [g.seats[1]!.url, g.seats[2]!.url, g.spectatorUrl];
    const sockets = await Promise.all(runs.map((r) => Promise.all(others(r.game).map((u) => Socket.open(pathOf(u))))));
    await Promise.all(sockets.flat().map((s) => s.next(1)));
    const own = await Socket.open(pathOf(a.game.seats[me]!.url));
    await own.next(1);

    // Off by default: no view carries them, and the page says so, its form asked for when opened.
    expect((await jsonOf(a.game.seats[me]!.url)).standing).toBeUndefined();
    const page = await (await fetchWorker(pathOf(a.game.seats[me]!.url))).text();
    expect(page).toContain(`>${EN.chat.standing.now(false, [])}</summary>`);
    expect(page).toContain(`href="${pathOf(a.game.seats[me]!.url)}/standing"`);
    expect(page).not.toContain('id="standing-pass"');

    const standing: Standing = { passTurn: null, gems: [...ORDER] };
    const set = await putStanding(a.game.seats[me]!.url, { gems: ORDER });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.standing).toEqual({ pass: false, gems: ORDER });
    // Its own page is drawn again with it (the section's line says it); nobody else hears of it.
    expect(await own.next(2)).toContain(`>${EN.chat.standing.now(false, ORDER)}</summary>`);
    for (const socket of sockets.flat()) expect(socket.messages).toHaveLength(1);
    const random = seededRandom(seed);
    const turn1 = await drive(
      runs,
      me,
      () => standing,
      random,
      (s) => s.turn >= 2,
    );
    const takings = turn1.filter((p) => p.prompt.kind === 'takeGems');
    // A choice was offered, and the gems best by the order were taken (R7.3): none left better than one taken.
    expect(takings.some((p) => p.prompt.kind === 'takeGems' && p.prompt.choices.length > 1)).toBe(true);
    for (const { prompt, action } of takings) {
      if (prompt.kind !== 'takeGems' || action.type !== 'takeGems') throw new Error('a gem taking');
      const taken = action.gems.map((g) => g.gem);
      const left = [...prompt.gems];
      for (const g of taken) left.splice(left.indexOf(g), 1);
      expect(Math.max(...taken.map(rankOf))).toBeLessThanOrEqual(Math.min(...left.map(rankOf), 9));
      for (const g of action.gems) if (g.gem === 'white') expect(g.as).toBe(ORDER[0]);
    }

    // Turn 2: the pass, for this turn. A page a turn behind is refused (stale).
    expect((await putStanding(a.game.seats[me]!.url, { pass: true, turn: 1 })).status).toBe(409);
    const pass = await putStanding(a.game.seats[me]!.url, { pass: true });
    expect(pass.body.standing).toEqual({ pass: true, gems: ORDER });
    standing.passTurn = 2;
    const turn2 = await drive(
      runs,
      me,
      () => standing,
      random,
      (s) => s.turn >= 3,
    );
    const passes = turn2.filter((p) => p.prompt.kind === 'playCards');
    expect(passes.length).toBeGreaterThanOrEqual(2);
    expect(passes.every((p) => p.action.type === 'pass')).toBe(true);
    // Lapsed at the next bidding: turn 3 asks the seat at its card window again, its cards still in hand.
    expect((await jsonOf(a.game.seats[me]!.url)).standing).toEqual({ pass: false, gems: ORDER });
    const asked = (s: State) => waitingFor(s).includes(me) && promptFor(s, me).kind === 'playCards';
    await drive(
      runs,
      me,
      () => standing,
      random,
      (s) => asked(s) || s.turn >= 4,
    );
    const mine = await jsonOf(a.game.seats[me]!.url);
    expect(mine.turn).toBe(3);
    expect(mine.waitingFor).toEqual([me]);
    expect(mine.prompt.kind).toBe('playCards');

    // Played in a, posted in b: the same game for everyone, the seat itself but for its own choices.
    const host = (g: Created) => [g.hostUrl];
    expect(await seen(a, [...others(a.game), ...host(a.game)])).toEqual(
      await seen(b, [...others(b.game), ...host(b.game)]),
    );
    expect(await seen(a, [a.game.seats[me]!.url], true)).toEqual(await seen(b, [b.game.seats[me]!.url], true));
    // No push to the other seats or the spectator ever carried them: their own forms stay as they left them, off.
    // (A choice played inside another seat's request is pushed with that request's update, as a plan played is: the
    // same game, in fewer messages.)
    for (const socket of sockets.flat())
      for (const m of socket.messages)
        expect(m).not.toMatch(/<option value="(blue|green|yellow|red)" selected>|value="1" checked/);
    for (const s of [...sockets.flat(), own]) s.close();
  });

  it('leave the decision a one-off plan is for to the plan, and answer the others of the turn', async () => {
    // A seed where Ana (seat 0) holds the Cardinal (before placement) and the Mercenary (just after each placement) in
    // turn 2 (found by the engine).
    const seed = 'e2e-standing-3';
    const [a] = await twins(seed);
    const random = seededRandom(seed);
    const post = async (seat: number, action: Action) => {
      const answer = await postAction(a.game.seats[seat]!.url, action, a.shadow.state.version);
      expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
      a.shadow.apply(seat, action);
      return answer;
    };
    const me = 0;
    // To turn 2, past the seat's bid and choice of position: a plan is for the seat's next decision, its card window
    // before placement (R6.1), made while the game waits on others.
    const next = () => randomAction(a.shadow.state, waitingFor(a.shadow.state)[0]!, random)!;
    const chose = () =>
      a.shadow.history.some((e) => e.turn === 2 && e.event.kind === 'positionTaken' && e.event.seat === me);
    while (!chose() || waitingFor(a.shadow.state).includes(me)) await post(waitingFor(a.shadow.state)[0]!, next());
    expect(a.shadow.state.players[me]!.hand.map((h) => h.card).sort()).toEqual(['cardinal', 'mercenary']);
    const cardinal: Action = { type: 'playCard', card: 'cardinal' };
    const planned = await fetchWorker(`${pathOf(a.game.seats[me]!.url)}/plan`, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ action: cardinal, version: a.shadow.state.version }),
    });
    expect(planned.status).toBe(200);
    expect((await putStanding(a.game.seats[me]!.url, { pass: true })).status).toBe(200);
    let planPlayed = false;
    let passes = 0;
    while (a.shadow.state.turn < 3) {
      const state = a.shadow.state;
      const seat = waitingFor(state)[0]!;
      const answer = await post(seat, randomAction(state, seat, random)!);
      // What the room played for the seat in the same request: the plan at the window it is for, the pass at the rest.
      for (
        let s = a.shadow.state;
        waitingFor(s).includes(me) && promptFor(s, me).kind === 'playCards';
        s = a.shadow.state
      ) {
        const ask = promptFor(s, me);
        const plan = !planPlayed && ask.kind === 'playCards' && ask.cards.includes('cardinal');
        a.shadow.apply(me, plan ? cardinal : { type: 'pass' });
        if (plan) planPlayed = true;
        else passes++;
      }
      expect(answer.body.view?.version).toBe(a.shadow.state.version);
    }
    expect(planPlayed).toBe(true);
    expect(passes).toBeGreaterThanOrEqual(1);
    const view = (await jsonOf(a.game.seats[me]!.url)) as SeatView & { plan?: unknown };
    expect(view.plan).toBeUndefined();
    // Played by the plan, the Cardinal left the hand; the Mercenary stayed, passed at each placement.
    const hand = a.shadow.state.players[me]!.hand.map((h) => h.card);
    expect(hand).toContain('mercenary');
    expect(hand).not.toContain('cardinal');
  });

  it('set while the seat is asked, answers the decision in front of it at once', async () => {
    const [a] = await twins('standing-now');
    const random = seededRandom('standing-now');
    // Played by hand to the first gem taking of the game.
    let state = a.shadow.state;
    while (!waitingFor(state).some((s) => promptFor(state, s).kind === 'takeGems')) {
      const seat = waitingFor(state)[0]!;
      const action = randomAction(state, seat, random)!;
      expect((await postAction(a.game.seats[seat]!.url, action, state.version)).status).toBe(200);
      a.shadow.apply(seat, action);
      state = a.shadow.state;
    }
    const seat = waitingFor(state)[0]!;
    const action = standingAction(a.shadow.view(seat), seat, { passTurn: null, gems: [...ORDER] })!;
    const set = await putStanding(a.game.seats[seat]!.url, { gems: ORDER });
    expect(set.status).toBe(200);
    a.shadow.apply(seat, action);
    const view = await jsonOf(a.game.seats[seat]!.url);
    expect(view.version).toBeGreaterThanOrEqual(a.shadow.state.version);
    expect(view.standing).toEqual({ pass: false, gems: ORDER });
    // A form sets them too; with nothing ticked and no colour chosen, all are off and the view carries none.
    const form = await fetchWorker(`${pathOf(a.game.seats[seat]!.url)}/standing`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'gems%5B%5D=&gems%5B%5D=',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect((await jsonOf(a.game.seats[seat]!.url)).standing).toBeUndefined();
    // A colour twice, a colour that is none, or another field: refused, nothing stored.
    for (const body of [{ gems: ['red', 'red'] }, { gems: ['black'] }, { pass: 'yes' }, { colour: 'red' }]) {
      const refused = await putStanding(a.game.seats[seat]!.url, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toContain('Expected { pass, gems }');
    }
    expect((await jsonOf(a.game.seats[seat]!.url)).standing).toBeUndefined();
  });

  it('are cleared by a link replacement, the stand-in and a pause, and never played after', async () => {
    const res = await fetchWorker('/api/games', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ players: NAMES.slice(0, 3).map((name) => ({ name })), options: { moveSeconds: 3600 } }),
    });
    const game = (await res.json()) as Created;
    const on = { pass: true, gems: ['blue'] };
    // Replaced: the new link's holder has none.
    expect((await putStanding(game.seats[0]!.url, on)).status).toBe(200);
    const relinked = (await (await hostPost(game, 'seats/0/link', {})).json()) as { url: string };
    expect((await jsonOf(relinked.url)).standing).toBeUndefined();
    // Handed to the stand-in: gone, and none can be set while it plays the seat; off is always allowed.
    expect((await putStanding(game.seats[1]!.url, on)).status).toBe(200);
    expect((await hostPost(game, 'seats/1/standin', { on: true })).status).toBe(200);
    expect((await jsonOf(game.seats[1]!.url)).standing).toBeUndefined();
    const refused = await putStanding(game.seats[1]!.url, on);
    expect(refused.status).toBe(409);
    expect((await putStanding(game.seats[1]!.url, { pass: false, gems: [] })).status).toBe(200);
    // Paused: gone, and none can be set until the game goes on.
    expect((await putStanding(game.seats[2]!.url, on)).status).toBe(200);
    expect((await hostPost(game, 'clock', { paused: true })).status).toBe(200);
    expect((await jsonOf(game.seats[2]!.url)).standing).toBeUndefined();
    const paused = await putStanding(game.seats[2]!.url, on);
    expect(paused.status).toBe(409);
    expect(paused.body.error?.message).toContain('paused');
    expect((await hostPost(game, 'clock', { paused: false })).status).toBe(200);
    expect((await putStanding(game.seats[2]!.url, on)).status).toBe(200);
  });

  it("answers the seat's own form to htmx, its page with the choices open without script, them as JSON", async () => {
    const setup: NewGame = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed: 'standing-get' };
    const game = await createViaApi(setup);
    const url = game.seats[0]!.url;
    const own = `${pathOf(url)}/standing`;
    const get = (from: string, headers: Record<string, string> = {}) =>
      fetchWorker(`${pathOf(from)}/standing`, { headers });
    const HTMX = { 'HX-Request': 'true' };
    expect((await putStanding(url, { pass: true, gems: ['blue', 'red'] })).status).toBe(200);
    // To htmx the form alone, as saved.
    const fragment = await get(url, HTMX);
    expect(fragment.status).toBe(200);
    const form = await fragment.text();
    expect(form).not.toContain('<html');
    expect(form).not.toContain('<details');
    expect(form).toMatch(new RegExp(`^<form method="post" action="${own}"`));
    expect(form).toContain('id="standing-pass" name="pass" value="1" checked');
    expect(form).toContain('<select id="standing-gem-2" name="gems[]"><option value="">');
    expect(form).toContain('<option value="red" selected>');
    // Without script, the seat's page with the choices drawn open, their line and their form in it.
    const page = await (await get(url)).text();
    expect(page).toContain('<html');
    expect(page).toContain(
      `<details id="standing-more" data-load open><summary id="standing-title">` +
        `${EN.chat.standing.now(true, ['blue', 'red'])}</summary><div><form method="post" action="${own}"`,
    );
    expect(EN.chat.standing.now(true, ['blue', 'red'])).toBe('Standing choices: pass this turn; gems blue, red');
    // The seat's own page, closed: the line alone.
    const closed = await (await fetchWorker(pathOf(url))).text();
    expect(closed).toContain('<details id="standing-more" data-load><summary id="standing-title">');
    expect(closed).not.toContain('<select');
    expect(await (await get(url, { Accept: 'application/json' })).json()).toEqual({
      ok: true,
      standing: { pass: true, gems: ['blue', 'red'] },
    });
    // Only a seat's own link reads it: a spectator's or a forged one has no such route; other methods are refused.
    expect((await get(game.spectatorUrl, HTMX)).status).toBe(404);
    expect((await get(game.spectatorUrl)).status).toBe(404);
    expect((await get(url.replace(/\/[^/]+$/, '/forged'), HTMX)).status).toBe(404);
    for (const method of ['PATCH', 'DELETE']) expect((await fetchWorker(own, { method })).status).toBe(405);
    // Once the game asks nothing of the seat (its seat the stand-in's), the form is empty.
    expect((await hostPost(game, 'seats/0/standin', { on: true })).status).toBe(200);
    expect(await (await get(url, HTMX)).text()).toBe('');
  });

  it("is never in another seat's or a spectator's view", async () => {
    const [a, b] = await twins('standing-secret');
    const others = (g: Created) => [g.seats[1]!.url, g.seats[2]!.url, g.spectatorUrl, g.hostUrl];
    expect((await putStanding(a.game.seats[0]!.url, { pass: true, gems: ['green', 'red'] })).status).toBe(200);
    expect(await seen(a, others(a.game))).toEqual(await seen(b, others(b.game)));
    expect((await jsonOf(a.game.seats[0]!.url)).standing).toEqual({ pass: true, gems: ['green', 'red'] });
  });
});
