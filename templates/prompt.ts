// The decision panel of a player's page: what the seat must decide now, and one small
// form per way to decide it. Everything shown comes from the seat's View (R13); field
// names and value codes are read back by src/http/forms.ts. Plain strings (html.ts):
// every value that is not markup made here is escaped. Every word comes from the
// page's dictionary (t.prompt, t.terms): the engine's own prompt text is English only.
import {
  COLOURS,
  type BrokerRef,
  type BrokerView,
  type CardChoices,
  type Colour,
  type Gem,
  type Playable,
  type Spot,
  type View,
  type Who,
  type YellowCard,
} from '../src/engine/index.ts';
import type { Dict } from './i18n/index.ts';
import { esc } from './html.ts';
import { nameInText } from './log.ts';
import { cardEffect, ruleLinks } from './rules.ts';
import { type Flash, type PagePaths, type RoomView, gemGlyph, refCode, seatColour, spotCode } from './theme.ts';
import { type Board, type Kit, type Option, type Pick, cardFormBody, cardMovesGems } from './cards.ts';
import { refusalText } from './refusal.ts';
import type { PlanDropReason, PlanShown } from '../src/views.ts';

type Prompt = View['prompt'];
/** `plan`: the forms of a decision planned ahead (plans.ts), posted to the plan, their buttons saying so. */
type Ctx = { t: Dict; view: View; actions: string; plan?: true };
type Slot = Parameters<Dict['prompt']['tap']['either']>[0];

const distinct = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

// ---------------------------------------------------------------- small pieces

/** A gem's shape in its colour (theme.ts): never told by hue alone. */
const gemDot = (gem: Gem) => gemGlyph(gem, 16);

const seatDot = (who: Who) =>
  `<svg class="seat-dot" viewBox="0 0 10 10" width="12" height="12" aria-hidden="true"><rect x="0.5" ` +
  `y="0.5" width="9" height="9" rx="2" fill="${seatColour(who)}" stroke="#333" ` +
  `stroke-width="0.8"></rect></svg>`;

const seatName = (t: Dict, view: View, seat: number) => nameInText(view.players[seat]?.name ?? t.terms.seat(seat + 1));
const whoName = (t: Dict, view: View, who: Who) => (who === 'neutral' ? t.terms.neutral : seatName(t, view, who));

function brokerAt(view: View, ref: BrokerRef): BrokerView | null {
  if (ref.spot === 'throne') return view.throne[ref.index] ?? null;
  if ('neighborhood' in ref.spot) return view.city[ref.spot.neighborhood - 1]?.areas[ref.spot.area][ref.index] ?? null;
  const { row, column } = ref.spot;
  return view.market.cells.find((c) => c.row === row && c.column === column)?.broker ?? null;
}

const placeKey = (ref: BrokerRef) => (ref.spot === 'throne' ? 'throne' : spotCode(ref.spot));
const placeLabel = (t: Dict, ref: BrokerRef) =>
  ref.spot === 'throne' ? t.terms.ThroneRoom : t.terms.spotLabel(ref.spot);

/** A place in a few words, as the placement bar says it: "N2 port", "market 3 red", "throne". */
const shortPlace = (t: Dict, ref: BrokerRef) =>
  ref.spot === 'throne' ? t.prompt.shortThrone : t.prompt.shortSpot(ref.spot);

/** Brokers sharing an area (or the throne room) also get their place in line; a market square holds one. */
const nthInLine = (ref: BrokerRef) => (ref.spot !== 'throne' && 'row' in ref.spot ? null : ref.index + 1);

/**
 * "3 up · N2 port #1", "? down ★5 · market 3 red": short enough for a select on a 360 px
 * phone.
 */
function brokerLabel(t: Dict, view: View, ref: BrokerRef): string {
  const b = brokerAt(view, ref);
  const what = b ? t.prompt.brokerFace(b.value, b.faceUp, b.marked) : t.prompt.brokerUnknown;
  return t.prompt.brokerAt(what, shortPlace(t, ref), nthInLine(ref));
}

/** Every broker on the board, as references, in board order (city, market, throne). */
function boardRefs(view: View): { ref: BrokerRef; broker: BrokerView }[] {
  const out: { ref: BrokerRef; broker: BrokerView }[] = [];
  for (const hood of view.city) {
    if (!hood.active) continue;
    for (const area of ['port', 'commerce', 'palace'] as const) {
      hood.areas[area].forEach((broker, index) => {
        out.push({ ref: { spot: { neighborhood: hood.neighborhood, area }, index }, broker });
      });
    }
  }
  for (const cell of view.market.cells) {
    if (cell.broker) out.push({ ref: { spot: { row: cell.row, column: cell.column }, index: 0 }, broker: cell.broker });
  }
  view.throne.forEach((broker, index) => {
    out.push({ ref: { spot: 'throne', index }, broker });
  });
  return out;
}

// ---------------------------------------------------------------- form building blocks

const option = (o: Option, selected: boolean) =>
  `<option value="${esc(o.value)}"` +
  (o.short ? ` data-short="${esc(o.short)}"` : '') +
  `${selected ? ' selected' : ''}>${esc(o.label)}</option>`;

const boardAttrs = (b: Board) =>
  ` data-pick="${b.kind}" data-ask="${esc(b.ask)}" ` +
  `data-mark="${esc(b.mark)}"${b.apart ? ` data-apart="${esc(b.apart)}"` : ''}`;
const pickData = (o: Pick) => ` data-on="${esc(o.on)}" data-group="${esc(o.group)}"`;

