// Waiting: who the game waits on and since when (a waiting episode: a seat starting to be
// waited on, at the version its prompt last changed), the moves' deadlines and the host's
// pauses, and what the turn notifications and the room's bot do about
// it: once per waiting episode, and only after a grace, so that players
// at one table, answering at once, are never notified. Sent from the game's alarm, never
// inside the request that made the move. This module decides who is due and what is
// said; the room's alarm schedule (alarmSchedule.ts) sends it and remembers what went out.
import { waitingFor } from '../engine/index.ts';
import { decisionText, timeLeft } from '../../templates/sections.ts';
import { eventText, nameInText } from '../../templates/log.ts';
import { watchPath } from './signedLinks.ts';
import type { Dict } from '../../templates/i18n/index.ts';
import type { Message } from './contacts.ts';
import type { Live } from './step.ts';
import type { RoomView } from '../../templates/theme.ts';

/** A seat waited on since the version its prompt last changed: "2@17". */
export type Episode = { seat: number; since: number; key: string };

/** Something due for a waiting episode: its notice, its half-time reminder, its time out. */
export type Moment = { at: number; kind: 'notice' | 'reminder' | 'timeout' | 'bot'; e: Episode };

/** How long a bot's seat waits before it moves, so that people can follow (default 1.5 s; tests 0). */
export function botDelayMs(setting: string | undefined): number {
  const seconds = Number(setting);
  return (setting !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : 1.5) * 1000;
}

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
 * move it is and what is decided, with the spectator link (never a private one), after
 * the game's title if it has one (a chat may follow several games). In the
 * game's own language (`t`): a chat is nobody's seat.
 */
export function webhookMessage(t: Dict, spectatorView: RoomView, gameId: string, origin: string): Message {
  const url = `${origin}${watchPath(gameId)}`;
  const title = spectatorView.title === undefined ? undefined : nameInText(spectatorView.title);
  const said = t.notify.webhook(decisionText(t, spectatorView).text, timeLeft(t, spectatorView), title);
  return { title: gameName(t, spectatorView), body: `${said} ${t.notify.follow} ${url}`, url, lang: t.lang };
}

/**
 * Which game, for a player in several: its title ("Friday Ys") if the host gave one,
 * else "Ys with Ana, Bo and Cy".
 */
export function gameName(t: Dict, view: RoomView): string {
  if (view.title !== undefined) return nameInText(view.title);
  return t.notify.gameName(view.players.map((p) => nameInText(p.name)));
}

const MAX_LINE = 160;
const clip = (text: string) => (text.length > MAX_LINE ? `${text.slice(0, MAX_LINE - 1)}…` : text);

/**
 * What happened since the seat's last move, in one line, from the history it may read
 * (its view's log): how many moves and the latest thing that happened, and the chat
 * messages it has not read (`messages`). '' when nothing.
 */
export function sinceLastMove(t: Dict, view: RoomView, lastOwn: number, messages = 0): string {
  const entries = view.log.filter((e) => e.version > lastOwn);
  const last = entries.at(-1);
  if (!last && !messages) return '';
  const moves = new Set(entries.map((e) => e.version)).size;
  return t.notify.sinceLastMove(
    moves,
    last
      ? clip(
          eventText(
            t,
            last.event,
            view.players.map((p) => p.name),
          ),
        )
      : '',
    messages,
  );
}

/**
 * A seat's own notice (push and mail), in its player's language (`t`): which game, what
 * it is asked to decide with its time left, and what happened since its last move, the
 * chat's unread messages (`messages`) counted. `url`: the seat's own link.
 */
export function seatMessage(
  t: Dict,
  view: RoomView,
  lastOwn: number,
  url: string,
  reminder: boolean,
  messages = 0,
): Message {
  const decision = decisionText(t, view);
  const first = t.notify.notice(decision.mine ? t.notify.ask(decision.text) : decision.text, timeLeft(t, view));
  const since = sinceLastMove(t, view, lastOwn, messages);
  const game = gameName(t, view);
  return {
    title: reminder ? t.notify.reminder(game) : t.notify.yourMove(game),
    body: since ? `${first}\n${since}` : first,
    url,
    lang: t.lang,
  };
}

/**
 * A seat's chat notice: how many messages it has not read, in which game; never their
 * words (a push shows on a locked screen). `last`: the newest it tells of, so that a
 * retry after the seat read them is not sent.
 */
export function chatMessage(t: Dict, view: RoomView, count: number, last: number, url: string): Message {
  return { title: t.notify.chatNew(count, gameName(t, view)), body: t.notify.chatOpen, url, lang: t.lang, chat: last };
}

/**
 * The mail a player is sent when the host gave their address, in the host's language
 * (`t`): whose game, and that the link (added by the mail's text) is theirs alone.
 */
export function invitationMessage(t: Dict, view: RoomView, seat: number, url: string): Message {
  const others = view.players.filter((p) => p.seat !== seat).map((p) => nameInText(p.name));
  return {
    title: t.notify.invitationTitle(gameName(t, view)),
    body: t.notify.invitationBody(others),
    url,
    lang: t.lang,
  };
}

/**
 * Waits before the next try of a failed send, in graces (1, 6, 30: with the default, 1 min to 30 min); then it is given
 * up.
 */
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
