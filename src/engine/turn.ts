// R4 (setup of a turn) and R7.7 (end of a turn).
import { activeNeighborhoods, addValues, openRows, shipGems, turnOrder } from './components.ts';
import { cardTitle, log, nameOf } from './game.ts';
import { BLUE_CARDS, EffectsSchema, type Gem, type State } from './schema.ts';

export function setUpTurn(s: State): void {
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
    rows[0] = first; rows[1] = gems[0]!; rows[2] = gems[1]!;
  } else {
    rows[1] = small[0]; rows[2] = small[1];
  }
  s.market.rowGems = rows;

  log(s, `Turn ${s.turn} begins.`);
  log(s, `Characters revealed: ${active.map((n) => `${n}: ${cardTitle(s.city[n - 1]!.character ?? 'none')}`).join(', ')}.`);
  log(s, `Ships: ${active.map((n) => `${n}: ${s.city[n - 1]!.ship}`).join(', ')}. Market rows: ${
    rows.map((g, i) => (g ? `${i + 1}: ${g}` : null)).filter(Boolean).join(', ')}.`);
  s.agenda.unshift({ kind: 'bid', bids: s.players.map(() => null) });
}

export function endTurn(s: State): void {
  // R7.7: port ships are discarded, effects "until the end of the turn" end.
  for (const hood of s.city) hood.ship = null;
  s.effects = EffectsSchema.parse({});
  // R9: the Spy's knowledge and the Mercenary's mark last this turn only; a throne broker
  // (R10) keeps neither, or a Magician could bring a marked broker back in a later turn.
  for (const b of s.throne) { delete b.seenBy; delete b.marked; }
  for (const p of s.players) {
    p.cardsPlayed = 0;
    // R10.2: one more '2' behind the screen if another turn follows.
    if (s.options.kingsFavor && s.turn < 4 && p.twosLeft > 0) {
      p.twosLeft--;
      p.behind = addValues(p.behind, [2]);
    }
  }
  if (s.options.kingsFavor && s.turn < 4) log(s, "Each player adds a '2' broker behind their screen.");
  log(s, `Turn ${s.turn} ends. Order for now: ${turnOrder(s).map((seat) => nameOf(s, seat)).join(', ')}.`);
  if (s.turn < 4) {
    s.turn++;
    s.agenda.unshift({ kind: 'turnSetup' });
  } else {
    s.agenda.unshift({ kind: 'finalScoring' });
  }
}
