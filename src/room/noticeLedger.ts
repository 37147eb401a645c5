// The ledger of a game's notifications, what they told and what they may still send, in
// one row: the keys of the moments told (a waiting episode's notice, "2@17": seat 2 waited
// on at version 17; its reminder at half time, "2@17~half"),
// when each seat was last told of its turn and of the chat, and the two caps' counts (the
// requests of the last hour, the mails of the day). Kept in memory, read once per object's
// life (only this object writes it), and written once per batch of sends settled: a
// waiting episode told costs one row here, however many browsers and addresses it
// reached (and the alarms set around it, each billed as a row too: alarmSchedule.ts).
// A send whose object stops before its batch settles goes uncounted by the caps: its
// episode is not marked either, so the alarm tells it again.
import * as z from 'zod/mini';
import type { VapidTokens } from './deliver.ts';

const TOLD_TABLE = 'CREATE TABLE IF NOT EXISTS told (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)';

const HOUR_MS = 3_600_000;

const ToldSchema = z.object({
  /** The keys of the moments told (stored as `marks`). */
  marks: z.catch(z.array(z.string()), []),
  /** Per seat, when it was last sent a turn's notice or reminder (it counted the chat's unread then). */
  turnAt: z.catch(z.record(z.string(), z.number()), {}),
  /** Per seat, its last chat notice: when, and the newest message it told of. */
  chat: z.catch(z.record(z.string(), z.object({ at: z.number(), last: z.number() })), {}),
  /** When each request of the last hour went out (the hourly cap). */
  hour: z.catch(z.array(z.number()), []),
  /** Mails sent on a UTC day (the daily cap). */
  mail: z.catch(z.nullable(z.object({ day: z.string(), sent: z.number() })), null),
  /** VAPID authorizations by "key origin" (deliver.ts), kept until they expire. */
  vapid: z.catch(z.record(z.string(), z.object({ authorization: z.string(), exp: z.number() })), {}),
  /** Whether the sweeper lists the game (sweeper.ts): it then keeps no alarm for its expiry. Absent before: false. */
  swept: z.catch(z.boolean(), false),
});
type ToldData = z.infer<typeof ToldSchema>;

const EMPTY: ToldData = { marks: [], turnAt: {}, chat: {}, hour: [], mail: null, vapid: {}, swept: false };

export class NoticeLedger implements VapidTokens {
  private data: ToldData | undefined;
  /** Whether a count or a token changed since the row was last written. */
  private changed = false;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly count: (rows: number) => void,
  ) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /** The row, read once; a game told before this row kept its keys in `notified`, read with it. */
  private read(): ToldData {
    if (this.data) return this.data;
    const tables = new Set(
      this.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('told', 'notified')")
        .toArray()
        .map((r) => String(r.name)),
    );
    const row = tables.has('told') ? this.sql.exec('SELECT json FROM told WHERE id = 1').toArray()[0] : undefined;
    const data = row ? z.catch(ToldSchema, EMPTY).parse(JSON.parse(String(row.json))) : structuredClone(EMPTY);
    if (tables.has('notified')) {
      for (const r of this.sql.exec('SELECT episode, at, outcome FROM notified').toArray()) {
        const key = String(r.episode);
        if (key.startsWith('chat:')) {
          data.chat[key.slice(5)] ??= { at: Number(r.at), last: Number(r.outcome) };
          continue;
        }
        if (!data.marks.includes(key)) data.marks.push(key);
        const seat = String(Number.parseInt(key, 10));
        data.turnAt[seat] = Math.max(data.turnAt[seat] ?? 0, Number(r.at));
      }
    }
    this.data = data;
    return data;
  }

  /** Whether the sweeper lists the game, as written with the last batch settled. */
  swept(): boolean {
    return this.read().swept;
  }

  /** The sweeper listed the game: kept with the batch being sent (settle), no row of its own. */
  markSwept(): void {
    this.read().swept = true;
    this.changed = true;
  }

  /** The keys of the notices and reminders told. */
  toldKeys(): Set<string> {
    return new Set(this.read().marks);
  }

  turnToldAt(): Map<number, number> {
    return new Map(Object.entries(this.read().turnAt).map(([seat, at]) => [Number(seat), at]));
  }

  chatTold(): Map<number, { at: number; last: number }> {
    return new Map(Object.entries(this.read().chat).map(([seat, told]) => [Number(seat), told]));
  }

  /**
   * Of `wanted` requests about to be sent, how many the hourly cap (`perHour`) lets go
   * now (the first ones); those are counted, and written with the batch (settle).
   */
  takeOutbound(wanted: number, now: number, perHour: number): number {
    const data = this.read();
    const recent = data.hour.filter((at) => at > now - HOUR_MS);
    const allowed = Math.min(wanted, Math.max(0, perHour - recent.length));
    data.hour = [...recent, ...Array.from({ length: allowed }, () => now)];
    this.changed ||= allowed > 0;
    return allowed;
  }

  /** Counts a mail against the day's cap (UTC); false, and nothing counted, when the cap is reached. */
  takeMail(now: number, cap: number): boolean {
    const data = this.read();
    const day = new Date(now).toISOString().slice(0, 10);
    const sent = data.mail?.day === day ? data.mail.sent : 0;
    if (sent >= cap) return false;
    data.mail = { day, sent: sent + 1 };
    this.changed = true;
    return true;
  }

  get(audience: string, key: string): { authorization: string; exp: number } | undefined {
    return this.read().vapid[`${key} ${audience}`];
  }

  /** Written with the batch that signed it (settle): a token costs no row of its own. */
  set(audience: string, key: string, authorization: string, exp: number): void {
    const vapid = this.read().vapid;
    if (vapid[`${key} ${audience}`]?.authorization === authorization) return;
    vapid[`${key} ${audience}`] = { authorization, exp };
    this.changed = true;
  }

  /**
   * A batch of sends settled: the moments it told of (their `keys`, told `at`), the seats told
   * of the chat (`chats`, counted from `begun`: the hour until the next chat notice starts
   * when this one went), and the caps' counts, in one row. Only the keys of the episodes
   * still waited on (`current`) are kept: no other is ever due again. Nothing told and
   * nothing counted (an alarm with nothing to send) writes nothing.
   */
  settle(
    keys: readonly string[],
    chats: readonly { seat: number; last: number }[],
    times: { at: number; begun: number },
    current: ReadonlySet<string>,
  ): void {
    if (!keys.length && !chats.length && !this.changed) return;
    this.changed = false;
    const data = this.read();
    for (const key of keys) {
      if (!data.marks.includes(key)) data.marks.push(key);
      // Only the webhook told it (alarmSchedule.ts): the seat itself heard nothing yet.
      if (key.endsWith('~hook')) continue;
      const seat = String(Number.parseInt(key, 10));
      data.turnAt[seat] = Math.max(data.turnAt[seat] ?? 0, times.at);
    }
    for (const c of chats) data.chat[String(c.seat)] = { at: times.begun, last: c.last };
    data.marks = data.marks.filter((m) => current.has(m.split('~')[0]!));
    data.vapid = Object.fromEntries(Object.entries(data.vapid).filter(([, t]) => t.exp * 1000 > times.at));
    this.sql.exec(TOLD_TABLE);
    this.count(
      this.sql.exec(
        'INSERT INTO told (id, json) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET json = excluded.json',
        JSON.stringify(data),
      ).rowsWritten,
    );
  }
}
