// A finished game's analysis page, per seat, on real Durable Objects: refused
// before the end like the record; after it, any link opens any seat's page, which without
// script says it needs script; the judgements the browser posts back are answered with
// the swings in words (to the seat's own link as "you", to any other by its name) and
// the board with both moves, and judgements that are not the seat's decisions are
// refused and change nothing.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import { analyzeGame } from '../../src/bots/index.ts';
import type { GameRecord } from '../../src/room/record.ts';
import { NAMES, Shadow, createViaApi, fetchWorker, pathOf, playToEnd, type Created, type NewGame } from './helpers.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { words } from '../engine/words.ts';

const en = dictOf('en');
const two: NewGame = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'analysis-two' };
const linksOf = (game: Created) => [
  ...game.seats.map((s) => pathOf(s.url)),
  pathOf(game.hostUrl),
  pathOf(game.spectatorUrl),
];
const post = (link: string, body: unknown) =>
  fetchWorker(`${link}/analysis`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the analysis page', { timeout: 120_000 }, () => {
  it('is refused (409) before the end, page and judgements alike', async () => {
    const created = await createViaApi(two);
    for (const link of linksOf(created)) {
      expect((await fetchWorker(`${link}/analysis?seat=0`)).status, link).toBe(409);
      expect((await post(link, { seat: 0, at: 0, decisions: [] })).status, link).toBe(409);
    }
  });

  it(
    "after the end: any link opens any seat's page, which needs script; the judgements come back in " +
      'words with both moves drawn',
    async () => {
      const created = await createViaApi(two);
      await playToEnd(created, new Shadow(two), seededRandom('analysis-two-players'));
      for (const [i, link] of linksOf(created).entries()) {
        for (const seat of [0, 1]) {
          const res = await fetchWorker(`${link}/analysis?seat=${seat}`);
          expect(res.status, link).toBe(200);
          const html = await res.text();
          expect(html).toContain(`<h1>${en.sections.analysis.title(NAMES[seat]!)}</h1>`);
          // A seat's own link reads its own analysis as "you"; any other link names the seat.
          const intro = i === seat ? en.sections.analysis.introYou : en.sections.analysis.intro(NAMES[seat]!);
          expect(html, link).toContain(`<p>${intro.replace(/'/g, '&#39;')}</p>`);
          expect(html).toContain(
            `<noscript><p class="panel analysis-noscript">${en.sections.analysis.needsScript}</p></noscript>`,
          );
          expect(html).toContain('<script src="/analysis.js" defer=""></script>');
          expect(html).not.toContain('/bot.js');
          // No inline script or style (strict CSP).
          expect(html).not.toMatch(/<script(?![^>]*\bsrc=)|\bstyle=/);
        }
      }
      // A seat's link opens its own seat by default; a seat that is not there is refused in words.
      const own = await (await fetchWorker(`${pathOf(created.seats[1]!.url)}/analysis`)).text();
      expect(own).toContain(`<h1>${en.sections.analysis.title('Bo')}</h1>`);
      for (const bad of ['2', 'x', '12']) {
        const res = await fetchWorker(`${pathOf(created.spectatorUrl)}/analysis?seat=${bad}`);
        expect(res.status, bad).toBe(400);
        expect(await res.text()).toContain(
          words({ refusal: { key: 'noAnalysisSeat', seat: bad, last: 1 } }).replace(/'/g, '&#39;'),
        );
      }
      // The result page links every seat's analysis.
      const result = await (await fetchWorker(pathOf(created.spectatorUrl))).text();
      expect(result).toContain(`href="${pathOf(created.spectatorUrl)}/analysis?seat=1"`);

      // What the browser computes (src/client/bot.ts), made cheap: the page only tells it.
      const record = await (await fetchWorker(`${pathOf(created.spectatorUrl)}/record`)).json<GameRecord>();
      const { decisions } = analyzeGame(record, 0, { samples: 1, budget: 0 });
      const at = decisions.findIndex(
        (d) => d.actual.type === 'place' && JSON.stringify(d.actual) !== JSON.stringify(d.suggested),
      );
      expect(at).toBeGreaterThanOrEqual(0);
      const sent = decisions.map((d) => ({ version: d.version, suggested: d.suggested, loss: d.loss }));
      const res = await post(pathOf(created.seats[1]!.url), { seat: 0, at, decisions: sent });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`Decision ${at + 1} of ${decisions.length}`);
      expect(html).toContain('<g class="move-ghost move-played"');
      expect(html).toContain('<g class="move-ghost move-suggested"');
      expect(html).toContain(en.sections.analysis.key.replace(/'/g, '&#39;'));
      // Told to another seat: the moves are Ana's, by name; to Ana's own link the same moves are hers, as "you".
      const moves = (body: string) =>
        [...body.matchAll(/<p class="analysis-moves"><strong>[^<]*<\/strong> ([^<]*)<br>/g)].map((m) => m[1]!);
      expect(moves(html)[0]).toMatch(new RegExp(`^${NAMES[0]} places `));
      const toAna = await post(pathOf(created.seats[0]!.url), { seat: 0, at, decisions: sent });
      expect(toAna.status).toBe(200);
      expect(moves(await toAna.text())[0]).toMatch(/^You place /);
      // The swings, biggest first, each a button to its decision.
      const listed = [...html.matchAll(/class="analysis-jump" data-at="(\d+)"/g)].map(
        (m) => decisions[Number(m[1])]!.loss,
      );
      expect(listed.length).toBe(Math.min(10, decisions.filter((d) => d.loss > 0).length));
      expect(listed).toEqual([...listed].sort((a, b) => b - a));

      // Judgements that are not this seat's decisions: refused, in words.
      for (const wrong of [
        { seat: 1, at: 0, decisions: sent },
        { seat: 0, at: 0, decisions: sent.slice(1) },
        { seat: 0, at: 0, decisions: sent.map((d, i) => (i === 0 ? { ...d, loss: -1 } : d)) },
        { seat: 0, at: decisions.length, decisions: sent },
        { seat: 5, at: 0, decisions: sent },
      ]) {
        const refused = await post(pathOf(created.spectatorUrl), wrong);
        expect(refused.status).toBe(400);
        expect((await refused.json<{ ok: boolean }>()).ok).toBe(false);
      }
    },
  );
});
