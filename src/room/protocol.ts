// What the Worker and a game's Durable Object say to each other (RPC), as plain
// JSON-able data: the object answers with views, never with the state.
import type { Deal, Seed, View } from '../engine/index.ts';
import type { z } from 'zod';
import type { SetupSchema } from '../engine/index.ts';

export type ParsedSetup = z.infer<typeof SetupSchema>;

/** Who is asking: a seat or the host with its link signature, or a spectator (no signature). */
export type Visitor =
  | { kind: 'seat'; seat: number; sig: string }
  | { kind: 'host'; sig: string }
  | { kind: 'watch' };

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
};

export type SeatLink = { seat: number; name: string; path: string };
export type GameLinks = { hostPath: string; watchPath: string; seats: SeatLink[] };

export type Failure = { ok: false; status: 400 | 404 | 409 | 422 | 500; error: { code: string; rule?: string; message: string }; view?: View };

export type CreateResult = { ok: true; links: GameLinks } | Failure;
export type OpenResult = { ok: true; view: View; host?: GameLinks } | Failure;
/** `fragments`: the acting page's own update, when the Worker asked for it (an htmx post). */
export type ActResult = { ok: true; view: View; fragments?: string } | (Failure & { fragments?: string });

export type ReplayReport = { ok: boolean; actions: number; version: number; message: string };

export const NOT_FOUND_MESSAGE = 'There is no game at this address, or the link is not valid. Check that you copied the whole link.';
