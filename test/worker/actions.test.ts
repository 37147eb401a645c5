// Bad input, illegal actions, stale and repeated submissions, simultaneous actions.
import { describe, expect, it } from 'vitest';
import { randomAction, seededRandom, waitingFor } from '../../src/engine/index.ts';
import { NAMES, Shadow, createViaApi, fetchWorker, getView, pathOf, postAction, type Created } from './helpers.ts';

const four = { players: NAMES.map((name) => ({ name })), seed: 'actions' };

async function raw(game: Created, seat: number, body: BodyInit, contentType = 'application/json') {
  const res = await fetchWorker(`${pathOf(game.seats[seat]!.url)}/actions`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Accept: 'application/json' },
    body,
  });
  return {
    status: res.status,
    body: await res.json<{ ok: boolean; error?: { code: string; rule?: string; message: string } }>(),
  };
}

describe('bad input', () => {
  it('garbage bodies answer 400 with a message, and change nothing', async () => {
    const game = await createViaApi(four);
    const bodies: [BodyInit, string?][] = [
      [''],
      ['not json'],
      ['{"action":'],
      ['[]'],
      ['null'],
      ['42'],
      ['{}'],
      ['{"version":0}'],
      ['{"action":{"type":"bid"},"version":0}'],
      ['{"action":{"type":"bid","brokers":[1,"x"]},"version":0}'],
      ['{"action":{"type":"fly"},"version":0}'],
      ['{"action":{"type":"bid","brokers":[1,3]},"version":"zero"}'],
      ['{"action":{"type":"bid","brokers":[1,3]},"version":-1}'],
      ['{"action":{"type":"bid","brokers":[1,3]},"version":0,"extra":true}'],
      ['{"action":{"type":"bid","brokers":[1,3],"also":1},"version":0}'],
      ['{"action":{"type":"bid","brokers":[1,3]}}'],
      ['\u0000\u0001\u0002', 'application/octet-stream'],
      ['{"action":{"type":"bid","brokers":[1,3]},"version":0}', 'text/plain; charset=utf-8'],
    ];
    for (const [body, type] of bodies) {
      const answer = await raw(game, 0, body, type);
      if (type === 'text/plain; charset=utf-8') {
        // A JSON body with a careless content type is still JSON.
        expect(answer.status).toBe(200);
        continue;
      }
      expect(answer.status, String(body)).toBe(400);
      expect(answer.body.ok).toBe(false);
      expect(answer.body.error!.message.length, String(body)).toBeGreaterThan(5);
    }
    const view = await getView(game.seats[0]!.url);
    // Only the one valid bid above was applied.
    expect(view.version).toBe(1);
  });

  it('a body too large is refused', async () => {
    const game = await createViaApi(four);
    const answer = await raw(game, 0, JSON.stringify({ action: { type: 'pass' }, pad: 'x'.repeat(100_000) }));
    expect(answer.status).toBe(413);
    expect((await getView(game.seats[0]!.url)).version).toBe(0);
  });

  it('an illegal action names the rule, and the version does not change', async () => {
    const game = await createViaApi(four);
    // R5.1: one 2 behind the screen, so no bid of two 2s.
    const twoTwos = await postAction(game.seats[0]!.url, { type: 'bid', brokers: [2, 2] }, 0);
    expect(twoTwos.status).toBe(422);
    expect(twoTwos.body.error!.rule).toMatch(/^R5/);
    expect(twoTwos.body.error!.message.length).toBeGreaterThan(5);
    // Not this decision now: an order position during bidding.
    const wrongKind = await postAction(game.seats[1]!.url, { type: 'chooseOrder', position: 1 }, 0);
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.error!.rule).toBeTruthy();
    expect((await getView(game.seats[0]!.url)).version).toBe(0);
  });
});

