import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

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
            // The browser's pure modules (no DOM): the rules its scripts follow, run as they are.
            'test/client/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
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
          }),
        ],
        test: { name: 'worker', include: ['test/worker/**/*.test.ts'] },
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
