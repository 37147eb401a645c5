// R11: two players and the neutral player.
import { describe, expect, it } from 'vitest';
import { type Action, type Spot, type State, viewFor } from '../../../src/engine/index.ts';
import { scoreGame } from '../../../src/engine/scoring.ts';
import { act, city, gemsOf, newGame, put, refused, run, square, toPlacement } from './helpers.ts';

const count = (n: number) => ({ kind: 'countNeighborhood' as const, neighborhood: n });
const sortedBlock = (draws: number[], turn: number) => draws.slice(turn * 4, turn * 4 + 4).sort((a, b) => a - b);

describe('R11.1–R11.2 neutral brokers', () => {
  it('R11.1 each player keeps 4 neutral brokers 4, 2, 1, 0 for each turn (strong neutral: 4, 3, 1, 0)', () => {
    for (const [strongNeutral, set] of [
      [false, [0, 1, 2, 4]],
      [true, [0, 1, 3, 4]],
    ] as const) {
      const s = newGame(2, { strongNeutral });
      for (const draws of s.secret.neutralDraws) {
        expect(draws).toHaveLength(16);
        for (const turn of [0, 1, 2, 3]) expect(sortedBlock(draws, turn)).toEqual(set);
      }
    }
  });

  it(
    "R11.2 each placement adds 1 neutral broker face down, drawn from the placer's supply, its value " +
      'unseen by all',
    () => {
      let s = toPlacement(
        newGame(
          2,
          {},
          {
            neutral: [
              [2, 0, 4, 1],
              [1, 4, 0, 2],
            ],
          },
        ),
      );
      const two = (neutral?: Spot): Action => ({
        type: 'place',
        placements: [
          { value: 1, faceUp: true, to: city(1, 'port') },
          { value: 2, faceUp: false, to: city(2, 'port') },
        ],
        ...(neutral ? { neutral } : {}),
      });
      refused(s, 0, two(), 'R11.2');
      s = act(s, 0, two(city(3, 'palace')));
      expect(s.city[2]!.palace).toEqual([{ owner: 'neutral', value: 2, faceUp: false, supplier: 0 }]);
      s = act(s, 1, two(square(2, 'red')));
      expect(s.market.cells[1]![3]).toEqual({ owner: 'neutral', value: 1, faceUp: false, supplier: 1 });
      for (const seat of [0, 1, null]) {
        const v = viewFor(s, seat);
        expect(v.city[2]!.areas.palace[0]!.value).toBeNull();
        expect(v.market.cells.find((c) => c.row === 2 && c.column === 'red')!.broker!.value).toBeNull();
      }
      // R11.3: a neutral market placement earns the neutral player 1 VP.
      expect(s.neutral!.vp).toBe(1);
      expect(s.secret.neutralDraws.map((d) => d.length)).toEqual([15, 15]);
    },
  );

  it('R11.2 neutral brokers are for 2-player games only', () => {
    const s = toPlacement(newGame(3));
    refused(
      s,
      0,
      {
        type: 'place',
        placements: [
          { value: 1, faceUp: true, to: city(1, 'port') },
          { value: 2, faceUp: false, to: city(2, 'port') },
        ],
        neutral: city(3, 'port'),
      },
      'R11.2',
    );
  });
});

