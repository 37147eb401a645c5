// The actions a seat may take, as zod schemas (the JSON API's and the forms' target): the
// placement, the other decisions, and the character cards' plays, whose shapes each card's
// module holds (cards/).
import { z } from 'zod';
import { BrokerRefSchema, BrokerValueSchema, ColourSchema, GemSchema, SpotSchema } from './schema.ts';
import { PlayCardSchema } from './cards/index.ts';

const placementSchema = z.object({
  value: BrokerValueSchema,
  faceUp: z.boolean(),
  to: SpotSchema,
  /** Conjurer (R9): this broker comes from the front, and `refill` (from behind) takes its place there. */
  fromFront: z.boolean().optional(),
  refill: BrokerValueSchema.optional(),
}).strict();
export type Placement = z.infer<typeof placementSchema>;

const ActionUnion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bid'), brokers: z.tuple([BrokerValueSchema, BrokerValueSchema]) }).strict(),
  z.object({ type: z.literal('chooseOrder'), position: z.number().int().min(1).max(4) }).strict(),
  z.object({
    type: z.literal('place'),
    placements: z.tuple([placementSchema, placementSchema]),
    neutral: SpotSchema.optional(),
  }).strict(),
  z.object({
    type: z.literal('takeGems'),
    gems: z.array(z.object({ gem: GemSchema, as: ColourSchema.optional() }).strict()).min(1).max(2),
  }).strict(),
  z.object({ type: z.literal('chooseColour'), colour: ColourSchema }).strict(),
  z.object({ type: z.literal('orderColumns'), columns: z.array(ColourSchema).min(2).max(4) }).strict(),
  z.object({ type: z.literal('moveQuotation'), colour: ColourSchema, step: z.union([z.literal(1), z.literal(-1)]) }).strict(),
  PlayCardSchema,
  z.object({ type: z.literal('peek'), target: BrokerRefSchema }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('throne'), value: BrokerValueSchema }).strict(),
  /**
   * The room, never a player: a stand-in decides for a seat, because its time ran out
   * or because the host handed the seat to the stand-in.
   */
  z.object({
    type: z.literal('standIn'),
    reason: z.enum(['time', 'host']).default('time'),
    /**
     * What the stand-in decided, chosen by the room's bot from the seat's own view
     * (src/bots): stored with the action, so a replay plays it again. Absent (games
     * stored before the bot): the engine draws a random legal decision.
     */
    decision: z.record(z.string(), z.unknown()).optional(),
  }).strict(),
]);

/**
 * The API's first spellings, kept as aliases (the JSON API is a contract: it changes only by
 * extending): `chooseColor { color }` and `moveQuotation { gem }` read as the one
 * spelling used everywhere else, `colour`.
 */
function canonicalSpelling(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { type, color, gem, ...rest } = input as Record<string, unknown>;
  if (type === 'chooseColor' && color !== undefined && !('colour' in rest)) return { type: 'chooseColour', colour: color, ...rest };
  if (type === 'moveQuotation' && gem !== undefined && !('colour' in rest)) return { type, colour: gem, ...rest };
  return input;
}

export const ActionSchema = z.preprocess(canonicalSpelling, ActionUnion);
export type Action = z.infer<typeof ActionUnion>;
export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;
