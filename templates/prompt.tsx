// The decision panel of a player's page: what the seat must decide now, and one small
// form per way to decide it. Everything shown comes from the seat's View (R13); field
// names and value codes are read back by src/http/forms.ts.
import type { Child } from 'hono/jsx';
import type { JSX } from 'hono/jsx/jsx-runtime';
import { COLOURS, type BrokerRef, type BrokerView, type CardChoices, type Colour, type Gem, type Spot, type View, type Who, type YellowCard } from '../src/engine/index.ts';
import { type Flash, GEM_COLOURS, type Links, cardName, colourName, ordinal, refCode, seatColour, spotCode, spotLabel } from './theme.ts';

type Prompt = View['prompt'];
type Ctx = { view: View; actions: string };
type Playable = Exclude<YellowCard, 'prince' | 'king'>;

const distinct = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

// ---------------------------------------------------------------- small pieces

/** A gem's colour from the theme, as an SVG fill: presentation attributes pass a CSP that forbids inline styles. */
function GemDot({ gem }: { gem: Gem }) {
  return (
    <svg class="gem-dot" viewBox="0 0 10 10" width="14" height="14" aria-hidden="true">
      <circle cx="5" cy="5" r="4.3" fill={GEM_COLOURS[gem]} stroke="#333" stroke-width="0.8" />
    </svg>
  );
}

function SeatDot({ who }: { who: Who }) {
  return (
    <svg class="seat-dot" viewBox="0 0 10 10" width="12" height="12" aria-hidden="true">
      <rect x="0.5" y="0.5" width="9" height="9" rx="2" fill={seatColour(who)} stroke="#333" stroke-width="0.8" />
    </svg>
  );
}

const whoName = (view: View, who: Who) => (who === 'neutral' ? 'the neutral player' : view.players[who]?.name ?? `seat ${who + 1}`);

function brokerAt(view: View, ref: BrokerRef): BrokerView | null {
  if (ref.spot === 'throne') return view.throne[ref.index] ?? null;
  if ('neighborhood' in ref.spot) return view.city[ref.spot.neighborhood - 1]?.areas[ref.spot.area][ref.index] ?? null;
  const { row, column } = ref.spot;
  return view.market.cells.find((c) => c.row === row && c.column === column)?.broker ?? null;
}

const placeKey = (ref: BrokerRef) => (ref.spot === 'throne' ? 'throne' : spotCode(ref.spot));
const placeLabel = (ref: BrokerRef) => (ref.spot === 'throne' ? 'Throne room' : spotLabel(ref.spot));

