// What a page receives after an action: only what changed for it since the view it was
// last sent. A pure function of two views (so the bench times exactly the room's code).
//
// An update is HTML (its attributes: templates/liveFormat.ts), applied by src/client/updates.ts:
// - first the status line, always: its data-version is the new version and its
//   data-base the version the update was made from; a page applies the update only if
//   it shows that base version, and otherwise asks for a fresh render ("sync");
// - then the recent lines under it (the log's newest three) when the log grew, with what
//   the last counting gave when that changed, and the bids beside the order choice when
//   they changed;
// - then each section or piece that changed, an element with a stable id that replaces
//   the page's element of the same id (board pieces inside an <svg> wrapper, so that
//   they parse as SVG; players' lines inside a <ul>);
// - the log's new entries in an <ol data-into="log-entries">, added at its top.
// Without a previous view (a fresh socket, a sync, an object that woke from
// hibernation) every section is sent whole.
import type { View } from '../engine/index.ts';
import type { Dict } from '../../templates/i18n/index.ts';
import { BOARD_PIECES, boardFrame } from '../../templates/board.ts';
import { boardTextUpdate } from '../../templates/boardText.ts';
import { same } from '../../templates/html.ts';
import { LIVE } from '../../templates/liveFormat.ts';
import {
  bidsSection,
  bidsSlice,
  boardSection,
  linesSlice,
  freshSections,
  logItems,
  neutralItem,
  neutralSlice,
  playerItem,
  playerSlice,
  promptSection,
  recentLines,
  recentSection,
  summarySlice,
  resultSection,
  screenSection,
  screenSlice,
  statusLine,
} from '../../templates/sections.ts';
import { askHeading, promptSlice } from '../../templates/prompt.ts';
import { standingSection, standingSlice } from '../../templates/standing.ts';
import type { Flash, PagePaths, RoomView } from '../../templates/theme.ts';

/**
 * The update that takes a page from `prev` (the view it was last sent, or null when
 * unknown) to `next`, in the page's language `t`. With a flash (a refusal to show next to the decision) the
 * decision panel is always sent.
 */
export function updatesFor(t: Dict, prev: View | null, next: RoomView, paths: PagePaths, flash?: Flash): string {
  if (!updatesFrom(prev, next)) return freshSections(t, next, paths, flash);
  let out = statusLine(t, next, prev.version);
  // What the last counting gave, only when it changed: a page's update then reads only the
  // log's recent entries (step.ts updateView), never the turn before for every move.
  if (!same(summarySlice(prev), summarySlice(next))) out += recentSection(t, next);
  else if (!same(linesSlice(prev), linesSlice(next))) out += recentLines(t, next);
  if (!same(bidsSlice(prev), bidsSlice(next))) out += bidsSection(t, next);
  if (flash || !same(promptSlice(prev), promptSlice(next))) out += promptSection(t, next, paths, flash);
  else if (next.prompt.kind === 'wait' && !same(prev.prompt, next.prompt)) out += askHeading(t, next);
  if (!same(prev.result, next.result)) out += resultSection(t, next, paths.self);

  if (!same(boardFrame(prev), boardFrame(next))) out += boardSection(t, next);
  else {
    let pieces = '';
    for (const piece of BOARD_PIECES) if (piece.has(next) && piece.changed(prev, next)) pieces += piece.draw(t, next);
    if (pieces) out += `<svg data-pieces="board">${pieces}</svg>`;
  }

  out += boardTextUpdate(t, prev, next);

  let players = '';
  for (const p of next.players)
    if (!same(playerSlice(prev, p.seat), playerSlice(next, p.seat))) players += playerItem(t, next, p);
  if (next.neutral && !same(neutralSlice(prev), neutralSlice(next))) players += neutralItem(t, next, next.neutral);
  if (players) out += `<ul data-pieces="players">${players}</ul>`;

  if (!same(screenSlice(prev), screenSlice(next))) out += screenSection(t, next);
  if (!same(standingSlice(prev), standingSlice(next))) out += standingSection(t, next, paths);

  // The log only grows: its entries after the version the page holds.
  let from = next.log.length;
  while (from > 0 && next.log[from - 1]!.version > prev.version) from--;
  if (from < next.log.length) out += `<ol ${LIVE.into}="log-entries">${logItems(t, next, next.log.slice(from))}</ol>`;
  return out;
}

/**
 * Whether a page holding `prev` can be brought to `next` by an update: a view of the same
 * seat, older. Otherwise (another seat's view, a view not older, none) the page gets every
 * section whole, from a view with the whole log.
 */
export function updatesFrom(prev: View | null, next: View): prev is View {
  return !!prev && prev.seat === next.seat && prev.version < next.version;
}
