// French (fr): the French edition's words where they could be established.
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

// Gems, columns and lines are feminine (gemme, colonne, ligne): the colour agrees with them.
const termsColour: Record<Gem, string> = {
  blue: 'bleue',
  green: 'verte',
  yellow: 'jaune',
  red: 'rouge',
  black: 'noire',
  white: 'blanche',
};
const termsPlural: Record<Gem, string> = {
  blue: 'bleues',
  green: 'vertes',
  yellow: 'jaunes',
  red: 'rouges',
  black: 'noires',
  white: 'blanches',
};
const termsArea = { port: 'zone du port', commerce: 'zone commerciale', palace: 'zone du palais' };

// No French rulebook is at hand: the names are those of the French edition as far as
// they could be established (Illusionniste, Intrigant, Magicien are proposed; see the issue's note).
const termsDate = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' });

const terms: Dict['terms'] = {
  brand: 'Ys online',
  card: {
    captain: 'Capitaine',
    cardinal: 'Cardinal',
    spy: 'Espion',
    conjurer: 'Illusionniste',
    queen: 'Reine',
    magician: 'Magicien',
    mercenary: 'Mercenaire',
    herald: 'Héraut',
    merchant: 'Marchand',
    intriguer: 'Intrigant',
    alchemist: 'Alchimiste',
    banker: 'Banquier',
    jeweler: 'Joaillier',
    prince: 'Prince',
    king: 'Roi',
    blue: 'Carte à bord bleu',
  },
  theCard: {
    captain: 'le Capitaine',
    cardinal: 'le Cardinal',
    spy: "l'Espion",
    conjurer: "l'Illusionniste",
    queen: 'la Reine',
    magician: 'le Magicien',
    mercenary: 'le Mercenaire',
    herald: 'le Héraut',
    merchant: 'le Marchand',
    intriguer: "l'Intrigant",
    alchemist: "l'Alchimiste",
    banker: 'le Banquier',
    jeweler: 'le Joaillier',
    prince: 'le Prince',
    king: 'le Roi',
    blue: 'une carte à bord bleu',
  },
  colour: termsColour,
  Colour: { blue: 'Bleu', green: 'Vert', yellow: 'Jaune', red: 'Rouge', black: 'Noir', white: 'Blanc' },
  aGem: (g) => `une gemme ${termsColour[g]}`,
  gems: (n, g) =>
    `${fmt.fr.num(n)} ${fmt.fr.plural(n, { one: `gemme ${termsColour[g]}`, other: `gemmes ${termsPlural[g]}` })}`,
  area: { port: 'port', commerce: 'commerce', palace: 'palais' },
  Area: { port: 'Port', commerce: 'Commerce', palace: 'Palais' },
  neighborhood: (n) => `quartier ${n}`,
  Neighborhood: (n) => `Quartier ${n}`,
  marketRow: (row) => `ligne ${row} du marché`,
  spot: (spot: Spot) =>
    'neighborhood' in spot
      ? `quartier ${spot.neighborhood}, ${termsArea[spot.area]}`
      : `ligne ${spot.row} du marché, colonne ${termsColour[spot.column]}`,
  spotLabel: (spot: Spot) =>
    'neighborhood' in spot
      ? `Quartier ${spot.neighborhood} · ${termsArea[spot.area]}`
      : `Ligne ${spot.row} du marché · ${termsColour[spot.column]}`,
  throneRoom: 'la salle du trône',
  ThroneRoom: 'Salle du trône',
  market: 'Marché',
  phase: {
    setup: 'Préparation',
    bid: "Mise pour l'ordre du tour",
    order: "Choix de l'ordre du tour",
    placement: 'Placement',
    counting: 'Décompte',
    kingsFavor: 'La Faveur du Roi',
    over: 'Fin de la partie',
  },
  kingsFavor: 'La Faveur du Roi',
  express: 'Ys Express',
  seatColour: ['violet', 'orange', 'rose', 'ardoise'],
  broker: (n) => fmt.fr.plural(n, { one: 'courtier', other: 'courtiers' }),
  vp: (n) => `${fmt.fr.num(n)} PV`,
  ordinal: (n) => `${n}${fmt.fr.ordinal(n) === 'one' ? 'er' : 'e'}`,
  neutral: 'le joueur neutre',
  Neutral: 'Neutre',
  seat: (n) => `Joueur ${n}`,
  bot: { standard: 'bot · standard', greedy: 'bot · facile' },
  and: (items) => fmt.fr.and(items),
  or: (items) => fmt.fr.or(items),
  num: (n) => fmt.fr.num(n),
  days: (n) => `${fmt.fr.num(n)} ${fmt.fr.plural(n, { one: 'jour', other: 'jours' })}`,
  // "1er septembre 2026": French says the first of a month as an ordinal.
  date: (at) => termsDate.format(at).replace(/^1 /, '1er '),
};

// ---------------------------------------------------------------- log

// Names come in whole and stay so: as a sentence's subject, or set off by a colon, never
// after "de" or "à" (which would want "d'Ana"). The neutral player is `terms.neutral`
// where a name stands, capitalised only when it begins a sentence. A no-break space
// (\u00a0) comes before ":" and ";", as French typography has it.

/** A record list ("Ana 5, Bo 3"): entries of one kind in a row, not a sentence's "et". */
const logList = (items: readonly string[]) => items.join(', ');
/** A name that begins a sentence: only the neutral player's words get a capital. */
const logCap = (name: string) =>
  name === terms.neutral ? terms.neutral.charAt(0).toUpperCase() + terms.neutral.slice(1) : name;
const logSigned = (n: number) => `${n > 0 ? '+' : ''}${fmt.fr.num(n)}`;
const logTotals = (totals: readonly { name: string; total: number }[]) =>
  logList(totals.map((t) => `${t.name} ${t.total}`));
/** A colour as a noun ("le cours du bleu"): masculine, unlike the gem's adjective. */
const logHue = (c: Colour) => terms.Colour[c].toLowerCase();
/** "dans le quartier 2, zone du port", "sur la ligne 3 du marché, colonne rouge", "dans la salle du trône". */
const logAt = (at: Spot | 'throne') =>
  at === 'throne'
    ? `dans ${terms.throneRoom}`
    : 'neighborhood' in at
      ? `dans le ${terms.spot(at)}`
      : `sur la ${terms.spot(at)}`;
const logFrom = (at: Spot | 'throne') =>
  at === 'throne'
    ? `de ${terms.throneRoom}`
    : 'neighborhood' in at
      ? `du ${terms.spot(at)}`
      : `de la ${terms.spot(at)}`;
const logTo = (at: Spot) => ('neighborhood' in at ? `au ${terms.spot(at)}` : `à la ${terms.spot(at)}`);
/** The brokers a placement put down, after "place"; `screen`: whose screen a broker came from the front of. */
const logPlacements = (brokers: readonly { value: number | null; fromFront: boolean; spot: Spot }[], screen: string) =>
  terms.and(
    brokers.map(
      (b) =>
        (b.value !== null ? `un ${b.value}` : 'un courtier face cachée') +
        (b.fromFront ? ` pris devant ${screen}` : '') +
        ` ${logAt(b.spot)}`,
    ),
  );
/** Gems taken, after "prend"; `as`: the colour a white gem was named as (R7.3). */
const logGemsTaken = (gems: readonly { gem: Gem; as?: KeptGem }[]) =>
  terms.and(
    gems.map((g) =>
      g.gem === 'white' && g.as ? `${terms.aGem('white')} comptée comme ${terms.colour[g.as]}` : terms.aGem(g.gem),
    ),
  );
const logWhite = (colour: Colour, row: number | null) =>
  `${terms.aGem(colour)} pour la gemme blanche (${row === null ? terms.theCard.blue : terms.marketRow(row)}).`;
const logOrdered = (columns: readonly Colour[]) =>
  `les colonnes à égalité\u00a0: ${logList(columns.map((c) => terms.colour[c]))} ` +
  '(mêmes totaux et mêmes courtiers\u00a0; le départage entre tous les joueurs décide, R7.5, R7.8).';
const logShipGem: Record<string, Gem> = { B: 'blue', G: 'green', Y: 'yellow', R: 'red', W: 'white' };
/** A ship card (R1.3) by its gems: the large colour, then the two small ones in brackets. */
const logShip = (ship: Ship | null) => {
  if (!ship) return 'aucun';
  const [large = '', small = ''] = ship.split('-');
  const colour = (letter: string) => terms.colour[logShipGem[letter] ?? 'white'];
  return `${colour(large)} (${[...small].map(colour).join(', ')})`;
};

const log: Dict['log'] = {
  neutral: terms.neutral,
  neutralInTotals: 'neutre',

  turnBegins: (turn, characters, ships, rowGems) =>
    `Début du tour ${turn}. Personnages révélés\u00a0: ` +
    `${logList(characters.map((c) => `${c.neighborhood}\u00a0: ${c.card ? terms.card[c.card] : 'aucun'}`))}. ` +
    `Navires\u00a0: ${logList(ships.map((s) => `${s.neighborhood}\u00a0: ${logShip(s.ship)}`))}. ` +
    `Lignes du marché\u00a0: ${logList(rowGems.map((r) => `${r.row}\u00a0: ${terms.colour[r.gem]}`))}.`,
  twosAdded: 'Chaque joueur ajoute un courtier de valeur 2 derrière son paravent.',
  turnEnds: (turn, order) => `Fin du tour ${turn}. Ordre pour l'instant\u00a0: ${logList(order)}.`,
  bid: (brokers, total) => `Vous misez ${terms.and(brokers.map(String))} (total ${total}).`,
  bidBy: (name, brokers, total) => `${logCap(name)} mise ${terms.and(brokers.map(String))} (total ${total}).`,
  hasBid: (name) => `${logCap(name)} a misé.`,
  standInTime: (name) => `${logCap(name)}\u00a0: temps écoulé\u00a0; un remplaçant décide à sa place.`,
  standInHost: (name) => `${logCap(name)}\u00a0: l'hôte a fait appel à un remplaçant, qui décide à sa place.`,
  bidsRevealed: (bids) =>
    `Mises révélées\u00a0: ${logList(bids.map((b) => `${b.name} ${b.total} (${b.brokers.join('+')})`))}.`,
  positionTaken: (name, position) => `${logCap(name)} prend la position ${position}.`,
  positionTakenYou: (position) => `Vous prenez la position ${position}.`,
  placed: (name, brokers, vp) =>
    `${logCap(name)} place ${logPlacements(brokers, 'son paravent')}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
  placedYou: (brokers, vp) =>
    `Vous placez ${logPlacements(brokers, 'votre paravent')}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
  conjurerRefill: (name, values) =>
    `${logCap(name)} (${terms.card.conjurer}) met ${terms.and(values.map((v) => `un ${v}`))} devant son paravent.`,
  conjurerRefillYou: (values) =>
    `Vous (${terms.card.conjurer}) mettez ${terms.and(values.map((v) => `un ${v}`))} devant votre paravent.`,
  neutralPlaced: (name, spot, vp) =>
    `${logCap(name)} place un courtier neutre ${logAt(spot)}${vp ? ` (+${terms.vp(1)} pour ${terms.neutral})` : ''}.`,
  neutralPlacedYou: (spot, vp) =>
    `Vous placez un courtier neutre ${logAt(spot)}${vp ? ` (+${terms.vp(1)} pour ${terms.neutral})` : ''}.`,
  leftover: (fronts) =>
    `Les courtiers restants vont devant le paravent\u00a0: ` +
    `${logList(fronts.map((f) => `${f.name} ${f.values.join('+')}`))}.`,
  passed: (name) => `${logCap(name)} passe.`,
  passedYou: 'Vous passez.',
  played: {
    captain: (name, a, b) =>
      `${logCap(name)} joue ${terms.theCard.captain}\u00a0: les navires des quartiers ${a} et ${b} sont échangés.`,
    cardinal: (name) =>
      `${logCap(name)} joue ${terms.theCard.cardinal}\u00a0: ce tour, ses courtiers se placent face ` +
      `visible ou cachée, au choix.`,
    spy: (name) =>
      `${logCap(name)} joue ${terms.theCard.spy}\u00a0: il est possible de regarder 3 courtiers face ` +
      `cachée pendant ce placement.`,
    conjurer: (name) =>
      `${logCap(name)} joue ${terms.theCard.conjurer}\u00a0: ce tour, ses courtiers peuvent être ` +
      `placés depuis le devant de son paravent.`,
    queen: (name, spot) =>
      `${logCap(name)} joue ${terms.theCard.queen} ${logAt(spot)}\u00a0: aucun courtier ne peut y être placé ce tour.`,
    magician: (name, a, b) =>
      `${logCap(name)} joue ${terms.theCard.magician}\u00a0: ses courtiers ${logAt(a)} et ${logAt(b)} ` +
      `échangent leurs places.`,
    mercenary: (name, at) =>
      `${logCap(name)} joue ${terms.theCard.mercenary} sur son courtier ` +
      `${at ? logAt(at) : "qui vient d'être placé"}\u00a0: il vaut 5 ce tour.`,
    herald: (name, from, to, vp) =>
      `${logCap(name)} joue ${terms.theCard.herald}\u00a0: son courtier passe ${logFrom(from)} ` +
      `${logTo(to)}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
    merchant: (name) =>
      `${logCap(name)} joue ${terms.theCard.merchant}\u00a0: chaque majorité d'une zone commerciale ` +
      `rapporte ${terms.vp(5)} lors de ce décompte.`,
    intriguer: (name) =>
      `${logCap(name)} joue ${terms.theCard.intriguer}\u00a0: toutes les égalités de ce décompte ` +
      `tournent en sa faveur.`,
    alchemist: (name, give, take) =>
      `${logCap(name)} joue ${terms.theCard.alchemist}\u00a0: ${terms.aGem(give)} devient ${terms.aGem(take)}.`,
    alchemistKeeps: (name) => `${logCap(name)} joue ${terms.theCard.alchemist} et garde ses gemmes.`,
    banker: (name, up, down) =>
      `${logCap(name)} joue ${terms.theCard.banker}\u00a0: le cours du ${logHue(up)} monte, celui du ` +
      `${logHue(down)} baisse.`,
    jeweler: (name, a, b) =>
      `${logCap(name)} joue ${terms.theCard.jeweler} et prend ${terms.and([terms.aGem(a), terms.aGem(b)])}.`,
  },
  playedYou: {
    captain: (a, b) =>
      `Vous jouez ${terms.theCard.captain}\u00a0: les navires des quartiers ${a} et ${b} sont échangés.`,
    cardinal: () =>
      `Vous jouez ${terms.theCard.cardinal}\u00a0: ce tour, vos courtiers se placent face visible ou cachée, au choix.`,
    spy: () =>
      `Vous jouez ${terms.theCard.spy}\u00a0: vous pouvez regarder 3 courtiers face cachée pendant ce placement.`,
    conjurer: () =>
      `Vous jouez ${terms.theCard.conjurer}\u00a0: ce tour, vos courtiers peuvent être placés depuis ` +
      `le devant de votre paravent.`,
    queen: (spot) =>
      `Vous jouez ${terms.theCard.queen} ${logAt(spot)}\u00a0: aucun courtier ne peut y être placé ce tour.`,
    magician: (a, b) =>
      `Vous jouez ${terms.theCard.magician}\u00a0: vos courtiers ${logAt(a)} et ${logAt(b)} échangent leurs places.`,
    mercenary: (at) =>
      `Vous jouez ${terms.theCard.mercenary} sur votre courtier ` +
      `${at ? logAt(at) : "qui vient d'être placé"}\u00a0: il vaut 5 ce tour.`,
    herald: (from, to, vp) =>
      `Vous jouez ${terms.theCard.herald}\u00a0: votre courtier passe ${logFrom(from)} ` +
      `${logTo(to)}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
    merchant: () =>
      `Vous jouez ${terms.theCard.merchant}\u00a0: chaque majorité d'une zone commerciale ` +
      `rapporte ${terms.vp(5)} lors de ce décompte.`,
    intriguer: () =>
      `Vous jouez ${terms.theCard.intriguer}\u00a0: toutes les égalités de ce décompte tournent en votre faveur.`,
    alchemist: (give, take) =>
      `Vous jouez ${terms.theCard.alchemist}\u00a0: ${terms.aGem(give)} devient ${terms.aGem(take)}.`,
    alchemistKeeps: () => `Vous jouez ${terms.theCard.alchemist} et gardez vos gemmes.`,
    banker: (up, down) =>
      `Vous jouez ${terms.theCard.banker}\u00a0: le cours du ${logHue(up)} monte, celui du ${logHue(down)} baisse.`,
    jeweler: (a, b) => `Vous jouez ${terms.theCard.jeweler} et prenez ${terms.and([terms.aGem(a), terms.aGem(b)])}.`,
  },
  spyPeek: (value, owner, at) =>
    `Votre ${terms.card.spy} voit un ${value} (${owner}, ${at === 'throne' ? terms.throneRoom : terms.spot(at)}).`,
  spyPeekBy: (name, value, owner, at) =>
    `${logCap(name)} (${terms.card.spy}) voit un ${value} ` +
    `(${owner}, ${at === 'throne' ? terms.throneRoom : terms.spot(at)}).`,
  vpCardWon: (name, card, vp) => `${logCap(name)} remporte ${terms.theCard[card]}\u00a0: +${terms.vp(vp)}.`,
  cardTradedForGem: (card, gem) =>
    `${logCap(terms.neutral)} défausse ${terms.theCard[card]} et prend ${terms.aGem(gem)} à la place.`,
  blueCardWon: (name) =>
    `${logCap(name)} remporte ${terms.theCard.blue}\u00a0: ${terms.aGem('white')}, dont la couleur reste à choisir.`,
  cardWon: (name, card) => `${logCap(name)} remporte ${terms.theCard[card]}, jouable dès le tour suivant.`,
  colourChosen: (name, colour, row) => `${logCap(name)} prend ${logWhite(colour, row)}`,
  colourChosenYou: (colour, row) => `Vous prenez ${logWhite(colour, row)}`,
  neighborhoodCounted: (neighborhood, totals) =>
    `Décompte du ${terms.neighborhood(neighborhood)}\u00a0: ${totals.length ? logTotals(totals) : 'personne'}.`,
  gemsTaken: (name, neighborhood, gems) =>
    `${logCap(name)} prend ${logGemsTaken(gems)} dans le ${terms.neighborhood(neighborhood)}.`,
  gemsTakenYou: (neighborhood, gems) =>
    `Vous prenez ${logGemsTaken(gems)} dans le ${terms.neighborhood(neighborhood)}.`,
  portWon: (name, neighborhood) =>
    `${logCap(name)} remporte la zone du port du ${terms.neighborhood(neighborhood)}\u00a0: ${terms.aGem('black')}.`,
  commerceWon: (name, neighborhood, vp) =>
    `${logCap(name)} remporte la zone commerciale du ${terms.neighborhood(neighborhood)}\u00a0: +${terms.vp(vp)}.`,
  palaceWon: (name, neighborhood) =>
    `${logCap(name)} remporte la zone du palais du ${terms.neighborhood(neighborhood)}.`,
  characterDiscarded: (neighborhood, card) =>
    `Personne dans la zone du palais du ${terms.neighborhood(neighborhood)}\u00a0: on défausse ${terms.theCard[card]}.`,
  queenDiscarded: `On défausse ${terms.theCard.queen}.`,
  rowNobody: (row, gem) => `Ligne ${row} du marché\u00a0: personne ne prend la gemme ${terms.colour[gem]}.`,
  rowCounted: (row, gem, totals, winner) =>
    `Ligne ${row} du marché (${logTotals(totals)})\u00a0: ${winner} prend la gemme ${terms.colour[gem]}.`,
  columnsCounted: (columns, ties) =>
    `Colonnes du marché\u00a0: ${logList(columns.map((c) => `${terms.colour[c.colour]} ${c.total} (${c.brokers})`))}.` +
    ties
      .map(
        (t) =>
          ` La colonne ${terms.colour[t.above]} passe devant la ${terms.colour[t.below]} à total égal\u00a0: ` +
          `plus de courtiers, ${t.aboveBrokers} contre ${t.belowBrokers} (R7.5).`,
      )
      .join(''),
  columnsOrdered: (name, columns) => `${logCap(name)} ordonne ${logOrdered(columns)}`,
  columnsOrderedYou: (columns) => `Vous ordonnez ${logOrdered(columns)}`,
  quotationsMoved: (moves) =>
    `Les cours bougent\u00a0: ${logList(moves.map((m) => `${logHue(m.colour)} ${logSigned(m.step)}`))}.`,
  highestBidderNobody: 'Personne au marché\u00a0: pas de meneur du marché.',
  highestBidderNeutral: (colour) =>
    `${logCap(terms.neutral)} est le meneur du ` +
    `marché${colour ? ` et fait monter le cours du ${logHue(colour)}` : ''}.`,
  highestBidder: (name, totals) => `${logCap(name)} est le meneur du marché (${logTotals(totals)}).`,
  quotationMoved: (name, colour, up) =>
    `${logCap(name)} fait ${up ? 'monter' : 'baisser'} d'un cran le cours du ${logHue(colour)}.`,
  quotationMovedYou: (colour, up) =>
    `Vous faites ${up ? 'monter' : 'baisser'} d'un cran le cours du ${logHue(colour)}.`,
  throneChosen: (value) => `Vous posez votre ${value} ${logAt('throne')}.`,
  throneChosenBy: (name, value) => `${logCap(name)} pose son ${value} ${logAt('throne')}.`,
  hasChosenThrone: (name) => `${logCap(name)} a choisi un courtier pour le trône.`,
  throneLaid:
    `Chaque joueur pose un courtier face cachée ${logAt('throne')}\u00a0; les deux autres retournent ` +
    `derrière le paravent.`,
  throneRevealed: (sums) => `Le trône est révélé\u00a0: ${logList(sums.map((s) => `${s.name} ${s.sum}`))}.`,
  finalScores: (scores, winners, neutralAhead) =>
    `Scores finaux\u00a0: ${logTotals(scores)}. ` +
    `${winners.length > 1 ? `${terms.and(winners)} se partagent la victoire` : `${logCap(winners[0] ?? '')} gagne`}.` +
    `${neutralAhead ? ` ${logCap(terms.neutral)}, la ville, vous a battus tous les deux.` : ''}`,
  tie: {
    intriguer: (winner, loser) =>
      `${logCap(winner)} l'emporte sur ${loser} à égalité\u00a0: ${terms.theCard.intriguer} gagne ` +
      `toutes les égalités (R7.8).`,
    neutral: (winner, loser) =>
      `${logCap(winner)} l'emporte sur ${loser} à égalité\u00a0: ${terms.neutral} gagne les égalités ` +
      `à 2 joueurs (R7.8, R11).`,
    tieBreakBrokers: (winner, loser, mine, theirs) =>
      `${logCap(winner)} l'emporte sur ${loser} à égalité\u00a0: courtiers de départage, ${mine} ` +
      `contre ${theirs} (R7.8).`,
    orderCard: (winner, loser, mine, theirs) =>
      `${logCap(winner)} l'emporte sur ${loser} à égalité\u00a0: mêmes courtiers de départage, carte ` +
      `Ordre plus basse, ${mine} contre ${theirs} (R7.8).`,
  },
};

