// The chat's unread count and the notes' pace, as src/client/chat.ts and notes.ts run them.
import { describe, expect, it } from 'vitest';
import { unreadAfter } from '../../src/client/chat.ts';
import { GAP, PAUSE, notesState, retryAfterMs, waitBeforeWrite } from '../../src/client/notes.ts';

const msg = (id: number, mine = false, hidden = false) => ({ id, mine, hidden });

describe('the unread count', () => {
  it('learns where the list stands on the first scan, counting nothing', () => {
    expect(unreadAfter([msg(1), msg(2)], { unread: 3, newest: 0 }, false)).toEqual({ unread: 3, newest: 2 });
  });

  it('counts only newer messages of others, not hidden ones', () => {
    const listed = [msg(1), msg(2), msg(3, true), msg(4, false, true), msg(5)];
    expect(unreadAfter(listed, { unread: 0, newest: 2 }, true)).toEqual({ unread: 1, newest: 5 });
  });

  it('counts nothing while the reader looks', () => {
    expect(unreadAfter([msg(7)], { unread: 0, newest: 6 }, false)).toEqual({ unread: 0, newest: 7 });
  });
});

describe('the notes', () => {
  it("are written after a second's pause in typing, two seconds apart at least (the server's 30 a minute)", () => {
    expect(PAUSE).toBe(1000);
    expect(60_000 / GAP).toBeLessThanOrEqual(30);
    // A keystroke at 10 s, the last write long ago: written at 11 s.
    expect(waitBeforeWrite(10_000, 0, 10_000)).toBe(1000);
    expect(waitBeforeWrite(10_000, 0, 10_600)).toBe(400);
    // Typing on puts it off; a write half a second ago holds the next for the rest of its gap.
    expect(waitBeforeWrite(12_000, 0, 12_000)).toBe(1000);
    expect(waitBeforeWrite(12_000, 12_500, 12_900)).toBe(1600);
    expect(waitBeforeWrite(0, 0, 50_000)).toBe(0);
  });

  it('say "Saved" only when the server has the text the box holds', () => {
    expect(notesState('abc', 'abc', null)).toBe('saved');
    expect(notesState('abc', 'ab', 'abc')).toBe('saving');
    // Typed on while a write was on its way: not saved, not that write's.
    expect(notesState('abcd', 'ab', 'abc')).toBe('unsaved');
    expect(notesState('abcd', 'abc', null)).toBe('unsaved');
  });

  it('wait out a refusal for as long as its Retry-After says', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs('0')).toBeNull();
  });
});
