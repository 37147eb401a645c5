// The chat reaches a seat away from the table: a seat with unread
// messages and no open page is told once, after the grace, by its own browsers and
// address (never the webhook), at most once an hour, coalesced, never with the words of
// the messages; and its turn notice's "since your last move" counts them too.
// The game's sends go out through the object's fetch, watched here (the sends are real:
// encrypted pushes for a real browser key, a mail API's JSON).
import { runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SetupSchema } from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import type { AlarmSchedule } from '../../src/room/alarmSchedule.ts';
import { CHAT_NOTICE_EVERY_MS } from '../../src/room/chatNotice.ts';
import type { RoomCore } from '../../src/room/core.ts';
import { episodes, type Moment } from '../../src/room/waiting.ts';
import type { Sender } from '../../src/room/sending.ts';
import type { GameLinks } from '../../src/room/protocol.ts';
import { newGameId } from '../../src/room/signedLinks.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { ORIGIN, fetchWorker, stubOf } from './helpers.ts';

const EN = dictOf('en');
const GRACE = 60_000;
type Inside = { core: RoomCore; alarmSchedule: AlarmSchedule; sender: Sender };

async function made(): Promise<{ id: string; links: GameLinks }> {
  const id = newGameId();
  const result = await stubOf(id).create({
    gameId: id,
    setup: SetupSchema.parse({ players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] }),
    seed: 'chat-notice',
    devSecret: false,
    origin: ORIGIN,
    localVapid: true,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return { id, links: result.links };
}

const seatPath = (links: GameLinks, seat: number) => links.seats[seat]!.path!;
const json = (path: string, body: unknown) =>
  fetchWorker(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A browser's subscription with real keys, so the game's encryption succeeds and the push is posted. */
async function subscription(path: string) {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const raw = (await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer;
  return {
    endpoint: `http://127.0.0.1:9${path}`,
    expirationTime: null,
    keys: { p256dh: b64url(raw), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) },
  };
}

type Posted = { url: string; body: string };

/**
 * Inside the object, at `at` on its clock, with a mail API configured: runs the alarm and
 * waits for its sends to settle. Returns what went out.
 */
async function alarmAt(id: string, at: number): Promise<Posted[]> {
  return runInDurableObject(stubOf(id), async (room: GameRoom) => {
    const inside = room as unknown as Inside;
    const env = inside.core.env;
    const before = {
      MAIL: env.MAIL,
      MAIL_API_URL: env.MAIL_API_URL,
      MAIL_API_KEY: env.MAIL_API_KEY,
      MAIL_FROM: env.MAIL_FROM,
    };
    Object.assign(env, {
      MAIL: 'http',
      MAIL_API_URL: 'http://127.0.0.1:9/mail-api',
      MAIL_API_KEY: 'k',
      MAIL_FROM: 'ys@example.com',
    });
    const posted: Posted[] = [];
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      posted.push({ url: String(input), body: typeof init?.body === 'string' ? init.body : '' });
      return new Response(null, { status: 201 });
    });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(at);
    try {
      await room.alarm();
      // The sends are started, never awaited: settled once nothing is under way.
      for (let i = 0; i < 200 && inside.sender.sending().size; i++) await new Promise((r) => setTimeout(r, 5));
      expect(inside.sender.sending().size).toBe(0);
      return posted;
    } finally {
      fetched.mockRestore();
      clock.mockRestore();
      Object.assign(env, before);
    }
  });
}

