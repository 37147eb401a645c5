// The rules page (GET /rules), the links that carry a rule citation there, and a line
// per character card. The words are short summaries of /work/shared/rules/ys-rules.md,
// the one authority: where this page and that file differ, the file is right.
// Every rule and sub-rule has its own anchor (`id="R6.2"`), so a citation anywhere in
// the game can link straight to the words it cites.
import type { Card } from '../src/engine/index.ts';
import { esc } from './html.ts';
import { cardName } from './theme.ts';

type SubRule = { id: string; title: string; text: string };
type Rule = { id: string; title: string; text?: string; subs?: SubRule[] };

/**
 * What each card does, in a few words, with its moment in parentheses (R9). Blue
 * cards are four copies of one card.
 */
export const CARD_HINTS: Record<Card, string> = {
  captain: 'swap the ship cards of two ports (before placement)',
  cardinal: 'place your brokers face up or face down as you like this turn (before placement)',
  spy: 'look at up to 3 face-down brokers of other players this turn (before placement)',
  conjurer: 'place brokers from your front, refilling it from behind the screen (before placement)',
  queen: 'close one city area to every broker this turn (during placement)',
  magician: 'swap two of your own brokers on the board (during placement)',
  mercenary: 'one of the two brokers just placed counts 5 this turn (during placement)',
  herald: 'move one of your brokers to another area or market square (before counting)',
  merchant: 'every commerce majority scores 5 VP this turn (before counting)',
  intriguer: 'win every tie you are in this turn (before counting)',
  alchemist: 'exchange one of your gems for a coloured gem of another colour (after counting)',
  banker: 'move one quotation up a step and another down a step (after counting)',
  jeweler: 'take 2 coloured gems of your choice (after counting)',
  prince: '+4 VP (at once when won)',
  king: '+5 VP (at once when won)',
  'blue-1': 'take one coloured gem of your choice (at once when won)',
  'blue-2': 'take one coloured gem of your choice (at once when won)',
  'blue-3': 'take one coloured gem of your choice (at once when won)',
  'blue-4': 'take one coloured gem of your choice (at once when won)',
};

/** "Queen: close one city area to every broker this turn (during placement)": plain text, for the caller to escape. */
export const cardHint = (card: Card) => `${cardName(card)}: ${CARD_HINTS[card]}`;

// R9's cards in the order the rulebook's table lists them: by moment, then as printed.
const R9_CARDS: Card[] = [
  'captain', 'cardinal', 'spy', 'conjurer', 'queen', 'magician', 'mercenary', 'herald', 'merchant',
  'intriguer', 'alchemist', 'banker', 'jeweler', 'prince', 'king', 'blue-1',
];

