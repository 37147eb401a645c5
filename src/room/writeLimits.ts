// How fast one link may write, and how much a game may write in a day, besides its moves:
// notes, languages, notifications, hints, the chat and the host's controls each write a
// row or a few, and nothing in play needs more than a few a minute. Unlimited, one seat
// link could spend a free account's rows (100,000 a day) in minutes, and every game on
// the deployment would stop (docs/deploy.md, "Writes besides moves").
//
// The game's object serialises its requests, so a window kept in memory per link and
// kind is exact while the object is awake. An evicted object forgets its windows (its
// next wake starts them empty): the daily budget, stored, bounds what that can cost.
import * as z from 'zod/mini';
import { dayOf, untilTomorrow } from './days.ts';
import type { Failure } from './protocol.ts';
import { WRITE_KINDS, type WriteKind, type WritesToday } from '../views.ts';

export type Rate = { max: number; windowMs: number };
const perMinute = (max: number): Rate => ({ max, windowMs: 60_000 });

/**
 * Requests per link and kind in any minute. Each is well above what play asks: the
 * page saves the notes at most every 5 seconds while its player types, and once as it
 * goes (two tabs: 24 a minute); a language, a browser's or an address's notice, a hint
 * or a host's control is a click or two. The chat's own limit, 10 messages a minute
 * per seat, is counted from its stored messages (chat.ts), which no eviction forgets,
 * and says so first; this one also counts the posts refused (empty, muted…). Hiding and
 * muting (`moderation`) may have to follow a flood from several seats. A plan is made,
 * changed or taken back at most a few times a decision of the others.
 */
export const WRITE_RATES: Record<WriteKind, Rate> = {
  notes: perMinute(30),
  lang: perMinute(6),
  push: perMinute(6),
  mail: perMinute(6),
  hint: perMinute(10),
  chat: perMinute(20),
  moderation: perMinute(30),
  links: perMinute(6),
  controls: perMinute(6),
  plan: perMinute(30),
};

/**
 * Rows a game may write in a UTC day besides its moves: 2% of a free account's 100,000.
 * A seat's write is refused from there on; the host's only past HOST_EXTRA more, so that
 * a seat that spent the budget cannot keep the host from replacing its link or ending
 * the game.
 */
export const ROWS_PER_DAY = 2000;
export const HOST_EXTRA = 500;

/** Who writes: a seat (its number) or the host. A replaced link's new holder shares its seat's window. */
export type Writer = number | 'host';

/** Sliding windows per key, in memory: the times of the requests let through within the window. */
export class Windows {
  private readonly times = new Map<string, number[]>();

  /** Null: let through (and counted); else the seconds until the oldest request in the window leaves it. */
  take(key: string, rate: Rate, now: number): number | null {
    const recent = (this.times.get(key) ?? []).filter((t) => t > now - rate.windowMs);
    this.times.set(key, recent);
    if (recent.length < rate.max) {
      recent.push(now);
      return null;
    }
    return Math.max(1, Math.ceil((recent[recent.length - rate.max]! + rate.windowMs - now) / 1000));
  }
}

/** The day's count as stored, one row: rows reserved (counted as written), refusals by kind (JSON), when written. */
export const BudgetRowSchema = z.object({
  day: z.int(),
  reserved: z.int().check(z.minimum(0)),
  refused: z.string(),
  saved: z.number(),
});
export type BudgetRow = z.infer<typeof BudgetRowSchema>;
const RefusedSchema = z.partialRecord(z.enum(WRITE_KINDS), z.int().check(z.minimum(0)));
export type Refused = z.infer<typeof RefusedSchema>;

/** The first block of rows reserved in a wake, and the largest: blocks double as a wake writes more. */
export const FIRST_BLOCK = 4;
export const LAST_BLOCK = 64;
/** Refusals are stored at most this often: an attack once the budget is spent costs at most 144 rows a day. */
export const REFUSALS_SAVED_EVERY_MS = 10 * 60_000;

const refusedOf = (json: string): Refused => {
  try {
    return RefusedSchema.safeParse(JSON.parse(json)).data ?? {};
  } catch {
    return {};
  }
};

/**
 * The day's budget as the object keeps it: the stored row, and what this wake counted.
 *
 * Counting each row in a row of its own would double every write's cost, so rows are
 * reserved ahead, in blocks, by one write of the count row, and the rows counted are
 * those reserved, written or not. An object evicted with part of its block unused has
 * counted more than it wrote, never less: the stored count bounds the rows written. A
 * new wake starts from the stored count, with a small block again. The refusals are
 * stored with the next block, or at most every REFUSALS_SAVED_EVERY_MS: those of an
 * evicted object's last minutes may be lost, so the host page's counts are a floor.
 */
export class DayBudget {
  private day = -1;
  private reserved = 0;
  private used = 0;
  private block = FIRST_BLOCK;
  private refused: Refused = {};
  private saved = 0;
  private loaded = false;

  constructor(
    /** The stored row, if any: read once, at the first write of a wake. */
    private readonly load: () => BudgetRow | null,
    /** Writes the row: one row written. */
    private readonly save: (row: BudgetRow) => void,
  ) {}

  private today(now: number): void {
    if (!this.loaded) {
      this.loaded = true;
      const row = this.load();
      if (row) {
        this.day = row.day;
        this.reserved = this.used = row.reserved;
        this.refused = refusedOf(row.refused);
        this.saved = row.saved;
      }
    }
    const day = dayOf(now);
    if (day === this.day) return;
    this.day = day;
    this.reserved = this.used = 0;
    this.refused = {};
    this.saved = 0;
  }

