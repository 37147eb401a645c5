// What every template shares: the links a page posts and listens to, a refusal to show,
// and the colours that tell seats apart from gems (never only by hue: every seat also
// has its mark (avatar.ts) and its token's shape, every gem kind its own shape).
import type { Card, Gem, Prompt, View, Who, YellowCard } from '../src/engine/index.ts';
import type { ChatEntry, HintAsked, PlanShown, StandingShown } from '../src/views.ts';

/** The paths one page needs: itself, where its forms post (null for spectators), its socket. */
export type PagePaths = { self: string; actions: string | null; ws: string };

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
   * Only in the view of a seat the host handed to the stand-in (src/room/hostControls.ts): the stand-in decides for
   * it, so its page offers no decision of its own (the room refuses its actions).
   */
  standIn?: true;
  /**
   * The game's chat (src/room/chat.ts), its newest messages, oldest first, for the seats
   * and the host, and for spectators if the host chose so. A seat's view leaves it out while the game has no message.
   */
  chat?: ChatEntry[];
  /** Older messages than `chat`'s exist (GET {link}/chat?before=ID, the first of `chat`'s id). */
  chatMore?: true;
  /** The seats the host muted, beside the chat. */
  chatMuted?: number[];
  /**
   * Present only in a game created with hints: the hints asked so far, oldest first, for everyone to read.
   */
  hints?: HintAsked[];
  /**
   * Only in the seat's own view, when its page opens: messages of the others since it last had a page open (absent:
   * none).
   */
  chatUnread?: number;
  /**
   * Only in a seat's own page's view (its page, a fresh render on its socket, the JSON
   * API), when others acted after it: the version of its own last accepted action (0:
   * none yet). The "since your last move" panel lists its view's log after it.
   */
  since?: number;
  /**
   * Only in the seat's own view as its page or the JSON API opens it: its private notes (absent: none). Never pushed,
   * never anyone else's.
   */
  notes?: string;
  /** The host's title for the game ("Friday Ys"), for everyone's page and notices; absent: none. */
  title?: string;
  /**
   * Only in the seat's own view (its page, JSON, socket updates), while the game asks anything: its standing choices
   * (src/room/standing.ts), absent when all are off. Never anyone else's.
   */
  standing?: StandingShown;
  /**
   * Only in the seat's own view (its page, JSON, socket updates): its planned move, or why its last one was not
   * played (src/room/plans.ts). Never anyone else's.
   */
  plan?: PlanShown;
  /**
   * Only in the seat's own view, while the game waits on others and the seat has no plan waiting: the decision it may
   * plan now (a placement, a card window, the next turn's bid), as its prompt (src/room/plans.ts). Its form is not in
   * the page's panel: the page asks for it when its player opens the offer (GET {seat}/plan).
   */
  planOffer?: Extract<Prompt, { kind: 'place' | 'playCards' | 'bid' }>;
  /** Only in the page GET {seat}/plan answers to a browser without script: the offer drawn open, with its form. */
  planOpen?: true;
  /** Only in the page GET {seat}/standing answers without script: the standing choices open, with a form. */
  standingOpen?: true;
};

/**
 * Seat colours chosen away from the gem hues (blue, green, yellow, red, black, white):
 * purple, orange, pink, slate. The neutral player of R11 is a pale stone colour.
 */
export const SEAT_COLOURS = ['#7e3fa6', '#e07a1f', '#e05a9c', '#4f6d7a'] as const;
export const NEUTRAL_COLOUR = '#d8cfbf';

export const seatColour = (who: Who) => (who === 'neutral' ? NEUTRAL_COLOUR : (SEAT_COLOURS[who] ?? '#888'));

export const GEM_COLOURS: Record<Gem, string> = {
  blue: '#2f6fd6',
  green: '#2e9e4f',
  yellow: '#f2c230',
  red: '#d23b3b',
  black: '#1d1d1d',
  white: '#f7f7f7',
};

