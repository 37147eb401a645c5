// The rematch of a finished game, remembered in the old game's own object: its own small
// table beside the game's (store.ts), written once, so a second request for a rematch
// finds the game the first one made instead of making another.
//
// It keeps the new game's paths, not only its id: the old object shows each of its
// seats that seat's new link (and the host the new host link) when rendering, which is
// synchronous and must not ask the new game's object to sign links every time.
import { z } from 'zod';
import type { GameLinks } from './protocol.ts';

export const RematchSchema = z.object({
  gameId: z.string(),
  hostPath: z.string(),
  watchPath: z.string(),
  /** Seat number's new path, by seat: the same players sit in the same seats (null: a bot's seat, which has no link). */
  seats: z.array(z.string().nullable()),
});
export type Rematch = z.infer<typeof RematchSchema>;

export const rematchOf = (gameId: string, links: GameLinks): Rematch =>
  ({ gameId, hostPath: links.hostPath, watchPath: links.watchPath, seats: links.seats.map((s) => s.path) });

export class RematchStore {
  constructor(private readonly sql: SqlStorage) {}

  load(): Rematch | null {
    // Reading the schema creates nothing: a game without a rematch has no such table.
    if (this.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'rematch'").toArray().length === 0) return null;
    const row = this.sql.exec('SELECT record FROM rematch WHERE id = 1').toArray()[0];
    if (!row) return null;
    const parsed = RematchSchema.safeParse(JSON.parse(String(row.record)));
    return parsed.success ? parsed.data : null;
  }

  save(rematch: Rematch): void {
    this.sql.exec('CREATE TABLE IF NOT EXISTS rematch (id INTEGER PRIMARY KEY CHECK (id = 1), record TEXT NOT NULL)');
    // INSERT only: a rematch, once made, is never replaced by another.
    this.sql.exec('INSERT OR IGNORE INTO rematch (id, record) VALUES (1, ?)', JSON.stringify(rematch));
  }
}
