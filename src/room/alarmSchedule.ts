// What a game does later, by itself (waiting.ts): its moments (a notice after the grace,
// a reminder at half time, a seat's time running out, a bot's move), the one alarm that
// serves them all with the sends to try again and the game's expiry, and the room's bot.
import { seededRandom, viewFor } from '../engine/index.ts';
import { botAction } from '../bots/index.ts';
import type { RoomCore } from './core.ts';
import type { Expiry } from './expiry.ts';
import type { Game } from './gameInMemory.ts';
import { type Episode, type Moment, type Pause, botDelayMs, deadlineOf, episodes, graceMs } from './waiting.ts';
import { type Sender, SETTLE_WAIT_MS } from './sending.ts';
import { type ChatMoment, chatMomentsOf } from './chatNotice.ts';
import { tagOf } from './sockets.ts';

/**
 * Seats an alarm tells at most (a turn's or the chat's notice: the seat's view, its
 * message, each browser's push encrypted), so that an invocation stays within the free
 * tier's 10 ms of CPU however many are due; an alarm that moved a bot tells nobody. The
 * rest is told by the next alarm, set at once. Counted work, never measured time.
 */
export const SEATS_TOLD_PER_ALARM = 2;

/**
 * The key a moment is told under ("2@17", "2@17~half"); with "~hook", one the webhook told in an earlier batch
 * (noticeLedger.ts keeps both).
 */
const momentKey = (m: Moment) => (m.kind === 'notice' ? m.e.key : `${m.e.key}~half`);
const HOOK = '~hook';

/** What the moments are read from; the tables only when the game needs them (`notified`, `pauses`). */
export type MomentInputs = {
  /** Whether the host ended the game: an ended game waits on nobody. */
  ended: () => boolean;
  /** The seats with a browser or an address to tell. */
  reachable: () => ReadonlySet<number>;
  /** The notices and reminders already sent or being sent ("2@17", "2@17~half"). */
  notified: () => ReadonlySet<string>;
  pauses: () => readonly Pause[];
  graceMs: number;
  botDelayMs: number;
  startOf: (e: Episode) => number;
};

/**
 * The waiting episodes' next moments, each with a kind: a notice after the grace and a
 * reminder at half time, for a seat someone can tell (the game's webhook, or the seat's
 * own browsers and address); the end of the time, with a time per move. Notices and
 * reminders already sent are skipped.
 */
export function momentsOf(game: Game, now: number, inputs: MomentInputs): Moment[] {
  // An ended game (the host's end, or its result) waits on nobody: no notice, no clock.
  if (game.kind !== 'game' || game.state.result || inputs.ended()) return [];
  const { notify, moveSeconds = 0, standIns = [], bots = [] } = game.creation;
  const reachable = inputs.reachable();
  // most games: nothing to read for every action
  if (!notify && !moveSeconds && !standIns.length && !reachable.size && !bots.some((b) => b)) return [];
  const told = (seat: number) => !!notify || reachable.has(seat);
  const done = notify || reachable.size ? inputs.notified() : new Set<string>();
  const pauses = moveSeconds ? inputs.pauses() : [];
  const grace = inputs.graceMs;
  const out: Moment[] = [];
  for (const e of episodes(game)) {
    const start = inputs.startOf(e);
    // A bot's seat moves after a short pause, so that people can follow; a seat handed
    // to the stand-in is decided for at once. Nobody is told to wait for either.
    if (bots[e.seat]) {
      out.push({ at: start + inputs.botDelayMs, kind: 'bot', e });
      continue;
    }
    if (standIns.includes(e.seat)) {
      out.push({ at: start, kind: 'timeout', e });
      continue;
    }
    if (told(e.seat) && !done.has(e.key)) out.push({ at: start + grace, kind: 'notice', e });
    const deadline = moveSeconds ? deadlineOf(start, moveSeconds, pauses, now) : null;
    if (deadline === null) continue;
    out.push({ at: deadline, kind: 'timeout', e });
    // Half time: only when it comes after the notice (a short limit needs no reminder).
    const half = deadline - (moveSeconds * 1000) / 2;
    if (told(e.seat) && !done.has(`${e.key}~half`) && half > start + grace) out.push({ at: half, kind: 'reminder', e });
  }
  return out;
}

export class AlarmSchedule {
  /** Alarms run since this instance started (each a Durable Object request: the bench). */
  alarms = 0;

