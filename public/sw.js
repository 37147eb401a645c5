// The site's one service worker (scope /), for turn notifications alone (issue 10):
// it shows what a game's server pushes, { title, body, url, tag }, and a tap on it
// brings up that seat's page. No fetch handler: pages are live, nothing is cached.
'use strict';

self.addEventListener('push', function (event) {
  var m;
  try {
    m = event.data.json();
  } catch (e) {
    return;
  }
  event.waitUntil(
    self.registration.showNotification(String(m.title), {
      body: String(m.body),
      tag: String(m.tag),
      data: { url: m.url },
      icon: '/icon.svg',
      renotify: false,
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var data = event.notification.data || {};
  var url = new URL(String(data.url || '/'), self.location.origin);
  // Only this site's pages are opened, whatever a message says.
  var href = url.origin === self.location.origin ? url.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
      for (var i = 0; i < list.length; i++) {
        if (list[i].url.indexOf(href) === 0) return list[i].focus();
      }
      return self.clients.openWindow(href);
    }),
  );
});
