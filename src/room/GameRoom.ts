// The Durable Object of one game: it owns the state, serialises the actions, stores
// each accepted one before answering, and pushes every connected page its own view.
import { DurableObject } from 'cloudflare:workers';
import { z } from 'zod';
import { applyAction, createGame, seededRandom, viewFor, type Result, type View } from '../engine/index.ts';
import { liveFragments, rematchLink, type RoomView } from '../../templates/index.tsx';
import { duration } from '../../templates/sections.ts';
import { updatesFor } from './updates.ts';
import { hostPath, newGameId, newSecret, seatPath, signLink, verifyLink, watchPath, type Role } from '../http/links.ts';
import type { Env } from './env.ts';
import {
  type ActResult, type CreateInput, type CreateResult, type Failure, type GameLinks, type OpenResult,
  type ContactResult, type GameStatus, type RematchLinkResult, type RematchResult, type ReplayReport, type StatusResult, type Visitor,
} from './protocol.ts';
import { RematchStore, rematchOf, type Rematch } from './rematch.ts';
import { takeForRematch } from './budget.ts';
import { type Live, isStale, promptsOf, step } from './step.ts';
import { type Episode, type Moment, botDelayMs, deadlineOf, episodes, graceMs } from './notify.ts';
import { Sender } from './sending.ts';
import { botAction } from '../bots/index.ts';
import { Contacts, type PushSubscriptionJson } from './contacts.ts';
import { mailerOf, newVapidKeys, vapidOf } from './deliver.ts';
import { RoomMarks, Store, type Creation, type Ended, type Gone, type Loaded } from './store.ts';
import { DAY_MS, GONE_KEPT_DAYS, expiryDays } from './expiry.ts';
import { type GameRecord, type RecordResult, replay } from './record.ts';
import type { RefusalError } from '../http/refusal.ts';
import { refusalText } from '../../templates/refusal.ts';
import { dictOf, isLang, type Dict } from '../../templates/i18n/index.ts';

type Game = Live | Exclude<Loaded, { kind: 'stored' }>;

/** A stored game back in memory: its newest snapshot, then the actions after it, replayed. */
function wake(loaded: Loaded): Game {
  if (loaded.kind !== 'stored') return loaded;
  const { state, promptSince } = loaded.base;
  let live: Live = { kind: 'game', creation: loaded.creation, state, history: loaded.history, promptSince, prompts: promptsOf(state) };
  for (const row of loaded.tail) {
    const out = step(live, row.seat, row.action);
    if (!out.ok || out.live.state.version !== row.seq) {
      return { kind: 'refused', refusal: { key: 'storedActionBroken', seq: row.seq } };
    }
    live = out.live;
  }
  return live;
}

/**
 * The bot's budget in a game's alarm (src/bots: more is stronger and slower). npm run
 * duel measured, per decision in Node: budget 3, median 0.37 ms and p99 11.7 ms, as
 * strong as 5 (p99 23 ms); so 3, near the free tier's 10 ms an invocation, and a
 * retried alarm decides with the quick bot (botDecides).
 */
const ROOM_BOT_BUDGET = 3;

/** The paths a page needs, kept on its socket so a push can render it without asking anyone. */
export type PageLinks = { self: string; actions: string | null; ws: string };

const AttachmentSchema = z.object({
  seat: z.number().int().nullable(),
  links: z.object({ self: z.string(), actions: z.string().nullable(), ws: z.string() }),
  /** The page's language (a seat's own choice, else what its browser asked for); absent on sockets older than languages: English. */
  lang: z.string().optional(),
});
type Attachment = z.infer<typeof AttachmentSchema>;

export type RoomStats = { rowsWritten: number; pushed: number; databaseSize: number; sockets: number; alarms: number };

/** The page's heartbeat and its answer (public/app.js), answered by the runtime's auto-response. */
export const PING = 'ping';
export const PONG = 'pong';

/** Words the server itself reads (a socket's close reason, at most 123 bytes; the admin check): English. */
const EN = dictOf('en');
/** Close code of a socket whose link the host replaced (4000-4999: the application's own). */
export const LINK_REPLACED = 4001;
/** Close code of every socket of a game its expiry deleted (as HTTP's 410 Gone). */
export const GAME_DELETED = 4010;
/** Close code of a seat's pages when its player chose another language: they load again in it. */
export const LANG_CHANGED = 4003;
/** Close code of a page shut out: too many pages on one seat (its oldest), or on the spectators' link (the newest). */
export const TOO_MANY_PAGES = 4002;
/** Close code of a page that sent more than it may (public/app.js asks a sync every few seconds at most). */
export const TOO_CHATTY = 4008;

/** A player's phones, tablets and desktops, a few tabs each. */
export const MAX_SOCKETS_PER_SEAT = 8;
/** The spectators' link is public: a cap, so one visitor cannot hold the object's sockets. */
export const MAX_SPECTATOR_SOCKETS = 64;
/** Messages a page may send a minute (its pings are answered by the runtime and never counted). */
export const MAX_MESSAGES_PER_MINUTE = 30;

/** A page the room renders for: its paths and its language. */
type Page = { links: PageLinks; lang?: string | undefined };

const tagOf = (seat: number | null) => (seat === null ? 'watch' : `seat:${seat}`);

/** A seat's page paths, as the Worker gives them to the page (its forms post to `actions`). */
function seatLinks(gameId: string, seat: number, sig: string): PageLinks {
  const self = seatPath(gameId, seat, sig);
  return { self, actions: `${self}/actions`, ws: `${self}/ws` };
}

/** What every link of a deleted game answers (expiry.ts). */
const goneRefusal = (gone: Gone): RefusalError['refusal'] => ({ key: 'gone', finished: gone.reason === 'finished', at: gone.at, days: gone.days });

/** A refusal shown next to the decision, in the page's language `t`. */
const flashOf = (t: Dict, error: RefusalError) => ({ message: refusalText(t, error.refusal), ...(error.rule ? { rule: error.rule } : {}) });

const notFound = (): Failure => ({ ok: false, status: 404, error: { code: 'not-found', refusal: { key: 'notFound' } } });

