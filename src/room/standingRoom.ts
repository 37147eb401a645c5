// A seat's standing choices in the game's object (standing.ts): PUT {seat}/standing, their
// table in standingStore.ts. moves.ts plays them at every decision they cover, right after
// the action that makes the game wait on the seat; set while the seat is being asked, one
// that covers the decision in front of it answers it at once. Only the seat's own pages
// are told: they are as secret as a plan.
import { waitingFor, type Action } from '../engine/index.ts';
import type { RoomCore } from './core.ts';
import type { Failure } from './protocol.ts';
import type { Sockets } from './sockets.ts';
import type { StandingShown } from '../views.ts';
import { type StandingBody, standingAction, standingAfter, standingOn } from './standing.ts';

/** `standing`: the seat's choices now (null: all off); `lang`, the seat's own language when its player chose one. */
export type StandingResult = { ok: true; standing: StandingShown | null; lang?: string } | Failure;

export class StandingRoom {
  /** `play`: a seat's action through the rules' one step, stored and pushed as a posted one (moves.ts). */
  constructor(
    private readonly core: RoomCore,
    private readonly sockets: Sockets,
    private readonly play: (seat: number, action: Action) => void,
  ) {}

  /** PUT {seat}/standing: the seat's choices changed; refused (nothing stored) when the game asks nothing more. */
  set(seat: number, body: StandingBody): StandingResult {
    const { core } = this;
    const { state } = core.current();
    const closed = core.closedTo(seat);
    if (closed) return closed;
    if (body.turn !== undefined && body.turn !== state.turn)
      return core.refuse(seat, 409, { code: 'stale', refusal: { key: 'stale' } });
    const next = standingAfter(core.standing.of(seat), body, state.turn);
    // Turned on, a choice would act for the seat: not while the host paused the game or handed the seat over (as a
    // plan). Turning choices off is always allowed.
    if (standingOn(next, state.turn) && core.handedOverOrPaused(seat))
      return core.refuse(seat, 409, { code: 'not-now', refusal: { key: 'planNotNow' } });
    if (standingOn(next, state.turn)) core.standing.set(seat, next);
    else core.standing.clear(seat);
    const action = waitingFor(state).includes(seat) ? standingAction(core.viewOf(seat), seat, next) : null;
    // Played as any action is, which tells every page; otherwise only the seat's own pages change.
    if (action) this.play(seat, action);
    else this.sockets.redraw(seat);
    const lang = core.contacts.langOf(seat);
    return { ok: true, standing: core.viewOf(seat).standing ?? null, ...(lang ? { lang } : {}) };
  }
}
