// A finished game's analysis, per seat (issue 23): GET {link}/analysis?seat=N is the page,
// the same for every kind of link (the record is public once the game is over, so any
// link may open any seat's); the browser computes the judgements (src/client/bot.ts) and
// POSTs them to the same address, which answers the swings in words and one decision's
// board (templates/analysis.ts). The Worker judges nothing: it only replays the record.
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { ActionSchema } from '../engine/index.ts';
import { analysisPage } from '../../templates/index.tsx';
import { analysisBody } from '../../templates/analysis.ts';
import type { GameRoom } from '../room/GameRoom.ts';
import type { Visitor } from '../room/protocol.ts';
import { type GameRecord, parseRecord } from '../room/record.ts';
import { type Judged, type Review, reviewGame } from '../room/analysis.ts';
import { failure, jsonBody, refuse, type AppEnv } from './respond.ts';
import { tOf } from './refusal.ts';

type Room = DurableObjectStub<GameRoom>;

/** `seat`: one digit; absent, a seat link's own seat, else the first. */
const SeatQuerySchema = z.optional(z.pipe(z.string().check(z.regex(/^\d$/)), z.transform(Number)));

/** More decisions than any seat makes in a game (a 2-player game's seat makes about 60). */
const MAX_DECISIONS = 200;

const JudgementsSchema = z.object({
  seat: z.int().check(z.minimum(0), z.maximum(3)),
  at: z.int().check(z.minimum(0), z.maximum(MAX_DECISIONS)),
  decisions: z
    .array(
      z.object({
        version: z.int().check(z.minimum(0)),
        suggested: ActionSchema,
        loss: z.number().check(z.minimum(0), z.maximum(1000)),
      }),
    )
    .check(z.maxLength(MAX_DECISIONS)),
});

export async function answerAnalysisPage<E extends AppEnv>(
  c: Context<E>,
  room: Room,
  visitor: Visitor,
): Promise<Response> {
  const query = SeatQuerySchema.safeParse(c.req.query('seat'));
  const got = await room.record(visitor);
  if (!got.ok) return failure(c, got);
  const names = parseRecord(got.json).setup.players.map((p) => p.name);
  const seat = query.success ? (query.data ?? (visitor.kind === 'seat' ? visitor.seat : 0)) : -1;
  if (seat < 0 || seat >= names.length) {
    return refuse(
      c,
      400,
      'invalid',
      { key: 'noAnalysisSeat', seat: c.req.query('seat') ?? '', last: names.length - 1 },
      { json: false },
    );
  }
  return c.html(analysisPage(tOf(c), { game: c.req.path.replace(/\/analysis$/, ''), seat, names }));
}

/**
 * The reviews this isolate made lately: stepping through a seat's analysis posts the same
 * judgements again with another `at`, and a finished game's replay does not change, so
 * each step after the first costs no replay (~5 ms of CPU for a 4-player game, the views
 * made only for the step asked).
 * Keyed by the link, the seat and the judgements as sent; the link is admitted anew by
 * every request (room.record) before its key is read.
 */
const reviews = new Map<string, Extract<Review, { ok: true }>>();
const REVIEWS_KEPT = 8;

function reviewed(link: string, record: GameRecord, seat: number, judged: Judged[]): Review {
  const key = `${link}|${seat}|${JSON.stringify(judged)}`;
  const kept = reviews.get(key);
  if (kept) return kept;
  const review = reviewGame(record, seat, judged);
  if (review.ok) {
    reviews.set(key, review);
    for (const old of reviews.keys()) if (reviews.size > REVIEWS_KEPT) reviews.delete(old);
  }
  return review;
}

export async function answerAnalysis<E extends AppEnv>(c: Context<E>, room: Room, visitor: Visitor): Promise<Response> {
  const body = await jsonBody(c);
  if (!body.ok) return refuse(c, 400, 'invalid', body.refusal, { json: true });
  const sent = JudgementsSchema.safeParse(body.data);
  if (!sent.success) return refuse(c, 400, 'invalid', { key: 'analysisMismatch' }, { json: true });
  const got = await room.record(visitor);
  if (!got.ok) return failure(c, got);
  const { seat, at, decisions } = sent.data;
  const record = parseRecord(got.json);
  if (seat >= record.setup.players.length)
    return refuse(
      c,
      400,
      'invalid',
      { key: 'noAnalysisSeat', seat: String(seat), last: record.setup.players.length - 1 },
      { json: true },
    );
  const review = reviewed(c.req.path, record, seat, decisions);
  const view = review.ok ? review.viewAt(at) : undefined;
  if (review.ok && at >= Math.max(1, review.decisions.length))
    return refuse(c, 400, 'invalid', { key: 'analysisMismatch' }, { json: true });
  if (!review.ok || !view) {
    if (!review.ok && review.reason === 'broken')
      console.error("Ys online: a finished game's record does not replay for its analysis.");
    const broken = !review.ok && review.reason === 'broken';
    return refuse(
      c,
      broken ? 500 : 400,
      broken ? 'server' : 'invalid',
      broken ? { key: 'recordBroken' } : { key: 'analysisMismatch' },
      { json: true },
    );
  }
  return c.html(analysisBody(tOf(c), { decisions: review.decisions, at, view, seat }));
}
