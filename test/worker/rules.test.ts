// The rules page: served to anyone, with the security headers of every page, and
// cacheable since it holds no game and nothing private.
import { describe, expect, it } from 'vitest';
import { fetchWorker } from './helpers.ts';

describe('GET /rules', () => {
  it('answers 200 HTML with an anchor for each rule R1 to R13', async () => {
    const res = await fetchWorker('/rules');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const body = await res.text();
    for (let n = 1; n <= 13; n++) expect(body).toContain(`id="R${n}"`);
    expect(body).toContain('id="R6.2"');
  });

  it('sends the security headers of every page, and lets caches keep it', async () => {
    const res = await fetchWorker('/rules');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it('leaves every other page uncacheable', async () => {
    const res = await fetchWorker('/');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});
