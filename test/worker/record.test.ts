// A finished game's record (GET {link}/record) and its replay page (GET {link}/replay),
// on real Durable Objects: refused before the end (the seed would tell what is hidden,
// R13), and after it the same for every kind of link, replaying to the same result.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, seededRandom } from '../../src/engine/index.ts';
import type { GameRecord } from '../../src/room/record.ts';
import { replayGame, viewAtStep } from '../../src/room/replayed.ts';
import { replay } from '../support/replay.ts';
import {
  NAMES,
  Shadow,
  createViaApi,
  fetchWorker,
  getView,
  pathOf,
  playToEnd,
  type Created,
  type NewGame,
} from './helpers.ts';
import { words } from '../engine/words.ts';
import { dictOf } from '../../templates/i18n/index.ts';

const en = dictOf('en');

const NOT_OVER_MESSAGE = words({ refusal: { key: 'recordNotOver' } });

const two: NewGame = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'record-two' };

/** Every kind of link to the game: each seat's, the host's, the spectators'. */
const linksOf = (game: Created) => [
  ...game.seats.map((s) => pathOf(s.url)),
  pathOf(game.hostUrl),
  pathOf(game.spectatorUrl),
];

async function finished(game: NewGame): Promise<{ created: Created; shadow: Shadow }> {
  const created = await createViaApi(game);
  const shadow = new Shadow(game);
  await playToEnd(created, shadow, seededRandom(`${String(game.seed)}-players`));
  return { created, shadow };
}

describe('the game record', { timeout: 60_000 }, () => {
  it('is refused (409) before the end, on every link, and changes nothing', async () => {
    const created = await createViaApi(two);
    const before = await getView(created.spectatorUrl);
    for (const link of linksOf(created)) {
      const res = await fetchWorker(`${link}/record`);
      expect(res.status, link).toBe(409);
      const body = await res.json<{ ok: boolean; error: { code: string; message: string } }>();
      expect(body).toEqual({ ok: false, error: { code: 'not-over', message: NOT_OVER_MESSAGE } });
      const page = await fetchWorker(`${link}/replay`);
      expect(page.status, link).toBe(409);
      expect(await page.text()).toContain('once the game is over');
    }
    expect(await getView(created.spectatorUrl)).toEqual(before);
  });

  it('answers a wrong link with the one not-found', async () => {
    const created = await createViaApi(two);
    const wrong = pathOf(created.seats[0]!.url).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const res = await fetchWorker(`${wrong}/record`);
    expect(res.status).toBe(404);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe('not-found');
  });

  it('after the end: the same record on every link, and it replays to the same result', async () => {
    const { created, shadow } = await finished(two);
    const texts = await Promise.all(
      linksOf(created).map(async (link) => {
        const res = await fetchWorker(`${link}/record`);
        expect(res.status, link).toBe(200);
        expect(res.headers.get('Content-Type')).toContain('application/json');
        return res.text();
      }),
    );
    for (const text of texts) expect(text).toBe(texts[0]);
    const record = JSON.parse(texts[0]!) as GameRecord;
    expect(record.seed).toBe(two.seed);
    expect(record.result).toEqual(shadow.state.result);
    expect(record.actions.map((a) => a.seq)).toEqual(record.actions.map((_, i) => i + 1));

    // Replayed by the engine alone, from setup, seed and deal.
    const made = createGame(record.setup, record.seed, record.deal);
    if (!made.ok) throw new Error(words(made.error));
    let state = made.state;
    for (const { seq, seat, action } of record.actions) {
      const out = applyAction(state, seat, action);
      if (!out.ok) throw new Error(`action ${seq}: ${words(out.error)}`);
      state = out.state;
      expect(state.version).toBe(seq);
    }
    expect(state.result).toEqual(record.result);
    expect(state).toEqual(shadow.state);
  });
});

