// The fuzzers' size. Full (1) by default, as `npm test` and CI run them; `npm run test:quick` sets YS_FUZZ_SCALE
// (0.25) for a loop of about a minute. The value reaches both pools through vitest's `provide` (vitest.config.ts):
// the Workers runtime has no process.env.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzScale: number;
  }
}

/** The share of each fuzzer's full count to run, in (0, 1]. */
export const FUZZ_SCALE: number = inject('fuzzScale') ?? 1;

/** A fuzzer's count at this scale: never below `least`, so that every configuration still plays. */
export const scaled = (full: number, least = 1): number => Math.max(least, Math.round(full * FUZZ_SCALE));
