// R9 and R13: every played card and its public effect reach every seat's view and the
// log; the prompt offers each card exactly at its moment, with the arguments it may take.
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type State,
  type View,
  type YellowCard,
  applyAction,
  viewFor,
} from '../../../src/engine/index.ts';
import { follows, historyOf, viewLog } from '../../support/history.ts';
import { eventText } from '../../../templates/log.ts';
import { dictOf } from '../../../templates/i18n/index.ts';
import {
  act,
  atWindow,
  city,
  clearBoard,
  drive,
  fromBehind,
  game,
  passAll,
  place,
  promptOf,
  square,
  toPlacement,
} from './helpers.ts';
import { words } from '../words.ts';

const EN = dictOf('en');

type Moment = 'beforePlacement' | 'beforeOwnPlacement' | 'duringPlacement' | 'beforeCounting' | 'afterCounting';

/** A 4-player game where seat 0 holds `cards` and it is the given moment for seat 0. */
async function at(moment: Moment, cards: YellowCard[]): Promise<State> {
  const s = toPlacement(game(4, { 0: cards }));
  switch (moment) {
    case 'beforePlacement':
      return s;
    case 'beforeOwnPlacement':
      return passAll(s);
    // Seat 0's first placement: a face-up 1 in neighborhood 1's port, a face-down 4 on market row 1 blue.
    case 'duringPlacement':
      return place(passAll(s), 0, [1, city(1, 'port')], [4, square(1, 'blue')]);
    case 'beforeCounting': {
      // A known board: seat 0 alone, with a face-down broker in neighborhood 1's port.
      const b = await drive(s, atWindow('beforeCounting'));
      clearBoard(b);
      b.city[0]!.port.push({ ...fromBehind(b, 0, b.players[0]!.behind[0]!), faceUp: false });
      return b;
    }
    case 'afterCounting':
      return drive(s, atWindow('afterCounting'));
  }
}

const VIEWERS = [null, 0, 1, 2, 3] as const;
const views = (s: State) => VIEWERS.map((v) => viewFor(s, v, historyOf(s)));
/** What each viewer's log says, in words. */
const logs = (s: State) => VIEWERS.map((v) => viewLog(s, v));
const cell = (v: View, row: number, column: string) =>
  v.market.cells.find((c) => c.row === row && c.column === column)!.broker;

