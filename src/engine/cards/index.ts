// The table of the playable character cards (R9): one module per card, registered here
// once. The engine's actions, choices, moments, effects and random plays read this table;
// nothing else in the engine names a card.
import * as z from 'zod/mini';
import type { State, TaskOf, Timing, YellowCard } from '../schema.ts';
import type { Random } from '../random.ts';
import type { CardRule, Said } from './card.ts';
import { alchemist } from './alchemist.ts';
import { banker } from './banker.ts';
import { captain } from './captain.ts';
import { cardinal } from './cardinal.ts';
import { conjurer } from './conjurer.ts';
import { herald } from './herald.ts';
import { intriguer } from './intriguer.ts';
import { jeweler } from './jeweler.ts';
import { magician } from './magician.ts';
import { mercenary } from './mercenary.ts';
import { merchant } from './merchant.ts';
import { queen } from './queen.ts';
import { spy } from './spy.ts';

const TABLE = [
  captain,
  cardinal,
  spy,
  conjurer,
  queen,
  magician,
  mercenary,
  herald,
  merchant,
  intriguer,
  alchemist,
  banker,
  jeweler,
] as const;
type Entry = (typeof TABLE)[number];

/** The cards a player may play (the Prince and the King are worth VP, never played). */
export type Playable = Entry['card'];
const CARDS = Object.fromEntries(TABLE.map((c) => [c.card, c])) as { [E in Entry as E['card']]: E };
export const isPlayable = (card: YellowCard): card is Playable => card in CARDS;
/** The playable cards in the rulebook's order (R9's table: by moment, then as printed). */
export const PLAYABLE: readonly Playable[] = TABLE.map((c) => c.card);

/** Playing a character card (R9), with the arguments each card needs (documented in docs/api.md). */
type PlaysOf<T extends readonly unknown[]> = { -readonly [I in keyof T]: T[I] extends { play: infer P } ? P : never };
type Plays = PlaysOf<typeof TABLE>;
export const PlayCardSchema = z.discriminatedUnion('card', TABLE.map((c) => c.play) as unknown as Plays);
export type PlayCard = z.infer<typeof PlayCardSchema>;

type ChoicesOf<E> = E extends { choices?: (s: State, seat: number) => infer Ch } ? Ch : never;
/** The legal arguments of each card offered now (R9), for the cards that take any: what a client chooses from. */
export type CardChoices = { [E in Entry as [ChoicesOf<E>] extends [never] ? never : E['card']]?: ChoicesOf<E> };

/** A card of the table seen where it is known only at run time. */
type AnyCard = CardRule<Playable, PlayCard, unknown>;
const rule = (card: Playable) => CARDS[card] as AnyCard;

export const timingOf = (card: Playable): Timing => rule(card).timing;
export const usable = (s: State, seat: number, card: Playable): boolean => rule(card).usable?.(s, seat) ?? true;
/** A card's legal arguments now, or undefined for a card that takes none. */
export const choicesOf = (s: State, seat: number, card: Playable): unknown => rule(card).choices?.(s, seat);
// biome-ignore lint/suspicious/noConfusingVoidType: what a card's apply returns (card.ts).
export const applyCard = (s: State, seat: number, play: PlayCard, task?: TaskOf<'afterPlace'>): Said | void =>
  rule(play.card).apply(s, seat, play, task);
/** A random legal play of a card offered with these choices. */
export function randomPlay(card: Playable, choices: CardChoices, random: Random): PlayCard {
  const draw = rule(card).random;
  return draw ? draw((choices as Record<string, unknown>)[card], random) : ({ type: 'playCard', card } as PlayCard);
}
