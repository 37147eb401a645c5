// What every part of a game's object reads: the game in memory, its tables (the game's,
// the contacts', the host's marks), and the views it shows, with the room's clock and
// the host's end. GameRoom holds one; the parts (sockets, alarm schedule, host controls…) share it.
import { logFor, viewFor, type View } from '../engine/index.ts';
import type { SinceFacts } from '../../templates/sections.ts';
import type { RoomView } from '../../templates/index.tsx';
import type { Role } from './signedLinks.ts';
import { gameLinks, sign } from './admission.ts';
import { ChatStore, pageOf, type ChatPage } from './chat.ts';
import { canonical } from './checks.ts';
import type { ChatEntry } from '../views.ts';
import { Contacts } from './contacts.ts';
import { HintStore } from './hints.ts';
import { PlanStore, planOffer } from './plans.ts';
import { passesIn, standingShown } from './standing.ts';
import { StandingStore } from './standingStore.ts';
import type { Vars } from './env.ts';
import { type Game, wake } from './gameInMemory.ts';
import { type Episode, deadlineOf, episodes } from './waiting.ts';
import type { Failure, GameLinks } from './protocol.ts';
import { endOf, type GameEnd, type GameRecord } from './record.ts';
import { overRecord } from './replayed.ts';
import type { Live } from './step.ts';
import { RoomMarks, Store, type Creation, type Ended } from './store.ts';

export class RoomCore {
  /** Replaced, with what it keeps in memory, when the game is deleted (expiry.ts). */
  store: Store;
  /** How the seats are reached (push, mail) and the sends waiting for another try: contacts.ts. */
  contacts: Contacts;
  /** The chat, its mutes, read marks and the seats' notes (chat.ts): beside the game, never in its state. */
  chat: ChatStore;
  /** The hints asked in a learning game (hints.ts). */
  hints: HintStore;
  /** Each seat's planned move, or why its last one was dropped (plans.ts): in its own views alone. */
  plans: PlanStore;
  /** Each seat's standing choices (standing.ts): in its own views alone. */
  standing: StandingStore;
  game: Game;
  /** The host's end, read from storage the first time it is asked for (undefined: not read yet). */
  private endedMark: Ended | null | undefined;

  constructor(
    readonly ctx: DurableObjectState,
    readonly env: Vars,
  ) {
    this.store = new Store(ctx.storage);
    this.contacts = new Contacts(ctx.storage, (rows) => {
      this.store.rowsWritten += rows;
    });
    this.chat = new ChatStore(ctx.storage, (rows) => {
      this.store.rowsWritten += rows;
    });
    this.hints = new HintStore(ctx.storage, (rows) => {
      this.store.rowsWritten += rows;
    });
    this.plans = new PlanStore(ctx.storage, (rows) => {
      this.store.rowsWritten += rows;
    });
    this.standing = new StandingStore(ctx.storage, (rows) => {
      this.store.rowsWritten += rows;
    });
    // Synchronous SQLite: the game is in memory before any request is delivered.
    this.game = wake(this.store.load());
  }

  /**
   * After the game's deletion: what the tables' readers kept in memory went with them (the count of rows written
   * stays).
   */
  reset(): void {
    const rows = this.store.rowsWritten;
    this.store = new Store(this.ctx.storage);
    this.store.rowsWritten = rows;
    this.contacts = new Contacts(this.ctx.storage, (n) => {
      this.store.rowsWritten += n;
    });
    this.chat = new ChatStore(this.ctx.storage, (n) => {
      this.store.rowsWritten += n;
    });
    this.hints = new HintStore(this.ctx.storage, (n) => {
      this.store.rowsWritten += n;
    });
    this.plans = new PlanStore(this.ctx.storage, (n) => {
      this.store.rowsWritten += n;
    });
    this.standing = new StandingStore(this.ctx.storage, (n) => {
      this.store.rowsWritten += n;
    });
    this.endedMark = undefined;
  }

  /** Alarms set since this instance started (each also one of `store.rowsWritten`). */
  alarmsSet = 0;

  /**
   * The object's one alarm, set: Cloudflare bills each setAlarm() as a row written
   * (Durable Objects pricing), so it is counted with the tables' rows.
   */
  setAlarm(at: number): Promise<void> {
    this.alarmsSet++;
    this.store.rowsWritten++;
    return this.ctx.storage.setAlarm(at);
  }

  current(): Live {
    if (this.game.kind !== 'game') throw new Error('no game');
    return this.game;
  }

  sign(creation: Creation, role: Role): Promise<string> {
    return sign(creation, this.env.LINK_SECRET, role);
  }

  links(creation: Creation): Promise<GameLinks> {
    return gameLinks(creation, this.env.LINK_SECRET);
  }

