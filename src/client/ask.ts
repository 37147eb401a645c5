// The keys that ask (as lichess's blind mode): one letter from anywhere on a game's page
// but a text field, answered in the page's polite live region (./asking.ts):
//   B the board as text (the focus goes to it), L the last move, T whose turn and the time
//   left, G the reader's gems, VP and cards, Q the quotations, A then 1-4 a neighborhood's
//   areas or 5 the market, K the keys themselves.
// Pure: which question a key asks, with the one key of memory that A needs. A key that
// asks nothing goes on to the page (the placing's number keys, arrows and Escape).

type Simple = 'board' | 'last' | 'turn' | 'gems' | 'quotes' | 'keys' | 'which' | 'cancel';

export type Question =
  | { kind: Simple }
  /** The rows of the board as text whose ids start `board-text-<at>`: a neighborhood's (n1…n4), the market's (m). */
  | { kind: 'at'; at: string };

/** What a key asks: `question` null when it asks nothing (the page does what it does with it). */
export type Asked = { question: Question | null; pending: boolean };

const LETTERS: Record<string, Simple> = {
  b: 'board',
  l: 'last',
  t: 'turn',
  g: 'gems',
  q: 'quotes',
  k: 'keys',
  a: 'which',
};

/** The question of `key` (KeyboardEvent.key), `pending` after A. */
export function asked(key: string, pending: boolean): Asked {
  const k = key.toLowerCase();
  if (pending) {
    if (/^[1-4]$/.test(k)) return { question: { kind: 'at', at: `n${k}` }, pending: false };
    if (k === '5' || k === 'm') return { question: { kind: 'at', at: 'm' }, pending: false };
    if (k === 'escape') return { question: { kind: 'cancel' }, pending: false };
  }
  const kind = k.length === 1 ? LETTERS[k] : undefined;
  if (!kind) return { question: null, pending: false };
  return { question: { kind }, pending: kind === 'which' };
}

/** What has the keyboard's focus, as far as the keys care. */
export type Target = { tag: string; type: string | null; editable: boolean };

const KEYLESS_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset']);

/** Keys typed into a field are the field's: a text input, a text area, a select, an editable element. */
export function typing(target: Target): boolean {
  const tag = target.tag.toUpperCase();
  if (target.editable || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !KEYLESS_INPUTS.has((target.type ?? 'text').toLowerCase());
}
