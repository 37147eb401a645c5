// The chat and the private notes on real Durable Objects: every route and
// refusal (each refusal changes nothing), the host's hide and mute, the limits, the
// live update, the unread count, and where the chat and the notes never go.
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import { CHAT_MAX_MESSAGES, CHAT_PAGE, type ChatStore } from '../../src/room/chat.ts';
import type { ChatEntry } from '../../src/views.ts';
import type { RoomView } from '../../templates/theme.ts';
import {
  NAMES,
  Shadow,
  Socket,
  fetchWorker,
  normalize,
  pathOf,
  playToEnd,
  postAction,
  type Created,
  stubOf,
} from './helpers.ts';
import { randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
const FORM = 'application/x-www-form-urlencoded';
type Answer = {
  status: number;
  headers: Headers;
  body: { ok: boolean; id?: number; error?: { code: string; message: string } };
};

async function create(seed: string, players = 3, spectatorsSeeChat?: boolean): Promise<Created> {
  const body = {
    players: NAMES.slice(0, players).map((name) => ({ name })),
    seed,
    ...(spectatorsSeeChat === undefined ? {} : { options: { spectatorsSeeChat } }),
  };
  const res = await fetchWorker('/api/games', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

async function send(
  path: string,
  body: string,
  init: { method?: string; type?: string; accept?: string } = {},
): Promise<Answer> {
  const res = await fetchWorker(path, {
    method: init.method ?? 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': init.type ?? 'application/json', Accept: init.accept ?? 'application/json' },
    ...(init.method === 'GET' ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : { ok: false } };
}

const post = (game: Created, seat: number, text: unknown) =>
  send(`${pathOf(game.seats[seat]!.url)}/chat`, JSON.stringify({ text }));

async function view(url: string): Promise<RoomView> {
  const res = await fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } });
  expect(res.status).toBe(200);
  return res.json();
}

const chatOf = async (url: string) => (await view(url)).chat;

/** The room's own chat store, to fill it past what a minute allows, or to read its rows. */
const inRoom = <T>(game: Created, f: (chat: ChatStore, sql: SqlStorage) => T) =>
  runInDurableObject(stubOf(game), (room: GameRoom, state) =>
    f((room as unknown as { core: { chat: ChatStore } }).core.chat, state.storage.sql),
  );

describe('posting in the chat', () => {
  it("a seat posts by JSON or by the plain form; every seat's view carries the message, kept as written", async () => {
    const game = await create('chat-post');
    const first = await post(game, 0, '  Bonjour à tous\r\nsecond line  ');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, id: 1 });
    // e + combining acute, kept as the one character é (NFC).
    const form = await send(
      `${pathOf(game.seats[1]!.url)}/chat`,
      new URLSearchParams({ text: 'Cafe\u0301 <b>bold</b> 👨‍👩‍👧' }).toString(),
      { type: FORM, accept: 'text/html' },
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toBe(`${pathOf(game.seats[1]!.url)}#chat`);
    for (const seat of game.seats) {
      const chat = await chatOf(seat.url);
      expect(chat?.map(({ at: _at, ...e }) => e)).toEqual([
        { id: 1, seat: 0, name: 'Ana', text: 'Bonjour à tous\nsecond line' },
        { id: 2, seat: 1, name: 'Bo', text: 'Café <b>bold</b> 👨‍👩‍👧' },
      ]);
    }
    // Shown escaped, never as markup.
    const page = await (await fetchWorker(pathOf(game.seats[2]!.url))).text();
    expect(page).toContain('Café &lt;b&gt;bold&lt;/b&gt;');
    expect(page).not.toContain('<b>bold</b>');
  });

  it('refuses bad text with its reason (400), and nothing is posted', async () => {
    const game = await create('chat-refusals');
    const cases: [unknown, string][] = [
      ['', 'empty'],
      ['   \n  ', 'empty'],
      ['x'.repeat(501), '501 characters'],
      ['a\u202Eb', 'direction mark'],
      ['a\u0007b', 'control character (U+0007)'],
      ['a\u200Bb', 'invisible character (U+200B)'],
      ['a\uE000', 'no agreed look'],
      ['h\u0336\u0337\u0338\u0335\u0334i', 'more than 4 accents stacked on one letter'],
      [' \u0301 oops', 'an accent (U+0301) on no letter'],
      ['a\uFE00', 'variation selector on its own, an invisible character (U+FE00)'],
    ];
    for (const [text, says] of cases) {
      const answer = await post(game, 0, text);
      expect(answer.status, String(text)).toBe(400);
      expect(answer.body.error?.message, String(text)).toContain(says);
    }
    expect((await post(game, 0, '😀'.repeat(500))).status).toBe(200);
    for (const body of ['{}', '{"text":5}', '{"text":"hi","x":1}', '[]', '']) {
      const answer = await send(`${pathOf(game.seats[0]!.url)}/chat`, body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.error?.message, body).toMatch(/text|empty/);
    }
    const form = await send(`${pathOf(game.seats[0]!.url)}/chat`, 'text=a%E2%80%AEb', {
      type: FORM,
      accept: 'text/html',
    });
    expect(form.status).toBe(400);
    expect((await chatOf(game.seats[1]!.url))?.length).toBe(1);
  });

  it('the plain form refused shows the page with the refusal and the text kept', async () => {
    const game = await create('chat-form-refused');
    const res = await fetchWorker(`${pathOf(game.seats[0]!.url)}/chat`, {
      method: 'POST',
      headers: { 'Content-Type': FORM },
      body: `text=${encodeURIComponent(`keep me ${'y'.repeat(500)}`)}`,
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('id="chat-flash"');
    expect(page).toContain('more than 500');
    expect(page).toContain('keep me yyy');
  });

  it('at most 10 messages a minute per seat (429 with Retry-After); another seat still posts', async () => {
    const game = await create('chat-rate');
    for (let i = 0; i < 10; i++) expect((await post(game, 0, `m${i}`)).status).toBe(200);
    const over = await post(game, 0, 'one too many');
    expect(over.status).toBe(429);
    const wait = Number(over.headers.get('Retry-After'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(over.body.error?.message).toContain('At most 10 messages a minute');
    expect((await post(game, 1, 'mine')).status).toBe(200);
    expect((await chatOf(game.seats[2]!.url))?.length).toBe(11);
  });

  it('at most 500 messages a game, then 409 chat full', async () => {
    const game = await create('chat-full');
    await inRoom(game, (chat) => {
      for (let i = 0; i < CHAT_MAX_MESSAGES - 1; i++) chat.post(i % 3, `old ${i}`, 0);
    });
    expect((await post(game, 1, 'the last one')).status).toBe(200);
    const full = await post(game, 2, 'no room');
    expect(full.status).toBe(409);
    expect(full.body.error?.message).toContain('full (500 messages)');
    // Views carry the newest messages alone (the paging's own tests below).
    const shown = await view(game.seats[0]!.url);
    expect(shown.chat?.length).toBe(CHAT_PAGE);
    expect(shown.chat?.at(-1)?.text).toBe('the last one');
    expect(shown.chatMore).toBe(true);
  });

  it('a spectator or the host cannot post (403); a bad link gets the one not-found (404)', async () => {
    const game = await create('chat-who');
    const watch = await send(`${pathOf(game.spectatorUrl)}/chat`, '{"text":"hi"}');
    expect(watch.status).toBe(403);
    expect(watch.body.error?.message).toContain('Only the players post');
    expect((await send(`${pathOf(game.hostUrl)}/chat`, '{"text":"hi"}')).status).toBe(403);
    const forged = pathOf(game.seats[0]!.url).replace(/[^/]+$/, 'A'.repeat(24));
    expect((await send(`${forged}/chat`, '{"text":"hi"}')).status).toBe(404);
    expect((await send(`${pathOf(game.hostUrl).replace(/[^/]+$/, 'A'.repeat(24))}/chat`, '{"text":"hi"}')).status).toBe(
      404,
    );
    expect((await send('/g/nosuchgame1/watch/chat', '{"text":"hi"}')).status).toBe(404);
    // GET reads the older messages (paging, below); any other method is told which.
    expect((await send(`${pathOf(game.seats[0]!.url)}/chat`, '', { method: 'DELETE' })).status).toBe(405);
    expect(await chatOf(game.seats[0]!.url)).toBeUndefined();
  });
});

describe("the host's hide and mute", () => {
  it(
    'hides a message for everyone: its words leave storage; hiding twice is once; no such message is a ' + '400',
    async () => {
      const game = await create('chat-hide');
      await post(game, 0, 'something rude');
      await post(game, 1, 'fine');
      const hide = await send(`${pathOf(game.hostUrl)}/chat/1/hide`, '');
      expect(hide.status).toBe(200);
      for (const url of [...game.seats.map((s) => s.url), game.hostUrl]) {
        const chat =
          url === game.hostUrl
            ? (
                await (
                  await fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } })
                ).json<{ view: RoomView }>()
              ).view.chat
            : await chatOf(url);
        expect(chat?.[0]).toMatchObject({ id: 1, seat: 0, text: '', hidden: true });
        expect(chat?.[1]).toMatchObject({ id: 2, text: 'fine' });
      }
      const stored = await inRoom(game, (_chat, sql) => sql.exec('SELECT id, text FROM chat ORDER BY id').toArray());
      expect(stored).toEqual([
        { id: 1, text: null },
        { id: 2, text: 'fine' },
      ]);
      expect((await send(`${pathOf(game.hostUrl)}/chat/1/hide`, '')).status).toBe(200);
      const none = await send(`${pathOf(game.hostUrl)}/chat/9/hide`, '');
      expect(none.status).toBe(400);
      expect(none.body.error?.message).toContain('no message 9');
      expect((await send(`${pathOf(game.hostUrl)}/chat/x/hide`, '')).status).toBe(404);
      expect((await send(`${pathOf(game.hostUrl)}/chat/2/hide`, '{"x":1}')).status).toBe(400);
      expect((await send(`${pathOf(game.seats[0]!.url)}/chat/2/hide`, '')).status).toBe(404);
      expect((await chatOf(game.seats[0]!.url))?.[1]?.hidden).toBeUndefined();
      // The host page's form: back to the host page's chat.
      const form = await send(`${pathOf(game.hostUrl)}/chat/2/hide`, '', { type: FORM, accept: 'text/html' });
      expect(form.status).toBe(303);
    },
  );

  it('mutes a seat (its posts 403, it still reads) and unmutes it; bad input changes nothing', async () => {
    const game = await create('chat-mute');
    const mute = (body: string, seat = 1, type?: string) =>
      send(`${pathOf(game.hostUrl)}/seats/${seat}/mute`, body, type ? { type, accept: 'text/html' } : {});
    expect((await mute('{"on":true}')).status).toBe(200);
    const refused = await post(game, 1, 'hello?');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toContain('muted you');
    expect((await post(game, 0, 'still here')).status).toBe(200);
    const seen = await view(game.seats[1]!.url);
    expect(seen.chat?.map((e) => e.text)).toEqual(['still here']);
    expect(seen.chatMuted).toEqual([1]);
    for (const [body, seat] of [
      ['{"on":"yes"}', 1],
      ['{}', 1],
      ['{"on":true,"x":1}', 1],
      ['{"on":false}', 9],
    ] as const) {
      expect((await mute(body, seat)).status, body).toBe(400);
    }
    expect((await post(game, 1, 'hello?')).status).toBe(403);
    expect((await mute('on=0', 1, FORM)).status).toBe(303);
    expect((await post(game, 1, 'back')).status).toBe(200);
    expect((await view(game.seats[0]!.url)).chatMuted).toEqual([]);
  });
});

describe('live and unread', () => {
  it(
    "a message reaches every seat's open page as one small update; spectators get nothing unless the " +
      'host chose so',
    async () => {
      for (const spectators of [false, true]) {
        const game = await create(`chat-live-${spectators}`, 3, spectators);
        const sockets = await Promise.all(
          [game.seats[0]!.url, game.seats[1]!.url, game.spectatorUrl].map((u) => Socket.open(pathOf(u))),
        );
        await Promise.all(sockets.map((s) => s.next(1)));
        expect((await post(game, 0, 'Hello <script>x</script>')).status).toBe(200);
        for (const s of sockets.slice(0, 2)) {
          const update = await s.next(2);
          expect(update).toMatch(/^<ol data-into="chat-list"><li id="chat-1"/);
          expect(update).toContain('Hello &lt;script&gt;x&lt;/script&gt;');
          expect(update).not.toContain('<script>');
          const gzipped = await new Response(
            new Blob([update]).stream().pipeThrough(new CompressionStream('gzip')),
          ).arrayBuffer();
          expect(gzipped.byteLength).toBeLessThanOrEqual(1024);
        }
        // Seat 0's own item says it is its own.
        expect(sockets[0]!.messages[1]).toContain('data-mine');
        expect(sockets[1]!.messages[1]).not.toContain('data-mine');
        await new Promise((r) => setTimeout(r, 200));
        expect(sockets[2]!.messages.length).toBe(spectators ? 2 : 1);
        expect(sockets[2]!.messages.join('')).toContain(spectators ? 'Hello' : 'chat'.repeat(0));
        if (!spectators) expect(sockets[2]!.messages.join('')).not.toContain('Hello');
        const watchView = await view(game.spectatorUrl);
        expect(watchView.chat === undefined).toBe(!spectators);
        sockets.forEach((s) => {
          s.close();
        });
      }
    },
  );

  it('a message is one row written', async () => {
    const game = await create('chat-rows');
    await post(game, 0, 'warm up');
    const before = (await stubOf(game).stats()).rowsWritten;
    await post(game, 0, 'counted');
    expect((await stubOf(game).stats()).rowsWritten - before).toBe(1);
  });

  it("the unread count: the others' messages since the seat last had a page open", async () => {
    const game = await create('chat-unread');
    expect((await view(game.seats[1]!.url)).chatUnread).toBeUndefined();
    await post(game, 0, 'one');
    await post(game, 2, 'two');
    await post(game, 1, 'my own');
    expect((await view(game.seats[1]!.url)).chatUnread).toBe(2);
    expect((await view(game.seats[1]!.url)).chatUnread).toBeUndefined();
    // With a page open, what arrives is read: its close marks it so.
    const socket = await Socket.open(pathOf(game.seats[1]!.url));
    await socket.next(1);
    await post(game, 0, 'while open');
    await socket.next(2);
    const page = await (await fetchWorker(pathOf(game.seats[2]!.url))).text();
    // Seat 2 never opened its page: Ana's two messages and Bo's one (its own not counted).
    expect(page).toContain('data-chat-unread="3"');
    socket.close();
    // Read once the object has seen the close (a condition, not a fixed wait: the machine may be busy).
    await expect.poll(async () => (await view(game.seats[1]!.url)).chatUnread).toBeUndefined();
  });
});

describe('paging: a page carries the newest messages, the older on demand', { timeout: 60_000 }, () => {
  /** 120 messages, seats 0 to 2 in turn, message i+1 saying "m{i+1}". */
  async function chatty(seed: string, spectators?: boolean): Promise<Created> {
    const game = await create(seed, 3, spectators);
    await inRoom(game, (chat) => {
      for (let i = 0; i < 120; i++) chat.post(i % 3, `m${i + 1}`, i);
    });
    return game;
  }
  const texts = (entries: readonly ChatEntry[] | undefined) => (entries ?? []).map((e) => e.text);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`);
  const older = (link: string, before: string, headers: Record<string, string> = {}) =>
    fetchWorker(`${link}/chat?before=${before}`, { headers });
  const olderJson = async (link: string, before: number) => {
    const res = await older(link, String(before), { Accept: 'application/json' });
    expect(res.status).toBe(200);
    return (await res.json()) as { ok: true; chat: ChatEntry[]; more: boolean };
  };
  const items = (html: string) => [...html.matchAll(/<li id="chat-(\d+)"/g)].map((m) => Number(m[1]));

  it("views, pages and a socket's first render carry the newest 50; the unread count counts them all", async () => {
    const game = await chatty('chat-paging');
    const seat = pathOf(game.seats[0]!.url);
    const own = await view(game.seats[0]!.url);
    expect(texts(own.chat)).toEqual(range(71, 120));
    expect(own.chatMore).toBe(true);
    // Seat 0 wrote every third message: 80 are the others', all unread, not only those shown.
    expect(own.chatUnread).toBe(80);
    const html = await (await fetchWorker(seat)).text();
    expect(items(html)).toEqual(
      range(71, 120)
        .map((m) => Number(m.slice(1)))
        .reverse(),
    );
    expect(html).toContain(
      `<li id="chat-older-71" class="chat-older"><form method="get" action="${seat}/chat" ` +
        `hx-get="${seat}/chat" hx-target="closest li" hx-swap="outerHTML"><input type="hidden" ` +
        `name="before" value="71" />`,
    );
    const socket = await Socket.open(seat);
    const first = await socket.next(1);
    socket.close();
    expect(items(first)).toEqual(items(html));
    expect(first).toContain(`hx-get="${seat}/chat"`);
    // The host's page too, with its hide buttons.
    const host = await (await fetchWorker(pathOf(game.hostUrl))).text();
    expect(items(host)).toHaveLength(CHAT_PAGE);
    expect(host).toContain(`hx-get="${pathOf(game.hostUrl)}/chat"`);
  });

  it('GET {link}/chat?before=ID: the older ones, a page at a time, as JSON or as the items for htmx', async () => {
    const game = await chatty('chat-older');
    const seat = pathOf(game.seats[1]!.url);
    const second = await olderJson(seat, 71);
    expect(texts(second.chat)).toEqual(range(21, 70));
    expect(second.more).toBe(true);
    const last = await olderJson(seat, 21);
    expect(texts(last.chat)).toEqual(range(1, 20));
    expect(last.more).toBe(false);
    expect((await olderJson(seat, 1)).chat).toEqual([]);
    // htmx: one item of the way's own id, the items newest first, then the way to the next older ones.
    const fragment = await (await older(seat, '71', { 'HX-Request': 'true' })).text();
    expect(items(fragment)).toEqual(
      range(21, 70)
        .map((m) => Number(m.slice(1)))
        .reverse(),
    );
    expect(fragment).toMatch(/^<li id="chat-older-71" class="chat-older-page"><ol class="chat-page"><li id="chat-70"/);
    expect(fragment).toMatch(
      /<li id="chat-older-21" class="chat-older">.*name="before" value="21" \/>.*<\/li><\/ol><\/li>$/,
    );
    // Without script, the form's GET gets them as a list of their own; the last page has no way further.
    const plain = await (await older(seat, '21')).text();
    expect(plain).toMatch(
      /^<ol class="chat-list"><li id="chat-older-21" class="chat-older-page"><ol class="chat-page"><li id="chat-20"/,
    );
    expect(plain).not.toContain('class="chat-older"');
    // A host gets them with their hide buttons; a hidden message stays hidden.
    await inRoom(game, (chat) => chat.hide(30));
    const host = await (await older(pathOf(game.hostUrl), '71', { 'HX-Request': 'true' })).text();
    expect(host).toContain('/chat/31/hide');
    expect(host).not.toContain('/chat/30/hide');
    expect(texts((await olderJson(seat, 31)).chat).at(-1)).toBe('');
  });

  it('refuses a bad `before` (400), a link that does not read the chat (404), and a bad link (404)', async () => {
    const game = await chatty('chat-older-refused');
    const seat = pathOf(game.seats[0]!.url);
    for (const bad of ['', 'x', '-1', '1234567', '1.5']) {
      const res = await older(seat, bad, { Accept: 'application/json' });
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad-request');
    }
    expect((await older(pathOf(game.spectatorUrl), '71')).status).toBe(404);
    expect((await older(`${seat.slice(0, -3)}xyz`, '71')).status).toBe(404);
    const watching = await chatty('chat-older-watch', true);
    expect(texts((await olderJson(pathOf(watching.spectatorUrl), 71)).chat)).toEqual(range(21, 70));
  });

  it('the record after the end keeps the whole chat', async () => {
    const game = await create('chat-paging-record', 2);
    await inRoom(game, (chat) => {
      for (let i = 0; i < 120; i++) chat.post(i % 2, `m${i + 1}`, i);
    });
    await playToEnd(
      game,
      new Shadow({ players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'chat-paging-record' }),
      seededRandom('chat-paging-record'),
    );
    const record = (await (await fetchWorker(`${pathOf(game.seats[0]!.url)}/record`)).json()) as { chat: ChatEntry[] };
    expect(texts(record.chat)).toEqual(range(1, 120));
  });
});

describe('private notes', () => {
  it(
    "PUT {seat}/notes (JSON) or its plain form: the seat's own view carries them; nothing else ever " + 'does',
    async () => {
      const game = await create('notes', 3, true);
      const SECRET = 'Plan: bid 5 then take the Spy';
      const others = await Promise.all([game.seats[1]!.url, game.spectatorUrl].map((u) => Socket.open(pathOf(u))));
      await Promise.all(others.map((s) => s.next(1)));
      const put = await send(`${pathOf(game.seats[0]!.url)}/notes`, JSON.stringify({ text: SECRET }), {
        method: 'PUT',
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ ok: true });
      expect((await view(game.seats[0]!.url)).notes).toBe(SECRET);
      expect(await (await fetchWorker(pathOf(game.seats[0]!.url))).text()).toContain(SECRET);
      await post(game, 0, 'a message, for the sockets to carry something');
      await Promise.all(others.map((s) => s.next(2)));
      const elsewhere = [
        JSON.stringify(await view(game.seats[1]!.url)),
        JSON.stringify(await view(game.spectatorUrl)),
        await (await fetchWorker(pathOf(game.seats[1]!.url))).text(),
        await (await fetchWorker(pathOf(game.spectatorUrl))).text(),
        await (await fetchWorker(pathOf(game.hostUrl))).text(),
        await (await fetchWorker(pathOf(game.hostUrl), { headers: { Accept: 'application/json' } })).text(),
        ...others.flatMap((s) => s.messages),
      ];
      for (const text of elsewhere) expect(text).not.toContain('take the Spy');
      expect((await view(game.seats[1]!.url)).notes).toBeUndefined();
      const form = await send(`${pathOf(game.seats[1]!.url)}/notes`, 'text=mine', { type: FORM, accept: 'text/html' });
      expect(form.status).toBe(303);
      expect((await view(game.seats[1]!.url)).notes).toBe('mine');
      expect((await view(game.seats[0]!.url)).notes).toBe(SECRET);
      others.forEach((s) => {
        s.close();
      });
    },
  );

  it('refuses notes over 2,000 characters or with a hidden character, and a bad body; nothing changes', async () => {
    const game = await create('notes-refused');
    const path = `${pathOf(game.seats[0]!.url)}/notes`;
    expect((await send(path, JSON.stringify({ text: 'kept' }), { method: 'PUT' })).status).toBe(200);
    const long = await send(path, JSON.stringify({ text: 'n'.repeat(2001) }), { method: 'PUT' });
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toContain('more than 2,000');
    expect((await send(path, JSON.stringify({ text: 'a\u202Eb' }), { method: 'PUT' })).status).toBe(400);
    expect((await send(path, '{"notes":"x"}', { method: 'PUT' })).status).toBe(400);
    expect((await send(path, '', { method: 'DELETE' })).status).toBe(405);
    expect(
      (await send(path, JSON.stringify({ text: 'x' }), { method: 'PUT' }).then(() => view(game.seats[0]!.url))).notes,
    ).toBe('x');
    expect((await send(path, JSON.stringify({ text: 'n'.repeat(2001) }), { method: 'PUT' })).status).toBe(400);
    expect((await view(game.seats[0]!.url)).notes).toBe('x');
    // Tabs and line breaks are a plan's own.
    expect((await send(path, JSON.stringify({ text: 'turn 2:\tbid 5\r\nturn 3' }), { method: 'PUT' })).status).toBe(
      200,
    );
    expect((await view(game.seats[0]!.url)).notes).toBe('turn 2:\tbid 5\nturn 3');
  });
});

describe('the record', { timeout: 60_000 }, () => {
  it(
    'carries the chat for seats and the host, not for the spectators unless they see the chat; never ' + 'the notes',
    async () => {
      for (const spectators of [false, true]) {
        const game = await create(`chat-record-${spectators}`, 2, spectators);
        await post(game, 0, 'good luck');
        await send(`${pathOf(game.seats[1]!.url)}/notes`, JSON.stringify({ text: 'private plan' }), { method: 'PUT' });
        await playToEnd(
          game,
          new Shadow({ players: NAMES.slice(0, 2).map((name) => ({ name })), seed: `chat-record-${spectators}` }),
          seededRandom('chat-record'),
        );
        const recordOf = async (url: string) => {
          const res = await fetchWorker(`${pathOf(url)}/record`);
          expect(res.status).toBe(200);
          const text = await res.text();
          expect(text).not.toContain('private plan');
          return JSON.parse(text) as { chat?: ChatEntry[] };
        };
        for (const url of [game.seats[0]!.url, game.seats[1]!.url, game.hostUrl])
          expect((await recordOf(url)).chat?.map((e) => e.text)).toEqual(['good luck']);
        expect((await recordOf(game.spectatorUrl)).chat === undefined).toBe(!spectators);
        if (spectators) continue;
        // The finished game's database, and with 100 messages of a typical length (~100 characters): the figure the
        // bench reports.
        const before = (await stubOf(game).stats()).databaseSize;
        await inRoom(game, (chat) => {
          for (let i = 0; i < 100; i++)
            chat.post(
              i % 2,
              `Well played! That Captain swap in turn 3 decided it, I think. Rematch tomorrow evening? #${i}`,
              i,
            );
        });
        const after = (await stubOf(game).stats()).databaseSize;
        console.log(`finished 2-player game: ${before} B; with 100 chat messages: ${after} B`);
        expect(after - before).toBeLessThan(32 * 1024);
      }
    },
  );
});