/** A field chosen on the board, as a select starting on "Choose…" for the plain form. */
function pickSelect(t: Dict, name: string, label: string, board: Board, options: Pick[], kept: Kept): string {
  const chosen = kept[name];
  return (
    `<label class="field pick-field"><span class="field-label">${esc(label)}</span><select ` +
    `name="${esc(name)}" required${boardAttrs(board)}>` +
    `<option value=""${chosen ? '' : ' selected'}>${esc(t.prompt.choose)}</option>` +
    options
      .map(
        (o) =>
          `<option value="${esc(o.value)}"${pickData(o)}` +
          `${o.value === chosen ? ' selected' : ''}>${esc(o.label)}</option>`,
      )
      .join('') +
    '</select></label>'
  );
}

/** A field chosen on the board among a few, as radios, none checked, for the plain form. */
function pickRadios(name: string, legend: string, board: Board, options: Pick[], kept: Kept): string {
  return (
    `<fieldset class="radios pick-field" data-name="${esc(name)}"${boardAttrs(board)}><legend>${esc(legend)}</legend>` +
    options
      .map(
        (o) =>
          `<label class="radio"><input type="radio" name="${esc(name)}" ` +
          `value="${esc(o.value)}"${pickData(o)} ` +
          `required${o.value === kept[name] ? ' checked' : ''}/><span>${esc(o.label)}</span></label>`,
      )
      .join('') +
    '</fieldset>'
  );
}

/**
 * The bar of a choice made on the board (src/client/cardPicks.ts shows it, and hides the plain
 * fields it fills): a start button, then, once started, the step to take (aria-live),
 * what is chosen so far, Undo, Cancel, and the form's own button, enabled once every
 * field is chosen. data-said: one choice in the summary and a lit element's name, "{1}"
 * the field's label and "{2}" the choice's.
 */
function pickBar(t: Dict, button: string, label: string): string {
  const w = t.prompt.pick;
  return (
    `<button type="button" class="pick-start" hidden>${esc(w.start)}</button>` +
    (`<div class="pick-bar" hidden role="group" ` +
      `aria-label="${esc(label)}"${say('ready', w.ready(button))}${say('said', w.said('{1}', '{2}'))}>`) +
    '<p class="pick-step" aria-live="polite"></p><p class="pick-summary"></p>' +
    (`<p class="pick-actions"><button type="button" ` +
      `class="undo">${esc(t.prompt.tap.undo)}</button><button type="button" ` +
      `class="cancel">${esc(w.cancel)}</button>`) +
    `<button type="button" class="go send">${esc(button)}</button></p></div>`
  );
}

/** A form whose fields are chosen on the board: `key` names it for the script (what it keeps across a reload). */
function pickForm(
  ctx: Ctx,
  type: string,
  kind: string,
  key: string,
  button: string,
  label: string,
  fields: string,
  hidden: Record<string, string> = {},
): string {
  return actionForm(
    ctx,
    type,
    `${kind} pick-form`,
    esc(button),
    fields + pickBar(ctx.t, button, label),
    hidden,
    ` data-pick-form="${esc(key)}" hx-disabled-elt="find .pick-actions .go"`,
  );
}

/** The fields a refused form sent back, for the form that sent them only. */
const keptFor = (kept: Kept, match: Record<string, string>): Kept =>
  Object.entries(match).every(([k, v]) => kept[k] === v) ? kept : {};

/**
 * One way to decide: a form posting its action (htmx, or a plain post without script). `button` and `children` are
 * markup.
 */
function actionForm(
  ctx: Ctx,
  type: string,
  kind: string,
  button: string,
  children = '',
  hidden: Record<string, string> = {},
  attrs = '',
): string {
  const actions = esc(ctx.actions);
  let out =
    `<form class="action-form ${esc(kind)}${ctx.plan ? ' plan-form' : ''}" method="post" action="${actions}" ` +
    `hx-post="${actions}" hx-swap="none"${attrs}>` +
    `<input type="hidden" name="version" value="${ctx.view.version}"/>` +
    `<input type="hidden" name="type" value="${esc(type)}"/>`;
  for (const [name, value] of Object.entries(hidden))
    out += `<input type="hidden" name="${esc(name)}" value="${esc(value)}"/>`;
  return `${out}${children}<button type="submit" class="go">${button}</button></form>`;
}

const colourOptions = (t: Dict, colours: readonly Colour[]): Option[] =>
  colours.map((c) => ({ value: c, label: t.terms.Colour[c] }));
/** Colours with their quotation now (R7.5), which is what choosing one is about; a black gem has none. */
const quotedOptions = (ctx: Ctx, colours: readonly (Colour | 'black')[] = COLOURS): Option[] =>
  colours.map((c) => ({
    value: c,
    label: c === 'black' ? ctx.t.terms.Colour[c] : ctx.t.prompt.quoted(c, ctx.view.quotation[c]),
  }));
/** The quotations of a choice's coloured gems, beside its button. */
const quotesOf = (ctx: Ctx, gems: readonly Gem[]) => {
  const colours = [...new Set(gems.filter((g): g is Colour => g !== 'white'))];
  return colours.length
    ? ` <span class="quote-now">${esc(ctx.t.prompt.quotations(colours.map((c) => [c, ctx.view.quotation[c]])))}</span>`
    : '';
};
const valueOptions = (values: readonly number[], prefix = ''): Option[] =>
  distinct(values).map((v) => ({ value: `${prefix}${v}`, label: String(v) }));

// ---------------------------------------------------------------- the decisions

/**
 * The posted value of a field a refused form sent back (Flash.fields), so its controls
 * show what the player chose; nothing is chosen for them otherwise.
 */
type Kept = Record<string, string>;

/** R5.1: every pair of brokers the seat holds behind its screen, once each ("3,4", lower first). */
function pairsHeld(behind: readonly number[]): [number, number][] {
  const values = distinct(behind);
  const pairs: [number, number][] = [];
  for (const a of values)
    for (const b of values) if (a <= b && (a < b || behind.filter((v) => v === a).length >= 2)) pairs.push([a, b]);
  return pairs;
}

