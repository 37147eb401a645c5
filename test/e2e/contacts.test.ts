// A seat's own notifications by Web Push and e-mail, through the JSON API,
// against the real Worker and Durable Object in local workerd, with stand-ins on
// 127.0.0.1 for the push service and for a Resend-compatible mail API: what is pushed
// decrypts with the seat's keys alone; a subscription the push service forgot (410) is
// dropped; the host's addresses get each player's invitation with their own link and
// nobody else's; a turn mail says what happened since the player's last move and has a
// stop link that works; a failing mail API is tried again and then given up, noted on
// the host page without the address; the daily cap; an address is never in any view;
// a seat away from its page is told of the chat once, by push and mail, never its words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Action, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { startLocalWorker } from '../support/localWorker.ts';
import { newBrowserKeys, startPushService } from '../support/pushService.ts';
import { Shadow, type Created, type NewGame } from './driver.ts';

/** Cap of mails per game per day in this worker: low, so that one test can reach it. */
const CAP = 6;
const MAIL_KEY = 'test-mail-key';

let worker: Awaited<ReturnType<typeof startLocalWorker>>;
/** One local server: the push service (each test its own paths) and the mail API (/mail). */
let outside: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  outside = await startPushService();
  worker = await startLocalWorker({
    MAIL: 'http',
    MAIL_API_URL: `${outside.base}/mail`,
    MAIL_API_KEY: MAIL_KEY,
    MAIL_FROM: 'Ys online <ys@example.test>',
    MAIL_DAILY_CAP: String(CAP),
  });
});
afterAll(async () => {
  outside?.stop();
  await worker?.worker.dispose();
});

type Mail = { from: string; to: string[]; subject: string; text: string; headers?: Record<string, string> };
const mails = () =>
  outside.at('/mail').map((m) => ({
    auth: m.headers.authorization,
    at: m.at,
    mail: JSON.parse(new TextDecoder().decode(m.body)) as Mail,
  }));
const mailsTo = (address: string) => mails().filter((m) => m.mail.to.includes(address));

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const json = { 'Content-Type': 'application/json', Accept: 'application/json' };

async function create(game: NewGame & { players: { name: string; email?: string }[] }): Promise<Created> {
  const res = await fetch(`${worker.origin}/api/games`, { method: 'POST', headers: json, body: JSON.stringify(game) });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json() as Promise<Created>;
}

async function act(game: Created, shadow: Shadow, seat: number, action: Action): Promise<void> {
  const res = await fetch(`${game.seats[seat]!.url}/actions`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ action, version: shadow.state.version }),
  });
  expect(res.status).toBe(200);
  shadow.apply(seat, action);
}

/**
 * Plays until `seat` moved once and is then waited on alone after another seat's move: a new waiting episode for it.
 */
async function newEpisodeFor(game: Created, shadow: Shadow, seed: string, seat: number): Promise<number> {
  const random = seededRandom(seed);
  let at = 0;
  for (let n = 0, by = seat, moved = false; ; n++) {
    const waiting = waitingFor(shadow.state);
    if (moved && by !== seat && waiting.length === 1 && waiting[0] === seat) return at;
    if (n > 200) throw new Error('no new episode');
    by = waiting.find((s) => s !== seat) ?? waiting[0]!;
    moved ||= by === seat;
    await act(game, shadow, by, randomAction(shadow.state, by, random)!);
    at = Date.now();
  }
}

const subscription = (endpoint: string, keys: { p256dh: string; auth: string }) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: keys.p256dh, auth: keys.auth },
});
const push = (url: string, body: unknown, method = 'POST') =>
  fetch(`${url}/push`, { method, headers: json, body: JSON.stringify(body) });

