// Spanish (es): the words of es-a, the Spanish rulebook, for the game's terms.
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

// Gems, quotations, columns and rows are feminine (gema, cotización, columna, fila): the colour agrees with them.
const termsPlural: Record<Gem, string> = {
  blue: 'azules',
  green: 'verdes',
  yellow: 'amarillas',
  red: 'rojas',
  black: 'negras',
  white: 'blancas',
};
const termsColour: Record<Gem, string> = {
  blue: 'azul',
  green: 'verde',
  yellow: 'amarilla',
  red: 'roja',
  black: 'negra',
  white: 'blanca',
};
const termsArea = { port: 'área de puerto', commerce: 'área comercial', palace: 'área de palacio' };

// Names as es-a prints them (Obispo, Soplón, Prestidigitador), the Spanish edition's own.
const termsDate = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' });

const terms: Dict['terms'] = {
  brand: 'Ys online',
  card: {
    captain: 'Capitán',
    cardinal: 'Obispo',
    spy: 'Espía',
    conjurer: 'Prestidigitador',
    queen: 'Reina',
    magician: 'Mago',
    mercenary: 'Mercenario',
    herald: 'Heraldo',
    merchant: 'Comerciante',
    intriguer: 'Soplón',
    alchemist: 'Alquimista',
    banker: 'Banquero',
    jeweler: 'Joyero',
    prince: 'Príncipe',
    king: 'Rey',
    blue: 'Carta de borde azul',
  },
  theCard: {
    captain: 'el Capitán',
    cardinal: 'el Obispo',
    spy: 'el Espía',
    conjurer: 'el Prestidigitador',
    queen: 'la Reina',
    magician: 'el Mago',
    mercenary: 'el Mercenario',
    herald: 'el Heraldo',
    merchant: 'el Comerciante',
    intriguer: 'el Soplón',
    alchemist: 'el Alquimista',
    banker: 'el Banquero',
    jeweler: 'el Joyero',
    prince: 'el Príncipe',
    king: 'el Rey',
    blue: 'una carta de borde azul',
  },
  colour: termsColour,
  Colour: { blue: 'Azul', green: 'Verde', yellow: 'Amarillo', red: 'Rojo', black: 'Negro', white: 'Blanco' },
  aGem: (g) => `una gema ${termsColour[g]}`,
  gems: (n, g) =>
    `${fmt.es.num(n)} ${fmt.es.plural(n, { one: `gema ${termsColour[g]}`, other: `gemas ${termsPlural[g]}` })}`,
  area: { port: 'puerto', commerce: 'comercio', palace: 'palacio' },
  Area: { port: 'Puerto', commerce: 'Comercio', palace: 'Palacio' },
  neighborhood: (n) => `vecindario ${n}`,
  Neighborhood: (n) => `Vecindario ${n}`,
  marketRow: (row) => `fila ${row} del mercado`,
  spot: (spot: Spot) =>
    'neighborhood' in spot
      ? `vecindario ${spot.neighborhood}, ${termsArea[spot.area]}`
      : `fila ${spot.row} del mercado, columna ${termsColour[spot.column]}`,
  spotLabel: (spot: Spot) =>
    'neighborhood' in spot
      ? `Vecindario ${spot.neighborhood} · ${termsArea[spot.area]}`
      : `Fila ${spot.row} del mercado · ${termsColour[spot.column]}`,
  throneRoom: 'el trono',
  ThroneRoom: 'Trono',
  market: 'Mercado',
  phase: {
    setup: 'Inicio del turno',
    bid: 'Apuesta por el orden',
    order: 'Elección del orden',
    placement: 'Colocación',
    counting: 'Contabilización',
    kingsFavor: 'El favor del rey',
    over: 'Fin del juego',
  },
  kingsFavor: 'El favor del rey',
  express: 'Ys Express',
  seatColour: ['morado', 'naranja', 'rosa', 'gris pizarra'],
  broker: (n) => fmt.es.plural(n, { one: 'agente', other: 'agentes' }),
  vp: (n) => `${fmt.es.num(n)} PV`,
  ordinal: (n) => `${n}.º`,
  neutral: 'el jugador neutral',
  Neutral: 'Neutral',
  seat: (n) => `Jugador ${n}`,
  bot: { standard: 'bot · estándar', greedy: 'bot · fácil' },
  and: (items) => fmt.es.and(items),
  or: (items) => fmt.es.or(items),
  num: (n) => fmt.es.num(n),
  days: (n) => `${fmt.es.num(n)} ${fmt.es.plural(n, { one: 'día', other: 'días' })}`,
  date: (at) => termsDate.format(at),
};

// ---------------------------------------------------------------- log

// Names come in whole and stay so: as a sentence's subject, or after a preposition
// ("con Bo"), never with an article or a possessive. The neutral player is `terms.neutral`
// where a name stands, capitalised only when it begins a sentence.

/** A record list ("Ana 5, Bo 3"): entries of one kind in a row, not a sentence's "y". */
const logList = (items: readonly string[]) => items.join(', ');
/** A name that begins a sentence: only the neutral player's words get a capital. */
const logCap = (name: string) =>
  name === terms.neutral ? terms.neutral.charAt(0).toUpperCase() + terms.neutral.slice(1) : name;
const logNum = (n: number) => fmt.es.num(n);
const logSigned = (n: number) => `${n > 0 ? '+' : ''}${logNum(n)}`;
const logTotals = (totals: readonly { name: string; total: number }[]) =>
  logList(totals.map((t) => `${t.name} ${t.total}`));
/** "de" + a phrase, with "de el" contracted to "del". */
const logOf = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);
/** "en el vecindario 2, área comercial", "en la fila 3 del mercado, columna roja", "en el trono". */
const logAt = (at: Spot | 'throne') =>
  at === 'throne' ? `en ${terms.throneRoom}` : `en ${'neighborhood' in at ? 'el' : 'la'} ${terms.spot(at)}`;
/** "del vecindario 2, …", "de la fila 3 …", "del trono". */
const logFrom = (at: Spot | 'throne') =>
  at === 'throne' ? logOf(terms.throneRoom) : `${'neighborhood' in at ? 'del' : 'de la'} ${terms.spot(at)}`;
const logTo = (at: Spot) => `${'neighborhood' in at ? 'al' : 'a la'} ${terms.spot(at)}`;
/** The brokers a placement put down, after "coloca"; `his`: whose screen a broker came from the front of. */
const logPlacements = (brokers: readonly { value: number | null; fromFront: boolean; spot: Spot }[], his: string) =>
  terms.and(
    brokers.map(
      (b) =>
        (b.value !== null ? `un ${b.value}` : 'un agente cara abajo') +
        (b.fromFront ? ` de delante de ${his} pantalla` : '') +
        ` ${logAt(b.spot)}`,
    ),
  );
/** Gems taken, after "toma"; `as`: the colour a white gem was named as (R7.3). */
const logGemsTaken = (gems: readonly { gem: Gem; as?: KeptGem }[]) =>
  terms.and(
    gems.map((g) =>
      g.gem === 'white' && g.as ? `${terms.aGem('white')} como ${terms.colour[g.as]}` : terms.aGem(g.gem),
    ),
  );
const logWhite = (colour: Colour, row: number | null) =>
  `${terms.aGem(colour)} por la gema blanca (${row === null ? terms.theCard.blue : terms.marketRow(row)}).`;
const logOrdered = (columns: readonly Colour[]) =>
  `las columnas empatadas: ${logList(columns.map((c) => terms.colour[c]))} ` +
  '(mismo total y mismos agentes; decide el desempate entre todos los jugadores, R7.5, R7.8).';
const logShipGem: Record<string, Gem> = { B: 'blue', G: 'green', Y: 'yellow', R: 'red', W: 'white' };
/** A ship card (R1.3) by its gems: the large colour, then the two small ones in brackets. */
const logShip = (ship: Ship | null) => {
  if (!ship) return 'ninguno';
  const [large = '', small = ''] = ship.split('-');
  const colour = (letter: string) => terms.colour[logShipGem[letter] ?? 'white'];
  return `${colour(large)} (${[...small].map(colour).join(', ')})`;
};

