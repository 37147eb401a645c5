// Compact JSON for what a game stores once per action (the action, its events) and its
// one snapshot. A finished 4-player game must fit in 48 KiB (docs/architecture.md, Budgets), and
// over half its bytes were the schema's words. So the same JSON is written with:
//   - words (keys such as "neighborhood", values such as "commerce") as one or two
//     characters: "A", "Bx";
//   - objects of a common shape (their keys, in order, such as a spot's
//     "neighborhood,area") as an array: the shape's mark, then the values, ["#A",4,"J"].
//
// Both lists are part of the storage layout: a code is a place in its list, so entries
// are only ever appended, never removed or reordered (test/engine/pack.test.ts pins
// them). A string that is no word is kept as it is, escaped with "~" when it could be
// read as a code or a mark, so any JSON value comes back exactly.
import type { LogEntry } from '../engine/index.ts';

/** Most saved first (measured over random games): the first 62 get one character. Append only. */
const WORDS = [
  'neighborhood',
  'value',
  'faceUp',
  'kind',
  'event',
  'turn',
  'owner',
  'fromFront',
  'seat',
  'commerce',
  'yellow',
  'brokers',
  'green',
  'palace',
  'area',
  'cardsPlayed',
  'countNeighborhood',
  'blue',
  'place',
  'character',
  'type',
  'placements',
  'who',
  'total',
  'orderCard',
  'gems',
  'spot',
  'port',
  'twosLeft',
  'red',
  'column',
  'gem',
  'gemsTaken',
  'behind',
  'placed',
  'ship',
  'neighborhoodCounted',
  'ties',
  'black',
  'colour',
  'round',
  'card',
  'row',
  'front',
  'to',
  'vp',
  'intriguer',
  'window',
  'name',
  'hand',
  'neutral',
  'neighborhoods',
  'merchant',
  'position',
  'peekOwnHidden',
  'strongNeutral',
  'wonTurn',
  'highestBidder',
  'cardinal',
  'conjurer',
  'positionTaken',
  'totals',
  'neutralDraws',
  'takeGems',
  'throne',
  'values',
  'kingsFavor',
  'afterCounting',
  'marketCleanup',
  'winner',
  'marketColumns',
  'commerceWon',
  'quotation',
  'rowGems',
  'tieBreakBrokers',
  'queen',
  'chooseOrder',
  'shipDeck',
  'playCard',
  'palaceWon',
  'rowCounted',
  'options',
  'express',
  'version',
  'players',
  'effects',
  'marketRows',
  'beforeCounting',
  'hasChosenThrone',
  'alchemist',
  'step',
  'queue',
  'leftover',
  'schema',
  'market',
  'agenda',
  'result',
  'secret',
  'bid',
  'portWon',
  'endTurn',
  'mercenary',
  'hasBid',
  'B-YR',
  'G-BY',
  'Y-BG',
  'magician',
  'R-BG',
  'Y-GR',
  'throneChosen',
  'R-BY',
  'G-YR',
  'cells',
  'piles',
  'spy',
  'cardPlayed',
  'captain',
  'jeweler',
  'B-GR',
  'loser',
  'quotationsMoved',
  'city',
  'banker',
  'neutralPlaced',
  'columnsCounted',
  'moveQuotation',
  'quotationMoved',
  'cardWon',
  'characterDiscarded',
  'bidsRevealed',
  'columns',
  'herald',
  'chooseColour',
  'choices',
  'turnBegins',
  'characters',
  'Y-BR',
  'colourChosen',
  'G-BR',
  'index',
  'R-GY',
  'prince',
  'B-GY',
  'turnEnds',
  'blueCardWon',
  'blue-3',
  'white',
  'G-BW',
  'play',
  'Y-RW',
  'take',
  'R-YW',
  'blue-2',
  'B-GW',
  'blue-1',
  'blueCard',
  'blue-4',
  'by',
  'supplier',
  'fronts',
  'king',
  'reason',
  'bids',
  'portGems',
  'target',
  'ships',
  'moves',
  'order',
  'orderColumns',
  'columnsOrdered',
  'pickers',
  'throneLaid',
  'conjurerRefill',
  'neutralAhead',
  'areas',
  'seenBy',
  'twosAdded',
  'vpCardWon',
  'placement',
  'finalScores',
  'positions',
  'peeks',
  'ranking',
  'cardTradedForGem',
  'marked',
  'passed',
  'winners',
  'queenDiscarded',
  'spyPeek',
  'pass',
  'as',
  'above',
  'below',
  'refill',
  'throneRevealed',
  'scores',
  'vpDuringPlay',
  'swap',
  'sum',
  'give',
  'peek',
  'down',
  'at',
  'colours',
  'beforePlacement',
  'from',
  'up',
  'standIn',
  'time',
  'host',
  'afterPlace',
  'finalScoring',
  'turnSetup',
  'prompt',
  'promptSince',
  'state',
  'sums',
];