const PLAYS: { card: YellowCard; moment: Moment; play: Action; effect: (v: View, before: State) => void }[] = [
  {
    card: 'captain',
    moment: 'beforePlacement',
    play: { type: 'playCard', card: 'captain', neighborhoods: [1, 2] },
    effect: (v, before) =>
      expect([v.city[0]!.ship, v.city[1]!.ship]).toEqual([before.city[1]!.ship, before.city[0]!.ship]),
  },
  {
    card: 'cardinal',
    moment: 'beforePlacement',
    play: { type: 'playCard', card: 'cardinal' },
    effect: (v) => expect(v.effects.cardinal).toEqual([0]),
  },
  {
    card: 'spy',
    moment: 'beforePlacement',
    play: { type: 'playCard', card: 'spy' },
    effect: (v) => expect(v.effects.spy).toEqual([0]),
  },
  {
    card: 'conjurer',
    moment: 'beforePlacement',
    play: { type: 'playCard', card: 'conjurer' },
    effect: (v) => expect(v.effects.conjurer).toEqual([0]),
  },
  {
    card: 'queen',
    moment: 'beforeOwnPlacement',
    play: { type: 'playCard', card: 'queen', spot: city(3, 'commerce') },
    effect: (v) => expect(v.city.map((h) => h.closedArea)).toEqual([null, null, 'commerce', null]),
  },
  {
    card: 'magician',
    moment: 'duringPlacement',
    play: {
      type: 'playCard',
      card: 'magician',
      swap: [
        { spot: city(1, 'port'), index: 0 },
        { spot: square(1, 'blue'), index: 0 },
      ],
    },
    effect: (v) => {
      expect(v.city[0]!.areas.port).toEqual([
        { owner: 0, faceUp: false, marked: false, value: v.seat === 0 ? 4 : null },
      ]);
      expect(cell(v, 1, 'blue')).toEqual({ owner: 0, faceUp: true, marked: false, value: 1 });
    },
  },
  {
    card: 'mercenary',
    moment: 'duringPlacement',
    play: { type: 'playCard', card: 'mercenary', placement: 1 },
    effect: (v) => {
      expect(cell(v, 1, 'blue')).toMatchObject({ owner: 0, faceUp: false, marked: true });
      expect(v.city[0]!.areas.port[0]!.marked).toBe(false);
    },
  },
  {
    card: 'herald',
    moment: 'beforeCounting',
    play: { type: 'playCard', card: 'herald', from: { spot: city(1, 'port'), index: 0 }, to: square(2, 'red') },
    effect: (v) => {
      expect(v.city[0]!.areas.port).toEqual([]);
      expect(cell(v, 2, 'red')).toMatchObject({ owner: 0, faceUp: false, marked: false });
    },
  },
  {
    card: 'merchant',
    moment: 'beforeCounting',
    play: { type: 'playCard', card: 'merchant' },
    effect: (v) => expect(v.effects.merchant).toBe(true),
  },
  {
    card: 'intriguer',
    moment: 'beforeCounting',
    play: { type: 'playCard', card: 'intriguer' },
    effect: (v) => expect(v.effects.intriguer).toBe(0),
  },
  {
    card: 'alchemist',
    moment: 'afterCounting',
    play: { type: 'playCard', card: 'alchemist' },
    effect: (v, before) => expect(v.players[0]!.gems).toEqual(before.players[0]!.gems),
  },
  {
    card: 'banker',
    moment: 'afterCounting',
    play: { type: 'playCard', card: 'banker', up: 'green', down: 'yellow' },
    effect: (v, before) =>
      expect(v.quotation).toEqual({
        ...before.quotation,
        green: Math.min(12, before.quotation.green + 1),
        yellow: Math.max(0, before.quotation.yellow - 1),
      }),
  },
  {
    card: 'jeweler',
    moment: 'afterCounting',
    play: { type: 'playCard', card: 'jeweler', gems: ['yellow', 'red'] },
    effect: (v, before) =>
      expect(v.players[0]!.gems).toEqual({
        ...before.players[0]!.gems,
        yellow: before.players[0]!.gems.yellow + 1,
        red: before.players[0]!.gems.red + 1,
      }),
  },
];

