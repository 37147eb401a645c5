// An action as the fields of the decision panel's form that would post it: the inverse of
// src/http/forms.ts, for a hint filled into the form and never sent by itself.
// The names and value codes are templates/prompt.ts's, a card's those of cards.ts (by
// codec). test/templates/actionFields.test.ts reads every kind of action back through
// the form parser.
import type { Action, BrokerRef, Spot } from '../src/engine/index.ts';
import { type Codec, cardFields, cardValues } from './cards.ts';
import { refCode, spotCode } from './theme.ts';

/** A form's fields by name; `type` (and a card's `card`) pick the form among the panel's. */
export type ActionFields = Record<string, string>;

const CODE: Record<Codec, (v: unknown) => string> = {
  number: String,
  placement: String,
  colour: String,
  gem: String,
  spot: (v) => spotCode(v as Spot),
  citySpot: (v) => spotCode(v as Spot),
  broker: (v) => refCode(v as BrokerRef),
};

const face = (up: boolean) => (up ? 'up' : 'down');

export function actionFields(action: Exclude<Action, { type: 'standIn' }>): ActionFields {
  switch (action.type) {
    // The form offers each pair once, lower first.
    case 'bid':
      return { type: 'bid', brokers: [...action.brokers].sort((a, b) => a - b).join(',') };
    case 'chooseOrder':
      return { type: 'chooseOrder', position: String(action.position) };
    case 'place': {
      const out: ActionFields = { type: 'place' };
      action.placements.forEach((p, i) => {
        const n = i + 1;
        out[`p${n}Broker`] = `${p.fromFront ? 'front:' : ''}${p.value}`;
        out[`p${n}Spot`] = spotCode(p.to);
        // A form has either a face per broker (the Cardinal) or one choice for both: the hint fills the one it has.
        out[`p${n}Face`] = face(p.faceUp);
        if (p.refill !== undefined) out[`p${n}Refill`] = String(p.refill);
      });
      const [a, b] = action.placements;
      if (a.faceUp !== b.faceUp) out.faces = a.faceUp ? 'up-down' : 'down-up';
      if (action.neutral) out.neutralSpot = spotCode(action.neutral);
      return out;
    }
    case 'takeGems': {
      const white = action.gems.find((g) => g.gem === 'white');
      return {
        type: 'takeGems',
        gems: action.gems.map((g) => g.gem).join(','),
        ...(white?.as ? { as: white.as } : {}),
      };
    }
    case 'chooseColour':
      return { type: 'chooseColour', colour: action.colour };
    case 'orderColumns':
      return { type: 'orderColumns', ...Object.fromEntries(action.columns.map((c, i) => [`column${i + 1}`, c])) };
    case 'moveQuotation':
      return { type: 'moveQuotation', colour: action.colour, step: String(action.step) };
    case 'throne':
      return { type: 'throne', value: String(action.value) };
    case 'pass':
      return { type: 'pass' };
    case 'peek':
      return { type: 'peek', target: refCode(action.target) };
    case 'playCard': {
      const out: ActionFields = { type: 'playCard', card: action.card };
      const values = cardValues(action);
      for (const [name, f] of Object.entries(cardFields(action.card))) {
        if (values[name] !== undefined) out[name] = CODE[f.codec](values[name]);
      }
      return out;
    }
  }
}
