// Hungarian (hu): the words of the Hungarian rulebook for the game's terms.
import type {
  CardWindow,
  Colour,
  Gem,
  KeptGem,
  NameWhere,
  ReservedMeaning,
  Ship,
  Spot,
  Timing,
  YellowCard,
} from '../../src/engine/index.ts';
import type { FormField } from '../../src/views.ts';
import { fmt } from './format.ts';
import type { Dict } from './dict.ts';

// ---------------------------------------------------------------- terms

const termsColour: Record<Gem, string> = {
  blue: 'kék',
  green: 'zöld',
  yellow: 'sárga',
  red: 'piros',
  black: 'fekete',
  white: 'fehér',
};
const termsArea = { port: 'kikötő', commerce: 'kereskedők kerülete', palace: 'palota' };

// Names as the Hungarian rulebook prints them (Püspök, Katona, Bűvész). Hungarian puts a
// count's noun in the singular ("3 drágakő") and numbers its ordinals with a dot ("2. negyed").
const termsDate = new Intl.DateTimeFormat('hu', { dateStyle: 'long', timeZone: 'UTC' });

const terms: Dict['terms'] = {
  brand: 'Ys online',
  card: {
    captain: 'Kapitány',
    cardinal: 'Püspök',
    spy: 'Kém',
    conjurer: 'Bűvész',
    queen: 'Királynő',
    magician: 'Varázsló',
    mercenary: 'Katona',
    herald: 'Hírnök',
    merchant: 'Kereskedő',
    intriguer: 'Intrikus',
    alchemist: 'Alkimista',
    banker: 'Bankár',
    jeweler: 'Ékszerész',
    prince: 'Herceg',
    king: 'Király',
    blue: 'Kék keretes kártya',
  },
  theCard: {
    captain: 'a Kapitány',
    cardinal: 'a Püspök',
    spy: 'a Kém',
    conjurer: 'a Bűvész',
    queen: 'a Királynő',
    magician: 'a Varázsló',
    mercenary: 'a Katona',
    herald: 'a Hírnök',
    merchant: 'a Kereskedő',
    intriguer: 'az Intrikus',
    alchemist: 'az Alkimista',
    banker: 'a Bankár',
    jeweler: 'az Ékszerész',
    prince: 'a Herceg',
    king: 'a Király',
    blue: 'egy kék keretes kártya',
  },
  colour: termsColour,
  Colour: { blue: 'Kék', green: 'Zöld', yellow: 'Sárga', red: 'Piros', black: 'Fekete', white: 'Fehér' },
  aGem: (g) => `egy ${termsColour[g]} drágakő`,
  gems: (n, g) => `${fmt.hu.num(n)} ${termsColour[g]} drágakő`,
  area: { port: 'kikötő', commerce: 'kereskedők', palace: 'palota' },
  Area: { port: 'Kikötő', commerce: 'Kereskedők', palace: 'Palota' },
  neighborhood: (n) => `${n}. negyed`,
  Neighborhood: (n) => `${n}. negyed`,
  marketRow: (row) => `piac, ${row}. sor`,
  spot: (spot: Spot) =>
    'neighborhood' in spot
      ? `${spot.neighborhood}. negyed, ${termsArea[spot.area]}`
      : `piac, ${spot.row}. sor, ${termsColour[spot.column]} oszlop`,
  spotLabel: (spot: Spot) =>
    'neighborhood' in spot
      ? `${spot.neighborhood}. negyed · ${termsArea[spot.area]}`
      : `Piac, ${spot.row}. sor · ${termsColour[spot.column]}`,
  throneRoom: 'a trónterem',
  ThroneRoom: 'Trónterem',
  market: 'Piac',
  phase: {
    setup: 'Előkészítés',
    bid: 'Licitálás a sorrendért',
    order: 'A sorrend kiválasztása',
    placement: 'Elhelyezés',
    counting: 'Értékelés',
    kingsFavor: 'Királyi kegy',
    over: 'A játék vége',
  },
  kingsFavor: 'Királyi kegy',
  express: 'Ys Express',
  seatColour: ['lila', 'narancs', 'rózsaszín', 'palaszürke'],
  broker: () => 'üzletkötő',
  vp: (n) => `${fmt.hu.num(n)} GyP`,
  ordinal: (n) => `${n}.`,
  neutral: 'a semleges játékos',
  Neutral: 'Semleges',
  seat: (n) => `${n}. játékos`,
  bot: { standard: 'bot · normál', greedy: 'bot · könnyű' },
  and: (items) => fmt.hu.and(items),
  or: (items) => fmt.hu.or(items),
  num: (n) => fmt.hu.num(n),
  days: (n) => `${fmt.hu.num(n)} nap`,
  date: (at) => termsDate.format(at),
};

// ---------------------------------------------------------------- log

// A name takes no suffix in Hungarian here: it is a sentence's subject ("Ana licitált"),
// stands before a colon, or before a postposition that leaves it whole ("Bo ellen").
// Places go in brackets, in the nominative, so no case ending falls on a term either.
// The neutral player is `terms.neutral` where a name stands, capitalised only when it
// begins a sentence.

/** A record list ("Ana 5, Bo 3"): entries of one kind in a row, not a sentence's "és". */
const logList = (items: readonly string[]) => items.join(', ');
/** A name that begins a sentence: only the neutral player's words get a capital. */
const logCap = (name: string) =>
  name === terms.neutral ? terms.neutral.charAt(0).toUpperCase() + terms.neutral.slice(1) : name;
const logUpper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const logSigned = (n: number) => `${n > 0 ? '+' : ''}${fmt.hu.num(n)}`;
const logTotals = (totals: readonly { name: string; total: number }[]) =>
  logList(totals.map((t) => `${t.name} ${t.total}`));
/** The article before a number: "az 1.", "az 5.", "a 2." (egy, öt begin with a vowel). */
const logAz = (n: number) => (/^(1|5)/.test(String(n)) && !/^1\d$/.test(String(n)) ? 'az' : 'a');
/** A broker's value as an adjective: "0-s", "1-es", "3-as" (nullás, egyes, hármas). */
const logValue = (v: number) => `${v}-${['s', 'es', 'es', 'as', 'es'][v] ?? 'es'}`;
/** "egy kék drágakövet": a gem as an object (terms.aGem is the nominative). */
const logGemObject = (g: Gem) => `egy ${terms.colour[g]} drágakövet`;
/** "a Kém kártyát": a card as an object, the ending on "kártya", never on the card's name. */
const logCardObject = (card: YellowCard | 'blue') =>
  card === 'blue' ? terms.theCard.blue.replace(/a$/, 'át') : `${terms.theCard[card]} kártyát`;
const logPlace = (at: Spot | 'throne') => (at === 'throne' ? terms.ThroneRoom : terms.spot(at));
const logShipGem: Record<string, Gem> = { B: 'blue', G: 'green', Y: 'yellow', R: 'red', W: 'white' };
/** A ship card (R1.3) by its gems: the large colour, then the two small ones in brackets. */
const logShip = (ship: Ship | null) => {
  if (!ship) return 'nincs';
  const [large = '', small = ''] = ship.split('-');
  const colour = (letter: string) => terms.colour[logShipGem[letter] ?? 'white'];
  return `${colour(large)} (${[...small].map(colour).join(', ')})`;
};
const logColourGem = (c: Colour) => `${terms.colour[c]} drágakő`;
/** The brokers a placement put down, as objects; `front`: the front of whose screen ("a paravánja elől"). */
const logPlacements = (brokers: readonly { value: number | null; fromFront: boolean; spot: Spot }[], front: string) =>
  terms.and(
    brokers.map(
      (b) =>
        `${b.value !== null ? `egy ${logValue(b.value)} üzletkötőt` : 'egy számmal lefelé fordított üzletkötőt'}` +
        `${b.fromFront ? ` ${front}` : ''} (${terms.spot(b.spot)})`,
    ),
  );
/** Gems taken, as objects; `as`: the colour a white gem was named as (R7.3). */
const logGemsTaken = (gems: readonly { gem: Gem; as?: KeptGem }[]) =>
  terms.and(
    gems.map((g) =>
      g.gem === 'white' && g.as ? `${logGemObject('white')} ${terms.colour[g.as]}ként` : logGemObject(g.gem),
    ),
  );
const logWhite = (row: number | null) =>
  `a fehér drágakő helyett (${row === null ? terms.theCard.blue : terms.marketRow(row)}).`;
const logOrdered = (columns: readonly Colour[]) =>
  `a döntetlen oszlopokat: ${logList(columns.map((c) => terms.colour[c]))} ` +
  '(egyenlő összeg és üzletkötőszám; a játékosok közötti döntetlenfeloldás dönt, R7.5, R7.8).';

const log: Dict['log'] = {
  neutral: terms.neutral,
  neutralInTotals: 'semleges',

  turnBegins: (turn, characters, ships, rowGems) =>
    `Kezdődik ${logAz(turn)} ${turn}. kör. Felfedett karakterek: ` +
    `${logList(characters.map((c) => `${c.neighborhood}: ${c.card ? terms.card[c.card] : 'nincs'}`))}. ` +
    `Hajók: ${logList(ships.map((s) => `${s.neighborhood}: ${logShip(s.ship)}`))}. ` +
    `A piac sorai: ${logList(rowGems.map((r) => `${r.row}: ${terms.colour[r.gem]}`))}.`,
  twosAdded: 'Minden játékos egy 2-es üzletkötőt tesz a paravánja mögé.',
  turnEnds: (turn, order) => `Véget ért ${logAz(turn)} ${turn}. kör. A sorrend egyelőre: ${logList(order)}.`,
  bid: (brokers, total) => `Licitáltál: ${terms.and(brokers.map(String))} (összesen ${total}).`,
  bidBy: (name, brokers, total) => `${logCap(name)} licitált: ${terms.and(brokers.map(String))} (összesen ${total}).`,
  hasBid: (name) => `${logCap(name)} licitált.`,
  standInTime: (name) => `${logCap(name)}: lejárt az ideje; egy helyettes dönt helyette.`,
  standInHost: (name) => `${logCap(name)}: a házigazda helyettest állított be, aki helyette dönt.`,
  bidsRevealed: (bids) =>
    `Felfedett licitek: ${logList(bids.map((b) => `${b.name} ${b.total} (${b.brokers.join('+')})`))}.`,
  positionTaken: (name, position) => `${logCap(name)} ${logAz(position)} ${position}. helyet választja.`,
  positionTakenYou: (position) => `${logUpper(logAz(position))} ${position}. helyet választod.`,
  placed: (name, brokers, vp) =>
    `${logCap(name)} lehelyez ${logPlacements(brokers, 'a paravánja elől')}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
  placedYou: (brokers, vp) =>
    `Lehelyezel ${logPlacements(brokers, 'a paravánod elől')}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
  conjurerRefill: (name, values) =>
    `${logCap(name)} (${terms.card.conjurer}) ${terms.and(values.map((v) => `egy ${logValue(v)}`))} ` +
    `üzletkötőt tesz a paravánja elé.`,
  conjurerRefillYou: (values) =>
    `${logUpper(terms.and(values.map((v) => `egy ${logValue(v)}`)))} üzletkötőt teszel a paravánod ` +
    `elé (${terms.card.conjurer}).`,
  neutralPlaced: (name, spot, vp) =>
    `${logCap(name)} lehelyez egy semleges üzletkötőt ` +
    `(${terms.spot(spot)})${vp ? ` (+${terms.vp(1)} a semleges játékosnak)` : ''}.`,
  neutralPlacedYou: (spot, vp) =>
    `Lehelyezel egy semleges üzletkötőt (${terms.spot(spot)})${vp ? ` (+${terms.vp(1)} a semleges játékosnak)` : ''}.`,
  leftover: (fronts) =>
    `A maradék üzletkötők a paravánok elé kerülnek: ${logList(fronts.map((f) => `${f.name} ${f.values.join('+')}`))}.`,
  passed: (name) => `${logCap(name)} passzol.`,
  passedYou: 'Passzolsz.',
  played: {
    captain: (name, a, b) =>
      `${logCap(name)} kijátssza ${logCardObject('captain')}: ${logAz(a)} ${a}. és ${logAz(b)} ${b}. ` +
      `negyed hajói helyet cserélnek.`,
    cardinal: (name) =>
      `${logCap(name)} kijátssza ${logCardObject('cardinal')}: ebben a körben tetszése szerint tesz ` +
      `le számmal felfelé vagy lefelé üzletkötőket.`,
    spy: (name) =>
      `${logCap(name)} kijátssza ${logCardObject('spy')}: ebben a lehelyezési fázisban 3 számmal ` +
      `lefelé fordított üzletkötőt nézhet meg.`,
    conjurer: (name) =>
      `${logCap(name)} kijátssza ${logCardObject('conjurer')}: ebben a körben a paravánja elől is tehet le üzletkötőt.`,
    queen: (name, spot) =>
      `${logCap(name)} kijátssza ${logCardObject('queen')} (${terms.spot(spot)}): ide ebben a körben ` +
      `nem lehet üzletkötőt tenni.`,
    magician: (name, a, b) =>
      `${logCap(name)} kijátssza ${logCardObject('magician')}: két üzletkötője helyet cserél ` +
      `(${logPlace(a)} ↔ ${logPlace(b)}).`,
    mercenary: (name, at) =>
      `${logCap(name)} kijátssza ${logCardObject('mercenary')} az egyik üzletkötőjére ` +
      `(${at ? logPlace(at) : 'az imént lehelyezett'}): ez ebben a körben 5-öt ér.`,
    herald: (name, from, to, vp) =>
      `${logCap(name)} kijátssza ${logCardObject('herald')}: az egyik üzletkötője átkerül ` +
      `(${logPlace(from)} → ${terms.spot(to)})${vp ? ` (+${terms.vp(vp)})` : ''}.`,
    merchant: (name) =>
      `${logCap(name)} kijátssza ${logCardObject('merchant')}: ebben az értékelésben minden ` +
      `kereskedőkerületi többség ${terms.vp(5)}-t ér.`,
    intriguer: (name) =>
      `${logCap(name)} kijátssza ${logCardObject('intriguer')}: ebben az értékelésben minden döntetlent megnyer.`,
    alchemist: (name, give, take) =>
      `${logCap(name)} kijátssza ${logCardObject('alchemist')}: ${terms.aGem(give)} helyett ` +
      `${terms.aGem(take)} lesz nála.`,
    alchemistKeeps: (name) => `${logCap(name)} kijátssza ${logCardObject('alchemist')}, és megtartja a drágaköveit.`,
    banker: (name, up, down) =>
      `${logCap(name)} kijátssza ${logCardObject('banker')}: a ${logColourGem(up)} értéke nő, a ` +
      `${logColourGem(down)} értéke csökken.`,
    jeweler: (name, a, b) =>
      `${logCap(name)} kijátssza ${logCardObject('jeweler')}, és elvesz egy ${terms.colour[a]} és egy ` +
      `${terms.colour[b]} drágakövet.`,
  },
  playedYou: {
    captain: (a, b) =>
      `Kijátszod ${logCardObject('captain')}: ${logAz(a)} ${a}. és ${logAz(b)} ${b}. negyed hajói helyet cserélnek.`,
    cardinal: () =>
      `Kijátszod ${logCardObject('cardinal')}: ebben a körben tetszésed szerint teszel le számmal ` +
      `felfelé vagy lefelé üzletkötőket.`,
    spy: () =>
      `Kijátszod ${logCardObject('spy')}: ebben a lehelyezési fázisban 3 számmal lefelé fordított ` +
      `üzletkötőt nézhetsz meg.`,
    conjurer: () => `Kijátszod ${logCardObject('conjurer')}: ebben a körben a paravánod elől is tehetsz le üzletkötőt.`,
    queen: (spot) =>
      `Kijátszod ${logCardObject('queen')} (${terms.spot(spot)}): ide ebben a körben nem lehet üzletkötőt tenni.`,
    magician: (a, b) =>
      `Kijátszod ${logCardObject('magician')}: két üzletkötőd helyet cserél (${logPlace(a)} ↔ ${logPlace(b)}).`,
    mercenary: (at) =>
      `Kijátszod ${logCardObject('mercenary')} az egyik üzletkötődre ` +
      `(${at ? logPlace(at) : 'az imént lehelyezett'}): ez ebben a körben 5-öt ér.`,
    herald: (from, to, vp) =>
      `Kijátszod ${logCardObject('herald')}: az egyik üzletkötőd átkerül ` +
      `(${logPlace(from)} → ${terms.spot(to)})${vp ? ` (+${terms.vp(vp)})` : ''}.`,
    merchant: () =>
      `Kijátszod ${logCardObject('merchant')}: ebben az értékelésben minden ` +
      `kereskedőkerületi többség ${terms.vp(5)}-t ér.`,
    intriguer: () => `Kijátszod ${logCardObject('intriguer')}: ebben az értékelésben minden döntetlent megnyersz.`,
    alchemist: (give, take) =>
      `Kijátszod ${logCardObject('alchemist')}: ${terms.aGem(give)} helyett ${terms.aGem(take)} lesz nálad.`,
    alchemistKeeps: () => `Kijátszod ${logCardObject('alchemist')}, és megtartod a drágaköveidet.`,
    banker: (up, down) =>
      `Kijátszod ${logCardObject('banker')}: a ${logColourGem(up)} értéke nő, a ` +
      `${logColourGem(down)} értéke csökken.`,
    jeweler: (a, b) =>
      `Kijátszod ${logCardObject('jeweler')}, és elveszel egy ${terms.colour[a]} és egy ` +
      `${terms.colour[b]} drágakövet.`,
  },
  spyPeek: (value, owner, at) =>
    `${logUpper(terms.theCard.spy)} kártyád ezt látja: ${value} (${owner}, ${logPlace(at)}).`,
  spyPeekBy: (name, value, owner, at) =>
    `${logCap(name)} (${terms.card.spy}) ezt látja: ${value} (${owner}, ${logPlace(at)}).`,
  vpCardWon: (name, card, vp) => `${logCap(name)} megszerzi ${logCardObject(card)}: +${terms.vp(vp)}.`,
  // "eldobja a Bankár kártyát" but "eldob egy kék keretes kártyát": the verb follows its object's article.
  cardTradedForGem: (card, gem) =>
    `${logCap(terms.neutral)} ${card === 'blue' ? 'eldob' : 'eldobja'} ${logCardObject(card)}, és ` +
    `helyette elvesz ${logGemObject(gem)}.`,
  blueCardWon: (name) =>
    `${logCap(name)} megszerez ${logCardObject('blue')}: ${logGemObject('white')}, amelynek a színét majd megnevezi.`,
  cardWon: (name, card) => `${logCap(name)} megszerzi ${logCardObject(card)}; a következő körtől játszhatja ki.`,
  colourChosen: (name, colour, row) => `${logCap(name)} ${logGemObject(colour)} kap ${logWhite(row)}`,
  colourChosenYou: (colour, row) => `${logUpper(logGemObject(colour))} kapsz ${logWhite(row)}`,
  neighborhoodCounted: (neighborhood, totals) =>
    `Értékelés, ${terms.neighborhood(neighborhood)}: ${totals.length ? logTotals(totals) : 'senki sincs ott'}.`,
  gemsTaken: (name, neighborhood, gems) =>
    `${logCap(name)} elvesz ${logGemsTaken(gems)} (${terms.neighborhood(neighborhood)}).`,
  gemsTakenYou: (neighborhood, gems) => `Elveszel ${logGemsTaken(gems)} (${terms.neighborhood(neighborhood)}).`,
  portWon: (name, neighborhood) =>
    `${logCap(name)} megnyeri a kikötőkerületet (${terms.neighborhood(neighborhood)}): ${terms.aGem('black')}.`,
  commerceWon: (name, neighborhood, vp) =>
    `${logCap(name)} megnyeri a kereskedőkerületet (${terms.neighborhood(neighborhood)}): +${terms.vp(vp)}.`,
  palaceWon: (name, neighborhood) =>
    `${logCap(name)} megnyeri a palotakerületet (${terms.neighborhood(neighborhood)}).`,
  characterDiscarded: (neighborhood, card) =>
    `Senki sincs a palotakerületben (${terms.neighborhood(neighborhood)}): ${terms.theCard[card]} a ` +
    `felhasznált lapok közé kerül.`,
  queenDiscarded: `${logUpper(terms.theCard.queen)} a felhasznált lapok közé kerül.`,
  rowNobody: (row, gem) => `${logUpper(terms.marketRow(row))}: senki sem kapja meg a ${terms.colour[gem]} drágakövet.`,
  rowCounted: (row, gem, totals, winner) =>
    `${logUpper(terms.marketRow(row))} (${logTotals(totals)}): ${winner} kapja a ${terms.colour[gem]} drágakövet.`,
  columnsCounted: (columns, ties) =>
    `A piac oszlopai: ${logList(columns.map((c) => `${terms.colour[c.colour]} ${c.total} (${c.brokers})`))}.` +
    ties
      .map(
        (t) =>
          ` Egyenlő összegnél a ${terms.colour[t.above]} oszlop megelőzi a ${terms.colour[t.below]} oszlopot: ` +
          `több üzletkötő, ${t.aboveBrokers}:${t.belowBrokers} (R7.5).`,
      )
      .join(''),
  columnsOrdered: (name, columns) => `${logCap(name)} sorba rendezi ${logOrdered(columns)}`,
  columnsOrderedYou: (columns) => `Sorba rendezed ${logOrdered(columns)}`,
  quotationsMoved: (moves) =>
    `A drágakövek értéke változik: ${logList(moves.map((m) => `${terms.colour[m.colour]} ${logSigned(m.step)}`))}.`,
  highestBidderNobody: 'Senki sincs a piacon: nincs piacvezető.',
  highestBidderNeutral: (colour) =>
    `${logCap(terms.neutral)} a ` + `piacvezető${colour ? `, és a ${logColourGem(colour)} értékét emeli` : ''}.`,
  highestBidder: (name, totals) => `${logCap(name)} a piacvezető (${logTotals(totals)}).`,
  quotationMoved: (name, colour, up) =>
    `${logCap(name)} egy mezővel ${up ? 'feljebb' : 'lejjebb'} viszi a ${logColourGem(colour)} értékét.`,
  quotationMovedYou: (colour, up) =>
    `Egy mezővel ${up ? 'feljebb' : 'lejjebb'} viszed a ${logColourGem(colour)} értékét.`,
  throneChosen: (value) => `${logUpper(logAz(value))} ${logValue(value)} üzletkötődet teszed a trónterembe.`,
  throneChosenBy: (name, value) =>
    `${logCap(name)} ${logAz(value)} ${logValue(value)} üzletkötőjét teszi a trónterembe.`,
  hasChosenThrone: (name) => `${logCap(name)} kiválasztotta a trónterembe szánt üzletkötőjét.`,
  throneLaid:
    'Minden játékos számmal lefelé tesz egy üzletkötőt a trónterembe; a másik kettő visszakerül a paraván mögé.',
  throneRevealed: (sums) => `A trónterem felfedve: ${logList(sums.map((s) => `${s.name} ${s.sum}`))}.`,
  finalScores: (scores, winners, neutralAhead) =>
    `Végső értékelés: ${logTotals(scores)}. ` +
    `${winners.length > 1 ? `Közös győzelem: ${terms.and(winners)}` : `Győztes: ${winners[0] ?? ''}`}.` +
    `${neutralAhead ? ` ${logCap(terms.neutral)}, a város, mindkettőtöket megelőzte.` : ''}`,
  tie: {
    intriguer: (winner, loser) =>
      `${logCap(winner)} nyeri a döntetlent ${loser} ellen: ${terms.theCard.intriguer} minden ` +
      `döntetlent megnyer (R7.8).`,
    neutral: (winner, loser) =>
      `${logCap(winner)} nyeri a döntetlent ${loser} ellen: 2 játékosnál ${terms.neutral} nyeri a ` +
      `döntetleneket (R7.8, R11).`,
    tieBreakBrokers: (winner, loser, mine, theirs) =>
      `${logCap(winner)} nyeri a döntetlent ${loser} ellen: a paraván előtti üzletkötők összege ` +
      `${mine}:${theirs} (R7.8).`,
    orderCard: (winner, loser, mine, theirs) =>
      `${logCap(winner)} nyeri a döntetlent ${loser} ellen: a paraván előtti üzletkötők összege ` +
      `egyenlő, a kisebb sorrendjelző kártya dönt, ${mine}:${theirs} (R7.8).`,
  },
};

