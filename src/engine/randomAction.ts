// A random legal action for a waiting seat: the fuzzer's player and the future bots'.
import { COLOURS, type Spot, type State } from './schema.ts';
import type { Action } from './actions.ts';
import { type Random, pick, shuffle } from './random.ts';
import { askOf } from './tasks.ts';
import { sameSpot } from './board.ts';
import { type Playable, randomPlay } from './cards/index.ts';
import { inPlacementPhase, peekTargets } from './peek.ts';

export function randomAction(s: State, seat: number, random: Random): Action | null {
  // R9 Spy: now and then, a look before acting.
  const spy = s.effects.spy.find((e) => e.seat === seat);
  if (spy && spy.peeks.length < 3 && inPlacementPhase(s) && random() < 0.4) {
    const targets = peekTargets(s, seat);
    if (targets.length) return { type: 'peek', target: pick(targets, random) };
  }
  const prompt = askOf(s, seat);
  if (!prompt) return null;
  switch (prompt.kind) {
    case 'bid': {
      const [a, b] = shuffle(prompt.behind, random);
      return { type: 'bid', brokers: [a!, b!] };
    }
    case 'chooseOrder':
      return { type: 'chooseOrder', position: pick(prompt.positions, random) };
    case 'place': {
      if (prompt.cards.includes('queen') && random() < 0.5) return randomPlay('queen', prompt.choices, random);
      const [a, b] = shuffle(prompt.behind, random);
      const spots: Spot[] = [];
      const spotFor = () => {
        const spot = pick(
          prompt.spots.filter((sp) => !('row' in sp && spots.some((t) => sameSpot(t, sp)))),
          random,
        );
        spots.push(spot);
        return spot;
      };
      const firstUp = random() < 0.5;
      const faces = prompt.anyFaces ? [random() < 0.5, random() < 0.5] : [firstUp, !firstUp];
      const first = { value: a!, faceUp: faces[0]!, to: spotFor() };
      // R9 Conjurer: sometimes the first broker comes from the front, refilled by the second's partner.
      const conjure = prompt.fromFront && prompt.front.length && prompt.behind.length >= 2 && random() < 0.5;
      return {
        type: 'place',
        placements: [
          conjure
            ? { value: pick(prompt.front, random), faceUp: faces[0]!, to: first.to, fromFront: true, refill: a! }
            : first,
          { value: b!, faceUp: faces[1]!, to: spotFor() },
        ],
        ...(prompt.neutral ? { neutral: spotFor() } : {}),
      };
    }
    case 'takeGems':
      return {
        type: 'takeGems',
        gems: pick(prompt.choices, random).map((gem) =>
          gem === 'white' ? { gem, as: pick(COLOURS, random) } : { gem },
        ),
      };
    case 'chooseColour':
      return { type: 'chooseColour', colour: pick(prompt.colours, random) };
    case 'orderColumns':
      return { type: 'orderColumns', columns: shuffle(prompt.columns, random) };
    case 'moveQuotation': {
      const up = prompt.down.length === 0 || (prompt.up.length > 0 && random() < 0.5);
      return { type: 'moveQuotation', colour: pick(up ? prompt.up : prompt.down, random), step: up ? 1 : -1 };
    }
    case 'playCards': {
      if (!prompt.cards.length || random() < 0.25) return { type: 'pass' };
      return randomPlay(pick(prompt.cards as Playable[], random), prompt.choices, random);
    }
    case 'throne':
      return { type: 'throne', value: pick(prompt.front, random) };
  }
}
