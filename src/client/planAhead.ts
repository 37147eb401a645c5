// "Plan my next move" (templates/prompt.ts planAhead): the offer comes closed and without its form, which is asked for
// once opened (./loadOnOpen.ts); the form's plan posts the version the page shows.
import { versionShown } from './followUp.ts';

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
