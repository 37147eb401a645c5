// Bodies over the limit are refused (413) before any route reads them: by their
// Content-Length, or, sent chunked without one, as they are read. In place of Hono's
// bodyLimit, which answers with the rest of a chunked body left unread: in
// local dev (workerd behind wrangler's entry worker) that breaks the kept-alive
// connection, and the next request on it fails ("Network connection lost") or hangs.
// Read to its end and dropped, the body leaves the connection clean; reading answers
// nothing else, so it is bounded in bytes and in time, past which the body is cancelled
// (that client's connection may go with it: nobody else's).
import type { Context, Env, MiddlewareHandler } from 'hono';

/** A refused body is read and dropped up to this much: far beyond any game's input, little to read. */
export const DRAIN_MAX_BYTES = 1024 * 1024;
/** …and for this long, so that a client which stops sending gets its answer all the same. */
export const DRAIN_MAX_MS = 2000;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads the rest of a refused body and drops it, within the bounds; cancels what is left past them. */
async function drain(reader: Reader, read: number): Promise<void> {
  let timer = 0;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DRAIN_MAX_MS);
  });
  try {
    for (let size = read; size <= DRAIN_MAX_BYTES; ) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk?.done) return;
      if (!chunk) break;
      size += chunk.value.byteLength;
    }
    await reader.cancel().catch(() => undefined);
  } catch {
    // The client went away: nothing left to read.
  } finally {
    clearTimeout(timer);
  }
}

export function bodyLimit<E extends Env>(
  maxSize: number,
  onError: (c: Context<E>) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const { body, headers } = c.req.raw;
    if (!body) return next();
    const length = headers.get('content-length');
    if (length !== null && !headers.has('transfer-encoding'))
      return Number.parseInt(length, 10) > maxSize ? onError(c) : next();
    const reader = body.getReader();
    const kept = new Uint8Array(maxSize);
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > maxSize) {
        await drain(reader, size + value.byteLength);
        return onError(c);
      }
      kept.set(value, size);
      size += value.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: kept.slice(0, size) });
    return next();
  };
}
