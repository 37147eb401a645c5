// The static files' build (scripts/assets.mjs) touches only what differs: wrangler dev restarts its runtime on any
// change in the folder it serves, losing the POSTs under way (a 503), and every dev server runs this build when it
// starts. Built here into a folder of its own, never into dist/assets, which other tests' servers are serving.
import { afterAll, describe, expect, it } from 'vitest';
import { buildAssets } from '../../scripts/assets.mjs';

// No Node type definitions in this project: the few calls used here.
type Entry = { name: string; parentPath: string; isFile(): boolean };
type Fs = {
  mkdtemp(prefix: string): Promise<string>;
  readFile(path: string, encoding: 'utf8'): Promise<string>;
  writeFile(path: string, data: string): Promise<void>;
  readdir(path: string, options?: { recursive: true; withFileTypes: true }): Promise<Entry[]>;
  stat(path: string): Promise<{ mtimeMs: number }>;
  rm(path: string, options: { recursive: true; force: true }): Promise<void>;
};
const { mkdtemp, readFile, readdir, rm, stat, writeFile } = (await import('node:fs/promises' as string)) as Fs;
const { tmpdir } = (await import('node:os' as string)) as { tmpdir(): string };
const join = (...parts: string[]) => parts.join('/');

describe('the static files build', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('built again with nothing changed writes nothing; a file changed or left over is put right', async () => {
    const into = await mkdtemp(join(tmpdir(), 'ys-assets-'));
    dirs.push(into);
    await buildAssets(into);
    const files = (await readdir(into, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
    expect(files.map((f) => f.slice(into.length + 1))).toEqual(
      expect.arrayContaining(['app.css', 'app.js', 'place.js', 'bot.js', '_headers']),
    );
    const times = async () => Promise.all(files.map(async (f) => (await stat(f)).mtimeMs));
    const before = await times();
    const css = await readFile(join(into, 'app.css'), 'utf8');
    await new Promise((r) => setTimeout(r, 20));
    await buildAssets(into);
    expect(await times()).toEqual(before);
    // A file changed by hand is built again; one the build no longer makes is taken away.
    await writeFile(join(into, 'app.css'), 'body{}');
    await writeFile(join(into, 'stale.js'), '');
    await buildAssets(into);
    expect(await readFile(join(into, 'app.css'), 'utf8')).toBe(css);
    expect((await readdir(into, { recursive: true, withFileTypes: true })).map((e) => e.name)).not.toContain(
      'stale.js',
    );
  }, 60_000);
});
