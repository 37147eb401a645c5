// A half-built decision kept in this tab's sessionStorage, for this seat's link and the
// version its form was made on: a reload, a lost connection or a language switch finds it
// again; a move of the game drops it. Pure: the storage is given. The stored shape,
// `{ place?: { key, then, slots: [{ broker, refill, spot, faceUp }], taps: [{ slot, field }] }, pick? }`,
// is read back as written by earlier pages of the same tab.
import type { CardPick } from './cardPick.ts';
import type { Move, Slot, Tap } from './placement.ts';

export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type SavedPlace = {
  key: string;
  then: string | null;
  slots: Pick<Slot, 'broker' | 'refill' | 'spot' | 'faceUp'>[];
  taps: Tap[];
};
export type Saved = { place?: SavedPlace; pick?: CardPick };

export const storeKey = (path: string): string => `ys:decision:${path}`;

export function read(store: Store, path: string): Saved {
  try {
    const saved = JSON.parse(store.getItem(storeKey(path)) || 'null') as Saved | null;
    return saved && typeof saved === 'object' ? saved : {};
  } catch {
    return {};
  }
}

/** What is kept of a move and a pick: a move only once tapped. */
export function savedOf(move: Move | null, pick: CardPick | null): Saved {
  const saved: Saved = {};
  if (move?.taps.length) {
    saved.place = {
      key: move.key,
      then: move.then,
      slots: move.slots.map((s) => ({ broker: s.broker, refill: s.refill, spot: s.spot, faceUp: s.faceUp })),
      taps: move.taps,
    };
  }
  if (pick) saved.pick = pick;
  return saved;
}

export function write(store: Store, path: string, saved: Saved): void {
  try {
    if (saved.place || saved.pick) store.setItem(storeKey(path), JSON.stringify(saved));
    else store.removeItem(storeKey(path));
  } catch {
    /* storage refused (private mode, full): the move lives on this page only */
  }
}

/** The placement kept for this decision (same round, same version), if any, into a fresh move. */
export function restoredMove(fresh: Move, kept: SavedPlace | undefined): Move {
  if (!kept || kept.key !== fresh.key || !Array.isArray(kept.slots) || kept.slots.length !== fresh.slots.length)
    return fresh;
  kept.slots.forEach((k, i) => {
    Object.assign(fresh.slots[i]!, { broker: k.broker, refill: k.refill, spot: k.spot, faceUp: k.faceUp });
  });
  fresh.then = kept.then;
  fresh.taps = Array.isArray(kept.taps) ? kept.taps.map((t) => ({ slot: t.slot, field: t.field })) : [];
  return fresh;
}

/** The card's choice kept, if its form is on the page at the same version (`versionOf`: that form's, or null). */
export function restoredPick(kept: CardPick | undefined, versionOf: (form: string) => string | null): CardPick | null {
  if (!kept || typeof kept.form !== 'string') return null;
  return versionOf(kept.form) === kept.version && kept.values && kept.order ? kept : null;
}
