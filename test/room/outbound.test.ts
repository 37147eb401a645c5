// What the server posts to the outside, as pure functions: the one rule for
// the addresses visitors give (src/http/outsideUrl.ts) in every spelling of a local or
// private address, and the webhook's body, which mentions nobody in Discord or Slack.
// test/worker/outbound.test.ts checks the same refusals at the Worker's doors.
import { describe, expect, it } from 'vitest';
import { PUSH_SERVICE_HOSTS, outsideUrlRefusal } from '../../src/room/outsideUrl.ts';
import { slackText, webhookBody } from '../../src/room/deliver.ts';
import { REFUSED } from '../support/outsideUrls.ts';

describe('the rule for addresses posted to', () => {
  it('refuses every local or private spelling, for a webhook and a push endpoint, with its reason', () => {
    for (const [url, key] of REFUSED) {
      for (const what of ['webhook', 'pushEndpoint'] as const) {
        expect(outsideUrlRefusal(url, what, false)?.key, `${what} ${url}`).toBe(key);
      }
    }
  });

  it('takes a webhook at a public https host name; a push endpoint only at the push services', () => {
    for (const url of [
      'https://discord.com/api/webhooks/1/abc',
      'https://hooks.slack.com/services/T/B/x',
      'https://Discord.com:443/api/webhooks/1/abc',
      'https://hooks.example.com./x',
    ]) {
      expect(outsideUrlRefusal(url, 'webhook', false), url).toBeNull();
    }
    const push = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QK',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ];
    for (const url of push) expect(outsideUrlRefusal(url, 'pushEndpoint', false), url).toBeNull();
    for (const url of [
      'https://discord.com/api/webhooks/1/abc',
      'https://push.apple.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://fcm.googleapis.com.example/x',
      'https://notify.windows.com/x',
    ]) {
      expect(outsideUrlRefusal(url, 'pushEndpoint', false), url).toEqual({ key: 'pushServiceUnknown' });
    }
    expect(PUSH_SERVICE_HOSTS.length).toBe(4);
  });

  it('lets the local stand-ins through only where ALLOW_LOCAL_ENDPOINTS is set, and nothing else local', () => {
    for (const url of ['http://127.0.0.1:8787/hook', 'https://127.0.0.1:1/hook', 'http://localhost:9/hook']) {
      for (const what of ['webhook', 'pushEndpoint'] as const) {
        expect(outsideUrlRefusal(url, what, true), url).toBeNull();
        expect(outsideUrlRefusal(url, what, false), url).not.toBeNull();
      }
    }
    for (const url of [
      'http://[::1]:8787/x',
      'http://10.0.0.1/x',
      'http://hooks.example.com/x',
      'http://user:pw@127.0.0.1:9/x',
    ]) {
      expect(outsideUrlRefusal(url, 'webhook', true), url).not.toBeNull();
    }
  });
});

describe('the webhook message', () => {
  const message = {
    title: 'Ys',
    body: 'Ys: @here <!channel> <@123456> & @everyone is choosing',
    url: 'https://ys.example/watch/x',
  };

  it("tells Discord to mention nobody, and escapes Slack's markup, so names show as written", () => {
    const body = JSON.parse(webhookBody(message)) as {
      content: string;
      text: string;
      allowed_mentions: { parse: string[] };
    };
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content).toBe(message.body);
    expect(body.text).toBe('Ys: @here &lt;!channel&gt; &lt;@123456&gt; &amp; @everyone is choosing');
    expect(body.text).not.toMatch(/[<>]/);
    // Escaped once: an ampersand already written as an entity stays readable as written.
    expect(slackText('&lt;')).toBe('&amp;lt;');
  });
});
