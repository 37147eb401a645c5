// R6: placement — rounds, one up and one down, city and market spots, market VP, leftover.
import { describe, expect, it } from 'vitest';
import { type Placement, type Spot, type State, viewFor } from '../../../src/engine/index.ts';
import { act, city, newGame, placeRounds, refused, run, square, toPlacement } from './helpers.ts';
import { logOf } from '../../support/history.ts';

const up = (value: number, to: Spot): Placement => ({ value, faceUp: true, to });
const down = (value: number, to: Spot): Placement => ({ value, faceUp: false, to });
const place = (s: State, seat: number, a: Placement, b: Placement) =>
  act(s, seat, { type: 'place', placements: [a, b] });

describe('R6.2 rounds', () => {
  it('R6.2 4 rounds in turn order, 2 brokers each: 8 per player', () => {
    const s = toPlacement(newGame(4));
    const places = s.agenda.filter((t) => t.kind === 'place');
    expect(places.map((t) => t.kind === 'place' && `${t.round}:${t.seat}`)).toEqual(
      [1, 2, 3, 4].flatMap((r) => [0, 1, 2, 3].map((seat) => `${r}:${seat}`)),
    );
  });

  it('R6.2 exactly one face up and one face down: both up or both down is refused, nothing changes', () => {
    const s = toPlacement(newGame(4));
    refused(s, 0, { type: 'place', placements: [up(1, city(1, 'port')), up(2, city(1, 'port'))] }, 'R6.2');
    refused(s, 0, { type: 'place', placements: [down(1, city(1, 'port')), down(2, city(1, 'port'))] }, 'R6.2');
    const t = place(s, 0, up(1, city(1, 'port')), down(2, city(1, 'port')));
    expect(t.city[0]!.port).toEqual([
      { owner: 0, value: 1, faceUp: true },
      { owner: 0, value: 2, faceUp: false },
    ]);
    expect(t.players[0]!.behind).toEqual([1, 1, 3, 3, 3, 4, 4]);
  });

  it('R6.2 brokers come from behind the screen: bid brokers in front cannot be placed', () => {
    let s = newGame(4);
    for (const seat of [0, 1, 2, 3]) s = act(s, seat, { type: 'bid', brokers: [4, 4] });
    for (const position of [1, 2, 3]) s = act(s, position - 1, { type: 'chooseOrder', position });
    refused(s, 0, { type: 'place', placements: [up(4, city(1, 'port')), down(2, city(1, 'port'))] }, 'R6.2');
    refused(s, 0, { type: 'place', placements: [up(2, city(1, 'port')), down(2, city(2, 'port'))] }, 'R6.2');
  });

  it('R6.3 any number of brokers of any players may stand in one city area; both may go to one spot', () => {
    let s = toPlacement(newGame(4));
    for (const seat of [0, 1, 2, 3]) s = place(s, seat, up(1, city(2, 'palace')), down(3, city(2, 'palace')));
    expect(s.city[1]!.palace.map((b) => b.owner)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
});

describe('R6.4 market', () => {
  it('R6.4 a market placement earns 1 VP at once, 2 for two', () => {
    let s = toPlacement(newGame(4));
    s = place(s, 0, up(1, square(1, 'blue')), down(2, city(1, 'port')));
    s = place(s, 1, up(1, square(2, 'blue')), down(2, square(3, 'red')));
    expect(s.players.map((p) => p.vp)).toEqual([1, 2, 0, 0]);
  });

  it('R6.4 at most one broker per market square, also within one placement', () => {
    let s = toPlacement(newGame(4));
    s = place(s, 0, up(1, square(1, 'blue')), down(2, city(1, 'port')));
    refused(s, 1, { type: 'place', placements: [up(1, square(1, 'blue')), down(2, city(1, 'port'))] }, 'R6.4');
    refused(s, 1, { type: 'place', placements: [up(1, square(2, 'red')), down(2, square(2, 'red'))] }, 'R6.4');
  });

  it('R6.4 with 2–3 players row 1 is closed', () => {
    for (const n of [2, 3]) {
      const s = toPlacement(newGame(n));
      refused(
        s,
        0,
        {
          type: 'place',
          placements: [up(1, square(1, 'green')), down(2, city(1, 'port'))],
          ...(n === 2 ? { neutral: city(2, 'port') } : {}),
        },
        'R6.4',
      );
      expect(viewFor(s, 0).prompt).toMatchObject({ kind: 'place' });
      const prompt = viewFor(s, 0).prompt;
      expect(
        prompt.kind === 'place' && prompt.spots.filter((sp) => 'row' in sp).map((sp) => 'row' in sp && sp.row),
      ).toEqual([2, 2, 2, 2, 3, 3, 3, 3]);
    }
  });

  it('R6.4 the market VP is kept after the broker leaves the market', () => {
    let s = toPlacement(newGame(4));
    s = place(s, 0, up(1, square(1, 'blue')), down(2, square(1, 'green')));
    run(s, { kind: 'marketCleanup' });
    expect(s.market.cells.flat().filter(Boolean)).toEqual([]);
    expect(s.players[0]!.vp).toBe(2);
  });
});

describe('R6.5 leftover', () => {
  it('R6.5 after the last round one broker is left behind each screen; it joins the two bid brokers in front', () => {
    // Bids 0+0 leave 1,1,1,2,3,3,3,4,4 behind.
    const s = placeRounds(toPlacement(newGame(4)), [
      [1, 1],
      [1, 2],
      [3, 3],
      [3, 4],
    ]);
    // Counting has begun and waits on neighborhood 1's port gems, with every broker still out.
    expect(s.agenda[0]!.kind).toBe('portGems');
    expect(s.players.map((p) => [p.behind, p.front])).toEqual(Array(4).fill([[], [0, 0, 4]]));
    expect(
      logOf(s).some(
        (e) => e.text === 'Leftover brokers go in front: Blue 0+0+4, Orange 0+0+4, Purple 0+0+4, Yellow 0+0+4.',
      ),
    ).toBe(true);
  });
});

describe('R6.6 own hidden brokers', () => {
  it(
    'R6.6 with the option on (default) a player sees their own face-down values; off, they see them as ' + 'others do',
    () => {
      for (const peekOwnHidden of [true, false]) {
        const s = place(
          toPlacement(newGame(4, { peekOwnHidden })),
          0,
          up(1, city(1, 'port')),
          down(4, city(1, 'port')),
        );
        expect(viewFor(s, 0).city[0]!.areas.port.map((b) => b.value)).toEqual([1, peekOwnHidden ? 4 : null]);
        expect(viewFor(s, 1).city[0]!.areas.port.map((b) => b.value)).toEqual([1, null]);
      }
    },
  );
});
