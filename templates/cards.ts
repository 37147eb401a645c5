// A playable character card (R9) as the pages see it, one entry per card: its form's
// fields and what each field's value codes (the codec, read back by src/http/forms.ts),
// how those fields become the card's play, the form's markup drawn from the legal
// choices the engine offers (the prompt's `choices`; templates/prompt.ts puts it in the
// decision panel, src/client/placing.ts reads its data-* attributes), and its line in the log
// (log.ts). Its words are in the dictionaries; its rules in src/engine/cards/.
import type {
  BrokerRef,
  CardChoices,
  CitySpot,
  Colour,
  EventOf,
  KeptGem,
  Playable,
  PlayCard,
  Spot,
  View,
} from '../src/engine/index.ts';
import type { FormField } from '../src/views.ts';
import type { Dict } from './i18n/index.ts';
import { esc } from './html.ts';
import { refCode, spotCode } from './theme.ts';

// ---------------------------------------------------------------- the codec

/** What a field's value codes, each decoded by forms.ts: a number, `n2-port`, `n2-port:1`, a colour… */
export type Codec = 'number' | 'spot' | 'citySpot' | 'broker' | 'colour' | 'gem' | 'placement';
type Decoded = {
  number: number;
  spot: Spot;
  citySpot: CitySpot;
  broker: BrokerRef;
  colour: Colour;
  gem: KeptGem;
  placement: 0 | 1;
};
/** A form field: its codec, and how a refusal names it. `optional`: the form may leave it empty. */
export type Field = { codec: Codec; label: FormField; optional?: true };
type Values<F> = {
  [K in keyof F]: F[K] extends { codec: infer C extends Codec; optional: true }
    ? Decoded[C] | undefined
    : F[K] extends { codec: infer C extends Codec }
      ? Decoded[C]
      : never;
};
type ArgsOf<C extends Playable> = Omit<Extract<PlayCard, { card: C }>, 'type' | 'card'>;

const field = <C extends Codec>(codec: C, label: FormField) => ({ codec, label });
const optional = <C extends Codec>(codec: C, label: FormField) => ({ codec, label, optional: true as const });

// ---------------------------------------------------------------- the form's pieces

/** `short`: a place's short words, for src/client/placing.ts to say the move (data-short). */
export type Option = { value: string; label: string; short?: string };

/**
 * A choice made by a tap on the board (src/client/cardPicks.ts): `on`, the board element it is (a
 * place's spotCode, or a broker's refCode); `group`, what a field that must differ from
 * this one compares (a neighborhood, a place).
 */
export type Pick = Option & { on: string; group: string };

/**
 * What src/client/cardPicks.ts needs to make a field's choice by taps: what to tap (a broker or a
 * place), the sentence asking for it, the mark on the one tapped, and the field whose
 * choice's group this one must differ from (two places, two ports, a new place).
 */
export type Board = { kind: 'broker' | 'spot'; ask: string; mark: string; apart?: string };

/**
 * What a card's form is drawn with (templates/prompt.ts makes it for one card, one panel):
 * each field keeps what a refused form sent back.
 */
export type Kit = {
  t: Dict;
  view: View;
  /** After a placement: the two brokers just placed, in order. */
  placed: BrokerRef[];
  /** A plain form playing the card, `kind` its class, `children` markup. */
  play(kind: string, button: string, children?: string): string;
  /** A form whose fields are chosen by taps on the board, its plain fields the way without script. */
  onBoard(fields: string): string;
  pickSelect(name: string, label: string, board: Board, options: Pick[]): string;
  pickRadios(name: string, legend: string, board: Board, options: Pick[]): string;
  choose(name: string, label: string, options: Option[]): string;
  /** Brokers and places as board choices. */
  brokers(refs: readonly BrokerRef[]): Pick[];
  spots(list: readonly Spot[]): Pick[];
  /** Colours with their quotation now (R7.5); a black gem has none. */
  quoted(colours?: readonly (Colour | 'black')[]): Option[];
  /** "3 up · N2 port #1". */
  brokerLabel(ref: BrokerRef): string;
};

/** A broker's place on the board (none on the throne). */
const placeOf = (ref: BrokerRef): Spot[] => (ref.spot === 'throne' ? [] : [ref.spot]);

const pair = (legend: string, inner: string) =>
  `<fieldset class="pair"><legend>${esc(legend)}</legend>${inner}</fieldset>`;

// ---------------------------------------------------------------- one entry per card

