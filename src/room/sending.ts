// What a game sends to the outside, from its alarm: the notices and
// reminders of waiting episodes as sends (webhook, push, mail), the host's invitations,
// and the delivery of every send, with its retries. Each send is tried at once; only a
// failure is written (contacts.ts's outbox), so a notification costs few rows.
// The alarm waits for its sends a moment at most (SETTLE_WAIT_MS), never for a slow
// endpoint: the bots, the clocks and the expiry keep their time however slow
// one is. Sends that settle within the moment are settled inside the alarm, which the
// runtime runs again should the object stop before it ends: no lease of its own to set.
import type { RoomView } from '../../templates/theme.ts';
import { dictOf, type Dict } from '../../templates/i18n/index.ts';
import { seatPath, type Role } from './signedLinks.ts';
import { type Contacts, type Send, OUTBOUND_PER_HOUR, SEND_LEASE_MS } from './contacts.ts';
import { localEndpoints, outsideUrlRefusal } from './outsideUrl.ts';
import { type Outcome, mailerOf, sendMail, sendPush, sendWebhook, vapidOf } from './deliver.ts';
import type { Vars } from './env.ts';
import { unreadCount } from './chat.ts';
import type { RoomCore } from './core.ts';
import {
  type Moment,
  RETRY_GRACES,
  chatMessage,
  episodes,
  graceMs,
  invitationMessage,
  seatMessage,
  webhookMessage,
} from './waiting.ts';
import { type ChatMoment, chatKey } from './chatNotice.ts';
import type { GameLinks } from './protocol.ts';
import type { Live } from './step.ts';
import type { Creation, Store } from './store.ts';

/** What the sender reads of its game's room. */
export type SenderRoom = {
  env: Vars;
  contacts: Contacts;
  store: Store;
  /** A seat's view (null: the spectators'), with the room's clock. */
  viewOf(seat: number | null): RoomView;
  sign(creation: Creation, role: Role): Promise<string>;
  /** The game while it still waits on someone (not over, not ended by the host); null after. */
  waiting(): Live | null;
  /** Whether the game is still stored: its expiry deletes everything, and a send finishing after writes nothing. */
  stored(): boolean;
  /** The chat's messages of the others a seat has not read (the unread count of its page). */
  chatUnread(seat: number): number;
  /** The newest message the seat had on an open page. */
  chatRead(seat: number): number;
  /** Sets the alarm at the game's next moment, once sends under way are settled. */
  reschedule(): void;
};

/**
 * A room's sender reads its core, through getters: the game's deletion (expiry.ts) replaces the store, the contacts and
 * the chat.
 */
export const senderRoom = (core: RoomCore, reschedule: () => void): SenderRoom => ({
  env: core.env,
  get contacts() {
    return core.contacts;
  },
  get store() {
    return core.store;
  },
  viewOf: (seat) => core.viewOf(seat),
  chatUnread: (seat) => unreadCount(core.chat.rows(), seat, core.chat.lastRead(seat)),
  chatRead: (seat) => core.chat.lastRead(seat),
  sign: (creation, role) => core.sign(creation, role),
  waiting: () => (core.game.kind === 'game' && !core.game.state.result && !core.ended() ? core.game : null),
  stored: () => core.game.kind === 'game',
  reschedule,
});

/** A send decided without asking anyone (nothing to send, or refused), or the request to make. */
type Prepared = Outcome | (() => Promise<Outcome>);

/**
 * How long the alarm waits for the sends it started before it ends: push services, mail
 * APIs and webhooks answer within it as a rule, and then the alarm is set once, as it
 * ends, rather than for the sends' lease and again once they settled (each setAlarm() a
 * row written). Short enough that a bot due meanwhile is held back by no more.
 */
export const SETTLE_WAIT_MS = 400;

/** Mails one game may send in a UTC day, invitations included. */
const mailCap = (setting: string | undefined) => {
  const n = Number(setting);
  return Number.isInteger(n) && n > 0 ? n : 40;
};

export class Sender {
  constructor(private readonly room: SenderRoom) {}

  /** The game's own language: the host's at creation. Invitations and the webhook speak it. */
  gameDict(): Dict {
    return dictOf(this.room.contacts.gameLang());
  }

  /** A seat's player's language: their choice, else the game's. */
  seatDict(seat: number): Dict {
    return dictOf(this.room.contacts.langOf(seat) ?? this.room.contacts.gameLang());
  }

