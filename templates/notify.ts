// A seat's own notifications panel, on its page only, outside the live
// sections (no update replaces it: src/client/updates.ts swaps only the ids it is sent).
// Web Push is src/client/notify.ts's: the server renders that part hidden, and the script
// shows it where the browser can push; without script it stays hidden. Its messages are
// rendered here, in the page's language, as the part's data-* attributes: the script
// has no words of its own. E-mail is plain forms, which work without script; the server
// answers them with a 303 to this page.
import { esc } from './html.ts';
import type { Dict } from './i18n/index.ts';
import { SEND_TIMEOUT_MS, type Channel } from '../src/views.ts';

/** What a seat's own page may say of its notifications: never an address. */
export type NotifyPanel = {
  /** The VAPID public key (base64url, uncompressed P-256 point) when this game can push; null: no Web Push. */
  pushKey: string | null;
  /** null: this deployment sends no e-mail; otherwise whether this seat has an address on file (not stopped). */
  mail: null | { on: boolean };
};

/** Where src/client/notify.ts puts an answer's HTTP status in the `refused` message. */
export const STATUS_SLOT = '{0}';

function pushPart(t: Dict): string {
  const said = t.notify.script;
  const messages = {
    on: said.on,
    off: said.off,
    unreachable: said.unreachable,
    refused: said.refused(STATUS_SLOT),
    'subscribe-failed': said.subscribeFailed,
    blocked: said.blocked,
    'unsubscribe-failed': said.unsubscribeFailed,
  };
  const data = Object.entries(messages)
    .map(([name, text]) => ` data-said-${name}="${esc(text)}"`)
    .join('');
  return (
    `<div class="notify-push" hidden${data}>` +
    '<p class="notify-state" aria-live="polite"></p>' +
    (`<p class="actions"><button type="button" class="notify-on" ` +
      `hidden>${esc(t.notify.notifyMe)}</button><button type="button" class="notify-off" ` +
      `hidden>${esc(t.notify.stop)}</button></p>`) +
    '<p class="notify-said flash" role="status"></p>' +
    `<p class="help">${esc(t.notify.iphoneNote)}</p></div>`
  );
}

function mailPart(t: Dict, on: boolean, selfPath: string): string {
  if (on) {
    return (
      `<p>${esc(t.notify.mailOn)}</p>` +
      (`<form method="post" action="${esc(selfPath)}/mail/stop" class="notify-stop"><button ` +
        `type="submit">${esc(t.notify.stopMails)}</button></form>`)
    );
  }
  return (
    `<form method="post" action="${esc(selfPath)}/mail" class="notify-mail">` +
    `<p class="field"><label for="notify-address">${esc(t.notify.mailLabel)}</label>` +
    '<input id="notify-address" type="email" name="address" required autocomplete="email" maxlength="254" /></p>' +
    `<button type="submit">${esc(t.notify.save)}</button>` +
    `<p class="help">${esc(t.notify.mailPrivate)}</p></form>`
  );
}

/**
 * The panel of `selfPath` (the seat link). With push alone, the whole panel waits for
 * the script too: without it, it would be a heading over nothing.
 */
export function notifyPanel(t: Dict, panel: NotifyPanel, selfPath: string): string {
  if (panel.pushKey === null && panel.mail === null) return '';
  const push = panel.pushKey === null ? '' : ` data-push="${esc(selfPath)}/push" data-push-key="${esc(panel.pushKey)}"`;
  return (
    `<section id="notify" class="panel notify"${push}${panel.mail === null ? ' hidden' : ''} ` +
    `aria-labelledby="notify-title">` +
    `<h2 id="notify-title">${esc(t.notify.title)}</h2>` +
    (panel.pushKey === null ? '' : pushPart(t)) +
    (panel.mail === null ? '' : mailPart(t, panel.mail.on, selfPath)) +
    '</section>'
  );
}

const SERVICES: readonly string[] = ['webhook', 'push', 'mail'] satisfies Channel[];
const isService = (s: string | undefined): s is Channel => s !== undefined && SERVICES.includes(s);

/**
 * Why a send was given up (src/room/deliver.ts's Why), in the host page's words (plain
 * text). A reason stored before reasons were codes is its own English words, shown as
 * they are; 'push-not-url' and 'push-not-https' are codes of before the URL rule
 * (src/http/outsideUrl.ts), still stored in older games.
 */
export function givenUpReason(t: Dict, why: string): string {
  const [kind, service, status] = why.split(':');
  const w = t.notify.why;
  if (kind === 'unreachable' && isService(service) && status === undefined)
    return w.unreachable(t.notify.service[service]);
  if (kind === 'timeout' && isService(service) && status === undefined)
    return w.timeout(t.notify.service[service], SEND_TIMEOUT_MS / 1000);
  if (kind === 'not-public' && isService(service) && status === undefined)
    return w.notPublic(t.notify.service[service]);
  if (kind === 'status' && isService(service) && status && /^\d{3}$/.test(status))
    return w.status(t.notify.service[service], Number(status));
  if (kind === 'out-cap' && service && /^\d+$/.test(service) && status === undefined) return w.outCap(Number(service));
  switch (why) {
    case 'push-not-url':
      return w.pushNotUrl;
    case 'push-not-https':
      return w.pushNotHttps;
    case 'encrypt':
      return w.encrypt;
    case 'binding':
      return w.binding;
    case 'no-vapid':
      return w.noVapid;
    case 'no-mailer':
      return w.noMailer;
    case 'mail-cap':
      return w.mailCap;
    default:
      return why;
  }
}
