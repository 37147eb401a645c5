// The rematch of a finished game, remembered in the old game's own object: its own small
// table beside the game's (store.ts), written once, so a second request for a rematch
// finds the game the first one made instead of making another.
//
// It keeps the new game's paths, not only its id: the old object shows each of its
// seats that seat's new link (and the host the new host link) when rendering, which is
// synchronous and must not ask the new game's object to sign links every time.
import * as z from 'zod/mini';
import { rematchLink } from '../../templates/index.tsx';
import { dictOf, type Dict } from '../../templates/i18n/index.ts';
import { newGameId } from './signedLinks.ts';
import type { RoomCore } from './core.ts';
import type {
  CreateInput,
  CreateResult,
  Failure,
  GameLinks,
  RematchLinkResult,
  RematchResult,
  Visitor,
} from './protocol.ts';
import type { Sockets } from './sockets.ts';
import type { Creation } from './store.ts';

export const RematchSchema = z.object({
  gameId: z.string(),
  hostPath: z.string(),
  watchPath: z.string(),
  /**
   * Seat number's new path, by seat: the same players sit in the same seats (null: a bot's seat, which has no link).
   */
  seats: z.array(z.nullable(z.string())),
});
export type Rematch = z.infer<typeof RematchSchema>;

export const rematchOf = (gameId: string, links: GameLinks): Rematch => ({
  gameId,
  hostPath: links.hostPath,
  watchPath: links.watchPath,
  seats: links.seats.map((s) => s.path),
});

export class RematchStore {
  constructor(private readonly sql: SqlStorage) {}

  load(): Rematch | null {
    // Reading the schema creates nothing: a game without a rematch has no such table.
    if (
      this.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'rematch'").toArray().length === 0
    )
      return null;
    const row = this.sql.exec('SELECT record FROM rematch WHERE id = 1').toArray()[0];
    if (!row) return null;
    const parsed = RematchSchema.safeParse(JSON.parse(String(row.record)));
    return parsed.success ? parsed.data : null;
  }

  save(rematch: Rematch): void {
    this.sql.exec('CREATE TABLE IF NOT EXISTS rematch (id INTEGER PRIMARY KEY CHECK (id = 1), record TEXT NOT NULL)');
    // INSERT only: a rematch, once made, is never replaced by another.
    this.sql.exec('INSERT OR IGNORE INTO rematch (id, record) VALUES (1, ?)', JSON.stringify(rematch));
  }
}

/**
 * The new game's links as the host is given them: the seats' names are this game's (the same players sit in the same
 * seats).
 */
export function rematchLinks(record: Rematch, setup: Creation['setup']): GameLinks {
  return {
    hostPath: record.hostPath,
    watchPath: record.watchPath,
    seats: record.seats.map((path, seat) => ({ seat, name: setup.players[seat]?.name ?? `Seat ${seat + 1}`, path })),
  };
}

/** A page's own way into the rematch: a seat its new seat path, the host the new host path, a spectator nothing. */
export function rematchPathFor(record: Rematch | null, visitor: Visitor): string | null {
  if (!record || visitor.kind === 'watch') return null;
  return visitor.kind === 'host' ? record.hostPath : (record.seats[visitor.seat] ?? null);
}

/** The rematch of the game in its object: made once, then remembered. */
export class Rematches {
  /** The rematch once made, from this object's storage (read once, then kept: it never changes). */
  private cache: Rematch | null | undefined;
  /** A rematch being made: a second request meanwhile waits for it instead of making another game. */
  private making: Promise<RematchResult> | null = null;

  /**
   * `take`: a new game from the deployment's daily budget (budget.ts, an object of its
   * own); `create`: the new game's own object made (GameRoom.create, by its id).
   */
  constructor(
    private readonly core: RoomCore,
    private readonly sockets: Sockets,
    private readonly take: () => Promise<{ ok: true } | Failure>,
    private readonly create: (gameId: string, input: CreateInput) => Promise<CreateResult>,
  ) {}

  made(): Rematch | null {
    if (this.cache === undefined) this.cache = new RematchStore(this.core.ctx.storage.sql).load();
    return this.cache;
  }

  /** The game was deleted, its rematch's row with it. */
  forget(): void {
    this.cache = undefined;
  }

  /**
   * A seat's page's own rematch link, as a fragment its script swaps in by id (the
   * header's #rematch). Only seats: a spectator's page gets nothing, and nothing is
   * ever sent to the spectators' sockets.
   */
  fragment(t: Dict, seat: number | null): string {
    const record = seat === null ? null : this.made();
    return record && seat !== null ? rematchLink(t, record.seats[seat] ?? null) : '';
  }

  linkFor(visitor: Visitor): RematchLinkResult {
    return { ok: true, path: rematchPathFor(this.made(), visitor) };
  }

  /**
   * A new game with the same players in the same seats and the same options, with a
   * fresh random seed (never the old one, nor a fixed deal: the ship deck must be new).
   * Made once: the new game's links are stored here, and any later request answers them.
   */
  async rematch(creation: Creation): Promise<RematchResult> {
    if (!this.core.current().state.result) {
      return { ok: false, status: 409, error: { code: 'not-over', refusal: { key: 'rematchNotOver' } } };
    }
    const made = this.made();
    if (made)
      return {
        ok: true,
        created: false,
        id: made.gameId,
        links: rematchLinks(made, this.core.current().creation.setup),
      };
    // Requests keep arriving while the new game's object is asked to create it: they share this one.
    if (this.making) return this.making.then((r) => (r.ok ? { ...r, created: false } : r));
    this.making = this.make(creation);
    try {
      return await this.making;
    } finally {
      this.making = null;
    }
  }

  private async make(creation: Creation): Promise<RematchResult> {
    // A rematch is a new game like any other: it counts toward the deployment's daily budget.
    const budget = await this.take();
    if (!budget.ok) return budget;
    const gameId = newGameId();
    // No seed: the new object draws its own. A dev game (no LINK_SECRET) makes a dev game.
    // The room's own options go along (time per move, webhook, title); a seat's browsers and
    // address do not: they were given for this game, and the new links reach the seats' pages.
    const { moveSeconds, notify, origin, vapid, bots, spectatorsSeeChat, hints, title } = creation;
    const lang = this.core.contacts.gameLang();
    const result = await this.create(gameId, {
      gameId,
      setup: creation.setup,
      devSecret: creation.linkKey.kind === 'dev',
      ...(moveSeconds ? { moveSeconds } : {}),
      ...(notify ? { notify } : {}),
      ...(origin ? { origin } : {}),
      ...(vapid ? { localVapid: true } : {}),
      ...(bots ? { bots } : {}),
      ...(lang ? { lang } : {}),
      ...(spectatorsSeeChat ? { spectatorsSeeChat } : {}),
      ...(hints ? { hints } : {}),
      ...(title ? { title } : {}),
    });
    if (!result.ok) return result;
    const record = rematchOf(gameId, result.links);
    new RematchStore(this.core.ctx.storage.sql).save(record);
    this.cache = record;
    // Each seat's open pages learn their own new link at once; other seats' and spectators' sockets get nothing.
    for (const [seat] of creation.setup.players.entries()) {
      for (const { ws, lang } of this.sockets.pagesOf(seat)) this.sockets.send(ws, this.fragment(dictOf(lang), seat));
    }
    return { ok: true, created: true, id: gameId, links: rematchLinks(record, this.core.current().creation.setup) };
  }
}
