// "My games" without accounts, the rules apart from the page: which links are games, how
// the list kept in this browser's localStorage is read and changed, and a game's status
// in the home page's words. The list never leaves the browser as a list.
import type { GameStatus } from '../views.ts';

export const MAX_GAMES = 30;
/** Only the game links this server makes: a seat, the host, a spectator. */
export const GAME_LINK = /^\/g\/([A-Za-z0-9_-]{22})\/(p\/[0-3]\/[A-Za-z0-9_-]+|host\/[A-Za-z0-9_-]+|watch)$/;

export type Role = 'player' | 'host' | 'spectator';
/**
 * A game this browser opened: its address (the link is the player's key), its name, role and game id, and the
 * game's title if the host gave one (entries kept before games had titles have none).
 */
export type MyGame = {
  url: string;
  id: string;
  role: Role;
  seen: number;
  name: string;
  players: string;
  title?: string;
};

/**
 * The list as stored, without what is not a game link of this server's (whatever the storage holds), and without a
 * title that is not text.
 */
export function gamesOf(stored: string | null): MyGame[] {
  try {
    const list: unknown = JSON.parse(stored || '[]');
    return Array.isArray(list)
      ? list
          .filter((g): g is MyGame => !!g && typeof g.url === 'string' && GAME_LINK.test(g.url))
          .map(({ title, ...g }) => (typeof title === 'string' && title ? { ...g, title } : g))
      : [];
  } catch {
    return [];
  }
}

/** The game a page's path is, if it is one: its id and role. */
export function gameAt(path: string): { id: string; role: Role } | null {
  const m = GAME_LINK.exec(path);
  if (!m) return null;
  const kind = m[2]!.charAt(0);
  return { id: m[1]!, role: kind === 'p' ? 'player' : kind === 'h' ? 'host' : 'spectator' };
}

/** The list with `entry` at its top (newest first; the same link opened again moves up), at most MAX_GAMES long. */
export function withGame(list: readonly MyGame[], entry: MyGame): MyGame[] {
  return [entry, ...list.filter((g) => g.url !== entry.url)].slice(0, MAX_GAMES);
}

/** A pattern's {0}, {1}… replaced in one pass, so a name holding "{1}" stays as typed. */
export function fillIn(pattern: string, values: readonly string[]): string {
  return pattern.replace(/\{(\d)\}/g, (all, i: string) => values[Number(i)] ?? all);
}

/** The page's words by name (data-t-* of the list's section). */
export type Words = (name: string) => string;

/**
 * An entry as the list shows it: the game's title if it has one, the name it was opened as (a player's, or the
 * host's or a spectator's word), its players: "Friday Ys — Ana — Ana, Ben, Cleo".
 */
export function gameLabel(word: Words, g: MyGame): string {
  const who = g.role === 'player' ? g.name : word(g.role === 'host' ? 'host' : 'spectator');
  return [...(g.title ? [g.title] : []), who, g.players].join(' \u2014 ');
}

/** Names as the page's language lists them (its own pattern for 2, 3 or 4 names: a game has at most 4 players). */
function and(word: Words, names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : fillIn(word(`and-${names.length}`) || word('and-4'), names);
}

/** The status in words: "your move", "waiting for Ben", "finished: Cleo won". */
export function statusWords(word: Words, s: GameStatus): string {
  if (s.ended) return word('ended');
  if (s.over)
    return s.winners.length
      ? fillIn(word(s.winners.length === 1 ? 'won-one' : 'won-many'), [and(word, s.winners)])
      : word('no-winner');
  const timed = (text: string) => (s.left ? fillIn(word('with-time'), [text, s.left]) : text);
  if (s.yourMove) return timed(word('your-move'));
  return s.waitingFor.length ? timed(fillIn(word('waiting-for'), [and(word, s.waitingFor)])) : word('in-play');
}

/** Does the game await this player (it is their move, in a game still going)? */
export const awaitsMe = (s: GameStatus): boolean => !!s.yourMove && !s.over && !s.ended;

/**
 * The seats to offer after a decision on the page at `path`: this browser's other players' links, newest first,
 * never a seat of the same game (a host trying two seats in one browser is not waited on elsewhere).
 */
export function nextCandidates(list: readonly MyGame[], path: string): MyGame[] {
  const here = gameAt(path);
  return list.filter((g) => g.role === 'player' && g.url !== path && g.id !== here?.id);
}
