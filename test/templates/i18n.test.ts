// Every word in five languages. The compiler already holds every dictionary to
// English's keys (Dict = typeof en); these tests hold what it cannot see: every event of
// seeded games, every refusal and every page rendered in each language comes out whole
// (no undefined, no NaN) and with no sentence left in English.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src/engine/index.ts';
import { LANGS, PSEUDO, dictOf, fromAcceptLanguage, type Dict, type Lang } from '../../templates/i18n/index.ts';
import { en } from '../../templates/i18n/en.ts';
import { stretch } from '../../templates/i18n/pseudo.ts';
import { eventText } from '../../templates/log.ts';
import {
  HOST_DEEDS,
  errorPage,
  homePage,
  hostConfirmPage,
  hostPage,
  mailStopPage,
  playerPage,
  replayPage,
} from '../../templates/index.tsx';
import { rulesPage } from '../../templates/rules.ts';
import { refusalText } from '../../templates/refusal.ts';
import { ENGLISH, foreignEnglish, readable } from '../support/english.ts';
import { CONFIGS, setupOf } from '../engine/fuzz/invariants.ts';
import { seededMoments, type Moment } from '../support/history.ts';
import { REFUSAL_SAMPLES } from '../support/refusals.ts';

function expectNoEnglish(lang: Lang, where: string, text: string, english: readonly string[]) {
  const left = english.filter((c) => text.includes(c));
  expect(left, `${lang}: English left in ${where}`).toEqual([]);
}