describe('Web Push, by JSON', () => {
  it("a new waiting episode is pushed once, readable with the seat's keys only, with its own link", async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'contacts-push' };
    const game = await create(setup);
    const shadow = new Shadow(setup);
    const keys = await newBrowserKeys();
    const other = await newBrowserKeys();
    expect((await push(game.seats[0]!.url, subscription(`${outside.base}/p1`, keys))).status).toBe(200);
    const since = await newEpisodeFor(game, shadow, 'contacts-push', 0);
    await wait(2500);
    const got = outside.at('/p1').filter((p) => p.at >= since);
    expect(got).toHaveLength(1);
    const payload = JSON.parse(await keys.decrypt(got[0]!.body)) as { title: string; body: string; url: string };
    expect(payload.title).toBe('Your move in Ys with Ana and Bo');
    expect(payload.url).toBe(game.seats[0]!.url);
    expect(payload.body).toMatch(/Since your last move: \d+ moves?; the latest: /);
    expect(JSON.stringify(payload)).not.toContain(game.seats[1]!.url);
    // Another browser's keys cannot read it.
    await expect(other.decrypt(got[0]!.body)).rejects.toThrow();
  });

  it('a subscription the push service forgot (410) is dropped: nothing more is sent to it', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'contacts-gone' };
    const game = await create(setup);
    const shadow = new Shadow(setup);
    outside.answer('/gone', 410);
    expect((await push(game.seats[0]!.url, subscription(`${outside.base}/gone`, await newBrowserKeys()))).status).toBe(
      200,
    );
    await newEpisodeFor(game, shadow, 'contacts-gone', 0);
    await wait(2500);
    const tried = outside.at('/gone').length;
    expect(tried).toBeGreaterThanOrEqual(1);
    await newEpisodeFor(game, shadow, 'contacts-gone-2', 0);
    await wait(2500);
    expect(outside.at('/gone')).toHaveLength(tried);
  });

  it('bad subscriptions are refused with the reason and change nothing; a wrong link is not found', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'contacts-bad' };
    const game = await create(setup);
    const keys = await newBrowserKeys();
    const url = game.seats[0]!.url;
    for (const [body, words] of [
      [subscription('http://example.com/push', keys), /https:\/\//],
      [subscription('not a url', keys), /endpoint/],
      [{ ...subscription(`${outside.base}/bad`, keys), keys: { p256dh: 'short', auth: keys.auth } }, /p256dh/],
      [{ endpoint: `${outside.base}/bad` }, /keys/],
    ] as const) {
      const res = await push(url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(words);
    }
    const text = await fetch(`${url}/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(400);
    const wrong = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await push(wrong, subscription(`${outside.base}/bad`, keys))).status).toBe(404);
    expect(outside.at('/bad')).toEqual([]);
  });

  it("a seat's page links its own web manifest, whose start is the seat's link", async () => {
    const game = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'contacts-manifest' });
    const page = await (await fetch(game.seats[1]!.url)).text();
    const path = new URL(game.seats[1]!.url).pathname;
    expect(page).toContain(`<link rel="manifest" href="${path}/manifest.webmanifest"/>`);
    const res = await fetch(`${game.seats[1]!.url}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as { name: string; start_url: string; display: string };
    expect(manifest).toMatchObject({ name: 'Ys — Bo', start_url: path, display: 'standalone' });
    expect(await (await fetch(game.spectatorUrl)).text()).not.toContain('rel="manifest"');
  });
});

