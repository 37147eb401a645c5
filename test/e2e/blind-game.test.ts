// A whole 4-player game against three bots, played as a blind player plays it: on a phone-sized Chromium page, by
// the keyboard alone, finding things by their roles and accessible names (getByRole), never by a CSS selector or a
// coordinate. At each of the player's decisions the board as text's tables are read by their roles and checked
// against the game's own JSON view (who has brokers where and who leads; each player's VP and gems); axe finds
// nothing serious at the first decision of each kind and at the result; a virtual screen reader
// (@guidepup/virtual-screen-reader, bundled for the page by esbuild) reads the page at a placement, at a card window
// and at the result, and what it speaks is checked. The keys pressed are counted per decision kind.
//
// The one thing read without a role is the status line's version (seesVersion): the test's synchronisation with the
// server, so that it decides on the view it checked, not a move.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { build } from 'esbuild';
import type { BrokerView, View } from '../../src/engine/index.ts';
import { seesVersion, versionOf } from './driver.ts';
import { browserSuite, openLivePhone, problemsOf } from './harness.ts';

const suite = browserSuite();

/** The virtual screen reader as one classic script: the page's CSP admits scripts of its own origin only. */
let readerScript = '';
beforeAll(async () => {
  const out = await build({
    stdin: { contents: "export { virtual } from '@guidepup/virtual-screen-reader';", resolveDir: process.cwd() },
    bundle: true,
    format: 'iife',
    globalName: 'screenReader',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  readerScript = out.outputFiles[0]!.text;
});

declare const process: { cwd(): string };

const PLACES_TABLE = 'Every place: its brokers, who leads it and what it pays';

/** What has the keyboard's focus, as a screen reader would announce it, and where it is. */
type Focus = {
  body: boolean;
  /** The decision's region itself, as the page focuses it when a decision arrives. */
  region: boolean;
  inRegion: boolean;
  onBoard: boolean;
  tag: string;
  type: string;
  name: string;
};

/** The little of the DOM read in the page (this project's types are the Workers', without the DOM's). */
type El = {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  closest(selector: string): El | null;
  contains(other: El): boolean;
};
declare const document: { activeElement: El | null; body: El };

const focusOf = (region: Locator) =>
  region.evaluate((r: El): Focus => {
    const a = document.activeElement;
    return {
      body: !a || a === document.body,
      region: a === r,
      inRegion: !!a && a !== r && r.contains(a),
      onBoard: !!a?.closest('svg'),
      tag: a?.tagName ?? '',
      type: a?.getAttribute('type') ?? '',
      name: (a?.getAttribute('aria-label') || a?.textContent || '').trim().replace(/\s+/g, ' '),
    };
  });

/** The keys pressed on the page, counted; after each the focus is never on the page's body. */
function keyboard(page: Page, region: Locator) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async press(key: string): Promise<Focus> {
      await page.keyboard.press(key);
      count++;
      const now = await focusOf(region);
      expect(now.body, `the focus on the body after ${key} (press ${count})`).toBe(false);
      return now;
    },
  };
}
type Keys = ReturnType<typeof keyboard>;

