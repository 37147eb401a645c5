// The one rule for the addresses Ys online posts to on someone's word: a game's webhook
// (its host's) and a browser's push endpoint (any seat's). Both are given by visitors, so
// both could aim the server at itself or at a private network: only https on
// port 443 to a host name on the public internet, and push only to the push services
// the browsers use. Checked at the door (a 400 with the reason) and again before each
// send (a subscription or webhook stored before the rule).
import type { HttpRefusal } from '../views.ts';

/** The longest address taken, as the host page's field allows. */
export const MAX_OUTSIDE_URL = 500;
/**
 * How much of an address field a body may carry: more than the rule takes, so that the rule says why a longer one is
 * refused.
 */
export const URL_FIELD_MAX = 2000;

/**
 * The push services browsers subscribe at: exact hosts, and (leading dot) the hosts
 * under a domain. Google's FCM (Chrome, Android), Mozilla's autopush (Firefox), Apple's
 * web push (Safari), Microsoft's WNS (Edge).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/** Names that never leave the machine or the local network (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa'];

export type OutsideUrlWhat = 'webhook' | 'pushEndpoint';

const under = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export const isPushServiceHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) && host.length > h.length : host === h));

/**
 * An IP address rather than a name. The URL parser writes every IPv4 spelling (decimal
 * 2130706433, hex, octal, short 127.1) as dotted decimal and brackets IPv6; a last
 * label of digits or hex is refused too, should a parser ever leave one as it came.
 */
function isIpLiteral(host: string): boolean {
  if (host.startsWith('[') || host.includes(':')) return true;
  const last = host.split('.').at(-1) ?? '';
  return /^(0x[0-9a-f]*|[0-9]+)$/i.test(last);
}

/**
 * Why the server will not post to `url`, or null. `local` (ALLOW_LOCAL_ENDPOINTS=1,
 * tests and local dev only) lets through the stand-ins: http or https on 127.0.0.1 or
 * localhost, any port.
 */
export function outsideUrlRefusal(url: string, what: OutsideUrlWhat, local: boolean): HttpRefusal | null {
  if (url.length > MAX_OUTSIDE_URL) return { key: 'urlTooLong', what, max: MAX_OUTSIDE_URL };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { key: 'notUrl', what };
  }
  // The parsed form is what fetch posts to: fullwidth letters and other IDNA spellings are folded by now.
  if (parsed.href.length > MAX_OUTSIDE_URL) return { key: 'urlTooLong', what, max: MAX_OUTSIDE_URL };
  if (parsed.username || parsed.password) return { key: 'urlCredentials', what };
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (
    local &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    (host === '127.0.0.1' || host === 'localhost')
  )
    return null;
  if (parsed.protocol !== 'https:') return { key: 'notHttps', what };
  // The parser drops the default port: any port left is another one.
  if (parsed.port !== '') return { key: 'urlPort', what };
  if (isIpLiteral(host)) return { key: 'urlIpAddress', what };
  if (!host.includes('.') || LOCAL_SUFFIXES.some((s) => under(host, s))) return { key: 'urlLocalName', what };
  if (what === 'pushEndpoint' && !isPushServiceHost(host)) return { key: 'pushServiceUnknown' };
  return null;
}

/** Whether this deployment lets the local stand-ins through (never set on a deployment). */
export const localEndpoints = (env: { ALLOW_LOCAL_ENDPOINTS?: string | undefined }) =>
  env.ALLOW_LOCAL_ENDPOINTS === '1';
