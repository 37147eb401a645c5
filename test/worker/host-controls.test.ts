// Host controls behind the host link: replacing a seat's link or the host link (the
// old one is refused at once: as any bad link, but for a seat's page, its posts and its
// socket, told why), handing a seat to the stand-in, and ending the game early
// (actions refused, every page told, kept in storage). Bad input changes nothing.
import { abortAllDurableObjects } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LINK_REPLACED } from '../../src/room/sockets.ts';
import {
  NAMES,
  Socket,
  createViaApi,
  fetchWorker,
  getView,
  pathOf,
  postAction,
  type Created,
  stubOf,
} from './helpers.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

async function control(game: Created, what: string, body?: string, hostUrl = game.hostUrl) {
  const res = await fetchWorker(`${pathOf(hostUrl)}/${what}`, {
    method: 'POST',
    headers: JSON_HEADERS,
    ...(body === undefined ? {} : { body }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      ok: boolean;
      url?: string;
      seat?: number;
      view?: { ended?: { by: string; at: number } };
      error?: { code: string; message: string };
    },
  };
}

async function formPost(path: string, fields: Record<string, string>) {
  return fetchWorker(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The page a bad link gets, to compare refusals with: another signature for the same seat. */
async function badLinkAnswers(url: string) {
  const path = pathOf(url);
  const forged = path.replace(/[^/]+$/, 'A'.repeat(24));
  const page = await fetchWorker(forged);
  const json = await fetchWorker(forged, { headers: { Accept: 'application/json' } });
  return { status: page.status, page: await page.text(), json: await json.json() };
}

async function refusedLikeABadLink(url: string) {
  const bad = await badLinkAnswers(url);
  expect(bad.status).toBe(404);
  const page = await fetchWorker(pathOf(url));
  expect(page.status).toBe(404);
  expect(await page.text()).toBe(bad.page);
  const json = await fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } });
  expect(json.status).toBe(404);
  expect(await json.json()).toEqual(bad.json);
}

/** A post of the bid form from a page of `url`, as htmx (or a plain form) sends it. */
function postBid(url: string, htmx: boolean) {
  return fetchWorker(`${pathOf(url)}/actions`, {
    method: 'POST',
    body: new URLSearchParams({ type: 'bid', brokers: '0,1', version: '0' }),
    headers: htmx ? { 'HX-Request': 'true' } : {},
    redirect: 'manual',
  });
}

const REPLACED_PAGE =
  'The host replaced this link: it no longer works. Ask the host for the new link to go on playing.';

/**
 * A seat's link the host replaced, which only a signature the game once gave out is told (a prober learns nothing):
 * opened again, its page says so and what to do (410), with nothing of the game; a post from its page is answered in
 * its status line and decision panel, playing nothing; its socket is told so, then closed as replaced. To the JSON
 * API, its notifications and its chat, it is any bad link.
 */
