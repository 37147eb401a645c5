// A disclosure whose body comes when it is opened (`<details data-load>`: "Plan my next move", templates/prompt.ts
// planAhead; the standing choices, templates/standing.ts): the page carries it closed with a link in place of its form,
// so that a first page and the updates of a seat that only waits are lighter by it. Opened, the link's page is asked
// for once, as a fragment (the header says it is htmx's), and its forms wired for htmx; the link, the way without
// script, stays until the form is in.

/** htmx's one call this module makes: the fetched form's hx-* attributes wired (the page loads htmx first). */
declare const htmx: { process(el: Element): void };

const bodyOf = (details: Element) => details.querySelector(':scope > div');
const linkOf = (details: Element) => bodyOf(details)?.querySelector('a[href]')?.getAttribute('href');

/**
 * The body fetched from `href`, once per body drawn (a new section is a new body). `focusId`: the control to focus
 * once it is in (the same one of the form it replaces), if the focus is still in the disclosure or nowhere.
 */
function load(details: HTMLDetailsElement, href = linkOf(details), focusId = ''): void {
  const body = bodyOf(details);
  if (!body || !href || body.hasAttribute('data-loading')) return;
  body.setAttribute('data-loading', '');
  fetch(href, { headers: { 'HX-Request': 'true' } })
    .then((res) => (res.ok ? res.text() : ''))
    .then((html) => {
      // A section drawn again meanwhile has its own body: this one is gone. Failed, the link stays: it opens the form
      // on a page of its own.
      if (!body.isConnected || !html) return;
      const active = document.activeElement;
      const focused = !!active && body.contains(active);
      body.innerHTML = html;
      htmx.process(body);
      // The control that held the focus is gone: the same one in the new form takes it, else the summary, never the
      // page's body.
      const same = focusId ? document.getElementById(focusId) : null;
      if ((focused || !active || active === document.body) && same && body.contains(same)) same.focus();
      else if (focused) details.querySelector('summary')?.focus();
    })
    .catch(() => {})
    .finally(() => body.removeAttribute('data-loading'));
}

/**
 * A live section drawn again around an open disclosure of this kind that has an id (a standing choice just saved):
 * the new one opens too, showing meanwhile the form the old one had (so that the focus stays on its control), and
 * asks for its own, which takes its place with the choices as saved. Called before the old section leaves the page.
 */
export function keepOpen(old: Element, now: Element): void {
  for (const was of old.querySelectorAll<HTMLDetailsElement>('details[data-load][id][open]')) {
    const details = now.querySelector(`#${was.id}`);
    if (!(details instanceof HTMLDetailsElement)) continue;
    const href = linkOf(details);
    const from = bodyOf(was);
    // Its link still there, the old one was not loaded yet: the new one, opened, loads as any.
    if (from && !linkOf(was)) {
      const focusId = from.contains(document.activeElement) ? (document.activeElement?.id ?? '') : '';
      bodyOf(details)?.replaceChildren(...from.childNodes);
      load(details, href, focusId);
    }
    details.open = true;
  }
}

/** Every such disclosure on the page asks for its body when opened (a toggle does not bubble). */
export function listenLoadOnOpen(): void {
  document.addEventListener(
    'toggle',
    (e) => {
      if (e.target instanceof HTMLDetailsElement && e.target.open && e.target.matches('[data-load]')) load(e.target);
    },
    true,
  );
}
