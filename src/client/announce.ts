// What the page's live regions say as the game goes on, decided from what the page holds
// (pure: the DOM glue is ./speak.ts). Another player's move, and what followed it, is
// said once, politely, as its update is taken; the reader's own move is not said back to
// them (they made it); a message of the chat is said while the chat is in sight.

/** A line of the log as the page lists it (templates/sections.ts logItem): its version, the seat named, its words. */
export type Line = { version: number; by: number | null; text: string };

/**
 * The words of the versions after `after` that the reader did not make, oldest first, as one message ('' for none).
 * `lines`: newest first, as the log lists them. An action's own event comes first among its version's (the engine
 * emits it before what it sets off), so a version whose oldest line names the reader's seat is the reader's own move.
 */
export function othersNews(lines: readonly Line[], after: number, seat: number | null): string {
  const byVersion = new Map<number, Line[]>();
  for (const line of lines) {
    if (line.version <= after) continue;
    const list = byVersion.get(line.version) ?? [];
    list.unshift(line);
    byVersion.set(line.version, list);
  }
  const versions = [...byVersion.keys()].sort((a, b) => a - b);
  const words: string[] = [];
  for (const v of versions) {
    const list = byVersion.get(v)!;
    if (seat !== null && list[0]!.by === seat) continue;
    for (const line of list) words.push(line.text);
  }
  return words.join(' ');
}

/** The lines of the newest version the log holds, oldest first: the last move and what it set off. */
export function lastMove(lines: readonly Line[]): string[] {
  const newest = lines.reduce((v, line) => Math.max(v, line.version), -1);
  return lines
    .filter((line) => line.version === newest)
    .reverse()
    .map((line) => line.text);
}

/** A message of the chat as its list holds it (templates/chat.ts chatItem). */
export type ChatLine = { id: number; mine: boolean; hidden: boolean; name: string; text: string };

/** The chat's messages to say: newer than `newest`, another's, not hidden, and only while the chat is in sight. */
export function chatNews(listed: readonly ChatLine[], newest: number, open: boolean): ChatLine[] {
  if (!open) return [];
  return listed.filter((m) => m.id > newest && !m.mine && !m.hidden).sort((a, b) => a.id - b.id);
}

/** A table row read aloud: each cell after its column's heading, "VP: 12, Blue: 2". */
export const rowWords = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([head, cell]) => (head ? `${head}: ${cell}` : cell)).join(', ');