describe('non-interference: notes never leave their seat, the chat never reaches spectators unless chosen', () => {
  /** What a kind of visitor fetches now: its page and its JSON view (the host's too), normalized. */
  async function seen(game: Created, path: string): Promise<string[]> {
    const html = await (await fetchWorker(path)).text();
    const json = await (await fetchWorker(path, { headers: { Accept: 'application/json' } })).text();
    // The two games were made a few milliseconds apart: the host's expiry says when.
    return [html, json].map((t) => normalize(t, game).replace(/"at":\d{13}/g, '"at":0'));
  }

  /**
   * Two games alike but for what `differ` does to one of them: everything `paths` see, and their sockets get, is the
   * same.
   */
  async function twins(
    seed: string,
    differ: (game: Created, which: number) => Promise<void>,
    watched: (game: Created) => string[],
  ) {
    const setup = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed };
    const games = [await create(seed), await create(seed)];
    const sockets = await Promise.all(
      games.map((g) =>
        Promise.all(
          watched(g)
            .filter((p) => !p.includes('/host/') && !p.endsWith('/status'))
            .map((p) => Socket.open(p)),
        ),
      ),
    );
    await Promise.all(sockets.flat().map((s) => s.next(1)));
    for (const [i, g] of games.entries()) await differ(g, i);
    const shadow = new Shadow(setup);
    const random = seededRandom(seed);
    for (let step = 0; step < 6; step++) {
      const [a, b] = await Promise.all(
        games.map(async (g) => (await Promise.all(watched(g).map((p) => seen(g, p)))).flat()),
      );
      expect(a).toEqual(b);
      const seat = waitingFor(shadow.state)[0]!;
      const action = randomAction(shadow.state, seat, random)!;
      const answers = await Promise.all(games.map((g) => postAction(g.seats[seat]!.url, action, shadow.state.version)));
      expect(answers.map((x) => x.status)).toEqual([200, 200]);
      shadow.apply(seat, action);
    }
    // Every push of the last action arrived on both games' sockets (as many messages as the first game's).
    await expect
      .poll(() => sockets[1]!.map((s) => s.messages.length))
      .toEqual(sockets[0]!.map((s) => s.messages.length));
    const [pa, pb] = sockets.map((list, i) => list.map((s) => s.messages.map((m) => normalize(m, games[i]!))));
    expect(pa).toEqual(pb);
    sockets.flat().forEach((s) => {
      s.close();
    });
  }

  it('different notes in seat 0 change nothing any other seat, the spectators or the host see', async () => {
    await twins(
      'twin-notes',
      async (game, which) => {
        await send(
          `${pathOf(game.seats[0]!.url)}/notes`,
          JSON.stringify({ text: which ? 'hold the port' : 'attack at dawn' }),
          { method: 'PUT' },
        );
      },
      (g) => [pathOf(g.seats[1]!.url), pathOf(g.seats[2]!.url), pathOf(g.spectatorUrl), pathOf(g.hostUrl)],
    );
  });

  it(
    'a chat (posted, hidden, a seat muted) changes nothing the spectators see when they do not read the ' + 'chat',
    async () => {
      await twins(
        'twin-chat',
        async (game, which) => {
          if (!which) return;
          await post(game, 0, 'only the table reads this');
          await post(game, 1, 'and this');
          await send(`${pathOf(game.hostUrl)}/chat/1/hide`, '');
          await send(`${pathOf(game.hostUrl)}/seats/2/mute`, '{"on":true}');
        },
        (g) => [pathOf(g.spectatorUrl), `${pathOf(g.spectatorUrl)}/status`],
      );
    },
  );
});
