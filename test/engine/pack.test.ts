// The compact JSON a game is stored in (src/room/pack.ts): every value comes back
// exactly, key order included, whatever strings it holds; the codes are pinned, since a
// stored game is read with them for as long as it is kept.
import { describe, expect, it } from 'vitest';
import {
  SetupSchema,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  waitingFor,
  type LogEntry,
} from '../../src/engine/index.ts';
import { pack, packEvents, unpack, unpackEvents } from '../../src/room/pack.ts';
import { words } from './words.ts';

/** Text equality: the same values with the same keys in the same order. */
const same = (value: unknown) => expect(JSON.stringify(unpack(pack(value)))).toBe(JSON.stringify(value));

function* games(count: number) {
  for (let i = 0; i < count; i++) {
    const players = ['Ana', 'Bo', 'Cy', 'Di'].slice(0, 2 + (i % 3)).map((name) => ({ name }));
    const setup = SetupSchema.parse({
      players,
      options: { kingsFavor: players.length > 2 && i % 2 === 0, peekOwnHidden: i % 4 === 1 },
    });
    const made = createGame(setup, `pack-${i}`);
    if (!made.ok) throw new Error(words(made.error));
    yield made;
  }
}

describe('compact JSON', () => {
  it('gives back every action, its events and every state of random games exactly', () => {
    let bytes = 0;
    let actions = 0;
    for (const made of games(9)) {
      let state = made.state;
      expect(JSON.stringify(unpackEvents(packEvents(made.events, 0), 0))).toBe(JSON.stringify(made.events));
      const random = seededRandom(`pack-${actions}`);
      while (!state.result) {
        const seat = waitingFor(state)[0]!;
        const action = randomAction(state, seat, random)!;
        const out = applyAction(state, seat, action);
        if (!out.ok) throw new Error(words(out.error));
        state = out.state;
        same(action);
        same({ state, promptSince: [1, 2, 3, 4] });
        const events = packEvents(out.events, state.version);
        expect(JSON.stringify(unpackEvents(events, state.version))).toBe(JSON.stringify(out.events));
        bytes += pack(action).length + events.length;
        actions++;
      }
    }
    // What a finished game's size rests on (plain JSON: ~380 bytes an action).
    expect(bytes / actions).toBeLessThan(200);
  });

  it('gives back strings that look like codes or marks, odd keys and every kind of JSON value', () => {
    const odd = [
      '',
      'A',
      'Bo',
      'zz',
      '~',
      '~A',
      '~~',
      '#',
      '#A',
      '#zz',
      'neighborhood',
      'Neighborhood',
      '9',
      '00',
      'é',
      '\u202e',
      'a b',
    ];
    for (const s of odd) {
      same(s);
      same({ [s]: s });
      same([s, s]);
    }
    same({ '1': ['blue-1'], '2': [], neighborhood: 'x' });
    // A real array that starts like a shape mark.
    same(['#A', 4, 'commerce']);
    same([['#A', 1], { neighborhood: 2, area: 'port' }]);
    // A shape's keys in another order, and with one more or one less key.
    same({ area: 'port', neighborhood: 2 });
    same({ neighborhood: 2, area: 'port', extra: true });
    same({ neighborhood: 2 });
    same([null, true, false, 0, -1, 1.5, 1e21, [], {}, [[]], { a: {} }]);
    // As JSON has it: a key whose value is undefined is no key.
    expect(unpack(pack({ neighborhood: 1, area: 'palace', seat: undefined }))).toEqual({
      neighborhood: 1,
      area: 'palace',
    });
  });

  it('keeps an event of another version than its row', () => {
    const entries: LogEntry[] = [
      { version: 7, turn: 2, event: { kind: 'twosAdded' } },
      { version: 7, turn: 2, to: 1, event: { kind: 'hasBid', seat: 1 } },
      { version: 6, turn: 1, to: 0, event: { kind: 'passed', seat: 0 } },
      { version: 5, turn: 1, event: { kind: 'passed', seat: 3 } },
    ];
    expect(unpackEvents(packEvents(entries, 7), 7)).toEqual(entries);
  });

  it('writes the codes it always wrote (stored games are read with them)', () => {
    const place = {
      type: 'place',
      placements: [
        { value: 1, faceUp: false, to: { row: 3, column: 'blue' } },
        { value: 0, faceUp: true, to: { neighborhood: 4, area: 'commerce' } },
      ],
    };
    expect(pack(place)).toBe('["#U","S",[["#G",1,false,["#P",3,"R"]],["#G",0,true,["#I",4,"J"]]]]');
    const events: LogEntry[] = [
      {
        version: 10,
        turn: 1,
        event: {
          kind: 'placed',
          seat: 1,
          vp: 1,
          brokers: [{ value: null, fromFront: false, spot: { row: 3, column: 'blue' } }],
        },
      },
    ];
    expect(packEvents(events, 10)).toBe('[[1,["#H","i",1,1,[["#F",null,false,["#P",3,"R"]]]]]]');
    expect(pack({ kind: 'standIn', seat: 2, reason: 'time' })).toBe('["#Ai","CV",2,"CW"]');
  });

  it('refuses a code or a shape it does not know (written by a newer build) instead of guessing', () => {
    expect(() => unpack('"99"')).toThrow(/unknown stored word/);
    expect(() => unpack('["#99",1]')).toThrow(/unknown stored shape/);
    expect(() => unpack('["#A"]')).toThrow(/unknown stored shape/);
    expect(() => unpack('[1,"#A"]')).toThrow(/out of place/);
  });
});
