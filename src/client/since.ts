// "Since your last move" (templates/sections.ts sinceSection) stays until the player
// closes it or acts: a render without it (another's move) leaves it, and one this tab
// already closed (up to the version it showed) comes back hidden.
const SINCE = `ys.since-closed:${location.pathname}`;

/** The version up to which this tab closed the panel. */
function closedThrough(): number {
  try {
    return Number(sessionStorage.getItem(SINCE)) || 0;
  } catch {
    return 0;
  }
}

export function closeSince(): void {
  const panel = document.getElementById('since');
  if (!panel || panel.hidden) return;
  panel.hidden = true;
  try {
    sessionStorage.setItem(SINCE, panel.getAttribute('data-through') || '0');
  } catch {
    /* storage off: closed for this page only */
  }
}

/** A panel this tab closed, hidden. */
function hideClosed(el: HTMLElement): void {
  if (!el.hidden && Number(el.getAttribute('data-through')) <= closedThrough()) el.hidden = true;
}

/** Does `el` replace the page's `current`? A section other than the panel always; the panel unless it is hidden and the page's is not. */
export function sinceWanted(el: HTMLElement, current: HTMLElement): boolean {
  if (el.id !== 'since') return true;
  hideClosed(el);
  return !(el.hidden && !current.hidden);
}

export function startSince(): void {
  const opened = document.getElementById('since');
  if (opened) hideClosed(opened);
  document.addEventListener(
    'toggle',
    (e) => {
      const target = e.target;
      if (target instanceof HTMLDetailsElement && target.parentElement?.id === 'since' && !target.open) closeSince();
    },
    true,
  );
}