describe("R9, R13: a played card is public, in every seat's view and the log", () => {
  it('covers the 13 playable cards', () => {
    expect(PLAYS.map((p) => p.card).sort()).toEqual([
      'alchemist',
      'banker',
      'captain',
      'cardinal',
      'conjurer',
      'herald',
      'intriguer',
      'jeweler',
      'magician',
      'mercenary',
      'merchant',
      'queen',
      'spy',
    ]);
  });

  for (const { card, moment, play, effect } of PLAYS) {
    it(`R9 ${card}: the play and its effect are seen by every seat and the spectator`, async () => {
      // A second card of the same moment keeps the moment open after the play (the Queen's placement stays anyway).
      const keeper = PLAYS.find((p) => p.moment === moment && p.card !== card)?.card;
      const before = await at(moment, keeper ? [card, keeper] : [card]);
      const r = applyAction(before, 0, play);
      if (!r.ok) throw new Error(words(r.error));
      const name = `plays the ${card[0]!.toUpperCase()}${card.slice(1)}`;
      const said = r.events.map((e) => ({
        turn: e.turn,
        to: e.to,
        text: eventText(
          EN,
          e.event,
          r.state.players.map((p) => p.name),
        ),
      }));
      expect(said.filter((e) => e.text.includes(name))).toEqual([
        { turn: 1, to: undefined, text: expect.stringContaining(name) },
      ]);
      const after = follows(r.state, before, r.events);
      for (const log of logs(after)) expect(log.filter((e) => e.text.includes(name) && !e.private)).toHaveLength(1);
      for (const v of views(after)) {
        expect(v.players[0]!.hand.map((h) => h.card)).toEqual(keeper ? [keeper] : []);
        effect(v, before);
      }
    });
  }

  it("R9 Spy: the play is public, what it sees is its holder's alone (not another seat's, not the spectator's)", () => {
    let s = toPlacement(game(4, { 0: ['spy'] }));
    s = act(s, 0, { type: 'playCard', card: 'spy' });
    s = place(s, 0, [1, city(1, 'port')], [2, city(1, 'port')]);
    s = place(s, 1, [1, city(2, 'port')], [3, city(2, 'palace')]);
    const r = applyAction(s, 0, { type: 'peek', target: { spot: city(2, 'palace'), index: 0 } });
    if (!r.ok) throw new Error(words(r.error));
    expect(
      r.events.map((e) => ({
        turn: e.turn,
        to: e.to,
        text: eventText(
          EN,
          e.event,
          r.state.players.map((p) => p.name),
        ),
      })),
    ).toEqual([{ turn: 1, to: 0, text: expect.stringMatching(/Spy sees a 3/) }]);
    const after = follows(r.state, s, r.events);
    const [spectator, holder, owner, other] = [
      viewFor(r.state, null),
      viewFor(r.state, 0),
      viewFor(r.state, 1),
      viewFor(r.state, 2),
    ];
    expect(holder.city[1]!.areas.palace[0]!.value).toBe(3);
    expect(holder.spyFindings).toEqual([{ target: { spot: city(2, 'palace'), index: 0 }, owner: 1, value: 3 }]);
    for (const v of [spectator, other]) {
      expect(v.city[1]!.areas.palace[0]!.value).toBeNull();
      expect(v.spyFindings).toEqual([]);
      expect(viewLog(after, v.seat).some((e) => /Spy sees/.test(e.text))).toBe(false);
      expect(v.effects.spy).toEqual([0]);
    }
    expect(owner.spyFindings).toEqual([]); // the owner knows its broker, not that it was looked at
    expect(viewLog(after, 1).some((e) => /Spy sees/.test(e.text))).toBe(false);
    expect(viewLog(after, 0).filter((e) => /Spy sees a 3/.test(e.text))).toEqual([
      { turn: 1, text: expect.any(String), private: true },
    ]);
    // Kept in the holder's view for the rest of the turn, placements of others notwithstanding.
    let later = place(r.state, 2, [1, city(3, 'port')], [3, city(3, 'port')]);
    later = place(later, 3, [1, city(4, 'port')], [3, city(4, 'port')]);
    expect(viewFor(later, 0).spyFindings).toHaveLength(1);
    expect(viewFor(later, 0).city[1]!.areas.palace[0]!.value).toBe(3);
  });
});

