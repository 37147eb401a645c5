// What the Worker and a game's Durable Object say to each other (RPC), as plain
// JSON-able data: the object answers with views, never with the state.
import type { Deal, Seed, View } from '../engine/index.ts';
import type * as z from 'zod/mini';
import type { SetupSchema } from '../engine/index.ts';
import type { GameStatus, GivenUp, RefusalError, Expiry, WritesToday } from '../views.ts';
export type { GameStatus };
import type { BotLevel } from './store.ts';

export type ParsedSetup = z.infer<typeof SetupSchema>;

/** Who is asking: a seat or the host with its link signature, or a spectator (no signature). */
export type Visitor = { kind: 'seat'; seat: number; sig: string } | { kind: 'host'; sig: string } | { kind: 'watch' };

export type CreateInput = {
  gameId: string;
  setup: ParsedSetup;
  /** Absent: the object draws a random seed that never leaves it. */
  seed?: Seed;
  deal?: Deal;
  /** No LINK_SECRET, local dev: sign this game's links with a secret of its own. */
  devSecret: boolean;
  /** The game's webhook (checked by the Worker) and the origin its spectator link is made from. */
  notify?: { webhook: string; origin: string };
  /** Seconds per decision, checked by the Worker; absent: no time limit. */
  moveSeconds?: number;
  /** The origin the game is created on (the links in pushes and mails); absent only in older callers. */
  origin?: string;
  /** Local dev without VAPID secrets: the game makes a VAPID pair of its own. */
  localVapid?: boolean;
  /** Per seat, the bot's level for a seat the room's bot plays (checked by the Worker); null: a person. */
  bots?: (BotLevel | null)[];
  /** Per seat, the address the host gave (checked by the Worker), each sent its invitation with its own link. */
  emails?: (string | null)[];
  /**
   * The host's language (a code of templates/i18n; any other is ignored): the game's own,
   * for its invitations, its webhook, and the seats whose players chose none.
   */
  lang?: string;
  /** The host lets spectators read the chat; absent: only the seats and the host read it. */
  spectatorsSeeChat?: boolean;
  /** A learning game: each seat may ask for a hint, logged for everyone. */
  hints?: boolean;
  /** The host's title for the game, checked (titleProblem) and normalised by the Worker; absent: none. */
  title?: string;
};

/** `path`: null for a seat the room's bot plays: nobody may act for it. */
export type SeatLink = { seat: number; name: string; path: string | null };
export type GameLinks = { hostPath: string; watchPath: string; seats: SeatLink[] };

/** `retryAfter` (seconds) with a 429 or 503: when to try again, sent as Retry-After. */
export type Failure = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 503;
  error: RefusalError;
  view?: View;
  retryAfter?: number;
};

export type CreateResult = { ok: true; links: GameLinks } | Failure;
/**
 * What only the host sees of the room: the game's webhook, the seats handed to the
 * stand-in, the notifications given up, the seats whose address the mail binding refused
 * as not verified, and when the game is deleted if nobody moves.
 */
export type HostRoom = {
  webhook: string | null;
  standIns: number[];
  givenUp: GivenUp[];
  unverified: number[];
  expiry: Expiry;
  /** The day's writes besides moves, and those refused (writeLimits.ts). */
  writes: WritesToday;
};
/** What a seat's own page may say of its notifications (templates/notify.ts): never an address or an endpoint. */
export type SeatNotify = { pushKey: string | null; mail: null | { on: boolean } };
/** `lang`: for a seat, the language its player chose (absent: none chosen; the request's then). */
export type OpenResult =
  | { ok: true; view: View; host?: GameLinks; room?: HostRoom; notify?: SeatNotify; lang?: string }
  | Failure;
/** A seat's notification settings changed (push, mail): ok, or why not. */
export type ContactResult = { ok: true } | Failure;
/**
 * An accepted action's answer: the acting page's update, when the Worker asked for it (an
 * htmx post), else the seat's view. Never both: a view carries the whole log, ~40 KB to
 * cross to the Worker late in a game (~1 ms of CPU, the two sides together).
 * `lang`: the seat's own language, when its player chose one, for what the Worker renders
 * itself (a refusal's words among them).
 */
export type ActResult = (
  | { ok: true; view: View; fragments?: undefined }
  | { ok: true; view?: undefined; fragments: string }
  | Failure
) & { lang?: string };

/** The admin check's report: for whoever runs the server, so its message is English. */
export type ReplayReport = { ok: boolean; actions: number; version: number; message: string };

export type StatusResult = { ok: true; status: GameStatus } | Failure;

/** POST {host link}/rematch: the new game's links, `created` false when an earlier request made it. */
export type RematchResult = { ok: true; created: boolean; id: string; links: GameLinks } | Failure;
/**
 * A page's own way into the rematch: a seat's new seat path, the host's new host path (null: none yet, or a spectator).
 */
export type RematchLinkResult = { ok: true; path: string | null } | Failure;
