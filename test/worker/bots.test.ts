// Bot seats, through the Worker and real Durable Objects: a seat the
// room's bot plays has no link (none given, and no link of it is ever admitted), is
// marked in every view and on the host page, and moves from the game's alarm, never in
// a person's request; bids of several bots are all made; a person plays a whole game
// against three bots. The stand-in of a late seat is the bot: its decision is stored
// with the action, and the stored log still replays to the stored state.
import { describe, expect, it } from 'vitest';
import { type View, seededRandom } from '../../src/engine/index.ts';
import { botAction } from '../../src/bots/index.ts';
import { createViaApi, fetchWorker, getView, pathOf, postAction } from './helpers.ts';

type Seats = {
  id: string;
  hostUrl: string;
  spectatorUrl: string;
  seats: { seat: number; name: string; url: string | null }[];
};

async function create(body: unknown): Promise<Response> {
  return fetchWorker('/api/games', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The spectators' view, until `ok` says so (the bots move from the alarm, a moment later). */
async function until(url: string, ok: (v: View) => boolean, ms = 10_000): Promise<View> {
  const t0 = Date.now();
  for (;;) {
    const view = await getView(url);
    if (ok(view) || Date.now() - t0 > ms) return view;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('bot seats', { timeout: 120_000 }, () => {
  it('have no link, are marked, and a person plays a whole game against three of them', async () => {
    const res = await create({
      players: [
        { name: 'Ana' },
        { name: 'Bo', bot: 'standard' },
        { name: 'Cy', bot: 'greedy' },
        { name: 'Di', bot: 'standard' },
      ],
      seed: 'bots-game',
    });
    expect(res.status).toBe(201);
    const game = (await res.json()) as Seats;
    expect(game.seats.map((s) => s.url === null)).toEqual([false, true, true, true]);
    const host = await (await fetchWorker(pathOf(game.hostUrl))).text();
    expect(host).toContain('The room&#39;s bot plays this seat');
    expect(host).toContain('bot · easy');
    const me = game.seats[0]!.url!;
    // A link made for a bot's seat, by its path's shape, is refused as any bad link.
    expect((await fetchWorker(me.replace('/p/0/', '/p/1/'))).status).toBe(404);

    const random = seededRandom('bots-game');
    let view = await getView(me);
    expect(view.bots).toEqual([null, 'standard', 'greedy', 'standard']);
    expect(await (await fetchWorker(pathOf(me))).text()).toContain('<span class="bot-mark">bot · standard</span>');
    for (let n = 0; n < 400 && !view.result; n++) {
      view = await until(me, (v) => !!v.result || (v.waitingFor.includes(0) && !v.players[0]!.hasActed));
      if (view.result) break;
      // The person's move: we hold no state, so the easy bot picks it from the person's view.
      const action = botAction(view, random, 'greedy');
      const answer = await postAction(me, action, view.version);
      expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
      view = answer.body.view!;
    }
    expect(view.result).not.toBeNull();
    const check = (await (await fetchWorker(`${pathOf(game.hostUrl)}/check`)).json()) as {
      ok: boolean;
      message: string;
    };
    expect(check.ok, check.message).toBe(true);
  });

  it('bids of several bots are all made; a person alone is waited on', async () => {
    const game = (await (
      await create({
        players: [{ name: 'Ana', bot: 'greedy' }, { name: 'Bo', bot: 'greedy' }, { name: 'Cy' }],
        seed: 'bots-bids',
      })
    ).json()) as Seats;
    const view = await until(game.spectatorUrl, (v) => v.players.filter((p) => p.hasActed).length === 2);
    expect(view.players.map((p) => p.hasActed)).toEqual([true, true, false]);
    expect(view.version).toBe(2);
  });

  it("refuses a game of bots alone, an unknown level, and host controls on a bot's seat", async () => {
    expect(
      (
        await create({
          players: [
            { name: 'Ana', bot: 'standard' },
            { name: 'Bo', bot: 'greedy' },
          ],
        })
      ).status,
    ).toBe(400);
    expect((await create({ players: [{ name: 'Ana', bot: 'genius' }, { name: 'Bo' }] })).status).toBe(400);
    const game = await createViaApi({ players: [{ name: 'Ana' }, { name: 'Bo' }] });
    expect(game.seats.every((s) => s.url)).toBe(true);
    const withBot = (await (
      await create({ players: [{ name: 'Ana' }, { name: 'Bo', bot: 'standard' }] })
    ).json()) as Seats;
    for (const path of ['/seats/1/link', '/seats/1/standin']) {
      const res = await fetchWorker(`${pathOf(withBot.hostUrl)}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: path.endsWith('standin') ? '{"on":true}' : '{}',
      });
      expect(res.status, path).toBe(409);
    }
  });

  it(
    'the stand-in of a seat the host handed over is the bot: its decision is stored, and the log ' + 'replays',
    async () => {
      const game = await createViaApi({ players: [{ name: 'Ana' }, { name: 'Bo' }], seed: 'bots-standin' });
      const random = seededRandom('bots-standin');
      const res = await fetchWorker(`${pathOf(game.hostUrl)}/seats/1/standin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"on":true}',
      });
      expect(res.status).toBe(200);
      let view = await until(game.spectatorUrl, (v) => v.players[1]!.hasActed || !v.waitingFor.includes(1));
      for (let n = 0; n < 6; n++) {
        view = await until(game.seats[0]!.url, (v) => v.waitingFor.includes(0) && !v.players[0]!.hasActed);
        expect((await postAction(game.seats[0]!.url, botAction(view, random, 'greedy'), view.version)).status).toBe(
          200,
        );
      }
      const log = (await getView(game.spectatorUrl)).log.filter((e) => e.event.kind === 'standIn');
      expect(log.length).toBeGreaterThan(0);
      const check = (await (await fetchWorker(`${pathOf(game.hostUrl)}/check`)).json()) as {
        ok: boolean;
        message: string;
      };
      expect(check.ok, check.message).toBe(true);
    },
  );
});

describe("a bot seat's default name", () => {
  const names = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBeLessThan(400);
    const hostUrl = res.status === 303 ? res.headers.get('Location')! : pathOf(((await res.json()) as Seats).hostUrl);
    const host = (await (await fetchWorker(hostUrl, { headers: { Accept: 'application/json' } })).json()) as Seats;
    return host.seats.map((s) => [s.name, s.url === null]);
  };
  const form = (fields: [string, string][], lang = 'en') =>
    fetchWorker('/games', {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams([...fields, ['moveSeconds', '0']]),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': lang },
    });

  it(
    "the JSON API: a bot without a name, or with a blank one, gets the language's first name unlike the " +
      "others'; a typed name stays",
    async () => {
      expect(
        await names(
          await create({
            players: [
              { name: 'Ana' },
              { bot: 'standard' },
              { name: ' ', bot: 'greedy' },
              { name: 'Robo', bot: 'standard' },
            ],
          }),
        ),
      ).toEqual([
        ['Ana', false],
        ['Ada', true],
        ['Babbage', true],
        ['Robo', true],
      ]);
      // Unlike a name typed after it too, ignoring case and accents.
      expect(
        await names(await create({ players: [{ bot: 'standard' }, { name: 'ADA' }, { name: 'Bábbage' }] })),
      ).toEqual([
        ['Turing', true],
        ['ADA', false],
        ['Bábbage', false],
      ]);
      const es = await fetchWorker('/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' },
        body: JSON.stringify({ players: [{ name: 'Ana' }, { bot: 'standard' }] }),
      });
      expect(await names(es)).toEqual([
        ['Ana', false],
        ['Quevedo', true],
      ]);
      // A person still needs a name.
      expect((await create({ players: [{ name: 'Ana' }, {}] })).status).toBe(400);
    },
  );

  it(
    "the form without script: an empty name whose seat the bot plays is given one; an empty person's " +
      'seat stays empty',
    async () => {
      const res = await form([
        ['name', 'Ana'],
        ['bot', 'person'],
        ['name', ''],
        ['bot', 'standard'],
        ['name', ''],
        ['bot', 'person'],
        ['name', ' '],
        ['bot', 'greedy'],
      ]);
      expect(res.status).toBe(303);
      expect(await names(res)).toEqual([
        ['Ana', false],
        ['Ada', true],
        ['Babbage', true],
      ]);
      expect(
        await names(
          await form(
            [
              ['name', 'Kempelen'],
              ['bot', 'person'],
              ['name', ''],
              ['bot', 'standard'],
            ],
            'hu',
          ),
        ),
      ).toEqual([
        ['Kempelen', false],
        ['Neumann', true],
      ]);
      // One person and one empty seat are still too few players.
      const few = await form([
        ['name', 'Ana'],
        ['bot', 'person'],
        ['name', ''],
        ['bot', 'person'],
      ]);
      expect(few.status).toBe(400);
      // The page says which languages' names it fills in with script, as the server would.
      const home = await (await fetchWorker('/', { headers: { 'Accept-Language': 'fr' } })).text();
      expect(home).toContain(
        'data-bot-names="[&quot;Vaucanson&quot;,&quot;Jacquard&quot;,&quot;Pascal&quot;,&quot;Droz&quot;]"',
      );
    },
  );
});
