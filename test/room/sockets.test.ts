// The sockets' pushes and limits (sockets.ts), against stand-in sockets: each page gets
// its own update, made once per kind of page, from the view that kind was last sent (or,
// by an object that forgot it, from the version viewBefore).
import { describe, expect, it } from 'vitest';
import { viewFor, type View } from '../../src/engine/index.ts';
import {
  MAX_MESSAGES_PER_MINUTE,
  MessageBudget,
  Sockets,
  TOO_CHATTY,
  seatPagePaths,
  tagOf,
  watchPagePaths,
  type Attachment,
} from '../../src/room/sockets.ts';
import { updatesFor } from '../../src/room/updates.ts';
import { freshSections } from '../../templates/sections.ts';
import { type SinceFacts, sinceSection } from '../../templates/sections.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { step } from '../../src/room/step.ts';
import { liveGame } from './fixtures.ts';

const EN = dictOf('en');

/** A socket as the runtime hands it over: its attachment, what it was sent, how it was closed. */
class FakeSocket {
  sent: string[] = [];
  closed: { code: number; reason: string } | null = null;
  constructor(
    readonly tag: string,
    private readonly att: unknown,
  ) {}
  deserializeAttachment(): unknown {
    return this.att;
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }
}

function room(
  sockets: FakeSocket[],
  views: (seat: number | null) => View,
  since: (seat: number) => SinceFacts | undefined = () => undefined,
) {
  const asked: (number | null)[] = [];
  const ctx = {
    getWebSockets: (tag?: string) =>
      sockets.filter((s) => tag === undefined || s.tag === tag) as unknown as WebSocket[],
    acceptWebSocket: () => {
      throw new Error('not in these tests');
    },
  };
  const viewOf = (seat: number | null) => {
    asked.push(seat);
    return views(seat);
  };
  return {
    asked,
    parts: new Sockets(
      { ctx, viewOf, pageView: viewOf, sinceOf: (seat) => since(seat) ?? views(seat), pageLang: (_seat, lang) => lang },
      () => '',
    ),
  };
}

const pageOf = (seat: number | null, lang = 'en'): Attachment => ({
  seat,
  paths: seat === null ? watchPagePaths('GAME') : seatPagePaths('GAME', seat, 'SIG'),
  lang,
});

/** A seat's panel with nothing since its last move: an update still brings it, to hide a stale one. */
const HIDDEN_SINCE = '<section id="since" class="panel since" hidden></section>';

