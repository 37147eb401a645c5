// One row a seat in a table of its own beside the game (a seat's plan, its standing
// choices): never in the game's state, so the log and the replay never meet them.

/**
 * The table, read once into memory (a view is made for every seat on every action) and written through. A game
 * stored before the table has none: it is made on the first write. `read` takes a stored row back; one that no longer
 * reads (a format of another build) is as none. `count`: the rows each write wrote, for the room's limits.
 */
export class SeatRows<T> {
  private cache: Map<number, T> | undefined;
  private made = false;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly count: (rows: number) => void,
    private readonly table: 'plans' | 'standing',
    private readonly column: 'plan' | 'standing',
    private readonly read: (seat: number, json: unknown) => T | null,
  ) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /** Every seat's row, by seat. */
  all(): ReadonlyMap<number, T> {
    if (this.cache) return this.cache;
    const cache = new Map<number, T>();
    this.cache = cache;
    this.made =
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", this.table).toArray().length > 0;
    if (!this.made) return cache;
    for (const r of this.sql.exec(`SELECT seat, ${this.column} FROM ${this.table}`)) {
      let json: unknown;
      try {
        json = JSON.parse(String(r[this.column]));
      } catch {
        continue;
      }
      const row = this.read(Number(r.seat), json);
      if (row !== null) cache.set(Number(r.seat), row);
    }
    return cache;
  }

  /** The seat's row as it is now (`value`), stored as `stored`. */
  put(seat: number, value: T, stored: unknown): void {
    this.all();
    if (!this.made) {
      this.sql.exec(
        `CREATE TABLE IF NOT EXISTS ${this.table} (seat INTEGER PRIMARY KEY, ${this.column} TEXT NOT NULL)`,
      );
      this.made = true;
    }
    const sql = `INSERT OR REPLACE INTO ${this.table} (seat, ${this.column}) VALUES (?, ?)`;
    this.count(this.sql.exec(sql, seat, JSON.stringify(stored)).rowsWritten);
    this.cache?.set(seat, value);
  }

  delete(seat: number): void {
    if (!this.all().has(seat)) return;
    this.count(this.sql.exec(`DELETE FROM ${this.table} WHERE seat = ?`, seat).rowsWritten);
    this.cache?.delete(seat);
  }
}
