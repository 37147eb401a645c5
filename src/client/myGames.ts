// "My games" without accounts: this browser remembers the games it opened, in its own
// localStorage, and the home page lists them. The home page asks each game alone how it
// stands (GET {link}/status, public facts only). A game page records itself when opened.
// The list's words are the home page's, in its language (data-t-* on #my-games,
// templates/index.tsx): `{0}`, `{1}` in them are where names or the time left go.
import type { GameStatus } from '../views.ts';
import { onDecided } from './events.ts';
import {
  type MyGame,
  awaitsMe,
  fillIn,
  gameAt,
  gameLabel,
  gamesOf,
  nextCandidates,
  statusWords,
  withGame,
} from './myGamesList.ts';
import { type Forgotten, UNDO_MS, forget, undo } from './forgetting.ts';

const KEY = 'ys.mygames';

function read(): MyGame[] {
  try {
    return gamesOf(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

function write(list: readonly MyGame[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage full or off: no list */
  }
}

/** A game page records itself: its address, its name, role and game id, and the game's title if it has one. */
function remember(): void {
  const body = document.body;
  const game = gameAt(location.pathname);
  if (!game || !body.hasAttribute('data-mygame-players')) return;
  const title = body.getAttribute('data-mygame-title');
  const entry: MyGame = {
    url: location.pathname,
    ...game,
    seen: Date.now(),
    name: body.getAttribute('data-mygame-name') || '',
    players: body.getAttribute('data-mygame-players') || '',
    ...(title ? { title } : {}),
  };
  write(withGame(read(), entry));
}

/**
 * How one game stands, asked alone and without cookies; the page's language goes along,
 * so the time left comes back in it.
 */
function status(url: string): Promise<GameStatus> {
  return fetch(`${url}/status`, {
    headers: { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
    credentials: 'omit',
  }).then((res) => {
    if (res.status === 404) throw new Error('gone');
    if (res.status === 410) throw new Error('deleted');
    if (!res.ok) throw new Error('failed');
    return res.json() as Promise<GameStatus>;
  });
}

/** How often a game offered as waiting is asked again, while the page is in sight. */
const RECHECK_MS = 30_000;

/**
 * After a decision on a seat's page (./events.ts decided), another remembered seat that
 * awaits this player is offered: the first of the list, newest first, that says so, never
 * a seat of this same game. Asked again while the offer shows (when the page comes back in
 * sight, and every half minute): an offer no longer true goes.
 */
function offerNext(): void {
  const next = document.getElementById('next-game');
  const link = next?.querySelector('a');
  if (!next || !link || !gameAt(location.pathname)) return;
  let offered: MyGame | null = null;
  const withdraw = () => {
    offered = null;
    next.hidden = true;
  };
  const recheck = () => {
    const g = offered;
    if (!g || document.visibilityState !== 'visible') return;
    status(g.url)
      .then((s) => {
        if (offered === g && !awaitsMe(s)) withdraw();
      })
      .catch(() => {
        if (offered === g) withdraw();
      });
  };
  document.addEventListener('visibilitychange', recheck);
  setInterval(recheck, RECHECK_MS);
  onDecided(() => {
    const others = nextCandidates(read(), location.pathname);
    const ask = (asked: number) => {
      const g = others[asked];
      if (!g) return;
      status(g.url)
        .then((s) => {
          if (!awaitsMe(s)) return ask(asked + 1);
          offered = g;
          link.href = g.url;
          // A player's entry: its label needs none of the list's words.
          link.textContent = fillIn(next.getAttribute('data-t-next') || '{0}', [gameLabel(() => '', g)]);
          next.hidden = false;
        })
        .catch(() => ask(asked + 1));
    };
    withdraw();
    ask(0);
  });
}

/**
 * The home page's list: drawn, and drawn again when a game is forgotten or put back.
 * Forget takes a game off at once and offers its Undo in `undoBox` (a polite live region)
 * for UNDO_MS (./forgetting.ts).
 */
function listGames(section: HTMLElement, ul: HTMLElement, undoBox: HTMLElement | null): void {
  let awaiting = 0;
  let forgotten: { f: Forgotten; timer: number } | null = null;
  const count = document.getElementById('my-games-count');
  const plural = new Intl.PluralRules(document.documentElement.lang || 'en');
  const word = (name: string) => section.getAttribute(`data-t-${name}`) || '';

  // The games awaiting this player come first, with their count above the list.
  const awaits = (li: HTMLElement) => {
    // Forgotten meanwhile (the list was drawn again): not shown.
    if (li.parentNode !== ul) return;
    const firsts = ul.querySelectorAll('li.my-move');
    ul.insertBefore(li, firsts.length ? (firsts[firsts.length - 1]?.nextSibling ?? null) : ul.firstChild);
    li.classList.add('my-move');
    awaiting++;
    if (!count) return;
    count.textContent = fillIn(word(`awaiting-${plural.select(awaiting)}`) || word('awaiting-other'), [
      String(awaiting),
    ]);
    count.hidden = false;
  };

  const item = (g: MyGame) => {
    const li = document.createElement('li');
    li.className = 'my-game';
    const a = document.createElement('a');
    a.href = g.url;
    a.textContent = gameLabel(word, g);
    const state = document.createElement('span');
    state.className = 'my-game-state muted';
    state.textContent = '\u2026';
    const forget = document.createElement('button');
    forget.type = 'button';
    forget.className = 'forget';
    forget.textContent = word('forget');
    forget.setAttribute('aria-label', fillIn(word('forget-game'), [a.textContent]));
    forget.addEventListener('click', () => forgetOne(g.url, a.textContent || ''));
    li.append(a, ' ', state, ' ', forget);
    status(g.url)
      .then((s) => {
        state.textContent = statusWords(word, s);
        if (awaitsMe(s)) awaits(li);
      })
      .catch((e: unknown) => {
        const why = e instanceof Error ? e.message : '';
        state.textContent = word(why === 'gone' ? 'gone' : why === 'deleted' ? 'deleted' : 'unreachable');
      });
    return li;
  };

  const show = () => {
    const list = read();
    awaiting = 0;
    if (count) count.hidden = true;
    ul.textContent = '';
    // The last game forgotten: the section stays while its Undo is offered.
    section.hidden = list.length === 0 && !forgotten;
    for (const g of list) ul.appendChild(item(g));
  };

  /** Undo no longer offered: its words and button go; focus on its button goes to the list. */
  const settle = () => {
    if (!forgotten || !undoBox) return;
    clearTimeout(forgotten.timer);
    forgotten = null;
    const focused = undoBox.contains(document.activeElement);
    undoBox.textContent = '';
    if (ul.childElementCount === 0) section.hidden = true;
    if (focused) ul.querySelector<HTMLElement>('a')?.focus();
  };

  const forgetOne = (url: string, label: string) => {
    settle();
    const out = forget(read(), url, Date.now());
    write(out.list);
    if (!out.forgotten || !undoBox) return show();
    const f = out.forgotten;
    forgotten = { f, timer: window.setTimeout(settle, UNDO_MS) };
    show();
    const said = document.createElement('span');
    said.textContent = fillIn(word('forgotten'), [label]);
    const back = document.createElement('button');
    back.type = 'button';
    back.className = 'undo';
    back.textContent = word('undo');
    back.addEventListener('click', () => {
      write(undo(read(), f, Date.now()));
      settle();
      show();
      ul.querySelector<HTMLElement>(`a[href="${CSS.escape(url)}"]`)?.focus();
    });
    undoBox.append(said, ' ', back);
    // Its Forget button is gone: a keyboard's focus goes to Undo, the next thing it may want.
    back.focus();
  };
  show();
}

export function startMyGames(): void {
  remember();
  offerNext();
  const section = document.getElementById('my-games');
  const ul = document.getElementById('my-games-list');
  if (section && ul) listGames(section, ul, document.getElementById('my-games-undo'));
}