  /**
   * The notices and reminders due, as sends: one message to the game's webhook for all
   * of them (unless `hook` is false: an earlier batch told it), and to each seat waited
   * on its own, to each of its browsers and its address.
   */
  async notices(creation: Creation, due: readonly Moment[], hook = true): Promise<Send[]> {
    const origin = creation.origin ?? creation.notify?.origin;
    const reachable = this.room.contacts.reachable();
    // Per seat one message: a reminder if any of its moments is one.
    const seats = new Map<number, { reminder: boolean; episode: string }>();
    for (const m of due) {
      if (reachable.has(m.e.seat))
        seats.set(m.e.seat, {
          reminder: (seats.get(m.e.seat)?.reminder ?? false) || m.kind === 'reminder',
          episode: m.e.key,
        });
    }
    const sends: Send[] = [];
    if (creation.notify && hook) {
      sends.push({
        channel: 'webhook',
        seat: null,
        target: creation.notify.webhook,
        message: webhookMessage(this.gameDict(), this.room.viewOf(null), creation.gameId, creation.notify.origin),
        tries: 0,
      });
    }
    if (!origin) return sends;
    const mailer = mailerOf(this.room.env);
    for (const [seat, { reminder, episode }] of seats) {
      const url = origin + seatPath(creation.gameId, seat, await this.room.sign(creation, { kind: 'seat', seat }));
      const view = this.room.viewOf(seat);
      const message = {
        ...seatMessage(
          this.seatDict(seat),
          view,
          this.room.store.lastActionOf(seat),
          url,
          reminder,
          this.room.chatUnread(seat),
        ),
        episode,
      };
      sends.push(...this.ownSends(seat, message, url, mailer !== null));
    }
    return sends;
  }

  /** A seat's own sends of one message: to each of its browsers, and to its address (with the stop link). */
  private ownSends(seat: number, message: Send['message'], url: string, mail: boolean): Send[] {
    const sends: Send[] = this.room.contacts
      .subscriptions(seat)
      .map((sub) => ({ channel: 'push', seat, target: sub.endpoint, message, tries: 0 }));
    if (mail && this.room.contacts.mailOf(seat))
      sends.push({
        channel: 'mail',
        seat,
        target: 'seat',
        message: { ...message, stop: `${url}/mail/stop` },
        tries: 0,
      });
    return sends;
  }

  /** The chat notices due (chatNotice.ts), as sends to each seat's own browsers and address: never the webhook. */
  async chatNotices(creation: Creation, due: readonly ChatMoment[]): Promise<Send[]> {
    const origin = creation.origin ?? creation.notify?.origin;
    if (!origin) return [];
    const mailer = mailerOf(this.room.env) !== null;
    const sends: Send[] = [];
    for (const m of due) {
      const url =
        origin + seatPath(creation.gameId, m.seat, await this.room.sign(creation, { kind: 'seat', seat: m.seat }));
      sends.push(
        ...this.ownSends(
          m.seat,
          chatMessage(this.seatDict(m.seat), this.room.viewOf(m.seat), m.count, m.last, url),
          url,
          mailer,
        ),
      );
    }
    return sends;
  }

  /**
   * Notices and reminders under way (their keys, as noticeLedger.ts keeps them),
   * each with the time its lease ends. In memory only: should the object stop before
   * they are settled, they were never told, and the alarm (set by then for the lease's
   * end at the latest) sends them again.
   */
  private flying = new Map<string, number>();

  /** The keys of the notices and reminders being sent: not due again meanwhile. */
  sending(): ReadonlySet<string> {
    return new Set(this.flying.keys());
  }

  /** When the alarm must look again should the sends under way never settle; Infinity: none under way. */
  leaseEnd(): number {
    return Math.min(...this.flying.values());
  }

