// The actions a seat may take, as zod schemas (the JSON API's and the forms' target): the
// placement, the other decisions, and the character cards' plays, whose shapes each card's
// module holds (cards/).
import * as z from 'zod/mini';
import { BrokerRefSchema, BrokerValueSchema, ColourSchema, GemSchema, SpotSchema } from './schema.ts';
import { PlayCardSchema } from './cards/index.ts';

const placementSchema = z.strictObject({
  value: BrokerValueSchema,
  faceUp: z.boolean(),
  to: SpotSchema,
  /** Conjurer (R9): this broker comes from the front, and `refill` (from behind) takes its place there. */
  fromFront: z.optional(z.boolean()),
  refill: z.optional(BrokerValueSchema),
});
export type Placement = z.infer<typeof placementSchema>;

const ActionUnion = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bid'), brokers: z.tuple([BrokerValueSchema, BrokerValueSchema]) }),
  z.strictObject({ type: z.literal('chooseOrder'), position: z.int().check(z.minimum(1), z.maximum(4)) }),
  z.strictObject({
    type: z.literal('place'),
    placements: z.tuple([placementSchema, placementSchema]),
    neutral: z.optional(SpotSchema),
  }),
  z.strictObject({
    type: z.literal('takeGems'),
    gems: z
      .array(z.strictObject({ gem: GemSchema, as: z.optional(ColourSchema) }))
      .check(z.minLength(1), z.maxLength(2)),
  }),
  z.strictObject({ type: z.literal('chooseColour'), colour: ColourSchema }),
  z.strictObject({
    type: z.literal('orderColumns'),
    columns: z.array(ColourSchema).check(z.minLength(2), z.maxLength(4)),
  }),
  z.strictObject({
    type: z.literal('moveQuotation'),
    colour: ColourSchema,
    step: z.union([z.literal(1), z.literal(-1)]),
  }),
  PlayCardSchema,
  z.strictObject({ type: z.literal('peek'), target: BrokerRefSchema }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('throne'), value: BrokerValueSchema }),
  /**
   * The room, never a player: a stand-in decides for a seat, because its time ran out
   * or because the host handed the seat to the stand-in.
   */
  z.strictObject({
    type: z.literal('standIn'),
    reason: z._default(z.enum(['time', 'host']), 'time'),
    /**
     * What the stand-in decided, chosen by the room's bot from the seat's own view
     * (src/bots): stored with the action, so a replay plays it again. Absent (games
     * stored before the bot): the engine draws a random legal decision.
     */
    decision: z.optional(z.record(z.string(), z.unknown())),
  }),
]);

/**
 * The API's first spellings, kept as aliases (the JSON API is a contract: it changes only by
 * extending): `chooseColor { color }` and `moveQuotation { gem }` read as the one
 * spelling used everywhere else, `colour`.
 */
function canonicalSpelling(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  // Every action is parsed through here: only the two aliased types are taken apart and copied.
  const aliased = (input as { type?: unknown }).type;
  if (aliased !== 'chooseColor' && aliased !== 'moveQuotation') return input;
  const { type, color, gem, ...rest } = input as Record<string, unknown>;
  if (type === 'chooseColor' && color !== undefined && !('colour' in rest))
    return { type: 'chooseColour', colour: color, ...rest };
  if (type === 'moveQuotation' && gem !== undefined && !('colour' in rest)) return { type, colour: gem, ...rest };
  return input;
}

export const ActionSchema = z.pipe(z.transform(canonicalSpelling), ActionUnion);
export type Action = z.infer<typeof ActionUnion>;
export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;
