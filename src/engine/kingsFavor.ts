// R10: the King's Favor — the throne room.
import { addValues, takeValues } from './components.ts';
import { type Decision, finish, stillToChoose } from './decision.ts';
import { emit } from './events.ts';
import { fail } from './ruleBreak.ts';
import type { State, TaskOf } from './schema.ts';

function choose(s: State, t: TaskOf<'throne'>, seat: number, value: number): void {
  t.choices[seat] = value;
  emit(s, { kind: 'throneChosen', seat, value }, seat);
  emit(s, { kind: 'hasChosenThrone', seat });
  if (t.choices.some((c) => c === null)) return;
  s.players.forEach((p, i) => {
    const chosen = t.choices[i]!;
    s.throne.push({ owner: i, value: chosen, faceUp: false });
    p.behind = addValues(p.behind, takeValues(p.front, [chosen])!);
    p.front = [];
  });
  emit(s, { kind: 'throneLaid' });
  finish(s);
}

export const throne: Decision<TaskOf<'throne'>> = {
  kind: 'decision',
  phase: 'kingsFavor',
  waiting: (_s, t) => stillToChoose(t.choices),
  apply(s, t, seat, action) {
    if (action.type !== 'throne') fail('R10.2', { key: 'throneChoose' }, 'wrong-action');
    if (t.choices[seat] !== null) fail('R10.2', { key: 'throneChosen' }, 'already-done');
    if (!s.players[seat]!.front.includes(action.value)) fail('R10.2', { key: 'notInFront', values: [action.value] });
    choose(s, t, seat, action.value);
  },
  auto(s, t) {
    // Trivial when all three front brokers are equal.
    const seat = t.choices.findIndex((c, i) => c === null && new Set(s.players[i]!.front).size === 1);
    if (seat < 0) return false;
    choose(s, t, seat, s.players[seat]!.front[0]!);
    return true;
  },
  prompt: (s, _t, seat) => ({ kind: 'throne', front: s.players[seat]!.front }),
};
