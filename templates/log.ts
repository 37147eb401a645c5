// The game's history in English words: every event kind of the engine (src/engine/events.ts)
// rendered from its parameters and the players' names. The engine keeps no sentences.
import { COLOURS, type BrokerRef, type Card, type Colour, type EventOf, type GameEvent, type Spot, type Who } from '../src/engine/index.ts';

// Letters written right to left (Hebrew, Arabic, …). A name in them, set inside these
// English sentences, would carry the numbers and brackets after it into its own
// direction: "Bids revealed: Ana 5 (3+2), דנה 4 (2+2)" can show as "… (2+2) 4 דנה".
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}]/u;

/**
 * A player's name as it stands in a sentence: a name with right-to-left letters is
 * isolated (U+2068 … U+2069), so it reads as one word and leaves the sentence's order
 * alone; any other name is as typed. Names themselves may hold no direction mark (names.ts).
 */
export const nameInText = (name: string) => (RIGHT_TO_LEFT.test(name) ? `\u2068${name}\u2069` : name);

/** A name's first character, whole (never half of a surrogate pair), for a seat's swatch. */
export const initial = (name: string) => {
  const first = name.codePointAt(0);
  return first === undefined ? '' : String.fromCodePoint(first);
};

/** A card as players name it in a sentence: "Jeweler", "blue card". */
export const cardTitle = (card: Card | 'none') => (card.startsWith('blue-') ? 'blue card' : card[0]!.toUpperCase() + card.slice(1));

export const spotWords = (spot: Spot) =>
  'neighborhood' in spot ? `neighborhood ${spot.neighborhood} ${spot.area}` : `market row ${spot.row} ${spot.column}`;
const placeWords = (spot: BrokerRef['spot']) => (spot === 'throne' ? 'the throne room' : spotWords(spot));

type Totals = EventOf<'neighborhoodCounted'>['totals'];
type Ties = NonNullable<EventOf<'neighborhoodCounted'>['ties']>;

/** Why each tie of a majority went as it did (R7.8), as a sentence after the counting's words; '' without ties. */
export function tiesText(ties: Ties | undefined, name: (who: Who) => string): string {
  if (!ties?.length) return '';
  return ' ' + ties.map(({ winner, loser, by, values }) => {
    const head = `${name(winner)} wins the tie with ${name(loser)}`;
    switch (by) {
      case 'intriguer': return `${head}: the Intriguer wins every tie (R7.8).`;
      case 'neutral': return `${head}: the neutral player wins ties with 2 players (R7.8, R11).`;
      case 'tieBreakBrokers': return `${head}: tie-break brokers ${values?.[0]} to ${values?.[1]} (R7.8).`;
      case 'orderCard': return `${head}: equal tie-break brokers, lower order card ${values?.[0]} against ${values?.[1]} (R7.8).`;
    }
  }).join(' ');
}

