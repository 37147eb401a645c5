// The decision a seat faces now, with its legal choices (the view's `prompt`): the head
// task's own prompt (tasks.ts) for a seat it waits on; otherwise whom the game waits for.
import type { State } from './schema.ts';
import type { Prompt } from './decision.ts';
import { askOf, waitingFor } from './tasks.ts';

export function promptFor(s: State, seat: number | null): Prompt {
  if (!s.agenda[0] || s.result) return { kind: 'over' };
  const ask = seat === null ? null : askOf(s, seat);
  if (ask) return ask;
  const waiting = waitingFor(s);
  return { kind: 'wait', waitingFor: waiting };
}
