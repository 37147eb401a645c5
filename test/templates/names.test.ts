// Names inside the interface's sentences. Once the words the game
// uses for others are refused (src/engine/names.ts), what is left for the templates: a
// right-to-left name must not reorder the words around it, and a seat's swatch shows a
// whole first character.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type GameEvent, viewFor } from '../../src/engine/index.ts';
import { eventText, initial, nameInText } from '../../templates/log.ts';
import { playersSection, statusLine } from '../../templates/sections.ts';
import { en } from '../../templates/i18n/en.ts';

const FSI = '\u2068';
const PDI = '\u2069';

describe('names in sentences', () => {
  it("isolates a right-to-left name, so the numbers after it stay in the sentence's order", () => {
    const bids: GameEvent = {
      kind: 'bidsRevealed',
      bids: [
        { seat: 0, brokers: [3, 2] },
        { seat: 1, brokers: [2, 2] },
      ],
    };
    expect(eventText(en, bids, ['Ana', 'דנה'])).toBe(`Bids revealed: Ana 5 (3+2), ${FSI}דנה${PDI} 4 (2+2).`);
    expect(eventText(en, { kind: 'hasBid', seat: 0 }, ['محمد', 'Bo'])).toBe(`${FSI}محمد${PDI} has bid.`);
  });

  it('leaves every left-to-right name as typed: no invisible character where none is needed', () => {
    for (const name of ['Ana', 'Zoë', '李雷', 'Ана', 'Άρτεμις', 'P2']) expect(nameInText(name)).toBe(name);
  });

  it('the status line isolates a right-to-left name too', () => {
    const made = createGame({ players: [{ name: 'Ana' }, { name: 'דנה' }] }, 'rtl');
    if (!made.ok) throw new Error(made.error.code);
    const bid = applyAction(made.state, 0, { type: 'bid', brokers: [1, 0] });
    if (!bid.ok) throw new Error(bid.error.code);
    expect(statusLine(en, viewFor(bid.state, 0, [...made.events, ...bid.events]))).toContain(
      `Waiting for ${FSI}דנה${PDI} to bid`,
    );
  });

  it('a swatch shows a whole first character, never half of a surrogate pair', () => {
    expect(initial('𠀀bc')).toBe('𠀀');
    expect(initial('Ana')).toBe('A');
    expect(initial('')).toBe('');
    const made = createGame({ players: [{ name: '𠀀 Li' }, { name: 'Bo' }] }, 'astral');
    if (!made.ok) throw new Error(made.error.code);
    const html = playersSection(en, viewFor(made.state, null, made.events));
    expect(html).toContain('<span class="swatch" aria-hidden="true">𠀀</span>');
    expect(html).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
