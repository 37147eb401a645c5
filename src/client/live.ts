// Messages answered to a post and pushed on the socket meet here (./updates.ts's rules on
// the DOM), so that a late answer never takes the page back to an older version of the
// game. A page takes only the parts it has (the host page shows just the status). When a
// decision of this seat's own appears, the phone vibrates once and focus goes to the
// decision panel; once its own decision is accepted, focus goes to the status, or to the
// panel when the next decision is this seat's too; once the page can no longer decide, the
// panel saying why comes into view. The keyboard's focus is never left on the page's body:
// not by a section replaced around it, nor by a button disabled while its form posts.
import { LIVE } from '../../templates/liveFormat.ts';
import { decided } from './events.ts';
import { bringIntoView, focusOn, myMove, sizeBars } from './screen.ts';
import { keepOpen } from './loadOnOpen.ts';
import { closeSince, sinceKept } from './since.ts';
import { type Page, applyParts, stampOf, taken } from './updates.ts';

/** htmx's one call this script makes: a new form's hx-* attributes wired (the page loads htmx before this script). */
declare const htmx: { process(el: Element): void };

/** What applying a message asks of the connection: a fresh render (a gap), or that the game is reached again. */
export type Outcome = 'resync' | 'fresh' | 'taken' | 'left';

const page: Page<Element> = {
  byId: (id) => document.getElementById(id),
  attr: (el, name) => el.getAttribute(name),
  // A table's rows are the children of the <tbody> the parser puts in it (templates/boardText.ts boardTextUpdate).
  children: (el) => [...el.children].flatMap((c) => (c instanceof HTMLTableSectionElement ? [...c.children] : [c])),
  replace: (current, el) => {
    // A section the script had focused (the status after a decision) keeps the focus when replaced.
    const focused = document.activeElement === current;
    const inside = !focused && current.contains(document.activeElement);
    const was = inside ? (document.activeElement?.id ?? '') : '';
    keepOpen(current, el);
    current.replaceWith(el);
    if (focused) focusOn(el.id, true);
    if (el.querySelector('form')) htmx.process(el);
    // Focus inside goes to the same control in the new section (a standing choice just changed) or else its first
    // control, once place.js has dressed it (a task later).
    if (inside && el instanceof HTMLElement) setTimeout(() => focusFirstIn(el, was), 0);
  },
  prepend: (list, from) => list.prepend(...from.childNodes),
  wanted: (el) => !(el instanceof HTMLElement) || sinceKept(el),
};

/** What a Tab may stop at, form controls first. */
const CONTROLS = [
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea',
  'a[href], [tabindex="0"]',
];
const shown = (el: Element) => el.getClientRects().length > 0;

/**
 * The control of a section put in place of the one that held the focus: the one of the same id if it has one, else
 * its first; unless the focus is elsewhere now.
 */
function focusFirstIn(el: HTMLElement, id = ''): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  if (!el.isConnected) return;
  const same = id ? document.getElementById(id) : null;
  if (same && el.contains(same) && shown(same)) {
    same.focus({ preventScroll: true });
    return;
  }
  for (const selector of CONTROLS) {
    const to = [el, ...el.querySelectorAll<HTMLElement>(selector)].find((c) => c.matches(selector) && shown(c));
    if (to) {
      to.focus({ preventScroll: true });
      return;
    }
  }
  if (el.id) focusOn(el.id, true);
}

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

/** Does the decision panel say the page can no longer decide (templates/prompt.ts shutHead)? */
const shut = () => !!document.querySelector('#prompt .prompt-shut');

/** A message applied to the page, if its versions say so; `after`: the page's marks brought up to date. */
export function apply(html: string, after: () => void): Outcome {
  const t = document.createElement('template');
  t.innerHTML = html;
  const status = t.content.getElementById(LIVE.status);
  const how = taken(status ? stampOf((name) => status.getAttribute(name)) : null, versionNow());
  if (how === 'gap') return 'resync';
  if (how === 'old') return 'left';
  const before = myMove();
  const wasShut = shut();
  applyParts(page, [...t.content.children]);
  after();
  sizeBars();
  if (!before && myMove()) yourMove();
  // The page can no longer decide (its link replaced, its seat handed to the stand-in): the panel that says so and
  // what to do comes into view in the place of the tray, wherever the player was on the board.
  else if (!wasShut && shut()) {
    focusOn('prompt', true);
    setTimeout(bringIntoView, 0);
  }
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
    // htmx disables the form's button next (hx-disabled-elt), which would drop the focus on the body:
    // the panel holds it.
    const form = e.target instanceof Element ? e.target : null;
    if (form?.closest('#prompt') && form.contains(document.activeElement)) focusOn('prompt', true);
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
      // The next decision is this seat's too (a card's window after its placement…): the focus on it, as yourMove.
      if (myMove()) {
        focusOn('prompt', true);
        setTimeout(bringIntoView, 0);
      } else focusOn('status', false);
    });
  });
}
