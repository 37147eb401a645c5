// The chat list's size (src/room/chat.ts pageOf, templates/chat.ts): a page carries the
// newest messages alone, so a full chat weighs on a seat's page what 50 messages do;
// the older come through the list's last item, a GET form htmx sends itself.
import { describe, expect, it } from 'vitest';
import { createGame, viewFor } from '../../src/engine/index.ts';
import { CHAT_MAX_MESSAGES, CHAT_PAGE, pageOf, type ChatRow } from '../../src/room/chat.ts';
import { chatList, chatOlder } from '../../templates/chat.ts';
import { en } from '../../templates/i18n/en.ts';
import { playerPage, type RoomView } from '../../templates/index.tsx';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
/** 500 characters, each escaped on the page. */
const ESCAPED = `<&>"'`.repeat(100);
const rowsOf = (n: number): ChatRow[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, seat: i % 4, text: ESCAPED, at: i * 1000 }));
const paths = { self: '/g/game/s0/sig', actions: '/g/game/s0/sig/actions', ws: '/g/game/s0/sig/ws' };

function seatPage(messages: number): string {
  const made = createGame({ players: NAMES.map((name) => ({ name })) }, 'chat-size');
  if (!made.ok) throw new Error(made.error.code);
  const page = pageOf(rowsOf(messages), NAMES);
  const view: RoomView = {
    ...viewFor(made.state, 0, made.events),
    chat: page.entries,
    chatMuted: [],
    ...(page.more ? { chatMore: true as const } : {}),
  };
  return playerPage(en, view, paths);
}

const itemIds = (html: string) => [...html.matchAll(/<li id="chat-(\d+)"/g)].map((m) => Number(m[1]));

describe("the chat list's size", () => {
  it('pageOf: the newest 50 before an id, oldest first, and whether older ones exist', () => {
    const rows = rowsOf(120);
    const newest = pageOf(rows, NAMES);
    expect(newest.entries.map((e) => e.id)).toEqual(Array.from({ length: 50 }, (_, i) => 71 + i));
    expect(newest.more).toBe(true);
    expect(pageOf(rows, NAMES, 71).entries.map((e) => e.id)[0]).toBe(21);
    const last = pageOf(rows, NAMES, 21);
    expect(last.entries.map((e) => e.id)).toEqual(Array.from({ length: 20 }, (_, i) => 1 + i));
    expect(last.more).toBe(false);
    expect(pageOf(rows, NAMES, 1)).toEqual({ entries: [], more: false });
    expect(pageOf(rowsOf(CHAT_PAGE), NAMES).more).toBe(false);
  });

  it(
    "a seat's page with a full chat (500 messages of 500 escaped characters) weighs what it does with " +
      '50, within 1.2×',
    () => {
      const short = seatPage(CHAT_PAGE);
      const full = seatPage(CHAT_MAX_MESSAGES);
      expect(itemIds(full)).toHaveLength(CHAT_PAGE);
      expect(itemIds(full)[0]).toBe(CHAT_MAX_MESSAGES);
      expect(full.length).toBeLessThan(short.length * 1.2);
      // Only the full one has the way to the older messages.
      expect(short).not.toContain('chat-older');
      expect(full).toContain(
        `<li id="chat-older-451" class="chat-older"><form method="get" action="${paths.self}/chat" ` +
          `hx-get="${paths.self}/chat" hx-target="closest li" hx-swap="outerHTML"><input type="hidden" ` +
          `name="before" value="451" />`,
      );
    },
  );

  it('the older ones: one item in place of the way to them, theirs newest first, then the way to the next', () => {
    const rows = rowsOf(120);
    const html = chatOlder(en, pageOf(rows, NAMES, 71), 71, 0, paths.self);
    expect(itemIds(html)).toEqual(Array.from({ length: 50 }, (_, i) => 70 - i));
    // The same id as the way clicked: the page puts it in that item's place (src/client/updates.ts), as htmx would.
    expect(html).toMatch(/^<li id="chat-older-71" class="chat-older-page"><ol class="chat-page"><li id="chat-70"/);
    expect(html).toMatch(/<li id="chat-older-21" class="chat-older">.*name="before" value="21" \/>/);
    expect(html).toMatch(/<button type="submit">Older messages<\/button><\/form><\/li><\/ol><\/li>$/);
    expect(chatOlder(en, pageOf(rows, NAMES, 21), 21, 0, paths.self)).not.toContain('class="chat-older"');
    // A host's items each have their hide button.
    expect(chatOlder(en, pageOf(rows, NAMES, 3), 3, null, '/g/game/host/sig', '/g/game/host/sig')).toContain(
      'action="/g/game/host/sig/chat/2/hide"',
    );
    // The list's key moves with the newest message, not with the count shown (always 50 once full).
    const key = (n: number) => {
      const page = pageOf(rowsOf(n), NAMES);
      const view = { seat: 0, chat: page.entries, chatMore: true } as RoomView;
      return /data-key="([^"]+)"/.exec(chatList(en, view, paths.self))?.[1];
    };
    expect(key(120)).not.toBe(key(121));
  });
});
