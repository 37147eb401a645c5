// What a chat message costs (npm run bench, issue 22) the game's object, timed in Node on the
// room's own code (workerd freezes its clocks while a request runs): the checks, the
// limits, the message as views carry it, and its update rendered for four open seat
// pages (one render per seat and language, as GameRoom.pushChat makes them), for each
// of a game's 500 messages. The one SQLite row it writes is counted by the worker tests
// (test/worker/chat.test.ts), which also measure the database with 100 messages.
import { CHAT_MAX_MESSAGES, checkMessage, entriesOf, entryOf, postRefusal, type ChatRow } from '../src/room/chat.ts';
import { chatAdded, chatList } from '../templates/chat.ts';
import { dictOf } from '../templates/i18n/index.ts';
import { gz, mean, pct, progress, round } from './stats.ts';

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

export async function runChatBench() {
  progress('chat: 500 messages, four pages open, after a warm-up…');
  for (let i = 0; i < 20; i++) run();
  const times = run();
  const full: ChatRow[] = [];
  for (let i = 0; i < CHAT_MAX_MESSAGES; i++)
    full.push({ id: i + 1, seat: i % 4, text: `${TYPICAL} #${i}`, at: i * 2000 });
  // What a full chat adds to every view the room hands out with it (entriesOf) and to a page's fresh render (chatList).
  for (let i = 0; i < 200; i++) entriesOf(full, NAMES);
  const t0 = performance.now();
  for (let i = 0; i < 100; i++) entriesOf(full, NAMES);
  const entriesMs = (performance.now() - t0) / 100;
  const chat = entriesOf(full, NAMES);
  for (let i = 0; i < 50; i++) chatList(dictOf('en'), { seat: 0, chat } as Parameters<typeof chatList>[1]);
  const t1 = performance.now();
  for (let i = 0; i < 20; i++) chatList(dictOf('en'), { seat: 0, chat } as Parameters<typeof chatList>[1]);
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
    fullChatRenderGzipBytes: await gz(chatList(dictOf('en'), { seat: 0, chat } as Parameters<typeof chatList>[1])),
  };
  return figures;
}