// ---------------------------------------------------------------- sections

// Te, as hu.txt addresses the reader. A name takes no suffix: it is a sentence's subject,
// or stands after a colon ("Várakozás: Ana és Bo"). A count's noun stays singular ("2 drágakövet").

const sectionsWindow: Record<CardWindow | 'duringPlacement', string> = {
  beforePlacement: 'a lehelyezés előtt',
  beforeCounting: 'az értékelés előtt',
  afterCounting: 'az értékelés után',
  duringPlacement: 'egy lehelyezés után',
};
/** The article before a number: "az 1.", "az 5.", "a 2.". */
const sectionsAz = (n: number) => (/^(1|5)/.test(String(n)) && !/^1\d$/.test(String(n)) ? 'az' : 'a');
/** "a kék keretes kártya": the card's own name, lower-cased, with its article. */
const sectionsBlueCard = `a ${terms.card.blue.charAt(0).toLowerCase()}${terms.card.blue.slice(1)}`;
const sectionsWhiteFrom = (row: number | null) => (row === null ? sectionsBlueCard : terms.marketRow(row));
const sectionsAlso = (others: readonly string[]) => (others.length ? ` (rájuk is várunk: ${terms.and(others)})` : '');
const sectionsColumns = (columns: readonly Colour[]) => terms.and(columns.map((c) => terms.colour[c]));

const sections: Dict['sections'] = {
  since: {
    title: (moves) => `A legutóbbi lépésed óta: ${fmt.hu.num(moves)} lépés`,
    help:
      'A legrégebbi elöl. A tábla kiemeli azóta megjátszott helyeket. Olvasás után zárd be ezt a ' +
      'panelt; amikor lépsz, eltűnik.',
  },
  yourMove: {
    bid: (turn, others) =>
      `Te jössz: licitálj 2 üzletkötővel a sorrendért (${turn}. kör a 4-ből)${sectionsAlso(others)}`,
    throne: (others) => `Te jössz: válassz egy üzletkötőt a paravánod elől a trónterembe${sectionsAlso(others)}`,
    chooseOrder: 'Te jössz: válaszd ki a helyed a játékossorrendben',
    place: (round, rounds) => `Te jössz: helyezz le 2 üzletkötőt (${round}. lehelyezés, összesen ${rounds})`,
    playCards: (window) => `Te jössz: játssz ki egy kártyát ${sectionsWindow[window]}, vagy passzolj`,
    takeGems: (take, neighborhood) =>
      `Te jössz: válassz ${fmt.hu.num(take)} drágakövet a kikötőből (${terms.neighborhood(neighborhood)})`,
    chooseColour: (row) => `Te jössz: nevezd meg a fehér drágaköved színét (${sectionsWhiteFrom(row)})`,
    orderColumns: (columns) => `Te jössz: rendezd sorba a döntetlen piaci oszlopokat (${sectionsColumns(columns)})`,
    moveQuotation: 'Te jössz: piacvezetőként vidd egy drágakő értékét egy mezővel feljebb vagy lejjebb',
  },
  theirMove: {
    bid: (names) => `Licitre várunk: ${terms.and(names)}`,
    throne: (names) => `A trónterembe szánt üzletkötőre várunk: ${terms.and(names)}`,
    chooseOrder: (name) => `${name} a helyét választja a játékossorrendben`,
    place: (name, round, rounds) => `${name} 2 üzletkötőt helyez le (${round}. lehelyezés, összesen ${rounds})`,
    playCards: (name, window) => `${name} kijátszhat egy kártyát ${sectionsWindow[window]}`,
    takeGems: (name, take, neighborhood) =>
      `${name} ${fmt.hu.num(take)} drágakövet választ a kikötőből (${terms.neighborhood(neighborhood)})`,
    chooseColour: (name, row) => `${name} egy fehér drágakő színét nevezi meg (${sectionsWhiteFrom(row)})`,
    orderColumns: (name, columns) => `${name} sorba rendezi a döntetlen piaci oszlopokat (${sectionsColumns(columns)})`,
    moveQuotation: (name) => `${name}, a piacvezető, egy drágakő értékét viszi egy mezővel feljebb vagy lejjebb`,
  },
  waitingFor: (names) => `Várakozás: ${terms.and(names)}`,
  hostEnded: 'A házigazda befejezte a játékot',
  linkReplaced: 'Ezt a linket a házigazda lecserélte',
  standInDecides: 'Helyetted a helyettes dönt',
  turnOf: (turn, phase) => `${turn}. kör a 4-ből · ${phase}`,
  stoppedIn: (turn, phase) => `Leállítva: ${turn}. kör a 4-ből · ${phase}`,

  duration: {
    underAMinute: 'kevesebb mint egy perc',
    minutes: (min) => `${fmt.hu.num(min)} perc`,
    hours: (h, min) => `${fmt.hu.num(h)} óra${min ? ` ${fmt.hu.num(min)} perc` : ''}`,
    days: (d, h) => `${fmt.hu.num(d)} nap ${fmt.hu.num(h)} óra`,
  },
  clocksPaused: 'Az órákat a házigazda megállította',
  pausedShort: 'órák megállítva',
  leftShort: (time) => `hátralévő idő: ${time}`,
  youHaveLeft: (time) => `te: még ${time}`,
  hasLeft: (name, time) => `${name}: még ${time}`,

  recentLabel: 'Legutóbbi lépések',
  lastCounting: (turn, gains) =>
    `Legutóbbi értékelés (${turn}. kör): ${gains.length ? gains.join('; ') : 'senki nem szerzett semmit'}.`,
  gains: (name, vp, gems, cards) =>
    `${name} ${[
      ...(vp ? [`+${terms.vp(vp)}`] : []),
      // A colour needs no agreement in Hungarian: "2 kék" is short and whole.
      ...gems.map((g) => `${fmt.hu.num(g.n)} ${terms.colour[g.gem]}`),
      ...cards.map((c) => terms.theCard[c]),
    ].join(', ')}`,

  bidsTitle: 'Licitek és a választás sorrendje',
  bidsNote: 'A legnagyobb licit választ először; egyenlő licitnél a kisebb sorrendjelző kártya (R5.2, R5.3).',
  toChoose: (place, name, you) => `${terms.ordinal(place)} választó: ${name}${you ? ' (te)' : ''}`,
  bidOf: (brokers) => `licit: ${brokers ? `${brokers.reduce((a, b) => a + b, 0)} (${brokers.join(' + ')})` : '—'}`,
  tookPosition: (position) => `${sectionsAz(position)} ${position}. helyet választotta`,
  choosingNow: 'most választ',
  waits: 'vár',

  promptLabel: 'A te döntésed',

  endedTitle: 'A házigazda befejezte',
  endedNote: (turn, phase) =>
    `A házigazda a 4-ből ${turn}. körben (${phase}) befejezte ezt a játékot: végső értékelés nem ` +
    `volt, így győztes sincs. Az addig szerzett GyP:`,
  resultTitle: 'Eredmény',
  sharedWin: (names) => `Közös győzelem: ${terms.and(names)}`,
  wins: (name) => `Győztes: ${name}`,
  neutralAhead:
    'A semleges játékos, a város, mindkettőtöknél több pontot szerzett: ő csak mérce, sosem győztes (R11.5).',
  placesTitle: 'Helyezések',
  gemsCount: (n) => `${fmt.hu.num(n)} drágakő`,
  placesNote:
    'Egyenlő GyP esetén a több drágakővel rendelkező végez előrébb; ha ez is egyenlő, a helyezés közös (R8.5).',
  colourRanksTitle: 'A színek sorrendje',
  colourRanksNote:
    `Érték szerint, a legnagyobbtól; egyenlő értéknél: ` +
    `${terms.and((['blue', 'green', 'yellow', 'red'] as const).map((c) => terms.colour[c]))} (R8.1).`,
  colourRank: (place, colour, quotation) => `${terms.ordinal(place)} ${terms.Colour[colour]} (érték: ${quotation})`,
  breakdownTitle: 'Részletezés',
  placeOf: (place, name) => `${terms.ordinal(place)} hely: ${name}`,
  duringPlay: 'Játék közben',
  colourPlace: (place) => `(${terms.ordinal(place)} szín)`,
  blackGems: 'Fekete drágakövek',
  kingsFavorPoints: terms.kingsFavor,
  total: 'Összesen',
  gemsHeld: 'Drágakövek',
  replayLink: 'A játék visszajátszása, körről körre',
  recordLink: 'A játék jegyzőkönyve (JSON)',
  analysisLinks: 'Mit lépett volna a bot, döntésről döntésre:',

  boardLabel: 'A tábla',
  noGems: 'nincs drágakő',
  gemsOf: (n, gem) => terms.gems(n, gem),
  fromTurn: (turn) => `(${sectionsAz(turn)} ${turn}. körtől)`,
  you: '(te)',
  done: 'kész',
  toPlay: 'lépésre vár',
  vpFact: 'GyP',
  orderFact: 'Sorrend',
  behindFact: 'Paraván mögött',
  frontFact: 'Paraván előtt',
  throneFact: 'Trónterem',
  gemsFact: 'Drágakövek',
  cardsFact: 'Kártyák',
  playedThisTurn: (n) => `ebben a körben kijátszva: ${fmt.hu.num(n)}`,
  neutralPlayer: 'Semleges játékos',
  playersTitle: 'Játékosok',

  spectatorsSee: 'A nézők csak azt látják, ami nyilvános.',
  screenLabel: 'A paravánod',
  behindTitle: 'A paravánod mögött',
  empty: 'üres',
  yourBid: (brokers) => `A licited (rejtve, amíg mindenki nem licitált): ${brokers.join(' + ')}`,
  faceDownTitle: 'Számmal lefelé fordított üzletkötőid',
  faceDown: (where, value) => `${where}: ${value === null ? 'rejtett érték (R6.6)' : value}`,
  yourThrone: (values) => `A trónterembe szánt üzletkötőid: ${values.join(', ')}`,
  twosLeft: (n) => `A tábla mellett maradt 2-es üzletkötők: ${n}`,

  turnShort: (turn) => `K${turn}`,
  onlyYou: ' (csak te látod)',
  logLabel: 'Napló',
  logTitle: 'Napló',
  logEntriesLabel: 'A játék naplója, a legújabb elöl',

  analysis: {
    title: (name: string) => `Elemzés: ${name}`,
    intro: (name: string) =>
      `${name} minden döntése, mellette az, amit a standard bot lépett volna abból, amit ${name} ` +
      `abban a pillanatban láthatott, és hogy a megtett lépés mennyibe került a botéhoz képest a bot ` +
      `saját becslése szerint, a végső előny győzelmi pontjaiban (0, ha egyeznek, vagy ha a megtett ` +
      `lépés volt a jobb).`,
    introYou:
      'Minden döntésed, mellette az, amit a standard bot lépett volna abból, amit abban a pillanatban ' +
      'láthattál, és hogy a megtett lépés mennyibe került a botéhoz képest a bot saját becslése ' +
      'szerint, a végső előny győzelmi pontjaiban (0, ha egyeznek, vagy ha a megtett lépés volt a jobb).',
    seats: 'Az egyes helyek elemzése',
    needsScript:
      'Az elemzést a böngésződ számolja ki, ehhez JavaScript kell, ami itt ki van kapcsolva. A ' +
      'visszajátszás és a jegyzőkönyv nélküle is működik.',
    loading: 'A játék jegyzőkönyvének és a botnak a betöltése…',
    progress: (done: string, total: string) => `Döntések értékelése: ${done}/${total}…`,
    failed: 'Az elemzést nem sikerült befejezni. Töltsd újra az oldalt, hogy újra megpróbálja.',
    swings: 'A legnagyobb fordulatok',
    noSwing: 'Egyik döntés sem került semmibe a bot választásához képest.',
    total: (vp: number, n: number) => `Összesen kb. −${fmt.hu.num(vp)} GYP ${fmt.hu.num(n)} döntés alatt.`,
    when: (turn: number, phase: string, round: number | null) =>
      `${turn}. kör, ${phase.toLowerCase()}${round ? `, ${round}. forduló` : ''}`,
    loss: (vp: number) => (vp > 0 ? `kb. −${fmt.hu.num(vp)} GYP` : 'nincs veszteség'),
    played: 'A megtett lépés:',
    bot: 'A bot választása:',
    same: 'A bot ugyanezt választja.',
    unsaid: 'olyan lépés, amelyet a játék akkori állása nem engedett',
    navLabel: (where: 'top' | 'bottom') => `Előző és következő döntés (${where === 'top' ? 'fent' : 'lent'})`,
    stepOf: (at: number, total: number) => `Döntés: ${fmt.hu.num(at)}/${fmt.hu.num(total)}`,
    boardLabel: 'A tábla ennél a döntésnél, mindkét lépéssel',
    key: 'A táblán a folytonos gyűrű a megtett lépést, a szaggatott gyűrű a bot választását jelöli.',
    none: 'Ez a hely nem hozott döntést ebben a játékban.',
  },
  replay: {
    title: (names) => `Visszajátszás: ${terms.and(names)}`,
    previous: '← Előző',
    next: 'Következő →',
    navLabel: (where) => `Előző és következő lépés (${where === 'top' ? 'fent' : 'lent'})`,
    stepOf: (at, last) => `Lépés: ${at} / ${last}`,
    scoresLabel: 'Eddigi győzelmi pontok',
    boardLabel: 'A tábla ennél a lépésnél',
    happened: (n) => `Mi történt (${n})`,
    scaleTitle: 'Körök és szakaszok',
    turn: (turn) => `${turn}. kör`,
    step: (step) => {
      if (step.kind === 'start') return `Kezdés: ${step.turn}. kör`;
      if (step.kind === 'end') return 'Vége: végső értékelés';
      return `${step.turn}. kör · ${step.phase} (${step.name})`;
    },
    recordLink: 'A játék jegyzőkönyve (JSON)',
    back: 'Vissza a játékhoz',
  },
};

