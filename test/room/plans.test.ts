// A planned move's pure checks (src/room/plans.ts): what a seat's own view allows when it
// plans, what the plan depends on, and what tells that it changed, for each kind of plan.
import { describe, expect, it } from 'vitest';
import {
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
  changed,
  decisionOf,
  dependsOf,
  planOffer,
  planProblem,
  plannable,
  throneChoiceOf,
  whyNotPlayed,
} from '../../src/room/plans.ts';

type Plan = Parameters<typeof planProblem>[2];

/** A 3-player game at turn 1's first placement, by seeded random moves. */
function atPlacement(seed: string): State {
  const setup = SetupSchema.parse({ players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })) });
  const made = createGame(setup, seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let state = made.state;
  const random = seededRandom(seed);
  for (;;) {
    const seat = waitingFor(state)[0]!;
    if (promptFor(state, seat).kind === 'place') return state;
    const out = applyAction(state, seat, randomAction(state, seat, random)!);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    state = out.state;
  }
}

const parsed = (action: unknown) => {
  const p = plannable(action);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return p.action;
};

describe('a plan as its seat sees the game', () => {
  const state = atPlacement('plans-pure');
  const x = waitingFor(state)[0]!;
  const y = [0, 1, 2].find((s) => s !== x)!;
  const view = viewFor(state, y);
  const behind = view.players[y]!.behind!;
  const port = { neighborhood: 1, area: 'port' } as const;
  const square = { row: 2, column: 'blue' } as const;
  const place = (to1: object, to2: object, up2 = false) =>
    parsed({
      type: 'place',
      placements: [
        { value: behind[0], faceUp: true, to: to1 },
        { value: behind[1], faceUp: up2, to: to2 },
      ],
    });

  it('takes only a placement, a bid, a card or a pass, each answering its kind of decision', () => {
    expect(plannable({ type: 'chooseOrder', position: 1 })).toMatchObject({
      ok: false,
      error: { refusal: { key: 'planKind' } },
    });
    expect(plannable({ type: 'place' })).toMatchObject({ ok: false, error: { refusal: { key: 'invalidAction' } } });
    expect(decisionOf(place(port, square))).toBe('place');
    expect(decisionOf(parsed({ type: 'bid', brokers: [1, 2] }))).toBe('bid');
    expect(decisionOf(parsed({ type: 'pass' }))).toBe('playCards');
    expect(decisionOf(parsed({ type: 'playCard', card: 'merchant' }))).toBe('playCards');
    expect(decisionOf(parsed({ type: 'playCard', card: 'queen', spot: port }))).toBe('place');
  });

  it("refuses what the seat's view forbids now, naming the rule", () => {
    const problem = (action: Plan) => planProblem(view, y, action, null);
    expect(problem(place(port, square))).toBeNull();
    expect(problem(place(port, square, true))).toMatchObject({ rule: 'R6.2', refusal: { key: 'oneUpOneDown' } });
    expect(problem(place(square, square))).toMatchObject({ rule: 'R6.4', refusal: { key: 'squareTwice' } });
    expect(problem(place(port, { row: 1, column: 'blue' }))).toMatchObject({
      rule: 'R6.4',
      refusal: { key: 'rowClosed' },
    });
    const taken: View = {
      ...view,
      market: {
        ...view.market,
        cells: view.market.cells.map((c) =>
          c.row === 2 && c.column === 'blue'
            ? { ...c, broker: { owner: x, faceUp: true, value: 3, marked: false } }
            : c,
        ),
      },
    };
    expect(planProblem(taken, y, place(port, square), null)).toMatchObject({
      rule: 'R6.4',
      refusal: { key: 'squareTaken' },
    });
    // A bid is checked against all the seat's brokers, its bid ones in front included (R5.1).
    const all = [...behind, ...view.players[y]!.front];
    const five = [0, 1, 2, 3, 4].find((n) => all.filter((b) => b === n).length < 2)!;
    expect(problem(parsed({ type: 'bid', brokers: [five, five] }))).toMatchObject({ rule: 'R5.1' });
    expect(problem(parsed({ type: 'playCard', card: 'merchant' }))).toMatchObject({
      rule: 'R9.2',
      refusal: { key: 'cardNotHeld' },
    });
    expect(problem(parsed({ type: 'pass' }))).toBeNull();
  });

  it('a placement depends on the places it names: who put brokers there is told', () => {
    const action = place(port, square);
    const depends = dependsOf(view, action);
    expect(changed(depends, view)).toBeNull();
    const after = applyAction(state, x, {
      type: 'place',
      placements: [
        { value: promptBehind(state, x)[0], faceUp: true, to: port },
        { value: promptBehind(state, x)[1], faceUp: false, to: { neighborhood: 2, area: 'port' } },
      ],
    });
    if (!after.ok) throw new Error(JSON.stringify(after.error));
    expect(changed(depends, viewFor(after.state, y))).toEqual({ why: 'place', spot: port, by: [x] });
    // Brokers elsewhere change nothing it depends on.
    expect(
      changed(dependsOf(view, place({ neighborhood: 3, area: 'palace' }, square)), viewFor(after.state, y)),
    ).toBeNull();
  });

  it('a bid, a card or a pass depends on the cards and the quotations', () => {
    for (const action of [parsed({ type: 'bid', brokers: [1, 2] }), parsed({ type: 'pass' })]) {
      const depends = dependsOf(view, action);
      expect(changed(depends, view)).toBeNull();
      expect(changed(depends, { ...view, quotation: { ...view.quotation, red: view.quotation.red + 1 } })).toEqual({
        why: 'quotation',
      });
      const hands = view.players.map((p, s) =>
        s === x ? { ...p, hand: [{ card: 'spy' as const, playableFromTurn: 2 }] } : p,
      );
      expect(changed(depends, { ...view, players: hands })).toEqual({ why: 'cards' });
    }
    // A card or a pass depends on the palaces' characters too; a bid, for the next turn, does not: its setup reveals
    // new ones before the bidding, which no one could see when it was planned (R4.1).
    const palaces = view.city.map((h, i) => (i === 0 ? { ...h, character: null } : h));
    expect(changed(dependsOf(view, parsed({ type: 'pass' })), { ...view, city: palaces })).toEqual({ why: 'cards' });
    expect(changed(dependsOf(view, parsed({ type: 'bid', brokers: [1, 2] })), { ...view, city: palaces })).toBeNull();
  });

  it('refuses a bid in turn 4, which has no bidding after it (R3)', () => {
    expect(planProblem({ ...view, turn: 4 }, y, parsed({ type: 'bid', brokers: [1, 2] }), null)).toMatchObject({
      rule: 'R3',
      refusal: { key: 'noBidLeft' },
    });
  });
});

