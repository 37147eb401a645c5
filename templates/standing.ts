// The seat's standing choices (src/room/standing.ts) on its own page: a line saying them and, opened, a small form,
// always there while the game asks anything, beside the seat's screen. Without script its button saves it and the
// page comes back; with script (htmx) each change is saved at once and the page's sections come back drawn again. A
// live section: a pass of a turn over shows unticked as soon as the next turn's bidding comes.
import { COLOURS } from '../src/engine/index.ts';
import { esc } from './html.ts';
import { contentKey } from './liveFormat.ts';
import type { Dict } from './i18n/index.ts';
import type { PagePaths, RoomView } from './theme.ts';

/** What the section shows: equal slices, the same section (a page keeps it, and the focus in it). */
export const standingSlice = (view: RoomView): unknown => [view.turn, view.standing ?? null, asks(view)];

/** Whether the game may still ask the seat anything of its own: not over, not ended, its seat not the stand-in's. */
const asks = (view: RoomView) => view.result === null && !view.ended && !view.standIn;

/**
 * The standing choices' section: the seat's own page alone (a spectator's has none); empty and hidden once the game
 * asks nothing of the seat (over, ended by the host, or its seat handed to the stand-in), so that an update can take
 * it away. Closed, it says the choices in a line and carries no form: the page asks for the form when its player opens
 * it (GET {seat}/standing answers standingForm; src/client/loadOnOpen.ts), so that the first page is lighter by it.
 * Without script, its link opens a page where it is drawn open with its form (`view.standingOpen`).
 */
export function standingSection(t: Dict, view: RoomView, paths: PagePaths): string {
  if (view.seat === null || !paths.actions) return '';
  const key = contentKey(JSON.stringify(standingSlice(view)));
  if (!asks(view)) return `<section id="standing" class="panel standing" data-key="${key}" hidden></section>`;
  const w = t.chat.standing;
  return (
    `<section id="standing" class="panel standing" data-key="${key}" aria-labelledby="standing-title">` +
    // An id, so that a section drawn again (a choice saved) stays open with its form (src/client/live.ts).
    `<details id="standing-more" data-load${view.standingOpen ? ' open' : ''}>` +
    `<summary id="standing-title">${esc(w.now(!!view.standing?.pass, view.standing?.gems ?? []))}</summary><div>` +
    (view.standingOpen
      ? standingForm(t, view, paths)
      : `<p><a href="${esc(`${paths.self}/standing`)}">${esc(w.open)}</a></p>`) +
    '</div></details></section>'
  );
}

/**
 * The standing choices' form: the pass box and the order of colours, saved at each change with script (htmx, the
 * page's sections coming back drawn again), by its button without. Empty once the game asks nothing of the seat.
 */
export function standingForm(t: Dict, view: RoomView, paths: PagePaths): string {
  if (view.seat === null || !paths.actions || !asks(view)) return '';
  const w = t.chat.standing;
  const action = esc(`${paths.self}/standing`);
  const gems = view.standing?.gems ?? [];
  const select = (i: number) => {
    const id = `standing-gem-${i + 1}`;
    const options = [
      `<option value=""${gems[i] ? '' : ' selected'}>${esc(w.noColour)}</option>`,
      ...COLOURS.map(
        (c) => `<option value="${c}"${gems[i] === c ? ' selected' : ''}>${esc(t.terms.Colour[c])}</option>`,
      ),
    ].join('');
    return (
      `<li><label for="${id}">${esc(w.gemAt(i + 1))}</label> ` +
      `<select id="${id}" name="gems[]">${options}</select></li>`
    );
  };
  return (
    `<form method="post" action="${action}" class="standing-form" hx-post="${action}" hx-trigger="change, submit" ` +
    `hx-swap="none">` +
    `<input type="hidden" name="turn" value="${view.turn}" />` +
    `<p class="check"><input type="checkbox" id="standing-pass" name="pass" value="1"` +
    `${view.standing?.pass ? ' checked' : ''} aria-describedby="standing-pass-help" /> ` +
    `<label for="standing-pass">${esc(w.pass)}</label></p>` +
    `<p id="standing-pass-help" class="help">${esc(w.passHelp)}</p>` +
    `<fieldset aria-describedby="standing-gems-help"><legend>${esc(w.gems)}</legend>` +
    `<ol class="plain standing-gems">${COLOURS.map((_, i) => select(i)).join('')}</ol></fieldset>` +
    `<p id="standing-gems-help" class="help">${esc(w.gemsHelp)}</p>` +
    `<p class="actions"><button type="submit">${esc(w.save)}</button></p></form>`
  );
}