describe('stale and repeated submissions', () => {
  it('a stale version answers 409 with the current view, and is not applied', async () => {
    const game = await createViaApi(four);
    const first = await postAction(game.seats[0]!.url, { type: 'bid', brokers: [1, 3] }, 0);
    expect(first.status).toBe(200);
    expect(first.body.view!.version).toBe(1);
    const again = await postAction(game.seats[0]!.url, { type: 'bid', brokers: [0, 4] }, 0);
    expect(again.status).toBe(409);
    expect(again.body.error!.code).toBe('stale');
    expect(again.body.view!.version).toBe(1);
    expect(again.body.view!.players[0]!.bid).toEqual([1, 3]);
    // A seat whose decision has not changed may still act on the older view.
    const other = await postAction(game.seats[1]!.url, { type: 'bid', brokers: [0, 1] }, 0);
    expect(other.status).toBe(200);
    // A version from the future is not a view anyone saw.
    const future = await postAction(game.seats[2]!.url, { type: 'bid', brokers: [0, 1] }, 99);
    expect(future.status).toBe(409);
    expect((await getView(game.seats[0]!.url)).version).toBe(2);
  });

  it('the same action twice (double tap, resend after reconnect) is applied once', async () => {
    const game = await createViaApi(four);
    const bid = { type: 'bid', brokers: [1, 3] };
    const [a, b] = await Promise.all([postAction(game.seats[0]!.url, bid, 0), postAction(game.seats[0]!.url, bid, 0)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // Without a version the server could not tell a repeat from a new decision: the JSON API requires one.
    const c = await postAction(game.seats[0]!.url, bid);
    expect(c.status).toBe(400);
    expect(c.body.error!.message).toContain('version is required');
    const view = await getView(game.seats[0]!.url);
    expect(view.version).toBe(1);
    expect(view.players[0]!.behindCount).toBe(9);
  });

  it('every decision of a whole game posted by three clients at once is applied once, even ' +
    'when the same question comes next', async () => {
    // A 2-player game whose random players meet two white gems in a row (chooseColour twice):
    // the retry of the first answer used to be taken as the second.
    const setup = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'stale-0-0' };
    const game = await createViaApi(setup);
    const shadow = new Shadow(setup);
    const random = seededRandom('stale-0-0/actions');
    let sameAgain = 0;
    while (!shadow.state.result) {
      const seat = waitingFor(shadow.state)[0]!;
      const version = shadow.state.version;
      const before = JSON.stringify(shadow.view(seat).prompt);
      const action = randomAction(shadow.state, seat, random);
      const answers = await Promise.all([0, 1, 2].map(() => postAction(game.seats[seat]!.url, action, version)));
      expect(answers.map((a) => a.status).sort(), `v${version}`).toEqual([200, 409, 409]);
      shadow.apply(seat, action);
      if (JSON.stringify(shadow.view(seat).prompt) === before) sameAgain++;
      // A late retry, after the answer: stale too.
      if (!shadow.state.result) expect((await postAction(game.seats[seat]!.url, action, version)).status).toBe(409);
    }
    expect(sameAgain).toBeGreaterThan(0);
    expect((await getView(game.spectatorUrl)).version).toBe(shadow.state.version);
  }, 60_000);

  it('simultaneous actions of different seats are all served, one after the other', async () => {
    const game = await createViaApi(four);
    const answers = await Promise.all(
      game.seats.map((s, i) => postAction(s.url, { type: 'bid', brokers: [i % 2, 3] }, 0)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.body.view!.version).sort()).toEqual([1, 2, 3, 4]);
    const view = await getView(game.spectatorUrl);
    expect(view.version).toBe(4);
    expect(view.phase).not.toBe('bid');
  });

  it('a spectator cannot act', async () => {
    const game = await createViaApi(four);
    const res = await fetchWorker(`${pathOf(game.spectatorUrl)}/actions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: { type: 'pass' }, version: 0 }),
    });
    expect(res.status).toBe(404);
  });
});

describe("the JSON view's log", () => {
  it("R13: each entry carries its event and its words; a bid's private line reaches its own seat only", async () => {
    const game = await createViaApi(four);
    expect((await postAction(game.seats[0]!.url, { type: 'bid', brokers: [1, 3] }, 0)).status).toBe(200);
    const own = (await getView(game.seats[0]!.url)).log as unknown as {
      private: boolean;
      text: string;
      event: { kind: string };
    }[];
    const other = (await getView(game.seats[1]!.url)).log as unknown as typeof own;
    expect(own.filter((e) => e.private)).toEqual([
      expect.objectContaining({ text: 'You bid 1 and 3 (total 4).', event: expect.objectContaining({ kind: 'bid' }) }),
    ]);
    expect(other.some((e) => e.private || /You bid/.test(e.text))).toBe(false);
    expect(other.at(-1)).toEqual(expect.objectContaining({ text: 'Ana has bid.', private: false }));
  });
});
