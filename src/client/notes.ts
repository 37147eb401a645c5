// The private notes (templates/chat.ts). Without script a plain form that posts and comes
// back to the page; with it, the notes are saved as the player types: after every pause of
// a second, at most one write every two seconds (the server takes 30 a minute), and at
// once, kept alive past the page, when the page is hidden or goes away. "Saved" is said
// only once the server has the very text the box holds.
import type { Answer } from './chat.ts';

/** A pause in typing that saves. */
export const PAUSE = 1000;
/** Between two writes: the server's limit on notes is 30 a minute. */
export const GAP = 2000;

/** How long to wait before the next write: a pause after the last keystroke, and the gap after the last write. */
export function waitBeforeWrite(lastInput: number, lastWrite: number, now: number): number {
  return Math.max(0, lastInput + PAUSE - now, lastWrite + GAP - now);
}

/** What the notes' state line says: the text the server has, the text sent and not answered yet, the box's. */
export function notesState(box: string, saved: string, sending: string | null): 'saved' | 'saving' | 'unsaved' {
  if (box === saved) return 'saved';
  return box === sending ? 'saving' : 'unsaved';
}

/** A refused write's wait, from its Retry-After (seconds), when it said one. */
export function retryAfterMs(header: string | null): number | null {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

export function startNotes(): void {
  const notes = document.querySelector<HTMLFormElement>('form[data-notes]');
  const area = notes?.querySelector('textarea');
  const state = notes?.querySelector('.notes-state');
  if (!notes || !area || !state || !('fetch' in window)) return;
  let lastInput = 0;
  let lastWrite = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saved = area.value;
  let sending: string | null = null;
  const word = (name: string) => notes.getAttribute(`data-t-${name}`) || '';
  const say = () => {
    const now = notesState(area.value, saved, sending);
    if (now !== 'unsaved') state.textContent = word(now);
  };
  const schedule = (wait = waitBeforeWrite(lastInput, lastWrite, Date.now())) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => write(false), wait);
  };
  const write = (keepalive: boolean) => {
    if (timer) clearTimeout(timer);
    timer = null;
    const value = area.value;
    // One write at a time while the page lives. Going away, the box's text goes kept alive, even if the same text
    // is on its way: a write not kept alive may die with the page.
    if (value === saved || (!keepalive && sending !== null)) return;
    lastWrite = Date.now();
    sending = value;
    say();
    fetch(notes.action, {
      method: 'PUT',
      credentials: 'same-origin',
      keepalive,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ text: value }),
    })
      .then(async (res) => {
        const body = (await res.json()) as Answer;
        if (res.ok && body.ok) saved = value;
        else state.textContent = body.error?.message || word('failed');
        sending = null;
        say();
        // Typed on meanwhile, or refused for a while: the box is written again in its time.
        if (area.value !== saved) schedule(retryAfterMs(res.headers.get('Retry-After')) ?? undefined);
      })
      .catch(() => {
        sending = null;
        state.textContent = word('failed');
      });
  };
  area.addEventListener('input', () => {
    lastInput = Date.now();
    schedule();
  });
  notes.addEventListener('submit', (e) => {
    e.preventDefault();
    write(false);
  });
  // A phone locked, a tab switched, a reload, a closed tab: what is unsaved is sent now, kept alive past the page.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') write(true);
  });
  window.addEventListener('pagehide', () => write(true));
}
