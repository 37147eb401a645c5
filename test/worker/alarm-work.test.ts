// An alarm's work is counted: it tells at most SEATS_TOLD_PER_ALARM
// seats, none once it moved a bot, and leaves the rest to the next alarm, set at once;
// over the invocations every seat is told once, none twice, the webhook once. And what
// is told costs one table row per batch, and an alarm set (billed as a row written) as the
// alarm ends only when something is due next: a game once told is on the sweeper's list
// (sweeper.ts) and keeps no alarm for its expiry.
// The sends are real (encrypted pushes for real browser keys) and caught at the object's
// fetch, for stand-ins on 127.0.0.1.
import { abortAllDurableObjects, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SetupSchema, randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import { type AlarmSchedule, SEATS_TOLD_PER_ALARM } from '../../src/room/alarmSchedule.ts';
import type { RoomCore } from '../../src/room/core.ts';
import { type Sender, SETTLE_WAIT_MS } from '../../src/room/sending.ts';
import type { Moves } from '../../src/room/moves.ts';
import { SEND_LEASE_MS } from '../../src/room/contacts.ts';
import type { BotLevel } from '../../src/room/store.ts';
import { newGameId } from '../../src/room/signedLinks.ts';
import { SweepList, type Sweeper, sweeperOf } from '../../src/room/sweeper.ts';
import type { Expiry } from '../../src/room/expiry.ts';
import { ORIGIN, bindings, fetchWorker, stubOf } from './helpers.ts';

const GRACE = 60_000;
type Inside = { core: RoomCore; alarmSchedule: AlarmSchedule; sender: Sender; moves: Moves };

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
 * One alarm inside the object at `at` on its clock, its sends settled (each answered after `answerMs`): what went out,
 * the rows it wrote, and the alarm it set.
 */
function alarmAt(id: string, at: number, answerMs = 0): Promise<Invocation> {
  return runInDurableObject(stubOf(id), async (room: GameRoom, state) => {
    const inside = room as unknown as Inside;
    const posted: string[] = [];
    const authorizations: string[] = [];
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      posted.push(new URL(String(input)).pathname);
      const authorization = new Headers(init?.headers).get('authorization');
      if (authorization) authorizations.push(authorization);
      if (answerMs) await new Promise((r) => setTimeout(r, answerMs));
      return new Response(null, { status: 201 });
    });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(at);
    try {
      const before = { rows: inside.core.store.rowsWritten, alarms: inside.core.alarmsSet };
      // As the runtime runs an alarm: the one it runs is set no more (getAlarm() reads null).
      await state.storage.deleteAlarm();
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
    // One table row per batch told (noticeLedger.ts): two batches of two waiting episodes each.
    // The first sets the alarm at once for the seats left; the last sets none: nothing is due
    // next but the game's expiry, which the sweeper keeps (no lease either: settled within).
    expect(runs.filter((x) => x.posted.length > 0).map((r) => [r.rows, r.alarmsSet])).toEqual([
      [1, 1],
      [1, 0],
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
      return core.store.notices.get('https://127.0.0.1:9', core.current().creation.vapid!.publicKey)?.authorization;
    });
    expect(kept).toBe(token);
    const after = await alarmAt(id, start + GRACE + 120_000);
    expect(after.posted).toEqual([]);
    // An alarm with nothing to tell writes nothing, not even an alarm for the expiry: the sweeper lists the game.
    expect([after.rows, after.alarmsSet]).toEqual([0, 0]);
    expect(after.next).toBeNull();
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

/**
 * A seat waited on makes its move at `at` on the object's clock: the rows it wrote, the alarms it set, and the alarm
 * then.
 */
function moveAt(id: string, at: number): Promise<{ rows: number; alarmsSet: number; next: number | null }> {
  return runInDurableObject(stubOf(id), async (room: GameRoom, state) => {
    const inside = room as unknown as Inside;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(at);
    try {
      const before = { rows: inside.core.store.rowsWritten, alarms: inside.core.alarmsSet };
      const game = inside.core.current().state;
      const seat = waitingFor(game)[0]!;
      const moved = inside.moves.apply(seat, randomAction(game, seat, seededRandom(`move/${game.version}`)));
      expect(moved.ok).toBe(true);
      // The alarm is set once its time is read (alarmSchedule.ts schedule).
      for (let i = 0; i < 20 && inside.core.alarmsSet === before.alarms; i++)
        await new Promise((r) => setTimeout(r, 5));
      const alarmsSet = inside.core.alarmsSet - before.alarms;
      return {
        rows: inside.core.store.rowsWritten - before.rows - alarmsSet,
        alarmsSet,
        next: await state.storage.getAlarm(),
      };
    } finally {
      clock.mockRestore();
    }
  });
}

describe('what a waiting episode told costs, as billed', () => {
  it('one alarm set (the move, for the grace) and one ledger row: the sweeper keeps the expiry', async () => {
    const { id } = await made([null, null, null, null]);
    const start = await createdAt(id);
    // The bids' episodes, told first; then the moves, each waited out past the grace and told.
    let at = (await alarmsFrom(id, start + GRACE, start + GRACE + 60_000)).length + start + GRACE;
    const episodes: { move: number; tell: [number, number]; posted: number }[] = [];
    for (let n = 0; n < 6; n++) {
      at += 5 * GRACE;
      const move = await moveAt(id, at);
      // What the move writes of its own (its action's row, every 8th the game's row) is any game's, told or not.
      const runs = await alarmsFrom(id, at + GRACE, at + 2 * GRACE);
      const told = runs.filter((r) => r.posted.length > 0);
      if (!told.length) continue;
      expect(move.next).toBe(at + GRACE);
      episodes.push({
        move: move.alarmsSet,
        tell: [runs.reduce((k, r) => k + r.rows, 0), runs.reduce((k, r) => k + r.alarmsSet, 0)],
        posted: told.length,
      });
      at += GRACE;
    }
    expect(episodes.length).toBeGreaterThanOrEqual(3);
    for (const e of episodes) {
      // One batch each (one seat waited on): the ledger's row once, no alarm set back.
      expect(e.posted).toBe(1);
      expect(e.move).toBe(1);
      expect(e.tell).toEqual([1, 0]);
    }
    // Rows written as billed per episode told, the move's own row apart: 2. The alarm is brought
    // forward for the notice and not set back for the game's expiry once told: the sweeper looks in then.
    for (const e of episodes) expect(e.move + e.tell[0] + e.tell[1]).toBeLessThanOrEqual(2);
  });

  it('sends outlasting the wait: the alarm set for their lease, then what is next; stopped, told again', async () => {
    // Two batches of two seats: the first told at once, the second by sends that answer late.
    const slow = await made([null, null, null, null]);
    const slowStart = await createdAt(slow.id);
    expect((await alarmAt(slow.id, slowStart + GRACE)).alarmsSet).toBe(1);
    const late = await alarmAt(slow.id, slowStart + GRACE, SETTLE_WAIT_MS + 300);
    // Set as it ended for the sends' lease; not again once they settled: nothing is due next
    // but the expiry, which the sweeper keeps (the lease's alarm then finds nothing to do).
    expect(late.alarmsSet).toBe(1);
    expect(late.rows).toBe(1);
    expect(late.posted.filter((p) => p.startsWith('/push/'))).toHaveLength(SEATS_TOLD_PER_ALARM);

    // Sends that never settle, and the object stopped before they do: the alarm set for
    // their lease comes back, and they are told again (at least once).
    const { id } = await made([null, null, null, null]);
    const start = await createdAt(id);
    await alarmAt(id, start + GRACE);
    const hung = await runInDurableObject(stubOf(id), async (room: GameRoom, state) => {
      const inside = room as unknown as Inside;
      const posted: string[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
        posted.push(new URL(String(input)).pathname);
        return new Promise<Response>(() => undefined);
      });
      vi.spyOn(Date, 'now').mockReturnValue(start + GRACE + 1);
      await state.storage.deleteAlarm();
      await room.alarm();
      return { posted, next: await state.storage.getAlarm(), sending: inside.sender.sending().size };
    });
    vi.restoreAllMocks();
    const pushes = hung.posted.filter((p) => p.startsWith('/push/'));
    expect(pushes).toHaveLength(SEATS_TOLD_PER_ALARM);
    expect(hung.sending).toBeGreaterThan(0);
    expect(hung.next).toBe(start + GRACE + 1 + SEND_LEASE_MS);
    await abortAllDurableObjects();
    const again = await alarmAt(id, start + GRACE + 1 + SEND_LEASE_MS);
    expect(again.posted.filter((p) => p.startsWith('/push/'))).toEqual(
      hung.posted.filter((p) => p.startsWith('/push/')),
    );
  });
});

/** The sweeper's list (sweeper.ts), as stored: each game's id and when it is looked in on. */
const listed = () =>
  runInDurableObject(sweeperOf(bindings), (_sweeper: Sweeper, state) =>
    Object.fromEntries(
      state.storage.sql
        .exec('SELECT id, due FROM games')
        .toArray()
        .map((r) => [String(r.id), Number(r.due)]),
    ),
  );

/** The sweeper's alarm at `at` on every object's clock. */
const sweepAt = (at: number) =>
  runInDurableObject(sweeperOf(bindings), async (sweeper: Sweeper) => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(at);
    try {
      await sweeper.alarm();
    } finally {
      clock.mockRestore();
    }
  });

const expiresAt = (id: string) =>
  runInDurableObject(stubOf(id), (room: GameRoom) => (room as unknown as { expiry: Expiry }).expiry.expiresAt());

describe("a told game's expiry, kept by the sweeper", () => {
  it('is listed at its first notice, looked in on at its expiry, kept if it moved since, else deleted', async () => {
    const { id } = await made([null, null, null, null]);
    const start = await createdAt(id);
    expect((await listed())[id]).toBeUndefined();
    await alarmsFrom(id, start + GRACE, start + GRACE + 60_000);
    const due = await expiresAt(id);
    expect((await listed())[id]).toBe(due);
    // Listed, the game keeps no alarm for its expiry, also once woken afresh (the ledger's row says so).
    await abortAllDurableObjects();
    expect(await runInDurableObject(stubOf(id), (_room: GameRoom, state) => state.storage.getAlarm())).toBeNull();

    // A move since puts the expiry later: looked in on at the listed time, the game is kept and listed again.
    await moveAt(id, start + 10 * GRACE);
    const later = await expiresAt(id);
    expect(later).toBeGreaterThan(due);
    await sweepAt(due + 1);
    expect((await listed())[id]).toBe(later);
    const sweeperAlarm = await runInDurableObject(sweeperOf(bindings), (_s: Sweeper, state) =>
      state.storage.getAlarm(),
    );
    expect(sweeperAlarm).toBeLessThanOrEqual(later);

    // Nobody moves again: at that time the game is deleted, and leaves the list.
    await sweepAt(later + 1);
    expect((await listed())[id]).toBeUndefined();
    const kind = await runInDurableObject(stubOf(id), (room: GameRoom) => (room as unknown as Inside).core.game.kind);
    expect(kind).toBe('gone');
  });

  it('asks again a minute later a game that did not answer, and keeps the others', async () => {
    const a = await made([null, null, null, null]);
    await alarmsFrom(a.id, (await createdAt(a.id)) + GRACE, (await createdAt(a.id)) + 2 * GRACE);
    const due = (await listed())[a.id]!;
    await runInDurableObject(sweeperOf(bindings), async (_s: Sweeper, state) => {
      const list = new SweepList(state.storage, async () => {
        throw new Error('not now');
      });
      const clock = vi.spyOn(Date, 'now').mockReturnValue(due + 1);
      try {
        // The other tests' games are listed too, due as early: none answers, none is dropped.
        const swept = await list.sweep(due + 1);
        expect(swept.asked).toBeGreaterThanOrEqual(1);
        expect(swept.dropped).toBe(0);
      } finally {
        clock.mockRestore();
      }
      expect(await state.storage.getAlarm()).toBe(due + 1 + 60_000);
    });
    expect((await listed())[a.id]).toBe(due);
  });
});
