// The status bar, the recent lines, the bids beside the order choice and the result
// (templates/sections.ts), over seeded random games of every size: every decision kind
// is said in words to the seat that decides ("Your move: …") and to everyone else
// ("Cleo is choosing 2 gems from the port of neighborhood 1"), from a public summary of
// the decision that is the same in every seat's view (R13).
import { describe, expect, it } from 'vitest';
import { seededMoments } from '../support/history.ts';
import { type Options, type View, viewFor } from '../../src/engine/index.ts';
import {
  bidsSection,
  logSection,
  playersSection,
  recentSection,
  resultSection,
  statusLine,
} from '../../templates/sections.ts';
import { boardSvg } from '../../templates/board.ts';
import { esc } from '../../templates/html.ts';
import { cardEffect, cardHint } from '../../templates/rules.ts';
import { en } from '../../templates/i18n/en.ts';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

const game = seededMoments;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const statusText = (v: View) => text(/<span class="status-what[^"]*">(.*?)<\/span>/.exec(statusLine(en, v))![1]!);

const GAMES: [number, Partial<Options>, string][] = [
  [2, {}, 's2a'],
  [2, {}, 's2b'],
  [3, {}, 's3a'],
  [3, { kingsFavor: true }, 's3k'],
  [4, {}, 's4a'],
  [4, { kingsFavor: true }, 's4k'],
  [4, {}, 's4b'],
  [3, {}, 's3b'],
];
const all = GAMES.map(([n, o, seed]) => ({ n, moments: game(n, o, seed) }));