describe('sockets', () => {
  const live = liveGame(3);
  const out = step(live, 1, { type: 'bid', brokers: [3, 4] });
  if (!out.ok) throw new Error('refused');
  const viewBefore = (seat: number | null) => viewFor(live.state, seat, live.history.all());
  const viewAfter = (seat: number | null) => viewFor(out.live.state, seat, out.live.history.all());

  it('a fresh render is every section, and the next push to that kind of page is only what changed since', () => {
    const own = new FakeSocket(tagOf(1), pageOf(1));
    const { parts } = room([own], viewBefore);
    expect(parts.render(pageOf(1))).toBe(freshSections(EN, viewBefore(1), pageOf(1).paths));
    parts.push(out.views);
    expect(own.sent).toEqual([updatesFor(EN, viewBefore(1), viewAfter(1), pageOf(1).paths) + HIDDEN_SINCE]);
  });

  it(
    "a seat's page kept live gets its panel of what happened since its last move with every update, as " +
      'a fresh render would',
    () => {
      const own = new FakeSocket(tagOf(0), pageOf(0));
      // Seat 0 last acted at the start: seat 1's bid is news to it.
      const facts = { ...viewAfter(0), since: live.state.version };
      const { parts } = room([own], viewBefore, (seat) => (seat === 0 ? facts : undefined));
      parts.render(pageOf(0));
      parts.push(out.views);
      const panel = sinceSection(EN, facts);
      expect(panel).toContain('<summary id="since-title">');
      expect(own.sent).toEqual([updatesFor(EN, viewBefore(0), viewAfter(0), pageOf(0).paths) + panel]);
    },
  );

  it(
    "without a view sent before and no views of the version before (a host's push), every page is " +
      'pushed whole sections',
    () => {
      const own = new FakeSocket(tagOf(1), pageOf(1));
      const { parts } = room([own], viewAfter);
      parts.push(out.views);
      expect(own.sent).toEqual([freshSections(EN, viewAfter(1), pageOf(1).paths)]);
    },
  );

  it(
    'a woken object (no view sent viewBefore) pushes its pages what changed since the version before; ' +
      'an answer page that posted from another gets whole sections',
    () => {
      const own = new FakeSocket(tagOf(1), pageOf(1));
      const watcher = new FakeSocket(tagOf(null), pageOf(null));
      const { parts } = room([own, watcher], viewAfter);
      const made: (number | null)[] = [];
      const views = (seat: number | null) => {
        made.push(seat);
        return viewBefore(seat);
      };
      const answer = parts.push(out.views, { ...pageOf(1), seat: 1, version: live.state.version }, views);
      expect(own.sent).toEqual([updatesFor(EN, viewBefore(1), viewAfter(1), pageOf(1).paths) + HIDDEN_SINCE]);
      expect(answer).toBe(own.sent[0]);
      expect(watcher.sent).toEqual([updatesFor(EN, viewBefore(null), viewAfter(null), pageOf(null).paths)]);
      // Each kind of page's view before is made once, and only for the kinds of page open.
      expect(made).toEqual([1, null]);
      // Seat 2 bids from the page it had before seat 1's bid (bids are made at once, R5.1): that page holds neither
      // version.
      const next = step(out.live, 2, { type: 'bid', brokers: [0, 1] });
      if (!next.ok) throw new Error('refused');
      const now = (seat: number | null) => viewFor(next.live.state, seat, next.live.history.all());
      const older = room([], now).parts.push(
        next.views,
        { ...pageOf(2), seat: 2, version: live.state.version },
        viewAfter,
      );
      expect(older).toBe(freshSections(EN, now(2), pageOf(2).paths));
    },
  );

  it(
    'an update is made once per kind of page and language; the acting page’s answer is the very string ' +
      'its sockets got',
    () => {
      const tabs = [new FakeSocket(tagOf(1), pageOf(1)), new FakeSocket(tagOf(1), pageOf(1))];
      const spanish = new FakeSocket(tagOf(1), pageOf(1, 'es'));
      const watchers = [new FakeSocket(tagOf(null), pageOf(null)), new FakeSocket(tagOf(null), pageOf(null))];
      const other = new FakeSocket(tagOf(0), pageOf(0));
      const junk = new FakeSocket(tagOf(2), { nonsense: true });
      const { parts, asked } = room([...tabs, spanish, ...watchers, other, junk], viewAfter);
      const answer = parts.push(out.views, { ...pageOf(1), seat: 1 });
      expect(tabs[0]!.sent).toEqual([answer]);
      expect(tabs[1]!.sent).toEqual([answer]);
      expect(spanish.sent[0]).toBe(freshSections(dictOf('es'), viewAfter(1), pageOf(1).paths));
      expect(watchers[0]!.sent).toEqual(watchers[1]!.sent);
      expect(other.sent).toEqual([freshSections(EN, out.views[0]!, pageOf(0).paths)]);
      // A socket without a readable attachment is left alone; each fresh render's view, with the whole log, was asked
      // of the room once per kind of page.
      expect(junk.sent).toEqual([]);
      expect(asked).toEqual([1, null, 0]);
      expect(parts.pushed).toBe(6);
    },
  );

  it('closing a seat’s pages closes those only', () => {
    const mine = new FakeSocket(tagOf(1), pageOf(1));
    const theirs = new FakeSocket(tagOf(0), pageOf(0));
    const { parts } = room([mine, theirs], viewAfter);
    parts.closeAll(1, 4001, 'replaced');
    expect(mine.closed).toEqual({ code: 4001, reason: 'replaced' });
    expect(theirs.closed).toBeNull();
    parts.closeAll(undefined, 4010, 'deleted');
    expect(theirs.closed).toEqual({ code: 4010, reason: 'deleted' });
  });

  it(
    'a page may send MAX_MESSAGES_PER_MINUTE messages a minute; the next closes it, and a new minute ' + 'starts again',
    () => {
      const budget = new MessageBudget();
      const ws = {};
      for (let i = 0; i < MAX_MESSAGES_PER_MINUTE; i++) expect(budget.chatty(ws, 1000 + i)).toBe(false);
      expect(budget.chatty(ws, 2000)).toBe(true);
      expect(budget.chatty({}, 2000)).toBe(false);
      expect(budget.chatty(ws, 1000 + 60_000)).toBe(false);
      const chatty = new FakeSocket(tagOf(1), pageOf(1));
      const { parts } = room([chatty], viewAfter);
      for (let i = 0; i <= MAX_MESSAGES_PER_MINUTE; i++) parts.message(chatty as unknown as WebSocket, 'sync', true);
      expect(chatty.sent).toHaveLength(MAX_MESSAGES_PER_MINUTE);
      expect(chatty.closed?.code).toBe(TOO_CHATTY);
    },
  );
});