/**
 * The bid: one choice per pair held, with its total (what R5.2 ranks by), then the button. Planned ahead, it says
 * when it is played, and that the next turn's characters are not seen by then.
 */
function bidForm(ctx: Ctx, behind: number[], kept: Kept): string {
  const { t } = ctx;
  const pairs = pairsHeld(behind).map(([a, b]) => ({ value: `${a},${b}`, label: `${a} + ${b} = ${a + b}` }));
  const note = ctx.plan ? `<p class="plan-note">${esc(t.chat.plan.bidNote(ctx.view.turn + 1))}</p>` : '';
  return actionForm(
    ctx,
    'bid',
    'bid-form',
    esc(planned(ctx, t.prompt.bid.button)),
    note + chooseRadio('brokers', t.prompt.bid.legend(behind), pairs, kept),
  );
}

/**
 * A select that starts on "Choose…" (required): no move is ever made by one stray tap. A group without a label is no
 * optgroup.
 */
function choose(
  t: Dict,
  name: string,
  label: string,
  groups: { label: string; options: Option[] }[],
  kept: Kept,
): string {
  const chosen = kept[name];
  const options = (g: { options: Option[] }) => g.options.map((o) => option(o, o.value === chosen)).join('');
  return (
    `<label class="field"><span class="field-label">${esc(label)}</span><select name="${esc(name)}" required>` +
    `<option value=""${chosen ? '' : ' selected'}>${esc(t.prompt.choose)}</option>` +
    groups
      .filter((g) => g.options.length)
      .map((g) => (g.label ? `<optgroup label="${esc(g.label)}">${options(g)}</optgroup>` : options(g)))
      .join('') +
    '</select></label>'
  );
}

const spotOption = (t: Dict, s: Spot): Option => ({
  value: spotCode(s),
  label: t.terms.spotLabel(s),
  short: t.prompt.shortSpot(s),
});
const spotGroups = (t: Dict, spots: readonly Spot[]) => [
  { label: t.prompt.city, options: spots.filter((s) => 'neighborhood' in s).map((s) => spotOption(t, s)) },
  { label: t.terms.market, options: spots.filter((s) => 'row' in s).map((s) => spotOption(t, s)) },
];

/** Radios with none checked unless a refused form sent one back. */
function chooseRadio(name: string, legend: string, options: Option[], kept: Kept): string {
  return (
    `<fieldset class="radios"><legend>${esc(legend)}</legend>` +
    options
      .map(
        (o) =>
          `<label class="radio"><input type="radio" name="${esc(name)}" value="${esc(o.value)}" ` +
          `required${o.value === kept[name] ? ' checked' : ''}/><span>${esc(o.label)}</span></label>`,
      )
      .join('') +
    '</fieldset>'
  );
}

function placementFields(t: Dict, n: 1 | 2, p: Extract<Prompt, { kind: 'place' }>, kept: Kept): string {
  const w = t.prompt.place;
  const behind = valueOptions(p.behind);
  const front = p.fromFront ? distinct(p.front).map((v) => ({ value: `front:${v}`, label: w.fromFront(v) })) : [];
  let out =
    `<fieldset class="placement"><legend>${esc(w.nthBroker(n))}</legend>` +
    choose(
      t,
      `p${n}Broker`,
      w.broker,
      [
        { label: w.behind, options: behind },
        { label: w.front, options: front },
      ],
      kept,
    );
  if (front.length)
    out += choose(t, `p${n}Refill`, w.refill, [{ label: w.behind, options: behind }], kept).replace(' required', '');
  if (p.anyFaces)
    out += chooseRadio(
      `p${n}Face`,
      w.face,
      [
        { value: 'up', label: w.faceUp },
        { value: 'down', label: w.faceDown },
      ],
      kept,
    );
  return `${out}${choose(t, `p${n}Spot`, w.spot, spotGroups(t, p.spots), kept)}</fieldset>`;
}

/** A data-* attribute for src/client/placing.ts: a sentence in the page's language. */
const say = (name: string, text: string) => ` data-${name}="${esc(text)}"`;

/**
 * What src/client/placing.ts says about one broker of the move (hidden, read by the script):
 * the step sentences, the lit place's accessible name and the ghost's label. "{1}" in
 * them is a token the script fills: a place's short words (data-short of the spot
 * options) in data-goes and data-put, the broker's value in data-tap.
 */
function placeSlotWords(t: Dict, index: number, slot: Slot | 'neutral', p: Extract<Prompt, { kind: 'place' }>): string {
  const w = t.prompt.tap;
  const words =
    slot === 'neutral'
      ? say('short', w.short.neutral) +
        say('tap', w.neutral(p.neutralLeft)) +
        say('put', w.putNeutral('{1}')) +
        say('said', w.neutralSaid) +
        say('named', w.neutralNamed)
      : say('short', w.short[index === 0 ? 'first' : 'second']) +
        say('either', w.either(slot)) +
        say('goes', w.goesTo(slot, '{1}')) +
        say('tap', w.tapPlace(slot, '{1}')) +
        say('put', w.putHere(slot, '{1}'));
  return `<span class="place-slot" hidden data-slot="${index}"${words}></span>`;
}

/**
 * Placing by taps (src/client/placing.ts): the brokers behind the screen as chips, each value
 * as many times as held, and a bar fixed at the bottom that sums the move up beside
 * Place and Undo. Drawn here, hidden, and shown by the script, which fills the plain
 * fields below from the taps: without script those fields are the form. The script's
 * sentences are here too, in the page's language: on the bar (data-*, "{1}" and "{2}"
 * being tokens the script fills with values it alone knows), on each broker's
 * .place-slot, on the flip and "then" buttons, and on the spot options (data-short).
 * `hint`: a learning game's Hint, at the tray's top right (public/app.css).
 */
