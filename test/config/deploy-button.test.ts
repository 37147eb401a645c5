// What the "Deploy to Cloudflare" button reads besides wrangler.toml: the secrets it asks
// for (.dev.vars.example, each line not a comment), the bindings' descriptions
// (package.json's `cloudflare.bindings`) and the build and deploy scripts it pre-fills.
// Each secret asked for is one the Worker reads and wrangler.toml does not set; each
// description is of a name the Worker knows.
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import pkg from '../../package.json';
import example from '../../.dev.vars.example?raw';

// The keys of the Worker's Env (src/room/env.ts, GameRoom.ts), as test/config/env.test.ts holds them to it.
const ENV_SOURCE = Object.values(
  import.meta.glob<string>(['../../src/room/env.ts', '../../src/room/GameRoom.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('\n');
const envKeys = new Set([...ENV_SOURCE.matchAll(/^\s+([A-Z][A-Z0-9_]*)\??:/gm)].map((m) => m[1]));

const asked = example
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('=')[0]!.trim());
const commented = [...example.matchAll(/^#\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

describe('the Deploy to Cloudflare button', () => {
  it('asks for LINK_SECRET alone; the optional secrets are named, commented', () => {
    expect(asked).toEqual(['LINK_SECRET']);
    expect(commented).toEqual(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'MAIL_API_KEY']);
    // Nothing asked is given away: a value shipped in the example would sign every fork's links alike.
    expect(example).toMatch(/^LINK_SECRET=$/m);
    const vars = Object.keys(experimental_readRawConfig({ config: 'wrangler.toml' }).rawConfig.vars ?? {});
    for (const key of [...asked, ...commented]) {
      expect(envKeys, key).toContain(key);
      expect(vars, `${key} is a secret, not a var`).not.toContain(key);
    }
  });

  it("describes names the Worker knows, and runs the project's build and the pinned wrangler's deploy", () => {
    for (const key of Object.keys(pkg.cloudflare.bindings)) expect(envKeys, key).toContain(key);
    expect(pkg.cloudflare.bindings).toHaveProperty('LINK_SECRET');
    expect(pkg.scripts.build).toBe('node scripts/assets.mjs');
    expect(pkg.scripts.deploy).toBe('wrangler deploy');
    expect(pkg.scripts.test.endsWith('&& npm run deploy:check')).toBe(true);
    // wrangler deploy runs the same build first (wrangler.toml [build]): a deploy from a clone is never without its
    // assets.
    const build = experimental_readRawConfig({ config: 'wrangler.toml' }).rawConfig.build as { command?: string };
    expect(build.command).toBe(pkg.scripts.build);
    expect(pkg.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
