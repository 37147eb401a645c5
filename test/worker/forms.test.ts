// The browser's ways to act: the decision panel's forms posted by htmx (answered with
// the page's own sections out of band), posted without script (a redirect, or the page
// with the refusal); never over the page's socket.
import { describe, expect, it } from 'vitest';
import { phaseOf, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { updatesFor } from '../../src/room/updates.ts';
import { liveFragments } from '../../templates/index.tsx';
import { freshSections, sinceSection } from '../../templates/sections.ts';
import { spotCode } from '../../templates/theme.ts';
import {
  NAMES,
  Shadow,
  Socket,
  createViaApi,
  fetchWorker,
  getView,
  pathOf,
  postAction,
  type Created,
} from './helpers.ts';
import { dictOf } from '../../templates/i18n/index.ts';

const EN = dictOf('en');

const three = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed: 'forms' };

function postForm(game: Created, seat: number, fields: Record<string, string>, htmx: boolean) {
  return fetchWorker(`${pathOf(game.seats[seat]!.url)}/actions`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: htmx ? { 'HX-Request': 'true' } : {},
    redirect: 'manual',
  });
}

/** The decision panel's section of a page or of htmx's sections: the refusal and the form as it is shown again. */
function promptOf(html: string): string {
  const start = html.indexOf('<section id="prompt"');
  expect(start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (const tag of html.slice(start).matchAll(/<(\/?)section\b[^>]*>/g)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, start + tag.index + tag[0].length);
  }
  throw new Error('the prompt section does not end');
}

const linksOf = (game: Created, seat: number) => {
  const self = pathOf(game.seats[seat]!.url);
  return { self, actions: `${self}/actions`, ws: `${self}/ws` };
};