/** `send`: the bar's button, Place, or Plan for a move planned ahead. */
function placeTaps(t: Dict, p: Extract<Prompt, { kind: 'place' }>, hint: string, send = t.prompt.tap.send): string {
  const w = t.prompt.tap;
  const chip = (value: string, label: string, extra = '') =>
    `<button type="button" class="chip" data-broker="${esc(value)}"${extra}>${esc(label)}</button>`;
  // A chip's accessible name: what it is, and how it would go (the script says which as the move goes on).
  const named = (v: number) => ` aria-label="${esc(w.chip(String(v), 'up'))}"`;
  const slots: Slot[] = p.anyFaces ? ['first', 'second'] : ['faceUp', 'faceDown'];
  // The move's summary: {1} what (a value, or a value from the front), {2} its refill or place.
  const bar =
    say('ready', w.ready) +
    say('then-ask', w.thenAsk) +
    say('refill', w.refill('{1}')) +
    say('up', w.up('{1}')) +
    say('down', w.down('{1}')) +
    say('at', w.at('{1}', '{2}')) +
    say('to-place', w.toPlace('{1}')) +
    say('from-front', w.fromFront('{1}')) +
    say('from-front-refill', w.fromFrontRefill('{1}', '{2}')) +
    say('chip', w.chip('{1}', null)) +
    say('chip-up', w.chip('{1}', 'up')) +
    say('chip-down', w.chip('{1}', 'down')) +
    say('chip-refill', w.chip('{1}', 'refill'));
  const flip = (i: 0 | 1, faceUp: boolean) => {
    const slot = i === 0 ? 'first' : 'second';
    return (
      `<button type="button" class="flip" ` +
      `data-slot="${i}"${say('up', w.flip(slot, true))}${say('down', w.flip(slot, false))}>` +
      `${esc(w.flip(slot, faceUp))}</button>`
    );
  };
  return (
    `<div class="place-bar" hidden role="group" aria-label="${esc(w.label)}"${bar}>` +
    slots.map((slot, i) => placeSlotWords(t, i, slot, p)).join('') +
    (p.neutral ? placeSlotWords(t, 2, 'neutral', p) : '') +
    '<p class="place-step" id="place-step" aria-live="polite"></p>' +
    `<div class="place-chips">${p.behind.map((v) => chip(String(v), String(v), named(v))).join('')}` +
    (p.fromFront
      ? p.front.map((v) => chip(`front:${v}`, `${v}`, ` data-front aria-label="${esc(w.frontChip(v))}"`)).join('')
      : '') +
    '</div>' +
    // R9 Cardinal: any mix of faces, so each broker's face is a choice of its own.
    (p.anyFaces ? `<p class="place-flips">${flip(0, true)}${flip(1, false)}</p>` : '') +
    placeThen(t, p.then) +
    // Shown once the move is whole, short; a screen reader hears the same in words (src/client/placing.ts slotWords).
    '<p class="place-summary" aria-hidden="true"></p><p class="place-said visually-hidden" aria-live="polite"></p>' +
    // Place says what it still waits for (the step), while it is disabled too.
    (`<p class="place-actions"><button type="button" class="undo">${esc(w.undo)}</button><button ` +
      `type="button" class="go send" aria-describedby="place-step">${esc(send)}</button></p>`) +
    hint +
    '</div>'
  );
}

/**
 * R9.1: with the Magician or the Mercenary in hand, what to do just after this placement,
 * chosen with it so that no second screen follows when there is nothing more to decide:
 * keep the cards (pass), the Mercenary on the 1st or 2nd broker, or decide after placing
 * (the Magician's swap is chosen on the board as it stands after the placement). Each
 * button carries (data-said) how the move's summary ends once it is chosen.
 */
function placeThen(t: Dict, cards: readonly YellowCard[]): string {
  if (!cards.length) return '';
  const w = t.prompt.tap;
  const then = (value: string, label: string, said: string) =>
    `<button type="button" class="then" data-then="${value}" ` +
    `aria-pressed="false"${say('said', said)}>${esc(label)}</button>`;
  return (
    `<div class="place-then" role="group" aria-label="${esc(w.thenLabel)}"><p ` +
    `class="place-then-head">${esc(w.thenHead)}</p>` +
    then('pass', w.keep(cards), w.saidKeep) +
    (cards.includes('mercenary')
      ? then('mercenary:0', w.mercenaryOn('first'), w.saidMercenary('first')) +
        then('mercenary:1', w.mercenaryOn('second'), w.saidMercenary('second'))
      : '') +
    then('ask', w.decideAfter, w.saidDecide) +
    '</div>'
  );
}

/** Planned ahead (ctx.plan), its bar's button says Plan, and it never offers the Queen. */
function placeForms(ctx: Ctx, p: Extract<Prompt, { kind: 'place' }>, kept: Kept, hint: string): string {
  const { t, plan } = ctx;
  const w = t.prompt.place;
  const fields =
    '<div class="place-fields">' +
    placementFields(t, 1, p, kept) +
    placementFields(t, 2, p, kept) +
    (p.anyFaces
      ? ''
      : chooseRadio(
          'faces',
          w.faces,
          [
            { value: 'up-down', label: w.upDown },
            { value: 'down-up', label: w.downUp },
          ],
          kept,
        )) +
    (p.neutral ? choose(t, 'neutralSpot', w.neutral(p.neutralLeft), spotGroups(t, p.spots), kept) : '') +
    '</div>';
  const data =
    ` data-round="${p.round}" data-takes-one="${esc(p.takesOne.map(spotCode).join(' '))}"` +
    `${p.anyFaces ? ' data-any-faces' : ''}${p.neutral ? ' data-neutral' : ''}`;
  // While it posts, the bar's Place is the button to disable (the form's own, its one submit button, is hidden by
  // then).
  return (
    actionForm(
      ctx,
      'place',
      'place-form',
      esc(plan ? t.chat.plan.button : w.button),
      fields + (plan ? placeTaps(t, p, '', t.chat.plan.button) : placeTaps(t, p, hint)),
      {},
      `${data} hx-disabled-elt="find .place-actions .go"`,
    ) + (p.cards.includes('queen') ? cardForms(ctx, 'queen', [], p.choices, kept) : '')
  );
}

