import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

/**
 * The worker tests' runtime: the real Worker and Durable Objects (test/upgrade's maker
 * runs in it too, so that the links it makes are signed as the tests' are).
 */
export const WORKER_POOL = {
  wrangler: { configPath: './wrangler.toml' },
  // The tests make thousands of games from one address (none, in fact): limits far above
  // that, and test/worker/limits.test.ts passes low ones per request (and LOW_CREATE_LIMITER).
  miniflare: {
    bindings: {
      LINK_SECRET: 'test-secret-for-links-0123456789',
      ALLOW_FIXED_DEALS: '1',
      ALLOW_LOCAL_ENDPOINTS: '1',
      CREATE_PER_DAY: '1000000',
      CREATE_PER_IP_PER_MINUTE: '1000000',
      BOT_DELAY_SECONDS: '0',
    },
    ratelimits: {
      CREATE_LIMITER: { simple: { limit: 1_000_000, period: 60 } },
      LOW_CREATE_LIMITER: { simple: { limit: 3, period: 60 } },
    },
  },
} satisfies Parameters<typeof cloudflareTest>[0];

declare const process: { env: Record<string, string | undefined> };

/**
 * The fuzzers' size (test/support/scale.ts): 1, their full size, unless YS_FUZZ_SCALE says a share in (0, 1] for
 * the quick loop (`npm run test:quick`). Given to the tests by `provide`, which reaches the Workers pool too.
 */
function fuzzScale(): number {
  const text = process.env.YS_FUZZ_SCALE;
  if (text === undefined || text === '') return 1;
  const scale = Number(text);
  if (!(scale > 0 && scale <= 1)) throw new Error(`YS_FUZZ_SCALE must be a number in (0, 1], not "${text}"`);
  return scale;
}
const provide = { fuzzScale: fuzzScale() };

export default defineConfig({
  test: {
    // The static files as a deployment serves them (minified into dist/assets), built once before any project.
    globalSetup: ['scripts/assets.mjs'],
    projects: [
      {
        test: {
          name: 'engine',
          include: [
            'test/engine/**/*.test.ts',
            'test/templates/**/*.test.ts',
            'test/config/**/*.test.ts',
            'test/room/**/*.test.ts',
            'test/client/**/*.test.ts',
          ],
          environment: 'node',
          provide,
          testTimeout: 120_000,
        },
      },
      {
        plugins: [cloudflareTest(WORKER_POOL)],
        // A file's first request pays for the Worker's start: over the default 5 s on a machine other work shares.
        test: { name: 'worker', include: ['test/worker/**/*.test.ts'], provide, testTimeout: 30_000 },
      },
      // One file at a time: each starts its own local Worker through wrangler, and wrangler
      // instances started together clean up each other's bundles in .wrangler/tmp.
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
