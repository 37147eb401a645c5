// Turn notifications (issue 10): once per waiting episode — a seat starting to be waited
// on, at the version its prompt last changed — and only after a grace, so that players
// at one table, answering at once, are never notified. Sent from the game's alarm, never
// inside the request that made the move. This module decides who is due and what is
// said; GameRoom sends it and remembers what went out.
import { type View, waitingFor } from '../engine/index.ts';
import { decisionText, timeLeft } from '../../templates/sections.ts';
import { watchPath } from '../http/links.ts';
import type { Live } from './step.ts';

/** A seat waited on since the version its prompt last changed: "2@17". */
export type Episode = { seat: number; since: number; key: string };

export function episodes(live: Live): Episode[] {
  return waitingFor(live.state).map((seat) => {
    const since = live.promptSince[seat] ?? 0;
    return { seat, since, key: `${seat}@${since}` };
  });
}

export const DEFAULT_GRACE_SECONDS = 60;

export function graceMs(setting: string | undefined): number {
  const seconds = Number(setting);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_GRACE_SECONDS) * 1000;
}

/**
 * What a webhook is sent: "content" for Discord, "text" for Slack, the same words: whose
 * move it is and what is decided, with the spectator link (never a private one).
 */
export function webhookBody(spectatorView: View, gameId: string, origin: string): { content: string; text: string } {
  const left = timeLeft(spectatorView);
  const words = `Ys: ${decisionText(spectatorView).text}${left ? ` (${left})` : ''}. Follow the game: ${origin}${watchPath(gameId)}`;
  return { content: words, text: words };
}

/** Waits before the next try of a failed send, in graces (1, 6, 30: with the default, 1 min to 30 min); then it is given up. */
export const RETRY_GRACES = [1, 6, 30];

// ---------------------------------------------------------------- move time limits

export type Pause = { from: number; to: number | null };

/** How long the clocks stood still between `from` and `now` (the host's pauses). */
export function pausedWithin(pauses: readonly Pause[], from: number, now: number): number {
  let ms = 0;
  for (const p of pauses) ms += Math.max(0, Math.min(p.to ?? now, now) - Math.max(p.from, from));
  return ms;
}

/** When a waiting episode's time runs out: its start, the time per move, and the pauses since; null while paused. */
export function deadlineOf(start: number, moveSeconds: number, pauses: readonly Pause[], now: number): number | null {
  if (pauses.some((p) => p.to === null)) return null;
  return start + moveSeconds * 1000 + pausedWithin(pauses, start, now);
}

export const MOVE_SECONDS_MIN = 3600;
export const MOVE_SECONDS_MAX = 1_209_600;
