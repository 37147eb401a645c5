// Non-interference (R13): for reachable states of random games in every configuration,
// sampled in every phase, and for every seat S and the spectator, changing anything R13
// hides from S leaves viewFor(state, S) exactly as it was. Two kinds of change:
// "consistent" ones (another shuffle, another bid: a state the game could really be in)
// and "wild" ones (any values at all where S sees none). The history (typed events, kept
// outside the state) is part of what is checked: other seats' private entries are changed too.
import { describe, expect, it } from 'vitest';
import {
  type Broker,
  type BrokerRef,
  type LogEntry,
  SHIP_IDS,
  type State,
  YELLOW_CARDS,
  type YellowCard,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import { eventText } from '../../../templates/log.ts';
import { dictOf } from '../../../templates/i18n/index.ts';
import { CONFIGS, boardBrokers, setupOf } from './invariants.ts';
import { words } from '../words.ts';
import { scaled } from '../../support/scale.ts';

const EN = dictOf('en');

type Random = () => number;
type Mode = 'consistent' | 'wild';

const GAMES_PER_CONFIG = scaled(8);
/** Each seed carries this mark, so a view that printed its seed would show it. */
const SEED_MARK = 'zq-secret-seed-7f3a';

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;
function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const clone = (s: State): State => JSON.parse(JSON.stringify(s)) as State;
const value = (random: Random) => Math.floor(random() * 5);

function brokerAt(s: State, ref: BrokerRef): Broker | null {
  if (ref.spot === 'throne') return s.throne[ref.index] ?? null;
  if ('neighborhood' in ref.spot) return s.city[ref.spot.neighborhood - 1]?.[ref.spot.area][ref.index] ?? null;
  const { row, column } = ref.spot;
  return s.market.cells[row - 1]?.[['blue', 'green', 'yellow', 'red'].indexOf(column)] ?? null;
}

/** Whether `viewer` may see this broker's value (R6.6, R6.7, R10.2, the Spy of R9). */
function sees(s: State, viewer: number | null, b: Broker, inThrone: boolean): boolean {
  if (b.faceUp) return true;
  if (viewer === null) return false;
  if (b.seenBy?.includes(viewer)) return true;
  return b.owner === viewer && (inThrone || s.options.peekOwnHidden);
}

/** Cards nobody has seen: never revealed (so never named in the log), not in a hand, not on a palace. */
function unseenCards(s: State, history: readonly LogEntry[]): YellowCard[] {
  const names = s.players.map((p) => p.name);
  const text = history.map((e) => eventText(EN, e.event, names)).join('\n');
  return YELLOW_CARDS.filter(
    (c) =>
      !new RegExp(`\\b${c}\\b`, 'i').test(text) &&
      !s.players.some((p) => p.hand.some((h) => h.card === c)) &&
      !s.city.some((h) => h.character === c) &&
      !s.secret.piles.some((pile) => pile.includes(c)),
  );
}

/** A copy of `original` with everything R13 hides from `viewer` changed. */
function hide(
  original: State,
  history: readonly LogEntry[],
  viewer: number | null,
  random: Random,
  mode: Mode,
): { s: State; history: LogEntry[] } {
  const s = clone(original);
  const task = s.agenda[0];
  const hidden = boardBrokers(s)
    .filter((p) => !sees(s, viewer, p.broker, p.where === 'throne'))
    .map((p) => p.broker);

  // Players' brokers: behind the screen (others only), face down on the board, in the throne.
  s.players.forEach((p, seat) => {
    const other = seat !== viewer;
    const theirs = hidden.filter((b) => b.owner === seat);
    if (mode === 'consistent') {
      // The same brokers, dealt out again among the places the viewer cannot look into.
      const pool = shuffle([...(other ? p.behind : []), ...theirs.map((b) => b.value)], random);
      if (other) p.behind = sorted(pool.splice(0, p.behind.length));
      theirs.forEach((b, i) => {
        b.value = pool[i]!;
      });
    } else {
      if (other) p.behind = sorted(p.behind.map(() => value(random)));
      for (const b of theirs) b.value = value(random);
    }
    if (!other) return;
    // An unrevealed bid (R5.1), taken from what is now behind; a throne choice not yet laid (R10.2).
    if (task?.kind === 'bid' && task.bids[seat]) task.bids[seat] = sorted(shuffle(p.behind, random).slice(0, 2));
    if (task?.kind === 'throne' && task.choices[seat] !== null) {
      task.choices[seat] = mode === 'consistent' ? pick(p.front, random) : value(random);
    }
  });

  // Neutral brokers (R11.2): face down on the board and still in the supplies.
  s.secret.neutralDraws = s.secret.neutralDraws.map((draws, supplier) => {
    const onBoard = hidden.filter((b) => b.owner === 'neutral' && b.supplier === supplier);
    if (mode === 'wild') {
      for (const b of onBoard) b.value = value(random);
      return draws.map(() => value(random));
    }
    const partial = draws.length - 4 * (4 - s.turn);
    const pool = shuffle([...onBoard.map((b) => b.value), ...draws.slice(0, partial)], random);
    onBoard.forEach((b, i) => {
      b.value = pool[i]!;
    });
    const later: number[] = [];
    for (let i = partial; i < draws.length; i += 4) later.push(...shuffle(draws.slice(i, i + 4), random));
    return [...pool.slice(onBoard.length), ...later];
  });

  // The ship deck's order, the piles below the revealed cards, the cards left out (R2.4, R2.5).
  if (mode === 'consistent') {
    s.secret.shipDeck = shuffle(s.secret.shipDeck, random);
    const cards = shuffle([...s.secret.piles.flat(), ...unseenCards(s, history)], random);
    s.secret.piles = s.secret.piles.map((pile) => cards.splice(0, pile.length));
  } else {
    s.secret.shipDeck = s.secret.shipDeck.map(() => pick(SHIP_IDS, random));
    s.secret.piles = s.secret.piles.map((pile) => pile.map(() => pick(YELLOW_CARDS, random)));
  }

  // What other seats' Spies saw (R9), and other seats' private log entries.
  for (const spy of s.effects.spy) {
    if (spy.seat === viewer) continue;
    for (const peek of spy.peeks) {
      const b = brokerAt(s, peek.target);
      peek.value = mode === 'consistent' && b && b.owner === peek.owner ? b.value : value(random);
    }
  }
  const other = (e: LogEntry): LogEntry => {
    const event = e.event;
    const v = () => (mode === 'consistent' && 'value' in event ? (event.value + 1) % 5 : value(random));
    if (event.kind === 'bid') return { ...e, event: { ...event, brokers: event.brokers.map(() => value(random)) } };
    if (event.kind === 'throneChosen' || event.kind === 'spyPeek') return { ...e, event: { ...event, value: v() } };
    return { ...e, turn: e.turn + 1 };
  };
  return { s, history: history.map((e) => (e.to !== undefined && e.to !== viewer ? other(e) : e)) };
}

/** Keys anywhere in a JSON value. */
function keysOf(x: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const v of x) keysOf(v, into);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

/** The phase a sample stands for, with "half" states of the simultaneous decisions (R5.1, R10.2). */
function phaseKey(s: State): string {
  const t = s.agenda[0];
  if (!t) return 'over';
  if (t.kind === 'bid') return t.bids.some((b) => b) ? 'bid (some in)' : 'bid (none in)';
  if (t.kind === 'throne') return t.choices.some((c) => c !== null) ? 'throne (some in)' : 'throne (none in)';
  if (t.kind === 'window') return `window ${t.window}`;
  return t.kind;
}

const coverage = new Map<string, number>();
let samples = 0;
let changed = 0;
let compared = 0;

function checkState(s: State, history: readonly LogEntry[], seed: string, where: string, random: Random): void {
  samples++;
  const key = phaseKey(s);
  coverage.set(key, (coverage.get(key) ?? 0) + 1);
  if (s.effects.spy.some((e) => e.peeks.length))
    coverage.set('a Spy has looked', (coverage.get('a Spy has looked') ?? 0) + 1);
  if (!s.options.peekOwnHidden)
    coverage.set('own face-down hidden (R6.6 off)', (coverage.get('own face-down hidden (R6.6 off)') ?? 0) + 1);
  const original = JSON.stringify(s);
  for (const viewer of [null, ...s.players.map((_, i) => i)]) {
    const view = viewFor(s, viewer, history);
    const text = JSON.stringify(view);
    const label = `${where}, ${key}, viewer ${viewer}`;
    // Nothing of `secret`, nor the seed from which it could be computed (R13).
    const keys = keysOf(view);
    for (const k of ['secret', 'shipDeck', 'piles', 'neutralDraws', 'seenBy', 'seed'])
      expect(keys.has(k), `${label}: key ${k}`).toBe(false);
    expect(text.includes(seed), `${label}: the seed`).toBe(false);
    expect(text.includes(SEED_MARK), `${label}: the seed`).toBe(false);
    // Only the viewer's own private parts are filled in.
    view.players.forEach((p) => {
      if (p.seat !== viewer)
        expect([p.behind, p.bid, p.throne], `${label}: seat ${p.seat}'s private parts`).toEqual([null, null, null]);
    });
    expect(
      view.log.every((e) => !e.private || viewer !== null),
      `${label}: private log to a spectator`,
    ).toBe(true);
    expect(view.log.filter((e) => e.private).length).toBe(
      history.filter((e) => e.to !== undefined && e.to === viewer).length,
    );

    for (const mode of ['consistent', 'wild'] as const) {
      for (let k = 0; k < 2; k++) {
        const hidden = hide(s, history, viewer, random, mode);
        compared++;
        if (JSON.stringify(hidden) !== JSON.stringify({ s, history })) changed++;
        const again = viewFor(hidden.s, viewer, hidden.history);
        if (JSON.stringify(again) !== text)
          expect(again, `${label}: a ${mode} change of what R13 hides shows in the view`).toEqual(view);
      }
    }

    // The comparison can fail: a public change, and a change of the viewer's own secrets, do show.
    const publicChange = clone(s);
    publicChange.players[0]!.vp += 1;
    expect(JSON.stringify(viewFor(publicChange, viewer, history)), `${label}: a public change`).not.toBe(text);
    if (viewer !== null && s.players[viewer]!.behind.length) {
      const own = clone(s);
      const behind = own.players[viewer]!.behind;
      behind[behind.length - 1] = behind[behind.length - 1] === 4 ? 3 : 4;
      own.players[viewer]!.behind = sorted(behind);
      // A bid still pending must stay within what is behind for the view to be built.
      const t = own.agenda[0];
      if (t?.kind === 'bid' && t.bids[viewer]) t.bids[viewer] = sorted(own.players[viewer]!.behind.slice(0, 2));
      expect(JSON.stringify(viewFor(own, viewer, history)), `${label}: a change of the viewer's own brokers`).not.toBe(
        text,
      );
    }
  }
  expect(JSON.stringify(s), `${where}: viewFor changed the state`).toBe(original);
}

/**
 * Plays one configuration's games and checks them, once: the tally test needs every
 * configuration played, and runs them itself when it runs alone (`-t`), so no test
 * depends on another having run before it.
 */
const played = new Set<string>();
function playConfig(config: (typeof CONFIGS)[number]): void {
  if (played.has(config.label)) return;
  played.add(config.label);
  for (let g = 0; g < GAMES_PER_CONFIG; g++) {
    const seed = `${SEED_MARK}/${config.label}/${g}`;
    const random = seededRandom(`secrecy/${seed}`);
    const created = createGame(setupOf(config, g % 2 === 0), seed);
    if (!created.ok) throw new Error(words(created.error));
    let s = created.state;
    let history = created.events;
    const seenThisGame = new Set<string>();
    for (let step = 0; ; step++) {
      const key = phaseKey(s);
      // The first state of each phase in the game, then each turn's now and then, and a few at random.
      const first = !seenThisGame.has(key);
      seenThisGame.add(key);
      if (first || (!seenThisGame.has(`${s.turn}:${key}`) && random() < 0.3) || random() < 0.02) {
        checkState(s, history, seed, `${seed} step ${step}`, random);
      }
      seenThisGame.add(`${s.turn}:${key}`);
      if (s.result) break;
      const seat = pick(waitingFor(s), random);
      const action = randomAction(s, seat, random);
      if (!action) throw new Error(`${seed}: no action for seat ${seat}`);
      const out = applyAction(s, seat, action);
      if (!out.ok) throw new Error(`${seed}: ${words(out.error)}`);
      s = out.state;
      history = [...history, ...out.events];
    }
  }
}

describe('non-interference: what R13 hides from a seat never reaches its view', () => {
  for (const config of CONFIGS) {
    it(`${config.label}: ${GAMES_PER_CONFIG} games, sampled in every phase`, () => playConfig(config));
  }

  it('sampled every phase, with real changes to compare', () => {
    for (const config of CONFIGS) playConfig(config);
    console.log(
      `Secrecy: ${samples} states, ${compared} hidden changes compared; by phase: ${[...coverage]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    for (const key of [
      'bid (none in)',
      'bid (some in)',
      'chooseOrder',
      'window beforePlacement',
      'place',
      'afterPlace',
      'window beforeCounting',
      'portGems',
      'orderColumns',
      'moveQuotation',
      'chooseColour',
      'window afterCounting',
      'throne (none in)',
      'throne (some in)',
      'over',
      'a Spy has looked',
      'own face-down hidden (R6.6 off)',
    ])
      expect(coverage.get(key) ?? 0, key).toBeGreaterThan(0);
    // Most changes change something (an empty board and a short deck may shuffle into themselves).
    expect(changed / compared).toBeGreaterThan(0.8);
  });
});
