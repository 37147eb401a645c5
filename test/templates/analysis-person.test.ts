// Whom the analysis speaks to: the seat reading its own analysis is "you" throughout (the
// intro, the swings, each decision's move and the bot's), its private lines included;
// any other reader meets the seat by its name in every line, the bid it alone saw too.
import { describe, expect, it } from 'vitest';
import {
  type Action,
  SetupSchema,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  waitingFor,
} from '../../src/engine/index.ts';
import { isDecision } from '../../src/bots/index.ts';
import type { GameRecord } from '../../src/room/record.ts';
import { type Judged, replayGame, reviewReplayed, viewAtDecision } from '../../src/room/replayed.ts';
import { analysisBody, analysisIntro } from '../../templates/analysis.ts';
import { dictOf, type Dict, type Lang } from '../../templates/i18n/index.ts';
import { eventText } from '../../templates/log.ts';

const NAMES = ['Ana', 'Bo', 'Cy'];

/** A seeded random game to its end, and seat 0's decisions judged: another legal move each, of varying loss. */
function finished(players: number, options: Record<string, unknown>, seed: string) {
  const setup = SetupSchema.parse({ players: NAMES.slice(0, players).map((name) => ({ name })), options });
  const made = createGame(setup, seed);
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const random = seededRandom(`${seed}/actions`);
  const actions: GameRecord['actions'] = [];
  const judged: Judged[] = [];
  let state = made.state;
  while (!state.result) {
    const seat = waitingFor(state)[0]!;
    const action: Action | null = randomAction(state, seat, random);
    if (!action) throw new Error('no move');
    if (seat === 0 && isDecision(action))
      judged.push({
        version: state.version,
        suggested: randomAction(state, seat, random) ?? action,
        loss: judged.length % 3,
      });
    const out = applyAction(state, seat, action);
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    state = out.state;
    actions.push({ seq: state.version, seat, action });
  }
  const replayed = replayGame({ setup, seed, actions, result: state.result });
  if (!replayed.ok) throw new Error(replayed.message);
  const review = reviewReplayed(replayed.replayed, 0, judged);
  if (!review.ok) throw new Error(review.refusal.key);
  const decisions = review.decisions.map((d, i) => ({ ...d, loss: judged[i]!.loss }));
  const body = (t: Dict, at: number, you: boolean) =>
    analysisBody(t, { decisions, at, view: viewAtDecision(replayed.replayed, 0, decisions, at), seat: 0, you });
  return { decisions, body };
}

const GAMES = [finished(2, {}, 'analysis-person-2'), finished(3, { kingsFavor: true }, 'analysis-person-3')];

/** Every move told in a body (the swings' and the decision's, played and the bot's), as the reader reads it. */
const movesIn = (html: string) =>
  [
    ...html.matchAll(
      /<p(?: class="analysis-moves")?><strong>[^<]*<\/strong> ([^<]*)<br><strong>[^<]*<\/strong> ([^<]*)<\/p>/g,
    ),
  ]
    .flatMap((m) => [m[1]!, m[2]!])
    .map((text) => text.replace(/&#39;/g, "'").replace(/&amp;/g, '&'));

const count = (text: string, name: string) => text.split(name).length - 1;

describe('the analysis, told to its seat or about it', () => {
  it('meets the moves a decision is told by, the private ones (a bid, a throne broker) among them', () => {
    const kinds = new Set(
      GAMES.flatMap((g) =>
        g.decisions.flatMap((d) => [...d.actualLines, ...(d.suggestedLines ?? [])].map((e) => e.event.kind)),
      ),
    );
    for (const kind of ['bid', 'placed', 'neutralPlaced', 'cardPlayed', 'throneChosen'])
      expect([...kinds], kind).toContain(kind);
  });

  for (const lang of ['en', 'fr', 'hu'] satisfies Lang[]) {
    const t = dictOf(lang);
    const w = t.sections.analysis;
    const unnamed = new Set([w.same, w.unsaid]);

    it(`${lang}: to the seat itself, every line is "you": the seat's name begins none, nor stands in any`, () => {
      const intro = analysisIntro(t, { game: '/g/x/p/0/s', seat: 0, names: NAMES, you: true });
      expect(intro).toContain(`<p>${w.introYou.replace(/'/g, '&#39;')}</p>`);
      for (const { decisions, body } of GAMES) {
        let told = 0;
        for (let at = 0; at < decisions.length; at++) {
          for (const text of movesIn(body(t, at, true))) {
            expect(count(text, 'Ana'), text).toBe(0);
            if (lang === 'en' && !unnamed.has(text))
              for (const sentence of text.split(/(?<=\.) (?=\p{Lu})/u)) expect(sentence).toMatch(/^You\b/);
            told++;
          }
        }
        expect(told).toBeGreaterThan(decisions.length * 2);
      }
    });

    it(`${lang}: to anyone else, every line names the seat, first, and none says "you"`, () => {
      const intro = analysisIntro(t, { game: '/g/x/w', seat: 0, names: NAMES, you: false });
      expect(intro).toContain(`<p>${w.intro('Ana').replace(/'/g, '&#39;')}</p>`);
      for (const { decisions, body } of GAMES) {
        for (let at = 0; at < decisions.length; at++) {
          const d = decisions[at]!;
          const html = body(t, at, false);
          const moves = movesIn(html);
          // The decision's own paragraph comes last: one name per line the move made.
          const played = moves[moves.length - 2]!;
          if (d.actualLines.length) expect(count(played, 'Ana'), played).toBe(d.actualLines.length);
          for (const text of moves) {
            if (unnamed.has(text)) continue;
            expect(text.startsWith('Ana '), text).toBe(true);
            if (lang === 'en') expect(text, text).not.toMatch(/\bYou(r)?\b/);
          }
        }
      }
    });
  }

  it("leaves the game log's words as they were: private lines said to their seat, every move by its name", () => {
    const en = dictOf('en');
    const lines = GAMES.flatMap((g) => g.decisions.flatMap((d) => d.actualLines));
    for (const { event } of lines) {
      const text = eventText(en, event, NAMES);
      if (event.kind === 'bid' || event.kind === 'throneChosen') expect(text).toMatch(/^You (bid|lay your) \d/);
      else expect(text).toMatch(/^Ana /);
    }
  });
});
