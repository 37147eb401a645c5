// What a game sends out never holds it, against the real Worker and Durable
// Object in local workerd with stand-ins on 127.0.0.1: a webhook and a push endpoint
// that never answer leave the bot moving within its delay plus a second; a game sends
// at most 60 requests an hour, and its host page lists the sends the cap refused; and
// a chunked body refused for its size leaves the kept-alive connection it came on
// serving the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAction, seededRandom, waitingFor, type View } from '../../src/engine/index.ts';
import { botAction } from '../../src/bots/index.ts';
import { OUTBOUND_PER_HOUR } from '../../src/room/contacts.ts';
import { startLocalWorker } from '../support/localWorker.ts';
import { newBrowserKeys } from '../support/pushService.ts';
import { Shadow, type Created, type NewGame } from './driver.ts';

// node:http, typed here for the one use (the project has no Node types).
type Req = { url?: string; on(e: 'data', f: (c: Uint8Array) => void): void; on(e: 'end', f: () => void): void };
type Res = { statusCode: number; end(body?: string): void; resume(): void; on(e: 'end', f: () => void): void };
type HttpServer = {
  listen(port: number, host: string, cb: () => void): void;
  address(): { port: number };
  close(): void;
  closeAllConnections(): void;
};
type ClientRequest = {
  write(chunk: Uint8Array): void;
  end(): void;
  on(e: 'error', f: (e: Error) => void): void;
  setTimeout(ms: number, f: () => void): void;
  destroy(e: Error): void;
};
type Http = {
  createServer(handler: (req: Req, res: Res) => void): HttpServer;
  Agent: new (options: { keepAlive: boolean; maxSockets: number }) => { destroy(): void };
  request(options: Record<string, unknown>, cb: (res: Res) => void): ClientRequest;
};
const http = (await import('node:http' as string)) as Http;

/**
 * One stand-in for the outside: under /hang/ it takes the request and never answers;
 * anywhere else it answers 201 at once. Every request that arrived is recorded.
 */
function outside() {
  const got: { path: string; at: number }[] = [];
  const server = http.createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      got.push({ path: req.url ?? '', at: Date.now() });
      if (!(req.url ?? '').startsWith('/hang/')) {
        res.statusCode = 201;
        res.end();
      }
    });
  });
  return {
    got,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
      ),
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

let worker: Awaited<ReturnType<typeof startLocalWorker>>;
const stand = outside();
let base: string;

beforeAll(async () => {
  worker = await startLocalWorker();
  base = await stand.start();
});
afterAll(async () => {
  stand.stop();
  await worker?.worker.dispose();
});

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function create(body: unknown): Promise<Created> {
  const res = await fetch(`${worker.origin}/api/games`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json() as Promise<Created>;
}

const viewOf = async (url: string) =>
  (await fetch(url, { headers: { Accept: 'application/json' } })).json() as Promise<View>;
const subscribe = async (url: string, endpoint: string) => {
  const keys = await newBrowserKeys();
  const res = await fetch(`${url}/push`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
  });
  expect(res.status).toBe(200);
};

describe('an endpoint that never answers', () => {
  it("holds up no bot: each bot move comes within its delay (0 here) plus a second of the person's", async () => {
    const game = await create({
      players: [{ name: 'Ana' }, { name: 'Bo', bot: 'greedy' }],
      options: { webhook: `${base}/hang/hook` },
    });
    const ana = game.seats[0]!.url;
    await subscribe(ana, `${base}/hang/push`);
    const random = seededRandom('outbound-hang');
    const lags: number[] = [];
    for (let round = 0; round < 40 && lags.length < 4; round++) {
      let view = await viewOf(ana);
      for (
        const t0 = Date.now();
        !view.result && !(view.waitingFor.includes(0) && !view.players[0]!.hasActed) && Date.now() - t0 < 10_000;
      ) {
        await wait(50);
        view = await viewOf(ana);
      }
      if (view.result) break;
      // Past the grace (1 s): Ana's notice has gone to the webhook and her browser, which hang.
      await wait(1300);
      view = await viewOf(ana);
      const res = await fetch(`${ana}/actions`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ action: botAction(view, random, 'greedy'), version: view.version }),
      });
      expect(res.status).toBe(200);
      const after = ((await res.json()) as { view: View }).view;
      if (!after.waitingFor.includes(1) || after.players[1]!.hasActed) continue;
      const acted = Date.now();
      let now = after;
      while (now.version === after.version && Date.now() - acted < 8000) {
        await wait(20);
        now = await viewOf(game.spectatorUrl);
      }
      lags.push(Date.now() - acted);
    }
    expect(lags.length).toBeGreaterThanOrEqual(3);
    for (const lag of lags) expect(lag).toBeLessThan(1000);
    // The stand-in was asked, and never answered.
    expect(stand.got.filter((g) => g.path === '/hang/hook').length).toBeGreaterThanOrEqual(1);
    expect(stand.got.filter((g) => g.path === '/hang/push').length).toBeGreaterThanOrEqual(1);
  });
});

describe('the hourly cap on what a game sends out', () => {
  it(`sends at most ${OUTBOUND_PER_HOUR} requests, and the host page lists the sends it refused`, async () => {
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'outbound-cap' };
    const game = await create({ ...setup, options: { webhook: `${base}/cap/hook` } });
    for (const seat of [0, 1])
      for (let i = 0; i < 5; i++) await subscribe(game.seats[seat]!.url, `${base}/cap/${seat}/${i}`);
    const sent = () => stand.got.filter((g) => g.path.startsWith('/cap/')).length;
    const shadow = new Shadow(setup);
    const random = seededRandom('outbound-cap');
    // Each episode told: the webhook and the five browsers of each seat waited on.
    for (let round = 0; round < 30 && sent() < OUTBOUND_PER_HOUR + 10; round++) {
      await wait(1300);
      const seat = waitingFor(shadow.state)[0]!;
      const action = randomAction(shadow.state, seat, random)!;
      const res = await fetch(`${game.seats[seat]!.url}/actions`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ action, version: shadow.state.version }),
      });
      expect(res.status).toBe(200);
      shadow.apply(seat, action);
      if (sent() === OUTBOUND_PER_HOUR && round > 12) break;
    }
    await wait(1500);
    expect(sent()).toBe(OUTBOUND_PER_HOUR);
    const page = await (await fetch(game.hostUrl)).text();
    expect(page).toContain('Notifications not delivered');
    expect(page).toContain(`this game reached its cap of ${OUTBOUND_PER_HOUR} outgoing requests an hour`);
  });
});

describe('a chunked body refused for its size', () => {
  it('leaves its kept-alive connection serving the next request at once', async () => {
    const { hostname, port } = new URL(worker.origin);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, chunks: Uint8Array[], headers: Record<string, string>) =>
      new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const t0 = Date.now();
        const req = http.request({ host: hostname, port, method, path, agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, ms: Date.now() - t0 }));
        });
        req.on('error', reject);
        req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    try {
      // Warm: the first request of a fresh Worker may take seconds on a busy machine.
      expect((await send('GET', '/', [], {})).status).toBe(200);
      for (let i = 0; i < 3; i++) {
        const big = await send(
          'POST',
          '/api/games',
          Array.from({ length: 8 }, () => new Uint8Array(16 * 1024).fill(0x20)),
          { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        );
        expect(big.status).toBe(413);
        const next = await send('GET', '/', [], {});
        expect(next.status).toBe(200);
        expect(next.ms).toBeLessThan(3000);
      }
    } finally {
      agent.destroy();
    }
  });
});