// ---------------------------------------------------------------- sections

// Vous, as French game rules address the player. Names stand whole, as subjects or after
// a colon (never after "de", which would want "d'Ana"). A no-break space comes before ":" and ";".

const sectionsWindow: Record<CardWindow | 'duringPlacement', string> = {
  beforePlacement: 'avant le placement',
  beforeCounting: 'avant le décompte',
  afterCounting: 'après le décompte',
  duringPlacement: 'après un placement',
};
const sectionsGems = (n: number) => `${fmt.fr.num(n)} ${fmt.fr.plural(n, { one: 'gemme', other: 'gemmes' })}`;
/** "la carte à bord bleu": the card's own name, lower-cased, with its article. */
const sectionsBlueCard = `la ${terms.card.blue.charAt(0).toLowerCase()}${terms.card.blue.slice(1)}`;
const sectionsWhiteFrom = (row: number | null) => (row === null ? sectionsBlueCard : terms.marketRow(row));
const sectionsAlso = (others: readonly string[]) => (others.length ? ` (on attend aussi ${terms.and(others)})` : '');
const sectionsColumns = (columns: readonly Colour[]) => terms.and(columns.map((c) => terms.colour[c]));

const sections: Dict['sections'] = {
  since: {
    title: (moves) =>
      `Depuis votre dernier coup\u00a0: ${fmt.fr.num(moves)} ${fmt.fr.plural(moves, { one: 'coup', other: 'coups' })}`,
    help:
      'Du plus ancien au plus récent. Le plateau entoure les lieux joués depuis. Fermez ce panneau une ' +
      'fois lu\u00a0; il disparaît quand vous jouez.',
  },
  yourMove: {
    bid: (turn, others) =>
      `À vous\u00a0: misez 2 courtiers pour l'ordre du tour, tour ${turn} sur 4${sectionsAlso(others)}`,
    throne: (others) =>
      `À vous\u00a0: choisissez un courtier devant votre paravent pour la salle du trône${sectionsAlso(others)}`,
    chooseOrder: "À vous\u00a0: choisissez votre position dans l'ordre du tour",
    place: (round, rounds) => `À vous\u00a0: placez 2 courtiers, tour de table ${round} sur ${rounds}`,
    playCards: (window) => `À vous\u00a0: jouez une carte ${sectionsWindow[window]}, ou passez`,
    takeGems: (take, neighborhood) =>
      `À vous\u00a0: choisissez ${sectionsGems(take)} au port du ${terms.neighborhood(neighborhood)}`,
    chooseColour: (row) => `À vous\u00a0: choisissez la couleur de votre gemme blanche (${sectionsWhiteFrom(row)})`,
    orderColumns: (columns) => `À vous\u00a0: ordonnez les colonnes du marché à égalité (${sectionsColumns(columns)})`,
    moveQuotation: "À vous\u00a0: en tant que meneur du marché, déplacez un cours d'un cran",
  },
  theirMove: {
    bid: (names) => `En attente de mise\u00a0: ${terms.and(names)}`,
    throne: (names) => `En attente du choix pour le trône\u00a0: ${terms.and(names)}`,
    chooseOrder: (name) => `${name} choisit une position dans l'ordre du tour`,
    place: (name, round, rounds) => `${name} place 2 courtiers, tour de table ${round} sur ${rounds}`,
    playCards: (name, window) => `${name} peut jouer une carte ${sectionsWindow[window]}`,
    takeGems: (name, take, neighborhood) =>
      `${name} choisit ${sectionsGems(take)} au port du ${terms.neighborhood(neighborhood)}`,
    chooseColour: (name, row) => `${name} choisit la couleur d'une gemme blanche (${sectionsWhiteFrom(row)})`,
    orderColumns: (name, columns) => `${name} ordonne les colonnes du marché à égalité (${sectionsColumns(columns)})`,
    moveQuotation: (name) => `${name}, meneur du marché, déplace un cours d'un cran`,
  },
  waitingFor: (names) => `En attente\u00a0: ${terms.and(names)}`,
  hostEnded: "L'hôte a arrêté la partie",
  linkReplaced: "L'organisateur a remplacé ce lien",
  standInDecides: 'Le remplaçant décide pour vous',
  turnOf: (turn, phase) => `Tour ${turn} sur 4 · ${phase}`,
  stoppedIn: (turn, phase) => `Arrêtée au tour ${turn} sur 4 · ${phase}`,

  duration: {
    underAMinute: 'quelques secondes',
    minutes: (min) => `${fmt.fr.num(min)} min`,
    hours: (h, min) => `${fmt.fr.num(h)} h${min ? ` ${fmt.fr.num(min)} min` : ''}`,
    days: (d, h) => `${fmt.fr.num(d)} ${fmt.fr.plural(d, { one: 'jour', other: 'jours' })} ${fmt.fr.num(h)} h`,
  },
  clocksPaused: "Horloges mises en pause par l'hôte",
  pausedShort: 'horloges en pause',
  leftShort: (time) => `reste ${time}`,
  youHaveLeft: (time) => `vous\u00a0: il reste ${time}`,
  hasLeft: (name, time) => `${name}\u00a0: il reste ${time}`,

  recentLabel: 'Coups récents',
  lastCounting: (turn, gains) =>
    `Dernier décompte (tour ${turn})\u00a0: ${gains.length ? gains.join('\u00a0; ') : "personne n'a rien gagné"}.`,
  gains: (name, vp, gems, cards) =>
    `${name} ${[
      ...(vp ? [`+${terms.vp(vp)}`] : []),
      ...gems.map((g) => terms.gems(g.n, g.gem)),
      ...cards.map((c) => terms.theCard[c]),
    ].join(', ')}`,

  bidsTitle: 'Mises et ordre de choix',
  bidsNote: 'La plus forte mise choisit en premier\u00a0; à mise égale, la carte Ordre la plus basse (R5.2, R5.3).',
  toChoose: (place, name, you) => `${terms.ordinal(place)} à choisir\u00a0: ${name}${you ? ' (vous)' : ''}`,
  bidOf: (brokers) => `mise ${brokers ? `${brokers.reduce((a, b) => a + b, 0)} (${brokers.join(' + ')})` : '—'}`,
  tookPosition: (position) => `a pris la position ${position}`,
  choosingNow: 'choisit maintenant',
  waits: 'attend',

  promptLabel: 'Votre décision',

  endedTitle: "Arrêtée par l'hôte",
  endedNote: (turn, phase) =>
    `L'hôte a arrêté cette partie au tour ${turn} sur 4 (${phase}) : il n'y a pas eu de décompte ` +
    `final, donc pas de gagnant. Les PV gagnés jusque-là :`,
  resultTitle: 'Résultat',
  sharedWin: (names) => `Victoire partagée\u00a0: ${terms.and(names)}`,
  wins: (name) => `${name} gagne`,
  neutralAhead:
    'Le joueur neutre, la ville, a marqué plus que vous deux\u00a0: une référence, jamais un vainqueur (R11.5).',
  placesTitle: 'Classement',
  gemsCount: (n) => sectionsGems(n),
  placesNote: 'À PV égaux, le plus de gemmes passe devant\u00a0; toujours à égalité, la place est partagée (R8.5).',
  colourRanksTitle: 'Rang des couleurs',
  colourRanksNote:
    `Par cours, du plus haut au plus bas\u00a0; à cours égal\u00a0: ` +
    `${terms.and((['blue', 'green', 'yellow', 'red'] as const).map((c) => terms.Colour[c].toLowerCase()))} ` +
    `(R8.1).`,
  colourRank: (place, colour, quotation) => `${terms.ordinal(place)} ${terms.Colour[colour]} (cours ${quotation})`,
  breakdownTitle: 'Détail',
  placeOf: (place, name) => `${terms.ordinal(place)}\u00a0: ${name}`,
  duringPlay: 'En cours de partie',
  // "couleur" is feminine: 1re, not 1er.
  colourPlace: (place) => `(${place === 1 ? '1re' : terms.ordinal(place)} couleur)`,
  blackGems: 'Gemmes noires',
  kingsFavorPoints: terms.kingsFavor,
  total: 'Total',
  gemsHeld: 'Gemmes',
  replayLink: 'Revoir la partie, tour par tour',
  recordLink: "L'enregistrement de la partie (JSON)",
  analysisLinks: "Ce qu'aurait joué le bot, décision par décision\u00a0:",

  boardLabel: 'Le plateau',
  noGems: 'aucune gemme',
  gemsOf: (n, gem) => terms.gems(n, gem),
  fromTurn: (turn) => `(dès le tour ${turn})`,
  you: '(vous)',
  done: 'fait',
  toPlay: 'à jouer',
  vpFact: 'PV',
  orderFact: 'Ordre',
  behindFact: 'Derrière le paravent',
  frontFact: 'Devant',
  throneFact: 'Trône',
  gemsFact: 'Gemmes',
  cardsFact: 'Cartes',
  playedThisTurn: (n) => `${fmt.fr.num(n)} ${fmt.fr.plural(n, { one: 'jouée', other: 'jouées' })} ce tour`,
  neutralPlayer: 'Joueur neutre',
  playersTitle: 'Joueurs',

  spectatorsSee: 'Les spectateurs ne voient que ce qui est public.',
  screenLabel: 'Votre paravent',
  behindTitle: 'Derrière votre paravent',
  empty: 'vide',
  yourBid: (brokers) => `Votre mise, cachée jusqu'à ce que tous aient misé\u00a0: ${brokers.join(' + ')}`,
  faceDownTitle: 'Vos courtiers face cachée',
  faceDown: (where, value) => `${where}\u00a0: ${value === null ? 'valeur cachée (R6.6)' : value}`,
  yourThrone: (values) => `Vos courtiers pour le trône\u00a0: ${values.join(', ')}`,
  twosLeft: (n) => `Courtiers de valeur 2 encore à côté du plateau\u00a0: ${n}`,

  turnShort: (turn) => `T${turn}`,
  onlyYou: ' (visible de vous seulement)',
  logLabel: 'Journal',
  logTitle: 'Journal',
  logEntriesLabel: 'Journal de la partie, le plus récent en premier',

  analysis: {
    title: (name: string) => `Analyse\u00a0: ${name}`,
    intro: (name: string) =>
      `Chaque décision prise par ${name}, à côté de ce qu'aurait joué le bot standard avec ce que ` +
      `${name} pouvait voir à ce moment-là, et ce qu'a coûté le coup joué par rapport à celui du bot ` +
      `selon l'estimation du bot lui-même, en points de victoire d'avance finale (0 quand ils sont ` +
      `d'accord ou que le coup joué était meilleur).`,
    introYou:
      "Chaque décision que vous avez prise, à côté de ce qu'aurait joué le bot standard avec ce que " +
      "vous pouviez voir à ce moment-là, et ce qu'a coûté le coup joué par rapport à celui du bot " +
      "selon l'estimation du bot lui-même, en points de victoire d'avance finale (0 quand ils sont " +
      "d'accord ou que le coup joué était meilleur).",
    seats: 'Analyse de chaque place',
    needsScript:
      "L'analyse est calculée dans votre navigateur et demande JavaScript, désactivé ici. Revoir la " +
      'partie et son enregistrement fonctionnent sans.',
    loading: "Chargement de l'enregistrement de la partie et du bot…",
    progress: (done: string, total: string) => `Évaluation de la décision ${done} sur ${total}…`,
    failed: "L'analyse n'a pas pu aboutir. Rechargez la page pour réessayer.",
    swings: 'Les plus gros écarts',
    noSwing: "Aucune décision n'a rien coûté par rapport au choix du bot.",
    total: (vp: number, n: number) =>
      `Au total, environ −${fmt.fr.num(vp)}\u00a0PV sur ${fmt.fr.num(n)} ` +
      `${fmt.fr.plural(n, { one: 'décision', other: 'décisions' })}.`,
    when: (turn: number, phase: string, round: number | null) =>
      `Tour ${turn}, ${phase.toLowerCase()}${round ? `, manche ${round}` : ''}`,
    loss: (vp: number) => (vp > 0 ? `environ −${fmt.fr.num(vp)}\u00a0PV` : 'aucune perte'),
    played: 'Coup joué\u00a0:',
    bot: 'Le choix du bot\u00a0:',
    same: 'Le bot choisit la même chose.',
    unsaid: "un coup que la partie ne permettait pas en l'état",
    navLabel: (where: 'top' | 'bottom') =>
      `Décision précédente et suivante (${where === 'top' ? 'en haut' : 'en bas'})`,
    stepOf: (at: number, total: number) => `Décision ${fmt.fr.num(at)} sur ${fmt.fr.num(total)}`,
    boardLabel: 'Le plateau à cette décision, avec les deux coups',
    key: 'Sur le plateau, un anneau plein marque le coup joué et un anneau pointillé le choix du bot.',
    none: "Cette place n'a pris aucune décision dans cette partie.",
  },
  replay: {
    title: (names) => `Revoir la partie\u00a0: ${terms.and(names)}`,
    previous: '← Précédent',
    next: 'Suivant →',
    navLabel: (where) => `Étape précédente et suivante (${where === 'top' ? 'en haut' : 'en bas'})`,
    stepOf: (at, last) => `Étape ${at} sur ${last}`,
    scoresLabel: "Points de victoire jusqu'ici",
    boardLabel: 'Le plateau à cette étape',
    happened: (n) => `Ce qui s'est passé (${n})`,
    scaleTitle: 'Tours et phases',
    turn: (turn) => `Tour ${turn}`,
    step: (step) => {
      if (step.kind === 'start') return `Début\u00a0: tour ${step.turn}`;
      if (step.kind === 'end') return 'Fin\u00a0: scores finaux';
      return `Tour ${step.turn} · ${step.phase} (${step.name})`;
    },
    recordLink: "L'enregistrement de la partie (JSON)",
    back: 'Retour à la partie',
  },
};

