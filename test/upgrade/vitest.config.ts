// The upgrade fixture's maker, apart from the test projects (it writes the fixture, it
// checks nothing): `npx vitest run --config test/upgrade/vitest.config.ts --update`,
// then `npx biome format --write test/upgrade/fixture.json` (make-fixture.ts).
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { WORKER_POOL } from '../../vitest.config.ts';

export default defineConfig({
  plugins: [cloudflareTest(WORKER_POOL)],
  test: {
    globalSetup: ['scripts/assets.mjs'],
    include: ['test/upgrade/make-fixture.ts'],
    testTimeout: 600_000,
  },
});
