// Plain strings for the hot parts of a page (the board, the decision panel, the live
// sections): a template string is many times faster than a JSX tree, and a live update
// is rendered for every connected page after every action. Every value that is not
// markup made here goes through esc(); numbers need not. same() compares two views'
// slices for the live updates.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/;

/** Text or an attribute value, escaped for HTML (the same five characters Hono's JSX escapes). */
export function esc(value: string | number): string {
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c]!) : text;
}

/** Deep equality of JSON-like values (views are plain data). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}
