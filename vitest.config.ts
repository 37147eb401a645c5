import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'engine', include: ['test/engine/**/*.test.ts', 'test/templates/**/*.test.ts', 'test/config/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      {
        plugins: [cloudflareTest({
          wrangler: { configPath: './wrangler.toml' },
          miniflare: { bindings: { LINK_SECRET: 'test-secret-for-links-0123456789', ALLOW_FIXED_DEALS: '1' } },
        })],
        test: { name: 'worker', include: ['test/worker/**/*.test.ts'] },
      },
      // One file at a time: each starts its own local Worker through wrangler, and wrangler
      // instances started together clean up each other's bundles in .wrangler/tmp.
      { test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], environment: 'node', testTimeout: 180_000, hookTimeout: 120_000, fileParallelism: false } },
    ],
  },
});