  /**
   * `apply`: a seat's action, applied as any other (stored and pushed); `watch`: the game listed by the sweeper
   * (sweeper.ts) at its expiry.
   */
  constructor(
    private readonly core: RoomCore,
    private readonly sender: Sender,
    private readonly expiry: Expiry,
    private readonly apply: (seat: number, action: unknown) => void,
    private readonly watch: (gameId: string, due: number) => Promise<void>,
  ) {}

  moments(now: number): Moment[] {
    const { core } = this;
    return momentsOf(core.game, now, {
      ended: () => !!core.ended(),
      reachable: () => core.contacts.reachable(),
      // Notices being sent (sending.ts) are not due again meanwhile.
      notified: () => new Set([...core.store.notices.toldKeys(), ...this.sender.sending()]),
      pauses: () => core.store.pauses(),
      graceMs: graceMs(core.env.NOTIFY_GRACE_SECONDS),
      botDelayMs: botDelayMs(core.env.BOT_DELAY_SECONDS),
      startOf: (e) => core.startOf(e),
    });
  }

  /** The chat notices to come (chatNotice.ts): also after the game's end, while the players still talk. */
  chatMoments(): ChatMoment[] {
    const { core } = this;
    if (core.game.kind !== 'game') return [];
    return chatMomentsOf({
      rows: core.chat.rows(),
      lastRead: (seat) => core.chat.lastRead(seat),
      told: () => core.store.notices.chatTold(),
      turnTold: () => core.store.notices.turnToldAt(),
      open: (seat) => core.ctx.getWebSockets(tagOf(seat)).length > 0,
      reachable: core.contacts.reachable(),
      sending: this.sender.sending(),
      graceMs: graceMs(core.env.NOTIFY_GRACE_SECONDS),
    });
  }

  /**
   * The earliest moment to come, or send to try again or to make sure of, or the game's expiry unless the sweeper
   * looks in then (Infinity: none).
   */
  nextAt(now: number): number {
    const expiry =
      this.core.game.kind === 'game' && !this.core.store.notices.swept() ? this.expiry.expiresAt() : Infinity;
    const chats = this.chatMoments().map((m) => m.at);
    return Math.min(
      ...this.moments(now).map((m) => m.at),
      ...chats,
      this.core.contacts.nextDue() ?? Infinity,
      this.sender.leaseEnd(),
      expiry,
    );
  }

  /**
   * The alarm at the next moment, earlier or later than the one set: sends just settled (sending.ts) changed what comes
   * next.
   */
  reschedule(): void {
    // Often already set there (an alarm that sent nothing set it as it ended).
    this.setUnless((current, at) => current === at);
  }

  /** One alarm serves every moment: set at the earliest, unless an earlier one is already set. */
  schedule(): void {
    this.setUnless((current, at) => current !== null && current <= at);
  }

  /**
   * The alarm at the next moment (now, if it is past), unless the one set `will` do: setting it again is a row billed
   * for nothing.
   */
  private setUnless(will: (current: number | null, at: number) => boolean): void {
    const next = this.nextAt(Date.now());
    if (!Number.isFinite(next)) return;
    const at = Math.max(next, Date.now());
    void this.core.ctx.storage.getAlarm().then((current) => (will(current, at) ? undefined : this.core.setAlarm(at)));
  }

