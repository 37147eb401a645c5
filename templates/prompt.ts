// The decision panel of a player's page: what the seat must decide now, and one small
// form per way to decide it. Everything shown comes from the seat's View (R13); field
// names and value codes are read back by src/http/forms.ts. Plain strings (html.ts):
// every value that is not markup made here is escaped.
import {
  COLOURS, type BrokerRef, type BrokerView, type CardChoices, type Colour, type Gem, type Spot, type View, type Who, type YellowCard,
} from '../src/engine/index.ts';
import { esc } from './html.ts';
import { nameInText } from './log.ts';
import { CARD_HINTS, ruleLinks } from './rules.ts';
import { type Flash, GEM_COLOURS, type Links, cardName, colourName, ordinal, refCode, seatColour, spotCode, spotLabel } from './theme.ts';

type Prompt = View['prompt'];
type Ctx = { view: View; actions: string };
type Playable = Exclude<YellowCard, 'prince' | 'king'>;

const distinct = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

// ---------------------------------------------------------------- small pieces

/** A gem's colour from the theme, as an SVG fill: presentation attributes pass a CSP that forbids inline styles. */
const gemDot = (gem: Gem) =>
  `<svg class="gem-dot" viewBox="0 0 10 10" width="14" height="14" aria-hidden="true"><circle cx="5" cy="5" r="4.3" fill="${GEM_COLOURS[gem]}" stroke="#333" stroke-width="0.8"></circle></svg>`;

const seatDot = (who: Who) =>
  `<svg class="seat-dot" viewBox="0 0 10 10" width="12" height="12" aria-hidden="true"><rect x="0.5" y="0.5" width="9" height="9" rx="2" fill="${seatColour(who)}" stroke="#333" stroke-width="0.8"></rect></svg>`;

const whoName = (view: View, who: Who) => (who === 'neutral' ? 'the neutral player' : nameInText(view.players[who]?.name ?? `seat ${who + 1}`));

function brokerAt(view: View, ref: BrokerRef): BrokerView | null {
  if (ref.spot === 'throne') return view.throne[ref.index] ?? null;
  if ('neighborhood' in ref.spot) return view.city[ref.spot.neighborhood - 1]?.areas[ref.spot.area][ref.index] ?? null;
  const { row, column } = ref.spot;
  return view.market.cells.find((c) => c.row === row && c.column === column)?.broker ?? null;
}

const placeKey = (ref: BrokerRef) => (ref.spot === 'throne' ? 'throne' : spotCode(ref.spot));
const placeLabel = (ref: BrokerRef) => (ref.spot === 'throne' ? 'Throne room' : spotLabel(ref.spot));

/** A place in a few words, as the placement bar says it: "N2 port", "market 3 red", "throne". */
const shortPlace = (ref: BrokerRef) =>
  ref.spot === 'throne' ? 'throne' : 'neighborhood' in ref.spot ? `N${ref.spot.neighborhood} ${ref.spot.area}` : `market ${ref.spot.row} ${ref.spot.column}`;

/**
 * "3 up · N2 port #1", "? down ★5 · market 3 red": short enough for a select on a 360 px
 * phone; brokers sharing an area also get their place in line.
 */
function brokerLabel(view: View, ref: BrokerRef): string {
  const b = brokerAt(view, ref);
  const what = !b ? 'broker' : `${b.value ?? '?'} ${b.faceUp ? 'up' : 'down'}${b.marked ? ' ★5' : ''}`;
  const line = ref.spot !== 'throne' && 'row' in ref.spot ? '' : ` #${ref.index + 1}`;
  return `${what} · ${shortPlace(ref)}${line}`;
}

/** Every broker on the board, as references, in board order (city, market, throne). */
function boardRefs(view: View): { ref: BrokerRef; broker: BrokerView }[] {
  const out: { ref: BrokerRef; broker: BrokerView }[] = [];
  for (const hood of view.city) {
    if (!hood.active) continue;
    for (const area of ['port', 'commerce', 'palace'] as const) {
      hood.areas[area].forEach((broker, index) => out.push({ ref: { spot: { neighborhood: hood.neighborhood, area }, index }, broker }));
    }
  }
  for (const cell of view.market.cells) {
    if (cell.broker) out.push({ ref: { spot: { row: cell.row, column: cell.column }, index: 0 }, broker: cell.broker });
  }
  view.throne.forEach((broker, index) => out.push({ ref: { spot: 'throne', index }, broker }));
  return out;
}