/** Writes one event's words for readers who know the players by these names (seat order). */
export function eventText(e: GameEvent, names: readonly string[]): string {
  const name = (who: Who) => (who === 'neutral' ? 'The neutral player' : nameInText(names[who] ?? `Seat ${who + 1}`));
  const totals = (t: Totals) => t.map(({ who, total }) => `${who === 'neutral' ? 'neutral' : name(who)} ${total}`).join(', ');
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  switch (e.kind) {
    case 'turnBegins':
      return `Turn ${e.turn} begins. Characters revealed: ${e.characters.map((c) => `${c.neighborhood}: ${cardTitle(c.card ?? 'none')}`).join(', ')}. `
        + `Ships: ${e.ships.map((s) => `${s.neighborhood}: ${s.ship}`).join(', ')}. Market rows: ${e.rowGems.map((r) => `${r.row}: ${r.gem}`).join(', ')}.`;
    case 'twosAdded': return "Each player adds a '2' broker behind their screen.";
    case 'turnEnds': return `Turn ${e.turn} ends. Order for now: ${e.order.map(name).join(', ')}.`;
    case 'bid': return `You bid ${e.brokers.join(' and ')} (total ${sum(e.brokers)}).`;
    case 'hasBid': return `${name(e.seat)} has bid.`;
    case 'standIn': return e.reason === 'host'
      ? `The host gave ${name(e.seat)}'s seat to a stand-in: it decides for them.`
      : `${name(e.seat)}'s time ran out: a stand-in decides for them.`;
    case 'bidsRevealed':
      return `Bids revealed: ${e.bids.map((b) => `${name(b.seat)} ${sum(b.brokers)} (${b.brokers.join('+')})`).join(', ')}.`;
    case 'positionTaken': return `${name(e.seat)} takes position ${e.position}.`;
    case 'placed': {
      const words = e.brokers.map((b) => `${b.value !== null ? `a ${b.value}` : 'a face-down broker'}${b.fromFront ? ' from the front' : ''} on ${spotWords(b.spot)}`);
      return `${name(e.seat)} places ${words.join(' and ')}${e.vp ? ` (+${e.vp} VP)` : ''}.`;
    }
    case 'conjurerRefill': return `${name(e.seat)} (Conjurer) puts a ${e.values.join(' and a ')} in front.`;
    case 'neutralPlaced': return `${name(e.seat)} places a neutral broker on ${spotWords(e.spot)}${e.vp ? ' (+1 VP to the neutral player)' : ''}.`;
    case 'leftover': return `Leftover brokers go in front: ${e.fronts.map((f) => `${name(f.seat)} ${f.values.join('+')}`).join(', ')}.`;
    case 'passed': return `${name(e.seat)} passes.`;
    case 'cardPlayed': return cardPlayedText(name(e.seat), e);
    case 'spyPeek': return `Your Spy sees a ${e.value} (${name(e.owner)}, ${placeWords(e.at)}).`;
    case 'vpCardWon': return `${name(e.who)} wins the ${cardTitle(e.card)}: +${e.vp} VP.`;
    case 'cardTradedForGem': return `The neutral player discards the ${cardTitle(e.card)} and takes a ${e.gem} gem instead.`;
    case 'blueCardWon': return `${name(e.seat)} wins a blue card: a white gem, to name as a colour.`;
    case 'cardWon': return `${name(e.seat)} wins the ${cardTitle(e.card)}; it can be played from the next turn.`;
    case 'colourChosen':
      return `${name(e.seat)} takes a ${e.colour} gem for the white gem (${e.reason === 'blueCard' ? 'the blue card' : `market row ${e.reason.row}`}).`;
    case 'neighborhoodCounted':
      return `Neighborhood ${e.neighborhood} is counted: ${e.totals.length ? totals(e.totals) : 'nobody is there'}.${tiesText(e.ties, name)}`;
    case 'gemsTaken': {
      const words = e.gems.map((g) => (g.gem === 'white' ? `a white gem as ${g.as}` : `a ${g.gem} gem`));
      return `${name(e.who)} takes ${words.join(' and ')} in neighborhood ${e.neighborhood}.`;
    }
    case 'portWon': return `${name(e.who)} wins the port of neighborhood ${e.neighborhood}: a black gem.${tiesText(e.ties, name)}`;
    case 'commerceWon': return `${name(e.who)} wins the commerce of neighborhood ${e.neighborhood}: +${e.vp} VP.${tiesText(e.ties, name)}`;
    case 'palaceWon': return `${name(e.who)} wins the palace of neighborhood ${e.neighborhood}.${tiesText(e.ties, name)}`;
    case 'characterDiscarded': return `Nobody is in the palace of neighborhood ${e.neighborhood}: the ${e.card} is discarded.`;
    case 'queenDiscarded': return 'The Queen is discarded.';
    case 'rowCounted':
      return e.winner === null
        ? `Market row ${e.row}: nobody takes the ${e.gem} gem.`
        : `Market row ${e.row} (${totals(e.totals)}): ${name(e.winner)} takes the ${e.gem} gem.${tiesText(e.ties, name)}`;
    case 'columnsCounted': {
      const of = new Map(e.columns.map((c) => [c.colour, c]));
      const brokers = (c: Colour) => of.get(c)?.brokers ?? 0;
      const ties = (e.ties ?? []).map((t) => ` ${t.above} ranks above ${t.below} on equal totals: more brokers, ${brokers(t.above)} to ${brokers(t.below)} (R7.5).`).join('');
      return `Market columns: ${COLOURS.map((c) => `${c} ${of.get(c)?.total ?? 0} (${brokers(c)})`).join(', ')}.${ties}`;
    }
    case 'columnsOrdered':
      return `${name(e.seat)} orders the tied columns: ${e.columns.join(', ')} (equal totals and brokers; the tie-break among all players chooses, R7.5, R7.8).`;
    case 'quotationsMoved': return `Quotations move: ${e.moves.map((m) => `${m.colour} ${m.step > 0 ? '+' : ''}${m.step}`).join(', ')}.`;
    case 'highestBidder':
      if (e.who === null) return 'Nobody is in the market: no highest bidder.';
      if (e.who === 'neutral') return `The neutral player is the highest bidder and moves ${e.colour} up.${tiesText(e.ties, name)}`;
      return `${name(e.who)} is the highest bidder (${totals(e.totals)}).${tiesText(e.ties, name)}`;
    case 'quotationMoved': return `${name(e.seat)} moves ${e.colour} ${e.step > 0 ? 'up' : 'down'} one step.`;
    case 'throneChosen': return `You lay your ${e.value} in the throne room.`;
    case 'hasChosenThrone': return `${name(e.seat)} has chosen a throne broker.`;
    case 'throneLaid': return 'Each player lays a broker face down in the throne room; the other two go behind the screen.';
    case 'throneRevealed': return `The throne is revealed: ${e.sums.map((t) => `${name(t.seat)} ${t.sum}`).join(', ')}.`;
    case 'finalScores': {
      const scores = e.scores.map((l) => `${l.who === 'neutral' ? 'Neutral' : name(l.who)} ${l.total}`).join(', ');
      const won = `${e.winners.map(name).join(' and ')} ${e.winners.length > 1 ? 'share the win' : 'wins'}.`;
      return `Final scores: ${scores}. ${won}${e.neutralAhead ? ' The neutral player, the city, beat you both.' : ''}`;
    }
  }
}

