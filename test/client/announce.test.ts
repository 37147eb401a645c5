// What the live regions say as updates arrive (src/client/announce.ts): another's move and
// what followed it once, oldest first, as one message; the reader's own move never; the
// chat's new messages of others only while the chat is in sight.
import { describe, expect, it } from 'vitest';
import { type Line, chatNews, lastMove, othersNews, rowWords } from '../../src/client/announce.ts';

/** The log as the page lists it, newest first: Bo's placement (v4), Ana's (v5, hers), Cy's and a counting (v6). */
const LOG: Line[] = [
  { version: 6, by: null, text: 'Neighborhood 2 is counted.' },
  { version: 6, by: 2, text: 'Cy places 3 on the market.' },
  { version: 5, by: 0, text: 'Ana places 4 and 1.' },
  { version: 4, by: 1, text: 'Bo places 2 face down.' },
];

describe('othersNews', () => {
  it("says another's move and what it set off, oldest first, in one message", () => {
    expect(othersNews(LOG, 5, 0)).toBe('Cy places 3 on the market. Neighborhood 2 is counted.');
  });

  it("never says the reader's own move back to them", () => {
    expect(othersNews(LOG, 4, 0)).toBe('Cy places 3 on the market. Neighborhood 2 is counted.');
    expect(othersNews(LOG.slice(2), 4, 0)).toBe('');
  });

  it('says each version once: nothing at or before the version already said', () => {
    expect(othersNews(LOG, 6, 0)).toBe('');
    expect(othersNews(LOG, 3, 0)).toBe('Bo places 2 face down. Cy places 3 on the market. Neighborhood 2 is counted.');
  });

  it("tells a spectator everyone's moves", () => {
    expect(othersNews(LOG, 4, null)).toBe('Ana places 4 and 1. Cy places 3 on the market. Neighborhood 2 is counted.');
  });

  it("keeps a version whose first line is another's, even if a later line names the reader", () => {
    const log: Line[] = [
      { version: 7, by: 0, text: 'Ana wins the Captain.' },
      { version: 7, by: 1, text: 'Bo takes 2 gems.' },
    ];
    expect(othersNews(log, 6, 0)).toBe('Bo takes 2 gems. Ana wins the Captain.');
  });
});

describe('lastMove', () => {
  it('is the newest version, oldest line first', () => {
    expect(lastMove(LOG)).toEqual(['Cy places 3 on the market.', 'Neighborhood 2 is counted.']);
    expect(lastMove([])).toEqual([]);
  });
});

describe('chatNews', () => {
  const listed = [
    { id: 3, mine: false, hidden: false, name: 'Bo', text: 'hello' },
    { id: 4, mine: true, hidden: false, name: 'Ana', text: 'hi' },
    { id: 5, mine: false, hidden: true, name: 'Cy', text: '' },
    { id: 2, mine: false, hidden: false, name: 'Cy', text: 'old' },
  ];
  it("says others' new messages, oldest first, while the chat is in sight", () => {
    expect(chatNews(listed, 1, true).map((m) => m.text)).toEqual(['old', 'hello']);
    expect(chatNews(listed, 2, true).map((m) => m.text)).toEqual(['hello']);
  });
  it('says nothing while the chat is out of sight (the unread count tells then)', () => {
    expect(chatNews(listed, 1, false)).toEqual([]);
  });
});

describe('rowWords', () => {
  it('reads each cell after its heading', () => {
    expect(
      rowWords([
        ['Player', 'Ana (you)'],
        ['VP', '12'],
        ['Blue', '2'],
      ]),
    ).toBe('Player: Ana (you), VP: 12, Blue: 2');
  });
});
