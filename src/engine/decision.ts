// The shape of a decision task's handler: who must act, how an action applies,
// and how a trivial decision resolves itself (design: "trivial decisions resolve themselves").
import type { Action, State, Task } from './schema.ts';

export interface Decision<T extends Task> {
  /** Seats that must act now on this task. */
  waiting(s: State, task: T): number[];
  /** Apply a seat's action, or fail with the rule it breaks. */
  apply(s: State, task: T, seat: number, action: Action): void;
  /** Make progress without anyone (a forced choice, the neutral player); true if it did. */
  auto?(s: State, task: T): boolean;
}

/** Complete the head task and put follow-ups in front of the rest of the agenda. */
export function finish(s: State, ...next: Task[]): void {
  s.agenda.shift();
  s.agenda.unshift(...next);
}
