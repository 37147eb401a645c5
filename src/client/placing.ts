// Placing brokers by taps (R6.2), as players know it from Board Game Arena: pick a broker
// from the chips, then a place lit on the board (or the place first), and a ghost token
// shows where it will go; the bar fixed at the bottom (the tray) sums the move up beside
// Place (enabled once the move is whole) and Undo. The rules are ./placement.ts's; this
// is the page: the placement form's bar, its plain fields filled from the taps (the form
// posts as without script), and the board lit for the broker at hand. A refusal
// re-renders the same decision: the move is kept (./saved.ts) and shown again. Every word
// is the page's (./pageWords.ts): the bar's data-* attributes, each broker's hidden
// .place-slot, the flip and "then" buttons, and the spot options' data-short.
import { clearGhosts, drawGhosts, lightBoard, litNow } from './board.ts';
import { versionIn } from './cardPicks.ts';
import { say } from './pageWords.ts';
import {
  type Move,
  type Slot,
  chipStates,
  current,
  formFields,
  fromFront,
  legalFor,
  need,
  newMove,
  ready,
  brokerValue,
  chipRole,
  stepControl,
} from './placement.ts';

/**
 * The placement's form, while the decision panel has one: the seat's own placement, or the one it plans ahead once it
 * opened "Plan my next move" (closed, the page is a waiting seat's as ever).
 */
export function formNow(): HTMLFormElement | null {
  return document.getElementById('prompt')
    ? document.querySelector<HTMLFormElement>(
        '#prompt form.place-form:not(.plan-form), #prompt details.plan-ahead[open] form.place-form.plan-form',
      )
    : null;
}

/** The decision a form is for: its round and version. */
export function keyOf(form: Element): string {
  // A move planned ahead is kept as the others' moves redraw its form: the plan checks its places when it is sent.
  if (form.classList.contains('plan-form')) return 'plan';
  return `${form.getAttribute('data-round')}/${versionIn(form)}`;
}

export function moveFor(form: Element): Move {
  return newMove(keyOf(form), form.hasAttribute('data-neutral'), !!form.querySelector('.place-then'));
}

/** Each broker's words (the template's .place-slot): its step sentences, its lit places' names, its ghost's label. */
const wordsOf = (form: Element, index: number) => form.querySelector(`.place-bar .place-slot[data-slot="${index}"]`);

function offered(form: Element, name: string): string[] {
  const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  return select ? [...select.options].map((o) => o.value).filter((v) => v) : [];
}

/** The places lit for a slot (./placement.ts legalFor, with the form's offers). */
export function legalIn(form: Element, move: Move, slot: Slot): string[] {
  const takesOne = (form.getAttribute('data-takes-one') || '').split(' ');
  return legalFor(move, slot, offered(form, slot.neutral ? 'neutralSpot' : 'p1Spot'), takesOne);
}

/** "N3 palace", "market 2 green": the board's own words, short (the spot option's data-short). */
function spotWords(form: Element, code: string): string {
  return form.querySelector(`option[value="${code}"][data-short]`)?.getAttribute('data-short') ?? code;
}

/**
 * One broker of the move in words: as the tray shows it once the move is whole ("3 up, N2 port"), and as a screen
 * reader hears it ("Broker 3, face up, to place"), which a bare "3 up" would not tell.
 */
function slotWords(form: Element, bar: Element, move: Move, slot: Slot): [shown: string, said: string] {
  const words = wordsOf(form, move.slots.indexOf(slot));
  const place = slot.spot ? spotWords(form, slot.spot) : null;
  const placed = (what: string) => (place ? say(bar, 'at', what, place) : what);
  if (slot.neutral)
    return [placed(say(words, 'said')), say(bar, place ? 'at' : 'to-place', say(words, 'named'), place ?? '')];
  const value = brokerValue(slot.broker);
  const what = !slot.broker
    ? '?'
    : !fromFront(slot.broker)
      ? value
      : slot.refill
        ? say(bar, 'from-front-refill', value, slot.refill)
        : say(bar, 'from-front', value);
  const face = slot.faceUp ? 'up' : 'down';
  const said = say(bar, `chip-${face}`, what);
  return [placed(say(bar, face, what)), place ? placed(said) : say(bar, 'to-place', said)];
}

function stepText(form: Element, bar: Element, move: Move, slot: Slot | null): string {
  const words = slot ? wordsOf(form, move.slots.indexOf(slot)) : null;
  switch (need(slot)) {
    case null:
      return say(bar, move.asksThen && !move.then ? 'then-ask' : 'ready');
    case 'either':
      return say(words, 'either');
    case 'broker':
      return say(words, 'goes', spotWords(form, slot?.spot ?? ''));
    case 'refill':
      return say(bar, 'refill', brokerValue(slot?.broker ?? null));
    default:
      return say(words, 'tap', brokerValue(slot?.broker ?? null));
  }
}

