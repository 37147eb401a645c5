// A seat's planned move in the game's object: PUT and DELETE {seat}/plan. The plan is
// checked against the seat's own view when it is made (plans.ts) and stored in its row;
// moves.ts tries it when its moment comes. Only the seat's own pages are told: a plan is
// as secret as a hand.
import { viewFor, waitingFor } from '../engine/index.ts';
import type { RoomCore } from './core.ts';
import { dependsOf, planProblem, plannable, throneChoiceOf } from './plans.ts';
import type { Failure } from './protocol.ts';
import type { Sockets } from './sockets.ts';
import type { PlanShown } from '../views.ts';

/** `plan`: the seat's plan now (null: none); `lang`, the seat's own language when its player chose one. */
export type PlanResult = { ok: true; plan: PlanShown | null; lang?: string } | Failure;

export class PlanRoom {
  constructor(
    private readonly core: RoomCore,
    private readonly sockets: Sockets,
  ) {}

  /** The seat's one plan for its next decision, replacing any it had; refused (nothing stored) as posted moves are. */
  plan(seat: number, action: unknown, version: number): PlanResult {
    const { core } = this;
    const { state } = core.current();
    const refused = (status: Failure['status'], error: Failure['error']) => core.refuse(seat, status, error);
    const closed = core.closedTo(seat);
    if (closed) return closed;
    const parsed = plannable(action);
    if (!parsed.ok) return refused(400, parsed.error);
    if (waitingFor(state).includes(seat)) return refused(409, { code: 'waited-on', refusal: { key: 'planWaitedOn' } });
    if (core.handedOverOrPaused(seat)) return refused(409, { code: 'not-now', refusal: { key: 'planNotNow' } });
    // What the plan depends on is what the seat's page showed: the page must hold the game as it is. An older version
    // is refused, never checked on the view of now: a place another seat took since was not seen by the player. The
    // page's form posts the version the page shows (src/client/planAhead.ts), its board following every move.
    if (version !== state.version) return refused(409, { code: 'stale', refusal: { key: 'stale' } });
    const view = viewFor(state, seat);
    const problem = planProblem(view, seat, parsed.action, throneChoiceOf(state, seat));
    if (problem) return refused(422, problem);
    core.plans.set({ seat, action: parsed.action, version, depends: dependsOf(view, parsed.action) });
    return this.told(seat);
  }

  /** DELETE {seat}/plan: the plan taken back (none: nothing written). */
  cancel(seat: number): PlanResult {
    this.core.plans.clear(seat);
    return this.told(seat);
  }

  /** The seat's own open pages drawn again with their plan; nobody else's page changes. */
  private told(seat: number): PlanResult {
    this.sockets.redraw(seat);
    const lang = this.core.contacts.langOf(seat);
    return { ok: true, plan: this.core.viewOf(seat).plan ?? null, ...(lang ? { lang } : {}) };
  }
}
