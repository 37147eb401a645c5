// A tab left open for days says when it is this player's move (the Spy's look aside is
// not one): in its title and, among many tabs, by a dot on its icon.
import { myMove } from './screen.ts';

/** The title and icon that say it is the player's move, or not (`yourMove`: the page's words for it). */
export function marked(title: string, yourMove: string, mine: boolean): { title: string; icon: string } {
  return mine
    ? { title: yourMove ? `\u25CF ${yourMove} \u2014 ${title}` : title, icon: '/icon-move.svg' }
    : { title, icon: '/icon.svg' };
}

/** `mark()` brings the tab's title and icon up to date with the page. */
export function tabMark(yourMove: string): () => void {
  const title = document.title;
  const icon = document.querySelector('link[rel="icon"]');
  return () => {
    const m = marked(title, yourMove, myMove());
    document.title = m.title;
    if (icon && icon.getAttribute('href') !== m.icon) icon.setAttribute('href', m.icon);
  };
}
