// GET {link}/status: a few public facts for the home page's list ("my games"), one small
// request per game, as pure code over the spectator's view.
import type { RoomView } from '../../templates/index.tsx';
import { duration } from '../../templates/sections.ts';
import type { Dict } from '../../templates/i18n/index.ts';
import type { GameStatus } from './protocol.ts';

/**
 * `view`: the spectator's, with the room's clock and end but without the history, so
 * no hidden broker, hand or screen can slip in; `seat`, the asking seat (null: the host
 * or a spectator), for `yourMove`, the only seat-specific fact. `t`: the words of the
 * time left.
 */
export function statusOf(t: Dict, view: RoomView, seat: number | null): GameStatus {
  const name = (s: number) => view.players[s]?.name ?? `Seat ${s + 1}`;
  const deadlines = (view.clock?.deadlines ?? []).filter((d): d is number => d !== null);
  const left = view.clock?.paused
    ? t.sections.pausedShort
    : deadlines.length
      ? t.sections.leftShort(duration(t, Math.min(...deadlines) - view.clock!.now))
      : undefined;
  // A seat that already bid (or chose its throne broker) is no longer waited on.
  const waiting = view.waitingFor.filter((s) => !view.players[s]?.hasActed);
  const winners = (view.result?.winners ?? []).map(name);
  return {
    version: view.version,
    phase: view.phase,
    waitingFor: waiting.map(name),
    ...(seat !== null ? { yourMove: waiting.includes(seat) } : {}),
    over: view.phase === 'over' || !!view.ended,
    winners,
    ...(left && !view.ended ? { left } : {}),
    ...(view.ended ? { ended: true } : {}),
  };
}
