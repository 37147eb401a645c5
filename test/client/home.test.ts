// The home form's rules as src/client/home.ts runs them in the page.
import { describe, expect, it } from 'vitest';
import { freeBotName, nameKey, offeredFor } from '../../src/client/home.ts';

describe('the home form', () => {
  it('compares names as the server does, case and accents aside', () => {
    expect(nameKey('  Zoé ')).toBe('zoe');
    expect(freeBotName(['Ada', 'Bea', 'Cai'], ['ada', ' BÉA', ''])).toBe('Cai');
    expect(freeBotName(['Ada'], ['Ada'])).toBeUndefined();
  });

  it('offers an option for the counts it lists, fewer than two names counting as two (R2.3)', () => {
    expect(offeredFor('2 3', 0)).toBe(true);
    expect(offeredFor('3 4', 1)).toBe(false);
    expect(offeredFor('3 4', 4)).toBe(true);
  });
});
