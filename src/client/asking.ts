// The keys that ask (./ask.ts) on the DOM: their answers read from what the server
// rendered (the status line, the log's data-v, the board as text's rows and #board-text-quotes)
// and said in the polite live region (./speak.ts). Listened to before the page's other
// keys (capture), so that the number after A is A's and not the placing's.
import { type Line, lastMove, rowWords } from './announce.ts';
import { type Question, asked, typing } from './ask.ts';
import { say, textOf, word } from './speak.ts';

/** A log line's words without its turn's tag ("T2"), which a sighted reader skims and a listener need not hear. */
const lineWords = (li: Element) =>
  [...li.childNodes]
    .filter((n) => !(n instanceof Element && n.classList.contains('turn')))
    .map((n) => n.textContent ?? '')
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** The log's lines as the page holds them, newest first. */
export function logLines(): Line[] {
  return [...document.querySelectorAll('#log-entries > li[data-v]')].map((li) => ({
    version: Number(li.getAttribute('data-v')),
    by: li.hasAttribute('data-by') ? Number(li.getAttribute('data-by')) : null,
    text: lineWords(li),
  }));
}

/** A row of a table of the board as text, each cell with its column's heading. */
function rowSaid(tr: Element): string {
  const heads = [...(tr.closest('table')?.querySelectorAll('thead th') ?? [])].map(textOf);
  return rowWords([...tr.children].map((cell, i) => [heads[i] ?? '', textOf(cell)] as const));
}

function answer(q: Question): string {
  const text = document.getElementById('board-text');
  switch (q.kind) {
    case 'board': {
      const box = text?.closest('details');
      if (box) {
        box.open = true;
        box.querySelector('summary')?.focus();
      }
      return '';
    }
    case 'last':
      return lastMove(logLines()).join(' ') || word('none');
    case 'turn':
      return textOf(document.getElementById('status'));
    case 'gems': {
      const me = text?.querySelector('tr[data-me]');
      const rows = me ? [me] : [...(text?.querySelectorAll('table:nth-of-type(2) tbody tr') ?? [])];
      return rows.map(rowSaid).join('. ');
    }
    case 'quotes':
      return textOf(document.getElementById('board-text-quotes'));
    case 'keys':
      return word('keys');
    case 'which':
      return word('which');
    case 'at':
      return [...(text?.querySelectorAll(`tr[id^="board-text-${q.at}"]`) ?? [])].map(rowSaid).join('. ');
    case 'cancel':
      return '';
  }
}

export function startAsking(): void {
  if (!document.getElementById('board-text')) return;
  // The header's skip link does what B does: a fragment alone would neither open the disclosure in every browser nor
  // move the focus.
  document.querySelector('a.skip[href="#board-text"]')?.addEventListener('click', (e) => {
    e.preventDefault();
    answer({ kind: 'board' });
  });
  let pending = false;
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.ctrlKey || e.altKey || e.metaKey || e.isComposing) return;
      const el = e.target instanceof Element ? e.target : null;
      const target = {
        tag: el?.tagName ?? '',
        type: el?.getAttribute('type') ?? null,
        editable: el instanceof HTMLElement && el.isContentEditable,
      };
      if (typing(target)) return;
      const a = asked(e.key, pending);
      pending = a.pending;
      if (!a.question) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      say(answer(a.question));
    },
    true,
  );
}
