// The live update's format, one place for the server that writes it (templates/sections.ts's
// status line, src/room/updates.ts) and the browser that applies it (src/client/updates.ts).
export const LIVE = {
  /** The status line's id: its version attributes say what a message is. */
  status: 'status',
  /** The version the page (or the message) shows. */
  version: 'data-version',
  /** On an update only: the version it was made from; a fresh render has none. */
  base: 'data-base',
  /** A section's content key: the same key, the same content, left alone (a half-filled form survives). */
  key: 'data-key',
  /** A list's new items: put at the top of the page's element of this id. */
  into: 'data-into',
} as const;