/** "3, face up · Neighborhood 2 · port"; brokers sharing an area also get their place in line. */
function brokerLabel(view: View, ref: BrokerRef): string {
  const b = brokerAt(view, ref);
  const what = !b ? 'broker' : b.value === null ? 'face-down broker' : `${b.value}, face ${b.faceUp ? 'up' : 'down'}`;
  const line = ref.spot !== 'throne' && 'row' in ref.spot ? '' : ` (#${ref.index + 1})`;
  return `${what}${b?.marked ? ', marked' : ''} · ${placeLabel(ref)}${line}`;
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

function Select({ name, label, options, selected }: { name: string; label: string; options: Option[]; selected?: string }) {
  return (
    <label class="field">
      <span class="field-label">{label}</span>
      <select name={name}>
        {options.map((o) => <option value={o.value} selected={o.value === selected}>{o.label}</option>)}
      </select>
    </label>
  );
}

/** Spots grouped as the board is: city areas, then market squares. */
function SpotSelect({ name, label, spots, selected }: { name: string; label: string; spots: Spot[]; selected?: Spot }) {
  const city = spots.filter((s) => 'neighborhood' in s);
  const market = spots.filter((s) => 'row' in s);
  const chosen = selected ? spotCode(selected) : undefined;
  const option = (s: Spot) => <option value={spotCode(s)} selected={spotCode(s) === chosen}>{spotLabel(s)}</option>;
  return (
    <label class="field">
      <span class="field-label">{label}</span>
      <select name={name}>
        {city.length ? <optgroup label="City">{city.map(option)}</optgroup> : null}
        {market.length ? <optgroup label="Market">{market.map(option)}</optgroup> : null}
      </select>
    </label>
  );
}

function Radios({ name, legend, options, checked }: { name: string; legend: string; options: Option[]; checked: string }) {
  return (
    <fieldset class="radios">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label class="radio">
          <input type="radio" name={name} value={o.value} checked={o.value === checked} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ActionForm({ ctx, type, hidden = {}, button, kind, children }: {
  ctx: Ctx; type: string; hidden?: Record<string, string>; button: Child; kind: string; children?: Child;
}) {
  return (
    <form class={`action-form ${kind}`} method="post" action={ctx.actions} hx-post={ctx.actions} hx-swap="none">
      <input type="hidden" name="version" value={String(ctx.view.version)} />
      <input type="hidden" name="type" value={type} />
      {Object.entries(hidden).map(([name, value]) => <input type="hidden" name={name} value={value} />)}
      {children}
      <button type="submit" class="go">{button}</button>
    </form>
  );
}

const colourOptions = (colours: readonly (Colour | 'black')[] = COLOURS): Option[] => colours.map((c) => ({ value: c, label: colourName(c) }));
const valueOptions = (values: readonly number[], prefix = ''): Option[] => distinct(values).map((v) => ({ value: `${prefix}${v}`, label: String(v) }));

// ---------------------------------------------------------------- the decisions

function BidForm({ ctx, behind }: { ctx: Ctx; behind: number[] }) {
  const options = valueOptions(behind);
  return (
    <ActionForm ctx={ctx} type="bid" kind="bid-form" button="Bid these 2 brokers">
      <fieldset class="pair">
        <legend>Your bid (behind your screen: {behind.join(', ')})</legend>
        <Select name="broker1" label="1st broker" options={options} selected={String(behind[0])} />
        <Select name="broker2" label="2nd broker" options={options} selected={String(behind[1] ?? behind[0])} />
      </fieldset>
    </ActionForm>
  );
}

function PlacementFields({ n, p, defaultSpot, defaultValue }: {
  n: 1 | 2; p: Extract<Prompt, { kind: 'place' }>; defaultSpot: Spot | undefined; defaultValue: number | undefined;
}) {
  const behindOptions = valueOptions(p.behind);
  const frontOptions = p.fromFront ? distinct(p.front).map((v) => ({ value: `front:${v}`, label: `${v} from your front` })) : [];
  return (
    <fieldset class="placement">
      <legend>{ordinal(n)} broker</legend>
      <label class="field">
        <span class="field-label">Broker</span>
        <select name={`p${n}Broker`}>
          <optgroup label="Behind your screen">
            {behindOptions.map((o) => <option value={o.value} selected={o.value === String(defaultValue)}>{o.label}</option>)}
          </optgroup>
          {frontOptions.length ? <optgroup label="From your front (Conjurer)">{frontOptions.map((o) => <option value={o.value}>{o.label}</option>)}</optgroup> : null}
        </select>
      </label>
      {p.fromFront && frontOptions.length ? (
        <Select name={`p${n}Refill`} label="If from your front: refill it from behind with" options={behindOptions} selected={String(defaultValue)} />
      ) : null}
      {p.anyFaces ? (
        <Radios name={`p${n}Face`} legend="Face (Cardinal: any mix)" checked={n === 1 ? 'up' : 'down'}
          options={[{ value: 'up', label: 'Face up' }, { value: 'down', label: 'Face down' }]} />
      ) : null}
      <SpotSelect name={`p${n}Spot`} label="Place" spots={p.spots} selected={defaultSpot} />
    </fieldset>
  );
}

function PlaceForms({ ctx, p }: { ctx: Ctx; p: Extract<Prompt, { kind: 'place' }> }) {
  const first = p.spots[0];
  // A city area takes any number of brokers, a market square one: the second default must differ from a market first.
  const second = first && 'neighborhood' in first ? first : p.spots[1] ?? first;
  return (
    <>
      <ActionForm ctx={ctx} type="place" kind="place-form" button="Place">
        <PlacementFields n={1} p={p} defaultSpot={first} defaultValue={p.behind[0]} />
        <PlacementFields n={2} p={p} defaultSpot={second} defaultValue={p.behind[1] ?? p.behind[0]} />
        {p.anyFaces ? null : (
          <Radios name="faces" legend="Faces" checked="up-down" options={[
            { value: 'up-down', label: '1st face up, 2nd face down' },
            { value: 'down-up', label: '1st face down, 2nd face up' },
          ]} />
        )}
        {p.neutral ? (
          <SpotSelect name="neutralSpot" label="Neutral broker (face down, drawn at random)" spots={p.spots} selected={second} />
        ) : null}
      </ActionForm>
      {p.cards.includes('queen') ? <CardForms ctx={ctx} card="queen" placed={[]} choices={p.choices} /> : null}
    </>
  );
}

function gemWords(gems: Gem[]) {
  return gems.map(colourName).join(' + ');
}

function TakeGemsForms({ ctx, p }: { ctx: Ctx; p: Extract<Prompt, { kind: 'takeGems' }> }) {
  return (
    <div class="choices">
      {p.choices.map((choice) => (
        <ActionForm ctx={ctx} type="takeGems" hidden={{ gems: choice.join(',') }} kind={`choice-form take-gems${choice.includes('white') ? ' with-white' : ''}`}
          button={<>{choice.map((g) => <GemDot gem={g} />)} Take {gemWords(choice)}</>}>
          {choice.includes('white') ? <Select name="as" label="The white gem becomes" options={colourOptions()} selected={COLOURS[0]} /> : null}
        </ActionForm>
      ))}
    </div>
  );
}

function ChooseColourForms({ ctx, colours }: { ctx: Ctx; colours: Colour[] }) {
  return (
    <div class="choices">
      {colours.map((c) => (
        <ActionForm ctx={ctx} type="chooseColour" hidden={{ colour: c }} kind="choice-form choose-colour"
          button={<><GemDot gem={c} /> Take {c}</>} />
      ))}
    </div>
  );
}

/** R7.5: only the moves that change a quotation are offered (the prompt's `up` and `down`). */
function MoveQuotationForms({ ctx, up, down }: { ctx: Ctx; up: Colour[]; down: Colour[] }) {
  const q = ctx.view.quotation;
  return (
    <div class="choices quotation-choices">
      {COLOURS.filter((c) => up.includes(c) || down.includes(c)).map((c) => (
        <div class="quotation-row">
          {([1, -1] as const).filter((step) => (step > 0 ? up : down).includes(c)).map((step) => (
            <ActionForm ctx={ctx} type="moveQuotation" hidden={{ colour: c, step: String(step) }} kind="choice-form move-quotation"
              button={<><GemDot gem={c} /> {colourName(c)} {step > 0 ? 'up' : 'down'} <span class="quote-change">{q[c]} → {q[c] + step}</span></>} />
          ))}
        </div>
      ))}
    </div>
  );
}

function OrderColumnsForm({ ctx, columns }: { ctx: Ctx; columns: Colour[] }) {
  return (
    <ActionForm ctx={ctx} type="orderColumns" kind="order-columns-form" button="Order the columns">
      <fieldset class="order">
        <legend>Tied columns, best first</legend>
        {columns.map((c, k) => <Select name={`column${k + 1}`} label={ordinal(k + 1)} options={colourOptions(columns)} selected={c} />)}
      </fieldset>
    </ActionForm>
  );
}

function ThroneForms({ ctx, front }: { ctx: Ctx; front: number[] }) {
  return (
    <div class="choices">
      {distinct(front).map((v) => (
        <ActionForm ctx={ctx} type="throne" hidden={{ value: String(v) }} kind="choice-form throne" button={`Put the ${v} in the throne room`} />
      ))}
    </div>
  );
}

function ChooseOrderForms({ ctx, positions }: { ctx: Ctx; positions: number[] }) {
  return (
    <div class="choices">
      {positions.map((pos) => (
        <ActionForm ctx={ctx} type="chooseOrder" hidden={{ position: String(pos) }} kind="choice-form choose-order" button={`Position ${pos}`} />
      ))}
    </div>
  );
}

// ---------------------------------------------------------------- character cards (R9)

const CARD_HELP: Record<Playable, string> = {
  captain: 'Swap the ships of two ports.',
  cardinal: 'This turn, place your brokers face up or face down in any mix.',
  spy: 'This placement, look at up to 3 face-down brokers of other players.',
  conjurer: 'This placement, brokers you place may come from your front; one from behind takes its place there.',
  queen: 'Close one city area for the rest of the turn.',
  magician: 'Swap two of your brokers standing in two different places.',
  mercenary: 'One of the two brokers you just placed is worth 5 at this counting.',
  herald: 'Move one of your brokers to another place.',
  merchant: 'Every commerce majority scores 5 VP at this counting.',
  intriguer: 'You win every tie you are in at this counting.',
  alchemist: 'Exchange one of your coloured gems for another colour, or keep them.',
  banker: 'Move one quotation up a step and another down a step.',
  jeweler: 'Take 2 coloured gems of your choice.',
};

/** One card's forms, with exactly the arguments the engine offers for it now (the prompt's `choices`). */
function CardForms({ ctx, card, placed, choices }: { ctx: Ctx; card: Playable; placed: BrokerRef[]; choices: CardChoices }) {
  const { view } = ctx;
  const play = (kind: string, button: string, children?: Child) => (
    <ActionForm ctx={ctx} type="playCard" hidden={{ card }} kind={`card-form card-${card} ${kind}`} button={button}>{children}</ActionForm>
  );
  const refOptions = (refs: BrokerRef[]) => refs.map((ref) => ({ value: refCode(ref), label: brokerLabel(view, ref) }));
  let body: Child;
  switch (card) {
    case 'captain': {
      const hoods = (choices.captain?.neighborhoods ?? []).map((n) => {
        const gems = view.city[n - 1]?.portGems ?? [];
        return { value: String(n), label: `Neighborhood ${n}${gems.length ? `: ${gems.join(', ')}` : ''}` };
      });
      body = play('', 'Play the Captain', <fieldset class="pair"><legend>Ports to swap</legend>
        <Select name="neighborhood1" label="1st port" options={hoods} selected={hoods[0]?.value} />
        <Select name="neighborhood2" label="2nd port" options={hoods} selected={hoods[1]?.value} />
      </fieldset>);
      break;
    }
    case 'queen':
      body = play('', 'Play the Queen', <SpotSelect name="spot" label="Area to close" spots={choices.queen?.spots ?? []} />);
      break;
    case 'magician': {
      const brokers = choices.magician?.brokers ?? [];
      const a = brokers[0];
      const b = brokers.find((r) => a && placeKey(r) !== placeKey(a));
      body = play('', 'Play the Magician', <fieldset class="pair"><legend>Your brokers to swap</legend>
        <Select name="swap1" label="1st broker" options={refOptions(brokers)} selected={a && refCode(a)} />
        <Select name="swap2" label="2nd broker" options={refOptions(brokers)} selected={b && refCode(b)} />
      </fieldset>);
      break;
    }
    case 'mercenary':
      body = play('', 'Play the Mercenary', <Radios name="placement" legend="Broker to mark (worth 5)" checked="0"
        options={(choices.mercenary?.placement ?? []).map((i) => ({ value: String(i), label: `${ordinal(i + 1)} placed: ${brokerLabel(view, placed[i]!)}` }))} />);
      break;
    case 'herald':
      body = play('', 'Play the Herald', <fieldset class="pair"><legend>Move one of your brokers</legend>
        <Select name="from" label="Broker" options={refOptions(choices.herald?.from ?? [])} />
        <SpotSelect name="to" label="To" spots={choices.herald?.to ?? []} />
      </fieldset>);
      break;
    case 'alchemist': {
      const held = choices.alchemist?.give ?? [];
      const take = choices.alchemist?.take ?? [];
      body = <>
        {held.length ? play('alchemist-exchange', 'Exchange', <fieldset class="pair"><legend>Exchange a gem</legend>
          <Select name="give" label="Give" options={colourOptions(held)} selected={held[0]} />
          <Select name="take" label="Take" options={colourOptions(take)} selected={take.find((c) => c !== held[0])} />
        </fieldset>) : null}
        {play('alchemist-keep', 'Play the Alchemist, keep my gems')}
      </>;
      break;
    }
    case 'banker':
      body = play('', 'Play the Banker', <fieldset class="pair"><legend>Quotations</legend>
        <Select name="up" label="Up one step" options={colourOptions(choices.banker?.up)} selected={choices.banker?.up[0]} />
        <Select name="down" label="Down one step" options={colourOptions(choices.banker?.down)} selected={choices.banker?.down.find((c) => c !== choices.banker?.up[0])} />
      </fieldset>);
      break;
    case 'jeweler':
      body = play('', 'Play the Jeweler', <fieldset class="pair"><legend>Gems to take</legend>
        <Select name="gem1" label="1st gem" options={colourOptions(choices.jeweler?.colours)} />
        <Select name="gem2" label="2nd gem" options={colourOptions(choices.jeweler?.colours)} />
      </fieldset>);
      break;
    default:
      body = play('', `Play the ${cardName(card)}`);
  }
  return (
    <section class={`card-offer card-offer-${card}`} aria-label={`The ${cardName(card)}`}>
      <p class="card-help"><strong>{cardName(card)}</strong> — {CARD_HELP[card]}</p>
      {body}
    </section>
  );
}

function PlayCardsForms({ ctx, p }: { ctx: Ctx; p: Extract<Prompt, { kind: 'playCards' }> }) {
  const playable = p.cards.filter((c): c is Playable => c !== 'prince' && c !== 'king');
  return (
    <div class="cards">
      {playable.map((card) => <CardForms ctx={ctx} card={card} placed={p.placed} choices={p.choices} />)}
      <ActionForm ctx={ctx} type="pass" kind="pass-form" button="Pass (play no card now)" />
    </div>
  );
}

// ---------------------------------------------------------------- the Spy (R9)

/** What the seat's Spy saw, and with looks left (and a page that may act), the form for the next look. */
function SpyPanel({ view, ctx }: { view: View; ctx: Ctx | null }) {
  const findings = view.spyFindings;
  const allowed = new Set(view.spyTargets.map(refCode));
  const targets = boardRefs(view).filter(({ ref }) => allowed.has(refCode(ref)));
  const left = 3 - findings.length;
  return (
    <section class="spy" aria-label="Your Spy">
      <h3>Your Spy: {left} look{left === 1 ? '' : 's'} left</h3>
      {findings.length ? (
        <ul class="spy-findings">
          {findings.map((f) => <li><SeatDot who={f.owner} /> A {f.value} — {whoName(view, f.owner)}, {placeLabel(f.target)}</li>)}
        </ul>
      ) : null}
      {!ctx || left <= 0 ? null : targets.length ? (
        <ActionForm ctx={ctx} type="peek" kind="peek-form" button="Look">
          <Select name="target" label="Face-down broker to look at" options={targets.map(({ ref, broker }) => ({
            value: refCode(ref), label: `${whoName(view, broker.owner)} · ${placeLabel(ref)}${ref.spot !== 'throne' && 'row' in ref.spot ? '' : ` (#${ref.index + 1})`}`,
          }))} />
        </ActionForm>
      ) : <p class="spy-none">No face-down broker of another player to look at yet.</p>}
    </section>
  );
}

// ---------------------------------------------------------------- the panel

function Decision({ ctx, p }: { ctx: Ctx; p: Prompt }) {
  switch (p.kind) {
    case 'wait': case 'over': return null;
    case 'bid': return <BidForm ctx={ctx} behind={p.behind} />;
    case 'chooseOrder': return <ChooseOrderForms ctx={ctx} positions={p.positions} />;
    case 'place': return <PlaceForms ctx={ctx} p={p} />;
    case 'takeGems': return <TakeGemsForms ctx={ctx} p={p} />;
    case 'chooseColour': return <ChooseColourForms ctx={ctx} colours={p.colours} />;
    case 'orderColumns': return <OrderColumnsForm ctx={ctx} columns={p.columns} />;
    case 'moveQuotation': return <MoveQuotationForms ctx={ctx} up={p.up} down={p.down} />;
    case 'playCards': return <PlayCardsForms ctx={ctx} p={p} />;
    case 'throne': return <ThroneForms ctx={ctx} front={p.front} />;
  }
}

export function PromptPanel({ view, links, flash }: { view: View; links: Links; flash?: Flash }): JSX.Element {
  const p = view.prompt;
  const ctx: Ctx | null = links.actions !== null && view.seat !== null ? { view, actions: links.actions } : null;
  // R9 Spy: a look may be taken at any moment of the placement phase, even while others play.
  const spy = view.seat !== null && view.phase === 'placement' && view.effects.spy.includes(view.seat);
  return (
    <div class={`prompt-panel prompt-${p.kind}`}>
      <div class="prompt-head">
        <h2 class="prompt-text">{p.text}</h2>
        {flash ? (
          <p class="flash" role="alert">
            {flash.message}{flash.rule ? <> <span class="rule">({flash.rule})</span></> : null}
          </p>
        ) : null}
      </div>
      {ctx ? <Decision ctx={ctx} p={p} /> : null}
      {spy || view.spyFindings.length ? <SpyPanel view={view} ctx={spy ? ctx : null} /> : null}
    </div>
  );
}
