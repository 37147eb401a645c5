// A finished game's analysis, computed here, in the player's browser: the game's record
// is fetched once, the engine and the bots (/bot.js, loaded by this page alone) judge
// every decision of the seat with a progress bar, and the judgements are posted back to
// this page's address, which answers them in words with the board (templates/analysis.ts).
// Stepping between decisions asks again for that decision's board; an answer once had is
// kept. The numbers are seeded by the game and the seat: the same on every device.
// Without script the page says it needs script.
import type * as Bot from './bot.ts';
import { keptFetches, okJson, okText } from './fetchText.ts';

/** The engine and the bots for the browser (scripts/assets.mjs builds it from ./bot.ts). */
const BOT_BUNDLE: string = '/bot.js';

/** A decision as the page posts it back (templates/analysis.ts reads these three). */
type Judged = { version: number; suggested: unknown; loss: number };

/** The control the arrow keys work: the previous or next decision's button at the step's top. */
export function arrowControl(key: string): 'prev-top' | 'next-top' | null {
  return key === 'ArrowLeft' ? 'prev-top' : key === 'ArrowRight' ? 'next-top' : null;
}

type Parts = { main: HTMLElement; box: HTMLElement; bar: HTMLProgressElement; status: HTMLElement; out: HTMLElement };

function partsOf(main: HTMLElement): Parts | null {
  const box = document.getElementById('analysis-progress');
  const bar = box?.querySelector('progress');
  const status = document.getElementById('analysis-status');
  const out = document.getElementById('analysis-out');
  return box && bar && status && out ? { main, box, bar, status, out } : null;
}

/** The decisions judged, step by step, with the progress shown. */
async function judge(p: Parts, seat: number, game: string): Promise<Judged[]> {
  const [record, bundle] = await Promise.all([
    fetch(`${game}/record`, { credentials: 'same-origin' }).then(okJson),
    import(/* @vite-ignore */ BOT_BUNDLE) as Promise<typeof Bot>,
  ]);
  const started = performance.now();
  const analysis = await bundle.analyzeRecord(record, seat, (done, total) => {
    p.bar.max = total;
    p.bar.value = done;
    p.status.textContent = (p.status.getAttribute('data-progress') ?? '')
      .replace('{1}', String(done))
      .replace('{2}', String(total));
  });
  // How long the judging took, for the browser test's budget (5 s on a mid-range phone).
  p.main.setAttribute('data-ms', String(Math.round(performance.now() - started)));
  return analysis.decisions.map((d) => ({ version: d.version, suggested: d.suggested, loss: d.loss }));
}

/** One decision's words and board, in place of the one shown. */
function swapIn(out: HTMLElement, html: string, focus: string | null): void {
  const t = document.createElement('template');
  t.innerHTML = html;
  const step = t.content.getElementById('analysis-step');
  const now = document.getElementById('analysis-step');
  if (now && step) now.replaceWith(step);
  else {
    out.innerHTML = '';
    out.appendChild(t.content);
  }
  const again = focus ? out.querySelector<HTMLElement>(`[data-focus="${focus}"]:not([disabled])`) : null;
  const heading = document.getElementById('analysis-when');
  if (again) again.focus();
  else if (heading && focus !== null) {
    heading.focus();
    heading.scrollIntoView({ block: 'start' });
  }
}

export function startAnalysis(): void {
  const main = document.querySelector<HTMLElement>('main.analysis');
  const p = main && 'fetch' in window ? partsOf(main) : null;
  if (!main || !p) return;
  const game = main.getAttribute('data-game') ?? '';
  const seat = Number(main.getAttribute('data-seat'));
  let judged: Judged[] = [];
  let wanted: number | null = null;
  let broken = false;

  p.box.hidden = false;
  const failed = () => {
    broken = true;
    p.box.hidden = false;
    p.status.textContent = p.status.getAttribute('data-failed');
    p.bar.hidden = true;
  };
  const body = keptFetches((at) =>
    fetch(location.pathname, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ seat, at, decisions: judged }),
    }).then(okText),
  );
  // `focus`: the control used (data-focus), focused again in the new decision; else its heading.
  const show = (at: number, focus: string | null) => {
    wanted = at;
    return body(at).then((html) => {
      if (wanted !== at) return;
      swapIn(p.out, html, focus);
      if (at + 1 < judged.length) body(at + 1);
    }, failed);
  };

  p.out.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLButtonElement>('button[data-at]') : null;
    if (!button || button.disabled) return;
    show(Number(button.getAttribute('data-at')), button.getAttribute('data-focus') || '');
  });
  // Left and right arrows step too, once the focus is on a decision (not while reading the list).
  p.out.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !(e.target instanceof Element) || !e.target.closest('#analysis-step'))
      return;
    const control = arrowControl(e.key);
    const here = document.getElementById('analysis-step');
    const button = control && here?.querySelector<HTMLButtonElement>(`button[data-focus="${control}"]`);
    if (!button || button.disabled) return;
    e.preventDefault();
    show(Number(button.getAttribute('data-at')), '');
  });

  judge(p, seat, game)
    .then((decisions) => {
      judged = decisions;
      return show(0, null);
    })
    .then(() => {
      p.box.hidden = !broken;
    }, failed);
}