// ---------------------------------------------------------------- prompt

type PromptSlot = Parameters<Dict['prompt']['tap']['either']>[0];

const promptSlotName: Record<PromptSlot, string> = {
  faceUp: 'courtier face visible',
  faceDown: 'courtier face cachée',
  first: 'premier courtier',
  second: 'deuxième courtier',
};

/** A market column on its own, as a noun ("le rouge"): masculine, unlike the colour of a gem. */
const promptColumn: Record<Colour, string> = { blue: 'bleu', green: 'vert', yellow: 'jaune', red: 'rouge' };

/** "des 3 qui vous restent": the neutral brokers still to be drawn this turn (R11.2). */
const promptNeutralLeft = (left: number) =>
  fmt.fr.plural(left, { one: 'du seul qui vous reste', other: `des ${fmt.fr.num(left)} qui vous restent` });

/** A feminine ordinal (gemme, colonne): "1re", "2e". */
const promptNthF = (n: number) => (n === 1 ? '1re' : `${n}e`);

// Vous, as French game rules address the player; the French edition's words as far as they
// could be established (courtier, paravent, face visible / face cachée, mise, ordre du tour,
// cours, meneur du marché). A placement round is a "tour de table" (the turn is the "tour").
// French typography: a no-break space before ":".
const prompt: Dict['prompt'] = {
  ask: {
    over: 'La partie est terminée.',
    ended: "L'hôte a mis fin à cette partie.",
    replaced: "L'organisateur a remplacé ce lien\u00a0: il ne fonctionne plus.",
    standIn: "L'organisateur a confié votre place au remplaçant\u00a0: il décide pour vous.",
    waiting: (names) =>
      names.length ? `En attente\u00a0: ${fmt.fr.and(names)}.` : 'En attente de la suite de la partie.',
    bid: "Misez 2 courtiers de derrière votre paravent pour l'ordre du tour (R5).",
    chooseOrder: "Choisissez votre place dans l'ordre du tour (R5.3).",
    place: (round, rounds, neutral) =>
      `Tour de table ${round} sur ${rounds}\u00a0: placez 2 courtiers, l'un face visible et l'autre ` +
      `face cachée${neutral ? ', plus un courtier neutre' : ''} (R6.2).`,
    takeGems: (take, neighborhood) =>
      `Prenez ${take} des gemmes du port du ${terms.neighborhood(neighborhood)} (R7.3).`,
    chooseColour: (reason) => {
      const from =
        reason === null ? '' : `${reason === 'blueCard' ? 'la carte à bord bleu' : terms.marketRow(reason.row)}, `;
      return `Choisissez la couleur de la gemme que vous prenez à la place de la gemme blanche (${from}R7.3).`;
    },
    orderColumns:
      "Vous remportez le départage\u00a0: classez les colonnes du marché à égalité, la meilleure d'abord (R7.5).",
    moveQuotation: "Vous êtes le meneur du marché\u00a0: faites monter ou descendre un cours d'un cran (R7.5).",
    playCards: (window) =>
      window === 'duringPlacement'
        ? 'Jouez une carte après votre placement, ou passez (R9.1).'
        : `Jouez une carte ` +
          {
            beforePlacement: 'avant le placement',
            beforeCounting: 'avant le décompte',
            afterCounting: 'après le décompte',
          }[window] +
          `, ` +
          `ou passez (R9.1).`,
    throne: "Choisissez l'un des courtiers devant votre paravent pour la salle du trône (R10.2).",
  },

  shutTodo: {
    replaced: "Demandez le nouveau lien à l'organisateur pour continuer à jouer.",
    standIn:
      "Pour rejouer, demandez à l'organisateur de vous rendre votre place\u00a0: elle revient avec un nouveau lien.",
  },

  choose: 'Choisir…',
  city: 'Ville',
  shortSpot: (spot) =>
    'neighborhood' in spot
      ? `Q${spot.neighborhood} ${terms.area[spot.area]}`
      : `marché ${spot.row} ${promptColumn[spot.column]}`,
  shortThrone: 'trône',
  brokerFace: (value, faceUp, marked) => `${value ?? '?'} ${faceUp ? 'visible' : 'caché'}${marked ? ' ★5' : ''}`,
  brokerUnknown: 'courtier',
  brokerAt: (what, place, nth) => `${what} · ${place}${nth === null ? '' : ` #${nth}`}`,

  bid: {
    legend: (behind) =>
      `Votre mise\u00a0: 2 des courtiers derrière votre paravent (${fmt.fr.and(behind.map((v) => fmt.fr.num(v)))})`,
    button: 'Miser ces 2 courtiers',
  },
  position: (position) => `Place ${position}`,

  place: {
    nthBroker: (n) => `${terms.ordinal(n)} courtier`,
    broker: 'Courtier',
    behind: 'Derrière votre paravent',
    front: `Devant votre paravent (${terms.card.conjurer})`,
    fromFront: (value) => `${value} de devant votre paravent`,
    refill: "S'il vient de devant votre paravent, le remplacer par",
    face: `Face (${terms.card.cardinal}\u00a0: au choix)`,
    faceUp: 'Face visible',
    faceDown: 'Face cachée',
    spot: 'Emplacement',
    faces: "Faces (l'un visible, l'autre caché\u00a0: R6.2)",
    upDown: '1er face visible, 2e face cachée',
    downUp: '1er face cachée, 2e face visible',
    neutral: (left) => `Courtier neutre (face cachée, tiré sans le voir ${promptNeutralLeft(left)} ce tour-ci)`,
    button: 'Placer',
  },

  tap: {
    label: 'Votre placement',
    frontChip: (value) => `${value} de devant votre paravent (${terms.card.conjurer})`,
    chip: (value, as) =>
      `Courtier ${value}` +
      (as === 'up'
        ? ', face visible'
        : as === 'down'
          ? ', face cachée'
          : as === 'refill'
            ? ', pour remplacer celui de devant votre paravent'
            : ''),
    short: { first: '1er', second: '2e', neutral: 'N' },
    flip: (slot, faceUp) =>
      `${slot === 'first' ? '1er' : '2e'}\u00a0: face ${faceUp ? 'visible' : 'cachée'} (touchez pour retourner)`,
    undo: 'Annuler',
    send: 'Placer',
    thenLabel: 'Juste après ce placement (R9.1)',
    thenHead: 'Ensuite\u00a0:',
    keep: (cards) => `Garder ${fmt.fr.and(cards.map((c) => terms.theCard[c]))}`,
    mercenaryOn: (slot) => `${terms.card.mercenary} sur le ${slot === 'first' ? '1er' : '2e'}`,
    decideAfter: 'Décider après le placement',
    saidKeep: 'puis garder vos cartes',
    saidMercenary: (slot) => `puis ${terms.theCard.mercenary} sur le ${slot === 'first' ? '1er' : '2e'}`,
    saidDecide: 'puis décider après le placement',
    ready: 'Prêt\u00a0: appuyez sur Placer pour envoyer votre coup, ou sur Annuler.',
    thenAsk: 'Et juste après\u00a0: choisissez que faire de vos cartes (R9.1).',
    either: (slot) => `Votre ${promptSlotName[slot]}\u00a0: touchez-en un, puis un emplacement en surbrillance.`,
    goesTo: (slot, place) => `Votre ${promptSlotName[slot]} ira ici\u00a0: ${place}. Touchez-en un.`,
    tapPlace: (slot, value) =>
      `Votre ${promptSlotName[slot]} (${value})\u00a0: touchez un emplacement en surbrillance.`,
    refill: (value) =>
      `Le courtier ${value} quitte le devant de votre paravent\u00a0: touchez le courtier de derrière ` +
      `votre paravent qui prend sa place.`,
    neutral: (left) =>
      `Le courtier neutre, face cachée, tiré sans le voir ${promptNeutralLeft(left)} ce ` +
      `tour-ci\u00a0: touchez un emplacement en surbrillance sur le plateau.`,
    putHere: (slot, place) => `${place}. Placer ici votre ${promptSlotName[slot]}`,
    putNeutral: (place) => `${place}. Placer ici le courtier neutre`,
    up: (what) => `${what} visible`,
    down: (what) => `${what} caché`,
    at: (what, place) => `${what}, ${place}`,
    toPlace: (what) => `${what}, à placer`,
    fromFront: (value) => `${value} de devant`,
    fromFrontRefill: (value, refill) => `${value} de devant (remplacé\u00a0: ${refill})`,
    neutralSaid: 'neutre',
    neutralNamed: 'Courtier neutre, face cachée',
  },

  takeGems: (gems) => `Prendre ${gems.map((g) => terms.Colour[g]).join(' + ')}`,
  gemsHeld: 'Gemmes de chaque joueur (le cours de chaque couleur dans son en-tête ; la majorité d’une couleur en gras)',
  whiteBecomes: 'La gemme blanche devient',
  takeColour: (colour) => `Prendre ${terms.aGem(colour)}`,
  quoted: (colour, q) => `${terms.Colour[colour]} (cours ${q})`,
  quotedMove: (colour, from, to) => `${terms.Colour[colour]} (cours ${from} → ${to})`,
  quotations: (quotes) => `cours\u00a0: ${quotes.map(([c, q]) => `${terms.colour[c]} ${q}`).join(', ')}`,
  pick: {
    start: 'Choisir sur le plateau',
    cancel: 'Abandonner',
    ready: (button) => `Prêt\u00a0: appuyez sur «\u00a0${button}\u00a0», ou sur Annuler.`,
    said: (field, choice) => `${field}\u00a0: ${choice}`,
    port: (n) =>
      n === 1
        ? 'Touchez un port en surbrillance\u00a0: le 1er des deux à échanger.'
        : 'Touchez l’autre port à échanger.',
    area: 'Touchez la zone en surbrillance à fermer.',
    swap: (n) =>
      n === 1
        ? 'Touchez un de vos courtiers en surbrillance\u00a0: le 1er des deux à échanger.'
        : 'Touchez votre autre courtier à échanger, à un autre emplacement.',
    mercenary: 'Touchez le courtier à marquer\u00a0: l’un des 2 que vous venez de placer.',
    heraldFrom: 'Touchez le courtier à déplacer.',
    heraldTo: 'Touchez l’emplacement en surbrillance où il va.',
    spy: 'Touchez un courtier face cachée en surbrillance pour le regarder.',
    mark: '✓',
    markFrom: 'de',
    markTo: 'à',
  },
  quotationStep: (colour, step) => `${terms.Colour[colour]} ${step > 0 ? 'monte' : 'descend'}`,
  orderColumns: {
    legend: "Colonnes à égalité, la meilleure d'abord",
    nth: promptNthF,
    button: 'Classer les colonnes',
    stakes: 'Ce que chaque place fait aux cours',
    step: (n, step) => `${promptNthF(n)} (${step > 0 ? '+' : '−'}${Math.abs(step)})`,
  },
  throne: (value) => `Mettre le courtier ${value} dans ${terms.throneRoom}`,

  card: {
    play: (card) => `Jouer ${terms.theCard[card]}`,
    offer: (card) => terms.card[card],
    pass: 'Passer (ne jouer aucune carte maintenant)',
    captainLegend: 'Ports à échanger',
    captainPort: (n) => `${terms.ordinal(n)} port`,
    captainHood: (neighborhood, gems) =>
      `${terms.Neighborhood(neighborhood)}` +
      (gems.length ? `\u00a0: ${fmt.fr.and(gems.map((g) => terms.colour[g]))}` : ''),
    queenArea: 'Zone à fermer',
    magicianLegend: 'Vos courtiers à échanger',
    nthBroker: (n) => `${terms.ordinal(n)} courtier`,
    mercenaryLegend: 'Courtier à marquer (vaut 5)',
    mercenaryPlaced: (n, broker) => `${terms.ordinal(n)} placé\u00a0: ${broker}`,
    heraldLegend: 'Déplacer un de vos courtiers',
    heraldFrom: 'Courtier',
    heraldTo: 'Vers',
    alchemistExchange: 'Échanger',
    alchemistLegend: 'Échanger une gemme',
    alchemistGive: 'Donner',
    alchemistTake: 'Prendre',
    alchemistKeep: `Jouer ${terms.theCard.alchemist} et garder mes gemmes`,
    bankerLegend: 'Cours',
    bankerUp: "Monte d'un cran",
    bankerDown: "Descend d'un cran",
    jewelerLegend: 'Gemmes à prendre',
    nthGem: (n) => `${promptNthF(n)} gemme`,
  },

  spy: {
    label: `Votre ${terms.card.spy}`,
    head: (left) =>
      `Votre ${terms.card.spy}\u00a0: ` +
      fmt.fr.plural(left, { one: `${fmt.fr.num(left)} regard restant`, other: `${fmt.fr.num(left)} regards restants` }),
    finding: (value, who, place) => `Un ${value} — ${who}, ${place}`,
    look: 'Regarder',
    target: 'Courtier face cachée à regarder',
    none: "Pas encore de courtier face cachée d'un autre joueur à regarder.",
  },
};

// ---------------------------------------------------------------- board

const boardShapes = {
  circle: 'de cercle',
  square: 'de carré',
  diamond: 'de losange',
  hexagon: "d'hexagone",
  octagon: "d'octogone",
};

/** A list of brokers in a title, or the words for none. */
const boardBrokers = (brokers: readonly string[], none: string) => (brokers.length ? fmt.fr.and(brokers) : none);

/** A port's gems counted by colour, in the ship's order: "2 gemmes bleues, 1 gemme verte et 1 gemme rouge". */
function boardGems(gems: readonly Gem[]): string {
  const counts = new Map<Gem, number>();
  for (const g of gems) counts.set(g, (counts.get(g) ?? 0) + 1);
  return fmt.fr.and([...counts].map(([g, n]) => terms.gems(n, g)));
}

