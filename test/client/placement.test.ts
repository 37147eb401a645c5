// The placement's taps and undo (src/client/placement.ts), what is saved for a reload
// (saved.ts) and a card's choices (cardPick.ts), run as the page runs them.
import { describe, expect, it } from 'vitest';
import {
  chipForKey,
  chipRole,
  chipStates,
  chooseThen,
  current,
  flip,
  formFields,
  fromFields,
  legalFor,
  need,
  newMove,
  ready,
  stepControl,
  tapBroker,
  tapSpot,
  undo,
} from '../../src/client/placement.ts';
import { read, restoredMove, restoredPick, savedOf, storeKey, write, type Store } from '../../src/client/saved.ts';
import { choose, legalChoices, newPick, nextField, pickFromFields, undoPick } from '../../src/client/cardPick.ts';

const SPOTS = ['N1', 'N2', 'M1g', 'M2g'];

describe('placing brokers by taps (R6.2)', () => {
  it('takes the face-up broker first, then the face-down one, each a chip and a place in either order', () => {
    const move = newMove('1/5', false, false);
    expect(need(current(move))).toBe('either');
    expect(tapSpot(move, 'N1', SPOTS)).toBe(true);
    expect(need(current(move))).toBe('broker');
    // A place before its broker: a second place is not taken.
    expect(tapSpot(move, 'N2', SPOTS)).toBe(false);
    tapBroker(move, '3');
    expect(move.slots[0]).toMatchObject({ faceUp: true, broker: '3', spot: 'N1' });
    expect(current(move)).toBe(move.slots[1]);
    tapBroker(move, '5');
    expect(need(current(move))).toBe('spot');
    expect(tapSpot(move, 'X9', SPOTS)).toBe(false);
    expect(tapSpot(move, 'N2', SPOTS)).toBe(true);
    expect(ready(move)).toBe(true);
    expect(formFields(move)).toEqual({
      selects: { p1Broker: '3', p1Refill: '', p1Spot: 'N1', p2Broker: '5', p2Refill: '', p2Spot: 'N2' },
      radios: { p1Face: 'up', p2Face: 'down', faces: 'up-down' },
    });
  });

  it('asks a broker from the front for its refill (the Conjurer), and another chip replaces the one picked', () => {
    const move = newMove('k', false, false);
    tapBroker(move, 'front:4');
    expect(need(current(move))).toBe('refill');
    tapBroker(move, '2');
    expect(move.slots[0]).toMatchObject({ broker: 'front:4', refill: '2' });
    expect(need(current(move))).toBe('spot');
    // Another chip in its stead: the refill goes with the broker it was for.
    tapBroker(move, '6');
    expect(move.slots[0]).toMatchObject({ broker: '6', refill: null });
    expect(move.taps).toEqual([{ slot: 0, field: 'broker' }]);
  });

  it('offers the prompt’s places less the single-broker squares the move fills (R6.4)', () => {
    const move = newMove('k', false, false);
    tapBroker(move, '3');
    tapSpot(move, 'M1g', SPOTS);
    expect(legalFor(move, move.slots[1]!, SPOTS, ['M1g', 'M2g'])).toEqual(['N1', 'N2', 'M2g']);
    expect(legalFor(move, move.slots[1]!, SPOTS, [])).toEqual(SPOTS);
  });

  it('undoes tap by tap, a broker with its refill, and the choice of what comes after (R9.1)', () => {
    const move = newMove('k', true, true);
    tapBroker(move, 'front:4');
    tapBroker(move, '2');
    tapSpot(move, 'N1', SPOTS);
    tapBroker(move, '5');
    tapSpot(move, 'N2', SPOTS);
    expect(chipStates(move, ['2', '5', '7']).map((c) => c.disabled)).toEqual([true, true, true]);
    expect(need(current(move))).toBe('spot');
    tapSpot(move, 'M1g', SPOTS);
    expect(ready(move)).toBe(false);
    chooseThen(move, 'pass');
    expect(ready(move)).toBe(true);
    undo(move);
    expect(move.then).toBeNull();
    undo(move);
    expect(move.slots[2]!.spot).toBeNull();
    undo(move);
    undo(move);
    expect(move.slots[1]).toMatchObject({ broker: null, spot: null });
    undo(move);
    undo(move);
    expect(move.slots[0]).toMatchObject({ broker: 'front:4', refill: null, spot: null });
    undo(move);
    expect(move.slots[0]).toMatchObject({ broker: null, refill: null, spot: null });
    expect(undo(move)).toBe(false);
  });

  it('presses the chip picked for the broker at hand, leaves it offered, and takes those placed', () => {
    const move = newMove('k', false, false);
    tapBroker(move, '3');
    expect(chipStates(move, ['3', '3', '5'])).toEqual([
      { disabled: false, pressed: true },
      { disabled: false, pressed: false },
      { disabled: false, pressed: false },
    ]);
    tapSpot(move, 'N1', SPOTS);
    expect(chipStates(move, ['3', '3', '5']).map((c) => c.disabled)).toEqual([true, false, false]);
  });

  it('turns brokers over (the Cardinal) and reads a hint’s fields as the taps that make them', () => {
    const move = newMove('k', false, false);
    flip(move, 0);
    flip(move, 1);
    expect(formFields(move).radios.faces).toBe('down-up');
    const hinted = fromFields(newMove('k', true, false), {
      type: 'place',
      p1Broker: 'front:4',
      p1Face: 'up',
      p1Refill: '2',
      p1Spot: 'N1',
      p2Broker: '5',
      p2Face: 'down',
      p2Spot: 'N2',
      neutralSpot: 'M1g',
    });
    expect(ready(hinted)).toBe(true);
    expect(hinted.taps.length).toBe(6);
  });
});

