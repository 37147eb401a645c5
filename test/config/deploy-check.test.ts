// The offline deploy check (scripts/deploy-check.mjs) fails where it says it does: a
// Worker over the budget, a Durable Object's binding or migration missing, a class
// created with key-value storage, and any network access by the build (the preload,
// scripts/offline.cjs, run here on a small script). The dry run itself is `npm run
// deploy:check`, the last step of `npm test`: not run here, where its asset build would
// rewrite dist/assets under the worker tests that serve it.
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import {
  BUDGET_KIB,
  budgetKiB,
  bundleExports,
  configProblems,
  type DeployConfig,
  requiredObjects,
  sizeProblems,
  uploadSize,
} from '../../scripts/deploy-check.mjs';
import envSource from '../../src/room/GameRoom.ts?raw';

const real = () => experimental_readRawConfig({ config: 'wrangler.toml' }).rawConfig as DeployConfig;
const required = requiredObjects(envSource);
const EXPORTED = ['CreationBudget', 'GameRoom', 'Sweeper'];

/** What wrangler 4.86 prints of a dry run's size. */
const DRY_RUN = 'Read 18 files from the assets directory\nTotal Upload: 1970.85 KiB / gzip: 438.14 KiB\n';

describe('the deploy check', () => {
  it("reads the Worker's Durable Objects from its Env, and passes the real configuration", () => {
    expect(required).toEqual([
      { name: 'GAMES', className: 'GameRoom' },
      { name: 'BUDGET', className: 'CreationBudget' },
      { name: 'SWEEPER', className: 'Sweeper' },
    ]);
    expect(configProblems(real(), required, EXPORTED)).toEqual([]);
  });

  it('fails when a binding is missing or names another class', () => {
    const config = real();
    config.durable_objects = { bindings: config.durable_objects?.bindings?.filter((b) => b.name !== 'BUDGET') ?? [] };
    expect(configProblems(config, required, EXPORTED)).toEqual([
      'binding BUDGET (Durable Object CreationBudget) is missing from [[durable_objects.bindings]]',
    ]);
    config.durable_objects.bindings = [
      { name: 'GAMES', class_name: 'Other' },
      { name: 'BUDGET', class_name: 'CreationBudget' },
      { name: 'SWEEPER', class_name: 'Sweeper' },
    ];
    expect(configProblems(config, required, EXPORTED)).toEqual([
      "binding GAMES names class Other, the Worker's Env says GameRoom",
    ]);
  });

  it('fails when no migration creates a class, or one creates it with key-value storage, or deletes it', () => {
    const config = real();
    config.migrations = config.migrations?.filter((m) => m.tag !== 'v2');
    expect(configProblems(config, required, EXPORTED)).toEqual([
      'no migration creates class CreationBudget (new_sqlite_classes)',
    ]);
    config.migrations = [
      { tag: 'v1', new_classes: ['GameRoom'] },
      { tag: 'v2', new_sqlite_classes: ['CreationBudget'] },
      { tag: 'v3', new_sqlite_classes: ['Sweeper'] },
      { tag: 'v4', deleted_classes: ['CreationBudget'] },
    ];
    const problems = configProblems(config, required, EXPORTED);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^class GameRoom is created by migration v1 under new_classes/);
    expect(problems[1]).toBe('migration v4 deletes class CreationBudget');
  });

  it('fails when the bundle does not export a class', () => {
    expect(
      bundleExports(
        'var a = 1;\nexport {\n  CreationBudget,\n  GameRoom,\n  Sweeper,\n  worker_default as default\n};\n',
      ),
    ).toEqual(EXPORTED);
    expect(configProblems(real(), required, ['GameRoom', 'Sweeper'])).toEqual([
      'class CreationBudget is not exported by the bundle',
    ]);
  });

  it('fails when the gzipped Worker is over the budget, set in one place (an override for experiments)', () => {
    expect(BUDGET_KIB).toBe(300);
    expect(budgetKiB({})).toBe(300);
    expect(budgetKiB({ DEPLOY_CHECK_BUDGET_KIB: '500' })).toBe(500);
    expect(budgetKiB({ DEPLOY_CHECK_BUDGET_KIB: 'lots' })).toBe(300);
    const size = uploadSize(DRY_RUN);
    expect(size).toEqual({ total: 1970.85, gzip: 438.14 });
    expect(sizeProblems(size, 300)).toEqual([
      'the Worker is 438.14 KiB gzipped, over the budget of 300 KiB by 138.14 KiB',
    ]);
    expect(sizeProblems({ total: 900, gzip: 299.9 }, 300)).toEqual([]);
    expect(sizeProblems(uploadSize('no size here'), 300)).toHaveLength(1);
  });

  it('makes every network access fail, and logs it even when the caller swallows the error', async () => {
    type Spawned = { status: number | null; stdout: string };
    const { spawnSync } = (await import('node:child_process' as string)) as {
      spawnSync(cmd: string, args: string[], o: { env: Record<string, string | undefined>; encoding: 'utf8' }): Spawned;
    };
    const fs = (await import('node:fs' as string)) as {
      mkdtempSync(prefix: string): string;
      readFileSync(file: string, enc: 'utf8'): string;
      rmSync(p: string, o: { recursive: boolean; force: boolean }): void;
    };
    const os = (await import('node:os' as string)) as { tmpdir(): string };
    const proc = (globalThis as unknown as { process: { execPath: string; env: Record<string, string | undefined> } })
      .process;
    const dir = fs.mkdtempSync(`${os.tmpdir()}/ys-offline-`);
    try {
      const probe = `
        const out = [];
        const tried = (what, p) => p.then(() => out.push(what + ' reached'), () => out.push(what + ' refused'));
        await tried('fetch', fetch('https://registry.npmjs.org/'));
        await tried('dns', require('node:dns').promises.lookup('registry.npmjs.org'));
        await tried('https', new Promise((ok, no) => {
          try { require('node:https').get('https://example.com', ok).on('error', no); } catch (e) { no(e); }
        }));
        console.log(out.join(', '));`;
      const run = spawnSync(proc.execPath, ['--require', './scripts/offline.cjs', '-e', `(async () => {${probe}})()`], {
        env: { ...proc.env, DEPLOY_CHECK_NET_LOG: `${dir}/net.log` },
        encoding: 'utf8',
      });
      expect(run.stdout.trim()).toBe('fetch refused, dns refused, https refused');
      const log = fs.readFileSync(`${dir}/net.log`, 'utf8');
      expect(log).toContain('fetch https://registry.npmjs.org/');
      expect(log).toContain('registry.npmjs.org');
      expect(log).toContain('connect example.com:443');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
