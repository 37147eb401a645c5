// The chat's pure rules (src/room/chat.ts): what a message and the notes may hold, the
// limits on posting, the unread count.
import { describe, expect, it } from 'vitest';
import {
  CHAT_MAX_MESSAGES,
  checkMessage,
  checkNotes,
  entriesOf,
  postRefusal,
  unreadCount,
  type ChatRow,
} from '../../src/room/chat.ts';

const row = (id: number, seat: number, at: number, text: string | null = `m${id}`): ChatRow => ({ id, seat, text, at });

describe('a message', () => {
  it('is kept NFC, trimmed, with its line breaks (one kind), emoji sequences whole', () => {
    expect(checkMessage('  e\u0301te\u0301\r\n\r\nok \n')).toEqual({ ok: true, text: 'été\n\nok' });
    expect(checkMessage('👨‍👩‍👧 ❤️ 👍🏽')).toEqual({ ok: true, text: '👨‍👩‍👧 ❤️ 👍🏽' });
  });

  it(
    'is refused empty, over 500 characters (counted as characters, not UTF-16 units), or with a hidden ' + 'character',
    () => {
      expect(checkMessage(' \n\t ')).toEqual({ ok: false, refusal: { key: 'chatEmpty' } });
      expect(checkMessage('😀'.repeat(500)).ok).toBe(true);
      expect(checkMessage('😀'.repeat(501))).toEqual({
        ok: false,
        refusal: { key: 'chatTooLong', length: 501, max: 500 },
      });
      const kinds: [string, string, string][] = [
        ['a\tb', 'control', 'U+0009'],
        ['a\u0000', 'control', 'U+0000'],
        ['a\u2028b', 'control', 'U+2028'],
        ['ab\u202E', 'direction', 'U+202E'],
        ['a\u2066b', 'direction', 'U+2066'],
        ['a\u200Bb', 'invisible', 'U+200B'],
        ['a\u200Db', 'invisible', 'U+200D'],
        [' \uFE0Fa', 'variation', 'U+FE0F'],
        ['a\uE000', 'unknown', 'U+E000'],
      ];
      for (const [text, kind, char] of kinds)
        expect(checkMessage(text), JSON.stringify(text)).toEqual({
          ok: false,
          refusal: { key: 'chatChar', kind, char },
        });
    },
  );
});

describe('marks and variation selectors in a message, shown to every seat', () => {
  it('keeps the accents of real scripts and the selectors of emoji sequences', () => {
    for (const text of ['Tiếng Việt', 'नमस्ते क्षत्रिय', 'กี่โมงแล้ว', 'e\u0301\u0323', '❤️ ❤︎ 1️⃣ #️⃣ ☺️']) {
      expect(checkMessage(text), JSON.stringify(text)).toEqual({ ok: true, text: text.normalize('NFC') });
    }
  });

  it('refuses an accent on no letter: at the start, after a space or a line break ', () => {
    expect(checkMessage('\u0301abc')).toEqual({ ok: false, refusal: { key: 'chatLoneMark', char: 'U+0301' } });
    expect(checkMessage('ab \u0308c')).toEqual({ ok: false, refusal: { key: 'chatLoneMark', char: 'U+0308' } });
    expect(checkMessage('ab\n\u0308c')).toEqual({ ok: false, refusal: { key: 'chatLoneMark', char: 'U+0308' } });
  });

  it('refuses more than four marks stacked on one character ("Zalgo" text spilling over the chat)', () => {
    const four = 'q\u0300\u0316\u0317\u0318';
    expect(checkMessage(`${four}b`).ok).toBe(true);
    expect(checkMessage(`${four}\u0319b`)).toEqual({ ok: false, refusal: { key: 'chatMarks', max: 4 } });
    expect(checkMessage('h\u0336\u0337\u0338\u0335\u0334\u0321i')).toEqual({
      ok: false,
      refusal: { key: 'chatMarks', max: 4 },
    });
  });

  it('refuses a variation selector outside an emoji sequence', () => {
    expect(checkMessage('a\uFE0Fb')).toEqual({
      ok: false,
      refusal: { key: 'chatChar', kind: 'variation', char: 'U+FE0F' },
    });
    expect(checkMessage('\u845B\u{E0100}')).toEqual({
      ok: false,
      refusal: { key: 'chatChar', kind: 'variation', char: 'U+E0100' },
    });
    expect(checkMessage('❤\uFE01')).toEqual({
      ok: false,
      refusal: { key: 'chatChar', kind: 'variation', char: 'U+FE01' },
    });
  });

  it("spares a seat's own notes, which nobody else reads", () => {
    expect(checkNotes('\u0301 a\uFE0F').ok).toBe(true);
  });
});

describe('the notes', () => {
  it('may be empty, keep tabs and line breaks, and hold at most 2,000 characters, nothing hidden', () => {
    expect(checkNotes('')).toEqual({ ok: true, text: '' });
    expect(checkNotes('a\tb\r\nc ')).toEqual({ ok: true, text: 'a\tb\nc ' });
    expect(checkNotes('n'.repeat(2001))).toEqual({
      ok: false,
      refusal: { key: 'notesTooLong', length: 2001, max: 2000 },
    });
    expect(checkNotes('x\u202Ey')).toEqual({
      ok: false,
      refusal: { key: 'notesChar', kind: 'direction', char: 'U+202E' },
    });
  });
});

describe('posting', () => {
  const now = 1_000_000;
  it('a muted seat: 403; a full chat: 409', () => {
    expect(postRefusal([], 0, true, now)?.status).toBe(403);
    const full = Array.from({ length: CHAT_MAX_MESSAGES }, (_, i) => row(i + 1, i % 4, 0));
    expect(postRefusal(full, 0, false, now)).toEqual({ status: 409, refusal: { key: 'chatFull', max: 500 } });
    expect(postRefusal(full.slice(1), 0, false, now)).toBeNull();
  });

  it('10 a minute per seat: the 11th waits until the oldest of the last 10 is a minute old', () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1, 1, now - 50_000 + i * 1000));
    expect(postRefusal(rows, 1, false, now)).toEqual({
      status: 429,
      refusal: { key: 'chatTooFast', max: 10, retryAfter: 10 },
    });
    expect(postRefusal(rows, 2, false, now)).toBeNull();
    expect(postRefusal(rows, 1, false, now + 10_000)).toBeNull();
    expect(postRefusal(rows.slice(1), 1, false, now)).toBeNull();
  });
});

describe('reading', () => {
  it("a hidden message has no text; the unread count leaves out the seat's own and the hidden ones", () => {
    const rows = [row(1, 0, 1), row(2, 1, 2), row(3, 2, 3, null), row(4, 2, 4)];
    expect(entriesOf(rows, ['Ana', 'Bo', 'Cy'])[2]).toEqual({
      id: 3,
      seat: 2,
      name: 'Cy',
      text: '',
      at: 3,
      hidden: true,
    });
    expect(unreadCount(rows, 1, 0)).toBe(2);
    expect(unreadCount(rows, 1, 1)).toBe(1);
    expect(unreadCount(rows, 0, 4)).toBe(0);
  });
});
