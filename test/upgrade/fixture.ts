// The upgrade fixture's format (test/upgrade/fixture.json): games in progress made by a
// release's own code and dumped row by row from their Durable Objects, which
// test/worker/upgrade.test.ts loads into fresh objects and plays on with this build.
// Kept apart from the maker so that the test reads the fixture without making games.
import { z } from 'zod';

/**
 * A stored value as SQLite gave it: a long text is cut into pieces, so that no line of
 * the fixture is long (a snapshot is ~2.3 KB of one line); the pieces joined are the text.
 */
const CellSchema = z.union([z.number(), z.string(), z.null(), z.array(z.string())]);
type Cell = z.infer<typeof CellSchema>;

const LinksSchema = z.object({
  id: z.string(),
  hostUrl: z.string(),
  spectatorUrl: z.string(),
  /** A bot's seat has no link. */
  seats: z.array(z.object({ seat: z.number(), name: z.string(), url: z.string().nullable() })),
});
export type Links = z.infer<typeof LinksSchema>;

/** What the spectators' view said when the game was dumped: what the new build must read back. */
const SeenSchema = z.object({
  version: z.number(),
  turn: z.number(),
  phase: z.string(),
  waitingFor: z.array(z.number()),
  decision: z.string().nullable(),
  over: z.boolean(),
  ended: z.boolean(),
  /** A game with a time per move: paused or not, and each waited-on seat's time left then (ms). */
  clock: z.object({ paused: z.boolean(), left: z.array(z.number().nullable()) }).nullable(),
  vp: z.array(z.number()),
  chat: z.number(),
  hints: z.number(),
});
export type Seen = z.infer<typeof SeenSchema>;

const StoredGameSchema = z.object({
  /** What the game shows of the states listed in the maker (test/upgrade/maker.ts). */
  name: z.string(),
  links: LinksSchema,
  /** Links the host replaced: they must stay refused. */
  replaced: z.array(z.string()),
  /** Seats the host handed to the stand-in: nobody acts for them but the room. */
  standIns: z.array(z.number()),
  /** The actions the maker posted, each with the version it produced: the record must hold them there. */
  posted: z.array(z.object({ seq: z.number(), seat: z.number(), action: z.unknown() })),
  seen: SeenSchema,
  /** When it was dumped (ms): its stored times are moved by now minus this when it is loaded. */
  dumpedAt: z.number(),
  /** The object's alarm (ms), or none. */
  alarm: z.number().nullable(),
  /** The statements that made its tables and indexes, oldest first (sqlite_master), long ones in pieces. */
  schema: z.array(z.union([z.string(), z.array(z.string())])),
  tables: z.record(z.string(), z.object({ columns: z.array(z.string()), rows: z.array(z.array(CellSchema)) })),
});
export type StoredGame = z.infer<typeof StoredGameSchema>;

export const FixtureSchema = z.object({
  /** The release (commit) whose code made the games. */
  release: z.string(),
  games: z.array(StoredGameSchema),
});
export type Fixture = z.infer<typeof FixtureSchema>;

/** A text's longest piece in the fixture, in characters of its JSON. */
const PIECE = 90;

/** A text as the fixture keeps it: if long, in pieces of at most PIECE characters of JSON each. */
export function piecesOf(text: string): string | string[] {
  if (JSON.stringify(text).length <= PIECE) return text;
  const pieces: string[] = [];
  let piece = '';
  for (const ch of text) {
    if (JSON.stringify(piece + ch).length > PIECE) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  pieces.push(piece);
  return pieces;
}

/** A stored value as the fixture keeps it. */
export function cellOf(value: SqlStorageValue): Cell {
  if (value instanceof ArrayBuffer) throw new Error('a game stores no blobs: the fixture would need a format for them');
  return typeof value === 'string' ? piecesOf(value) : value;
}

/** A text back as it was stored. */
export const textOf = (text: string | string[]): string => (Array.isArray(text) ? text.join('') : text);

/** A value back as it was stored. */
export const storedValue = (cell: Cell): SqlStorageValue => (Array.isArray(cell) ? cell.join('') : cell);
