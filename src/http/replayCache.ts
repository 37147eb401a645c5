// The finished games this isolate replayed lately, for their replay steps and analyses: a
// game over never changes, so each is replayed once (room/replayed.ts) and every step
// after costs a copy of a kept state, a few actions and one view. The game's object still
// admits every request and counts it against its link's limit (GameRoom.replaySource); it
// sends the record only when this isolate holds no replay of that game at that version.
import type { GameRoom } from '../room/GameRoom.ts';
import type { Failure, Visitor } from '../room/protocol.ts';
import { parseRecord } from '../room/record.ts';
import { type Judged, type Replayed, type Reviewed, replayGame, reviewReplayed } from '../room/replayed.ts';

/** Games kept: a replay keeps ~20 states and the whole log (a few hundred KB for a 4-player game). */
const GAMES_KEPT = 4;
/** Analyses kept: a few seats' pages stepping through their decisions. */
const REVIEWS_KEPT = 8;

const games = new Map<string, Replayed>();
const reviews = new Map<string, Extract<Reviewed, { ok: true }>>();

/** `map` with `key` set as its newest entry, its oldest dropped past `max`. */
function keep<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const old of map.keys()) if (map.size > max) map.delete(old);
}

const BROKEN: Failure = { ok: false, status: 500, error: { code: 'server', refusal: { key: 'recordBroken' } } };

export type Got = { ok: true; key: string; replayed: Replayed } | Failure;

/**
 * The game over that `visitor`'s link opens, replayed: from this isolate's replays, or its record replayed once now.
 */
export async function replayedFor(room: DurableObjectStub<GameRoom>, visitor: Visitor): Promise<Got> {
  let got = await room.replaySource(visitor, [...games.keys()]);
  // Dropped since it was asked (another request's game came in meanwhile): asked again, with the record.
  if (got.ok && got.json === undefined && !games.has(got.key)) got = await room.replaySource(visitor, []);
  if (!got.ok) return got;
  const held = games.get(got.key);
  if (held) {
    keep(games, got.key, held, GAMES_KEPT);
    return { ok: true, key: got.key, replayed: held };
  }
  if (got.json === undefined) return BROKEN;
  const made = replayGame(parseRecord(got.json));
  if (!made.ok) {
    console.error("Ys online: a finished game's record does not replay:", made.message);
    return BROKEN;
  }
  keep(games, got.key, made.replayed, GAMES_KEPT);
  return { ok: true, key: got.key, replayed: made.replayed };
}

/**
 * `seat`'s decisions with the browser's suggestions, checked (reviewReplayed): stepping
 * through an analysis posts the same suggestions again with another `at`, so each is
 * checked once. The losses are not part of the key: they change only the words.
 */
export function reviewed(key: string, r: Replayed, seat: number, judged: readonly Judged[]): Reviewed {
  const id = `${key}|${seat}|${JSON.stringify(judged.map((j) => [j.version, j.suggested]))}`;
  const kept = reviews.get(id);
  if (kept) return kept;
  const review = reviewReplayed(r, seat, judged);
  if (review.ok) keep(reviews, id, review, REVIEWS_KEPT);
  return review;
}