  /**
   * The alarm: a seat whose time ran out gets a stand-in's decision (an action like any
   * other, stored and pushed); then the notices and reminders due and the retries due are
   * sent, waited for a moment at most (SETTLE_WAIT_MS): a slow push service, mail API or
   * webhook delays nobody, and a move's request never sends. An object stopped before the
   * alarm ends has its alarm run again by the runtime (at least once), so what was due
   * is told again then.
   */
  async alarm(info?: AlarmInvocationInfo): Promise<void> {
    this.alarms++;
    // One bot decision per alarm, so that each stays within an invocation's CPU; another
    // due (the other bots' bids) sets the alarm again at once, below.
    const late = this.moments(Date.now()).find((m) => (m.kind === 'timeout' || m.kind === 'bot') && m.at <= Date.now());
    if (late) this.botDecides(late, info?.isRetry === true);
    const game = this.core.game;
    if (game.kind === 'gone') return this.expiry.forget(game.gone);
    if (game.kind !== 'game') return;
    if (Date.now() >= this.expiry.expiresAt()) return this.expiry.expire();
    const now = Date.now();
    const { due, later, chats } = this.batch(now, late ? 0 : SEATS_TOLD_PER_ALARM);
    if (due.length || later.length || chats.length) await this.listed(game.creation.gameId);
    // Told once the sends were tried (sending.ts); should the object stop before, the
    // runtime runs this alarm again, or, for sends that outlast the wait, the alarm set
    // below for their lease comes back for them.
    const told = this.core.store.notices.toldKeys();
    // The webhook tells of the whole game at once: sent once for the moments of this
    // batch and those left to the next (their keys with "~hook", so the next batch does not repeat it).
    const hook = [...due, ...later].some((m) => !told.has(momentKey(m) + HOOK));
    const keys = [...due.map(momentKey), ...later.map((m) => momentKey(m) + HOOK)];
    const sends = [
      ...(due.length || hook ? await this.sender.notices(game.creation, due, hook) : []),
      ...(chats.length ? await this.sender.chatNotices(game.creation, chats) : []),
    ];
    // After a bot's move the next alarm is due at once (the bots' pace): it is not held back.
    await this.sender.start(game.creation, sends, keys, chats, late ? 0 : SETTLE_WAIT_MS);
    // Set once, as it ends: for what comes next when the sends settled within the wait,
    // else for their lease (they set it again once settled). Not again when a request set
    // it meanwhile no later (while an alarm runs, getAlarm() reads only what was set since).
    const next = this.nextAt(Date.now());
    if (!Number.isFinite(next)) return;
    const at = Math.max(next, Date.now());
    const set = await this.core.ctx.storage.getAlarm();
    if (set === null || set > at) await this.core.setAlarm(at);
  }

  /**
   * A game that tells someone is listed by the sweeper once, so that once told it need not set its alarm back to
   * its expiry (a second alarm per waiting episode, a row each). Unlisted (the sweeper did not answer), the game
   * keeps its expiry's alarm as before and asks again at its next notice.
   */
  private async listed(gameId: string): Promise<void> {
    const notices = this.core.store.notices;
    if (notices.swept()) return;
    try {
      await this.watch(gameId, this.expiry.expiresAt());
      notices.markSwept();
    } catch (err) {
      console.error('Ys online: the sweeper did not answer', err);
    }
  }

  /**
   * What this alarm tells: the due notices and reminders of seats nobody can reach but
   * the webhook, and of the first `seats` reachable seats; the chat notices of seats
   * still within that count, each seat told of its turn hearing of the chat in that
   * notice ("since your last move"). `later`: the moments left to the next alarm.
   */
  private batch(now: number, seats: number): { due: Moment[]; later: Moment[]; chats: ChatMoment[] } {
    const reachable = this.core.contacts.reachable();
    const all = this.moments(now).filter((m) => (m.kind === 'notice' || m.kind === 'reminder') && m.at <= now);
    const turns = [...new Set(all.filter((m) => reachable.has(m.e.seat)).map((m) => m.e.seat))];
    const chosen = new Set(turns.slice(0, seats));
    const due = all.filter((m) => !reachable.has(m.e.seat) || chosen.has(m.e.seat));
    const chats = this.chatMoments()
      .filter((m) => m.at <= now && !turns.includes(m.seat))
      .slice(0, Math.max(0, seats - chosen.size));
    return { due, later: all.filter((m) => !due.includes(m)), chats };
  }

  /**
   * The room's bot decides for a seat, from that seat's view alone (src/bots): its own
   * seat's move, or, as the stand-in of a late seat or one the host handed over, a
   * decision sent with the stand-in action (stored, so a replay plays it again).
   */
  private botDecides(m: Moment, retry: boolean): void {
    const { creation, state, history } = this.core.current();
    // An alarm run again after a failure (an invocation's CPU ran out, say) decides with
    // the quick bot: the same slow search would fail again, and the game would wait.
    const level = retry ? 'greedy' : (creation.bots?.[m.e.seat] ?? 'standard');
    const random = seededRandom(`bot/${creation.gameId}/${state.version}/${m.e.seat}`);
    // The room's budget is the bot's default (src/bots ROOM_BUDGET); its own seat may take a Spy's look first
    // (the seat stays waited on, so the next alarm asks again); a stand-in's decision moves the game on.
    const decision = botAction(viewFor(state, m.e.seat, history.all()), random, level, undefined, {
      look: m.kind === 'bot',
    });
    if (m.kind === 'bot') this.apply(m.e.seat, decision);
    else
      this.apply(m.e.seat, {
        type: 'standIn',
        reason: creation.standIns?.includes(m.e.seat) ? 'host' : 'time',
        decision,
      });
  }
}