describe('R11.3–R11.4 the neutral player', () => {
  it('R11.3 it wins a tie against a player and earns commerce VP', () => {
    const s = newGame(2);
    s.city[0]!.ship = 'B-GR';
    put(s, 0, 4, city(1, 'commerce'));
    put(s, 'neutral', 4, city(1, 'commerce'));
    run(s, count(1));
    expect(s.neutral!.vp).toBe(3);
    expect(s.players[0]!.vp).toBe(0);
  });

  it('R11.4 its port gems are chosen automatically, the most valuable first; the player gets the last', () => {
    const s = newGame(2);
    s.city[0]!.ship = 'G-BY'; // green, blue, yellow
    s.quotation = { blue: 8, green: 6, yellow: 9, red: 10 };
    put(s, 'neutral', 4, city(1, 'port'));
    put(s, 0, 1, city(1, 'palace'));
    run(s, count(1));
    expect(s.agenda).toEqual([]);
    expect(s.neutral!.gems).toEqual({ blue: 1, green: 0, yellow: 1, red: 0, black: 1 });
    expect(gemsOf(s, 0)).toMatchObject({ green: 1, blue: 0, yellow: 0 });
  });

  it('R11.4 a white gem becomes the most valuable colour for it', () => {
    const s = newGame(2);
    s.city[1]!.ship = 'Y-RW'; // yellow, red, white
    s.quotation = { blue: 6, green: 9, yellow: 8, red: 5 };
    put(s, 'neutral', 2, city(2, 'commerce'));
    put(s, 1, 1, city(2, 'commerce'));
    run(s, count(2));
    expect(s.neutral!.gems).toMatchObject({ green: 1, yellow: 1, red: 0 });
    expect(gemsOf(s, 1)).toMatchObject({ red: 1, green: 0, yellow: 0 });
  });

  it('R11.4 a character card it wins is discarded for the most valuable gem', () => {
    const s = newGame(2);
    s.city[2]!.ship = 'R-BG';
    s.city[2]!.character = 'spy';
    s.quotation = { blue: 6, green: 6, yellow: 7, red: 6 };
    put(s, 'neutral', 0, city(3, 'palace'));
    run(s, count(3));
    // Port (red, blue, green at equal quotations): blue and green before red; palace: the spy becomes a yellow gem.
    expect(s.neutral!.gems).toEqual({ blue: 1, green: 1, yellow: 1, red: 0, black: 0 });
    expect(s.players.flatMap((p) => p.hand)).toEqual([]);
  });

  it('R11.4 a white gem it wins on a market row becomes the most valuable colour, with no one asked', () => {
    const s = newGame(2, {}, { ships: ['B-GR', 'G-YR', 'Y-BR', 'B-GW'] });
    expect(s.market.rowGems).toEqual([null, 'green', 'white']);
    s.quotation = { blue: 6, green: 6, yellow: 6, red: 7 };
    put(s, 'neutral', 0, square(3, 'yellow'));
    run(s, { kind: 'marketRows' });
    expect(s.agenda).toEqual([]);
    expect(s.neutral!.gems).toEqual({ blue: 0, green: 0, yellow: 0, red: 1, black: 0 });
  });

  it('R11.4 as highest bidder it moves up the colour it owns most of, the leftmost of equals', () => {
    const s = newGame(2);
    s.neutral!.gems = { blue: 1, green: 2, yellow: 0, red: 2, black: 5 };
    put(s, 'neutral', 4, square(2, 'blue'));
    put(s, 0, 3, square(3, 'blue'));
    run(s, { kind: 'highestBidder' });
    expect(s.agenda).toEqual([]);
    expect(s.quotation).toEqual({ blue: 6, green: 7, yellow: 6, red: 6 });
  });
});

describe('R11.5 final scoring', () => {
  function scored(): State {
    const s = newGame(2); // all quotations 6: blue, green, yellow, red rank 1–4
    s.players[0]!.gems = { blue: 2, green: 0, yellow: 0, red: 1, black: 0 };
    s.players[1]!.gems = { blue: 1, green: 0, yellow: 0, red: 0, black: 0 };
    s.neutral!.gems = { blue: 0, green: 0, yellow: 0, red: 3, black: 0 };
    return s;
  }

  it('R11.5 it is ranked like a player, and scores third place for a colour it has none of', () => {
    const result = scoreGame(scored());
    const line = (who: number | 'neutral') => result.lines.find((l) => l.who === who)!;
    expect(line('neutral').colours).toEqual({ blue: 12, green: 10, yellow: 8, red: 12 });
    expect(line(0).colours).toEqual({ blue: 24, green: 0, yellow: 0, red: 9 });
    expect(line(1).colours).toEqual({ blue: 18, green: 0, yellow: 0, red: 0 });
    expect(result.lines.map((l) => l.who)).toEqual(['neutral', 0, 1]);
  });

  it('R11.5 the neutral player never wins: the better player does, and the result says the city beat them both', () => {
    const ahead = scoreGame(scored());
    expect(ahead.winners).toEqual([0]);
    expect(ahead.neutralAhead).toBe(true);
    const s = scored();
    s.players[1]!.vp = 60;
    const behind = scoreGame(s);
    expect(behind.winners).toEqual([1]);
    expect(behind.neutralAhead).toBe(false);
  });
});
