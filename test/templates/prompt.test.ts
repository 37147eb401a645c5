// The decision panel and its forms: every action a random player takes in seeded
// games of every configuration must be one a browser can submit through the rendered
// forms (only values the forms offer), and parseActionForm must turn those fields back
// into an action with the same effect. Plus spectators, refusals and secrecy.
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type State,
  type View,
  COLOURS,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { peekTargets } from '../../src/engine/peek.ts';
import { parseActionForm } from '../../src/http/forms.ts';
import { promptPanel } from '../../templates/prompt.ts';
import { promptSection, replacedSections, statusLine } from '../../templates/sections.ts';
import { LANGS, dictOf } from '../../templates/i18n/index.ts';
import { esc } from '../../templates/html.ts';
import { en } from '../../templates/i18n/en.ts';
import { refusalText } from '../../templates/refusal.ts';
import { refCode } from '../../templates/theme.ts';
import { choicesFor } from '../support/choices.ts';
import type { Flash, PagePaths, RoomView } from '../../templates/theme.ts';
import { CONFIGS, setupOf } from '../engine/fuzz/invariants.ts';
import { scaled } from '../support/scale.ts';

const GAMES_PER_CONFIG = scaled(8);
const MAX_ACTIONS = 1500;
const LINKS: PagePaths = { self: '/g/x/p/0/sig', actions: '/g/x/p/0/sig/actions', ws: '/g/x/p/0/sig/ws' };
const SPECTATOR: PagePaths = { self: '/g/x/w/sig', actions: null, ws: '/g/x/w/sig/ws' };

function render(view: View, links: PagePaths = LINKS, flash?: Flash): string {
  return promptPanel(en, view, links, flash);
}

// ---------------------------------------------------------------- a small HTML form reader

/** `required`: a select a browser will not send left on its empty "Choose…". */
type Control = {
  kind: 'hidden' | 'select' | 'radio';
  values: string[];
  initial: string | undefined;
  required?: boolean;
};
type Form = { attrs: Record<string, string>; controls: Map<string, Control>; buttons: number; html: string };

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attrsOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) out[m[1]!] = decode(m[2] ?? '');
  return out;
}

function readForms(html: string): Form[] {
  return [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map(([formHtml]) => {
    const controls = new Map<string, Control>();
    const add = (name: string, kind: Control['kind'], value: string, initial: boolean) => {
      const c = controls.get(name) ?? { kind, values: [], initial: undefined };
      if (c.kind !== kind) throw new Error(`field ${name} is both ${c.kind} and ${kind}`);
      c.values.push(value);
      if (initial || (kind === 'select' && c.initial === undefined)) c.initial = value;
      controls.set(name, c);
    };
    for (const [tag] of formHtml.matchAll(/<input\b[^>]*>/g)) {
      const a = attrsOf(tag);
      if (!a.name) throw new Error(`an input without a name: ${tag}`);
      if (a.type === 'hidden') {
        if (controls.has(a.name)) throw new Error(`hidden field ${a.name} repeated`);
        add(a.name, 'hidden', a.value ?? '', true);
      } else if (a.type === 'radio') add(a.name, 'radio', a.value ?? 'on', 'checked' in a);
      else throw new Error(`unexpected input type ${a.type}`);
    }
    for (const [, open, inner] of formHtml.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
      const name = attrsOf(open!).name!;
      const options = [...inner!.matchAll(/<option\b[^>]*>/g)].map(([t]) => attrsOf(t));
      expect(options.length, `select ${name} offers something`).toBeGreaterThan(0);
      const chosen = options.find((o) => 'selected' in o) ?? options[0]!;
      for (const o of options) add(name, 'select', o.value!, o === chosen);
      if ('required' in attrsOf(open!)) controls.get(name)!.required = true;
    }
    const buttons = [...formHtml.matchAll(/<button\b[^>]*type="submit"[^>]*>/g)].length;
    return { attrs: attrsOf(/<form\b[^>]*>/.exec(formHtml)![0]), controls, buttons, html: formHtml };
  });
}

/**
 * The fields a browser sends for this form with these choices, or null if the form does not offer them (`checked`: null
 * too if the browser's required check stops it).
 */
function submit(form: Form, choices: Record<string, string>, checked = true): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [name, c] of form.controls) if (c.initial !== undefined) fields[name] = c.initial;
  for (const [name, value] of Object.entries(choices)) {
    const c = form.controls.get(name);
    if (!c?.values.includes(value)) return null;
    fields[name] = value;
  }
  // A browser refuses to send a form with a required select left on "Choose…".
  if (checked) for (const [name, c] of form.controls) if (c.required && fields[name] === '') return null;
  return fields;
}

