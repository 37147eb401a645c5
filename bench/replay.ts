// What a finished game's replay step and an analysis's first step cost the Worker (npm run
// bench), timed in Node on the Worker's own code by the thread's CPU clock (threadCpu.ts),
// over seeded 4-player games: the record as the game's object sends it (its JSON parsed),
// the game replayed (room/replayed.ts) when the isolate holds no replay of it, the body
// checked, one view, the HTML. The object's own part (admission, the link's count, the
// record's JSON) and the RPC are not counted: they are the same small cost on every request.
import { ActionSchema, applyAction, createGame, randomAction, seededRandom } from '../src/engine/index.ts';
import { isDecision } from '../src/bots/index.ts';
import { JudgementsSchema } from '../src/http/analysis.ts';
import { type GameRecord, parseRecord } from '../src/room/record.ts';
import {
  type Replayed,
  bodyRefusal,
  matchRefusal,
  replayGame,
  reviewReplayed,
  viewAtDecision,
  viewAtStep,
} from '../src/room/replayed.ts';
import { replayBody } from '../templates/replay.ts';
import { analysisBody } from '../templates/analysis.ts';
import { dictOf } from '../templates/i18n/index.ts';
import { seededGame } from './seeded.ts';
import { pct, progress, round } from './stats.ts';
import { threadCpuMs } from './threadCpu.ts';

const t = dictOf('en');
const GAMES = 6;

/** A seat's judgements as the browser posts them: each decision with another legal move as the bot's. */
function bodyOf(record: GameRecord, seat: number): string {
  const made = createGame(record.setup, record.seed, record.deal);
  if (!made.ok) throw new Error(made.error.code);
  let state = made.state;
  const random = seededRandom(`bench-replay/${seat}`);
  const decisions = [];
  for (const { seat: actor, action } of record.actions) {
    if (actor === seat && isDecision(ActionSchema.parse(action)))
      decisions.push({ version: state.version, suggested: randomAction(state, seat, random), loss: 1.25 });
    const out = applyAction(state, actor, action);
    if (!out.ok) throw new Error(out.error.code);
    state = out.state;
  }
  return JSON.stringify({ seat, at: 0, decisions });
}

function replayed(json: string): Replayed {
  const made = replayGame(parseRecord(json));
  if (!made.ok) throw new Error(made.message);
  return made.replayed;
}

/** One replay step (part=step, as the page's script asks), from the record's JSON when the isolate holds no replay. */
function replayStep(json: string, held: Replayed | null, at: number, seat: number | null): string {
  const r = held ?? replayed(json);
  const view = viewAtStep(r, at, seat);
  if (!view) throw new Error('no step');
  return replayBody(t, { steps: r.steps, at, view, game: '/g/bench/s0/sig' });
}

/** An analysis's first step: the body checked alone, then against the record, the game replayed, the body's words. */
function analysisStep(json: string, body: string): string {
  const sent = JudgementsSchema.parse(JSON.parse(body));
  if (bodyRefusal(sent.decisions)) throw new Error('refused');
  const r = replayed(json);
  if (matchRefusal(r.record, sent.seat, sent.decisions)) throw new Error('mismatch');
  const review = reviewReplayed(r, sent.seat, sent.decisions);
  if (!review.ok) throw new Error(review.refusal.key);
  const decisions = review.decisions.map((d, i) => ({ ...d, loss: sent.decisions[i]!.loss }));
  const view = viewAtDecision(r, sent.seat, decisions, sent.at);
  return analysisBody(t, { decisions, at: sent.at, view, seat: sent.seat, you: false });
}

const time = (f: () => unknown): number => {
  const t0 = threadCpuMs();
  f();
  return threadCpuMs() - t0;
};

export type ReplayFigures = ReturnType<typeof runReplayBench>;

export function runReplayBench() {
  progress(`replay and analysis: ${GAMES} seeded 4-player games, each step uncached and cached…`);
  const games = Array.from({ length: GAMES }, (_, i) => {
    const json = JSON.stringify(seededGame(`bench-replay-${i}`).record);
    const record = parseRecord(json);
    return { json, steps: record.actions.length + 1, bodies: [0, 1, 2, 3].map((s) => bodyOf(record, s)) };
  });
  const random = seededRandom('bench-replay-steps');
  const uncached: number[] = [];
  const cached: number[] = [];
  const analysis: number[] = [];
  // A first pass warms the code up, as the isolate's warm-up does (room/warm.ts); the next are counted.
  for (let pass = 0; pass < 5; pass++) {
    for (const game of games) {
      const held = replayed(game.json);
      for (let k = 0; k < 10; k++) {
        const at = Math.floor(random() * game.steps);
        const seat = k % 5 === 4 ? null : k % 4;
        const cold = time(() => replayStep(game.json, null, at, seat));
        const warm = time(() => replayStep(game.json, held, at, seat));
        if (pass) {
          uncached.push(cold);
          cached.push(warm);
        }
      }
      for (const body of game.bodies) {
        const ms = time(() => analysisStep(game.json, body));
        if (pass) analysis.push(ms);
      }
    }
  }
  return {
    replayStepCpuMsP50: round(pct(uncached, 0.5), 3),
    replayStepCpuMsP99: round(pct(uncached, 0.99), 3),
    replayStepCachedCpuMsP99: round(pct(cached, 0.99), 3),
    analysisStepCpuMsP50: round(pct(analysis, 0.5), 3),
    analysisStepCpuMsP99: round(pct(analysis, 0.99), 3),
  };
}
