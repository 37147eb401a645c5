// Drivers for card tests: a game whose hands are set, and steps that must succeed or fail.
import { expect } from 'vitest';
import {
  type Action,
  type Broker,
  type Deal,
  type Options,
  type State,
  type YellowCard,
  applyAction,
  createGame,
  viewFor,
  waitingFor,
} from '../../../src/engine/index.ts';
import { follows } from '../../support/history.ts';
import { words } from '../words.ts';

/** Seat i holds order card i+1, so the turn order is the seat order; hands hold cards won before turn 1. */
export function game(
  n: number,
  hands: Record<number, YellowCard[]> = {},
  options: Partial<Options> = {},
  deal: Deal = {},
): State {
  const made = createGame(
    { players: Array.from({ length: n }, (_, i) => ({ name: ['Ana', 'Bo', 'Cy', 'Di'][i]! })), options },
    'cards',
    { orderCards: Array.from({ length: n }, (_, i) => i + 1), ...deal },
  );
  if (!made.ok) throw new Error(words(made.error));
  const s = follows(made.state, null, made.events);
  for (const [seat, cards] of Object.entries(hands))
    s.players[Number(seat)]!.hand = cards.map((card) => ({ card, wonTurn: 0 }));
  return s;
}

export function act(s: State, seat: number, action: Action): State {
  const r = applyAction(s, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${words(r.error)}`);
  return follows(r.state, s, r.events);
}

/** The action is refused naming `rule` (none for a malformed action), and the state is unchanged. */
export function refused(s: State, seat: number, action: unknown, rule: string | undefined): string {
  const before = JSON.stringify(s);
  const r = applyAction(s, seat, action);
  expect(r.ok).toBe(false);
  if (r.ok) return '';
  expect(r.error.rule).toBe(rule);
  expect(JSON.stringify(s)).toBe(before);
  return words(r.error);
}

/** Everyone bids their two 0s; ties go by order card, so positions follow the seats. */
export function toPlacement(s: State): State {
  for (let seat = 0; seat < s.players.length; seat++) s = act(s, seat, { type: 'bid', brokers: [0, 0] });
  while (s.agenda[0]?.kind === 'chooseOrder') {
    const seat = waitingFor(s)[0]!;
    s = act(s, seat, { type: 'chooseOrder', position: seat + 1 });
  }
  return s;
}

export const passAll = (s: State): State => {
  while (s.agenda[0]?.kind === 'window' || s.agenda[0]?.kind === 'afterPlace')
    s = act(s, waitingFor(s)[0]!, { type: 'pass' });
  return s;
};

export const promptOf = (s: State, seat: number) => viewFor(s, seat).prompt;

/** A placement with a 2 behind: the given spots, first face up, second face down. */
export function place(s: State, seat: number, up: [number, object], down: [number, object], neutral?: object): State {
  return act(s, seat, {
    type: 'place',
    placements: [
      { value: up[0], faceUp: true, to: up[1] as { neighborhood: number; area: 'port' } },
      { value: down[0], faceUp: false, to: down[1] as { neighborhood: number; area: 'port' } },
    ],
    ...(neutral ? { neutral: neutral as { neighborhood: number; area: 'port' } } : {}),
  });
}

export const city = (neighborhood: number, area: 'port' | 'commerce' | 'palace') => ({ neighborhood, area });
export const square = (row: number, column: 'blue' | 'green' | 'yellow' | 'red') => ({ row, column });

/** Play on with a seeded random player, passing every card prompt, until `until` holds. */
export async function drive(s: State, until: (s: State) => boolean): Promise<State> {
  const { randomAction, seededRandom } = await import('../../../src/engine/index.ts');
  const random = seededRandom('drive');
  for (let i = 0; i < 2000 && !until(s); i++) {
    const seat = waitingFor(s)[0]!;
    let a = randomAction(s, seat, random)!;
    // Neither a Spy's look nor a Queen before a placement: draw again.
    while (a.type === 'peek' || (a.type === 'playCard' && s.agenda[0]?.kind === 'place'))
      a = randomAction(s, seat, random)!;
    s = act(s, seat, a.type === 'playCard' ? { type: 'pass' } : a);
  }
  if (!until(s)) throw new Error('drive: never reached the wanted state');
  return s;
}

/** Empty the city and the market, each player's brokers going back behind their screen (a board to set by hand). */
export function clearBoard(s: State): void {
  const back = (b: Broker) => {
    if (b.owner !== 'neutral') s.players[b.owner]!.behind.push(b.value);
  };
  for (const hood of s.city) {
    for (const area of ['port', 'commerce', 'palace'] as const) {
      hood[area].forEach(back);
      hood[area] = [];
    }
  }
  s.market.cells = s.market.cells.map((row) =>
    row.map((b) => {
      if (b) back(b);
      return null;
    }),
  );
  for (const p of s.players) p.behind.sort((a, b) => a - b);
}

/** Take one broker of `value` from behind the seat's screen (after clearBoard). */
export function fromBehind(s: State, seat: number, value: number): Broker {
  const behind = s.players[seat]!.behind;
  const i = behind.indexOf(value);
  if (i < 0) throw new Error(`seat ${seat} has no ${value} behind`);
  behind.splice(i, 1);
  return { owner: seat, value, faceUp: true };
}

/** Neighborhood n has been counted this turn (R7.1–R7.4): no task of its counting is left. */
export const counted = (n: number) => (s: State) =>
  !s.agenda.some((t) => (t.kind === 'countNeighborhood' || t.kind === 'areas') && t.neighborhood === n);

export const atWindow = (window: string) => (s: State) =>
  s.agenda[0]?.kind === 'window' && s.agenda[0].window === window;
