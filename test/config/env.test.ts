// Env (src/room/env.ts) is kept by hand, so this keeps it in step with wrangler.toml:
// every binding the file declares is in Env, and every key of Env is either declared
// there or, for secrets and test-only vars that must never be deployed from the file,
// named in its comments so whoever deploys reads of it.
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import { z } from 'zod';
import type { Env } from '../../src/room/GameRoom.ts';
import toml from '../../wrangler.toml?raw';

// The compiler holds this list to Env exactly: a key missing here, or one Env lacks, fails tsc.
const ENV_KEYS = {
  GAMES: true,
  LINK_SECRET: true,
  ALLOW_FIXED_DEALS: true,
  ALLOW_LOCAL_ENDPOINTS: true,
  NOTIFY_GRACE_SECONDS: true,
  BOT_DELAY_SECONDS: true,
  GAME_EXPIRY_DAYS: true,
  VAPID_PUBLIC_KEY: true,
  VAPID_PRIVATE_KEY: true,
  VAPID_SUBJECT: true,
  MAIL: true,
  SEND_EMAIL: true,
  MAIL_API_URL: true,
  MAIL_API_KEY: true,
  MAIL_FROM: true,
  MAIL_DAILY_CAP: true,
  BUDGET: true,
  SWEEPER: true,
  CREATE_PER_DAY: true,
  CREATE_LIMITER: true,
  CREATE_PER_IP_PER_MINUTE: true,
} satisfies Record<keyof Env, true>;

// Strict: a section this test does not know (kv_namespaces, services, [env.*], …) fails
// the parse, so a new kind of binding cannot slip past it. Teach it the section, then.
const WranglerSchema = z.strictObject({
  name: z.string(),
  main: z.string(),
  send_metrics: z.boolean().optional(),
  // How the script is bundled and uploaded: no binding.
  minify: z.boolean().optional(),
  keep_names: z.boolean().optional(),
  upload_source_maps: z.boolean().optional(),
  compatibility_date: z.string(),
  compatibility_flags: z.array(z.string()).optional(),
  assets: z.strictObject({ directory: z.string(), binding: z.string().optional() }).optional(),
  // The static files' build (scripts/assets.mjs), no binding.
  build: z
    .strictObject({ command: z.string(), watch_dir: z.union([z.string(), z.array(z.string())]).optional() })
    .optional(),
  durable_objects: z
    .strictObject({ bindings: z.array(z.object({ name: z.string(), class_name: z.string() })) })
    .optional(),
  migrations: z.array(z.unknown()).optional(),
  ratelimits: z
    .array(
      z.strictObject({
        name: z.string(),
        namespace_id: z.string().regex(/^\d+$/),
        simple: z.strictObject({ limit: z.number().int().positive(), period: z.literal([10, 60]) }),
      }),
    )
    .optional(),
  vars: z.record(z.string(), z.unknown()).optional(),
  // Mail by Cloudflare's binding (docs/deploy.md, "E-mail"): a deployment may add it.
  send_email: z
    .array(
      z.strictObject({
        name: z.string(),
        destination_address: z.string().optional(),
        allowed_destination_addresses: z.array(z.string()).optional(),
        allowed_sender_addresses: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});

describe('Env and wrangler.toml', () => {
  it('name the same bindings, secrets and vars', () => {
    const config = WranglerSchema.parse(experimental_readRawConfig({ config: 'wrangler.toml' }).rawConfig);
    const declared = [
      ...(config.durable_objects?.bindings.map((b) => b.name) ?? []),
      ...Object.keys(config.vars ?? {}),
      ...(config.assets?.binding ? [config.assets.binding] : []),
      ...(config.ratelimits?.map((r) => r.name) ?? []),
      ...(config.send_email?.map((b) => b.name) ?? []),
    ];
    const comments = toml
      .split('\n')
      .filter((line) => line.trimStart().startsWith('#'))
      .join('\n');
    const documented = comments.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? [];
    expect([...new Set([...declared, ...documented])].sort()).toEqual(Object.keys(ENV_KEYS).sort());
  });

  it(
    'give the per-address limit once: the binding counts what the var says (the var is its fallback and ' +
      'its message)',
    () => {
      const config = WranglerSchema.parse(experimental_readRawConfig({ config: 'wrangler.toml' }).rawConfig);
      const limiter = config.ratelimits?.find((r) => r.name === 'CREATE_LIMITER');
      expect(limiter?.simple).toEqual({ limit: Number(config.vars?.CREATE_PER_IP_PER_MINUTE), period: 60 });
    },
  );
});