// French typography: a no-break space (\u00a0) before a colon.
const board: Dict['board'] = {
  title: (turn, phase) =>
    `Plateau, tour ${turn} sur 4, ${terms.phase[phase].toLowerCase()}\u00a0: ville, marché et cours`,
  heading: (turn, phase) => `Tour ${turn} sur 4 · ${terms.phase[phase]}`,
  you: (name) => `${name} (vous)`,
  legend: (name, shape) => `${name}\u00a0: courtiers en forme ${boardShapes[shape]}`,
  broker: (owner, value, faceUp, marked) =>
    `${owner} ${value !== null ? `${value} ` : ''}face ` +
    `${faceUp ? 'visible' : 'cachée'}${marked ? ` avec le marqueur du ${terms.card.mercenary} (vaut 5)` : ''}`,
  area: (n, area, closed, detail, brokers) =>
    `${terms.Neighborhood(n)}, ` +
    `${terms.area[area]}` +
    (closed ? ` (zone fermée par la ${terms.card.queen})` : '') +
    `${detail ? `, ${detail}` : ''}\u00a0: ` +
    `${boardBrokers(brokers, 'aucun courtier')}`,
  ship: (ship, gems) => `navire ${ship} avec ${boardGems(gems)}`,
  noShip: 'pas de navire',
  card: (hint) => `carte\u00a0: ${hint}`,
  noCard: 'pas de carte',
  lastMove: (name) => `dernier coup\u00a0: ${name}`,
  sinceMove: (name) => `joué depuis votre dernier coup\u00a0: ${name}`,
  areaLabel: (area, closed) => `${terms.Area[area]}${closed ? ' – fermé' : ''}`,
  commerceVp: (merchant) => (merchant ? `${terms.vp(5)} (${terms.card.merchant})` : terms.vp(3)),
  hoodOff: (n) => `${terms.Neighborhood(n)}\u00a0: hors jeu`,
  notInPlay: 'hors jeu',
  marketVp: `${terms.vp(1)} par courtier placé`,
  row: (row, open, gem) =>
    `Ligne ${row} du marché\u00a0: ${!open ? 'fermée' : gem ? `gemme ${terms.colour[gem]}` : 'aucune gemme'}`,
  rowClosed: 'ligne fermée',
  square: (row, column, broker) =>
    `Ligne ${row} du marché, colonne ${terms.colour[column]}\u00a0: ${broker ?? 'libre'}`,
  quotation: 'Cours',
  track: (colour, quotation, rank) =>
    `${terms.Colour[colour]}\u00a0: cours ${quotation} sur 12, ${terms.ordinal(rank)} rang`,
  withLead: (words, lead) => `${words}\u00a0; ${lead}`,
  throne: (brokers) => `${terms.ThroneRoom}\u00a0: ${boardBrokers(brokers, 'vide')}`,
  text: {
    summary: 'Le plateau en texte (touche B)',
    placesCaption: 'Chaque lieu\u00a0: ses courtiers, qui y a la majorité et ce qu’elle rapporte',
    place: 'Lieu',
    brokers: 'Courtiers',
    majority: 'Majorité',
    pays: 'Rapporte',
    hood: (n) => `${terms.Neighborhood(n)}, toutes les zones`,
    area: (n, area, closed) =>
      `${terms.Neighborhood(n)}, ${terms.area[area]}${closed ? ` (fermé par la ${terms.card.queen})` : ''}`,
    row: (row) => `Ligne ${row} du marché`,
    column: (colour) => `Colonne ${terms.colour[colour]} du marché`,
    market: 'Tout le marché',
    none: 'aucun courtier',
    total: (name, total, hidden) => `${name} ${total}${hidden ? ` et ${hidden} face cachée` : ''}`,
    lead: (name, total, next, by) =>
      next === null
        ? `${name} mène seul avec ${total}`
        : by === 0
          ? `${name} mène, à égalité avec ${next} à ${total}, devant par le départage (R7.8)`
          : `${name} mène avec ${total}, ${by} devant ${next}`,
    unseen: (n) => `${n} ${n === 1 ? 'courtier face cachée non vu' : 'courtiers face cachée non vus'}`,
    nobody: 'personne pour l’instant',
    paysPort: 'une gemme noire (R7.4)',
    paysCommerce: (vp) => `${vp} (R7.4)`,
    paysPalace: (card) => (card ? `${card} (R7.4)` : 'rien\u00a0: pas de carte'),
    paysHood: 'les gemmes du navire (R7.3)',
    paysShip: (takes) =>
      `Les gemmes du navire vont selon tout le quartier\u00a0: ${takes
        .map((n, i) => `le ${terms.ordinal(i + 1)} en choisit ${n}`)
        .join(', ')} (R7.3)`,
    paysRow: (open, gem) => (!open ? 'fermée' : gem ? `la gemme ${terms.colour[gem]} (R7.5)` : 'aucune gemme'),
    inRow: (row, broker) => `ligne ${row}\u00a0: ${broker}`,
    inColumn: (colour, broker) => `${terms.colour[colour]}\u00a0: ${broker}`,
    columnSum: (total) => `total ${total}`,
    columnTotal: (total, place, tied) =>
      `total ${total}, ${terms.ordinal(place)} des colonnes` +
      (tied.length
        ? `, à égalité avec ${fmt.fr.and(tied.map((c) => terms.colour[c]))} (le gagnant des égalités les ordonne)`
        : ''),
    paysColumn: 'son cours, selon son rang (R7.5)',
    columnMoves: 'Le rang d’une colonne déplace son cours\u00a0: 1er +2, 2e +1, 3e −1, 4e −2 (R7.5).',
    paysMarket: 'un cran de cours, pour le meneur du marché (R7.5)',
    playersCaption: 'Les joueurs\u00a0: PV, gemmes et cartes',
    player: 'Joueur',
    cards: 'Cartes',
    noCards: 'aucune',
    shipsTitle: 'Navires',
    ship: (n, ship) => `${terms.Neighborhood(n)}\u00a0: ${ship}`,
    quotationsTitle: 'Cours',
  },
  keyFaceDown: 'face cachée',
  keyMercenary: `${terms.card.mercenary}\u00a0: vaut 5`,
  keyClosed: `fermée par la ${terms.card.queen}`,
  keyLastMove: 'le dernier coup',
};

// ---------------------------------------------------------------- rules

/** The card moments (R9.1), as the hints end. */
const rulesWhen = {
  placement: '(avant le placement)',
  during: '(pendant le placement)',
  counting: '(avant le décompte)',
  after: '(après le décompte)',
  won: "(dès qu'elle est gagnée)",
};

const rulesThe = terms.theCard;

// French: no French rulebook is at hand; the words are those of the French descriptions
// of the game (courtier, paravent, quartier, zone, ligne, case, cours, face visible/cachée,
// mise, décompte, le meneur du marché) and the card names of terms.ts. The player is "vous";
// a no-break space (\u00a0) goes before a colon or semicolon and inside « ».
const rules: Dict['rules'] = {
  pageTitle: 'Ys — règles',
  who: 'Règles',
  heading: "Les règles d'Ys, en bref",
  lead:
    'Ce que ce site fait jouer, règle par règle. Le jeu cite ces numéros (R6.2) quand il refuse un ' +
    'coup\u00a0; chacun renvoie ici.',
  back: 'Retour à Ys online',
  contents: 'Règles',
  keysTitle: 'Jouer sans voir\u00a0: touches',
  keysText:
    'Sous le plateau, «\u00a0Le plateau en texte\u00a0» donne chaque lieu\u00a0: ses courtiers, ' +
    'qui y a la majorité et ' +
    'de combien, et ce qu’elle rapporte. Il donne aussi les PV, gemmes et cartes des joueurs, les navires et les ' +
    'cours. Les coups des autres sont annoncés à leur arrivée, et votre tour aussitôt. ' +
    'En mode navigation d’un lecteur d’écran, laissez passer la touche (NVDA\u00a0: NVDA+F2\u00a0; JAWS\u00a0: ' +
    'Insert+3) ou passez en mode formulaire. Les touches sont les mêmes dans toutes les langues et ne font rien ' +
    'pendant que vous écrivez dans la discussion ou vos notes\u00a0:',
  boardKeys:
    'Sur le plateau, quand une décision y éclaire des lieux\u00a0: les flèches passent d’un lieu éclairé à l’autre ' +
    'comme ils sont à l’écran\u00a0; Début et Fin vont au premier et au dernier\u00a0; Page suivante et Page ' +
    'précédente (Page Down, Page Up) sautent entre la ville et le marché, à la ligne de même rang (les ports et la ' +
    'ligne 1 du marché) dans la colonne la plus proche\u00a0; Entrée ou Espace choisit\u00a0; une touche chiffrée ' +
    'choisit le courtier de cette valeur derrière votre paravent\u00a0; Échap annule la dernière étape.',
  codesTitle: 'Codes courts du journal',
  codesText:
    'Un navire (R1.3) s’écrit avec les initiales de ses gemmes : la grande, un tiret, puis les deux petites. ' +
    'R-BG est un navire avec une grande gemme rouge et de petites bleue et verte. ' +
    'Les lettres sont les initiales des couleurs en anglais, dans toutes les langues :',
  shipWords: (large, small) => `navire — grande : ${large} ; petites : ${small[0]}, ${small[1]}`,
  effect: {
    captain: `échangez les cartes Navire de deux ports ${rulesWhen.placement}`,
    cardinal: `ce tour-ci, placez vos courtiers face visible ou cachée à votre guise ${rulesWhen.placement}`,
    spy: `regardez jusqu'à 3 courtiers face cachée des autres joueurs ce tour-ci ${rulesWhen.placement}`,
    conjurer: `jouez des courtiers de devant votre paravent, remplacés depuis derrière ${rulesWhen.placement}`,
    queen: `fermez une zone de la ville à tous les courtiers ce tour-ci ${rulesWhen.during}`,
    magician: `échangez deux de vos courtiers sur le plateau ${rulesWhen.during}`,
    mercenary: `l'un des deux courtiers que vous venez de placer vaut 5 ce tour-ci ${rulesWhen.during}`,
    herald: `déplacez un de vos courtiers vers une autre zone ou case du marché ${rulesWhen.counting}`,
    merchant: `chaque majorité d'une zone commerciale rapporte ${terms.vp(5)} ce tour-ci ${rulesWhen.counting}`,
    intriguer: `vous gagnez toutes les égalités où vous êtes ce tour-ci ${rulesWhen.counting}`,
    alchemist: `échangez une de vos gemmes contre une gemme colorée d'une autre couleur ${rulesWhen.after}`,
    banker: `montez un cours d'un cran et baissez-en un autre d'un cran ${rulesWhen.after}`,
    jeweler: `prenez 2 gemmes colorées de votre choix ${rulesWhen.after}`,
    prince: `+${terms.vp(4)} ${rulesWhen.won}`,
    king: `+${terms.vp(5)} ${rulesWhen.won}`,
    blue: `prenez une gemme colorée de votre choix ${rulesWhen.won}`,
  },
  hint: (card, effect) => `${card}\u00a0: ${effect}`,
  cardLineHtml: (cardHtml, effectHtml) => `<strong>${cardHtml}</strong>\u00a0: ${effectHtml}`,
  rule: {
    R1: { title: 'Matériel' },
    'R1.1': {
      title: 'Courtiers',
      text:
        'Chaque joueur a 11 courtiers de valeurs 0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4 (22 en tout). Trois ' +
        "courtiers de valeur 2 de plus par joueur ne servent qu'avec la Faveur du Roi (R10).",
    },
    'R1.2': {
      title: 'Gemmes',
      text:
        "Les gemmes colorées sont bleues, vertes, jaunes et rouges. Les gemmes noires ne s'obtiennent " +
        "que dans les ports et rapportent selon leur propre table. Une gemme blanche n'est jamais " +
        'gardée\u00a0: qui la gagne prend à la place une gemme colorée de son choix. La banque ne ' +
        "s'épuise jamais.",
    },
    'R1.3': {
      title: 'Cartes Navire',
      text:
        '24 cartes, chacune avec une grosse gemme et deux petites de trois couleurs différentes\u00a0; ' +
        "4 d'entre elles portent une gemme blanche.",
    },
    'R1.4': {
      title: 'Cartes Personnage',
      text: '15 cartes à bord jaune, une par personnage (R9), et 4 cartes à bord bleu, chacune avec une gemme blanche.',
    },
    'R1.5': {
      title: 'Échelle des cours',
      text:
        'Une piste par gemme colorée, de 0 à 12\u00a0; toutes les gemmes commencent à 6, et un ' +
        "mouvement au-delà d'une extrémité s'y arrête.",
    },
    'R1.6': { title: 'Piste de score', text: 'Points de victoire (PV), à partir de 0.' },
    R2: { title: 'Mise en place' },
    'R2.1': { title: 'Joueurs', text: 'De 2 à 4. Chacun commence avec ses courtiers derrière son paravent et 0 PV.' },
    'R2.2': { title: 'Cartes Ordre', text: 'Les cartes 1 à N sont distribuées au hasard, une par joueur.' },
    'R2.3': {
      title: 'Quartiers',
      text:
        'On joue dans les quatre à 4 joueurs, et aussi à 3, sauf si la partie a été créée avec trois ' +
        'quartiers\u00a0; à 2 joueurs, seulement dans les quartiers 1 à 3. Un quartier inutilisé ne ' +
        'reçoit rien.',
    },
    'R2.4': {
      title: 'Personnages',
      text:
        'Trois cartes à bord jaune sont distribuées face cachée dans le palais de chaque quartier en ' +
        'jeu\u00a0; les autres quittent la partie sans être vues. Les cartes à bord bleu attendent le ' +
        'tour 4.',
    },
    'R2.5': {
      title: 'Navires',
      text: 'Le paquet de navires est mélangé (sans ses cartes à gemme blanche en Ys Express).',
    },
    'R2.6': { title: 'Cours', text: 'Chaque gemme commence à 6.' },
    R3: {
      title: 'Le tour',
      text:
        'Une partie dure 4 tours. Chaque tour comprend les phases Préparation, Ordre du tour, Placement ' +
        'et Décompte, puis la Faveur du Roi si cette variante est jouée. Le décompte final suit le tour ' +
        '4 (R8).',
    },
    R4: { title: 'Préparation du tour' },
    'R4.1': {
      title: 'Personnages',
      text:
        'Aux tours 1 à 3, la carte du dessus de chaque palais est révélée à tous. Au tour 4, chaque ' +
        'palais reçoit à la place une carte à bord bleu.',
    },
    'R4.2': {
      title: 'Ports',
      text:
        'Le port de chaque quartier reçoit une carte Navire. À 4 joueurs, un port offre 4 gemmes (deux ' +
        'de la couleur de la grosse gemme, une de chaque petite)\u00a0; à 2 ou 3 joueurs, 3 gemmes.',
    },
    'R4.3': {
      title: 'Marché',
      text:
        'Une carte Navire de plus remplit les lignes du marché\u00a0: à 4 joueurs, les lignes 1 à 3 (la ' +
        'gemme blanche, sinon la grosse, sur la ligne 1)\u00a0; à 2 ou 3 joueurs, seulement les deux ' +
        'petites gemmes, sur les lignes 2 et 3, et la ligne 1 reste fermée.',
    },
    R5: { title: 'Ordre du tour' },
    'R5.1': {
      title: 'Mises',
      text:
        'Chacun choisit en secret 2 courtiers derrière son paravent. Toutes les mises sont révélées ' +
        "ensemble et restent devant les paravents jusqu'à la fin du tour.",
    },
    'R5.2': {
      title: 'Classement',
      text: "Le plus gros total d'abord\u00a0; à total égal, la plus petite carte Ordre passe devant.",
    },
    'R5.3': {
      title: 'Choix',
      text:
        'Dans ce classement, chaque joueur prend une position libre\u00a0; la position 1 prend la carte ' +
        'Ordre 1, et ainsi de suite. Tout le tour suit ces positions.',
    },
    'R5.4': { title: 'Deux joueurs', text: 'Seuls les deux joueurs misent\u00a0; ils prennent les positions 1 et 2.' },
    R6: { title: 'Placement des courtiers' },
    'R6.1': {
      title: 'Moment des cartes',
      text:
        "Avant le premier placement, dans l'ordre du tour, les joueurs peuvent jouer leurs cartes " +
        '«\u00a0avant le placement\u00a0» (R9.1).',
    },
    'R6.2': {
      title: 'Tours de table',
      text:
        `4 tours de table (3 en Ys Express). À chaque tour de table, dans l'ordre du tour, un joueur ` +
        `place 2 courtiers de derrière son paravent\u00a0: un face visible et un face cachée (sauf si ` +
        `${rulesThe.cardinal} en décide autrement), les deux dans la ville, les deux au marché, ou un ` +
        `de chaque côté.`,
    },
    'R6.3': {
      title: 'Ville',
      text: `Une zone peut accueillir autant de courtiers qu'on veut, sauf celle fermée par ${rulesThe.queen}.`,
    },
    'R6.4': {
      title: 'Marché',
      text:
        'Au plus un courtier par case, sur les lignes ouvertes seulement. Y placer un courtier rapporte ' +
        "aussitôt 1 PV, acquis quoi qu'il arrive ensuite au courtier.",
    },
    'R6.5': {
      title: 'Courtier restant',
      text:
        'Après le dernier tour de table, il reste à chaque joueur un courtier\u00a0; il rejoint devant ' +
        'le paravent les deux courtiers misés. Ces trois-là départagent les égalités du tour.',
    },
    'R6.6': {
      title: 'Vos courtiers cachés',
      text:
        'Une option de la partie (activée par défaut)\u00a0: un joueur peut, ou non, regarder ses ' +
        'propres courtiers face cachée sur le plateau.',
    },
    'R6.7': {
      title: 'Valeurs cachées',
      text:
        `La valeur d'un courtier face cachée reste cachée aux autres joueurs jusqu'au décompte de sa ` +
        `place, sauf pour qui joue ${rulesThe.spy}.`,
    },
    R7: { title: 'Décompte' },
    'R7.0': {
      title: 'Moment des cartes',
      text:
        "Avant le décompte, dans l'ordre du tour, les joueurs peuvent jouer leurs cartes «\u00a0avant " +
        'le décompte\u00a0».',
    },
    'R7.1': {
      title: 'Ville',
      text:
        'Les quartiers sont décomptés un par un, de 1 à 4\u00a0: leurs courtiers face cachée sont ' +
        "révélés, et le total d'un joueur est la somme de ses courtiers dans les trois zones du " +
        'quartier.',
    },
    'R7.2': {
      title: 'Présence',
      text:
        "Seuls les joueurs qui ont un courtier sur place participent\u00a0; un 0 seul bat l'absence. Le " +
        "plus gros total d'abord\u00a0; les égalités selon R7.8.",
    },
    'R7.3': {
      title: 'Gemmes du port',
      text:
        'À 4 joueurs, le premier prend 2 des 4 gemmes, le deuxième 1, le troisième la dernière. À 2 ou ' +
        '3 joueurs, le premier prend 2 des 3 et le deuxième la dernière. Une gemme blanche devient une ' +
        'gemme colorée au choix de celui qui la prend.',
    },
    'R7.4': {
      title: 'Zones',
      text:
        `Puis chaque zone a sa propre majorité\u00a0: la zone du port donne 1 gemme noire, la zone ` +
        `commerciale 3 PV (5 avec ${rulesThe.merchant}), la zone du palais sa carte Personnage. Une ` +
        `zone vide ne donne rien. Les courtiers du quartier retournent derrière les paravents.`,
    },
    'R7.5': {
      title: 'Marché',
      text:
        'Les courtiers face cachée du marché sont révélés. La gemme de chaque ligne va au joueur qui y ' +
        'a le plus gros total. Les colonnes sont classées par total (puis par nombre de courtiers) et ' +
        'font bouger leurs cours de +2, +1, −1, −2. Le joueur qui a le plus dans tout le marché, ' +
        "le meneur, doit monter ou baisser un cours d'un cran.",
    },
    'R7.6': {
      title: 'Moment des cartes',
      text:
        "Après le marché, dans l'ordre du tour, les joueurs peuvent jouer leurs cartes «\u00a0après le " +
        'décompte\u00a0».',
    },
    'R7.7': {
      title: 'Fin du tour',
      text: 'Les navires des ports sont défaussés, et les effets qui durent «\u00a0ce tour-ci\u00a0» prennent fin.',
    },
    'R7.8': {
      title: 'Égalités',
      text:
        `Le joueur qui a joué ${rulesThe.intriguer} gagne toutes les égalités où il est\u00a0; puis le ` +
        `joueur neutre (R11)\u00a0; puis la plus grosse somme des trois courtiers de départage ` +
        `(R6.5)\u00a0; puis la plus petite carte Ordre.`,
    },
    R8: { title: 'Décompte final' },
    'R8.1': {
      title: 'Rang des gemmes',
      text:
        'Les couleurs sont classées par cours (à égalité\u00a0: bleu, vert, jaune, rouge). Le joueur ' +
        'qui a le plus de gemmes de la 1re couleur marque 24 PV, le deuxième 18, le troisième 12, le ' +
        'quatrième 6\u00a0; la 2e couleur rapporte 20, 15, 10, 5\u00a0; la 3e 16, 12, 8, 4\u00a0; la 4e ' +
        '12, 9, 6, 3.',
    },
    'R8.2': {
      title: 'Places par couleur',
      text:
        'Seuls les joueurs qui ont des gemmes de cette couleur sont classés. Des joueurs à égalité ' +
        "marquent tous la place la plus basse qu'occupe leur groupe.",
    },
    'R8.3': {
      title: 'Gemmes noires',
      text: '1, 2, 3, 4, 5, 6, 7 gemmes noires ou plus rapportent 1, 4, 8, 12, 16, 20, 24 PV.',
    },
    'R8.4': {
      title: 'La Faveur du Roi',
      text: 'La salle du trône est décomptée quand cette variante est jouée (R10.3).',
    },
    'R8.5': {
      title: 'Vainqueur',
      text:
        "Le plus de PV\u00a0; puis le plus de gemmes (colorées et noires)\u00a0; en cas d'égalité " +
        'persistante, victoire partagée.',
    },
    R9: { title: 'Cartes Personnage' },
    'R9.1': {
      title: 'Moment',
      text:
        'Chaque carte se joue à un moment\u00a0: avant le placement, pendant votre propre placement, ' +
        "avant le décompte, après le décompte, ou dès qu'elle est gagnée. À chaque moment, les joueurs " +
        "sont sollicités dans l'ordre du tour.",
    },
    'R9.2': {
      title: 'Limites',
      text:
        'Une carte peut être jouée à partir du tour qui suit celui où elle a été gagnée, 2 cartes au ' +
        "plus par tour (celles qui agissent dès qu'elles sont gagnées ne comptent pas). Tout le monde " +
        'voit qui détient quelle carte\u00a0; les cartes non jouées ne rapportent rien.',
    },
    'R9.3': {
      title: 'Gagner une carte',
      text: 'Une carte gagnée dans un palais va dans la main du gagnant, sauf si elle agit aussitôt.',
    },
    R10: { title: 'Variante\u00a0: la Faveur du Roi (3 ou 4 joueurs)' },
    'R10.1': { title: 'Courtiers en plus', text: 'Chaque joueur a 3 courtiers de valeur 2 à côté du plateau.' },
    'R10.2': {
      title: 'Salle du trône',
      text:
        "Après chaque décompte, chaque joueur pose en secret, face cachée, l'un des trois courtiers de " +
        "devant son paravent dans la salle du trône, où il reste jusqu'à la fin de la partie\u00a0; " +
        "s'il reste des tours, chacun ajoute ensuite un courtier de valeur 2 derrière son paravent.",
    },
    'R10.3': {
      title: 'Décompte',
      text:
        'À la fin, la salle du trône est révélée\u00a0: la plus grosse somme marque 12 PV, puis 7, puis ' +
        '3, puis 0\u00a0; des joueurs à égalité se partagent les points de leurs places, arrondis à ' +
        "l'inférieur.",
    },
    'R10.4': {
      title: 'Cartes',
      text:
        `Seuls ${rulesThe.spy} (pour regarder) et ${rulesThe.magician} (pour échanger) atteignent la ` +
        `salle du trône.`,
    },
    R11: {
      title: 'Deux joueurs',
      text: 'On joue comme à 3 joueurs, dans les quartiers 1 à 3, avec un joueur neutre :',
    },
    'R11.1': {
      title: 'Courtiers neutres',
      text:
        'Chaque joueur garde aussi 4 courtiers neutres, que personne ne voit, de valeurs 4, 2, 1, 0 (4, ' +
        '3, 1, 0 avec le neutre fort).',
    },
    'R11.2': {
      title: 'Leur placement',
      text:
        'Avec ses 2 courtiers, un joueur place 1 courtier neutre face cachée, tiré au hasard\u00a0: ' +
        'personne ne connaît sa valeur avant son décompte.',
    },
    'R11.3': {
      title: 'Le joueur neutre',
      text:
        `Il ne mise pas et n'a pas de cartes, mais gagne des PV comme un joueur et remporte toutes les ` +
        `égalités, sauf contre le joueur qui a joué ${rulesThe.intriguer}.`,
    },
    'R11.4': {
      title: 'Ses choix',
      text:
        `Automatiques\u00a0: il prend les gemmes les plus précieuses, change toute carte autre que ` +
        `${rulesThe.prince} ou ${rulesThe.king} en la gemme la plus précieuse et, comme meneur du marché, ` +
        `fait monter la couleur dont il a le plus de gemmes.`,
    },
    'R11.5': {
      title: 'Décompte final',
      text:
        "Il est classé comme un joueur dans chaque couleur (troisième place pour une couleur qu'il n'a " +
        'pas). Le vainqueur est le meilleur des deux joueurs\u00a0; si la ville vous a battus tous les ' +
        'deux, le résultat le dit.',
    },
    R12: {
      title: 'Variante\u00a0: Ys Express (3 ou 4 joueurs)',
      text:
        'Chaque joueur joue sans un courtier de valeur 3 et un de valeur 1 (9 courtiers), les cartes ' +
        'Navire à gemme blanche quittent le paquet et le placement compte 3 tours de table au lieu de ' +
        '4. Elle se combine avec la Faveur du Roi.',
    },
    R13: {
      title: 'Ce que chaque joueur peut voir',
      text:
        `Tout le monde voit le plateau, les courtiers face visible, les courtiers devant les paravents, ` +
        `les gemmes gagnées, les cartes en main, les mises révélées, combien de courtiers chaque joueur ` +
        `a derrière son paravent, et le journal de la partie. Vous seul voyez vos courtiers derrière le ` +
        `paravent, les valeurs de vos courtiers face cachée (R6.6), votre mise avant qu'elle soit ` +
        `révélée, vos courtiers dans la salle du trône et ce qu'a vu votre ${terms.card.spy}. Personne ` +
        `ne voit les cartes sous celle du dessus de chaque palais, les cartes écartées, l'ordre du ` +
        `paquet de navires ni les valeurs des courtiers neutres avant le décompte.`,
    },
  },
};

