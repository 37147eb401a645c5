// The actions a prompt offers, spelled out from its legal choices (decision.ts's Prompt),
// for every decision but the placement (placement.ts): a view's prompt already holds
// what its seat may do, so no state is needed to list them. Card arguments with many
// combinations are sampled; the engine refuses any combination a card's finer rules
// forbid (greedy.ts drops those).
import {
  type Action,
  type CardChoices,
  type Colour,
  COLOURS,
  type PlayCard,
  type Prompt,
  type Random,
  shuffle,
  type YellowCard,
} from '../engine/index.ts';

/** At most this many argument sets per card: enough to find a good one, few enough to stay fast. */
const PER_CARD = 12;

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

const pairs = <T>(items: readonly T[]): [T, T][] =>
  items.flatMap((a, i) => items.slice(i + 1).map((b): [T, T] => [a, b]));

/** Argument sets for a card, from its choices (R9). */
export function cardPlays(card: YellowCard, choices: CardChoices, random: Random): PlayCard[] {
  const some = <T>(items: T[]) => shuffle(items, random).slice(0, PER_CARD);
  switch (card) {
    case 'captain':
      return some(
        pairs(choices.captain?.neighborhoods ?? []).map((neighborhoods) => ({ type: 'playCard', card, neighborhoods })),
      );
    case 'queen':
      return some((choices.queen?.spots ?? []).map((spot) => ({ type: 'playCard', card, spot })));
    case 'magician':
      return some(pairs(choices.magician?.brokers ?? []).map((swap) => ({ type: 'playCard', card, swap })));
    case 'mercenary':
      return (choices.mercenary?.placement ?? []).map((placement) => ({ type: 'playCard', card, placement }));
    case 'herald': {
      const h = choices.herald;
      return h
        ? some(h.from.flatMap((from) => h.to.map((to): PlayCard => ({ type: 'playCard', card, from, to }))))
        : [];
    }
    case 'alchemist': {
      const a = choices.alchemist;
      const trades = a
        ? a.give.flatMap((give) =>
            a.take.filter((t) => t !== give).map((take): PlayCard => ({ type: 'playCard', card, give, take })),
          )
        : [];
      return [{ type: 'playCard', card }, ...some(trades)];
    }
    case 'banker': {
      const b = choices.banker;
      return b
        ? b.up.flatMap((up) =>
            b.down.filter((d) => d !== up).map((down): PlayCard => ({ type: 'playCard', card, up, down })),
          )
        : [];
    }
    case 'jeweler': {
      const cs = choices.jeweler?.colours ?? [];
      return cs.flatMap((a, i) =>
        cs.slice(i).map((b): PlayCard => ({ type: 'playCard', card, gems: [a, b] as [Colour, Colour] })),
      );
    }
    case 'prince':
    case 'king':
      return [];
    default:
      return [{ type: 'playCard', card }];
  }
}

/** Every action (arguments of cards sampled) a non-placement prompt offers. */
export function candidates(prompt: Prompt, random: Random): Action[] {
  switch (prompt.kind) {
    case 'wait':
    case 'over':
    case 'place':
      return [];
    case 'bid': {
      const values = prompt.behind;
      const seen = new Set<string>();
      const out: Action[] = [];
      for (const [a, b] of pairs(values)) {
        const key = `${a},${b}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ type: 'bid', brokers: [a, b] });
        }
      }
      return out;
    }
    case 'chooseOrder':
      return prompt.positions.map((position) => ({ type: 'chooseOrder', position }));
    case 'takeGems':
      return prompt.choices.flatMap((gems) => {
        // R7.3: a white gem is named as a colour when taken.
        const named = gems.includes('white')
          ? COLOURS.map((c) => gems.map((gem) => (gem === 'white' ? { gem, as: c } : { gem })))
          : [gems.map((gem) => ({ gem }))];
        return named.map((g): Action => ({ type: 'takeGems', gems: g }));
      });
    case 'chooseColour':
      return prompt.colours.map((colour) => ({ type: 'chooseColour', colour }));
    case 'orderColumns':
      return permutations(prompt.columns).map((columns) => ({ type: 'orderColumns', columns }));
    case 'moveQuotation':
      return [
        ...prompt.up.map((colour): Action => ({ type: 'moveQuotation', colour, step: 1 })),
        ...prompt.down.map((colour): Action => ({ type: 'moveQuotation', colour, step: -1 })),
      ];
    case 'playCards':
      return [{ type: 'pass' }, ...prompt.cards.flatMap((card) => cardPlays(card, prompt.choices, random))];
    case 'throne':
      return [...new Set(prompt.front)].map((value) => ({ type: 'throne', value }));
  }
}