const moments = (id: string) =>
  runInDurableObject(stubOf(id), (room: GameRoom) => (room as unknown as Inside).alarmSchedule.chatMoments());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a chat notice', () => {
  it(
    'tells an away seat once after the grace, by its push and mail, coalesced and without the words; ' +
      'never the webhook',
    async () => {
      const { id, links } = await made();
      // Seat 1 has a browser and an address; seat 2 nothing of its own; the game a webhook.
      expect((await json(`${seatPath(links, 1)}/push`, await subscription('/push/1'))).status).toBe(200);
      // This deployment sends no mail (its route refuses): the address is kept as the route keeps it.
      await runInDurableObject(stubOf(id), (room: GameRoom) => {
        (room as unknown as Inside).core.contacts.setMail(1, 'bo@example.com');
      });
      expect((await json(`${links.hostPath}/webhook`, { webhook: 'http://127.0.0.1:9/hook' })).status).toBe(200);
      // Their turns' notices went a while ago (the next test has them due with the chat).
      await runInDurableObject(stubOf(id), (room: GameRoom) => {
        const { core } = room as unknown as Inside;
        const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 10_000);
        const keys = episodes(core.current()).map((e) => e.key);
        core.store.notices.settle(keys, [], { at: Date.now(), begun: Date.now() }, new Set(keys));
        clock.mockRestore();
      });
      const words = ['meet at the port', 'secret plan', 'gg'];
      for (const text of words) expect((await json(`${seatPath(links, 0)}/chat`, { text })).status).toBe(200);

      const due = await moments(id);
      expect(due.map((m) => ({ seat: m.seat, count: m.count, last: m.last }))).toEqual([
        { seat: 1, count: 3, last: 3 },
      ]);
      const first = due[0]!.at - GRACE;

      // Before the grace: nothing of the chat goes out.
      const early = await alarmAt(id, first + GRACE - 1);
      expect(early.filter((p) => p.url.includes('/push/1') || p.url.includes('/mail-api'))).toEqual([]);

      const sent = await alarmAt(id, first + GRACE);
      const toSeat = sent.filter((p) => p.url.endsWith('/push/1'));
      const mails = sent
        .filter((p) => p.url.endsWith('/mail-api'))
        .map((p) => JSON.parse(p.body) as { subject: string; text: string; to: string[] });
      expect(toSeat).toHaveLength(1);
      expect(mails.filter((m) => m.subject.includes('new messages'))).toEqual([
        expect.objectContaining({ to: ['bo@example.com'] }),
      ]);
      const mail = mails.find((m) => m.subject.includes('new messages'))!;
      expect(mail.subject).toBe(EN.notify.chatNew(3, EN.notify.gameName(['Ana', 'Bo', 'Cy'])));
      expect(mail.subject).toBe('3 new messages in Ys with Ana, Bo and Cy');
      for (const w of words) expect(mail.text).not.toContain(w);
      // The webhook hears of turns only: no chat's words or count ever reach it.
      for (const hook of sent.filter((p) => p.url.endsWith('/hook'))) {
        expect(hook.body).not.toMatch(/new messages|meet at the port|secret plan/);
      }

      // Told once: one row, and nothing more due until another message.
      expect(await moments(id)).toEqual([]);
      const again = await alarmAt(id, first + GRACE + 1000);
      expect(again.filter((p) => p.url.endsWith('/push/1'))).toEqual([]);
      const told = await runInDurableObject(stubOf(id), (room: GameRoom) =>
        (room as unknown as Inside).core.store.notices.chatTold().get(1),
      );
      expect(told).toEqual({ at: first + GRACE, last: 3 });

      // A fourth message: due an hour after the notice, not a grace after the message.
      expect((await json(`${seatPath(links, 2)}/chat`, { text: 'hello' })).status).toBe(200);
      expect((await moments(id)).map((m) => ({ at: m.at, seat: m.seat, count: m.count }))).toEqual([
        { at: first + GRACE + CHAT_NOTICE_EVERY_MS, seat: 1, count: 4 },
      ]);

      // Seat 1 opens its page: read, nothing to tell.
      expect((await fetchWorker(seatPath(links, 1))).status).toBe(200);
      expect(await moments(id)).toEqual([]);
    },
  );

  it("a seat's own messages, hidden ones and a page already open call for none", async () => {
    const { id, links } = await made();
    expect((await json(`${seatPath(links, 0)}/push`, await subscription('/push/0'))).status).toBe(200);
    expect((await json(`${seatPath(links, 0)}/chat`, { text: 'mine' })).status).toBe(200);
    expect(await moments(id)).toEqual([]);
    expect((await json(`${seatPath(links, 1)}/chat`, { text: 'theirs' })).status).toBe(200);
    expect((await moments(id)).map((m) => m.seat)).toEqual([0]);
    expect((await json(`${links.hostPath}/chat/2/hide`, {})).status).toBe(200);
    expect(await moments(id)).toEqual([]);
    expect((await json(`${seatPath(links, 1)}/chat`, { text: 'again' })).status).toBe(200);
    // Seat 0's page is open (its socket): it reads the chat there.
    const upgrade = await fetchWorker(`${seatPath(links, 0)}/ws`, { headers: { Upgrade: 'websocket' } });
    expect(upgrade.status).toBe(101);
    upgrade.webSocket!.accept();
    expect(await moments(id)).toEqual([]);
    upgrade.webSocket!.close(1000, 'bye');
  });

  it("a turn notice due with the chat's counts the messages, and the chat notice is not sent besides", async () => {
    const { id, links } = await made();
    expect((await json(`${seatPath(links, 1)}/push`, await subscription('/push/t1'))).status).toBe(200);
    await runInDurableObject(stubOf(id), (room: GameRoom) => {
      (room as unknown as Inside).core.contacts.setMail(1, 'bo@example.com');
    });
    expect((await json(`${seatPath(links, 0)}/chat`, { text: 'psst' })).status).toBe(200);
    const at = (await moments(id))[0]!.at;
    const sent = await alarmAt(id, at + 1);
    expect(sent.filter((p) => p.url.endsWith('/push/t1'))).toHaveLength(1);
    const subjects = sent
      .filter((p) => p.url.endsWith('/mail-api'))
      .map((p) => JSON.parse(p.body) as { subject: string; text: string });
    expect(subjects.map((m) => m.subject)).toEqual([EN.notify.yourMove(EN.notify.gameName(['Ana', 'Bo', 'Cy']))]);
    expect(subjects[0]!.text).toContain(EN.notify.sinceLastMove(0, '', 1));
    expect(subjects[0]!.text).not.toContain('psst');
    expect(await moments(id)).toEqual([]);
  });

  it('the turn notice\'s "since your last move" counts the unread messages', async () => {
    const { id, links } = await made();
    const sub = await subscription('/push/x');
    for (const seat of [0, 1, 2])
      expect((await json(`${seatPath(links, seat)}/push`, { ...sub, endpoint: `${sub.endpoint}${seat}` })).status).toBe(
        200,
      );
    expect((await json(`${seatPath(links, 1)}/chat`, { text: 'one' })).status).toBe(200);
    expect((await json(`${seatPath(links, 2)}/chat`, { text: 'two' })).status).toBe(200);
    const bodies = await runInDurableObject(stubOf(id), async (room: GameRoom) => {
      const inside = room as unknown as Inside;
      const game = inside.core.current();
      const due: Moment[] = episodes(game).map((e) => ({ at: 0, kind: 'notice', e }));
      const sends = await inside.sender.notices(game.creation, due);
      return new Map(sends.map((s) => [s.seat, s.message.body]));
    });
    const waited = [...bodies.keys()];
    expect(waited.length).toBeGreaterThan(0);
    for (const seat of waited) {
      const unread = [1, 2].filter((s) => s !== seat).length;
      expect(bodies.get(seat), `seat ${seat}`).toContain(EN.notify.sinceLastMove(0, '', unread));
      expect(bodies.get(seat)).not.toMatch(/one|two/);
    }
  });
});
