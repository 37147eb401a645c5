// Players' names. A name is shown to everyone in the game and set
// inside the sentences the game writes ("Waiting for Ana and Bo", "You bid 3 and 1",
// "The neutral player wins the tie"), so it must be visible, unlike every other name
// of its game to the eye, and never one of the words those sentences use for someone
// else. The schemas (schema.ts) apply this to new games; a stored game is read as stored.
// A refusal is data (refusals.ts): each language words it (templates/i18n, `refusals`).
import type { NameProblem, NameRefusal, ReservedMeaning } from './refusals.ts';

/** Visible characters a name may have. */
export const NAME_MAX = 24;
/** Accents on one letter: real scripts stack two or three; more is "Zalgo" text that spills over its neighbours. */
export const MARKS_MAX = 4;

/**
 * The form a name is kept in: NFC, so that "é" typed as one character or as e + accent
 * is the same name; every kind of space made a plain one, runs of them one, none at the ends.
 */
export function normalizeName(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();
}

/**
 * Words the interface uses in its languages (English, Spanish, Italian, Hungarian,
 * French; and German), for someone other than the player named: the reader ("you"), the
 * neutral player, spectators, the host, the stand-in, nobody, everyone, a seat by its
 * number. A name equal to one of them (ignoring case, accents, spaces, punctuation,
 * look-alike letters and, for "Player 2", digits) is refused. Left out on purpose: short
 * words that are also common names and that the interface would not put where a name
 * goes (Italian "Lei", a Chinese given name; "te", "ti", Hungarian's "you" too;
 * Spanish and Dutch "vos"; German "alle", which folds like "Ali E"), and possessives
 * other than the English "your".
 */
export const RESERVED_NAMES: readonly { means: ReservedMeaning; words: readonly string[] }[] = [
  {
    // the person reading the page (“you”)
    means: 'you',
    words: [
      'you',
      'your',
      'yours',
      'yourself',
      'you all', // en
      'vous',
      'toi',
      'tu',
      'votre', // fr
      'du',
      'dich',
      'dir',
      'dein',
      'deine',
      'Sie',
      'Ihnen',
      'ihr',
      'euch', // de
      'voi', // it (tu: as in French)
      'tú',
      'usted',
      'ustedes',
      'vosotros',
      'vosotras', // es
      'ön',
      'önök',
      'maga', // hu
    ],
  },
  {
    // the neutral player of a two-player game
    means: 'neutral',
    words: [
      'neutral',
      'neutral player',
      'the neutral player',
      'the city',
      'neutre',
      'joueur neutre',
      'le joueur neutre',
      'la ville',
      'neutraler Spieler',
      'der neutrale Spieler',
      'neutrale',
      'neutraler',
      'die Stadt',
      'giocatore neutrale',
      'il giocatore neutrale',
      'neutro',
      'la città',
      'jugador neutral',
      'el jugador neutral',
      'la ciudad',
      'semleges',
      'semleges játékos',
      'a semleges játékos',
      'a város',
    ],
  },
  {
    means: 'spectators',
    words: [
      'spectator',
      'spectators',
      'spectateur',
      'spectatrice',
      'Zuschauer',
      'Zuschauerin',
      'spettatore',
      'spettatrice',
      'espectador',
      'espectadora',
      'néző',
      'nézők',
    ],
  },
  {
    // the host who created the game
    means: 'host',
    words: [
      'host',
      'the host',
      'hôte',
      'organisateur',
      'organisatrice',
      'Gastgeber',
      'Gastgeberin',
      'Spielleiter',
      'ospite',
      'organizzatore',
      'anfitrión',
      'anfitriona',
      'organizador',
      'házigazda',
      'a házigazda',
      'szervező',
    ],
  },
  {
    // the stand-in that decides for a seat
    means: 'standIn',
    words: [
      'stand-in',
      'a stand-in',
      'remplaçant',
      'remplaçante',
      'suppléant',
      'Vertretung',
      'Stellvertreter',
      'Ersatz',
      'Ersatzspieler',
      'sostituto',
      'supplente',
      'suplente',
      'sustituto',
      'helyettes',
      'egy helyettes',
    ],
  },
  {
    means: 'nobody',
    words: ['nobody', 'no one', 'personne', 'niemand', 'nessuno', 'nadie', 'senki'],
  },
  {
    means: 'everyone',
    words: [
      'everyone',
      'everybody',
      'each player',
      'tout le monde',
      'tous',
      'chacun',
      'jeder',
      'jedermann',
      'tutti',
      'ognuno',
      'todos',
      'todo el mundo',
      'mindenki',
      'minden játékos',
    ],
  },
  {
    // a seat by its number (“Player 2”)
    means: 'seat',
    words: [
      'player',
      'seat',
      'joueur',
      'joueuse',
      'Spieler',
      'Spielerin',
      'giocatore',
      'giocatrice',
      'jugador',
      'jugadora',
      'játékos',
    ],
  },
];

