// The static files as served: public/ minified into dist/assets/ (wrangler.toml [assets]),
// and the browser's code (src/client, TypeScript) bundled there, one script per page entry.
// The sources keep their comments, which say why; a phone should not download them: they
// were a sixth of the first page's weight. wrangler dev and deploy run this first
// (wrangler.toml [build]); the tests run it once before any project starts
// (vitest.config.ts). esbuild is wrangler's own bundler, pinned to its version.
import { build, transform } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/**
 * Every served file, built in memory: its path under dist/assets and its bytes. What public/ holds as it is is copied,
 * the stylesheet minified, the pages' scripts and the bot bundled.
 */
async function built() {
  const out = new Map();
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const loader = LOADERS[extname(entry.name)];
    // Served as they are: htmx (minified already), icons, the headers, robots.txt.
    const bytes = await readFile(source);
    const code = loader
      ? (
          await transform(bytes.toString('utf8'), {
            loader,
            minifyWhitespace: true,
            minifySyntax: true,
            legalComments: 'none',
            target: 'es2020',
          })
        ).code
      : bytes;
    out.set(relative(from, source), Buffer.from(code));
  }
  // Classic scripts (the pages load them with defer, not as modules): each its own closure,
  // its names its own to shorten, the small modules it shares with another bundled into both.
  const pages = (await readdir(PAGES)).filter((name) => name.endsWith('.ts')).map((name) => join(PAGES, name));
  const bundles = [
    {
      entryPoints: pages,
      outdir: to,
      format: 'iife',
      // Private class members (#name) as they are, which the minifier shortens (es2020 would turn them into WeakMaps).
      target: 'es2022',
    },
    {
      entryPoints: [join(root, 'src', 'client', 'bot.ts')],
      outfile: join(to, BOT_BUNDLE),
      format: 'esm',
      target: 'es2020',
    },
  ];
  for (const options of bundles) {
    const result = await build({
      ...options,
      bundle: true,
      minify: true,
      legalComments: 'none',
      logLevel: 'warning',
      write: false,
    });
    for (const file of result.outputFiles) out.set(relative(to, file.path), Buffer.from(file.contents));
  }
  return out;
}

/**
 * dist/assets (or `into`) made what `built` says, touching only the files that differ: wrangler dev watches that
 * folder and restarts its runtime on any change there, losing the requests under way (a 503 to a POST). Every dev
 * server runs this build when it starts, so a build that rewrote every file restarted every other server running
 * beside it: the browser tests' files start theirs while others play.
 */
export async function buildAssets(into = to) {
  const want = await built();
  for (const [path, bytes] of want) {
    const target = join(into, path);
    const had = await readFile(target).catch(() => null);
    if (had?.equals(bytes)) continue;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  const present = await readdir(into, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of present) {
    const path = relative(into, join(entry.parentPath, entry.name));
    if (entry.isFile() && !want.has(path)) await rm(join(into, path), { force: true });
  }
}

/** Vitest's global setup: the tests' Workers serve what a deployment would. */
export const setup = () => buildAssets();

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAssets();
