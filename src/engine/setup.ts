// R2: creating a game. Everything chance decides is fixed here, from the seed and
// the optional test deal, and kept in `secret`, which no view ever reads.
import type * as z from 'zod/mini';
import {
  BROKERS,
  EXPRESS_BROKERS,
  NEUTRAL_BROKERS,
  QUOTATION_START,
  SHIP_DECK,
  STRONG_NEUTRAL_BROKERS,
  hasWhite,
} from './components.ts';
import { fail } from './ruleBreak.ts';
import { seededRandom, shuffle } from './random.ts';
import {
  type Deal,
  type Seed,
  type State,
  STATE_SCHEMA_VERSION,
  type GameSetupSchema,
  YELLOW_CARDS,
  type YellowCard,
  noEffects,
} from './schema.ts';

type ParsedSetup = z.infer<typeof GameSetupSchema>;

const emptyGems = () => ({ blue: 0, green: 0, yellow: 0, red: 0, black: 0 });

/** Take `wanted` out of `pool` (in order, to the front), then the rest of `pool` shuffled. */
function stack<T>(wanted: readonly T[], pile: 'ships' | 'neutral', rule: string, shuffled: readonly T[]): T[] {
  const rest = [...shuffled];
  for (const item of wanted) {
    const i = rest.indexOf(item);
    if (i < 0) fail(rule, { key: 'dealTooMany', item: String(item), pile }, 'bad-deal');
    rest.splice(i, 1);
  }
  return [...wanted, ...rest];
}

export function buildGame(setup: ParsedSetup, seed: Seed, deal: Deal = {}): State {
  const options = setup.options;
  const n = setup.players.length;
  if (n === 2 && (options.kingsFavor || options.express)) {
    fail('R11.5', { key: 'variantsNotWithTwo' }, 'bad-options');
  }
  if (options.neighborhoods === 3 && n !== 3) {
    fail('R2.3', { key: 'threeNeighborhoodsForThree' }, 'bad-options');
  }
  if (options.strongNeutral && n !== 2) fail('R11.1', { key: 'strongNeutralForTwo' }, 'bad-options');
  const random = seededRandom(seed);

  // R2.2
  const orderCards =
    deal.orderCards ??
    shuffle(
      Array.from({ length: n }, (_, i) => i + 1),
      random,
    );
  if (orderCards.length !== n || [...orderCards].sort().join() !== Array.from({ length: n }, (_, i) => i + 1).join()) {
    fail('R2.2', { key: 'dealOrderCards', players: n }, 'bad-deal');
  }

  // R2.5, R12
  const deck = SHIP_DECK.filter((ship) => !(options.express && hasWhite(ship)));
  const shipDeck = stack(deal.ships ?? [], 'ships', 'R1.3', shuffle(deck, random));

  // R2.3, R2.4
  const active = n === 2 ? 3 : n === 3 ? options.neighborhoods : 4;
  const wantedCards = [1, 2, 3, 4].flatMap((k) => deal.characters?.[String(k) as '1'] ?? []);
  if (new Set(wantedCards).size !== wantedCards.length) fail('R1.4', { key: 'dealCardTwice' }, 'bad-deal');
  let cards: YellowCard[] = shuffle(YELLOW_CARDS, random).filter((c) => !wantedCards.includes(c));
  const piles = [1, 2, 3, 4].map((k) => {
    if (k > active) {
      if (deal.characters?.[String(k) as '1']?.length)
        fail('R2.3', { key: 'neighborhoodNotInPlay', neighborhood: k }, 'bad-deal');
      return [];
    }
    const top = deal.characters?.[String(k) as '1'] ?? [];
    const pile = [...top, ...cards.slice(0, 3 - top.length)];
    cards = cards.slice(3 - top.length);
    return pile;
  });

  // R11.2: each player's neutral brokers, one random order per turn.
  const pool = options.strongNeutral ? STRONG_NEUTRAL_BROKERS : NEUTRAL_BROKERS;
  const neutralDraws =
    n !== 2
      ? []
      : [0, 1].map((seat) => {
          const wanted = deal.neutral?.[seat] ?? [];
          const draws: number[] = [];
          for (let turn = 0; turn < 4; turn++) {
            const given = wanted.slice(turn * 4, turn * 4 + 4);
            draws.push(...stack(given, 'neutral', 'R11.1', shuffle(pool, random)));
          }
          return draws;
        });
  if (n !== 2 && deal.neutral?.length) fail('R11', { key: 'neutralOnlyWithTwo' }, 'bad-deal');

  const brokers = options.express ? EXPRESS_BROKERS : BROKERS;
  const state: State = {
    schema: STATE_SCHEMA_VERSION,
    options,
    version: 0,
    turn: 1,
    players: setup.players.map((p, seat) => ({
      name: p.name,
      vp: 0,
      orderCard: orderCards[seat]!,
      behind: [...brokers],
      front: [],
      gems: emptyGems(),
      hand: [],
      cardsPlayed: 0,
      twosLeft: options.kingsFavor ? 3 : 0,
    })),
    neutral: n === 2 ? { vp: 0, gems: emptyGems() } : null,
    quotation: { blue: QUOTATION_START, green: QUOTATION_START, yellow: QUOTATION_START, red: QUOTATION_START },
    city: [1, 2, 3, 4].map(() => ({ ship: null, character: null, port: [], commerce: [], palace: [] })),
    market: { rowGems: [null, null, null], cells: [0, 1, 2].map(() => [null, null, null, null]) },
    throne: [],
    effects: noEffects(),
    agenda: [{ kind: 'turnSetup' }],
    result: null,
    secret: { shipDeck, piles, neutralDraws },
  };
  return state;
}