async function refusedAsReplaced(url: string) {
  const bad = await badLinkAnswers(url);
  expect(bad.status).toBe(404);
  const page = await fetchWorker(pathOf(url));
  expect(page.status).toBe(410);
  const text = await page.text();
  expect(text).toContain('<h1>Link replaced</h1>');
  expect(text).toContain(REPLACED_PAGE);
  for (const name of NAMES.slice(0, 3)) expect(text).not.toContain(`>${name}<`);
  expect(text).not.toContain('id="board"');
  const json = await fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } });
  expect(json.status).toBe(404);
  expect(await json.json()).toEqual(bad.json);
  for (const sub of ['status', 'chat?before=1']) expect((await fetchWorker(`${pathOf(url)}/${sub}`)).status).toBe(404);
  const act = await postAction(url, { type: 'bid', brokers: [0, 1] }, 0);
  expect(act.status).toBe(404);
  expect(act.body.error!.code).toBe('not-found');

  const htmx = await postBid(url, true);
  expect(htmx.status).toBe(200);
  const answer = await htmx.text();
  expect(answer).toMatch(
    new RegExp(
      '^<p id="status" class="status" data-version="0" aria-live="polite"><span class="status-what">This link was ' +
        'replaced by the host</span></p><section id="prompt" class="panel prompt" data-key="\\w+" ' +
        'aria-label="Your decision"><div class="prompt-panel prompt-shut">',
    ),
  );
  expect(answer).toContain(
    '<p class="flash" role="alert">Nothing was played: the host replaced this link. Ask the host for the new one.</p>',
  );
  expect(answer).toContain('<p class="shut-todo">Ask the host for the new link to go on playing.</p>');
  expect(answer).not.toContain('<form');
  const plain = await postBid(url, false);
  expect(plain.status).toBe(410);
  expect(await plain.text()).toContain(REPLACED_PAGE);

  const upgrade = await fetchWorker(`${pathOf(url)}/ws`, { headers: { Upgrade: 'websocket' } });
  expect(upgrade.status).toBe(101);
  const ws = upgrade.webSocket!;
  const said = new Promise<string>((resolve) => ws.addEventListener('message', (e) => resolve(String(e.data))));
  const shut = new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code)));
  ws.accept();
  expect(await said).toContain('<div class="prompt-panel prompt-shut">');
  expect(await shut).toBe(LINK_REPLACED);
}

function closed(socket: Socket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    socket.ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
}

const setup = (seed: string) => ({ players: NAMES.slice(0, 3).map((name) => ({ name })), seed });