// ---------------------------------------------------------------- pages

const pagesNames = new Intl.ListFormat('fr', { type: 'unit', style: 'short' });
const PAGES_WEEK = 7 * 24 * 3600;

// Vous, as French game rules address players. A seat is "place"; a stand-in, "remplaçant".
// A no-break space (\u00a0) before ":", ";" and "?", as French typography sets them.
const pages: Dict['pages'] = {
  language: 'Langue',
  spectator: 'Spectateur',
  host: 'Organisateur',
  playerList: (names) => pagesNames.format(names),
  title: {
    player: (name) => `Ys — ${name}`,
    spectator: 'Ys — spectateur',
    host: 'Ys — organisateur',
    mail: 'Ys — e-mails',
    replay: 'Ys — revoir la partie',
    analysis: 'Ys — analyse',
    error: (status) => `Ys — ${status}`,
  },
  rematchLink: 'Revanche\u00a0: votre nouvelle place',
  live: {
    connecting: 'connexion…',
    reconnecting: 'reconnexion…',
    live: 'en direct',
    offline: 'hors ligne',
    unsent: 'non envoyé\u00a0: vérifiez votre connexion et réessayez',
    replaced: "ce lien a été remplacé par l'organisateur\u00a0: demandez-lui le nouveau",
    shut: 'déconnecté\u00a0: rechargez la page',
    tooManyPages:
      'trop de pages sont ouvertes pour cette place ou cette partie, celle-ci a été fermée\u00a0: ' +
      'rechargez-la pour jouer ici',
    tooChatty: 'cette page a envoyé trop de messages\u00a0: rechargez-la',
    deleted: 'cette partie a été supprimée après une longue période sans coup',
    yourMove: 'À vous de jouer',
    keys:
      'Touches\u00a0: B, le plateau en texte\u00a0; L, le dernier coup\u00a0; ' +
      'T, à qui de jouer et le temps restant\u00a0; G, vos gemmes, PV et cartes\u00a0; Q, les cours\u00a0; ' +
      'A puis 1 à 4, un quartier, ou A puis 5, le marché\u00a0; ' +
      'K, ces touches.',
    askWhich: 'Quel quartier\u00a0? 1 à 4, ou 5 pour le marché.',
    noMove: 'Aucun coup pour l’instant.',
    chatSaid: (name, text) => `${name} dans la discussion\u00a0: ${text}`,
  },
  nextGame: 'Partie suivante qui vous attend\u00a0: {0}',
  copyLink: 'Copier le lien',
  copied: 'Copié',
  home: {
    lead:
      'Le jeu de société Ys (Cyril Demaegd, Ystari 2004) pour 2 à 4 amis à distance. Créez une partie, ' +
      "envoyez à chaque ami son lien privé, et jouez à votre rythme depuis n'importe quel navigateur.",
    title: 'Titre de la partie (facultatif)',
    titleHelp: (max) =>
      `Jusqu'à ${max} caractères, par exemple «\u00a0Ys du vendredi\u00a0»\u00a0: affiché dans la liste des ` +
      'parties de chacun, le titre de la page et les notifications, pour distinguer cette partie des autres.',
    players: 'Joueurs (2 à 4)',
    player: (n, optional) => `Joueur ${n}${optional ? ' (facultatif)' : ''}`,
    whoPlays: (n) => `Qui occupe la place ${n}`,
    playedBy: { person: 'joué par une personne', standard: 'joué par le bot', greedy: 'joué par le bot, facile' },
    botNames: ['Vaucanson', 'Jacquard', 'Pascal', 'Droz'],
    options: 'Options',
    onlyFor: (counts) => `(${fmt.fr.or(counts.map((n) => fmt.fr.num(n)))} joueurs)`,
    timePerMove: 'Temps par coup',
    timePerMoveHelp:
      "Quand le temps d'un joueur est écoulé, un remplaçant décide à sa place (l'organisateur peut " +
      'mettre les horloges en pause)',
    notifications: 'Notifications de tour (facultatif)',
    webhook:
      'Webhook du salon de discussion de votre groupe (Discord ou Slack)\u00a0: il est prévenu de qui ' +
      'doit jouer, avec le lien spectateur',
    mailHelp:
      'Ou leurs adresses e-mail\u00a0: chaque joueur reçoit son propre lien, puis un e-mail quand la ' +
      "partie l'attend (jamais montrées aux autres\u00a0; chaque e-mail permet de se désabonner en un " +
      'clic).',
    email: (n) => `E-mail du joueur ${n}`,
    newGame: 'Nouvelle partie',
    myGames: 'Vos parties sur ce navigateur',
    myGamesHelp: 'Conservées dans ce navigateur seulement, jamais envoyées au serveur sous forme de liste.',
  },
  option: {
    kingsFavor: {
      label: terms.kingsFavor,
      help:
        'Après chaque décompte, chacun pose dans la salle du trône un des courtiers placés devant son ' +
        'paravent\u00a0; il rapporte des points à la fin (R10).',
    },
    express: {
      label: terms.express,
      help:
        'Une partie plus courte\u00a0: 9 courtiers chacun, 3 tours de placement, sans les cartes Navire ' +
        'à gemme blanche (R12).',
    },
    threeNeighborhoods: {
      label: 'Trois quartiers',
      help: 'À 3 joueurs, sur les quartiers 1 à 3 seulement\u00a0: une ville plus serrée (R2.3).',
    },
    strongNeutral: {
      label: 'Neutre fort',
      help: 'Les courtiers du joueur neutre valent 4, 3, 1, 0 au lieu de 4, 2, 1, 0 (R11.1).',
    },
    peekOwnHidden: {
      label: 'Voir mes courtiers face cachée',
      help: 'Chaque joueur peut regarder ses propres courtiers posés face cachée sur le plateau (R6.6).',
    },
  },
  moveChoice: (seconds) => {
    if (seconds === 0) return 'Sans limite';
    if (seconds % PAGES_WEEK === 0) {
      const w = seconds / PAGES_WEEK;
      return `${fmt.fr.num(w)} ${fmt.fr.plural(w, { one: 'semaine', other: 'semaines' })}`;
    }
    const h = Math.round(seconds / 3600);
    return `${fmt.fr.num(h)} ${fmt.fr.plural(h, { one: 'heure', other: 'heures' })}`;
  },
  myGames: {
    awaiting: { one: 'À vous de jouer dans {0}\u00a0partie', other: 'À vous de jouer dans {0}\u00a0parties' },
    forget: 'Oublier',
    forgetGame: (game) => `Oublier ${game}`,
    forgotten: (game) => `Oubliée\u00a0: ${game}`,
    undo: 'Annuler',
    ended: "terminée par l'organisateur",
    won: (names, count) => (count === 1 ? `terminée\u00a0: ${names} a gagné` : `terminée\u00a0: ${names} ont gagné`),
    noWinner: 'terminée\u00a0: aucun gagnant',
    yourMove: 'à vous de jouer',
    waitingFor: (names) => `en attente\u00a0: ${names}`,
    inPlay: 'en cours',
    withTime: (state, left) => `${state}, ${left}`,
    gone: 'introuvable',
    deleted: 'supprimée\u00a0: aucun coup depuis longtemps',
    unreachable: 'injoignable',
  },
  hostPage: {
    inviteSubject: (name) => `${name}\u00a0: votre place dans notre partie d'Ys`,
    inviteBody: (name, players, url) =>
      `Bonjour ${name},\n\nNous jouons à Ys en ligne (${players}). Voici votre lien privé\u00a0: il ` +
      `montre votre propre écran, gardez-le pour vous.\n\n${url}\n\nOuvrez-le sur n'importe quel ` +
      `téléphone ou ordinateur\u00a0; la page se met à jour d'elle-même quand c'est à vous de ` +
      `jouer.\n`,
    heading: "Votre partie d'Ys",
    lead:
      'Envoyez à chaque joueur son propre lien. Un lien est la clé de ce joueur\u00a0: qui le détient ' +
      'joue cette place et voit son écran.',
    botSeat: "Le bot joue cette place, à partir de ce que cette place peut voir\u00a0: elle n'a pas de lien.",
    privateLink: (name) => `Lien privé (${name})`,
    emailInvitation: 'Invitation par e-mail',
    openAs: (name) => `Ouvrir comme ${name}`,
    giveBack: (name) => `Rendre la place (${name}) avec un nouveau lien`,
    handOver: (name) => `Confier la place (${name}) au remplaçant`,
    standInNow: 'Le remplaçant décide désormais pour cette place\u00a0; rendue, elle reçoit un nouveau lien.',
    standInHelp: 'Si un joueur est parti\u00a0: un remplaçant décide pour sa place à partir de maintenant.',
    replaceLink: (name) => `Remplacer le lien (${name})`,
    replaceLinkHelp:
      "Si ce lien est arrivé chez la mauvaise personne\u00a0: l'ancien cesse aussitôt de fonctionner, " +
      'et ses pages ouvertes sont déconnectées.',
    spectatorLink: 'Lien spectateur (informations publiques seulement)',
    webhook:
      'Webhook du salon de discussion de votre groupe (Discord ou Slack)\u00a0: prévenu de qui doit ' +
      'jouer, avec le lien spectateur\u00a0; vide\u00a0: aucun',
    saveWebhook: 'Enregistrer le webhook',
    givenUp: 'Notifications non délivrées',
    givenUpHelp: 'Réessayées plusieurs fois, puis abandonnées\u00a0; la partie elle-même continue.',
    givenUpWebhook: 'Le webhook',
    givenUpPush: (name) => `Navigateur (${name ?? 'un joueur'})`,
    givenUpMail: (name) => `E-mail (${name ?? 'un joueur'})`,
    givenUpItem: (what, when, why) => `${what}, ${when} UTC\u00a0: ${why}`,
    writesRefused: "Changements refusés aujourd'hui",
    writesRefusedHelp: (used, allowed) =>
      `Outre ses coups, cette partie peut écrire ${fmt.fr.num(allowed)} lignes par jour dans le stockage du serveur, ` +
      `sa part de l'hébergement gratuit (${fmt.fr.num(used)} jusqu'ici aujourd'hui, UTC). ` +
      "Ces changements ont été refusés\u00a0: trop d'un même genre depuis un lien en une minute, ou au-delà des " +
      'lignes du jour. Les coups ne sont jamais refusés.',
    writesRefusedItem: (kind, n) => `${kind}\u00a0: ${fmt.fr.num(n)}`,
    writeKinds: {
      notes: 'Notes',
      lang: 'Langues',
      push: 'Notifications du navigateur',
      mail: 'Notifications par e-mail',
      hint: 'Indices',
      chat: 'Messages du chat',
      moderation: 'Messages masqués, places rendues muettes',
      links: 'Liens remplacés',
      controls: "Commandes de l'hôte (fin, horloges, webhook, remplaçant)",
      plan: 'Coups prévus',
    },
    unverified: 'Adresses e-mail à vérifier',
    unverifiedSeat: (name) =>
      `Aucun e-mail ne parvient à ${name}\u00a0: ce serveur n'écrit qu'aux adresses vérifiées auprès ` +
      `de son service d'envoi, et celle de ${name} ne l'est pas encore.`,
    unverifiedHelp:
      "Ce serveur envoie ses e-mails par l'Email Routing de Cloudflare, qui ne les remet qu'aux " +
      "adresses que leur titulaire a vérifiées une fois\u00a0: qui gère le serveur ajoute l'adresse " +
      'sous Email Routing › Destination Addresses, et son titulaire ouvre le message de Cloudflare ' +
      "pour la vérifier. La notification suivante passe alors\u00a0; d'ici là, envoyez vous-même son " +
      'lien au joueur.',
    clocksPaused: "Les horloges sont en pause\u00a0: le temps de personne ne s'écoule.",
    clocksRunning: 'Chaque décision a un temps limite\u00a0; une fois écoulé, un remplaçant décide.',
    resumeClocks: 'Relancer les horloges',
    pauseClocks: 'Mettre les horloges en pause (des vacances)',
    keepAddress: (url) => `Gardez l'adresse de cette page pour retrouver ces liens\u00a0: ${url}`,
    expiry: (days, at, over) =>
      over
        ? `Cette partie est supprimée après ${terms.days(days)} sans coup joué\u00a0: le ${terms.date(at)}.`
        : `Cette partie est supprimée après ${terms.days(days)} sans coup joué\u00a0: le ` +
          `${terms.date(at)}, sauf si quelqu'un joue avant.`,
    controls: "Commandes de l'organisateur",
    replaceHostLink: "Remplacer ce lien d'organisateur",
    replaceHostLinkHelp: "Cette page change d'adresse\u00a0; l'ancienne cesse aussitôt de fonctionner.",
    endConfirm:
      "Terminer la partie maintenant pour tout le monde. Plus personne ne pourra jouer ensuite, et c'est irréversible.",
    end: 'Terminer la partie',
    rematchMade: 'La revanche est créée.',
    openRematch: "Ouvrir la page d'organisateur de la revanche",
    rematchOffer:
      'La partie est terminée. Une revanche est une nouvelle partie avec les mêmes joueurs et ' +
      'options, et une nouvelle donne\u00a0; chaque joueur trouve son nouveau lien sur sa propre ' +
      'page.',
    rematch: 'Revanche',
    confirm: {
      link: {
        ask: (name) => `Remplacer le lien (${name})\u00a0?`,
        text: (name) =>
          `L'ancien lien cesse aussitôt de fonctionner et ses pages ouvertes sont déconnectées. Vous ` +
          `envoyez ensuite le nouveau lien (${name}). C'est irréversible.`,
        yes: (name) => `Oui, remplacer le lien (${name})`,
      },
      standin: {
        ask: (name) => `Confier la place (${name}) au remplaçant\u00a0?`,
        text: (name) =>
          `Désormais le remplaçant décide pour cette place (${name}) chaque fois que la partie ` +
          `l'attend, et ses décisions sont irréversibles. Vous pourrez rendre la place plus tard, ` +
          `avec un nouveau lien.`,
        yes: (name) => `Oui, confier la place (${name}) au remplaçant`,
      },
      back: {
        ask: (name) => `Rendre la place (${name})\u00a0?`,
        text: (name) =>
          `Cette place (${name}) se joue de nouveau, par un nouveau lien que vous envoyez\u00a0; ` +
          `l'ancien cesse aussitôt de fonctionner. C'est irréversible.`,
        yes: (name) => `Oui, rendre la place (${name})`,
      },
      hostLink: {
        ask: () => "Remplacer ce lien d'organisateur\u00a0?",
        text: () =>
          "Cette page change d'adresse et l'ancienne cesse aussitôt de fonctionner\u00a0: gardez la " +
          'nouvelle, personne ne peut vous la redonner.',
        yes: () => "Oui, remplacer le lien d'organisateur",
      },
    },
    cancel: "Non, revenir à la page d'organisateur",
    done: {
      link: (name) => `Lien remplacé (${name})\u00a0: l'ancien ne fonctionne plus. Envoyez le nouveau\u00a0:`,
      standin: (name) => `Place confiée au remplaçant (${name})\u00a0: il décide désormais pour elle.`,
      back: (name) => `Place rendue (${name})\u00a0: l'ancien lien ne fonctionne plus. Envoyez le nouveau\u00a0:`,
      hostLink: () =>
        "Cette page a une nouvelle adresse, le nouveau lien d'organisateur\u00a0: l'ancien ne " +
        'fonctionne plus. Gardez celui-ci\u00a0:',
      end: () => 'Vous avez terminé la partie pour tout le monde.',
    },
    changed: "Modifié à l'instant",
  },
  mailStop: {
    stopped: 'E-mails arrêtés',
    ask: 'Arrêter les e-mails\u00a0?',
    stoppedHtml: (gamePage) =>
      `Cette place ne reçoit plus d'e-mails. Vous pouvez de nouveau donner une adresse sur ${gamePage}.`,
    gamePage: 'votre page de jeu',
    askText: "Cette partie ne vous enverra plus d'e-mail quand elle vous attend.",
    stop: 'Arrêter les e-mails',
    back: 'Retour à la partie',
  },
  error: {
    notFound: 'Introuvable',
    deleted: 'Partie supprimée',
    replaced: 'Lien remplacé',
    server: 'Problème du serveur',
    other: "Cela n'a pas fonctionné",
    home: "Retour à l'accueil",
  },
};

