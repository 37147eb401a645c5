// The page's two live regions (templates/index.tsx, #say polite and #say-now assertive):
// what ./announce.ts and ./ask.ts decide is said here, and the words they need from the
// page (data-t-* on #say, in the page's language).

/** Say `text`: politely, or at once (`now`: the reader's own move). */
export function say(text: string, now = false): void {
  const el = document.getElementById(now ? 'say-now' : 'say');
  if (!el || !text) return;
  // Emptied first and filled a moment later, so that the same words asked twice are said twice.
  el.textContent = '';
  setTimeout(() => {
    el.textContent = text;
  }, 60);
}

/** One of the page's words for the live regions (data-t-<name> on #say). */
export const word = (name: string) => document.getElementById('say')?.getAttribute(`data-t-${name}`) ?? '';

/** The reader's seat (null: a spectator). */
export function mySeat(): number | null {
  const seat = document.getElementById('say')?.getAttribute('data-seat');
  return seat ? Number(seat) : null;
}

/** An element's words, its white space as a reader hears it. */
export const textOf = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
