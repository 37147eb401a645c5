// Gains of gems and victory points, for a player or the neutral player.
import type { KeptGem, State, Who } from './schema.ts';

/** Give a player or the neutral player gems (R1.2: the bank is unlimited). */
export function gainGem(s: State, who: Who, gem: KeptGem, n = 1): void {
  const gems = who === 'neutral' ? s.neutral!.gems : s.players[who]!.gems;
  gems[gem] += n;
}

export function gainVp(s: State, who: Who, vp: number): void {
  if (who === 'neutral') s.neutral!.vp += vp;
  else s.players[who]!.vp += vp;
}