/** Key lists, in order, of the objects most often stored (measured over random games). Append only. */
const SHAPES = [
  'name,vp,orderCard,behind,front,gems,hand,cardsPlayed,twosLeft',
  'owner,value,faceUp',
  'ship,character,port,commerce,palace',
  'blue,green,yellow,red,black',
  'schema,options,version,turn,players,neutral,quotation,city,market,throne,effects,agenda,result,secret',
  'value,fromFront,spot',
  'value,faceUp,to',
  'kind,seat,vp,brokers',
  'neighborhood,area',
  'kind,who,neighborhood,gems',
  'kind,seat,round',
  'cardinal,conjurer,merchant,intriguer,queen,spy',
  'kind,who,neighborhood,ties',
  'who,total',
  'kingsFavor,express,peekOwnHidden,neighborhoods,strongNeutral',
  'row,column',
  'kind,row,gem,totals,winner,ties',
  'kind,who,neighborhood,vp,ties',
  'kind,neighborhood,totals,ties',
  'blue,green,yellow,red',
  'type,placements',
  'kind,window,queue',
  'colour,total,brokers',
  'winner,loser,by,values',
  'kind,neighborhood',
  'shipDeck,piles,neutralDraws',
  'kind,seat,brokers',
  'kind,seat,position',
  'card,wonTurn',
  'kind,seat',
  'kind,seat,spot,vp',
  'type,gems',
  'kind,turn,characters,ships,rowGems',
  'kind,seat,card',
  'owner,value,faceUp,supplier',
  'colour,step',
  'neighborhood,card',
  'neighborhood,ship',
  'type,placements,neutral',
  'kind,seat,play',
  'state,promptSince',
  'rowGems,cells',
  'kind,seat,value',
  'kind,who,totals,ties',
  'kind,seat,colour,step',
  'type,brokers',
  'seat,brokers',
  'seat,values',
  'kind,seat,colour,reason',
  'row,gem',
  'type,position',
  'kind,columns,ties',
  'kind,turn,order',
  'kind,neighborhood,pickers,gems',
  'type,colour,step',
  'owner,value,faceUp,seenBy',
  'spot,index',
  'kind,neighborhood,card',
  'type,value',
  'kind,choices',
  'type,card',
  'kind,bids',
  'who,take',
  'target,owner,value',
  'value,faceUp,to,fromFront,refill',
  'owner,value,faceUp,marked',
  'kind,seat,owner,value,at',
  'winner,loser,by',
  'kind,who,card,vp',
  'type,card,give,take',
  'who,name,vpDuringPlay,colours,black,kingsFavor,total,gems',
  'kind,fronts',
  'kind,moves',
  'kind,scores,winners,neutralAhead',
  'type,card,up,down',
  'kind,seat,columns',
  'type,colour',
  'gem,as',
  'type,card,placement',
  'type,card,swap',
  'type,card,neighborhoods',
  'kind,ranking,positions',
  'type,card,spot',
  'kind,seat,values',
  'neighborhood,area,seat',
  'kind,seat,play,at',
  'type,card,from,to',
  'seat,peeks',
  'type,card,gems',
  'kind,card,gem',
  'seat,sum',
  'vp,gems',
  'type,columns',
  'kind,who,totals,colour,ties',
  'above,below',
  'type,target',
  'kind,seat,reason',
];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const codeOf = (i: number) =>
  i < ALPHABET.length ? ALPHABET[i]! : ALPHABET[Math.floor(i / ALPHABET.length) - 1]! + ALPHABET[i % ALPHABET.length]!;
