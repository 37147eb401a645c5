/// <reference types="@cloudflare/vitest-pool-workers/types" />
// Shared helpers of the worker tests: create games through the API, act as a seat,
// and keep a local "shadow" game (same setup, seed, deal and actions) so random legal
// actions can be chosen and every answer checked against the engine's own view.
import { createExecutionContext, env } from 'cloudflare:test';
import worker, { type Env } from '../../src/worker.ts';
import { expect } from 'vitest';
import {
  applyAction,
  createGame,
  randomAction,
  viewFor,
  waitingFor,
  type Deal,
  type LogEntry,
  type Random,
  type State,
  type View,
} from '../../src/engine/index.ts';
import { jsonView } from '../../src/http/respond.ts';
import { words } from '../engine/words.ts';
import { dictOf } from '../../templates/i18n/index.ts';

const EN = dictOf('en');

export const ORIGIN = 'http://example.com';

/** The test bindings with this project's types (vitest.config.ts sets LINK_SECRET and ALLOW_FIXED_DEALS). */
export const bindings = env as unknown as Env;

/** A game's object, by its id or by the game the API created. */
export const stubOf = (game: string | { id: string }) =>
  bindings.GAMES.get(bindings.GAMES.idFromName(typeof game === 'string' ? game : game.id));

export type Created = {
  id: string;
  hostUrl: string;
  spectatorUrl: string;
  seats: { seat: number; name: string; url: string }[];
};
export type Options = {
  kingsFavor?: boolean;
  express?: boolean;
  peekOwnHidden?: boolean;
  neighborhoods?: 3 | 4;
  strongNeutral?: boolean;
};
export type NewGame = { players: { name: string }[]; options?: Options; seed?: string | number; deal?: Deal };

export const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/**
 * A request to the Worker's own fetch handler, with the real bindings (Durable
 * Objects included). Not through `exports.default.fetch`/`SELF`: in the test pool
 * each loopback request gets slower than the last (workers-sdk issue #15446), which
 * makes a whole game quadratic; a few tests still go through the loopback.
 */
export async function fetchWorker(path: string, init?: RequestInit): Promise<Response> {
  return callWorker(new Request(path.startsWith('http') ? path : ORIGIN + path, init));
}

/** The Worker's fetch handler with these bindings (tests override some, e.g. without LINK_SECRET). */
export async function callWorker(request: Request, withBindings: Env = bindings): Promise<Response> {
  // The handler's type asks for an incoming request's `cf` fields, which a test request lacks.
  return worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, withBindings, createExecutionContext());
}

export async function createViaApi(body: NewGame): Promise<Created> {
  const res = await fetchWorker('/api/games', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

export const pathOf = (url: string) => new URL(url).pathname;

export async function getView(url: string): Promise<View> {
  const res = await fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } });
  expect(res.status).toBe(200);
  return res.json();
}

export type ActAnswer = {
  status: number;
  body: { ok: boolean; view?: View; error?: { code: string; rule?: string; message: string } };
};

export async function postAction(url: string, action: unknown, version?: number): Promise<ActAnswer> {
  const res = await fetchWorker(`${pathOf(url)}/actions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(version === undefined ? { action } : { action, version }),
  });
  return { status: res.status, body: await res.json() };
}

/** The same game, kept locally by the engine, to choose legal moves and check answers. */
export class Shadow {
  state: State;
  /** The history, kept beside the state as the room keeps it. */
  history: LogEntry[];
  constructor(game: NewGame) {
    const made = createGame(
      { players: game.players, ...(game.options ? { options: game.options } : {}) },
      game.seed ?? 1,
      game.deal,
    );
    if (!made.ok) throw new Error(words(made.error));
    this.state = made.state;
    this.history = made.events;
  }
  /** Each seat's last accepted action's version, as the room reads it from its stored actions. */
  lastOwn: number[] = [];
  apply(seat: number, action: unknown): void {
    const out = applyAction(this.state, seat, action);
    if (!out.ok) throw new Error(`shadow refused: ${words(out.error)}`);
    this.state = out.state;
    this.history = [...this.history, ...out.events];
    this.lastOwn[seat] = this.state.version;
  }
  /**
   * A seat's page's view (src/room/core.ts pageView): `since`, its last action's version, when others acted after it.
   */
  pageView(seat: number): View & { since?: number } {
    const view = this.view(seat);
    const since = this.lastOwn[seat] ?? 0;
    return view.log.some((e) => e.version > since) ? { ...view, since } : view;
  }
  /** The seat's page's view as GET {seat} answers it in JSON. */
  page(seat: number) {
    return jsonView(EN, this.pageView(seat));
  }
  view(seat: number | null): View {
    return viewFor(this.state, seat, this.history);
  }
  /** The view as the JSON API answers it (its log in words too). */
  json(seat: number | null) {
    return jsonView(EN, this.view(seat));
  }
}

/**
 * Plays the game to its end through the JSON API, choosing random legal actions on
 * the shadow; every answer must be exactly the shadow's view for that seat.
 * Returns the kinds of decision made.
 */
export async function playToEnd(
  game: Created,
  shadow: Shadow,
  random: Random,
  maxActions = 2000,
): Promise<{ kinds: Set<string>; actions: number }> {
  const kinds = new Set<string>();
  let actions = 0;
  while (!shadow.state.result) {
    if (actions++ > maxActions) throw new Error('game did not end');
    const waiting = waitingFor(shadow.state);
    const seat = waiting[Math.floor(random() * waiting.length)]!;
    const action = randomAction(shadow.state, seat, random);
    if (!action) throw new Error(`no action for waiting seat ${seat}`);
    kinds.add(action.type === 'playCard' ? `playCard:${action.card}` : action.type);
    const answer = await postAction(game.seats[seat]!.url, action, shadow.state.version);
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    shadow.apply(seat, action);
    // Compared as text: deep equality of large views is slow, and the key order is the engine's own.
    const got = JSON.stringify(answer.body.view);
    if (got !== JSON.stringify(shadow.json(seat))) expect(answer.body.view).toEqual(shadow.json(seat));
  }
  return { kinds, actions };
}

/** A page's socket: collects what the game's object pushes. */
export class Socket {
  messages: string[] = [];
  private waiters: (() => void)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (e) => {
      this.messages.push(typeof e.data === 'string' ? e.data : new TextDecoder().decode(e.data as ArrayBuffer));
      this.waiters.splice(0).forEach((w) => {
        w();
      });
    });
  }

  /** `query`: the socket address's own (a page names its language there); `headers`: more of the handshake's. */
  static async open(pagePath: string, query = '', headers: Record<string, string> = {}): Promise<Socket> {
    const res = await fetchWorker(`${pagePath}/ws${query}`, { headers: { Upgrade: 'websocket', ...headers } });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const socket = new Socket(ws);
    ws.accept();
    return socket;
  }

  /** Waits until `count` messages have arrived in all, then returns the newest. */
  async next(count: number, timeoutMs = 3000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${this.messages.length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.messages[count - 1]!;
  }

  close(): void {
    this.ws.close(1000, 'done');
  }
}

/** A response with the game's id and link signatures replaced, to compare two games byte for byte. */
export function normalize(text: string, game: Created): string {
  let out = text.split(game.id).join('GAME');
  const sigs = [pathOf(game.hostUrl), ...game.seats.map((s) => pathOf(s.url))].map((p) => p.split('/').pop()!);
  sigs.forEach((sig, i) => {
    out = out.split(sig).join(`SIG${i}`);
  });
  return out;
}
