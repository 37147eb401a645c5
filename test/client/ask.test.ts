// The keys that ask (src/client/ask.ts): one letter a question, A waiting for a
// neighborhood's number or the market's; a key that asks nothing, and every key typed in
// a text field, left to the page.
import { describe, expect, it } from 'vitest';
import { asked, typing } from '../../src/client/ask.ts';

describe('asked', () => {
  it('maps one letter to one question, either case', () => {
    for (const [key, kind] of [
      ['b', 'board'],
      ['l', 'last'],
      ['t', 'turn'],
      ['g', 'gems'],
      ['Q', 'quotes'],
      ['k', 'keys'],
    ] as const)
      expect(asked(key, false)).toEqual({ question: { kind }, pending: false });
  });

  it('after A, takes a neighborhood 1 to 4, or 5 or M for the market', () => {
    expect(asked('a', false)).toEqual({ question: { kind: 'which' }, pending: true });
    expect(asked('3', true)).toEqual({ question: { kind: 'at', at: 'n3' }, pending: false });
    expect(asked('5', true)).toEqual({ question: { kind: 'at', at: 'm' }, pending: false });
    expect(asked('m', true)).toEqual({ question: { kind: 'at', at: 'm' }, pending: false });
    expect(asked('Escape', true)).toEqual({ question: { kind: 'cancel' }, pending: false });
  });

  it("leaves the page's own keys alone: numbers (the placing's chips), arrows, Escape, Enter", () => {
    for (const key of ['1', '5', 'ArrowLeft', 'Escape', 'Enter', ' ', 'x', 'Tab'])
      expect(asked(key, false)).toEqual({ question: null, pending: false });
    // Another key after A gives up waiting and goes on to the page.
    expect(asked('ArrowDown', true)).toEqual({ question: null, pending: false });
    expect(asked('6', true)).toEqual({ question: null, pending: false });
  });
});

describe('typing', () => {
  it("is a text field's key: inputs of text, text areas, selects, editable elements", () => {
    expect(typing({ tag: 'TEXTAREA', type: null, editable: false })).toBe(true);
    expect(typing({ tag: 'INPUT', type: null, editable: false })).toBe(true);
    expect(typing({ tag: 'INPUT', type: 'email', editable: false })).toBe(true);
    expect(typing({ tag: 'SELECT', type: null, editable: false })).toBe(true);
    expect(typing({ tag: 'DIV', type: null, editable: true })).toBe(true);
  });
  it('is not a button, a radio, a checkbox, or the page itself', () => {
    expect(typing({ tag: 'BUTTON', type: 'submit', editable: false })).toBe(false);
    expect(typing({ tag: 'INPUT', type: 'radio', editable: false })).toBe(false);
    expect(typing({ tag: 'INPUT', type: 'checkbox', editable: false })).toBe(false);
    expect(typing({ tag: 'BODY', type: null, editable: false })).toBe(false);
  });
});
