// A player's link, /g/:id/p/:seat/:sig, read once by one middleware for every route
// under it (seat.ts, seatNotify.ts): the handlers take the link, its paths and its
// game's object from the context.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { dictOf } from '../../templates/i18n/index.ts';
import * as z from 'zod/mini';
import type { PagePaths } from '../../templates/index.tsx';
import type { GameRoom } from '../room/GameRoom.ts';
import type { SeatVisitor } from '../room/admission.ts';
import { GameIdSchema, SigSchema, seatPath } from '../room/signedLinks.ts';
import { notFound, roomOf, type AppEnv } from './respond.ts';

export const SEAT_PATH = '/g/:id/p/:seat/:sig';

const SeatLinkSchema = z.object({
  id: GameIdSchema,
  seat: z.pipe(z.string().check(z.regex(/^[0-3]$/)), z.transform(Number)),
  sig: SigSchema,
});
type SeatLink = z.infer<typeof SeatLinkSchema>;

export type SeatEnv = AppEnv & {
  /** `visitor`: the link as the game's object admits it. */
  Variables: { link: SeatLink; visitor: SeatVisitor; paths: PagePaths; room: DurableObjectStub<GameRoom> };
};

/** A malformed link never reaches an object; whether a well-formed one is right is the object's to say. */
export const seatLink = createMiddleware<SeatEnv>(async (c, next) => {
  const parsed = SeatLinkSchema.safeParse(c.req.param());
  if (!parsed.success) return notFound(c);
  const link = parsed.data;
  const self = seatPath(link.id, link.seat, link.sig);
  c.set('link', link);
  c.set('visitor', { kind: 'seat', seat: link.seat, sig: link.sig });
  c.set('paths', { self, actions: `${self}/actions`, ws: `${self}/ws` });
  c.set('room', roomOf(c.env, link.id));
  await next();
});

/**
 * The seat's own language, chosen on any of its player's browsers (kept by the game's
 * object, which gives it back with the seat's answers), comes before this browser's:
 * whatever the Worker renders for the seat from here on speaks it.
 */
export function speakSeatLang(c: Context<SeatEnv>, lang: string | undefined): void {
  if (lang) c.set('t', dictOf(lang));
}
