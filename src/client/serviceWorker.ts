// The site's one service worker (scope /), for turn notifications alone: it shows what a
// game's server pushes, { title, body, url, tag }, and a tap on it brings up that seat's
// page. No fetch handler: pages are live, nothing is cached.
//
// The service worker's global scope, as far as this file uses it: the DOM's types are
// this folder's (tsconfig.json), and the WebWorker library declares the same globals anew.
type Waiting = { waitUntil(work: Promise<unknown>): void };
type PushEvent = Waiting & { data: { json(): unknown } | null };
type NotificationEvent = Waiting & { notification: Notification };
type WindowClient = { url: string; focus(): Promise<unknown> };
export type WorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};

/** What a push says (src/room's notification), each field made a string whatever came. */
type Pushed = { title?: unknown; body?: unknown; tag?: unknown; url?: unknown };

/**
 * The page a notification opens: its url if it is this site's, else the site's home.
 * Only this site's pages are opened, whatever a message says.
 */
export function pageToOpen(url: unknown, origin: string): string {
  const wanted = new URL(String(url || '/'), origin);
  return wanted.origin === origin ? wanted.href : `${origin}/`;
}

export function serve(scope: WorkerScope): void {
  scope.addEventListener('push', (event) => {
    let m: Pushed;
    try {
      m = (event.data?.json() ?? {}) as Pushed;
    } catch {
      return;
    }
    event.waitUntil(
      scope.registration.showNotification(String(m.title), {
        body: String(m.body),
        tag: String(m.tag),
        data: { url: m.url },
        icon: '/icon.svg',
        // Not in the DOM library's NotificationOptions, which the browsers read all the same.
        ...{ renotify: false },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = (event.notification.data ?? {}) as { url?: unknown };
    const href = pageToOpen(data.url, scope.location.origin);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
        const open = list.find((client) => client.url.startsWith(href));
        return open ? open.focus() : scope.clients.openWindow(href);
      }),
    );
  });
}
