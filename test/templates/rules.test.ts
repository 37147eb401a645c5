// The rules page's anchors, the citation links (ruleLinks) and the card hints, in every language.
import { describe, expect, it } from 'vitest';
import { CardSchema, YellowCardSchema } from '../../src/engine/schema.ts';
import { esc } from '../../templates/html.ts';
import { en } from '../../templates/i18n/en.ts';
import { LANGS, PSEUDO, dictOf } from '../../templates/i18n/index.ts';
import { SHIP_IDS } from '../../src/engine/schema.ts';
import { homePage } from '../../templates/index.tsx';
import { cardEffect, cardHint, ruleLinks as linksIn, rulesPage, shipCodes, shipWords } from '../../templates/rules.ts';
import { cardFace } from '../../templates/theme.ts';

const ruleLinks = (html: string) => linksIn(en, html);
const link = (id: string, target = id) => `<a class="rule" href="/rules#${target}">${id}</a>`;

describe('ruleLinks', () => {
  it('links citations of R1 to R13, with or without a sub-id, in parentheses or not', () => {
    expect(ruleLinks('Refused (R6.2).')).toBe(`Refused (${link('R6.2')}).`);
    expect(ruleLinks('see R7.5 and R9')).toBe(`see ${link('R7.5')} and ${link('R9')}`);
    expect(ruleLinks('R1, R10.3, R13')).toBe(`${link('R1')}, ${link('R10.3')}, ${link('R13')}`);
    expect(ruleLinks('R7.0 at the end of R6.')).toBe(`${link('R7.0')} at the end of ${link('R6')}.`);
  });

  it('makes no link for ids that do not exist or are part of another word', () => {
    for (const text of ['R0', 'R14', 'R0.1', 'R14.2', 'R145', 'BR6', 'R6x', 'r6', 'R'])
      expect(ruleLinks(text)).toBe(text);
  });

  it('sends a sub-id the page has no anchor for to its rule', () => {
    expect(ruleLinks('R6.9')).toBe(link('R6.9', 'R6'));
    expect(ruleLinks('R3.1')).toBe(link('R3.1', 'R3'));
  });

  it('keeps escaping as it was and never touches tags or existing links', () => {
    const escaped = esc('<b>R6.2</b> & "R7.5" it\'s');
    expect(ruleLinks(escaped)).toBe(`&lt;b&gt;${link('R6.2')}&lt;/b&gt; &amp; &quot;${link('R7.5')}&quot; it&#39;s`);
    const markup = '<span title="R6.2" data-rule="R9">R6.4</span>';
    expect(ruleLinks(markup)).toBe(`<span title="R6.2" data-rule="R9">${link('R6.4')}</span>`);
    const once = ruleLinks('(R6.2)');
    expect(ruleLinks(once)).toBe(once);
  });
});

describe('the rules page', () => {
  const page = rulesPage(en);

  it('has a section for every rule R1 to R13, and an anchor for every sub-rule cited', () => {
    for (let n = 1; n <= 13; n++) expect(page).toContain(`<section id="R${n}"`);
    for (const id of ['R6.2', 'R6.4', 'R7.0', 'R7.3', 'R7.5', 'R7.8', 'R8.2', 'R9.2', 'R10.3', 'R11.5'])
      expect(page).toContain(`<li id="${id}">`);
  });

  it('is one document without inline script or style, and links back home', () => {
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    expect(page).toContain('href="/"');
  });

  it('every internal link lands on an anchor of the page', () => {
    const ids = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    const targets = [...page.matchAll(/href="(?:\/rules)?#([^"]+)"/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(13);
    for (const t of targets) expect(ids.has(t), t).toBe(true);
  });
});

