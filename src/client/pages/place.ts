// /place.js: a game page's decisions made by taps on the board (../placePage.ts), and the
// language switch's way back to the same place on the page (../scrollBack.ts).
import { PlacePage } from '../placePage.ts';
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
    if (!page.pickBar(target) && target.closest('#board')) page.tapPick(target);
    return;
  }
  page.placeClick(target, e.detail === 0);
}

/** Enter or Space on a lit place or broker taps it, and the focus goes on to what comes next. */
function onKey(page: PlacePage, e: KeyboardEvent): void {
  const lit = e.target instanceof Element ? e.target.closest('#board .legal') : null;
  if (!lit || (e.key !== 'Enter' && e.key !== ' ')) return;
  e.preventDefault();
  if (page.picking) {
    if (!page.tapPick(lit)) return;
    const on =
      document.querySelector<HTMLElement>('#board .legal') ||
      page.picking?.querySelector<HTMLElement>('.pick-bar .send:not([disabled])');
    on?.focus();
    return;
  }
  const spot = lit.closest('[data-spot]');
  if (spot && page.tapSpot(spot.getAttribute('data-spot') ?? '')) {
    const next =
      document.querySelector<HTMLElement>('#prompt .place-bar .chip:not([disabled])') ||
      document.querySelector<HTMLElement>('#prompt .place-bar button.go:not([disabled])');
    next?.focus();
  }
}

const main = document.querySelector('main.game');
if (main) {
  const page = new PlacePage(main);
  document.addEventListener('click', (e) => onClick(page, e));
  page.listenToFill();
  document.addEventListener('keydown', (e) => onKey(page, e));
  // "Plan my next move" opened or closed: its bar comes or goes (a toggle neither bubbles nor changes the nodes).
  document.addEventListener(
    'toggle',
    (e) => {
      if (e.target instanceof HTMLDetailsElement && e.target.matches('.plan-ahead') && !e.target.open)
        page.closedPlan();
      page.update();
    },
    true,
  );
  page.update();
  startScrollBack(main);
}