/**
 * Each player's gems by colour, where gems change hands: what a gem given or taken does
 * to the majorities the end scores (R8.2), the quotations beside the colours (R8.1).
 */
function gemsHeld(ctx: Ctx): string {
  const { t, view } = ctx;
  const rows = [
    ...view.players.map((p) => ({ name: p.name, gems: p.gems })),
    ...(view.neutral ? [{ name: t.terms.Neutral, gems: view.neutral.gems }] : []),
  ];
  const most = (c: Colour) => Math.max(...rows.map((r) => r.gems[c]));
  const cell = (n: number, c: Colour) => (n > 0 && n === most(c) ? `<td><strong>${n}</strong></td>` : `<td>${n}</td>`);
  return (
    `<table class="gems-held"><caption>${esc(t.prompt.gemsHeld)}</caption><thead><tr><td></td>` +
    // The gem's shape and the quotation in sight, the colour's name for a screen reader: five columns fit 360 px.
    COLOURS.map(
      (c) => `<th scope="col">${gemDot(c)}<span class="sr">${esc(t.terms.Colour[c])}</span> ${view.quotation[c]}</th>`,
    ).join('') +
    '</tr></thead><tbody>' +
    rows
      .map((r) => `<tr><th scope="row">${esc(r.name)}</th>${COLOURS.map((c) => cell(r.gems[c], c)).join('')}</tr>`)
      .join('') +
    '</tbody></table>'
  );
}

function takeGemsForms(ctx: Ctx, p: Extract<Prompt, { kind: 'takeGems' }>, kept: Kept): string {
  const { t } = ctx;
  // A white gem becomes a colour of the player's choice (R1.2): the majorities say which, under the choices (their
  // buttons stay in sight on a phone).
  const white = p.choices.some((choice) => choice.includes('white'));
  return `<div class="choices">${p.choices
    .map((choice) => {
      const white = choice.includes('white');
      const gems = choice.join(',');
      return actionForm(
        ctx,
        'takeGems',
        `choice-form take-gems${white ? ' with-white' : ''}`,
        `${choice.map(gemDot).join('')} ${esc(t.prompt.takeGems(choice))}${quotesOf(ctx, choice)}`,
        white
          ? choose(
              t,
              'as',
              t.prompt.whiteBecomes,
              [{ label: '', options: quotedOptions(ctx) }],
              keptFor(kept, { type: 'takeGems', gems }),
            )
          : '',
        { gems },
      );
    })
    .join('')}</div>${white ? gemsHeld(ctx) : ''}`;
}

function chooseColourForms(ctx: Ctx, colours: Colour[]): string {
  return (
    `<div class="choices">` +
    colours
      .map((c) =>
        actionForm(
          ctx,
          'chooseColour',
          'choice-form choose-colour',
          `${gemDot(c)} ${esc(ctx.t.prompt.takeColour(c))}` + `${quotesOf(ctx, [c])}`,
          '',
          { colour: c },
        ),
      )
      .join('') +
    // The colour named decides majorities at the end (R10): who holds how many of each, beside the choices.
    `</div>${gemsHeld(ctx)}`
  );
}

/** R7.5: only the moves that change a quotation are offered (the prompt's `up` and `down`). */
function moveQuotationForms(ctx: Ctx, up: Colour[], down: Colour[]): string {
  const q = ctx.view.quotation;
  return `<div class="choices quotation-choices">${COLOURS.filter((c) => up.includes(c) || down.includes(c))
    .map(
      (c) =>
        `<div class="quotation-row">${([1, -1] as const)
          .filter((step) => (step > 0 ? up : down).includes(c))
          .map((step) =>
            actionForm(
              ctx,
              'moveQuotation',
              'choice-form move-quotation',
              `${gemDot(c)} ${esc(ctx.t.prompt.quotationStep(c, step))} <span ` +
                `class="quote-change">${q[c]} → ${q[c] + step}</span>`,
              '',
              { colour: c, step: String(step) },
            ),
          )
          .join('')}</div>`,
    )
    .join('')}</div>`;
}

/**
 * R7.5: each tied colour's quotation after each place the tie shares (R1.5: the scale
 * stops at 0 and 12), so the order is chosen knowing what it does.
 */
function columnStakes(ctx: Ctx, columns: Colour[], steps: number[]): string {
  const { t, view } = ctx;
  const w = t.prompt.orderColumns;
  const after = (c: Colour, step: number) => Math.min(12, Math.max(0, view.quotation[c] + step));
  return (
    `<table class="stakes"><caption>${esc(w.stakes)}</caption><thead><tr><td></td>` +
    steps.map((step, k) => `<th scope="col">${esc(w.step(k + 1, step))}</th>`).join('') +
    '</tr></thead><tbody>' +
    columns
      .map(
        (c) =>
          `<tr><th scope="row">${gemDot(c)} ${esc(t.terms.Colour[c])}</th>` +
          steps.map((step) => `<td>${view.quotation[c]} → ${after(c, step)}</td>`).join('') +
          '</tr>',
      )
      .join('') +
    '</tbody></table>'
  );
}