const RULES: Rule[] = [
  {
    id: 'R1', title: 'Components', subs: [
      { id: 'R1.1', title: 'Brokers', text: 'Each player has 11 brokers worth 0, 0, 1, 1, 1, 2, 3, 3, 3, 4, 4 (22 in all). Three more 2s each are used only by the King\'s Favor (R10).' },
      { id: 'R1.2', title: 'Gems', text: 'Blue, green, yellow and red are the coloured gems. Black gems come only from ports and score on their own table. A white gem is never kept: whoever wins one takes a coloured gem of their choice instead. The bank never runs out.' },
      { id: 'R1.3', title: 'Ship cards', text: '24 cards, each with one large gem and two small ones of three different colours; 4 of them carry a white gem.' },
      { id: 'R1.4', title: 'Character cards', text: '15 yellow cards, one of each character (R9), and 4 blue cards, each showing a white gem.' },
      { id: 'R1.5', title: 'Quotation scale', text: 'One track per coloured gem, from 0 to 12; every gem starts at 6 and a move past either end stops there.' },
      { id: 'R1.6', title: 'Score track', text: 'Victory points (VP), from 0 up.' },
    ],
  },
  {
    id: 'R2', title: 'Setup', subs: [
      { id: 'R2.1', title: 'Players', text: '2 to 4. Everyone starts with their brokers behind their screen and 0 VP.' },
      { id: 'R2.2', title: 'Order cards', text: 'Cards 1 to N are dealt at random, one per player.' },
      { id: 'R2.3', title: 'Neighborhoods', text: 'All four are played with 4 players, and with 3 unless the game was made with three neighborhoods; with 2 players only 1 to 3. An unused neighborhood takes nothing.' },
      { id: 'R2.4', title: 'Characters', text: 'Three yellow cards are dealt face down to the palace of each neighborhood in play; the rest leave the game unseen. The blue cards wait for turn 4.' },
      { id: 'R2.5', title: 'Ships', text: 'The ship deck is shuffled (without its white cards in Ys Express).' },
      { id: 'R2.6', title: 'Quotations', text: 'Every gem starts at 6.' },
    ],
  },
  {
    id: 'R3', title: 'The turn',
    text: 'A game has 4 turns. Each turn has the phases Setup, Turn order, Placement and Counting, then The King\'s Favor when that variant is played. Final scoring follows turn 4 (R8).',
  },
  {
    id: 'R4', title: 'Setup of the turn', subs: [
      { id: 'R4.1', title: 'Characters', text: 'In turns 1 to 3 the top card of each palace is revealed for all to see. In turn 4 each palace gets a blue card instead.' },
      { id: 'R4.2', title: 'Ports', text: 'Each neighborhood\'s port gets a ship card. With 4 players a port offers 4 gems (two of the large colour, one of each small one); with 2 or 3 players, 3 gems.' },
      { id: 'R4.3', title: 'Market', text: 'One more ship card fills the market rows: with 4 players rows 1 to 3 (the white or the large gem on row 1); with 2 or 3 players only the two small gems, on rows 2 and 3, and row 1 stays closed.' },
    ],
  },
  {
    id: 'R5', title: 'Turn order', subs: [
      { id: 'R5.1', title: 'Bids', text: 'Everyone secretly picks 2 brokers from behind their screen. All bids are revealed together and stay in front of the screens for the rest of the turn.' },
      { id: 'R5.2', title: 'Ranking', text: 'The highest total first; equal totals go to the lower order card.' },
      { id: 'R5.3', title: 'Choosing', text: 'In that ranking each player takes a free position; position 1 takes order card 1, and so on. The whole turn follows these positions.' },
      { id: 'R5.4', title: 'Two players', text: 'Only the two players bid; they take positions 1 and 2.' },
    ],
  },
  {
    id: 'R6', title: 'Placement', subs: [
      { id: 'R6.1', title: 'Card window', text: 'Before the first placement, in turn order, players may play their "before placement" cards (R9.1).' },
      { id: 'R6.2', title: 'Rounds', text: '4 rounds (3 in Ys Express). In each round, in turn order, a player places 2 brokers from behind the screen: one face up and one face down (unless the Cardinal says otherwise), in the city, the market, or one in each.' },
      { id: 'R6.3', title: 'City', text: 'Any number of brokers may stand in an area, except one closed by the Queen.' },
      { id: 'R6.4', title: 'Market', text: 'At most one broker per square, on open rows only. Placing a broker there earns 1 VP at once, kept whatever happens to the broker.' },
      { id: 'R6.5', title: 'Leftover', text: 'After the last round each player has one broker left; it joins the two bid brokers in front. These three break this turn\'s ties.' },
      { id: 'R6.6', title: 'Own hidden brokers', text: 'A game option (on by default): whether a player may look at their own face-down brokers on the board.' },
      { id: 'R6.7', title: 'Hidden values', text: 'A face-down broker\'s value stays hidden from the other players until its place is counted, except from a Spy.' },
    ],
  },
  {
    id: 'R7', title: 'Counting', subs: [
      { id: 'R7.0', title: 'Card window', text: 'Before counting, in turn order, players may play their "before counting" cards.' },
      { id: 'R7.1', title: 'City', text: 'Neighborhoods are counted one at a time, 1 to 4: their face-down brokers are revealed, and a player\'s total is the sum of their brokers in its three areas.' },
      { id: 'R7.2', title: 'Presence', text: 'Only players with a broker there take part; a lone 0 still beats absence. Highest total first; ties by R7.8.' },
      { id: 'R7.3', title: 'Port gems', text: 'With 4 players the first takes 2 of the 4 gems, the second 1, the third the last. With 2 or 3 players the first takes 2 of the 3 and the second the last. A white gem becomes a coloured gem of the taker\'s choice.' },
      { id: 'R7.4', title: 'Areas', text: 'Then each area has its own majority: the port gives 1 black gem, commerce 3 VP (5 with the Merchant), the palace its character card. An empty area gives nothing. The neighborhood\'s brokers go back behind the screens.' },
      { id: 'R7.5', title: 'Market', text: 'Face-down market brokers are revealed. Each row\'s gem goes to the player with most there. The columns are ranked by total (then by number of brokers) and move their quotations +2, +1, −1, −2. The player with most in the whole market must move one quotation one step up or down.' },
      { id: 'R7.6', title: 'Card window', text: 'After the market, in turn order, players may play their "after counting" cards.' },
      { id: 'R7.7', title: 'End of turn', text: 'The port ships are discarded, and effects lasting "this turn" end.' },
      { id: 'R7.8', title: 'Ties', text: 'The Intriguer\'s player wins every tie they are in; then the neutral player (R11); then the higher sum of the three tie-break brokers (R6.5); then the lower order card.' },
    ],
  },
  {
    id: 'R8', title: 'Final scoring', subs: [
      { id: 'R8.1', title: 'Gem ranks', text: 'The colours are ranked by quotation (ties: blue, green, yellow, red). The player with most gems of the 1st colour scores 24, the second 18, the third 12, the fourth 6; the 2nd colour pays 20, 15, 10, 5; the 3rd 16, 12, 8, 4; the 4th 12, 9, 6, 3.' },
      { id: 'R8.2', title: 'Places per colour', text: 'Only players holding the colour are ranked. Tied players all score the lowest place their group covers.' },
      { id: 'R8.3', title: 'Black gems', text: '1, 2, 3, 4, 5, 6, 7 or more black gems score 1, 4, 8, 12, 16, 20, 24 VP.' },
      { id: 'R8.4', title: 'King\'s Favor', text: 'The throne is scored when that variant is played (R10.3).' },
      { id: 'R8.5', title: 'Winner', text: 'Most VP; then most gems (coloured and black); still equal, a shared win.' },
    ],
  },
  {
    id: 'R9', title: 'Character cards', subs: [
      { id: 'R9.1', title: 'Timing', text: 'Each card is played at one moment: before placement, during your own placement, before counting, after counting, or at once when won. At each moment players are asked in turn order.' },
      { id: 'R9.2', title: 'Limits', text: 'A card can be played from the turn after it was won, at most 2 cards per turn (cards played at once do not count). Everyone sees who holds which card; unplayed cards score nothing.' },
      { id: 'R9.3', title: 'Winning a card', text: 'A card won in a palace goes to the winner\'s hand, unless it acts at once.' },
    ],
  },
  {
    id: 'R10', title: 'Variant: the King\'s Favor (3 or 4 players)', subs: [
      { id: 'R10.1', title: 'Extra brokers', text: 'Each player has 3 brokers of value 2 beside the board.' },
      { id: 'R10.2', title: 'Throne', text: 'After every counting each player secretly lays one of their three front brokers face down in the throne room for the rest of the game; while turns remain, each then adds a 2 behind their screen.' },
      { id: 'R10.3', title: 'Scoring', text: 'At the end the throne is revealed: the highest sum scores 12 VP, then 7, then 3, then 0; tied players share their places\' points, rounded down.' },
      { id: 'R10.4', title: 'Cards', text: 'Only the Spy (looking) and the Magician (swapping) reach the throne.' },
    ],
  },
  {
    id: 'R11', title: 'Two players', text: 'Played as with 3 players on neighborhoods 1 to 3, with a neutral player:', subs: [
      { id: 'R11.1', title: 'Neutral brokers', text: 'Each player also keeps 4 unseen neutral brokers worth 4, 2, 1, 0 (4, 3, 1, 0 with the strong neutral).' },
      { id: 'R11.2', title: 'Placing them', text: 'With their own 2 brokers a player places 1 neutral broker face down, drawn at random: nobody knows its value until it is counted.' },
      { id: 'R11.3', title: 'The neutral player', text: 'It does not bid and holds no cards, but earns VP like a player and wins every tie except against the Intriguer.' },
      { id: 'R11.4', title: 'Its choices', text: 'Automatic: it takes the most valuable gems, turns any card but the Prince or King into the most valuable gem, and as the highest bidder moves up the colour it holds most of.' },
      { id: 'R11.5', title: 'Final scoring', text: 'It is ranked like a player for each colour (third place for a colour it lacks). The winner is the better of the two players; if the city beat you both, the result says so.' },
    ],
  },
  {
    id: 'R12', title: 'Variant: Ys Express (3 or 4 players)',
    text: 'Each player plays without one 3 and one 1 (9 brokers), the white ship cards leave the deck, and placement has 3 rounds instead of 4. It combines with the King\'s Favor.',
  },
  {
    id: 'R13', title: 'What every player may see',
    text: 'Everyone sees the board, face-up brokers, fronts, gems won, cards in hand, revealed bids, how many brokers each player has behind the screen, and the log. Only you see your brokers behind the screen, your own face-down values (R6.6), your bid before the reveal, your throne brokers and what your Spy saw. Nobody sees the piles below the top card, the cards left out, the ship deck\'s order or neutral values before counting.',
  },
];

