// A refusal in English, as a page in English says it: what the engine's tests read
// and print (the engine itself keeps no sentences, src/engine/refusals.ts).
import type { Refusal } from '../../src/views.ts';
import { dictOf } from '../../templates/i18n/index.ts';
import { refusalText } from '../../templates/refusal.ts';

const EN = dictOf('en');

export const words = (error: { refusal: Refusal }): string => refusalText(EN, error.refusal);