function expectWhole(where: string, text: string) {
  expect(text, where).not.toMatch(/undefined|NaN|\[object /);
}

// ------------------------------------------------------------------ what is rendered

const GAMES = ['2p', '3p n3 kingsFavor express', '4p kingsFavor', '4p express'].map((label) => {
  const config = CONFIGS.find((c) => c.label === label)!;
  return { label, moments: seededMoments(config.players, setupOf(config, true).options ?? {}, `i18n/${label}`) };
});

/** Every event of every game (all kinds: core.test.ts holds these setups to meeting them). */
const EVENTS = GAMES.flatMap(({ moments }) => {
  const last = moments[moments.length - 1]!;
  return last.history.map((entry) => ({ entry, names: last.state.players.map((p) => p.name) }));
});

/** Some moments of each game, every phase met, for the pages. */
const MOMENTS: Moment[] = GAMES.flatMap(({ moments }) => {
  const seen = new Set<string>();
  return moments.filter((m, i) => {
    const key = `${m.state.turn}/${viewFor(m.state, null, m.history).phase}`;
    if (seen.has(key) && i !== moments.length - 1) return false;
    seen.add(key);
    return true;
  });
});

const links = (seat: number | null) => {
  const self = seat === null ? '/g/abcdefgh/w' : `/g/abcdefgh/p/${seat}/sig`;
  return { self, actions: seat === null ? null : `${self}/actions`, ws: `${self}/ws` };
};

function pagesIn(t: Dict): { where: string; html: string }[] {
  const out: { where: string; html: string }[] = [];
  for (const [n, { state, history }] of MOMENTS.entries()) {
    for (const seat of [...state.players.keys(), null]) {
      // Every third moment for every seat; the others for the first seat and the spectator.
      if (n % 3 && seat !== 0 && seat !== null) continue;
      const view = viewFor(state, seat, history);
      out.push({
        where: `moment ${n}, seat ${seat}`,
        html: playerPage(
          t,
          view,
          links(seat),
          seat === 0 ? { message: 'x', rule: 'R6.2' } : undefined,
          null,
          seat === 1 ? { pushKey: 'k', mail: { on: false } } : undefined,
        ),
      });
    }
  }
  const over = GAMES[2]!.moments;
  const final = over[over.length - 1]!;
  const view = viewFor(final.state, null, final.history);
  const seats = final.state.players.map((p, seat) => ({
    seat,
    name: p.name,
    url: seat === 3 ? null : `https://ys.example/g/abcdefgh/p/${seat}/sig`,
  }));
  out.push(
    { where: 'home', html: homePage(t, 'x', true) },
    {
      where: 'host',
      html: hostPage(t, {
        id: 'abcdefgh',
        hostUrl: 'https://ys.example/g/abcdefgh/h/sig',
        spectatorUrl: 'https://ys.example/g/abcdefgh/w',
        seats,
        view,
        room: { webhook: null, standIns: [1], givenUp: [], unverified: [2], expiry: { days: 60, at: 0 } },
      }),
    },
    {
      where: 'host, playing',
      html: hostPage(t, {
        id: 'abcdefgh',
        hostUrl: 'https://ys.example/g/abcdefgh/h/sig',
        spectatorUrl: 'https://ys.example/g/abcdefgh/w',
        seats,
        view: viewFor(over[40]!.state, null, over[40]!.history),
      }),
    },
    ...HOST_DEEDS.map((deed) => ({
      where: `host, done: ${deed}`,
      html: hostPage(t, {
        id: 'abcdefgh',
        hostUrl: 'https://ys.example/g/abcdefgh/h/sig',
        spectatorUrl: 'https://ys.example/g/abcdefgh/w',
        seats,
        view,
        done: { deed, seat: 1 },
      }),
    })),
    ...(['link', 'standin', 'back', 'hostLink'] as const).map((deed) => ({
      where: `host, asking: ${deed}`,
      html: hostConfirmPage(t, {
        hostPath: '/g/abcdefgh/h/sig',
        action: '/g/abcdefgh/h/sig/seats/1/link',
        deed,
        name: seats[1]!.name,
        fields: { on: '1' },
      }),
    })),
    { where: 'error', html: errorPage(t, 404, 'x') },
    { where: 'rules', html: rulesPage(t) },
    { where: 'mail stop', html: mailStopPage(t, '/g/abcdefgh/p/0/sig', false) },
    { where: 'mail stopped', html: mailStopPage(t, '/g/abcdefgh/p/0/sig', true) },
    {
      where: 'replay',
      html: replayPage(t, {
        steps: [
          { version: 0, turn: 1, phase: 'bid', seat: null },
          { version: 1, turn: 1, phase: 'bid', seat: 0 },
          { version: 2, turn: 1, phase: 'bid', seat: 1 },
        ],
        at: 1,
        view,
        game: '/g/abcdefgh/w',
      }),
    },
  );
  return out;
}

// ------------------------------------------------------------------ the tests

const OTHERS = LANGS.filter((l) => l !== 'en');

describe('the five languages', () => {
  it('speaks five languages, each with its own tag', () => {
    expect([...LANGS].sort()).toEqual(['en', 'es', 'fr', 'hu', 'it']);
    for (const lang of LANGS) expect(dictOf(lang).lang).toBe(lang);
    expect(ENGLISH.size).toBeGreaterThan(300);
  });

  it('finds English in a page that has some (the scan itself works)', () => {
    const text = readable(`<p title="x">${eventText(en, EVENTS[5]!.entry.event, EVENTS[5]!.names)}</p>`);
    expect(foreignEnglish('hu').some((c) => text.includes(c))).toBe(true);
  });

  for (const lang of LANGS) {
    const t = dictOf(lang);
    const english = lang === 'en' ? [] : foreignEnglish(lang);

    it(`${lang}: every event of seeded games in words, whole, without English`, () => {
      const kinds = new Set<string>();
      for (const { entry, names } of EVENTS) {
        const text = eventText(t, entry.event, names);
        expectWhole(JSON.stringify(entry.event), text);
        expect(text, JSON.stringify(entry.event)).toMatch(/^[\p{Lu}\p{N}'¡¿]/u);
        expectNoEnglish(lang, `${entry.event.kind}: ${text}`, text, english);
        kinds.add(entry.event.kind);
      }
      expect(kinds.size).toBeGreaterThan(30);
    });

    it(`${lang}: every event told to its own seat ("you") and as another's, whole, without English`, () => {
      const kinds = new Set<string>();
      for (const { entry, names } of EVENTS) {
        const e = entry.event;
        const actor = 'seat' in e ? e.seat : 'who' in e && typeof e.who === 'number' ? e.who : null;
        for (const you of [actor, null]) {
          const text = eventText(t, e, names, you);
          expectWhole(JSON.stringify(e), text);
          expect(text, JSON.stringify(e)).toMatch(/^[\p{Lu}\p{N}'¡¿]/u);
          expectNoEnglish(lang, `${e.kind} (to ${you}): ${text}`, text, english);
          if (you !== null && text !== eventText(t, e, names, null)) kinds.add(e.kind);
        }
      }
      // Every move a decision makes has its second person (templates/log.ts).
      expect([...kinds].sort()).toEqual(
        [
          'bid',
          'cardPlayed',
          'colourChosen',
          'columnsOrdered',
          'conjurerRefill',
          'gemsTaken',
          'neutralPlaced',
          'passed',
          'placed',
          'positionTaken',
          'quotationMoved',
          'spyPeek',
          'throneChosen',
        ].filter((k) => EVENTS.some(({ entry }) => entry.event.kind === k)),
      );
    });

    it(`${lang}: every refusal in words, with its params, without English`, () => {
      for (const sample of REFUSAL_SAMPLES) {
        const text = refusalText(t, sample);
        expect(text.length, sample.key).toBeGreaterThan(3);
        expectWhole(sample.key, text);
        expectNoEnglish(lang, `refusal ${sample.key}: ${text}`, text, english);
      }
    });

    it(`${lang}: every page, at every phase, for every seat, whole and without English`, () => {
      for (const { where, html } of pagesIn(t)) {
        expect(html, where).toContain(`<html lang="${lang}"`);
        const text = readable(html);
        expectWhole(where, text);
        expectNoEnglish(lang, where, text, english);
      }
    });
  }

  it("the players' names are never translated or bent: each stands whole in every language", () => {
    const names = ['Ana', 'Bo', 'Cy', 'Di'];
    for (const lang of OTHERS) {
      const t = dictOf(lang);
      for (const { entry } of EVENTS.slice(0, 400)) {
        const text = eventText(t, entry.event, names);
        // A name followed by a letter would be a name given a suffix ("Anának").
        for (const name of names) expect(text, text).not.toMatch(new RegExp(`\\b${name}\\p{L}`, 'u'));
      }
    }
  });
});

describe('the dictionaries are checked by the compiler', () => {
  it(
    'refuses a dictionary with a key missing or one too many (tsc fails on these lines without the ' + 'expectations)',
    () => {
      const { brand: _brand, ...withoutBrand } = en.terms;
      // @ts-expect-error a language without one of English's keys does not compile
      const missing: Dict['terms'] = withoutBrand;
      // @ts-expect-error nor one with a key English does not have
      const extra: Dict['terms'] = { ...en.terms, brandNew: 'Ys' };
      // @ts-expect-error nor a word whose parameters differ from English's
      const differs: Dict['terms'] = { ...en.terms, vp: (n: string) => n };
      expect([missing, extra, differs].every((d) => typeof d === 'object')).toBe(true);
    },
  );
});

describe('the language a request is answered in', () => {
  it('takes the first of Accept-Language we speak, by weight', () => {
    expect(fromAcceptLanguage('hu-HU,hu;q=0.9,en-US;q=0.8')).toBe('hu');
    expect(fromAcceptLanguage('de-DE, fr;q=0.7, es;q=0.9')).toBe('es');
    expect(fromAcceptLanguage('de, ja')).toBeNull();
    expect(fromAcceptLanguage('it;q=0, en;q=0.1')).toBe('en');
    expect(fromAcceptLanguage('')).toBeNull();
    expect(fromAcceptLanguage('*;q=oops,,;')).toBeNull();
  });
  it('falls back to English for codes it does not know', () => {
    expect(dictOf('xx').lang).toBe('en');
    expect(dictOf(undefined).lang).toBe('en');
  });
});

describe('the pseudo-language of the layout tests', () => {
  it('stretches every word by at least 40%, and leaves markup and numbers alone', () => {
    expect(stretch('Place 2 brokers')).toMatch(/^\S{7,} 2 \S{10,}$/);
    expect(stretch('<a href="/x">Next</a>')).toMatch(/^<a href="\/x">\S{6,}<\/a>$/);
    const t = dictOf(PSEUDO);
    expect(t.lang).toBe(PSEUDO);
    expect(t.terms.phase.placement.length).toBeGreaterThanOrEqual(Math.ceil('Placement'.length * 1.4));
  });
});
