// A seat's language: its player's choice, posted to {seat link}/lang, is kept
// for the seat in the game's object (an unknown code refused), set as this browser's
// cookie too, given back with the seat's page, and spoken by everything the seat is
// sent; a seat without a choice, the webhook and the invitations speak the game's own
// language, the host's at creation. POST /lang keeps a choice in the cookie alone.
import { runInDurableObject } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SetupSchema } from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import type { Message } from '../../src/room/contacts.ts';
import type { RoomCore } from '../../src/room/core.ts';
import { episodes, type Moment } from '../../src/room/waiting.ts';
import type { Sender } from '../../src/room/sending.ts';
import type { GameLinks } from '../../src/room/protocol.ts';
import { language } from '../../src/http/lang.ts';
import { newGameId } from '../../src/room/signedLinks.ts';
import { langRoute } from '../../src/http/langRoute.ts';
import type { AppEnv } from '../../src/http/respond.ts';
import { dictOf, type Dict } from '../../templates/i18n/index.ts';
import { ORIGIN, bindings, fetchWorker, stubOf } from './helpers.ts';

const en = dictOf('en');
const es = dictOf('es');
const hu = dictOf('hu');

/** A game made by its object directly, as create.ts makes it, with the host's language. */
async function made(lang?: string): Promise<{ id: string; links: GameLinks }> {
  const id = newGameId();
  const result = await stubOf(id).create({
    gameId: id,
    setup: SetupSchema.parse({ players: [{ name: 'Ana' }, { name: 'Bo' }] }),
    seed: 'seat-lang',
    devSecret: false,
    origin: ORIGIN,
    localVapid: true,
    ...(lang ? { lang } : {}),
  });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return { id, links: result.links };
}

const seatPathOf = (links: GameLinks, seat: number) => links.seats[seat]!.path!;
const sigOf = (links: GameLinks, seat: number) => seatPathOf(links, seat).split('/').pop()!;

const post = (path: string, body: Record<string, unknown>, json = false) =>
  fetchWorker(
    path,
    json
      ? {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        }
      : {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body as Record<string, string>).toString(),
        },
  );

/**
 * A browser's subscription (the push service is never asked here: the messages are only made; a port nothing listens
 * on, should an alarm ever try).
 */