function promptBehind(state: State, seat: number): number[] {
  const prompt = promptFor(state, seat);
  if (prompt.kind !== 'place') throw new Error(prompt.kind);
  return prompt.behind;
}

/**
 * Seeded random 3-player games, every seat's offer read at every decision: each bid offered is checked at the next
 * bidding against the seat's prompt there, and as a plan made at that moment.
 */
function bidOffers(seed: string, kingsFavor: boolean) {
  const setup = SetupSchema.parse({ players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), options: { kingsFavor } });
  const made = createGame(setup, seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  let state = made.state;
  const random = seededRandom(seed);
  const offered = new Map<number, { behind: number[]; plan: Plan; depends: unknown; cardSince: boolean }>();
  type Checked = { offered: number[]; asked: number[]; why: string | null; played: boolean; cardSince: boolean };
  const checked: Checked[] = [];
  while (!state.result) {
    const waiting = waitingFor(state);
    for (const seat of [0, 1, 2]) {
      const view = viewFor(state, seat);
      if (waiting.includes(seat)) {
        const o = offered.get(seat);
        const prompt = promptFor(state, seat);
        if (o && prompt.kind === 'bid') {
          const plan = { seat, action: o.plan, depends: o.depends as never };
          const why = whyNotPlayed(state, plan);
          const played = !why && applyAction(state, seat, o.plan).ok;
          checked.push({ offered: o.behind, asked: prompt.behind, why: why?.why ?? null, played, ...o });
          offered.delete(seat);
        }
        continue;
      }
      const offer = planOffer(view, seat, state);
      if (offer?.kind !== 'bid') continue;
      const action = parsed({ type: 'bid', brokers: offer.behind.slice(0, 2) }) as Plan;
      // What the page offers, the room takes.
      expect(planProblem(view, seat, action, throneChoiceOf(state, seat))).toBeNull();
      const old = offered.get(seat);
      if (!old || old.cardSince)
        offered.set(seat, {
          behind: [...offer.behind].sort(),
          plan: action,
          depends: dependsOf(view, action),
          cardSince: false,
        });
    }
    const seat = waiting[0]!;
    const move = randomAction(state, seat, random)!;
    if (move.type === 'playCard') for (const o of offered.values()) o.cardSince = true;
    const out = applyAction(state, seat, move);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    state = out.state;
  }
  return checked;
}