// ---------------------------------------------------------------- refusals

// Vous, as French game rules speak to the player. A player's name never enters these
// sentences; a seat is "le joueur 2", a place keeps its article ("dans le quartier 2, …").
// A no-break space (\u00a0) goes before a colon or semicolon and inside « », as French
// typography has it.

const refusalsCap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const refusalsWhose = (r: NameWhere) =>
  (r.path ? `Nouvelle partie non valide\u00a0: ${r.path}\u00a0: ` : '') +
  (r.title ? 'Le titre' : r.player ? `Le nom du joueur ${r.player}` : 'Le nom');

const refusalsMeans: Record<ReservedMeaning, string> = {
  you: 'la personne qui lit la page («\u00a0vous\u00a0»)',
  neutral: "le joueur neutre d'une partie à 2",
  spectators: 'les spectateurs',
  host: "l'organisateur qui a créé la partie",
  standIn: 'le remplaçant qui décide pour un joueur',
  nobody: 'personne',
  everyone: 'tout le monde',
  seat: 'un joueur désigné par son numéro («\u00a0Joueur 2\u00a0»)',
};

const refusalsMoment: Record<Timing, string> = {
  beforePlacement: 'avant le placement',
  beforeOwnPlacement: "juste avant l'un de vos placements",
  duringPlacement: "juste après l'un de vos placements",
  beforeCounting: 'avant le décompte',
  afterCounting: 'après le décompte',
};

/**
 * A place with its article: "le quartier 2, zone du port", "la ligne 3 du marché, colonne rouge", "la salle du trône".
 */
const refusalsPlace = (at: Spot | 'throne') =>
  at === 'throne' ? terms.throneRoom : `${'neighborhood' in at ? 'le' : 'la'} ${terms.spot(at)}`;
/** Where a broker stands: "dans le quartier 2, …", "sur la ligne 3 du marché, …", "dans la salle du trône". */
const refusalsAt = (at: Spot | 'throne') =>
  at !== 'throne' && 'row' in at ? `sur ${refusalsPlace(at)}` : `dans ${refusalsPlace(at)}`;

const refusalsField = (field: FormField, n?: number): string =>
  (
    ({
      broker1: 'le 1er courtier',
      place1: "l'endroit du 1er courtier",
      face1: 'la face du 1er courtier',
      refill1: 'le 1er courtier de remplacement',
      broker2: 'le 2e courtier',
      place2: "l'endroit du 2e courtier",
      face2: 'la face du 2e courtier',
      refill2: 'le 2e courtier de remplacement',
      faces: 'le choix des faces',
      neutralPlace: "l'endroit du courtier neutre",
      gems: 'le choix des gemmes',
      whiteColour: 'la couleur de la gemme blanche',
      column: `la colonne à la place ${n ?? 1}`,
      neighborhood1: 'le 1er quartier',
      neighborhood2: 'le 2e quartier',
      queenArea: `la zone de ${terms.theCard.queen}`,
      swap1: 'le 1er courtier à échanger',
      swap2: 'le 2e courtier à échanger',
      markBroker: 'le courtier à marquer',
      moveBroker: 'le courtier à déplacer',
      newPlace: 'son nouvel endroit',
      giveGem: 'la gemme à donner',
      takeGem: 'la gemme à prendre',
      gemUp: 'la gemme qui monte',
      gemDown: 'la gemme qui descend',
      gem1: 'la 1re gemme',
      gem2: 'la 2e gemme',
      card: 'la carte',
      bid: 'la mise',
      position: 'la place',
      colour: 'la couleur',
      direction: 'le sens',
      throneBroker: 'le courtier',
      peekBroker: 'le courtier à regarder',
      action: "l'action",
      version: 'la version de la page',
    }) satisfies Record<FormField, string>
  )[field];

const refusalsForm = (why: string) => `Ce formulaire n'a pas pu être lu\u00a0: ${why}.`;

