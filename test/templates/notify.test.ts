// A seat's notifications panel (templates/notify.ts) and where the player page puts it:
// the push part is the script's to show, and only where the game can push; the e-mail
// forms work without script and never show an address; a seat's page links its own web
// manifest and loads src/client/notify.ts, a spectator's page neither; the script's messages
// come in the page's language, and a send given up is said in the host page's.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src/engine/index.ts';
import { STATUS_SLOT, givenUpReason, notifyPanel, type NotifyPanel } from '../../templates/notify.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { playerPage, type PagePaths } from '../../templates/index.tsx';
import { liveSections } from '../../templates/sections.ts';
import { esc } from '../../templates/html.ts';
import { seededMoments } from '../support/history.ts';

const SELF = '/g/AAAAAAAAAAAAAAAAAAAAAA/p/0/sig-0';
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

const t = dictOf('en');
const IPHONE_NOTE = t.notify.iphoneNote;

const element = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? '';
const pushPart = (html: string) => element(html, /<div class="notify-push"[^>]*>.*?<\/div>/);
const opening = (html: string) => element(html, /<section id="notify"[^>]*>/);

describe('the notifications panel', () => {
  it('without a push key: no push part; with nothing to offer at all, no panel', () => {
    const html = notifyPanel(t, { pushKey: null, mail: { on: false } }, SELF);
    expect(pushPart(html)).toBe('');
    expect(html).not.toContain('data-push');
    expect(html).not.toContain('Notify me');
    expect(opening(html)).not.toContain('hidden');
    expect(notifyPanel(t, { pushKey: null, mail: null }, SELF)).toBe('');
  });

  it(
    'with a push key: the key and the URL to post to, a push part hidden until the script shows it, and ' +
      'the iPhone note',
    () => {
      const html = notifyPanel(t, { pushKey: KEY, mail: { on: false } }, SELF);
      expect(opening(html)).toContain(`data-push="${SELF}/push"`);
      expect(opening(html)).toContain(`data-push-key="${KEY}"`);
      expect(opening(html)).toContain('class="panel notify"');
      expect(html).toContain('<h2 id="notify-title">Notifications</h2>');
      const push = pushPart(html);
      expect(push).toMatch(/^<div class="notify-push" hidden[ >]/);
      expect(push).toContain('>Notify me</button>');
      expect(push).toContain('>Stop</button>');
      expect(push).toContain(esc(IPHONE_NOTE));
      expect(IPHONE_NOTE).toBe(
        'On an iPhone or iPad: add this page to your Home Screen (Share, then Add to Home Screen), open ' +
          'it from there, then press Notify me.',
      );
      // Push alone: the whole panel waits for the script, or it would be a heading over nothing.
      expect(opening(notifyPanel(t, { pushKey: KEY, mail: null }, SELF))).toMatch(/ hidden[ >]/);
    },
  );

  it('no e-mail from this deployment: no mail form', () => {
    const html = notifyPanel(t, { pushKey: KEY, mail: null }, SELF);
    expect(html).not.toContain('<form');
    expect(html).not.toMatch(/e-mail/i);
  });

  it('no address on file: the address form posting to the seat link, with its note', () => {
    const html = notifyPanel(t, { pushKey: null, mail: { on: false } }, SELF);
    expect(html).toContain(`<form method="post" action="${SELF}/mail" class="notify-mail">`);
    expect(html).toContain('<label for="notify-address">E-mail me when the game waits for me</label>');
    expect(html).toMatch(/<input id="notify-address" type="email" name="address" required autocomplete="email"[^>]*>/);
    expect(html).toContain('<button type="submit">Save</button>');
    expect(html).toContain('Your address is never shown to the other players.');
    expect(html).not.toContain('/mail/stop');
  });

  it('an address on file: said so, and the Stop e-mails form, with no address field', () => {
    const html = notifyPanel(t, { pushKey: null, mail: { on: true } }, SELF);
    expect(html).toContain('E-mails are on for this seat.');
    expect(html).toContain(
      `<form method="post" action="${SELF}/mail/stop" class="notify-stop"><button type="submit">Stop ` +
        `e-mails</button></form>`,
    );
    expect(html).not.toContain('name="address"');
  });

  it("src/client/notify.ts's messages, in the page's language, as the push part's data-said-* attributes", () => {
    const said = (html: string, name: string) =>
      new RegExp(` data-said-${name}="([^"]*)"`).exec(opening(html) + pushPart(html))?.[1];
    const html = notifyPanel(t, { pushKey: KEY, mail: null }, SELF);
    expect(said(html, 'on')).toBe('This browser is notified when the game waits for you.');
    expect(said(html, 'off')).toBe('Not notified on this browser.');
    expect(said(html, 'unreachable')).toBe('The game could not be reached: check your connection and try again.');
    expect(said(html, 'refused')).toBe(`The game refused this (${STATUS_SLOT}).`);
    expect(said(html, 'subscribe-failed')).toBe(
      'This browser could not be subscribed (a private window cannot be): try again later.',
    );
    expect(said(html, 'blocked')).toBe(
      esc(
        'Notifications are blocked for this site: allow them in the browser\u2019s settings, then ' +
          'press Notify me again.',
      ),
    );
    expect(said(html, 'unsubscribe-failed')).toBe('This browser could not be unsubscribed: try again later.');
    // Another language's page gives the script that language's words, and no English ones.
    for (const code of ['es', 'it', 'hu', 'fr']) {
      const other = dictOf(code);
      if (other === t) continue;
      const page = notifyPanel(other, { pushKey: KEY, mail: { on: false } }, SELF);
      expect(said(page, 'on')).toBe(esc(other.notify.script.on));
      for (const words of [t.notify.script.on, t.notify.notifyMe, t.notify.mailLabel, t.notify.iphoneNote])
        expect(page).not.toContain(esc(words));
    }
  });

  it('the seat link is escaped wherever it goes', () => {
    const html = notifyPanel(t, { pushKey: 'k"y', mail: { on: false } }, '/g/"x"');
    expect(html).not.toContain('"x"');
    expect(html).toContain('data-push="/g/&quot;x&quot;/push" data-push-key="k&quot;y"');
  });
});

