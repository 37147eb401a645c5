// An alarm's work is counted (issue 24, item 2): it tells at most SEATS_TOLD_PER_ALARM
// seats, none once it moved a bot, and leaves the rest to the next alarm, set at once;
// over the invocations every seat is told once, none twice, the webhook once. And what
// is told costs one table row per batch (item 3), and the alarms set (each billed as a
// row written): for the sends' lease as the alarm ends, and for the next moment once they
// settled, unless it is already set there.
// The sends are real (encrypted pushes for real browser keys) and caught at the object's
// fetch, for stand-ins on 127.0.0.1.
import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SetupSchema } from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import { type Agenda, SEATS_TOLD_PER_ALARM } from '../../src/room/agenda.ts';
import type { RoomCore } from '../../src/room/core.ts';
import type { Sender } from '../../src/room/sending.ts';
import type { BotLevel } from '../../src/room/store.ts';
import { newGameId } from '../../src/room/signedLinks.ts';
import { ORIGIN, fetchWorker, stubOf } from './helpers.ts';

const GRACE = 60_000;
type Inside = { core: RoomCore; agenda: Agenda; sender: Sender };

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

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

/**
 * A four-seat game with a webhook, its people's seats each with a browser subscribed
 * (paths /push/{seat}). Made a day ahead on the object's clock, so that no alarm the
 * runtime runs by itself meanwhile moves its bot: each alarm here is the test's.
 */
