// A local stand-in for a Web Push service (RFC 8030) on 127.0.0.1, and a browser's
// side of RFC 8291: keys to subscribe with, and the decryption of what was pushed.
// Written here, for tests only, so that a test proves the server's messages are valid
// aes128gcm for that subscription and carry a valid VAPID signature (RFC 8292), with
// nothing but WebCrypto: the server's own encryption comes from a maintained library.

// node:http, typed here for the one use (the project has no Node types).
type Req = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  on(e: 'data', f: (c: Uint8Array) => void): void;
  on(e: 'end', f: () => void): void;
};
type Res = { statusCode: number; end(body?: string): void };
type HttpServer = {
  listen(port: number, host: string, cb: () => void): void;
  address(): { port: number };
  close(): void;
};
const http = (await import('node:http' as string)) as {
  createServer(handler: (req: Req, res: Res) => void): HttpServer;
};

export type Pushed = { path: string; method: string; headers: Record<string, string>; body: Uint8Array; at: number };

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Records every request by path and answers 201, as a push service does; `answer` makes
 * later requests to a path get another status (404 and 410: the subscription is gone).
 */
export async function startPushService() {
  const got: Pushed[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (c) => chunks.push(new Uint8Array(c)));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
      );
      got.push({ path: req.url ?? '', method: req.method ?? '', headers, body: concat(chunks), at: Date.now() });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  const base = await new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
  return {
    base,
    got,
    /** What was pushed to one path (each test uses paths of its own). */
    at: (path: string) => got.filter((p) => p.path === path),
    answer: (path: string, status: number) => {
      answers.set(path, status);
    },
    stop: () => server.close(),
  };
}

const subtle = crypto.subtle;
const utf8 = (s: string) => new TextEncoder().encode(s);

export function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(s, (ch) => ch.charCodeAt(0));
}

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle.sign('HMAC', k, data));
}

/**
 * A browser's push keys, as PushManager.subscribe() makes them: an ECDH P-256 pair and a
 * 16-byte auth secret; `decrypt` reads one aes128gcm message (RFC 8291 §3.4, RFC 8188)
 * and throws unless it is valid for these keys.
 */
export async function newBrowserKeys() {
  const pair = (await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const uaPublic = new Uint8Array((await subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    p256dh: base64url(uaPublic),
    auth: base64url(auth),
    async decrypt(body: Uint8Array): Promise<string> {
      const salt = body.slice(0, 16);
      const idLength = body[20]!;
      const asPublic = body.slice(21, 21 + idLength);
      const ciphertext = body.slice(21 + idLength);
      const asKey = await subtle.importKey('raw', asPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
      const ecdh = new Uint8Array(
        await subtle.deriveBits(
          {
            name: 'ECDH',
            // Node's and browsers' name; the Workers types spell it $public.
            public: asKey,
          } as unknown as SubtleCryptoDeriveKeyAlgorithm,
          pair.privateKey,
          256,
        ),
      );
      const prkKey = await hmac(auth, ecdh);
      const ikm = await hmac(prkKey, concat([utf8('WebPush: info\0'), uaPublic, asPublic, new Uint8Array([1])]));
      const prk = await hmac(salt, ikm);
      const cek = (await hmac(prk, concat([utf8('Content-Encoding: aes128gcm\0'), new Uint8Array([1])]))).slice(0, 16);
      const nonce = (await hmac(prk, concat([utf8('Content-Encoding: nonce\0'), new Uint8Array([1])]))).slice(0, 12);
      const key = await subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
      const padded = new Uint8Array(await subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext));
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('no last-record delimiter (RFC 8188 §2)');
      return new TextDecoder().decode(padded.slice(0, end));
    },
  };
}

/**
 * The VAPID header of a push (RFC 8292 §3: `vapid t=<JWT>, k=<key>`): checks the JWT's
 * ES256 signature against `k` and answers its claims and key; throws if it does not verify.
 */
export async function verifyVapid(
  authorization: string,
): Promise<{ key: string; claims: { aud: string; exp: number; sub: string } }> {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, payload, signature] = m[1]!.split('.');
  const raw = fromBase64url(m[2]!);
  const key = await subtle.importKey('raw', raw, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const ok = await subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    fromBase64url(signature!),
    utf8(`${header}.${payload}`),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  return {
    key: m[2]!,
    claims: JSON.parse(new TextDecoder().decode(fromBase64url(payload!))) as { aud: string; exp: number; sub: string },
  };
}
