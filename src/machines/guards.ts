/**
 * The coup's guards, named as the rules say them (the chart's JSON and diagrams show these names):
 * the deal, the naturals and the turns to draw. Each asks the rules (rules.ts, bank.ts) where the
 * coup goes. The session's guards are its procedure's cells (states/session.ts).
 */
import type { Rules } from '../core/rules.js';
import type { Args } from './actions/update.js';
import { naturalEightToShow } from './misdeals.js';
import { choiceRefusal, handsWithNatural, shoeIsEmpty, tableAction } from './rules.js';
import type { HandParams } from './states/names.js';

export function guardsOf(rules: Rules) {
  const { profile } = rules;
  return {
    'the shoe is empty': ({ context }: Args) => shoeIsEmpty(context),
    // Named guards rather than and(): a combined guard has no name in the chart's JSON or diagrams.
    'a card is due but the shoe is empty': ({ context }: Args, { hand }: HandParams) =>
      shoeIsEmpty(context) && tableAction(rules, context, hand) === 'draw',
    'the decider draws from an empty shoe': ({ context, event }: Args, { hand }: HandParams) =>
      shoeIsEmpty(context) && event.type === 'DRAW' && choiceRefusal(rules, context, hand, event.by) === null,
    'a hand has a natural': ({ context }: Args) => handsWithNatural(profile, context).length > 0,
    'the banker holds a natural': ({ context }: Args) =>
      handsWithNatural(profile, context).includes(profile.result.banker ?? ''),
    'the hand holds a natural': ({ context }: Args, { hand }: HandParams) =>
      handsWithNatural(profile, context).includes(hand),
    /* club baccarat: a natural eight its holder may show or keep quiet (RC-16) */
    'a natural eight waits to be shown': ({ context }: Args) => naturalEightToShow(profile, context) !== undefined,
    'the table says draw': ({ context }: Args, { hand }: HandParams) => tableAction(rules, context, hand) === 'draw',
    'the table says stand': ({ context }: Args, { hand }: HandParams) => tableAction(rules, context, hand) === 'stand',
    'the decider may choose': ({ context, event }: Args, { hand }: HandParams) =>
      (event.type === 'DRAW' || event.type === 'STAND') && choiceRefusal(rules, context, hand, event.by) === null,
  };
}
