// npm run analyze -- <record.json> [--seat N] [--game ID]: a finished game's analysis
// (src/bots/analyze.ts) as a table, biggest cost first within each seat, and the time
// each seat took. The record is the JSON of GET {link}/record; without --seat every seat
// is analysed; --game seeds the analysis with the game's id as the analysis page does
// (the id is in every link of the game), otherwise with the record's seed.
import { z } from 'zod';
import { type Action, DealSchema, GameSetupSchema, ResultSchema, SeedSchema, type Spot } from '../src/engine/index.ts';
import { analyzeGame } from '../src/bots/index.ts';
import type { GameRecord } from '../src/room/record.ts';
import { proc, progress, round } from './stats.ts';

const fs = (await import('node:fs' as string)) as { readFileSync(path: string, encoding: 'utf8'): string };
/** CPU time as well as wall time: on a shared machine the wall clock says more about the neighbours. */
const cpuMs = () => {
  const u = (proc as unknown as { cpuUsage(): { user: number; system: number } }).cpuUsage();
  return (u.user + u.system) / 1000;
};

const RecordSchema = z.object({
  setup: GameSetupSchema,
  seed: SeedSchema,
  deal: z.optional(DealSchema),
  actions: z.array(z.object({ seq: z.number().int(), seat: z.number().int(), action: z.unknown() })),
  // Absent from a game its host ended: its analysis is read all the same.
  result: z.optional(ResultSchema),
});

const ArgsSchema = z.object({
  file: z.string().min(1, 'Usage: npm run analyze -- <record.json> [--seat N] [--game ID]'),
  seat: z.coerce.number().int().min(0).max(3).optional(),
  game: z.string().min(1).optional(),
});

const spot = (sp: Spot) => ('row' in sp ? `market ${sp.column} row ${sp.row}` : `n${sp.neighborhood} ${sp.area}`);

/** A move in a few words, for a developer's table (the page says it in the player's language). */
function brief(a: Action): string {
  switch (a.type) {
    case 'bid':
      return `bid ${a.brokers.join('+')}`;
    case 'place':
      return (
        a.placements.map((p) => `${p.value}${p.faceUp ? '↑' : '↓'} ${spot(p.to)}`).join(', ') +
        (a.neutral ? `; neutral ${spot(a.neutral)}` : '')
      );
    case 'chooseOrder':
      return `order ${a.position}`;
    case 'playCard':
      return `play ${a.card}`;
    default:
      return JSON.stringify(a).slice(0, 60);
  }
}

function main(): void {
  const argv = proc.argv.slice(2);
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const args = ArgsSchema.safeParse({
    file: argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--')) ?? '',
    seat: flag('seat'),
    game: flag('game'),
  });
  if (!args.success) throw new Error(args.error.issues.map((i) => i.message).join('; '));
  const parsed = RecordSchema.safeParse(JSON.parse(fs.readFileSync(args.data.file, 'utf8')));
  if (!parsed.success)
    throw new Error(`Not a game record: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
  // The record's setup was checked by its game's creation; its schema here is the engine's.
  const record = parsed.data as GameRecord;
  const seats = args.data.seat === undefined ? record.setup.players.map((_, i) => i) : [args.data.seat];
  for (const seat of seats) {
    const name = record.setup.players[seat]?.name;
    if (name === undefined)
      throw new Error(`No seat ${seat}: this game has seats 0 to ${record.setup.players.length - 1}.`);
    const start = performance.now();
    const cpu = cpuMs();
    const { decisions } = analyzeGame(record, seat, args.data.game ? { gameId: args.data.game } : {});
    const ms = performance.now() - start;
    const cpuSpent = cpuMs() - cpu;
    const total = decisions.reduce((a, d) => a + d.loss, 0);
    proc.stdout.write(
      `\nSeat ${seat} (${name}): ${decisions.length} decisions, ` +
        `${decisions.filter((d) => d.loss === 0).length} at no cost, ` +
        `total ${round(total, 1)} VP, mean ${round(total / Math.max(1, decisions.length), 2)} VP\n`,
    );
    proc.stdout.write(`${'version'.padStart(7)}  ${'loss'.padStart(6)}  ${'actual'.padEnd(50)}  suggested\n`);
    for (const d of [...decisions].sort((a, b) => b.loss - a.loss || a.version - b.version)) {
      proc.stdout.write(
        `${String(d.version).padStart(7)}  ${d.loss.toFixed(2).padStart(6)}  ` +
          `${brief(d.actual).padEnd(50)}  ${brief(d.suggested)}\n`,
      );
    }
    progress(
      `analyze: seat ${seat} took ${Math.round(ms)} ms, ${Math.round(cpuSpent)} ms of CPU ` +
        `(${round(cpuSpent / Math.max(1, decisions.length), 1)} ms per decision)`,
    );
  }
}

try {
  main();
} catch (e) {
  // A refusal for a person at a terminal: the reason, not a stack.
  proc.stderr.write(`analyze: ${e instanceof Error ? e.message : String(e)}\n`);
  proc.exitCode = 1;
}
