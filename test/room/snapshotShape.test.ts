// A stored snapshot is read back without zod only when it was written under the snapshot
// schema this build has (store.ts SNAPSHOT_SHAPE): any other goes through the schema,
// which fills in the defaults of what was added since and refuses what is damaged.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SetupSchema, createGame } from '../../src/engine/index.ts';
import { pack, unpack } from '../../src/room/pack.ts';
import { SNAPSHOT_SHAPE, SnapshotSchema, decodeStored, gameRow } from '../../src/room/store.ts';
import type { Creation } from '../../src/room/store.ts';

function stored() {
  const setup = SetupSchema.parse({ players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] });
  const made = createGame(setup, 'shape-1');
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const creation: Creation = { gameId: 'g'.repeat(32), setup, seed: 'shape-1', createdAt: 0, linkKey: { kind: 'env' }, generations: { host: 0, seats: [0, 0, 0] } };
  return { row: gameRow(creation, { state: made.state, promptSince: [0, 0, 0] }, made.events), state: made.state };
}

/** The stored row with its snapshot changed by `edit` (given it unpacked, as a plain object). */
function withSnapshot(row: ReturnType<typeof gameRow>, edit: (snapshot: { state: Record<string, unknown>; shape?: string }) => void) {
  const snapshot = unpack(row.snapshot) as { state: Record<string, unknown>; shape?: string };
  edit(snapshot);
  return { ...row, snapshot: pack(snapshot) };
}

describe('the stored snapshot and its schema’s fingerprint', () => {
  it('is the fingerprint of the snapshot schema as it is now, defaults included', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(z.toJSONSchema(SnapshotSchema))));
    const now = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 12);
    // A failure here means SnapshotSchema changed: SNAPSHOT_SHAPE must become `now`, so that
    // snapshots stored before the change go through the schema (and get its new defaults).
    expect(SNAPSHOT_SHAPE, `SnapshotSchema changed: set SNAPSHOT_SHAPE to '${now}' in src/room/store.ts`).toBe(now);
  });

  it('a snapshot written with this fingerprint comes back as written, without the schema', () => {
    const { row, state } = stored();
    expect(unpack(row.snapshot)).toMatchObject({ shape: SNAPSHOT_SHAPE });
    const loaded = decodeStored(row, []);
    expect(loaded.kind === 'stored' && loaded.base).toEqual({ state, promptSince: [0, 0, 0] });
    // The schema would refuse this turn (1 to 4): read as written, it is not looked at.
    const odd = decodeStored(withSnapshot(row, (s) => { s.state.turn = 9; }), []);
    expect(odd.kind === 'stored' && odd.base.state.turn).toBe(9);
  });

  it('one without it (older, or another schema’s) goes through the schema: its defaults filled in, its damage refused', () => {
    const { row, state } = stored();
    const { kingsFavor: _, ...olderOptions } = state.options;
    const older = decodeStored(withSnapshot(row, (s) => { delete s.shape; s.state.options = olderOptions; }), []);
    expect(older.kind === 'stored' && older.base.state.options).toEqual({ ...olderOptions, kingsFavor: false });
    expect(older.kind === 'stored' && 'shape' in older.base).toBe(false);
    const other = decodeStored(withSnapshot(row, (s) => { s.shape = '000000000000'; s.state.options = olderOptions; }), []);
    expect(other.kind === 'stored' && other.base.state.options.kingsFavor).toBe(false);
    expect(decodeStored(withSnapshot(row, (s) => { delete s.shape; s.state.turn = 9; }), [])).toEqual({ kind: 'refused', refusal: { key: 'storedDamaged' } });
  });

  it('an action row of the wrong shape is never read as one', () => {
    const { row } = stored();
    expect(() => decodeStored(row, [{ seq: 1, seat: '0', action: '[]', events: '[]' }])).toThrow(/wrong shape/);
  });
});
