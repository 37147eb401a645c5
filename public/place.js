// Placing brokers by taps (R6.2), as players know it from Board Game Arena: pick a
// broker from the chips, then a place lit on the board (or the place first), and a
// ghost token shows where it will go; the bar fixed at the bottom sums the move up
// beside Place (enabled once the move is whole) and Undo. The face-up broker comes
// first, then the face-down one (R6.2; with the Cardinal either may be flipped), then
// the neutral broker with 2 players (R11.2). The places offered are the ones the
// engine's prompt lists in the form's own select (never re-derived here), less the
// market squares this move already fills (the prompt's takes-one list, R6.4). The
// script fills the plain form's fields from the taps and the form posts as without
// script. A refusal re-renders the same decision: the move is kept and shown again.
// Every word the bar says comes from the page, in its language (templates/prompt.ts):
// the bar's data-* attributes, each broker's hidden .place-slot, the flip and "then"
// buttons, and the spot options' data-short. In those sentences "{1}" and "{2}" are
// tokens this script replaces with what only it knows (a value, a place's words).
(function () {
  'use strict';

  var SVG = 'http://www.w3.org/2000/svg';
  var main = document.querySelector('main.game');
  if (!main) return;

  var move = null; // { key, slots: [...], taps: [{ slot, field }] }

  function formNow() { return document.getElementById('prompt') && document.querySelector('#prompt form.place-form'); }

  function keyOf(form) {
    var version = form.querySelector('input[name="version"]');
    return form.getAttribute('data-round') + '/' + (version ? version.value : '');
  }

  /** A sentence of the page with its tokens filled: say(el, 'goes', place). */
  function say(el, name, one, two) {
    var text = (el && el.getAttribute('data-' + name)) || '';
    return text.split('{1}').join(one === undefined ? '' : one).split('{2}').join(two === undefined ? '' : two);
  }

  /** Each broker's words (the template's .place-slot): its step sentences, its lit places' names, its ghost's label. */
  function slotOf(form, index, faceUp, neutral) {
    var words = form.querySelector('.place-bar .place-slot[data-slot="' + index + '"]');
    return { words: words, short: say(words, 'short'), neutral: neutral, faceUp: faceUp, broker: null, refill: null, spot: null };
  }

  function newMove(form) {
    var slots = [slotOf(form, 0, true, false), slotOf(form, 1, false, false)];
    if (form.hasAttribute('data-neutral')) slots.push(slotOf(form, 2, false, true));
    return { key: keyOf(form), slots: slots, taps: [], then: null, asksThen: !!form.querySelector('.place-then') };
  }

  var fromFront = function (broker) { return !!broker && broker.indexOf('front:') === 0; };
  var valueOf = function (broker) { return broker ? broker.replace('front:', '') : ''; };

  function complete(slot) {
    if (slot.neutral) return !!slot.spot;
    return !!slot.broker && !!slot.spot && (!fromFront(slot.broker) || !!slot.refill);
  }

  /** The move is whole: every broker placed and, with the Magician or Mercenary, what comes just after. */
  function ready() { return current() === null && (!move.asksThen || !!move.then); }

  function current() {
    for (var i = 0; i < move.slots.length; i++) if (!complete(move.slots[i])) return move.slots[i];
    return null;
  }

  /** What the current slot still needs: a broker, its refill (Conjurer), or a place. */
  function need(slot) {
    if (!slot) return null;
    if (!slot.neutral && !slot.broker) return slot.spot ? 'broker' : 'either';
    if (fromFront(slot.broker) && !slot.refill) return 'refill';
    return 'spot';
  }

  function options(form, name) {
    var select = form.querySelector('select[name="' + name + '"]');
    var out = [];
    if (!select) return out;
    for (var i = 0; i < select.options.length; i++) if (select.options[i].value) out.push(select.options[i].value);
    return out;
  }

  /** The places lit for a slot: the prompt's, less the single-broker squares the move's other slots fill. */
  function legalFor(form, slot) {
    var takesOne = (form.getAttribute('data-takes-one') || '').split(' ');
    var used = move.slots.filter(function (s) { return s !== slot && s.spot && takesOne.indexOf(s.spot) >= 0; }).map(function (s) { return s.spot; });
    return options(form, slot.neutral ? 'neutralSpot' : 'p1Spot').filter(function (code) { return used.indexOf(code) < 0; });
  }

  /** "N3 palace", "market 2 green": the board's own words, short (the spot option's data-short). */
  function spotWords(form, code) {
    var option = form.querySelector('option[value="' + code + '"][data-short]');
    return option ? option.getAttribute('data-short') : code;
  }

  function slotWords(form, bar, slot) {
    var place = slot.spot ? spotWords(form, slot.spot) : null;
    if (slot.neutral) return place ? say(bar, 'at', say(slot.words, 'said'), place) : say(slot.words, 'said');
    var what = !slot.broker ? '?'
      : !fromFront(slot.broker) ? valueOf(slot.broker)
        : slot.refill ? say(bar, 'from-front-refill', valueOf(slot.broker), slot.refill) : say(bar, 'from-front', valueOf(slot.broker));
    var faced = say(bar, slot.faceUp ? 'up' : 'down', what);
    return place ? say(bar, 'at', faced, place) : faced;
  }

  function stepText(form, bar, slot) {
    switch (need(slot)) {
      case null: return say(bar, move.asksThen && !move.then ? 'then-ask' : 'ready');
      case 'either': return say(slot.words, 'either');
      case 'broker': return say(slot.words, 'goes', spotWords(form, slot.spot));
      case 'refill': return say(bar, 'refill', valueOf(slot.broker));
      default: return say(slot.words, 'tap', valueOf(slot.broker));
    }
  }

  // ------------------------------------------------------------ the plain form, filled from the taps

  function setSelect(form, name, value) {
    var select = form.querySelector('select[name="' + name + '"]');
    if (select) select.value = value || '';
  }

  function setRadio(form, name, value) {
    var radios = form.querySelectorAll('input[type="radio"][name="' + name + '"]');
    for (var i = 0; i < radios.length; i++) radios[i].checked = radios[i].value === value;
  }

  function fill(form) {
    var a = move.slots[0], b = move.slots[1];
    [a, b].forEach(function (slot, i) {
      var n = i + 1;
      setSelect(form, 'p' + n + 'Broker', slot.broker);
      setSelect(form, 'p' + n + 'Refill', slot.refill);
      setSelect(form, 'p' + n + 'Spot', slot.spot);
      setRadio(form, 'p' + n + 'Face', slot.broker ? (slot.faceUp ? 'up' : 'down') : '');
    });
    setRadio(form, 'faces', a.faceUp ? 'up-down' : 'down-up');
    if (move.slots[2]) setSelect(form, 'neutralSpot', move.slots[2].spot);
  }

  // ------------------------------------------------------------ the board: lit places and ghosts

  function spots() { return document.querySelectorAll('#board [data-spot]'); }

  function light(form, slot) {
    var wanted = slot && need(slot) !== 'broker' && need(slot) !== 'refill' ? legalFor(form, slot) : [];
    var all = spots();
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      var legal = wanted.indexOf(el.getAttribute('data-spot')) >= 0;
      el.classList.toggle('legal', legal);
      if (legal) {
        el.setAttribute('tabindex', '0');
        el.setAttribute('role', 'button');
        var title = el.querySelector('title');
        el.setAttribute('aria-label', say(slot.words, 'put', title ? title.textContent : spotWords(form, el.getAttribute('data-spot'))));
      } else if (el.hasAttribute('tabindex')) {
        el.removeAttribute('tabindex');
        el.setAttribute('role', 'img');
        el.removeAttribute('aria-label');
      }
    }
  }

  function svgEl(name, attrs, text) {
    var el = document.createElementNS(SVG, name);
    for (var k in attrs) el.setAttribute(k, attrs[k]);
    if (text !== undefined) el.textContent = text;
    return el;
  }

  function clearGhosts() {
    var old = document.querySelectorAll('#board .ghost');
    for (var i = 0; i < old.length; i++) old[i].remove();
  }

  /** A ghost token where each chosen broker will go: value (or ? for the neutral), face, 1st/2nd. */
  function ghosts() {
    clearGhosts();
    var perSpot = {};
    move.slots.forEach(function (slot) {
      if (!slot.spot) return;
      var area = document.querySelector('#board [data-spot="' + slot.spot + '"]');
      var rect = area && area.querySelector('rect');
      if (!rect) return;
      var k = perSpot[slot.spot] = (perSpot[slot.spot] || 0) + 1;
      // Bottom right of the area or square, clear of its name and ship; a second ghost beside the first.
      var x = Number(rect.getAttribute('x')) + Number(rect.getAttribute('width')) - 15 - (k - 1) * 44;
      var y = Number(rect.getAttribute('y')) + Number(rect.getAttribute('height')) - 14;
      var g = svgEl('g', { class: 'ghost' + (slot.faceUp ? '' : ' ghost-down'), 'aria-hidden': 'true' });
      g.appendChild(svgEl('circle', { cx: x, cy: y, r: 12 }));
      g.appendChild(svgEl('text', { x: x, y: y + 5, class: 'ghost-value' }, slot.neutral ? '?' : valueOf(slot.broker) || '…'));
      g.appendChild(svgEl('text', { x: x - 22, y: y + 5, class: 'ghost-label' }, slot.short));
      area.appendChild(g);
    });
  }

  // ------------------------------------------------------------ the bar

  // What the player chose with the placement for the moment just after it (R9.1): once
  // the placement is in and that moment is asked of them, it is sent as it was chosen.
  var next = null; // { version, then }

  function followUp() {
    if (!next) return;
    var status = document.getElementById('status');
    var version = status ? Number(status.getAttribute('data-version')) : -1;
    if (version < next.version) return; // the placement is not in yet
    var chosen = next.then, expected = next.version;
    next = null; // once, whatever the page shows now
    var panel = document.querySelector('#prompt .prompt-panel[data-window="duringPlacement"]');
    if (version !== expected || !panel) return;
    var form = panel.querySelector(chosen === 'pass' ? 'form.pass-form' : 'form.card-mercenary');
    if (!form) return;
    if (chosen !== 'pass') {
      var radio = form.querySelector('input[name="placement"][value="' + chosen.split(':')[1] + '"]');
      if (!radio) return;
      radio.checked = true;
    }
    form.requestSubmit();
  }

  function render() {
    var form = formNow();
    document.documentElement.classList.toggle('placing', !!form);
    if (!form) {
      move = null;
      light(null, null);
      clearGhosts();
      followUp();
      return;
    }
    if (!move || move.key !== keyOf(form)) move = newMove(form);
    form.classList.add('tapping');
    var bar = form.querySelector('.place-bar');
    bar.hidden = false;
    var slot = current();
    var wants = need(slot);
    // What the move needs next, for the tray's layout (public/app.css): chips, or what comes just after, or Place.
    bar.setAttribute('data-need', wants || (ready() ? 'ready' : 'then'));
    var usedChips = {};
    move.slots.forEach(function (s) {
      if (s.broker) usedChips[s.broker] = (usedChips[s.broker] || 0) + 1;
      if (s.refill) usedChips[s.refill] = (usedChips[s.refill] || 0) + 1;
    });
    var chips = bar.querySelectorAll('.chip');
    for (var i = 0; i < chips.length; i++) {
      var chip = chips[i];
      var value = chip.getAttribute('data-broker');
      var used = usedChips[value] > 0;
      if (used) usedChips[value]--;
      var front = chip.hasAttribute('data-front');
      var offered = !used && (wants === 'either' || wants === 'broker' || (wants === 'refill' && !front));
      chip.disabled = !offered;
      chip.setAttribute('aria-pressed', used ? 'true' : 'false');
    }
    var flips = bar.querySelectorAll('.flip');
    for (var f = 0; f < flips.length; f++) {
      var flipped = move.slots[Number(flips[f].getAttribute('data-slot'))];
      flips[f].textContent = say(flips[f], flipped.faceUp ? 'up' : 'down');
    }
    bar.querySelector('.place-step').textContent = stepText(form, bar, slot);
    var words = move.slots.filter(function (s) { return s.broker || s.spot; }).map(function (s) { return slotWords(form, bar, s); });
    var thens = bar.querySelectorAll('.then');
    for (var t = 0; t < thens.length; t++) {
      var chosen = thens[t].getAttribute('data-then') === move.then;
      thens[t].setAttribute('aria-pressed', chosen ? 'true' : 'false');
      if (chosen) words.push(say(thens[t], 'said'));
    }
    bar.querySelector('.place-summary').textContent = words.length ? words.join('; ') : '';
    bar.querySelector('.undo').disabled = move.taps.length === 0;
    bar.querySelector('button.go').disabled = !ready();
    fill(form);
    light(form, slot);
    ghosts();
  }

  function tapBroker(value) {
    var slot = current();
    if (!slot) return;
    var wants = need(slot);
    if (wants === 'refill') { slot.refill = value; move.taps.push({ slot: slot, field: 'refill' }); }
    else if (wants === 'either' || wants === 'broker') { slot.broker = value; move.taps.push({ slot: slot, field: 'broker' }); }
    else return;
    update();
  }

  function tapSpot(code) {
    var form = formNow();
    var slot = current();
    if (!form || !slot) return false;
    var wants = need(slot);
    if (wants === 'broker' || wants === 'refill' || legalFor(form, slot).indexOf(code) < 0) return false;
    slot.spot = code;
    move.taps.push({ slot: slot, field: 'spot' });
    update();
    return true;
  }

  function undo() {
    var last = move && move.taps.pop();
    if (!last) return;
    last.slot[last.field] = null;
    if (last.field === 'broker') last.slot.refill = null;
    update();
  }

  // Our own changes to the page must not wake the observer that follows the page's.
  var observer = new MutationObserver(function () { render(); observer.takeRecords(); });
  function update() { render(); observer.takeRecords(); }
  observer.observe(main, { childList: true, subtree: true });

  document.addEventListener('click', function (e) {
    var target = e.target instanceof Element ? e.target : null;
    if (!target || !move) return;
    var chip = target.closest('#prompt .place-bar .chip');
    if (chip) {
      tapBroker(chip.getAttribute('data-broker'));
      // By keyboard (no pointer position), go on to the first lit place.
      if (e.detail === 0) { var lit = document.querySelector('#board .legal'); if (lit) lit.focus(); }
      return;
    }
    if (target.closest('#prompt .place-bar .undo')) return undo();
    var send = target.closest('#prompt .place-bar .send');
    if (send) {
      if (!send.disabled && ready()) {
        var status = document.getElementById('status');
        next = move.then && move.then !== 'ask' ? { version: Number(status && status.getAttribute('data-version')) + 1, then: move.then } : null;
        formNow().requestSubmit();
      }
      return;
    }
    var then = target.closest('#prompt .place-bar .then');
    if (then) {
      move.then = then.getAttribute('data-then');
      move.taps.push({ slot: move, field: 'then' });
      update();
      return;
    }
    var flip = target.closest('#prompt .place-bar .flip');
    if (flip) {
      var slot = move.slots[Number(flip.getAttribute('data-slot'))];
      if (slot) { slot.faceUp = !slot.faceUp; update(); }
      return;
    }
    var spot = target.closest('#board [data-spot]');
    if (spot) tapSpot(spot.getAttribute('data-spot'));
  });

  document.addEventListener('keydown', function (e) {
    var spot = e.target instanceof Element ? e.target.closest('#board [data-spot].legal') : null;
    if (!spot || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    if (tapSpot(spot.getAttribute('data-spot'))) {
      var next = document.querySelector('#prompt .place-bar .chip:not([disabled])') || document.querySelector('#prompt .place-bar button.go:not([disabled])');
      if (next) next.focus();
    }
  });

  update();
})();