describe("replacing a seat's link", () => {
  it(
    'answers the new URL; the old link is refused, its page and socket told why, and its open socket is told so ' +
      'and closed',
    async () => {
      const game = await createViaApi(setup('replace-seat'));
      const old = game.seats[1]!.url;
      const oldSocket = await Socket.open(pathOf(old));
      await oldSocket.next(1);
      const otherSocket = await Socket.open(pathOf(game.seats[0]!.url));
      await otherSocket.next(1);
      const gone = closed(oldSocket);

      const answer = await control(game, 'seats/1/link');
      expect(answer.status).toBe(200);
      expect(answer.body.ok).toBe(true);
      expect(answer.body.seat).toBe(1);
      const fresh = answer.body.url!;
      expect(fresh).toMatch(new RegExp(`^http://example.com/g/${game.id}/p/1/[A-Za-z0-9_-]{24}$`));
      expect(fresh).not.toBe(old);

      expect(await gone).toMatchObject({ code: LINK_REPLACED });
      // Its last message said so where its decision was, at the version it held, and nothing else of the game.
      const last = oldSocket.messages.at(-1)!;
      expect(last).toMatch(/^<p id="status" class="status" data-version="0" aria-live="polite">/);
      expect(last).toContain('<h2 class="prompt-text">The host replaced this link: it no longer works.</h2>');
      expect(last).not.toContain('id="board"');
      expect(otherSocket.messages).toHaveLength(1);
      await refusedAsReplaced(old);

      // The new link plays; the other seats' links and sockets are untouched.
      expect((await getView(fresh)).seat).toBe(1);
      expect((await postAction(fresh, { type: 'bid', brokers: [0, 1] }, 0)).status).toBe(200);
      expect(await otherSocket.next(2)).toContain('data-base="0"');
      expect((await getView(game.seats[0]!.url)).seat).toBe(0);
      const newSocket = await Socket.open(pathOf(fresh));
      await newSocket.next(1);
      newSocket.close();
      otherSocket.close();

      // The host page lists the new link, also after the object was evicted.
      await abortAllDurableObjects();
      const hostView = await fetchWorker(pathOf(game.hostUrl), { headers: { Accept: 'application/json' } });
      const listed = (await hostView.json()) as Created;
      expect(listed.seats[1]!.url).toBe(fresh);
      expect(listed.seats[0]!.url).toBe(game.seats[0]!.url);
      await refusedAsReplaced(old);
      expect((await getView(fresh)).seat).toBe(1);
    },
  );

  it(
    'works from the host page without script: a first post only asks, the confirmed one acts, and the ' +
      'host page says so with the new link',
    async () => {
      const game = await createViaApi(setup('replace-form'));
      const page = await (await fetchWorker(pathOf(game.hostUrl))).text();
      const action = `${pathOf(game.hostUrl)}/seats/2/link`;
      expect(page).toContain(`action="${action}"`);
      // One post, as the host page's button sends it: a page asking again, and nothing changed.
      const asked = await formPost(action, {});
      expect(asked.status).toBe(200);
      const question = await asked.text();
      expect(question).toContain(`${NAMES[2]}&#39;s link?`);
      expect(question).toContain(`action="${action}"`);
      expect(question).toContain('<input type="hidden" name="confirm" value="yes"/>');
      expect(question).toContain(`Yes, replace ${NAMES[2]}&#39;s link`);
      expect(question).toContain(`href="${pathOf(game.hostUrl)}"`);
      expect((await getView(game.seats[2]!.url)).seat).toBe(2);
      // Anything but "yes" asks again, still changing nothing.
      expect((await formPost(action, { confirm: 'no' })).status).toBe(200);
      expect((await getView(game.seats[2]!.url)).seat).toBe(2);

      const res = await formPost(action, { confirm: 'yes' });
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe(`${pathOf(game.hostUrl)}?done=link&seat=2`);
      await refusedAsReplaced(game.seats[2]!.url);
      const listed = (await (
        await fetchWorker(pathOf(game.hostUrl), { headers: { Accept: 'application/json' } })
      ).json()) as Created;
      const fresh = listed.seats[2]!.url!;
      const after = await (await fetchWorker(res.headers.get('Location')!)).text();
      expect(after).not.toContain(game.seats[2]!.url);
      expect(after).toContain(game.seats[1]!.url);
      // The page says what happened, with the new link, and marks the seat.
      expect(after).toMatch(
        new RegExp(
          `<p class="flash done" role="status">${NAMES[2]}&#39;s link is replaced: the old one no ` +
            `longer works\\. Send ${NAMES[2]} the new one: <a class="new-link" ` +
            `href="#link2">${fresh}</a></p>`,
        ),
      );
      expect(after).toContain('<li class="panel changed">');
      expect(after.match(/Just changed/g)).toHaveLength(1);
      // Opened again without the sentence's address, the page says nothing of it.
      expect(await (await fetchWorker(pathOf(game.hostUrl))).text()).not.toContain('flash done');
    },
  );

  it('every older link of a seat is told it was replaced; a signature the seat never had is not', async () => {
    const game = await createViaApi(setup('replace-twice'));
    const first = game.seats[0]!.url;
    const second = (await control(game, 'seats/0/link')).body.url!;
    const third = (await control(game, 'seats/0/link')).body.url!;
    for (const old of [first, second]) {
      const page = await fetchWorker(pathOf(old));
      expect(page.status).toBe(410);
      expect(await page.text()).toContain(REPLACED_PAGE);
    }
    // Another seat's signature, or the host's, under this seat's number: any bad link.
    for (const other of [game.seats[1]!.url, game.hostUrl]) {
      const forged = `${pathOf(first).replace(/[^/]+$/, '')}${pathOf(other).split('/').pop()}`;
      expect((await fetchWorker(forged)).status).toBe(404);
    }
    expect((await getView(third)).seat).toBe(0);
  });

  it('the stand-in: handing a seat over and giving it back each ask first, then say what happened', async () => {
    const game = await createViaApi(setup('standin-form'));
    const host = pathOf(game.hostUrl);
    const action = `${host}/seats/1/standin`;
    const handOver = await formPost(action, { on: '1' });
    expect(handOver.status).toBe(200);
    const question = await handOver.text();
    expect(question).toContain(`Hand ${NAMES[1]}&#39;s seat to the stand-in?`);
    expect(question).toContain('<input type="hidden" name="on" value="1"/>');
    // Nothing changed: the host page still offers to hand the seat over.
    expect(await (await fetchWorker(host)).text()).toContain(`Hand ${NAMES[1]}&#39;s seat to the stand-in</button>`);

    const handed = await formPost(action, { on: '1', confirm: 'yes' });
    expect(handed.status).toBe(303);
    expect(handed.headers.get('Location')).toBe(`${host}?done=standin&seat=1`);
    const after = await (await fetchWorker(handed.headers.get('Location')!)).text();
    expect(after).toContain(`${NAMES[1]}&#39;s seat is handed to the stand-in: it decides for this seat from now on.`);
    expect(after).toContain(`Give ${NAMES[1]}&#39;s seat back (a new link)`);

    const asked = await formPost(action, { on: '0' });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(`Give ${NAMES[1]}&#39;s seat back?`);
    expect((await getView(game.seats[1]!.url)).seat).toBe(1);
    const back = await formPost(action, { on: '0', confirm: 'yes' });
    expect(back.status).toBe(303);
    await refusedAsReplaced(game.seats[1]!.url);
    const listed = (await (await fetchWorker(host, { headers: { Accept: 'application/json' } })).json()) as Created;
    const given = await (await fetchWorker(back.headers.get('Location')!)).text();
    expect(given).toContain(
      `${NAMES[1]}&#39;s seat is given back: the old link no longer works. Send ${NAMES[1]} the new ` +
        `one: <a class="new-link" href="#link1">${listed.seats[1]!.url}</a>`,
    );
  });

  it('a first post for a seat that cannot be asked about is refused as the control would be', async () => {
    const made = await fetchWorker('/api/games', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ players: [{ name: 'Ana' }, { name: 'Bo', bot: 'standard' }] }),
    });
    const game = (await made.json()) as Created;
    const bot = await formPost(`${pathOf(game.hostUrl)}/seats/1/link`, {});
    expect(bot.status).toBe(409);
    expect(bot.headers.get('Content-Type')).toContain('text/html');
    const missing = await formPost(`${pathOf(game.hostUrl)}/seats/5/standin`, { on: '1' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('there is no seat 5');
  });
});

