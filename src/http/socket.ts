// Live updates: the socket handshake goes to the game's object, which admits the visitor.
import type { Context } from 'hono';
import type { GameRoom } from '../room/GameRoom.ts';
import { notFound, type AppEnv } from './respond.ts';
import { say, tOf } from './refusal.ts';
import { PageLangSchema } from './lang.ts';

/** Hand the handshake to the game's object, with only the checked visitor in the internal URL. */
export async function upgrade<E extends AppEnv>(
  c: Context<E>,
  room: DurableObjectStub<GameRoom>,
  seat: { seat: number; sig: string } | null,
): Promise<Response> {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') return c.text(say(c, { key: 'expectedWebSocket' }), 426);
  const target = new URL('https://room/ws');
  // The page's language, else the request's; the object prefers a seat's own choice (room/core.ts, pageLang).
  const page = PageLangSchema.safeParse(c.req.query('lang'));
  target.searchParams.set('lang', (page.success && page.data) || tOf(c).lang);
  if (seat) {
    target.searchParams.set('seat', String(seat.seat));
    target.searchParams.set('sig', seat.sig);
  }
  const res = await room.fetch(new Request(target, { headers: c.req.raw.headers }));
  if (res.status === 404) return notFound(c);
  return res;
}
