// A seat's own notifications panel (issue 10), on its page only, outside the live
// sections (no update replaces it: public/app.js swaps only the ids it is sent).
// Web Push is public/notify.js's: the server renders that part hidden, and the script
// shows it where the browser can push; without script it stays hidden. E-mail is plain
// forms, which work without script; the server answers them with a 303 to this page.
import { esc } from './html.ts';

/** What a seat's own page may say of its notifications: never an address. */
export type NotifyPanel = {
  /** The VAPID public key (base64url, uncompressed P-256 point) when this game can push; null: no Web Push. */
  pushKey: string | null;
  /** null: this deployment sends no e-mail; otherwise whether this seat has an address on file (not stopped). */
  mail: null | { on: boolean };
};

/** iOS delivers web push only to a page opened from the Home Screen. */
export const IPHONE_NOTE = 'On an iPhone or iPad: add this page to your Home Screen (Share, then Add to Home Screen), open it from there, then press Notify me.';

function pushPart(): string {
  return '<div class="notify-push" hidden>'
    + '<p class="notify-state" aria-live="polite"></p>'
    + '<p class="actions"><button type="button" class="notify-on" hidden>Notify me</button><button type="button" class="notify-off" hidden>Stop</button></p>'
    + '<p class="notify-said flash" role="status"></p>'
    + `<p class="help">${esc(IPHONE_NOTE)}</p></div>`;
}

function mailPart(on: boolean, selfPath: string): string {
  if (on) {
    return '<p>E-mails are on for this seat.</p>'
      + `<form method="post" action="${esc(selfPath)}/mail/stop" class="notify-stop"><button type="submit">Stop e-mails</button></form>`;
  }
  return `<form method="post" action="${esc(selfPath)}/mail" class="notify-mail">`
    + '<p class="field"><label for="notify-address">E-mail me when the game waits for me</label>'
    + '<input id="notify-address" type="email" name="address" required autocomplete="email" maxlength="254" /></p>'
    + '<button type="submit">Save</button>'
    + '<p class="help">Your address is never shown to the other players.</p></form>';
}

/**
 * The panel of `selfPath` (the seat link). With push alone, the whole panel waits for
 * the script too: without it, it would be a heading over nothing.
 */
export function notifyPanel(panel: NotifyPanel, selfPath: string): string {
  if (panel.pushKey === null && panel.mail === null) return '';
  const push = panel.pushKey === null ? '' : ` data-push="${esc(selfPath)}/push" data-push-key="${esc(panel.pushKey)}"`;
  return `<section id="notify" class="panel notify"${push}${panel.mail === null ? ' hidden' : ''} aria-labelledby="notify-title">`
    + '<h2 id="notify-title">Notifications</h2>'
    + (panel.pushKey === null ? '' : pushPart())
    + (panel.mail === null ? '' : mailPart(panel.mail.on, selfPath))
    + '</section>';
}
