// The languages of Ys online and how a request picks one. Each language is one typed
// dictionary (en.ts, es.ts, …) with exactly English's keys: the compiler refuses a
// missing or extra key. Templates receive the dictionary (`t`) and never a language code.
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hu } from './hu.ts';
import { it } from './it.ts';
import { pseudo } from './pseudo.ts';
import type { Dict } from './dict.ts';

export type { Dict } from './dict.ts';

/** The languages players may choose, in the switcher's order. */
export const LANGS = ['en', 'es', 'it', 'hu', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * Each language's name in that language, for the switcher: the same on every page, so
 * that a reader finds their own language whatever the page is in.
 */
export const LANG_NAMES = { en: 'English', es: 'Español', it: 'Italiano', hu: 'Magyar', fr: 'Français' } as const;

/**
 * A pseudo-language, every string 40% longer, for layout tests (never offered in the
 * switcher, never chosen from Accept-Language): what no page may break on.
 */
export const PSEUDO = 'en-XA';

const DICTS: Record<Lang, Dict> = { en, es, it, hu, fr };

export const isLang = (code: string): code is Lang => (LANGS as readonly string[]).includes(code);

/** The dictionary of a language code we know, English for any other. */
export function dictOf(code: string | null | undefined): Dict {
  if (code === PSEUDO) return pseudo(en);
  return code && isLang(code) ? DICTS[code] : en;
}

/**
 * The language a browser asks for (Accept-Language, RFC 9110 §12.5.4): the first of its
 * ranges, by weight, whose primary tag we speak; null when none is ours.
 */
export function fromAcceptLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, i };
    });
  ranges.sort((a, b) => b.weight - a.weight || a.i - b.i);
  return (ranges.find((r) => r.weight > 0 && isLang(r.lang))?.lang as Lang | undefined) ?? null;
}
