// A game over replayed once for its replay steps and analyses (src/room/replayed.ts): every
// step's view is the one the game played from the start gave, for every seat and the
// spectators (R13); an analysis body is checked against the record, the body alone and
// the record's list of decisions before any replay, each suggestion against the rules.
import { describe, expect, it } from 'vitest';
import {
  type Action,
  SetupSchema,
  type LogEntry,
  type State,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { isDecision } from '../../src/bots/index.ts';
import type { GameRecord } from '../../src/room/record.ts';
import {
  type Judged,
  KEPT_EVERY,
  bodyRefusal,
  decisionVersions,
  matchRefusal,
  replayGame,
  reviewReplayed,
  viewAtDecision,
  viewAtStep,
} from '../../src/room/replayed.ts';
import { replay } from '../support/replay.ts';

const NAMES = ['Ana', 'Bo', 'Cy'];

/** A 3-player game played to its end at random: its record, and per seat its decisions with a legal suggestion each. */
function finished(seed: string): {
  record: GameRecord;
  judged: Judged[][];
  states: Map<number, State>;
  history: LogEntry[];
  logLength: number[];
} {
  const setup = SetupSchema.parse({ players: NAMES.map((name) => ({ name })) });
  const made = createGame(setup, seed);
  if (!made.ok) throw new Error(made.error.code);
  let state = made.state;
  const random = seededRandom(`${seed}/players`);
  const actions: GameRecord['actions'] = [];
  const judged: Judged[][] = NAMES.map(() => []);
  const states = new Map<number, State>();
  const history = [...made.events];
  const logLength = [history.length];
  while (!state.result) {
    const seat = waitingFor(state)[0]!;
    const action = randomAction(state, seat, random)!;
    if (isDecision(action))
      judged[seat]!.push({ version: state.version, suggested: randomAction(state, seat, random)!, loss: 1 });
    states.set(state.version, state);
    const out = applyAction(state, seat, action);
    if (!out.ok) throw new Error(out.error.code);
    state = out.state;
    history.push(...out.events);
    logLength.push(history.length);
    actions.push({ seq: state.version, seat, action });
  }
  states.set(state.version, state);
  return { record: { setup, seed, actions, result: state.result }, judged, states, history, logLength };
}

const game = finished('replayed-three');

describe('a game over replayed once', () => {
  it("every step's view, for every seat and the spectators, is the one the game gave as it was played", () => {
    const made = replayGame(game.record);
    if (!made.ok) throw new Error(made.message);
    const r = made.replayed;
    expect(r.kept.length).toBe(Math.floor(game.record.actions.length / KEPT_EVERY) + 1);
    const scores = replay(game.record);
    if (!scores.ok) throw new Error(scores.message);
    const last = game.record.actions.length;
    const played = (at: number, seat: number | null) => {
      const view = viewFor(game.states.get(at)!, seat, game.history.slice(0, game.logLength[at]));
      return at === last ? { ...view, scores: scores.scores } : view;
    };
    for (let at = 0; at <= last; at += at < 30 ? 1 : 7)
      for (const seat of [0, 1, 2, null])
        expect(viewAtStep(r, at, seat), `step ${at}, seat ${seat}`).toEqual(played(at, seat));
    expect(viewAtStep(r, last, 1)).toEqual(played(last, 1));
    expect(viewAtStep(r, last + 1, 1)).toBeNull();
    // Steps are read, never played on: the same view again.
    expect(viewAtStep(r, 13, 0)).toEqual(viewAtStep(r, 13, 0));
  });

  it('a broken record says which action', () => {
    const broken = { ...game.record, actions: game.record.actions.map((a, i) => (i === 5 ? { ...a, seat: 9 } : a)) };
    const made = replayGame(broken);
    expect(made.ok).toBe(false);
    expect(!made.ok && made.message).toContain(`Action ${game.record.actions[5]!.seq} of the record`);
  });
});

describe('an analysis body, checked', () => {
  const made = replayGame(game.record);
  if (!made.ok) throw new Error(made.message);
  const r = made.replayed;
  const judged = game.judged[0]!;

  it('accepts the seat decisions with legal suggestions, and draws each decision as the seat saw it', () => {
    expect(bodyRefusal(judged)).toBeNull();
    expect(matchRefusal(game.record, 0, judged)).toBeNull();
    const review = reviewReplayed(r, 0, judged);
    if (!review.ok) throw new Error(review.refusal.key);
    expect(review.decisions.map((d) => d.version)).toEqual(judged.map((j) => j.version));
    expect(review.decisions.every((d) => d.actualLines.length > 0)).toBe(true);
    const i = 4;
    const view = viewAtDecision(r, 0, review.decisions, i);
    expect(view.version).toBe(judged[i]!.version);
    expect(view.seat).toBe(0);
  });

  it('refuses, from the body alone, decisions out of order and the stand-in as a suggestion', () => {
    const swapped = [judged[1]!, judged[0]!, ...judged.slice(2)];
    expect(bodyRefusal(swapped)).toEqual({ key: 'analysisOrder', version: judged[0]!.version });
    const twice = [judged[0]!, judged[0]!, ...judged.slice(2)];
    expect(bodyRefusal(twice)).toEqual({ key: 'analysisOrder', version: judged[0]!.version });
    const standIn = judged.map((j, i) => (i === 3 ? { ...j, suggested: { type: 'standIn' } as Action } : j));
    expect(bodyRefusal(standIn)).toEqual({ key: 'analysisStandIn', version: judged[3]!.version });
  });

  it("refuses, from the record alone (no replay), judgements that are not the seat's decisions", () => {
    expect(decisionVersions(game.record, 0)).toEqual(judged.map((j) => j.version));
    expect(matchRefusal(game.record, 1, judged)).toEqual({ key: 'analysisMismatch' });
    expect(matchRefusal(game.record, 0, judged.slice(1))).toEqual({ key: 'analysisMismatch' });
    const shifted = judged.map((j, i) => (i === 2 ? { ...j, version: j.version + 1 } : j));
    expect(matchRefusal(game.record, 0, shifted)).toEqual({ key: 'analysisMismatch' });
    // A record whose game cannot even be made: the check never plays it.
    const unplayable = { ...game.record, setup: { ...game.record.setup, players: [] } };
    expect(matchRefusal(unplayable, 0, judged)).toBeNull();
    expect(matchRefusal(unplayable, 0, [])).toEqual({ key: 'analysisMismatch' });
  });

  it('refuses a suggestion the rules did not allow the seat at that decision', () => {
    // Another seat's move at seat 0's decision, or seat 0's move of another moment: whichever the rules refuse there.
    const at = judged.findIndex((j) => {
      const other = game.judged[1]!.find((k) => k.suggested.type !== j.suggested.type);
      return other && !applyAction(game.states.get(j.version)!, 0, other.suggested).ok;
    });
    expect(at).toBeGreaterThanOrEqual(0);
    const j = judged[at]!;
    const illegal = game.judged[1]!.find(
      (k) => k.suggested.type !== j.suggested.type && !applyAction(game.states.get(j.version)!, 0, k.suggested).ok,
    )!;
    const sent = judged.map((k, i) => (i === at ? { ...k, suggested: illegal.suggested } : k));
    expect(reviewReplayed(r, 0, sent)).toEqual({ ok: false, refusal: { key: 'analysisIllegal', version: j.version } });
  });
});
