// Which seats a browser's push subscription serves, as src/client/pushSeats.ts keeps it.
import { describe, expect, it } from 'vitest';
import { afterChange, givenOf, keyBytes, notifies } from '../../src/client/pushSeats.ts';

describe('the seats given a subscription', () => {
  it('reads only what it wrote', () => {
    expect(givenOf('{"endpoint":"e","seats":["/a"]}')).toEqual({ endpoint: 'e', seats: ['/a'] });
    for (const stored of [null, 'nonsense{', '{"endpoint":1,"seats":[]}', '{"endpoint":"e"}'])
      expect(givenOf(stored)).toEqual({ endpoint: '', seats: [] });
  });

  it('adds and lets go of one seat, leaving the others notified; another endpoint starts afresh', () => {
    const g = afterChange({ endpoint: 'e', seats: ['/a'] }, 'e', '/b', true);
    expect(g).toEqual({ endpoint: 'e', seats: ['/a', '/b'] });
    expect(notifies(g, 'e', '/b')).toBe(true);
    expect(notifies(g, 'other', '/b')).toBe(false);
    expect(notifies(g, undefined, '/a')).toBe(false);
    expect(afterChange(g, 'e', '/a', false)).toEqual({ endpoint: 'e', seats: ['/b'] });
    expect(afterChange(g, 'new', '/c', true)).toEqual({ endpoint: 'new', seats: ['/c'] });
  });

  it('reads the key as base64url', () => {
    expect([...keyBytes('-_8')]).toEqual([251, 255]);
  });
});
