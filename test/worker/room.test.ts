// The room's parts that need the object itself: the one admission guard under a race,
// and a seat's own contacts (seatContacts.ts) as the object keeps them.
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SetupSchema } from '../../src/engine/index.ts';
import { newGameId } from '../../src/room/signedLinks.ts';
import type { GameRoom } from '../../src/room/GameRoom.ts';
import type { RoomCore } from '../../src/room/core.ts';
import { hostReplaced, seatReplaced } from '../../src/room/hostControls.ts';
import type { GameLinks } from '../../src/room/protocol.ts';
import { ORIGIN, stubOf } from './helpers.ts';

const sigOf = (path: string | null) => path!.split('/').pop()!;

async function made(localVapid: boolean): Promise<{ id: string; links: GameLinks }> {
  const id = newGameId();
  const result = await stubOf(id).create({
    gameId: id,
    setup: SetupSchema.parse({ players: [{ name: 'Ana' }, { name: 'Bo' }] }),
    devSecret: false,
    origin: ORIGIN,
    ...(localVapid ? { localVapid } : {}),
  });
  if (!result.ok) throw new Error('not made');
  return { id, links: result.links };
}

const subscription = {
  endpoint: 'https://push.example.com/room/1',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

describe('the admission guard', () => {
  it(
    'a link replaced while a request with it waits on its signature check refuses that request, ' + 'whatever it asks',
    async () => {
      const { id, links } = await made(false);
      const host = { kind: 'host', sig: sigOf(links.hostPath) } as const;
      const seat = { kind: 'seat', seat: 1, sig: sigOf(links.seats[1]!.path) } as const;
      const refused = await runInDurableObject(stubOf(id), async (room: GameRoom) => {
        const { core } = room as unknown as { core: RoomCore };
        // Each request is on its way (its signature being checked) when the link is replaced.
        const paused = room.setPaused(host, true);
        const opened = room.open(host);
        core.saveCreation(hostReplaced(core.current().creation));
        const acted = room.act(seat, { type: 'bid', brokers: [0, 1] }, 0);
        const status = room.status(seat);
        core.saveCreation(seatReplaced(core.current().creation, 1));
        return (await Promise.all([paused, opened, acted, status])).map((r) => !r.ok && r.status);
      });
      expect(refused).toEqual([404, 404, 404, 404]);
      expect(await stubOf(id).open({ kind: 'watch' })).toMatchObject({ ok: true, view: { version: 0 } });
    },
  );
});

describe('a seat’s own contacts', () => {
  it('a browser subscribes with the game’s key and unsubscribes; a replaced link forgets it', async () => {
    const { id, links } = await made(true);
    const seat = { kind: 'seat', seat: 0, sig: sigOf(links.seats[0]!.path) } as const;
    const opened = await stubOf(id).open(seat);
    expect(opened.ok && opened.notify?.pushKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await stubOf(id).subscribePush(seat, subscription)).toEqual({ ok: true });
    const subscribed = () =>
      runInDurableObject(stubOf(id), (room: GameRoom) =>
        (room as unknown as { core: RoomCore }).core.contacts.subscriptions(0).map((s) => s.endpoint),
      );
    expect(await subscribed()).toEqual([subscription.endpoint]);
    expect(await stubOf(id).unsubscribePush(seat, subscription.endpoint)).toEqual({ ok: true });
    expect(await subscribed()).toEqual([]);
    expect(await stubOf(id).subscribePush(seat, subscription)).toEqual({ ok: true });
    expect((await stubOf(id).replaceSeatLink({ kind: 'host', sig: sigOf(links.hostPath) }, 0)).ok).toBe(true);
    expect(await subscribed()).toEqual([]);
  });

  it('without VAPID keys there is no push, and without a mail service no mail: each a clear 409', async () => {
    const { id, links } = await made(false);
    const seat = { kind: 'seat', seat: 1, sig: sigOf(links.seats[1]!.path) } as const;
    const opened = await stubOf(id).open(seat);
    expect(opened.ok && opened.notify).toEqual({ pushKey: null, mail: null });
    expect(await stubOf(id).subscribePush(seat, subscription)).toMatchObject({
      ok: false,
      status: 409,
      error: { refusal: { key: 'noPush' } },
    });
    expect(await stubOf(id).setMail(seat, 'bo@example.com')).toMatchObject({
      ok: false,
      status: 409,
      error: { refusal: { key: 'noMail' } },
    });
    // Stopping what was never started is no error: the one-click stop always stops.
    expect(await stubOf(id).stopMail(seat)).toEqual({ ok: true });
  });
});

describe('an action’s answer to the Worker', () => {
  it('for a page (htmx) is its update alone, never the view with its whole log; without a page, the view', async () => {
    const { id, links } = await made(false);
    const seat = (n: number) => ({ kind: 'seat', seat: n, sig: sigOf(links.seats[n]!.path) }) as const;
    const forPage = await stubOf(id).act(seat(0), { type: 'bid', brokers: [0, 1] }, 0, 'en');
    expect(forPage.ok && typeof forPage.fragments).toBe('string');
    expect(forPage.ok && forPage.fragments).toContain('data-version="1"');
    expect(forPage).not.toHaveProperty('view');
    const forApi = await stubOf(id).act(seat(1), { type: 'bid', brokers: [0, 1] }, 0);
    expect(forApi).toMatchObject({ ok: true, view: { version: 2, seat: 1 } });
    expect(forApi).not.toHaveProperty('fragments');
    expect(forApi.ok && forApi.view?.log.length).toBeGreaterThan(0);
  });
});
