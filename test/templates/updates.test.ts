// Live updates (src/room/updates.ts): what a page receives after an action is only what
// changed for it, and applied to the page it was made from it gives exactly the page a
// fresh render would. Small enough for a phone on a poor network (issue 8: ≤ 2 KiB
// gzipped at the median per seat per action, ≤ 4 KiB at p95).
import { describe, expect, it } from 'vitest';
import { type Moment, seededMoments } from '../support/history.ts';
import {
  type Options,
  type View,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { updatesFor } from '../../src/room/updates.ts';
import { liveFragments } from '../../templates/index.tsx';
import { en } from '../../templates/i18n/en.ts';
import type { PagePaths } from '../../templates/theme.ts';

const linksOf = (seat: number | null): PagePaths => {
  const self =
    seat === null ? '/g/AAAAAAAAAAAAAAAAAAAAAA/watch' : `/g/AAAAAAAAAAAAAAAAAAAAAA/p/${seat}/${'s'.repeat(43)}`;
  return { self, actions: seat === null ? null : `${self}/actions`, ws: `${self}/ws` };
};

const view = (m: Moment, seat: number | null) => viewFor(m.state, seat, m.history);

const game = seededMoments;

// ---------------------------------------------------------------- a small reader of our own markup

const VOID = new Set(['input', 'br', 'img', 'meta', 'link', 'hr']);
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g;
type Element = { tag: string; attrs: string; start: number; end: number; innerStart: number; innerEnd: number };

/**
 * The top-level elements of a fragment (our markup is well formed: every element closed, quotes in attributes escaped).
 */
function elements(html: string, firstOnly = false): Element[] {
  const out: Element[] = [];
  const stack: { tag: string; attrs: string; start: number; innerStart: number }[] = [];
  for (const m of html.matchAll(TAG)) {
    const [whole, closing, tag, attrs] = m;
    const at = m.index;
    if (closing) {
      const open = stack.pop();
      if (!open || open.tag !== tag) throw new Error(`unbalanced </${tag}> at ${at}`);
      if (!stack.length) out.push({ ...open, end: at + whole.length, innerEnd: at });
    } else if (VOID.has(tag!.toLowerCase()) || m[4]) {
      if (!stack.length)
        out.push({
          tag: tag!,
          attrs: attrs!,
          start: at,
          end: at + whole.length,
          innerStart: at + whole.length,
          innerEnd: at + whole.length,
        });
    } else stack.push({ tag: tag!, attrs: attrs!, start: at, innerStart: at + whole.length });
    if (firstOnly && out.length) return out;
  }
  if (stack.length) throw new Error(`unclosed <${stack[0]!.tag}>`);
  return out;
}

const attrOf = (el: Element, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(el.attrs)?.[1];

/** The element with this id anywhere in the page, as a span of it. */
function findById(page: string, id: string): Element | null {
  const open = new RegExp(`<([a-zA-Z][\\w-]*)[^>]*\\sid="${id}"[^>]*>`).exec(page);
  if (!open) return null;
  const [el] = elements(page.slice(open.index), true);
  return el
    ? {
        ...el,
        start: el.start + open.index,
        end: el.end + open.index,
        innerStart: el.innerStart + open.index,
        innerEnd: el.innerEnd + open.index,
      }
    : null;
}

/** What public/app.js does with an update, on the page as text. */
function applyUpdate(page: string, update: string): string {
  const put = (part: string, el: Element) => {
    const id = attrOf(el, 'id')!;
    const current = findById(page, id);
    if (!current) throw new Error(`the page has no #${id}`);
    const key = attrOf(el, 'data-key');
    if (key && new RegExp(`\\sdata-key="${key}"`).test(page.slice(current.start, current.innerStart))) return;
    page = page.slice(0, current.start) + part.slice(el.start, el.end) + page.slice(current.end);
  };
  for (const el of elements(update)) {
    const into = attrOf(el, 'data-into');
    if (attrOf(el, 'id')) put(update, el);
    else if (into) {
      const list = findById(page, into)!;
      page = page.slice(0, list.innerStart) + update.slice(el.innerStart, el.innerEnd) + page.slice(list.innerStart);
    } else {
      const inner = update.slice(el.innerStart, el.innerEnd);
      for (const piece of elements(inner)) put(inner, piece);
    }
  }
  return page;
}

/** A kept form carries the version it was made on (still accepted: GameRoom's promptSince); the status its base. */
const normal = (page: string) =>
  page.replace(/ data-base="\d+"/, '').replace(/name="version" value="\d+"/g, 'name="version" value=""');

async function gzipped(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

describe('live updates', () => {
  const configs: [number, Partial<Options>, string][] = [
    [4, {}, 'updates-4'],
    [4, { kingsFavor: true }, 'updates-4kf'],
    [3, { express: true, neighborhoods: 3 }, 'updates-3'],
    [2, {}, 'updates-2'],
  ];

  it(
    'an update applied to the page it was made from gives the page a fresh render gives, for every seat ' +
      'and the spectator',
    () => {
      for (const [players, options, seed] of configs) {
        const states = game(players, options, seed);
        for (const seat of [...Array.from({ length: players }, (_, i) => i), null]) {
          const links = linksOf(seat);
          let before: View = view(states[0]!, seat);
          let page = liveFragments(en, before, links);
          for (const state of states.slice(1)) {
            const next = view(state, seat);
            page = applyUpdate(page, updatesFor(en, before, next, links));
            const fresh = liveFragments(en, next, links);
            if (normal(page) !== normal(fresh))
              expect(normal(page), `${seed}, seat ${seat}, version ${next.version}`).toBe(normal(fresh));
            before = next;
          }
        }
      }
    },
  );

  it('sends only what changed: the status always, an unchanged section never, the log by its new lines', () => {
    const states = game(4, {}, 'updates-4');
    for (let i = 1; i < states.length; i++) {
      const [a, b] = [view(states[i - 1]!, 0), view(states[i]!, 0)];
      const update = updatesFor(en, a, b, linksOf(0));
      expect(
        update.startsWith(`<p id="status" class="status" data-version="${b.version}" data-base="${a.version}"`),
      ).toBe(true);
      expect(update).not.toContain('id="log"');
      expect(b.log.length).toBeGreaterThan(0);
      expect(update.includes('data-into="log-entries"')).toBe(b.log.length > a.log.length);
      if (
        JSON.stringify(a.players[0]) === JSON.stringify(b.players[0]) &&
        a.waitingFor.includes(0) === b.waitingFor.includes(0) &&
        // The end's final counting changes the VP each line shows.
        !b.result
      ) {
        expect(update).not.toContain('id="player-0"');
      }
    }
    // Without the previous view (a fresh socket, an object back from hibernation): every section, whole.
    const last = view(states.at(-1)!, 0);
    expect(updatesFor(en, null, last, linksOf(0))).toBe(liveFragments(en, last, linksOf(0)));
  });

  it('escapes what players typed, in every section and every update (no JSX to do it for us)', () => {
    const names = ['<img src=x onerror=f()>', '"Bo" & \'Cy\'', '</svg><script>', 'Di'];
    const made = createGame({ players: names.map((name) => ({ name })) }, 'escapes');
    if (!made.ok) throw new Error(made.error.code);
    let m: Moment = { state: made.state, history: made.events };
    const random = seededRandom('escapes/actions');
    const pages: string[] = [0, 1, 2, 3, null].map((seat) => liveFragments(en, view(m, seat), linksOf(seat)));
    for (let n = 0; n < 60 && !m.state.result; n++) {
      const seat = waitingFor(m.state)[0]!;
      const out = applyAction(m.state, seat, randomAction(m.state, seat, random));
      if (!out.ok) throw new Error(out.error.code);
      const next: Moment = { state: out.state, history: [...m.history, ...out.events] };
      for (const s of [0, 1, 2, 3, null]) pages.push(updatesFor(en, view(m, s), view(next, s), linksOf(s)));
      m = next;
    }
    const all = pages.join('');
    expect(all).not.toMatch(/<img|<script|<\/svg><script|"Bo" &/);
    expect(all).toContain('&lt;img src=x onerror=f()&gt;');
    expect(all).toContain('&quot;Bo&quot; &amp; &#39;Cy&#39;');
  });

  it('is small: at most 2 KiB gzipped per seat per action at the median, 4 KiB at p95', async () => {
    const states = game(4, {}, 'bench-4');
    const sizes: number[] = [];
    for (let i = 1; i < states.length; i++) {
      for (const seat of [0, 1, 2, 3])
        sizes.push(await gzipped(updatesFor(en, view(states[i - 1]!, seat), view(states[i]!, seat), linksOf(seat))));
    }
    const median = percentile(sizes, 0.5),
      p95 = percentile(sizes, 0.95);
    console.log(
      `Live update, gzipped, per seat per action: median ${median} B, p95 ${p95} B, max ` +
        `${Math.max(...sizes)} B (${sizes.length} updates)`,
    );
    expect(median).toBeLessThanOrEqual(2048);
    expect(p95).toBeLessThanOrEqual(4096);
  });
});
