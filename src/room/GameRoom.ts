// The Durable Object of one game: the runtime's hooks (a socket's upgrade and messages,
// the alarm) and the RPC the Worker calls. Each RPC admits its visitor once (admission.ts)
// and hands over to the part that does the work: the sockets, the alarm schedule (notices, bot),
// the moves, a seat's contacts, the chat, the host controls, the expiry, the rematch.
import { DurableObject } from 'cloudflare:workers';
import { viewFor } from '../engine/index.ts';
import type { RoomView } from '../../templates/index.tsx';
import { dictOf, isLang } from '../../templates/i18n/index.ts';
import { chatList } from '../../templates/chat.ts';
import { replacedSections } from '../../templates/sections.ts';
import { refusalText } from '../../templates/refusal.ts';
import { type Admitted, type HostVisitor, type SeatVisitor, admit } from './admission.ts';
import { AlarmSchedule } from './alarmSchedule.ts';
import {
  ChatRoom,
  type HideResult,
  type MuteResult,
  type NotesResult,
  type OlderChatResult,
  type PostResult,
} from './chatRoom.ts';
import { type CreationBudget, takeForRematch } from './budget.ts';
import { replayCheck } from './checks.ts';
import type { PushSubscriptionJson } from './contacts.ts';
import { RoomCore } from './core.ts';
import { newVapidKeys } from './deliver.ts';
import type { Vars } from './env.ts';
import { Expiry, expiryDays } from './expiry.ts';
import { createLive } from './gameInMemory.ts';
import { HostControls, type SeatLinksResult } from './hostControls.ts';
import { askHint, type HintResult } from './hintRoom.ts';
import type {
  ActResult,
  ContactResult,
  CreateInput,
  CreateResult,
  Failure,
  GameLinks,
  OpenResult,
  RematchLinkResult,
  RematchResult,
  ReplayReport,
  StatusResult,
  Visitor,
} from './protocol.ts';
import { endOf, recordOf, type RecordResult, type ReplaySource } from './record.ts';
import { ReadLimit } from './readLimit.ts';
import { Rematches } from './rematch.ts';
import { SeatContacts } from './seatContacts.ts';
import { Sender, senderRoom } from './sending.ts';
import type { Creation } from './store.ts';
import { Moves } from './moves.ts';
import { PlanRoom, type PlanResult } from './planRoom.ts';
import { StandingRoom, type StandingResult } from './standingRoom.ts';
import type { StandingBody } from './standing.ts';
import { GAME_DELETED, LINK_REPLACED, LINK_REPLACED_REASON, PING, PONG, Sockets } from './sockets.ts';
import { statusOf } from './status.ts';
import { RoomWrites } from './writeLimits.ts';
import { type Sweeper, type SweepAnswer, sweeperOf } from './sweeper.ts';
import type { WritesToday } from '../views.ts';

export type RoomStats = {
  rowsWritten: number;
  /** The UTC day's rows counted besides moves, and the writes refused by kind (writeLimits.ts). */
  writesToday: WritesToday;
  alarmsSet: number;
  pushed: number;
  databaseSize: number;
  sockets: number;
  alarms: number;
};

/** Words the server itself reads (a socket's close reason, at most 123 bytes): English. */
const EN = dictOf('en');

/** The bindings (env.ts), with the namespaces of the two kinds of object, typed by their classes. */
export interface Env extends Vars {
  GAMES: DurableObjectNamespace<GameRoom>;
  /** The deployment's one counter of games made per UTC day (budget.ts). */
  BUDGET: DurableObjectNamespace<CreationBudget>;
  /** The deployment's one list of games to look in on at their expiry (sweeper.ts). */
  SWEEPER: DurableObjectNamespace<Sweeper>;
}

