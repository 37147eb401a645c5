// Upgrades stay safe: games in progress stored by the previous release (test/upgrade/
// fixture.json, made by that release's own code: test/upgrade/make-fixture.ts) are
// loaded row by row into fresh Durable Objects and played to their end by this build
// through the public routes. Each must read back as it was left (version, decision,
// scores, clock, chat), keep its links (and refuse the ones the host replaced), take
// the next move at the next version, and end with a record holding every move at its
// place and a stored log that replays to the stored state.
import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import type { GameRecord } from '../../src/room/record.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import { DAY_MS } from '../../src/room/expiry.ts';
import type { RoomView } from '../../templates/theme.ts';
import { advance, type Posted, viewAt } from '../upgrade/drive.ts';
import { FixtureSchema, type StoredGame, textOf, storedValue } from '../upgrade/fixture.ts';
import { seenOf } from '../upgrade/maker.ts';
import fixtureText from '../upgrade/fixture.json?raw';
import { fetchWorker, pathOf, postAction, stubOf } from './helpers.ts';

const fixture = FixtureSchema.parse(JSON.parse(fixtureText));

/**
 * A stored time (ms since 1970: 13 digits) of a game dumped at `at`, moved by `shift`:
 * the game then reads as if it was left `now - at` ago rather than when the fixture was
 * made, so that its clocks and its expiry are as they were. Times are found by value,
 * in any column and inside any text (JSON, compact JSON), so that a time a later
 * release stores somewhere new moves too; game numbers (versions, ids) are far smaller.
 */
function moved(value: SqlStorageValue, at: number, shift: number): SqlStorageValue {
  const isTime = (n: number) => Number.isInteger(n) && n > at - 30 * DAY_MS && n < at + 400 * DAY_MS;
  if (typeof value === 'number') return isTime(value) ? value + shift : value;
  if (typeof value !== 'string') return value;
  return value.replace(/(?<![\d.])\d{13}(?![\d.])/g, (digits) =>
    isTime(Number(digits)) ? String(Number(digits) + shift) : digits,
  );
}

/** The game's rows into its fresh object, its times moved to now; then a fresh instance, which reads them. */
async function load(game: StoredGame): Promise<void> {
  const shift = Date.now() - game.dumpedAt;
  await runInDurableObject(stubOf(game.links.id), async (_room: GameRoom, state) => {
    const { sql } = state.storage;
    state.storage.transactionSync(() => {
      for (const statement of game.schema) sql.exec(textOf(statement));
      for (const [table, { columns, rows }] of Object.entries(game.tables)) {
        const names = columns.map((c) => `"${c}"`).join(', ');
        const insert = `INSERT INTO "${table}" (${names}) VALUES (${columns.map(() => '?').join(', ')})`;
        for (const row of rows) sql.exec(insert, ...row.map((cell) => moved(storedValue(cell), game.dumpedAt, shift)));
      }
    });
    // An alarm already due (a bot's move) rings a moment later, on the fresh instance.
    if (game.alarm !== null) await state.storage.setAlarm(Math.max(game.alarm + shift, Date.now() + 1000));
  });
  await abortAllDurableObjects();
}

async function get(url: string, json = true): Promise<Response> {
  return fetchWorker(pathOf(url), json ? { headers: { Accept: 'application/json' } } : {});
}

