// The host's link, /g/:id/host/:sig, read once by one middleware for every route under
// it (host.ts, and the chat's host controls in chat.ts): the handlers take the link and
// its game's object from the context.
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import type { GameRoom } from '../room/GameRoom.ts';
import type { HostVisitor } from '../room/admission.ts';
import { GameIdSchema, SigSchema } from '../room/signedLinks.ts';
import { notFound, roomOf, type AppEnv } from './respond.ts';

const HostLinkSchema = z.object({ id: GameIdSchema, sig: SigSchema });

export type HostEnv = AppEnv & {
  /** `visitor`: the link as the game's object admits it. */
  Variables: { link: z.infer<typeof HostLinkSchema>; visitor: HostVisitor; room: DurableObjectStub<GameRoom> };
};

/** A malformed link never reaches an object; whether a well-formed one is right is the object's to say. */
export const hostLink = createMiddleware<HostEnv>(async (c, next) => {
  const parsed = HostLinkSchema.safeParse(c.req.param());
  if (!parsed.success) return notFound(c);
  c.set('link', parsed.data);
  c.set('visitor', { kind: 'host', sig: parsed.data.sig });
  c.set('room', roomOf(c.env, parsed.data.id));
  await next();
});
