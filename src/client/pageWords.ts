// Every word the placing and picking bars say comes from the page, in its language
// (templates/prompt.ts): data-* attributes holding sentences in which "{1}" and "{2}" are
// tokens the script replaces with what only it knows (a value, a place's words).

/** A sentence of the page with its tokens filled: say(el, 'goes', place). */
export function say(el: Element | null | undefined, name: string, one = '', two = ''): string {
  const text = el?.getAttribute(`data-${name}`) || '';
  return text.split('{1}').join(one).split('{2}').join(two);
}