async function hostPost(game: StoredGame, route: string, body: unknown): Promise<Response> {
  return fetchWorker(`${pathOf(game.links.hostUrl)}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The seats with a link (a bot's has none). */
const people = (game: StoredGame) =>
  game.links.seats.filter((s): s is { seat: number; name: string; url: string } => !!s.url);

/**
 * It reads back as the previous release left it; if it waited on a seat the room plays
 * (its bot's, the stand-in's), that seat may have moved since, as soon as the game woke.
 */
function expectAsLeft(game: StoredGame, view: RoomView, loadedAt: number): void {
  const { clock, ...seen } = seenOf(view);
  const { clock: clockThen, ...seenThen } = game.seen;
  const roomMoves = seenThen.waitingFor.some((s) => !game.links.seats[s]!.url || game.standIns.includes(s));
  if (roomMoves && view.version > seenThen.version) {
    expect(view.turn).toBeGreaterThanOrEqual(seenThen.turn);
    return;
  }
  expect(seen).toEqual(seenThen);
  expect(clock?.paused).toBe(clockThen?.paused);
  // A clock's time left went on from where it was, by no more than the time since the rows were loaded.
  for (const [seat, then] of (clockThen?.left ?? []).entries()) {
    const now = clock!.left[seat] ?? null;
    if (then === null) {
      expect(now).toBeNull();
      continue;
    }
    expect(now).toBeLessThanOrEqual(then);
    expect(now).toBeGreaterThan(then - (Date.now() - loadedAt) - 5000);
  }
}

/** Every move at its place in the record: the previous release's and this build's. */
function expectRecord(record: GameRecord, version: number, posted: Posted[]): void {
  expect(record.actions.map((a) => a.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
  for (const p of posted) expect(record.actions[p.seq - 1], `move ${p.seq}`).toEqual(p);
  expect(record.result).toBeTruthy();
}

/** The chat, the notes, the hint asked and the languages chosen, read as they were. */
async function expectChatAsLeft(game: StoredGame): Promise<void> {
  const [first, second] = people(game);
  const view = await viewAt(first!.url);
  expect(view.notes).toBe('Cy garde le jaune');
  const texts = view.chat!.map((m) => m.text);
  expect(texts).toContain('Bonjour à tous');
  // The message the host hid stays hidden.
  expect(texts).toHaveLength(2);
  expect(texts).not.toContain('Un message que l’hôte cache');
  expect(view.chatMuted).toEqual([2]);
  expect(view.hints).toHaveLength(1);
  // The language a seat chose is its page's, whatever the browser asks for.
  expect(await (await get(second!.url, false)).text()).toContain('<html lang="hu">');
}

describe(`games in progress stored by the previous release (${fixture.release})`, { timeout: 180_000 }, () => {
  it('the fixture holds a game in each state', () => {
    const seen = fixture.games.map((g) => g.seen);
    const decisions = new Set(seen.map((s) => s.decision));
    for (const d of ['bid', 'chooseOrder', 'place', 'playCards', 'takeGems', 'throne'])
      expect(decisions, d).toContain(d);
    expect(seen.some((s) => s.clock?.paused)).toBe(true);
    expect(seen.some((s) => s.clock && !s.clock.paused)).toBe(true);
    expect(seen.some((s) => s.over)).toBe(true);
    expect(seen.some((s) => s.ended)).toBe(true);
    expect(fixture.games.some((g) => g.standIns.length)).toBe(true);
    expect(fixture.games.some((g) => g.replaced.length === 2)).toBe(true);
    expect(fixture.games.some((g) => g.links.seats.some((s) => !s.url))).toBe(true);
    expect(seen.some((s) => s.chat && s.hints)).toBe(true);
  });

  for (const game of fixture.games) {
    it(game.name, async () => {
      // Unknown to this deployment until its rows are there.
      expect((await get(game.links.spectatorUrl)).status).toBe(404);
      const loadedAt = Date.now();
      await load(game);
      let view = await viewAt(game.links.spectatorUrl);
      expectAsLeft(game, view, loadedAt);

      // Its links as they were given out, every one of them still working; a replaced one, and a forged one, refused.
      const host = await get(game.links.hostUrl);
      expect(host.status).toBe(200);
      const hostJson = (await host.json()) as {
        hostUrl: string;
        seats: { url: string | null }[];
        expiry: { at: number; days: number };
      };
      expect(hostJson.hostUrl).toBe(game.links.hostUrl);
      expect(hostJson.seats.map((s) => s.url)).toEqual(game.links.seats.map((s) => s.url));
      // The expiry counts from the last move, moved with the rest: not before the game's days have passed.
      expect(hostJson.expiry.at).toBeGreaterThan(loadedAt + (hostJson.expiry.days - 1) * DAY_MS);
      for (const seat of people(game)) expect((await get(seat.url)).status, seat.url).toBe(200);
      expect((await get(game.links.spectatorUrl, false)).status).toBe(200);
      for (const old of game.replaced) expect((await get(old)).status, old).toBe(404);
      const forged = people(game)[0]!.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await get(forged)).status).toBe(404);

      if (game.seen.hints) await expectChatAsLeft(game);

      if (game.seen.over || game.seen.ended) {
        // Over is over: no move is taken, and nothing changes.
        const seat = people(game)[0]!;
        const own = await viewAt(seat.url);
        const refused = await postAction(seat.url, { type: 'bid', brokers: [1, 2] }, own.version);
        // 409 for a game the host ended; the rules' own refusal (422) for one that ended by them.
        expect(refused.status).toBe(game.seen.ended ? 409 : 422);
        expect((await viewAt(game.links.spectatorUrl)).version).toBe(game.seen.version);
      } else {
        if (game.seen.clock?.paused) {
          const resumed = await hostPost(game, '/clock', { paused: false });
          expect(resumed.status).toBe(200);
          const clock = (await viewAt(game.links.spectatorUrl)).clock!;
          expect(clock.paused).toBe(false);
          for (const seat of view.waitingFor) {
            const left = clock.deadlines[seat]! - clock.now;
            expect(left).toBeGreaterThan(0);
            expect(left).toBeLessThanOrEqual(clock.moveSeconds * 1000);
          }
        }
        const random = seededRandom(`upgraded-${game.links.id}`);
        const played = await advance(game.links, random, (v) => !!v.result, { skip: game.standIns });
        view = played.view;
        expect(view.version).toBeGreaterThan(game.seen.version);
        // This build's moves went on from the stored version: the first at the next one.
        if (played.posted.length) expect(played.posted[0]!.seq).toBeGreaterThan(game.seen.version);
        game.posted.push(...played.posted);
      }

      if (game.seen.ended) {
        expect((await get(`${game.links.hostUrl}/record`)).status).toBe(409);
      } else {
        for (const url of [game.links.spectatorUrl, game.links.hostUrl, people(game)[0]!.url]) {
          const res = await get(`${url}/record`);
          expect(res.status, url).toBe(200);
          expectRecord((await res.json()) as GameRecord, view.version, game.posted);
        }
      }
      const check = (await (await get(`${game.links.hostUrl}/check`)).json()) as { ok: boolean; message?: string };
      expect(check.ok, check.message).toBe(true);
    });
  }
});