describe('short codes (R1.3)', () => {
  it('a ship code in a log line carries its words as a tooltip and for screen readers, in every language', () => {
    for (const lang of LANGS) {
      const t = dictOf(lang);
      const html = shipCodes(t, `Ships: 1: R-BG, 2: ${link('R6.2')} Y-RW.`);
      const red = t.terms.colour.red;
      expect(shipWords(t, 'R-BG'), lang).toContain(red);
      expect(html, lang).toContain(`<abbr class="code" title="${esc(shipWords(t, 'R-BG'))}">R-BG<span class="sr">`);
      expect(html, lang).toContain(`title="${esc(shipWords(t, 'Y-RW'))}">Y-RW`);
      expect(shipWords(t, 'Y-RW'), lang).toContain(t.terms.colour.white);
      expect(html, lang).toContain(link('R6.2'));
    }
    expect(shipWords(en, 'R-BG')).toBe('ship — large: red; small: blue, green');
  });

  it('the rules page explains them: how a ship is written, and every letter its ids use', () => {
    const letters = new Set(SHIP_IDS.join('').replace(/-/g, ''));
    for (const lang of LANGS) {
      const page = rulesPage(dictOf(lang));
      const codes = /<section id="codes"[\s\S]*?<\/section>/.exec(page)![0];
      for (const letter of letters) expect(codes, `${lang} ${letter}`).toContain(`<dt>${letter}</dt>`);
      expect(page).toContain('<a href="#codes">');
    }
  });

  it("the rules are a link away from the home page and from every page's foot", () => {
    const home = homePage(en);
    expect(home).toContain('<a href="/rules">The rules of Ys, in short</a>');
    expect(home).toContain('<a class="rules-link" href="/rules">Rules</a>');
  });
});

describe('the keys (playing without sight)', () => {
  it('the rules page lists the keys that ask and those of the board, Page Down and Page Up among them', () => {
    for (const lang of LANGS) {
      const t = dictOf(lang);
      const keys = /<section id="keys"[\s\S]*?<\/section>/.exec(rulesPage(t))![0];
      expect(keys, lang).toContain(esc(t.pages.live.keys));
      expect(keys, lang).toContain(esc(t.rules.boardKeys));
      expect(t.rules.boardKeys, lang).toMatch(/Page Down.*Page Up/);
    }
  });
});

describe('card hints', () => {
  it('give every card one short line', () => {
    for (const card of CardSchema.options) {
      const hint = cardEffect(en, card);
      expect(hint.length, card).toBeGreaterThan(5);
      expect(hint.length, card).toBeLessThanOrEqual(90);
      expect(hint, card).not.toMatch(/\n/);
    }
    expect(Object.keys(en.rules.effect).sort()).toEqual([...YellowCardSchema.options, 'blue'].sort());
  });

  it('name the card they describe', () => {
    expect(cardHint(en, 'queen')).toBe('Queen: close one city area to every broker this turn (during placement)');
    expect(cardHint(en, 'blue-3')).toMatch(/^Blue card: take one coloured gem/);
  });
});

describe('the rules page and the card hints in every language', () => {
  const ruleIds = Object.keys(en.rules.rule) as (keyof typeof en.rules.rule)[];

  for (const lang of [...LANGS, PSEUDO]) {
    it(`${lang}: every rule and sub-rule with its anchor, every card with its hint, in the page's own language`, () => {
      const t = dictOf(lang);
      const page = rulesPage(t);
      expect(page).toContain(`<html lang="${t.lang}">`);
      expect(page).not.toMatch(/undefined|NaN|\[object/);
      // The same ids, sections and anchors as the English page: citations land everywhere.
      const ids = (html: string) => [...html.matchAll(/\sid="(R[\d.]+)"/g)].map((m) => m[1]);
      expect(ids(page)).toEqual(ids(rulesPage(en)));
      for (const id of ruleIds) expect(page).toContain(esc(t.rules.rule[id].title));
      for (const card of CardSchema.options) {
        // (The pseudo-language stretches a function's words again around the pieces it is given.)
        if (lang !== PSEUDO) expect(page).toContain(`<strong>${esc(t.terms.card[cardFace(card)])}</strong>`);
        const effect = cardEffect(t, card);
        expect(effect.length, `${lang} ${card}`).toBeLessThanOrEqual(lang === 'en' ? 90 : lang === PSEUDO ? 140 : 100);
        if (lang !== PSEUDO) expect(cardHint(t, card)).toContain(effect);
      }
      // Another language's page keeps no English rule text (the pseudo-language is English stretched).
      if (lang !== 'en' && lang !== PSEUDO) {
        for (const id of ruleIds) {
          const english = en.rules.rule[id];
          if ('text' in english) expect(page, `${lang} ${id}`).not.toContain(esc(english.text));
        }
        for (const card of CardSchema.options) expect(cardEffect(t, card)).not.toBe(cardEffect(en, card));
      }
    });
  }

  it('renders once per language, each in its own words', () => {
    expect(rulesPage(en)).toBe(rulesPage(en));
    expect(rulesPage(dictOf(PSEUDO))).not.toBe(rulesPage(en));
  });
});
