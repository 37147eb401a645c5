// The bindings of the Worker and of its Durable Objects (wrangler.toml, secrets), the
// one place they are typed but for the two namespaces of objects, which are typed by the
// classes they hold (Env, in GameRoom.ts): a room's part reads these, never the classes.
// test/config/env.test.ts keeps them in step with wrangler.toml.
export interface Vars {
  /** Signs every game link (docs/architecture.md, Links and secrecy). Set with `wrangler secret put LINK_SECRET`. */
  LINK_SECRET?: string;
  /** "1" lets a creator fix the seed and the deal: tests and local experiments only. */
  ALLOW_FIXED_DEALS?: string;
  /**
   * "1" lets webhooks and push endpoints be local stand-ins (http or https on 127.0.0.1 or localhost): tests and local
   * dev only.
   */
  ALLOW_LOCAL_ENDPOINTS?: string;
  /** Seconds a seat is waited on before it is notified: live play at one table sends nothing (default 60). */
  NOTIFY_GRACE_SECONDS?: string;
  /** Seconds a bot's seat waits before it moves, so that people can follow (default 1.5; tests 0). */
  BOT_DELAY_SECONDS?: string;
  /**
   * Days without an accepted action (a finished game's too) after which a game is deleted (default 60).
   */
  GAME_EXPIRY_DAYS?: string;
  /**
   * Web Push (secrets): the VAPID pair, the public key as an uncompressed P-256 point and the private as JWK "d",
   * base64url.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** Who runs this deployment, for push services (a mailto: or https: URL). */
  VAPID_SUBJECT?: string;
  /**
   * How mail is sent: "off" (the default), "binding" (SEND_EMAIL, Cloudflare's send_email) or "http" (a
   * Resend-compatible API).
   */
  MAIL?: string;
  /** Cloudflare's send_email binding, with MAIL = "binding". */
  SEND_EMAIL?: SendEmail;
  /** A Resend-compatible API, with MAIL = "http": the URL it is posted to and its key (a secret). */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /** The sender of every mail (a verified address). */
  MAIL_FROM?: string;
  /** Mails one game may send in a day (UTC), invitations included (default 40). */
  MAIL_DAILY_CAP?: string;
  /** New games a day for the whole deployment, rematches included (default 2000). */
  CREATE_PER_DAY?: string;
  /**
   * Cloudflare's Rate Limiting binding: new games a minute from one address. Optional: without it the counter object
   * counts.
   */
  CREATE_LIMITER?: RateLimit;
  /** New games a minute from one address: the binding's own limit, and the counter's without it (default 10). */
  CREATE_PER_IP_PER_MINUTE?: string;
}
