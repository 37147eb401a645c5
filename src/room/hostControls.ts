// What the host may change, behind the host link only (GameRoom admits the host first:
// a wrong host link gets the same not-found as any bad link): replace a seat's link or
// its own, set the webhook, hand a seat to the stand-in, pause the clocks, end the game.
// Each stores its change before it answers.
import type { RoomView } from '../../templates/index.tsx';
import type { AlarmSchedule } from './alarmSchedule.ts';
import type { RoomCore } from './core.ts';
import type { Failure, GameLinks } from './protocol.ts';
import type { Sockets } from './sockets.ts';
import type { Creation, Ended } from './store.ts';

/** The host, about one of the game's seats: any other seat number is a clear 400, a bot's seat a 409. */
export function hostSeatRefusal(creation: Creation, seat: number): Failure | null {
  const seats = creation.generations.seats.length;
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) {
    return { ok: false, status: 400, error: { code: 'no-seat', refusal: { key: 'noSeatHere', seats, seat } } };
  }
  // A bot's seat has no link to replace and needs no stand-in.
  if (creation.bots?.[seat])
    return { ok: false, status: 409, error: { code: 'bot-seat', refusal: { key: 'botSeat' } } };
  return null;
}

/** The seat's next key generation: a new link, and the old one refused from then on. */
export const seatReplaced = (creation: Creation, seat: number): Creation => ({
  ...creation,
  generations: { ...creation.generations, seats: creation.generations.seats.map((g, s) => (s === seat ? g + 1 : g)) },
});

export const hostReplaced = (creation: Creation): Creation => ({
  ...creation,
  generations: { ...creation.generations, host: creation.generations.host + 1 },
});

/** The game's webhook set (null: none), its spectator link made from `origin`. */
export function webhookSet(creation: Creation, webhook: string | null, origin: string): Creation {
  const { notify: _old, ...rest } = creation;
  return webhook ? { ...rest, notify: { webhook, origin } } : rest;
}

/**
 * A seat handed to the stand-in for good (`on`), or given back to a person with a fresh
 * link: the old one may be in the hands of whoever left. `relinked`: whether it was.
 */
export function standInSet(creation: Creation, seat: number, on: boolean): { creation: Creation; relinked: boolean } {
  const was = (creation.standIns ?? []).includes(seat);
  if (was === on) return { creation, relinked: false };
  const standIns = (creation.standIns ?? []).filter((s) => s !== seat).concat(on ? [seat] : []);
  const relinked = !on && was;
  return { creation: { ...(relinked ? seatReplaced(creation, seat) : creation), standIns }, relinked };
}

export type SeatLinksResult = { ok: true; seat: number; links: GameLinks } | Failure;

export class HostControls {
  constructor(
    private readonly core: RoomCore,
    private readonly sockets: Sockets,
    private readonly alarmSchedule: AlarmSchedule,
  ) {}

  /** A seat's link reached the wrong person: a new one, and the old one refused from now on. */
  async replaceSeatLink(creation: Creation, seat: number): Promise<SeatLinksResult> {
    const refused = hostSeatRefusal(creation, seat);
    if (refused) return refused;
    this.core.saveCreation(seatReplaced(creation, seat));
    this.forgetSeat(seat);
    return { ok: true, seat, links: await this.core.links(this.core.current().creation) };
  }

  /**
   * A replaced seat link's holder: what it set (browsers, address, language) goes, and its open pages, opened on the
   * old link, are told so in their decision panel and closed.
   */
  private forgetSeat(seat: number): void {
    this.core.contacts.forgetSeat(seat);
    // A plan and standing choices are their player's: never played for, nor shown to, whoever holds the new link.
    this.core.plans.clear(seat);
    this.core.standing.clear(seat);
    this.sockets.closeReplaced(seat, this.core.current().state.version);
  }

  /** The host link itself leaked: a new one, and the old one refused from now on. */
  async replaceHostLink(creation: Creation): Promise<{ ok: true; links: GameLinks }> {
    this.core.saveCreation(hostReplaced(creation));
    return { ok: true, links: await this.core.links(this.core.current().creation) };
  }

  /**
   * The host stops the game for everyone. The engine's state is left as it is (the log
   * still replays to it); the room refuses actions and every view says the game ended.
   * Ending twice is the first end, unchanged.
   */
  endGame(): { ok: true; view: RoomView } | Failure {
    if (this.core.ended()) return { ok: true, view: this.core.viewOf(null) };
    const { state } = this.core.current();
    if (state.result) return { ok: false, status: 409, error: { code: 'over', refusal: { key: 'alreadyOver' } } };
    const ended: Ended = { by: 'host', at: Date.now() };
    this.core.end(ended);
    for (const p of this.core.plans.pending()) this.core.plans.clear(p.seat);
    // The version does not move, so every page is sent whole sections (updates.ts), which it takes at the same version.
    this.sockets.push(state.players.map((_, s) => this.core.viewOf(s)));
    return { ok: true, view: this.core.viewOf(null) };
  }

  setWebhook(creation: Creation, webhook: string | null, origin: string): { ok: true; view: RoomView } {
    this.core.saveCreation(webhookSet(creation, webhook, origin));
    this.alarmSchedule.schedule();
    return { ok: true, view: this.core.viewOf(null) };
  }

  async setStandIn(creation: Creation, seat: number, on: boolean): Promise<SeatLinksResult> {
    const refused = hostSeatRefusal(creation, seat);
    if (refused) return refused;
    const next = standInSet(creation, seat, on);
    this.core.saveCreation(next.creation);
    // The stand-in decides from the seat's view alone, never from a plan or a standing choice.
    if (on) {
      this.core.plans.clear(seat);
      this.core.standing.clear(seat);
    }
    if (next.relinked) this.forgetSeat(seat);
    // Handed over, the seat's open pages say so at once, in place of the decision they offered.
    else if (on && next.creation !== creation) this.sockets.refresh(seat);
    this.alarmSchedule.schedule();
    return { ok: true, seat, links: await this.core.links(this.core.current().creation) };
  }

  /** The host stops every clock (a holiday) or starts them again; a refusal says why. */
  setPaused(creation: Creation, paused: boolean): { ok: true; view: RoomView } | Failure {
    if (!creation.moveSeconds)
      return { ok: false, status: 409, error: { code: 'no-clock', refusal: { key: 'noClock' } } };
    const now = Date.now();
    const isPaused = this.core.paused();
    if (paused && !isPaused) {
      this.core.store.pause(now);
      // A plan made before a pause may no longer be meant when the game goes on: each is dropped, its seat told why.
      const { version } = this.core.current().state;
      for (const p of this.core.plans.pending()) this.core.plans.drop(p.seat, version, { why: 'paused' });
      // So are the standing choices: each seat turns its own on again when the game goes on, if it still means them.
      for (const seat of this.core.standing.seats()) this.core.standing.clear(seat);
    }
    if (!paused && isPaused) this.core.store.resume(now);
    this.sockets.push(this.core.current().state.players.map((_, seat) => this.core.viewOf(seat)));
    if (!paused) this.alarmSchedule.schedule();
    return { ok: true, view: this.core.viewOf(null) };
  }
}
