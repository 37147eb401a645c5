// Writes besides moves (src/room/writeLimits.ts): every route that writes is hammered
// with one link, and the rows written are the object's own count, as GET {host}/check
// reports it. Past its kind's rate a link is answered 429 with Retry-After, and writes
// nothing; a write that changes nothing writes nothing; and once a game has written its
// day's rows, its seats' writes are refused until midnight UTC (the host keeps a few
// more), moves go on, and the host page lists what was refused, by kind.
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SetupSchema, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import type { GameLinks } from '../../src/room/protocol.ts';
import { newGameId } from '../../src/room/signedLinks.ts';
import { untilTomorrow } from '../../src/room/days.ts';
import { ROWS_PER_DAY, WRITE_BUDGET_TABLE, WRITE_RATES } from '../../src/room/writeLimits.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { refusalText } from '../../templates/refusal.ts';
import type { WritesToday } from '../../src/views.ts';
import { ORIGIN, Shadow, fetchWorker, postAction, stubOf } from './helpers.ts';

const EN = dictOf('en');

/** A four-seat learning game with clocks and browsers' notices, made by its object as create.ts makes it. */
async function made(): Promise<{ id: string; links: GameLinks }> {
  const id = newGameId();
  const result = await stubOf(id).create({
    gameId: id,
    setup: SetupSchema.parse({ players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }] }),
    seed: 'write-limits',
    devSecret: false,
    origin: ORIGIN,
    localVapid: true,
    hints: true,
    moveSeconds: 3600,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return { id, links: result.links };
}

const seat = (links: GameLinks, s: number) => links.seats[s]!.path!;

