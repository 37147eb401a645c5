// A seat's action in the game's object: the rules' one step (step.ts), at most once per
// version the seat was shown, stored before anything is answered or pushed, then pushed
// to every open page and the alarm set again. Pages' actions and the room's bot (the
// alarm schedule's, a seat's own or a stand-in's) come through here alike, and so do the
// planned moves and standing choices they make due (plans.ts, standing.ts), played right
// after them.
import * as z from 'zod/mini';
import { promptFor, viewFor, waitingFor } from '../engine/index.ts';
import type { RoomCore } from './core.ts';
import { decisionOf, type Pending, whyNotPlayed } from './plans.ts';
import { standingAction, standingOn } from './standing.ts';
import type { ActResult, Failure } from './protocol.ts';
import { type Page, type Sockets, seatPagePaths } from './sockets.ts';
import { advance, isStale, step, updateView } from './step.ts';
import type { PlanDropReason } from '../views.ts';
import type { Creation } from './store.ts';

/** The stand-in's action is the clock's and the host's alone (alarmSchedule.ts): never a page's. */
const StandInSchema = z.object({ type: z.literal('standIn') });

/**
 * Why a page's action is refused before the rules see it (null: it is not): a stand-in's action, the host's end, or
 * a seat the host handed to the stand-in, which decides for it from then on (the alarm's stand-in comes through
 * `apply`, not here), so whoever still holds its page plays no more.
 */
function refusalOf(
  creation: Creation,
  seat: number,
  action: unknown,
  ended: boolean,
): Pick<Failure, 'status' | 'error'> | null {
  if (StandInSchema.safeParse(action).success)
    return { status: 400, error: { code: 'invalid', refusal: { key: 'standInNotYours' } } };
  if (ended) return { status: 409, error: { code: 'ended', refusal: { key: 'ended' } } };
  if (creation.standIns?.includes(seat))
    return { status: 409, error: { code: 'stand-in', refusal: { key: 'seatStandIn' } } };
  return null;
}

export class Moves {
  /** `scheduled`: the alarm schedule's moments read again after an action (alarmSchedule.ts). */
  constructor(
    private readonly core: RoomCore,
    private readonly sockets: Sockets,
    private readonly scheduled: () => void,
  ) {}

  /**
   * A page's action for its seat, once admitted. With `pageLang` (an htmx post: the
   * language its page asked for; the seat's own choice comes first), an accepted action's
   * answer also carries the acting page's own update, the very one its sockets were
   * pushed, so the Worker answers without rendering it again. A refusal carries the
   * view: the Worker words it (src/http/seat.ts).
   */
  act(creation: Creation, seat: number, sig: string, action: unknown, version?: number, pageLang?: string): ActResult {
    const { core } = this;
    const lang = core.contacts.langOf(seat);
    const answer =
      pageLang === undefined
        ? undefined
        : { paths: seatPagePaths(creation.gameId, seat, sig), lang: core.pageLang(seat, pageLang) };
    const refused = refusalOf(creation, seat, action, !!core.ended());
    const result: ActResult = refused
      ? { ok: false, ...refused, view: core.viewOf(seat) }
      : this.apply(seat, action, version, answer);
    return lang ? { ...result, lang } : result;
  }

  /**
   * The rules' one step for a seat. Nothing in it awaits: read, apply and store form one
   * indivisible step, so two simultaneous actions are served one after the other, and a
   * retry with the version it was made on is stale (isStale).
   */
  apply(seat: number, action: unknown, version?: number, answer?: Page): ActResult {
    const { core } = this;
    const live = core.current();
    const refused = (status: Failure['status'], error: Failure['error']): ActResult => ({
      ok: false,
      status,
      error,
      view: core.viewOf(seat),
    });
    if (version !== undefined && isStale(live, seat, version)) {
      return refused(409, { code: 'stale', refusal: { key: 'stale' } });
    }
    const out = step(live, seat, action);
    if (!out.ok) return refused(out.error.code === 'invalid' ? 400 : 422, out.error);
    // The output gate holds replies until the write is durable.
    core.store.append(seat, out.action, out.events, out.live);
    core.game = out.live;
    const played = this.playPlans();
    this.scheduled();
    const now = core.current();
    const views = played
      ? now.state.players.map((_, s) => core.withRoom(updateView(now, s)))
      : out.views.map((v) => core.withRoom(v));
    // What a page open before the object slept holds: the version before this one.
    const before = (s: number | null) => core.withRoom(updateView(live, s), live);
    const fragments = this.sockets.push(views, answer && { seat, version, ...answer }, before);
    // The JSON API's answer: the seat's view with its whole log (the pages' updates read only its recent entries).
    return fragments === undefined
      ? { ok: true, view: core.withRoom(viewFor(now.state, seat, now.history.all())) }
      : { ok: true, fragments };
  }

