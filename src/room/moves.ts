// A seat's action in the game's object: the rules' one step (step.ts), at most once per
// version the seat was shown, stored before anything is answered or pushed, then pushed
// to every open page and the alarm set again. Pages' actions and the room's bot (the
// alarm schedule's, a seat's own or a stand-in's) come through here alike.
import * as z from 'zod/mini';
import { viewFor } from '../engine/index.ts';
import type { RoomCore } from './core.ts';
import type { ActResult, Failure } from './protocol.ts';
import { type Page, type Sockets, seatPagePaths } from './sockets.ts';
import { isStale, step, updateView } from './step.ts';
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
    this.scheduled();
    const views = out.views.map((v) => core.withRoom(v));
    // What a page open before the object slept holds: the version before this one.
    const before = (s: number | null) => core.withRoom(updateView(live, s), live);
    const fragments = this.sockets.push(views, answer && { seat, version, ...answer }, before);
    // The JSON API's answer: the seat's view with its whole log (the pages' updates read only its recent entries).
    return fragments === undefined
      ? { ok: true, view: core.withRoom(viewFor(out.live.state, seat, out.live.history.all())) }
      : { ok: true, fragments };
  }
}