function cardPlayedText(who: string, { play, at, vp }: EventOf<'cardPlayed'>): string {
  switch (play.card) {
    case 'captain': return `${who} plays the Captain: the ships of neighborhoods ${play.neighborhoods[0]} and ${play.neighborhoods[1]} swap.`;
    case 'cardinal': return `${who} plays the Cardinal: this turn they place brokers with any faces.`;
    case 'spy': return `${who} plays the Spy: they may look at 3 face-down brokers this placement.`;
    case 'conjurer': return `${who} plays the Conjurer: they may place brokers from their front this turn.`;
    case 'queen': return `${who} plays the Queen on ${spotWords(play.spot)}: no broker may be placed there this turn.`;
    case 'magician': return `${who} plays the Magician: their brokers at ${placeWords(play.swap[0]!.spot)} and ${placeWords(play.swap[1]!.spot)} swap places.`;
    case 'mercenary': return `${who} plays the Mercenary on their broker at ${at ? placeWords(at) : 'the place just filled'}: it is worth 5 this turn.`;
    case 'herald':
      return `${who} plays the Herald: their broker moves from ${placeWords(play.from.spot)} to ${spotWords(play.to)}${vp ? ` (+${vp} VP)` : ''}.`;
    case 'merchant': return `${who} plays the Merchant: every commerce majority scores 5 VP this counting.`;
    case 'intriguer': return `${who} plays the Intriguer: they win every tie this counting.`;
    case 'alchemist':
      return play.give && play.take ? `${who} plays the Alchemist: a ${play.give} gem becomes a ${play.take} gem.` : `${who} plays the Alchemist and keeps their gems.`;
    case 'banker': return `${who} plays the Banker: ${play.up} goes up, ${play.down} goes down.`;
    case 'jeweler': return `${who} plays the Jeweler: takes a ${play.gems[0]} and a ${play.gems[1]} gem.`;
  }
}
