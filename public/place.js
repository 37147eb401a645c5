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
//
// The cards' choices of places and brokers (templates/cards.ts's board fields, and the
// Spy's looks) are made on the board the same way: a form's "Choose on the board"
// lights what its first field offers (the field's options, data-on: a place's code or a
// broker's data-ref), a tap picks one and marks it, the bar says what to tap next, and
// the form's button is enabled once every field is chosen (templates/prompt.ts pickBar).
//
// A half-built decision is kept in this tab's sessionStorage, for this seat's link and
// the version its form was made on: a reload, a lost connection or a language switch
// finds it again; a move of the game drops it. A language switch comes back to the same
// place on the page.
(function () {
  'use strict';

  var SVG = 'http://www.w3.org/2000/svg';
  var main = document.querySelector('main.game');
  if (!main) return;

  var move = null; // { key, slots: [...], taps: [{ slot, field }] }

  function formNow() {
    return document.getElementById('prompt') && document.querySelector('#prompt form.place-form');
  }

  function keyOf(form) {
    var version = form.querySelector('input[name="version"]');
    return form.getAttribute('data-round') + '/' + (version ? version.value : '');
  }

  /** A sentence of the page with its tokens filled: say(el, 'goes', place). */
  function say(el, name, one, two) {
    var text = (el && el.getAttribute('data-' + name)) || '';
    return text
      .split('{1}')
      .join(one === undefined ? '' : one)
      .split('{2}')
      .join(two === undefined ? '' : two);
  }

  /** Each broker's words (the template's .place-slot): its step sentences, its lit places' names, its ghost's label. */
  function slotOf(form, index, faceUp, neutral) {
    var words = form.querySelector('.place-bar .place-slot[data-slot="' + index + '"]');
    return {
      words: words,
      short: say(words, 'short'),
      neutral: neutral,
      faceUp: faceUp,
      broker: null,
      refill: null,
      spot: null,
    };
  }

  function newMove(form) {
    var slots = [slotOf(form, 0, true, false), slotOf(form, 1, false, false)];
    if (form.hasAttribute('data-neutral')) slots.push(slotOf(form, 2, false, true));
    return { key: keyOf(form), slots: slots, taps: [], then: null, asksThen: !!form.querySelector('.place-then') };
  }

  var fromFront = function (broker) {
    return !!broker && broker.indexOf('front:') === 0;
  };
  var valueOf = function (broker) {
    return broker ? broker.replace('front:', '') : '';
  };

  function complete(slot) {
    if (slot.neutral) return !!slot.spot;
    return !!slot.broker && !!slot.spot && (!fromFront(slot.broker) || !!slot.refill);
  }

  /** The move is whole: every broker placed and, with the Magician or Mercenary, what comes just after. */
  function ready() {
    return current() === null && (!move.asksThen || !!move.then);
  }

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
    var used = move.slots
      .filter(function (s) {
        return s !== slot && s.spot && takesOne.indexOf(s.spot) >= 0;
      })
      .map(function (s) {
        return s.spot;
      });
    return options(form, slot.neutral ? 'neutralSpot' : 'p1Spot').filter(function (code) {
      return used.indexOf(code) < 0;
    });
  }

  /** "N3 palace", "market 2 green": the board's own words, short (the spot option's data-short). */
  function spotWords(form, code) {
    var option = form.querySelector('option[value="' + code + '"][data-short]');
    return option ? option.getAttribute('data-short') : code;
  }

  function slotWords(form, bar, slot) {
    var place = slot.spot ? spotWords(form, slot.spot) : null;
    if (slot.neutral) return place ? say(bar, 'at', say(slot.words, 'said'), place) : say(slot.words, 'said');
    var what = !slot.broker
      ? '?'
      : !fromFront(slot.broker)
        ? valueOf(slot.broker)
        : slot.refill
          ? say(bar, 'from-front-refill', valueOf(slot.broker), slot.refill)
          : say(bar, 'from-front', valueOf(slot.broker));
    var faced = say(bar, slot.faceUp ? 'up' : 'down', what);
    return place ? say(bar, 'at', faced, place) : faced;
  }

  function stepText(form, bar, slot) {
    switch (need(slot)) {
      case null:
        return say(bar, move.asksThen && !move.then ? 'then-ask' : 'ready');
      case 'either':
        return say(slot.words, 'either');
      case 'broker':
        return say(slot.words, 'goes', spotWords(form, slot.spot));
      case 'refill':
        return say(bar, 'refill', valueOf(slot.broker));
      default:
        return say(slot.words, 'tap', valueOf(slot.broker));
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
    var a = move.slots[0],
      b = move.slots[1];
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

  function spots() {
    return document.querySelectorAll('#board [data-spot]');
  }

  /** The places lit for the broker at hand, each with its accessible name. */
  function litFor(form, slot) {
    var wanted = {};
    if (!slot || need(slot) === 'broker' || need(slot) === 'refill') return wanted;
    legalFor(form, slot).forEach(function (code) {
      var el = document.querySelector('#board [data-spot="' + code + '"]');
      var title = el && el.querySelector('title');
      wanted[code] = say(slot.words, 'put', title ? title.textContent : spotWords(form, code));
    });
    return wanted;
  }

  /**
   * Lights the places and brokers of `wanted` (a place's code or a broker's data-ref →
   * its accessible name), and only those: each a button, in the tab order. A lit broker
   * gets a dashed ring (a finger's target a little wider than the token); the place
   * holding it becomes a group, since an image's insides are hidden from screen readers.
   */
  function lightBoard(wanted) {
    var all = document.querySelectorAll('#board [data-spot], #board [data-ref]');
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      var isBroker = el.hasAttribute('data-ref');
      var label = wanted[el.getAttribute(isBroker ? 'data-ref' : 'data-spot')];
      el.classList.toggle('legal', !!label);
      var ring = isBroker ? el.querySelector('.lit-ring') : null;
      if (label) {
        el.setAttribute('tabindex', '0');
        el.setAttribute('role', 'button');
        el.setAttribute('aria-label', label);
        if (isBroker && !ring) {
          var at = tokenAt(el);
          el.insertBefore(svgEl('circle', { class: 'lit-ring', cx: at.x, cy: at.y, r: 13 }), el.firstChild);
        }
      } else {
        if (el.hasAttribute('tabindex')) {
          el.removeAttribute('tabindex');
          el.removeAttribute('aria-label');
          if (isBroker) el.removeAttribute('role');
        }
        if (ring) ring.remove();
      }
    }
    var holders = document.querySelectorAll('#board [data-spot]:not(.legal), #board #throne-brokers');
    for (var h = 0; h < holders.length; h++)
      holders[h].setAttribute('role', holders[h].querySelector('[data-ref].legal') ? 'group' : 'img');
  }

  /** Where a broker's token is drawn (its shape's x and y). */
  function tokenAt(el) {
    var use = el.querySelector('use');
    return { x: Number(use && use.getAttribute('x')), y: Number(use && use.getAttribute('y')) };
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
      var k = (perSpot[slot.spot] = (perSpot[slot.spot] || 0) + 1);
      // Bottom right of the area or square, clear of its name and ship; a second ghost beside the first.
      var x = Number(rect.getAttribute('x')) + Number(rect.getAttribute('width')) - 15 - (k - 1) * 44;
      var y = Number(rect.getAttribute('y')) + Number(rect.getAttribute('height')) - 14;
      var g = svgEl('g', { class: 'ghost' + (slot.faceUp ? '' : ' ghost-down'), 'aria-hidden': 'true' });
      g.appendChild(svgEl('circle', { cx: x, cy: y, r: 12 }));
      g.appendChild(
        svgEl('text', { x: x, y: y + 5, class: 'ghost-value' }, slot.neutral ? '?' : valueOf(slot.broker) || '…'),
      );
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
    var chosen = next.then,
      expected = next.version;
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
    renderPicks();
    renderPlace();
    save();
  }

  function renderPlace() {
    var form = formNow();
    document.documentElement.classList.toggle('placing', !!form);
    if (!form) {
      move = null;
      if (!picking) lightBoard({});
      clearGhosts();
      followUp();
      return;
    }
    if (!move || move.key !== keyOf(form)) move = restored(newMove(form));
    form.classList.add('tapping');
    var bar = form.querySelector('.place-bar');
    bar.hidden = false;
    var slot = current();
    var wants = need(slot);
    // What the move needs next, for the tray's layout (public/app.css): chips, or what comes just after, or Place.
    bar.setAttribute('data-need', wants || (ready() ? 'ready' : 'then'));
    // The brokers of the placed ones are taken; the one picked for the broker at hand is
    // pressed but stays offered, so that another chip replaces it.
    var usedChips = {},
      ownChips = {};
    move.slots.forEach(function (s) {
      var into = s === slot ? ownChips : usedChips;
      if (s.broker) into[s.broker] = (into[s.broker] || 0) + 1;
      if (s.refill) into[s.refill] = (into[s.refill] || 0) + 1;
    });
    var chips = bar.querySelectorAll('.chip');
    for (var i = 0; i < chips.length; i++) {
      var chip = chips[i];
      var value = chip.getAttribute('data-broker');
      var used = usedChips[value] > 0,
        own = !used && ownChips[value] > 0;
      if (used) usedChips[value]--;
      if (own) ownChips[value]--;
      chip.disabled = used || !slot || slot.neutral;
      chip.setAttribute('aria-pressed', used || own ? 'true' : 'false');
    }
    var flips = bar.querySelectorAll('.flip');
    for (var f = 0; f < flips.length; f++) {
      var flipped = move.slots[Number(flips[f].getAttribute('data-slot'))];
      flips[f].textContent = say(flips[f], flipped.faceUp ? 'up' : 'down');
    }
    bar.querySelector('.place-step').textContent = stepText(form, bar, slot);
    var words = move.slots
      .filter(function (s) {
        return s.broker || s.spot;
      })
      .map(function (s) {
        return slotWords(form, bar, s);
      });
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
    // While a card's choice is made on the board, the board is that choice's.
    if (!picking) lightBoard(litFor(form, slot));
    ghosts();
  }

  /** A chip: the broker at hand, its refill (Conjurer), or, once one is picked, another in its stead. */
  function tapBroker(value) {
    var slot = current();
    if (!slot || slot.neutral) return;
    if (need(slot) === 'refill' && !fromFront(value)) {
      slot.refill = value;
      move.taps.push({ slot: slot, field: 'refill' });
    } else if (slot.broker) {
      slot.broker = value;
      slot.refill = null;
      move.taps = move.taps.filter(function (t) {
        return t.slot !== slot || t.field !== 'refill';
      });
    } else {
      slot.broker = value;
      move.taps.push({ slot: slot, field: 'broker' });
    }
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

  // ------------------------------------------------------------ a card's choices on the board

  var pick = null; // { form: its data-pick-form, version, values: { field: value }, order: [field, ...] }
  var picking = null; // the form of `pick`, while the page has it

  var slice = Array.prototype.slice;
  var versionIn = function (form) {
    var v = form.querySelector('input[name="version"]');
    return v ? v.value : '';
  };
  var pickFormOf = function (key) {
    return document.querySelector('#prompt form.pick-form[data-pick-form="' + key + '"]');
  };
  var fieldsOf = function (form) {
    return slice.call(form.querySelectorAll('[data-pick]'));
  };
  var nameOf = function (field) {
    return field.getAttribute('name') || field.getAttribute('data-name');
  };

  function labelOf(field) {
    var label =
      field.tagName === 'SELECT' ? field.parentElement.querySelector('.field-label') : field.querySelector('legend');
    return label ? label.textContent : '';
  }

  /** A field's choices (a select's options, or radios), each with its board element and group. */
  function choicesOf(field) {
    var els =
      field.tagName === 'SELECT'
        ? slice.call(field.options)
        : slice.call(field.querySelectorAll('input[type="radio"]'));
    return els
      .filter(function (el) {
        return el.hasAttribute('data-on');
      })
      .map(function (el) {
        var words = el.tagName === 'OPTION' ? el : el.nextElementSibling;
        return {
          value: el.value,
          on: el.getAttribute('data-on'),
          group: el.getAttribute('data-group'),
          label: words ? words.textContent : el.value,
        };
      });
  }

  function chosen(form, name) {
    var field = form.querySelector('[data-pick][name="' + name + '"], [data-pick][data-name="' + name + '"]');
    var value = pick.values[name];
    return field && value !== undefined
      ? choicesOf(field).filter(function (c) {
          return c.value === value;
        })[0] || null
      : null;
  }

  /** A field's choices left: not in the group of the field it must differ from (data-apart). */
  function legalChoices(form, field) {
    var apart = field.getAttribute('data-apart');
    var other = apart ? chosen(form, apart) : null;
    return choicesOf(field).filter(function (c) {
      return !other || c.group !== other.group;
    });
  }

  function nextField(form) {
    return (
      fieldsOf(form).filter(function (f) {
        return pick.values[nameOf(f)] === undefined;
      })[0] || null
    );
  }

  function setField(field, value) {
    if (field.tagName === 'SELECT') {
      field.value = value || '';
      return;
    }
    var radios = field.querySelectorAll('input[type="radio"]');
    for (var i = 0; i < radios.length; i++) radios[i].checked = radios[i].value === value;
  }

  function clearMarks() {
    var old = document.querySelectorAll('#board .pick-mark');
    for (var i = 0; i < old.length; i++) old[i].remove();
    var picked = document.querySelectorAll('#board .picked');
    for (var k = 0; k < picked.length; k++) picked[k].classList.remove('picked');
  }

  /** What was tapped, marked: a solid ring (a broker) or a solid frame (a place), and the field's mark in words. */
  function markPicks(form) {
    clearMarks();
    fieldsOf(form).forEach(function (field) {
      var choice = chosen(form, nameOf(field));
      if (!choice) return;
      var broker = choice.on.indexOf(':') >= 0;
      var el = document.querySelector('#board ' + (broker ? '[data-ref="' : '[data-spot="') + choice.on + '"]');
      if (!el) return;
      el.classList.add('picked');
      var mark = field.getAttribute('data-mark');
      var g = svgEl('g', { class: 'pick-mark', 'aria-hidden': 'true' });
      if (broker) {
        var at = tokenAt(el);
        g.appendChild(svgEl('circle', { cx: at.x, cy: at.y, r: 13 }));
        g.appendChild(svgEl('text', { x: at.x, y: at.y - 16 }, mark));
      } else {
        var rect = el.querySelector('rect');
        var x = Number(rect.getAttribute('x')) + Number(rect.getAttribute('width')) - 22;
        var y = Number(rect.getAttribute('y')) + Number(rect.getAttribute('height')) - 14;
        g.appendChild(svgEl('rect', { x: x - 18, y: y - 11, width: 36, height: 20, rx: 4 }));
        g.appendChild(svgEl('text', { x: x, y: y + 4 }, mark));
      }
      el.appendChild(g);
    });
  }

  /** The pick forms in their script clothes; the one being chosen with its bar and the board lit for its next field. */
  function renderPicks() {
    if (!pick) pick = restoredPick();
    picking = pick ? pickFormOf(pick.form) : null;
    if (picking && versionIn(picking) !== pick.version) picking = null;
    if (!picking) pick = null;
    var forms = document.querySelectorAll('#prompt form.pick-form');
    for (var i = 0; i < forms.length; i++) {
      forms[i].classList.add('tapping');
      forms[i].querySelector('.pick-start').hidden = forms[i] === picking;
      forms[i].querySelector('.pick-bar').hidden = forms[i] !== picking;
    }
    document.documentElement.classList.toggle('card-picking', !!picking);
    if (!picking) {
      clearMarks();
      return;
    }
    var form = picking,
      bar = form.querySelector('.pick-bar');
    var field = nextField(form);
    bar.querySelector('.pick-step').textContent = field ? field.getAttribute('data-ask') : say(bar, 'ready');
    bar.querySelector('.pick-summary').textContent = pick.order
      .map(function (name) {
        var f = form.querySelector('[data-pick][name="' + name + '"], [data-pick][data-name="' + name + '"]');
        var c = chosen(form, name);
        return f && c ? say(bar, 'said', labelOf(f), c.label) : '';
      })
      .join('; ');
    bar.querySelector('.undo').disabled = pick.order.length === 0;
    bar.querySelector('.send').disabled = !!field;
    fieldsOf(form).forEach(function (f) {
      setField(f, pick.values[nameOf(f)]);
    });
    var wanted = {};
    if (field)
      legalChoices(form, field).forEach(function (c) {
        wanted[c.on] = say(bar, 'said', labelOf(field), c.label);
      });
    lightBoard(wanted);
    markPicks(form);
  }

  function startPick(form, byKeyboard) {
    pick = { form: form.getAttribute('data-pick-form'), version: versionIn(form), values: {}, order: [] };
    update();
    var lit = slice.call(document.querySelectorAll('#board .legal'));
    // The board comes into view where the choice is, unless some of it is already in view.
    var inView = lit.some(function (el) {
      var r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    if (lit[0] && !inView) lit[0].scrollIntoView({ block: 'center' });
    if (byKeyboard && lit[0]) lit[0].focus({ preventScroll: inView });
  }

  /** A tap on the board while a card's choice is made: a lit element, or a place holding one lit broker only. */
  function tapPick(target) {
    var el = target.closest('#board .legal');
    if (!el) {
      var place = target.closest('#board [data-spot]');
      var inside = place ? place.querySelectorAll('[data-ref].legal') : [];
      if (inside.length !== 1) return false;
      el = inside[0];
    }
    var field = nextField(picking);
    if (!field) return false;
    var code = el.getAttribute('data-ref') || el.getAttribute('data-spot');
    var choice = legalChoices(picking, field).filter(function (c) {
      return c.on === code;
    })[0];
    if (!choice) return false;
    pick.values[nameOf(field)] = choice.value;
    pick.order.push(nameOf(field));
    update();
    return true;
  }

  function undoPick() {
    var name = pick.order.pop();
    if (name !== undefined) delete pick.values[name];
    update();
  }

  // ------------------------------------------------------------ kept in the tab: a reload, a lost connection, a language switch

  var STORE = 'ys:decision:' + location.pathname;

  function stored() {
    try {
      return JSON.parse(sessionStorage.getItem(STORE) || 'null') || {};
    } catch (e) {
      return {};
    }
  }

  function save() {
    var data = {};
    if (move && move.taps.length) {
      data.place = {
        key: move.key,
        then: move.then,
        slots: move.slots.map(function (s) {
          return { broker: s.broker, refill: s.refill, spot: s.spot, faceUp: s.faceUp };
        }),
        taps: move.taps.map(function (t) {
          return { slot: t.slot === move ? -1 : move.slots.indexOf(t.slot), field: t.field };
        }),
      };
    }
    if (pick) data.pick = pick;
    try {
      if (data.place || data.pick) sessionStorage.setItem(STORE, JSON.stringify(data));
      else sessionStorage.removeItem(STORE);
    } catch (e) {
      /* storage refused (private mode, full): the move lives on this page only */
    }
  }

  /** The placement kept for this decision (same round, same version), if any, into a fresh move. */
  function restored(fresh) {
    var kept = stored().place;
    if (!kept || kept.key !== fresh.key || !kept.slots || kept.slots.length !== fresh.slots.length) return fresh;
    kept.slots.forEach(function (k, i) {
      var s = fresh.slots[i];
      s.broker = k.broker;
      s.refill = k.refill;
      s.spot = k.spot;
      s.faceUp = k.faceUp;
    });
    fresh.then = kept.then;
    fresh.taps = kept.taps.map(function (t) {
      return { slot: t.slot < 0 ? fresh : fresh.slots[t.slot], field: t.field };
    });
    return fresh;
  }

  function restoredPick() {
    var kept = stored().pick;
    var form = kept && pickFormOf(kept.form);
    return form && versionIn(form) === kept.version && kept.values && kept.order ? kept : null;
  }

  // The language switch (at the page's foot) posts, and the page in the new language
  // opens at its top: it comes back to where the player was last busy on the page (the
  // section at the top of the screen then, as far down in it), or else to where it was.
  var SCROLL = 'ys:scroll:' + location.pathname;
  var busyAt = null;

  function anchor() {
    var sections = slice.call(main.children).filter(function (el) {
      var position = getComputedStyle(el).position;
      return el.id && position !== 'sticky' && position !== 'fixed' && el.getBoundingClientRect().bottom > 0;
    });
    return sections[0]
      ? { id: sections[0].id, offset: sections[0].getBoundingClientRect().top }
      : { y: window.scrollY };
  }

  document.addEventListener(
    'click',
    function (e) {
      if (e.target instanceof Element && main.contains(e.target)) busyAt = anchor();
    },
    true,
  );

  document.addEventListener(
    'submit',
    function (e) {
      if (!(e.target instanceof Element) || !e.target.matches('form.langs')) return;
      try {
        sessionStorage.setItem(SCROLL, JSON.stringify(busyAt || anchor()));
      } catch (err) {
        /* nothing kept: the page opens at its top */
      }
    },
    true,
  );

  function comeBack(done) {
    var kept;
    try {
      kept = JSON.parse(sessionStorage.getItem(SCROLL) || 'null');
    } catch (e) {
      kept = null;
    }
    if (!kept) return;
    var el = kept.id ? document.getElementById(kept.id) : null;
    window.scrollTo(0, el ? el.getBoundingClientRect().top + window.scrollY - kept.offset : kept.y || 0);
    if (done)
      try {
        sessionStorage.removeItem(SCROLL);
      } catch (e) {
        /* kept a little longer: harmless */
      }
  }

  // Our own changes to the page must not wake the observer that follows the page's.
  var observer = new MutationObserver(function () {
    render();
    observer.takeRecords();
  });
  function update() {
    render();
    observer.takeRecords();
  }
  observer.observe(main, { childList: true, subtree: true });

  document.addEventListener('click', function (e) {
    var target = e.target instanceof Element ? e.target : null;
    if (!target) return;
    var start = target.closest('#prompt form.pick-form .pick-start');
    if (start) return startPick(start.closest('form'), e.detail === 0);
    if (picking) {
      if (target.closest('#prompt .pick-bar .undo')) return undoPick();
      if (target.closest('#prompt .pick-bar .cancel')) {
        pick = null;
        return update();
      }
      var sendPick = target.closest('#prompt .pick-bar .send');
      if (sendPick) {
        if (!sendPick.disabled && !nextField(picking)) picking.requestSubmit();
        return;
      }
      if (target.closest('#board')) tapPick(target);
      return;
    }
    if (!move) return;
    var chip = target.closest('#prompt .place-bar .chip');
    if (chip) {
      tapBroker(chip.getAttribute('data-broker'));
      // By keyboard (no pointer position), go on to the first lit place.
      if (e.detail === 0) {
        var lit = document.querySelector('#board .legal');
        if (lit) lit.focus();
      }
      return;
    }
    if (target.closest('#prompt .place-bar .undo')) return undo();
    var send = target.closest('#prompt .place-bar .send');
    if (send) {
      if (!send.disabled && ready()) {
        var status = document.getElementById('status');
        next =
          move.then && move.then !== 'ask'
            ? { version: Number(status && status.getAttribute('data-version')) + 1, then: move.then }
            : null;
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
      if (slot) {
        slot.faceUp = !slot.faceUp;
        update();
      }
      return;
    }
    var spot = target.closest('#board [data-spot]');
    if (spot) tapSpot(spot.getAttribute('data-spot'));
  });

  // A hint (public/hint.js) fills a decision in as taps would: the placement's brokers and
  // places, or a card's choices on the board, with their ghosts and marks, or else the
  // plain form's fields; never sent. The form is the one whose hidden fields (its kind, a
  // card) agree with the hint's.
  document.addEventListener('ys:fill', function (e) {
    var fields = e.detail || {};
    var form = formNow();
    if (fields.type === 'place' && form) {
      move = newMove(form);
      move.slots.forEach(function (slot, i) {
        var n = i + 1;
        if (slot.neutral) {
          slot.spot = fields.neutralSpot || null;
          if (slot.spot) move.taps.push({ slot: slot, field: 'spot' });
          return;
        }
        slot.broker = fields['p' + n + 'Broker'] || null;
        slot.faceUp = fields['p' + n + 'Face'] === 'up';
        slot.refill = fields['p' + n + 'Refill'] || null;
        slot.spot = fields['p' + n + 'Spot'] || null;
        move.taps.push({ slot: slot, field: 'broker' });
        if (slot.refill) move.taps.push({ slot: slot, field: 'refill' });
        move.taps.push({ slot: slot, field: 'spot' });
      });
      return update();
    }
    var forms = slice.call(document.querySelectorAll('#prompt form.action-form')).filter(function (f) {
      return slice.call(f.querySelectorAll('input[type="hidden"]')).every(function (h) {
        return h.name === 'version' || fields[h.name] === h.value;
      });
    });
    if (!forms[0]) return;
    if (!forms[0].classList.contains('pick-form')) {
      Object.keys(fields).forEach(function (name) {
        var controls = forms[0].querySelectorAll('[name="' + name + '"]:not([type="hidden"])');
        for (var c = 0; c < controls.length; c++) {
          if (controls[c].type === 'radio') controls[c].checked = controls[c].value === fields[name];
          else controls[c].value = fields[name];
        }
      });
      return;
    }
    pick = { form: forms[0].getAttribute('data-pick-form'), version: versionIn(forms[0]), values: {}, order: [] };
    fieldsOf(forms[0]).forEach(function (f) {
      var name = nameOf(f);
      if (fields[name] !== undefined) {
        pick.values[name] = fields[name];
        pick.order.push(name);
      }
    });
    update();
  });

  document.addEventListener('keydown', function (e) {
    var lit = e.target instanceof Element ? e.target.closest('#board .legal') : null;
    if (!lit || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    if (picking) {
      if (!tapPick(lit)) return;
      var on =
        document.querySelector('#board .legal') ||
        (picking && picking.querySelector('.pick-bar .send:not([disabled])'));
      if (on) on.focus();
      return;
    }
    var spot = lit.closest('[data-spot]');
    if (spot && tapSpot(spot.getAttribute('data-spot'))) {
      var next =
        document.querySelector('#prompt .place-bar .chip:not([disabled])') ||
        document.querySelector('#prompt .place-bar button.go:not([disabled])');
      if (next) next.focus();
    }
  });

  update();
  comeBack(false);
  window.addEventListener('load', function () {
    comeBack(true);
  });
})();
