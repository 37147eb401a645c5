// WebCrypto as workerd runs it, for the bench's model of an object's isolate (coldIsolate.ts,
// like jitless.ts for zod). workerd implements SubtleCrypto in C++ over BoringSSL, in the
// isolate's own thread: a call does its work and settles at once. Node's implementation
// wraps each call in a JavaScript layer (argument conversion, key objects) and sends it to
// its thread pool: measured on this machine, one push's operations cost 2.1 ms of CPU
// that way against 0.23 ms for the same operations as direct OpenSSL calls. The room's
// code and its push library run unchanged on this SubtleCrypto; it does directly, in
// the calling thread, the operations a push makes (RFC 8291: an ephemeral ECDH P-256
// pair, the shared secret, HKDF's HMAC-SHA-256, AES-128-GCM) and hands anything else
// (the VAPID signature, ECDSA) to Node's own. cold.ts decrypts what it made with the
// browser's keys, so a push made here is a real one.

/** The few of node:crypto's direct calls used here (the bench's types are the Workers' own, without Node's). */
type ECDH = { generateKeys(): Uint8Array; getPrivateKey(): Uint8Array; computeSecret(other: Uint8Array): Uint8Array };
type NodeCrypto = {
  createECDH(curve: 'prime256v1'): ECDH;
  createHmac(hash: 'sha256', key: Uint8Array): { update(data: Uint8Array): { digest(): Uint8Array } };
  createCipheriv(
    name: 'aes-128-gcm',
    key: Uint8Array,
    iv: Uint8Array,
  ): { update(data: Uint8Array): Uint8Array; final(): Uint8Array; getAuthTag(): Uint8Array };
};

/** A key of the operations done here; anything else is Node's own CryptoKey. */
class DirectKey {
  constructor(
    readonly kind: 'ecdhPrivate' | 'ecdhPublic' | 'hmac' | 'aesGcm',
    readonly bytes: Uint8Array,
    readonly ecdh?: ECDH,
  ) {}
}

type Algorithm =
  | string
  | { name: string; namedCurve?: string; hash?: string | { name: string }; public?: unknown; iv?: BufferSource };

const nameOf = (a: Algorithm) => (typeof a === 'string' ? a : a.name).toUpperCase();
const bytesOf = (b: BufferSource): Uint8Array =>
  b instanceof ArrayBuffer ? new Uint8Array(b) : new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
/** A fresh ArrayBuffer holding `b`, as SubtleCrypto answers. */
const buffer = (b: Uint8Array): ArrayBuffer => b.slice().buffer;
const isP256 = (a: Algorithm) => typeof a !== 'string' && a.namedCurve === 'P-256';

/** Node's SubtleCrypto with the operations of a push done directly, as workerd does them. */
export function workerdSubtle(
  node: SubtleCrypto,
  { createCipheriv, createECDH, createHmac }: NodeCrypto,
): SubtleCrypto {
  const direct = {
    async generateKey(algorithm: Algorithm, extractable: boolean, usages: string[]) {
      if (nameOf(algorithm) !== 'ECDH' || !isP256(algorithm))
        return node.generateKey(algorithm as never, extractable, usages);
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      return {
        privateKey: new DirectKey('ecdhPrivate', ecdh.getPrivateKey(), ecdh),
        publicKey: new DirectKey('ecdhPublic', publicKey),
      };
    },
    async exportKey(format: string, key: unknown) {
      if (key instanceof DirectKey && format === 'raw' && key.kind === 'ecdhPublic') return buffer(key.bytes);
      return node.exportKey(format as 'raw', key as CryptoKey);
    },
    async importKey(format: string, data: unknown, algorithm: Algorithm, extractable: boolean, usages: string[]) {
      const name = nameOf(algorithm);
      if (format === 'raw') {
        const bytes = bytesOf(data as BufferSource).slice();
        if (name === 'ECDH' && isP256(algorithm)) return new DirectKey('ecdhPublic', bytes);
        if (
          name === 'HMAC' &&
          typeof algorithm !== 'string' &&
          /SHA-256/i.test(typeof algorithm.hash === 'string' ? algorithm.hash : (algorithm.hash?.name ?? ''))
        )
          return new DirectKey('hmac', bytes);
        if (name === 'AES-GCM' && bytes.length === 16) return new DirectKey('aesGcm', bytes);
      }
      return node.importKey(format as 'jwk', data as JsonWebKey, algorithm as never, extractable, usages);
    },
    async deriveBits(algorithm: Algorithm, key: unknown, length: number) {
      if (
        key instanceof DirectKey &&
        key.ecdh &&
        typeof algorithm !== 'string' &&
        algorithm.public instanceof DirectKey &&
        length === 256
      ) {
        return buffer(key.ecdh.computeSecret(algorithm.public.bytes));
      }
      return node.deriveBits(algorithm as never, key as CryptoKey, length);
    },
    async sign(algorithm: Algorithm, key: unknown, data: BufferSource) {
      if (key instanceof DirectKey && key.kind === 'hmac')
        return buffer(createHmac('sha256', key.bytes).update(bytesOf(data)).digest());
      return node.sign(algorithm as never, key as CryptoKey, data);
    },
    async encrypt(algorithm: Algorithm, key: unknown, data: BufferSource) {
      if (key instanceof DirectKey && key.kind === 'aesGcm' && typeof algorithm !== 'string' && algorithm.iv) {
        // WebCrypto's AES-GCM answers the ciphertext with its 16-byte tag after it.
        const cipher = createCipheriv('aes-128-gcm', key.bytes, bytesOf(algorithm.iv));
        const body = cipher.update(bytesOf(data));
        const last = cipher.final();
        const tag = cipher.getAuthTag();
        const sealed = new Uint8Array(body.length + last.length + tag.length);
        sealed.set(body);
        sealed.set(last, body.length);
        sealed.set(tag, body.length + last.length);
        return sealed.buffer;
      }
      return node.encrypt(algorithm as never, key as CryptoKey, data);
    },
  };
  return new Proxy(node, {
    get(target, prop) {
      if (prop in direct) return direct[prop as keyof typeof direct];
      const own: unknown = Reflect.get(target, prop, target);
      // Node's methods check that they are called on its own SubtleCrypto.
      return typeof own === 'function' ? own.bind(target) : own;
    },
  }) as SubtleCrypto;
}

/** This isolate's `crypto.subtle` made workerd's (the random source stays Node's). */
export async function useWorkerdCrypto(): Promise<void> {
  const node = crypto;
  const subtle = workerdSubtle(node.subtle, (await import('node:crypto' as string)) as NodeCrypto);
  Object.defineProperty(globalThis, 'crypto', {
    configurable: true,
    value: { subtle, getRandomValues: node.getRandomValues.bind(node), randomUUID: node.randomUUID.bind(node) },
  });
}
