// "My games" without accounts: this browser remembers the games it opened, in its own
// localStorage, and the home page lists them. The list never leaves the browser as a
// list: the home page asks each game alone how it stands (GET {link}/status, public
// facts only). A game page records itself when opened: its address (the link is the
// player's key, so it stays on this device like a bookmark), its name, role and game id.
// The list's words are the home page's, in its language (data-t-* on #my-games,
// templates/index.tsx): `{0}`, `{1}` in them are where names or the time left go.
(function () {
  'use strict';
  var KEY = 'ys.mygames';
  var MAX = 30;
  // Only the game links this server makes: a seat, the host, a spectator.
  var LINK = /^\/g\/([A-Za-z0-9_-]{22})\/(p\/[0-3]\/[A-Za-z0-9_-]+|host\/[A-Za-z0-9_-]+|watch)$/;

  function read() {
    try {
      var list = JSON.parse(localStorage.getItem(KEY) || '[]');
      return Array.isArray(list)
        ? list.filter(function (g) {
            return g && typeof g.url === 'string' && LINK.test(g.url);
          })
        : [];
    } catch (e) {
      return [];
    }
  }
  function write(list) {
    try {
      localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX)));
    } catch (e) {
      /* storage full or off: no list */
    }
  }

  var body = document.body;
  var m = LINK.exec(location.pathname);
  if (m && body.hasAttribute('data-mygame-players')) {
    var role = m[2].charAt(0) === 'p' ? 'player' : m[2].charAt(0) === 'h' ? 'host' : 'spectator';
    var entry = {
      url: location.pathname,
      id: m[1],
      role: role,
      seen: Date.now(),
      name: body.getAttribute('data-mygame-name') || '',
      players: body.getAttribute('data-mygame-players') || '',
    };
    // Newest first; the same link opened again moves to the top.
    write(
      [entry].concat(
        read().filter(function (g) {
          return g.url !== entry.url;
        }),
      ),
    );
  }

  // How one game stands, asked alone and without cookies; the page's language goes
  // along, so the time left comes back in it.
  function status(url) {
    return fetch(url + '/status', {
      headers: { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en' },
      credentials: 'omit',
    }).then(function (res) {
      if (res.status === 404) throw new Error('gone');
      if (res.status === 410) throw new Error('deleted');
      if (!res.ok) throw new Error('failed');
      return res.json();
    });
  }

  // After a decision on a seat's page (public/app.js), another remembered seat that
  // awaits this player is offered: the first of the list, newest first, that says so.
  var next = document.getElementById('next-game');
  if (next && m) {
    document.addEventListener('ys:decided', function () {
      var others = read().filter(function (g) {
        return g.role === 'player' && g.url !== location.pathname;
      });
      var asked = 0;
      function ask() {
        var g = others[asked++];
        if (!g) return;
        status(g.url)
          .then(function (s) {
            if (!s.yourMove || s.over || s.ended) return ask();
            var a = next.querySelector('a');
            a.href = g.url;
            a.textContent = (next.getAttribute('data-t-next') || '{0}').replace('{0}', g.name + ' \u2014 ' + g.players);
            next.hidden = false;
          })
          .catch(ask);
      }
      next.hidden = true;
      ask();
    });
  }

  var section = document.getElementById('my-games');
  var ul = document.getElementById('my-games-list');
  if (!section || !ul) return;

  function word(name) {
    return section.getAttribute('data-t-' + name) || '';
  }
  // A pattern's {0}, {1}… replaced in one pass, so a name holding "{1}" stays as typed.
  function fill(pattern, values) {
    return pattern.replace(/\{(\d)\}/g, function (all, i) {
      return Number(i) < values.length ? values[Number(i)] : all;
    });
  }
  // Names as the page's language lists them (its own pattern for 2, 3 or 4 names: a game has at most 4 players).
  function and(names) {
    return names.length <= 1 ? names.join('') : fill(word('and-' + names.length) || word('and-4'), names);
  }
  // The status in words: "your move", "waiting for Ben", "finished: Cleo won".
  function words(s) {
    if (s.ended) return word('ended');
    if (s.over)
      return s.winners.length
        ? fill(word(s.winners.length === 1 ? 'won-one' : 'won-many'), [and(s.winners)])
        : word('no-winner');
    var timed = function (text) {
      return s.left ? fill(word('with-time'), [text, s.left]) : text;
    };
    if (s.yourMove) return timed(word('your-move'));
    return s.waitingFor.length ? timed(fill(word('waiting-for'), [and(s.waitingFor)])) : word('in-play');
  }

  // The games awaiting this player come first, with their count above the list.
  var count = document.getElementById('my-games-count');
  var plural = new Intl.PluralRules(document.documentElement.lang || 'en');
  var awaiting = 0;
  function awaits(li) {
    // Forgotten meanwhile (the list was drawn again): not shown.
    if (li.parentNode !== ul) return;
    var firsts = ul.querySelectorAll('li.my-move');
    ul.insertBefore(li, firsts.length ? firsts[firsts.length - 1].nextSibling : ul.firstChild);
    li.classList.add('my-move');
    awaiting++;
    if (!count) return;
    count.textContent = fill(word('awaiting-' + plural.select(awaiting)) || word('awaiting-other'), [String(awaiting)]);
    count.hidden = false;
  }

  function show() {
    var list = read();
    awaiting = 0;
    if (count) count.hidden = true;
    ul.textContent = '';
    section.hidden = list.length === 0;
    list.forEach(function (g) {
      var li = document.createElement('li');
      li.className = 'my-game';
      var a = document.createElement('a');
      a.href = g.url;
      a.textContent =
        (g.role === 'player' ? g.name : word(g.role === 'host' ? 'host' : 'spectator')) + ' \u2014 ' + g.players;
      var state = document.createElement('span');
      state.className = 'my-game-state muted';
      state.textContent = '\u2026';
      var forget = document.createElement('button');
      forget.type = 'button';
      forget.className = 'forget';
      forget.textContent = word('forget');
      forget.setAttribute('aria-label', fill(word('forget-game'), [a.textContent]));
      forget.addEventListener('click', function () {
        write(
          read().filter(function (x) {
            return x.url !== g.url;
          }),
        );
        show();
      });
      li.appendChild(a);
      li.appendChild(document.createTextNode(' '));
      li.appendChild(state);
      li.appendChild(document.createTextNode(' '));
      li.appendChild(forget);
      ul.appendChild(li);
      status(g.url)
        .then(function (s) {
          state.textContent = words(s);
          if (s.yourMove && !s.over && !s.ended) awaits(li);
        })
        .catch(function (e) {
          var why = e && e.message;
          state.textContent = word(why === 'gone' ? 'gone' : why === 'deleted' ? 'deleted' : 'unreachable');
        });
    });
  }
  show();
})();
