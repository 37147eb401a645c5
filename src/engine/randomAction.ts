// A random legal action for a waiting seat: the fuzzer's player and the future bots'.
import { COLOURS, type Action, type Spot, type State } from './schema.ts';
import { type Random, pick, shuffle } from './random.ts';
import { promptFor } from './prompt.ts';
import { sameSpot } from './placement.ts';

export function randomAction(s: State, seat: number, random: Random): Action | null {
  const prompt = promptFor(s, seat);
  switch (prompt.kind) {
    case 'wait': case 'over':
      return null;
    case 'bid': {
      const [a, b] = shuffle(prompt.behind, random);
      return { type: 'bid', brokers: [a!, b!] };
    }
    case 'chooseOrder':
      return { type: 'chooseOrder', position: pick(prompt.positions, random) };
    case 'place': {
      const [a, b] = shuffle(prompt.behind, random);
      const spots: Spot[] = [];
      const spotFor = () => {
        const free = prompt.spots.filter((sp) => !('row' in sp && spots.some((t) => sameSpot(t, sp))));
        const spot = pick(free, random);
        spots.push(spot);
        return spot;
      };
      const firstUp = random() < 0.5;
      const faces = prompt.anyFaces ? [random() < 0.5, random() < 0.5] : [firstUp, !firstUp];
      return {
        type: 'place',
        placements: [
          { value: a!, faceUp: faces[0]!, to: spotFor() },
          { value: b!, faceUp: faces[1]!, to: spotFor() },
        ],
        ...(prompt.neutral ? { neutral: spotFor() } : {}),
      };
    }
    case 'takeGems':
      return { type: 'takeGems', gems: pick(prompt.choices, random).map((gem) => (gem === 'white' ? { gem, as: pick(COLOURS, random) } : { gem })) };
    case 'chooseColor':
      return { type: 'chooseColor', color: pick(COLOURS, random) };
    case 'orderColumns':
      return { type: 'orderColumns', columns: shuffle(prompt.columns, random) };
    case 'moveQuotation':
      return { type: 'moveQuotation', gem: pick(COLOURS, random), step: random() < 0.5 ? 1 : -1 };
    case 'playCards':
      return { type: 'pass' };
    case 'throne':
      return { type: 'throne', value: pick(prompt.front, random) };
  }
}
