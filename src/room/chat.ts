// The table around the board: the game's chat and each seat's private notes.
// Room facts, not rules: the engine knows nothing of them, and a replay never meets them.
//
//   chat        one row per message (`text` NULL once the host hid it: its words are gone)
//   chat_reads  per seat, the newest message id it had on an open page (the unread count)
//   notes       per seat, its own notes: read only into that seat's own view
//   mutes       the seats the host muted
//
// Tables are made on the first write; reading a game that never chatted creates nothing.
// A message is one row written; reads are marked when a page opens or closes, never per message.
import { codePoint, hiddenChar, MARK, MARKS_MAX, type HiddenChar, VARIATION_SELECTOR } from '../engine/index.ts';
import { CHAT_MAX_CHARS, type ChatEntry, type ChatRefusal } from '../views.ts';

/** Messages a game keeps: after that the chat is full (the record stays small). */
export const CHAT_MAX_MESSAGES = 500;
/**
 * Messages a page, a view or a socket's fresh render carries, the newest: a full chat
 * costs a page what a short one does. The older come on demand, as many at a time
 * (GET {link}/chat?before=ID); the record after the end keeps them all.
 */
export const CHAT_PAGE = 50;
/** Messages one seat may post in a minute. */
export const CHAT_PER_MINUTE = 10;
/** Characters of a seat's notes. */
export const NOTES_MAX_CHARS = 2000;

/** As stored: `text` null once hidden. */
export type ChatRow = { id: number; seat: number; text: string | null; at: number };

export type Checked = { ok: true; text: string } | { ok: false; refusal: ChatRefusal };

const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F/u;
const ZWJ = '\u200D';
// Text or emoji presentation (❤︎ or ❤️, the 1 of 1️⃣): the one use of a variation selector a
// message keeps; the others (CJK and Mongolian variants) draw nothing most readers can see.
const PRESENTATION = /[\uFE0E\uFE0F]/u;
const EMOJI_BASE = /\p{Emoji}/u;
const SPACE = /\s/u;

const strayVariation = (ch: string, previous: string): HiddenChar | null =>
  PRESENTATION.test(ch) && EMOJI_BASE.test(previous) ? null : { kind: 'variation', char: codePoint(ch) };

type CharProblem = HiddenChar | { kind: 'loneMark'; char: string } | { kind: 'marks'; max: number };

/**
 * A text's characters, checked as names are (names.ts), but for line breaks, which a
 * message keeps, and the joiner inside an emoji sequence (a family, a flag): invisible
 * there, it draws one picture of several. Shown to others, a message also keeps its marks
 * on letters (no accent on nothing, none stacked past a few: text that spills over the
 * chat) and its variation selectors to emoji; a seat's own notes are spared both.
 */
function charProblem(text: string, rules: { tabs: boolean; shown: boolean }): CharProblem | null {
  let previous = '';
  let marks = 0;
  for (const ch of text) {
    const joins = ch === '\n' || (rules.tabs && ch === '\t') || (ch === ZWJ && EMOJI.test(previous));
    if (!joins) {
      const selector = rules.shown && VARIATION_SELECTOR.test(ch);
      const hidden = selector ? strayVariation(ch, previous) : hiddenChar(ch, previous);
      if (hidden) return hidden;
    }
    if (rules.shown && MARK.test(ch)) {
      if (previous === '' || SPACE.test(previous)) return { kind: 'loneMark', char: codePoint(ch) };
      if (++marks > MARKS_MAX) return { kind: 'marks', max: MARKS_MAX };
    } else marks = 0;
    previous = ch;
  }
  return null;
}

/** The form text is kept in: NFC (one "é" however typed), one kind of line break. */
const kept = (raw: string) => raw.normalize('NFC').replace(/\r\n?/g, '\n');

/** A message as posted: trimmed, 1 to 500 characters, no hidden characters. */
export function checkMessage(raw: string): Checked {
  const text = kept(raw).trim();
  if (!text) return { ok: false, refusal: { key: 'chatEmpty' } };
  const length = [...text].length;
  if (length > CHAT_MAX_CHARS) return { ok: false, refusal: { key: 'chatTooLong', length, max: CHAT_MAX_CHARS } };
  const problem = charProblem(text, { tabs: false, shown: true });
  if (!problem) return { ok: true, text };
  if (problem.kind === 'loneMark') return { ok: false, refusal: { key: 'chatLoneMark', char: problem.char } };
  if (problem.kind === 'marks') return { ok: false, refusal: { key: 'chatMarks', max: problem.max } };
  return { ok: false, refusal: { key: 'chatChar', ...problem } };
}

