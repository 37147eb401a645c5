// The real Worker and its Durable Objects in local workerd, through wrangler's own dev
// server with in-memory storage (or, for the load bench's restarts, storage in a
// directory): what the browser tests and the benches run against.
import { unstable_startWorker } from 'wrangler';

// No Node type definitions in this project: the one variable of the environment used here.
declare const process: { env: Record<string, string | undefined> };

export type LocalWorker = Awaited<ReturnType<typeof unstable_startWorker>>;

type Bindings = NonNullable<NonNullable<Parameters<typeof unstable_startWorker>[0]>['bindings']>;

/**
 * `vars`: more plain-text vars for this worker (a mail API stand-in's address, say); `bindings`: more bindings (the
 * local send_email, say);
 * `persist`: a directory for the Durable Objects' storage, so that a runtime started again on it finds its games
 * (bench/load.ts kills it).
 */
export async function startLocalWorker(
  vars: Record<string, string> = {},
  bindings: Bindings = {},
  options: { persist?: string } = {},
): Promise<{ worker: LocalWorker; origin: string }> {
  // Miniflare would otherwise try to download a Request.cf sample from the internet.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  const worker = await unstable_startWorker({
    config: 'wrangler.toml',
    bindings: {
      LINK_SECRET: { type: 'plain_text', value: 'local-test-link-secret-0123456789abcdef' },
      ALLOW_FIXED_DEALS: { type: 'plain_text', value: '1' },
      // Webhooks and push endpoints at the tests' stand-ins on 127.0.0.1.
      ALLOW_LOCAL_ENDPOINTS: { type: 'plain_text', value: '1' },
      // Notifications after 1 s, not 60: tests wait for them.
      NOTIFY_GRACE_SECONDS: { type: 'plain_text', value: '1' },
      // Bots move at once: tests play whole games against them.
      BOT_DELAY_SECONDS: { type: 'plain_text', value: '0' },
      // Tests and benches make many games a minute from 127.0.0.1.
      CREATE_PER_DAY: { type: 'plain_text', value: '1000000' },
      CREATE_PER_IP_PER_MINUTE: { type: 'plain_text', value: '1000000' },
      CREATE_LIMITER: { type: 'ratelimit', namespace_id: '1001', simple: { limit: 1_000_000, period: 60 } },
      ...Object.fromEntries(
        Object.entries(vars).map(([name, value]) => [name, { type: 'plain_text' as const, value }]),
      ),
      ...bindings,
    },
    dev: {
      persist: options.persist ?? false,
      watch: false,
      inspector: false,
      server: { hostname: '127.0.0.1', port: 0 },
      logLevel: 'warn',
    },
  });
  await worker.ready;
  return { worker, origin: (await worker.url).origin };
}
