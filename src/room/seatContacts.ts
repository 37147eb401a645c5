// What a seat sets of its own, behind its link (GameRoom admits the seat first): its
// browsers for Web Push, its address and the mails' stop, its player's language. Never
// shown to anyone (contacts.ts keeps it), and forgotten when the host replaces the link.
import { isLang } from '../../templates/i18n/index.ts';
import type { AlarmSchedule } from './alarmSchedule.ts';
import type { PushSubscriptionJson } from './contacts.ts';
import type { RoomCore } from './core.ts';
import { mailerOf, vapidOf } from './deliver.ts';
import type { ContactResult, SeatNotify } from './protocol.ts';
import { LANG_CHANGED, type Sockets } from './sockets.ts';
import type { Creation } from './store.ts';

const OK: ContactResult = { ok: true };

export class SeatContacts {
  constructor(
    private readonly core: RoomCore,
    private readonly sockets: Sockets,
    private readonly alarmSchedule: AlarmSchedule,
  ) {}

  /** What the seat's own page may say of its notifications: the key its browsers subscribe with, whether mail is on. */
  notifyOf(creation: Creation, seat: number): SeatNotify {
    const { env, contacts } = this.core;
    return {
      pushKey: vapidOf(env, creation.vapid)?.publicKey ?? null,
      mail: mailerOf(env) ? { on: contacts.mailOf(seat) !== null } : null,
    };
  }

  subscribePush(creation: Creation, seat: number, sub: PushSubscriptionJson): ContactResult {
    if (!vapidOf(this.core.env, creation.vapid))
      return { ok: false, status: 409, error: { code: 'no-push', refusal: { key: 'noPush' } } };
    this.core.contacts.subscribe(seat, sub, Date.now());
    this.alarmSchedule.schedule();
    return OK;
  }

  /** One browser of the seat (its endpoint), or all of them. */
  unsubscribePush(seat: number, endpoint?: string): ContactResult {
    this.core.contacts.unsubscribe(seat, endpoint);
    return OK;
  }

  setMail(seat: number, address: string): ContactResult {
    if (!mailerOf(this.core.env))
      return { ok: false, status: 409, error: { code: 'no-mail', refusal: { key: 'noMail' } } };
    this.core.contacts.setMail(seat, address);
    this.alarmSchedule.schedule();
    return OK;
  }

  /** The one-click stop: no more mail for the seat, until its player gives an address again. */
  stopMail(seat: number): ContactResult {
    this.core.contacts.stopMail(seat);
    return OK;
  }

  /**
   * The language the seat's player chose, for their pages and everything they are sent
   * (a language of templates/i18n; another is refused). Kept until the link is replaced.
   */
  setLang(seat: number, lang: string): ContactResult {
    if (!isLang(lang))
      return { ok: false, status: 400, error: { code: 'unknown-lang', refusal: { key: 'unknownLang' } } };
    const before = this.core.contacts.langOf(seat);
    this.core.contacts.setLang(seat, lang);
    // The seat's other open pages (its player's other browsers) are told to load again, now in its language.
    if (before !== lang) this.sockets.closeAll(seat, LANG_CHANGED, 'This seat changed its language.');
    return OK;
  }
}