// ---------------------------------------------------------------- prompt

type PromptSlot = Parameters<Dict['prompt']['tap']['either']>[0];

const promptSlotName: Record<PromptSlot, string> = {
  faceUp: 'nyílt üzletkötőd',
  faceDown: 'titkos üzletkötőd',
  first: 'első üzletkötőd',
  second: 'második üzletkötőd',
};

/** The slot's broker with its article ("az első", "a nyílt"); capitalised to open a sentence. */
const promptThe = (slot: PromptSlot, capital = false) =>
  `${slot === 'first' ? (capital ? 'Az' : 'az') : capital ? 'A' : 'a'} ${promptSlotName[slot]}`;

const promptNth = (slot: 'first' | 'second') => (slot === 'first' ? '1.' : '2.');

// Te, as the Hungarian rulebook addresses the reader; its words: üzletkötő, paraván (mögött /
// előtt), nyíltan / titkosan, licit, játéksorrend, alkalom (a placement round), érték (a gem's
// quotation), piacvezető. No suffix ever goes on a value the script fills
// in ("{1}"), nor on a number whose article or vowel harmony would change with it: those
// stand after a colon or in parentheses.
const prompt: Dict['prompt'] = {
  ask: {
    over: 'A játéknak vége.',
    ended: 'A házigazda befejezte ezt a játékot.',
    replaced: 'Ezt a linket a házigazda lecserélte: már nem működik.',
    standIn: 'A házigazda átadta a helyedet a helyettesnek: ő dönt helyetted.',
    waiting: (names) => (names.length ? `Várakozás: ${fmt.hu.and(names)}.` : 'Várakozás a játék folytatására.'),
    bid: 'Licitálj a játéksorrendért 2 üzletkötővel a paravánod mögül (R5).',
    chooseOrder: 'Válaszd ki a helyedet a játéksorrendben (R5.3).',
    place: (round, rounds, neutral) =>
      `${round}. alkalom (összesen ${rounds}): helyezz el 2 üzletkötőt, egyet nyíltan és egyet ` +
      `titkosan${neutral ? ', valamint egy semleges üzletkötőt' : ''} (R6.2).`,
    takeGems: (take, neighborhood) =>
      `Vegyél el ${take} drágakövet a kikötőből: ${terms.neighborhood(neighborhood)} (R7.3).`,
    chooseColour: (reason) => {
      const from =
        reason === null ? '' : `${reason === 'blueCard' ? 'kék keretes kártya' : terms.marketRow(reason.row)}, `;
      return `Válaszd ki, milyen színű drágakövet kapsz a fehér drágakő helyett (${from}R7.3).`;
    },
    orderColumns: 'A döntetlent te döntöd el: állítsd sorrendbe a piac egyenlő oszlopait, a legjobbal kezdve (R7.5).',
    moveQuotation: 'Te vagy a piacvezető: vidd egy drágakő értékét egy lépéssel feljebb vagy lejjebb (R7.5).',
    playCards: (window) =>
      window === 'duringPlacement'
        ? 'Játssz ki egy kártyát az elhelyezésed után, vagy passzolj (R9.1).'
        : `Játssz ki egy kártyát ` +
          {
            beforePlacement: 'az üzletkötők elhelyezése előtt',
            beforeCounting: 'az értékelés előtt',
            afterCounting: 'az értékelés után',
          }[window] +
          `, ` +
          `vagy passzolj (R9.1).`,
    throne: 'Válaszd ki, melyik üzletkötőd kerüljön a paravánod elől a trónterembe (R10.2).',
  },

  shutTodo: {
    replaced: 'Kérd el a házigazdától az új linket, hogy tovább játszhass.',
    standIn: 'Ha újra játszanál, kérd meg a házigazdát, hogy adja vissza a helyedet: új linkkel kapod vissza.',
  },

  choose: 'Válassz…',
  city: 'Város',
  shortSpot: (spot) =>
    'neighborhood' in spot
      ? `${spot.neighborhood}. negyed ${terms.area[spot.area]}`
      : `piac ${spot.row}. sor ${terms.colour[spot.column]}`,
  shortThrone: 'trónterem',
  brokerFace: (value, faceUp, marked) => `${value ?? '?'} ${faceUp ? 'nyílt' : 'titkos'}${marked ? ' ★5' : ''}`,
  brokerUnknown: 'üzletkötő',
  brokerAt: (what, place, nth) => `${what} · ${place}${nth === null ? '' : ` #${nth}`}`,

  bid: {
    legend: (behind) => `Licited: 2 üzletkötő a paravánod mögül (${fmt.hu.and(behind.map((v) => fmt.hu.num(v)))})`,
    button: 'Licitálás ezzel a 2 üzletkötővel',
  },
  position: (position) => `${position}. hely`,

  place: {
    nthBroker: (n) => `${terms.ordinal(n)} üzletkötő`,
    broker: 'Üzletkötő',
    behind: 'A paravánod mögül',
    front: `A paravánod elől (${terms.card.conjurer})`,
    fromFront: (value) => `${value} a paraván elől`,
    refill: 'Ha a paraván elől jön, a helyére kerül a paraván mögül',
    face: `Oldal (${terms.card.cardinal}: tetszés szerint)`,
    faceUp: 'Nyíltan',
    faceDown: 'Titkosan',
    spot: 'Hely',
    faces: 'Oldalak (egy nyíltan, egy titkosan: R6.2)',
    upDown: '1. nyíltan, 2. titkosan',
    downUp: '1. titkosan, 2. nyíltan',
    neutral: (left) => `Semleges üzletkötő (titkosan, látatlanul húzva; ebben a körben még ${fmt.hu.num(left)} maradt)`,
    button: 'Elhelyezés',
  },

  tap: {
    label: 'Az elhelyezésed',
    frontChip: (value) => `${value} a paraván elől (${terms.card.conjurer})`,
    chip: (value, as) =>
      `Üzletkötő: ${value}` +
      (as === 'up' ? ', nyíltan' : as === 'down' ? ', titkosan' : as === 'refill' ? ', pótlásnak a paraván elé' : ''),
    short: { first: '1.', second: '2.', neutral: 'S' },
    flip: (slot, faceUp) => `${promptNth(slot)}: ${faceUp ? 'nyíltan' : 'titkosan'} (koppints a megfordításhoz)`,
    undo: 'Visszavonás',
    send: 'Elhelyezés',
    thenLabel: 'Közvetlenül az elhelyezés után (R9.1)',
    thenHead: 'Utána:',
    keep: (cards) => `Megtartom: ${fmt.hu.and(cards.map((c) => terms.card[c]))}`,
    mercenaryOn: (slot) => `${terms.card.mercenary}: ${promptNth(slot)} üzletkötő`,
    decideAfter: 'Döntés az elhelyezés után',
    saidKeep: 'utána: a kártyák megtartása',
    saidMercenary: (slot) => `utána ${terms.card.mercenary}: ${promptNth(slot)} üzletkötő`,
    saidDecide: 'utána: döntés az elhelyezés után',
    ready: 'Kész: az Elhelyezés gomb elküldi a lépésedet, a Visszavonás visszalép.',
    thenAsk: 'És közvetlenül utána: döntsd el, mi legyen a kártyáiddal (R9.1).',
    either: (slot) => `${promptThe(slot, true)}: koppints egy üzletkötőre, aztán egy kiemelt helyre.`,
    goesTo: (slot, place) => `${promptThe(slot, true)} helye: ${place}. Koppints egy üzletkötőre.`,
    tapPlace: (slot, value) => `${promptThe(slot, true)} (${value}): koppints egy kiemelt helyre.`,
    refill: (value) =>
      `Kikerül a paraván elől: ${value}. Koppints arra a paraván mögötti üzletkötőre, amelyik a helyére áll.`,
    neutral: (left) =>
      `A semleges üzletkötő titkosan, látatlanul húzva (ebben a körben még ${fmt.hu.num(left)} ` +
      `maradt): koppints egy kiemelt helyre a táblán.`,
    putHere: (slot, place) => `${place}. Ide kerül ${promptThe(slot)}`,
    putNeutral: (place) => `${place}. Ide kerül a semleges üzletkötő`,
    up: (what) => `${what} nyílt`,
    down: (what) => `${what} titkos`,
    at: (what, place) => `${what}, ${place}`,
    toPlace: (what) => `${what}, még elhelyezendő`,
    fromFront: (value) => `${value} a paraván elől`,
    fromFrontRefill: (value, refill) => `${value} a paraván elől (pótlás: ${refill})`,
    neutralSaid: 'semleges',
    neutralNamed: 'Semleges üzletkötő, titkosan',
  },

  takeGems: (gems) => `Elveszem: ${gems.map((g) => terms.Colour[g]).join(' + ')}`,
  gemsHeld: 'Az egyes játékosok drágakövei (a fejlécben a szín értéke; egy szín legtöbbje félkövérrel)',
  whiteBecomes: 'A fehér drágakő helyett',
  takeColour: (colour) => `Elveszem: ${terms.aGem(colour)}`,
  quoted: (colour, q) => `${terms.Colour[colour]} (érték: ${q})`,
  quotedMove: (colour, from, to) => `${terms.Colour[colour]} (érték: ${from} → ${to})`,
  quotations: (quotes) => `érték: ${quotes.map(([c, q]) => `${terms.colour[c]} ${q}`).join(', ')}`,
  pick: {
    start: 'Válassz a táblán',
    cancel: 'Mégse',
    ready: (button) => `Kész: nyomd meg: „${button}”, vagy Visszavonás.`,
    said: (field, choice) => `${field}: ${choice}`,
    port: (n) =>
      n === 1
        ? 'Koppints egy kiemelt kikötőre: ez a két cserélendő közül az 1.'
        : 'Koppints a másik cserélendő kikötőre.',
    area: 'Koppints a lezárandó kiemelt kerületre.',
    swap: (n) =>
      n === 1
        ? 'Koppints egy kiemelt üzletkötődre: ez a két cserélendő közül az 1.'
        : 'Koppints a másik cserélendő üzletkötődre, egy másik helyen.',
    mercenary: 'Koppints a megjelölendő üzletkötőre: a 2 épp lerakott egyikére.',
    heraldFrom: 'Koppints az áthelyezendő üzletkötőre.',
    heraldTo: 'Koppints a kiemelt helyre, ahová átkerül.',
    spy: 'Koppints egy kiemelt, lefordított üzletkötőre, hogy megnézd.',
    mark: '✓',
    markFrom: 'innen',
    markTo: 'ide',
  },
  quotationStep: (colour, step) => `${terms.Colour[colour]} ${step > 0 ? 'fel' : 'le'}`,
  orderColumns: {
    legend: 'Egyenlő oszlopok, a legjobbal kezdve',
    nth: (n) => `${n}.`,
    button: 'Sorrend rögzítése',
    stakes: 'Mit tesz az egyes hely a drágakövek értékével',
    step: (n, step) => `${n}. (${step > 0 ? '+' : '−'}${Math.abs(step)})`,
  },
  throne: (value) => `${value} értékű üzletkötő a trónterembe`,

  card: {
    play: (card) => `${terms.card[card]} kijátszása`,
    offer: (card) => terms.card[card],
    pass: 'Passz (most nem játszom ki kártyát)',
    captainLegend: 'Felcserélendő kikötők',
    captainPort: (n) => `${terms.ordinal(n)} kikötő`,
    captainHood: (neighborhood, gems) =>
      `${terms.Neighborhood(neighborhood)}${gems.length ? `: ${fmt.hu.and(gems.map((g) => terms.colour[g]))}` : ''}`,
    queenArea: 'Lezárandó kerület',
    magicianLegend: 'Felcserélendő üzletkötőid',
    nthBroker: (n) => `${terms.ordinal(n)} üzletkötő`,
    mercenaryLegend: 'Megjelölendő üzletkötő (5-öt ér)',
    mercenaryPlaced: (n, broker) => `${terms.ordinal(n)} lehelyezett: ${broker}`,
    heraldLegend: 'Egy üzletkötőd áthelyezése',
    heraldFrom: 'Üzletkötő',
    heraldTo: 'Hová',
    alchemistExchange: 'Csere',
    alchemistLegend: 'Drágakő cseréje',
    alchemistGive: 'Odaadom',
    alchemistTake: 'Elveszem',
    alchemistKeep: `${terms.card.alchemist} kijátszása, a drágaköveim megtartásával`,
    bankerLegend: 'Értékek',
    bankerUp: 'Egy lépéssel fel',
    bankerDown: 'Egy lépéssel le',
    jewelerLegend: 'Elveendő drágakövek',
    nthGem: (n) => `${n}. drágakő`,
  },

  spy: {
    label: `${terms.card.spy} kártyád`,
    head: (left) =>
      `${terms.card.spy} kártyád: ` +
      `${left > 0 ? `még ${fmt.hu.num(left)} betekintésed maradt` : 'nincs több betekintésed'}`,
    finding: (value, who, place) => `${value} — ${who}, ${place}`,
    look: 'Megnézem',
    target: 'Megnézendő rejtett üzletkötő',
    none: 'Más játékosnak még nincs megnézhető rejtett üzletkötője.',
  },
};

// ---------------------------------------------------------------- board

const boardShapes = { circle: 'kör', square: 'négyzet', diamond: 'rombusz', hexagon: 'hatszög', octagon: 'nyolcszög' };

/** A list of brokers in a title, or the words for none. */
const boardBrokers = (brokers: readonly string[], none: string) => (brokers.length ? fmt.hu.and(brokers) : none);

/** A port's gems counted by colour, in the ship's order: "2 kék drágakő, 1 zöld drágakő és 1 piros drágakő". */
function boardGems(gems: readonly Gem[]): string {
  const counts = new Map<Gem, number>();
  for (const g of gems) counts.set(g, (counts.get(g) ?? 0) + 1);
  return fmt.hu.and([...counts].map(([g, n]) => terms.gems(n, g)));
}

