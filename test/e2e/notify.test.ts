// Turn notifications through a game's webhook (issue 10), against the real Worker and
// Durable Object in local workerd, with a stand-in webhook on 127.0.0.1: once per
// waiting episode, after the grace (1 s here), from the object's alarm; nothing for a
// seat that answered within the grace; a failing webhook is tried again and never
// blocks a move; only the spectator link is ever posted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Action, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { startLocalWorker } from '../support/localWorker.ts';
import { Shadow, type Created, type NewGame } from './driver.ts';

// node:http, typed here for the one use (the project has no Node types).
type Req = { method?: string; url?: string; on(e: 'data', f: (c: Uint8Array) => void): void; on(e: 'end', f: () => void): void };
type Res = { statusCode: number; end(body?: string): void };
type HttpServer = { listen(port: number, host: string, cb: () => void): void; address(): { port: number }; close(): void };
const http = await import('node:http' as string) as { createServer(handler: (req: Req, res: Res) => void): HttpServer };

type Hook = { body: { content: string; text: string }; at: number };

/** A stand-in webhook: records every POST; `fail` makes the next ones answer 500. */
function standIn() {
  const got: Hook[] = [];
  let fail = 0;
  const server = http.createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (fail > 0) { fail--; res.statusCode = 500; res.end('down'); return; }
      got.push({ body: JSON.parse(new TextDecoder().decode(Buffer.concat(chunks))), at: Date.now() });
      res.statusCode = 204;
      res.end();
    });
  });
  return {
    got,
    failNext: (n: number) => { fail = n; },
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}/hook`))),
    stop: () => server.close(),
  };
}
declare const Buffer: { concat(chunks: Uint8Array[]): Uint8Array };

let worker: Awaited<ReturnType<typeof startLocalWorker>>;
const hook = standIn();
let hookUrl: string;

beforeAll(async () => {
  worker = await startLocalWorker();
  hookUrl = await hook.start();
});
afterAll(async () => {
  hook.stop();
  await worker?.worker.dispose();
});

async function create(game: Omit<NewGame, 'seed'> & { seed?: string }): Promise<Response> {
  return fetch(`${worker.origin}/api/games`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(game) });
}

async function act(game: Created, shadow: Shadow, seat: number, action: Action): Promise<void> {
  const res = await fetch(`${game.seats[seat]!.url}/actions`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, version: shadow.state.version }),
  });
  expect(res.status).toBe(200);
  shadow.apply(seat, action);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (ok: () => boolean, ms = 8000) => { for (const t0 = Date.now(); !ok() && Date.now() - t0 < ms;) await wait(50); };

describe('turn notifications by webhook', () => {
  it('once per waiting episode, after the grace, with the spectator link and never a private one', async () => {
    hook.got.length = 0;
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'notify-1' };
    const before = Date.now();
    const res = await create({ ...setup, options: { webhook: hookUrl } });
    expect(res.status).toBe(201);
    const game = await res.json() as Created;
    await until(() => hook.got.length >= 1);
    expect(hook.got).toHaveLength(1);
    const first = hook.got[0]!;
    // Not before the grace (1 s from the creation, which came after `before`; a little slack for two clocks).
    expect(first.at - before).toBeGreaterThanOrEqual(950);
    expect(first.body.content).toBe(first.body.text);
    expect(first.body.text).toMatch(/Waiting for Ana and Bo to bid/);
    expect(first.body.text).toContain(game.spectatorUrl);
    for (const s of game.seats) expect(first.body.text).not.toContain(s.url);
    // The same episode is not told twice.
    await wait(1500);
    expect(hook.got).toHaveLength(1);
  });

  it('a seat that answers within the grace is not notified; the next episode is, once', async () => {
    hook.got.length = 0;
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'notify-2' };
    const game = await (await create({ ...setup, options: { webhook: hookUrl } })).json() as Created;
    const shadow = new Shadow(setup);
    const random = seededRandom('notify-2');
    // Both bid at once: the bidding episode ends inside the grace.
    for (const seat of [0, 1]) await act(game, shadow, seat, randomAction(shadow.state, seat, random)!);
    const next = waitingFor(shadow.state);
    expect(next).toHaveLength(1);
    await until(() => hook.got.length >= 1);
    await wait(1200);
    expect(hook.got).toHaveLength(1);
    expect(hook.got[0]!.body.text).not.toMatch(/to bid/);
    expect(hook.got[0]!.body.text).toMatch(new RegExp(`^Ys: ${shadow.state.players[next[0]!]!.name} is choosing`));
  });

  it('a failing webhook is tried again later, and moves go on meanwhile', async () => {
    hook.got.length = 0;
    hook.failNext(1);
    const setup: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'notify-3' };
    const game = await (await create({ ...setup, options: { webhook: hookUrl } })).json() as Created;
    const shadow = new Shadow(setup);
    await wait(1300); // the first try has failed by now
    expect(hook.got).toHaveLength(0);
    // A move is not held up by the webhook: Ana bids (Bo is still waited on, in the same episode).
    const random = seededRandom('notify-3');
    await act(game, shadow, 0, randomAction(shadow.state, 0, random)!);
    await until(() => hook.got.length >= 1, 6000);
    expect(hook.got).toHaveLength(1);
    expect(hook.got[0]!.body.text).toMatch(/Waiting for Bo to bid/);
  });

  it('the home page form takes the webhook too, and refuses a bad one with the reason', async () => {
    hook.got.length = 0;
    const post = (webhook: string) => fetch(`${worker.origin}/games`, {
      method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([['name', 'Ana'], ['name', 'Bo'], ['webhook', webhook]]).toString(),
    });
    const bad = await post('http://example.com/hook');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('The webhook must be an https:// URL');
    const ok = await post(hookUrl);
    expect(ok.status).toBe(303);
    await until(() => hook.got.length >= 1);
    expect(hook.got[0]!.body.text).toMatch(/Waiting for Ana and Bo to bid/);
  });

  it('a webhook that is not https (nor the local stand-in) or not a URL is refused at creation', async () => {
    for (const webhook of ['http://example.com/hook', 'not a url', 'ftp://127.0.0.1/x']) {
      const res = await create({ players: [{ name: 'Ana' }, { name: 'Bo' }], options: { webhook } });
      expect(res.status, webhook).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/webhook/);
    }
  });
});

