// The language switcher's answer, mounted at '/': POST /lang keeps the
// browser's choice in its `lang` cookie (lang.ts reads it on every request) and goes
// back to the page it came from. A seat's page posts to {seat link}/lang instead
// (seatNotify.ts), which also keeps the choice for the seat, in the game's object.
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { errorPage } from '../../templates/index.tsx';
import { controlBody } from './controls.ts';
import { isLang } from '../../templates/i18n/index.ts';
import { LANG_COOKIE } from './lang.ts';
import { say } from './refusal.ts';
import { wantsJson, type AppEnv } from './respond.ts';

/** A year: a choice outlives any one game. */
const LANG_COOKIE_SECONDS = 365 * 24 * 3600;

/** The browser's language from now on, for every page of this site (HttpOnly: no script needs it). */
export function setLangCookie<E extends AppEnv>(c: Context<E>, lang: string): void {
  setCookie(c, LANG_COOKIE, lang, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: true,
    maxAge: LANG_COOKIE_SECONDS,
    secure: new URL(c.req.url).protocol === 'https:',
  });
}

/** A form's or a script's field, one value: checked by the route, which says what is wrong in the request's words. */
export const Field = z.optional(z.string().check(z.maxLength(2000)));

/**
 * A page of this site to go back to: a path, never "//host" or "/\host" (both read by
 * browsers as another host), nor anything a browser would resolve elsewhere.
 */
export function isOwnPath(back: string, origin: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (!/^\/(?![/\\])/.test(back) || /[\\\u0000-\u001f\u007f]/.test(back)) return false;
  try {
    return new URL(back, origin).origin === origin;
  } catch {
    return false;
  }
}

export const langRoute = new Hono<AppEnv>();

langRoute.post('/lang', async (c) => {
  const fields = { lang: Field, back: Field };
  const body = await controlBody(
    c,
    z.pipe(
      z.looseObject(fields),
      z.transform(({ lang, back }) => ({ lang, back })),
    ),
    z.strictObject(fields),
  );
  const refused = (message: string) =>
    body.form && !wantsJson(c)
      ? c.html(errorPage(c.var.t, 400, message), 400)
      : c.json({ ok: false, error: { code: 'bad-request', message } }, 400);
  if (!body.ok) return refused(say(c, body.refusal));
  const { lang = '', back = '' } = body.data;
  if (!isLang(lang)) return refused(say(c, { key: 'unknownLang' }));
  if (!isOwnPath(back, new URL(c.req.url).origin)) return refused(c.var.t.notify.badBack);
  setLangCookie(c, lang);
  return body.form ? c.redirect(back, 303) : c.json({ ok: true });
});
