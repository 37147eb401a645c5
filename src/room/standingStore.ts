// A seat's standing choices as stored (standing.ts): one row a seat, beside the game
// (seatRows.ts).
import { SeatRows } from './seatRows.ts';
import { NO_STANDING, type Standing, StandingSchema } from './standing.ts';

/**
 * The standing choices by seat. A game stored before standing choices has no table: it is made on the first one set.
 * A row reads through the schema's defaults, so a row written with fewer choices than this build knows reads as theirs
 * with the rest off.
 */
export class StandingStore {
  private readonly rows: SeatRows<Standing>;

  constructor(storage: DurableObjectStorage, count: (rows: number) => void) {
    this.rows = new SeatRows(storage, count, 'standing', 'standing', (_, json) => {
      const read = StandingSchema.safeParse(json);
      return read.success ? read.data : null;
    });
  }

  /** The seat's standing choices (all off: none set). */
  of(seat: number): Standing {
    return this.rows.all().get(seat) ?? NO_STANDING;
  }

  set(seat: number, standing: Standing): void {
    this.rows.put(seat, standing, standing);
  }

  /** The seat's choices gone: its link given to someone else, the seat to the stand-in, or the game paused. */
  clear(seat: number): void {
    this.rows.delete(seat);
  }

  /** The seats with a row. */
  seats(): number[] {
    return [...this.rows.all().keys()];
  }
}
