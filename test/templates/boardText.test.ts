// The board as text (templates/boardText.ts) at a seeded placement: a table with headers,
// one row per area, neighborhood, market row and column and the whole market, each with
// its brokers, its lead by the counting's rules (R7.2, R7.8) and what it pays; the players'
// VP, gems and cards; the ships and quotations in words. Never a value the view withholds
// (R13): another's face-down broker is "face down" in every seat's text and title.
import { describe, expect, it } from 'vitest';
import {
  type State,
  applyAction,
  createGame,
  randomAction,
  rank,
  seededRandom,
  totalsOf,
  viewFor,
  waitingFor,
} from '../../src/engine/index.ts';
import { boardSvg } from '../../templates/board.ts';
import { boardTextPart, boardTextSection, leadWords, standings } from '../../templates/boardText.ts';
import { en } from '../../templates/i18n/en.ts';
import { LANGS, dictOf } from '../../templates/i18n/index.ts';

const NAMES = ['Ana', 'Bo', 'Cy'];

/** A seeded 3-player game played at random until `placed` brokers stand in the city and market, in placement. */
function placement(seed: string, placed: number): State {
  const made = createGame({ players: NAMES.map((name) => ({ name })), options: { peekOwnHidden: true } }, seed);
  if (!made.ok) throw new Error(made.error.code);
  let s = made.state;
  const random = seededRandom(`${seed}/actions`);
  const onBoard = (x: State) =>
    x.city.reduce((n, h) => n + h.port.length + h.commerce.length + h.palace.length, 0) +
    x.market.cells.flat().filter(Boolean).length;
  for (let n = 0; n < 500 && !(onBoard(s) >= placed && s.agenda[0]?.kind === 'place'); n++) {
    const seat = waitingFor(s)[0]!;
    const out = applyAction(s, seat, randomAction(s, seat, random)!);
    if (!out.ok) throw new Error(out.error.code);
    s = out.state;
  }
  if (s.agenda[0]?.kind !== 'place') throw new Error('no placement reached');
  return s;
}

const text = (html: string) =>
  html
    .replace(/<\/(td|th|caption|li|p|h3)>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'");

describe('the board as text', () => {
  const s = placement('board-text', 8);
  it('prints', () => {
    console.log(text(boardTextPart(en, viewFor(s, 0))));
    console.log(boardTextPart(en, viewFor(s, 0)).length);
  });
});
