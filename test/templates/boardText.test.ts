// The board as text (templates/boardText.ts) at a seeded placement: tables with headers,
// one row per area, neighborhood, market row and column and the whole market, each with
// its brokers, its lead by the counting's own rules (R7.2, R7.8, R7.5) and what it pays;
// the players' VP, gems and cards; the ships and quotations in words; each area's title
// on the board saying the same lead. Never a value the view withholds (R13): another's
// face-down broker reads "face down", and changing its value changes nothing a seat reads.
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  type State,
  applyAction,
  cloneState,
  createGame,
  randomAction,
  rank,
  seededRandom,
  totalsOf,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { boardSvg } from '../../templates/board.ts';
import { boardTextSection, leadWords } from '../../templates/boardText.ts';
import { en } from '../../templates/i18n/en.ts';
import { LANGS, dictOf } from '../../templates/i18n/index.ts';

const NAMES = ['Ana', 'Bo', 'Cy'];

/** A seeded 3-player game played at random until `placed` brokers stand on the board, at a placement. */
function placement(seed: string, placed: number, peekOwnHidden = true): State {
  const made = createGame({ players: NAMES.map((name) => ({ name })), options: { peekOwnHidden } }, seed);
  if (!made.ok) throw new Error(made.error.code);
  let s = made.state;
  const random = seededRandom(`${seed}/actions`);
  const onBoard = (x: State) =>
    x.city.reduce((n, h) => n + h.port.length + h.commerce.length + h.palace.length, 0) +
    x.market.cells.flat().filter(Boolean).length;
  for (let n = 0; n < 500 && !(onBoard(s) >= placed && s.agenda[0]?.kind === 'place'); n++) {
    const seat = waitingFor(s)[0]!;
    const out = applyAction(s, seat, randomAction(s, seat, random)!);
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  if (s.agenda[0]?.kind !== 'place') throw new Error('no placement reached');
  return s;
}

/** The text a reader walks: each cell's words, "|" between them. */
const cells = (html: string) =>
  html
    .replace(/<\/(td|th|caption|li|p|h3|summary)>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/ +/g, ' ');

/** A row of the places' table by its id, as cells. */
const row = (html: string, id: string) => cells(html.match(new RegExp(`<tr id="board-text-${id}"[^>]*>.*?</tr>`))![0]);

describe('the board as text', () => {
  const s = placement('board-text', 8);
  const view = viewFor(s, 0);
  const html = boardTextSection(en, view);

  it('is a disclosure of tables with captions and column and row headers', () => {
    expect(html).toMatch(/^<details class="panel board-text"><summary>The board as text \(key B\)<\/summary>/);
    expect(html).toContain(
      '<caption>Every place: its brokers, who leads it and what it pays</caption><thead><tr>' +
        '<th scope="col">Place</th><th scope="col">Brokers</th><th scope="col">Majority</th>' +
        '<th scope="col">Pays</th></tr></thead>',
    );
    expect(html).toContain('<caption>The players: VP, gems and cards</caption>');
    // Four neighborhoods in play with 3 players (R2.3): each whole and its three areas; 3 market rows, 4 columns, the
    // whole market; then a row per player.
    expect(html.match(/<tr id="board-text-n\d(-\w+)?">/g)).toHaveLength(16);
    expect(html.match(/<tr id="board-text-m-[\w-]+">/g)).toHaveLength(8);
    expect(html.match(/<tr id="board-text-p\d"( data-me="")?>/g)).toHaveLength(3);
    expect(html.match(/<th scope="row">/g)).toHaveLength(27);
  });

  it("says each area's brokers, who leads by the counting's rules and by how much, and what it pays", () => {
    // Seat 0 (Ana) reads Bo's and Cy's face-down brokers as "face down", its own with their values (R6.6).
    expect(row(html, 'n4-commerce')).toBe(
      'Neighborhood 4 commerce | Bo 4 face up and Cy face down | ' +
        'Bo leads with 4, 4 ahead of Cy; 1 face-down broker unseen | 3 VP (R7.4) | ',
    );
    expect(row(html, 'n4')).toBe(
      'Neighborhood 4, all areas | Bo 4; Cy 0 and 1 face down | ' +
        "Bo leads with 4, 4 ahead of Cy; 1 face-down broker unseen | the ship's gems (R7.3) | ",
    );
    expect(row(html, 'n1-palace')).toBe('Neighborhood 1 palace | no brokers | nobody yet | the Alchemist (R7.4) | ');
    expect(row(html, 'm-row3')).toBe(
      'Market row 3 | blue: Cy 4 face up, yellow: Cy face down and red: Ana 0 face up | ' +
        'Cy leads with 4, 4 ahead of Ana; 1 face-down broker unseen | the green gem (R7.5) | ',
    );
    expect(row(html, 'm-row2')).toBe(
      'Market row 2 | yellow: Ana 1 face down | Ana leads alone with 1 | the blue gem (R7.5) | ',
    );
    // R7.5: equal totals ranked by their number of brokers, red (one broker) before green (none).
    expect(row(html, 'm-red')).toBe(
      'Market column red | row 3: Ana 0 face up | total 0, 3rd of the columns | ' +
        'its quotation, by its place (R7.5) | ',
    );
    expect(row(html, 'm-green')).toContain('total 0, 4th of the columns');
    expect(row(html, 'm-all')).toBe(
      'The whole market | Cy 4 and 1 face down; Ana 1 | Cy leads with 4, 3 ahead of Ana; 1 face-down broker unseen | ' +
        'a quotation step, to the highest bidder (R7.5) | ',
    );
    expect(cells(html)).toContain(
      "The ship's gems go by the whole neighborhood: the 1st chooses 2, the 2nd chooses 1 (R7.3). " +
        'A column’s place moves its quotation: 1st +2, 2nd +1, 3rd −1, 4th −2 (R7.5). | ',
    );
    expect(row(html, 'p0')).toBe('Ana (you) | 2 | 0 | 0 | 0 | 0 | 0 | none | ');
    expect(cells(html)).toContain('Ships | Neighborhood 1: ship Y-BG with yellow, blue and green gems | ');
    expect(cells(html)).toContain(
      'Quotations | Blue quotation 6 of 12, ranked 1st; Green quotation 6 of 12, ranked 2nd; ' +
        'Yellow quotation 6 of 12, ranked 3rd; Red quotation 6 of 12, ranked 4th | ',
    );
  });

  it('ranks every majority as the counting would when every value is in sight (R7.2, R7.8)', () => {
    // After the reveal of R7.1 every broker is face up: the words then name the counting's own winner.
    const open = cloneState(s);
    for (const h of open.city) for (const area of AREAS) for (const b of h[area]) b.faceUp = true;
    for (const c of open.market.cells.flat()) if (c) c.faceUp = true;
    const seen = viewFor(open, null);
    let led = 0;
    for (const [i, h] of open.city.entries()) {
      for (const area of AREAS) {
        const winner = rank(open, totalsOf(h[area]))[0];
        const words = leadWords(en, seen, seen.city[i]!.areas[area]);
        if (winner === undefined) expect(words).toBe('nobody yet');
        else {
          expect(words).toMatch(new RegExp(`^${open.players[winner as number]!.name} leads`));
          led++;
        }
      }
    }
    expect(led).toBeGreaterThan(1);
  });

  it('never shows a value the view withholds: other seats read "face down", whatever the value', () => {
    for (const seat of [0, 1, 2, null]) {
      const v = viewFor(s, seat);
      // Each face-down broker of another's: its value changed in the state, nothing this seat reads changes.
      const other = cloneState(s);
      let hidden = 0;
      for (const h of other.city)
        for (const area of AREAS)
          for (const b of h[area])
            if (!b.faceUp && b.owner !== seat) {
              b.value = b.value === 0 ? 4 : 0;
              hidden++;
            }
      expect(hidden).toBeGreaterThan(0);
      const w = viewFor(other, seat);
      expect(boardTextSection(en, w)).toBe(boardTextSection(en, v));
      expect(boardSvg(en, w)).toBe(boardSvg(en, v));
    }
  });

  it("gives the owner its own face-down values (R6.6), and no one else's", () => {
    const hood = s.city.findIndex((h) => AREAS.some((a) => h[a].some((b) => !b.faceUp && b.owner !== 'neutral')));
    const area = AREAS.find((a) => s.city[hood]![a].some((b) => !b.faceUp))!;
    const b = s.city[hood]![area].find((x) => !x.faceUp)!;
    const id = `n${hood + 1}-${area}`;
    const owner = b.owner as number;
    expect(row(boardTextSection(en, viewFor(s, owner)), id)).toContain(`${NAMES[owner]} ${b.value} face down`);
    for (const seat of [0, 1, 2].filter((x) => x !== owner))
      expect(row(boardTextSection(en, viewFor(s, seat)), id)).toContain(`${NAMES[owner]} face down`);
  });

  it("says the same lead in each area's title on the board", () => {
    const svg = boardSvg(en, view);
    for (const [i, h] of view.city.entries()) {
      for (const area of AREAS) {
        const title = svg.match(new RegExp(`<g id="area-n${i + 1}-${area}"[^>]*><title>([^<]*)</title>`))![1]!;
        const brokers = h.areas[area];
        if (brokers.length) expect(title.replace(/&#39;/g, "'")).toContain(`; ${leadWords(en, view, brokers, false)}`);
        else expect(title).toMatch(/: no brokers$/);
      }
    }
  });

  it('is worded in every language', () => {
    for (const lang of LANGS) {
      const out = cells(boardTextSection(dictOf(lang), view));
      expect(out, lang).not.toMatch(/undefined|NaN|null|\[object/);
    }
  });
});
