// The page's only script of its own (the CSP allows no inline script).
// 1. Live updates: one socket to the game's object. A message is either a fresh render
//    (every section of the page) or an update (only what changed since the version it
//    names as its base): elements that replace the page's elements of the same id,
//    board pieces inside an <svg>, new log lines to add at the top of the log. An
//    update is applied only on its base version; a page that missed one asks for a
//    fresh render ("sync"). A section whose data-key is unchanged is left alone, so a
//    half-filled form survives other players' moves. A lost socket reconnects with
//    backoff (short while the network is there, at once when it comes back); the object
//    sends a fresh render on every connect, and "sync" asks for one when a sleeping
//    phone wakes up. A heartbeat ("ping" every 5 s, "pong" back) finds a socket that
//    died silently. The badge (#live) says "live" only while the socket is open and
//    answering, "offline" when the browser has no network, and "not sent" after a post
//    that never reached the game, until a later one does or a fresh render arrives.
//    When a decision of this seat's own appears, the phone vibrates once and focus goes
//    to the decision panel; once its own decision is accepted, focus goes to the status.
// 2. The screen around the decision (issue 20): when a decision of this seat's own begins
//    (or the page opens on one), the page scrolls what it is about into view between the
//    status bar at the top and the placing tray at the bottom: the board's lit places for
//    a decision on the board, the decision panel for any other. It keeps the status bar's
//    height in --status-h, with which app.css caps the tray so that the two bars together
//    never take more than 30% of the screen.
// 3. Small conveniences: copy buttons, and the home form's options for the player count.
// The script has no words of its own: the page gives them, in its language, as data-t-*
// attributes (the badge's on #live, a copy button's on the button; templates/index.tsx).
(function () {
  'use strict';

  // The status bar's height, whenever it changes (a new status, a line more, another layout).
  var watched = null;
  var sizer = typeof ResizeObserver === 'function' ? new ResizeObserver(statusHeight) : null;
  function statusHeight() {
    var status = document.getElementById('status');
    var sticks = status && getComputedStyle(status).position === 'sticky';
    document.documentElement.style.setProperty(
      '--status-h',
      (sticks ? Math.ceil(status.getBoundingClientRect().height) : 0) + 'px',
    );
  }
  function sizeBars() {
    var status = document.getElementById('status');
    if (sizer && status !== watched) {
      if (watched) sizer.unobserve(watched);
      if (status) sizer.observe(status);
      watched = status;
    }
    statusHeight();
  }
  sizeBars();

  /** The part of the screen between the bars: [top, bottom] in the viewport's pixels. */
  function between() {
    var status = document.getElementById('status');
    var top = 0;
    if (status && getComputedStyle(status).position === 'sticky')
      top = (parseFloat(getComputedStyle(status).top) || 0) + status.offsetHeight;
    var bar = document.querySelector('#prompt .place-bar');
    var tray = bar && bar.getClientRects().length ? bar.offsetHeight : 0;
    return { top: top, bottom: window.innerHeight - tray };
  }

  /**
   * What the decision is about, brought between the bars unless it is there already: the
   * lit places with the board from its top when they fit (its legend and heading too),
   * else from the first lit place; without lit places, the decision panel from its top.
   */
  function bringIntoView() {
    var band = between();
    var lit = document.querySelectorAll('#board .legal');
    var from;
    if (lit.length) {
      var first = Infinity,
        last = -Infinity;
      for (var i = 0; i < lit.length; i++) {
        var r = lit[i].getBoundingClientRect();
        first = Math.min(first, r.top);
        last = Math.max(last, r.bottom);
      }
      if (first >= band.top && last <= band.bottom) return;
      var board = document.getElementById('board').getBoundingClientRect();
      from = last - board.top <= band.bottom - band.top ? board.top : first - 4;
    } else {
      var prompt = document.getElementById('prompt');
      if (!prompt) return;
      var box = prompt.getBoundingClientRect();
      if (box.top >= band.top && box.bottom <= band.bottom) return;
      from = box.top - 4;
    }
    window.scrollTo(0, Math.max(0, window.scrollY + from - band.top));
  }

  var path = document.body.getAttribute('data-ws');
  if (path) live(path);

  function live(path) {
    var socket = null;
    var badge = document.getElementById('live');
    var title = document.title;
    // The badge's words, from the page.
    function word(name) {
      return (badge && badge.getAttribute('data-t-' + name)) || '';
    }

    // A tab left open for days says when it is this player's move (the Spy's look aside):
    // in its title and, among many tabs, by a dot on its icon.
    var icon = document.querySelector('link[rel="icon"]');
    function mark() {
      var mine = document.querySelector('#prompt form:not(.peek-form)');
      document.title = mine && word('your-move') ? '\u25CF ' + word('your-move') + ' \u2014 ' + title : title;
      var href = mine ? '/icon-move.svg' : '/icon.svg';
      if (icon && icon.getAttribute('href') !== href) icon.setAttribute('href', href);
    }

    // The badge tells the truth: "live" only while the socket is open and answering.
    var unsent = false;
    // The host replaced this page's link (close code 4001, src/room/sockets.ts): the
    // old link is refused from now on, so reconnecting would only knock on a shut door.
    // Shut out for too many pages or messages (4002, 4008): reconnecting by itself would
    // shut out another page in turn, so the page says why and waits for a reload. A
    // deleted game (4010) has nothing left to reconnect to.
    var replaced = false;
    var shut = '';
    function show() {
      if (!badge) return;
      var open = socket && socket.readyState === WebSocket.OPEN && alive;
      var text, state;
      if (!navigator.onLine) {
        text = word('offline');
        state = 'offline';
      } else if (open) {
        text = word('live');
        state = 'on';
      } else {
        text = word(ever ? 'reconnecting' : 'connecting');
        state = 'off';
      }
      // A post that never reached the game (network gone, server down) must not look accepted.
      if (unsent) text = word('unsent');
      if (replaced) {
        text = word('replaced');
        state = 'off';
      }
      if (shut) {
        text = shut;
        state = 'off';
      }
      badge.textContent = text;
      badge.setAttribute('data-state', state);
    }

    // A fresh render of the page's sections, asked at most every few seconds.
    var syncAsked = 0;
    function resync() {
      if (!socket || socket.readyState !== WebSocket.OPEN || Date.now() - syncAsked < 3000) return;
      syncAsked = Date.now();
      socket.send('sync');
    }

    // "Since your last move" (templates/sections.ts sinceSection) comes with every update,
    // as a fresh render shows it; one this tab already closed (up to the version it
    // showed) comes back hidden, until moves after that version bring it back.
    var SINCE = 'ys.since-closed:' + location.pathname;
    function sinceClosed() {
      try {
        return Number(sessionStorage.getItem(SINCE)) || 0;
      } catch (e) {
        return 0;
      }
    }
    function closeSince() {
      var panel = document.getElementById('since');
      if (!panel || panel.hidden) return;
      panel.hidden = true;
      try {
        sessionStorage.setItem(SINCE, panel.getAttribute('data-through') || '0');
      } catch (e) {
        /* storage off: closed for this page only */
      }
    }
    function sinceKept(el) {
      if (el.id === 'since' && !el.hidden && Number(el.getAttribute('data-through')) <= sinceClosed()) el.hidden = true;
    }
    var opened = document.getElementById('since');
    if (opened && Number(opened.getAttribute('data-through')) <= sinceClosed()) opened.hidden = true;
    document.addEventListener(
      'toggle',
      function (e) {
        if (e.target && e.target.parentNode && e.target.parentNode.id === 'since' && !e.target.open) closeSince();
      },
      true,
    );

    // An element in place of the page's element with its id (if the page has one).
    function put(el) {
      var current = document.getElementById(el.id);
      if (!current) return;
      sinceKept(el);
      var key = el.getAttribute('data-key');
      if (key && current.getAttribute('data-key') === key) return;
      // A section the script had focused (the status after a decision) keeps the focus when replaced.
      var focused = document.activeElement === current;
      current.replaceWith(el);
      if (focused) focusOn(el.id, true);
      if (el.querySelector('form')) htmx.process(el);
    }

    // Is a decision of this seat's own in the panel (the Spy's look aside is not one)?
    function myMove() {
      return !!document.querySelector('#prompt form:not(.peek-form)');
    }

    // Focus moved by the script, to an element made focusable for it (not in the tab order).
    function focusOn(id, stay) {
      var el = document.getElementById(id);
      if (!el) return;
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus(stay ? { preventScroll: true } : undefined);
    }

    // Messages answered to a post and pushed on the socket meet here, so that a late
    // answer never takes the page back to an older version of the game. A page takes
    // only the parts it has (the host page shows just the status).
    function apply(html) {
      var t = document.createElement('template');
      t.innerHTML = html;
      var status = t.content.getElementById('status');
      var shown = document.getElementById('status');
      var fresh = false;
      if (status && shown) {
        var version = Number(status.getAttribute('data-version'));
        var current = Number(shown.getAttribute('data-version'));
        var base = status.getAttribute('data-base');
        if (base === null) {
          if (version < current) return;
          syncAsked = 0;
          fresh = true;
        } else if (version <= current) return;
        else if (Number(base) !== current) return resync();
      }
      var before = myMove();
      var parts = Array.prototype.slice.call(t.content.children);
      for (var i = 0; i < parts.length; i++) {
        var part = parts[i];
        var into = part.getAttribute('data-into');
        if (part.id) put(part);
        else if (into) {
          var list = document.getElementById(into);
          while (list && part.lastChild) list.insertBefore(part.lastChild, list.firstChild);
        } else {
          var pieces = Array.prototype.slice.call(part.children);
          for (var j = 0; j < pieces.length; j++) if (pieces[j].id) put(pieces[j]);
        }
      }
      // A fresh render means the game is reached again: an earlier failed post is old news.
      if (fresh && unsent) {
        unsent = false;
        show();
      }
      mark();
      sizeBars();
      // It became this seat's move on an open page: say so once, by touch and by focus, and
      // show what it is about (once public/place.js, woken by the same change, has lit the board).
      if (!before && myMove()) {
        if (typeof navigator.vibrate === 'function') {
          try {
            navigator.vibrate(200);
          } catch (e) {
            /* not allowed here */
          }
        }
        focusOn('prompt', true);
        setTimeout(bringIntoView, 0);
      }
    }

    document.body.addEventListener('htmx:beforeSwap', function (e) {
      if (!e.detail.xhr || e.detail.xhr.status !== 200) return;
      e.detail.shouldSwap = false;
      e.detail.xhr.ysApplied = true;
      apply(e.detail.serverResponse);
    });

    // A post's outcome, read on its request itself: the form that sent it may be gone by
    // then (the socket's push of the same move replaced the panel), and htmx's events
    // with it. A post that never reached the game (network gone, server down) must not
    // look accepted: "not sent" until a later one gets through (or a fresh render comes).
    // The player's own decision accepted (the game moved on; not a refusal, shown next
    // to the decision), focus goes to the status line.
    document.body.addEventListener('htmx:beforeRequest', function (e) {
      var xhr = e.detail.xhr;
      if (!xhr) return;
      var from = versionNow();
      xhr.addEventListener('loadend', function () {
        if (xhr.status === 0 || xhr.status >= 400) {
          unsent = true;
          show();
          return;
        }
        if (xhr.status === 200 && !xhr.ysApplied) apply(xhr.responseText);
        if (unsent) {
          unsent = false;
          show();
        }
        if (from === null || !(versionNow() > from) || document.querySelector('#prompt [role="alert"]')) return;
        closeSince();
        // Another game of this browser's may await this player now (public/mygames.js).
        if (!myMove()) document.dispatchEvent(new CustomEvent('ys:decided'));
        focusOn('status');
      });
    });
    function versionNow() {
      var s = document.getElementById('status');
      return s ? Number(s.getAttribute('data-version')) : null;
    }

    // The connection. A heartbeat finds a socket that died without a word (a phone
    // changing networks): "ping" every 5 s, answered "pong" by the object's runtime; no
    // message of any kind within 3 s of a ping, and the socket is given up and replaced.
    // A hidden tab pings every 30 s only (it pings at once when shown again). A socket
    // must open within 5 s and then say its first word (the fresh render) within 5 s.
    var PING_EVERY = 5000;
    var PING_HIDDEN = 30000;
    var PONG_WITHIN = 3000;
    var OPEN_WITHIN = 5000;
    var pinged = 0;
    var retries = 0;
    var timer = null; // the next reconnection
    var beat = null; // the heartbeat's interval
    var deadline = null; // the pending ping's deadline
    var alive = false; // the open socket has answered since it opened
    var ever = false; // a socket was ever open on this page

    function stopBeat() {
      clearInterval(beat);
      clearTimeout(deadline);
      beat = deadline = null;
    }

    function beatTick() {
      if (document.visibilityState === 'hidden' && Date.now() - pinged < PING_HIDDEN - 1000) return;
      ping();
    }

    function ping() {
      if (!socket || socket.readyState !== WebSocket.OPEN) return;
      pinged = Date.now();
      try {
        socket.send('ping');
      } catch (e) {
        return drop();
      }
      if (deadline === null) deadline = setTimeout(drop, PONG_WITHIN);
    }

    // The current socket is dead or unwanted: forget it (its late events are ignored), then reconnect.
    function drop(now) {
      var old = socket;
      socket = null;
      alive = false;
      stopBeat();
      if (old) {
        old.onopen = old.onmessage = old.onclose = old.onerror = null;
        try {
          old.close();
        } catch (e) {
          /* already closed */
        }
      }
      show();
      later(now === true);
    }

    function later(now) {
      clearTimeout(timer);
      if (now) {
        timer = setTimeout(connect, 0);
        return;
      }
      // While the network is there, never wait long: the page catches up within seconds
      // of the server coming back. Offline, the "online" event reconnects at once.
      var cap = navigator.onLine ? 2000 : 30000;
      var wait = Math.min(cap, 250 * Math.pow(2, retries++));
      timer = setTimeout(connect, wait);
    }

    function connect() {
      clearTimeout(timer);
      if (socket || replaced || shut) return;
      var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + path;
      var ws;
      try {
        ws = new WebSocket(url);
      } catch (e) {
        return later(false);
      }
      socket = ws;
      alive = false;
      deadline = setTimeout(drop, OPEN_WITHIN);
      ws.onopen = function () {
        if (ws !== socket) return;
        retries = 0;
        ever = true;
        // The object's fresh render on connect is the first word; until then it is not yet "live".
        clearTimeout(deadline);
        deadline = setTimeout(drop, PING_EVERY);
        pinged = Date.now();
        beat = setInterval(beatTick, PING_EVERY);
      };
      ws.onmessage = function (e) {
        if (ws !== socket) return;
        clearTimeout(deadline);
        deadline = null;
        if (!alive) {
          alive = true;
          show();
        }
        if (e.data === 'pong') return;
        if (typeof e.data === 'string') apply(e.data);
      };
      ws.onclose = function (e) {
        if (ws !== socket) return;
        // The seat's player chose another language on one of their browsers: this page follows.
        if (e.code === 4003) return location.reload();
        if (e.code === 4001 || e.code === 4002 || e.code === 4008 || e.code === 4010) {
          if (e.code === 4001) replaced = true;
          else shut = word(String(e.code)) || word('shut');
          socket = null;
          alive = false;
          stopBeat();
          clearTimeout(timer);
          return show();
        }
        drop();
      };
      show();
    }

    function wake() {
      if (!socket) connect();
      else if (socket.readyState === WebSocket.OPEN) {
        socket.send('sync');
        ping();
      }
    }

    // The browser knows when the network goes and comes back: say so at once, and
    // reconnect the moment it returns rather than when a backoff ends.
    // (A socket that outlives a reported loss of network is not trusted: it is replaced.)
    window.addEventListener('offline', function () {
      drop();
    });
    window.addEventListener('online', function () {
      retries = 0;
      if (socket && socket.readyState === WebSocket.OPEN) {
        show();
        ping();
        resync();
      } else drop(true);
    });

    // A page opened on this seat's move shows it too; not one coming back (a reload, the
    // back button, a link to a place on the page), where the browser keeps the player's place.
    document.addEventListener('DOMContentLoaded', function () {
      var nav =
        window.performance && performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
      if (!myMove() || location.hash || (nav && nav.type !== 'navigate')) return;
      setTimeout(bringIntoView, 0);
    });
    window.addEventListener('resize', sizeBars);

    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'visible') wake();
    });
    window.addEventListener('pageshow', function (e) {
      if (e.persisted) wake();
    });
    mark();
    connect();
  }

  document.addEventListener('click', function (e) {
    var button = e.target instanceof Element ? e.target.closest('button[data-copy]') : null;
    if (!button) return;
    var input = document.getElementById(button.getAttribute('data-copy'));
    if (!input) return;
    input.select();
    // The button's own words come back after "Copied" (kept from its first click, so a second one within 2 s does not lose them).
    if (!button.hasAttribute('data-t-label')) button.setAttribute('data-t-label', button.textContent);
    var done = function () {
      button.textContent = button.getAttribute('data-t-copied') || button.getAttribute('data-t-label');
      setTimeout(function () {
        button.textContent = button.getAttribute('data-t-label');
      }, 2000);
    };
    if (navigator.clipboard)
      navigator.clipboard.writeText(input.value).then(done, function () {
        document.execCommand('copy');
        done();
      });
    else {
      document.execCommand('copy');
      done();
    }
  });

  // Only the options legal for the number of names entered are offered (R2.3, R10, R11, R12).
  var form = document.querySelector('form.new-game');
  if (form) {
    var names = form.querySelectorAll('input[name="name"]');
    var update = function () {
      var n = 0;
      for (var i = 0; i < names.length; i++) if (names[i].value.trim()) n++;
      var options = form.querySelectorAll('[data-players]');
      for (var j = 0; j < options.length; j++) {
        var allowed =
          options[j]
            .getAttribute('data-players')
            .split(' ')
            .indexOf(String(Math.max(2, n))) >= 0;
        options[j].hidden = !allowed;
        var box = options[j].querySelector('input');
        if (box) box.disabled = !allowed;
      }
    };
    form.addEventListener('input', update);
    update();
  }
})();
