// The rules a page follows with the messages of its game (templates/liveFormat.ts): which
// it takes, by the versions of their status lines, and what each part of one does to the
// page. Pure: the page is reached through `Page`, so the same rules run on the DOM
// (./live.ts) and on a page held as text in the tests.
import { LIVE } from '../../templates/liveFormat.ts';

/** A message's status line as read: its version, and the base it was made from (none: a fresh render). */
export type Stamp = { version: number; base: number | null };

/**
 * How a message is taken against the version the page shows:
 * - `fresh`: a fresh render, not older than the page: taken (the game is reached again);
 * - `update`: made from the version shown: taken;
 * - `old`: a fresh render older than the page, or an update not newer (out of order, or a
 *   late answer to a post): left, so the page never goes back to an older version;
 * - `gap`: an update made from another version: left, and the page asks for a fresh render;
 * - `unchecked`: no version on one side (the message or the page has no status line): taken.
 */
export type Taken = 'fresh' | 'update' | 'old' | 'gap' | 'unchecked';

export function taken(message: Stamp | null, shown: number | null): Taken {
  if (!message || shown === null) return 'unchecked';
  if (message.base === null) return message.version < shown ? 'old' : 'fresh';
  if (message.version <= shown) return 'old';
  return message.base === shown ? 'update' : 'gap';
}

/** A status line's stamp, from its attributes. */
export function stampOf(attr: (name: string) => string | null): Stamp {
  const base = attr(LIVE.base);
  return { version: Number(attr(LIVE.version)), base: base === null ? null : Number(base) };
}

/** The page as the rules reach it: elements of type E, found by id. */
export interface Page<E> {
  byId(id: string): E | null;
  attr(el: E, name: string): string | null;
  /** An element's element children. */
  children(el: E): readonly E[];
  /** `by` in place of `current`. */
  replace(current: E, by: E): void;
  /** The children of `from` put at the top of `list`, in their order. */
  prepend(list: E, from: E): void;
  /** A section's own say on whether it replaces the page's (the "since your last move" panel's). */
  wanted(el: E, current: E): boolean;
}

/** Does the section `el` replace the page's `current`? Not when its content key is the same. */
export function replaces(key: string | null, currentKey: string | null): boolean {
  return !key || key !== currentKey;
}

/** An element in place of the page's element with its id (if the page has one). */
function put<E>(page: Page<E>, el: E): void {
  const current = page.byId(page.attr(el, 'id') ?? '');
  if (!current || !page.wanted(el, current)) return;
  if (!replaces(page.attr(el, LIVE.key), page.attr(current, LIVE.key))) return;
  page.replace(current, el);
}

/**
 * A message's top-level parts applied: an element with an id replaces the page's; a
 * list's new items (data-into) go at its top; any other element is a wrapper (an <svg>
 * so that board pieces parse as SVG, a <ul> for players' lines) whose pieces with ids
 * replace the page's.
 */
export function applyParts<E>(page: Page<E>, parts: readonly E[]): void {
  for (const part of parts) {
    const into = page.attr(part, LIVE.into);
    if (page.attr(part, 'id')) put(page, part);
    else if (into) {
      const list = page.byId(into);
      if (list) page.prepend(list, part);
    } else for (const piece of page.children(part)) if (page.attr(piece, 'id')) put(page, piece);
  }
}