/** Tab (or Shift+Tab) until the focus is on what `wanted` accepts, within the decision. */
async function tabTo(keys: Keys, from: Focus, wanted: (f: Focus) => boolean, back = false): Promise<Focus> {
  let f = from;
  for (let i = 0; !wanted(f); i++) {
    if (i > 40) throw new Error(`never reached by Tab: last focus ${JSON.stringify(f)}`);
    f = await keys.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(f.inRegion, `${f.name} is in the decision`).toBe(true);
  return f;
}

const isButton = (f: Focus) => f.inRegion && f.tag === 'BUTTON';

/**
 * One decision made by keyboard, from wherever the focus is in the decision (its region, as
 * the page puts it there): the first choice the keys reach, or Pass in a card's window.
 */
async function decide(region: Locator, prompt: View['prompt'], keys: Keys): Promise<void> {
  let f = await focusOf(region);
  switch (prompt.kind) {
    case 'bid': {
      const radio = (x: Focus) => x.inRegion && x.type === 'radio';
      f = await tabTo(keys, f, radio, isButton(f));
      // Into a group with nothing chosen, an arrow chooses: the next pair.
      await keys.press('ArrowDown');
      f = await tabTo(keys, await focusOf(region), isButton);
      expect(f.name).toMatch(/^Bid/);
      await keys.press('Enter');
      return;
    }
    case 'playCards': {
      f = await tabTo(keys, f, (x) => isButton(x) && x.name.startsWith('Pass'), isButton(f));
      await keys.press('Enter');
      return;
    }
    case 'orderColumns': {
      f = await tabTo(keys, f, (x) => x.inRegion && x.tag === 'SELECT');
      // The k-th place's list: k steps down from "Choose…", so each names another column.
      for (let k = 1; f.tag === 'SELECT'; k++) {
        for (let i = 0; i < k; i++) await keys.press('ArrowDown');
        f = await keys.press('Tab');
      }
      expect(isButton(f), JSON.stringify(f)).toBe(true);
      await keys.press('Enter');
      return;
    }
    case 'place': {
      await placeByKeys(region, keys, f);
      return;
    }
    default: {
      // The order, the gems, the colour, the quotation, the throne: one button per choice.
      f = await tabTo(keys, f, isButton);
      await keys.press('Enter');
    }
  }
}

/**
 * A placement as the tray's keys make it: the highest chip's number key, then down the lit
 * places' column to a palace if there is one (its card brings the card windows, R7.4), Enter;
 * then on through each step the focus goes to (the face-down broker, the neutral one, what to
 * do with a card in hand after it), Enter on each, until Place.
 */
async function placeByKeys(region: Locator, keys: Keys, start: Focus): Promise<void> {
  const chips = region.getByRole('group', { name: 'Your placement' }).getByRole('button', { name: /^Broker \d+/ });
  let f = start;
  let down = 0;
  for (let i = 0; ; i++) {
    if (i > 30) throw new Error(`a placement never ends: last focus ${JSON.stringify(f)}`);
    if (f.region || (!f.inRegion && !f.onBoard)) {
      // Not yet in the tray: the highest chip still to place, by its number.
      const name = await chips
        .and(region.getByRole('button', { disabled: false }))
        .last()
        .getAttribute('aria-label');
      f = await keys.press(/\d+/.exec(name!)![0]);
    } else if (f.onBoard && down < 2 && !f.name.includes('palace')) {
      down++;
      f = await keys.press('ArrowDown');
    } else if (f.onBoard || (isButton(f) && !/^(Undo|Place)$/.test(f.name))) {
      // A lit place, a chip, a card's "then": Enter takes it.
      down = 2;
      f = await keys.press('Enter');
    } else if (f.name === 'Place') {
      await keys.press('Enter');
      return;
    } else f = await keys.press('Tab');
  }
}

/** The JSON view of a seat, as its link gives it to scripts (docs/api.md). */
const viewOf = async (url: string) =>
  (await (await fetch(url, { headers: { Accept: 'application/json' } })).json()) as View;

/** The places' table, row by row and cell by cell, as a screen reader walks it. */
async function placesRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: PLACES_TABLE });
  return (await table.getByRole('row').allInnerTexts()).map((r) => r.split('\t').map((c) => c.trim()));
}

/**
 * Each neighborhood's and each area's row, and the whole market's, say what the view says: who has brokers there (an
 * area its brokers one by one, a whole its participants' totals) and who leads.
 */
