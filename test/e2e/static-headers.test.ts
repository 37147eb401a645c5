// Static files' headers, against the real Worker in local workerd:
// Workers Static Assets serves public/ without running the Worker, so src/http/headers.ts
// never sees these responses and public/_headers is what protects them. Here, not in the
// worker project: its test pool sends every request to the Worker and serves no assets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalWorker, type LocalWorker } from '../support/localWorker.ts';

let worker: LocalWorker | undefined;
let origin = '';

beforeAll(async () => {
  ({ worker, origin } = await startLocalWorker());
});
afterAll(async () => {
  await worker?.dispose();
});

async function get(path: string): Promise<Response> {
  const res = await fetch(origin + path);
  await res.arrayBuffer();
  return res;
}

describe('static assets', () => {
  it('answer nosniff and HSTS, with their own type', async () => {
    for (const [path, type] of [
      ['/app.css', 'text/css'],
      ['/vendor/htmx.min.js', 'javascript'],
      ['/app.js', 'javascript'],
      ['/icon.svg', 'image/svg+xml'],
      ['/robots.txt', 'text/plain'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      // The Worker's own pages send the same (hono's secureHeaders); browsers ignore it over http.
      expect(res.headers.get('Strict-Transport-Security'), path).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers.get('Content-Type'), path).toContain(type);
    }
  });

  it("make browsers revalidate the app's own files, so a deploy never runs new pages with old scripts", async () => {
    for (const path of ['/app.css', '/app.js', '/place.js']) {
      const res = await get(path);
      const cache = res.headers.get('Cache-Control') ?? '';
      expect(cache, path).toMatch(/max-age=0\b|no-cache/);
      expect(cache, path).not.toContain('immutable');
      expect(res.headers.get('ETag'), path).toBeTruthy();
    }
  });

  it('let browsers keep the vendored htmx a day, and never keep the service worker without asking', async () => {
    const htmx = await get('/vendor/htmx.min.js');
    expect(htmx.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const sw = await get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
    expect(sw.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('does not serve the _headers file itself', async () => {
    const res = await get('/_headers');
    expect(res.status).not.toBe(200);
  });

  it("leaves the Worker's own pages to their own headers (nothing of _headers joined in)", async () => {
    const res = await get('/rules');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=15552000; includeSubDomains');
  });
});
