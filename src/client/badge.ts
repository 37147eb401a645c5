// What the live badge (#live) says: the truth about the connection. Pure: ./socket.ts
// gives the facts, the page's words (data-t-* on the badge) fill the word named.

export type Link = {
  /** The browser says it has a network. */
  online: boolean;
  /** A socket is open and has answered since it opened. */
  open: boolean;
  /** A socket was ever open on this page. */
  ever: boolean;
  /** A post never reached the game (network gone, server down), and none has since. */
  unsent: boolean;
  /** The host replaced this page's link (close code 4001): the old link is refused from now on. */
  replaced: boolean;
  /** Shut out (too many pages or messages, a deleted game): why, in the page's words ('' while not). */
  shut: string;
};

/** The badge: the word to say (a data-t-* name, or the shut words as they are) and its state for the stylesheet. */
export function badge(l: Link): { word: string; state: 'on' | 'off' | 'offline'; said?: string } {
  if (l.shut) return { word: '', said: l.shut, state: 'off' };
  if (l.replaced) return { word: 'replaced', state: 'off' };
  const state = !l.online ? 'offline' : l.open ? 'on' : 'off';
  // A post that never reached the game must not look accepted.
  if (l.unsent) return { word: 'unsent', state };
  if (state === 'offline') return { word: 'offline', state };
  return { word: state === 'on' ? 'live' : l.ever ? 'reconnecting' : 'connecting', state };
}

/** How long before the next try: doubling from 250 ms, never long while the network is there. */
export function retryWait(retries: number, online: boolean): number {
  return Math.min(online ? 2000 : 30000, 250 * 2 ** retries);
}

/**
 * What a close code means for the page (src/room/sockets.ts): `reload` (the seat's player
 * chose another language), `replaced` (4001: the host replaced the link), `shut` (4002,
 * 4008: too many pages or messages, where reconnecting would shut out another page in
 * turn; 4010: the game is deleted) or `retry`.
 */
export function closed(code: number): 'reload' | 'replaced' | 'shut' | 'retry' {
  if (code === 4003) return 'reload';
  if (code === 4001) return 'replaced';
  return code === 4002 || code === 4008 || code === 4010 ? 'shut' : 'retry';
}
