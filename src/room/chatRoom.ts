// The chat and the private notes in the game's object: room facts beside the
// game. Posting never moves the game's version, so a message reaches open pages as an
// update of its own, and the rules never meet it. The checks and the tables are chat.ts's.
import type { RoomView } from '../../templates/index.tsx';
import { chatAdded, chatHidden } from '../../templates/chat.ts';
import { checkMessage, checkNotes, entryOf, postRefusal, unreadCount, type ChatPage, type ChatRow } from './chat.ts';
import type { ChatEntry } from '../views.ts';
import type { RoomCore } from './core.ts';
import { hostSeatRefusal } from './hostControls.ts';
import type { Failure } from './protocol.ts';
import type { Sockets } from './sockets.ts';
import type { Creation } from './store.ts';

export type PostResult = { ok: true; entry: ChatEntry; lang?: string } | Failure;
export type NotesResult = { ok: true; lang?: string } | Failure;
export type HideResult = { ok: true; entry: ChatEntry } | Failure;
/** `lang`: a seat's own language, when its player chose one. */
export type OlderChatResult = ({ ok: true; lang?: string } & ChatPage) | Failure;
export type MuteResult = { ok: true; seat: number; on: boolean } | Failure;

export class ChatRoom {
  /** `schedule`: the alarm set for the chat notice a message may call for (chatNotice.ts). */
  constructor(
    private readonly core: RoomCore,
    private readonly sockets: Sockets,
    private readonly schedule: () => void,
  ) {}

  private names(): string[] {
    return this.core.current().creation.setup.players.map((p) => p.name);
  }

  /**
   * A seat's own page (or JSON) opening: its notes, and the messages of the others since
   * it last had a page open; from now on those are read.
   */
  ownView(seat: number): RoomView {
    const { chat } = this.core;
    const view = this.core.pageView(seat);
    const chatUnread = unreadCount(chat.rows(), seat, chat.lastRead(seat));
    chat.markRead(seat);
    const notes = chat.notes(seat);
    return { ...view, ...(chatUnread ? { chatUnread } : {}), ...(notes ? { notes } : {}) };
  }

  /** A seat's page opening or closing had every message up to now. */
  read(seat: number | null | undefined): void {
    if (seat !== null && seat !== undefined && this.core.game.kind === 'game') this.core.chat.markRead(seat);
  }

  /** Every page that reads the chat gets the message's item. */
  private push(row: ChatRow, render: typeof chatAdded): void {
    const entry = entryOf(row, this.names());
    const watchers = !!this.core.current().creation.spectatorsSeeChat;
    this.sockets.tell((t, seat) => (seat === null && !watchers ? null : render(t, entry, seat)));
  }

  /** POST {seat}/chat: one row, then one small update to every page that reads the chat. */
  post(seat: number, text: string): PostResult {
    const { chat } = this.core;
    const checked = checkMessage(text);
    if (!checked.ok) return { ok: false, status: 400, error: { code: 'invalid', refusal: checked.refusal } };
    const now = Date.now();
    const refused = postRefusal(chat.rows(), seat, chat.muted().has(seat), now);
    if (refused) {
      const retryAfter = refused.refusal.key === 'chatTooFast' ? { retryAfter: refused.refusal.retryAfter } : {};
      return {
        ok: false,
        status: refused.status,
        error: { code: refused.refusal.key, refusal: refused.refusal },
        ...retryAfter,
      };
    }
    const row = chat.post(seat, checked.text, now);
    this.push(row, chatAdded);
    this.schedule();
    const lang = this.core.contacts.langOf(seat);
    return { ok: true, entry: entryOf(row, this.names()), ...(lang ? { lang } : {}) };
  }

  /**
   * POST {host}/chat/{id}/hide: its words leave storage; every page shows it hidden by the host. Hiding twice is once.
   */
  hide(id: number): HideResult {
    const row = this.core.chat.hide(id);
    if (!row) return { ok: false, status: 400, error: { code: 'no-message', refusal: { key: 'chatNoMessage', id } } };
    this.push(row, chatHidden);
    return { ok: true, entry: entryOf(row, this.names()) };
  }

  /** POST {host}/seats/{seat}/mute: a muted seat still reads the chat, and may not post. */
  mute(creation: Creation, seat: number, on: boolean): MuteResult {
    const refused = hostSeatRefusal(creation, seat);
    if (refused) return refused;
    this.core.chat.setMuted(seat, on);
    return { ok: true, seat, on };
  }

  /** PUT {seat}/notes: the seat's own, read back into its own view only. */
  saveNotes(seat: number, text: string): NotesResult {
    const checked = checkNotes(text);
    if (!checked.ok) return { ok: false, status: 400, error: { code: 'invalid', refusal: checked.refusal } };
    this.core.chat.setNotes(seat, checked.text);
    const lang = this.core.contacts.langOf(seat);
    return { ok: true, ...(lang ? { lang } : {}) };
  }
}
