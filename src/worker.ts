// The Worker's entry: the Hono app for every request, and the Durable Object classes.
import { app } from './http/app.ts';
import type { Env } from './room/GameRoom.ts';

export { GameRoom } from './room/GameRoom.ts';
export { CreationBudget } from './room/budget.ts';
export type { Env } from './room/GameRoom.ts';

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
