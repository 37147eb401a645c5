// Never by colour alone: the six gem kinds, drawn as the board draws
// them in a port (their smallest) and as the pages draw them beside words, stay apart
// when the colour is gone. Each gem is screenshot in Debian's Chromium through a CSS
// filter (grayscale, and the deuteranopia and protanopia simulations of Machado et al.
// 2009 as colour matrices) and every two kinds' pictures must differ in a clear share of
// their pixels. No server: the board is the template's own output for a real view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Gem, createGame, viewFor } from '../../src/engine/index.ts';
import { boardSvg } from '../../templates/board.ts';
import { en } from '../../templates/i18n/en.ts';
import { GEM_DEFS, gemGlyph } from '../../templates/theme.ts';
import { launchBrowser } from './harness.ts';

const KINDS: Gem[] = ['blue', 'green', 'yellow', 'red', 'black', 'white'];

/** What a player without colour, or without red-green, sees. */
const FILTERS: Record<string, string> = {
  greyscale: 'grayscale(1)',
  deuteranopia: 'url(#sim-deuteranopia)',
  protanopia: 'url(#sim-protanopia)',
};
const MATRICES = {
  deuteranopia: '0.367 0.861 -0.228 0 0 0.280 0.673 0.047 0 0 -0.012 0.043 0.969 0 0 0 0 0 1 0',
  protanopia: '0.152 1.053 -0.205 0 0 0.115 0.786 0.099 0 0 -0.004 -0.048 1.052 0 0 0 0 0 1 0',
};
const SIMULATIONS = `<svg width="0" height="0" aria-hidden="true">${Object.entries(MATRICES)
  .map(
    ([name, values]) =>
      `<filter id="sim-${name}" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" ` +
      `values="${values}"></feColorMatrix></filter>`,
  )
  .join('')}</svg>`;

/** A real 2-player view whose first port holds one gem of each kind, left to right. */
function board(): string {
  const made = createGame({ players: [{ name: 'Ana' }, { name: 'Bo' }] }, 'greyscale');
  if (!made.ok) throw new Error(made.error.code);
  const view = viewFor(made.state, 0, made.events);
  const hood = view.city[0]!;
  hood.ship ??= 'ship';
  hood.portGems = [...KINDS];
  return boardSvg(en, view);
}

const PAGE =
  // The gems' shapes are the page's (the shell's), drawn by the board and the glyphs alike.
  `<!doctype html><html><body style="margin:0;background:#fffdf8">${SIMULATIONS}${GEM_DEFS}` +
  `<div style="width:360px">${board()}</div>` +
  `<p style="margin:8px">${KINDS.map((k) => `<span data-kind="${k}">${gemGlyph(k, 14)}</span>`).join(' ')}` +
  `</p></body></html>`;

/** Each kind's square on the screen (CSS px): centred on the gem's anchor, as wide as the drawing's room. */
const boxes = (page: Page, where: 'port' | 'text') =>
  page.evaluate(`(() => {
  const out = {};
  if (${JSON.stringify(where)} === 'port') {
    for (const use of document.querySelectorAll('#area-n1-port use[href^="#gem-"]')) {
      const m = use.getScreenCTM();
      const p = new DOMPoint(+use.getAttribute('x'), +use.getAttribute('y')).matrixTransform(m);
      out[use.getAttribute('href').slice(5)] = {
        x: p.x - 6.5 * m.a, y: p.y - 6.5 * m.d, width: 13 * m.a, height: 13 * m.d };
    }
  } else {
    for (const span of document.querySelectorAll('[data-kind] svg')) {
      const r = span.getBoundingClientRect();
      out[span.parentElement.dataset.kind] = { x: r.x, y: r.y, width: r.width, height: r.height };
    }
  }
  return out;
})()`) as Promise<Record<Gem, { x: number; y: number; width: number; height: number }>>;

/** A screenshot's pixels as grey levels (the filters above leave little hue to weigh), decoded by the page itself. */
function base64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}
const greys = (page: Page, png: Uint8Array) =>
  page.evaluate(`(async () => {
  const bytes = Uint8Array.from(atob(${JSON.stringify(base64(png))}), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(bitmap, 0, 0);
  const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
  const out = [];
  for (let i = 0; i < data.length; i += 4)
    out.push(Math.round(0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]));
  return out;
})()`) as Promise<number[]>;

/** The share of pixels two pictures of one size disagree on by more than a fifth of the grey scale. */
function apart(a: number[], b: number[]): number {
  let differ = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 51) differ++;
  return differ / a.length;
}

/** Every two kinds' share of differing pixels, lowest first, as "red/green 0.31". */
async function pairs(page: Page, where: 'port' | 'text'): Promise<{ pair: string; share: number }[]> {
  const box = await boxes(page, where);
  expect(Object.keys(box).sort()).toEqual([...KINDS].sort());
  const pictures = new Map<Gem, number[]>();
  for (const kind of KINDS) {
    // One size for every kind (the port's boxes are equal; the glyphs' too), so pixels pair up.
    const { x, y, width, height } = box[kind];
    pictures.set(kind, await greys(page, await page.screenshot({ clip: { x, y, width, height } })));
  }
  const out: { pair: string; share: number }[] = [];
  KINDS.forEach((a, i) => {
    KINDS.slice(i + 1).forEach((b) => {
      out.push({ pair: `${a}/${b}`, share: apart(pictures.get(a)!, pictures.get(b)!) });
    });
  });
  return out.sort((p, q) => p.share - q.share);
}

describe('the six gem kinds without colour', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 360, height: 1200 }, deviceScaleFactor: 4 });
    await page.setContent(PAGE);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, filter] of Object.entries(FILTERS)) {
    it(`stay apart in ${name}, pairwise, on the board's port and beside words`, async () => {
      await page.evaluate(`document.body.style.filter = ${JSON.stringify(filter)}`);
      for (const where of ['port', 'text'] as const) {
        const found = await pairs(page, where);
        // A clear margin: at least an eighth of the pixels of the gem's square differ. One
        // cut-stone shape in six colours (the board before its shapes) gives 0.00 for blue,
        // green and red; the six shapes give 0.22 at the least (blue/green).
        expect(
          found[0]!.share,
          `${where}: ${found.map((p) => `${p.pair} ${p.share.toFixed(2)}`).join(', ')}`,
        ).toBeGreaterThan(0.125);
      }
    });
  }
});
