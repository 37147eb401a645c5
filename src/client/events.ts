// The page's scripts talk through a few events on the document, typed here once: the
// hint fills a decision in (place.js listens), a decision of this seat's is accepted
// (live.ts tells, myGames.ts listens).
import type { ActionFields } from '../../templates/actionFields.ts';

/** A hint's choice, as the decision form's fields (templates/actionFields.ts), to be filled in and never sent. */
const FILL = 'ys:fill';
/** This seat's own decision was accepted and none of its own awaits it now. */
const DECIDED = 'ys:decided';

export function fill(fields: ActionFields): void {
  document.dispatchEvent(new CustomEvent(FILL, { detail: fields }));
}

export function onFill(listener: (fields: ActionFields) => void): void {
  document.addEventListener(FILL, (e) => {
    const detail = e instanceof CustomEvent ? (e.detail as unknown) : null;
    listener(detail && typeof detail === 'object' ? (detail as ActionFields) : {});
  });
}

export function decided(): void {
  document.dispatchEvent(new CustomEvent(DECIDED));
}

export function onDecided(listener: () => void): void {
  document.addEventListener(DECIDED, listener);
}