  /**
   * What one seat (null: a spectator) may see now, its history included, with the room's clock, end, chat and hints.
   */
  viewOf(seat: number | null): RoomView {
    const { state, history } = this.current();
    return this.withChat(
      this.shown(this.withRoom(viewFor(state, seat, history.all()))),
      seat === null ? 'watch' : 'seat',
    );
  }

  /**
   * A seat's page's view (its page, a fresh render on its socket): with `since`, the
   * version of the seat's own last action, when others acted after it. Read from its
   * stored actions; the panel it opens lists only its own view's log, so it shows nothing
   * the seat could not read in its log.
   */
  pageView(seat: number | null): RoomView {
    const view = this.viewOf(seat);
    if (seat === null) return view;
    const since = this.store.lastActionOf(seat);
    return view.log.some((e) => e.version > since) ? { ...view, since } : view;
  }

  /**
   * What a seat's "since your last move" panel lists, for a page kept live: the same as
   * its page would open with (pageView), without making the rest of its view.
   */
  sinceOf(seat: number): SinceFacts {
    const { state, history } = this.current();
    const since = this.store.lastActionOf(seat);
    const log = logFor(history.since(since), seat);
    const players = state.players.map((p) => ({ name: p.name }));
    return { seat, version: state.version, players, log, ...(log.length ? { since } : {}) };
  }

  /** Whether `who` reads the chat: seats and the host always, spectators if the host chose so at creation. */
  readsChat(who: 'seat' | 'watch' | 'host'): boolean {
    return who !== 'watch' || !!this.current().creation.spectatorsSeeChat;
  }

  private names(): string[] {
    return this.current().creation.setup.players.map((p) => p.name);
  }

  /** The whole chat as `who` may read it (the record after the end); null: not at all. */
  chatOf(who: 'seat' | 'watch' | 'host'): ChatEntry[] | null {
    return this.readsChat(who) ? this.chat.entries(this.names()) : null;
  }

  /** The messages older than `before`, a page of them, as `who` may read them; null: not at all. */
  olderChat(who: 'seat' | 'watch' | 'host', before: number): ChatPage | null {
    return this.readsChat(who) ? pageOf(this.chat.rows(), this.names(), before) : null;
  }

  /**
   * The one helper that adds the chat to a view handed out (never the notes: a seat's own
   * page's alone, chatRoom.ts): its newest messages (chat.ts, CHAT_PAGE), and whether
   * older ones exist. A seat's view of a game that never chatted and muted nobody is the
   * one it always was (its page shows the chat's panel all the same); the host's, and the
   * spectators' when they read the chat, always carry it, if empty.
   */
  withChat<V extends RoomView>(view: V, who: 'seat' | 'watch' | 'host'): V {
    if (!this.readsChat(who)) return view;
    const { entries: chat, more } = this.chat.newest(this.names());
    const muted = [...this.chat.muted()].sort((a, b) => a - b);
    if (who === 'seat' && !chat.length && !muted.length) return view;
    return { ...view, chat, chatMuted: muted, ...(more ? { chatMore: true as const } : {}) };
  }

  /**
   * A view as pages get it: with the room's clock, the scores turn by turn of a game over
   * for its result's chart (scores.ts), a learning game's hints, the game's title, a seat's own hand-over to the
   * stand-in, and its own plan.
   */
  withRoom(given: View, game: Game = this.game): RoomView {
    const view = this.withPlan(this.withClock(given, game), game);
    if (game.kind !== 'game') return view;
    // Kept as the game went; a game stored before they were kept replays itself once.
    const end = endOf(game.state, this.ended());
    const scores = end ? (game.scores ?? this.over(end).scores) : undefined;
    // A learning game's hints, read by every page's log and the seat's decision panel.
    const hints = game.creation.hints ? this.hints.asked() : undefined;
    const { title } = game.creation;
    // Its own seat handed to the stand-in, which a seat's page says instead of offering a decision.
    const standIn = view.seat !== null && !!game.creation.standIns?.includes(view.seat);
    // Its own standing choices (standing.ts), while the game asks anything: absent when all are off, or the pass was
    // for a turn over. Never in a spectator's view.
    const standing = view.seat === null || end ? null : standingShown(this.standing.of(view.seat), view.turn);
    if (!scores && !hints && !title && !standIn && !standing) return view;
    return {
      ...view,
      ...(scores ? { scores } : {}),
      ...(hints ? { hints } : {}),
      ...(title ? { title } : {}),
      ...(standIn ? { standIn: true as const } : {}),
      ...(standing ? { standing } : {}),
    };
  }