describe('a send given up, said on the host page', () => {
  it('each reason deliver.ts and sending.ts give, in words; a reason stored as words before is shown as it is', () => {
    expect(givenUpReason(t, 'status:mail:422')).toBe('the mail API answered 422');
    expect(givenUpReason(t, 'unreachable:webhook')).toBe('the webhook: could not be reached');
    expect(givenUpReason(t, 'status:push:410')).toBe('the push service answered 410');
    expect(givenUpReason(t, 'mail-cap')).toBe('this game reached its daily cap of e-mails');
    expect(givenUpReason(t, 'no-vapid')).toBe('this server has no VAPID keys now');
    expect(givenUpReason(t, 'the mail API answered 500')).toBe('the mail API answered 500');
    // No answer in time, an address the rule refuses (stored before it), the hourly cap.
    expect(givenUpReason(t, 'timeout:push')).toBe('the push service did not answer within 5 s');
    expect(givenUpReason(t, 'not-public:webhook')).toBe(
      'the webhook: not an address this server may post to (public https only)',
    );
    expect(givenUpReason(t, 'out-cap:60')).toBe('this game reached its cap of 60 outgoing requests an hour');
    expect(givenUpReason(t, 'push-not-https')).toBe('the push endpoint must be an https:// URL');
    for (const code of ['es', 'it', 'hu', 'fr']) {
      const other = dictOf(code);
      if (other === t) continue;
      expect(givenUpReason(other, 'status:mail:422')).toContain('422');
      expect(givenUpReason(other, 'status:mail:422')).not.toBe('the mail API answered 422');
      expect(givenUpReason(other, 'out-cap:60')).toContain('60');
      for (const why of ['timeout:mail', 'not-public:push', 'out-cap:60'])
        expect(givenUpReason(other, why)).not.toBe(givenUpReason(t, why));
    }
  });
});

describe('the player page and its panel', () => {
  const [start] = seededMoments(2, {}, 'notify-panel');
  const links = (seat: number | null): PagePaths => ({
    self: SELF,
    actions: seat === null ? null : `${SELF}/actions`,
    ws: `${SELF}/ws`,
  });
  const panel: NotifyPanel = { pushKey: KEY, mail: { on: false } };

  it("a seat's page: its own manifest, the Home Screen meta, notify.js, and the panel after the live sections", () => {
    const view = viewFor(start!.state, 0, start!.history);
    const html = playerPage(t, view, links(0), undefined, null, panel);
    expect(html).toContain(`<link rel="manifest" href="${SELF}/manifest.webmanifest"/>`);
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icon.svg"/>');
    expect(html).toContain('<script src="/notify.js" defer=""></script>');
    // Inside <main>, after every live section: no update replaces it.
    const main = element(html, /<main[^>]*>.*<\/main>/s);
    // (The chat and notes panels follow it, outside the live sections too: templates/chat.ts.)
    expect(main).toContain(`${liveSections(t, view, links(0))}${notifyPanel(t, panel, SELF)}<section id="chat"`);
    expect(html.match(/id="notify"/g)).toHaveLength(1);
  });

  it(
    "a seat's page without a panel, and a spectator's page even if given one: no manifest, no " + 'notify.js, no panel',
    () => {
      const seat = playerPage(t, viewFor(start!.state, 0, start!.history), links(0));
      const spectator = playerPage(t, viewFor(start!.state, null, start!.history), links(null), undefined, null, panel);
      for (const html of [seat, spectator]) {
        expect(html).not.toContain('rel="manifest"');
        expect(html).not.toContain('apple-mobile-web-app-capable');
        expect(html).not.toContain('/notify.js');
        expect(html).not.toContain('id="notify"');
      }
    },
  );
});
