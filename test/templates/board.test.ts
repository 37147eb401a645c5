// The board SVG (templates/board.tsx) drawn from real views of seeded random games:
// every broker drawn, hidden values nowhere (R6.7, R13), the owner's own face-down values
// shown (R6.6), inactive neighborhoods marked (R2.3), quotation markers where the view
// says (R1.5), the Queen's area and the Mercenary mark visible (R9), the throne room with
// the King's Favor (R10.2), words for screen readers, a pure and compact rendering.
import { describe, expect, it } from 'vitest';
import {
  type Broker,
  type Options,
  type State,
  type View,
  type YellowCard,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { boardSvg, quotationX } from '../../templates/board.ts';
import { en } from '../../templates/i18n/en.ts';
import { LANGS, PSEUDO, dictOf } from '../../templates/i18n/index.ts';
import { spotCode } from '../../templates/theme.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

const render = (v: View) => boardSvg(en, v);

/**
 * A seeded random game, played until `stop` holds (or the game ends); `before` may adjust the state between actions.
 */
function play(
  players: number,
  options: Partial<Options>,
  seed: string,
  stop: (s: State) => boolean,
  before?: (s: State) => void,
): State {
  const made = createGame({ players: NAMES.slice(0, players).map((name) => ({ name })), options }, seed);
  if (!made.ok) throw new Error(made.error.code);
  let s = made.state;
  const random = seededRandom(`${seed}/actions`);
  for (let n = 0; n < 3000 && !stop(s); n++) {
    before?.(s);
    const waiting = waitingFor(s);
    if (!waiting.length) break;
    const seat = waiting[Math.floor(random() * waiting.length)]!;
    const action = randomAction(s, seat, random);
    if (!action) break;
    const out = applyAction(s, seat, action);
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  return s;
}

const cityBrokers = (s: State) => s.city.reduce((n, h) => n + h.port.length + h.commerce.length + h.palace.length, 0);
const marketBrokers = (s: State) => s.market.cells.flat().filter(Boolean).length;
const inPlacement = (s: State) => s.agenda[0]?.kind === 'place' || s.agenda[0]?.kind === 'afterPlace';

/** Every broker the view holds, wherever it stands. */
function brokersOf(v: View) {
  return [
    ...v.city.flatMap((h) => [...h.areas.port, ...h.areas.commerce, ...h.areas.palace]),
    ...v.market.cells.flatMap((c) => (c.broker ? [c.broker] : [])),
    ...(v.options.kingsFavor ? v.throne : []),
  ];
}

/** Tokens drawn: each is one <use> of a seat's face-up (#token-up-…) or face-down (#token-down-…) token. */
const tokens = (html: string) =>
  [
    ...html.matchAll(
      /<use href="#token-(up|down)-([0-3]|neutral)" x="(-?\d+)" y="(-?\d+)"><\/use><text[^>]*>([^<]*)<\/text>/g,
    ),
  ].map((m) => ({ faceUp: m[1] === 'up', owner: m[2] === 'neutral' ? 'n' : m[2]!, text: m[5]! }));

/** The accessible groups: each <g role="img"> with its <title> text. */
const labelled = (html: string) =>
  [...html.matchAll(/<g\b[^>]*\brole="img"[^>]*><title>([^<]*)<\/title>/g)].map((m) => m[1]!.replace(/&#39;/g, "'"));

/** A busy 4-player turn 2 with the King's Favor: the throne has brokers, the placement is nearly done. */
const busy = play(
  4,
  { kingsFavor: true },
  'busy',
  (s) => s.turn === 2 && inPlacement(s) && cityBrokers(s) + marketBrokers(s) >= 28,
);

/**
 * A 4-player game where Ana holds the Queen and the Mercenary from turn 2 on and plays them when
 * offered: stops in placement once an area is closed and a broker is marked.
 */
function queenAndMercenary(): State {
  for (let k = 0; k < 40; k++) {
    const s = play(
      4,
      {},
      `queen-${k}`,
      (st) => inPlacement(st) && !!st.effects.queen && anyMarked(st) && cityBrokers(st) >= 8,
      (st) => {
        const hand = st.players[0]!.hand;
        const want: YellowCard[] = ['queen', 'mercenary'];
        if (st.turn === 1)
          for (const card of want) if (!hand.some((h) => h.card === card)) hand.push({ card, wonTurn: 0 });
      },
    );
    if (inPlacement(s) && s.effects.queen && anyMarked(s)) return s;
  }
  throw new Error('no seed reached a Queen and a Mercenary mark');
}
function anyMarked(s: State) {
  return [...s.city.flatMap((h) => [...h.port, ...h.commerce, ...h.palace]), ...s.market.cells.flat()].some(
    (b) => b?.marked,
  );
}

describe('board', () => {
  it('draws every broker of the view, face up or down as the view says', () => {
    for (const seat of [0, 1, 2, 3, null]) {
      const v = viewFor(busy, seat);
      const drawn = tokens(render(v));
      const brokers = brokersOf(v);
      expect(brokers.length).toBeGreaterThan(28);
      expect(drawn).toHaveLength(brokers.length);
      expect(drawn.filter((t) => !t.faceUp)).toHaveLength(brokers.filter((b) => !b.faceUp).length);
      expect(drawn.filter((t) => t.text === '?')).toHaveLength(brokers.filter((b) => b.value === null).length);
      for (const who of ['0', '1', '2', '3']) {
        expect(drawn.filter((t) => t.owner === who)).toHaveLength(
          brokers.filter((b) => String(b.owner) === who).length,
        );
      }
    }
  });

  it('shows the owner its face-down values and nobody else (R6.6, R6.7, R10.2)', () => {
    const v = viewFor(busy, 0);
    const html = render(v);
    const drawn = tokens(html);
    const hiddenOwn = drawn.filter((t) => !t.faceUp && t.owner === '0');
    const hiddenOthers = drawn.filter((t) => !t.faceUp && t.owner !== '0');
    expect(hiddenOwn.length).toBeGreaterThan(0);
    expect(hiddenOthers.length).toBeGreaterThan(0);
    expect(hiddenOwn.every((t) => /^[0-4]$/.test(t.text))).toBe(true);
    expect(hiddenOthers.every((t) => t.text === '?')).toBe(true);
    // In words too: "Ana 3 face down", but "Bo face down".
    const words = labelled(html).join('; ');
    expect(words).toMatch(/Ana [0-4] face down/);
    expect(words).toMatch(/(Bo|Cy|Di) face down/);
    expect(words).not.toMatch(/(Bo|Cy|Di) [0-4] face down/);
    // The throne: Ana's own values, the others' as "?".
    const throne = labelled(html).find((t) => t.startsWith('Throne room'))!;
    expect(v.throne.length).toBe(4);
    expect(throne).toMatch(/Ana [0-4] face down/);
    expect(throne).not.toMatch(/(Bo|Cy|Di) [0-4]/);
  });

  it('changes nothing when a value hidden from the viewer changes (R13)', () => {
    const spectator = render(viewFor(busy, null));
    const forAna = render(viewFor(busy, 0));
    const altered = structuredClone(busy);
    let changed = 0;
    const flip = (b: Broker | null) => {
      if (b && !b.faceUp && b.owner !== 0 && !b.seenBy?.includes(0)) {
        b.value = b.value === 4 ? 0 : 4;
        changed++;
      }
    };
    for (const h of altered.city) [...h.port, ...h.commerce, ...h.palace].forEach(flip);
    altered.market.cells.flat().forEach(flip);
    altered.throne.forEach(flip);
    expect(changed).toBeGreaterThan(3);
    expect(render(viewFor(altered, 0))).toBe(forAna);
    for (const h of altered.city)
      [...h.port, ...h.commerce, ...h.palace].forEach((b) => {
        if (!b.faceUp) b.value = 0;
      });
    expect(render(viewFor(altered, null))).not.toContain('Ana 0 face down');
    expect(spectator).not.toMatch(/[0-4] face down/);
  });

  it('marks the neighborhoods not in play and the closed market row (R2.3, R4.3, R11)', () => {
    const two = play(2, {}, 'two', (s) => inPlacement(s) && cityBrokers(s) + marketBrokers(s) >= 9);
    const v = viewFor(two, 1);
    const html = render(v);
    const words = labelled(html);
    expect(words).toContain('Neighborhood 4: not in play');
    expect(words.filter((w) => w.endsWith('not in play'))).toHaveLength(1);
    expect(html).toContain('>not in play</text>');
    expect(words).toContain('Market row 1: closed');
    expect(html).toContain('>row closed</text>');
    // The neutral player's brokers: octagons, never a value before counting (R11.2).
    const neutral = tokens(html).filter((t) => t.owner === 'n');
    expect(neutral.length).toBe(brokersOf(v).filter((b) => b.owner === 'neutral').length);
    expect(neutral.length).toBeGreaterThan(0);
    expect(neutral.filter((t) => !t.faceUp).every((t) => t.text === '?')).toBe(true);
    expect(html).toContain('Neutral: octagon tokens');
    expect(tokens(html)).toHaveLength(brokersOf(v).length);

    const three = viewFor(
      play(3, { neighborhoods: 3 }, 'three', (s) => s.turn === 1 && inPlacement(s)),
      null,
    );
    expect(labelled(render(three)).filter((w) => w.endsWith('not in play'))).toEqual(['Neighborhood 4: not in play']);
    const four = viewFor(busy, null);
    expect(render(four)).not.toContain('not in play');
  });

  it('puts each quotation marker at its position and shows the ranking (R1.5, R8.1)', () => {
    const later = play(4, {}, 'quotes', (s) => s.turn === 3 && inPlacement(s));
    const v = viewFor(later, 2);
    expect(new Set(Object.values(v.quotation)).size).toBeGreaterThan(1);
    const html = render(v);
    for (const colour of ['blue', 'green', 'yellow', 'red'] as const) {
      const name = colour[0]!.toUpperCase() + colour.slice(1);
      const q = v.quotation[colour];
      const rank = v.colourRanking.indexOf(colour) + 1;
      const group = html.match(
        new RegExp(`<title>${name} quotation (\\d+) of 12, ranked (\\d)\\w\\w</title>(.*?)</g>`),
      );
      expect(group?.[1]).toBe(String(q));
      expect(group?.[2]).toBe(String(rank));
      const marker = group![3]!.match(/<circle cx="(\d+)" cy="\d+" r="9"/);
      expect(Number(marker?.[1])).toBe(quotationX(q));
    }
    expect(html).toContain(v.colourRanking.map((c) => c[0]!.toUpperCase() + c.slice(1)).join(' › '));
  });

  it("bars the Queen's area and stars the Mercenary's broker (R9)", () => {
    const s = queenAndMercenary();
    const v = viewFor(s, 1);
    const html = render(v);
    const queen = s.effects.queen!;
    const words = labelled(html);
    const area = words.find((w) =>
      w.startsWith(`Neighborhood ${queen.neighborhood} ${queen.area} (closed by the Queen)`),
    );
    expect(area).toBeDefined();
    expect(words.filter((w) => w.includes('closed by the Queen'))).toHaveLength(1);
    expect(html).toContain('closed by the Queen</text>');
    const marked = brokersOf(v).filter((b) => b.marked).length;
    expect(marked).toBeGreaterThan(0);
    // One star per marked broker, plus the one in the key.
    expect(html.match(/href="#mercenary-star"/g)).toHaveLength(marked + 1);
    expect(words.join(' ').match(/with the Mercenary mark \(worth 5\)/g)).toHaveLength(marked);
  });

  it(
    'marks the places of the last accepted action only, for everyone, and clears them once another ' +
      'action follows (issues 9, 20)',
    () => {
      const made = createGame({ players: NAMES.map((name) => ({ name })) }, 'last-move');
      if (!made.ok) throw new Error(made.error.code);
      let s = made.state;
      let history = made.events;
      const random = seededRandom('last-move/actions');
      const marksOf = (html: string) => [
        ...html.matchAll(
          new RegExp(
            /<g id="(?:area|square)-([a-z0-9-]+)"[^>]*><title>[^<]*\(last move: ([^<]*)\)<\/title>/.source +
              /<rect[^>]*><\/rect><rect class="last-move"/.source,
            'g',
          ),
        ),
      ];
      let placements = 0,
        cleared = 0,
        nextTurn = 0;
      let before = '';
      while (s.turn <= 2) {
        const seat = waitingFor(s)[0]!;
        const action = randomAction(s, seat, random)!;
        const out = applyAction(s, seat, action);
        if (!out.ok) throw new Error(out.error.code);
        const wasPlacing = inPlacement(s);
        s = out.state;
        history = [...history, ...out.events];
        // A placement that ends the phase is counted at once: its areas are no longer what it left.
        const expected =
          action.type === 'place' && inPlacement(s)
            ? [...new Set(action.placements.map((p) => spotCode(p.to)))].sort()
            : [];
        for (const viewer of [0, 1, 2, 3, null]) {
          const html = render(viewFor(s, viewer, history));
          const marked = marksOf(html);
          expect(marked.map((m) => m[1]).sort(), `viewer ${viewer} after ${action.type}`).toEqual(expected);
          if (expected.length) expect(new Set(marked.map((m) => m[2]))).toEqual(new Set([NAMES[seat]]));
          expect(html.match(/class="last-move"/g) ?? []).toHaveLength(expected.length);
        }
        if (expected.length) placements++;
        else if (before.includes('class="last-move"')) cleared++;
        if (!wasPlacing && inPlacement(s) && s.turn === 2) nextTurn++;
        before = render(viewFor(s, 0, history));
      }
      // Seen: placements marked, marks cleared by a later action, and a second turn's placement begun with none.
      expect(placements).toBeGreaterThan(10);
      expect(cleared).toBeGreaterThan(0);
      expect(nextTurn).toBe(1);
    },
  );

  it('draws no text under 13 px on its 360-unit width: at least 12 CSS px on a 360 px phone', () => {
    for (const v of [viewFor(busy, 0), viewFor(queenAndMercenary(), 1)]) {
      const sizes = [...render(v).matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(sizes.length).toBeGreaterThan(10);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(13);
    }
  });

  it('says in words what every area and market square holds', () => {
    const v = viewFor(busy, 3);
    const html = render(v);
    expect(html).toMatch(/^<svg [^>]*role="group" aria-labelledby="board-title"[^>]*><title id="board-title">/);
    expect(html).toMatch(/viewBox="0 0 360 \d+" width="100%"/);
    const words = labelled(html);
    for (const h of v.city) {
      for (const area of ['port', 'commerce', 'palace']) {
        const w = words.filter((t) => t.startsWith(`Neighborhood ${h.neighborhood} ${area}`));
        expect(w).toHaveLength(1);
        const count = h.areas[area as 'port'].length;
        if (count === 0) expect(w[0]).toMatch(/: no brokers$/);
        else expect(w[0]!.split(/face (up|down)/).length).toBe(2 * count + 1);
      }
      expect(
        words.some((t) =>
          t.startsWith(`Neighborhood ${h.neighborhood} port, ship ${h.ship} with ${en.terms.and(h.portGems)} gems`),
        ),
      ).toBe(true);
      if (h.character) expect(html).toContain(`>${h.character[0]!.toUpperCase()}${h.character.slice(1)}</text>`);
    }
    for (const row of [1, 2, 3]) {
      for (const c of ['blue', 'green', 'yellow', 'red'])
        expect(words.some((t) => t.startsWith(`Market row ${row}, ${c}: `))).toBe(true);
    }
    for (const p of v.players) expect(html).toContain(p.name);
  });

  it('is a pure, compact function of the view: no script, no inline style, under 25 KB', () => {
    const v = viewFor(busy, 0);
    const a = render(v);
    expect(render(structuredClone(v))).toBe(a);
    expect(a).not.toMatch(/<script|style=|on\w+=/i);
    expect(a).not.toContain('NaN');
    expect(a).not.toContain('undefined');
    expect(a.length).toBeLessThan(25_000);
    // Integer coordinates only (the star and shapes in <defs> excepted).
    const body = a.slice(a.indexOf('</defs>'));
    expect(body).not.toMatch(/ (x|y|cx|cy|width|height)="-?\d+\.\d+"/);
  });

  it('renders a whole game, every phase, for every seat, without a throw', () => {
    const s = play(3, { kingsFavor: true, express: true }, 'whole', () => false);
    expect(s.result).not.toBeNull();
    for (const seat of [0, 1, 2, null]) {
      const html = render(viewFor(s, seat));
      expect(tokens(html)).toHaveLength(brokersOf(viewFor(s, seat)).length);
    }
  });

  it('draws the same board in every language, its words in that language, long ones squeezed into their room', () => {
    const v = viewFor(busy, 0);
    const english = render(v);
    const shape = (html: string) =>
      html.replace(/<title[^>]*>[^<]*<\/title>|>[^<]*<\/text>|\s(textLength|lengthAdjust)="[^"]*"/g, '');
    for (const lang of [...LANGS, PSEUDO]) {
      const t = dictOf(lang);
      const html = boardSvg(t, v);
      expect(html, lang).not.toMatch(/undefined|NaN|\[object/);
      // The same pieces, places and tokens: only the words differ.
      expect(shape(html), lang).toBe(shape(english));
      expect(tokens(html)).toEqual(tokens(english));
      expect(labelled(html)).toHaveLength(labelled(english).length);
      expect(html).toContain(
        `<title id="board-title">${t.board.title(v.turn, v.phase).replace(/'/g, '&#39;')}</title>`,
      );
      expect(html.length, lang).toBeLessThan(28_000);
    }
    // 40% longer words do not fit where English does: they are drawn squeezed, never over their neighbours.
    const stretched = boardSvg(dictOf(PSEUDO), v);
    expect(stretched.match(/textLength="\d+" lengthAdjust="spacingAndGlyphs"/g)!.length).toBeGreaterThan(0);
    // English fits but in the narrow neighborhood columns: their names, and the commerce's line, a little
    // squeezed.
    const squeezed = [...english.matchAll(/textLength="(\d+)"[^>]*>([^<]*)<\/text>/g)].map((m) => m[2]);
    expect(new Set(squeezed)).toEqual(
      new Set(['Neighborhood 1', 'Neighborhood 2', 'Neighborhood 3', 'Neighborhood 4', 'Commerce', '3 VP']),
    );
  });
});
