// Where the game was won, on real Durable Objects: once the game is over its
// record carries the score series, and every kind of page's result draws it.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import type { GameRecord } from '../../src/room/record.ts';
import { replay } from '../support/replay.ts';
import { NAMES, Shadow, createViaApi, fetchWorker, getView, pathOf, playToEnd, type NewGame } from './helpers.ts';

const three: NewGame = { players: NAMES.slice(0, 3).map((name) => ({ name })), seed: 'chart-three' };

describe('the score chart of a finished game', { timeout: 60_000 }, () => {
  it('is in the record and on every kind of page of the game', async () => {
    const created = await createViaApi(three);
    const before = await fetchWorker(pathOf(created.seats[0]!.url));
    expect(await before.text()).not.toContain('class="score-chart"');
    await playToEnd(created, new Shadow(three), seededRandom('chart-three-players'));

    const record = JSON.parse(await (await fetchWorker(`${pathOf(created.spectatorUrl)}/record`)).text()) as GameRecord;
    const replayed = replay(record);
    if (!replayed.ok) throw new Error(replayed.message);
    expect(record.scores).toEqual(replayed.scores);
    expect(record.scores!.map((s) => s.vp.at(-1))).toEqual(
      record.scores!.map((s) => record.result!.lines.find((l) => l.who === s.who)!.vpDuringPlay),
    );

    // The JSON API's view keeps its shape (the series is the record's); each page draws it.
    expect((await getView(created.spectatorUrl)).scores).toBeUndefined();
    for (const url of [created.seats[1]!.url, created.hostUrl, created.spectatorUrl]) {
      const html = await (await fetchWorker(pathOf(url))).text();
      expect(html, url).toContain('class="score-chart"');
      expect(html, url).not.toMatch(/\bstyle=/);
      for (const name of NAMES.slice(0, 3)) expect(html, url).toContain(`<th scope="row">${name}</th>`);
    }
  });
});
