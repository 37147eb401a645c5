// What a game sends to the outside (issue 10), from its alarm: the notices and
// reminders of waiting episodes as sends (webhook, push, mail), the host's invitations,
// and the delivery of every send, with its retries. Each send is tried at once; only a
// failure is written (contacts.ts's outbox), so a notification costs few rows.
import type { View } from '../engine/index.ts';
import { dictOf, type Dict } from '../../templates/i18n/index.ts';
import { seatPath, type Role } from '../http/links.ts';
import type { Contacts, Send } from './contacts.ts';
import { type Outcome, mailerOf, sendMail, sendPush, sendWebhook, vapidOf } from './deliver.ts';
import type { Env } from './env.ts';
import { type Moment, RETRY_GRACES, episodes, graceMs, invitationMessage, seatMessage, webhookMessage } from './notify.ts';
import type { GameLinks } from './protocol.ts';
import type { Live } from './step.ts';
import type { Creation, Store } from './store.ts';

/** What the sender reads of its game's room. */
export type SenderRoom = {
  env: Env;
  contacts: Contacts;
  store: Store;
  /** A seat's view (null: the spectators'), with the room's clock. */
  viewOf(seat: number | null): View;
  sign(creation: Creation, role: Role): Promise<string>;
  /** The game while it still waits on someone (not over, not ended by the host); null after. */
  waiting(): Live | null;
};

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
   * of them, and to each seat waited on its own, to each of its browsers and its address.
   */
  async notices(creation: Creation, due: readonly Moment[]): Promise<Send[]> {
    const origin = creation.origin ?? creation.notify?.origin;
    const reachable = this.room.contacts.reachable();
    // Per seat one message: a reminder if any of its moments is one.
    const seats = new Map<number, { reminder: boolean; episode: string }>();
    for (const m of due) {
      if (reachable.has(m.e.seat)) seats.set(m.e.seat, { reminder: (seats.get(m.e.seat)?.reminder ?? false) || m.kind === 'reminder', episode: m.e.key });
    }
    const sends: Send[] = [];
    if (creation.notify) {
      sends.push({ channel: 'webhook', seat: null, target: creation.notify.webhook, message: webhookMessage(this.gameDict(), this.room.viewOf(null), creation.gameId, creation.notify.origin), tries: 0 });
    }
    if (!origin) return sends;
    const mailer = mailerOf(this.room.env);
    for (const [seat, { reminder, episode }] of seats) {
      const url = origin + seatPath(creation.gameId, seat, await this.room.sign(creation, { kind: 'seat', seat }));
      const message = { ...seatMessage(this.seatDict(seat), this.room.viewOf(seat), this.room.store.lastActionOf(seat), url, reminder), episode };
      for (const sub of this.room.contacts.subscriptions(seat)) sends.push({ channel: 'push', seat, target: sub.endpoint, message, tries: 0 });
      if (mailer && this.room.contacts.mailOf(seat)) sends.push({ channel: 'mail', seat, target: 'seat', message: { ...message, stop: `${url}/mail/stop` }, tries: 0 });
    }
    return sends;
  }

  /**
   * The new sends and those due from the outbox, tried at once, side by side. Only a
   * failure is written: tried again after 1, 6 and 30 graces (RETRY_GRACES), then given
   * up and kept for the host page; a push service that forgot the browser (404, 410)
   * has its subscription dropped.
   */
  async deliver(creation: Creation, fresh: readonly Send[]): Promise<void> {
    const sends = [...fresh, ...this.room.contacts.due(Date.now())];
    if (!sends.length) return;
    const outcomes = await Promise.all(sends.map((send) => this.sendOne(creation, send)));
    const grace = Math.max(1000, graceMs(this.room.env.NOTIFY_GRACE_SECONDS));
    const now = Date.now();
    sends.forEach((send, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) this.room.contacts.done(send);
      else if (outcome.gone) this.room.contacts.dropEndpoint(send.target);
      else if (outcome.final || send.tries >= RETRY_GRACES.length) this.room.contacts.giveUp(send, outcome.why, now);
      else this.room.contacts.later({ ...send, tries: send.tries + 1 }, now + grace * RETRY_GRACES[send.tries]!);
    });
  }

  private async sendOne(creation: Creation, row: Send): Promise<Outcome> {
    const local = this.room.env.ALLOW_FIXED_DEALS === '1';
    const { title, body, url, episode } = row.message;
    // A retry tells how things stand now: the webhook whom the game waits for, a seat
    // nothing once its episode is over (it moved: "your move" would be wrong).
    const live = this.room.waiting();
    if (row.channel === 'webhook') {
      const fresh = row.tries > 0 && live && live.creation.notify ? webhookMessage(this.gameDict(), this.room.viewOf(null), live.creation.gameId, live.creation.notify.origin) : row.message;
      return sendWebhook(row.target, fresh);
    }
    if (episode && !(live && episodes(live).some((e) => e.key === episode))) return { ok: true };
    if (row.channel === 'push') {
      const sub = this.room.contacts.subscription(row.target);
      const vapid = vapidOf(this.room.env, creation.vapid);
      if (!vapid) return { ok: false, why: 'no-vapid', final: true };
      // Unsubscribed meanwhile: there is nobody left to tell.
      if (!sub) return { ok: true };
      return sendPush(sub, { title, body, url, tag: `ys-${creation.gameId}-${row.seat ?? 'x'}` }, vapid, local);
    }
    const mailer = mailerOf(this.room.env);
    const to = row.seat === null ? null : this.room.contacts.mailOf(row.seat);
    if (!mailer) return { ok: false, why: 'no-mailer', final: true };
    // Stopped meanwhile (the one-click stop): nothing to send.
    if (!to) return { ok: true };
    if (row.tries === 0 && !this.room.contacts.takeMailQuota(Date.now(), mailCap(this.room.env.MAIL_DAILY_CAP))) {
      return { ok: false, why: 'mail-cap', final: true };
    }
    // The footer in the language the message was written in.
    return sendMail(dictOf(row.message.lang), mailer, to, row.message);
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
      this.room.contacts.later({ channel: 'mail', seat, target: 'seat', message: { ...invitationMessage(t, view, seat, url), stop: `${url}/mail/stop` }, tries: 0 }, creation.createdAt);
    });
  }
}
