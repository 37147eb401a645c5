// A seat's standing choices, pure (src/room/standing.ts): which decisions each covers and
// the action it makes there, as the seat's own view shows the decision.
import { describe, expect, it } from 'vitest';
import {
  type Ask,
  SetupSchema,
  type State,
  type View,
  applyAction,
  createGame,
  promptFor,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import {
  NO_STANDING,
  type Standing,
  StandingBodySchema,
  StandingSchema,
  standingAction,
  standingAfter,
  standingShown,
} from '../../src/room/standing.ts';

/** A seeded random 4-player game's states, every one from the start to the end. */
function states(seed: string, players = 4): State[] {
  const names = ['Ana', 'Bo', 'Cy', 'Di'].slice(0, players);
  const made = createGame(SetupSchema.parse({ players: names.map((name) => ({ name })) }), seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const out = [made.state];
  const random = seededRandom(seed);
  for (let state = made.state; !state.result; ) {
    const seat = waitingFor(state)[0]!;
    const next = applyAction(state, seat, randomAction(state, seat, random)!);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    state = next.state;
    out.push(state);
  }
  return out;
}

/** The first state where some seat is asked `kind`, that seat's view. */
function askedAt(all: State[], kind: Ask['kind']): View {
  for (const s of all) for (const seat of waitingFor(s)) if (promptFor(s, seat).kind === kind) return viewFor(s, seat);
  throw new Error(`no ${kind} decision`);
}

const games = [...states('standing-a'), ...states('standing-b', 3), ...states('standing-c', 2)];
const asked = (view: View, prompt: Ask): View => ({ ...view, prompt });

describe('the stored standing choices', () => {
  it('are all off by default, and an old or partial row reads', () => {
    expect(StandingSchema.parse({})).toEqual(NO_STANDING);
    expect(StandingSchema.parse({ gems: ['red'] })).toEqual({ passTurn: null, gems: ['red'] });
  });

  it('refuse a colour named twice, a colour that is not one (black is never a port gem, R1.3), or turn 0', () => {
    expect(StandingSchema.safeParse({ gems: ['red', 'red'] }).success).toBe(false);
    expect(StandingSchema.safeParse({ gems: ['black'] }).success).toBe(false);
    expect(StandingSchema.safeParse({ passTurn: 0 }).success).toBe(false);
  });
});

describe('a change and what the view shows', () => {
  it('records the turn a pass is ticked in, leaves out what a change does not name, shows a lapsed pass off', () => {
    const body = (b: unknown) => StandingBodySchema.parse(b);
    const ticked = standingAfter(NO_STANDING, body({ pass: true }), 2);
    expect(ticked).toEqual({ passTurn: 2, gems: [] });
    const ordered = standingAfter(ticked, body({ gems: ['blue', 'red'] }), 2);
    expect(ordered).toEqual({ passTurn: 2, gems: ['blue', 'red'] });
    expect(standingAfter(ordered, body({ pass: false }), 2)).toEqual({ passTurn: null, gems: ['blue', 'red'] });
    expect(standingShown(ordered, 2)).toEqual({ pass: true, gems: ['blue', 'red'] });
    // The next turn's bidding (R5): the pass lapsed, the order stands.
    expect(standingShown(ordered, 3)).toEqual({ pass: false, gems: ['blue', 'red'] });
    expect(standingShown(ticked, 3)).toBeNull();
    expect(StandingBodySchema.safeParse({ pass: true, colour: 'red' }).success).toBe(false);
  });
});

describe('the standing pass (R6.1, R7.0, R7.6, R9.1)', () => {
  const window = askedAt(games, 'playCards');
  const seat = window.seat!;

  it('passes a card window of the turn it was set for, and nothing once that turn is over', () => {
    const on: Standing = { passTurn: window.turn, gems: [] };
    expect(standingAction(window, seat, on)).toEqual({ type: 'pass' });
    expect(standingAction(window, seat, { passTurn: window.turn - 1 || window.turn + 1, gems: [] })).toBeNull();
    expect(standingAction(window, seat, NO_STANDING)).toBeNull();
  });

  it('covers every card window and the moment just after a placement, and is always legal there', () => {
    const kinds = new Set<string>();
    for (const s of games)
      for (const seat of waitingFor(s)) {
        const view = viewFor(s, seat);
        const action = standingAction(view, seat, { passTurn: s.turn, gems: [] });
        if (view.prompt.kind !== 'playCards') {
          expect(action).toBeNull();
          continue;
        }
        kinds.add(view.prompt.window);
        expect(action).toEqual({ type: 'pass' });
        expect(applyAction(s, seat, action!).ok).toBe(true);
      }
    expect([...kinds].sort()).toEqual(['afterCounting', 'beforeCounting', 'beforePlacement', 'duringPlacement']);
  });

  it("makes nothing from another seat's view, nor at a decision of another kind (a placement, a bid)", () => {
    expect(standingAction(window, (seat + 1) % 4, { passTurn: window.turn, gems: [] })).toBeNull();
    const bid = askedAt(games, 'bid');
    expect(standingAction(bid, bid.seat!, { passTurn: bid.turn, gems: ['red'] })).toBeNull();
    const place = askedAt(games, 'place');
    expect(standingAction(place, place.seat!, { passTurn: place.turn, gems: ['red'] })).toBeNull();
  });
});

describe('the standing gem order (R7.3)', () => {
  const view = askedAt(games, 'takeGems');
  const seat = view.seat!;
  const order = (gems: Standing['gems']): Standing => ({ passTurn: null, gems });
  // A 4-player port: 2 large + 2 small gems, the first picker takes 2 (R4.2, R7.3).
  const port = asked(view, {
    kind: 'takeGems',
    neighborhood: 1,
    gems: ['red', 'red', 'blue', 'green'],
    take: 2,
    choices: [
      ['blue', 'green'],
      ['blue', 'red'],
      ['green', 'red'],
      ['red', 'red'],
    ],
  });

  it('takes the gems best by the order', () => {
    expect(standingAction(port, seat, order(['green', 'red']))).toEqual({
      type: 'takeGems',
      gems: [{ gem: 'green' }, { gem: 'red' }],
    });
    expect(standingAction(port, seat, order(['red', 'blue']))).toEqual({
      type: 'takeGems',
      gems: [{ gem: 'red' }, { gem: 'red' }],
    });
  });

  it('asks the seat when the order does not name enough of the gems offered', () => {
    expect(standingAction(port, seat, order(['yellow']))).toBeNull();
    expect(standingAction(port, seat, order(['blue']))).toBeNull();
    expect(standingAction(port, seat, order([]))).toBeNull();
  });

  it('takes a white gem first, named as the first colour of the order (R1.2, R7.3)', () => {
    const white = asked(view, {
      kind: 'takeGems',
      neighborhood: 2,
      gems: ['yellow', 'white', 'blue'],
      take: 1,
      choices: [['blue'], ['white'], ['yellow']],
    });
    expect(standingAction(white, seat, order(['yellow', 'blue']))).toEqual({
      type: 'takeGems',
      gems: [{ gem: 'white', as: 'yellow' }],
    });
  });

  it("names a white gem won on a market row or with a blue card as the order's first colour (R1.2)", () => {
    const colour = asked(view, { kind: 'chooseColour', colours: ['blue', 'green', 'yellow', 'red'] });
    expect(standingAction(colour, seat, order(['red', 'blue']))).toEqual({ type: 'chooseColour', colour: 'red' });
    expect(standingAction(colour, seat, order([]))).toBeNull();
  });

  it('is legal at every gem taking of real games, and covers only gem takings and white gems named', () => {
    let taken = 0;
    for (const s of games)
      for (const seat of waitingFor(s)) {
        const view = viewFor(s, seat);
        const action = standingAction(view, seat, order(['yellow', 'red', 'green', 'blue']));
        if (view.prompt.kind !== 'takeGems' && view.prompt.kind !== 'chooseColour') {
          expect(action).toBeNull();
          continue;
        }
        // All four colours named: every port's choice is covered.
        expect(action).not.toBeNull();
        expect(applyAction(s, seat, action!).ok).toBe(true);
        taken++;
      }
    expect(taken).toBeGreaterThan(5);
  });
});
