// Plays a game through the Worker's public routes only, as its players would: each seat
// with a link decides from its own view (the easy bot picks the move), and the seats of
// the room's bot or stand-in move from the game's alarm. No shadow game is kept: a game
// loaded from another release's rows has only what the room reads back from them.
import { expect } from 'vitest';
import { botAction } from '../../src/bots/index.ts';
import type { Random } from '../../src/engine/index.ts';
import type { RoomView } from '../../templates/theme.ts';
import { fetchWorker, pathOf, postAction } from '../worker/helpers.ts';
import type { Links } from './fixture.ts';

export type Posted = { seq: number; seat: number; action: unknown };

/** The view a link's JSON answers (the host's answers its spectators' view in `view`). */
export async function viewAt(url: string): Promise<RoomView> {
  const res = await fetchWorker(pathOf(url), { headers: { Accept: 'application/json' } });
  expect(res.status, `${pathOf(url)}: ${await res.clone().text()}`).toBe(200);
  return res.json();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Moves the game on, one decision after another, until `done` holds of the spectators'
 * view; returns that view and what was posted. `skip`: seats nobody may act for (the
 * stand-in's). A decision asked of a seat without a link is awaited (at most `waitMs`).
 */
export async function advance(
  links: Links,
  random: Random,
  done: (view: RoomView) => boolean,
  { skip = [] as number[], maxActions = 600, waitMs = 15_000 } = {},
): Promise<{ view: RoomView; posted: Posted[] }> {
  const posted: Posted[] = [];
  let waitedSince: number | null = null;
  for (;;) {
    const view = await viewAt(links.spectatorUrl);
    if (done(view)) return { view, posted };
    if (view.result || view.ended) throw new Error(`the game ended (version ${view.version}) before it was as asked`);
    if (posted.length > maxActions) throw new Error(`not as asked after ${maxActions} actions`);
    const seat = view.waitingFor.find((s) => !skip.includes(s) && links.seats[s]?.url && !view.players[s]!.hasActed);
    if (seat === undefined) {
      waitedSince ??= Date.now();
      if (Date.now() - waitedSince > waitMs)
        throw new Error(`nobody moved for ${waitMs} ms at version ${view.version}`);
      await pause(20);
      continue;
    }
    waitedSince = null;
    const url = links.seats[seat]!.url!;
    const own = await viewAt(url);
    const action = botAction(own, random, 'greedy');
    const answer = await postAction(url, action, own.version);
    // A bot's move from the alarm may have come between the view and the post: the seat looks again.
    if (answer.status === 409 && answer.body.error?.code === 'stale') continue;
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    expect(answer.body.view!.version).toBeGreaterThan(own.version);
    posted.push({ seq: answer.body.view!.version, seat, action });
  }
}
