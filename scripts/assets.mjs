// The static files as served: public/ minified into dist/assets/ (wrangler.toml [assets]),
// and the browser's code (src/client, TypeScript) bundled there, one script per page entry.
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
 * The engine and the bots for the browser (src/client/bot.ts): one ES module,
 * bundled with zod's core, imported only by the pages that compute (the analysis), so no
 * other page pays for it.
 */
export const BOT_BUNDLE = 'bot.js';

/** The browser's scripts: each file of src/client/pages is one served script of its name (pages/app.ts → /app.js). */
const PAGES = join(root, 'src', 'client', 'pages');

/** What public/ still holds as a source is minified as it is (the stylesheet). */
const LOADERS = { '.css': 'css' };

export async function buildAssets() {
  await rm(to, { recursive: true, force: true });
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    await mkdir(dirname(target), { recursive: true });
    const loader = LOADERS[extname(entry.name)];
    // Served as they are: htmx (minified already), icons, the headers, robots.txt.
    if (!loader) {
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
  // Classic scripts (the pages load them with defer, not as modules): each its own closure,
  // its names its own to shorten, the small modules it shares with another bundled into both.
  const pages = (await readdir(PAGES)).filter((name) => name.endsWith('.ts')).map((name) => join(PAGES, name));
  await build({
    entryPoints: pages,
    outdir: to,
    bundle: true,
    format: 'iife',
    minify: true,
    legalComments: 'none',
    // Private class members (#name) as they are, which the minifier shortens (es2020 would turn them into WeakMaps).
    target: 'es2022',
    logLevel: 'warning',
  });
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