describe('the chat, for a seat away from its page', () => {
  it(
    'is told once after the grace, by its push and its mail: how many messages, never their words; then ' +
      'not again within the hour',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'contacts-chat' };
      const game = await create(setup);
      const keys = await newBrowserKeys();
      const bo = game.seats[1]!.url;
      expect((await push(bo, subscription(`${outside.base}/chat-bo`, keys))).status).toBe(200);
      expect(
        (
          await fetch(`${bo}/mail`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ address: 'bo-chat@example.test' }),
          })
        ).status,
      ).toBe(200);
      // Bo bids at once: no turn of his is waited on while the chat goes.
      expect(
        (
          await fetch(`${bo}/actions`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ action: { type: 'bid', brokers: [1, 3] }, version: 0 }),
          })
        ).status,
      ).toBe(200);
      const from = Date.now();
      for (const text of ['secret plan one', 'secret plan two']) {
        expect(
          (await fetch(`${game.seats[0]!.url}/chat`, { method: 'POST', headers: json, body: JSON.stringify({ text }) }))
            .status,
        ).toBe(200);
      }
      await wait(3000);
      const pushed = outside.at('/chat-bo').filter((p) => p.at >= from);
      expect(pushed).toHaveLength(1);
      const payload = JSON.parse(await keys.decrypt(pushed[0]!.body)) as {
        title: string;
        body: string;
        url: string;
        tag: string;
      };
      expect(payload).toMatchObject({
        title: '2 new messages in Ys with Ana and Bo',
        body: 'Open your page to read the chat.',
        url: bo,
      });
      expect(payload.tag).toMatch(/-chat$/);
      const told = mailsTo('bo-chat@example.test').filter((m) => m.at >= from);
      expect(told.map((m) => m.mail.subject)).toEqual(['2 new messages in Ys with Ana and Bo']);
      expect(JSON.stringify([payload, told])).not.toContain('secret plan');

      // Another message within the hour: nothing more.
      expect(
        (
          await fetch(`${game.seats[0]!.url}/chat`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ text: 'three' }),
          })
        ).status,
      ).toBe(200);
      await wait(2500);
      expect(outside.at('/chat-bo').filter((p) => p.at >= from)).toHaveLength(1);
      expect(mailsTo('bo-chat@example.test').filter((m) => m.at >= from)).toHaveLength(1);
    },
  );
});

