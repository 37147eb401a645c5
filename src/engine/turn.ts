// R3, R4, R7.7: a turn — its setup, its plan once the order is known, and its end.
import { activeNeighborhoods, addValues, openRows, roundsPerTurn, shipGems, turnOrder } from './components.ts';
import type { Automatic } from './decision.ts';
import { emit } from './events.ts';
import { BLUE_CARDS, type Gem, type State, type Task, type TaskOf, noEffects } from './schema.ts';

export const turnSetup: Automatic<TaskOf<'turnSetup'>> = {
  kind: 'automatic',
  phase: 'setup',
  run(s) {
    const active = activeNeighborhoods(s);
    for (const n of active) {
      const hood = s.city[n - 1]!;
      // R4.1: turns 1–3 reveal the top of the palace pile, turn 4 lays a blue card.
      hood.character = s.turn < 4 ? s.secret.piles[n - 1]!.shift()! : BLUE_CARDS[n - 1]!;
      // R4.2, in order 1..4.
      hood.ship = s.secret.shipDeck.shift()!;
    }
    // R4.3
    const card = s.secret.shipDeck.shift()!;
    const { large, small } = shipGems(card);
    const rows: (Gem | null)[] = [null, null, null];
    if (openRows(s).length === 3) {
      const gems: Gem[] = [large, ...small];
      const first = gems.includes('white') ? 'white' : large;
      gems.splice(gems.indexOf(first), 1);
      rows[0] = first;
      rows[1] = gems[0]!;
      rows[2] = gems[1]!;
    } else {
      rows[1] = small[0];
      rows[2] = small[1];
    }
    s.market.rowGems = rows;
    emit(s, {
      kind: 'turnBegins',
      turn: s.turn,
      characters: active.map((neighborhood) => ({ neighborhood, card: s.city[neighborhood - 1]!.character })),
      ships: active.map((neighborhood) => ({ neighborhood, ship: s.city[neighborhood - 1]!.ship })),
      rowGems: rows.flatMap((gem, i) => (gem ? [{ row: i + 1, gem }] : [])),
    });
    s.agenda.unshift({ kind: 'bid', bids: s.players.map(() => null) });
  },
};

/** The rest of the turn once the order is known (R6, R7, R10). */
export function turnPlan(s: State): Task[] {
  const order = turnOrder(s);
  const rounds = Array.from({ length: roundsPerTurn(s) }, (_, r) => r + 1);
  return [
    { kind: 'window', window: 'beforePlacement', queue: [...order] },
    ...rounds.flatMap((round) => order.map((seat): Task => ({ kind: 'place', seat, round }))),
    { kind: 'leftover' },
    { kind: 'window', window: 'beforeCounting', queue: [...order] },
    ...activeNeighborhoods(s).map((neighborhood): Task => ({ kind: 'countNeighborhood', neighborhood })),
    ...(openRows(s).length ? [{ kind: 'marketRows' } as const] : []),
    { kind: 'marketColumns' },
    { kind: 'highestBidder' },
    { kind: 'marketCleanup' },
    { kind: 'window', window: 'afterCounting', queue: [...order] },
    ...(s.options.kingsFavor ? [{ kind: 'throne', choices: s.players.map(() => null) } as const] : []),
    { kind: 'endTurn' },
  ];
}

export const endTurn: Automatic<TaskOf<'endTurn'>> = {
  kind: 'automatic',
  phase: 'counting',
  run(s) {
    // R7.7: port ships are discarded, effects "until the end of the turn" end.
    for (const hood of s.city) hood.ship = null;
    s.effects = noEffects();
    // R9: the Spy's knowledge and the Mercenary's mark last this turn only; a throne broker
    // (R10) keeps neither, or a Magician could bring a marked broker back in a later turn.
    for (const b of s.throne) {
      delete b.seenBy;
      delete b.marked;
    }
    for (const p of s.players) {
      p.cardsPlayed = 0;
      // R10.2: one more '2' behind the screen if another turn follows.
      if (s.options.kingsFavor && s.turn < 4 && p.twosLeft > 0) {
        p.twosLeft--;
        p.behind = addValues(p.behind, [2]);
      }
    }
    if (s.options.kingsFavor && s.turn < 4) emit(s, { kind: 'twosAdded' });
    emit(s, { kind: 'turnEnds', turn: s.turn, order: turnOrder(s) });
    if (s.turn < 4) {
      s.turn++;
      s.agenda.unshift({ kind: 'turnSetup' });
    } else {
      s.agenda.unshift({ kind: 'finalScoring' });
    }
  },
};
