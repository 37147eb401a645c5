// "Since your last move" as the templates draw it: the panel lists
// the seat's own view's log after its last action, oldest first, and nothing else; the
// board outlines, dashed, the places played on since then in this placement, the last
// action's keeping their own mark.
import { describe, expect, it } from 'vitest';
import {
  type LogEntry,
  type State,
  applyAction,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { boardSvg, lastMove, sinceMoves } from '../../templates/board.ts';
import { en } from '../../templates/i18n/en.ts';
import { eventText } from '../../templates/log.ts';
import { sinceSection } from '../../templates/sections.ts';
import { spotCode } from '../../templates/theme.ts';

/** A 3-player game played at random until three or more placements of the current turn are in its log. */
function placing(): { state: State; history: LogEntry[] } {
  const made = createGame({ players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })) }, 'since-board');
  if (!made.ok) throw new Error(made.error.code);
  let state = made.state;
  let history = made.events;
  const random = seededRandom('since-board/actions');
  const placed = () => history.filter((e) => e.turn === state.turn && e.event.kind === 'placed').length;
  const phase = () => viewFor(state, null).phase;
  for (let n = 0; n < 500 && !(phase() === 'placement' && placed() >= 3); n++) {
    const seat = waitingFor(state)[0]!;
    const out = applyAction(state, seat, randomAction(state, seat, random));
    if (!out.ok) throw new Error(out.error.code);
    state = out.state;
    history = [...history, ...out.events];
  }
  expect(phase()).toBe('placement');
  return { state, history };
}

describe('since your last move', () => {
  const { state, history } = placing();
  const firstPlaced = history.find((e) => e.turn === state.turn && e.event.kind === 'placed')!;
  const since = firstPlaced.version - 1;

  it(
    "lists the seat's own log after its last action, oldest first, with the count of moves; nothing for " +
      'spectators',
    () => {
      for (const seat of [0, 1, 2]) {
        const view = { ...viewFor(state, seat, history), since };
        const html = sinceSection(en, view);
        const entries = view.log.filter((e) => e.version > since);
        const names = view.players.map((p) => p.name);
        expect(html).toContain(en.sections.since.title(new Set(entries.map((e) => e.version)).size));
        // Oldest first: each line after the one before.
        let at = 0;
        for (const e of entries) {
          const words = eventText(en, e.event, names).replace(/&/g, '&amp;').slice(0, 30);
          const found = html.indexOf(words, at);
          expect(found, words).toBeGreaterThanOrEqual(at);
          at = found;
        }
        // Only what this seat's log holds: another seat's private lines never.
        for (const e of history.filter((h) => h.version > since && h.to !== undefined && h.to !== seat)) {
          expect(html).not.toContain(eventText(en, e.event, names));
        }
      }
      expect(sinceSection(en, { ...viewFor(state, null, history), since })).toBe('');
      expect(sinceSection(en, viewFor(state, 0, history))).toBe(
        '<section id="since" class="panel since" hidden></section>',
      );
      expect(sinceSection(en, { ...viewFor(state, 0, history), since: state.version })).toBe(
        '<section id="since" class="panel since" hidden></section>',
      );
    },
  );

  it("outlines, dashed and in words, the places played on since, the last action's with its own mark", () => {
    const view = { ...viewFor(state, 0, history), since };
    const marks = sinceMoves(view);
    const expected = new Set(
      history
        .filter(
          (e) => e.version > since && e.version < state.version && e.turn === state.turn && e.event.kind === 'placed',
        )
        .flatMap((e) => (e.event.kind === 'placed' ? e.event.brokers.map((b) => spotCode(b.spot)) : [])),
    );
    expect(new Set(marks.keys())).toEqual(expected);
    expect(marks.size).toBeGreaterThan(0);
    const svg = boardSvg(en, view);
    expect(svg.match(/class="since-move"/g)?.length).toBe(
      [...marks.keys()].filter((k) => !lastMove(view).has(k)).length,
    );
    expect(svg).toContain(en.board.sinceMove('Ana').replace('Ana', ''));
    // Without `since` (another page, the spectators): no such marks.
    expect(boardSvg(en, viewFor(state, 0, history))).not.toContain('since-move');
  });
});
