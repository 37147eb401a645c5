// The standing choices on a seat's page (templates/standing.ts): the first page carries a line saying them and a link,
// never their form, which the page asks for when its player opens them (GET {seat}/standing); the page a browser
// without script gets from that link carries it open.
import { describe, expect, it } from 'vitest';
import { createGame, viewFor } from '../../src/engine/index.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { playerPage, type RoomView } from '../../templates/index.tsx';
import { standingForm, standingSection } from '../../templates/standing.ts';

const NAMES = ['Ana', 'Bo', 'Cy'];
const paths = { self: '/g/game/s0/sig', actions: '/g/game/s0/sig/actions', ws: '/g/game/s0/sig/ws' };

function seatView(): RoomView {
  const made = createGame({ players: NAMES.map((name) => ({ name })) }, 'standing-page');
  if (!made.ok) throw new Error(made.error.code);
  return { ...viewFor(made.state, 0, made.events), standing: { pass: true, gems: ['green', 'red'] } };
}

describe('the standing choices on the first page', () => {
  it('are a line saying them and a link, with no form, in every language', () => {
    const view = seatView();
    for (const lang of ['en', 'fr', 'es', 'it', 'hu'] as const) {
      const t = dictOf(lang);
      const page = playerPage(t, view, paths);
      const section = /<section id="standing"[\s\S]*?<\/section>/.exec(page)![0];
      expect(section).toContain(
        `<summary id="standing-title">${t.chat.standing.now(true, ['green', 'red'])}</summary>`,
      );
      expect(section).toContain('<a href="/g/game/s0/sig/standing">');
      expect(section).not.toContain('<details id="standing-more" data-load open>');
      expect(page).not.toContain('<select');
      expect(page).not.toContain('standing-pass');
      expect(t.chat.standing.now(false, [])).not.toBe(t.chat.standing.now(true, []));
    }
    expect(dictOf('en').chat.standing.now(false, [])).toBe('Standing choices: none');
  });

  it('are drawn open with their form on the page without script, and the form alone for htmx', () => {
    const t = dictOf('en');
    const view = seatView();
    const open = standingSection(t, { ...view, standingOpen: true }, paths);
    expect(open).toContain('<details id="standing-more" data-load open>');
    expect(open).toContain(standingForm(t, view, paths));
    expect(open).not.toContain('<a href');
    const form = standingForm(t, view, paths);
    expect(form.match(/<select /g)).toHaveLength(4);
    expect(form).toContain('<option value="green" selected>');
    expect(form).toContain('id="standing-pass" name="pass" value="1" checked');
    // A spectator has none; a seat the game asks nothing of has an empty form.
    expect(standingForm(t, { ...view, seat: null }, paths)).toBe('');
    expect(standingForm(t, { ...view, standIn: true }, paths)).toBe('');
  });
});