describe('a seat handed to the stand-in', () => {
  it(
    "its open page is told at once, in place of its decision, and follows the stand-in's moves; its own " +
      'actions are refused next to where the decision was, playing nothing',
    async () => {
      const game = await createViaApi(setup('standin-page'));
      const socket = await Socket.open(pathOf(game.seats[1]!.url));
      expect(await socket.next(1)).toContain('<form');
      const other = await Socket.open(pathOf(game.seats[0]!.url));
      await other.next(1);

      expect((await control(game, 'seats/1/standin', '{"on":true}')).status).toBe(200);
      // A fresh render at the version it holds: who decides, what to do, and nothing to decide.
      const told = await socket.next(2);
      expect(told).toContain(
        '<p id="status" class="status" data-version="0"><span class="status-what">The stand-in ' +
          'decides for you</span>',
      );
      expect(told).toContain(
        '<div class="prompt-panel prompt-shut"><div class="prompt-head"><h2 class="prompt-text">The host handed ' +
          'your seat to the stand-in: it decides for you.</h2><p class="shut-todo">To play again, ask the host to ' +
          'give you your seat back: it comes back with a new link.</p></div></div>',
      );
      expect(told).not.toContain('<form');
      // The stand-in bids for the seat at once: an update from the version the page holds, never asking it anything.
      const moved = await socket.next(3);
      expect(moved).toContain('data-version="1" data-base="0"');
      expect(moved).not.toContain('<form');
      expect(moved).not.toContain('Your move');
      // The other seats' pages are told only of the stand-in's move.
      expect(await other.next(2)).toContain('data-version="1" data-base="0"');
      const view = (await getView(game.seats[1]!.url)) as { standIn?: true; version: number };
      expect(view.standIn).toBe(true);
      expect(((await getView(game.seats[0]!.url)) as { standIn?: true }).standIn).toBeUndefined();

      const act = await postAction(game.seats[1]!.url, { type: 'bid', brokers: [0, 1] }, view.version);
      expect(act.status).toBe(409);
      expect(act.body.error).toMatchObject({
        code: 'stand-in',
        message:
          'Nothing was played: the host handed your seat to the stand-in, which decides for you. To play again, ' +
          'ask the host to give you your seat back (with a new link).',
      });
      const htmx = await postBid(game.seats[1]!.url, true);
      expect(htmx.status).toBe(200);
      const answer = await htmx.text();
      expect(answer).toContain(
        '<h2 class="prompt-text">The host handed your seat to the stand-in: it decides for you.</h2><p ' +
          'class="flash" role="alert">Nothing was played: the host handed your seat to the stand-in',
      );
      expect(answer).not.toContain('<form');
      expect((await getView(game.spectatorUrl)).version).toBe(view.version);
      expect(socket.messages).toHaveLength(3);
      socket.close();
      other.close();
    },
  );
});

