// A new game as the home page's form and the JSON API take it: its players' names judged
// by the rule on names (names.ts), and its options. Apart from schema.ts, which holds the
// shapes the engine stores, so that the schemas need no refusal and nothing loops back.
import * as z from 'zod/mini';
import { NAME_INPUT_MAX, OptionsSchema } from './schema.ts';
import { nameProblem, namesProblems, normalizeName } from './names.ts';
import { said } from './refusals.ts';

/**
 * One player's name, as a new game takes it (the rule is names.ts):
 * normalised, visible, 1 to 24 characters, and none of the words the interface uses for
 * someone else.
 */
export const PlayerNameSchema = z.pipe(z.string().check(z.maxLength(NAME_INPUT_MAX)), z.transform(normalizeName)).check(
  z.superRefine((name, ctx) => {
    const problem = nameProblem(name);
    // The refusal itself rides in the message (zod's are strings): src/http/refusal.ts reads it back.
    if (problem) ctx.addIssue({ code: 'custom', message: said(problem) });
  }),
);

/**
 * A new game's players. Checked as a whole, not name by name, so that each refusal
 * names the player by position ("Player 2's name …") and names too alike are refused.
 */
const PlayersSchema = z
  .array(z.strictObject({ name: z.pipe(z.string().check(z.maxLength(NAME_INPUT_MAX)), z.transform(normalizeName)) }))
  .check(z.minLength(2), z.maxLength(4))
  .check(
    z.superRefine((players, ctx) => {
      for (const { index, refusal } of namesProblems(players.map((p) => p.name)))
        ctx.addIssue({ code: 'custom', message: said(refusal), path: [index, 'name'] });
    }),
  );

/** A new game: what the form and the JSON API accept. */
export const SetupSchema = z.strictObject({
  players: PlayersSchema,
  options: z._default(OptionsSchema, OptionsSchema.parse({})),
});
export type Setup = z.input<typeof SetupSchema>;
