// A game's snapshot and creation are read back without zod only when they were written
// under the schemas this build has (store.ts STORED_SCHEMA_HASH): anything else goes through
// the schema, which fills in the defaults of what was added since and refuses what is
// damaged.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ActionSchema,
  SetupSchema,
  createGame,
  randomAction,
  seededRandom,
  waitingFor,
} from '../../src/engine/index.ts';
import { wake } from '../../src/room/gameInMemory.ts';
import { pack } from '../../src/room/pack.ts';
import {
  ACTION_FORMAT_VERSION,
  CreationSchema,
  STORED_SCHEMA_HASH,
  SnapshotSchema,
  decodeStored,
  gameRow,
} from '../../src/room/store.ts';
import type { Creation } from '../../src/room/store.ts';

function stored() {
  const setup = SetupSchema.parse({ players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] });
  const made = createGame(setup, 'shape-1');
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  const creation: Creation = {
    gameId: 'g'.repeat(32),
    setup,
    seed: 'shape-1',
    createdAt: 0,
    linkKey: { kind: 'env' },
    generations: { host: 0, seats: [0, 0, 0] },
  };
  return { row: gameRow(creation, { state: made.state, promptSince: [0, 0, 0] }, made.events), state: made.state };
}

/**
 * The stored row with its snapshot changed by `edit` (given it parsed, as a plain object), stored again as it was, or
 * `compact` as before (pack.ts).
 */
function withSnapshot(
  row: ReturnType<typeof gameRow>,
  edit: (snapshot: { state: Record<string, unknown>; shape?: string }) => void,
  compact = false,
) {
  const snapshot = JSON.parse(row.snapshot) as { state: Record<string, unknown>; shape?: string };
  edit(snapshot);
  return { ...row, snapshot: compact ? pack(snapshot) : JSON.stringify(snapshot) };
}

/** The stored row with its creation changed by `edit` (given it parsed, as a plain object). */
function withCreation(row: ReturnType<typeof gameRow>, edit: (creation: Record<string, unknown>) => void) {
  const creation = JSON.parse(row.creation) as Record<string, unknown>;
  edit(creation);
  return { ...row, creation: JSON.stringify(creation) };
}

/**
 * ActionSchema's output, fingerprinted, for each ACTION_FORMAT_VERSION: a version stays tied to the schema its rows
 * were parsed under.
 */
const ACTION_SCHEMA_HASHES: Record<number, string> = { 1: '9901d9e8d6da' };

const fingerprint = async (text: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 12);
};