/** A card's log sentences with their player set: the second person's as they are, the third's given a name. */
type Sentences = Dict['log']['playedYou'];
const named = (p: Dict['log']['played'], who: string): Sentences => ({
  captain: (a, b) => p.captain(who, a, b),
  cardinal: () => p.cardinal(who),
  spy: () => p.spy(who),
  conjurer: () => p.conjurer(who),
  queen: (spot) => p.queen(who, spot),
  magician: (a, b) => p.magician(who, a, b),
  mercenary: (at) => p.mercenary(who, at),
  herald: (from, to, vp) => p.herald(who, from, to, vp),
  merchant: () => p.merchant(who),
  intriguer: () => p.intriguer(who),
  alchemist: (give, take) => p.alchemist(who, give, take),
  alchemistKeeps: () => p.alchemistKeeps(who),
  banker: (up, down) => p.banker(who, up, down),
  jeweler: (a, b) => p.jeweler(who, a, b),
});

type Played<C extends Playable> = Extract<EventOf<'cardPlayed'>['play'], { card: C }>;
type ChoicesFor<C extends Playable> = C extends keyof CardChoices ? CardChoices[C] : undefined;

type CardPage<C extends Playable, F extends Record<string, Field>> = {
  /** The form's fields by name (the posted names). */
  fields: F;
  /** The card's arguments from its decoded fields (legality is the engine's). */
  args: (f: Values<F>) => ArgsOf<C>;
  /** The other way: the fields that say a play (a hint filled into the form). */
  values: (a: ArgsOf<C>) => Values<F>;
  /** The places a play names, to mark on the board (the analysis); `placed`: the brokers just placed. */
  marks?: (a: ArgsOf<C>, placed: readonly BrokerRef[]) => Spot[];
  /** The form's body; without one, a button playing the card. */
  form?: (k: Kit, choices: ChoicesFor<C>) => string;
  /** Gems change hands or values by it: its offer shows each player's gems (the majorities at stake, R8.2). */
  gems?: true;
  /**
   * Its log line, in sentences whose player is set (a name, or "you"): `at`, `vp`, what the effect said
   * (cards/card.ts's Said).
   */
  said: (p: Sentences, play: Played<C>, at: EventOf<'cardPlayed'>['at'], vp: number) => string;
};
const page = <C extends Playable, F extends Record<string, Field>>(_card: C, spec: CardPage<C, F>) => spec;

/** A card without arguments: a button, and its log line. */
const plain = <C extends Playable>(card: C, said: (p: Sentences) => string) =>
  page(card, { fields: {}, args: () => ({}) as ArgsOf<C>, values: () => ({}), said });