function checkTable(rows: string[][], view: View): number {
  const name = (who: BrokerView['owner']) => (who === 'neutral' ? 'the neutral player' : view.players[who]!.name);
  const check = (place: string, brokers: readonly BrokerView[], whole: boolean) => {
    const row = rows.find((r) => r[0] === place || r[0]!.startsWith(`${place} (`));
    expect(row, `a row for ${place}`).toBeDefined();
    const [, said, lead] = row!;
    if (!brokers.length) {
      expect(said).toBe('no brokers');
      expect(lead).toBe('nobody yet');
      return;
    }
    const totals = new Map<string, number>();
    const hidden = new Map<string, number>();
    for (const b of brokers) {
      totals.set(name(b.owner), (totals.get(name(b.owner)) ?? 0) + (b.marked ? 5 : (b.value ?? 0)));
      if (b.value === null && !b.marked) hidden.set(name(b.owner), (hidden.get(name(b.owner)) ?? 0) + 1);
    }
    // Values as far as this seat may see them (R13): another's face-down broker is "face down" alone.
    if (whole)
      for (const [who, total] of totals)
        expect(said, place).toContain(`${who} ${total}${hidden.get(who) ? ` and ${hidden.get(who)} face down` : ''}`);
    else
      for (const b of brokers)
        expect(said, place).toContain(
          `${name(b.owner)} ${b.value === null ? '' : `${b.value} `}face ${b.faceUp ? 'up' : 'down'}`,
        );
    const best = Math.max(...totals.values());
    const first = [...totals].filter(([, t]) => t === best).map(([who]) => who);
    const next = Math.max(...[...totals.values()].filter((t) => t < best), -1);
    if (totals.size === 1) expect(lead).toMatch(new RegExp(`^${first[0]} leads alone with ${best}\\b`));
    else if (first.length === 1)
      expect(lead).toMatch(new RegExp(`^${first[0]} leads with ${best}, ${best - next} ahead`));
    // A tie at the top: the tie-break (R7.8) names one of those tied.
    else
      expect(
        first.some((who) => lead!.startsWith(`${who} leads, tied with `)),
        `${place}: ${lead}`,
      ).toBe(true);
  };
  let checked = 0;
  for (const hood of view.city) {
    if (!hood.active) continue;
    const n = hood.neighborhood;
    check(`Neighborhood ${n}, all areas`, [...hood.areas.port, ...hood.areas.commerce, ...hood.areas.palace], true);
    for (const area of ['port', 'commerce', 'palace'] as const)
      check(`Neighborhood ${n} ${area}`, hood.areas[area], false);
    checked += 4;
  }
  check(
    'The whole market',
    view.market.cells.flatMap((c) => (c.broker ? [c.broker] : [])),
    true,
  );
  return checked + 1;
}

const PLAYERS_TABLE = 'The players: VP, gems and cards';

/** The players' table: each player's VP (after the final counting, its total) and gems as the view has them. */
async function checkPlayers(page: Page, view: View): Promise<number> {
  const rows = (await page.getByRole('table', { name: PLAYERS_TABLE }).getByRole('row').allInnerTexts()).map((r) =>
    r.split('\t').map((c) => c.trim()),
  );
  expect(rows[0]).toEqual(['Player', 'VP', 'Blue', 'Green', 'Yellow', 'Red', 'Black', 'Cards']);
  for (const p of view.players) {
    const row = rows.find((r) => r[0] === p.name || r[0] === `${p.name} (you)`);
    expect(row, `a row for ${p.name}`).toBeDefined();
    const vp = view.result?.lines.find((l) => l.who === p.seat)?.total ?? p.vp;
    const gems = (['blue', 'green', 'yellow', 'red', 'black'] as const).map((g) => String(p.gems[g]));
    expect(row!.slice(1, 7), p.name).toEqual([String(vp), ...gems]);
  }
  return view.players.length;
}

