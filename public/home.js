// The home page's form: a seat set to a bot gets a default name in its empty name field
// (data-bot-names on the form, templates/index.tsx: the page language's names), the first
// not like another name typed; the host may type over it. Set back to a person, a seat
// whose name is still that default is emptied again. Without script the server gives the
// same default (src/http/newGameForm.ts botName), so this only shows it before sending.
(function () {
  'use strict';
  var form = document.querySelector('form.new-game[data-bot-names]');
  if (!form) return;
  var names;
  try {
    names = JSON.parse(form.getAttribute('data-bot-names') || '[]');
  } catch (e) {
    return;
  }
  if (!Array.isArray(names) || !names.length) return;

  // Case and accents aside, as the server compares names (its look-alike check is stricter, and it has the last word).
  function key(s) {
    return s
      .trim()
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '');
  }
  function inputOf(select) {
    return document.getElementById(select.id.replace(/^bot/, 'name'));
  }

  function update(select) {
    var input = inputOf(select);
    if (!input) return;
    var given = input.getAttribute('data-bot-default');
    if (select.value === 'person') {
      if (given && input.value === given) input.value = '';
      input.removeAttribute('data-bot-default');
    } else if (!input.value.trim()) {
      var taken = {};
      var fields = form.querySelectorAll('input[name="name"]');
      for (var i = 0; i < fields.length; i++) if (fields[i] !== input) taken[key(fields[i].value)] = true;
      var name = names.filter(function (n) {
        return !taken[key(n)];
      })[0];
      if (!name) return;
      input.value = name;
      input.setAttribute('data-bot-default', name);
    } else return;
    // The options offered follow the number of names (public/app.js listens to the form's input).
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  var selects = form.querySelectorAll('select[name="bot"]');
  for (var i = 0; i < selects.length; i++) {
    selects[i].addEventListener('change', function (e) {
      update(e.target);
    });
    // A browser may restore the form's choices on Back: fill what they call for.
    update(selects[i]);
  }
})();