function orderColumnsForm(ctx: Ctx, columns: Colour[], steps: number[], kept: Kept): string {
  const { t } = ctx;
  const mine = keptFor(kept, { type: 'orderColumns' });
  return actionForm(
    ctx,
    'orderColumns',
    'order-columns-form',
    esc(t.prompt.orderColumns.button),
    columnStakes(ctx, columns, steps) +
      `<fieldset class="order"><legend>${esc(t.prompt.orderColumns.legend)}</legend>` +
      columns
        .map((_, k) =>
          choose(
            t,
            `column${k + 1}`,
            t.prompt.orderColumns.nth(k + 1),
            [{ label: '', options: colourOptions(t, columns) }],
            mine,
          ),
        )
        .join('') +
      '</fieldset>',
  );
}

function throneForms(ctx: Ctx, front: number[]): string {
  return `<div class="choices">${distinct(front)
    .map((v) => actionForm(ctx, 'throne', 'choice-form throne', esc(ctx.t.prompt.throne(v)), '', { value: String(v) }))
    .join('')}</div>`;
}

function chooseOrderForms(ctx: Ctx, positions: number[]): string {
  return (
    `<div class="choices">` +
    positions
      .map((pos) =>
        actionForm(ctx, 'chooseOrder', 'choice-form choose-order', esc(ctx.t.prompt.position(pos)), '', {
          position: String(pos),
        }),
      )
      .join('') +
    `</div>`
  );
}

// ---------------------------------------------------------------- character cards (R9)

/** A button's words, saying that it plans what it says when its form plans ahead. */
const planned = (ctx: Ctx, button: string) => (ctx.plan ? ctx.t.chat.plan.as(button) : button);

/**
 * One card's forms, with exactly the arguments the engine offers for it now (the prompt's `choices`; the form itself:
 * cards.ts); nothing chosen for the player.
 */
function cardForms(ctx: Ctx, card: Playable, placed: BrokerRef[], choices: CardChoices, sent: Kept): string {
  const { t, view } = ctx;
  const w = t.prompt.card;
  const kept = keptFor(sent, { type: 'playCard', card });
  const kit: Kit = {
    t,
    view,
    placed,
    play: (kind, button, children = '') =>
      actionForm(ctx, 'playCard', `card-form card-${card} ${kind}`, esc(planned(ctx, button)), children, { card }),
    // The places, brokers and ports chosen on the board (src/client/placing.ts), the plain fields being the way without
    // script.
    onBoard: (fields) =>
      pickForm(
        ctx,
        'playCard',
        `card-form card-${card}`,
        `playCard:${card}`,
        planned(ctx, w.play(card)),
        w.offer(card),
        fields,
        { card },
      ),
    pickSelect: (name, label, board, options) => pickSelect(t, name, label, board, options, kept),
    pickRadios: (name, legend, board, options) => pickRadios(name, legend, board, options, kept),
    choose: (name, label, options) => choose(t, name, label, [{ label: '', options }], kept),
    brokers: (refs) =>
      refs.map((ref) => ({
        value: refCode(ref),
        label: brokerLabel(t, view, ref),
        on: refCode(ref),
        group: placeKey(ref),
      })),
    spots: (list) =>
      list.map((s) => ({ value: spotCode(s), label: t.terms.spotLabel(s), on: spotCode(s), group: spotCode(s) })),
    quoted: (colours) => quotedOptions(ctx, colours),
    brokerLabel: (ref) => brokerLabel(t, view, ref),
  };
  return (
    `<section class="card-offer card-offer-${card}" aria-label="${esc(w.offer(card))}">` +
    (`<p class="card-help"><strong>${esc(t.terms.card[card])}</strong> — ` +
      `${esc(cardEffect(t, card))}</p>${cardFormBody(card, kit, choices)}</section>`)
  );
}

function playCardsForms(ctx: Ctx, p: Extract<Prompt, { kind: 'playCards' }>, kept: Kept): string {
  const playable = p.cards.filter((c): c is Playable => c !== 'prince' && c !== 'king');
  return (
    `<div class="cards">${playable.map((card) => cardForms(ctx, card, p.placed, p.choices, kept)).join('')}` +
    `${actionForm(ctx, 'pass', 'pass-form', esc(planned(ctx, ctx.t.prompt.card.pass)))}</div>` +
    // Once, under every offer and the pass (their buttons stay in sight on a phone).
    (playable.some(cardMovesGems) ? gemsHeld(ctx) : '')
  );
}

// ---------------------------------------------------------------- the Spy (R9)

/** What the seat's Spy saw, and with looks left (and a page that may act), the form for the next look. */
function spyPanel(t: Dict, view: View, ctx: Ctx | null, kept: Kept): string {
  const w = t.prompt.spy;
  const findings = view.spyFindings;
  const allowed = new Set(view.spyTargets.map(refCode));
  const targets = boardRefs(view).filter(({ ref }) => allowed.has(refCode(ref)));
  const left = 3 - findings.length;
  let out = `<section class="spy" aria-label="${esc(w.label)}"><h3>${esc(w.head(left))}</h3>`;
  if (findings.length) {
    out +=
      `<ul class="spy-findings">` +
      findings
        .map(
          (f) =>
            `<li>${seatDot(f.owner)} ` +
            esc(w.finding(f.value, whoName(t, view, f.owner), placeLabel(t, f.target))) +
            `</li>`,
        )
        .join('') +
      `</ul>`;
  }
  if (ctx && left > 0) {
    const options = targets.map(({ ref, broker }): Pick => {
      const nth = nthInLine(ref);
      return {
        value: refCode(ref),
        label: `${whoName(t, view, broker.owner)} · ${shortPlace(t, ref)}${nth === null ? '' : ` #${nth}`}`,
        on: refCode(ref),
        group: refCode(ref),
      };
    });
    out += targets.length
      ? pickForm(
          ctx,
          'peek',
          'peek-form',
          'peek',
          w.look,
          w.label,
          pickSelect(
            t,
            'target',
            w.target,
            { kind: 'broker', ask: t.prompt.pick.spy, mark: t.prompt.pick.mark },
            options,
            keptFor(kept, { type: 'peek' }),
          ),
        )
      : `<p class="spy-none">${esc(w.none)}</p>`;
  }
  return `${out}</section>`;
}

