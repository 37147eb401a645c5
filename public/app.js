// The page's only script of its own (the CSP allows no inline script).
// 1. Live updates: one socket to the game's object; every message is a set of the
//    page's own sections, swapped out of band by htmx. A section whose data-key is
//    unchanged is left alone, so a half-filled form survives other players' moves.
//    A lost socket reconnects with backoff; the object sends a fresh render on every
//    connect, and "sync" asks for one when a sleeping phone wakes up.
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

    // Sections answered to a post and sections pushed on the socket meet here, so that
    // a late answer never takes the page back to an older version of the game. A page
    // takes only the sections it has (the host page shows just the status).
    function apply(html) {
      var t = document.createElement('template');
      t.innerHTML = html;
      var status = t.content.getElementById('status');
      var shown = document.getElementById('status');
      if (status && shown && Number(status.getAttribute('data-version')) < Number(shown.getAttribute('data-version'))) return;
      var sections = Array.prototype.slice.call(t.content.children);
      for (var i = 0; i < sections.length; i++) {
        var current = document.getElementById(sections[i].id);
        var key = sections[i].getAttribute('data-key');
        if (!current || (key && current.getAttribute('data-key') === key)) sections[i].remove();
      }
      htmx.swap(document.body, t.innerHTML, { swapStyle: 'none' });
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

  // Placing by touch: a tap on a board area or market square fills the placement form's
  // next place (1st, then 2nd; the placement last touched in the form comes next). The
  // selects stay the way to place by keyboard and screen reader.
  var nextPlacement = 1;
  document.addEventListener('focusin', function (e) {
    var select = e.target instanceof Element ? e.target.closest('select[name^="p"]') : null;
    var m = select && /^p([12])/.exec(select.getAttribute('name'));
    if (m) nextPlacement = Number(m[1]);
  });
  document.addEventListener('click', function (e) {
    var spot = e.target instanceof Element ? e.target.closest('#board [data-spot]') : null;
    var form = document.querySelector('#prompt form.place-form');
    if (!spot || !form) return;
    var select = form.querySelector('select[name="p' + nextPlacement + 'Spot"]');
    var code = spot.getAttribute('data-spot');
    if (!select || !select.querySelector('option[value="' + code + '"]')) return;
    select.value = code;
    var marked = document.querySelectorAll('#board [data-chosen="' + nextPlacement + '"]');
    for (var i = 0; i < marked.length; i++) marked[i].removeAttribute('data-chosen');
    spot.setAttribute('data-chosen', String(nextPlacement));
    nextPlacement = nextPlacement === 1 ? 2 : 1;
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
