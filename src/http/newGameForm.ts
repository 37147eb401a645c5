// The home page's "New game" form: up to four `name` fields (blank ones are empty
// seats) and one checkbox per option of the rules file. Parsed by zod like every input.
import * as z from 'zod/mini';
import {
  NAME_INPUT_MAX,
  NAME_MAX,
  nameKey,
  namesProblems,
  normalizeName,
  SetupSchema,
  titleProblem,
  type NameRefusal,
  type Setup,
} from '../engine/index.ts';
import type { Dict } from '../../templates/i18n/index.ts';
import { BotLevelSchema } from '../room/store.ts';
import { heard, issuePath } from './refusal.ts';
import { inZod, type Refusal } from '../views.ts';

type Fields = Record<string, string | string[]>;

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** A checkbox is on when present with any value but "off" (browsers send "on"). */
const checked = (v: string | string[] | undefined) => list(v).some((x) => x !== 'off' && x !== '');

// What a name may be is the engine's rule (SetupSchema, src/engine/names.ts); here only
// the form's own limits: four fields, each of bounded size.
const FormSchema = z.object({
  names: z
    .array(z.string().check(z.trim(), z.maxLength(NAME_INPUT_MAX, inZod({ key: 'checkNamesTooLong', max: NAME_MAX }))))
    .check(z.maxLength(4, inZod({ key: 'checkNamesTooMany' }))),
});

const blank = (name: unknown) => name === undefined || (typeof name === 'string' && !name.trim());

/**
 * The name a bot's seat gets when its name is left empty: the first of the language's bot
 * names (t.pages.home.botNames) that looks like no name in `taken` (nameKey: case, accents,
 * look-alikes). There are four names and at most three others, so one is always free.
 */
export function botName(t: Dict, taken: readonly unknown[]): string {
  const keys = new Set(taken.flatMap((n) => (typeof n === 'string' && n.trim() ? [nameKey(n)] : [])));
  return t.pages.home.botNames.find((n) => !keys.has(nameKey(n))) ?? t.pages.home.botNames[0]!;
}

/**
 * Bot seats left without a name get a default one (botName), in order, each unlike the
 * names before it: from the JSON API's players (`bot` set, `name` absent or blank).
 */
export function withBotNames<P extends { name?: unknown; bot?: unknown }>(t: Dict, players: readonly P[]): P[] {
  const out: P[] = [];
  for (const [i, p] of players.entries()) {
    const others = [...out, ...players.slice(i + 1)].map((q) => q.name);
    out.push(p.bot && blank(p.name) ? { ...p, name: botName(t, others) } : p);
  }
  return out;
}

/**
 * The same for the home page's form: a `name` field left empty whose `bot` field says a
 * bot plays (not "person") is that seat's default name, as the page's script fills it in.
 */
export function withBotFieldNames(t: Dict, fields: Fields): Fields {
  const bots = list(fields.bot);
  const named = withBotNames(
    t,
    list(fields.name).map((name, i) => ({ name, bot: BotLevelSchema.safeParse(bots[i]?.trim()).success })),
  );
  return { ...fields, name: named.map((p) => p.name) };
}

export function parseNewGameForm(fields: Fields): { ok: true; setup: Setup } | { ok: false; refusal: Refusal } {
  const parsed = FormSchema.safeParse({ names: list(fields.name) });
  if (!parsed.success) return { ok: false, refusal: heard(parsed.error.issues[0]) ?? { key: 'checkNamesTooMany' } };
  // A blank field is an empty seat; the others keep the number of their field ("Player 3")
  // in every refusal, even when a field before them was left blank.
  const filled = parsed.data.names.flatMap((name, field) => (name === '' ? [] : [{ name, field }]));
  const names = filled.map((f) => f.name);
  if (names.length < 2) return { ok: false, refusal: { key: 'twoNames' } };
  const problem = namesProblems(names, (i) => (filled[i]?.field ?? i) + 1)[0];
  if (problem) return { ok: false, refusal: problem.refusal };
  const n = names.length;
  // Options that do not apply to this many players are dropped rather than refused:
  // the form hides them, and a browser without script may still send them.
  const options = {
    peekOwnHidden: checked(fields.peekOwnHidden),
    kingsFavor: n >= 3 && checked(fields.kingsFavor),
    express: n >= 3 && checked(fields.express),
    neighborhoods: n === 3 && checked(fields.threeNeighborhoods) ? (3 as const) : (4 as const),
    strongNeutral: n === 2 && checked(fields.strongNeutral),
  };
  const setup = SetupSchema.safeParse({ players: names.map((name) => ({ name })), options });
  if (!setup.success)
    return { ok: false, refusal: heard(setup.error.issues[0]) ?? { key: 'cannotSetUp', path: issuePath(setup.error) } };
  return { ok: true, setup: setup.data };
}

/**
 * The game's title as the host typed it (the form's `title` field, the JSON API's): kept
 * normalised as a name is (normalizeName), checked as one is for what it may hold
 * (titleProblem); blank: no title. `path`: the JSON API's field, said in its refusal.
 */
export function titleOf(
  raw: string | undefined,
  path?: string,
): { ok: true; title: string | undefined } | { ok: false; refusal: NameRefusal } {
  const title = normalizeName(raw ?? '');
  if (!title) return { ok: true, title: undefined };
  const problem = titleProblem(title);
  return problem ? { ok: false, refusal: { ...problem, title: true, ...(path ? { path } : {}) } } : { ok: true, title };
}
