// /app.js: every page's own script (the CSP allows no inline script). A game page's live
// updates (../socket.ts, ../live.ts, ../updates.ts), the screen around the decision
// (../screen.ts), "since your last move" (../since.ts), the tab's mark (../tabMark.ts);
// on any page, copy buttons (../copy.ts), the home form's options (../home.ts) and the games
// this browser opened (../myGames.ts; one file with the rest: every page loads both). The
// script has no words of its own: the page gives them, in its language, as data-t-*
// attributes (the badge's on #live, a copy button's on the button; templates/index.tsx).
import { othersNews } from '../announce.ts';
import { logLines, startAsking } from '../asking.ts';
import { startCopy } from '../copy.ts';
import { startOptions } from '../home.ts';
import { apply, versionNow, watchPosts } from '../live.ts';
import { listenLoadOnOpen } from '../loadOnOpen.ts';
import { bringIntoView, myMove, sizeBars } from '../screen.ts';
import { startMyGames } from '../myGames.ts';
import { comingBack } from '../scrollBack.ts';
import { startSince } from '../since.ts';
import { Connection } from '../socket.ts';
import { mySeat, say, textOf } from '../speak.ts';
import { tabMark } from '../tabMark.ts';

function live(path: string): void {
  // The newest version whose news the live region said: a message is said once, whichever way it came.
  let said = versionNow() ?? 0;
  const take = (html: string) => {
    const before = versionNow();
    const wasMine = myMove();
    const outcome = apply(html, mark);
    if (outcome === 'resync') connection.resync();
    if (outcome === 'fresh') connection.fresh();
    if (outcome !== 'taken' && outcome !== 'fresh') return;
    const now = versionNow() ?? said;
    say(othersNews(logLines(), Math.max(before ?? now, said), mySeat()));
    said = Math.max(said, now);
    if (!wasMine && myMove()) say(textOf(document.querySelector('#status .status-what')), true);
  };
  const connection = new Connection(path, take);
  const mark = tabMark(connection.word('your-move'));
  startSince();
  // A disclosure whose form comes when opened ("Plan my next move", the standing choices) asks for it.
  listenLoadOnOpen();
  watchPosts(take, (ok) => connection.sent(ok));

  // The browser knows when the network goes and comes back: say so at once, and reconnect
  // the moment it returns. (A socket that outlives a reported loss of network is not trusted: it is replaced.)
  window.addEventListener('offline', () => connection.drop(false));
  window.addEventListener('online', () => connection.online());
  // A page opened or reloaded on this seat's move shows it too, once the browser has put a
  // reloaded page back where it was and the page has grown its bars (the tray, its room
  // below): what the decision is about is then in view, where the player left it or brought
  // there. Not a page coming back by the back button, a link to a place on it, or the
  // language switch (../scrollBack.ts).
  document.addEventListener('DOMContentLoaded', () => {
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (!myMove() || location.hash || comingBack() || (nav && nav.type !== 'navigate' && nav.type !== 'reload')) return;
    window.addEventListener('load', () => setTimeout(bringIntoView, 0));
  });
  window.addEventListener('resize', sizeBars);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') connection.wake();
  });
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) connection.wake();
  });
  mark();
  connection.connect();
}

sizeBars();
const path = document.body.getAttribute('data-ws');
if (path) live(path);
startCopy();
startOptions();
startAsking();
startMyGames();