describe('the replay page', { timeout: 60_000 }, () => {
  it('has a step per action, draws the board at every step, from every link, and refuses a bad step', async () => {
    const { created } = await finished(two);
    const record = JSON.parse(await (await fetchWorker(`${pathOf(created.spectatorUrl)}/record`)).text()) as GameRecord;
    const replayed = replay(record);
    if (!replayed.ok) throw new Error(replayed.message);
    const { steps } = replayed;
    // The start, then one step per action of the record, each with who made it.
    expect(steps).toHaveLength(record.actions.length + 1);
    expect(steps[0]).toMatchObject({ version: 0, turn: 1, seat: null });
    expect(steps.slice(1).map((s) => [s.version, s.seat])).toEqual(record.actions.map((a) => [a.seq, a.seat]));
    expect(steps.filter((s) => s.phase === 'placement').length).toBeGreaterThan(4 * 4);

    const watch = pathOf(created.spectatorUrl);
    for (let i = 0; i < steps.length; i++) {
      const res = await fetchWorker(`${watch}/replay?step=${i}`);
      expect(res.status, `step ${i}`).toBe(200);
      const html = await res.text();
      expect(html).toContain('<svg class="board"');
      expect(html).toContain(`Step ${i} of ${steps.length - 1}`);
      // No inline script or style (strict CSP).
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)|\bstyle=/);
      if (i > 0) expect(html).toContain(`href="?step=${i - 1}" data-step="${i - 1}"`);
      if (i < steps.length - 1) expect(html).toContain(`href="?step=${i + 1}" data-step="${i + 1}"`);
      // The end shows the final scores; the steps before it, the VP won so far.
      expect(html.includes('<section id="result"'), `step ${i}`).toBe(i === steps.length - 1);
      // Each action says who made it, in its turn and phase.
      if (i > 0 && i < steps.length - 1) {
        expect(html).toContain(
          `<h2 class="replay-label" tabindex="-1">Turn ${steps[i]!.turn} · ` +
            `${en.terms.phase[steps[i]!.phase]} (${NAMES[steps[i]!.seat!]})</h2>`,
        );
      }
    }
    // Without ?step=: the start.
    const first = await fetchWorker(`${watch}/replay`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(`Step 0 of ${steps.length - 1}`);

    // Every kind of link has it, and its own links lead back to that same link.
    for (const link of linksOf(created)) {
      const res = await fetchWorker(`${link}/replay?step=1`);
      expect(res.status, link).toBe(200);
      const html = await res.text();
      expect(html).toContain(`href="${link}/record"`);
      expect(html).toContain(`href="${link}"`);
    }

    for (const bad of [String(steps.length), '99999', '-1', 'abc', '1.5', '']) {
      const res = await fetchWorker(`${watch}/replay?step=${encodeURIComponent(bad)}`);
      expect(res.status, `step=${bad}`).toBe(400);
      expect(await res.text()).toMatch(/There is no step|not a number/);
    }
    const part = await fetchWorker(`${watch}/replay?step=1&part=board`);
    expect(part.status).toBe(400);
    expect(await part.text()).toContain('only part=step');
  });

  it('a step alone (part=step) is the body the page holds, and the scale jumps to each turn and phase', async () => {
    const { created } = await finished(two);
    const watch = pathOf(created.spectatorUrl);
    const record = JSON.parse(await (await fetchWorker(`${watch}/record`)).text()) as GameRecord;
    const replayed = replay(record);
    if (!replayed.ok) throw new Error(replayed.message);
    const at = 7;
    const page = await (await fetchWorker(`${watch}/replay?step=${at}`)).text();
    const part = await fetchWorker(`${watch}/replay?step=${at}&part=step`);
    expect(part.status).toBe(200);
    const body = await part.text();
    expect(body).not.toContain('<html');
    expect(page).toContain(`<main class="replay" data-last="${replayed.steps.length - 1}">${body}</main>`);
    // The scale: each turn's phases, each a link to its first step; this step's phase marked.
    const firsts = replayed.steps.flatMap((s, i) =>
      i > 0 &&
      i < replayed.steps.length - 1 &&
      (s.phase !== replayed.steps[i - 1]!.phase || s.turn !== replayed.steps[i - 1]!.turn)
        ? [i]
        : [],
    );
    const scale = /<nav class="replay-scale".*?<\/nav>/s.exec(body)![0];
    const jumps = [...scale.matchAll(/data-step="(\d+)"/g)].map((m) => Number(m[1]));
    const here = replayed.steps[at]!;
    const current = [0, ...firsts].filter((i) => i <= at).at(-1)!;
    expect(jumps).toEqual([0, ...firsts, replayed.steps.length - 1].filter((i) => i !== current));
    expect(scale).toContain(`<strong aria-current="step">${en.terms.phase[here.phase]}</strong>`);
    for (const turn of [1, 2, 3, 4]) expect(scale).toContain(`<span class="replay-turn">Turn ${turn}</span>`);
  });

  it(
    "a seat's replay shows its own face-down brokers, as it saw them; another seat's, the host's and " +
      "the spectators' do not",
    async () => {
      const { created } = await finished(two);
      const record = JSON.parse(
        await (await fetchWorker(`${pathOf(created.spectatorUrl)}/record`)).text(),
      ) as GameRecord;
      const all = replay(record);
      if (!all.ok) throw new Error(all.message);
      // A step where Ana's seat has face-down brokers on the board that Bo never saw (no Spy).
      const made = replayGame(record);
      if (!made.ok) throw new Error(made.message);
      const valued = (seat: number | null, at: number) => {
        const view = viewAtStep(made.replayed, at, seat);
        if (!view) throw new Error('no view');
        return [
          ...view.city.flatMap((n) => Object.values(n.areas).flat()),
          ...view.market.cells.flatMap((c) => (c.broker ? [c.broker] : [])),
        ].filter((b) => b.owner === 0 && !b.faceUp && b.value !== null).length;
      };
      const at = all.steps.findIndex((_, i) => i > 0 && valued(0, i) >= 2 && valued(1, i) === 0);
      expect(at).toBeGreaterThan(0);
      const faceDown = /Ana (\d) face down/g;
      const shown = async (link: string) =>
        [...(await (await fetchWorker(`${link}/replay?step=${at}`)).text()).matchAll(faceDown)].length;
      expect(await shown(pathOf(created.seats[0]!.url))).toBe(valued(0, at));
      for (const link of [pathOf(created.seats[1]!.url), pathOf(created.hostUrl), pathOf(created.spectatorUrl)])
        expect(await shown(link), link).toBe(0);
    },
  );

  it("the finished game's pages link to the replay and the record", async () => {
    const { created } = await finished(two);
    for (const link of [pathOf(created.seats[0]!.url), pathOf(created.spectatorUrl)]) {
      const html = await (await fetchWorker(link)).text();
      expect(html).toContain(`href="${link}/replay"`);
      expect(html).toContain(`href="${link}/record"`);
    }
  });
});
