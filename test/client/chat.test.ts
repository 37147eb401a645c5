// The chat's unread count and the notes' pace, as src/client/chat.ts and notes.ts run them.
import { describe, expect, it } from 'vitest';
import { unreadAfter } from '../../src/client/chat.ts';
import { waitBeforeWrite } from '../../src/client/notes.ts';

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
  it('write at most once every 5 seconds', () => {
    expect(waitBeforeWrite(0, 100_000)).toBe(0);
    expect(waitBeforeWrite(100_000, 102_000)).toBe(3000);
  });
});
