// The placement's state machine (R6.2): the brokers placed by taps, pure (the page's
// glue is ./placing.ts). The face-up broker comes first, then the face-down one (R6.2;
// with the Cardinal either may be flipped), then the neutral broker with 2 players
// (R11.2). Each slot needs a broker (a chip), its refill when it comes from the front
// (the Conjurer's), and a place; the places offered are the prompt's (its own select's
// options, never re-derived here), less the market squares this move already fills
// (the prompt's takes-one list, R6.4). Every tap is remembered, so Undo takes back the
// last; with the Magician or Mercenary, the move also says what comes just after (R9.1).

/** A broker's code as the form has it: its value, "front:" before a broker taken from the front (the Conjurer). */
export type Broker = string;

export type Slot = {
  faceUp: boolean;
  /** The neutral broker (2 players): a place only. */
  neutral: boolean;
  broker: Broker | null;
  refill: Broker | null;
  spot: string | null;
};

/** A tap, to be undone: a slot's field (`slot`: its index), or the move's choice for what comes after (`slot` -1). */
export type Tap = { slot: number; field: 'broker' | 'refill' | 'spot' | 'then' };

export type Move = {
  /** The decision it is for: the form's round and version (kept moves are for it only). */
  key: string;
  slots: Slot[];
  taps: Tap[];
  /** What comes just after the placement (the Magician's or Mercenary's), once chosen. */
  then: string | null;
  /** Whether the decision asks for `then`. */
  asksThen: boolean;
};

/** What the slot at hand still needs: a broker, or its place first (`either`), its refill, or a place. */
export type Need = 'either' | 'broker' | 'refill' | 'spot';

const slot = (faceUp: boolean, neutral: boolean): Slot => ({
  faceUp,
  neutral,
  broker: null,
  refill: null,
  spot: null,
});

export function newMove(key: string, neutral: boolean, asksThen: boolean): Move {
  const slots = [slot(true, false), slot(false, false)];
  if (neutral) slots.push(slot(false, true));
  return { key, slots, taps: [], then: null, asksThen };
}

export const fromFront = (broker: Broker | null): boolean => !!broker && broker.startsWith('front:');
/** A broker's value, shown on its ghost and in words. */
export const brokerValue = (broker: Broker | null): string => (broker ? broker.replace('front:', '') : '');

function complete(s: Slot): boolean {
  if (s.neutral) return !!s.spot;
  return !!s.broker && !!s.spot && (!fromFront(s.broker) || !!s.refill);
}

/** The slot at hand: the first not complete. */
export function current(move: Move): Slot | null {
  return move.slots.find((s) => !complete(s)) ?? null;
}

export function need(s: Slot | null): Need | null {
  if (!s) return null;
  if (!s.neutral && !s.broker) return s.spot ? 'broker' : 'either';
  if (fromFront(s.broker) && !s.refill) return 'refill';
  return 'spot';
}

/** The move is whole: every broker placed and, if asked, what comes just after. */
export function ready(move: Move): boolean {
  return current(move) === null && (!move.asksThen || !!move.then);
}

/**
 * The places offered for a slot: the prompt's (`offered`: its select's options for the
 * slot, the neutral's own for the neutral broker), less the single-broker squares
 * (`takesOne`) the move's other slots fill.
 */
export function legalFor(move: Move, s: Slot, offered: readonly string[], takesOne: readonly string[]): string[] {
  const used = move.slots.filter((o) => o !== s && o.spot && takesOne.includes(o.spot)).map((o) => o.spot);
  return offered.filter((code) => !used.includes(code));
}

/** A chip: the broker at hand, its refill (Conjurer), or, once one is picked, another in its stead. */
export function tapBroker(move: Move, value: Broker): boolean {
  const s = current(move);
  if (!s || s.neutral) return false;
  const i = move.slots.indexOf(s);
  if (need(s) === 'refill' && !fromFront(value)) {
    s.refill = value;
    move.taps.push({ slot: i, field: 'refill' });
  } else if (s.broker) {
    s.broker = value;
    s.refill = null;
    move.taps = move.taps.filter((t) => t.slot !== i || t.field !== 'refill');
  } else {
    s.broker = value;
    move.taps.push({ slot: i, field: 'broker' });
  }
  return true;
}

/** A place tapped for the slot at hand, if it takes one now and is offered (`legal`: ./legalFor's). */
export function tapSpot(move: Move, code: string, legal: readonly string[]): boolean {
  const s = current(move);
  const wants = need(s);
  if (!s || wants === 'broker' || wants === 'refill' || !legal.includes(code)) return false;
  s.spot = code;
  move.taps.push({ slot: move.slots.indexOf(s), field: 'spot' });
  return true;
}

/** What comes just after the placement, chosen. */
export function chooseThen(move: Move, then: string): void {
  move.then = then;
  move.taps.push({ slot: -1, field: 'then' });
}