/** A seat's notes: empty clears them; tabs are kept (pasted plans), anything hidden is refused all the same. */
export function checkNotes(raw: string): Checked {
  const text = kept(raw);
  const length = [...text].length;
  if (length > NOTES_MAX_CHARS) return { ok: false, refusal: { key: 'notesTooLong', length, max: NOTES_MAX_CHARS } };
  const hidden = charProblem(text, { tabs: true, shown: false }) as HiddenChar | null;
  return hidden ? { ok: false, refusal: { key: 'notesChar', ...hidden } } : { ok: true, text };
}

/**
 * Whether `seat` may post now, given the chat so far: a muted seat may not (403), a full
 * chat takes no more (409), and a seat that posted 10 in the last minute waits (429) until
 * the oldest of them is a minute old. Null: it may.
 */
export function postRefusal(
  rows: readonly ChatRow[],
  seat: number,
  muted: boolean,
  now: number,
): { status: 403 | 409 | 429; refusal: ChatRefusal } | null {
  if (muted) return { status: 403, refusal: { key: 'chatMuted' } };
  if (rows.length >= CHAT_MAX_MESSAGES) return { status: 409, refusal: { key: 'chatFull', max: CHAT_MAX_MESSAGES } };
  const recent = rows.filter((r) => r.seat === seat && r.at > now - 60_000);
  if (recent.length < CHAT_PER_MINUTE) return null;
  const oldest = recent[recent.length - CHAT_PER_MINUTE]!.at;
  return {
    status: 429,
    refusal: {
      key: 'chatTooFast',
      max: CHAT_PER_MINUTE,
      retryAfter: Math.max(1, Math.ceil((oldest + 60_000 - now) / 1000)),
    },
  };
}

/** The chat as views carry it, names from the game's setup (a seat's name never changes). */
export function entriesOf(rows: readonly ChatRow[], names: readonly string[]): ChatEntry[] {
  return rows.map((r) => entryOf(r, names));
}

/** Some messages, oldest first, and whether older ones exist before the first of them. */
export type ChatPage = { entries: ChatEntry[]; more: boolean };

/** The newest `CHAT_PAGE` messages of `rows` (oldest first) older than `before` (absent: all). */
export function pageOf(rows: readonly ChatRow[], names: readonly string[], before = Infinity): ChatPage {
  // Ids grow with each message, so the rows older than `before` are a prefix of them.
  let end = rows.length;
  while (end > 0 && rows[end - 1]!.id >= before) end--;
  const start = Math.max(0, end - CHAT_PAGE);
  return { entries: entriesOf(rows.slice(start, end), names), more: start > 0 };
}

export function entryOf(r: ChatRow, names: readonly string[]): ChatEntry {
  const base = { id: r.id, seat: r.seat, name: names[r.seat] ?? `${r.seat + 1}`, at: r.at };
  return r.text === null ? { ...base, text: '', hidden: true } : { ...base, text: r.text };
}

/** Messages of the others, not hidden, after the seat's last read one. */
export function unreadCount(rows: readonly ChatRow[], seat: number, lastRead: number): number {
  return rows.filter((r) => r.id > lastRead && r.seat !== seat && r.text !== null).length;
}

const TABLES = {
  chat: '(id INTEGER PRIMARY KEY, seat INTEGER NOT NULL, text TEXT, at INTEGER NOT NULL)',
  chat_reads: '(seat INTEGER PRIMARY KEY, last INTEGER NOT NULL)',
  notes: '(seat INTEGER PRIMARY KEY, text TEXT NOT NULL)',
  mutes: '(seat INTEGER PRIMARY KEY)',
};
type Table = keyof typeof TABLES;

/**
 * The four tables, read once into memory (a view is made for every page on every
 * action: it must not read 500 rows each time) and written through.
 */