// ---------------------------------------------------------------- the panel

function decision(ctx: Ctx, p: Prompt, kept: Kept, hint: string): string {
  switch (p.kind) {
    case 'wait':
    case 'over':
      return '';
    case 'bid':
      return bidForm(ctx, p.behind, kept);
    case 'chooseOrder':
      return chooseOrderForms(ctx, p.positions);
    case 'place':
      return placeForms(ctx, p, kept, hint);
    case 'takeGems':
      return takeGemsForms(ctx, p, kept);
    case 'chooseColour':
      return chooseColourForms(ctx, p.colours);
    case 'orderColumns':
      return orderColumnsForm(ctx, p.columns, p.steps, kept);
    case 'moveQuotation':
      return moveQuotationForms(ctx, p.up, p.down);
    case 'playCards':
      return playCardsForms(ctx, p, kept);
    case 'throne':
      return throneForms(ctx, p.front);
  }
}

/** What the seat is asked, in the page's language, from the prompt's data (never its English text). */
function askText(t: Dict, view: RoomView): string {
  const p = view.prompt;
  const a = t.prompt.ask;
  switch (p.kind) {
    case 'over':
      return view.ended ? a.ended : a.over;
    case 'wait':
      return a.waiting(p.waitingFor.map((seat) => seatName(t, view, seat)));
    case 'bid':
      return a.bid;
    case 'chooseOrder':
      return a.chooseOrder;
    case 'place':
      return a.place(p.round, p.rounds, p.neutral);
    case 'takeGems':
      return a.takeGems(p.take, p.neighborhood);
    // The prompt does not say why a white gem is named; the public decision does.
    case 'chooseColour':
      return a.chooseColour(view.decision?.kind === 'chooseColour' ? view.decision.reason : null);
    case 'orderColumns':
      return a.orderColumns;
    case 'moveQuotation':
      return a.moveQuotation;
    case 'playCards':
      return a.playCards(p.window);
    case 'throne':
      return a.throne;
  }
}

/**
 * The decision in words. A seat's wait names whom it waits for, which changes at each of their moves while the rest of
 * the panel stays (promptSlice): that heading alone is sent again then, by its id (src/room/updates.ts).
 */
export const askHeading = (t: Dict, view: RoomView) =>
  `<h2 class="prompt-text"${view.prompt.kind === 'wait' ? ' id="prompt-wait"' : ''}>` +
  `${ruleLinks(t, esc(askText(t, view)))}</h2>`;

/** A refusal next to the decision, with its rule. */
const flashLine = (t: Dict, flash: Flash) =>
  `<p class="flash" role="alert">${ruleLinks(t, esc(flash.message))}` +
  (flash.rule ? ` <span class="rule">(${ruleLinks(t, esc(flash.rule))})</span>` : '') +
  `</p>`;

/**
 * What a page that can no longer decide shows in the place of its decision: why (its link replaced, its seat handed
 * to the stand-in), a refusal of what it just sent, and what to do.
 */
export const shutHead = (t: Dict, why: 'replaced' | 'standIn', flash?: Flash) =>
  `<div class="prompt-head"><h2 class="prompt-text">${esc(t.prompt.ask[why])}</h2>` +
  (flash ? flashLine(t, flash) : '') +
  `<p class="shut-todo">${esc(t.prompt.shutTodo[why])}</p></div>`;

/**
 * The panel: the decision in words, a refusal next to it, its forms, and the Spy's looks.
 * `hint`: a learning game's Hint (templates/sections.ts), where it stays on screen: in the
 * placing tray, which the board leaves in sight, else right under the decision's words,
 * which the page brings into view, never below the forms.
 */
export function promptPanel(t: Dict, view: RoomView, paths: PagePaths, flash?: Flash, hint = ''): string {
  const p = view.prompt;
  // A seat handed to the stand-in decides nothing itself (src/room/moves.ts refuses its actions): no form, not even a
  // Spy's look, until the host gives the seat back with a new link. Over, the game asks nothing of anyone anyway.
  const shut = !!view.standIn && p.kind !== 'over';
  const ctx: Ctx | null =
    !shut && paths.actions !== null && view.seat !== null ? { t, view, actions: paths.actions } : null;
  // R9 Spy: a look may be taken at any moment of the placement phase, even while others play.
  const spy = view.seat !== null && view.phase === 'placement' && view.effects.spy.includes(view.seat);
  return (
    `<div class="prompt-panel ` +
    (shut
      ? `prompt-shut">${shutHead(t, 'standIn', flash)}`
      : `prompt-${p.kind}"${p.kind === 'playCards' ? ` data-window="${p.window}"` : ''}><div ` +
        `class="prompt-head">${askHeading(t, view)}` +
        (p.kind === 'place' ? '' : hint) +
        (flash ? flashLine(t, flash) : '') +
        planRow(t, view, paths) +
        '</div>') +
    (ctx ? decision(ctx, p, flash?.fields ?? {}, hint) : '') +
    (shut ? '' : planAhead(t, view, paths)) +
    (spy || view.spyFindings.length ? spyPanel(t, view, spy ? ctx : null, flash?.fields ?? {}) : '') +
    '</div>'
  );
}

// ------------------------------------------------------------------ a planned move (src/room/plans.ts)

