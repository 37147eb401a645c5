// The engine and the bots in the player's browser: one module, built alone
// (scripts/assets.mjs → /bot.js) and loaded only by the pages that compute with it, so a
// game's first page never carries its weight. The analysis of a finished game's seat runs
// here, not in the Worker; so does a learning game's hint (`hintOf`, src/client/hint.ts). No DOM here: the
// pages' own scripts (src/client/analysis.ts) draw, this module only computes.
import * as z from 'zod/mini';
import { botAction, analysisSteps, expectedGain, type Analysis } from '../bots/index.ts';
import { type ActionFields, actionFields } from '../../templates/actionFields.ts';
import { DealSchema, GameSetupSchema, SeedSchema, seededRandom, type Action, type View } from '../engine/index.ts';

/** What the analysis reads of GET {link}/record; the rest of the record (result, scores, chat) is not its business. */
const RecordSchema = z.object({
  setup: GameSetupSchema,
  seed: SeedSchema,
  deal: z.optional(DealSchema),
  actions: z.array(z.object({ seq: z.int(), seat: z.int(), action: z.unknown() })),
});

/** Lets the page paint (the progress bar) and answer its keys between two steps. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every decision `seat` made in the recorded game (`record`: the JSON of GET {link}/record),
 * judged against the standard bot from that seat's view then (src/bots/analyze.ts): seeded
 * by the game and the seat, so every device gets the same numbers. `progress` is told after
 * each decision; the page gets a turn between any two.
 */
export async function analyzeRecord(
  record: unknown,
  seat: number,
  progress: (done: number, total: number) => void,
): Promise<Analysis> {
  const game = RecordSchema.parse(record);
  const decisions: Analysis['decisions'] = [];
  for (const step of analysisSteps(game, seat)) {
    decisions.push(step.judgement);
    progress(step.done, step.total);
    await breathe();
  }
  return { decisions };
}

/** The standard bot's choice for the seat of `view` (a learning game's hint); `key` seeds it. */
export function suggest(view: View, key: string): Action {
  // The room's own budget, botAction's default: a hint is what the room's bot would play.
  return botAction(view, seededRandom(key), 'standard');
}

/**
 * A hint: the bot's choice as the decision panel's form fields (src/client/hint.ts fills
 * them in; never sent), and why, in the VP the bot expects it to bring by the next counting.
 */
export function hintOf(view: View, key: string): { fields: ActionFields; gain: number } {
  const action = suggest(view, key);
  // The bot never answers for the clock: a stand-in is the room's alone.
  if (action.type === 'standIn') throw new Error('A hint is never a stand-in.');
  return { fields: actionFields(action), gain: expectedGain(view, action, key) };
}
