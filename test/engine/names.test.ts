// Players' names: normalised, visible, 1 to 24 characters, unlike
// each other to the eye, and none of the words the interface uses for someone else;
// each refusal a sentence naming the player by position. The rule is the schema's, so
// the home page form and the JSON API refuse the same names with the same sentences.
import { describe, expect, it } from 'vitest';
import {
  GameSetupSchema,
  NAME_MAX,
  PlayerNameSchema,
  RESERVED_NAMES,
  SetupSchema,
  TITLE_MAX,
  createGame,
  nameKey,
  namesProblems,
  reservedWord,
} from '../../src/engine/index.ts';
import { parseNewGameForm, titleOf } from '../../src/http/newGameForm.ts';
import { heard } from '../../src/http/refusal.ts';
import type { z } from 'zod';
import { words } from './words.ts';

/** A refusal carried by a zod issue (the engine's `said`), in English. */
const issueWords = (issue: z.core.$ZodIssue | undefined) => {
  const said = heard(issue);
  if (!said) throw new Error(`no refusal in ${issue?.message}`);
  return words({ refusal: said });
};

/** The first refusal of a new game with these names, in English, or null when it is accepted. */
function refusal(...names: string[]): string | null {
  const parsed = SetupSchema.safeParse({ players: names.map((name) => ({ name })) });
  return parsed.success ? null : issueWords(parsed.error.issues[0]);
}

const accepted = (...names: string[]) => {
  const parsed = SetupSchema.safeParse({ players: names.map((name) => ({ name })) });
  if (!parsed.success) throw new Error(issueWords(parsed.error.issues[0]));
  return parsed.data.players.map((p) => p.name);
};

describe('names: ordinary international names are accepted', () => {
  it('accepts names in many scripts, with accents, apostrophes, dashes and spaces', () => {
    const names = [
      'José',
      'Zoë',
      'Łukasz',
      '李雷',
      'Ана',
      'Ørjan',
      'Ngọc Ánh',
      'O’Brien',
      'Jean-Luc',
      'Άρτεμις',
      'محمد',
      'דנה',
      'Ana 🎲',
      'Søren K.',
      '佐藤 花子',
      'Anaïs',
      'Dvořák',
      'Ælfred',
      'İlkay',
      'Raúl',
      'Bjørk',
      'Chloé',
      '❤️ Mia',
      'Kim Jong-ho',
      'P2',
    ];
    for (let i = 0; i < names.length; i += 2) {
      expect(accepted(names[i]!, names[i + 1] ?? 'Zed')).toEqual([names[i], names[i + 1] ?? 'Zed']);
    }
  });

  it('accepts a Cyrillic name next to Latin names that do not look like it', () => {
    expect(accepted('Ана', 'Anna', 'Ivan')).toEqual(['Ана', 'Anna', 'Ivan']);
  });

  it('keeps names NFC, with one plain space between words and none around', () => {
    // "e" + combining acute and the precomposed "é" are the same name once normalised.
    expect(accepted('  Jose\u0301\u00A0\u00A0Maria ', 'Bo\u3000Li')).toEqual(['José Maria', 'Bo Li']);
    expect(accepted('Jose\u0301', 'Bo')[0]!.length).toBe(4);
  });

  it('counts characters, not UTF-16 units: 24 astral letters or 24 accented letters fit', () => {
    const astral = '𠀀'.repeat(NAME_MAX);
    expect(astral.length).toBe(48);
    expect(accepted(astral, 'Bo')).toEqual([astral, 'Bo']);
    const accented = 'a\u0301\u0323'.repeat(NAME_MAX).normalize('NFC');
    expect(accepted(accented, 'Bo')[0]).toBe(accented);
  });

  it('lets a variation selector choose the look of the symbol before it', () => {
    expect(accepted('Mia ❤\uFE0E', 'Bo')).toEqual(['Mia ❤\uFE0E', 'Bo']);
  });
});