describe("the next turn's bid, offered at the turn's end", () => {
  it('offers, once the market is counted and nothing else of the turn asks, the brokers to bid from (R5.1)', () => {
    for (const kingsFavor of [true, false]) {
      const checks = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((s) => bidOffers(`bid-offer-${s}`, kingsFavor));
      // With the King's Favor every turn ends on the throne, where a seat that chose waits for the others (R10.2).
      expect(checks.length, `kingsFavor ${kingsFavor}`).toBeGreaterThan(kingsFavor ? 12 : 0);
      for (const c of checks) {
        // R5.1, R10.2: all its brokers, but those on the throne, and with the King's Favor the turn's end's '2'.
        expect(c.offered).toEqual([...c.asked].sort());
        // Played, unless an after-counting card was played since the offer: it leaves a hand, and a Banker moves
        // quotations (R9), both of which the bid depends on.
        expect(c.played).toBe(!c.cardSince);
        if (c.cardSince) expect(['quotation', 'cards']).toContain(c.why);
      }
      // The throne comes after the after-counting window: nothing changes between its choice and the bidding.
      if (kingsFavor) expect(checks.every((c) => c.played)).toBe(true);
    }
  });
});

describe('with the standing pass on', () => {
  it('offers a seat holding after-counting cards the next bid, not the window its pass answers (R7.6, R5.1)', () => {
    let met = 0;
    for (const seed of Array.from({ length: 24 }, (_, i) => `pass-bid-${i}`)) {
      const setup = SetupSchema.parse({ players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })) });
      const made = createGame(setup, seed);
      if (!made.ok) throw new Error(JSON.stringify(made.error));
      let state = made.state;
      const random = seededRandom(seed);
      // Offered bids by seat, each checked at the next bidding against the seat's prompt there.
      const offered = new Map<number, number[]>();
      while (!state.result) {
        const waiting = waitingFor(state);
        const task = state.agenda[0];
        for (const seat of [0, 1, 2]) {
          const prompt = promptFor(state, seat);
          if (waiting.includes(seat)) {
            const o = offered.get(seat);
            if (o && prompt.kind === 'bid') expect(o).toEqual([...prompt.behind].sort((a, b) => a - b));
            if (prompt.kind === 'bid') offered.delete(seat);
            continue;
          }
          if (task?.kind !== 'window' || task.window !== 'afterCounting' || !task.queue.includes(seat)) continue;
          const view = viewFor(state, seat);
          const plain = planOffer(view, seat, state);
          if (plain?.kind !== 'playCards') continue;
          const passing = planOffer(view, seat, state, true);
          // Turn 4 has no next bid (R3).
          expect(passing?.kind).toBe(state.turn < 4 ? 'bid' : undefined);
          if (passing?.kind === 'bid') offered.set(seat, passing.behind);
          if (state.turn < 4) met++;
        }
        const seat = waiting[0]!;
        // Every seat offered the bid passes its window, as its standing pass will.
        const move = offered.has(seat) && task?.kind === 'window' ? parsed({ type: 'pass' }) : undefined;
        const out = applyAction(state, seat, move ?? randomAction(state, seat, random)!);
        if (!out.ok) throw new Error(JSON.stringify(out.error));
        state = out.state;
      }
    }
    expect(met).toBeGreaterThan(2);
  });
});
