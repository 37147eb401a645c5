// Turn notifications through a game's webhook, against the real Worker and
// Durable Object in local workerd, with a stand-in webhook on 127.0.0.1: once per
// waiting episode, after the grace (1 s here), from the object's alarm; nothing for a
// seat that answered within the grace; a failing webhook is tried again and never
// blocks a move; only the spectator link is ever posted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Action, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { startLocalWorker } from '../support/localWorker.ts';
import { Shadow, type Created, type NewGame } from './driver.ts';

// node:http, typed here for the one use (the project has no Node types).
type Req = {
  method?: string;
  url?: string;
  on(e: 'data', f: (c: Uint8Array) => void): void;
  on(e: 'end', f: () => void): void;
};
type Res = { statusCode: number; end(body?: string): void };
type HttpServer = {
  listen(port: number, host: string, cb: () => void): void;
  address(): { port: number };
  close(): void;
};
const http = (await import('node:http' as string)) as {
  createServer(handler: (req: Req, res: Res) => void): HttpServer;
};

type Hook = { path: string; body: { content: string; text: string }; at: number };

/**
 * A stand-in webhook: records every POST by its path (each test has its own: games of
 * earlier tests go on notifying); `fail` makes the next ones answer 500.
 */
function standIn() {
  const got: Hook[] = [];
  const fail = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const failing = fail.get(req.url ?? '') ?? 0;
      if (failing > 0) {
        fail.set(req.url ?? '', failing - 1);
        res.statusCode = 500;
        res.end('down');
        return;
      }
      got.push({
        path: req.url ?? '',
        body: JSON.parse(new TextDecoder().decode(Buffer.concat(chunks))),
        at: Date.now(),
      });
      res.statusCode = 204;
      res.end();
    });
  });
  return {
    got,
    failNext: (path: string, n: number) => {
      fail.set(path, n);
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
      ),
    stop: () => server.close(),
  };
}
declare const Buffer: { concat(chunks: Uint8Array[]): Uint8Array };

let worker: Awaited<ReturnType<typeof startLocalWorker>>;
const hook = standIn();
let hookBase: string;
/** A webhook of this test's own, and what it received. */
const hookOf = (name: string) => ({
  url: `${hookBase}/${name}`,
  got: () => hook.got.filter((x) => x.path === `/${name}`),
});

beforeAll(async () => {
  worker = await startLocalWorker();
  hookBase = await hook.start();
});
afterAll(async () => {
  hook.stop();
  await worker?.worker.dispose();
});

async function create(game: Omit<NewGame, 'seed'> & { seed?: string }): Promise<Response> {
  return fetch(`${worker.origin}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(game),
  });
}

async function act(game: Created, shadow: Shadow, seat: number, action: Action): Promise<void> {
  const res = await fetch(`${game.seats[seat]!.url}/actions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action, version: shadow.state.version }),
  });
  expect(res.status).toBe(200);
  shadow.apply(seat, action);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (ok: () => boolean, ms = 8000) => {
  for (const t0 = Date.now(); !ok() && Date.now() - t0 < ms; ) await wait(50);
};

type JsonView = {
  version: number;
  phase: string;
  log: { text: string }[];
  clock?: { paused: boolean; deadlines: (number | null)[] };
};
const viewOf = async (url: string) =>
  (await fetch(url, { headers: { Accept: 'application/json' } })).json() as Promise<JsonView>;
