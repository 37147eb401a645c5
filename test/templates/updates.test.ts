// Live updates (src/room/updates.ts): what a page receives after an action is only what
// changed for it, and applied to the page it was made from it gives exactly the page a
// fresh render would. Small enough for a phone on a poor network (≤ 2 KiB
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
import { type El, byId, pageOf, parse, serialize } from '../../bench/pageTree.ts';
import { applyParts, stampOf, taken } from '../../src/client/updates.ts';

const linksOf = (seat: number | null): PagePaths => {
  const self =
    seat === null ? '/g/AAAAAAAAAAAAAAAAAAAAAA/watch' : `/g/AAAAAAAAAAAAAAAAAAAAAA/p/${seat}/${'s'.repeat(43)}`;
  return { self, actions: seat === null ? null : `${self}/actions`, ws: `${self}/ws` };
};

const view = (m: Moment, seat: number | null) => viewFor(m.state, seat, m.history);

const game = seededMoments;

// ---------------------------------------------------------------- the page's own rules, on a page held as text

/** A tree's markup, canonical (bench/pageTree.ts serialize), without the attributes in `omit`. */
const html = (root: El, omit?: ReadonlySet<string>) => root.children.map((c) => serialize(c, omit)).join('');

/** What the browser does with an update (src/client/live.ts: the real rules, on this tree). */
function applyUpdate(tree: El, update: string): void {
  const message = parse(update);
  const status = byId(message, 'status')!;
  const shown = Number(byId(tree, 'status')!.attrs.get('data-version'));
  const how = taken(
    stampOf((name) => status.attrs.get(name) ?? null),
    shown,
  );
  if (how !== 'update') throw new Error(`an update taken as ${how}`);
  applyParts(
    pageOf(tree),
    message.children.filter((c): c is El => typeof c !== 'string'),
  );
}

/** A kept form carries the version it was made on (still accepted: GameRoom's promptSince); the status its base. */
const normal = (page: El) =>
  html(page, new Set(['data-base'])).replace(/(<input[^>]* name="version"[^>]* value=")\d+"/g, '$1"');

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
          const page = parse(liveFragments(en, before, links));
          for (const state of states.slice(1)) {
            const next = view(state, seat);
            applyUpdate(page, updatesFor(en, before, next, links));
            const fresh = parse(liveFragments(en, next, links));
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