/** The plain form's fields, filled from the taps. */
function fill(form: Element, move: Move): void {
  const { selects, radios } = formFields(move);
  for (const [name, value] of Object.entries(selects)) {
    const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
    if (select) select.value = value;
  }
  for (const [name, value] of Object.entries(radios))
    for (const radio of form.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${name}"]`))
      radio.checked = radio.value === value;
}

/** The places lit for the broker at hand, each with its accessible name. */
function litFor(form: Element, move: Move, slot: Slot | null): Record<string, string> {
  const wanted: Record<string, string> = {};
  const wants = need(slot);
  if (!slot || wants === 'broker' || wants === 'refill') return wanted;
  const words = wordsOf(form, move.slots.indexOf(slot));
  for (const code of legalIn(form, move, slot)) {
    const title = document.querySelector(`#board [data-spot="${code}"]`)?.querySelector('title');
    wanted[code] = say(words, 'put', title ? (title.textContent ?? '') : spotWords(form, code));
  }
  return wanted;
}

/** The tray: its chips, flips, step, summary and buttons, as the move stands. */
function renderBar(form: Element, bar: HTMLElement, move: Move): void {
  const slot = current(move);
  // What the move needs next, for the tray's layout (app.css): chips, or what comes just after, or Place.
  bar.setAttribute('data-need', need(slot) || (ready(move) ? 'ready' : 'then'));
  const chips = [...bar.querySelectorAll<HTMLButtonElement>('.chip')];
  const states = chipStates(
    move,
    chips.map((c) => c.getAttribute('data-broker') ?? ''),
  );
  // A chip's name says what it is and how it would go now ("Broker 3, face up"), not a bare number.
  const role = chipRole(move);
  chips.forEach((chip, i) => {
    chip.disabled = states[i]!.disabled;
    chip.setAttribute('aria-pressed', states[i]!.pressed ? 'true' : 'false');
    if (!chip.hasAttribute('data-front'))
      chip.setAttribute('aria-label', say(bar, role ? `chip-${role}` : 'chip', chip.getAttribute('data-broker') ?? ''));
  });
  for (const flip of bar.querySelectorAll('.flip')) {
    const flipped = move.slots[Number(flip.getAttribute('data-slot'))];
    flip.textContent = say(flip, flipped?.faceUp ? 'up' : 'down');
  }
  // The bar's parts are the template's (templates/prompt.ts placeBar), all there.
  bar.querySelector('.place-step')!.textContent = stepText(form, bar, move, slot);
  const words = move.slots.filter((s) => s.broker || s.spot).map((s) => slotWords(form, bar, move, s));
  for (const then of bar.querySelectorAll('.then')) {
    const chosen = then.getAttribute('data-then') === move.then;
    then.setAttribute('aria-pressed', chosen ? 'true' : 'false');
    if (chosen) words.push([say(then, 'said'), say(then, 'said')]);
  }
  bar.querySelector('.place-summary')!.textContent = words.map((w) => w[0]).join('; ');
  const said = bar.querySelector('.place-said');
  if (said) said.textContent = words.map((w) => w[1]).join('; ');
  bar.querySelector<HTMLButtonElement>('.undo')!.disabled = move.taps.length === 0;
  bar.querySelector<HTMLButtonElement>('button.go')!.disabled = !ready(move);
}

/** The tray marked (data-more, app.css's arrow) while some of it lies below its foot, scrolled out of sight. */
export function markMore(bar: HTMLElement | null = document.querySelector('#prompt .place-bar')): void {
  if (!bar) return;
  bar.toggleAttribute('data-more', bar.scrollHeight - bar.scrollTop - bar.clientHeight > 1);
}

/**
 * The tray's size and its parts' followed, so the mark holds whatever changes them: the
 * status bar's height (its share caps the tray's), a part's words, the page's fonts.
 */
const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => markMore()) : null;
let sized: Element | null = null;

function followSizes(bar: HTMLElement): void {
  if (!sizes || sized === bar) return;
  sizes.disconnect();
  sizes.observe(bar);
  for (const part of bar.querySelectorAll(':scope > *, .hint-status')) sizes.observe(part);
  sized = bar;
}

/**
 * The placement drawn as the move stands: the tray, the form's fields, the board lit for
 * the broker at hand (unless a card's choice has the board: `boardTaken`) and the ghosts.
 */
export function renderPlacement(form: HTMLFormElement, move: Move, boardTaken: boolean): void {
  form.classList.add('tapping');
  const bar = form.querySelector<HTMLElement>('.place-bar');
  if (!bar) return;
  bar.hidden = false;
  renderBar(form, bar, move);
  bar.onscroll = () => markMore(bar);
  followSizes(bar);
  markMore(bar);
  fill(form, move);
  if (!boardTaken) lightBoard(litFor(form, move, current(move)));
  drawGhosts(
    move,
    move.slots.map((_, i) => say(wordsOf(form, i), 'short')),
  );
}

/** No placement on the page: the board left to a card's choice (`boardTaken`), or dark. */
export function clearPlacement(boardTaken: boolean): void {
  if (!boardTaken) lightBoard({});
  clearGhosts();
}

/** The first control of the step at hand (./placement.ts stepControl): a chip, a lit place, what follows, or Place. */
export function stepElement(form: Element, move: Move): HTMLElement | null {
  const bar = form.querySelector('.place-bar');
  switch (stepControl(move)) {
    case 'chip':
      return bar?.querySelector<HTMLElement>('.chip:not([disabled])') ?? null;
    case 'refill':
      return bar?.querySelector<HTMLElement>('.chip:not([disabled]):not([data-front])') ?? null;
    case 'place':
      return litNow()[0] ?? null;
    case 'then':
      return bar?.querySelector<HTMLElement>('.then') ?? null;
    case 'send':
      return bar?.querySelector<HTMLElement>('button.go') ?? null;
  }
}
