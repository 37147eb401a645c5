// The isolate's warm-up, run once when the Worker's script starts (src/worker.ts), before
// any request. V8 compiles each function the first time it runs and tunes it on its next
// runs, and zod builds its parsers' inner tables on first use: left to the first request,
// a freshly woken game's first action paid for all of it (bench, before: ~25 ms of CPU,
// against the free tier's 10 ms a request). The script's start is counted apart, against
// its own limit (Workers' startup time, 1 s), so what a request runs is run here first, on
// a game of its own that nobody sees: no storage, no clock, no randomness but the engine's
// seeded one, nothing kept afterwards. The price: a fresh isolate starts ~220 ms later
// (Node; bench: isolateStartMsMean), a wait once per isolate rather than CPU over the
// limit on every cold request.
import {
  SetupSchema,
  createGame,
  randomAction,
  seededRandom,
  viewFor,
  waitingFor,
  type View,
} from '../engine/index.ts';
import { botAction, isDecision } from '../bots/index.ts';
import { en } from '../../templates/i18n/en.ts';
import { playerPage } from '../../templates/index.tsx';
import { analysisBody } from '../../templates/analysis.ts';
import { type Judged, replayGame, reviewReplayed, viewAtDecision } from './replayed.ts';
import { wake } from './gameInMemory.ts';
import type { GameRecord } from './record.ts';
import { withScores } from './scores.ts';
import { type Live, advance, promptsOf, step, updateView } from './step.ts';
import { History } from './history.ts';
import { type Creation, type Snapshot, actionRow, decodeStored, gameRow } from './store.ts';
import { updatesFor } from './updates.ts';
import { seatMessage, webhookMessage } from './waiting.ts';

/**
 * Pages rendered every this many actions: enough to meet every phase's prompts and board (fewer cost the first action
 * more), few enough to keep the start short.
 */
const RENDER_EVERY = 12;
/** The version at which the bot decides once, as an alarm has it decide. */
const BOT_AT = 40;
/** The version whose state is the stored snapshot the wake starts from, the actions after it replayed. */
const SNAPSHOT_AT = 120;
/** The version a game is woken at for a move (after the snapshot, as most wakes are). */
const WAKE_AT = 124;

/**
 * What the warm-up went through, for its test: the actions played, the pages rendered, the game woken from its rows,
 * seat 0's analysis.
 */
export type Warmed = { actions: number; renders: number; woken: boolean; analysed: number };

export function warmUp(): Warmed {
  const setup = SetupSchema.parse({ players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })) });
  const seed = 'warm-up';
  const made = createGame(setup, seed);
  if (!made.ok) return { actions: 0, renders: 0, woken: false, analysed: 0 };
  const creation: Creation = {
    gameId: '0'.repeat(32),
    setup,
    seed,
    createdAt: 0,
    linkKey: { kind: 'env' },
    generations: { host: 0, seats: [0, 0, 0, 0] },
  };
  let live: Live = {
    kind: 'game',
    creation,
    state: made.state,
    history: History.of(made.events),
    promptSince: [0, 0, 0, 0],
    prompts: promptsOf(made.state),
    scores: withScores([], made.state),
  };
  const random = seededRandom(seed);
  const paths = { self: '/warm', actions: '/warm/actions', ws: '/warm/ws' };
  // The stored rows, as Store writes them (store.ts): the actions with their events, then a snapshot.
  const rows: Record<string, string | number>[] = [];
  let snapshot: Snapshot = live;
  let sent: View | null = null;
  let renders = 0;
  const actions: GameRecord['actions'] = [];
  const judged: Judged[] = [];
  while (!live.state.result) {
    const seat = waitingFor(live.state)[0]!;
    const action = randomAction(live.state, seat, random);
    if (!action) break;
    // The analysis's judgements of seat 0 (the browser's, src/client/bot.ts): another legal move as the bot's.
    if (seat === 0 && isDecision(action))
      judged.push({
        version: live.state.version,
        suggested: randomAction(live.state, seat, random) ?? action,
        loss: 1,
      });
    const out = advance(live, seat, action);
    if (!out.ok) break;
    live = out.live;
    const version = live.state.version;
    rows.push(actionRow(version, seat, out.action, out.events));
    actions.push({ seq: version, seat, action });
    if (version % RENDER_EVERY === 0) {
      // Every seat page's whole sections (a page's fresh render, on its connect or sync;
      // their prompts differ), and a page's update from the view it was last sent.
      const views = live.state.players.map((_, s) => viewFor(live.state, s, live.history.all()));
      for (const view of views) updatesFor(en, null, view, paths);
      if (sent) updatesFor(en, sent, views[sent.seat!]!, paths);
      sent = views[seat]!;
      renders += views.length + 1;
    }
    if (version === BOT_AT) {
      // An alarm's work: the bot's decision and a seat's notice.
      const next = waitingFor(live.state)[0]!;
      const view = viewFor(live.state, next, live.history.all());
      botAction(view, seededRandom(`${seed}/${version}`), 'standard');
      seatMessage(en, view, 0, paths.self, false);
      webhookMessage(en, viewFor(live.state, null, live.history.all()), creation.gameId, paths.self);
    }
    if (version === SNAPSHOT_AT) snapshot = live;
  }
  const views = live.state.players.map((_, s) => viewFor(live.state, s, live.history.all()));
  // The end's pages, with their chart of the scores turn by turn.
  for (const view of views) playerPage(en, live.scores ? { ...view, scores: live.scores } : view, paths);
  renders += views.length;
  // A woken game's history is read from its rows: objects V8 sees with other shapes than
  // the rules' own, on which the renders tuned above would start over (deoptimized) in
  // a woken object's first request. Its pages meet them here: a move's updates (its
  // recent history only, as a woken object's move has them) and the whole pages.
  const stored = gameRow(creation, snapshot, made.events);
  const middle = wake(decodeStored(stored, rows.slice(0, WAKE_AT - 1)));
  const move = actions[WAKE_AT - 1];
  const moved = middle.kind === 'game' && move ? step(middle, move.seat, move.action) : null;
  if (middle.kind === 'game' && moved?.ok) {
    moved.views.forEach((view, seat) => {
      updatesFor(en, updateView(middle, seat), view, paths);
    });
    renders += moved.views.length;
  }
  const woken = wake(decodeStored(stored, rows));
  if (woken.kind === 'game') {
    for (let seat = 0; seat < woken.state.players.length; seat++)
      updatesFor(en, null, viewFor(woken.state, seat, woken.history.all()), paths);
    renders += woken.state.players.length;
  }
  // The analysis page's answer, which the Worker makes from the finished game's record.
  const replayed = replayGame({ setup, seed, actions, result: live.state.result! });
  const review = replayed.ok ? reviewReplayed(replayed.replayed, 0, judged) : null;
  if (replayed.ok && review?.ok) {
    const decisions = review.decisions.map((d, i) => ({ ...d, loss: judged[i]!.loss }));
    analysisBody(en, {
      decisions,
      at: 0,
      view: viewAtDecision(replayed.replayed, 0, decisions, 0),
      seat: 0,
      you: false,
    });
  }
  return {
    actions: rows.length,
    renders,
    woken: woken.kind === 'game' && woken.state.version === live.state.version,
    analysed: review?.ok ? review.decisions.length : 0,
  };
}
