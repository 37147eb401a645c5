// Form fields (an HTML form post, or the same fields as JSON over a page's socket)
// into engine actions. Only the shape is checked here: legality is the engine's.
// The field names and value codes are those of templates/prompt.ts, a card's those of
// templates/cards.ts (its fields by codec, decoded here). A refusal is
// data (refusal.ts), carried in zod's messages and read back by `heard`.
import * as z from 'zod/mini';
import {
  AREAS,
  type Action,
  ActionSchema,
  type Area,
  COLOURS,
  type Colour,
  type Playable,
  type Spot,
} from '../engine/index.ts';
import { CARD_PAGES, type Codec, cardArgs, cardFields } from '../../templates/cards.ts';
import { heard } from './refusal.ts';
import { inZod, type FormField, type Refusal } from '../views.ts';

/** A field as a refusal names it: `n`, the place of a column field. */
type Label = { field: FormField; n?: number };
const label = (field: FormField, n?: number): Label => (n === undefined ? { field } : { field, n });

// ---------------------------------------------------------------- one field

/** A field sent once: a repeated field is a malformed form, not a choice to guess from. */
const single = (label: Label) =>
  z.pipe(
    // A select left on "Choose…" sends an empty value: the field is missing.
    z.transform((v: unknown) => {
      const one = Array.isArray(v) && v.length === 1 ? v[0] : v;
      return one === '' ? undefined : one;
    }),
    z.string({
      error: (issue) => inZod({ key: issue.input === undefined ? 'fieldMissing' : 'fieldRepeated', ...label }),
    }),
  );

/** `schema`'s value made into another by `f` (zod's `.transform`). */
const then = <S extends z.ZodMiniType, O>(schema: S, f: (value: z.output<S>, ctx: z.core.ParsePayload) => O) =>
  z.pipe(schema, z.transform(f));

/** Refuses the value a transform was given, with `message` (a refusal made by `inZod`, read back by `heard`). */
const refuse = (ctx: z.core.ParsePayload, message: string): never => {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
};

const wholeNumber = (label: Label) =>
  z.pipe(
    single(label),
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,3}$/, inZod({ key: 'fieldNotNumber', ...label }))),
      z.transform(Number),
    ),
  );

const oneOf = <T extends string>(label: Label, values: readonly [T, ...T[]]) =>
  z.pipe(
    single(label),
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine(
          (v) => (values as readonly string[]).includes(v),
          inZod({ key: 'fieldNotOneOf', ...label, values: [...values] }),
        ),
      ),
      z.transform((v) => v as T),
    ),
  );

const colour = (label: Label) => oneOf(label, COLOURS);

const SPOT_CODE = new RegExp(`^(?:n([1-4])-(${AREAS.join('|')})|r([1-3])-(${COLOURS.join('|')}))$`);

function decodeSpot(code: string): Spot | null {
  const m = SPOT_CODE.exec(code);
  if (!m) return null;
  if (m[1]) return { neighborhood: Number(m[1]), area: m[2] as Area };
  return { row: Number(m[3]), column: m[4] as Colour };
}

const spot = (label: Label) =>
  then(single(label), (v, ctx) => decodeSpot(v.trim()) ?? refuse(ctx, inZod({ key: 'fieldNotSpot', ...label })));

const citySpot = (label: Label) =>
  then(spot(label), (v, ctx) => ('neighborhood' in v ? v : refuse(ctx, inZod({ key: 'fieldNotCity', ...label }))));

/** A broker on the board: `n2-port:1`, `r3-red:0`, `throne:2`. */
const brokerRef = (label: Label) =>
  then(single(label), (v, ctx) => {
    const m = /^([a-z0-9-]+):(\d{1,2})$/.exec(v.trim());
    const where = m?.[1] === 'throne' ? 'throne' : m ? decodeSpot(m[1]!) : null;
    if (!m || !where) return refuse(ctx, inZod({ key: 'fieldNotBroker', ...label }));
    return { spot: where, index: Number(m[2]) };
  });

