// Which seats this browser's push subscription was given to, kept in localStorage (one
// subscription serves every seat the browser follows): the rules apart from the page.

/** `{ endpoint, seats: [push url, …] }`: the seats this browser's subscription was given to. */
export type Given = { endpoint: string; seats: string[] };

const NONE: Given = { endpoint: '', seats: [] };

/** What the storage holds, if it is what this script wrote. */
export function givenOf(stored: string | null): Given {
  try {
    const g = JSON.parse(stored || 'null') as Partial<Given> | null;
    return g && typeof g.endpoint === 'string' && Array.isArray(g.seats)
      ? { endpoint: g.endpoint, seats: g.seats }
      : NONE;
  } catch {
    return NONE;
  }
}

/** Is the seat of `url` notified through the subscription `endpoint`? */
export const notifies = (g: Given, endpoint: string | undefined, url: string): boolean =>
  !!endpoint && g.endpoint === endpoint && g.seats.includes(url);

/** The seats given after `url` took the subscription `endpoint` (`on`) or let it go: another endpoint starts afresh. */
export function afterChange(g: Given, endpoint: string, url: string, on: boolean): Given {
  const seats = g.endpoint === endpoint ? g.seats.filter((s) => s !== url) : [];
  return { endpoint, seats: on ? [...seats, url] : seats };
}

/** A VAPID key's bytes, from its base64url text. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const s = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
