// When a seat away from the table is told of the chat (chatNotice.ts): a grace after the
// first message it neither read nor was told of, an hour after its last chat notice;
// never for its own or hidden messages, with a page open, or while one is being sent.
import { describe, expect, it } from 'vitest';
import { CHAT_NOTICE_EVERY_MS, chatMomentsOf, type ChatNoticeInputs } from '../../src/room/chatNotice.ts';
import type { ChatRow } from '../../src/room/chat.ts';

const GRACE = 60_000;
const rows: ChatRow[] = [
  { id: 1, seat: 0, text: 'hi', at: 1_000 },
  { id: 2, seat: 1, text: 'mine', at: 2_000 },
  { id: 3, seat: 0, text: null, at: 3_000 },
  { id: 4, seat: 2, text: 'yo', at: 4_000 },
];
const inputs = (over: Partial<ChatNoticeInputs> = {}): ChatNoticeInputs => ({
  rows,
  lastRead: () => 0,
  told: () => new Map(),
  turnTold: () => new Map(),
  open: () => false,
  reachable: new Set([1]),
  sending: new Set(),
  graceMs: GRACE,
  ...over,
});

describe('chat notices', () => {
  it(
    'a reachable seat: a grace after the first message of the others, counting them; its own and hidden ' +
      'ones aside',
    () => {
      expect(chatMomentsOf(inputs())).toEqual([{ at: 1_000 + GRACE, kind: 'chat', seat: 1, last: 4, count: 2 }]);
      // Read up to 1: from the next one of the others.
      expect(chatMomentsOf(inputs({ lastRead: () => 1 }))).toEqual([
        { at: 4_000 + GRACE, kind: 'chat', seat: 1, last: 4, count: 1 },
      ]);
      expect(chatMomentsOf(inputs({ lastRead: () => 4 }))).toEqual([]);
    },
  );

  it(
    'nothing for a seat with a page open, one not reachable, one being told, or a chat without ' +
      'messages; reads nothing then',
    () => {
      const read = () => {
        throw new Error('read');
      };
      expect(chatMomentsOf(inputs({ open: () => true }))).toEqual([]);
      expect(chatMomentsOf(inputs({ reachable: new Set(), told: read, turnTold: read }))).toEqual([]);
      expect(chatMomentsOf(inputs({ sending: new Set(['chat:1']), told: read, turnTold: read }))).toEqual([]);
      expect(chatMomentsOf(inputs({ rows: [], told: read, turnTold: read }))).toEqual([]);
    },
  );

  it('an hour after the last chat notice; messages a turn notice counted are told', () => {
    const told = new Map([[1, { at: 70_000, last: 1 }]]);
    expect(chatMomentsOf(inputs({ told: () => told }))).toEqual([
      { at: 70_000 + CHAT_NOTICE_EVERY_MS, kind: 'chat', seat: 1, last: 4, count: 2 },
    ]);
    expect(chatMomentsOf(inputs({ told: () => new Map([[1, { at: 70_000, last: 4 }]]) }))).toEqual([]);
    expect(chatMomentsOf(inputs({ turnTold: () => new Map([[1, 5_000]]) }))).toEqual([]);
    expect(chatMomentsOf(inputs({ turnTold: () => new Map([[1, 2_500]]) }))).toEqual([
      { at: 4_000 + GRACE, kind: 'chat', seat: 1, last: 4, count: 2 },
    ]);
  });
});
