import { gzipSync } from 'node:zlib';
import { startLocalWorker } from './test/support/localWorker.ts';
const { worker, origin } = await startLocalWorker();
const players = ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name }));
const res = await fetch(`${origin}/api/games`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ players, seed: 'bench-4' }) });
const game = await res.json() as { seats: { url: string }[] };
const html = await (await fetch(game.seats[0]!.url)).text();
const gz = (b: string | Uint8Array) => gzipSync(typeof b === 'string' ? Buffer.from(b) : b, { level: 9 }).length;
console.log('html', html.length, gz(html));
const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map((m) => m[1]!).filter((r) => r.startsWith('/') && !r.startsWith('/g/'));
for (const ref of refs) { const b = new Uint8Array(await (await fetch(origin + ref)).arrayBuffer()); console.log(ref, b.length, gz(b)); }
// the biggest sections
for (const m of html.matchAll(/<(section|div|aside|nav|header|footer)[^>]*id="([^"]+)"/g)) {
  const start = m.index!; const tag = m[1]!;
  let depth = 0, i = start; const re = new RegExp(`<${tag}\\b|</${tag}>`, 'g'); re.lastIndex = start;
  let mm; while ((mm = re.exec(html))) { depth += mm[0].startsWith('</') ? -1 : 1; if (depth === 0) { i = re.lastIndex; break; } }
  const part = html.slice(start, i); if (part.length > 2000) console.log('  #' + m[2], part.length, gz(part));
}
await worker.dispose();