/**
 * Look-alikes folded together when names are compared (never in the name kept): letters
 * of other scripts drawn like Latin ones, letters with a stroke that no decomposition
 * strips, digits drawn like letters. Keys are lower case: case is folded first, so "I"
 * and "l" meet as "l" (and every i-like letter goes straight to "l": the table is read
 * once per character). A small table, not Unicode's confusables file: enough that a
 * copied name with one Cyrillic letter, or "0" for "O", cannot pass for another.
 */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  з: '3',
  і: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ь: 'b',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'l',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Case folding writes a final Σ as ς: one sigma, wherever it stands
  ς: 'σ',
  // Latin letters no decomposition strips
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ŧ: 't',
  ı: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ƚ: 'l',
  // Digits and signs drawn like letters; "i" last, so that I, l, 1 and | all meet
  '0': 'o',
  '1': 'l',
  '|': 'l',
  i: 'l',
  // One apostrophe and one dash
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '`': "'",
  '´': "'",
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
};

const fold = (s: string) => {
  let out = '';
  for (const ch of s) out += LOOK_ALIKE[ch] ?? ch;
  return out;
};

/** Case, compatibility forms (full-width, ligatures, mathematical letters) and accents folded away. */
const plain = (name: string) => name.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** What two names are compared by: equal keys look alike. */
export function nameKey(name: string): string {
  return fold(plain(normalizeName(name)))
    .replace(/\s+/gu, ' ')
    .trim();
}

const lettersOnly = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '');

const RESERVED_KEYS: ReadonlyMap<string, { word: string; means: ReservedMeaning }> = new Map(
  RESERVED_NAMES.flatMap(({ means, words }) =>
    words.map((word) => [lettersOnly(fold(plain(word))), { word, means }] as const),
  ),
);

/** The reserved word a name reads as, if any: with its digits, and without ("Player 2", "Nobody1"). */
export function reservedWord(name: string): { word: string; means: ReservedMeaning } | undefined {
  const p = plain(normalizeName(name));
  return RESERVED_KEYS.get(lettersOnly(fold(p))) ?? RESERVED_KEYS.get(lettersOnly(fold(p.replace(/\p{N}/gu, ''))));
}

export const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

