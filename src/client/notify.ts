// Web Push for a seat's own page: "Notify me" subscribes this browser and gives the
// subscription to the seat (POST {seat link}/push); "Stop" takes it back. One service
// worker serves the whole site (/sw.js), so one subscription serves every seat this
// browser follows; which seats it was given to is kept in localStorage (./pushSeats.ts),
// so that each seat's page tells the truth about its own, and "Stop" on one seat leaves
// the others notified. Without push support the panel's push part stays hidden, except
// for the iPhone note on iOS, which pushes only to pages opened from the Home Screen.
// Its messages are the page's (templates/notify.ts renders them, in the page's language,
// as the push part's data-said-* attributes): the script has no words of its own.
import { type Given, afterChange, givenOf, keyBytes, notifies } from './pushSeats.ts';

const KEY = 'ys.push';

/** A failure with the words to say, as opposed to one the page words itself. */
class Said extends Error {}

function given(): Given {
  try {
    return givenOf(localStorage.getItem(KEY));
  } catch {
    return givenOf(null);
  }
}

function keep(g: Given): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(g));
  } catch {
    /* storage off: each page starts at "Notify me" */
  }
}

/** A subscription made for another key (a local game's own) is replaced: a browser holds one. */
function subscribe(reg: ServiceWorkerRegistration, key: string): Promise<PushSubscription> {
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(key) };
  return reg.pushManager.subscribe(options).catch(async (e: unknown) => {
    if (!(e instanceof Error) || e.name !== 'InvalidStateError') throw e;
    await (await reg.pushManager.getSubscription())?.unsubscribe();
    return reg.pushManager.subscribe(options);
  });
}

type Panel = {
  url: string;
  key: string;
  part: HTMLElement;
  on: HTMLButtonElement;
  off: HTMLButtonElement;
  state: HTMLElement;
  said: HTMLElement;
};

/** The push part's controls, as far as the page has them. */
function panelOf(): { panel: HTMLElement; part: HTMLElement; p: Panel | null } | null {
  const panel = document.getElementById('notify');
  const part = panel?.querySelector<HTMLElement>('.notify-push');
  const url = panel?.getAttribute('data-push');
  const key = panel?.getAttribute('data-push-key');
  if (!panel || !part || !url || !key) return null;
  const on = part.querySelector<HTMLButtonElement>('.notify-on');
  const off = part.querySelector<HTMLButtonElement>('.notify-off');
  const state = part.querySelector<HTMLElement>('.notify-state');
  const said = part.querySelector<HTMLElement>('.notify-said');
  return { panel, part, p: on && off && state && said ? { url, key, part, on, off, state, said } : null };
}

/** The push part at work: its buttons, and what it shows once the service worker says how things stand. */
function push(p: Panel, reveal: () => void): void {
  const ready = navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => navigator.serviceWorker.ready);
  const words = (name: string) => p.part.getAttribute(`data-said-${name}`) || '';
  const show = (notified: boolean) => {
    p.on.hidden = notified;
    p.off.hidden = !notified;
    p.state.textContent = words(notified ? 'on' : 'off');
  };

  // The server's refusal is said as it words it; a lost request, plainly.
  const send = async (method: 'POST' | 'DELETE', body: unknown) => {
    const res = await fetch(p.url, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => {
      throw new Said(words('unreachable'));
    });
    const answer = (await res.json().catch(() => null)) as { ok?: boolean; error?: { message?: string } } | null;
    if (res.ok && answer?.ok) return;
    throw new Said(answer?.error?.message || words('refused').replace('{0}', String(res.status)));
  };

  const busy = (button: HTMLButtonElement, failed: string, work: () => Promise<unknown>) => {
    button.disabled = true;
    p.said.textContent = '';
    work()
      .catch((e: unknown) => {
        p.said.textContent = e instanceof Said ? e.message : failed;
      })
      .then(() => {
        button.disabled = false;
      });
  };

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') throw new Said(words('blocked'));
    const sub = await subscribe(await ready, p.key);
    await send('POST', sub);
    keep(afterChange(given(), sub.endpoint, p.url, true));
    show(true);
  };

  const turnOff = async () => {
    const sub = await (await ready).pushManager.getSubscription();
    if (!sub) return show(false);
    await send('DELETE', { endpoint: sub.endpoint });
    const now = afterChange(given(), sub.endpoint, p.url, false);
    keep(now);
    show(false);
    // The last seat let go: the browser drops the subscription itself.
    if (!now.seats.length) await sub.unsubscribe();
  };

  p.on.addEventListener('click', () => busy(p.on, words('subscribe-failed'), turnOn));
  p.off.addEventListener('click', () => busy(p.off, words('unsubscribe-failed'), turnOff));
  ready
    .then((reg) => reg.pushManager.getSubscription())
    .then((sub) => {
      show(notifies(given(), sub?.endpoint, p.url));
      reveal();
    })
    .catch(() => {
      /* no service worker here (a private window, say): nothing to offer */
    });
}

export function startNotify(): void {
  const found = panelOf();
  if (!found) return;
  const reveal = () => {
    found.part.hidden = false;
    found.panel.hidden = false;
  };
  if (!('serviceWorker' in navigator && 'PushManager' in window)) {
    // navigator.standalone exists in iOS Safari alone.
    if ('standalone' in navigator) reveal();
    return;
  }
  if (found.p) push(found.p, reveal);
}