/** The sub-rule ids the page has an anchor for; a citation of any other lands on its rule. */
const SUB_IDS = new Set(RULES.flatMap((r) => (r.subs ?? []).map((s) => s.id)));

// R1 to R13 only (R14 and R0 do not exist), with an optional sub-number, standing alone
// as a word: "R6.2", "(R7.5)", not "BR6" nor "R145".
const CITATION = /\bR(1[0-3]|[1-9])(?:\.(\d+))?(?![\w])/g;
// Tags, and the text of an existing link, which must not gain a link inside it.
const TAG_OR_LINK = /(<a[\s>][\s\S]*?<\/a>|<[^>]*>)/i;

/**
 * Rule citations in already-escaped HTML ("R6.2", "(R7.5)", "R9") become links to the
 * rules page; tags, their attributes and the text of existing links are left alone.
 */
export function ruleLinks(escapedHtml: string): string {
  return escapedHtml.split(TAG_OR_LINK).map((part, i) => (i % 2 ? part : part.replace(CITATION, (id, rule: string) => {
    const target = SUB_IDS.has(id) ? id : `R${rule}`;
    return `<a class="rule" href="/rules#${target}">${id}</a>`;
  }))).join('');
}

const prose = (text: string) => ruleLinks(esc(text));

function ruleSection(rule: Rule): string {
  const subs = rule.subs?.map((s) => `<li id="${s.id}"><strong>${s.id} ${esc(s.title)}.</strong> ${prose(s.text)}</li>`).join('') ?? '';
  const cards = rule.id === 'R9'
    ? `<ul class="rule-cards">${R9_CARDS.map((c) => `<li><strong>${esc(cardName(c))}</strong>: ${prose(CARD_HINTS[c])}</li>`).join('')}</ul>`
    : '';
  return `<section id="${rule.id}" class="rule-section"><h2>${rule.id} ${esc(rule.title)}</h2>`
    + (rule.text ? `<p>${prose(rule.text)}</p>` : '')
    + (subs ? `<ul class="rule-subs">${subs}</ul>` : '')
    + cards
    + '</section>';
}

// Nothing on this page changes between requests: it is rendered once per isolate.
let rendered: string | undefined;

/** The whole rules page: a contents list, then one section per rule, each with its anchor. */
export function rulesPage(): string {
  rendered ??= '<!doctype html><html lang="en"><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<meta name="color-scheme" content="light"><title>Ys — rules</title>'
    + '<link rel="stylesheet" href="/app.css"><link rel="icon" href="/icon.svg" type="image/svg+xml"></head>'
    + '<body><header class="top"><a class="brand" href="/">Ys</a><span class="who">Rules</span></header>'
    + '<main class="home rules"><h1>The rules of Ys, in short</h1>'
    + '<p class="lead">What this site plays, rule by rule. The game cites these ids (R6.2) when it refuses a move; each one links here. '
    + '<a href="/">Back to Ys online</a></p>'
    + `<nav class="rule-toc" aria-label="Rules"><ol>${RULES.map((r) => `<li><a href="#${r.id}">${r.id} ${esc(r.title)}</a></li>`).join('')}</ol></nav>`
    + RULES.map(ruleSection).join('')
    + '<p><a href="/">Back to Ys online</a></p></main></body></html>';
  return rendered;
}
