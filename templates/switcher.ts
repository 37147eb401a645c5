// The language switcher at the foot of every page, shared by the page shells
// (index.tsx) and the rules page.
import { esc } from './html.ts';
import { LANGS, LANG_NAMES, type Dict } from './i18n/index.ts';

/**
 * The language switcher, at the foot of every page: plain buttons in a form, so it works
 * without script. Each language is named in itself (LANG_NAMES), and its button says so
 * (lang), whatever the page's language. `back`: the page to come back to, in the new
 * language; `action`: '/lang' (a cookie for this browser) or a seat's own `{seat}/lang`
 * (the seat's choice, kept by its game so its notifications speak it too).
 */
export function langSwitcher(t: Dict, back: string, action = '/lang'): string {
  return (
    `<form method="post" action="${esc(action)}" class="langs" aria-label="${esc(t.pages.language)}">` +
    `<input type="hidden" name="back" value="${esc(back)}" />` +
    LANGS.map((code) =>
      code === t.lang
        ? `<button name="lang" value="${code}" lang="${code}" aria-current="true" ` +
          `disabled>${esc(LANG_NAMES[code])}</button>`
        : `<button name="lang" value="${code}" lang="${code}">${esc(LANG_NAMES[code])}</button>`,
    ).join('') +
    '</form>'
  );
}