// A name never takes a suffix: a broker is "Anna (3, titkos)", the name standing alone.
const board: Dict['board'] = {
  title: (turn, phase) =>
    `Játéktábla, ${turn}. kör a 4-ből, ${terms.phase[phase].toLowerCase()}: város, piac és drágakőértékek`,
  heading: (turn, phase) => `${turn}. kör a 4-ből · ${terms.phase[phase]}`,
  you: (name) => `${name} (te)`,
  legend: (name, shape) => `${name}: ${boardShapes[shape]} alakú bábuk`,
  broker: (owner, value, faceUp, marked) =>
    `${owner} (${value !== null ? `${value}, ` : ''}` +
    `${faceUp ? 'nyílt' : 'titkos'}` +
    (marked ? `, ${terms.theCard.mercenary} jelzőjével: 5-öt ér` : '') +
    `)`,
  area: (n, area, closed, detail, brokers) =>
    `${terms.Neighborhood(n)}, ` +
    `${terms.area[area]}${closed ? ` (${terms.theCard.queen} lezárta)` : ''}${detail ? `, ${detail}` : ''}: ` +
    `${boardBrokers(brokers, 'nincs üzletkötő')}`,
  ship: (ship, gems) => `${ship} hajó (${boardGems(gems)})`,
  noShip: 'nincs hajó',
  card: (hint) => `kártya: ${hint}`,
  noCard: 'nincs kártya',
  lastMove: (name) => `utolsó lépés: ${name}`,
  sinceMove: (name) => `a legutóbbi lépésed óta lépett ide: ${name}`,
  areaLabel: (area, closed) => `${terms.Area[area]}${closed ? ' – lezárva' : ''}`,
  commerceVp: (merchant) => (merchant ? `${terms.vp(5)} (${terms.card.merchant})` : terms.vp(3)),
  hoodOff: (n) => `${terms.Neighborhood(n)}: nincs játékban`,
  notInPlay: 'nincs játékban',
  marketVp: `${terms.vp(1)} minden lehelyezett üzletkötőért`,
  row: (row, open, gem) =>
    `Piac, ${row}. sor: ${!open ? 'lezárva' : gem ? `${terms.colour[gem]} drágakő` : 'nincs drágakő'}`,
  rowClosed: 'lezárt sor',
  square: (row, column, broker) => `Piac, ${row}. sor, ${terms.colour[column]} oszlop: ${broker ?? 'üres'}`,
  quotation: 'A drágakövek értéke',
  track: (colour, quotation, rank) =>
    `${terms.Colour[colour]}: értéke ${quotation} a 12-ből, ${terms.ordinal(rank)} hely`,
  withLead: (words, lead) => `${words}; ${lead}`,
  throne: (brokers) => `${terms.ThroneRoom}: ${boardBrokers(brokers, 'üres')}`,
  text: {
    summary: 'A tábla szövegként (B billentyű)',
    placesCaption: 'Minden hely: az üzletkötői, kié a többség és mit ér',
    place: 'Hely',
    brokers: 'Üzletkötők',
    majority: 'Többség',
    pays: 'Jutalom',
    hood: (n) => `${terms.Neighborhood(n)}, minden terület`,
    area: (n, area, closed) =>
      `${terms.Neighborhood(n)}, ${terms.area[area]}${closed ? ` (${terms.theCard.queen} lezárta)` : ''}`,
    row: (row) => `Piac, ${row}. sor`,
    column: (colour) => `Piac, ${terms.colour[colour]} oszlop`,
    market: 'Az egész piac',
    none: 'nincs üzletkötő',
    total: (name, total, hidden) => `${name} ${total}${hidden ? ` és ${hidden} titkos` : ''}`,
    lead: (name, total, next, by) =>
      next === null
        ? `${name} vezet egyedül: ${total}`
        : by === 0
          ? `${name} vezet: ${total}, holtversenyben ${next} játékossal, a döntetlen szabálya szerint (R7.8)`
          : `${name} vezet: ${total}, ${by} ponttal ${next} előtt`,
    unseen: (n) => `${n} nem látott titkos üzletkötő`,
    nobody: 'még senki',
    paysPort: 'egy fekete drágakő (R7.4)',
    paysCommerce: (vp) => `${vp} (R7.4)`,
    paysPalace: (card) => (card ? `${card} (R7.4)` : 'semmi: nincs kártya'),
    paysHood: 'a hajó drágakövei (R7.3)',
    paysShip: (takes) =>
      `A hajó drágakövei az egész negyed szerint: ${takes
        .map((n, i) => `${terms.ordinal(i + 1)} hely: ${n} drágakő`)
        .join(', ')} (R7.3)`,
    paysRow: (open, gem) => (!open ? 'lezárva' : gem ? `a ${terms.colour[gem]} drágakő (R7.5)` : 'nincs drágakő'),
    inRow: (row, broker) => `${row}. sor: ${broker}`,
    inColumn: (colour, broker) => `${terms.colour[colour]}: ${broker}`,
    columnSum: (total) => `összesen ${total}`,
    columnTotal: (total, place, tied) =>
      `összesen ${total}, ${terms.ordinal(place)} az oszlopok közül` +
      (tied.length
        ? `, döntetlen: ${fmt.hu.and(tied.map((c) => terms.colour[c]))} (a döntetlenek nyertese rendezi)`
        : ''),
    paysColumn: 'az értéke, helyezése szerint (R7.5)',
    columnMoves: 'Egy oszlop helyezése mozgatja az értékét: 1. +2, 2. +1, 3. −1, 4. −2 (R7.5).',
    paysMarket: 'egy értéklépés, a piacvezetőnek (R7.5)',
    playersCaption: 'A játékosok: GyP, drágakövek és kártyák',
    player: 'Játékos',
    cards: 'Kártyák',
    noCards: 'nincs',
    shipsTitle: 'Hajók',
    ship: (n, ship) => `${terms.Neighborhood(n)}: ${ship}`,
    quotationsTitle: 'A drágakövek értéke',
  },
  keyFaceDown: 'titkos',
  keyMercenary: `${terms.card.mercenary}: 5-öt ér`,
  keyClosed: `${terms.theCard.queen} lezárta`,
  keyLastMove: 'az utolsó lépés',
};

// ---------------------------------------------------------------- rules

/** The card moments (R9.1), as the hints end. */
const rulesWhen = {
  placement: '(az elhelyezés előtt)',
  during: '(az elhelyezés közben)',
  counting: '(az értékelés előtt)',
  after: '(az értékelés után)',
  won: '(azonnal, amikor megszerzed)',
};

const rulesThe = terms.theCard;

// Hungarian: the Hungarian rulebook's words (üzletkötő, paraván, negyed, kerület, piac,
// sor, nyíltan/titkosan, licit, piacvezető) and its card names; the
// player is "te". A card's name takes no suffix: the suffix goes on "kártya".
const rules: Dict['rules'] = {
  pageTitle: 'Ys — szabályok',
  who: 'Szabályok',
  heading: 'Az Ys szabályai röviden',
  lead:
    'Amit ez az oldal játszik, szabályról szabályra. A játék ezekre az azonosítókra (R6.2) hivatkozik, ' +
    'amikor elutasít egy lépést; mindegyik ide mutat.',
  back: 'Vissza a kezdőlapra',
  contents: 'Szabályok',
  keysTitle: 'Játék látás nélkül: billentyűk',
  keysText:
    'A tábla alatt „A tábla szövegként” minden helyet megad: az üzletkötőit, kié a többség és mennyivel, és mit ér. ' +
    'Megadja a játékosok GyP-jét, drágaköveit és kártyáit, a hajókat és a drágakövek értékét is. ' +
    'A többiek lépéseit érkezésükkor, a te körödet azonnal bemondja. ' +
    'A képernyőolvasó böngésző módjában engedd át a billentyűt (NVDA: NVDA+F2; JAWS: Insert+3), vagy válts fókusz ' +
    'módra. A billentyűk minden nyelven ugyanazok, és nem tesznek semmit, amíg a csevegésbe vagy a jegyzeteidbe írsz:',
  boardKeys:
    'A táblán, amíg egy döntés helyeket világít meg rajta: a nyilak a megvilágított helyek között lépnek, ahogy a ' +
    'képernyőn állnak; a Home és az End az elsőre és az utolsóra visz; a Page Down és a Page Up a város és a piac ' +
    'között ugrik, az azonos helyű sorba (a kikötők és a piac 1. sora) a legközelebbi oszlopban; az Enter vagy a ' +
    'Szóköz választ; egy számbillentyű a paraván mögül az annyit érő üzletkötőt választja; az Escape visszavonja ' +
    'az utolsó lépést.',
  codesTitle: 'Rövid kódok a naplóban',
  codesText:
    'A hajót (R1.3) drágakövei kezdőbetűivel írjuk: a nagy kő, egy kötőjel, majd a két kicsi. ' +
    'Az R-BG egy hajó nagy piros és kicsi kék és zöld kővel. ' +
    'A betűk a színek angol kezdőbetűi, minden nyelven:',
  shipWords: (large, small) => `hajó — nagy: ${large}; kicsik: ${small[0]}, ${small[1]}`,
  effect: {
    captain: `cseréld fel két kikötő hajókártyáját ${rulesWhen.placement}`,
    cardinal: `tetszés szerint tedd le üzletkötőidet nyíltan vagy titkosan ebben a körben ${rulesWhen.placement}`,
    spy: `nézz meg ebben a körben legfeljebb 3 titkos üzletkötőt a többiektől ${rulesWhen.placement}`,
    conjurer: `helyezz le üzletkötőt a paravánod elől, és pótold a paraván mögül ${rulesWhen.placement}`,
    queen: `zárd le a város egy kerületét minden üzletkötő elől ebben a körben ${rulesWhen.during}`,
    magician: `cseréld fel két saját üzletkötődet a táblán ${rulesWhen.during}`,
    mercenary: `az épp lehelyezett két üzletkötőd egyike ebben a körben 5-öt ér ${rulesWhen.during}`,
    herald: `tedd át egy üzletkötődet egy másik kerületbe vagy piaci mezőre ${rulesWhen.counting}`,
    merchant: `ebben a körben minden kereskedőkerület nyertese 5 győzelmi pontot kap ${rulesWhen.counting}`,
    intriguer: `ebben a körben minden döntetlent megnyersz, amelyben részt veszel ${rulesWhen.counting}`,
    alchemist: `cseréld el egy drágakövedet egy másik színű színes drágakőre ${rulesWhen.after}`,
    banker: `emeld egy drágakő értékét eggyel, egy másikét csökkentsd eggyel ${rulesWhen.after}`,
    jeweler: `vegyél el 2 szabadon választott színes drágakövet ${rulesWhen.after}`,
    prince: `+${terms.vp(4)} ${rulesWhen.won}`,
    king: `+${terms.vp(5)} ${rulesWhen.won}`,
    blue: `vegyél el egy szabadon választott színes drágakövet ${rulesWhen.won}`,
  },
  hint: (card, effect) => `${card}: ${effect}`,
  cardLineHtml: (cardHtml, effectHtml) => `<strong>${cardHtml}</strong>: ${effectHtml}`,
  rule: {
    R1: { title: 'A játék elemei' },
    'R1.1': {
      title: 'Üzletkötők',
      text:
        'Minden játékosnak 11 üzletkötője van, ezek értéke 0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4 (összesen ' +
        '22). Mindenkinek van még három 2-es üzletkötője, ezeket csak a Királyi kegy variációban ' +
        'használjuk (R10).',
    },
    'R1.2': {
      title: 'Drágakövek',
      text:
        'A színes drágakövek a kék, a zöld, a sárga és a piros. Fekete drágakövet csak a kikötőkben ' +
        'lehet szerezni, és saját táblázata szerint ér pontot. Fehér drágakövet senki sem tart meg: aki ' +
        'megszerez egyet, helyette választása szerint egy színes drágakövet kap. A bank sosem fogy ki.',
    },
    'R1.3': {
      title: 'Hajókártyák',
      text:
        '24 kártya, mindegyiken egy nagy és két kicsi drágakő, három különböző színben; közülük 4-en ' +
        'fehér drágakő is van.',
    },
    'R1.4': {
      title: 'Karakterkártyák',
      text:
        '15 sárga keretes kártya, minden karakterből egy (R9), és 4 kék keretes kártya, mindegyiken egy ' +
        'fehér drágakő.',
    },
    'R1.5': {
      title: 'Drágakőértékjelző',
      text:
        'Minden színes drágakőnek egy sávja van, 0-tól 12-ig; minden drágakő a 6-on kezd, és ha egy ' +
        'lépés a sáv végén túlvinné, ott megáll.',
    },
    'R1.6': { title: 'Pontjelző vonal', text: 'Győzelmi pontok (GyP), 0-tól felfelé.' },
    R2: { title: 'Előkészületek' },
    'R2.1': {
      title: 'Játékosok',
      text: '2–4 játékos. Mindenki a paravánja mögött álló üzletkötőivel és 0 ponttal kezd.',
    },
    'R2.2': {
      title: 'Sorrendjelző kártyák',
      text: 'Az 1-től N-ig számozott sorrendjelző kártyákat véletlenszerűen osztjuk ki, mindenkinek egyet.',
    },
    'R2.3': {
      title: 'Negyedek',
      text:
        '4 játékossal mind a négy negyedben játszunk, 3 játékossal is, hacsak a játékot nem három ' +
        'negyeddel hozták létre; 2 játékossal csak az 1–3. negyedben. A nem használt negyedbe semmi sem ' +
        'kerül.',
    },
    'R2.4': {
      title: 'Karakterek',
      text:
        'Minden játékban levő negyed palotájába három sárga keretes kártyát teszünk arccal lefelé; a ' +
        'többi kártya megnézés nélkül kikerül a játékból. A kék keretes kártyák a 4. körre várnak.',
    },
    'R2.5': { title: 'Hajók', text: 'Megkeverjük a hajókártyákat (Ys Expressben a fehér drágakövet mutatók nélkül).' },
    'R2.6': { title: 'Értékek', text: 'Minden drágakő értéke a 6-on kezd.' },
    R3: {
      title: 'A kör',
      text:
        'A játék 4 körből áll. Minden kör fázisai: a kör kezdőfelállítása, a játékosok sorrendje, az ' +
        'üzletkötők elhelyezése és az értékelés, majd a Királyi kegy, ha ezzel a variációval játszotok. ' +
        'A 4. kör után jön a végső értékelés (R8).',
    },
    R4: { title: 'A kör kezdőfelállítása' },
    'R4.1': {
      title: 'Karakterek',
      text:
        'Az 1–3. körben minden palota legfelső kártyáját felfordítjuk, mindenki láthatja. A 4. körben ' +
        'minden palotába helyette egy kék keretes kártya kerül.',
    },
    'R4.2': {
      title: 'Kikötők',
      text:
        'Minden negyed kikötője kap egy hajókártyát. 4 játékosnál egy kikötőben 4 drágakő szerezhető ' +
        '(kettő a nagy drágakő színéből, egy-egy a kicsikéből); 2 vagy 3 játékosnál 3.',
    },
    'R4.3': {
      title: 'Piac',
      text:
        'Egy további hajókártya tölti fel a piac sorait: 4 játékosnál az 1–3. sort (az 1. sorba a fehér ' +
        'drágakő, ha nincs, a nagy kerül); 2 vagy 3 játékosnál csak a két kicsi drágakövet, a 2. és a ' +
        '3. sorba, az 1. sor pedig lezárva marad.',
    },
    R5: { title: 'A játékosok sorrendje' },
    'R5.1': {
      title: 'Licit',
      text:
        'Mindenki titokban kiválaszt 2 üzletkötőt a paravánja mögül. A liciteket egyszerre fedjük fel, ' +
        'és a kör hátralevő részében a paravánok előtt maradnak.',
    },
    'R5.2': {
      title: 'Rangsor',
      text: 'A legnagyobb összeg az első; egyenlő összegnél a kisebb sorrendjelző kártya előzi meg a nagyobbat.',
    },
    'R5.3': {
      title: 'Választás',
      text:
        'E rangsor szerint mindenki választ egy szabad pozíciót; az 1. pozíció kapja az 1-es ' +
        'sorrendjelző kártyát, és így tovább. Az egész kör ezt a sorrendet követi.',
    },
    'R5.4': { title: 'Két játékos', text: 'Csak a két játékos licitál; ők kapják az 1. és a 2. pozíciót.' },
    R6: { title: 'Az üzletkötők elhelyezése' },
    'R6.1': {
      title: 'A kártyák ideje',
      text: 'Az első elhelyezés előtt, a sorrend szerint, mindenki kijátszhatja „az elhelyezés előtt” kártyáit (R9.1).',
    },
    'R6.2': {
      title: 'Alkalmak',
      text:
        `4 alkalom (Ys Expressben 3). Minden alkalommal, a sorrend szerint, mindenki lehelyez 2 ` +
        `üzletkötőt a paravánja mögül: egyet nyíltan és egyet titkosan (hacsak ${rulesThe.cardinal} ` +
        `kártya mást nem enged), mindkettőt a városba, mindkettőt a piacra, vagy egyet-egyet.`,
    },
    'R6.3': {
      title: 'Város',
      text: `Egy kerületben bármennyi üzletkötő állhat, kivéve azt a kerületet, amelyet ${rulesThe.queen} lezárt.`,
    },
    'R6.4': {
      title: 'Piac',
      text:
        'Egy mezőn legfeljebb egy üzletkötő állhat, és csak a nyitott sorokban. Aki ide üzletkötőt ' +
        'tesz, azonnal kap 1 győzelmi pontot, és ez megmarad, bármi történjék is később az ' +
        'üzletkötővel.',
    },
    'R6.5': {
      title: 'A maradék üzletkötő',
      text:
        'Az utolsó alkalom után mindenkinek egy üzletkötője marad; ez a paraván elé kerül a két ' +
        'licitált mellé. Ez a három dönti el a kör döntetlenjeit.',
    },
    'R6.6': {
      title: 'Saját titkos üzletkötők',
      text:
        'A játék egyik beállítása (alapból bekapcsolva): megnézheti-e egy játékos a saját, titkosan ' +
        'lehelyezett üzletkötőit a táblán.',
    },
    'R6.7': {
      title: 'Rejtett értékek',
      text:
        `Egy titkos üzletkötő értéke rejtve marad a többi játékos elől, amíg a helyét ki nem ` +
        `értékeljük, kivéve azt, aki ${rulesThe.spy} kártyát kijátszotta.`,
    },
    R7: { title: 'Értékelés' },
    'R7.0': {
      title: 'A kártyák ideje',
      text: 'Az értékelés előtt, a sorrend szerint, mindenki kijátszhatja „az értékelés előtt” kártyáit.',
    },
    'R7.1': {
      title: 'Város',
      text:
        'A negyedeket egyenként értékeljük, 1-től 4-ig: felfedjük a titkos üzletkötőiket, és egy ' +
        'játékos összege az, amennyit a negyed három kerületében álló üzletkötői együtt érnek.',
    },
    'R7.2': {
      title: 'Jelenlét',
      text:
        'Csak azok vesznek részt, akiknek ott van üzletkötőjük; egy magányos 0-ás is legyőzi a ' +
        'távollétet. A legnagyobb összeg az első; döntetlennél R7.8 dönt.',
    },
    'R7.3': {
      title: 'A kikötő drágakövei',
      text:
        '4 játékosnál az első 2-t választ a 4 drágakőből, a második 1-et, a harmadik megkapja az ' +
        'utolsót. 2 vagy 3 játékosnál az első 2-t választ a 3-ból, a második megkapja az utolsót. Aki ' +
        'fehér drágakövet kap, helyette választ egy színes drágakövet.',
    },
    'R7.4': {
      title: 'Kerületek',
      text:
        `Ezután minden kerületben külön többséget nézünk: a kikötő 1 fekete drágakövet ad, a kereskedők ` +
        `kerülete 3 győzelmi pontot (${rulesThe.merchant} kártyával 5-öt), a palota a ` +
        `karakterkártyáját. Üres kerület nem ad semmit. A negyed üzletkötői visszakerülnek a paravánok ` +
        `mögé.`,
    },
    'R7.5': {
      title: 'Piac',
      text:
        'Felfedjük a piac titkos üzletkötőit. Minden sor drágakövét az kapja, akinek ott a legnagyobb ' +
        'az összege. Az oszlopokat összeg (majd az üzletkötők száma) szerint rangsoroljuk, és a ' +
        'drágakövek értéke +2, +1, −1, −2 mezőt lép. Az egész piacon a legtöbbel bíró játékosnak, ' +
        'a piacvezetőnek egy drágakő értékét egy mezővel feljebb vagy lejjebb kell tolnia.',
    },
    'R7.6': {
      title: 'A kártyák ideje',
      text: 'A piac után, a sorrend szerint, mindenki kijátszhatja „az értékelés után” kártyáit.',
    },
    'R7.7': {
      title: 'A kör vége',
      text: 'A kikötők hajókártyáit eldobjuk, és véget érnek az „ebben a körben” tartó hatások.',
    },
    'R7.8': {
      title: 'Döntetlenek',
      text:
        `Minden döntetlent, amelyben részt vesz, megnyer az, aki ${rulesThe.intriguer} kártyát ` +
        `kijátszotta; utána a semleges játékos (R11); utána a paraván előtt álló három üzletkötő ` +
        `nagyobb összege (R6.5); végül a kisebb sorrendjelző kártya.`,
    },
    R8: { title: 'Végső értékelés' },
    'R8.1': {
      title: 'A drágakövek rangsora',
      text:
        'A színeket értékük szerint rangsoroljuk (egyenlő értéknél: kék, zöld, sárga, piros). Az 1. ' +
        'színből a legtöbb drágakővel rendelkező 24 pontot kap, a második 18-at, a harmadik 12-t, a ' +
        'negyedik 6-ot; a 2. szín 20, 15, 10, 5 pontot ér; a 3. 16, 12, 8, 4 pontot; a 4. 12, 9, 6, 3 ' +
        'pontot.',
    },
    'R8.2': {
      title: 'Helyezések színenként',
      text:
        'Csak azokat rangsoroljuk, akiknek van az adott színből. Az egyenlő számú drágakővel ' +
        'rendelkezők mind a csoportjuk által elfoglalt legalacsonyabb helyezés pontját kapják.',
    },
    'R8.3': {
      title: 'Fekete drágakövek',
      text: '1, 2, 3, 4, 5, 6, 7 vagy több fekete drágakő 1, 4, 8, 12, 16, 20, 24 pontot ér.',
    },
    'R8.4': { title: 'Királyi kegy', text: 'A tróntermet akkor értékeljük, ha ezzel a variációval játszotok (R10.3).' },
    'R8.5': {
      title: 'Győztes',
      text:
        'A legtöbb győzelmi pont nyer; egyenlőségnél a több drágakő (színes és fekete együtt); ha még ' +
        'mindig egyenlő, a győzelem közös.',
    },
    R9: { title: 'Karakterkártyák' },
    'R9.1': {
      title: 'Időzítés',
      text:
        'Minden kártyát egy adott időpontban lehet kijátszani: az elhelyezés előtt, a saját ' +
        'elhelyezésed közben, az értékelés előtt, az értékelés után, vagy azonnal, amikor megszerzed. ' +
        'Minden ilyen időpontban a sorrend szerint kérdezzük meg a játékosokat.',
    },
    'R9.2': {
      title: 'Korlátok',
      text:
        'Egy kártyát a megszerzését követő körtől lehet kijátszani, körönként legfeljebb 2 kártyát (az ' +
        'azonnal ható kártyák nem számítanak bele). Mindenki látja, kinél milyen kártya van; a ki nem ' +
        'játszott kártyák nem érnek pontot.',
    },
    'R9.3': {
      title: 'Kártya megszerzése',
      text: 'A palotában megszerzett kártya a nyertes kezébe kerül, kivéve ha azonnal hat.',
    },
    R10: { title: 'Variáció: Királyi kegy (3 vagy 4 játékos)' },
    'R10.1': {
      title: 'További üzletkötők',
      text: 'Minden játékosnak van még 3 darab 2-es üzletkötője a tábla mellett.',
    },
    'R10.2': {
      title: 'Trónterem',
      text:
        'Minden értékelés után mindenki titokban kiválasztja a paravánja előtt álló három üzletkötő ' +
        'egyikét, és számmal lefelé a trónterembe teszi, ahol a játék végéig marad; ha van még hátra ' +
        'kör, ezután mindenki egy 2-es üzletkötőt tesz a paravánja mögé.',
    },
    'R10.3': {
      title: 'Értékelés',
      text:
        'A játék végén felfedjük a tróntermet: a legnagyobb összeg 12 győzelmi pontot ér, a következő ' +
        '7-et, aztán 3-at, aztán 0-t; döntetlennél a játékosok elosztják a helyezéseik pontjait, lefelé ' +
        'kerekítve.',
    },
    'R10.4': {
      title: 'Kártyák',
      text: `Csak ${rulesThe.spy} (megnézés) és ${rulesThe.magician} (csere) hat a trónteremre.`,
    },
    R11: { title: 'Két játékos', text: 'Úgy játsszuk, mint 3 játékossal, az 1–3. negyedben, egy semleges játékossal:' },
    'R11.1': {
      title: 'Semleges üzletkötők',
      text:
        'Minden játékosnál van még 4 semleges üzletkötő is, 4, 2, 1, 0 értékkel (erős semlegessel 4, 3, ' +
        '1, 0), amelyeket senki sem lát.',
    },
    'R11.2': {
      title: 'Lehelyezésük',
      text:
        'Saját 2 üzletkötője mellé mindenki titkosan lehelyez 1 véletlenszerűen húzott semleges ' +
        'üzletkötőt: az értékét senki sem tudja, amíg ki nem értékeljük.',
    },
    'R11.3': {
      title: 'A semleges játékos',
      text:
        `Nem licitál és nincs kártyája, de úgy szerez győzelmi pontot, mint egy játékos, és minden ` +
        `döntetlent megnyer, kivéve azzal szemben, aki ${rulesThe.intriguer} kártyát kijátszotta.`,
    },
    'R11.4': {
      title: 'Döntései',
      text:
        `Automatikusak: a legértékesebb drágaköveket veszi el, ${rulesThe.prince} és ${rulesThe.king} ` +
        `kivételével minden megszerzett kártyát a legértékesebb drágakőre cserél, és ` +
        `piacvezetőként annak a színnek az értékét emeli, amelyből a legtöbb van neki.`,
    },
    'R11.5': {
      title: 'Végső értékelés',
      text:
        'Minden színben úgy rangsoroljuk, mint egy játékost (egy színben, amelyből nincs neki, harmadik ' +
        'helyezettként). A győztes a két játékos közül a jobbik; ha a város mindkettőtöket legyőzte, az ' +
        'eredmény ezt is kiírja.',
    },
    R12: {
      title: 'Variáció: Ys Express (3 vagy 4 játékos)',
      text:
        'Mindenki egy 3-as és egy 1-es üzletkötő nélkül játszik (9 üzletkötővel), a fehér drágakövet ' +
        'mutató hajókártyák kikerülnek a pakliból, és az elhelyezés 4 helyett 3 alkalomból áll. A ' +
        'Királyi kegy variációval együtt is játszható.',
    },
    R13: {
      title: 'Amit minden játékos láthat',
      text:
        `Mindenki látja a táblát, a nyílt üzletkötőket, a paravánok előtt állókat, a megszerzett ` +
        `drágaköveket, a kézben levő kártyákat, a felfedett liciteket, hogy kinek hány üzletkötője van ` +
        `a paravánja mögött, és a játék naplóját. Csak te látod a paravánod mögötti üzletkötőidet, a ` +
        `saját titkos üzletkötőid értékét (R6.6), a licitedet a felfedés előtt, a trónteremben álló ` +
        `üzletkötőidet és azt, amit ${rulesThe.spy} kártyáddal láttál. Senki sem látja a paloták ` +
        `legfelső kártyája alatti lapokat, a játékból kimaradt kártyákat, a hajókártyák sorrendjét és a ` +
        `semleges üzletkötők értékét az értékelés előtt.`,
    },
  },
};

