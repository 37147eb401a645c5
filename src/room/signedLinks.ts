// Game ids and link signatures (docs/architecture.md, "Links and secrecy").
// A link signature is HMAC-SHA256 over (game id, role, key generation), keyed by the
// deployment secret, cut to 144 bits and written in base64url (24 characters).
// Holding a link is the only credential a player has, so the signature must be
// unguessable, bound to one game and one seat, and compared in constant time.
import * as z from 'zod/mini';

/**
 * Bytes of the HMAC kept in a link: 18 bytes = 144 bits ≥ the 128 the link design asks (docs/architecture.md), and 24
 * base64url characters without padding.
 */
const SIG_BYTES = 18;
/** Bytes of a game id: 16 bytes = 128 bits, 22 base64url characters. */
const ID_BYTES = 16;

/** A game id as a link carries it; anything else never reaches an object. */
export const GameIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/));
/** A link signature's shape only: whether it is right is for the game's object to say. */
export const SigSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

export type Role = { kind: 'seat'; seat: number } | { kind: 'host' };

export function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A fresh game id: 128 random bits, so ids can neither be guessed nor enumerated. */
export function newGameId(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(ID_BYTES)));
}

/** A fresh secret (local dev without LINK_SECRET, and random seeds): 256 random bits. */
export function newSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

// Importing a key costs a little CPU; one game's object signs with the same secret
// every time, so keep the imported keys per isolate.
const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    if (keys.size > 16) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

function message(gameId: string, role: Role, generation: number): string {
  // A fixed prefix and separators that cannot occur in the parts keep different
  // (game, role, generation) triples from ever signing the same bytes.
  return `ys-link/v1|${gameId}|${role.kind === 'host' ? 'host' : `seat:${role.seat}`}|${generation}`;
}

async function mac(secret: string, gameId: string, role: Role, generation: number): Promise<Uint8Array> {
  const full = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    new TextEncoder().encode(message(gameId, role, generation)),
  );
  return new Uint8Array(full).slice(0, SIG_BYTES);
}

export async function signLink(secret: string, gameId: string, role: Role, generation: number): Promise<string> {
  return base64url(await mac(secret, gameId, role, generation));
}

/** Constant-time check of a link signature; any malformed or truncated one is simply false. */
export async function verifyLink(
  secret: string,
  gameId: string,
  role: Role,
  generation: number,
  sig: string,
): Promise<boolean> {
  const expected = await mac(secret, gameId, role, generation);
  const given = fromBase64url(sig);
  // timingSafeEqual needs equal lengths; comparing the expected value with itself
  // keeps the work the same for a wrong length, and the answer false.
  const same = given !== null && given.byteLength === expected.byteLength;
  const equal = crypto.subtle.timingSafeEqual(same ? given : expected, expected);
  return same && equal && base64url(given) === sig;
}

export const seatPath = (gameId: string, seat: number, sig: string) => `/g/${gameId}/p/${seat}/${sig}`;
export const hostPath = (gameId: string, sig: string) => `/g/${gameId}/host/${sig}`;
export const watchPath = (gameId: string) => `/g/${gameId}/watch`;
