// GET {link}/status, what the home page's "my games" asks of each game: a tiny public
// JSON for every kind of link, the same facts for every seat but whether it is that
// seat's own move, and nothing a seat's page keeps to itself.
import { describe, expect, it } from 'vitest';
import { NAMES, createViaApi, fetchWorker, pathOf, postAction } from './helpers.ts';

const setup = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed: 'status' };

async function status(url: string): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const res = await fetchWorker(`${pathOf(url)}/status`, { headers: { Accept: 'application/json' } });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown>, text };
}

const PUBLIC_KEYS = ['over', 'phase', 'version', 'waitingFor', 'winners'];

describe('GET {link}/status', () => {
  it('answers each kind of link its small JSON, and each seat only whether it is its own move', async () => {
    const game = await createViaApi(setup);
    // At the start all three bid at once.
    for (const s of game.seats) {
      const { status: code, body } = await status(s.url);
      expect(code).toBe(200);
      expect(Object.keys(body).sort()).toEqual([...PUBLIC_KEYS, 'yourMove'].sort());
      expect(body).toEqual({
        version: 0,
        phase: 'bid',
        waitingFor: ['Ana', 'Bo', 'Cy'],
        yourMove: true,
        over: false,
        winners: [],
      });
    }
    for (const url of [game.hostUrl, game.spectatorUrl]) {
      const { status: code, body } = await status(url);
      expect(code).toBe(200);
      expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
      expect(body).toEqual({ version: 0, phase: 'bid', waitingFor: ['Ana', 'Bo', 'Cy'], over: false, winners: [] });
    }

    // Ana bids: she is no longer waited on, and her bid shows nowhere.
    expect((await postAction(game.seats[0]!.url, { type: 'bid', brokers: [1, 3] }, 0)).status).toBe(200);
    const answers = await Promise.all([...game.seats.map((s) => s.url), game.hostUrl, game.spectatorUrl].map(status));
    expect(answers.map((a) => a.body.yourMove)).toEqual([false, true, true, undefined, undefined]);
    for (const a of answers) {
      expect(a.body.waitingFor).toEqual(['Bo', 'Cy']);
      expect(a.body.version).toBe(1);
      // Whatever the link, the same public facts: a seat's status carries nothing of its own but yourMove.
      const { yourMove: _mine, ...rest } = a.body;
      expect(rest).toEqual(answers[4]!.body);
      for (const secret of ['brokers', 'bid', 'behind', 'hand', 'prompt', 'players', 'log'])
        expect(a.text).not.toContain(`"${secret}":`);
      expect(a.text.length).toBeLessThan(200);
    }
  });

  it('refuses a wrong link as not found, like every other route', async () => {
    const game = await createViaApi(setup);
    const seat = pathOf(game.seats[1]!.url);
    const wrong = seat.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fetchWorker(`${wrong}/status`, { headers: { Accept: 'application/json' } })).status).toBe(404);
    // Another seat's signature on this seat's number.
    const other = `${pathOf(game.seats[0]!.url)
      .split('/')
      .slice(0, -1)
      .join('/')
      .replace(/\/p\/0$/, '/p/1')}/${pathOf(game.seats[0]!.url).split('/').pop()}`;
    expect((await fetchWorker(`${other}/status`, { headers: { Accept: 'application/json' } })).status).toBe(404);
    const host = pathOf(game.hostUrl).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await fetchWorker(`${host}/status`)).status).toBe(404);
    // A game that does not exist.
    expect((await fetchWorker('/g/AAAAAAAAAAAAAAAAAAAAAA/watch/status')).status).toBe(404);
  });
});
