// "Since your last move" (templates/sections.ts sinceSection) comes with every update, as
// a fresh render shows it; one this tab already closed (up to the version it showed)
// comes back hidden, until moves after that version bring it back.
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

/** A section about to replace the page's: the panel comes hidden if this tab closed it up to its version. */
export function sinceKept(el: HTMLElement): true {
  if (el.id === 'since') hideClosed(el);
  return true;
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