// ---------------------------------------------------------------- the games

const reached = new Map<string, number>();
const count = (key: string) => reached.set(key, (reached.get(key) ?? 0) + 1);

afterAll(() => {
  console.log(
    `Prompt forms: ${[...reached]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
});

const sameState = (a: State, b: State) => JSON.stringify(a) === JSON.stringify(b);

/** Every form of the panel posts where it should, carries the version and has one submit button. */
function checkFormShape(forms: Form[], view: View) {
  for (const f of forms) {
    expect(f.attrs).toMatchObject({
      method: 'post',
      action: LINKS.actions,
      'hx-post': LINKS.actions,
      'hx-swap': 'none',
    });
    expect(f.controls.get('version')).toMatchObject({ kind: 'hidden', values: [String(view.version)] });
    expect(f.controls.get('type')?.kind).toBe('hidden');
    expect(f.buttons).toBe(1);
  }
}

/** Submits `action` through the panel of `seat`; fails the test if no form offers it or parsing changes its effect. */
function submitThrough(state: State, seat: number, action: Action, expected: State) {
  const view = viewFor(state, seat);
  const html = render(view);
  const forms = readForms(html);
  checkFormShape(forms, view);
  const tried: string[] = [];
  for (const choices of choicesFor(action)) {
    for (const form of forms) {
      const fields = submit(form, choices);
      if (!fields) continue;
      const parsed = parseActionForm(fields);
      expect(parsed, JSON.stringify(fields)).toMatchObject({ ok: true, version: view.version });
      if (!parsed.ok) continue;
      const applied = applyAction(state, seat, parsed.action);
      if (applied.ok && sameState(applied.state, expected)) return;
      tried.push(JSON.stringify(fields));
    }
  }
  throw new Error(
    `No form of seat ${seat}'s panel (${view.prompt.kind}) submits ${JSON.stringify(action)}; tried ` +
      `${tried.join(' | ') || 'none'}\n${html}`,
  );
}

/** R9 Spy: the peek form offers exactly the brokers the engine would let this seat look at. */
function checkPeekForm(state: State, seat: number) {
  const view = viewFor(state, seat);
  const peekForm = readForms(render(view)).find((f) => f.controls.get('type')?.values[0] === 'peek');
  const spy = state.effects.spy.find((e) => e.seat === seat);
  const expected =
    spy && view.phase === 'placement' && spy.peeks.length < 3 ? peekTargets(state, seat).map(refCode).sort() : [];
  // The first option is "Choose…": nothing is chosen for the player.
  expect(
    peekForm?.controls
      .get('target')
      ?.values.filter((v) => v !== '')
      .sort() ?? [],
  ).toEqual(expected);
  if (expected.length) count('peek form');
}

/**
 * Nothing chosen for the player in any form: no option selected but "Choose…", no radio checked, unless a
 * refused form sent it back.
 */
function checkNothingChosen(html: string) {
  const selected = [...html.matchAll(/<option\b[^>]*\sselected[^>]*>/g)].map(([tag]) => attrsOf(tag).value);
  expect(selected.filter((v) => v !== '')).toEqual([]);
  expect(html).not.toMatch(/<input\b[^>]*\schecked/);
}

/** Where gems change hands (the Alchemist, the Jeweler, the Banker, a white gem), every player's gems by colour. */
function checkGemsHeld(view: View, html: string) {
  const p = view.prompt;
  const gemCard = p.kind === 'playCards' && p.cards.some((c) => ['alchemist', 'jeweler', 'banker'].includes(c));
  const white =
    (p.kind === 'takeGems' && p.choices.some((choice) => choice.includes('white'))) || p.kind === 'chooseColour';
  const table = /<table class="gems-held">[\s\S]*?<\/table>/.exec(html)?.[0];
  if (!gemCard && !white) {
    expect(table).toBeUndefined();
    return;
  }
  const rows = [...table!.matchAll(/<tr><th scope="row">([^<]*)<\/th>([\s\S]*?)<\/tr>/g)];
  expect(rows).toHaveLength(view.players.length + (view.neutral ? 1 : 0));
  view.players.forEach((player, i) => {
    const counts = [...rows[i]![2]!.matchAll(/<td>(?:<strong>)?(\d+)/g)].map((m) => Number(m[1]));
    expect(counts).toEqual(COLOURS.map((c) => player.gems[c]));
  });
  count('gems held');
}

/** R7.5: ordering tied columns shows each colour's quotation after each place the tie shares (clamped, R1.5). */
function checkStakes(view: View, html: string) {
  if (view.prompt.kind !== 'orderColumns') return;
  const { columns, steps } = view.prompt;
  const table = /<table class="stakes">[\s\S]*?<\/table>/.exec(html)![0];
  const rows = [...table.matchAll(/<tr><th scope="row">[\s\S]*?<\/tr>/g)].map((m) => m[0]);
  expect(rows).toHaveLength(columns.length);
  columns.forEach((c, i) => {
    const q = view.quotation[c];
    const cells = [...rows[i]!.matchAll(/<td>(\d+) → (\d+)<\/td>/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(cells).toEqual(steps.map((step) => [q, Math.min(12, Math.max(0, q + step))]));
  });
  count('column stakes');
}

/** Each gem or colour to choose says its quotation now; the Banker's, the move it makes (R7.5, R9). */
function checkQuotations(view: View, html: string) {
  const q = view.quotation;
  for (const [, name, inner] of html.matchAll(
    /<select name="(gem1|gem2|give|take|as|up|down)"[^>]*>([\s\S]*?)<\/select>/g,
  )) {
    for (const [, colour, label] of inner!.matchAll(/<option value="(blue|green|yellow|red)"[^>]*>([^<]*)</g)) {
      const now = q[colour as 'red'];
      const quoted =
        name === 'up'
          ? `(quotation ${now} → ${now + 1})`
          : name === 'down'
            ? `(quotation ${now} → ${now - 1})`
            : `(quotation ${now})`;
      expect(decode(label!), `${name} ${colour}`).toBe(`${en.terms.Colour[colour as 'red']} ${quoted}`);
      count(`quoted ${name}`);
    }
  }
  for (const [form] of html.matchAll(/<form\b[^>]*(take-gems|choose-colour)[\s\S]*?<\/form>/g)) {
    const gems = /name="(?:gems|colour)" value="([^"]*)"/
      .exec(form)![1]!
      .split(',')
      .filter((g) => g !== 'white');
    if (gems.length)
      expect(form).toContain(`quotation: ${[...new Set(gems)].map((g) => `${g} ${q[g as 'red']}`).join(', ')}`);
  }
}

function play(configIndex: number, game: number) {
  const config = CONFIGS[configIndex]!;
  const seed = `prompt-${config.label}-${game}`;
  const random = seededRandom(seed);
  const made = createGame(setupOf(config, game % 3 !== 2), seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let state = made.state;
  for (let n = 0; n < MAX_ACTIONS && !state.result; n++) {
    const waiting = waitingFor(state);
    const seat = waiting[Math.floor(random() * waiting.length)]!;
    if (state.effects.spy.length) for (let s = 0; s < state.players.length; s++) checkPeekForm(state, s);
    // The rest of the seats see no form but a possible peek.
    for (let other = 0; other < state.players.length; other++) {
      if (waiting.includes(other)) continue;
      const forms = readForms(render(viewFor(state, other)));
      expect(forms.every((f) => f.controls.get('type')?.values[0] === 'peek')).toBe(true);
    }
    let applied: ReturnType<typeof applyAction> | null = null;
    let action: Action | null = null;
    for (let tries = 0; tries < 20 && !applied?.ok; tries++) {
      action = randomAction(state, seat, random);
      if (!action) throw new Error(`no action for waiting seat ${seat}`);
      applied = applyAction(state, seat, action);
    }
    if (!applied?.ok || !action) throw new Error(`no legal random action for seat ${seat}`);
    submitThrough(state, seat, action, applied.state);
    const seen = viewFor(state, seat);
    const html = render(seen);
    checkNothingChosen(html);
    checkQuotations(seen, html);
    checkStakes(seen, html);
    checkGemsHeld(seen, html);
    const prompt = seen.prompt;
    count(action.type === 'playCard' ? `card ${action.card}` : action.type);
    if (action.type === 'place') {
      if (prompt.kind === 'place' && prompt.anyFaces) count('place with Cardinal');
      if (action.placements.some((p) => p.fromFront)) count('place from front');
      if (action.neutral) count('place with neutral');
    }
    if (action.type === 'takeGems' && action.gems.some((g) => g.gem === 'white')) count('takeGems white');
    if (action.type === 'playCard' && action.card === 'alchemist' && !action.give) count('alchemist keep');
    if (action.type === 'playCard' && action.card === 'magician' && action.swap.some((r) => r.spot === 'throne'))
      count('magician throne');
    if (action.type === 'peek' && action.target.spot === 'throne') count('peek throne');
    state = applied.state;
  }
  expect(state.result, `${config.label} game ${game} ends`).not.toBeNull();
}

/**
 * Each configuration's games, played once whichever test asks first: the tally below
 * plays what it needs itself, so it passes run alone (-t), not only after the others.
 */
const playedConfigs = new Set<number>();
function playConfig(c: number): void {
  if (playedConfigs.has(c)) return;
  playedConfigs.add(c);
  for (let g = 0; g < GAMES_PER_CONFIG; g++) play(c, g);
}

describe('every random action can be submitted through the rendered forms', () => {
  CONFIGS.forEach((config, c) => {
    it(config.label, () => playConfig(c));
  });
  it('reached every action type and every card', () => {
    CONFIGS.forEach((_, c) => {
      playConfig(c);
    });
    const wanted = [
      'bid',
      'chooseOrder',
      'place',
      'takeGems',
      'chooseColour',
      'orderColumns',
      'moveQuotation',
      'throne',
      'pass',
      'peek',
      ...[
        'captain',
        'cardinal',
        'spy',
        'conjurer',
        'queen',
        'magician',
        'mercenary',
        'herald',
        'merchant',
        'intriguer',
        'alchemist',
        'banker',
        'jeweler',
      ].map((c) => `card ${c}`),
      'place with Cardinal',
      'place from front',
      'place with neutral',
      'takeGems white',
      'alchemist keep',
      'peek form',
      'column stakes',
      'gems held',
      ...['gem1', 'gem2', 'give', 'take', 'as', 'up', 'down'].map((name) => `quoted ${name}`),
    ];
    expect(wanted.filter((k) => !reached.get(k))).toEqual([]);
  });
});

// ---------------------------------------------------------------- panels without decisions, secrecy

function stateAt(configIndex: number, seed: string, stop: (s: State) => boolean): State {
  const config = CONFIGS[configIndex]!;
  const random = seededRandom(seed);
  const made = createGame(setupOf(config, true), seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let state = made.state;
  while (!stop(state) && !state.result) {
    const waiting = waitingFor(state);
    const seat = waiting[0]!;
    const next = applyAction(state, seat, randomAction(state, seat, random));
    if (next.ok) state = next.state;
  }
  return state;
}

describe('panels', () => {
  const fourPlayers = CONFIGS.findIndex((c) => c.players === 4 && !c.options.kingsFavor && !c.options.express);

  it('a spectator sees the decision in words and no form', () => {
    const state = stateAt(fourPlayers, 'spectator', (s) => s.agenda[0]?.kind === 'place');
    const html = render(viewFor(state, null), SPECTATOR);
    expect(html).not.toContain('<form');
    expect(html).toContain('Waiting for');
  });

  it('a seat that is not waited for sees whom we wait for and no form', () => {
    const state = stateAt(fourPlayers, 'waiting', (s) => s.agenda[0]?.kind === 'place');
    const idle = [0, 1, 2, 3].find((seat) => !waitingFor(state).includes(seat))!;
    const view = viewFor(state, idle);
    expect(view.prompt.kind).toBe('wait');
    const html = render(view);
    expect(html).not.toContain('<form');
    expect(html).toContain(state.players[waitingFor(state)[0]!]!.name);
  });

  it('a finished game offers no form', () => {
    const state = stateAt(fourPlayers, 'over', (s) => s.result !== null);
    const html = render(viewFor(state, 0));
    expect(html).not.toContain('<form');
    expect(html).toContain('The game is over.');
  });

  it(
    'a seat handed to the stand-in is told so and what to do in its panel, in every language, with no form (not ' +
      'even a Spy look); its status line never says it is its move; a game over says it is over',
    () => {
      const state = stateAt(fourPlayers, 'stand-in', (s) => s.agenda[0]?.kind === 'place');
      const seat = waitingFor(state)[0]!;
      const own = viewFor(state, seat);
      const handed: RoomView = { ...own, standIn: true };
      for (const lang of LANGS) {
        const t = dictOf(lang);
        const html = promptPanel(t, handed, LINKS);
        expect(html).toContain(
          `<div class="prompt-panel prompt-shut"><div class="prompt-head"><h2 class="prompt-text">`,
        );
        expect(html).toContain(esc(t.prompt.ask.standIn));
        expect(html).toContain(`<p class="shut-todo">${esc(t.prompt.shutTodo.standIn)}</p>`);
        expect(html).not.toContain('<form');
        expect(statusLine(t, handed)).toContain(`<span class="status-what">${esc(t.sections.standInDecides)}</span>`);
        const flash = { message: refusalText(t, { key: 'seatStandIn' }) };
        expect(promptPanel(t, handed, LINKS, flash)).toContain(`<p class="flash" role="alert">${esc(flash.message)}`);
      }
      expect(statusLine(en, own)).toContain('<span class="status-what mine">Your move: place 2 brokers');
      expect(statusLine(en, handed)).not.toContain('Your move');
      // The panel's content key changes, so a page holding the seat's decision takes the new one.
      const key = (section: string) => /data-key="(\w+)"/.exec(section)?.[1];
      expect(key(promptSection(en, handed, LINKS))).not.toBe(key(promptSection(en, own, LINKS)));
      const over = stateAt(fourPlayers, 'over', (s) => s.result !== null);
      expect(render({ ...viewFor(over, 0), standIn: true } as RoomView)).toContain('The game is over.');
    },
  );

  it(
    "a replaced link's last message says so and what to do, in every language: its status line only at a " +
      'version known, its panel with no form, and the refusal of a post',
    () => {
      for (const lang of LANGS) {
        const t = dictOf(lang);
        const flash = { message: refusalText(t, { key: 'linkReplaced' }) };
        const html = replacedSections(t, 7, flash);
        expect(html.startsWith('<p id="status" class="status" data-version="7" aria-live="polite">')).toBe(true);
        expect(html).toContain(`<span class="status-what">${esc(t.sections.linkReplaced)}</span>`);
        expect(html).toContain(`<h2 class="prompt-text">${esc(t.prompt.ask.replaced)}</h2>`);
        expect(html).toContain(`<p class="flash" role="alert">${esc(flash.message)}</p>`);
        expect(html).toContain(esc(t.prompt.shutTodo.replaced));
        expect(html).not.toContain('<form');
        expect(replacedSections(t, null)).toMatch(/^<section id="prompt"/);
        // Told again, with a refusal, the page takes the panel again (its content key differs).
        const key = (sections: string) => /data-key="(\w+)"/.exec(sections)?.[1];
        expect(key(replacedSections(t, null))).not.toBe(key(replacedSections(t, null, flash)));
      }
    },
  );

  it('a refusal is shown with its rule, as an alert', () => {
    const state = stateAt(fourPlayers, 'flash', (s) => s.agenda[0]?.kind === 'bid');
    const html = render(viewFor(state, 0), LINKS, {
      message: 'Place exactly one broker face up & one face down.',
      rule: 'R6.2',
    });
    expect(html).toMatch(
      new RegExp(
        /<p class="flash" role="alert">Place exactly one broker face up &amp; one face down\. /.source +
          /<span class="rule">\(<a class="rule" href="\/rules#R6\.2">R6\.2<\/a>\)<\/span><\/p>/.source,
      ),
    );
  });

  it(
    'R6.2: a placement starts with nothing chosen (no stray tap sends a move); a refused one comes back ' +
      'as it was sent',
    () => {
      const state = stateAt(fourPlayers, 'fresh-place', (s) => s.agenda[0]?.kind === 'place');
      const seat = waitingFor(state)[0]!;
      const view = viewFor(state, seat);
      const place = readForms(render(view)).find((f) => f.attrs.class?.includes('place-form'))!;
      for (const name of ['p1Broker', 'p1Spot', 'p2Broker', 'p2Spot'])
        expect(place.controls.get(name)?.initial, name).toBe('');
      expect(place.controls.get('faces')?.initial).toBeUndefined();
      const missing = parseActionForm(submit(place, {}, false)!);
      expect(missing.ok).toBe(false);
      if (!missing.ok) expect(refusalText(en, missing.refusal)).toContain('1st broker is missing');
      const sent = {
        p1Broker: String(view.players[seat]!.behind![0]),
        p1Spot: 'r2-blue',
        p2Broker: String(view.players[seat]!.behind![1]),
        p2Spot: 'r2-blue',
        faces: 'down-up',
      };
      const again = readForms(render(view, LINKS, { message: 'twice', rule: 'R6.4', fields: sent })).find((f) =>
        f.attrs.class?.includes('place-form'),
      )!;
      for (const [name, value] of Object.entries(sent)) expect(again.controls.get(name)?.initial, name).toBe(value);
    },
  );

  it('every control has an accessible name: wrapped in a label, or a radio in a labelled fieldset', () => {
    const state = stateAt(fourPlayers, 'labels', (s) => s.agenda[0]?.kind === 'place');
    const seat = waitingFor(state)[0]!;
    const html = render(viewFor(state, seat));
    const visible = [...html.matchAll(/<(select|input)\b[^>]*>/g)].filter(([t]) => !t.includes('type="hidden"'));
    expect(visible.length).toBeGreaterThan(0);
    for (const [tag] of visible) {
      const before = html.slice(0, html.indexOf(tag));
      expect(before.lastIndexOf('<label'), tag).toBeGreaterThan(before.lastIndexOf('</label>'));
    }
    expect(html).not.toMatch(/\sstyle=|<script/);
  });

  it('the tray says the move in words to a screen reader, its short line hidden from it, in every language', () => {
    const twoPlayers = CONFIGS.findIndex((c) => c.players === 2);
    const state = stateAt(twoPlayers, 'tray words', (s) => s.agenda[0]?.kind === 'place');
    const view = viewFor(state, waitingFor(state)[0]!);
    for (const lang of LANGS) {
      const t = dictOf(lang);
      const w = t.prompt.tap;
      const html = promptPanel(t, view, LINKS);
      // src/client/placing.ts fills the one with "3 up, N2 port", the other with "Broker 3, face up, N2 port".
      expect(html, lang).toContain(
        '<p class="place-summary" aria-hidden="true"></p><p class="place-said visually-hidden" aria-live="polite"></p>',
      );
      expect(html, lang).toContain(` data-chip-up="${esc(w.chip('{1}', 'up'))}"`);
      expect(html, lang).toContain(` data-to-place="${esc(w.toPlace('{1}'))}"`);
      expect(html, lang).toContain(` data-named="${esc(w.neutralNamed)}"`);
      expect(w.toPlace('3'), lang).toMatch(/^3\b.+/);
    }
  });

  it('nothing hidden leaks: a panel does not change when what its seat may not see changes (R13)', () => {
    for (const [kind, seed] of [
      ['bid', 'secret-bid'],
      ['place', 'secret-place'],
      ['chooseOrder', 'secret-order'],
    ] as const) {
      const state = stateAt(fourPlayers, seed, (s) => s.agenda[0]?.kind === kind);
      for (let seat = 0; seat < 4; seat++) {
        // Another screen's contents and face-down values, rearranged: nothing of this seat's panel may move.
        const changed = structuredClone(state);
        changed.players.forEach((p, i) => {
          if (i !== seat) p.behind = p.behind.map(() => 4);
        });
        for (const hood of changed.city)
          for (const area of ['port', 'commerce', 'palace'] as const) {
            for (const b of hood[area]) if (b.owner !== seat && !b.faceUp) b.value = b.value === 0 ? 4 : 0;
          }
        const task = changed.agenda[0];
        if (task?.kind === 'bid') task.bids = task.bids.map((b, i) => (i === seat || !b ? b : [4, 4]));
        expect(render(viewFor(changed, seat))).toBe(render(viewFor(state, seat)));
        expect(render(viewFor(changed, null), SPECTATOR)).toBe(render(viewFor(state, null), SPECTATOR));
      }
    }
  });
});

// ---------------------------------------------------------------- malformed forms

describe('parseActionForm', () => {
  const bad: [string, Record<string, string | string[]>, RegExp][] = [
    ['no type', { version: '3' }, /action is missing/],
    ['an unknown type', { type: 'dance' }, /action must be /],
    ['a repeated type', { type: ['pass', 'bid'] }, /sent more than once/],
    ['a bad version', { type: 'pass', version: 'x' }, /page version must be a whole number/],
    ['a bid with one broker', { type: 'bid', brokers: '3' }, /pair of broker values/],
    ['a bid of nothing', { type: 'bid' }, /bid is missing/],
    ['a bid of text', { type: 'bid', brokers: 'three,1' }, /pair of broker values/],
    ['a bid out of range', { type: 'bid', brokers: '9,1' }, /not make a valid action/],
    [
      'a place without a spot',
      { type: 'place', p1Broker: '1', p2Broker: '2', p2Spot: 'n1-port', faces: 'up-down' },
      /1st broker's place is missing/,
    ],
    [
      'a place on no spot',
      { type: 'place', p1Broker: '1', p1Spot: 'n9-port', p2Broker: '2', p2Spot: 'n1-port', faces: 'up-down' },
      /not a place on the board/,
    ],
    [
      'a place without faces',
      { type: 'place', p1Broker: '1', p1Spot: 'n1-port', p2Broker: '2', p2Spot: 'n1-port' },
      /face up/,
    ],
    [
      'a front broker without refill',
      { type: 'place', p1Broker: 'front:1', p1Spot: 'n1-port', p2Broker: '2', p2Spot: 'r2-red', faces: 'up-down' },
      /takes its place/,
    ],
    ['a white gem without colour', { type: 'takeGems', gems: 'red,white' }, /colour your white gem/],
    ['gems that are not gems', { type: 'takeGems', gems: 'ruby' }, /not make a valid action/],
    ['columns named twice', { type: 'orderColumns', column1: 'red', column2: 'red' }, /each column once/],
    ['a quotation step of 2', { type: 'moveQuotation', colour: 'red', step: '2' }, /direction must be /],
    ['an unknown card', { type: 'playCard', card: 'prince' }, /card must be /],
    ['a Queen on the market', { type: 'playCard', card: 'queen', spot: 'r2-red' }, /must be a city area/],
    [
      'a Magician on nothing',
      { type: 'playCard', card: 'magician', swap1: 'n1-port', swap2: 'n1-port:0' },
      /not a broker on the board/,
    ],
    ['a peek without a target', { type: 'peek' }, /look at is missing/],
  ];
  for (const [what, fields, message] of bad) {
    it(`refuses ${what} with a message`, () => {
      const result = parseActionForm(fields);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(refusalText(en, result.refusal)).toMatch(message);
    });
  }

  it('never throws, whatever the record holds', () => {
    const random = seededRandom('garbage');
    const words = [
      '',
      'pass',
      'bid',
      'place',
      'playCard',
      'queen',
      'n1-port',
      'front:3',
      'throne:0',
      '-1',
      '1e9',
      '__proto__',
      '1',
      'white',
      'x'.repeat(5000),
    ];
    const names = [
      'type',
      'card',
      'version',
      'brokers',
      'p1Broker',
      'p1Spot',
      'p1Refill',
      'gems',
      'as',
      'target',
      'swap1',
      'column1',
      'step',
      'gem',
      '__proto__',
      'constructor',
    ];
    for (let i = 0; i < 2000; i++) {
      const fields: Record<string, string | string[]> = {};
      for (let k = 0; k < 6; k++) {
        const name = names[Math.floor(random() * names.length)]!;
        const word = () => words[Math.floor(random() * words.length)]!;
        fields[name] = random() < 0.2 ? [word(), word()] : word();
      }
      expect(() => parseActionForm(fields)).not.toThrow();
    }
  });

  it('reads the fields of a Conjurer placement, a Cardinal placement and the neutral broker', () => {
    expect(
      parseActionForm({
        version: '7',
        type: 'place',
        p1Broker: 'front:3',
        p1Refill: '0',
        p1Spot: 'n2-commerce',
        p1Face: 'down',
        p2Broker: '4',
        p2Refill: '0',
        p2Spot: 'r3-red',
        p2Face: 'down',
        neutralSpot: 'n1-port',
      }),
    ).toEqual({
      ok: true,
      version: 7,
      action: {
        type: 'place',
        neutral: { neighborhood: 1, area: 'port' },
        placements: [
          { value: 3, faceUp: false, to: { neighborhood: 2, area: 'commerce' }, fromFront: true, refill: 0 },
          { value: 4, faceUp: false, to: { row: 3, column: 'red' } },
        ],
      },
    });
  });
});
