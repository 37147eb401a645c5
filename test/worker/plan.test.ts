// Planned moves on real Durable Objects: a seat not waited on plans its next decision
// (PUT/DELETE {seat}/plan); the plan is refused as a posted move would be, played in the
// very request that makes the seat's turn come (logged as the same move posted), dropped
// with its reason when what it depends on changed, never played after the seat's link
// was replaced, the seat handed to the stand-in or the game paused, and seen by its seat alone.
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  playableCards,
  promptFor,
  randomAction,
  seededRandom,
  type Spot,
  type State,
  waitingFor,
} from '../../src/engine/index.ts';
import type { PlanShown } from '../../src/views.ts';
import { WRITE_RATES } from '../../src/room/writeLimits.ts';
import { esc } from '../../templates/html.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import {
  type Created,
  NAMES,
  type NewGame,
  Shadow,
  Socket,
  createViaApi,
  fetchWorker,
  getView,
  normalize,
  pathOf,
  postAction,
} from './helpers.ts';

const EN = dictOf('en');
type Place = Extract<Action, { type: 'place' }>;
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

type Answer = {
  status: number;
  body: { ok: boolean; plan?: PlanShown | null; error?: { message: string; rule?: string } };
};

async function plan(game: Created, seat: number, action: unknown, version: number): Promise<Answer> {
  const res = await fetchWorker(`${pathOf(game.seats[seat]!.url)}/plan`, {
    method: 'PUT',
    headers: JSON_HEADERS,
    body: JSON.stringify({ action, version }),
  });
  return { status: res.status, body: await res.json() };
}

async function cancel(game: Created, seat: number): Promise<Answer> {
  const res = await fetchWorker(`${pathOf(game.seats[seat]!.url)}/plan`, { method: 'DELETE', headers: JSON_HEADERS });
  return { status: res.status, body: await res.json() };
}

/** A plan posted by its page's form without script (or, `htmx`, by htmx): the fields as the form sends them. */
const postPlanForm = (url: string, fields: Record<string, string>, htmx = false) =>
  fetchWorker(`${pathOf(url)}/plan`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(htmx ? { 'HX-Request': 'true' } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
/** The offer's form as the page asks for it when opened (GET {seat}/plan from htmx): empty when there is none. */
const offerOf = async (url: string) =>
  (await fetchWorker(`${pathOf(url)}/plan`, { headers: { 'HX-Request': 'true' } })).text();

type SeatView = { version: number; waitingFor: number[]; plan?: PlanShown };
const jsonOf = async (url: string): Promise<SeatView> =>
  (await fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } })).json();