const hostPost = (game: Created, path: string, body: unknown) =>
  fetch(`${game.hostUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('move time limits: a stand-in decides for a seat whose time ran out', () => {
  it(
    'the seat waited on gets a stand-in when its time runs out; pages say the time left; the log says ' +
      'what happened',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'clock-1' };
      const game = (await (await create({ ...setup, options: { moveSeconds: 3 } })).json()) as Created;
      const shadow = new Shadow(setup);
      await act(game, shadow, 0, randomAction(shadow.state, 0, seededRandom('clock-1'))!);
      const page = await (await fetch(game.seats[1]!.url)).text();
      expect(page).toMatch(/<span class="status-clock">you: under a minute left<\/span>/);
      const view = await viewOf(game.seats[0]!.url);
      expect(view.clock?.deadlines[1]).toBeGreaterThan(Date.now());
      expect(view.clock?.deadlines[0]).toBeNull();
      await until(() => false, 3500);
      const after = await viewOf(game.spectatorUrl);
      expect(after.version).toBeGreaterThanOrEqual(2);
      expect(after.log.map((e) => e.text)).toContain('Bo: time ran out; a stand-in decides for them.');
      expect(after.phase).not.toBe('bid');
    },
  );

  it('the host pauses every clock (nothing runs out) and resumes them; a player cannot call a stand-in', async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'clock-2' };
    const game = (await (await create({ ...setup, options: { moveSeconds: 2 } })).json()) as Created;
    expect((await hostPost(game, '/clock', { paused: true })).status).toBe(200);
    await until(() => false, 2600);
    const paused = await viewOf(game.spectatorUrl);
    expect(paused.version).toBe(0);
    expect(paused.clock?.paused).toBe(true);
    expect(await (await fetch(game.seats[0]!.url)).text()).toContain('Clocks paused by the host');
    const own = await fetch(`${game.seats[0]!.url}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: { type: 'standIn' }, version: 0 }),
    });
    expect(own.status).toBe(400);
    expect((await hostPost(game, '/clock', { paused: false })).status).toBe(200);
    // The paused time is not counted: the 2 s start again from the resume.
    await until(() => false, 1000);
    expect((await viewOf(game.spectatorUrl)).version).toBe(0);
    await until(() => false, 2000);
    expect((await viewOf(game.spectatorUrl)).version).toBeGreaterThanOrEqual(2);
    expect((await hostPost(game, '/clock', { paused: 'yes' })).status).toBe(400);
  });

  it('a time per move out of range is refused at creation', async () => {
    for (const moveSeconds of [1, 2_000_000, -5]) {
      const res = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { moveSeconds } });
      expect(res.status, String(moveSeconds)).toBe(400);
    }
  });

  it('with a webhook: the notice after the grace, a reminder at half time, then the stand-in', async () => {
    const h = hookOf('reminder');
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'clock-3' };
    const game = (await (await create({ ...setup, options: { moveSeconds: 4, webhook: h.url } })).json()) as Created;
    await until(() => h.got().length >= 2, 6000);
    expect(h.got()).toHaveLength(2);
    expect(h.got()[1]!.body.text).toMatch(/Waiting for Ana and Bo to bid \(Ana: (under a minute|\d+ min) left · Bo: /);
    await until(() => false, 2500);
    expect((await viewOf(game.spectatorUrl)).log.filter((e) => /time ran out/.test(e.text))).toHaveLength(2);
  });
});

describe('turn notifications by webhook', () => {
  it('once per waiting episode, after the grace, with the spectator link and never a private one', async () => {
    const h = hookOf('episode');
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'notify-1' };
    const before = Date.now();
    const res = await create({ ...setup, options: { webhook: h.url } });
    expect(res.status).toBe(201);
    const game = (await res.json()) as Created;
    await until(() => h.got().length >= 1);
    expect(h.got()).toHaveLength(1);
    const first = h.got()[0]!;
    // Not before the grace (1 s from the creation, which came after `before`; a little slack for two clocks).
    expect(first.at - before).toBeGreaterThanOrEqual(950);
    expect(first.body.content).toBe(first.body.text);
    expect(first.body.text).toMatch(/Waiting for Ana and Bo to bid/);
    expect(first.body.text).toContain(game.spectatorUrl);
    for (const s of game.seats) expect(first.body.text).not.toContain(s.url);
    // The same episode is not told twice.
    await wait(1500);
    expect(h.got()).toHaveLength(1);
  });

  it('a seat that answers within the grace is not notified; the next episode is, once', async () => {
    const h = hookOf('grace');
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'notify-2' };
    const game = (await (await create({ ...setup, options: { webhook: h.url } })).json()) as Created;
    const shadow = new Shadow(setup);
    const random = seededRandom('notify-2');
    // Both bid at once: the bidding episode ends inside the grace.
    for (const seat of [0, 1]) await act(game, shadow, seat, randomAction(shadow.state, seat, random)!);
    const next = waitingFor(shadow.state);
    expect(next).toHaveLength(1);
    await until(() => h.got().length >= 1);
    await wait(1200);
    expect(h.got()).toHaveLength(1);
    expect(h.got()[0]!.body.text).not.toMatch(/to bid/);
    expect(h.got()[0]!.body.text).toMatch(new RegExp(`^Ys: ${shadow.state.players[next[0]!]!.name} is choosing`));
  });

  it('a failing webhook is tried again later, and moves go on meanwhile', async () => {
    const h = hookOf('retry');
    hook.failNext('/retry', 1);
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'notify-3' };
    const game = (await (await create({ ...setup, options: { webhook: h.url } })).json()) as Created;
    const shadow = new Shadow(setup);
    await wait(1300); // the first try has failed by now
    expect(h.got()).toHaveLength(0);
    // A move is not held up by the webhook: Ana bids (Bo is still waited on, in the same episode).
    const random = seededRandom('notify-3');
    await act(game, shadow, 0, randomAction(shadow.state, 0, random)!);
    await until(() => h.got().length >= 1, 6000);
    expect(h.got()).toHaveLength(1);
    expect(h.got()[0]!.body.text).toMatch(/Waiting for Bo to bid/);
  });

  it('the home page form takes the webhook too, and refuses a bad one with the reason', async () => {
    const h = hookOf('form');
    const post = (webhook: string) =>
      fetch(`${worker.origin}/games`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams([
          ['name', 'Ana'],
          ['name', 'Bo'],
          ['webhook', webhook],
        ]).toString(),
      });
    const bad = await post('http://example.com/hook');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('The webhook must be an https:// URL');
    const ok = await post(h.url);
    expect(ok.status).toBe(303);
    await until(() => h.got().length >= 1);
    expect(h.got()[0]!.body.text).toMatch(/Waiting for Ana and Bo to bid/);
  });

  it('a webhook that is not https (nor the local stand-in) or not a URL is refused at creation', async () => {
    for (const webhook of ['http://example.com/hook', 'not a url', 'ftp://127.0.0.1/x']) {
      const res = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { webhook } });
      expect(res.status, webhook).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/webhook/);
    }
  });
});

