// The pseudo-language of the layout test: English with every word stretched by 40%
// (vowels doubled from the end, as long compound words in Hungarian or French would be),
// markup and numbers left whole. Made from the English dictionary, so it has every key.
import type { Dict } from './dict.ts';

const MARKUP = /(<[^>]*>|&[#\w]+;)/;

/** "Placement" → "Placeemeent": about 40% more letters per word, tags untouched. */
export function stretch(text: string): string {
  return text
    .split(MARKUP)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(/\p{L}{2,}/gu, (word) => {
            let extra = Math.ceil(word.length * 0.4);
            return (
              [...word]
                .map((ch) => {
                  if (extra <= 0 || !/[aeiouyAEIOUY]/.test(ch)) return ch;
                  extra--;
                  return ch + ch;
                })
                .join('') + '~'.repeat(extra)
            );
          }),
    )
    .join('');
}

function stretched(value: unknown): unknown {
  if (typeof value === 'string') return stretch(value);
  if (typeof value === 'function')
    return (...args: unknown[]) => stretched((value as (...a: unknown[]) => unknown)(...args));
  if (Array.isArray(value)) return value.map(stretched);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stretched(v)]));
  return value;
}

let made: Dict | null = null;
/** The pseudo dictionary, made once. Its tag stays 'en-XA' so the page says what it is. */
export function pseudo(en: Dict): Dict {
  made ??= { ...(stretched(en) as Dict), lang: 'en-XA' };
  return made;
}
