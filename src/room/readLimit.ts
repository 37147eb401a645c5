// How often one link may ask for a finished game's replay steps and analyses (each may
// cost the Worker a replay of the whole game): a bucket per link, in the object's memory
// only. Nothing is written: a limit forgotten when the object sleeps costs a replay or
// two, never a row.
import type { Failure, Visitor } from './protocol.ts';

/**
 * Steps and analyses one link may ask for at once: more than a 2-player game's steps (a
 * replay page fetches the steps either side ahead, and a reader may step through quickly).
 */
export const READS_BURST = 100;
/** Then this many a minute: stepping as fast as a reader reads, with room to spare. */
export const READS_PER_MINUTE = 120;

type Bucket = { tokens: number; at: number };

/** A link's key: the seat's, the host's or the spectators' (one link for all of them). */
const keyOf = (visitor: Visitor) => (visitor.kind === 'seat' ? `seat:${visitor.seat}` : visitor.kind);

export class ReadLimit {
  private readonly buckets = new Map<string, Bucket>();

  /** Counts one read by `visitor`'s link now: null, or the refusal (429, when to try again). */
  take(visitor: Visitor, now: number): Failure | null {
    const key = keyOf(visitor);
    const rate = READS_PER_MINUTE / 60_000;
    const last = this.buckets.get(key);
    const tokens = last ? Math.min(READS_BURST, last.tokens + (now - last.at) * rate) : READS_BURST;
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, at: now });
      return null;
    }
    const retryAfter = Math.max(1, Math.ceil((1 - tokens) / rate / 1000));
    return {
      ok: false,
      status: 429,
      error: { code: 'too-many', refusal: { key: 'replayTooFast', max: READS_PER_MINUTE, retryAfter } },
      retryAfter,
    };
  }
}
