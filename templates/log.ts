// The game's history in words: every event kind of the engine (src/engine/events.ts)
// rendered from its parameters and the players' names, in the dictionary's language
// (t.log). The engine keeps no sentences, so the whole past log renders in any language.
import { COLOURS, type Colour, type EventOf, type GameEvent, type Who } from '../src/engine/index.ts';
import { cardFace } from './theme.ts';
import { cardPlayedText } from './cards.ts';
import type { Dict } from './i18n/index.ts';

// Letters written right to left (Hebrew, Arabic, …). A name in them, set inside these
// sentences, would carry the numbers and brackets after it into its own
// direction: "Bids revealed: Ana 5 (3+2), דנה 4 (2+2)" can show as "… (2+2) 4 דנה".
// Two literals, as one is longer than a line; each compiled on its first use.
const RIGHT_TO_LEFT = [
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u,
  /[\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}]/u,
];

/**
 * A player's name as it stands in a sentence: a name with right-to-left letters is
 * isolated (U+2068 … U+2069), so it reads as one word and leaves the sentence's order
 * alone; any other name is as typed. Names themselves may hold no direction mark (names.ts).
 */
export const nameInText = (name: string) =>
  MAYBE_RIGHT_TO_LEFT.test(name) && RIGHT_TO_LEFT.some((r) => r.test(name)) ? `\u2068${name}\u2069` : name;

/**
 * The blocks those scripts lie in, and any letter beyond the first plane: a name without
 * one never meets RIGHT_TO_LEFT, whose Unicode tables V8 builds on first use (some
 * milliseconds, in every freshly started isolate).
 */
const MAYBE_RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\ud800-\udbff]/;

/** Made on first use: a request that shows no swatch and cuts no text never pays for it. */
let segmenter: Intl.Segmenter | undefined;
const segments = (text: string) => {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'grapheme' });
  return segmenter.segment(text);
};
/** A text's characters as a reader counts them: never half of a surrogate pair, a letter with its accents. */
export const graphemes = (text: string) => Array.from(segments(text), (s) => s.segment);

/**
 * A name's first character, whole, for a seat's swatch (templates/avatar.ts): the first segment only, the rest unread.
 */
export const initial = (name: string) => segments(name)[Symbol.iterator]().next().value?.segment ?? '';

type Ties = NonNullable<EventOf<'neighborhoodCounted'>['ties']>;
type Totals = EventOf<'neighborhoodCounted'>['totals'];

/** Why each tie of a majority went as it did (R7.8), as sentences after the counting's words; '' without ties. */
export function tiesText(t: Dict, ties: Ties | undefined, name: (who: Who) => string): string {
  if (!ties?.length) return '';
  return (
    ' ' +
    ties
      .map(({ winner, loser, by, values }) => {
        const [mine = 0, theirs = 0] = values ?? [];
        switch (by) {
          case 'intriguer':
            return t.log.tie.intriguer(name(winner), name(loser));
          case 'neutral':
            return t.log.tie.neutral(name(winner), name(loser));
          case 'tieBreakBrokers':
            return t.log.tie.tieBreakBrokers(name(winner), name(loser), mine, theirs);
          case 'orderCard':
            return t.log.tie.orderCard(name(winner), name(loser), mine, theirs);
        }
        return by satisfies never;
      })
      .join(' ')
  );
}

/**
 * Writes one event's words, in the dictionary's language, for readers who know the players by these names (seat order).
 * `you`: the seat the words speak to (the analysis read by the seat itself): the lines its own moves make (a bid, a
 * placement, a card played, …, src/room/replayed.ts's DECISION_KINDS) say "you", every other line names its player
 * (what befalls the seat, a majority won or a tie, too). null: no seat, every line in the third person, the lines
 * only their seat sees too (a seat's analysis read by anyone else). Absent: the game's log, which names every
 * player and says its private lines (a bid, a throne broker, a Spy's look) to the one seat that sees them.
 */