describe('replacing the host link', () => {
  it(
    'answers the new host URL; the old one is refused at once, for its page, its check and its ' +
      'controls, also after eviction',
    async () => {
      const game = await createViaApi(setup('replace-host'));
      const answer = await control(game, 'link');
      expect(answer.status).toBe(200);
      const fresh = answer.body.url!;
      expect(fresh).toMatch(new RegExp(`^http://example.com/g/${game.id}/host/[A-Za-z0-9_-]{24}$`));
      expect(fresh).not.toBe(game.hostUrl);

      await refusedLikeABadLink(game.hostUrl);
      expect((await fetchWorker(`${pathOf(game.hostUrl)}/check`)).status).toBe(404);
      for (const what of ['link', 'seats/0/link', 'end']) expect((await control(game, what)).status).toBe(404);

      const hostPage = await fetchWorker(pathOf(fresh), { headers: { Accept: 'application/json' } });
      expect(hostPage.status).toBe(200);
      // Seat links are not touched by a new host link.
      expect(((await hostPage.json()) as Created).seats.map((s) => s.url)).toEqual(game.seats.map((s) => s.url));

      await abortAllDurableObjects();
      await refusedLikeABadLink(game.hostUrl);
      expect((await fetchWorker(pathOf(fresh))).status).toBe(200);
    },
  );

  it('the host page form asks first, then moves the host to the new address and says so', async () => {
    const game = await createViaApi(setup('host-form'));
    const asked = await formPost(`${pathOf(game.hostUrl)}/link`, {});
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Yes, replace the host link');
    expect((await fetchWorker(pathOf(game.hostUrl))).status).toBe(200);
    const res = await formPost(`${pathOf(game.hostUrl)}/link`, { confirm: 'yes' });
    expect(res.status).toBe(303);
    const moved = res.headers.get('Location')!;
    expect(moved).toMatch(new RegExp(`^/g/${game.id}/host/[A-Za-z0-9_-]{24}\\?done=hostLink$`));
    expect(moved).not.toContain(pathOf(game.hostUrl));
    const page = await fetchWorker(moved);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      `the old one no longer works. Keep this one: <span ` +
        `class="new-link">http://example.com${moved.replace(/\?.*$/, '')}</span>`,
    );
    expect((await fetchWorker(pathOf(game.hostUrl))).status).toBe(404);
  });
});