describe('e-mail', () => {
  it("the host's addresses: each player is sent an invitation with their own link, and no one else's", async () => {
    const setup = {
      players: [{ name: 'Ana', email: 'ana@example.test' }, { name: 'Bo', email: 'bo@example.test' }, { name: 'Cy' }],
      seed: 'contacts-invite',
    };
    const game = await create(setup);
    await wait(600);
    for (const [seat, address] of [
      [0, 'ana@example.test'],
      [1, 'bo@example.test'],
    ] as const) {
      const got = mailsTo(address);
      expect(got, address).toHaveLength(1);
      const { mail, auth } = got[0]!;
      expect(auth).toBe(`Bearer ${MAIL_KEY}`);
      expect(mail.from).toBe('Ys online <ys@example.test>');
      expect(mail.subject).toBe('Your seat in Ys with Ana, Bo and Cy');
      expect(mail.text).toContain(game.seats[seat]!.url);
      for (const s of game.seats) if (s.seat !== seat) expect(mail.text).not.toContain(s.url);
      expect(mail.text).not.toContain(game.hostUrl);
      expect(mail.text).toContain(`Stop these e-mails (one click): ${game.seats[seat]!.url}/mail/stop`);
      expect(mail.headers?.['List-Unsubscribe']).toBe(`<${game.seats[seat]!.url}/mail/stop>`);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    // Nobody's view, page or status carries an address.
    const urls = [game.hostUrl, game.spectatorUrl, ...game.seats.map((s) => s.url)];
    for (const url of urls) {
      for (const accept of ['application/json', 'text/html']) {
        const text = await (await fetch(url, { headers: { Accept: accept } })).text();
        expect(text, url).not.toMatch(/@example\.test/);
      }
    }
    // Ana's own page says mail is on, without the address; Cy's offers the form.
    expect(await (await fetch(game.seats[0]!.url)).text()).toContain('E-mails are on for this seat.');
    expect(await (await fetch(game.seats[2]!.url)).text()).toContain('E-mail me when the game waits for me');
  });

  it('a turn mail says what is asked and what happened since; its stop link stops the next ones', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'contacts-turn' };
    const game = await create(setup);
    const shadow = new Shadow(setup);
    const address = 'turn@example.test';
    const res = await fetch(`${game.seats[0]!.url}/mail`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ address }),
    });
    expect(res.status).toBe(200);
    const since = await newEpisodeFor(game, shadow, 'contacts-turn', 0);
    await wait(2500);
    const got = mailsTo(address).filter((m) => m.at >= since);
    expect(got).toHaveLength(1);
    expect(got[0]!.mail.subject).toBe('Your move in Ys with Ana and Bo');
    expect(got[0]!.mail.text).toMatch(/Since your last move: \d+ moves?; the latest: /);
    expect(got[0]!.mail.text).toContain(game.seats[0]!.url);

    // The stop link opened in a browser asks first (a mail scanner following links stops nothing)...
    const page = await (await fetch(`${game.seats[0]!.url}/mail/stop`)).text();
    expect(page).toContain('Stop e-mails?');
    // ...a mail client's one-click stop (RFC 8058) stops at once.
    const stop = await fetch(`${game.seats[0]!.url}/mail/stop`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain('E-mails stopped');
    const stoppedAt = Date.now();
    await newEpisodeFor(game, shadow, 'contacts-turn-2', 0);
    await wait(2500);
    expect(mailsTo(address).filter((m) => m.at >= stoppedAt)).toEqual([]);
  });

  it("a bad address is refused with the reason; the page's form works without script", async () => {
    const game = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'contacts-form' });
    const url = game.seats[1]!.url;
    const bad = await fetch(`${url}/mail`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ address: 'not an address' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('That is not an e-mail address.');
    const badForm = await fetch(`${url}/mail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'address=nope',
    });
    expect(badForm.status).toBe(400);
    expect(await badForm.text()).toContain('That is not an e-mail address.');
    const form = await fetch(`${url}/mail`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'address=form%40example.test',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(new URL(url).pathname);
    expect(await (await fetch(url)).text()).toContain('E-mails are on for this seat.');
    const create400 = await fetch(`${worker.origin}/api/games`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ players: [{ name: 'Ana', email: 'x' }, { name: 'Bo' }] }),
    });
    expect(create400.status).toBe(400);
  });

  it(
    'a failing mail API is tried again; a refusing one is given up, noted on the host page without the ' + 'address',
    async () => {
      // 500 once: tried again after a grace, and then delivered.
      outside.answer('/mail', 500);
      const game = await create({
        players: [{ name: 'Ana', email: 'retry@example.test' }, { name: 'Bo' }],
        seed: 'contacts-retry',
      });
      const invitations = () => mailsTo('retry@example.test').filter((m) => m.mail.subject.startsWith('Your seat'));
      await wait(700);
      expect(invitations()).toHaveLength(1);
      outside.answer('/mail', 200);
      await wait(1800);
      expect(invitations()).toHaveLength(2);

      // 422 (the API will not take it): given up at once, and the host page says so.
      outside.answer('/mail', 422);
      const refused = await create({
        players: [{ name: 'Ana' }, { name: 'Bo', email: 'refused@example.test' }],
        seed: 'contacts-refused',
      });
      await wait(900);
      outside.answer('/mail', 200);
      const host = await (await fetch(refused.hostUrl)).text();
      expect(host).toContain('Notifications not delivered');
      expect(host).toMatch(/Bo(&#39;|')s e-mail, [\d-]+ [\d:]+ UTC: the mail API answered 422/);
      expect(host).not.toContain('refused@example.test');
      expect(game.id).not.toBe(refused.id);
    },
  );

  it('a game sends at most its daily cap of mails', async () => {
    const players = [1, 2, 3, 4].map((n) => ({ name: `P${n}`, email: `cap${n}@example.test` }));
    const setup = { players, seed: 'contacts-cap' };
    const game = await create(setup);
    const shadow = new Shadow({ players: players.map((p) => ({ name: p.name })), seed: 'contacts-cap' });
    await wait(700);
    const sent = () => mails().filter((m) => m.mail.to.some((t) => /^cap\d@/.test(t))).length;
    expect(sent()).toBe(4);
    // Turn mails after the four invitations: the game stops at the cap, whatever happens next.
    const random = seededRandom('contacts-cap');
    for (let n = 0; n < 12; n++) {
      const by = waitingFor(shadow.state)[0]!;
      await act(game, shadow, by, randomAction(shadow.state, by, random)!);
      await wait(1300);
    }
    expect(sent()).toBe(CAP);
    expect(await (await fetch(game.hostUrl)).text()).toContain('this game reached its daily cap of e-mails');
  });
});
