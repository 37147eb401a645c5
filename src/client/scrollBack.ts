// The language switch (at the page's foot) posts, and the page in the new language opens
// at its top: it comes back to where the player was last busy on the page (the section at
// the top of the screen then, as far down in it), or else to where it was.
const SCROLL = `ys:scroll:${location.pathname}`;

/** Whether this page is the language switch's, coming back to where the player was (until the page's load). */
export function comingBack(): boolean {
  try {
    return !!sessionStorage.getItem(SCROLL);
  } catch {
    return false;
  }
}

/** Where the page is: the first section still on screen and how far down in it, or the scroll itself. */
type Anchor = { id: string; offset: number } | { y: number };

function anchor(main: Element): Anchor {
  const section = [...main.children].find((el) => {
    const position = getComputedStyle(el).position;
    return el.id && position !== 'sticky' && position !== 'fixed' && el.getBoundingClientRect().bottom > 0;
  });
  return section ? { id: section.id, offset: section.getBoundingClientRect().top } : { y: window.scrollY };
}

/** Back where the kept anchor says; `done`: forget it (the page's load, after which nothing moves it). */
function comeBack(done: boolean): void {
  let kept: (Partial<{ id: string; offset: number; y: number }> & object) | null;
  try {
    kept = JSON.parse(sessionStorage.getItem(SCROLL) || 'null');
  } catch {
    kept = null;
  }
  if (!kept) return;
  const el = kept.id ? document.getElementById(kept.id) : null;
  window.scrollTo(0, el ? el.getBoundingClientRect().top + window.scrollY - (kept.offset ?? 0) : kept.y || 0);
  if (done)
    try {
      sessionStorage.removeItem(SCROLL);
    } catch {
      /* kept a little longer: harmless */
    }
}

export function startScrollBack(main: Element): void {
  let busyAt: Anchor | null = null;
  document.addEventListener(
    'click',
    (e) => {
      if (e.target instanceof Element && main.contains(e.target)) busyAt = anchor(main);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (e) => {
      if (!(e.target instanceof Element) || !e.target.matches('form.langs')) return;
      try {
        sessionStorage.setItem(SCROLL, JSON.stringify(busyAt || anchor(main)));
      } catch {
        /* nothing kept: the page opens at its top */
      }
    },
    true,
  );
  comeBack(false);
  window.addEventListener('load', () => comeBack(true));
}
