// The bindings of the Worker and of its Durable Objects (wrangler.toml, secrets), the
// one place they are typed; test/config/env.test.ts keeps it in step with wrangler.toml.
import type { GameRoom } from './GameRoom.ts';

export interface Env {
  GAMES: DurableObjectNamespace<GameRoom>;
  /** Signs every game link (design.md). Set with `wrangler secret put LINK_SECRET`. */
  LINK_SECRET?: string;
  /** "1" lets a creator fix the seed and the deal: tests and local experiments only. */
  ALLOW_FIXED_DEALS?: string;
  /** Seconds a seat is waited on before it is notified: live play at one table sends nothing (default 60). */
  NOTIFY_GRACE_SECONDS?: string;
}