/** A broker turned over (with the Cardinal either may go face up). */
export function flip(move: Move, index: number): boolean {
  const s = move.slots[index];
  if (!s) return false;
  s.faceUp = !s.faceUp;
  return true;
}

/** The last tap taken back (a broker with its refill). */
export function undo(move: Move): boolean {
  const last = move.taps.pop();
  if (!last) return false;
  if (last.field === 'then') {
    move.then = null;
    return true;
  }
  const s = move.slots[last.slot];
  if (!s) return true;
  s[last.field] = null;
  if (last.field === 'broker') s.refill = null;
  return true;
}

/**
 * The chips' states, in their order (`values`: each chip's broker): taken by a placed slot, or pressed for the one at
 * hand.
 */
export function chipStates(move: Move, values: readonly Broker[]): { disabled: boolean; pressed: boolean }[] {
  const at = current(move);
  const used = new Map<Broker, number>();
  const own = new Map<Broker, number>();
  const count = (into: Map<Broker, number>, b: Broker | null) => {
    if (b) into.set(b, (into.get(b) ?? 0) + 1);
  };
  for (const s of move.slots) {
    count(s === at ? own : used, s.broker);
    count(s === at ? own : used, s.refill);
  }
  return values.map((value) => {
    const isUsed = (used.get(value) ?? 0) > 0;
    const isOwn = !isUsed && (own.get(value) ?? 0) > 0;
    if (isUsed) used.set(value, used.get(value)! - 1);
    if (isOwn) own.set(value, own.get(value)! - 1);
    // The one picked for the broker at hand is pressed but stays offered, so that another chip replaces it.
    return { disabled: isUsed || !at || at.neutral, pressed: isUsed || isOwn };
  });
}

/** The plain form's fields for the move (templates/prompt.ts's names), as the form posts without script. */
export function formFields(move: Move): { selects: Record<string, string>; radios: Record<string, string> } {
  const selects: Record<string, string> = {};
  const radios: Record<string, string> = {};
  move.slots.slice(0, 2).forEach((s, i) => {
    const n = i + 1;
    selects[`p${n}Broker`] = s.broker ?? '';
    selects[`p${n}Refill`] = s.refill ?? '';
    selects[`p${n}Spot`] = s.spot ?? '';
    radios[`p${n}Face`] = s.broker ? (s.faceUp ? 'up' : 'down') : '';
  });
  radios.faces = move.slots[0]!.faceUp ? 'up-down' : 'down-up';
  if (move.slots[2]) selects.neutralSpot = move.slots[2].spot ?? '';
  return { selects, radios };
}

/** A hint's fields (templates/actionFields.ts, a placement's) as the taps that would make them. */
export function fromFields(move: Move, fields: Readonly<Record<string, string>>): Move {
  move.slots.forEach((s, i) => {
    const n = i + 1;
    if (s.neutral) {
      s.spot = fields.neutralSpot || null;
      if (s.spot) move.taps.push({ slot: i, field: 'spot' });
      return;
    }
    s.broker = fields[`p${n}Broker`] || null;
    s.faceUp = fields[`p${n}Face`] === 'up';
    s.refill = fields[`p${n}Refill`] || null;
    s.spot = fields[`p${n}Spot`] || null;
    move.taps.push({ slot: i, field: 'broker' });
    if (s.refill) move.taps.push({ slot: i, field: 'refill' });
    move.taps.push({ slot: i, field: 'spot' });
  });
  return move;
}

/**
 * Where the keyboard's focus goes for the step at hand: a chip (a broker, or its refill), a lit place, what comes
 * after, or Place.
 */
export type Control = 'chip' | 'refill' | 'place' | 'then' | 'send';

export function stepControl(move: Move): Control {
  switch (need(current(move))) {
    case 'either':
    case 'broker':
      return 'chip';
    case 'refill':
      return 'refill';
    case 'spot':
      return 'place';
    default:
      return ready(move) ? 'send' : 'then';
  }
}

/**
 * The chip a number key picks (`values`: each chip's broker, `states`: ./chipStates'): the first offered with that
 * value from behind the screen, else from the front (the Conjurer's), but never a front one for a refill.
 */
export function chipForKey(
  move: Move,
  values: readonly Broker[],
  states: readonly { disabled: boolean }[],
  digit: string,
): number | null {
  const offered = (value: Broker) => values.findIndex((v, i) => v === value && !states[i]?.disabled);
  const behind = offered(digit);
  if (behind >= 0) return behind;
  const front = need(current(move)) === 'refill' ? -1 : offered(`front:${digit}`);
  return front >= 0 ? front : null;
}

/** How a chip picked now would go (its accessible name says so): face up or down, or as the refill; none at all. */
export function chipRole(move: Move): 'up' | 'down' | 'refill' | null {
  const s = current(move);
  if (!s || s.neutral) return null;
  if (need(s) === 'refill') return 'refill';
  return s.faceUp ? 'up' : 'down';
}