describe('host controls for slow games', () => {
  it('the host sets the webhook later, and clears it; a bad one is refused and changes nothing', async () => {
    const h = hookOf('later');
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'later-1' };
    const game = (await (await create(setup)).json()) as Created;
    expect((await hostPost(game, '/webhook', { webhook: 'http://example.com/x' })).status).toBe(400);
    expect((await hostPost(game, '/webhook', { webhook: h.url })).status).toBe(200);
    await until(() => h.got().length >= 1);
    expect(h.got()[0]!.body.text).toMatch(/Waiting for Ana and Bo to bid/);
    expect((await hostPost(game, '/webhook', { webhook: null })).status).toBe(200);
    const shadow = new Shadow(setup);
    const random = seededRandom('later-1');
    for (const seat of [0, 1]) await act(game, shadow, seat, randomAction(shadow.state, seat, random)!);
    await wait(1800);
    expect(h.got()).toHaveLength(1);
  });

  it('the host page has the forms, and they work without script', async () => {
    const h = hookOf('page');
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'page-1' };
    const game = (await (await create({ ...setup, options: { moveSeconds: 3600 } })).json()) as Created;
    const form = (path: string, fields: [string, string][]) =>
      fetch(`${game.hostUrl}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    // "My games" says the time left too: the soonest of the seats waited on.
    const status = (await (await fetch(`${game.seats[0]!.url}/status`)).json()) as {
      left?: string;
      yourMove?: boolean;
    };
    expect(status).toMatchObject({ left: expect.stringMatching(/^(59|60) min left$/), yourMove: true });
    const page = await (await fetch(game.hostUrl)).text();
    for (const action of ['/webhook', '/seats/0/standin', '/seats/1/standin', '/clock'])
      expect(page).toContain(`action="${new URL(game.hostUrl).pathname}${action}"`);
    expect((await form('/webhook', [['webhook', h.url]])).status).toBe(303);
    expect(await (await fetch(game.hostUrl)).text()).toContain(`value="${h.url}"`);
    await until(() => h.got().length >= 1);
    expect(h.got()[0]!.body.text).toMatch(/Ana: \d+ min left · Bo: \d+ min left/);
    // Handing a seat over cannot be undone: the form's first post asks, the confirmed one acts.
    expect((await form('/seats/1/standin', [['on', '1']])).status).toBe(200);
    expect(
      (
        await form('/seats/1/standin', [
          ['on', '1'],
          ['confirm', 'yes'],
        ])
      ).status,
    ).toBe(303);
    expect(await (await fetch(game.hostUrl)).text()).toContain('Give Bo&#39;s seat back (a new link)');
    expect((await form('/webhook', [['webhook', '']])).status).toBe(303);
    expect(await (await fetch(game.hostUrl)).text()).toContain(
      'id="host-webhook" name="webhook" type="url" inputmode="url" maxlength="500" value=""',
    );
  });

  it(
    'a seat handed to the stand-in is decided for at once; given back, it gets a fresh link and the old ' +
      'one is refused',
    async () => {
      const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'standin-1' };
      const game = (await (await create(setup)).json()) as Created;
      const handed = await hostPost(game, '/seats/1/standin', { on: true });
      expect(handed.status).toBe(200);
      await until(() => false, 1200);
      const view = await viewOf(game.spectatorUrl);
      expect(view.log.map((e) => e.text)).toContain('The host gave the seat of Bo to a stand-in: it decides for them.');
      expect(view.version).toBeGreaterThanOrEqual(1);
      const back = await hostPost(game, '/seats/1/standin', { on: false });
      expect(back.status).toBe(200);
      const { url } = (await back.json()) as { url: string };
      expect(url).not.toBe(game.seats[1]!.url);
      // The old link says it was replaced (410), rather than "not found".
      expect((await fetch(game.seats[1]!.url)).status).toBe(410);
      expect((await fetch(url)).status).toBe(200);
      expect((await hostPost(game, '/seats/7/standin', { on: true })).status).toBe(400);
      expect((await hostPost(game, '/seats/1/standin', { on: 'yes' })).status).toBe(400);
    },
  );
});
