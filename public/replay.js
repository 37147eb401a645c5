// The replay without a page load per step: a step link's body (GET …/replay?step=N&part=step,
// the same HTML the page holds, templates/replay.ts) is fetched and swapped into <main>,
// the address moves on (Back and Forward step too), and the steps either side are fetched
// ahead, so Next usually shows at once. A finished game never changes, so a step fetched
// once is kept for the page's life. Without script, or when a fetch fails, the links
// simply load their page.
(function () {
  'use strict';
  var main = document.querySelector('main.replay');
  if (!main || !window.fetch || !history.pushState) return;
  var last = Number(main.getAttribute('data-last'));
  var said = document.getElementById('replay-said');
  var base = location.pathname;
  var kept = {};
  var wanted = null;

  function at() {
    var m = /[?&]step=(\d+)/.exec(location.search);
    return m ? Number(m[1]) : 0;
  }
  function get(n) {
    if (!kept[n]) {
      kept[n] = fetch(base + '?step=' + n + '&part=step', { credentials: 'same-origin' }).then(function (res) {
        if (!res.ok) throw new Error(String(res.status));
        return res.text();
      });
      // A failed fetch is not kept: the next try asks again.
      kept[n].catch(function () {
        delete kept[n];
      });
    }
    return kept[n];
  }
  function ahead(n) {
    if (n < last) get(n + 1);
    if (n > 0) get(n - 1);
  }

  // `focus`: the control that was used (data-focus), focused again in the new body; else the step's name.
  function show(n, push, focus) {
    wanted = n;
    get(n).then(
      function (html) {
        // A later click won the race: this step is no longer the one asked for.
        if (wanted !== n) return;
        main.innerHTML = html;
        if (push) history.pushState({ step: n }, '', '?step=' + n);
        // The language switcher comes back to this step, not to the one the page was opened at.
        var back = document.querySelector('form.langs input[name="back"]');
        if (back) back.value = base + '?step=' + n;
        var label = main.querySelector('.replay-label');
        if (said && label) said.textContent = label.textContent;
        var again = focus ? main.querySelector('[data-focus="' + focus + '"]') : null;
        if (again) again.focus();
        else if (label) {
          label.focus();
          label.scrollIntoView({ block: 'start' });
        }
        ahead(n);
      },
      function () {
        if (wanted === n) location.assign('?step=' + n);
      },
    );
  }

  main.addEventListener('click', function (e) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    var link = e.target.closest('a[data-step]');
    if (!link) return;
    e.preventDefault();
    show(Number(link.getAttribute('data-step')), true, link.getAttribute('data-focus'));
  });
  window.addEventListener('popstate', function () {
    show(at(), false, null);
  });
  history.replaceState({ step: at() }, '', location.href);
  ahead(at());
})();
