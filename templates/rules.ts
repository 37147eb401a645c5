// The rules page (GET /rules), the links that carry a rule citation there, and a line
// per character card. The words (t.rules) are short summaries of
// the rules as this project settled them (the editions' rulebooks disagree in places);
// the engine's modules cite the same rule ids. Every rule and sub-rule has its own anchor (`id="R6.2"`),
// the same in every language, so a citation anywhere in the game can link straight to
// the words it cites.
import { type Card, type Gem, PLAYABLE, SHIP_IDS } from '../src/engine/index.ts';
import { esc } from './html.ts';
import { cardFace } from './theme.ts';
import type { Dict } from './i18n/index.ts';
import { langSwitcher } from './switcher.ts';

type RuleId = keyof Dict['rules']['rule'];

/** What a card does, in a few words, with its moment in parentheses (R9): plain text. */
export const cardEffect = (t: Dict, card: Card) => t.rules.effect[cardFace(card)];

/** "Queen: close one city area to every broker this turn (during placement)": plain text, for the caller to escape. */
export const cardHint = (t: Dict, card: Card) => t.rules.hint(t.terms.card[cardFace(card)], cardEffect(t, card));

// R9's cards in the order the rulebook's table lists them: by moment, then as printed.
const R9_CARDS: Card[] = [...PLAYABLE, 'prince', 'king', 'blue-1'];

/** The page's structure: each rule and its sub-rules, by id (their words: t.rules.rule). */
const RULES: readonly (readonly [RuleId, readonly RuleId[]])[] = [
  ['R1', ['R1.1', 'R1.2', 'R1.3', 'R1.4', 'R1.5', 'R1.6']],
  ['R2', ['R2.1', 'R2.2', 'R2.3', 'R2.4', 'R2.5', 'R2.6']],
  ['R3', []],
  ['R4', ['R4.1', 'R4.2', 'R4.3']],
  ['R5', ['R5.1', 'R5.2', 'R5.3', 'R5.4']],
  ['R6', ['R6.1', 'R6.2', 'R6.3', 'R6.4', 'R6.5', 'R6.6', 'R6.7']],
  ['R7', ['R7.0', 'R7.1', 'R7.2', 'R7.3', 'R7.4', 'R7.5', 'R7.6', 'R7.7', 'R7.8']],
  ['R8', ['R8.1', 'R8.2', 'R8.3', 'R8.4', 'R8.5']],
  ['R9', ['R9.1', 'R9.2', 'R9.3']],
  ['R10', ['R10.1', 'R10.2', 'R10.3', 'R10.4']],
  ['R11', ['R11.1', 'R11.2', 'R11.3', 'R11.4', 'R11.5']],
  ['R12', []],
  ['R13', []],
];

/** The sub-rule ids the page has an anchor for; a citation of any other lands on its rule. */
const SUB_IDS = new Set<string>(RULES.flatMap(([, subs]) => subs));

// R1 to R13 only (R14 and R0 do not exist), with an optional sub-number, standing alone
// as a word: "R6.2", "(R7.5)", not "BR6" nor "R145".
const CITATION = /\bR(1[0-3]|[1-9])(?:\.(\d+))?(?![\w])/g;
// Tags, and the text of an existing link, which must not gain a link inside it.
const TAG_OR_LINK = /(<a[\s>][\s\S]*?<\/a>|<[^>]*>)/i;

/**
 * Rule citations in already-escaped HTML ("R6.2", "(R7.5)", "R9") become links to the
 * rules page; tags, their attributes and the text of existing links are left alone.
 * The ids and the links are the same in every language (the rules page is in the
 * reader's own): `t` is taken like every template's, and has no word to add.
 */
export function ruleLinks(_t: Dict, escapedHtml: string): string {
  return escapedHtml
    .split(TAG_OR_LINK)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(CITATION, (id, rule: string) => {
            const target = SUB_IDS.has(id) ? id : `R${rule}`;
            return `<a class="rule" href="/rules#${target}">${id}</a>`;
          }),
    )
    .join('');
}

const prose = (t: Dict, text: string) => ruleLinks(t, esc(text));

/** A rule's (or sub-rule's) words: its title, and its text where it has one. */
function words(t: Dict, id: RuleId): { title: string; text?: string } {
  return t.rules.rule[id];
}

