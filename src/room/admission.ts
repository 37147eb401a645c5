// Who may enter a game, checked in one place for every RPC and every socket: a seat or
// the host by its link's signature, a spectator by the game being there at all. Every
// refusal of a link (no game, a wrong, truncated or other game's signature, no such
// seat, a bot's seat) is the same not-found, so a link prober learns nothing. And the
// signing of the game's own links, which admission checks.
import { hostPath, seatPath, signLink, verifyLink, watchPath, type Role } from './signedLinks.ts';
import type { RefusalError } from '../views.ts';
import type { Game } from './gameInMemory.ts';
import type { Failure, GameLinks, Visitor } from './protocol.ts';
import type { Creation, Gone } from './store.ts';

export type SeatVisitor = Extract<Visitor, { kind: 'seat' }>;
export type HostVisitor = Extract<Visitor, { kind: 'host' }>;

/** A visitor let in, with the game's creation as it stands once its link was checked. */
export type Admitted<V extends Visitor = Visitor> = { ok: true; visitor: V; creation: Creation };

export const notFound = (): Failure => ({
  ok: false,
  status: 404,
  error: { code: 'not-found', refusal: { key: 'notFound' } },
});

/** What every link of a deleted game answers (expiry.ts). */
export const goneRefusal = (gone: Gone): RefusalError['refusal'] => ({
  key: 'gone',
  finished: gone.reason === 'finished',
  at: gone.at,
  days: gone.days,
});

/** The key a game's links are signed with: its own (local dev), else the deployment's LINK_SECRET. */
export function secretOf(creation: Creation, linkSecret: string | undefined): string | null {
  if (creation.linkKey.kind === 'dev') return creation.linkKey.secret;
  return linkSecret || null;
}

const generationOf = (creation: Creation, role: Role): number | undefined =>
  role.kind === 'host' ? creation.generations.host : creation.generations.seats[role.seat];

/**
 * What admitting `visitor` to `game` takes, decided without any signature: a refusal at
 * once, a spectator let in, or a signature to check against a role's key generation.
 * `valid` false: refused whatever the signature, yet checked all the same, so an
 * out-of-range or bot's seat costs the one HMAC any other refusal does.
 */
export type Plan =
  | { kind: 'refused'; failure: Failure }
  | { kind: 'in'; creation: Creation }
  | { kind: 'verify'; creation: Creation; secret: string; role: Role; generation: number; valid: boolean };

export function planOf(game: Game, linkSecret: string | undefined, visitor: Visitor): Plan {
  if (game.kind === 'empty') return { kind: 'refused', failure: notFound() };
  if (game.kind === 'refused')
    return { kind: 'refused', failure: { ok: false, status: 500, error: { code: 'refused', refusal: game.refusal } } };
  // Any link, signed or not: its signature can no longer be checked, and the spectator link, public, says as much.
  if (game.kind === 'gone')
    return {
      kind: 'refused',
      failure: { ok: false, status: 410, error: { code: 'gone', refusal: goneRefusal(game.gone) } },
    };
  const { creation } = game;
  const secret = secretOf(creation, linkSecret);
  if (!secret)
    return {
      kind: 'refused',
      failure: { ok: false, status: 500, error: { code: 'no-secret', refusal: { key: 'noSecretCheck' } } },
    };
  if (visitor.kind === 'watch') return { kind: 'in', creation };
  const role: Role = visitor.kind === 'host' ? { kind: 'host' } : { kind: 'seat', seat: visitor.seat };
  const generation = generationOf(creation, role);
  // A bot's seat has no link: nobody may act for it, whatever they send.
  const valid = generation !== undefined && !(visitor.kind === 'seat' && creation.bots?.[visitor.seat]);
  return { kind: 'verify', creation, secret, role, generation: generation ?? 0, valid };
}

/**
 * The one guard: `game` is read again once the signature is checked, since the link may
 * have been replaced (a new generation) or the game deleted meanwhile; the creation
 * answered is the game's as it is then.
 */
export async function admit<V extends Visitor>(
  game: () => Game,
  linkSecret: string | undefined,
  visitor: V,
): Promise<Admitted<V> | Failure> {
  const plan = planOf(game(), linkSecret, visitor);
  if (plan.kind === 'refused') return plan.failure;
  if (plan.kind === 'in' || visitor.kind === 'watch') return { ok: true, visitor, creation: plan.creation };
  const signed = await verifyLink(plan.secret, plan.creation.gameId, plan.role, plan.generation, visitor.sig);
  if (!signed && plan.valid && (await replacedLink(plan, visitor.sig))) {
    const now = planOf(game(), linkSecret, visitor);
    return now.kind === 'refused' ? now.failure : replaced();
  }
  if (!signed || !plan.valid) return notFound();
  const now = planOf(game(), linkSecret, visitor);
  if (now.kind === 'refused') return now.failure;
  // A seat's link replaced while its signature was checked: told so, as it would be a moment later.
  if (now.kind === 'verify' && now.valid && now.generation !== plan.generation && plan.role.kind === 'seat')
    return replaced();
  if (now.kind !== 'verify' || now.generation !== plan.generation || !now.valid) return notFound();
  return { ok: true, visitor, creation: now.creation };
}

/**
 * A seat's link of an older key generation: the host replaced it (or gave the seat back with a new one). Still a
 * not-found (404) to every route but the seat's page and its form posts (src/http/seat.ts) and its socket
 * (GameRoom.fetch), which say so. Only a signature the game once gave out is told, so a prober still learns nothing.
 */
export const replaced = (): Failure => ({
  ok: false,
  status: 404,
  error: { code: 'replaced', refusal: { key: 'linkReplaced' } },
});

/**
 * Whether `sig` signed the plan's seat under an older key generation. Checked only once the current one failed, so a
 * link in use costs no more; a wrong signature costs one HMAC per replacement of the seat's link (a handful at most).
 */
async function replacedLink(plan: Extract<Plan, { kind: 'verify' }>, sig: string): Promise<boolean> {
  if (plan.role.kind !== 'seat') return false;
  for (let generation = plan.generation - 1; generation >= 0; generation--)
    if (await verifyLink(plan.secret, plan.creation.gameId, plan.role, generation, sig)) return true;
  return false;
}

/** A link's signature, for the game's current key generation of that role. */
export async function sign(creation: Creation, linkSecret: string | undefined, role: Role): Promise<string> {
  const secret = secretOf(creation, linkSecret);
  if (!secret) throw new Error('LINK_SECRET is not set');
  return signLink(secret, creation.gameId, role, generationOf(creation, role) ?? 0);
}

/** Every link of the game: the host's, the spectators', and each seat's (none for a bot's seat). */
export async function gameLinks(creation: Creation, linkSecret: string | undefined): Promise<GameLinks> {
  const id = creation.gameId;
  return {
    hostPath: hostPath(id, await sign(creation, linkSecret, { kind: 'host' })),
    watchPath: watchPath(id),
    seats: await Promise.all(
      creation.setup.players.map(async (p, seat) => ({
        seat,
        name: p.name,
        path: creation.bots?.[seat]
          ? null
          : seatPath(id, seat, await sign(creation, linkSecret, { kind: 'seat', seat })),
      })),
    ),
  };
}
