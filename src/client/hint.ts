// "Hint" in a learning game. The seat says it asks (POST {seat}/hint: the log tells
// everyone, once per decision), reads its own view (the JSON API), and the bundle of the
// engine and the bots (/bot.js, loaded only now) computes the bot's choice from that view
// alone, seeded by the room's answer: the same hint on any device. The choice is filled
// in by place.js (./events.ts fill), on the board as its taps would be or in the decision
// panel's form, and never sent: the player checks it and decides. The hint says why: the
// VP the bot expects its move to bring by the next counting (src/bots/gain.ts).
import type { View } from '../engine/index.ts';
import type * as Bot from './bot.ts';
import { fill } from './events.ts';
import { okJson } from './fetchText.ts';
import { bringIntoView } from './screen.ts';

/** The room's answer to POST {seat}/hint (src/http/hint.ts). */
type Asked = { version: number; seed: string };

/** "+4", "−1", "0": the VP the bot expects, rounded, its sign always said. */
const signedVp = (gain: number): string => {
  const n = Math.round(gain);
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
};

/** The bot's choice for the decision asked, filled in, and its expected gain; an error if the game moved on. */
async function hintFor(row: Element): Promise<number> {
  const asked = (await fetch(row.getAttribute('data-hint') ?? '', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
  }).then(okJson)) as Asked;
  const [view, bundle] = await Promise.all([
    fetch(row.getAttribute('data-view') ?? '', { headers: { Accept: 'application/json' } }).then(
      okJson,
    ) as Promise<View>,
    import(/* @vite-ignore */ row.getAttribute('data-bundle') ?? '') as Promise<typeof Bot>,
  ]);
  // The game moved on meanwhile: this decision is no longer the seat's.
  if (view.version !== asked.version) throw new Error('stale');
  const hint = bundle.hintOf(view, asked.seed);
  fill(hint.fields);
  return hint.gain;
}

export function startHints(): void {
  const main = document.querySelector('main.game');
  if (!main) return;

  // The row comes hidden (nothing to offer without script), and again with each new decision.
  const offer = () => {
    for (const row of main.querySelectorAll<HTMLElement>('.hint-row[hidden]')) row.hidden = false;
  };
  new MutationObserver(offer).observe(main, { childList: true, subtree: true });
  offer();

  main.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLButtonElement>('.hint-row .hint') : null;
    const row = button?.closest('.hint-row');
    if (!button || !row) return;
    const status = row.querySelector('.hint-status');
    const say = (name: string, more = '') => {
      if (status) status.textContent = (row.getAttribute(`data-t-${name}`) || '') + more;
    };
    button.disabled = true;
    say('working');
    hintFor(row)
      .then((gain) => {
        // Why, in one sentence: what the bot expects its move to bring by the next counting. In
        // the placing tray, that sentence alone: the tray says the move is ready and unsent.
        const why = (row.getAttribute('data-t-why') || '').split('{1}').join(signedVp(gain));
        if (row.closest('.place-bar')) {
          if (status) status.textContent = why;
        } else say('shown', ` ${why}`);
        // What the hint put on the board (ghosts, marked choices), else the decision panel from
        // its top, where the hint's words are.
        const shown = document.querySelector('#board .ghost, #board .pick-mark');
        if (shown) shown.scrollIntoView({ block: 'center' });
        else bringIntoView();
      })
      .catch(() => say('failed'))
      .then(() => {
        button.disabled = false;
      });
  });
}
