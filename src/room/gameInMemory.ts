// The game in one object's memory: made by `createLive`, or a stored one woken (its newest
// snapshot, then the actions after it replayed), or what stands in for a game that is not
// there (none yet, deleted, unreadable).
import { createGame } from '../engine/index.ts';
import { newSecret } from './signedLinks.ts';
import type { CreateInput, Failure } from './protocol.ts';
import { type Live, advance, advanceParsed, promptsOf } from './step.ts';
import { withScores } from './scores.ts';
import { History } from './history.ts';
import type { Creation, Loaded } from './store.ts';

export type Game = Live | Exclude<Loaded, { kind: 'stored' }>;

/** A stored game back in memory: its newest snapshot, then the actions after it, replayed. */
export function wake(loaded: Loaded): Game {
  if (loaded.kind !== 'stored') return loaded;
  const { state, promptSince, scores } = loaded.base;
  let live: Live = {
    kind: 'game',
    creation: loaded.creation,
    state,
    history: loaded.history,
    promptSince,
    prompts: promptsOf(state),
    ...(scores ? { scores } : {}),
  };
  for (const row of loaded.tail) {
    const out =
      'parsed' in row.action
        ? advanceParsed(live, row.seat, row.action.parsed)
        : advance(live, row.seat, row.action.posted);
    if (!out.ok || out.live.state.version !== row.seq) {
      return { kind: 'refused', refusal: { key: 'storedActionBroken', seq: row.seq } };
    }
    live = out.live;
  }
  return live;
}

/**
 * A new game from the Worker's checked input: its creation record (`vapid`, the game's
 * own pair when it asked for one) and its first state, or why the rules refuse it.
 */
export function createLive(input: CreateInput, now: number, vapid: Creation['vapid']): Live | Failure {
  // The seed fixes the ship deck and the piles (R13): random unless a test fixed it.
  const seed = input.seed ?? newSecret();
  const created = createGame(input.setup, seed, input.deal);
  if (!created.ok) return { ok: false, status: 400, error: created.error };
  const creation: Creation = {
    gameId: input.gameId,
    setup: input.setup,
    seed,
    ...(input.deal ? { deal: input.deal } : {}),
    createdAt: now,
    linkKey: input.devSecret ? { kind: 'dev', secret: newSecret() } : { kind: 'env' },
    generations: { host: 0, seats: input.setup.players.map(() => 0) },
    ...(input.notify ? { notify: input.notify } : {}),
    ...(input.moveSeconds ? { moveSeconds: input.moveSeconds } : {}),
    ...(input.origin ? { origin: input.origin } : {}),
    ...(input.bots?.some((b) => b) ? { bots: input.bots } : {}),
    // Local dev without VAPID secrets: a pair of the game's own, kept as its dev link secret is.
    ...(vapid ? { vapid } : {}),
    ...(input.spectatorsSeeChat ? { spectatorsSeeChat: true } : {}),
    ...(input.hints ? { hints: true } : {}),
    ...(input.title ? { title: input.title } : {}),
  };
  const { state, events } = created;
  return {
    kind: 'game',
    creation,
    state,
    history: History.of(events),
    promptSince: state.players.map(() => state.version),
    prompts: promptsOf(state),
    scores: withScores([], state),
  };
}