const log: Dict['log'] = {
  neutral: terms.neutral,
  neutralInTotals: 'neutral',

  turnBegins: (turn, characters, ships, rowGems) =>
    `Comienza el turno ${turn}. Personajes revelados: ` +
    `${logList(characters.map((c) => `${c.neighborhood}: ${c.card ? terms.card[c.card] : 'ninguno'}`))}. ` +
    `Barcos: ${logList(ships.map((s) => `${s.neighborhood}: ${logShip(s.ship)}`))}. ` +
    `Filas del mercado: ${logList(rowGems.map((r) => `${r.row}: ${terms.colour[r.gem]}`))}.`,
  twosAdded: 'Cada jugador añade un agente de valor 2 tras su pantalla.',
  turnEnds: (turn, order) => `Termina el turno ${turn}. Orden por ahora: ${logList(order)}.`,
  bid: (brokers, total) => `Apuestas ${terms.and(brokers.map(String))} (total ${total}).`,
  bidBy: (name, brokers, total) => `${logCap(name)} apuesta ${terms.and(brokers.map(String))} (total ${total}).`,
  hasBid: (name) => `${logCap(name)} ha apostado.`,
  standInTime: (name) => `${logCap(name)}: se acabó su tiempo; un sustituto decide en su lugar.`,
  standInHost: (name) => `${logCap(name)}: el anfitrión ha cedido su puesto a un sustituto, que decide en su lugar.`,
  bidsRevealed: (bids) =>
    `Apuestas reveladas: ${logList(bids.map((b) => `${b.name} ${b.total} (${b.brokers.join('+')})`))}.`,
  positionTaken: (name, position) => `${logCap(name)} toma la posición ${position}.`,
  positionTakenYou: (position) => `Tomas la posición ${position}.`,
  placed: (name, brokers, vp) =>
    `${logCap(name)} coloca ${logPlacements(brokers, 'su')}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
  placedYou: (brokers, vp) => `Colocas ${logPlacements(brokers, 'tu')}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
  conjurerRefill: (name, values) =>
    `${logCap(name)} (${terms.card.conjurer}) pone ${terms.and(values.map((v) => `un ${v}`))} delante de su pantalla.`,
  conjurerRefillYou: (values) =>
    `Pones ${terms.and(values.map((v) => `un ${v}`))} delante de tu pantalla (${terms.card.conjurer}).`,
  neutralPlaced: (name, spot, vp) =>
    `${logCap(name)} coloca un agente neutral ${logAt(spot)}${vp ? ` (+${terms.vp(1)} para ${terms.neutral})` : ''}.`,
  neutralPlacedYou: (spot, vp) =>
    `Colocas un agente neutral ${logAt(spot)}${vp ? ` (+${terms.vp(1)} para ${terms.neutral})` : ''}.`,
  leftover: (fronts) =>
    `Los agentes sobrantes pasan delante de la pantalla: ` +
    `${logList(fronts.map((f) => `${f.name} ${f.values.join('+')}`))}.`,
  passed: (name) => `${logCap(name)} pasa.`,
  passedYou: 'Pasas.',
  played: {
    captain: (name, a, b) =>
      `${logCap(name)} juega ${terms.theCard.captain}: se intercambian los barcos de los vecindarios ${a} y ${b}.`,
    cardinal: (name) =>
      `${logCap(name)} juega ${terms.theCard.cardinal}: este turno coloca sus agentes cara arriba o ` +
      `cara abajo, como quiera.`,
    spy: (name) => `${logCap(name)} juega ${terms.theCard.spy}: puede mirar 3 agentes cara abajo en esta colocación.`,
    conjurer: (name) =>
      `${logCap(name)} juega ${terms.theCard.conjurer}: este turno puede colocar agentes de delante de su pantalla.`,
    queen: (name, spot) =>
      `${logCap(name)} juega ${terms.theCard.queen} ${logAt(spot)}: allí no se puede colocar ningún agente este turno.`,
    magician: (name, a, b) =>
      `${logCap(name)} juega ${terms.theCard.magician}: sus agentes ${logAt(a)} y ${logAt(b)} ` +
      `intercambian sus lugares.`,
    mercenary: (name, at) =>
      `${logCap(name)} juega ${terms.theCard.mercenary} sobre su agente ` +
      `${at ? logAt(at) : 'recién colocado'}: vale 5 este turno.`,
    herald: (name, from, to, vp) =>
      `${logCap(name)} juega ${terms.theCard.herald}: su agente pasa ${logFrom(from)} ` +
      `${logTo(to)}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
    merchant: (name) =>
      `${logCap(name)} juega ${terms.theCard.merchant}: cada mayoría de un área comercial da ` +
      `${terms.vp(5)} en esta contabilización.`,
    intriguer: (name) =>
      `${logCap(name)} juega ${terms.theCard.intriguer}: gana todos los empates de esta contabilización.`,
    alchemist: (name, give, take) =>
      `${logCap(name)} juega ${terms.theCard.alchemist}: ${terms.aGem(give)} se convierte en ${terms.aGem(take)}.`,
    alchemistKeeps: (name) => `${logCap(name)} juega ${terms.theCard.alchemist} y conserva sus gemas.`,
    banker: (name, up, down) =>
      `${logCap(name)} juega ${terms.theCard.banker}: la cotización ${terms.colour[up]} sube y la ` +
      `${terms.colour[down]} baja.`,
    jeweler: (name, a, b) =>
      `${logCap(name)} juega ${terms.theCard.jeweler}: toma ${terms.and([terms.aGem(a), terms.aGem(b)])}.`,
  },
  playedYou: {
    captain: (a, b) => `Juegas ${terms.theCard.captain}: se intercambian los barcos de los vecindarios ${a} y ${b}.`,
    cardinal: () =>
      `Juegas ${terms.theCard.cardinal}: este turno colocas tus agentes cara arriba o cara abajo, como quieras.`,
    spy: () => `Juegas ${terms.theCard.spy}: puedes mirar 3 agentes cara abajo en esta colocación.`,
    conjurer: () => `Juegas ${terms.theCard.conjurer}: este turno puedes colocar agentes de delante de tu pantalla.`,
    queen: (spot) => `Juegas ${terms.theCard.queen} ${logAt(spot)}: allí no se puede colocar ningún agente este turno.`,
    magician: (a, b) =>
      `Juegas ${terms.theCard.magician}: tus agentes ${logAt(a)} y ${logAt(b)} intercambian sus lugares.`,
    mercenary: (at) =>
      `Juegas ${terms.theCard.mercenary} sobre tu agente ${at ? logAt(at) : 'recién colocado'}: vale 5 este turno.`,
    herald: (from, to, vp) =>
      `Juegas ${terms.theCard.herald}: tu agente pasa ${logFrom(from)} ${logTo(to)}${vp ? ` (+${terms.vp(vp)})` : ''}.`,
    merchant: () =>
      `Juegas ${terms.theCard.merchant}: cada mayoría de un área comercial da ${terms.vp(5)} en esta contabilización.`,
    intriguer: () => `Juegas ${terms.theCard.intriguer}: ganas todos los empates de esta contabilización.`,
    alchemist: (give, take) =>
      `Juegas ${terms.theCard.alchemist}: ${terms.aGem(give)} se convierte en ${terms.aGem(take)}.`,
    alchemistKeeps: () => `Juegas ${terms.theCard.alchemist} y conservas tus gemas.`,
    banker: (up, down) =>
      `Juegas ${terms.theCard.banker}: la cotización ${terms.colour[up]} sube y la ${terms.colour[down]} baja.`,
    jeweler: (a, b) => `Juegas ${terms.theCard.jeweler}: tomas ${terms.and([terms.aGem(a), terms.aGem(b)])}.`,
  },
  spyPeek: (value, owner, at) =>
    `Tu ${terms.card.spy} ve un ${value} (${owner}, ${at === 'throne' ? terms.throneRoom : terms.spot(at)}).`,
  spyPeekBy: (name, value, owner, at) =>
    `${logCap(name)} (${terms.card.spy}) ve un ${value} ` +
    `(${owner}, ${at === 'throne' ? terms.throneRoom : terms.spot(at)}).`,
  vpCardWon: (name, card, vp) => `${logCap(name)} gana ${terms.theCard[card]}: +${terms.vp(vp)}.`,
  cardTradedForGem: (card, gem) =>
    `${logCap(terms.neutral)} descarta ${terms.theCard[card]} y toma ${terms.aGem(gem)} a cambio.`,
  blueCardWon: (name) => `${logCap(name)} gana ${terms.theCard.blue}: ${terms.aGem('white')}, a la que dará un color.`,
  cardWon: (name, card) => `${logCap(name)} gana ${terms.theCard[card]}; se podrá jugar desde el turno siguiente.`,
  colourChosen: (name, colour, row) => `${logCap(name)} toma ${logWhite(colour, row)}`,
  colourChosenYou: (colour, row) => `Tomas ${logWhite(colour, row)}`,
  neighborhoodCounted: (neighborhood, totals) =>
    `Se contabiliza el ${terms.neighborhood(neighborhood)}: ${totals.length ? logTotals(totals) : 'no hay nadie'}.`,
  gemsTaken: (name, neighborhood, gems) =>
    `${logCap(name)} toma ${logGemsTaken(gems)} en el ${terms.neighborhood(neighborhood)}.`,
  gemsTakenYou: (neighborhood, gems) => `Tomas ${logGemsTaken(gems)} en el ${terms.neighborhood(neighborhood)}.`,
  portWon: (name, neighborhood) =>
    `${logCap(name)} gana el área de puerto del ${terms.neighborhood(neighborhood)}: ${terms.aGem('black')}.`,
  commerceWon: (name, neighborhood, vp) =>
    `${logCap(name)} gana el área comercial del ${terms.neighborhood(neighborhood)}: +${terms.vp(vp)}.`,
  palaceWon: (name, neighborhood) => `${logCap(name)} gana el área de palacio del ${terms.neighborhood(neighborhood)}.`,
  characterDiscarded: (neighborhood, card) =>
    `No hay nadie en el área de palacio del ${terms.neighborhood(neighborhood)}: se descarta ${terms.theCard[card]}.`,
  queenDiscarded: `Se descarta ${terms.theCard.queen}.`,
  rowNobody: (row, gem) => `Fila ${row} del mercado: nadie toma la gema ${terms.colour[gem]}.`,
  rowCounted: (row, gem, totals, winner) =>
    `Fila ${row} del mercado (${logTotals(totals)}): ${winner} toma la gema ${terms.colour[gem]}.`,
  columnsCounted: (columns, ties) =>
    `Columnas del mercado: ${logList(columns.map((c) => `${terms.colour[c.colour]} ${c.total} (${c.brokers})`))}.` +
    ties
      .map(
        (t) =>
          ` La columna ${terms.colour[t.above]} queda por encima de la ${terms.colour[t.below]} con el mismo total: ` +
          `más agentes, ${t.aboveBrokers} a ${t.belowBrokers} (R7.5).`,
      )
      .join(''),
  columnsOrdered: (name, columns) => `${logCap(name)} ordena ${logOrdered(columns)}`,
  columnsOrderedYou: (columns) => `Ordenas ${logOrdered(columns)}`,
  quotationsMoved: (moves) =>
    `Las cotizaciones se mueven: ${logList(moves.map((m) => `${terms.colour[m.colour]} ${logSigned(m.step)}`))}.`,
  highestBidderNobody: 'No hay nadie en el mercado: no hay líder del mercado.',
  highestBidderNeutral: (colour) =>
    `${logCap(terms.neutral)} es el líder del ` +
    `mercado${colour ? ` y sube la cotización ${terms.colour[colour]}` : ''}.`,
  highestBidder: (name, totals) => `${logCap(name)} es el líder del mercado (${logTotals(totals)}).`,
  quotationMoved: (name, colour, up) =>
    `${logCap(name)} ${up ? 'sube' : 'baja'} un espacio la cotización ${terms.colour[colour]}.`,
  quotationMovedYou: (colour, up) => `${up ? 'Subes' : 'Bajas'} un espacio la cotización ${terms.colour[colour]}.`,
  throneChosen: (value) => `Colocas tu ${value} ${logAt('throne')}.`,
  throneChosenBy: (name, value) => `${logCap(name)} coloca su ${value} ${logAt('throne')}.`,
  hasChosenThrone: (name) => `${logCap(name)} ha elegido un agente para el trono.`,
  throneLaid: `Cada jugador coloca un agente cara abajo ${logAt('throne')}; los otros dos vuelven tras la pantalla.`,
  throneRevealed: (sums) => `Se revela el trono: ${logList(sums.map((s) => `${s.name} ${s.sum}`))}.`,
  finalScores: (scores, winners, neutralAhead) =>
    `Puntuación final: ${logTotals(scores)}. ` +
    `${winners.length > 1 ? `${terms.and(winners)} comparten la victoria` : `${logCap(winners[0] ?? '')} gana`}.` +
    `${neutralAhead ? ` ${logCap(terms.neutral)}, la ciudad, os ha superado a los dos.` : ''}`,
  tie: {
    intriguer: (winner, loser) =>
      `${logCap(winner)} gana el empate con ${loser}: ${terms.theCard.intriguer} gana todos los empates (R7.8).`,
    neutral: (winner, loser) =>
      `${logCap(winner)} gana el empate con ${loser}: ${terms.neutral} gana los empates en partidas ` +
      `de 2 jugadores (R7.8, R11).`,
    tieBreakBrokers: (winner, loser, mine, theirs) =>
      `${logCap(winner)} gana el empate con ${loser}: agentes de desempate, ${mine} a ${theirs} (R7.8).`,
    orderCard: (winner, loser, mine, theirs) =>
      `${logCap(winner)} gana el empate con ${loser}: mismos agentes de desempate, carta de orden ` +
      `menor, ${mine} frente a ${theirs} (R7.8).`,
  },
};

// ---------------------------------------------------------------- sections

// Tú, as es-a addresses the player. Names stand whole, as subjects or after a colon.

const sectionsWindow: Record<CardWindow | 'duringPlacement', string> = {
  beforePlacement: 'antes de la colocación',
  beforeCounting: 'antes de la contabilización',
  afterCounting: 'después de la contabilización',
  duringPlacement: 'tras una colocación',
};
const sectionsGems = (n: number) => `${fmt.es.num(n)} ${fmt.es.plural(n, { one: 'gema', other: 'gemas' })}`;
/** "la carta de borde azul": the card's own name, lower-cased, with its article. */
const sectionsBlueCard = `la ${terms.card.blue.charAt(0).toLowerCase()}${terms.card.blue.slice(1)}`;
const sectionsWhiteFrom = (row: number | null) => (row === null ? sectionsBlueCard : terms.marketRow(row));
const sectionsAlso = (others: readonly string[]) =>
  others.length ? ` (también se espera a ${terms.and(others)})` : '';
const sectionsColumns = (columns: readonly Colour[]) => terms.and(columns.map((c) => terms.colour[c]));
/** The verb after "Esperando a que …": singular for one player, plural for several. */
const sectionsVerb = (names: readonly string[], one: string, other: string) =>
  fmt.es.plural(names.length, { one, other });

const sections: Dict['sections'] = {
  since: {
    title: (moves) =>
      `Desde tu última jugada: ${fmt.es.num(moves)} ${fmt.es.plural(moves, { one: 'jugada', other: 'jugadas' })}`,
    help:
      'Primero lo más antiguo. El tablero resalta los lugares jugados desde entonces. Cierra este panel ' +
      'cuando lo hayas leído; desaparece cuando juegas.',
  },
  yourMove: {
    bid: (turn, others) =>
      `Te toca: apuesta 2 agentes por el orden de turno, turno ${turn} de 4${sectionsAlso(others)}`,
    throne: (others) => `Te toca: elige un agente de delante de tu pantalla para el trono${sectionsAlso(others)}`,
    chooseOrder: 'Te toca: elige tu posición en el orden de turno',
    place: (round, rounds) => `Te toca: coloca 2 agentes, ronda ${round} de ${rounds}`,
    playCards: (window) => `Te toca: juega una carta ${sectionsWindow[window]}, o pasa`,
    takeGems: (take, neighborhood) =>
      `Te toca: elige ${sectionsGems(take)} del puerto del ${terms.neighborhood(neighborhood)}`,
    chooseColour: (row) => `Te toca: nombra el color de tu gema blanca (${sectionsWhiteFrom(row)})`,
    orderColumns: (columns) => `Te toca: ordena las columnas empatadas del mercado (${sectionsColumns(columns)})`,
    moveQuotation: 'Te toca: como líder del mercado, mueve una cotización un espacio',
  },
  theirMove: {
    bid: (names) => `Esperando a que ${terms.and(names)} ${sectionsVerb(names, 'apueste', 'apuesten')}`,
    throne: (names) =>
      `Esperando a que ${terms.and(names)} ${sectionsVerb(names, 'elija', 'elijan')} un agente para el trono`,
    chooseOrder: (name) => `${name} está eligiendo una posición en el orden de turno`,
    place: (name, round, rounds) => `${name} está colocando 2 agentes, ronda ${round} de ${rounds}`,
    playCards: (name, window) => `${name} puede jugar una carta ${sectionsWindow[window]}`,
    takeGems: (name, take, neighborhood) =>
      `${name} está eligiendo ${sectionsGems(take)} del puerto del ${terms.neighborhood(neighborhood)}`,
    chooseColour: (name, row) => `${name} está nombrando el color de una gema blanca (${sectionsWhiteFrom(row)})`,
    orderColumns: (name, columns) =>
      `${name} está ordenando las columnas empatadas del mercado (${sectionsColumns(columns)})`,
    moveQuotation: (name) => `${name}, líder del mercado, está moviendo una cotización un espacio`,
  },
  waitingFor: (names) => `Esperando a ${terms.and(names)}`,
  hostEnded: 'El anfitrión ha terminado la partida',
  linkReplaced: 'El anfitrión ha sustituido este enlace',
  standInDecides: 'El suplente decide por ti',
  turnOf: (turn, phase) => `Turno ${turn} de 4 · ${phase}`,
  stoppedIn: (turn, phase) => `Detenida en el turno ${turn} de 4 · ${phase}`,

  duration: {
    underAMinute: 'unos segundos',
    minutes: (min) => `${fmt.es.num(min)} min`,
    hours: (h, min) => `${fmt.es.num(h)} h${min ? ` ${fmt.es.num(min)} min` : ''}`,
    days: (d, h) => `${fmt.es.num(d)} ${fmt.es.plural(d, { one: 'día', other: 'días' })} ${fmt.es.num(h)} h`,
  },
  clocksPaused: 'Relojes detenidos por el anfitrión',
  pausedShort: 'relojes detenidos',
  leftShort: (time) => `quedan ${time}`,
  youHaveLeft: (time) => `tú: quedan ${time}`,
  hasLeft: (name, time) => `${name}: quedan ${time}`,

  recentLabel: 'Jugadas recientes',
  lastCounting: (turn, gains) =>
    `Última contabilización (turno ${turn}): ${gains.length ? gains.join('; ') : 'nadie ganó nada'}.`,
  gains: (name, vp, gems, cards) =>
    `${name} ${[
      ...(vp ? [`+${terms.vp(vp)}`] : []),
      ...gems.map((g) => terms.gems(g.n, g.gem)),
      ...cards.map((c) => terms.theCard[c]),
    ].join(', ')}`,

  bidsTitle: 'Apuestas y orden de elección',
  bidsNote: 'La apuesta más alta elige primero; con apuestas iguales, la carta de orden más baja (R5.2, R5.3).',
  toChoose: (place, name, you) => `${terms.ordinal(place)} en elegir: ${name}${you ? ' (tú)' : ''}`,
  bidOf: (brokers) => `apuesta ${brokers ? `${brokers.reduce((a, b) => a + b, 0)} (${brokers.join(' + ')})` : '—'}`,
  tookPosition: (position) => `tomó la posición ${position}`,
  choosingNow: 'eligiendo ahora',
  waits: 'espera',

  promptLabel: 'Tu decisión',

  endedTitle: 'Terminada por el anfitrión',
  endedNote: (turn, phase) =>
    `El anfitrión terminó esta partida en el turno ${turn} de 4 (${phase}): no hubo recuento final, ` +
    `así que no hay ganador. Los PV ganados hasta entonces:`,
  resultTitle: 'Resultado',
  sharedWin: (names) => `Victoria compartida: ${terms.and(names)}`,
  wins: (name) => `Gana ${name}`,
  neutralAhead:
    'El jugador neutral, la ciudad, ha puntuado más que vosotros dos: una referencia, nunca un ganador (R11.5).',
  placesTitle: 'Clasificación',
  gemsCount: (n) => sectionsGems(n),
  placesNote:
    'Con los mismos PV, queda por delante quien tenga más gemas; si sigue el empate, comparten puesto (R8.5).',
  colourRanksTitle: 'Orden de los colores',
  colourRanksNote:
    `Por cotización, de mayor a menor; con la misma cotización: ` +
    `${terms.and((['blue', 'green', 'yellow', 'red'] as const).map((c) => terms.colour[c]))} (R8.1).`,
  colourRank: (place, colour, quotation) => `${terms.ordinal(place)} ${terms.Colour[colour]} (cotización ${quotation})`,
  breakdownTitle: 'Desglose',
  placeOf: (place, name) => `${terms.ordinal(place)}: ${name}`,
  duringPlay: 'Durante la partida',
  colourPlace: (place) => `(${terms.ordinal(place)} color)`,
  blackGems: 'Gemas negras',
  kingsFavorPoints: terms.kingsFavor,
  total: 'Total',
  gemsHeld: 'Gemas',
  replayLink: 'Repetición de la partida, turno a turno',
  recordLink: 'El registro de la partida (JSON)',
  analysisLinks: 'Lo que habría jugado el bot, decisión por decisión:',

  boardLabel: 'El tablero',
  noGems: 'sin gemas',
  gemsOf: (n, gem) => terms.gems(n, gem),
  fromTurn: (turn) => `(desde el turno ${turn})`,
  you: '(tú)',
  done: 'hecho',
  toPlay: 'por jugar',
  vpFact: 'PV',
  orderFact: 'Orden',
  behindFact: 'Tras la pantalla',
  frontFact: 'Delante',
  throneFact: 'Trono',
  gemsFact: 'Gemas',
  cardsFact: 'Cartas',
  playedThisTurn: (n) => `${fmt.es.num(n)} ${fmt.es.plural(n, { one: 'jugada', other: 'jugadas' })} este turno`,
  neutralPlayer: 'Jugador neutral',
  playersTitle: 'Jugadores',

  spectatorsSee: 'Los espectadores solo ven lo que es público.',
  screenLabel: 'Tu pantalla',
  behindTitle: 'Tras tu pantalla',
  empty: 'vacío',
  yourBid: (brokers) => `Tu apuesta, oculta hasta que todos hayan apostado: ${brokers.join(' + ')}`,
  faceDownTitle: 'Tus agentes cara abajo',
  faceDown: (where, value) => `${where}: ${value === null ? 'valor oculto (R6.6)' : value}`,
  yourThrone: (values) => `Tus agentes para el trono: ${values.join(', ')}`,
  twosLeft: (n) => `Agentes de valor 2 que quedan junto al tablero: ${n}`,

  turnShort: (turn) => `T${turn}`,
  onlyYou: ' (solo lo ves tú)',
  logLabel: 'Historial',
  logTitle: 'Historial',
  logEntriesLabel: 'Historial de la partida, lo más reciente primero',

  analysis: {
    title: (name: string) => `Análisis: ${name}`,
    intro: (name: string) =>
      `Cada decisión que tomó ${name}, junto a lo que habría jugado el bot estándar con lo que ` +
      `${name} podía ver en ese momento, y lo que costó la jugada frente a la del bot según la ` +
      `estimación del propio bot, en puntos de victoria de ventaja final (0 si coinciden o si la ` +
      `jugada hecha era mejor).`,
    introYou:
      'Cada decisión que tomaste, junto a lo que habría jugado el bot estándar con lo que podías ver ' +
      'en ese momento, y lo que costó la jugada frente a la del bot según la estimación del propio ' +
      'bot, en puntos de victoria de ventaja final (0 si coinciden o si la jugada hecha era mejor).',
    seats: 'Análisis de cada asiento',
    needsScript:
      'El análisis se calcula en tu navegador y necesita JavaScript, que aquí está desactivado. La ' +
      'repetición y el registro funcionan sin él.',
    loading: 'Cargando el registro de la partida y el bot…',
    progress: (done: string, total: string) => `Evaluando la decisión ${done} de ${total}…`,
    failed: 'No se pudo completar el análisis. Recarga la página para intentarlo de nuevo.',
    swings: 'Los mayores vuelcos',
    noSwing: 'Ninguna decisión costó nada frente a la elección del bot.',
    total: (vp: number, n: number) =>
      `En total, unos −${fmt.es.num(vp)} PV en ${fmt.es.num(n)} ` +
      `${fmt.es.plural(n, { one: 'decisión', other: 'decisiones' })}.`,
    when: (turn: number, phase: string, round: number | null) =>
      `Turno ${turn}, ${phase.toLowerCase()}${round ? `, ronda ${round}` : ''}`,
    loss: (vp: number) => (vp > 0 ? `unos −${fmt.es.num(vp)} PV` : 'sin pérdida'),
    played: 'Jugada hecha:',
    bot: 'La elección del bot:',
    same: 'El bot elige lo mismo.',
    unsaid: 'una jugada que la partida no admitía en ese estado',
    navLabel: (where: 'top' | 'bottom') => `Decisión anterior y siguiente (${where === 'top' ? 'arriba' : 'abajo'})`,
    stepOf: (at: number, total: number) => `Decisión ${fmt.es.num(at)} de ${fmt.es.num(total)}`,
    boardLabel: 'El tablero en esta decisión, con las dos jugadas',
    key: 'En el tablero, un anillo continuo marca la jugada hecha y un anillo discontinuo la elección del bot.',
    none: 'Este asiento no tomó ninguna decisión en esta partida.',
  },
  replay: {
    title: (names) => `Repetición: ${terms.and(names)}`,
    previous: '← Anterior',
    next: 'Siguiente →',
    navLabel: (where) => `Paso anterior y siguiente (${where === 'top' ? 'arriba' : 'abajo'})`,
    stepOf: (at, last) => `Paso ${at} de ${last}`,
    scoresLabel: 'Puntos de victoria hasta ahora',
    boardLabel: 'El tablero en este paso',
    happened: (n) => `Qué ha pasado (${n})`,
    scaleTitle: 'Turnos y fases',
    turn: (turn) => `Turno ${turn}`,
    step: (step) => {
      if (step.kind === 'start') return `Inicio: turno ${step.turn}`;
      if (step.kind === 'end') return 'Fin: puntuación final';
      return `Turno ${step.turn} · ${step.phase} (${step.name})`;
    },
    recordLink: 'El registro de la partida (JSON)',
    back: 'Volver a la partida',
  },
};

// ---------------------------------------------------------------- prompt

type PromptSlot = Parameters<Dict['prompt']['tap']['either']>[0];

const promptSlotName: Record<PromptSlot, string> = {
  faceUp: 'agente cara arriba',
  faceDown: 'agente cara abajo',
  first: 'primer agente',
  second: 'segundo agente',
};

/** A market column on its own, as a noun ("el rojo"): masculine, unlike the colour of a gem. */
const promptColumn: Record<Colour, string> = { blue: 'azul', green: 'verde', yellow: 'amarillo', red: 'rojo' };

/** "de los 3 que te quedan": the neutral brokers still to be drawn this turn (R11.2). */
const promptNeutralLeft = (left: number) =>
  fmt.es.plural(left, { one: 'del único que te queda', other: `de los ${fmt.es.num(left)} que te quedan` });

const promptNth = (slot: 'first' | 'second') => (slot === 'first' ? '1.º' : '2.º');

// Tú, as es-a addresses the player; game words as es-a prints them (agente, pantalla, cara arriba / cara abajo, ronda).
const prompt: Dict['prompt'] = {
  ask: {
    over: 'La partida ha terminado.',
    ended: 'El anfitrión ha terminado esta partida.',
    replaced: 'El anfitrión ha sustituido este enlace: ya no funciona.',
    standIn: 'El anfitrión ha pasado tu puesto al suplente: decide por ti.',
    waiting: (names) => (names.length ? `Esperando: ${fmt.es.and(names)}.` : 'Esperando a que siga la partida.'),
    bid: 'Apuesta 2 agentes de detrás de tu pantalla por el orden de turno (R5).',
    chooseOrder: 'Elige tu posición en el orden de turno (R5.3).',
    place: (round, rounds, neutral) =>
      `Ronda ${round} de ${rounds}: coloca 2 agentes, uno cara arriba y otro cara ` +
      `abajo${neutral ? ', y un agente neutral' : ''} (R6.2).`,
    takeGems: (take, neighborhood) =>
      `Toma ${take} de las gemas del puerto del ${terms.neighborhood(neighborhood)} (R7.3).`,
    chooseColour: (reason) => {
      const from =
        reason === null ? '' : `${reason === 'blueCard' ? 'la carta de borde azul' : terms.marketRow(reason.row)}, `;
      return `Elige el color de la gema que tomas en lugar de la gema blanca (${from}R7.3).`;
    },
    orderColumns: 'Ganas el desempate: ordena las columnas empatadas del mercado, de mejor a peor (R7.5).',
    moveQuotation: 'Eres el líder del mercado: sube o baja una cotización un espacio (R7.5).',
    playCards: (window) =>
      window === 'duringPlacement'
        ? 'Juega una carta después de tu colocación, o pasa (R9.1).'
        : `Juega una carta ` +
          {
            beforePlacement: 'antes de la colocación',
            beforeCounting: 'antes de la contabilización',
            afterCounting: 'después de la contabilización',
          }[window] +
          `, ` +
          `o pasa (R9.1).`,
    throne: 'Elige uno de los agentes delante de tu pantalla para el trono (R10.2).',
  },

  shutTodo: {
    replaced: 'Pide al anfitrión el enlace nuevo para seguir jugando.',
    standIn: 'Para volver a jugar, pide al anfitrión que te devuelva el puesto: vuelve con un enlace nuevo.',
  },

  choose: 'Elige…',
  city: 'Ciudad',
  shortSpot: (spot) =>
    'neighborhood' in spot
      ? `V${spot.neighborhood} ${terms.area[spot.area]}`
      : `mercado ${spot.row} ${promptColumn[spot.column]}`,
  shortThrone: 'trono',
  brokerFace: (value, faceUp, marked) => `${value ?? '?'} ${faceUp ? 'arriba' : 'abajo'}${marked ? ' ★5' : ''}`,
  brokerUnknown: 'agente',
  brokerAt: (what, place, nth) => `${what} · ${place}${nth === null ? '' : ` #${nth}`}`,

  bid: {
    legend: (behind) =>
      `Tu apuesta: 2 de los agentes detrás de tu pantalla (${fmt.es.and(behind.map((v) => fmt.es.num(v)))})`,
    button: 'Apostar estos 2 agentes',
  },
  position: (position) => `Posición ${position}`,

  place: {
    nthBroker: (n) => `${terms.ordinal(n)} agente`,
    broker: 'Agente',
    behind: 'Detrás de tu pantalla',
    front: `Delante de tu pantalla (${terms.card.conjurer})`,
    fromFront: (value) => `${value} de delante de tu pantalla`,
    refill: 'Si sale de delante de tu pantalla, repón su lugar con',
    face: `Cara (${terms.card.cardinal}: como quieras)`,
    faceUp: 'Cara arriba',
    faceDown: 'Cara abajo',
    spot: 'Lugar',
    faces: 'Caras (uno arriba y otro abajo: R6.2)',
    upDown: '1.º cara arriba, 2.º cara abajo',
    downUp: '1.º cara abajo, 2.º cara arriba',
    neutral: (left) => `Agente neutral (cara abajo, sacado sin verlo ${promptNeutralLeft(left)} este turno)`,
    button: 'Colocar',
  },

  tap: {
    label: 'Tu colocación',
    frontChip: (value) => `${value} de delante de tu pantalla (${terms.card.conjurer})`,
    chip: (value, as) =>
      `Agente ${value}` +
      (as === 'up'
        ? ', cara arriba'
        : as === 'down'
          ? ', cara abajo'
          : as === 'refill'
            ? ', para reponer delante de tu pantalla'
            : ''),
    short: { first: '1.º', second: '2.º', neutral: 'N' },
    flip: (slot, faceUp) => `${promptNth(slot)}: cara ${faceUp ? 'arriba' : 'abajo'} (toca para darle la vuelta)`,
    undo: 'Deshacer',
    send: 'Colocar',
    thenLabel: 'Justo después de esta colocación (R9.1)',
    thenHead: 'Después:',
    keep: (cards) => `Guardar ${fmt.es.and(cards.map((c) => terms.theCard[c]))}`,
    mercenaryOn: (slot) => `${terms.card.mercenary} en el ${promptNth(slot)}`,
    decideAfter: 'Decidir tras colocar',
    saidKeep: 'después, guardar tus cartas',
    saidMercenary: (slot) => `después, ${terms.theCard.mercenary} en el ${promptNth(slot)}`,
    saidDecide: 'después, decidir tras colocar',
    ready: 'Listo: pulsa Colocar para enviar tu jugada, o Deshacer.',
    thenAsk: 'Y justo después: elige qué hacer con tus cartas (R9.1).',
    either: (slot) => `Tu ${promptSlotName[slot]}: toca uno y luego un lugar resaltado.`,
    goesTo: (slot, place) => `Tu ${promptSlotName[slot]} irá a ${place}: toca uno.`,
    tapPlace: (slot, value) => `Tu ${promptSlotName[slot]} (${value}): toca un lugar resaltado.`,
    refill: (value) =>
      `El agente ${value} sale de delante de tu pantalla: toca el agente de detrás de tu pantalla que ocupa su lugar.`,
    neutral: (left) =>
      `El agente neutral, cara abajo, sacado sin verlo ${promptNeutralLeft(left)} este turno: toca un ` +
      `lugar resaltado del tablero.`,
    putHere: (slot, place) => `${place}. Pon aquí tu ${promptSlotName[slot]}`,
    putNeutral: (place) => `${place}. Pon aquí el agente neutral`,
    up: (what) => `${what} arriba`,
    down: (what) => `${what} abajo`,
    at: (what, place) => `${what}, ${place}`,
    toPlace: (what) => `${what}, por colocar`,
    fromFront: (value) => `${value} de delante`,
    fromFrontRefill: (value, refill) => `${value} de delante (lo repone el ${refill})`,
    neutralSaid: 'neutral',
    neutralNamed: 'Agente neutral, cara abajo',
  },

  takeGems: (gems) => `Tomar ${gems.map((g) => terms.Colour[g]).join(' + ')}`,
  gemsHeld: 'Gemas de cada jugador (la cotización de cada color en su encabezado; la mayoría de un color en negrita)',
  whiteBecomes: 'La gema blanca se convierte en',
  takeColour: (colour) => `Tomar ${terms.aGem(colour)}`,
  quoted: (colour, q) => `${terms.Colour[colour]} (cotización ${q})`,
  quotedMove: (colour, from, to) => `${terms.Colour[colour]} (cotización ${from} → ${to})`,
  quotations: (quotes) => `cotización: ${quotes.map(([c, q]) => `${terms.colour[c]} ${q}`).join(', ')}`,
  pick: {
    start: 'Elegir en el tablero',
    cancel: 'Cancelar',
    ready: (button) => `Listo: pulsa «${button}», o Deshacer.`,
    said: (field, choice) => `${field}: ${choice}`,
    port: (n) =>
      n === 1
        ? 'Toca un puerto resaltado: el 1.º de los dos que se intercambian.'
        : 'Toca el otro puerto que se intercambia.',
    area: 'Toca el área resaltada que quieres cerrar.',
    swap: (n) =>
      n === 1
        ? 'Toca uno de tus agentes resaltados: el 1.º de los dos que se intercambian.'
        : 'Toca tu otro agente que se intercambia, en otro lugar.',
    mercenary: 'Toca el agente que quieres marcar: uno de los 2 que acabas de colocar.',
    heraldFrom: 'Toca el agente que quieres mover.',
    heraldTo: 'Toca el lugar resaltado al que se mueve.',
    spy: 'Toca un agente cara abajo resaltado para mirarlo.',
    mark: '✓',
    markFrom: 'de',
    markTo: 'a',
  },
  quotationStep: (colour, step) => `${terms.Colour[colour]} ${step > 0 ? 'sube' : 'baja'}`,
  orderColumns: {
    legend: 'Columnas empatadas, de mejor a peor',
    nth: (n) => `${n}.ª`,
    button: 'Ordenar las columnas',
    stakes: 'Lo que cada puesto hace a las cotizaciones',
    step: (n, step) => `${n}.ª (${step > 0 ? '+' : '−'}${Math.abs(step)})`,
  },
  throne: (value) => `Poner el agente ${value} en ${terms.throneRoom}`,

  card: {
    play: (card) => `Jugar ${terms.theCard[card]}`,
    offer: (card) => terms.card[card],
    pass: 'Pasar (no jugar ninguna carta ahora)',
    captainLegend: 'Puertos que intercambiar',
    captainPort: (n) => `${terms.ordinal(n)} puerto`,
    captainHood: (neighborhood, gems) =>
      `${terms.Neighborhood(neighborhood)}${gems.length ? `: ${fmt.es.and(gems.map((g) => terms.colour[g]))}` : ''}`,
    queenArea: 'Área que cerrar',
    magicianLegend: 'Tus agentes que intercambiar',
    nthBroker: (n) => `${terms.ordinal(n)} agente`,
    mercenaryLegend: 'Agente que marcar (vale 5)',
    mercenaryPlaced: (n, broker) => `${terms.ordinal(n)} colocado: ${broker}`,
    heraldLegend: 'Mueve uno de tus agentes',
    heraldFrom: 'Agente',
    heraldTo: 'A',
    alchemistExchange: 'Cambiar',
    alchemistLegend: 'Cambiar una gema',
    alchemistGive: 'Das',
    alchemistTake: 'Tomas',
    alchemistKeep: `Jugar ${terms.theCard.alchemist} y quedarme mis gemas`,
    bankerLegend: 'Cotizaciones',
    bankerUp: 'Sube un espacio',
    bankerDown: 'Baja un espacio',
    jewelerLegend: 'Gemas que tomar',
    nthGem: (n) => `${n}.ª gema`,
  },

  spy: {
    label: `Tu ${terms.card.spy}`,
    head: (left) =>
      `Tu ${terms.card.spy}: ` +
      fmt.es.plural(left, {
        one: `te queda ${fmt.es.num(left)} mirada`,
        other: `te quedan ${fmt.es.num(left)} miradas`,
      }),
    finding: (value, who, place) => `Un ${value} — ${who}, ${place}`,
    look: 'Mirar',
    target: 'Agente cara abajo que mirar',
    none: 'Todavía no hay ningún agente cara abajo de otro jugador que mirar.',
  },
};

// ---------------------------------------------------------------- board

const boardShapes = {
  circle: 'círculo',
  square: 'cuadrado',
  diamond: 'rombo',
  hexagon: 'hexágono',
  octagon: 'octógono',
};

/** A list of brokers in a title, or the words for none. */
const boardBrokers = (brokers: readonly string[], none: string) => (brokers.length ? fmt.es.and(brokers) : none);

/** A port's gems counted by colour, in the ship's order: "2 gemas azules, 1 gema verde y 1 gema roja". */
function boardGems(gems: readonly Gem[]): string {
  const counts = new Map<Gem, number>();
  for (const g of gems) counts.set(g, (counts.get(g) ?? 0) + 1);
  return fmt.es.and([...counts].map(([g, n]) => terms.gems(n, g)));
}

const board: Dict['board'] = {
  title: (turn, phase) =>
    `Tablero, turno ${turn} de 4, ${terms.phase[phase].toLowerCase()}: ciudad, mercado y cotizaciones`,
  heading: (turn, phase) => `Turno ${turn} de 4 · ${terms.phase[phase]}`,
  you: (name) => `${name} (tú)`,
  legend: (name, shape) => `${name}: agentes con forma de ${boardShapes[shape]}`,
  broker: (owner, value, faceUp, marked) =>
    `${owner} ${value !== null ? `${value} ` : ''}cara ` +
    `${faceUp ? 'arriba' : 'abajo'}${marked ? ` con la marca del ${terms.card.mercenary} (vale 5)` : ''}`,
  area: (n, area, closed, detail, brokers) =>
    `${terms.Neighborhood(n)}, ` +
    `${terms.area[area]}${closed ? ` (cerrado por la ${terms.card.queen})` : ''}${detail ? `, ${detail}` : ''}: ` +
    `${boardBrokers(brokers, 'ningún agente')}`,
  ship: (ship, gems) => `barco ${ship} con ${boardGems(gems)}`,
  noShip: 'sin barco',
  card: (hint) => `carta: ${hint}`,
  noCard: 'sin carta',
  lastMove: (name) => `última jugada: ${name}`,
  sinceMove: (name) => `jugado desde tu última jugada: ${name}`,
  areaLabel: (area, closed) => `${terms.Area[area]}${closed ? ' – cerrado' : ''}`,
  commerceVp: (merchant) => (merchant ? `${terms.vp(5)} (${terms.card.merchant})` : terms.vp(3)),
  hoodOff: (n) => `${terms.Neighborhood(n)}: fuera de juego`,
  notInPlay: 'fuera de juego',
  marketVp: `${terms.vp(1)} por agente colocado`,
  row: (row, open, gem) =>
    `Fila ${row} del mercado: ${!open ? 'cerrada' : gem ? `gema ${terms.colour[gem]}` : 'sin gema'}`,
  rowClosed: 'fila cerrada',
  square: (row, column, broker) => `Fila ${row} del mercado, columna ${terms.colour[column]}: ${broker ?? 'libre'}`,
  quotation: 'Cotización',
  track: (colour, quotation, rank) =>
    `${terms.Colour[colour]}: cotización ${quotation} de 12, ${terms.ordinal(rank)} puesto`,
  withLead: (words, lead) => `${words}; ${lead}`,
  throne: (brokers) => `${terms.ThroneRoom}: ${boardBrokers(brokers, 'vacío')}`,
  text: {
    summary: 'El tablero en texto (tecla B)',
    placesCaption: 'Cada lugar: sus agentes, quién tiene la mayoría y qué da',
    place: 'Lugar',
    brokers: 'Agentes',
    majority: 'Mayoría',
    pays: 'Da',
    hood: (n) => `${terms.Neighborhood(n)}, todas las áreas`,
    area: (n, area, closed) =>
      `${terms.Neighborhood(n)}, ${terms.area[area]}${closed ? ` (cerrado por la ${terms.card.queen})` : ''}`,
    row: (row) => `Fila ${row} del mercado`,
    column: (colour) => `Columna ${terms.colour[colour]} del mercado`,
    market: 'Todo el mercado',
    none: 'ningún agente',
    total: (name, total, hidden) => `${name} ${total}${hidden ? ` y ${hidden} cara abajo` : ''}`,
    lead: (name, total, next, by) =>
      next === null
        ? `${name} va en cabeza en solitario con ${total}`
        : by === 0
          ? `${name} va en cabeza, empatado con ${next} a ${total}, por el desempate (R7.8)`
          : `${name} va en cabeza con ${total}, ${by} por delante de ${next}`,
    unseen: (n) => `${n} ${n === 1 ? 'agente cara abajo no visto' : 'agentes cara abajo no vistos'}`,
    nobody: 'nadie todavía',
    paysPort: 'una gema negra (R7.4)',
    paysCommerce: (vp) => `${vp} (R7.4)`,
    paysPalace: (card) => (card ? `${card} (R7.4)` : 'nada: no hay carta'),
    paysHood: 'las gemas del barco (R7.3)',
    paysShip: (takes) =>
      `Las gemas del barco van según todo el vecindario: ${takes
        .map((n, i) => `el ${terms.ordinal(i + 1)} elige ${n}`)
        .join(', ')} (R7.3)`,
    paysRow: (open, gem) => (!open ? 'cerrada' : gem ? `la gema ${terms.colour[gem]} (R7.5)` : 'sin gema'),
    inRow: (row, broker) => `fila ${row}: ${broker}`,
    inColumn: (colour, broker) => `${terms.colour[colour]}: ${broker}`,
    columnSum: (total) => `total ${total}`,
    columnTotal: (total, place, tied) =>
      `total ${total}, ${terms.ordinal(place)} de las columnas` +
      (tied.length
        ? `, empatada con ${fmt.es.and(tied.map((c) => terms.colour[c]))} (ordena quien gana los empates)`
        : ''),
    paysColumn: 'su cotización, según su puesto (R7.5)',
    columnMoves: 'El puesto de una columna mueve su cotización: 1.º +2, 2.º +1, 3.º −1, 4.º −2 (R7.5).',
    paysMarket: 'un paso de una cotización, para el líder del mercado (R7.5)',
    playersCaption: 'Los jugadores: PV, gemas y cartas',
    player: 'Jugador',
    cards: 'Cartas',
    noCards: 'ninguna',
    shipsTitle: 'Barcos',
    ship: (n, ship) => `${terms.Neighborhood(n)}: ${ship}`,
    quotationsTitle: 'Cotizaciones',
  },
  keyFaceDown: 'cara abajo',
  keyMercenary: `${terms.card.mercenary}: vale 5`,
  keyClosed: `cerrado por la ${terms.card.queen}`,
  keyLastMove: 'la última jugada',
};

// ---------------------------------------------------------------- rules

/** The card moments (R9.1), as the hints end. */
const rulesWhen = {
  placement: '(antes de la colocación)',
  during: '(durante la colocación)',
  counting: '(antes de la contabilización)',
  after: '(después de la contabilización)',
  won: '(al instante, al ganarla)',
};

const rulesCard = terms.card;

// Spanish: es-a's words (agente, pantalla, vecindario, cotización, cara arriba/abajo,
// contabilización, líder del mercado) and its card names; the player is "tú".
const rules: Dict['rules'] = {
  pageTitle: 'Ys — reglas',
  who: 'Reglas',
  heading: 'Las reglas de Ys, en resumen',
  lead:
    'Lo que se juega en este sitio, regla por regla. El juego cita estos identificadores (R6.2) cuando ' +
    'rechaza una jugada; cada uno enlaza aquí.',
  back: 'Volver a Ys online',
  contents: 'Reglas',
  keysTitle: 'Jugar sin ver: teclas',
  keysText:
    'Bajo el tablero, «El tablero en texto» da cada lugar: sus agentes, quién tiene la mayoría y por cuánto, ' +
    'y qué da. También da los PV, gemas y cartas de los jugadores, los barcos y las cotizaciones. ' +
    'Las jugadas de los demás se anuncian al llegar, y tu turno al momento. ' +
    'En el modo exploración de un lector de pantalla, deja pasar la tecla (NVDA: NVDA+F2; JAWS: Insert+3) o cambia ' +
    'al modo foco. Las teclas son las mismas en todos los idiomas y no hacen nada mientras escribes en el chat o en ' +
    'tus notas:',
  boardKeys:
    'En el tablero, mientras una decisión ilumina lugares en él: las flechas recorren los lugares iluminados tal ' +
    'como están en pantalla; Inicio y Fin van al primero y al último; Av Pág y Re Pág (Page Down, Page Up) saltan ' +
    'entre la ciudad y el mercado, a la fila del mismo rango (los puertos y la fila 1 del mercado) en la columna ' +
    'más cercana; Intro o Espacio elige; una tecla numérica elige el agente de ese valor de detrás de tu pantalla; ' +
    'Escape deshace el último paso.',
  codesTitle: 'Códigos cortos del registro',
  codesText:
    'Un barco (R1.3) se escribe con las iniciales de sus gemas: la grande, un guion y las dos pequeñas. ' +
    'R-BG es un barco con una gema grande roja y pequeñas azul y verde. ' +
    'Las letras son las iniciales de los colores en inglés, en todos los idiomas:',
  shipWords: (large, small) => `barco — grande: ${large}; pequeñas: ${small[0]}, ${small[1]}`,
  effect: {
    captain: `intercambia las cartas de barco de dos puertos ${rulesWhen.placement}`,
    cardinal: `este turno coloca tus agentes cara arriba o cara abajo a tu gusto ${rulesWhen.placement}`,
    spy: `mira hasta 3 agentes cara abajo de otros jugadores este turno ${rulesWhen.placement}`,
    conjurer: `coloca agentes de delante de tu pantalla, reponiéndolos con los de detrás ${rulesWhen.placement}`,
    queen: `cierra un área de la ciudad a todos los agentes este turno ${rulesWhen.during}`,
    magician: `intercambia dos de tus agentes en el tablero ${rulesWhen.during}`,
    mercenary: `uno de los dos agentes recién colocados vale 5 este turno ${rulesWhen.during}`,
    herald: `mueve uno de tus agentes a otra área o espacio del mercado ${rulesWhen.counting}`,
    merchant: `cada mayoría en un área comercial da ${terms.vp(5)} este turno ${rulesWhen.counting}`,
    intriguer: `ganas todos los empates en que estés este turno ${rulesWhen.counting}`,
    alchemist: `cambia una de tus gemas por una gema de color de otro color ${rulesWhen.after}`,
    banker: `sube una cotización un espacio y baja otra un espacio ${rulesWhen.after}`,
    jeweler: `toma 2 gemas de color a tu elección ${rulesWhen.after}`,
    prince: `+${terms.vp(4)} ${rulesWhen.won}`,
    king: `+${terms.vp(5)} ${rulesWhen.won}`,
    blue: `toma una gema de color a tu elección ${rulesWhen.won}`,
  },
  hint: (card, effect) => `${card}: ${effect}`,
  cardLineHtml: (cardHtml, effectHtml) => `<strong>${cardHtml}</strong>: ${effectHtml}`,
  rule: {
    R1: { title: 'Componentes' },
    'R1.1': {
      title: 'Agentes',
      text:
        'Cada jugador tiene 11 agentes de valores 0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4 (22 en total). Cada ' +
        'uno tiene además tres agentes de valor 2, que solo se usan en El favor del rey (R10).',
    },
    'R1.2': {
      title: 'Gemas',
      text:
        'Las gemas de color son la azul, la verde, la amarilla y la roja. Las gemas negras solo se ' +
        'consiguen en los puertos y puntúan en su propia tabla. Una gema blanca nunca se guarda: quien ' +
        'la gana toma en su lugar una gema de color a su elección. El banco nunca se agota.',
    },
    'R1.3': {
      title: 'Cartas de barco',
      text:
        '24 cartas, cada una con una gema grande y dos pequeñas de tres colores distintos; 4 de ellas ' +
        'llevan una gema blanca.',
    },
    'R1.4': {
      title: 'Cartas de personaje',
      text:
        '15 cartas de borde amarillo, una de cada personaje (R9), y 4 cartas de borde azul, cada una ' +
        'con una gema blanca.',
    },
    'R1.5': {
      title: 'Registro de valor de las gemas',
      text:
        'Una línea por gema de color, de 0 a 12; todas las gemas empiezan en 6 y un movimiento que ' +
        'pasaría de un extremo se queda en él.',
    },
    'R1.6': { title: 'Registro de puntos de victoria', text: 'Puntos de victoria (PV), desde 0 y sin límite.' },
    R2: { title: 'Colocación inicial' },
    'R2.1': { title: 'Jugadores', text: 'De 2 a 4. Cada uno empieza con sus agentes tras su pantalla y 0 PV.' },
    'R2.2': { title: 'Cartas de orden', text: 'Las cartas 1 a N se reparten al azar, una por jugador.' },
    'R2.3': {
      title: 'Vecindarios',
      text:
        'Con 4 jugadores se juega en los cuatro, y con 3 también, salvo que la partida se creara con ' +
        'tres vecindarios; con 2 jugadores, solo en los vecindarios 1 a 3. Un vecindario que no se usa ' +
        'no recibe nada.',
    },
    'R2.4': {
      title: 'Personajes',
      text:
        'Se reparten tres cartas de borde amarillo cara abajo en el palacio de cada vecindario en ' +
        'juego; el resto sale del juego sin mirarse. Las cartas de borde azul esperan al turno 4.',
    },
    'R2.5': { title: 'Barcos', text: 'Se baraja el mazo de barcos (sin las cartas con gema blanca en Ys Express).' },
    'R2.6': { title: 'Cotizaciones', text: 'Todas las gemas empiezan en 6.' },
    R3: {
      title: 'El turno',
      text:
        'Una partida tiene 4 turnos. Cada turno tiene las fases Inicio del turno, Orden de turno, ' +
        'Colocación de agentes y Contabilización, y después El favor del rey si se juega esa variante. ' +
        'Tras el turno 4 llega la puntuación final (R8).',
    },
    R4: { title: 'Inicio del turno' },
    'R4.1': {
      title: 'Personajes',
      text:
        'En los turnos 1 a 3 se revela la carta superior de cada palacio, a la vista de todos. En el ' +
        'turno 4 cada palacio recibe en su lugar una carta de borde azul.',
    },
    'R4.2': {
      title: 'Puertos',
      text:
        'El puerto de cada vecindario recibe una carta de barco. Con 4 jugadores un puerto ofrece 4 ' +
        'gemas (dos del color de la gema grande y una de cada gema pequeña); con 2 o 3 jugadores, 3 ' +
        'gemas.',
    },
    'R4.3': {
      title: 'Mercado',
      text:
        'Una carta de barco más llena las filas del mercado: con 4 jugadores las filas 1 a 3 (la gema ' +
        'blanca, o si no la grande, en la fila 1); con 2 o 3 jugadores solo las dos gemas pequeñas, en ' +
        'las filas 2 y 3, y la fila 1 queda cerrada.',
    },
    R5: { title: 'Orden de turno' },
    'R5.1': {
      title: 'Apuestas',
      text:
        'Cada jugador elige en secreto 2 agentes de detrás de su pantalla. Todas las apuestas se ' +
        'revelan a la vez y se quedan delante de las pantallas el resto del turno.',
    },
    'R5.2': {
      title: 'Clasificación',
      text: 'Primero el total más alto; entre totales iguales va antes la carta de orden menor.',
    },
    'R5.3': {
      title: 'Elección',
      text:
        'En ese orden cada jugador toma una posición libre; la posición 1 se queda la carta de orden 1, ' +
        'y así sucesivamente. Todo el turno sigue estas posiciones.',
    },
    'R5.4': { title: 'Dos jugadores', text: 'Solo apuestan los dos jugadores; toman las posiciones 1 y 2.' },
    R6: { title: 'Colocación de agentes' },
    'R6.1': {
      title: 'Momento de las cartas',
      text:
        'Antes de la primera colocación, en orden de turno, los jugadores pueden jugar sus cartas ' +
        '«antes de la colocación» (R9.1).',
    },
    'R6.2': {
      title: 'Rondas',
      text:
        `4 rondas (3 en Ys Express). En cada ronda, en orden de turno, cada jugador coloca 2 agentes de ` +
        `detrás de su pantalla: uno cara arriba y otro cara abajo (salvo que el ${rulesCard.cardinal} ` +
        `diga otra cosa), los dos en la ciudad, los dos en el mercado o uno en cada sitio.`,
    },
    'R6.3': {
      title: 'Ciudad',
      text: `En un área puede haber cualquier número de agentes, salvo en la cerrada por la ${rulesCard.queen}.`,
    },
    'R6.4': {
      title: 'Mercado',
      text:
        'Como máximo un agente por espacio, y solo en filas abiertas. Colocar allí un agente da 1 PV al ' +
        'instante, que se conserva pase lo que pase después con el agente.',
    },
    'R6.5': {
      title: 'Agente sobrante',
      text:
        'Tras la última ronda a cada jugador le queda un agente; se une delante de la pantalla a los ' +
        'dos de la apuesta. Estos tres deciden los empates de este turno.',
    },
    'R6.6': {
      title: 'Tus agentes ocultos',
      text:
        'Una opción de la partida (activada por defecto): si un jugador puede mirar sus propios agentes ' +
        'cara abajo en el tablero.',
    },
    'R6.7': {
      title: 'Valores ocultos',
      text:
        `El valor de un agente cara abajo queda oculto para los demás jugadores hasta que se ` +
        `contabiliza su lugar, salvo para un ${rulesCard.spy}.`,
    },
    R7: { title: 'Contabilización' },
    'R7.0': {
      title: 'Momento de las cartas',
      text:
        'Antes de la contabilización, en orden de turno, los jugadores pueden jugar sus cartas «antes ' +
        'de la contabilización».',
    },
    'R7.1': {
      title: 'Ciudad',
      text:
        'Los vecindarios se contabilizan de uno en uno, del 1 al 4: se revelan sus agentes cara abajo, ' +
        'y el total de un jugador es la suma de sus agentes en las tres áreas del vecindario.',
    },
    'R7.2': {
      title: 'Presencia',
      text:
        'Solo participan los jugadores con algún agente allí; un 0 solitario gana a la ausencia. ' +
        'Primero el total más alto; los empates, según R7.8.',
    },
    'R7.3': {
      title: 'Gemas del puerto',
      text:
        'Con 4 jugadores el primero toma 2 de las 4 gemas, el segundo 1 y el tercero la última. Con 2 o ' +
        '3 jugadores el primero toma 2 de las 3 y el segundo la última. Una gema blanca se convierte en ' +
        'una gema de color a elección de quien la toma.',
    },
    'R7.4': {
      title: 'Áreas',
      text:
        `Después cada área tiene su propia mayoría: el área de puerto da 1 gema negra, el área ` +
        `comercial 3 PV (5 con el ${rulesCard.merchant}) y el área de palacio su carta de personaje. Un ` +
        `área vacía no da nada. Los agentes del vecindario vuelven tras las pantallas.`,
    },
    'R7.5': {
      title: 'Mercado',
      text:
        'Se revelan los agentes cara abajo del mercado. La gema de cada fila es para el jugador con más ' +
        'puntos de agente en ella. Las columnas se clasifican por total (y después por número de ' +
        'agentes) y mueven sus cotizaciones +2, +1, −1 y −2. El jugador con más en todo el mercado, el líder del ' +
        'mercado, debe subir o bajar una cotización un espacio.',
    },
    'R7.6': {
      title: 'Momento de las cartas',
      text:
        'Después del mercado, en orden de turno, los jugadores pueden jugar sus cartas «después de la ' +
        'contabilización».',
    },
    'R7.7': {
      title: 'Fin del turno',
      text: 'Se descartan los barcos de los puertos y terminan los efectos que duran «este turno».',
    },
    'R7.8': {
      title: 'Empates',
      text:
        `El jugador del ${rulesCard.intriguer} gana todos los empates en que esté; después, el jugador ` +
        `neutral (R11); después, la suma más alta de los tres agentes de desempate (R6.5); por último, ` +
        `la carta de orden menor.`,
    },
    R8: { title: 'Puntuación final' },
    'R8.1': {
      title: 'Valor de las gemas',
      text:
        'Los colores se ordenan por cotización (a igual cotización: azul, verde, amarillo, rojo). El ' +
        'jugador con más gemas del 1.er color gana 24 PV, el segundo 18, el tercero 12 y el cuarto 6; ' +
        'el 2.º color da 20, 15, 10 y 5; el 3.º, 16, 12, 8 y 4; el 4.º, 12, 9, 6 y 3.',
    },
    'R8.2': {
      title: 'Puestos por color',
      text:
        'Solo se clasifican los jugadores que tienen gemas de ese color. Los jugadores empatados ' +
        'puntúan todos el puesto más bajo que ocupa su grupo.',
    },
    'R8.3': { title: 'Gemas negras', text: '1, 2, 3, 4, 5, 6, 7 o más gemas negras dan 1, 4, 8, 12, 16, 20 y 24 PV.' },
    'R8.4': { title: 'El favor del rey', text: 'El trono se puntúa si se juega esa variante (R10.3).' },
    'R8.5': {
      title: 'Ganador',
      text:
        'Gana quien tenga más PV; si hay empate, quien tenga más gemas (de color y negras); si sigue el ' +
        'empate, la victoria es compartida.',
    },
    R9: { title: 'Cartas de personaje' },
    'R9.1': {
      title: 'Momento',
      text:
        'Cada carta se juega en un momento: antes de la colocación, durante tu propia colocación, antes ' +
        'de la contabilización, después de la contabilización, o al instante al ganarla. En cada ' +
        'momento se pregunta a los jugadores en orden de turno.',
    },
    'R9.2': {
      title: 'Límites',
      text:
        'Una carta se puede jugar a partir del turno siguiente a aquel en que se ganó, como máximo 2 ' +
        'cartas por turno (las que actúan al instante no cuentan). Todos ven quién tiene cada carta; ' +
        'las cartas sin jugar no puntúan.',
    },
    'R9.3': {
      title: 'Ganar una carta',
      text: 'Una carta ganada en un palacio pasa a la mano del ganador, salvo que actúe al instante.',
    },
    R10: { title: 'Variante: El favor del rey (3 o 4 jugadores)' },
    'R10.1': { title: 'Agentes adicionales', text: 'Cada jugador tiene 3 agentes de valor 2 junto al tablero.' },
    'R10.2': {
      title: 'Trono',
      text:
        'Tras cada contabilización, cada jugador pone en secreto uno de los tres agentes de delante de ' +
        'su pantalla cara abajo en el trono, donde se queda hasta el final de la partida; si quedan ' +
        'turnos, cada uno añade después un agente de valor 2 tras su pantalla.',
    },
    'R10.3': {
      title: 'Puntuación',
      text:
        'Al final se revela el trono: la suma más alta gana 12 PV, la siguiente 7, luego 3 y luego 0; ' +
        'los jugadores empatados se reparten los puntos de los puestos que ocupan, redondeando hacia ' +
        'abajo.',
    },
    'R10.4': {
      title: 'Cartas',
      text: `Solo el ${rulesCard.spy} (para mirar) y el ${rulesCard.magician} (para intercambiar) llegan al trono.`,
    },
    R11: {
      title: 'Dos jugadores',
      text: 'Se juega como con 3 jugadores, en los vecindarios 1 a 3, con un jugador neutral:',
    },
    'R11.1': {
      title: 'Agentes neutrales',
      text:
        'Cada jugador guarda además 4 agentes neutrales, que nadie ve, de valores 4, 2, 1 y 0 (4, 3, 1 ' +
        'y 0 con el neutral fuerte).',
    },
    'R11.2': {
      title: 'Su colocación',
      text:
        'Junto con sus 2 agentes, un jugador coloca 1 agente neutral cara abajo, sacado al azar: nadie ' +
        'sabe su valor hasta que se contabiliza.',
    },
    'R11.3': {
      title: 'El jugador neutral',
      text:
        `No apuesta ni tiene cartas, pero gana PV como un jugador y gana todos los empates salvo contra ` +
        `el ${rulesCard.intriguer}.`,
    },
    'R11.4': {
      title: 'Sus decisiones',
      text:
        `Son automáticas: toma las gemas más valiosas, cambia cualquier carta que no sea el ` +
        `${rulesCard.prince} o el ${rulesCard.king} por la gema más valiosa y, como líder ` +
        `del mercado, sube el color del que más gemas tiene.`,
    },
    'R11.5': {
      title: 'Puntuación final',
      text:
        'Se clasifica como un jugador en cada color (tercer puesto en un color que no tenga). El ' +
        'ganador es el mejor de los dos jugadores; si la ciudad os ganó a los dos, el resultado lo ' +
        'dice.',
    },
    R12: {
      title: 'Variante: Ys Express (3 o 4 jugadores)',
      text:
        'Cada jugador juega sin un agente de valor 3 y otro de valor 1 (9 agentes), las cartas de barco ' +
        'con gema blanca salen del mazo y la colocación tiene 3 rondas en lugar de 4. Se puede combinar ' +
        'con El favor del rey.',
    },
    R13: {
      title: 'Lo que cada jugador puede ver',
      text:
        `Todos ven el tablero, los agentes cara arriba, los agentes de delante de las pantallas, las ` +
        `gemas ganadas, las cartas en mano, las apuestas reveladas, cuántos agentes tiene cada jugador ` +
        `tras su pantalla y el historial de la partida. Solo tú ves tus agentes tras la pantalla, los ` +
        `valores de tus agentes cara abajo (R6.6), tu apuesta antes de revelarse, tus agentes del trono ` +
        `y lo que vio tu ${rulesCard.spy}. Nadie ve las cartas bajo la superior de cada palacio, las ` +
        `cartas apartadas, el orden del mazo de barcos ni los valores de los agentes neutrales antes de ` +
        `la contabilización.`,
    },
  },
};

// ---------------------------------------------------------------- pages

const pagesNames = new Intl.ListFormat('es', { type: 'unit', style: 'short' });
const PAGES_WEEK = 7 * 24 * 3600;

// Tú, as in the Spanish rulebook (es-a). A seat is "puesto"; a stand-in, "suplente".
const pages: Dict['pages'] = {
  language: 'Idioma',
  spectator: 'Espectador',
  host: 'Anfitrión',
  playerList: (names) => pagesNames.format(names),
  title: {
    player: (name) => `Ys — ${name}`,
    spectator: 'Ys — espectador',
    host: 'Ys — anfitrión',
    mail: 'Ys — correos',
    replay: 'Ys — repetición',
    analysis: 'Ys — análisis',
    error: (status) => `Ys — ${status}`,
  },
  rematchLink: 'Revancha: tu nuevo puesto',
  live: {
    connecting: 'conectando…',
    reconnecting: 'reconectando…',
    live: 'en directo',
    offline: 'sin conexión',
    unsent: 'no enviado: comprueba tu conexión e inténtalo de nuevo',
    replaced: 'el anfitrión ha sustituido este enlace: pídele el nuevo',
    shut: 'desconectado: recarga la página',
    tooManyPages: 'hay demasiadas páginas abiertas en este puesto o partida y se cerró esta: recárgala para jugar aquí',
    tooChatty: 'esta página envió demasiados mensajes: recárgala',
    deleted: 'esta partida se borró tras mucho tiempo sin jugadas',
    yourMove: 'Te toca',
    keys:
      'Teclas: B, el tablero en texto; L, la última jugada; T, a quién le toca y el tiempo que queda; G, tus ' +
      'gemas, PV y cartas; Q, las cotizaciones; A y luego 1 a 4, un vecindario, o A y luego 5, el mercado; ' +
      'K, estas teclas.',
    askWhich: '¿Qué vecindario? 1 a 4, o 5 para el mercado.',
    noMove: 'Todavía no hay jugadas.',
    chatSaid: (name, text) => `${name} en el chat: ${text}`,
  },
  nextGame: 'Siguiente partida que te espera: {0}',
  copyLink: 'Copiar enlace',
  copied: 'Copiado',
  home: {
    lead:
      'El juego de mesa Ys (Cyril Demaegd, Ystari 2004) para 2 a 4 amigos a distancia. Crea una ' +
      'partida, envía a cada amigo su enlace privado y juega a tu ritmo desde cualquier navegador.',
    title: 'Título de la partida (opcional)',
    titleHelp: (max) =>
      `Hasta ${max} caracteres, como «Ys del viernes»: aparece en la lista de partidas de cada uno, en el título ` +
      'de la página y en las notificaciones, para distinguir esta partida de otras.',
    players: 'Jugadores (de 2 a 4)',
    player: (n, optional) => `Jugador ${n}${optional ? ' (opcional)' : ''}`,
    whoPlays: (n) => `Quién juega como jugador ${n}`,
    playedBy: { person: 'lo juega una persona', standard: 'lo juega el bot', greedy: 'lo juega el bot, fácil' },
    botNames: ['Quevedo', 'Juanelo', 'Ángela', 'Ramón'],
    options: 'Opciones',
    onlyFor: (counts) => `(${fmt.es.or(counts.map((n) => fmt.es.num(n)))} jugadores)`,
    timePerMove: 'Tiempo por jugada',
    timePerMoveHelp:
      'Cuando a un jugador se le acaba el tiempo, un suplente decide por él (el anfitrión puede pausar los relojes)',
    notifications: 'Avisos de turno (opcional)',
    webhook:
      'Webhook del chat de tu grupo (Discord o Slack): se le avisa de a quién le toca, con el enlace de espectador',
    mailHelp:
      'O sus direcciones de correo: cada jugador recibe su propio enlace y luego un correo cuando la ' +
      'partida lo espera (los demás nunca las ven; cada correo permite darse de baja con un clic).',
    email: (n) => `Correo del jugador ${n}`,
    newGame: 'Nueva partida',
    myGames: 'Tus partidas en este navegador',
    myGamesHelp: 'Guardadas solo en este navegador; nunca se envían al servidor como lista.',
  },
  option: {
    kingsFavor: {
      label: terms.kingsFavor,
      help:
        'Tras cada contabilización, cada jugador coloca en el trono uno de los agentes que tiene ' +
        'delante de su pantalla; puntúa al final (R10).',
    },
    express: {
      label: terms.express,
      help:
        'Una partida más corta: 9 agentes por jugador, 3 rondas de colocación y sin las cartas de barco ' +
        'con gema blanca (R12).',
    },
    threeNeighborhoods: {
      label: 'Tres vecindarios',
      help: 'Con 3 jugadores, solo en los vecindarios 1 a 3: una ciudad más disputada (R2.3).',
    },
    strongNeutral: {
      label: 'Neutral fuerte',
      help: 'Los agentes del jugador neutral valen 4, 3, 1 y 0 en lugar de 4, 2, 1 y 0 (R11.1).',
    },
    peekOwnHidden: {
      label: 'Ver mis agentes cara abajo',
      help: 'Cada jugador puede mirar sus propios agentes colocados cara abajo en el tablero (R6.6).',
    },
  },
  moveChoice: (seconds) => {
    if (seconds === 0) return 'Sin límite';
    if (seconds % PAGES_WEEK === 0) {
      const w = seconds / PAGES_WEEK;
      return `${fmt.es.num(w)} ${fmt.es.plural(w, { one: 'semana', other: 'semanas' })}`;
    }
    const h = Math.round(seconds / 3600);
    return `${fmt.es.num(h)} ${fmt.es.plural(h, { one: 'hora', other: 'horas' })}`;
  },
  myGames: {
    awaiting: { one: 'Te toca en {0} partida', other: 'Te toca en {0} partidas' },
    forget: 'Olvidar',
    forgetGame: (game) => `Olvidar ${game}`,
    forgotten: (game) => `Olvidada: ${game}`,
    undo: 'Deshacer',
    ended: 'terminada por el anfitrión',
    won: (names, count) => (count === 1 ? `terminada: ganó ${names}` : `terminada: ganaron ${names}`),
    noWinner: 'terminada: sin ganador',
    yourMove: 'te toca',
    waitingFor: (names) => `pendiente: ${names}`,
    inPlay: 'en juego',
    withTime: (state, left) => `${state}, ${left}`,
    gone: 'ya no existe',
    deleted: 'borrada: sin jugadas durante mucho tiempo',
    unreachable: 'no se pudo consultar',
  },
  hostPage: {
    inviteSubject: (name) => `${name}: tu puesto en nuestra partida de Ys`,
    inviteBody: (name, players, url) =>
      `Hola, ${name}:\n\nEstamos jugando a Ys online (${players}). Este es tu enlace privado: muestra ` +
      `tu propia pantalla, así que guárdalo para ti.\n\n${url}\n\nÁbrelo en cualquier móvil u ` +
      `ordenador; la página se actualiza sola cuando te toca.\n`,
    heading: 'Tu partida de Ys',
    lead:
      'Envía a cada jugador su propio enlace. Un enlace es la llave de ese jugador: quien lo tiene ' +
      'juega en ese puesto y ve su pantalla.',
    botSeat: 'El bot juega en este puesto, solo con lo que este puesto puede ver: no tiene enlace.',
    privateLink: (name) => `Enlace privado (${name})`,
    emailInvitation: 'Invitación por correo',
    openAs: (name) => `Abrir como ${name}`,
    giveBack: (name) => `Devolver el puesto (${name}) con un enlace nuevo`,
    handOver: (name) => `Pasar el puesto (${name}) al suplente`,
    standInNow: 'Ahora el suplente decide por este puesto; al devolverlo, el puesto recibe un enlace nuevo.',
    standInHelp: 'Si un jugador se ha ido: a partir de ahora un suplente decide por ese puesto.',
    replaceLink: (name) => `Sustituir el enlace (${name})`,
    replaceLinkHelp:
      'Si este enlace llegó a quien no debía: el antiguo deja de funcionar al instante y sus páginas ' +
      'abiertas se desconectan.',
    spectatorLink: 'Enlace de espectador (solo información pública)',
    webhook:
      'Webhook del chat de tu grupo (Discord o Slack): se le avisa de a quién le toca, con el enlace ' +
      'de espectador; vacío: ninguno',
    saveWebhook: 'Guardar el webhook',
    givenUp: 'Avisos no entregados',
    givenUpHelp: 'Se reintentaron varias veces y después se abandonaron; la partida sigue igualmente.',
    givenUpWebhook: 'El webhook',
    givenUpPush: (name) => `Navegador (${name ?? 'un jugador'})`,
    givenUpMail: (name) => `Correo (${name ?? 'un jugador'})`,
    givenUpItem: (what, when, why) => `${what}, ${when} UTC: ${why}`,
    writesRefused: 'Cambios rechazados hoy',
    writesRefusedHelp: (used, allowed) =>
      `Aparte de sus jugadas, esta partida puede escribir ${fmt.es.num(allowed)} filas al día en el almacenamiento ` +
      `del servidor, su parte del alojamiento gratuito (${fmt.es.num(used)} hasta ahora hoy, UTC). ` +
      'Estos cambios se rechazaron: demasiados de un tipo desde un enlace en un minuto, o más allá de las filas del ' +
      'día. Las jugadas nunca se rechazan.',
    writesRefusedItem: (kind, n) => `${kind}: ${fmt.es.num(n)}`,
    writeKinds: {
      notes: 'Notas',
      lang: 'Idiomas',
      push: 'Notificaciones del navegador',
      mail: 'Notificaciones por correo',
      hint: 'Pistas',
      chat: 'Mensajes del chat',
      moderation: 'Mensajes ocultados, asientos silenciados',
      links: 'Enlaces sustituidos',
      controls: 'Controles del anfitrión (fin, relojes, webhook, suplente)',
      plan: 'Jugadas planeadas',
    },
    unverified: 'Direcciones de correo por verificar',
    unverifiedSeat: (name) =>
      `No llega ningún correo a ${name}: este servidor solo escribe a direcciones verificadas en su ` +
      `servicio de correo, y la de ${name} aún no lo está.`,
    unverifiedHelp:
      'Este servidor envía su correo con Email Routing de Cloudflare, que solo entrega a direcciones ' +
      'que su titular verificó una vez: quien administra el servidor añade la dirección en Email ' +
      'Routing › Destination Addresses, y su titular abre el correo de Cloudflare y la verifica. ' +
      'Entonces la siguiente notificación llega; mientras tanto, envía tú mismo el enlace al jugador.',
    clocksPaused: 'Los relojes están en pausa: el tiempo no corre para nadie.',
    clocksRunning: 'Cada decisión tiene un tiempo límite; cuando se acaba, decide un suplente.',
    resumeClocks: 'Reanudar los relojes',
    pauseClocks: 'Pausar los relojes (unas vacaciones)',
    keepAddress: (url) => `Guarda la dirección de esta página para volver a estos enlaces: ${url}`,
    expiry: (days, at, over) =>
      over
        ? `Esta partida se borra tras ${terms.days(days)} sin jugadas: el ${terms.date(at)}.`
        : `Esta partida se borra tras ${terms.days(days)} sin jugadas: el ${terms.date(at)}, salvo que ` +
          `alguien juegue antes.`,
    controls: 'Controles del anfitrión',
    replaceHostLink: 'Sustituir este enlace de anfitrión',
    replaceHostLinkHelp: 'Esta página pasa a una dirección nueva; la antigua deja de funcionar al instante.',
    endConfirm: 'Terminar la partida ahora para todos. Nadie podrá jugar después y no se puede deshacer.',
    end: 'Terminar la partida',
    rematchMade: 'La revancha está creada.',
    openRematch: 'Abrir la página de anfitrión de la revancha',
    rematchOffer:
      'La partida ha terminado. Una revancha es una partida nueva con los mismos jugadores y ' +
      'opciones, y un nuevo reparto; cada jugador encuentra su nuevo enlace en su propia página.',
    rematch: 'Revancha',
    confirm: {
      link: {
        ask: (name) => `¿Sustituir el enlace (${name})?`,
        text: (name) =>
          `El enlace antiguo deja de funcionar al instante y sus páginas abiertas se desconectan. ` +
          `Después envías el enlace nuevo (${name}). No se puede deshacer.`,
        yes: (name) => `Sí, sustituir el enlace (${name})`,
      },
      standin: {
        ask: (name) => `¿Pasar el puesto (${name}) al suplente?`,
        text: (name) =>
          `A partir de ahora el suplente decide por este puesto (${name}) cada vez que la partida lo ` +
          `espere, y sus decisiones no se pueden deshacer. Más tarde puedes devolver el puesto, con ` +
          `un enlace nuevo.`,
        yes: (name) => `Sí, pasar el puesto (${name}) al suplente`,
      },
      back: {
        ask: (name) => `¿Devolver el puesto (${name})?`,
        text: (name) =>
          `Se vuelve a jugar en este puesto (${name}) con un enlace nuevo que tú envías; el antiguo ` +
          `deja de funcionar al instante. No se puede deshacer.`,
        yes: (name) => `Sí, devolver el puesto (${name})`,
      },
      hostLink: {
        ask: () => '¿Sustituir este enlace de anfitrión?',
        text: () =>
          'Esta página pasa a una dirección nueva y la antigua deja de funcionar al instante: guarda ' +
          'la nueva, nadie puede devolvértela.',
        yes: () => 'Sí, sustituir el enlace de anfitrión',
      },
    },
    cancel: 'No, volver a la página de anfitrión',
    done: {
      link: (name) => `Enlace sustituido (${name}): el antiguo ya no funciona. Envía el nuevo:`,
      standin: (name) => `Puesto pasado al suplente (${name}): a partir de ahora decide él.`,
      back: (name) => `Puesto devuelto (${name}): el enlace antiguo ya no funciona. Envía el nuevo:`,
      hostLink: () =>
        'Esta página tiene una dirección nueva, el nuevo enlace de anfitrión: el antiguo ya no funciona. Guarda este:',
      end: () => 'Has terminado la partida para todos.',
    },
    changed: 'Recién cambiado',
  },
  mailStop: {
    stopped: 'Correos detenidos',
    ask: '¿Dejar de recibir correos?',
    stoppedHtml: (gamePage) => `Este puesto ya no recibe correos. Puedes volver a dar una dirección en ${gamePage}.`,
    gamePage: 'tu página de la partida',
    askText: 'Esta partida dejará de enviarte correos cuando te esté esperando.',
    stop: 'Dejar de recibir correos',
    back: 'Volver a la partida',
  },
  error: {
    notFound: 'No encontrado',
    deleted: 'Partida borrada',
    replaced: 'Enlace sustituido',
    server: 'Problema del servidor',
    other: 'Eso no ha funcionado',
    home: 'Volver a la página de inicio',
  },
};

// ---------------------------------------------------------------- refusals

// Tú, as es-a speaks to the player. A player's name never enters these sentences; a
// seat is "el jugador 2", a place keeps its article ("el vecindario 2, área comercial").

const refusalsCap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const refusalsWhose = (r: NameWhere) =>
  (r.path ? `Partida nueva no válida: ${r.path}: ` : '') +
  (r.title ? 'El título' : r.player ? `El nombre del jugador ${r.player}` : 'El nombre');

const refusalsMeans: Record<ReservedMeaning, string> = {
  you: 'la persona que lee la página («tú»)',
  neutral: 'el jugador neutral de una partida de 2 jugadores',
  spectators: 'los espectadores',
  host: 'el anfitrión que creó la partida',
  standIn: 'el suplente que decide por un jugador',
  nobody: 'nadie',
  everyone: 'todos',
  seat: 'un jugador por su número («Jugador 2»)',
};

const refusalsMoment: Record<Timing, string> = {
  beforePlacement: 'antes de la colocación',
  beforeOwnPlacement: 'justo antes de una de tus colocaciones',
  duringPlacement: 'justo después de una de tus colocaciones',
  beforeCounting: 'antes de la contabilización',
  afterCounting: 'después de la contabilización',
};

/** A place with its article: "el vecindario 2, área comercial", "la fila 3 del mercado, columna roja", "el trono". */
const refusalsPlace = (at: Spot | 'throne') =>
  at === 'throne' ? terms.throneRoom : `${'neighborhood' in at ? 'el' : 'la'} ${terms.spot(at)}`;

const refusalsField = (field: FormField, n?: number): string =>
  (
    ({
      broker1: 'el 1.er agente',
      place1: 'el lugar del 1.er agente',
      face1: 'la cara del 1.er agente',
      refill1: 'el 1.er agente de relevo',
      broker2: 'el 2.º agente',
      place2: 'el lugar del 2.º agente',
      face2: 'la cara del 2.º agente',
      refill2: 'el 2.º agente de relevo',
      faces: 'la elección de caras',
      neutralPlace: 'el lugar del agente neutral',
      gems: 'la elección de gemas',
      whiteColour: 'el color de la gema blanca',
      column: `la columna del puesto ${n ?? 1}`,
      neighborhood1: 'el 1.er vecindario',
      neighborhood2: 'el 2.º vecindario',
      queenArea: `el área de ${terms.theCard.queen}`,
      swap1: 'el 1.er agente que se intercambia',
      swap2: 'el 2.º agente que se intercambia',
      markBroker: 'el agente que se marca',
      moveBroker: 'el agente que se mueve',
      newPlace: 'su nuevo lugar',
      giveGem: 'la gema que das',
      takeGem: 'la gema que tomas',
      gemUp: 'la gema que sube',
      gemDown: 'la gema que baja',
      gem1: 'la 1.ª gema',
      gem2: 'la 2.ª gema',
      card: 'la carta',
      bid: 'la apuesta',
      position: 'la posición',
      colour: 'el color',
      direction: 'la dirección',
      throneBroker: 'el agente',
      peekBroker: 'el agente que miras',
      action: 'la acción',
      version: 'la versión de la página',
    }) satisfies Record<FormField, string>
  )[field];

const refusalsForm = (why: string) => `No se ha podido leer ese formulario: ${why}.`;

function refusalsWait(seconds: number): string {
  if (seconds < 90) return `${fmt.es.num(seconds)} ${fmt.es.plural(seconds, { one: 'segundo', other: 'segundos' })}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${fmt.es.num(minutes)} minutos`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const refusalsUrl = (what: 'webhook' | 'pushEndpoint') =>
  what === 'webhook' ? 'El webhook' : 'La dirección de envío push';
const refusalsNums = (values: readonly number[]) => fmt.es.and(values.map(fmt.es.num));

/** A hidden character in a message or the notes (src/engine/names.ts, hiddenChar). */
const refusalsHidden = {
  control: 'un carácter de control',
  direction: 'una marca de dirección, que puede reordenar las palabras de alrededor',
  variation: 'un selector de variación suelto, un carácter invisible',
  invisible: 'un carácter invisible',
  unknown: 'un carácter sin aspecto acordado (privado o sin asignar)',
};

const refusals: Dict['refusals'] = {
  // ---------------------------------------------------------------- names
  nameEmpty: (r) => `${refusalsWhose(r)} está vacío.`,
  nameControl: (r) =>
    `${refusalsWhose(r)} tiene un carácter de control o un salto de línea (${r.char}): escríbelo en una sola línea.`,
  nameDirection: (r) =>
    `${refusalsWhose(r)} tiene una marca de dirección (${r.char}), que puede reordenar las palabras ` +
    `que lo rodean: vuelve a escribirlo sin ella.`,
  nameVariation: (r) =>
    `${refusalsWhose(r)} tiene un selector de variación (${r.char}) suelto, un carácter invisible: ` +
    `vuelve a escribirlo sin él.`,
  nameInvisible: (r) => `${refusalsWhose(r)} tiene un carácter invisible (${r.char}): vuelve a escribirlo sin él.`,
  nameUnknown: (r) =>
    `${refusalsWhose(r)} tiene un carácter sin forma acordada (${r.char}, privado o sin asignar): usa otro.`,
  nameSeparator: (r) =>
    `${refusalsWhose(r)} contiene «${r.char}»: el juego escribe comas, dos puntos y paréntesis entre ` +
    `los nombres y tras ellos («Ana, Bo y Cy», «Ana (tú)»), así que un nombre no los lleva.`,
  nameLoneAccent: (r) => `${refusalsWhose(r)} tiene un acento (${r.char}) que no está sobre ninguna letra.`,
  nameAccents: (r) => `${refusalsWhose(r)} tiene más de ${r.max} acentos sobre una letra.`,
  nameTooLong: (r) => `${refusalsWhose(r)} tiene ${r.length} caracteres, más de ${r.max}.`,
  nameNoLetter: (r) => `${refusalsWhose(r)} no tiene ninguna letra ni cifra.`,
  nameReserved: (r) =>
    `${refusalsWhose(r)}, «${r.name}», es una palabra que el juego usa para ` +
    `${refusalsMeans[r.means]}: elige otro, por ejemplo con un apellido o una inicial, para que ` +
    `ninguna frase pueda referirse a dos personas.`,
  nameSame: (r) =>
    `${refusalsWhose(r)} es igual que el del jugador ${r.first} («${r.name}»): da a cada jugador un ` +
    `nombre distinto, para que todos sepan quién hizo qué.`,
  nameLookAlike: (r) =>
    `${refusalsWhose(r)}, «${r.name}», se parece demasiado al del jugador ${r.first} ` +
    `(«${r.firstName}»): da a cada jugador un nombre que los demás distingan de un vistazo.`,

  // ---------------------------------------------------------------- any action
  notYourTurn: () => 'No es tu turno: la partida está esperando a otro jugador.',
  seatNotWaited: () => 'No se está esperando a este jugador: no hay nada que decidir por él.',
  standInNothing: () => 'El suplente no encontró nada que decidir.',
  invalidSettings: (r) => `La configuración de la partida no es válida (${r.path || 'entrada'}).`,
  invalidAction: (r) => `Esa acción no es válida${r.path === undefined ? '' : ` (${r.path || 'acción'})`}.`,
  gameOver: () => 'La partida ha terminado.',
  noSuchSeat: () => 'Ese jugador no existe en esta partida.',

  // ---------------------------------------------------------------- setup
  dealTooMany: (r) =>
    `El reparto pide ${r.item} en ${r.pile === 'ships' ? 'el mazo de barcos' : 'una reserva neutral'} ` +
    `más veces de las que hay en el juego.`,
  variantsNotWithTwo: () => `${terms.kingsFavor} y ${terms.express} no se usan con 2 jugadores.`,
  threeNeighborhoodsForThree: () =>
    'La opción de tres vecindarios es para 3 jugadores (con 2 jugadores siempre se usan tres).',
  strongNeutralForTwo: () => 'El jugador neutral fuerte es para partidas de 2 jugadores.',
  dealOrderCards: (r) => `Las cartas de orden deben ser de 1 a ${r.players}, una por jugador.`,
  dealCardTwice: () => 'Cada carta de personaje existe una sola vez.',
  neighborhoodNotInPlay: (r) => `El ${terms.neighborhood(r.neighborhood)} no está en juego.`,
  neutralOnlyWithTwo: () => 'Los agentes neutrales solo existen con 2 jugadores.',

  // ---------------------------------------------------------------- bidding
  bidTwo: () => 'Ahora cada jugador debe apostar 2 agentes.',
  alreadyBid: () => 'Ya has apostado en este turno.',
  noBidBrokers: (r) => `No tienes ${refusalsNums(r.values)} tras tu pantalla para apostar.`,
  noBidLeft: () => 'El turno 4 es el último: no queda ninguna puja que planear.',
  chooseOrder: () => 'Ahora debes elegir tu posición en el orden de turno.',
  positionTaken: (r) => `La posición ${r.position} no está libre; elige ${fmt.es.or(r.free.map(fmt.es.num))}.`,

  // ---------------------------------------------------------------- placement
  placeTwo: () => 'Es tu turno de colocar 2 agentes.',
  oneUpOneDown: () => 'Coloca exactamente un agente cara arriba y otro cara abajo.',
  onlyConjurer: () => `Solo ${terms.theCard.conjurer} permite que un agente salga de delante de tu pantalla.`,
  conjurerRefill: () =>
    `Con ${terms.theCard.conjurer}, indica el agente de detrás de tu pantalla que ocupa su lugar delante.`,
  notBehind: (r) => `No tienes ${refusalsNums(r.values)} tras tu pantalla.`,
  notInFront: (r) => `No tienes ${refusalsNums(r.values)} delante de tu pantalla.`,
  placeNeutral: () => 'Con 2 jugadores también colocas 1 agente neutral cara abajo.',
  queenClosed: (r) =>
    `${refusalsCap(terms.theCard.queen)} ha cerrado este lugar durante el resto del turno: ${refusalsPlace(r.spot)}.`,
  rowClosed: (r) => `La ${terms.marketRow(r.row)} está cerrada en esta partida.`,
  squareTaken: (r) =>
    `El espacio del mercado de la fila ${r.row}, columna ${terms.colour[r.column]}, ya tiene un agente.`,
  squareTwice: (r) =>
    `Cada espacio del mercado admite un solo agente: has elegido dos veces la fila ${r.row}, columna ` +
    `${terms.colour[r.column]}.`,

  // ---------------------------------------------------------------- character cards
  cardNotHeld: (r) => `${refusalsCap(terms.theCard[r.card])} no está en tu mano.`,
  cardWonThisTurn: (r) =>
    `${refusalsCap(terms.theCard[r.card])} se ganó en este turno: podrás jugar esa carta a partir del turno siguiente.`,
  twoCardsPlayed: () => 'Ya has jugado 2 cartas en este turno.',
  cardNotNow: (r) =>
    `${refusalsCap(terms.theCard[r.card])} no se juega ahora: su momento es ${refusalsMoment[r.moment]}.`,
  playOrPass: () => 'Juega una carta o pasa.',
  noBrokerAt: (r) => `No tienes ningún agente en ${refusalsPlace(r.at)} (posición ${r.position}).`,
  queensAreaUntouchable: () => `Los agentes del área de ${terms.theCard.queen} no se pueden tocar.`,
  captainTwoNeighborhoods: () =>
    `${refusalsCap(terms.theCard.captain)} intercambia los barcos de dos vecindarios activos distintos.`,
  magicianTwoPlaces: () =>
    `${refusalsCap(terms.theCard.magician)} intercambia dos agentes situados en dos lugares distintos.`,
  mercenaryMarks: () => `${refusalsCap(terms.theCard.mercenary)} marca uno de los dos agentes que acabas de colocar.`,
  heraldNoThrone: () => `${refusalsCap(terms.theCard.herald)} nunca toca ${terms.throneRoom}.`,
  heraldAnotherPlace: () => `${refusalsCap(terms.theCard.herald)} mueve un agente a otro lugar.`,
  alchemistBoth: () => `${refusalsCap(terms.theCard.alchemist)} cambia una gema que das por una que tomas.`,
  alchemistOtherColour: () => `${refusalsCap(terms.theCard.alchemist)} toma una gema de otro color.`,
  noGemToGive: (r) => `No tienes ninguna gema ${terms.colour[r.gem]} que dar.`,
  bankerTwoGems: () => `${refusalsCap(terms.theCard.banker)} mueve dos gemas distintas.`,
  spyNotPlayed: () => `Solo quien ha jugado ${terms.theCard.spy} en este turno puede mirar agentes ocultos.`,
  spyOnlyPlacement: () => `${refusalsCap(terms.theCard.spy)} solo mira durante la fase de colocación.`,
  spyThreeLooks: () => `${refusalsCap(terms.theCard.spy)} ya ha mirado 3 agentes.`,
  noThroneRoom: () => 'En esta partida no hay trono.',
  spyFaceDownOther: () => `${refusalsCap(terms.theCard.spy)} mira un agente cara abajo de otro jugador.`,
  spyNeutral: () =>
    `Nadie puede conocer el valor de un agente neutral antes de que se cuente, ni siquiera ${terms.theCard.spy}.`,
  spySeen: () => 'Ya has visto ese agente.',
  quotationAtEnd: (r) =>
    `La cotización de la gema ${terms.colour[r.colour]} ya está ` +
    `${r.step > 0 ? 'en lo más alto (12)' : 'en lo más bajo (0)'}: un movimiento debe cambiar una ` +
    `cotización (R7.5).`,

  // ---------------------------------------------------------------- counting
  chooseGems: (r) => `Elige tus gemas en el puerto del ${terms.neighborhood(r.neighborhood)}.`,
  takeExactly: (r) =>
    `Toma exactamente ${fmt.es.num(r.count)} ${fmt.es.plural(r.count, { one: 'gema', other: 'gemas' })}.`,
  noGemInPort: (r) => `No queda ninguna gema ${terms.colour[r.gem]} en este puerto.`,
  whiteAsWhat: () => 'Indica qué gema de color tomas por la gema blanca.',
  onlyWhiteAs: () => 'Solo una gema blanca se toma como gema de otro color.',
  nameWhiteColour: (r) =>
    `Indica en qué color se convierte tu gema blanca ` +
    `(${r.reason === 'blueCard' ? 'la carta de borde azul' : `la ${terms.marketRow(r.reason.row)}`}).`,
  orderColumns: () => 'Ordena las columnas empatadas del mercado.',
  orderExactly: (r) =>
    `Ordena exactamente las columnas empatadas ` +
    `(${fmt.es.and(r.columns.map((c) => terms.colour[c]))}), de la mejor a la peor.`,
  moveQuotation: () => 'Como líder del mercado, mueve una cotización un paso.',

  // ---------------------------------------------------------------- the King's Favor
  throneChoose: () => `Elige uno de los agentes de delante de tu pantalla para ${terms.throneRoom}.`,
  throneChosen: () => `Ya has elegido tu agente para ${terms.throneRoom}.`,

  // ---------------------------------------------------------------- the game's object
  notFound: () =>
    'No hay ninguna partida en esta dirección, o el enlace no es válido. Comprueba que has copiado el enlace entero.',
  gone: (r) =>
    `${r.finished ? 'Esta partida había terminado y se borró' : 'Esta partida se borró'} el ` +
    `${terms.date(r.at)}, tras ${terms.days(r.days)} sin ninguna jugada.`,
  storedDamaged: (r) =>
    `Los datos guardados de esta partida están dañados y no se pueden leer.${r.detail ? ` (${r.detail})` : ''}`,
  storedOlder: (r) =>
    `Esta partida se guardó con un formato antiguo (formato de almacenamiento ${r.storage}) que este ` +
    `servidor ya no lee.`,
  storedNewer: (r) =>
    `Esta partida la guardó una versión más reciente de Ys online (formato de almacenamiento ` +
    `${r.storage}${r.stateSchema === null ? '' : `, esquema de estado ${r.stateSchema}`}); ` +
    (`este servidor lee hasta el formato ${r.readsStorage} y el esquema ${r.readsSchema}. Actualiza el ` +
      `servidor para continuarla.`),
  storedSchema: (r) =>
    `Esta partida se guardó con el esquema de estado ${r.stateSchema}, que este servidor no puede leer.`,
  storedActionBroken: (r) =>
    `La acción guardada n.º ${r.seq} de esta partida ya no es válida, así que la partida no puede ` +
    `continuar con seguridad.`,
  noSecretCheck: () => 'Este servidor no tiene LINK_SECRET, así que no puede comprobar los enlaces de las partidas.',
  noSecretSign: () => 'Este servidor no tiene LINK_SECRET, así que no puede firmar los enlaces de las partidas.',
  gameExists: () => 'Esta partida ya existe.',
  standInNotYours: () => 'Un suplente solo decide cuando se acaba el tiempo de un jugador: toma tu propia decisión.',
  linkReplaced: () => 'No se ha jugado nada: el anfitrión ha sustituido este enlace. Pídele el nuevo.',
  seatStandIn: () =>
    'No se ha jugado nada: el anfitrión ha pasado tu puesto al suplente, que decide por ti. Para volver a ' +
    'jugar, pídele que te devuelva el puesto (con un enlace nuevo).',
  stale: () =>
    'Esta página estaba desactualizada: la partida ha avanzado desde entonces. Aquí tienes el estado ' +
    'actual; vuelve a decidir si aún te toca.',
  noPush: () => 'Este servidor no envía notificaciones push (no tiene claves VAPID).',
  noMail: () => 'Este servidor no envía correos electrónicos.',
  noClock: () => 'Esta partida no tiene tiempo por jugada: no hay ningún reloj que pausar.',
  unknownLang: () => 'Elige uno de los idiomas disponibles.',
  noSeatHere: (r) => `Esta partida tiene los jugadores 0 a ${r.seats - 1}; el jugador ${r.seat} no existe.`,
  botSeat: () => 'El bot de la partida juega este puesto: no tiene enlace ni necesita suplente.',
  alreadyOver: () => 'Esta partida ya ha terminado: no queda nada que terminar.',
  rematchNotOver: () => 'Solo se puede jugar la revancha cuando esta partida haya terminado.',
  recordNotOver: () =>
    'El registro de la partida y su repetición se abren cuando la partida termina: antes revelarían ' +
    'lo que está oculto (R13): ' +
    ('la semilla fija cada carta y cada barco que aún han de salir, y las acciones muestran los ' +
      'agentes cara abajo y las apuestas.'),
  recordBroken: () =>
    'El registro de esta partida ya no se puede reproducir en este servidor, así que no se puede ' +
    'mostrar su repetición.',
  ended: () => 'El anfitrión terminó esta partida.',
  tooManyFromAddress: (r) =>
    `Demasiadas partidas nuevas desde tu dirección: como máximo ${fmt.es.num(r.allowed)} por minuto. ` +
    `No se ha creado ninguna partida; vuelve a intentarlo dentro de ${refusalsWait(r.retryAfter)}.`,
  dailyBudget: (r) =>
    `Este servidor ya ha creado todas las partidas nuevas que crea en un día ` +
    `(${fmt.es.num(r.allowed)}, para no salir de su alojamiento gratuito). ` +
    (`No se ha creado ninguna partida; vuelve a intentarlo después de la medianoche UTC, dentro de ` +
      `${refusalsWait(r.retryAfter)}. Las partidas ya creadas siguen con normalidad.`),
  budgetUnavailable: () =>
    'El servidor no ha podido contar esta partida nueva ahora mismo. No se ha creado ninguna partida; ' +
    'vuelve a intentarlo en unos segundos.',
  tooManyWrites: (r) =>
    `Demasiados cambios de este tipo desde este enlace: como máximo ${fmt.es.num(r.max)} por minuto. No se ha ` +
    `cambiado nada; vuelve a intentarlo dentro de ${refusalsWait(r.retryAfter)}.`,
  writeBudget: (r) =>
    `Esta partida ya ha hecho todos los cambios, aparte de las jugadas, que puede hacer en un día ` +
    `(${fmt.es.num(r.allowed)} filas escritas, para que ninguna partida gaste mucho del alojamiento gratuito del ` +
    `servidor). ` +
    `No se ha cambiado nada; vuelve a intentarlo después de la medianoche UTC, dentro de ` +
    `${refusalsWait(r.retryAfter)}. Las jugadas siguen con normalidad.`,

  // ---------------------------------------------------------------- request bodies
  bodyUnreadable: () => 'No se ha podido leer el cuerpo de la petición.',
  bodyTooLarge: (r) => `El cuerpo de la petición es demasiado grande (como máximo ${fmt.es.num(r.max)} bytes).`,
  bodyNotUtf8: () => 'El cuerpo de la petición no es texto UTF-8 válido; envía el texto en UTF-8.',
  bodySurrogate: () =>
    'El cuerpo de la petición tiene texto que no es Unicode válido (un sustituto UTF-16 suelto, como \\ud800).',
  bodyNumberTooLarge: () => 'Un número del cuerpo de la petición es demasiado grande.',
  bodyEmpty: () => 'El cuerpo de la petición está vacío; envía JSON.',
  bodyTooDeep: (r) => `El cuerpo de la petición anida más de ${r.max} niveles; ninguna petición de este juego lo hace.`,
  bodyNotJson: () => 'El cuerpo de la petición no es JSON válido.',
  jsonNotForm: () => 'Aquí se envía JSON (Content-Type: application/json), no un formulario.',
  sendForm: () => 'Envía un formulario (application/x-www-form-urlencoded o multipart/form-data).',
  formMalformed: () => 'El formulario está mal formado y no se ha podido leer; vuelve a enviarlo desde la página.',
  formTooManyFields: (r) => `El formulario tiene más de ${r.max} campos.`,
  unexpectedBody: (r) => `Cuerpo inesperado: ${r.path || 'el cuerpo'} no es válido.`,
  controlFormUnreadable: () => 'No se ha podido leer el formulario.',

  // ---------------------------------------------------------------- the server
  crossSite: () =>
    'Rechazado: esta petición viene de otro sitio. Ys online solo acepta formularios, acciones y ' +
    'conexiones en directo ' +
    'desde sus propias páginas (un script puede enviar sus peticiones sin cabecera Origin).',
  notConfigured: () =>
    'Este servidor no está configurado: LINK_SECRET no está definido, así que no puede firmar ni ' +
    'comprobar los enlaces de las partidas. ' +
    'Quien lo administra debe ejecutar `npx wrangler secret put LINK_SECRET` y volver a desplegarlo.',
  serverError: () => 'Algo ha fallado en el servidor. No se ha cambiado nada; inténtalo de nuevo.',
  expectedWebSocket: () => 'Se esperaba una conexión WebSocket.',
  usePost: () => 'Este control del anfitrión cambia la partida: usa POST.',

  // ---------------------------------------------------------------- a new game
  sendNewGameForm: () => 'Envía el formulario de partida nueva.',
  createTakesJson: () => 'Aquí se envía JSON: envía la partida nueva con Content-Type: application/json.',
  badNewGame: (r) => `Partida nueva no válida: ${r.path || 'el cuerpo'} no es válido.`,
  fixedDealRefused: () =>
    'seed y deal solo se aceptan donde el despliegue define ALLOW_FIXED_DEALS=1 (pruebas, desarrollo local): ' +
    'quien conociera la semilla podría conocer el mazo de barcos y los montones de personajes.',
  allBots: () => 'Al menos un jugador debe ser una persona: una partida solo de bots no tiene quien la juegue.',
  botEmail: () => 'El puesto de un bot no lleva dirección de correo: nadie la leería.',
  noMailServer: () =>
    'Este servidor no envía correos: deja vacías las direcciones de los jugadores y envíales tú mismo sus enlaces.',
  chooseMoveTime: () => 'Elige de la lista un tiempo por jugada.',
  moveSecondsRange: (r) =>
    `El tiempo por jugada debe ir de ${fmt.es.num(r.min)} a ${fmt.es.num(r.max)} segundos (2 ` +
    `semanas), o 0 para no tener límite.`,
  playerEmailTooLong: (r) =>
    `Correo del jugador ${r.player}: una dirección de correo tiene como máximo 254 caracteres.`,
  playerNotEmail: (r) => `Correo del jugador ${r.player}: eso no es una dirección de correo.`,
  playerSeatChoice: (r) => `Jugador ${r.player}: elige una persona o el bot.`,
  notUrl: (r) => `${refusalsUrl(r.what)} no es una URL.`,
  notHttps: (r) =>
    `${refusalsUrl(r.what)} debe ser una URL ` +
    `https://${r.what === 'webhook' ? ' (como las que dan Discord y Slack)' : ''}.`,
  urlTooLong: (r) => `${refusalsUrl(r.what)} tiene más de ${fmt.es.num(r.max)} caracteres.`,
  urlCredentials: (r) => `${refusalsUrl(r.what)} no puede llevar usuario ni contraseña.`,
  urlPort: (r) => `${refusalsUrl(r.what)} debe usar el puerto https habitual (443), ningún otro.`,
  urlIpAddress: (r) => `${refusalsUrl(r.what)} debe nombrar su servidor, no dar una dirección IP.`,
  urlLocalName: (r) =>
    `${refusalsUrl(r.what)} debe estar en internet público: ni localhost, ni un nombre sin punto o ` +
    `terminado en .localhost, .local, .internal o .home.arpa.`,
  pushServiceUnknown: () =>
    'La dirección de envío push debe ser la de un servicio push de navegador (Google, Mozilla, Apple o Microsoft).',
  checkNamesTooLong: (r) => `Revisa los nombres: un nombre tiene como máximo ${r.max} caracteres.`,
  checkNamesTooMany: () => 'Revisa los nombres: como máximo 4 jugadores.',
  twoNames: () => 'A Ys se juega de 2 a 4 jugadores: escribe al menos dos nombres (R2.1).',
  cannotSetUp: (r) => `No se puede preparar esa partida: ${r.path || 'las opciones'} no es válido.`,

  // ---------------------------------------------------------------- a seat's action
  formUnreadable: () => 'No se ha podido leer ese formulario.',
  fieldMissing: (r) => refusalsForm(`falta ${refusalsField(r.field, r.n)}`),
  fieldRepeated: (r) => refusalsForm(`${refusalsField(r.field, r.n)} se ha enviado más de una vez`),
  fieldNotNumber: (r) => refusalsForm(`${refusalsField(r.field, r.n)} debe ser un número entero`),
  fieldNotOneOf: (r) => refusalsForm(`${refusalsField(r.field, r.n)} debe ser ${fmt.es.or(r.values)}`),
  fieldNotSpot: (r) => refusalsForm(`${refusalsField(r.field, r.n)} no es un lugar del tablero`),
  fieldNotCity: (r) => refusalsForm(`${refusalsField(r.field, r.n)} debe ser un área de la ciudad`),
  fieldNotBroker: (r) => refusalsForm(`${refusalsField(r.field, r.n)} no es un agente del tablero`),
  fieldNotBrokerValue: (r) => refusalsForm(`${refusalsField(r.field, r.n)} debe ser el valor de un agente`),
  sayFaceUp: () => refusalsForm('indica qué agente va cara arriba'),
  refillFromFront: (r) =>
    refusalsForm(
      `${refusalsField(r.nth === 1 ? 'broker1' : 'broker2')} sale de delante de tu pantalla: elige el ` +
        `agente de detrás de tu pantalla que ocupa su lugar`,
    ),
  gemsFormat: () => refusalsForm('las gemas deben ser uno o dos nombres de gema'),
  whiteColourMissing: () => refusalsForm('indica en qué color se convierte tu gema blanca'),
  columnsTwice: () => refusalsForm('indica cada columna una sola vez'),
  bidFormat: () => refusalsForm('la apuesta debe ser un par de valores de agente'),
  formNotAction: (r) => `Ese formulario no forma una acción válida${r.path ? ` (${r.path})` : ''}.`,
  actionBodyNoAction: () => 'Se esperaba { action, version }: action: falta la acción',
  actionBodyNoVersion: () =>
    'Se esperaba { action, version }: version: falta la versión: envía la versión de la vista sobre ' +
    'la que decidiste, ' +
    'para que una acción enviada dos veces se aplique una sola vez',
  actionBodyInvalid: (r) => `Se esperaba { action, version }: ${r.path || 'el cuerpo'} no es válido.`,

  // ---------------------------------------------------------------- host controls
  confirmEnd: () => 'Marca la casilla para confirmar que la partida termina para todos.',
  seatParam: () => 'Ese jugador no existe: el jugador es un número, 0 para el primero.',

  // ---------------------------------------------------------------- a seat's notifications
  emailTooLong: () => 'Una dirección de correo tiene como máximo 254 caracteres.',
  notEmail: () => 'Eso no es una dirección de correo.',
  sendSubscriptionJson: () => 'Envía la suscripción en JSON.',
  sendJson: () => 'Envía JSON.',

  // ---------------------------------------------------------------- the replay
  replayStepNaN: () =>
    'Este paso de la repetición no es un número. Los pasos se numeran desde 0 (el inicio); abre la ' +
    'repetición sin ?step= para empezar.',
  replayPart: () =>
    'Esta dirección de la repetición pide una parte que no existe: solo hay part=step (un paso solo, ' +
    'para el script de la página); ábrela sin part= para ver la página entera.',
  noReplayStep: (r) => `No existe el paso ${r.step}: esta repetición tiene los pasos 0 a ${r.last}.`,
  noAnalysisSeat: (r) =>
    `No hay asiento ${r.seat} en esta partida: sus asientos van del 0 al ${r.last} (?seat=0 es el primero).`,
  analysisMismatch: () =>
    'El análisis enviado no corresponde a las decisiones de este asiento en esta partida. Recarga la ' +
    'página para calcularlo de nuevo.',
  // ---------------------------------------------------------------- el chat y las notas
  analysisOrder: (r) =>
    `El análisis enviado no da las decisiones de este asiento en el orden en que se tomaron (en la ` +
    `versión ${r.version}). Recarga la página para calcularlo de nuevo.`,
  analysisStandIn: (r) =>
    `El análisis enviado sugiere la jugada del suplente en la versión ${r.version}: una sugerencia es ` +
    `una jugada que el propio asiento podría hacer. Recarga la página para calcularlo de nuevo.`,
  analysisIllegal: (r) =>
    `El análisis enviado sugiere en la versión ${r.version} una jugada que las reglas no permitían ` +
    `entonces a este asiento. Recarga la página para calcularlo de nuevo.`,
  replayTooFast: (r) =>
    `Este enlace pidió demasiados pasos de repetición o análisis: como máximo ` +
    `${fmt.es.num(r.max)} ` +
    `por minuto. Inténtalo de nuevo en ${refusalsWait(r.retryAfter)}.`,
  chatBefore: () => 'Indica qué mensajes leer: ?before= con el número del mensaje más antiguo que se muestra.',
  chatEmpty: () => 'El mensaje está vacío: escribe algo primero.',
  chatTooLong: (r) =>
    `El mensaje tiene ${fmt.es.num(r.length)} caracteres, más de ${fmt.es.num(r.max)}. No se ha publicado.`,
  chatChar: (r) => `El mensaje tiene ${refusalsHidden[r.kind]} (${r.char}): envíalo sin él. No se ha publicado.`,
  chatLoneMark: (r) =>
    `El mensaje tiene un acento (${r.char}) que no está sobre ninguna letra: escribe la letra con su ` +
    `acento. No se ha publicado.`,
  chatMarks: (r) =>
    `El mensaje tiene más de ${fmt.es.num(r.max)} acentos apilados sobre una letra: envíalo sin ` +
    `ellos. No se ha publicado.`,
  chatTooFast: (r) =>
    `Como máximo ${fmt.es.num(r.max)} mensajes por minuto: vuelve a intentarlo dentro de ` +
    `${refusalsWait(r.retryAfter)}. No se ha publicado.`,
  chatFull: (r) => `El chat de esta partida está lleno (${fmt.es.num(r.max)} mensajes): no se pueden publicar más.`,
  chatMuted: () => 'El anfitrión te ha silenciado en el chat de esta partida: tu mensaje no se ha publicado.',
  chatSeatsOnly: () => 'Solo los jugadores escriben en el chat: este enlace no es de un jugador.',
  chatNoMessage: (r) => `No hay ningún mensaje ${r.id} en el chat de esta partida.`,
  chatBody: () => 'Envía el texto como { "text": "…" }, o en el campo text del formulario.',
  hintsOff: () => 'Esta partida se creó sin pistas.',
  hintNotYourMove: () => 'Una pista es para tu propia jugada: la partida no te está esperando ahora.',
  planWaitedOn: () => 'La partida te está esperando ahora: haz tu jugada en vez de planearla.',
  planKind: () => 'Solo se puede planear una colocación, una puja, una carta o pasar.',
  planNotNow: () => 'Ahora no se puede planear nada: el anfitrión pausó la partida o dio tu asiento al suplente.',
  standingInvalid: (r) =>
    `Se esperaba { pass, gems }: ${r.path || 'el cuerpo'} no es válido` +
    ` (gems: colores distintos entre blue, green, yellow, red).`,
  notesTooLong: (r) =>
    `Las notas tienen ${fmt.es.num(r.length)} caracteres, más de ${fmt.es.num(r.max)}. No se han guardado.`,
  notesChar: (r) => `Las notas tienen ${refusalsHidden[r.kind]} (${r.char}): quítalo. No se han guardado.`,
};

// ---------------------------------------------------------------- notify

// Tú, as the Spanish rulebook (es-a); a seat is "puesto" and an e-mail "correo", as pages says.
const notifyCapital = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text);
/** The push button's label, as the iPhone note and the blocked message name it. */
const notifyButton = 'Avísame';

