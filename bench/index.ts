// npm run bench: the engine bench, then one seeded game through the Worker in local
// workerd. Prints the figures as a table, or with --json as one JSON object on stdout
// (progress always goes to stderr). --quick runs shorter, for a smoke test.
import { type EngineFigures, runEngineBench } from './engine.ts';
import { FREE_TIER_PER_DAY, type WorkerFigures, runWorkerBench } from './worker.ts';
import { type NotifyFigures, runNotifyBench } from './notify.ts';
import { type ChatFigures, runChatBench } from './chat.ts';
import { type ReplayFigures, runReplayBench } from './replay.ts';
import { LOOKS_PER_DAY, type WaitFigures, runWaitsBench, waitsSummary } from './waits.ts';
import { proc, progress, round } from './stats.ts';
import { botBundleGzipBytes } from './bundle.ts';

const SWEEPER_PER_GAME = { requests: 5, rows: 5 };

/** The figures, flat, in the units their names say. */
function summary(
  e: EngineFigures,
  w: WorkerFigures,
  n: NotifyFigures,
  c: ChatFigures,
  r: ReplayFigures,
  analysisBundleGz: number,
  waits: WaitFigures,
) {
  // Every waiting episode of the game told (everyone slow), by webhook, push and mail.
  // Once per told game, the sweeper's part (src/room/sweeper.ts), its worst case: the game listed (a request, a
  // row), then looked in on twice, kept since a later move and then dropped (each the sweeper's alarm set and run,
  // a request into the game, a row). Not measured here: test/worker/alarm-work.test.ts walks that life.
  const told = {
    alarms: n.episodesPerGame * n.alarmsPerEpisode + SWEEPER_PER_GAME.requests,
    rows: n.episodesPerGame * n.rowsPerEpisode + SWEEPER_PER_GAME.rows,
  };
  return {
    engineGamesPerSecond: round(e.gamesPerSecond, 1),
    actionCpuMsMean: round(w.cpuMs.warm.mean, 3),
    actionCpuMsP99: round(w.cpuMs.warm.p99, 3),
    updateGzipBytesMedian: w.updateGzipBytes.median,
    updateGzipBytesP95: w.updateGzipBytes.p95,
    firstPageGzipBytes: w.firstPage.gzipBytes,
    // The engine and bots for the analysis page and hints, not part of the first page.
    analysisBundleGz,
    rowsWrittenPerDecision: round(w.rowsWrittenPerDecision, 3),
    finishedGameBytes: w.finishedGameBytes,
    gamesPerDayFreeTier: w.gamesPerDayFreeTier,
    // Further detail, same units.
    engineUsPerAction: round(e.usPerAction, 1),
    engineApplyUsMedian: round(e.applyUs.median, 1),
    engineApplyUsP99: round(e.applyUs.p99, 1),
    // The first action of a fresh isolate (nothing compiled), and of a woken object in a busy isolate.
    actionCpuMsColdMean: round(w.cpuMs.cold.mean, 3),
    actionCpuMsColdP99: round(w.cpuMs.cold.p99, 3),
    actionCpuMsWokenMean: round(w.cpuMs.woken.mean, 3),
    actionCpuMsWokenP99: round(w.cpuMs.woken.p99, 3),
    // What a fresh isolate's start costs before any request (module loading and the warm-up, room/warm.ts): workerd
    // limits it apart, to 1 s.
    isolateStartMsMean: round(w.cpuMs.load.mean, 1),
    isolateStartMsP99: round(w.cpuMs.load.p99, 1),
    // A woken object's alarm (a busy isolate), whatever it does: tell its seats, or move a bot.
    alarmCpuMsP99: round(w.alarmMs.alarm.p99, 3),
    botDecisionMsMedian: round(w.alarmMs.bot.median, 3),
    botDecisionMsP99: round(w.alarmMs.bot.p99, 3),
    decisions: w.decisions,
    workerRequests: w.workerRequests,
    durableObjectRequests: w.doRequests,
    rowsWritten: w.rowsWritten,
    replayOk: w.replay.ok,
    // Turn notifications, per waiting episode told.
    notifyDoRequestsPerEpisode: round(n.alarmsPerEpisode, 2),
    notifyRowsWrittenPerEpisode: round(n.rowsPerEpisode, 2),
    notifyOutsideRequestsPerEpisode: round(
      (n.outsideRequests.webhook + n.outsideRequests.push + n.outsideRequests.mail) / Math.max(1, n.episodesTold),
      2,
    ),
    notifyCpuMsPerSeatMedian: round(w.alarmMs.seat.median, 3),
    notifyCpuMsPerSeatP99: round(w.alarmMs.seat.p99, 3),
    // The same with Node's own WebCrypto (its JavaScript layer and thread pool, which workerd has not): the old model.
    notifyCpuMsPerSeatP99NodeCrypto: round(w.alarmMs.nodeCrypto.seat.p99, 3),
    alarmCpuMsP99NodeCrypto: round(w.alarmMs.nodeCrypto.alarm.p99, 3),
    notifyEpisodesPerGame: n.episodesPerGame,
    gamesPerDayFreeTierAllTold: Math.floor(
      Math.min(
        FREE_TIER_PER_DAY / w.workerRequests,
        FREE_TIER_PER_DAY / (w.doRequests + told.alarms),
        FREE_TIER_PER_DAY / (w.rowsWritten + told.rows),
      ),
    ),
    // The chat: one message's CPU in the object (Node, same code; its one row is counted by
    // test/worker/chat.test.ts), its update.
    ...c,
    // A finished game's replay step and an analysis's first step in the Worker (Node, same code), the game not yet
    // replayed in the isolate.
    ...r,
    // A slow game on the wall clock (bench/waits.ts): its waits, plain and with every seat planning ahead and its
    // standing choices on; the days at six looks a day.
    ...waitsSummary(waits),
  };
}