// ---------------------------------------------------------------- pages

const pagesNames = new Intl.ListFormat('hu', { type: 'unit', style: 'short' });
// "2026. szeptember 1.": ends with its own dot, so sentences end with the date.
const PAGES_WEEK = 7 * 24 * 3600;

// Te, as the Hungarian rulebook addresses the reader; "játék" for one game, as it does.
// A name never takes a suffix: it stands after a colon or in parentheses.
const pages: Dict['pages'] = {
  language: 'Nyelv',
  spectator: 'Néző',
  host: 'Házigazda',
  playerList: (names) => pagesNames.format(names),
  title: {
    player: (name) => `Ys — ${name}`,
    spectator: 'Ys — néző',
    host: 'Ys — házigazda',
    mail: 'Ys — e-mailek',
    replay: 'Ys — visszajátszás',
    analysis: 'Ys — elemzés',
    error: (status) => `Ys — ${status}`,
  },
  rematchLink: 'Visszavágó: az új helyed',
  live: {
    connecting: 'kapcsolódás…',
    reconnecting: 'újrakapcsolódás…',
    live: 'élő',
    offline: 'offline',
    unsent: 'nem ment el: ellenőrizd a kapcsolatot, és próbáld újra',
    replaced: 'ezt a linket a házigazda lecserélte: kérd el tőle az újat',
    shut: 'a kapcsolat megszakadt: töltsd újra az oldalt',
    tooManyPages:
      'túl sok oldal van nyitva ennél a helynél vagy játéknál, ezért ez bezárult: töltsd újra, ha itt játszanál',
    tooChatty: 'ez az oldal túl sok üzenetet küldött: töltsd újra',
    deleted: 'ezt a játékot törölték, mert sokáig senki sem lépett',
    yourMove: 'Te jössz',
    keys:
      'Billentyűk: B, a tábla szövegként; L, az utolsó lépés; T, ki jön és mennyi ideje maradt; G, a drágaköveid, ' +
      'GyP-d és kártyáid; Q, a drágakövek értéke; A, majd 1–4, egy negyed, vagy A, majd 5, a piac; ' +
      'K, ezek a billentyűk.',
    askWhich: 'Melyik negyed? 1–4, vagy 5 a piachoz.',
    noMove: 'Még nem volt lépés.',
    chatSaid: (name, text) => `${name} a csevegésben: ${text}`,
  },
  nextGame: 'A következő játék, ahol rád várnak: {0}',
  copyLink: 'Link másolása',
  copied: 'Másolva',
  home: {
    lead:
      'Az Ys társasjáték (Cyril Demaegd, Ystari 2004) 2–4 barátnak, távolról. Hozz létre egy játékot, ' +
      'küldd el minden barátodnak a saját privát linkjét, és játsszatok a saját tempótokban, bármilyen ' +
      'böngészőből.',
    title: 'A játék címe (nem kötelező)',
    titleHelp: (max) =>
      `Legfeljebb ${max} karakter, például „Pénteki Ys”: megjelenik mindenki játéklistájában, az oldal címében és ` +
      'az értesítésekben, hogy ezt a játékot meg lehessen különböztetni a többitől.',
    players: 'Játékosok (2–4)',
    player: (n, optional) => `${n}. játékos${optional ? ' (nem kötelező)' : ''}`,
    whoPlays: (n) => `${n}. hely: ki játszik?`,
    playedBy: { person: 'ember játssza', standard: 'a bot játssza', greedy: 'a bot játssza, könnyű szinten' },
    botNames: ['Kempelen', 'Neumann', 'Kalmár', 'Kemény'],
    options: 'Beállítások',
    // A noun after a number stays singular: "(3 vagy 4 játékos)".
    onlyFor: (counts) => `(${fmt.hu.or(counts.map((n) => fmt.hu.num(n)))} játékos)`,
    timePerMove: 'Idő lépésenként',
    timePerMoveHelp: 'Ha egy játékos ideje lejár, egy helyettes dönt helyette (a házigazda szüneteltetheti az órákat)',
    notifications: 'Értesítés a soron következőről (nem kötelező)',
    webhook:
      'A csoportotok csevegőjének webhookja (Discord vagy Slack): megtudja, ki következik, a nézői linkkel együtt',
    mailHelp:
      'Vagy az e-mail-címük: minden játékos megkapja a saját linkjét, aztán egy e-mailt, amikor a ' +
      'játék rá vár (a többiek sosem látják; minden levélből egy kattintással le lehet iratkozni).',
    email: (n) => `${n}. játékos e-mail-címe`,
    newGame: 'Új játék',
    myGames: 'A játékaid ebben a böngészőben',
    myGamesHelp: 'Csak ebben a böngészőben tárolva, a szerver sosem kapja meg listaként.',
  },
  option: {
    kingsFavor: {
      label: terms.kingsFavor,
      help:
        'Minden értékelés után mindenki a trónterembe teszi a paravánja előtt álló egyik üzletkötőjét; ' +
        'a játék végén pontot ér (R10).',
    },
    express: {
      label: terms.express,
      help: 'Rövidebb játék: fejenként 9 üzletkötő, 3 elhelyezési alkalom, a fehér drágakős hajókártyák nélkül (R12).',
    },
    threeNeighborhoods: { label: 'Három negyed', help: '3 játékossal csak az 1–3. negyedben: szűkebb város (R2.3).' },
    strongNeutral: {
      label: 'Erős semleges',
      help: 'A semleges játékos üzletkötői 4, 3, 1, 0 értékűek a 4, 2, 1, 0 helyett (R11.1).',
    },
    peekOwnHidden: {
      label: 'Saját titkos üzletkötőim megnézése',
      help: 'Minden játékos megnézheti a táblán a saját, titkosan (számmal lefelé) lerakott üzletkötőit (R6.6).',
    },
  },
  moveChoice: (seconds) => {
    if (seconds === 0) return 'Nincs időkorlát';
    if (seconds % PAGES_WEEK === 0) return `${fmt.hu.num(seconds / PAGES_WEEK)} hét`;
    return `${fmt.hu.num(Math.round(seconds / 3600))} óra`;
  },
  myGames: {
    awaiting: { one: '{0} játékban te jössz', other: '{0} játékban te jössz' },
    forget: 'Eltávolítás',
    forgetGame: (game) => `Eltávolítás: ${game}`,
    forgotten: (game) => `Eltávolítva: ${game}`,
    undo: 'Visszavonás',
    ended: 'a házigazda befejezte',
    won: (names, count) => (count === 1 ? `vége; nyertes: ${names}` : `vége; nyertesek: ${names}`),
    noWinner: 'vége; nincs nyertes',
    yourMove: 'te jössz',
    waitingFor: (names) => `soron következik: ${names}`,
    inPlay: 'folyamatban',
    withTime: (state, left) => `${state}, ${left}`,
    gone: 'már nem található',
    deleted: 'törölve: régóta nem lépett senki',
    unreachable: 'nem sikerült elérni',
  },
  hostPage: {
    inviteSubject: (name) => `${name}: a helyed a közös Ys-játékunkban`,
    inviteBody: (name, players, url) =>
      `Szia, ${name}!\n\nYs-t játszunk online (${players}). Ez a privát linked: a saját képernyődet ` +
      `mutatja, ezért tartsd meg magadnak.\n\n${url}\n\nBármilyen telefonon vagy számítógépen ` +
      `megnyithatod; az oldal magától frissül, amikor te jössz.\n`,
    heading: 'Az Ys-játékod',
    lead:
      'Küldd el minden játékosnak a saját linkjét. A link az adott játékos kulcsa: aki birtokolja, az ' +
      'játszik azon a helyen, és az látja annak képernyőjét.',
    botSeat: 'Ezen a helyen a bot játszik, csak abból, amit ez a hely láthat: nincs linkje.',
    privateLink: (name) => `Privát link (${name})`,
    emailInvitation: 'Meghívó e-mailben',
    openAs: (name) => `Megnyitás (${name})`,
    giveBack: (name) => `A hely visszaadása (${name}), új linkkel`,
    handOver: (name) => `A hely átadása a helyettesnek (${name})`,
    standInNow: 'Most a helyettes dönt ezen a helyen; visszaadáskor a hely új linket kap.',
    standInHelp: 'Ha egy játékos kiszállt: mostantól egy helyettes dönt ezen a helyen.',
    replaceLink: (name) => `A link cseréje (${name})`,
    replaceLinkHelp:
      'Ha ez a link rossz kézbe került: a régi azonnal megszűnik működni, és a vele megnyitott ' +
      'oldalak kapcsolata megszakad.',
    spectatorLink: 'Nézői link (csak nyilvános információ)',
    webhook:
      'A csoportotok csevegőjének webhookja (Discord vagy Slack): megtudja, ki következik, a nézői ' +
      'linkkel együtt; üresen: nincs',
    saveWebhook: 'Webhook mentése',
    givenUp: 'Kézbesítetlen értesítések',
    givenUpHelp: 'Többször újrapróbáltuk, aztán feladtuk; maga a játék folytatódik.',
    givenUpWebhook: 'A webhook',
    givenUpPush: (name) => `Böngésző (${name ?? 'egy játékos'})`,
    givenUpMail: (name) => `E-mail (${name ?? 'egy játékos'})`,
    givenUpItem: (what, when, why) => `${what}, ${when} UTC: ${why}`,
    writesRefused: 'Ma elutasított változtatások',
    writesRefusedHelp: (used, allowed) =>
      `A lépésein kívül ez a játék naponta ${fmt.hu.num(allowed)} sort írhat a szerver tárhelyére, ennyi a része az ` +
      `ingyenes tárhelyből (ma eddig ${fmt.hu.num(used)}, UTC). ` +
      'Ezeket a változtatásokat elutasítottuk: egy linkről egy perc alatt túl sok egyféléből, vagy a napi sorokon ' +
      'felül. A lépéseket soha nem utasítjuk el.',
    writesRefusedItem: (kind, n) => `${kind}: ${fmt.hu.num(n)}`,
    writeKinds: {
      notes: 'Jegyzetek',
      lang: 'Nyelvek',
      push: 'Böngészőértesítések',
      mail: 'E-mail-értesítések',
      hint: 'Tippek',
      chat: 'Csevegőüzenetek',
      moderation: 'Elrejtett üzenetek, némított helyek',
      links: 'Lecserélt linkek',
      controls: 'A házigazda vezérlői (befejezés, órák, webhook, helyettes)',
      plan: 'Tervezett lépések',
    },
    unverified: 'Ellenőrizendő e-mail-címek',
    unverifiedSeat: (name) =>
      `${name} nem kap e-mailt: ez a szerver csak a levelezőszolgáltatásánál ellenőrzött címekre ` +
      `írhat, és ${name} címe még nincs ellenőrizve.`,
    unverifiedHelp:
      'Ez a szerver a Cloudflare Email Routing szolgáltatásával küld levelet, amely csak olyan ' +
      'címekre kézbesít, amelyeket a tulajdonosuk egyszer ellenőrzött: a szerver üzemeltetője ' +
      'felveszi a címet az Email Routing › Destination Addresses alatt, a cím tulajdonosa pedig ' +
      'megnyitja a Cloudflare levelét, és ellenőrzi. Ezután a következő értesítés megérkezik; addig ' +
      'küldd el te magad a játékos linkjét.',
    clocksPaused: 'Az órák szünetelnek: senkinek sem telik az ideje.',
    clocksRunning: 'Minden döntésnek van időkorlátja; ha lejár, egy helyettes dönt.',
    resumeClocks: 'Az órák újraindítása',
    pauseClocks: 'Az órák megállítása (szabadság)',
    keepAddress: (url) => `Őrizd meg ennek az oldalnak a címét, hogy visszatalálj ezekhez a linkekhez: ${url}`,
    expiry: (days, at, over) =>
      over
        ? `Ez a játék ${fmt.hu.num(days)} lépés nélküli nap után törlődik, vagyis ekkor: ${terms.date(at)}`
        : `Ez a játék ${fmt.hu.num(days)} lépés nélküli nap után törlődik; ha addig senki sem lép, ` +
          `ekkor: ${terms.date(at)}`,
    controls: 'A házigazda eszközei',
    replaceHostLink: 'A házigazdalink cseréje',
    replaceHostLinkHelp: 'Ez az oldal új címre költözik; a régi azonnal megszűnik működni.',
    endConfirm: 'A játék befejezése most, mindenki számára. Ezután senki sem léphet, és nem vonható vissza.',
    end: 'A játék befejezése',
    rematchMade: 'A visszavágó elkészült.',
    openRematch: 'A visszavágó házigazdaoldalának megnyitása',
    rematchOffer:
      'A játéknak vége. A visszavágó új játék ugyanazokkal a játékosokkal és beállításokkal, új ' +
      'osztással; mindenki a saját oldalán találja az új linkjét.',
    rematch: 'Visszavágó',
    confirm: {
      link: {
        ask: (name) => `Lecseréled a linket (${name})?`,
        text: (name) =>
          `A régi link azonnal megszűnik működni, és a vele megnyitott oldalak kapcsolata megszakad. ` +
          `Utána elküldöd az új linket (${name}). Nem vonható vissza.`,
        yes: (name) => `Igen, a link cseréje (${name})`,
      },
      standin: {
        ask: (name) => `Átadod a helyet a helyettesnek (${name})?`,
        text: (name) =>
          `Mostantól a helyettes dönt ezen a helyen (${name}), valahányszor a játék rá vár, és ` +
          `döntései nem vonhatók vissza. Később visszaadhatod a helyet, új linkkel.`,
        yes: (name) => `Igen, a hely átadása a helyettesnek (${name})`,
      },
      back: {
        ask: (name) => `Visszaadod a helyet (${name})?`,
        text: (name) =>
          `Ezen a helyen (${name}) újra ember játszik, egy új linkkel, amelyet te küldesz el; a régi ` +
          `link azonnal megszűnik működni. Nem vonható vissza.`,
        yes: (name) => `Igen, a hely visszaadása (${name})`,
      },
      hostLink: {
        ask: () => 'Lecseréled ezt a házigazdalinket?',
        text: () =>
          'Ez az oldal új címre költözik, a régi azonnal megszűnik működni: őrizd meg az újat, senki ' +
          'sem tudja visszaadni.',
        yes: () => 'Igen, a házigazdalink cseréje',
      },
    },
    cancel: 'Nem, vissza a házigazda oldalára',
    done: {
      link: (name) => `A link lecserélve (${name}): a régi már nem működik. Küldd el az újat:`,
      standin: (name) => `A hely átadva a helyettesnek (${name}): mostantól ő dönt.`,
      back: (name) => `A hely visszaadva (${name}): a régi link már nem működik. Küldd el az újat:`,
      hostLink: () => 'Ennek az oldalnak új címe van, az új házigazdalink: a régi már nem működik. Ezt őrizd meg:',
      end: () => 'Befejezted a játékot mindenki számára.',
    },
    changed: 'Épp most módosítva',
  },
  mailStop: {
    stopped: 'E-mailek leállítva',
    ask: 'Leállítod az e-maileket?',
    stoppedHtml: (gamePage) => `Ez a hely több e-mailt nem kap. Címet újra megadhatsz ${gamePage}.`,
    gamePage: 'a játékoldaladon',
    askText: 'Ez a játék többé nem küld neked e-mailt, amikor rád vár.',
    stop: 'E-mailek leállítása',
    back: 'Vissza a játékhoz',
  },
  error: {
    notFound: 'Nem található',
    deleted: 'A játék törölve',
    replaced: 'Lecserélt link',
    server: 'Szerverhiba',
    other: 'Ez nem sikerült',
    home: 'Vissza a kezdőlapra',
  },
};