describe('forms', () => {
  it(
    'an htmx post of the bid form is applied and answered with the seat’s own sections: what changed ' +
      'since the version it was made on, or the whole page',
    async () => {
      const game = await createViaApi(three);
      const shadow = new Shadow(three);
      const before = shadow.view(1);
      const res = await postForm(game, 1, { type: 'bid', brokers: '3,4', version: '0' }, true);
      expect(res.status).toBe(200);
      shadow.apply(1, { type: 'bid', brokers: [3, 4] });
      // No socket ever told the object what the page holds: the version it posted from says it.
      // With the seat's panel of what happened since its last move (empty now: it just moved).
      expect(await res.text()).toBe(
        updatesFor(EN, before, shadow.view(1), linksOf(game, 1)) + sinceSection(EN, shadow.pageView(1)),
      );
      expect((await getView(game.seats[1]!.url)).players[1]!.bid).toEqual(shadow.view(1).players[1]!.bid);
      // A page made on an older version (its bid still open while another bid) gets its whole sections.
      const res2 = await postForm(game, 2, { type: 'bid', brokers: '0,1', version: '0' }, true);
      expect(res2.status).toBe(200);
      shadow.apply(2, { type: 'bid', brokers: [0, 1] });
      expect(await res2.text()).toBe(freshSections(EN, shadow.pageView(2), linksOf(game, 2)));
    },
  );

  it('an htmx post from a page with a socket is answered with the very update its socket is pushed', async () => {
    const game = await createViaApi(three);
    const shadow = new Shadow(three);
    const own = await Socket.open(pathOf(game.seats[1]!.url));
    await own.next(1);
    const before = shadow.view(1);
    const res = await postForm(game, 1, { type: 'bid', brokers: '3,4', version: '0' }, true);
    expect(res.status).toBe(200);
    shadow.apply(1, { type: 'bid', brokers: [3, 4] });
    const answer = await res.text();
    expect(answer).toBe(
      updatesFor(EN, before, shadow.view(1), linksOf(game, 1)) + sinceSection(EN, shadow.pageView(1)),
    );
    expect(await own.next(2)).toBe(answer);
    own.close();
  });

  it('a refused form is shown next to the decision with its rule, and changes nothing', async () => {
    const game = await createViaApi(three);
    const shadow = new Shadow(three);
    // R5.1: there is one 2 behind the screen, so no bid of two 2s.
    const res = await postForm(game, 0, { type: 'bid', brokers: '2,2', version: '0' }, true);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/\(<a class="rule" href="\/rules#R5[.\d]*">R5[.\d]*<\/a>\)/);
    expect(html).toContain('id="prompt"');
    expect((await getView(game.seats[0]!.url)).version).toBe(0);
    // The answer is the current view with the refusal: nothing else differs.
    const flashless = liveFragments(EN, shadow.view(0), linksOf(game, 0));
    expect(html.replace(/<p class="flash"[\s\S]*?<\/p>/, '').replace(/data-key="\w+"/, '')).toBe(
      flashless.replace(/data-key="\w+"/, ''),
    );
  });

  it(
    'a refused post is worded once: htmx’s flash and form are the plain page’s, with the fields the ' +
      'player sent (R6.4)',
    async () => {
      const setup = { ...three, seed: 'forms-refused' };
      const game = await createViaApi(setup);
      const shadow = new Shadow(setup);
      const random = seededRandom('forms-refused');
      while (phaseOf(shadow.state) !== 'placement') {
        const seat = waitingFor(shadow.state)[0]!;
        const action = randomAction(shadow.state, seat, random);
        expect((await postAction(game.seats[seat]!.url, action, shadow.state.version)).status).toBe(200);
        shadow.apply(seat, action);
      }
      const seat = waitingFor(shadow.state)[0]!;
      const prompt = shadow.view(seat).prompt;
      if (prompt.kind !== 'place') throw new Error('not placing');
      const market = spotCode(prompt.spots.find((s) => 'row' in s)!);
      const behind = shadow.state.players[seat]!.behind;
      // Both brokers on one market square: the rules refuse it (R6.4), after the form was read.
      const fields = {
        type: 'place',
        version: String(shadow.state.version),
        p1Broker: String(behind[0]),
        p1Spot: market,
        p2Broker: String(behind[1]),
        p2Spot: market,
        faces: 'up-down',
      };
      const htmx = await postForm(game, seat, fields, true);
      const plain = await postForm(game, seat, fields, false);
      expect(htmx.status).toBe(200);
      expect(plain.status).toBe(422);
      const [fromHtmx, fromPage] = [promptOf(await htmx.text()), promptOf(await plain.text())];
      expect(fromHtmx).toMatch(/<p class="flash" role="alert">[^<]*twice[\s\S]*R6\.4/);
      expect(fromHtmx).toContain(`value="${market}" data-short=`);
      expect(fromHtmx.match(new RegExp(`value="${market}"[^>]* selected`, 'g'))).toHaveLength(2);
      expect(fromHtmx).toBe(fromPage);
      expect((await getView(game.seats[seat]!.url)).version).toBe(shadow.state.version);
    },
  );

  it('a malformed form says what is wrong, next to the decision', async () => {
    const game = await createViaApi(three);
    const res = await postForm(game, 0, { type: 'bid', brokers: 'lots', version: '0' }, true);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('could not be read');
    expect((await getView(game.seats[0]!.url)).version).toBe(0);
  });

  it(
    'without script: an accepted post redirects to the page, a refused one shows the page with the ' + 'refusal',
    async () => {
      const game = await createViaApi(three);
      const ok = await postForm(game, 2, { type: 'bid', brokers: '0,1', version: '0' }, false);
      expect(ok.status).toBe(303);
      expect(ok.headers.get('Location')).toBe(pathOf(game.seats[2]!.url));
      const refused = await postForm(game, 0, { type: 'bid', brokers: '2,2', version: '1' }, false);
      expect(refused.status).toBe(422);
      const page = await refused.text();
      expect(page).toMatch(/^<!doctype html>/);
      expect(page).toContain('role="alert"');
      expect((await getView(game.seats[0]!.url)).version).toBe(1);
    },
  );

  it('a stale page (an older version whose decision has changed) is told so and nothing is applied twice', async () => {
    const game = await createViaApi(three);
    const first = await postForm(game, 0, { type: 'bid', brokers: '0,0', version: '0' }, true);
    expect(first.status).toBe(200);
    // The double tap: the same form again, made on version 0.
    const again = await postForm(game, 0, { type: 'bid', brokers: '0,0', version: '0' }, true);
    expect(await again.text()).toContain('out of date');
    const view = await getView(game.seats[0]!.url);
    expect(view.version).toBe(1);
    expect(view.players[0]!.behind).toEqual([1, 1, 1, 2, 3, 3, 3, 4, 4]);
  });

  it('form fields sent over the socket change nothing: actions come by HTTP only', async () => {
    const game = await createViaApi(three);
    const own = await Socket.open(pathOf(game.seats[0]!.url));
    const other = await Socket.open(pathOf(game.seats[1]!.url));
    const first = await own.next(1);
    await other.next(1);
    own.ws.send(JSON.stringify({ type: 'bid', brokers: '3,4', version: '0', HEADERS: { 'HX-Request': 'true' } }));
    own.ws.send('not a form');
    // Messages on one socket arrive in order: the answer to "sync" comes after the form was seen, and nothing came
    // before it.
    own.ws.send('sync');
    expect(await own.next(2)).toBe(first);
    await new Promise((r) => setTimeout(r, 100));
    expect(own.messages).toHaveLength(2);
    expect(other.messages).toHaveLength(1);
    expect((await getView(game.seats[0]!.url)).version).toBe(0);
    own.close();
    other.close();
  });

  it('a spectator has no forms and cannot post', async () => {
    const game = await createViaApi(three);
    const page = await (await fetchWorker(pathOf(game.spectatorUrl))).text();
    // Its one form is the language switcher, which posts to /lang, never to the game.
    expect(page.match(/<form\b[^>]*>/g)).toEqual([expect.stringContaining('action="/lang"')]);
    const res = await fetchWorker(`${pathOf(game.spectatorUrl)}/actions`, {
      method: 'POST',
      body: new URLSearchParams({ type: 'pass' }),
    });
    expect(res.status).toBe(404);
  });
});