/** A broker to place: `3` from behind the screen, `front:3` from the front (Conjurer). */
const brokerChoice = (label: Label) =>
  then(single(label), (v, ctx) => {
    const m = /^(front:)?(\d)$/.exec(v.trim());
    if (!m) return refuse(ctx, inZod({ key: 'fieldNotBrokerValue', ...label }));
    return { value: Number(m[2]), fromFront: !!m[1] };
  });

// ---------------------------------------------------------------- one form per action

/** A field the form may leave empty (a select on "Choose…", a refill not needed). */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown) => (v === '' ? undefined : v)),
    z.optional(schema),
  );

const face = (label: Label) => then(oneOf(label, ['up', 'down']), (v) => v === 'up');

const PlaceForm = then(
  z.object({
    p1Broker: brokerChoice(label('broker1')),
    p1Spot: spot(label('place1')),
    p1Face: optional(face(label('face1'))),
    p1Refill: optional(wholeNumber(label('refill1'))),
    p2Broker: brokerChoice(label('broker2')),
    p2Spot: spot(label('place2')),
    p2Face: optional(face(label('face2'))),
    p2Refill: optional(wholeNumber(label('refill2'))),
    /** Without the Cardinal one choice fixes both faces, so the form cannot ask for two of a kind. */
    faces: optional(oneOf(label('faces'), ['up-down', 'down-up'])),
    neutralSpot: optional(spot(label('neutralPlace'))),
  }),
  (f, ctx) => {
    const faces =
      f.p1Face !== undefined && f.p2Face !== undefined
        ? [f.p1Face, f.p2Face]
        : f.faces
          ? [f.faces === 'up-down', f.faces === 'down-up']
          : null;
    if (!faces) return refuse(ctx, inZod({ key: 'sayFaceUp' }));
    const placement = (
      broker: { value: number; fromFront: boolean },
      to: Spot,
      faceUp: boolean,
      refill: number | undefined,
      nth: 1 | 2,
    ) => {
      if (!broker.fromFront) return { value: broker.value, faceUp, to };
      if (refill === undefined) {
        refuse(ctx, inZod({ key: 'refillFromFront', nth }));
        return null;
      }
      return { value: broker.value, faceUp, to, fromFront: true, refill };
    };
    const a = placement(f.p1Broker, f.p1Spot, faces[0]!, f.p1Refill, 1);
    const b = placement(f.p2Broker, f.p2Spot, faces[1]!, f.p2Refill, 2);
    if (!a || !b) return z.NEVER;
    return { type: 'place', placements: [a, b], ...(f.neutralSpot ? { neutral: f.neutralSpot } : {}) };
  },
);

const TakeGemsForm = then(
  z.object({
    gems: z.pipe(
      single(label('gems')),
      z.string().check(z.trim(), z.regex(/^[a-z]+(,[a-z]+)?$/, inZod({ key: 'gemsFormat' }))),
    ),
    as: z.optional(colour(label('whiteColour'))),
  }),
  (f, ctx) => {
    const gems = f.gems.split(',');
    if (gems.includes('white') && !f.as) return refuse(ctx, inZod({ key: 'whiteColourMissing' }));
    return { type: 'takeGems', gems: gems.map((gem) => (gem === 'white' ? { gem, as: f.as } : { gem })) };
  },
);

const OrderColumnsForm = then(z.record(z.string(), z.unknown()), (f, ctx) => {
  const columns: string[] = [];
  for (let k = 1; k <= COLOURS.length; k++) {
    const parsed = z.optional(colour(label('column', k))).safeParse(f[`column${k}`]);
    if (!parsed.success) return refuse(ctx, parsed.error.issues[0]!.message);
    if (parsed.data === undefined) break;
    columns.push(parsed.data);
  }
  if (new Set(columns).size !== columns.length) return refuse(ctx, inZod({ key: 'columnsTwice' }));
  return { type: 'orderColumns', columns };
});

/** Each codec's decoder (templates/cards.ts names a card's fields by codec). */
const DECODERS: Record<Codec, (label: Label) => z.ZodMiniType> = {
  number: wholeNumber,
  spot,
  citySpot,
  broker: brokerRef,
  colour,
  gem: (l) => oneOf(l, [...COLOURS, 'black']),
  placement: (l) => then(oneOf(l, ['0', '1']), Number),
};

