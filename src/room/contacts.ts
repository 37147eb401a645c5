// How a game reaches its players: each seat's Web Push subscriptions and
// e-mail address, and the outbox of sends that failed and wait for another try. Kept in
// the game's object beside the game, never in a view, a log or the record: an address or
// an endpoint is nobody else's business, and a replaced link forgets its seat's.
//
//   push_subs  seat, endpoint (the key), the subscription's JSON
//   mail       seat (the key), address, stopped (the one-click stop), given (by the host or the player)
//   outbox     a send to try again: channel, seat, what is sent, tries so far, when next; or given up
//   mail_days  mails sent per UTC day, for the daily cap
//   outbound   one row: the times of the requests sent out within the last hour, for the hourly cap
//   langs      seat (the key), the language its player chose for their pages and what
//              they are sent; seat -1: the game's own, the host's at creation (a
//              missing row: English). Only choices: a seat without a row has made none.
import * as z from 'zod/mini';
import { UNVERIFIED_MAIL, inZod, type Channel, type GivenUp } from '../views.ts';
import { DAY_MS } from './days.ts';
import { URL_FIELD_MAX } from './outsideUrl.ts';

/** A browser's PushSubscription as its toJSON() gives it (RFC 8291 keys, base64url). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url().check(z.maxLength(URL_FIELD_MAX)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url without padding.
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/, 'p256dh must be a P-256 public key (65 bytes, base64url)')),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, 'auth must be a 16-byte secret (base64url)')),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** An e-mail address, as a player or the host gives it; refused with a refusal carried by `inZod` (src/views.ts). */
export const AddressSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, inZod({ key: 'emailTooLong' }))),
  z.email(inZod({ key: 'notEmail' })),
);

/** A browser per device is plenty: a phone, a tablet, a desktop or two. */
export const MAX_SUBSCRIPTIONS_PER_SEAT = 5;

