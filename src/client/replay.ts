// The replay without a page load per step: a step link's body (GET …/replay?step=N&part=step,
// the same HTML the page holds, templates/replay.ts) is fetched and swapped into <main>,
// the address moves on (Back and Forward step too), and the steps either side are fetched
// ahead, so Next usually shows at once. A finished game never changes, so a step fetched
// once is kept for the page's life. Without script, or when a fetch fails, the links
// simply load their page.
import { keptFetches, okText } from './fetchText.ts';

/** The step an address shows (?step=N; none: the first). */
export function stepOf(search: string): number {
  const m = /[?&]step=(\d+)/.exec(search);
  return m ? Number(m[1]) : 0;
}

/** A plain left click, which the page may take over (not one opening a new tab or window). */
export function plainClick(e: MouseEvent): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function startReplay(): void {
  const main = document.querySelector<HTMLElement>('main.replay');
  if (!main || !('fetch' in window) || !('pushState' in history)) return;
  const last = Number(main.getAttribute('data-last'));
  const said = document.getElementById('replay-said');
  const base = location.pathname;
  const get = keptFetches((n) => fetch(`${base}?step=${n}&part=step`, { credentials: 'same-origin' }).then(okText));
  let wanted: number | null = null;

  const ahead = (n: number) => {
    if (n < last) get(n + 1);
    if (n > 0) get(n - 1);
  };

  const swapIn = (n: number, html: string, push: boolean, focus: string | null) => {
    main.innerHTML = html;
    if (push) history.pushState({ step: n }, '', `?step=${n}`);
    // The language switcher comes back to this step, not to the one the page was opened at.
    const back = document.querySelector<HTMLInputElement>('form.langs input[name="back"]');
    if (back) back.value = `${base}?step=${n}`;
    const label = main.querySelector<HTMLElement>('.replay-label');
    if (said && label) said.textContent = label.textContent;
    const again = focus ? main.querySelector<HTMLElement>(`[data-focus="${focus}"]`) : null;
    if (again) again.focus();
    else if (label) {
      label.focus();
      label.scrollIntoView({ block: 'start' });
    }
  };

  // `focus`: the control that was used (data-focus), focused again in the new body; else the step's name.
  const show = (n: number, push: boolean, focus: string | null) => {
    wanted = n;
    get(n).then(
      (html) => {
        // A later click won the race: this step is no longer the one asked for.
        if (wanted !== n) return;
        swapIn(n, html, push, focus);
        ahead(n);
      },
      () => {
        if (wanted === n) location.assign(`?step=${n}`);
      },
    );
  };

  main.addEventListener('click', (e) => {
    if (!plainClick(e) || !(e.target instanceof Element)) return;
    const link = e.target.closest('a[data-step]');
    if (!link) return;
    e.preventDefault();
    show(Number(link.getAttribute('data-step')), true, link.getAttribute('data-focus'));
  });
  window.addEventListener('popstate', () => show(stepOf(location.search), false, null));
  history.replaceState({ step: stepOf(location.search) }, '', location.href);
  ahead(stepOf(location.search));
}