describe('R9.1 the prompt offers each card exactly at its moment, with its arguments', () => {
  const ALL: YellowCard[] = [
    'captain',
    'cardinal',
    'spy',
    'conjurer',
    'queen',
    'magician',
    'mercenary',
    'herald',
    'merchant',
    'intriguer',
    'alchemist',
    'banker',
    'jeweler',
  ];

  it(
    'R9.1 before placement: the Captain, Cardinal, Spy and Conjurer only; the Captain with the active ' +
      'neighborhoods',
    () => {
      const s = toPlacement(game(3, { 0: ALL }, { neighborhoods: 3 }));
      expect(promptOf(s, 0)).toMatchObject({
        kind: 'playCards',
        window: 'beforePlacement',
        cards: ['captain', 'cardinal', 'spy', 'conjurer'],
        choices: { captain: { neighborhoods: [1, 2, 3] } },
      });
      expect(promptOf(s, 1)).toMatchObject({ kind: 'wait', waitingFor: [0] });
    },
  );

  it('R9.1 just before an own placement: the Queen, with every area of the active neighborhoods', () => {
    const s = passAll(toPlacement(game(3, { 0: ALL }, { neighborhoods: 3 })));
    const prompt = promptOf(s, 0);
    expect(prompt).toMatchObject({ kind: 'place', cards: ['queen'] });
    if (prompt.kind !== 'place') return;
    expect(prompt.choices.queen!.spots).toHaveLength(9);
    expect(prompt.choices.queen!.spots).toContainEqual(city(3, 'palace'));
    expect(prompt.choices.queen!.spots).not.toContainEqual(city(4, 'port'));
  });

  it(
    'R9.1 just after an own placement: the Magician (two places hold own brokers) and the Mercenary, ' +
      'with their brokers',
    () => {
      const s = place(passAll(toPlacement(game(4, { 0: ALL }))), 0, [1, city(1, 'port')], [4, square(1, 'blue')]);
      const refs = [
        { spot: city(1, 'port'), index: 0 },
        { spot: square(1, 'blue'), index: 0 },
      ];
      expect(promptOf(s, 0)).toEqual(
        expect.objectContaining({
          kind: 'playCards',
          window: 'duringPlacement',
          cards: ['magician', 'mercenary'],
          placed: refs,
          choices: { magician: { brokers: refs }, mercenary: { placement: [0, 1] } },
        }),
      );
      // Both in one place: no swap is possible, so no Magician.
      const one = place(passAll(toPlacement(game(4, { 0: ALL }))), 0, [1, city(1, 'port')], [4, city(1, 'port')]);
      expect(promptOf(one, 0)).toMatchObject({ cards: ['mercenary'], choices: { mercenary: { placement: [0, 1] } } });
      expect(promptOf(one, 0)).not.toHaveProperty('choices.magician');
    },
  );

  it(
    'R9.1 before counting: the Herald (with its brokers and spots), Merchant and Intriguer; every ' +
      'offered Herald move is accepted',
    async () => {
      const s = await at('beforeCounting', ALL);
      s.city[1]!.commerce.push(fromBehind(s, 0, s.players[0]!.behind[0]!));
      s.effects.queen = { neighborhood: 2, area: 'commerce', seat: 0 }; // this broker cannot leave (R9 Queen)
      const prompt = promptOf(s, 0);
      expect(prompt).toMatchObject({
        kind: 'playCards',
        window: 'beforeCounting',
        cards: ['herald', 'merchant', 'intriguer'],
      });
      if (prompt.kind !== 'playCards') return;
      expect(prompt.choices.herald!.from).toEqual([{ spot: city(1, 'port'), index: 0 }]);
      expect(prompt.choices.herald!.to).toHaveLength(4 * 3 - 1 + 12);
      expect(prompt.choices.herald!.to).not.toContainEqual(city(2, 'commerce'));
      for (const to of prompt.choices.herald!.to.filter(
        (sp) => JSON.stringify(sp) !== JSON.stringify(city(1, 'port')),
      )) {
        expect(
          applyAction(s, 0, { type: 'playCard', card: 'herald', from: prompt.choices.herald!.from[0]!, to }).ok,
        ).toBe(true);
      }
    },
  );

  it('R9.1 after counting: the Alchemist (with the colours held), Banker and Jeweler', async () => {
    const s = await at('afterCounting', ALL);
    s.players[0]!.gems = { blue: 0, green: 2, yellow: 0, red: 1, black: 3 };
    expect(promptOf(s, 0)).toEqual(
      expect.objectContaining({
        kind: 'playCards',
        window: 'afterCounting',
        cards: ['alchemist', 'banker', 'jeweler'],
        choices: {
          // R9: black may be given
          alchemist: { give: ['green', 'red', 'black'], take: ['blue', 'green', 'yellow', 'red'] },
          banker: { up: ['blue', 'green', 'yellow', 'red'], down: ['blue', 'green', 'yellow', 'red'] },
          jeweler: { colours: ['blue', 'green', 'yellow', 'red'] },
        },
      }),
    );
  });

  it('R9.2 after 2 cards nothing more is offered this turn, at any moment', () => {
    let s = toPlacement(game(4, { 0: ALL }));
    s = act(s, 0, { type: 'playCard', card: 'cardinal' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'playCards', cards: ['captain', 'spy', 'conjurer'] });
    s = act(s, 0, { type: 'playCard', card: 'spy' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'place', cards: [], choices: {} });
    s = place(s, 0, [1, city(1, 'port')], [4, square(1, 'blue')]);
    expect(s.agenda[0]).toMatchObject({ kind: 'place', seat: 1 });
  });
});