const subscription = (n: number) => ({
  endpoint: `http://127.0.0.1:9/seat-lang/${n}`,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

/** What the game's alarm would send now for every seat waited on: its own sends, by seat. */
async function noticesNow(id: string): Promise<Map<number | null, Message>> {
  return runInDurableObject(stubOf(id), async (room: GameRoom) => {
    const inside = room as unknown as { sender: Sender; core: RoomCore };
    const game = inside.core.current();
    const due: Moment[] = episodes(game).map((e) => ({ at: 0, kind: 'notice', e }));
    const sends = await inside.sender.notices(game.creation, due);
    return new Map(sends.map((s) => [s.seat, s.message]));
  });
}

const yourMoveIn = (t: Dict) => t.notify.yourMove(t.notify.gameName(['Ana', 'Bo']));

describe("a seat's language", () => {
  it("is kept for the seat, in the game's object and this browser's cookie; an unknown code is refused", async () => {
    const { id, links } = await made('es');
    const path = seatPathOf(links, 0);
    const res = await post(`${path}/lang`, { lang: 'hu' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(path);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^lang=hu;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);

    const stub = stubOf(id);
    const opened = await stub.open({ kind: 'seat', seat: 0, sig: sigOf(links, 0) });
    expect(opened.ok && opened.lang).toBe('hu');
    // The other seat chose nothing: its page speaks the request's language.
    const other = await stub.open({ kind: 'seat', seat: 1, sig: sigOf(links, 1) });
    expect(other.ok && 'lang' in other).toBe(false);

    for (const lang of ['xx', 'en-XA', '', 'hu-HU']) {
      const json = await post(`${path}/lang`, { lang }, true);
      expect(json.status, lang).toBe(400);
      expect(await json.json()).toMatchObject({
        ok: false,
        error: { code: 'bad-request', message: expect.any(String) },
      });
      expect(json.headers.get('Set-Cookie')).toBeNull();
      expect((await post(`${path}/lang`, { lang })).status).toBe(400);
    }
    // The object refuses it too, whoever asks.
    const direct = await stub.setSeatLang({ kind: 'seat', seat: 0, sig: sigOf(links, 0) }, 'klingon');
    expect(direct.ok).toBe(false);
    expect(!direct.ok && direct.status).toBe(400);
    const kept = await stub.open({ kind: 'seat', seat: 0, sig: sigOf(links, 0) });
    expect(kept.ok && kept.lang).toBe('hu');

    // JSON callers: 200 { ok: true }; a wrong link is not found, and nothing is kept.
    const ok = await post(`${path}/lang`, { lang: 'es' }, true);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect(
      (await post(`${path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}/lang`, { lang: 'hu' }, true)).status,
    ).toBe(404);
    const now = await stub.open({ kind: 'seat', seat: 0, sig: sigOf(links, 0) });
    expect(now.ok && now.lang).toBe('es');
  });

  it(
    'is what the Worker answers that seat in, whatever the browser asks: a refused post without script, ' +
      'the JSON API',
    async () => {
      const { links } = await made();
      const path = seatPathOf(links, 0);
      expect((await post(`${path}/lang`, { lang: 'hu' })).status).toBe(303);
      // Another browser, asking for English, with no cookie: a form that makes no action.
      const page = await fetchWorker(`${path}/actions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
        body: 'type=nonsense&version=0',
      });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('<html lang="hu"');
      // The same refused action from both seats, both browsers asking for English: the seat that chose Hungarian is
      // answered in it.
      const act = (seat: number) =>
        fetchWorker(`${seatPathOf(links, seat)}/actions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'en' },
          body: JSON.stringify({ action: { type: 'chooseOrder', position: 1 }, version: 0 }),
        }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { error: { code: string; message: string }; view: { log: { text: string }[] } },
        }));
      const [chose, didNot] = [await act(0), await act(1)];
      expect(chose.status).toBe(422);
      expect(chose.body.error.code).toBe(didNot.body.error.code);
      expect(didNot.body.error.message).toMatch(/bid/i);
      expect(chose.body.error.message).not.toBe(didNot.body.error.message);
      expect(chose.body.error.message).toMatch(/licit/i);
      expect(chose.body.view.log[0]!.text).toMatch(/^Kezdődik az 1\. kör/);
    },
  );

  it("is what the seat's notices speak; a seat without a choice hears the game's, the host's", async () => {
    const { id, links } = await made('es');
    for (const seat of [0, 1])
      expect((await post(`${seatPathOf(links, seat)}/push`, subscription(seat), true)).status).toBe(200);
    expect((await post(`${seatPathOf(links, 0)}/lang`, { lang: 'hu' })).status).toBe(303);
    const sent = await noticesNow(id);
    expect(sent.get(0)?.title).toBe(yourMoveIn(hu));
    expect(sent.get(0)?.lang).toBe('hu');
    expect(sent.get(1)?.title).toBe(yourMoveIn(es));
    expect(sent.get(1)?.lang).toBe('es');
    for (const message of sent.values()) expect(message.title).not.toBe(yourMoveIn(en));
  });

  it("without the host's language, the game speaks English; a replaced link forgets its seat's choice", async () => {
    const { id, links } = await made();
    for (const seat of [0, 1])
      expect((await post(`${seatPathOf(links, seat)}/push`, subscription(seat + 10), true)).status).toBe(200);
    expect((await post(`${seatPathOf(links, 1)}/lang`, { lang: 'es' })).status).toBe(303);
    const sent = await noticesNow(id);
    expect(sent.get(0)?.title).toBe('Your move in Ys with Ana and Bo');
    expect(sent.get(0)?.body).toMatch(/^Bid 2 brokers for the turn order, turn 1 of 4 \(also waiting for Bo\)\./);
    expect(sent.get(1)?.title).toBe(yourMoveIn(es));

    const replaced = await stubOf(id).replaceSeatLink({ kind: 'host', sig: links.hostPath.split('/').pop()! }, 1);
    expect(replaced.ok).toBe(true);
    if (!replaced.ok) return;
    const opened = await stubOf(id).open({ kind: 'seat', seat: 1, sig: sigOf(replaced.links, 1) });
    expect(opened.ok && 'lang' in opened).toBe(false);
  });

  it("the invitations speak the host's language", async () => {
    const id = newGameId();
    // Read as soon as the game is made: the alarm that tries them (no mail here) may come at any time after.
    const messages = await runInDurableObject(stubOf(id), async (room: GameRoom, state) => {
      const result = await room.create({
        gameId: id,
        setup: SetupSchema.parse({ players: [{ name: 'Ana' }, { name: 'Bo' }] }),
        devSecret: false,
        origin: ORIGIN,
        emails: ['ana@example.com', 'bo@example.com'],
        lang: 'es',
      });
      expect(result.ok).toBe(true);
      return state.storage.sql
        .exec('SELECT message FROM outbox ORDER BY seat')
        .toArray()
        .map((r) => JSON.parse(String(r.message)) as Message);
    });
    const title = es.notify.invitationTitle(es.notify.gameName(['Ana', 'Bo']));
    expect(messages.map((m) => m.title)).toEqual([title, title]);
    expect(messages.map((m) => m.body)).toEqual([es.notify.invitationBody(['Bo']), es.notify.invitationBody(['Ana'])]);
    expect(messages.every((m) => m.lang === 'es')).toBe(true);
  });

  it("is kept by the game's object in a table of its own, which a game nobody chose in never has", async () => {
    const { id, links } = await made();
    const tables = () =>
      runInDurableObject(stubOf(id), (_room: GameRoom, state) =>
        state.storage.sql
          .exec("SELECT name FROM sqlite_master WHERE type = 'table'")
          .toArray()
          .map((r) => String(r.name)),
      );
    expect(await tables()).not.toContain('langs');
    expect((await post(`${seatPathOf(links, 0)}/lang`, { lang: 'hu' })).status).toBe(303);
    const after = await tables();
    expect(after).toContain('langs');
    // A language alone makes none of the contacts' tables.
    expect(after).not.toContain('outbox');
    const contacts = await runInDurableObject(stubOf(id), (room: GameRoom) =>
      (room as unknown as { core: RoomCore }).core.contacts.langOf(0),
    );
    expect(contacts).toBe('hu');
  });
});