function refusalsWait(seconds: number): string {
  if (seconds < 90) return `${fmt.fr.num(seconds)} ${fmt.fr.plural(seconds, { one: 'seconde', other: 'secondes' })}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${fmt.fr.num(minutes)} minutes`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

const refusalsUrl = (what: 'webhook' | 'pushEndpoint') =>
  what === 'webhook' ? 'Le webhook' : "L'adresse d'envoi push";
const refusalsNums = (values: readonly number[]) => fmt.fr.and(values.map(fmt.fr.num));

/** A hidden character in a message or the notes (src/engine/names.ts, hiddenChar). */
const refusalsHidden = {
  control: 'un caractère de contrôle',
  direction: 'une marque de direction, qui peut réordonner les mots autour',
  variation: 'un sélecteur de variante isolé, un caractère invisible',
  invisible: 'un caractère invisible',
  unknown: 'un caractère sans aspect convenu (privé ou non attribué)',
};

const refusals: Dict['refusals'] = {
  // ---------------------------------------------------------------- names
  nameEmpty: (r) => `${refusalsWhose(r)} est vide.`,
  nameControl: (r) =>
    `${refusalsWhose(r)} contient un caractère de contrôle ou un saut de ligne (${r.char})\u00a0: ` +
    `écrivez-le sur une seule ligne.`,
  nameDirection: (r) =>
    `${refusalsWhose(r)} contient une marque de direction (${r.char}), qui peut réordonner les mots ` +
    `autour\u00a0: saisissez-le à nouveau sans elle.`,
  nameVariation: (r) =>
    `${refusalsWhose(r)} contient un sélecteur de variante (${r.char}) isolé, un caractère ` +
    `invisible\u00a0: saisissez-le à nouveau sans lui.`,
  nameInvisible: (r) =>
    `${refusalsWhose(r)} contient un caractère invisible (${r.char})\u00a0: saisissez-le à nouveau sans lui.`,
  nameUnknown: (r) =>
    `${refusalsWhose(r)} contient un caractère sans apparence convenue (${r.char}, privé ou non ` +
    `attribué)\u00a0: utilisez-en un autre.`,
  nameSeparator: (r) =>
    `${refusalsWhose(r)} contient «\u00a0${r.char}\u00a0»\u00a0: le jeu écrit des virgules, des ` +
    `deux-points et des parenthèses entre les noms et après eux («\u00a0Ana, Bo et Cy\u00a0», ` +
    `«\u00a0Ana (vous)\u00a0»), donc un nom n'en contient pas.`,
  nameLoneAccent: (r) => `${refusalsWhose(r)} a un accent (${r.char}) qui n'est sur aucune lettre.`,
  nameAccents: (r) => `${refusalsWhose(r)} a plus de ${r.max} accents sur une même lettre.`,
  nameTooLong: (r) => `${refusalsWhose(r)} a ${r.length} caractères, plus de ${r.max}.`,
  nameNoLetter: (r) => `${refusalsWhose(r)} ne contient ni lettre ni chiffre.`,
  nameReserved: (r) =>
    `${refusalsWhose(r)}, «\u00a0${r.name}\u00a0», est un mot que le jeu emploie pour ` +
    `${refusalsMeans[r.means]}\u00a0: choisissez-en un autre, par exemple avec un nom de famille ou ` +
    `une initiale, pour qu'aucune phrase ne puisse désigner deux personnes.`,
  nameSame: (r) =>
    `${refusalsWhose(r)} est le même que celui du joueur ${r.first} («\u00a0${r.name}\u00a0»)\u00a0: ` +
    `donnez à chaque joueur un nom différent, pour que chacun sache qui a fait quoi.`,
  nameLookAlike: (r) =>
    `${refusalsWhose(r)}, «\u00a0${r.name}\u00a0», ressemble trop à celui du joueur ${r.first} ` +
    `(«\u00a0${r.firstName}\u00a0»)\u00a0: donnez à chaque joueur un nom que les autres distinguent ` +
    `d'un coup d'œil.`,

  // ---------------------------------------------------------------- any action
  notYourTurn: () => "Ce n'est pas à vous de jouer\u00a0: la partie attend quelqu'un d'autre.",
  seatNotWaited: () => "Ce joueur n'est pas attendu\u00a0: il n'y a rien à décider pour lui.",
  standInNothing: () => "Le remplaçant n'a rien trouvé à décider.",
  invalidSettings: (r) => `Paramètres de partie non valides (${r.path || 'entrée'}).`,
  invalidAction: (r) => `Cette action n'est pas valide${r.path === undefined ? '' : ` (${r.path || 'action'})`}.`,
  gameOver: () => 'La partie est terminée.',
  noSuchSeat: () => "Ce joueur n'existe pas dans cette partie.",

  // ---------------------------------------------------------------- setup
  dealTooMany: (r) =>
    `La donne demande ${r.item} ` +
    `${r.pile === 'ships' ? 'dans la pioche de navires' : 'dans une réserve neutre'} plus souvent que ` +
    `le jeu n'en contient.`,
  variantsNotWithTwo: () => `${terms.kingsFavor} et ${terms.express} ne se jouent pas à 2 joueurs.`,
  threeNeighborhoodsForThree: () =>
    "L'option à trois quartiers est pour 3 joueurs (à 2 joueurs, on en utilise toujours trois).",
  strongNeutralForTwo: () => 'Le joueur neutre renforcé est pour les parties à 2 joueurs.',
  dealOrderCards: (r) => `Les cartes Ordre doivent aller de 1 à ${r.players}, une par joueur.`,
  dealCardTwice: () => "Chaque carte Personnage n'existe qu'une fois.",
  neighborhoodNotInPlay: (r) => `Le ${terms.neighborhood(r.neighborhood)} n'est pas en jeu.`,
  neutralOnlyWithTwo: () => "Les courtiers neutres n'existent qu'à 2 joueurs.",

  // ---------------------------------------------------------------- bidding
  bidTwo: () => 'Chaque joueur doit maintenant miser 2 courtiers.',
  alreadyBid: () => 'Vous avez déjà misé ce tour-ci.',
  noBidBrokers: (r) => `Vous n'avez pas ${refusalsNums(r.values)} derrière votre paravent pour miser.`,
  noBidLeft: () => 'Le tour 4 est le dernier\u00a0: il ne reste aucune enchère à prévoir.',
  chooseOrder: () => "Vous devez maintenant choisir votre place dans l'ordre du tour.",
  positionTaken: (r) =>
    `La place ${r.position} n'est pas libre\u00a0; choisissez ${fmt.fr.or(r.free.map(fmt.fr.num))}.`,

  // ---------------------------------------------------------------- placement
  placeTwo: () => "C'est à vous de placer 2 courtiers.",
  oneUpOneDown: () => 'Placez exactement un courtier face visible et un face cachée.',
  onlyConjurer: () => `Seul ${terms.theCard.conjurer} permet à un courtier de venir de devant votre paravent.`,
  conjurerRefill: () =>
    `Avec ${terms.theCard.conjurer}, indiquez le courtier de derrière votre paravent qui prend sa place devant.`,
  notBehind: (r) => `Vous n'avez pas ${refusalsNums(r.values)} derrière votre paravent.`,
  notInFront: (r) => `Vous n'avez pas ${refusalsNums(r.values)} devant votre paravent.`,
  placeNeutral: () => 'À 2 joueurs, vous placez aussi 1 courtier neutre face cachée.',
  queenClosed: (r) =>
    `${refusalsCap(terms.theCard.queen)} a fermé cet endroit pour le reste du tour\u00a0: ${refusalsPlace(r.spot)}.`,
  rowClosed: (r) => `La ${terms.marketRow(r.row)} est fermée dans cette partie.`,
  squareTaken: (r) => `La case du marché ligne ${r.row}, colonne ${terms.colour[r.column]}, a déjà un courtier.`,
  squareTwice: (r) =>
    `Une case du marché ne prend qu'un courtier\u00a0: vous avez choisi deux fois la ligne ${r.row}, ` +
    `colonne ${terms.colour[r.column]}.`,

  // ---------------------------------------------------------------- character cards
  cardNotHeld: (r) => `${refusalsCap(terms.theCard[r.card])}\u00a0: vous n'avez pas cette carte en main.`,
  cardWonThisTurn: (r) =>
    `${refusalsCap(terms.theCard[r.card])}\u00a0: carte gagnée ce tour-ci\u00a0; vous pourrez la ` +
    `jouer à partir du tour suivant.`,
  twoCardsPlayed: () => 'Vous avez déjà joué 2 cartes ce tour-ci.',
  cardNotNow: (r) =>
    `${refusalsCap(terms.theCard[r.card])}\u00a0: cette carte ne se joue pas maintenant\u00a0; son ` +
    `moment est ${refusalsMoment[r.moment]}.`,
  playOrPass: () => 'Jouez une carte ou passez.',
  noBrokerAt: (r) => `Vous n'avez aucun courtier ${refusalsAt(r.at)} (position ${r.position}).`,
  queensAreaUntouchable: () => `Les courtiers de la zone de ${terms.theCard.queen} ne peuvent pas être touchés.`,
  captainTwoNeighborhoods: () =>
    `${refusalsCap(terms.theCard.captain)} échange les navires de deux quartiers actifs différents.`,
  magicianTwoPlaces: () =>
    `${refusalsCap(terms.theCard.magician)} échange deux courtiers situés à deux endroits différents.`,
  mercenaryMarks: () =>
    `${refusalsCap(terms.theCard.mercenary)} marque l'un des deux courtiers que vous venez de placer.`,
  heraldNoThrone: () => `${refusalsCap(terms.theCard.herald)} ne touche jamais ${terms.throneRoom}.`,
  heraldAnotherPlace: () => `${refusalsCap(terms.theCard.herald)} déplace un courtier vers un autre endroit.`,
  alchemistBoth: () =>
    `${refusalsCap(terms.theCard.alchemist)} échange une gemme que vous donnez contre une que vous prenez.`,
  alchemistOtherColour: () => `${refusalsCap(terms.theCard.alchemist)} prend une gemme d'une autre couleur.`,
  noGemToGive: (r) => `Vous n'avez aucune gemme ${terms.colour[r.gem]} à donner.`,
  bankerTwoGems: () => `${refusalsCap(terms.theCard.banker)} déplace les cours de deux gemmes différentes.`,
  spyNotPlayed: () => `Seul le joueur qui a joué ${terms.theCard.spy} ce tour-ci peut regarder les courtiers cachés.`,
  spyOnlyPlacement: () => `${refusalsCap(terms.theCard.spy)} ne regarde que pendant la phase de placement.`,
  spyThreeLooks: () => `${refusalsCap(terms.theCard.spy)} a déjà regardé 3 courtiers.`,
  noThroneRoom: () => "Il n'y a pas de salle du trône dans cette partie.",
  spyFaceDownOther: () => `${refusalsCap(terms.theCard.spy)} regarde un courtier face cachée d'un autre joueur.`,
  spyNeutral: () =>
    `Personne ne peut connaître la valeur d'un courtier neutre avant son décompte, pas même ${terms.theCard.spy}.`,
  spySeen: () => 'Vous avez déjà vu ce courtier.',
  quotationAtEnd: (r) =>
    `Le cours de la gemme ${terms.colour[r.colour]} est déjà ` +
    `${r.step > 0 ? 'au maximum (12)' : 'au minimum (0)'}\u00a0: un déplacement doit changer un cours ` +
    `(R7.5).`,

  // ---------------------------------------------------------------- counting
  chooseGems: (r) => `Choisissez vos gemmes dans le port du ${terms.neighborhood(r.neighborhood)}.`,
  takeExactly: (r) =>
    `Prenez exactement ${fmt.fr.num(r.count)} ${fmt.fr.plural(r.count, { one: 'gemme', other: 'gemmes' })}.`,
  noGemInPort: (r) => `Il ne reste aucune gemme ${terms.colour[r.gem]} dans ce port.`,
  whiteAsWhat: () => 'Indiquez quelle gemme de couleur vous prenez pour la gemme blanche.',
  onlyWhiteAs: () => "Seule une gemme blanche se prend comme gemme d'une autre couleur.",
  nameWhiteColour: (r) =>
    `Indiquez la couleur que prend votre gemme blanche ` +
    `(${r.reason === 'blueCard' ? 'la carte à bord bleu' : `la ${terms.marketRow(r.reason.row)}`}).`,
  orderColumns: () => 'Classez les colonnes du marché à égalité.',
  orderExactly: (r) =>
    `Classez exactement les colonnes à égalité ` +
    `(${fmt.fr.and(r.columns.map((c) => terms.colour[c]))}), de la meilleure à la moins bonne.`,
  moveQuotation: () => "En tant que meneur du marché, déplacez un cours d'un cran.",

  // ---------------------------------------------------------------- the King's Favor
  throneChoose: () => `Choisissez l'un des courtiers devant votre paravent pour ${terms.throneRoom}.`,
  throneChosen: () => `Vous avez déjà choisi votre courtier pour ${terms.throneRoom}.`,

  // ---------------------------------------------------------------- the game's object
  notFound: () =>
    "Il n'y a aucune partie à cette adresse, ou le lien n'est pas valide. Vérifiez que vous avez " +
    'copié le lien en entier.',
  gone: (r) =>
    `${r.finished ? 'Cette partie était terminée et a été supprimée' : 'Cette partie a été supprimée'} ` +
    `le ${terms.date(r.at)}, après ${terms.days(r.days)} sans aucun coup.`,
  storedDamaged: (r) =>
    `Les données enregistrées de cette partie sont endommagées et ne peuvent pas être ` +
    `lues.${r.detail ? ` (${r.detail})` : ''}`,
  storedOlder: (r) =>
    `Cette partie a été enregistrée dans un ancien format (format de stockage ${r.storage}) que ce ` +
    `serveur ne lit plus.`,
  storedNewer: (r) =>
    `Cette partie a été enregistrée par une version plus récente d'Ys online (format de stockage ` +
    `${r.storage}${r.stateSchema === null ? '' : `, schéma d'état ${r.stateSchema}`})\u00a0; ` +
    (`ce serveur lit jusqu'au format ${r.readsStorage} et au schéma ${r.readsSchema}. Mettez le ` +
      `serveur à jour pour la continuer.`),
  storedSchema: (r) =>
    `Cette partie a été enregistrée avec le schéma d'état ${r.stateSchema}, que ce serveur ne sait pas lire.`,
  storedActionBroken: (r) =>
    `L'action enregistrée n°\u00a0${r.seq} de cette partie ne s'applique plus\u00a0: la partie ne ` +
    `peut donc pas continuer sans risque.`,
  noSecretCheck: () => "Ce serveur n'a pas de LINK_SECRET\u00a0: il ne peut pas vérifier les liens des parties.",
  noSecretSign: () => "Ce serveur n'a pas de LINK_SECRET\u00a0: il ne peut pas signer les liens des parties.",
  gameExists: () => 'Cette partie existe déjà.',
  standInNotYours: () =>
    "Un remplaçant ne décide que lorsque le temps d'un joueur est écoulé\u00a0: prenez votre propre décision.",
  linkReplaced: () => "Rien n'a été joué\u00a0: l'organisateur a remplacé ce lien. Demandez-lui le nouveau.",
  seatStandIn: () =>
    "Rien n'a été joué\u00a0: l'organisateur a confié votre place au remplaçant, qui décide pour vous. Pour " +
    'rejouer, demandez-lui de vous rendre votre place (avec un nouveau lien).',
  stale: () =>
    "Cette page n'était plus à jour\u00a0: la partie a avancé depuis. Voici l'état actuel\u00a0; " +
    "décidez à nouveau si c'est encore à vous.",
  noPush: () => "Ce serveur n'envoie pas de notifications push (il n'a pas de clés VAPID).",
  noMail: () => "Ce serveur n'envoie pas d'e-mails.",
  noClock: () => "Cette partie n'a pas de temps par coup\u00a0: il n'y a pas d'horloge à mettre en pause.",
  unknownLang: () => "Choisissez l'une des langues proposées.",
  noSeatHere: (r) => `Cette partie a les joueurs 0 à ${r.seats - 1}\u00a0; le joueur ${r.seat} n'existe pas.`,
  botSeat: () => "Le bot de la partie joue à cette place\u00a0: elle n'a pas de lien et n'a pas besoin de remplaçant.",
  alreadyOver: () => "Cette partie est déjà terminée\u00a0: il n'y a plus rien à arrêter.",
  rematchNotOver: () => "La revanche ne peut être lancée qu'une fois cette partie terminée.",
  recordNotOver: () =>
    "L'historique de la partie et la page pour la revoir s'ouvrent une fois la partie terminée\u00a0: " +
    'avant, ils révéleraient ce qui est caché (R13)\u00a0: ' +
    ('la graine fixe chaque carte et chaque navire à venir, et les actions montrent les courtiers face ' +
      'cachée et les mises.'),
  recordBroken: () =>
    "L'historique de cette partie ne se rejoue plus sur ce serveur\u00a0: impossible de revoir la partie.",
  ended: () => "L'organisateur a arrêté cette partie.",
  tooManyFromAddress: (r) =>
    `Trop de nouvelles parties depuis votre adresse\u00a0: ${fmt.fr.num(r.allowed)} au maximum par ` +
    `minute. Aucune partie n'a été créée\u00a0; réessayez dans ${refusalsWait(r.retryAfter)}.`,
  dailyBudget: (r) =>
    `Ce serveur a créé toutes les nouvelles parties qu'il crée en un jour (${fmt.fr.num(r.allowed)}, ` +
    `pour rester dans son hébergement gratuit). ` +
    (`Aucune partie n'a été créée\u00a0; réessayez après minuit UTC, dans ` +
      `${refusalsWait(r.retryAfter)}. Les parties déjà créées continuent normalement.`),
  budgetUnavailable: () =>
    "Le serveur n'a pas pu compter cette nouvelle partie pour l'instant. Aucune partie n'a été " +
    'créée\u00a0; réessayez dans quelques secondes.',
  tooManyWrites: (r) =>
    `Trop de changements de ce genre depuis ce lien\u00a0: ${fmt.fr.num(r.max)} au maximum par minute. Rien n'a été ` +
    `changé\u00a0; réessayez dans ${refusalsWait(r.retryAfter)}.`,
  writeBudget: (r) =>
    `Cette partie a fait tous les changements, hors coups, qu'elle peut faire en un jour (${fmt.fr.num(r.allowed)} ` +
    `lignes écrites, pour qu'aucune partie ne dépense beaucoup de l'hébergement gratuit du serveur). ` +
    `Rien n'a été changé\u00a0; réessayez après minuit UTC, dans ${refusalsWait(r.retryAfter)}. Les coups continuent ` +
    `normalement.`,

  // ---------------------------------------------------------------- request bodies
  bodyUnreadable: () => "Le corps de la requête n'a pas pu être lu.",
  bodyTooLarge: (r) => `Le corps de la requête est trop volumineux (${fmt.fr.num(r.max)} octets au maximum).`,
  bodyNotUtf8: () => "Le corps de la requête n'est pas du texte UTF-8 valide\u00a0; envoyez le texte en UTF-8.",
  bodySurrogate: () =>
    "Le corps de la requête contient du texte qui n'est pas de l'Unicode valide (une moitié de paire " +
    'UTF-16 isolée, comme \\ud800).',
  bodyNumberTooLarge: () => 'Un nombre du corps de la requête est trop grand.',
  bodyEmpty: () => 'Le corps de la requête est vide\u00a0; envoyez du JSON.',
  bodyTooDeep: (r) =>
    `Le corps de la requête imbrique plus de ${r.max} niveaux\u00a0; aucune requête de ce jeu ne le fait.`,
  bodyNotJson: () => "Le corps de la requête n'est pas du JSON valide.",
  jsonNotForm: () => 'Ceci attend du JSON (Content-Type: application/json), pas un formulaire.',
  sendForm: () => 'Envoyez un formulaire (application/x-www-form-urlencoded ou multipart/form-data).',
  formMalformed: () => "Le formulaire est mal formé et n'a pas pu être lu\u00a0; renvoyez-le depuis la page.",
  formTooManyFields: (r) => `Le formulaire a plus de ${r.max} champs.`,
  unexpectedBody: (r) => `Corps inattendu\u00a0: ${r.path || 'le corps'} n'est pas valide.`,
  controlFormUnreadable: () => "Le formulaire n'a pas pu être lu.",

  // ---------------------------------------------------------------- the server
  crossSite: () =>
    "Refusé\u00a0: cette requête vient d'un autre site. Ys online n'accepte les formulaires, les " +
    'actions et les connexions en direct ' +
    'que depuis ses propres pages (un script peut envoyer ses requêtes sans en-tête Origin).',
  notConfigured: () =>
    "Ce serveur n'est pas configuré\u00a0: LINK_SECRET n'est pas défini, il ne peut donc ni signer ni " +
    'vérifier les liens des parties. ' +
    'Son responsable doit exécuter `npx wrangler secret put LINK_SECRET` puis le redéployer.',
  serverError: () => "Une erreur s'est produite sur le serveur. Rien n'a été modifié\u00a0; veuillez réessayer.",
  expectedWebSocket: () => 'Une connexion WebSocket était attendue.',
  usePost: () => "Cette commande de l'organisateur modifie la partie\u00a0: utilisez POST.",

  // ---------------------------------------------------------------- a new game
  sendNewGameForm: () => 'Envoyez le formulaire de nouvelle partie.',
  createTakesJson: () => 'Ceci attend du JSON\u00a0: envoyez la nouvelle partie avec Content-Type: application/json.',
  badNewGame: (r) => `Nouvelle partie non valide\u00a0: ${r.path || 'le corps'} n'est pas valide.`,
  fixedDealRefused: () =>
    'seed et deal ne sont acceptés que là où le déploiement définit ALLOW_FIXED_DEALS=1 (tests, ' +
    'développement local)\u00a0: ' +
    'qui connaîtrait la graine pourrait connaître la pioche de navires et les piles de personnages.',
  allBots: () =>
    "Au moins un joueur doit être une personne\u00a0: une partie de bots seuls n'a personne pour la jouer.",
  botEmail: () => "La place d'un bot ne prend pas d'adresse e-mail\u00a0: personne ne la lirait.",
  noMailServer: () =>
    "Ce serveur n'envoie pas d'e-mails\u00a0: laissez vides les adresses des joueurs, et envoyez-leur " +
    'vous-même leurs liens.',
  chooseMoveTime: () => 'Choisissez un temps par coup dans la liste.',
  moveSecondsRange: (r) =>
    `Le temps par coup doit aller de ${fmt.fr.num(r.min)} à ${fmt.fr.num(r.max)} secondes (2 ` +
    `semaines), ou 0 pour aucun.`,
  playerEmailTooLong: (r) => `E-mail du joueur ${r.player}\u00a0: une adresse e-mail a au plus 254 caractères.`,
  playerNotEmail: (r) => `E-mail du joueur ${r.player}\u00a0: ce n'est pas une adresse e-mail.`,
  playerSeatChoice: (r) => `Joueur ${r.player}\u00a0: choisissez une personne ou le bot.`,
  notUrl: (r) => `${refusalsUrl(r.what)} n'est pas une URL.`,
  notHttps: (r) =>
    `${refusalsUrl(r.what)} doit être une URL ` +
    `https://${r.what === 'webhook' ? ' (comme celles que donnent Discord et Slack)' : ''}.`,
  urlTooLong: (r) => `${refusalsUrl(r.what)} dépasse ${fmt.fr.num(r.max)} caractères.`,
  urlCredentials: (r) => `${refusalsUrl(r.what)} ne doit contenir ni nom d’utilisateur ni mot de passe.`,
  urlPort: (r) => `${refusalsUrl(r.what)} doit utiliser le port https standard (443), aucun autre.`,
  urlIpAddress: (r) => `${refusalsUrl(r.what)} doit nommer son serveur, pas donner une adresse IP.`,
  urlLocalName: (r) =>
    `${refusalsUrl(r.what)} doit être sur l’internet public\u00a0: ni localhost, ni un nom sans point ` +
    `ou finissant par .localhost, .local, .internal ou .home.arpa.`,
  pushServiceUnknown: () =>
    'L’adresse d’envoi push doit être celle du service push d’un navigateur (Google, Mozilla, Apple ou Microsoft).',
  checkNamesTooLong: (r) => `Vérifiez les noms\u00a0: un nom a au plus ${r.max} caractères.`,
  checkNamesTooMany: () => 'Vérifiez les noms\u00a0: 4 joueurs au maximum.',
  twoNames: () => 'Ys se joue de 2 à 4 joueurs\u00a0: saisissez au moins deux noms (R2.1).',
  cannotSetUp: (r) => `Impossible de préparer cette partie\u00a0: ${r.path || 'les options'} n'est pas valide.`,

  // ---------------------------------------------------------------- a seat's action
  formUnreadable: () => "Ce formulaire n'a pas pu être lu.",
  fieldMissing: (r) => refusalsForm(`il manque ${refusalsField(r.field, r.n)}`),
  fieldRepeated: (r) => refusalsForm(`${refusalsField(r.field, r.n)} figure plusieurs fois`),
  fieldNotNumber: (r) => refusalsForm(`${refusalsField(r.field, r.n)} doit être un nombre entier`),
  fieldNotOneOf: (r) => refusalsForm(`${refusalsField(r.field, r.n)} doit valoir ${fmt.fr.or(r.values)}`),
  fieldNotSpot: (r) => refusalsForm(`${refusalsField(r.field, r.n)} n'est pas un endroit du plateau`),
  fieldNotCity: (r) => refusalsForm(`${refusalsField(r.field, r.n)} doit être une zone de la ville`),
  fieldNotBroker: (r) => refusalsForm(`${refusalsField(r.field, r.n)} n'est pas un courtier du plateau`),
  fieldNotBrokerValue: (r) => refusalsForm(`${refusalsField(r.field, r.n)} doit être la valeur d'un courtier`),
  sayFaceUp: () => refusalsForm('indiquez quel courtier va face visible'),
  refillFromFront: (r) =>
    refusalsForm(
      `${refusalsField(r.nth === 1 ? 'broker1' : 'broker2')} vient de devant votre paravent\u00a0: ` +
        `choisissez le courtier de derrière votre paravent qui prend sa place`,
    ),
  gemsFormat: () => refusalsForm('les gemmes doivent être un ou deux noms de gemme'),
  whiteColourMissing: () => refusalsForm('indiquez la couleur que prend votre gemme blanche'),
  columnsTwice: () => refusalsForm('indiquez chaque colonne une seule fois'),
  bidFormat: () => refusalsForm('la mise doit être une paire de valeurs de courtiers'),
  formNotAction: (r) => `Ce formulaire ne forme pas une action valide${r.path ? ` (${r.path})` : ''}.`,
  actionBodyNoAction: () => "Attendu { action, version }\u00a0: action\u00a0: l'action manque",
  actionBodyNoVersion: () =>
    'Attendu { action, version }\u00a0: version\u00a0: la version manque\u00a0: envoyez la version de ' +
    'la vue sur laquelle vous avez décidé, ' +
    "pour qu'une action envoyée deux fois ne soit appliquée qu'une fois",
  actionBodyInvalid: (r) => `Attendu { action, version }\u00a0: ${r.path || 'le corps'} n'est pas valide.`,

  // ---------------------------------------------------------------- host controls
  confirmEnd: () => 'Cochez la case pour confirmer que la partie se termine pour tout le monde.',
  seatParam: () => "Ce joueur n'existe pas\u00a0: le joueur est un nombre, 0 pour le premier.",

  // ---------------------------------------------------------------- a seat's notifications
  emailTooLong: () => 'Une adresse e-mail a au plus 254 caractères.',
  notEmail: () => "Ce n'est pas une adresse e-mail.",
  sendSubscriptionJson: () => "Envoyez l'abonnement en JSON.",
  sendJson: () => 'Envoyez du JSON.',

  // ---------------------------------------------------------------- the replay
  replayStepNaN: () =>
    "Cette étape n'est pas un nombre. Les étapes sont numérotées à partir de 0 (le début)\u00a0; " +
    'ouvrez la page sans ?step= pour commencer.',
  replayPart: () =>
    "Cette adresse demande une partie qui n'existe pas\u00a0: seule part=step existe (une étape " +
    'seule, pour le script de la page)\u00a0; ouvrez-la sans part= pour la page entière.',
  noReplayStep: (r) => `L'étape ${r.step} n'existe pas\u00a0: cette partie a les étapes 0 à ${r.last}.`,
  noAnalysisSeat: (r) =>
    `Il n'y a pas de place ${r.seat} dans cette partie\u00a0: ses places vont de 0 à ${r.last} ` +
    `(?seat=0 est la première).`,
  analysisMismatch: () =>
    "L'analyse envoyée ne correspond pas aux décisions de cette place dans cette partie. Rechargez la " +
    'page pour la recalculer.',
  // ---------------------------------------------------------------- le chat et les notes
  analysisOrder: (r) =>
    `L'analyse envoyée ne donne pas les décisions de cette place dans l'ordre où elles ont été prises ` +
    `(à la version ${r.version}). Rechargez la page pour la calculer à nouveau.`,
  analysisStandIn: (r) =>
    `L'analyse envoyée suggère le coup du remplaçant à la version ${r.version}\u00a0: une suggestion ` +
    `est un coup que la place elle-même pourrait jouer. Rechargez la page pour la calculer à nouveau.`,
  analysisIllegal: (r) =>
    `L'analyse envoyée suggère à la version ${r.version} un coup que les règles ne permettaient pas ` +
    `alors à cette place. Rechargez la page pour la calculer à nouveau.`,
  replayTooFast: (r) =>
    `Ce lien a demandé trop d'étapes de rejeu ou d'analyses\u00a0: ` +
    `${fmt.fr.num(r.max)} par minute au ` +
    `maximum. Réessayez dans ${refusalsWait(r.retryAfter)}.`,
  chatBefore: () => 'Dites quels messages lire\u00a0: ?before= avec le numéro du plus ancien message affiché.',
  chatEmpty: () => "Le message est vide\u00a0: écrivez d'abord quelque chose.",
  chatTooLong: (r) =>
    `Le message a ${fmt.fr.num(r.length)} caractères, plus de ${fmt.fr.num(r.max)}. Il n'a pas été publié.`,
  chatChar: (r) =>
    `Le message contient ${refusalsHidden[r.kind]} (${r.char})\u00a0: envoyez-le sans. Il n'a pas été publié.`,
  chatLoneMark: (r) =>
    `Le message a un accent (${r.char}) qui n'est sur aucune lettre : tapez la lettre avec son ` +
    `accent. Il n'a pas été publié.`,
  chatMarks: (r) =>
    `Le message a plus de ${fmt.fr.num(r.max)} accents empilés sur une même lettre : envoyez-le sans ` +
    `eux. Il n'a pas été publié.`,
  chatTooFast: (r) =>
    `${fmt.fr.num(r.max)} messages par minute au maximum\u00a0: réessayez dans ` +
    `${refusalsWait(r.retryAfter)}. Il n'a pas été publié.`,
  chatFull: (r) =>
    `Le chat de cette partie est plein (${fmt.fr.num(r.max)} messages)\u00a0: plus aucun ne peut être publié.`,
  chatMuted: () =>
    "L'organisateur vous a rendu muet dans le chat de cette partie\u00a0: votre message n'a pas été publié.",
  chatSeatsOnly: () => "Seuls les joueurs écrivent dans le chat\u00a0: ce lien n'est pas celui d'un joueur.",
  chatNoMessage: (r) => `Il n'y a pas de message ${r.id} dans le chat de cette partie.`,
  chatBody: () => 'Envoyez le texte sous la forme { "text": "…" }, ou dans le champ text du formulaire.',
  hintsOff: () => 'Cette partie a été créée sans indices.',
  hintNotYourMove: () => 'Un indice sert à votre propre coup\u00a0: la partie ne vous attend pas en ce moment.',
  planWaitedOn: () => 'La partie vous attend maintenant\u00a0: jouez votre coup au lieu de le prévoir.',
  planKind: () => 'Seuls un placement, une enchère, une carte ou un passe peuvent être prévus.',
  planNotNow: () =>
    "Rien ne peut être prévu maintenant\u00a0: l'organisateur a mis la partie en pause ou confié votre place " +
    'au remplaçant.',
  standingInvalid: (r) =>
    `Attendu { pass, gems }\u00a0: ${r.path || 'le corps'} n'est pas valide` +
    ` (gems\u00a0: des couleurs distinctes parmi blue, green, yellow, red).`,
  notesTooLong: (r) =>
    `Les notes ont ${fmt.fr.num(r.length)} caractères, plus de ${fmt.fr.num(r.max)}. Elles n'ont pas été enregistrées.`,
  notesChar: (r) =>
    `Les notes contiennent ${refusalsHidden[r.kind]} (${r.char})\u00a0: retirez-le. Elles n'ont pas été enregistrées.`,
};

// ---------------------------------------------------------------- notify

// Vous, as French game rules address players; a seat is "place", as pages says. A
// no-break space (\u00a0) before ":" and ";", as French typography sets them.
const notifyCapital = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);
/** The push button's label, as the iPhone note and the blocked message name it. */
const notifyButton = 'Me prévenir';

