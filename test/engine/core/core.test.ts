// The core's shape: the history as typed events rendered only when read, the
// playout path against the plain path, the task table, and a src/ without import cycles.
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  COLOURS,
  type Action,
  type EventKind,
  type Spot,
  GameEventSchema,
  type LogEntry,
  type State,
  applyAction,
  applyInPlace,
  applyParsed,
  cloneState,
  createGame,
  parseAction,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import type { Automatic, Decision } from '../../../src/engine/decision.ts';
import { TASKS, type TaskTable, askOf } from '../../../src/engine/tasks.ts';
import { legalSpots, spotProblem } from '../../../src/engine/board.ts';
import { eventText } from '../../../templates/log.ts';
import { dictOf } from '../../../templates/i18n/index.ts';
import { CONFIGS, setupOf } from '../fuzz/invariants.ts';
import { words } from '../words.ts';

const EN = dictOf('en');

type Played = { state: State; history: LogEntry[]; steps: { seat: number; action: Action }[] };

function play(config: (typeof CONFIGS)[number], seed: string): Played {
  const made = createGame(setupOf(config, true), seed);
  if (!made.ok) throw new Error(words(made.error));
  let state = made.state;
  let history = made.events;
  const steps: Played['steps'] = [];
  const random = seededRandom(`core/${seed}`);
  while (!state.result) {
    const seat = waitingFor(state)[0]!;
    const action = randomAction(state, seat, random)!;
    const out = applyAction(state, seat, action);
    if (!out.ok) throw new Error(words(out.error));
    state = out.state;
    history = [...history, ...out.events];
    steps.push({ seat, action });
  }
  return { state, history, steps };
}

const games = CONFIGS.flatMap((config) => [0, 1, 2].map((g) => ({ config, seed: `${config.label}/${g}` })));

describe('events: the history is typed, kept outside the state, and put in words when read', () => {
  const kinds = new Set<EventKind>();
  it('every event of seeded games parses, renders to words, and the state holds no log', () => {
    for (const { config, seed } of games) {
      const { state, history } = play(config, seed);
      expect(Object.keys(state)).not.toContain('log');
      const names = state.players.map((p) => p.name);
      for (const entry of history) {
        expect(GameEventSchema.safeParse(entry.event).success).toBe(true);
        const text = eventText(EN, entry.event, names);
        expect(text, JSON.stringify(entry.event)).toMatch(/^[A-Z].*[.)]$/);
        expect(text).not.toMatch(/undefined|NaN|\[object/);
        kinds.add(entry.event.kind);
      }
    }
  });
  it(
    "a stand-in (the room's clock ran out) decides for the seat waited on, legally, the same on replay; " +
      'for no other seat',
    () => {
      for (const { config, seed } of games.slice(0, 6)) {
        const made = createGame(setupOf(config, true), seed);
        if (!made.ok) throw new Error(words(made.error));
        let state = made.state;
        const random = seededRandom(`stand-in/${seed}`);
        for (let n = 0; n < 60 && !state.result; n++) {
          const seat = waitingFor(state)[0]!;
          const idle = state.players.findIndex((_, s) => !waitingFor(state).includes(s));
          if (idle >= 0)
            expect(applyAction(state, idle, { type: 'standIn' })).toMatchObject({ ok: false, error: { rule: 'R3' } });
          const out =
            n % 3 === 0
              ? applyAction(state, seat, { type: 'standIn' })
              : applyAction(state, seat, randomAction(state, seat, random)!);
          if (!out.ok) throw new Error(words(out.error));
          if (n % 3 === 0) {
            expect(out.events[0]!.event).toEqual({ kind: 'standIn', seat, reason: 'time' });
            expect(out.events.length).toBeGreaterThan(1);
            const again = applyAction(state, seat, { type: 'standIn' });
            expect(again.ok && again.state).toEqual(out.state);
            const names = state.players.map((p) => p.name);
            for (const e of out.events) {
              kinds.add(e.event.kind);
              expect(eventText(EN, e.event, names)).toMatch(/^[A-Z]/);
            }
          }
          state = out.state;
        }
      }
    },
  );
  it('every kind of event was met and rendered', () => {
    const all = GameEventSchema._zod.def.options.map((o) => o.shape.kind._zod.def.values[0]!);
    expect(all.filter((k) => !kinds.has(k))).toEqual([]);
  });
  it('R13: private events reach only their seat; a spectator reads none', () => {
    const { state, history } = play(CONFIGS[0]!, 'private');
    const privateCount = (seat: number | null) => viewFor(state, seat, history).log.filter((e) => e.private).length;
    expect(privateCount(null)).toBe(0);
    state.players.forEach((_, seat) => {
      expect(privateCount(seat)).toBe(history.filter((e) => e.to === seat).length);
    });
    expect(history.some((e) => e.to !== undefined)).toBe(true);
  });
});

