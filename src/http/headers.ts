// The security headers of design.md, on every response the Worker writes.

/**
 * Strict CSP: scripts only from our own files (no inline script, no eval), nothing
 * framed, forms and sockets only to this origin. The socket origins are spelled out
 * because older browsers do not let 'self' cover ws:/wss:.
 */
export function contentSecurityPolicy(origin: URL): string {
  const host = origin.host;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "manifest-src 'self'",
    `connect-src 'self' ws://${host} wss://${host}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(url: URL): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(url),
    // A player's link is their credential: never leak it in a Referer, a cache or a search index.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
