// Live updates: one socket to the game's object. The object sends a fresh render on every
// connect, then updates (./live.ts applies them); "sync" asks for a fresh render, when a
// page missed an update or a sleeping phone wakes up. A lost socket reconnects with
// backoff (short while the network is there, at once when it comes back). A heartbeat
// finds a socket that died without a word (a phone changing networks): "ping" every 5 s,
// answered "pong" by the object's runtime; no message of any kind within 3 s of a ping,
// and the socket is given up and replaced. A hidden tab pings every 30 s only (it pings at
// once when shown again). A socket must open within 5 s and then say its first word (the
// fresh render) within 5 s. The badge (#live, ./badge.ts) tells the truth throughout.
import { badge, closed, retryWait } from './badge.ts';

const PING_EVERY = 5000;
const PING_HIDDEN = 30000;
const PONG_WITHIN = 3000;
const OPEN_WITHIN = 5000;
/** A fresh render is asked at most this often. */
const SYNC_EVERY = 3000;

type Timer = ReturnType<typeof setTimeout>;

/** The page's connection (private members: the minifier shortens their names). */
export class Connection {
  #socket: WebSocket | null = null;
  #alive = false; // the open socket has answered since it opened
  #ever = false; // a socket was ever open on this page
  #unsent = false;
  #replaced = false;
  #shut = '';
  #syncAsked = 0;
  #pinged = 0;
  #retries = 0;
  #timer: Timer | undefined; // the next reconnection
  #beat: ReturnType<typeof setInterval> | undefined; // the heartbeat's interval
  #deadline: Timer | undefined; // the pending ping's (or the opening's) deadline
  #badge = document.getElementById('live');

  /** `take`: a message that is not a pong. */
  /** The socket given up: replaced after the backoff. */
  readonly #dead = () => this.drop(false);
  readonly #path: string;
  readonly #take: (message: string) => void;

  constructor(path: string, take: (message: string) => void) {
    this.#path = path;
    this.#take = take;
  }

  /** The badge's words, from the page. */
  word(name: string): string {
    return this.#badge?.getAttribute(`data-t-${name}`) || '';
  }

  #open(): boolean {
    return !!this.#socket && this.#socket.readyState === WebSocket.OPEN;
  }

  #show(): void {
    if (!this.#badge) return;
    const b = badge({
      online: navigator.onLine,
      open: this.#open() && this.#alive,
      ever: this.#ever,
      unsent: this.#unsent,
      replaced: this.#replaced,
      shut: this.#shut,
    });
    this.#badge.textContent = b.said ?? this.word(b.word);
    this.#badge.setAttribute('data-state', b.state);
  }

  /** A post reached the game or not: "not sent" until a later one gets through (or a fresh render comes). */
  sent(ok: boolean): void {
    if (this.#unsent === !ok) return;
    this.#unsent = !ok;
    this.#show();
  }

  /** A fresh render arrived: the game is reached again, and a sync may be asked at once. */
  fresh(): void {
    this.#syncAsked = 0;
    this.sent(true);
  }

  /** A fresh render of the page's sections, asked at most every few seconds. */
  resync(): void {
    if (!this.#socket || !this.#open() || Date.now() - this.#syncAsked < SYNC_EVERY) return;
    this.#syncAsked = Date.now();
    this.#socket.send('sync');
  }

  #stopBeat(): void {
    clearInterval(this.#beat);
    clearTimeout(this.#deadline);
    this.#deadline = undefined;
  }

  #beatTick(): void {
    if (document.visibilityState === 'hidden' && Date.now() - this.#pinged < PING_HIDDEN - 1000) return;
    this.#ping();
  }

  #ping(): void {
    if (!this.#socket || !this.#open()) return;
    this.#pinged = Date.now();
    try {
      this.#socket.send('ping');
    } catch {
      this.drop(false);
      return;
    }
    if (this.#deadline === undefined) this.#deadline = setTimeout(this.#dead, PONG_WITHIN);
  }

  /** The current socket is dead or unwanted: forget it (its late events are ignored), then reconnect. */
  drop(now: boolean): void {
    const old = this.#socket;
    this.#socket = null;
    this.#alive = false;
    this.#stopBeat();
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      try {
        old.close();
      } catch {
        /* already closed */
      }
    }
    this.#show();
    this.#later(now);
  }

  #later(now: boolean): void {
    clearTimeout(this.#timer);
    // While the network is there, never wait long: the page catches up within seconds of
    // the server coming back. Offline, the "online" event reconnects at once.
    const wait = now ? 0 : retryWait(this.#retries++, navigator.onLine);
    this.#timer = setTimeout(() => this.connect(), wait);
  }

  #opened(ws: WebSocket): void {
    if (ws !== this.#socket) return;
    this.#retries = 0;
    this.#ever = true;
    // The object's fresh render on connect is the first word; until then it is not yet "live".
    clearTimeout(this.#deadline);
    this.#deadline = setTimeout(this.#dead, PING_EVERY);
    this.#pinged = Date.now();
    this.#beat = setInterval(() => this.#beatTick(), PING_EVERY);
  }

  #message(ws: WebSocket, data: unknown): void {
    if (ws !== this.#socket) return;
    clearTimeout(this.#deadline);
    this.#deadline = undefined;
    if (!this.#alive) {
      this.#alive = true;
      this.#show();
    }
    if (data !== 'pong' && typeof data === 'string') this.#take(data);
  }

  #closedWith(ws: WebSocket, code: number): void {
    if (ws !== this.#socket) return;
    const why = closed(code);
    // The seat's player chose another language on one of their browsers: this page follows.
    if (why === 'reload') {
      location.reload();
      return;
    }
    if (why === 'retry') {
      this.drop(false);
      return;
    }
    if (why === 'replaced') this.#replaced = true;
    else this.#shut = this.word(String(code)) || this.word('shut');
    this.#socket = null;
    this.#alive = false;
    this.#stopBeat();
    clearTimeout(this.#timer);
    this.#show();
  }

  connect(): void {
    clearTimeout(this.#timer);
    if (this.#socket || this.#replaced || this.#shut) return;
    const url = `${location.protocol === 'https:' ? 'wss://' : 'ws://'}${location.host}${this.#path}`;
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch {
      this.#later(false);
      return;
    }
    this.#socket = ws;
    this.#alive = false;
    this.#deadline = setTimeout(this.#dead, OPEN_WITHIN);
    ws.onopen = () => this.#opened(ws);
    ws.onmessage = (e) => this.#message(ws, e.data);
    ws.onclose = (e) => this.#closedWith(ws, e.code);
    this.#show();
  }

  /** Back to the page (shown again, restored from the back-forward cache): caught up at once. */
  wake(): void {
    if (!this.#socket) this.connect();
    else if (this.#open()) {
      this.#socket.send('sync');
      this.#ping();
    }
  }

  /** The browser knows when the network comes back: reconnect the moment it does rather than when a backoff ends. */
  online(): void {
    this.#retries = 0;
    if (this.#open()) {
      this.#show();
      this.#ping();
      this.resync();
    } else this.drop(true);
  }
}
