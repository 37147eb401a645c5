// The static files as served: public/ minified into dist/assets/ (wrangler.toml [assets]).
// The sources keep their comments, which say why; a phone should not download them: they
// were a sixth of the first page's weight. wrangler dev and deploy run this first
// (wrangler.toml [build]); the tests run it once before any project starts
// (vitest.config.ts). esbuild is wrangler's own bundler, pinned to its version.
import { build, transform } from 'esbuild';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'public');
const to = join(root, 'dist', 'assets');

/**
 * The engine and the bots for the browser (src/client/bot.ts, issue 23): one ES module,
 * bundled with zod's core, imported only by the pages that compute (the analysis), so no
 * other page pays for it.
 */
export const BOT_BUNDLE = 'bot.js';

/**
 * Scripts stay scripts (no module wrapper, nothing renamed at the top level: the pages' scripts share a few globals).
 */
const LOADERS = { '.js': 'js', '.css': 'css' };

export async function buildAssets() {
  await rm(to, { recursive: true, force: true });
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    await mkdir(dirname(target), { recursive: true });
    const loader = LOADERS[extname(entry.name)];
    // Vendored files come minified already.
    if (!loader || entry.name.endsWith('.min.js')) {
      await copyFile(source, target);
      continue;
    }
    const out = await transform(await readFile(source, 'utf8'), {
      loader,
      minifyWhitespace: true,
      minifySyntax: true,
      legalComments: 'none',
      target: 'es2020',
    });
    await writeFile(target, out.code);
  }
  await build({
    entryPoints: [join(root, 'src', 'client', 'bot.ts')],
    outfile: join(to, BOT_BUNDLE),
    bundle: true,
    format: 'esm',
    minify: true,
    legalComments: 'none',
    target: 'es2020',
    logLevel: 'warning',
  });
}

/** Vitest's global setup: the tests' Workers serve what a deployment would. */
export const setup = buildAssets;

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAssets();