/** What a send carries, made when it is first tried and kept as it was for the next tries. */
export const MessageSchema = z.object({
  /** Push: the notification's title; mail: the subject. */
  title: z.string(),
  body: z.string(),
  /** The link the message opens: a seat's own (push, mail), or the spectator's (webhook). */
  url: z.string(),
  /** Mail: the one-click stop link. */
  stop: z.optional(z.string()),
  /** A turn's notice: the waiting episode it tells of ("seat@version"); a retry after it ended is not sent. */
  episode: z.optional(z.string()),
  /** A chat notice: the newest message it tells of; a retry once the seat read it is not sent. */
  chat: z.optional(z.int()),
  /** The language it was written in, for what its sending adds (a mail's footer); absent: English. */
  lang: z.optional(z.string()),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * One send: to a webhook (target: its URL), a browser (its endpoint) or a seat's address; `id` once it is in the
 * outbox.
 */
export type Send = {
  id?: number;
  channel: Channel;
  seat: number | null;
  target: string;
  message: Message;
  tries: number;
};

const TABLES = `
  CREATE TABLE IF NOT EXISTS push_subs (
    endpoint TEXT PRIMARY KEY, seat INTEGER NOT NULL, json TEXT NOT NULL, at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS mail (seat INTEGER PRIMARY KEY, address TEXT NOT NULL, stopped INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY, channel TEXT NOT NULL, seat INTEGER, target TEXT NOT NULL,
    message TEXT NOT NULL, tries INTEGER NOT NULL, due INTEGER NOT NULL, given_up TEXT);`;

const LANGS_TABLE = 'CREATE TABLE IF NOT EXISTS langs (seat INTEGER PRIMARY KEY, lang TEXT NOT NULL)';

/**
 * Requests one game may send out in any hour (webhook, push, mail), retries included:
 * whoever subscribes endpoints cannot make the game a relay (four seats with
 * five endpoints each made 436 requests from 66 actions). A slow game's notices are a
 * few an hour; a send past the cap is given up, and the host page says so.
 */
export const OUTBOUND_PER_HOUR = 60;

/**
 * How long a retry being sent keeps its row out of the due ones: past it (the object
 * stopped meanwhile), it is due again. Well over a send's timeout (deliver.ts) and its encryption.
 */
export const SEND_LEASE_MS = 30_000;

/** Sends given up kept for the host page: the newest, as it shows. */
const GIVEN_UP_KEPT = 20;
/** The langs row of the game's own language (the host's), beside the seats' 0 to 3. */
const GAME_LANG = -1;

const OutboxSql = z.object({
  id: z.number(),
  channel: z.enum(['webhook', 'push', 'mail']),
  seat: z.nullable(z.number()),
  target: z.string(),
  message: z.string(),
  tries: z.number(),
  due: z.number(),
});

export class Contacts {
  /** Whether the tables exist (undefined: not looked yet). */
  private made: boolean | undefined;
  /** The langs table's rows, read once: only this object changes them (undefined: not read yet). */
  private langsCache: Map<number, string> | undefined;
  /** Seats with a browser or an address to reach, kept in memory: only this object changes them. */
  private reachableCache: Set<number> | undefined;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly count: (rows: number) => void,
  ) {}

  /** Made on first use: a game where nobody gives a way to reach them never has these tables, nor reads them. */
  private exists(): boolean {
    this.made ??=
      this.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outbox'").toArray().length >
      0;
    return this.made;
  }

  private get sql(): SqlStorage {
    if (!this.exists()) {
      this.storage.sql.exec(TABLES);
      this.made = true;
    }
    return this.storage.sql;
  }

  private run(query: string, ...args: SqlStorageValue[]): Record<string, SqlStorageValue>[] {
    const cursor = this.sql.exec(query, ...args);
    const rows = cursor.toArray();
    this.count(cursor.rowsWritten);
    return rows;
  }

  /**
   * The seats that can be told it is their move (a browser subscribed, or an address not stopped). Asked on every
   * action.
   */
  reachable(): ReadonlySet<number> {
    if (!this.exists()) return new Set();
    this.reachableCache ??= new Set(
      this.storage.sql
        .exec('SELECT seat FROM push_subs UNION SELECT seat FROM mail WHERE stopped = 0')
        .toArray()
        .map((r) => Number(r.seat)),
    );
    return this.reachableCache;
  }

  /** Retries waiting, if any; null without the tables. */
  nextDue(): number | null {
    if (!this.exists()) return null;
    const row = this.run('SELECT MIN(due) AS due FROM outbox WHERE given_up IS NULL')[0];
    return row && row.due !== null ? Number(row.due) : null;
  }

  // ---------------------------------------------------------------- push

  subscribe(seat: number, sub: PushSubscriptionJson, now: number): void {
    // The same browser again, the seat's, as given within the day: nothing to write. Once
    // a day it is refreshed, so that a browser in use stays among the seat's newest.
    const same = this.run('SELECT seat, json, at FROM push_subs WHERE endpoint = ?', sub.endpoint)[0];
    if (same && Number(same.seat) === seat && same.json === JSON.stringify(sub) && now - Number(same.at) < DAY_MS)
      return;
    this.reachableCache = undefined;
    this.storage.transactionSync(() => {
      this.run(
        'INSERT OR REPLACE INTO push_subs (endpoint, seat, json, at) VALUES (?, ?, ?, ?)',
        sub.endpoint,
        seat,
        JSON.stringify(sub),
        now,
      );
      // The oldest of a seat's browsers beyond the limit is dropped (a browser re-subscribing is refreshed above).
      this.run(
        `DELETE FROM push_subs WHERE seat = ? AND endpoint NOT IN
        (SELECT endpoint FROM push_subs WHERE seat = ? ORDER BY at DESC LIMIT ?)`,
        seat,
        seat,
        MAX_SUBSCRIPTIONS_PER_SEAT,
      );
    });
  }

  /** One browser of the seat (its endpoint), or all of them. */
  unsubscribe(seat: number, endpoint?: string): void {
    if (!this.exists()) return;
    this.reachableCache = undefined;
    if (endpoint === undefined) this.run('DELETE FROM push_subs WHERE seat = ?', seat);
    else this.run('DELETE FROM push_subs WHERE seat = ? AND endpoint = ?', seat, endpoint);
  }

  /** The push service said the subscription is gone (404, 410): nothing more is sent to it. */
  dropEndpoint(endpoint: string): void {
    this.reachableCache = undefined;
    this.run('DELETE FROM push_subs WHERE endpoint = ?', endpoint);
    this.run('DELETE FROM outbox WHERE channel = ? AND target = ? AND given_up IS NULL', 'push', endpoint);
  }

  subscriptions(seat: number): PushSubscriptionJson[] {
    if (!this.exists()) return [];
    return this.run('SELECT json FROM push_subs WHERE seat = ? ORDER BY at', seat).flatMap((r) => {
      const p = PushSubscriptionSchema.safeParse(JSON.parse(String(r.json)));
      return p.success ? [p.data] : [];
    });
  }

  subscription(endpoint: string): PushSubscriptionJson | null {
    const row = this.run('SELECT json FROM push_subs WHERE endpoint = ?', endpoint)[0];
    return row ? (PushSubscriptionSchema.safeParse(JSON.parse(String(row.json))).data ?? null) : null;
  }

  // ---------------------------------------------------------------- mail

  setMail(seat: number, address: string): void {
    // The same address, not stopped: nothing to write.
    if (this.mailOf(seat) === address) return;
    this.reachableCache = undefined;
    this.run('INSERT OR REPLACE INTO mail (seat, address, stopped) VALUES (?, ?, 0)', seat, address);
    this.verified(seat);
  }

  stopMail(seat: number): void {
    if (!this.exists()) return;
    this.reachableCache = undefined;
    // Stopped already: no row written.
    this.run('UPDATE mail SET stopped = 1 WHERE seat = ? AND stopped = 0', seat);
    this.run('DELETE FROM outbox WHERE channel = ? AND seat = ? AND given_up IS NULL', 'mail', seat);
    this.verified(seat);
  }

  /** A mail went out to the seat's address: it is verified, whatever the binding said of it before. */
  mailReached(seat: number): void {
    this.verified(seat);
  }

  /**
   * The seat's address is no longer one to ask about (a mail reached it, or it was
   * replaced or stopped): its unverified refusals are dropped. Writes nothing when there
   * are none, as nearly always.
   */
  private verified(seat: number): void {
    this.run('DELETE FROM outbox WHERE channel = ? AND seat = ? AND given_up = ?', 'mail', seat, UNVERIFIED_MAIL);
  }

  /**
   * The seats whose address the mail binding refused as not verified (deliver.ts, UNVERIFIED_MAIL), for the host page.
   */
  unverified(): number[] {
    if (!this.exists()) return [];
    return this.run(
      'SELECT DISTINCT seat FROM outbox WHERE channel = ? AND given_up = ? AND seat IS NOT NULL ORDER BY seat',
      'mail',
      UNVERIFIED_MAIL,
    ).map((r) => Number(r.seat));
  }

  /** The seat's address, unless it has none or stopped mail. */
  mailOf(seat: number): string | null {
    if (!this.exists()) return null;
    const row = this.run('SELECT address FROM mail WHERE seat = ? AND stopped = 0', seat)[0];
    return row ? String(row.address) : null;
  }

  // ---------------------------------------------------------------- languages

  /** Made on its own first write: older games have the other tables and not this one. */
  private langs(): Map<number, string> {
    this.langsCache ??= this.storage.sql
      .exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'langs'")
      .toArray().length
      ? new Map(
          this.storage.sql
            .exec('SELECT seat, lang FROM langs')
            .toArray()
            .map((r) => [Number(r.seat), String(r.lang)]),
        )
      : new Map();
    return this.langsCache;
  }

  /** Not through run(): a language, or the hourly count, alone makes none of the other tables. */
  private runAlone(query: string, ...args: SqlStorageValue[]): void {
    this.count(this.storage.sql.exec(query, ...args).rowsWritten);
  }

  private saveLang(key: number, lang: string): void {
    if (this.langs().get(key) === lang) return;
    this.storage.sql.exec(LANGS_TABLE);
    this.runAlone('INSERT OR REPLACE INTO langs (seat, lang) VALUES (?, ?)', key, lang);
    this.langs().set(key, lang);
  }

  /** The language a seat's player chose (a code the caller checked), for their pages and what they are sent. */
  setLang(seat: number, lang: string): void {
    this.saveLang(seat, lang);
  }

  /** The seat's own choice; null: none made. */
  langOf(seat: number): string | null {
    return this.langs().get(seat) ?? null;
  }

  /** The game's own language, the host's at creation: invitations, the webhook, and seats that chose none. */
  setGameLang(lang: string): void {
    this.saveLang(GAME_LANG, lang);
  }

  /** null: English, the language of games made before there were others. */
  gameLang(): string | null {
    return this.langs().get(GAME_LANG) ?? null;
  }

  /** A link replaced (or given back): whoever held the old one set these, and must not hear of the new one. */
  forgetSeat(seat: number): void {
    if (this.langs().delete(seat)) this.runAlone('DELETE FROM langs WHERE seat = ?', seat);
    if (!this.exists()) return;
    this.reachableCache = undefined;
    this.storage.transactionSync(() => {
      this.run('DELETE FROM push_subs WHERE seat = ?', seat);
      this.run('DELETE FROM mail WHERE seat = ?', seat);
      this.run('DELETE FROM outbox WHERE seat = ? AND given_up IS NULL', seat);
      this.verified(seat);
    });
  }

  // ---------------------------------------------------------------- outbox

  /**
   * A send for later: the first try of one the alarm will make (an invitation), or the
   * next try of one that failed. Sends tried at once and done are never written here.
   */
  later(send: Send, due: number): void {
    if (send.id === undefined) {
      this.run(
        'INSERT INTO outbox (channel, seat, target, message, tries, due) VALUES (?, ?, ?, ?, ?, ?)',
        send.channel,
        send.seat,
        send.target,
        JSON.stringify(send.message),
        send.tries,
        due,
      );
    } else this.run('UPDATE outbox SET tries = ?, due = ? WHERE id = ?', send.tries, due, send.id);
  }

  /**
   * The sends due, taken for sending: each is due again only after SEND_LEASE_MS, so the
   * alarms meanwhile leave it to the send under way, and a send lost with its object
   * (a restart) is tried again then. Its outcome (done, later, giveUp) settles it.
   */
  due(now: number): Send[] {
    if (!this.exists()) return [];
    const sends = this.run(
      'SELECT id, channel, seat, target, message, tries, due FROM outbox WHERE given_up IS NULL AND ' +
        'due <= ? ORDER BY due LIMIT 20',
      now,
    ).map((r) => {
      const row = OutboxSql.parse(r);
      return { ...row, message: MessageSchema.parse(JSON.parse(row.message)) };
    });
    if (sends.length)
      this.run(
        `UPDATE outbox SET due = ? WHERE id IN (${sends.map(() => '?').join(', ')})`,
        now + SEND_LEASE_MS,
        ...sends.map((s) => s.id),
      );
    return sends;
  }

  done(send: Send): void {
    if (send.id !== undefined) this.run('DELETE FROM outbox WHERE id = ?', send.id);
  }

  /**
   * Kept as given up (for the host page), without its message: only what the host may
   * read; the newest GIVEN_UP_KEPT, so a game past its cap does not grow without end.
   */
  giveUp(send: Send, why: string, at: number): void {
    if (send.id === undefined) {
      this.run(
        'INSERT INTO outbox (channel, seat, target, message, tries, due, given_up) VALUES (?, ?, ?, ?, ?, ?, ?)',
        send.channel,
        send.seat,
        '',
        '{}',
        send.tries,
        at,
        why,
      );
    } else
      this.run("UPDATE outbox SET given_up = ?, due = ?, target = '', message = '{}' WHERE id = ?", why, at, send.id);
    this.run(
      `DELETE FROM outbox WHERE given_up IS NOT NULL AND id NOT IN
      (SELECT id FROM outbox WHERE given_up IS NOT NULL ORDER BY due DESC, id DESC LIMIT ?)`,
      GIVEN_UP_KEPT,
    );
  }

  /** The newest sends given up, for the host page; an unverified address is said apart (unverified()). */
  givenUp(limit = 5): GivenUp[] {
    if (!this.exists()) return [];
    return this.run(
      'SELECT channel, seat, due, given_up FROM outbox WHERE given_up IS NOT NULL AND given_up != ? ' +
        'ORDER BY due DESC LIMIT ?',
      UNVERIFIED_MAIL,
      limit,
    ).map((r) => ({
      channel: r.channel as Channel,
      seat: r.seat === null ? null : Number(r.seat),
      at: Number(r.due),
      why: String(r.given_up),
    }));
  }
}
