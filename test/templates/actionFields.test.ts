// A hint filled into the form: every action of seeded random games written as
// form fields (templates/actionFields.ts) reads back, through the forms' own parser, as
// the same action; and the decision panel drawn at that moment has a form taking those
// fields: hidden fields that match, controls of those names, choices with those values.
import { describe, expect, it } from 'vitest';
import {
  type Action,
  ActionSchema,
  type Options,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { parseActionForm } from '../../src/http/forms.ts';
import { actionFields } from '../../templates/actionFields.ts';
import { en } from '../../templates/i18n/en.ts';
import { promptPanel } from '../../templates/prompt.ts';
import { scaled } from '../support/scale.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const PATHS = { self: '/g/x/p/0/s', actions: '/g/x/p/0/s/actions', ws: '/g/x/p/0/s/ws' };

/** One spelling per move: zod's key order, a bid's pair lower first (the form offers each pair once). */
function canonical(a: Action): string {
  const parsed = ActionSchema.parse(a);
  return JSON.stringify(
    parsed.type === 'bid' ? { ...parsed, brokers: [...parsed.brokers].sort((x, y) => x - y) } : parsed,
  );
}

/** The panel's forms, each with its hidden fields and its controls' names and offered values. */
function formsOf(html: string) {
  return [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) => {
    const hidden = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]),
    );
    const values = new Map<string, Set<string>>();
    const add = (name: string, value: string) => values.set(name, (values.get(name) ?? new Set()).add(value));
    for (const m of form.matchAll(/<input type="radio" name="([^"]+)" value="([^"]*)"/g)) add(m[1]!, m[2]!);
    for (const m of form.matchAll(/<select name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
      for (const o of m[2]!.matchAll(/<option value="([^"]*)"/g)) if (o[1]) add(m[1]!, o[1]);
    }
    return { hidden, values };
  });
}

const GAMES: { players: number; options: Partial<Options> }[] = [
  { players: 4, options: { kingsFavor: true } },
  { players: 3, options: { kingsFavor: false } },
  { players: 2, options: { strongNeutral: true } },
  { players: 4, options: {} },
];

describe('an action as the form that posts it', () => {
  it('reads back as the same action, and the panel of that moment has the form for it (seeded random games)', () => {
    const seen = new Set<string>();
    let checked = 0;
    const games = scaled(24, GAMES.length);
    for (let g = 0; g < games; g++) {
      const { players, options } = GAMES[g % GAMES.length]!;
      const made = createGame({ players: NAMES.slice(0, players).map((name) => ({ name })), options }, `fields-${g}`);
      if (!made.ok) throw new Error(made.error.code);
      let s = made.state;
      const random = seededRandom(`fields-${g}/actions`);
      for (let n = 0; n < 3000 && !s.result; n++) {
        const waiting = waitingFor(s);
        const seat = waiting[Math.floor(random() * waiting.length)]!;
        const action = randomAction(s, seat, random)!;
        if (action.type !== 'standIn') {
          const fields = actionFields(action);
          const back = parseActionForm(fields);
          expect(back.ok && canonical(back.action), JSON.stringify(fields)).toBe(canonical(action));
          // The panel of that moment: one form whose hidden fields the action's agree with, offering each value.
          const panel = promptPanel(en, viewFor(s, seat), PATHS);
          const form = formsOf(panel).find(
            (f) =>
              f.hidden.type === fields.type &&
              Object.entries(f.hidden).every(([k, v]) => k === 'version' || fields[k] === v),
          );
          expect(form, `${JSON.stringify(fields)} in ${panel.slice(0, 400)}`).toBeDefined();
          for (const [name, value] of Object.entries(fields)) {
            const offered = form!.values.get(name);
            if (offered) expect([...offered], `${name}=${value}`).toContain(value);
          }
          seen.add(action.type === 'playCard' ? `playCard:${action.card}` : action.type);
          checked++;
        }
        const out = applyAction(s, seat, action);
        if (!out.ok) throw new Error(out.error.code);
        s = out.state;
      }
    }
    // Over 1,000 forms in the full 24 games, as many a game at a smaller scale.
    expect(checked).toBeGreaterThan((1000 * games) / 24);
    // The games reached every kind of decision a form takes, and the cards with fields.
    for (const kind of [
      'bid',
      'chooseOrder',
      'place',
      'takeGems',
      'chooseColour',
      'throne',
      'playCard:captain',
      'playCard:queen',
      'playCard:magician',
      'playCard:herald',
      'playCard:jeweler',
      'playCard:banker',
      'playCard:alchemist',
      'playCard:mercenary',
    ]) {
      expect([...seen], kind).toContain(kind);
    }
  });
});
