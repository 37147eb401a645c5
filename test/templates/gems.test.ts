// Never by colour alone: each of the six gem kinds has a shape of its
// own, none a seat's token shape, and every place a gem, a market column or a quotation
// track is drawn carries its kind's shape beside its colour: the board's ports, market
// row heads, column heads and squares, quotation markers; players' gems; the prompts'
// gem options; the result's colours. (test/e2e/greyscale.test.ts: the shapes, as
// Chromium draws them, stay apart without colour.)
import { describe, expect, it } from 'vitest';
import {
  COLOURS,
  type Gem,
  type State,
  type View,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { boardSvg } from '../../templates/board.ts';
import { en } from '../../templates/i18n/en.ts';
import { analysisPage, errorPage, homePage, liveFragments, playerPage, replayPage } from '../../templates/index.tsx';
import { promptPanel } from '../../templates/prompt.ts';
import { rulesPage } from '../../templates/rules.ts';
import { playersSection, resultSection } from '../../templates/sections.ts';
import { GEM_COLOURS, GEM_DEFS, GEM_SHAPES } from '../../templates/theme.ts';

const KINDS: Gem[] = ['blue', 'green', 'yellow', 'red', 'black', 'white'];
const LINKS = { self: '/g/x/s/0', actions: '/g/x/s/0/actions', ws: '/g/x/s/0/ws' };

/** A seeded 3-player game played by random moves until `stop` holds; the state and its events. */
function playUntil(seed: string, stop: (s: State) => boolean) {
  const made = createGame({ players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] }, seed);
  if (!made.ok) throw new Error(made.error.code);
  let s = made.state;
  const random = seededRandom(seed);
  for (let n = 0; n < 3000 && !stop(s); n++) {
    const waiting = waitingFor(s);
    if (!waiting.length) break;
    const seat = waiting[Math.floor(random() * waiting.length)]!;
    const out = applyAction(s, seat, randomAction(s, seat, random)!);
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  return s;
}

/** The gem kinds a piece of the board draws, in order: each `<use>` of #gem-<kind>. */
const drawn = (html: string) => [...html.matchAll(/<use href="#gem-(\w+)"/g)].map((m) => m[1]);
/** The gem kinds the glyphs beside words draw, in order: each glyph's one `<use>`, of #gem-<kind> or #shape-<kind>. */
const glyphs = (html: string) =>
  [...html.matchAll(/<svg class="gem-glyph"[^>]*><use href="#(?:gem|shape)-(\w+)"/g)].map((m) => m[1]);
/** An element's markup by id (the board's pieces are each one group). */
const piece = (html: string, id: string) => {
  const start = html.indexOf(`id="${id}"`);
  expect(start, id).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</g>', start));
};

describe('each gem kind has a shape of its own', () => {
  it("six shapes, pairwise distinct, none a seat's token shape, in the page's defs (none in the board's)", () => {
    const view = viewFor(
      playUntil('defs', () => false),
      0,
    );
    const html = boardSvg(en, view);
    const shapes = KINDS.map((k) => GEM_SHAPES[k]);
    expect(new Set(shapes).size).toBe(6);
    const seatShapes = [...html.matchAll(/id="seat-shape-[^"]+"[^>]*\bd="([^"]+)"/g)].map((m) => m[1]);
    for (const k of KINDS) {
      expect(GEM_DEFS).toContain(`<path id="shape-${k}" d="${GEM_SHAPES[k]}" fill-rule="evenodd"></path>`);
      expect(GEM_DEFS).toContain(`<use id="gem-${k}" href="#shape-${k}" fill="${GEM_COLOURS[k]}" stroke="#222"`);
      expect(seatShapes).not.toContain(GEM_SHAPES[k]);
    }
    // The board draws the page's shapes, never a second copy (two elements of one id).
    expect(html).not.toMatch(/id="(?:shape|gem)-/);
  });

  it("on the board: a port's gems, each market row's gem, each column head and square, each quotation marker", () => {
    const state = playUntil('board', (s) => s.turn === 2);
    const view: View = viewFor(state, 0);
    view.city[0]!.ship ??= 'ship';
    view.city[0]!.portGems = [...KINDS];
    const html = boardSvg(en, view);
    expect(drawn(piece(html, 'area-n1-port'))).toEqual(KINDS);
    for (const row of view.market.rows) {
      if (row.open && row.gem) expect(drawn(piece(html, `market-row-${row.row}`))).toEqual([row.gem]);
    }
    for (const cell of view.market.cells) {
      if (view.market.rows[cell.row - 1]?.open)
        expect(drawn(piece(html, `square-r${cell.row}-${cell.column}`))).toEqual([cell.column]);
    }
    // The column heads: the bare shape, in the name's colour, on the column's band.
    const market = html.slice(html.indexOf('class="market"'), html.indexOf('id="market-row-1"'));
    expect([...market.matchAll(/<use href="#shape-(\w+)"/g)].map((m) => m[1])).toEqual([...COLOURS]);
    for (const c of COLOURS) expect(drawn(piece(html, `quotation-${c}`))).toEqual([c]);
    // No gem drawn the old way, by colour alone.
    expect(html).not.toMatch(/href="#gem"|href="#gem-big"/);
  });

  it("beside words: players' gems, the gem options of a prompt, the result's colours", () => {
    const takesGems = (s: State) => waitingFor(s).some((seat) => viewFor(s, seat).prompt.kind === 'takeGems');
    const state = playUntil('prompts', takesGems);
    const seat = waitingFor(state).find((k) => viewFor(state, k).prompt.kind === 'takeGems')!;
    const view = viewFor(state, seat);
    expect(view.prompt.kind).toBe('takeGems');
    // Every option button shows a shape per gem it takes, of the gems it names.
    const forms = promptPanel(en, view, LINKS)
      .split('<form')
      .slice(1)
      // The form alone: what follows it (the table of gems held, under a white gem's choices) is not its button.
      .map((f) => f.split('</form>')[0]!)
      .filter((f) => f.includes('name="gems"'));
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const gems = /name="gems" value="([^"]*)"/.exec(form)![1]!.split(',');
      expect(glyphs(form)).toEqual(gems);
    }
    // A player's gem counts: the count's pill holds its kind's shape.
    for (const m of playersSection(en, view).matchAll(/<span class="gem gem-(\w+)"[^>]*>.*?<\/span><\/span>/g)) {
      expect(glyphs(m[0])).toEqual([m[1]]);
    }
    const over = viewFor(
      playUntil('result', () => false),
      null,
    );
    expect(over.result).not.toBeNull();
    const result = resultSection(en, over);
    expect([...new Set(glyphs(result))].sort()).toEqual([...COLOURS].sort());
  });

  it('every page of the shell defines the shapes once, outside its live sections; each gem drawn refers to one', () => {
    const started = playUntil('pages', (s) => s.turn === 2);
    const takesGems = (s: State) => waitingFor(s).some((seat) => viewFor(s, seat).prompt.kind === 'takeGems');
    const taking = playUntil('prompts', takesGems);
    const over = playUntil('result', () => false);
    const steps = [
      { version: 0, turn: 1, phase: 'bid' as const, seat: null },
      { version: 1, turn: 1, phase: 'bid' as const, seat: 0 },
    ];
    const pages: Record<string, string> = {
      seat: playerPage(en, viewFor(started, 0), LINKS),
      'gem prompt': playerPage(en, viewFor(taking, waitingFor(taking)[0]!), LINKS),
      result: playerPage(en, viewFor(over, 0), LINKS),
      spectator: playerPage(en, viewFor(over, null), { self: '/g/x/w', actions: null, ws: '/g/x/w/ws' }),
      replay: replayPage(en, { steps, at: 1, view: viewFor(over, null), game: '/g/x/w' }),
      analysis: analysisPage(en, { game: '/g/x/w', seat: 0, names: ['Ana', 'Bo', 'Cy'], you: true }),
      home: homePage(en),
      error: errorPage(en, 404, 'x'),
    };
    for (const [where, html] of Object.entries(pages)) {
      const ids = [...html.matchAll(/\bid="((?:shape|gem)-\w+)"/g)].map((m) => m[1]!);
      expect(ids.sort(), where).toEqual(KINDS.flatMap((k) => [`gem-${k}`, `shape-${k}`]).sort());
      for (const m of html.matchAll(/href="#((?:shape|gem)-[^"]*)"/g)) expect(ids, `${where}: ${m[1]}`).toContain(m[1]);
      // Before the first section, in none: an update swapping a section in never takes the shapes away.
      expect(html.indexOf(GEM_DEFS), where).toBeGreaterThan(0);
      expect(html.indexOf(GEM_DEFS), where).toBeLessThan(html.indexOf('<section') >>> 0);
    }
    // The rules page is no page of the shell: it has no shapes, so it must draw no gem.
    expect(rulesPage(en)).not.toMatch(/gem-glyph|#(?:shape|gem)-/);
    // The pages that draw gems draw some, by reference.
    expect(glyphs(pages.result!).length).toBeGreaterThan(0);
    expect(pages.replay).toMatch(/<use href="#gem-/);
    // What an update sends holds references only.
    for (const view of [viewFor(taking, waitingFor(taking)[0]!), viewFor(over, 0)]) {
      const live = liveFragments(en, view, LINKS);
      expect(glyphs(live).length).toBeGreaterThan(0);
      expect(live).not.toMatch(/id="(?:shape|gem)-|<path d="M0-5/);
    }
  });
});
