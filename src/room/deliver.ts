// Sending a notification to the outside: a chat's webhook, a browser's push service
// (RFC 8030, the message encrypted for that browser, RFC 8291, and signed by VAPID,
// RFC 8292, with a maintained WebCrypto library), or a mail service (Cloudflare's
// send_email binding or a Resend-compatible HTTP API). Each answers what became of
// the send, so the caller can try again later, drop a dead subscription, or give up.
import { encryptNotification, vapidHeaders } from '@block65/webcrypto-web-push';
import type { Dict } from '../../templates/i18n/index.ts';
import type { Vars } from './env.ts';
import type { Message, PushSubscriptionJson } from './contacts.ts';
import { SEND_TIMEOUT_MS, UNVERIFIED_MAIL, type Channel } from '../views.ts';

/**
 * Why a send failed, as a code the host page puts in its reader's words
 * (templates/notify.ts, givenUpReason): kept as given up, it outlives the language of
 * whoever made the send.
 */
export type Why =
  | `unreachable:${Channel}`
  | `timeout:${Channel}`
  | `status:${Channel}:${number}`
  | 'not-public:webhook'
  | 'not-public:push'
  | 'encrypt'
  | 'binding'
  | typeof UNVERIFIED_MAIL
  | 'no-vapid'
  | 'no-mailer'
  | 'mail-cap'
  | `out-cap:${number}`;

/** `gone`: the push service forgot the subscription (404, 410); `final`: trying again cannot help. */
export type Outcome = { ok: true } | { ok: false; why: Why; gone?: boolean; final?: boolean };

const failed = (why: Why, final = false): Outcome => ({ ok: false, why, ...(final ? { final } : {}) });

/**
 * 'timeout': no answer within SEND_TIMEOUT_MS; null: it could not be reached (not the
 * error's own words: they may name the endpoint, and the host page shows the reason).
 */
