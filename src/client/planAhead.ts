// "Plan my next move" (templates/prompt.ts planAhead): the panel carries the offer closed and without its form, so
// that a seat that only waits is not sent its panel again at each move of the others. Opened, its form is asked for
// once from its link (GET {seat}/plan, answered as a fragment to a request that says it is htmx's) and wired for
// htmx; the link, the way without script, stays until the form is in.
import { versionShown } from './followUp.ts';

/** htmx's one call this module makes: the fetched form's hx-* attributes wired (the page loads htmx first). */
declare const htmx: { process(el: Element): void };

/** The offer's form fetched into its body, once per panel drawn (a new panel is a new body). */
export function loadPlan(details: HTMLDetailsElement): void {
  const body = details.querySelector('.plan-body');
  const link = body?.querySelector('a[href]');
  if (!body || !link || body.hasAttribute('data-loading')) return;
  body.setAttribute('data-loading', '');
  fetch(link.getAttribute('href') ?? '', { headers: { 'HX-Request': 'true' } })
    .then((res) => (res.ok ? res.text() : ''))
    .then((html) => {
      // A panel drawn again meanwhile has its own body: this one is gone. Failed, the link stays: it opens the form on
      // a page of its own.
      if (!body.isConnected || !html) return;
      // The link that held the focus is gone: the offer's summary takes it, never the page's body.
      const focused = body.contains(document.activeElement);
      body.innerHTML = html;
      htmx.process(body);
      if (focused) details.querySelector('summary')?.focus();
    })
    .catch(() => {})
    .finally(() => body.removeAttribute('data-loading'));
}

/**
 * A plan posts the version the page shows, not the one its form was fetched at. The room takes a plan made on the game
 * as it is now only (src/room/planRoom.ts): what the plan depends on is read from the view at that moment, so it must
 * be the view the player saw. The page's board and status follow every move of the others while the form stays as
 * it was fetched (a half-made choice is kept); a choice the form still offers that a move has taken since is refused
 * with its rule, as the room checks every plan against the view of the moment.
 */
export function postPlansAtPageVersion(): void {
  document.addEventListener(
    'submit',
    (e) => {
      const form = e.target instanceof HTMLFormElement ? e.target : null;
      if (!form?.closest('#prompt .plan-body')) return;
      const version = form.querySelector<HTMLInputElement>('input[name="version"]');
      const now = versionShown();
      if (version && now >= 0) version.value = String(now);
    },
    // Before htmx's own listener on the form reads its fields.
    true,
  );
}
