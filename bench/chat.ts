// What a chat message costs (npm run bench) the game's object, timed in Node on the
// room's own code (workerd freezes its clocks while a request runs): the checks, the
// limits, the message as views carry it, and its update rendered for four open seat
// pages (one render per seat and language, as GameRoom.pushChat makes them), for each
// of a game's 500 messages. The one SQLite row it writes is counted by the worker tests
// (test/worker/chat.test.ts), which also measure the database with 100 messages.
import {
  CHAT_MAX_MESSAGES,
  CHAT_PAGE,
  checkMessage,
  entryOf,
  pageOf,
  postRefusal,
  unreadCount,
  type ChatRow,
} from '../src/room/chat.ts';
import { viewFor } from '../src/engine/index.ts';
import { seatPagePaths } from '../src/room/sockets.ts';
import { chatAdded, chatList } from '../templates/chat.ts';
import { playerPage, type RoomView } from '../templates/index.tsx';
import { dictOf } from '../templates/i18n/index.ts';
import { seededGame } from './seeded.ts';
import { gz, mean, pct, progress, round } from './stats.ts';
import { threadCpuMs } from './threadCpu.ts';

export type ChatFigures = Awaited<ReturnType<typeof runChatBench>>;

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const PAGES = [0, 1, 2, 3].map((seat) => ({ seat, lang: 'en' }));
const TYPICAL =
  'Nice bid! I will take the red port this turn, watch the Captain.\nAnyone for a rematch after this one?';

/** One message's work in the object, but the SQL write and the socket sends. */
function oneMessage(rows: ChatRow[], seat: number, text: string, at: number): string[] {
  const checked = checkMessage(text);
  if (!checked.ok) throw new Error(checked.refusal.key);
  if (postRefusal(rows, seat, false, at)) throw new Error('refused');
  const row = { id: rows.length + 1, seat, text: checked.text, at };
  rows.push(row);
  const entry = entryOf(row, NAMES);
  const rendered = new Map<string, string>();
  return PAGES.map((p) => {
    const key = `${p.seat}|${p.lang}`;
    const html = rendered.get(key) ?? chatAdded(dictOf(p.lang), entry, p.seat);
    rendered.set(key, html);
    return html;
  });
}

function run(): number[] {
  const rows: ChatRow[] = [];
  const times: number[] = [];
  // Each seat in turn, a minute apart per seat's ten: never over the rate.
  for (let i = 0; i < CHAT_MAX_MESSAGES; i++) {
    const t = performance.now();
    oneMessage(rows, i % 4, `${TYPICAL} #${i}`, i * 2000);
    times.push(performance.now() - t);
  }
  return times;
}

/** A message of 500 characters each of which the page escapes. */
const ESCAPED = `<&>"'`.repeat(100);

/**
 * A seat's page in the middle of a 4-player game whose chat has `messages` messages of 500
 * escaped characters, as its object and the Worker make it: the seat's view, the chat's
 * newest page (made anew, as after a message) and unread count, the view across the RPC
 * (a structured clone), the page's HTML.
 */
function seatPage(messages: number) {
  const { state, history } = seededGame('bench-chat-page', 120);
  const names = state.players.map((p) => p.name);
  const rows: ChatRow[] = [];
  for (let i = 0; i < messages; i++) rows.push({ id: i + 1, seat: i % 4, text: ESCAPED, at: i * 2000 });
  const paths = seatPagePaths('bench-chat-page', 0, 'x'.repeat(43));
  const t = dictOf('en');
  return (): string => {
    const view = viewFor(state, 0, history);
    const page = pageOf(rows, names);
    const chatUnread = unreadCount(rows, 0, 0);
    const roomView: RoomView = {
      ...view,
      chat: page.entries,
      chatMuted: [],
      chatUnread,
      ...(page.more ? { chatMore: true as const } : {}),
    };
    return playerPage(t, structuredClone(roomView), paths);
  };
}

/** CPU per page (p99, ms) and bytes of pages of a chat of CHAT_PAGE and of CHAT_MAX_MESSAGES messages, interleaved. */
function pageFigures() {
  const short = seatPage(CHAT_PAGE);
  const full = seatPage(CHAT_MAX_MESSAGES);
  for (let i = 0; i < 30; i++) {
    short();
    full();
  }
  const times = { short: [] as number[], full: [] as number[] };
  for (let i = 0; i < 200; i++) {
    for (const [k, f] of [
      ['short', short],
      ['full', full],
    ] as const) {
      const t = threadCpuMs();
      f();
      times[k].push(threadCpuMs() - t);
    }
  }
  const bytes = (html: string) => new TextEncoder().encode(html).length;
  return {
    pageBytes: bytes(short()),
    pageCpuMsP99: round(pct(times.short, 0.99), 3),
    fullPageBytes: bytes(full()),
    fullPageCpuMsP99: round(pct(times.full, 0.99), 3),
  };
}

export async function runChatBench() {
  progress('chat: 500 messages, four pages open, after a warm-up…');
  for (let i = 0; i < 20; i++) run();
  const times = run();
  const full: ChatRow[] = [];
  for (let i = 0; i < CHAT_MAX_MESSAGES; i++)
    full.push({ id: i + 1, seat: i % 4, text: `${TYPICAL} #${i}`, at: i * 2000 });
  // What a full chat adds to every view the room hands out with it (its newest messages, pageOf) and to a page's fresh
  // render (chatList).
  for (let i = 0; i < 200; i++) pageOf(full, NAMES);
  const t0 = performance.now();
  for (let i = 0; i < 100; i++) pageOf(full, NAMES);
  const entriesMs = (performance.now() - t0) / 100;
  const newest = pageOf(full, NAMES);
  const shown = { seat: 0, chat: newest.entries, chatMore: true } as Parameters<typeof chatList>[1];
  const list = () => chatList(dictOf('en'), shown, '/g');
  for (let i = 0; i < 50; i++) list();
  const t1 = performance.now();
  for (let i = 0; i < 20; i++) list();
  const listMs = (performance.now() - t1) / 20;
  const typical = oneMessage([], 0, TYPICAL, 0)[1]!;
  const longest = oneMessage([], 0, `${'😀 '.repeat(166)}ok`, 0)[1]!;
  const figures = {
    chatCpuMsMean: round(mean(times), 4),
    chatCpuMsP99: round(pct(times, 0.99), 4),
    chatUpdateGzipBytesTypical: await gz(typical),
    chatUpdateGzipBytesLongest: await gz(longest),
    chatUpdateBytesTypical: new TextEncoder().encode(typical).length,
    fullChatEntriesMs: round(entriesMs, 4),
    fullChatRenderMs: round(listMs, 3),
    fullChatRenderGzipBytes: await gz(list()),
  };
  progress(`chat: a seat's page with ${CHAT_PAGE} and with ${CHAT_MAX_MESSAGES} messages of 500 escaped characters…`);
  const page = pageFigures();
  return {
    ...figures,
    // A seat's page (its view, the chat's newest messages, the RPC's copy, the HTML) with a chat of 50 and of 500
    // messages.
    chatPageBytes: page.pageBytes,
    chatPageCpuMsP99: page.pageCpuMsP99,
    fullChatPageBytes: page.fullPageBytes,
    fullChatPageCpuMsP99: page.fullPageCpuMsP99,
  };
}