describe('the status bar says whose move it is and what is being decided', () => {
  it("R13: the decision summary is public: the same in every seat's view and the spectator's", () => {
    for (const { n, moments } of all) {
      for (const m of moments.filter((_, i) => i % 7 === 0)) {
        const spectator = viewFor(m.state, null, m.history).decision;
        for (let seat = 0; seat < n; seat++) expect(viewFor(m.state, seat, m.history).decision).toEqual(spectator);
      }
    }
  });

  it('every decision kind is said to the deciding seat as "Your move: …" and to others by name', () => {
    const seen = new Set<string>();
    for (const { n, moments } of all) {
      for (const m of moments) {
        const spectator = viewFor(m.state, null, m.history);
        const d = spectator.decision;
        if (!d) continue;
        seen.add(d.kind);
        const deciding = 'seats' in d ? d.seats : [d.seat];
        const other = statusText(spectator);
        if ('seats' in d) {
          expect(other).toMatch(/^Waiting for /);
          for (const s of d.seats) expect(other).toContain(NAMES[s]!);
        } else expect(other.startsWith(NAMES[d.seat]!)).toBe(true);
        for (let seat = 0; seat < n; seat++) {
          const said = statusText(viewFor(m.state, seat, m.history));
          expect(said.startsWith('Your move: ')).toBe(deciding.includes(seat));
        }
        const mine = statusText(viewFor(m.state, deciding[0]!, m.history));
        switch (d.kind) {
          case 'place':
            expect(mine).toBe(`Your move: place 2 brokers, round ${d.round} of ${d.rounds}`);
            expect(other).toBe(`${NAMES[d.seat]} is placing 2 brokers, round ${d.round} of ${d.rounds}`);
            break;
          case 'takeGems':
            expect(other).toBe(
              `${NAMES[d.seat]} is choosing ${d.take} ${d.take === 1 ? 'gem' : 'gems'} from the port ` +
                `of neighborhood ${d.neighborhood}`,
            );
            break;
          case 'bid':
            expect(other).toMatch(/ to bid$/);
            expect(mine).toMatch(/^Your move: bid 2 brokers for the turn order, turn \d of 4/);
            break;
          case 'chooseOrder':
            expect(other).toBe(`${NAMES[d.seat]} is choosing a position in the turn order`);
            break;
          case 'throne':
            expect(other).toMatch(/ to choose a throne broker$/);
            break;
          case 'playCards':
            expect(other).toMatch(
              / may play a card (before placement|before counting|after counting|after a placement)$/,
            );
            break;
          case 'chooseColour':
            expect(other).toMatch(/ is naming the colour of a white gem/);
            break;
          case 'orderColumns':
            expect(other).toMatch(/ is ordering the tied market columns \(/);
            break;
          case 'moveQuotation':
            expect(other).toBe(`${NAMES[d.seat]}, the highest bidder, is moving one quotation one step`);
            break;
        }
      }
    }
    expect([...seen].sort()).toEqual([
      'bid',
      'chooseColour',
      'chooseOrder',
      'moveQuotation',
      'orderColumns',
      'place',
      'playCards',
      'takeGems',
      'throne',
    ]);
  });
});

describe('recent lines and the last counting', () => {
  it('shows the newest 3 log lines, and at the start of a turn what the last counting gave', () => {
    const { moments } = all[4]!;
    for (const m of moments.filter((_, i) => i % 5 === 0)) {
      const v = viewFor(m.state, 0, m.history);
      const html = recentSection(en, v);
      expect((html.match(/<li/g) ?? []).length).toBe(Math.min(3, v.log.length));
    }
    const start = moments.find((m) => m.state.turn === 2 && viewFor(m.state, null, m.history).phase === 'bid')!;
    const html = text(recentSection(en, viewFor(start.state, null, start.history)));
    expect(html).toMatch(/Last counting \(turn 1\): .*(VP|gem|blue|green|yellow|red|black)/);
  });
});

describe('bids beside the order choice (R5)', () => {
  it('while the order is chosen, every revealed bid and the order of choosing are shown; hidden otherwise', () => {
    for (const { moments } of all) {
      for (const m of moments) {
        const v = viewFor(m.state, null, m.history);
        const html = bidsSection(en, v);
        if (v.phase !== 'order') {
          expect(html).toContain(' hidden');
          continue;
        }
        expect(v.decision?.kind).toBe('chooseOrder');
        const d = v.decision as Extract<View['decision'], { kind: 'chooseOrder' }>;
        const revealed = [...m.history].reverse().find((e) => e.event.kind === 'bidsRevealed')!.event;
        if (revealed.kind !== 'bidsRevealed') throw new Error('no reveal');
        const words = text(html);
        d.ranking.forEach((seat, i) => {
          expect(words).toContain(`${['1st', '2nd', '3rd', '4th'][i]} to choose: ${NAMES[seat]}`);
        });
        for (const b of revealed.bids)
          expect(words).toContain(`bid ${b.brokers[0]! + b.brokers[1]!} (${b.brokers.join(' + ')})`);
      }
    }
  });
});

describe('the result on a phone (R8)', () => {
  it('leads with a ranked list of places and totals, explains the colour ranks (R8.1), and has no table', () => {
    for (const { moments } of all) {
      const v = viewFor(moments[moments.length - 1]!.state, null, moments[moments.length - 1]!.history);
      const html = resultSection(en, v);
      expect(html).not.toContain('<table');
      const ranking = /<ol class="ranking">(.*?)<\/ol>/.exec(html)![1]!;
      const totals = [...ranking.matchAll(/<span class="total">(\d+) VP<\/span>/g)].map((x) => Number(x[1]));
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      expect(totals.length).toBe(v.result!.lines.length);
      const words = text(html);
      v.colourRanking.forEach((c, i) => {
        expect(words).toContain(
          `${['1st', '2nd', '3rd', '4th'][i]} ${c[0]!.toUpperCase()}${c.slice(1)} (quotation ${v.quotation[c]})`,
        );
      });
      expect(html.indexOf('class="ranking"')).toBeLessThan(html.indexOf('class="breakdown"'));
    }
  });

  it('after the end, the players panel says each total of the final counting, not the VP won during play (R8)', () => {
    for (const { moments } of all) {
      const last = moments[moments.length - 1]!;
      const v = viewFor(last.state, 0, last.history);
      const panel = playersSection(en, v);
      const shown = (id: string) =>
        Number(new RegExp(`id="player-${id}".*?<dt>VP</dt><dd>(\\d+)</dd>`).exec(panel)![1]);
      for (const line of v.result!.lines) expect(shown(String(line.who)), line.name).toBe(line.total);
      // The final counting adds what the gems score: a total above the VP of play somewhere.
      expect(v.result!.lines.some((l) => l.total > l.vpDuringPlay)).toBe(true);
    }
  });
});

describe('cards say what they do (R9)', () => {
  it(
    'every card in a hand, and every card in a palace, comes with its hint; rule ids in log lines link ' +
      'to the rules page',
    () => {
      const shown = new Set<string>();
      let linked = 0;
      for (const { moments } of all) {
        for (const { state, history } of moments.filter((_, i) => i % 7 === 0)) {
          const view = viewFor(state, 0, history);
          const players = playersSection(en, view);
          for (const p of view.players)
            for (const h of p.hand) {
              expect(players).toContain(esc(cardEffect(en, h.card)));
              shown.add(h.card);
            }
          const board = boardSvg(en, view);
          for (const hood of view.city)
            if (hood.active && hood.character) expect(board).toContain(esc(cardHint(en, hood.character)));
          const log = logSection(en, view);
          for (const m of log.matchAll(/\((R\d+(?:\.\d+)?)\)/g)) throw new Error(`a bare rule id in the log: ${m[1]}`);
          linked += (log.match(/<a class="rule" href="\/rules#R/g) ?? []).length;
        }
      }
      expect(shown.size).toBeGreaterThan(5);
      expect(linked).toBeGreaterThan(10);
    },
  );
});
