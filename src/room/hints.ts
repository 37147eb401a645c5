// Hints for a learning game: their table and who may ask (hintRoom.ts asks).
import type { HintAsked } from '../views.ts';
import type { Failure } from './protocol.ts';

export type HintResult = { ok: true; asked: HintAsked; first: boolean; lang?: string } | Failure;

/**
 * The hints asked, one row each, read once into memory and written through. A seat asking
 * again for the same decision (a retried request, a second tap) is the same hint: it is
 * logged once.
 */
export class HintStore {
  private cache: HintAsked[] | undefined;
  private made = false;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly count: (rows: number) => void,
  ) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  private exists(): boolean {
    this.made ||=
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'hints'").toArray().length > 0;
    return this.made;
  }

  asked(): HintAsked[] {
    this.cache ??= this.exists()
      ? this.sql
          .exec('SELECT seat, version, turn FROM hints ORDER BY version, seat')
          .toArray()
          .map((r) => ({ seat: Number(r.seat), version: Number(r.version), turn: Number(r.turn) }))
      : [];
    return this.cache;
  }

  /** Whether this is the seat's first hint at this version (false: asked before, nothing written). */
  add(hint: HintAsked): boolean {
    if (this.asked().some((h) => h.seat === hint.seat && h.version === hint.version)) return false;
    if (!this.made)
      this.sql.exec(
        'CREATE TABLE IF NOT EXISTS hints (seat INTEGER NOT NULL, version INTEGER NOT NULL, turn ' +
          'INTEGER NOT NULL, PRIMARY KEY (seat, version)) WITHOUT ROWID',
      );
    this.made = true;
    this.count(
      this.sql.exec(
        'INSERT OR IGNORE INTO hints (seat, version, turn) VALUES (?, ?, ?)',
        hint.seat,
        hint.version,
        hint.turn,
      ).rowsWritten,
    );
    // A new array: views handed out before keep the list they were made with.
    this.cache = [...this.asked(), hint];
    return true;
  }
}

/** Why `seat` may not ask for a hint now: the game has none, or it does not wait on this seat's decision. */
export function hintRefusal(hints: boolean, waiting: boolean): Failure | null {
  if (!hints) return { ok: false, status: 409, error: { code: 'no-hints', refusal: { key: 'hintsOff' } } };
  if (!waiting)
    return { ok: false, status: 409, error: { code: 'not-your-move', refusal: { key: 'hintNotYourMove' } } };
  return null;
}