// In the order a refusal of an unknown card lists them.
const PAGES = {
  captain: page('captain', {
    fields: { neighborhood1: field('number', 'neighborhood1'), neighborhood2: field('number', 'neighborhood2') },
    args: (f) => ({ neighborhoods: [f.neighborhood1, f.neighborhood2] as [number, number] }),
    values: (a) => ({ neighborhood1: a.neighborhoods[0], neighborhood2: a.neighborhoods[1] }),
    marks: (a) => a.neighborhoods.map((n) => ({ neighborhood: n, area: 'port' as const })),
    form(k, choices) {
      const { t, view } = k;
      const w = t.prompt.card,
        b = t.prompt.pick,
        [first, second] = [t.prompt.tap.short.first, t.prompt.tap.short.second];
      const hoods = (choices?.neighborhoods ?? []).map(
        (n): Pick => ({
          value: String(n),
          label: w.captainHood(n, view.city[n - 1]?.portGems ?? []),
          on: spotCode({ neighborhood: n, area: 'port' }),
          group: String(n),
        }),
      );
      return k.onBoard(
        pair(
          w.captainLegend,
          k.pickSelect('neighborhood1', w.captainPort(1), { kind: 'spot', ask: b.port(1), mark: first }, hoods) +
            k.pickSelect(
              'neighborhood2',
              w.captainPort(2),
              { kind: 'spot', ask: b.port(2), mark: second, apart: 'neighborhood1' },
              hoods,
            ),
        ),
      );
    },
    said: (p, play) => p.captain(play.neighborhoods[0]!, play.neighborhoods[1]!),
  }),
  cardinal: plain('cardinal', (p) => p.cardinal()),
  spy: plain('spy', (p) => p.spy()),
  conjurer: plain('conjurer', (p) => p.conjurer()),
  merchant: plain('merchant', (p) => p.merchant()),
  intriguer: plain('intriguer', (p) => p.intriguer()),
  queen: page('queen', {
    fields: { spot: field('citySpot', 'queenArea') },
    args: (f) => ({ spot: f.spot }),
    values: (a) => ({ spot: a.spot }),
    marks: (a) => [a.spot],
    form: (k, choices) =>
      k.onBoard(
        k.pickSelect(
          'spot',
          k.t.prompt.card.queenArea,
          { kind: 'spot', ask: k.t.prompt.pick.area, mark: k.t.prompt.pick.mark },
          k.spots(choices?.spots ?? []),
        ),
      ),
    said: (p, play) => p.queen(play.spot),
  }),
  magician: page('magician', {
    fields: { swap1: field('broker', 'swap1'), swap2: field('broker', 'swap2') },
    args: (f) => ({ swap: [f.swap1, f.swap2] as [BrokerRef, BrokerRef] }),
    values: (a) => ({ swap1: a.swap[0], swap2: a.swap[1] }),
    marks: (a) => a.swap.flatMap(placeOf),
    form(k, choices) {
      const { t } = k;
      const w = t.prompt.card,
        b = t.prompt.pick,
        [first, second] = [t.prompt.tap.short.first, t.prompt.tap.short.second];
      const mine = k.brokers(choices?.brokers ?? []);
      return k.onBoard(
        pair(
          w.magicianLegend,
          k.pickSelect('swap1', w.nthBroker(1), { kind: 'broker', ask: b.swap(1), mark: first }, mine) +
            k.pickSelect(
              'swap2',
              w.nthBroker(2),
              { kind: 'broker', ask: b.swap(2), mark: second, apart: 'swap1' },
              mine,
            ),
        ),
      );
    },
    said: (p, play) => p.magician(play.swap[0]!.spot, play.swap[1]!.spot),
  }),
  mercenary: page('mercenary', {
    fields: { placement: field('placement', 'markBroker') },
    args: (f) => ({ placement: f.placement }),
    values: (a) => ({ placement: a.placement }),
    marks: (a, placed) => (placed[a.placement] ? placeOf(placed[a.placement]!) : []),
    form: (k, choices) =>
      k.onBoard(
        k.pickRadios(
          'placement',
          k.t.prompt.card.mercenaryLegend,
          { kind: 'broker', ask: k.t.prompt.pick.mercenary, mark: k.t.prompt.pick.mark },
          (choices?.placement ?? [])
            .filter((i) => k.placed[i])
            .map((i) => ({
              value: String(i),
              label: k.t.prompt.card.mercenaryPlaced(i + 1, k.brokerLabel(k.placed[i]!)),
              on: refCode(k.placed[i]!),
              group: String(i),
            })),
        ),
      ),
    said: (p, _play, at) => p.mercenary(at ?? null),
  }),
  herald: page('herald', {
    fields: { from: field('broker', 'moveBroker'), to: field('spot', 'newPlace') },
    args: (f) => ({ from: f.from, to: f.to }),
    values: (a) => ({ from: a.from, to: a.to }),
    marks: (a) => [...placeOf(a.from), a.to],
    form(k, choices) {
      const w = k.t.prompt.card,
        b = k.t.prompt.pick;
      return k.onBoard(
        pair(
          w.heraldLegend,
          k.pickSelect(
            'from',
            w.heraldFrom,
            { kind: 'broker', ask: b.heraldFrom, mark: b.markFrom },
            k.brokers(choices?.from ?? []),
          ) +
            k.pickSelect(
              'to',
              w.heraldTo,
              { kind: 'spot', ask: b.heraldTo, mark: b.markTo, apart: 'from' },
              k.spots(choices?.to ?? []),
            ),
        ),
      );
    },
    said: (p, play, _at, vp) => p.herald(play.from.spot, play.to, vp),
  }),
  alchemist: page('alchemist', {
    gems: true,
    // Either both or neither: the parser keeps what was sent, the engine says what is wrong with half an exchange.
    fields: { give: optional('gem', 'giveGem'), take: optional('colour', 'takeGem') },
    args: (f) => ({ ...(f.give ? { give: f.give } : {}), ...(f.take ? { take: f.take } : {}) }),
    values: (a) => ({ give: a.give, take: a.take }),
    form(k, choices) {
      const w = k.t.prompt.card;
      const held = choices?.give ?? [];
      return (
        (held.length
          ? k.play(
              'alchemist-exchange',
              w.alchemistExchange,
              pair(
                w.alchemistLegend,
                k.choose('give', w.alchemistGive, k.quoted(held)) +
                  k.choose('take', w.alchemistTake, k.quoted(choices?.take ?? [])),
              ),
            )
          : '') + k.play('alchemist-keep', w.alchemistKeep)
      );
    },
    said: (p, play) => (play.give && play.take ? p.alchemist(play.give, play.take) : p.alchemistKeeps()),
  }),
  banker: page('banker', {
    gems: true,
    fields: { up: field('colour', 'gemUp'), down: field('colour', 'gemDown') },
    args: (f) => ({ up: f.up, down: f.down }),
    values: (a) => ({ up: a.up, down: a.down }),
    form(k, choices) {
      const { t, view } = k;
      const w = t.prompt.card;
      // R9: what each choice does to its quotation, in figures ("5 → 6").
      const q = view.quotation;
      const moves = (colours: readonly Colour[] = [], step: 1 | -1): Option[] =>
        colours.map((c) => ({ value: c, label: t.prompt.quotedMove(c, q[c], q[c] + step) }));
      return k.play(
        '',
        w.play('banker'),
        pair(
          w.bankerLegend,
          k.choose('up', w.bankerUp, moves(choices?.up, 1)) + k.choose('down', w.bankerDown, moves(choices?.down, -1)),
        ),
      );
    },
    said: (p, play) => p.banker(play.up, play.down),
  }),
  jeweler: page('jeweler', {
    gems: true,
    fields: { gem1: field('colour', 'gem1'), gem2: field('colour', 'gem2') },
    args: (f) => ({ gems: [f.gem1, f.gem2] as [Colour, Colour] }),
    values: (a) => ({ gem1: a.gems[0], gem2: a.gems[1] }),
    form(k, choices) {
      const w = k.t.prompt.card;
      return k.play(
        '',
        w.play('jeweler'),
        pair(
          w.jewelerLegend,
          k.choose('gem1', w.nthGem(1), k.quoted(choices?.colours)) +
            k.choose('gem2', w.nthGem(2), k.quoted(choices?.colours)),
        ),
      );
    },
    said: (p, play) => p.jeweler(play.gems[0]!, play.gems[1]!),
  }),
} satisfies Record<Playable, unknown>;

