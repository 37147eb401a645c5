// Bench of the Worker (npm run bench): one complete random 4-player game driven
// through the real Worker and Durable Object in local workerd (wrangler's
// unstable_startWorker), four pages holding sockets as players' phones would.
// Prints what the Workers free tier counts (Worker requests, Durable Object requests,
// SQLite rows written), the gzipped weight of a first page load and of an update,
// and the time per action, rendering included.
import { startLocalWorker } from '../test/support/localWorker.ts';
import { applyAction, createGame, randomAction, seededRandom, viewFor, waitingFor, type State } from '../src/engine/index.ts';
import { liveFragments } from '../templates/index.tsx';

const SEED = 'bench-4';
const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

type Created = { id: string; hostUrl: string; spectatorUrl: string; seats: { seat: number; name: string; url: string }[] };
type Answer = { ok: boolean; error?: { message: string } };
type Check = { ok: boolean; actions: number; message: string; stats: { rowsWritten: number; pushed: number; databaseSize: number } };

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
// Web streams' gzip (Node 20 has it): the project has no Node type definitions to lean on.
async function gz(data: string | Uint8Array): Promise<number> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

async function main(): Promise<void> {
  const { worker, origin } = await startLocalWorker();
  try {
    const base = origin;
    let workerRequests = 0;
    let doRequests = 0;
    let assetRequests = 0;
    /** A request that runs the Worker and, for game routes, reaches the game's object. */
    const call = async (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }, reachesObject = true) => {
      workerRequests++;
      if (reachesObject) doRequests++;
      return worker.fetch(new URL(path, base).href, init);
    };

    // The host creates the game and opens the host page.
    const created = await (await call('/api/games', {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ players: NAMES.map((name) => ({ name })), seed: SEED }),
    })).json() as Created;
    const pathOf = (url: string) => new URL(url).pathname;
    await (await call(pathOf(created.hostUrl))).text();

    // Each player opens their page (HTML, then its static CSS and JS) and its socket.
    let firstPage = { html: 0, assets: 0, files: 0 };
    const pushes: string[] = [];
    const sockets = [];
    for (const seat of created.seats) {
      const html = await (await call(pathOf(seat.url))).text();
      if (seat.seat === 0) {
        const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map((m) => m[1]!).filter((r) => r.startsWith('/') && !r.startsWith('/g/'));
        let assets = 0;
        for (const ref of refs) {
          assetRequests++; // Served by Workers static assets: free, not a Worker request.
          const res = await worker.fetch(new URL(ref, base).href);
          assets += await gz(new Uint8Array(await res.arrayBuffer()));
        }
        firstPage = { html: await gz(html), assets, files: refs.length };
      }
      const res = await call(`${pathOf(seat.url)}/ws`, { headers: { Upgrade: 'websocket' } });
      const ws = res.webSocket;
      if (!ws) throw new Error(`no socket for seat ${seat.seat}: ${res.status}`);
      ws.accept();
      ws.addEventListener('message', (e: { data: unknown }) => { pushes.push(typeof e.data === 'string' ? e.data : ''); });
      sockets.push(ws);
    }

    // The game, as bots (JSON API) would play it; every accepted action is pushed to the four pages.
    const made = createGame({ players: NAMES.map((name) => ({ name })) }, SEED);
    if (!made.ok) throw new Error(made.error.message);
    let state: State = made.state;
    const random = seededRandom(SEED);
    const wall: number[] = [];
    const cpu: number[] = [];
    const states: { state: State; seat: number; action: unknown }[] = [];
    while (!state.result) {
      const seat = waitingFor(state)[0]!;
      const action = randomAction(state, seat, random);
      if (!action) throw new Error('no action');
      states.push({ state, seat, action });
      const t = performance.now();
      const res = await call(`${pathOf(created.seats[seat]!.url)}/actions`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, version: state.version }),
      });
      const answer = await res.json() as Answer;
      wall.push(performance.now() - t);
      if (!answer.ok) throw new Error(`refused: ${answer.error?.message}`);
      const next = applyAction(state, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    const actions = states.length;
    await new Promise((r) => setTimeout(r, 300));

    const check = await (await call(`${pathOf(created.hostUrl)}/check`)).json() as Check;
    sockets.forEach((ws) => ws.close(1000, 'bench over'));

    // CPU of one action in the object, measured in-process on the same code: apply,
    // the stale-check prompts of every seat, the stored JSON, four pages' renders. The
    // first pass starts cold, as a freshly woken object would; the third is warm, as an
    // object in the middle of a game is.
    const self = (seat: number) => pathOf(created.seats[seat]!.url);
    const warm: number[] = [];
    for (const pass of [cpu, [], warm]) {
      for (const { state: before, seat, action } of states) {
        const t = performance.now();
        const out = applyAction(before, seat, action);
        if (!out.ok) throw new Error('replay');
        JSON.stringify(out.state);
        for (let s = 0; s < NAMES.length; s++) {
          const view = viewFor(out.state, s);
          JSON.stringify(view.prompt);
          liveFragments(view, { self: self(s), actions: `${self(s)}/actions`, ws: `${self(s)}/ws` });
        }
        pass.push(performance.now() - t);
      }
    }

    const updates = await Promise.all(pushes.slice(NAMES.length).map((p) => gz(p)));
    const wsIncoming = 0; // actions go over HTTP here; a page's own messages would count 20:1.
    const perGameDo = doRequests + Math.ceil(wsIncoming / 20);
    const lines: [string, string][] = [
      ['decisions (accepted actions)', String(actions)],
      ['Worker requests', `${workerRequests} (${(workerRequests / actions).toFixed(2)} per decision; ${assetRequests} static asset requests on top, free)`],
      ['Durable Object requests', `${perGameDo} (incoming socket messages: ${wsIncoming}, billed 20:1; ${pushes.length} pushes out, free)`],
      ['SQLite rows written', `${check.stats.rowsWritten} (${(check.stats.rowsWritten / actions).toFixed(2)} per decision; database ${kb(check.stats.databaseSize)})`],
      ['games a day on the free tier', `~${Math.floor(Math.min(100_000 / workerRequests, 100_000 / perGameDo, 100_000 / check.stats.rowsWritten))} (the tightest of the three 100,000 limits)`],
      ['first page load, gzipped', `${kb(firstPage.html + firstPage.assets)} (HTML ${kb(firstPage.html)}, ${firstPage.files} CSS/JS files ${kb(firstPage.assets)})`],
      ['update fragment, gzipped', `median ${kb(pct(updates, 0.5))}, p95 ${kb(pct(updates, 0.95))} (per seat per action)`],
      ['wall time per action (HTTP, local)', `mean ${mean(wall).toFixed(1)} ms, p95 ${pct(wall, 0.95).toFixed(1)} ms, max ${Math.max(...wall).toFixed(1)} ms`],
      ['CPU per action in the object (4 renders)', `first pass: mean ${mean(cpu).toFixed(2)} ms, p95 ${pct(cpu, 0.95).toFixed(2)} ms, max ${Math.max(...cpu).toFixed(2)} ms; `
        + `warm: mean ${mean(warm).toFixed(2)} ms, p95 ${pct(warm, 0.95).toFixed(2)} ms, max ${Math.max(...warm).toFixed(2)} ms (Node, same code)`],
      ['replay check', check.message],
    ];
    console.log('\nYs online — worker bench: one random 4-player game through the Worker\n');
    for (const [k, v] of lines) console.log(`  ${k.padEnd(42)} ${v}`);
    console.log('');
    if (!check.ok) throw new Error(`replay check failed: ${check.message}`);
  } finally {
    await worker.dispose();
  }
}

await main();