async function made(bots: (BotLevel | null)[]): Promise<{ id: string; people: number[] }> {
  const id = newGameId();
  const result = await runInDurableObject(stubOf(id), async (room: GameRoom) => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 86_400_000);
    try {
      return await room.create({
        gameId: id,
        setup: SetupSchema.parse({ players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }] }),
        seed: 'alarm-work',
        devSecret: false,
        origin: ORIGIN,
        localVapid: true,
        bots,
        notify: { webhook: 'http://127.0.0.1:9/hook', origin: ORIGIN },
      });
    } finally {
      clock.mockRestore();
    }
  });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  const people = bots.flatMap((b, seat) => (b ? [] : [seat]));
  for (const seat of people) {
    const res = await fetchWorker(`${result.links.seats[seat]!.path!}/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(await subscription(`/push/${seat}`)),
    });
    expect(res.status).toBe(200);
  }
  return { id, people };
}

type Invocation = {
  posted: string[];
  rows: number;
  alarmsSet: number;
  version: number;
  next: number | null;
  authorizations: string[];
};

/**
 * One alarm inside the object at `at` on its clock, its sends settled: what went out, the rows it wrote, and the alarm
 * it set.
 */
function alarmAt(id: string, at: number): Promise<Invocation> {
  return runInDurableObject(stubOf(id), async (room: GameRoom, state) => {
    const inside = room as unknown as Inside;
    const posted: string[] = [];
    const authorizations: string[] = [];
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      posted.push(new URL(String(input)).pathname);
      const authorization = new Headers(init?.headers).get('authorization');
      if (authorization) authorizations.push(authorization);
      return new Response(null, { status: 201 });
    });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(at);
    try {
      const before = { rows: inside.core.store.rowsWritten, alarms: inside.core.alarmsSet };
      await room.alarm();
      for (let i = 0; i < 200 && inside.sender.sending().size; i++) await new Promise((r) => setTimeout(r, 5));
      expect(inside.sender.sending().size).toBe(0);
      const alarmsSet = inside.core.alarmsSet - before.alarms;
      // Rows as billed: the tables' and each alarm set.
      return {
        posted: posted.sort(),
        rows: inside.core.store.rowsWritten - before.rows - alarmsSet,
        alarmsSet,
        version: inside.core.current().state.version,
        next: await state.storage.getAlarm(),
        authorizations,
      };
    } finally {
      fetched.mockRestore();
      clock.mockRestore();
    }
  });
}

/** Alarms from `at` on, each run when the last one set it, until none is due before `until`. */
async function alarmsFrom(id: string, at: number, until: number): Promise<Invocation[]> {
  const out: Invocation[] = [];
  for (let when = at; out.length < 10; ) {
    const run = await alarmAt(id, when);
    out.push(run);
    if (run.next === null || run.next >= until) break;
    when = Math.max(when, run.next);
  }
  return out;
}

/** When the game was created: its first episode (every seat bids) starts then. */
const createdAt = (id: string) =>
  runInDurableObject(stubOf(id), (room: GameRoom) => (room as unknown as Inside).core.current().creation.createdAt);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an alarm with more to tell than fits', () => {
  it(`tells four seats ${SEATS_TOLD_PER_ALARM} at a time, each once, the webhook once, one row per batch`, async () => {
    const { id, people } = await made([null, null, null, null]);
    const start = await createdAt(id);
    const runs = await alarmsFrom(id, start + GRACE, start + GRACE + 60_000);

    const pushes = runs.flatMap((r) => r.posted.filter((p) => p.startsWith('/push/')));
    expect(pushes.sort()).toEqual(people.map((s) => `/push/${s}`));
    for (const r of runs)
      expect(r.posted.filter((p) => p.startsWith('/push/')).length).toBeLessThanOrEqual(SEATS_TOLD_PER_ALARM);
    expect(runs.filter((r) => r.posted.length > 0)).toHaveLength(Math.ceil(people.length / SEATS_TOLD_PER_ALARM));
    expect(runs.flatMap((r) => r.posted).filter((p) => p === '/hook')).toEqual(['/hook']);
    // The next alarm was set at once while seats were left, and then for nothing of theirs.
    expect(runs[0]!.next).toBe(start + GRACE);
    // One table row per batch told (told.ts): two batches of two waiting episodes each. The
    // first sets the alarm once, at once for the seats left (as it ends, and their sends
    // settled, that is where it stays); the last twice, for its sends' lease and then for
    // what comes next.
    expect(runs.filter((x) => x.posted.length > 0).map((r) => [r.rows, r.alarmsSet])).toEqual([
      [1, 1],
      [1, 2],
    ]);
    const told = runs.filter((r) => r.posted.length > 0).length;
    expect(runs.reduce((n, r) => n + r.rows, 0) / people.length).toBeLessThanOrEqual(1);
    expect(told).toBeGreaterThan(1);

    // One VAPID token for the push service (RFC 8292), signed once and reused by every batch.
    const tokens = new Set(runs.flatMap((r) => r.authorizations));
    expect(tokens.size).toBe(1);
    const [token] = [...tokens];
    expect(token).toMatch(/^vapid t=[^.]+\.[^.]+\.[^,]+, k=/);

    // Restarted, the object reads what was told from its row: nothing is told twice; and
    // the token with it, so a woken object signs nothing its game signed before.
    await abortAllDurableObjects();
    const kept = await runInDurableObject(stubOf(id), (room: GameRoom) => {
      const { core } = room as unknown as Inside;
      return core.store.told.get('https://127.0.0.1:9', core.current().creation.vapid!.publicKey)?.authorization;
    });
    expect(kept).toBe(token);
    const after = await alarmAt(id, start + GRACE + 120_000);
    expect(after.posted).toEqual([]);
    // An alarm with nothing to tell writes nothing but the next alarm (the game's expiry).
    expect([after.rows, after.alarmsSet]).toEqual([0, 1]);
  });

  it('moves the bot first and tells nobody in that alarm; the seats after, none lost, none twice', async () => {
    const { id, people } = await made([null, null, null, 'greedy']);
    const start = await createdAt(id);
    const runs = await alarmsFrom(id, start + GRACE, start + GRACE + 60_000);

    // The bot's bid: the first alarm, which sends nothing to any seat.
    expect(runs[0]!.version).toBe(1);
    expect(runs[0]!.posted.filter((p) => p.startsWith('/push/'))).toEqual([]);
    const pushes = runs.flatMap((r) => r.posted.filter((p) => p.startsWith('/push/')));
    expect(pushes.sort()).toEqual(people.map((s) => `/push/${s}`));
    for (const r of runs)
      expect(r.posted.filter((p) => p.startsWith('/push/')).length).toBeLessThanOrEqual(SEATS_TOLD_PER_ALARM);
    expect(runs.flatMap((r) => r.posted).filter((p) => p === '/hook')).toEqual(['/hook']);
    expect(runs.length).toBeGreaterThanOrEqual(1 + Math.ceil(people.length / SEATS_TOLD_PER_ALARM));
  });
});
