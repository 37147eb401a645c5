// The analysis page's board: both moves drawn over the seat's board at that
// moment, a placement's brokers as see-through tokens and a card's play as rings on the
// places it names (R9), the played move's solid, the bot's dashed, each with its words.
import { describe, expect, it } from 'vitest';
import { type Action, createGame, viewFor } from '../../src/engine/index.ts';
import { analysisStep } from '../../templates/analysis.ts';
import { en } from '../../templates/i18n/en.ts';
import type { ReviewedDecision } from '../../src/views.ts';

const made = createGame({ players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })) }, 'analysis-board');
if (!made.ok) throw new Error(made.error.code);
const view = viewFor(made.state, 0, made.events);

const decision = (actual: Action, suggested: Action): ReviewedDecision => ({
  version: 0,
  turn: 1,
  phase: 'placement',
  round: 1,
  actual,
  suggested,
  loss: 2.5,
  actualLines: [],
  suggestedLines: [],
});

/** Each ghost drawn: its kind, whether it has a token, whether its ring is dashed. */
const ghosts = (html: string) =>
  [
    ...html.matchAll(
      new RegExp(
        /<g class="move-ghost move-(played|suggested)" role="img"><title>[^<]+<\/title>(<use[^>]*>)?/.source +
          /[\s\S]*?<circle[^>]*?( stroke-dasharray="4 3")?><\/circle><\/g>/.source,
        'g',
      ),
    ),
  ].map((m) => ({ kind: m[1], token: !!m[2], dashed: !!m[3] }));

describe('the analysis board', () => {
  it("draws a placement as tokens, the played one solid and the bot's dashed", () => {
    const html = analysisStep(en, {
      decisions: [
        decision(
          {
            type: 'place',
            placements: [
              { value: 4, faceUp: true, to: { neighborhood: 1, area: 'port' } },
              { value: 1, faceUp: false, to: { row: 2, column: 'red' } },
            ],
          },
          {
            type: 'place',
            placements: [
              { value: 3, faceUp: true, to: { neighborhood: 2, area: 'palace' } },
              { value: 0, faceUp: false, to: { row: 3, column: 'blue' } },
            ],
          },
        ),
      ],
      at: 0,
      view,
      seat: 0,
      you: false,
    });
    expect(ghosts(html)).toEqual([
      { kind: 'played', token: true, dashed: false },
      { kind: 'played', token: true, dashed: false },
      { kind: 'suggested', token: true, dashed: true },
      { kind: 'suggested', token: true, dashed: true },
    ]);
  });

  it("draws a card's play as rings on the places it names (the Queen's area, the Captain's two ports)", () => {
    const html = analysisStep(en, {
      decisions: [
        decision(
          { type: 'playCard', card: 'queen', spot: { neighborhood: 1, area: 'commerce' } },
          { type: 'playCard', card: 'captain', neighborhoods: [2, 3] },
        ),
      ],
      at: 0,
      view,
      seat: 0,
      you: false,
    });
    expect(ghosts(html)).toEqual([
      { kind: 'played', token: false, dashed: false },
      { kind: 'suggested', token: false, dashed: true },
      { kind: 'suggested', token: false, dashed: true },
    ]);
    expect(html).toContain('analysis-key');
  });

  it('draws nothing for a decision off the board (a bid), and one move only when the bot agrees', () => {
    const bid: Action = { type: 'bid', brokers: [1, 3] };
    expect(
      ghosts(
        analysisStep(en, {
          decisions: [decision(bid, { type: 'bid', brokers: [0, 4] })],
          at: 0,
          view,
          seat: 0,
          you: false,
        }),
      ),
    ).toEqual([]);
    const herald: Action = {
      type: 'playCard',
      card: 'herald',
      from: { spot: { row: 1, column: 'blue' }, index: 0 },
      to: { neighborhood: 4, area: 'port' },
    };
    expect(
      ghosts(analysisStep(en, { decisions: [decision(herald, herald)], at: 0, view, seat: 0, you: false })).map(
        (g) => g.kind,
      ),
    ).toEqual(['played', 'played']);
  });
});

describe("the analysis's words", () => {
  it(
    "says a card window's pass, which makes no log line of its own, as a pass; a move refused on the " +
      'game as "could not take"',
    () => {
      const html = analysisStep(en, {
        decisions: [
          {
            ...decision({ type: 'pass' }, { type: 'playCard', card: 'queen', spot: { neighborhood: 1, area: 'port' } }),
            suggestedLines: null,
          },
        ],
        at: 0,
        view,
        seat: 0,
        you: false,
      });
      expect(html).toContain('<strong>Played:</strong> Ana passes.');
      expect(html).toContain('a move the game could not take as it stood');
    },
  );
});
