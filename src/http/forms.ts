// Form fields (an HTML form post, or the same fields as JSON over a page's socket)
// into engine actions. Only the shape is checked here: legality is the engine's.
// The field names and value codes are those of templates/prompt.ts, a card's those of
// templates/cards.ts (its fields by codec, decoded here). A refusal is
// data (refusal.ts), carried in zod's messages and read back by `heard`.
import { z } from 'zod';
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
  z.preprocess(
    // A select left on "Choose…" sends an empty value: the field is missing.
    (v) => {
      const one = Array.isArray(v) && v.length === 1 ? v[0] : v;
      return one === '' ? undefined : one;
    },
    z.string({
      error: (issue) => inZod({ key: issue.input === undefined ? 'fieldMissing' : 'fieldRepeated', ...label }),
    }),
  );

const wholeNumber = (label: Label) =>
  single(label).pipe(
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, inZod({ key: 'fieldNotNumber', ...label }))
      .transform(Number),
  );

const oneOf = <T extends string>(label: Label, values: readonly [T, ...T[]]) =>
  single(label).pipe(
    z
      .string()
      .trim()
      .refine(
        (v): v is T => (values as readonly string[]).includes(v),
        inZod({ key: 'fieldNotOneOf', ...label, values: [...values] }),
      )
      .transform((v) => v as T),
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
  single(label).transform((v, ctx) => {
    const decoded = decodeSpot(v.trim());
    if (!decoded) {
      ctx.addIssue({ code: 'custom', message: inZod({ key: 'fieldNotSpot', ...label }) });
      return z.NEVER;
    }
    return decoded;
  });

const citySpot = (label: Label) =>
  spot(label).transform((v, ctx) => {
    if (!('neighborhood' in v)) {
      ctx.addIssue({ code: 'custom', message: inZod({ key: 'fieldNotCity', ...label }) });
      return z.NEVER;
    }
    return v;
  });

/** A broker on the board: `n2-port:1`, `r3-red:0`, `throne:2`. */
const brokerRef = (label: Label) =>
  single(label).transform((v, ctx) => {
    const m = /^([a-z0-9-]+):(\d{1,2})$/.exec(v.trim());
    const where = m?.[1] === 'throne' ? 'throne' : m ? decodeSpot(m[1]!) : null;
    if (!m || !where) {
      ctx.addIssue({ code: 'custom', message: inZod({ key: 'fieldNotBroker', ...label }) });
      return z.NEVER;
    }
    return { spot: where, index: Number(m[2]) };
  });

/** A broker to place: `3` from behind the screen, `front:3` from the front (Conjurer). */
const brokerChoice = (label: Label) =>
  single(label).transform((v, ctx) => {
    const m = /^(front:)?(\d)$/.exec(v.trim());
    if (!m) {
      ctx.addIssue({ code: 'custom', message: inZod({ key: 'fieldNotBrokerValue', ...label }) });
      return z.NEVER;
    }
    return { value: Number(m[2]), fromFront: !!m[1] };
  });

// ---------------------------------------------------------------- one form per action

/** A field the form may leave empty (a select on "Choose…", a refill not needed). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const face = (label: Label) => oneOf(label, ['up', 'down']).transform((v) => v === 'up');

const PlaceForm = z
  .object({
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
  })
  .transform((f, ctx) => {
    const faces =
      f.p1Face !== undefined && f.p2Face !== undefined
        ? [f.p1Face, f.p2Face]
        : f.faces
          ? [f.faces === 'up-down', f.faces === 'down-up']
          : null;
    if (!faces) {
      ctx.addIssue({ code: 'custom', message: inZod({ key: 'sayFaceUp' }) });
      return z.NEVER;
    }
    const placement = (
      broker: { value: number; fromFront: boolean },
      to: Spot,
      faceUp: boolean,
      refill: number | undefined,
      nth: 1 | 2,
    ) => {
      if (!broker.fromFront) return { value: broker.value, faceUp, to };
      if (refill === undefined) {
        ctx.addIssue({ code: 'custom', message: inZod({ key: 'refillFromFront', nth }) });
        return null;
      }
      return { value: broker.value, faceUp, to, fromFront: true, refill };
    };
    const a = placement(f.p1Broker, f.p1Spot, faces[0]!, f.p1Refill, 1);
    const b = placement(f.p2Broker, f.p2Spot, faces[1]!, f.p2Refill, 2);
    if (!a || !b) return z.NEVER;
    return { type: 'place', placements: [a, b], ...(f.neutralSpot ? { neutral: f.neutralSpot } : {}) };
  });

const TakeGemsForm = z
  .object({
    gems: single(label('gems')).pipe(
      z
        .string()
        .trim()
        .regex(/^[a-z]+(,[a-z]+)?$/, inZod({ key: 'gemsFormat' })),
    ),
    as: colour(label('whiteColour')).optional(),
  })
  .transform((f, ctx) => {
    const gems = f.gems.split(',');
    if (gems.includes('white') && !f.as) {
      ctx.addIssue({ code: 'custom', message: inZod({ key: 'whiteColourMissing' }) });
      return z.NEVER;
    }
    return { type: 'takeGems', gems: gems.map((gem) => (gem === 'white' ? { gem, as: f.as } : { gem })) };
  });

const OrderColumnsForm = z.record(z.string(), z.unknown()).transform((f, ctx) => {
  const columns: string[] = [];
  for (let k = 1; k <= COLOURS.length; k++) {
    const parsed = colour(label('column', k)).optional().safeParse(f[`column${k}`]);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    if (parsed.data === undefined) break;
    columns.push(parsed.data);
  }
  if (new Set(columns).size !== columns.length) {
    ctx.addIssue({ code: 'custom', message: inZod({ key: 'columnsTwice' }) });
    return z.NEVER;
  }
  return { type: 'orderColumns', columns };
});

/** Each codec's decoder (templates/cards.ts names a card's fields by codec). */
const DECODERS: Record<Codec, (label: Label) => z.ZodType> = {
  number: wholeNumber,
  spot,
  citySpot,
  broker: brokerRef,
  colour,
  gem: (l) => oneOf(l, [...COLOURS, 'black']),
  placement: (l) => oneOf(l, ['0', '1']).transform(Number),
};

/** A card's form, built from its fields' codecs: its arguments, or the first field's refusal. */
const cardForm = (card: Playable) =>
  z
    .object(
      Object.fromEntries(
        Object.entries(cardFields(card)).map(([name, f]) => {
          const decoder = DECODERS[f.codec](label(f.label));
          return [name, f.optional ? decoder.optional() : decoder];
        }),
      ),
    )
    .transform((values) => cardArgs(card, values));
const CARD_FORMS = Object.fromEntries(CARD_PAGES.map((card) => [card, cardForm(card)]));

const PlayCardForm = z
  .looseObject({ card: oneOf(label('card'), CARD_PAGES as [Playable, ...Playable[]]) })
  .transform((f, ctx) => {
    const args = CARD_FORMS[f.card]!.safeParse(f);
    if (!args.success) {
      ctx.addIssue({ code: 'custom', message: args.error.issues[0]!.message });
      return z.NEVER;
    }
    return { type: 'playCard', card: f.card, ...args.data };
  });

// Every action a player makes has its form; the stand-in is the clock's, never a player's.
const FORMS: Record<Exclude<Action['type'], 'standIn'>, z.ZodType<object>> = {
  // The form offers each pair held as one choice (R5.1), "3,4": never a pair the player lacks.
  bid: z
    .object({
      brokers: single(label('bid')).pipe(
        z
          .string()
          .trim()
          .regex(/^\d,\d$/, inZod({ key: 'bidFormat' })),
      ),
    })
    .transform((f) => ({ type: 'bid', brokers: f.brokers.split(',').map(Number) })),
  chooseOrder: z
    .object({ position: wholeNumber(label('position')) })
    .transform((f) => ({ type: 'chooseOrder', position: f.position })),
  place: PlaceForm,
  takeGems: TakeGemsForm,
  chooseColour: z
    .object({ colour: colour(label('colour')) })
    .transform((f) => ({ type: 'chooseColour', colour: f.colour })),
  orderColumns: OrderColumnsForm,
  moveQuotation: z
    .object({ colour: colour(label('colour')), step: oneOf(label('direction'), ['1', '-1']) })
    .transform((f) => ({ type: 'moveQuotation', colour: f.colour, step: Number(f.step) })),
  throne: z
    .object({ value: wholeNumber(label('throneBroker')) })
    .transform((f) => ({ type: 'throne', value: f.value })),
  pass: z.object({}).transform(() => ({ type: 'pass' })),
  peek: z.object({ target: brokerRef(label('peekBroker')) }).transform((f) => ({ type: 'peek', target: f.target })),
  playCard: PlayCardForm,
};
const ACTION_TYPES = Object.keys(FORMS) as [keyof typeof FORMS, ...(keyof typeof FORMS)[]];

const HeadSchema = z.object({
  type: oneOf(label('action'), ACTION_TYPES),
  version: wholeNumber(label('version')).optional(),
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