function ruleSection(t: Dict, [id, subIds]: readonly [RuleId, readonly RuleId[]]): string {
  const rule = words(t, id);
  const subs = subIds
    .map((sub) => {
      const s = words(t, sub);
      return `<li id="${sub}"><strong>${sub} ${esc(s.title)}.</strong> ${prose(t, s.text ?? '')}</li>`;
    })
    .join('');
  const cards =
    id === 'R9'
      ? `<ul class="rule-cards">` +
        R9_CARDS.map(
          (c) => `<li>${t.rules.cardLineHtml(esc(t.terms.card[cardFace(c)]), prose(t, cardEffect(t, c)))}</li>`,
        ).join('') +
        `</ul>`
      : '';
  return (
    `<section id="${id}" class="rule-section"><h2>${id} ${esc(rule.title)}</h2>` +
    (rule.text ? `<p>${prose(t, rule.text)}</p>` : '') +
    (subs ? `<ul class="rule-subs">${subs}</ul>` : '') +
    cards +
    '</section>'
  );
}

/** The way to this page, from every game page's header and every page's foot. */
export const rulesLink = (t: Dict) => `<a class="rules-link" href="/rules">${esc(t.rules.who)}</a>`;

// A ship's id is its gems' English initials (R1.3): the large gem, a dash, the two small.
const LETTERS: Record<string, Gem> = { B: 'blue', G: 'green', Y: 'yellow', R: 'red', W: 'white' };
const SHIP_CODE = new RegExp(`\\b(${SHIP_IDS.join('|')})\\b`, 'g');

/** A ship's code in the reader's words (t.rules.shipWords), for its tooltip and screen readers. */
export function shipWords(t: Dict, ship: string): string {
  const [large, small] = ship.split('-') as [string, string];
  const colour = (letter: string) => t.terms.colour[LETTERS[letter]!];
  return t.rules.shipWords(colour(large), [colour(small[0]!), colour(small[1]!)]);
}

/**
 * Ship codes in already-escaped HTML ("R-BG") carry their words: as a tooltip, and after
 * the code for a screen reader, which would otherwise spell out letters. Tags are left alone.
 */
export function shipCodes(t: Dict, escapedHtml: string): string {
  return escapedHtml
    .split(TAG_OR_LINK)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(SHIP_CODE, (code: string) => {
            const said = esc(shipWords(t, code));
            return `<abbr class="code" title="${said}">${code}<span class="sr"> (${said})</span></abbr>`;
          }),
    )
    .join('');
}

/** The short codes the log writes, with their letters: the page's last section. */
function codesSection(t: Dict): string {
  const r = t.rules;
  return (
    `<section id="codes" class="rule-section"><h2>${esc(r.codesTitle)}</h2><p>${prose(t, r.codesText)}</p>` +
    `<dl class="codes">${Object.entries(LETTERS)
      .map(([letter, gem]) => `<div><dt>${letter}</dt><dd>${esc(t.terms.Colour[gem])}</dd></div>`)
      .join('')}</dl></section>`
  );
}

/**
 * Playing without sight: the board as text, the announcements, the keys that ask (src/client/ask.ts) and the keys of
 * the board (src/client/roving.ts).
 */
const keysSection = (t: Dict) =>
  `<section id="keys" class="rule-section"><h2>${esc(t.rules.keysTitle)}</h2><p>${prose(t, t.rules.keysText)}</p>` +
  `<p>${esc(t.pages.live.keys)}</p><p>${esc(t.rules.boardKeys)}</p></section>`;

// Nothing on this page changes between requests: it is rendered once per isolate and language.
const rendered = new WeakMap<Dict, string>();

/** The whole rules page: a contents list, then one section per rule, each with its anchor. */
export function rulesPage(t: Dict): string {
  let page = rendered.get(t);
  if (page) return page;
  const r = t.rules;
  page =
    `<!doctype html><html lang="${esc(t.lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="color-scheme" content="light"><title>${esc(r.pageTitle)}</title>` +
    '<link rel="stylesheet" href="/app.css"><link rel="icon" href="/icon.svg" type="image/svg+xml"></head>' +
    `<body><header class="top"><a class="brand" href="/">Ys</a><span class="who">${esc(r.who)}</span></header>` +
    `<main class="home rules"><h1>${esc(r.heading)}</h1>` +
    `<p class="lead">${esc(r.lead)} <a href="/">${esc(r.back)}</a></p>` +
    (`<nav class="rule-toc" ` +
      `aria-label="${esc(r.contents)}"><ol>` +
      RULES.map(([id]) => `<li><a href="#${id}">${id} ${esc(words(t, id).title)}</a></li>`).join('')) +
    `<li><a href="#codes">${esc(r.codesTitle)}</a></li><li><a href="#keys">${esc(r.keysTitle)}</a></li></ol></nav>` +
    RULES.map((rule) => ruleSection(t, rule)).join('') +
    codesSection(t) +
    keysSection(t) +
    `<p><a href="/">${esc(r.back)}</a></p></main>` +
    `<footer class="foot">${langSwitcher(t, '/rules')}</footer></body></html>`;
  rendered.set(t, page);
  return page;
}