describe('ending the game early', () => {
  it(
    'refuses every action with "The host ended this game.", shows it on every page and pushes it; it ' +
      'survives eviction',
    async () => {
      const game = await createViaApi(setup('end'));
      expect((await postAction(game.seats[0]!.url, { type: 'bid', brokers: [0, 1] }, 0)).status).toBe(200);
      const seatSocket = await Socket.open(pathOf(game.seats[1]!.url));
      const watchSocket = await Socket.open(pathOf(game.spectatorUrl));
      await Promise.all([seatSocket.next(1), watchSocket.next(1)]);

      const ended = await control(game, 'end');
      expect(ended.status).toBe(200);
      expect(ended.body.view!.ended).toMatchObject({ by: 'host' });
      const at = ended.body.view!.ended!.at;

      for (const socket of [seatSocket, watchSocket]) {
        const pushed = await socket.next(2);
        expect(pushed).toContain('The host ended the game');
        // The version did not move: a whole render, which a page takes at its own version.
        expect(pushed).not.toContain('data-base=');
      }

      const act = await postAction(game.seats[1]!.url, { type: 'bid', brokers: [0, 1] }, 1);
      expect(act.status).toBe(409);
      expect(act.body.error).toMatchObject({ code: 'ended', message: 'The host ended this game.' });

      const view = (await getView(game.seats[1]!.url)) as Awaited<ReturnType<typeof getView>> & { ended?: unknown };
      expect(view.ended).toEqual({ by: 'host', at });
      expect(view.waitingFor).toEqual([]);
      expect(view.prompt).toEqual({ kind: 'over' });
      expect(view.version).toBe(1);
      for (const url of [game.seats[1]!.url, game.spectatorUrl, game.hostUrl]) {
        const html = await (await fetchWorker(pathOf(url))).text();
        expect(html).toMatch(/<p id="status"[^>]*><span class="status-what">The host ended the game<\/span>/);
      }
      // The end form is gone from the host page once the game has ended.
      expect(await (await fetchWorker(pathOf(game.hostUrl))).text()).not.toContain(`${pathOf(game.hostUrl)}/end`);

      // A plain form post of an action is refused on the page, next to the (empty) decision.
      const form = await formPost(`${pathOf(game.seats[2]!.url)}/actions`, { type: 'bid', brokers: '0,1' });
      expect(form.status).toBe(409);
      expect(await form.text()).toContain('The host ended this game.');

      seatSocket.close();
      watchSocket.close();
      await abortAllDurableObjects();
      expect(((await getView(game.seats[0]!.url)) as { ended?: unknown }).ended).toEqual({ by: 'host', at });
      expect((await postAction(game.seats[2]!.url, { type: 'bid', brokers: [0, 1] }, 0)).body.error!.code).toBe(
        'ended',
      );
      // Ending again is the first end, unchanged; the rules' log still replays.
      const again = await control(game, 'end', '{"confirm":true}');
      expect(again.status).toBe(200);
      expect(again.body.view!.ended!.at).toBe(at);
      expect(await stubOf(game).replayCheck()).toMatchObject({ ok: true, actions: 1 });
    },
  );

  it(
    'gives a game its host ended its record, replay and analysis, as at any end, and its page says who ' + 'ended it',
    async () => {
      const game = await createViaApi(setup('end-record'));
      expect((await postAction(game.seats[0]!.url, { type: 'bid', brokers: [0, 1] }, 0)).status).toBe(200);
      const record = `${pathOf(game.seats[1]!.url)}/record`;
      expect((await fetchWorker(record)).status).toBe(409);
      const at = (await control(game, 'end')).body.view!.ended!.at;

      // The seed and every broker bid are told now: nothing is left to hide.
      const got = await fetchWorker(record);
      expect(got.status).toBe(200);
      const json = (await got.json()) as Record<string, unknown>;
      expect(json).toMatchObject({
        ended: { by: 'host', at },
        actions: [{ seq: 1, seat: 0, action: { type: 'bid' } }],
      });
      expect(json.seed).toBeDefined();
      expect('result' in json).toBe(false);
      for (const url of [game.seats[1]!.url, game.spectatorUrl, game.hostUrl]) {
        const path = pathOf(url);
        expect((await fetchWorker(`${path}/replay?step=1`)).status, path).toBe(200);
        expect((await fetchWorker(`${path}/analysis?seat=0`)).status, path).toBe(200);
        const page = await (await fetchWorker(path)).text();
        expect(page, path).toMatch(/<section id="result" class="panel"><div><h2>Ended by the host<\/h2>/);
        expect(page, path).toContain('there was no final counting, so there is no winner');
        // As for a finished game, the host's page leaves the links to the players' pages.
        if (url === game.hostUrl) continue;
        expect(page, path).toContain(`href="${path}/replay"`);
        expect(page, path).toContain(`href="${path}/analysis?seat=0"`);
      }
    },
  );

  it('the host page form needs its box ticked: without it the game goes on and the page says why', async () => {
    const game = await createViaApi(setup('end-form'));
    const path = `${pathOf(game.hostUrl)}/end`;
    const unticked = await formPost(path, {});
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain('Tick the box');
    expect(((await getView(game.seats[0]!.url)) as { ended?: unknown }).ended).toBeUndefined();
    const ticked = await formPost(path, { confirm: 'yes' });
    expect(ticked.status).toBe(303);
    expect(ticked.headers.get('Location')).toBe(`${pathOf(game.hostUrl)}?done=end`);
    expect(((await getView(game.seats[0]!.url)) as { ended?: unknown }).ended).toMatchObject({ by: 'host' });
    expect(await (await fetchWorker(ticked.headers.get('Location')!)).text()).toContain(
      '<p class="flash done" role="status">You ended the game for everyone.</p>',
    );
  });
});