async function post(url: string, init: RequestInit): Promise<Response | 'timeout' | null> {
  try {
    return await fetch(url, {
      ...init,
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (e) {
    return e instanceof Error && e.name === 'TimeoutError' ? 'timeout' : null;
  }
}

/** A server error, too many requests or no answer may pass; any other refusal will be the same next time. */
const outcomeOf = (res: Response | 'timeout' | null, service: Channel): Outcome =>
  res === null
    ? failed(`unreachable:${service}`)
    : res === 'timeout'
      ? failed(`timeout:${service}`)
      : res.ok
        ? { ok: true }
        : failed(`status:${service}:${res.status}`, res.status !== 429 && res.status < 500);

/**
 * Slack reads `&`, `<` and `>` as its markup (`<!channel>`, `<@U123>`): escaped, a
 * player's name shows as written and mentions nobody.
 */
export const slackText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Discord reads "content", Slack "text": the same words in both. Discord is told to
 * mention nobody (`allowed_mentions`), so a name like "@here" pings no one; Slack's
 * text is escaped.
 */
export function webhookBody(message: Message): string {
  return JSON.stringify({ content: message.body, allowed_mentions: { parse: [] }, text: slackText(message.body) });
}

export async function sendWebhook(url: string, message: Message): Promise<Outcome> {
  const res = await post(url, { headers: { 'Content-Type': 'application/json' }, body: webhookBody(message) });
  return outcomeOf(res, 'webhook');
}

// ------------------------------------------------------------------ Web Push

export type VapidKeys = { publicKey: string; privateKey: string };

/** The deployment's VAPID keys (secrets), or a game's own pair where there are none (local dev). */
export function vapidOf(env: Vars, own: VapidKeys | undefined): (VapidKeys & { subject: string }) | null {
  const subject = env.VAPID_SUBJECT || 'mailto:ys-online@localhost';
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  return own ? { ...own, subject } : null;
}

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * A new VAPID pair in the form the library and browsers take: the public key as an uncompressed point, the private as
 * JWK `d`.
 */
export async function newVapidKeys(): Promise<VapidKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  return { publicKey: b64url(publicKey), privateKey: jwk.d! };
}

/** What the service worker (public/sw.js) shows. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** A day: a "your move" older than that is news the page will tell better. */
const PUSH_TTL_SECONDS = 86_400;

/**
 * Where VAPID authorizations are kept between pushes (noticeLedger.ts keeps them in the game's
 * row): by push service origin and VAPID key, with the token's expiry (s since 1970).
 */
export type VapidTokens = {
  get(audience: string, key: string): { authorization: string; exp: number } | undefined;
  set(audience: string, key: string, authorization: string, exp: number): void;
};

/** A token is used while it has at least an hour to live (the library signs for 12 h; RFC 8292 allows 24). */
const VAPID_REUSE_SECONDS = 3600;

type Token = { authorization: string; exp: number };

/**
 * Tokens signed in this isolate, by "key origin": another game's object here reuses them
 * too. The signing itself is kept while under way, so the pushes of one batch, made side
 * by side, wait for one signature rather than each making its own.
 */
const isolateTokens = new Map<string, { signing: Promise<Token>; token?: Token }>();

/** The JWT's own expiry, as signed (RFC 8292 §2: `exp`); 0 when unreadable, so it is never reused. */
function expiryOf(authorization: string): number {
  const claims = /^vapid t=[^.]+\.([^.]+)\./.exec(authorization)?.[1];
  try {
    const exp: unknown = claims
      ? (JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp
      : 0;
    return typeof exp === 'number' ? exp : 0;
  } catch {
    return 0;
  }
}

/**
 * The VAPID authorization for a push service (RFC 8292): signed once per service origin
 * and key, and reused while valid, from the game's row (a freshly woken object signs
 * nothing its game signed before) or from this isolate.
 */
async function vapidAuthorization(
  endpoint: string,
  vapid: VapidKeys & { subject: string },
  tokens: VapidTokens,
): Promise<string> {
  const audience = new URL(endpoint).origin;
  const id = `${vapid.publicKey} ${audience}`;
  const fresh = (t: Token | undefined): t is Token =>
    t !== undefined && t.exp - Date.now() / 1000 > VAPID_REUSE_SECONDS;
  const kept = tokens.get(audience, vapid.publicKey);
  if (fresh(kept)) return kept.authorization;
  let here = isolateTokens.get(id);
  if (!here || (here.token && !fresh(here.token))) {
    const entry: { signing: Promise<Token>; token?: Token } = {
      signing: vapidHeaders({ endpoint, expirationTime: null, keys: { p256dh: '', auth: '' } }, vapid).then(
        ({ headers }) => {
          entry.token = { authorization: headers.authorization, exp: expiryOf(headers.authorization) };
          return entry.token;
        },
      ),
    };
    // A failed signature is not kept: the next push tries again.
    entry.signing.catch(() => {
      if (isolateTokens.get(id) === entry) isolateTokens.delete(id);
    });
    isolateTokens.set(id, entry);
    here = entry;
  }
  const token = await here.signing;
  tokens.set(audience, vapid.publicKey, token.authorization, token.exp);
  return token.authorization;
}

/** A push's encrypted body (RFC 8291) and its VAPID authorization: a push's CPU, all of it. */
export async function pushRequest(
  sub: PushSubscriptionJson,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
  tokens: VapidTokens,
): Promise<{ body: Uint8Array<ArrayBuffer>; authorization: string }> {
  const subscription = { endpoint: sub.endpoint, expirationTime: sub.expirationTime ?? null, keys: sub.keys };
  const body = await encryptNotification(subscription, new TextEncoder().encode(JSON.stringify(payload)));
  // Push services are https (RFC 8030 §2), and the library signs only for those; the
  // local stand-in of the tests is signed for as its https twin.
  return { body, authorization: await vapidAuthorization(sub.endpoint.replace(/^http:/, 'https:'), vapid, tokens) };
}

/** `sub`'s endpoint was checked by the caller (outsideUrl.ts): https, or a local stand-in. */
export async function sendPush(
  sub: PushSubscriptionJson,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
  tokens: VapidTokens,
): Promise<Outcome> {
  let request: { body: Uint8Array<ArrayBuffer>; authorization: string };
  try {
    request = await pushRequest(sub, payload, vapid, tokens);
  } catch {
    return failed('encrypt', true);
  }
  const { body, authorization } = request;
  const res = await post(sub.endpoint, {
    headers: {
      authorization,
      TTL: String(PUSH_TTL_SECONDS),
      Urgency: 'normal',
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
    },
    body,
  });
  if (res instanceof Response && (res.status === 404 || res.status === 410))
    return { ok: false, why: `status:push:${res.status}`, gone: true, final: true };
  return outcomeOf(res, 'push');
}

// ------------------------------------------------------------------ e-mail

export type Mailer =
  | { kind: 'binding'; binding: SendEmail; from: string }
  | { kind: 'http'; url: string; key: string; from: string };

/** The deployment's way to send mail (MAIL = "binding" or "http"), or none (off, the default, or not configured). */
export function mailerOf(env: Vars): Mailer | null {
  const from = env.MAIL_FROM;
  if (!from) return null;
  if (env.MAIL === 'binding' && env.SEND_EMAIL) return { kind: 'binding', binding: env.SEND_EMAIL, from };
  if (env.MAIL === 'http' && env.MAIL_API_URL && env.MAIL_API_KEY)
    return { kind: 'http', url: env.MAIL_API_URL, key: env.MAIL_API_KEY, from };
  return null;
}

/** The mail's text, in the message's language (`t`): the message, the link it opens, and the one-click stop. */
export function mailText(t: Dict, message: Message): string {
  return `${message.body}\n\n${message.url}\n\n--\n${t.notify.mailWhy}\n${t.notify.mailStop} ${message.stop ?? ''}\n`;
}

/**
 * Whether the binding's error refuses the recipient. Cloudflare documents
 * `E_RECIPIENT_NOT_ALLOWED` (outside the binding's allowlist) and no code of its own for
 * an unverified destination, whose message, as reported, says the destination address is
 * not verified; the local runtime's allowlist says "email to … not allowed". A sender
 * refused is not this.
 */
export function recipientRefused(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code) return code === 'E_RECIPIENT_NOT_ALLOWED' || code === 'E_RECIPIENT_NOT_VERIFIED';
  const message = error instanceof Error ? error.message : String(error);
  return /destination address\b.*\bnot\b.*\bverified|^email to \S+ not allowed/i.test(message);
}

export async function sendMail(t: Dict, mailer: Mailer, to: string, message: Message): Promise<Outcome> {
  // RFC 8058: mail clients offer their own one-click stop, a POST to the same link.
  const headers = message.stop
    ? { 'List-Unsubscribe': `<${message.stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  const mail = {
    from: mailer.from,
    subject: message.title,
    text: mailText(t, message),
    ...(headers ? { headers } : {}),
  };
  if (mailer.kind === 'binding') {
    // The binding takes no signal: past the timeout the send counts as failed (and is
    // tried again), whatever the binding does later.
    let timer = 0;
    const late = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), SEND_TIMEOUT_MS);
    });
    try {
      const sent = await Promise.race([mailer.binding.send({ ...mail, to }), late]);
      return sent === 'timeout' ? failed('timeout:mail') : { ok: true };
    } catch (error) {
      // Not the error's own words: they may name the address, and the host page shows the reason.
      // A recipient refused: on a free account (or any without a sending domain) the binding
      // writes only to the account's verified destination addresses, each verified once by
      // its owner. Trying again cannot help until then: the host page asks for it at once.
      return recipientRefused(error) ? failed(UNVERIFIED_MAIL, true) : failed('binding');
    } finally {
      clearTimeout(timer);
    }
  }
  const res = await post(mailer.url, {
    headers: { Authorization: `Bearer ${mailer.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...mail, to: [to] }),
  });
  return outcomeOf(res, 'mail');
}
