// A seat's notifications panel (templates/notify.ts) and where the player page puts it:
// the push part is the script's to show, and only where the game can push; the e-mail
// forms work without script and never show an address; a seat's page links its own web
// manifest and loads public/notify.js, a spectator's page neither.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src/engine/index.ts';
import { IPHONE_NOTE, notifyPanel, type NotifyPanel } from '../../templates/notify.ts';
import { playerPage, type Links } from '../../templates/index.tsx';
import { liveSections } from '../../templates/sections.ts';
import { esc } from '../../templates/html.ts';
import { seededMoments } from '../support/history.ts';

const SELF = '/g/AAAAAAAAAAAAAAAAAAAAAA/p/0/sig-0';
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

const element = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? '';
const pushPart = (html: string) => element(html, /<div class="notify-push"[^>]*>.*?<\/div>/);
const opening = (html: string) => element(html, /<section id="notify"[^>]*>/);

describe('the notifications panel', () => {
  it('without a push key: no push part; with nothing to offer at all, no panel', () => {
    const html = notifyPanel({ pushKey: null, mail: { on: false } }, SELF);
    expect(pushPart(html)).toBe('');
    expect(html).not.toContain('data-push');
    expect(html).not.toContain('Notify me');
    expect(opening(html)).not.toContain('hidden');
    expect(notifyPanel({ pushKey: null, mail: null }, SELF)).toBe('');
  });

  it('with a push key: the key and the URL to post to, a push part hidden until the script shows it, and the iPhone note', () => {
    const html = notifyPanel({ pushKey: KEY, mail: { on: false } }, SELF);
    expect(opening(html)).toContain(`data-push="${SELF}/push"`);
    expect(opening(html)).toContain(`data-push-key="${KEY}"`);
    expect(opening(html)).toContain('class="panel notify"');
    expect(html).toContain('<h2 id="notify-title">Notifications</h2>');
    const push = pushPart(html);
    expect(push).toMatch(/^<div class="notify-push" hidden>/);
    expect(push).toContain('>Notify me</button>');
    expect(push).toContain('>Stop</button>');
    expect(push).toContain(esc(IPHONE_NOTE));
    expect(IPHONE_NOTE).toBe('On an iPhone or iPad: add this page to your Home Screen (Share, then Add to Home Screen), open it from there, then press Notify me.');
    // Push alone: the whole panel waits for the script, or it would be a heading over nothing.
    expect(opening(notifyPanel({ pushKey: KEY, mail: null }, SELF))).toMatch(/ hidden[ >]/);
  });

  it('no e-mail from this deployment: no mail form', () => {
    const html = notifyPanel({ pushKey: KEY, mail: null }, SELF);
    expect(html).not.toContain('<form');
    expect(html).not.toMatch(/e-mail/i);
  });

  it('no address on file: the address form posting to the seat link, with its note', () => {
    const html = notifyPanel({ pushKey: null, mail: { on: false } }, SELF);
    expect(html).toContain(`<form method="post" action="${SELF}/mail" class="notify-mail">`);
    expect(html).toContain('<label for="notify-address">E-mail me when the game waits for me</label>');
    expect(html).toMatch(/<input id="notify-address" type="email" name="address" required autocomplete="email"[^>]*>/);
    expect(html).toContain('<button type="submit">Save</button>');
    expect(html).toContain('Your address is never shown to the other players.');
    expect(html).not.toContain('/mail/stop');
  });

  it('an address on file: said so, and the Stop e-mails form, with no address field', () => {
    const html = notifyPanel({ pushKey: null, mail: { on: true } }, SELF);
    expect(html).toContain('E-mails are on for this seat.');
    expect(html).toContain(`<form method="post" action="${SELF}/mail/stop" class="notify-stop"><button type="submit">Stop e-mails</button></form>`);
    expect(html).not.toContain('name="address"');
  });

  it('the seat link is escaped wherever it goes', () => {
    const html = notifyPanel({ pushKey: 'k"y', mail: { on: false } }, '/g/"x"');
    expect(html).not.toContain('"x"');
    expect(html).toContain('data-push="/g/&quot;x&quot;/push" data-push-key="k&quot;y"');
  });
});

describe('the player page and its panel', () => {
  const [start] = seededMoments(2, {}, 'notify-panel');
  const links = (seat: number | null): Links => ({ self: SELF, actions: seat === null ? null : `${SELF}/actions`, ws: `${SELF}/ws` });
  const panel: NotifyPanel = { pushKey: KEY, mail: { on: false } };

  it('a seat\'s page: its own manifest, the Home Screen meta, notify.js, and the panel after the live sections', () => {
    const view = viewFor(start!.state, 0, start!.history);
    const html = playerPage(view, links(0), undefined, null, panel);
    expect(html).toContain(`<link rel="manifest" href="${SELF}/manifest.webmanifest"/>`);
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icon.svg"/>');
    expect(html).toContain('<script src="/notify.js" defer=""></script>');
    // Inside <main>, after every live section: no update replaces it.
    const main = element(html, /<main[^>]*>.*<\/main>/s);
    expect(main).toContain(`${liveSections(view, links(0))}${notifyPanel(panel, SELF)}</main>`);
    expect(html.match(/id="notify"/g)).toHaveLength(1);
  });

  it('a seat\'s page without a panel, and a spectator\'s page even if given one: no manifest, no notify.js, no panel', () => {
    const seat = playerPage(viewFor(start!.state, 0, start!.history), links(0));
    const spectator = playerPage(viewFor(start!.state, null, start!.history), links(null), undefined, null, panel);
    for (const html of [seat, spectator]) {
      expect(html).not.toContain('rel="manifest"');
      expect(html).not.toContain('apple-mobile-web-app-capable');
      expect(html).not.toContain('/notify.js');
      expect(html).not.toContain('id="notify"');
    }
  });
});