  /** Null: the writer may write now; else the seconds until the next UTC midnight, when the day starts again. */
  refusal(writer: Writer, now: number): number | null {
    this.today(now);
    const allowed = ROWS_PER_DAY + (writer === 'host' ? HOST_EXTRA : 0);
    return this.used < allowed ? null : untilTomorrow(now);
  }

  /**
   * `rows` written by a write let through: once they pass the rows reserved, the next
   * block is reserved in the same synchronous stretch as the write, so that no eviction
   * comes between them.
   */
  spent(rows: number, now: number): void {
    this.today(now);
    this.used += rows;
    if (this.used > this.reserved) this.write(now);
  }

  /** A write refused (over its rate or the budget), counted for the host page. */
  refuse(kind: WriteKind, now: number): void {
    this.today(now);
    this.refused = { ...this.refused, [kind]: (this.refused[kind] ?? 0) + 1 };
    if (now - this.saved >= REFUSALS_SAVED_EVERY_MS) this.write(now);
  }

  /** The row written: itself one of the rows counted, and of those it reserves when it reserves. */
  private write(now: number): void {
    this.used += 1;
    if (this.used > this.reserved) {
      this.reserved = this.used + this.block;
      this.block = Math.min(LAST_BLOCK, this.block * 2);
    }
    this.saved = now;
    this.save({ day: this.day, reserved: this.reserved, refused: JSON.stringify(this.refused), saved: now });
  }

  /** The day so far, for the host page: refusals not stored yet included. */
  report(now: number): WritesToday {
    this.today(now);
    return { used: this.used, allowed: ROWS_PER_DAY, refused: this.refused };
  }
}

/** A write refused: over its kind's rate (`tooManyWrites`), or the game's day (`writeBudget`). */
export const rateFailure = (max: number, retryAfter: number): Failure => ({
  ok: false,
  status: 429,
  retryAfter,
  error: { code: 'too-many-writes', refusal: { key: 'tooManyWrites', max, retryAfter } },
});

export const budgetFailure = (retryAfter: number): Failure => ({
  ok: false,
  status: 429,
  retryAfter,
  error: { code: 'write-budget', refusal: { key: 'writeBudget', allowed: ROWS_PER_DAY, retryAfter } },
});

/** The one row of the day's count; made on the first write of a game's first day that counts. */
export const WRITE_BUDGET_TABLE =
  'CREATE TABLE IF NOT EXISTS write_budget (id INTEGER PRIMARY KEY CHECK (id = 1), day INTEGER NOT NULL, ' +
  'reserved INTEGER NOT NULL, refused TEXT NOT NULL, saved INTEGER NOT NULL)';

/**
 * The game's writes besides its moves, as its object admits them: each kind's window per
 * link, then the day's budget; the rows a write let through wrote are counted from the
 * room's own count (`rowsWritten`). A refused write changes nothing.
 */
export class RoomWrites {
  private readonly windows = new Windows();
  readonly budget: DayBudget;

  constructor(
    storage: DurableObjectStorage,
    private readonly rowsWritten: () => number,
    count: (rows: number) => void,
  ) {
    const sql = storage.sql;
    this.budget = new DayBudget(
      () => {
        const made = sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'write_budget'").toArray();
        if (!made.length) return null;
        return (
          BudgetRowSchema.safeParse(sql.exec('SELECT day, reserved, refused, saved FROM write_budget').one()).data ??
          null
        );
      },
      (row) => {
        sql.exec(WRITE_BUDGET_TABLE);
        // The row's key is its rowid: an update writes one row, no index besides.
        count(
          sql.exec(
            `INSERT INTO write_budget (id, day, reserved, refused, saved) VALUES (1, ?, ?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET day = excluded.day, reserved = excluded.reserved,
             refused = excluded.refused, saved = excluded.saved`,
            row.day,
            row.reserved,
            row.refused,
            row.saved,
          ).rowsWritten,
        );
      },
    );
  }

  /**
   * `write`, if `writer` may make a write of this kind now; its rows counted. `budgeted`
   * false: a write that only takes back what a counted one stored (a notice stopped),
   * which the budget never refuses, so that nobody is kept from stopping mail.
   */
  async admit<R>(kind: WriteKind, writer: Writer, write: () => R | Promise<R>, budgeted = true): Promise<R | Failure> {
    const now = Date.now();
    const wait = this.windows.take(`${writer}/${kind}`, WRITE_RATES[kind], now);
    if (wait !== null) {
      this.budget.refuse(kind, now);
      return rateFailure(WRITE_RATES[kind].max, wait);
    }
    const spent = budgeted ? this.budget.refusal(writer, now) : null;
    if (spent !== null) {
      this.budget.refuse(kind, now);
      return budgetFailure(spent);
    }
    const before = this.rowsWritten();
    // Rows written by another request while this one awaits (a link's signing) are
    // counted here too: more than written, never less. An alarm the write moves (for a
    // browser now to tell) is set after it and not counted: alarms follow the game's
    // moments, which no repeated write multiplies.
    const result = await write();
    const rows = this.rowsWritten() - before;
    if (rows > 0) this.budget.spent(rows, Date.now());
    return result;
  }
}