describe('what a game stores in its own schemas, and their fingerprint', () => {
  it('is the fingerprint of the snapshot’s and the creation’s schemas as they are now, defaults included', async () => {
    const schemas = JSON.stringify([z.toJSONSchema(SnapshotSchema), z.toJSONSchema(CreationSchema)]);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(schemas));
    const now = [...new Uint8Array(digest)]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 12);
    // A failure here means either schema changed: STORED_SCHEMA_HASH must become `now`, so that
    // what was stored before the change goes through the schema (and gets its new defaults).
    expect(STORED_SCHEMA_HASH, `a stored schema changed: set STORED_SCHEMA_HASH to '${now}' in src/room/store.ts`).toBe(
      now,
    );
  });

  it('a snapshot written with this fingerprint comes back as written, without the schema', () => {
    const { row, state } = stored();
    expect(JSON.parse(row.snapshot)).toMatchObject({ shape: STORED_SCHEMA_HASH });
    const loaded = decodeStored(row, []);
    expect(loaded.kind === 'stored' && loaded.base).toEqual({ state, promptSince: [0, 0, 0] });
    // Stored compact (pack.ts), as before the snapshot was plain JSON: the same game.
    const compact = withSnapshot(row, () => undefined, true);
    expect(compact.snapshot.length).toBeLessThan(row.snapshot.length);
    expect(decodeStored(compact, [])).toEqual(loaded);
    // The schema would refuse this turn (1 to 4): read as written, it is not looked at.
    const odd = decodeStored(
      withSnapshot(row, (s) => {
        s.state.turn = 9;
      }),
      [],
    );
    expect(odd.kind === 'stored' && odd.base.state.turn).toBe(9);
  });

  it(
    'one without it (older, or another schema’s) goes through the schema: its defaults filled in, its ' +
      'damage refused',
    () => {
      const { row, state } = stored();
      const { kingsFavor: _, ...olderOptions } = state.options;
      const older = decodeStored(
        withSnapshot(row, (s) => {
          delete s.shape;
          s.state.options = olderOptions;
        }),
        [],
      );
      expect(older.kind === 'stored' && older.base.state.options).toEqual({ ...olderOptions, kingsFavor: false });
      expect(older.kind === 'stored' && 'shape' in older.base).toBe(false);
      const other = decodeStored(
        withSnapshot(row, (s) => {
          s.shape = '000000000000';
          s.state.options = olderOptions;
        }),
        [],
      );
      expect(other.kind === 'stored' && other.base.state.options.kingsFavor).toBe(false);
      expect(
        decodeStored(
          withSnapshot(row, (s) => {
            delete s.shape;
            s.state.turn = 9;
          }),
          [],
        ),
      ).toEqual({ kind: 'refused', refusal: { key: 'storedDamaged' } });
    },
  );

  it('so does the creation: as written under this fingerprint, through the schema without it', () => {
    const { row } = stored();
    expect(JSON.parse(row.creation)).toMatchObject({ shape: STORED_SCHEMA_HASH });
    const loaded = decodeStored(row, []);
    expect(loaded.kind === 'stored' && 'shape' in loaded.creation).toBe(false);
    // The schema would refuse a creation time that is no number: read as written, it is not looked at.
    const odd = decodeStored(
      withCreation(row, (c) => {
        c.createdAt = 'then';
      }),
      [],
    );
    expect(odd.kind === 'stored' && odd.creation.createdAt).toBe('then');
    expect(
      decodeStored(
        withCreation(row, (c) => {
          delete c.shape;
          c.createdAt = 'then';
        }),
        [],
      ),
    ).toEqual({ kind: 'refused', refusal: { key: 'storedDamaged' } });
    const older = decodeStored(
      withCreation(row, (c) => {
        delete c.shape;
      }),
      [],
    );
    expect(older.kind === 'stored' && older.creation).toEqual(loaded.kind === 'stored' && loaded.creation);
  });

  it('actions are stored as parsed under a version of ActionSchema pinned to its fingerprint', async () => {
    const now = await fingerprint(
      JSON.stringify(z.toJSONSchema(ActionSchema, { io: 'output', unrepresentable: 'any' })),
    );
    // A failure here means ActionSchema changed: rows parsed under the old one must be parsed again on replay.
    expect(
      ACTION_SCHEMA_HASHES[ACTION_FORMAT_VERSION],
      `ActionSchema changed: raise ACTION_FORMAT_VERSION in src/room/store.ts and pin '${now}' to it here`,
    ).toBe(now);
  });

  it(
    'a woken game replays the actions it stored parsed as they are; those stored as posted, or under ' +
      'another version, are parsed again',
    () => {
      const { row, state } = stored();
      const seat = waitingFor(state)[0]!;
      const action = randomAction(state, seat, seededRandom('shape-action'));
      // A key the schema refuses (its objects are strict) and the rules never read.
      const odd = { ...action, note: 'not in the schema' };
      const woken = (stored: unknown) =>
        wake(decodeStored(row, [{ seq: 1, seat, action: pack(stored), events: '[]' }]));
      const broken = { kind: 'refused', refusal: { key: 'storedActionBroken', seq: 1 } };
      expect(woken([ACTION_FORMAT_VERSION, odd])).toMatchObject({ kind: 'game', state: { version: 1 } });
      expect(woken(odd)).toEqual(broken);
      expect(woken([ACTION_FORMAT_VERSION + 1, odd])).toEqual(broken);
      expect(woken([ACTION_FORMAT_VERSION + 1, action])).toMatchObject({ kind: 'game', state: { version: 1 } });
      expect(woken(action)).toMatchObject({ kind: 'game', state: { version: 1 } });
    },
  );

  it('an action row of the wrong shape is never read as one', () => {
    const { row } = stored();
    expect(() => decodeStored(row, [{ seq: 1, seat: '0', action: '[]', events: '[]' }])).toThrow(/wrong shape/);
  });
});
