// "Since your last move": a seat's page opened after others acted
// lists every line of its own view's log since its own last action, oldest first; its
// JSON view says from which version (`since`); the spectators' page and a seat that
// acted last have none; after the seat acts, its page has none again.
import { describe, expect, it } from 'vitest';
import { seededRandom, randomAction, waitingFor } from '../../src/engine/index.ts';
import { logItem } from '../../templates/sections.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { Shadow, createViaApi, fetchWorker, getView, pathOf, postAction, type NewGame } from './helpers.ts';

const EN = dictOf('en');
const GAME: NewGame = { players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], seed: 'since' };

/** The panel's part of a page: its section, up to its end. */
const panelOf = (html: string) => /<section id="since"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

describe('since your last move', () => {
  it(
    "lists every action of the others since the seat's own last one, in order, from its own view; then " +
      'goes once it acts',
    async () => {
      const game = await createViaApi(GAME);
      const shadow = new Shadow(GAME);
      const random = seededRandom('since/test');
      const act = async (seat: number) => {
        const action = randomAction(shadow.state, seat, random);
        expect((await postAction(game.seats[seat]!.url, action, shadow.state.version)).status).toBe(200);
        shadow.apply(seat, action);
      };
      await act(0);
      const mine = shadow.state.version;
      // The others play until only Ana is waited on, at least three of their actions.
      let theirs = 0;
      for (let n = 0; n < 200; n++) {
        const others = waitingFor(shadow.state).filter((s) => s !== 0);
        if (!others.length && theirs >= 3) break;
        if (!others.length) {
          await act(0);
          continue;
        }
        await act(others[0]!);
        theirs++;
      }
      const view = shadow.view(0);
      const lastOwn = ((await getView(game.seats[0]!.url)) as { since?: number }).since!;
      expect(lastOwn).toBeGreaterThanOrEqual(mine);
      const entries = view.log.filter((e) => e.version > lastOwn);
      expect(entries.length).toBeGreaterThanOrEqual(3);

      const page = await (await fetchWorker(pathOf(game.seats[0]!.url))).text();
      const panel = panelOf(page)!;
      expect(panel).not.toContain(' hidden');
      const moves = new Set(entries.map((e) => e.version)).size;
      expect(panel).toContain(EN.sections.since.title(moves));
      // One item a move, oldest first, holding every line of it as the seat's own log shows it.
      const names = view.players.map((p) => p.name);
      const items = [...panel.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!);
      expect(items).toHaveLength(moves);
      const line = (e: (typeof entries)[number]) => /<\/span> (.*)<\/li>$/.exec(logItem(EN, e, names))![1]!;
      for (const e of entries)
        expect(items[[...new Set(entries.map((x) => x.version))].indexOf(e.version)]).toContain(line(e));

      // The spectators' page has no such panel.
      expect(panelOf(await (await fetchWorker(pathOf(game.spectatorUrl))).text())).toBeNull();

      // Ana acts (the one waited on): her page opens with it empty and hidden.
      await act(0);
      const after = panelOf(await (await fetchWorker(pathOf(game.seats[0]!.url))).text());
      expect(after).toBe('<section id="since" class="panel since" hidden></section>');
      expect(((await getView(game.seats[0]!.url)) as { since?: number }).since).toBeUndefined();
    },
  );
});