const send = (path: string, method: string, body?: unknown) =>
  fetchWorker(path, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** The object's own counts, as the admin check reports them. */
type Stats = { rowsWritten: number; alarmsSet: number; writesToday: WritesToday };
async function statsOf(links: GameLinks): Promise<Stats> {
  const res = await fetchWorker(`${links.hostPath}/check`, { headers: { Accept: 'application/json' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { stats: Stats }).stats;
}

/** The rows the object has written since it started. */
const rowsOf = async (links: GameLinks) => (await statsOf(links)).rowsWritten;

/** A browser's subscription, one per `n` (its endpoint). */
const subscription = (n: number) => ({
  endpoint: `http://127.0.0.1:9/push/${n}`,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

type Answer = { status: number; retryAfter: string | null; code: string | null; message: string | null };

/** `n` requests in a row, each answered before the next is sent. */
async function hammer(n: number, request: (i: number) => Promise<Response>): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < n; i++) {
    const res = await request(i);
    const body = (await res.json()) as { error?: { code: string; message: string } };
    out.push({
      status: res.status,
      retryAfter: res.headers.get('Retry-After'),
      code: body.error?.code ?? null,
      message: body.error?.message ?? null,
    });
  }
  return out;
}

/** The first `max` let through (whatever the route answers), every later one 429 over the rate, with when to retry. */
function limitedAfter(answers: Answer[], max: number): void {
  for (const a of answers.slice(0, max)) expect(a.status).not.toBe(429);
  overRate(answers, max);
}

/** Every answer past the first `max`: 429 over the rate, with when to try again. */
function overRate(answers: Answer[], max: number): void {
  expect(answers.length).toBeGreaterThan(max);
  for (const a of answers.slice(max)) {
    expect(a.status).toBe(429);
    expect(a.code).toBe('too-many-writes');
    const seconds = Number(a.retryAfter);
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60, String(a.retryAfter)).toBe(true);
    expect(a.message).toBe(refusalText(EN, { key: 'tooManyWrites', max, retryAfter: seconds }));
  }
}

describe('every route that writes, hammered with one link', () => {
  it("is limited per link and kind (429 with Retry-After), and writes no more than its rate's rows", async () => {
    const { links } = await made();
    const ana = seat(links, 0);
    const bo = seat(links, 1);
    const waited = ((await (await send(ana, 'GET')).json()) as { waitingFor: number[] }).waitingFor[0]!;
    const rows: Record<string, number> = {};
    const alarmsBefore = (await statsOf(links)).alarmsSet;
    const measure = async (name: string, max: number, n: number, request: (i: number) => Promise<Response>) => {
      const before = await rowsOf(links);
      const answers = await hammer(n, request);
      limitedAfter(answers, max);
      rows[name] = (await rowsOf(links)) - before;
      return answers;
    };

    // Before, 300 notes in 2 seconds were 300 rows.
    await measure('notes', WRITE_RATES.notes.max, 300, (i) => send(`${ana}/notes`, 'PUT', { text: `plan ${i}` }));
    await measure('lang', WRITE_RATES.lang.max, 50, (i) => send(`${ana}/lang`, 'POST', { lang: i % 2 ? 'en' : 'fr' }));
    await measure('push', WRITE_RATES.push.max, 30, (i) => send(`${ana}/push`, 'POST', subscription(i)));
    await measure('unpush', WRITE_RATES.push.max, 30, (i) =>
      send(`${bo}/push`, 'DELETE', { endpoint: subscription(i).endpoint }),
    );
    // No mail service in the tests: each is refused (409), and counted all the same.
    await measure('mail', WRITE_RATES.mail.max, 30, () => send(`${ana}/mail`, 'POST', { address: 'ana@example.com' }));
    await measure('stop', WRITE_RATES.mail.max, 30, () => send(`${bo}/mail`, 'DELETE'));
    await measure('hint', WRITE_RATES.hint.max, 30, () => send(`${seat(links, waited)}/hint`, 'POST', {}));
    // The chat's own limit speaks first (10 a minute, from its messages); past this one's, the same 429 as any.
    const chat = await hammer(40, (i) => send(`${seat(links, 2)}/chat`, 'POST', { text: `hello ${i}` }));
    expect(chat.slice(0, 10).every((a) => a.status === 200)).toBe(true);
    expect(chat.slice(10, WRITE_RATES.chat.max).every((a) => a.code === 'chatTooFast' && a.retryAfter)).toBe(true);
    overRate(chat, WRITE_RATES.chat.max);
    await measure('moderation', WRITE_RATES.moderation.max, 100, (i) =>
      send(`${links.hostPath}/seats/2/mute`, 'POST', { on: i % 2 === 0 }),
    );
    await measure('links', WRITE_RATES.links.max, 30, () => send(`${links.hostPath}/seats/3/link`, 'POST', {}));
    await measure('controls', WRITE_RATES.controls.max, 30, (i) =>
      send(`${links.hostPath}/webhook`, 'POST', { webhook: `http://127.0.0.1:9/hook/${i}` }),
    );

    // Each write is a row or two (a browser: its row and the alarm it may set), with a few more to count them.
    expect(rows.notes).toBeLessThanOrEqual(WRITE_RATES.notes.max + 4);
    expect(rows.lang).toBeLessThanOrEqual(WRITE_RATES.lang.max + 2);
    expect(rows.push).toBeLessThanOrEqual(3 * WRITE_RATES.push.max);
    expect(rows.unpush).toBe(0);
    expect(rows.mail).toBe(0);
    expect(rows.stop).toBe(0);
    expect(rows.hint).toBeLessThanOrEqual(2);
    expect(rows.moderation).toBeLessThanOrEqual(WRITE_RATES.moderation.max + 3);
    expect(rows.links).toBeLessThanOrEqual(3 * WRITE_RATES.links.max);
    expect(rows.controls).toBeLessThanOrEqual(2 * WRITE_RATES.controls.max + 2);
    console.log('rows written, by route (one link hammering each):', JSON.stringify(rows));

    // The game's day counted every row of these writes (the chat's 10 messages too), with
    // a few of its own, and every request refused over a rate, by kind. Not the alarm a
    // write may move for what comes next (a browser to tell): those follow the game's moments.
    const { writesToday, alarmsSet } = await statsOf(links);
    const written = Object.values(rows).reduce((a, b) => a + b, 0) + 10 - (alarmsSet - alarmsBefore);
    expect(writesToday.used).toBeGreaterThanOrEqual(written);
    expect(writesToday.used).toBeLessThanOrEqual(written + 64);
    expect(writesToday.refused).toEqual({
      notes: 300 - WRITE_RATES.notes.max,
      lang: 50 - WRITE_RATES.lang.max,
      push: 2 * (30 - WRITE_RATES.push.max),
      mail: 2 * (30 - WRITE_RATES.mail.max),
      hint: 30 - WRITE_RATES.hint.max,
      chat: 40 - WRITE_RATES.chat.max,
      moderation: 100 - WRITE_RATES.moderation.max,
      links: 30 - WRITE_RATES.links.max,
      controls: 30 - WRITE_RATES.controls.max,
    });
  });

  it('a write that changes nothing writes nothing, and is answered as before', async () => {
    const writes: [string, (links: GameLinks, ana: string) => Promise<Response>][] = [
      ['notes', (_, ana) => send(`${ana}/notes`, 'PUT', { text: 'the same plan' })],
      ['lang', (_, ana) => send(`${ana}/lang`, 'POST', { lang: 'fr' })],
      ['push', (_, ana) => send(`${ana}/push`, 'POST', subscription(1))],
      ['webhook', (links) => send(`${links.hostPath}/webhook`, 'POST', { webhook: 'http://127.0.0.1:9/hook' })],
      ['stand-in', (links) => send(`${links.hostPath}/seats/1/standin`, 'POST', { on: true })],
      ['mute', (links) => send(`${links.hostPath}/seats/2/mute`, 'POST', { on: true })],
      ['clock', (links) => send(`${links.hostPath}/clock`, 'POST', { paused: true })],
    ];
    for (const [what, write] of writes) {
      // A game each: the host's controls share one window.
      const { links } = await made();
      const ana = seat(links, 0);
      expect((await write(links, ana)).status, what).toBe(200);
      // Let an alarm the first one set land before counting.
      await new Promise((r) => setTimeout(r, 20));
      const before = await rowsOf(links);
      for (let i = 0; i < 4; i++) expect((await write(links, ana)).status, what).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
      expect((await rowsOf(links)) - before, what).toBe(0);
    }
    // Stopping what was never started, twice.
    const { links } = await made();
    const ana = seat(links, 0);
    const before = await rowsOf(links);
    expect((await send(`${ana}/mail`, 'DELETE')).status).toBe(200);
    expect((await send(`${ana}/push`, 'DELETE', { endpoint: subscription(9).endpoint })).status).toBe(200);
    expect((await rowsOf(links)) - before).toBe(0);
  });
});

describe("the game's day", () => {
  it("once its rows are spent: seats' writes refused till midnight UTC, the host's later; moves go on", async () => {
    const { id, links } = await made();
    const ana = seat(links, 0);
    // The day's count as an object stores it, nearly spent, before its first write besides a move.
    await runInDurableObject(stubOf(id), (_room: GameRoom, state) => {
      state.storage.sql.exec(WRITE_BUDGET_TABLE);
      state.storage.sql.exec(
        'INSERT INTO write_budget (id, day, reserved, refused, saved) VALUES (1, ?, ?, ?, ?)',
        Math.floor(Date.now() / 86_400_000),
        ROWS_PER_DAY - 1,
        '{}',
        Date.now(),
      );
    });
    expect((await send(`${ana}/notes`, 'PUT', { text: 'the last one' })).status).toBe(200);
    const before = await rowsOf(links);
    const refused = await hammer(3, (i) => send(`${ana}/notes`, 'PUT', { text: `more ${i}` }));
    expect(await rowsOf(links)).toBe(before);
    for (const a of refused) {
      expect(a.status).toBe(429);
      expect(a.code).toBe('write-budget');
      const wait = Number(a.retryAfter);
      expect(Math.abs(wait - untilTomorrow(Date.now()))).toBeLessThanOrEqual(5);
      expect(a.message).toBe(refusalText(EN, { key: 'writeBudget', allowed: ROWS_PER_DAY, retryAfter: wait }));
    }
    const lang = await send(`${seat(links, 1)}/lang`, 'POST', { lang: 'hu' });
    expect(lang.status).toBe(429);
    expect(lang.headers.get('Retry-After')).toMatch(/^\d+$/);
    // The notes as they were: nothing refused was kept.
    const view = (await (await send(ana, 'GET')).json()) as { notes?: string };
    expect(view.notes).toBe('the last one');

    // The host may still replace a link, and the host page says what was refused today.
    const replaced = await send(`${links.hostPath}/seats/3/link`, 'POST', {});
    expect(replaced.status).toBe(200);
    const page = await (await fetchWorker(links.hostPath)).text();
    expect(page).toContain(EN.pages.hostPage.writesRefused);
    expect(page).toContain(EN.pages.hostPage.writesRefusedItem(EN.pages.hostPage.writeKinds.notes, 3));
    expect(page).toContain(EN.pages.hostPage.writesRefusedItem(EN.pages.hostPage.writeKinds.lang, 1));

    // A move is no write of this budget's: it goes on.
    const shadow = new Shadow({ players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })), seed: 'write-limits' });
    const mover = waitingFor(shadow.state)[0]!;
    const action = randomAction(shadow.state, mover, seededRandom('write-limits'));
    const moved = await postAction(ORIGIN + seat(links, mover), action, shadow.state.version);
    expect(moved.status).toBe(200);
  });

  it('a game whose day is not spent shows no refusals on its host page', async () => {
    const { links } = await made();
    expect((await send(`${seat(links, 0)}/notes`, 'PUT', { text: 'a plan' })).status).toBe(200);
    const page = await (await fetchWorker(links.hostPath)).text();
    expect(page).not.toContain(EN.pages.hostPage.writesRefused);
  });
});