describe('POST /lang', () => {
  const app = new Hono<AppEnv>().use(language).route('/', langRoute);
  const send = (body: { lang: string; back?: string }, headers: Record<string, string> = {}) =>
    app.request(
      `${ORIGIN}/lang`,
      {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(body).toString(),
      },
      bindings,
    );

  it('keeps the choice in the cookie and goes back to the page it came from', async () => {
    const res = await send({ lang: 'hu', back: '/g/abc/watch?x=1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/g/abc/watch?x=1');
    expect(res.headers.get('Set-Cookie')).toMatch(/^lang=hu; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("refuses an unknown language, and a page to go back to that is not this site's", async () => {
    for (const body of [
      { lang: 'xx', back: '/' },
      // The layout tests' pseudo-language is no page language: the switcher offers the
      // same five as a seat's, and only a test's own cookie ever holds it.
      { lang: 'en-XA', back: '/' },
      { lang: 'hu-HU', back: '/' },
      { lang: 'hu' },
      { lang: 'hu', back: '//evil.example/' },
      { lang: 'hu', back: '/\\evil.example/' },
      { lang: 'hu', back: 'https://evil.example/' },
      { lang: 'hu', back: 'javascript:alert(1)' },
      { lang: 'hu', back: '/\tx' },
      { lang: 'hu', back: '' },
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
    const json = await send({ lang: 'xx', back: '/' }, { Accept: 'application/json' });
    expect(await json.json()).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.any(String) } });
    const back = await send({ lang: 'hu', back: '//evil.example/' }, { Accept: 'application/json' });
    expect(await back.json()).toMatchObject({ ok: false, error: { code: 'bad-request', message: en.notify.badBack } });
  });
});
