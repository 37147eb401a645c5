// A seat's standing choices as stored (standing.ts): one row a seat, beside the game (never
// in its state, so the log and the replay never meet them).
import { NO_STANDING, type Standing, StandingSchema } from './standing.ts';

const TABLE = 'CREATE TABLE IF NOT EXISTS standing (seat INTEGER PRIMARY KEY, standing TEXT NOT NULL)';

/**
 * The standing table, read once into memory (every seat's view reads it on every action) and written through. A game
 * stored before standing choices has no table: it is made on the first one set. A row reads through the schema's
 * defaults, so a row written with fewer choices than this build knows reads as theirs with the rest off.
 */
export class StandingStore {
  private cache: Map<number, Standing> | undefined;
  private made = false;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly count: (rows: number) => void,
  ) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  private rows(): Map<number, Standing> {
    if (this.cache) return this.cache;
    this.cache = new Map();
    this.made =
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'standing'").toArray().length > 0;
    if (!this.made) return this.cache;
    for (const r of this.sql.exec('SELECT seat, standing FROM standing')) {
      const read = readStanding(String(r.standing));
      if (read) this.cache.set(Number(r.seat), read);
    }
    return this.cache;
  }

  /** The seat's standing choices (all off: none set). */
  of(seat: number): Standing {
    return this.rows().get(seat) ?? NO_STANDING;
  }

  set(seat: number, standing: Standing): void {
    if (!this.made) {
      this.sql.exec(TABLE);
      this.made = true;
    }
    this.count(
      this.sql.exec('INSERT OR REPLACE INTO standing (seat, standing) VALUES (?, ?)', seat, JSON.stringify(standing))
        .rowsWritten,
    );
    this.rows().set(seat, standing);
  }

  /** The seat's choices gone: its link given to someone else, the seat to the stand-in, or the game paused. */
  clear(seat: number): void {
    if (!this.rows().has(seat)) return;
    this.count(this.sql.exec('DELETE FROM standing WHERE seat = ?', seat).rowsWritten);
    this.rows().delete(seat);
  }

  /** The seats with a row. */
  seats(): number[] {
    return [...this.rows().keys()];
  }
}

/** A stored row read back; one that no longer reads (a format of another build) is as none. */
function readStanding(text: string): Standing | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const read = StandingSchema.safeParse(json);
  return read.success ? read.data : null;
}
