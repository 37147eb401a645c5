// The weight of the engine and bots as the browser downloads them (≤ 60 KiB
// gzipped), loaded only by the analysis page and a learning game's hints: built by the
// same asset pipeline a deployment runs (scripts/assets.mjs), measured as served.
import { gz } from './stats.ts';

type Assets = { buildAssets(): Promise<void>; BOT_BUNDLE: string };
type Fs = { readFileSync(path: string): Uint8Array };

export async function botBundleGzipBytes(): Promise<number> {
  const assets = (await import('../scripts/assets.mjs' as string)) as Assets;
  const fs = (await import('node:fs' as string)) as Fs;
  await assets.buildAssets();
  return gz(fs.readFileSync(`dist/assets/${assets.BOT_BUNDLE}`));
}
