// The layers (docs/architecture.md): dependencies run one way,
// engine ← bots ← room ← http (and bots ← client, the browser's module), with the templates beside the room and the
// Worker reading
// only the engine's public index and the one module of view types; and no circle, type-only
// imports included (a type import still ties two files: neither can be read or moved alone).
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/** Every source file's text, by its path from the repository's root ("src/room/core.ts"). */
const TEXTS: Record<string, string> = Object.fromEntries(
  Object.entries({
    ...import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!**/*.d.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
    ...import.meta.glob<string>(['../../templates/**/*.{ts,tsx}', '!**/*.d.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  }).map(([path, text]) => [path.replace(/^\.\.\/\.\.\//, ''), text]),
);

/** `spec` as imported by `file`, as a path from the root. */
function resolved(file: string, spec: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const step of spec.split('/')) {
    if (step === '..') parts.pop();
    else if (step !== '.') parts.push(step);
  }
  return parts.join('/');
}

/**
 * Every file a module names in `import … from`, `export … from`, `import('…')` or
 * `declare module '…'`, type-only ones included: a module augmentation (a card adding
 * its refusals to refusals.ts's CardRefusals) ties it to the file it extends as an import does.
 */
function importsOf(file: string, source = TEXTS[file]!): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of text.matchAll(
    new RegExp(
      [
        /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]/.source,
        /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/.source,
        /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/.source,
        /(?:^|\n)\s*declare\s+module\s*['"]([^'"]+)['"]/.source,
      ].join('|'),
      'g',
    ),
  )) {
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4]!;
    if (spec.startsWith('.')) found.push(resolved(file, spec));
  }
  return found;
}

const SOURCES = Object.keys(TEXTS);
const GRAPH = new Map(SOURCES.map((f) => [f, importsOf(f)]));

/**
 * The circles of the graph: Tarjan's strongly connected components of more than one file (or a file importing itself).
 */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const layerOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('src/') ? 2 : 1)
    .join('/');

/** What each layer may import besides itself. */
const ALLOWED: Record<string, (target: string) => boolean> = {
  'src/engine': () => false,
  'src/bots': (t) => t === 'src/engine/index.ts',
  // The browser's code: the engine and the bots, nothing of the server but the formats the
  // two share: a hint's form fields (templates/actionFields.ts, which draws nothing), the
  // live update's attributes (templates/liveFormat.ts) and the view types (src/views.ts).
  'src/client': (t) =>
    t === 'src/engine/index.ts' ||
    t === 'src/bots/index.ts' ||
    t === 'templates/actionFields.ts' ||
    t === 'templates/liveFormat.ts' ||
    t === 'src/views.ts',
  templates: (t) => t === 'src/engine/index.ts' || t === 'src/views.ts',
  'src/views.ts': (t) => t === 'src/engine/index.ts',
  'src/room': (t) =>
    t === 'src/engine/index.ts' || t === 'src/bots/index.ts' || t === 'src/views.ts' || t.startsWith('templates/'),
  'src/http': (t) =>
    !t.startsWith('src/http/') &&
    t !== 'src/worker.ts' &&
    (t === 'src/engine/index.ts' ||
      t === 'src/bots/index.ts' ||
      t === 'src/views.ts' ||
      t.startsWith('src/room/') ||
      t.startsWith('templates/')),
  'src/worker.ts': (t) => t.startsWith('src/http/') || t.startsWith('src/room/'),
};

describe('architecture', () => {
  it('reads the imports it judges (a check of the reader itself)', () => {
    expect(GRAPH.get('src/bots/decide.ts')).toContain('src/engine/index.ts');
    expect(
      importsOf('src/engine/cards/x.ts', "declare module '../refusals.ts' {\n  interface CardRefusals {}\n}"),
    ).toEqual(['src/engine/refusals.ts']);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(SOURCES.length).toBeGreaterThan(80);
  });

  it('has no circle, type-only imports included', () => {
    expect(circles(GRAPH)).toEqual([]);
  });

  it('imports run one way: engine ← bots ← room ← http; templates read only the engine and the view types', () => {
    const against: string[] = [];
    for (const [file, targets] of GRAPH) {
      const layer = layerOf(file);
      const allowed = ALLOWED[layer];
      if (!allowed) throw new Error(`no layer for ${file}`);
      for (const t of targets) if (layerOf(t) !== layer && !allowed(t)) against.push(`${file} -> ${t}`);
    }
    expect(against).toEqual([]);
  });
});
