// GAME_EXPIRY_DAYS (src/room/expiry.ts): what a deployment may set, and what the host
// page and a deleted game's links say.
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPIRY_DAYS, expiryDays } from '../../src/room/expiry.ts';
import { en } from '../../templates/i18n/en.ts';
import { refusalText } from '../../templates/refusal.ts';

describe('game expiry', () => {
  it('is 60 days unless set to a positive number of days', () => {
    expect(DEFAULT_EXPIRY_DAYS).toBe(60);
    expect(expiryDays(undefined)).toBe(60);
    expect(expiryDays('60')).toBe(60);
    expect(expiryDays('7')).toBe(7);
    expect(expiryDays('0.5')).toBe(0.5);
    for (const bad of ['', ' ', '0', '-3', 'never', 'Infinity', 'NaN']) expect(expiryDays(bad)).toBe(60);
  });

  it('is said in advance, and after', () => {
    const at = Date.UTC(2026, 8, 1, 12);
    const expiryNotice = en.pages.hostPage.expiry;
    const goneMessage = ({ at, reason, days }: { at: number; reason: 'idle' | 'finished'; days: number }) =>
      refusalText(en, { key: 'gone', finished: reason === 'finished', at, days });
    expect(expiryNotice(60, at, false)).toBe(
      'This game is deleted after 60 days without a move: on 2026-09-01, unless someone moves before.',
    );
    expect(expiryNotice(1, at, true)).toBe('This game is deleted after 1 day without a move: on 2026-09-01.');
    expect(goneMessage({ at, reason: 'idle', days: 60 })).toBe(
      'This game was deleted on 2026-09-01, after 60 days without a move.',
    );
    expect(goneMessage({ at, reason: 'finished', days: 60 })).toBe(
      'This game was over, and was deleted on 2026-09-01, after 60 days without a move.',
    );
  });
});
