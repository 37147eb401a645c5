// A seat away from the table hears of the chat: once its page is closed and
// others wrote, its own browsers and address are told after the grace, in one coalesced
// notice ("3 new messages in Ys with Ana and Bo"), at most one an hour, never with the
// words of the messages; never the game's webhook, which speaks to everyone.
import { type ChatRow, unreadCount } from './chat.ts';

/** A seat's chat notice due: `last`, the newest message it tells of; `count`, its unread messages. */
export type ChatMoment = { at: number; kind: 'chat'; seat: number; last: number; count: number };

/** At most one chat notice per seat in this time. */
export const CHAT_NOTICE_EVERY_MS = 3_600_000;

/** The key a chat notice is known by while it is sent and once told (store.ts chatTold). */
export const chatKey = (seat: number) => `chat:${seat}`;

export type ChatNoticeInputs = {
  rows: readonly ChatRow[];
  lastRead: (seat: number) => number;
  /** Each seat's last chat notice; read only when some message may call for one. */
  told: () => ReadonlyMap<number, { at: number; last: number }>;
  /** When each seat's last turn notice went: it counted the messages written before. */
  turnTold: () => ReadonlyMap<number, number>;
  /** Whether the seat has a page open now: it reads the chat there. */
  open: (seat: number) => boolean;
  /** The seats with their own browsers or address (never the webhook). */
  reachable: ReadonlySet<number>;
  /** The keys of notices being sent (sending.ts). */
  sending: ReadonlySet<string>;
  graceMs: number;
};

/**
 * Per reachable seat without an open page: a notice when others wrote messages it has
 * neither read nor been told of (by a chat notice, or counted by a turn's notice), due a
 * grace after the first of them and an hour after its last chat notice.
 */
export function chatMomentsOf(inputs: ChatNoticeInputs): ChatMoment[] {
  const { rows } = inputs;
  if (!rows.length || !inputs.reachable.size) return [];
  const out: ChatMoment[] = [];
  let told: ReadonlyMap<number, { at: number; last: number }> | undefined;
  let turn: ReadonlyMap<number, number> | undefined;
  for (const seat of inputs.reachable) {
    if (inputs.sending.has(chatKey(seat))) continue;
    const read = inputs.lastRead(seat);
    if (!rows.some((r) => r.id > read && r.seat !== seat && r.text !== null)) continue;
    told ??= inputs.told();
    turn ??= inputs.turnTold();
    const before = told.get(seat);
    const turnAt = turn.get(seat) ?? -Infinity;
    const fresh = rows.filter(
      (r) => r.id > Math.max(read, before?.last ?? 0) && r.at > turnAt && r.seat !== seat && r.text !== null,
    );
    if (!fresh.length || inputs.open(seat)) continue;
    const at = Math.max(fresh[0]!.at + inputs.graceMs, before ? before.at + CHAT_NOTICE_EVERY_MS : 0);
    out.push({ at, kind: 'chat', seat, last: fresh[fresh.length - 1]!.id, count: unreadCount(rows, seat, read) });
  }
  return out;
}
