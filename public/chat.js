// The chat and the private notes (templates/chat.ts). Without this script both are plain
// forms that post and come back to the page; with it:
// 1. a message is sent without leaving the page; it comes back, as everyone else's
//    does, on the page's socket (public/app.js adds it to the list);
// 2. the unread count grows when a message of another player arrives while the chat is
//    out of sight (a hidden tab, or scrolled away), and is cleared when it comes into sight;
// 3. the notes are saved as the player types, at most one write every 5 seconds, and
//    once more as the page goes away if something is still unsaved;
// 4. each message's time is written in the reader's own time zone.
// The script has no words of its own: the page gives them as data-t-* attributes.
(function () {
  'use strict';

  var panel = document.getElementById('chat');
  var form = document.querySelector('form[data-chat]');
  var notes = document.querySelector('form[data-notes]');

  function times(root) {
    var list = root.querySelectorAll('time[datetime]');
    for (var i = 0; i < list.length; i++) {
      var d = new Date(list[i].getAttribute('datetime'));
      if (isNaN(d.getTime())) continue;
      var text = d.toLocaleString(document.documentElement.lang || undefined, {
        dateStyle: 'short',
        timeStyle: 'short',
      });
      if (list[i].textContent !== text) list[i].textContent = text;
    }
  }

  // ------------------------------------------------------------------ the unread count
  if (panel) {
    var marks = document.querySelectorAll('[data-chat-unread]');
    var unread = marks.length ? Number(marks[0].getAttribute('data-chat-unread')) || 0 : 0;
    var inSight = false;
    var newest = 0;
    var showCount = function () {
      for (var i = 0; i < marks.length; i++) {
        var m = marks[i];
        // Unchanged, untouched: a change inside the panel would wake the observer below again.
        if (m.getAttribute('data-chat-unread') === String(unread) && m.textContent.indexOf(String(unread)) >= 0)
          continue;
        m.setAttribute('data-chat-unread', String(unread));
        m.textContent = (m.getAttribute('data-t-unread') || '{0}').replace('{0}', String(unread));
        m.hidden = unread === 0;
      }
    };
    var looking = function () {
      return inSight && document.visibilityState === 'visible';
    };
    var seen = function () {
      if (looking() && unread) {
        unread = 0;
        showCount();
      }
    };
    var scan = function (count) {
      var items = panel.querySelectorAll('li.chat-msg');
      var top = newest;
      for (var i = 0; i < items.length; i++) {
        var id = Number(items[i].getAttribute('data-id')) || 0;
        if (
          id > newest &&
          count &&
          !items[i].hasAttribute('data-mine') &&
          !items[i].querySelector('.chat-hidden') &&
          !looking()
        )
          unread++;
        if (id > top) top = id;
      }
      newest = top;
      showCount();
      times(panel);
    };
    scan(false);
    new MutationObserver(function () {
      scan(true);
    }).observe(panel, { childList: true, subtree: true });
    if ('IntersectionObserver' in window) {
      new IntersectionObserver(function (entries) {
        inSight = entries[entries.length - 1].isIntersecting;
        seen();
      }).observe(panel);
    }
    document.addEventListener('visibilitychange', seen);
  }

  // ------------------------------------------------------------------ sending a message
  if (form && window.fetch) {
    var text = form.querySelector('textarea');
    var flash = document.getElementById('chat-flash');
    var button = form.querySelector('button[type="submit"]');
    var say = function (message) {
      flash.textContent = message;
      flash.hidden = !message;
    };
    var send = function () {
      if (button.disabled) return;
      button.disabled = true;
      fetch(form.action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ text: text.value }),
      })
        .then(function (res) {
          return res.json().then(function (body) {
            if (res.ok && body.ok) {
              text.value = '';
              say('');
            } else say((body.error && body.error.message) || form.getAttribute('data-t-failed'));
          });
        })
        .catch(function () {
          say(form.getAttribute('data-t-failed'));
        })
        .then(function () {
          button.disabled = false;
        });
    };
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      send();
    });
    // Enter makes a new line (a message keeps them); Ctrl+Enter or Cmd+Enter sends.
    text.addEventListener('keydown', function (e) {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        send();
      }
    });
  }

  // ------------------------------------------------------------------ the notes
  if (notes && window.fetch) {
    var area = notes.querySelector('textarea');
    var state = notes.querySelector('.notes-state');
    var EVERY = 5000;
    var last = 0; // when the last write went
    var timer = null; // the next write, waiting for its 5 seconds
    var saved = area.value;
    var word = function (name) {
      return notes.getAttribute('data-t-' + name) || '';
    };
    var write = function (keepalive) {
      clearTimeout(timer);
      timer = null;
      var value = area.value;
      if (value === saved) return;
      last = Date.now();
      state.textContent = word('saving');
      fetch(notes.action, {
        method: 'PUT',
        credentials: 'same-origin',
        keepalive: !!keepalive,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ text: value }),
      })
        .then(function (res) {
          return res.json().then(function (body) {
            if (res.ok && body.ok) {
              saved = value;
              state.textContent = word('saved');
            } else state.textContent = (body.error && body.error.message) || word('failed');
          });
        })
        .catch(function () {
          state.textContent = word('failed');
        });
    };
    var soon = function () {
      if (timer) return;
      timer = setTimeout(write, Math.max(0, last + EVERY - Date.now()));
    };
    area.addEventListener('input', soon);
    notes.addEventListener('submit', function (e) {
      e.preventDefault();
      soon();
    });
    // The page going away (a reload, a closed tab): what is unsaved is sent now, once.
    window.addEventListener('pagehide', function () {
      if (area.value !== saved) write(true);
    });
  }
})();