/** A planned action in words: what it places where, bids, plays or passes. */
function plannedText(t: Dict, action: Extract<PlanShown, { action: unknown }>['action']): string {
  const w = t.chat.plan;
  switch (action.type) {
    case 'place':
      return [
        ...action.placements.map((p) => w.placement(p.value, p.faceUp, p.to)),
        ...(action.neutral ? [w.neutral(action.neutral)] : []),
      ].join('; ');
    case 'bid':
      return w.bid(action.brokers[0], action.brokers[1]);
    case 'playCard':
      return w.card(action.card);
    default:
      return w.pass;
  }
}

/** A planned placement's brokers for the page's ghosts (src/client/board.ts drawPlanned): "spot:value:up|down". */
function plannedGhosts(action: Extract<PlanShown, { action: unknown }>['action']): string {
  if (action.type !== 'place') return '';
  const ghosts = [
    ...action.placements.map((p) => `${spotCode(p.to)}:${p.value}:${p.faceUp ? 'up' : 'down'}`),
    ...(action.neutral ? [`${spotCode(action.neutral)}:?:down`] : []),
  ];
  return ` data-ghosts="${esc(ghosts.join(' '))}"`;
}

/** Why a plan was not played, in words: who placed where, what changed, the rules' refusal. */
function droppedText(t: Dict, view: View, reason: PlanDropReason): string {
  const why = t.chat.plan.why;
  switch (reason.why) {
    case 'place': {
      const names = reason.by.map((who) => (who === 'neutral' ? t.terms.neutral : (view.players[who]?.name ?? '')));
      return names.length ? why.placed(names, reason.spot) : why.changed(reason.spot);
    }
    case 'refused':
      return refusalText(t, reason.refusal);
    default:
      return why[reason.why];
  }
}

/**
 * The seat's own planned move, with the way to take it back (src/client: DELETE {seat}/plan, after which its pages
 * are drawn again), or why its last one was not played. Only a seat's own view carries a plan.
 */
function planRow(t: Dict, view: RoomView, paths: PagePaths): string {
  const { plan } = view;
  if (!plan || view.seat === null) return '';
  const w = t.chat.plan;
  if ('dropped' in plan)
    return `<p class="plan-dropped" role="status">${esc(w.dropped(droppedText(t, view, plan.dropped)))}</p>`;
  return (
    `<div class="plan" aria-label="${esc(w.title)}"${plannedGhosts(plan.action)}>` +
    `<p>${esc(w.planned(plannedText(t, plan.action)))}</p>` +
    `<button type="button" class="plan-cancel" hx-delete="${esc(`${paths.self}/plan`)}" hx-swap="none" ` +
    `hx-disabled-elt="this">` +
    `${esc(w.cancel)}</button></div>`
  );
}

/**
 * "Plan my next move" while the game waits on others: closed, and without its form, which the page asks for when its
 * player opens it (GET {seat}/plan answers planForm), so that the panel of a seat that only waits is not sent again
 * with every move of the others. Without script, its link opens a page where it is drawn open with its form.
 */
function planAhead(t: Dict, view: RoomView, paths: PagePaths): string {
  if (!view.planOffer || view.seat === null || paths.actions === null) return '';
  const url = esc(`${paths.self}/plan`);
  return (
    `<details class="plan-ahead" data-load${view.planOpen ? ' open' : ''}>` +
    `<summary>${esc(t.chat.plan.ahead)}</summary>` +
    '<div class="plan-body">' +
    (view.planOpen ? planForm(t, view, paths) : `<p><a href="${url}">${esc(t.chat.plan.open)}</a></p>`) +
    '</div></details>'
  );
}

/**
 * The offer's form: the decision's own forms (the placement's chips and fields, the cards and the pass of a window),
 * posted to the plan (PUT or POST {seat}/plan), their buttons saying Plan. Made on the view as it is when asked; its
 * plan posts the version its page shows by then (src/client/planAhead.ts); asked for by src/client/loadOnOpen.ts.
 */
export function planForm(t: Dict, view: RoomView, paths: PagePaths): string {
  const offer = view.planOffer;
  if (!offer || view.seat === null || paths.actions === null) return '';
  return decision({ t, view, actions: `${paths.self}/plan`, plan: true }, offer, {}, '');
}

/** What names an offer's form for the panel's key: its decision and moment, never the version or the places free. */
function planKey(offer: NonNullable<RoomView['planOffer']>): unknown {
  switch (offer.kind) {
    case 'place':
      return [offer.kind, offer.round];
    case 'playCards':
      return [offer.kind, offer.window, offer.cards];
    case 'bid':
      return [offer.kind, offer.behind];
  }
}

/**
 * Everything the panel shows but the version (which changes with every action; a form
 * made on an older version of the same decision is still accepted, see GameRoom). Equal
 * slices mean the same panel, so a page keeps its half-filled form. Never the links.
 */
export const promptSlice = (view: RoomView, flash?: Flash | null): unknown => [
  // Whom a wait is for is its heading's alone (askHeading).
  view.prompt.kind === 'wait' ? view.prompt.kind : view.prompt,
  // Only when set, so that every other panel keeps the key it had (a page open across a deploy keeps its form).
  ...(view.standIn ? [view.standIn] : []),
  ...(view.plan ? [view.plan] : []),
  // The offer without its form (planAhead): what it is, never its version or its places, so that the panel of a seat
  // that waits is not sent again at each move of the others.
  ...(view.planOffer ? [planKey(view.planOffer)] : []),
  view.spyFindings,
  view.spyTargets,
  view.spyTargets.length ? view.spyTargets.map((r) => brokerAt(view, r)?.owner) : null,
  view.effects.spy,
  view.phase,
  flash ?? null,
];