describe('names: refusals, each a sentence naming the player by position', () => {
  it('refuses an empty name, or one of spaces only', () => {
    expect(refusal('Ana', '')).toBe("Player 2's name is empty.");
    expect(refusal('Ana', ' \u00A0\u3000 ')).toBe("Player 2's name is empty.");
  });

  it('refuses more than 24 visible characters', () => {
    expect(refusal('Ana', 'a'.repeat(NAME_MAX))).toBeNull();
    expect(refusal('Ana', 'a'.repeat(NAME_MAX + 1))).toBe("Player 2's name has 25 characters, more than 24.");
    expect(refusal('Ana', '𠀀'.repeat(NAME_MAX + 1))).toMatch(/^Player 2's name has 25 characters/);
  });

  it('refuses control characters and line breaks inside a name', () => {
    expect(refusal('Ana', 'Bo\nCy')).toMatch(/^Player 2's name has a control character or line break \(U\+000A\)/);
    expect(refusal('Ana\u0007', 'Bo')).toMatch(/^Player 1's name has a control character or line break \(U\+0007\)/);
    expect(refusal('Ana', 'Bo\u0085')).toMatch(/U\+0085/);
    expect(refusal('Ana', 'Bo\u2028Cy')).toMatch(/U\+2028/);
  });

  it('refuses every direction mark, naming it', () => {
    for (const mark of [
      '\u202E',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      const message = refusal('Ana', `Bo${mark}b`);
      expect(message, mark).toMatch(
        /^Player 2's name has a direction mark \(U\+[0-9A-F]{4}\), which can reorder the words around it/,
      );
    }
    // "Ana" written backwards behind an override, to pass for "Ana" on the page.
    expect(refusal('Ana', '\u202Eana')).toMatch(/U\+202E/);
  });

  it('refuses zero-width and invisible characters, and a variation selector on its own', () => {
    for (const ch of [
      '\u200B',
      '\u200C',
      '\u200D',
      '\u2060',
      '\uFEFF',
      '\u00AD',
      '\u034F',
      '\u3164',
      '\u115F',
      '\u2800',
      '\u{E0041}',
    ]) {
      expect(refusal('Ana', `B${ch}o`), ch.codePointAt(0)!.toString(16)).toMatch(
        /^Player 2's name has an invisible character \(U\+[0-9A-F]{4,5}\)/,
      );
    }
    expect(refusal('Ana', '\uFE0F')).toMatch(/^Player 2's name has a variation selector \(U\+FE0F\) on its own/);
    expect(refusal('Ana', 'Bo \uFE0F')).toMatch(/variation selector/);
    expect(refusal('Ana', 'Bo\uFE0F\uFE0F')).toMatch(/variation selector/);
    // A name of invisible characters only is refused for them, not taken as blank.
    expect(refusal('Ana', '\u200B\u200B')).toMatch(/invisible character \(U\+200B\)/);
  });

  it('refuses private-use and unassigned code points, and lone surrogates', () => {
    expect(refusal('Ana', 'Bo\uE000')).toMatch(/^Player 2's name has a character with no agreed look \(U\+E000/);
    expect(refusal('Ana', 'Bo\u0378')).toMatch(/U\+0378/);
    expect(refusal('Ana', 'Bo\uD800')).toMatch(/U\+D800/);
  });

  it('refuses accents on nothing and accents piled high', () => {
    expect(refusal('Ana', '\u0301Bo')).toMatch(/^Player 2's name has an accent \(U\+0301\) on no letter/);
    expect(refusal('Ana', 'Bo \u0301')).toMatch(/on no letter/);
    // Overlays: no precomposed letter absorbs them, so NFC leaves all of them on the letter.
    expect(refusal('Ana', `Bo${'\u0336'.repeat(4)}`)).toBeNull();
    expect(refusal('Ana', `Bo${'\u0336'.repeat(5)}`)).toMatch(/^Player 2's name has more than 4 accents on one letter/);
  });

  it('refuses the commas, colons and brackets the game writes around names', () => {
    for (const ch of [',', ';', ':', '(', ')', '[', ']', '{', '}', '，', '、', '：']) {
      expect(refusal('Ana', `Bo${ch}Cy`), ch).toBe(
        `Player 2's name has “${ch}”: the game writes commas, colons and brackets between and after ` +
          `names (“Ana, Bo and Cy”, “Ana (you)”), so a name has none.`,
      );
    }
    // A name that would read as two players, or as a marker the page adds.
    expect(refusal('Ana', 'Bo, Cy')).not.toBeNull();
    expect(refusal('Ana', 'Bo (you)')).not.toBeNull();
  });

  it('refuses a name without a letter or digit', () => {
    expect(refusal('Ana', '...')).toBe("Player 2's name has no letter or digit.");
    expect(refusal('Ana', '🎲🎲')).toBe("Player 2's name has no letter or digit.");
  });
});

describe('names: unique within a game to the eye', () => {
  it('refuses the same name twice, naming both players', () => {
    expect(refusal('Ana', 'Bo', 'Ana')).toBe(
      "Player 3's name is the same as Player 1's (“Ana”): give each player a different name, so that " +
        'everyone can tell who did what.',
    );
  });

  it('refuses names that differ only in case, accents, spacing or look-alike letters', () => {
    const pairs: [string, string][] = [
      ['Ana', 'ANA'],
      ['Zoë', 'Zoe'],
      ['José', 'JOSE'],
      ['Łukasz', 'Lukasz'],
      ['Søren', 'Soren'],
      ['Anna', 'Аnna'], // Cyrillic А
      ['Boris', 'Bоris'], // Cyrillic о
      ['Pepe', 'Реpe'], // Cyrillic Р, е
      ['Cox', 'Сох'], // Cyrillic С, о, х
      ['Yuri', 'Уuri'], // Cyrillic У
      ['Igor', 'іgor'], // Cyrillic і
      ['Olga', 'οlga'], // Greek ο
      ['Viv', 'νiv'], // Greek ν
      ['Otto', '0tto'],
      ['Lilly', '1illy'],
      ['Ali', 'AlI'],
      ['Ivo', 'lvo'],
      ['Bill', 'Bi1l'],
      ['Ana', 'Ａｎａ'], // full-width
      ['Ana', '𝐀𝐧𝐚'], // mathematical bold
      ['Strauß', 'STRAUSS'],
      ['Jean-Luc', 'Jean–Luc'],
      ['O’Brien', "O'Brien"],
    ];
    for (const [first, second] of pairs) {
      expect(nameKey(first), `${first} / ${second}`).toBe(nameKey(second));
      expect(refusal(first, second), `${first} / ${second}`).toBe(
        `Player 2's name “${second.normalize('NFC')}” looks too much like Player 1's (“${first}”): ` +
          `give each player a name the others can tell apart at a glance.`,
      );
    }
  });

  it('tells apart names that only share letters', () => {
    expect(accepted('Ana', 'Anna', 'Ina', 'Ida')).toHaveLength(4);
    expect(accepted('Lea', 'Léo')).toHaveLength(2);
    expect(accepted('Jo Ann', 'Joann')).toHaveLength(2);
  });
});

describe('names: the words the interface uses for someone else', () => {
  it('refuses "you" and its forms in the interface\'s languages, naming what the word means', () => {
    expect(refusal('Ana', 'You')).toBe(
      "Player 2's name “You” is a word the game uses for the person reading the page (“you”): choose " +
        'another, with a family name or an initial for example, so that no sentence can mean two ' +
        'people.',
    );
    for (const word of [
      'you',
      'YOUR',
      'Yours',
      'vous',
      'Toi',
      'tu',
      'Tú',
      'du',
      'Sie',
      'usted',
      'Ustedes',
      'voi',
      'Y0u',
      'Yоu',
      'Y o u',
      'you!',
    ]) {
      expect(refusal('Ana', word), word).toMatch(/is a word the game uses for the person reading the page/);
    }
  });

  it("refuses the neutral player's words, so its log lines stay its own", () => {
    for (const word of [
      'Neutral',
      'the neutral player',
      'The Neutral Player',
      'neutre',
      'Neutrale',
      'el jugador neutral',
      'Le joueur neutre',
      'The city',
    ]) {
      expect(refusal('Ana', word), word).toMatch(/is a word the game uses for the neutral player/);
    }
  });

  it("refuses spectator, host, stand-in, nobody, everyone and a seat's label, in each language", () => {
    const cases: [string, RegExp][] = [
      ['Spectator', /the spectators/],
      ['Zuschauer', /the spectators/],
      ['espectadora', /the spectators/],
      ['Host', /the host/],
      ['Hôte', /the host/],
      ['Gastgeber', /the host/],
      ['anfitrión', /the host/],
      ['Stand-in', /the stand-in/],
      ['standin', /the stand-in/],
      ['Remplaçant', /the stand-in/],
      ['Ersatz', /the stand-in/],
      ['Nobody', /nobody/],
      ['No one', /nobody/],
      ['Personne', /nobody/],
      ['niemand', /nobody/],
      ['nessuno', /nobody/],
      ['nadie', /nobody/],
      ['Everyone', /everyone/],
      ['Everybody', /everyone/],
      ['tout le monde', /everyone/],
      ['tutti', /everyone/],
      ['todos', /everyone/],
      ['Player 2', /a seat by its number/],
      ['Seat 3', /a seat by its number/],
      ['Joueur 1', /a seat by its number/],
      ['Spieler', /a seat by its number/],
      ['Nobody1', /nobody/],
      // Hungarian, the interface's fifth language.
      ['Néző', /the spectators/],
      ['Házigazda', /the host/],
      ['Helyettes', /the stand-in/],
      ['Senki', /nobody/],
      ['Mindenki', /everyone/],
      ['2. játékos', /a seat by its number/],
      ['A semleges játékos', /the neutral player/],
      ['Ön', /you/],
    ];
    for (const [word, means] of cases) expect(refusal('Ana', word), word).toMatch(means);
  });

  it('keeps every listed word reserved, and only whole names', () => {
    for (const { means, words } of RESERVED_NAMES) {
      for (const word of words) expect(reservedWord(word)?.means, word).toBe(means);
    }
    // A reserved word inside a longer name reads as part of that name.
    expect(accepted('Dutch', 'Tudor', 'Youssef', 'Hostetler')).toHaveLength(4);
    expect(accepted('Lei', 'Ali', 'Alle', 'Vos')).toHaveLength(4);
    expect(accepted('Te', 'Ti', 'Kati')).toHaveLength(3);
  });
});

describe('names: one rule for every way in', () => {
  it('PlayerNameSchema judges one name with the same rule', () => {
    expect(PlayerNameSchema.parse(' Zoë ')).toBe('Zoë');
    expect(issueWords(PlayerNameSchema.safeParse('Bo\u200Bb').error?.issues[0])).toBe(
      'The name has an invisible character (U+200B): type it again without that character.',
    );
    expect(PlayerNameSchema.safeParse('Nobody').success).toBe(false);
  });

  it("the JSON API's path names the field; the form names the player by the field they typed in", () => {
    const api = SetupSchema.safeParse({ players: [{ name: 'Ana' }, { name: 'Neutral' }] });
    expect(api.error?.issues[0]?.path).toEqual(['players', 1, 'name']);
    // Fields 1 and 3 filled, 2 left blank: the refused name is "Player 3", as the form labels it.
    const form = parseNewGameForm({ name: ['Ana', '', 'ANA'] });
    expect(form).toEqual({
      ok: false,
      refusal: { key: 'nameLookAlike', player: 3, first: 1, name: 'ANA', firstName: 'Ana' },
    });
    expect(!form.ok && words(form)).toBe(
      "Player 3's name “ANA” looks too much like Player 1's (“Ana”): give each player a name the " +
        'others can tell apart at a glance.',
    );
    const ok = parseNewGameForm({ name: [' Zoë ', '', 'Łukasz', '李雷'] });
    expect(ok.ok && ok.setup.players).toEqual([{ name: 'Zoë' }, { name: 'Łukasz' }, { name: '李雷' }]);
  });

  it('namesProblems takes the number a caller gives its players', () => {
    const problem = namesProblems(['Ana', 'you'], (i) => [1, 7][i]!)[0];
    expect(problem?.refusal).toEqual({ key: 'nameReserved', name: 'you', means: 'you', player: 7 });
    expect(problem && words(problem)).toMatch(/^Player 7's name “you” is a word/);
  });

  it('a stored game keeps the names it was accepted with: the engine replays them as they are', () => {
    // Created before the rule: a name now refused must still load and replay.
    const old = { players: [{ name: 'Neutral' }, { name: 'Bo (the bear)' }] };
    expect(GameSetupSchema.parse(old).players).toEqual(old.players);
    const made = createGame(old, 'old-names');
    expect(made.ok && made.state.players.map((p) => p.name)).toEqual(['Neutral', 'Bo (the bear)']);
  });
});

describe("a game's title: checked as names are, for what it may hold", () => {
  const said = (raw: string) => {
    const out = titleOf(raw);
    return out.ok ? out.title : words({ refusal: out.refusal });
  };

  it('is kept normalised as a name is; blank is no title', () => {
    expect(said('  Friday\u2003\u00a0Ys ')).toBe('Friday Ys');
    expect(said('Zoe\u0308')).toBe('Zoë');
    expect(titleOf('   ')).toEqual({ ok: true, title: undefined });
    expect(titleOf(undefined)).toEqual({ ok: true, title: undefined });
  });

  it('holds at most TITLE_MAX visible characters, accents not counted', () => {
    expect(TITLE_MAX).toBe(40);
    expect(said('a\u0301'.repeat(TITLE_MAX))).toHaveLength(TITLE_MAX);
    expect(said('Y'.repeat(TITLE_MAX + 1))).toBe('The title has 41 characters, more than 40.');
  });

  it('refuses what a name refuses for its characters, each with its sentence, the JSON field said first', () => {
    expect(said('Friday\u200BYs')).toBe(
      'The title has an invisible character (U+200B): type it again without that character.',
    );
    expect(said('Friday\u202EYs')).toMatch(/^The title has a direction mark \(U\+202E\)/);
    expect(said('Ys\u0007')).toMatch(/^The title has a control character or line break \(U\+0007\)/);
    expect(said('\u0301Ys')).toBe('The title has an accent (U+0301) on no letter.');
    expect(said('--- ...')).toBe('The title has no letter or digit.');
    const api = titleOf('Y'.repeat(50), 'title');
    expect(!api.ok && words({ refusal: api.refusal })).toBe(
      'Bad new game: title: The title has 50 characters, more than 40.',
    );
  });

  it('may hold what only names may not: separators, and the words the game uses for someone', () => {
    expect(said('Club: Friday, week 3 (Ys)')).toBe('Club: Friday, week 3 (Ys)');
    expect(said('Everyone')).toBe('Everyone');
  });
});
