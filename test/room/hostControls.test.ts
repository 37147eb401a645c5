// The host controls' changes to the creation record (hostControls.ts), as pure code.
import { describe, expect, it } from 'vitest';
import { hostReplaced, hostSeatRefusal, seatReplaced, standInSet, webhookSet } from '../../src/room/hostControls.ts';
import { liveGame } from './fixtures.ts';

describe('host controls', () => {
  const { creation } = liveGame(3, { bots: [null, null, 'standard'], generations: { host: 1, seats: [0, 2, 0] } });

  it('only the game’s own seats, and not a bot’s', () => {
    expect(hostSeatRefusal(creation, 1)).toBeNull();
    expect(hostSeatRefusal(creation, 3)).toMatchObject({
      status: 400,
      error: { code: 'no-seat', refusal: { key: 'noSeatHere', seats: 3, seat: 3 } },
    });
    expect(hostSeatRefusal(creation, -1)?.status).toBe(400);
    expect(hostSeatRefusal(creation, 0.5)?.status).toBe(400);
    expect(hostSeatRefusal(creation, 2)).toMatchObject({ status: 409, error: { code: 'bot-seat' } });
  });

  it('a replaced link is the next generation of its own role only', () => {
    expect(seatReplaced(creation, 1).generations).toEqual({ host: 1, seats: [0, 3, 0] });
    expect(hostReplaced(creation).generations).toEqual({ host: 2, seats: [0, 2, 0] });
  });

  it('a webhook is set with the origin of its spectator link, and removed whole', () => {
    const set = webhookSet(creation, 'https://example.com/hook', 'https://ys.example');
    expect(set.notify).toEqual({ webhook: 'https://example.com/hook', origin: 'https://ys.example' });
    expect('notify' in webhookSet(set, null, 'https://ys.example')).toBe(false);
  });

  it('a seat handed to the stand-in keeps its link; given back, it gets a new one', () => {
    const on = standInSet(creation, 1, true);
    expect(on).toMatchObject({ relinked: false, creation: { standIns: [1], generations: creation.generations } });
    expect(standInSet(on.creation, 1, true).creation.standIns).toEqual([1]);
    const off = standInSet(on.creation, 1, false);
    expect(off).toMatchObject({
      relinked: true,
      creation: { standIns: [], generations: { host: 1, seats: [0, 3, 0] } },
    });
    // A seat never handed over is not given a new link: nothing changes, so nothing is written.
    expect(standInSet(creation, 0, false)).toEqual({ relinked: false, creation });
    // Handed over twice: as once, the seats' order kept.
    const two = standInSet(on.creation, 2, true).creation;
    expect(standInSet(two, 1, true).creation).toBe(two);
  });
});