// ---------------------------------------------------------------- refusals

// Te, as the Hungarian rulebook speaks to the player. A player's name never enters these
// sentences, and a game term inserted from `terms` takes no case ending: a place follows
// a colon ("itt: 2. negyed, kikötő"), a card stands as the subject ("A Bankár nincs a kezedben").

const refusalsCap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The article before a number as it is read: "az 1." (első), "az 5." (ötödik), "a 2.". */
function refusalsThe(n: number): string {
  const digits = String(n);
  const vowel =
    (digits.startsWith('5') && digits.length <= 2) ||
    (digits.startsWith('1') && (digits.length === 1 || digits.length === 4));
  return vowel ? 'az' : 'a';
}

/** "a 2. játékos", "az 1. játékos". */
const refusalsPlayer = (n: number) => `${refusalsThe(n)} ${n}. játékos`;

const refusalsWhose = (r: NameWhere) =>
  (r.path ? `Hibás új játék: ${r.path}: ` : '') +
  (r.title ? 'A cím' : r.player ? refusalsCap(`${refusalsPlayer(r.player)} neve`) : 'A név');

const refusalsMeans: Record<ReservedMeaning, string> = {
  you: 'az oldalt olvasó személy („te”)',
  neutral: 'a kétszemélyes játék semleges játékosa',
  spectators: 'a nézők',
  host: 'a játékot létrehozó házigazda',
  standIn: 'a játékos helyett döntő helyettes',
  nobody: 'senki',
  everyone: 'mindenki',
  seat: 'egy játékos a sorszámával („2. játékos”)',
};

/** When a card may be played (R9.1), as "… lehet kijátszani" reads. */
const refusalsMoment: Record<Timing, string> = {
  beforePlacement: 'az elhelyezés előtt',
  beforeOwnPlacement: 'közvetlenül az egyik saját elhelyezésed előtt',
  duringPlacement: 'közvetlenül az egyik saját elhelyezésed után',
  beforeCounting: 'az értékelés előtt',
  afterCounting: 'az értékelés után',
};

const refusalsPlace = (at: Spot | 'throne') => (at === 'throne' ? terms.throneRoom : terms.spot(at));

const refusalsField = (field: FormField, n?: number): string =>
  (
    ({
      broker1: 'az 1. üzletkötő',
      place1: 'az 1. üzletkötő helye',
      face1: 'az 1. üzletkötő oldala',
      refill1: 'az 1. pótló üzletkötő',
      broker2: 'a 2. üzletkötő',
      place2: 'a 2. üzletkötő helye',
      face2: 'a 2. üzletkötő oldala',
      refill2: 'a 2. pótló üzletkötő',
      faces: 'az oldalak',
      neutralPlace: 'a semleges üzletkötő helye',
      gems: 'a drágakövek',
      whiteColour: 'a fehér drágakő színe',
      column: `${refusalsThe(n ?? 1)} ${n ?? 1}. helyen álló oszlop`,
      neighborhood1: 'az 1. negyed',
      neighborhood2: 'a 2. negyed',
      queenArea: `${terms.theCard.queen} kerülete`,
      swap1: 'az 1. cserélendő üzletkötő',
      swap2: 'a 2. cserélendő üzletkötő',
      markBroker: 'a megjelölendő üzletkötő',
      moveBroker: 'a mozgatandó üzletkötő',
      newPlace: 'az új helye',
      giveGem: 'az odaadandó drágakő',
      takeGem: 'az elveendő drágakő',
      gemUp: 'a felfelé lépő drágakő',
      gemDown: 'a lefelé lépő drágakő',
      gem1: 'az 1. drágakő',
      gem2: 'a 2. drágakő',
      card: 'a kártya',
      bid: 'a licit',
      position: 'a hely',
      colour: 'a szín',
      direction: 'az irány',
      throneBroker: 'az üzletkötő',
      peekBroker: 'a megnézendő üzletkötő',
      action: 'a lépés',
      version: 'az oldal verziója',
    }) satisfies Record<FormField, string>
  )[field];

const refusalsForm = (why: string) => `Ezt az űrlapot nem sikerült beolvasni: ${why}.`;

