// Small helpers shared by the benches: percentiles, gzip size, and the few bits of
// Node's process the bench needs (the project has no Node type definitions).

type Stream = { write(chunk: string, ...rest: unknown[]): boolean };
export type NodeProcess = {
  argv: string[];
  env: Record<string, string | undefined>;
  stdout: Stream;
  stderr: Stream;
  exitCode?: number;
};
export const proc = (globalThis as unknown as { process: NodeProcess }).process;

/** Progress for a human: always to stderr, so stdout can carry the JSON alone. */
export function progress(line: string): void {
  proc.stderr.write(`${line}\n`);
}

/** Nearest-rank percentile (p in 0..1) of `xs`; NaN for an empty list. */
export function pct(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Size in bytes of `data` gzipped (Web streams' CompressionStream, in Node 20). */
export async function gz(data: string | Uint8Array): Promise<number> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** `x` rounded to `digits` decimals, for figures meant to be read. */
export const round = (x: number, digits: number): number => Number(x.toFixed(digits));
