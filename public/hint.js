// "Hint" in a learning game (issue 23). The seat says it asks (POST {seat}/hint: the log
// tells everyone, once per decision), reads its own view (the JSON API), and the bundle of
// the engine and the bots (the analysis page's, loaded only now) computes the bot's choice
// from that view alone, seeded by the room's answer: the same hint on any device. The
// choice is filled in by public/place.js, on the board as its taps would be or in the
// decision panel's form, and never sent: the player checks it and decides.
(function () {
  'use strict';

  var main = document.querySelector('main.game');
  if (!main) return;

  // The row comes hidden (nothing to offer without script), and again with each new decision.
  function offer() {
    var rows = main.querySelectorAll('.hint-row[hidden]');
    for (var i = 0; i < rows.length; i++) rows[i].hidden = false;
  }
  new MutationObserver(offer).observe(main, { childList: true, subtree: true });
  offer();

  function json(res) {
    if (!res.ok) throw new Error(String(res.status));
    return res.json();
  }

  main.addEventListener('click', function (e) {
    var button = e.target instanceof Element ? e.target.closest('.hint-row .hint') : null;
    if (!button) return;
    var row = button.closest('.hint-row');
    var status = row.querySelector('.hint-status');
    var say = function (name) {
      status.textContent = row.getAttribute('data-t-' + name) || '';
    };
    button.disabled = true;
    say('working');
    var asked;
    fetch(row.getAttribute('data-hint'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    })
      .then(json)
      .then(function (answer) {
        asked = answer;
        return Promise.all([
          fetch(row.getAttribute('data-view'), { headers: { Accept: 'application/json' } }).then(json),
          import(row.getAttribute('data-bundle')),
        ]);
      })
      .then(function (got) {
        var view = got[0],
          bundle = got[1];
        // The game moved on meanwhile: this decision is no longer the seat's.
        if (view.version !== asked.version) throw new Error('stale');
        // public/place.js fills it in, on the board or in the form.
        document.dispatchEvent(new CustomEvent('ys:fill', { detail: bundle.hintFields(view, asked.seed) }));
        say('shown');
        // What the hint put on the board (ghosts, marked choices), else the decision panel.
        var shown = document.querySelector('#board .ghost, #board .pick-mark') || document.getElementById('prompt');
        if (shown) shown.scrollIntoView({ block: 'center' });
      })
      .catch(function () {
        say('failed');
      })
      .then(function () {
        button.disabled = false;
      });
  });
})();
