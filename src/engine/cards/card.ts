// The shape of one playable character card (R9): everything the engine knows of it, in
// its own module, so that adding or changing a card is one file here plus its entry in
// index.ts's table. The rest of the engine reads the table, never a card's name.
import * as z from 'zod/mini';
import type { BrokerRef, State, TaskOf, Timing } from '../schema.ts';
import type { Random } from '../random.ts';

/** What a card's effect adds to its log event (a broker's place, VP earned). */
export type Said = { at?: BrokerRef['spot']; vp?: number };

/** A card's rule, `P` its play (the action with its arguments), `Ch` the legal arguments offered now. */
type Rule<P, Ch> = {
  /** The moment it is played (R9.1). */
  timing: Timing;
  /** False when the card could have no legal use now, so its holder is not asked (R9.1). */
  usable?: (s: State, seat: number) => boolean;
  /** The legal arguments now, for a card that takes any: what a client chooses from. */
  choices?: (s: State, seat: number) => Ch;
  /** The effect, refusing (fail) what breaks its rule; returns what the log says beyond the play itself. */
  // biome-ignore lint/suspicious/noConfusingVoidType: most effects say nothing and have no return statement.
  apply: (s: State, seat: number, play: P, task?: TaskOf<'afterPlace'>) => Said | void;
  /** A random play drawn from its choices, legal whenever the card is offered (the fuzzer's, a stand-in's fallback). */
  random?: (choices: Ch, random: Random) => P;
};

export type CardRule<N extends string, P, Ch> = Rule<P, Ch> & {
  card: N;
  /** The action playing it, with its arguments (the JSON API's, docs/api.md). */
  play: z.ZodMiniType<P>;
};

/** A card's rule with its play's schema, built from the arguments' shape. */
export function defineCard<N extends string, A extends z.core.$ZodShape, Ch = never>(
  card: N,
  args: A,
  rule: Rule<
    z.infer<z.ZodMiniObject<{ type: z.ZodMiniLiteral<'playCard'>; card: z.ZodMiniLiteral<N> } & A, z.core.$strict>>,
    Ch
  >,
) {
  const play = z.strictObject({ type: z.literal('playCard'), card: z.literal(card), ...args });
  return { card, play, ...rule };
}
