// R10: the King's Favor — the throne room.
import { addValues, takeValues } from './components.ts';
import { type Decision, finish } from './decision.ts';
import { fail, log, nameOf } from './game.ts';
import type { TaskOf } from './schema.ts';

export const throne: Decision<TaskOf<'throne'>> = {
  waiting: (_s, t) => t.choices.flatMap((c, seat) => (c === null ? [seat] : [])),
  apply(s, t, seat, action) {
    if (action.type !== 'throne') fail('R10.2', 'Choose one of your front brokers for the throne room.', 'wrong-action');
    if (t.choices[seat] !== null) fail('R10.2', 'You have already chosen your throne broker.', 'already-done');
    if (!s.players[seat]!.front.includes(action.value)) fail('R10.2', `There is no ${action.value} in front of your screen.`);
    t.choices[seat] = action.value;
    log(s, `You lay your ${action.value} in the throne room.`, seat);
    log(s, `${nameOf(s, seat)} has chosen a throne broker.`);
    if (t.choices.every((c) => c !== null)) {
      s.players.forEach((p, i) => {
        const value = t.choices[i]!;
        s.throne.push({ owner: i, value, faceUp: false });
        p.behind = addValues(p.behind, takeValues(p.front, [value])!);
        p.front = [];
      });
      log(s, 'Each player lays a broker face down in the throne room; the other two go behind the screen.');
      finish(s);
    }
  },
  auto(s, t) {
    // Trivial when all three front brokers are equal.
    const seat = this.waiting(s, t).find((i) => new Set(s.players[i]!.front).size === 1);
    if (seat === undefined) return false;
    this.apply(s, t, seat, { type: 'throne', value: s.players[seat]!.front[0]! });
    return true;
  },
};
