// What every template shares: the links a page posts and listens to, a refusal to show,
// and the colours that tell seats apart from gems (never only by hue: every seat also
// has its initial and a pattern-free outline, gems have their names in text).
import type { Card, Gem, View, Who, YellowCard } from '../src/engine/index.ts';
import type { ChatEntry } from '../src/room/chat.ts';

/** The paths one page needs: itself, where its forms post (null for spectators), its socket. */
export type Links = { self: string; actions: string | null; ws: string };

/**
 * A refused action, shown next to the decision it was made on, with the fields the
 * player sent: the form comes back as they filled it, to be corrected, not redone.
 */
export type Flash = { message: string; rule?: string; fields?: Record<string, string> };

/**
 * A view as a game's object hands it to pages and the JSON API: the engine's view, plus
 * what only the room knows. `ended`: the host ended the game early (the engine's state
 * goes on as it was, so the log still replays to it). A plain View is a RoomView.
 */
export type RoomView = View & {
  ended?: { by: 'host'; at: number };
  /**
   * The game's chat (src/room/chat.ts), for the seats and the host, and for spectators if
   * the host chose so. A seat's view leaves it out while the game has no message.
   */
  chat?: ChatEntry[];
  /** The seats the host muted, beside the chat. */
  chatMuted?: number[];
  /** Only in the seat's own view, when its page opens: messages of the others since it last had a page open (absent: none). */
  chatUnread?: number;
  /** Only in the seat's own view as its page or the JSON API opens it: its private notes (absent: none). Never pushed, never anyone else's. */
  notes?: string;
};

/**
 * Seat colours chosen away from the gem hues (blue, green, yellow, red, black, white):
 * purple, orange, pink, slate. The neutral player of R11 is a pale stone colour.
 */
export const SEAT_COLOURS = ['#7e3fa6', '#e07a1f', '#e05a9c', '#4f6d7a'] as const;
export const NEUTRAL_COLOUR = '#d8cfbf';

export const seatColour = (who: Who) => (who === 'neutral' ? NEUTRAL_COLOUR : SEAT_COLOURS[who] ?? '#888');

export const GEM_COLOURS: Record<Gem, string> = {
  blue: '#2f6fd6', green: '#2e9e4f', yellow: '#f2c230', red: '#d23b3b', black: '#1d1d1d', white: '#f7f7f7',
};

/** A card's face: the yellow card itself, or `blue` for any of the four blue cards (R1.4), as the dictionaries name it. */
export const cardFace = (card: Card): YellowCard | 'blue' => (card.startsWith('blue-') ? 'blue' : card as YellowCard);

// ---------------------------------------------------------------- places in forms and labels

type SpotLike = { neighborhood: number; area: string } | { row: number; column: string };
type RefLike = { spot: SpotLike | 'throne'; index: number };

/**
 * A spot as one form value, `n2-commerce` or `r3-red`: select options carry whole
 * places, so a form cannot send half of one. src/http/forms.ts reads it back.
 */
export const spotCode = (spot: SpotLike) =>
  'neighborhood' in spot ? `n${spot.neighborhood}-${spot.area}` : `r${spot.row}-${spot.column}`;

/** A broker on the board as one form value: its spot's code (or `throne`), a colon, its index there. */
export const refCode = (ref: RefLike) => `${ref.spot === 'throne' ? 'throne' : spotCode(ref.spot)}:${ref.index}`;

/** The times per move a host may choose (issue 10), in seconds; 0: no limit. Their words: t.pages.moveChoice. */
export const MOVE_SECONDS: readonly number[] = [0, 12 * 3600, 24 * 3600, 48 * 3600, 72 * 3600, 7 * 24 * 3600];
