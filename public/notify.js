// Web Push for a seat's own page (issue 10): "Notify me" subscribes this browser and
// gives the subscription to the seat (POST {seat link}/push); "Stop" takes it back.
// One service worker serves the whole site (/sw.js), so one subscription serves every
// seat this browser follows; which seats it was given to is kept in localStorage, so
// that each seat's page tells the truth about its own, and "Stop" on one seat leaves
// the others notified. Without push support the panel's push part stays hidden, except
// for the iPhone note on iOS, which pushes only to pages opened from the Home Screen.
// Its messages are the page's (templates/notify.ts renders them, in the page's language,
// as the push part's data-said-* attributes): the script has no words of its own.
(function () {
  'use strict';
  var KEY = 'ys.push';
  var panel = document.getElementById('notify');
  var part = panel && panel.querySelector('.notify-push');
  var url = panel && panel.getAttribute('data-push');
  var key = panel && panel.getAttribute('data-push-key');
  if (!part || !url || !key) return;

  function reveal() {
    part.hidden = false;
    panel.hidden = false;
  }
  function words(name) {
    return part.getAttribute('data-said-' + name) || '';
  }

  if (!('serviceWorker' in navigator && 'PushManager' in window)) {
    // navigator.standalone exists in iOS Safari alone.
    if ('standalone' in navigator) reveal();
    return;
  }

  var on = part.querySelector('.notify-on');
  var off = part.querySelector('.notify-off');
  var state = part.querySelector('.notify-state');
  var said = part.querySelector('.notify-said');

  // { endpoint, seats: [push url, …] }: the seats this browser's subscription was given to.
  function given() {
    try {
      var g = JSON.parse(localStorage.getItem(KEY) || 'null');
      return g && typeof g.endpoint === 'string' && Array.isArray(g.seats) ? g : { endpoint: '', seats: [] };
    } catch (e) {
      return { endpoint: '', seats: [] };
    }
  }
  function keep(g) {
    try {
      localStorage.setItem(KEY, JSON.stringify(g));
    } catch (e) {
      /* storage off: each page starts at "Notify me" */
    }
  }
  function mine(sub) {
    var g = given();
    return !!sub && g.endpoint === sub.endpoint && g.seats.indexOf(url) >= 0;
  }

  function show(notified) {
    on.hidden = notified;
    off.hidden = !notified;
    state.textContent = words(notified ? 'on' : 'off');
  }
  function say(text) {
    said.textContent = text;
  }
  function problem(text) {
    var e = new Error(text);
    e.said = true;
    return e;
  }

  function bytes(base64url) {
    var s = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
    var out = new Uint8Array(s.length);
    for (var i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  }

  // The server's refusal is said as it words it; a lost request, plainly.
  function send(method, body) {
    return fetch(url, {
      method: method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .catch(function () {
        throw problem(words('unreachable'));
      })
      .then(function (res) {
        return res
          .json()
          .catch(function () {
            return null;
          })
          .then(function (answer) {
            if (res.ok && answer && answer.ok) return;
            throw problem(
              (answer && answer.error && answer.error.message) || words('refused').replace('{0}', String(res.status)),
            );
          });
      });
  }

  // A subscription made for another key (a local game's own) is replaced: a browser holds one.
  function subscribe(reg) {
    var options = { userVisibleOnly: true, applicationServerKey: bytes(key) };
    return reg.pushManager.subscribe(options).catch(function (e) {
      if (!e || e.name !== 'InvalidStateError') throw e;
      return reg.pushManager
        .getSubscription()
        .then(function (old) {
          return old && old.unsubscribe();
        })
        .then(function () {
          return reg.pushManager.subscribe(options);
        });
    });
  }

  function busy(button, failed, work) {
    button.disabled = true;
    say('');
    work()
      .catch(function (e) {
        say(e && e.said ? e.message : failed);
      })
      .then(function () {
        button.disabled = false;
      });
  }

  var ready = navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(function () {
    return navigator.serviceWorker.ready;
  });

  on.addEventListener('click', function () {
    busy(on, words('subscribe-failed'), function () {
      return Notification.requestPermission()
        .then(function (permission) {
          if (permission !== 'granted') throw problem(words('blocked'));
          return ready;
        })
        .then(subscribe)
        .then(function (sub) {
          return send('POST', sub).then(function () {
            var g = given();
            var seats =
              g.endpoint === sub.endpoint
                ? g.seats.filter(function (s) {
                    return s !== url;
                  })
                : [];
            keep({ endpoint: sub.endpoint, seats: seats.concat(url) });
            show(true);
          });
        });
    });
  });

  off.addEventListener('click', function () {
    busy(off, words('unsubscribe-failed'), function () {
      return ready
        .then(function (reg) {
          return reg.pushManager.getSubscription();
        })
        .then(function (sub) {
          if (!sub) {
            show(false);
            return;
          }
          return send('DELETE', { endpoint: sub.endpoint }).then(function () {
            var g = given();
            var seats =
              g.endpoint === sub.endpoint
                ? g.seats.filter(function (s) {
                    return s !== url;
                  })
                : [];
            keep({ endpoint: sub.endpoint, seats: seats });
            show(false);
            // The last seat let go: the browser drops the subscription itself.
            if (!seats.length) return sub.unsubscribe();
          });
        });
    });
  });

  ready
    .then(function (reg) {
      return reg.pushManager.getSubscription();
    })
    .then(function (sub) {
      show(mine(sub));
      reveal();
    })
    .catch(function () {
      /* no service worker here (a private window, say): nothing to offer */
    });
})();
