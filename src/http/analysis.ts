// A finished game's analysis, per seat: GET {link}/analysis?seat=N is the page,
// the same for every kind of link (the record is public once the game is over, so any
// link may open any seat's); the browser computes the judgements (src/client/bot.ts) and
// POSTs them to the same address, which answers the swings in words and one decision's
// board (templates/analysis.ts). The Worker judges nothing: it checks what the browser
// sends against the record (room/replayed.ts), the body alone first, and replays the
// record once per isolate (replayCache.ts).
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { ActionSchema } from '../engine/index.ts';
import { analysisPage } from '../../templates/index.tsx';
import { analysisBody } from '../../templates/analysis.ts';
import type { GameRoom } from '../room/GameRoom.ts';
import type { Visitor } from '../room/protocol.ts';
import { parseRecord } from '../room/record.ts';
import { bodyRefusal, matchRefusal, viewAtDecision } from '../room/replayed.ts';
import { replayedFor, reviewed } from './replayCache.ts';
import { failure, jsonBody, refuse, type AppEnv } from './respond.ts';
import { tOf } from './refusal.ts';

type Room = DurableObjectStub<GameRoom>;

/** `seat`: one digit; absent, a seat link's own seat, else the first. */
const SeatQuerySchema = z.optional(z.pipe(z.string().check(z.regex(/^\d$/)), z.transform(Number)));

/** More decisions than any seat makes in a game (a 2-player game's seat makes about 60). */
const MAX_DECISIONS = 200;

export const JudgementsSchema = z.object({
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

/** The visitor is the seat whose analysis it reads (its own link): the page speaks to it as "you". */
const isSeat = (visitor: Visitor, seat: number) => visitor.kind === 'seat' && visitor.seat === seat;

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
  const game = c.req.path.replace(/\/analysis$/, '');
  return c.html(analysisPage(tOf(c), { game, seat, names, you: isSeat(visitor, seat) }));
}

export async function answerAnalysis<E extends AppEnv>(c: Context<E>, room: Room, visitor: Visitor): Promise<Response> {
  const body = await jsonBody(c);
  if (!body.ok) return refuse(c, 400, 'invalid', body.refusal, { json: true });
  const sent = JudgementsSchema.safeParse(body.data);
  if (!sent.success) return refuse(c, 400, 'invalid', { key: 'analysisMismatch' }, { json: true });
  const { seat, at, decisions } = sent.data;
  // What the body alone tells is refused before the game is asked anything.
  const unordered = bodyRefusal(decisions);
  if (unordered) return refuse(c, 400, 'invalid', unordered, { json: true });
  const got = await replayedFor(room, visitor);
  if (!got.ok) return failure(c, got);
  const { replayed } = got;
  const seats = replayed.record.setup.players.length;
  if (seat >= seats)
    return refuse(c, 400, 'invalid', { key: 'noAnalysisSeat', seat: String(seat), last: seats - 1 }, { json: true });
  // Then what the record tells without a replay: the seat's decisions, one judgement each.
  const mismatch = matchRefusal(replayed.record, seat, decisions);
  if (mismatch || at >= Math.max(1, decisions.length))
    return refuse(c, 400, 'invalid', mismatch ?? { key: 'analysisMismatch' }, { json: true });
  const review = reviewed(got.key, replayed, seat, decisions);
  if (!review.ok) return refuse(c, 400, 'invalid', review.refusal, { json: true });
  const told = review.decisions.map((d, i) => ({ ...d, loss: decisions[i]!.loss }));
  const view = viewAtDecision(replayed, seat, told, at);
  return c.html(analysisBody(tOf(c), { decisions: told, at, view, seat, you: isSeat(visitor, seat) }));
}