// ---------------------------------------------------------------- form building blocks

type Option = { value: string; label: string };

const option = (value: string, label: string, selected: boolean) => `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;

function select(name: string, label: string, options: Option[], selected?: string): string {
  return `<label class="field"><span class="field-label">${esc(label)}</span><select name="${esc(name)}">`
    + options.map((o) => option(o.value, o.label, o.value === selected)).join('')
    + '</select></label>';
}

/** Spots grouped as the board is: city areas, then market squares. */
function spotSelect(name: string, label: string, spots: Spot[], selected?: Spot): string {
  const city = spots.filter((s) => 'neighborhood' in s);
  const market = spots.filter((s) => 'row' in s);
  const chosen = selected ? spotCode(selected) : undefined;
  const one = (s: Spot) => { const code = spotCode(s); return option(code, spotLabel(s), code === chosen); };
  return `<label class="field"><span class="field-label">${esc(label)}</span><select name="${esc(name)}">`
    + (city.length ? `<optgroup label="City">${city.map(one).join('')}</optgroup>` : '')
    + (market.length ? `<optgroup label="Market">${market.map(one).join('')}</optgroup>` : '')
    + '</select></label>';
}

function radios(name: string, legend: string, options: Option[], checked: string): string {
  return `<fieldset class="radios"><legend>${esc(legend)}</legend>`
    + options.map((o) => `<label class="radio"><input type="radio" name="${esc(name)}" value="${esc(o.value)}"${o.value === checked ? ' checked' : ''}/><span>${esc(o.label)}</span></label>`).join('')
    + '</fieldset>';
}

/** One way to decide: a form posting its action (htmx, or a plain post without script). `button` and `children` are markup. */
function actionForm(ctx: Ctx, type: string, kind: string, button: string, children = '', hidden: Record<string, string> = {}, attrs = ''): string {
  const actions = esc(ctx.actions);
  let out = `<form class="action-form ${esc(kind)}" method="post" action="${actions}" hx-post="${actions}" hx-swap="none"${attrs}>`
    + `<input type="hidden" name="version" value="${ctx.view.version}"/>`
    + `<input type="hidden" name="type" value="${esc(type)}"/>`;
  for (const [name, value] of Object.entries(hidden)) out += `<input type="hidden" name="${esc(name)}" value="${esc(value)}"/>`;
  return `${out}${children}<button type="submit" class="go">${button}</button></form>`;
}

const colourOptions = (colours: readonly (Colour | 'black')[] = COLOURS): Option[] => colours.map((c) => ({ value: c, label: colourName(c) }));
const valueOptions = (values: readonly number[], prefix = ''): Option[] => distinct(values).map((v) => ({ value: `${prefix}${v}`, label: String(v) }));

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
  for (const a of values) for (const b of values) if (a <= b && (a < b || behind.filter((v) => v === a).length >= 2)) pairs.push([a, b]);
  return pairs;
}

/** The bid: one choice per pair held, with its total (what R5.2 ranks by), then the button. */
function bidForm(ctx: Ctx, behind: number[], kept: Kept): string {
  const pairs = pairsHeld(behind).map(([a, b]) => ({ value: `${a},${b}`, label: `${a} + ${b} = ${a + b}` }));
  return actionForm(ctx, 'bid', 'bid-form', 'Bid these 2 brokers',
    chooseRadio('brokers', `Your bid: 2 of the brokers behind your screen (${behind.join(', ')})`, pairs, kept));
}

/** A select that starts on "Choose…" (required): no move is ever made by one stray tap. */
function choose(name: string, label: string, groups: { label: string; options: Option[] }[], kept: Kept): string {
  const chosen = kept[name];
  return `<label class="field"><span class="field-label">${esc(label)}</span><select name="${esc(name)}" required>`
    + `<option value=""${chosen ? '' : ' selected'}>Choose…</option>`
    + groups.filter((g) => g.options.length).map((g) => `<optgroup label="${esc(g.label)}">${g.options.map((o) => option(o.value, o.label, o.value === chosen)).join('')}</optgroup>`).join('')
    + '</select></label>';
}

const spotGroups = (spots: readonly Spot[]) => [
  { label: 'City', options: spots.filter((s) => 'neighborhood' in s).map((s) => ({ value: spotCode(s), label: spotLabel(s) })) },
  { label: 'Market', options: spots.filter((s) => 'row' in s).map((s) => ({ value: spotCode(s), label: spotLabel(s) })) },
];

/** Radios with none checked unless a refused form sent one back. */
function chooseRadio(name: string, legend: string, options: Option[], kept: Kept): string {
  return `<fieldset class="radios"><legend>${esc(legend)}</legend>`
    + options.map((o) => `<label class="radio"><input type="radio" name="${esc(name)}" value="${esc(o.value)}" required${o.value === kept[name] ? ' checked' : ''}/><span>${esc(o.label)}</span></label>`).join('')
    + '</fieldset>';
}

function placementFields(n: 1 | 2, p: Extract<Prompt, { kind: 'place' }>, kept: Kept): string {
  const behind = valueOptions(p.behind);
  const front = p.fromFront ? distinct(p.front).map((v) => ({ value: `front:${v}`, label: `${v} from your front` })) : [];
  let out = `<fieldset class="placement"><legend>${ordinal(n)} broker</legend>`
    + choose(`p${n}Broker`, 'Broker', [{ label: 'Behind your screen', options: behind }, { label: 'From your front (Conjurer)', options: front }], kept);
  if (front.length) out += choose(`p${n}Refill`, 'If from your front: refill it from behind with', [{ label: 'Behind your screen', options: behind }], kept).replace(' required', '');
  if (p.anyFaces) out += chooseRadio(`p${n}Face`, 'Face (Cardinal: any mix)', [{ value: 'up', label: 'Face up' }, { value: 'down', label: 'Face down' }], kept);
  return `${out}${choose(`p${n}Spot`, 'Place', spotGroups(p.spots), kept)}</fieldset>`;
}

/**
 * Placing by taps (public/place.js): the brokers behind the screen as chips, each value
 * as many times as held, and a bar fixed at the bottom that sums the move up beside
 * Place and Undo. Drawn here, hidden, and shown by the script, which fills the plain
 * fields below from the taps: without script those fields are the form.
 */
function placeTaps(p: Extract<Prompt, { kind: 'place' }>): string {
  const chip = (value: string, label: string, extra = '') => `<button type="button" class="chip" data-broker="${esc(value)}"${extra}>${esc(label)}</button>`;
  return '<div class="place-bar" hidden role="group" aria-label="Your placement">'
    + '<p class="place-step" aria-live="polite"></p>'
    + `<div class="place-chips">${p.behind.map((v) => chip(String(v), String(v))).join('')}`
    + (p.fromFront ? p.front.map((v) => chip(`front:${v}`, `${v}`, ' data-front aria-label="' + v + ' from your front (Conjurer)"')).join('') : '')
    + '</div>'
    // R9 Cardinal: any mix of faces, so each broker's face is a choice of its own.
    + (p.anyFaces ? '<p class="place-flips"><button type="button" class="flip" data-slot="0">1st: face up</button><button type="button" class="flip" data-slot="1">2nd: face down</button></p>' : '')
    + placeThen(p.then)
    + '<p class="place-summary" aria-live="polite"></p>'
    + '<p class="place-actions"><button type="button" class="undo">Undo</button><button type="button" class="go send">Place</button></p>'
    + '</div>';
}

/**
 * R9.1: with the Magician or the Mercenary in hand, what to do just after this placement,
 * chosen with it so that no second screen follows when there is nothing more to decide:
 * keep the cards (pass), the Mercenary on the 1st or 2nd broker, or decide after placing
 * (the Magician's swap is chosen on the board as it stands after the placement).
 */
function placeThen(cards: readonly YellowCard[]): string {
  if (!cards.length) return '';
  const then = (value: string, label: string) => `<button type="button" class="then" data-then="${value}" aria-pressed="false">${esc(label)}</button>`;
  return '<div class="place-then" role="group" aria-label="Just after this placement (R9.1)"><p class="place-then-head">Then:</p>'
    + then('pass', `Keep my ${cards.map(cardName).join(' and ')}`)
    + (cards.includes('mercenary') ? then('mercenary:0', 'Mercenary on the 1st') + then('mercenary:1', 'Mercenary on the 2nd') : '')
    + then('ask', 'Decide after placing')
    + '</div>';
}

function placeForms(ctx: Ctx, p: Extract<Prompt, { kind: 'place' }>, kept: Kept): string {
  const fields = '<div class="place-fields">'
    + placementFields(1, p, kept) + placementFields(2, p, kept)
    + (p.anyFaces ? '' : chooseRadio('faces', 'Faces (one up, one down: R6.2)', [
      { value: 'up-down', label: '1st face up, 2nd face down' },
      { value: 'down-up', label: '1st face down, 2nd face up' },
    ], kept))
    + (p.neutral ? choose('neutralSpot', `Neutral broker (face down, drawn unseen from the ${p.neutralLeft} you have left this turn)`, spotGroups(p.spots), kept) : '')
    + '</div>';
  const data = ` data-round="${p.round}"${p.neutral ? ` data-neutral-left="${p.neutralLeft}"` : ''} data-takes-one="${esc(p.takesOne.map(spotCode).join(' '))}"`
    + `${p.anyFaces ? ' data-any-faces' : ''}${p.neutral ? ' data-neutral' : ''}`;
  // While it posts, the bar's Place is the button to disable (the form's own, its one submit button, is hidden by then).
  return actionForm(ctx, 'place', 'place-form', 'Place', fields + placeTaps(p), {}, `${data} hx-disabled-elt="find .place-actions .go"`)
    + (p.cards.includes('queen') ? cardForms(ctx, 'queen', [], p.choices) : '');
}

const gemWords = (gems: Gem[]) => gems.map(colourName).join(' + ');

function takeGemsForms(ctx: Ctx, p: Extract<Prompt, { kind: 'takeGems' }>): string {
  return `<div class="choices">${p.choices.map((choice) => {
    const white = choice.includes('white');
    return actionForm(ctx, 'takeGems', `choice-form take-gems${white ? ' with-white' : ''}`,
      `${choice.map(gemDot).join('')} Take ${gemWords(choice)}`,
      white ? select('as', 'The white gem becomes', colourOptions(), COLOURS[0]) : '',
      { gems: choice.join(',') });
  }).join('')}</div>`;
}

function chooseColourForms(ctx: Ctx, colours: Colour[]): string {
  return `<div class="choices">${colours.map((c) => actionForm(ctx, 'chooseColour', 'choice-form choose-colour', `${gemDot(c)} Take ${c}`, '', { colour: c })).join('')}</div>`;
}

/** R7.5: only the moves that change a quotation are offered (the prompt's `up` and `down`). */
function moveQuotationForms(ctx: Ctx, up: Colour[], down: Colour[]): string {
  const q = ctx.view.quotation;
  return `<div class="choices quotation-choices">${COLOURS.filter((c) => up.includes(c) || down.includes(c)).map((c) => `<div class="quotation-row">${
    ([1, -1] as const).filter((step) => (step > 0 ? up : down).includes(c)).map((step) =>
      actionForm(ctx, 'moveQuotation', 'choice-form move-quotation',
        `${gemDot(c)} ${colourName(c)} ${step > 0 ? 'up' : 'down'} <span class="quote-change">${q[c]} → ${q[c] + step}</span>`,
        '', { colour: c, step: String(step) })).join('')}</div>`).join('')}</div>`;
}

function orderColumnsForm(ctx: Ctx, columns: Colour[]): string {
  return actionForm(ctx, 'orderColumns', 'order-columns-form', 'Order the columns', '<fieldset class="order"><legend>Tied columns, best first</legend>'
    + columns.map((c, k) => select(`column${k + 1}`, ordinal(k + 1), colourOptions(columns), c)).join('')
    + '</fieldset>');
}

function throneForms(ctx: Ctx, front: number[]): string {
  return `<div class="choices">${distinct(front).map((v) => actionForm(ctx, 'throne', 'choice-form throne', `Put the ${v} in the throne room`, '', { value: String(v) })).join('')}</div>`;
}

function chooseOrderForms(ctx: Ctx, positions: number[]): string {
  return `<div class="choices">${positions.map((pos) => actionForm(ctx, 'chooseOrder', 'choice-form choose-order', `Position ${pos}`, '', { position: String(pos) })).join('')}</div>`;
}

// ---------------------------------------------------------------- character cards (R9)

const pair = (legend: string, inner: string) => `<fieldset class="pair"><legend>${esc(legend)}</legend>${inner}</fieldset>`;

/** One card's forms, with exactly the arguments the engine offers for it now (the prompt's `choices`). */
function cardForms(ctx: Ctx, card: Playable, placed: BrokerRef[], choices: CardChoices): string {
  const { view } = ctx;
  const play = (kind: string, button: string, children = '') =>
    actionForm(ctx, 'playCard', `card-form card-${card} ${kind}`, esc(button), children, { card });
  const refOptions = (refs: BrokerRef[]) => refs.map((ref) => ({ value: refCode(ref), label: brokerLabel(view, ref) }));
  let body: string;
  switch (card) {
    case 'captain': {
      const hoods = (choices.captain?.neighborhoods ?? []).map((n) => {
        const gems = view.city[n - 1]?.portGems ?? [];
        return { value: String(n), label: `Neighborhood ${n}${gems.length ? `: ${gems.join(', ')}` : ''}` };
      });
      body = play('', 'Play the Captain', pair('Ports to swap',
        select('neighborhood1', '1st port', hoods, hoods[0]?.value) + select('neighborhood2', '2nd port', hoods, hoods[1]?.value)));
      break;
    }
    case 'queen':
      body = play('', 'Play the Queen', spotSelect('spot', 'Area to close', choices.queen?.spots ?? []));
      break;
    case 'magician': {
      const brokers = choices.magician?.brokers ?? [];
      const a = brokers[0];
      const b = brokers.find((r) => a && placeKey(r) !== placeKey(a));
      body = play('', 'Play the Magician', pair('Your brokers to swap',
        select('swap1', '1st broker', refOptions(brokers), a && refCode(a)) + select('swap2', '2nd broker', refOptions(brokers), b && refCode(b))));
      break;
    }
    case 'mercenary':
      body = play('', 'Play the Mercenary', radios('placement', 'Broker to mark (worth 5)',
        (choices.mercenary?.placement ?? []).map((i) => ({ value: String(i), label: `${ordinal(i + 1)} placed: ${brokerLabel(view, placed[i]!)}` })), '0'));
      break;
    case 'herald':
      body = play('', 'Play the Herald', pair('Move one of your brokers',
        select('from', 'Broker', refOptions(choices.herald?.from ?? [])) + spotSelect('to', 'To', choices.herald?.to ?? [])));
      break;
    case 'alchemist': {
      const held = choices.alchemist?.give ?? [];
      const take = choices.alchemist?.take ?? [];
      body = (held.length ? play('alchemist-exchange', 'Exchange', pair('Exchange a gem',
        select('give', 'Give', colourOptions(held), held[0]) + select('take', 'Take', colourOptions(take), take.find((c) => c !== held[0])))) : '')
        + play('alchemist-keep', 'Play the Alchemist, keep my gems');
      break;
    }
    case 'banker':
      body = play('', 'Play the Banker', pair('Quotations',
        select('up', 'Up one step', colourOptions(choices.banker?.up), choices.banker?.up[0])
        + select('down', 'Down one step', colourOptions(choices.banker?.down), choices.banker?.down.find((c) => c !== choices.banker?.up[0]))));
      break;
    case 'jeweler':
      body = play('', 'Play the Jeweler', pair('Gems to take',
        select('gem1', '1st gem', colourOptions(choices.jeweler?.colours)) + select('gem2', '2nd gem', colourOptions(choices.jeweler?.colours))));
      break;
    default:
      body = play('', `Play the ${cardName(card)}`);
  }
  const name = esc(cardName(card));
  return `<section class="card-offer card-offer-${card}" aria-label="The ${name}">`
    + `<p class="card-help"><strong>${name}</strong> — ${esc(CARD_HINTS[card])}</p>${body}</section>`;
}

function playCardsForms(ctx: Ctx, p: Extract<Prompt, { kind: 'playCards' }>): string {
  const playable = p.cards.filter((c): c is Playable => c !== 'prince' && c !== 'king');
  return `<div class="cards">${playable.map((card) => cardForms(ctx, card, p.placed, p.choices)).join('')}`
    + `${actionForm(ctx, 'pass', 'pass-form', 'Pass (play no card now)')}</div>`;
}

// ---------------------------------------------------------------- the Spy (R9)

/** What the seat's Spy saw, and with looks left (and a page that may act), the form for the next look. */
function spyPanel(view: View, ctx: Ctx | null): string {
  const findings = view.spyFindings;
  const allowed = new Set(view.spyTargets.map(refCode));
  const targets = boardRefs(view).filter(({ ref }) => allowed.has(refCode(ref)));
  const left = 3 - findings.length;
  let out = `<section class="spy" aria-label="Your Spy"><h3>Your Spy: ${left} look${left === 1 ? '' : 's'} left</h3>`;
  if (findings.length) {
    out += `<ul class="spy-findings">${findings.map((f) => `<li>${seatDot(f.owner)} A ${f.value} — ${esc(whoName(view, f.owner))}, ${esc(placeLabel(f.target))}</li>`).join('')}</ul>`;
  }
  if (ctx && left > 0) {
    out += targets.length
      ? actionForm(ctx, 'peek', 'peek-form', 'Look', select('target', 'Face-down broker to look at', targets.map(({ ref, broker }) => ({
        value: refCode(ref), label: `${whoName(view, broker.owner)} · ${shortPlace(ref)}${ref.spot !== 'throne' && 'row' in ref.spot ? '' : ` #${ref.index + 1}`}`,
      }))))
      : '<p class="spy-none">No face-down broker of another player to look at yet.</p>';
  }
  return `${out}</section>`;
}

// ---------------------------------------------------------------- the panel

function decision(ctx: Ctx, p: Prompt, kept: Kept): string {
  switch (p.kind) {
    case 'wait': case 'over': return '';
    case 'bid': return bidForm(ctx, p.behind, kept);
    case 'chooseOrder': return chooseOrderForms(ctx, p.positions);
    case 'place': return placeForms(ctx, p, kept);
    case 'takeGems': return takeGemsForms(ctx, p);
    case 'chooseColour': return chooseColourForms(ctx, p.colours);
    case 'orderColumns': return orderColumnsForm(ctx, p.columns);
    case 'moveQuotation': return moveQuotationForms(ctx, p.up, p.down);
    case 'playCards': return playCardsForms(ctx, p);
    case 'throne': return throneForms(ctx, p.front);
  }
}

/** The panel: the decision in words, a refusal next to it, its forms, and the Spy's looks. */
export function promptPanel(view: View, links: Links, flash?: Flash): string {
  const p = view.prompt;
  const ctx: Ctx | null = links.actions !== null && view.seat !== null ? { view, actions: links.actions } : null;
  // R9 Spy: a look may be taken at any moment of the placement phase, even while others play.
  const spy = view.seat !== null && view.phase === 'placement' && view.effects.spy.includes(view.seat);
  return `<div class="prompt-panel prompt-${p.kind}"${p.kind === 'playCards' ? ` data-window="${p.window}"` : ''}><div class="prompt-head"><h2 class="prompt-text">${ruleLinks(esc(p.text))}</h2>`
    + (flash ? `<p class="flash" role="alert">${ruleLinks(esc(flash.message))}${flash.rule ? ` <span class="rule">(${ruleLinks(esc(flash.rule))})</span>` : ''}</p>` : '')
    + '</div>'
    + (ctx ? decision(ctx, p, flash?.fields ?? {}) : '')
    + (spy || view.spyFindings.length ? spyPanel(view, spy ? ctx : null) : '')
    + '</div>';
}

/**
 * Everything the panel shows but the version (which changes with every action; a form
 * made on an older version of the same decision is still accepted, see GameRoom). Equal
 * slices mean the same panel, so a page keeps its half-filled form. Never the links.
 */
export const promptSlice = (view: View, flash?: Flash | null): unknown => [
  view.prompt, view.spyFindings, view.spyTargets, view.spyTargets.length ? view.spyTargets.map((r) => brokerAt(view, r)?.owner) : null,
  view.effects.spy, view.phase, flash ?? null,
];

