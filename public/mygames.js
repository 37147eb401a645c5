// "My games" without accounts: this browser remembers the games it opened, in its own
// localStorage, and the home page lists them. The list never leaves the browser as a
// list: the home page asks each game alone how it stands (GET {link}/status, public
// facts only). A game page records itself when opened: its address (the link is the
// player's key, so it stays on this device like a bookmark), its name, role and game id.
(function () {
  'use strict';
  var KEY = 'ys.mygames';
  var MAX = 30;
  // Only the game links this server makes: a seat, the host, a spectator.
  var LINK = /^\/g\/([A-Za-z0-9_-]{22})\/(p\/[0-3]\/[A-Za-z0-9_-]+|host\/[A-Za-z0-9_-]+|watch)$/;

  function read() {
    try {
      var list = JSON.parse(localStorage.getItem(KEY) || '[]');
      return Array.isArray(list) ? list.filter(function (g) { return g && typeof g.url === 'string' && LINK.test(g.url); }) : [];
    } catch (e) { return []; }
  }
  function write(list) {
    try { localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX))); } catch (e) { /* storage full or off: no list */ }
  }

  var body = document.body;
  var m = LINK.exec(location.pathname);
  if (m && body.hasAttribute('data-mygame-players')) {
    var role = m[2].charAt(0) === 'p' ? 'player' : m[2].charAt(0) === 'h' ? 'host' : 'spectator';
    var entry = {
      url: location.pathname, id: m[1], role: role, seen: Date.now(),
      name: body.getAttribute('data-mygame-name') || '', players: body.getAttribute('data-mygame-players') || '',
    };
    // Newest first; the same link opened again moves to the top.
    write([entry].concat(read().filter(function (g) { return g.url !== entry.url; })));
  }

  var section = document.getElementById('my-games');
  var ul = document.getElementById('my-games-list');
  if (!section || !ul) return;

  function and(names) {
    return names.length <= 1 ? names.join('') : names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1];
  }
  // The status in words: "your move", "waiting for Ben", "finished: Cleo won".
  function words(s) {
    if (s.ended) return 'ended by the host';
    if (s.over) return 'finished: ' + (s.winners.length ? and(s.winners) + ' won' : 'no winner');
    var left = s.left ? ', ' + s.left : '';
    if (s.yourMove) return 'your move' + left;
    return s.waitingFor.length ? 'waiting for ' + and(s.waitingFor) + left : 'in play';
  }

  function show() {
    var list = read();
    ul.textContent = '';
    section.hidden = list.length === 0;
    list.forEach(function (g) {
      var li = document.createElement('li');
      li.className = 'my-game';
      var a = document.createElement('a');
      a.href = g.url;
      a.textContent = (g.role === 'player' ? g.name : g.role === 'host' ? 'Host' : 'Spectator') + ' \u2014 ' + g.players;
      var state = document.createElement('span');
      state.className = 'my-game-state muted';
      state.textContent = '\u2026';
      var forget = document.createElement('button');
      forget.type = 'button';
      forget.className = 'forget';
      forget.textContent = 'Forget';
      forget.setAttribute('aria-label', 'Forget ' + a.textContent);
      forget.addEventListener('click', function () {
        write(read().filter(function (x) { return x.url !== g.url; }));
        show();
      });
      li.appendChild(a);
      li.appendChild(document.createTextNode(' '));
      li.appendChild(state);
      li.appendChild(document.createTextNode(' '));
      li.appendChild(forget);
      ul.appendChild(li);
      fetch(g.url + '/status', { headers: { Accept: 'application/json' }, credentials: 'omit' })
        .then(function (res) {
          if (res.status === 404) throw new Error('gone');
          if (res.status === 410) throw new Error('deleted');
          if (!res.ok) throw new Error('failed');
          return res.json();
        })
        .then(function (s) { state.textContent = words(s); if (s.yourMove) li.classList.add('my-move'); })
        .catch(function (e) {
          var why = e && e.message;
          state.textContent = why === 'gone' ? 'no longer found' : why === 'deleted' ? 'deleted: no move for a long time' : 'could not be reached';
        });
    });
  }
  show();
})();
