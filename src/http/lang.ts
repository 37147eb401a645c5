// Which language a request is answered in: the language this browser chose in a
// switcher (the `lang` cookie), else the first of its Accept-Language we speak, else
// English. A seat's page then prefers the seat's own choice, kept in the game's object
// (seat.ts), so the player's other browsers and their notifications speak it too.
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { PSEUDO, dictOf, fromAcceptLanguage, isLang } from '../../templates/i18n/index.ts';
import type { AppEnv } from './respond.ts';

export const LANG_COOKIE = 'lang';

/**
 * A language read from the cookie: one of the page languages (LANGS, the one list every
 * switch offers and accepts), or the layout tests' pseudo-language, which no switch sets:
 * only a test's own cookie holds it.
 */
const isCookieLang = (code: string) => isLang(code) || code === PSEUDO;

/**
 * A page's own language, named in its socket's address (templates/index.tsx): its updates then speak the page's
 * language whatever the handshake's headers say (a browser may send its own Accept-Language there, not the page's).
 */
export const PageLangSchema = z.optional(z.string().check(z.refine(isCookieLang)));

/** The language code a request asks for: the browser's kept choice, else Accept-Language's. */
export function requestedLang(cookie: string | undefined, acceptLanguage: string | undefined): string {
  if (cookie && isCookieLang(cookie)) return cookie;
  return fromAcceptLanguage(acceptLanguage) ?? 'en';
}

export const language = createMiddleware<AppEnv>(async (c, next) => {
  c.set('t', dictOf(requestedLang(getCookie(c, LANG_COOKIE), c.req.header('Accept-Language'))));
  await next();
});
