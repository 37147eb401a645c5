// A card's choices made on the board (templates/cards.ts's board fields, the Spy's looks),
// pure (the page's glue is ./cardPicks.ts): a form's fields are chosen in their order, a
// tap on a lit element choosing the next field's value, Undo taking back the last.

/**
 * A choice being made: its form (data-pick-form), the version that form was made on, the values chosen and in what
 * order.
 */
export type CardPick = { form: string; version: string; values: Record<string, string>; order: string[] };

/**
 * One of a field's choices: its value, the board element it is (data-on: a place's code or a broker's data-ref), its
 * group.
 */
export type Choice = { value: string; on: string; group: string | null; label: string };

export function newPick(form: string, version: string): CardPick {
  return { form, version, values: {}, order: [] };
}

/** The first field (of `names`, in the form's order) not chosen yet. */
export function nextField(pick: CardPick, names: readonly string[]): string | null {
  return names.find((name) => pick.values[name] === undefined) ?? null;
}

/** A field's choices left: not in the group of the one chosen for the field it must differ from (data-apart). */
export function legalChoices(choices: readonly Choice[], other: Choice | null): Choice[] {
  return choices.filter((c) => !other || c.group !== other.group);
}

export function choose(pick: CardPick, name: string, value: string): void {
  pick.values[name] = value;
  pick.order.push(name);
}

export function undoPick(pick: CardPick): void {
  const name = pick.order.pop();
  if (name !== undefined) delete pick.values[name];
}

/** A hint's fields (templates/actionFields.ts) as the choices made, in the form's order. */
export function pickFromFields(
  pick: CardPick,
  names: readonly string[],
  fields: Readonly<Record<string, string>>,
): CardPick {
  for (const name of names) if (fields[name] !== undefined) choose(pick, name, fields[name]);
  return pick;
}