function memoryStore(): Store & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('what is saved for a reload', () => {
  it('keeps a tapped move for its decision only, and brings it back whole', () => {
    const store = memoryStore();
    const move = newMove('2/9', false, true);
    write(store, '/p', savedOf(move, null));
    expect(store.data.size).toBe(0);
    tapBroker(move, 'front:4');
    tapBroker(move, '2');
    tapSpot(move, 'N1', SPOTS);
    chooseThen(move, 'ask');
    write(store, '/p', savedOf(move, null));
    expect(JSON.parse(store.data.get(storeKey('/p'))!).place.taps).toEqual([
      { slot: 0, field: 'broker' },
      { slot: 0, field: 'refill' },
      { slot: 0, field: 'spot' },
      { slot: -1, field: 'then' },
    ]);
    const back = restoredMove(newMove('2/9', false, true), read(store, '/p').place);
    expect(back).toEqual(move);
    undo(back);
    expect(back.then).toBeNull();
    // Another decision (the game moved on), or another number of slots: a fresh move.
    expect(restoredMove(newMove('2/10', false, true), read(store, '/p').place).taps).toEqual([]);
    expect(restoredMove(newMove('2/9', true, true), read(store, '/p').place).taps).toEqual([]);
  });

  it('keeps a card’s choice while its form is on the page at the same version; bad storage reads as nothing', () => {
    const store = memoryStore();
    const pick = newPick('herald', '7');
    choose(pick, 'spot', 'N1');
    write(store, '/p', savedOf(null, pick));
    const kept = read(store, '/p').pick;
    expect(restoredPick(kept, () => '7')).toEqual(pick);
    expect(restoredPick(kept, () => '8')).toBeNull();
    expect(restoredPick(kept, () => null)).toBeNull();
    store.setItem(storeKey('/p'), '{not json');
    expect(read(store, '/p')).toEqual({});
    write(store, '/p', savedOf(null, null));
    expect(store.data.size).toBe(0);
  });
});

describe('a card’s choices on the board', () => {
  it('chooses the fields in order, apart from the group of the field it must differ from, and undoes', () => {
    const pick = newPick('f', '1');
    expect(nextField(pick, ['a', 'b'])).toBe('a');
    choose(pick, 'a', 'x');
    expect(nextField(pick, ['a', 'b'])).toBe('b');
    const choices = [
      { value: 'x', on: 'N1', group: 'g1', label: 'X' },
      { value: 'y', on: 'N2', group: 'g2', label: 'Y' },
    ];
    expect(legalChoices(choices, choices[0]!).map((c) => c.value)).toEqual(['y']);
    expect(legalChoices(choices, null).length).toBe(2);
    undoPick(pick);
    expect(pick).toEqual(newPick('f', '1'));
    expect(pickFromFields(newPick('f', '1'), ['a', 'b'], { b: 'y', type: 'x' }).order).toEqual(['b']);
  });
});

describe('the keyboard’s steps in a placement', () => {
  it('goes to a chip, a lit place, the neutral’s place, what follows, then Place; a number key picks a chip', () => {
    const move = newMove('1/5', true, true);
    const values = ['0', '3', '3', 'front:3', 'front:5'];
    expect(stepControl(move)).toBe('chip');
    expect(chipRole(move)).toBe('up');
    expect(chipForKey(move, values, chipStates(move, values), '3')).toBe(1);
    // A value held only in front: its front chip (the Conjurer's); a value not held: none.
    expect(chipForKey(move, values, chipStates(move, values), '5')).toBe(4);
    expect(chipForKey(move, values, chipStates(move, values), '7')).toBeNull();
    tapBroker(move, '3');
    expect(stepControl(move)).toBe('place');
    tapSpot(move, 'N1', SPOTS);
    expect(chipRole(move)).toBe('down');
    // The 3 placed is taken: the next 3 is the other chip of that value.
    expect(chipForKey(move, values, chipStates(move, values), '3')).toBe(2);
    tapBroker(move, 'front:5');
    expect(stepControl(move)).toBe('refill');
    expect(chipRole(move)).toBe('refill');
    // A refill comes from behind the screen: never a front chip.
    expect(chipForKey(move, values, chipStates(move, values), '5')).toBeNull();
    tapBroker(move, '0');
    expect(stepControl(move)).toBe('place');
    tapSpot(move, 'N2', SPOTS);
    // The neutral broker (2 players): a place only, no chip.
    expect(stepControl(move)).toBe('place');
    expect(chipRole(move)).toBeNull();
    expect(chipForKey(move, values, chipStates(move, values), '3')).toBeNull();
    tapSpot(move, 'M1g', SPOTS);
    expect(stepControl(move)).toBe('then');
    chooseThen(move, 'pass');
    expect(stepControl(move)).toBe('send');
    undo(move);
    expect(stepControl(move)).toBe('then');
  });

  it('with the Cardinal, a chip goes as its slot is turned', () => {
    const move = newMove('1/5', false, false);
    flip(move, 0);
    expect(chipRole(move)).toBe('down');
  });
});