export function eventText(t: Dict, e: GameEvent, names: readonly string[], you?: number | null): string {
  const name = (who: Who) => (who === 'neutral' ? t.log.neutral : nameInText(names[who] ?? t.terms.seat(who + 1)));
  const yours = (who: Who) => who === you;
  /** A private line is said to its seat, unless the reader is told as someone else. */
  const toItsSeat = (seat: number) => you === undefined || seat === you;
  const totals = (list: Totals) =>
    list.map(({ who, total }) => ({ name: who === 'neutral' ? t.log.neutralInTotals : name(who), total }));
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const ties = (list: Ties | undefined) => tiesText(t, list, name);
  switch (e.kind) {
    case 'turnBegins':
      return t.log.turnBegins(
        e.turn,
        e.characters.map((c) => ({ neighborhood: c.neighborhood, card: c.card ? cardFace(c.card) : null })),
        e.ships,
        e.rowGems,
      );
    case 'twosAdded':
      return t.log.twosAdded;
    case 'turnEnds':
      return t.log.turnEnds(e.turn, e.order.map(name));
    case 'bid':
      return toItsSeat(e.seat)
        ? t.log.bid(e.brokers, sum(e.brokers))
        : t.log.bidBy(name(e.seat), e.brokers, sum(e.brokers));
    case 'hasBid':
      return t.log.hasBid(name(e.seat));
    case 'standIn':
      return e.reason === 'host' ? t.log.standInHost(name(e.seat)) : t.log.standInTime(name(e.seat));
    case 'bidsRevealed':
      return t.log.bidsRevealed(e.bids.map((b) => ({ name: name(b.seat), brokers: b.brokers, total: sum(b.brokers) })));
    case 'positionTaken':
      return yours(e.seat) ? t.log.positionTakenYou(e.position) : t.log.positionTaken(name(e.seat), e.position);
    case 'placed':
      return yours(e.seat) ? t.log.placedYou(e.brokers, e.vp) : t.log.placed(name(e.seat), e.brokers, e.vp);
    case 'conjurerRefill':
      return yours(e.seat) ? t.log.conjurerRefillYou(e.values) : t.log.conjurerRefill(name(e.seat), e.values);
    case 'neutralPlaced':
      return yours(e.seat) ? t.log.neutralPlacedYou(e.spot, e.vp) : t.log.neutralPlaced(name(e.seat), e.spot, e.vp);
    case 'leftover':
      return t.log.leftover(e.fronts.map((f) => ({ name: name(f.seat), values: f.values })));
    case 'passed':
      return yours(e.seat) ? t.log.passedYou : t.log.passed(name(e.seat));
    case 'cardPlayed':
      return cardPlayedText(t, yours(e.seat) ? null : name(e.seat), e);
    case 'spyPeek':
      return toItsSeat(e.seat)
        ? t.log.spyPeek(e.value, name(e.owner), e.at)
        : t.log.spyPeekBy(name(e.seat), e.value, name(e.owner), e.at);
    case 'vpCardWon':
      return t.log.vpCardWon(name(e.who), e.card, e.vp);
    case 'cardTradedForGem':
      return t.log.cardTradedForGem(cardFace(e.card), e.gem);
    case 'blueCardWon':
      return t.log.blueCardWon(name(e.seat));
    case 'cardWon':
      return t.log.cardWon(name(e.seat), e.card);
    case 'colourChosen':
      return yours(e.seat)
        ? t.log.colourChosenYou(e.colour, e.reason === 'blueCard' ? null : e.reason.row)
        : t.log.colourChosen(name(e.seat), e.colour, e.reason === 'blueCard' ? null : e.reason.row);
    case 'neighborhoodCounted':
      return t.log.neighborhoodCounted(e.neighborhood, totals(e.totals)) + ties(e.ties);
    case 'gemsTaken':
      return yours(e.who)
        ? t.log.gemsTakenYou(e.neighborhood, e.gems)
        : t.log.gemsTaken(name(e.who), e.neighborhood, e.gems);
    case 'portWon':
      return t.log.portWon(name(e.who), e.neighborhood) + ties(e.ties);
    case 'commerceWon':
      return t.log.commerceWon(name(e.who), e.neighborhood, e.vp) + ties(e.ties);
    case 'palaceWon':
      return t.log.palaceWon(name(e.who), e.neighborhood) + ties(e.ties);
    case 'characterDiscarded':
      return t.log.characterDiscarded(e.neighborhood, cardFace(e.card));
    case 'queenDiscarded':
      return t.log.queenDiscarded;
    case 'rowCounted':
      return e.winner === null
        ? t.log.rowNobody(e.row, e.gem)
        : t.log.rowCounted(e.row, e.gem, totals(e.totals), name(e.winner)) + ties(e.ties);
    case 'columnsCounted': {
      const of = new Map(e.columns.map((c) => [c.colour, c]));
      const brokers = (c: Colour) => of.get(c)?.brokers ?? 0;
      return t.log.columnsCounted(
        COLOURS.map((c) => ({ colour: c, total: of.get(c)?.total ?? 0, brokers: brokers(c) })),
        (e.ties ?? []).map((x) => ({
          above: x.above,
          below: x.below,
          aboveBrokers: brokers(x.above),
          belowBrokers: brokers(x.below),
        })),
      );
    }
    case 'columnsOrdered':
      return yours(e.seat) ? t.log.columnsOrderedYou(e.columns) : t.log.columnsOrdered(name(e.seat), e.columns);
    case 'quotationsMoved':
      return t.log.quotationsMoved(e.moves);
    case 'highestBidder':
      if (e.who === null) return t.log.highestBidderNobody;
      // R11.4: the neutral player moves its colour up; an older line without it names none.
      if (e.who === 'neutral') return t.log.highestBidderNeutral(e.colour ?? null) + ties(e.ties);
      return t.log.highestBidder(name(e.who), totals(e.totals)) + ties(e.ties);
    case 'quotationMoved':
      return yours(e.seat)
        ? t.log.quotationMovedYou(e.colour, e.step > 0)
        : t.log.quotationMoved(name(e.seat), e.colour, e.step > 0);
    case 'throneChosen':
      return toItsSeat(e.seat) ? t.log.throneChosen(e.value) : t.log.throneChosenBy(name(e.seat), e.value);
    case 'hasChosenThrone':
      return t.log.hasChosenThrone(name(e.seat));
    case 'throneLaid':
      return t.log.throneLaid;
    case 'throneRevealed':
      return t.log.throneRevealed(e.sums.map((s) => ({ name: name(s.seat), sum: s.sum })));
    case 'finalScores':
      return t.log.finalScores(
        e.scores.map((l) => ({ name: l.who === 'neutral' ? t.terms.Neutral : name(l.who), total: l.total })),
        e.winners.map(name),
        e.neutralAhead,
      );
  }
}