const hostPost = (game: Created, what: string, body: unknown) =>
  fetchWorker(`${pathOf(game.hostUrl)}/${what}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });

/** A 3-player game, played by random legal moves up to turn 1's first placement. */
async function atPlacement(seed: string, options?: NewGame['options']): Promise<{ game: Created; shadow: Shadow }> {
  const setup: NewGame = {
    players: NAMES.slice(0, 3).map((name) => ({ name })),
    seed,
    ...(options ? { options } : {}),
  };
  const game = await createViaApi(setup);
  const shadow = new Shadow(setup);
  await playUntilPlacement(game, shadow, seed);
  return { game, shadow };
}

async function playUntilPlacement(game: Created, shadow: Shadow, seed: string): Promise<void> {
  const random = seededRandom(seed);
  for (;;) {
    const seat = waitingFor(shadow.state)[0]!;
    if (promptFor(shadow.state, seat).kind === 'place') return;
    const action = randomAction(shadow.state, seat, random)!;
    expect((await postAction(game.seats[seat]!.url, action, shadow.state.version)).status).toBe(200);
    shadow.apply(seat, action);
  }
}

/** Every page and JSON view of a game, seats' and spectators', its links made alike: what two twin games compare. */
const seen = async (g: Created) =>
  Promise.all(
    [...g.seats.map((s) => s.url), g.spectatorUrl].flatMap((url) => [
      fetchWorker(pathOf(url)).then((r) => r.text()),
      fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } }).then((r) => r.text()),
    ]),
  ).then((texts) => texts.map((t) => normalize(t, g)));

/** A 3-player game with the King's Favor, played by random legal moves up to turn 1's throne (R10.2). */
async function atThrone(seed: string): Promise<{ game: Created; shadow: Shadow }> {
  const setup: NewGame = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed, options: { kingsFavor: true } };
  const game = await createViaApi(setup);
  const shadow = new Shadow(setup);
  const random = seededRandom(seed);
  while (shadow.state.agenda[0]?.kind !== 'throne' || waitingFor(shadow.state).length < 3) {
    const seat = waitingFor(shadow.state)[0]!;
    const action = randomAction(shadow.state, seat, random)!;
    expect((await postAction(game.seats[seat]!.url, action, shadow.state.version)).status).toBe(200);
    shadow.apply(seat, action);
  }
  return { game, shadow };
}

/** A placement for the seat waited on in `state`: its first two brokers behind, one up one down, on `pick`'s places. */
function placement(state: State, seat: number, pick: (spots: Spot[]) => [Spot, Spot]): Action {
  const prompt = promptFor(state, seat);
  if (prompt.kind !== 'place') throw new Error(`seat ${seat} is asked ${prompt.kind}`);
  const [to1, to2] = pick(prompt.spots);
  return {
    type: 'place',
    placements: [
      { value: prompt.behind[0]!, faceUp: true, to: to1 },
      { value: prompt.behind[1]!, faceUp: false, to: to2 },
    ],
  };
}

const market = (from: number) => (spots: Spot[]) => {
  const squares = spots.filter((s) => 'row' in s);
  return [squares[from]!, squares[from + 1]!] as [Spot, Spot];
};
const city = (spots: Spot[]) => {
  const areas = spots.filter((s) => 'neighborhood' in s);
  return [areas[0]!, areas[1]!] as [Spot, Spot];
};

/** The state after `seat` acts: what a lookahead plans against. */
function stateAfter(state: State, seat: number, action: Action): State {
  const out = applyAction(state, seat, action);
  if (!out.ok) throw new Error(JSON.stringify(out.error));
  return out.state;
}

/** The seat the game waits on now, and the two after it in this round's placement. */
function order(shadow: Shadow): { x: number; xMove: Action; z: number; zMove: Action; y: number; yMove: Action } {
  const x = waitingFor(shadow.state)[0]!;
  const xMove = placement(shadow.state, x, market(0));
  const s1 = stateAfter(shadow.state, x, xMove);
  const z = waitingFor(s1)[0]!;
  const zMove = placement(s1, z, market(2));
  const s2 = stateAfter(s1, z, zMove);
  const y = waitingFor(s2)[0]!;
  return { x, xMove, z, zMove, y, yMove: placement(s2, y, city) };
}

describe('a planned move', () => {
  it('is stored, replaced and dropped; refused as a posted move would be, with nothing stored', async () => {
    const { game, shadow } = await atPlacement('plan-store');
    const { x, xMove, z, zMove, y, yMove } = order(shadow);
    const v = shadow.state.version;
    const pageOf = async (seat: number) => (await fetchWorker(pathOf(game.seats[seat]!.url))).text();
    // While x places, z's own panel offers to plan its next move, its form asked for when opened; x's does not.
    const offered = await pageOf(z);
    expect(offered).toContain(`<summary>${EN.chat.plan.ahead}</summary>`);
    expect(offered).toContain(`href="${pathOf(game.seats[z]!.url)}/plan"`);
    expect(offered).not.toContain('plan-form');
    expect(await pageOf(x)).not.toContain(EN.chat.plan.ahead);
    const first = await plan(game, z, zMove, v);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.plan).toEqual({ action: zMove, version: v });
    expect((await jsonOf(game.seats[z]!.url)).plan).toEqual({ action: zMove, version: v });
    // The page shows it with its Cancel, kept over a reload, and no second offer.
    const planned = await pageOf(z);
    expect(planned).toContain(EN.chat.plan.cancel);
    expect(planned).not.toContain(EN.chat.plan.ahead);
    // Planning again replaces it; a form posts it too.
    const bid: Action = { type: 'bid', brokers: [1, 1] };
    expect((await plan(game, z, bid, v)).body.plan).toEqual({ action: bid, version: v });
    const form = await postPlanForm(game.seats[z]!.url, { type: 'pass', version: String(v) });
    expect(form.status).toBe(303);
    // From htmx, the page's sections come back drawn again.
    const htmx = await postPlanForm(game.seats[z]!.url, { type: 'pass', version: String(v) }, true);
    expect(htmx.status).toBe(200);
    expect(await htmx.text()).toContain('id="prompt"');
    expect((await jsonOf(game.seats[z]!.url)).plan).toEqual({ action: { type: 'pass' }, version: v });
    const dropped = await cancel(game, z);
    expect(dropped.status).toBe(200);
    expect(dropped.body.plan).toBeNull();
    expect((await jsonOf(game.seats[z]!.url)).plan).toBeUndefined();

    const refused = async (seat: number, action: unknown, status: number, words: string, rule?: string, at = v) => {
      const answer = await plan(game, seat, action, at);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.error?.message).toContain(words);
      if (rule) expect(answer.body.error?.rule).toBe(rule);
      expect((await jsonOf(game.seats[seat]!.url)).plan).toBeUndefined();
    };
    // The action's shape: one placement is no placement.
    const [one] = (yMove as Place).placements;
    await refused(y, { type: 'place', placements: [one] }, 400, 'placements');
    await refused(y, { type: 'chooseOrder', position: 1 }, 400, 'Only a placement, a bid, a card or a pass');
    // A broker the seat does not have behind its screen: another seat's, or one already bid.
    const behind = shadow.view(y).players[y]!.behind!;
    // Two of a value it holds once or not at all behind its screen (the brokers it bid stand in front).
    const lacking = [0, 1, 2, 3, 4].find((n) => behind.filter((b) => b === n).length < 2)!;
    const notMine = {
      type: 'place',
      placements: [
        { value: lacking, faceUp: true, to: { neighborhood: 1, area: 'port' } },
        { value: lacking, faceUp: false, to: { neighborhood: 1, area: 'port' } },
      ],
    };
    await refused(y, notMine, 422, 'behind your screen', 'R6.2');
    await refused(y, { type: 'playCard', card: 'merchant' }, 422, 'You do not hold', 'R9.2');
    await refused(x, yMove, 409, 'The game is waiting for you now');
    await refused(y, yMove, 409, 'out of date', undefined, v - 1);
    // A market square taken now (R6.4).
    expect((await postAction(game.seats[x]!.url, xMove, v)).status).toBe(200);
    const square = (xMove as Place).placements[0]!.to;
    const onTaken = {
      type: 'place',
      placements: [
        { value: behind[0], faceUp: true, to: { neighborhood: 1, area: 'port' } },
        { value: behind[1], faceUp: false, to: square },
      ],
    };
    await refused(y, onTaken, 422, 'already holds a broker', 'R6.4', v + 1);
  });

  it('is played in the request that makes its turn come, logged exactly as the same move posted', async () => {
    const [a, b] = [await atPlacement('plan-played'), await atPlacement('plan-played')];
    const { x, xMove, z, zMove, y, yMove } = order(a.shadow);
    const v = a.shadow.state.version;
    expect((await plan(a.game, y, yMove, v)).status).toBe(200);
    // Not its moment yet: x's move leaves it planned.
    expect((await postAction(a.game.seats[x]!.url, xMove, v)).status).toBe(200);
    expect((await jsonOf(a.game.seats[y]!.url)).plan).toEqual({ action: yMove, version: v });
    const answer = await postAction(a.game.seats[z]!.url, zMove, v + 1);
    expect(answer.status).toBe(200);
    for (const [seat, move] of [
      [x, xMove],
      [z, zMove],
      [y, yMove],
    ] as const)
      a.shadow.apply(seat, move);
    // The version advanced past y's decision in the same request: z's answer is the game after y's placement.
    expect(answer.body.view).toEqual(a.shadow.json(z));
    expect(answer.body.view?.version).toBe(v + 3);
    const mine = await jsonOf(a.game.seats[y]!.url);
    expect(mine.plan).toBeUndefined();
    expect(mine.waitingFor).not.toContain(y);
    // The twin game, where y posts the same move: every page and JSON view the same.
    expect((await postAction(b.game.seats[x]!.url, xMove, v)).status).toBe(200);
    expect((await postAction(b.game.seats[z]!.url, zMove, v + 1)).status).toBe(200);
    expect((await postAction(b.game.seats[y]!.url, yMove, v + 2)).status).toBe(200);
    expect(await seen(a.game)).toEqual(await seen(b.game));
  });

  it('is dropped when a place it names holds other brokers, and its seat reads why', async () => {
    const { game, shadow } = await atPlacement('plan-dropped');
    const x = waitingFor(shadow.state)[0]!;
    const xMove = placement(shadow.state, x, city);
    const next = waitingFor(stateAfter(shadow.state, x, xMove))[0]!;
    const planned = placement(stateAfter(shadow.state, x, xMove), next, city);
    const v = shadow.state.version;
    expect((await plan(game, next, planned, v)).status).toBe(200);
    // The third seat plans a bid: its next decision is a placement, another kind.
    const third = [0, 1, 2].find((s) => s !== x && s !== next)!;
    expect((await plan(game, third, { type: 'bid', brokers: [1, 2] }, v)).status).toBe(200);
    const answer = await postAction(game.seats[x]!.url, xMove, v);
    expect(answer.body.view?.version).toBe(v + 1);
    const spot = (xMove as Place).placements[0]!.to;
    const mine = await jsonOf(game.seats[next]!.url);
    expect(mine.waitingFor).toEqual([next]);
    expect(mine.plan).toEqual({ dropped: { why: 'place', spot, by: [x] }, version: v + 1 });
    const words = EN.chat.plan.dropped(EN.chat.plan.why.placed([NAMES[x]!], spot));
    expect(words).toContain(`${NAMES[x]} placed on neighborhood`);
    const page = await (await fetchWorker(pathOf(game.seats[next]!.url))).text();
    expect(page).toContain(words.replace(/'/g, '&#39;'));
    // Nobody else reads it: the acting seat's page says nothing of a plan.
    expect(await (await fetchWorker(pathOf(game.seats[x]!.url))).text()).not.toContain('planned');
    // Its own move puts the reason away; the bid, tried at its seat's placement, is dropped as of another kind.
    shadow.apply(x, xMove);
    const own = placement(shadow.state, next, city);
    expect((await postAction(game.seats[next]!.url, own, v + 1)).status).toBe(200);
    expect((await jsonOf(game.seats[next]!.url)).plan).toBeUndefined();
    expect((await jsonOf(game.seats[third]!.url)).plan).toEqual({ dropped: { why: 'decision' }, version: v + 2 });
  });

  it("is never played after its seat's link was replaced or the seat was handed to the stand-in", async () => {
    for (const what of ['link', 'standin'] as const) {
      const { game, shadow } = await atPlacement(`plan-never-${what}`);
      const x = waitingFor(shadow.state)[0]!;
      const xMove = placement(shadow.state, x, market(0));
      const y = waitingFor(stateAfter(shadow.state, x, xMove))[0]!;
      const yMove = placement(stateAfter(shadow.state, x, xMove), y, city);
      const v = shadow.state.version;
      expect((await plan(game, y, yMove, v)).status).toBe(200);
      let yUrl = game.seats[y]!.url;
      if (what === 'link') {
        const res = await hostPost(game, `seats/${y}/link`, {});
        yUrl = ((await res.json()) as { url: string }).url;
        expect((await jsonOf(yUrl)).plan).toBeUndefined();
      }
      if (what === 'standin') expect((await hostPost(game, `seats/${y}/standin`, { on: true })).status).toBe(200);
      const answer = await postAction(game.seats[x]!.url, xMove, v);
      expect(answer.status).toBe(200);
      expect(answer.body.view?.version).toBe(v + 1);
      expect(answer.body.view?.waitingFor).toEqual([y]);
      expect((await jsonOf(yUrl)).plan).toBeUndefined();
    }
  });

  it('is dropped when the host pauses the game, and its seat reads why', async () => {
    const setup: NewGame = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed: 'plan-paused' };
    const res = await fetchWorker('/api/games', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ ...setup, options: { moveSeconds: 3600 } }),
    });
    expect(res.status).toBe(201);
    const game = (await res.json()) as Created;
    const shadow = new Shadow(setup);
    await playUntilPlacement(game, shadow, 'plan-paused');
    const x = waitingFor(shadow.state)[0]!;
    const xMove = placement(shadow.state, x, market(0));
    const y = waitingFor(stateAfter(shadow.state, x, xMove))[0]!;
    const yMove = placement(stateAfter(shadow.state, x, xMove), y, city);
    const v = shadow.state.version;
    expect((await plan(game, y, yMove, v)).status).toBe(200);
    expect((await hostPost(game, 'clock', { paused: true })).status).toBe(200);
    expect((await jsonOf(game.seats[y]!.url)).plan).toEqual({ dropped: { why: 'paused' }, version: v });
    const again = await plan(game, y, yMove, v);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toContain('paused');
    const answer = await postAction(game.seats[x]!.url, xMove, v);
    expect(answer.body.view?.version).toBe(v + 1);
    expect(answer.body.view?.waitingFor).toEqual([y]);
  });
});

describe('a planned move in the alarm and its limits', () => {
  it("is played right after the stand-in's move, from the game's alarm, as the seat's own", async () => {
    const { game, shadow } = await atPlacement('plan-alarm');
    const x = waitingFor(shadow.state)[0]!;
    const y = waitingFor(stateAfter(shadow.state, x, placement(shadow.state, x, market(0))))[0]!;
    // Both of y's brokers in the one area no broker stands in yet, far from x's choices.
    const to = { neighborhood: 4, area: 'palace' } as const;
    const behind = shadow.view(y).players[y]!.behind!;
    const planned: Action = {
      type: 'place',
      placements: [
        { value: behind[0]!, faceUp: true, to },
        { value: behind[1]!, faceUp: false, to },
      ],
    };
    const v = shadow.state.version;
    expect((await plan(game, y, planned, v)).status).toBe(200);
    // The host hands x to the stand-in: the alarm decides for x, and y's plan is tried right after, in that alarm.
    expect((await hostPost(game, `seats/${x}/standin`, { on: true })).status).toBe(200);
    let view = await getView(game.seats[y]!.url);
    for (let i = 0; i < 500 && (view as SeatView).plan && !('dropped' in (view as SeatView).plan!); i++) {
      await new Promise((r) => setTimeout(r, 20));
      view = await getView(game.seats[y]!.url);
    }
    expect((view as SeatView).plan).toBeUndefined();
    const placed = view.log.filter((e) => e.event.kind === 'placed' && e.event.seat === y);
    expect(placed.map((e) => e.version)).toEqual([v + 2]);
    expect(view.version).toBeGreaterThanOrEqual(v + 2);
  });

  it('counts plan writes under the per-link limit', async () => {
    const { game, shadow } = await atPlacement('plan-limit');
    const { y, yMove } = order(shadow);
    const v = shadow.state.version;
    const max = WRITE_RATES.plan.max;
    for (let i = 0; i < max; i++) expect((await plan(game, y, yMove, v)).status).toBe(200);
    const over = await plan(game, y, yMove, v);
    expect(over.status).toBe(429);
    expect((await cancel(game, y)).status).toBe(429);
  });
});

describe("the offer's form, asked for when opened", () => {
  const get = (url: string, headers: Record<string, string> = {}) => fetchWorker(`${pathOf(url)}/plan`, { headers });
  const HTMX = { 'HX-Request': 'true' };

  it("is not in the panel of a seat that waits, which another seat's placement does not send again", async () => {
    const { game, shadow } = await atPlacement('plan-quiet');
    const { x, xMove, y } = order(shadow);
    const v = shadow.state.version;
    const socket = await Socket.open(pathOf(game.seats[y]!.url));
    const first = await socket.next(1);
    expect(first).toContain(EN.chat.plan.ahead);
    expect(first).not.toContain('plan-form');
    expect((await postAction(game.seats[x]!.url, xMove, v)).status).toBe(200);
    // y still waits, on another seat now: its panel is not sent again, only its heading naming whom it waits for.
    const update = await socket.next(2);
    expect(update).toContain(`data-version="${v + 1}"`);
    expect(update).not.toContain('id="prompt"');
    expect(update).not.toContain('plan-form');
    const next = NAMES[waitingFor(stateAfter(shadow.state, x, xMove))[0]!]!;
    expect(update).toContain(`<h2 class="prompt-text" id="prompt-wait">${EN.prompt.ask.waiting([next])}</h2>`);
    socket.close();
  });

  it("answers the seat's own form to htmx, its page with the offer open without script, its plan as JSON", async () => {
    const { game, shadow } = await atPlacement('plan-fragment');
    const { x, xMove, z, y, yMove } = order(shadow);
    const v = shadow.state.version;
    const own = `${pathOf(game.seats[z]!.url)}/plan`;
    const fragment = await get(game.seats[z]!.url, HTMX);
    expect(fragment.status).toBe(200);
    const form = await fragment.text();
    expect(form).not.toContain('<html');
    expect(form).toContain(`action="${own}"`);
    expect(form).toContain('class="action-form place-form plan-form"');
    expect(form).toContain(`<input type="hidden" name="version" value="${v}"/>`);
    expect(form).toContain(`>${EN.chat.plan.button}</button>`);
    // Without script, the seat's page with the offer drawn open and its form in it.
    const page = await (await get(game.seats[z]!.url)).text();
    expect(page).toContain('<details class="plan-ahead" data-load open>');
    expect(page).toContain(`action="${own}"`);
    expect(await (await get(game.seats[z]!.url, { Accept: 'application/json' })).json()).toEqual({
      ok: true,
      plan: null,
    });
    // The seat waited on has nothing to plan: no form.
    expect(await (await get(game.seats[x]!.url, HTMX)).text()).toBe('');
    // Only a seat's own link reads it: a spectator's or a forged one has no such route; other methods are refused.
    expect((await get(game.spectatorUrl, HTMX)).status).toBe(404);
    expect((await get(game.seats[z]!.url.replace(/\/[^/]+$/, '/forged'), HTMX)).status).toBe(404);
    expect((await fetchWorker(own, { method: 'PATCH' })).status).toBe(405);

    // A form fetched before x placed posts the version its page shows by then (src/client/planAhead.ts): the room
    // takes only a plan made on the game as it is, never one at the version the form was fetched at.
    expect((await postAction(game.seats[x]!.url, xMove, v)).status).toBe(200);
    const stale = await plan(game, y, yMove, v);
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toContain('out of date');
    expect((await jsonOf(game.seats[y]!.url)).plan).toBeUndefined();
    expect((await plan(game, y, yMove, v + 1)).status).toBe(200);
  });
});

describe('a card window planned from the page', () => {
  it('offers the seat later in a window its cards and its pass; the pass planned is played at its turn', async () => {
    const seed = 'e2e-plan-pass-5';
    const setup: NewGame = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed };
    const game = await createViaApi(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom(seed);
    // R9.1: a window whose first seat decides, the next in its queue holding a card for it.
    for (;;) {
      const task = shadow.state.agenda[0];
      if (
        task?.kind === 'window' &&
        task.queue.length >= 2 &&
        waitingFor(shadow.state)[0] === task.queue[0] &&
        playableCards(shadow.state, task.queue[1]!, task.window).length
      )
        break;
      const seat = waitingFor(shadow.state)[0]!;
      const action = randomAction(shadow.state, seat, random)!;
      expect((await postAction(game.seats[seat]!.url, action, shadow.state.version)).status).toBe(200);
      shadow.apply(seat, action);
    }
    const task = shadow.state.agenda[0];
    if (task?.kind !== 'window') throw new Error('no window');
    const [first, seat] = [task.queue[0]!, task.queue[1]!];
    const [card] = playableCards(shadow.state, seat, task.window);
    const v = shadow.state.version;
    const fragment = await offerOf(game.seats[seat]!.url);
    expect(fragment).toContain(`>${EN.chat.plan.as(EN.prompt.card.pass)}</button>`);
    expect(fragment).toContain(`card-form card-${card}`);
    expect(fragment).toContain(`action="${pathOf(game.seats[seat]!.url)}/plan"`);
    // The seat that decides in it is asked on its page, with no offer.
    expect(await offerOf(game.seats[first]!.url)).toBe('');
    const planned = await postPlanForm(game.seats[seat]!.url, { type: 'pass', version: String(v) });
    expect(planned.status).toBe(303);
    expect((await postAction(game.seats[first]!.url, { type: 'pass' }, v)).status).toBe(200);
    const view = await jsonOf(game.seats[seat]!.url);
    expect(view.plan).toBeUndefined();
    expect(view.version).toBe(v + 2);
  });
});

describe("the next turn's bid planned at the turn's end", () => {
  it('is offered once its throne broker is chosen (R10.2), played at the bidding in the same request', async () => {
    const [a, b] = [await atThrone('plan-bid'), await atThrone('plan-bid')];
    // R10.2: the first seat chooses its throne broker; the others still have to.
    const task = a.shadow.state.agenda[0];
    if (task?.kind !== 'throne') throw new Error('no throne');
    const [seat, ...others] = waitingFor(a.shadow.state);
    const random = seededRandom('plan-bid-throne');
    const choice = randomAction(a.shadow.state, seat!, random)!;
    for (const g of [a, b]) {
      expect((await postAction(g.game.seats[seat!]!.url, choice, g.shadow.state.version)).status).toBe(200);
      g.shadow.apply(seat!, choice);
    }
    const { turn, version: v } = a.shadow.state;
    const url = a.game.seats[seat!]!.url;
    const fragment = await offerOf(url);
    expect(fragment).toContain('bid-form');
    expect(fragment).toContain(`>${EN.chat.plan.as(EN.prompt.bid.button)}</button>`);
    expect(fragment).toContain(esc(EN.chat.plan.bidNote(turn + 1)));
    // Its highest pair of the brokers it will have behind its screen then, as the form offers them.
    const pairs = [...fragment.matchAll(/name="brokers" value="(\d),(\d)"/g)].map((m): [number, number] => [
      Number(m[1]),
      Number(m[2]),
    ]);
    const brokers = pairs.at(-1)!;
    const bid: Action = { type: 'bid', brokers };
    const form = await postPlanForm(url, { type: 'bid', brokers: brokers.join(','), version: String(v) });
    expect(form.status).toBe(303);
    expect((await jsonOf(url)).plan).toEqual({ action: bid, version: v });
    // The other seats choose; the last choice ends the turn, the next one's setup reveals its characters (R4.1), and
    // the bidding begins with the planned bid made, in that same request.
    let answer: Awaited<ReturnType<typeof postAction>> | null = null;
    for (const other of others) {
      const move = randomAction(a.shadow.state, other, random)!;
      for (const g of [a, b]) {
        const posted = await postAction(g.game.seats[other]!.url, move, g.shadow.state.version);
        expect(posted.status).toBe(200);
        if (g === a) answer = posted;
        g.shadow.apply(other, move);
      }
    }
    expect(a.shadow.state.turn).toBe(turn + 1);
    a.shadow.apply(seat!, bid);
    expect(answer?.body.view).toEqual(a.shadow.json(others.at(-1)!));
    const mine = await jsonOf(url);
    expect(mine.plan).toBeUndefined();
    expect(mine.waitingFor).not.toContain(seat);
    // The twin game, where the seat posts the same bid: every page and JSON view the same.
    expect((await postAction(b.game.seats[seat!]!.url, bid, b.shadow.state.version)).status).toBe(200);
    b.shadow.apply(seat!, bid);
    expect(await seen(a.game)).toEqual(await seen(b.game));
  });

  it('planned before the market is counted, is dropped when the quotations move, and its seat reads why', async () => {
    const { game, shadow } = await atPlacement('plan-bid-early');
    const random = seededRandom('plan-bid-early');
    const step = async () => {
      const who = waitingFor(shadow.state)[0]!;
      const move = randomAction(shadow.state, who, random)!;
      expect((await postAction(game.seats[who]!.url, move, shadow.state.version)).status).toBe(200);
      shadow.apply(who, move);
    };
    // Turn 1's highest bidder moving a quotation (R7.5). Nobody holds a card to play in it yet (R9.2): the hands stay
    // as they are until the bidding, and only the quotations move.
    while (shadow.state.agenda[0]?.kind !== 'moveQuotation') await step();
    const seat = [0, 1, 2].find((s) => !waitingFor(shadow.state).includes(s))!;
    const url = game.seats[seat]!.url;
    expect((await plan(game, seat, { type: 'bid', brokers: [1, 2] }, shadow.state.version)).status).toBe(200);
    while (shadow.state.turn === 1) await step();
    const mine = await jsonOf(url);
    expect(mine.plan).toMatchObject({ dropped: { why: 'quotation' } });
    expect(mine.waitingFor).toContain(seat);
    expect(await (await fetchWorker(pathOf(url))).text()).toContain(EN.chat.plan.dropped(EN.chat.plan.why.quotation));
  });
});

describe('with the standing pass on', () => {
  it("offers the next turn's bid in place of the after-counting window the pass answers (R7.6, R5.1)", async () => {
    // R7.6: a window after counting whose first seat decides, the next in its queue holding a card for it.
    const at = (state: State): boolean => {
      const task = state.agenda[0];
      return (
        task?.kind === 'window' &&
        task.window === 'afterCounting' &&
        state.turn < 4 &&
        task.queue.length >= 2 &&
        waitingFor(state)[0] === task.queue[0] &&
        playableCards(state, task.queue[1]!, task.window).length > 0
      );
    };
    // The first seed whose seeded random game comes to one.
    const found = (seed: string) => {
      const setup: NewGame = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed };
      const shadow = new Shadow(setup);
      const random = seededRandom(seed);
      const moves: [number, Action, number][] = [];
      while (!shadow.state.result && !at(shadow.state)) {
        const seat = waitingFor(shadow.state)[0]!;
        const action = randomAction(shadow.state, seat, random)!;
        moves.push([seat, action, shadow.state.version]);
        shadow.apply(seat, action);
      }
      return shadow.state.result ? null : { setup, shadow, moves };
    };
    let i = 0;
    let met = found('plan-pass-bid-0');
    while (!met) met = found(`plan-pass-bid-${++i}`);
    const { setup, shadow, moves } = met;
    const game = await createViaApi(setup);
    for (const [seat, action, v] of moves)
      expect((await postAction(game.seats[seat]!.url, action, v)).status).toBe(200);
    const task = shadow.state.agenda[0];
    if (task?.kind !== 'window') throw new Error('no window');
    const url = game.seats[task.queue[1]!]!.url;
    expect(await offerOf(url)).toContain('card-form');
    const put = await fetchWorker(`${pathOf(url)}/standing`, {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ pass: true }),
    });
    expect(put.status).toBe(200);
    const fragment = await offerOf(url);
    expect(fragment).not.toContain('card-form');
    expect(fragment).toContain('bid-form');
    expect(fragment).toContain(esc(EN.chat.plan.bidNote(shadow.state.turn + 1)));
  });
});

describe('non-interference: a plan never leaves its seat', () => {
  it('changes nothing the other seats, the spectators or the host see, before or after it is played', async () => {
    const [a, b] = [await atPlacement('plan-secret'), await atPlacement('plan-secret')];
    const { x, xMove, z, zMove, y, yMove } = order(a.shadow);
    const v = a.shadow.state.version;
    const watched = (g: Created) => [g.seats[x]!.url, g.seats[z]!.url, g.spectatorUrl];
    const sockets = await Promise.all(
      [a, b].map((r) => Promise.all(watched(r.game).map((u) => Socket.open(pathOf(u))))),
    );
    const own = await Socket.open(pathOf(a.game.seats[y]!.url));
    await Promise.all([...sockets.flat(), own].map((s) => s.next(1)));
    const seen = async (g: Created) =>
      (
        await Promise.all(
          [...watched(g), g.hostUrl].flatMap((url) => [
            fetchWorker(pathOf(url)).then((r) => r.text()),
            fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } }).then((r) => r.text()),
          ]),
        )
      ).map((t) => normalize(t, g).replace(/"at":\d{13}/g, '"at":0'));
    expect((await plan(a.game, y, yMove, v)).status).toBe(200);
    // The seat's own page is drawn again with its plan; no other page hears of it.
    expect(await own.next(2)).toContain(EN.chat.plan.cancel);
    expect(await seen(a.game)).toEqual(await seen(b.game));
    for (const r of [a, b]) expect((await postAction(r.game.seats[x]!.url, xMove, v)).status).toBe(200);
    await Promise.all(sockets.flat().map((s) => s.next(2)));
    const messages = sockets.map((list, i) => list.map((s) => s.messages.map((m) => normalize(m, [a, b][i]!.game))));
    expect(messages[0]).toEqual(messages[1]);
    expect(await seen(a.game)).toEqual(await seen(b.game));
    // Played in a, posted in b: the same game for everyone else.
    expect((await postAction(a.game.seats[z]!.url, zMove, v + 1)).status).toBe(200);
    expect((await postAction(b.game.seats[z]!.url, zMove, v + 1)).status).toBe(200);
    expect((await postAction(b.game.seats[y]!.url, yMove, v + 2)).status).toBe(200);
    expect(await seen(a.game)).toEqual(await seen(b.game));
    for (const s of [...sockets.flat(), own]) s.close();
  });
});
