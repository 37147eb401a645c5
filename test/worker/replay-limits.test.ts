// A finished game's replay steps and analyses on real Durable Objects: each link may ask
// for so many (the object counts them, readLimit.ts: 429 with Retry-After, the others'
// links still served), and an analysis body is strict: decisions in the order they were
// made, never the stand-in's action, each suggestion a move the rules allowed the seat
// then. What the body alone tells is refused without asking the game anything, so even
// a link over its limit is told why (400, not 429).
import { describe, expect, it } from 'vitest';
import { type Action, type State, applyAction, createGame, seededRandom } from '../../src/engine/index.ts';
import { isDecision } from '../../src/bots/index.ts';
import type { GameRecord } from '../../src/room/record.ts';
import { READS_BURST, READS_PER_MINUTE } from '../../src/room/readLimit.ts';
import { NAMES, Shadow, createViaApi, fetchWorker, pathOf, playToEnd, type Created, type NewGame } from './helpers.ts';
import { words } from '../engine/words.ts';

const two: NewGame = { players: NAMES.slice(0, 2).map((name) => ({ name })), seed: 'replay-limits' };
type Judged = { version: number; suggested: unknown; loss: number };

async function finished(): Promise<{ created: Created; record: GameRecord }> {
  const created = await createViaApi(two);
  await playToEnd(created, new Shadow(two), seededRandom('replay-limits-players'));
  const record = await (await fetchWorker(`${pathOf(created.spectatorUrl)}/record`)).json<GameRecord>();
  return { created, record };
}

/** Seat 0's decisions, each suggesting the move played (legal), and the state each was made on. */
function judgementsOf(record: GameRecord): { judged: Judged[]; states: State[] } {
  const made = createGame(record.setup, record.seed, record.deal);
  if (!made.ok) throw new Error(made.error.code);
  let state = made.state;
  const judged: Judged[] = [];
  const states: State[] = [];
  for (const { seat, action } of record.actions) {
    if (seat === 0 && isDecision(action as Action)) {
      judged.push({ version: state.version, suggested: action, loss: 0.5 });
      states.push(state);
    }
    const out = applyAction(state, seat, action);
    if (!out.ok) throw new Error(out.error.code);
    state = out.state;
  }
  return { judged, states };
}

const post = (link: string, body: unknown) =>
  fetchWorker(`${link}/analysis`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
const said = async (res: Response) => (await res.json<{ error: { message: string } }>()).error.message;

describe('replay steps and analyses', { timeout: 120_000 }, () => {
  it(
    'are limited per link: 429 with Retry-After past the burst, steps and analyses alike; other links ' +
      'still served',
    async () => {
      const { created, record } = await finished();
      const { judged } = judgementsOf(record);
      const link = pathOf(created.seats[0]!.url);
      const body = { seat: 0, at: 0, decisions: judged };
      expect((await post(link, body)).status).toBe(200);
      for (let i = 1; i < READS_BURST; i++) {
        const res = await fetchWorker(`${link}/replay?step=${i % record.actions.length}&part=step`);
        expect(res.status, `request ${i}`).toBe(200);
      }
      // The bucket refills at 2 a second: a request that finds a token just refilled spends it, the next is refused.
      const refused = async (ask: () => Promise<Response>) => {
        let res = await ask();
        for (let i = 0; i < 4 && res.status === 200; i++) res = await ask();
        return res;
      };
      const over = await refused(() =>
        fetchWorker(`${link}/replay?step=1&part=step`, { headers: { Accept: 'application/json' } }),
      );
      expect(over.status).toBe(429);
      const retry = Number(over.headers.get('Retry-After'));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      expect(await said(over)).toBe(
        words({ refusal: { key: 'replayTooFast', max: READS_PER_MINUTE, retryAfter: retry } }),
      );
      const analysis = await refused(() => post(link, { ...body, decisions: judged.map((j) => ({ ...j, loss: 2 })) }));
      expect(analysis.status).toBe(429);
      expect(Number(analysis.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      // The page without script says it in words too.
      const page = await refused(() => fetchWorker(`${link}/replay?step=2`));
      expect(page.status).toBe(429);
      expect(await page.text()).toContain(`at most ${READS_PER_MINUTE} a minute`);
      // Other links are counted apart.
      expect((await fetchWorker(`${pathOf(created.seats[1]!.url)}/replay?step=1`)).status).toBe(200);
      expect((await post(pathOf(created.spectatorUrl), body)).status).toBe(200);
      // What the address or the body alone tells is refused without asking the game: 400, not 429.
      expect((await fetchWorker(`${link}/replay?step=x`)).status).toBe(400);
      const unordered = await post(link, { ...body, decisions: [judged[1], judged[0], ...judged.slice(2)] });
      expect(unordered.status).toBe(400);
      expect(await said(unordered)).toBe(words({ refusal: { key: 'analysisOrder', version: judged[0]!.version } }));
    },
  );

  it(
    'an analysis body is strict: in order, no stand-in, legal suggestions, one per decision; a changed ' +
      'loss is words only',
    async () => {
      const { created, record } = await finished();
      const { judged, states } = judgementsOf(record);
      const link = pathOf(created.spectatorUrl);
      const ok = await post(link, { seat: 0, at: 3, decisions: judged });
      expect(ok.status).toBe(200);
      const changed = await post(link, { seat: 0, at: 3, decisions: judged.map((j) => ({ ...j, loss: 7.25 })) });
      expect(changed.status).toBe(200);
      expect(await changed.text()).not.toBe(await ok.text());

      const standIn = judged.map((j, i) => (i === 2 ? { ...j, suggested: { type: 'standIn' } } : j));
      const refusedStandIn = await post(link, { seat: 0, at: 0, decisions: standIn });
      expect(refusedStandIn.status).toBe(400);
      expect(await said(refusedStandIn)).toBe(
        words({ refusal: { key: 'analysisStandIn', version: judged[2]!.version } }),
      );

      const swapped = [judged[0]!, judged[2]!, judged[1]!, ...judged.slice(3)];
      const refusedOrder = await post(link, { seat: 0, at: 0, decisions: swapped });
      expect(refusedOrder.status).toBe(400);
      expect(await said(refusedOrder)).toBe(words({ refusal: { key: 'analysisOrder', version: judged[1]!.version } }));

      // Another decision's move where the rules refuse it: a bid in the placement, a placement in the bidding.
      const at = judged.findIndex((_, i) =>
        judged.some((k, n) => n !== i && !applyAction(states[i]!, 0, k.suggested).ok),
      );
      expect(at).toBeGreaterThanOrEqual(0);
      const other = judged.find((k, n) => n !== at && !applyAction(states[at]!, 0, k.suggested).ok)!;
      const illegal = judged.map((j, i) => (i === at ? { ...j, suggested: other.suggested } : j));
      const refusedIllegal = await post(link, { seat: 0, at: 0, decisions: illegal });
      expect(refusedIllegal.status).toBe(400);
      expect(await said(refusedIllegal)).toBe(
        words({ refusal: { key: 'analysisIllegal', version: judged[at]!.version } }),
      );

      // Not this seat's decisions: one missing, one at a version the seat did not decide at.
      for (const wrong of [judged.slice(1), judged.map((j, i) => (i === 1 ? { ...j, version: j.version + 1 } : j))]) {
        const refused = await post(link, { seat: 0, at: 0, decisions: wrong });
        expect(refused.status).toBe(400);
        expect(await said(refused)).toBe(words({ refusal: { key: 'analysisMismatch' } }));
      }
    },
  );
});
