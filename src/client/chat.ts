// The chat (templates/chat.ts). Without script it is a plain form that posts and comes
// back to the page; with it:
// 1. a message is sent without leaving the page; it comes back, as everyone else's does,
//    on the page's socket (./live.ts adds it to the list);
// 2. the unread count grows when a message of another player arrives while the chat is
//    out of sight (a hidden tab, or scrolled away), and is cleared when it comes into sight;
// 3. each message's time is written in the reader's own time zone;
// 4. another's message arriving while the chat is in sight is said in the page's polite
//    live region (./speak.ts).
// The script has no words of its own: the page gives them as data-t-* attributes.
import { chatNews } from './announce.ts';
import { localTimes } from './chatTimes.ts';
import { say, textOf, word } from './speak.ts';

/** A sentence of the page's with its "{0}" and "{1}" filled. */
const fill = (pattern: string, a: string, b: string) =>
  pattern.replace(/\{([01])\}/g, (_, i: string) => (i === '0' ? a : b));

/** A message in the list, as the unread count reads it (templates/chat.ts chatItem). */
export type Listed = { id: number; mine: boolean; hidden: boolean };

/**
 * The unread count after the list changed: each message newer than the newest seen
 * counts if it is another's, not hidden, and arrived while nobody looked (`counting`:
 * not the first scan, which only learns where the list stands).
 */
export function unreadAfter(
  listed: readonly Listed[],
  was: { unread: number; newest: number },
  counting: boolean,
): { unread: number; newest: number } {
  let { unread, newest } = was;
  for (const m of listed) {
    if (m.id > was.newest && counting && !m.mine && !m.hidden) unread++;
    newest = Math.max(newest, m.id);
  }
  return { unread, newest };
}

function unreadCount(panel: HTMLElement): void {
  const marks = document.querySelectorAll<HTMLElement>('[data-chat-unread]');
  let seen = { unread: Number(marks[0]?.getAttribute('data-chat-unread')) || 0, newest: 0 };
  let inSight = false;
  const showCount = () => {
    const unread = String(seen.unread);
    for (const m of marks) {
      // Unchanged, untouched: a change inside the panel would wake the observer below again.
      if (m.getAttribute('data-chat-unread') === unread && (m.textContent ?? '').includes(unread)) continue;
      m.setAttribute('data-chat-unread', unread);
      m.textContent = (m.getAttribute('data-t-unread') || '{0}').replace('{0}', unread);
      m.hidden = seen.unread === 0;
    }
  };
  const looking = () => inSight && document.visibilityState === 'visible';
  const cleared = () => {
    if (looking() && seen.unread) {
      seen = { ...seen, unread: 0 };
      showCount();
    }
  };
  const scan = (counting: boolean) => {
    const listed = [...panel.querySelectorAll('li.chat-msg')].map((li) => ({
      id: Number(li.getAttribute('data-id')) || 0,
      mine: li.hasAttribute('data-mine'),
      hidden: !!li.querySelector('.chat-hidden'),
      name: textOf(li.querySelector('.chat-head strong')),
      text: textOf(li.querySelector('.chat-text')),
    }));
    // Read as they come while the chat is in sight (or has the focus): they are not unread then.
    const open = counting && (looking() || panel.contains(document.activeElement));
    const news = chatNews(listed, seen.newest, open);
    if (news.length) say(news.map((m) => fill(word('chat'), m.name, m.text)).join(' '));
    seen = unreadAfter(listed, seen, counting && !looking());
    showCount();
    localTimes(panel);
  };
  scan(false);
  new MutationObserver(() => scan(true)).observe(panel, { childList: true, subtree: true });
  if ('IntersectionObserver' in window) {
    new IntersectionObserver((entries) => {
      inSight = entries[entries.length - 1]?.isIntersecting ?? inSight;
      cleared();
    }).observe(panel);
  }
  document.addEventListener('visibilitychange', cleared);
}

/** The server's answer to a chat or notes write: `{ ok }`, or a refusal in the reader's words. */
export type Answer = { ok?: boolean; error?: { message?: string } };

function sending(form: HTMLFormElement): void {
  const text = form.querySelector('textarea');
  const flash = document.getElementById('chat-flash');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!text || !flash || !button) return;
  const say = (message: string) => {
    flash.textContent = message;
    flash.hidden = !message;
  };
  const failed = form.getAttribute('data-t-failed') ?? '';
  const send = () => {
    if (button.disabled) return;
    button.disabled = true;
    fetch(form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ text: text.value }),
    })
      .then(async (res) => {
        const body = (await res.json()) as Answer;
        if (res.ok && body.ok) {
          text.value = '';
          say('');
        } else say(body.error?.message || failed);
      })
      .catch(() => say(failed))
      .then(() => {
        button.disabled = false;
      });
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    send();
  });
  // Enter makes a new line (a message keeps them); Ctrl+Enter or Cmd+Enter sends.
  text.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      send();
    }
  });
}

export function startChat(): void {
  const panel = document.getElementById('chat');
  if (panel) unreadCount(panel);
  const form = document.querySelector<HTMLFormElement>('form[data-chat]');
  if (form && 'fetch' in window) sending(form);
}
