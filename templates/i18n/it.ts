// Italian (it): the words of the Italian rulebook for the game's terms.
import type {
  Area,
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

// Gems, quotations, columns and lines are feminine (gemma, quotazione, colonna, linea): the colour agrees with them.
const termsColour: Record<Gem, string> = {
  blue: 'blu',
  green: 'verde',
  yellow: 'gialla',
  red: 'rossa',
  black: 'nera',
  white: 'bianca',
};
const termsPlural: Record<Gem, string> = {
  blue: 'blu',
  green: 'verdi',
  yellow: 'gialle',
  red: 'rosse',
  black: 'nere',
  white: 'bianche',
};
const termsArea = { port: 'zona del porto', commerce: 'zona del commercio', palace: 'zona dei palazzi' };

// Names as the Italian rulebook prints them (Illusionista, Intrigo).
const termsDate = new Intl.DateTimeFormat('it', { dateStyle: 'long', timeZone: 'UTC' });

const terms: Dict['terms'] = {
  brand: 'Ys online',
  card: {
    captain: 'Capitano',
    cardinal: 'Cardinale',
    spy: 'Spia',
    conjurer: 'Illusionista',
    queen: 'Regina',
    magician: 'Mago',
    mercenary: 'Mercenario',
    herald: 'Araldo',
    merchant: 'Mercante',
    intriguer: 'Intrigo',
    alchemist: 'Alchimista',
    banker: 'Banchiere',
    jeweler: 'Gioielliere',
    prince: 'Principe',
    king: 'Re',
    blue: 'Carta dal bordo blu',
  },
  theCard: {
    captain: 'il Capitano',
    cardinal: 'il Cardinale',
    spy: 'la Spia',
    conjurer: "l'Illusionista",
    queen: 'la Regina',
    magician: 'il Mago',
    mercenary: 'il Mercenario',
    herald: "l'Araldo",
    merchant: 'il Mercante',
    intriguer: "l'Intrigo",
    alchemist: "l'Alchimista",
    banker: 'il Banchiere',
    jeweler: 'il Gioielliere',
    prince: 'il Principe',
    king: 'il Re',
    blue: 'una carta dal bordo blu',
  },
  colour: termsColour,
  Colour: { blue: 'Blu', green: 'Verde', yellow: 'Giallo', red: 'Rosso', black: 'Nero', white: 'Bianco' },
  aGem: (g) => `una gemma ${termsColour[g]}`,
  gems: (n, g) =>
    `${fmt.it.num(n)} ${fmt.it.plural(n, { one: `gemma ${termsColour[g]}`, other: `gemme ${termsPlural[g]}` })}`,
  area: { port: 'porto', commerce: 'commercio', palace: 'palazzi' },
  Area: { port: 'Porto', commerce: 'Commercio', palace: 'Palazzi' },
  neighborhood: (n) => `quartiere ${n}`,
  Neighborhood: (n) => `Quartiere ${n}`,
  marketRow: (row) => `linea ${row} del mercato`,
  spot: (spot: Spot) =>
    'neighborhood' in spot
      ? `quartiere ${spot.neighborhood}, ${termsArea[spot.area]}`
      : `linea ${spot.row} del mercato, colonna ${termsColour[spot.column]}`,
  spotLabel: (spot: Spot) =>
    'neighborhood' in spot
      ? `Quartiere ${spot.neighborhood} · ${termsArea[spot.area]}`
      : `Linea ${spot.row} del mercato · ${termsColour[spot.column]}`,
  throneRoom: 'la sala del trono',
  ThroneRoom: 'Sala del trono',
  market: 'Mercato',
  phase: {
    setup: 'Preparazione',
    bid: "Scommessa per l'ordine",
    order: "Scelta dell'ordine di gioco",
    placement: 'Piazzamento',
    counting: 'Conteggio',
    kingsFavor: 'Il Favore del Re',
    over: 'Fine della partita',
  },
  kingsFavor: 'Il Favore del Re',
  express: 'Ys Express',
  seatColour: ['viola', 'arancione', 'rosa', 'ardesia'],
  broker: (n) => fmt.it.plural(n, { one: 'mediatore', other: 'mediatori' }),
  vp: (n) => `${fmt.it.num(n)} PV`,
  ordinal: (n) => `${n}º`,
  neutral: 'il giocatore neutrale',
  Neutral: 'Neutrale',
  seat: (n) => `Giocatore ${n}`,
  bot: { standard: 'bot · standard', greedy: 'bot · facile' },
  and: (items) => fmt.it.and(items),
  or: (items) => fmt.it.or(items),
  num: (n) => fmt.it.num(n),
  days: (n) => `${fmt.it.num(n)} ${fmt.it.plural(n, { one: 'giorno', other: 'giorni' })}`,
  date: (at) => termsDate.format(at),
};

// ---------------------------------------------------------------- log

// Names come in whole and stay so: as a sentence's subject, or after a preposition
// ("con Bo"), never with an article. The neutral player is `terms.neutral` where a name
// stands, capitalised only when it begins a sentence.

/** A record list ("Ana 5, Bo 3"): entries of one kind in a row, not a sentence's "e". */
const logList = (items: readonly string[]) => items.join(', ');
/** A name that begins a sentence: only the neutral player's words get a capital. */
const logCap = (name: string) =>
  name === terms.neutral ? terms.neutral.charAt(0).toUpperCase() + terms.neutral.slice(1) : name;
const logSigned = (n: number) => `${n > 0 ? '+' : ''}${fmt.it.num(n)}`;
const logTotals = (totals: readonly { name: string; total: number }[]) =>
  logList(totals.map((t) => `${t.name} ${t.total}`));
/** A preposition joined to the article of the phrase after it: in + la sala → "nella sala", da + il → "dal". */
const logJoin = (prep: 'in' | 'da' | 'a' | 'di', phrase: string) => {
  const forms = {
    in: ['nel', 'nella', "nell'", 'nello'],
    da: ['dal', 'dalla', "dall'", 'dallo'],
    a: ['al', 'alla', "all'", 'allo'],
    di: ['del', 'della', "dell'", 'dello'],
  }[prep];
  if (phrase.startsWith('il ')) return `${forms[0]} ${phrase.slice(3)}`;
  if (phrase.startsWith('la ')) return `${forms[1]} ${phrase.slice(3)}`;
  if (phrase.startsWith("l'")) return `${forms[2]}${phrase.slice(2)}`;
  if (phrase.startsWith('lo ')) return `${forms[3]} ${phrase.slice(3)}`;
  return `${prep} ${phrase}`;
};
/**
 * A place with its article: "il quartiere 2, zona del porto", "la linea 3 del mercato, colonna rossa", "la sala del
 * trono".
 */
const logPlace = (at: Spot | 'throne') =>
  at === 'throne' ? terms.throneRoom : `${'neighborhood' in at ? 'il' : 'la'} ${terms.spot(at)}`;
/** The brokers a placement put down, after "piazza"; `screen`: the screen a broker came from the front of. */
const logPlacements = (brokers: readonly { value: number | null; fromFront: boolean; spot: Spot }[], screen: string) =>
  terms.and(
    brokers.map(
      (b) =>
        (b.value !== null ? `un ${b.value}` : 'un mediatore coperto') +
        (b.fromFront ? ` preso davanti ${screen}` : '') +
        ` ${logJoin('in', logPlace(b.spot))}`,
    ),
  );
/** Gems taken, after "prende"; `as`: the colour a white gem was named as (R7.3). */
const logGemsTaken = (gems: readonly { gem: Gem; as?: KeptGem }[]) =>
  terms.and(
    gems.map((g) =>
      g.gem === 'white' && g.as ? `${terms.aGem('white')} come ${terms.colour[g.as]}` : terms.aGem(g.gem),
    ),
  );
const logWhite = (colour: Colour, row: number | null) =>
  `${terms.aGem(colour)} al posto della gemma bianca (${row === null ? terms.theCard.blue : terms.marketRow(row)}).`;
const logOrdered = (columns: readonly Colour[]) =>
  `le colonne in parità: ${logList(columns.map((c) => terms.colour[c]))} ` +
  '(stesso totale e stessi mediatori; sceglie chi vince lo spareggio fra tutti i giocatori, R7.5, R7.8).';
const logShipGem: Record<string, Gem> = { B: 'blue', G: 'green', Y: 'yellow', R: 'red', W: 'white' };
/** A ship card (R1.3) by its gems: the large colour, then the two small ones in brackets. */
const logShip = (ship: Ship | null) => {
  if (!ship) return 'nessuna';
  const [large = '', small = ''] = ship.split('-');
  const colour = (letter: string) => terms.colour[logShipGem[letter] ?? 'white'];
  return `${colour(large)} (${[...small].map(colour).join(', ')})`;
};

const log: Dict['log'] = {
  neutral: terms.neutral,
  neutralInTotals: 'neutrale',

  turnBegins: (turn, characters, ships, rowGems) =>
    `Inizia il turno ${turn}. Personaggi rivelati: ` +
    `${logList(characters.map((c) => `${c.neighborhood}: ${c.card ? terms.card[c.card] : 'nessuno'}`))}. ` +
    `Navi: ${logList(ships.map((s) => `${s.neighborhood}: ${logShip(s.ship)}`))}. ` +
    `Linee del mercato: ${logList(rowGems.map((r) => `${r.row}: ${terms.colour[r.gem]}`))}.`,
  twosAdded: 'Ogni giocatore aggiunge un mediatore da 2 dietro il proprio schermo.',
  turnEnds: (turn, order) => `Finisce il turno ${turn}. Ordine per ora: ${logList(order)}.`,
  bid: (brokers, total) => `Scommetti ${terms.and(brokers.map(String))} (totale ${total}).`,
  bidBy: (name, brokers, total) => `${logCap(name)} scommette ${terms.and(brokers.map(String))} (totale ${total}).`,
  hasBid: (name) => `${logCap(name)} ha scommesso.`,
  standInTime: (name) => `${logCap(name)}: il tempo è scaduto; un sostituto decide al suo posto.`,
  standInHost: (name) => `${logCap(name)}: l'organizzatore ha messo un sostituto a decidere al suo posto.`,
  bidsRevealed: (bids) =>
    `Scommesse rivelate: ${logList(bids.map((b) => `${b.name} ${b.total} (${b.brokers.join('+')})`))}.`,
  positionTaken: (name, position) => `${logCap(name)} prende la posizione ${position}.`,
  positionTakenYou: (position) => `Prendi la posizione ${position}.`,
  placed: (name, brokers, vp) =>
    `${logCap(name)} piazza ${logPlacements(brokers, 'allo schermo')}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
  placedYou: (brokers, vp) => `Piazzi ${logPlacements(brokers, 'al tuo schermo')}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
  conjurerRefill: (name, values) =>
    `${logCap(name)} (${terms.card.conjurer}) mette ${terms.and(values.map((v) => `un ${v}`))} davanti allo schermo.`,
  conjurerRefillYou: (values) =>
    `Metti ${terms.and(values.map((v) => `un ${v}`))} davanti al tuo schermo (${terms.card.conjurer}).`,
  neutralPlaced: (name, spot, vp) =>
    `${logCap(name)} piazza un mediatore neutrale ` +
    `${logJoin('in', logPlace(spot))}${vp ? ` (+${terms.vp(1)} ${logJoin('a', terms.neutral)})` : ''}.`,
  neutralPlacedYou: (spot, vp) =>
    `Piazzi un mediatore neutrale ` +
    `${logJoin('in', logPlace(spot))}${vp ? ` (+${terms.vp(1)} ${logJoin('a', terms.neutral)})` : ''}.`,
  leftover: (fronts) =>
    `I mediatori rimasti vanno davanti allo schermo: ${logList(fronts.map((f) => `${f.name} ${f.values.join('+')}`))}.`,
  passed: (name) => `${logCap(name)} passa.`,
  passedYou: 'Passi.',
  played: {
    captain: (name, a, b) =>
      `${logCap(name)} gioca ${terms.theCard.captain}: le navi dei quartieri ${a} e ${b} si scambiano.`,
    cardinal: (name) =>
      `${logCap(name)} gioca ${terms.theCard.cardinal}: in questo turno piazza i suoi mediatori ` +
      `scoperti o coperti, come vuole.`,
    spy: (name) =>
      `${logCap(name)} gioca ${terms.theCard.spy}: può guardare 3 mediatori coperti in questo piazzamento.`,
    conjurer: (name) =>
      `${logCap(name)} gioca ${terms.theCard.conjurer}: in questo turno può piazzare mediatori presi ` +
      `davanti al suo schermo.`,
    queen: (name, spot) =>
      `${logCap(name)} gioca ${terms.theCard.queen} ${logJoin('in', logPlace(spot))}: lì non si può ` +
      `piazzare alcun mediatore in questo turno.`,
    magician: (name, a, b) =>
      `${logCap(name)} gioca ${terms.theCard.magician}: i suoi mediatori ` +
      `${logJoin('in', logPlace(a))} e ${logJoin('in', logPlace(b))} si scambiano di posto.`,
    mercenary: (name, at) =>
      `${logCap(name)} gioca ${terms.theCard.mercenary} sul suo mediatore ` +
      `${at ? logJoin('in', logPlace(at)) : 'appena piazzato'}: vale 5 in questo turno.`,
    herald: (name, from, to, vp) =>
      `${logCap(name)} gioca ${terms.theCard.herald}: il suo mediatore passa ` +
      `${logJoin('da', logPlace(from))} ` +
      `${logJoin('a', logPlace(to))}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
    merchant: (name) =>
      `${logCap(name)} gioca ${terms.theCard.merchant}: ogni maggioranza in una zona del commercio ` +
      `vale ${terms.vp(5)} in questo conteggio.`,
    intriguer: (name) => `${logCap(name)} gioca ${terms.theCard.intriguer}: vince ogni pareggio di questo conteggio.`,
    alchemist: (name, give, take) =>
      `${logCap(name)} gioca ${terms.theCard.alchemist}: ${terms.aGem(give)} diventa ${terms.aGem(take)}.`,
    alchemistKeeps: (name) => `${logCap(name)} gioca ${terms.theCard.alchemist} e tiene le sue gemme.`,
    banker: (name, up, down) =>
      `${logCap(name)} gioca ${terms.theCard.banker}: la quotazione ${terms.colour[up]} sale, la ` +
      `${terms.colour[down]} scende.`,
    jeweler: (name, a, b) =>
      `${logCap(name)} gioca ${terms.theCard.jeweler}: prende ${terms.and([terms.aGem(a), terms.aGem(b)])}.`,
  },
  playedYou: {
    captain: (a, b) => `Giochi ${terms.theCard.captain}: le navi dei quartieri ${a} e ${b} si scambiano.`,
    cardinal: () =>
      `Giochi ${terms.theCard.cardinal}: in questo turno piazzi i tuoi mediatori scoperti o coperti, come vuoi.`,
    spy: () => `Giochi ${terms.theCard.spy}: puoi guardare 3 mediatori coperti in questo piazzamento.`,
    conjurer: () =>
      `Giochi ${terms.theCard.conjurer}: in questo turno puoi piazzare mediatori presi davanti al tuo schermo.`,
    queen: (spot) =>
      `Giochi ${terms.theCard.queen} ${logJoin('in', logPlace(spot))}: lì non si può ` +
      `piazzare alcun mediatore in questo turno.`,
    magician: (a, b) =>
      `Giochi ${terms.theCard.magician}: i tuoi mediatori ` +
      `${logJoin('in', logPlace(a))} e ${logJoin('in', logPlace(b))} si scambiano di posto.`,
    mercenary: (at) =>
      `Giochi ${terms.theCard.mercenary} sul tuo mediatore ` +
      `${at ? logJoin('in', logPlace(at)) : 'appena piazzato'}: vale 5 in questo turno.`,
    herald: (from, to, vp) =>
      `Giochi ${terms.theCard.herald}: il tuo mediatore passa ${logJoin('da', logPlace(from))} ` +
      `${logJoin('a', logPlace(to))}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
    merchant: () =>
      `Giochi ${terms.theCard.merchant}: ogni maggioranza in una zona del commercio ` +
      `vale ${terms.vp(5)} in questo conteggio.`,
    intriguer: () => `Giochi ${terms.theCard.intriguer}: vinci ogni pareggio di questo conteggio.`,
    alchemist: (give, take) => `Giochi ${terms.theCard.alchemist}: ${terms.aGem(give)} diventa ${terms.aGem(take)}.`,
    alchemistKeeps: () => `Giochi ${terms.theCard.alchemist} e tieni le tue gemme.`,
    banker: (up, down) =>
      `Giochi ${terms.theCard.banker}: la quotazione ${terms.colour[up]} sale, la ${terms.colour[down]} scende.`,
    jeweler: (a, b) => `Giochi ${terms.theCard.jeweler}: prendi ${terms.and([terms.aGem(a), terms.aGem(b)])}.`,
  },
  spyPeek: (value, owner, at) =>
    `${terms.theCard.spy.charAt(0).toUpperCase()}${terms.theCard.spy.slice(1)} vede un ${value} ` +
    `(${owner}, ${at === 'throne' ? terms.throneRoom : terms.spot(at)}).`,
  spyPeekBy: (name, value, owner, at) =>
    `${logCap(name)} (${terms.card.spy}) vede un ${value} ` +
    `(${owner}, ${at === 'throne' ? terms.throneRoom : terms.spot(at)}).`,
  vpCardWon: (name, card, vp) => `${logCap(name)} vince ${terms.theCard[card]}: +${terms.vp(vp)}.`,
  cardTradedForGem: (card, gem) =>
    `${logCap(terms.neutral)} scarta ${terms.theCard[card]} e prende invece ${terms.aGem(gem)}.`,
  blueCardWon: (name) => `${logCap(name)} vince ${terms.theCard.blue}: ${terms.aGem('white')}, a cui darà un colore.`,
  cardWon: (name, card) => `${logCap(name)} vince ${terms.theCard[card]}; si potrà giocare dal turno successivo.`,
  colourChosen: (name, colour, row) => `${logCap(name)} prende ${logWhite(colour, row)}`,
  colourChosenYou: (colour, row) => `Prendi ${logWhite(colour, row)}`,
  neighborhoodCounted: (neighborhood, totals) =>
    `Conteggio del ${terms.neighborhood(neighborhood)}: ${totals.length ? logTotals(totals) : "non c'è nessuno"}.`,
  gemsTaken: (name, neighborhood, gems) =>
    `${logCap(name)} prende ${logGemsTaken(gems)} nel ${terms.neighborhood(neighborhood)}.`,
  gemsTakenYou: (neighborhood, gems) => `Prendi ${logGemsTaken(gems)} nel ${terms.neighborhood(neighborhood)}.`,
  portWon: (name, neighborhood) =>
    `${logCap(name)} vince la zona del porto del ${terms.neighborhood(neighborhood)}: ${terms.aGem('black')}.`,
  commerceWon: (name, neighborhood, vp) =>
    `${logCap(name)} vince la zona del commercio del ${terms.neighborhood(neighborhood)}: +${terms.vp(vp)}.`,
  palaceWon: (name, neighborhood) =>
    `${logCap(name)} vince la zona dei palazzi del ${terms.neighborhood(neighborhood)}.`,
  characterDiscarded: (neighborhood, card) =>
    `Non c'è nessuno nella zona dei palazzi del ${terms.neighborhood(neighborhood)}: si scarta ${terms.theCard[card]}.`,
  queenDiscarded: `Si scarta ${terms.theCard.queen}.`,
  rowNobody: (row, gem) => `Linea ${row} del mercato: nessuno prende la gemma ${terms.colour[gem]}.`,
  rowCounted: (row, gem, totals, winner) =>
    `Linea ${row} del mercato (${logTotals(totals)}): ${winner} prende la gemma ${terms.colour[gem]}.`,
  columnsCounted: (columns, ties) =>
    `Colonne del mercato: ${logList(columns.map((c) => `${terms.colour[c.colour]} ${c.total} (${c.brokers})`))}.` +
    ties
      .map(
        (t) =>
          ` La colonna ${terms.colour[t.above]} supera la ${terms.colour[t.below]} a parità di totale: ` +
          `più mediatori, ${t.aboveBrokers} a ${t.belowBrokers} (R7.5).`,
      )
      .join(''),
  columnsOrdered: (name, columns) => `${logCap(name)} ordina ${logOrdered(columns)}`,
  columnsOrderedYou: (columns) => `Ordini ${logOrdered(columns)}`,
  quotationsMoved: (moves) =>
    `Le quotazioni si muovono: ${logList(moves.map((m) => `${terms.colour[m.colour]} ${logSigned(m.step)}`))}.`,
  highestBidderNobody: 'Nessuno nel mercato: nessun leader del mercato.',
  highestBidderNeutral: (colour) =>
    `${logCap(terms.neutral)} è il leader del ` +
    `mercato${colour ? ` e fa salire la quotazione ${terms.colour[colour]}` : ''}.`,
  highestBidder: (name, totals) => `${logCap(name)} è il leader del mercato (${logTotals(totals)}).`,
  quotationMoved: (name, colour, up) =>
    `${logCap(name)} fa ${up ? 'salire' : 'scendere'} di uno spazio la quotazione ${terms.colour[colour]}.`,
  quotationMovedYou: (colour, up) =>
    `Fai ${up ? 'salire' : 'scendere'} di uno spazio la quotazione ${terms.colour[colour]}.`,
  throneChosen: (value) => `Metti il tuo ${value} ${logJoin('in', terms.throneRoom)}.`,
  throneChosenBy: (name, value) => `${logCap(name)} mette il suo ${value} ${logJoin('in', terms.throneRoom)}.`,
  hasChosenThrone: (name) => `${logCap(name)} ha scelto un mediatore per il trono.`,
  throneLaid:
    `Ogni giocatore mette un mediatore coperto ${logJoin('in', terms.throneRoom)}; gli altri due ` +
    `tornano dietro lo schermo.`,
  throneRevealed: (sums) => `Si rivela il trono: ${logList(sums.map((s) => `${s.name} ${s.sum}`))}.`,
  finalScores: (scores, winners, neutralAhead) =>
    `Punteggio finale: ${logTotals(scores)}. ` +
    `${winners.length > 1 ? `${terms.and(winners)} condividono la vittoria` : `Vince ${winners[0] ?? ''}`}.` +
    `${neutralAhead ? ` ${logCap(terms.neutral)}, la città, vi ha battuti entrambi.` : ''}`,
  tie: {
    intriguer: (winner, loser) =>
      `${logCap(winner)} vince il pareggio con ${loser}: ${terms.theCard.intriguer} vince ogni pareggio (R7.8).`,
    neutral: (winner, loser) =>
      `${logCap(winner)} vince il pareggio con ${loser}: ${terms.neutral} vince i pareggi nelle ` +
      `partite a 2 giocatori (R7.8, R11).`,
    tieBreakBrokers: (winner, loser, mine, theirs) =>
      `${logCap(winner)} vince il pareggio con ${loser}: mediatori di spareggio, ${mine} a ${theirs} (R7.8).`,
    orderCard: (winner, loser, mine, theirs) =>
      `${logCap(winner)} vince il pareggio con ${loser}: stessi mediatori di spareggio, carta Ordine ` +
      `più bassa, ${mine} contro ${theirs} (R7.8).`,
  },
};

// ---------------------------------------------------------------- sections

// Tu, as it.txt addresses the reader. Names stand whole, as subjects or after a colon.

const sectionsWindow: Record<CardWindow | 'duringPlacement', string> = {
  beforePlacement: 'prima del piazzamento',
  beforeCounting: 'prima del conteggio',
  afterCounting: 'dopo il conteggio',
  duringPlacement: 'dopo un piazzamento',
};
const sectionsGems = (n: number) => `${fmt.it.num(n)} ${fmt.it.plural(n, { one: 'gemma', other: 'gemme' })}`;
/** "la carta dal bordo blu": the card's own name, lower-cased, with its article. */
const sectionsBlueCard = `la ${terms.card.blue.charAt(0).toLowerCase()}${terms.card.blue.slice(1)}`;
const sectionsWhiteFrom = (row: number | null) => (row === null ? sectionsBlueCard : terms.marketRow(row));
const sectionsAlso = (others: readonly string[]) => (others.length ? ` (si aspetta anche ${terms.and(others)})` : '');
const sectionsColumns = (columns: readonly Colour[]) => terms.and(columns.map((c) => terms.colour[c]));
/** The verb after "In attesa che …": singular for one player, plural for several. */
const sectionsVerb = (names: readonly string[], one: string, other: string) =>
  fmt.it.plural(names.length, { one, other });

const sections: Dict['sections'] = {
  since: {
    title: (moves) =>
      `Dalla tua ultima mossa: ${fmt.it.num(moves)} ${fmt.it.plural(moves, { one: 'mossa', other: 'mosse' })}`,
    help:
      'Dalla più vecchia. Il tabellone evidenzia i luoghi giocati da allora. Chiudi questo pannello ' +
      'dopo averlo letto; sparisce quando muovi.',
  },
  yourMove: {
    bid: (turn, others) =>
      `Tocca a te: scommetti 2 mediatori per l'ordine di gioco, turno ${turn} di 4${sectionsAlso(others)}`,
    throne: (others) =>
      `Tocca a te: scegli un mediatore davanti al tuo schermo per la sala del trono${sectionsAlso(others)}`,
    chooseOrder: "Tocca a te: scegli la tua posizione nell'ordine di gioco",
    place: (round, rounds) => `Tocca a te: piazza 2 mediatori, giro ${round} di ${rounds}`,
    playCards: (window) => `Tocca a te: gioca una carta ${sectionsWindow[window]}, o passa`,
    takeGems: (take, neighborhood) =>
      `Tocca a te: scegli ${sectionsGems(take)} dal porto del ${terms.neighborhood(neighborhood)}`,
    chooseColour: (row) => `Tocca a te: dai un colore alla tua gemma bianca (${sectionsWhiteFrom(row)})`,
    orderColumns: (columns) => `Tocca a te: ordina le colonne del mercato in parità (${sectionsColumns(columns)})`,
    moveQuotation: 'Tocca a te: come leader del mercato, sposta una quotazione di uno spazio',
  },
  theirMove: {
    bid: (names) => `In attesa che ${terms.and(names)} ${sectionsVerb(names, 'scommetta', 'scommettano')}`,
    throne: (names) =>
      `In attesa che ${terms.and(names)} ${sectionsVerb(names, 'scelga', 'scelgano')} un mediatore per il trono`,
    chooseOrder: (name) => `${name} sta scegliendo una posizione nell'ordine di gioco`,
    place: (name, round, rounds) => `${name} sta piazzando 2 mediatori, giro ${round} di ${rounds}`,
    playCards: (name, window) => `${name} può giocare una carta ${sectionsWindow[window]}`,
    takeGems: (name, take, neighborhood) =>
      `${name} sta scegliendo ${sectionsGems(take)} dal porto del ${terms.neighborhood(neighborhood)}`,
    chooseColour: (name, row) => `${name} sta dando un colore a una gemma bianca (${sectionsWhiteFrom(row)})`,
    orderColumns: (name, columns) =>
      `${name} sta ordinando le colonne del mercato in parità (${sectionsColumns(columns)})`,
    moveQuotation: (name) => `${name}, leader del mercato, sta spostando una quotazione di uno spazio`,
  },
  waitingFor: (names) => `In attesa di ${terms.and(names)}`,
  hostEnded: "L'organizzatore ha chiuso la partita",
  linkReplaced: "L'organizzatore ha sostituito questo link",
  standInDecides: 'Il sostituto decide per te',
  turnOf: (turn, phase) => `Turno ${turn} di 4 · ${phase}`,
  stoppedIn: (turn, phase) => `Fermata al turno ${turn} di 4 · ${phase}`,

  duration: {
    underAMinute: 'pochi secondi',
    minutes: (min) => `${fmt.it.num(min)} min`,
    hours: (h, min) => `${fmt.it.num(h)} h${min ? ` ${fmt.it.num(min)} min` : ''}`,
    days: (d, h) => `${fmt.it.num(d)} ${fmt.it.plural(d, { one: 'giorno', other: 'giorni' })} ${fmt.it.num(h)} h`,
  },
  clocksPaused: "Orologi messi in pausa dall'organizzatore",
  pausedShort: 'orologi in pausa',
  leftShort: (time) => `restano ${time}`,
  youHaveLeft: (time) => `tu: restano ${time}`,
  hasLeft: (name, time) => `${name}: restano ${time}`,

  recentLabel: 'Mosse recenti',
  lastCounting: (turn, gains) =>
    `Ultimo conteggio (turno ${turn}): ${gains.length ? gains.join('; ') : 'nessuno ha guadagnato nulla'}.`,
  gains: (name, vp, gems, cards) =>
    `${name} ${[
      ...(vp ? [`+${terms.vp(vp)}`] : []),
      ...gems.map((g) => terms.gems(g.n, g.gem)),
      ...cards.map((c) => terms.theCard[c]),
    ].join(', ')}`,

  bidsTitle: 'Scommesse e ordine di scelta',
  bidsNote: 'La scommessa più alta sceglie per prima; a parità di scommessa, la carta Ordine più bassa (R5.2, R5.3).',
  toChoose: (place, name, you) => `${terms.ordinal(place)} a scegliere: ${name}${you ? ' (tu)' : ''}`,
  bidOf: (brokers) => `scommessa ${brokers ? `${brokers.reduce((a, b) => a + b, 0)} (${brokers.join(' + ')})` : '—'}`,
  tookPosition: (position) => `ha preso la posizione ${position}`,
  choosingNow: 'sta scegliendo',
  waits: 'attende',

  promptLabel: 'La tua decisione',

  endedTitle: "Chiusa dall'organizzatore",
  endedNote: (turn, phase) =>
    `L'organizzatore ha chiuso questa partita al turno ${turn} di 4 (${phase}): non c'è stato il ` +
    `conteggio finale, quindi non c'è un vincitore. I PV guadagnati fino ad allora:`,
  resultTitle: 'Risultato',
  sharedWin: (names) => `Vittoria condivisa: ${terms.and(names)}`,
  wins: (name) => `Vince ${name}`,
  neutralAhead:
    'Il giocatore neutrale, la città, ha fatto più punti di voi due: un termine di paragone, mai un vincitore (R11.5).',
  placesTitle: 'Classifica',
  gemsCount: (n) => sectionsGems(n),
  placesNote: 'A parità di PV è avanti chi ha più gemme; se la parità resta, la posizione è condivisa (R8.5).',
  colourRanksTitle: 'Ordine dei colori',
  colourRanksNote:
    `Per quotazione, dalla più alta; a parità di quotazione: ` +
    `${terms.and((['blue', 'green', 'yellow', 'red'] as const).map((c) => terms.colour[c]))} (R8.1).`,
  colourRank: (place, colour, quotation) => `${terms.ordinal(place)} ${terms.Colour[colour]} (quotazione ${quotation})`,
  breakdownTitle: 'Dettaglio',
  placeOf: (place, name) => `${terms.ordinal(place)}: ${name}`,
  duringPlay: 'Durante la partita',
  colourPlace: (place) => `(${terms.ordinal(place)} colore)`,
  blackGems: 'Gemme nere',
  kingsFavorPoints: terms.kingsFavor,
  total: 'Totale',
  gemsHeld: 'Gemme',
  replayLink: 'Rivedi la partita, turno per turno',
  recordLink: 'La registrazione della partita (JSON)',
  analysisLinks: 'Che cosa avrebbe giocato il bot, decisione per decisione:',

  boardLabel: 'Il tabellone',
  noGems: 'nessuna gemma',
  gemsOf: (n, gem) => terms.gems(n, gem),
  fromTurn: (turn) => `(dal turno ${turn})`,
  you: '(tu)',
  done: 'fatto',
  toPlay: 'deve giocare',
  vpFact: 'PV',
  orderFact: 'Ordine',
  behindFact: 'Dietro lo schermo',
  frontFact: 'Davanti',
  throneFact: 'Trono',
  gemsFact: 'Gemme',
  cardsFact: 'Carte',
  playedThisTurn: (n) => `${fmt.it.num(n)} ${fmt.it.plural(n, { one: 'giocata', other: 'giocate' })} in questo turno`,
  neutralPlayer: 'Giocatore neutrale',
  playersTitle: 'Giocatori',

  spectatorsSee: 'Gli spettatori vedono solo ciò che è pubblico.',
  screenLabel: 'Il tuo schermo',
  behindTitle: 'Dietro il tuo schermo',
  empty: 'vuoto',
  yourBid: (brokers) => `La tua scommessa, nascosta finché non avranno scommesso tutti: ${brokers.join(' + ')}`,
  faceDownTitle: 'I tuoi mediatori coperti',
  faceDown: (where, value) => `${where}: ${value === null ? 'valore nascosto (R6.6)' : value}`,
  yourThrone: (values) => `I tuoi mediatori per il trono: ${values.join(', ')}`,
  twosLeft: (n) => `Mediatori da 2 ancora accanto al tabellone: ${n}`,

  turnShort: (turn) => `T${turn}`,
  onlyYou: ' (lo vedi solo tu)',
  logLabel: 'Registro',
  logTitle: 'Registro',
  logEntriesLabel: 'Registro della partita, dal più recente',

  analysis: {
    title: (name: string) => `Analisi: ${name}`,
    intro: (name: string) =>
      `Ogni decisione presa da ${name}, accanto a ciò che avrebbe giocato il bot standard con quello ` +
      `che ${name} poteva vedere in quel momento, e quanto è costata la mossa giocata rispetto a ` +
      `quella del bot secondo la stima del bot stesso, in punti vittoria di vantaggio finale (0 se ` +
      `coincidono o se la mossa giocata era migliore).`,
    introYou:
      'Ogni decisione che hai preso, accanto a ciò che avrebbe giocato il bot standard con quello che ' +
      'potevi vedere in quel momento, e quanto è costata la mossa giocata rispetto a quella del bot ' +
      'secondo la stima del bot stesso, in punti vittoria di vantaggio finale (0 se coincidono o se ' +
      'la mossa giocata era migliore).',
    seats: 'Analisi di ogni posto',
    needsScript:
      "L'analisi si calcola nel tuo browser e richiede JavaScript, che qui è disattivato. La replica " +
      'e la registrazione funzionano anche senza.',
    loading: 'Caricamento della registrazione della partita e del bot…',
    progress: (done: string, total: string) => `Valutazione della decisione ${done} di ${total}…`,
    failed: "Non è stato possibile completare l'analisi. Ricarica la pagina per riprovare.",
    swings: 'Le svolte più grandi',
    noSwing: 'Nessuna decisione è costata nulla rispetto alla scelta del bot.',
    total: (vp: number, n: number) =>
      `In tutto, circa −${fmt.it.num(vp)} PV su ${fmt.it.num(n)} ` +
      `${fmt.it.plural(n, { one: 'decisione', other: 'decisioni' })}.`,
    when: (turn: number, phase: string, round: number | null) =>
      `Turno ${turn}, ${phase.toLowerCase()}${round ? `, giro ${round}` : ''}`,
    loss: (vp: number) => (vp > 0 ? `circa −${fmt.it.num(vp)} PV` : 'nessuna perdita'),
    played: 'Mossa giocata:',
    bot: 'La scelta del bot:',
    same: 'Il bot sceglie la stessa mossa.',
    unsaid: 'una mossa che la partita non ammetteva in quel momento',
    navLabel: (where: 'top' | 'bottom') => `Decisione precedente e successiva (${where === 'top' ? 'sopra' : 'sotto'})`,
    stepOf: (at: number, total: number) => `Decisione ${fmt.it.num(at)} di ${fmt.it.num(total)}`,
    boardLabel: 'Il tabellone a questa decisione, con le due mosse',
    key: 'Sul tabellone, un anello continuo indica la mossa giocata e un anello tratteggiato la scelta del bot.',
    none: 'Questo posto non ha preso alcuna decisione in questa partita.',
  },
  replay: {
    title: (names) => `Rivedi la partita: ${terms.and(names)}`,
    previous: '← Precedente',
    next: 'Successivo →',
    navLabel: (where) => `Passo precedente e successivo (${where === 'top' ? 'in alto' : 'in basso'})`,
    stepOf: (at, last) => `Passo ${at} di ${last}`,
    scoresLabel: 'Punti vittoria finora',
    boardLabel: 'Il tabellone a questo passo',
    happened: (n) => `Cosa è successo (${n})`,
    scaleTitle: 'Turni e fasi',
    turn: (turn) => `Turno ${turn}`,
    step: (step) => {
      if (step.kind === 'start') return `Inizio: turno ${step.turn}`;
      if (step.kind === 'end') return 'Fine: punteggio finale';
      return `Turno ${step.turn} · ${step.phase} (${step.name})`;
    },
    recordLink: 'La registrazione della partita (JSON)',
    back: 'Torna alla partita',
  },
};

// ---------------------------------------------------------------- prompt

type PromptSlot = Parameters<Dict['prompt']['tap']['either']>[0];

const promptSlotName: Record<PromptSlot, string> = {
  faceUp: 'mediatore scoperto',
  faceDown: 'mediatore coperto',
  first: 'primo mediatore',
  second: 'secondo mediatore',
};

/** A market column on its own, as a noun ("il rosso"): masculine, unlike the colour of a gem. */
const promptColumn: Record<Colour, string> = { blue: 'blu', green: 'verde', yellow: 'giallo', red: 'rosso' };

/** "dai 3 che ti restano": the neutral brokers still to be drawn this turn (R11.2). */
const promptNeutralLeft = (left: number) =>
  fmt.it.plural(left, { one: "dall'unico che ti resta", other: `dai ${fmt.it.num(left)} che ti restano` });

const promptNth = (slot: 'first' | 'second') => (slot === 'first' ? '1º' : '2º');

// Tu, as the Italian rulebook addresses the reader; its words: mediatore, schermo, scoperto / coperto,
// scommessa, ordine di gioco, quotazione, leader del mercato. A placement round is a "giro"
// (the rulebook's "turno di piazzamento" would clash with the turn, "turno").
const prompt: Dict['prompt'] = {
  ask: {
    over: 'La partita è finita.',
    ended: "L'organizzatore ha chiuso questa partita.",
    replaced: "L'organizzatore ha sostituito questo link: non funziona più.",
    standIn: "L'organizzatore ha affidato il tuo posto al sostituto: decide lui per te.",
    waiting: (names) => (names.length ? `In attesa: ${fmt.it.and(names)}.` : 'In attesa che la partita prosegua.'),
    bid: "Scommetti 2 mediatori da dietro il tuo schermo per l'ordine di gioco (R5).",
    chooseOrder: "Scegli la tua posizione nell'ordine di gioco (R5.3).",
    place: (round, rounds, neutral) =>
      `Giro ${round} di ${rounds}: piazza 2 mediatori, uno scoperto e uno ` +
      `coperto${neutral ? ', più un mediatore neutrale' : ''} (R6.2).`,
    takeGems: (take, neighborhood) =>
      `Prendi ${take} delle gemme del porto del ${terms.neighborhood(neighborhood)} (R7.3).`,
    chooseColour: (reason) => {
      const from =
        reason === null ? '' : `${reason === 'blueCard' ? 'la carta dal bordo blu' : terms.marketRow(reason.row)}, `;
      return `Scegli il colore della gemma che prendi al posto della gemma bianca (${from}R7.3).`;
    },
    orderColumns: 'Vinci lo spareggio: ordina le colonne del mercato in parità, dalla migliore (R7.5).',
    moveQuotation: 'Sei il leader del mercato: sposta una quotazione di un passo in su o in giù (R7.5).',
    playCards: (window) =>
      window === 'duringPlacement'
        ? 'Gioca una carta dopo il tuo piazzamento, o passa (R9.1).'
        : `Gioca una carta ` +
          {
            beforePlacement: 'prima del piazzamento',
            beforeCounting: 'prima del conteggio',
            afterCounting: 'dopo il conteggio',
          }[window] +
          `, ` +
          `o passa (R9.1).`,
    throne: 'Scegli uno dei mediatori davanti al tuo schermo per la sala del trono (R10.2).',
  },

  shutTodo: {
    replaced: "Chiedi all'organizzatore il nuovo link per continuare a giocare.",
    standIn: "Per tornare a giocare, chiedi all'organizzatore di restituirti il posto: torna con un nuovo link.",
  },

  choose: 'Scegli…',
  city: 'Città',
  shortSpot: (spot) =>
    'neighborhood' in spot
      ? `Q${spot.neighborhood} ${terms.area[spot.area]}`
      : `mercato ${spot.row} ${promptColumn[spot.column]}`,
  shortThrone: 'trono',
  brokerFace: (value, faceUp, marked) => `${value ?? '?'} ${faceUp ? 'scoperto' : 'coperto'}${marked ? ' ★5' : ''}`,
  brokerUnknown: 'mediatore',
  brokerAt: (what, place, nth) => `${what} · ${place}${nth === null ? '' : ` #${nth}`}`,

  bid: {
    legend: (behind) =>
      `La tua scommessa: 2 dei mediatori dietro il tuo schermo (${fmt.it.and(behind.map((v) => fmt.it.num(v)))})`,
    button: 'Scommetti questi 2 mediatori',
  },
  position: (position) => `Posizione ${position}`,

  place: {
    nthBroker: (n) => `${terms.ordinal(n)} mediatore`,
    broker: 'Mediatore',
    behind: 'Dietro il tuo schermo',
    front: `Davanti al tuo schermo (${terms.card.conjurer})`,
    fromFront: (value) => `${value} da davanti al tuo schermo`,
    refill: 'Se viene da davanti al tuo schermo, rimpiazzalo con',
    face: `Faccia (${terms.card.cardinal}: come vuoi)`,
    faceUp: 'Scoperto',
    faceDown: 'Coperto',
    spot: 'Posto',
    faces: 'Facce (uno scoperto e uno coperto: R6.2)',
    upDown: '1º scoperto, 2º coperto',
    downUp: '1º coperto, 2º scoperto',
    neutral: (left) =>
      `Mediatore neutrale (coperto, pescato senza guardarlo ${promptNeutralLeft(left)} in questo turno)`,
    button: 'Piazza',
  },

  tap: {
    label: 'Il tuo piazzamento',
    frontChip: (value) => `${value} da davanti al tuo schermo (${terms.card.conjurer})`,
    chip: (value, as) =>
      `Mediatore ${value}` +
      (as === 'up'
        ? ', scoperto'
        : as === 'down'
          ? ', coperto'
          : as === 'refill'
            ? ', per rimpiazzare quello davanti al tuo schermo'
            : ''),
    short: { first: '1º', second: '2º', neutral: 'N' },
    flip: (slot, faceUp) => `${promptNth(slot)}: ${faceUp ? 'scoperto' : 'coperto'} (tocca per girarlo)`,
    undo: 'Annulla',
    send: 'Piazza',
    thenLabel: 'Subito dopo questo piazzamento (R9.1)',
    thenHead: 'Poi:',
    keep: (cards) => `Tieni ${fmt.it.and(cards.map((c) => terms.theCard[c]))}`,
    mercenaryOn: (slot) => `${terms.card.mercenary} sul ${promptNth(slot)}`,
    decideAfter: 'Decidi dopo il piazzamento',
    saidKeep: 'poi tieni le tue carte',
    saidMercenary: (slot) => `poi ${terms.theCard.mercenary} sul ${promptNth(slot)}`,
    saidDecide: 'poi decidi dopo il piazzamento',
    ready: 'Pronto: premi Piazza per inviare la tua mossa, o Annulla.',
    thenAsk: 'E subito dopo: scegli cosa fare con le tue carte (R9.1).',
    either: (slot) => `Il tuo ${promptSlotName[slot]}: toccane uno, poi un posto evidenziato.`,
    goesTo: (slot, place) => `Il tuo ${promptSlotName[slot]} andrà qui: ${place}. Toccane uno.`,
    tapPlace: (slot, value) => `Il tuo ${promptSlotName[slot]} (${value}): tocca un posto evidenziato.`,
    refill: (value) =>
      `Il mediatore ${value} lascia il davanti del tuo schermo: tocca il mediatore dietro lo schermo ` +
      `che ne prende il posto.`,
    neutral: (left) =>
      `Il mediatore neutrale, coperto, pescato senza guardarlo ${promptNeutralLeft(left)} in questo ` +
      `turno: tocca un posto evidenziato sul tabellone.`,
    putHere: (slot, place) => `${place}. Metti qui il tuo ${promptSlotName[slot]}`,
    putNeutral: (place) => `${place}. Metti qui il mediatore neutrale`,
    up: (what) => `${what} scoperto`,
    down: (what) => `${what} coperto`,
    at: (what, place) => `${what}, ${place}`,
    toPlace: (what) => `${what}, da piazzare`,
    fromFront: (value) => `${value} da davanti`,
    fromFrontRefill: (value, refill) => `${value} da davanti (rimpiazzo: ${refill})`,
    neutralSaid: 'neutrale',
    neutralNamed: 'Mediatore neutrale, coperto',
  },

  takeGems: (gems) => `Prendi ${gems.map((g) => terms.Colour[g]).join(' + ')}`,
  gemsHeld:
    'Gemme di ogni giocatore (la quotazione di ogni colore nella sua intestazione; ' +
    'la maggioranza di un colore in grassetto)',
  whiteBecomes: 'La gemma bianca diventa',
  takeColour: (colour) => `Prendi ${terms.aGem(colour)}`,
  quoted: (colour, q) => `${terms.Colour[colour]} (quotazione ${q})`,
  quotedMove: (colour, from, to) => `${terms.Colour[colour]} (quotazione ${from} → ${to})`,
  quotations: (quotes) => `quotazione: ${quotes.map(([c, q]) => `${terms.colour[c]} ${q}`).join(', ')}`,
  pick: {
    start: 'Scegli sul tabellone',
    cancel: 'Lascia perdere',
    ready: (button) => `Pronto: premi «${button}», o Annulla.`,
    said: (field, choice) => `${field}: ${choice}`,
    port: (n) =>
      n === 1 ? 'Tocca un porto evidenziato: il 1º dei due da scambiare.' : 'Tocca l’altro porto da scambiare.',
    area: 'Tocca la zona evidenziata da chiudere.',
    swap: (n) =>
      n === 1
        ? 'Tocca uno dei tuoi mediatori evidenziati: il 1º dei due da scambiare.'
        : 'Tocca l’altro tuo mediatore da scambiare, in un altro posto.',
    mercenary: 'Tocca il mediatore da segnare: uno dei 2 che hai appena piazzato.',
    heraldFrom: 'Tocca il mediatore da spostare.',
    heraldTo: 'Tocca il posto evidenziato dove si sposta.',
    spy: 'Tocca un mediatore coperto evidenziato per guardarlo.',
    mark: '✓',
    markFrom: 'da',
    markTo: 'a',
  },
  quotationStep: (colour, step) => `${terms.Colour[colour]} ${step > 0 ? 'su' : 'giù'}`,
  orderColumns: {
    legend: 'Colonne in parità, dalla migliore',
    nth: (n) => `${n}ª`,
    button: 'Ordina le colonne',
    stakes: 'Che cosa fa ogni posto alle quotazioni',
    step: (n, step) => `${n}ª (${step > 0 ? '+' : '−'}${Math.abs(step)})`,
  },
  throne: (value) => `Metti il mediatore ${value} nella sala del trono`,

  card: {
    play: (card) => `Gioca ${terms.theCard[card]}`,
    offer: (card) => terms.card[card],
    pass: 'Passa (nessuna carta per ora)',
    captainLegend: 'Porti da scambiare',
    captainPort: (n) => `${terms.ordinal(n)} porto`,
    captainHood: (neighborhood, gems) =>
      `${terms.Neighborhood(neighborhood)}${gems.length ? `: ${fmt.it.and(gems.map((g) => terms.colour[g]))}` : ''}`,
    queenArea: 'Zona da chiudere',
    magicianLegend: 'I tuoi mediatori da scambiare',
    nthBroker: (n) => `${terms.ordinal(n)} mediatore`,
    mercenaryLegend: 'Mediatore da segnare (vale 5)',
    mercenaryPlaced: (n, broker) => `${terms.ordinal(n)} piazzato: ${broker}`,
    heraldLegend: 'Sposta uno dei tuoi mediatori',
    heraldFrom: 'Mediatore',
    heraldTo: 'Verso',
    alchemistExchange: 'Scambia',
    alchemistLegend: 'Scambia una gemma',
    alchemistGive: 'Dai',
    alchemistTake: 'Prendi',
    alchemistKeep: `Gioca ${terms.theCard.alchemist} e tieni le tue gemme`,
    bankerLegend: 'Quotazioni',
    bankerUp: 'Su di un passo',
    bankerDown: 'Giù di un passo',
    jewelerLegend: 'Gemme da prendere',
    nthGem: (n) => `${n}ª gemma`,
  },

  spy: {
    label: `La tua ${terms.card.spy}`,
    head: (left) =>
      `La tua ${terms.card.spy}: ` +
      fmt.it.plural(left, {
        one: `ti resta ${fmt.it.num(left)} occhiata`,
        other: `ti restano ${fmt.it.num(left)} occhiate`,
      }),
    finding: (value, who, place) => `Un ${value} — ${who}, ${place}`,
    look: 'Guarda',
    target: 'Mediatore coperto da guardare',
    none: 'Ancora nessun mediatore coperto di un altro giocatore da guardare.',
  },
};

// ---------------------------------------------------------------- board

const boardShapes = {
  circle: 'cerchio',
  square: 'quadrato',
  diamond: 'rombo',
  hexagon: 'esagono',
  octagon: 'ottagono',
};

/** "Closed", agreeing with the area's label (Porto, Commercio: masculine; Palazzi: plural). */
const boardClosed: Record<Area, string> = { port: 'chiuso', commerce: 'chiuso', palace: 'chiusi' };

/** A list of brokers in a title, or the words for none. */
const boardBrokers = (brokers: readonly string[], none: string) => (brokers.length ? fmt.it.and(brokers) : none);

/** A port's gems counted by colour, in the ship's order: "2 gemme blu, 1 gemma verde e 1 gemma rossa". */
function boardGems(gems: readonly Gem[]): string {
  const counts = new Map<Gem, number>();
  for (const g of gems) counts.set(g, (counts.get(g) ?? 0) + 1);
  return fmt.it.and([...counts].map(([g, n]) => terms.gems(n, g)));
}

const board: Dict['board'] = {
  title: (turn, phase) =>
    `Tabellone, turno ${turn} di 4, ${terms.phase[phase].toLowerCase()}: città, mercato e quotazioni`,
  heading: (turn, phase) => `Turno ${turn} di 4 · ${terms.phase[phase]}`,
  you: (name) => `${name} (tu)`,
  legend: (name, shape) => `${name}: mediatori a forma di ${boardShapes[shape]}`,
  broker: (owner, value, faceUp, marked) =>
    `${owner} ${value !== null ? `${value} ` : ''}` +
    `${faceUp ? 'scoperto' : 'coperto'}` +
    (marked ? ` con l'indicatore del ${terms.card.mercenary} (vale 5)` : ''),
  area: (n, area, closed, detail, brokers) =>
    `${terms.Neighborhood(n)}, ` +
    `${terms.area[area]}${closed ? ` (zona chiusa dalla ${terms.card.queen})` : ''}${detail ? `, ${detail}` : ''}: ` +
    `${boardBrokers(brokers, 'nessun mediatore')}`,
  ship: (ship, gems) => `nave ${ship} con ${boardGems(gems)}`,
  noShip: 'nessuna nave',
  card: (hint) => `carta: ${hint}`,
  noCard: 'nessuna carta',
  lastMove: (name) => `ultima mossa: ${name}`,
  sinceMove: (name) => `giocato dalla tua ultima mossa: ${name}`,
  areaLabel: (area, closed) => `${terms.Area[area]}${closed ? ` – ${boardClosed[area]}` : ''}`,
  commerceVp: (merchant) => (merchant ? `${terms.vp(5)} (${terms.card.merchant})` : terms.vp(3)),
  hoodOff: (n) => `${terms.Neighborhood(n)}: non in gioco`,
  notInPlay: 'non in gioco',
  marketVp: `${terms.vp(1)} per mediatore piazzato`,
  row: (row, open, gem) =>
    `Linea ${row} del mercato: ${!open ? 'chiusa' : gem ? `gemma ${terms.colour[gem]}` : 'nessuna gemma'}`,
  rowClosed: 'linea chiusa',
  square: (row, column, broker) => `Linea ${row} del mercato, colonna ${terms.colour[column]}: ${broker ?? 'libero'}`,
  quotation: 'Quotazione',
  track: (colour, quotation, rank) =>
    `${terms.Colour[colour]}: quotazione ${quotation} su 12, ${terms.ordinal(rank)} posto`,
  withLead: (words, lead) => `${words}; ${lead}`,
  throne: (brokers) => `${terms.ThroneRoom}: ${boardBrokers(brokers, 'vuota')}`,
  text: {
    summary: 'Il tabellone come testo (tasto B)',
    placesCaption: 'Ogni luogo: i suoi mediatori, chi ha la maggioranza e che cosa dà',
    place: 'Luogo',
    brokers: 'Mediatori',
    majority: 'Maggioranza',
    pays: 'Dà',
    hood: (n) => `${terms.Neighborhood(n)}, tutte le zone`,
    area: (n, area, closed) =>
      `${terms.Neighborhood(n)}, ${terms.area[area]}${closed ? ` (zona chiusa dalla ${terms.card.queen})` : ''}`,
    row: (row) => `Linea ${row} del mercato`,
    column: (colour) => `Colonna ${terms.colour[colour]} del mercato`,
    market: 'Tutto il mercato',
    none: 'nessun mediatore',
    total: (name, total, hidden) => `${name} ${total}${hidden ? ` e ${hidden} coperti` : ''}`,
    lead: (name, total, next, by) =>
      next === null
        ? `${name} è in testa da solo con ${total}`
        : by === 0
          ? `${name} è in testa, pari con ${next} a ${total}, avanti per lo spareggio (R7.8)`
          : `${name} è in testa con ${total}, ${by} davanti a ${next}`,
    unseen: (n) => `${n} ${n === 1 ? 'mediatore coperto non visto' : 'mediatori coperti non visti'}`,
    nobody: 'ancora nessuno',
    paysPort: 'una gemma nera (R7.4)',
    paysCommerce: (vp) => `${vp} (R7.4)`,
    paysPalace: (card) => (card ? `${card} (R7.4)` : 'niente: nessuna carta'),
    paysHood: 'le gemme della nave (R7.3)',
    paysShip: (takes) =>
      `Le gemme della nave vanno secondo tutto il quartiere: ${takes
        .map((n, i) => `il ${terms.ordinal(i + 1)} ne sceglie ${n}`)
        .join(', ')} (R7.3)`,
    paysRow: (open, gem) => (!open ? 'chiusa' : gem ? `la gemma ${terms.colour[gem]} (R7.5)` : 'nessuna gemma'),
    inRow: (row, broker) => `linea ${row}: ${broker}`,
    inColumn: (colour, broker) => `${terms.colour[colour]}: ${broker}`,
    columnSum: (total) => `totale ${total}`,
    columnTotal: (total, place, tied) =>
      `totale ${total}, ${terms.ordinal(place)} delle colonne` +
      (tied.length
        ? `, pari con ${fmt.it.and(tied.map((c) => terms.colour[c]))} (le ordina chi vince gli spareggi)`
        : ''),
    paysColumn: 'la sua quotazione, secondo il suo posto (R7.5)',
    columnMoves: 'Il posto di una colonna muove la sua quotazione: 1º +2, 2º +1, 3º −1, 4º −2 (R7.5).',
    paysMarket: 'un passo di quotazione, al leader del mercato (R7.5)',
    playersCaption: 'I giocatori: PV, gemme e carte',
    player: 'Giocatore',
    cards: 'Carte',
    noCards: 'nessuna',
    shipsTitle: 'Navi',
    ship: (n, ship) => `${terms.Neighborhood(n)}: ${ship}`,
    quotationsTitle: 'Quotazioni',
  },
  keyFaceDown: 'coperto',
  keyMercenary: `${terms.card.mercenary}: vale 5`,
  keyClosed: `chiusa dalla ${terms.card.queen}`,
  keyLastMove: "l'ultima mossa",
};

// ---------------------------------------------------------------- rules

/** The card moments (R9.1), as the hints end. */
const rulesWhen = {
  placement: '(prima del piazzamento)',
  during: '(durante il piazzamento)',
  counting: '(prima del conteggio)',
  after: '(dopo il conteggio)',
  won: '(subito, appena vinta)',
};

const rulesCard = terms.card;
const rulesThe = terms.theCard;

// Italian: the Italian rulebook's words (mediatore, schermo, quartiere, zona, linea,
// quotazione, scoperto/coperto, leader del mercato) and its card names; the player is "tu".
const rules: Dict['rules'] = {
  pageTitle: 'Ys — regole',
  who: 'Regole',
  heading: 'Le regole di Ys, in breve',
  lead:
    'Quello che si gioca su questo sito, regola per regola. Il gioco cita questi codici (R6.2) quando ' +
    'rifiuta una mossa; ognuno rimanda qui.',
  back: 'Torna a Ys online',
  contents: 'Regole',
  keysTitle: 'Giocare senza vedere: tasti',
  keysText:
    'Sotto il tabellone, «Il tabellone come testo» dà ogni luogo: i suoi mediatori, chi ha la maggioranza e di ' +
    'quanto, e che cosa dà. Dà anche i PV, le gemme e le carte dei giocatori, le navi e le quotazioni. ' +
    'Le mosse degli altri sono annunciate all’arrivo, e il tuo turno subito. ' +
    'Nella modalità navigazione di uno screen reader, fai passare il tasto (NVDA: NVDA+F2; JAWS: Insert+3) o passa ' +
    'alla modalità focus. I tasti sono gli stessi in ogni lingua e non fanno nulla mentre scrivi nella chat o nelle ' +
    'tue note:',
  boardKeys:
    'Sul tabellone, mentre una decisione vi illumina dei luoghi: le frecce passano tra i luoghi illuminati come ' +
    'stanno sullo schermo; Home e Fine vanno al primo e all’ultimo; Pag giù e Pag su (Page Down, Page Up) saltano ' +
    'tra la Città e il Mercato, alla linea dello stesso rango (i porti e la linea 1 del Mercato) nella colonna più ' +
    'vicina; Invio o Spazio sceglie; un tasto numerico sceglie il mediatore di quel valore dietro il tuo schermo; ' +
    'Esc annulla l’ultimo passo.',
  codesTitle: 'Codici brevi del registro',
  codesText:
    'Una nave (R1.3) si scrive con le iniziali delle sue gemme: la grande, un trattino, poi le due piccole. ' +
    'R-BG è una nave con una gemma grande rossa e piccole blu e verde. ' +
    'Le lettere sono le iniziali dei colori in inglese, in ogni lingua:',
  shipWords: (large, small) => `nave — grande: ${large}; piccole: ${small[0]}, ${small[1]}`,
  effect: {
    captain: `scambia le carte Nave di due porti ${rulesWhen.placement}`,
    cardinal: `in questo turno piazza i tuoi mediatori scoperti o coperti come vuoi ${rulesWhen.placement}`,
    spy: `guarda fino a 3 mediatori coperti di altri giocatori in questo turno ${rulesWhen.placement}`,
    conjurer: `piazza mediatori da davanti al tuo schermo, rimpiazzandoli da dietro ${rulesWhen.placement}`,
    queen: `chiudi una zona della città a tutti i mediatori per questo turno ${rulesWhen.during}`,
    magician: `scambia di posto due tuoi mediatori sul tabellone ${rulesWhen.during}`,
    mercenary: `uno dei due mediatori appena piazzati vale 5 in questo turno ${rulesWhen.during}`,
    herald: `sposta un tuo mediatore in un'altra zona o in un altro spazio del mercato ${rulesWhen.counting}`,
    merchant: `ogni maggioranza in una zona del commercio dà ${terms.vp(5)} in questo turno ${rulesWhen.counting}`,
    intriguer: `vinci ogni pareggio in cui sei coinvolto in questo turno ${rulesWhen.counting}`,
    alchemist: `scambia una tua gemma con una gemma colorata di un altro colore ${rulesWhen.after}`,
    banker: `alza una quotazione di uno spazio e abbassane un'altra di uno spazio ${rulesWhen.after}`,
    jeweler: `prendi 2 gemme colorate a tua scelta ${rulesWhen.after}`,
    prince: `+${terms.vp(4)} ${rulesWhen.won}`,
    king: `+${terms.vp(5)} ${rulesWhen.won}`,
    blue: `prendi una gemma colorata a tua scelta ${rulesWhen.won}`,
  },
  hint: (card, effect) => `${card}: ${effect}`,
  cardLineHtml: (cardHtml, effectHtml) => `<strong>${cardHtml}</strong>: ${effectHtml}`,
  rule: {
    R1: { title: 'Componenti' },
    'R1.1': {
      title: 'Mediatori',
      text:
        'Ogni giocatore ha 11 mediatori di valore 0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4 (22 in tutto). Altri ' +
        'tre mediatori di valore 2 a testa si usano solo con il Favore del Re (R10).',
    },
    'R1.2': {
      title: 'Gemme',
      text:
        'Le gemme colorate sono blu, verdi, gialle e rosse. Le gemme nere si ottengono solo nei porti e ' +
        'si contano con una tabella a parte. Una gemma bianca non si tiene mai: chi la vince prende ' +
        'invece una gemma colorata a sua scelta. La banca non si esaurisce mai.',
    },
    'R1.3': {
      title: 'Carte Nave',
      text:
        '24 carte, ognuna con una gemma grande e due piccole di tre colori diversi; 4 di esse mostrano ' +
        'una gemma bianca.',
    },
    'R1.4': {
      title: 'Carte Personaggio',
      text:
        '15 carte con il bordo giallo, una per personaggio (R9), e 4 carte con il bordo blu, ognuna con ' +
        'una gemma bianca.',
    },
    'R1.5': {
      title: 'Quotazione delle gemme',
      text:
        'Una scala per ogni gemma colorata, da 0 a 12; tutte le gemme partono da 6 e una mossa oltre un ' +
        'estremo si ferma lì.',
    },
    'R1.6': { title: 'Tracciato del punteggio', text: 'Punti vittoria (PV), da 0 in su.' },
    R2: { title: 'Preparazione' },
    'R2.1': { title: 'Giocatori', text: 'Da 2 a 4. Ognuno parte con i suoi mediatori dietro lo schermo e 0 PV.' },
    'R2.2': { title: 'Carte Ordine', text: 'Le carte da 1 a N si distribuiscono a caso, una per giocatore.' },
    'R2.3': {
      title: 'Quartieri',
      text:
        'Con 4 giocatori si usano tutti e quattro, e con 3 anche, a meno che la partita non sia stata ' +
        'creata con tre quartieri; con 2 giocatori solo i quartieri da 1 a 3. Un quartiere non usato ' +
        'non riceve nulla.',
    },
    'R2.4': {
      title: 'Personaggi',
      text:
        'Nel palazzo di ogni quartiere in gioco si mettono tre carte con il bordo giallo, coperte; le ' +
        'altre escono dal gioco senza essere guardate. Le carte con il bordo blu aspettano il turno 4.',
    },
    'R2.5': {
      title: 'Navi',
      text: 'Si mescola il mazzo delle carte Nave (senza quelle con la gemma bianca in Ys Express).',
    },
    'R2.6': { title: 'Quotazioni', text: 'Ogni gemma parte da 6.' },
    R3: {
      title: 'Il turno',
      text:
        'Una partita dura 4 turni. Ogni turno ha le fasi Preparazione, Ordine di gioco, Piazzamento dei ' +
        'mediatori e Conteggio, poi il Favore del Re quando si gioca questa variante. Dopo il turno 4 ' +
        'viene il conteggio finale (R8).',
    },
    R4: { title: 'Preparazione del turno' },
    'R4.1': {
      title: 'Personaggi',
      text:
        'Nei turni da 1 a 3 si scopre la carta in cima a ogni palazzo, in vista di tutti. Nel turno 4 ' +
        'ogni palazzo riceve invece una carta con il bordo blu.',
    },
    'R4.2': {
      title: 'Porti',
      text:
        'Il porto di ogni quartiere riceve una carta Nave. Con 4 giocatori un porto offre 4 gemme (due ' +
        'del colore della gemma grande, una di ciascuna gemma piccola); con 2 o 3 giocatori, 3 gemme.',
    },
    'R4.3': {
      title: 'Mercato',
      text:
        "Un'altra carta Nave riempie le linee del mercato: con 4 giocatori le linee da 1 a 3 (la gemma " +
        'bianca, o altrimenti quella grande, sulla linea 1); con 2 o 3 giocatori solo le due gemme ' +
        'piccole, sulle linee 2 e 3, e la linea 1 resta chiusa.',
    },
    R5: { title: 'Ordine di gioco' },
    'R5.1': {
      title: 'Scommesse',
      text:
        'Ognuno sceglie in segreto 2 mediatori da dietro il proprio schermo. Tutte le scommesse si ' +
        'rivelano insieme e restano davanti agli schermi per il resto del turno.',
    },
    'R5.2': {
      title: 'Classifica',
      text: 'Prima il totale più alto; a parità di totale passa avanti chi ha la carta Ordine più bassa.',
    },
    'R5.3': {
      title: 'Scelta',
      text:
        "In quest'ordine ogni giocatore prende una posizione libera; la posizione 1 prende la carta " +
        'Ordine 1, e così via. Tutto il turno segue queste posizioni.',
    },
    'R5.4': { title: 'Due giocatori', text: 'Scommettono solo i due giocatori; prendono le posizioni 1 e 2.' },
    R6: { title: 'Piazzamento dei mediatori' },
    'R6.1': {
      title: 'Momento delle carte',
      text:
        "Prima del primo piazzamento, nell'ordine del turno, i giocatori possono giocare le loro carte " +
        '«prima del piazzamento» (R9.1).',
    },
    'R6.2': {
      title: 'Giri',
      text:
        `4 giri (3 in Ys Express). In ogni giro, nell'ordine del turno, un giocatore piazza 2 mediatori ` +
        `da dietro lo schermo: uno scoperto e uno coperto (a meno che ${rulesThe.cardinal} non permetta ` +
        `altrimenti), entrambi nella città, entrambi nel mercato o uno per parte.`,
    },
    'R6.3': {
      title: 'Città',
      text: `In una zona possono stare quanti mediatori si vuole, tranne in quella chiusa dalla ${rulesCard.queen}.`,
    },
    'R6.4': {
      title: 'Mercato',
      text:
        'Al massimo un mediatore per spazio, e solo sulle linee aperte. Piazzarvi un mediatore fa ' +
        'guadagnare subito 1 PV, che resta qualunque cosa accada poi al mediatore.',
    },
    'R6.5': {
      title: 'Mediatore rimasto',
      text:
        "Dopo l'ultimo giro a ogni giocatore resta un mediatore, che va davanti allo schermo con i due " +
        'della scommessa. Questi tre risolvono i pareggi del turno.',
    },
    'R6.6': {
      title: 'I propri mediatori coperti',
      text:
        "Un'opzione della partita (attiva se non la si cambia): se un giocatore può guardare i propri " +
        'mediatori coperti sul tabellone.',
    },
    'R6.7': {
      title: 'Valori nascosti',
      text:
        `Il valore di un mediatore coperto resta nascosto agli altri giocatori finché il suo posto non ` +
        `viene conteggiato, salvo per chi usa la ${rulesCard.spy}.`,
    },
    R7: { title: 'Conteggio' },
    'R7.0': {
      title: 'Momento delle carte',
      text:
        "Prima del conteggio, nell'ordine del turno, i giocatori possono giocare le loro carte «prima " +
        'del conteggio».',
    },
    'R7.1': {
      title: 'Città',
      text:
        'I quartieri si contano uno alla volta, da 1 a 4: se ne scoprono i mediatori coperti, e il ' +
        'totale di un giocatore è la somma dei suoi mediatori nelle tre zone del quartiere.',
    },
    'R7.2': {
      title: 'Presenza',
      text:
        'Partecipano solo i giocatori con almeno un mediatore lì; uno 0 da solo batte comunque ' +
        "l'assenza. Prima il totale più alto; i pareggi secondo R7.8.",
    },
    'R7.3': {
      title: 'Gemme del porto',
      text:
        "Con 4 giocatori il primo prende 2 delle 4 gemme, il secondo 1, il terzo l'ultima. Con 2 o 3 " +
        "giocatori il primo prende 2 delle 3 e il secondo l'ultima. Una gemma bianca diventa una gemma " +
        'colorata a scelta di chi la prende.',
    },
    'R7.4': {
      title: 'Zone',
      text:
        `Poi ogni zona ha la sua maggioranza: la zona del porto dà 1 gemma nera, la zona del commercio ` +
        `3 PV (5 con ${rulesThe.merchant}), la zona dei palazzi la sua carta Personaggio. Una zona ` +
        `vuota non dà nulla. I mediatori del quartiere tornano dietro gli schermi.`,
    },
    'R7.5': {
      title: 'Mercato',
      text:
        'Si scoprono i mediatori coperti del mercato. La gemma di ogni linea va al giocatore con il ' +
        'totale più alto su quella linea. Le colonne si classificano per totale (poi per numero di ' +
        'mediatori) e muovono le loro quotazioni di +2, +1, −1, −2. Chi ha di più in tutto il mercato, il leader del ' +
        'mercato, deve muovere una quotazione di uno spazio in su o in giù.',
    },
    'R7.6': {
      title: 'Momento delle carte',
      text: "Dopo il mercato, nell'ordine del turno, i giocatori possono giocare le loro carte «dopo il conteggio».",
    },
    'R7.7': {
      title: 'Fine del turno',
      text: 'Le carte Nave dei porti si scartano, e gli effetti che durano «questo turno» finiscono.',
    },
    'R7.8': {
      title: 'Pareggi',
      text:
        `Chi ha giocato ${rulesThe.intriguer} vince ogni pareggio in cui è coinvolto; poi il giocatore ` +
        `neutrale (R11); poi la somma più alta dei tre mediatori davanti allo schermo (R6.5); poi la ` +
        `carta Ordine più bassa.`,
    },
    R8: { title: 'Conteggio finale' },
    'R8.1': {
      title: 'Classifica delle gemme',
      text:
        'I colori si ordinano per quotazione (a parità: blu, verde, giallo, rosso). Il giocatore con ' +
        'più gemme del 1º colore ottiene 24 PV, il secondo 18, il terzo 12, il quarto 6; il 2º colore ' +
        'dà 20, 15, 10, 5; il 3º 16, 12, 8, 4; il 4º 12, 9, 6, 3.',
    },
    'R8.2': {
      title: 'Posizioni per colore',
      text:
        'Si classificano solo i giocatori che hanno gemme di quel colore. I giocatori in pareggio ' +
        'ottengono tutti i punti della posizione più bassa occupata dal loro gruppo.',
    },
    'R8.3': { title: 'Gemme nere', text: '1, 2, 3, 4, 5, 6, 7 o più gemme nere valgono 1, 4, 8, 12, 16, 20, 24 PV.' },
    'R8.4': {
      title: 'Il Favore del Re',
      text: 'La sala del trono si conteggia quando si gioca questa variante (R10.3).',
    },
    'R8.5': {
      title: 'Vincitore',
      text: 'Più PV; a parità, più gemme (colorate e nere); se la parità resta, vittoria condivisa.',
    },
    R9: { title: 'Carte Personaggio' },
    'R9.1': {
      title: 'Momento',
      text:
        'Ogni carta si gioca in un momento preciso: prima del piazzamento, durante il proprio ' +
        'piazzamento, prima del conteggio, dopo il conteggio, oppure subito, appena vinta. In ogni ' +
        "momento si chiede ai giocatori nell'ordine del turno.",
    },
    'R9.2': {
      title: 'Limiti',
      text:
        'Una carta si può giocare dal turno dopo quello in cui è stata vinta, al massimo 2 carte per ' +
        'turno (quelle che hanno effetto subito non contano). Tutti vedono chi ha quali carte; le carte ' +
        'non giocate non danno punti.',
    },
    'R9.3': {
      title: 'Vincere una carta',
      text: 'Una carta vinta in un palazzo va in mano al vincitore, a meno che non abbia effetto subito.',
    },
    R10: { title: 'Variante: il Favore del Re (3 o 4 giocatori)' },
    'R10.1': { title: 'Mediatori in più', text: 'Ogni giocatore ha 3 mediatori di valore 2 accanto al tabellone.' },
    'R10.2': {
      title: 'Sala del trono',
      text:
        'Dopo ogni conteggio ogni giocatore piazza in segreto, coperto, uno dei tre mediatori davanti ' +
        'al suo schermo nella sala del trono, dove resta fino alla fine della partita; se restano ' +
        'turni, ognuno aggiunge poi un mediatore di valore 2 dietro il suo schermo.',
    },
    'R10.3': {
      title: 'Conteggio',
      text:
        'Alla fine si scopre la sala del trono: la somma più alta vale 12 PV, poi 7, poi 3, poi 0; i ' +
        'giocatori in pareggio si dividono i punti delle loro posizioni, arrotondati per difetto.',
    },
    'R10.4': {
      title: 'Carte',
      text: `Solo ${rulesThe.spy} (per guardare) e ${rulesThe.magician} (per scambiare) arrivano alla sala del trono.`,
    },
    R11: { title: 'Due giocatori', text: 'Si gioca come in 3, sui quartieri da 1 a 3, con un giocatore neutrale:' },
    'R11.1': {
      title: 'Mediatori neutrali',
      text:
        'Ogni giocatore tiene anche 4 mediatori neutrali, che nessuno vede, di valore 4, 2, 1, 0 (4, 3, ' +
        '1, 0 con il neutrale forte).',
    },
    'R11.2': {
      title: 'Il loro piazzamento',
      text:
        'Insieme ai suoi 2 mediatori un giocatore piazza 1 mediatore neutrale coperto, pescato a caso: ' +
        'nessuno ne conosce il valore finché non viene conteggiato.',
    },
    'R11.3': {
      title: 'Il giocatore neutrale',
      text:
        `Non scommette e non ha carte, ma guadagna PV come un giocatore e vince ogni pareggio, tranne ` +
        `contro chi ha giocato ${rulesThe.intriguer}.`,
    },
    'R11.4': {
      title: 'Le sue scelte',
      text:
        `Sono automatiche: prende le gemme di maggior valore, trasforma ogni carta che non sia ` +
        `${rulesThe.prince} o ${rulesThe.king} nella gemma di maggior valore e, come leader del ` +
        `mercato, alza il colore di cui ha più gemme.`,
    },
    'R11.5': {
      title: 'Conteggio finale',
      text:
        'Si classifica come un giocatore per ogni colore (terza posizione per un colore che non ha). Il ' +
        'vincitore è il migliore dei due giocatori; se la città vi ha battuti entrambi, il risultato lo ' +
        'dice.',
    },
    R12: {
      title: 'Variante: Ys Express (3 o 4 giocatori)',
      text:
        'Ogni giocatore gioca senza un mediatore "3" e un mediatore "1" (9 mediatori), le carte Nave ' +
        'con una gemma bianca escono dal mazzo e il piazzamento ha 3 giri invece di 4. Si può combinare ' +
        'con il Favore del Re.',
    },
    R13: {
      title: 'Cosa vede ogni giocatore',
      text:
        `Tutti vedono il tabellone, i mediatori scoperti, i mediatori davanti agli schermi, le gemme ` +
        `vinte, le carte in mano, le scommesse rivelate, quanti mediatori ha ogni giocatore dietro lo ` +
        `schermo e la cronaca della partita. Solo tu vedi i tuoi mediatori dietro lo schermo, i valori ` +
        `dei tuoi mediatori coperti (R6.6), la tua scommessa prima che sia rivelata, i tuoi mediatori ` +
        `nella sala del trono e ciò che ha visto la tua ${rulesCard.spy}. Nessuno vede le carte sotto ` +
        `quella in cima a ogni palazzo, le carte escluse dal gioco, l'ordine del mazzo delle navi né i ` +
        `valori dei mediatori neutrali prima del conteggio.`,
    },
  },
};

// ---------------------------------------------------------------- pages

const pagesNames = new Intl.ListFormat('it', { type: 'unit', style: 'short' });
const PAGES_WEEK = 7 * 24 * 3600;

// Tu, as the Italian rulebook addresses the reader. A seat is "posto"; a stand-in, "sostituto".
const pages: Dict['pages'] = {
  language: 'Lingua',
  spectator: 'Spettatore',
  host: 'Organizzatore',
  playerList: (names) => pagesNames.format(names),
  title: {
    player: (name) => `Ys — ${name}`,
    spectator: 'Ys — spettatore',
    host: 'Ys — organizzatore',
    mail: 'Ys — e-mail',
    replay: 'Ys — replica',
    analysis: 'Ys — analisi',
    error: (status) => `Ys — ${status}`,
  },
  rematchLink: 'Rivincita: il tuo nuovo posto',
  live: {
    connecting: 'connessione…',
    reconnecting: 'riconnessione…',
    live: 'in diretta',
    offline: 'offline',
    unsent: 'non inviato: controlla la connessione e riprova',
    replaced: "l'organizzatore ha sostituito questo link: chiedigli quello nuovo",
    shut: 'disconnesso: ricarica la pagina',
    tooManyPages: 'troppe pagine aperte su questo posto o partita, questa è stata chiusa: ricaricala per giocare qui',
    tooChatty: 'questa pagina ha inviato troppi messaggi: ricaricala',
    deleted: 'questa partita è stata cancellata dopo molto tempo senza mosse',
    yourMove: 'Tocca a te',
    keys:
      'Tasti: B, il tabellone come testo; L, l’ultima mossa; T, a chi tocca e il tempo che resta; G, le tue gemme, ' +
      'PV e carte; Q, le quotazioni; A e poi da 1 a 4, un quartiere, o A e poi 5, il mercato; K, questi tasti.',
    askWhich: 'Quale quartiere? Da 1 a 4, o 5 per il mercato.',
    noMove: 'Ancora nessuna mossa.',
    chatSaid: (name, text) => `${name} nella chat: ${text}`,
  },
  nextGame: 'Prossima partita che ti aspetta: {0}',
  copyLink: 'Copia il link',
  copied: 'Copiato',
  home: {
    lead:
      'Il gioco da tavolo Ys (Cyril Demaegd, Ystari 2004) per 2–4 amici a distanza. Crea una partita, ' +
      'manda a ogni amico il suo link privato e gioca con i tuoi tempi da qualsiasi browser.',
    title: 'Titolo della partita (facoltativo)',
    titleHelp: (max) =>
      `Fino a ${max} caratteri, come «Ys del venerdì»: compare nell'elenco delle partite di ciascuno, nel titolo ` +
      'della pagina e nelle notifiche, per distinguere questa partita dalle altre.',
    players: 'Giocatori (da 2 a 4)',
    player: (n, optional) => `Giocatore ${n}${optional ? ' (facoltativo)' : ''}`,
    whoPlays: (n) => `Chi gioca come giocatore ${n}`,
    playedBy: { person: 'giocato da una persona', standard: 'giocato dal bot', greedy: 'giocato dal bot, facile' },
    botNames: ['Perotto', 'Faggin', 'Olivetti', 'Menabrea'],
    options: 'Opzioni',
    onlyFor: (counts) => `(${fmt.it.or(counts.map((n) => fmt.it.num(n)))} giocatori)`,
    timePerMove: 'Tempo per mossa',
    timePerMoveHelp:
      "Quando il tempo di un giocatore scade, un sostituto decide al suo posto (l'organizzatore può " +
      'mettere in pausa gli orologi)',
    notifications: 'Notifiche dei turni (facoltative)',
    webhook:
      'Webhook della chat del tuo gruppo (Discord o Slack): le viene detto a chi tocca, con il link per gli spettatori',
    mailHelp:
      "Oppure i loro indirizzi e-mail: ogni giocatore riceve il proprio link, poi un'e-mail quando la " +
      'partita aspetta lui (gli altri non li vedono mai; ogni e-mail permette di disiscriversi con un ' +
      'clic).',
    email: (n) => `E-mail del giocatore ${n}`,
    newGame: 'Nuova partita',
    myGames: 'Le tue partite su questo browser',
    myGamesHelp: 'Conservate solo in questo browser, mai inviate al server come elenco.',
  },
  option: {
    kingsFavor: {
      label: terms.kingsFavor,
      help:
        'Dopo ogni conteggio ognuno mette nella sala del trono uno dei mediatori che ha davanti allo ' +
        'schermo; conta alla fine (R10).',
    },
    express: {
      label: terms.express,
      help:
        'Una partita più breve: 9 mediatori a testa, 3 giri di piazzamento, senza le carte "Nave" con ' +
        'la gemma bianca (R12).',
    },
    threeNeighborhoods: {
      label: 'Tre quartieri',
      help: 'In 3 giocatori solo sui quartieri 1–3: una città più stretta (R2.3).',
    },
    strongNeutral: {
      label: 'Neutrale forte',
      help: 'I mediatori del giocatore neutrale valgono 4, 3, 1, 0 invece di 4, 2, 1, 0 (R11.1).',
    },
    peekOwnHidden: {
      label: 'Vedere i miei mediatori coperti',
      help: 'Ogni giocatore può guardare i propri mediatori coperti sul tabellone (R6.6).',
    },
  },
  moveChoice: (seconds) => {
    if (seconds === 0) return 'Nessun limite';
    if (seconds % PAGES_WEEK === 0) {
      const w = seconds / PAGES_WEEK;
      return `${fmt.it.num(w)} ${fmt.it.plural(w, { one: 'settimana', other: 'settimane' })}`;
    }
    const h = Math.round(seconds / 3600);
    return `${fmt.it.num(h)} ${fmt.it.plural(h, { one: 'ora', other: 'ore' })}`;
  },
  myGames: {
    awaiting: { one: 'Tocca a te in {0} partita', other: 'Tocca a te in {0} partite' },
    forget: 'Dimentica',
    forgetGame: (game) => `Dimentica ${game}`,
    forgotten: (game) => `Dimenticata: ${game}`,
    undo: 'Annulla',
    ended: "terminata dall'organizzatore",
    won: (names, count) => (count === 1 ? `finita: ha vinto ${names}` : `finita: hanno vinto ${names}`),
    noWinner: 'finita: nessun vincitore',
    yourMove: 'tocca a te',
    waitingFor: (names) => `in attesa: ${names}`,
    inPlay: 'in corso',
    withTime: (state, left) => `${state}, ${left}`,
    gone: 'non più trovata',
    deleted: 'cancellata: nessuna mossa da molto tempo',
    unreachable: 'non raggiungibile',
  },
  hostPage: {
    inviteSubject: (name) => `${name}: il tuo posto nella nostra partita di Ys`,
    inviteBody: (name, players, url) =>
      `Ciao ${name},\n\nstiamo giocando a Ys online (${players}). Questo è il tuo link privato: ` +
      `mostra il tuo schermo, quindi tienilo per te.\n\n${url}\n\nAprilo su qualsiasi telefono o ` +
      `computer; la pagina si aggiorna da sola quando tocca a te.\n`,
    heading: 'La tua partita di Ys',
    lead:
      'Manda a ogni giocatore il suo link. Un link è la chiave di quel giocatore: chi lo possiede gioca ' +
      'quel posto e ne vede lo schermo.',
    botSeat: 'Questo posto lo gioca il bot, con ciò che questo posto può vedere: non ha link.',
    privateLink: (name) => `Link privato (${name})`,
    emailInvitation: 'Invito via e-mail',
    openAs: (name) => `Apri come ${name}`,
    giveBack: (name) => `Restituisci il posto (${name}) con un nuovo link`,
    handOver: (name) => `Affida il posto (${name}) al sostituto`,
    standInNow: 'Ora il sostituto decide per questo posto; una volta restituito, il posto riceve un nuovo link.',
    standInHelp: "Se un giocatore se n'è andato: da ora un sostituto decide per il suo posto.",
    replaceLink: (name) => `Sostituisci il link (${name})`,
    replaceLinkHelp:
      'Se questo link è arrivato alla persona sbagliata: il vecchio smette subito di funzionare e le ' +
      'sue pagine aperte vengono disconnesse.',
    spectatorLink: 'Link per gli spettatori (solo informazioni pubbliche)',
    webhook:
      'Webhook della chat del tuo gruppo (Discord o Slack): le viene detto a chi tocca, con il link ' +
      'per gli spettatori; vuoto: nessuno',
    saveWebhook: 'Salva il webhook',
    givenUp: 'Notifiche non consegnate',
    givenUpHelp: 'Ritentate più volte, poi abbandonate; la partita va avanti comunque.',
    givenUpWebhook: 'Il webhook',
    givenUpPush: (name) => `Browser (${name ?? 'un giocatore'})`,
    givenUpMail: (name) => `E-mail (${name ?? 'un giocatore'})`,
    givenUpItem: (what, when, why) => `${what}, ${when} UTC: ${why}`,
    writesRefused: 'Modifiche rifiutate oggi',
    writesRefusedHelp: (used, allowed) =>
      `Oltre alle sue mosse, questa partita può scrivere ${fmt.it.num(allowed)} righe al giorno nello spazio del ` +
      `server, la sua parte dell'hosting gratuito (${fmt.it.num(used)} finora oggi, UTC). ` +
      'Queste modifiche sono state rifiutate: troppe di un tipo da un link in un minuto, o oltre le righe del ' +
      'giorno. Le mosse non sono mai rifiutate.',
    writesRefusedItem: (kind, n) => `${kind}: ${fmt.it.num(n)}`,
    writeKinds: {
      notes: 'Note',
      lang: 'Lingue',
      push: 'Notifiche del browser',
      mail: 'Notifiche via e-mail',
      hint: 'Suggerimenti',
      chat: 'Messaggi della chat',
      moderation: 'Messaggi nascosti, posti silenziati',
      links: 'Link sostituiti',
      controls: "Comandi dell'host (fine, orologi, webhook, sostituto)",
      plan: 'Mosse pianificate',
    },
    unverified: 'Indirizzi e-mail da verificare',
    unverifiedSeat: (name) =>
      `Nessuna e-mail arriva a ${name}: questo server scrive solo a indirizzi verificati presso il ` +
      `suo servizio di posta, e quello di ${name} non lo è ancora.`,
    unverifiedHelp:
      "Questo server invia la posta con l'Email Routing di Cloudflare, che consegna solo a indirizzi " +
      "che il titolare ha verificato una volta: chi gestisce il server aggiunge l'indirizzo in Email " +
      "Routing › Destination Addresses, e il titolare apre l'e-mail di Cloudflare e lo verifica. " +
      'Allora la notifica successiva arriva; nel frattempo, invia tu il link al giocatore.',
    clocksPaused: 'Gli orologi sono in pausa: il tempo non scorre per nessuno.',
    clocksRunning: 'Ogni decisione ha un tempo limite; quando scade, decide un sostituto.',
    resumeClocks: 'Riprendi gli orologi',
    pauseClocks: 'Metti in pausa gli orologi (una vacanza)',
    keepAddress: (url) => `Conserva l'indirizzo di questa pagina per tornare a questi link: ${url}`,
    expiry: (days, at, over) =>
      over
        ? `Questa partita viene cancellata dopo ${terms.days(days)} senza mosse: il giorno ${terms.date(at)}.`
        : `Questa partita viene cancellata dopo ${terms.days(days)} senza mosse: il giorno ` +
          `${terms.date(at)}, a meno che qualcuno non muova prima.`,
    controls: "Comandi dell'organizzatore",
    replaceHostLink: "Sostituisci questo link dell'organizzatore",
    replaceHostLinkHelp: 'Questa pagina passa a un nuovo indirizzo; il vecchio smette subito di funzionare.',
    endConfirm: 'Termina la partita ora per tutti. Dopo nessuno potrà più muovere, e non si può annullare.',
    end: 'Termina la partita',
    rematchMade: 'La rivincita è pronta.',
    openRematch: "Apri la pagina dell'organizzatore della rivincita",
    rematchOffer:
      'La partita è finita. Una rivincita è una nuova partita con gli stessi giocatori e le stesse ' +
      'opzioni, e una nuova distribuzione; ogni giocatore trova il suo nuovo link sulla propria ' +
      'pagina.',
    rematch: 'Rivincita',
    confirm: {
      link: {
        ask: (name) => `Sostituire il link (${name})?`,
        text: (name) =>
          `Il vecchio link smette subito di funzionare e le sue pagine aperte vengono disconnesse. ` +
          `Poi mandi il nuovo link (${name}). Non si può annullare.`,
        yes: (name) => `Sì, sostituisci il link (${name})`,
      },
      standin: {
        ask: (name) => `Affidare il posto (${name}) al sostituto?`,
        text: (name) =>
          `D'ora in poi il sostituto decide per questo posto (${name}) ogni volta che la partita lo ` +
          `attende, e le sue decisioni non si possono annullare. Più tardi puoi restituire il posto, ` +
          `con un nuovo link.`,
        yes: (name) => `Sì, affida il posto (${name}) al sostituto`,
      },
      back: {
        ask: (name) => `Restituire il posto (${name})?`,
        text: (name) =>
          `Questo posto (${name}) torna a giocare con un nuovo link che mandi tu; il vecchio smette ` +
          `subito di funzionare. Non si può annullare.`,
        yes: (name) => `Sì, restituisci il posto (${name})`,
      },
      hostLink: {
        ask: () => "Sostituire questo link dell'organizzatore?",
        text: () =>
          'Questa pagina passa a un nuovo indirizzo e il vecchio smette subito di funzionare: ' +
          'conserva il nuovo, nessuno può ridartelo.',
        yes: () => "Sì, sostituisci il link dell'organizzatore",
      },
    },
    cancel: "No, torna alla pagina dell'organizzatore",
    done: {
      link: (name) => `Link sostituito (${name}): il vecchio non funziona più. Manda il nuovo:`,
      standin: (name) => `Posto affidato al sostituto (${name}): d'ora in poi decide lui.`,
      back: (name) => `Posto restituito (${name}): il vecchio link non funziona più. Manda il nuovo:`,
      hostLink: () =>
        "Questa pagina ha un nuovo indirizzo, il nuovo link dell'organizzatore: il vecchio non " +
        'funziona più. Conserva questo:',
      end: () => 'Hai terminato la partita per tutti.',
    },
    changed: 'Appena cambiato',
  },
  mailStop: {
    stopped: 'E-mail interrotte',
    ask: 'Interrompere le e-mail?',
    stoppedHtml: (gamePage) => `Questo posto non riceve più e-mail. Puoi indicare di nuovo un indirizzo ${gamePage}.`,
    gamePage: 'sulla pagina della tua partita',
    askText: 'Questa partita non ti manderà più e-mail quando aspetta te.',
    stop: 'Interrompi le e-mail',
    back: 'Torna alla partita',
  },
  error: {
    notFound: 'Non trovato',
    deleted: 'Partita cancellata',
    replaced: 'Link sostituito',
    server: 'Problema del server',
    other: 'Non ha funzionato',
    home: 'Torna alla pagina iniziale',
  },
};

// ---------------------------------------------------------------- refusals

// Tu, as the Italian rulebook speaks to the player. A player's name never enters these
// sentences; a seat is "il giocatore 2", a place keeps its article ("nel quartiere 2, …").

const refusalsCap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const refusalsWhose = (r: NameWhere) =>
  (r.path ? `Nuova partita non valida: ${r.path}: ` : '') +
  (r.title ? 'Il titolo' : r.player ? `Il nome del giocatore ${r.player}` : 'Il nome');

const refusalsMeans: Record<ReservedMeaning, string> = {
  you: 'la persona che legge la pagina («tu»)',
  neutral: 'il giocatore neutrale di una partita a 2',
  spectators: 'gli spettatori',
  host: "l'organizzatore che ha creato la partita",
  standIn: 'il sostituto che decide per un giocatore',
  nobody: 'nessuno',
  everyone: 'tutti',
  seat: 'un giocatore indicato dal suo numero («Giocatore 2»)',
};

const refusalsMoment: Record<Timing, string> = {
  beforePlacement: 'prima del piazzamento',
  beforeOwnPlacement: 'subito prima di uno dei tuoi piazzamenti',
  duringPlacement: 'subito dopo uno dei tuoi piazzamenti',
  beforeCounting: 'prima del conteggio',
  afterCounting: 'dopo il conteggio',
};

/**
 * A place with its article: "il quartiere 2, zona del porto", "la linea 3 del mercato, colonna rossa", "la sala del
 * trono".
 */
const refusalsPlace = (at: Spot | 'throne') =>
  at === 'throne' ? terms.throneRoom : `${'neighborhood' in at ? 'il' : 'la'} ${terms.spot(at)}`;
/** Where a broker stands: "nel quartiere 2, …", "sulla linea 3 del mercato, …", "nella sala del trono". */
const refusalsIn = (at: Spot | 'throne') => {
  const place = refusalsPlace(at);
  if (at !== 'throne' && 'row' in at) return `sulla ${place.slice(3)}`;
  return place.startsWith('il ')
    ? `nel ${place.slice(3)}`
    : place.startsWith('la ')
      ? `nella ${place.slice(3)}`
      : `in ${place}`;
};

const refusalsField = (field: FormField, n?: number): string =>
  (
    ({
      broker1: 'il 1º mediatore',
      place1: 'il luogo del 1º mediatore',
      face1: 'il lato del 1º mediatore',
      refill1: 'il 1º mediatore di rimpiazzo',
      broker2: 'il 2º mediatore',
      place2: 'il luogo del 2º mediatore',
      face2: 'il lato del 2º mediatore',
      refill2: 'il 2º mediatore di rimpiazzo',
      faces: 'la scelta dei lati',
      neutralPlace: 'il luogo del mediatore neutrale',
      gems: 'la scelta delle gemme',
      whiteColour: 'il colore della gemma bianca',
      column: `la colonna al posto ${n ?? 1}`,
      neighborhood1: 'il 1º quartiere',
      neighborhood2: 'il 2º quartiere',
      queenArea: `la zona della ${terms.card.queen}`,
      swap1: 'il 1º mediatore da scambiare',
      swap2: 'il 2º mediatore da scambiare',
      markBroker: 'il mediatore da segnare',
      moveBroker: 'il mediatore da spostare',
      newPlace: 'il suo nuovo luogo',
      giveGem: 'la gemma da dare',
      takeGem: 'la gemma da prendere',
      gemUp: 'la gemma che sale',
      gemDown: 'la gemma che scende',
      gem1: 'la 1ª gemma',
      gem2: 'la 2ª gemma',
      card: 'la carta',
      bid: 'la scommessa',
      position: 'la posizione',
      colour: 'il colore',
      direction: 'la direzione',
      throneBroker: 'il mediatore',
      peekBroker: 'il mediatore da guardare',
      action: "l'azione",
      version: 'la versione della pagina',
    }) satisfies Record<FormField, string>
  )[field];

const refusalsForm = (why: string) => `Non è stato possibile leggere questo modulo: ${why}.`;

function refusalsWait(seconds: number): string {
  if (seconds < 90) return `${fmt.it.num(seconds)} ${fmt.it.plural(seconds, { one: 'secondo', other: 'secondi' })}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${fmt.it.num(minutes)} minuti`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const refusalsUrl = (what: 'webhook' | 'pushEndpoint') =>
  what === 'webhook' ? 'Il webhook' : "L'indirizzo di invio push";
const refusalsNums = (values: readonly number[]) => fmt.it.and(values.map(fmt.it.num));

/** A hidden character in a message or the notes (src/engine/names.ts, hiddenChar). */
const refusalsHidden = {
  control: 'un carattere di controllo',
  direction: 'un segno di direzione, che può riordinare le parole intorno',
  variation: 'un selettore di variante isolato, un carattere invisibile',
  invisible: 'un carattere invisibile',
  unknown: 'un carattere senza un aspetto condiviso (privato o non assegnato)',
};

const refusals: Dict['refusals'] = {
  // ---------------------------------------------------------------- names
  nameEmpty: (r) => `${refusalsWhose(r)} è vuoto.`,
  nameControl: (r) =>
    `${refusalsWhose(r)} contiene un carattere di controllo o un a capo (${r.char}): scrivilo su una sola riga.`,
  nameDirection: (r) =>
    `${refusalsWhose(r)} contiene un segno di direzione (${r.char}), che può riordinare le parole ` +
    `intorno: riscrivilo senza.`,
  nameVariation: (r) =>
    `${refusalsWhose(r)} contiene un selettore di variante (${r.char}) isolato, un carattere ` +
    `invisibile: riscrivilo senza.`,
  nameInvisible: (r) => `${refusalsWhose(r)} contiene un carattere invisibile (${r.char}): riscrivilo senza.`,
  nameUnknown: (r) =>
    `${refusalsWhose(r)} contiene un carattere senza un aspetto condiviso (${r.char}, privato o non ` +
    `assegnato): usane un altro.`,
  nameSeparator: (r) =>
    `${refusalsWhose(r)} contiene «${r.char}»: il gioco scrive virgole, due punti e parentesi tra i ` +
    `nomi e dopo di essi («Ana, Bo e Cy», «Ana (tu)»), quindi un nome non ne contiene.`,
  nameLoneAccent: (r) => `${refusalsWhose(r)} ha un accento (${r.char}) che non sta su nessuna lettera.`,
  nameAccents: (r) => `${refusalsWhose(r)} ha più di ${r.max} accenti su una lettera.`,
  nameTooLong: (r) => `${refusalsWhose(r)} ha ${r.length} caratteri, più di ${r.max}.`,
  nameNoLetter: (r) => `${refusalsWhose(r)} non contiene né lettere né cifre.`,
  nameReserved: (r) =>
    `${refusalsWhose(r)}, «${r.name}», è una parola che il gioco usa per ${refusalsMeans[r.means]}: ` +
    `scegline un altro, per esempio con un cognome o un'iniziale, così che nessuna frase possa ` +
    `riferirsi a due persone.`,
  nameSame: (r) =>
    `${refusalsWhose(r)} è uguale a quello del giocatore ${r.first} («${r.name}»): dai a ogni ` +
    `giocatore un nome diverso, così che tutti sappiano chi ha fatto cosa.`,
  nameLookAlike: (r) =>
    `${refusalsWhose(r)}, «${r.name}», somiglia troppo a quello del giocatore ${r.first} ` +
    `(«${r.firstName}»): dai a ogni giocatore un nome che gli altri distinguano a colpo d'occhio.`,

  // ---------------------------------------------------------------- any action
  notYourTurn: () => 'Non è il tuo turno: la partita sta aspettando un altro giocatore.',
  seatNotWaited: () => "Non si sta aspettando questo giocatore: non c'è nulla da decidere per lui.",
  standInNothing: () => 'Il sostituto non ha trovato nulla da decidere.',
  invalidSettings: (r) => `Impostazioni della partita non valide (${r.path || 'dati'}).`,
  invalidAction: (r) => `Questa azione non è valida${r.path === undefined ? '' : ` (${r.path || 'azione'})`}.`,
  gameOver: () => 'La partita è finita.',
  noSuchSeat: () => 'Questo giocatore non esiste in questa partita.',

  // ---------------------------------------------------------------- setup
  dealTooMany: (r) =>
    `La distribuzione chiede ${r.item} ` +
    `${r.pile === 'ships' ? 'nel mazzo delle navi' : 'in una riserva neutrale'} più volte di quante ` +
    `ce ne siano nel gioco.`,
  variantsNotWithTwo: () => `${terms.kingsFavor} e ${terms.express} non si usano con 2 giocatori.`,
  threeNeighborhoodsForThree: () => "L'opzione a tre quartieri è per 3 giocatori (in 2 se ne usano sempre tre).",
  strongNeutralForTwo: () => 'Il giocatore neutrale forte è per le partite a 2 giocatori.',
  dealOrderCards: (r) => `Le carte "Ordine" devono andare da 1 a ${r.players}, una per giocatore.`,
  dealCardTwice: () => 'Ogni carta "Personaggio" esiste una sola volta.',
  neighborhoodNotInPlay: (r) => `Il ${terms.neighborhood(r.neighborhood)} non è in gioco.`,
  neutralOnlyWithTwo: () => 'I mediatori neutrali esistono solo con 2 giocatori.',

  // ---------------------------------------------------------------- bidding
  bidTwo: () => 'Ora ogni giocatore deve scommettere 2 mediatori.',
  alreadyBid: () => 'Hai già scommesso in questo turno.',
  noBidBrokers: (r) => `Non hai ${refusalsNums(r.values)} dietro il tuo schermo da scommettere.`,
  noBidLeft: () => "Il turno 4 è l'ultimo: non resta nessuna offerta da pianificare.",
  chooseOrder: () => "Ora devi scegliere la tua posizione nell'ordine di gioco.",
  positionTaken: (r) => `La posizione ${r.position} non è libera; scegli ${fmt.it.or(r.free.map(fmt.it.num))}.`,

  // ---------------------------------------------------------------- placement
  placeTwo: () => 'Tocca a te piazzare 2 mediatori.',
  oneUpOneDown: () => 'Piazza esattamente un mediatore scoperto e uno coperto.',
  onlyConjurer: () => `Solo ${terms.theCard.conjurer} permette a un mediatore di arrivare da davanti al tuo schermo.`,
  conjurerRefill: () =>
    `Con ${terms.theCard.conjurer}, indica il mediatore da dietro il tuo schermo che prende il suo posto davanti.`,
  notBehind: (r) => `Non hai ${refusalsNums(r.values)} dietro il tuo schermo.`,
  notInFront: (r) => `Non hai ${refusalsNums(r.values)} davanti al tuo schermo.`,
  placeNeutral: () => 'In 2 giocatori piazzi anche 1 mediatore neutrale coperto.',
  queenClosed: (r) =>
    `${refusalsCap(terms.theCard.queen)} ha chiuso questo luogo per il resto del turno: ${refusalsPlace(r.spot)}.`,
  rowClosed: (r) => `La ${terms.marketRow(r.row)} è chiusa in questa partita.`,
  squareTaken: (r) =>
    `Lo spazio del mercato alla linea ${r.row}, colonna ${terms.colour[r.column]}, ha già un mediatore.`,
  squareTwice: (r) =>
    `Uno spazio del mercato accoglie un solo mediatore: hai scelto due volte la linea ${r.row}, ` +
    `colonna ${terms.colour[r.column]}.`,

  // ---------------------------------------------------------------- character cards
  cardNotHeld: (r) => `${refusalsCap(terms.theCard[r.card])} non è nella tua mano.`,
  cardWonThisTurn: (r) =>
    `${refusalsCap(terms.theCard[r.card])}: carta vinta in questo turno; potrai giocarla dal turno successivo.`,
  twoCardsPlayed: () => 'Hai già giocato 2 carte in questo turno.',
  cardNotNow: (r) =>
    `${refusalsCap(terms.theCard[r.card])}: questa carta non si gioca ora; il suo momento è ` +
    `${refusalsMoment[r.moment]}.`,
  playOrPass: () => 'Gioca una carta o passa.',
  noBrokerAt: (r) => `Non hai nessun mediatore ${refusalsIn(r.at)} (posizione ${r.position}).`,
  queensAreaUntouchable: () => `I mediatori nella zona della ${terms.card.queen} non si possono toccare.`,
  captainTwoNeighborhoods: () =>
    `${refusalsCap(terms.theCard.captain)} scambia le navi di due quartieri attivi diversi.`,
  magicianTwoPlaces: () =>
    `${refusalsCap(terms.theCard.magician)} scambia due mediatori che si trovano in due luoghi diversi.`,
  mercenaryMarks: () => `${refusalsCap(terms.theCard.mercenary)} segna uno dei due mediatori che hai appena piazzato.`,
  heraldNoThrone: () => `${refusalsCap(terms.theCard.herald)} non tocca mai ${terms.throneRoom}.`,
  heraldAnotherPlace: () => `${refusalsCap(terms.theCard.herald)} sposta un mediatore in un altro luogo.`,
  alchemistBoth: () => `${refusalsCap(terms.theCard.alchemist)} scambia una gemma che dai con una che prendi.`,
  alchemistOtherColour: () => `${refusalsCap(terms.theCard.alchemist)} prende una gemma di un altro colore.`,
  noGemToGive: (r) => `Non hai nessuna gemma ${terms.colour[r.gem]} da dare.`,
  bankerTwoGems: () => `${refusalsCap(terms.theCard.banker)} sposta le quotazioni di due gemme diverse.`,
  spyNotPlayed: () => `Solo chi ha giocato ${terms.theCard.spy} in questo turno può guardare i mediatori coperti.`,
  spyOnlyPlacement: () => `${refusalsCap(terms.theCard.spy)} guarda solo durante la fase di piazzamento.`,
  spyThreeLooks: () => `${refusalsCap(terms.theCard.spy)} ha già guardato 3 mediatori.`,
  noThroneRoom: () => `In questa partita non c'è ${terms.throneRoom}.`,
  spyFaceDownOther: () => `${refusalsCap(terms.theCard.spy)} guarda un mediatore coperto di un altro giocatore.`,
  spyNeutral: () =>
    `Nessuno può conoscere il valore di un mediatore neutrale prima che venga contato, nemmeno ${terms.theCard.spy}.`,
  spySeen: () => 'Hai già visto quel mediatore.',
  quotationAtEnd: (r) =>
    `La quotazione della gemma ${terms.colour[r.colour]} è già ` +
    `${r.step > 0 ? 'al massimo (12)' : 'al minimo (0)'}: uno spostamento deve cambiare una ` +
    `quotazione (R7.5).`,

  // ---------------------------------------------------------------- counting
  chooseGems: (r) => `Scegli le tue gemme nel porto del ${terms.neighborhood(r.neighborhood)}.`,
  takeExactly: (r) =>
    `Prendi esattamente ${fmt.it.num(r.count)} ${fmt.it.plural(r.count, { one: 'gemma', other: 'gemme' })}.`,
  noGemInPort: (r) => `Non resta nessuna gemma ${terms.colour[r.gem]} in questo porto.`,
  whiteAsWhat: () => 'Indica quale gemma colorata prendi al posto della gemma bianca.',
  onlyWhiteAs: () => 'Solo una gemma bianca si prende come gemma di un altro colore.',
  nameWhiteColour: (r) =>
    `Indica il colore che assume la tua gemma bianca ` +
    `(${r.reason === 'blueCard' ? 'la carta dal bordo blu' : `la ${terms.marketRow(r.reason.row)}`}).`,
  orderColumns: () => 'Ordina le colonne del mercato in parità.',
  orderExactly: (r) =>
    `Ordina esattamente le colonne in parità (${fmt.it.and(r.columns.map((c) => terms.colour[c]))}), ` +
    `dalla migliore alla peggiore.`,
  moveQuotation: () => 'Come leader del mercato, sposta una quotazione di un passo.',

  // ---------------------------------------------------------------- the King's Favor
  throneChoose: () => `Scegli uno dei mediatori davanti al tuo schermo per ${terms.throneRoom}.`,
  throneChosen: () => `Hai già scelto il tuo mediatore per ${terms.throneRoom}.`,

  // ---------------------------------------------------------------- the game's object
  notFound: () =>
    "Non c'è nessuna partita a questo indirizzo, oppure il link non è valido. Controlla di aver " +
    'copiato il link per intero.',
  gone: (r) =>
    `${r.finished ? 'Questa partita era finita ed è stata cancellata' : 'Questa partita è stata cancellata'} ` +
    `il ${terms.date(r.at)}, dopo ${terms.days(r.days)} senza mosse.`,
  storedDamaged: (r) =>
    `I dati salvati di questa partita sono danneggiati e non si possono leggere.${r.detail ? ` (${r.detail})` : ''}`,
  storedOlder: (r) =>
    `Questa partita è stata salvata in un formato vecchio (formato di archiviazione ${r.storage}) che ` +
    `questo server non legge più.`,
  storedNewer: (r) =>
    `Questa partita è stata salvata da una versione più recente di Ys online (formato di ` +
    `archiviazione ` +
    `${r.storage}${r.stateSchema === null ? '' : `, schema di stato ${r.stateSchema}`}); ` +
    (`questo server legge fino al formato ${r.readsStorage} e allo schema ${r.readsSchema}. Aggiorna ` +
      `il server per continuarla.`),
  storedSchema: (r) =>
    `Questa partita è stata salvata con lo schema di stato ${r.stateSchema}, che questo server non sa leggere.`,
  storedActionBroken: (r) =>
    `L'azione salvata n. ${r.seq} di questa partita non è più valida, quindi la partita non può ` +
    `proseguire in sicurezza.`,
  noSecretCheck: () => 'Questo server non ha LINK_SECRET, quindi non può verificare i link delle partite.',
  noSecretSign: () => 'Questo server non ha LINK_SECRET, quindi non può firmare i link delle partite.',
  gameExists: () => 'Questa partita esiste già.',
  standInNotYours: () => 'Un sostituto decide solo quando scade il tempo di un giocatore: prendi tu la tua decisione.',
  linkReplaced: () => "Non è stato giocato nulla: l'organizzatore ha sostituito questo link. Chiedigli quello nuovo.",
  seatStandIn: () =>
    "Non è stato giocato nulla: l'organizzatore ha affidato il tuo posto al sostituto, che decide per te. Per " +
    'tornare a giocare, chiedigli di restituirti il posto (con un nuovo link).',
  stale: () =>
    'Questa pagina non era aggiornata: nel frattempo la partita è andata avanti. Ecco la situazione ' +
    'attuale; decidi di nuovo se tocca ancora a te.',
  noPush: () => 'Questo server non invia notifiche push (non ha chiavi VAPID).',
  noMail: () => 'Questo server non invia e-mail.',
  noClock: () => "Questa partita non ha un tempo per mossa: non c'è nessun orologio da mettere in pausa.",
  unknownLang: () => 'Scegli una delle lingue disponibili.',
  noSeatHere: (r) => `Questa partita ha i giocatori da 0 a ${r.seats - 1}; il giocatore ${r.seat} non esiste.`,
  botSeat: () => 'Questo posto lo gioca il bot della partita: non ha link e non ha bisogno di un sostituto.',
  alreadyOver: () => 'Questa partita è già finita: non resta nulla da terminare.',
  rematchNotOver: () => 'La rivincita si può fare solo quando questa partita è finita.',
  recordNotOver: () =>
    'Il registro della partita e la sua replica si aprono quando la partita è finita: prima ' +
    'rivelerebbero ciò che è nascosto (R13): ' +
    'il seme fissa ogni carta e ogni nave ancora da uscire, e le azioni mostrano i mediatori coperti e le scommesse.',
  recordBroken: () =>
    'Il registro di questa partita non si può più riprodurre su questo server, quindi la sua replica ' +
    'non si può mostrare.',
  ended: () => "L'organizzatore ha terminato questa partita.",
  tooManyFromAddress: (r) =>
    `Troppe partite nuove dal tuo indirizzo: al massimo ${fmt.it.num(r.allowed)} al minuto. Nessuna ` +
    `partita è stata creata; riprova tra ${refusalsWait(r.retryAfter)}.`,
  dailyBudget: (r) =>
    `Questo server ha già creato tutte le partite nuove che crea in un giorno ` +
    `(${fmt.it.num(r.allowed)}, per restare nel suo hosting gratuito). ` +
    (`Nessuna partita è stata creata; riprova dopo la mezzanotte UTC, tra ` +
      `${refusalsWait(r.retryAfter)}. Le partite già create continuano normalmente.`),
  budgetUnavailable: () =>
    'Il server non è riuscito a contare questa nuova partita in questo momento. Nessuna partita è ' +
    'stata creata; riprova tra qualche secondo.',
  tooManyWrites: (r) =>
    `Troppe modifiche di questo tipo da questo link: al massimo ${fmt.it.num(r.max)} al minuto. Non è stato cambiato ` +
    `nulla; riprova tra ${refusalsWait(r.retryAfter)}.`,
  writeBudget: (r) =>
    `Questa partita ha già fatto tutte le modifiche, mosse escluse, che può fare in un giorno ` +
    `(${fmt.it.num(r.allowed)} righe scritte, perché nessuna partita consumi molto dell'hosting gratuito del ` +
    `server). ` +
    `Non è stato cambiato nulla; riprova dopo la mezzanotte UTC, tra ${refusalsWait(r.retryAfter)}. Le mosse ` +
    `continuano normalmente.`,

  // ---------------------------------------------------------------- request bodies
  bodyUnreadable: () => 'Non è stato possibile leggere il corpo della richiesta.',
  bodyTooLarge: (r) => `Il corpo della richiesta è troppo grande (al massimo ${fmt.it.num(r.max)} byte).`,
  bodyNotUtf8: () => 'Il corpo della richiesta non è testo UTF-8 valido; invia il testo in UTF-8.',
  bodySurrogate: () =>
    'Il corpo della richiesta contiene testo che non è Unicode valido (un surrogato UTF-16 isolato, come \\ud800).',
  bodyNumberTooLarge: () => 'Un numero nel corpo della richiesta è troppo grande.',
  bodyEmpty: () => 'Il corpo della richiesta è vuoto; invia JSON.',
  bodyTooDeep: (r) =>
    `Il corpo della richiesta ha più di ${r.max} livelli annidati; nessuna richiesta di questo gioco ne ha tanti.`,
  bodyNotJson: () => 'Il corpo della richiesta non è JSON valido.',
  jsonNotForm: () => 'Qui si invia JSON (Content-Type: application/json), non un modulo.',
  sendForm: () => 'Invia un modulo (application/x-www-form-urlencoded o multipart/form-data).',
  formMalformed: () => 'Il modulo è malformato e non è stato possibile leggerlo; invialo di nuovo dalla pagina.',
  formTooManyFields: (r) => `Il modulo ha più di ${r.max} campi.`,
  unexpectedBody: (r) => `Corpo inatteso: ${r.path || 'il corpo'} non è valido.`,
  controlFormUnreadable: () => 'Non è stato possibile leggere il modulo.',

  // ---------------------------------------------------------------- the server
  crossSite: () =>
    'Rifiutata: questa richiesta arriva da un altro sito. Ys online accetta moduli, azioni e connessioni in diretta ' +
    'solo dalle sue pagine (uno script può inviare le sue richieste senza intestazione Origin).',
  notConfigured: () =>
    'Questo server non è configurato: LINK_SECRET non è impostato, quindi non può firmare né ' +
    'verificare i link delle partite. ' +
    'Chi lo gestisce deve eseguire `npx wrangler secret put LINK_SECRET` e pubblicarlo di nuovo.',
  serverError: () => 'Qualcosa è andato storto sul server. Non è stato cambiato nulla; riprova.',
  expectedWebSocket: () => 'Era attesa una connessione WebSocket.',
  usePost: () => "Questo comando dell'organizzatore modifica la partita: usa POST.",

  // ---------------------------------------------------------------- a new game
  sendNewGameForm: () => 'Invia il modulo della nuova partita.',
  createTakesJson: () => 'Qui si invia JSON: invia la nuova partita con Content-Type: application/json.',
  badNewGame: (r) => `Nuova partita non valida: ${r.path || 'il corpo'} non è valido.`,
  fixedDealRefused: () =>
    'seed e deal sono accettati solo dove la pubblicazione imposta ALLOW_FIXED_DEALS=1 (test, sviluppo locale): ' +
    'chi conoscesse il seme potrebbe conoscere il mazzo delle navi e le pile dei personaggi.',
  allBots: () => 'Almeno un giocatore deve essere una persona: una partita di soli bot non ha nessuno che la giochi.',
  botEmail: () => 'Il posto di un bot non prende un indirizzo e-mail: nessuno lo leggerebbe.',
  noMailServer: () =>
    'Questo server non invia e-mail: lascia vuoti gli indirizzi dei giocatori e manda tu i loro link.',
  chooseMoveTime: () => "Scegli dall'elenco un tempo per mossa.",
  moveSecondsRange: (r) =>
    `Il tempo per mossa deve andare da ${fmt.it.num(r.min)} a ${fmt.it.num(r.max)} secondi (2 ` +
    `settimane), oppure 0 per nessun limite.`,
  playerEmailTooLong: (r) => `E-mail del giocatore ${r.player}: un indirizzo e-mail ha al massimo 254 caratteri.`,
  playerNotEmail: (r) => `E-mail del giocatore ${r.player}: questo non è un indirizzo e-mail.`,
  playerSeatChoice: (r) => `Giocatore ${r.player}: scegli una persona o il bot.`,
  notUrl: (r) => `${refusalsUrl(r.what)} non è un URL.`,
  notHttps: (r) =>
    `${refusalsUrl(r.what)} deve essere un URL ` +
    `https://${r.what === 'webhook' ? ' (come quelli che danno Discord e Slack)' : ''}.`,
  urlTooLong: (r) => `${refusalsUrl(r.what)} supera i ${fmt.it.num(r.max)} caratteri.`,
  urlCredentials: (r) => `${refusalsUrl(r.what)} non può contenere nome utente né password.`,
  urlPort: (r) => `${refusalsUrl(r.what)} deve usare la porta https standard (443), nessun’altra.`,
  urlIpAddress: (r) => `${refusalsUrl(r.what)} deve indicare il nome del server, non un indirizzo IP.`,
  urlLocalName: (r) =>
    `${refusalsUrl(r.what)} deve essere su internet pubblica: non localhost, né un nome senza punto o ` +
    `che finisce in .localhost, .local, .internal o .home.arpa.`,
  pushServiceUnknown: () =>
    'L’indirizzo di invio push deve essere quello di un servizio push dei browser (Google, Mozilla, ' +
    'Apple o Microsoft).',
  checkNamesTooLong: (r) => `Controlla i nomi: un nome ha al massimo ${r.max} caratteri.`,
  checkNamesTooMany: () => 'Controlla i nomi: al massimo 4 giocatori.',
  twoNames: () => 'Ys si gioca da 2 a 4 giocatori: inserisci almeno due nomi (R2.1).',
  cannotSetUp: (r) => `Non è possibile preparare questa partita: ${r.path || 'le opzioni'} non è valido.`,

  // ---------------------------------------------------------------- a seat's action
  formUnreadable: () => 'Non è stato possibile leggere questo modulo.',
  fieldMissing: (r) => refusalsForm(`manca ${refusalsField(r.field, r.n)}`),
  fieldRepeated: (r) => refusalsForm(`${refusalsField(r.field, r.n)} compare più di una volta`),
  fieldNotNumber: (r) => refusalsForm(`${refusalsField(r.field, r.n)} deve essere un numero intero`),
  fieldNotOneOf: (r) => refusalsForm(`${refusalsField(r.field, r.n)} deve essere ${fmt.it.or(r.values)}`),
  fieldNotSpot: (r) => refusalsForm(`${refusalsField(r.field, r.n)} non è un luogo del tabellone`),
  fieldNotCity: (r) => refusalsForm(`${refusalsField(r.field, r.n)} deve essere una zona della città`),
  fieldNotBroker: (r) => refusalsForm(`${refusalsField(r.field, r.n)} non è un mediatore sul tabellone`),
  fieldNotBrokerValue: (r) => refusalsForm(`${refusalsField(r.field, r.n)} deve essere il valore di un mediatore`),
  sayFaceUp: () => refusalsForm('indica quale mediatore va scoperto'),
  refillFromFront: (r) =>
    refusalsForm(
      `${refusalsField(r.nth === 1 ? 'broker1' : 'broker2')} viene da davanti al tuo schermo: scegli ` +
        `il mediatore da dietro il tuo schermo che prende il suo posto`,
    ),
  gemsFormat: () => refusalsForm('le gemme devono essere uno o due nomi di gemma'),
  whiteColourMissing: () => refusalsForm('indica il colore che assume la tua gemma bianca'),
  columnsTwice: () => refusalsForm('indica ogni colonna una sola volta'),
  bidFormat: () => refusalsForm('la scommessa deve essere una coppia di valori di mediatori'),
  formNotAction: (r) => `Questo modulo non forma un'azione valida${r.path ? ` (${r.path})` : ''}.`,
  actionBodyNoAction: () => "Atteso { action, version }: action: manca l'azione",
  actionBodyNoVersion: () =>
    'Atteso { action, version }: version: manca la versione: invia la versione della vista su cui hai deciso, ' +
    "così che un'azione inviata due volte sia applicata una volta sola",
  actionBodyInvalid: (r) => `Atteso { action, version }: ${r.path || 'il corpo'} non è valido.`,

  // ---------------------------------------------------------------- host controls
  confirmEnd: () => 'Spunta la casella per confermare che la partita finisce per tutti.',
  seatParam: () => 'Questo giocatore non esiste: il giocatore è un numero, 0 per il primo.',

  // ---------------------------------------------------------------- a seat's notifications
  emailTooLong: () => 'Un indirizzo e-mail ha al massimo 254 caratteri.',
  notEmail: () => 'Questo non è un indirizzo e-mail.',
  sendSubscriptionJson: () => "Invia l'iscrizione in JSON.",
  sendJson: () => 'Invia JSON.',

  // ---------------------------------------------------------------- the replay
  replayStepNaN: () =>
    "Questo passo della replica non è un numero. I passi sono numerati da 0 (l'inizio); apri la " +
    'replica senza ?step= per cominciare.',
  replayPart: () =>
    "Questo indirizzo della replica chiede una parte che non esiste: c'è solo part=step (un passo da " +
    'solo, per lo script della pagina); aprilo senza part= per la pagina intera.',
  noReplayStep: (r) => `Il passo ${r.step} non esiste: questa replica ha i passi da 0 a ${r.last}.`,
  noAnalysisSeat: (r) =>
    `In questa partita non c'è il posto ${r.seat}: i posti vanno da 0 a ${r.last} (?seat=0 è il primo).`,
  analysisMismatch: () =>
    "L'analisi inviata non corrisponde alle decisioni di questo posto in questa partita. Ricarica la " +
    'pagina per calcolarla di nuovo.',
  // ---------------------------------------------------------------- la chat e le note
  analysisOrder: (r) =>
    `L'analisi inviata non elenca le decisioni di questo posto nell'ordine in cui sono state prese ` +
    `(alla versione ${r.version}). Ricarica la pagina per calcolarla di nuovo.`,
  analysisStandIn: (r) =>
    `L'analisi inviata suggerisce la mossa del sostituto alla versione ${r.version}: un suggerimento ` +
    `è una mossa che il posto stesso potrebbe fare. Ricarica la pagina per calcolarla di nuovo.`,
  analysisIllegal: (r) =>
    `L'analisi inviata suggerisce alla versione ${r.version} una mossa che le regole allora non ` +
    `permettevano a questo posto. Ricarica la pagina per calcolarla di nuovo.`,
  replayTooFast: (r) =>
    `Questo link ha chiesto troppi passi di replica o analisi: al massimo ` +
    `${fmt.it.num(r.max)} al ` +
    `minuto. Riprova tra ${refusalsWait(r.retryAfter)}.`,
  chatBefore: () => 'Indica quali messaggi leggere: ?before= con il numero del messaggio più vecchio mostrato.',
  chatEmpty: () => 'Il messaggio è vuoto: scrivi prima qualcosa.',
  chatTooLong: (r) =>
    `Il messaggio ha ${fmt.it.num(r.length)} caratteri, più di ${fmt.it.num(r.max)}. Non è stato pubblicato.`,
  chatChar: (r) =>
    `Il messaggio contiene ${refusalsHidden[r.kind]} (${r.char}): invialo senza. Non è stato pubblicato.`,
  chatLoneMark: (r) =>
    `Il messaggio ha un accento (${r.char}) che non sta su nessuna lettera: scrivi la lettera con il ` +
    `suo accento. Non è stato pubblicato.`,
  chatMarks: (r) =>
    `Il messaggio ha più di ${fmt.it.num(r.max)} accenti impilati su una lettera: invialo senza. Non ` +
    `è stato pubblicato.`,
  chatTooFast: (r) =>
    `Al massimo ${fmt.it.num(r.max)} messaggi al minuto: riprova tra ${refusalsWait(r.retryAfter)}. ` +
    `Non è stato pubblicato.`,
  chatFull: (r) =>
    `La chat di questa partita è piena (${fmt.it.num(r.max)} messaggi): non se ne possono pubblicare altri.`,
  chatMuted: () =>
    "L'organizzatore ti ha silenziato nella chat di questa partita: il tuo messaggio non è stato pubblicato.",
  chatSeatsOnly: () => 'Solo i giocatori scrivono nella chat: questo link non è di un giocatore.',
  chatNoMessage: (r) => `Nella chat di questa partita non c'è nessun messaggio ${r.id}.`,
  chatBody: () => 'Invia il testo come { "text": "…" }, o nel campo text del modulo.',
  hintsOff: () => 'Questa partita è stata creata senza suggerimenti.',
  hintNotYourMove: () => 'Un suggerimento è per la tua mossa: ora la partita non aspetta te.',
  planWaitedOn: () => 'La partita ora aspetta te: fai la tua mossa invece di pianificarla.',
  planKind: () => 'Si può pianificare solo un piazzamento, un’offerta, una carta o passare.',
  planNotNow: () =>
    "Ora non si può pianificare nulla: l'organizzatore ha messo in pausa la partita o ha dato il tuo posto " +
    'al sostituto.',
  standingInvalid: (r) =>
    `Atteso { pass, gems }: ${r.path || 'il corpo'} non è valido (gems: colori distinti tra blue, green, yellow, red).`,
  notesTooLong: (r) =>
    `Le note hanno ${fmt.it.num(r.length)} caratteri, più di ${fmt.it.num(r.max)}. Non sono state salvate.`,
  notesChar: (r) => `Le note contengono ${refusalsHidden[r.kind]} (${r.char}): toglilo. Non sono state salvate.`,
};

// ---------------------------------------------------------------- notify

// Tu, as the Italian rulebook addresses the reader; a seat is "posto", as pages says.
const notifyCapital = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);
/** The push button's label, as the iPhone note and the blocked message name it. */
const notifyButton = 'Avvisami';

const notify: Dict['notify'] = {
  title: 'Notifiche',
  notifyMe: notifyButton,
  stop: 'Disattiva',
  iphoneNote:
    `Su iPhone o iPad: aggiungi questa pagina alla schermata Home (Condividi, poi Aggiungi alla ` +
    `schermata Home), aprila da lì, poi premi ${notifyButton}.`,
  mailOn: 'Le e-mail sono attive per questo posto.',
  stopMails: 'Interrompi le e-mail',
  mailLabel: 'Mandami un’e-mail quando la partita aspetta me',
  save: 'Salva',
  mailPrivate: 'Il tuo indirizzo non viene mai mostrato agli altri giocatori.',

  script: {
    on: 'Questo browser riceve un avviso quando la partita aspetta te.',
    off: 'Nessun avviso su questo browser.',
    unreachable: 'Impossibile raggiungere la partita: controlla la connessione e riprova.',
    refused: (status) => `La partita ha rifiutato la richiesta (${status}).`,
    subscribeFailed: 'Impossibile iscrivere questo browser (una finestra privata non può): riprova più tardi.',
    blocked:
      `Le notifiche sono bloccate per questo sito: consentile nelle impostazioni del browser, poi premi ` +
      `di nuovo ${notifyButton}.`,
    unsubscribeFailed: 'Impossibile disiscrivere questo browser: riprova più tardi.',
  },

  gameName: (names) => `Ys con ${fmt.it.and(names)}`,
  yourMove: (game) => `Tocca a te in ${game}`,
  reminder: (game) => `Promemoria: tocca a te in ${game}`,
  ask: (decision) => notifyCapital(decision.replace(/^[^:]*: /, '')),
  notice: (ask, left) => `${ask}${left ? ` (${left})` : ''}.`,
  sinceLastMove: (moves, latest, messages) =>
    `Dalla tua ultima mossa: ${[
      moves
        ? `${fmt.it.num(moves)} ${fmt.it.plural(moves, { one: 'mossa', other: 'mosse' })}; l’ultimo evento: ${latest}`
        : '',
      messages
        ? `${fmt.it.num(messages)} ` +
          `${fmt.it.plural(messages, { one: 'nuovo messaggio', other: 'nuovi messaggi' })} nella chat`
        : '',
    ]
      .filter(Boolean)
      .join('; ')}`,
  chatNew: (count, game) =>
    `${fmt.it.num(count)} ${fmt.it.plural(count, { one: 'nuovo messaggio', other: 'nuovi messaggi' })} in ${game}`,
  chatOpen: 'Apri la tua pagina per leggere la chat.',
  webhook: (decision, left, title) => `${title ?? 'Ys'}: ${decision}${left ? ` (${left})` : ''}.`,
  follow: 'Segui la partita:',
  invitationTitle: (game) => `Il tuo posto in ${game}`,
  invitationBody: (others) =>
    `Hai un posto in una partita di Ys online con ${fmt.it.and(others)}. ` +
    ('Qui sotto trovi il tuo link personale per giocare: tienilo per te, perché chi lo ha gioca al tuo ' +
      'posto. Questa partita ti manderà un’e-mail quando aspetta te.'),
  mailWhy:
    'Ricevi questo messaggio perché è stato indicato un indirizzo e-mail per il tuo posto in una partita di Ys online.',
  mailStop: 'Interrompi queste e-mail (un clic):',

  badBack: 'La pagina a cui tornare deve essere una pagina di questo sito.',

  service: { webhook: 'il webhook', push: 'il servizio push', mail: 'l’API di posta' },
  why: {
    unreachable: (service) => `${service}: irraggiungibile`,
    status: (service, status) => `${service} ha risposto ${status}`,
    pushNotUrl: 'l’indirizzo push non è un URL',
    pushNotHttps: 'l’indirizzo push deve essere un URL https://',
    encrypt: 'impossibile cifrare il messaggio push per questo browser',
    binding: 'il binding send_email ha rifiutato l’e-mail',
    noVapid: 'questo server ora non ha chiavi VAPID',
    noMailer: 'questo server ora non invia e-mail',
    mailCap: 'questa partita ha raggiunto il limite giornaliero di e-mail',
    notPublic: (service) => `${service}: non è un indirizzo a cui questo server può inviare (solo https pubblico)`,
    timeout: (service, seconds) => `${service} non ha risposto entro ${fmt.it.num(seconds)} s`,
    outCap: (max) => `questa partita ha raggiunto il limite di ${fmt.it.num(max)} invii all’ora`,
  },
};

const hints: Dict['hints'] = {
  option: {
    label: 'Suggerimenti (partita per imparare)',
    help:
      'Ogni giocatore può chiedere il suggerimento del bot per la sua mossa; il registro dice a tutti ' +
      "chi l'ha chiesto.",
  },
  badge: 'Suggerimenti attivi',
  badgeHelp:
    'Partita per imparare: ogni giocatore può chiedere il suggerimento del bot, e il registro dice a ' +
    "tutti chi l'ha chiesto.",
  asked: (name) => `${name} ha chiesto un suggerimento`,
  button: 'Suggerimento',
  working: 'Sto pensando…',
  shown: 'Il suggerimento del bot è disegnato sul tabellone e compilato: controllalo, cambialo se vuoi e invialo tu.',
  why: (gain) => `Il bot si aspetta circa ${gain} PV per te al prossimo conteggio.`,
  failed: 'Nessun suggerimento ora: controlla la connessione e riprova.',
};

const chat: Dict['chat'] = {
  title: 'Chat',
  messages: 'Messaggi, i più recenti per primi',
  older: 'Messaggi precedenti',
  unread: (n) => `${n} nuovi`,
  message: 'Messaggio',
  send: 'Invia',
  help: "I giocatori e l'organizzatore leggono questa chat. Al massimo 500 caratteri.",
  none: 'Ancora nessun messaggio.',
  hidden: "Nascosto dall'organizzatore.",
  muted: "L'organizzatore ti ha silenziato: leggi la chat, ma non puoi scriverci.",
  hide: 'Nascondi',
  mute: (name) => `Silenzia ${name}`,
  unmute: (name) => `Riattiva ${name}`,
  mutedMark: 'Silenziato: non può scrivere nella chat.',
  hostHelp:
    'Nascondere un messaggio ne cancella le parole per tutti. Un giocatore silenziato continua a leggere la chat.',
  option: {
    label: 'Gli spettatori leggono la chat',
    help: "Altrimenti la leggono solo i giocatori e l'organizzatore.",
  },
  notes: {
    title: 'Le mie note',
    label: 'I tuoi piani, solo per te',
    save: 'Salva le note',
    saving: 'Salvataggio…',
    saved: 'Salvato.',
    failed: 'Non salvato: controlla la connessione.',
    help:
      "Solo tu vedi queste note: mai gli altri giocatori, gli spettatori o l'organizzatore. Si salvano " +
      'mentre scrivi.',
  },
  standing: {
    title: 'Scelte fisse',
    pass: 'Passa in ogni finestra di carte di questo turno',
    passHelp:
      'Fino alla prossima asta, le tue finestre di carte passano senza chiedertelo, e così il momento subito dopo ' +
      'ogni tuo piazzamento.',
    gems: 'Prendi le gemme del porto in questo ordine di colori',
    gemAt: (n) => `${terms.ordinal(n)} colore`,
    noColour: '(nessuno)',
    gemsHelp:
      "Quando scegli gemme da un porto, sono prese per te in quest'ordine, prima una gemma bianca, come il primo " +
      "colore; anche una gemma bianca vinta altrove prende il primo colore. Se l'ordine nomina troppo poche delle " +
      'gemme offerte, ti viene chiesto.',
    now: (pass, gems) => {
      const gemList = gems.map((g) => termsColour[g]).join(', ');
      const parts = [...(pass ? ['passa in questo turno'] : []), ...(gems.length ? [`gemme ${gemList}`] : [])];
      return `Scelte fisse: ${parts.join('; ') || 'nessuna'}`;
    },
    open: 'Cambiale',
    save: 'Salva',
  },
  /** A seat's planned move (src/room/plans.ts), in its own panel alone. */
  plan: {
    ahead: 'Pianifica la mia prossima mossa',
    button: 'Pianifica',
    open: 'Mostra le scelte da pianificare',
    as: (what: string) => `Pianifica: ${what}`,
    title: 'La mia mossa pianificata',
    planned: (what: string) =>
      `Pianificata per la tua prossima decisione: ${what}. Si gioca allora, se nulla di ciò su cui conta è cambiato.`,
    bid: (a: number, b: number) => `offrire ${fmt.it.num(a)} e ${fmt.it.num(b)}`,
    bidNote: (turn: number) =>
      `Giocata all'offerta del turno ${fmt.it.num(turn)}, prima che tu ne veda i personaggi (R4.1); ` +
      'non giocata se prima cambia una quotazione o una mano.',
    placement: (value: number, faceUp: boolean, spot: Spot) =>
      `${fmt.it.num(value)} ${faceUp ? 'scoperto' : 'coperto'} su ${terms.spot(spot)}`,
    neutral: (spot: Spot) => `l'agente neutrale su ${terms.spot(spot)}`,
    card: (card: YellowCard) => `giocare ${terms.theCard[card]}`,
    pass: 'passare',
    cancel: 'Annulla il piano',
    dropped: (why: string) => `La tua mossa pianificata non è stata giocata: ${why}`,
    why: {
      decision: 'ora la tua decisione è di un altro tipo.',
      placed: (names: readonly string[], spot: Spot) => `${fmt.it.and(names)} ha piazzato su ${terms.spot(spot)}.`,
      changed: (spot: Spot) => `${terms.spot(spot)} è cambiato.`,
      cards: 'le carte sono cambiate da quando l’hai pianificata.',
      quotation: 'le quotazioni sono cambiate da quando l’hai pianificata.',
      paused: "l'organizzatore ha messo in pausa la partita.",
    },
  },
};

const chart: Dict['chart'] = {
  title: 'Dove si è vinta la partita',
  lead:
    'I PV di ogni giocatore dopo ogni turno (linea continua) e, tratteggiati, i PV più quanto ' +
    'varrebbero le sue gemme alle quotazioni di quel turno.',
  tick: (turn) => (turn === 0 ? 'Inizio' : `Turno ${turn}`),
  vpAxis: 'PV',
  vpLine: 'PV',
  gemsLine: 'PV + gemme alle quotazioni del momento',
  tableSummary: 'I punteggi in una tabella',
  tableNote: 'PV dopo ogni turno e, tra parentesi, PV più gemme.',
  player: 'Giocatore',
};

export const it: Dict = {
  lang: 'it',
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