export class GameRoom extends DurableObject<Env> {
  private readonly core: RoomCore;
  private readonly sockets: Sockets;
  private readonly alarmSchedule: AlarmSchedule;
  private readonly expiry: Expiry;
  private readonly rematches: Rematches;
  private readonly host: HostControls;
  private readonly seats: SeatContacts;
  private readonly chat: ChatRoom;
  private readonly moves: Moves;
  private readonly plans: PlanRoom;
  private readonly standing: StandingRoom;
  /** How often each link asks for replay steps and analyses (readLimit.ts). */
  private readonly reads = new ReadLimit();
  /** What is sent to the seats and the webhook, and how (sending.ts). */
  private readonly sender: Sender;
  /** Every write besides a move, limited per link and counted in the game's day (writeLimits.ts). */
  private readonly writes: RoomWrites;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const core = new RoomCore(ctx, env);
    this.core = core;
    this.sockets = new Sockets(
      core,
      (t, seat, view, paths) => this.rematches.fragment(t, seat) + (view.chat ? chatList(t, view, paths.self) : ''),
    );
    this.chat = new ChatRoom(core, this.sockets, () => this.alarmSchedule.schedule());
    this.rematches = new Rematches(
      core,
      this.sockets,
      () => takeForRematch(env),
      (id, input) => env.GAMES.get(env.GAMES.idFromName(id)).create(input),
    );
    this.expiry = new Expiry(core, this.sockets, () => this.rematches.forget());
    this.sender = new Sender(senderRoom(core, () => this.alarmSchedule.reschedule()));
    this.alarmSchedule = new AlarmSchedule(
      core,
      this.sender,
      this.expiry,
      (seat, action) => this.moves.apply(seat, action),
      (gameId, due) => sweeperOf(env).watch(gameId, due),
    );
    this.moves = new Moves(core, this.sockets, () => this.alarmSchedule.schedule());
    this.plans = new PlanRoom(core, this.sockets);
    this.standing = new StandingRoom(core, this.sockets, (seat, action) => this.moves.apply(seat, action));
    this.host = new HostControls(core, this.sockets, this.alarmSchedule);
    this.seats = new SeatContacts(core, this.sockets, this.alarmSchedule);
    this.writes = new RoomWrites(
      ctx.storage,
      () => core.store.rowsWritten,
      (rows) => {
        core.store.rowsWritten += rows;
      },
    );
    // A page's heartbeat ("ping", src/client/socket.ts) is answered "pong" by the runtime itself,
    // without waking the object: a quiet game's open pages cost it nothing.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG));
    // A game stored before games expired has no alarm for its expiry yet: it gets one now.
    // Any other keeps the alarm it has: each alarm sets the next as it runs, and a game on
    // the sweeper's list needs none for its expiry (nextAt is then Infinity, nothing set).
    if (core.game.kind === 'game') {
      void ctx.storage.getAlarm().then((alarm) => {
        const next = this.alarmSchedule.nextAt(Date.now());
        return alarm === null && core.game.kind === 'game' && Number.isFinite(next) ? core.setAlarm(next) : undefined;
      });
    }
  }

  /** The one guard every RPC and socket passes: a seat or the host by its link, a spectator (admission.ts). */
  private admit<V extends Visitor>(visitor: V): Promise<Admitted<V> | Failure> {
    return admit(() => this.core.game, this.env.LINK_SECRET, visitor);
  }

  /** An RPC's work, done once `visitor` is admitted (given the game's creation); a refusal as it is. */
  private async admitted<R>(visitor: Visitor, work: (creation: Creation) => R): Promise<Awaited<R> | Failure> {
    const admitted = await this.admit(visitor);
    return admitted.ok ? await work(admitted.creation) : admitted;
  }

  // ------------------------------------------------------------------ the runtime's hooks

  /** WebSocket upgrade, forwarded by the Worker with the visitor in the internal URL. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
      return new Response('Expected a WebSocket', { status: 426 });
    const url = new URL(request.url);
    const seatText = url.searchParams.get('seat');
    const visitor: Visitor =
      seatText === null
        ? { kind: 'watch' }
        : { kind: 'seat', seat: Number(seatText), sig: url.searchParams.get('sig') ?? '' };
    const admitted = await this.admit(visitor);
    // A refused upgrade reads as a lost network to the page, which would try again every
    // few seconds for as long as it stays open: told why, it stops (src/client/socket.ts).
    if (!admitted.ok && admitted.status === 410)
      return this.sockets.refuse(GAME_DELETED, refusalText(EN, admitted.error.refusal));
    // A page of a replaced link that was away when it was replaced (asleep, offline): told as the open ones were.
    if (!admitted.ok && admitted.error.code === 'replaced' && this.core.game.kind === 'game')
      return this.sockets.refuse(
        LINK_REPLACED,
        LINK_REPLACED_REASON,
        replacedSections(dictOf(url.searchParams.get('lang') ?? 'en'), this.core.game.state.version),
      );
    if (!admitted.ok) return new Response(refusalText(EN, admitted.error.refusal), { status: admitted.status });
    if (visitor.kind === 'seat') this.chat.read(visitor.seat);
    return this.sockets.accept(
      admitted.creation.gameId,
      visitor.kind === 'seat' ? visitor : null,
      url.searchParams.get('lang') ?? 'en',
    );
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    this.sockets.message(ws, message, this.core.game.kind === 'game');
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.chat.read(this.sockets.attachment(ws)?.seat);
    this.sockets.closed(ws, code);
  }

  override async alarm(info?: AlarmInvocationInfo): Promise<void> {
    return this.alarmSchedule.alarm(info);
  }

  /** The sweeper looks in at the expiry it listed: the game goes now, or says when it expires since a later move. */
  async sweep(): Promise<SweepAnswer> {
    if (this.core.game.kind !== 'game') return { gone: true };
    const at = this.expiry.expiresAt();
    if (Date.now() < at) return { gone: false, expiresAt: at };
    await this.expiry.expire();
    return { gone: true };
  }

  // ------------------------------------------------------------------ RPC: the game

  async create(input: CreateInput): Promise<CreateResult> {
    const exists: Failure = { ok: false, status: 409, error: { code: 'exists', refusal: { key: 'gameExists' } } };
    if (this.core.game.kind !== 'empty') return exists;
    if (!input.devSecret && !this.env.LINK_SECRET)
      return { ok: false, status: 500, error: { code: 'no-secret', refusal: { key: 'noSecretSign' } } };
    const live = createLive(input, Date.now(), input.localVapid ? await newVapidKeys() : undefined);
    if ('ok' in live) return live;
    // Another create may have run while this one awaited; the check and the write below
    // are in one synchronous stretch, so the object cannot be created twice.
    if (this.core.game.kind !== 'empty') return exists;
    this.core.store.create(live.creation, live, live.history.all());
    this.core.game = live;
    // English is what a game without the row speaks: no row written for it.
    if (input.lang && isLang(input.lang) && input.lang !== 'en') this.core.contacts.setGameLang(input.lang);
    const links = await this.core.links(live.creation);
    if (input.emails?.some((e) => e) && input.origin)
      this.sender.invite(live.creation, links, input.emails, input.origin);
    this.alarmSchedule.schedule();
    return { ok: true, links };
  }

  async open(visitor: Visitor): Promise<OpenResult> {
    return this.admitted(visitor, async (creation): Promise<OpenResult> => {
      if (visitor.kind === 'host') {
        const expiry = { days: expiryDays(this.env.GAME_EXPIRY_DAYS), at: this.expiry.expiresAt() };
        const room = {
          webhook: creation.notify?.webhook ?? null,
          standIns: creation.standIns ?? [],
          givenUp: this.core.contacts.givenUp(),
          unverified: this.core.contacts.unverified(),
          expiry,
          writes: this.writes.budget.report(Date.now()),
        };
        return {
          ok: true,
          view: this.core.withChat(this.core.viewOf(null), 'host'),
          host: await this.core.links(creation),
          room,
        };
      }
      if (visitor.kind === 'watch') return { ok: true, view: this.core.viewOf(null) };
      const lang = this.core.contacts.langOf(visitor.seat);
      return {
        ok: true,
        view: this.chat.ownView(visitor.seat),
        notify: this.seats.notifyOf(creation, visitor.seat),
        ...(lang ? { lang } : {}),
      };
    });
  }

  /** One seat's action: checked, applied, stored, pushed; at most once per view version (moves.ts). */
  async act(visitor: SeatVisitor, action: unknown, version?: number, pageLang?: string): Promise<ActResult> {
    return this.admitted(visitor, (creation) =>
      this.moves.act(creation, visitor.seat, visitor.sig, action, version, pageLang),
    );
  }

  /** PUT {seat}/plan: the seat's move for its next decision, played when it comes if it still means the same. */
  async planMove(visitor: SeatVisitor, action: unknown, version: number): Promise<PlanResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('plan', visitor.seat, () => this.plans.plan(visitor.seat, action, version)),
    );
  }

  /** DELETE {seat}/plan: never refused by the day's budget, as it only takes back what a counted write stored. */
  async cancelPlan(visitor: SeatVisitor): Promise<PlanResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('plan', visitor.seat, () => this.plans.cancel(visitor.seat), false),
    );
  }

  /** PUT {seat}/standing: the seat's standing choices changed, played at every decision they cover. */
  async setStanding(visitor: SeatVisitor, body: StandingBody): Promise<StandingResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('plan', visitor.seat, () => this.standing.set(visitor.seat, body)),
    );
  }

  /**
   * GET {link}/status: a few public facts for the home page's list (status.ts), from the
   * spectator's view without its history; `lang`, the language of its time left.
   */
  async status(visitor: Visitor, lang = 'en'): Promise<StatusResult> {
    return this.admitted(visitor, () => {
      // The clock but no scores: a line of the home page needs none.
      const view = this.core.shown(this.core.withClock(viewFor(this.core.current().state, null)));
      return { ok: true, status: statusOf(dictOf(lang), view, visitor.kind === 'seat' ? visitor.seat : null) };
    });
  }

  /**
   * The game record, for any link, once the game is over, by its end or its host's (record.ts). Reads, never writes.
   */
  async record(visitor: Visitor): Promise<RecordResult> {
    return this.admitted(visitor, () =>
      recordOf(
        endOf(this.core.current().state, this.core.ended()),
        (end) => this.core.over(end),
        () => this.core.chatOf(visitor.kind),
      ),
    );
  }

  /**
   * A game over's record for its replay steps and analyses (the Worker's replayCache.ts):
   * counted per link (readLimit.ts), then its key (the game, its version, how it ended),
   * and the record, without the chat, only if the Worker holds none of that key (`known`).
   */
  async replaySource(visitor: Visitor, known: readonly string[] = []): Promise<ReplaySource> {
    return this.admitted(visitor, (creation): ReplaySource => {
      const limited = this.reads.take(visitor, Date.now());
      if (limited) return limited;
      const { state } = this.core.current();
      const end = endOf(state, this.core.ended());
      if (!end) return { ok: false, status: 409, error: { code: 'not-over', refusal: { key: 'recordNotOver' } } };
      const key = `${creation.gameId}/${state.version}/${'ended' in end ? 'ended' : 'result'}`;
      return known.includes(key) ? { ok: true, key } : { ok: true, key, json: JSON.stringify(this.core.over(end)) };
    });
  }

  // ------------------------------------------------------------------ RPC: a seat's own contacts (seatContacts.ts)

  async subscribePush(visitor: SeatVisitor, sub: PushSubscriptionJson): Promise<ContactResult> {
    return this.admitted(visitor, (creation) =>
      this.writes.admit('push', visitor.seat, () => this.seats.subscribePush(creation, visitor.seat, sub)),
    );
  }

  /** One browser of the seat (its endpoint), or all of them. */
  async unsubscribePush(visitor: SeatVisitor, endpoint?: string): Promise<ContactResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('push', visitor.seat, () => this.seats.unsubscribePush(visitor.seat, endpoint), false),
    );
  }

  async setMail(visitor: SeatVisitor, address: string): Promise<ContactResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('mail', visitor.seat, () => this.seats.setMail(visitor.seat, address)),
    );
  }

  async stopMail(visitor: SeatVisitor): Promise<ContactResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('mail', visitor.seat, () => this.seats.stopMail(visitor.seat), false),
    );
  }

  async setSeatLang(visitor: SeatVisitor, lang: string): Promise<ContactResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('lang', visitor.seat, () => this.seats.setLang(visitor.seat, lang)),
    );
  }

  // ------------------------------------------------------------------ RPC: the chat and the notes (chatRoom.ts)

  async postChat(visitor: SeatVisitor, text: string): Promise<PostResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('chat', visitor.seat, () => this.chat.post(visitor.seat, text)),
    );
  }

  /** GET {link}/chat?before=ID: a page of the messages older than `before`, for whoever reads the chat. */
  async olderChat(visitor: Visitor, before: number): Promise<OlderChatResult> {
    return this.admitted(visitor, (): OlderChatResult => {
      const page = this.core.olderChat(visitor.kind, before);
      if (!page) return { ok: false, status: 404, error: { code: 'not-found', refusal: { key: 'notFound' } } };
      const lang = visitor.kind === 'seat' ? this.core.contacts.langOf(visitor.seat) : undefined;
      return { ok: true, ...page, ...(lang ? { lang } : {}) };
    });
  }

  async saveNotes(visitor: SeatVisitor, text: string): Promise<NotesResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('notes', visitor.seat, () => this.chat.saveNotes(visitor.seat, text)),
    );
  }

  async hideChat(visitor: HostVisitor, id: number): Promise<HideResult> {
    return this.admitted(visitor, () => this.writes.admit('moderation', 'host', () => this.chat.hide(id)));
  }

  async muteSeat(visitor: HostVisitor, seat: number, on: boolean): Promise<MuteResult> {
    return this.admitted(visitor, (creation) =>
      this.writes.admit('moderation', 'host', () => this.chat.mute(creation, seat, on)),
    );
  }

  /** POST {seat}/hint, in a learning game (hints.ts). */
  async askHint(visitor: SeatVisitor): Promise<HintResult> {
    return this.admitted(visitor, () =>
      this.writes.admit('hint', visitor.seat, () => askHint(this.core, this.sockets, visitor.seat)),
    );
  }

  // ------------------------------------------------------------------ RPC: the host's (hostControls.ts, rematch.ts,
  // checks.ts)

  async replaceSeatLink(visitor: HostVisitor, seat: number): Promise<SeatLinksResult> {
    return this.admitted(visitor, (creation) =>
      this.writes.admit('links', 'host', () => this.host.replaceSeatLink(creation, seat)),
    );
  }

  async replaceHostLink(visitor: HostVisitor): Promise<{ ok: true; links: GameLinks } | Failure> {
    return this.admitted(visitor, (creation) =>
      this.writes.admit('links', 'host', () => this.host.replaceHostLink(creation)),
    );
  }

  async endGame(visitor: HostVisitor): Promise<{ ok: true; view: RoomView } | Failure> {
    return this.admitted(visitor, () => this.writes.admit('controls', 'host', () => this.host.endGame()));
  }

  /** The game's webhook (null: none); the spectator link it gives is made from `origin`. */
  async setWebhook(visitor: HostVisitor, webhook: string | null, origin: string): Promise<OpenResult> {
    return this.admitted(visitor, (creation) =>
      this.writes.admit('controls', 'host', () => this.host.setWebhook(creation, webhook, origin)),
    );
  }

  async setStandIn(visitor: HostVisitor, seat: number, on: boolean): Promise<SeatLinksResult> {
    return this.admitted(visitor, (creation) =>
      this.writes.admit('controls', 'host', () => this.host.setStandIn(creation, seat, on)),
    );
  }

  async setPaused(visitor: HostVisitor, paused: boolean): Promise<OpenResult> {
    return this.admitted(visitor, (creation) =>
      this.writes.admit('controls', 'host', () => this.host.setPaused(creation, paused)),
    );
  }

  /** POST {host link}/rematch, once the game is over: made once, answered the same after. */
  async rematch(visitor: HostVisitor): Promise<RematchResult> {
    return this.admitted(visitor, (creation) => this.rematches.rematch(creation));
  }

  /**
   * A page's own way into the rematch, asked by the Worker when it renders a finished
   * game's page. Asked per page rather than put into the view, so it can never reach
   * another seat's view, the spectators' or the JSON API's.
   */
  async rematchLinkFor(visitor: Visitor): Promise<RematchLinkResult> {
    return this.admitted(visitor, () => this.rematches.linkFor(visitor));
  }

  /** Host-only admin check: the stored log replays to the stored state (checks.ts). */
  async adminCheck(visitor: HostVisitor): Promise<(ReplayReport & { stats: RoomStats }) | Failure> {
    return this.admitted(visitor, () => ({ ...this.replayCheck(), stats: this.stats() }));
  }

  // ------------------------------------------------------------------ checks (tests, bench)

  replayCheck(): ReplayReport {
    return replayCheck(this.core.store, this.core.game);
  }

  /**
   * Since this instance started: rows written as billed (SQLite's, and each alarm set), socket messages pushed; and the
   * database size.
   */
  stats(): RoomStats {
    const { store, ctx } = this.core;
    return {
      rowsWritten: store.rowsWritten,
      writesToday: this.writes.budget.report(Date.now()),
      alarmsSet: this.core.alarmsSet,
      pushed: this.sockets.pushed,
      databaseSize: ctx.storage.sql.databaseSize,
      sockets: ctx.getWebSockets().length,
      alarms: this.alarmSchedule.alarms,
    };
  }
}