const notify: Dict['notify'] = {
  title: 'Avisos',
  notifyMe: notifyButton,
  stop: 'Desactivar',
  iphoneNote:
    `En un iPhone o iPad: añade esta página a tu pantalla de inicio (Compartir y luego Añadir a ` +
    `pantalla de inicio), ábrela desde allí y pulsa ${notifyButton}.`,
  mailOn: 'Los correos están activados para este puesto.',
  stopMails: 'Dejar de recibir correos',
  mailLabel: 'Envíame un correo cuando la partida me espere',
  save: 'Guardar',
  mailPrivate: 'Tu dirección nunca se muestra a los demás jugadores.',

  script: {
    on: 'Este navegador recibe un aviso cuando la partida te espera.',
    off: 'Este navegador no recibe avisos.',
    unreachable: 'No se ha podido contactar con la partida: comprueba tu conexión e inténtalo de nuevo.',
    refused: (status) => `La partida lo ha rechazado (${status}).`,
    subscribeFailed: 'No se ha podido suscribir este navegador (una ventana privada no puede): inténtalo más tarde.',
    blocked:
      `Los avisos están bloqueados para este sitio: permítelos en los ajustes del navegador y vuelve a ` +
      `pulsar ${notifyButton}.`,
    unsubscribeFailed: 'No se ha podido dar de baja este navegador: inténtalo más tarde.',
  },

  gameName: (names) => `Ys con ${fmt.es.and(names)}`,
  yourMove: (game) => `Te toca en ${game}`,
  reminder: (game) => `Recordatorio: te toca en ${game}`,
  ask: (decision) => notifyCapital(decision.replace(/^[^:]*: /, '')),
  notice: (ask, left) => `${ask}${left ? ` (${left})` : ''}.`,
  sinceLastMove: (moves, latest, messages) =>
    `Desde tu última jugada: ${[
      moves
        ? `${fmt.es.num(moves)} ${fmt.es.plural(moves, { one: 'jugada', other: 'jugadas' })}; lo último: ${latest}`
        : '',
      messages
        ? `${fmt.es.num(messages)} ` +
          `${fmt.es.plural(messages, { one: 'mensaje nuevo', other: 'mensajes nuevos' })} en el chat`
        : '',
    ]
      .filter(Boolean)
      .join('; ')}`,
  chatNew: (count, game) =>
    `${fmt.es.num(count)} ${fmt.es.plural(count, { one: 'mensaje nuevo', other: 'mensajes nuevos' })} en ${game}`,
  chatOpen: 'Abre tu página para leer el chat.',
  webhook: (decision, left, title) => `${title ?? 'Ys'}: ${decision}${left ? ` (${left})` : ''}.`,
  follow: 'Sigue la partida:',
  invitationTitle: (game) => `Tu puesto en ${game}`,
  invitationBody: (others) =>
    `Tienes un puesto en una partida de Ys online con ${fmt.es.and(others)}. ` +
    ('Abajo está tu propio enlace para jugar: no se lo des a nadie, porque quien lo tenga juega en tu ' +
      'puesto. Esta partida te enviará un correo cuando te espere.'),
  mailWhy: 'Recibes esto porque se dio una dirección de correo para tu puesto en una partida de Ys online.',
  mailStop: 'Dejar de recibir estos correos (un clic):',

  badBack: 'La página a la que volver debe ser una página de este sitio.',

  service: { webhook: 'el webhook', push: 'el servicio de avisos push', mail: 'la API de correo' },
  why: {
    unreachable: (service) => `${service}: no se pudo contactar`,
    status: (service, status) => `${service} respondió ${status}`,
    pushNotUrl: 'la dirección push no es una URL',
    pushNotHttps: 'la dirección push debe ser una URL https://',
    encrypt: 'no se pudo cifrar el aviso push para este navegador',
    binding: 'el binding send_email rechazó el correo',
    noVapid: 'este servidor no tiene ahora claves VAPID',
    noMailer: 'este servidor no envía ahora correos',
    mailCap: 'esta partida alcanzó su límite diario de correos',
    notPublic: (service) => `${service}: no es una dirección a la que este servidor pueda enviar (solo https público)`,
    timeout: (service, seconds) => `${service} no respondió en ${fmt.es.num(seconds)} s`,
    outCap: (max) => `esta partida alcanzó su límite de ${fmt.es.num(max)} envíos por hora`,
  },
};

