// A game's history in its object's memory. A woken game decodes only its newest rows at
// once: what a page's update reads (updates.ts), the entries of the snapshot's turn and
// after, and at least the lines shown under the status. The older rows stay as stored
// until something asks for the whole history (a page's fresh render, the JSON API, a bot,
// a notice), and are decoded then, once. Decoding every event of the game was the largest
// part of a fresh isolate's first action.
import type { LogEntry } from '../engine/index.ts';
import { RECENT_LINES } from '../../templates/sections.ts';
import { unpackEvents } from './pack.ts';

/** An action's row as stored: its version and its events in compact JSON (pack.ts). */
export type StoredEvents = { seq: number; events: string };

/** The older entries, decoded at their first need and then shared by every History that follows. */
type Older = { read: () => LogEntry[]; entries?: LogEntry[] };

export class History {
  private whole: LogEntry[] | undefined;

  private constructor(
    private readonly older: Older | null,
    private readonly newest: LogEntry[],
  ) {}

  /** A history all in memory (a new game's, a replay's). */
  static of(entries: LogEntry[]): History {
    return new History(null, entries);
  }

  /**
   * A stored game's history up to its snapshot, at turn `turn`: the creation's events
   * (`setup`) and each action's row, oldest first. Rows are decoded from the newest until
   * every entry of `turn` and after is read and RECENT_LINES public lines are (every seat
   * shows them under its status); the rest only when the whole history is asked for.
   */
  static stored(setup: string, rows: readonly StoredEvents[], turn: number): History {
    const newest: LogEntry[][] = [];
    let lines = 0;
    let i = rows.length;
    while (i > 0) {
      const row = rows[--i]!;
      const entries = unpackEvents(row.events, row.seq);
      newest.push(entries);
      for (const e of entries) if (e.to === undefined) lines++;
      // The log runs in turn order: a row begun before `turn` ends what `turn` needs.
      if (entries.length && entries[0]!.turn < turn && lines >= RECENT_LINES) break;
    }
    const recent = newest.reverse().flat();
    if (i === 0) return History.of([...unpackEvents(setup, 0), ...recent]);
    const older = rows.slice(0, i);
    return new History(
      { read: () => [...unpackEvents(setup, 0), ...older.flatMap((r) => unpackEvents(r.events, r.seq))] },
      recent,
    );
  }

  /** Every entry, oldest first. */
  all(): LogEntry[] {
    if (!this.older) return this.newest;
    this.older.entries ??= this.older.read();
    this.whole ??= this.older.entries.concat(this.newest);
    return this.whole;
  }

  /**
   * The newest entries, the whole history's last ones: all that a page's update reads
   * (its last lines, this turn's bids and moves, a counting just ended, the new lines).
   */
  recent(): LogEntry[] {
    return this.newest;
  }

  /**
   * The entries after `version`, oldest first: from the recent part alone when it holds them all (a seat's panel
   * of what happened since its last move, sent with every update, must not decode a woken game's whole history).
   */
  since(version: number): LogEntry[] {
    const first = this.newest[0];
    const entries = this.older && !(first && first.version <= version) ? this.all() : this.newest;
    return entries.filter((e) => e.version > version);
  }

  /** This history, then `events`. */
  with(events: readonly LogEntry[]): History {
    return new History(this.older, this.newest.concat(events));
  }
}