/** A card's form, built from its fields' codecs: its arguments, or the first field's refusal. */
const cardForm = (card: Playable) =>
  then(
    z.object(
      Object.fromEntries(
        Object.entries(cardFields(card)).map(([name, f]) => {
          const decoder = DECODERS[f.codec](label(f.label));
          return [name, f.optional ? z.optional(decoder) : decoder];
        }),
      ),
    ),
    (values) => cardArgs(card, values),
  );
const CARD_FORMS = Object.fromEntries(CARD_PAGES.map((card) => [card, cardForm(card)]));

const PlayCardForm = then(
  z.looseObject({ card: oneOf(label('card'), CARD_PAGES as [Playable, ...Playable[]]) }),
  (f, ctx) => {
    const args = CARD_FORMS[f.card]!.safeParse(f);
    if (!args.success) return refuse(ctx, args.error.issues[0]!.message);
    return { type: 'playCard', card: f.card, ...args.data };
  },
);

// Every action a player makes has its form; the stand-in is the clock's, never a player's.
const FORMS: Record<Exclude<Action['type'], 'standIn'>, z.ZodMiniType<object>> = {
  // The form offers each pair held as one choice (R5.1), "3,4": never a pair the player lacks.
  bid: then(
    z.object({
      brokers: z.pipe(
        single(label('bid')),
        z.string().check(z.trim(), z.regex(/^\d,\d$/, inZod({ key: 'bidFormat' }))),
      ),
    }),
    (f) => ({ type: 'bid', brokers: f.brokers.split(',').map(Number) }),
  ),
  chooseOrder: then(z.object({ position: wholeNumber(label('position')) }), (f) => ({
    type: 'chooseOrder',
    position: f.position,
  })),
  place: PlaceForm,
  takeGems: TakeGemsForm,
  chooseColour: then(z.object({ colour: colour(label('colour')) }), (f) => ({
    type: 'chooseColour',
    colour: f.colour,
  })),
  orderColumns: OrderColumnsForm,
  moveQuotation: then(
    z.object({ colour: colour(label('colour')), step: oneOf(label('direction'), ['1', '-1']) }),
    (f) => ({ type: 'moveQuotation', colour: f.colour, step: Number(f.step) }),
  ),
  throne: then(z.object({ value: wholeNumber(label('throneBroker')) }), (f) => ({ type: 'throne', value: f.value })),
  pass: then(z.object({}), () => ({ type: 'pass' })),
  peek: then(z.object({ target: brokerRef(label('peekBroker')) }), (f) => ({ type: 'peek', target: f.target })),
  playCard: PlayCardForm,
};
const ACTION_TYPES = Object.keys(FORMS) as [keyof typeof FORMS, ...(keyof typeof FORMS)[]];

const HeadSchema = z.object({
  type: oneOf(label('action'), ACTION_TYPES),
  version: z.optional(wholeNumber(label('version'))),
});

/** Why a form could not be read: its field's refusal (each says "That form could not be read: …"), or that alone. */
const firstIssue = (error: z.core.$ZodError): Refusal => heard(error.issues[0]) ?? { key: 'formUnreadable' };

export function parseActionForm(
  fields: Record<string, string | string[]>,
): { ok: true; action: Action; version?: number } | { ok: false; refusal: Refusal } {
  try {
    const head = HeadSchema.safeParse(fields);
    if (!head.success) return { ok: false, refusal: firstIssue(head.error) };
    const body = FORMS[head.data.type].safeParse(fields);
    if (!body.success) return { ok: false, refusal: firstIssue(body.error) };
    const action = ActionSchema.safeParse(body.data);
    if (!action.success) {
      const issue = action.error.issues[0];
      return {
        ok: false,
        refusal: { key: 'formNotAction', ...(issue ? { path: issue.path.join('.') || 'action' } : {}) },
      };
    }
    return {
      ok: true,
      action: action.data,
      ...(head.data.version !== undefined ? { version: head.data.version } : {}),
    };
  } catch {
    // A parser must answer, never throw: the fields come from anyone.
    return { ok: false, refusal: { key: 'formUnreadable' } };
  }
}