export class ChatStore {
  private rowsCache: ChatRow[] | undefined;
  /**
   * The newest messages as views carry them, made once per change (every view handed out shares them; nobody changes a
   * view).
   */
  private pageCache: ChatPage | undefined;
  private readsCache: Map<number, number> | undefined;
  private mutesCache: Set<number> | undefined;
  private readonly made = new Set<Table>();

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly count: (rows: number) => void,
  ) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  private exists(table: Table): boolean {
    if (this.made.has(table)) return true;
    const found =
      this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", table).toArray().length > 0;
    if (found) this.made.add(table);
    return found;
  }

  private make(table: Table): void {
    if (this.made.has(table)) return;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS ${table} ${TABLES[table]}`);
    this.made.add(table);
  }

  private write(query: string, ...bindings: SqlStorageValue[]): void {
    this.count(this.sql.exec(query, ...bindings).rowsWritten);
  }

  rows(): ChatRow[] {
    this.rowsCache ??= this.exists('chat')
      ? this.sql
          .exec('SELECT id, seat, text, at FROM chat ORDER BY id')
          .toArray()
          .map((r) => ({
            id: Number(r.id),
            seat: Number(r.seat),
            text: r.text === null ? null : String(r.text),
            at: Number(r.at),
          }))
      : [];
    return this.rowsCache;
  }

  /** The newest messages, as every view carries them. */
  newest(names: readonly string[]): ChatPage {
    this.pageCache ??= pageOf(this.rows(), names);
    return this.pageCache;
  }

  /** The whole chat, for the record after the end: read only then. */
  entries(names: readonly string[]): ChatEntry[] {
    return entriesOf(this.rows(), names);
  }

  post(seat: number, text: string, at: number): ChatRow {
    const rows = this.rows();
    this.make('chat');
    const row = { id: (rows[rows.length - 1]?.id ?? 0) + 1, seat, text, at };
    this.write('INSERT INTO chat (id, seat, text, at) VALUES (?, ?, ?, ?)', row.id, seat, text, at);
    rows.push(row);
    this.pageCache = undefined;
    return row;
  }

  /**
   * The message's words go from storage; the row stays, so the chat's order and ids do not move. Null: no such message.
   */
  hide(id: number): ChatRow | null {
    const row = this.rows().find((r) => r.id === id);
    if (!row) return null;
    if (row.text !== null) {
      this.write('UPDATE chat SET text = NULL WHERE id = ?', id);
      row.text = null;
      this.pageCache = undefined;
    }
    return row;
  }

  muted(): Set<number> {
    this.mutesCache ??= new Set(
      this.exists('mutes')
        ? this.sql
            .exec('SELECT seat FROM mutes')
            .toArray()
            .map((r) => Number(r.seat))
        : [],
    );
    return this.mutesCache;
  }

  setMuted(seat: number, on: boolean): void {
    const muted = this.muted();
    if (muted.has(seat) === on) return;
    this.make('mutes');
    this.write(on ? 'INSERT INTO mutes (seat) VALUES (?)' : 'DELETE FROM mutes WHERE seat = ?', seat);
    if (on) muted.add(seat);
    else muted.delete(seat);
  }

  /** Read only for the seat's own view: never cached, never put where another page could meet it. */
  notes(seat: number): string {
    if (!this.exists('notes')) return '';
    const row = this.sql.exec('SELECT text FROM notes WHERE seat = ?', seat).toArray()[0];
    return row ? String(row.text) : '';
  }

  /** The same text again (a page saving what it saved) writes nothing. */
  setNotes(seat: number, text: string): void {
    if (this.notes(seat) === text) return;
    this.make('notes');
    this.write('INSERT OR REPLACE INTO notes (seat, text) VALUES (?, ?)', seat, text);
  }

  private reads(): Map<number, number> {
    this.readsCache ??= new Map(
      this.exists('chat_reads')
        ? this.sql
            .exec('SELECT seat, last FROM chat_reads')
            .toArray()
            .map((r) => [Number(r.seat), Number(r.last)] as const)
        : [],
    );
    return this.readsCache;
  }

  lastRead(seat: number): number {
    return this.reads().get(seat) ?? 0;
  }

  /** The seat had a page open up to the newest message: written only when that moves it. */
  markRead(seat: number): void {
    const newest = this.rows()[this.rows().length - 1]?.id ?? 0;
    if (newest <= this.lastRead(seat)) return;
    this.make('chat_reads');
    this.write('INSERT OR REPLACE INTO chat_reads (seat, last) VALUES (?, ?)', seat, newest);
    this.reads().set(seat, newest);
  }
}