const hints: Dict['hints'] = {
  option: {
    label: 'Pistas (partida de aprendizaje)',
    help: 'Cada jugador puede pedir la sugerencia del bot para su jugada; el registro dice a todos quién la pidió.',
  },
  badge: 'Con pistas',
  badgeHelp:
    'Partida de aprendizaje: cada jugador puede pedir la sugerencia del bot, y el registro dice a ' +
    'todos quién la pidió.',
  asked: (name) => `${name} pidió una pista`,
  button: 'Pista',
  working: 'Pensando…',
  shown: 'La sugerencia del bot está dibujada en el tablero y rellenada: revísala, cámbiala si quieres y envíala tú.',
  why: (gain) => `El bot espera unos ${gain} PV para ti en la próxima contabilización.`,
  failed: 'Ahora no hay pista: revisa tu conexión y vuelve a intentarlo.',
};

const chat: Dict['chat'] = {
  title: 'Chat',
  messages: 'Mensajes, los más recientes primero',
  older: 'Mensajes anteriores',
  unread: (n) => `${n} nuevos`,
  message: 'Mensaje',
  send: 'Enviar',
  help: 'Los jugadores y el anfitrión leen este chat. Como máximo 500 caracteres.',
  none: 'Todavía no hay mensajes.',
  hidden: 'Ocultado por el anfitrión.',
  muted: 'El anfitrión te ha silenciado: lees el chat, pero no puedes escribir en él.',
  hide: 'Ocultar',
  mute: (name) => `Silenciar a ${name}`,
  unmute: (name) => `Quitar el silencio a ${name}`,
  mutedMark: 'Silenciado: no puede escribir en el chat.',
  hostHelp: 'Ocultar un mensaje borra sus palabras para todos. Un jugador silenciado sigue leyendo el chat.',
  option: { label: 'Los espectadores leen el chat', help: 'Si no, solo lo leen los jugadores y el anfitrión.' },
  notes: {
    title: 'Mis notas',
    label: 'Tus planes, solo para ti',
    save: 'Guardar notas',
    saving: 'Guardando…',
    saved: 'Guardado.',
    failed: 'No se ha guardado: comprueba tu conexión.',
    help:
      'Solo tú ves estas notas: nunca los demás jugadores, los espectadores ni el anfitrión. Se guardan ' +
      'mientras escribes.',
  },
  standing: {
    title: 'Decisiones fijas',
    pass: 'Pasar en todas las ventanas de cartas de este turno',
    passHelp:
      'Hasta la próxima puja, tus ventanas de cartas pasan sin preguntarte, y también el momento justo después de ' +
      'cada una de tus colocaciones.',
    gems: 'Tomar las gemas del puerto en este orden de colores',
    gemAt: (n) => `${terms.ordinal(n)} color`,
    noColour: '(ninguno)',
    gemsHelp:
      'Cuando eliges gemas de un puerto, se toman por ti en este orden, primero una gema blanca, como el primer ' +
      'color; una gema blanca ganada en otro sitio también se nombra como el primer color. Si el orden nombra ' +
      'menos gemas de las ofrecidas, se te pregunta.',
    now: (pass, gems) => {
      const gemList = gems.map((g) => termsColour[g]).join(', ');
      const parts = [...(pass ? ['pasar este turno'] : []), ...(gems.length ? [`gemas ${gemList}`] : [])];
      return `Decisiones fijas: ${parts.join('; ') || 'ninguna'}`;
    },
    open: 'Cambiarlas',
    save: 'Guardar',
  },
  /** A seat's planned move (src/room/plans.ts), in its own panel alone. */
  plan: {
    ahead: 'Planear mi próxima jugada',
    button: 'Planear',
    open: 'Mostrar las opciones para planear',
    as: (what: string) => `Planear: ${what}`,
    title: 'Mi jugada planeada',
    planned: (what: string) =>
      `Planeado para tu próxima decisión: ${what}. Se juega entonces, si nada de lo que cuenta ha cambiado.`,
    bid: (a: number, b: number) => `pujar ${fmt.es.num(a)} y ${fmt.es.num(b)}`,
    bidNote: (turn: number) =>
      `Se juega en la puja del turno ${fmt.es.num(turn)}, antes de que veas sus personajes (R4.1); ` +
      'no se juega si antes cambia una cotización o una mano.',
    placement: (value: number, faceUp: boolean, spot: Spot) =>
      `${fmt.es.num(value)} ${faceUp ? 'boca arriba' : 'boca abajo'} en ${terms.spot(spot)}`,
    neutral: (spot: Spot) => `el agente neutral en ${terms.spot(spot)}`,
    card: (card: YellowCard) => `jugar ${terms.theCard[card]}`,
    pass: 'pasar',
    cancel: 'Cancelar el plan',
    dropped: (why: string) => `Tu jugada planeada no se jugó: ${why}`,
    why: {
      decision: 'tu decisión ahora es de otro tipo.',
      placed: (names: readonly string[], spot: Spot) => `${fmt.es.and(names)} colocó en ${terms.spot(spot)}.`,
      changed: (spot: Spot) => `${terms.spot(spot)} cambió.`,
      cards: 'las cartas cambiaron desde que la planeaste.',
      quotation: 'las cotizaciones cambiaron desde que la planeaste.',
      paused: 'el anfitrión pausó la partida.',
    },
  },
};

const chart: Dict['chart'] = {
  title: 'Dónde se ganó la partida',
  lead:
    'Los PV de cada jugador tras cada turno (línea continua) y, en discontinua, sus PV más lo que ' +
    'puntuarían sus gemas con las cotizaciones de ese turno.',
  tick: (turn) => (turn === 0 ? 'Inicio' : `Turno ${turn}`),
  vpAxis: 'PV',
  vpLine: 'PV',
  gemsLine: 'PV + gemas con las cotizaciones del momento',
  tableSummary: 'Las puntuaciones en una tabla',
  tableNote: 'PV tras cada turno y, entre paréntesis, PV más gemas.',
  player: 'Jugador',
};

export const es: Dict = {
  lang: 'es',
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
