// An engine action as the choices a user makes in the decision panel's forms
// (templates/prompt.tsx): the template tests and the browser tests submit actions
// through the real forms with these, so a form that stops offering a choice fails both.
import type { Action } from '../../src/engine/index.ts';
import { refCode, spotCode } from '../../templates/theme.ts';

/** What a user picks in a form to make this action; alternatives where a form may ask in two ways. */
export function choicesFor(action: Action): Record<string, string>[] {
  const s = String;
  switch (action.type) {
    case 'bid':
      return [{ type: 'bid', brokers: [...action.brokers].sort((a, b) => a - b).join(',') }];
    case 'chooseOrder':
      return [{ type: 'chooseOrder', position: s(action.position) }];
    case 'place': {
      const base: Record<string, string> = { type: 'place' };
      action.placements.forEach((p, i) => {
        base[`p${i + 1}Broker`] = p.fromFront ? `front:${p.value}` : s(p.value);
        base[`p${i + 1}Spot`] = spotCode(p.to);
        if (p.fromFront) base[`p${i + 1}Refill`] = s(p.refill);
      });
      if (action.neutral) base.neutralSpot = spotCode(action.neutral);
      const [a, b] = action.placements;
      const faces = { ...base, p1Face: a.faceUp ? 'up' : 'down', p2Face: b.faceUp ? 'up' : 'down' };
      return a.faceUp === b.faceUp ? [faces] : [faces, { ...base, faces: a.faceUp ? 'up-down' : 'down-up' }];
    }
    case 'takeGems': {
      const white = action.gems.find((g) => g.gem === 'white');
      return [
        { type: 'takeGems', gems: action.gems.map((g) => g.gem).join(','), ...(white?.as ? { as: white.as } : {}) },
      ];
    }
    case 'chooseColour':
      return [{ type: 'chooseColour', colour: action.colour }];
    case 'orderColumns':
      return [Object.fromEntries([['type', 'orderColumns'], ...action.columns.map((c, k) => [`column${k + 1}`, c])])];
    case 'moveQuotation':
      return [{ type: 'moveQuotation', colour: action.colour, step: s(action.step) }];
    case 'throne':
      return [{ type: 'throne', value: s(action.value) }];
    case 'pass':
      return [{ type: 'pass' }];
    case 'standIn':
      return []; // the clock's, never on a page
    case 'peek':
      return [{ type: 'peek', target: refCode(action.target) }];
    case 'playCard': {
      const base = { type: 'playCard', card: action.card };
      switch (action.card) {
        case 'captain':
          return [{ ...base, neighborhood1: s(action.neighborhoods[0]), neighborhood2: s(action.neighborhoods[1]) }];
        case 'queen':
          return [{ ...base, spot: spotCode(action.spot) }];
        case 'magician':
          return [{ ...base, swap1: refCode(action.swap[0]), swap2: refCode(action.swap[1]) }];
        case 'mercenary':
          return [{ ...base, placement: s(action.placement) }];
        case 'herald':
          return [{ ...base, from: refCode(action.from), to: spotCode(action.to) }];
        case 'alchemist':
          return [
            { ...base, ...(action.give ? { give: action.give } : {}), ...(action.take ? { take: action.take } : {}) },
          ];
        case 'banker':
          return [{ ...base, up: action.up, down: action.down }];
        case 'jeweler':
          return [{ ...base, gem1: action.gems[0], gem2: action.gems[1] }];
        default:
          return [base];
      }
    }
  }
}