/**
 * Each gem kind's own shape, drawn wherever the gem is (never hue alone: blue, green and
 * red are one grey, and red and green one colour to most colour-blind players). Shapes,
 * not letters: every language has two kinds with one initial (blue and black, azul and
 * amarillo, blu and bianco, fekete and fehér, bleu and blanc). None is a seat's token
 * shape (circle, square, diamond, hexagon, octagon), so a gem never reads as a broker.
 * Path data centred on 0 0, within ±6 (a port's gem on the board); the ring's hole needs the even-odd rule.
 */
export const GEM_SHAPES: Record<Gem, string> = {
  blue: 'M0-5.8C1.9-3.3 4.4-.8 4.4 1.5A4.4 4.4 0 0 1-4.4 1.5C-4.4-.8-1.9-3.3 0-5.8z', // a drop
  green: 'M0-5.6 5.8 4.8H-5.8z', // a triangle (a leaf, a tree)
  yellow: 'M-5.6 4.6V-4.6L-2.8-.5 0-5.4 2.8-.5 5.6-4.6V4.6z', // a crown (not a star: the Mercenary's mark is one)
  red: 'M0 5.4-5.1-.7A2.9 2.9 0 0 1 0-3.5 2.9 2.9 0 0 1 5.1-.7z', // a heart
  black: 'M-.1-5.3A5.3 5.3 0 1 0 4.8 2 4.4 4.4 0 0 1-.1-5.3z', // a crescent moon
  // a ring (a pearl)
  white: 'M0-5.4A5.4 5.4 0 1 1 0 5.4 5.4 5.4 0 1 1 0-5.4zM0-2.2A2.2 2.2 0 1 0 0 2.2 2.2 2.2 0 1 0 0-2.2z',
};

/**
 * The gems' shapes, defined once per page (index.tsx's Shell, outside every live section: no update
 * replaces them) and drawn by reference wherever a gem is, on the board and beside words.
 * `#shape-<kind>`: the bare shape, in the fill and outline of the `<use>` that draws it (the even-odd
 * rule is the ring's hole; the other shapes are simple, alike under either rule); `#gem-<kind>`: in
 * its colour with a dark outline. Out of the flow by app.css's `.defs`; its size of 0 is for a page without it.
 */
export const GEM_DEFS =
  '<svg class="defs" width="0" height="0" aria-hidden="true"><defs>' +
  (Object.entries(GEM_SHAPES) as [Gem, string][])
    .map(([gem, d]) => `<path id="shape-${gem}" d="${d}" fill-rule="evenodd"></path>`)
    .join('') +
  (Object.entries(GEM_COLOURS) as [Gem, string][])
    .map(
      ([gem, fill]) =>
        `<use id="gem-${gem}" href="#shape-${gem}" fill="${fill}" stroke="#222" stroke-width=".8"></use>`,
    )
    .join('') +
  '</defs></svg>';

/**
 * A gem kind's shape as a small inline picture for HTML (prompts, players' gems, the
 * result): in its colour with a dark outline, or in the text's colour (`ink`) where it
 * sits on its own colour. The shape itself is the page's (GEM_DEFS): an update that
 * draws twelve gems carries twelve references, not twelve paths. Attributes only: the
 * pages' CSP forbids inline styles.
 */
export const gemGlyph = (gem: Gem, px = 14, ink = false) =>
  `<svg class="gem-glyph" viewBox="-6.5 -6.5 13 13" width="${px}" height="${px}" aria-hidden="true">` +
  `${ink ? `<use href="#shape-${gem}" fill="currentColor"></use>` : `<use href="#gem-${gem}"></use>`}</svg>`;

/**
 * A card's face: the yellow card itself, or `blue` for any of the four blue cards (R1.4), as the dictionaries name it.
 */
export const cardFace = (card: Card): YellowCard | 'blue' => (card.startsWith('blue-') ? 'blue' : (card as YellowCard));

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

/** The times per move a host may choose, in seconds; 0: no limit. Their words: t.pages.moveChoice. */
export const MOVE_SECONDS: readonly number[] = [0, 12 * 3600, 24 * 3600, 48 * 3600, 72 * 3600, 7 * 24 * 3600];
