// The analysis of a finished game (src/bots/analyze.ts): one judgement per
// decision of the seat, legal suggestions, no cost where the move is the bot's own,
// determinism, only the seat's view read, and honesty: random players' decisions cost
// clearly more than the standard bot's own.
import { describe, expect, it } from 'vitest';
import { ActionSchema, applyAction, createGame, viewFor, type State } from '../../../src/engine/index.ts';
import { SHIP_DECK } from '../../../src/engine/components.ts';
import { analyzeGame, judgeDecision, type Analysis } from '../../../src/bots/index.ts';
import type { GameRecord } from '../../../src/room/record.ts';
import type { Player } from './play.ts';
import { recordGame } from './record.ts';

/** The record's states by the version they were made on, and its history up to each. */
function statesOf(record: GameRecord) {
  const made = createGame(record.setup, record.seed, record.deal);
  if (!made.ok) throw new Error('no game');
  const states = new Map<number, State>([[0, made.state]]);
  let state = made.state;
  for (const { seat, action } of record.actions) {
    const out = applyAction(state, seat, action);
    if (!out.ok) throw new Error('refused');
    state = out.state;
    states.set(state.version, state);
  }
  return states;
}

const isDecision = (action: unknown) => !['peek', 'standIn'].includes((action as { type: string }).type);
const meanLoss = (a: Analysis) => a.decisions.reduce((x, d) => x + d.loss, 0) / a.decisions.length;

const four = recordGame(['standard', 'random', 'random', 'random'], {}, 'analyze/4');
const fourAnalysis = [0, 1].map((seat) => analyzeGame(four, seat));

describe('analyzeGame', () => {
  it('judges every decision of the seat once, in order, on the version it was made on', () => {
    fourAnalysis.forEach((analysis, seat) => {
      const mine = four.actions.filter((a) => a.seat === seat && isDecision(a.action));
      expect(analysis.decisions.map((d) => d.version)).toEqual(mine.map((a) => a.seq - 1));
      expect(analysis.decisions.map((d) => d.actual)).toEqual(mine.map((a) => ActionSchema.parse(a.action)));
      for (const d of analysis.decisions) expect(d.loss).toBeGreaterThanOrEqual(0);
    });
  });

  it('suggests only moves the rules accept at that moment', () => {
    const states = statesOf(four);
    fourAnalysis.forEach((analysis, seat) => {
      for (const d of analysis.decisions) {
        const out = applyAction(states.get(d.version)!, seat, d.suggested);
        expect(out.ok, `version ${d.version}: ${JSON.stringify(d.suggested)}`).toBe(true);
      }
    });
  });

  it("costs nothing where the move is the bot's own, and something where a random one strays", () => {
    const all = fourAnalysis.flatMap((a) => a.decisions);
    const same = all.filter((d) => JSON.stringify(d.actual) === JSON.stringify(ActionSchema.parse(d.suggested)));
    expect(same.length).toBeGreaterThan(5);
    for (const d of same) expect(d.loss).toBe(0);
    // The bot's own placement written the other way round is judged on the same samples and
    // playouts as the bot's (common random numbers): the same board, exactly no cost.
    const states = statesOf(four);
    const d = fourAnalysis[1]!.decisions.find((x) => x.suggested.type === 'place' && x.loss > 0)!;
    const key = `analysis/${String(four.seed)}/1/${d.version}`;
    const view = viewFor(states.get(d.version)!, 1);
    if (d.suggested.type !== 'place') throw new Error('a placement was looked for');
    const [a, b] = d.suggested.placements;
    const reversed = { ...d.suggested, placements: [b, a] as [typeof b, typeof a] };
    expect(JSON.stringify(reversed)).not.toBe(JSON.stringify(d.suggested));
    expect(judgeDecision(view, reversed, key).loss).toBe(0);
    expect(judgeDecision(view, d.actual, key).loss).toBe(d.loss);
  });

  it('is deterministic, seeded by the game and the seat', () => {
    expect(analyzeGame(four, 1)).toEqual(fourAnalysis[1]);
    const other = analyzeGame(four, 1, { gameId: 'another-game' });
    expect(other.decisions.map((d) => d.version)).toEqual(fourAnalysis[1]!.decisions.map((d) => d.version));
    expect(other).not.toEqual(fourAnalysis[1]);
  });

  it(
    "reads only the seat's view: a judgement from the view as JSON is the same, and so is a redeal of " +
      'what it never sees',
    () => {
      const made = createGame(four.setup, four.seed);
      if (!made.ok) throw new Error('no game');
      // 20 of the 24 ships are drawn in a 4-player game (5 a turn: the four ports', then the
      // market's); the last 4 are never seen by anyone. Turn 1's are drawn already at version 0.
      const rest = made.state.secret.shipDeck;
      const ports = made.state.city.map((h) => h.ship!);
      const market = [...SHIP_DECK];
      for (const ship of [...rest, ...ports]) market.splice(market.indexOf(ship), 1);
      const ships = [...ports, ...market, ...rest.slice(0, 15), ...rest.slice(15).reverse()];
      expect(ships.slice(-4)).not.toEqual(rest.slice(15));
      const redealt: GameRecord = { ...four, deal: { ships } };
      const replayed = statesOf(redealt);
      expect(replayed.get(0)!.secret.shipDeck).not.toEqual(rest);
      expect(replayed.get(four.actions.at(-1)!.seq)!.result).toEqual(four.result);
      expect(analyzeGame(redealt, 1)).toEqual(fourAnalysis[1]);

      const states = statesOf(four);
      const game = String(four.seed);
      let history = made.events;
      let checked = 0;
      for (const { seq, seat, action } of four.actions) {
        const state = states.get(seq - 1)!;
        if (seat === 1 && isDecision(action) && checked < 8) {
          const view = JSON.parse(JSON.stringify(viewFor(state, 1, history)));
          const judged = judgeDecision(view, ActionSchema.parse(action), `analysis/${game}/1/${seq - 1}`);
          expect(judged).toEqual(fourAnalysis[1]!.decisions.find((d) => d.version === seq - 1));
          checked++;
        }
        const out = applyAction(state, seat, action);
        if (!out.ok) throw new Error('refused');
        history = [...history, ...out.events];
      }
      expect(checked).toBe(8);
    },
  );

  it('refuses a seat the game does not have', () => {
    expect(() => analyzeGame(four, 4)).toThrow(/No seat 4/);
  });

  it("is honest: random players' decisions cost at least three times the standard bot's", () => {
    // Each game's bot seat and one random seat; the first game's are analysed above.
    const games: { players: Player[]; seed: string; random: number }[] = [
      { players: ['random', 'random', 'random', 'standard'], seed: 'honest/1', random: 0 },
      { players: ['random', 'standard', 'random'], seed: 'honest/2', random: 2 },
      { players: ['standard', 'random'], seed: 'honest/3', random: 1 },
    ];
    const bot: number[] = [meanLoss(fourAnalysis[0]!)];
    const random: number[] = [meanLoss(fourAnalysis[1]!)];
    for (const { players, seed, random: seat } of games) {
      const record = recordGame(players, {}, seed);
      bot.push(meanLoss(analyzeGame(record, players.indexOf('standard'))));
      random.push(meanLoss(analyzeGame(record, seat)));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(random)).toBeGreaterThanOrEqual(3 * mean(bot));
    expect(mean(random)).toBeGreaterThan(0.5);
  });
});