describe('bad input to the host controls', () => {
  it('is refused with a clear 4xx, never a 500, and changes nothing', async () => {
    const game = await createViaApi(setup('bad-input'));
    const hostPath = pathOf(game.hostUrl);
    const cases: { what: string; body?: string; status: number; code: string }[] = [
      { what: 'seats/3/link', status: 400, code: 'no-seat' },
      { what: 'seats/99/link', status: 400, code: 'no-seat' },
      { what: 'seats/x/link', status: 400, code: 'bad-request' },
      { what: 'seats/-1/link', status: 400, code: 'bad-request' },
      { what: 'seats/0/link', body: '{not json', status: 400, code: 'bad-request' },
      { what: 'link', body: '{"seat":1}', status: 400, code: 'bad-request' },
      { what: 'link', body: '[]', status: 400, code: 'bad-request' },
      { what: 'end', body: '"now"', status: 400, code: 'bad-request' },
      { what: 'end', body: '{"confirm":"yes"}', status: 400, code: 'bad-request' },
    ];
    for (const c of cases) {
      const answer = await control(game, c.what, c.body);
      expect(answer.status, `${c.what} ${c.body ?? ''}`).toBe(c.status);
      expect(answer.body.ok).toBe(false);
      expect(answer.body.error!.code, c.what).toBe(c.code);
      expect(answer.body.error!.message.length).toBeGreaterThan(10);
    }
    for (const what of ['seats/0/link', 'link', 'end']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await fetchWorker(`${hostPath}/${what}`, { method, headers: { Accept: 'application/json' } });
        expect(res.status, `${method} ${what}`).toBe(405);
        expect(res.headers.get('Allow')).toBe('POST');
      }
    }
    // A seat's link is no host link, and a forged host signature is any bad link.
    const forgedHost = hostPath.replace(/[^/]+$/, 'A'.repeat(24));
    for (const base of [pathOf(game.seats[0]!.url), forgedHost]) {
      for (const what of ['seats/0/link', 'link', 'end']) {
        const res = await fetchWorker(`${base}/${what}`, { method: 'POST', headers: JSON_HEADERS });
        expect(res.status, `${base}/${what}`).toBe(404);
      }
    }
    // A form from somewhere else, with a bad seat: the host page with the reason.
    const form = await formPost(`${hostPath}/seats/7/link`, {});
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('there is no seat 7');

    // Nothing changed: the same links, all working, and the game not ended.
    const listed = (await (
      await fetchWorker(hostPath, { headers: { Accept: 'application/json' } })
    ).json()) as Created & { view: { ended?: unknown } };
    expect(listed.hostUrl).toBe(game.hostUrl);
    expect(listed.seats.map((s) => s.url)).toEqual(game.seats.map((s) => s.url));
    expect(listed.view.ended).toBeUndefined();
    for (const s of game.seats) expect((await getView(s.url)).seat).toBe(s.seat);
    expect((await postAction(game.seats[0]!.url, { type: 'bid', brokers: [0, 1] }, 0)).status).toBe(200);
  });
});
