// What the player chose with the placement for the moment just after it (R9.1, the
// Magician's or Mercenary's): once the placement is in and that moment is asked of them,
// it is sent as it was chosen.
import { LIVE } from '../../templates/liveFormat.ts';

/** The choice, and the version at which the placement is in. */
export type FollowUp = { version: number; then: string };

/** The follow-up to keep when the placement is sent with `then` chosen ('ask': the player will say then). */
export function followUpOf(then: string | null, version: number): FollowUp | null {
  return then && then !== 'ask' ? { version: version + 1, then } : null;
}

/**
 * What to do with it at the version shown: wait (the placement is not in yet), send it, or drop it (the game went
 * past).
 */
export function due(next: FollowUp, version: number): 'wait' | 'send' | 'drop' {
  if (version < next.version) return 'wait';
  return version === next.version ? 'send' : 'drop';
}

/** The version the page shows (-1: no status line). */
export function versionShown(): number {
  const status = document.getElementById(LIVE.status);
  return status ? Number(status.getAttribute(LIVE.version)) : -1;
}

/** The follow-up sent if it is due and the page asks for it; what is left to keep (null once acted on). */
export function followUp(next: FollowUp | null): FollowUp | null {
  if (!next) return null;
  const now = due(next, versionShown());
  if (now === 'wait') return next;
  if (now === 'drop') return null;
  const panel = document.querySelector('#prompt .prompt-panel[data-window="duringPlacement"]');
  const form = panel?.querySelector<HTMLFormElement>(next.then === 'pass' ? 'form.pass-form' : 'form.card-mercenary');
  if (!form) return null;
  if (next.then !== 'pass') {
    const radio = form.querySelector<HTMLInputElement>(`input[name="placement"][value="${next.then.split(':')[1]}"]`);
    if (!radio) return null;
    radio.checked = true;
  }
  form.requestSubmit();
  return null;
}