  /**
   * A seat's view with its planned move, or why its last plan was dropped, until the seat acts after the drop
   * (plans.ts). Only ever the seat's own view: a spectator's (seat null) never carries one.
   */
  private withPlan(view: View, game: Game): RoomView {
    if (view.seat === null || game.kind !== 'game') return view;
    const shown = this.plans.shown(view.seat);
    const plan = shown && 'dropped' in shown && this.store.lastActionOf(view.seat) > shown.version ? null : shown;
    // A plan waiting is shown with its Cancel; otherwise the page offers to plan the seat's next decision.
    const passing = passesIn(this.standing.of(view.seat), view.turn);
    const offer = plan && 'action' in plan ? null : planOffer(view, view.seat, game.state, passing);
    if (!plan && !offer) return view;
    return { ...view, ...(plan ? { plan } : {}), ...(offer ? { planOffer: offer } : {}) };
  }

  /** A view with the room's clock, when the game has a time per move (the engine knows none), and its bots. */
  withClock(given: View, game: Game = this.game): View {
    // The seats its bot plays are the room's to say too.
    const bots = game.kind === 'game' ? game.creation.bots : undefined;
    const view = bots?.some((b) => b) ? { ...given, bots } : given;
    const moveSeconds = game.kind === 'game' ? (game.creation.moveSeconds ?? 0) : 0;
    if (!moveSeconds || game.kind !== 'game' || game.state.result) return view;
    const now = Date.now();
    const pauses = this.store.pauses();
    const deadlines: (number | null)[] = game.state.players.map(() => null);
    for (const e of episodes(game)) deadlines[e.seat] = deadlineOf(this.startOf(e), moveSeconds, pauses, now);
    return { ...view, clock: { moveSeconds, paused: pauses.some((p) => p.to === null), deadlines, now } };
  }

  /**
   * The record of a game over, with its scores (a replay of the whole game): made once, as nothing changes after the
   * end.
   */
  over(end: GameEnd): GameRecord {
    const { creation, state, scores } = this.current();
    const key = `${creation.gameId}/${state.version}/${'ended' in end}`;
    if (this.overRecord?.key !== key)
      this.overRecord = { key, record: overRecord(creation, end, this.store.actions(), scores) };
    return this.overRecord.record;
  }

  private overRecord: { key: string; record: GameRecord } | undefined;

  /** When a waiting episode began: the time its version was stored (or the game created). */
  startOf(e: Episode): number {
    return this.store.timeOf(e.since) ?? this.current().creation.createdAt;
  }

  /** A page's language: its seat's own choice, kept here, or what its browser asked for. */
  pageLang(seat: number | null, requested: string): string {
    return (seat === null ? null : this.contacts.langOf(seat)) ?? requested;
  }

  // The host's marks (host controls): a new creation (its links' generations, the webhook,
  // the stand-ins) and the host's end.

  private get marks(): RoomMarks {
    return new RoomMarks(this.ctx.storage, (rows) => {
      this.store.rowsWritten += rows;
    });
  }

  ended(): Ended | null {
    if (this.endedMark === undefined) this.endedMark = this.game.kind === 'game' ? this.marks.ended() : null;
    return this.endedMark;
  }

  /** Whether the host's pause lasts now. */
  paused(): boolean {
    return this.store.pauses().some((p) => p.to === null);
  }

  /** A seat's request refused, answered with its view as it is now. */
  refuse(seat: number, status: Failure['status'], error: Failure['error']): Failure {
    return { ok: false, status, error, view: this.viewOf(seat) };
  }

  /** Why nothing more may be asked of or set for a seat (null: it may): the host ended the game, or it is over. */
  closedTo(seat: number): Failure | null {
    if (this.ended()) return this.refuse(seat, 409, { code: 'ended', refusal: { key: 'ended' } });
    if (this.current().state.result) return this.refuse(seat, 409, { code: 'over', refusal: { key: 'gameOver' } });
    return null;
  }

  /**
   * Whether nothing may be set now that would act for the seat (a plan, a standing choice turned on): its seat handed
   * to the stand-in, or the game paused.
   */
  handedOverOrPaused(seat: number): boolean {
    return (this.current().creation.standIns ?? []).includes(seat) || this.paused();
  }

  end(ended: Ended): void {
    this.marks.saveEnded(ended);
    this.endedMark = ended;
  }

  /** After the host's end nobody is asked anything: the rules' prompt gives way to the end. */
  shown(view: View): RoomView {
    const ended = this.ended();
    if (!ended) return view;
    return { ...view, waitingFor: [], decision: null, prompt: { kind: 'over' }, ended };
  }

  /** A new generation signs new links; the stored copy is what admission checks after a restart. */
  saveCreation(creation: Creation): void {
    // The same again (a webhook set as it was, a seat handed over twice): no row written.
    if (canonical(creation) === canonical(this.current().creation)) return;
    this.marks.saveCreation(creation);
    this.game = { ...this.current(), creation };
  }
}
