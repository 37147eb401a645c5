// A page rebuilt from its socket's messages without a browser (bench/load.ts): a small
// HTML tree and the browser's own rules over element ids (src/client/updates.ts). Its limits: it
// reads only the well-formed HTML this server writes (every element closed or void or
// self-closed, no implied end tags, no raw-text elements but an empty <script>), it
// keeps no whitespace-only text between elements, and it does not run htmx or
// place.js, so it rebuilds what the sockets change (the sections and their pieces),
// not what scripts do to a page afterwards (focus, the placing bar's choices).

import { type Page, applyParts, stampOf, taken } from '../src/client/updates.ts';

export type El = { name: string; attrs: Map<string, string>; children: Node[]; parent: El | null };
type Node = El | string;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The elements and text of `html`, as children of a nameless root. */
export function parse(html: string): El {
  const root: El = { name: '', attrs: new Map(), children: [], parent: null };
  let open = root;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const text = html.slice(i, lt < 0 ? html.length : lt);
    if (text.trim()) open.children.push(text);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      i = html.indexOf('-->', lt) + 3;
      continue;
    }
    if (html[lt + 1] === '!') {
      i = html.indexOf('>', lt) + 1;
      continue;
    }
    if (html[lt + 1] === '/') {
      const gt = html.indexOf('>', lt);
      const name = html
        .slice(lt + 2, gt)
        .trim()
        .toLowerCase();
      // Tolerant: closes up to the element of that name (an unmatched end tag closes nothing).
      let el: El | null = open;
      while (el && el.name !== name) el = el.parent;
      if (el?.parent) open = el.parent;
      i = gt + 1;
      continue;
    }
    // An attribute's quoted value may hold '>': scan for the tag's end outside quotes.
    let j = lt + 1;
    let quote = '';
    for (; j < html.length; j++) {
      const c = html[j]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    const inner = html.slice(lt + 1, j);
    const selfClosed = inner.endsWith('/');
    const name = /^[^\s/>]+/.exec(inner)![0].toLowerCase();
    const attrs = new Map<string, string>();
    for (const m of inner.slice(name.length, selfClosed ? -1 : undefined).matchAll(ATTR))
      attrs.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
    const el: El = { name, attrs, children: [], parent: open };
    open.children.push(el);
    if (!selfClosed && !VOID.has(name)) open = el;
    i = j + 1;
  }
  return root;
}

/** Canonical HTML of an element: attributes in name order (but those in `omit`), so equal trees give equal strings. */
export function serialize(node: Node, omit: ReadonlySet<string> = new Set()): string {
  if (typeof node === 'string') return node;
  const attrs = [...node.attrs]
    .filter(([k]) => !omit.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
  return `<${node.name}${attrs}>${node.children.map((c) => serialize(c, omit)).join('')}</${node.name}>`;
}

export function byId(root: El, id: string): El | null {
  for (const child of root.children) {
    if (typeof child === 'string') continue;
    if (child.attrs.get('id') === id) return child;
    const found = byId(child, id);
    if (found) return found;
  }
  return null;
}

const elements = (el: El): El[] => el.children.filter((c): c is El => typeof c !== 'string');

/** The tree as the browser's update rules reach a page (src/client/updates.ts): the same rules, run here. */
export function pageOf(root: El): Page<El> {
  return {
    byId: (id) => byId(root, id),
    attr: (el, name) => el.attrs.get(name) ?? null,
    children: elements,
    replace: (current, by) => {
      const siblings = current.parent!.children;
      siblings[siblings.indexOf(current)] = by;
      by.parent = current.parent;
    },
    prepend: (list, from) => {
      for (const c of from.children) if (typeof c !== 'string') c.parent = list;
      list.children.unshift(...from.children);
    },
    wanted: () => true,
  };
}

/** How a message was taken, read by its status line's versions (src/client/updates.ts taken). */
export type Applied = 'fresh' | 'update' | 'stale-fresh' | 'out-of-order' | 'gap' | 'no-status';

/**
 * A page: its tree (from a GET) and the version its status shows. `apply` is the browser's
 * (src/client/live.ts apply, its rules src/client/updates.ts): a fresh render (no data-base) taken unless older; an
 * update only on its base
 * version (older or equal: out of order; another base: a gap, which the page answers with
 * a "sync"); then each part by id (a data-key unchanged leaves the section alone), a
 * data-into list's items put at the list's top, a wrapper's pieces by their ids.
 */
export class RebuiltPage {
  constructor(readonly tree: El) {}

  version(): number {
    return Number(byId(this.tree, 'status')?.attrs.get('data-version') ?? NaN);
  }

  apply(html: string): Applied {
    const message = parse(html);
    const status = byId(message, 'status');
    const how = taken(status ? stampOf((name) => status.attrs.get(name) ?? null) : null, this.version());
    if (how === 'gap') return 'gap';
    if (how === 'old') return status?.attrs.has('data-base') ? 'out-of-order' : 'stale-fresh';
    applyParts(pageOf(this.tree), elements(message));
    return how === 'unchecked' ? 'no-status' : how;
  }
}