/** Serious and critical violations axe finds on the page as it is now. */
async function axeSerious(page: Page, when: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${when}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

type Reading = { from: string; until: string; max: number };

/**
 * What the virtual screen reader speaks, read from the page's start: for each reading, it
 * moves on item by item to the first phrase starting with `from`, then reads on to one starting
 * with `until` (or `max` items).
 */
async function screenReader(page: Page, readings: Reading[]): Promise<string[][]> {
  await page.route('**/__virtual-screen-reader.js', (r) =>
    r.fulfill({ contentType: 'text/javascript', body: readerScript }),
  );
  await page.addScriptTag({ url: '/__virtual-screen-reader.js' });
  return page.evaluate(
    `(async (readings) => {
      const v = window.screenReader.virtual;
      await v.start({ container: document.body });
      const out = [];
      try {
        for (const { from, until, max } of readings) {
          for (let i = 0; !(await v.lastSpokenPhrase()).startsWith(from); i++) {
            if (i > 5000) throw new Error('never spoken: ' + from);
            await v.next();
          }
          const spoken = [await v.lastSpokenPhrase()];
          for (let i = 0; i < max && !spoken[spoken.length - 1].startsWith(until); i++) {
            await v.next();
            spoken.push(await v.lastSpokenPhrase());
          }
          out.push(spoken);
        }
      } finally {
        await v.stop();
      }
      return out;
    })(${JSON.stringify(readings)})`,
  ) as Promise<string[][]>;
}

const kindOf = (p: View['prompt']) => (p.kind === 'playCards' ? `playCards (${p.window})` : p.kind);

describe('a whole game without sight', () => {
  it('against three bots, by keyboard and accessible names: the board as text agrees with the view, axe is clean, ' +
    'a screen reader reads it', async () => {
    const t0 = Date.now();
    const res = await fetch(`${suite.server.origin}/api/games`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        players: [{ name: 'Ana' }, ...['Bo', 'Cy', 'Di'].map((name) => ({ name, bot: 'greedy' }))],
        options: { kingsFavor: true },
        seed: 'blind-game',
      }),
    });
    expect(res.status).toBe(201);
    const url = ((await res.json()) as { seats: { url: string | null }[] }).seats[0]!.url!;
    const page = await openLivePhone(suite, url);
    const region = page.getByRole('region', { name: 'Your decision' });

    // B opens the board as text, which stays open through every update, so that its tables
    // are read at each decision; the first decision is then one Shift+Tab back.
    await page.keyboard.press('b');
    expect(await page.getByRole('table', { name: PLACES_TABLE }).isVisible()).toBe(true);

    const presses = new Map<string, number[]>();
    const axe: string[] = [];
    const spoken: Record<string, string[][]> = {};
    let rowsChecked = 0;
    let decisions = 0;
    for (let n = 0; n < 300; n++) {
      let view = await viewOf(url);
      for (const t = Date.now(); !view.result && ['wait', 'over'].includes(view.prompt.kind); ) {
        expect(Date.now() - t, 'the bots move at once').toBeLessThan(30_000);
        await new Promise((r) => setTimeout(r, 100));
        view = await viewOf(url);
      }
      if (view.result) break;
      await expect.poll(() => versionOf(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(view.version);
      // A bot's move may have come meanwhile (a bid is made at once): then look again.
      if ((await versionOf(page)) !== view.version || (await viewOf(url)).version !== view.version) continue;
      const kind = kindOf(view.prompt);
      const first = !presses.has(kind);

      rowsChecked += checkTable(await placesRows(page), view) + (await checkPlayers(page, view));
      if (first) axe.push(...(await axeSerious(page, kind)));
      // The screen reader at a placement with brokers on the board already: its second round.
      if (!spoken.placement && view.prompt.kind === 'place' && view.prompt.round === 2) {
        spoken.placement = await screenReader(page, [
          { from: 'region, Your decision', until: 'end of region, Your decision', max: 60 },
          { from: 'region, The board', until: 'end of region, The board', max: 60 },
          { from: `table, ${PLACES_TABLE}`, until: 'end of row, Neighborhood 1 port', max: 60 },
        ]);
      }
      if (!spoken.window && view.prompt.kind === 'playCards') {
        spoken.window = await screenReader(page, [
          { from: 'region, Your decision', until: 'end of region, Your decision', max: 80 },
        ]);
      }

      // The decision's arrival put the focus on it (or, the first time, Shift+Tab from the board as text).
      await expect
        .poll(async () => {
          const f = await focusOf(region);
          return f.region || f.inRegion || decisions === 0;
        })
        .toBe(true);
      const keys = keyboard(page, region);
      if (decisions === 0) await tabTo(keys, await focusOf(region), (f) => f.inRegion, true);
      await decide(region, view.prompt, keys);
      presses.set(kind, [...(presses.get(kind) ?? []), keys.count]);
      decisions++;
      await expect
        .poll(async () => (await region.getByRole('alert').count()) > 0 || (await viewOf(url)).version > view.version, {
          timeout: 20_000,
        })
        .toBe(true);
      expect(await region.getByRole('alert').allInnerTexts(), `a refusal at ${kind}`).toEqual([]);
    }

    // The result: its heading and winner, the board as text still agreeing, axe clean.
    const end = await viewOf(url);
    expect(end.result).not.toBeNull();
    await seesVersion(page, end.version);
    const result = page.getByRole('heading', { name: 'Result', level: 2 });
    await result.waitFor();
    rowsChecked += checkTable(await placesRows(page), end) + (await checkPlayers(page, end));
    axe.push(...(await axeSerious(page, 'result')));
    spoken.result = await screenReader(page, [{ from: 'heading, Result', until: 'end of list', max: 40 }]);

    const seconds = Math.round((Date.now() - t0) / 1000);
    const table = [...presses].map(([kind, counts]) => ({
      kind,
      decisions: counts.length,
      mean: Math.round((counts.reduce((a, b) => a + b, 0) / counts.length) * 10) / 10,
      max: Math.max(...counts),
    }));
    console.log(`A whole game by keyboard, ${decisions} decisions in ${seconds} s; key presses per decision kind:`);
    console.table(table);
    for (const [when, readings] of Object.entries(spoken))
      console.log(`The virtual screen reader at the ${when}:\n${readings.map((r) => r.join('\n')).join('\n…\n')}`);

    expect(axe).toEqual([]);
    expect(problemsOf(page)).toEqual([]);
    expect(decisions).toBeGreaterThan(20);
    expect(rowsChecked).toBeGreaterThan(200);
    for (const kind of ['bid', 'place', 'takeGems', 'throne']) expect([...presses.keys()]).toContain(kind);
    // R6.2: a plain placement in 15 keys at most.
    expect(Math.max(...presses.get('place')!)).toBeLessThanOrEqual(15);

    // What is spoken: at a placement, the decision's heading and its chips; the board's places, each with its brokers
    // and lead; the table's caption, headers and a row, cell by cell.
    const [decision, board, places] = spoken.placement!;
    expect(decision![1]).toMatch(/^heading, Round \d of 4: place 2 brokers.*, level 2$/);
    expect(decision).toContainEqual(expect.stringMatching(/^button, Broker \d, face up\b/));
    expect(board).toContainEqual(expect.stringMatching(/Neighborhood 2 port\b.*: (no brokers|.* face (up|down))/));
    expect(places).toEqual(
      expect.arrayContaining([
        `caption, ${PLACES_TABLE}`,
        'columnheader, Place',
        'columnheader, Majority',
        'rowheader, Neighborhood 1 port',
      ]),
    );
    // At a card window (the person's highest broker goes to a palace each round, to win a card): its question, Pass.
    expect(spoken.window, 'the person was offered a card').toBeDefined();
    expect(spoken.window![0]).toContainEqual(expect.stringMatching(/^heading, Play a card .*or pass/));
    expect(spoken.window![0]).toContain('button, Pass (play no card now)');
    // At the result: the winner.
    const winners = end.result!.winners.map((w) => end.players[w]!.name);
    expect(spoken.result![0]!.join('\n')).toContain(winners[0]);
  }, 300_000);
});
