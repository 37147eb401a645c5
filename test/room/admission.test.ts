// Admission's plan (admission.ts): what each visitor needs to be let in, decided before
// any signature is checked; the signature itself is checked in workerd (test/worker/links.test.ts).
import { describe, expect, it } from 'vitest';
import { planOf, secretOf } from '../../src/room/admission.ts';
import { liveGame } from './fixtures.ts';

const SECRET = 'a-secret-of-the-deployment-0123456789';

describe('admission', () => {
  it('a dev game signs with its own secret, any other with LINK_SECRET (none: no secret)', () => {
    const game = liveGame();
    expect(secretOf(game.creation, SECRET)).toBe(SECRET);
    expect(secretOf(game.creation, undefined)).toBeNull();
    expect(secretOf(game.creation, '')).toBeNull();
    expect(secretOf({ ...game.creation, linkKey: { kind: 'dev', secret: 'own'.repeat(11) } }, SECRET)).toBe(
      'own'.repeat(11),
    );
  });

  it('no game, a deleted one, an unreadable one and a missing secret are refused before any signature', () => {
    const seat = { kind: 'seat', seat: 0, sig: 'x' } as const;
    expect(planOf({ kind: 'empty' }, SECRET, seat)).toEqual({
      kind: 'refused',
      failure: { ok: false, status: 404, error: { code: 'not-found', refusal: { key: 'notFound' } } },
    });
    const gone = planOf({ kind: 'gone', gone: { at: 5, reason: 'finished', days: 60 } }, SECRET, { kind: 'watch' });
    expect(gone).toEqual({
      kind: 'refused',
      failure: {
        ok: false,
        status: 410,
        error: { code: 'gone', refusal: { key: 'gone', finished: true, at: 5, days: 60 } },
      },
    });
    const refused = planOf({ kind: 'refused', refusal: { key: 'storedDamaged' } }, SECRET, seat);
    expect(refused.kind === 'refused' && refused.failure.status).toBe(500);
    const noSecret = planOf(liveGame(), undefined, { kind: 'host', sig: 'x' });
    expect(noSecret.kind === 'refused' && noSecret.failure.error.refusal).toEqual({ key: 'noSecretCheck' });
  });

  it('a spectator is let in at once; the host and a seat are checked against their own generation', () => {
    const game = liveGame(3, { generations: { host: 2, seats: [0, 4, 1] } });
    expect(planOf(game, SECRET, { kind: 'watch' })).toEqual({ kind: 'in', creation: game.creation });
    expect(planOf(game, SECRET, { kind: 'host', sig: 's' })).toMatchObject({
      kind: 'verify',
      secret: SECRET,
      role: { kind: 'host' },
      generation: 2,
      valid: true,
    });
    expect(planOf(game, SECRET, { kind: 'seat', seat: 1, sig: 's' })).toMatchObject({
      kind: 'verify',
      role: { kind: 'seat', seat: 1 },
      generation: 4,
      valid: true,
    });
  });

  it(
    'no such seat, or a bot’s seat, is refused whatever the signature, yet still checked (one HMAC like ' +
      'any refusal)',
    () => {
      const game = liveGame(3, { bots: [null, 'greedy', null] });
      expect(planOf(game, SECRET, { kind: 'seat', seat: 7, sig: 's' })).toMatchObject({
        kind: 'verify',
        generation: 0,
        valid: false,
      });
      expect(planOf(game, SECRET, { kind: 'seat', seat: 1, sig: 's' })).toMatchObject({ kind: 'verify', valid: false });
      expect(planOf(game, SECRET, { kind: 'seat', seat: 2, sig: 's' })).toMatchObject({ kind: 'verify', valid: true });
    },
  );
});