const notify: Dict['notify'] = {
  title: 'Notifications',
  notifyMe: notifyButton,
  stop: 'Arrêter',
  iphoneNote:
    `Sur iPhone ou iPad\u00a0: ajoutez cette page à votre écran d’accueil (Partager, puis Sur l’écran ` +
    `d’accueil), ouvrez-la depuis celui-ci, puis appuyez sur ${notifyButton}.`,
  mailOn: 'Les e-mails sont activés pour cette place.',
  stopMails: 'Arrêter les e-mails',
  mailLabel: 'M’envoyer un e-mail quand la partie m’attend',
  save: 'Enregistrer',
  mailPrivate: 'Votre adresse n’est jamais montrée aux autres joueurs.',

  script: {
    on: 'Ce navigateur est prévenu quand la partie vous attend.',
    off: 'Pas de notifications sur ce navigateur.',
    unreachable: 'La partie n’a pas pu être jointe\u00a0: vérifiez votre connexion et réessayez.',
    refused: (status) => `La partie a refusé (${status}).`,
    subscribeFailed:
      'Ce navigateur n’a pas pu être abonné (une fenêtre privée ne le peut pas)\u00a0: réessayez plus tard.',
    blocked:
      `Les notifications sont bloquées pour ce site\u00a0: autorisez-les dans les réglages du ` +
      `navigateur, puis appuyez de nouveau sur ${notifyButton}.`,
    unsubscribeFailed: 'Ce navigateur n’a pas pu être désabonné\u00a0: réessayez plus tard.',
  },

  gameName: (names) => `Ys avec ${fmt.fr.and(names)}`,
  yourMove: (game) => `À vous de jouer dans ${game}`,
  reminder: (game) => `Rappel\u00a0: à vous de jouer dans ${game}`,
  // The head ends with its colon, a no-break space before it.
  ask: (decision) => notifyCapital(decision.replace(/^[^:]*: /, '')),
  notice: (ask, left) => `${ask}${left ? ` (${left})` : ''}.`,
  sinceLastMove: (moves, latest, messages) =>
    `Depuis votre dernier coup\u00a0: ${[
      moves
        ? `${fmt.fr.num(moves)} ${fmt.fr.plural(moves, { one: 'coup', other: 'coups' })}\u00a0; dernier ` +
          `événement\u00a0: ${latest}`
        : '',
      messages
        ? `${fmt.fr.num(messages)} ` +
          `${fmt.fr.plural(messages, { one: 'nouveau message', other: 'nouveaux messages' })} dans la ` +
          `discussion`
        : '',
    ]
      .filter(Boolean)
      .join('\u00a0; ')}`,
  chatNew: (count, game) =>
    `${fmt.fr.num(count)} ${fmt.fr.plural(count, { one: 'nouveau message', other: 'nouveaux messages' })} dans ${game}`,
  chatOpen: 'Ouvrez votre page pour lire la discussion.',
  webhook: (decision, left, title) => `${title ?? 'Ys'}\u00a0: ${decision}${left ? ` (${left})` : ''}.`,
  follow: 'Suivre la partie\u00a0:',
  invitationTitle: (game) => `Votre place dans ${game}`,
  invitationBody: (others) =>
    `Vous avez une place dans une partie de Ys online avec ${fmt.fr.and(others)}. ` +
    ('Votre lien personnel pour jouer est ci-dessous\u00a0: gardez-le pour vous, car quiconque l’a ' +
      'joue à votre place. Cette partie vous enverra un e-mail quand elle vous attend.'),
  mailWhy: 'Vous recevez ceci parce qu’une adresse e-mail a été donnée pour votre place dans une partie de Ys online.',
  mailStop: 'Arrêter ces e-mails (en un clic)\u00a0:',

  badBack: 'La page de retour doit être une page de ce site.',

  service: { webhook: 'le webhook', push: 'le service push', mail: 'l’API d’e-mail' },
  why: {
    unreachable: (service) => `${service}\u00a0: injoignable`,
    status: (service, status) => `${service} a répondu ${status}`,
    pushNotUrl: 'l’adresse push n’est pas une URL',
    pushNotHttps: 'l’adresse push doit être une URL https://',
    encrypt: 'le message push n’a pas pu être chiffré pour ce navigateur',
    binding: 'le binding send_email a refusé l’e-mail',
    noVapid: 'ce serveur n’a pas de clés VAPID pour l’instant',
    noMailer: 'ce serveur n’envoie pas d’e-mails pour l’instant',
    mailCap: 'cette partie a atteint sa limite quotidienne d’e-mails',
    notPublic: (service) => `${service}\u00a0: pas une adresse où ce serveur peut envoyer (https public seulement)`,
    timeout: (service, seconds) => `${service} n’a pas répondu en ${fmt.fr.num(seconds)}\u00a0s`,
    outCap: (max) => `cette partie a atteint sa limite de ${fmt.fr.num(max)} envois par heure`,
  },
};

const hints: Dict['hints'] = {
  option: {
    label: "Indices (partie d'apprentissage)",
    help:
      'Chaque joueur peut demander la suggestion du bot pour son coup\u00a0; le journal dit à tous qui ' +
      "l'a demandée.",
  },
  badge: 'Indices activés',
  badgeHelp:
    "Partie d'apprentissage\u00a0: chaque joueur peut demander la suggestion du bot, et le journal " +
    "dit à tous qui l'a demandée.",
  asked: (name) => `${name} a demandé un indice`,
  button: 'Indice',
  working: 'Réflexion…',
  shown:
    'La suggestion du bot est dessinée sur le plateau et remplie\u00a0: vérifiez-la, changez-la si ' +
    'vous voulez, et envoyez-la vous-même.',
  why: (gain) => `Le bot en attend environ ${gain}\u00a0PV pour vous au prochain décompte.`,
  failed: "Pas d'indice pour l'instant\u00a0: vérifiez votre connexion et réessayez.",
};

const chat: Dict['chat'] = {
  title: 'Chat',
  messages: "Messages, les plus récents d'abord",
  older: 'Messages plus anciens',
  unread: (n) => `${n} nouveaux`,
  message: 'Message',
  send: 'Envoyer',
  help: "Les joueurs et l'organisateur lisent ce chat. 500 caractères au plus.",
  none: "Aucun message pour l'instant.",
  hidden: "Masqué par l'organisateur.",
  muted: "L'organisateur vous a rendu muet\u00a0: vous lisez le chat, mais ne pouvez pas y écrire.",
  hide: 'Masquer',
  mute: (name) => `Rendre ${name} muet`,
  unmute: (name) => `Rendre la parole à ${name}`,
  mutedMark: 'Muet\u00a0: ne peut pas écrire dans le chat.',
  hostHelp: 'Masquer un message efface ses mots pour tout le monde. Un joueur muet lit toujours le chat.',
  option: { label: 'Les spectateurs lisent le chat', help: "Sinon, seuls les joueurs et l'organisateur le lisent." },
  notes: {
    title: 'Mes notes',
    label: 'Vos plans, pour vous seul',
    save: 'Enregistrer les notes',
    saving: 'Enregistrement…',
    saved: 'Enregistré.',
    failed: 'Non enregistré\u00a0: vérifiez votre connexion.',
    help:
      "Vous seul voyez ces notes\u00a0: jamais les autres joueurs, les spectateurs ni l'organisateur. " +
      'Elles sont enregistrées pendant que vous écrivez.',
  },
  standing: {
    title: 'Choix permanents',
    pass: 'Passer toutes les fenêtres de cartes de ce tour',
    passHelp:
      "Jusqu'aux prochaines enchères, vos fenêtres de cartes passent sans vous demander, de même que le moment " +
      'juste après chacun de vos placements.',
    gems: 'Prendre les gemmes du port dans cet ordre de couleurs',
    gemAt: (n) => `${n === 1 ? '1re' : terms.ordinal(n)} couleur`,
    noColour: '(aucune)',
    gemsHelp:
      'Quand vous choisissez des gemmes dans un port, elles sont prises pour vous dans cet ordre, une gemme ' +
      "blanche d'abord, comme la première couleur\u00a0; une gemme blanche gagnée ailleurs est aussi nommée la " +
      "première couleur. Si l'ordre nomme trop peu des gemmes offertes, on vous demande.",
    now: (pass, gems) => {
      const gemList = gems.map((g) => termsColour[g]).join(', ');
      const parts = [...(pass ? ['passer ce tour'] : []), ...(gems.length ? [`gemmes ${gemList}`] : [])];
      return `Choix permanents\u00a0: ${parts.join('\u00a0; ') || 'aucun'}`;
    },
    open: 'Les modifier',
    save: 'Enregistrer',
  },
  /** A seat's planned move (src/room/plans.ts), in its own panel alone. */
  plan: {
    ahead: 'Prévoir mon prochain coup',
    button: 'Prévoir',
    open: 'Afficher les choix à prévoir',
    as: (what: string) => `Prévoir\u00a0: ${what}`,
    title: 'Mon coup prévu',
    planned: (what: string) =>
      `Prévu pour votre prochaine décision\u00a0: ${what}. Il est joué à ce moment, ` +
      "si rien de ce qui compte n'a changé.",
    bid: (a: number, b: number) => `enchérir ${fmt.fr.num(a)} et ${fmt.fr.num(b)}`,
    bidNote: (turn: number) =>
      `Jouée à l'enchère du tour ${fmt.fr.num(turn)}, avant que vous en voyiez les personnages (R4.1)\u00a0; ` +
      'pas jouée si un cours ou une main change avant.',
    placement: (value: number, faceUp: boolean, spot: Spot) =>
      `${fmt.fr.num(value)} ${faceUp ? 'face visible' : 'face cachée'} sur ${terms.spot(spot)}`,
    neutral: (spot: Spot) => `le courtier neutre sur ${terms.spot(spot)}`,
    card: (card: YellowCard) => `jouer ${terms.theCard[card]}`,
    pass: 'passer',
    cancel: 'Annuler le coup prévu',
    dropped: (why: string) => `Votre coup prévu n'a pas été joué\u00a0: ${why}`,
    why: {
      decision: "votre décision est maintenant d'une autre sorte.",
      placed: (names: readonly string[], spot: Spot) => `${fmt.fr.and(names)} a placé sur ${terms.spot(spot)}.`,
      changed: (spot: Spot) => `${terms.spot(spot)} a changé.`,
      cards: 'les cartes ont changé depuis que vous l’avez prévu.',
      quotation: 'les cours ont changé depuis que vous l’avez prévu.',
      paused: "l'organisateur a mis la partie en pause.",
    },
  },
};

const chart: Dict['chart'] = {
  title: 'Où la partie s’est jouée',
  lead:
    'Les PV de chaque joueur après chaque tour (trait plein) et, en pointillés, ses PV plus ce que ses ' +
    'gemmes rapporteraient aux cours de ce tour-là.',
  tick: (turn) => (turn === 0 ? 'Début' : `Tour ${turn}`),
  vpAxis: 'PV',
  vpLine: 'PV',
  gemsLine: 'PV + gemmes aux cours du moment',
  tableSummary: 'Les scores sous forme de tableau',
  tableNote: 'PV après chaque tour et, entre parenthèses, PV plus gemmes.',
  player: 'Joueur',
};

export const fr: Dict = {
  lang: 'fr',
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
