// The page's only script of its own (the CSP allows no inline script).
// 1. Live updates: one socket to the game's object. A message is either a fresh render
//    (every section of the page) or an update (only what changed since the version it
//    names as its base): elements that replace the page's elements of the same id,
//    board pieces inside an <svg>, new log lines to add at the top of the log. An
//    update is applied only on its base version; a page that missed one asks for a
//    fresh render ("sync"). A section whose data-key is unchanged is left alone, so a
//    half-filled form survives other players' moves. A lost socket reconnects with
//    backoff; the object sends a fresh render on every connect, and "sync" asks for
//    one when a sleeping phone wakes up.
// 2. Small conveniences: copy buttons, and the home form's options for the player count.
(function () {
  'use strict';

  var path = document.body.getAttribute('data-ws');
  if (path) live(path);

  function live(path) {
    var socket = null;
    var retries = 0;
    var timer = null;
    var badge = document.getElementById('live');
    var title = document.title;

    // A tab left open for days says when it is this player's move (the Spy's look aside).
    function mark() {
      var mine = document.querySelector('#prompt form:not(.peek-form)');
      document.title = mine ? '\u25CF Your move \u2014 ' + title : title;
    }

    function show(text, state) {
      if (!badge) return;
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

    // An element in place of the page's element with its id (if the page has one).
    function put(el) {
      var current = document.getElementById(el.id);
      if (!current) return;
      var key = el.getAttribute('data-key');
      if (key && current.getAttribute('data-key') === key) return;
      current.replaceWith(el);
      if (el.querySelector('form')) htmx.process(el);
    }

    // Messages answered to a post and pushed on the socket meet here, so that a late
    // answer never takes the page back to an older version of the game. A page takes
    // only the parts it has (the host page shows just the status).
    function apply(html) {
      var t = document.createElement('template');
      t.innerHTML = html;
      var status = t.content.getElementById('status');
      var shown = document.getElementById('status');
      if (status && shown) {
        var version = Number(status.getAttribute('data-version'));
        var current = Number(shown.getAttribute('data-version'));
        var base = status.getAttribute('data-base');
        if (base === null) {
          if (version < current) return;
          syncAsked = 0;
        } else if (version <= current) return;
        else if (Number(base) !== current) return resync();
      }
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
      mark();
    }

    document.body.addEventListener('htmx:beforeSwap', function (e) {
      if (!e.detail.xhr || e.detail.xhr.status !== 200) return;
      e.detail.shouldSwap = false;
      apply(e.detail.serverResponse);
    });

    function connect() {
      clearTimeout(timer);
      var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + path;
      socket = new WebSocket(url);
      socket.onopen = function () { retries = 0; show('live', 'on'); };
      socket.onmessage = function (e) { if (typeof e.data === 'string') apply(e.data); };
      socket.onclose = function () {
        show('reconnecting…', 'off');
        var wait = Math.min(30000, 500 * Math.pow(2, retries++));
        timer = setTimeout(connect, wait);
      };
    }

    function wake() {
      if (!socket || socket.readyState === WebSocket.CLOSED || socket.readyState === WebSocket.CLOSING) connect();
      else if (socket.readyState === WebSocket.OPEN) socket.send('sync');
    }

    // A post that never reached the game (network gone, server down) must not look accepted.
    var unsent = function () { show('not sent: check your connection and try again', 'off'); };
    document.body.addEventListener('htmx:sendError', unsent);
    document.body.addEventListener('htmx:responseError', unsent);

    document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'visible') wake(); });
    window.addEventListener('online', wake);
    window.addEventListener('pageshow', function (e) { if (e.persisted) wake(); });
    mark();
    connect();
  }

  document.addEventListener('click', function (e) {
    var button = e.target instanceof Element ? e.target.closest('button[data-copy]') : null;
    if (!button) return;
    var input = document.getElementById(button.getAttribute('data-copy'));
    if (!input) return;
    input.select();
    var done = function () { button.textContent = 'Copied'; setTimeout(function () { button.textContent = 'Copy link'; }, 2000); };
    if (navigator.clipboard) navigator.clipboard.writeText(input.value).then(done, function () { document.execCommand('copy'); done(); });
    else { document.execCommand('copy'); done(); }
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
        var allowed = options[j].getAttribute('data-players').split(' ').indexOf(String(Math.max(2, n))) >= 0;
        options[j].hidden = !allowed;
        var box = options[j].querySelector('input');
        if (box) box.disabled = !allowed;
      }
    };
    form.addEventListener('input', update);
    update();
  }
})();
