// The offline deploy check (`npm run deploy:check`, the last step of `npm test`): the
// pinned wrangler's `deploy --dry-run --outdir <tmp>` of the real configuration, with the
// asset build it runs first, under scripts/offline.cjs, so that any network access
// fails. It fails when:
//   - the dry run fails, or anything in it tried to reach the network;
//   - the Worker, gzipped as wrangler counts it, is over BUDGET_KIB;
//   - a Durable Object namespace the Worker's Env declares has no binding, its class is
//     not exported by the bundle, or no migration creates it as a SQLite-backed class
//     (`new_sqlite_classes`: the only Durable Objects a free account may create).
// It prints wrangler's output and one line per finding. Nothing is uploaded: a dry run
// never signs in. `node scripts/deploy-check.mjs --config other.toml` checks another file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The gzipped Worker's budget, the one place it is set: the free plan allows 3 MB, and a
 * smaller Worker starts faster in a fresh isolate (Cloudflare bills and limits start-up
 * time). DEPLOY_CHECK_BUDGET_KIB overrides it for one run, for experiments only.
 */
export const BUDGET_KIB = 300;

export function budgetKiB(env = process.env) {
  const override = Number(env.DEPLOY_CHECK_BUDGET_KIB);
  return env.DEPLOY_CHECK_BUDGET_KIB && Number.isFinite(override) && override > 0 ? override : BUDGET_KIB;
}

/** The Durable Object namespaces the Worker cannot run without: `NAME: DurableObjectNamespace<Class>` in its Env. */
export function requiredObjects(envSource) {
  return [...envSource.matchAll(/^\s*(\w+)\s*:\s*DurableObjectNamespace<(\w+)>/gm)].map((m) => ({
    name: m[1],
    className: m[2],
  }));
}

/** The names a bundled module exports (its last `export { … }`), `default` left out. */
export function bundleExports(bundle) {
  const list = [...bundle.matchAll(/export\s*\{([^}]*)\}/g)].at(-1)?.[1] ?? '';
  return list
    .split(',')
    .map((s) => s.trim().split(/\s+as\s+/))
    .map((parts) => parts.at(-1))
    .filter((name) => name && name !== 'default');
}

/** What is wrong with the configuration's Durable Objects and migrations, one sentence each; [] when nothing. */
export function configProblems(config, required, exported) {
  const problems = [];
  const bindings = config.durable_objects?.bindings ?? [];
  const migrations = config.migrations ?? [];
  if (!required.length)
    problems.push('the Env interface declares no Durable Object namespace: is the check reading the right file?');
  const tags = migrations.map((m) => m.tag);
  if (new Set(tags).size !== tags.length) problems.push(`migration tags repeat: ${tags.join(', ')}`);
  for (const { name, className } of required) {
    const binding = bindings.find((b) => b.name === name);
    if (!binding)
      problems.push(`binding ${name} (Durable Object ${className}) is missing from [[durable_objects.bindings]]`);
    else if (binding.class_name !== className)
      problems.push(`binding ${name} names class ${binding.class_name}, the Worker's Env says ${className}`);
    if (exported && !exported.includes(className)) problems.push(`class ${className} is not exported by the bundle`);
    const sqlite = migrations.filter((m) => m.new_sqlite_classes?.includes(className));
    const kv = migrations.filter((m) => m.new_classes?.includes(className));
    const deleted = migrations.filter((m) => m.deleted_classes?.includes(className));
    if (kv.length)
      problems.push(
        `class ${className} is created by migration ${kv[0].tag} under new_classes (key-value ` +
          `storage), which a free account cannot create: use new_sqlite_classes`,
      );
    else if (!sqlite.length) problems.push(`no migration creates class ${className} (new_sqlite_classes)`);
    if (deleted.length) problems.push(`migration ${deleted[0].tag} deletes class ${className}`);
  }
  return problems;
}

/** Wrangler's own size line ("Total Upload: 1970.85 KiB / gzip: 438.14 KiB"), in KiB; null when it printed none. */
export function uploadSize(output) {
  const m = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output);
  return m ? { total: Number(m[1]), gzip: Number(m[2]) } : null;
}

/** What is wrong with the dry run's size; [] when within the budget. */
export function sizeProblems(size, budget) {
  if (!size) return ['wrangler printed no "Total Upload" line: the size could not be read'];
  return size.gzip > budget
    ? [
        `the Worker is ${size.gzip} KiB gzipped, over the budget of ${budget} KiB by ` +
          `${(size.gzip - budget).toFixed(2)} KiB`,
      ]
    : [];
}

/** The environment of the dry run: offline, no usage reports, no update check, no account. */
function offlineEnv(netLog) {
  const env = {
    ...process.env,
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(join(root, 'scripts', 'offline.cjs'))}`.trim(),
    DEPLOY_CHECK_NET_LOG: netLog,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    // The banner is where wrangler asks the registry for a newer version.
    WRANGLER_HIDE_BANNER: 'true',
    // Never waits on a prompt: a question is answered with its default, as in CI.
    CI: 'true',
  };
  // A dry run needs no account; without credentials nothing could sign in even by mistake.
  for (const key of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_API_KEY', 'CLOUDFLARE_EMAIL', 'CLOUDFLARE_ACCOUNT_ID'])
    delete env[key];
  return env;
}

async function main(args) {
  const at = args.indexOf('--config');
  const configPath = at >= 0 ? args[at + 1] : join(root, 'wrangler.toml');
  const { experimental_readRawConfig } = await import('wrangler');
  const config = experimental_readRawConfig({ config: configPath }).rawConfig;
  const required = requiredObjects(readFileSync(join(root, 'src', 'room', 'GameRoom.ts'), 'utf8'));

  const tmp = mkdtempSync(join(tmpdir(), 'ys-deploy-check-'));
  const outdir = join(tmp, 'out');
  const netLog = join(tmp, 'network.log');
  writeFileSync(netLog, '');
  const wrangler = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
  try {
    const run = spawnSync(
      process.execPath,
      [wrangler, 'deploy', '--dry-run', '--outdir', outdir, '--config', configPath],
      { cwd: root, env: offlineEnv(netLog), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    process.stdout.write(output);
    const problems = [];
    if (run.status !== 0) problems.push(`wrangler deploy --dry-run exited with ${run.status ?? run.signal}`);
    const attempts = readFileSync(netLog, 'utf8').trim();
    if (attempts) problems.push(`the build tried to reach the network:\n  ${attempts.split('\n').join('\n  ')}`);
    let exported = null;
    try {
      exported = bundleExports(readFileSync(join(outdir, 'worker.js'), 'utf8'));
    } catch {
      problems.push('the dry run wrote no worker.js');
    }
    problems.push(...configProblems(config, required, exported));
    const budget = budgetKiB();
    const size = uploadSize(output);
    problems.push(...sizeProblems(size, budget));

    const overridden = budget !== BUDGET_KIB ? ` (DEPLOY_CHECK_BUDGET_KIB; the project's is ${BUDGET_KIB} KiB)` : '';
    console.log('\ndeploy check');
    if (size) console.log(`  size: ${size.total} KiB, gzip ${size.gzip} KiB; budget ${budget} KiB${overridden}`);
    console.log(`  Durable Objects: ${required.map((r) => `${r.name} -> ${r.className}`).join(', ')}`);
    console.log(`  network: ${attempts ? 'tried (refused)' : 'none tried'}`);
    for (const p of problems) console.log(`  FAIL: ${p}`);
    if (!problems.length) console.log('  ok');
    return problems.length ? 1 : 0;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
