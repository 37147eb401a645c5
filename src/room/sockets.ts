// The pages connected to a game: its sockets (the Hibernation API: the object may sleep
// while they stay open), what each is pushed after an action, and the limits that keep
// one visitor from holding the object's sockets or flooding it.
import * as z from 'zod/mini';
import type { View } from '../engine/index.ts';
import type { PagePaths, RoomView } from '../../templates/index.tsx';
import { freshSections, replacedSections, type SinceFacts, sinceSection } from '../../templates/sections.ts';
import { dictOf, type Dict } from '../../templates/i18n/index.ts';
import { seatPath, watchPath } from './signedLinks.ts';
import { updatesFor, updatesFrom } from './updates.ts';

/** The page's heartbeat and its answer (src/client/socket.ts), answered by the runtime's auto-response. */
export const PING = 'ping';
export const PONG = 'pong';

/** Close code of a socket whose link the host replaced (4000-4999: the application's own). */
export const LINK_REPLACED = 4001;
/** Its close reason (the page words it itself, src/client/badge.ts). */
export const LINK_REPLACED_REASON = 'This link was replaced by the host.';
/** Close code of every socket of a game its expiry deleted (as HTTP's 410 Gone). */
export const GAME_DELETED = 4010;
/** Close code of a seat's pages when its player chose another language: they load again in it. */
export const LANG_CHANGED = 4003;
/** Close code of a page shut out: too many pages on one seat (its oldest), or on the spectators' link (the newest). */
export const TOO_MANY_PAGES = 4002;
/** Close code of a page that sent more than it may (src/client/socket.ts asks a sync every few seconds at most). */
export const TOO_CHATTY = 4008;

/** A player's phones, tablets and desktops, a few tabs each. */
export const MAX_SOCKETS_PER_SEAT = 8;
/** The spectators' link is public: a cap, so one visitor cannot hold the object's sockets. */
export const MAX_SPECTATOR_SOCKETS = 64;
/** Messages a page may send a minute (its pings are answered by the runtime and never counted). */
export const MAX_MESSAGES_PER_MINUTE = 30;

