// Messages answered to a post and pushed on the socket meet here (./updates.ts's rules on
// the DOM), so that a late answer never takes the page back to an older version of the
// game. A page takes only the parts it has (the host page shows just the status). When a
// decision of this seat's own appears, the phone vibrates once and focus goes to the
// decision panel; once its own decision is accepted, focus goes to the status.
import { LIVE } from '../../templates/liveFormat.ts';
import { decided } from './events.ts';
import { bringIntoView, focusOn, myMove, sizeBars } from './screen.ts';
import { closeSince, sinceKept } from './since.ts';
import { type Page, applyParts, stampOf, taken } from './updates.ts';

/** htmx's one call this script makes: a new form's hx-* attributes wired (the page loads htmx before this script). */
declare const htmx: { process(el: Element): void };

/** What applying a message asks of the connection: a fresh render (a gap), or that the game is reached again. */
export type Outcome = 'resync' | 'fresh' | 'taken' | 'left';

const page: Page<Element> = {
  byId: (id) => document.getElementById(id),
  attr: (el, name) => el.getAttribute(name),
  children: (el) => [...el.children],
  replace: (current, el) => {
    // A section the script had focused (the status after a decision) keeps the focus when replaced.
    const focused = document.activeElement === current;
    current.replaceWith(el);
    if (focused) focusOn(el.id, true);
    if (el.querySelector('form')) htmx.process(el);
  },
  prepend: (list, from) => list.prepend(...from.childNodes),
  wanted: (el) => !(el instanceof HTMLElement) || sinceKept(el),
};

/** The version the page shows (its status line's), if it has one. */
export function versionNow(): number | null {
  const s = document.getElementById(LIVE.status);
  return s ? Number(s.getAttribute(LIVE.version)) : null;
}

/** It became this seat's move on an open page: say so once, by touch and by focus, and show what it is about. */
function yourMove(): void {
  if (typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate(200);
    } catch {
      /* not allowed here */
    }
  }
  focusOn('prompt', true);
  // Once place.js, woken by the same change, has lit the board.
  setTimeout(bringIntoView, 0);
}

/** A message applied to the page, if its versions say so; `after`: the page's marks brought up to date. */
export function apply(html: string, after: () => void): Outcome {
  const t = document.createElement('template');
  t.innerHTML = html;
  const status = t.content.getElementById(LIVE.status);
  const how = taken(status ? stampOf((name) => status.getAttribute(name)) : null, versionNow());
  if (how === 'gap') return 'resync';
  if (how === 'old') return 'left';
  const before = myMove();
  applyParts(page, [...t.content.children]);
  after();
  sizeBars();
  if (!before && myMove()) yourMove();
  return how === 'fresh' ? 'fresh' : 'taken';
}

/** htmx's events this script reads (its types are not this project's). */
type Xhr = XMLHttpRequest & { ysApplied?: boolean };
type HtmxDetail = { xhr?: Xhr; shouldSwap?: boolean; serverResponse?: string };

/**
 * The posts of the page's forms (htmx): their answers applied as the socket's messages are,
 * and their outcome read on the request itself: the form that sent it may be gone by then
 * (the socket's push of the same move replaced the panel), and htmx's events with it.
 * `sent(ok)`: whether the post reached the game. The player's own decision accepted (the
 * game moved on; not a refusal, shown next to the decision), focus goes to the status line.
 */
export function watchPosts(take: (html: string) => void, sent: (ok: boolean) => void): void {
  document.body.addEventListener('htmx:beforeSwap', (e) => {
    const d = (e as CustomEvent<HtmxDetail>).detail;
    if (d.xhr?.status !== 200) return;
    d.shouldSwap = false;
    d.xhr.ysApplied = true;
    take(d.serverResponse ?? '');
  });
  document.body.addEventListener('htmx:beforeRequest', (e) => {
    const xhr = (e as CustomEvent<HtmxDetail>).detail.xhr;
    if (!xhr) return;
    const from = versionNow();
    xhr.addEventListener('loadend', () => {
      if (xhr.status === 0 || xhr.status >= 400) return sent(false);
      if (xhr.status === 200 && !xhr.ysApplied) take(xhr.responseText);
      sent(true);
      const now = versionNow();
      if (from === null || now === null || !(now > from) || document.querySelector('#prompt [role="alert"]')) return;
      closeSince();
      // Another game of this browser's may await this player now (./myGames.ts).
      if (!myMove()) decided();
      focusOn('status', false);
    });
  });
}
