// Numbers, lists, plurals and ordinals through Intl, one set per language, made once:
// a dictionary never joins words with commas or picks "s" by hand.

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type Format = {
  /** "a, b and c" in the language's own words and commas. */
  and: (items: readonly string[]) => string;
  /** "a, b or c". */
  or: (items: readonly string[]) => string;
  num: (n: number) => string;
  /** The form of a count's word that the language uses for n: plural(3, { one: 'gem', other: 'gems' }). */
  plural: (n: number, forms: PluralForms) => string;
  /** The ordinal category of n ('one', 'two', 'few', 'other' in English), for a language's own ordinal suffixes. */
  ordinal: (n: number) => Intl.LDMLPluralRule;
};

function formats(locale: string): Format {
  const and = new Intl.ListFormat(locale, { type: 'conjunction' });
  const or = new Intl.ListFormat(locale, { type: 'disjunction' });
  const num = new Intl.NumberFormat(locale);
  const cardinal = new Intl.PluralRules(locale);
  const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' });
  return {
    and: (items) => and.format(items),
    or: (items) => or.format(items),
    num: (n) => num.format(n),
    plural: (n, forms) => forms[cardinal.select(n)] ?? forms.other,
    ordinal: (n) => ordinal.select(n),
  };
}

// British English lists: "Ana, Bo and Cy", without the serial comma the pages always wrote.
export const fmt = {
  en: formats('en-GB'),
  es: formats('es'),
  it: formats('it'),
  hu: formats('hu'),
  fr: formats('fr'),
} as const;