describe('the playout path runs the same rules as the plain path', () => {
  it(
    "applyInPlace reaches the same state as applyAction after every action, and leaves the plain path's " +
      'input alone',
    () => {
      for (const { config, seed } of games) {
        const made = createGame(setupOf(config, true), seed);
        if (!made.ok) throw new Error(words(made.error));
        const { steps, state: end } = play(config, seed);
        const fast = cloneState(made.state);
        let plain = made.state;
        for (const { seat, action } of steps) {
          const before = JSON.stringify(plain);
          const out = applyAction(plain, seat, action);
          if (!out.ok) throw new Error(words(out.error));
          expect(JSON.stringify(plain)).toBe(before);
          plain = out.state;
          applyInPlace(fast, seat, structuredClone(action));
          expect(JSON.stringify(fast)).toBe(JSON.stringify(plain));
        }
        expect(JSON.stringify(fast)).toBe(JSON.stringify(end));
      }
    },
  );

  it(
    'applyAction is parseAction then applyParsed: the same state and events; a refused input is refused ' +
      'before the rules',
    () => {
      for (const { config, seed } of games) {
        const made = createGame(setupOf(config, true), seed);
        if (!made.ok) throw new Error(words(made.error));
        let state = made.state;
        for (const { seat, action } of play(config, seed).steps) {
          const parsed = parseAction(action);
          if (!parsed.ok) throw new Error(words(parsed.error));
          const split = applyParsed(state, seat, parsed.action);
          const whole = applyAction(state, seat, action);
          expect(split).toEqual(whole);
          if (!whole.ok) throw new Error(words(whole.error));
          state = whole.state;
        }
      }
      expect(parseAction({ type: 'bid', brokers: [1] })).toMatchObject({
        ok: false,
        error: { code: 'invalid', refusal: { key: 'invalidAction', path: 'brokers' } },
      });
      // The API's first spelling reads as the one spelling.
      expect(parseAction({ type: 'chooseColor', color: 'red' })).toEqual({
        ok: true,
        action: { type: 'chooseColour', colour: 'red' },
      });
    },
  );
});

describe('the places offered are the places the rules accept', () => {
  it(
    'R6.3, R6.4, R9 Queen: every placement prompt of seeded games offers exactly the spots spotProblem ' + 'accepts',
    () => {
      let prompts = 0;
      for (const { config, seed } of games) {
        const made = createGame(setupOf(config, true), seed);
        if (!made.ok) throw new Error(words(made.error));
        const s = made.state;
        const random = seededRandom(`spots/${seed}`);
        while (!s.result) {
          const seat = waitingFor(s)[0]!;
          if (askOf(s, seat)?.kind === 'place') {
            const every = [1, 2, 3, 4]
              .flatMap((neighborhood) => AREAS.map((area): Spot => ({ neighborhood, area })))
              .concat([1, 2, 3].flatMap((row) => COLOURS.map((column): Spot => ({ row, column }))));
            expect(legalSpots(s)).toEqual(every.filter((spot) => !spotProblem(s, spot)));
            prompts++;
          }
          applyInPlace(s, seat, randomAction(s, seat, random)!);
        }
      }
      expect(prompts).toBeGreaterThan(500);
    },
  );
});

describe('the task table', () => {
  it('names a rule for every kind of task (checked by the compiler; here its two shapes)', () => {
    // A table missing a kind does not compile:
    // @ts-expect-error 'finalScoring' is missing
    const incomplete: TaskTable = { ...TASKS, finalScoring: undefined };
    expect(incomplete).toBeDefined();
    for (const rule of Object.values(TASKS) as (Decision<never> | Automatic<never>)[]) {
      expect(['decision', 'automatic']).toContain(rule.kind);
      if (rule.kind === 'decision') expect(typeof rule.prompt).toBe('function');
    }
  });
});

/** Every source file of src/, by path relative to src/ (Vite reads them at test time). */
const SOURCES = (import.meta as unknown as { glob: (pattern: string, options: object) => Record<string, string> }).glob(
  '../../../src/**/*.{ts,tsx}',
  { query: '?raw', import: 'default', eager: true },
);

/** Resolve `./x` or `../y` from a file's folder. */
function join(from: string, target: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The value imports between files of src/, as a graph. `import type` is left out: it is
 * erased before anything runs (the Env type and the object class name each other so).
 */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [key, text] of Object.entries(SOURCES)) {
    const path = key.replace('../../../src/', '');
    const targets = [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)].map((m) =>
      join(path, m[1]!),
    );
    graph.set(path, targets);
  }
  return graph;
}

function cycleIn(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('one concept, one place', () => {
  it('src/ has no import cycle', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get('engine/tasks.ts')).toContain('engine/placement.ts');
    expect(cycleIn(graph)).toBeNull();
  });
  it('the cycle check finds a cycle when there is one', () => {
    expect(
      cycleIn(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
  });
});