  /**
   * The planned moves the last action made due, each tried once: a seat's plan when the game now waits on it. Played
   * as the seat's own action (stored as it would be posted) or dropped with its reason, before anyone is told or the
   * alarm set, so that nobody is asked what a plan answers. A played plan may make another seat's due: tried in turn,
   * until none is (each plan is tried once, so this ends). Whether any was played.
   */
  private playPlans(): boolean {
    const { core } = this;
    let played = false;
    for (;;) {
      const pending = core.plans.pending();
      const live = core.current();
      // A game over asks nothing more: its plans go unplayed.
      if (live.state.result || core.ended()) {
        for (const p of pending) core.plans.clear(p.seat);
        return played;
      }
      const waiting = waitingFor(live.state);
      const due = pending.find((p) => waiting.includes(p.seat));
      if (!due) {
        if (!this.playStanding(waiting)) return played;
        played = true;
        continue;
      }
      // A seat handed to the stand-in is the stand-in's to play (setStandIn drops its plan: this holds if one slipped
      // by).
      if ((live.creation.standIns ?? []).includes(due.seat)) {
        core.plans.clear(due.seat);
        continue;
      }
      // A plan for a later decision waits while a standing choice answers the one in front of it (a pass of the card
      // window before a planned placement); a plan for this very decision goes first.
      const kind = promptFor(live.state, due.seat).kind;
      if (kind !== decisionOf(due.action) && this.playStanding([due.seat])) {
        played = true;
        continue;
      }
      const reason = this.notPlayable(due);
      if (reason) {
        core.plans.drop(due.seat, live.state.version, reason);
        continue;
      }
      const out = advance(live, due.seat, due.action);
      if (!out.ok) {
        const { rule, refusal } = out.error;
        core.plans.drop(due.seat, live.state.version, { why: 'refused', ...(rule ? { rule } : {}), refusal });
        continue;
      }
      core.plans.clear(due.seat);
      core.store.append(due.seat, out.action, out.events, out.live);
      core.game = out.live;
      played = true;
    }
  }

  /**
   * A standing choice played for a seat the game waits on (standing.ts), if one covers its decision: stored as the
   * seat's own action, exactly as the same action posted. Never for a seat handed to the stand-in or played by a bot
   * (neither has one: this holds if one slipped by), nor while the host's pause lasts (a pause clears them), nor at
   * the decision a one-off plan of the seat's was just dropped at: the seat is asked, its page saying why the plan
   * was not played. An action the rules refuse asks the seat as usual. Whether one was played.
   */
  private playStanding(waiting: readonly number[]): boolean {
    const { core } = this;
    const live = core.current();
    const { state, creation } = live;
    if (live.state.result || core.ended()) return false;
    for (const seat of waiting) {
      const standing = core.standing.of(seat);
      if (!standingOn(standing, state.turn)) continue;
      if ((creation.standIns ?? []).includes(seat) || creation.bots?.[seat]) continue;
      // Read only when a choice is on: a game never paused has no table of pauses, and reading it would make one.
      if (core.paused()) return false;
      const shown = core.plans.shown(seat);
      if (shown && 'dropped' in shown && shown.version === state.version) continue;
      const action = standingAction(viewFor(state, seat), seat, standing);
      if (!action) continue;
      const out = advance(live, seat, action);
      if (!out.ok) continue;
      core.store.append(seat, out.action, out.events, out.live);
      core.game = out.live;
      return true;
    }
    return false;
  }

  /**
   * Why a due plan is not played (null: it is): the host paused the game since (a pause
   * drops plans as it happens: this holds if one slipped by), the decision is of another
   * kind, or what it depends on changed (plans.ts, which bench/waits.ts plays too).
   */
  private notPlayable(plan: Pending): PlanDropReason | null {
    const { core } = this;
    if (core.paused()) return { why: 'paused' };
    return whyNotPlayed(core.current().state, plan);
  }
}
