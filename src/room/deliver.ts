// Sending a notification to the outside: a chat's webhook, a browser's push service
// (RFC 8030, the message encrypted for that browser, RFC 8291, and signed by VAPID,
// RFC 8292, with a maintained WebCrypto library), or a mail service (Cloudflare's
// send_email binding or a Resend-compatible HTTP API). Each answers what became of
// the send, so the caller can try again later, drop a dead subscription, or give up.
import { encryptNotification, vapidHeaders } from '@block65/webcrypto-web-push';
import type { Env } from './env.ts';
import type { Message, PushSubscriptionJson } from './contacts.ts';

/** `gone`: the push service forgot the subscription (404, 410); `final`: trying again cannot help. */
export type Outcome = { ok: true } | { ok: false; why: string; gone?: boolean; final?: boolean };

const failed = (why: string, final = false): Outcome => ({ ok: false, why, ...(final ? { final } : {}) });

/** An outside address we may post to: https, or (ALLOW_FIXED_DEALS, tests) a stand-in on 127.0.0.1. */
export function outsideUrlProblem(url: string, local: boolean, what: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `The ${what} is not a URL.`;
  }
  if (parsed.protocol === 'https:') return null;
  if (local && parsed.protocol === 'http:' && parsed.hostname === '127.0.0.1') return null;
  return `The ${what} must be an https:// URL${what === 'webhook' ? ' (as Discord and Slack give)' : ''}.`;
}

async function post(url: string, init: RequestInit): Promise<Response | string> {
  try {
    return await fetch(url, { ...init, method: 'POST', redirect: 'manual' });
  } catch {
    // Not the error's own words: they may name the endpoint, and the host page shows this.
    return 'could not be reached';
  }
}

/** A server error or too many requests may pass; any other refusal will be the same next time. */
const outcomeOf = (res: Response | string, what: string): Outcome =>
  typeof res === 'string' ? failed(`${what}: ${res}`)
    : res.ok ? { ok: true }
      : failed(`${what} answered ${res.status}`, res.status !== 429 && res.status < 500);

/** Discord reads "content", Slack "text": the same words in both. */
export async function sendWebhook(url: string, message: Message): Promise<Outcome> {
  const res = await post(url, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ content: message.body, text: message.body }) });
  return outcomeOf(res, 'the webhook');
}

// ------------------------------------------------------------------ Web Push

export type VapidKeys = { publicKey: string; privateKey: string };

/** The deployment's VAPID keys (secrets), or a game's own pair where there are none (local dev). */
export function vapidOf(env: Env, own: VapidKeys | undefined): (VapidKeys & { subject: string }) | null {
  const subject = env.VAPID_SUBJECT || 'mailto:ys-online@localhost';
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  return own ? { ...own, subject } : null;
}

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A new VAPID pair in the form the library and browsers take: the public key as an uncompressed point, the private as JWK `d`. */
export async function newVapidKeys(): Promise<VapidKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']) as CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey) as ArrayBuffer);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey) as JsonWebKey;
  return { publicKey: b64url(publicKey), privateKey: jwk.d! };
}

/** What the service worker (public/sw.js) shows. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** A day: a "your move" older than that is news the page will tell better. */
const PUSH_TTL_SECONDS = 86_400;

export async function sendPush(sub: PushSubscriptionJson, payload: PushPayload, vapid: VapidKeys & { subject: string }, local: boolean): Promise<Outcome> {
  const problem = outsideUrlProblem(sub.endpoint, local, 'push endpoint');
  if (problem) return failed(problem, true);
  const subscription = { endpoint: sub.endpoint, expirationTime: sub.expirationTime ?? null, keys: sub.keys };
  let body: Uint8Array<ArrayBuffer>;
  let authorization: Record<string, string>;
  try {
    body = await encryptNotification(subscription, new TextEncoder().encode(JSON.stringify(payload)));
    // Push services are https (RFC 8030 §2), and the library signs only for those; the
    // local stand-in of the tests is signed for as its https twin.
    const signedFor = sub.endpoint.startsWith('http:') ? { ...subscription, endpoint: sub.endpoint.replace(/^http:/, 'https:') } : subscription;
    authorization = (await vapidHeaders(signedFor, vapid)).headers;
  } catch {
    return failed('the push message could not be encrypted for this browser', true);
  }
  const res = await post(sub.endpoint, {
    headers: { ...authorization, TTL: String(PUSH_TTL_SECONDS), Urgency: 'normal', 'Content-Encoding': 'aes128gcm', 'Content-Type': 'application/octet-stream' },
    body,
  });
  if (typeof res !== 'string' && (res.status === 404 || res.status === 410)) return { ok: false, why: `the push service answered ${res.status}`, gone: true, final: true };
  return outcomeOf(res, 'the push service');
}

// ------------------------------------------------------------------ e-mail

export type Mailer =
  | { kind: 'binding'; binding: SendEmail; from: string }
  | { kind: 'http'; url: string; key: string; from: string };

/** The deployment's way to send mail (MAIL = "binding" or "http"), or none (off, the default, or not configured). */
export function mailerOf(env: Env): Mailer | null {
  const from = env.MAIL_FROM;
  if (!from) return null;
  if (env.MAIL === 'binding' && env.SEND_EMAIL) return { kind: 'binding', binding: env.SEND_EMAIL, from };
  if (env.MAIL === 'http' && env.MAIL_API_URL && env.MAIL_API_KEY) return { kind: 'http', url: env.MAIL_API_URL, key: env.MAIL_API_KEY, from };
  return null;
}

/** The mail's text: the message, the link it opens, and the one-click stop. */
export function mailText(message: Message): string {
  return `${message.body}\n\n${message.url}\n\n--\nYou get this because an e-mail address was given for your seat in a game of Ys online.\n`
    + `Stop these e-mails (one click): ${message.stop ?? ''}\n`;
}

export async function sendMail(mailer: Mailer, to: string, message: Message): Promise<Outcome> {
  // RFC 8058: mail clients offer their own one-click stop, a POST to the same link.
  const headers = message.stop ? { 'List-Unsubscribe': `<${message.stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
  const mail = { from: mailer.from, subject: message.title, text: mailText(message), ...(headers ? { headers } : {}) };
  if (mailer.kind === 'binding') {
    try {
      await mailer.binding.send({ ...mail, to });
      return { ok: true };
    } catch {
      // Not the error's own words: they may name the address, and the host page shows this.
      return failed('the send_email binding refused the mail');
    }
  }
  const res = await post(mailer.url, {
    headers: { Authorization: `Bearer ${mailer.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...mail, to: [to] }),
  });
  return outcomeOf(res, 'the mail API');
}