/** What a socket keeps, so a push can render its page without asking anyone: the page's paths and language. */
const AttachmentSchema = z.object({
  seat: z.nullable(z.int()),
  paths: z.object({ self: z.string(), actions: z.nullable(z.string()), ws: z.string() }),
  /**
   * The page's language (a seat's own choice, else what its browser asked for); absent on sockets older than languages:
   * English.
   */
  lang: z.optional(z.string()),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** A page the room renders for: its paths and its language. */
export type Page = { paths: PagePaths; lang?: string | undefined };

export const tagOf = (seat: number | null) => (seat === null ? 'watch' : `seat:${seat}`);

/** A seat's page paths, as the Worker gives them to the page (its forms post to `actions`). */
export function seatPagePaths(gameId: string, seat: number, sig: string): PagePaths {
  const self = seatPath(gameId, seat, sig);
  return { self, actions: `${self}/actions`, ws: `${self}/ws` };
}

export const watchPagePaths = (gameId: string): PagePaths => ({
  self: watchPath(gameId),
  actions: null,
  ws: `${watchPath(gameId)}/ws`,
});

/**
 * Messages per socket in the current minute. In memory only: hibernation forgets it,
 * which only ever lets a page off, and an object that sleeps is not being flooded.
 */
export class MessageBudget {
  private heard = new WeakMap<object, { since: number; count: number }>();

  /** Counts one message; true once the socket sent more than it may this minute. */
  chatty(ws: object, now: number): boolean {
    const seen = this.heard.get(ws);
    const minute = seen && now - seen.since < 60_000 ? seen : { since: now, count: 0 };
    minute.count++;
    this.heard.set(ws, minute);
    return minute.count > MAX_MESSAGES_PER_MINUTE;
  }
}

/** What the sockets read of their room: the runtime's sockets, and its views. */
export type SocketRoom = {
  ctx: Pick<DurableObjectState, 'getWebSockets' | 'acceptWebSocket'>;
  viewOf(seat: number | null): RoomView;
  /** A page's view on a fresh render: a seat's with what happened since its last move. */
  pageView(seat: number | null): RoomView;
  /** What a seat's "since your last move" panel lists now, for an update. */
  sinceOf(seat: number): SinceFacts;
  pageLang(seat: number | null, requested: string): string;
};

/** `make`, asked at most once per seat (null: the spectators). */
function oncePerSeat<V>(make: (seat: number | null) => V): (seat: number | null) => V {
  const made = new Map<number | null, V>();
  return (seat) => {
    if (!made.has(seat)) made.set(seat, make(seat));
    return made.get(seat)!;
  };
}

function close(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closing.
  }
}

export class Sockets {
  /** Messages pushed on sockets since this instance started (the bench). */
  pushed = 0;
  /**
   * Per kind of page (a seat, or the spectators), the view its pages were last sent: the
   * next update is the difference from it (updates.ts). Kept in memory only: after
   * hibernation it is gone (see push).
   */
  private sent = new Map<string, View>();
  private readonly budget = new MessageBudget();

  /** `extra`: what a page's fresh render adds for its seat and view (its rematch link, the chat). */
  constructor(
    private readonly room: SocketRoom,
    private readonly extra: (t: Dict, seat: number | null, view: RoomView, paths: PagePaths) => string,
  ) {}

  /**
   * Each connected page gets its own update: what changed since the view its kind of page
   * was last sent, made once per kind and sent to all its sockets. Returns the update of
   * the `answer` page (the acting seat's htmx post), the same string its sockets got.
   * `before`: the views of the version before, for a kind of page whose last view this
   * object never knew or forgot (it slept with the pages open): they were sent that
   * version, so the update starts from it rather than from nothing, a few sections rather
   * than the whole page with its whole log. A page that missed it sees the update's base
   * is not its version and asks for a fresh render (src/client/socket.ts).
   */
  push(
    views: View[],
    answer?: Page & { seat: number; version?: number | undefined },
    before?: (seat: number | null) => View,
  ): string | undefined {
    const rendered = new Map<string, string>();
    const sent = new Map<string, View>();
    // Each kind of page's view before, and its whole view, made at most once a push.
    const beforeOf = before ? oncePerSeat(before) : () => null;
    const wholeOf = oncePerSeat((seat) => this.room.pageView(seat));
    const sinceOf = oncePerSeat((seat) => (seat === null ? null : this.room.sinceOf(seat)));
    // `holds`: the version the answer page posted from, when the object cannot know it otherwise.
    const update = (seat: number | null, { paths, lang }: Page, holds?: number) => {
      const tag = tagOf(seat);
      let from = this.sent.get(tag) ?? beforeOf(seat);
      if (holds !== undefined && !this.sent.has(tag) && from?.version !== holds) from = null;
      const key = `${tag}|${paths.self}|${lang ?? ''}|${from?.version ?? ''}`;
      let html = rendered.get(key);
      if (html === undefined) {
        // An update reads only the recent log the step's views carry (step.ts updateView); a
        // fresh render shows the whole log, from the room's own view.
        const known = sent.get(tag) ?? (seat === null ? undefined : views[seat]);
        const partial = !!known && updatesFrom(from, known);
        const view = partial ? known : wholeOf(seat);
        html = updatesFor(dictOf(lang), from, view, paths);
        // A seat's panel of what happened since its last move follows every move, its own
        // included (which empties it), as a fresh render of the page would show it.
        const since = sinceOf(seat);
        if (partial && since) html += sinceSection(dictOf(lang), since);
        rendered.set(key, html);
        if (!sent.has(tag)) sent.set(tag, view);
      }
      return html;
    };
    for (const ws of this.room.ctx.getWebSockets()) {
      const att = this.attachment(ws);
      if (att) this.send(ws, update(att.seat, att));
    }
    const fragments = answer ? update(answer.seat, answer, answer.version) : undefined;
    // A kind of page left out now has no page holding this version: it starts again from whole sections.
    this.sent = sent;
    return fragments;
  }

  send(ws: WebSocket, text: string): void {
    try {
      ws.send(text);
      this.pushed++;
    } catch {
      // A socket closing under us is no error: the page reconnects and re-syncs.
    }
  }

  /**
   * A message beside the game's updates (a chat item, a hint's line) for every page that
   * `render` gives one (null: none), made once per seat and language.
   */
  tell(render: (t: Dict, seat: number | null) => string | null): void {
    const rendered = new Map<string, string | null>();
    for (const ws of this.room.ctx.getWebSockets()) {
      const att = this.attachment(ws);
      if (!att) continue;
      const key = `${att.seat}|${att.lang ?? ''}`;
      if (!rendered.has(key)) rendered.set(key, render(dictOf(att.lang), att.seat));
      const html = rendered.get(key);
      if (html) this.send(ws, html);
    }
  }

  /** Each open page of a seat (null: the spectators'), with its language. */
  pagesOf(seat: number | null): { ws: WebSocket; lang: string | undefined }[] {
    return this.room.ctx.getWebSockets(tagOf(seat)).map((ws) => ({ ws, lang: this.attachment(ws)?.lang }));
  }

  /** A seat's own open pages drawn afresh (its plan or standing choices changed): nobody else's page changes. */
  redraw(seat: number): void {
    for (const { ws } of this.pagesOf(seat)) {
      const att = this.attachment(ws);
      if (att) this.send(ws, this.render(att));
    }
  }

  attachment(ws: WebSocket): Attachment | null {
    const parsed = AttachmentSchema.safeParse(ws.deserializeAttachment());
    return parsed.success ? parsed.data : null;
  }

  /** A fresh render of every section: the page holds the current version, which the next update starts from. */
  render(att: Attachment): string {
    const view = this.room.pageView(att.seat);
    this.sent.set(tagOf(att.seat), view);
    return freshSections(dictOf(att.lang), view, att.paths) + this.extra(dictOf(att.lang), att.seat, view, att.paths);
  }

  /**
   * A refused upgrade, said on a socket closed at once: a page told why stops trying again (src/client/socket.ts).
   * `last`: a message the page takes first (its decision panel saying why).
   */
  refuse(code: number, reason: string, last?: string): Response {
    const pair = new WebSocketPair();
    this.room.ctx.acceptWebSocket(pair[1], ['refused']);
    if (last !== undefined) this.send(pair[1], last);
    pair[1].close(code, reason);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /**
   * A visitor let in: its socket, tagged with its kind of page, and a fresh render. `lang`: what its browser asked for.
   */
  accept(gameId: string, visitor: { seat: number; sig: string } | null, lang: string): Response {
    const seat = visitor ? visitor.seat : null;
    const paths = visitor ? seatPagePaths(gameId, visitor.seat, visitor.sig) : watchPagePaths(gameId);
    const att: Attachment = { seat, paths, lang: this.room.pageLang(seat, lang) };
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    const open = this.room.ctx.getWebSockets(tagOf(seat));
    if (seat === null && open.length >= MAX_SPECTATOR_SOCKETS) {
      // The newest is refused: older spectators were there first, whoever opened this one.
      this.room.ctx.acceptWebSocket(server, ['refused']);
      server.close(TOO_MANY_PAGES, 'Too many pages are watching this game: try again later.');
      return new Response(null, { status: 101, webSocket: client });
    }
    // A seat's own pages: the oldest gives way (a phone that lost its network leaves one behind).
    for (const old of seat === null ? [] : open.slice(0, Math.max(0, open.length - MAX_SOCKETS_PER_SEAT + 1))) {
      close(old, TOO_MANY_PAGES, 'This seat has too many pages open: this one was closed. Reload it to play here.');
    }
    // Hibernation API: the object may sleep while sockets stay open, so an idle game costs nothing.
    this.room.ctx.acceptWebSocket(server, [tagOf(seat)]);
    server.serializeAttachment(att);
    // A fresh render on every connect: a page that lost its socket catches up by itself.
    this.send(server, this.render(att));
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * A page says "sync" (src/client/socket.ts, after a wake or a missed push): it gets a fresh
   * render. Its heartbeat "ping" is answered "pong" by the auto-response and never
   * reaches here (answered here too, should it ever). Actions come by HTTP only, so
   * anything else is ignored. `live`: whether there is a game to render.
   */
  message(ws: WebSocket, message: string | ArrayBuffer, live: boolean): void {
    if (this.budget.chatty(ws, Date.now())) {
      close(ws, TOO_CHATTY, 'This page sent too many messages: reload it.');
      return;
    }
    if (message === PING) {
      this.send(ws, PONG);
      return;
    }
    if (message !== 'sync') return;
    const att = this.attachment(ws);
    if (!att || !live) return;
    this.send(ws, this.render(att));
  }

  /** The runtime's close handshake, answered (1005 and 1006 may not be sent back). */
  closed(ws: WebSocket, code: number): void {
    close(ws, code === 1005 || code === 1006 ? 1000 : code, 'bye');
  }

  /**
   * A seat's pages made again as a fresh render of each (its view changed with the version: the host handed the seat
   * to the stand-in), its sections unchanged left alone by the page as a sync's are.
   */
  refresh(seat: number): void {
    for (const ws of this.room.ctx.getWebSockets(tagOf(seat))) {
      const att = this.attachment(ws);
      if (att) this.send(ws, this.render(att));
    }
  }

  /**
   * The pages of a seat's replaced link: each told so in its own language (its status line at `version` and its
   * decision panel: templates/sections.ts replacedSections), then closed, so that it stops reconnecting.
   */
  closeReplaced(seat: number, version: number): void {
    for (const ws of this.room.ctx.getWebSockets(tagOf(seat))) {
      this.send(ws, replacedSections(dictOf(this.attachment(ws)?.lang), version));
      close(ws, LINK_REPLACED, LINK_REPLACED_REASON);
    }
  }

  /** Closes every page of one seat (null: the spectators'; undefined: every page). */
  closeAll(seat: number | null | undefined, code: number, reason: string): void {
    for (const ws of seat === undefined ? this.room.ctx.getWebSockets() : this.room.ctx.getWebSockets(tagOf(seat)))
      close(ws, code, reason);
  }

  /** The game was deleted: no page holds any of its versions. */
  forget(): void {
    this.sent.clear();
  }
}