const CODES = new Map(WORDS.map((w, i) => [w, codeOf(i)]));
const WORD_OF = new Map(WORDS.map((w, i) => [codeOf(i), w]));
const MARK = '#';
const MARKS = new Map(SHAPES.map((keys, i) => [keys, MARK + codeOf(i)]));
const SHAPE_OF = new Map(SHAPES.map((keys, i) => [MARK + codeOf(i), keys.split(',')]));
/** Anything shaped like a code, assigned or not: a word appended later must not turn a stored string into it. */
const CODE_SHAPED = /^[A-Za-z0-9]{1,2}$/;

function packString(s: string): string {
  const code = CODES.get(s);
  if (code !== undefined) return code;
  return CODE_SHAPED.test(s) || s.startsWith('~') || s.startsWith(MARK) ? `~${s}` : s;
}

const TILDE = 126;
const HASH = 35;

// Read for every string of every stored row on a wake: the first character decides, so
// that most strings (codes, numbers' neighbours) cost one lookup and no pattern.
function unpackString(s: string): string {
  const first = s.charCodeAt(0);
  if (first === TILDE) return s.slice(1);
  if (s.length > 2) return s;
  const word = WORD_OF.get(s);
  if (word !== undefined) return word;
  // A code this build does not know: written by a newer one, never guessed at.
  if (CODE_SHAPED.test(s)) throw new Error(`unknown stored word code "${s}"`);
  return s;
}

// Written on every action (its row, and every 8th the snapshot): loops rather than
// entries, filters and spreads, which a woken object's first action paid for in
// allocations (~0.1 ms).
function packValue(value: unknown): unknown {
  if (typeof value === 'string') return packString(value);
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = packValue(value[i]);
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // As JSON.stringify has it: its own keys, in order, and a key whose value is undefined is no key.
    const keys: string[] = [];
    for (const key of Object.keys(record)) if (record[key] !== undefined) keys.push(key);
    const mark = MARKS.get(keys.join(','));
    if (mark !== undefined) {
      const out: unknown[] = [mark];
      for (const key of keys) out.push(packValue(record[key]));
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const key of keys) put(out, packString(key), packValue(record[key]));
    return out;
  }
  return value;
}

/** `key` of `target` set as its own property, whatever its name ("__proto__" too, as Object.fromEntries would). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

// Read on every wake, for every row of the game: the arrays JSON.parse just made are
// reused in place, and only shapes and objects allocate, which a woken object's first
// request pays for (~0.8 ms of history late in a game).
function unpackValue(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.charCodeAt(0) === HASH) throw new Error(`a stored shape mark "${value}" out of place`);
    return unpackString(value);
  }
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    if (typeof first === 'string' && first.charCodeAt(0) === HASH) {
      const keys = SHAPE_OF.get(first);
      if (!keys || keys.length !== value.length - 1) throw new Error(`unknown stored shape "${first}"`);
      // A shape's keys are the rules' own names: never "__proto__".
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) out[keys[i]!] = unpackValue(value[i + 1]);
      return out;
    }
    for (let i = 0; i < value.length; i++) value[i] = unpackValue(value[i]);
    return value;
  }
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(record)) put(out, unpackString(k), unpackValue(record[k]));
  return out;
}

/** Any JSON-able value, as compact JSON text. */
export const pack = (value: unknown): string => JSON.stringify(packValue(value));
/** The value `pack` was given (our own writes: the caller parses it with its schema where it matters). */
export const unpack = (text: string): unknown => unpackValue(JSON.parse(text));

/**
 * The events of one action (or of the game's creation, version 0): each entry as
 * [turn, event] or [turn, event, to], its version being the row's own. An entry of
 * another version (none so far) keeps it: [turn, event, to or null, version].
 */
export function packEvents(entries: readonly LogEntry[], version: number): string {
  return pack(
    entries.map((e) => {
      if (e.version !== version) return [e.turn, e.event, e.to ?? null, e.version];
      return e.to === undefined ? [e.turn, e.event] : [e.turn, e.event, e.to];
    }),
  );
}

export function unpackEvents(text: string, version: number): LogEntry[] {
  const rows = unpack(text) as [number, LogEntry['event'], (number | null)?, number?][];
  const out: LogEntry[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const to = row[2];
    const v = row[3] ?? version;
    // Keys in the engine's own order, so a woken game's history reads as a live one's.
    out[i] =
      to === undefined || to === null
        ? { version: v, turn: row[0], event: row[1] }
        : { version: v, turn: row[0], to, event: row[1] };
  }
  return out;
}
