// The rules a page follows with its game's messages (src/client/updates.ts) and what its
// badge says (badge.ts), run as the browser runs them. test/templates/updates.test.ts runs
// the same rules over every update of seeded games.
import { describe, expect, it } from 'vitest';
import { type Page, applyParts, replaces, stampOf, taken } from '../../src/client/updates.ts';
import { badge, closed, retryWait, type Link } from '../../src/client/badge.ts';
import { marked } from '../../src/client/tabMark.ts';

describe('which messages a page takes', () => {
  it('takes a fresh render unless older than the page', () => {
    expect(taken({ version: 7, base: null }, 7)).toBe('fresh');
    expect(taken({ version: 9, base: null }, 7)).toBe('fresh');
    expect(taken({ version: 6, base: null }, 7)).toBe('old');
  });

  it('takes an update only on its base version, asks for a fresh render after a gap', () => {
    expect(taken({ version: 8, base: 7 }, 7)).toBe('update');
    expect(taken({ version: 9, base: 8 }, 7)).toBe('gap');
    // A late answer to a post, or a message out of order: never back to an older version.
    expect(taken({ version: 7, base: 6 }, 7)).toBe('old');
    expect(taken({ version: 5, base: 4 }, 7)).toBe('old');
  });

  it('takes a message as it is where either side has no status line (the host page shows just the status)', () => {
    expect(taken(null, 7)).toBe('unchecked');
    expect(taken({ version: 1, base: 0 }, null)).toBe('unchecked');
  });

  it('reads the stamp from the status line’s attributes', () => {
    const attrs: Record<string, string> = { 'data-version': '12', 'data-base': '11' };
    expect(stampOf((n) => attrs[n] ?? null)).toEqual({ version: 12, base: 11 });
    expect(stampOf((n) => (n === 'data-version' ? '3' : null))).toEqual({ version: 3, base: null });
  });

  it('leaves a section whose content key is unchanged (a half-filled form survives)', () => {
    expect(replaces('k1', 'k1')).toBe(false);
    expect(replaces('k2', 'k1')).toBe(true);
    expect(replaces(null, 'k1')).toBe(true);
  });
});

/** A small page: elements with attributes and children, found by id. */
type Node = { attrs: Record<string, string>; children: Node[] };
const node = (attrs: Record<string, string>, ...children: Node[]): Node => ({ attrs, children });
function fakePage(root: Node, refuse: (el: Node) => boolean = () => false): Page<Node> {
  const find = (at: Node, id: string): Node | null =>
    at.attrs.id === id ? at : at.children.reduce<Node | null>((got, c) => got ?? find(c, id), null);
  const parentOf = (at: Node, el: Node): Node | null =>
    at.children.includes(el) ? at : at.children.reduce<Node | null>((got, c) => got ?? parentOf(c, el), null);
  return {
    byId: (id) => find(root, id),
    attr: (el, name) => el.attrs[name] ?? null,
    children: (el) => el.children,
    replace: (current, by) => {
      const siblings = parentOf(root, current)!.children;
      siblings[siblings.indexOf(current)] = by;
    },
    prepend: (list, from) => list.children.unshift(...from.children),
    wanted: (el) => !refuse(el),
  };
}

describe('what each part of a message does', () => {
  it(
    'replaces by id, adds a list’s new items at its top, takes a wrapper’s pieces, and leaves what the ' + 'page lacks',
    () => {
      const log = node({ id: 'log-entries' }, node({ n: 'old' }));
      const root = node(
        {},
        node({ id: 'status', v: '1' }),
        node({ id: 'prompt', 'data-key': 'a' }),
        log,
        node({ id: 'p0' }),
      );
      const message = [
        node({ id: 'status', v: '2' }),
        node({ id: 'prompt', 'data-key': 'a', changed: 'no' }),
        node({ 'data-into': 'log-entries' }, node({ n: 'new1' }), node({ n: 'new2' })),
        node({}, node({ id: 'p0', moved: 'yes' }), node({ n: 'no id' })),
        node({ id: 'elsewhere' }),
      ];
      applyParts(fakePage(root), message);
      expect(root.children[0]!.attrs.v).toBe('2');
      expect(root.children[1]!.attrs.changed).toBeUndefined();
      expect(log.children.map((c) => c.attrs.n)).toEqual(['new1', 'new2', 'old']);
      expect(root.children[3]!.attrs.moved).toBe('yes');
      expect(root.children.length).toBe(4);
    },
  );

  it('lets a section refuse to replace the page’s (the closed "since your last move" panel)', () => {
    const root = node({}, node({ id: 'since', shown: 'page' }));
    applyParts(
      fakePage(root, (el) => el.attrs.id === 'since'),
      [node({ id: 'since', shown: 'message' })],
    );
    expect(root.children[0]!.attrs.shown).toBe('page');
  });
});

describe('the badge', () => {
  const link: Link = { online: true, open: true, ever: true, unsent: false, replaced: false, shut: '' };

  it('says live only while the socket is open and answering', () => {
    expect(badge(link)).toEqual({ word: 'live', state: 'on' });
    expect(badge({ ...link, open: false })).toEqual({ word: 'reconnecting', state: 'off' });
    expect(badge({ ...link, open: false, ever: false })).toEqual({ word: 'connecting', state: 'off' });
    expect(badge({ ...link, online: false })).toEqual({ word: 'offline', state: 'offline' });
  });

  it('says a post was not sent until one is, and that the link was replaced or shut above all', () => {
    expect(badge({ ...link, unsent: true })).toEqual({ word: 'unsent', state: 'on' });
    expect(badge({ ...link, unsent: true, replaced: true })).toEqual({ word: 'replaced', state: 'off' });
    expect(badge({ ...link, replaced: true, shut: 'Too many pages' })).toEqual({
      word: '',
      said: 'Too many pages',
      state: 'off',
    });
  });

  it('retries soon while online, and reads the close codes', () => {
    expect([0, 1, 2, 3, 4].map((r) => retryWait(r, true))).toEqual([250, 500, 1000, 2000, 2000]);
    expect(retryWait(10, false)).toBe(30000);
    expect([4003, 4001, 4002, 4008, 4010, 1006].map(closed)).toEqual([
      'reload',
      'replaced',
      'shut',
      'shut',
      'shut',
      'retry',
    ]);
  });

  it('marks the tab on the player’s move', () => {
    expect(marked('Ys', 'Your move', true)).toEqual({ title: '\u25CF Your move \u2014 Ys', icon: '/icon-move.svg' });
    expect(marked('Ys', 'Your move', false)).toEqual({ title: 'Ys', icon: '/icon.svg' });
  });
});
