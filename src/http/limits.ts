// Whether a new game may be made now: per address, then the deployment's daily budget
// (src/room/budget.ts). Asked after the request is checked and before any game's object
// is, so a refused creation makes nothing, and a form with a typo costs no quota.
import * as z from 'zod/mini';
import {
  UNAVAILABLE,
  budgetOf,
  dayOf,
  limitCode,
  limitRefusal,
  perDayOf,
  perMinuteOf,
  untilTomorrow,
  type Admission,
  type Ask,
} from '../room/budget.ts';
import type { Env } from '../room/GameRoom.ts';
import type { RoomRefusal } from '../views.ts';

/** A creation refused over a limit: when to try again (seconds), and why. */
export type Limited = { status: 429 | 503; code: string; refusal: RoomRefusal; retryAfter: number };

const IPv4 = z.ipv4();
const IPv6 = z.ipv6();
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The key an address is counted under. One IPv6 host usually holds a whole /64, and
 * could otherwise take a fresh address for every request, so IPv6 counts per /64.
 * Cloudflare always sets CF-Connecting-IP; without it (a test calling the handler, a
 * service binding) every such request shares one key.
 */
export function addressKey(header: string | undefined): string {
  const ip = header?.trim() ?? '';
  const mapped = MAPPED_IPV4.exec(ip)?.[1];
  if (mapped && IPv4.safeParse(mapped).success) return mapped;
  if (IPv4.safeParse(ip).success) return ip;
  if (!IPv6.safeParse(ip).success) return 'unknown';
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const full =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(Math.max(0, 8 - groups(head).length - groups(tail).length)).fill('0'),
          ...groups(tail),
        ];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The last day this isolate found spent, with the budget it was spent under: later
 * requests that day are refused here, without a request to the counter object, so a
 * flood from many addresses after the budget is spent costs no Durable Object requests.
 */
let spent: { day: number; perDay: number } | null = null;
let warned = false;

const refusal = (limit: 'address' | 'day', allowed: number, retryAfter: number): Limited => ({
  status: 429,
  code: limitCode(limit),
  refusal: limitRefusal(limit, allowed, retryAfter),
  retryAfter,
});

/** Counts this creation, or says why it is refused. Never throws: a fault is a 503 to retry. */
export async function creationRefused(env: Env, ipHeader: string | undefined): Promise<Limited | null> {
  const now = Date.now();
  const perDay = perDayOf(env);
  const perMinute = perMinuteOf(env);
  if (spent && spent.day === dayOf(now) && spent.perDay === perDay) return refusal('day', perDay, untilTomorrow(now));
  const key = addressKey(ipHeader);
  let counted = false;
  if (env.CREATE_LIMITER) {
    try {
      const { success } = await env.CREATE_LIMITER.limit({ key });
      counted = true;
      // The binding says no more than that: its window is the period, at most 60 s.
      if (!success) return refusal('address', perMinute, 60);
    } catch (err) {
      // The binding failed: the counter object counts this address instead.
      if (!warned) {
        warned = true;
        console.warn(
          'Ys online: the CREATE_LIMITER binding failed; the counter object counts per address instead.',
          err,
        );
      }
    }
  }
  const ask: Ask = counted ? { perDay } : { perDay, address: { key, perMinute } };
  let admission: Admission;
  try {
    admission = await budgetOf(env).take(ask);
  } catch (err) {
    console.error('Ys online: the counter of new games did not answer', err);
    return { status: 503, code: 'budget-unavailable', refusal: UNAVAILABLE, retryAfter: 5 };
  }
  if (admission.ok) return null;
  if (admission.limit === 'day') spent = { day: dayOf(now), perDay };
  return refusal(admission.limit, admission.allowed, admission.retryAfter);
}
