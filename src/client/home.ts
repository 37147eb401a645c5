// The home page's form: a seat set to a bot gets a default name in its empty name field
// (data-bot-names on the form, templates/index.tsx: the page language's names), the first
// not like another name typed; the host may type over it. Set back to a person, a seat
// whose name is still that default is emptied again. Without script the server gives the
// same default (src/http/newGameForm.ts botName), so this only shows it before sending.
// Also: only the options legal for the number of names entered are offered (R2.3, R10, R11, R12).

/**
 * Case and accents aside, as the server compares names (its look-alike check is stricter, and it has the last word).
 */
export function nameKey(s: string): string {
  return s
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The first of the bot names not like a name typed, if any. */
export function freeBotName(names: readonly string[], typed: readonly string[]): string | undefined {
  const taken = new Set(typed.map(nameKey));
  return names.find((n) => !taken.has(nameKey(n)));
}

/**
 * Is an option offered for `players` names typed (data-players: the counts it is legal for; fewer than 2 count as 2)?
 */
export function offeredFor(counts: string, players: number): boolean {
  return counts.split(' ').includes(String(Math.max(2, players)));
}

function botNames(form: HTMLFormElement): string[] {
  try {
    const names: unknown = JSON.parse(form.getAttribute('data-bot-names') || '[]');
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function defaultName(form: HTMLFormElement, names: readonly string[], select: HTMLSelectElement): void {
  const input = document.getElementById(select.id.replace(/^bot/, 'name'));
  if (!(input instanceof HTMLInputElement)) return;
  const given = input.getAttribute('data-bot-default');
  if (select.value === 'person') {
    if (given && input.value === given) input.value = '';
    input.removeAttribute('data-bot-default');
  } else if (!input.value.trim()) {
    const others = [...form.querySelectorAll<HTMLInputElement>('input[name="name"]')].filter((f) => f !== input);
    const name = freeBotName(
      names,
      others.map((f) => f.value),
    );
    if (!name) return;
    input.value = name;
    input.setAttribute('data-bot-default', name);
  } else return;
  // The options offered follow the number of names (offerOptions listens to the form's input).
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Bot seats get their default names. */
export function startBotNames(): void {
  const form = document.querySelector<HTMLFormElement>('form.new-game[data-bot-names]');
  if (!form) return;
  const names = botNames(form);
  if (!names.length) return;
  for (const select of form.querySelectorAll<HTMLSelectElement>('select[name="bot"]')) {
    select.addEventListener('change', () => defaultName(form, names, select));
    // A browser may restore the form's choices on Back: fill what they call for.
    defaultName(form, names, select);
  }
}

/** Only the options legal for the number of names entered are offered. */
export function startOptions(): void {
  const form = document.querySelector<HTMLFormElement>('form.new-game');
  if (!form) return;
  const names = form.querySelectorAll<HTMLInputElement>('input[name="name"]');
  const update = () => {
    const n = [...names].filter((input) => input.value.trim()).length;
    for (const option of form.querySelectorAll<HTMLElement>('[data-players]')) {
      const allowed = offeredFor(option.getAttribute('data-players') ?? '', n);
      option.hidden = !allowed;
      const box = option.querySelector('input');
      if (box) box.disabled = !allowed;
    }
  };
  form.addEventListener('input', update);
  update();
}
