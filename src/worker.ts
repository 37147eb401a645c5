// The Worker's entry: the Hono app for every request, and the Durable Object classes.
import { app } from './http/app.ts';
import type { Env } from './room/GameRoom.ts';
import { warmUp } from './room/warm.ts';

export { GameRoom } from './room/GameRoom.ts';
export { CreationBudget } from './room/budget.ts';
export { Sweeper } from './room/sweeper.ts';
export type { Env } from './room/GameRoom.ts';

// Once per isolate, as the script starts (room/warm.ts says why). A failure here costs
// only speed, so it is told and the Worker starts anyway.
try {
  warmUp();
} catch (e) {
  console.error('warm-up failed', e);
}

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