/** An entry where its card is known only at run time (each is keyed by its own card). */
type AnyPage = {
  fields: Record<string, Field>;
  args: (f: Record<string, unknown>) => object;
  values: (a: object) => Record<string, unknown>;
  marks?: (a: object, placed: readonly BrokerRef[]) => Spot[];
  form?: (k: Kit, choices: unknown) => string;
  gems?: true;
  said: (p: Sentences, play: EventOf<'cardPlayed'>['play'], at: EventOf<'cardPlayed'>['at'], vp: number) => string;
};
const pageOf = (card: Playable) => PAGES[card] as unknown as AnyPage;

/** The cards with a form. */
export const CARD_PAGES = Object.keys(PAGES) as Playable[];
/** A card's form fields, and its play's arguments from their decoded values (forms.ts). */
export const cardFields = (card: Playable) => pageOf(card).fields;
export const cardArgs = (card: Playable, values: Record<string, unknown>) => pageOf(card).args(values);
/** A play's field values, the inverse of cardArgs (each still to be coded by its field's codec). */
export const cardValues = (play: PlayCard) => pageOf(play.card).values(play);
/** The places a play names on the board (none for a card of gems or quotations). */
export const cardMarks = (play: PlayCard, placed: readonly BrokerRef[]) =>
  pageOf(play.card).marks?.(play, placed) ?? [];
/** A card's form body, from its legal choices now. */
export const cardFormBody = (card: Playable, k: Kit, choices: CardChoices) =>
  pageOf(card).form?.(k, (choices as Record<string, unknown>)[card]) ?? k.play('', k.t.prompt.card.play(card));
/** Whether gems change hands or values by the card (its page says so): its offer shows who holds what. */
export const cardMovesGems = (card: Playable) => !!pageOf(card).gems;
/** A played card's log line (R9): `who`, the player's name; null, the reader ("you", log.ts's eventText). */
export const cardPlayedText = (t: Dict, who: string | null, { play, at, vp }: EventOf<'cardPlayed'>) =>
  pageOf(play.card).said(who === null ? t.log.playedYou : named(t.log.played, who), play, at, vp ?? 0);
