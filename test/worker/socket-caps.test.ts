// A game caps its open sockets (per seat: the oldest gives way; on the
// public spectators' link: the newest is refused) and the messages a page may send a
// minute, closing the socket with a code of its own and a reason the page shows.
import { describe, expect, it } from 'vitest';
import {
  MAX_MESSAGES_PER_MINUTE,
  MAX_SOCKETS_PER_SEAT,
  MAX_SPECTATOR_SOCKETS,
  TOO_CHATTY,
  TOO_MANY_PAGES,
} from '../../src/room/sockets.ts';
import { NAMES, Socket, createViaApi, pathOf } from './helpers.ts';

type Closed = { code: number; reason: string };
/** Resolves when the server closes the socket. */
const closed = (s: Socket) =>
  new Promise<Closed>((resolve) => s.ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })));
const within = <T>(p: Promise<T>, ms = 3000) =>
  Promise.race([p, new Promise<null>((r) => setTimeout(() => r(null), ms))]);

describe('socket caps', () => {
  it('a seat keeps its newest pages: beyond the cap the oldest is closed, with the reason', async () => {
    const game = await createViaApi({ players: NAMES.map((name) => ({ name })), seed: 'caps-seat' });
    const self = pathOf(game.seats[0]!.url);
    const pages: Socket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_SEAT; i++) {
      pages.push(await Socket.open(self));
      await pages.at(-1)!.next(1);
    }
    const first = closed(pages[0]!);
    const newest = await Socket.open(self);
    await newest.next(1);
    const got = await within(first);
    expect(got).toEqual({ code: TOO_MANY_PAGES, reason: expect.stringContaining('too many pages open') });
    // The others, and another seat, are untouched.
    expect(await within(closed(pages[1]!), 300)).toBeNull();
    const other = await Socket.open(pathOf(game.seats[1]!.url));
    expect(await other.next(1)).toContain('id="status"');
    [...pages.slice(1), newest, other].forEach((s) => {
      s.close();
    });
  });

  it("the spectators' link refuses pages beyond its cap and keeps the ones it has", async () => {
    const game = await createViaApi({ players: NAMES.map((name) => ({ name })), seed: 'caps-watch' });
    const watch = pathOf(game.spectatorUrl);
    const pages = await Promise.all(Array.from({ length: MAX_SPECTATOR_SOCKETS }, () => Socket.open(watch)));
    await Promise.all(pages.map((p) => p.next(1)));
    const extra = await Socket.open(watch);
    expect(await within(closed(extra))).toEqual({
      code: TOO_MANY_PAGES,
      reason: expect.stringContaining('Too many pages are watching'),
    });
    expect(extra.messages).toEqual([]);
    expect(await within(closed(pages[0]!), 300)).toBeNull();
    pages.forEach((s) => {
      s.close();
    });
  });

  it('a page that sends too many messages in a minute is closed; one that does not is left alone', async () => {
    const game = await createViaApi({ players: NAMES.map((name) => ({ name })), seed: 'caps-chatty' });
    const page = await Socket.open(pathOf(game.seats[2]!.url));
    await page.next(1);
    const calm = await Socket.open(pathOf(game.seats[3]!.url));
    await calm.next(1);
    const shut = closed(page);
    for (let i = 0; i < MAX_MESSAGES_PER_MINUTE; i++) page.ws.send('sync');
    await page.next(1 + MAX_MESSAGES_PER_MINUTE);
    page.ws.send('sync');
    expect(await within(shut)).toEqual({ code: TOO_CHATTY, reason: expect.stringContaining('too many messages') });
    calm.ws.send('sync');
    expect(await calm.next(2)).toContain('id="status"');
    calm.close();
  });
});