async function main(json: boolean, quick: boolean): Promise<void> {
  // In --json mode stdout carries the one object only: anything else printed while the
  // benches run (wrangler, workerd) goes to stderr.
  const write = proc.stdout.write.bind(proc.stdout);
  const log = console.log;
  if (json) {
    proc.stdout.write = (chunk: string, ...rest: unknown[]) => proc.stderr.write(chunk, ...rest);
    console.log = console.error;
  }
  let engine: EngineFigures;
  let worker: WorkerFigures;
  let notify: NotifyFigures;
  let chat: ChatFigures;
  let replays: ReplayFigures;
  let bundle: number;
  let waits: WaitFigures;
  try {
    // Playouts (bots, the fuzzer) run for seconds at a time, so the figure is the engine's
    // steady state: V8 takes about two seconds of games to finish optimising it.
    engine = quick
      ? runEngineBench({ warmUpMs: 200, runMs: 1000, applyMs: 300 })
      : runEngineBench({ warmUpMs: 2500, runMs: 4000, applyMs: 1500 });
    worker = await runWorkerBench({ seed: 'bench-4', cpuPasses: quick ? 2 : 10, coldSamples: quick ? 12 : 143 });
    // 16 decisions, a second and a bit apart, send ~50 requests: under the game's hourly cap
    // of 60 (contacts.ts), as a slow game's few an hour are; past it, the sends given up
    // would count rows no slow game writes.
    notify = await runNotifyBench({ seed: 'bench-4', decisions: quick ? 6 : 16 });
    chat = await runChatBench();
    replays = runReplayBench();
    bundle = await botBundleGzipBytes();
    waits = runWaitsBench({ games: quick ? 8 : 16 });
  } finally {
    proc.stdout.write = write;
    console.log = log;
  }
  const figures = summary(engine, worker, notify, chat, replays, bundle, waits);
  if (json) write(`${JSON.stringify(figures, null, 2)}\n`);
  else write(table(figures, engine, worker, notify, waits));
  if (!worker.replay.ok) {
    progress(`replay check failed: ${worker.replay.message}`);
    proc.exitCode = 1;
  }
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const us = (n: number) => `${n.toFixed(0)} µs`;
const perDay = (perGame: number) => String(Math.floor(FREE_TIER_PER_DAY / perGame));

function table(
  f: ReturnType<typeof summary>,
  e: EngineFigures,
  w: WorkerFigures,
  n: NotifyFigures,
  waits: WaitFigures,
): string {
  const main: [string, string, keyof typeof f][] = [
    ['engine: random 4-player games a second', f.engineGamesPerSecond.toFixed(1), 'engineGamesPerSecond'],
    ['CPU per action in the object, mean (warm)', ms(f.actionCpuMsMean), 'actionCpuMsMean'],
    ['CPU per action in the object, p99 (warm)', ms(f.actionCpuMsP99), 'actionCpuMsP99'],
    ['CPU, first action of a fresh isolate, mean', ms(f.actionCpuMsColdMean), 'actionCpuMsColdMean'],
    ['CPU, first action of a fresh isolate, p99', ms(f.actionCpuMsColdP99), 'actionCpuMsColdP99'],
    ["CPU, a woken object's first action, mean", ms(f.actionCpuMsWokenMean), 'actionCpuMsWokenMean'],
    ["CPU, a woken object's first action, p99", ms(f.actionCpuMsWokenP99), 'actionCpuMsWokenP99'],
    ['CPU of an alarm (woken object), p99', ms(f.alarmCpuMsP99), 'alarmCpuMsP99'],
    ["bot decision at the room's budget, median", ms(f.botDecisionMsMedian), 'botDecisionMsMedian'],
    ["bot decision at the room's budget, p99", ms(f.botDecisionMsP99), 'botDecisionMsP99'],
    [
      'live update per seat per action, median',
      `${kib(f.updateGzipBytesMedian)} (${f.updateGzipBytesMedian} B)`,
      'updateGzipBytesMedian',
    ],
    [
      'live update per seat per action, p95',
      `${kib(f.updateGzipBytesP95)} (${f.updateGzipBytesP95} B)`,
      'updateGzipBytesP95',
    ],
    ['first page load, gzipped', `${kib(f.firstPageGzipBytes)} (${f.firstPageGzipBytes} B)`, 'firstPageGzipBytes'],
    [
      'engine + bots for the browser, gzipped',
      `${kib(f.analysisBundleGz)} (${f.analysisBundleGz} B)`,
      'analysisBundleGz',
    ],
    ['SQLite rows written per decision', f.rowsWrittenPerDecision.toFixed(2), 'rowsWrittenPerDecision'],
    ['database of the finished game', `${kib(f.finishedGameBytes)} (${f.finishedGameBytes} B)`, 'finishedGameBytes'],
    ['games a day on the free tier', String(f.gamesPerDayFreeTier), 'gamesPerDayFreeTier'],
    [
      'notification: DO requests per episode told',
      f.notifyDoRequestsPerEpisode.toFixed(2),
      'notifyDoRequestsPerEpisode',
    ],
    [
      'notification: rows written per episode told',
      f.notifyRowsWrittenPerEpisode.toFixed(2),
      'notifyRowsWrittenPerEpisode',
    ],
    ['notification: CPU per seat told, median', ms(f.notifyCpuMsPerSeatMedian), 'notifyCpuMsPerSeatMedian'],
    ['notification: CPU per seat told, p99', ms(f.notifyCpuMsPerSeatP99), 'notifyCpuMsPerSeatP99'],
    ['games a day, every episode told', String(f.gamesPerDayFreeTierAllTold), 'gamesPerDayFreeTierAllTold'],
    ['chat: CPU per message, four pages, mean', ms(f.chatCpuMsMean), 'chatCpuMsMean'],
    [
      'chat: update of one message, gzipped',
      `${f.chatUpdateGzipBytesTypical} B (longest ${f.chatUpdateGzipBytesLongest} B)`,
      'chatUpdateGzipBytesTypical',
    ],
    ["chat: a seat's page, 50 messages", `${kib(f.chatPageBytes)}, CPU p99 ${ms(f.chatPageCpuMsP99)}`, 'chatPageBytes'],
    [
      "chat: a seat's page, full chat (500)",
      `${kib(f.fullChatPageBytes)}, CPU p99 ${ms(f.fullChatPageCpuMsP99)}`,
      'fullChatPageBytes',
    ],
    ['replay step, not yet replayed, CPU p99', ms(f.replayStepCpuMsP99), 'replayStepCpuMsP99'],
    ['replay step, game replayed, CPU p99', ms(f.replayStepCachedCpuMsP99), 'replayStepCachedCpuMsP99'],
    ["analysis's first step, CPU p99", ms(f.analysisStepCpuMsP99), 'analysisStepCpuMsP99'],
    ['waits in a 4-player game', f.waitsPerGame.toFixed(1), 'waitsPerGame'],
    [
      'waits, every seat planning ahead',
      `${f.waitsPerGamePlanned.toFixed(1)} (${(100 * f.waitsPlannedShare).toFixed(0)}%)`,
      'waitsPerGamePlanned',
    ],
    ['plans played, of those due', `${(100 * f.plansPlayedShare).toFixed(0)}%`, 'plansPlayedShare'],
    [
      "waits with the King's Favor, plain and planning ahead",
      `${f.waitsPerGameKingsFavor.toFixed(1)}, ${f.waitsPerGamePlannedKingsFavor.toFixed(1)} (bids ` +
        `${f.bidWaitsKingsFavor.plain} → ${f.bidWaitsKingsFavor.planned})`,
      'waitsPerGamePlannedKingsFavor',
    ],
    ['days a game, six looks a day', f.waitDaysProjected.toFixed(1), 'waitDaysProjected'],
    ['days a game, planning ahead', f.waitDaysProjectedPlanned.toFixed(1), 'waitDaysProjectedPlanned'],
  ];
  const spread = (s: WorkerFigures['wallMs']) =>
    `mean ${ms(s.mean)}, median ${ms(s.median)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`;
  const detail: [string, string][] = [
    [
      'engine',
      `${e.games} random 4-player games in ${e.seconds.toFixed(2)} s, ${e.actionsPerGame.toFixed(1)} ` +
        `actions per game, ${e.usPerAction.toFixed(1)} µs per action played`,
    ],
    [
      'engine: applyAction alone',
      `mean ${us(e.applyUs.mean)}, median ${us(e.applyUs.median)}, p99 ${us(e.applyUs.p99)}, max ` +
        `${us(e.applyUs.max)} (${e.applyUs.count} actions)`,
    ],
    ['worker: decisions (accepted actions)', `${w.decisions} (seed "${w.seed}")`],
    [
      'Worker requests',
      `${w.workerRequests} (${(w.workerRequests / w.decisions).toFixed(2)} per decision; ` +
        `${w.assetRequests} static asset requests on top, free)`,
    ],
    [
      'Durable Object requests',
      `${w.doRequests} (incoming socket messages: ${w.wsIncoming}, billed 20:1; ${w.pushes} pushes out, free)`,
    ],
    ['SQLite rows written', `${w.rowsWritten} (${w.rowsWrittenPerDecision.toFixed(2)} per decision)`],
    [
      'games a day on the free tier',
      `the tightest of: Worker requests ${perDay(w.workerRequests)}, Durable Object requests ` +
        `${perDay(w.doRequests)}, rows written ${perDay(w.rowsWritten)}`,
    ],
    [
      'first page load, gzipped',
      `HTML ${kib(w.firstPage.htmlGzipBytes)}, ${w.firstPage.files} CSS/JS files ${kib(w.firstPage.assetsGzipBytes)}`,
    ],
    [
      'first page HTML by language, gzipped',
      Object.entries(w.firstPage.byLang)
        .map(([lang, bytes]) => `${lang} ${kib(bytes)}`)
        .join(', '),
    ],
    [
      'update, gzipped',
      `every pushed message: median ${kib(w.updateGzipBytes.median)}, p95 ` +
        `${kib(w.updateGzipBytes.p95)}, max ${kib(w.updateGzipBytes.max)} (${w.updateGzipBytes.count} ` +
        `messages)`,
    ],
    ['wall time per action (HTTP, local)', spread(w.wallMs)],
    [
      'CPU per action, cold',
      `${spread(w.cpuMs.cold)} (the first action of ${w.coldSamples} fresh isolates, each woken from ` +
        `the stored game: decode, replay, act, four pages' updates from the version before; zod without ` +
        `eval, as in workerd)`,
    ],
    [
      "a fresh isolate's start (module loading and the warm-up)",
      `${spread(w.cpuMs.load)} (before the request, as workerd starts it; its own limit, 1 s)`,
    ],
    [
      'CPU per action, woken object',
      `${spread(w.cpuMs.woken)} (the same actions, each a woken object's first, in an isolate other objects keep busy)`,
    ],
    ['CPU per action, first pass', `${spread(w.cpuMs.firstPass)} (one fresh isolate playing the whole game forward)`],
    [
      'CPU of an alarm, woken object',
      `${spread(w.alarmMs.alarm)} (${w.alarmMs.count} alarms: at each position one telling two seats ` +
        `by push and the webhook, one moving a bot; wake included)`,
    ],
    [
      '  a seat told (view, message, push)',
      `${spread(w.alarmMs.seat)} (WebCrypto as workerd runs it, bench/workerdCrypto.ts)`,
    ],
    [
      "  the same with Node's WebCrypto",
      `alarm ${spread(w.alarmMs.nodeCrypto.alarm)}; a seat ${spread(w.alarmMs.nodeCrypto.seat)}`,
    ],
    ["  the bot's decision, room's budget", spread(w.alarmMs.bot)],
    [
      'CPU per action, warm pass',
      `${spread(w.cpuMs.warm)} (pass ${w.cpuPasses} over the game in that isolate; Node, same code: ` +
        `apply + 4 views + fragments + stored JSON)`,
    ],
    ['replay check', w.replay.message],
    [
      'notifications',
      `${n.decisions} decisions of two games (one telling nobody; one with a webhook, a browser and ` +
        `an address per seat): ${n.episodesTold} episodes told by ${n.alarms} alarms, ` +
        (`${n.outsideRequests.webhook} webhook posts, ${n.outsideRequests.push} pushes, ` +
          `${n.outsideRequests.mail} mails (subrequests, not billed); ${n.extraRowsWritten} more rows ` +
          `written`),
    ],
    ['notification CPU (Node, same code)', `webhook message: median ${ms(n.cpuMsWebhook.median)}`],
    [
      'games a day, every episode told',
      `${n.episodesPerGame} waiting episodes in the game, each an alarm at most: Durable Object ` +
        `requests ${perDay(w.doRequests + n.episodesPerGame * n.alarmsPerEpisode)}, rows written ` +
        `${perDay(w.rowsWritten + n.episodesPerGame * n.rowsPerEpisode)}`,
    ],
    ...waitsDetail(f, waits),
  ];
  const out = ['', 'Ys online — bench', '', `  ${'figure'.padEnd(44)} ${'value'.padEnd(22)} JSON key`];
  for (const [what, value, key] of main) out.push(`  ${what.padEnd(44)} ${value.padEnd(22)} ${key}`);
  out.push('', '  detail');
  for (const [what, value] of detail) out.push(`  ${what.padEnd(44)} ${value}`);
  return `${out.join('\n')}\n\n`;
}

/** The waits bench's detail lines: per game, the mean of its seeded games. */
function waitsDetail(f: ReturnType<typeof summary>, w: WaitFigures): [string, string][] {
  const perGame = (n: number) => (n / w.games).toFixed(1);
  const byDecision = Object.entries(f.waitsByDecision)
    .map(([kind, { plain, planned }]) => `${kind} ${plain} → ${planned}`)
    .join(', ');
  const plans = Object.entries(f.plansByKind)
    .map(
      ([kind, k]) =>
        `${kind}: ${k.triedPerGame} due a game, ${(100 * k.played).toFixed(0)}% played, dropped ` +
        Object.entries(k.dropped)
          .map(([why, share]) => `${(100 * share).toFixed(0)}% ${why}`)
          .join(', '),
    )
    .join('; ');
  const standing = Object.entries(w.plans.standing)
    .map(([type, n]) => `${type} ${perGame(n)}`)
    .join(', ');
  return [
    [
      'waits',
      `${w.games} seeded 4-player games, the standard bot in every seat: ${w.plain.decisions.toFixed(1)} decisions ` +
        `in ${w.plain.waits.toFixed(1)} waits, each seat waited on ${w.plain.waitsPerSeat.toFixed(1)} times`,
    ],
    [
      'waits, planning ahead',
      `${w.planned.decisions.toFixed(1)} decisions, ${w.planned.byHand.toFixed(1)} by hand, in ` +
        `${w.planned.waits.toFixed(1)} waits, each seat waited on ${w.planned.waitsPerSeat.toFixed(1)} times`,
    ],
    ['  waits begun by each decision', byDecision],
    [
      '  plans',
      `${perGame(w.plans.made)} made a game (${perGame(w.plans.refused)} refused when made, ` +
        `${perGame(w.plans.replaced)} replaced, ${perGame(w.plans.left)} left at the end); ${plans}`,
    ],
    ['  standing choices played a game', standing],
    ['  days a game', `${LOOKS_PER_DAY} looks a day, 8:00 to 23:00, one wait from a look to the next`],
  ];
}

const args = proc.argv.slice(2);
const unknown = args.filter((a) => a !== '--json' && a !== '--quick');
if (unknown.length > 0) {
  proc.stderr.write(`usage: npm run bench [-- [--json] [--quick]]; unknown: ${unknown.join(' ')}\n`);
  proc.exitCode = 2;
} else {
  await main(args.includes('--json'), args.includes('--quick'));
}
