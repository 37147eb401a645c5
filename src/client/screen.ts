// The screen around the decision: when a decision of this seat's own begins (or the page
// opens on one), the page scrolls what it is about into view between the status bar at
// the top and the placing tray at the bottom: the board's lit places for a decision on
// the board, the decision panel for any other. It keeps the status bar's height in
// --status-h, with which app.css caps the tray so that the two bars together never take
// more than 30% of the screen.

let watched: HTMLElement | null = null;
const sizer = typeof ResizeObserver === 'function' ? new ResizeObserver(statusHeight) : null;

function sticky(el: HTMLElement | null): el is HTMLElement {
  return !!el && getComputedStyle(el).position === 'sticky';
}

function statusHeight(): void {
  const status = document.getElementById('status');
  const height = sticky(status) ? Math.ceil(status.getBoundingClientRect().height) : 0;
  document.documentElement.style.setProperty('--status-h', `${height}px`);
}

/** The status bar's height, whenever it changes (a new status, a line more, another layout). */
export function sizeBars(): void {
  const status = document.getElementById('status');
  if (sizer && status !== watched) {
    if (watched) sizer.unobserve(watched);
    if (status) sizer.observe(status);
    watched = status;
  }
  statusHeight();
}

/** The part of the screen between the bars: [top, bottom] in the viewport's pixels. */
function between(): { top: number; bottom: number } {
  const status = document.getElementById('status');
  const top = sticky(status) ? (Number.parseFloat(getComputedStyle(status).top) || 0) + status.offsetHeight : 0;
  const bar = document.querySelector<HTMLElement>('#prompt .place-bar');
  const tray = bar?.getClientRects().length ? bar.offsetHeight : 0;
  return { top, bottom: window.innerHeight - tray };
}

/** Where to scroll from for the lit places: none if they are in the band already. */
function litFrom(lit: NodeListOf<Element>, band: { top: number; bottom: number }): number | null {
  let first = Infinity;
  let last = -Infinity;
  for (const el of lit) {
    const r = el.getBoundingClientRect();
    first = Math.min(first, r.top);
    last = Math.max(last, r.bottom);
  }
  if (first >= band.top && last <= band.bottom) return null;
  const board = document.getElementById('board')?.getBoundingClientRect();
  if (!board) return first - 4;
  return last - board.top <= band.bottom - band.top ? board.top : first - 4;
}

/**
 * What the decision is about, brought between the bars unless it is there already: the
 * lit places with the board from its top when they fit (its legend and heading too),
 * else from the first lit place; without lit places, the decision panel from its top.
 */
export function bringIntoView(): void {
  const band = between();
  const lit = document.querySelectorAll('#board .legal');
  let from: number | null;
  if (lit.length) from = litFrom(lit, band);
  else {
    const box = document.getElementById('prompt')?.getBoundingClientRect();
    if (!box) return;
    from = box.top >= band.top && box.bottom <= band.bottom ? null : box.top - 4;
  }
  if (from !== null) window.scrollTo(0, Math.max(0, window.scrollY + from - band.top));
}

/** Focus moved by the script, to an element made focusable for it (not in the tab order). */
export function focusOn(id: string, stay: boolean): void {
  const el = document.getElementById(id);
  if (!el) return;
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus(stay ? { preventScroll: true } : undefined);
}

/** Is a decision of this seat's own in the panel (the Spy's look aside is not one, nor a move planned ahead)? */
export function myMove(): boolean {
  return !!document.querySelector('#prompt form:not(.peek-form):not(.plan-form)');
}
