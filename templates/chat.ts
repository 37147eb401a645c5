// The chat and the private notes, outside the live sections: the panels are
// plain forms that work without script; src/client/chat.ts sends them without leaving the
// page, saves the notes as the player types and keeps the unread count.
// Only the list of messages is live: a fresh render carries its newest messages
// (#chat-list, with a key of its content, so an unchanged list is left alone) and a way
// to the older ones, a new message comes as one item to add at its top, a hidden one as
// its item again (src/client/updates.ts).
// A message is text: escaped, its line breaks kept by the stylesheet, never markup or a link.
import { esc } from './html.ts';
import type { Dict } from './i18n/index.ts';
import { initial, nameInText } from './log.ts';
import type { PagePaths, RoomView } from './theme.ts';
import { CHAT_MAX_CHARS, type ChatEntry } from '../src/views.ts';

/** When, as the page first shows it (UTC; src/client/chat.ts writes it in the reader's own time). */
const when = (at: number) => {
  const iso = new Date(at).toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC</time>`;
};

/** `seat`: the reader's (null: a spectator or the host); `hide`: the host page's path to hide it. */
export function chatItem(t: Dict, entry: ChatEntry, seat: number | null, hide?: string): string {
  const mine = entry.seat === seat;
  const who = `${esc(nameInText(entry.name))}${mine ? ` ${esc(t.sections.you)}` : ''}`;
  const body = entry.hidden
    ? `<p class="chat-hidden">${esc(t.chat.hidden)}</p>`
    : `<p class="chat-text">${esc(entry.text)}</p>`;
  const button =
    hide && !entry.hidden
      ? `<form method="post" action="${esc(hide)}/chat/${entry.id}/hide" class="chat-hide"><button ` +
        `type="submit">${esc(t.chat.hide)}</button></form>`
      : '';
  return (
    `<li id="chat-${entry.id}" class="chat-msg" data-id="${entry.id}"${mine ? ' data-mine=""' : ''}>` +
    (`<p class="chat-head"><span class="swatch seat-${entry.seat}" ` +
      `aria-hidden="true">${esc(initial(entry.name))}</span>`) +
    `<strong>${who}</strong> ${when(entry.at)}</p>${body}${button}</li>`
  );
}

/** The items, newest first, as the log: a new message lands at the top, under the form. */
const itemsOf = (t: Dict, chat: readonly ChatEntry[], seat: number | null, hide?: string) =>
  [...chat]
    .reverse()
    .map((e) => chatItem(t, e, seat, hide))
    .join('');

/**
 * The way to the messages older than `before`, last in the list: a plain GET form (a page
 * without script gets them as a page of their own) that htmx sends itself. The answer
 * (chatOlder) is one item of the same id, which the page's script puts in its place as it
 * puts any part it is sent (src/client/updates.ts), and htmx alone would too (its target, its swap).
 */
const olderItem = (t: Dict, link: string, before: number) =>
  `<li id="chat-older-${before}" class="chat-older"><form method="get" action="${esc(link)}/chat" ` +
  `hx-get="${esc(link)}/chat" hx-target="closest li" hx-swap="outerHTML">` +
  (`<input type="hidden" name="before" value="${before}" /><button ` +
    `type="submit">${esc(t.chat.older)}</button></form></li>`);

/**
 * The newest messages the view carries (src/room/chat.ts, CHAT_PAGE), then the way to the
 * older ones if there are. `link`: the page's own link, which the older ones are asked from.
 */
export function chatList(t: Dict, view: RoomView, link: string, hide?: string): string {
  const chat = view.chat ?? [];
  const hidden = chat.filter((e) => e.hidden).length;
  const more = view.chatMore && chat[0] ? olderItem(t, link, chat[0].id) : '';
  return (
    `<ol id="chat-list" class="chat-list" ` +
    `data-key="${chat.length}.${chat[chat.length - 1]?.id ?? 0}.${hidden}" ` +
    `aria-label="${esc(t.chat.messages)}">` +
    `${itemsOf(t, chat, view.seat, hide)}${more}</ol>`
  );
}

/**
 * Older messages (GET {link}/chat?before=ID), oldest first, in place of the way to them
 * (its id): their items newest first, then the way to the next older ones if there are.
 */
export function chatOlder(
  t: Dict,
  page: { entries: readonly ChatEntry[]; more: boolean },
  before: number,
  seat: number | null,
  link: string,
  hide?: string,
): string {
  const first = page.entries[0];
  const next = page.more && first ? olderItem(t, link, first.id) : '';
  return (
    `<li id="chat-older-${before}" class="chat-older-page"><ol ` +
    `class="chat-page">${itemsOf(t, page.entries, seat, hide)}` +
    `${next}</ol></li>`
  );
}

/** One new message, to add at the top of every open page's list (one small update). */
export const chatAdded = (t: Dict, entry: ChatEntry, seat: number | null) =>
  `<ol data-into="chat-list">${chatItem(t, entry, seat)}</ol>`;

/** A hidden message, in place of its item. */
export const chatHidden = (t: Dict, entry: ChatEntry, seat: number | null) =>
  `<ul data-pieces="chat">${chatItem(t, entry, seat)}</ul>`;

/** The count beside the chat's heading and in the header: `data-chat-unread` for src/client/chat.ts. */
const unreadMark = (t: Dict, n: number) =>
  `<span class="chat-unread" data-chat-unread="${n}" ` +
  `data-t-unread="${esc(t.chat.unread('{0}'))}"${n ? '' : ' hidden'}>${esc(t.chat.unread(String(n)))}</span>`;

/** The header's way to the chat, with the unread count: a phone's chat is far below the board. */
export function chatLink(t: Dict, view: RoomView): string {
  if (!view.chat && view.seat === null) return '';
  return `<a class="chat-link" href="#chat">${esc(t.chat.title)} ${unreadMark(t, view.chatUnread ?? 0)}</a>`;
}

/** A refused message, said in the panel with the text kept to correct (a page without script). */
export type ChatFlash = { message: string; text?: string };

/**
 * The chat panel of a seat's page (a form and the list) or a spectator's (the list);
 * none when the view carries no chat (spectators, unless the host chose so).
 */
export function chatPanel(t: Dict, view: RoomView, paths: PagePaths, flash?: ChatFlash): string {
  // A seat always reads the chat; its view leaves out a chat with no message yet.
  const chat = view.chat ?? (view.seat === null ? null : []);
  if (!chat) return '';
  const seat = view.seat;
  const muted = seat !== null && (view.chatMuted ?? []).includes(seat);
  let form = '';
  if (seat !== null && muted) form = `<p class="chat-muted">${esc(t.chat.muted)}</p>`;
  else if (seat !== null) {
    form =
      `<form method="post" action="${esc(paths.self)}/chat" class="chat-form" data-chat ` +
      `data-t-failed="${esc(t.pages.live.unsent)}">` +
      `<p class="field"><label for="chat-text">${esc(t.chat.message)}</label>` +
      // maxlength counts UTF-16 units, two for an emoji: the server counts characters.
      (`<textarea id="chat-text" name="text" rows="2" maxlength="${CHAT_MAX_CHARS * 2}" ` +
        `required>${esc(flash?.text ?? '')}</textarea></p>`) +
      `<p class="actions"><button type="submit">${esc(t.chat.send)}</button></p>` +
      `<p id="chat-flash" class="flash" role="alert"${flash ? '' : ' hidden'}>${esc(flash?.message ?? '')}</p></form>`;
  }
  const help = seat !== null ? `<p class="help">${esc(t.chat.help)}</p>` : '';
  return (
    `<section id="chat" class="panel chat" aria-labelledby="chat-title">` +
    `<h2 id="chat-title">${esc(t.chat.title)} ${unreadMark(t, view.chatUnread ?? 0)}</h2>` +
    `${form}${help}` +
    (chat.length ? '' : `<p class="muted chat-none">${esc(t.chat.none)}</p>`) +
    `${chatList(t, view, paths.self)}</section>`
  );
}

/** The seat's own notes: a plain form (saved by its button without script), saved as it types with script. */
export function notesPanel(t: Dict, view: RoomView, paths: PagePaths): string {
  // Only a seat's own page is ever rendered for a seat: its notes, or none yet.
  if (view.seat === null) return '';
  const w = t.chat.notes;
  return (
    `<section id="notes" class="panel notes" aria-labelledby="notes-title">` +
    `<h2 id="notes-title">${esc(w.title)}</h2>` +
    (`<form method="post" action="${esc(paths.self)}/notes" class="notes-form" data-notes ` +
      `data-t-saving="${esc(w.saving)}" data-t-saved="${esc(w.saved)}" ` +
      `data-t-failed="${esc(w.failed)}">`) +
    `<p class="field"><label for="notes-text">${esc(w.label)}</label>` +
    `<textarea id="notes-text" name="text" rows="5">${esc(view.notes ?? '')}</textarea></p>` +
    (`<p class="actions"><button type="submit">${esc(w.save)}</button> <span class="notes-state" ` +
      `role="status"></span></p>`) +
    `<p class="help">${esc(w.help)}</p></form></section>`
  );
}

/** The host page's chat: every message with its hide button, and each seat's mute. */
export function hostChatPanel(
  t: Dict,
  view: RoomView,
  controls: string,
  seats: readonly { seat: number; name: string; url: string | null }[],
): string {
  if (!view.chat) return '';
  const muted = view.chatMuted ?? [];
  const mutes = seats
    .filter((s) => s.url !== null)
    .map((s) => {
      const on = muted.includes(s.seat);
      return (
        `<form method="post" action="${esc(controls)}/seats/${s.seat}/mute" class="host-control">` +
        `<input type="hidden" name="on" value="${on ? '0' : '1'}" />` +
        `<button type="submit">` +
        esc(on ? t.chat.unmute(nameInText(s.name)) : t.chat.mute(nameInText(s.name))) +
        `</button>` +
        `${on ? ` <span class="help">${esc(t.chat.mutedMark)}</span>` : ''}</form>`
      );
    })
    .join('');
  return (
    `<section id="chat" class="panel chat" aria-labelledby="chat-title"><h2 id="chat-title">${esc(t.chat.title)}</h2>` +
    `<p class="help">${esc(t.chat.hostHelp)}</p>${mutes}` +
    (view.chat.length ? '' : `<p class="muted chat-none">${esc(t.chat.none)}</p>`) +
    `${chatList(t, view, controls, controls)}</section>`
  );
}
