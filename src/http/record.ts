// A finished game's record (GET {link}/record, JSON) and its replay page
// (GET {link}/replay?step=N), the same for every kind of link: each sub-app (seat.ts,
// host.ts, watch.ts) mounts `finishedRoutes`, saying who is asking.
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { errorPage, replayPage } from '../../templates/index.tsx';
import { replayBody } from '../../templates/replay.ts';
import type { GameRoom } from '../room/GameRoom.ts';
import type { Visitor } from '../room/protocol.ts';
import { viewAtStep } from '../room/replayed.ts';
import { replayedFor } from './replayCache.ts';
import { failure, type AppEnv } from './respond.ts';
import { answerAnalysis, answerAnalysisPage } from './analysis.ts';
import { jsonError, say, tOf } from './refusal.ts';
import type { Refusal } from '../views.ts';

type Room = DurableObjectStub<GameRoom>;

/** The record is for machines: every answer is JSON, refusals included. */
export async function answerRecord<E extends AppEnv>(c: Context<E>, room: Room, visitor: Visitor): Promise<Response> {
  const got = await room.record(visitor);
  if (!got.ok) {
    const error = got.status === 404 ? { code: 'not-found', refusal: { key: 'notFound' } as const } : got.error;
    return c.json({ ok: false, error: jsonError(c, error) }, got.status);
  }
  return c.body(got.json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}

/**
 * `step`: digits only, absent meaning the start; anything else is answered 400, never
 * guessed at. `part=step`: the step's body alone, which src/client/replay.ts swaps in.
 */
const ReplayQuerySchema = z.object({
  step: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,4}$/)), z.transform(Number))),
  part: z.optional(z.literal('step')),
});

export async function answerReplay<E extends AppEnv>(c: Context<E>, room: Room, visitor: Visitor): Promise<Response> {
  const query = ReplayQuerySchema.safeParse({ step: c.req.query('step'), part: c.req.query('part') });
  const page = (status: 400 | 500, refusal: Refusal) => c.html(errorPage(tOf(c), status, say(c, refusal)), status);
  // A bad address is refused before the game is asked (or counted against the link's limit).
  if (!query.success)
    return page(400, query.error.issues[0]?.path[0] === 'part' ? { key: 'replayPart' } : { key: 'replayStepNaN' });
  const got = await replayedFor(room, visitor);
  if (!got.ok) return failure(c, got);
  const at = query.data.step ?? 0;
  const { steps } = got.replayed;
  // Only this step's board is drawn, as this link's holder saw it: a seat its own
  // face-down brokers, anyone else public facts only.
  const view = viewAtStep(got.replayed, at, visitor.kind === 'seat' ? visitor.seat : null);
  if (!view) return page(400, { key: 'noReplayStep', step: at, last: steps.length - 1 });
  // Links back to the game and to the record, from this very link (a seat's stays a seat's).
  const game = c.req.path.replace(/\/replay$/, '');
  const input = { steps, at, view, game };
  return c.html(query.data.part ? replayBody(tOf(c), input) : replayPage(tOf(c), input));
}

/**
 * A finished game's routes for one kind of link, whose sub-app has set its game's object:
 * the record and the replay, and a seat's analysis (analysis.ts). `visitorOf`: who asks.
 */
export function finishedRoutes<E extends AppEnv & { Variables: { room: Room } }>(
  visitorOf: (c: Context<E>) => Visitor,
): Hono<E> {
  const routes = new Hono<E>();
  routes.get('/record', (c) => answerRecord(c, c.var.room, visitorOf(c)));
  routes.get('/replay', (c) => answerReplay(c, c.var.room, visitorOf(c)));
  routes.get('/analysis', (c) => answerAnalysisPage(c, c.var.room, visitorOf(c)));
  routes.post('/analysis', (c) => answerAnalysis(c, c.var.room, visitorOf(c)));
  return routes;
}
