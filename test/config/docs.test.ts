// The docs say where everything is: every source file of src/ and templates/ has its place
// in docs/architecture.md, so that a reader joining the project finds each one there.
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import architecture from '../../docs/architecture.md?raw';

const SOURCES = Object.keys({
  ...import.meta.glob(['../../src/**/*.{ts,tsx}', '!**/*.d.ts']),
  ...import.meta.glob('../../templates/**/*.{ts,tsx}'),
}).map((path) => path.replace(/^\.\.\/\.\.\//, ''));

describe('docs/architecture.md', () => {
  it('names every file of src/ and templates/', () => {
    expect(SOURCES.length).toBeGreaterThan(150);
    // Named as written in the doc: by the file's name, or with as many of its folders as tell it apart.
    const named = (path: string) =>
      path
        .split('/')
        .map((_, i, parts) => parts.slice(i).join('/'))
        .some((tail) => architecture.includes(`\`${tail}\``));
    expect(SOURCES.filter((path) => !named(path))).toEqual([]);
  });
});
