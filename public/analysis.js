// A finished game's analysis (issue 23), computed here, in the player's browser: the
// game's record is fetched once, the engine and the bots (/bot.js, loaded by this page
// alone) judge every decision of the seat with a progress bar, and the judgements are
// posted back to this page's address, which answers them in words with the board
// (templates/analysis.ts). Stepping between decisions asks again for that decision's
// board; an answer once had is kept. The numbers are seeded by the game and the seat:
// the same on every device. Without script the page says it needs script.
(function () {
  'use strict';
  var main = document.querySelector('main.analysis');
  if (!main || !window.fetch) return;
  var game = main.getAttribute('data-game');
  var seat = Number(main.getAttribute('data-seat'));
  var box = document.getElementById('analysis-progress');
  var bar = box.querySelector('progress');
  var status = document.getElementById('analysis-status');
  var out = document.getElementById('analysis-out');
  var judged = null;
  var kept = {};
  var wanted = null;
  var broken = false;

  box.hidden = false;
  function failed() {
    broken = true;
    box.hidden = false;
    status.textContent = status.getAttribute('data-failed');
    bar.hidden = true;
  }
  function said(done, total) {
    return status.getAttribute('data-progress').replace('{1}', String(done)).replace('{2}', String(total));
  }

  function body(at) {
    if (!kept[at]) {
      kept[at] = fetch(location.pathname, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ seat: seat, at: at, decisions: judged }),
      }).then(function (res) {
        if (!res.ok) throw new Error(String(res.status));
        return res.text();
      });
      kept[at].catch(function () {
        delete kept[at];
      });
    }
    return kept[at];
  }

  // `focus`: the control used (data-focus), focused again in the new decision; else its heading.
  function show(at, focus) {
    wanted = at;
    return body(at).then(function (html) {
      if (wanted !== at) return;
      var t = document.createElement('template');
      t.innerHTML = html;
      var step = t.content.getElementById('analysis-step');
      var now = document.getElementById('analysis-step');
      if (now && step) now.replaceWith(step);
      else {
        out.innerHTML = '';
        out.appendChild(t.content);
      }
      var again = focus ? out.querySelector('[data-focus="' + focus + '"]:not([disabled])') : null;
      var heading = document.getElementById('analysis-when');
      if (again) again.focus();
      else if (heading && focus !== null) {
        heading.focus();
        heading.scrollIntoView({ block: 'start' });
      }
      if (at + 1 < judged.length) body(at + 1);
    }, failed);
  }

  out.addEventListener('click', function (e) {
    var button = e.target.closest('button[data-at]');
    if (!button || button.disabled) return;
    show(Number(button.getAttribute('data-at')), button.getAttribute('data-focus') || '');
  });
  // Left and right arrows step too, once the focus is on a decision (not while reading the list).
  out.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || !e.target.closest('#analysis-step')) return;
    var step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
    var here = document.getElementById('analysis-step');
    var button = step && here && here.querySelector('button[data-focus="' + (step < 0 ? 'prev' : 'next') + '-top"]');
    if (!button || button.disabled) return;
    e.preventDefault();
    show(Number(button.getAttribute('data-at')), '');
  });

  var started = 0;
  Promise.all([
    fetch(game + '/record', { credentials: 'same-origin' }).then(function (res) {
      if (!res.ok) throw new Error(String(res.status));
      return res.json();
    }),
    import('/bot.js'),
  ])
    .then(function (got) {
      started = performance.now();
      return got[1].analyzeRecord(got[0], seat, function (done, total) {
        bar.max = total;
        bar.value = done;
        status.textContent = said(done, total);
      });
    })
    .then(function (analysis) {
      // How long the judging took, for the browser test's budget (issue 23: 5 s on a mid-range phone).
      main.setAttribute('data-ms', String(Math.round(performance.now() - started)));
      judged = analysis.decisions.map(function (d) {
        return { version: d.version, suggested: d.suggested, loss: d.loss };
      });
      return show(0, null);
    })
    .then(function () {
      box.hidden = !broken;
    }, failed);
})();