/** A wait before "múlva": "40 másodperc", "12 perc", "3 óra 05 perc" (a count's noun stays singular). */
function refusalsWait(seconds: number): string {
  if (seconds < 90) return `${fmt.hu.num(seconds)} másodperc`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${fmt.hu.num(minutes)} perc`;
  return `${Math.floor(minutes / 60)} óra ${String(minutes % 60).padStart(2, '0')} perc`;
}

const refusalsUrl = (what: 'webhook' | 'pushEndpoint') => (what === 'webhook' ? 'A webhook' : 'A push-végpont');
const refusalsNums = (values: readonly number[]) => fmt.hu.and(values.map(fmt.hu.num));

/** A hidden character in a message or the notes (src/engine/names.ts, hiddenChar). */
const refusalsHidden = {
  control: 'vezérlőkaraktert',
  direction: 'irányjelet, amely átrendezheti a körülötte álló szavakat',
  variation: 'magában álló változatválasztót, egy láthatatlan karaktert',
  invisible: 'láthatatlan karaktert',
  unknown: 'megállapodott kinézet nélküli karaktert (magáncélú vagy kiosztatlan)',
};

const refusals: Dict['refusals'] = {
  // ---------------------------------------------------------------- names
  nameEmpty: (r) => `${refusalsWhose(r)} üres.`,
  nameControl: (r) => `${refusalsWhose(r)} vezérlőkaraktert vagy sortörést tartalmaz (${r.char}): írd egy sorba.`,
  nameDirection: (r) =>
    `${refusalsWhose(r)} irányjelet tartalmaz (${r.char}), amely átrendezheti a körülötte álló ` +
    `szavakat: írd be újra nélküle.`,
  nameVariation: (r) =>
    `${refusalsWhose(r)} magában álló változatválasztót tartalmaz (${r.char}), amely láthatatlan ` +
    `karakter: írd be újra nélküle.`,
  nameInvisible: (r) => `${refusalsWhose(r)} láthatatlan karaktert tartalmaz (${r.char}): írd be újra nélküle.`,
  nameUnknown: (r) =>
    `${refusalsWhose(r)} olyan karaktert tartalmaz, amelynek nincs elfogadott alakja (${r.char}, ` +
    `magáncélú vagy kiosztatlan): válassz mást.`,
  nameSeparator: (r) =>
    `${refusalsWhose(r)} ezt a jelet tartalmazza: „${r.char}”. A játék vesszőt, kettőspontot és ` +
    `zárójelet ír a nevek közé és után („Ana, Bo és Cy”, „Ana (te)”), ezért a név nem tartalmazhat ` +
    `ilyet.`,
  nameLoneAccent: (r) => `${refusalsWhose(r)} olyan ékezetet tartalmaz (${r.char}), amely nem betűn áll.`,
  nameAccents: (r) => `${refusalsWhose(r)} egy betűn több mint ${r.max} ékezetet tartalmaz.`,
  nameTooLong: (r) => `${refusalsWhose(r)} ${r.length} karakterből áll, ez több mint ${r.max}.`,
  nameNoLetter: (r) => `${refusalsWhose(r)} nem tartalmaz se betűt, se számjegyet.`,
  nameReserved: (r) =>
    `${refusalsWhose(r)} („${r.name}”) olyan szó, amelyet a játék erre használ: ` +
    `${refusalsMeans[r.means]}. Válassz másikat, például családnévvel vagy kezdőbetűvel, hogy ` +
    `egyetlen mondat se jelenthessen két embert.`,
  nameSame: (r) =>
    `${refusalsWhose(r)} ugyanaz, mint ${refusalsPlayer(r.first)} neve („${r.name}”): adj minden ` +
    `játékosnak különböző nevet, hogy mindenki tudja, ki mit csinált.`,
  nameLookAlike: (r) =>
    `${refusalsWhose(r)} („${r.name}”) túlságosan hasonlít ${refusalsPlayer(r.first)} nevére ` +
    `(„${r.firstName}”): adj minden játékosnak olyan nevet, amelyet a többiek első pillantásra meg ` +
    `tudnak különböztetni.`,

  // ---------------------------------------------------------------- any action
  notYourTurn: () => 'Nem te következel: a játék valaki másra vár.',
  seatNotWaited: () => 'Ez a játékos most nincs soron: nincs mit dönteni helyette.',
  standInNothing: () => 'A helyettes nem talált semmit, amiről dönthetne.',
  invalidSettings: (r) => `Érvénytelen játékbeállítások (${r.path || 'bemenet'}).`,
  invalidAction: (r) => `Ez a lépés érvénytelen${r.path === undefined ? '' : ` (${r.path || 'lépés'})`}.`,
  gameOver: () => 'A játék véget ért.',
  noSuchSeat: () => 'Ilyen játékos nincs ebben a játékban.',

  // ---------------------------------------------------------------- setup
  dealTooMany: (r) =>
    `A leosztás többször kéri ezt: ${r.item} ` +
    `(${r.pile === 'ships' ? 'hajópakli' : 'semleges készlet'}), mint ahányszor a játékban szerepel.`,
  variantsNotWithTwo: () => `A ${terms.kingsFavor} és az ${terms.express} nem használható 2 játékossal.`,
  threeNeighborhoodsForThree: () =>
    'A háromnegyedes változat 3 játékosnak szól (2 játékos mindig három negyeddel játszik).',
  strongNeutralForTwo: () => 'Az erős semleges játékos a 2 játékos játékhoz való.',
  dealOrderCards: (r) => `A sorrendjelző kártyák értéke 1 és ${r.players} között legyen, játékosonként egy.`,
  dealCardTwice: () => 'Minden karakterkártya csak egyszer létezik.',
  neighborhoodNotInPlay: (r) =>
    `${refusalsCap(refusalsThe(r.neighborhood))} ${terms.neighborhood(r.neighborhood)} nincs játékban.`,
  neutralOnlyWithTwo: () => 'Semleges üzletkötők csak 2 játékos esetén vannak.',

  // ---------------------------------------------------------------- bidding
  bidTwo: () => 'Most minden játékosnak 2 üzletkötőt kell licitálnia.',
  alreadyBid: () => 'Ebben a körben már licitáltál.',
  noBidBrokers: (r) => `Nincs ${refusalsNums(r.values)} értékű üzletkötőd a paraván mögött a licithez.`,
  noBidLeft: () => 'A 4. kör az utolsó: nincs több licit, amit megtervezhetnél.',
  chooseOrder: () => 'Most ki kell választanod a helyedet a játékos sorrendben.',
  positionTaken: (r) =>
    `${refusalsCap(refusalsThe(r.position))} ${r.position}. hely nem szabad; válassz: ` +
    `${fmt.hu.or(r.free.map((n) => `${n}.`))} hely.`,

  // ---------------------------------------------------------------- placement
  placeTwo: () => 'Te következel: helyezz el 2 üzletkötőt.',
  oneUpOneDown: () => 'Pontosan egy üzletkötőt helyezz el nyíltan, egyet pedig titkosan.',
  onlyConjurer: () => `Csak ${terms.theCard.conjurer} engedi, hogy üzletkötő a paraván elől érkezzen.`,
  conjurerRefill: () =>
    `${refusalsCap(terms.theCard.conjurer)} esetén add meg, melyik üzletkötő lép a paraván mögül a ` +
    `helyére, a paraván elé.`,
  notBehind: (r) => `Nincs ${refusalsNums(r.values)} értékű üzletkötőd a paraván mögött.`,
  notInFront: (r) => `Nincs ${refusalsNums(r.values)} értékű üzletkötőd a paraván előtt.`,
  placeNeutral: () => '2 játékos esetén 1 semleges üzletkötőt is el kell helyezned titkosan.',
  queenClosed: (r) =>
    `${refusalsCap(terms.theCard.queen)} a kör hátralévő részére lezárta ezt a helyet: ${terms.spot(r.spot)}.`,
  rowClosed: (r) => `${refusalsCap(refusalsThe(r.row))} ${r.row}. piaci sor ebben a játékban zárva van.`,
  squareTaken: (r) => `Ezen a piaci mezőn már áll üzletkötő: ${r.row}. sor, ${terms.colour[r.column]} oszlop.`,
  squareTwice: (r) =>
    `Egy piaci mezőre csak egy üzletkötő kerülhet: kétszer választottad ezt: ${r.row}. sor, ` +
    `${terms.colour[r.column]} oszlop.`,

  // ---------------------------------------------------------------- character cards
  cardNotHeld: (r) => `${refusalsCap(terms.theCard[r.card])} nincs a kezedben.`,
  cardWonThisTurn: (r) =>
    `${refusalsCap(terms.theCard[r.card])} ebben a körben került hozzád: csak a következő körtől játszhatod ki.`,
  twoCardsPlayed: () => 'Ebben a körben már kijátszottál 2 kártyát.',
  cardNotNow: (r) =>
    `${refusalsCap(terms.theCard[r.card])} most nem játszható ki: ${refusalsMoment[r.moment]} lehet kijátszani.`,
  playOrPass: () => 'Játssz ki egy kártyát, vagy passzolj.',
  noBrokerAt: (r) => `Nincs üzletkötőd itt: ${refusalsPlace(r.at)}, ${r.position}. hely.`,
  queensAreaUntouchable: () => `${refusalsCap(terms.theCard.queen)} kerületében álló üzletkötőkhöz nem lehet nyúlni.`,
  captainTwoNeighborhoods: () =>
    `${refusalsCap(terms.theCard.captain)} két különböző, játékban lévő negyed hajóit cseréli meg.`,
  magicianTwoPlaces: () => `${refusalsCap(terms.theCard.magician)} két különböző helyen álló üzletkötőt cserél meg.`,
  mercenaryMarks: () =>
    `${refusalsCap(terms.theCard.mercenary)} az imént elhelyezett két üzletkötőd egyikét jelöli meg.`,
  heraldNoThrone: () => `${refusalsCap(terms.theCard.herald)} a trónteremben álló üzletkötőkhöz soha nem nyúl.`,
  heraldAnotherPlace: () => `${refusalsCap(terms.theCard.herald)} egy üzletkötőt egy másik helyre mozgat.`,
  alchemistBoth: () =>
    `${refusalsCap(terms.theCard.alchemist)} egy általad odaadott drágakövet cserél egy általad elvett drágakőre.`,
  alchemistOtherColour: () => `${refusalsCap(terms.theCard.alchemist)}: csak más színű drágakőre cserélhetsz.`,
  noGemToGive: (r) => `Nincs ${terms.colour[r.gem]} drágaköved, amelyet odaadhatnál.`,
  bankerTwoGems: () => `${refusalsCap(terms.theCard.banker)} két különböző drágakő értékét mozgatja.`,
  spyNotPlayed: () =>
    `Csak az nézheti meg a titkos üzletkötőket, aki ebben a körben kijátszotta ${terms.theCard.spy} kártyát.`,
  spyOnlyPlacement: () => `${refusalsCap(terms.theCard.spy)} csak az elhelyezés fázisában nézhet meg üzletkötőt.`,
  spyThreeLooks: () => `${refusalsCap(terms.theCard.spy)} már megnézett 3 üzletkötőt.`,
  noThroneRoom: () => 'Ebben a játékban nincs trónterem.',
  spyFaceDownOther: () => `${refusalsCap(terms.theCard.spy)} egy másik játékos titkos üzletkötőjét nézheti meg.`,
  spyNeutral: () =>
    `Egy semleges üzletkötő értékét senki sem ismerheti meg az értékelése előtt, még ${terms.theCard.spy} sem.`,
  spySeen: () => 'Ezt az üzletkötőt már megnézted.',
  quotationAtEnd: (r) =>
    `A ${terms.colour[r.colour]} drágakő értéke már ` +
    `${r.step > 0 ? 'a legfelső mezőn (12)' : 'a legalsó mezőn (0)'} áll: a lépésnek változtatnia ` +
    `kell egy értéken (R7.5).`,

  // ---------------------------------------------------------------- counting
  chooseGems: (r) => `Válaszd ki a drágaköveidet ${refusalsThe(r.neighborhood)} ${r.neighborhood}. negyed kikötőjében.`,
  takeExactly: (r) => `Pontosan ${fmt.hu.num(r.count)} drágakövet vegyél el.`,
  noGemInPort: (r) => `Ebben a kikötőben nem maradt ${terms.colour[r.gem]} drágakő.`,
  whiteAsWhat: () => 'Nevezd meg, milyen színű drágakőként veszed el a fehér drágakövet.',
  onlyWhiteAs: () => 'Csak a fehér drágakő vehető el más színűként.',
  nameWhiteColour: (r) =>
    `Nevezd meg, milyen színűvé válik a fehér drágaköved ` +
    `(${r.reason === 'blueCard' ? 'kék keretes kártya' : terms.marketRow(r.reason.row)}).`,
  orderColumns: () => 'Állítsd sorrendbe a piac döntetlen oszlopait.',
  orderExactly: (r) =>
    `Pontosan a döntetlen oszlopokat állítsd sorrendbe ` +
    `(${fmt.hu.and(r.columns.map((c) => terms.colour[c]))}), a legjobbal kezdve.`,
  moveQuotation: () => 'Piacvezetőként mozgass egy drágakőértéket egy mezővel.',

  // ---------------------------------------------------------------- the King's Favor
  throneChoose: () => 'Válaszd ki a paraván előtt álló üzletkötőid egyikét a trónterembe.',
  throneChosen: () => 'Már kiválasztottad a trónterembe kerülő üzletkötődet.',

  // ---------------------------------------------------------------- the game's object
  notFound: () => 'Ezen a címen nincs játék, vagy a link érvénytelen. Ellenőrizd, hogy a teljes linket másoltad-e ki.',
  gone: (r) =>
    `${r.finished ? 'Ez a befejezett játék' : 'Ez a játék'} törlődött (${terms.date(r.at)}), miután ` +
    `${fmt.hu.num(r.days)} napig senki sem lépett.`,
  storedDamaged: (r) => `A játék mentett adatai sérültek, nem olvashatók.${r.detail ? ` (${r.detail})` : ''}`,
  storedOlder: (r) =>
    `Ez a játék régi formátumban lett mentve (tárolási formátum: ${r.storage}), amelyet ez a szerver már nem olvas.`,
  storedNewer: (r) =>
    `Ezt a játékot az Ys online egy újabb verziója mentette (tárolási formátum: ` +
    `${r.storage}${r.stateSchema === null ? '' : `, állapotséma: ${r.stateSchema}`}); ` +
    (`ez a szerver legfeljebb ezeket olvassa: tárolási formátum ${r.readsStorage}, állapotséma ` +
      `${r.readsSchema}. A folytatáshoz frissítsd a szervert.`),
  storedSchema: (r) =>
    `Ez a játék olyan állapotsémával lett mentve (${r.stateSchema}), amelyet ez a szerver nem tud olvasni.`,
  storedActionBroken: (r) =>
    `A játék ${r.seq}. mentett lépése már nem alkalmazható, ezért a játék nem folytatható biztonságosan.`,
  noSecretCheck: () =>
    'Ennek a szervernek nincs LINK_SECRET beállítása, ezért nem tudja ellenőrizni a játékok linkjeit.',
  noSecretSign: () => 'Ennek a szervernek nincs LINK_SECRET beállítása, ezért nem tudja aláírni a játékok linkjeit.',
  gameExists: () => 'Ez a játék már létezik.',
  standInNotYours: () => 'Helyettes csak akkor dönt, ha egy játékos ideje lejárt: hozd meg a saját döntésedet.',
  linkReplaced: () => 'Nem történt lépés: ezt a linket a házigazda lecserélte. Kérd el tőle az újat.',
  seatStandIn: () =>
    'Nem történt lépés: a házigazda átadta a helyedet a helyettesnek, aki helyetted dönt. Ha újra ' +
    'játszanál, kérd meg, hogy adja vissza a helyedet (új linkkel).',
  stale: () =>
    'Ez az oldal elavult volt: a játék azóta továbbhaladt. Itt a jelenlegi állás; dönts újra, ha még te következel.',
  noPush: () => 'Ez a szerver nem küld push-értesítéseket (nincsenek VAPID-kulcsai).',
  noMail: () => 'Ez a szerver nem küld e-mailt.',
  noClock: () => 'Ebben a játékban nincs lépésenkénti időkorlát: nincs óra, amelyet szüneteltetni lehetne.',
  unknownLang: () => 'Válassz a felkínált nyelvek közül.',
  noSeatHere: (r) =>
    `Ebben a játékban ezek a játékosok vannak: 0–${r.seats - 1}; ${refusalsPlayer(r.seat)} nem létezik.`,
  botSeat: () => 'Ezt a helyet a játék botja játssza: nincs linkje, és nincs szüksége helyettesre.',
  alreadyOver: () => 'Ez a játék már véget ért: nincs mit befejezni.',
  rematchNotOver: () => 'Visszavágót csak a játék vége után lehet indítani.',
  recordNotOver: () =>
    'A játék jegyzőkönyve és visszajátszása csak a játék vége után nyílik meg: addig felfednék, ami rejtett (R13): ' +
    ('a kezdőérték meghatároz minden még hátralévő kártyát és hajót, a lépések pedig megmutatják a ' +
      'titkos üzletkötőket és a liciteket.'),
  recordBroken: () =>
    'A játék jegyzőkönyve ezen a szerveren már nem játszható vissza, ezért a visszajátszás nem jeleníthető meg.',
  ended: () => 'A házigazda befejezte ezt a játékot.',
  tooManyFromAddress: (r) =>
    `Túl sok új játék a címedről: percenként legfeljebb ${fmt.hu.num(r.allowed)}. Nem jött létre ` +
    `játék; próbáld újra ${refusalsWait(r.retryAfter)} múlva.`,
  dailyBudget: (r) =>
    `Ez a szerver már létrehozta az összes új játékot, amelyet egy nap alatt létrehoz ` +
    `(${fmt.hu.num(r.allowed)}, hogy az ingyenes tárhely keretein belül maradjon). ` +
    (`Nem jött létre játék; próbáld újra UTC éjfél után, ${refusalsWait(r.retryAfter)} múlva. A már ` +
      `létrehozott játékok a szokott módon folytatódnak.`),
  budgetUnavailable: () =>
    'A szerver most nem tudta megszámolni ezt az új játékot. Nem jött létre játék; próbáld újra ' +
    'néhány másodperc múlva.',
  tooManyWrites: (r) =>
    `Túl sok ilyen változtatás erről a linkről: percenként legfeljebb ${fmt.hu.num(r.max)}. Semmi sem változott; ` +
    `próbáld újra ${refusalsWait(r.retryAfter)} múlva.`,
  writeBudget: (r) =>
    `Ez a játék már megtette az összes változtatást a lépéseken kívül, amelyet egy nap alatt tehet ` +
    `(${fmt.hu.num(r.allowed)} írt sor, hogy egyetlen játék se használja el a szerver ingyenes tárhelyének nagy ` +
    `részét). ` +
    `Semmi sem változott; próbáld újra UTC éjfél után, ${refusalsWait(r.retryAfter)} múlva. A lépések a szokott ` +
    `módon folytatódnak.`,

  // ---------------------------------------------------------------- request bodies
  bodyUnreadable: () => 'A kérés törzse nem olvasható.',
  bodyTooLarge: (r) => `A kérés törzse túl nagy (legfeljebb ${fmt.hu.num(r.max)} bájt lehet).`,
  bodyNotUtf8: () => 'A kérés törzse nem érvényes UTF-8 szöveg; UTF-8 kódolású szöveget küldj.',
  bodySurrogate: () =>
    'A kérés törzsében érvénytelen Unicode-szöveg van (egy magányos UTF-16 helyettesítő, például \\ud800).',
  bodyNumberTooLarge: () => 'A kérés törzsében egy szám túl nagy.',
  bodyEmpty: () => 'A kérés törzse üres; JSON-t küldj.',
  bodyTooDeep: (r) => `A kérés törzse túl mélyen ágyazott (a határ ${r.max} szint); a játék egyetlen kérése sem ilyen.`,
  bodyNotJson: () => 'A kérés törzse nem érvényes JSON.',
  jsonNotForm: () => 'Ide JSON kell (Content-Type: application/json), nem űrlap.',
  sendForm: () => 'Űrlapot küldj (application/x-www-form-urlencoded vagy multipart/form-data).',
  formMalformed: () => 'Az űrlap hibás, nem sikerült beolvasni; küldd el újra az oldalról.',
  formTooManyFields: (r) => `Az űrlap túl sok mezőt tartalmaz (a határ ${r.max}).`,
  unexpectedBody: (r) => `Váratlan törzs: ${r.path || 'a törzs'} érvénytelen.`,
  controlFormUnreadable: () => 'Az űrlapot nem sikerült beolvasni.',

  // ---------------------------------------------------------------- the server
  crossSite: () =>
    'Elutasítva: ez a kérés egy másik webhelyről érkezett. Az Ys online csak a saját oldalairól fogad ' +
    'űrlapokat, lépéseket és élő kapcsolatokat ' +
    '(egy szkript Origin fejléc nélkül is küldheti a kéréseit).',
  notConfigured: () =>
    'Ez a szerver nincs beállítva: a LINK_SECRET nincs megadva, ezért nem tudja aláírni és ' +
    'ellenőrizni a játékok linkjeit. ' +
    ('Az üzemeltetőnek le kell futtatnia az `npx wrangler secret put LINK_SECRET` parancsot, majd újra ' +
      'telepítenie a szervert.'),
  serverError: () => 'Hiba történt a szerveren. Semmi sem változott; próbáld újra.',
  expectedWebSocket: () => 'WebSocket-kapcsolatra számítottunk.',
  usePost: () => 'Ez a házigazdai vezérlő megváltoztatja a játékot: POST kérést használj.',

  // ---------------------------------------------------------------- a new game
  sendNewGameForm: () => 'Az új játék űrlapját küldd el.',
  createTakesJson: () => 'Ide JSON kell: az új játékot Content-Type: application/json fejléccel küldd.',
  badNewGame: (r) => `Hibás új játék: ${r.path || 'a törzs'} érvénytelen.`,
  fixedDealRefused: () =>
    'A seed és a deal csak ott fogadható el, ahol a telepítés beállítja az ALLOW_FIXED_DEALS=1 ' +
    'értéket (tesztek, helyi fejlesztés): ' +
    'aki ismerné a kezdőértéket, ismerhetné a hajópaklit és a karakterkártyák pakliit is.',
  allBots: () => 'Legalább egy játékosnak embernek kell lennie: egy csak botokból álló játékot senki sem játszana.',
  botEmail: () => 'Egy bot helyéhez nem tartozik e-mail-cím: senki sem olvasná.',
  noMailServer: () =>
    'Ez a szerver nem küld e-mailt: hagyd üresen a játékosok címét, és küldd el nekik magad a linkjüket.',
  chooseMoveTime: () => 'Válassz a listából lépésenkénti időt.',
  moveSecondsRange: (r) =>
    `A lépésenkénti idő ${fmt.hu.num(r.min)} és ${fmt.hu.num(r.max)} másodperc (2 hét) között lehet, ` +
    `vagy 0, ha nincs korlát.`,
  playerEmailTooLong: (r) =>
    `${refusalsCap(refusalsPlayer(r.player))} e-mail-címe: egy e-mail-cím legfeljebb 254 karakter lehet.`,
  playerNotEmail: (r) => `${refusalsCap(refusalsPlayer(r.player))} e-mail-címe: ez nem e-mail-cím.`,
  playerSeatChoice: (r) => `${r.player}. játékos: válassz embert vagy botot.`,
  notUrl: (r) => `${refusalsUrl(r.what)} nem URL.`,
  notHttps: (r) =>
    `${refusalsUrl(r.what)} csak https:// URL ` +
    `lehet${r.what === 'webhook' ? ' (amilyet a Discord és a Slack ad)' : ''}.`,
  urlTooLong: (r) => `${refusalsUrl(r.what)} hosszabb ${fmt.hu.num(r.max)} karakternél.`,
  urlCredentials: (r) => `${refusalsUrl(r.what)} nem tartalmazhat felhasználónevet vagy jelszót.`,
  urlPort: (r) => `${refusalsUrl(r.what)} csak a szabványos https-portot (443) használhatja, mást nem.`,
  urlIpAddress: (r) => `${refusalsUrl(r.what)} címében a szerver neve álljon, ne IP-cím.`,
  urlLocalName: (r) =>
    `${refusalsUrl(r.what)} csak a nyilvános interneten lehet: nem lehet localhost, sem pont nélküli ` +
    `vagy .localhost, .local, .internal, .home.arpa végű név.`,
  pushServiceUnknown: () =>
    'A push-végpont csak egy böngésző push-szolgáltatásánál lehet (Google, Mozilla, Apple vagy Microsoft).',
  checkNamesTooLong: (r) => `Ellenőrizd a neveket: egy név legfeljebb ${r.max} karakter lehet.`,
  checkNamesTooMany: () => 'Ellenőrizd a neveket: legfeljebb 4 játékos lehet.',
  twoNames: () => 'Az Ys 2–4 játékos játéka: adj meg legalább két nevet (R2.1).',
  cannotSetUp: (r) => `Ezt a játékot nem lehet előkészíteni: ${r.path || 'a beállítások'} érvénytelen.`,

  // ---------------------------------------------------------------- a seat's action
  formUnreadable: () => 'Ezt az űrlapot nem sikerült beolvasni.',
  fieldMissing: (r) => refusalsForm(`hiányzó mező: ${refusalsField(r.field, r.n)}`),
  fieldRepeated: (r) => refusalsForm(`többször elküldött mező: ${refusalsField(r.field, r.n)}`),
  fieldNotNumber: (r) => refusalsForm(`egész számnak kell lennie: ${refusalsField(r.field, r.n)}`),
  fieldNotOneOf: (r) =>
    refusalsForm(`ezek egyikének kell lennie (${fmt.hu.or(r.values)}): ${refusalsField(r.field, r.n)}`),
  fieldNotSpot: (r) => refusalsForm(`nem hely a táblán: ${refusalsField(r.field, r.n)}`),
  fieldNotCity: (r) => refusalsForm(`a város egy kerületének kell lennie: ${refusalsField(r.field, r.n)}`),
  fieldNotBroker: (r) => refusalsForm(`nem üzletkötő a táblán: ${refusalsField(r.field, r.n)}`),
  fieldNotBrokerValue: (r) => refusalsForm(`egy üzletkötő értékének kell lennie: ${refusalsField(r.field, r.n)}`),
  sayFaceUp: () => refusalsForm('add meg, melyik üzletkötő kerül nyíltan a táblára'),
  refillFromFront: (r) =>
    refusalsForm(
      `${refusalsField(r.nth === 1 ? 'broker1' : 'broker2')} a paraván elől jön: válaszd ki a paraván ` +
        `mögül azt az üzletkötőt, amelyik a helyére kerül`,
    ),
  gemsFormat: () => refusalsForm('egy vagy két drágakő nevét kell megadni'),
  whiteColourMissing: () => refusalsForm('add meg, milyen színűvé válik a fehér drágaköved'),
  columnsTwice: () => refusalsForm('minden oszlopot csak egyszer nevezz meg'),
  bidFormat: () => refusalsForm('a licit két üzletkötőérték párja legyen'),
  formNotAction: (r) => `Ez az űrlap nem ad ki érvényes lépést${r.path ? ` (${r.path})` : ''}.`,
  actionBodyNoAction: () => 'Várt formátum: { action, version }: action: hiányzik a lépés',
  actionBodyNoVersion: () =>
    'Várt formátum: { action, version }: version: hiányzik a verzió: küldd el annak a nézetnek a ' +
    'verzióját, amely alapján döntöttél, ' +
    'hogy a kétszer elküldött lépés csak egyszer hajtódjon végre',
  actionBodyInvalid: (r) => `Várt formátum: { action, version }: ${r.path || 'a törzs'} érvénytelen.`,

  // ---------------------------------------------------------------- host controls
  confirmEnd: () => 'Jelöld be a négyzetet, hogy megerősítsd: a játék mindenki számára véget ér.',
  seatParam: () => 'Nincs ilyen játékos: a játékost egy szám jelöli, az első játékos a 0.',

  // ---------------------------------------------------------------- a seat's notifications
  emailTooLong: () => 'Egy e-mail-cím legfeljebb 254 karakter lehet.',
  notEmail: () => 'Ez nem e-mail-cím.',
  sendSubscriptionJson: () => 'A feliratkozást JSON-ként küldd el.',
  sendJson: () => 'JSON-t küldj.',

  // ---------------------------------------------------------------- the replay
  replayStepNaN: () =>
    'Ez a visszajátszási lépés nem szám. A lépések számozása 0-tól (a kezdettől) indul; a kezdéshez ' +
    'nyisd meg a visszajátszást ?step= nélkül.',
  replayPart: () =>
    'Ez a visszajátszási cím nem létező részt kér: csak part=step van (egyetlen lépés, az oldal ' +
    'szkriptjének); a teljes oldalhoz nyisd meg part= nélkül.',
  noReplayStep: (r) => `Nincs ilyen lépés: ${r.step}. Ennek a visszajátszásnak a lépései: 0–${r.last}.`,
  noAnalysisSeat: (r) =>
    `Ebben a játékban nincs ${r.seat}. hely: a helyek számozása 0-tól ${r.last}-ig tart (?seat=0 az első).`,
  analysisMismatch: () =>
    'Az elküldött elemzés nem egyezik e hely döntéseivel ebben a játékban. Töltsd újra az oldalt, ' +
    'hogy újra kiszámolja.',
  // ---------------------------------------------------------------- a csevegés és a jegyzetek
  analysisOrder: (r) =>
    `A küldött elemzés nem a meghozatal sorrendjében sorolja fel ennek a helynek a döntéseit (a(z) ` +
    `${r.version}. változatnál). Töltsd újra az oldalt, hogy újra kiszámolja.`,
  analysisStandIn: (r) =>
    `A küldött elemzés a helyettes lépését javasolja a(z) ${r.version}. változatnál: javaslat csak ` +
    `olyan lépés lehet, amelyet maga a hely megtehet. Töltsd újra az oldalt, hogy újra kiszámolja.`,
  analysisIllegal: (r) =>
    `A küldött elemzés a(z) ${r.version}. változatnál olyan lépést javasol, amelyet a szabályok akkor ` +
    `nem engedtek ennek a helynek. Töltsd újra az oldalt, hogy újra kiszámolja.`,
  replayTooFast: (r) =>
    `Ez a link túl sok visszajátszási lépést vagy elemzést kért: legfeljebb ` +
    `${fmt.hu.num(r.max)} ` +
    `percenként. Próbáld újra ${refusalsWait(r.retryAfter)} múlva.`,
  chatBefore: () => 'Add meg, mely üzeneteket olvasnád: ?before= és a legrégebbi látható üzenet száma.',
  chatEmpty: () => 'Az üzenet üres: előbb írj valamit.',
  chatTooLong: (r) => `Az üzenet ${fmt.hu.num(r.length)} karakteres, több mint ${fmt.hu.num(r.max)}. Nem került ki.`,
  chatChar: (r) => `Az üzenet ${refusalsHidden[r.kind]} tartalmaz (${r.char}): küldd el nélküle. Nem került ki.`,
  chatLoneMark: (r) =>
    `Az üzenetben egy ékezet (${r.char}) nem betűn áll: írd be a betűt az ékezetével együtt. Nem került ki.`,
  chatMarks: (r) =>
    `Az üzenetben egy betűn több mint ${fmt.hu.num(r.max)} ékezet áll egymáson: küldd el nélkülük. Nem került ki.`,
  chatTooFast: (r) =>
    `Percenként legfeljebb ${fmt.hu.num(r.max)} üzenet: próbáld újra ${refusalsWait(r.retryAfter)} ` +
    `múlva. Nem került ki.`,
  chatFull: (r) => `Ennek a játéknak a csevegése megtelt (${fmt.hu.num(r.max)} üzenet): több nem küldhető.`,
  chatMuted: () => 'A házigazda elnémított ennek a játéknak a csevegésében: az üzeneted nem került ki.',
  chatSeatsOnly: () => 'Csak a játékosok írhatnak a csevegésbe: ez a link nem egy játékosé.',
  chatNoMessage: (r) => `Ennek a játéknak a csevegésében nincs ${r.id}. üzenet.`,
  chatBody: () => 'A szöveget így küldd: { "text": "…" }, vagy az űrlap text mezőjében.',
  hintsOff: () => 'Ez a játék tippek nélkül jött létre.',
  hintNotYourMove: () => 'Tippet a saját lépésedhez kérhetsz: a játék most nem rád vár.',
  planWaitedOn: () => 'A játék most rád vár: lépj most, ne tervezd meg.',
  planKind: () => 'Csak lehelyezés, licit, kártya vagy passz tervezhető meg.',
  planNotNow: () =>
    'Most semmit sem tervezhetsz: a házigazda szüneteltette a játékot, vagy a helyedet a helyettesnek adta.',
  standingInvalid: (r) =>
    `Várt formátum: { pass, gems }: ${r.path || 'a törzs'} érvénytelen` +
    ` (gems: különböző színek a blue, green, yellow, red közül).`,
  notesTooLong: (r) =>
    `A jegyzetek ${fmt.hu.num(r.length)} karakteresek, több mint ${fmt.hu.num(r.max)}. Nem lettek mentve.`,
  notesChar: (r) => `A jegyzetek ${refusalsHidden[r.kind]} tartalmaznak (${r.char}): töröld. Nem lettek mentve.`,
};

