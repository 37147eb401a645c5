// CPU time of the calling thread, to the nanosecond: what workerd counts against a request
// is its isolate's thread, not the machine's other work (a wall clock counts the time a
// thread waits for a core) nor V8's helper threads (concurrent compiling and marking).
// Node 20 has no call for it, so a WebAssembly module of a few bytes asks WASI's
// clock_time_get for the thread's CPU clock (clock id 3, CLOCK_THREAD_CPUTIME_ID).

// The module, written out: it imports clock_time_get, exports its memory and now(): i64,
// which asks for clock 3 into memory at 0 and returns what was written there.
const utf8 = (s: string) => [s.length, ...new TextEncoder().encode(s)];
const MODULE = new Uint8Array([
  0x00,
  0x61,
  0x73,
  0x6d,
  0x01,
  0x00,
  0x00,
  0x00,
  // types: (i32, i64, i32) -> i32, the import's; () -> i64, now's
  0x01,
  0x0c,
  0x02,
  0x60,
  0x03,
  0x7f,
  0x7e,
  0x7f,
  0x01,
  0x7f,
  0x60,
  0x00,
  0x01,
  0x7e,
  0x02,
  0x29,
  0x01,
  ...utf8('wasi_snapshot_preview1'),
  ...utf8('clock_time_get'),
  0x00,
  0x00,
  0x03,
  0x02,
  0x01,
  0x01,
  0x05,
  0x03,
  0x01,
  0x00,
  0x01,
  0x07,
  0x10,
  0x02,
  ...utf8('memory'),
  0x02,
  0x00,
  ...utf8('now'),
  0x00,
  0x01,
  // now: clock_time_get(3, 1, 0); drop its errno; i64.load at 0
  0x0a,
  0x12,
  0x01,
  0x10,
  0x00,
  0x41,
  0x03,
  0x42,
  0x01,
  0x41,
  0x00,
  0x10,
  0x00,
  0x1a,
  0x41,
  0x00,
  0x29,
  0x03,
  0x00,
  0x0b,
]);

type Wasi = { getImportObject(): WebAssembly.Imports; initialize(instance: WebAssembly.Instance): void };
const node = (globalThis as unknown as { process: { removeAllListeners(event: 'warning'): void } }).process;
// node:wasi says it is experimental on stderr once per thread; nothing here depends on what may change.
node.removeAllListeners('warning');
const { WASI } = (await import('node:wasi' as string)) as { WASI: new (o: { version: 'preview1' }) => Wasi };
const wasi = new WASI({ version: 'preview1' });
const { instance } = (await WebAssembly.instantiate(MODULE, wasi.getImportObject())) as unknown as {
  instance: WebAssembly.Instance;
};
wasi.initialize(instance);
const now = instance.exports.now as () => bigint;

/** CPU ms the calling thread has run. */
export const threadCpuMs = (): number => Number(now()) / 1e6;