/** Key order may differ between a live state and a parsed one; compare canonical JSON. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v);
}

export class GameRoom extends DurableObject<Env> {
  /** Replaced, with what it keeps in memory, when the game is deleted (expire). */
  private store: Store;
  /** How the seats are reached (push, mail) and the sends waiting for another try: contacts.ts. */
  private contacts: Contacts;
  /** What is sent to the seats and the webhook, and how (sending.ts). */
  private readonly sender: Sender;
  private game: Game;
  /** Counters for the bench: messages pushed on sockets, alarms run (each a Durable Object request). */
  private pushed = 0;
  private alarms = 0;
  /**
   * Per kind of page (a seat, or the spectators), the view its pages were last sent: the
   * next update is the difference from it (updates.ts). Kept in memory only: after
   * hibernation it is gone, and the next update sends whole sections.
   */
  private sent = new Map<string, View>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new Store(ctx.storage);
    this.contacts = new Contacts(ctx.storage, (rows) => { this.store.rowsWritten += rows; });
    // Read through getters: the game's deletion (expire) replaces the store and the contacts.
    const contacts = () => this.contacts;
    const store = () => this.store;
    this.sender = new Sender({
      env, get contacts() { return contacts(); }, get store() { return store(); },
      viewOf: (seat) => this.viewOf(seat),
      sign: (creation, role) => this.sign(creation, role),
      waiting: () => (this.game.kind === 'game' && !this.game.state.result && !this.ended() ? this.game : null),
    });
    // A page's heartbeat ("ping", public/app.js) is answered "pong" by the runtime itself,
    // without waking the object: a quiet game's open pages cost it nothing.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
    // Synchronous SQLite: the game is in memory before any request is delivered.
    this.game = wake(this.store.load());
    // A game stored before games expired has no alarm for its expiry yet: it gets one now.
    // Any other keeps the alarm it has: each alarm sets the next as it runs.
    if (this.game.kind === 'game') {
      void ctx.storage.getAlarm().then((alarm) => (alarm === null && this.game.kind === 'game' ? ctx.storage.setAlarm(this.nextAt(Date.now())) : undefined));
    }
  }

  // ------------------------------------------------------------------ secrets and links

  private secret(creation: Creation): string | null {
    if (creation.linkKey.kind === 'dev') return creation.linkKey.secret;
    return this.env.LINK_SECRET || null;
  }

  private async sign(creation: Creation, role: Role): Promise<string> {
    const secret = this.secret(creation);
    if (!secret) throw new Error('LINK_SECRET is not set');
    const generation = role.kind === 'host' ? creation.generations.host : creation.generations.seats[role.seat] ?? 0;
    return signLink(secret, creation.gameId, role, generation);
  }

  private async links(creation: Creation): Promise<GameLinks> {
    const id = creation.gameId;
    return {
      hostPath: hostPath(id, await this.sign(creation, { kind: 'host' })),
      watchPath: watchPath(id),
      seats: await Promise.all(creation.setup.players.map(async (p, seat) =>
        ({ seat, name: p.name, path: creation.bots?.[seat] ? null : seatPath(id, seat, await this.sign(creation, { kind: 'seat', seat })) }))),
    };
  }

  /**
   * Is this visitor allowed in? Every refusal (no game, wrong, truncated or other
   * game's signature, no such seat) is the same not-found, so a link prober learns nothing.
   */
  private async admit(visitor: Visitor): Promise<{ ok: true; creation: Creation } | Failure> {
    const game = this.game;
    if (game.kind === 'empty') return notFound();
    if (game.kind === 'refused') return { ok: false, status: 500, error: { code: 'refused', refusal: game.refusal } };
    // Any link, signed or not: its signature can no longer be checked, and the spectator link, public, says as much.
    if (game.kind === 'gone') return { ok: false, status: 410, error: { code: 'gone', refusal: goneRefusal(game.gone) } };
    const { creation } = game;
    const secret = this.secret(creation);
    if (!secret) return { ok: false, status: 500, error: { code: 'no-secret', refusal: { key: 'noSecretCheck' } } };
    if (visitor.kind === 'watch') return { ok: true, creation };
    let role: Role;
    let generation: number;
    if (visitor.kind === 'host') {
      role = { kind: 'host' };
      generation = creation.generations.host;
    } else {
      const g = creation.generations.seats[visitor.seat];
      // An out-of-range seat still costs one HMAC, like any other refusal.
      role = { kind: 'seat', seat: visitor.seat };
      generation = g ?? 0;
      // A bot's seat has no link: nobody may act for it, whatever they send.
      if (g === undefined || creation.bots?.[visitor.seat]) {
        await verifyLink(secret, creation.gameId, role, generation, visitor.sig);
        return notFound();
      }
    }
    return (await verifyLink(secret, creation.gameId, role, generation, visitor.sig)) ? { ok: true, creation } : notFound();
  }

  private current(): Live {
    if (this.game.kind !== 'game') throw new Error('no game');
    return this.game;
  }

  /** What one seat (null: a spectator) may see now, its history included, with the room's clock and end. */
  private viewOf(seat: number | null): RoomView {
    const { state, history } = this.current();
    return this.shown(this.withClock(viewFor(state, seat, history)));
  }

  /** A view with the room's clock, when the game has a time per move (the engine knows none). */
  private withClock(given: View): View {
    const game = this.game;
    // The seats its bot plays are the room's to say too.
    const bots = game.kind === 'game' ? game.creation.bots : undefined;
    const withBots = bots?.some((b) => b) ? { ...given, bots } : given;
    // A finished game's scores turn by turn, for its result's chart (issue 23).
    const scores = game.kind === 'game' && game.state.result ? this.finishedRecord(game.state.result).scores : undefined;
    const view = scores ? { ...withBots, scores } : withBots;
    const moveSeconds = game.kind === 'game' ? game.creation.moveSeconds ?? 0 : 0;
    if (!moveSeconds || game.kind !== 'game' || game.state.result) return view;
    const now = Date.now();
    const pauses = this.store.pauses();
    const deadlines: (number | null)[] = game.state.players.map(() => null);
    for (const e of episodes(game)) deadlines[e.seat] = deadlineOf(this.startOf(e), moveSeconds, pauses, now);
    return { ...view, clock: { moveSeconds, paused: pauses.some((p) => p.to === null), deadlines, now } };
  }

  /** When a waiting episode began: the time its version was stored (or the game created). */
  private startOf(e: Episode): number {
    return this.store.timeOf(e.since) ?? this.current().creation.createdAt;
  }

  // ------------------------------------------------------------------ RPC

  async create(input: CreateInput): Promise<CreateResult> {
    if (this.game.kind !== 'empty') return { ok: false, status: 409, error: { code: 'exists', refusal: { key: 'gameExists' } } };
    if (!input.devSecret && !this.env.LINK_SECRET) {
      return { ok: false, status: 500, error: { code: 'no-secret', refusal: { key: 'noSecretSign' } } };
    }
    // The seed fixes the ship deck and the piles (R13): random unless a test fixed it.
    const seed = input.seed ?? newSecret();
    const made = createGame(input.setup, seed, input.deal);
    if (!made.ok) return { ok: false, status: 400, error: made.error };
    const creation: Creation = {
      gameId: input.gameId,
      setup: input.setup,
      seed,
      ...(input.deal ? { deal: input.deal } : {}),
      createdAt: Date.now(),
      linkKey: input.devSecret ? { kind: 'dev', secret: newSecret() } : { kind: 'env' },
      generations: { host: 0, seats: input.setup.players.map(() => 0) },
      ...(input.notify ? { notify: input.notify } : {}),
      ...(input.moveSeconds ? { moveSeconds: input.moveSeconds } : {}),
      ...(input.origin ? { origin: input.origin } : {}),
      ...(input.bots?.some((b) => b) ? { bots: input.bots } : {}),
      // Local dev without VAPID secrets: a pair of the game's own, kept as its dev link secret is.
      ...(input.localVapid ? { vapid: await newVapidKeys() } : {}),
    };
    if (this.game.kind !== 'empty') return { ok: false, status: 409, error: { code: 'exists', refusal: { key: 'gameExists' } } };
    // Another create may have run while this one awaited nothing; the check above and
    // this write are in one synchronous stretch, so the object cannot be created twice.
    const promptSince = made.state.players.map(() => made.state.version);
    this.store.create(creation, made.state, promptSince, made.events);
    this.game = { kind: 'game', creation, state: made.state, history: made.events, promptSince, prompts: promptsOf(made.state) };
    // English is what a game without the row speaks: no row written for it.
    if (input.lang && isLang(input.lang) && input.lang !== 'en') this.contacts.setGameLang(input.lang);
    const links = await this.links(creation);
    if (input.emails?.some((e) => e) && input.origin) this.sender.invite(creation, links, input.emails, input.origin);
    this.schedule();
    return { ok: true, links };
  }

  async open(visitor: Visitor): Promise<OpenResult> {
    const admitted = await this.admit(visitor);
    if (!admitted.ok) return admitted;
    if (visitor.kind === 'host') {
      const { notify, standIns = [] } = admitted.creation;
      const expiry = { days: expiryDays(this.env.GAME_EXPIRY_DAYS), at: this.expiresAt() };
      const room = { webhook: notify?.webhook ?? null, standIns, givenUp: this.contacts.givenUp(), expiry };
      return { ok: true, view: this.viewOf(null), host: await this.links(admitted.creation), room };
    }
    if (visitor.kind === 'watch') return { ok: true, view: this.viewOf(null) };
    const vapid = vapidOf(this.env, admitted.creation.vapid);
    const notify = { pushKey: vapid?.publicKey ?? null, mail: mailerOf(this.env) ? { on: this.contacts.mailOf(visitor.seat) !== null } : null };
    const lang = this.contacts.langOf(visitor.seat);
    return { ok: true, view: this.viewOf(visitor.seat), notify, ...(lang ? { lang } : {}) };
  }

  /**
   * One seat's action: checked, applied, stored, pushed; at most once per view version.
   * With `fragments`, the answer also carries the acting page's own fragments: the very
   * update its sockets were pushed (or, refused, its sections with the refusal), so
   * the Worker answers an htmx post without rendering anything; `fragments` is then the
   * language the request asked for (the seat's own choice comes first).
   */
  async act(seat: number, sig: string, action: unknown, version?: number, fragments?: string): Promise<ActResult> {
    const admitted = await this.admit({ kind: 'seat', seat, sig });
    if (!admitted.ok) return admitted;
    const lang = this.contacts.langOf(seat);
    const result = this.actAdmitted(admitted.creation.gameId, seat, sig, action, version, fragments);
    return lang ? { ...result, lang } : result;
  }

  private actAdmitted(gameId: string, seat: number, sig: string, action: unknown, version?: number, fragments?: string): ActResult {
    if (z.object({ type: z.literal('standIn') }).safeParse(action).success) {
      return { ok: false, status: 400, error: { code: 'invalid', refusal: { key: 'standInNotYours' } }, view: this.viewOf(seat) };
    }
    const answer = fragments === undefined ? undefined : { links: seatLinks(gameId, seat, sig), lang: this.pageLang(seat, fragments) };
    const ended = this.refuseEnded(seat, answer);
    if (ended) return ended;
    // From here on nothing awaits: read, apply and store form one indivisible step,
    // so two simultaneous actions are served one after the other.
    return this.applyNow(seat, action, version, answer);
  }

  private applyNow(seat: number, action: unknown, version?: number, answer?: Page): ActResult {
    const live = this.current();
    const refused = (status: Failure['status'], error: Failure['error']): ActResult => {
      const view = this.viewOf(seat);
      return { ok: false, status, error, view, ...(answer ? { fragments: liveFragments(dictOf(answer.lang), view, answer.links, flashOf(dictOf(answer.lang), error)) } : {}) };
    };
    if (version !== undefined && isStale(live, seat, version)) {
      return refused(409, { code: 'stale', refusal: { key: 'stale' } });
    }
    const out = step(live, seat, action);
    if (!out.ok) return refused(out.error.code === 'invalid' ? 400 : 422, out.error);
    // Stored before anything is answered or pushed (the output gate holds replies until the write is durable).
    this.store.append(seat, action, out.events, { state: out.live.state, promptSince: out.live.promptSince });
    this.game = out.live;
    this.schedule();
    const views = out.views.map((v) => this.withClock(v));
    const fragments = this.push(views, answer && { seat, ...answer });
    return { ok: true, view: views[seat]!, ...(fragments === undefined ? {} : { fragments }) };
  }

  // ------------------------------------------------------------------ sockets

  /**
   * Each connected page gets its own update: what changed since the view its kind of page
   * was last sent, made once per kind and sent to all its sockets. Returns the update of
   * the `answer` page (the acting seat's htmx post), the same string its sockets got.
   */
  private push(views: View[], answer?: Page & { seat: number }): string | undefined {
    const rendered = new Map<string, string>();
    const sent = new Map<string, View>();
    const update = (seat: number | null, { links, lang }: Page) => {
      const tag = tagOf(seat);
      const key = `${tag}|${links.self}|${lang ?? ''}`;
      let html = rendered.get(key);
      if (html === undefined) {
        const view = sent.get(tag) ?? (seat === null ? this.viewOf(null) : views[seat] ?? this.viewOf(seat));
        html = updatesFor(dictOf(lang), this.sent.get(tag) ?? null, view, links);
        rendered.set(key, html);
        sent.set(tag, view);
      }
      return html;
    };
    for (const ws of this.ctx.getWebSockets()) {
      const att = this.attachment(ws);
      if (att) this.send(ws, update(att.seat, att));
    }
    const fragments = answer ? update(answer.seat, answer) : undefined;
    // A kind of page left out now has no page holding this version: it starts again from whole sections.
    this.sent = sent;
    return fragments;
  }

  private send(ws: WebSocket, text: string): void {
    try {
      ws.send(text);
      this.pushed++;
    } catch {
      // A socket closing under us is no error: the page reconnects and re-syncs.
    }
  }

  /** A page's language: its seat's own choice, kept here, or what its browser asked for. */
  private pageLang(seat: number | null, requested: string): string {
    return (seat === null ? null : this.contacts.langOf(seat)) ?? requested;
  }

  private attachment(ws: WebSocket): Attachment | null {
    const parsed = AttachmentSchema.safeParse(ws.deserializeAttachment());
    return parsed.success ? parsed.data : null;
  }

  /** A fresh render of every section: the page holds the current version, which the next update starts from. */
  private render(att: Attachment): string {
    const view = this.viewOf(att.seat);
    this.sent.set(tagOf(att.seat), view);
    return liveFragments(dictOf(att.lang), view, att.links) + this.rematchFragment(dictOf(att.lang), att.seat);
  }

  /** WebSocket upgrade, forwarded by the Worker with the visitor in the internal URL. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket', { status: 426 });
    const url = new URL(request.url);
    const seatText = url.searchParams.get('seat');
    const sig = url.searchParams.get('sig') ?? '';
    const visitor: Visitor = seatText === null ? { kind: 'watch' } : { kind: 'seat', seat: Number(seatText), sig };
    const admitted = await this.admit(visitor);
    if (!admitted.ok && admitted.status === 410) {
      // A refused upgrade reads as a lost network to the page, which would try again every
      // few seconds for as long as it stays open: told why, it stops (public/app.js).
      const pair = new WebSocketPair();
      this.ctx.acceptWebSocket(pair[1], ['refused']);
      pair[1].close(GAME_DELETED, refusalText(EN, admitted.error.refusal));
      return new Response(null, { status: 101, webSocket: pair[0] });
    }
    if (!admitted.ok) return new Response(refusalText(EN, admitted.error.refusal), { status: admitted.status });
    const id = admitted.creation.gameId;
    const seat = visitor.kind === 'seat' ? visitor.seat : null;
    const links = visitor.kind === 'seat' ? seatLinks(id, visitor.seat, visitor.sig) : { self: watchPath(id), actions: null, ws: `${watchPath(id)}/ws` };
    const att: Attachment = { seat, links, lang: this.pageLang(seat, url.searchParams.get('lang') ?? 'en') };
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    const open = this.ctx.getWebSockets(tagOf(seat));
    if (seat === null && open.length >= MAX_SPECTATOR_SOCKETS) {
      // The newest is refused: older spectators were there first, whoever opened this one.
      this.ctx.acceptWebSocket(server, ['refused']);
      server.close(TOO_MANY_PAGES, 'Too many pages are watching this game: try again later.');
      return new Response(null, { status: 101, webSocket: client });
    }
    // A seat's own pages: the oldest gives way (a phone that lost its network leaves one behind).
    for (const old of seat === null ? [] : open.slice(0, Math.max(0, open.length - MAX_SOCKETS_PER_SEAT + 1))) {
      try {
        old.close(TOO_MANY_PAGES, 'This seat has too many pages open: this one was closed. Reload it to play here.');
      } catch {
        // Already closing.
      }
    }
    // Hibernation API: the object may sleep while sockets stay open, so an idle game costs nothing.
    this.ctx.acceptWebSocket(server, [tagOf(seat)]);
    server.serializeAttachment(att);
    // A fresh render on every connect: a page that lost its socket catches up by itself.
    this.send(server, this.render(att));
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * A page says "sync" (public/app.js, after a wake or a missed push): it gets a fresh
   * render. Its heartbeat "ping" is answered "pong" by the auto-response and never
   * reaches here (answered here too, should it ever). Actions come by HTTP only, so
   * anything else is ignored.
   */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (this.chatty(ws)) {
      try {
        ws.close(TOO_CHATTY, 'This page sent too many messages: reload it.');
      } catch {
        // Already closing.
      }
      return;
    }
    if (message === PING) return this.send(ws, PONG);
    if (message !== 'sync') return;
    const att = this.attachment(ws);
    if (!att || this.game.kind !== 'game') return;
    this.send(ws, this.render(att));
  }

  /**
   * Messages per socket in the current minute. In memory only: hibernation forgets it,
   * which only ever lets a page off, and an object that sleeps is not being flooded.
   */
  private heard = new WeakMap<WebSocket, { since: number; count: number }>();

  private chatty(ws: WebSocket): boolean {
    const now = Date.now();
    const seen = this.heard.get(ws);
    const minute = seen && now - seen.since < 60_000 ? seen : { since: now, count: 0 };
    minute.count++;
    this.heard.set(ws, minute);
    return minute.count > MAX_MESSAGES_PER_MINUTE;
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'bye');
    } catch {
      // Already closed.
    }
  }

  // ------------------------------------------------------------------ notifications (notify.ts)

  /**
   * The waiting episodes' next moments, each with a kind: a notice after the grace and a
   * reminder at half time, for a seat someone can tell (the game's webhook, or the seat's
   * own browsers and address); the end of the time, with a time per move. Notices and
   * reminders already sent are skipped.
   */
  private moments(now: number): Moment[] {
    const game = this.game;
    // An ended game (the host's end, or its result) waits on nobody: no notice, no clock.
    if (game.kind !== 'game' || game.state.result || this.ended()) return [];
    const { notify, moveSeconds = 0, standIns = [], bots = [] } = game.creation;
    const reachable = this.contacts.reachable();
    if (!notify && !moveSeconds && !standIns.length && !reachable.size && !bots.some((b) => b)) return []; // most games: nothing to read for every action
    const told = (seat: number) => !!notify || reachable.has(seat);
    const done = notify || reachable.size ? this.store.notified() : new Set<string>();
    const pauses = moveSeconds ? this.store.pauses() : [];
    const grace = graceMs(this.env.NOTIFY_GRACE_SECONDS);
    const out: Moment[] = [];
    for (const e of episodes(game)) {
      const start = this.startOf(e);
      // A bot's seat moves after a short pause, so that people can follow; a seat handed
      // to the stand-in is decided for at once. Nobody is told to wait for either.
      if (bots[e.seat]) { out.push({ at: start + botDelayMs(this.env.BOT_DELAY_SECONDS), kind: 'bot', e }); continue; }
      if (standIns.includes(e.seat)) { out.push({ at: start, kind: 'timeout', e }); continue; }
      if (told(e.seat) && !done.has(e.key)) out.push({ at: start + grace, kind: 'notice', e });
      const deadline = moveSeconds ? deadlineOf(start, moveSeconds, pauses, now) : null;
      if (deadline === null) continue;
      out.push({ at: deadline, kind: 'timeout', e });
      // Half time: only when it comes after the notice (a short limit needs no reminder).
      const half = deadline - (moveSeconds * 1000) / 2;
      if (told(e.seat) && !done.has(`${e.key}~half`) && half > start + grace) out.push({ at: half, kind: 'reminder', e });
    }
    return out;
  }

  /** The earliest moment to come, or send to try again, or the game's expiry (Infinity: none). */
  private nextAt(now: number): number {
    const expiry = this.game.kind === 'game' ? this.expiresAt() : Infinity;
    return Math.min(...this.moments(now).map((m) => m.at), this.contacts.nextDue() ?? Infinity, expiry);
  }

  /** One alarm serves every moment: set at the earliest, unless an earlier one is already set. */
  private schedule(): void {
    const next = this.nextAt(Date.now());
    if (!Number.isFinite(next)) return;
    void this.ctx.storage.getAlarm().then((current) => {
      if (current === null || current > next) return this.ctx.storage.setAlarm(next);
    });
  }

  /**
   * The alarm: a seat whose time ran out gets a stand-in's decision (an action like any
   * other, stored and pushed); then the notices and reminders due are put in the outbox,
   * and every send due goes out. Never a move's request: a slow push service, mail API or
   * webhook delays nobody.
   */
  override async alarm(info?: AlarmInvocationInfo): Promise<void> {
    this.alarms++;
    // One bot decision per alarm, so that each stays within an invocation's CPU; another
    // due (the other bots' bids) sets the alarm again at once, below.
    const late = this.moments(Date.now()).find((m) => (m.kind === 'timeout' || m.kind === 'bot') && m.at <= Date.now());
    if (late) this.botDecides(late, info?.isRetry === true);
    const game = this.game;
    if (game.kind === 'gone') return this.forget(game.gone);
    if (game.kind !== 'game') return;
    if (Date.now() >= this.expiresAt()) return this.expire();
    const now = Date.now();
    const due = this.moments(now).filter((m) => (m.kind === 'notice' || m.kind === 'reminder') && m.at <= now);
    await this.sender.deliver(game.creation, due.length ? await this.sender.notices(game.creation, due) : []);
    // Told only once the sends were tried (a failed one waits in the outbox): should the
    // alarm stop before this, it runs again and tells them then.
    if (due.length) this.store.markNotified(due.map((m) => (m.kind === 'notice' ? m.e.key : `${m.e.key}~half`)), 'told');
    const next = this.nextAt(Date.now());
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(Math.max(next, Date.now()));
  }

  /**
   * The room's bot decides for a seat, from that seat's view alone (src/bots): its own
   * seat's move, or, as the stand-in of a late seat or one the host handed over, a
   * decision sent with the stand-in action (stored, so a replay plays it again).
   */
  private botDecides(m: Moment, retry: boolean): void {
    const { creation, state, history } = this.current();
    // An alarm run again after a failure (an invocation's CPU ran out, say) decides with
    // the quick bot: the same slow search would fail again, and the game would wait.
    const level = retry ? 'greedy' : creation.bots?.[m.e.seat] ?? 'standard';
    const random = seededRandom(`bot/${creation.gameId}/${state.version}/${m.e.seat}`);
    const decision = botAction(viewFor(state, m.e.seat, history), random, level, ROOM_BOT_BUDGET);
    if (m.kind === 'bot') this.applyNow(m.e.seat, decision);
    else this.applyNow(m.e.seat, { type: 'standIn', reason: creation.standIns?.includes(m.e.seat) ? 'host' : 'time', decision });
  }

  // ------------------------------------------------------------------ a seat's own notifications
  // Behind the seat's link: what it sets is its own, never shown to anyone, and forgotten
  // when the host replaces the link.

  async subscribePush(seat: number, sig: string, sub: PushSubscriptionJson): Promise<ContactResult> {
    const admitted = await this.admit({ kind: 'seat', seat, sig });
    if (!admitted.ok) return admitted;
    if (!vapidOf(this.env, admitted.creation.vapid)) return { ok: false, status: 409, error: { code: 'no-push', refusal: { key: 'noPush' } } };
    this.contacts.subscribe(seat, sub, Date.now());
    this.schedule();
    return { ok: true };
  }

  /** One browser of the seat (its endpoint), or all of them. */
  async unsubscribePush(seat: number, sig: string, endpoint?: string): Promise<ContactResult> {
    const admitted = await this.admit({ kind: 'seat', seat, sig });
    if (!admitted.ok) return admitted;
    this.contacts.unsubscribe(seat, endpoint);
    return { ok: true };
  }

  async setMail(seat: number, sig: string, address: string): Promise<ContactResult> {
    const admitted = await this.admit({ kind: 'seat', seat, sig });
    if (!admitted.ok) return admitted;
    if (!mailerOf(this.env)) return { ok: false, status: 409, error: { code: 'no-mail', refusal: { key: 'noMail' } } };
    this.contacts.setMail(seat, address);
    this.schedule();
    return { ok: true };
  }

  /** The one-click stop: no more mail for the seat, until its player gives an address again. */
  async stopMail(seat: number, sig: string): Promise<ContactResult> {
    const admitted = await this.admit({ kind: 'seat', seat, sig });
    if (!admitted.ok) return admitted;
    this.contacts.stopMail(seat);
    return { ok: true };
  }

  /**
   * The language the seat's player chose, for their pages and everything they are sent
   * (a language of templates/i18n; another is refused). Kept until the link is replaced.
   */
  async setSeatLang(seat: number, sig: string, lang: string): Promise<ContactResult> {
    const admitted = await this.admit({ kind: 'seat', seat, sig });
    if (!admitted.ok) return admitted;
    if (!isLang(lang)) return { ok: false, status: 400, error: { code: 'unknown-lang', refusal: { key: 'unknownLang' } } };
    const before = this.contacts.langOf(seat);
    this.contacts.setLang(seat, lang);
    // The seat's other open pages (its player's other browsers) are told to load again, now in its language.
    if (before !== lang) {
      for (const ws of this.ctx.getWebSockets(tagOf(seat))) {
        try {
          ws.close(LANG_CHANGED, 'This seat changed its language.');
        } catch {
          // Already closing.
        }
      }
    }
    return { ok: true };
  }

  /** The host sets the game's webhook (null: none); the spectator link it gives is made from `origin`. */
  async setWebhook(sig: string, webhook: string | null, origin: string): Promise<OpenResult> {
    const admitted = await this.admitHost(sig);
    if (!admitted.ok) return admitted;
    const { notify: _old, ...rest } = admitted.creation;
    this.saveCreation(webhook ? { ...rest, notify: { webhook, origin } } : rest);
    this.schedule();
    return { ok: true, view: this.viewOf(null) };
  }

  /**
   * The host hands a seat to the stand-in for good (it decides as soon as the seat is
   * waited on), or gives it back to a person with a fresh link: the old one may be in
   * the hands of whoever left, so it is refused from then on.
   */
  async setStandIn(sig: string, seat: number, on: boolean): Promise<{ ok: true; seat: number; links: GameLinks } | Failure> {
    const admitted = await this.admitHostSeat(sig, seat);
    if (!admitted.ok) return admitted;
    const { creation } = admitted;
    const seats = creation.generations.seats;
    const was = (creation.standIns ?? []).includes(seat);
    const standIns = (creation.standIns ?? []).filter((s) => s !== seat).concat(on ? [seat] : []);
    const generations = !on && was ? { ...creation.generations, seats: seats.map((g, s) => (s === seat ? g + 1 : g)) } : creation.generations;
    this.saveCreation({ ...creation, standIns, generations });
    if (!on && was) {
      this.contacts.forgetSeat(seat);
      this.closeSeatSockets(seat);
    }
    this.schedule();
    return { ok: true, seat, links: await this.links(this.current().creation) };
  }

  /** The host stops every clock (a holiday) or starts them again; a refusal says why. */
  async setPaused(sig: string, paused: boolean): Promise<OpenResult> {
    const admitted = await this.admit({ kind: 'host', sig });
    if (!admitted.ok) return admitted;
    if (!admitted.creation.moveSeconds) return { ok: false, status: 409, error: { code: 'no-clock', refusal: { key: 'noClock' } } };
    const now = Date.now();
    const isPaused = this.store.pauses().some((p) => p.to === null);
    if (paused && !isPaused) this.store.pause(now);
    if (!paused && isPaused) this.store.resume(now);
    this.push(this.current().state.players.map((_, seat) => this.viewOf(seat)));
    if (!paused) this.schedule();
    return { ok: true, view: this.viewOf(null) };
  }

  // ------------------------------------------------------------------ expiry (expiry.ts)

  /** When the game last moved: its newest accepted action, else its creation; or the host's end, if later. */
  private lastMove(): number {
    const { creation, state } = this.current();
    return Math.max(creation.createdAt, this.store.timeOf(state.version) ?? 0, this.ended()?.at ?? 0);
  }

  /** When the game is deleted, unless someone moves before. */
  private expiresAt(): number {
    return this.lastMove() + expiryDays(this.env.GAME_EXPIRY_DAYS) * DAY_MS;
  }

  /**
   * Everything the game stored goes, its alarm too, but for one row saying when and why,
   * so its links can tell their holders instead of answering "not found".
   */
  private async expire(): Promise<void> {
    const over = !!this.current().state.result || !!this.ended();
    const gone: Gone = { at: Date.now(), reason: over ? 'finished' : 'idle', days: expiryDays(this.env.GAME_EXPIRY_DAYS) };
    // Before anything awaits: a request meanwhile is answered as for a deleted game, never from half of one.
    this.game = { kind: 'gone', gone };
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(GAME_DELETED, 'This game was deleted.');
      } catch {
        // Already closing.
      }
    }
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    // What they kept in memory of the tables went with them.
    const rows = this.store.rowsWritten;
    this.store = new Store(this.ctx.storage);
    this.store.rowsWritten = rows;
    this.contacts = new Contacts(this.ctx.storage, (n) => { this.store.rowsWritten += n; });
    this.endedMark = undefined;
    this.rematchCache = undefined;
    this.sent.clear();
    this.store.bury(gone);
    await this.ctx.storage.setAlarm(gone.at + GONE_KEPT_DAYS * DAY_MS);
  }

  /** A deleted game's last row, once its links have said so for long enough: then nothing is left at all. */
  private async forget(gone: Gone): Promise<void> {
    const at = gone.at + GONE_KEPT_DAYS * DAY_MS;
    if (Date.now() < at) return this.ctx.storage.setAlarm(at);
    this.game = { kind: 'empty' };
    await this.ctx.storage.deleteAll();
  }

  // ------------------------------------------------------------------ checks (tests, admin, bench)

  /**
   * Replays the whole stored log from the creation record: each action's stored events
   * must be the rules' own, the stored snapshot must be met on the way, and the end must
   * be the state this object holds.
   */
  replayCheck(): ReplayReport {
    const stored = wake(this.store.load());
    if (stored.kind !== 'game') {
      const message = stored.kind === 'empty' ? 'No game here.' : stored.kind === 'gone' ? refusalText(EN, goneRefusal(stored.gone)) : refusalText(EN, stored.refusal);
      return { ok: false, actions: 0, version: 0, message };
    }
    const { creation, state } = stored;
    const made = createGame(creation.setup, creation.seed, creation.deal);
    if (!made.ok) return { ok: false, actions: 0, version: 0, message: `The creation record no longer creates a game: ${refusalText(EN, made.error.refusal)}` };
    if (canonical(made.events) !== canonical(stored.history.filter((e) => e.version === 0))) {
      return { ok: false, actions: 0, version: 0, message: 'The stored events of the game\'s creation differ from the replayed ones.' };
    }
    let replayed = made.state;
    const log = this.store.log();
    const fail = (message: string): ReplayReport => ({ ok: false, actions: log.length, version: state.version, message });
    const snapshot = z.object({ state: z.looseObject({ version: z.number() }) }).safeParse(this.store.snapshot()).data;
    if (!snapshot) return fail('The stored snapshot cannot be read.');
    const meet = (version: number) => version === snapshot.state.version && canonical(snapshot.state) !== canonical(replayed);
    if (meet(0)) return fail('The stored snapshot of version 0 differs from the created state.');
    for (const row of log) {
      const out = applyAction(replayed, row.seat, row.action);
      if (!out.ok) return fail(`Action ${row.seq} is refused on replay: ${refusalText(EN, out.error.refusal)}`);
      replayed = out.state;
      if (replayed.version !== row.seq) return fail(`Action ${row.seq} gave version ${replayed.version}.`);
      if (canonical(out.events) !== canonical(row.events)) return fail(`The events stored with action ${row.seq} differ from the replayed ones.`);
      if (meet(row.seq)) return fail(`The snapshot stored at version ${row.seq} differs from the replayed state.`);
    }
    if (snapshot.state.version > replayed.version) return fail(`The stored snapshot (version ${snapshot.state.version}) is ahead of the stored actions.`);
    const same = canonical(replayed) === canonical(state) && (this.game.kind !== 'game' || canonical(this.game.state) === canonical(state));
    return {
      ok: same, actions: log.length, version: state.version,
      message: same ? `The ${log.length} stored actions replay to the stored state (version ${state.version}).` : 'The replayed state differs from the stored state.',
    };
  }

  /** Host-only admin check, behind the host link. */
  async adminCheck(sig: string): Promise<(ReplayReport & { stats: RoomStats }) | Failure> {
    const admitted = await this.admit({ kind: 'host', sig });
    if (!admitted.ok) return admitted;
    return { ...this.replayCheck(), stats: this.stats() };
  }

  /** Since this instance started: SQLite rows written, socket messages pushed; and the database size. */
  stats(): RoomStats {
    return { rowsWritten: this.store.rowsWritten, pushed: this.pushed, databaseSize: this.ctx.storage.sql.databaseSize, sockets: this.ctx.getWebSockets().length, alarms: this.alarms };
  }

  // ------------------------------------------------------------------ host controls
  // Behind the host link only. Each admits the host first (a wrong host link gets the
  // same not-found as any bad link) and stores its change before it answers.

  /** The host's end, read from storage the first time it is asked for (undefined: not read yet). */
  private endedMark: Ended | null | undefined;

  private get marks(): RoomMarks {
    return new RoomMarks(this.ctx.storage, (rows) => { this.store.rowsWritten += rows; });
  }

  private ended(): Ended | null {
    if (this.endedMark === undefined) this.endedMark = this.game.kind === 'game' ? this.marks.ended() : null;
    return this.endedMark;
  }

  /** After the host's end nobody is asked anything: the rules' prompt gives way to the end. */
  private shown(view: View): RoomView {
    const ended = this.ended();
    if (!ended) return view;
    return { ...view, waitingFor: [], decision: null, prompt: { kind: 'over' }, ended };
  }

  private refuseEnded(seat: number, answer?: Page): ActResult | null {
    if (!this.ended()) return null;
    const error: RefusalError = { code: 'ended', refusal: { key: 'ended' } };
    const view = this.viewOf(seat);
    return { ok: false, status: 409, error, view, ...(answer ? { fragments: liveFragments(dictOf(answer.lang), view, answer.links, flashOf(dictOf(answer.lang), error)) } : {}) };
  }

  private async admitHost(sig: string): Promise<{ ok: true; creation: Creation } | Failure> {
    const admitted = await this.admit({ kind: 'host', sig });
    if (!admitted.ok) return admitted;
    // The host link may have been replaced while its signature was being checked: it is gone.
    const { creation } = this.current();
    return creation.generations.host === admitted.creation.generations.host ? { ok: true, creation } : notFound();
  }

  /** The host, about one of the game's seats: any other seat number is a clear 400. */
  private async admitHostSeat(sig: string, seat: number): Promise<{ ok: true; creation: Creation } | Failure> {
    const admitted = await this.admitHost(sig);
    if (!admitted.ok) return admitted;
    const seats = admitted.creation.generations.seats.length;
    if (!Number.isInteger(seat) || seat < 0 || seat >= seats) {
      return { ok: false, status: 400, error: { code: 'no-seat', refusal: { key: 'noSeatHere', seats, seat } } };
    }
    // A bot's seat has no link to replace and needs no stand-in.
    if (admitted.creation.bots?.[seat]) return { ok: false, status: 409, error: { code: 'bot-seat', refusal: { key: 'botSeat' } } };
    return admitted;
  }

  /** A new generation signs new links; the stored copy is what admit() checks after a restart. */
  private saveCreation(creation: Creation): void {
    this.marks.saveCreation(creation);
    this.game = { ...this.current(), creation };
  }

  /** A seat's link reached the wrong person: a new one, and the old one refused from now on. */
  async replaceSeatLink(sig: string, seat: number): Promise<{ ok: true; seat: number; links: GameLinks } | Failure> {
    const admitted = await this.admitHostSeat(sig, seat);
    if (!admitted.ok) return admitted;
    const { creation } = admitted;
    const seats = creation.generations.seats;
    this.saveCreation({ ...creation, generations: { ...creation.generations, seats: seats.map((g, s) => (s === seat ? g + 1 : g)) } });
    this.contacts.forgetSeat(seat);
    this.closeSeatSockets(seat);
    return { ok: true, seat, links: await this.links(this.current().creation) };
  }

  /** Every socket of the seat was opened on its old link (the new one was never given out). */
  private closeSeatSockets(seat: number): void {
    for (const ws of this.ctx.getWebSockets(tagOf(seat))) {
      try {
        ws.close(LINK_REPLACED, 'This link was replaced by the host.');
      } catch {
        // Already closing.
      }
    }
  }

  /** The host link itself leaked: a new one, and the old one refused from now on. */
  async replaceHostLink(sig: string): Promise<{ ok: true; links: GameLinks } | Failure> {
    const admitted = await this.admitHost(sig);
    if (!admitted.ok) return admitted;
    const { creation } = admitted;
    this.saveCreation({ ...creation, generations: { ...creation.generations, host: creation.generations.host + 1 } });
    return { ok: true, links: await this.links(this.current().creation) };
  }

  /**
   * The host stops the game for everyone. The engine's state is left as it is (the log
   * still replays to it); the room refuses actions and every view says the game ended.
   * Ending twice is the first end, unchanged.
   */
  async endGame(sig: string): Promise<{ ok: true; view: RoomView } | Failure> {
    const admitted = await this.admitHost(sig);
    if (!admitted.ok) return admitted;
    if (this.ended()) return { ok: true, view: this.viewOf(null) };
    const { state } = this.current();
    if (state.result) return { ok: false, status: 409, error: { code: 'over', refusal: { key: 'alreadyOver' } } };
    const ended: Ended = { by: 'host', at: Date.now() };
    this.marks.saveEnded(ended);
    this.endedMark = ended;
    // The version does not move, so every page is sent whole sections (updates.ts), which it takes at the same version.
    this.push(state.players.map((_, s) => this.viewOf(s)));
    return { ok: true, view: this.viewOf(null) };
  }

  // ------------------------------------------------------------------ my games and rematch

  /** The rematch once made, from this object's storage (read once, then kept: it never changes). */
  private rematchCache: Rematch | null | undefined;
  /** A rematch being made: a second request meanwhile waits for it instead of making another game. */
  private rematching: Promise<RematchResult> | null = null;

  private rematchRecord(): Rematch | null {
    if (this.rematchCache === undefined) this.rematchCache = new RematchStore(this.ctx.storage.sql).load();
    return this.rematchCache;
  }

  /**
   * A seat's page's own rematch link, as a fragment its script swaps in by id (the
   * header's #rematch). Only seats: a spectator's page gets nothing, and nothing is
   * ever sent to the spectators' sockets.
   */
  private rematchFragment(t: Dict, seat: number | null): string {
    const record = seat === null ? null : this.rematchRecord();
    return record && seat !== null ? rematchLink(t, record.seats[seat] ?? null) : '';
  }

  /**
   * GET {link}/status: a few public facts for the home page's list, one small request
   * per game. Computed from the spectator's view without its history, so no hidden
   * broker, hand or screen can slip in; `yourMove` is the only seat-specific fact.
   */
  async status(visitor: Visitor, lang = 'en'): Promise<StatusResult> {
    const admitted = await this.admit(visitor);
    if (!admitted.ok) return admitted;
    const { state } = this.current();
    // The spectator's view with the room's clock and end, without the history (none of it is said here).
    const view = this.shown(this.withClock(viewFor(state, null)));
    const name = (seat: number) => view.players[seat]?.name ?? `Seat ${seat + 1}`;
    const deadlines = (view.clock?.deadlines ?? []).filter((d): d is number => d !== null);
    const t = dictOf(lang);
    const left = view.clock?.paused ? t.sections.pausedShort : deadlines.length ? t.sections.leftShort(duration(t, Math.min(...deadlines) - view.clock!.now)) : undefined;
    // A seat that already bid (or chose its throne broker) is no longer waited on.
    const waiting = view.waitingFor.filter((seat) => !view.players[seat]?.hasActed);
    const winners = (view.result?.winners ?? []).map(name);
    const status: GameStatus = {
      version: view.version,
      phase: view.phase,
      waitingFor: waiting.map(name),
      ...(visitor.kind === 'seat' ? { yourMove: waiting.includes(visitor.seat) } : {}),
      over: view.phase === 'over' || !!view.ended,
      winners,
      ...(left && !view.ended ? { left } : {}),
      ...(view.ended ? { ended: true } : {}),
    };
    return { ok: true, status };
  }

  /**
   * POST {host link}/rematch, host only, once the game is over: a new game with the same
   * players in the same seats and the same options, with a fresh random seed (never the
   * old one, nor a fixed deal: the ship deck must be new). Made once: the new game's
   * links are stored here, and any later request answers them.
   */
  async rematch(sig: string): Promise<RematchResult> {
    const admitted = await this.admit({ kind: 'host', sig });
    if (!admitted.ok) return admitted;
    if (!this.current().state.result) {
      return { ok: false, status: 409, error: { code: 'not-over', refusal: { key: 'rematchNotOver' } } };
    }
    const made = this.rematchRecord();
    if (made) return { ok: true, created: false, id: made.gameId, links: this.rematchLinks(made) };
    // Requests keep arriving while the new game's object is asked to create it: they share this one.
    if (this.rematching) return this.rematching.then((r) => (r.ok ? { ...r, created: false } : r));
    this.rematching = this.makeRematch(admitted.creation);
    try {
      return await this.rematching;
    } finally {
      this.rematching = null;
    }
  }

  private async makeRematch(creation: Creation): Promise<RematchResult> {
    // A rematch is a new game like any other: it counts toward the deployment's daily budget.
    const budget = await takeForRematch(this.env);
    if (!budget.ok) return budget;
    const gameId = newGameId();
    const room = this.env.GAMES.get(this.env.GAMES.idFromName(gameId));
    // No seed: the new object draws its own. A dev game (no LINK_SECRET) makes a dev game.
    // The room's own options go along (time per move, webhook); a seat's browsers and
    // address do not: they were given for this game, and the new links reach the seats' pages.
    const { moveSeconds, notify, origin, vapid, bots } = creation;
    const lang = this.contacts.gameLang();
    const result = await room.create({
      gameId, setup: creation.setup, devSecret: creation.linkKey.kind === 'dev',
      ...(moveSeconds ? { moveSeconds } : {}), ...(notify ? { notify } : {}), ...(origin ? { origin } : {}), ...(vapid ? { localVapid: true } : {}),
      ...(bots ? { bots } : {}), ...(lang ? { lang } : {}),
    });
    if (!result.ok) return result;
    const record = rematchOf(gameId, result.links);
    new RematchStore(this.ctx.storage.sql).save(record);
    this.rematchCache = record;
    // Each seat's open pages learn their own new link at once; other seats' and spectators' sockets get nothing.
    for (const [seat] of creation.setup.players.entries()) {
      for (const ws of this.ctx.getWebSockets(tagOf(seat))) this.send(ws, this.rematchFragment(dictOf(this.attachment(ws)?.lang), seat));
    }
    return { ok: true, created: true, id: gameId, links: this.rematchLinks(record) };
  }

  private rematchLinks(record: Rematch): GameLinks {
    const { setup } = this.current().creation;
    return {
      hostPath: record.hostPath, watchPath: record.watchPath,
      seats: record.seats.map((path, seat) => ({ seat, name: setup.players[seat]?.name ?? `Seat ${seat + 1}`, path })),
    };
  }

  /**
   * A page's own way into the rematch, asked by the Worker when it renders a finished
   * game's page: a seat gets its own new seat link, the host the new host link, a
   * spectator nothing. Asked per page rather than put into the view, so it can never
   * reach another seat's view, the spectators' or the JSON API's.
   */
  async rematchLinkFor(visitor: Visitor): Promise<RematchLinkResult> {
    const admitted = await this.admit(visitor);
    if (!admitted.ok) return admitted;
    const record = this.rematchRecord();
    if (!record || visitor.kind === 'watch') return { ok: true, path: null };
    return { ok: true, path: visitor.kind === 'host' ? record.hostPath : record.seats[visitor.seat] ?? null };
  }

  // ------------------------------------------------------------------ record

  /**
   * A finished game's record, with its scores turn by turn (a replay of the whole game):
   * made once, as nothing changes after the end.
   */
  private finishedRecord(result: Result): GameRecord {
    const { creation, state } = this.current();
    const key = `${creation.gameId}/${state.version}`;
    if (this.finished?.key === key) return this.finished.record;
    const { setup, seed, deal } = creation;
    // Our own writes, stored as the JSON that was posted.
    const record: GameRecord = { setup, seed, ...(deal ? { deal } : {}), actions: this.store.actions(), result };
    const replayed = replay(record);
    if (replayed.ok) record.scores = replayed.scores;
    this.finished = { key, record };
    return record;
  }

  private finished: { key: string; record: GameRecord } | undefined;

  /**
   * The game record, for any link (a seat, the host, a spectator), only once the game is
   * over: before, the seed would tell every hidden card to come (R13). Reads, never writes.
   */
  async record(visitor: Visitor): Promise<RecordResult> {
    const admitted = await this.admit(visitor);
    if (!admitted.ok) return admitted;
    const { state } = this.current();
    if (!state.result) return { ok: false, status: 409, error: { code: 'not-over', refusal: { key: 'recordNotOver' } } };
    const record = this.finishedRecord(state.result);
    return { ok: true, json: JSON.stringify(record) };
  }
}