// Direction controls: they reorder the text around a name, so a sentence can be made to read otherwise.
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
// Variation selectors choose a glyph for the character before them (❤︎ or ❤️): fine
// after one, invisible anywhere else.
export const VARIATION_SELECTOR = /[\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
// Zero-width and other characters drawn as nothing; U+2800 (a blank braille cell) is drawn as a space.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// Private-use and unassigned code points, and halves of a surrogate pair: no agreed look.
const UNKNOWN = /[\p{Co}\p{Cn}\p{Cs}]/u;
// What the game writes around names: lists ("Ana, Bo and Cy", "Bids: Ana 5, Bo 4"),
// labels ("Ana: 2h left") and asides ("Ana (you)", "Bo (Conjurer)").
const SEPARATOR = /[,;:\u060C\u061B\u3001\uFF0C\uFF1A\uFF1B\uFE50\uFE51\uFE54\uFE55\p{Ps}\p{Pe}]/u;
export const MARK = /\p{M}/u;
const BASE = /[\p{L}\p{N}\p{S}]/u;

/** A character no text shown to others may have (a name, a chat message), and why; `char` as U+XXXX. */
export type HiddenChar = { kind: 'control' | 'direction' | 'variation' | 'invisible' | 'unknown'; char: string };

/**
 * Whether `ch`, after `previous`, is a control, a direction mark, a stray variation
 * selector, an invisible or an unknown character: what names refuse, and chat messages too.
 */
export function hiddenChar(ch: string, previous: string): HiddenChar | null {
  if (CONTROL.test(ch)) return { kind: 'control', char: codePoint(ch) };
  if (BIDI.test(ch)) return { kind: 'direction', char: codePoint(ch) };
  if (VARIATION_SELECTOR.test(ch)) return BASE.test(previous) ? null : { kind: 'variation', char: codePoint(ch) };
  if (INVISIBLE.test(ch)) return { kind: 'invisible', char: codePoint(ch) };
  if (UNKNOWN.test(ch)) return { kind: 'unknown', char: codePoint(ch) };
  return null;
}

const HIDDEN_KEYS = {
  control: 'nameControl',
  direction: 'nameDirection',
  variation: 'nameVariation',
  invisible: 'nameInvisible',
  unknown: 'nameUnknown',
} as const;

/**
 * What the characters of a text shown to everyone break, or null: hidden characters,
 * stray or stacked accents, more than `max` visible characters, no letter or digit; and,
 * with `separators`, the marks the game writes between and after names.
 */
function charsProblem(text: string, max: number, separators: boolean): NameProblem | null {
  let visible = 0;
  let marks = 0;
  let previous = '';
  for (const ch of text) {
    const hidden = hiddenChar(ch, previous);
    if (hidden) return { key: HIDDEN_KEYS[hidden.kind], char: hidden.char };
    if (separators && SEPARATOR.test(ch)) {
      return { key: 'nameSeparator', char: ch };
    }
    if (MARK.test(ch)) {
      if (previous === '' || previous === ' ') return { key: 'nameLoneAccent', char: codePoint(ch) };
      if (++marks > MARKS_MAX) return { key: 'nameAccents', max: MARKS_MAX };
    } else {
      marks = 0;
      visible++;
    }
    previous = ch;
  }
  if (visible > max) return { key: 'nameTooLong', length: visible, max };
  if (!/[\p{L}\p{N}]/u.test(text)) return { key: 'nameNoLetter' };
  return null;
}

/** What is wrong with a name (already normalised), or null when it may be used. */
export function nameProblem(name: string): NameProblem | null {
  if (name === '') return { key: 'nameEmpty' };
  const problem = charsProblem(name, NAME_MAX, true);
  if (problem) return problem;
  const reserved = reservedWord(name);
  if (reserved) return { key: 'nameReserved', name, means: reserved.means };
  return null;
}

/** Visible characters a game's title may have. */
export const TITLE_MAX = 40;
/** Raw input of a title read at most (UTF-16 units): room for TITLE_MAX characters with their accents. */
export const TITLE_INPUT_MAX = 400;

/**
 * What is wrong with a game's title (already normalised, not empty: an empty one is no
 * title), or null. The characters a name may hold, no more of them than TITLE_MAX; but
 * never set inside the game's sentences in a player's place, a title may hold commas,
 * colons and brackets ("Friday Ys (club)"), and any word. A title longer than
 * TITLE_INPUT_MAX UTF-16 units is refused before it is read through.
 */
export function titleProblem(title: string): NameProblem | null {
  if (title === '') return { key: 'nameEmpty' };
  if (title.length > TITLE_INPUT_MAX) return { key: 'nameTooLong', length: [...title].length, max: TITLE_MAX };
  return charsProblem(title, TITLE_MAX, false);
}

/**
 * Refusals of a game's names, each naming the player by `player`: the number of the
 * field the name was typed in (its position + 1 by default).
 */
export function namesProblems(
  names: readonly string[],
  player: (index: number) => number = (i) => i + 1,
): { index: number; refusal: NameRefusal }[] {
  const problems: { index: number; refusal: NameRefusal }[] = [];
  const normalised = names.map(normalizeName);
  const seen = new Map<string, number>();
  normalised.forEach((name, index) => {
    const problem = nameProblem(name);
    if (problem) {
      problems.push({ index, refusal: { ...problem, player: player(index) } });
      return;
    }
    const key = nameKey(name);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, index);
    } else if (normalised[first] === name) {
      problems.push({ index, refusal: { key: 'nameSame', player: player(index), first: player(first), name } });
    } else {
      problems.push({
        index,
        refusal: {
          key: 'nameLookAlike',
          player: player(index),
          first: player(first),
          name,
          firstName: normalised[first]!,
        },
      });
    }
  });
  return problems;
}