  /**
   * Starts the new sends and those due from the outbox, and waits for them `waitMs` at
   * most. Once all are settled (each within SEND_TIMEOUT_MS), the moments they told of are
   * kept (their `keys`), in one row. Settled within the wait, the caller sets the alarm as
   * it ends; settled after, the alarm is set again then (the caller set it for the lease).
   */
  async start(
    creation: Creation,
    fresh: readonly Send[],
    keys: readonly string[],
    chats: readonly ChatMoment[] = [],
    waitMs = 0,
  ): Promise<void> {
    const begun = Date.now();
    const lease = begun + SEND_LEASE_MS;
    const flying = [...keys, ...chats.map((c) => chatKey(c.seat))];
    for (const key of flying) this.flying.set(key, lease);
    let waited = false;
    const settled = this.deliver(creation, fresh)
      // Unsettled sends of the outbox keep their lease and are tried again when it ends.
      .catch(() => undefined)
      .finally(() => {
        for (const key of flying) this.flying.delete(key);
        if (!this.room.stored()) return;
        // One row for the whole batch (noticeLedger.ts). A game over meanwhile waits on nobody: nothing to keep.
        const live = this.room.waiting();
        this.room.store.notices.settle(
          live ? keys : [],
          chats,
          { at: Date.now(), begun },
          new Set(live ? episodes(live).map((e) => e.key) : []),
        );
        if (waited) this.room.reschedule();
      });
    if (waitMs > 0) {
      const waiting = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        const stop = () => clearTimeout(timer);
        void settled.then(stop, stop);
      });
      await Promise.race([settled, waiting]);
    }
    waited = true;
  }

  /**
   * The sends, tried side by side, within the hourly cap. Only a failure is written:
   * tried again after 1, 6 and 30 graces (RETRY_GRACES), then given up and kept for the
   * host page; a push service that forgot the browser (404, 410) has its subscription
   * dropped; a send past the cap is given up at once.
   */
  private async deliver(creation: Creation, fresh: readonly Send[]): Promise<void> {
    const now = Date.now();
    const sends = [...fresh, ...this.room.contacts.due(now)];
    if (!sends.length) return;
    const prepared = sends.map((send) => this.prepare(creation, send));
    let allowed = this.room.store.notices.takeOutbound(
      prepared.filter((p) => typeof p === 'function').length,
      now,
      OUTBOUND_PER_HOUR,
    );
    const capped: Outcome = { ok: false, why: `out-cap:${OUTBOUND_PER_HOUR}`, final: true };
    const outcomes = await Promise.all(
      prepared.map((p) => (typeof p !== 'function' ? p : allowed-- > 0 ? p() : capped)),
    );
    if (!this.room.stored()) return;
    const grace = Math.max(1000, graceMs(this.room.env.NOTIFY_GRACE_SECONDS));
    const settled = Date.now();
    sends.forEach((send, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) {
        this.room.contacts.done(send);
        // Sent, not merely found needless (prepare's ok without a request): the address is verified.
        if (send.channel === 'mail' && send.seat !== null && typeof prepared[i] === 'function')
          this.room.contacts.mailReached(send.seat);
      } else if (outcome.gone) this.room.contacts.dropEndpoint(send.target);
      else if (outcome.final || send.tries >= RETRY_GRACES.length)
        this.room.contacts.giveUp(send, outcome.why, settled);
      else this.room.contacts.later({ ...send, tries: send.tries + 1 }, settled + grace * RETRY_GRACES[send.tries]!);
    });
  }

  /**
   * What becomes of one send, decided at once: nothing to send any more, refused, or the
   * request to make. Synchronous, so that the cap counts the requests of a batch before
   * any goes.
   */
  private prepare(creation: Creation, row: Send): Prepared {
    const local = localEndpoints(this.room.env);
    const { title, body, url, episode } = row.message;
    // A retry tells how things stand now: the webhook whom the game waits for, a seat
    // nothing once its episode is over (it moved: "your move" would be wrong).
    const live = this.room.waiting();
    if (row.channel === 'webhook') {
      // A webhook stored before the URL rule (outsideUrl.ts) is held to it too.
      if (outsideUrlRefusal(row.target, 'webhook', local)) return { ok: false, why: 'not-public:webhook', final: true };
      const fresh =
        row.tries > 0 && live && live.creation.notify
          ? webhookMessage(this.gameDict(), this.room.viewOf(null), live.creation.gameId, live.creation.notify.origin)
          : row.message;
      return () => sendWebhook(row.target, fresh);
    }
    if (episode && !(live && episodes(live).some((e) => e.key === episode))) return { ok: true };
    // A chat notice whose messages the seat read meanwhile tells nothing new.
    if (row.message.chat !== undefined && row.seat !== null && this.room.chatRead(row.seat) >= row.message.chat)
      return { ok: true };
    if (row.channel === 'push') {
      const sub = this.room.contacts.subscription(row.target);
      const vapid = vapidOf(this.room.env, creation.vapid);
      if (!vapid) return { ok: false, why: 'no-vapid', final: true };
      // Unsubscribed meanwhile: there is nobody left to tell.
      if (!sub) return { ok: true };
      if (outsideUrlRefusal(sub.endpoint, 'pushEndpoint', local))
        return { ok: false, why: 'not-public:push', final: true };
      // The chat's own tag: a chat notice never replaces the turn's on the phone.
      const tag = `ys-${creation.gameId}-${row.seat ?? 'x'}${row.message.chat === undefined ? '' : '-chat'}`;
      return () => sendPush(sub, { title, body, url, tag }, vapid, this.room.store.notices);
    }
    const mailer = mailerOf(this.room.env);
    const to = row.seat === null ? null : this.room.contacts.mailOf(row.seat);
    if (!mailer) return { ok: false, why: 'no-mailer', final: true };
    // Stopped meanwhile (the one-click stop): nothing to send.
    if (!to) return { ok: true };
    if (row.tries === 0 && !this.room.store.notices.takeMail(Date.now(), mailCap(this.room.env.MAIL_DAILY_CAP))) {
      return { ok: false, why: 'mail-cap', final: true };
    }
    // The footer in the language the message was written in.
    return () => sendMail(dictOf(row.message.lang), mailer, to, row.message);
  }

  /**
   * The host gave the players' addresses at creation: each is kept for its seat and is
   * sent its invitation with its own link (by the alarm, as every mail is), in the
   * host's language: nobody else has chosen one yet.
   */
  invite(creation: Creation, links: GameLinks, emails: readonly (string | null)[], origin: string): void {
    const view = this.room.viewOf(null);
    const t = this.gameDict();
    emails.forEach((address, seat) => {
      const path = links.seats[seat]?.path;
      if (!address || !path) return;
      this.room.contacts.setMail(seat, address);
      const url = origin + path;
      this.room.contacts.later(
        {
          channel: 'mail',
          seat,
          target: 'seat',
          message: { ...invitationMessage(t, view, seat, url), stop: `${url}/mail/stop` },
          tries: 0,
        },
        creation.createdAt,
      );
    });
  }
}
