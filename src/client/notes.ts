// The private notes (templates/chat.ts). Without script a plain form that posts and comes
// back to the page; with it, the notes are saved as the player types, at most one write
// every 5 seconds, and once more as the page goes away if something is still unsaved.
import type { Answer } from './chat.ts';

const EVERY = 5000;

/** How long to wait before the next write, the last one having gone at `last`. */
export function waitBeforeWrite(last: number, now: number): number {
  return Math.max(0, last + EVERY - now);
}

export function startNotes(): void {
  const notes = document.querySelector<HTMLFormElement>('form[data-notes]');
  const area = notes?.querySelector('textarea');
  const state = notes?.querySelector('.notes-state');
  if (!notes || !area || !state || !('fetch' in window)) return;
  let last = 0; // when the last write went
  let timer: ReturnType<typeof setTimeout> | null = null; // the next write, waiting for its 5 seconds
  let saved = area.value;
  const word = (name: string) => notes.getAttribute(`data-t-${name}`) || '';
  const write = (keepalive: boolean) => {
    if (timer) clearTimeout(timer);
    timer = null;
    const value = area.value;
    if (value === saved) return;
    last = Date.now();
    state.textContent = word('saving');
    fetch(notes.action, {
      method: 'PUT',
      credentials: 'same-origin',
      keepalive,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ text: value }),
    })
      .then(async (res) => {
        const body = (await res.json()) as Answer;
        if (res.ok && body.ok) {
          saved = value;
          state.textContent = word('saved');
        } else state.textContent = body.error?.message || word('failed');
      })
      .catch(() => {
        state.textContent = word('failed');
      });
  };
  const soon = () => {
    if (!timer) timer = setTimeout(() => write(false), waitBeforeWrite(last, Date.now()));
  };
  area.addEventListener('input', soon);
  notes.addEventListener('submit', (e) => {
    e.preventDefault();
    soon();
  });
  // The page going away (a reload, a closed tab): what is unsaved is sent now, once.
  window.addEventListener('pagehide', () => {
    if (area.value !== saved) write(true);
  });
}
