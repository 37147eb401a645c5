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

/** A section's content key (LIVE.key), a cheap stable hash of what it shows: the page keeps a half-filled form when a
 * fresh render brings the same content. */
export function contentKey(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
