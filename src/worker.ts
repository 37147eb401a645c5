// The Worker's entry: the Hono app for every request, and the game object class.
import { app } from './http/app.ts';
import type { Env } from './room/env.ts';

export { GameRoom } from './room/GameRoom.ts';
export type { Env } from './room/env.ts';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