// ---------------------------------------------------------------- notify

// Te, as the Hungarian rulebook addresses the reader; "játék" for one game and "hely" for
// a seat, as pages says. Names never take a suffix: they stand in parentheses or after a colon.
const notifyCapital = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);
/** The push button's label, as the iPhone note and the blocked message name it. */
const notifyButton = 'Értesíts';

const notify: Dict['notify'] = {
  title: 'Értesítések',
  notifyMe: notifyButton,
  stop: 'Leállítás',
  iphoneNote:
    `iPhone-on vagy iPaden: add hozzá ezt az oldalt a főképernyőhöz (Megosztás, majd Főképernyőhöz ` +
    `adás), nyisd meg onnan, aztán nyomd meg az ${notifyButton} gombot.`,
  mailOn: 'Ennél a helynél be vannak kapcsolva az e-mailek.',
  stopMails: 'E-mailek leállítása',
  mailLabel: 'Küldj e-mailt, amikor a játék rám vár',
  save: 'Mentés',
  mailPrivate: 'A címedet a többi játékos sosem látja.',

  script: {
    on: 'Ez a böngésző értesítést kap, amikor a játék rád vár.',
    off: 'Ez a böngésző nem kap értesítést.',
    unreachable: 'A játék nem érhető el: ellenőrizd a kapcsolatot, és próbáld újra.',
    refused: (status) => `A játék ezt elutasította (${status}).`,
    subscribeFailed: 'Ezt a böngészőt nem sikerült feliratkoztatni (privát ablakban nem lehet): próbáld újra később.',
    blocked:
      `Ezen az oldalon le vannak tiltva az értesítések: engedélyezd őket a böngésző beállításaiban, ` +
      `aztán nyomd meg újra az ${notifyButton} gombot.`,
    unsubscribeFailed: 'Ezt a böngészőt nem sikerült leiratkoztatni: próbáld újra később.',
  },

  gameName: (names) => `Ys (${fmt.hu.and(names)})`,
  yourMove: (game) => `Te jössz: ${game}`,
  reminder: (game) => `Emlékeztető – te jössz: ${game}`,
  ask: (decision) => notifyCapital(decision.replace(/^[^:]*: /, '')),
  notice: (ask, left) => `${ask}${left ? ` (${left})` : ''}.`,
  // After a number the noun stays singular: "3 lépés".
  sinceLastMove: (moves, latest, messages) =>
    `A legutóbbi lépésed óta: ${[
      moves ? `${fmt.hu.num(moves)} lépés; legutóbb: ${latest}` : '',
      messages ? `${fmt.hu.num(messages)} új üzenet a csevegésben` : '',
    ]
      .filter(Boolean)
      .join('; ')}`,
  chatNew: (count, game) => `${fmt.hu.num(count)} új üzenet – ${game}`,
  chatOpen: 'Nyisd meg az oldaladat, és olvasd el a csevegést.',
  webhook: (decision, left, title) => `${title ?? 'Ys'}: ${decision}${left ? ` (${left})` : ''}.`,
  follow: 'Kövesd a játékot:',
  invitationTitle: (game) => `A helyed: ${game}`,
  invitationBody: (others) =>
    `Helyed van egy Ys online játékban; a többi játékos: ${fmt.hu.and(others)}. ` +
    ('Lent találod a saját linkedet a játékhoz: tartsd meg magadnak, mert akinél megvan, az játszik a ' +
      'helyeden. A játék e-mailt küld, amikor rád vár.'),
  mailWhy: 'Azért kapod ezt a levelet, mert egy Ys online játékban megadtak egy e-mail-címet a helyedhez.',
  mailStop: 'E-mailek leállítása egy kattintással:',

  badBack: 'A visszatérési oldalnak ennek a webhelynek egy oldalának kell lennie.',

  service: { webhook: 'a webhook', push: 'a push-szolgáltatás', mail: 'az e-mail-küldő API' },
  why: {
    unreachable: (service) => `${service} nem érhető el`,
    status: (service, status) => `${service} válasza: ${status}`,
    pushNotUrl: 'a push-végpont nem URL',
    pushNotHttps: 'a push-végpontnak https:// URL-nek kell lennie',
    encrypt: 'a push-üzenetet nem sikerült titkosítani ehhez a böngészőhöz',
    binding: 'a send_email binding elutasította a levelet',
    noVapid: 'ennek a szervernek most nincsenek VAPID-kulcsai',
    noMailer: 'ez a szerver most nem küld e-mailt',
    mailCap: 'ez a játék elérte a napi e-mail-keretét',
    notPublic: (service) => `${service}: erre a címre ez a szerver nem küldhet (csak nyilvános https)`,
    timeout: (service, seconds) => `${service} nem válaszolt ${fmt.hu.num(seconds)} másodpercen belül`,
    outCap: (max) => `ez a játék elérte az óránként ${fmt.hu.num(max)} kimenő kérésből álló keretét`,
  },
};

const hints: Dict['hints'] = {
  option: {
    label: 'Tippek (tanulójáték)',
    help: 'Minden játékos kérheti a bot javaslatát a lépéséhez; a napló mindenkinek megmutatja, ki kért.',
  },
  badge: 'Tippek bekapcsolva',
  badgeHelp: 'Tanulójáték: minden játékos kérheti a bot javaslatát, és a napló mindenkinek megmutatja, ki kért.',
  asked: (name) => `${name} tippet kért`,
  button: 'Tipp',
  working: 'Gondolkodom…',
  shown: 'A bot javaslata a táblán látható és ki van töltve: nézd át, módosítsd, ha akarod, és küldd el te magad.',
  why: (gain) => `A bot szerint ez nagyjából ${gain} GyP-t hoz neked a következő értékelésig.`,
  failed: 'Most nincs tipp: ellenőrizd a kapcsolatot, és próbáld újra.',
};

const chat: Dict['chat'] = {
  title: 'Csevegés',
  messages: 'Üzenetek, a legújabb elöl',
  older: 'Korábbi üzenetek',
  unread: (n) => `${n} új`,
  message: 'Üzenet',
  send: 'Küldés',
  help: 'Ezt a csevegést a játékosok és a házigazda olvassák. Legfeljebb 500 karakter.',
  none: 'Még nincs üzenet.',
  hidden: 'A házigazda elrejtette.',
  muted: 'A házigazda elnémított: olvashatod a csevegést, de nem írhatsz bele.',
  hide: 'Elrejtés',
  mute: (name) => `${name} elnémítása`,
  unmute: (name) => `${name} némításának feloldása`,
  mutedMark: 'Elnémítva: nem írhat a csevegésbe.',
  hostHelp:
    'Egy üzenet elrejtése mindenki számára törli a szövegét. Az elnémított játékos továbbra is olvassa a csevegést.',
  option: { label: 'A nézők olvassák a csevegést', help: 'Különben csak a játékosok és a házigazda olvassák.' },
  notes: {
    title: 'Jegyzeteim',
    label: 'A terveid, csak neked',
    save: 'Jegyzetek mentése',
    saving: 'Mentés…',
    saved: 'Mentve.',
    failed: 'Nincs mentve: ellenőrizd a kapcsolatot.',
    help:
      'Ezeket a jegyzeteket csak te látod: soha a többi játékos, a nézők vagy a házigazda. Gépelés ' +
      'közben mentődnek.',
  },
  standing: {
    title: 'Állandó döntések',
    pass: 'Passzolás minden kártyaablakban ebben a fordulóban',
    passHelp:
      'A következő licitig a kártyaablakaidban kérdezés nélkül passzolsz, és minden lerakásod utáni pillanatban ' +
      'is.',
    gems: 'A kikötő drágaköveit ebben a színsorrendben veszed el',
    gemAt: (n) => `${terms.ordinal(n)} szín`,
    noColour: '(nincs)',
    gemsHelp:
      'Amikor egy kikötő drágakövei közül választasz, ebben a sorrendben veszi el őket helyetted, elsőként egy ' +
      'fehéret, az első színként; a máshol nyert fehér drágakő is az első szín lesz. Ha a sorrend túl kevés ' +
      'felkínált drágakövet nevez meg, téged kérdez.',
    now: (pass, gems) => {
      const gemList = gems.map((g) => termsColour[g]).join(', ');
      const passing = pass ? ['passzolás ebben a fordulóban'] : [];
      const parts = [...passing, ...(gems.length ? [`drágakövek: ${gemList}`] : [])];
      return `Állandó döntések: ${parts.join('; ') || 'nincs'}`;
    },
    open: 'Módosítás',
    save: 'Mentés',
  },
  /** A seat's planned move (src/room/plans.ts), in its own panel alone. */
  plan: {
    ahead: 'A következő lépésem megtervezése',
    button: 'Tervezés',
    open: 'A tervezhető lehetőségek megjelenítése',
    as: (what: string) => `Tervezés: ${what}`,
    title: 'A tervezett lépésem',
    planned: (what: string) =>
      `A következő döntésedre tervezve: ${what}. Akkor lép életbe, ha semmi sem változott, amire épít.`,
    bid: (a: number, b: number) => `licit: ${fmt.hu.num(a)} és ${fmt.hu.num(b)}`,
    bidNote: (turn: number) =>
      `A(z) ${fmt.hu.num(turn)}. kör licitjénél játszódik le, mielőtt látnád a kör szereplőit (R4.1); ` +
      'nem játszódik le, ha előbb változik egy árfolyam vagy egy kéz.',
    placement: (value: number, faceUp: boolean, spot: Spot) =>
      `${fmt.hu.num(value)} ${faceUp ? 'képpel felfelé' : 'képpel lefelé'}: ${terms.spot(spot)}`,
    neutral: (spot: Spot) => `a semleges ügynök: ${terms.spot(spot)}`,
    card: (card: YellowCard) => `kijátszás: ${terms.theCard[card]}`,
    pass: 'passz',
    cancel: 'A terv törlése',
    dropped: (why: string) => `A tervezett lépésed nem lépett életbe: ${why}`,
    why: {
      decision: 'most másfajta döntésed van.',
      placed: (names: readonly string[], spot: Spot) => `${fmt.hu.and(names)} ide helyezett: ${terms.spot(spot)}.`,
      changed: (spot: Spot) => `megváltozott: ${terms.spot(spot)}.`,
      cards: 'a kártyák megváltoztak a tervezés óta.',
      quotation: 'az árfolyamok megváltoztak a tervezés óta.',
      paused: 'a házigazda szüneteltette a játékot.',
    },
  },
};

const chart: Dict['chart'] = {
  title: 'Hol dőlt el a játék',
  lead:
    'Minden játékos győzelmi pontja minden kör után (folytonos vonal), szaggatottan pedig a győzelmi ' +
    'pontja és az, amennyit a drágakövei érnének az adott kör drágakőértékei szerint.',
  tick: (turn) => (turn === 0 ? 'Kezdés' : `${turn}. kör`),
  vpAxis: 'GyP',
  vpLine: 'GyP',
  gemsLine: 'GyP + drágakövek a pillanatnyi értékükön',
  tableSummary: 'A pontok táblázatban',
  tableNote: 'GyP minden kör után, zárójelben GyP és drágakövek együtt.',
  player: 'Játékos',
};

export const hu: Dict = {
  lang: 'hu',
  terms,
  log,
  sections,
  prompt,
  board,
  rules,
  pages,
  refusals,
  notify,
  hints,
  chat,
  chart,
};
