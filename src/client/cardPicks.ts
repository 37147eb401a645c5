// The cards' choices of places and brokers made on the board (templates/cards.ts's board
// fields, and the Spy's looks), the placement's way: a form's "Choose on the board" lights
// what its first field offers (the field's options, data-on: a place's code or a broker's
// data-ref), a tap picks one and marks it, the bar says what to tap next, and the form's
// button is enabled once every field is chosen (templates/prompt.ts pickBar). The rules
// are ./cardPick.ts's; this is the page.
import { clearMarks, lightBoard, markPick } from './board.ts';
import { type CardPick, type Choice, choose, legalChoices, nextField } from './cardPick.ts';
import { say } from './pageWords.ts';

/** A pick form's fields: selects or radio groups (fieldsets), named by name or data-name. */
type Field = HTMLSelectElement | HTMLElement;

export function versionIn(form: Element): string {
  return form.querySelector<HTMLInputElement>('input[name="version"]')?.value ?? '';
}

export function pickFormOf(key: string): HTMLFormElement | null {
  return document.querySelector<HTMLFormElement>(`#prompt form.pick-form[data-pick-form="${key}"]`);
}

export const fieldsOf = (form: Element): Field[] => [...form.querySelectorAll<HTMLElement>('[data-pick]')];
export const nameOf = (field: Element): string => field.getAttribute('name') || field.getAttribute('data-name') || '';
const fieldNamed = (form: Element, name: string) =>
  form.querySelector(`[data-pick][name="${name}"], [data-pick][data-name="${name}"]`);

function labelOf(field: Element): string {
  const label =
    field instanceof HTMLSelectElement
      ? field.parentElement?.querySelector('.field-label')
      : field.querySelector('legend');
  return label?.textContent ?? '';
}

/** A field's choices (a select's options, or radios), each with its board element and group. */
function choicesOf(field: Element): Choice[] {
  const els: (HTMLOptionElement | HTMLInputElement)[] =
    field instanceof HTMLSelectElement
      ? [...field.options]
      : [...field.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  return els
    .filter((el) => el.hasAttribute('data-on'))
    .map((el) => {
      const words = el instanceof HTMLOptionElement ? el : el.nextElementSibling;
      return {
        value: el.value,
        on: el.getAttribute('data-on') ?? '',
        group: el.getAttribute('data-group'),
        label: words ? (words.textContent ?? '') : el.value,
      };
    });
}

function chosen(form: Element, pick: CardPick, name: string): Choice | null {
  const field = fieldNamed(form, name);
  const value = pick.values[name];
  return field && value !== undefined ? (choicesOf(field).find((c) => c.value === value) ?? null) : null;
}

/** A field's choices left, apart from the one chosen for the field it must differ from (data-apart). */
function choicesLeft(form: Element, pick: CardPick, field: Element): Choice[] {
  const apart = field.getAttribute('data-apart');
  return legalChoices(choicesOf(field), apart ? chosen(form, pick, apart) : null);
}

/** The next field to choose, as an element of the form. */
export function nextFieldIn(form: Element, pick: CardPick): Field | null {
  const fields = fieldsOf(form);
  const name = nextField(pick, fields.map(nameOf));
  return fields.find((f) => nameOf(f) === name) ?? null;
}

function setField(field: Field, value: string | undefined): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value || '';
    return;
  }
  for (const radio of field.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
    radio.checked = radio.value === value;
}

/** The pick forms in their script clothes, with `picking` (if any) showing its bar instead of its start button. */
export function dressPickForms(picking: HTMLFormElement | null): void {
  for (const form of document.querySelectorAll('#prompt form.pick-form')) {
    form.classList.add('tapping');
    const start = form.querySelector<HTMLElement>('.pick-start');
    const bar = form.querySelector<HTMLElement>('.pick-bar');
    if (start) start.hidden = form === picking;
    if (bar) bar.hidden = form !== picking;
  }
  document.documentElement.classList.toggle('card-picking', !!picking);
  if (!picking) clearMarks();
}

/** The form being chosen: its bar, its fields, and the board lit for its next field with the choices made marked. */
export function renderPick(form: HTMLFormElement, pick: CardPick): void {
  // The bar's parts are the template's (templates/prompt.ts pickBar), all there.
  const bar = form.querySelector('.pick-bar')!;
  const field = nextFieldIn(form, pick);
  bar.querySelector('.pick-step')!.textContent = field ? field.getAttribute('data-ask') : say(bar, 'ready');
  bar.querySelector('.pick-summary')!.textContent = pick.order
    .map((name) => {
      const f = fieldNamed(form, name);
      const c = chosen(form, pick, name);
      return f && c ? say(bar, 'said', labelOf(f), c.label) : '';
    })
    .join('; ');
  bar.querySelector<HTMLButtonElement>('.undo')!.disabled = pick.order.length === 0;
  bar.querySelector<HTMLButtonElement>('.send')!.disabled = !!field;
  for (const f of fieldsOf(form)) setField(f, pick.values[nameOf(f)]);
  const wanted: Record<string, string> = {};
  if (field) for (const c of choicesLeft(form, pick, field)) wanted[c.on] = say(bar, 'said', labelOf(field), c.label);
  lightBoard(wanted);
  clearMarks();
  for (const f of fieldsOf(form)) {
    const c = chosen(form, pick, nameOf(f));
    if (c) markPick(c.on, f.getAttribute('data-mark') ?? '');
  }
}

/** A tap on the board while a card's choice is made: a lit element, or a place holding one lit broker only. */
export function tapPick(form: HTMLFormElement, pick: CardPick, target: Element): boolean {
  let el = target.closest('#board .legal');
  if (!el) {
    const inside = target.closest('#board [data-spot]')?.querySelectorAll('[data-ref].legal');
    if (inside?.length !== 1) return false;
    el = inside[0] ?? null;
  }
  const field = nextFieldIn(form, pick);
  if (!el || !field) return false;
  const code = el.getAttribute('data-ref') || el.getAttribute('data-spot');
  const choice = choicesLeft(form, pick, field).find((c) => c.on === code);
  if (!choice) return false;
  choose(pick, nameOf(field), choice.value);
  return true;
}
