// English left behind in a page of another language: the clauses of the English
// dictionary (its strings, and the literal parts of its functions' template strings),
// less those a language writes the same, looked for in what a reader meets in a page.
import { dictOf, type Lang } from '../../templates/i18n/index.ts';
import { en } from '../../templates/i18n/en.ts';

/**
 * The pieces of text in a dictionary's source: its strings, and the literal parts of its
 * functions' template strings (between their ${…}). A function's words are in its source.
 */
export function literalPieces(source: string): string[] {
  const pieces: string[] = [];
  let i = 0;
  const readQuoted = (quote: string) => {
    let text = '';
    for (i++; i < source.length && source[i] !== quote; i++) {
      if (source[i] === '\\') {
        text += source[++i] ?? '';
        continue;
      }
      if (quote === '`' && source[i] === '$' && source[i + 1] === '{') {
        pieces.push(text);
        text = '';
        // Skip the placeholder, strings inside it included.
        let depth = 0;
        for (i++; i < source.length; i++) {
          const ch = source[i]!;
          if (ch === '{') depth++;
          else if (ch === '}' && --depth === 0) break;
          else if (ch === "'" || ch === '"' || ch === '`') {
            const before = pieces.length;
            readQuoted(ch);
            pieces.length = before;
          }
        }
        continue;
      }
      text += source[i];
    }
    pieces.push(text);
  };
  for (; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === "'" || ch === '"' || ch === '`') readQuoted(ch);
  }
  return pieces;
}

/** Clauses of at least two words of letters: what a reader would notice as English. */
function clauses(text: string): string[] {
  return text
    .split(/[.:;!?()·,\n–—"“”]+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /\p{L}{2,}[^\p{L}]+\p{L}{2,}/u.test(s) && s.length >= 8);
}

function dictClauses(dict: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') for (const c of clauses(v)) out.add(c);
    else if (typeof v === 'function')
      for (const p of literalPieces(v.toString())) for (const c of clauses(p)) out.add(c);
    else if (v && typeof v === 'object') for (const w of Object.values(v)) walk(w);
  };
  walk(dict);
  return out;
}

export const ENGLISH = dictClauses(en);

/**
 * English's clauses that would be wrong in a page in `lang`: all but those the language writes the same (names of
 * variants, …).
 */
export function foreignEnglish(lang: Lang): string[] {
  const own = [...dictClauses(dictOf(lang))].join('\n');
  return [...ENGLISH].filter((c) => !own.includes(c));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const READ_ATTRIBUTES = /\s(?:aria-label|aria-description|title|alt|placeholder|content|value|data-[\w-]+)="([^"]*)"/g;

/** What a reader meets in a page: its text, and the attributes a screen reader or a script says. */
export function readable(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, (tag) => ` ${[...tag.matchAll(READ_ATTRIBUTES)].map((m) => m[1]).join(' | ')} `)
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
}
