// /place.js: a game page's decisions made by taps on the board (../placePage.ts), the
// language switch's way back to the same place on the page (../scrollBack.ts), and its chat
// and notes (../chat.ts, ../notes.ts): one file, as every game page loads them all.
import { moveAmongLit } from '../board.ts';
import { startChat } from '../chat.ts';
import { startNotes } from '../notes.ts';
import { PlacePage } from '../placePage.ts';
import { postPlansAtPageVersion } from '../planAhead.ts';
import { markMore } from '../placing.ts';
import { isNavKey } from '../roving.ts';
import { startScrollBack } from '../scrollBack.ts';

function onClick(page: PlacePage, e: MouseEvent): void {
  const target = e.target instanceof Element ? e.target : null;
  if (!target) return;
  const start = target.closest('#prompt form.pick-form .pick-start');
  const form = start?.closest('form');
  if (form) {
    page.startPick(form, e.detail === 0);
    return;
  }
  if (page.picking) {
    if (!page.pickBar(target, e.detail === 0) && target.closest('#board')) page.tapPick(target);
    return;
  }
  page.placeClick(target, e.detail === 0);
}

/** Keys that type into the control they are pressed in, and so are never the page's shortcuts. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox'))
  );
}

/**
 * The keyboard on the board and the tray: the arrow keys (and Home, End, Page Up, Page Down) go among the
 * lit places and brokers as they stand on screen; Enter or Space on one taps it; a
 * number key picks the tray's chip of that value; Escape takes back the last step. After
 * each, the focus goes on to what comes next (PlacePage.focusStep), never to the body.
 */
function onKey(page: PlacePage, e: KeyboardEvent): void {
  if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
  const lit = e.target instanceof Element ? e.target.closest('#board .legal') : null;
  if (lit && isNavKey(e.key)) {
    e.preventDefault();
    moveAmongLit(lit, e.key);
    return;
  }
  if (/^[0-9]$/.test(e.key)) {
    if (page.chipByKey(e.key)) e.preventDefault();
    return;
  }
  if (e.key === 'Escape') {
    if (page.undoByKey()) e.preventDefault();
    return;
  }
  if (!lit || (e.key !== 'Enter' && e.key !== ' ')) return;
  e.preventDefault();
  if (page.picking) {
    if (page.tapPick(lit)) page.focusStep();
    return;
  }
  const spot = lit.closest('[data-spot]');
  if (spot && page.tapSpot(spot.getAttribute('data-spot') ?? '')) page.focusStep();
}

const main = document.querySelector('main.game');
if (main) {
  const page = new PlacePage(main);
  document.addEventListener('click', (e) => onClick(page, e));
  page.listenToFill();
  document.addEventListener('keydown', (e) => onKey(page, e));
  // "Plan my next move" opened (its form asked for by app.js, ../loadOnOpen.ts) or closed: its bar comes or goes (a
  // toggle neither bubbles nor changes the nodes).
  document.addEventListener(
    'toggle',
    (e) => {
      const ahead = e.target instanceof HTMLDetailsElement && e.target.matches('.plan-ahead') ? e.target : null;
      if (ahead && !ahead.open) page.closedPlan();
      page.update();
    },
    true,
  );
  postPlansAtPageVersion();
  page.update();
  // Another size (a phone turned, a keyboard gone): the tray may fit now, or no longer.
  window.addEventListener('resize', () => markMore());
  startScrollBack(main);
}
startChat();
startNotes();
